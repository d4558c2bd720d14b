import type { PlaceDayTable } from "./types";

export const DAYS_AMERICAS_NORTH: PlaceDayTable = {
  "USA New York": {
    days: [
      [
        "see",
        [
          "New York: Lower Manhattan and the Brooklyn Bridge",
          "New York: Lower Manhattan e il ponte di Brooklyn",
          "Nueva York: el Bajo Manhattan y el puente de Brooklyn",
          "New York : Lower Manhattan et le pont de Brooklyn",
          "New York: Lower Manhattan und die Brooklyn Bridge",
        ],
        [
          "The Staten Island Ferry past the Statue of Liberty, Wall Street and the 9/11 Memorial, then on foot across the Brooklyn Bridge to the waterfront of Dumbo for the skyline.",
          "Il traghetto per Staten Island davanti alla Statua della Libertà, Wall Street e il Memoriale dell'11 settembre, poi a piedi sul ponte di Brooklyn fino al lungofiume di Dumbo, con lo skyline di fronte.",
          "El ferry de Staten Island frente a la Estatua de la Libertad, Wall Street y el Memorial del 11-S, y después a pie por el puente de Brooklyn hasta la orilla de Dumbo, con el skyline enfrente.",
          "Le ferry de Staten Island devant la statue de la Liberté, Wall Street et le mémorial du 11-Septembre, puis la traversée à pied du pont de Brooklyn jusqu'aux quais de Dumbo, face à la skyline.",
          "Mit der Staten Island Ferry an der Freiheitsstatue vorbei, Wall Street und das 9/11 Memorial, dann zu Fuß über die Brooklyn Bridge bis ans Ufer von Dumbo mit Blick auf die Skyline.",
        ],
      ],
      [
        "see",
        [
          "New York: Midtown, the High Line and Central Park",
          "New York: Midtown, la High Line e Central Park",
          "Nueva York: Midtown, la High Line y Central Park",
          "New York : Midtown, la High Line et Central Park",
          "New York: Midtown, High Line und Central Park",
        ],
        [
          "Grand Central Terminal, the New York Public Library and Times Square, the elevated gardens of the High Line from Chelsea, and an afternoon walk across Central Park from Bethesda Fountain to the Met.",
          "Grand Central Terminal, la New York Public Library e Times Square, i giardini sopraelevati della High Line da Chelsea e un pomeriggio a piedi in Central Park, dalla Bethesda Fountain al Metropolitan Museum.",
          "Grand Central Terminal, la Biblioteca Pública de Nueva York y Times Square, los jardines elevados de la High Line desde Chelsea y una tarde a pie por Central Park, de la fuente Bethesda al Metropolitan.",
          "Grand Central Terminal, la bibliothèque publique de New York et Times Square, les jardins suspendus de la High Line depuis Chelsea, puis une balade dans Central Park, de la fontaine Bethesda au Met.",
          "Grand Central Terminal, die New York Public Library und der Times Square, die begrünte Hochbahntrasse der High Line ab Chelsea und nachmittags quer durch den Central Park von der Bethesda Fountain zum Met.",
        ],
      ],
      [
        "food",
        [
          "New York: bagels, pastrami and Chelsea Market",
          "New York: bagel, pastrami e Chelsea Market",
          "Nueva York: bagels, pastrami y Chelsea Market",
          "New York : bagels, pastrami et Chelsea Market",
          "New York: Bagels, Pastrami und Chelsea Market",
        ],
        [
          "A food walk through the Lower East Side: bagels with lox, a pastrami sandwich at Katz's, dumplings in Chinatown and cannoli in Little Italy, ending among the stalls of Chelsea Market.",
          "Un giro gastronomico nel Lower East Side: bagel con salmone, il panino al pastrami di Katz's, ravioli a Chinatown e cannoli a Little Italy, per finire tra i banchi del Chelsea Market.",
          "Un paseo gastronómico por el Lower East Side: bagels con salmón, el sándwich de pastrami de Katz's, dumplings en Chinatown y cannoli en Little Italy, para terminar entre los puestos de Chelsea Market.",
          "Une balade gourmande dans le Lower East Side : bagels au saumon, sandwich au pastrami chez Katz's, raviolis à Chinatown et cannoli à Little Italy, pour finir parmi les étals de Chelsea Market.",
          "Ein kulinarischer Spaziergang durch die Lower East Side: Bagels mit Lachs, das Pastrami-Sandwich bei Katz's, Dumplings in Chinatown und Cannoli in Little Italy, zum Schluss die Stände im Chelsea Market.",
        ],
      ],
      [
        "night",
        [
          "New York: jazz in the Village and a rooftop bar",
          "New York: jazz al Village e un rooftop bar",
          "Nueva York: jazz en el Village y una azotea",
          "New York : jazz au Village et bar sur les toits",
          "New York: Jazz im Village und eine Dachbar",
        ],
        [
          "Evening drinks on a Midtown rooftop as the lights of the Empire State Building come on, then live jazz in a cellar club of Greenwich Village such as the Village Vanguard.",
          "Un aperitivo su una terrazza di Midtown mentre si accendono le luci dell'Empire State Building, poi jazz dal vivo in un club seminterrato del Greenwich Village come il Village Vanguard.",
          "Una copa en una azotea de Midtown mientras se encienden las luces del Empire State, y después jazz en directo en un sótano de Greenwich Village como el Village Vanguard.",
          "Un verre sur un toit de Midtown quand s'allume l'Empire State Building, puis du jazz live dans un club en sous-sol de Greenwich Village, comme le Village Vanguard.",
          "Ein Drink auf einer Dachterrasse in Midtown, wenn die Lichter des Empire State Building angehen, danach Live-Jazz in einem Kellerclub in Greenwich Village wie dem Village Vanguard.",
        ],
      ],
    ],
  },
  "USA Washington": {
    days: [
      [
        "see",
        [
          "Washington: the National Mall and its memorials",
          "Washington: il National Mall e i suoi memoriali",
          "Washington: el National Mall y sus monumentos",
          "Washington : le National Mall et ses mémoriaux",
          "Washington: die National Mall und ihre Denkmäler",
        ],
        [
          "A walk along the National Mall from the Capitol to the Washington Monument, the World War II Memorial and the Lincoln Memorial, with a stop at the White House fence on Lafayette Square.",
          "Una passeggiata lungo il National Mall dal Campidoglio all'obelisco di Washington, al memoriale della Seconda guerra mondiale e al Lincoln Memorial, con una sosta davanti alla Casa Bianca da Lafayette Square.",
          "Un paseo por el National Mall del Capitolio al obelisco de Washington, el monumento a la Segunda Guerra Mundial y el Lincoln Memorial, con una parada ante la Casa Blanca desde Lafayette Square.",
          "Une promenade sur le National Mall, du Capitole à l'obélisque de Washington, au mémorial de la Seconde Guerre mondiale et au Lincoln Memorial, avec un arrêt devant la Maison-Blanche depuis Lafayette Square.",
          "Ein Spaziergang über die National Mall vom Kapitol zum Washington Monument, zum Weltkriegsdenkmal und zum Lincoln Memorial, mit einem Halt am Zaun des Weißen Hauses am Lafayette Square.",
        ],
      ],
      [
        "see",
        [
          "Washington: the Smithsonian and Georgetown",
          "Washington: lo Smithsonian e Georgetown",
          "Washington: el Smithsonian y Georgetown",
          "Washington : le Smithsonian et Georgetown",
          "Washington: Smithsonian und Georgetown",
        ],
        [
          "A morning in the free Smithsonian museums, from the Air and Space Museum to the National Museum of African American History, then the brick lanes and canal towpath of Georgetown.",
          "Una mattina nei musei gratuiti dello Smithsonian, dal museo dell'Aria e dello Spazio a quello di storia afroamericana, poi le stradine di mattoni e l'alzaia del canale di Georgetown.",
          "Una mañana en los museos gratuitos del Smithsonian, del Museo del Aire y del Espacio al de Historia Afroamericana, y después las calles de ladrillo y el camino del canal de Georgetown.",
          "Une matinée dans les musées gratuits du Smithsonian, du musée de l'Air et de l'Espace à celui de l'histoire afro-américaine, puis les rues de brique et le chemin de halage du canal de Georgetown.",
          "Ein Vormittag in den kostenlosen Museen der Smithsonian, vom Luft- und Raumfahrtmuseum bis zum Museum für afroamerikanische Geschichte, danach die Backsteingassen und der Kanal-Treidelpfad von Georgetown.",
        ],
      ],
      [
        "food",
        [
          "Washington: half-smokes and Union Market",
          "Washington: half-smoke e Union Market",
          "Washington: half-smokes y Union Market",
          "Washington : half-smokes et Union Market",
          "Washington: Half-Smokes und Union Market",
        ],
        [
          "A half-smoke sausage with chili at Ben's Chili Bowl on U Street, Ethiopian injera in the restaurants of Shaw, and the food hall of Union Market with its Chesapeake oysters.",
          "La salsiccia half-smoke con chili da Ben's Chili Bowl su U Street, l'injera etiope nei ristoranti di Shaw e il mercato coperto di Union Market con le ostriche della baia di Chesapeake.",
          "La salchicha half-smoke con chili en Ben's Chili Bowl, en U Street, la injera etíope en los restaurantes de Shaw y el mercado de Union Market con ostras de la bahía de Chesapeake.",
          "La saucisse half-smoke au chili chez Ben's Chili Bowl sur U Street, l'injera éthiopienne dans les restaurants de Shaw et la halle de Union Market avec ses huîtres de la baie de Chesapeake.",
          "Die Half-Smoke-Wurst mit Chili bei Ben's Chili Bowl in der U Street, äthiopisches Injera in den Lokalen von Shaw und die Markthalle Union Market mit Austern aus der Chesapeake Bay.",
        ],
      ],
    ],
  },
  "USA Chicago": {
    days: [
      [
        "see",
        [
          "Chicago: an architecture cruise on the river",
          "Chicago: crociera d'architettura sul fiume",
          "Chicago: crucero de arquitectura por el río",
          "Chicago : croisière architecture sur la rivière",
          "Chicago: Architektur-Bootstour auf dem Fluss",
        ],
        [
          "A boat cruise along the Chicago River past the Wrigley Building, Marina City and the Willis Tower, then a walk down the Magnificent Mile to the Water Tower.",
          "Una crociera in battello sul fiume Chicago davanti al Wrigley Building, a Marina City e alla Willis Tower, poi una passeggiata lungo il Magnificent Mile fino alla Water Tower.",
          "Un crucero en barco por el río Chicago ante el Wrigley Building, Marina City y la Willis Tower, y después un paseo por la Magnificent Mile hasta la Water Tower.",
          "Une croisière sur la rivière Chicago devant le Wrigley Building, Marina City et la Willis Tower, puis une promenade sur le Magnificent Mile jusqu'à la Water Tower.",
          "Eine Bootsfahrt auf dem Chicago River vorbei am Wrigley Building, an Marina City und am Willis Tower, dann ein Bummel über die Magnificent Mile bis zum Water Tower.",
        ],
      ],
      [
        "see",
        [
          "Chicago: Millennium Park and the Art Institute",
          "Chicago: Millennium Park e l'Art Institute",
          "Chicago: Millennium Park y el Art Institute",
          "Chicago : Millennium Park et l'Art Institute",
          "Chicago: Millennium Park und Art Institute",
        ],
        [
          "The Cloud Gate sculpture known as the Bean in Millennium Park, the Impressionists and American Gothic at the Art Institute, and a walk on the Lakefront Trail to Navy Pier.",
          "La scultura Cloud Gate, detta il Fagiolo, nel Millennium Park, gli impressionisti e American Gothic all'Art Institute e una passeggiata sul lungolago fino a Navy Pier.",
          "La escultura Cloud Gate, conocida como la Alubia, en Millennium Park, los impresionistas y American Gothic en el Art Institute y un paseo por la orilla del lago hasta Navy Pier.",
          "La sculpture Cloud Gate, surnommée le Haricot, dans Millennium Park, les impressionnistes et American Gothic à l'Art Institute, puis une balade au bord du lac jusqu'à Navy Pier.",
          "Die Skulptur Cloud Gate, genannt die Bohne, im Millennium Park, die Impressionisten und American Gothic im Art Institute und ein Spaziergang am Seeufer bis zum Navy Pier.",
        ],
      ],
      [
        "food",
        [
          "Chicago: deep-dish pizza and Chicago hot dogs",
          "Chicago: pizza deep-dish e hot dog alla Chicago",
          "Chicago: pizza deep-dish y perritos al estilo Chicago",
          "Chicago : pizza deep-dish et hot-dogs de Chicago",
          "Chicago: Deep-Dish-Pizza und Chicago-Hotdogs",
        ],
        [
          "A Chicago-style hot dog dragged through the garden, an Italian beef sandwich dipped in its juices, and a deep-dish pizza in one of the old pizzerias of River North.",
          "Un hot dog alla Chicago con tutti i condimenti, il panino Italian beef intinto nel suo sugo e una pizza deep-dish in una delle storiche pizzerie di River North.",
          "Un perrito al estilo Chicago con todos sus aderezos, el sándwich de Italian beef mojado en su jugo y una pizza deep-dish en una de las pizzerías clásicas de River North.",
          "Un hot-dog à la mode de Chicago avec toutes ses garnitures, le sandwich Italian beef trempé dans son jus et une pizza deep-dish dans l'une des vieilles pizzerias de River North.",
          "Ein Chicago-Hotdog mit allem, was dazugehört, ein in Bratensaft getunktes Italian-Beef-Sandwich und eine Deep-Dish-Pizza in einer der alten Pizzerien von River North.",
        ],
      ],
    ],
  },
  "USA New Orleans": {
    days: [
      [
        "see",
        [
          "New Orleans: the French Quarter",
          "New Orleans: il Quartiere francese",
          "Nueva Orleans: el Barrio Francés",
          "La Nouvelle-Orléans : le Vieux Carré",
          "New Orleans: das French Quarter",
        ],
        [
          "Jackson Square and St. Louis Cathedral, the iron balconies of Royal Street, the French Market and a stroll along the Mississippi levee on the Moonwalk.",
          "Jackson Square e la cattedrale di Saint-Louis, i balconi in ferro battuto di Royal Street, il French Market e una passeggiata sull'argine del Mississippi lungo il Moonwalk.",
          "Jackson Square y la catedral de San Luis, los balcones de hierro forjado de Royal Street, el French Market y un paseo por el dique del Misisipi, el Moonwalk.",
          "Jackson Square et la cathédrale Saint-Louis, les balcons en fer forgé de Royal Street, le marché français et une promenade sur la levée du Mississippi, le Moonwalk.",
          "Jackson Square und die St.-Louis-Kathedrale, die schmiedeeisernen Balkone der Royal Street, der French Market und ein Spaziergang auf dem Mississippi-Deich, dem Moonwalk.",
        ],
      ],
      [
        "see",
        [
          "New Orleans: the Garden District by streetcar",
          "New Orleans: il Garden District in tram",
          "Nueva Orleans: el Garden District en tranvía",
          "La Nouvelle-Orléans : le Garden District en tramway",
          "New Orleans: mit der Straßenbahn in den Garden District",
        ],
        [
          "The St. Charles streetcar under the live oaks to the Garden District, its antebellum mansions and Lafayette Cemetery, then the shops and cafés of Magazine Street.",
          "Il tram di St. Charles sotto le querce fino al Garden District, con le sue ville d'anteguerra e il cimitero di Lafayette, poi i negozi e i caffè di Magazine Street.",
          "El tranvía de St. Charles bajo los robles hasta el Garden District, sus mansiones de antes de la guerra de Secesión y el cementerio Lafayette, y después las tiendas y cafés de Magazine Street.",
          "Le tramway de St. Charles sous les chênes jusqu'au Garden District, ses demeures d'avant la guerre de Sécession et le cimetière Lafayette, puis les boutiques et cafés de Magazine Street.",
          "Mit der St.-Charles-Straßenbahn unter Eichen in den Garden District, zu seinen Villen aus der Zeit vor dem Bürgerkrieg und zum Lafayette-Friedhof, danach die Läden und Cafés der Magazine Street.",
        ],
      ],
      [
        "food",
        [
          "New Orleans: gumbo, po'boys and beignets",
          "New Orleans: gumbo, po'boy e beignet",
          "Nueva Orleans: gumbo, po'boys y beignets",
          "La Nouvelle-Orléans : gumbo, po'boys et beignets",
          "New Orleans: Gumbo, Po'boys und Beignets",
        ],
        [
          "Beignets under powdered sugar at Café du Monde, a shrimp po'boy, a bowl of gumbo and red beans and rice, and a Creole cooking class on jambalaya and pralines.",
          "Beignet ricoperti di zucchero a velo al Café du Monde, un po'boy ai gamberi, una ciotola di gumbo e fagioli rossi con riso, e una lezione di cucina creola su jambalaya e praline.",
          "Beignets con azúcar glas en el Café du Monde, un po'boy de gambas, un cuenco de gumbo y arroz con alubias rojas, y una clase de cocina criolla de jambalaya y pralinés.",
          "Beignets au sucre glace au Café du Monde, un po'boy aux crevettes, un bol de gumbo et de riz aux haricots rouges, puis un cours de cuisine créole autour du jambalaya et des pralines.",
          "Beignets mit Puderzucker im Café du Monde, ein Po'boy mit Garnelen, eine Schüssel Gumbo und rote Bohnen mit Reis, dazu ein kreolischer Kochkurs mit Jambalaya und Pralinen.",
        ],
      ],
      [
        "night",
        [
          "New Orleans: live music on Frenchmen Street",
          "New Orleans: musica dal vivo su Frenchmen Street",
          "Nueva Orleans: música en directo en Frenchmen Street",
          "La Nouvelle-Orléans : musique live sur Frenchmen Street",
          "New Orleans: Livemusik in der Frenchmen Street",
        ],
        [
          "An evening of brass bands and jazz in the clubs of Frenchmen Street in the Marigny, such as the Spotted Cat and d.b.a., after a traditional set at Preservation Hall.",
          "Una serata di brass band e jazz nei locali di Frenchmen Street, nel Marigny, come lo Spotted Cat e il d.b.a., dopo un concerto tradizionale alla Preservation Hall.",
          "Una noche de brass bands y jazz en los locales de Frenchmen Street, en el Marigny, como el Spotted Cat y el d.b.a., tras un concierto tradicional en el Preservation Hall.",
          "Une soirée de fanfares et de jazz dans les clubs de Frenchmen Street, dans le Marigny, comme le Spotted Cat et le d.b.a., après un concert traditionnel au Preservation Hall.",
          "Ein Abend mit Brassbands und Jazz in den Clubs der Frenchmen Street im Marigny, etwa im Spotted Cat und im d.b.a., nach einem traditionellen Konzert in der Preservation Hall.",
        ],
      ],
    ],
  },
  "USA Las Vegas": {
    days: [
      [
        "see",
        [
          "Las Vegas: the Strip and Fremont Street",
          "Las Vegas: la Strip e Fremont Street",
          "Las Vegas: el Strip y Fremont Street",
          "Las Vegas : le Strip et Fremont Street",
          "Las Vegas: der Strip und die Fremont Street",
        ],
        [
          "A walk down the Strip past the Bellagio fountains, the canals of the Venetian and the Eiffel Tower copy of the Paris, then the old downtown of Fremont Street and the Neon Museum's boneyard of signs.",
          "Una passeggiata sulla Strip davanti alle fontane del Bellagio, ai canali del Venetian e alla copia della Tour Eiffel del Paris, poi la vecchia downtown di Fremont Street e il cimitero di insegne del Neon Museum.",
          "Un paseo por el Strip ante las fuentes del Bellagio, los canales del Venetian y la réplica de la torre Eiffel del Paris, y después el viejo centro de Fremont Street y el cementerio de rótulos del Neon Museum.",
          "Une balade sur le Strip devant les fontaines du Bellagio, les canaux du Venetian et la tour Eiffel du Paris, puis le vieux downtown de Fremont Street et le cimetière d'enseignes du Neon Museum.",
          "Ein Bummel über den Strip an den Fontänen des Bellagio, den Kanälen des Venetian und dem Eiffelturm des Paris vorbei, dann die alte Downtown an der Fremont Street und der Schilderfriedhof des Neon Museum.",
        ],
      ],
      [
        "see",
        [
          "Las Vegas: Red Rock Canyon and Hoover Dam",
          "Las Vegas: Red Rock Canyon e la diga di Hoover",
          "Las Vegas: Red Rock Canyon y la presa Hoover",
          "Las Vegas : Red Rock Canyon et le barrage Hoover",
          "Las Vegas: Red Rock Canyon und Hoover Dam",
        ],
        [
          "A day out of the city: the scenic loop and sandstone trails of Red Rock Canyon, then the concrete wall of the Hoover Dam across the Colorado River and the bridge above it.",
          "Una giornata fuori città: la strada panoramica e i sentieri tra le arenarie di Red Rock Canyon, poi il muro di cemento della diga di Hoover sul fiume Colorado e il ponte che la sovrasta.",
          "Un día fuera de la ciudad: la ruta panorámica y los senderos de arenisca de Red Rock Canyon, y después el muro de hormigón de la presa Hoover sobre el río Colorado y el puente que la domina.",
          "Une journée hors de la ville : la route panoramique et les sentiers de grès de Red Rock Canyon, puis le mur de béton du barrage Hoover sur le Colorado et le pont qui le domine.",
          "Ein Tag außerhalb der Stadt: die Panoramastraße und die Sandsteinpfade des Red Rock Canyon, dann die Betonmauer des Hoover Dam am Colorado River und die Brücke darüber.",
        ],
      ],
      [
        "food",
        [
          "Las Vegas: buffets and Chinatown",
          "Las Vegas: buffet e Chinatown",
          "Las Vegas: bufés y Chinatown",
          "Las Vegas : buffets et Chinatown",
          "Las Vegas: Buffets und Chinatown",
        ],
        [
          "Brunch at one of the great casino buffets of the Strip, then Spring Mountain Road, the Chinatown of Las Vegas, for ramen, dim sum and Thai food away from the casinos.",
          "Brunch in uno dei grandi buffet dei casinò della Strip, poi Spring Mountain Road, la Chinatown di Las Vegas, per ramen, dim sum e cucina thai lontano dai casinò.",
          "Brunch en uno de los grandes bufés de los casinos del Strip, y después Spring Mountain Road, el Chinatown de Las Vegas, para ramen, dim sum y cocina tailandesa lejos de los casinos.",
          "Brunch dans l'un des grands buffets des casinos du Strip, puis Spring Mountain Road, le Chinatown de Las Vegas, pour des ramen, des dim sum et de la cuisine thaïe loin des casinos.",
          "Brunch an einem der großen Casino-Buffets am Strip, dann die Spring Mountain Road, das Chinatown von Las Vegas, mit Ramen, Dim Sum und Thai-Küche abseits der Casinos.",
        ],
      ],
      [
        "night",
        [
          "Las Vegas: a show and the Strip by night",
          "Las Vegas: uno spettacolo e la Strip di notte",
          "Las Vegas: un espectáculo y el Strip de noche",
          "Las Vegas : un spectacle et le Strip de nuit",
          "Las Vegas: eine Show und der Strip bei Nacht",
        ],
        [
          "An evening show on the Strip, from Cirque du Soleil to a headliner residency, then the fountains of the Bellagio dancing to music and the lights seen from the High Roller wheel.",
          "Uno spettacolo serale sulla Strip, dal Cirque du Soleil al concerto di una star in residenza, poi le fontane danzanti del Bellagio e le luci viste dalla ruota panoramica High Roller.",
          "Un espectáculo por la noche en el Strip, del Cirque du Soleil a la residencia de una estrella, y después las fuentes danzantes del Bellagio y las luces vistas desde la noria High Roller.",
          "Un spectacle en soirée sur le Strip, du Cirque du Soleil à la résidence d'une star, puis les fontaines dansantes du Bellagio et les lumières vues de la grande roue High Roller.",
          "Abends eine Show am Strip, vom Cirque du Soleil bis zur Residency eines Stars, danach die tanzenden Fontänen des Bellagio und die Lichter vom Riesenrad High Roller aus.",
        ],
      ],
    ],
  },
  "USA Zion National Park": {
    days: [
      [
        "see",
        [
          "Zion National Park: Zion Canyon and Angels Landing",
          "Parco nazionale di Zion: il canyon e Angels Landing",
          "Parque nacional Zion: el cañón y Angels Landing",
          "Parc national de Zion : le canyon et Angels Landing",
          "Zion-Nationalpark: Zion Canyon und Angels Landing",
        ],
        [
          "The park shuttle up Zion Canyon, the Riverside Walk and the switchbacks of Walter's Wiggles to Scout Lookout, with the chained ridge of Angels Landing for those holding a permit.",
          "La navetta del parco lungo lo Zion Canyon, il Riverside Walk e i tornanti di Walter's Wiggles fino a Scout Lookout, con la cresta attrezzata di Angels Landing per chi ha il permesso.",
          "El autobús del parque por el cañón de Zion, el Riverside Walk y las curvas de Walter's Wiggles hasta Scout Lookout, con la cresta de cadenas de Angels Landing para quien tenga permiso.",
          "La navette du parc dans le canyon de Zion, le Riverside Walk et les lacets de Walter's Wiggles jusqu'à Scout Lookout, avec l'arête équipée de chaînes d'Angels Landing pour qui a le permis.",
          "Mit dem Park-Shuttle in den Zion Canyon, der Riverside Walk und die Kehren der Walter's Wiggles bis Scout Lookout, für Inhaber einer Genehmigung weiter über den Kettengrat von Angels Landing.",
        ],
      ],
      [
        "see",
        [
          "Zion National Park: wading the Narrows",
          "Parco nazionale di Zion: a guado nei Narrows",
          "Parque nacional Zion: por el río en los Narrows",
          "Parc national de Zion : les Narrows à gué",
          "Zion-Nationalpark: durch die Narrows waten",
        ],
        [
          "A walk up the Virgin River itself into the Narrows, between sandstone walls a few steps apart, in canyon shoes and with a walking pole, followed by the Emerald Pools trail.",
          "Una camminata nel letto del Virgin River dentro i Narrows, tra pareti di arenaria a pochi passi l'una dall'altra, con scarpe da canyon e bastone, poi il sentiero delle Emerald Pools.",
          "Una caminata por el propio lecho del río Virgin hacia los Narrows, entre paredes de arenisca a pocos pasos una de otra, con calzado de barranco y bastón, y después el sendero de las Emerald Pools.",
          "Une marche dans le lit même de la Virgin River jusqu'aux Narrows, entre des parois de grès à quelques pas l'une de l'autre, en chaussures de canyon et bâton, puis le sentier des Emerald Pools.",
          "Eine Wanderung im Flussbett des Virgin River hinein in die Narrows, zwischen Sandsteinwänden nur wenige Schritte auseinander, mit Canyon-Schuhen und Stock, danach der Weg zu den Emerald Pools.",
        ],
      ],
    ],
  },
  "USA Bryce Canyon": {
    days: [
      [
        "see",
        [
          "Bryce Canyon: among the hoodoos",
          "Bryce Canyon: tra gli hoodoo",
          "Bryce Canyon: entre los hoodoos",
          "Bryce Canyon : parmi les hoodoos",
          "Bryce Canyon: zwischen den Hoodoos",
        ],
        [
          "Sunrise at Sunrise Point over the Bryce Amphitheater, then down among the orange spires on the Queen's Garden and Navajo Loop trails, past Thor's Hammer and up Wall Street.",
          "L'alba a Sunrise Point sull'anfiteatro di Bryce, poi la discesa tra le guglie arancioni sui sentieri Queen's Garden e Navajo Loop, davanti a Thor's Hammer e su per Wall Street.",
          "El amanecer en Sunrise Point sobre el anfiteatro de Bryce, y después el descenso entre agujas anaranjadas por los senderos Queen's Garden y Navajo Loop, junto a Thor's Hammer y subiendo por Wall Street.",
          "Le lever du soleil à Sunrise Point sur l'amphithéâtre de Bryce, puis la descente parmi les flèches orangées par les sentiers Queen's Garden et Navajo Loop, devant Thor's Hammer et par Wall Street.",
          "Sonnenaufgang am Sunrise Point über dem Bryce Amphitheater, dann hinab zwischen die orangefarbenen Felstürme auf dem Queen's Garden und dem Navajo Loop, vorbei an Thor's Hammer und hinauf durch die Wall Street.",
        ],
      ],
      [
        "see",
        [
          "Bryce Canyon: the rim road to Rainbow Point",
          "Bryce Canyon: la strada del bordo fino a Rainbow Point",
          "Bryce Canyon: la carretera del borde hasta Rainbow Point",
          "Bryce Canyon : la route du rebord jusqu'à Rainbow Point",
          "Bryce Canyon: die Kammstraße bis Rainbow Point",
        ],
        [
          "A drive along the rim to Rainbow Point, stopping at Natural Bridge and Inspiration Point, then the Fairyland Loop among quieter hoodoos and, at night, stars over one of the darkest skies in the West.",
          "Un percorso lungo il bordo fino a Rainbow Point, con soste al Natural Bridge e a Inspiration Point, poi il Fairyland Loop tra hoodoo più tranquilli e, di notte, le stelle in uno dei cieli più bui del West.",
          "Un recorrido por el borde hasta Rainbow Point, con paradas en Natural Bridge e Inspiration Point, y después el Fairyland Loop entre hoodoos más tranquilos y, de noche, las estrellas de uno de los cielos más oscuros del Oeste.",
          "La route du rebord jusqu'à Rainbow Point, avec des arrêts à Natural Bridge et Inspiration Point, puis le Fairyland Loop parmi des hoodoos plus tranquilles et, la nuit, les étoiles de l'un des ciels les plus noirs de l'Ouest.",
          "Die Straße am Canyonrand entlang bis Rainbow Point mit Halt an der Natural Bridge und am Inspiration Point, dann der ruhigere Fairyland Loop und nachts die Sterne an einem der dunkelsten Himmel des Westens.",
        ],
      ],
    ],
  },
  "USA Monument Valley": {
    days: [
      [
        "see",
        [
          "Monument Valley: the Valley Drive with a Navajo guide",
          "Monument Valley: la Valley Drive con una guida navajo",
          "Monument Valley: el Valley Drive con un guía navajo",
          "Monument Valley : la Valley Drive avec un guide navajo",
          "Monument Valley: der Valley Drive mit einem Navajo-Guide",
        ],
        [
          "A 4x4 tour of the Navajo Tribal Park with a Navajo guide, past the Mittens, Merrick Butte and the Three Sisters to John Ford's Point, and on to the backcountry arches open only to guided groups.",
          "Un giro in 4x4 nel parco tribale navajo con una guida navajo, davanti alle Mittens, a Merrick Butte e alle Three Sisters fino a John Ford's Point, e oltre verso gli archi accessibili solo con guida.",
          "Un recorrido en 4x4 por el parque tribal navajo con un guía navajo, ante los Mittens, Merrick Butte y las Three Sisters hasta John Ford's Point, y más allá hacia los arcos que solo se visitan con guía.",
          "Un tour en 4x4 dans le parc tribal navajo avec un guide navajo, devant les Mittens, Merrick Butte et les Three Sisters jusqu'à John Ford's Point, puis vers les arches accessibles seulement avec un guide.",
          "Eine Geländewagentour durch den Navajo Tribal Park mit einem Navajo-Guide, vorbei an den Mittens, Merrick Butte und den Three Sisters bis John Ford's Point und weiter zu Felsbögen, die nur mit Führung zugänglich sind.",
        ],
      ],
      [
        "see",
        [
          "Monument Valley: the Wildcat Trail and a Navajo hogan",
          "Monument Valley: il Wildcat Trail e un hogan navajo",
          "Monument Valley: el Wildcat Trail y un hogan navajo",
          "Monument Valley : le Wildcat Trail et un hogan navajo",
          "Monument Valley: der Wildcat Trail und ein Navajo-Hogan",
        ],
        [
          "The Wildcat Trail on foot around West Mitten Butte, a visit to a Navajo hogan where weaving and frybread are shown, and sunset from the visitor lookout as the buttes turn red.",
          "Il Wildcat Trail a piedi intorno a West Mitten Butte, la visita a un hogan navajo dove si mostrano la tessitura e il frybread, e il tramonto dal belvedere mentre i butte si tingono di rosso.",
          "El Wildcat Trail a pie alrededor de West Mitten Butte, la visita a un hogan navajo donde se muestran el tejido y el frybread, y la puesta de sol desde el mirador mientras los cerros enrojecen.",
          "Le Wildcat Trail à pied autour de West Mitten Butte, la visite d'un hogan navajo où l'on montre le tissage et le frybread, et le coucher du soleil depuis le belvédère quand les buttes rougissent.",
          "Der Wildcat Trail zu Fuß um den West Mitten Butte, Besuch in einem Navajo-Hogan mit Weberei und Frybread, und Sonnenuntergang am Aussichtspunkt, wenn die Tafelberge rot aufglühen.",
        ],
      ],
    ],
  },
  "USA Grand Canyon": {
    days: [
      [
        "see",
        [
          "Grand Canyon: the South Rim viewpoints",
          "Grand Canyon: i belvedere del South Rim",
          "Gran Cañón: los miradores del South Rim",
          "Grand Canyon : les belvédères du South Rim",
          "Grand Canyon: die Aussichtspunkte am South Rim",
        ],
        [
          "Mather Point at sunrise, the Rim Trail to Yavapai Point and Grand Canyon Village, then the shuttle along Hermit Road to Hopi Point and Pima Point for sunset over the Colorado far below.",
          "Mather Point all'alba, il Rim Trail fino a Yavapai Point e al Grand Canyon Village, poi la navetta lungo Hermit Road fino a Hopi Point e Pima Point per il tramonto sul Colorado, molto più in basso.",
          "Mather Point al amanecer, el Rim Trail hasta Yavapai Point y Grand Canyon Village, y después el autobús por Hermit Road hasta Hopi Point y Pima Point para ver el atardecer sobre el Colorado, muy abajo.",
          "Mather Point au lever du soleil, le Rim Trail jusqu'à Yavapai Point et Grand Canyon Village, puis la navette sur Hermit Road jusqu'à Hopi Point et Pima Point pour le coucher du soleil sur le Colorado, tout en bas.",
          "Mather Point bei Sonnenaufgang, der Rim Trail bis Yavapai Point und Grand Canyon Village, dann mit dem Shuttle über die Hermit Road zu Hopi Point und Pima Point zum Sonnenuntergang über dem tief unten fließenden Colorado.",
        ],
      ],
      [
        "see",
        [
          "Grand Canyon: down the South Kaibab Trail",
          "Grand Canyon: giù per il South Kaibab Trail",
          "Gran Cañón: bajada por el South Kaibab Trail",
          "Grand Canyon : descente du South Kaibab Trail",
          "Grand Canyon: hinab auf dem South Kaibab Trail",
        ],
        [
          "A morning walk below the rim on the South Kaibab Trail to Ooh Aah Point and Cedar Ridge, then the drive along Desert View Drive to the Watchtower built by Mary Colter.",
          "Una camminata mattutina sotto il bordo sul South Kaibab Trail fino a Ooh Aah Point e Cedar Ridge, poi la Desert View Drive fino alla torre di avvistamento progettata da Mary Colter.",
          "Una caminata matinal bajo el borde por el South Kaibab Trail hasta Ooh Aah Point y Cedar Ridge, y después la Desert View Drive hasta la torre mirador diseñada por Mary Colter.",
          "Une marche matinale sous le rebord par le South Kaibab Trail jusqu'à Ooh Aah Point et Cedar Ridge, puis la Desert View Drive jusqu'à la tour de guet dessinée par Mary Colter.",
          "Eine Morgenwanderung unterhalb der Kante auf dem South Kaibab Trail bis Ooh Aah Point und Cedar Ridge, dann über den Desert View Drive zum Watchtower, den Mary Colter entwarf.",
        ],
      ],
    ],
  },
  "USA Death Valley": {
    days: [
      [
        "see",
        [
          "Death Valley: Badwater Basin and Artists Drive",
          "Death Valley: Badwater Basin e Artists Drive",
          "Valle de la Muerte: Badwater Basin y Artists Drive",
          "Vallée de la Mort : Badwater Basin et Artists Drive",
          "Death Valley: Badwater Basin und Artists Drive",
        ],
        [
          "Sunrise at Zabriskie Point, the salt flats of Badwater Basin at the lowest point in North America, the Devil's Golf Course and the painted hills of Artists Drive.",
          "L'alba a Zabriskie Point, le distese di sale di Badwater Basin, il punto più basso del Nord America, il Devil's Golf Course e le colline dipinte di Artists Drive.",
          "El amanecer en Zabriskie Point, las salinas de Badwater Basin, el punto más bajo de Norteamérica, el Devil's Golf Course y las colinas pintadas de Artists Drive.",
          "Le lever du soleil à Zabriskie Point, les étendues de sel de Badwater Basin, le point le plus bas d'Amérique du Nord, le Devil's Golf Course et les collines peintes d'Artists Drive.",
          "Sonnenaufgang am Zabriskie Point, die Salzflächen des Badwater Basin am tiefsten Punkt Nordamerikas, der Devil's Golf Course und die bunten Hügel des Artists Drive.",
        ],
      ],
      [
        "see",
        [
          "Death Valley: Mesquite dunes and Dantes View",
          "Death Valley: le dune di Mesquite e Dantes View",
          "Valle de la Muerte: las dunas Mesquite y Dantes View",
          "Vallée de la Mort : dunes de Mesquite et Dantes View",
          "Death Valley: Mesquite-Dünen und Dantes View",
        ],
        [
          "A walk on the Mesquite Flat sand dunes near Stovepipe Wells, the marble walls of Mosaic Canyon, and the view from Dantes View over the whole valley floor.",
          "Una camminata sulle dune di Mesquite Flat vicino a Stovepipe Wells, le pareti di marmo del Mosaic Canyon e il panorama da Dantes View su tutto il fondo della valle.",
          "Un paseo por las dunas de Mesquite Flat cerca de Stovepipe Wells, las paredes de mármol del Mosaic Canyon y la vista desde Dantes View sobre todo el fondo del valle.",
          "Une marche sur les dunes de Mesquite Flat près de Stovepipe Wells, les parois de marbre de Mosaic Canyon et la vue depuis Dantes View sur tout le fond de la vallée.",
          "Ein Gang über die Sanddünen von Mesquite Flat bei Stovepipe Wells, die Marmorwände des Mosaic Canyon und der Blick von Dantes View über den ganzen Talboden.",
        ],
      ],
    ],
  },
  "USA Yosemite": {
    days: [
      [
        "see",
        [
          "Yosemite: the valley, El Capitan and Yosemite Falls",
          "Yosemite: la valle, El Capitan e le Yosemite Falls",
          "Yosemite: el valle, El Capitán y las Yosemite Falls",
          "Yosemite : la vallée, El Capitan et les Yosemite Falls",
          "Yosemite: das Tal, El Capitan und die Yosemite Falls",
        ],
        [
          "Tunnel View over the valley, the granite wall of El Capitan and its climbers, Bridalveil Fall, the Lower Yosemite Fall trail and Half Dome above Mirror Lake; in late summer and autumn the fall often runs dry and the lake shrinks to a meadow.",
          "Tunnel View sulla valle, la parete di granito di El Capitan con i suoi arrampicatori, la Bridalveil Fall, il sentiero della Lower Yosemite Fall e l'Half Dome sopra il Mirror Lake; a fine estate e in autunno la cascata è spesso asciutta e il lago si riduce a un prato.",
          "Tunnel View sobre el valle, la pared de granito de El Capitán con sus escaladores, la Bridalveil Fall, el sendero de la Lower Yosemite Fall y el Half Dome sobre el Mirror Lake; a finales del verano y en otoño la cascada suele secarse y el lago se reduce a un prado.",
          "Tunnel View sur la vallée, la paroi de granit d'El Capitan et ses grimpeurs, la Bridalveil Fall, le sentier de la Lower Yosemite Fall et le Half Dome au-dessus du Mirror Lake ; en fin d'été et en automne, la chute est souvent à sec et le lac n'est plus qu'une prairie.",
          "Tunnel View über dem Tal, die Granitwand des El Capitan mit ihren Kletterern, der Bridalveil Fall, der Weg zum Lower Yosemite Fall und der Half Dome über dem Mirror Lake; im Spätsommer und Herbst fällt der Wasserfall oft trocken, und der See schrumpft zur Wiese.",
        ],
      ],
      [
        "see",
        [
          "Yosemite: the Mist Trail and the giant sequoias",
          "Yosemite: il Mist Trail e le sequoie giganti",
          "Yosemite: el Mist Trail y las secuoyas gigantes",
          "Yosemite : le Mist Trail et les séquoias géants",
          "Yosemite: der Mist Trail und die Riesenmammutbäume",
        ],
        [
          "The granite steps of the Mist Trail to Vernal Fall in the spray of the Merced River, then the Mariposa Grove and its giant sequoias, among them the Grizzly Giant.",
          "I gradini di granito del Mist Trail fino alla Vernal Fall, negli spruzzi del fiume Merced, poi il Mariposa Grove con le sue sequoie giganti, tra cui il Grizzly Giant.",
          "Los escalones de granito del Mist Trail hasta la Vernal Fall, bajo la espuma del río Merced, y después el Mariposa Grove y sus secuoyas gigantes, entre ellas el Grizzly Giant.",
          "Les marches de granit du Mist Trail jusqu'à la Vernal Fall, dans les embruns de la Merced, puis le Mariposa Grove et ses séquoias géants, dont le Grizzly Giant.",
          "Die Granitstufen des Mist Trail hinauf zum Vernal Fall in der Gischt des Merced River, danach der Mariposa Grove mit seinen Riesenmammutbäumen, darunter der Grizzly Giant.",
        ],
      ],
    ],
  },
  "USA San Francisco": {
    days: [
      [
        "see",
        [
          "San Francisco: the Golden Gate and the Presidio",
          "San Francisco: il Golden Gate e il Presidio",
          "San Francisco: el Golden Gate y el Presidio",
          "San Francisco : le Golden Gate et le Presidio",
          "San Francisco: die Golden Gate Bridge und das Presidio",
        ],
        [
          "A walk or bike ride across the Golden Gate Bridge from the Presidio and Crissy Field, the view back from Battery Spencer, and the Palace of Fine Arts on the way back.",
          "A piedi o in bicicletta sul Golden Gate Bridge partendo dal Presidio e da Crissy Field, la vista sulla città da Battery Spencer e, al ritorno, il Palace of Fine Arts.",
          "A pie o en bicicleta por el Golden Gate desde el Presidio y Crissy Field, la vista de la ciudad desde Battery Spencer y, a la vuelta, el Palace of Fine Arts.",
          "À pied ou à vélo sur le Golden Gate depuis le Presidio et Crissy Field, la vue sur la ville depuis Battery Spencer et, au retour, le Palace of Fine Arts.",
          "Zu Fuß oder mit dem Rad über die Golden Gate Bridge vom Presidio und Crissy Field aus, der Blick zurück von Battery Spencer und auf dem Rückweg der Palace of Fine Arts.",
        ],
      ],
      [
        "see",
        [
          "San Francisco: Alcatraz and the cable cars",
          "San Francisco: Alcatraz e i cable car",
          "San Francisco: Alcatraz y los tranvías de cable",
          "San Francisco : Alcatraz et les cable cars",
          "San Francisco: Alcatraz und die Cable Cars",
        ],
        [
          "The ferry to Alcatraz and its cellhouse audio tour, then a cable car over Nob Hill, the crooked turns of Lombard Street, Chinatown's Grant Avenue and the murals of the Mission.",
          "Il traghetto per Alcatraz con l'audioguida del carcere, poi il cable car su Nob Hill, le curve di Lombard Street, la Grant Avenue di Chinatown e i murales della Mission.",
          "El ferry a Alcatraz y la audioguía de la prisión, y después el tranvía de cable por Nob Hill, las curvas de Lombard Street, la Grant Avenue de Chinatown y los murales de la Mission.",
          "Le ferry pour Alcatraz et la visite audioguidée du pénitencier, puis le cable car sur Nob Hill, les virages de Lombard Street, Grant Avenue à Chinatown et les fresques de la Mission.",
          "Die Fähre nach Alcatraz mit Audiotour durch das Gefängnis, dann mit der Cable Car über Nob Hill, die Kurven der Lombard Street, die Grant Avenue in Chinatown und die Wandbilder im Mission District.",
        ],
      ],
      [
        "food",
        [
          "San Francisco: the Ferry Building and Mission burritos",
          "San Francisco: il Ferry Building e i burrito della Mission",
          "San Francisco: el Ferry Building y los burritos de la Mission",
          "San Francisco : le Ferry Building et les burritos de la Mission",
          "San Francisco: Ferry Building und Mission-Burritos",
        ],
        [
          "The farmers' stalls and food hall of the Ferry Building, sourdough bread and Dungeness crab by the bay, dim sum in Chinatown and a Mission burrito from a taqueria on Valencia Street.",
          "I banchi dei contadini e il mercato coperto del Ferry Building, pane a pasta madre e granchio Dungeness sulla baia, dim sum a Chinatown e un burrito della Mission in una taqueria di Valencia Street.",
          "Los puestos de agricultores y el mercado del Ferry Building, pan de masa madre y cangrejo Dungeness junto a la bahía, dim sum en Chinatown y un burrito de la Mission en una taquería de Valencia Street.",
          "Les étals de producteurs et la halle du Ferry Building, pain au levain et crabe dormeur au bord de la baie, dim sum à Chinatown et un burrito de la Mission dans une taqueria de Valencia Street.",
          "Die Bauernstände und die Markthalle im Ferry Building, Sauerteigbrot und Dungeness-Krabben an der Bucht, Dim Sum in Chinatown und ein Mission-Burrito aus einer Taquería in der Valencia Street.",
        ],
      ],
    ],
  },
  "USA Big Sur": {
    days: [
      [
        "see",
        [
          "Big Sur: Bixby Bridge and McWay Falls",
          "Big Sur: il Bixby Bridge e le McWay Falls",
          "Big Sur: el puente Bixby y las McWay Falls",
          "Big Sur : le pont Bixby et les McWay Falls",
          "Big Sur: Bixby Bridge und McWay Falls",
        ],
        [
          "Highway 1 along the cliffs of Big Sur: Bixby Creek Bridge, the redwoods of Pfeiffer Big Sur State Park and McWay Falls dropping onto the sand of its cove in Julia Pfeiffer Burns.",
          "La Highway 1 lungo le scogliere di Big Sur: il ponte di Bixby Creek, le sequoie del Pfeiffer Big Sur State Park e le McWay Falls che cadono sulla sabbia della loro caletta nel Julia Pfeiffer Burns.",
          "La Highway 1 por los acantilados de Big Sur: el puente de Bixby Creek, las secuoyas del Pfeiffer Big Sur State Park y las McWay Falls cayendo sobre la arena de su cala en Julia Pfeiffer Burns.",
          "La Highway 1 le long des falaises de Big Sur : le pont de Bixby Creek, les séquoias du Pfeiffer Big Sur State Park et les McWay Falls qui tombent sur le sable de leur crique à Julia Pfeiffer Burns.",
          "Der Highway 1 entlang der Klippen von Big Sur: die Bixby Creek Bridge, die Küstenmammutbäume im Pfeiffer Big Sur State Park und die McWay Falls, die im Julia Pfeiffer Burns auf den Sand ihrer Bucht stürzen.",
        ],
      ],
      [
        "beach",
        [
          "Big Sur: Pfeiffer Beach and Point Lobos",
          "Big Sur: Pfeiffer Beach e Point Lobos",
          "Big Sur: Pfeiffer Beach y Point Lobos",
          "Big Sur : Pfeiffer Beach et Point Lobos",
          "Big Sur: Pfeiffer Beach und Point Lobos",
        ],
        [
          "The sand of Pfeiffer Beach and its Keyhole Arch in the surf, then the coves of Point Lobos where sea otters, seals and sea lions rest among the kelp; a day for the shore, not for swimming.",
          "La sabbia di Pfeiffer Beach con il Keyhole Arch tra le onde, poi le calette di Point Lobos dove lontre marine, foche e leoni marini riposano tra le alghe; una giornata di costa più che di bagni.",
          "La arena de Pfeiffer Beach y su Keyhole Arch entre las olas, y después las calas de Point Lobos, donde nutrias marinas, focas y leones marinos descansan entre las algas; un día de costa más que de baño.",
          "Le sable de Pfeiffer Beach et son Keyhole Arch dans les vagues, puis les criques de Point Lobos où loutres de mer, phoques et otaries se reposent parmi le varech ; une journée de côte plutôt que de baignade.",
          "Der Sand von Pfeiffer Beach mit dem Keyhole Arch in der Brandung, dann die Buchten von Point Lobos, wo Seeotter, Seehunde und Seelöwen im Kelp ruhen; ein Tag an der Küste, nicht zum Baden.",
        ],
      ],
    ],
  },
  "USA Los Angeles": {
    days: [
      [
        "see",
        [
          "Los Angeles: Hollywood and Griffith Observatory",
          "Los Angeles: Hollywood e il Griffith Observatory",
          "Los Angeles: Hollywood y el Observatorio Griffith",
          "Los Angeles : Hollywood et l'observatoire Griffith",
          "Los Angeles: Hollywood und das Griffith Observatory",
        ],
        [
          "The Walk of Fame and the handprints in the forecourt of Grauman's Chinese on Hollywood Boulevard, the Hollywood Sign from the trails of Griffith Park, and the city at dusk from Griffith Observatory.",
          "La Walk of Fame e le impronte davanti al TCL Chinese Theatre su Hollywood Boulevard, la scritta Hollywood dai sentieri del Griffith Park e la città al tramonto dal Griffith Observatory.",
          "El Paseo de la Fama y las huellas del TCL Chinese Theatre en Hollywood Boulevard, el letrero de Hollywood desde los senderos de Griffith Park y la ciudad al anochecer desde el Observatorio Griffith.",
          "Le Walk of Fame et les empreintes du TCL Chinese Theatre sur Hollywood Boulevard, les lettres Hollywood depuis les sentiers de Griffith Park et la ville au crépuscule depuis l'observatoire Griffith.",
          "Der Walk of Fame und die Handabdrücke vor dem TCL Chinese Theatre am Hollywood Boulevard, der Hollywood-Schriftzug von den Wegen im Griffith Park und die Stadt in der Dämmerung vom Griffith Observatory.",
        ],
      ],
      [
        "see",
        [
          "Los Angeles: the Getty, Santa Monica and Venice Beach",
          "Los Angeles: il Getty, Santa Monica e Venice Beach",
          "Los Angeles: el Getty, Santa Mónica y Venice Beach",
          "Los Angeles : le Getty, Santa Monica et Venice Beach",
          "Los Angeles: das Getty, Santa Monica und Venice Beach",
        ],
        [
          "The hilltop galleries and gardens of the Getty, then the Santa Monica Pier and a walk or bike ride along the beach path to the boardwalk and canals of Venice.",
          "Le gallerie e i giardini del Getty sulla collina, poi il molo di Santa Monica e una passeggiata o una pedalata sul lungomare fino al boardwalk e ai canali di Venice.",
          "Las galerías y jardines del Getty en lo alto de la colina, y después el muelle de Santa Mónica y un paseo a pie o en bicicleta por la playa hasta el paseo marítimo y los canales de Venice.",
          "Les galeries et jardins du Getty sur sa colline, puis la jetée de Santa Monica et une balade à pied ou à vélo sur la piste de la plage jusqu'au boardwalk et aux canaux de Venice.",
          "Die Galerien und Gärten des Getty auf dem Hügel, dann der Santa Monica Pier und zu Fuß oder per Rad am Strand entlang bis zum Boardwalk und zu den Kanälen von Venice.",
        ],
      ],
      [
        "food",
        [
          "Los Angeles: tacos and Grand Central Market",
          "Los Angeles: tacos e Grand Central Market",
          "Los Angeles: tacos y Grand Central Market",
          "Los Angeles : tacos et Grand Central Market",
          "Los Angeles: Tacos und Grand Central Market",
        ],
        [
          "The stalls of Grand Central Market downtown, tacos al pastor from a truck in Boyle Heights, Korean barbecue in Koreatown and the Original Farmers Market on Fairfax.",
          "I banchi del Grand Central Market in centro, tacos al pastor da un furgoncino a Boyle Heights, il barbecue coreano a Koreatown e l'Original Farmers Market su Fairfax.",
          "Los puestos de Grand Central Market en el centro, tacos al pastor de un camión en Boyle Heights, barbacoa coreana en Koreatown y el Original Farmers Market de Fairfax.",
          "Les comptoirs du Grand Central Market dans le centre, des tacos al pastor d'un food truck à Boyle Heights, le barbecue coréen de Koreatown et l'Original Farmers Market sur Fairfax.",
          "Die Stände im Grand Central Market in Downtown, Tacos al pastor vom Foodtruck in Boyle Heights, koreanisches Barbecue in Koreatown und der Original Farmers Market an der Fairfax Avenue.",
        ],
      ],
      [
        "night",
        [
          "Los Angeles: the Sunset Strip by night",
          "Los Angeles: la Sunset Strip di notte",
          "Los Angeles: el Sunset Strip de noche",
          "Los Angeles : le Sunset Strip de nuit",
          "Los Angeles: der Sunset Strip bei Nacht",
        ],
        [
          "An evening on the Sunset Strip among its rock clubs, the Whisky a Go Go and the Roxy, with cocktails first at a rooftop bar in downtown or West Hollywood.",
          "Una serata sulla Sunset Strip tra i suoi locali rock, il Whisky a Go Go e il Roxy, con un cocktail prima su una terrazza di downtown o di West Hollywood.",
          "Una noche en el Sunset Strip entre sus clubes de rock, el Whisky a Go Go y el Roxy, con un cóctel antes en una azotea del centro o de West Hollywood.",
          "Une soirée sur le Sunset Strip parmi ses clubs rock, le Whisky a Go Go et le Roxy, après un cocktail sur un toit du centre ou de West Hollywood.",
          "Ein Abend auf dem Sunset Strip mit seinen Rockclubs, dem Whisky a Go Go und dem Roxy, vorher ein Cocktail auf einer Dachterrasse in Downtown oder West Hollywood.",
        ],
      ],
    ],
  },
  "USA Yellowstone": {
    days: [
      [
        "see",
        [
          "Yellowstone: Old Faithful and the geyser basins",
          "Yellowstone: Old Faithful e i bacini dei geyser",
          "Yellowstone: Old Faithful y las cuencas de géiseres",
          "Yellowstone : Old Faithful et les bassins de geysers",
          "Yellowstone: Old Faithful und die Geysirbecken",
        ],
        [
          "Old Faithful erupting on cue, the boardwalks of the Upper Geyser Basin to Morning Glory Pool, and Grand Prismatic Spring seen from above on the Fairy Falls trail.",
          "L'eruzione puntuale di Old Faithful, le passerelle dell'Upper Geyser Basin fino alla Morning Glory Pool e la Grand Prismatic Spring vista dall'alto dal sentiero delle Fairy Falls.",
          "La erupción puntual del Old Faithful, las pasarelas del Upper Geyser Basin hasta la Morning Glory Pool y la Grand Prismatic Spring vista desde arriba en el sendero de Fairy Falls.",
          "L'éruption ponctuelle d'Old Faithful, les passerelles de l'Upper Geyser Basin jusqu'à Morning Glory Pool et la Grand Prismatic Spring vue d'en haut depuis le sentier des Fairy Falls.",
          "Der pünktlich ausbrechende Old Faithful, die Holzstege des Upper Geyser Basin bis zum Morning Glory Pool und die Grand Prismatic Spring von oben, vom Weg zu den Fairy Falls aus.",
        ],
      ],
      [
        "see",
        [
          "Yellowstone: the canyon and the Lamar Valley",
          "Yellowstone: il canyon e la Lamar Valley",
          "Yellowstone: el cañón y el valle Lamar",
          "Yellowstone : le canyon et la vallée de la Lamar",
          "Yellowstone: der Canyon und das Lamar Valley",
        ],
        [
          "The Lower Falls of the Grand Canyon of the Yellowstone from Artist Point, the bison herds of Hayden Valley, and the Lamar Valley at dawn with a wildlife guide and a spotting scope for wolves.",
          "Le Lower Falls del Grand Canyon dello Yellowstone da Artist Point, le mandrie di bisonti della Hayden Valley e la Lamar Valley all'alba con una guida naturalista e il cannocchiale per i lupi.",
          "Las Lower Falls del Gran Cañón del Yellowstone desde Artist Point, las manadas de bisontes del valle Hayden y el valle Lamar al alba con un guía naturalista y un telescopio para los lobos.",
          "Les Lower Falls du Grand Canyon de la Yellowstone depuis Artist Point, les troupeaux de bisons de la Hayden Valley et la vallée de la Lamar à l'aube avec un guide naturaliste et une longue-vue pour les loups.",
          "Die Lower Falls im Grand Canyon of the Yellowstone vom Artist Point, die Bisonherden im Hayden Valley und das Lamar Valley im Morgengrauen mit einem Naturführer und Spektiv für die Wölfe.",
        ],
      ],
    ],
  },
  "USA Grand Teton": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Grand Teton: up Granite Canyon to Marion Lake",
          "Grand Teton: per il Granite Canyon fino al Marion Lake",
          "Grand Teton: por el Granite Canyon hasta el Marion Lake",
          "Grand Teton : par le Granite Canyon jusqu'au Marion Lake",
          "Grand Teton: durch den Granite Canyon zum Marion Lake",
        ],
        [
          "The aerial tram from Teton Village to the top of Rendezvous Mountain, then onto the Teton Crest Trail through the upper Granite Canyon meadows to the camp at Marion Lake.",
          "La funivia da Teton Village alla cima del Rendezvous Mountain, poi il Teton Crest Trail tra i prati alti del Granite Canyon fino al campo del Marion Lake.",
          "El teleférico de Teton Village a la cima del Rendezvous Mountain, y después el Teton Crest Trail por los prados altos del Granite Canyon hasta el campamento del Marion Lake.",
          "Le téléphérique de Teton Village jusqu'au sommet du Rendezvous Mountain, puis le Teton Crest Trail à travers les prairies du haut Granite Canyon jusqu'au camp du Marion Lake.",
          "Mit der Seilbahn von Teton Village auf den Rendezvous Mountain, dann auf dem Teton Crest Trail durch die Hochwiesen des Granite Canyon zum Lager am Marion Lake.",
        ],
      ],
      [
        "trek",
        [
          "Grand Teton: along the Death Canyon Shelf",
          "Grand Teton: lungo il Death Canyon Shelf",
          "Grand Teton: por el Death Canyon Shelf",
          "Grand Teton : le long du Death Canyon Shelf",
          "Grand Teton: über den Death Canyon Shelf",
        ],
        [
          "Over Fox Creek Pass onto the Death Canyon Shelf, a long limestone ledge below cliffs with the Grand Teton ahead, and over Mount Meek Pass down into the lakes of Alaska Basin.",
          "Oltre il Fox Creek Pass sul Death Canyon Shelf, una lunga cengia calcarea sotto le pareti con il Grand Teton davanti, e oltre il Mount Meek Pass giù tra i laghi dell'Alaska Basin.",
          "Por el Fox Creek Pass hasta el Death Canyon Shelf, una larga cornisa caliza bajo los acantilados con el Grand Teton delante, y por el Mount Meek Pass hasta los lagos del Alaska Basin.",
          "Par le Fox Creek Pass sur le Death Canyon Shelf, une longue corniche calcaire sous les falaises, le Grand Teton en face, puis par le Mount Meek Pass jusqu'aux lacs de l'Alaska Basin.",
          "Über den Fox Creek Pass auf den Death Canyon Shelf, ein langes Kalksteinband unter den Felswänden mit dem Grand Teton voraus, und über den Mount Meek Pass hinab zu den Seen des Alaska Basin.",
        ],
      ],
      [
        "trek",
        [
          "Grand Teton: over Hurricane Pass",
          "Grand Teton: oltre l'Hurricane Pass",
          "Grand Teton: por el Hurricane Pass",
          "Grand Teton : par le Hurricane Pass",
          "Grand Teton: über den Hurricane Pass",
        ],
        [
          "Past Sunset Lake up to Hurricane Pass, face to face with the Grand, Middle and South Tetons, then down beside the Schoolroom Glacier into the South Fork of Cascade Canyon.",
          "Oltre il Sunset Lake fino all'Hurricane Pass, faccia a faccia con il Grand, il Middle e il South Teton, poi giù accanto allo Schoolroom Glacier nel ramo sud del Cascade Canyon.",
          "Junto al Sunset Lake hasta el Hurricane Pass, cara a cara con el Grand, el Middle y el South Teton, y después la bajada junto al Schoolroom Glacier al brazo sur del Cascade Canyon.",
          "Par le Sunset Lake jusqu'au Hurricane Pass, face au Grand, au Middle et au South Teton, puis la descente le long du Schoolroom Glacier dans la branche sud du Cascade Canyon.",
          "Am Sunset Lake vorbei hinauf zum Hurricane Pass, Auge in Auge mit Grand, Middle und South Teton, dann am Schoolroom Glacier entlang hinab in den South Fork des Cascade Canyon.",
        ],
      ],
      [
        "trek",
        [
          "Grand Teton: Lake Solitude and down to Jenny Lake",
          "Grand Teton: il Lake Solitude e giù fino al Jenny Lake",
          "Grand Teton: el Lake Solitude y la bajada al Jenny Lake",
          "Grand Teton : le Lake Solitude et la descente au Jenny Lake",
          "Grand Teton: Lake Solitude und hinab zum Jenny Lake",
        ],
        [
          "Up the North Fork to Lake Solitude below its cirque, then down the length of Cascade Canyon, where moose graze, to Inspiration Point, Hidden Falls and the boat across Jenny Lake.",
          "Su per il ramo nord fino al Lake Solitude sotto il suo circo, poi giù per tutto il Cascade Canyon, dove pascolano le alci, fino a Inspiration Point, alle Hidden Falls e alla barca sul Jenny Lake.",
          "Por el brazo norte hasta el Lake Solitude bajo su circo, y después todo el Cascade Canyon, donde pastan los alces, hasta Inspiration Point, las Hidden Falls y la barca que cruza el Jenny Lake.",
          "Par la branche nord jusqu'au Lake Solitude sous son cirque, puis tout le Cascade Canyon, où broutent les élans, jusqu'à Inspiration Point, aux Hidden Falls et au bateau qui traverse le Jenny Lake.",
          "Den North Fork hinauf zum Lake Solitude unter seinem Kar, dann durch den ganzen Cascade Canyon, wo Elche äsen, bis Inspiration Point, zu den Hidden Falls und zum Boot über den Jenny Lake.",
        ],
      ],
      [
        "see",
        [
          "Grand Teton: Oxbow Bend, Mormon Row and the Snake River",
          "Grand Teton: Oxbow Bend, Mormon Row e lo Snake River",
          "Grand Teton: Oxbow Bend, Mormon Row y el río Snake",
          "Grand Teton : Oxbow Bend, Mormon Row et la Snake River",
          "Grand Teton: Oxbow Bend, Mormon Row und der Snake River",
        ],
        [
          "Mount Moran reflected at Oxbow Bend at dawn, the old barns of Mormon Row under the range, and a float trip down the Snake River watching for bald eagles, moose and beavers.",
          "Il Mount Moran riflesso a Oxbow Bend all'alba, i vecchi fienili di Mormon Row sotto la catena e una discesa in gommone sullo Snake River tra aquile di mare testabianca, alci e castori.",
          "El Mount Moran reflejado en Oxbow Bend al alba, los viejos graneros de Mormon Row bajo la cordillera y un descenso tranquilo en balsa por el río Snake entre pigargos, alces y castores.",
          "Le Mount Moran reflété à Oxbow Bend à l'aube, les vieilles granges de Mormon Row sous la chaîne et une descente en radeau sur la Snake River, à guetter pygargues, élans et castors.",
          "Der Mount Moran an der Oxbow Bend im Morgenlicht gespiegelt, die alten Scheunen der Mormon Row vor der Bergkette und eine ruhige Floßfahrt auf dem Snake River mit Weißkopfseeadlern, Elchen und Bibern.",
        ],
      ],
    ],
  },
  "CAN Vancouver": {
    days: [
      [
        "see",
        [
          "Vancouver: Stanley Park and Gastown",
          "Vancouver: Stanley Park e Gastown",
          "Vancouver: Stanley Park y Gastown",
          "Vancouver : Stanley Park et Gastown",
          "Vancouver: Stanley Park und Gastown",
        ],
        [
          "A bike ride around the seawall of Stanley Park past its totem poles at Brockton Point and Siwash Rock, then the cobbles of Gastown and its steam clock.",
          "Un giro in bicicletta sulla passeggiata a mare dello Stanley Park, davanti ai totem di Brockton Point e a Siwash Rock, poi il selciato di Gastown e il suo orologio a vapore.",
          "Una vuelta en bicicleta por el paseo marítimo de Stanley Park, ante los tótems de Brockton Point y Siwash Rock, y después los adoquines de Gastown y su reloj de vapor.",
          "Un tour à vélo sur la digue de Stanley Park, devant les totems de Brockton Point et Siwash Rock, puis les pavés de Gastown et son horloge à vapeur.",
          "Eine Radtour auf der Uferpromenade rund um den Stanley Park, vorbei an den Totempfählen von Brockton Point und am Siwash Rock, dann das Kopfsteinpflaster von Gastown mit seiner Dampfuhr.",
        ],
      ],
      [
        "see",
        [
          "Vancouver: the North Shore mountains",
          "Vancouver: le montagne del North Shore",
          "Vancouver: las montañas del North Shore",
          "Vancouver : les montagnes du North Shore",
          "Vancouver: die Berge der North Shore",
        ],
        [
          "The SeaBus across Burrard Inlet, the suspension bridge over Lynn Canyon in the rainforest, and the gondola up Grouse Mountain for the view back over the city and the sea.",
          "Il SeaBus attraverso il Burrard Inlet, il ponte sospeso sul Lynn Canyon nella foresta pluviale e la cabinovia sul Grouse Mountain per il panorama sulla città e sul mare.",
          "El SeaBus por el Burrard Inlet, el puente colgante sobre el Lynn Canyon en el bosque lluvioso y el teleférico al Grouse Mountain para ver la ciudad y el mar desde arriba.",
          "Le SeaBus à travers le Burrard Inlet, la passerelle suspendue au-dessus du Lynn Canyon dans la forêt pluviale et la télécabine du Grouse Mountain pour la vue sur la ville et la mer.",
          "Mit dem SeaBus über den Burrard Inlet, die Hängebrücke über den Lynn Canyon im Regenwald und mit der Gondel auf den Grouse Mountain mit Blick zurück auf Stadt und Meer.",
        ],
      ],
      [
        "food",
        [
          "Vancouver: Granville Island and Pacific salmon",
          "Vancouver: Granville Island e il salmone del Pacifico",
          "Vancouver: Granville Island y el salmón del Pacífico",
          "Vancouver : Granville Island et le saumon du Pacifique",
          "Vancouver: Granville Island und Pazifiklachs",
        ],
        [
          "The Public Market of Granville Island with its candied smoked salmon and Nanaimo bars, then sushi on Robson Street and dim sum in the Chinese restaurants of Richmond.",
          "Il Public Market di Granville Island con il salmone affumicato candito e le Nanaimo bar, poi sushi su Robson Street e dim sum nei ristoranti cinesi di Richmond.",
          "El Public Market de Granville Island con su salmón ahumado confitado y las Nanaimo bars, y después sushi en Robson Street y dim sum en los restaurantes chinos de Richmond.",
          "Le Public Market de Granville Island avec son saumon fumé confit et ses Nanaimo bars, puis des sushis sur Robson Street et des dim sum dans les restaurants chinois de Richmond.",
          "Der Public Market auf Granville Island mit kandiertem Räucherlachs und Nanaimo Bars, dann Sushi in der Robson Street und Dim Sum in den chinesischen Lokalen von Richmond.",
        ],
      ],
    ],
  },
  "CAN Victoria": {
    days: [
      [
        "see",
        [
          "Victoria: the waterfront, the Parliament and Chinatown",
          "Victoria: il porto, il Parlamento e Chinatown",
          "Victoria: el puerto, el Parlamento y Chinatown",
          "Victoria : le port, le Parlement et Chinatown",
          "Victoria: Hafen, Parlament und Chinatown",
        ],
        [
          "A walk around the old port between the Parliament Buildings and the Fairmont Empress, the totem poles of Thunderbird Park, and Fan Tan Alley in Canada's oldest Chinatown.",
          "Una passeggiata intorno al vecchio porto tra il Parlamento e il Fairmont Empress, i totem di Thunderbird Park e Fan Tan Alley nella Chinatown più antica del Canada.",
          "Un paseo por el viejo puerto entre el Parlamento y el Fairmont Empress, los tótems de Thunderbird Park y Fan Tan Alley, en el Chinatown más antiguo de Canadá.",
          "Une promenade autour du vieux port, entre le Parlement et le Fairmont Empress, les totems de Thunderbird Park et Fan Tan Alley, dans le plus vieux Chinatown du Canada.",
          "Ein Spaziergang um den alten Hafen zwischen Parlamentsgebäude und Fairmont Empress, die Totempfähle im Thunderbird Park und die Fan Tan Alley in Kanadas ältester Chinatown.",
        ],
      ],
      [
        "see",
        [
          "Victoria: whales in the Salish Sea and Butchart Gardens",
          "Victoria: balene nel Mare dei Salish e Butchart Gardens",
          "Victoria: ballenas en el mar de los Salish y Butchart Gardens",
          "Victoria : baleines en mer des Salish et Butchart Gardens",
          "Victoria: Wale in der Salish Sea und Butchart Gardens",
        ],
        [
          "A morning boat out into the Salish Sea with a marine biologist, looking for orcas, humpbacks and sea lions, then the sunken garden and rose beds of the Butchart Gardens.",
          "Una mattina in barca nel Mare dei Salish con un biologo marino alla ricerca di orche, megattere e leoni marini, poi il giardino ribassato e i roseti dei Butchart Gardens.",
          "Una mañana en barco por el mar de los Salish con un biólogo marino, en busca de orcas, yubartas y leones marinos, y después el jardín hundido y las rosaledas de Butchart Gardens.",
          "Une matinée en bateau en mer des Salish avec un biologiste marin, à la recherche d'orques, de baleines à bosse et d'otaries, puis le jardin creux et les roseraies des Butchart Gardens.",
          "Vormittags mit einem Meeresbiologen per Boot in die Salish Sea, auf der Suche nach Orcas, Buckelwalen und Seelöwen, danach der Sunken Garden und die Rosenbeete der Butchart Gardens.",
        ],
      ],
      [
        "food",
        [
          "Victoria: afternoon tea and Fisherman's Wharf",
          "Victoria: il tè del pomeriggio e Fisherman's Wharf",
          "Victoria: el té de la tarde y Fisherman's Wharf",
          "Victoria : le thé de l'après-midi et Fisherman's Wharf",
          "Victoria: Afternoon Tea und Fisherman's Wharf",
        ],
        [
          "Fish and chips among the floating homes of Fisherman's Wharf, the craft breweries of the old town, and afternoon tea with scones in the lounge of the Fairmont Empress.",
          "Fish and chips tra le case galleggianti di Fisherman's Wharf, i birrifici artigianali della città vecchia e il tè del pomeriggio con gli scone nel salone del Fairmont Empress.",
          "Fish and chips entre las casas flotantes de Fisherman's Wharf, las cervecerías artesanas del casco antiguo y el té de la tarde con scones en el salón del Fairmont Empress.",
          "Fish and chips parmi les maisons flottantes de Fisherman's Wharf, les microbrasseries de la vieille ville et le thé de l'après-midi avec scones dans le salon du Fairmont Empress.",
          "Fish and Chips zwischen den schwimmenden Häusern von Fisherman's Wharf, die Craft-Brauereien der Altstadt und Afternoon Tea mit Scones in der Lounge des Fairmont Empress.",
        ],
      ],
    ],
  },
  "CAN Vancouver Island": {
    days: [
      [
        "see",
        [
          "Vancouver Island: the Pacific Rim rainforest",
          "Isola di Vancouver: la foresta pluviale del Pacific Rim",
          "Isla de Vancouver: el bosque lluvioso del Pacific Rim",
          "Île de Vancouver : la forêt pluviale du Pacific Rim",
          "Vancouver Island: der Regenwald des Pacific Rim",
        ],
        [
          "The boardwalks of the Rainforest Trail among giant cedars and hemlocks in Pacific Rim National Park Reserve, the lighthouse loop at Ucluelet and the fishing town of Tofino.",
          "Le passerelle del Rainforest Trail tra cedri e tsughe giganti nella riserva del parco nazionale del Pacific Rim, il sentiero del faro di Ucluelet e il paese di pescatori di Tofino.",
          "Las pasarelas del Rainforest Trail entre cedros y tsugas gigantes en la reserva del parque nacional Pacific Rim, el sendero del faro de Ucluelet y el pueblo pesquero de Tofino.",
          "Les passerelles du Rainforest Trail parmi les cèdres et les pruches géants de la réserve de parc national Pacific Rim, le sentier du phare d'Ucluelet et le village de pêcheurs de Tofino.",
          "Die Holzstege des Rainforest Trail zwischen riesigen Zedern und Hemlocktannen im Pacific-Rim-Nationalpark, der Leuchtturmweg bei Ucluelet und der Fischerort Tofino.",
        ],
      ],
      [
        "boat",
        [
          "Vancouver Island: whales and Hot Springs Cove",
          "Isola di Vancouver: balene e Hot Springs Cove",
          "Isla de Vancouver: ballenas y Hot Springs Cove",
          "Île de Vancouver : baleines et Hot Springs Cove",
          "Vancouver Island: Wale und Hot Springs Cove",
        ],
        [
          "A boat from Tofino up Clayoquot Sound watching for humpback whales, sea otters and bears on the shore, to the natural hot pools of Hot Springs Cove in Maquinna Provincial Park.",
          "In barca da Tofino lungo il Clayoquot Sound, tra megattere, lontre marine e orsi sulla riva, fino alle pozze termali naturali di Hot Springs Cove nel parco provinciale di Maquinna.",
          "En barco desde Tofino por el Clayoquot Sound, entre yubartas, nutrias marinas y osos en la orilla, hasta las pozas termales naturales de Hot Springs Cove, en el parque provincial Maquinna.",
          "En bateau de Tofino dans le Clayoquot Sound, entre baleines à bosse, loutres de mer et ours sur le rivage, jusqu'aux bassins chauds naturels de Hot Springs Cove, dans le parc provincial Maquinna.",
          "Mit dem Boot von Tofino durch den Clayoquot Sound, mit Buckelwalen, Seeottern und Bären am Ufer, zu den natürlichen heißen Quellen von Hot Springs Cove im Maquinna Provincial Park.",
        ],
      ],
      [
        "beach",
        [
          "Vancouver Island: Long Beach and Chesterman Beach",
          "Isola di Vancouver: Long Beach e Chesterman Beach",
          "Isla de Vancouver: Long Beach y Chesterman Beach",
          "Île de Vancouver : Long Beach et Chesterman Beach",
          "Vancouver Island: Long Beach und Chesterman Beach",
        ],
        [
          "The open Pacific sand of Long Beach, a surf lesson in a thick wetsuit with one of Tofino's surf schools, and tide pools full of sea stars at low tide on Chesterman Beach.",
          "La sabbia di Long Beach aperta sul Pacifico, una lezione di surf in muta spessa con una delle scuole di Tofino e, con la bassa marea, le pozze piene di stelle marine di Chesterman Beach.",
          "La arena de Long Beach abierta al Pacífico, una clase de surf con traje de neopreno grueso en una de las escuelas de Tofino y, con marea baja, las pozas llenas de estrellas de mar de Chesterman Beach.",
          "Le sable de Long Beach face au Pacifique, un cours de surf en combinaison épaisse avec une école de Tofino et, à marée basse, les flaques pleines d'étoiles de mer de Chesterman Beach.",
          "Der offene Pazifikstrand von Long Beach, eine Surfstunde im dicken Neoprenanzug bei einer Surfschule in Tofino und bei Ebbe die Gezeitentümpel voller Seesterne am Chesterman Beach.",
        ],
      ],
    ],
  },
  "CAN Whistler": {
    days: [
      [
        "see",
        [
          "Whistler: the Peak 2 Peak Gondola",
          "Whistler: la cabinovia Peak 2 Peak",
          "Whistler: el teleférico Peak 2 Peak",
          "Whistler : la télécabine Peak 2 Peak",
          "Whistler: die Peak 2 Peak Gondola",
        ],
        [
          "The gondola up Whistler Mountain and across to Blackcomb on the Peak 2 Peak, with walks on the summit trails in summer, then the pedestrian village and the Audain Art Museum's First Nations masks; for a few weeks between the ski and summer seasons the gondolas rest and the day keeps to the valley.",
          "La cabinovia sul Whistler Mountain e la traversata fino al Blackcomb con la Peak 2 Peak, con i sentieri di vetta d'estate, poi il villaggio pedonale e le maschere delle Prime Nazioni all'Audain Art Museum; per qualche settimana tra la stagione dello sci e quella estiva le cabinovie si fermano e la giornata resta a valle.",
          "El teleférico al Whistler Mountain y el cruce hasta Blackcomb en el Peak 2 Peak, con los senderos de cumbre en verano, y después el pueblo peatonal y las máscaras de las Primeras Naciones del Audain Art Museum; unas semanas entre la temporada de esquí y la de verano los teleféricos paran y el día se queda en el valle.",
          "La télécabine du Whistler Mountain puis la traversée vers Blackcomb par le Peak 2 Peak, avec les sentiers des sommets en été, puis le village piéton et les masques des Premières Nations de l'Audain Art Museum ; quelques semaines entre la saison de ski et celle d'été, les remontées s'arrêtent et la journée reste dans la vallée.",
          "Mit der Gondel auf den Whistler Mountain und mit der Peak 2 Peak hinüber zum Blackcomb, im Sommer dazu die Gipfelwege, danach das autofreie Dorf und die Masken der First Nations im Audain Art Museum; einige Wochen zwischen Ski- und Sommersaison ruhen die Bahnen, und der Tag bleibt im Tal.",
        ],
      ],
      [
        "see",
        [
          "Whistler: Brandywine Falls and the Sea to Sky",
          "Whistler: le Brandywine Falls e la Sea to Sky",
          "Whistler: las Brandywine Falls y la Sea to Sky",
          "Whistler : les Brandywine Falls et la Sea to Sky",
          "Whistler: Brandywine Falls und der Sea to Sky",
        ],
        [
          "The Sea to Sky Highway above Howe Sound, Brandywine Falls and Shannon Falls, the Sea to Sky Gondola at Squamish below the granite Stawamus Chief, and, in summer, a paddle on Alta Lake.",
          "La Sea to Sky Highway sopra l'Howe Sound, le Brandywine e le Shannon Falls, la cabinovia Sea to Sky a Squamish sotto il granito dello Stawamus Chief e, d'estate, una pagaiata sull'Alta Lake.",
          "La Sea to Sky Highway sobre el Howe Sound, las cascadas Brandywine y Shannon, el teleférico Sea to Sky de Squamish bajo el granito del Stawamus Chief y, en verano, un paseo en canoa por el Alta Lake.",
          "La Sea to Sky Highway au-dessus du Howe Sound, les chutes Brandywine et Shannon, la télécabine Sea to Sky de Squamish sous le granit du Stawamus Chief et, en été, une sortie en canoë sur l'Alta Lake.",
          "Der Sea to Sky Highway über dem Howe Sound, die Brandywine und Shannon Falls, die Sea to Sky Gondola in Squamish unter dem Granit des Stawamus Chief und im Sommer eine Paddeltour auf dem Alta Lake.",
        ],
      ],
      [
        "food",
        [
          "Whistler: craft beer and West Coast cooking",
          "Whistler: birra artigianale e cucina della West Coast",
          "Whistler: cerveza artesana y cocina de la costa oeste",
          "Whistler : bière artisanale et cuisine de la côte Ouest",
          "Whistler: Craft Beer und Westküstenküche",
        ],
        [
          "A tasting at the Whistler Brewing Company, spot prawns, halibut and BC salmon in the village restaurants, and the après-ski tradition of a Caesar cocktail with clam juice.",
          "Una degustazione alla Whistler Brewing Company, gamberi spot, halibut e salmone della Columbia Britannica nei ristoranti del villaggio e il rito del dopo-sci con un Caesar al succo di vongole.",
          "Una cata en la Whistler Brewing Company, gambas spot, fletán y salmón de la Columbia Británica en los restaurantes del pueblo y el ritual del après-ski con un cóctel Caesar con jugo de almejas.",
          "Une dégustation à la Whistler Brewing Company, crevettes spot, flétan et saumon de Colombie-Britannique dans les restaurants du village, et le rituel de l'après-ski avec un Caesar au jus de palourdes.",
          "Eine Verkostung bei der Whistler Brewing Company, Spot Prawns, Heilbutt und Lachs aus British Columbia in den Lokalen des Dorfes und zum Après-Ski ein Caesar-Cocktail mit Muschelsaft.",
        ],
      ],
    ],
  },
  "CAN Jasper": {
    days: [
      [
        "see",
        [
          "Jasper: Maligne Canyon and Maligne Lake",
          "Jasper: il Maligne Canyon e il lago Maligne",
          "Jasper: el cañón y el lago Maligne",
          "Jasper : le canyon et le lac Maligne",
          "Jasper: Maligne Canyon und Maligne Lake",
        ],
        [
          "The bridges over the narrow limestone slot of Maligne Canyon, Medicine Lake, and, from June to early October, a boat on Maligne Lake to Spirit Island, watching the roadside for elk, moose and black bears.",
          "I ponti sulla stretta gola calcarea del Maligne Canyon, il Medicine Lake e, da giugno a inizio ottobre, la barca sul lago Maligne fino a Spirit Island, con wapiti, alci e orsi neri da cercare ai bordi della strada.",
          "Los puentes sobre la estrecha garganta caliza del cañón Maligne, el Medicine Lake y, de junio a principios de octubre, el barco por el lago Maligne hasta Spirit Island, buscando uapitíes, alces y osos negros junto a la carretera.",
          "Les ponts au-dessus de l'étroite gorge calcaire du canyon Maligne, le lac Medicine et, de juin à début octobre, le bateau sur le lac Maligne jusqu'à Spirit Island, en guettant wapitis, orignaux et ours noirs au bord de la route.",
          "Die Brücken über die enge Kalksteinschlucht des Maligne Canyon, der Medicine Lake und von Juni bis Anfang Oktober das Boot über den Maligne Lake nach Spirit Island, am Straßenrand Wapitis, Elche und Schwarzbären.",
        ],
      ],
      [
        "see",
        [
          "Jasper: the SkyTram and Pyramid Lake",
          "Jasper: la SkyTram e il Pyramid Lake",
          "Jasper: la SkyTram y el Pyramid Lake",
          "Jasper : la SkyTram et le lac Pyramid",
          "Jasper: SkyTram und Pyramid Lake",
        ],
        [
          "The Jasper SkyTram, which runs from spring to autumn, up Whistlers Mountain for the view over the Athabasca valley, a canoe on Pyramid Lake below Pyramid Mountain in summer or skates on its ice in winter, and at night the stars of the Jasper Dark Sky Preserve.",
          "La Jasper SkyTram, in funzione dalla primavera all'autunno, sul Whistlers Mountain con la vista sulla valle dell'Athabasca, la canoa sul Pyramid Lake sotto il Pyramid Mountain d'estate o i pattini sul suo ghiaccio d'inverno, e di notte le stelle della riserva di cielo buio di Jasper.",
          "La Jasper SkyTram, que funciona de primavera a otoño, al Whistlers Mountain con la vista del valle del Athabasca, la canoa en el Pyramid Lake bajo el Pyramid Mountain en verano o los patines sobre su hielo en invierno, y de noche las estrellas de la reserva de cielo oscuro de Jasper.",
          "La Jasper SkyTram, en service du printemps à l'automne, sur le Whistlers Mountain pour la vue sur la vallée de l'Athabasca, le canoë sur le lac Pyramid sous le Pyramid Mountain en été ou les patins sur sa glace en hiver, et la nuit les étoiles de la réserve de ciel étoilé de Jasper.",
          "Mit der Jasper SkyTram, die vom Frühjahr bis zum Herbst fährt, auf den Whistlers Mountain mit Blick über das Athabasca-Tal, im Sommer im Kanu auf dem Pyramid Lake unter dem Pyramid Mountain, im Winter auf Schlittschuhen über sein Eis, und nachts die Sterne des Dark Sky Preserve von Jasper.",
        ],
      ],
      [
        "food",
        [
          "Jasper: Alberta beef, bison and a brewpub",
          "Jasper: manzo dell'Alberta, bisonte e birreria",
          "Jasper: ternera de Alberta, bisonte y cervecería",
          "Jasper : bœuf de l'Alberta, bison et brasserie",
          "Jasper: Alberta-Rind, Bison und Brauhaus",
        ],
        [
          "A bison burger or an Alberta beef steak at the Jasper Brewing Company, cinnamon buns from the Bear's Paw Bakery, and Saskatoon berry pie, the berry of the prairies.",
          "Un hamburger di bisonte o una bistecca di manzo dell'Alberta alla Jasper Brewing Company, i cinnamon bun della Bear's Paw Bakery e la torta di bacche di Saskatoon, il frutto delle praterie.",
          "Una hamburguesa de bisonte o un filete de ternera de Alberta en la Jasper Brewing Company, los rollos de canela de la Bear's Paw Bakery y la tarta de bayas de Saskatoon, la fruta de las praderas.",
          "Un burger de bison ou un steak de bœuf de l'Alberta à la Jasper Brewing Company, les brioches à la cannelle de la Bear's Paw Bakery et la tarte aux baies de Saskatoon, le fruit des prairies.",
          "Ein Bisonburger oder ein Steak vom Alberta-Rind in der Jasper Brewing Company, Zimtschnecken aus der Bear's Paw Bakery und Kuchen mit Saskatoon-Beeren, der Frucht der Prärie.",
        ],
      ],
    ],
  },
  "CAN Skyline Trail": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Skyline Trail: from Maligne Lake to Snowbowl",
          "Skyline Trail: dal lago Maligne a Snowbowl",
          "Sendero Skyline: del lago Maligne a Snowbowl",
          "Sentier Skyline : du lac Maligne à Snowbowl",
          "Skyline Trail: vom Maligne Lake nach Snowbowl",
        ],
        [
          "From the north end of Maligne Lake up through the forest past Lorraine and Mona lakes, over Little Shovel Pass, and down to the camp in the alpine meadows of the Snowbowl.",
          "Dall'estremità nord del lago Maligne su per il bosco oltre i laghi Lorraine e Mona, oltre il Little Shovel Pass e giù fino al campo nei prati alpini dello Snowbowl.",
          "Desde el extremo norte del lago Maligne, subida por el bosque junto a los lagos Lorraine y Mona, paso del Little Shovel Pass y bajada al campamento en los prados alpinos del Snowbowl.",
          "De l'extrémité nord du lac Maligne, montée en forêt par les lacs Lorraine et Mona, passage du Little Shovel Pass et descente au camp dans les prairies alpines du Snowbowl.",
          "Vom Nordende des Maligne Lake durch den Wald an Lorraine und Mona Lake vorbei, über den Little Shovel Pass und hinab zum Lager in den Almwiesen des Snowbowl.",
        ],
      ],
      [
        "trek",
        [
          "Skyline Trail: over Big Shovel Pass to Curator",
          "Skyline Trail: oltre il Big Shovel Pass fino a Curator",
          "Sendero Skyline: por el Big Shovel Pass hasta Curator",
          "Sentier Skyline : par le Big Shovel Pass jusqu'à Curator",
          "Skyline Trail: über den Big Shovel Pass nach Curator",
        ],
        [
          "Across the wildflower meadows of the Snowbowl, where marmots whistle from the rocks, and up over Big Shovel Pass to the Curator camp below Curator Mountain.",
          "Attraverso i prati fioriti dello Snowbowl, dove le marmotte fischiano dalle rocce, e su oltre il Big Shovel Pass fino al campo di Curator, sotto il Curator Mountain.",
          "Por los prados en flor del Snowbowl, donde silban las marmotas desde las rocas, y subida por el Big Shovel Pass hasta el campamento de Curator, bajo el Curator Mountain.",
          "À travers les prairies fleuries du Snowbowl, où les marmottes sifflent sur les rochers, puis par le Big Shovel Pass jusqu'au camp de Curator, sous le Curator Mountain.",
          "Durch die Blumenwiesen des Snowbowl, wo Murmeltiere von den Felsen pfeifen, und hinauf über den Big Shovel Pass zum Lager Curator unter dem Curator Mountain.",
        ],
      ],
      [
        "trek",
        [
          "Skyline Trail: over the Notch to Tekarra",
          "Skyline Trail: oltre il Notch fino a Tekarra",
          "Sendero Skyline: por el Notch hasta Tekarra",
          "Sentier Skyline : par le Notch jusqu'à Tekarra",
          "Skyline Trail: über den Notch nach Tekarra",
        ],
        [
          "The steep climb to the Notch, the high point of the trail, then a long walk above the trees along the ridge of Amber Mountain with the Athabasca valley below, down to Tekarra camp.",
          "La ripida salita al Notch, il punto più alto del sentiero, poi una lunga camminata oltre il limite del bosco sulla cresta dell'Amber Mountain, con la valle dell'Athabasca sotto, fino al campo di Tekarra.",
          "La empinada subida al Notch, el punto más alto del sendero, y después una larga caminata por encima del bosque por la cresta del Amber Mountain, con el valle del Athabasca abajo, hasta el campamento de Tekarra.",
          "La montée raide jusqu'au Notch, point culminant du sentier, puis une longue marche au-dessus des arbres sur la crête de l'Amber Mountain, la vallée de l'Athabasca en contrebas, jusqu'au camp de Tekarra.",
          "Der steile Aufstieg zum Notch, dem höchsten Punkt des Weges, dann lange oberhalb der Baumgrenze über den Grat des Amber Mountain mit dem Athabasca-Tal darunter bis zum Lager Tekarra.",
        ],
      ],
      [
        "trek",
        [
          "Skyline Trail: Signal Mountain and down to the valley",
          "Skyline Trail: il Signal Mountain e la discesa a valle",
          "Sendero Skyline: el Signal Mountain y la bajada al valle",
          "Sentier Skyline : le Signal Mountain et la descente",
          "Skyline Trail: Signal Mountain und der Abstieg ins Tal",
        ],
        [
          "Along the shoulder of Tekarra Mountain to the old fire lookout on Signal Mountain, with a last view over Jasper and the Athabasca River, then down the fire road to the Maligne Road.",
          "Lungo la spalla del Tekarra Mountain fino alla vecchia torretta antincendio del Signal Mountain, con un ultimo sguardo su Jasper e sul fiume Athabasca, poi giù per la pista forestale fino alla Maligne Road.",
          "Por la ladera del Tekarra Mountain hasta la vieja torre de vigilancia de incendios del Signal Mountain, con una última vista de Jasper y del río Athabasca, y bajada por la pista forestal hasta la Maligne Road.",
          "Le long de l'épaule du Tekarra Mountain jusqu'à l'ancienne tour de guet du Signal Mountain, avec une dernière vue sur Jasper et l'Athabasca, puis la descente par la piste forestière jusqu'à la Maligne Road.",
          "An der Flanke des Tekarra Mountain entlang zum alten Feuerwachturm auf dem Signal Mountain, mit einem letzten Blick auf Jasper und den Athabasca River, dann die Forststraße hinab zur Maligne Road.",
        ],
      ],
      [
        "see",
        [
          "Skyline Trail: the Bald Hills above Maligne Lake",
          "Skyline Trail: le Bald Hills sopra il lago Maligne",
          "Sendero Skyline: las Bald Hills sobre el lago Maligne",
          "Sentier Skyline : les Bald Hills au-dessus du lac Maligne",
          "Skyline Trail: die Bald Hills über dem Maligne Lake",
        ],
        [
          "A day walk up the Bald Hills from the trailhead of the Skyline, for the whole length of Maligne Lake and the Queen Elizabeth Ranges, with caribou country on the open slopes.",
          "Una camminata in giornata sulle Bald Hills dalla partenza dello Skyline, con tutto il lago Maligne e le Queen Elizabeth Ranges davanti e i pendii aperti dove vivono i caribù.",
          "Una caminata de un día a las Bald Hills desde el inicio del Skyline, con todo el lago Maligne y las Queen Elizabeth Ranges delante y las laderas abiertas donde viven los caribúes.",
          "Une randonnée à la journée sur les Bald Hills depuis le départ du Skyline, avec tout le lac Maligne et les Queen Elizabeth Ranges en face, sur les pentes ouvertes où vivent les caribous.",
          "Eine Tageswanderung auf die Bald Hills vom Ausgangspunkt des Skyline, mit dem ganzen Maligne Lake und den Queen Elizabeth Ranges vor Augen, an offenen Hängen, wo Karibus leben.",
        ],
      ],
    ],
  },
  "CAN Icefields Parkway": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Icefields Parkway: the Columbia Icefield",
          "Promenade des Glaciers: il Columbia Icefield",
          "Icefields Parkway: el campo de hielo Columbia",
          "Promenade des Glaciers : le champ de glace Columbia",
          "Icefields Parkway: das Columbia Icefield",
        ],
        [
          "South from Jasper past Athabasca Falls and Sunwapta Falls to the Columbia Icefield, where an all-terrain Ice Explorer drives out onto the Athabasca Glacier, and the glass-floored Skywalk.",
          "Verso sud da Jasper oltre le Athabasca Falls e le Sunwapta Falls fino al Columbia Icefield, dove un Ice Explorer fuoristrada porta sul ghiacciaio Athabasca, e lo Skywalk dal pavimento di vetro.",
          "Hacia el sur desde Jasper por las cascadas Athabasca y Sunwapta hasta el campo de hielo Columbia, donde un Ice Explorer todoterreno entra en el glaciar Athabasca, y el Skywalk de suelo de cristal.",
          "Vers le sud depuis Jasper, par les chutes Athabasca et Sunwapta, jusqu'au champ de glace Columbia, où un Ice Explorer tout-terrain roule sur le glacier Athabasca, et le Skywalk au plancher de verre.",
          "Von Jasper nach Süden vorbei an den Athabasca und Sunwapta Falls zum Columbia Icefield, wo ein geländegängiger Ice Explorer auf den Athabasca-Gletscher fährt, dazu der Skywalk mit Glasboden.",
        ],
      ],
      [
        "see",
        [
          "Icefields Parkway: Wilcox Pass above the glacier",
          "Promenade des Glaciers: il Wilcox Pass sopra il ghiacciaio",
          "Icefields Parkway: el Wilcox Pass sobre el glaciar",
          "Promenade des Glaciers : le col Wilcox au-dessus du glacier",
          "Icefields Parkway: der Wilcox Pass über dem Gletscher",
        ],
        [
          "A walk up to Wilcox Pass, where bighorn sheep graze above the Athabasca Glacier and Mount Athabasca, then the trail to the toe of the glacier past markers of how far it reached.",
          "Una camminata fino al Wilcox Pass, dove i bighorn pascolano sopra il ghiacciaio Athabasca e il Mount Athabasca, poi il sentiero fino alla fronte del ghiacciaio tra i cartelli che segnano dove arrivava.",
          "Una caminata hasta el Wilcox Pass, donde pastan los carneros de las Rocosas sobre el glaciar y el monte Athabasca, y después el sendero hasta el frente del glaciar entre hitos que marcan hasta dónde llegaba.",
          "Une marche jusqu'au col Wilcox, où paissent les mouflons d'Amérique au-dessus du glacier et du mont Athabasca, puis le sentier jusqu'au front du glacier, jalonné des bornes qui marquent ses anciennes limites.",
          "Eine Wanderung zum Wilcox Pass, wo Dickhornschafe über dem Athabasca-Gletscher und dem Mount Athabasca grasen, dann der Weg zur Gletscherzunge vorbei an Markierungen, wie weit das Eis einst reichte.",
        ],
      ],
    ],
  },
  "CAN Lake Louise": {
    days: [
      [
        "see",
        [
          "Lake Louise: the lake and the Lake Agnes Tea House",
          "Lago Louise: il lago e la Lake Agnes Tea House",
          "Lago Louise: el lago y la casa de té del lago Agnes",
          "Lac Louise : le lac et le salon de thé du lac Agnes",
          "Lake Louise: der See und das Teehaus am Lake Agnes",
        ],
        [
          "The turquoise lake below the Victoria Glacier, the trail up past Mirror Lake to the Lake Agnes Tea House, open from June to early October, and a canoe on the lake in front of the Chateau Lake Louise in summer or skates on its ice in winter.",
          "Il lago turchese sotto il ghiacciaio Victoria, il sentiero oltre il Mirror Lake fino alla casa del tè del lago Agnes, aperta da giugno a inizio ottobre, e la canoa sul lago davanti allo Chateau Lake Louise d'estate o i pattini sul suo ghiaccio d'inverno.",
          "El lago turquesa bajo el glaciar Victoria, el sendero por el Mirror Lake hasta la casa de té del lago Agnes, abierta de junio a principios de octubre, y la canoa por el lago frente al Chateau Lake Louise en verano o los patines sobre su hielo en invierno.",
          "Le lac turquoise sous le glacier Victoria, le sentier par le Mirror Lake jusqu'au salon de thé du lac Agnes, ouvert de juin à début octobre, et le canoë sur le lac devant le Château Lake Louise en été ou les patins sur sa glace en hiver.",
          "Der türkisfarbene See unter dem Victoria-Gletscher, der Weg am Mirror Lake vorbei zum Teehaus am Lake Agnes, geöffnet von Juni bis Anfang Oktober, und im Sommer eine Kanufahrt vor dem Chateau Lake Louise, im Winter Schlittschuhlaufen auf seinem Eis.",
        ],
      ],
      [
        "see",
        [
          "Lake Louise: Moraine Lake and the Valley of the Ten Peaks",
          "Lago Louise: il Moraine Lake e la valle dei Dieci Picchi",
          "Lago Louise: el Moraine Lake y el valle de los Diez Picos",
          "Lac Louise : le lac Moraine et la vallée des Dix-Pics",
          "Lake Louise: Moraine Lake und das Tal der zehn Gipfel",
        ],
        [
          "From June to mid-October, the Parks Canada shuttle up to Moraine Lake, closed to private cars, for the Rockpile view over the Valley of the Ten Peaks, then the Plain of Six Glaciers trail above Lake Louise; the rest of the year, when snow closes the road and the trail, a walk along the shore of Lake Louise instead.",
          "Da giugno a metà ottobre, la navetta di Parks Canada fino al Moraine Lake, chiuso alle auto private, per la vista dal Rockpile sulla valle dei Dieci Picchi, poi il sentiero della Plain of Six Glaciers sopra il lago Louise; il resto dell'anno, quando la neve chiude strada e sentiero, una passeggiata sulla riva del lago Louise.",
          "De junio a mediados de octubre, el autobús de Parks Canada hasta el Moraine Lake, cerrado a los coches particulares, para la vista desde el Rockpile sobre el valle de los Diez Picos, y después el sendero de la Plain of Six Glaciers; el resto del año, cuando la nieve cierra la carretera y el sendero, un paseo por la orilla del lago Louise.",
          "De juin à la mi-octobre, la navette de Parcs Canada jusqu'au lac Moraine, fermé aux voitures particulières, pour la vue du Rockpile sur la vallée des Dix-Pics, puis le sentier de la plaine des Six-Glaciers au-dessus du lac Louise ; le reste de l'année, quand la neige ferme la route et le sentier, une promenade au bord du lac Louise.",
          "Von Juni bis Mitte Oktober mit dem Shuttle von Parks Canada zum für Privatautos gesperrten Moraine Lake, der Blick vom Rockpile über das Tal der zehn Gipfel, dann der Weg zur Plain of Six Glaciers über dem Lake Louise; den Rest des Jahres, wenn Schnee Straße und Weg schließt, ein Spaziergang am Ufer des Lake Louise.",
        ],
      ],
    ],
  },
  "CAN Banff": {
    days: [
      [
        "see",
        [
          "Banff: Sulphur Mountain and Bow Falls",
          "Banff: il Sulphur Mountain e le Bow Falls",
          "Banff: el monte Sulphur y las cataratas del Bow",
          "Banff : le Sulphur Mountain et les chutes de la Bow",
          "Banff: Sulphur Mountain und Bow Falls",
        ],
        [
          "The Banff Gondola up Sulphur Mountain and the boardwalk to Sanson's Peak, the Cave and Basin where the park began, Bow Falls, and a soak in the Banff Upper Hot Springs.",
          "La Banff Gondola sul Sulphur Mountain e la passerella fino al Sanson's Peak, la Cave and Basin dove nacque il parco, le Bow Falls e un bagno nelle Banff Upper Hot Springs.",
          "La góndola de Banff al monte Sulphur y la pasarela hasta el Sanson's Peak, la Cave and Basin donde nació el parque, las cataratas del Bow y un baño en las Banff Upper Hot Springs.",
          "La Banff Gondola sur le Sulphur Mountain et la passerelle jusqu'au Sanson's Peak, la Cave and Basin où est né le parc, les chutes de la Bow et une baignade aux Banff Upper Hot Springs.",
          "Mit der Banff Gondola auf den Sulphur Mountain und über den Holzsteg zum Sanson's Peak, Cave and Basin, wo der Park begann, die Bow Falls und ein Bad in den Banff Upper Hot Springs.",
        ],
      ],
      [
        "see",
        [
          "Banff: Johnston Canyon and Lake Minnewanka",
          "Banff: il Johnston Canyon e il lago Minnewanka",
          "Banff: el Johnston Canyon y el lago Minnewanka",
          "Banff : le canyon Johnston et le lac Minnewanka",
          "Banff: Johnston Canyon und Lake Minnewanka",
        ],
        [
          "The catwalks of Johnston Canyon to the Lower and Upper Falls along the Bow Valley Parkway, the Vermilion Lakes below Mount Rundle, and, from late spring to autumn, a boat cruise on Lake Minnewanka.",
          "Le passerelle del Johnston Canyon fino alle cascate inferiori e superiori lungo la Bow Valley Parkway, i Vermilion Lakes sotto il Mount Rundle e, dalla tarda primavera all'autunno, una crociera sul lago Minnewanka.",
          "Las pasarelas del Johnston Canyon hasta las cascadas inferior y superior por la Bow Valley Parkway, los Vermilion Lakes bajo el Mount Rundle y, de finales de primavera a otoño, un crucero por el lago Minnewanka.",
          "Les passerelles du canyon Johnston jusqu'aux chutes inférieures et supérieures le long de la Bow Valley Parkway, les lacs Vermilion sous le Mount Rundle et, de la fin du printemps à l'automne, une croisière sur le lac Minnewanka.",
          "Die Stege durch den Johnston Canyon zu den Lower und Upper Falls an der Bow Valley Parkway, die Vermilion Lakes unter dem Mount Rundle und vom späten Frühjahr bis zum Herbst eine Bootsfahrt auf dem Lake Minnewanka.",
        ],
      ],
      [
        "food",
        [
          "Banff: bison, Alberta beef and BeaverTails",
          "Banff: bisonte, manzo dell'Alberta e BeaverTails",
          "Banff: bisonte, ternera de Alberta y BeaverTails",
          "Banff : bison, bœuf de l'Alberta et BeaverTails",
          "Banff: Bison, Alberta-Rind und BeaverTails",
        ],
        [
          "Banff Avenue by the plate: an Alberta beef steak or bison short rib, a pint at the Banff Ave Brewing Co., and a BeaverTails pastry with cinnamon sugar or maple butter.",
          "Banff Avenue a tavola: una bistecca di manzo dell'Alberta o costine di bisonte, una pinta alla Banff Ave Brewing Co. e un BeaverTails, la frittella con zucchero e cannella o burro d'acero.",
          "Banff Avenue en la mesa: un filete de ternera de Alberta o costilla de bisonte, una pinta en la Banff Ave Brewing Co. y un BeaverTails, la masa frita con azúcar y canela o mantequilla de arce.",
          "Banff Avenue à table : un steak de bœuf de l'Alberta ou des côtes de bison, une pinte à la Banff Ave Brewing Co. et une BeaverTails, la pâte frite au sucre-cannelle ou au beurre d'érable.",
          "Die Banff Avenue zu Tisch: ein Steak vom Alberta-Rind oder Bison-Rippe, ein Pint bei der Banff Ave Brewing Co. und ein BeaverTails, das Schmalzgebäck mit Zimtzucker oder Ahornbutter.",
        ],
      ],
    ],
  },
  "CAN Calgary": {
    days: [
      [
        "see",
        [
          "Calgary: Stephen Avenue and the Bow River",
          "Calgary: Stephen Avenue e il fiume Bow",
          "Calgary: Stephen Avenue y el río Bow",
          "Calgary : Stephen Avenue et la rivière Bow",
          "Calgary: Stephen Avenue und der Bow River",
        ],
        [
          "The sandstone buildings of Stephen Avenue, the view from the Calgary Tower, the red Peace Bridge to Prince's Island Park, and the music museum of Studio Bell in East Village.",
          "Gli edifici in arenaria di Stephen Avenue, la vista dalla Calgary Tower, il Peace Bridge rosso verso Prince's Island Park e il museo della musica di Studio Bell nell'East Village.",
          "Los edificios de arenisca de Stephen Avenue, la vista desde la Calgary Tower, el rojo Peace Bridge hacia Prince's Island Park y el museo de la música de Studio Bell en East Village.",
          "Les immeubles de grès de Stephen Avenue, la vue depuis la Calgary Tower, le Peace Bridge rouge vers Prince's Island Park et le musée de la musique de Studio Bell dans l'East Village.",
          "Die Sandsteinbauten der Stephen Avenue, der Blick vom Calgary Tower, die rote Peace Bridge zum Prince's Island Park und das Musikmuseum Studio Bell im East Village.",
        ],
      ],
      [
        "see",
        [
          "Calgary: Heritage Park and the foothills",
          "Calgary: Heritage Park e le colline pedemontane",
          "Calgary: Heritage Park y las estribaciones",
          "Calgary : Heritage Park et les contreforts",
          "Calgary: Heritage Park und die Foothills",
        ],
        [
          "The steam train, paddlewheeler and frontier streets of Heritage Park Historical Village, then out to the ranch country of the foothills, where the prairie meets the Rockies.",
          "Il treno a vapore, il battello a ruota e le strade di frontiera dell'Heritage Park Historical Village, poi la campagna dei ranch delle colline pedemontane, dove la prateria incontra le Rocciose.",
          "El tren de vapor, el barco de rueda y las calles de frontera del Heritage Park Historical Village, y después la tierra de ranchos de las estribaciones, donde la pradera se encuentra con las Rocosas.",
          "Le train à vapeur, le bateau à roue et les rues de pionniers de l'Heritage Park Historical Village, puis le pays des ranchs des contreforts, où la prairie rencontre les Rocheuses.",
          "Dampfzug, Raddampfer und Pionierstraßen im Heritage Park Historical Village, danach hinaus ins Ranchland der Foothills, wo die Prärie auf die Rocky Mountains trifft.",
        ],
      ],
      [
        "food",
        [
          "Calgary: ginger beef and the Caesar",
          "Calgary: ginger beef e il Caesar",
          "Calgary: ginger beef y el Caesar",
          "Calgary : le ginger beef et le Caesar",
          "Calgary: Ginger Beef und der Caesar",
        ],
        [
          "Two dishes born in Calgary, crispy ginger beef from a Chinatown kitchen and the Caesar cocktail, plus Alberta beef and the stalls of the Calgary Farmers' Market.",
          "Due piatti nati a Calgary, il ginger beef croccante in una cucina di Chinatown e il cocktail Caesar, più il manzo dell'Alberta e i banchi del Calgary Farmers' Market.",
          "Dos creaciones de Calgary, el ginger beef crujiente de una cocina de Chinatown y el cóctel Caesar, además de la ternera de Alberta y los puestos del Calgary Farmers' Market.",
          "Deux créations de Calgary, le ginger beef croustillant d'une cuisine de Chinatown et le cocktail Caesar, plus le bœuf de l'Alberta et les étals du Calgary Farmers' Market.",
          "Zwei Erfindungen aus Calgary, knuspriges Ginger Beef aus einer Küche in Chinatown und der Caesar-Cocktail, dazu Alberta-Rind und die Stände des Calgary Farmers' Market.",
        ],
      ],
    ],
  },
  "CAN Toronto": {
    days: [
      [
        "see",
        [
          "Toronto: the CN Tower and the Distillery District",
          "Toronto: la CN Tower e il Distillery District",
          "Toronto: la CN Tower y el Distillery District",
          "Toronto : la tour CN et le Distillery District",
          "Toronto: CN Tower und Distillery District",
        ],
        [
          "The CN Tower and its glass floor, the lakefront walk to the ferry for the Toronto Islands and the skyline seen from their shore, then the Victorian brick lanes of the Distillery District.",
          "La CN Tower con il suo pavimento di vetro, la passeggiata sul lungolago fino al traghetto per le Toronto Islands e lo skyline da Centre Island, poi i vicoli vittoriani in mattoni del Distillery District.",
          "La CN Tower y su suelo de cristal, el paseo junto al lago hasta el ferry de las Toronto Islands y el skyline desde Centre Island, y después las calles victorianas de ladrillo del Distillery District.",
          "La tour CN et son plancher de verre, la promenade au bord du lac jusqu'au ferry des îles de Toronto et la skyline depuis Centre Island, puis les ruelles victoriennes en brique du Distillery District.",
          "Der CN Tower mit seinem Glasboden, der Uferweg zur Fähre auf die Toronto Islands mit Blick auf die Skyline von Centre Island, danach die viktorianischen Backsteingassen des Distillery District.",
        ],
      ],
      [
        "see",
        [
          "Toronto: Kensington Market and the ROM",
          "Toronto: Kensington Market e il ROM",
          "Toronto: Kensington Market y el ROM",
          "Toronto : Kensington Market et le ROM",
          "Toronto: Kensington Market und das ROM",
        ],
        [
          "The Royal Ontario Museum and its First Nations and dinosaur halls, the castle of Casa Loma, then the vintage shops and murals of Kensington Market and Chinatown on Spadina.",
          "Il Royal Ontario Museum con le sale delle Prime Nazioni e dei dinosauri, il castello di Casa Loma, poi i negozi vintage e i murales di Kensington Market e la Chinatown di Spadina.",
          "El Royal Ontario Museum con sus salas de las Primeras Naciones y de dinosaurios, el castillo de Casa Loma, y después las tiendas vintage y murales de Kensington Market y el Chinatown de Spadina.",
          "Le Musée royal de l'Ontario et ses salles des Premières Nations et des dinosaures, le château de Casa Loma, puis les friperies et fresques de Kensington Market et le Chinatown de Spadina.",
          "Das Royal Ontario Museum mit seinen Sälen zu den First Nations und Dinosauriern, das Schloss Casa Loma, dann Vintage-Läden und Wandbilder im Kensington Market und die Chinatown an der Spadina.",
        ],
      ],
      [
        "food",
        [
          "Toronto: St. Lawrence Market and peameal bacon",
          "Toronto: il St. Lawrence Market e il peameal bacon",
          "Toronto: el St. Lawrence Market y el peameal bacon",
          "Toronto : le St. Lawrence Market et le peameal bacon",
          "Toronto: St. Lawrence Market und Peameal Bacon",
        ],
        [
          "A peameal bacon sandwich at the St. Lawrence Market, butter tarts, Jamaican patties and roti from the Caribbean kitchens of the city, and dumplings along Spadina Avenue.",
          "Il panino al peameal bacon del St. Lawrence Market, le butter tart, i patty giamaicani e il roti delle cucine caraibiche della città, e i ravioli lungo Spadina Avenue.",
          "El sándwich de peameal bacon del St. Lawrence Market, las butter tarts, las empanadillas jamaicanas y el roti de las cocinas caribeñas de la ciudad, y dumplings por Spadina Avenue.",
          "Le sandwich au peameal bacon du St. Lawrence Market, les tartes au beurre, les pâtés jamaïcains et le roti des cuisines caribéennes de la ville, et des raviolis le long de Spadina Avenue.",
          "Das Peameal-Bacon-Sandwich im St. Lawrence Market, Butter Tarts, jamaikanische Patties und Roti aus den karibischen Küchen der Stadt und Dumplings an der Spadina Avenue.",
        ],
      ],
    ],
  },
  "CAN Niagara Falls": {
    days: [
      [
        "see",
        [
          "Niagara Falls: the Horseshoe Falls by boat and from below",
          "Cascate del Niagara: le Horseshoe Falls in barca e da sotto",
          "Cataratas del Niágara: la Herradura en barco y desde abajo",
          "Chutes du Niagara : le Fer à cheval en bateau et par en dessous",
          "Niagarafälle: die Horseshoe Falls vom Boot und von unten",
        ],
        [
          "A day out at the falls: from spring to late autumn, the Niagara City Cruises boat into the spray of the Horseshoe Falls, the tunnels of Journey Behind the Falls, and the walk along the gorge from Table Rock.",
          "Una giornata alle cascate: dalla primavera al tardo autunno, la barca di Niagara City Cruises dentro gli spruzzi delle Horseshoe Falls, i tunnel di Journey Behind the Falls e la passeggiata lungo la gola da Table Rock.",
          "Un día en las cataratas: de primavera a finales de otoño, el barco de Niagara City Cruises bajo la espuma de la Herradura, los túneles de Journey Behind the Falls y el paseo junto a la garganta desde Table Rock.",
          "Une journée aux chutes : du printemps à la fin de l'automne, le bateau de Niagara City Cruises dans les embruns du Fer à cheval, les tunnels de Journey Behind the Falls et la promenade le long de la gorge depuis Table Rock.",
          "Ein Tag an den Fällen: vom Frühjahr bis zum Spätherbst das Boot von Niagara City Cruises in die Gischt der Horseshoe Falls, die Tunnel von Journey Behind the Falls und der Weg entlang der Schlucht ab Table Rock.",
        ],
      ],
      [
        "see",
        [
          "Niagara Falls: the gorge and Niagara-on-the-Lake",
          "Cascate del Niagara: la gola e Niagara-on-the-Lake",
          "Cataratas del Niágara: la garganta y Niagara-on-the-Lake",
          "Chutes du Niagara : la gorge et Niagara-on-the-Lake",
          "Niagarafälle: die Schlucht und Niagara-on-the-Lake",
        ],
        [
          "The Whirlpool Aero Car, running from spring to autumn, over the rapids of the Niagara gorge, the Niagara Parkway past the vineyards where ice wine is made, and the old streets of Niagara-on-the-Lake.",
          "La Whirlpool Aero Car, in funzione dalla primavera all'autunno, sopra le rapide della gola del Niagara, la Niagara Parkway tra i vigneti dell'ice wine e le vecchie strade di Niagara-on-the-Lake.",
          "El Whirlpool Aero Car, que funciona de primavera a otoño, sobre los rápidos de la garganta del Niágara, la Niagara Parkway entre los viñedos del vino de hielo y las viejas calles de Niagara-on-the-Lake.",
          "Le Whirlpool Aero Car, en service du printemps à l'automne, au-dessus des rapides de la gorge du Niagara, la Niagara Parkway entre les vignes du vin de glace et les vieilles rues de Niagara-on-the-Lake.",
          "Der Whirlpool Aero Car, der vom Frühjahr bis zum Herbst fährt, über den Stromschnellen der Niagaraschlucht, der Niagara Parkway durch die Weinberge des Eisweins und die alten Straßen von Niagara-on-the-Lake.",
        ],
      ],
    ],
  },
  "CAN Montreal": {
    days: [
      [
        "see",
        [
          "Montreal: Old Montreal and the Old Port",
          "Montréal: la Vecchia Montréal e il Vecchio Porto",
          "Montreal: el Viejo Montreal y el Viejo Puerto",
          "Montréal : le Vieux-Montréal et le Vieux-Port",
          "Montreal: Vieux-Montréal und der alte Hafen",
        ],
        [
          "The cobbled streets of Old Montreal, the blue and gold interior of Notre-Dame Basilica, Place Jacques-Cartier and Bonsecours Market, and the quays of the Old Port on the St. Lawrence.",
          "Le strade acciottolate della Vecchia Montréal, l'interno blu e oro della basilica di Notre-Dame, Place Jacques-Cartier e il Marché Bonsecours, e le banchine del Vecchio Porto sul San Lorenzo.",
          "Las calles empedradas del Viejo Montreal, el interior azul y dorado de la basílica de Notre-Dame, la plaza Jacques-Cartier y el mercado Bonsecours, y los muelles del Viejo Puerto sobre el San Lorenzo.",
          "Les rues pavées du Vieux-Montréal, l'intérieur bleu et or de la basilique Notre-Dame, la place Jacques-Cartier et le marché Bonsecours, et les quais du Vieux-Port sur le Saint-Laurent.",
          "Die Pflastergassen von Vieux-Montréal, das blau-goldene Innere der Basilika Notre-Dame, die Place Jacques-Cartier und der Marché Bonsecours und die Kais des alten Hafens am Sankt-Lorenz-Strom.",
        ],
      ],
      [
        "see",
        [
          "Montreal: Mount Royal and the Plateau",
          "Montréal: il Mont Royal e il Plateau",
          "Montreal: el Mont Royal y el Plateau",
          "Montréal : le mont Royal et le Plateau",
          "Montreal: Mont Royal und das Plateau",
        ],
        [
          "Up Mount Royal to the Kondiaronk lookout, then the outside staircases and murals of the Plateau Mont-Royal and the cafés of Mile End, ending at the Jean-Talon Market.",
          "Su al Mont Royal fino al belvedere Kondiaronk, poi le scale esterne e i murales del Plateau Mont-Royal e i caffè del Mile End, per finire al mercato Jean-Talon.",
          "Subida al Mont Royal hasta el mirador Kondiaronk, y después las escaleras exteriores y los murales del Plateau Mont-Royal y los cafés del Mile End, para terminar en el mercado Jean-Talon.",
          "La montée au mont Royal jusqu'au belvédère Kondiaronk, puis les escaliers extérieurs et les murales du Plateau-Mont-Royal et les cafés du Mile End, jusqu'au marché Jean-Talon.",
          "Hinauf auf den Mont Royal zum Aussichtspunkt Kondiaronk, dann die Außentreppen und Wandbilder des Plateau Mont-Royal und die Cafés im Mile End, zum Schluss der Marché Jean-Talon.",
        ],
      ],
      [
        "food",
        [
          "Montreal: smoked meat, bagels and poutine",
          "Montréal: smoked meat, bagel e poutine",
          "Montreal: smoked meat, bagels y poutine",
          "Montréal : smoked meat, bagels et poutine",
          "Montreal: Smoked Meat, Bagels und Poutine",
        ],
        [
          "A smoked meat sandwich at Schwartz's on boulevard Saint-Laurent, wood-fired bagels from St-Viateur and Fairmount, a poutine with squeaky curds, and maple treats at the Jean-Talon Market.",
          "Un panino al smoked meat da Schwartz's sul boulevard Saint-Laurent, i bagel cotti a legna di St-Viateur e Fairmount, una poutine con i formaggini che scricchiolano e i dolci d'acero del mercato Jean-Talon.",
          "Un sándwich de smoked meat en Schwartz's, en el boulevard Saint-Laurent, los bagels al horno de leña de St-Viateur y Fairmount, una poutine con su queso que rechina y dulces de arce en el mercado Jean-Talon.",
          "Un sandwich au smoked meat chez Schwartz's sur le boulevard Saint-Laurent, les bagels cuits au bois de St-Viateur et Fairmount, une poutine au fromage en grains qui fait couic et les douceurs d'érable du marché Jean-Talon.",
          "Ein Smoked-Meat-Sandwich bei Schwartz's am Boulevard Saint-Laurent, holzofengebackene Bagels von St-Viateur und Fairmount, Poutine mit quietschendem Käsebruch und Ahornsüßes im Marché Jean-Talon.",
        ],
      ],
    ],
  },
  "CAN Quebec City": {
    days: [
      [
        "see",
        [
          "Quebec City: the walled upper town",
          "Québec: la città alta fortificata",
          "Quebec: la ciudad alta amurallada",
          "Québec : la haute-ville fortifiée",
          "Québec: die ummauerte Oberstadt",
        ],
        [
          "The walls and gates of the upper town, the Château Frontenac above the Dufferin Terrace, the star-shaped Citadelle, and the Plains of Abraham where Wolfe and Montcalm fought.",
          "Le mura e le porte della città alta, lo Château Frontenac sopra la terrazza Dufferin, la Citadelle a forma di stella e le Piane di Abramo dove si scontrarono Wolfe e Montcalm.",
          "Las murallas y puertas de la ciudad alta, el Château Frontenac sobre la terraza Dufferin, la Ciudadela en forma de estrella y las Llanuras de Abraham, donde lucharon Wolfe y Montcalm.",
          "Les remparts et les portes de la haute-ville, le Château Frontenac au-dessus de la terrasse Dufferin, la Citadelle en étoile et les plaines d'Abraham où s'affrontèrent Wolfe et Montcalm.",
          "Mauern und Tore der Oberstadt, das Château Frontenac über der Terrasse Dufferin, die sternförmige Zitadelle und die Abraham-Ebene, auf der Wolfe und Montcalm kämpften.",
        ],
      ],
      [
        "see",
        [
          "Quebec City: Petit-Champlain and Montmorency Falls",
          "Québec: il Petit-Champlain e le cascate Montmorency",
          "Quebec: el Petit-Champlain y las cataratas Montmorency",
          "Québec : le Petit-Champlain et la chute Montmorency",
          "Québec: Petit-Champlain und die Montmorency-Fälle",
        ],
        [
          "Down the Breakneck Stairs to the lanes of Petit-Champlain and Place Royale, then out to Montmorency Falls, higher than Niagara, and across the bridge to the farms of Île d'Orléans.",
          "Giù per la scala Casse-Cou fino alle viuzze del Petit-Champlain e a Place Royale, poi le cascate Montmorency, più alte del Niagara, e oltre il ponte fino alle fattorie dell'Île d'Orléans.",
          "Bajada por la escalera Casse-Cou hasta las callejuelas del Petit-Champlain y la Place Royale, y después las cataratas Montmorency, más altas que el Niágara, y el puente hacia las granjas de la isla de Orleans.",
          "L'escalier Casse-Cou jusqu'aux ruelles du Petit-Champlain et à la place Royale, puis la chute Montmorency, plus haute que le Niagara, et le pont vers les fermes de l'île d'Orléans.",
          "Die Treppe Casse-Cou hinab zu den Gassen von Petit-Champlain und zur Place Royale, dann zu den Montmorency-Fällen, höher als der Niagara, und über die Brücke zu den Höfen der Île d'Orléans.",
        ],
      ],
      [
        "food",
        [
          "Quebec City: tourtière, maple and the Old Port market",
          "Québec: tourtière, acero e il mercato del Vecchio Porto",
          "Quebec: tourtière, arce y el mercado del Viejo Puerto",
          "Québec : tourtière, érable et marché du Vieux-Port",
          "Québec: Tourtière, Ahorn und der Markt am alten Hafen",
        ],
        [
          "The producers' stalls of the Old Port Market, a Québécois lunch of tourtière, pea soup and sugar pie, and maple taffy rolled on snow at a sugar shack outside the city.",
          "I banchi dei produttori del mercato del Vecchio Porto, un pranzo québécois con tourtière, zuppa di piselli e torta allo zucchero, e la tire d'acero arrotolata sulla neve in una cabane à sucre fuori città.",
          "Los puestos de productores del mercado del Viejo Puerto, una comida quebequesa de tourtière, sopa de guisantes y tarta de azúcar, y el caramelo de arce enrollado en nieve en una cabane à sucre a las afueras.",
          "Les étals de producteurs du Marché du Vieux-Port, un repas québécois de tourtière, soupe aux pois et tarte au sucre, et la tire d'érable sur la neige dans une cabane à sucre aux portes de la ville.",
          "Die Erzeugerstände im Markt am alten Hafen, ein Québecer Mittagessen mit Tourtière, Erbsensuppe und Zuckerkuchen und Ahorntoffee auf Schnee in einer Cabane à sucre vor der Stadt.",
        ],
      ],
    ],
  },
  "CAN Yellowknife": {
    days: [
      [
        "see",
        [
          "Yellowknife: Old Town and the Bush Pilot's Monument",
          "Yellowknife: la Old Town e il monumento ai piloti",
          "Yellowknife: la Old Town y el monumento a los pilotos",
          "Yellowknife : la Old Town et le monument aux pilotes",
          "Yellowknife: Old Town und das Buschpiloten-Denkmal",
        ],
        [
          "The Bush Pilot's Monument on its rock above Old Town, the houseboats of Yellowknife Bay and Ragged Ass Road, then the Dene and Inuit collections of the Prince of Wales Northern Heritage museum.",
          "Il monumento ai piloti della boscaglia sulla sua roccia sopra la Old Town, le case galleggianti della Yellowknife Bay e Ragged Ass Road, poi le collezioni dene e inuit del museo Prince of Wales Northern Heritage.",
          "El monumento a los pilotos de la selva boreal sobre su roca encima de la Old Town, las casas flotantes de la bahía de Yellowknife y Ragged Ass Road, y después las colecciones dene e inuit del museo Prince of Wales Northern Heritage.",
          "Le monument aux pilotes de brousse sur son rocher au-dessus de la Old Town, les maisons flottantes de la baie de Yellowknife et Ragged Ass Road, puis les collections dénées et inuites du musée Prince of Wales Northern Heritage.",
          "Das Buschpiloten-Denkmal auf seinem Felsen über der Old Town, die Hausboote der Yellowknife Bay und die Ragged Ass Road, dann die Dene- und Inuit-Sammlungen des Museums Prince of Wales Northern Heritage.",
        ],
      ],
      [
        "food",
        [
          "Yellowknife: whitefish, bison and Arctic char",
          "Yellowknife: coregone, bisonte e salmerino artico",
          "Yellowknife: pescado blanco, bisonte y trucha ártica",
          "Yellowknife : corégone, bison et omble chevalier",
          "Yellowknife: Renke, Bison und Seesaibling",
        ],
        [
          "Fish and chips of Great Slave Lake whitefish and pickerel at Bullock's Bistro in an Old Town shack, bison and Arctic char from the north, and bannock, the frybread of the Dene.",
          "Fish and chips di coregone e lucioperca del Grande Lago degli Schiavi da Bullock's Bistro, in una baracca della Old Town, bisonte e salmerino artico del nord e il bannock, il pane fritto dei Dene.",
          "Fish and chips de pescado blanco y lucioperca del Gran Lago del Esclavo en Bullock's Bistro, una cabaña de la Old Town, bisonte y trucha ártica del norte y el bannock, el pan frito de los dene.",
          "Fish and chips de corégone et de doré du Grand lac des Esclaves chez Bullock's Bistro, une cabane de la Old Town, bison et omble chevalier du Nord, et la bannique, le pain frit des Dénés.",
          "Fish and Chips aus Renke und Zander vom Großen Sklavensee im Bullock's Bistro, einer Hütte in der Old Town, Bison und Seesaibling aus dem Norden und Bannock, das Fladenbrot der Dene.",
        ],
      ],
    ],
  },
  "CAN Great Slave Lake": {
    months: [12, 3],
    days: [
      [
        "see",
        [
          "Great Slave Lake: dog sleds and the ice road to Dettah",
          "Grande Lago degli Schiavi: slitte e la strada di ghiaccio per Dettah",
          "Gran Lago del Esclavo: trineos y la carretera de hielo a Dettah",
          "Grand lac des Esclaves : traîneaux et route de glace vers Dettah",
          "Großer Sklavensee: Hundeschlitten und die Eisstraße nach Dettah",
        ],
        [
          "A dog sled run across the frozen bay with a local musher, then the ice road over the lake to the Dene village of Dettah, where Yellowknives Dene elders tell of life on the land.",
          "Una corsa in slitta trainata dai cani sulla baia ghiacciata con un musher locale, poi la strada di ghiaccio sul lago fino al villaggio dene di Dettah, dove gli anziani raccontano la vita sulla terra.",
          "Un recorrido en trineo de perros por la bahía helada con un musher local, y después la carretera de hielo sobre el lago hasta el pueblo dene de Dettah, donde los mayores cuentan la vida en el territorio.",
          "Une sortie en traîneau à chiens sur la baie gelée avec un musher local, puis la route de glace sur le lac jusqu'au village déné de Dettah, où les aînés racontent la vie sur le territoire.",
          "Eine Hundeschlittenfahrt über die zugefrorene Bucht mit einem örtlichen Musher, dann die Eisstraße über den See ins Dene-Dorf Dettah, wo die Ältesten vom Leben auf dem Land erzählen.",
        ],
      ],
      [
        "see",
        [
          "Great Slave Lake: ice fishing and the northern lights",
          "Grande Lago degli Schiavi: pesca nel ghiaccio e aurora boreale",
          "Gran Lago del Esclavo: pesca en el hielo y auroras boreales",
          "Grand lac des Esclaves : pêche blanche et aurores boréales",
          "Großer Sklavensee: Eisangeln und Nordlichter",
        ],
        [
          "Fishing for lake trout through holes drilled in the ice from a heated tent, a snowmobile run across the lake, and after dark the aurora from a cabin on the shore.",
          "La pesca della trota di lago da un buco nel ghiaccio, al riparo di una tenda riscaldata, un giro in motoslitta sul lago e, dopo il tramonto, l'aurora boreale da una baita sulla riva.",
          "La pesca de truchas de lago por agujeros abiertos en el hielo desde una tienda con calefacción, una vuelta en moto de nieve por el lago y, ya de noche, la aurora desde una cabaña en la orilla.",
          "La pêche au touladi par des trous percés dans la glace, depuis une tente chauffée, une sortie en motoneige sur le lac et, la nuit venue, les aurores depuis un chalet sur la rive.",
          "Eisangeln auf Seeforellen durch gebohrte Löcher aus einem beheizten Zelt, eine Schneemobiltour über den See und nach Einbruch der Dunkelheit das Polarlicht von einer Hütte am Ufer.",
        ],
      ],
    ],
  },
  "GRL Nuuk": {
    days: [
      [
        "see",
        [
          "Nuuk: the old colonial port and the National Museum",
          "Nuuk: il vecchio porto coloniale e il Museo nazionale",
          "Nuuk: el viejo puerto colonial y el Museo Nacional",
          "Nuuk : le vieux port colonial et le Musée national",
          "Nuuk: der alte Kolonialhafen und das Nationalmuseum",
        ],
        [
          "The wooden houses of the old colonial quarter, the red Church of Our Saviour and the statue of Hans Egede, then the Greenland National Museum and its Qilakitsoq mummies and skin kayaks.",
          "Le case di legno del vecchio quartiere coloniale, la chiesa rossa del Salvatore e la statua di Hans Egede, poi il Museo nazionale della Groenlandia con le mummie di Qilakitsoq e i kayak di pelle.",
          "Las casas de madera del viejo barrio colonial, la iglesia roja del Salvador y la estatua de Hans Egede, y después el Museo Nacional de Groenlandia con las momias de Qilakitsoq y los kayaks de piel.",
          "Les maisons de bois du vieux quartier colonial, l'église rouge du Sauveur et la statue de Hans Egede, puis le Musée national du Groenland avec les momies de Qilakitsoq et les kayaks en peau.",
          "Die Holzhäuser des alten Kolonialviertels, die rote Erlöserkirche und die Statue von Hans Egede, dann das Grönländische Nationalmuseum mit den Mumien von Qilakitsoq und den Fellkajaks.",
        ],
      ],
      [
        "see",
        [
          "Nuuk: the fjord by boat to Qoornoq",
          "Nuuk: il fiordo in barca fino a Qoornoq",
          "Nuuk: el fiordo en barco hasta Qoornoq",
          "Nuuk : le fjord en bateau jusqu'à Qoornoq",
          "Nuuk: mit dem Boot durch den Fjord nach Qoornoq",
        ],
        [
          "A boat into Nuuk Fjord, one of the longest in the world, past the peak of Sermitsiaq to Qoornoq, an old fishing settlement whose painted houses are now summer homes.",
          "In barca nel fiordo di Nuuk, uno dei più lunghi del mondo, oltre la vetta del Sermitsiaq fino a Qoornoq, vecchio villaggio di pescatori le cui case colorate sono oggi case per l'estate.",
          "En barco por el fiordo de Nuuk, uno de los más largos del mundo, ante el pico del Sermitsiaq hasta Qoornoq, antiguo pueblo pesquero cuyas casas pintadas son hoy casas de verano.",
          "En bateau dans le fjord de Nuuk, l'un des plus longs du monde, devant le pic du Sermitsiaq jusqu'à Qoornoq, ancien village de pêcheurs dont les maisons peintes sont devenues des maisons d'été.",
          "Mit dem Boot in den Nuuk-Fjord, einen der längsten der Welt, am Gipfel des Sermitsiaq vorbei nach Qoornoq, einer alten Fischersiedlung, deren bunte Häuser heute Sommerhäuser sind.",
        ],
      ],
      [
        "food",
        [
          "Nuuk: the hunters' market and a kaffemik",
          "Nuuk: il mercato dei cacciatori e un kaffemik",
          "Nuuk: el mercado de los cazadores y un kaffemik",
          "Nuuk : le marché des chasseurs et un kaffemik",
          "Nuuk: der Jägermarkt und ein Kaffemik",
        ],
        [
          "The Kalaaliaraq market, where hunters and fishers sell seal, whale and halibut, a bowl of suaasat soup, musk ox and Arctic char, and cakes and coffee at a kaffemik in a local home.",
          "Il mercato Kalaaliaraq, dove cacciatori e pescatori vendono foca, balena e halibut, una scodella di zuppa suaasat, bue muschiato e salmerino artico, e dolci e caffè a un kaffemik in una casa del posto.",
          "El mercado Kalaaliaraq, donde cazadores y pescadores venden foca, ballena e hipogloso, un cuenco de sopa suaasat, buey almizclero y trucha ártica, y pasteles y café en un kaffemik en una casa local.",
          "Le marché Kalaaliaraq, où chasseurs et pêcheurs vendent phoque, baleine et flétan, un bol de soupe suaasat, bœuf musqué et omble chevalier, puis gâteaux et café lors d'un kaffemik chez l'habitant.",
          "Der Markt Kalaaliaraq, wo Jäger und Fischer Robbe, Wal und Heilbutt verkaufen, eine Schale Suaasat-Suppe, Moschusochse und Seesaibling sowie Kuchen und Kaffee bei einem Kaffemik in einem Privathaus.",
        ],
      ],
    ],
  },
  "GRL Kangerlussuaq": {
    days: [
      [
        "see",
        [
          "Kangerlussuaq: musk oxen on the tundra",
          "Kangerlussuaq: buoi muschiati nella tundra",
          "Kangerlussuaq: bueyes almizcleros en la tundra",
          "Kangerlussuaq : bœufs musqués dans la toundra",
          "Kangerlussuaq: Moschusochsen in der Tundra",
        ],
        [
          "A 4x4 tour of the tundra valleys around Kangerlussuaq looking for musk oxen, caribou and Arctic foxes, with a walk up Black Ridge for the view over the fjord and the Watson River.",
          "Un giro in 4x4 nelle valli della tundra intorno a Kangerlussuaq alla ricerca di buoi muschiati, caribù e volpi artiche, con una salita al Black Ridge per la vista sul fiordo e sul fiume Watson.",
          "Un recorrido en 4x4 por los valles de tundra de Kangerlussuaq en busca de bueyes almizcleros, caribúes y zorros árticos, con una subida al Black Ridge para ver el fiordo y el río Watson.",
          "Un tour en 4x4 dans les vallées de toundra autour de Kangerlussuaq à la recherche de bœufs musqués, de caribous et de renards polaires, avec une montée au Black Ridge pour la vue sur le fjord et la Watson.",
          "Eine Geländewagentour durch die Tundratäler rund um Kangerlussuaq auf der Suche nach Moschusochsen, Karibus und Polarfüchsen, dazu ein Aufstieg auf den Black Ridge mit Blick auf Fjord und Watson River.",
        ],
      ],
    ],
  },
  "GRL Greenland Ice Sheet": {
    days: [
      [
        "see",
        [
          "Greenland Ice Sheet: a walk on the ice at Point 660",
          "Calotta glaciale: a piedi sul ghiaccio al Point 660",
          "Inlandsis de Groenlandia: a pie sobre el hielo en el Point 660",
          "Inlandsis du Groenland : marche sur la glace au Point 660",
          "Grönländisches Inlandeis: zu Fuß aufs Eis am Point 660",
        ],
        [
          "A 4x4 up the gravel road built as a car test track to Point 660, the edge of the ice sheet, then a guided walk out onto the ice among its ridges, crevasses and meltwater channels.",
          "In 4x4 sulla strada sterrata nata come pista di prova per le auto fino al Point 660, il bordo della calotta, poi una camminata guidata sul ghiaccio tra creste, crepacci e canali di fusione.",
          "En 4x4 por la pista de grava construida como circuito de pruebas de coches hasta el Point 660, el borde del inlandsis, y después una caminata guiada sobre el hielo entre crestas, grietas y canales de deshielo.",
          "En 4x4 par la piste de gravier tracée pour tester des voitures jusqu'au Point 660, au bord de l'inlandsis, puis une marche guidée sur la glace entre crêtes, crevasses et chenaux de fonte.",
          "Mit dem Geländewagen über die als Autoteststrecke gebaute Schotterpiste zum Point 660 am Rand des Inlandeises, dann eine geführte Wanderung aufs Eis zwischen Rücken, Spalten und Schmelzwasserrinnen.",
        ],
      ],
      [
        "see",
        [
          "Greenland Ice Sheet: the front of the Russell Glacier",
          "Calotta glaciale: il fronte del ghiacciaio Russell",
          "Inlandsis de Groenlandia: el frente del glaciar Russell",
          "Inlandsis du Groenland : le front du glacier Russell",
          "Grönländisches Inlandeis: die Front des Russell-Gletschers",
        ],
        [
          "Out to the Russell Glacier, where the ice sheet ends in a wall of ice above the tundra, past the wreck of an old aircraft and the canyon of the Watson River, with musk oxen on the slopes.",
          "Fino al ghiacciaio Russell, dove la calotta finisce in un muro di ghiaccio sopra la tundra, oltre il relitto di un vecchio aereo e il canyon del fiume Watson, con i buoi muschiati sui pendii.",
          "Hasta el glaciar Russell, donde el inlandsis termina en un muro de hielo sobre la tundra, junto a los restos de un viejo avión y el cañón del río Watson, con bueyes almizcleros en las laderas.",
          "Jusqu'au glacier Russell, où l'inlandsis s'achève en un mur de glace au-dessus de la toundra, devant l'épave d'un vieil avion et le canyon de la Watson, avec des bœufs musqués sur les pentes.",
          "Hinaus zum Russell-Gletscher, wo das Inlandeis in einer Eiswand über der Tundra endet, vorbei am Wrack eines alten Flugzeugs und am Canyon des Watson River, mit Moschusochsen an den Hängen.",
        ],
      ],
    ],
  },
  "GRL Aasiaat": {
    days: [
      [
        "see",
        [
          "Aasiaat: the town of a hundred islands",
          "Aasiaat: la città dalle cento isole",
          "Aasiaat: el pueblo de las cien islas",
          "Aasiaat : la ville aux cent îles",
          "Aasiaat: die Stadt der hundert Inseln",
        ],
        [
          "A walk over the rock between the painted houses of Aasiaat, the museum in the old colonial manager's house, the sled dog yards, and the view over the low skerries of its archipelago.",
          "Una passeggiata sulla roccia tra le case dipinte di Aasiaat, il museo nella vecchia casa del governatore coloniale, i recinti dei cani da slitta e la vista sugli isolotti bassi del suo arcipelago.",
          "Un paseo por la roca entre las casas pintadas de Aasiaat, el museo en la antigua casa del administrador colonial, los perros de trineo y la vista sobre los islotes bajos de su archipiélago.",
          "Une promenade sur le rocher entre les maisons peintes d'Aasiaat, le musée dans l'ancienne maison du gérant colonial, les chiens de traîneau et la vue sur les îlots bas de son archipel.",
          "Ein Spaziergang über den Fels zwischen den bunten Häusern von Aasiaat, das Museum im alten Haus des Kolonialverwalters, die Schlittenhunde und der Blick über die flachen Schären des Archipels.",
        ],
      ],
      [
        "food",
        [
          "Aasiaat: Disko Bay shrimp and a kaffemik",
          "Aasiaat: gamberi della baia di Disko e un kaffemik",
          "Aasiaat: camarones de la bahía de Disko y un kaffemik",
          "Aasiaat : crevettes de la baie de Disko et un kaffemik",
          "Aasiaat: Garnelen aus der Diskobucht und ein Kaffemik",
        ],
        [
          "Cold-water shrimp from Disko Bay, halibut and dried fish, with a kaffemik in a local home where cakes, coffee and stories of hunting and dog sledding are shared.",
          "Gamberi d'acqua fredda della baia di Disko, halibut e pesce essiccato, e un kaffemik in una casa del posto tra dolci, caffè e racconti di caccia e di slitte.",
          "Camarones de agua fría de la bahía de Disko, hipogloso y pescado seco, y un kaffemik en una casa local entre pasteles, café e historias de caza y de trineos.",
          "Crevettes d'eau froide de la baie de Disko, flétan et poisson séché, et un kaffemik chez l'habitant autour de gâteaux, de café et de récits de chasse et de traîneau.",
          "Kaltwassergarnelen aus der Diskobucht, Heilbutt und Trockenfisch und ein Kaffemik in einem Privathaus mit Kuchen, Kaffee und Geschichten von Jagd und Hundeschlitten.",
        ],
      ],
    ],
  },
  "GRL Disko Bay": {
    months: [6, 9],
    days: [
      [
        "boat",
        [
          "Disko Bay: to Qeqertarsuaq on Disko Island",
          "Baia di Disko: a Qeqertarsuaq sull'isola di Disko",
          "Bahía de Disko: a Qeqertarsuaq en la isla de Disko",
          "Baie de Disko : vers Qeqertarsuaq sur l'île de Disko",
          "Diskobucht: nach Qeqertarsuaq auf der Diskoinsel",
        ],
        [
          "Across the bay among icebergs to Qeqertarsuaq on Disko Island, below its basalt mountains, with a walk to the Kuannit basalt shore and the valley of the Lyngmark glacier.",
          "Attraverso la baia tra gli iceberg fino a Qeqertarsuaq, sull'isola di Disko, sotto le sue montagne di basalto, con una camminata alla costa basaltica di Kuannit e alla valle del ghiacciaio Lyngmark.",
          "Travesía de la bahía entre icebergs hasta Qeqertarsuaq, en la isla de Disko, bajo sus montañas de basalto, con una caminata a la costa basáltica de Kuannit y al valle del glaciar Lyngmark.",
          "La traversée de la baie parmi les icebergs jusqu'à Qeqertarsuaq, sur l'île de Disko, sous ses montagnes de basalte, avec une marche vers la côte basaltique de Kuannit et la vallée du glacier Lyngmark.",
          "Zwischen Eisbergen über die Bucht nach Qeqertarsuaq auf der Diskoinsel unter ihren Basaltbergen, mit einer Wanderung zur Basaltküste von Kuannit und ins Tal des Lyngmark-Gletschers.",
        ],
      ],
      [
        "boat",
        [
          "Disko Bay: the calving front of the Eqi Glacier",
          "Baia di Disko: il fronte del ghiacciaio Eqi",
          "Bahía de Disko: el frente del glaciar Eqi",
          "Baie de Disko : le front du glacier Eqi",
          "Diskobucht: die Abbruchkante des Eqi-Gletschers",
        ],
        [
          "North along the coast past Oqaatsut to the Eqi Glacier, where the boat waits at a safe distance from its ice wall for blocks to crash into the sea, watching for humpback whales on the way.",
          "Verso nord lungo la costa oltre Oqaatsut fino al ghiacciaio Eqi, dove la barca attende a distanza di sicurezza dal muro di ghiaccio che i blocchi crollino in mare, con le megattere lungo il percorso.",
          "Hacia el norte por la costa, pasando Oqaatsut, hasta el glaciar Eqi, donde el barco espera a distancia segura del muro de hielo a que los bloques caigan al mar, con yubartas por el camino.",
          "Vers le nord le long de la côte, par Oqaatsut, jusqu'au glacier Eqi, où le bateau attend à bonne distance du mur de glace que des blocs s'effondrent dans la mer, en guettant les baleines à bosse.",
          "Nach Norden an der Küste entlang, vorbei an Oqaatsut, zum Eqi-Gletscher, wo das Boot in sicherem Abstand vor der Eiswand wartet, bis Blöcke ins Meer stürzen, unterwegs Ausschau nach Buckelwalen.",
        ],
      ],
      [
        "boat",
        [
          "Disko Bay: Ilimanaq and the icebergs of the icefjord",
          "Baia di Disko: Ilimanaq e gli iceberg del fiordo",
          "Bahía de Disko: Ilimanaq y los icebergs del fiordo",
          "Baie de Disko : Ilimanaq et les icebergs du fjord",
          "Diskobucht: Ilimanaq und die Eisberge des Eisfjords",
        ],
        [
          "Among the giant icebergs grounded at the mouth of the icefjord to the small settlement of Ilimanaq, with its old colonial houses and a walk along the shore.",
          "Tra gli iceberg giganti arenati alla bocca del fiordo ghiacciato fino al piccolo villaggio di Ilimanaq, con le sue vecchie case coloniali e una passeggiata lungo la riva.",
          "Entre los icebergs gigantes varados en la boca del fiordo helado hasta el pequeño asentamiento de Ilimanaq, con sus viejas casas coloniales y un paseo por la orilla.",
          "Parmi les icebergs géants échoués à l'embouchure du fjord glacé jusqu'au petit village d'Ilimanaq, avec ses vieilles maisons coloniales et une balade sur le rivage.",
          "Zwischen den riesigen, an der Mündung des Eisfjords gestrandeten Eisbergen zur kleinen Siedlung Ilimanaq mit ihren alten Kolonialhäusern und einem Spaziergang am Ufer.",
        ],
      ],
    ],
  },
  "GRL Ilulissat": {
    days: [
      [
        "see",
        [
          "Ilulissat: Knud Rasmussen's house and the old port",
          "Ilulissat: la casa di Knud Rasmussen e il vecchio porto",
          "Ilulissat: la casa de Knud Rasmussen y el viejo puerto",
          "Ilulissat : la maison de Knud Rasmussen et le vieux port",
          "Ilulissat: das Haus von Knud Rasmussen und der alte Hafen",
        ],
        [
          "The birthplace of the polar explorer Knud Rasmussen, now a museum, the Zion's Church above the bay of icebergs, the fishing boats of the old port and the sled dogs on the edge of town.",
          "La casa natale dell'esploratore polare Knud Rasmussen, oggi museo, la chiesa di Sion sopra la baia degli iceberg, i pescherecci del vecchio porto e i cani da slitta ai margini della città.",
          "La casa natal del explorador polar Knud Rasmussen, hoy museo, la iglesia de Sion sobre la bahía de los icebergs, los pesqueros del viejo puerto y los perros de trineo a las afueras.",
          "La maison natale de l'explorateur polaire Knud Rasmussen, devenue musée, l'église de Sion au-dessus de la baie des icebergs, les bateaux de pêche du vieux port et les chiens de traîneau aux abords de la ville.",
          "Das Geburtshaus des Polarforschers Knud Rasmussen, heute Museum, die Zionskirche über der Bucht voller Eisberge, die Fischerboote im alten Hafen und die Schlittenhunde am Ortsrand.",
        ],
      ],
      [
        "food",
        [
          "Ilulissat: halibut from the icefjord",
          "Ilulissat: l'halibut del fiordo ghiacciato",
          "Ilulissat: el hipogloso del fiordo helado",
          "Ilulissat : le flétan du fjord glacé",
          "Ilulissat: Heilbutt aus dem Eisfjord",
        ],
        [
          "Greenland halibut caught on long lines among the icebergs, served smoked or pan-fried, with musk ox, snow crab and the flaming Greenlandic coffee poured at the table.",
          "L'halibut di Groenlandia pescato con i palamiti tra gli iceberg, servito affumicato o in padella, con bue muschiato, granceola artica e il caffè groenlandese flambé servito al tavolo.",
          "El hipogloso de Groenlandia pescado con palangre entre icebergs, ahumado o a la plancha, con buey almizclero, cangrejo de las nieves y el café groenlandés flambeado en la mesa.",
          "Le flétan du Groenland pêché à la palangre parmi les icebergs, fumé ou poêlé, avec du bœuf musqué, du crabe des neiges et le café groenlandais flambé à table.",
          "Grönländischer Heilbutt, mit Langleinen zwischen den Eisbergen gefangen, geräuchert oder gebraten, dazu Moschusochse, Schneekrabbe und der am Tisch flambierte Grönlandkaffee.",
        ],
      ],
    ],
  },
  "GRL Ilulissat Icefjord": {
    days: [
      [
        "see",
        [
          "Ilulissat Icefjord: the boardwalk to Sermermiut",
          "Fiordo ghiacciato di Ilulissat: la passerella di Sermermiut",
          "Fiordo helado de Ilulissat: la pasarela de Sermermiut",
          "Fjord glacé d'Ilulissat : la passerelle de Sermermiut",
          "Eisfjord von Ilulissat: der Holzsteg nach Sermermiut",
        ],
        [
          "The boardwalk through the valley of Sermermiut, where Inuit cultures lived for thousands of years, to the rocks above the mouth of the icefjord, packed with icebergs from the Sermeq Kujalleq glacier.",
          "La passerella nella valle di Sermermiut, dove le culture inuit hanno vissuto per millenni, fino alle rocce sopra la bocca del fiordo, colma degli iceberg del ghiacciaio Sermeq Kujalleq.",
          "La pasarela por el valle de Sermermiut, donde vivieron culturas inuit durante milenios, hasta las rocas sobre la boca del fiordo, repleta de icebergs del glaciar Sermeq Kujalleq.",
          "La passerelle dans la vallée de Sermermiut, où des cultures inuites ont vécu pendant des millénaires, jusqu'aux rochers au-dessus de l'embouchure du fjord, encombrée d'icebergs du glacier Sermeq Kujalleq.",
          "Der Holzsteg durch das Tal von Sermermiut, wo Inuit-Kulturen jahrtausendelang lebten, zu den Felsen über der Mündung des Fjords, die voller Eisberge des Gletschers Sermeq Kujalleq liegt.",
        ],
      ],
      [
        "see",
        [
          "Ilulissat Icefjord: the high trail and a flight over the glacier",
          "Fiordo ghiacciato di Ilulissat: il sentiero alto e un volo sul ghiacciaio",
          "Fiordo helado de Ilulissat: el sendero alto y un vuelo sobre el glaciar",
          "Fjord glacé d'Ilulissat : le sentier haut et un survol du glacier",
          "Eisfjord von Ilulissat: der Höhenweg und ein Flug über den Gletscher",
        ],
        [
          "The marked blue trail over the rocks to Holmen hill, above the ice-choked fjord, and a sightseeing flight up the fjord to the front of Sermeq Kujalleq, one of the fastest glaciers on Earth.",
          "Il sentiero blu segnato sulle rocce fino alla collina di Holmen, sopra il fiordo intasato di ghiaccio, e un volo panoramico lungo il fiordo fino al fronte del Sermeq Kujalleq, uno dei ghiacciai più veloci della Terra.",
          "El sendero azul señalizado por las rocas hasta la colina de Holmen, sobre el fiordo atestado de hielo, y un vuelo panorámico fiordo arriba hasta el frente del Sermeq Kujalleq, uno de los glaciares más rápidos del planeta.",
          "Le sentier bleu balisé sur les rochers jusqu'à la colline de Holmen, au-dessus du fjord encombré de glace, et un survol du fjord jusqu'au front du Sermeq Kujalleq, l'un des glaciers les plus rapides du monde.",
          "Der blau markierte Weg über die Felsen zum Hügel Holmen über dem eisgefüllten Fjord und ein Rundflug den Fjord hinauf zur Front des Sermeq Kujalleq, eines der schnellsten Gletscher der Erde.",
        ],
      ],
    ],
  },
  "GRL Tasiilaq": {
    days: [
      [
        "see",
        [
          "Tasiilaq: the Flower Valley and the old church museum",
          "Tasiilaq: la Valle dei Fiori e il museo nella vecchia chiesa",
          "Tasiilaq: el valle de las Flores y el museo de la vieja iglesia",
          "Tasiilaq : la vallée des Fleurs et le musée de la vieille église",
          "Tasiilaq: das Blumental und das Museum in der alten Kirche",
        ],
        [
          "The Ammassalik Museum in the old church, with its masks and tupilak carvings, then a walk up the Flower Valley behind the town toward the peaks that close the valley.",
          "Il museo di Ammassalik nella vecchia chiesa, con le sue maschere e le sculture tupilak, poi una camminata nella Valle dei Fiori dietro la città verso le vette che la chiudono.",
          "El museo de Ammassalik en la vieja iglesia, con sus máscaras y tallas tupilak, y después una caminata por el valle de las Flores, detrás del pueblo, hacia los picos que lo cierran.",
          "Le musée d'Ammassalik dans la vieille église, avec ses masques et ses tupilaks sculptés, puis une marche dans la vallée des Fleurs derrière la ville vers les sommets qui la ferment.",
          "Das Ammassalik-Museum in der alten Kirche mit seinen Masken und geschnitzten Tupilaks, dann eine Wanderung durch das Blumental hinter dem Ort zu den Gipfeln, die es abschließen.",
        ],
      ],
      [
        "see",
        [
          "Tasiilaq: icebergs of the Sermilik Fjord",
          "Tasiilaq: gli iceberg del fiordo di Sermilik",
          "Tasiilaq: los icebergs del fiordo Sermilik",
          "Tasiilaq : les icebergs du fjord de Sermilik",
          "Tasiilaq: Eisberge im Sermilik-Fjord",
        ],
        [
          "A boat with a local hunter, or a dog sled when the fjord is frozen, into Sermilik Fjord, crowded with icebergs from the glaciers of the ice sheet, to the small settlement of Tiniteqilaaq on its shore.",
          "Una barca con un cacciatore del posto, o una slitta trainata dai cani quando il fiordo è gelato, nel fiordo di Sermilik, affollato di iceberg staccati dai ghiacciai della calotta, fino al piccolo villaggio di Tiniteqilaaq sulla sua riva.",
          "Un barco con un cazador local, o un trineo de perros cuando el fiordo está helado, por el fiordo Sermilik, lleno de icebergs de los glaciares del inlandsis, hasta el pequeño asentamiento de Tiniteqilaaq en su orilla.",
          "Un bateau avec un chasseur local, ou un traîneau à chiens quand le fjord est gelé, dans le fjord de Sermilik, encombré d'icebergs venus des glaciers de l'inlandsis, jusqu'au petit village de Tiniteqilaaq sur sa rive.",
          "Mit einem einheimischen Jäger per Boot oder, wenn der Fjord zugefroren ist, im Hundeschlitten in den Sermilik-Fjord voller Eisberge von den Gletschern des Inlandeises, zur kleinen Siedlung Tiniteqilaaq an seinem Ufer.",
        ],
      ],
      [
        "food",
        [
          "Tasiilaq: seal, dried capelin and suaasat",
          "Tasiilaq: foca, capelin essiccato e suaasat",
          "Tasiilaq: foca, capelán seco y suaasat",
          "Tasiilaq : phoque, capelan séché et suaasat",
          "Tasiilaq: Robbe, getrocknete Lodde und Suaasat",
        ],
        [
          "A meal of East Greenland's hunting food with a local family: suaasat soup of seal, dried capelin and Arctic char, and mattak, the whale skin eaten raw with its layer of fat.",
          "Un pasto della tradizione di caccia della Groenlandia orientale con una famiglia del posto: zuppa suaasat di foca, capelin e salmerino essiccati e il mattak, la pelle di balena mangiata cruda con il suo grasso.",
          "Una comida de la tradición cazadora de Groenlandia oriental con una familia local: sopa suaasat de foca, capelán y trucha ártica secos y el mattak, la piel de ballena que se come cruda con su grasa.",
          "Un repas de chasse du Groenland oriental avec une famille locale : soupe suaasat au phoque, capelan et omble séchés, et le mattak, la peau de baleine mangée crue avec son gras.",
          "Ein Essen aus der Jagdküche Ostgrönlands bei einer einheimischen Familie: Suaasat-Suppe mit Robbe, getrocknete Lodde und Saibling und Mattak, roh gegessene Walhaut mit ihrer Speckschicht.",
        ],
      ],
    ],
  },
  "MEX Mexico City": {
    days: [
      [
        "see",
        [
          "Mexico City: the Zócalo and the Templo Mayor",
          "Città del Messico: lo Zócalo e il Templo Mayor",
          "Ciudad de México: el Zócalo y el Templo Mayor",
          "Mexico : le Zócalo et le Templo Mayor",
          "Mexiko-Stadt: der Zócalo und der Templo Mayor",
        ],
        [
          "The Zócalo and the Metropolitan Cathedral, the ruins of the Aztec Templo Mayor beside them, Diego Rivera's murals in the National Palace, and the Palacio de Bellas Artes; if the day falls on a Monday, when the Templo Mayor and the National Palace are closed, the ruins are seen from the street above them.",
          "Lo Zócalo e la cattedrale metropolitana, accanto le rovine del Templo Mayor azteco, i murales di Diego Rivera nel Palazzo Nazionale e il Palacio de Bellas Artes; se il giorno cade di lunedì, quando il Templo Mayor e il Palazzo Nazionale sono chiusi, le rovine si vedono dalla strada che le sovrasta.",
          "El Zócalo y la Catedral Metropolitana, junto a ellos las ruinas del Templo Mayor mexica, los murales de Diego Rivera en el Palacio Nacional y el Palacio de Bellas Artes; si el día cae en lunes, cuando el Templo Mayor y el Palacio Nacional cierran, las ruinas se ven desde la calle que las domina.",
          "Le Zócalo et la cathédrale métropolitaine, à côté les ruines du Templo Mayor aztèque, les fresques de Diego Rivera au Palais national et le Palacio de Bellas Artes ; si la journée tombe un lundi, jour de fermeture du Templo Mayor et du Palais national, les ruines se voient depuis la rue qui les surplombe.",
          "Der Zócalo und die Kathedrale, gleich daneben die Ruinen des aztekischen Templo Mayor, Diego Riveras Wandbilder im Nationalpalast und der Palacio de Bellas Artes; fällt der Tag auf einen Montag, an dem Templo Mayor und Nationalpalast geschlossen sind, sieht man die Ruinen von der Straße darüber.",
        ],
      ],
      [
        "see",
        [
          "Mexico City: Chapultepec and the Anthropology Museum",
          "Città del Messico: Chapultepec e il Museo di Antropologia",
          "Ciudad de México: Chapultepec y el Museo de Antropología",
          "Mexico : Chapultepec et le musée d'Anthropologie",
          "Mexiko-Stadt: Chapultepec und das Anthropologiemuseum",
        ],
        [
          "The National Museum of Anthropology in Chapultepec Park, with the Aztec Sun Stone and Pakal's jade mask, or, if the day falls on a Monday, when it is closed, a walk through the park and around its lakes, then the Art Deco streets and leafy squares of Roma and Condesa.",
          "Il Museo nazionale di Antropologia nel bosco di Chapultepec, con la Pietra del Sole azteca e la maschera di giada di Pakal o, se il giorno cade di lunedì, quando è chiuso, una passeggiata nel bosco e attorno ai suoi laghi, poi le strade art déco e le piazze alberate di Roma e Condesa.",
          "El Museo Nacional de Antropología en el Bosque de Chapultepec, con la Piedra del Sol y la máscara de jade de Pakal o, si el día cae en lunes, cuando cierra, un paseo por el bosque y sus lagos, y después las calles art déco y las plazas arboladas de la Roma y la Condesa.",
          "Le musée national d'Anthropologie dans le bois de Chapultepec, avec la Pierre du Soleil aztèque et le masque de jade de Pakal ou, si la journée tombe un lundi, jour de sa fermeture, une promenade dans le bois et autour de ses lacs, puis les rues Art déco et les places ombragées de Roma et Condesa.",
          "Das Nationalmuseum für Anthropologie im Chapultepec-Park mit dem aztekischen Sonnenstein und Pakals Jademaske oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, ein Spaziergang durch den Park und um seine Seen, danach die Art-déco-Straßen und grünen Plätze von Roma und Condesa.",
        ],
      ],
      [
        "see",
        [
          "Mexico City: Coyoacán and the boats of Xochimilco",
          "Città del Messico: Coyoacán e le barche di Xochimilco",
          "Ciudad de México: Coyoacán y las trajineras de Xochimilco",
          "Mexico : Coyoacán et les barques de Xochimilco",
          "Mexiko-Stadt: Coyoacán und die Boote von Xochimilco",
        ],
        [
          "Frida Kahlo's Casa Azul, except on a Monday, when it is closed, and the colonial squares of Coyoacán, then a painted trajinera boat along the canals of Xochimilco, with mariachis and food sellers paddling alongside.",
          "La Casa Azul di Frida Kahlo, tranne il lunedì, quando è chiusa, e le piazze coloniali di Coyoacán, poi una trajinera dipinta sui canali di Xochimilco, con mariachi e venditori di cibo che remano accanto.",
          "La Casa Azul de Frida Kahlo, salvo en lunes, cuando cierra, y las plazas coloniales de Coyoacán, y después una trajinera pintada por los canales de Xochimilco, con mariachis y vendedores de comida remando al lado.",
          "La Casa Azul de Frida Kahlo, sauf le lundi, jour de sa fermeture, et les places coloniales de Coyoacán, puis une trajinera peinte sur les canaux de Xochimilco, avec des mariachis et des marchands de nourriture qui rament à côté.",
          "Frida Kahlos Casa Azul, außer montags, wenn sie geschlossen ist, und die Kolonialplätze von Coyoacán, dann mit einer bemalten Trajinera durch die Kanäle von Xochimilco, Mariachis und Essensverkäufer paddeln nebenher.",
        ],
      ],
      [
        "food",
        [
          "Mexico City: tacos al pastor and the San Juan market",
          "Città del Messico: tacos al pastor e il mercato di San Juan",
          "Ciudad de México: tacos al pastor y el mercado de San Juan",
          "Mexico : tacos al pastor et le marché San Juan",
          "Mexiko-Stadt: Tacos al pastor und der Markt San Juan",
        ],
        [
          "Tacos al pastor carved from the spit, tlacoyos and quesadillas from street stalls, the exotic stalls of the San Juan market, and churros with hot chocolate at El Moro.",
          "Tacos al pastor tagliati dallo spiedo, tlacoyos e quesadillas dai banchetti di strada, i banchi esotici del mercato di San Juan e churros con cioccolata calda da El Moro.",
          "Tacos al pastor cortados del trompo, tlacoyos y quesadillas de los puestos callejeros, los puestos exóticos del mercado de San Juan y churros con chocolate en El Moro.",
          "Des tacos al pastor coupés à la broche, des tlacoyos et des quesadillas des étals de rue, les comptoirs exotiques du marché San Juan et des churros au chocolat chaud chez El Moro.",
          "Tacos al pastor frisch vom Drehspieß, Tlacoyos und Quesadillas von Straßenständen, die exotischen Stände des Markts San Juan und Churros mit heißer Schokolade bei El Moro.",
        ],
      ],
      [
        "night",
        [
          "Mexico City: lucha libre and Plaza Garibaldi",
          "Città del Messico: lucha libre e Plaza Garibaldi",
          "Ciudad de México: lucha libre y la Plaza Garibaldi",
          "Mexico : lucha libre et place Garibaldi",
          "Mexiko-Stadt: Lucha Libre und die Plaza Garibaldi",
        ],
        [
          "A night of masked lucha libre wrestlers at the Arena México, then the mariachi bands of Plaza Garibaldi and a mezcal in an old cantina of the old town.",
          "Una serata di lucha libre con i lottatori mascherati all'Arena México, poi i mariachi di Plaza Garibaldi e un mezcal in una vecchia cantina del centro storico.",
          "Una noche de lucha libre con luchadores enmascarados en la Arena México, y después los mariachis de la Plaza Garibaldi y un mezcal en una vieja cantina del Centro Histórico.",
          "Une soirée de lucha libre et de lutteurs masqués à l'Arena México, puis les mariachis de la place Garibaldi et un mezcal dans une vieille cantina du centre historique.",
          "Ein Abend Lucha Libre mit maskierten Ringern in der Arena México, dann die Mariachis der Plaza Garibaldi und ein Mezcal in einer alten Cantina der Altstadt.",
        ],
      ],
    ],
  },
  "MEX Teotihuacán": {
    days: [
      [
        "see",
        [
          "Teotihuacán: the Avenue of the Dead and its pyramids",
          "Teotihuacan: il Viale dei Morti e le sue piramidi",
          "Teotihuacán: la Calzada de los Muertos y sus pirámides",
          "Teotihuacan : l'allée des Morts et ses pyramides",
          "Teotihuacán: die Straße der Toten und ihre Pyramiden",
        ],
        [
          "Along the Avenue of the Dead from the Ciudadela to the Pyramid of the Sun and the Pyramid of the Moon, with the carved pillars and murals of the Palace of Quetzalpapálotl.",
          "Lungo il Viale dei Morti dalla Ciudadela alla Piramide del Sole e alla Piramide della Luna, con i pilastri scolpiti e gli affreschi del Palazzo di Quetzalpapálotl.",
          "Por la Calzada de los Muertos de la Ciudadela a la Pirámide del Sol y la Pirámide de la Luna, con los pilares labrados y los murales del Palacio de Quetzalpapálotl.",
          "Le long de l'allée des Morts, de la Ciudadela à la pyramide du Soleil et à la pyramide de la Lune, avec les piliers sculptés et les peintures du palais de Quetzalpapálotl.",
          "Über die Straße der Toten von der Ciudadela zur Sonnen- und zur Mondpyramide, dazu die gemeißelten Pfeiler und Wandmalereien im Palast des Quetzalpapálotl.",
        ],
      ],
      [
        "see",
        [
          "Teotihuacán: a balloon at dawn and the Feathered Serpent",
          "Teotihuacan: mongolfiera all'alba e il Serpente Piumato",
          "Teotihuacán: globo al amanecer y la Serpiente Emplumada",
          "Teotihuacan : montgolfière à l'aube et le Serpent à plumes",
          "Teotihuacán: Ballon im Morgengrauen und die Gefiederte Schlange",
        ],
        [
          "A hot-air balloon at sunrise over the pyramids, then the stone heads of the Temple of the Feathered Serpent in the Ciudadela and a pulque in the village of San Juan Teotihuacán.",
          "Un volo in mongolfiera all'alba sopra le piramidi, poi le teste di pietra del Tempio del Serpente Piumato nella Ciudadela e un pulque nel paese di San Juan Teotihuacán.",
          "Un vuelo en globo al amanecer sobre las pirámides, y después las cabezas de piedra del Templo de la Serpiente Emplumada en la Ciudadela y un pulque en el pueblo de San Juan Teotihuacán.",
          "Un vol en montgolfière au lever du soleil au-dessus des pyramides, puis les têtes de pierre du temple du Serpent à plumes dans la Ciudadela et un pulque au village de San Juan Teotihuacán.",
          "Eine Ballonfahrt bei Sonnenaufgang über den Pyramiden, dann die Steinköpfe am Tempel der Gefiederten Schlange in der Ciudadela und ein Pulque im Dorf San Juan Teotihuacán.",
        ],
      ],
    ],
  },
  "MEX Guanajuato": {
    days: [
      [
        "see",
        [
          "Guanajuato: alleys, tunnels and the Pípila",
          "Guanajuato: vicoli, tunnel e il Pípila",
          "Guanajuato: callejones, túneles y el Pípila",
          "Guanajuato : ruelles, tunnels et le Pípila",
          "Guanajuato: Gassen, Tunnel und der Pípila",
        ],
        [
          "The painted houses of a town built in a ravine, its streets running in tunnels below, the Callejón del Beso, the Teatro Juárez, and the funicular up to the Pípila monument for the view.",
          "Le case dipinte di una città costruita in un burrone, con le strade che corrono in galleria sotto, il Callejón del Beso, il Teatro Juárez e la funicolare fino al monumento al Pípila per il panorama.",
          "Las casas pintadas de una ciudad construida en una cañada, con sus calles que corren en túneles por debajo, el Callejón del Beso, el Teatro Juárez y el funicular hasta el monumento al Pípila.",
          "Les maisons peintes d'une ville bâtie dans un ravin, ses rues qui passent en tunnel dessous, le Callejón del Beso, le Teatro Juárez et le funiculaire jusqu'au monument du Pípila pour la vue.",
          "Die bunten Häuser einer in eine Schlucht gebauten Stadt, deren Straßen darunter durch Tunnel laufen, der Callejón del Beso, das Teatro Juárez und die Standseilbahn zum Pípila-Denkmal mit Aussicht.",
        ],
      ],
      [
        "see",
        [
          "Guanajuato: the silver mines of La Valenciana",
          "Guanajuato: le miniere d'argento della Valenciana",
          "Guanajuato: las minas de plata de La Valenciana",
          "Guanajuato : les mines d'argent de La Valenciana",
          "Guanajuato: die Silberminen von La Valenciana",
        ],
        [
          "The churrigueresque church of La Valenciana, paid for by the silver of the mine beside it, a descent into an old shaft, the Alhóndiga de Granaditas and Diego Rivera's birthplace.",
          "La chiesa churrigueresca della Valenciana, pagata con l'argento della miniera accanto, una discesa in un vecchio pozzo, l'Alhóndiga de Granaditas e la casa natale di Diego Rivera.",
          "El templo churrigueresco de La Valenciana, pagado con la plata de la mina de al lado, una bajada a un viejo tiro de mina, la Alhóndiga de Granaditas y la casa natal de Diego Rivera.",
          "L'église churrigueresque de La Valenciana, payée par l'argent de la mine voisine, une descente dans un vieux puits, l'Alhóndiga de Granaditas et la maison natale de Diego Rivera.",
          "Die churriguereske Kirche von La Valenciana, bezahlt mit dem Silber der Mine nebenan, ein Abstieg in einen alten Schacht, die Alhóndiga de Granaditas und Diego Riveras Geburtshaus.",
        ],
      ],
      [
        "food",
        [
          "Guanajuato: enchiladas mineras and the Hidalgo market",
          "Guanajuato: enchiladas mineras e il mercato Hidalgo",
          "Guanajuato: enchiladas mineras y el mercado Hidalgo",
          "Guanajuato : enchiladas mineras et le marché Hidalgo",
          "Guanajuato: Enchiladas mineras und der Markt Hidalgo",
        ],
        [
          "Enchiladas mineras, the miners' dish with potatoes and carrots, at the iron hall of the Mercado Hidalgo, with charamusca candies and cajeta caramel from the Bajío.",
          "Le enchiladas mineras, il piatto dei minatori con patate e carote, nella sala in ferro del Mercado Hidalgo, con le caramelle charamusca e la cajeta del Bajío.",
          "Las enchiladas mineras, el plato de los mineros con papas y zanahorias, en la nave de hierro del Mercado Hidalgo, con charamuscas y cajeta del Bajío.",
          "Les enchiladas mineras, plat des mineurs aux pommes de terre et aux carottes, sous la halle de fer du Mercado Hidalgo, avec les bonbons charamusca et la cajeta du Bajío.",
          "Enchiladas mineras, das Bergmannsgericht mit Kartoffeln und Karotten, in der Eisenhalle des Mercado Hidalgo, dazu Charamusca-Bonbons und Cajeta-Karamell aus dem Bajío.",
        ],
      ],
    ],
  },
  "MEX Puebla": {
    days: [
      [
        "see",
        [
          "Puebla: the cathedral, Talavera and the Rosary Chapel",
          "Puebla: la cattedrale, la Talavera e la Cappella del Rosario",
          "Puebla: la catedral, la Talavera y la Capilla del Rosario",
          "Puebla : la cathédrale, la Talavera et la chapelle du Rosaire",
          "Puebla: Kathedrale, Talavera und Rosenkranzkapelle",
        ],
        [
          "The cathedral on the Zócalo, the gilded Rosary Chapel of Santo Domingo, the Palafoxiana library, the tiled façades of the old town and a Talavera pottery workshop.",
          "La cattedrale sullo Zócalo, la Cappella del Rosario dorata di Santo Domingo, la biblioteca Palafoxiana, le facciate di maiolica del centro storico e un laboratorio di ceramica Talavera.",
          "La catedral del Zócalo, la dorada Capilla del Rosario de Santo Domingo, la Biblioteca Palafoxiana, las fachadas de azulejos del centro y un taller de cerámica de Talavera.",
          "La cathédrale sur le Zócalo, la chapelle du Rosaire dorée de Santo Domingo, la bibliothèque Palafoxiana, les façades d'azulejos du centre et un atelier de faïence de Talavera.",
          "Die Kathedrale am Zócalo, die vergoldete Rosenkranzkapelle von Santo Domingo, die Bibliothek Palafoxiana, die Kachelfassaden der Altstadt und eine Talavera-Töpferwerkstatt.",
        ],
      ],
      [
        "see",
        [
          "Puebla: the Great Pyramid of Cholula",
          "Puebla: la Grande Piramide di Cholula",
          "Puebla: la Gran Pirámide de Cholula",
          "Puebla : la grande pyramide de Cholula",
          "Puebla: die Große Pyramide von Cholula",
        ],
        [
          "The tunnels of the Great Pyramid of Cholula, the largest by volume in the world, the church of Los Remedios on its top with Popocatépetl behind, and the painted interior of Tonantzintla.",
          "I tunnel della Grande Piramide di Cholula, la più grande del mondo per volume, la chiesa dei Remedios sulla cima con il Popocatépetl dietro e l'interno dipinto di Tonantzintla.",
          "Los túneles de la Gran Pirámide de Cholula, la mayor del mundo por volumen, el santuario de los Remedios en su cima con el Popocatépetl detrás y el interior policromado de Tonantzintla.",
          "Les tunnels de la grande pyramide de Cholula, la plus grande du monde en volume, l'église des Remedios à son sommet avec le Popocatépetl derrière et l'intérieur peint de Tonantzintla.",
          "Die Tunnel der Großen Pyramide von Cholula, der volumenmäßig größten der Welt, die Kirche Los Remedios auf ihrer Spitze vor dem Popocatépetl und das bemalte Innere von Tonantzintla.",
        ],
      ],
      [
        "food",
        [
          "Puebla: mole poblano and the street of sweets",
          "Puebla: il mole poblano e la via dei dolci",
          "Puebla: mole poblano y la calle de los dulces",
          "Puebla : le mole poblano et la rue des douceurs",
          "Puebla: Mole poblano und die Straße der Süßigkeiten",
        ],
        [
          "Mole poblano, said to be born in a convent kitchen of Puebla, a cemita sandwich and chalupas at the Mercado del Carmen, and camotes and tortitas de Santa Clara on the street of sweets.",
          "Il mole poblano, nato si dice nella cucina di un convento di Puebla, la cemita e le chalupas al Mercado del Carmen, e camotes e tortitas de Santa Clara nella via dei dolci.",
          "El mole poblano, nacido según la tradición en la cocina de un convento de Puebla, la cemita y las chalupas en el Mercado del Carmen, y camotes y tortitas de Santa Clara en la calle de los dulces.",
          "Le mole poblano, né dit-on dans la cuisine d'un couvent de Puebla, la cemita et les chalupas au Mercado del Carmen, puis les camotes et tortitas de Santa Clara dans la rue des douceurs.",
          "Mole poblano, der Legende nach in einer Klosterküche Pueblas erfunden, Cemita-Sandwich und Chalupas im Mercado del Carmen und Camotes und Tortitas de Santa Clara in der Straße der Süßigkeiten.",
        ],
      ],
    ],
  },
  "MEX Oaxaca": {
    days: [
      [
        "see",
        [
          "Oaxaca: Santo Domingo and the old town",
          "Oaxaca: Santo Domingo e la città vecchia",
          "Oaxaca: Santo Domingo y el centro histórico",
          "Oaxaca : Santo Domingo et la vieille ville",
          "Oaxaca: Santo Domingo und die Altstadt",
        ],
        [
          "The gilded church of Santo Domingo and its cactus garden, the Andador Macedonio Alcalá of green stone, the Zócalo under its laurels, and the treasure of Tomb 7 in the cultural museum.",
          "La chiesa dorata di Santo Domingo e il suo giardino di cactus, l'Andador Macedonio Alcalá in pietra verde, lo Zócalo sotto gli allori e il tesoro della Tomba 7 nel museo delle culture.",
          "El templo dorado de Santo Domingo y su jardín etnobotánico, el Andador Macedonio Alcalá de cantera verde, el Zócalo bajo sus laureles y el tesoro de la Tumba 7 en el Museo de las Culturas.",
          "L'église dorée de Santo Domingo et son jardin de cactus, l'Andador Macedonio Alcalá en pierre verte, le Zócalo sous ses lauriers et le trésor de la tombe 7 au musée des Cultures.",
          "Die vergoldete Kirche Santo Domingo und ihr Kakteengarten, der Andador Macedonio Alcalá aus grünem Stein, der Zócalo unter Lorbeerbäumen und der Schatz von Grab 7 im Kulturmuseum.",
        ],
      ],
      [
        "see",
        [
          "Oaxaca: the Tule tree, Mitla and Hierve el Agua",
          "Oaxaca: l'albero del Tule, Mitla e Hierve el Agua",
          "Oaxaca: el árbol del Tule, Mitla y Hierve el Agua",
          "Oaxaca : l'arbre du Tule, Mitla et Hierve el Agua",
          "Oaxaca: der Baum von Tule, Mitla und Hierve el Agua",
        ],
        [
          "The giant cypress of Santa María del Tule, the Zapotec weavers of Teotitlán del Valle, the stone mosaics of Mitla, and the petrified waterfalls and mineral pools of Hierve el Agua.",
          "Il cipresso gigante di Santa María del Tule, i tessitori zapotechi di Teotitlán del Valle, i mosaici di pietra di Mitla e le cascate pietrificate e le vasche minerali di Hierve el Agua.",
          "El ahuehuete gigante de Santa María del Tule, los tejedores zapotecos de Teotitlán del Valle, las grecas de piedra de Mitla y las cascadas petrificadas y pozas de Hierve el Agua.",
          "Le cyprès géant de Santa María del Tule, les tisserands zapotèques de Teotitlán del Valle, les mosaïques de pierre de Mitla et les cascades pétrifiées et bassins de Hierve el Agua.",
          "Die Riesenzypresse von Santa María del Tule, die zapotekischen Weber von Teotitlán del Valle, die Steinmosaike von Mitla und die versteinerten Wasserfälle und Becken von Hierve el Agua.",
        ],
      ],
      [
        "food",
        [
          "Oaxaca: moles, tlayudas and mezcal",
          "Oaxaca: mole, tlayudas e mezcal",
          "Oaxaca: moles, tlayudas y mezcal",
          "Oaxaca : moles, tlayudas et mezcal",
          "Oaxaca: Moles, Tlayudas und Mezcal",
        ],
        [
          "The smoke-filled grill aisle of the 20 de Noviembre market, tlayudas, chapulines and hot chocolate, a cooking class on mole negro, and mezcal at a family palenque.",
          "Il corridoio dei fumi del mercato 20 de Noviembre, tlayudas, chapulines e cioccolata calda, una lezione di cucina sul mole negro e il mezcal in un palenque di famiglia.",
          "El pasillo de humo del mercado 20 de Noviembre, tlayudas, chapulines y chocolate caliente, una clase de cocina de mole negro y mezcal en un palenque familiar.",
          "L'allée des grillades enfumée du marché 20 de Noviembre, tlayudas, chapulines et chocolat chaud, un cours de cuisine du mole negro et du mezcal dans un palenque familial.",
          "Der verrauchte Grillgang des Markts 20 de Noviembre, Tlayudas, Chapulines und heiße Schokolade, ein Kochkurs für Mole negro und Mezcal in einer Familienbrennerei.",
        ],
      ],
    ],
  },
  "MEX Monte Albán": {
    days: [
      [
        "see",
        [
          "Monte Albán: the Zapotec city above the valley",
          "Monte Albán: la città zapoteca sopra la valle",
          "Monte Albán: la ciudad zapoteca sobre el valle",
          "Monte Albán : la cité zapotèque au-dessus de la vallée",
          "Monte Albán: die Zapotekenstadt über dem Tal",
        ],
        [
          "The Great Plaza of the Zapotec capital on its levelled mountaintop, the carved Danzantes, the ball court and the arrow-shaped observatory, with the valleys of Oaxaca all around.",
          "La Gran Plaza della capitale zapoteca sulla cima spianata del monte, i Danzantes scolpiti, il campo del gioco della palla e l'osservatorio a punta di freccia, con le valli di Oaxaca tutt'intorno.",
          "La Gran Plaza de la capital zapoteca sobre la cima aplanada del cerro, los Danzantes labrados, el juego de pelota y el observatorio en forma de punta de flecha, con los valles de Oaxaca alrededor.",
          "La Grande Place de la capitale zapotèque sur son sommet aplani, les Danzantes sculptés, le jeu de balle et l'observatoire en pointe de flèche, avec les vallées de Oaxaca tout autour.",
          "Die Große Plaza der Zapotekenhauptstadt auf dem eingeebneten Berggipfel, die gemeißelten Danzantes, der Ballspielplatz und das pfeilförmige Observatorium, ringsum die Täler von Oaxaca.",
        ],
      ],
    ],
  },
  "MEX San Cristóbal de las Casas": {
    days: [
      [
        "see",
        [
          "San Cristóbal de las Casas: the old town and its markets",
          "San Cristóbal de las Casas: il centro e i suoi mercati",
          "San Cristóbal de las Casas: el centro y sus mercados",
          "San Cristóbal de las Casas : la vieille ville et ses marchés",
          "San Cristóbal de las Casas: die Altstadt und ihre Märkte",
        ],
        [
          "The yellow cathedral, the pedestrian andadores, the Baroque church of Santo Domingo with the Tzotzil weavers' market in front, the Na Bolom house and the steps up to Guadalupe.",
          "La cattedrale gialla, gli andadores pedonali, la chiesa barocca di Santo Domingo con il mercato delle tessitrici tzotzil davanti, la casa Na Bolom e la scalinata fino a Guadalupe.",
          "La catedral amarilla, los andadores peatonales, el templo barroco de Santo Domingo con el mercado de tejedoras tsotsiles delante, la casa Na Bolom y la escalinata de Guadalupe.",
          "La cathédrale jaune, les andadores piétons, l'église baroque de Santo Domingo et le marché des tisserandes tzotziles devant, la maison Na Bolom et l'escalier de Guadalupe.",
          "Die gelbe Kathedrale, die Fußgängergassen, die Barockkirche Santo Domingo mit dem Markt der Tzotzil-Weberinnen davor, das Haus Na Bolom und die Treppe hinauf nach Guadalupe.",
        ],
      ],
      [
        "see",
        [
          "San Cristóbal de las Casas: Chamula and Zinacantán",
          "San Cristóbal de las Casas: Chamula e Zinacantán",
          "San Cristóbal de las Casas: Chamula y Zinacantán",
          "San Cristóbal de las Casas : Chamula et Zinacantán",
          "San Cristóbal de las Casas: Chamula und Zinacantán",
        ],
        [
          "The Tzotzil villages of the highlands with a local guide: the church of San Juan Chamula, its floor of pine needles and candles where no photos are allowed, and the flower-embroidered looms of Zinacantán.",
          "I villaggi tzotzil degli altipiani con una guida del posto: la chiesa di San Juan Chamula, con il pavimento di aghi di pino e candele dove non si fotografa, e i telai ricamati a fiori di Zinacantán.",
          "Los pueblos tsotsiles de los Altos con un guía local: el templo de San Juan Chamula, con su suelo de agujas de pino y velas donde no se permiten fotos, y los telares bordados de flores de Zinacantán.",
          "Les villages tzotziles des hautes terres avec un guide local : l'église de San Juan Chamula, son sol d'aiguilles de pin et de bougies où les photos sont interdites, et les métiers brodés de fleurs de Zinacantán.",
          "Die Tzotzil-Dörfer des Hochlands mit einem einheimischen Guide: die Kirche von San Juan Chamula mit ihrem Boden aus Kiefernnadeln und Kerzen, in der nicht fotografiert wird, und die blumenbestickten Webstühle von Zinacantán.",
        ],
      ],
      [
        "see",
        [
          "San Cristóbal de las Casas: the Sumidero Canyon by boat",
          "San Cristóbal de las Casas: il Canyon del Sumidero in barca",
          "San Cristóbal de las Casas: el Cañón del Sumidero en lancha",
          "San Cristóbal de las Casas : le canyon du Sumidero en bateau",
          "San Cristóbal de las Casas: der Sumidero-Canyon per Boot",
        ],
        [
          "A launch from Chiapa de Corzo up the Grijalva River through the Sumidero Canyon, between sheer cliffs that rise almost straight from the water, passing crocodiles, spider monkeys and the Christmas Tree waterfall.",
          "Una lancia da Chiapa de Corzo lungo il fiume Grijalva dentro il Canyon del Sumidero, tra pareti alte un chilometro, tra coccodrilli, scimmie ragno e la cascata dell'Albero di Natale.",
          "Una lancha desde Chiapa de Corzo por el río Grijalva a través del Cañón del Sumidero, entre paredes de casi mil metros, con cocodrilos, monos araña y la cascada del Árbol de Navidad.",
          "Une vedette depuis Chiapa de Corzo sur le Grijalva à travers le canyon du Sumidero, entre des falaises d'un kilomètre, parmi les crocodiles, les singes-araignées et la cascade de l'Arbre de Noël.",
          "Mit dem Boot von Chiapa de Corzo den Grijalva hinauf durch den Sumidero-Canyon zwischen fast tausend Meter hohen Wänden, vorbei an Krokodilen, Klammeraffen und dem Weihnachtsbaum-Wasserfall.",
        ],
      ],
      [
        "food",
        [
          "San Cristóbal de las Casas: tamales, pox and highland coffee",
          "San Cristóbal de las Casas: tamales, pox e caffè degli altipiani",
          "San Cristóbal de las Casas: tamales, pox y café de los Altos",
          "San Cristóbal de las Casas : tamales, pox et café des hautes terres",
          "San Cristóbal de las Casas: Tamales, Pox und Hochlandkaffee",
        ],
        [
          "Chiapas tamales wrapped in banana leaf, sopa de pan and the stalls of the municipal market, a tasting of pox, the Maya cane spirit, and organic coffee from the highland cooperatives.",
          "I tamales del Chiapas avvolti nella foglia di banano, la sopa de pan e i banchi del mercato municipale, un assaggio di pox, il distillato maya di canna, e caffè biologico delle cooperative degli altipiani.",
          "Tamales chiapanecos envueltos en hoja de plátano, sopa de pan y los puestos del mercado municipal, una cata de pox, el aguardiente maya de caña, y café orgánico de las cooperativas de los Altos.",
          "Les tamales du Chiapas enveloppés de feuille de bananier, la sopa de pan et les étals du marché municipal, une dégustation de pox, l'eau-de-vie maya de canne, et le café bio des coopératives des hautes terres.",
          "Tamales aus Chiapas im Bananenblatt, Sopa de pan und die Stände des Stadtmarkts, eine Verkostung von Pox, dem Zuckerrohrschnaps der Maya, und Biokaffee der Hochlandkooperativen.",
        ],
      ],
    ],
  },
  "MEX Palenque": {
    days: [
      [
        "see",
        [
          "Palenque: the falls of Misol-Ha and Agua Azul",
          "Palenque: le cascate di Misol-Ha e Agua Azul",
          "Palenque: las cascadas de Misol-Ha y Agua Azul",
          "Palenque : les cascades de Misol-Ha et d'Agua Azul",
          "Palenque: die Wasserfälle Misol-Ha und Agua Azul",
        ],
        [
          "Into the jungle hills to Misol-Ha, a single fall with a path behind its curtain, and the turquoise cascades of Agua Azul, stepping down over limestone terraces.",
          "Tra le colline della giungla fino a Misol-Ha, un unico salto con un sentiero dietro la cortina d'acqua, e le cascate turchesi di Agua Azul, che scendono a gradoni sul calcare.",
          "Por las colinas de la selva hasta Misol-Ha, un solo salto con un sendero detrás de su cortina, y las cascadas turquesa de Agua Azul, que bajan en terrazas de piedra caliza.",
          "Dans les collines de la jungle jusqu'à Misol-Ha, une chute unique avec un sentier derrière son rideau d'eau, et les cascades turquoise d'Agua Azul, qui dévalent des terrasses de calcaire.",
          "In die Dschungelhügel nach Misol-Ha, einem einzelnen Fall mit einem Pfad hinter dem Wasservorhang, und zu den türkisfarbenen Kaskaden von Agua Azul über Kalksteinterrassen.",
        ],
      ],
      [
        "see",
        [
          "Palenque: Yaxchilán by boat on the Usumacinta",
          "Palenque: Yaxchilán in barca sull'Usumacinta",
          "Palenque: Yaxchilán en lancha por el Usumacinta",
          "Palenque : Yaxchilán en bateau sur l'Usumacinta",
          "Palenque: Yaxchilán per Boot auf dem Usumacinta",
        ],
        [
          "A day to the Guatemalan border: a launch from Frontera Corozal down the Usumacinta to the jungle ruins of Yaxchilán, with howler monkeys, then the painted murals of Bonampak.",
          "Una giornata fino al confine guatemalteco: una lancia da Frontera Corozal lungo l'Usumacinta fino alle rovine di Yaxchilán nella giungla, tra le scimmie urlatrici, poi gli affreschi di Bonampak.",
          "Un día hasta la frontera con Guatemala: una lancha desde Frontera Corozal por el Usumacinta hasta las ruinas de Yaxchilán en la selva, entre monos aulladores, y después los murales de Bonampak.",
          "Une journée jusqu'à la frontière guatémaltèque : une vedette depuis Frontera Corozal sur l'Usumacinta jusqu'aux ruines de Yaxchilán dans la jungle, parmi les singes hurleurs, puis les fresques de Bonampak.",
          "Ein Tag an der Grenze zu Guatemala: mit dem Boot von Frontera Corozal den Usumacinta hinab zu den Dschungelruinen von Yaxchilán mit Brüllaffen, danach die Wandmalereien von Bonampak.",
        ],
      ],
      [
        "food",
        [
          "Palenque: Chiapas cacao and tamales de chipilín",
          "Palenque: il cacao del Chiapas e i tamales di chipilín",
          "Palenque: cacao de Chiapas y tamales de chipilín",
          "Palenque : cacao du Chiapas et tamales de chipilín",
          "Palenque: Kakao aus Chiapas und Chipilín-Tamales",
        ],
        [
          "A visit to a cacao farm in the lowlands to grind chocolate the Maya way, tamales de chipilín, pejelagarto fish grilled over wood, and pozol, the cold drink of corn and cacao.",
          "La visita a una piantagione di cacao della pianura per macinare il cioccolato alla maniera maya, tamales di chipilín, pejelagarto alla brace e il pozol, la bevanda fredda di mais e cacao.",
          "La visita a una finca de cacao de las tierras bajas para moler chocolate a la manera maya, tamales de chipilín, pejelagarto asado a la leña y pozol, la bebida fría de maíz y cacao.",
          "La visite d'une plantation de cacao des basses terres pour moudre le chocolat à la manière maya, des tamales de chipilín, du pejelagarto grillé au feu de bois et le pozol, boisson froide de maïs et de cacao.",
          "Besuch einer Kakaofarm im Tiefland, wo Schokolade wie bei den Maya gemahlen wird, Tamales mit Chipilín, über Holz gegrillter Pejelagarto und Pozol, das kalte Getränk aus Mais und Kakao.",
        ],
      ],
    ],
  },
  "MEX Palenque ruins": {
    days: [
      [
        "see",
        [
          "Palenque ruins: the Temple of the Inscriptions and the Palace",
          "Rovine di Palenque: il Tempio delle Iscrizioni e il Palazzo",
          "Ruinas de Palenque: el Templo de las Inscripciones y el Palacio",
          "Ruines de Palenque : le temple des Inscriptions et le Palais",
          "Ruinen von Palenque: der Tempel der Inschriften und der Palast",
        ],
        [
          "The Maya city of Pakal against the jungle: the Temple of the Inscriptions over his tomb, the Palace and its tall square tower, and the Temples of the Cross, with howler monkeys calling.",
          "La città maya di Pakal contro la giungla: il Tempio delle Iscrizioni sopra la sua tomba, il Palazzo con la torre di quattro piani e i Templi della Croce, tra il richiamo delle scimmie urlatrici.",
          "La ciudad maya de Pakal contra la selva: el Templo de las Inscripciones sobre su tumba, el Palacio con su torre de cuatro pisos y el Grupo de las Cruces, con el rugido de los monos aulladores.",
          "La cité maya de Pakal adossée à la jungle : le temple des Inscriptions au-dessus de sa tombe, le Palais et sa tour de quatre étages, les temples de la Croix, au cri des singes hurleurs.",
          "Die Mayastadt des Pakal vor dem Dschungel: der Tempel der Inschriften über seinem Grab, der Palast mit seinem vierstöckigen Turm und die Tempel der Kreuzgruppe, dazu das Rufen der Brüllaffen.",
        ],
      ],
      [
        "see",
        [
          "Palenque ruins: jungle trails and the Red Queen",
          "Rovine di Palenque: sentieri nella giungla e la Regina Rossa",
          "Ruinas de Palenque: senderos de selva y la Reina Roja",
          "Ruines de Palenque : sentiers de jungle et la Reine rouge",
          "Ruinen von Palenque: Dschungelpfade und die Rote Königin",
        ],
        [
          "A guided walk on the jungle paths to unexcavated temples under the trees, down the Otolum stream past the Queen's Bath pools, and the site museum with the Red Queen's tomb.",
          "Una camminata guidata sui sentieri della giungla fino ai templi non scavati sotto gli alberi, giù lungo il ruscello Otolum oltre le vasche del Bagno della Regina, e il museo del sito con la tomba della Regina Rossa.",
          "Una caminata guiada por los senderos de la selva hasta templos sin excavar bajo los árboles, bajando por el arroyo Otolum junto al Baño de la Reina, y el museo de sitio con la tumba de la Reina Roja.",
          "Une marche guidée sur les sentiers de la jungle jusqu'aux temples non fouillés sous les arbres, le long du ruisseau Otolum et des bassins du Bain de la Reine, puis le musée du site et la tombe de la Reine rouge.",
          "Eine geführte Wanderung auf Dschungelpfaden zu unausgegrabenen Tempeln unter den Bäumen, den Otolum-Bach hinab an den Becken des Bads der Königin vorbei und das Museum mit dem Grab der Roten Königin.",
        ],
      ],
    ],
  },
  "MEX Campeche": {
    days: [
      [
        "see",
        [
          "Campeche: the walled city and its bastions",
          "Campeche: la città murata e i suoi bastioni",
          "Campeche: la ciudad amurallada y sus baluartes",
          "Campeche : la ville fortifiée et ses bastions",
          "Campeche: die ummauerte Stadt und ihre Bastionen",
        ],
        [
          "The pastel streets inside the walls built against pirates, the bastions and the Sea and Land Gates, the cathedral on the main square, and sunset on the malecón over the Gulf.",
          "Le strade color pastello dentro le mura costruite contro i pirati, i bastioni, la Porta del Mare e la Porta di Terra, la cattedrale sulla piazza e il tramonto sul malecón affacciato sul Golfo.",
          "Las calles de colores pastel dentro de las murallas levantadas contra los piratas, los baluartes y las puertas de Mar y de Tierra, la catedral de la plaza y el atardecer en el malecón sobre el Golfo.",
          "Les rues pastel à l'abri des remparts bâtis contre les pirates, les bastions, les portes de la Mer et de la Terre, la cathédrale sur la place et le coucher du soleil sur le malecón face au golfe.",
          "Die pastellfarbenen Straßen innerhalb der gegen Piraten gebauten Mauern, die Bastionen, Meer- und Landtor, die Kathedrale am Hauptplatz und Sonnenuntergang am Malecón über dem Golf.",
        ],
      ],
      [
        "see",
        [
          "Campeche: the jade masks of Fort San Miguel and Edzná",
          "Campeche: le maschere di giada del forte San Miguel ed Edzná",
          "Campeche: las máscaras de jade del fuerte de San Miguel y Edzná",
          "Campeche : les masques de jade du fort San Miguel et Edzná",
          "Campeche: die Jademasken von Fort San Miguel und Edzná",
        ],
        [
          "The Maya jade masks from Calakmul in the hilltop fort of San Miguel, then the ruins of Edzná in the countryside, with its Temple of the Five Floors over the Great Acropolis.",
          "Le maschere maya di giada di Calakmul nel forte di San Miguel sulla collina, poi le rovine di Edzná nella campagna, con il tempio a cinque piani sulla Grande Acropoli.",
          "Las máscaras mayas de jade de Calakmul en el fuerte de San Miguel, sobre la colina, y después las ruinas de Edzná en el campo, con su edificio de los Cinco Pisos sobre la Gran Acrópolis.",
          "Les masques mayas de jade de Calakmul dans le fort San Miguel sur sa colline, puis les ruines d'Edzná dans la campagne, avec son temple à cinq étages sur la Grande Acropole.",
          "Die Jademasken der Maya aus Calakmul im Fort San Miguel auf dem Hügel, danach die Ruinen von Edzná im Hinterland mit dem fünfstöckigen Tempel über der Großen Akropolis.",
        ],
      ],
      [
        "food",
        [
          "Campeche: pan de cazón and coconut shrimp",
          "Campeche: pan de cazón e gamberi al cocco",
          "Campeche: pan de cazón y camarones al coco",
          "Campeche : pan de cazón et crevettes coco",
          "Campeche: Pan de cazón und Kokosgarnelen",
        ],
        [
          "Pan de cazón, layered tortillas with dogfish and black beans, shrimp in a coconut crust, and the breakfast cochinita tacos of the Mercado Pedro Sáinz de Baranda.",
          "Il pan de cazón, tortillas a strati con palombo e fagioli neri, gamberi in crosta di cocco e i tacos di cochinita a colazione al Mercado Pedro Sáinz de Baranda.",
          "El pan de cazón, tortillas en capas con cazón y frijol negro, camarones al coco y los tacos de cochinita del desayuno en el Mercado Pedro Sáinz de Baranda.",
          "Le pan de cazón, tortillas superposées au petit requin et aux haricots noirs, les crevettes en croûte de coco et les tacos de cochinita du petit matin au Mercado Pedro Sáinz de Baranda.",
          "Pan de cazón, geschichtete Tortillas mit Hundshai und schwarzen Bohnen, Garnelen in Kokoskruste und zum Frühstück Cochinita-Tacos im Mercado Pedro Sáinz de Baranda.",
        ],
      ],
    ],
  },
  "MEX Uxmal": {
    days: [
      [
        "see",
        [
          "Uxmal: the Pyramid of the Magician",
          "Uxmal: la Piramide dell'Indovino",
          "Uxmal: la Pirámide del Adivino",
          "Uxmal : la pyramide du Devin",
          "Uxmal: die Pyramide des Zauberers",
        ],
        [
          "The oval Pyramid of the Magician, the Nunnery Quadrangle with its stone latticework and Chaac masks, and the long façade of the Governor's Palace, the finest of the Puuc style.",
          "La piramide ovale dell'Indovino, il Quadrilatero delle Monache con i suoi trafori di pietra e le maschere di Chaac, e la lunga facciata del Palazzo del Governatore, il capolavoro dello stile Puuc.",
          "La pirámide ovalada del Adivino, el Cuadrángulo de las Monjas con sus celosías de piedra y sus mascarones de Chaac, y la larga fachada del Palacio del Gobernador, cumbre del estilo Puuc.",
          "La pyramide ovale du Devin, le Quadrilatère des Nonnes avec ses claustras de pierre et ses masques de Chaac, et la longue façade du Palais du Gouverneur, chef-d'œuvre du style Puuc.",
          "Die ovale Pyramide des Zauberers, das Nonnenviereck mit seinem steinernen Gitterwerk und den Chaac-Masken und die lange Fassade des Gouverneurspalasts, das Meisterwerk des Puuc-Stils.",
        ],
      ],
      [
        "see",
        [
          "Uxmal: the Puuc Route to Kabah and Labná",
          "Uxmal: la Ruta Puuc fino a Kabah e Labná",
          "Uxmal: la Ruta Puuc hasta Kabah y Labná",
          "Uxmal : la route Puuc jusqu'à Kabah et Labná",
          "Uxmal: die Puuc-Route nach Kabah und Labná",
        ],
        [
          "The smaller Maya cities of the Puuc hills: the wall of Chaac masks at Kabah, the tiered palace of Sayil and the arch of Labná, with the Loltún caves to end the day.",
          "Le città maya minori delle colline Puuc: il muro di maschere di Chaac di Kabah, il palazzo a tre piani di Sayil e l'arco di Labná, e per finire le grotte di Loltún.",
          "Las ciudades mayas menores de la sierrita Puuc: el muro de mascarones de Chaac de Kabah, el palacio de tres pisos de Sayil y el arco de Labná, y para terminar las grutas de Loltún.",
          "Les petites cités mayas des collines Puuc : le mur de masques de Chaac de Kabah, le palais à trois étages de Sayil et l'arc de Labná, puis les grottes de Loltún pour finir.",
          "Die kleineren Mayastädte der Puuc-Hügel: die Wand aus Chaac-Masken in Kabah, der dreistöckige Palast von Sayil und der Bogen von Labná, zum Abschluss die Höhlen von Loltún.",
        ],
      ],
    ],
  },
  "MEX Mérida": {
    days: [
      [
        "see",
        [
          "Mérida: the Plaza Grande and Paseo de Montejo",
          "Mérida: la Plaza Grande e il Paseo de Montejo",
          "Mérida: la Plaza Grande y el Paseo de Montejo",
          "Mérida : la Plaza Grande et le Paseo de Montejo",
          "Mérida: Plaza Grande und Paseo de Montejo",
        ],
        [
          "The cathedral of San Ildefonso, the Casa de Montejo and the murals of the Government Palace on the Plaza Grande, then the henequen barons' mansions along the Paseo de Montejo.",
          "La cattedrale di San Ildefonso, la Casa de Montejo e i murales del Palazzo del Governo sulla Plaza Grande, poi le ville dei baroni dell'henequen lungo il Paseo de Montejo.",
          "La catedral de San Ildefonso, la Casa de Montejo y los murales del Palacio de Gobierno en la Plaza Grande, y después las mansiones de los hacendados henequeneros del Paseo de Montejo.",
          "La cathédrale San Ildefonso, la Casa de Montejo et les fresques du palais du Gouvernement sur la Plaza Grande, puis les demeures des barons du henequen le long du Paseo de Montejo.",
          "Die Kathedrale San Ildefonso, die Casa de Montejo und die Wandbilder im Regierungspalast an der Plaza Grande, dann die Villen der Henequen-Barone am Paseo de Montejo.",
        ],
      ],
      [
        "see",
        [
          "Mérida: the cenotes of Cuzamá and an old hacienda",
          "Mérida: i cenote di Cuzamá e una vecchia hacienda",
          "Mérida: los cenotes de Cuzamá y una antigua hacienda",
          "Mérida : les cenotes de Cuzamá et une vieille hacienda",
          "Mérida: die Cenotes von Cuzamá und eine alte Hacienda",
        ],
        [
          "A horse-drawn rail cart along the old henequen tracks of Cuzamá to swim in its underground cenotes, and the machine rooms and drying yards of a restored sisal hacienda.",
          "Un carretto trainato da cavalli sui vecchi binari dell'henequen di Cuzamá per nuotare nei suoi cenote sotterranei, poi le sale macchine e gli essiccatoi di una hacienda del sisal restaurata.",
          "Un truck tirado por caballos sobre las viejas vías henequeneras de Cuzamá para nadar en sus cenotes subterráneos, y las salas de máquinas y tendederos de una hacienda henequenera restaurada.",
          "Une charrette à cheval sur les vieux rails du henequen de Cuzamá pour nager dans ses cenotes souterrains, puis les salles des machines et les séchoirs d'une hacienda de sisal restaurée.",
          "Mit der Pferdelore über die alten Henequen-Gleise von Cuzamá zum Baden in unterirdischen Cenotes, dann Maschinenhallen und Trockenplätze einer restaurierten Sisal-Hacienda.",
        ],
      ],
      [
        "food",
        [
          "Mérida: cochinita pibil and sopa de lima",
          "Mérida: cochinita pibil e sopa de lima",
          "Mérida: cochinita pibil y sopa de lima",
          "Mérida : cochinita pibil et sopa de lima",
          "Mérida: Cochinita pibil und Sopa de lima",
        ],
        [
          "Yucatecan cooking at the Lucas de Gálvez market: cochinita pibil slow-cooked in achiote, sopa de lima, panuchos and papadzules, and a marquesita from a cart on Santa Lucía square.",
          "La cucina dello Yucatán al mercato Lucas de Gálvez: cochinita pibil cotta a lungo nell'achiote, sopa de lima, panuchos e papadzules, e una marquesita da un carretto in piazza Santa Lucía.",
          "La cocina yucateca en el mercado Lucas de Gálvez: cochinita pibil cocida lentamente en achiote, sopa de lima, panuchos y papadzules, y una marquesita de un carrito en el parque de Santa Lucía.",
          "La cuisine du Yucatán au marché Lucas de Gálvez : cochinita pibil mijotée à l'achiote, sopa de lima, panuchos et papadzules, et une marquesita d'une charrette sur la place Santa Lucía.",
          "Yucatekische Küche im Markt Lucas de Gálvez: in Achiote geschmorte Cochinita pibil, Sopa de lima, Panuchos und Papadzules und eine Marquesita vom Karren an der Plaza Santa Lucía.",
        ],
      ],
    ],
  },
  "MEX Chichén Itzá": {
    days: [
      [
        "see",
        [
          "Chichén Itzá: El Castillo and the Great Ball Court",
          "Chichén Itzá: El Castillo e il Grande Campo della Palla",
          "Chichén Itzá: El Castillo y el Gran Juego de Pelota",
          "Chichén Itzá : El Castillo et le grand jeu de balle",
          "Chichén Itzá: El Castillo und der große Ballspielplatz",
        ],
        [
          "At opening time, before the crowds: the pyramid of Kukulcán, the Great Ball Court and its echo, the Temple of the Warriors, the Sacred Cenote and the round observatory of El Caracol.",
          "All'apertura, prima della folla: la piramide di Kukulcán, il Grande Campo della Palla con la sua eco, il Tempio dei Guerrieri, il Cenote Sacro e l'osservatorio rotondo del Caracol.",
          "A primera hora, antes de la multitud: la pirámide de Kukulcán, el Gran Juego de Pelota y su eco, el Templo de los Guerreros, el Cenote Sagrado y el observatorio circular de El Caracol.",
          "À l'ouverture, avant la foule : la pyramide de Kukulcán, le grand jeu de balle et son écho, le temple des Guerriers, le cenote sacré et l'observatoire circulaire du Caracol.",
          "Zur Öffnung, vor dem Andrang: die Pyramide des Kukulcán, der große Ballspielplatz mit seinem Echo, der Kriegertempel, der Heilige Cenote und das runde Observatorium El Caracol.",
        ],
      ],
    ],
  },
  "MEX Valladolid": {
    days: [
      [
        "see",
        [
          "Valladolid: the Calzada de los Frailes and Cenote Zací",
          "Valladolid: la Calzada de los Frailes e il cenote Zací",
          "Valladolid: la Calzada de los Frailes y el cenote Zací",
          "Valladolid : la Calzada de los Frailes et le cenote Zací",
          "Valladolid: die Calzada de los Frailes und der Cenote Zací",
        ],
        [
          "The painted houses of the Calzada de los Frailes to the convent of San Bernardino de Siena, the cathedral of San Gervasio on the main square, and a swim in Cenote Zací in the middle of town.",
          "Le case colorate della Calzada de los Frailes fino al convento di San Bernardino da Siena, la cattedrale di San Gervasio sulla piazza e un bagno nel cenote Zací in mezzo alla città.",
          "Las casas de colores de la Calzada de los Frailes hasta el convento de San Bernardino de Siena, la catedral de San Gervasio en la plaza y un baño en el cenote Zací, en pleno pueblo.",
          "Les maisons colorées de la Calzada de los Frailes jusqu'au couvent de San Bernardino de Siena, la cathédrale San Gervasio sur la place et une baignade au cenote Zací, en pleine ville.",
          "Die bunten Häuser der Calzada de los Frailes bis zum Kloster San Bernardino de Siena, die Kathedrale San Gervasio am Hauptplatz und ein Bad im Cenote Zací mitten in der Stadt.",
        ],
      ],
      [
        "see",
        [
          "Valladolid: Ek Balam and the cenotes of Dzitnup",
          "Valladolid: Ek Balam e i cenote di Dzitnup",
          "Valladolid: Ek Balam y los cenotes de Dzitnup",
          "Valladolid : Ek Balam et les cenotes de Dzitnup",
          "Valladolid: Ek Balam und die Cenotes von Dzitnup",
        ],
        [
          "The Acropolis of Ek Balam, climbed to its stucco jaguar-mouth tomb, then the cavern cenotes of Dzitnup, Samulá and Xkekén, lit by a single shaft of light.",
          "L'Acropoli di Ek Balam, con la salita fino alla tomba dalla bocca di giaguaro in stucco, poi i cenote in grotta di Dzitnup, Samulá e Xkekén, illuminati da un solo raggio di luce.",
          "La Acrópolis de Ek Balam, con la subida hasta la tumba de estuco en forma de fauces de jaguar, y después los cenotes de caverna de Dzitnup, Samulá y Xkekén, iluminados por un solo rayo de luz.",
          "L'Acropole d'Ek Balam, gravie jusqu'à sa tombe de stuc en gueule de jaguar, puis les cenotes en grotte de Dzitnup, Samulá et Xkekén, éclairés par un unique rai de lumière.",
          "Die Akropolis von Ek Balam mit Aufstieg zum Stuckgrab im Jaguarmaul, danach die Höhlencenotes von Dzitnup, Samulá und Xkekén, die ein einziger Lichtstrahl erhellt.",
        ],
      ],
      [
        "food",
        [
          "Valladolid: longaniza and lomitos",
          "Valladolid: longaniza e lomitos",
          "Valladolid: longaniza y lomitos",
          "Valladolid : longaniza et lomitos",
          "Valladolid: Longaniza und Lomitos",
        ],
        [
          "The smoked longaniza sausage of Valladolid, lomitos of pork in tomato sauce, and escabeche oriental, turkey in a sour onion broth, at the cocinas económicas of the municipal market.",
          "La longaniza affumicata di Valladolid, i lomitos di maiale al pomodoro e l'escabeche oriental, tacchino in brodo acidulo di cipolla, nelle cocinas económicas del mercato municipale.",
          "La longaniza ahumada de Valladolid, los lomitos de cerdo en salsa de tomate y el escabeche oriental, pavo en caldo agrio de cebolla, en las cocinas económicas del mercado municipal.",
          "La longaniza fumée de Valladolid, les lomitos de porc à la tomate et l'escabeche oriental, dinde dans un bouillon aigre aux oignons, dans les cocinas económicas du marché municipal.",
          "Die geräucherte Longaniza aus Valladolid, Lomitos vom Schwein in Tomatensoße und Escabeche oriental, Truthahn in säuerlicher Zwiebelbrühe, in den Garküchen des Stadtmarkts.",
        ],
      ],
    ],
  },
  "MEX Tulum": {
    days: [
      [
        "see",
        [
          "Tulum: the ruins above the sea and the Gran Cenote",
          "Tulum: le rovine sul mare e il Gran Cenote",
          "Tulum: las ruinas sobre el mar y el Gran Cenote",
          "Tulum : les ruines au-dessus de la mer et le Gran Cenote",
          "Tulum: die Ruinen über dem Meer und der Gran Cenote",
        ],
        [
          "The walled Maya port of Tulum and its Castillo on the cliff above the Caribbean, then a swim with a mask among the stalactites and turtles of the Gran Cenote.",
          "Il porto maya fortificato di Tulum con il suo Castillo sulla scogliera sopra il Caribe, poi un bagno con maschera tra stalattiti e tartarughe nel Gran Cenote.",
          "El puerto maya amurallado de Tulum y su Castillo en el acantilado sobre el Caribe, y después un baño con máscara entre estalactitas y tortugas en el Gran Cenote.",
          "Le port maya fortifié de Tulum et son Castillo sur la falaise au-dessus des Caraïbes, puis une baignade avec masque parmi les stalactites et les tortues du Gran Cenote.",
          "Der ummauerte Mayahafen Tulum mit seinem Castillo auf der Klippe über der Karibik, dann mit Maske baden zwischen Tropfsteinen und Schildkröten im Gran Cenote.",
        ],
      ],
      [
        "boat",
        [
          "Tulum: the canals of Sian Ka'an",
          "Tulum: i canali di Sian Ka'an",
          "Tulum: los canales de Sian Ka'an",
          "Tulum : les canaux de Sian Ka'an",
          "Tulum: die Kanäle von Sian Ka'an",
        ],
        [
          "By boat from the ruins of Muyil across the lagoons of the Sian Ka'an biosphere reserve, then floating with the current down a canal dug by the Maya through the mangroves.",
          "In barca dalle rovine di Muyil attraverso le lagune della riserva della biosfera di Sian Ka'an, poi lasciandosi portare dalla corrente in un canale scavato dai Maya tra le mangrovie.",
          "En lancha desde las ruinas de Muyil por las lagunas de la reserva de la biosfera de Sian Ka'an, y después flotando con la corriente por un canal excavado por los mayas entre los manglares.",
          "En bateau depuis les ruines de Muyil à travers les lagunes de la réserve de biosphère de Sian Ka'an, puis en se laissant porter par le courant dans un canal creusé par les Mayas dans la mangrove.",
          "Mit dem Boot von den Ruinen von Muyil über die Lagunen des Biosphärenreservats Sian Ka'an, dann mit der Strömung durch einen von den Maya gegrabenen Kanal in den Mangroven treiben.",
        ],
      ],
      [
        "beach",
        [
          "Tulum: a day at Playa Paraíso",
          "Tulum: giornata a Playa Paraíso",
          "Tulum: un día en Playa Paraíso",
          "Tulum : journée à Playa Paraíso",
          "Tulum: ein Tag an der Playa Paraíso",
        ],
        [
          "A day on the white sand of Playa Paraíso and the beaches south along the hotel road, swimming in the turquoise sea with the ruins on their cliff at the north end.",
          "Una giornata sulla sabbia bianca di Playa Paraíso e delle spiagge più a sud lungo la strada degli hotel, a nuotare nel mare turchese con le rovine sulla scogliera all'estremità nord.",
          "Un día en la arena blanca de Playa Paraíso y de las playas al sur por la carretera hotelera, nadando en el mar turquesa con las ruinas en su acantilado al norte.",
          "Une journée sur le sable blanc de Playa Paraíso et des plages plus au sud le long de la route des hôtels, à nager dans la mer turquoise avec les ruines sur leur falaise au nord.",
          "Ein Tag am weißen Sand von Playa Paraíso und den Stränden südlich entlang der Hotelstraße, Baden im türkisfarbenen Meer mit den Ruinen auf ihrer Klippe am Nordende.",
        ],
      ],
      [
        "night",
        [
          "Tulum: DJs in the jungle",
          "Tulum: DJ nella giungla",
          "Tulum: DJs en la selva",
          "Tulum : DJ dans la jungle",
          "Tulum: DJs im Dschungel",
        ],
        [
          "Dinner by candlelight in one of the open-air jungle restaurants of the beach road, then electronic music under the trees and the stars at the beach clubs and lounges of the hotel zone.",
          "Cena a lume di candela in uno dei ristoranti all'aperto nella giungla lungo la strada della spiaggia, poi musica elettronica sotto gli alberi e le stelle nei beach club della zona hotel.",
          "Cena a la luz de las velas en uno de los restaurantes al aire libre en la selva de la carretera de la playa, y después música electrónica bajo los árboles y las estrellas en los clubes de la zona hotelera.",
          "Dîner aux chandelles dans l'un des restaurants en pleine jungle de la route de la plage, puis musique électronique sous les arbres et les étoiles dans les clubs de plage de la zone hôtelière.",
          "Abendessen bei Kerzenlicht in einem der Dschungelrestaurants unter freiem Himmel an der Strandstraße, dann elektronische Musik unter Bäumen und Sternen in den Beachclubs der Hotelzone.",
        ],
      ],
    ],
  },
  "MEX Bacalar": {
    days: [
      [
        "see",
        [
          "Bacalar: the lagoon of seven hues by sailboat",
          "Bacalar: la laguna dei sette colori in barca a vela",
          "Bacalar: la laguna de los siete colores en velero",
          "Bacalar : la lagune aux sept couleurs en voilier",
          "Bacalar: die Lagune der sieben Farben im Segelboot",
        ],
        [
          "A sailboat on the Bacalar lagoon, through the blues of the Pirates' Channel to the Island of Birds, the deep Cenote Negro and the stromatolites, the oldest life forms on Earth, along its shore.",
          "Una barca a vela sulla laguna di Bacalar, tra i blu del Canale dei Pirati fino all'Isola degli Uccelli, il profondo Cenote Negro e le stromatoliti, le forme di vita più antiche della Terra, lungo la riva.",
          "Un velero por la laguna de Bacalar, entre los azules del Canal de los Piratas hasta la Isla de los Pájaros, el profundo Cenote Negro y los estromatolitos, las formas de vida más antiguas de la Tierra.",
          "Un voilier sur la lagune de Bacalar, dans les bleus du canal des Pirates jusqu'à l'île aux Oiseaux, le profond Cenote Negro et les stromatolithes, plus anciennes formes de vie sur Terre, le long de la rive.",
          "Mit dem Segelboot über die Lagune von Bacalar, durch die Blautöne des Piratenkanals zur Vogelinsel, zum tiefen Cenote Negro und zu den Stromatolithen am Ufer, den ältesten Lebensformen der Erde.",
        ],
      ],
      [
        "see",
        [
          "Bacalar: the fort of San Felipe and the Cenote Azul",
          "Bacalar: il forte di San Felipe e il Cenote Azul",
          "Bacalar: el fuerte de San Felipe y el Cenote Azul",
          "Bacalar : le fort San Felipe et le Cenote Azul",
          "Bacalar: das Fort San Felipe und der Cenote Azul",
        ],
        [
          "The star-shaped fort of San Felipe, built against the pirates who sailed up from the bay, a kayak along the shore at dawn, and a swim in the deep round Cenote Azul.",
          "Il forte a stella di San Felipe, costruito contro i pirati che risalivano dalla baia, un giro in kayak lungo la riva all'alba e un bagno nel profondo Cenote Azul.",
          "El fuerte en forma de estrella de San Felipe, levantado contra los piratas que subían desde la bahía, un paseo en kayak por la orilla al amanecer y un baño en el profundo Cenote Azul.",
          "Le fort en étoile de San Felipe, bâti contre les pirates qui remontaient de la baie, une sortie en kayak le long de la rive à l'aube et une baignade dans le profond Cenote Azul.",
          "Das sternförmige Fort San Felipe, gegen die aus der Bucht heraufsegelnden Piraten gebaut, eine Kajaktour am Ufer im Morgenlicht und ein Bad im tiefen, runden Cenote Azul.",
        ],
      ],
      [
        "food",
        [
          "Bacalar: tikin xic fish and Maya cooking",
          "Bacalar: il pesce tikin xic e la cucina maya",
          "Bacalar: pescado tikin xic y cocina maya",
          "Bacalar : poisson tikin xic et cuisine maya",
          "Bacalar: Tikin-Xic-Fisch und Mayaküche",
        ],
        [
          "Fish tikin xic, marinated in achiote and sour orange and grilled in banana leaf, ceviche of Caribbean conch and shrimp, and a Maya family's relleno negro in a nearby village.",
          "Il pesce tikin xic, marinato in achiote e arancia amara e cotto alla brace nella foglia di banano, ceviche di strombo e gamberi del Caribe e il relleno negro di una famiglia maya in un villaggio vicino.",
          "El pescado tikin xic, adobado en achiote y naranja agria y asado en hoja de plátano, ceviche de caracol y camarón del Caribe y el relleno negro de una familia maya en un pueblo cercano.",
          "Le poisson tikin xic, mariné à l'achiote et à l'orange amère et grillé dans une feuille de bananier, un ceviche de lambi et de crevettes et le relleno negro d'une famille maya dans un village voisin.",
          "Fisch Tikin Xic, in Achiote und Bitterorange mariniert und im Bananenblatt gegrillt, Ceviche aus karibischer Fechterschnecke und Garnelen und das Relleno negro einer Mayafamilie in einem Nachbardorf.",
        ],
      ],
    ],
  },
  "MEX Holbox": {
    days: [
      [
        "see",
        [
          "Holbox: sand streets and Punta Mosquito",
          "Holbox: strade di sabbia e Punta Mosquito",
          "Holbox: calles de arena y Punta Mosquito",
          "Holbox : rues de sable et Punta Mosquito",
          "Holbox: Sandstraßen und Punta Mosquito",
        ],
        [
          "An island without cars: the sand streets and painted murals of the village by golf cart or bike, then a walk through the shallows to the sandbar of Punta Mosquito, where flamingos and pelicans feed.",
          "Un'isola senza auto: le strade di sabbia e i murales del paese in golf cart o in bicicletta, poi una camminata nell'acqua bassa fino alla lingua di sabbia di Punta Mosquito, dove si nutrono fenicotteri e pellicani.",
          "Una isla sin coches: las calles de arena y los murales del pueblo en carrito de golf o en bicicleta, y después una caminata por el agua baja hasta la barra de Punta Mosquito, donde comen flamencos y pelícanos.",
          "Une île sans voitures : les rues de sable et les fresques du village en voiturette ou à vélo, puis une marche dans l'eau peu profonde jusqu'au banc de sable de Punta Mosquito, où se nourrissent flamants et pélicans.",
          "Eine Insel ohne Autos: die Sandstraßen und Wandbilder des Dorfes per Golfwagen oder Rad, dann durchs flache Wasser zur Sandbank von Punta Mosquito, wo Flamingos und Pelikane fressen.",
        ],
      ],
      [
        "boat",
        [
          "Holbox: three islands and the Yalahau cenote",
          "Holbox: le tre isole e il cenote Yalahau",
          "Holbox: las tres islas y el cenote Yalahau",
          "Holbox : les trois îles et le cenote Yalahau",
          "Holbox: drei Inseln und der Cenote Yalahau",
        ],
        [
          "A boat across the Yalahau lagoon to the Isla de los Pájaros and its frigatebirds, a swim in the freshwater spring of the Yalahau cenote, and the white beach of Isla Pasión.",
          "In barca attraverso la laguna di Yalahau fino all'Isla de los Pájaros e le sue fregate, un bagno nella sorgente d'acqua dolce del cenote Yalahau e la spiaggia bianca di Isla Pasión.",
          "En lancha por la laguna de Yalahau hasta la Isla de los Pájaros y sus fragatas, un baño en el ojo de agua dulce del cenote Yalahau y la playa blanca de Isla Pasión.",
          "En bateau à travers la lagune de Yalahau jusqu'à l'île aux Oiseaux et ses frégates, une baignade dans la source d'eau douce du cenote Yalahau et la plage blanche d'Isla Pasión.",
          "Mit dem Boot über die Lagune von Yalahau zur Vogelinsel mit ihren Fregattvögeln, ein Bad in der Süßwasserquelle des Cenote Yalahau und der weiße Strand der Isla Pasión.",
        ],
      ],
      [
        "beach",
        [
          "Holbox: Punta Cocos at sunset",
          "Holbox: Punta Cocos al tramonto",
          "Holbox: Punta Cocos al atardecer",
          "Holbox : Punta Cocos au coucher du soleil",
          "Holbox: Punta Cocos bei Sonnenuntergang",
        ],
        [
          "The long, calm beach on the Gulf side of Holbox, with shallow water for swimming, hammocks over the sea, and a walk to Punta Cocos at sunset.",
          "La lunga spiaggia tranquilla di Holbox sul lato del Golfo, con l'acqua bassa per nuotare, le amache sospese sul mare e una passeggiata fino a Punta Cocos al tramonto.",
          "La larga y tranquila playa de Holbox del lado del Golfo, con agua baja para nadar, hamacas sobre el mar y un paseo hasta Punta Cocos al atardecer.",
          "La longue plage calme de Holbox côté golfe, avec une eau peu profonde pour nager, des hamacs au-dessus de la mer et une balade jusqu'à Punta Cocos au coucher du soleil.",
          "Der lange, ruhige Strand von Holbox auf der Golfseite, flaches Wasser zum Schwimmen, Hängematten über dem Meer und ein Spaziergang nach Punta Cocos zum Sonnenuntergang.",
        ],
      ],
    ],
  },
  "MEX Playa del Carmen": {
    days: [
      [
        "see",
        [
          "Playa del Carmen: Fifth Avenue and the cenotes",
          "Playa del Carmen: la Quinta Avenida e i cenote",
          "Playa del Carmen: la Quinta Avenida y los cenotes",
          "Playa del Carmen : la Quinta Avenida et les cenotes",
          "Playa del Carmen: die Quinta Avenida und die Cenotes",
        ],
        [
          "The pedestrian Quinta Avenida from the ferry pier to Calle 38, then inland to swim in the cavern cenotes of the Ruta de los Cenotes near Puerto Morelos, in clear water under the rock.",
          "La Quinta Avenida pedonale dal molo dei traghetti fino a Calle 38, poi nell'entroterra per nuotare nei cenote in grotta della Ruta de los Cenotes vicino a Puerto Morelos, in acqua limpida sotto la roccia.",
          "La Quinta Avenida peatonal del muelle del ferry a la Calle 38, y después tierra adentro para nadar en los cenotes de caverna de la Ruta de los Cenotes cerca de Puerto Morelos, en agua clara bajo la roca.",
          "La Quinta Avenida piétonne du quai du ferry jusqu'à la Calle 38, puis dans l'arrière-pays pour nager dans les cenotes en grotte de la Ruta de los Cenotes près de Puerto Morelos, dans une eau claire sous la roche.",
          "Die Fußgängerzone Quinta Avenida vom Fähranleger bis zur Calle 38, dann ins Hinterland zum Baden in den Höhlencenotes der Ruta de los Cenotes bei Puerto Morelos, in klarem Wasser unter dem Fels.",
        ],
      ],
      [
        "boat",
        [
          "Playa del Carmen: the ferry to Cozumel's reefs",
          "Playa del Carmen: il traghetto per le barriere di Cozumel",
          "Playa del Carmen: el ferry a los arrecifes de Cozumel",
          "Playa del Carmen : le ferry vers les récifs de Cozumel",
          "Playa del Carmen: mit der Fähre zu den Riffen von Cozumel",
        ],
        [
          "The ferry across to Cozumel and a boat to the reefs of its marine park, Palancar and Colombia, to snorkel over coral walls with turtles, rays and parrotfish.",
          "Il traghetto per Cozumel e una barca fino alle barriere del suo parco marino, Palancar e Colombia, per lo snorkeling sopra pareti di corallo con tartarughe, razze e pesci pappagallo.",
          "El ferry a Cozumel y una lancha hasta los arrecifes de su parque marino, Palancar y Colombia, para hacer esnórquel sobre paredes de coral con tortugas, rayas y peces loro.",
          "Le ferry pour Cozumel et un bateau vers les récifs de son parc marin, Palancar et Colombia, pour nager avec masque et tuba au-dessus de tombants de corail avec tortues, raies et poissons-perroquets.",
          "Die Fähre nach Cozumel und ein Boot zu den Riffen des Meeresparks, Palancar und Colombia, zum Schnorcheln über Korallenwänden mit Schildkröten, Rochen und Papageifischen.",
        ],
      ],
      [
        "beach",
        [
          "Playa del Carmen: turtles in Akumal Bay",
          "Playa del Carmen: le tartarughe della baia di Akumal",
          "Playa del Carmen: tortugas en la bahía de Akumal",
          "Playa del Carmen : les tortues de la baie d'Akumal",
          "Playa del Carmen: Schildkröten in der Bucht von Akumal",
        ],
        [
          "A beach day down the coast at Akumal, swimming with a local guide among the green turtles grazing on its seagrass, then the white sand and palms of Xpu-Ha.",
          "Una giornata di mare più a sud ad Akumal, nuotando con una guida del posto tra le tartarughe verdi che brucano le praterie di posidonia, poi la sabbia bianca e le palme di Xpu-Ha.",
          "Un día de playa costa abajo en Akumal, nadando con un guía local entre las tortugas verdes que pastan en sus praderas marinas, y después la arena blanca y las palmeras de Xpu-Ha.",
          "Une journée de plage plus au sud à Akumal, à nager avec un guide local parmi les tortues vertes qui broutent ses herbiers, puis le sable blanc et les palmiers de Xpu-Ha.",
          "Ein Strandtag weiter südlich in Akumal, mit einem einheimischen Guide zwischen Suppenschildkröten schwimmen, die im Seegras grasen, danach der weiße Sand und die Palmen von Xpu-Ha.",
        ],
      ],
      [
        "night",
        [
          "Playa del Carmen: Calle 12 after dark",
          "Playa del Carmen: la Calle 12 dopo il tramonto",
          "Playa del Carmen: la Calle 12 de noche",
          "Playa del Carmen : la Calle 12 à la nuit tombée",
          "Playa del Carmen: die Calle 12 nach Einbruch der Dunkelheit",
        ],
        [
          "Tacos and mezcal on Quinta Avenida, then the bars and open-air clubs of Calle 12 and the beach parties near Mamitas, where the night runs late to reggaeton and house.",
          "Tacos e mezcal sulla Quinta Avenida, poi i bar e i locali all'aperto della Calle 12 e le feste in spiaggia vicino a Mamitas, dove la notte va avanti a reggaeton e house.",
          "Tacos y mezcal en la Quinta Avenida, y después los bares y antros al aire libre de la Calle 12 y las fiestas en la playa cerca de Mamitas, donde la noche se alarga con reguetón y house.",
          "Tacos et mezcal sur la Quinta Avenida, puis les bars et les clubs en plein air de la Calle 12 et les fêtes sur la plage près de Mamitas, où la nuit se prolonge au son du reggaeton et de la house.",
          "Tacos und Mezcal auf der Quinta Avenida, dann die Bars und Open-Air-Clubs der Calle 12 und die Strandpartys bei Mamitas, wo die Nacht zu Reggaeton und House lang wird.",
        ],
      ],
    ],
  },
  "MEX Loreto": {
    days: [
      [
        "see",
        [
          "Loreto: the first mission of the Californias",
          "Loreto: la prima missione delle Californie",
          "Loreto: la primera misión de las Californias",
          "Loreto : la première mission des Californies",
          "Loreto: die erste Mission der Kalifornien",
        ],
        [
          "The Mission of Our Lady of Loreto, founded by the Jesuits as the first of the Californias, the malecón on the Sea of Cortez, and the stone mission of San Javier up in the Sierra de la Giganta.",
          "La missione di Nuestra Señora de Loreto, fondata dai gesuiti come la prima delle Californie, il malecón sul Mare di Cortés e la missione in pietra di San Javier nella Sierra de la Giganta.",
          "La misión de Nuestra Señora de Loreto, fundada por los jesuitas como la primera de las Californias, el malecón sobre el mar de Cortés y la misión de piedra de San Javier en la Sierra de la Giganta.",
          "La mission Notre-Dame de Loreto, fondée par les jésuites, la première des Californies, le malecón sur la mer de Cortés et la mission de pierre de San Javier dans la Sierra de la Giganta.",
          "Die Mission Nuestra Señora de Loreto, von den Jesuiten als erste der Kalifornien gegründet, der Malecón am Golf von Kalifornien und die steinerne Mission San Javier in der Sierra de la Giganta.",
        ],
      ],
      [
        "boat",
        [
          "Loreto: by boat to Isla Coronado",
          "Loreto: in barca fino a Isla Coronado",
          "Loreto: en lancha a Isla Coronado",
          "Loreto : en bateau vers Isla Coronado",
          "Loreto: mit dem Boot zur Isla Coronado",
        ],
        [
          "Out into the Loreto Bay marine park to Isla Coronado, for a white beach below its volcano, swimming with a mask among reef fish and a colony of sea lions on the rocks, with dolphins often on the way.",
          "Nel parco marino della baia di Loreto fino a Isla Coronado, per una spiaggia bianca sotto il suo vulcano, snorkeling tra i pesci di scogliera e una colonia di leoni marini sugli scogli, spesso con i delfini lungo la rotta.",
          "Por el parque marino de la bahía de Loreto hasta Isla Coronado, con su playa blanca bajo el volcán, esnórquel entre peces de arrecife y una colonia de lobos marinos en las rocas, a menudo con delfines en el camino.",
          "Dans le parc marin de la baie de Loreto jusqu'à Isla Coronado, pour une plage blanche sous son volcan, de la nage avec masque parmi les poissons du récif et une colonie d'otaries sur les rochers, souvent avec des dauphins en route.",
          "Hinaus in den Meeresnationalpark der Bucht von Loreto zur Isla Coronado mit weißem Strand unter ihrem Vulkan, Schnorcheln zwischen Rifffischen und einer Seelöwenkolonie auf den Felsen, unterwegs oft Delfine.",
        ],
      ],
      [
        "food",
        [
          "Loreto: chocolate clams and fish tacos",
          "Loreto: almejas chocolatas e tacos di pesce",
          "Loreto: almejas chocolatas y tacos de pescado",
          "Loreto : palourdes chocolat et tacos de poisson",
          "Loreto: Schokoladenmuscheln und Fischtacos",
        ],
        [
          "Almejas chocolatas, the brown clams of the bay, roasted under burning brush on the beach, Baja fish tacos and ceviche, and dates from the oasis missions of the peninsula.",
          "Le almejas chocolatas, le vongole brune della baia, arrostite sulla spiaggia sotto sterpi accesi, i tacos di pesce della Baja e il ceviche, e i datteri delle missioni-oasi della penisola.",
          "Las almejas chocolatas de la bahía tatemadas en la playa bajo ramas encendidas, los tacos de pescado de Baja y el ceviche, y los dátiles de las misiones-oasis de la península.",
          "Les almejas chocolatas, palourdes brunes de la baie, rôties sur la plage sous des broussailles enflammées, les tacos de poisson de Basse-Californie, le ceviche et les dattes des oasis des missions.",
          "Almejas chocolatas, die braunen Muscheln der Bucht, am Strand unter brennendem Reisig geröstet, Fischtacos und Ceviche aus Baja und Datteln aus den Missionsoasen der Halbinsel.",
        ],
      ],
    ],
  },
  "MEX Baja California": {
    days: [
      [
        "see",
        [
          "Baja California: the cave paintings of the Sierra de San Francisco",
          "Baja California: le pitture rupestri della Sierra de San Francisco",
          "Baja California: las pinturas rupestres de la Sierra de San Francisco",
          "Baja California : les peintures rupestres de la Sierra de San Francisco",
          "Baja California: die Felsmalereien der Sierra de San Francisco",
        ],
        [
          "Up into the Sierra de San Francisco with a licensed local guide to the Cueva del Ratón, whose great murals of deer, whales and red and black human figures are among the largest rock art in the Americas.",
          "Nella Sierra de San Francisco con una guida locale autorizzata fino alla Cueva del Ratón, i cui grandi murales di cervi, balene e figure umane rosse e nere sono tra le più grandi pitture rupestri delle Americhe.",
          "Subida a la Sierra de San Francisco con un guía local autorizado hasta la Cueva del Ratón, cuyos grandes murales de venados, ballenas y figuras humanas rojas y negras son de las mayores pinturas rupestres de América.",
          "Dans la Sierra de San Francisco avec un guide local agréé jusqu'à la Cueva del Ratón, dont les grandes fresques de cerfs, de baleines et de figures humaines rouges et noires comptent parmi le plus grand art rupestre des Amériques.",
          "Hinauf in die Sierra de San Francisco mit einem lizenzierten einheimischen Guide zur Cueva del Ratón, deren große Wandbilder mit Hirschen, Walen und rot-schwarzen Menschenfiguren zur größten Felskunst Amerikas zählen.",
        ],
      ],
      [
        "see",
        [
          "Baja California: the oasis of San Ignacio and the Vizcaíno",
          "Baja California: l'oasi di San Ignacio e il Vizcaíno",
          "Baja California: el oasis de San Ignacio y el Vizcaíno",
          "Baja California : l'oasis de San Ignacio et le Vizcaíno",
          "Baja California: die Oase San Ignacio und die Vizcaíno-Wüste",
        ],
        [
          "The desert of the Vizcaíno, with its giant cardón cacti and boojum trees, to the date palms and lagoon of the San Ignacio oasis and its lava-stone mission church.",
          "Il deserto del Vizcaíno, con i cactus cardón giganti e gli alberi cirio, fino alle palme da dattero e alla laguna dell'oasi di San Ignacio e alla sua chiesa missionaria in pietra lavica.",
          "El desierto del Vizcaíno, con sus cardones gigantes y sus cirios, hasta los palmares datileros y la laguna del oasis de San Ignacio y su iglesia misional de piedra volcánica.",
          "Le désert du Vizcaíno, avec ses cactus cardón géants et ses arbres cirio, jusqu'aux palmiers dattiers et à la lagune de l'oasis de San Ignacio et son église de mission en pierre de lave.",
          "Die Vizcaíno-Wüste mit riesigen Cardón-Kakteen und Boojum-Bäumen bis zu den Dattelpalmen und der Lagune der Oase San Ignacio und ihrer Missionskirche aus Lavagestein.",
        ],
      ],
    ],
  },
  "GTM Guatemala City": {
    days: [
      [
        "see",
        [
          "Guatemala City: Zona 1 and the Mercado Central",
          "Città del Guatemala: la Zona 1 e il Mercado Central",
          "Ciudad de Guatemala: la Zona 1 y el Mercado Central",
          "Guatemala Ciudad : la Zona 1 et le Mercado Central",
          "Guatemala-Stadt: Zona 1 und der Mercado Central",
        ],
        [
          "The Plaza de la Constitución between the green-stone National Palace and the Metropolitan Cathedral, the Sexta Avenida on foot, and the textiles and flowers of the Mercado Central.",
          "La Plaza de la Constitución tra il Palazzo Nazionale di pietra verde e la cattedrale metropolitana, la Sexta Avenida a piedi e i tessuti e i fiori del Mercado Central.",
          "La Plaza de la Constitución entre el Palacio Nacional de piedra verde y la Catedral Metropolitana, la Sexta Avenida a pie y los tejidos y las flores del Mercado Central.",
          "La Plaza de la Constitución entre le Palais national de pierre verte et la cathédrale métropolitaine, la Sexta Avenida à pied et les tissus et les fleurs du Mercado Central.",
          "Die Plaza de la Constitución zwischen dem grünsteinernen Nationalpalast und der Kathedrale, die Sexta Avenida zu Fuß und die Textilien und Blumen des Mercado Central.",
        ],
      ],
      [
        "see",
        [
          "Guatemala City: the Popol Vuh and Ixchel museums",
          "Città del Guatemala: i musei Popol Vuh e Ixchel",
          "Ciudad de Guatemala: los museos Popol Vuh e Ixchel",
          "Guatemala Ciudad : les musées Popol Vuh et Ixchel",
          "Guatemala-Stadt: die Museen Popol Vuh und Ixchel",
        ],
        [
          "The Maya pottery and funeral urns of the Popol Vuh Museum, the huipiles of every highland village at the Ixchel Museum, and the giant relief map of the country in Zona 2.",
          "Le ceramiche e le urne funerarie maya del Museo Popol Vuh, gli huipiles di ogni villaggio degli altipiani al Museo Ixchel e la gigantesca mappa in rilievo del paese nella Zona 2.",
          "La cerámica y las urnas funerarias mayas del Museo Popol Vuh, los huipiles de cada pueblo del altiplano en el Museo Ixchel y el gigantesco Mapa en Relieve del país en la Zona 2.",
          "Les poteries et les urnes funéraires mayas du musée Popol Vuh, les huipiles de chaque village des hautes terres au musée Ixchel et l'immense carte en relief du pays dans la Zona 2.",
          "Maya-Keramik und Graburnen im Museo Popol Vuh, die Huipiles aller Hochlanddörfer im Museo Ixchel und die riesige Reliefkarte des Landes in der Zona 2.",
        ],
      ],
      [
        "food",
        [
          "Guatemala City: pepián, kak'ik and chuchitos",
          "Città del Guatemala: pepián, kak'ik e chuchitos",
          "Ciudad de Guatemala: pepián, kak'ik y chuchitos",
          "Guatemala Ciudad : pepián, kak'ik et chuchitos",
          "Guatemala-Stadt: Pepián, Kak'ik und Chuchitos",
        ],
        [
          "Pepián, the roasted-seed stew of the national table, kak'ik turkey soup from the Verapaces, chuchitos and tamales colorados from the market comedores, and rellenitos of plantain and black beans.",
          "Il pepián, lo stufato di semi tostati della tavola nazionale, la zuppa di tacchino kak'ik delle Verapaz, chuchitos e tamales colorados dei comedores del mercato e i rellenitos di platano e fagioli neri.",
          "El pepián, el recado de semillas tostadas de la mesa nacional, el caldo de chunto kak'ik de las Verapaces, chuchitos y tamales colorados de los comedores del mercado y rellenitos de plátano y frijol.",
          "Le pepián, ragoût de graines grillées de la table nationale, la soupe de dinde kak'ik des Verapaces, les chuchitos et tamales colorados des comedores du marché et les rellenitos de banane plantain et haricots noirs.",
          "Pepián, der Eintopf aus gerösteten Samen, Nationalgericht des Landes, Kak'ik-Truthahnsuppe aus den Verapaces, Chuchitos und Tamales colorados aus den Marktküchen und Rellenitos aus Kochbanane und schwarzen Bohnen.",
        ],
      ],
    ],
  },
  "GTM Antigua": {
    days: [
      [
        "see",
        [
          "Antigua: the Santa Catalina Arch and the ruined convents",
          "Antigua: l'Arco di Santa Catalina e i conventi in rovina",
          "Antigua: el Arco de Santa Catalina y los conventos en ruinas",
          "Antigua : l'arche de Santa Catalina et les couvents en ruine",
          "Antigua: der Santa-Catalina-Bogen und die Klosterruinen",
        ],
        [
          "The cobbled grid of the old capital below Volcán de Agua, the Santa Catalina Arch, the yellow façade of La Merced, the earthquake ruins of the cathedral and Las Capuchinas, and the view from Cerro de la Cruz.",
          "La scacchiera acciottolata della vecchia capitale sotto il Volcán de Agua, l'Arco di Santa Catalina, la facciata gialla della Merced, le rovine dei terremoti della cattedrale e delle Capuchinas e la vista dal Cerro de la Cruz.",
          "La cuadrícula empedrada de la antigua capital bajo el Volcán de Agua, el Arco de Santa Catalina, la fachada amarilla de La Merced, las ruinas de la catedral y de Las Capuchinas y la vista desde el Cerro de la Cruz.",
          "Le damier pavé de l'ancienne capitale sous le Volcán de Agua, l'arche de Santa Catalina, la façade jaune de La Merced, les ruines de la cathédrale et de Las Capuchinas, et la vue depuis le Cerro de la Cruz.",
          "Das gepflasterte Straßenraster der alten Hauptstadt unter dem Volcán de Agua, der Santa-Catalina-Bogen, die gelbe Fassade von La Merced, die Erdbebenruinen der Kathedrale und von Las Capuchinas und der Blick vom Cerro de la Cruz.",
        ],
      ],
      [
        "see",
        [
          "Antigua: a coffee farm and the weavers of San Antonio",
          "Antigua: una finca di caffè e le tessitrici di San Antonio",
          "Antigua: una finca de café y las tejedoras de San Antonio",
          "Antigua : une finca de café et les tisserandes de San Antonio",
          "Antigua: eine Kaffeefinca und die Weberinnen von San Antonio",
        ],
        [
          "The coffee grown on the volcanic slopes around Antigua, from the shrub to the cup with a farmer of a cooperative in San Miguel Escobar, and the backstrap looms of San Antonio Aguas Calientes.",
          "Il caffè coltivato sui pendii vulcanici intorno ad Antigua, dalla pianta alla tazza con un contadino di una cooperativa di San Miguel Escobar, e i telai a cintura di San Antonio Aguas Calientes.",
          "El café de las laderas volcánicas de Antigua, de la mata a la taza con un caficultor de una cooperativa de San Miguel Escobar, y los telares de cintura de San Antonio Aguas Calientes.",
          "Le café des pentes volcaniques autour d'Antigua, de l'arbuste à la tasse avec un producteur d'une coopérative de San Miguel Escobar, et les métiers à tisser à sangle de San Antonio Aguas Calientes.",
          "Der Kaffee von den Vulkanhängen um Antigua, vom Strauch bis zur Tasse mit einem Bauern einer Kooperative in San Miguel Escobar, und die Rückengurtwebstühle von San Antonio Aguas Calientes.",
        ],
      ],
      [
        "food",
        [
          "Antigua: jocón, chocolate and the sweets of Doña María",
          "Antigua: jocón, cioccolato e i dolci di Doña María",
          "Antigua: jocón, chocolate y los dulces de Doña María",
          "Antigua : jocón, chocolat et les douceurs de Doña María",
          "Antigua: Jocón, Schokolade und die Süßigkeiten von Doña María",
        ],
        [
          "A cooking class on jocón and pepián, a chocolate workshop from the cacao bean to the bar, and the old-fashioned dulces típicos of Doña María Gordillo's sweet shop.",
          "Una lezione di cucina su jocón e pepián, un laboratorio di cioccolato dalla fava di cacao alla tavoletta e i dulces típicos di una volta nella bottega di Doña María Gordillo.",
          "Una clase de cocina de jocón y pepián, un taller de chocolate del grano de cacao a la tableta y los dulces típicos de siempre de la dulcería de Doña María Gordillo.",
          "Un cours de cuisine autour du jocón et du pepián, un atelier de chocolat de la fève à la tablette et les dulces típicos à l'ancienne de la confiserie de Doña María Gordillo.",
          "Ein Kochkurs für Jocón und Pepián, ein Schokoladenworkshop von der Kakaobohne bis zur Tafel und die altmodischen Dulces típicos aus dem Süßwarenladen von Doña María Gordillo.",
        ],
      ],
    ],
  },
  "GTM Acatenango": {
    days: [
      [
        "see",
        [
          "Acatenango: the climb to the summit",
          "Acatenango: la salita alla vetta",
          "Acatenango: la subida a la cumbre",
          "Acatenango : l'ascension du sommet",
          "Acatenango: der Aufstieg zum Gipfel",
        ],
        [
          "A long, steep climb with a local guide from the farms of La Soledad through cloud forest and pine to the summit crater, facing the plume of Volcán de Fuego next door.",
          "Una salita lunga e ripida con una guida del posto dai campi di La Soledad attraverso la foresta nebulosa e i pini fino al cratere della vetta, di fronte al pennacchio del vicino Volcán de Fuego.",
          "Una subida larga y empinada con un guía local desde los cultivos de La Soledad por el bosque nuboso y los pinares hasta el cráter de la cumbre, frente al penacho del vecino Volcán de Fuego.",
          "Une longue montée raide avec un guide local depuis les cultures de La Soledad, à travers la forêt de nuages et les pins, jusqu'au cratère sommital, face au panache du Volcán de Fuego voisin.",
          "Ein langer, steiler Aufstieg mit einem einheimischen Guide von den Feldern bei La Soledad durch Nebelwald und Kiefern zum Gipfelkrater, gegenüber der Rauchfahne des benachbarten Volcán de Fuego.",
        ],
      ],
      [
        "see",
        [
          "Acatenango: the cloud forest of its lower slopes",
          "Acatenango: la foresta nebulosa dei pendii bassi",
          "Acatenango: el bosque nuboso de sus faldas",
          "Acatenango : la forêt de nuages des basses pentes",
          "Acatenango: der Nebelwald an den unteren Hängen",
        ],
        [
          "A shorter walk on the lower slopes above La Soledad, through fields of maize and beans and into the cloud forest, with a Kaqchikel farmer explaining how crops grow on a live volcano.",
          "Una camminata più breve sui pendii bassi sopra La Soledad, tra campi di mais e fagioli e dentro la foresta nebulosa, con un contadino kaqchikel che spiega come si coltiva su un vulcano attivo.",
          "Una caminata más corta por las faldas sobre La Soledad, entre milpas de maíz y frijol y dentro del bosque nuboso, con un agricultor kaqchikel que cuenta cómo se cultiva en un volcán activo.",
          "Une marche plus courte sur les basses pentes au-dessus de La Soledad, entre champs de maïs et de haricots puis dans la forêt de nuages, avec un paysan kaqchikel qui explique les cultures sur un volcan actif.",
          "Eine kürzere Wanderung an den unteren Hängen über La Soledad, durch Mais- und Bohnenfelder in den Nebelwald, ein Kaqchikel-Bauer erklärt, wie man an einem aktiven Vulkan anbaut.",
        ],
      ],
    ],
  },
  "GTM Lake Atitlán": {
    days: [
      [
        "see",
        [
          "Lake Atitlán: by lancha to San Juan and Santiago",
          "Lago Atitlán: in lancha a San Juan e Santiago",
          "Lago de Atitlán: en lancha a San Juan y Santiago",
          "Lac Atitlán : en lancha à San Juan et Santiago",
          "Atitlán-See: mit der Lancha nach San Juan und Santiago",
        ],
        [
          "By lancha across the lake below its three volcanoes to San Juan La Laguna and its weaving cooperatives dyeing with plants, and to Santiago Atitlán, where the Tz'utujil keep the shrine of Maximón.",
          "In lancha sul lago sotto i suoi tre vulcani fino a San Juan La Laguna e alle sue cooperative di tessitrici che tingono con le piante, e a Santiago Atitlán, dove i tz'utujil custodiscono il santuario di Maximón.",
          "En lancha por el lago bajo sus tres volcanes hasta San Juan La Laguna y sus cooperativas de tejedoras que tiñen con plantas, y a Santiago Atitlán, donde los tz'utujiles guardan la cofradía de Maximón.",
          "En lancha sur le lac au pied de ses trois volcans jusqu'à San Juan La Laguna et ses coopératives de tisserandes qui teignent aux plantes, et à Santiago Atitlán, où les Tz'utujils veillent sur l'autel de Maximón.",
          "Mit der Lancha über den See unter seinen drei Vulkanen nach San Juan La Laguna mit seinen Webkooperativen, die mit Pflanzen färben, und nach Santiago Atitlán, wo die Tz'utujil den Schrein des Maximón hüten.",
        ],
      ],
      [
        "see",
        [
          "Lake Atitlán: sunrise from the Indian Nose",
          "Lago Atitlán: l'alba dall'Indian Nose",
          "Lago de Atitlán: amanecer desde la Nariz del Indio",
          "Lac Atitlán : lever du soleil depuis l'Indian Nose",
          "Atitlán-See: Sonnenaufgang auf der Indian Nose",
        ],
        [
          "A pre-dawn climb with a local guide to the Indian Nose, the Rostro Maya, for sunrise over the lake and the volcanoes, then a kayak along the shore past San Marcos and Santa Cruz.",
          "Una salita prima dell'alba con una guida del posto all'Indian Nose, il Rostro Maya, per l'alba sul lago e sui vulcani, poi un giro in kayak lungo la riva oltre San Marcos e Santa Cruz.",
          "Una subida antes del alba con un guía local a la Nariz del Indio, el Rostro Maya, para el amanecer sobre el lago y los volcanes, y después un paseo en kayak por la orilla hasta San Marcos y Santa Cruz.",
          "Une montée avant l'aube avec un guide local jusqu'à l'Indian Nose, le Rostro Maya, pour le lever du soleil sur le lac et les volcans, puis du kayak le long de la rive vers San Marcos et Santa Cruz.",
          "Ein Aufstieg vor Tagesanbruch mit einem einheimischen Guide zur Indian Nose, dem Rostro Maya, zum Sonnenaufgang über See und Vulkanen, danach im Kajak am Ufer entlang nach San Marcos und Santa Cruz.",
        ],
      ],
    ],
  },
  "GTM Chichicastenango": {
    days: [
      [
        "see",
        [
          "Chichicastenango: Santo Tomás and the cemetery",
          "Chichicastenango: Santo Tomás e il cimitero",
          "Chichicastenango: Santo Tomás y el cementerio",
          "Chichicastenango : Santo Tomás et le cimetière",
          "Chichicastenango: Santo Tomás und der Friedhof",
        ],
        [
          "The steps of Santo Tomás church wreathed in copal smoke, the chapel of El Calvario facing it across the square, the painted tombs of the cemetery and, if the day falls on a Thursday or a Sunday, the great K'iche' market with its masks, huipiles and flowers.",
          "La scalinata della chiesa di Santo Tomás avvolta nel fumo del copale, la cappella del Calvario che le sta di fronte sulla piazza, le tombe dipinte del cimitero e, se il giorno cade di giovedì o di domenica, il grande mercato k'iche' con maschere, huipiles e fiori.",
          "Las gradas de la iglesia de Santo Tomás envueltas en humo de copal, la capilla del Calvario frente a ella al otro lado de la plaza, las tumbas pintadas del cementerio y, si el día cae en jueves o en domingo, el gran mercado k'iche' con sus máscaras, huipiles y flores.",
          "Les marches de l'église Santo Tomás dans la fumée de copal, la chapelle du Calvario qui lui fait face de l'autre côté de la place, les tombes peintes du cimetière et, si la journée tombe un jeudi ou un dimanche, le grand marché k'iche' avec ses masques, ses huipiles et ses fleurs.",
          "Die in Kopalrauch gehüllten Stufen der Kirche Santo Tomás, gegenüber auf der anderen Seite des Platzes die Kapelle El Calvario, die bunt bemalten Gräber des Friedhofs und, fällt der Tag auf einen Donnerstag oder Sonntag, der große K'iche'-Markt mit Masken, Huipiles und Blumen.",
        ],
      ],
      [
        "see",
        [
          "Chichicastenango: the shrine of Pascual Abaj",
          "Chichicastenango: il santuario di Pascual Abaj",
          "Chichicastenango: el santuario de Pascual Abaj",
          "Chichicastenango : le sanctuaire de Pascual Abaj",
          "Chichicastenango: der Schrein Pascual Abaj",
        ],
        [
          "A walk up the pine hill to Pascual Abaj, where Maya priests still burn offerings before a stone idol, and a workshop of the carved wooden masks worn in the town's dances.",
          "Una passeggiata sulla collina dei pini fino a Pascual Abaj, dove i sacerdoti maya bruciano ancora offerte davanti a un idolo di pietra, e una bottega delle maschere di legno delle danze del paese.",
          "Un paseo por el cerro de pinos hasta Pascual Abaj, donde los sacerdotes mayas aún queman ofrendas ante un ídolo de piedra, y un taller de las máscaras de madera de los bailes del pueblo.",
          "Une balade sur la colline boisée de pins jusqu'à Pascual Abaj, où des prêtres mayas brûlent encore des offrandes devant une idole de pierre, et un atelier des masques de bois des danses de la ville.",
          "Ein Spaziergang auf den Kiefernhügel zum Pascual Abaj, wo Maya-Priester noch heute vor einem Steinidol Opfer verbrennen, und eine Werkstatt der Holzmasken für die Tänze des Ortes.",
        ],
      ],
      [
        "food",
        [
          "Chichicastenango: the market's comedores",
          "Chichicastenango: i comedores del mercato",
          "Chichicastenango: los comedores del mercado",
          "Chichicastenango : les comedores du marché",
          "Chichicastenango: die Garküchen des Markts",
        ],
        [
          "Lunch among the K'iche' families in the comedores above the market: caldo de res, chicken in pepián, hot atol de elote, and tortillas pressed by hand on the comal.",
          "Pranzo tra le famiglie k'iche' nei comedores sopra il mercato: caldo de res, pollo in pepián, atol de elote caldo e tortillas battute a mano sul comal.",
          "Almuerzo entre las familias k'iche' en los comedores sobre el mercado: caldo de res, pollo en pepián, atol de elote caliente y tortillas palmeadas a mano en el comal.",
          "Déjeuner parmi les familles k'iche' dans les comedores au-dessus du marché : caldo de res, poulet au pepián, atol de elote bien chaud et tortillas façonnées à la main sur le comal.",
          "Mittagessen zwischen K'iche'-Familien in den Garküchen über dem Markt: Caldo de res, Huhn in Pepián, heißer Atol de elote und von Hand geformte Tortillas vom Comal.",
        ],
      ],
    ],
  },
  "GTM Semuc Champey": {
    days: [
      [
        "see",
        [
          "Semuc Champey: the pools on the limestone bridge",
          "Semuc Champey: le pozze sul ponte di calcare",
          "Semuc Champey: las pozas sobre el puente de piedra caliza",
          "Semuc Champey : les bassins sur le pont de calcaire",
          "Semuc Champey: die Becken auf der Kalksteinbrücke",
        ],
        [
          "The climb through the jungle to El Mirador above the turquoise pools, then down to swim in the terraces of water resting on a natural limestone bridge while the Cahabón River roars underneath.",
          "La salita nella giungla fino a El Mirador sopra le pozze turchesi, poi giù a nuotare nelle terrazze d'acqua posate su un ponte naturale di calcare mentre il fiume Cahabón rumoreggia sotto.",
          "La subida por la selva hasta El Mirador sobre las pozas turquesa, y después la bajada para nadar en las terrazas de agua que descansan sobre un puente natural de piedra caliza mientras el río Cahabón ruge debajo.",
          "La montée dans la jungle jusqu'à El Mirador au-dessus des bassins turquoise, puis la descente pour nager dans les terrasses d'eau posées sur un pont naturel de calcaire, tandis que le Cahabón gronde dessous.",
          "Der Aufstieg durch den Dschungel zum Mirador über den türkisfarbenen Becken, dann hinab zum Baden in den Wasserterrassen auf einer natürlichen Kalksteinbrücke, unter der der Río Cahabón tost.",
        ],
      ],
      [
        "see",
        [
          "Semuc Champey: the K'an Ba cave and the river",
          "Semuc Champey: la grotta di K'an Ba e il fiume",
          "Semuc Champey: la cueva de K'an Ba y el río",
          "Semuc Champey : la grotte de K'an Ba et la rivière",
          "Semuc Champey: die Höhle K'an Ba und der Fluss",
        ],
        [
          "Wading and swimming by candlelight through the K'an Ba cave with a local guide, then tubing down the Cahabón River past Q'eqchi' villages.",
          "A guado e a nuoto a lume di candela nella grotta di K'an Ba con una guida del posto, poi la discesa del fiume Cahabón su una camera d'aria, davanti ai villaggi q'eqchi'.",
          "Caminando y nadando a la luz de las velas por la cueva de K'an Ba con un guía local, y después bajando el río Cahabón en neumático junto a los pueblos q'eqchi'.",
          "À gué et à la nage, à la lueur des bougies, dans la grotte de K'an Ba avec un guide local, puis la descente du Cahabón sur une chambre à air, devant les villages q'eqchi'.",
          "Watend und schwimmend bei Kerzenlicht durch die Höhle K'an Ba mit einem einheimischen Guide, dann auf Reifenschläuchen den Río Cahabón hinab, vorbei an Q'eqchi'-Dörfern.",
        ],
      ],
    ],
  },
  "GTM Flores": {
    days: [
      [
        "see",
        [
          "Flores: the island town on Lake Petén Itzá",
          "Flores: la città-isola sul lago Petén Itzá",
          "Flores: la isla sobre el lago Petén Itzá",
          "Flores : la ville-île sur le lac Petén Itzá",
          "Flores: die Inselstadt im Petén-Itzá-See",
        ],
        [
          "The painted lanes of the island town, built on the site of the last Itza Maya capital, then a boat on Lake Petén Itzá to the lookout of the Peninsula of Tayasal and a swim from the dock.",
          "Le viuzze colorate della città-isola, sorta dove si trovava l'ultima capitale dei maya itzá, poi una barca sul lago Petén Itzá fino al belvedere della penisola di Tayasal e un bagno dal pontile.",
          "Las callejuelas de colores de la isla, levantada donde estuvo la última capital de los mayas itzá, y después una lancha por el lago Petén Itzá hasta el mirador de Tayasal y un baño desde el muelle.",
          "Les ruelles colorées de la ville-île, bâtie sur la dernière capitale des Mayas itzá, puis un bateau sur le lac Petén Itzá jusqu'au belvédère de la péninsule de Tayasal et une baignade depuis le ponton.",
          "Die bunten Gassen der Inselstadt, erbaut an der Stelle der letzten Hauptstadt der Itzá-Maya, dann mit dem Boot über den Petén-Itzá-See zum Aussichtspunkt auf der Halbinsel Tayasal und ein Bad vom Steg.",
        ],
      ],
      [
        "see",
        [
          "Flores: Yaxhá at sunset",
          "Flores: Yaxhá al tramonto",
          "Flores: Yaxhá al atardecer",
          "Flores : Yaxhá au coucher du soleil",
          "Flores: Yaxhá bei Sonnenuntergang",
        ],
        [
          "The Maya city of Yaxhá between two lagoons, with fewer visitors than Tikal, and sunset from the top of Temple 216 over the forest canopy and Lake Yaxhá.",
          "La città maya di Yaxhá tra due lagune, con meno visitatori di Tikal, e il tramonto dalla cima del Tempio 216 sopra la volta della foresta e il lago Yaxhá.",
          "La ciudad maya de Yaxhá entre dos lagunas, con menos visitantes que Tikal, y la puesta de sol desde lo alto del Templo 216 sobre el dosel de la selva y la laguna Yaxhá.",
          "La cité maya de Yaxhá entre deux lagunes, moins fréquentée que Tikal, et le coucher du soleil du haut du temple 216 au-dessus de la canopée et du lac Yaxhá.",
          "Die Mayastadt Yaxhá zwischen zwei Lagunen, weniger besucht als Tikal, und Sonnenuntergang von der Spitze des Tempels 216 über dem Blätterdach und dem Yaxhá-See.",
        ],
      ],
      [
        "food",
        [
          "Flores: white fish of the lake and Petén cooking",
          "Flores: il pesce bianco del lago e la cucina del Petén",
          "Flores: pescado blanco del lago y cocina del Petén",
          "Flores : poisson blanc du lac et cuisine du Petén",
          "Flores: Weißfisch aus dem See und die Küche des Petén",
        ],
        [
          "Pescado blanco, the white fish of Lake Petén Itzá, grilled by the water, pork in pepián with tortillas from the comal, and a chocolate drink made from the cacao of the Petén forests.",
          "Il pescado blanco del lago Petén Itzá alla griglia in riva all'acqua, maiale in pepián con tortillas del comal e una bevanda di cioccolato dal cacao delle foreste del Petén.",
          "El pescado blanco del lago Petén Itzá asado junto al agua, cerdo en pepián con tortillas del comal y una bebida de chocolate con el cacao de las selvas del Petén.",
          "Le pescado blanco du lac Petén Itzá grillé au bord de l'eau, du porc au pepián avec des tortillas du comal et une boisson chocolatée au cacao des forêts du Petén.",
          "Pescado blanco, der Weißfisch aus dem Petén-Itzá-See, am Wasser gegrillt, Schweinefleisch in Pepián mit Tortillas vom Comal und ein Trinkkakao aus dem Kakao der Wälder des Petén.",
        ],
      ],
    ],
  },
  "GTM Tikal": {
    days: [
      [
        "see",
        [
          "Tikal: the Great Plaza and Temple IV",
          "Tikal: la Grande Piazza e il Tempio IV",
          "Tikal: la Gran Plaza y el Templo IV",
          "Tikal : la Grande Place et le temple IV",
          "Tikal: die Große Plaza und Tempel IV",
        ],
        [
          "The Great Plaza between Temple I of the Great Jaguar and Temple II, the tombs of the North Acropolis and the palaces of the Central Acropolis, then the wooden stairs of Temple IV above the canopy.",
          "La Grande Piazza tra il Tempio I del Grande Giaguaro e il Tempio II, le tombe dell'Acropoli Nord e i palazzi dell'Acropoli Centrale, poi le scale di legno del Tempio IV sopra la volta della foresta.",
          "La Gran Plaza entre el Templo I del Gran Jaguar y el Templo II, las tumbas de la Acrópolis Norte y los palacios de la Acrópolis Central, y después las escaleras de madera del Templo IV sobre el dosel.",
          "La Grande Place entre le temple I du Grand Jaguar et le temple II, les tombes de l'Acropole nord et les palais de l'Acropole centrale, puis les escaliers de bois du temple IV au-dessus de la canopée.",
          "Die Große Plaza zwischen Tempel I des Großen Jaguars und Tempel II, die Gräber der Nordakropolis und die Paläste der Zentralakropolis, dann die Holztreppen des Tempels IV über dem Blätterdach.",
        ],
      ],
      [
        "see",
        [
          "Tikal: the Lost World and the forest at dawn",
          "Tikal: il Mundo Perdido e la foresta all'alba",
          "Tikal: el Mundo Perdido y la selva al amanecer",
          "Tikal : le Monde perdu et la forêt à l'aube",
          "Tikal: die Verlorene Welt und der Wald im Morgengrauen",
        ],
        [
          "An early entry with a guide, when howler monkeys roar and toucans, spider monkeys, coatis and ocellated turkeys are about, to the Mundo Perdido pyramid, Temple V and the Seven Temples plaza.",
          "Un ingresso all'alba con una guida, quando ruggiscono le scimmie urlatrici e si vedono tucani, scimmie ragno, coati e tacchini ocellati, fino alla piramide del Mundo Perdido, al Tempio V e alla piazza dei Sette Templi.",
          "Una entrada temprana con guía, cuando rugen los monos aulladores y andan tucanes, monos araña, pizotes y pavos ocelados, hasta la pirámide del Mundo Perdido, el Templo V y la Plaza de los Siete Templos.",
          "Une entrée matinale avec un guide, quand rugissent les singes hurleurs et que sortent toucans, singes-araignées, coatis et dindons ocellés, jusqu'à la pyramide du Monde perdu, au temple V et à la place des Sept Temples.",
          "Früher Einlass mit Guide, wenn die Brüllaffen rufen und Tukane, Klammeraffen, Nasenbären und Pfauentruthühner unterwegs sind, zur Pyramide der Verlorenen Welt, zu Tempel V und zur Plaza der Sieben Tempel.",
        ],
      ],
    ],
  },
  "BLZ Belize City": {
    days: [
      [
        "see",
        [
          "Belize City: the Swing Bridge and the old colonial town",
          "Belize City: lo Swing Bridge e la vecchia città coloniale",
          "Belize City: el Swing Bridge y la vieja ciudad colonial",
          "Belize City : le Swing Bridge et la vieille ville coloniale",
          "Belize City: die Swing Bridge und die alte Kolonialstadt",
        ],
        [
          "The hand-turned Swing Bridge over Haulover Creek, St. John's Cathedral built with bricks brought as ballast, the Museum of Belize in the old colonial jail, and the seafront of the Fort George quarter.",
          "Lo Swing Bridge girato a mano sull'Haulover Creek, la cattedrale di St. John costruita con i mattoni arrivati come zavorra, il Museum of Belize nella vecchia prigione coloniale e il lungomare del quartiere di Fort George.",
          "El Swing Bridge girado a mano sobre el Haulover Creek, la catedral de St. John construida con ladrillos traídos como lastre, el Museum of Belize en la vieja cárcel colonial y el paseo marítimo del barrio de Fort George.",
          "Le Swing Bridge tourné à la main sur le Haulover Creek, la cathédrale St. John bâtie de briques venues comme lest, le Museum of Belize dans l'ancienne prison coloniale et le front de mer du quartier de Fort George.",
          "Die von Hand gedrehte Swing Bridge über den Haulover Creek, die St.-John's-Kathedrale aus als Ballast herübergebrachten Ziegeln, das Museum of Belize im alten Kolonialgefängnis und die Uferpromenade im Viertel Fort George.",
        ],
      ],
      [
        "see",
        [
          "Belize City: the Belize Zoo and the howler monkeys",
          "Belize City: il Belize Zoo e le scimmie urlatrici",
          "Belize City: el Belize Zoo y los monos aulladores",
          "Belize City : le Belize Zoo et les singes hurleurs",
          "Belize City: der Belize Zoo und die Brüllaffen",
        ],
        [
          "The Belize Zoo, home to rescued jaguars, tapirs and harpy eagles of the country, and the Community Baboon Sanctuary, where villagers protect the black howler monkeys living in their trees.",
          "Il Belize Zoo, che accoglie giaguari, tapiri e arpie del paese salvati, e il Community Baboon Sanctuary, dove gli abitanti dei villaggi proteggono le scimmie urlatrici nere che vivono tra i loro alberi.",
          "El Belize Zoo, hogar de jaguares, tapires y águilas arpías rescatados del país, y el Community Baboon Sanctuary, donde los aldeanos protegen a los monos aulladores negros que viven en sus árboles.",
          "Le Belize Zoo, qui accueille jaguars, tapirs et harpies du pays recueillis, et le Community Baboon Sanctuary, où les villageois protègent les singes hurleurs noirs qui vivent dans leurs arbres.",
          "Der Belize Zoo mit geretteten Jaguaren, Tapiren und Harpyien des Landes und das Community Baboon Sanctuary, wo Dorfbewohner die Schwarzen Brüllaffen in ihren Bäumen schützen.",
        ],
      ],
      [
        "food",
        [
          "Belize City: rice and beans, fry jacks and Marie Sharp's",
          "Belize City: riso e fagioli, fry jack e Marie Sharp's",
          "Belize City: arroz con frijoles, fry jacks y Marie Sharp's",
          "Belize City : riz aux haricots, fry jacks et Marie Sharp's",
          "Belize City: Reis mit Bohnen, Fry Jacks und Marie Sharp's",
        ],
        [
          "Fry jacks with beans for breakfast, Creole rice and beans with stewed chicken, conch fritters and hudut, the Garifuna fish soup, all with Marie Sharp's hot sauce and a cold Belikin.",
          "Fry jack con fagioli a colazione, riso e fagioli creoli con pollo in umido, frittelle di strombo e l'hudut, la zuppa di pesce garifuna, il tutto con la salsa piccante Marie Sharp's e una Belikin fresca.",
          "Fry jacks con frijoles en el desayuno, arroz con frijoles criollo y pollo guisado, buñuelos de caracol y hudut, la sopa de pescado garífuna, todo con salsa picante Marie Sharp's y una Belikin fría.",
          "Des fry jacks aux haricots au petit-déjeuner, le riz aux haricots créole et le poulet mijoté, des beignets de lambi et le hudut, soupe de poisson garifuna, avec la sauce piquante Marie Sharp's et une Belikin bien fraîche.",
          "Fry Jacks mit Bohnen zum Frühstück, kreolischer Reis mit Bohnen und geschmortem Huhn, Conch-Fritters und Hudut, die Fischsuppe der Garifuna, dazu Marie Sharp's Chilisoße und ein kaltes Belikin.",
        ],
      ],
    ],
  },
  "BLZ San Ignacio": {
    days: [
      [
        "see",
        [
          "San Ignacio: the ATM cave",
          "San Ignacio: la grotta ATM",
          "San Ignacio: la cueva ATM",
          "San Ignacio : la grotte ATM",
          "San Ignacio: die ATM-Höhle",
        ],
        [
          "Actun Tunichil Muknal with a licensed guide, the only way in: a swim across the entrance pool, then deep into the cave past Maya pottery to the calcified skeleton called the Crystal Maiden.",
          "Actun Tunichil Muknal con una guida autorizzata, l'unico modo di entrare: una nuotata nella pozza d'ingresso, poi dentro la grotta tra le ceramiche maya fino allo scheletro calcificato detto la Crystal Maiden.",
          "Actun Tunichil Muknal con un guía autorizado, la única forma de entrar: un tramo a nado en la poza de entrada y después al fondo de la cueva entre cerámicas mayas hasta el esqueleto calcificado de la Doncella de Cristal.",
          "Actun Tunichil Muknal avec un guide agréé, seul moyen d'y entrer : la traversée à la nage du bassin d'entrée, puis loin dans la grotte parmi les poteries mayas jusqu'au squelette calcifié de la Crystal Maiden.",
          "Actun Tunichil Muknal mit lizenziertem Guide, anders geht es nicht hinein: durch das Eingangsbecken schwimmen, dann tief in die Höhle vorbei an Maya-Keramik zum verkalkten Skelett der Crystal Maiden.",
        ],
      ],
      [
        "see",
        [
          "San Ignacio: Cahal Pech and the Mountain Pine Ridge",
          "San Ignacio: Cahal Pech e la Mountain Pine Ridge",
          "San Ignacio: Cahal Pech y la Mountain Pine Ridge",
          "San Ignacio : Cahal Pech et la Mountain Pine Ridge",
          "San Ignacio: Cahal Pech und die Mountain Pine Ridge",
        ],
        [
          "The hilltop Maya palace of Cahal Pech above the town, the iguanas of the Green Iguana Conservation Project, then the pine forests of the Mountain Pine Ridge and a swim at Big Rock Falls.",
          "Il palazzo maya di Cahal Pech sulla collina sopra la città, le iguane del Green Iguana Conservation Project, poi le pinete della Mountain Pine Ridge e un bagno alle Big Rock Falls.",
          "El palacio maya de Cahal Pech en la colina sobre el pueblo, las iguanas del Green Iguana Conservation Project, y después los pinares de la Mountain Pine Ridge y un baño en las Big Rock Falls.",
          "Le palais maya de Cahal Pech sur la colline au-dessus de la ville, les iguanes du Green Iguana Conservation Project, puis les pinèdes de la Mountain Pine Ridge et une baignade aux Big Rock Falls.",
          "Der Maya-Palast Cahal Pech auf dem Hügel über der Stadt, die Leguane des Green Iguana Conservation Project, dann die Kiefernwälder der Mountain Pine Ridge und ein Bad an den Big Rock Falls.",
        ],
      ],
      [
        "food",
        [
          "San Ignacio: Maya chocolate and the farmers' market",
          "San Ignacio: cioccolato maya e il mercato contadino",
          "San Ignacio: chocolate maya y el mercado de productores",
          "San Ignacio : chocolat maya et marché paysan",
          "San Ignacio: Maya-Schokolade und der Bauernmarkt",
        ],
        [
          "Grinding cacao on a stone metate with a Maya family, then the farmers' market by the Macal River for tamales, panades, salbutes and tropical fruit.",
          "La macinatura del cacao su un metate di pietra con una famiglia maya, poi il mercato contadino sul fiume Macal con tamales, panades, salbutes e frutta tropicale.",
          "Moler cacao en un metate de piedra con una familia maya, y después el mercado de productores junto al río Macal, con tamales, panades, salbutes y fruta tropical.",
          "Moudre le cacao sur un metate de pierre avec une famille maya, puis le marché paysan au bord de la Macal pour des tamales, des panades, des salbutes et des fruits tropicaux.",
          "Kakao auf einem steinernen Metate mahlen mit einer Maya-Familie, dann der Bauernmarkt am Macal River mit Tamales, Panades, Salbutes und tropischen Früchten.",
        ],
      ],
    ],
  },
  "BLZ Xunantunich": {
    days: [
      [
        "see",
        [
          "Xunantunich: the hand-cranked ferry and El Castillo",
          "Xunantunich: il traghetto a manovella ed El Castillo",
          "Xunantunich: el ferry de manivela y El Castillo",
          "Xunantunich : le bac à manivelle et El Castillo",
          "Xunantunich: die Handkurbelfähre und El Castillo",
        ],
        [
          "Across the Mopan River on the hand-cranked ferry, then up El Castillo and its carved stucco frieze, for a view over the forest into Guatemala.",
          "Oltre il fiume Mopan sul traghetto a manovella, poi in cima a El Castillo con il suo fregio di stucco scolpito, per una vista sulla foresta fino al Guatemala.",
          "El cruce del río Mopan en el ferry de manivela y después la subida a El Castillo y su friso de estuco, para ver la selva hasta Guatemala.",
          "La traversée du Mopan sur le bac à manivelle, puis l'ascension d'El Castillo et de sa frise de stuc sculpté, pour une vue sur la forêt jusqu'au Guatemala.",
          "Mit der handgekurbelten Fähre über den Mopan River, dann hinauf auf El Castillo mit seinem Stuckfries und Blick über den Wald bis nach Guatemala.",
        ],
      ],
    ],
  },
  "BLZ Caracol": {
    days: [
      [
        "see",
        [
          "Caracol: Caana, the Sky Palace",
          "Caracol: Caana, il Palazzo del Cielo",
          "Caracol: Caana, el Palacio del Cielo",
          "Caracol : Caana, le Palais du Ciel",
          "Caracol: Caana, der Himmelspalast",
        ],
        [
          "Deep in the Chiquibul forest, the great Maya city that once defeated Tikal: the climb to the top of Caana, still the tallest building in Belize, then a swim at the Rio On Pools on the way back.",
          "Nel cuore della foresta del Chiquibul, la grande città maya che sconfisse Tikal: la salita in cima a Caana, ancora oggi l'edificio più alto del Belize, poi un bagno nelle Rio On Pools sulla via del ritorno.",
          "En lo profundo de la selva del Chiquibul, la gran ciudad maya que venció a Tikal: la subida a lo alto de Caana, todavía el edificio más alto de Belice, y un baño en las Rio On Pools a la vuelta.",
          "Au cœur de la forêt du Chiquibul, la grande cité maya qui vainquit Tikal : l'ascension de Caana, toujours le plus haut édifice du Belize, puis une baignade aux Rio On Pools sur le retour.",
          "Tief im Chiquibul-Wald die große Mayastadt, die einst Tikal besiegte: der Aufstieg auf Caana, bis heute das höchste Bauwerk Belizes, auf dem Rückweg ein Bad in den Rio On Pools.",
        ],
      ],
    ],
  },
  "BLZ Cockscomb Basin": {
    days: [
      [
        "see",
        [
          "Cockscomb Basin: the jaguar preserve trails",
          "Riserva di Cockscomb: i sentieri della riserva del giaguaro",
          "Reserva de Cockscomb: los senderos de la reserva del jaguar",
          "Réserve de Cockscomb : les sentiers de la réserve du jaguar",
          "Cockscomb-Reservat: die Pfade des Jaguarschutzgebiets",
        ],
        [
          "The world's first jaguar preserve, on forest trails where jaguar tracks are more often seen than the cat itself, to the pool of Tiger Fern Falls and the lookout of Ben's Bluff over the basin.",
          "La prima riserva del giaguaro al mondo, su sentieri nella foresta dove si vedono più spesso le orme che il felino, fino alla pozza delle Tiger Fern Falls e al belvedere di Ben's Bluff sul bacino.",
          "La primera reserva del jaguar del mundo, por senderos de selva donde se ven más a menudo sus huellas que el felino, hasta la poza de las Tiger Fern Falls y el mirador de Ben's Bluff sobre la cuenca.",
          "La première réserve de jaguars au monde, sur des sentiers forestiers où l'on voit plus souvent les traces que le félin, jusqu'au bassin des Tiger Fern Falls et au belvédère de Ben's Bluff sur la cuvette.",
          "Das erste Jaguarschutzgebiet der Welt, auf Waldpfaden, wo man öfter Spuren als die Katze selbst sieht, bis zum Becken der Tiger Fern Falls und zum Aussichtspunkt Ben's Bluff über dem Becken.",
        ],
      ],
      [
        "see",
        [
          "Cockscomb Basin: tubing South Stann Creek",
          "Riserva di Cockscomb: in camera d'aria sul South Stann Creek",
          "Reserva de Cockscomb: en neumático por el South Stann Creek",
          "Réserve de Cockscomb : en chambre à air sur le South Stann Creek",
          "Cockscomb-Reservat: im Reifen den South Stann Creek hinab",
        ],
        [
          "Floating down South Stann Creek on inner tubes through the forest, with the Cockscomb range and Victoria Peak above, and a visit to the Maya village at the preserve's gate for its slate carvings.",
          "La discesa del South Stann Creek su camere d'aria nella foresta, con la catena del Cockscomb e il Victoria Peak sopra, e una visita al villaggio maya all'ingresso della riserva per le sue sculture in ardesia.",
          "Bajando el South Stann Creek en neumáticos por la selva, con la sierra del Cockscomb y el Victoria Peak encima, y una visita al pueblo maya de la entrada de la reserva por sus tallas en pizarra.",
          "La descente du South Stann Creek en chambre à air à travers la forêt, sous la chaîne du Cockscomb et le Victoria Peak, et une visite du village maya à l'entrée de la réserve pour ses sculptures sur ardoise.",
          "Auf Reifenschläuchen den South Stann Creek durch den Wald hinab, über sich die Cockscomb-Kette und den Victoria Peak, und ein Besuch im Maya-Dorf am Eingang des Reservats mit seinen Schieferschnitzereien.",
        ],
      ],
    ],
  },
  "BLZ Placencia": {
    days: [
      [
        "see",
        [
          "Placencia: the Monkey River by boat",
          "Placencia: il Monkey River in barca",
          "Placencia: el Monkey River en lancha",
          "Placencia : la Monkey River en bateau",
          "Placencia: mit dem Boot auf den Monkey River",
        ],
        [
          "Down the coast by skiff to the mouth of the Monkey River, then upriver through the mangroves for howler monkeys, iguanas, crocodiles and, in the lagoon, manatees.",
          "Lungo la costa in skiff fino alla foce del Monkey River, poi risalendo il fiume tra le mangrovie alla ricerca di scimmie urlatrici, iguane, coccodrilli e, nella laguna, lamantini.",
          "Costa abajo en lancha hasta la desembocadura del Monkey River, y después río arriba entre manglares en busca de monos aulladores, iguanas, cocodrilos y, en la laguna, manatíes.",
          "Le long de la côte en skiff jusqu'à l'embouchure de la Monkey River, puis en remontant la rivière dans la mangrove à la recherche de singes hurleurs, d'iguanes, de crocodiles et, dans la lagune, de lamantins.",
          "Mit dem Skiff die Küste hinab zur Mündung des Monkey River, dann flussaufwärts durch die Mangroven zu Brüllaffen, Leguanen, Krokodilen und in der Lagune zu Seekühen.",
        ],
      ],
      [
        "boat",
        [
          "Placencia: the reef at Laughing Bird Caye",
          "Placencia: Laughing Bird Caye",
          "Placencia: el cayo Laughing Bird",
          "Placencia : l'îlot de Laughing Bird",
          "Placencia: die Insel Laughing Bird Caye",
        ],
        [
          "A boat out to Laughing Bird Caye National Park on the barrier reef, a sandy islet where the group swims with masks over coral gardens, rays and turtles, with lunch under the palms.",
          "In barca fino al parco nazionale di Laughing Bird Caye sulla barriera corallina, un isolotto di sabbia dove si nuota con la maschera sopra giardini di corallo, razze e tartarughe, con il pranzo sotto le palme.",
          "En lancha al parque nacional Laughing Bird Caye, en la barrera de coral, un islote de arena donde se nada con máscara sobre jardines de coral, rayas y tortugas, con almuerzo bajo las palmeras.",
          "En bateau jusqu'au parc national de Laughing Bird Caye, sur la barrière de corail, un îlot de sable où l'on nage avec masque au-dessus des jardins de corail, des raies et des tortues, avec déjeuner sous les palmiers.",
          "Mit dem Boot zum Nationalpark Laughing Bird Caye am Barriereriff, einer Sandinsel, wo die Gruppe mit Maske über Korallengärten, Rochen und Schildkröten schwimmt, Mittagessen unter Palmen.",
        ],
      ],
      [
        "beach",
        [
          "Placencia: the peninsula's beach and the Sidewalk",
          "Placencia: la spiaggia della penisola e il Sidewalk",
          "Placencia: la playa de la península y el Sidewalk",
          "Placencia : la plage de la péninsule et le Sidewalk",
          "Placencia: der Strand der Halbinsel und der Sidewalk",
        ],
        [
          "A day on the long sand beach of the Placencia peninsula, swimming in the calm water inside the reef, with a stroll along the Sidewalk through the village and a Garifuna drumming session at dusk.",
          "Una giornata sulla lunga spiaggia di sabbia della penisola di Placencia, a nuotare nell'acqua calma dentro la barriera, con una passeggiata sul Sidewalk in paese e i tamburi garifuna al tramonto.",
          "Un día en la larga playa de arena de la península de Placencia, nadando en el agua tranquila dentro del arrecife, con un paseo por el Sidewalk del pueblo y tambores garífunas al atardecer.",
          "Une journée sur la longue plage de sable de la péninsule de Placencia, à nager dans l'eau calme à l'abri du récif, avec une balade sur le Sidewalk du village et des tambours garifuna au crépuscule.",
          "Ein Tag am langen Sandstrand der Halbinsel Placencia, Baden im ruhigen Wasser hinter dem Riff, ein Bummel über den Sidewalk durchs Dorf und Garifuna-Trommeln in der Dämmerung.",
        ],
      ],
    ],
  },
  "BLZ Caye Caulker": {
    days: [
      [
        "see",
        [
          "Caye Caulker: go slow on the island",
          "Caye Caulker: go slow sull'isola",
          "Caye Caulker: go slow en la isla",
          "Caye Caulker : go slow sur l'île",
          "Caye Caulker: Go slow auf der Insel",
        ],
        [
          "The island's motto is go slow: sand streets with no cars, wooden houses on stilts, the Split where the island was cut in two, and the sunset from the docks on the back side of the island.",
          "Il motto dell'isola è go slow: strade di sabbia senza auto, case di legno su palafitte, lo Split dove l'isola fu tagliata in due e il tramonto dai pontili sul lato dietro dell'isola.",
          "El lema de la isla es go slow: calles de arena sin coches, casas de madera sobre pilotes, el Split, donde la isla quedó partida en dos, y el atardecer desde los muelles del otro lado.",
          "La devise de l'île est go slow : des rues de sable sans voitures, des maisons de bois sur pilotis, le Split où l'île fut coupée en deux et le coucher du soleil depuis les pontons de l'autre rive.",
          "Das Motto der Insel lautet go slow: Sandstraßen ohne Autos, Holzhäuser auf Stelzen, der Split, wo die Insel in zwei Teile gerissen wurde, und der Sonnenuntergang von den Stegen auf der Rückseite der Insel.",
        ],
      ],
      [
        "boat",
        [
          "Caye Caulker: Hol Chan and Shark Ray Alley",
          "Caye Caulker: Hol Chan e Shark Ray Alley",
          "Caye Caulker: Hol Chan y Shark Ray Alley",
          "Caye Caulker : Hol Chan et Shark Ray Alley",
          "Caye Caulker: Hol Chan und Shark Ray Alley",
        ],
        [
          "A sailboat to the Hol Chan Marine Reserve to swim with masks through the cut in the barrier reef among turtles and moray eels, then Shark Ray Alley, where nurse sharks and stingrays gather.",
          "Una barca a vela fino alla riserva marina di Hol Chan per nuotare con la maschera nel varco della barriera tra tartarughe e murene, poi Shark Ray Alley, dove si radunano squali nutrice e pastinache.",
          "Un velero hasta la reserva marina de Hol Chan para nadar con máscara por el canal de la barrera entre tortugas y morenas, y después Shark Ray Alley, donde se reúnen tiburones gata y rayas.",
          "Un voilier jusqu'à la réserve marine de Hol Chan pour nager avec masque dans la passe de la barrière parmi les tortues et les murènes, puis Shark Ray Alley, où se rassemblent requins-nourrices et raies pastenagues.",
          "Mit dem Segelboot ins Meeresschutzgebiet Hol Chan, mit Maske durch den Riffkanal zwischen Schildkröten und Muränen schwimmen, dann Shark Ray Alley, wo sich Ammenhaie und Stachelrochen sammeln.",
        ],
      ],
    ],
  },
  "BLZ Ambergris Caye": {
    days: [
      [
        "see",
        [
          "Ambergris Caye: San Pedro and Secret Beach",
          "Ambergris Caye: San Pedro e Secret Beach",
          "Ambergris Caye: San Pedro y Secret Beach",
          "Ambergris Caye : San Pedro et Secret Beach",
          "Ambergris Caye: San Pedro und Secret Beach",
        ],
        [
          "By golf cart through the town of San Pedro and its beachfront, then north on the sand tracks to Secret Beach on the lagoon side, with its shallow turquoise water.",
          "In golf cart per il paese di San Pedro e il suo lungomare, poi a nord sulle piste di sabbia fino a Secret Beach sul lato della laguna, con la sua acqua bassa e turchese.",
          "En carrito de golf por el pueblo de San Pedro y su frente de playa, y después al norte por las pistas de arena hasta Secret Beach, del lado de la laguna, con su agua baja y turquesa.",
          "En voiturette à travers San Pedro et son front de mer, puis vers le nord sur les pistes de sable jusqu'à Secret Beach, côté lagune, avec son eau turquoise peu profonde.",
          "Im Golfwagen durch den Ort San Pedro und seine Strandpromenade, dann nach Norden über Sandpisten zum Secret Beach auf der Lagunenseite mit seinem flachen, türkisfarbenen Wasser.",
        ],
      ],
      [
        "boat",
        [
          "Ambergris Caye: the Great Blue Hole and Half Moon Caye",
          "Ambergris Caye: il Great Blue Hole e Half Moon Caye",
          "Ambergris Caye: el Gran Agujero Azul y Half Moon Caye",
          "Ambergris Caye : le Grand Trou bleu et Half Moon Caye",
          "Ambergris Caye: das Great Blue Hole und Half Moon Caye",
        ],
        [
          "A long day by boat to Lighthouse Reef: the deep circle of the Great Blue Hole, swimming with masks on the reef, and Half Moon Caye, where red-footed boobies nest in the trees.",
          "Una lunga giornata in barca fino al Lighthouse Reef: il cerchio profondo del Great Blue Hole, una nuotata con la maschera sulla barriera e Half Moon Caye, dove le sule dai piedi rossi nidificano sugli alberi.",
          "Un largo día en barco hasta el Lighthouse Reef: el círculo profundo del Gran Agujero Azul, esnórquel en el arrecife y Half Moon Caye, donde los piqueros patirrojos anidan en los árboles.",
          "Une longue journée en bateau jusqu'au Lighthouse Reef : le cercle profond du Grand Trou bleu, la nage avec masque sur le récif et Half Moon Caye, où les fous à pieds rouges nichent dans les arbres.",
          "Ein langer Bootstag zum Lighthouse Reef: der tiefe Kreis des Great Blue Hole, Schnorcheln am Riff und Half Moon Caye, wo Rotfußtölpel in den Bäumen brüten.",
        ],
      ],
    ],
  },
  "SLV San Salvador": {
    days: [
      [
        "see",
        [
          "San Salvador: the cathedral and El Rosario",
          "San Salvador: la cattedrale ed El Rosario",
          "San Salvador: la catedral y El Rosario",
          "San Salvador : la cathédrale et El Rosario",
          "San Salvador: die Kathedrale und El Rosario",
        ],
        [
          "The old heart of the capital: the Metropolitan Cathedral with the tomb of Saint Óscar Romero in its crypt, the National Palace, and the concrete arch of El Rosario church lit by rainbow glass.",
          "Il vecchio cuore della capitale: la cattedrale metropolitana con la tomba di sant'Óscar Romero nella cripta, il Palazzo Nazionale e l'arco di cemento della chiesa di El Rosario illuminato da vetrate arcobaleno.",
          "El viejo corazón de la capital: la Catedral Metropolitana con la tumba de san Óscar Romero en su cripta, el Palacio Nacional y el arco de hormigón de la iglesia El Rosario, iluminado por vitrales de arcoíris.",
          "Le vieux cœur de la capitale : la cathédrale métropolitaine et le tombeau de saint Óscar Romero dans sa crypte, le Palais national et l'arc de béton de l'église El Rosario, éclairé de vitraux arc-en-ciel.",
          "Das alte Herz der Hauptstadt: die Kathedrale mit dem Grab des heiligen Óscar Romero in der Krypta, der Nationalpalast und der Betonbogen der Kirche El Rosario im Licht regenbogenfarbener Glasfenster.",
        ],
      ],
      [
        "see",
        [
          "San Salvador: El Boquerón and Panchimalco",
          "San Salvador: El Boquerón e Panchimalco",
          "San Salvador: El Boquerón y Panchimalco",
          "San Salvador : El Boquerón et Panchimalco",
          "San Salvador: El Boquerón und Panchimalco",
        ],
        [
          "The trail around El Boquerón, the great crater of the San Salvador volcano above the city, then the rock of Puerta del Diablo and the Nahua town of Panchimalco and its colonial church.",
          "Il sentiero intorno a El Boquerón, il grande cratere del vulcano di San Salvador sopra la città, poi la roccia della Puerta del Diablo e il paese nahua di Panchimalco con la sua chiesa coloniale.",
          "El sendero alrededor de El Boquerón, el gran cráter del volcán de San Salvador sobre la ciudad, y después las rocas de la Puerta del Diablo y el pueblo nahua de Panchimalco y su iglesia colonial.",
          "Le sentier autour d'El Boquerón, le grand cratère du volcan de San Salvador au-dessus de la ville, puis le rocher de la Puerta del Diablo et le bourg nahua de Panchimalco et son église coloniale.",
          "Der Weg um El Boquerón, den großen Krater des Vulkans San Salvador über der Stadt, dann der Felsen der Puerta del Diablo und der Nahua-Ort Panchimalco mit seiner Kolonialkirche.",
        ],
      ],
      [
        "food",
        [
          "San Salvador: pupusas in Olocuilta",
          "San Salvador: pupusas a Olocuilta",
          "San Salvador: pupusas en Olocuilta",
          "San Salvador : pupusas à Olocuilta",
          "San Salvador: Pupusas in Olocuilta",
        ],
        [
          "Pupusas of rice flour at the pupuserías of Olocuilta, filled with cheese, beans and loroco flower and served with curtido, then yuca frita, horchata of morro seeds and quesadilla cake.",
          "Le pupusas di farina di riso nelle pupuserías di Olocuilta, ripiene di formaggio, fagioli e fiori di loroco e servite con il curtido, poi yuca frita, horchata di semi di morro e la torta quesadilla.",
          "Pupusas de arroz en las pupuserías de Olocuilta, rellenas de queso, frijol y loroco y servidas con curtido, y después yuca frita, horchata de morro y quesadilla salvadoreña.",
          "Les pupusas de farine de riz des pupuserías d'Olocuilta, farcies de fromage, de haricots et de fleur de loroco, servies avec le curtido, puis du manioc frit, l'horchata de graines de morro et le gâteau quesadilla.",
          "Pupusas aus Reismehl in den Pupuserías von Olocuilta, gefüllt mit Käse, Bohnen und Loroco-Blüten, mit Curtido serviert, danach frittierte Yuca, Horchata aus Morro-Samen und Quesadilla-Kuchen.",
        ],
      ],
    ],
  },
  "SLV Joya de Cerén": {
    days: [
      [
        "see",
        [
          "Joya de Cerén: the Maya village under the ash",
          "Joya de Cerén: il villaggio maya sotto la cenere",
          "Joya de Cerén: la aldea maya bajo la ceniza",
          "Joya de Cerén : le village maya sous la cendre",
          "Joya de Cerén: das Maya-Dorf unter der Asche",
        ],
        [
          "A Maya farming village buried by a volcanic eruption around 600 AD and found almost intact: houses, a sweat bath, storerooms and fields of manioc, then the pyramids of nearby San Andrés.",
          "Un villaggio maya di contadini sepolto da un'eruzione vulcanica verso il 600 d.C. e ritrovato quasi intatto: case, un bagno di vapore, magazzini e campi di manioca, poi le piramidi della vicina San Andrés.",
          "Una aldea maya de campesinos sepultada por una erupción volcánica hacia el año 600 y hallada casi intacta: casas, un temazcal, bodegas y campos de yuca, y después las pirámides de San Andrés, muy cerca.",
          "Un village maya de paysans enseveli par une éruption volcanique vers 600 et retrouvé presque intact : maisons, bain de vapeur, réserves et champs de manioc, puis les pyramides toutes proches de San Andrés.",
          "Ein Maya-Bauerndorf, um 600 n. Chr. von einem Vulkanausbruch verschüttet und fast unversehrt gefunden: Häuser, ein Schwitzbad, Vorratsräume und Maniokfelder, danach die Pyramiden des nahen San Andrés.",
        ],
      ],
    ],
  },
  "SLV Santa Ana Volcano": {
    days: [
      [
        "see",
        [
          "Santa Ana Volcano: the climb to the crater lake",
          "Vulcano Santa Ana: la salita al lago del cratere",
          "Volcán de Santa Ana: la subida a la laguna del cráter",
          "Volcan Santa Ana : l'ascension jusqu'au lac du cratère",
          "Vulkan Santa Ana: der Aufstieg zum Kratersee",
        ],
        [
          "The guided climb of Ilamatepec from the Cerro Verde park, through coffee and agave to the bare summit, looking down into the crater at its steaming green-turquoise lake.",
          "La salita guidata all'Ilamatepec dal parco del Cerro Verde, tra caffè e agavi fino alla vetta spoglia, per guardare giù nel cratere il suo lago verde turchese che fuma.",
          "La subida guiada al Ilamatepec desde el parque Cerro Verde, entre cafetales y agaves hasta la cumbre pelada, para asomarse al cráter y su laguna verde turquesa humeante.",
          "L'ascension guidée de l'Ilamatepec depuis le parc du Cerro Verde, entre caféiers et agaves jusqu'au sommet nu, pour plonger le regard dans le cratère et son lac vert turquoise qui fume.",
          "Der geführte Aufstieg auf den Ilamatepec vom Park Cerro Verde durch Kaffee und Agaven zum kahlen Gipfel, mit Blick hinab in den Krater und seinen dampfenden türkisgrünen See.",
        ],
      ],
      [
        "see",
        [
          "Santa Ana Volcano: Cerro Verde and Izalco",
          "Vulcano Santa Ana: il Cerro Verde e l'Izalco",
          "Volcán de Santa Ana: el Cerro Verde y el Izalco",
          "Volcan Santa Ana : le Cerro Verde et l'Izalco",
          "Vulkan Santa Ana: Cerro Verde und Izalco",
        ],
        [
          "The cloud forest trails of Cerro Verde, with its view of the Santa Ana cone and Lake Coatepeque, and the steep cinder slopes of Izalco, once called the Lighthouse of the Pacific.",
          "I sentieri nella foresta nebulosa del Cerro Verde, con la vista sul cono del Santa Ana e sul lago di Coatepeque, e i ripidi pendii di scorie dell'Izalco, un tempo chiamato il Faro del Pacifico.",
          "Los senderos de bosque nuboso del Cerro Verde, con vistas al cono del Santa Ana y al lago de Coatepeque, y las empinadas laderas de escoria del Izalco, llamado un día el Faro del Pacífico.",
          "Les sentiers de forêt de nuages du Cerro Verde, avec la vue sur le cône du Santa Ana et le lac de Coatepeque, et les pentes raides de scories de l'Izalco, jadis appelé le Phare du Pacifique.",
          "Die Nebelwaldpfade des Cerro Verde mit Blick auf den Kegel des Santa Ana und den Coatepeque-See und die steilen Schlackenhänge des Izalco, einst der Leuchtturm des Pazifiks genannt.",
        ],
      ],
    ],
  },
  "SLV Lake Coatepeque": {
    days: [
      [
        "see",
        [
          "Lake Coatepeque: by boat on the crater lake",
          "Lago di Coatepeque: in barca sul lago del cratere",
          "Lago de Coatepeque: en lancha por el lago del cráter",
          "Lac de Coatepeque : en bateau sur le lac du cratère",
          "Coatepeque-See: mit dem Boot auf dem Kratersee",
        ],
        [
          "A boat across the blue water of the caldera to the island of Teopán, sacred to the Maya, with swims from the boat and a lunch of fish on a lakeside dock.",
          "In barca sull'acqua blu della caldera fino all'isola di Teopán, sacra ai maya, con i bagni dalla barca e un pranzo di pesce su un pontile in riva al lago.",
          "Una lancha por el agua azul de la caldera hasta la isla de Teopán, sagrada para los mayas, con baños desde la lancha y un almuerzo de pescado en un muelle a la orilla.",
          "Un bateau sur l'eau bleue de la caldeira jusqu'à l'île de Teopán, sacrée pour les Mayas, avec des baignades depuis le bateau et un déjeuner de poisson sur un ponton au bord du lac.",
          "Mit dem Boot über das blaue Wasser der Caldera zur Insel Teopán, die den Maya heilig war, mit Baden vom Boot aus und einem Fischessen auf einem Steg am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Lake Coatepeque: the caldera rim and a paddle",
          "Lago di Coatepeque: il bordo della caldera e la pagaia",
          "Lago de Coatepeque: el borde de la caldera y el remo",
          "Lac de Coatepeque : le rebord de la caldeira et la pagaie",
          "Coatepeque-See: der Calderarand und eine Paddeltour",
        ],
        [
          "The viewpoints on the caldera rim over the whole lake with the Santa Ana volcano behind, then down to the shore for a kayak or paddleboard on the calm morning water.",
          "I belvedere sul bordo della caldera su tutto il lago con il vulcano Santa Ana dietro, poi giù sulla riva per il kayak o il paddle nell'acqua calma del mattino.",
          "Los miradores del borde de la caldera sobre todo el lago con el volcán de Santa Ana detrás, y después la bajada a la orilla para remar en kayak o en tabla en el agua tranquila de la mañana.",
          "Les belvédères du rebord de la caldeira sur tout le lac, le volcan Santa Ana derrière, puis la descente au rivage pour du kayak ou du paddle sur l'eau calme du matin.",
          "Die Aussichtspunkte am Calderarand über dem ganzen See mit dem Vulkan Santa Ana dahinter, dann hinab ans Ufer zum Kajak- oder Stand-up-Paddeln auf dem ruhigen Morgenwasser.",
        ],
      ],
    ],
  },
  "SLV Juayúa": {
    days: [
      [
        "see",
        [
          "Juayúa: the Ruta de las Flores and its waterfalls",
          "Juayúa: la Ruta de las Flores e le sue cascate",
          "Juayúa: la Ruta de las Flores y sus cascadas",
          "Juayúa : la Ruta de las Flores et ses cascades",
          "Juayúa: die Ruta de las Flores und ihre Wasserfälle",
        ],
        [
          "The Black Christ of Juayúa's white church, a walk to the falls of Los Chorros de la Calera, then the mural-covered streets of Concepción de Ataco and the crafts of Apaneca along the Ruta de las Flores.",
          "Il Cristo Nero della chiesa bianca di Juayúa, una camminata alle cascate di Los Chorros de la Calera, poi le strade piene di murales di Concepción de Ataco e l'artigianato di Apaneca lungo la Ruta de las Flores.",
          "El Cristo Negro de la iglesia blanca de Juayúa, una caminata a Los Chorros de la Calera, y después las calles de murales de Concepción de Ataco y la artesanía de Apaneca por la Ruta de las Flores.",
          "Le Christ noir de l'église blanche de Juayúa, une marche jusqu'aux cascades de Los Chorros de la Calera, puis les rues couvertes de fresques de Concepción de Ataco et l'artisanat d'Apaneca sur la Ruta de las Flores.",
          "Der Schwarze Christus in der weißen Kirche von Juayúa, eine Wanderung zu den Fällen von Los Chorros de la Calera, dann die bemalten Straßen von Concepción de Ataco und das Kunsthandwerk von Apaneca an der Ruta de las Flores.",
        ],
      ],
      [
        "food",
        [
          "Juayúa: a coffee farm and pupusas",
          "Juayúa: una finca di caffè e le pupusas",
          "Juayúa: una finca de café y las pupusas",
          "Juayúa : une finca de café et les pupusas",
          "Juayúa: eine Kaffeefinca und Pupusas",
        ],
        [
          "A coffee finca on the slopes above town, from the red cherries to roasting and tasting, pupusas hot from the griddle and, if the day falls on a weekend, the Feria Gastronómica on the main square, with grilled meats and frogs.",
          "Una finca di caffè sui pendii sopra il paese, dalle drupe rosse alla tostatura e all'assaggio, pupusas appena tolte dalla piastra e, se il giorno cade nel fine settimana, la Feria Gastronómica in piazza, con carni alla brace e rane.",
          "Una finca de café en las laderas sobre el pueblo, de la cereza roja al tueste y la cata, pupusas recién salidas del comal y, si el día cae en fin de semana, la Feria Gastronómica en la plaza, con carnes asadas y ancas de rana.",
          "Une finca de café sur les pentes au-dessus du bourg, de la cerise rouge à la torréfaction et à la dégustation, des pupusas tout juste sorties de la plaque et, si la journée tombe un week-end, la Feria Gastronómica sur la place, avec grillades et grenouilles.",
          "Eine Kaffeefinca an den Hängen über dem Ort, von der roten Kirsche bis zum Rösten und Verkosten, Pupusas frisch von der heißen Platte und, fällt der Tag auf ein Wochenende, die Feria Gastronómica am Hauptplatz mit Gegrilltem und Froschschenkeln.",
        ],
      ],
    ],
  },
  "SLV Suchitoto": {
    days: [
      [
        "see",
        [
          "Suchitoto: cobbled streets and Lake Suchitlán",
          "Suchitoto: strade acciottolate e il lago Suchitlán",
          "Suchitoto: calles empedradas y el lago Suchitlán",
          "Suchitoto : rues pavées et lac Suchitlán",
          "Suchitoto: Pflasterstraßen und der Suchitlán-See",
        ],
        [
          "The white church of Santa Lucía and the cobbled streets of the colonial town, an indigo dyeing workshop, and a boat on Lake Suchitlán to the island of birds.",
          "La chiesa bianca di Santa Lucía e le strade acciottolate della città coloniale, un laboratorio di tintura all'indaco e una barca sul lago Suchitlán fino all'isola degli uccelli.",
          "La iglesia blanca de Santa Lucía y las calles empedradas del pueblo colonial, un taller de teñido con añil y una lancha por el lago Suchitlán hasta la isla de los pájaros.",
          "L'église blanche de Santa Lucía et les rues pavées de la ville coloniale, un atelier de teinture à l'indigo et un bateau sur le lac Suchitlán jusqu'à l'île aux oiseaux.",
          "Die weiße Kirche Santa Lucía und die gepflasterten Straßen des Kolonialstädtchens, eine Indigo-Färberei und eine Bootsfahrt auf dem Suchitlán-See zur Vogelinsel.",
        ],
      ],
      [
        "see",
        [
          "Suchitoto: the basalt columns of Los Tercios",
          "Suchitoto: le colonne di basalto di Los Tercios",
          "Suchitoto: las columnas de basalto de Los Tercios",
          "Suchitoto : les colonnes de basalte de Los Tercios",
          "Suchitoto: die Basaltsäulen von Los Tercios",
        ],
        [
          "A walk to Los Tercios, a cliff of hexagonal basalt columns, and to the old guerrilla camps on the Cerro de Guazapa with a former combatant who tells of the civil war.",
          "Una camminata fino a Los Tercios, una parete di colonne esagonali di basalto, e ai vecchi accampamenti della guerriglia sul Cerro de Guazapa con un ex combattente che racconta la guerra civile.",
          "Una caminata hasta Los Tercios, una pared de columnas hexagonales de basalto, y a los antiguos campamentos guerrilleros del cerro de Guazapa con un excombatiente que cuenta la guerra civil.",
          "Une marche jusqu'à Los Tercios, une falaise de colonnes hexagonales de basalte, et aux anciens camps de la guérilla sur le Cerro de Guazapa avec un ancien combattant qui raconte la guerre civile.",
          "Eine Wanderung zu Los Tercios, einer Wand aus sechseckigen Basaltsäulen, und zu den alten Guerillalagern am Cerro de Guazapa mit einem ehemaligen Kämpfer, der vom Bürgerkrieg erzählt.",
        ],
      ],
      [
        "food",
        [
          "Suchitoto: chilate with nuégados",
          "Suchitoto: chilate con nuégados",
          "Suchitoto: chilate y nuégados",
          "Suchitoto : chilate et nuégados",
          "Suchitoto: Chilate mit Nuégados",
        ],
        [
          "A Salvadoran cooking class with a local family, from pupusas to tamales pisques, and the afternoon treat of chilate, a hot maize drink, with nuégados of yuca in panela syrup.",
          "Una lezione di cucina salvadoregna con una famiglia del posto, dalle pupusas ai tamales pisques, e la merenda del chilate, bevanda calda di mais, con i nuégados di yuca nello sciroppo di panela.",
          "Una clase de cocina salvadoreña con una familia local, de las pupusas a los tamales pisques, y la merienda de chilate, la bebida caliente de maíz, con nuégados de yuca en miel de panela.",
          "Un cours de cuisine salvadorienne avec une famille locale, des pupusas aux tamales pisques, et le goûter de chilate, boisson chaude de maïs, avec des nuégados de manioc au sirop de panela.",
          "Ein salvadorianischer Kochkurs bei einer einheimischen Familie, von Pupusas bis Tamales pisques, und nachmittags Chilate, ein heißes Maisgetränk, mit Nuégados aus Yuca in Panela-Sirup.",
        ],
      ],
    ],
  },
  "SLV El Tunco": {
    days: [
      [
        "see",
        [
          "El Tunco: the pig rock and the Tamanique falls",
          "El Tunco: lo scoglio del maiale e le cascate di Tamanique",
          "El Tunco: la roca del cerdo y las cascadas de Tamanique",
          "El Tunco : le rocher du cochon et les cascades de Tamanique",
          "El Tunco: der Schweinefelsen und die Fälle von Tamanique",
        ],
        [
          "The black sand and the pig-shaped rock that gives El Tunco its name, then a hike inland to the Tamanique waterfalls, with jumps into their pools, and sunset back on the beach.",
          "La sabbia nera e lo scoglio a forma di maiale che dà il nome a El Tunco, poi un'escursione nell'entroterra fino alle cascate di Tamanique, con tuffi nelle pozze, e il tramonto di nuovo sulla spiaggia.",
          "La arena negra y la roca con forma de cerdo que da nombre a El Tunco, y después una caminata tierra adentro hasta las cascadas de Tamanique, con saltos a sus pozas, y el atardecer de vuelta en la playa.",
          "Le sable noir et le rocher en forme de cochon qui donne son nom à El Tunco, puis une randonnée vers les cascades de Tamanique, avec des sauts dans leurs bassins, et le coucher du soleil de retour sur la plage.",
          "Der schwarze Sand und der schweineförmige Felsen, der El Tunco den Namen gibt, dann eine Wanderung ins Hinterland zu den Wasserfällen von Tamanique mit Sprüngen in ihre Becken und Sonnenuntergang am Strand.",
        ],
      ],
      [
        "beach",
        [
          "El Tunco: surf on the Costa del Bálsamo",
          "El Tunco: surf sulla Costa del Bálsamo",
          "El Tunco: surf en la Costa del Bálsamo",
          "El Tunco : surf sur la Costa del Bálsamo",
          "El Tunco: Surfen an der Costa del Bálsamo",
        ],
        [
          "A surf lesson on the gentler waves of El Sunzal, then watching the long right-hand point breaks of Punta Roca and El Zonte, where surfers come from around the world.",
          "Una lezione di surf sulle onde più dolci di El Sunzal, poi le lunghe destre di punta di Punta Roca ed El Zonte, dove arrivano surfisti da tutto il mondo.",
          "Una clase de surf en las olas más suaves de El Sunzal, y después las largas derechas de punta de Punta Roca y El Zonte, adonde llegan surfistas de todo el mundo.",
          "Un cours de surf sur les vagues plus douces d'El Sunzal, puis les longues droites de pointe de Punta Roca et d'El Zonte, où viennent des surfeurs du monde entier.",
          "Eine Surfstunde auf den sanfteren Wellen von El Sunzal, dann die langen rechten Pointbreaks von Punta Roca und El Zonte, wo Surfer aus aller Welt hinkommen.",
        ],
      ],
    ],
  },
  "HND San Pedro Sula": {
    days: [
      [
        "see",
        [
          "San Pedro Sula: the anthropology museum and Guamilito",
          "San Pedro Sula: il museo di antropologia e Guamilito",
          "San Pedro Sula: el museo de antropología y el Guamilito",
          "San Pedro Sula : le musée d'anthropologie et Guamilito",
          "San Pedro Sula: das Anthropologiemuseum und Guamilito",
        ],
        [
          "The Museum of Anthropology and History, from the Maya of the Sula valley to the banana companies, the cathedral on the Parque Central, and the crafts of the Guamilito market.",
          "Il Museo di Antropologia e Storia, dai maya della valle di Sula alle compagnie bananiere, la cattedrale sul Parque Central e l'artigianato del mercato Guamilito.",
          "El Museo de Antropología e Historia, de los mayas del valle de Sula a las compañías bananeras, la catedral del Parque Central y la artesanía del mercado Guamilito.",
          "Le musée d'Anthropologie et d'Histoire, des Mayas de la vallée de Sula aux compagnies bananières, la cathédrale sur le Parque Central et l'artisanat du marché Guamilito.",
          "Das Museum für Anthropologie und Geschichte, von den Maya des Sula-Tals bis zu den Bananenkonzernen, die Kathedrale am Parque Central und das Kunsthandwerk des Markts Guamilito.",
        ],
      ],
      [
        "see",
        [
          "San Pedro Sula: the cloud forest of Cusuco",
          "San Pedro Sula: la foresta nebulosa del Cusuco",
          "San Pedro Sula: el bosque nuboso del Cusuco",
          "San Pedro Sula : la forêt de nuages du Cusuco",
          "San Pedro Sula: der Nebelwald von Cusuco",
        ],
        [
          "Up into the Merendón mountains to Cusuco National Park, on trails through cloud forest of tree ferns and giant pines, listening for quetzals and looking for tree frogs.",
          "Sulle montagne del Merendón fino al parco nazionale del Cusuco, su sentieri nella foresta nebulosa di felci arboree e pini giganti, ascoltando i quetzal e cercando le raganelle.",
          "Subida a la sierra del Merendón hasta el parque nacional Cusuco, por senderos de bosque nuboso entre helechos arborescentes y pinos gigantes, atentos al quetzal y a las ranas arborícolas.",
          "Dans les montagnes du Merendón jusqu'au parc national du Cusuco, sur des sentiers en forêt de nuages parmi les fougères arborescentes et les pins géants, à l'écoute des quetzals et en quête de rainettes.",
          "Hinauf in die Merendón-Berge zum Nationalpark Cusuco, auf Pfaden durch Nebelwald mit Baumfarnen und riesigen Kiefern, lauschend nach Quetzals und auf der Suche nach Laubfröschen.",
        ],
      ],
      [
        "food",
        [
          "San Pedro Sula: baleadas and sopa de caracol",
          "San Pedro Sula: baleadas e sopa de caracol",
          "San Pedro Sula: baleadas y sopa de caracol",
          "San Pedro Sula : baleadas et sopa de caracol",
          "San Pedro Sula: Baleadas und Sopa de caracol",
        ],
        [
          "Baleadas, flour tortillas folded over beans, cream and cheese, the plate of pollo chuco with fried plantain, and sopa de caracol, the conch soup in coconut milk of the north coast.",
          "Le baleadas, tortillas di farina ripiegate su fagioli, panna e formaggio, il piatto di pollo chuco con platano fritto e la sopa de caracol, la zuppa di strombo al latte di cocco della costa nord.",
          "Las baleadas, tortillas de harina dobladas sobre frijoles, mantequilla y queso, el pollo chuco con tajadas de plátano y la sopa de caracol en leche de coco de la costa norte.",
          "Les baleadas, tortillas de blé pliées sur haricots, crème et fromage, le pollo chuco aux bananes plantains frites et la sopa de caracol, soupe de lambi au lait de coco de la côte nord.",
          "Baleadas, über Bohnen, Sahne und Käse gefaltete Weizentortillas, Pollo chuco mit gebratener Kochbanane und Sopa de caracol, die Muschelsuppe in Kokosmilch der Nordküste.",
        ],
      ],
    ],
  },
  "HND Copán Ruinas": {
    days: [
      [
        "see",
        [
          "Copán Ruinas: the macaws of Macaw Mountain",
          "Copán Ruinas: le are di Macaw Mountain",
          "Copán Ruinas: las guacamayas de Macaw Mountain",
          "Copán Ruinas : les aras de Macaw Mountain",
          "Copán Ruinas: die Aras von Macaw Mountain",
        ],
        [
          "The cobbled hill town beside the ruins, then the Macaw Mountain bird park, where scarlet macaws, the sacred bird of Copán, are raised and released back to the valley.",
          "Il paese acciottolato in collina accanto alle rovine, poi il parco degli uccelli di Macaw Mountain, dove le are scarlatte, uccello sacro di Copán, vengono allevate e liberate nella valle.",
          "El pueblo empedrado en la colina junto a las ruinas, y después el parque de aves Macaw Mountain, donde las guacamayas rojas, ave sagrada de Copán, se crían y se liberan en el valle.",
          "Le bourg pavé sur sa colline près des ruines, puis le parc ornithologique de Macaw Mountain, où les aras rouges, oiseau sacré de Copán, sont élevés puis relâchés dans la vallée.",
          "Das gepflasterte Hügelstädtchen neben den Ruinen, dann der Vogelpark Macaw Mountain, wo Hellrote Aras, der heilige Vogel von Copán, aufgezogen und ins Tal freigelassen werden.",
        ],
      ],
      [
        "food",
        [
          "Copán Ruinas: a coffee finca and a Honduran breakfast",
          "Copán Ruinas: una finca di caffè e una colazione honduregna",
          "Copán Ruinas: una finca de café y un desayuno catracho",
          "Copán Ruinas : une finca de café et un petit-déjeuner hondurien",
          "Copán Ruinas: eine Kaffeefinca und ein honduranisches Frühstück",
        ],
        [
          "A typical breakfast of eggs, beans, cream, plantain and handmade tortillas, then a coffee finca in the hills, picking, pulping and roasting before a tasting on the terrace.",
          "Una colazione tipica di uova, fagioli, panna, platano e tortillas fatte a mano, poi una finca di caffè sulle colline, tra raccolta, spolpatura e tostatura prima dell'assaggio sulla terrazza.",
          "Un desayuno típico de huevos, frijoles, mantequilla, plátano y tortillas hechas a mano, y después una finca de café en las colinas, con corte, despulpado y tueste antes de la cata en la terraza.",
          "Un petit-déjeuner typique d'œufs, de haricots, de crème, de banane plantain et de tortillas faites main, puis une finca de café dans les collines, de la cueillette à la torréfaction avant la dégustation en terrasse.",
          "Ein typisches Frühstück mit Eiern, Bohnen, Sahne, Kochbanane und handgemachten Tortillas, dann eine Kaffeefinca in den Hügeln, Pflücken, Entpulpen und Rösten vor der Verkostung auf der Terrasse.",
        ],
      ],
    ],
  },
  "HND Copán": {
    days: [
      [
        "see",
        [
          "Copán: the Hieroglyphic Stairway and the stelae",
          "Copán: la Scalinata dei Geroglifici e le stele",
          "Copán: la Escalinata de los Jeroglíficos y las estelas",
          "Copán : l'escalier hiéroglyphique et les stèles",
          "Copán: die Hieroglyphentreppe und die Stelen",
        ],
        [
          "The Great Plaza and the carved stelae of King 18 Rabbit, the ball court, the Hieroglyphic Stairway and its longest Maya inscription, and the Acropolis, with macaws flying overhead.",
          "La Grande Piazza e le stele scolpite del re 18 Coniglio, il campo della palla, la Scalinata dei Geroglifici con la più lunga iscrizione maya e l'Acropoli, con le are che volano sopra.",
          "La Gran Plaza y las estelas labradas del rey 18 Conejo, el juego de pelota, la Escalinata de los Jeroglíficos con la inscripción maya más larga y la Acrópolis, con guacamayas volando encima.",
          "La Grande Place et les stèles sculptées du roi 18 Lapin, le jeu de balle, l'escalier hiéroglyphique et sa plus longue inscription maya, et l'Acropole, sous le vol des aras.",
          "Die Große Plaza mit den gemeißelten Stelen von König 18 Kaninchen, der Ballspielplatz, die Hieroglyphentreppe mit der längsten Maya-Inschrift und die Akropolis, über der Aras fliegen.",
        ],
      ],
      [
        "see",
        [
          "Copán: the tunnels and the Sculpture Museum",
          "Copán: i tunnel e il Museo della Scultura",
          "Copán: los túneles y el Museo de Escultura",
          "Copán : les tunnels et le musée de la Sculpture",
          "Copán: die Tunnel und das Skulpturenmuseum",
        ],
        [
          "The archaeologists' tunnels under the Acropolis to earlier temples, the full-size copy of the painted Rosalila temple in the Sculpture Museum, and the noble houses of Las Sepulturas.",
          "I tunnel degli archeologi sotto l'Acropoli fino ai templi più antichi, la copia a grandezza naturale del tempio dipinto Rosalila nel Museo della Scultura e le case nobili di Las Sepulturas.",
          "Los túneles de los arqueólogos bajo la Acrópolis hacia templos anteriores, la réplica a tamaño real del templo pintado Rosalila en el Museo de Escultura y las casas nobles de Las Sepulturas.",
          "Les tunnels des archéologues sous l'Acropole vers des temples plus anciens, la copie grandeur nature du temple peint Rosalila au musée de la Sculpture et les maisons nobles de Las Sepulturas.",
          "Die Tunnel der Archäologen unter der Akropolis zu älteren Tempeln, die lebensgroße Kopie des bemalten Rosalila-Tempels im Skulpturenmuseum und die Adelshäuser von Las Sepulturas.",
        ],
      ],
    ],
  },
  "HND Pico Bonito": {
    days: [
      [
        "see",
        [
          "Pico Bonito: the trail to El Bejuco falls",
          "Pico Bonito: il sentiero delle cascate di El Bejuco",
          "Pico Bonito: el sendero a la cascada El Bejuco",
          "Pico Bonito : le sentier des chutes d'El Bejuco",
          "Pico Bonito: der Weg zum Wasserfall El Bejuco",
        ],
        [
          "A rainforest trail in Pico Bonito National Park, across the Cangrejal River on a hanging bridge and up to the El Bejuco waterfall, with toucans, motmots and howler monkeys along the way.",
          "Un sentiero nella foresta pluviale del parco nazionale Pico Bonito, oltre il fiume Cangrejal su un ponte sospeso e su fino alla cascata di El Bejuco, tra tucani, motmot e scimmie urlatrici.",
          "Un sendero de selva en el parque nacional Pico Bonito, cruzando el río Cangrejal por un puente colgante y subiendo a la cascada El Bejuco, entre tucanes, momotos y monos aulladores.",
          "Un sentier de forêt pluviale dans le parc national Pico Bonito, la traversée du Cangrejal sur un pont suspendu et la montée jusqu'à la chute d'El Bejuco, parmi toucans, motmots et singes hurleurs.",
          "Ein Regenwaldpfad im Nationalpark Pico Bonito, über den Río Cangrejal auf einer Hängebrücke und hinauf zum Wasserfall El Bejuco, unterwegs Tukane, Sägeracken und Brüllaffen.",
        ],
      ],
      [
        "see",
        [
          "Pico Bonito: rafting the Cangrejal River",
          "Pico Bonito: rafting sul fiume Cangrejal",
          "Pico Bonito: rafting en el río Cangrejal",
          "Pico Bonito : rafting sur le Cangrejal",
          "Pico Bonito: Rafting auf dem Río Cangrejal",
        ],
        [
          "A rafting descent of the Cangrejal River along the edge of the park, through rapids between granite boulders, with swims in the calm pools below the green wall of forest.",
          "Una discesa in rafting del fiume Cangrejal lungo il bordo del parco, tra rapide e massi di granito, con bagni nelle pozze calme sotto la parete verde della foresta.",
          "Un descenso en rafting por el río Cangrejal, al borde del parque, entre rápidos y rocas de granito, con baños en las pozas tranquilas bajo la muralla verde de la selva.",
          "Une descente en rafting du Cangrejal en lisière du parc, entre rapides et blocs de granit, avec des baignades dans les bassins calmes au pied du mur vert de la forêt.",
          "Eine Raftingtour auf dem Río Cangrejal am Rand des Parks, durch Stromschnellen zwischen Granitblöcken, mit Baden in ruhigen Becken unter der grünen Wand des Waldes.",
        ],
      ],
    ],
  },
  "HND La Ceiba": {
    days: [
      [
        "see",
        [
          "La Ceiba: Cuero y Salado and the Garifuna coast",
          "La Ceiba: Cuero y Salado e la costa garifuna",
          "La Ceiba: Cuero y Salado y la costa garífuna",
          "La Ceiba : Cuero y Salado et la côte garifuna",
          "La Ceiba: Cuero y Salado und die Garifuna-Küste",
        ],
        [
          "The little railway cart and then a boat into the Cuero y Salado refuge for manatees, howler monkeys and herons, and the Garifuna village of Sambo Creek on the beach.",
          "Il trenino e poi una barca nel rifugio di Cuero y Salado tra lamantini, scimmie urlatrici e aironi, e il villaggio garifuna di Sambo Creek sulla spiaggia.",
          "El pequeño tren y después una lancha por el refugio de Cuero y Salado entre manatíes, monos aulladores y garzas, y la aldea garífuna de Sambo Creek, en la playa.",
          "Le petit train puis un bateau dans le refuge de Cuero y Salado, parmi lamantins, singes hurleurs et hérons, et le village garifuna de Sambo Creek sur la plage.",
          "Mit der kleinen Feldbahn und dann per Boot ins Schutzgebiet Cuero y Salado zu Seekühen, Brüllaffen und Reihern, dazu das Garifuna-Dorf Sambo Creek am Strand.",
        ],
      ],
      [
        "food",
        [
          "La Ceiba: machuca, pan de coco and baleadas",
          "La Ceiba: machuca, pan de coco e baleadas",
          "La Ceiba: machuca, pan de coco y baleadas",
          "La Ceiba : machuca, pain coco et baleadas",
          "La Ceiba: Machuca, Kokosbrot und Baleadas",
        ],
        [
          "The Garifuna table: machuca, pounded green plantain with fish soup in coconut milk, tapado and pan de coco, and the baleadas that La Ceiba claims to have invented.",
          "La tavola garifuna: la machuca, platano verde pestato con zuppa di pesce al latte di cocco, il tapado e il pan de coco, e le baleadas che La Ceiba dice di aver inventato.",
          "La mesa garífuna: la machuca, plátano verde machacado con sopa de pescado en leche de coco, el tapado y el pan de coco, y las baleadas que La Ceiba dice haber inventado.",
          "La table garifuna : la machuca, banane plantain verte pilée avec une soupe de poisson au lait de coco, le tapado et le pain coco, et les baleadas que La Ceiba dit avoir inventées.",
          "Die Garifuna-Küche: Machuca, gestampfte grüne Kochbanane mit Fischsuppe in Kokosmilch, Tapado und Kokosbrot sowie die Baleadas, die La Ceiba erfunden haben will.",
        ],
      ],
    ],
  },
  "HND Roatán": {
    days: [
      [
        "see",
        [
          "Roatán: West End and the Garifuna of Punta Gorda",
          "Roatán: West End e i garifuna di Punta Gorda",
          "Roatán: West End y los garífunas de Punta Gorda",
          "Roatán : West End et les Garifuna de Punta Gorda",
          "Roatán: West End und die Garifuna von Punta Gorda",
        ],
        [
          "The wooden piers and dive shops of West End, the island road east to Punta Gorda, the oldest Garifuna settlement in Honduras, with its drums and punta dance, and the stilt houses of Oak Ridge.",
          "I pontili di legno e i diving di West End, la strada dell'isola verso est fino a Punta Gorda, il più antico insediamento garifuna dell'Honduras, con i tamburi e la danza punta, e le palafitte di Oak Ridge.",
          "Los muelles de madera y centros de buceo de West End, la carretera de la isla hacia el este hasta Punta Gorda, el asentamiento garífuna más antiguo de Honduras, con sus tambores y su punta, y los palafitos de Oak Ridge.",
          "Les pontons de bois et les clubs de plongée de West End, la route de l'île vers l'est jusqu'à Punta Gorda, plus ancien village garifuna du Honduras, avec ses tambours et sa danse punta, et les maisons sur pilotis d'Oak Ridge.",
          "Die Holzstege und Tauchschulen von West End, die Inselstraße nach Osten bis Punta Gorda, der ältesten Garifuna-Siedlung von Honduras mit Trommeln und Punta-Tanz, und die Stelzenhäuser von Oak Ridge.",
        ],
      ],
      [
        "beach",
        [
          "Roatán: the reef off West Bay",
          "Roatán: la barriera davanti a West Bay",
          "Roatán: el arrecife frente a West Bay",
          "Roatán : le récif au large de West Bay",
          "Roatán: das Riff vor West Bay",
        ],
        [
          "The white sand of West Bay, where the Mesoamerican Reef begins a few strokes from the shore, for a day of swimming with a mask over coral, parrotfish and turtles.",
          "La sabbia bianca di West Bay, dove la barriera mesoamericana comincia a poche bracciate dalla riva, per una giornata a nuotare con la maschera sopra coralli, pesci pappagallo e tartarughe.",
          "La arena blanca de West Bay, donde el arrecife mesoamericano empieza a unas brazadas de la orilla, para un día de esnórquel sobre corales, peces loro y tortugas.",
          "Le sable blanc de West Bay, où le récif mésoaméricain commence à quelques brasses du rivage, pour une journée de nage avec masque au-dessus des coraux, des poissons-perroquets et des tortues.",
          "Der weiße Sand von West Bay, wo das Mesoamerikanische Riff wenige Schwimmzüge vom Ufer beginnt, für einen Tag Schnorcheln über Korallen, Papageifischen und Schildkröten.",
        ],
      ],
    ],
  },
  "NIC Managua": {
    days: [
      [
        "see",
        [
          "Managua: the old cathedral and the Loma de Tiscapa",
          "Managua: la vecchia cattedrale e la Loma de Tiscapa",
          "Managua: la antigua catedral y la Loma de Tiscapa",
          "Managua : la vieille cathédrale et la Loma de Tiscapa",
          "Managua: die alte Kathedrale und die Loma de Tiscapa",
        ],
        [
          "The shell of the old cathedral left by the 1972 earthquake, the lakeside Malecón, the Loma de Tiscapa crater with Sandino's silhouette, and the ancient footprints of Acahualinca.",
          "Il guscio della vecchia cattedrale lasciato dal terremoto del 1972, il Malecón sul lago, il cratere della Loma de Tiscapa con la sagoma di Sandino e le antiche impronte di Acahualinca.",
          "El esqueleto de la antigua catedral que dejó el terremoto de 1972, el Malecón junto al lago, el cráter de la Loma de Tiscapa con la silueta de Sandino y las huellas de Acahualinca.",
          "La carcasse de la vieille cathédrale laissée par le séisme de 1972, le Malecón au bord du lac, le cratère de la Loma de Tiscapa et la silhouette de Sandino, et les empreintes antiques d'Acahualinca.",
          "Die Hülle der alten Kathedrale nach dem Erdbeben von 1972, der Malecón am See, der Krater der Loma de Tiscapa mit Sandinos Silhouette und die uralten Fußspuren von Acahualinca.",
        ],
      ],
      [
        "see",
        [
          "Managua: the Pueblos Blancos and the Laguna de Apoyo",
          "Managua: i Pueblos Blancos e la Laguna de Apoyo",
          "Managua: los Pueblos Blancos y la Laguna de Apoyo",
          "Managua : les Pueblos Blancos et la Laguna de Apoyo",
          "Managua: die Pueblos Blancos und die Laguna de Apoyo",
        ],
        [
          "The potters of San Juan de Oriente and the plant nurseries of Catarina, with its lookout over the crater lake of Apoyo, then a swim in the warm, clear water of the laguna.",
          "I vasai di San Juan de Oriente e i vivai di Catarina, con il suo belvedere sul lago di cratere di Apoyo, poi un bagno nell'acqua tiepida e limpida della laguna.",
          "Los alfareros de San Juan de Oriente y los viveros de Catarina, con su mirador sobre la laguna de Apoyo, y después un baño en el agua templada y transparente de la laguna.",
          "Les potiers de San Juan de Oriente et les pépinières de Catarina, avec son belvédère sur le lac de cratère d'Apoyo, puis une baignade dans l'eau tiède et limpide de la lagune.",
          "Die Töpfer von San Juan de Oriente und die Gärtnereien von Catarina mit dem Aussichtspunkt über den Kratersee Apoyo, dann ein Bad im warmen, klaren Wasser der Lagune.",
        ],
      ],
      [
        "food",
        [
          "Managua: nacatamales and the Roberto Huembes market",
          "Managua: nacatamales e il mercato Roberto Huembes",
          "Managua: nacatamales y el mercado Roberto Huembes",
          "Managua : nacatamales et le marché Roberto Huembes",
          "Managua: Nacatamales und der Markt Roberto Huembes",
        ],
        [
          "The stalls of the Roberto Huembes market, a nacatamal steamed in banana leaf, gallo pinto with cuajada cheese, indio viejo, and a glass of Flor de Caña rum.",
          "I banchi del mercato Roberto Huembes, un nacatamal cotto al vapore nella foglia di banano, gallo pinto con formaggio cuajada, l'indio viejo e un bicchiere di rum Flor de Caña.",
          "Los puestos del mercado Roberto Huembes, un nacatamal cocido en hoja de plátano, gallo pinto con cuajada, indio viejo y un trago de ron Flor de Caña.",
          "Les étals du marché Roberto Huembes, un nacatamal cuit à la vapeur dans une feuille de bananier, du gallo pinto au fromage cuajada, l'indio viejo et un verre de rhum Flor de Caña.",
          "Die Stände des Markts Roberto Huembes, ein im Bananenblatt gedämpfter Nacatamal, Gallo pinto mit Cuajada-Käse, Indio viejo und ein Glas Flor-de-Caña-Rum.",
        ],
      ],
    ],
  },
  "NIC León": {
    days: [
      [
        "see",
        [
          "León: the cathedral roof and the revolutionary murals",
          "León: il tetto della cattedrale e i murales della rivoluzione",
          "León: el techo de la catedral y los murales revolucionarios",
          "León : le toit de la cathédrale et les fresques révolutionnaires",
          "León: das Kathedralendach und die Revolutionswandbilder",
        ],
        [
          "A walk barefoot across the white domes on the roof of the cathedral, with the chain of volcanoes beyond, then the murals of the Sandinista revolution and the house of the poet Rubén Darío.",
          "Una passeggiata a piedi nudi tra le cupole bianche sul tetto della cattedrale, con la catena dei vulcani oltre, poi i murales della rivoluzione sandinista e la casa del poeta Rubén Darío.",
          "Un paseo descalzo entre las cúpulas blancas del techo de la catedral, con la cordillera de volcanes al fondo, y después los murales de la revolución sandinista y la casa del poeta Rubén Darío.",
          "Une promenade pieds nus entre les coupoles blanches du toit de la cathédrale, la chaîne des volcans au loin, puis les fresques de la révolution sandiniste et la maison du poète Rubén Darío.",
          "Barfuß über die weißen Kuppeln auf dem Dach der Kathedrale, dahinter die Vulkankette, dann die Wandbilder der sandinistischen Revolution und das Haus des Dichters Rubén Darío.",
        ],
      ],
      [
        "see",
        [
          "León: León Viejo and the Juan Venado mangroves",
          "León: León Viejo e le mangrovie di Juan Venado",
          "León: León Viejo y los manglares de Juan Venado",
          "León : León Viejo et la mangrove de Juan Venado",
          "León: León Viejo und die Mangroven von Juan Venado",
        ],
        [
          "The ruins of León Viejo, the first Spanish town, abandoned below Momotombo volcano, then a boat through the mangroves of the Isla Juan Venado reserve and the surf of Las Peñitas.",
          "Le rovine di León Viejo, la prima città spagnola, abbandonata sotto il vulcano Momotombo, poi una barca tra le mangrovie della riserva di Isla Juan Venado e le onde di Las Peñitas.",
          "Las ruinas de León Viejo, la primera ciudad española, abandonada al pie del volcán Momotombo, y después una lancha por los manglares de la reserva Isla Juan Venado y las olas de Las Peñitas.",
          "Les ruines de León Viejo, première ville espagnole, abandonnée au pied du volcan Momotombo, puis un bateau dans la mangrove de la réserve d'Isla Juan Venado et les vagues de Las Peñitas.",
          "Die Ruinen von León Viejo, der ersten spanischen Stadt, verlassen am Fuß des Vulkans Momotombo, dann per Boot durch die Mangroven des Reservats Isla Juan Venado und die Brandung von Las Peñitas.",
        ],
      ],
      [
        "food",
        [
          "León: quesillos and the central market",
          "León: quesillos e il mercato centrale",
          "León: quesillos y el mercado central",
          "León : quesillos et le marché central",
          "León: Quesillos und der Zentralmarkt",
        ],
        [
          "The quesillo, a tortilla wrapped around soft cheese with pickled onion and cream, then the central market behind the cathedral for güirilas of young corn and a cold tiste of maize and cacao.",
          "Il quesillo, una tortilla avvolta intorno al formaggio morbido con cipolla sott'aceto e panna, poi il mercato centrale dietro la cattedrale per le güirilas di mais tenero e un tiste fresco di mais e cacao.",
          "El quesillo, tortilla enrollada sobre queso tierno con cebolla encurtida y crema, y después el mercado central detrás de la catedral para güirilas de maíz tierno y un tiste frío de maíz y cacao.",
          "Le quesillo, tortilla roulée autour d'un fromage frais avec oignon mariné et crème, puis le marché central derrière la cathédrale pour des güirilas de maïs tendre et un tiste frais de maïs et de cacao.",
          "Der Quesillo, eine um weichen Käse gewickelte Tortilla mit eingelegten Zwiebeln und Sahne, dann der Zentralmarkt hinter der Kathedrale mit Güirilas aus jungem Mais und kaltem Tiste aus Mais und Kakao.",
        ],
      ],
    ],
  },
  "NIC Cerro Negro": {
    days: [
      [
        "see",
        [
          "Cerro Negro: volcano boarding down the black slope",
          "Cerro Negro: volcano boarding sul pendio nero",
          "Cerro Negro: volcano boarding por la ladera negra",
          "Cerro Negro : volcano boarding sur la pente noire",
          "Cerro Negro: Volcano Boarding den schwarzen Hang hinab",
        ],
        [
          "The climb up the black cinder cone of Cerro Negro, one of the youngest volcanoes in Central America, carrying a wooden board, then the slide down its steep gravel slope in an overall and goggles.",
          "La salita sul cono nero di scorie del Cerro Negro, uno dei vulcani più giovani dell'America centrale, con una tavola di legno in spalla, poi la discesa sul suo ripido pendio di ghiaia in tuta e occhiali.",
          "La subida al cono negro de escoria del Cerro Negro, uno de los volcanes más jóvenes de Centroamérica, con una tabla de madera al hombro, y después el descenso por su empinada ladera de grava con mono y gafas.",
          "La montée du cône noir de scories du Cerro Negro, l'un des plus jeunes volcans d'Amérique centrale, une planche de bois sur l'épaule, puis la descente de sa pente raide de gravier en combinaison et lunettes.",
          "Der Aufstieg auf den schwarzen Schlackenkegel des Cerro Negro, einen der jüngsten Vulkane Mittelamerikas, mit einem Holzbrett auf der Schulter, dann in Overall und Schutzbrille den steilen Geröllhang hinab.",
        ],
      ],
      [
        "see",
        [
          "Cerro Negro: the crater rim and its fumaroles",
          "Cerro Negro: l'orlo del cratere e le sue fumarole",
          "Cerro Negro: el borde del cráter y sus fumarolas",
          "Cerro Negro : le rebord du cratère et ses fumerolles",
          "Cerro Negro: der Kraterrand und seine Fumarolen",
        ],
        [
          "A walk around the crater rim of Cerro Negro among yellow-crusted vents and warm ground, looking along the Maribios chain of volcanoes, and down on foot across the lava fields.",
          "Una camminata sull'orlo del cratere del Cerro Negro tra fumarole gialle di zolfo e terreno caldo, con lo sguardo lungo la catena dei vulcani Maribios, e la discesa a piedi tra i campi di lava.",
          "Una caminata por el borde del cráter del Cerro Negro entre fumarolas amarillas de azufre y suelo caliente, mirando la cordillera de los Maribios, y la bajada a pie por los campos de lava.",
          "Une marche sur le rebord du cratère du Cerro Negro parmi les fumerolles jaunes de soufre et le sol chaud, face à la chaîne volcanique des Maribios, puis la descente à pied à travers les champs de lave.",
          "Eine Wanderung um den Kraterrand des Cerro Negro zwischen gelben Schwefelschloten und warmem Boden, mit Blick entlang der Vulkankette der Maribios, und zu Fuß hinab über die Lavafelder.",
        ],
      ],
    ],
  },
  "NIC Masaya": {
    days: [
      [
        "see",
        [
          "Masaya: the Santiago crater",
          "Masaya: il cratere Santiago",
          "Masaya: el cráter Santiago",
          "Masaya : le cratère Santiago",
          "Masaya: der Santiago-Krater",
        ],
        [
          "The road up Masaya Volcano National Park to the rim of the smoking Santiago crater, where green parakeets nest in the walls, the cross of Bobadilla, and the lava fields from older eruptions.",
          "La strada nel parco nazionale del vulcano Masaya fino all'orlo del cratere fumante di Santiago, dove i parrocchetti verdi nidificano nelle pareti, la croce di Bobadilla e i campi di lava delle eruzioni passate.",
          "La carretera del parque nacional Volcán Masaya hasta el borde del humeante cráter Santiago, donde anidan los chocoyos en las paredes, la cruz de Bobadilla y los campos de lava de erupciones antiguas.",
          "La route du parc national du volcan Masaya jusqu'au bord du cratère fumant de Santiago, où nichent des perruches vertes dans les parois, la croix de Bobadilla et les coulées de lave d'éruptions anciennes.",
          "Die Straße durch den Nationalpark Vulkan Masaya zum Rand des rauchenden Santiago-Kraters, in dessen Wänden grüne Sittiche nisten, das Kreuz von Bobadilla und die Lavafelder früherer Ausbrüche.",
        ],
      ],
      [
        "see",
        [
          "Masaya: lava tunnels and the craft market",
          "Masaya: tunnel di lava e il mercato dell'artigianato",
          "Masaya: túneles de lava y el mercado de artesanías",
          "Masaya : tunnels de lave et marché artisanal",
          "Masaya: Lavatunnel und der Kunsthandwerksmarkt",
        ],
        [
          "A walk through the Tzinancanostoc lava tunnel, home to bats, on the flank of the volcano, then the hammocks and carved wood of the old market of Masaya town and the Monimbó quarter.",
          "Una camminata nel tunnel di lava di Tzinancanostoc, abitato dai pipistrelli, sul fianco del vulcano, poi le amache e il legno intagliato del vecchio mercato di Masaya e del quartiere di Monimbó.",
          "Una caminata por el túnel de lava de Tzinancanostoc, habitado por murciélagos, en la falda del volcán, y después las hamacas y la madera tallada del viejo mercado de Masaya y el barrio de Monimbó.",
          "Une marche dans le tunnel de lave de Tzinancanostoc, peuplé de chauves-souris, au flanc du volcan, puis les hamacs et le bois sculpté du vieux marché de Masaya et du quartier de Monimbó.",
          "Ein Gang durch den von Fledermäusen bewohnten Lavatunnel Tzinancanostoc an der Flanke des Vulkans, dann Hängematten und Schnitzereien im alten Markt der Stadt Masaya und im Viertel Monimbó.",
        ],
      ],
    ],
  },
  "NIC Granada": {
    days: [
      [
        "see",
        [
          "Granada: the Calzada and the bell tower of La Merced",
          "Granada: la Calzada e il campanile della Merced",
          "Granada: la Calzada y el campanario de La Merced",
          "Grenade : la Calzada et le clocher de La Merced",
          "Granada: die Calzada und der Glockenturm von La Merced",
        ],
        [
          "The yellow cathedral on the Parque Central, the Calle La Calzada down to the lake, the view from the bell tower of La Merced, and the Zapatera stone idols in the convent of San Francisco.",
          "La cattedrale gialla sul Parque Central, la Calle La Calzada fino al lago, la vista dal campanile della Merced e gli idoli di pietra di Zapatera nel convento di San Francisco.",
          "La catedral amarilla del Parque Central, la Calle La Calzada hasta el lago, la vista desde el campanario de La Merced y los ídolos de piedra de Zapatera en el convento de San Francisco.",
          "La cathédrale jaune sur le Parque Central, la Calle La Calzada jusqu'au lac, la vue du clocher de La Merced et les idoles de pierre de Zapatera au couvent San Francisco.",
          "Die gelbe Kathedrale am Parque Central, die Calle La Calzada hinab zum See, der Blick vom Glockenturm von La Merced und die Steinidole von Zapatera im Kloster San Francisco.",
        ],
      ],
      [
        "see",
        [
          "Granada: the Isletas by boat",
          "Granada: le Isletas in barca",
          "Granada: las Isletas en lancha",
          "Grenade : les Isletas en bateau",
          "Granada: die Isletas per Boot",
        ],
        [
          "A boat among the Isletas, the islets thrown into Lake Nicaragua by an eruption of Mombacho, past fishermen's homes, an old Spanish fort and an island of monkeys, with the volcano above.",
          "Una barca tra le Isletas, gli isolotti gettati nel lago Nicaragua da un'eruzione del Mombacho, tra case di pescatori, un vecchio forte spagnolo e l'isola delle scimmie, con il vulcano sopra.",
          "Una lancha entre las Isletas, los islotes que una erupción del Mombacho lanzó al lago de Nicaragua, entre casas de pescadores, un viejo fuerte español y la isla de los monos, con el volcán encima.",
          "Un bateau parmi les Isletas, îlots jetés dans le lac Nicaragua par une éruption du Mombacho, devant des maisons de pêcheurs, un vieux fort espagnol et l'île aux singes, le volcan au-dessus.",
          "Mit dem Boot zwischen den Isletas, die ein Ausbruch des Mombacho in den Nicaraguasee warf, vorbei an Fischerhäusern, einem alten spanischen Fort und der Affeninsel, darüber der Vulkan.",
        ],
      ],
      [
        "food",
        [
          "Granada: vigorón and the kiosks of the Parque Central",
          "Granada: vigorón e i chioschi del Parque Central",
          "Granada: vigorón y los kioscos del Parque Central",
          "Grenade : le vigorón et les kiosques du Parque Central",
          "Granada: Vigorón und die Kioske am Parque Central",
        ],
        [
          "Vigorón, Granada's own dish of yuca, pork crackling and cabbage salad on a banana leaf, from the kiosks of the Parque Central, with a fresh cacao drink and a chocolate workshop.",
          "Il vigorón, piatto tipico di Granada con yuca, cotenna croccante e insalata di cavolo su una foglia di banano, dai chioschi del Parque Central, con una bevanda fresca di cacao e un laboratorio di cioccolato.",
          "El vigorón, plato granadino de yuca, chicharrón y ensalada de repollo sobre hoja de plátano, de los kioscos del Parque Central, con un refresco de cacao y un taller de chocolate.",
          "Le vigorón, plat de Grenade à base de manioc, de couenne croustillante et de salade de chou sur une feuille de bananier, aux kiosques du Parque Central, avec une boisson fraîche au cacao et un atelier chocolat.",
          "Vigorón, Granadas eigenes Gericht aus Yuca, Schweinekruste und Krautsalat auf Bananenblatt, von den Kiosken am Parque Central, dazu ein kühles Kakaogetränk und ein Schokoladenworkshop.",
        ],
      ],
    ],
  },
  "NIC Ometepe": {
    days: [
      [
        "see",
        [
          "Ometepe: petroglyphs and the Ojo de Agua spring",
          "Ometepe: petroglifi e la sorgente di Ojo de Agua",
          "Ometepe: petroglifos y el Ojo de Agua",
          "Ometepe : pétroglyphes et source d'Ojo de Agua",
          "Ometepe: Petroglyphen und die Quelle Ojo de Agua",
        ],
        [
          "The island of two volcanoes, Concepción and Maderas, in Lake Nicaragua: the pre-Columbian petroglyphs and statues of El Ceibo, the path to the San Ramón waterfall, and a swim at the Ojo de Agua spring.",
          "L'isola dei due vulcani, Concepción e Maderas, nel lago Nicaragua: i petroglifi e le statue precolombiane di El Ceibo, il sentiero della cascata di San Ramón e un bagno alla sorgente di Ojo de Agua.",
          "La isla de los dos volcanes, Concepción y Maderas, en el lago de Nicaragua: los petroglifos y estatuas precolombinos de El Ceibo, el sendero a la cascada de San Ramón y un baño en el Ojo de Agua.",
          "L'île aux deux volcans, Concepción et Maderas, dans le lac Nicaragua : les pétroglyphes et statues précolombiens d'El Ceibo, le sentier de la cascade de San Ramón et une baignade à la source d'Ojo de Agua.",
          "Die Insel der zwei Vulkane Concepción und Maderas im Nicaraguasee: die präkolumbischen Petroglyphen und Statuen von El Ceibo, der Weg zum Wasserfall San Ramón und ein Bad in der Quelle Ojo de Agua.",
        ],
      ],
      [
        "boat",
        [
          "Ometepe: a kayak on the Istián River",
          "Ometepe: in kayak sul fiume Istián",
          "Ometepe: en kayak por el río Istián",
          "Ometepe : en kayak sur la rivière Istián",
          "Ometepe: im Kajak auf dem Río Istián",
        ],
        [
          "A kayak from Mérida into the Istián River, a marshy channel across the isthmus between the two volcanoes, among caimans, turtles, herons and howler monkeys in the trees.",
          "Un kayak da Mérida nel fiume Istián, un canale paludoso che attraversa l'istmo tra i due vulcani, tra caimani, tartarughe, aironi e scimmie urlatrici sugli alberi.",
          "Un kayak desde Mérida por el río Istián, un canal pantanoso que cruza el istmo entre los dos volcanes, entre caimanes, tortugas, garzas y monos aulladores en los árboles.",
          "Un kayak depuis Mérida sur la rivière Istián, chenal marécageux qui traverse l'isthme entre les deux volcans, parmi caïmans, tortues, hérons et singes hurleurs dans les arbres.",
          "Mit dem Kajak von Mérida in den Río Istián, einen sumpfigen Kanal über die Landenge zwischen den beiden Vulkanen, mit Kaimanen, Schildkröten, Reihern und Brüllaffen in den Bäumen.",
        ],
      ],
      [
        "beach",
        [
          "Ometepe: the sand of Playa Santo Domingo",
          "Ometepe: la sabbia di Playa Santo Domingo",
          "Ometepe: la arena de Playa Santo Domingo",
          "Ometepe : le sable de Playa Santo Domingo",
          "Ometepe: der Sand von Playa Santo Domingo",
        ],
        [
          "A lake beach day on the long sand of Playa Santo Domingo, on the isthmus, swimming in the fresh water of Lake Nicaragua with Concepción rising behind.",
          "Una giornata di spiaggia sul lago, sulla lunga sabbia di Playa Santo Domingo, sull'istmo, nuotando nell'acqua dolce del lago Nicaragua con il Concepción che si alza dietro.",
          "Un día de playa de lago en la larga arena de Playa Santo Domingo, en el istmo, nadando en el agua dulce del lago de Nicaragua con el Concepción alzándose detrás.",
          "Une journée de plage lacustre sur le long sable de Playa Santo Domingo, sur l'isthme, à nager dans l'eau douce du lac Nicaragua, le Concepción dressé derrière.",
          "Ein Strandtag am See auf dem langen Sand von Playa Santo Domingo auf der Landenge, Baden im Süßwasser des Nicaraguasees, dahinter der Concepción.",
        ],
      ],
    ],
  },
  "NIC San Juan del Sur": {
    days: [
      [
        "see",
        [
          "San Juan del Sur: the Christ of Mercy and the bay",
          "San Juan del Sur: il Cristo della Misericordia e la baia",
          "San Juan del Sur: el Cristo de la Misericordia y la bahía",
          "San Juan del Sur : le Christ de la Miséricorde et la baie",
          "San Juan del Sur: der Christus der Barmherzigkeit und die Bucht",
        ],
        [
          "The climb to the Christ of Mercy statue for the view over the horseshoe bay and its fishing boats, then a catamaran along the coast to swim in a quiet cove.",
          "La salita alla statua del Cristo della Misericordia per la vista sulla baia a ferro di cavallo e le sue barche da pesca, poi un catamarano lungo la costa per un bagno in una caletta tranquilla.",
          "La subida a la estatua del Cristo de la Misericordia para ver la bahía en herradura y sus barcas de pesca, y después un catamarán por la costa para bañarse en una cala tranquila.",
          "La montée jusqu'à la statue du Christ de la Miséricorde pour la vue sur la baie en fer à cheval et ses bateaux de pêche, puis un catamaran le long de la côte pour se baigner dans une crique tranquille.",
          "Der Aufstieg zur Statue des Christus der Barmherzigkeit mit Blick über die hufeisenförmige Bucht und ihre Fischerboote, dann mit dem Katamaran die Küste entlang zum Baden in einer ruhigen Bucht.",
        ],
      ],
      [
        "beach",
        [
          "San Juan del Sur: surf at Playa Maderas",
          "San Juan del Sur: surf a Playa Maderas",
          "San Juan del Sur: surf en Playa Maderas",
          "San Juan del Sur : surf à Playa Maderas",
          "San Juan del Sur: Surfen an der Playa Maderas",
        ],
        [
          "A surf lesson on the beach breaks north of town at Playa Maderas or Remanso, where offshore winds blow off Lake Nicaragua, then the sunset from the sand.",
          "Una lezione di surf sulle onde di spiaggia a nord del paese, a Playa Maderas o Remanso, dove i venti di terra soffiano dal lago Nicaragua, poi il tramonto dalla sabbia.",
          "Una clase de surf en las olas de playa al norte del pueblo, en Playa Maderas o Remanso, donde el viento de tierra sopla desde el lago de Nicaragua, y después el atardecer desde la arena.",
          "Un cours de surf sur les beach breaks au nord du village, à Playa Maderas ou Remanso, où les vents de terre soufflent du lac Nicaragua, puis le coucher du soleil depuis le sable.",
          "Eine Surfstunde an den Beachbreaks nördlich des Ortes, an der Playa Maderas oder in Remanso, wo ablandiger Wind vom Nicaraguasee weht, dann Sonnenuntergang am Strand.",
        ],
      ],
    ],
  },
  "CRI San José": {
    days: [
      [
        "see",
        [
          "San José: the Teatro Nacional and the Gold Museum",
          "San José: il Teatro Nacional e il Museo dell'Oro",
          "San José: el Teatro Nacional y el Museo del Oro",
          "San José : le Teatro Nacional et le musée de l'Or",
          "San José: das Teatro Nacional und das Goldmuseum",
        ],
        [
          "The Teatro Nacional, paid for with a coffee tax, and its café, the pre-Columbian frogs and eagles of the Gold Museum below the Plaza de la Cultura, and the Jade Museum.",
          "Il Teatro Nacional, pagato con una tassa sul caffè, e il suo caffè, le rane e le aquile precolombiane del Museo dell'Oro sotto la Plaza de la Cultura e il Museo della Giada.",
          "El Teatro Nacional, pagado con un impuesto al café, y su cafetería, las ranas y águilas precolombinas del Museo del Oro bajo la Plaza de la Cultura y el Museo del Jade.",
          "Le Teatro Nacional, financé par une taxe sur le café, et son café, les grenouilles et aigles précolombiens du musée de l'Or sous la Plaza de la Cultura, et le musée du Jade.",
          "Das Teatro Nacional, bezahlt mit einer Kaffeesteuer, und sein Café, die präkolumbischen Frösche und Adler des Goldmuseums unter der Plaza de la Cultura und das Jademuseum.",
        ],
      ],
      [
        "see",
        [
          "San José: a coffee estate and the oxcarts of Sarchí",
          "San José: una piantagione di caffè e i carretti di Sarchí",
          "San José: un beneficio de café y las carretas de Sarchí",
          "San José : une plantation de café et les charrettes de Sarchí",
          "San José: eine Kaffeeplantage und die Ochsenkarren von Sarchí",
        ],
        [
          "A coffee estate on the slopes of the Central Valley, from the nursery to the roaster, then the workshops of Sarchí, where the painted oxcarts that once carried the coffee are still made.",
          "Una piantagione di caffè sui pendii della Valle Centrale, dal vivaio alla torrefazione, poi le botteghe di Sarchí, dove si costruiscono ancora i carretti dipinti che un tempo trasportavano il caffè.",
          "Un beneficio de café en las laderas del Valle Central, del almácigo al tostador, y después los talleres de Sarchí, donde aún se fabrican las carretas pintadas que llevaban el café.",
          "Une plantation de café sur les pentes de la Vallée centrale, de la pépinière à la torréfaction, puis les ateliers de Sarchí, où l'on fabrique encore les charrettes peintes qui transportaient le café.",
          "Eine Kaffeeplantage an den Hängen des Valle Central, von der Baumschule bis zur Rösterei, dann die Werkstätten von Sarchí, wo noch die bemalten Ochsenkarren gebaut werden, die einst den Kaffee transportierten.",
        ],
      ],
      [
        "food",
        [
          "San José: casados in the Mercado Central",
          "San José: i casados del Mercado Central",
          "San José: casados en el Mercado Central",
          "San José : les casados du Mercado Central",
          "San José: Casados im Mercado Central",
        ],
        [
          "The sodas of the Mercado Central for a casado of rice, beans, plantain and meat, gallo pinto with Lizano sauce, chifrijo and a glass of agua dulce, then the ice creams of La Sorbetera de Lolo Mora.",
          "Le sodas del Mercado Central per un casado di riso, fagioli, platano e carne, gallo pinto con salsa Lizano, chifrijo e un bicchiere di agua dulce, poi i gelati della Sorbetera de Lolo Mora.",
          "Las sodas del Mercado Central para un casado de arroz, frijoles, plátano y carne, gallo pinto con salsa Lizano, chifrijo y un agua dulce, y después los helados de La Sorbetera de Lolo Mora.",
          "Les sodas du Mercado Central pour un casado de riz, haricots, banane plantain et viande, du gallo pinto à la sauce Lizano, du chifrijo et un agua dulce, puis les glaces de La Sorbetera de Lolo Mora.",
          "Die Sodas im Mercado Central mit einem Casado aus Reis, Bohnen, Kochbanane und Fleisch, Gallo pinto mit Lizano-Soße, Chifrijo und Agua dulce, danach das Eis der Sorbetera de Lolo Mora.",
        ],
      ],
    ],
  },
  "CRI Tortuguero": {
    days: [
      [
        "see",
        [
          "Tortuguero: the canals at dawn",
          "Tortuguero: i canali all'alba",
          "Tortuguero: los canales al amanecer",
          "Tortuguero : les canaux à l'aube",
          "Tortuguero: die Kanäle im Morgengrauen",
        ],
        [
          "A quiet boat at dawn through the canals of Tortuguero National Park, with a naturalist guide, for caimans, sloths, spider and howler monkeys, river otters, kingfishers and toucans.",
          "Una barca silenziosa all'alba nei canali del parco nazionale di Tortuguero, con una guida naturalista, tra caimani, bradipi, scimmie ragno e urlatrici, lontre di fiume, martin pescatori e tucani.",
          "Una lancha silenciosa al amanecer por los canales del parque nacional Tortuguero, con un guía naturalista, entre caimanes, perezosos, monos araña y aulladores, nutrias, martines pescadores y tucanes.",
          "Un bateau silencieux à l'aube dans les canaux du parc national de Tortuguero, avec un guide naturaliste, parmi caïmans, paresseux, singes-araignées et hurleurs, loutres, martins-pêcheurs et toucans.",
          "Ein leises Boot im Morgengrauen durch die Kanäle des Nationalparks Tortuguero mit einem Naturführer: Kaimane, Faultiere, Klammer- und Brüllaffen, Flussotter, Eisvögel und Tukane.",
        ],
      ],
      [
        "see",
        [
          "Tortuguero: the village and Cerro Tortuguero",
          "Tortuguero: il villaggio e il Cerro Tortuguero",
          "Tortuguero: el pueblo y el Cerro Tortuguero",
          "Tortuguero : le village et le Cerro Tortuguero",
          "Tortuguero: das Dorf und der Cerro Tortuguero",
        ],
        [
          "The sand paths of the village between the lagoon and the Caribbean, a paddle by canoe into the narrow side channels, and the climb of Cerro Tortuguero, the only hill on the coast.",
          "I sentieri di sabbia del villaggio tra la laguna e il Caribe, una pagaiata in canoa nei canali laterali più stretti e la salita al Cerro Tortuguero, l'unica collina della costa.",
          "Los senderos de arena del pueblo entre la laguna y el Caribe, un paseo en canoa por los caños más estrechos y la subida al Cerro Tortuguero, la única colina de la costa.",
          "Les chemins de sable du village entre la lagune et les Caraïbes, une sortie en canoë dans les chenaux les plus étroits et la montée du Cerro Tortuguero, seule colline de la côte.",
          "Die Sandwege des Dorfes zwischen Lagune und Karibik, eine Kanutour in die schmalen Seitenkanäle und der Aufstieg auf den Cerro Tortuguero, den einzigen Hügel an der Küste.",
        ],
      ],
    ],
  },
  "CRI Arenal": {
    days: [
      [
        "see",
        [
          "Arenal: the lava trails and the hanging bridges",
          "Arenal: i sentieri di lava e i ponti sospesi",
          "Arenal: los senderos de lava y los puentes colgantes",
          "Arenal : les sentiers de lave et les ponts suspendus",
          "Arenal: die Lavapfade und die Hängebrücken",
        ],
        [
          "The trails of Arenal Volcano National Park across the lava flows of 1968 and 1992, with the perfect cone above and the lake below, then the hanging bridges through the rainforest canopy.",
          "I sentieri del parco nazionale del vulcano Arenal sulle colate di lava del 1968 e del 1992, con il cono perfetto sopra e il lago sotto, poi i ponti sospesi tra le chiome della foresta pluviale.",
          "Los senderos del parque nacional Volcán Arenal por las coladas de lava de 1968 y 1992, con el cono perfecto arriba y el lago abajo, y después los puentes colgantes entre las copas del bosque.",
          "Les sentiers du parc national du volcan Arenal sur les coulées de lave de 1968 et 1992, le cône parfait au-dessus et le lac en contrebas, puis les ponts suspendus dans la canopée de la forêt pluviale.",
          "Die Wege des Nationalparks Vulkan Arenal über die Lavaströme von 1968 und 1992, oben der perfekte Kegel, unten der See, danach die Hängebrücken durch das Blätterdach des Regenwalds.",
        ],
      ],
      [
        "see",
        [
          "Arenal: La Fortuna waterfall and the hot rivers",
          "Arenal: la cascata La Fortuna e i fiumi caldi",
          "Arenal: la catarata La Fortuna y los ríos termales",
          "Arenal : la cascade de La Fortuna et les rivières chaudes",
          "Arenal: der Wasserfall La Fortuna und die heißen Flüsse",
        ],
        [
          "The steps down to the La Fortuna waterfall and a swim in its cold pool, then an evening soak in the hot springs fed by the volcano, in pools among the tropical gardens.",
          "I gradini fino alla cascata La Fortuna e un bagno nella sua pozza fredda, poi la sera un bagno nelle sorgenti calde alimentate dal vulcano, in vasche tra i giardini tropicali.",
          "Los escalones hasta la catarata La Fortuna y un baño en su poza fría, y por la tarde un baño en las aguas termales que calienta el volcán, en pozas entre jardines tropicales.",
          "Les marches jusqu'à la cascade de La Fortuna et une baignade dans son bassin froid, puis le soir un bain dans les sources chaudes nourries par le volcan, dans des bassins au milieu des jardins tropicaux.",
          "Die Stufen hinab zum Wasserfall La Fortuna und ein Bad in seinem kalten Becken, abends dann ein Bad in den vom Vulkan gespeisten heißen Quellen, in Becken zwischen tropischen Gärten.",
        ],
      ],
    ],
  },
  "CRI Rincón de la Vieja": {
    days: [
      [
        "see",
        [
          "Rincón de la Vieja: the mud pots of Las Pailas",
          "Rincón de la Vieja: le pozze di fango di Las Pailas",
          "Rincón de la Vieja: las pailas de barro",
          "Rincón de la Vieja : les marmites de boue de Las Pailas",
          "Rincón de la Vieja: die Schlammtöpfe von Las Pailas",
        ],
        [
          "The Las Pailas loop in the dry forest of the national park, past bubbling mud pots, fumaroles and a small steaming volcancito, with coatis, agoutis and white-faced capuchins on the trail.",
          "L'anello di Las Pailas nella foresta secca del parco nazionale, tra pozze di fango che ribollono, fumarole e un piccolo volcancito fumante, con coati, agouti e cappuccini dalla faccia bianca sul sentiero.",
          "El sendero circular de Las Pailas en el bosque seco del parque nacional, entre pailas de barro burbujeante, fumarolas y un pequeño volcancito humeante, con pizotes, guatusas y monos cariblancos.",
          "La boucle de Las Pailas dans la forêt sèche du parc national, devant des marmites de boue qui bouillonnent, des fumerolles et un petit volcancito fumant, avec coatis, agoutis et capucins à face blanche.",
          "Der Rundweg Las Pailas im Trockenwald des Nationalparks, vorbei an blubbernden Schlammtöpfen, Fumarolen und einem kleinen dampfenden Volcancito, mit Nasenbären, Agutis und Weißschulterkapuzinern am Weg.",
        ],
      ],
      [
        "see",
        [
          "Rincón de la Vieja: La Cangreja waterfall and hot springs",
          "Rincón de la Vieja: la cascata La Cangreja e le terme",
          "Rincón de la Vieja: la catarata La Cangreja y las aguas termales",
          "Rincón de la Vieja : la cascade de La Cangreja et les sources chaudes",
          "Rincón de la Vieja: der Wasserfall La Cangreja und heiße Quellen",
        ],
        [
          "The trail of the Santa María sector to the blue pool of La Cangreja waterfall, then an afternoon in the hot springs and volcanic mud of the Río Negro at the foot of the volcano.",
          "Il sentiero del settore Santa María fino alla pozza blu della cascata La Cangreja, poi un pomeriggio nelle sorgenti calde e nel fango vulcanico del Río Negro ai piedi del vulcano.",
          "El sendero del sector Santa María hasta la poza azul de la catarata La Cangreja, y después una tarde en las aguas termales y el barro volcánico del Río Negro, al pie del volcán.",
          "Le sentier du secteur Santa María jusqu'au bassin bleu de la cascade de La Cangreja, puis un après-midi dans les sources chaudes et la boue volcanique du Río Negro, au pied du volcan.",
          "Der Pfad im Sektor Santa María zum blauen Becken des Wasserfalls La Cangreja, dann ein Nachmittag in den heißen Quellen und im Vulkanschlamm des Río Negro am Fuß des Vulkans.",
        ],
      ],
    ],
  },
  "CRI Irazú": {
    days: [
      [
        "see",
        [
          "Irazú: the summit craters",
          "Irazú: i crateri della vetta",
          "Irazú: los cráteres de la cima",
          "Irazú : les cratères du sommet",
          "Irazú: die Gipfelkrater",
        ],
        [
          "The road up the highest volcano of Costa Rica to its bare summit of ash, the Principal crater and the Diego de la Haya crater, where on clear mornings both oceans can be seen.",
          "La strada sul vulcano più alto della Costa Rica fino alla sua vetta spoglia di cenere, il cratere Principale e il cratere Diego de la Haya, da dove nelle mattine limpide si vedono entrambi gli oceani.",
          "La carretera al volcán más alto de Costa Rica hasta su cima pelada de ceniza, el cráter Principal y el cráter Diego de la Haya, desde donde en las mañanas despejadas se ven los dos océanos.",
          "La route du plus haut volcan du Costa Rica jusqu'à son sommet nu couvert de cendres, le cratère principal et le cratère Diego de la Haya, d'où l'on voit les deux océans par matin clair.",
          "Die Straße auf den höchsten Vulkan Costa Ricas bis zum kahlen Aschegipfel, zum Hauptkrater und zum Krater Diego de la Haya, von wo man an klaren Morgen beide Ozeane sieht.",
        ],
      ],
      [
        "see",
        [
          "Irazú: Cartago and the Orosi valley",
          "Irazú: Cartago e la valle di Orosi",
          "Irazú: Cartago y el valle de Orosi",
          "Irazú : Cartago et la vallée d'Orosi",
          "Irazú: Cartago und das Orosi-Tal",
        ],
        [
          "Down the slopes of Irazú to the Basilica of Los Ángeles in Cartago, then the coffee terraces of the Orosi valley, its colonial church and the ruins of Ujarrás.",
          "Giù per i pendii dell'Irazú fino alla basilica di Los Ángeles a Cartago, poi i terrazzamenti di caffè della valle di Orosi, la sua chiesa coloniale e le rovine di Ujarrás.",
          "Bajando las laderas del Irazú hasta la basílica de Los Ángeles en Cartago, y después los cafetales en terrazas del valle de Orosi, su iglesia colonial y las ruinas de Ujarrás.",
          "La descente des pentes de l'Irazú jusqu'à la basilique Notre-Dame-des-Anges de Cartago, puis les terrasses de café de la vallée d'Orosi, son église coloniale et les ruines d'Ujarrás.",
          "Die Hänge des Irazú hinab zur Basilika Los Ángeles in Cartago, dann die Kaffeeterrassen des Orosi-Tals, seine Kolonialkirche und die Ruinen von Ujarrás.",
        ],
      ],
    ],
  },
  "CRI Monteverde": {
    days: [
      [
        "see",
        [
          "Monteverde: the cloud forest reserve",
          "Monteverde: la riserva della foresta nebulosa",
          "Monteverde: la reserva del bosque nuboso",
          "Monteverde : la réserve de forêt de nuages",
          "Monteverde: das Nebelwaldreservat",
        ],
        [
          "An early walk with a naturalist guide and a spotting scope in the Monteverde Cloud Forest Reserve, among mosses and orchids, listening for the three-wattled bellbird and watching for the quetzal.",
          "Una camminata all'alba con una guida naturalista e il cannocchiale nella riserva della foresta nebulosa di Monteverde, tra muschi e orchidee, ascoltando il campanaro tricaruncolato e cercando il quetzal.",
          "Una caminata temprana con un guía naturalista y un telescopio en la Reserva Biológica Bosque Nuboso Monteverde, entre musgos y orquídeas, escuchando al pájaro campana y buscando el quetzal.",
          "Une marche matinale avec un guide naturaliste et une longue-vue dans la réserve de forêt de nuages de Monteverde, parmi mousses et orchidées, à l'écoute du cotinga tricaronculé et en quête du quetzal.",
          "Eine frühe Wanderung mit Naturführer und Spektiv im Nebelwaldreservat Monteverde zwischen Moosen und Orchideen, lauschend nach dem Hämmerling und Ausschau haltend nach dem Quetzal.",
        ],
      ],
      [
        "see",
        [
          "Monteverde: hanging bridges and a night walk",
          "Monteverde: ponti sospesi e una passeggiata notturna",
          "Monteverde: puentes colgantes y una caminata nocturna",
          "Monteverde : ponts suspendus et balade nocturne",
          "Monteverde: Hängebrücken und eine Nachtwanderung",
        ],
        [
          "The hanging bridges over the canopy of the Santa Elena forest, then a night walk by headlamp for sleeping birds, tree frogs, tarantulas and, with luck, a two-toed sloth.",
          "I ponti sospesi sulle chiome della foresta di Santa Elena, poi una passeggiata notturna con la torcia tra uccelli addormentati, raganelle, tarantole e, con fortuna, un bradipo didattilo.",
          "Los puentes colgantes sobre el dosel del bosque de Santa Elena, y después una caminata nocturna con linterna entre aves dormidas, ranas arborícolas, tarántulas y, con suerte, un perezoso de dos dedos.",
          "Les ponts suspendus au-dessus de la canopée de la forêt de Santa Elena, puis une balade nocturne à la lampe parmi les oiseaux endormis, les rainettes, les mygales et, avec de la chance, un paresseux à deux doigts.",
          "Die Hängebrücken über dem Blätterdach des Waldes von Santa Elena, dann eine Nachtwanderung mit Taschenlampe zu schlafenden Vögeln, Laubfröschen, Vogelspinnen und mit Glück einem Zweifingerfaultier.",
        ],
      ],
    ],
  },
  "CRI Tamarindo": {
    days: [
      [
        "see",
        [
          "Tamarindo: the estuary and Playa Grande",
          "Tamarindo: l'estuario e Playa Grande",
          "Tamarindo: el estero y Playa Grande",
          "Tamarindo : l'estuaire et Playa Grande",
          "Tamarindo: die Flussmündung und Playa Grande",
        ],
        [
          "A boat up the mangrove estuary of Tamarindo for crocodiles, herons and howler monkeys, then across to the wild sand of Playa Grande in the Las Baulas marine park.",
          "Una barca su per l'estuario di mangrovie di Tamarindo tra coccodrilli, aironi e scimmie urlatrici, poi dall'altra parte fino alla sabbia selvaggia di Playa Grande nel parco marino di Las Baulas.",
          "Una lancha por el estero de manglar de Tamarindo entre cocodrilos, garzas y monos aulladores, y después el cruce hasta la arena salvaje de Playa Grande, en el parque marino Las Baulas.",
          "Un bateau dans l'estuaire à mangrove de Tamarindo parmi crocodiles, hérons et singes hurleurs, puis la traversée vers le sable sauvage de Playa Grande, dans le parc marin de Las Baulas.",
          "Mit dem Boot in die Mangrovenmündung von Tamarindo zu Krokodilen, Reihern und Brüllaffen, dann hinüber zum wilden Sand von Playa Grande im Meeresnationalpark Las Baulas.",
        ],
      ],
      [
        "beach",
        [
          "Tamarindo: a surf lesson in the bay",
          "Tamarindo: lezione di surf nella baia",
          "Tamarindo: clase de surf en la bahía",
          "Tamarindo : cours de surf dans la baie",
          "Tamarindo: Surfstunde in der Bucht",
        ],
        [
          "A surf lesson on the gentle waves of Tamarindo bay with a local school, and for the confident, the reef and point breaks of Playa Avellanas and Playa Negra down the coast.",
          "Una lezione di surf sulle onde dolci della baia di Tamarindo con una scuola del posto e, per chi se la sente, i reef e le punte di Playa Avellanas e Playa Negra più a sud.",
          "Una clase de surf en las olas suaves de la bahía de Tamarindo con una escuela local y, para los más seguros, los arrecifes y las puntas de Playa Avellanas y Playa Negra, costa abajo.",
          "Un cours de surf sur les vagues douces de la baie de Tamarindo avec une école locale et, pour les plus à l'aise, les récifs et les pointes de Playa Avellanas et Playa Negra plus au sud.",
          "Eine Surfstunde auf den sanften Wellen der Bucht von Tamarindo bei einer örtlichen Schule, und für Geübte die Riff- und Pointbreaks von Playa Avellanas und Playa Negra weiter südlich.",
        ],
      ],
    ],
  },
  "CRI Santa Teresa": {
    days: [
      [
        "see",
        [
          "Santa Teresa: Montezuma falls and Cabo Blanco",
          "Santa Teresa: le cascate di Montezuma e Cabo Blanco",
          "Santa Teresa: las cataratas de Montezuma y Cabo Blanco",
          "Santa Teresa : les chutes de Montezuma et Cabo Blanco",
          "Santa Teresa: die Fälle von Montezuma und Cabo Blanco",
        ],
        [
          "The tip of the Nicoya peninsula: the Cabo Blanco reserve, the first protected area of Costa Rica, on a forest trail to a wild beach, and a swim below the Montezuma waterfalls.",
          "La punta della penisola di Nicoya: la riserva di Cabo Blanco, la prima area protetta della Costa Rica, con un sentiero nel bosco fino a una spiaggia selvaggia, e un bagno sotto le cascate di Montezuma.",
          "La punta de la península de Nicoya: la reserva de Cabo Blanco, la primera área protegida de Costa Rica, con un sendero por el bosque hasta una playa salvaje, y un baño bajo las cataratas de Montezuma.",
          "La pointe de la péninsule de Nicoya : la réserve de Cabo Blanco, première aire protégée du Costa Rica, par un sentier forestier jusqu'à une plage sauvage, et une baignade sous les chutes de Montezuma.",
          "Die Spitze der Halbinsel Nicoya: das Reservat Cabo Blanco, das erste Schutzgebiet Costa Ricas, auf einem Waldpfad zu einem wilden Strand, und ein Bad unter den Wasserfällen von Montezuma.",
        ],
      ],
      [
        "beach",
        [
          "Santa Teresa: surf on Playa Carmen",
          "Santa Teresa: surf su Playa Carmen",
          "Santa Teresa: surf en Playa Carmen",
          "Santa Teresa : surf sur Playa Carmen",
          "Santa Teresa: Surfen an der Playa Carmen",
        ],
        [
          "A surf lesson on the consistent beach breaks of Playa Carmen and Santa Teresa, waves most of the year on this Pacific coast, and the tide pools of Mal País at sunset.",
          "Una lezione di surf sulle onde costanti di Playa Carmen e Santa Teresa, su questa costa del Pacifico quasi tutto l'anno, e le pozze di marea di Mal País al tramonto.",
          "Una clase de surf en las olas constantes de Playa Carmen y Santa Teresa, con olas casi todo el año en esta costa del Pacífico, y las pozas de marea de Mal País al atardecer.",
          "Un cours de surf sur les beach breaks réguliers de Playa Carmen et de Santa Teresa, des vagues presque toute l'année sur cette côte du Pacifique, et les piscines naturelles de Mal País au coucher du soleil.",
          "Eine Surfstunde an den beständigen Beachbreaks von Playa Carmen und Santa Teresa, an dieser Pazifikküste fast das ganze Jahr Wellen, und die Gezeitenbecken von Mal País bei Sonnenuntergang.",
        ],
      ],
    ],
  },
  "CRI Manuel Antonio": {
    days: [
      [
        "see",
        [
          "Manuel Antonio: the national park with a naturalist",
          "Manuel Antonio: il parco nazionale con un naturalista",
          "Manuel Antonio: el parque nacional con un naturalista",
          "Manuel Antonio : le parc national avec un naturaliste",
          "Manuel Antonio: der Nationalpark mit einem Naturführer",
        ],
        [
          "The trails of Manuel Antonio National Park with a guide and a spotting scope for three-toed sloths, squirrel monkeys and capuchins, ending on the white sand of Playa Manuel Antonio; if the day falls on a Tuesday, when the park is closed, the public beach of Playa Espadilla outside its gate.",
          "I sentieri del parco nazionale Manuel Antonio con una guida e il cannocchiale per bradipi tridattili, scimmie scoiattolo e cappuccini, fino alla sabbia bianca di Playa Manuel Antonio; se il giorno cade di martedì, quando il parco è chiuso, la spiaggia pubblica di Playa Espadilla appena fuori dall'ingresso.",
          "Los senderos del parque nacional Manuel Antonio con un guía y un telescopio para perezosos de tres dedos, monos tití y cariblancos, hasta la arena blanca de Playa Manuel Antonio; si el día cae en martes, cuando el parque cierra, la playa pública de Espadilla, justo fuera de la entrada.",
          "Les sentiers du parc national Manuel Antonio avec un guide et une longue-vue pour les paresseux à trois doigts, les saïmiris et les capucins, jusqu'au sable blanc de Playa Manuel Antonio ; si la journée tombe un mardi, jour de fermeture du parc, la plage publique de Playa Espadilla, juste devant l'entrée.",
          "Die Wege des Nationalparks Manuel Antonio mit Guide und Spektiv zu Dreifingerfaultieren, Totenkopfäffchen und Kapuzinern, zum Schluss der weiße Sand der Playa Manuel Antonio; fällt der Tag auf einen Dienstag, an dem der Park geschlossen ist, der öffentliche Strand Playa Espadilla vor seinem Eingang.",
        ],
      ],
      [
        "see",
        [
          "Manuel Antonio: the Damas mangroves by kayak",
          "Manuel Antonio: le mangrovie di Damas in kayak",
          "Manuel Antonio: los manglares de Isla Damas en kayak",
          "Manuel Antonio : la mangrove de Damas en kayak",
          "Manuel Antonio: die Mangroven von Damas im Kajak",
        ],
        [
          "A kayak through the mangrove channels of Isla Damas near Quepos, for crabs, boas and white-faced capuchins, then a sunset from the cliffs above the park's coast.",
          "Un kayak nei canali di mangrovie di Isla Damas vicino a Quepos, tra granchi, boa e cappuccini dalla faccia bianca, poi il tramonto dalle scogliere sopra la costa del parco.",
          "Un kayak por los canales del manglar de Isla Damas, cerca de Quepos, entre cangrejos, boas y monos cariblancos, y después la puesta de sol desde los acantilados sobre la costa del parque.",
          "Un kayak dans les chenaux de la mangrove d'Isla Damas près de Quepos, parmi crabes, boas et capucins à face blanche, puis le coucher du soleil depuis les falaises au-dessus de la côte du parc.",
          "Im Kajak durch die Mangrovenkanäle der Isla Damas bei Quepos zu Krabben, Boas und Weißschulterkapuzinern, dann Sonnenuntergang von den Klippen über der Küste des Parks.",
        ],
      ],
    ],
  },
  "CRI Corcovado": {
    days: [
      [
        "see",
        [
          "Corcovado: the trails of Sirena station",
          "Corcovado: i sentieri della stazione Sirena",
          "Corcovado: los senderos de la estación Sirena",
          "Corcovado : les sentiers de la station Sirena",
          "Corcovado: die Pfade der Station Sirena",
        ],
        [
          "By boat to the Sirena ranger station, entered only with a licensed guide, for trails where tapirs, scarlet macaws, four kinds of monkeys and sometimes peccaries are met in the rainforest.",
          "In barca fino alla stazione dei ranger di Sirena, dove si entra solo con una guida autorizzata, per sentieri dove nella foresta pluviale si incontrano tapiri, are scarlatte, quattro specie di scimmie e a volte pecari.",
          "En lancha hasta la estación Sirena, a la que solo se entra con guía autorizado, por senderos donde en la selva se ven dantas, lapas rojas, cuatro especies de monos y a veces chanchos de monte.",
          "En bateau jusqu'à la station des gardes de Sirena, accessible seulement avec un guide agréé, sur des sentiers où l'on croise tapirs, aras rouges, quatre espèces de singes et parfois des pécaris.",
          "Mit dem Boot zur Rangerstation Sirena, nur mit lizenziertem Guide zugänglich, auf Pfaden, wo man im Regenwald Tapiren, Hellroten Aras, vier Affenarten und manchmal Pekaris begegnet.",
        ],
      ],
      [
        "see",
        [
          "Corcovado: Caño Island from Drake Bay",
          "Corcovado: l'isola del Caño da Drake Bay",
          "Corcovado: la Isla del Caño desde Bahía Drake",
          "Corcovado : l'île du Caño depuis Drake Bay",
          "Corcovado: die Isla del Caño von der Drake Bay aus",
        ],
        [
          "A boat from Drake Bay out to the Caño Island biological reserve, to swim with masks over its reefs among turtles, rays and reef sharks, with dolphins often on the crossing.",
          "Una barca da Drake Bay fino alla riserva biologica dell'isola del Caño, per nuotare con la maschera sulle sue barriere tra tartarughe, razze e squali di barriera, spesso con i delfini durante la traversata.",
          "Una lancha desde Bahía Drake hasta la reserva biológica Isla del Caño, para nadar con máscara sobre sus arrecifes entre tortugas, rayas y tiburones de arrecife, a menudo con delfines en la travesía.",
          "Un bateau de Drake Bay jusqu'à la réserve biologique de l'île du Caño, pour nager avec masque au-dessus de ses récifs parmi tortues, raies et requins de récif, souvent avec des dauphins pendant la traversée.",
          "Mit dem Boot von der Drake Bay zum Biologischen Reservat Isla del Caño, mit Maske über seinen Riffen zwischen Schildkröten, Rochen und Riffhaien schwimmen, auf der Überfahrt oft Delfine.",
        ],
      ],
    ],
  },
  "CRI Puerto Viejo": {
    days: [
      [
        "see",
        [
          "Puerto Viejo: Cahuita and the Caribbean coast",
          "Puerto Viejo: Cahuita e la costa caraibica",
          "Puerto Viejo: Cahuita y la costa caribeña",
          "Puerto Viejo : Cahuita et la côte caraïbe",
          "Puerto Viejo: Cahuita und die Karibikküste",
        ],
        [
          "The coastal trail of Cahuita National Park between jungle and white sand, with sloths and howler monkeys overhead, then by bike along the Afro-Caribbean coast to Punta Uva.",
          "Il sentiero costiero del parco nazionale di Cahuita tra giungla e sabbia bianca, con bradipi e scimmie urlatrici sopra la testa, poi in bicicletta lungo la costa afrocaraibica fino a Punta Uva.",
          "El sendero costero del parque nacional Cahuita entre la selva y la arena blanca, con perezosos y monos aulladores encima, y después en bicicleta por la costa afrocaribeña hasta Punta Uva.",
          "Le sentier côtier du parc national de Cahuita entre jungle et sable blanc, avec paresseux et singes hurleurs au-dessus des têtes, puis à vélo le long de la côte afro-caribéenne jusqu'à Punta Uva.",
          "Der Küstenpfad des Nationalparks Cahuita zwischen Dschungel und weißem Sand, über den Köpfen Faultiere und Brüllaffen, dann mit dem Rad an der afrokaribischen Küste entlang bis Punta Uva.",
        ],
      ],
      [
        "beach",
        [
          "Puerto Viejo: surf at Playa Cocles",
          "Puerto Viejo: surf a Playa Cocles",
          "Puerto Viejo: surf en Playa Cocles",
          "Puerto Viejo : surf à Playa Cocles",
          "Puerto Viejo: Surfen an der Playa Cocles",
        ],
        [
          "A surf lesson on the beach break of Playa Cocles, and a look at Salsa Brava, the shallow reef wave in front of town that only experts ride, before rice and beans in coconut milk.",
          "Una lezione di surf sull'onda di spiaggia di Playa Cocles e uno sguardo alla Salsa Brava, l'onda di reef poco profonda davanti al paese che cavalcano solo gli esperti, prima di un rice and beans al cocco.",
          "Una clase de surf en la ola de playa de Playa Cocles y una mirada a la Salsa Brava, la ola de arrecife poco profundo frente al pueblo que solo surfean los expertos, antes de un rice and beans con coco.",
          "Un cours de surf sur le beach break de Playa Cocles et un coup d'œil à la Salsa Brava, la vague de récif peu profond devant le village que seuls les experts surfent, avant un rice and beans au coco.",
          "Eine Surfstunde am Beachbreak der Playa Cocles und ein Blick auf die Salsa Brava, die flache Riffwelle vor dem Ort, die nur Könner reiten, danach Rice and Beans in Kokosmilch.",
        ],
      ],
    ],
  },
  "PAN Panama City": {
    days: [
      [
        "see",
        [
          "Panama City: the Casco Viejo",
          "Panama: il Casco Viejo",
          "Ciudad de Panamá: el Casco Viejo",
          "Panama : le Casco Viejo",
          "Panama-Stadt: der Casco Viejo",
        ],
        [
          "The old quarter on its peninsula: the cathedral on the Plaza de la Independencia, the golden altar of San José, the Plaza de Francia and the walls of Las Bóvedas, with the skyline across the bay.",
          "Il quartiere antico sulla sua penisola: la cattedrale sulla Plaza de la Independencia, l'altare d'oro di San José, la Plaza de Francia e le mura di Las Bóvedas, con lo skyline dall'altra parte della baia.",
          "El barrio antiguo en su península: la catedral de la Plaza de la Independencia, el altar de oro de San José, la Plaza de Francia y la muralla de Las Bóvedas, con los rascacielos al otro lado de la bahía.",
          "Le vieux quartier sur sa péninsule : la cathédrale sur la Plaza de la Independencia, l'autel d'or de San José, la Plaza de Francia et les remparts de Las Bóvedas, face aux gratte-ciel de l'autre côté de la baie.",
          "Das alte Viertel auf seiner Halbinsel: die Kathedrale an der Plaza de la Independencia, der Goldaltar von San José, die Plaza de Francia und die Mauer von Las Bóvedas, gegenüber die Skyline jenseits der Bucht.",
        ],
      ],
      [
        "see",
        [
          "Panama City: Panamá Viejo and the Amador Causeway",
          "Panama: Panamá Viejo e la Calzada de Amador",
          "Ciudad de Panamá: Panamá Viejo y la Calzada de Amador",
          "Panama : Panamá Viejo et la Calzada de Amador",
          "Panama-Stadt: Panamá Viejo und der Amador-Damm",
        ],
        [
          "The ruins and cathedral tower of Panamá Viejo, the first city, sacked by the pirate Henry Morgan, then the Amador Causeway out into the bay and Frank Gehry's bright Biomuseo.",
          "Le rovine e la torre della cattedrale di Panamá Viejo, la prima città, saccheggiata dal pirata Henry Morgan, poi la Calzada de Amador sulla baia e il Biomuseo dai colori vivaci di Frank Gehry.",
          "Las ruinas y la torre de la catedral de Panamá Viejo, la primera ciudad, saqueada por el pirata Henry Morgan, y después la Calzada de Amador mar adentro y el colorido Biomuseo de Frank Gehry.",
          "Les ruines et la tour de la cathédrale de Panamá Viejo, la première ville, pillée par le pirate Henry Morgan, puis la Calzada de Amador qui s'avance dans la baie et le Biomuseo aux tons vifs de Frank Gehry.",
          "Die Ruinen und der Kathedralturm von Panamá Viejo, der ersten Stadt, vom Piraten Henry Morgan geplündert, dann der Amador-Damm hinaus in die Bucht und Frank Gehrys knallbuntes Biomuseo.",
        ],
      ],
      [
        "food",
        [
          "Panama City: ceviche at the fish market and Geisha coffee",
          "Panama: ceviche al mercato del pesce e caffè Geisha",
          "Ciudad de Panamá: ceviche del Mercado de Mariscos y café Geisha",
          "Panama : ceviche du marché aux poissons et café Geisha",
          "Panama-Stadt: Ceviche am Fischmarkt und Geisha-Kaffee",
        ],
        [
          "Cups of ceviche at the Mercado de Mariscos, sancocho chicken soup, patacones and carimañolas, a tasting of the rare Geisha coffee of Panama, and a glass of seco with lime.",
          "Bicchieri di ceviche al Mercado de Mariscos, il sancocho di pollo, patacones e carimañolas, un assaggio del raro caffè Geisha di Panama e un bicchiere di seco con lime.",
          "Vasitos de ceviche en el Mercado de Mariscos, sancocho de gallina, patacones y carimañolas, una cata del raro café Geisha de Panamá y un seco con limón.",
          "Des gobelets de ceviche au Mercado de Mariscos, le sancocho au poulet, des patacones et des carimañolas, une dégustation du rare café Geisha de Panama et un verre de seco au citron vert.",
          "Becher mit Ceviche im Mercado de Mariscos, Sancocho-Hühnersuppe, Patacones und Carimañolas, eine Verkostung des seltenen Geisha-Kaffees aus Panama und ein Seco mit Limette.",
        ],
      ],
    ],
  },
  "PAN Panama Canal": {
    days: [
      [
        "see",
        [
          "Panama Canal: the Miraflores Locks",
          "Canale di Panama: le chiuse di Miraflores",
          "Canal de Panamá: las esclusas de Miraflores",
          "Canal de Panama : les écluses de Miraflores",
          "Panamakanal: die Schleusen von Miraflores",
        ],
        [
          "From the viewing decks of the Miraflores Locks, ships squeezing into the chambers and rising or falling toward the Pacific, pulled by the electric locomotives called mules, and the canal's museum.",
          "Dalle terrazze delle chiuse di Miraflores, le navi che entrano di misura nelle conche e salgono o scendono verso il Pacifico, trainate dalle locomotive elettriche chiamate muli, e il museo del canale.",
          "Desde los miradores de las esclusas de Miraflores, los barcos que entran al milímetro en las cámaras y suben o bajan hacia el Pacífico, remolcados por las locomotoras eléctricas llamadas mulas, y el museo del canal.",
          "Depuis les terrasses des écluses de Miraflores, les navires qui se glissent dans les sas et montent ou descendent vers le Pacifique, tirés par les locomotives électriques appelées mules, et le musée du canal.",
          "Von den Aussichtsterrassen der Schleusen von Miraflores die Schiffe, die sich in die Kammern zwängen und zum Pazifik hin steigen oder sinken, gezogen von den Elektroloks namens Mulis, dazu das Kanalmuseum.",
        ],
      ],
      [
        "see",
        [
          "Panama Canal: a partial transit by boat",
          "Canale di Panama: un transito parziale in barca",
          "Canal de Panamá: un tránsito parcial en barco",
          "Canal de Panama : un transit partiel en bateau",
          "Panamakanal: eine Teildurchfahrt per Boot",
        ],
        [
          "A boat through part of the canal, under the Bridge of the Americas, through the Miraflores and Pedro Miguel locks beside the great ships, and along the Culebra Cut through the continental divide.",
          "Una barca lungo una parte del canale, sotto il Ponte delle Americhe, attraverso le chiuse di Miraflores e Pedro Miguel accanto alle grandi navi e lungo il Taglio della Culebra nello spartiacque continentale.",
          "Un barco por parte del canal, bajo el Puente de las Américas, por las esclusas de Miraflores y Pedro Miguel junto a los grandes buques y a lo largo del Corte Culebra a través de la divisoria continental.",
          "Un bateau sur une partie du canal, sous le pont des Amériques, à travers les écluses de Miraflores et de Pedro Miguel à côté des grands navires, et le long de la tranchée de la Culebra à travers la ligne de partage des eaux.",
          "Mit dem Boot durch einen Teil des Kanals, unter der Puente de las Américas hindurch, durch die Schleusen von Miraflores und Pedro Miguel neben den großen Schiffen und den Culebra-Durchstich entlang durch die Wasserscheide.",
        ],
      ],
    ],
  },
  "PAN Soberanía": {
    days: [
      [
        "see",
        [
          "Soberanía: birds of the Pipeline Road",
          "Soberanía: gli uccelli del Pipeline Road",
          "Soberanía: las aves del Camino del Oleoducto",
          "Soberanía : les oiseaux de la Pipeline Road",
          "Soberanía: Vögel an der Pipeline Road",
        ],
        [
          "An early walk with a bird guide along the Pipeline Road, a legendary birding trail of the forest beside the canal, for toucans, trogons, motmots, antbirds and, with luck, a coati or a sloth.",
          "Una camminata all'alba con una guida ornitologica lungo il Pipeline Road, leggendario sentiero del birdwatching nella foresta accanto al canale, tra tucani, trogoni, motmot, formicari e, con fortuna, un coati o un bradipo.",
          "Una caminata temprana con un guía de aves por el Camino del Oleoducto, legendario sendero de observación de aves en la selva junto al canal, entre tucanes, trogones, momotos, hormigueros y, con suerte, un coatí o un perezoso.",
          "Une marche matinale avec un guide ornithologue le long de la Pipeline Road, piste légendaire de l'observation des oiseaux dans la forêt du canal, parmi toucans, trogons, motmots, fourmiliers et, avec de la chance, un coati ou un paresseux.",
          "Eine frühe Wanderung mit einem Vogelführer auf der Pipeline Road, einem legendären Vogelbeobachtungspfad im Wald am Kanal, zu Tukanen, Trogonen, Motmots, Ameisenvögeln und mit Glück einem Nasenbär oder Faultier.",
        ],
      ],
      [
        "see",
        [
          "Soberanía: monkey islands of Gatún Lake",
          "Soberanía: le isole delle scimmie del lago Gatún",
          "Soberanía: las islas de los monos del lago Gatún",
          "Soberanía : les îles aux singes du lac Gatún",
          "Soberanía: die Affeninseln im Gatúnsee",
        ],
        [
          "A boat from Gamboa on Gatún Lake, alongside the ships in the canal channel, to the forested islands where capuchins, howler monkeys and tamarins live, with crocodiles basking on the banks.",
          "Una barca da Gamboa sul lago Gatún, accanto alle navi nel canale navigabile, fino alle isole coperte di foresta dove vivono cappuccini, scimmie urlatrici e tamarini, con i coccodrilli al sole sulle rive.",
          "Una lancha desde Gamboa por el lago Gatún, junto a los buques en el cauce del canal, hasta las islas de selva donde viven monos cariblancos, aulladores y titíes, con cocodrilos al sol en las orillas.",
          "Un bateau depuis Gamboa sur le lac Gatún, le long des navires dans le chenal du canal, jusqu'aux îles boisées où vivent capucins, singes hurleurs et tamarins, avec des crocodiles au soleil sur les berges.",
          "Mit dem Boot von Gamboa über den Gatúnsee, neben den Schiffen in der Kanalrinne, zu den bewaldeten Inseln mit Kapuzinern, Brüllaffen und Tamarinen, Krokodile sonnen sich an den Ufern.",
        ],
      ],
    ],
  },
  "PAN Portobelo": {
    days: [
      [
        "see",
        [
          "Portobelo: the Spanish forts and the Black Christ",
          "Portobelo: i forti spagnoli e il Cristo Nero",
          "Portobelo: los fuertes españoles y el Cristo Negro",
          "Portobelo : les forts espagnols et le Christ noir",
          "Portobelo: die spanischen Festungen und der Schwarze Christus",
        ],
        [
          "The forts of Santiago and San Jerónimo, where the silver fleets loaded the treasure of Peru, the Royal Customs House, and the Black Christ in the church of San Felipe.",
          "I forti di Santiago e San Jerónimo, dove le flotte dell'argento caricavano il tesoro del Perù, la Real Aduana e il Cristo Nero nella chiesa di San Felipe.",
          "Los fuertes de Santiago y San Jerónimo, donde las flotas de la plata cargaban el tesoro del Perú, la Real Aduana y el Cristo Negro en la iglesia de San Felipe.",
          "Les forts de Santiago et de San Jerónimo, où les flottes de l'argent chargeaient le trésor du Pérou, la Douane royale et le Christ noir de l'église San Felipe.",
          "Die Festungen Santiago und San Jerónimo, wo die Silberflotten den Schatz Perus luden, das königliche Zollhaus und der Schwarze Christus in der Kirche San Felipe.",
        ],
      ],
      [
        "see",
        [
          "Portobelo: the Congo culture and the bay by boat",
          "Portobelo: la cultura congo e la baia in barca",
          "Portobelo: la cultura congo y la bahía en lancha",
          "Portobelo : la culture congo et la baie en bateau",
          "Portobelo: die Congo-Kultur und die Bucht per Boot",
        ],
        [
          "The painting, drums and dances of the Congo culture of the descendants of escaped slaves, then a boat across the bay to swim and snorkel at a quiet beach of the coast.",
          "La pittura, i tamburi e le danze della cultura congo dei discendenti degli schiavi fuggiti, poi una barca attraverso la baia per nuotare con la maschera su una spiaggia tranquilla della costa.",
          "La pintura, los tambores y los bailes de la cultura congo de los descendientes de los cimarrones, y después una lancha por la bahía para nadar con máscara en una playa tranquila de la costa.",
          "La peinture, les tambours et les danses de la culture congo des descendants d'esclaves marrons, puis un bateau à travers la baie pour nager avec masque sur une plage tranquille de la côte.",
          "Malerei, Trommeln und Tänze der Congo-Kultur der Nachfahren entflohener Sklaven, dann mit dem Boot über die Bucht zum Schwimmen mit Maske an einem ruhigen Strand der Küste.",
        ],
      ],
      [
        "food",
        [
          "Portobelo: coconut rice and fish from the Caribbean",
          "Portobelo: riso al cocco e pesce dei Caraibi",
          "Portobelo: arroz con coco y pescado del Caribe",
          "Portobelo : riz coco et poisson des Caraïbes",
          "Portobelo: Kokosreis und Fisch aus der Karibik",
        ],
        [
          "The Afro-Caribbean cooking of the Costa Arriba: fried fish and lobster fresh off the boats, rice cooked in coconut milk, patacones and a sweet cocada on the waterfront.",
          "La cucina afrocaraibica della Costa Arriba: pesce fritto e aragosta appena sbarcati, riso cotto nel latte di cocco, patacones e una cocada dolce sul lungomare.",
          "La cocina afrocaribeña de la Costa Arriba: pescado frito y langosta recién desembarcados, arroz con coco, patacones y una cocada en el malecón.",
          "La cuisine afro-caribéenne de la Costa Arriba : poisson frit et langouste tout juste débarqués, riz au lait de coco, patacones et une cocada sucrée face à la mer.",
          "Die afrokaribische Küche der Costa Arriba: fangfrisch gebratener Fisch und Langusten, in Kokosmilch gekochter Reis, Patacones und eine süße Cocada am Wasser.",
        ],
      ],
    ],
  },
  "PAN San Blas Islands": {
    days: [
      [
        "see",
        [
          "San Blas Islands: a day with the Guna",
          "Isole San Blas: una giornata con i guna",
          "Islas de San Blas: un día con los gunas",
          "Îles San Blas : une journée avec les Guna",
          "San-Blas-Inseln: ein Tag bei den Guna",
        ],
        [
          "Guna Yala, the self-governing land of the Guna people: a crowded village island of cane houses, the women's molas of layered cloth, and the rules and fees of the Guna congress for visitors.",
          "Guna Yala, la terra autonoma del popolo guna: un'isola-villaggio fitta di case di canna, le molas delle donne a strati di stoffa e le regole e i diritti del congresso guna per i visitatori.",
          "Guna Yala, la comarca autónoma del pueblo guna: una isla-aldea apretada de casas de caña, las molas de capas de tela de las mujeres y las normas y tasas del congreso guna para los visitantes.",
          "Guna Yala, la terre autonome du peuple guna : une île-village serrée de maisons de canne, les molas en tissus superposés des femmes et les règles et droits d'entrée du congrès guna pour les visiteurs.",
          "Guna Yala, das selbstverwaltete Land der Guna: eine dicht bebaute Dorfinsel mit Schilfhäusern, die Molas der Frauen aus geschichteten Stoffen und die Regeln und Gebühren des Guna-Kongresses für Besucher.",
        ],
      ],
      [
        "boat",
        [
          "San Blas Islands: hopping between the cays",
          "Isole San Blas: da un isolotto all'altro",
          "Islas de San Blas: de cayo en cayo",
          "Îles San Blas : d'îlot en îlot",
          "San-Blas-Inseln: von Insel zu Insel",
        ],
        [
          "A Guna boat between palm-covered islets of white sand, a snorkel over the wreck off Isla Perro, and the natural pool, a sandbank between the cays where starfish lie in waist-deep water.",
          "Una barca guna tra isolotti di sabbia bianca coperti di palme, lo snorkeling sul relitto davanti all'Isla Perro e la piscina naturale, un banco di sabbia tra gli isolotti dove le stelle marine riposano con l'acqua alla vita.",
          "Una lancha guna entre islotes de arena blanca cubiertos de palmeras, esnórquel sobre el naufragio frente a Isla Perro y la piscina natural, un bajo de arena entre los cayos donde descansan estrellas de mar con el agua a la cintura.",
          "Un bateau guna entre des îlots de sable blanc couverts de palmiers, la nage avec masque au-dessus de l'épave d'Isla Perro et la piscine naturelle, un banc de sable entre les îlots où reposent des étoiles de mer, de l'eau jusqu'à la taille.",
          "Ein Guna-Boot zwischen palmenbestandenen Inselchen aus weißem Sand, Schnorcheln über dem Wrack vor der Isla Perro und der natürliche Pool, eine Sandbank zwischen den Inseln, wo Seesterne in hüfttiefem Wasser liegen.",
        ],
      ],
      [
        "beach",
        [
          "San Blas Islands: a palm islet to yourselves",
          "Isole San Blas: un isolotto di palme tutto per sé",
          "Islas de San Blas: un islote de palmeras para el grupo",
          "Îles San Blas : un îlot de palmiers pour soi",
          "San-Blas-Inseln: eine Palmeninsel für sich",
        ],
        [
          "A day on a tiny Guna islet that can be walked around in minutes, with hammocks between the palms, clear shallow water to swim, and fresh fish or lobster cooked by the family who keep it.",
          "Una giornata su un minuscolo isolotto guna che si gira in pochi minuti, con amache tra le palme, acqua bassa e limpida per nuotare e pesce o aragosta cucinati dalla famiglia che lo custodisce.",
          "Un día en un diminuto islote guna que se rodea en pocos minutos, con hamacas entre las palmeras, agua baja y clara para nadar y pescado o langosta cocinados por la familia que lo cuida.",
          "Une journée sur un minuscule îlot guna dont on fait le tour en quelques minutes, avec des hamacs entre les palmiers, une eau claire et peu profonde et du poisson ou de la langouste cuisinés par la famille qui le garde.",
          "Ein Tag auf einer winzigen Guna-Insel, die man in Minuten umrundet, mit Hängematten zwischen Palmen, klarem flachem Wasser zum Baden und Fisch oder Languste von der Familie, die sie hütet.",
        ],
      ],
    ],
  },
  "PAN Boquete": {
    days: [
      [
        "see",
        [
          "Boquete: the Quetzal Trail and the cloud forest",
          "Boquete: il Sendero de los Quetzales e la foresta nebulosa",
          "Boquete: el Sendero de los Quetzales y el bosque nuboso",
          "Boquete : le sentier des Quetzals et la forêt de nuages",
          "Boquete: der Quetzal-Pfad und der Nebelwald",
        ],
        [
          "The cloud forest trails on the flanks of Volcán Barú with a bird guide, on the Quetzal Trail and across the hanging bridges, where the resplendent quetzal feeds on wild avocados.",
          "I sentieri della foresta nebulosa sui fianchi del Volcán Barú con una guida ornitologica, sul Sendero de los Quetzales e sui ponti sospesi, dove il quetzal splendente si nutre di avocado selvatici.",
          "Los senderos de bosque nuboso en las faldas del Volcán Barú con un guía de aves, por el Sendero de los Quetzales y los puentes colgantes, donde el quetzal se alimenta de aguacatillos.",
          "Les sentiers de forêt de nuages sur les flancs du Volcán Barú avec un guide ornithologue, sur le sentier des Quetzals et les ponts suspendus, où le quetzal resplendissant se nourrit d'avocats sauvages.",
          "Die Nebelwaldpfade an den Flanken des Volcán Barú mit einem Vogelführer, auf dem Sendero de los Quetzales und über die Hängebrücken, wo der Quetzal wilde Avocados frisst.",
        ],
      ],
      [
        "see",
        [
          "Boquete: sunrise on Volcán Barú",
          "Boquete: l'alba sul Volcán Barú",
          "Boquete: amanecer en el Volcán Barú",
          "Boquete : lever du soleil sur le Volcán Barú",
          "Boquete: Sonnenaufgang auf dem Volcán Barú",
        ],
        [
          "A 4x4 and a last climb in the dark to the summit of Volcán Barú, the highest point of Panama, for sunrise with both the Pacific and the Caribbean in view on clear mornings.",
          "Un 4x4 e un'ultima salita al buio fino alla vetta del Volcán Barú, il punto più alto di Panama, per l'alba con il Pacifico e il Caribe in vista nelle mattine limpide.",
          "Un 4x4 y un último tramo a pie en la oscuridad hasta la cima del Volcán Barú, el punto más alto de Panamá, para el amanecer con el Pacífico y el Caribe a la vista en las mañanas despejadas.",
          "Un 4x4 puis une dernière montée dans le noir jusqu'au sommet du Volcán Barú, point culminant du Panama, pour le lever du soleil avec le Pacifique et la mer des Caraïbes en vue par matin clair.",
          "Mit dem Geländewagen und zuletzt zu Fuß im Dunkeln auf den Gipfel des Volcán Barú, des höchsten Punkts Panamas, zum Sonnenaufgang, an klaren Morgen mit Pazifik und Karibik im Blick.",
        ],
      ],
      [
        "food",
        [
          "Boquete: a Geisha coffee farm",
          "Boquete: una finca di caffè Geisha",
          "Boquete: una finca de café Geisha",
          "Boquete : une finca de café Geisha",
          "Boquete: eine Geisha-Kaffeefinca",
        ],
        [
          "A coffee farm on the slopes of Barú where Geisha coffee, among the most prized in the world, is grown, picked by Ngäbe families, dried and roasted, with a cupping of its floral brews.",
          "Una finca sui pendii del Barú dove si coltiva il caffè Geisha, tra i più pregiati del mondo, raccolto dalle famiglie ngäbe, essiccato e tostato, con una degustazione delle sue infusioni floreali.",
          "Una finca en las laderas del Barú donde se cultiva el café Geisha, de los más cotizados del mundo, cosechado por familias ngäbe, secado y tostado, con una cata de sus tazas florales.",
          "Une finca sur les pentes du Barú où pousse le café Geisha, parmi les plus recherchés au monde, cueilli par des familles ngäbe, séché et torréfié, avec une dégustation de ses tasses florales.",
          "Eine Kaffeefinca an den Hängen des Barú, wo Geisha-Kaffee wächst, einer der begehrtesten der Welt, von Ngäbe-Familien gepflückt, getrocknet und geröstet, mit einem Cupping seiner blumigen Aufgüsse.",
        ],
      ],
    ],
  },
  "PAN Bocas del Toro": {
    days: [
      [
        "see",
        [
          "Bocas del Toro: Bocas Town and Bastimentos",
          "Bocas del Toro: Bocas Town e Bastimentos",
          "Bocas del Toro: Bocas Town y Bastimentos",
          "Bocas del Toro : Bocas Town et Bastimentos",
          "Bocas del Toro: Bocas Town und Bastimentos",
        ],
        [
          "The wooden houses on stilts of Bocas Town on Isla Colón, then a water taxi to the Afro-Caribbean village of Old Bank on Bastimentos and the path to Wizard Beach.",
          "Le case di legno su palafitte di Bocas Town sull'Isla Colón, poi un taxi d'acqua fino al villaggio afrocaraibico di Old Bank su Bastimentos e il sentiero di Wizard Beach.",
          "Las casas de madera sobre pilotes de Bocas Town, en Isla Colón, y después un taxi acuático hasta el pueblo afrocaribeño de Old Bank, en Bastimentos, y el sendero de Wizard Beach.",
          "Les maisons de bois sur pilotis de Bocas Town sur Isla Colón, puis un bateau-taxi jusqu'au village afro-caribéen d'Old Bank, sur Bastimentos, et le sentier de Wizard Beach.",
          "Die Holzhäuser auf Stelzen von Bocas Town auf der Isla Colón, dann mit dem Wassertaxi ins afrokaribische Dorf Old Bank auf Bastimentos und der Pfad zum Wizard Beach.",
        ],
      ],
      [
        "boat",
        [
          "Bocas del Toro: Dolphin Bay and the Zapatilla cays",
          "Bocas del Toro: Dolphin Bay e i cayos Zapatilla",
          "Bocas del Toro: la bahía de los Delfines y los cayos Zapatilla",
          "Bocas del Toro : la baie des Dauphins et les cayes Zapatilla",
          "Bocas del Toro: die Delfinbucht und die Zapatilla-Cays",
        ],
        [
          "A boat through the archipelago to the bottlenose dolphins of Dolphin Bay, the coral gardens of Cayo Coral, and the white beaches of the Zapatilla cays in the Bastimentos marine park.",
          "Una barca nell'arcipelago fino ai tursiopi di Dolphin Bay, ai giardini di corallo di Cayo Coral e alle spiagge bianche dei cayos Zapatilla nel parco marino di Bastimentos.",
          "Una lancha por el archipiélago hasta los delfines nariz de botella de la bahía de los Delfines, los jardines de coral de Cayo Coral y las playas blancas de los cayos Zapatilla, en el parque marino Isla Bastimentos.",
          "Un bateau dans l'archipel jusqu'aux grands dauphins de la baie des Dauphins, aux jardins de corail de Cayo Coral et aux plages blanches des cayes Zapatilla, dans le parc marin de Bastimentos.",
          "Mit dem Boot durch den Archipel zu den Großen Tümmlern der Delfinbucht, den Korallengärten von Cayo Coral und den weißen Stränden der Zapatilla-Cays im Meeresnationalpark Bastimentos.",
        ],
      ],
      [
        "beach",
        [
          "Bocas del Toro: Starfish Beach and Red Frog Beach",
          "Bocas del Toro: Starfish Beach e Red Frog Beach",
          "Bocas del Toro: Playa Estrella y Red Frog Beach",
          "Bocas del Toro : Starfish Beach et Red Frog Beach",
          "Bocas del Toro: Starfish Beach und Red Frog Beach",
        ],
        [
          "The calm water of Playa Estrella, where red cushion stars lie in the shallows and are not to be touched, then the surf and the tiny red poison frogs in the forest behind Red Frog Beach.",
          "L'acqua calma di Playa Estrella, dove le stelle marine rosse riposano nell'acqua bassa e non vanno toccate, poi le onde e le minuscole rane rosse velenose nel bosco dietro Red Frog Beach.",
          "El agua tranquila de Playa Estrella, donde las estrellas de mar rojas descansan en los bajos y no se tocan, y después las olas y las diminutas ranas rojas venenosas del bosque detrás de Red Frog Beach.",
          "L'eau calme de Playa Estrella, où les étoiles de mer rouges reposent sur le fond et ne se touchent pas, puis les vagues et les minuscules grenouilles rouges venimeuses de la forêt derrière Red Frog Beach.",
          "Das ruhige Wasser der Playa Estrella, wo rote Kissenseesterne im Flachen liegen, die man nicht berührt, dann die Brandung und die winzigen roten Pfeilgiftfrösche im Wald hinter dem Red Frog Beach.",
        ],
      ],
    ],
  },
  "CUB Havana": {
    days: [
      [
        "see",
        [
          "Havana: the four squares of Old Havana",
          "L'Avana: le quattro piazze dell'Avana Vecchia",
          "La Habana: las cuatro plazas de La Habana Vieja",
          "La Havane : les quatre places de la Vieille Havane",
          "Havanna: die vier Plätze der Altstadt",
        ],
        [
          "A walk through Habana Vieja from the Plaza de Armas to the Plaza de la Catedral, the Plaza Vieja and the Plaza de San Francisco, along Calle Obispo and Calle Mercaderes with their restored palaces.",
          "Una passeggiata nell'Avana Vecchia dalla Plaza de Armas alla Plaza de la Catedral, alla Plaza Vieja e alla Plaza de San Francisco, lungo Calle Obispo e Calle Mercaderes con i loro palazzi restaurati.",
          "Un paseo por La Habana Vieja de la Plaza de Armas a la Plaza de la Catedral, la Plaza Vieja y la Plaza de San Francisco, por las calles Obispo y Mercaderes con sus palacios restaurados.",
          "Une promenade dans la Vieille Havane, de la Plaza de Armas à la Plaza de la Catedral, la Plaza Vieja et la Plaza de San Francisco, par les rues Obispo et Mercaderes et leurs palais restaurés.",
          "Ein Rundgang durch Habana Vieja von der Plaza de Armas zur Plaza de la Catedral, zur Plaza Vieja und zur Plaza de San Francisco, durch die Calle Obispo und die Calle Mercaderes mit ihren restaurierten Palästen.",
        ],
      ],
      [
        "see",
        [
          "Havana: the Malecón and Vedado in a classic car",
          "L'Avana: il Malecón e il Vedado in auto d'epoca",
          "La Habana: el Malecón y el Vedado en un almendrón",
          "La Havane : le Malecón et le Vedado en voiture ancienne",
          "Havanna: Malecón und Vedado im Oldtimer",
        ],
        [
          "A 1950s open-top car along the Malecón to Vedado, the Hotel Nacional on its bluff, the faces of Che and Camilo on the Plaza de la Revolución, and the Afro-Cuban murals of the Callejón de Hamel.",
          "Un'auto scoperta degli anni Cinquanta lungo il Malecón fino al Vedado, l'Hotel Nacional sul suo promontorio, i volti del Che e di Camilo sulla Plaza de la Revolución e i murales afrocubani del Callejón de Hamel.",
          "Un descapotable de los años cincuenta por el Malecón hasta el Vedado, el Hotel Nacional sobre su promontorio, los rostros del Che y de Camilo en la Plaza de la Revolución y los murales afrocubanos del Callejón de Hamel.",
          "Une décapotable des années 1950 sur le Malecón jusqu'au Vedado, l'Hotel Nacional sur son promontoire, les visages du Che et de Camilo sur la place de la Révolution et les fresques afro-cubaines du Callejón de Hamel.",
          "Im offenen Straßenkreuzer der Fünfzigerjahre über den Malecón nach Vedado, das Hotel Nacional auf seinem Felsen, die Gesichter von Che und Camilo an der Plaza de la Revolución und die afrokubanischen Wandbilder im Callejón de Hamel.",
        ],
      ],
      [
        "see",
        [
          "Havana: El Morro and the cannon shot at La Cabaña",
          "L'Avana: El Morro e il colpo di cannone della Cabaña",
          "La Habana: El Morro y el cañonazo de La Cabaña",
          "La Havane : El Morro et le coup de canon de La Cabaña",
          "Havanna: El Morro und der Kanonenschuss von La Cabaña",
        ],
        [
          "Across the bay to the Castillo del Morro and its lighthouse at the mouth of the bay, the fortress of La Cabaña, and at nine in the evening the cañonazo, fired by soldiers in colonial uniform.",
          "Oltre la baia fino al Castillo del Morro e al suo faro all'imboccatura del porto, la fortezza della Cabaña e alle nove di sera il cañonazo, sparato da soldati in uniforme coloniale.",
          "Al otro lado de la bahía, el Castillo del Morro y su faro en la boca del puerto, la fortaleza de La Cabaña y a las nueve de la noche el cañonazo, disparado por soldados con uniforme colonial.",
          "De l'autre côté de la baie, le Castillo del Morro et son phare à l'entrée du port, la forteresse de La Cabaña et à neuf heures du soir le cañonazo, tiré par des soldats en uniforme colonial.",
          "Auf der anderen Seite der Bucht das Castillo del Morro mit seinem Leuchtturm an der Hafeneinfahrt, die Festung La Cabaña und um neun Uhr abends der Cañonazo, abgefeuert von Soldaten in Kolonialuniform.",
        ],
      ],
      [
        "food",
        [
          "Havana: ropa vieja, daiquiris and a paladar",
          "L'Avana: ropa vieja, daiquiri e un paladar",
          "La Habana: ropa vieja, daiquiris y un paladar",
          "La Havane : ropa vieja, daiquiris et un paladar",
          "Havanna: Ropa vieja, Daiquiris und ein Paladar",
        ],
        [
          "Lunch in a family-run paladar of ropa vieja, black beans and rice and fried plantain, a daiquiri at El Floridita, a mojito at La Bodeguita del Medio, and a cigar shop for the tobacco of Pinar.",
          "Pranzo in un paladar a gestione familiare con ropa vieja, riso e fagioli neri e platano fritto, un daiquiri al Floridita, un mojito alla Bodeguita del Medio e una tabaccheria con i sigari di Pinar.",
          "Almuerzo en un paladar familiar con ropa vieja, moros y cristianos y tostones, un daiquirí en El Floridita, un mojito en La Bodeguita del Medio y una casa del habano con el tabaco de Pinar.",
          "Déjeuner dans un paladar familial de ropa vieja, riz aux haricots noirs et bananes plantains frites, un daïquiri au Floridita, un mojito à la Bodeguita del Medio et une boutique de cigares du tabac de Pinar.",
          "Mittagessen in einem familiengeführten Paladar mit Ropa vieja, schwarzen Bohnen mit Reis und gebratener Kochbanane, ein Daiquiri im Floridita, ein Mojito in der Bodeguita del Medio und ein Zigarrenladen mit Tabak aus Pinar.",
        ],
      ],
      [
        "night",
        [
          "Havana: son and salsa by night",
          "L'Avana: son e salsa di notte",
          "La Habana: son y salsa de noche",
          "La Havane : son et salsa la nuit",
          "Havanna: Son und Salsa bei Nacht",
        ],
        [
          "A night out in Havana: live son and salsa at the Casa de la Música, or, if the day falls between Thursday and Sunday, the galleries, bands and bars of the Fábrica de Arte Cubano, open late in an old oil mill in Vedado.",
          "Una serata all'Avana: son e salsa dal vivo alla Casa de la Música oppure, se il giorno cade tra il giovedì e la domenica, le gallerie, i concerti e i bar della Fábrica de Arte Cubano, aperta fino a tardi in un vecchio oleificio del Vedado.",
          "Una noche en La Habana: son y salsa en vivo en la Casa de la Música o, si el día cae entre el jueves y el domingo, las galerías, conciertos y bares de la Fábrica de Arte Cubano, abierta hasta tarde en una vieja fábrica de aceite del Vedado.",
          "Une soirée à La Havane : son et salsa en live à la Casa de la Música ou, si la journée tombe entre le jeudi et le dimanche, les galeries, concerts et bars de la Fábrica de Arte Cubano, ouverte tard dans une ancienne huilerie du Vedado.",
          "Ein Abend in Havanna: Son und Salsa live in der Casa de la Música oder, liegt der Tag zwischen Donnerstag und Sonntag, Galerien, Bands und Bars der Fábrica de Arte Cubano, bis spät geöffnet in einer alten Ölmühle in Vedado.",
        ],
      ],
    ],
  },
  "CUB Viñales": {
    days: [
      [
        "see",
        [
          "Viñales: mogotes and a tobacco farm",
          "Valle di Viñales: mogotes e una piantagione di tabacco",
          "Valle de Viñales: mogotes y una vega de tabaco",
          "Vallée de Viñales : mogotes et ferme de tabac",
          "Viñales-Tal: Mogotes und eine Tabakfarm",
        ],
        [
          "A walk across the red earth of the valley below the limestone mogotes, to a tobacco farm where oxen still work the fields, leaves dry in palm-thatched barns, and the farmer rolls a cigar.",
          "Una camminata sulla terra rossa della valle sotto i mogotes di calcare fino a una vega di tabacco, dove i buoi arano ancora, le foglie seccano nei fienili di palma e il contadino arrotola un sigaro.",
          "Una caminata por la tierra roja del valle bajo los mogotes de caliza hasta una vega de tabaco, donde los bueyes aún aran, las hojas se secan en casas de curar de guano y el veguero tuerce un puro.",
          "Une marche sur la terre rouge de la vallée sous les mogotes calcaires jusqu'à une ferme de tabac, où les bœufs labourent encore, les feuilles sèchent dans des granges en palmes et le paysan roule un cigare.",
          "Eine Wanderung über die rote Erde des Tals unter den Kalkstein-Mogotes zu einer Tabakfarm, wo noch Ochsen pflügen, die Blätter in palmgedeckten Scheunen trocknen und der Bauer eine Zigarre rollt.",
        ],
      ],
      [
        "see",
        [
          "Viñales: the Cueva del Indio and Los Jazmines",
          "Valle di Viñales: la Cueva del Indio e Los Jazmines",
          "Valle de Viñales: la Cueva del Indio y Los Jazmines",
          "Vallée de Viñales : la Cueva del Indio et Los Jazmines",
          "Viñales-Tal: die Cueva del Indio und Los Jazmines",
        ],
        [
          "A boat on the underground river of the Cueva del Indio, the Mural de la Prehistoria painted on a cliff, and the view over the whole valley from the Los Jazmines lookout.",
          "Una barca sul fiume sotterraneo della Cueva del Indio, il Mural de la Prehistoria dipinto su una parete e la vista su tutta la valle dal belvedere di Los Jazmines.",
          "Una lancha por el río subterráneo de la Cueva del Indio, el Mural de la Prehistoria pintado en un farallón y la vista de todo el valle desde el mirador de Los Jazmines.",
          "Un bateau sur la rivière souterraine de la Cueva del Indio, le Mural de la Prehistoria peint sur une falaise et la vue sur toute la vallée depuis le belvédère de Los Jazmines.",
          "Eine Bootsfahrt auf dem unterirdischen Fluss der Cueva del Indio, das auf eine Felswand gemalte Mural de la Prehistoria und der Blick über das ganze Tal vom Aussichtspunkt Los Jazmines.",
        ],
      ],
    ],
  },
  "CUB Cienfuegos": {
    days: [
      [
        "see",
        [
          "Cienfuegos: the Parque Martí and Punta Gorda",
          "Cienfuegos: il Parque Martí e Punta Gorda",
          "Cienfuegos: el Parque Martí y Punta Gorda",
          "Cienfuegos : le Parque Martí et Punta Gorda",
          "Cienfuegos: der Parque Martí und Punta Gorda",
        ],
        [
          "The French-founded town around the Parque Martí, the Tomás Terry playhouse and the Palacio Ferrer, then the Prado down to Punta Gorda and the Moorish Palacio de Valle at sunset.",
          "La città fondata dai francesi intorno al Parque Martí, il Teatro Tomás Terry e il Palacio Ferrer, poi il Prado fino a Punta Gorda e il moresco Palacio de Valle al tramonto.",
          "La ciudad fundada por franceses en torno al Parque Martí, el Teatro Tomás Terry y el Palacio Ferrer, y después el Prado hasta Punta Gorda y el morisco Palacio de Valle al atardecer.",
          "La ville fondée par des Français autour du Parque Martí, le théâtre Tomás Terry et le Palacio Ferrer, puis le Prado jusqu'à Punta Gorda et le Palacio de Valle de style mauresque au coucher du soleil.",
          "Die von Franzosen gegründete Stadt rund um den Parque Martí, das Teatro Tomás Terry und der Palacio Ferrer, dann der Prado bis Punta Gorda und der maurische Palacio de Valle bei Sonnenuntergang.",
        ],
      ],
      [
        "see",
        [
          "Cienfuegos: the Jagua fort and El Nicho",
          "Cienfuegos: il forte di Jagua ed El Nicho",
          "Cienfuegos: el castillo de Jagua y El Nicho",
          "Cienfuegos : le fort de Jagua et El Nicho",
          "Cienfuegos: die Festung Jagua und El Nicho",
        ],
        [
          "A ferry across the bay to the castle of Jagua, built against pirates at its narrow mouth, then up into the Escambray hills to swim in the pools and waterfalls of El Nicho.",
          "Un traghetto attraverso la baia fino al castello di Jagua, costruito contro i pirati alla sua stretta imboccatura, poi sulle colline dell'Escambray per nuotare nelle pozze e nelle cascate di El Nicho.",
          "Un ferry por la bahía hasta el castillo de Jagua, levantado contra los piratas en su estrecha boca, y después a la sierra del Escambray para bañarse en las pozas y cascadas de El Nicho.",
          "Un ferry à travers la baie jusqu'au château de Jagua, bâti contre les pirates à son étroite entrée, puis dans les collines de l'Escambray pour se baigner dans les bassins et cascades d'El Nicho.",
          "Mit der Fähre über die Bucht zur Burg von Jagua, an der schmalen Einfahrt gegen Piraten gebaut, dann hinauf ins Escambray-Gebirge zum Baden in den Becken und Wasserfällen von El Nicho.",
        ],
      ],
      [
        "food",
        [
          "Cienfuegos: enchilado de camarones and Cuban rum",
          "Cienfuegos: enchilado de camarones e rum cubano",
          "Cienfuegos: enchilado de camarones y ron cubano",
          "Cienfuegos : enchilado de camarones et rhum cubain",
          "Cienfuegos: Enchilado de camarones und kubanischer Rum",
        ],
        [
          "Seafood from the bay in a paladar of Punta Gorda: shrimp in enchilado sauce of tomato and peppers, grilled lobster and fish, with a tasting of aged Cuban rums on the waterfront.",
          "Il pesce della baia in un paladar di Punta Gorda: gamberi in salsa enchilada di pomodoro e peperoni, aragosta e pesce alla griglia, con una degustazione di rum cubani invecchiati sul lungomare.",
          "El marisco de la bahía en un paladar de Punta Gorda: camarones enchilados en salsa de tomate y ají, langosta y pescado a la plancha, con una cata de rones cubanos añejos frente al mar.",
          "Les fruits de mer de la baie dans un paladar de Punta Gorda : crevettes en sauce enchilado de tomate et poivrons, langouste et poisson grillés, avec une dégustation de rhums cubains vieillis face à l'eau.",
          "Meeresfrüchte aus der Bucht in einem Paladar in Punta Gorda: Garnelen in Enchilado-Soße aus Tomaten und Paprika, gegrillte Languste und Fisch, dazu eine Verkostung gereifter kubanischer Rums am Wasser.",
        ],
      ],
    ],
  },
  "CUB Trinidad": {
    days: [
      [
        "see",
        [
          "Trinidad: the Plaza Mayor and its cobbled streets",
          "Trinidad: la Plaza Mayor e le sue strade acciottolate",
          "Trinidad: la Plaza Mayor y sus calles empedradas",
          "Trinidad : la Plaza Mayor et ses rues pavées",
          "Trinidad: die Plaza Mayor und ihre Pflasterstraßen",
        ],
        [
          "The sugar-baron town frozen in the 1800s: the Plaza Mayor and the church of the Santísima Trinidad, the Palacio Cantero, and the view over red roofs from the bell tower of San Francisco.",
          "La città dei baroni dello zucchero ferma all'Ottocento: la Plaza Mayor e la chiesa della Santísima Trinidad, il Palacio Cantero e la vista sui tetti rossi dal campanile di San Francisco.",
          "La ciudad de los barones del azúcar detenida en el siglo XIX: la Plaza Mayor y la iglesia de la Santísima Trinidad, el Palacio Cantero y la vista de los tejados rojos desde el campanario de San Francisco.",
          "La ville des barons du sucre figée au XIXe siècle : la Plaza Mayor et l'église de la Santísima Trinidad, le Palacio Cantero et la vue sur les toits rouges depuis le clocher de San Francisco.",
          "Die im 19. Jahrhundert stehen gebliebene Stadt der Zuckerbarone: die Plaza Mayor und die Kirche Santísima Trinidad, der Palacio Cantero und der Blick über rote Dächer vom Glockenturm von San Francisco.",
        ],
      ],
      [
        "see",
        [
          "Trinidad: the Valle de los Ingenios",
          "Trinidad: la Valle de los Ingenios",
          "Trinidad: el Valle de los Ingenios",
          "Trinidad : la vallée de los Ingenios",
          "Trinidad: das Tal der Zuckermühlen",
        ],
        [
          "The valley of the old sugar mills, with the tower of Manaca Iznaga from which slaves were watched, the ruins of the ingenios and the planters' houses, then the beach of Playa Ancón.",
          "La valle dei vecchi zuccherifici, con la torre di Manaca Iznaga da cui si sorvegliavano gli schiavi, le rovine degli ingenios e le case dei piantatori, poi la spiaggia di Playa Ancón.",
          "El valle de los viejos ingenios azucareros, con la torre de Manaca Iznaga desde la que se vigilaba a los esclavos, las ruinas de los ingenios y las casas hacienda, y después la playa Ancón.",
          "La vallée des anciennes sucreries, avec la tour de Manaca Iznaga d'où l'on surveillait les esclaves, les ruines des ingenios et les maisons des planteurs, puis la plage d'Ancón.",
          "Das Tal der alten Zuckermühlen mit dem Turm von Manaca Iznaga, von dem aus die Sklaven überwacht wurden, den Ruinen der Ingenios und den Pflanzerhäusern, danach der Strand Playa Ancón.",
        ],
      ],
      [
        "food",
        [
          "Trinidad: canchánchara and the Casa de la Trova",
          "Trinidad: canchánchara e la Casa de la Trova",
          "Trinidad: canchánchara y la Casa de la Trova",
          "Trinidad : canchánchara et la Casa de la Trova",
          "Trinidad: Canchánchara und die Casa de la Trova",
        ],
        [
          "Canchánchara, the drink of the independence fighters, of aguardiente, honey and lime in a clay cup at the bar of the same name, a paladar dinner of lechón, and son on the steps of the Casa de la Trova.",
          "La canchánchara, la bevanda dei combattenti per l'indipendenza, con acquavite, miele e lime in una tazza di terracotta nel bar omonimo, una cena di lechón in un paladar e il son sui gradini della Casa de la Trova.",
          "La canchánchara, la bebida de los mambises, de aguardiente, miel y limón en vasija de barro en el bar del mismo nombre, una cena de lechón en un paladar y el son en la escalinata de la Casa de la Trova.",
          "La canchánchara, boisson des combattants de l'indépendance, d'eau-de-vie, de miel et de citron vert dans un gobelet d'argile au bar du même nom, un dîner de lechón dans un paladar et le son sur les marches de la Casa de la Trova.",
          "Canchánchara, das Getränk der Unabhängigkeitskämpfer aus Zuckerrohrschnaps, Honig und Limette im Tonbecher in der gleichnamigen Bar, ein Lechón-Abendessen im Paladar und Son auf den Stufen der Casa de la Trova.",
        ],
      ],
    ],
  },
  "CUB Topes de Collantes": {
    days: [
      [
        "see",
        [
          "Topes de Collantes: the Caburní waterfall",
          "Topes de Collantes: la cascata del Caburní",
          "Topes de Collantes: el Salto del Caburní",
          "Topes de Collantes : la cascade du Caburní",
          "Topes de Collantes: der Caburní-Wasserfall",
        ],
        [
          "Up into the Escambray mountains above Trinidad, on the trail through pines, ferns and coffee to the Salto del Caburní and a cold swim in the pool at its foot.",
          "Sulle montagne dell'Escambray sopra Trinidad, sul sentiero tra pini, felci e caffè fino al Salto del Caburní e un bagno freddo nella pozza ai suoi piedi.",
          "Subida a la sierra del Escambray sobre Trinidad, por el sendero entre pinos, helechos y cafetos hasta el Salto del Caburní y un baño frío en la poza a sus pies.",
          "Dans les montagnes de l'Escambray au-dessus de Trinidad, sur le sentier entre pins, fougères et caféiers jusqu'au Salto del Caburní et une baignade fraîche dans le bassin à son pied.",
          "Hinauf ins Escambray-Gebirge über Trinidad, auf dem Pfad durch Kiefern, Farne und Kaffeesträucher zum Salto del Caburní und ein kaltes Bad im Becken an seinem Fuß.",
        ],
      ],
      [
        "see",
        [
          "Topes de Collantes: Guanayara and the mountain coffee",
          "Topes de Collantes: Guanayara e il caffè di montagna",
          "Topes de Collantes: Guanayara y el café de montaña",
          "Topes de Collantes : Guanayara et le café de montagne",
          "Topes de Collantes: Guanayara und der Bergkaffee",
        ],
        [
          "By truck to the Guanayara park, a trail down to the El Rocío waterfall and the Pozo del Venado pool, then a cup of Escambray coffee at the Casa del Café.",
          "In camion fino al parco di Guanayara, un sentiero giù fino alla cascata El Rocío e alla pozza del Pozo del Venado, poi una tazza di caffè dell'Escambray alla Casa del Café.",
          "En camión hasta el parque Guanayara, un sendero de bajada hasta la cascada El Rocío y el Pozo del Venado, y después una taza de café del Escambray en la Casa del Café.",
          "En camion jusqu'au parc de Guanayara, un sentier jusqu'à la cascade El Rocío et au bassin du Pozo del Venado, puis une tasse de café de l'Escambray à la Casa del Café.",
          "Mit dem Lastwagen zum Park Guanayara, ein Pfad hinab zum Wasserfall El Rocío und zum Becken Pozo del Venado, danach eine Tasse Escambray-Kaffee in der Casa del Café.",
        ],
      ],
    ],
  },
  "CUB Santa Clara": {
    days: [
      [
        "see",
        [
          "Santa Clara: the Che Guevara memorial",
          "Santa Clara: il memoriale di Che Guevara",
          "Santa Clara: el memorial del Che",
          "Santa Clara : le mémorial du Che",
          "Santa Clara: die Che-Guevara-Gedenkstätte",
        ],
        [
          "The memorial and mausoleum of Che Guevara on the Plaza de la Revolución, the mausoleum open every day but Monday, the derailed wagons of the Tren Blindado from the battle of 1958, and the Parque Vidal in the heart of town.",
          "Il memoriale e il mausoleo di Che Guevara sulla Plaza de la Revolución, il mausoleo aperto tutti i giorni tranne il lunedì, i vagoni deragliati del Tren Blindado della battaglia del 1958 e il Parque Vidal nel cuore della città.",
          "El memorial y el mausoleo del Che en la Plaza de la Revolución, el mausoleo abierto todos los días salvo el lunes, los vagones descarrilados del Tren Blindado de la batalla de 1958 y el Parque Vidal en el centro de la ciudad.",
          "Le mémorial et le mausolée de Che Guevara sur la place de la Révolution, le mausolée ouvert tous les jours sauf le lundi, les wagons déraillés du Tren Blindado de la bataille de 1958 et le Parque Vidal au cœur de la ville.",
          "Gedenkstätte und Mausoleum von Che Guevara an der Plaza de la Revolución, das Mausoleum täglich außer montags geöffnet, die entgleisten Waggons des Tren Blindado aus der Schlacht von 1958 und der Parque Vidal im Stadtzentrum.",
        ],
      ],
      [
        "food",
        [
          "Santa Clara: lechón asado and guarapo",
          "Santa Clara: lechón asado e guarapo",
          "Santa Clara: lechón asado y guarapo",
          "Santa Clara : lechón asado et guarapo",
          "Santa Clara: Lechón asado und Guarapo",
        ],
        [
          "Roast pork lechón with congrí rice and yuca in garlic mojo at a country paladar, a glass of guarapo pressed from fresh sugarcane, and sweets of guava and coconut.",
          "Lechón arrosto con riso congrí e yuca al mojo d'aglio in un paladar di campagna, un bicchiere di guarapo spremuto dalla canna fresca e dolci di guava e cocco.",
          "Lechón asado con congrí y yuca con mojo en un paladar de campo, un vaso de guarapo recién exprimido de la caña y dulces de guayaba y coco.",
          "Le cochon rôti lechón avec riz congrí et manioc au mojo à l'ail dans un paladar de campagne, un verre de guarapo pressé de la canne fraîche et des douceurs à la goyave et au coco.",
          "Spanferkel Lechón mit Congrí-Reis und Yuca in Knoblauch-Mojo in einem ländlichen Paladar, ein Glas frisch gepresster Zuckerrohrsaft Guarapo und Süßes aus Guave und Kokos.",
        ],
      ],
    ],
  },
  "CUB Camagüey": {
    days: [
      [
        "see",
        [
          "Camagüey: the maze of lanes by bicitaxi",
          "Camagüey: il labirinto di vicoli in bicitaxi",
          "Camagüey: el laberinto de calles en bicitaxi",
          "Camagüey : le labyrinthe de ruelles en bicitaxi",
          "Camagüey: das Gassenlabyrinth per Bicitaxi",
        ],
        [
          "A bicitaxi through the winding lanes laid out to confuse pirates, past the giant clay tinajones, the bronze townsfolk of the Plaza del Carmen and the Plaza San Juan de Dios.",
          "Un bicitaxi tra i vicoli tortuosi tracciati per confondere i pirati, davanti ai grandi tinajones di terracotta, ai cittadini di bronzo della Plaza del Carmen e alla Plaza San Juan de Dios.",
          "Un bicitaxi por las calles sinuosas trazadas para confundir a los piratas, ante los grandes tinajones de barro, los vecinos de bronce de la Plaza del Carmen y la Plaza San Juan de Dios.",
          "Un bicitaxi dans les ruelles sinueuses tracées pour égarer les pirates, devant les grandes jarres tinajones, les habitants de bronze de la Plaza del Carmen et la Plaza San Juan de Dios.",
          "Mit dem Bicitaxi durch die verwinkelten Gassen, angelegt, um Piraten zu verwirren, vorbei an riesigen Tinajones aus Ton, den Bronzebürgern der Plaza del Carmen und der Plaza San Juan de Dios.",
        ],
      ],
      [
        "food",
        [
          "Camagüey: ajiaco and a ceramics studio",
          "Camagüey: ajiaco e un laboratorio di ceramica",
          "Camagüey: ajiaco y un taller de cerámica",
          "Camagüey : ajiaco et atelier de céramique",
          "Camagüey: Ajiaco und ein Keramikatelier",
        ],
        [
          "Ajiaco camagüeyano, the stew of meats, corn, yuca and plantain cooked for the city's feasts, eaten in a paladar near a ceramics studio where the tinajones are still shaped.",
          "L'ajiaco camagüeyano, lo stufato di carni, mais, yuca e platano cucinato per le feste della città, in un paladar vicino a un laboratorio di ceramica dove si modellano ancora i tinajones.",
          "El ajiaco camagüeyano, el guiso de carnes, maíz, yuca y plátano de las fiestas de la ciudad, en un paladar cerca de un taller de cerámica donde aún se modelan los tinajones.",
          "L'ajiaco camagüeyano, ragoût de viandes, maïs, manioc et banane plantain des fêtes de la ville, dans un paladar près d'un atelier de céramique où l'on façonne encore les tinajones.",
          "Ajiaco camagüeyano, der Eintopf aus Fleisch, Mais, Yuca und Kochbanane für die Feste der Stadt, in einem Paladar nahe einem Keramikatelier, in dem noch Tinajones geformt werden.",
        ],
      ],
    ],
  },
  "CUB Santiago de Cuba": {
    days: [
      [
        "see",
        [
          "Santiago de Cuba: Parque Céspedes and Calle Heredia",
          "Santiago de Cuba: il Parque Céspedes e Calle Heredia",
          "Santiago de Cuba: el Parque Céspedes y la calle Heredia",
          "Santiago de Cuba : le Parque Céspedes et la rue Heredia",
          "Santiago de Cuba: Parque Céspedes und Calle Heredia",
        ],
        [
          "The cathedral and the house of Diego Velázquez on the Parque Céspedes, the Calle Heredia and its Casa de la Trova, the Moncada barracks, and the stairs of Padre Pico above the bay.",
          "La cattedrale e la casa di Diego Velázquez sul Parque Céspedes, Calle Heredia e la sua Casa de la Trova, la caserma Moncada e la scalinata di Padre Pico sopra la baia.",
          "La catedral y la casa de Diego Velázquez en el Parque Céspedes, la calle Heredia y su Casa de la Trova, el cuartel Moncada y la escalinata de Padre Pico sobre la bahía.",
          "La cathédrale et la maison de Diego Velázquez sur le Parque Céspedes, la rue Heredia et sa Casa de la Trova, la caserne Moncada et l'escalier de Padre Pico au-dessus de la baie.",
          "Die Kathedrale und das Haus von Diego Velázquez am Parque Céspedes, die Calle Heredia mit ihrer Casa de la Trova, die Moncada-Kaserne und die Treppe Padre Pico über der Bucht.",
        ],
      ],
      [
        "see",
        [
          "Santiago de Cuba: El Morro, Santa Ifigenia and El Cobre",
          "Santiago de Cuba: El Morro, Santa Ifigenia ed El Cobre",
          "Santiago de Cuba: El Morro, Santa Ifigenia y El Cobre",
          "Santiago de Cuba : El Morro, Santa Ifigenia et El Cobre",
          "Santiago de Cuba: El Morro, Santa Ifigenia und El Cobre",
        ],
        [
          "The castle of San Pedro de la Roca on its cliff at the mouth of the bay, the tombs of José Martí and Fidel Castro in the Santa Ifigenia cemetery, and the basilica of the Virgen del Cobre.",
          "Il castello di San Pedro de la Roca sulla sua rupe all'imbocco della baia, le tombe di José Martí e di Fidel Castro nel cimitero di Santa Ifigenia e la basilica della Virgen del Cobre.",
          "El castillo de San Pedro de la Roca sobre su acantilado en la boca de la bahía, las tumbas de José Martí y de Fidel Castro en el cementerio de Santa Ifigenia y la basílica de la Virgen del Cobre.",
          "Le château de San Pedro de la Roca sur sa falaise à l'entrée de la baie, les tombes de José Martí et de Fidel Castro au cimetière Santa Ifigenia et la basilique de la Virgen del Cobre.",
          "Die Festung San Pedro de la Roca auf ihrer Klippe an der Buchteinfahrt, die Gräber von José Martí und Fidel Castro auf dem Friedhof Santa Ifigenia und die Basilika der Virgen del Cobre.",
        ],
      ],
      [
        "food",
        [
          "Santiago de Cuba: congrí oriental and Santiago rum",
          "Santiago de Cuba: congrí oriental e rum di Santiago",
          "Santiago de Cuba: congrí oriental y ron de Santiago",
          "Santiago de Cuba : congrí oriental et rhum de Santiago",
          "Santiago de Cuba: Congrí oriental und Santiago-Rum",
        ],
        [
          "Congrí oriental of red beans and rice with roast pork and yuca, then the Museo del Ron in the city where Bacardí began, with a tasting of the aged rums of Santiago.",
          "Il congrí oriental di fagioli rossi e riso con maiale arrosto e yuca, poi il Museo del Ron nella città dove nacque la Bacardí, con una degustazione dei rum invecchiati di Santiago.",
          "El congrí oriental de frijoles colorados y arroz con cerdo asado y yuca, y después el Museo del Ron en la ciudad donde nació Bacardí, con una cata de los rones añejos de Santiago.",
          "Le congrí oriental de haricots rouges et de riz avec porc rôti et manioc, puis le Museo del Ron dans la ville où est née la maison Bacardí, avec une dégustation des rhums vieux de Santiago.",
          "Congrí oriental aus roten Bohnen und Reis mit Schweinebraten und Yuca, dann das Museo del Ron in der Stadt, in der Bacardí begann, mit einer Verkostung der gereiften Rums von Santiago.",
        ],
      ],
    ],
  },
  "CUB Varadero": {
    days: [
      [
        "see",
        [
          "Varadero: the Cueva de Saturno and the Hicacos peninsula",
          "Varadero: la Cueva de Saturno e la penisola di Hicacos",
          "Varadero: la Cueva de Saturno y la península de Hicacos",
          "Varadero : la Cueva de Saturno et la péninsule d'Hicacos",
          "Varadero: die Cueva de Saturno und die Halbinsel Hicacos",
        ],
        [
          "A swim in the clear water of the Cueva de Saturno, a flooded cave inland, then the Varahicacos reserve at the tip of the peninsula, with its giant cactus, caves and Taíno burial site.",
          "Un bagno nell'acqua limpida della Cueva de Saturno, una grotta allagata nell'entroterra, poi la riserva di Varahicacos sulla punta della penisola, con il suo cactus gigante, le grotte e una sepoltura taína.",
          "Un baño en el agua clara de la Cueva de Saturno, una cueva inundada tierra adentro, y después la reserva de Varahicacos en la punta de la península, con su cactus gigante, sus cuevas y un enterramiento taíno.",
          "Une baignade dans l'eau claire de la Cueva de Saturno, une grotte inondée dans l'arrière-pays, puis la réserve de Varahicacos à la pointe de la péninsule, avec son cactus géant, ses grottes et une sépulture taïno.",
          "Ein Bad im klaren Wasser der Cueva de Saturno, einer gefluteten Höhle im Hinterland, dann das Reservat Varahicacos an der Spitze der Halbinsel mit seinem Riesenkaktus, Höhlen und einer Taíno-Grabstätte.",
        ],
      ],
      [
        "beach",
        [
          "Varadero: the long white beach",
          "Varadero: la lunga spiaggia bianca",
          "Varadero: la larga playa blanca",
          "Varadero : la longue plage blanche",
          "Varadero: der lange weiße Strand",
        ],
        [
          "A day on the fine white sand that runs almost the whole length of the Hicacos peninsula, swimming in clear turquoise water and walking the shore toward the old town of Varadero.",
          "Una giornata sulla sabbia bianca e fine che corre quasi per tutta la penisola di Hicacos, nuotando nell'acqua turchese e limpida e camminando sulla riva verso il vecchio paese di Varadero.",
          "Un día en la arena blanca y fina que recorre casi toda la península de Hicacos, nadando en el agua turquesa y clara y caminando por la orilla hacia el viejo pueblo de Varadero.",
          "Une journée sur le sable blanc et fin qui court sur presque toute la péninsule d'Hicacos, à nager dans une eau turquoise et claire et à marcher sur le rivage vers le vieux bourg de Varadero.",
          "Ein Tag auf dem feinen weißen Sand, der fast die ganze Halbinsel Hicacos entlangläuft, Baden im klaren türkisfarbenen Wasser und ein Strandspaziergang zum alten Ortskern von Varadero.",
        ],
      ],
      [
        "boat",
        [
          "Varadero: a catamaran to Cayo Blanco",
          "Varadero: un catamarano fino a Cayo Blanco",
          "Varadero: un catamarán a Cayo Blanco",
          "Varadero : un catamaran vers Cayo Blanco",
          "Varadero: mit dem Katamaran nach Cayo Blanco",
        ],
        [
          "A catamaran out to the reef to swim with masks over the coral, then the sand and palms of Cayo Blanco, with lobster for lunch and music on deck on the way back.",
          "Un catamarano fino alla barriera per nuotare con la maschera sopra il corallo, poi la sabbia e le palme di Cayo Blanco, con aragosta a pranzo e musica sul ponte al ritorno.",
          "Un catamarán hasta el arrecife para nadar con máscara sobre el coral, y después la arena y las palmeras de Cayo Blanco, con langosta en el almuerzo y música en cubierta a la vuelta.",
          "Un catamaran jusqu'au récif pour nager avec masque au-dessus du corail, puis le sable et les palmiers de Cayo Blanco, avec langouste au déjeuner et musique sur le pont au retour.",
          "Mit dem Katamaran hinaus zum Riff zum Schwimmen mit Maske über den Korallen, dann Sand und Palmen von Cayo Blanco, Languste zum Mittagessen und Musik an Deck auf dem Rückweg.",
        ],
      ],
    ],
  },
  "DOM Santo Domingo": {
    days: [
      [
        "see",
        [
          "Santo Domingo: the Zona Colonial",
          "Santo Domingo: la Zona Colonial",
          "Santo Domingo: la Zona Colonial de las Américas",
          "Santo Domingo : la Zona Colonial",
          "Santo Domingo: die Zona Colonial",
        ],
        [
          "The first European city of the Americas: the Catedral Primada, the Calle de las Damas, the Ozama fortress, and the Alcázar de Colón, palace of Columbus's son, on the Plaza de España.",
          "La prima città europea delle Americhe: la Catedral Primada, la Calle de las Damas, la fortezza dell'Ozama e l'Alcázar de Colón, palazzo del figlio di Colombo, sulla Plaza de España.",
          "La primera ciudad europea de América: la Catedral Primada, la calle de las Damas, la Fortaleza Ozama y el Alcázar de Colón, palacio del hijo de Colón, en la Plaza de España.",
          "La première ville européenne des Amériques : la Catedral Primada, la Calle de las Damas, la forteresse Ozama et l'Alcázar de Colón, palais du fils de Christophe Colomb, sur la Plaza de España.",
          "Die erste europäische Stadt Amerikas: die Catedral Primada, die Calle de las Damas, die Festung Ozama und der Alcázar de Colón, der Palast von Kolumbus' Sohn, an der Plaza de España.",
        ],
      ],
      [
        "see",
        [
          "Santo Domingo: Los Tres Ojos and the Malecón",
          "Santo Domingo: Los Tres Ojos e il Malecón",
          "Santo Domingo: Los Tres Ojos y el Malecón",
          "Santo Domingo : Los Tres Ojos et le Malecón",
          "Santo Domingo: Los Tres Ojos und der Malecón",
        ],
        [
          "The limestone caves of Los Tres Ojos and their green lakes, crossed on a small raft, the Columbus Lighthouse monument, and an evening walk on the Malecón along the Caribbean.",
          "Le grotte calcaree di Los Tres Ojos e i loro laghi verdi, attraversati su una piccola zattera, il monumento del Faro a Colombo e una passeggiata serale sul Malecón lungo il Caribe.",
          "Las cuevas de piedra caliza de Los Tres Ojos y sus lagos verdes, cruzados en una pequeña balsa, el Faro a Colón y un paseo al atardecer por el Malecón frente al Caribe.",
          "Les grottes calcaires de Los Tres Ojos et leurs lacs verts, traversés sur un petit radeau, le monument du Phare à Colomb et une promenade du soir sur le Malecón face aux Caraïbes.",
          "Die Kalksteinhöhlen von Los Tres Ojos mit ihren grünen Seen, die man auf einem kleinen Floß überquert, das Kolumbus-Leuchtturm-Denkmal und ein Abendspaziergang auf dem Malecón an der Karibik.",
        ],
      ],
      [
        "food",
        [
          "Santo Domingo: la bandera, mangú and mamajuana",
          "Santo Domingo: la bandera, mangú e mamajuana",
          "Santo Domingo: la bandera, mangú y mamajuana",
          "Santo Domingo : la bandera, mangú et mamajuana",
          "Santo Domingo: La bandera, Mangú und Mamajuana",
        ],
        [
          "Mangú of mashed plantain with salami, eggs and fried cheese, the lunch plate called la bandera of rice, beans and stewed meat, a sancocho of seven meats, and a taste of mamajuana.",
          "Il mangú di platano schiacciato con salame, uova e formaggio fritto, il piatto del pranzo detto la bandera di riso, fagioli e carne in umido, un sancocho di sette carni e un assaggio di mamajuana.",
          "El mangú con los tres golpes de salami, huevo y queso frito, la bandera dominicana de arroz, habichuelas y carne guisada, un sancocho de siete carnes y un trago de mamajuana.",
          "Le mangú de banane plantain écrasée avec salami, œufs et fromage frit, l'assiette du déjeuner appelée la bandera, riz, haricots et viande mijotée, un sancocho aux sept viandes et une gorgée de mamajuana.",
          "Mangú aus zerdrückter Kochbanane mit Salami, Ei und gebratenem Käse, das Mittagessen La bandera aus Reis, Bohnen und Schmorfleisch, ein Sancocho aus sieben Fleischsorten und ein Schluck Mamajuana.",
        ],
      ],
    ],
  },
  "DOM Punta Cana": {
    days: [
      [
        "see",
        [
          "Punta Cana: the lagoons of the Indigenous Eyes reserve",
          "Punta Cana: le lagune della riserva Ojos Indígenas",
          "Punta Cana: las lagunas de la reserva Ojos Indígenas",
          "Punta Cana : les lagunes de la réserve Ojos Indígenas",
          "Punta Cana: die Lagunen des Reservats Ojos Indígenas",
        ],
        [
          "A walk through the Indigenous Eyes ecological reserve, where freshwater springs rise in clear lagoons among the forest, with a swim in one of them, then the stone village of Altos de Chavón above the Chavón River.",
          "Una camminata nella riserva ecologica Ojos Indígenas, dove sorgenti d'acqua dolce sgorgano in lagune limpide nel bosco, con un bagno in una di esse, poi il borgo di pietra di Altos de Chavón sopra il fiume Chavón.",
          "Una caminata por la reserva ecológica Ojos Indígenas, donde manantiales de agua dulce afloran en lagunas transparentes en medio del bosque, con un baño en una de ellas, y después Altos de Chavón sobre el río Chavón.",
          "Une marche dans la réserve écologique Ojos Indígenas, où des sources d'eau douce jaillissent dans des lagunes limpides au milieu de la forêt, avec une baignade, puis le village de pierre d'Altos de Chavón au-dessus du Chavón.",
          "Ein Spaziergang durch das Reservat Ojos Indígenas, wo Süßwasserquellen in klaren Lagunen im Wald aufsteigen, mit einem Bad in einer davon, dann das Steindorf Altos de Chavón über dem Río Chavón.",
        ],
      ],
      [
        "beach",
        [
          "Punta Cana: Bávaro and the waves of Macao",
          "Punta Cana: Bávaro e le onde di Macao",
          "Punta Cana: Bávaro y las olas de Macao",
          "Punta Cana : Bávaro et les vagues de Macao",
          "Punta Cana: Bávaro und die Wellen von Macao",
        ],
        [
          "A day on the coconut-lined sand of Bávaro, sheltered by its reef for calm swimming, and the open beach of Macao, where the waves are good for a first surf lesson.",
          "Una giornata sulla sabbia orlata di palme da cocco di Bávaro, riparata dalla barriera per nuotare tranquilli, e la spiaggia aperta di Macao, dove le onde sono buone per una prima lezione di surf.",
          "Un día en la arena bordeada de cocoteros de Bávaro, protegida por su arrecife para nadar tranquilos, y la playa abierta de Macao, donde las olas sirven para una primera clase de surf.",
          "Une journée sur le sable bordé de cocotiers de Bávaro, abrité par son récif pour une baignade calme, et la plage ouverte de Macao, où les vagues se prêtent à un premier cours de surf.",
          "Ein Tag auf dem palmengesäumten Sand von Bávaro, vom Riff geschützt und ruhig zum Baden, und am offenen Strand von Macao, dessen Wellen sich für eine erste Surfstunde eignen.",
        ],
      ],
    ],
  },
  "DOM Saona": {
    days: [
      [
        "boat",
        [
          "Saona: by catamaran through the Parque del Este",
          "Saona: in catamarano nel Parque del Este",
          "Saona: en catamarán por el Parque del Este",
          "Saona : en catamaran dans le Parque del Este",
          "Saona: mit dem Katamaran durch den Parque del Este",
        ],
        [
          "A catamaran from Bayahibe along the coast of the Parque Nacional del Este to Saona, with a stop in the natural pool, a knee-deep sandbank in the open sea where starfish lie, not to be lifted.",
          "Un catamarano da Bayahibe lungo la costa del Parque Nacional del Este fino a Saona, con una sosta nella piscina naturale, un banco di sabbia in mare aperto con l'acqua alle ginocchia dove riposano stelle marine da non sollevare.",
          "Un catamarán desde Bayahibe por la costa del Parque Nacional del Este hasta Saona, con parada en la piscina natural, un banco de arena en mar abierto con el agua a la rodilla donde descansan estrellas de mar que no se levantan.",
          "Un catamaran depuis Bayahibe le long de la côte du Parque Nacional del Este jusqu'à Saona, avec un arrêt à la piscine naturelle, un banc de sable en pleine mer avec de l'eau aux genoux où reposent des étoiles de mer qu'on ne soulève pas.",
          "Mit dem Katamaran von Bayahibe an der Küste des Parque Nacional del Este entlang nach Saona, mit Halt im Naturpool, einer knietiefen Sandbank im offenen Meer mit Seesternen, die man nicht hochhebt.",
        ],
      ],
      [
        "see",
        [
          "Saona: Mano Juan and Canto de la Playa",
          "Saona: Mano Juan e Canto de la Playa",
          "Saona: Mano Juan y Canto de la Playa",
          "Saona : Mano Juan et Canto de la Playa",
          "Saona: Mano Juan und Canto de la Playa",
        ],
        [
          "The painted wooden houses of Mano Juan, the island's fishing village, and its sea turtle hatchery, then the palm-backed sand of Canto de la Playa in the national park.",
          "Le case di legno dipinte di Mano Juan, il villaggio di pescatori dell'isola, e il suo vivaio di tartarughe marine, poi la sabbia orlata di palme di Canto de la Playa nel parco nazionale.",
          "Las casas de madera pintadas de Mano Juan, el pueblo pesquero de la isla, y su criadero de tortugas marinas, y después la arena con palmeras de Canto de la Playa, en el parque nacional.",
          "Les maisons de bois peintes de Mano Juan, le village de pêcheurs de l'île, et son élevage de tortues marines, puis le sable bordé de palmiers de Canto de la Playa, dans le parc national.",
          "Die bunten Holzhäuser von Mano Juan, dem Fischerdorf der Insel, und seine Aufzuchtstation für Meeresschildkröten, dann der palmengesäumte Sand von Canto de la Playa im Nationalpark.",
        ],
      ],
    ],
  },
  "DOM Los Haitises": {
    days: [
      [
        "see",
        [
          "Los Haitises: Taíno caves and bird islands by boat",
          "Los Haitises: grotte taíno e isole degli uccelli in barca",
          "Los Haitises: cuevas taínas e islotes de aves en lancha",
          "Los Haitises : grottes taïnos et îlots aux oiseaux en bateau",
          "Los Haitises: Taíno-Höhlen und Vogelinseln per Boot",
        ],
        [
          "A boat across Samaná Bay among the karst islets of Los Haitises, where pelicans and frigatebirds nest, to the caves of San Gabriel and La Línea with their Taíno drawings.",
          "Una barca attraverso la baia di Samaná tra gli isolotti carsici di Los Haitises, dove nidificano pellicani e fregate, fino alle grotte di San Gabriel e La Línea con i loro disegni taíno.",
          "Una lancha por la bahía de Samaná entre los mogotes de Los Haitises, donde anidan pelícanos y fragatas, hasta las cuevas de San Gabriel y La Línea con sus pictografías taínas.",
          "Un bateau à travers la baie de Samaná parmi les îlots karstiques de Los Haitises, où nichent pélicans et frégates, jusqu'aux grottes de San Gabriel et de La Línea et leurs dessins taïnos.",
          "Mit dem Boot über die Bucht von Samaná zwischen den Karstinselchen von Los Haitises, wo Pelikane und Fregattvögel brüten, zu den Höhlen San Gabriel und La Línea mit ihren Taíno-Zeichnungen.",
        ],
      ],
      [
        "see",
        [
          "Los Haitises: the mangroves by kayak",
          "Los Haitises: le mangrovie in kayak",
          "Los Haitises: los manglares en kayak",
          "Los Haitises : la mangrove en kayak",
          "Los Haitises: die Mangroven im Kajak",
        ],
        [
          "A kayak through the mangrove channels of Caño Hondo, among herons and the limestone hills of the park, and a swim in the spring-fed pools of the river.",
          "Un kayak nei canali di mangrovie di Caño Hondo, tra aironi e le colline calcaree del parco, e un bagno nelle vasche del fiume alimentate dalle sorgenti.",
          "Un kayak por los caños del manglar de Caño Hondo, entre garzas y los mogotes de caliza del parque, y un baño en las pozas del río alimentadas por manantiales.",
          "Un kayak dans les chenaux de la mangrove de Caño Hondo, parmi les hérons et les collines calcaires du parc, et une baignade dans les bassins de la rivière nourris par des sources.",
          "Im Kajak durch die Mangrovenkanäle von Caño Hondo zwischen Reihern und den Kalksteinhügeln des Parks und ein Bad in den quellgespeisten Becken des Flusses.",
        ],
      ],
    ],
  },
  "DOM Samaná": {
    days: [
      [
        "see",
        [
          "Samaná: the El Limón waterfall",
          "Samaná: la cascata El Limón",
          "Samaná: el Salto El Limón",
          "Samaná : la cascade El Limón",
          "Samaná: der Wasserfall El Limón",
        ],
        [
          "On horseback or on foot through the hills of the peninsula, across streams and coconut groves, to the El Limón waterfall and a swim in its pool.",
          "A cavallo o a piedi tra le colline della penisola, attraverso ruscelli e palmeti, fino alla cascata El Limón e un bagno nella sua pozza.",
          "A caballo o a pie por las lomas de la península, cruzando arroyos y cocotales, hasta el Salto El Limón y un baño en su poza.",
          "À cheval ou à pied dans les collines de la péninsule, à travers ruisseaux et cocoteraies, jusqu'à la cascade El Limón et une baignade dans son bassin.",
          "Zu Pferd oder zu Fuß durch die Hügel der Halbinsel, über Bäche und durch Kokoshaine zum Wasserfall El Limón und ein Bad in seinem Becken.",
        ],
      ],
      [
        "boat",
        [
          "Samaná: Cayo Levantado and the bay",
          "Samaná: Cayo Levantado e la baia",
          "Samaná: Cayo Levantado y la bahía",
          "Samaná : Cayo Levantado et la baie",
          "Samaná: Cayo Levantado und die Bucht",
        ],
        [
          "A boat from the Samaná waterfront across the bay to Cayo Levantado, a small island of white sand and palms, for a day of swimming in its clear water.",
          "Una barca dal lungomare di Samaná attraverso la baia fino a Cayo Levantado, una piccola isola di sabbia bianca e palme, per una giornata di bagni nella sua acqua limpida.",
          "Una lancha desde el malecón de Samaná por la bahía hasta Cayo Levantado, una islita de arena blanca y palmeras, para un día de baños en su agua clara.",
          "Un bateau depuis le front de mer de Samaná à travers la baie jusqu'à Cayo Levantado, un îlot de sable blanc et de palmiers, pour une journée de baignade dans son eau claire.",
          "Mit dem Boot von der Uferpromenade von Samaná über die Bucht nach Cayo Levantado, einer kleinen Insel aus weißem Sand und Palmen, für einen Badetag in klarem Wasser.",
        ],
      ],
    ],
  },
  "DOM Las Terrenas": {
    days: [
      [
        "see",
        [
          "Las Terrenas: the fishermen's village and Playa Rincón",
          "Las Terrenas: il villaggio dei pescatori e Playa Rincón",
          "Las Terrenas: el Pueblo de los Pescadores y Playa Rincón",
          "Las Terrenas : le village des pêcheurs et Playa Rincón",
          "Las Terrenas: das Fischerdorf und Playa Rincón",
        ],
        [
          "The wooden houses of the Pueblo de los Pescadores on the beach, then a boat along the coast to Playa Rincón, a wild bay of sand and palms with a cold river running into the sea.",
          "Le case di legno del Pueblo de los Pescadores sulla spiaggia, poi una barca lungo la costa fino a Playa Rincón, una baia selvaggia di sabbia e palme dove un fiume freddo si getta nel mare.",
          "Las casitas de madera del Pueblo de los Pescadores en la playa, y después una lancha por la costa hasta Playa Rincón, una bahía salvaje de arena y palmeras donde un río frío desemboca en el mar.",
          "Les maisons de bois du Pueblo de los Pescadores sur la plage, puis un bateau le long de la côte jusqu'à Playa Rincón, une baie sauvage de sable et de palmiers où une rivière fraîche se jette dans la mer.",
          "Die Holzhäuser des Pueblo de los Pescadores am Strand, dann mit dem Boot die Küste entlang zur Playa Rincón, einer wilden Bucht aus Sand und Palmen, in die ein kühler Fluss mündet.",
        ],
      ],
      [
        "beach",
        [
          "Las Terrenas: Playa Bonita and Playa Cosón",
          "Las Terrenas: Playa Bonita e Playa Cosón",
          "Las Terrenas: Playa Bonita y Playa Cosón",
          "Las Terrenas : Playa Bonita et Playa Cosón",
          "Las Terrenas: Playa Bonita und Playa Cosón",
        ],
        [
          "A beach day west of town on Playa Bonita and the long, empty curve of Playa Cosón, with coconut palms to the water, swimming, and a kitesurf or surf lesson when the wind and swell are up.",
          "Una giornata di mare a ovest del paese su Playa Bonita e sulla lunga curva deserta di Playa Cosón, con le palme fino all'acqua, bagni e una lezione di kitesurf o di surf quando ci sono vento e onda.",
          "Un día de playa al oeste del pueblo en Playa Bonita y en la larga curva solitaria de Playa Cosón, con cocoteros hasta el agua, baños y una clase de kitesurf o de surf cuando hay viento y oleaje.",
          "Une journée de plage à l'ouest du village sur Playa Bonita et la longue courbe déserte de Playa Cosón, cocotiers jusqu'à l'eau, baignade et cours de kitesurf ou de surf quand le vent et la houle sont là.",
          "Ein Strandtag westlich des Ortes an der Playa Bonita und dem langen, leeren Bogen der Playa Cosón, Kokospalmen bis ans Wasser, Baden und bei Wind und Dünung eine Kite- oder Surfstunde.",
        ],
      ],
    ],
  },
  "DOM Jarabacoa": {
    days: [
      [
        "see",
        [
          "Jarabacoa: the Jimenoa and Baiguate waterfalls",
          "Jarabacoa: le cascate di Jimenoa e Baiguate",
          "Jarabacoa: los saltos de Jimenoa y Baiguate",
          "Jarabacoa : les chutes de Jimenoa et de Baiguate",
          "Jarabacoa: die Wasserfälle Jimenoa und Baiguate",
        ],
        [
          "The pine-covered valley of the Cordillera Central: the Salto de Jimenoa falling into its gorge, a walk or ride to the Salto de Baiguate, and the view from the hills over the town.",
          "La valle coperta di pini della Cordillera Central: il Salto de Jimenoa che precipita nella sua gola, una camminata o una cavalcata fino al Salto de Baiguate e la vista sul paese dalle colline.",
          "El valle de pinos de la Cordillera Central: el Salto de Jimenoa cayendo en su cañada, una caminata o cabalgata hasta el Salto de Baiguate y la vista del pueblo desde las lomas.",
          "La vallée couverte de pins de la Cordillère centrale : le Salto de Jimenoa qui tombe dans sa gorge, une marche ou une balade à cheval jusqu'au Salto de Baiguate et la vue sur la ville depuis les collines.",
          "Das kieferbestandene Tal der Cordillera Central: der Salto de Jimenoa, der in seine Schlucht stürzt, eine Wanderung oder ein Ritt zum Salto de Baiguate und der Blick von den Hügeln über den Ort.",
        ],
      ],
      [
        "see",
        [
          "Jarabacoa: rafting the Yaque del Norte",
          "Jarabacoa: rafting sul Yaque del Norte",
          "Jarabacoa: rafting en el Yaque del Norte",
          "Jarabacoa : rafting sur le Yaque del Norte",
          "Jarabacoa: Rafting auf dem Yaque del Norte",
        ],
        [
          "A rafting descent of the Yaque del Norte, the longest river of the country, through its rapids between pine-clad hills, with a swim in the calm stretches.",
          "Una discesa in rafting del Yaque del Norte, il fiume più lungo del paese, tra rapide e colline coperte di pini, con un bagno nei tratti calmi.",
          "Un descenso en rafting por el Yaque del Norte, el río más largo del país, entre rápidos y lomas de pinos, con un baño en los tramos tranquilos.",
          "Une descente en rafting du Yaque del Norte, le plus long fleuve du pays, entre rapides et collines couvertes de pins, avec une baignade dans les passages calmes.",
          "Eine Raftingtour auf dem Yaque del Norte, dem längsten Fluss des Landes, durch Stromschnellen zwischen kieferbewachsenen Hügeln, mit Baden in den ruhigen Abschnitten.",
        ],
      ],
      [
        "food",
        [
          "Jarabacoa: mountain coffee and chivo guisado",
          "Jarabacoa: caffè di montagna e chivo guisado",
          "Jarabacoa: café de montaña y chivo guisado",
          "Jarabacoa : café de montagne et chivo guisado",
          "Jarabacoa: Bergkaffee und Chivo guisado",
        ],
        [
          "A family coffee farm on the slopes above the valley, from the bush to the roasting pan, and a country lunch of chivo guisado, goat stew, with rice, beans and fried plantain.",
          "Una piccola piantagione di caffè di famiglia sui pendii sopra la valle, dalla pianta alla tostatura in padella, e un pranzo di campagna di chivo guisado, capretto in umido, con riso, fagioli e platano fritto.",
          "Una finca familiar de café en las laderas sobre el valle, de la mata al caldero de tostar, y un almuerzo campestre de chivo guisado con arroz, habichuelas y tostones.",
          "Une petite plantation familiale de café sur les pentes au-dessus de la vallée, de l'arbuste à la torréfaction à la poêle, et un déjeuner de campagne de chivo guisado, ragoût de chevreau, avec riz, haricots et bananes frites.",
          "Eine kleine Kaffeefarm einer Familie an den Hängen über dem Tal, vom Strauch bis zum Rösten in der Pfanne, und ein ländliches Mittagessen mit Chivo guisado, Ziegeneintopf, Reis, Bohnen und gebratener Kochbanane.",
        ],
      ],
    ],
  },
  "JAM Montego Bay": {
    days: [
      [
        "see",
        [
          "Montego Bay: Rose Hall and the Hip Strip",
          "Montego Bay: Rose Hall e la Hip Strip",
          "Montego Bay: Rose Hall y la Hip Strip",
          "Montego Bay : Rose Hall et le Hip Strip",
          "Montego Bay: Rose Hall und der Hip Strip",
        ],
        [
          "The Georgian great house of Rose Hall and the legend of its White Witch, Sam Sharpe Square and the story of the 1831 slave revolt, then the Hip Strip and the sand of Doctor's Cave Beach.",
          "La grande casa georgiana di Rose Hall e la leggenda della sua Strega Bianca, Sam Sharpe Square e la storia della rivolta degli schiavi del 1831, poi la Hip Strip e la sabbia di Doctor's Cave Beach.",
          "La gran casa georgiana de Rose Hall y la leyenda de su Bruja Blanca, la plaza Sam Sharpe y la historia de la rebelión de esclavos de 1831, y después la Hip Strip y la arena de Doctor's Cave Beach.",
          "La grande maison géorgienne de Rose Hall et la légende de sa Sorcière blanche, Sam Sharpe Square et l'histoire de la révolte des esclaves de 1831, puis le Hip Strip et le sable de Doctor's Cave Beach.",
          "Das georgianische Herrenhaus Rose Hall und die Legende seiner Weißen Hexe, der Sam Sharpe Square und die Geschichte des Sklavenaufstands von 1831, dann der Hip Strip und der Sand von Doctor's Cave Beach.",
        ],
      ],
      [
        "see",
        [
          "Montego Bay: the Martha Brae and the Luminous Lagoon",
          "Montego Bay: il Martha Brae e la Luminous Lagoon",
          "Montego Bay: el Martha Brae y la Laguna Luminosa",
          "Montego Bay : la Martha Brae et le Luminous Lagoon",
          "Montego Bay: der Martha Brae und die Luminous Lagoon",
        ],
        [
          "A bamboo raft poled down the Martha Brae River by a raftsman, the Georgian streets of Falmouth, and after dark a boat on the Luminous Lagoon, where the water glows around the hands of swimmers.",
          "Una zattera di bambù spinta con la pertica da un barcaiolo lungo il fiume Martha Brae, le strade georgiane di Falmouth e dopo il tramonto una barca sulla Luminous Lagoon, dove l'acqua si illumina intorno alle mani di chi nuota.",
          "Una balsa de bambú empujada con pértiga por un balsero por el río Martha Brae, las calles georgianas de Falmouth y, ya de noche, una lancha por la Laguna Luminosa, donde el agua brilla alrededor de las manos de los bañistas.",
          "Un radeau de bambou mené à la perche par un radelier sur la Martha Brae, les rues géorgiennes de Falmouth et, la nuit venue, un bateau sur le Luminous Lagoon, où l'eau s'illumine autour des mains des nageurs.",
          "Ein Bambusfloß, das ein Flößer mit der Stange den Martha Brae hinabstakt, die georgianischen Straßen von Falmouth und nach Einbruch der Dunkelheit ein Boot auf der Luminous Lagoon, wo das Wasser um die Hände der Schwimmer leuchtet.",
        ],
      ],
      [
        "food",
        [
          "Montego Bay: escovitch fish, curry goat and patties",
          "Montego Bay: escovitch fish, curry goat e patty",
          "Montego Bay: pescado escovitch, cabra al curry y patties",
          "Montego Bay : poisson escovitch, cabri au curry et patties",
          "Montego Bay: Escovitch-Fisch, Curry-Ziege und Patties",
        ],
        [
          "Escovitch fish with festival and bammy at a beach fish shack, curry goat with rice and peas, a beef patty in coco bread, and a rum punch made with Jamaican overproof.",
          "Pesce escovitch con festival e bammy in una baracca sulla spiaggia, curry goat con rice and peas, un patty di manzo nel coco bread e un rum punch con il rum giamaicano overproof.",
          "Pescado escovitch con festival y bammy en un chiringuito de playa, cabra al curry con rice and peas, un patty de ternera en pan de coco y un ponche de ron con el overproof jamaicano.",
          "Du poisson escovitch avec festival et bammy dans une cabane de plage, du cabri au curry avec rice and peas, un patty au bœuf dans un coco bread et un punch au rhum overproof jamaïcain.",
          "Escovitch-Fisch mit Festival und Bammy in einer Fischhütte am Strand, Curry-Ziege mit Rice and Peas, ein Rindfleisch-Patty im Coco Bread und ein Rumpunsch mit jamaikanischem Overproof-Rum.",
        ],
      ],
    ],
  },
  "JAM Negril": {
    days: [
      [
        "see",
        [
          "Negril: the West End cliffs at sunset",
          "Negril: le scogliere del West End al tramonto",
          "Negril: los acantilados del West End al atardecer",
          "Negril : les falaises du West End au coucher du soleil",
          "Negril: die Klippen des West End bei Sonnenuntergang",
        ],
        [
          "The limestone cliffs of the West End, with ladders down into deep clear water, the old lighthouse, and the crowd at Rick's Café cheering the cliff divers as the sun goes down.",
          "Le scogliere calcaree del West End, con le scalette che scendono nell'acqua profonda e limpida, il vecchio faro e la folla del Rick's Café che applaude i tuffatori al calar del sole.",
          "Los acantilados de caliza del West End, con escalerillas hasta el agua profunda y clara, el viejo faro y la gente del Rick's Café aplaudiendo a los saltadores mientras se pone el sol.",
          "Les falaises calcaires du West End, avec leurs échelles qui plongent dans une eau profonde et claire, le vieux phare et la foule du Rick's Café qui acclame les plongeurs au coucher du soleil.",
          "Die Kalksteinklippen des West End mit Leitern hinab in tiefes, klares Wasser, der alte Leuchtturm und die Menge im Rick's Café, die bei Sonnenuntergang den Klippenspringern zujubelt.",
        ],
      ],
      [
        "beach",
        [
          "Negril: Seven Mile Beach",
          "Negril: la Seven Mile Beach",
          "Negril: la playa de Seven Mile",
          "Negril : la plage de Seven Mile",
          "Negril: der Seven Mile Beach",
        ],
        [
          "A day on the long, straight sand of Seven Mile Beach in the calm water of Long Bay, with a boat out to the reef to swim with masks and a stop at the sandbar of Booby Cay.",
          "Una giornata sulla lunga spiaggia dritta di Seven Mile nell'acqua calma di Long Bay, con una barca fino alla barriera per nuotare con la maschera e una sosta sull'isolotto di Booby Cay.",
          "Un día en la larga y recta arena de Seven Mile Beach, en el agua tranquila de Long Bay, con una lancha hasta el arrecife para nadar con máscara y una parada en el islote de Booby Cay.",
          "Une journée sur le long sable rectiligne de Seven Mile Beach, dans l'eau calme de Long Bay, avec un bateau jusqu'au récif pour nager avec masque et un arrêt sur l'îlot de Booby Cay.",
          "Ein Tag am langen, geraden Sand des Seven Mile Beach im ruhigen Wasser der Long Bay, mit einem Boot hinaus zum Riff zum Schnorcheln und einem Halt auf der Insel Booby Cay.",
        ],
      ],
      [
        "night",
        [
          "Negril: live reggae on the beach",
          "Negril: reggae dal vivo sulla spiaggia",
          "Negril: reggae en directo en la playa",
          "Negril : reggae live sur la plage",
          "Negril: Live-Reggae am Strand",
        ],
        [
          "An evening of live reggae in the open-air bars along Seven Mile Beach, where local bands play roots and dancehall under the stars and the party goes on barefoot in the sand.",
          "Una serata di reggae dal vivo nei bar all'aperto lungo la Seven Mile Beach, dove i gruppi del posto suonano roots e dancehall sotto le stelle e la festa continua a piedi nudi nella sabbia.",
          "Una noche de reggae en directo en los bares al aire libre de Seven Mile Beach, donde grupos locales tocan roots y dancehall bajo las estrellas y la fiesta sigue descalza en la arena.",
          "Une soirée de reggae live dans les bars en plein air de Seven Mile Beach, où des groupes locaux jouent du roots et du dancehall sous les étoiles et où la fête continue pieds nus dans le sable.",
          "Ein Abend mit Live-Reggae in den Open-Air-Bars am Seven Mile Beach, wo lokale Bands Roots und Dancehall unter den Sternen spielen und barfuß im Sand weitergefeiert wird.",
        ],
      ],
      [
        "beach",
        [
          "Negril: Bloody Bay by catamaran",
          "Negril: Bloody Bay in catamarano",
          "Negril: Bloody Bay en catamarán",
          "Negril : Bloody Bay en catamaran",
          "Negril: Bloody Bay mit dem Katamaran",
        ],
        [
          "Aboard a catamaran up the coast to the quiet sand of Bloody Bay at the north end of Negril, a swim over the reef with masks on the way, and back along Seven Mile Beach in the late afternoon.",
          "A bordo di un catamarano lungo la costa fino alla sabbia tranquilla di Bloody Bay, all'estremità nord di Negril, una nuotata con la maschera sulla barriera lungo la strada e ritorno lungo la Seven Mile Beach nel tardo pomeriggio.",
          "En catamarán costa arriba hasta la arena tranquila de Bloody Bay, en el extremo norte de Negril, un baño con máscara sobre el arrecife por el camino y vuelta por Seven Mile Beach a última hora de la tarde.",
          "À bord d'un catamaran le long de la côte jusqu'au sable paisible de Bloody Bay, à l'extrémité nord de Negril, une baignade avec masque au-dessus du récif en chemin, et retour le long de Seven Mile Beach en fin d'après-midi.",
          "Mit dem Katamaran die Küste hinauf zum ruhigen Sand der Bloody Bay am Nordende von Negril, unterwegs mit Maske über dem Riff schwimmen, und am späten Nachmittag an der Seven Mile Beach entlang zurück.",
        ],
      ],
    ],
  },
  "JAM Ocho Rios": {
    days: [
      [
        "see",
        [
          "Ocho Rios: Nine Mile, Bob Marley's village",
          "Ocho Rios: Nine Mile, il villaggio di Bob Marley",
          "Ocho Rios: Nine Mile, el pueblo de Bob Marley",
          "Ocho Rios : Nine Mile, le village de Bob Marley",
          "Ocho Rios: Nine Mile, das Dorf von Bob Marley",
        ],
        [
          "Up into the hills of St. Ann to Nine Mile, where Bob Marley was born and lies in a small mausoleum, with a Rastafarian guide, the rock pillow of his song and the family's old house.",
          "Sulle colline di St. Ann fino a Nine Mile, dove Bob Marley nacque e riposa in un piccolo mausoleo, con una guida rastafariana, il cuscino di pietra della sua canzone e la vecchia casa di famiglia.",
          "Subida a las colinas de St. Ann hasta Nine Mile, donde nació Bob Marley y descansa en un pequeño mausoleo, con un guía rastafari, la almohada de piedra de su canción y la vieja casa familiar.",
          "Dans les collines de St. Ann jusqu'à Nine Mile, où Bob Marley est né et repose dans un petit mausolée, avec un guide rastafari, l'oreiller de pierre de sa chanson et la vieille maison familiale.",
          "Hinauf in die Hügel von St. Ann nach Nine Mile, wo Bob Marley geboren wurde und in einem kleinen Mausoleum ruht, mit einem Rastafari-Guide, dem Steinkissen aus seinem Song und dem alten Haus der Familie.",
        ],
      ],
      [
        "see",
        [
          "Ocho Rios: Fern Gully and Konoko Falls",
          "Ocho Rios: Fern Gully e le Konoko Falls",
          "Ocho Rios: Fern Gully y las Konoko Falls",
          "Ocho Rios : Fern Gully et les Konoko Falls",
          "Ocho Rios: Fern Gully und die Konoko Falls",
        ],
        [
          "The road through Fern Gully, an old riverbed under a roof of tree ferns, then the gardens and cascades of Konoko Falls and the Taíno relics of its small museum.",
          "La strada di Fern Gully, un vecchio letto di fiume sotto un tetto di felci arboree, poi i giardini e le cascate di Konoko Falls e i reperti taíno del suo piccolo museo.",
          "La carretera de Fern Gully, un viejo cauce bajo un techo de helechos arborescentes, y después los jardines y cascadas de Konoko Falls y los restos taínos de su pequeño museo.",
          "La route de Fern Gully, un ancien lit de rivière sous un toit de fougères arborescentes, puis les jardins et les cascades de Konoko Falls et les vestiges taïnos de son petit musée.",
          "Die Straße durch Fern Gully, ein altes Flussbett unter einem Dach aus Baumfarnen, dann die Gärten und Kaskaden der Konoko Falls und die Taíno-Funde ihres kleinen Museums.",
        ],
      ],
      [
        "food",
        [
          "Ocho Rios: ackee and saltfish and the stalls of Faith's Pen",
          "Ocho Rios: ackee and saltfish e i chioschi di Faith's Pen",
          "Ocho Rios: ackee con bacalao y los puestos de Faith's Pen",
          "Ocho Rios : ackee and saltfish et les étals de Faith's Pen",
          "Ocho Rios: Ackee and Saltfish und die Stände von Faith's Pen",
        ],
        [
          "Jamaica's national breakfast of ackee and saltfish with callaloo and fried dumplings, then the roadside cook shops of Faith's Pen for roast yam, jerk chicken and mannish water.",
          "La colazione nazionale giamaicana di ackee and saltfish con callaloo e dumpling fritti, poi le cucine a bordo strada di Faith's Pen per igname arrosto, jerk chicken e mannish water.",
          "El desayuno nacional jamaicano de ackee con bacalao, callaloo y dumplings fritos, y después las cocinas al borde de la carretera de Faith's Pen para ñame asado, pollo jerk y mannish water.",
          "Le petit-déjeuner national jamaïcain d'ackee and saltfish avec callaloo et dumplings frits, puis les cuisines de bord de route de Faith's Pen pour l'igname rôtie, le poulet jerk et le mannish water.",
          "Jamaikas Nationalfrühstück Ackee and Saltfish mit Callaloo und frittierten Dumplings, dann die Garküchen an der Straße bei Faith's Pen mit gerösteter Yamswurzel, Jerk Chicken und Mannish Water.",
        ],
      ],
      [
        "beach",
        [
          "Ocho Rios: James Bond Beach at Oracabessa",
          "Ocho Rios: la James Bond Beach a Oracabessa",
          "Ocho Rios: la playa James Bond en Oracabessa",
          "Ocho Rios : la plage James Bond à Oracabessa",
          "Ocho Rios: der James Bond Beach in Oracabessa",
        ],
        [
          "East along the coast to Oracabessa, where Ian Fleming wrote the Bond novels at Goldeneye, and a day on the sheltered sand of James Bond Beach, with clear water for a swim over the reef.",
          "Verso est lungo la costa fino a Oracabessa, dove Ian Fleming scrisse i romanzi di Bond a Goldeneye, e una giornata sulla sabbia riparata della James Bond Beach, con acqua limpida per nuotare sulla barriera.",
          "Hacia el este por la costa hasta Oracabessa, donde Ian Fleming escribió las novelas de Bond en Goldeneye, y un día en la arena resguardada de James Bond Beach, con agua clara para nadar sobre el arrecife.",
          "Vers l'est le long de la côte jusqu'à Oracabessa, où Ian Fleming écrivit les romans de Bond à Goldeneye, et une journée sur le sable abrité de James Bond Beach, dans une eau claire pour nager au-dessus du récif.",
          "Die Küste entlang nach Osten nach Oracabessa, wo Ian Fleming auf Goldeneye die Bond-Romane schrieb, und ein Tag am geschützten Sand des James Bond Beach, mit klarem Wasser zum Schwimmen über dem Riff.",
        ],
      ],
    ],
  },
  "JAM Dunn's River Falls": {
    days: [
      [
        "see",
        [
          "Dunn's River Falls: climbing the falls",
          "Cascate Dunn's River: la risalita delle cascate",
          "Cataratas Dunn's River: la subida por la cascada",
          "Chutes de Dunn's River : l'ascension des chutes",
          "Dunn's River Falls: den Wasserfall hinaufklettern",
        ],
        [
          "A climb up the terraced limestone of Dunn's River Falls from the beach, in a human chain behind a local guide, through cascades and pools under the shade of the trees.",
          "La risalita delle terrazze di calcare delle cascate Dunn's River dalla spiaggia, in catena umana dietro una guida del posto, tra cascatelle e pozze all'ombra degli alberi.",
          "La subida por las terrazas de caliza de las cataratas Dunn's River desde la playa, en cadena humana detrás de un guía local, entre cascadas y pozas a la sombra de los árboles.",
          "L'ascension des terrasses calcaires des chutes de Dunn's River depuis la plage, en chaîne humaine derrière un guide local, à travers cascades et vasques à l'ombre des arbres.",
          "Der Aufstieg über die Kalksteinterrassen der Dunn's River Falls vom Strand aus, in einer Menschenkette hinter einem einheimischen Guide, durch Kaskaden und Becken im Schatten der Bäume.",
        ],
      ],
    ],
  },
  "JAM Port Antonio": {
    days: [
      [
        "see",
        [
          "Port Antonio: rafting the Rio Grande and the Blue Lagoon",
          "Port Antonio: zattera sul Rio Grande e la Blue Lagoon",
          "Port Antonio: balsa por el Rio Grande y la Blue Lagoon",
          "Port Antonio : radeau sur le Rio Grande et le Blue Lagoon",
          "Port Antonio: Floßfahrt auf dem Rio Grande und die Blue Lagoon",
        ],
        [
          "A long bamboo raft down the Rio Grande, as banana boats once went, then the deep Blue Lagoon, where cold springs meet the sea, and the cove of Frenchman's Cove.",
          "Una lunga zattera di bambù lungo il Rio Grande, come un tempo i carichi di banane, poi la profonda Blue Lagoon, dove sorgenti fredde incontrano il mare, e la caletta di Frenchman's Cove.",
          "Una larga balsa de bambú por el Rio Grande, como antes bajaban los plátanos, y después la profunda Blue Lagoon, donde manantiales fríos se mezclan con el mar, y la cala de Frenchman's Cove.",
          "Un long radeau de bambou sur le Rio Grande, comme jadis les chargements de bananes, puis le profond Blue Lagoon, où des sources froides rencontrent la mer, et la crique de Frenchman's Cove.",
          "Eine lange Bambusfloßfahrt auf dem Rio Grande, wie einst die Bananenladungen, dann die tiefe Blue Lagoon, wo kalte Quellen aufs Meer treffen, und die Bucht Frenchman's Cove.",
        ],
      ],
      [
        "see",
        [
          "Port Antonio: Reach Falls and the Maroons of Moore Town",
          "Port Antonio: le Reach Falls e i maroon di Moore Town",
          "Port Antonio: las Reach Falls y los cimarrones de Moore Town",
          "Port Antonio : les Reach Falls et les Marrons de Moore Town",
          "Port Antonio: die Reach Falls und die Maroons von Moore Town",
        ],
        [
          "Swimming in the pools of Reach Falls in the rainforest, then up the Rio Grande valley to Moore Town, where the Windward Maroons keep the memory of Nanny and their drums.",
          "Un bagno nelle pozze delle Reach Falls nella foresta pluviale, poi su per la valle del Rio Grande fino a Moore Town, dove i maroon sopravvento custodiscono la memoria di Nanny e i loro tamburi.",
          "Un baño en las pozas de las Reach Falls en la selva, y después valle del Rio Grande arriba hasta Moore Town, donde los cimarrones de Barlovento guardan la memoria de Nanny y sus tambores.",
          "Une baignade dans les vasques des Reach Falls en pleine forêt pluviale, puis la vallée du Rio Grande jusqu'à Moore Town, où les Marrons du Vent gardent la mémoire de Nanny et leurs tambours.",
          "Baden in den Becken der Reach Falls im Regenwald, dann das Tal des Rio Grande hinauf nach Moore Town, wo die Windward Maroons die Erinnerung an Nanny und ihre Trommeln bewahren.",
        ],
      ],
      [
        "food",
        [
          "Port Antonio: jerk pits of Boston Bay",
          "Port Antonio: le griglie jerk di Boston Bay",
          "Port Antonio: las parrillas jerk de Boston Bay",
          "Port Antonio : les fosses à jerk de Boston Bay",
          "Port Antonio: die Jerk-Gruben von Boston Bay",
        ],
        [
          "Boston Bay, where jerk was born: pork and chicken rubbed with scotch bonnet and allspice and smoked over pimento wood, with roast breadfruit, festival and a cold ginger beer.",
          "Boston Bay, dove nacque il jerk: maiale e pollo strofinati con peperoncino scotch bonnet e pimento e affumicati sul legno di pimento, con frutto dell'albero del pane arrosto, festival e una ginger beer fresca.",
          "Boston Bay, donde nació el jerk: cerdo y pollo frotados con ají scotch bonnet y pimienta de Jamaica y ahumados sobre leña de pimento, con fruta del pan asada, festival y una ginger beer fría.",
          "Boston Bay, où est né le jerk : porc et poulet frottés de piment scotch bonnet et de piment de la Jamaïque et fumés sur bois de pimento, avec fruit à pain rôti, festival et une ginger beer fraîche.",
          "Boston Bay, wo Jerk erfunden wurde: Schwein und Huhn, mit Scotch-Bonnet-Chili und Piment eingerieben und über Pimentholz geräuchert, dazu gerösteter Brotfrucht, Festival und ein kaltes Ginger Beer.",
        ],
      ],
      [
        "beach",
        [
          "Port Antonio: Frenchman's Cove and Winnifred Beach",
          "Port Antonio: Frenchman's Cove e Winnifred Beach",
          "Port Antonio: Frenchman's Cove y Winnifred Beach",
          "Port Antonio : Frenchman's Cove et Winnifred Beach",
          "Port Antonio: Frenchman's Cove und Winnifred Beach",
        ],
        [
          "The small white cove of Frenchman's Cove, where a cold river runs out into the warm sea, then Winnifred Beach, where families from the villages around swim and cook fish under the almond trees.",
          "La piccola caletta bianca di Frenchman's Cove, dove un fiume freddo sfocia nel mare caldo, poi Winnifred Beach, dove le famiglie dei villaggi intorno nuotano e cucinano pesce sotto i mandorli.",
          "La pequeña cala blanca de Frenchman's Cove, donde un río frío desemboca en el mar templado, y luego Winnifred Beach, donde las familias de los pueblos de alrededor se bañan y asan pescado bajo los almendros.",
          "La petite anse blanche de Frenchman's Cove, où une rivière froide se jette dans la mer chaude, puis Winnifred Beach, où les familles des villages alentour se baignent et font griller du poisson sous les amandiers.",
          "Die kleine weiße Bucht von Frenchman's Cove, wo ein kalter Fluss ins warme Meer mündet, dann Winnifred Beach, wo Familien aus den Dörfern ringsum unter Mandelbäumen baden und Fisch braten.",
        ],
      ],
    ],
  },
  "JAM Blue Mountains": {
    days: [
      [
        "see",
        [
          "Blue Mountains: a Blue Mountain coffee estate",
          "Blue Mountains: una piantagione di caffè Blue Mountain",
          "Montañas Azules: una finca de café Blue Mountain",
          "Montagnes Bleues : une plantation de café Blue Mountain",
          "Blue Mountains: eine Blue-Mountain-Kaffeeplantage",
        ],
        [
          "The winding road up from Kingston to a coffee estate on the misty slopes where Blue Mountain coffee is grown, picked and roasted, with a tasting, and the old hill station of Newcastle.",
          "La strada tortuosa da Kingston fino a una piantagione sui pendii nebbiosi dove si coltiva, raccoglie e tosta il caffè Blue Mountain, con una degustazione, e la vecchia stazione militare di Newcastle.",
          "La carretera de curvas desde Kingston hasta una finca en las laderas brumosas donde se cultiva, recoge y tuesta el café Blue Mountain, con una cata, y el viejo puesto militar de Newcastle.",
          "La route en lacets depuis Kingston jusqu'à une plantation sur les pentes brumeuses où l'on cultive, cueille et torréfie le café Blue Mountain, avec une dégustation, et la vieille station militaire de Newcastle.",
          "Die kurvige Straße von Kingston hinauf zu einer Plantage an den nebligen Hängen, wo Blue-Mountain-Kaffee angebaut, gepflückt und geröstet wird, mit Verkostung, und die alte Garnisonsstation Newcastle.",
        ],
      ],
      [
        "see",
        [
          "Blue Mountains: the trails of Holywell",
          "Blue Mountains: i sentieri di Holywell",
          "Montañas Azules: los senderos de Holywell",
          "Montagnes Bleues : les sentiers de Holywell",
          "Blue Mountains: die Pfade von Holywell",
        ],
        [
          "Walks on the trails of Holywell in the Blue and John Crow Mountains National Park, through montane forest of tree ferns and wild ginger, with views down to Kingston and the sea.",
          "Camminate sui sentieri di Holywell nel parco nazionale delle Blue and John Crow Mountains, nella foresta montana di felci arboree e zenzero selvatico, con vista su Kingston e sul mare.",
          "Caminatas por los senderos de Holywell en el parque nacional de las Blue and John Crow Mountains, por bosque de montaña de helechos arborescentes y jengibre silvestre, con vistas a Kingston y al mar.",
          "Des randonnées sur les sentiers de Holywell dans le parc national des Blue and John Crow Mountains, dans la forêt de montagne de fougères arborescentes et de gingembre sauvage, avec vue sur Kingston et la mer.",
          "Wanderungen auf den Pfaden von Holywell im Nationalpark Blue and John Crow Mountains, durch Bergwald mit Baumfarnen und wildem Ingwer, mit Blick hinab auf Kingston und das Meer.",
        ],
      ],
    ],
  },
  "JAM Kingston": {
    days: [
      [
        "see",
        [
          "Kingston: the Bob Marley Museum and Devon House",
          "Kingston: il Bob Marley Museum e Devon House",
          "Kingston: el Museo Bob Marley y Devon House",
          "Kingston : le Bob Marley Museum et Devon House",
          "Kingston: das Bob Marley Museum und Devon House",
        ],
        [
          "Bob Marley's home and studio at 56 Hope Road, now the Bob Marley Museum, then Devon House, the mansion of Jamaica's first Black millionaire, and its famous ice cream.",
          "La casa e lo studio di Bob Marley al 56 di Hope Road, oggi Bob Marley Museum, poi Devon House, la villa del primo milionario nero della Giamaica, e il suo celebre gelato.",
          "La casa y el estudio de Bob Marley en el 56 de Hope Road, hoy Museo Bob Marley, y después Devon House, la mansión del primer millonario negro de Jamaica, y su famoso helado.",
          "La maison et le studio de Bob Marley au 56 Hope Road, devenus le Bob Marley Museum, puis Devon House, demeure du premier millionnaire noir de la Jamaïque, et sa célèbre glace.",
          "Bob Marleys Haus und Studio in der Hope Road 56, heute das Bob Marley Museum, dann Devon House, die Villa des ersten schwarzen Millionärs Jamaikas, und ihr berühmtes Eis.",
        ],
      ],
      [
        "see",
        [
          "Kingston: Trench Town and Port Royal",
          "Kingston: Trench Town e Port Royal",
          "Kingston: Trench Town y Port Royal",
          "Kingston : Trench Town et Port Royal",
          "Kingston: Trench Town und Port Royal",
        ],
        [
          "The Trench Town Culture Yard, where reggae grew up, the National Gallery downtown, then out along the Palisadoes to Port Royal, the pirate town sunk by the earthquake of 1692, and Fort Charles.",
          "Il Trench Town Culture Yard, dove crebbe il reggae, la National Gallery in centro, poi lungo i Palisadoes fino a Port Royal, la città dei pirati inghiottita dal terremoto del 1692, e Fort Charles.",
          "El Trench Town Culture Yard, donde creció el reggae, la National Gallery del centro, y después los Palisadoes hasta Port Royal, la ciudad pirata hundida por el terremoto de 1692, y Fort Charles.",
          "Le Trench Town Culture Yard, où le reggae a grandi, la National Gallery du centre, puis les Palisadoes jusqu'à Port Royal, la ville des pirates engloutie par le séisme de 1692, et Fort Charles.",
          "Der Trench Town Culture Yard, wo der Reggae aufwuchs, die National Gallery in Downtown, dann über die Palisadoes nach Port Royal, der 1692 vom Erdbeben versenkten Piratenstadt, und Fort Charles.",
        ],
      ],
      [
        "food",
        [
          "Kingston: fish and bammy at Port Royal",
          "Kingston: pesce e bammy a Port Royal",
          "Kingston: pescado y bammy en Port Royal",
          "Kingston : poisson et bammy à Port Royal",
          "Kingston: Fisch und Bammy in Port Royal",
        ],
        [
          "Fried snapper and bammy, the cassava flatbread, at the seafood cook shops of Port Royal, then a Jamaican patty and a slice of hardo bread downtown, and a glass of sorrel or Irish moss.",
          "Dentice fritto e bammy, la focaccia di manioca, nelle cucine di pesce di Port Royal, poi un patty giamaicano e una fetta di hardo bread in centro e un bicchiere di sorrel o di Irish moss.",
          "Pargo frito y bammy, el pan plano de yuca, en las cocinas de pescado de Port Royal, y después un patty jamaicano y una rebanada de hardo bread en el centro, con un vaso de sorrel o de Irish moss.",
          "Vivaneau frit et bammy, la galette de manioc, dans les cuisines de poisson de Port Royal, puis un patty jamaïcain et une tranche de hardo bread dans le centre, et un verre de sorrel ou d'Irish moss.",
          "Gebratener Schnapper und Bammy, das Maniokfladenbrot, in den Fischküchen von Port Royal, dann ein jamaikanisches Patty und eine Scheibe Hardo Bread in Downtown und ein Glas Sorrel oder Irish Moss.",
        ],
      ],
      [
        "night",
        [
          "Kingston: a sound system street dance",
          "Kingston: una street dance con sound system",
          "Kingston: un baile callejero con sound system",
          "Kingston : une street dance avec sound system",
          "Kingston: eine Straßenparty mit Soundsystem",
        ],
        [
          "A night with the sound systems that made Jamaican music, at one of the weekly street dances of the city, where selectors play dancehall and reggae from towering speaker stacks.",
          "Una notte con i sound system che hanno fatto la musica giamaicana, in una delle street dance settimanali della città, dove i selector suonano dancehall e reggae da enormi pile di casse.",
          "Una noche con los sound systems que crearon la música jamaicana, en uno de los bailes callejeros semanales de la ciudad, donde los selectors pinchan dancehall y reggae desde torres de altavoces.",
          "Une nuit avec les sound systems qui ont fait la musique jamaïcaine, dans l'une des street dances hebdomadaires de la ville, où les selectors passent du dancehall et du reggae sur des murs d'enceintes.",
          "Eine Nacht mit den Soundsystems, die die jamaikanische Musik geprägt haben, bei einer der wöchentlichen Straßenpartys der Stadt, wo Selectors Dancehall und Reggae aus riesigen Boxentürmen spielen.",
        ],
      ],
    ],
  },
  "BHS Nassau": {
    days: [
      [
        "see",
        [
          "Nassau: Bay Street and the Queen's Staircase",
          "Nassau: Bay Street e la Queen's Staircase",
          "Nassau: Bay Street y la Queen's Staircase",
          "Nassau : Bay Street et le Queen's Staircase",
          "Nassau: Bay Street und die Queen's Staircase",
        ],
        [
          "The pink colonial buildings of Parliament Square and Bay Street, the Queen's Staircase cut into the limestone by enslaved people, Fort Fincastle above the town, and the straw market.",
          "Gli edifici coloniali rosa di Parliament Square e Bay Street, la Queen's Staircase scavata nel calcare dagli schiavi, Fort Fincastle sopra la città e il mercato della paglia.",
          "Los edificios coloniales rosados de Parliament Square y Bay Street, la Queen's Staircase tallada en la caliza por esclavos, Fort Fincastle sobre la ciudad y el mercado de paja.",
          "Les bâtiments coloniaux roses de Parliament Square et de Bay Street, le Queen's Staircase taillé dans le calcaire par des esclaves, Fort Fincastle au-dessus de la ville et le marché de la paille.",
          "Die rosa Kolonialbauten am Parliament Square und in der Bay Street, die von Versklavten in den Kalkstein gehauene Queen's Staircase, Fort Fincastle über der Stadt und der Strohmarkt.",
        ],
      ],
      [
        "see",
        [
          "Nassau: Paradise Island and Cabbage Beach",
          "Nassau: Paradise Island e Cabbage Beach",
          "Nassau: Paradise Island y Cabbage Beach",
          "Nassau : Paradise Island et Cabbage Beach",
          "Nassau: Paradise Island und Cabbage Beach",
        ],
        [
          "Across the bridge to Paradise Island, the ruined cloister brought stone by stone from France, the Versailles Gardens, and the long white sand of Cabbage Beach.",
          "Oltre il ponte fino a Paradise Island, il chiostro in rovina portato pietra per pietra dalla Francia, i Versailles Gardens e la lunga sabbia bianca di Cabbage Beach.",
          "Cruzando el puente a Paradise Island, el claustro en ruinas traído piedra a piedra desde Francia, los Versailles Gardens y la larga arena blanca de Cabbage Beach.",
          "Le pont vers Paradise Island, le cloître en ruine rapporté pierre par pierre de France, les Versailles Gardens et le long sable blanc de Cabbage Beach.",
          "Über die Brücke nach Paradise Island, der Stein für Stein aus Frankreich geholte Kreuzgang, die Versailles Gardens und der lange weiße Sand von Cabbage Beach.",
        ],
      ],
      [
        "food",
        [
          "Nassau: conch salad at the Fish Fry",
          "Nassau: insalata di strombo al Fish Fry",
          "Nassau: ensalada de caracol en el Fish Fry",
          "Nassau : salade de lambi au Fish Fry",
          "Nassau: Conch-Salat am Fish Fry",
        ],
        [
          "The shacks of the Arawak Cay Fish Fry: conch salad chopped to order with lime and peppers, cracked conch, fried snapper with peas and rice, guava duff and a sky juice of gin and coconut water.",
          "Le baracche dell'Arawak Cay Fish Fry: insalata di strombo tagliata al momento con lime e peperoncino, cracked conch, dentice fritto con peas and rice, guava duff e uno sky juice di gin e acqua di cocco.",
          "Los chiringuitos del Fish Fry de Arawak Cay: ensalada de caracol picada al momento con lima y ají, cracked conch, pargo frito con peas and rice, guava duff y un sky juice de ginebra y agua de coco.",
          "Les cabanes du Fish Fry d'Arawak Cay : salade de lambi coupée à la demande au citron vert et au piment, cracked conch, vivaneau frit avec peas and rice, guava duff et un sky juice de gin et d'eau de coco.",
          "Die Buden des Fish Fry auf Arawak Cay: frisch geschnittener Conch-Salat mit Limette und Chili, Cracked Conch, gebratener Schnapper mit Peas and Rice, Guava Duff und ein Sky Juice aus Gin und Kokoswasser.",
        ],
      ],
    ],
  },
  "BHS Exuma Cays": {
    days: [
      [
        "boat",
        [
          "Exuma Cays: the iguanas of Allan's Cay and Shroud Cay",
          "Cayi di Exuma: le iguane di Allan's Cay e Shroud Cay",
          "Cayos de Exuma: las iguanas de Allan's Cay y Shroud Cay",
          "Cayes d'Exuma : les iguanes d'Allan's Cay et Shroud Cay",
          "Exuma Cays: die Leguane von Allan's Cay und Shroud Cay",
        ],
        [
          "Sailing down the chain of cays to Allan's Cay and its rock iguanas, then Shroud Cay, where a dinghy follows a mangrove creek across the island to a beach on Exuma Sound.",
          "Navigando lungo la catena dei cayi fino ad Allan's Cay e le sue iguane delle rocce, poi Shroud Cay, dove un tender segue un canale di mangrovie attraverso l'isola fino a una spiaggia sull'Exuma Sound.",
          "Navegando por la cadena de cayos hasta Allan's Cay y sus iguanas de roca, y después Shroud Cay, donde una lancha sigue un canal de manglar a través de la isla hasta una playa sobre el Exuma Sound.",
          "La navigation le long du chapelet de cayes jusqu'à Allan's Cay et ses iguanes des rochers, puis Shroud Cay, où une annexe suit un chenal de mangrove à travers l'île jusqu'à une plage sur l'Exuma Sound.",
          "Segeln entlang der Inselkette nach Allan's Cay mit seinen Felsenleguanen, dann Shroud Cay, wo ein Beiboot einem Mangrovenkanal quer über die Insel zu einem Strand am Exuma Sound folgt.",
        ],
      ],
      [
        "boat",
        [
          "Exuma Cays: Warderick Wells and the Land and Sea Park",
          "Cayi di Exuma: Warderick Wells e il Land and Sea Park",
          "Cayos de Exuma: Warderick Wells y el Land and Sea Park",
          "Cayes d'Exuma : Warderick Wells et le Land and Sea Park",
          "Exuma Cays: Warderick Wells und der Land and Sea Park",
        ],
        [
          "The Exuma Cays Land and Sea Park, a no-take reserve, with a mooring at Warderick Wells, the climb to Boo Boo Hill above the turquoise channels, and snorkel stops over its coral heads.",
          "L'Exuma Cays Land and Sea Park, una riserva dove è vietata la pesca, con l'ormeggio a Warderick Wells, la salita a Boo Boo Hill sopra i canali turchesi e le soste di snorkeling sulle sue teste di corallo.",
          "El Exuma Cays Land and Sea Park, una reserva sin pesca, con fondeo en Warderick Wells, la subida a Boo Boo Hill sobre los canales turquesa y paradas de esnórquel sobre sus cabezos de coral.",
          "L'Exuma Cays Land and Sea Park, réserve où toute pêche est interdite, avec un mouillage à Warderick Wells, la montée à Boo Boo Hill au-dessus des chenaux turquoise et des arrêts de nage avec masque sur ses patates de corail.",
          "Der Exuma Cays Land and Sea Park, ein Schutzgebiet ohne Fischfang, mit Liegeplatz vor Warderick Wells, dem Aufstieg auf den Boo Boo Hill über den türkisfarbenen Kanälen und Schnorchelstopps an seinen Korallenblöcken.",
        ],
      ],
      [
        "boat",
        [
          "Exuma Cays: Staniel Cay and the Thunderball Grotto",
          "Cayi di Exuma: Staniel Cay e la Thunderball Grotto",
          "Cayos de Exuma: Staniel Cay y la Thunderball Grotto",
          "Cayes d'Exuma : Staniel Cay et la Thunderball Grotto",
          "Exuma Cays: Staniel Cay und die Thunderball Grotto",
        ],
        [
          "Staniel Cay and the swim into the Thunderball Grotto at slack tide, the swimming pigs of Big Major Cay, and the nurse sharks that gather at the dock of Compass Cay.",
          "Staniel Cay e la nuotata dentro la Thunderball Grotto con la marea ferma, i maiali che nuotano di Big Major Cay e gli squali nutrice che si radunano al pontile di Compass Cay.",
          "Staniel Cay y el baño dentro de la Thunderball Grotto con la marea parada, los cerdos nadadores de Big Major Cay y los tiburones gata que se reúnen en el muelle de Compass Cay.",
          "Staniel Cay et la nage dans la Thunderball Grotto à l'étale, les cochons nageurs de Big Major Cay et les requins-nourrices qui se rassemblent au ponton de Compass Cay.",
          "Staniel Cay und das Hineinschwimmen in die Thunderball Grotto bei Stillwasser, die schwimmenden Schweine von Big Major Cay und die Ammenhaie, die sich am Steg von Compass Cay sammeln.",
        ],
      ],
    ],
  },
  "BHS Andros": {
    days: [
      [
        "see",
        [
          "Andros: blue holes and Androsia batik",
          "Andros: blue hole e batik Androsia",
          "Andros: agujeros azules y batik Androsia",
          "Andros : trous bleus et batik Androsia",
          "Andros: Blue Holes und Androsia-Batik",
        ],
        [
          "The largest island of the Bahamas and its inland blue holes, deep round pools in the pine forest such as Captain Bill's, and the Androsia workshop at Fresh Creek, where batik is printed by hand.",
          "L'isola più grande delle Bahamas e i suoi blue hole nell'interno, pozze rotonde e profonde nella pineta come Captain Bill's, e il laboratorio Androsia a Fresh Creek, dove il batik si stampa a mano.",
          "La isla más grande de las Bahamas y sus agujeros azules del interior, pozas redondas y profundas en el pinar como Captain Bill's, y el taller Androsia de Fresh Creek, donde el batik se estampa a mano.",
          "La plus grande île des Bahamas et ses trous bleus intérieurs, bassins ronds et profonds dans la pinède comme Captain Bill's, et l'atelier Androsia de Fresh Creek, où le batik est imprimé à la main.",
          "Die größte Insel der Bahamas und ihre Blue Holes im Landesinneren, tiefe runde Becken im Kiefernwald wie Captain Bill's, und die Androsia-Werkstatt in Fresh Creek, wo Batik von Hand gedruckt wird.",
        ],
      ],
      [
        "boat",
        [
          "Andros: the barrier reef and the Tongue of the Ocean",
          "Andros: la barriera corallina e la Tongue of the Ocean",
          "Andros: la barrera de coral y la Lengua del Océano",
          "Andros : la barrière de corail et la Langue de l'Océan",
          "Andros: das Barriereriff und die Tongue of the Ocean",
        ],
        [
          "A boat out to the Andros barrier reef, one of the longest in the world, to swim with masks over its coral gardens, with the deep blue drop of the Tongue of the Ocean just beyond.",
          "Una barca fino alla barriera corallina di Andros, una delle più lunghe del mondo, per nuotare con la maschera sopra i suoi giardini di corallo, con subito oltre il blu profondo della Tongue of the Ocean.",
          "Una lancha hasta la barrera de coral de Andros, una de las más largas del mundo, para nadar con máscara sobre sus jardines de coral, con el azul profundo de la Lengua del Océano justo detrás.",
          "Un bateau jusqu'à la barrière de corail d'Andros, l'une des plus longues du monde, pour nager avec masque au-dessus de ses jardins de corail, avec juste au-delà le bleu profond de la Langue de l'Océan.",
          "Mit dem Boot hinaus zum Barriereriff von Andros, einem der längsten der Welt, zum Schnorcheln über seinen Korallengärten, dahinter gleich das tiefe Blau der Tongue of the Ocean.",
        ],
      ],
    ],
  },
  "BHS Eleuthera": {
    days: [
      [
        "see",
        [
          "Eleuthera: the Glass Window Bridge and the Queen's Baths",
          "Eleuthera: il Glass Window Bridge e i Queen's Baths",
          "Eleuthera: el Glass Window Bridge y los Queen's Baths",
          "Eleuthera : le Glass Window Bridge et les Queen's Baths",
          "Eleuthera: die Glass Window Bridge und die Queen's Baths",
        ],
        [
          "The Glass Window Bridge, where the island narrows to a rock between the deep blue Atlantic and the green shallows of the Bight, the rock pools of the Queen's Baths, and Preacher's Cave.",
          "Il Glass Window Bridge, dove l'isola si riduce a una roccia tra il blu profondo dell'Atlantico e le acque basse verdi della Bight, le pozze di roccia dei Queen's Baths e la Preacher's Cave.",
          "El Glass Window Bridge, donde la isla se estrecha hasta una roca entre el azul profundo del Atlántico y los bajos verdes del Bight, las pozas de roca de los Queen's Baths y la Preacher's Cave.",
          "Le Glass Window Bridge, où l'île se réduit à un rocher entre le bleu profond de l'Atlantique et les hauts-fonds verts du Bight, les vasques rocheuses des Queen's Baths et la Preacher's Cave.",
          "Die Glass Window Bridge, wo die Insel zu einem Felsen zwischen dem tiefblauen Atlantik und den grünen Untiefen der Bight schrumpft, die Felsbecken der Queen's Baths und Preacher's Cave.",
        ],
      ],
      [
        "beach",
        [
          "Eleuthera: French Leave and Lighthouse Beach",
          "Eleuthera: French Leave e Lighthouse Beach",
          "Eleuthera: French Leave y Lighthouse Beach",
          "Eleuthera : French Leave et Lighthouse Beach",
          "Eleuthera: French Leave und Lighthouse Beach",
        ],
        [
          "The pale pink sand of French Leave Beach on the calm side of the island, then the cliffs and dunes of Lighthouse Beach at its southern tip, for swimming on both seas.",
          "La sabbia rosa pallido di French Leave Beach sul lato calmo dell'isola, poi le scogliere e le dune di Lighthouse Beach sulla sua punta sud, per nuotare in due mari.",
          "La arena rosa pálido de French Leave Beach, en el lado tranquilo de la isla, y después los acantilados y dunas de Lighthouse Beach en su extremo sur, para bañarse en los dos mares.",
          "Le sable rose pâle de French Leave Beach, côté calme de l'île, puis les falaises et les dunes de Lighthouse Beach à sa pointe sud, pour nager dans les deux mers.",
          "Der blassrosa Sand von French Leave Beach auf der ruhigen Seite der Insel, dann Klippen und Dünen von Lighthouse Beach an der Südspitze, zum Baden in beiden Meeren.",
        ],
      ],
    ],
  },
  "BHS Exumas": {
    days: [
      [
        "see",
        [
          "Exumas: George Town and Stocking Island",
          "Exuma: George Town e Stocking Island",
          "Exuma: George Town y Stocking Island",
          "Exumas : George Town et Stocking Island",
          "Exumas: George Town und Stocking Island",
        ],
        [
          "The pastel buildings of George Town on Lake Victoria, then the water taxi to Stocking Island, its dunes and the path across to its ocean beach, with stingrays in the shallows of the bay side.",
          "Gli edifici color pastello di George Town sul lago Victoria, poi il taxi d'acqua fino a Stocking Island, le sue dune e il sentiero fino alla spiaggia sull'oceano, con le razze nell'acqua bassa sul lato della baia.",
          "Los edificios pastel de George Town junto al lago Victoria, y después el taxi acuático a Stocking Island, sus dunas y el sendero hasta la playa del océano, con rayas en los bajos del lado de la bahía.",
          "Les maisons pastel de George Town au bord du lac Victoria, puis le bateau-taxi vers Stocking Island, ses dunes et le sentier jusqu'à sa plage océane, avec des raies dans les hauts-fonds côté baie.",
          "Die Pastellhäuser von George Town am Lake Victoria, dann mit dem Wassertaxi nach Stocking Island, zu ihren Dünen und auf dem Pfad zum Ozeanstrand, Stachelrochen im flachen Wasser der Buchtseite.",
        ],
      ],
      [
        "beach",
        [
          "Exumas: the Tropic of Cancer Beach",
          "Exuma: la Tropic of Cancer Beach",
          "Exuma: la playa del Trópico de Cáncer",
          "Exumas : la plage du Tropique du Cancer",
          "Exumas: der Tropic of Cancer Beach",
        ],
        [
          "A day on Little Exuma at the Tropic of Cancer Beach, a curve of white sand and clear shallow water on the line of the tropic, with a swim and a picnic under the casuarinas.",
          "Una giornata a Little Exuma sulla Tropic of Cancer Beach, una curva di sabbia bianca e acqua bassa e limpida sulla linea del tropico, con un bagno e un picnic sotto le casuarine.",
          "Un día en Little Exuma en la playa del Trópico de Cáncer, una curva de arena blanca y agua baja y transparente sobre la línea del trópico, con un baño y un picnic bajo las casuarinas.",
          "Une journée à Little Exuma sur la plage du Tropique du Cancer, une courbe de sable blanc et d'eau claire et peu profonde sur la ligne du tropique, avec baignade et pique-nique sous les filaos.",
          "Ein Tag auf Little Exuma am Tropic of Cancer Beach, einem Bogen aus weißem Sand und klarem, flachem Wasser auf der Linie des Wendekreises, mit Baden und Picknick unter den Kasuarinen.",
        ],
      ],
    ],
  },
};
