import type { PlaceDayTable } from "./types";

export const DAYS_SOUTH_AMERICA_OCEANIA: PlaceDayTable = {
  "BRA Rio de Janeiro": {
    days: [
      [
        "see",
        [
          "Rio de Janeiro: Sugarloaf and Christ the Redeemer",
          "Rio de Janeiro: Pan di Zucchero e Cristo Redentore",
          "Río de Janeiro: el Pan de Azúcar y el Cristo Redentor",
          "Rio de Janeiro : le Pain de Sucre et le Christ Rédempteur",
          "Rio de Janeiro: Zuckerhut und Cristo Redentor",
        ],
        [
          "The cable car from Praia Vermelha up Morro da Urca and on to Sugarloaf, then the cog train through the Tijuca forest to Corcovado, where Christ the Redeemer looks over Guanabara Bay and the beaches.",
          "La funivia da Praia Vermelha sale al Morro da Urca e poi al Pan di Zucchero; quindi il trenino a cremagliera attraversa la foresta della Tijuca fino al Corcovado, dove il Cristo Redentore domina la baia di Guanabara e le spiagge.",
          "El teleférico sube desde Praia Vermelha al morro da Urca y luego al Pan de Azúcar; después, el tren de cremallera cruza el bosque de Tijuca hasta el Corcovado, donde el Cristo Redentor domina la bahía de Guanabara y las playas.",
          "Le téléphérique monte de Praia Vermelha au Morro da Urca puis au Pain de Sucre ; ensuite le train à crémaillère traverse la forêt de Tijuca jusqu'au Corcovado, où le Christ Rédempteur domine la baie de Guanabara et les plages.",
          "Mit der Seilbahn von Praia Vermelha auf den Morro da Urca und weiter auf den Zuckerhut, danach mit der Zahnradbahn durch den Tijuca-Wald auf den Corcovado, wo die Christusstatue über die Guanabara-Bucht und die Strände blickt.",
        ],
      ],
      [
        "see",
        [
          "Rio de Janeiro: Lapa, Santa Teresa and the old town",
          "Rio de Janeiro: Lapa, Santa Teresa e il centro storico",
          "Río de Janeiro: Lapa, Santa Teresa y el casco antiguo",
          "Rio de Janeiro : Lapa, Santa Teresa et la vieille ville",
          "Rio de Janeiro: Lapa, Santa Teresa und die Altstadt",
        ],
        [
          "A walk from Praça XV and the mirrored tearoom of the Confeitaria Colombo to the white arches of Lapa and the tiled Selarón steps, then the old yellow tram up to the hilltop lanes and artists' studios of Santa Teresa.",
          "Una passeggiata da Praça XV e dalla Confeitaria Colombo, con i suoi specchi, agli archi bianchi di Lapa e alla scalinata di piastrelle di Selarón, poi il vecchio tram giallo sale ai vicoli e agli atelier di Santa Teresa.",
          "Un paseo desde la Praça XV y la Confeitaria Colombo, con sus espejos, hasta los arcos blancos de Lapa y la escalera de azulejos de Selarón; luego el viejo tranvía amarillo sube a las callejuelas y talleres de Santa Teresa.",
          "Une balade de la Praça XV et de la Confeitaria Colombo, avec ses miroirs, jusqu'aux arches blanches de Lapa et à l'escalier de carreaux de Selarón, puis le vieux tramway jaune grimpe vers les ruelles et les ateliers de Santa Teresa.",
          "Ein Spaziergang von der Praça XV und der verspiegelten Confeitaria Colombo zu den weißen Bögen von Lapa und der Fliesentreppe von Selarón, dann mit der alten gelben Straßenbahn hinauf in die Gassen und Ateliers von Santa Teresa.",
        ],
      ],
      [
        "food",
        [
          "Rio de Janeiro: feijoada and botecos",
          "Rio de Janeiro: feijoada e botecos",
          "Río de Janeiro: feijoada y botecos",
          "Rio de Janeiro : feijoada et botecos",
          "Rio de Janeiro: Feijoada und Botecos",
        ],
        [
          "Feijoada of black beans and pork with farofa and greens at a boteco, the corner bar of Rio, pão de queijo and açaí from a juice stand, the stalls of the Cobal do Humaitá market, and a caipirinha made with cachaça.",
          "Feijoada di fagioli neri e maiale con farofa e verdure in un boteco, pão de queijo e açaí da un chiosco di succhi, i banchi del mercato Cobal do Humaitá e una caipirinha fatta con la cachaça.",
          "Feijoada de frijoles negros y cerdo con farofa y verduras en un boteco, pão de queijo y açaí de un puesto de jugos, los puestos del mercado Cobal do Humaitá y una caipiriña hecha con cachaza.",
          "Feijoada de haricots noirs et de porc avec farofa et chou vert dans un boteco, pão de queijo et açaí d'un bar à jus, les étals du marché Cobal do Humaitá et une caipirinha à la cachaça.",
          "Feijoada aus schwarzen Bohnen und Schweinefleisch mit Farofa und Kohl in einem Boteco, Pão de Queijo und Açaí von einer Saftbar, die Stände der Markthalle Cobal do Humaitá und ein Caipirinha mit Cachaça.",
        ],
      ],
      [
        "night",
        [
          "Rio de Janeiro: samba in Lapa",
          "Rio de Janeiro: samba a Lapa",
          "Río de Janeiro: samba en Lapa",
          "Rio de Janeiro : samba à Lapa",
          "Rio de Janeiro: Samba in Lapa",
        ],
        [
          "An evening in Lapa, where samba bands play in the old houses of Rua do Lavradio and the crowd spills out under the arches, with the late bars of Botafogo for those who want more.",
          "Una serata a Lapa, dove le band di samba suonano nelle vecchie case di Rua do Lavradio e la folla si riversa sotto gli archi; per chi vuole continuare, i bar di Botafogo fanno tardi.",
          "Una noche en Lapa, donde las bandas de samba tocan en las viejas casas de la Rua do Lavradio y la gente desborda bajo los arcos; para quien quiera seguir, los bares de Botafogo cierran tarde.",
          "Une soirée à Lapa, où les groupes de samba jouent dans les vieilles maisons de la Rua do Lavradio et où la foule déborde sous les arches ; pour qui veut prolonger, les bars de Botafogo ferment tard.",
          "Ein Abend in Lapa, wo Sambabands in den alten Häusern der Rua do Lavradio spielen und die Menge unter den Bögen feiert; wer weiterziehen will, findet in Botafogo Bars bis spät.",
        ],
      ],
      [
        "beach",
        [
          "Rio de Janeiro: surf at Arpoador",
          "Rio de Janeiro: surf all'Arpoador",
          "Río de Janeiro: surf en Arpoador",
          "Rio de Janeiro : surf à l'Arpoador",
          "Rio de Janeiro: Surfen am Arpoador",
        ],
        [
          "A surf lesson at Arpoador, the rocky point between Ipanema and Copacabana where Rio's surf schools teach on the gentler waves, then the afternoon on Ipanema beach and the sunset from the rock.",
          "Una lezione di surf all'Arpoador, la punta rocciosa tra Ipanema e Copacabana dove le scuole di Rio insegnano sulle onde più dolci, poi il pomeriggio sulla spiaggia di Ipanema e il tramonto dalla roccia.",
          "Una clase de surf en Arpoador, la punta rocosa entre Ipanema y Copacabana donde las escuelas de Río enseñan en las olas más suaves; luego la tarde en la playa de Ipanema y el atardecer desde la roca.",
          "Un cours de surf à l'Arpoador, la pointe rocheuse entre Ipanema et Copacabana où les écoles de Rio enseignent sur les vagues les plus douces, puis l'après-midi sur la plage d'Ipanema et le coucher du soleil depuis le rocher.",
          "Eine Surfstunde am Arpoador, der Felsspitze zwischen Ipanema und Copacabana, wo Rios Surfschulen auf den sanfteren Wellen unterrichten; danach der Nachmittag am Strand von Ipanema und der Sonnenuntergang vom Felsen.",
        ],
      ],
    ],
  },
  "BRA Paraty": {
    days: [
      [
        "see",
        [
          "Paraty: the colonial town",
          "Paraty: il borgo coloniale",
          "Paraty: el pueblo colonial",
          "Paraty : la ville coloniale",
          "Paraty: die Kolonialstadt",
        ],
        [
          "The car-free lanes of the historic town, paved with big uneven stones that the high tide sometimes floods, past whitewashed houses with painted doors to the churches of Santa Rita and Nossa Senhora dos Remédios.",
          "I vicoli senz'auto del centro storico, lastricati di grandi pietre irregolari che l'alta marea a volte allaga, tra case imbiancate a calce dalle porte dipinte fino alle chiese di Santa Rita e di Nossa Senhora dos Remédios.",
          "Las calles sin coches del casco histórico, empedradas con grandes piedras irregulares que la marea alta a veces inunda, entre casas encaladas de puertas pintadas hasta las iglesias de Santa Rita y Nossa Senhora dos Remédios.",
          "Les ruelles sans voitures de la vieille ville, pavées de grosses pierres irrégulières que la marée haute inonde parfois, entre maisons blanchies à la chaux aux portes peintes, jusqu'aux églises Santa Rita et Nossa Senhora dos Remédios.",
          "Die autofreien Gassen der Altstadt, gepflastert mit großen unebenen Steinen, die die Flut manchmal überspült, vorbei an weiß gekalkten Häusern mit bunten Türen zu den Kirchen Santa Rita und Nossa Senhora dos Remédios.",
        ],
      ],
      [
        "food",
        [
          "Paraty: cachaça stills and azul-marinho",
          "Paraty: alambicchi di cachaça e azul-marinho",
          "Paraty: alambiques de cachaza y azul-marinho",
          "Paraty : distilleries de cachaça et azul-marinho",
          "Paraty: Cachaça-Brennereien und Azul-Marinho",
        ],
        [
          "A visit to a cachaça still in the green hills behind town, such as Engenho D'Ouro, with a tasting of aged and herb-steeped cachaças, and a lunch of azul-marinho, the local fish stew with green banana.",
          "La visita a un alambicco di cachaça sulle colline verdi dietro il paese, come l'Engenho D'Ouro, con l'assaggio di cachaça invecchiate e alle erbe, e un pranzo di azul-marinho, lo stufato di pesce locale con banana verde.",
          "Visita a un alambique de cachaza en los cerros verdes detrás del pueblo, como el Engenho D'Ouro, con cata de cachazas añejas y de hierbas, y un almuerzo de azul-marinho, el guiso local de pescado con plátano verde.",
          "Visite d'une distillerie de cachaça dans les collines vertes derrière la ville, comme l'Engenho D'Ouro, avec dégustation de cachaças vieillies ou aux herbes, et un déjeuner d'azul-marinho, le ragoût de poisson local à la banane verte.",
          "Besuch einer Cachaça-Brennerei in den grünen Hügeln hinter der Stadt, etwa dem Engenho D'Ouro, mit Verkostung gereifter und Kräuter-Cachaças, und zum Mittagessen Azul-Marinho, der örtliche Fischeintopf mit grüner Banane.",
        ],
      ],
    ],
  },
  "BRA Ilha Grande": {
    days: [
      [
        "see",
        [
          "Ilha Grande: Abraão and the forest trails",
          "Ilha Grande: Abraão e i sentieri nella foresta",
          "Ilha Grande: Abraão y los senderos del bosque",
          "Ilha Grande : Abraão et les sentiers de la forêt",
          "Ilha Grande: Abraão und die Waldpfade",
        ],
        [
          "From Abraão, the village where no cars run, a trail through Atlantic forest to the ruins of the old Lazareto quarantine station and its stone aqueduct, and on to the Feiticeira waterfall.",
          "Da Abraão, il villaggio dove non circolano auto, un sentiero nella foresta atlantica porta alle rovine del vecchio lazzaretto e al suo acquedotto di pietra, e poi alla cascata della Feiticeira.",
          "Desde Abraão, el pueblo donde no circulan coches, un sendero por la mata atlántica lleva a las ruinas del antiguo lazareto y su acueducto de piedra, y después a la cascada de la Feiticeira.",
          "Depuis Abraão, le village où ne roule aucune voiture, un sentier dans la forêt atlantique mène aux ruines de l'ancien lazaret et à son aqueduc de pierre, puis à la cascade de la Feiticeira.",
          "Von Abraão, dem Dorf ohne Autos, führt ein Pfad durch den Atlantischen Regenwald zu den Ruinen der alten Quarantänestation Lazareto mit ihrem Steinaquädukt und weiter zum Wasserfall Feiticeira.",
        ],
      ],
      [
        "beach",
        [
          "Ilha Grande: surf at Lopes Mendes",
          "Ilha Grande: surf a Lopes Mendes",
          "Ilha Grande: surf en Lopes Mendes",
          "Ilha Grande : surf à Lopes Mendes",
          "Ilha Grande: Surfen in Lopes Mendes",
        ],
        [
          "A boat hop and a forest trail lead to Lopes Mendes, a long beach of fine white sand facing the open ocean, with clean waves for a surf lesson and calmer corners for a swim.",
          "Un breve tratto in barca e un sentiero nel bosco portano a Lopes Mendes, una lunga spiaggia di sabbia bianca finissima aperta sull'oceano, con onde pulite per una lezione di surf e angoli più calmi per nuotare.",
          "Un salto en barca y un sendero por el bosque llevan a Lopes Mendes, una larga playa de arena blanca y fina frente al océano abierto, con olas limpias para una clase de surf y rincones más tranquilos para nadar.",
          "Un saut en bateau et un sentier en forêt mènent à Lopes Mendes, longue plage de sable blanc très fin face à l'océan, avec des vagues propres pour un cours de surf et des coins plus calmes pour nager.",
          "Ein kurzes Stück per Boot und ein Waldpfad führen nach Lopes Mendes, einem langen Strand aus feinem weißem Sand am offenen Ozean, mit sauberen Wellen für eine Surfstunde und ruhigeren Ecken zum Schwimmen.",
        ],
      ],
      [
        "boat",
        [
          "Ilha Grande: the Lagoa Azul by schooner",
          "Ilha Grande: la Lagoa Azul in goletta",
          "Ilha Grande: la Lagoa Azul en goleta",
          "Ilha Grande : la Lagoa Azul en goélette",
          "Ilha Grande: mit dem Schoner zur Lagoa Azul",
        ],
        [
          "A day out by wooden schooner to the Lagoa Azul and the Lagoa Verde, shallow coves of clear water where the group swims with a mask among sergeant fish, with stops at the beaches of Japariz and Freguesia de Santana.",
          "Una giornata in goletta di legno alla Lagoa Azul e alla Lagoa Verde, insenature basse d'acqua limpida dove si nuota con la maschera tra i pesci sergente, con soste alle spiagge di Japariz e Freguesia de Santana.",
          "Un día en goleta de madera a la Lagoa Azul y la Lagoa Verde, calas poco profundas de agua transparente donde el grupo nada con máscara entre peces sargento, con paradas en las playas de Japariz y Freguesia de Santana.",
          "Une journée en goélette de bois vers la Lagoa Azul et la Lagoa Verde, criques peu profondes à l'eau limpide où l'on nage avec masque parmi les poissons-sergents, avec escales aux plages de Japariz et de Freguesia de Santana.",
          "Ein Tag mit dem Holzschoner zur Lagoa Azul und Lagoa Verde, flachen Buchten mit klarem Wasser, in denen die Gruppe mit Maske zwischen Sergeant-Fischen schwimmt, mit Halt an den Stränden von Japariz und Freguesia de Santana.",
        ],
      ],
    ],
  },
  "BRA Iguaçu Falls": {
    days: [
      [
        "see",
        [
          "Iguaçu Falls: the Brazilian panorama",
          "Cascate dell'Iguazú: il panorama dal Brasile",
          "Cataratas del Iguazú: el panorama desde Brasil",
          "Chutes d'Iguaçu : le panorama côté brésilien",
          "Iguaçu-Wasserfälle: das Panorama von Brasilien",
        ],
        [
          "The trail along the Brazilian side faces the whole arc of the falls across the river, and ends on a walkway out over the water below the Devil's Throat, with coatis underfoot and spray rising from the gorge.",
          "Il sentiero sul lato brasiliano guarda l'intero arco delle cascate al di là del fiume e finisce su una passerella sospesa sull'acqua sotto la Garganta do Diabo, con i coati tra i piedi e gli spruzzi che salgono dalla gola.",
          "El sendero del lado brasileño mira todo el arco de las cataratas al otro lado del río y termina en una pasarela sobre el agua bajo la Garganta del Diablo, con coatíes entre los pies y la espuma subiendo del cañón.",
          "Le sentier côté brésilien fait face à tout l'arc des chutes de l'autre côté du fleuve et finit sur une passerelle au-dessus de l'eau, sous la Gorge du Diable, avec les coatis dans les jambes et les embruns qui montent de la gorge.",
          "Der Pfad auf der brasilianischen Seite blickt über den Fluss auf den ganzen Bogen der Fälle und endet auf einem Steg über dem Wasser unter dem Teufelsschlund, mit Nasenbären zu Füßen und Gischt aus der Schlucht.",
        ],
      ],
      [
        "see",
        [
          "Iguaçu Falls: Macuco Safari and Parque das Aves",
          "Cascate dell'Iguazú: Macuco Safari e Parque das Aves",
          "Cataratas del Iguazú: Macuco Safari y Parque das Aves",
          "Chutes d'Iguaçu : Macuco Safari et Parque das Aves",
          "Iguaçu-Wasserfälle: Macuco Safari und Parque das Aves",
        ],
        [
          "The Macuco Safari: a ride through the forest, then a speedboat up the Iguaçu river into the spray of the Three Musketeers falls, and the Parque das Aves by the park gate, with toucans and macaws in walk-through aviaries.",
          "Il Macuco Safari: un tratto nella foresta, poi un motoscafo risale il fiume Iguaçu fin sotto gli spruzzi del salto dei Tre Moschettieri; quindi il Parque das Aves accanto all'ingresso, con tucani e ara in voliere da attraversare.",
          "El Macuco Safari: un recorrido por la selva y luego una lancha que remonta el río Iguazú hasta la espuma del salto de los Tres Mosqueteros; después, el Parque das Aves junto a la entrada, con tucanes y guacamayos en pajareras abiertas.",
          "Le Macuco Safari : un trajet en forêt, puis un bateau rapide remonte le fleuve Iguaçu jusque sous les embruns du saut des Trois Mousquetaires ; ensuite le Parque das Aves près de l'entrée, avec toucans et aras dans des volières où l'on entre.",
          "Die Macuco-Safari: eine Fahrt durch den Wald, dann mit dem Schnellboot den Iguaçu hinauf in die Gischt des Drei-Musketiere-Falls; danach der Parque das Aves am Parkeingang mit Tukanen und Aras in begehbaren Volieren.",
        ],
      ],
    ],
  },
  "BRA Pantanal": {
    days: [
      [
        "see",
        [
          "Pantanal: along the Transpantaneira",
          "Pantanal: lungo la Transpantaneira",
          "Pantanal: por la Transpantaneira",
          "Pantanal : le long de la Transpantaneira",
          "Pantanal: entlang der Transpantaneira",
        ],
        [
          "Along the Transpantaneira, a dirt road crossing more than a hundred wooden bridges, the group spots caimans, capybaras, jabiru storks and hyacinth macaws, with a walk at dawn and a night drive in search of tapirs and ocelots.",
          "Lungo la Transpantaneira, una strada sterrata che attraversa più di cento ponti di legno, il gruppo avvista caimani, capibara, cicogne jabiru e ara giacinto, con una camminata all'alba e un'uscita notturna in cerca di tapiri e ocelot.",
          "Por la Transpantaneira, una pista de tierra que cruza más de cien puentes de madera, el grupo avista yacarés, carpinchos, cigüeñas jabirú y guacamayos jacintos, con una caminata al alba y una salida nocturna en busca de tapires y ocelotes.",
          "Le long de la Transpantaneira, piste de terre qui franchit plus d'une centaine de ponts de bois, le groupe repère caïmans, capybaras, jabirus et aras hyacinthe, avec une marche à l'aube et une sortie de nuit à la recherche des tapirs et des ocelots.",
          "Entlang der Transpantaneira, einer Piste über mehr als hundert Holzbrücken, sieht die Gruppe Kaimane, Wasserschweine, Jabirus und Hyazintharas, mit einer Wanderung im Morgengrauen und einer Nachtfahrt auf der Suche nach Tapiren und Ozelots.",
        ],
      ],
      [
        "see",
        [
          "Pantanal: jaguars on the Cuiabá river",
          "Pantanal: giaguari sul fiume Cuiabá",
          "Pantanal: jaguares en el río Cuiabá",
          "Pantanal : jaguars sur le fleuve Cuiabá",
          "Pantanal: Jaguare am Cuiabá-Fluss",
        ],
        [
          "A motorboat out from Porto Jofre along the Cuiabá river and its side channels, where jaguars rest and hunt on the banks, giant otters fish in the backwaters and kingfishers dart over the water.",
          "Un'uscita in motoscafo da Porto Jofre lungo il fiume Cuiabá e i suoi canali laterali, dove i giaguari riposano e cacciano sulle rive, le lontre giganti pescano nelle lanche e i martin pescatori sfrecciano sull'acqua.",
          "Una salida en lancha desde Porto Jofre por el río Cuiabá y sus canales, donde los jaguares descansan y cazan en las orillas, las nutrias gigantes pescan en los remansos y los martines pescadores rozan el agua.",
          "Une sortie en bateau à moteur depuis Porto Jofre sur le fleuve Cuiabá et ses bras, où les jaguars se reposent et chassent sur les berges, où les loutres géantes pêchent dans les bras morts et où les martins-pêcheurs filent au ras de l'eau.",
          "Mit dem Motorboot von Porto Jofre auf dem Cuiabá und seinen Seitenarmen, wo Jaguare an den Ufern ruhen und jagen, Riesenotter in den Altarmen fischen und Eisvögel über das Wasser schießen.",
        ],
      ],
    ],
  },
  "BRA Chapada dos Veadeiros": {
    days: [
      [
        "see",
        [
          "Chapada dos Veadeiros: the Saltos do Rio Preto",
          "Chapada dos Veadeiros: i Saltos do Rio Preto",
          "Chapada dos Veadeiros: los Saltos do Rio Preto",
          "Chapada dos Veadeiros : les Saltos do Rio Preto",
          "Chapada dos Veadeiros: die Saltos do Rio Preto",
        ],
        [
          "From the park gate at São Jorge, the trail across the cerrado, with its twisted trees and quartz outcrops, to the two great falls of the Rio Preto, and a swim in the natural pools of the Corredeiras.",
          "Dall'ingresso del parco a São Jorge, il sentiero attraversa il cerrado, tra alberi contorti e affioramenti di quarzo, fino ai due grandi salti del Rio Preto, con un bagno nelle piscine naturali delle Corredeiras.",
          "Desde la entrada del parque en São Jorge, el sendero cruza el cerrado, entre árboles retorcidos y afloramientos de cuarzo, hasta los dos grandes saltos del Rio Preto, con un baño en las pozas naturales de las Corredeiras.",
          "Depuis l'entrée du parc à São Jorge, le sentier traverse le cerrado, ses arbres tordus et ses affleurements de quartz, jusqu'aux deux grands sauts du Rio Preto, avec une baignade dans les vasques naturelles des Corredeiras.",
          "Vom Parkeingang in São Jorge führt der Pfad durch den Cerrado mit seinen verdrehten Bäumen und Quarzfelsen zu den zwei großen Fällen des Rio Preto, mit einem Bad in den Naturbecken der Corredeiras.",
        ],
      ],
      [
        "see",
        [
          "Chapada dos Veadeiros: Vale da Lua and Jardim de Maytrea",
          "Chapada dos Veadeiros: Vale da Lua e Jardim de Maytrea",
          "Chapada dos Veadeiros: el Vale da Lua y el Jardim de Maytrea",
          "Chapada dos Veadeiros : Vale da Lua et Jardim de Maytrea",
          "Chapada dos Veadeiros: Vale da Lua und Jardim de Maytrea",
        ],
        [
          "The Vale da Lua, where the São Miguel river has worn the rock into smooth hollows and pools like a lunar surface, and the Jardim de Maytrea viewpoint over a plain of palms and grassland.",
          "La Vale da Lua, dove il fiume São Miguel ha scavato la roccia in conche e vasche lisce come una superficie lunare, e il belvedere del Jardim de Maytrea su una piana di palme e praterie.",
          "El Vale da Lua, donde el río São Miguel ha pulido la roca en hoyas y pozas lisas como una superficie lunar, y el mirador del Jardim de Maytrea sobre una llanura de palmeras y pastizales.",
          "La Vale da Lua, où la rivière São Miguel a poli la roche en creux et en vasques lisses comme un sol lunaire, puis le belvédère du Jardim de Maytrea sur une plaine de palmiers et de prairies.",
          "Das Vale da Lua, wo der São Miguel den Fels zu glatten Mulden und Becken wie eine Mondlandschaft geschliffen hat, und der Aussichtspunkt Jardim de Maytrea über einer Ebene aus Palmen und Grasland.",
        ],
      ],
    ],
  },
  "BRA Salvador": {
    days: [
      [
        "see",
        [
          "Salvador: the Pelourinho",
          "Salvador de Bahia: il Pelourinho",
          "Salvador de Bahía: el Pelourinho",
          "Salvador de Bahia : le Pelourinho",
          "Salvador da Bahia: der Pelourinho",
        ],
        [
          "The steep streets of the Pelourinho, lined with pastel houses, the gilded church of São Francisco, the square where the Olodum drummers play, then the Lacerda Elevator down to the Mercado Modelo by the bay.",
          "Le vie in salita del Pelourinho tra case color pastello, la chiesa dorata di São Francisco, la piazza dove suonano i tamburi degli Olodum, poi l'Elevador Lacerda scende al Mercado Modelo sulla baia.",
          "Las calles empinadas del Pelourinho entre casas de tonos pastel, la iglesia dorada de São Francisco, la plaza donde tocan los tambores de Olodum y luego el Elevador Lacerda baja al Mercado Modelo junto a la bahía.",
          "Les rues pentues du Pelourinho bordées de maisons pastel, l'église dorée de São Francisco, la place où jouent les tambours d'Olodum, puis l'ascenseur Lacerda descend au Mercado Modelo, au bord de la baie.",
          "Die steilen Gassen des Pelourinho mit ihren Pastellhäusern, die vergoldete Kirche São Francisco, der Platz, auf dem die Trommler von Olodum spielen, dann mit dem Elevador Lacerda hinunter zum Mercado Modelo an der Bucht.",
        ],
      ],
      [
        "see",
        [
          "Salvador: Bonfim and Barra",
          "Salvador de Bahia: Bonfim e Barra",
          "Salvador de Bahía: Bonfim y Barra",
          "Salvador de Bahia : Bonfim et Barra",
          "Salvador da Bahia: Bonfim und Barra",
        ],
        [
          "The church of Nosso Senhor do Bonfim, its railings tied with thousands of ribbons, the Ribeira waterfront and its old ice-cream shop, then Barra and the fort of Santo Antônio with its lighthouse at sunset.",
          "La chiesa di Nosso Senhor do Bonfim, con le cancellate coperte di migliaia di nastri, il lungomare della Ribeira con la sua storica gelateria, poi Barra e il forte di Santo Antônio con il suo faro al tramonto.",
          "La iglesia de Nosso Senhor do Bonfim, con las rejas cubiertas de miles de cintas, el paseo de la Ribeira con su vieja heladería, y luego Barra y el fuerte de Santo Antônio con su faro al atardecer.",
          "L'église de Nosso Senhor do Bonfim, aux grilles couvertes de milliers de rubans, le front de mer de la Ribeira et son vieux glacier, puis Barra et le fort de Santo Antônio et son phare au coucher du soleil.",
          "Die Kirche Nosso Senhor do Bonfim mit Tausenden von Bändern an den Gittern, die Uferpromenade der Ribeira mit ihrer alten Eisdiele, dann Barra und das Fort Santo Antônio mit seinem Leuchtturm bei Sonnenuntergang.",
        ],
      ],
      [
        "food",
        [
          "Salvador: acarajé and moqueca",
          "Salvador de Bahia: acarajé e moqueca",
          "Salvador de Bahía: acarajé y moqueca",
          "Salvador de Bahia : acarajé et moqueca",
          "Salvador da Bahia: Acarajé und Moqueca",
        ],
        [
          "The Bahian kitchen: acarajé fritters cooked in dendê palm oil by the baianas in white, moqueca of fish in coconut milk, vatapá and cocada, with a walk through the stalls of the São Joaquim market.",
          "La cucina bahiana: le frittelle di acarajé cotte nell'olio di dendê dalle baianas vestite di bianco, la moqueca di pesce al latte di cocco, il vatapá e la cocada, con un giro tra i banchi del mercato di São Joaquim.",
          "La cocina bahiana: los buñuelos de acarajé fritos en aceite de dendê por las baianas vestidas de blanco, la moqueca de pescado con leche de coco, el vatapá y la cocada, con un paseo por los puestos del mercado de São Joaquim.",
          "La cuisine bahianaise : les beignets d'acarajé frits à l'huile de dendê par les baianas vêtues de blanc, la moqueca de poisson au lait de coco, le vatapá et la cocada, avec un tour des étals du marché de São Joaquim.",
          "Die bahianische Küche: Acarajé-Krapfen, von den weiß gekleideten Baianas in Dendê-Palmöl gebacken, Moqueca aus Fisch in Kokosmilch, Vatapá und Cocada, mit einem Gang durch die Stände des Marktes São Joaquim.",
        ],
      ],
      [
        "night",
        [
          "Salvador: capoeira and samba-reggae by night",
          "Salvador de Bahia: capoeira e samba-reggae di sera",
          "Salvador de Bahía: capoeira y samba-reggae de noche",
          "Salvador de Bahia : capoeira et samba-reggae le soir",
          "Salvador da Bahia: Capoeira und Samba-Reggae am Abend",
        ],
        [
          "An evening in the squares of the Pelourinho, where capoeira circles form to the berimbau and samba-reggae bands play, then a drink in the bars of Rio Vermelho, the bohemian quarter by the sea.",
          "Una serata nelle piazze del Pelourinho, dove si formano cerchi di capoeira al suono del berimbau e suonano band di samba-reggae, poi un drink nei bar di Rio Vermelho, il quartiere bohémien sul mare.",
          "Una noche en las plazas del Pelourinho, donde se forman rodas de capoeira al son del berimbau y tocan bandas de samba-reggae; luego una copa en los bares de Rio Vermelho, el barrio bohemio junto al mar.",
          "Une soirée sur les places du Pelourinho, où les cercles de capoeira se forment au son du berimbau et où jouent les groupes de samba-reggae, puis un verre dans les bars de Rio Vermelho, le quartier bohème au bord de la mer.",
          "Ein Abend auf den Plätzen des Pelourinho, wo sich zum Klang des Berimbau Capoeira-Kreise bilden und Samba-Reggae-Bands spielen, danach ein Drink in den Bars von Rio Vermelho, dem Künstlerviertel am Meer.",
        ],
      ],
    ],
  },
  "BRA Chapada Diamantina": {
    days: [
      [
        "see",
        [
          "Chapada Diamantina: Morro do Pai Inácio and the caves",
          "Chapada Diamantina: il Morro do Pai Inácio e le grotte",
          "Chapada Diamantina: el Morro do Pai Inácio y las cuevas",
          "Chapada Diamantina : le Morro do Pai Inácio et les grottes",
          "Chapada Diamantina: Morro do Pai Inácio und die Höhlen",
        ],
        [
          "Up the Morro do Pai Inácio for the view over the flat-topped mountains around Lençóis, then the Lapa Doce cave and a swim in the clear water of the Pratinha cave and its river.",
          "Salita al Morro do Pai Inácio per la vista sulle montagne tabulari intorno a Lençóis, poi la grotta di Lapa Doce e un bagno nell'acqua limpida della grotta della Pratinha e del suo fiume.",
          "Subida al Morro do Pai Inácio para ver las montañas de cima plana alrededor de Lençóis, luego la cueva de Lapa Doce y un baño en el agua transparente de la cueva de la Pratinha y su río.",
          "Montée au Morro do Pai Inácio pour la vue sur les montagnes tabulaires autour de Lençóis, puis la grotte de Lapa Doce et une baignade dans l'eau limpide de la grotte de la Pratinha et de sa rivière.",
          "Hinauf auf den Morro do Pai Inácio mit Blick über die Tafelberge um Lençóis, dann die Höhle Lapa Doce und ein Bad im klaren Wasser der Pratinha-Höhle und ihres Flusses.",
        ],
      ],
      [
        "see",
        [
          "Chapada Diamantina: the Fumaça falls",
          "Chapada Diamantina: la cascata della Fumaça",
          "Chapada Diamantina: la cascada da Fumaça",
          "Chapada Diamantina : la cascade de la Fumaça",
          "Chapada Diamantina: der Fumaça-Wasserfall",
        ],
        [
          "A steep walk up the escarpment from the Vale do Capão to the top of the Cachoeira da Fumaça, one of Brazil's highest falls, where the wind often blows the water back up as mist.",
          "Una ripida salita lungo la scarpata dalla Vale do Capão alla sommità della Cachoeira da Fumaça, una delle cascate più alte del Brasile, dove il vento spesso rimanda l'acqua in su come nebbia.",
          "Una subida empinada por el escarpe desde el Vale do Capão hasta lo alto de la Cachoeira da Fumaça, una de las cascadas más altas de Brasil, donde el viento a menudo devuelve el agua hacia arriba como niebla.",
          "Une montée raide par l'escarpement depuis la Vale do Capão jusqu'au sommet de la Cachoeira da Fumaça, l'une des plus hautes chutes du Brésil, où le vent renvoie souvent l'eau vers le haut en brume.",
          "Ein steiler Aufstieg über die Steilwand vom Vale do Capão zum oberen Rand der Cachoeira da Fumaça, eines der höchsten Wasserfälle Brasiliens, dessen Wasser der Wind oft als Nebel wieder nach oben weht.",
        ],
      ],
    ],
  },
  "BRA Jericoacoara": {
    days: [
      [
        "see",
        [
          "Jericoacoara: Pedra Furada and the sunset dune",
          "Jericoacoara: la Pedra Furada e la duna del tramonto",
          "Jericoacoara: la Pedra Furada y la duna del atardecer",
          "Jericoacoara : la Pedra Furada et la dune du couchant",
          "Jericoacoara: Pedra Furada und die Sonnenuntergangsdüne",
        ],
        [
          "A walk along the shore and over the headland to the Pedra Furada, an arch of rock cut by the sea, then the evening on the Duna do Pôr do Sol as capoeira players gather on the sand below.",
          "Una camminata lungo la riva e sul promontorio fino alla Pedra Furada, un arco di roccia scavato dal mare, poi la sera sulla Duna do Pôr do Sol mentre i capoeiristi si radunano sulla sabbia sottostante.",
          "Una caminata por la orilla y el promontorio hasta la Pedra Furada, un arco de roca tallado por el mar, y después la tarde en la Duna do Pôr do Sol mientras los capoeiristas se reúnen en la arena.",
          "Une marche le long du rivage et par le promontoire jusqu'à la Pedra Furada, arche de roche taillée par la mer, puis la soirée sur la Duna do Pôr do Sol, pendant que les capoeiristes se retrouvent sur le sable en contrebas.",
          "Ein Spaziergang am Ufer entlang und über die Landspitze zur Pedra Furada, einem vom Meer geformten Felsbogen, dann der Abend auf der Duna do Pôr do Sol, während sich unten am Strand die Capoeira-Spieler treffen.",
        ],
      ],
      [
        "beach",
        [
          "Jericoacoara: lagoons and the kite beach",
          "Jericoacoara: lagune e spiaggia del kite",
          "Jericoacoara: lagunas y playa de kite",
          "Jericoacoara : lagunes et plage du kite",
          "Jericoacoara: Lagunen und Kitestrand",
        ],
        [
          "A buggy across the dunes to the Lagoa do Paraíso, where hammocks hang over the water, then the afternoon on the beach of Jeri, where kitesurfers and windsurfers ride the steady trade wind.",
          "Un buggy tra le dune fino alla Lagoa do Paraíso, con le amache sospese sull'acqua, poi il pomeriggio sulla spiaggia di Jeri, dove kitesurfer e windsurfer cavalcano l'aliseo costante.",
          "Un buggy por las dunas hasta la Lagoa do Paraíso, con hamacas colgadas sobre el agua, y la tarde en la playa de Jeri, donde kitesurfistas y windsurfistas aprovechan el alisio constante.",
          "Un buggy à travers les dunes jusqu'à la Lagoa do Paraíso, où des hamacs pendent au-dessus de l'eau, puis l'après-midi sur la plage de Jeri, où kitesurfeurs et véliplanchistes profitent de l'alizé régulier.",
          "Mit dem Buggy über die Dünen zur Lagoa do Paraíso, wo Hängematten über dem Wasser hängen, dann der Nachmittag am Strand von Jeri, wo Kite- und Windsurfer den stetigen Passat nutzen.",
        ],
      ],
    ],
  },
  "BRA Lençóis Maranhenses": {
    months: [5, 10],
    days: [
      [
        "see",
        [
          "Lençóis Maranhenses: Lagoa Azul and Lagoa Bonita",
          "Lençóis Maranhenses: Lagoa Azul e Lagoa Bonita",
          "Lençóis Maranhenses: Lagoa Azul y Lagoa Bonita",
          "Lençóis Maranhenses : Lagoa Azul et Lagoa Bonita",
          "Lençóis Maranhenses: Lagoa Azul und Lagoa Bonita",
        ],
        [
          "A 4x4 from Barreirinhas across the Preguiças river into the dunes, then barefoot over white sand to the Lagoa Azul and the Lagoa Bonita, clear pools of rainwater held between the dunes.",
          "In 4x4 da Barreirinhas oltre il fiume Preguiças fin dentro le dune, poi a piedi nudi sulla sabbia bianca fino alla Lagoa Azul e alla Lagoa Bonita, pozze limpide di acqua piovana chiuse tra le dune.",
          "En 4x4 desde Barreirinhas, cruzando el río Preguiças hasta las dunas, y luego descalzos por la arena blanca hasta la Lagoa Azul y la Lagoa Bonita, lagunas transparentes de agua de lluvia entre las dunas.",
          "En 4x4 depuis Barreirinhas, de l'autre côté du fleuve Preguiças jusque dans les dunes, puis pieds nus sur le sable blanc jusqu'à la Lagoa Azul et la Lagoa Bonita, bassins limpides d'eau de pluie retenus entre les dunes.",
          "Im Geländewagen von Barreirinhas über den Preguiças-Fluss in die Dünen, dann barfuß über weißen Sand zur Lagoa Azul und Lagoa Bonita, klaren Regenwasserseen zwischen den Dünen.",
        ],
      ],
      [
        "see",
        [
          "Lençóis Maranhenses: down the Preguiças river",
          "Lençóis Maranhenses: lungo il fiume Preguiças",
          "Lençóis Maranhenses: por el río Preguiças",
          "Lençóis Maranhenses : au fil du fleuve Preguiças",
          "Lençóis Maranhenses: den Preguiças-Fluss hinab",
        ],
        [
          "A speedboat down the Preguiças past mangroves to Vassouras, where small dunes meet the river and capuchin monkeys wait in the trees, then the Mandacaru lighthouse and the strip of sand at Caburé between river and sea.",
          "Un motoscafo scende il Preguiças tra le mangrovie fino a Vassouras, dove piccole dune toccano il fiume e le scimmie cappuccine aspettano tra gli alberi, poi il faro di Mandacaru e la lingua di sabbia di Caburé tra fiume e mare.",
          "Una lancha baja por el Preguiças entre manglares hasta Vassouras, donde pequeñas dunas tocan el río y los monos capuchinos esperan en los árboles; luego el faro de Mandacaru y la franja de arena de Caburé entre río y mar.",
          "Un bateau rapide descend le Preguiças entre les mangroves jusqu'à Vassouras, où de petites dunes touchent le fleuve et où les singes capucins attendent dans les arbres, puis le phare de Mandacaru et la langue de sable de Caburé entre fleuve et mer.",
          "Mit dem Schnellboot den Preguiças hinab durch Mangroven nach Vassouras, wo kleine Dünen an den Fluss reichen und Kapuzineraffen in den Bäumen warten, dann der Leuchtturm von Mandacaru und die Sandzunge von Caburé zwischen Fluss und Meer.",
        ],
      ],
    ],
  },
  "BRA Manaus": {
    days: [
      [
        "see",
        [
          "Manaus: the Teatro Amazonas and the rubber-boom town",
          "Manaus: il Teatro Amazonas e la città del caucciù",
          "Manaus: el Teatro Amazonas y la ciudad del caucho",
          "Manaus : le Teatro Amazonas et la ville du caoutchouc",
          "Manaus: Teatro Amazonas und die Kautschukstadt",
        ],
        [
          "The pink opera house built in the rubber boom, the Teatro Amazonas, under its dome of green, yellow and blue tiles, then the Palácio Rio Negro and the old customs house on the floating port.",
          "Il teatro dell'opera rosa costruito negli anni del caucciù, il Teatro Amazonas, con la cupola di piastrelle verdi, gialle e blu, poi il Palácio Rio Negro e la vecchia dogana sul porto galleggiante.",
          "La ópera rosa construida en la época del caucho, el Teatro Amazonas, bajo su cúpula de azulejos verdes, amarillos y azules; después, el Palácio Rio Negro y la vieja aduana junto al puerto flotante.",
          "L'opéra rose bâti au temps du caoutchouc, le Teatro Amazonas, sous sa coupole de tuiles vertes, jaunes et bleues, puis le Palácio Rio Negro et l'ancienne douane sur le port flottant.",
          "Das rosa Opernhaus aus der Kautschukzeit, das Teatro Amazonas, unter seiner Kuppel aus grünen, gelben und blauen Ziegeln, dann der Palácio Rio Negro und das alte Zollhaus am schwimmenden Hafen.",
        ],
      ],
      [
        "see",
        [
          "Manaus: the Meeting of the Waters",
          "Manaus: l'Incontro delle Acque",
          "Manaus: el Encuentro de las Aguas",
          "Manaus : la Rencontre des eaux",
          "Manaus: das Zusammentreffen der Flüsse",
        ],
        [
          "A boat out to the Meeting of the Waters, where the dark Rio Negro and the sandy Solimões run side by side for miles without mixing, with a stop at Lake Janauari and its giant water lilies.",
          "In barca fino all'Incontro delle Acque, dove il Rio Negro scuro e il Solimões color sabbia scorrono affiancati per chilometri senza mescolarsi, con una sosta al lago Janauari e alle sue ninfee giganti.",
          "En barco hasta el Encuentro de las Aguas, donde el oscuro Río Negro y el arenoso Solimões corren lado a lado durante kilómetros sin mezclarse, con una parada en el lago Janauari y sus nenúfares gigantes.",
          "En bateau jusqu'à la Rencontre des eaux, où le Rio Negro sombre et le Solimões couleur de sable coulent côte à côte sur des kilomètres sans se mêler, avec une halte au lac Janauari et à ses nénuphars géants.",
          "Mit dem Boot zum Encontro das Águas, wo der dunkle Rio Negro und der sandfarbene Solimões kilometerweit nebeneinander fließen, ohne sich zu mischen, mit einem Halt am Janauari-See und seinen Riesenseerosen.",
        ],
      ],
      [
        "food",
        [
          "Manaus: the Adolpho Lisboa market and tacacá",
          "Manaus: il mercato Adolpho Lisboa e il tacacá",
          "Manaus: el mercado Adolpho Lisboa y el tacacá",
          "Manaus : le marché Adolpho Lisboa et le tacacá",
          "Manaus: Markthalle Adolpho Lisboa und Tacacá",
        ],
        [
          "The iron halls of the Adolpho Lisboa market, with river fish such as tambaqui and pirarucu, then a bowl of tacacá with jambu leaves that tingle the tongue and the X-Caboquinho, a roll of tucumã fruit and cheese.",
          "I padiglioni in ferro del mercato Adolpho Lisboa, con i pesci di fiume come tambaqui e pirarucu, poi una ciotola di tacacá con foglie di jambu che pizzicano la lingua e l'X-Caboquinho, un panino di frutto tucumã e formaggio.",
          "Los pabellones de hierro del mercado Adolpho Lisboa, con pescados de río como el tambaqui y el pirarucú; luego un cuenco de tacacá con hojas de jambu que adormecen la lengua y el X-Caboquinho, un pan de tucumã y queso.",
          "Les halles de fer du marché Adolpho Lisboa, avec les poissons de rivière comme le tambaqui et le pirarucu, puis un bol de tacacá aux feuilles de jambu qui picotent la langue et l'X-Caboquinho, un petit pain au fruit de tucumã et au fromage.",
          "Die Eisenhallen des Marktes Adolpho Lisboa mit Flussfischen wie Tambaqui und Pirarucu, dann eine Schale Tacacá mit Jambu-Blättern, die auf der Zunge kribbeln, und der X-Caboquinho, ein Brötchen mit Tucumã-Frucht und Käse.",
        ],
      ],
    ],
  },
  "BRA Amazon rainforest": {
    days: [
      [
        "see",
        [
          "Amazon rainforest: by canoe through the igarapés",
          "Foresta amazzonica: in canoa tra gli igarapé",
          "Selva amazónica: en canoa por los igarapés",
          "Forêt amazonienne : en pirogue sur les igarapés",
          "Amazonas-Regenwald: im Kanu durch die Igarapés",
        ],
        [
          "A canoe through the igarapés, the narrow forest channels of the Rio Negro, with pink river dolphins, sloths and hoatzins, and an outing after dark with lamps to find the red eyes of caimans along the bank.",
          "In canoa tra gli igarapé, gli stretti canali nella foresta del Rio Negro, con delfini rosa di fiume, bradipi e hoatzin, e un'uscita dopo il tramonto con le lampade per scovare gli occhi rossi dei caimani lungo la riva.",
          "En canoa por los igarapés, los estrechos canales de la selva del Río Negro, con delfines rosados, perezosos y hoacines, y una salida de noche con linternas para descubrir los ojos rojos de los caimanes en la orilla.",
          "En pirogue sur les igarapés, les étroits chenaux forestiers du Rio Negro, avec dauphins roses, paresseux et hoazins, et une sortie à la nuit tombée, lampes en main, pour repérer les yeux rouges des caïmans sur la berge.",
          "Im Kanu durch die Igarapés, die schmalen Waldkanäle des Rio Negro, mit rosa Flussdelfinen, Faultieren und Hoatzins, und nach Einbruch der Dunkelheit mit Lampen auf der Suche nach den roten Augen der Kaimane am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Amazon rainforest: a forest walk with a riverside guide",
          "Foresta amazzonica: a piedi con una guida del fiume",
          "Selva amazónica: caminata con un guía ribereño",
          "Forêt amazonienne : marche avec un guide riverain",
          "Amazonas-Regenwald: Waldgang mit einem Flussbewohner",
        ],
        [
          "A walk under the canopy with a guide from a riverside family, who shows the Brazil nut and rubber trees, medicinal barks and how to drink from a water vine, then piranha fishing from the canoe.",
          "Una camminata sotto la volta della foresta con una guida di una famiglia del fiume, che mostra gli alberi della noce del Brasile e del caucciù, le cortecce medicinali e come bere da una liana d'acqua, poi la pesca ai piranha dalla canoa.",
          "Una caminata bajo el dosel con un guía de una familia ribereña, que enseña el castaño de Brasil y el árbol del caucho, las cortezas medicinales y cómo beber de una liana de agua; después, pesca de pirañas desde la canoa.",
          "Une marche sous la canopée avec un guide issu d'une famille riveraine, qui montre le noyer du Brésil et l'hévéa, les écorces médicinales et comment boire à une liane d'eau, puis la pêche au piranha depuis la pirogue.",
          "Ein Gang unter dem Blätterdach mit einem Führer aus einer Flussfamilie, der Paranuss- und Kautschukbäume, Heilrinden und das Trinken aus einer Wasserliane zeigt, danach Piranhafischen vom Kanu aus.",
        ],
      ],
    ],
  },
  "ARG Buenos Aires": {
    days: [
      [
        "see",
        [
          "Buenos Aires: San Telmo and La Boca",
          "Buenos Aires: San Telmo e La Boca",
          "Buenos Aires: San Telmo y La Boca",
          "Buenos Aires : San Telmo et La Boca",
          "Buenos Aires: San Telmo und La Boca",
        ],
        [
          "The cobbled Calle Defensa and the antique stalls of Plaza Dorrego in San Telmo, then La Boca, where the tin houses of Caminito are painted in bright stripes and the Bombonera stadium of Boca Juniors stands a block away.",
          "L'acciottolato di Calle Defensa e i banchi d'antiquariato di Plaza Dorrego a San Telmo, poi La Boca, dove le case di lamiera di Caminito sono dipinte a strisce vivaci e a un isolato sorge la Bombonera, lo stadio del Boca Juniors.",
          "La calle Defensa empedrada y los puestos de antigüedades de la plaza Dorrego en San Telmo, y luego La Boca, donde las casas de chapa de Caminito están pintadas a franjas vivas y a una cuadra se alza la Bombonera de Boca Juniors.",
          "Les pavés de la Calle Defensa et les antiquaires de la Plaza Dorrego à San Telmo, puis La Boca, où les maisons de tôle du Caminito sont peintes de bandes vives et où la Bombonera, le stade de Boca Juniors, se dresse à une rue de là.",
          "Die gepflasterte Calle Defensa und die Antiquitätenstände der Plaza Dorrego in San Telmo, dann La Boca, wo die Wellblechhäuser des Caminito in bunten Streifen bemalt sind und einen Block weiter die Bombonera der Boca Juniors steht.",
        ],
      ],
      [
        "see",
        [
          "Buenos Aires: Plaza de Mayo and Recoleta",
          "Buenos Aires: Plaza de Mayo e Recoleta",
          "Buenos Aires: Plaza de Mayo y la Recoleta",
          "Buenos Aires : Plaza de Mayo et Recoleta",
          "Buenos Aires: Plaza de Mayo und Recoleta",
        ],
        [
          "The pink Casa Rosada and the Cabildo on Plaza de Mayo, a coffee under the stained glass of the Café Tortoni on Avenida de Mayo, then the marble vaults of the Recoleta cemetery, where Eva Perón lies.",
          "La Casa Rosada e il Cabildo su Plaza de Mayo, un caffè sotto le vetrate del Café Tortoni in Avenida de Mayo, poi le cappelle di marmo del cimitero della Recoleta, dove riposa Eva Perón.",
          "La Casa Rosada y el Cabildo en la Plaza de Mayo, un café bajo los vitrales del Café Tortoni en la Avenida de Mayo y luego las bóvedas de mármol del cementerio de la Recoleta, donde descansa Eva Perón.",
          "La Casa Rosada et le Cabildo sur la Plaza de Mayo, un café sous les vitraux du Café Tortoni, avenue de Mayo, puis les caveaux de marbre du cimetière de Recoleta, où repose Eva Perón.",
          "Die Casa Rosada und der Cabildo an der Plaza de Mayo, ein Kaffee unter den Buntglasfenstern des Café Tortoni an der Avenida de Mayo, dann die Marmorgrüfte des Friedhofs La Recoleta, wo Eva Perón begraben liegt.",
        ],
      ],
      [
        "food",
        [
          "Buenos Aires: a parrilla and dulce de leche",
          "Buenos Aires: una parrilla e il dulce de leche",
          "Buenos Aires: parrilla y dulce de leche",
          "Buenos Aires : une parrilla et du dulce de leche",
          "Buenos Aires: Parrilla und Dulce de Leche",
        ],
        [
          "Lunch at a parrilla, with provoleta, chorizo and bife de chorizo off the grill and a glass of Malbec, the stalls of the San Telmo market, then alfajores, dulce de leche ice cream and a first gourd of mate.",
          "Pranzo in una parrilla, con provoleta, chorizo e bife de chorizo alla griglia e un bicchiere di Malbec, i banchi del mercato di San Telmo, poi alfajores, gelato al dulce de leche e un primo mate nella zucca.",
          "Almuerzo en una parrilla con provoleta, chorizo y bife de chorizo a la brasa y una copa de Malbec, los puestos del mercado de San Telmo y después alfajores, helado de dulce de leche y un primer mate.",
          "Déjeuner dans une parrilla, provoleta, chorizo et bife de chorizo sortis du gril avec un verre de malbec, les étals du marché de San Telmo, puis alfajores, glace au dulce de leche et un premier maté dans sa calebasse.",
          "Mittagessen in einer Parrilla mit Provoleta, Chorizo und Bife de Chorizo vom Grill und einem Glas Malbec, die Stände des Marktes von San Telmo, dann Alfajores, Dulce-de-Leche-Eis und ein erster Mate aus der Kalebasse.",
        ],
      ],
      [
        "night",
        [
          "Buenos Aires: tango at a milonga",
          "Buenos Aires: tango in una milonga",
          "Buenos Aires: tango en una milonga",
          "Buenos Aires : tango dans une milonga",
          "Buenos Aires: Tango in einer Milonga",
        ],
        [
          "A tango class to learn the first steps, then a milonga such as La Viruta in Palermo, where porteños of every age dance until the small hours, after a late dinner as Buenos Aires likes it.",
          "Una lezione di tango per i primi passi, poi una milonga come La Viruta a Palermo, dove i porteños di ogni età ballano fino a notte fonda, dopo una cena tardi come piace a Buenos Aires.",
          "Una clase de tango para los primeros pasos y luego una milonga como La Viruta en Palermo, donde porteños de todas las edades bailan hasta la madrugada, tras una cena tardía como se estila en Buenos Aires.",
          "Un cours de tango pour les premiers pas, puis une milonga comme La Viruta à Palerme, où les porteños de tous âges dansent jusqu'au petit matin, après un dîner tardif comme l'aime Buenos Aires.",
          "Eine Tangostunde für die ersten Schritte, dann eine Milonga wie La Viruta in Palermo, wo Porteños jeden Alters bis in die frühen Morgenstunden tanzen, nach einem späten Abendessen, wie es Buenos Aires liebt.",
        ],
      ],
    ],
  },
  "ARG Iguazú Falls": {
    days: [
      [
        "see",
        [
          "Iguazú Falls: the Devil's Throat",
          "Cascate dell'Iguazú: la Garganta del Diablo",
          "Cataratas del Iguazú: la Garganta del Diablo",
          "Chutes d'Iguazú : la Gorge du Diable",
          "Iguazú-Wasserfälle: der Teufelsschlund",
        ],
        [
          "The little Tren de la Selva runs through the forest to Estación Garganta, then walkways cross the wide Iguazú river from island to island to the very lip of the Devil's Throat, a horseshoe of roaring water.",
          "Il trenino della selva attraversa la foresta fino a Estación Garganta, poi le passerelle scavalcano il largo fiume Iguazú di isola in isola fino al bordo della Garganta del Diablo, un ferro di cavallo d'acqua che ruggisce.",
          "El Tren de la Selva cruza el bosque hasta la Estación Garganta y luego las pasarelas atraviesan el ancho río Iguazú de isla en isla hasta el mismo borde de la Garganta del Diablo, una herradura de agua rugiente.",
          "Le petit train de la forêt file jusqu'à la station Garganta, puis les passerelles franchissent le large fleuve Iguazú d'île en île jusqu'au bord même de la Gorge du Diable, un fer à cheval d'eau grondante.",
          "Die kleine Waldbahn fährt zur Estación Garganta, dann führen Stege von Insel zu Insel über den breiten Iguazú bis an den Rand des Teufelsschlunds, eines donnernden Hufeisens aus Wasser.",
        ],
      ],
      [
        "see",
        [
          "Iguazú Falls: the upper and lower circuits",
          "Cascate dell'Iguazú: i circuiti superiore e inferiore",
          "Cataratas del Iguazú: los circuitos superior e inferior",
          "Chutes d'Iguazú : les circuits supérieur et inférieur",
          "Iguazú-Wasserfälle: oberer und unterer Rundweg",
        ],
        [
          "The upper circuit along the brink of the falls and the lower circuit at their foot, facing the Salto San Martín, then the Gran Aventura boat ride that runs straight into the spray below the falls.",
          "Il circuito superiore lungo il ciglio delle cascate e quello inferiore ai loro piedi, davanti al Salto San Martín, poi il gommone della Gran Aventura che entra dritto negli spruzzi sotto i salti.",
          "El circuito superior por el borde de las cataratas y el inferior a sus pies, frente al Salto San Martín, y después la lancha de la Gran Aventura, que se mete de lleno en la espuma bajo los saltos.",
          "Le circuit supérieur au bord des chutes et le circuit inférieur à leur pied, face au Salto San Martín, puis le bateau de la Gran Aventura, qui fonce droit dans les embruns sous les chutes.",
          "Der obere Rundweg an der Kante der Fälle und der untere an ihrem Fuß gegenüber dem Salto San Martín, dann die Bootsfahrt der Gran Aventura, die direkt in die Gischt unter die Fälle fährt.",
        ],
      ],
    ],
  },
  "ARG Salta": {
    days: [
      [
        "see",
        [
          "Salta: the colonial town and Cerro San Bernardo",
          "Salta: la città coloniale e il Cerro San Bernardo",
          "Salta: la ciudad colonial y el cerro San Bernardo",
          "Salta : la ville coloniale et le Cerro San Bernardo",
          "Salta: Kolonialstadt und Cerro San Bernardo",
        ],
        [
          "Plaza 9 de Julio with the pink cathedral and the Cabildo, the red and gold church of San Francisco, the MAAM museum of the Inca children found on Llullaillaco, and the cable car up Cerro San Bernardo.",
          "Plaza 9 de Julio con la cattedrale rosa e il Cabildo, la chiesa rossa e oro di San Francisco, il museo MAAM dei bambini inca ritrovati sul Llullaillaco e la funivia che sale al Cerro San Bernardo.",
          "La plaza 9 de Julio con la catedral rosada y el Cabildo, la iglesia roja y dorada de San Francisco, el MAAM con los niños incas hallados en el Llullaillaco y el teleférico que sube al cerro San Bernardo.",
          "La Plaza 9 de Julio avec la cathédrale rose et le Cabildo, l'église rouge et or de San Francisco, le musée MAAM des enfants incas retrouvés sur le Llullaillaco et le téléphérique du Cerro San Bernardo.",
          "Die Plaza 9 de Julio mit der rosa Kathedrale und dem Cabildo, die rot-goldene Kirche San Francisco, das Museum MAAM mit den auf dem Llullaillaco gefundenen Inka-Kindern und die Seilbahn auf den Cerro San Bernardo.",
        ],
      ],
      [
        "see",
        [
          "Salta: Cachi by the Cuesta del Obispo",
          "Salta: Cachi per la Cuesta del Obispo",
          "Salta: Cachi por la Cuesta del Obispo",
          "Salta : Cachi par la Cuesta del Obispo",
          "Salta: über die Cuesta del Obispo nach Cachi",
        ],
        [
          "Up the hairpins of the Cuesta del Obispo and across the Los Cardones national park, its slopes bristling with giant cactus, to Cachi, a village of white adobe houses beneath the Nevado de Cachi.",
          "Su per i tornanti della Cuesta del Obispo e attraverso il parco nazionale Los Cardones, con i pendii irti di cactus giganti, fino a Cachi, un paese di case bianche di adobe ai piedi del Nevado de Cachi.",
          "Por las curvas de la Cuesta del Obispo y a través del parque nacional Los Cardones, con sus laderas erizadas de cardones gigantes, hasta Cachi, un pueblo de casas blancas de adobe al pie del Nevado de Cachi.",
          "Par les lacets de la Cuesta del Obispo et à travers le parc national Los Cardones, aux pentes hérissées de cactus géants, jusqu'à Cachi, village de maisons blanches en adobe au pied du Nevado de Cachi.",
          "Die Serpentinen der Cuesta del Obispo hinauf und durch den Nationalpark Los Cardones mit seinen Hängen voller Riesenkakteen nach Cachi, einem Dorf aus weißen Lehmhäusern unter dem Nevado de Cachi.",
        ],
      ],
      [
        "food",
        [
          "Salta: empanadas and a peña",
          "Salta: empanadas e una peña",
          "Salta: empanadas y una peña",
          "Salta : empanadas et peña",
          "Salta: Empanadas und eine Peña",
        ],
        [
          "Small salteña empanadas from a clay oven, humitas and tamales wrapped in corn husks, a bowl of locro, then a peña on Calle Balcarce, where folk musicians play zambas and chacareras and the diners join in.",
          "Le piccole empanadas salteñas dal forno di terracotta, humitas e tamales avvolti nelle foglie di mais, una scodella di locro, poi una peña in Calle Balcarce, dove i musicisti folk suonano zambas e chacareras e i commensali cantano.",
          "Empanadas salteñas del horno de barro, humitas y tamales envueltos en chala, un plato de locro y luego una peña en la calle Balcarce, donde los músicos tocan zambas y chacareras y los comensales se suman.",
          "De petites empanadas salteñas sorties du four en terre, humitas et tamales enveloppés dans des feuilles de maïs, un bol de locro, puis une peña rue Balcarce, où les musiciens jouent zambas et chacareras et où la salle reprend en chœur.",
          "Kleine Empanadas salteñas aus dem Lehmofen, Humitas und Tamales in Maisblättern, ein Teller Locro, dann eine Peña in der Calle Balcarce, wo Folkmusiker Zambas und Chacareras spielen und die Gäste mitsingen.",
        ],
      ],
    ],
  },
  "ARG Quebrada de Humahuaca": {
    days: [
      [
        "see",
        [
          "Quebrada de Humahuaca: Purmamarca and Tilcara",
          "Quebrada de Humahuaca: Purmamarca e Tilcara",
          "Quebrada de Humahuaca: Purmamarca y Tilcara",
          "Quebrada de Humahuaca : Purmamarca et Tilcara",
          "Quebrada de Humahuaca: Purmamarca und Tilcara",
        ],
        [
          "The Hill of Seven Hues above the adobe village of Purmamarca and the red trail of the Paseo de los Colorados, then the Pucará of Tilcara, a hilltop fort of the Omaguaca people among tall cardón cactus.",
          "Il Cerro de los Siete Colores sopra il villaggio di adobe di Purmamarca e il sentiero rosso del Paseo de los Colorados, poi il Pucará di Tilcara, fortezza degli Omaguaca su un'altura tra alti cactus cardón.",
          "El cerro de los Siete Colores sobre el pueblo de adobe de Purmamarca y el sendero rojo del Paseo de los Colorados, y luego el Pucará de Tilcara, fortaleza omaguaca en lo alto de un cerro entre altos cardones.",
          "La montagne aux Sept Couleurs au-dessus du village d'adobe de Purmamarca et le sentier rouge du Paseo de los Colorados, puis le Pucará de Tilcara, fort perché du peuple omaguaca parmi les hauts cactus cardón.",
          "Der Berg der sieben Farben über dem Lehmdorf Purmamarca und der rote Weg des Paseo de los Colorados, dann der Pucará von Tilcara, eine Hügelfestung der Omaguaca zwischen hohen Cardón-Kakteen.",
        ],
      ],
      [
        "see",
        [
          "Quebrada de Humahuaca: Humahuaca and the Hornocal",
          "Quebrada de Humahuaca: Humahuaca e l'Hornocal",
          "Quebrada de Humahuaca: Humahuaca y el Hornocal",
          "Quebrada de Humahuaca : Humahuaca et le Hornocal",
          "Quebrada de Humahuaca: Humahuaca und der Hornocal",
        ],
        [
          "Up the valley to the town of Humahuaca and its Independence monument, then a dirt road climbs to the Serranía de Hornocal viewpoint, where fourteen hues of rock fold in zigzags across the mountain.",
          "Su per la valle fino al paese di Humahuaca e al suo monumento all'Indipendenza, poi una strada sterrata sale al belvedere della Serranía de Hornocal, dove quattordici tinte di roccia si piegano a zigzag sulla montagna.",
          "Valle arriba hasta Humahuaca y su monumento a la Independencia, y luego un camino de tierra sube al mirador de la Serranía de Hornocal, donde catorce tonos de roca se pliegan en zigzag sobre la montaña.",
          "En remontant la vallée jusqu'à la ville de Humahuaca et son monument à l'Indépendance, puis une piste grimpe au belvédère de la Serranía de Hornocal, où quatorze teintes de roche se plient en zigzag sur la montagne.",
          "Das Tal hinauf in den Ort Humahuaca mit seinem Unabhängigkeitsdenkmal, dann auf einer Piste zum Aussichtspunkt der Serranía de Hornocal, wo sich vierzehn Farbtöne des Gesteins im Zickzack über den Berg falten.",
        ],
      ],
    ],
  },
  "ARG Salinas Grandes": {
    days: [
      [
        "see",
        [
          "Salinas Grandes: over the Cuesta de Lipán",
          "Salinas Grandes: oltre la Cuesta de Lipán",
          "Salinas Grandes: por la Cuesta de Lipán",
          "Salinas Grandes : par la Cuesta de Lipán",
          "Salinas Grandes: über die Cuesta de Lipán",
        ],
        [
          "The road climbs the switchbacks of the Cuesta de Lipán above Purmamarca to more than 4,100 m, then runs straight onto the white salt flat, where the group walks out across the crust under a huge sky.",
          "La strada sale i tornanti della Cuesta de Lipán sopra Purmamarca fino a oltre 4.100 m, poi corre dritta sulla distesa bianca di sale, dove il gruppo cammina sulla crosta sotto un cielo immenso.",
          "La ruta sube las curvas de la Cuesta de Lipán sobre Purmamarca a más de 4.100 m y luego corre recta hasta el salar blanco, donde el grupo camina sobre la costra bajo un cielo enorme.",
          "La route gravit les lacets de la Cuesta de Lipán au-dessus de Purmamarca jusqu'à plus de 4 100 m, puis file tout droit sur le désert de sel blanc, où le groupe marche sur la croûte sous un ciel immense.",
          "Die Straße klettert in Kehren die Cuesta de Lipán über Purmamarca auf mehr als 4.100 m hinauf und führt dann schnurgerade auf die weiße Salzfläche, über deren Kruste die Gruppe unter einem riesigen Himmel geht.",
        ],
      ],
      [
        "see",
        [
          "Salinas Grandes: with the salt cutters",
          "Salinas Grandes: con i cavatori di sale",
          "Salinas Grandes: con los cortadores de sal",
          "Salinas Grandes : avec les tailleurs de sel",
          "Salinas Grandes: bei den Salzschneidern",
        ],
        [
          "A walk with a guide from the Kolla communities who work the flat, past the long rectangular pools of turquoise brine where salt is harvested, and a look at how blocks are cut and carved by hand.",
          "Una camminata con una guida delle comunità kolla che lavorano il salar, lungo le vasche rettangolari di salamoia turchese dove si raccoglie il sale, per vedere come i blocchi vengono tagliati e scolpiti a mano.",
          "Una caminata con un guía de las comunidades kollas que trabajan el salar, junto a las piletas rectangulares de salmuera turquesa donde se cosecha la sal, para ver cómo se cortan y tallan a mano los bloques.",
          "Une marche avec un guide des communautés kollas qui exploitent le salar, le long des bassins rectangulaires de saumure turquoise où l'on récolte le sel, pour voir comment les blocs sont découpés et taillés à la main.",
          "Ein Gang mit einem Führer der Kolla-Gemeinden, die den Salzsee bearbeiten, entlang der rechteckigen Becken mit türkisfarbener Sole, in denen das Salz gewonnen wird, und wie die Blöcke von Hand geschnitten und geformt werden.",
        ],
      ],
    ],
  },
  "ARG Cafayate": {
    days: [
      [
        "see",
        [
          "Cafayate: the Quebrada de las Conchas",
          "Cafayate: la Quebrada de las Conchas",
          "Cafayate: la quebrada de las Conchas",
          "Cafayate : la Quebrada de las Conchas",
          "Cafayate: die Quebrada de las Conchas",
        ],
        [
          "Down the Quebrada de las Conchas, a canyon of red sandstone, stopping at the Garganta del Diablo and the Anfiteatro, where musicians play to its echo, and at rock shapes such as Los Castillos.",
          "Lungo la Quebrada de las Conchas, un canyon di arenaria rossa, con soste alla Garganta del Diablo e all'Anfiteatro, dove i musicisti suonano sfruttando l'eco, e a rocce dalle forme curiose come Los Castillos.",
          "Por la quebrada de las Conchas, un cañón de arenisca roja, con paradas en la Garganta del Diablo y el Anfiteatro, donde los músicos tocan aprovechando el eco, y en formaciones como Los Castillos.",
          "Le long de la Quebrada de las Conchas, canyon de grès rouge, avec des haltes à la Garganta del Diablo et à l'Anfiteatro, où des musiciens jouent avec l'écho, et devant des rochers aux formes étranges comme Los Castillos.",
          "Durch die Quebrada de las Conchas, eine Schlucht aus rotem Sandstein, mit Halt an der Garganta del Diablo und dem Anfiteatro, wo Musiker mit dem Echo spielen, und an Felsformen wie Los Castillos.",
        ],
      ],
      [
        "food",
        [
          "Cafayate: torrontés and goat cheese",
          "Cafayate: torrontés e formaggio di capra",
          "Cafayate: torrontés y queso de cabra",
          "Cafayate : torrontés et fromage de chèvre",
          "Cafayate: Torrontés und Ziegenkäse",
        ],
        [
          "Tastings of torrontés, the fragrant white wine of the high valleys, at bodegas such as El Esteco and Piattelli, goat cheese from a farm at the edge of town and a scoop of wine ice cream on the main square.",
          "Degustazioni di torrontés, il bianco profumato delle valli alte, in bodegas come El Esteco e Piattelli, formaggio di capra da una fattoria alle porte del paese e un gelato al vino sulla piazza principale.",
          "Catas de torrontés, el blanco aromático de los valles altos, en bodegas como El Esteco y Piattelli, queso de cabra de una granja a las afueras del pueblo y un helado de vino en la plaza principal.",
          "Dégustations de torrontés, le blanc parfumé des hautes vallées, dans des bodegas comme El Esteco et Piattelli, fromage de chèvre d'une ferme à la sortie de la ville et une glace au vin sur la place principale.",
          "Verkostungen von Torrontés, dem duftenden Weißwein der Hochtäler, in Bodegas wie El Esteco und Piattelli, Ziegenkäse von einem Hof am Ortsrand und ein Weineis an der Plaza.",
        ],
      ],
    ],
  },
  "ARG Mendoza": {
    days: [
      [
        "see",
        [
          "Mendoza: the plazas and the Cerro de la Gloria",
          "Mendoza: le piazze e il Cerro de la Gloria",
          "Mendoza: las plazas y el cerro de la Gloria",
          "Mendoza : les places et le Cerro de la Gloria",
          "Mendoza: die Plätze und der Cerro de la Gloria",
        ],
        [
          "The leafy town rebuilt after the 1861 earthquake, with irrigation channels running along its streets, Plaza Independencia and the tiled Plaza España, then the Parque General San Martín and the Cerro de la Gloria monument.",
          "La città alberata ricostruita dopo il terremoto del 1861, con i canali d'irrigazione lungo le strade, Plaza Independencia e la Plaza España piastrellata, poi il Parque General San Martín e il monumento del Cerro de la Gloria.",
          "La ciudad arbolada reconstruida tras el terremoto de 1861, con sus acequias a lo largo de las calles, la plaza Independencia y la plaza España de azulejos, y luego el parque General San Martín y el monumento del cerro de la Gloria.",
          "La ville arborée rebâtie après le séisme de 1861, avec ses canaux d'irrigation le long des rues, la Plaza Independencia et la Plaza España aux azulejos, puis le parc General San Martín et le monument du Cerro de la Gloria.",
          "Die baumreiche Stadt, nach dem Erdbeben von 1861 neu gebaut, mit Bewässerungskanälen entlang der Straßen, der Plaza Independencia und der gekachelten Plaza España, dann der Parque General San Martín und das Denkmal auf dem Cerro de la Gloria.",
        ],
      ],
      [
        "see",
        [
          "Mendoza: the high Andes road to Aconcagua",
          "Mendoza: la strada delle Ande verso l'Aconcagua",
          "Mendoza: la ruta de alta montaña al Aconcagua",
          "Mendoza : la route des Andes vers l'Aconcagua",
          "Mendoza: die Hochandenstraße zum Aconcagua",
        ],
        [
          "West on the road to Chile past the Potrerillos reservoir and Uspallata to Puente del Inca, a natural stone bridge stained by hot springs, and the Horcones lagoon viewpoint facing the south face of Aconcagua.",
          "Verso ovest sulla strada per il Cile, oltre la diga di Potrerillos e Uspallata, fino al Puente del Inca, un ponte naturale di pietra tinto dalle sorgenti termali, e al belvedere della laguna Horcones davanti alla parete sud dell'Aconcagua.",
          "Hacia el oeste por la ruta a Chile, pasando el dique Potrerillos y Uspallata, hasta el Puente del Inca, un puente natural de piedra teñido por las aguas termales, y el mirador de la laguna Horcones frente a la cara sur del Aconcagua.",
          "Vers l'ouest sur la route du Chili, par le lac de Potrerillos et Uspallata, jusqu'au Puente del Inca, pont naturel de pierre teinté par les sources chaudes, et au belvédère de la lagune Horcones face à la paroi sud de l'Aconcagua.",
          "Westwärts auf der Straße nach Chile am Stausee Potrerillos und an Uspallata vorbei zur Puente del Inca, einer von heißen Quellen gefärbten Natursteinbrücke, und zum Aussichtspunkt an der Laguna Horcones vor der Südwand des Aconcagua.",
        ],
      ],
      [
        "food",
        [
          "Mendoza: Malbec in Luján de Cuyo",
          "Mendoza: il Malbec di Luján de Cuyo",
          "Mendoza: Malbec en Luján de Cuyo",
          "Mendoza : le malbec de Luján de Cuyo",
          "Mendoza: Weinprobe in Luján de Cuyo",
        ],
        [
          "A day among the vineyards of Luján de Cuyo, with Malbec tastings at family wineries set against the Andes, olive oil from a local press and a long lunch of asado with chimichurri under the vines.",
          "Una giornata tra le vigne di Luján de Cuyo, con degustazioni di Malbec in cantine di famiglia davanti alle Ande, olio d'oliva da un frantoio locale e un lungo pranzo di asado con chimichurri sotto i filari.",
          "Un día entre los viñedos de Luján de Cuyo, con catas de Malbec en bodegas familiares frente a los Andes, aceite de oliva de una almazara local y un largo almuerzo de asado con chimichurri bajo las parras.",
          "Une journée dans les vignes de Luján de Cuyo, avec des dégustations de malbec dans des bodegas familiales face aux Andes, de l'huile d'olive d'un moulin local et un long déjeuner d'asado au chimichurri sous la treille.",
          "Ein Tag in den Weinbergen von Luján de Cuyo mit Malbec-Verkostungen in Familienweingütern vor der Kulisse der Anden, Olivenöl aus einer örtlichen Mühle und einem langen Asado mit Chimichurri unter den Reben.",
        ],
      ],
    ],
  },
  "ARG Bariloche": {
    days: [
      [
        "see",
        [
          "Bariloche: Cerro Campanario and the Circuito Chico",
          "Bariloche: Cerro Campanario e Circuito Chico",
          "Bariloche: el cerro Campanario y el Circuito Chico",
          "Bariloche : le Cerro Campanario et le Circuito Chico",
          "Bariloche: Cerro Campanario und Circuito Chico",
        ],
        [
          "The chairlift up Cerro Campanario for the view over the lakes Nahuel Huapi and Perito Moreno, then the Circuito Chico road past the Llao Llao hotel, the chapel of San Eduardo and the Bahía López.",
          "La seggiovia del Cerro Campanario per la vista sui laghi Nahuel Huapi e Perito Moreno, poi la strada del Circuito Chico oltre l'hotel Llao Llao, la cappella di San Eduardo e la Bahía López.",
          "La aerosilla del cerro Campanario para ver los lagos Nahuel Huapi y Perito Moreno y luego el Circuito Chico, pasando por el hotel Llao Llao, la capilla San Eduardo y la bahía López.",
          "Le télésiège du Cerro Campanario pour la vue sur les lacs Nahuel Huapi et Perito Moreno, puis la route du Circuito Chico, par l'hôtel Llao Llao, la chapelle San Eduardo et la Bahía López.",
          "Mit dem Sessellift auf den Cerro Campanario mit Blick über die Seen Nahuel Huapi und Perito Moreno, dann die Rundstraße Circuito Chico vorbei am Hotel Llao Llao, der Kapelle San Eduardo und der Bahía López.",
        ],
      ],
      [
        "food",
        [
          "Bariloche: chocolate and smoked trout",
          "Bariloche: cioccolato e trota affumicata",
          "Bariloche: chocolate y trucha ahumada",
          "Bariloche : chocolat et truite fumée",
          "Bariloche: Schokolade und Räucherforelle",
        ],
        [
          "The chocolate shops of Calle Mitre, such as Rapa Nui and Mamuschka, then smoked trout, venison and Patagonian lamb with a craft beer from one of the breweries along the lake road.",
          "Le cioccolaterie di Calle Mitre, come Rapa Nui e Mamuschka, poi trota affumicata, cervo e agnello patagonico con una birra artigianale di uno dei birrifici lungo la strada del lago.",
          "Las chocolaterías de la calle Mitre, como Rapa Nui y Mamuschka, y después trucha ahumada, ciervo y cordero patagónico con una cerveza artesanal de alguna cervecería del camino del lago.",
          "Les chocolatiers de la rue Mitre, comme Rapa Nui et Mamuschka, puis truite fumée, cerf et agneau de Patagonie avec une bière artisanale d'une des brasseries de la route du lac.",
          "Die Schokoladenläden der Calle Mitre wie Rapa Nui und Mamuschka, dann Räucherforelle, Hirsch und patagonisches Lamm mit einem Craft-Bier aus einer der Brauereien an der Seestraße.",
        ],
      ],
    ],
  },
  "ARG Nahuel Huapi": {
    days: [
      [
        "see",
        [
          "Nahuel Huapi: Isla Victoria and the Arrayanes forest",
          "Nahuel Huapi: Isla Victoria e il bosco di Arrayanes",
          "Nahuel Huapi: la isla Victoria y el bosque de Arrayanes",
          "Nahuel Huapi : l'île Victoria et le bois d'Arrayanes",
          "Nahuel Huapi: Isla Victoria und der Arrayanes-Wald",
        ],
        [
          "A boat from Puerto Pañuelo across the lake to Isla Victoria and on to the Quetrihué peninsula, where a boardwalk winds through the Arrayanes forest of myrtle trees with cinnamon-hued bark.",
          "Un battello da Puerto Pañuelo attraversa il lago fino a Isla Victoria e poi alla penisola di Quetrihué, dove una passerella di legno si snoda nel bosco di Arrayanes, mirti dalla corteccia color cannella.",
          "Un barco desde Puerto Pañuelo cruza el lago hasta la isla Victoria y sigue a la península de Quetrihué, donde una pasarela de madera serpentea por el bosque de arrayanes de corteza color canela.",
          "Un bateau de Puerto Pañuelo traverse le lac jusqu'à l'île Victoria puis la péninsule de Quetrihué, où une passerelle serpente dans le bois d'Arrayanes, des myrtes à l'écorce couleur cannelle.",
          "Ein Boot von Puerto Pañuelo über den See zur Isla Victoria und weiter zur Halbinsel Quetrihué, wo ein Holzsteg durch den Arrayanes-Wald führt, Myrtenbäume mit zimtfarbener Rinde.",
        ],
      ],
      [
        "see",
        [
          "Nahuel Huapi: Puerto Blest and the Cántaros falls",
          "Nahuel Huapi: Puerto Blest e la cascata Los Cántaros",
          "Nahuel Huapi: Puerto Blest y la cascada Los Cántaros",
          "Nahuel Huapi : Puerto Blest et la cascade Los Cántaros",
          "Nahuel Huapi: Puerto Blest und der Cántaros-Fall",
        ],
        [
          "By boat along the Blest arm of the lake, between steep forested walls, to Puerto Blest, then up a wooden stairway through the Valdivian rainforest to the Los Cántaros falls and the lake above them.",
          "In battello lungo il braccio Blest del lago, tra pareti ripide e boscose, fino a Puerto Blest, poi su una scalinata di legno nella foresta valdiviana fino alla cascata Los Cántaros e al laghetto che la sovrasta.",
          "En barco por el brazo Blest del lago, entre paredes empinadas y boscosas, hasta Puerto Blest, y luego por una escalera de madera en la selva valdiviana hasta la cascada Los Cántaros y el lago que la corona.",
          "En bateau le long du bras Blest du lac, entre des parois abruptes et boisées, jusqu'à Puerto Blest, puis par un escalier de bois dans la forêt valdivienne jusqu'à la cascade Los Cántaros et au lac qui la domine.",
          "Mit dem Boot durch den Blest-Arm des Sees zwischen steilen bewaldeten Wänden nach Puerto Blest, dann über eine Holztreppe durch den valdivianischen Regenwald zum Cántaros-Fall und dem See darüber.",
        ],
      ],
    ],
  },
  "ARG Puerto Madryn": {
    days: [
      [
        "see",
        [
          "Puerto Madryn: Punta Loma and the Ecocentro",
          "Puerto Madryn: Punta Loma e l'Ecocentro",
          "Puerto Madryn: Punta Loma y el Ecocentro",
          "Puerto Madryn : Punta Loma et l'Ecocentro",
          "Puerto Madryn: Punta Loma und das Ecocentro",
        ],
        [
          "The sea lion colony of Punta Loma, watched from the clifftop above the rocks, then the Ecocentro on the bay, a hall devoted to the southern sea, its right whales and its shorebirds.",
          "La colonia di leoni marini di Punta Loma, osservata dall'alto della scogliera, poi l'Ecocentro sulla baia, dedicato al mare australe, alle sue balene franche e agli uccelli della costa.",
          "La lobería de Punta Loma, vista desde lo alto del acantilado, y luego el Ecocentro sobre el golfo, dedicado al mar austral, sus ballenas francas y sus aves costeras.",
          "La colonie de lions de mer de Punta Loma, observée du haut de la falaise, puis l'Ecocentro sur la baie, consacré à la mer australe, à ses baleines franches et à ses oiseaux de rivage.",
          "Die Seelöwenkolonie von Punta Loma, von der Klippe über den Felsen beobachtet, dann das Ecocentro an der Bucht, das dem südlichen Meer, seinen Glattwalen und Küstenvögeln gewidmet ist.",
        ],
      ],
      [
        "food",
        [
          "Puerto Madryn: Welsh tea in Gaiman",
          "Puerto Madryn: il tè gallese di Gaiman",
          "Puerto Madryn: té galés en Gaiman",
          "Puerto Madryn : le thé gallois de Gaiman",
          "Puerto Madryn: walisischer Tee in Gaiman",
        ],
        [
          "In Gaiman, a village of the Chubut valley founded by Welsh settlers, a Welsh tea in a tea house such as Ty Nain: breads, scones, jams and the dark fruit cake called torta galesa.",
          "A Gaiman, paese della valle del Chubut fondato da coloni gallesi, un tè gallese in una casa da tè come Ty Nain: pani, scones, marmellate e la scura torta di frutta chiamata torta galesa.",
          "En Gaiman, pueblo del valle del Chubut fundado por colonos galeses, un té galés en una casa de té como Ty Nain: panes, scones, dulces y la oscura torta de frutas llamada torta galesa.",
          "À Gaiman, village de la vallée du Chubut fondé par des colons gallois, un thé gallois dans un salon comme Ty Nain : pains, scones, confitures et le gâteau sombre aux fruits secs appelé torta galesa.",
          "In Gaiman, einem von walisischen Siedlern gegründeten Dorf im Chubut-Tal, ein walisischer Tee in einem Teehaus wie Ty Nain: Brote, Scones, Marmeladen und der dunkle Früchtekuchen Torta Galesa.",
        ],
      ],
    ],
  },
  "ARG Valdés Peninsula": {
    days: [
      [
        "see",
        [
          "Valdés Peninsula: Puerto Pirámides",
          "Penisola Valdés: Puerto Pirámides",
          "Península Valdés: Puerto Pirámides",
          "Péninsule Valdés : Puerto Pirámides",
          "Halbinsel Valdés: Puerto Pirámides",
        ],
        [
          "Across the narrow Ameghino isthmus, with the Isla de los Pájaros offshore, to Puerto Pirámides, the peninsula's only village, and a walk along its sandstone cliffs to the sea lions of the Punta Pirámide colony.",
          "Oltre lo stretto istmo Ameghino, con l'Isla de los Pájaros al largo, fino a Puerto Pirámides, l'unico villaggio della penisola, e una camminata lungo le scogliere di arenaria fino ai leoni marini di Punta Pirámide.",
          "Por el angosto istmo Ameghino, con la isla de los Pájaros frente a la costa, hasta Puerto Pirámides, el único pueblo de la península, y un paseo por sus acantilados de arenisca hasta la lobería de Punta Pirámide.",
          "Par l'étroit isthme Ameghino, avec l'île aux Oiseaux au large, jusqu'à Puerto Pirámides, seul village de la péninsule, et une marche le long des falaises de grès jusqu'aux lions de mer de Punta Pirámide.",
          "Über die schmale Ameghino-Landenge, vor der die Isla de los Pájaros liegt, nach Puerto Pirámides, dem einzigen Dorf der Halbinsel, und ein Gang über die Sandsteinklippen zu den Seelöwen von Punta Pirámide.",
        ],
      ],
      [
        "see",
        [
          "Valdés Peninsula: Caleta Valdés and Punta Norte",
          "Penisola Valdés: Caleta Valdés e Punta Norte",
          "Península Valdés: Caleta Valdés y Punta Norte",
          "Péninsule Valdés : Caleta Valdés et Punta Norte",
          "Halbinsel Valdés: Caleta Valdés und Punta Norte",
        ],
        [
          "Gravel roads across the steppe, with guanacos, maras and rheas by the track, to the long shingle spit of Caleta Valdés and the beaches of Punta Norte, where sea lions and elephant seals haul out.",
          "Strade sterrate attraverso la steppa, con guanachi, mara e nandù lungo la pista, fino alla lunga lingua di ghiaia di Caleta Valdés e alle spiagge di Punta Norte, dove riposano leoni ed elefanti marini.",
          "Caminos de ripio por la estepa, con guanacos, maras y ñandúes junto a la huella, hasta la larga restinga de Caleta Valdés y las playas de Punta Norte, donde descansan lobos y elefantes marinos.",
          "Des pistes de gravier à travers la steppe, avec guanacos, maras et nandous au bord du chemin, jusqu'au long cordon de galets de Caleta Valdés et aux plages de Punta Norte, où se hissent lions et éléphants de mer.",
          "Schotterpisten durch die Steppe, mit Guanakos, Maras und Nandus am Weg, zur langen Kiesnehrung von Caleta Valdés und zu den Stränden von Punta Norte, an denen Seelöwen und See-Elefanten liegen.",
        ],
      ],
    ],
  },
  "ARG El Calafate": {
    days: [
      [
        "see",
        [
          "El Calafate: Laguna Nimez and the Glaciarium",
          "El Calafate: la Laguna Nimez e il Glaciarium",
          "El Calafate: la laguna Nimez y el Glaciarium",
          "El Calafate : la lagune Nimez et le Glaciarium",
          "El Calafate: Laguna Nimez und das Glaciarium",
        ],
        [
          "A walk around the Laguna Nimez bird reserve on the shore of Lago Argentino, with black-necked swans and upland geese, then the Glaciarium, a museum devoted to the ice fields of Patagonia.",
          "Una passeggiata nella riserva ornitologica della Laguna Nimez sulla riva del Lago Argentino, tra cigni dal collo nero e oche di Magellano, poi il Glaciarium, un museo dedicato ai ghiacci della Patagonia.",
          "Un paseo por la reserva de aves de la laguna Nimez, a orillas del lago Argentino, con cisnes de cuello negro y cauquenes, y después el Glaciarium, un museo dedicado a los hielos de la Patagonia.",
          "Une balade dans la réserve d'oiseaux de la lagune Nimez, au bord du lac Argentino, avec cygnes à cou noir et ouettes de Magellan, puis le Glaciarium, musée consacré aux glaces de Patagonie.",
          "Ein Rundgang durch das Vogelschutzgebiet Laguna Nimez am Ufer des Lago Argentino mit Schwarzhalsschwänen und Magellangänsen, dann das Glaciarium, ein Museum über das patagonische Eis.",
        ],
      ],
      [
        "food",
        [
          "El Calafate: lamb on the cross",
          "El Calafate: agnello alla croce",
          "El Calafate: cordero al asador",
          "El Calafate : agneau à la croix",
          "El Calafate: Lamm vom Kreuz",
        ],
        [
          "Patagonian lamb roasted for hours on an iron cross beside the embers, the cordero al asador, then calafate berry jam and liqueur; the legend says whoever eats the berry comes back to Patagonia.",
          "L'agnello patagonico arrostito per ore su una croce di ferro accanto alla brace, il cordero al asador, poi marmellata e liquore di calafate; la leggenda dice che chi mangia la bacca torna in Patagonia.",
          "El cordero patagónico asado durante horas en una cruz de hierro junto a las brasas, y luego dulce y licor de calafate; dice la leyenda que quien come el fruto vuelve a la Patagonia.",
          "L'agneau de Patagonie rôti des heures sur une croix de fer près des braises, le cordero al asador, puis confiture et liqueur de calafate ; la légende dit que qui mange la baie revient en Patagonie.",
          "Patagonisches Lamm, stundenlang an einem Eisenkreuz neben der Glut gegart, das Cordero al Asador, dann Calafate-Marmelade und -Likör; die Legende sagt, wer die Beere isst, kehrt nach Patagonien zurück.",
        ],
      ],
    ],
  },
  "ARG Perito Moreno Glacier": {
    days: [
      [
        "see",
        [
          "Perito Moreno Glacier: the walkways",
          "Ghiacciaio Perito Moreno: le passerelle",
          "Glaciar Perito Moreno: las pasarelas",
          "Glacier Perito Moreno : les passerelles",
          "Perito-Moreno-Gletscher: die Stege",
        ],
        [
          "The walkways of the Magallanes peninsula face the glacier's front, a wall of ice some 60 m high from which blocks crack off and crash into Lago Argentino, with a boat ride along the face from Bajo de las Sombras.",
          "Le passerelle della penisola di Magallanes guardano il fronte del ghiacciaio, un muro di ghiaccio alto una sessantina di metri da cui si staccano blocchi che crollano nel Lago Argentino, con un giro in battello lungo la parete.",
          "Las pasarelas de la península de Magallanes miran el frente del glaciar, un muro de hielo de unos 60 m del que se desprenden bloques que caen con estruendo al lago Argentino, con un paseo en barco junto a la pared.",
          "Les passerelles de la péninsule de Magallanes font face au front du glacier, un mur de glace d'une soixantaine de mètres d'où des blocs se détachent et s'écrasent dans le lac Argentino, avec une sortie en bateau le long de la paroi.",
          "Die Stege der Magallanes-Halbinsel blicken auf die Gletscherfront, eine etwa 60 m hohe Eiswand, von der Blöcke abbrechen und in den Lago Argentino stürzen, dazu eine Bootsfahrt an der Wand entlang.",
        ],
      ],
      [
        "see",
        [
          "Perito Moreno Glacier: walking on the ice",
          "Ghiacciaio Perito Moreno: a piedi sul ghiaccio",
          "Glaciar Perito Moreno: caminata sobre el hielo",
          "Glacier Perito Moreno : marche sur la glace",
          "Perito-Moreno-Gletscher: zu Fuß auf dem Eis",
        ],
        [
          "A boat across the Brazo Rico to the glacier's side, then crampons on for the guided mini-trekking over the ice, among crevasses, seracs and deep blue pools, ending with a drink poured over glacier ice.",
          "Un battello attraversa il Brazo Rico fino al fianco del ghiacciaio, poi ramponi ai piedi per il minitrekking guidato sul ghiaccio, tra crepacci, seracchi e pozze di un blu intenso, con un brindisi finale sul ghiaccio del ghiacciaio.",
          "Un barco cruza el brazo Rico hasta el flanco del glaciar y luego, con crampones, el minitrekking guiado sobre el hielo, entre grietas, seracs y pozas de azul intenso, con un brindis final con hielo del glaciar.",
          "Un bateau traverse le Brazo Rico jusqu'au flanc du glacier, puis crampons aux pieds pour le mini-trekking guidé sur la glace, entre crevasses, séracs et mares d'un bleu profond, avec un verre final servi sur la glace du glacier.",
          "Mit dem Boot über den Brazo Rico an die Flanke des Gletschers, dann mit Steigeisen auf das geführte Minitrekking über das Eis, zwischen Spalten, Séracs und tiefblauen Tümpeln, zum Schluss ein Drink auf Gletschereis.",
        ],
      ],
    ],
  },
  "ARG El Chaltén": {
    days: [
      [
        "see",
        [
          "El Chaltén: the Condors' viewpoint and the Chorrillo del Salto",
          "El Chaltén: il belvedere dei Condor e il Chorrillo del Salto",
          "El Chaltén: el mirador de los Cóndores y el Chorrillo del Salto",
          "El Chaltén : le mirador des Condors et le Chorrillo del Salto",
          "El Chaltén: Kondor-Aussichtspunkt und Chorrillo del Salto",
        ],
        [
          "Short walks from the village: up to the Mirador de los Cóndores and de las Águilas for the view of Fitz Roy, Cerro Torre and Lago Viedma, and out along the river to the Chorrillo del Salto waterfall.",
          "Brevi camminate dal paese: su al Mirador de los Cóndores e a quello de las Águilas per la vista sul Fitz Roy, sul Cerro Torre e sul Lago Viedma, e lungo il fiume fino alla cascata del Chorrillo del Salto.",
          "Caminatas cortas desde el pueblo: a los miradores de los Cóndores y de las Águilas, con vista al Fitz Roy, el Cerro Torre y el lago Viedma, y por el río hasta la cascada del Chorrillo del Salto.",
          "De courtes marches depuis le village : les miradors des Condors et des Aigles pour la vue sur le Fitz Roy, le Cerro Torre et le lac Viedma, puis le long de la rivière jusqu'à la cascade du Chorrillo del Salto.",
          "Kurze Wanderungen vom Dorf: hinauf zu den Aussichtspunkten der Kondore und Adler mit Blick auf Fitz Roy, Cerro Torre und Lago Viedma, und am Fluss entlang zum Wasserfall Chorrillo del Salto.",
        ],
      ],
      [
        "food",
        [
          "El Chaltén: beer and lamb stew",
          "El Chaltén: birra e stufato d'agnello",
          "El Chaltén: cerveza y guiso de cordero",
          "El Chaltén : bière et ragoût d'agneau",
          "El Chaltén: Bier und Lammeintopf",
        ],
        [
          "The village's own craft beer at La Cervecería, a bowl of locro or Patagonian lamb stew, and the homemade cakes and alfajores that climbers carry in their packs, from the bakeries of Avenida San Martín.",
          "La birra artigianale del paese alla Cervecería, una scodella di locro o di stufato d'agnello patagonico, e le torte fatte in casa e gli alfajores che gli alpinisti portano nello zaino, dalle panetterie di Avenida San Martín.",
          "La cerveza artesanal del pueblo en La Cervecería, un plato de locro o de guiso de cordero patagónico, y las tortas caseras y alfajores que los escaladores llevan en la mochila, de las panaderías de la avenida San Martín.",
          "La bière artisanale du village à La Cervecería, un bol de locro ou de ragoût d'agneau de Patagonie, et les gâteaux maison et alfajores que les grimpeurs glissent dans leur sac, achetés aux boulangeries de l'avenue San Martín.",
          "Das Craft-Bier des Dorfes in La Cervecería, ein Teller Locro oder patagonischer Lammeintopf und die hausgemachten Kuchen und Alfajores, die Bergsteiger im Rucksack tragen, aus den Bäckereien der Avenida San Martín.",
        ],
      ],
    ],
  },
  "ARG Fitz Roy": {
    months: [10, 4],
    days: [
      [
        "trek",
        [
          "Fitz Roy: to Laguna Capri and Poincenot",
          "Fitz Roy: alla Laguna Capri e al campo Poincenot",
          "Fitz Roy: a la laguna Capri y el campamento Poincenot",
          "Fitz Roy : vers la lagune Capri et le camp Poincenot",
          "Fitz Roy: zur Laguna Capri und zum Lager Poincenot",
        ],
        [
          "From the north end of El Chaltén the trail climbs through lenga beech woods to Laguna Capri, then crosses the open valley to the Poincenot camp beneath the granite spire of Fitz Roy.",
          "Dal limite nord di El Chaltén il sentiero sale tra i boschi di faggi lenga fino alla Laguna Capri, poi attraversa la valle aperta fino al campo Poincenot, sotto la guglia di granito del Fitz Roy.",
          "Desde el extremo norte de El Chaltén el sendero sube por bosques de lenga hasta la laguna Capri y cruza después el valle abierto hasta el campamento Poincenot, bajo la aguja de granito del Fitz Roy.",
          "Depuis le nord d'El Chaltén, le sentier monte dans les forêts de lengas jusqu'à la lagune Capri, puis traverse la vallée ouverte jusqu'au camp Poincenot, sous l'aiguille de granit du Fitz Roy.",
          "Vom Nordende El Chalténs steigt der Pfad durch Lenga-Buchenwald zur Laguna Capri und quert dann das offene Tal zum Lager Poincenot unter der Granitnadel des Fitz Roy.",
        ],
      ],
      [
        "trek",
        [
          "Fitz Roy: up to Laguna de los Tres",
          "Fitz Roy: su alla Laguna de los Tres",
          "Fitz Roy: subida a la laguna de los Tres",
          "Fitz Roy : montée à la lagune de los Tres",
          "Fitz Roy: hinauf zur Laguna de los Tres",
        ],
        [
          "Before dawn, the steep last climb up the moraine to Laguna de los Tres, where the first light turns the face of Fitz Roy red, then down past the glacier lake of Piedras Blancas.",
          "Prima dell'alba, la ripida salita finale sulla morena fino alla Laguna de los Tres, dove la prima luce tinge di rosso la parete del Fitz Roy, poi giù oltre il lago glaciale di Piedras Blancas.",
          "Antes del alba, la empinada subida final por la morrena hasta la laguna de los Tres, donde la primera luz enrojece la pared del Fitz Roy, y luego el descenso junto a la laguna glaciar de Piedras Blancas.",
          "Avant l'aube, l'ultime montée raide sur la moraine jusqu'à la lagune de los Tres, où la première lumière rougit la face du Fitz Roy, puis la descente par le lac glaciaire de Piedras Blancas.",
          "Vor Sonnenaufgang der steile letzte Anstieg über die Moräne zur Laguna de los Tres, wo das erste Licht die Wand des Fitz Roy rot färbt, dann hinab am Gletschersee Piedras Blancas vorbei.",
        ],
      ],
      [
        "trek",
        [
          "Fitz Roy: by Madre e Hija to Laguna Torre",
          "Fitz Roy: per Madre e Hija alla Laguna Torre",
          "Fitz Roy: por Madre e Hija a la laguna Torre",
          "Fitz Roy : par Madre e Hija jusqu'à la lagune Torre",
          "Fitz Roy: über Madre e Hija zur Laguna Torre",
        ],
        [
          "The path past the twin lakes Madre and Hija crosses to the Torre valley and the De Agostini camp at Laguna Torre, where icebergs float beneath the needle of Cerro Torre.",
          "Il sentiero costeggia i laghi gemelli Madre e Hija e passa nella valle del Torre fino al campo De Agostini sulla Laguna Torre, dove galleggiano iceberg sotto l'ago del Cerro Torre.",
          "El sendero bordea las lagunas gemelas Madre e Hija y pasa al valle del Torre hasta el campamento De Agostini, junto a la laguna Torre, donde flotan témpanos bajo la aguja del Cerro Torre.",
          "Le sentier longe les lacs jumeaux Madre et Hija puis passe dans la vallée du Torre jusqu'au camp De Agostini, au bord de la lagune Torre, où flottent des icebergs sous l'aiguille du Cerro Torre.",
          "Der Weg an den Zwillingsseen Madre und Hija vorbei führt ins Torre-Tal zum Lager De Agostini an der Laguna Torre, wo Eisberge unter der Nadel des Cerro Torre treiben.",
        ],
      ],
      [
        "trek",
        [
          "Fitz Roy: Mirador Maestri and down the Torre valley",
          "Fitz Roy: il Mirador Maestri e la valle del Torre",
          "Fitz Roy: el mirador Maestri y el valle del Torre",
          "Fitz Roy : le mirador Maestri et la vallée du Torre",
          "Fitz Roy: Mirador Maestri und durch das Torre-Tal hinab",
        ],
        [
          "Along the moraine above Laguna Torre to the Mirador Maestri, close to the Grande glacier, then down the Torre valley by the Mirador del Torre to the village of El Chaltén.",
          "Lungo la morena sopra la Laguna Torre fino al Mirador Maestri, vicino al ghiacciaio Grande, poi giù per la valle del Torre, dal Mirador del Torre fino al paese di El Chaltén.",
          "Por la morrena sobre la laguna Torre hasta el mirador Maestri, cerca del glaciar Grande, y luego valle del Torre abajo, por el mirador del Torre, hasta el pueblo de El Chaltén.",
          "Le long de la moraine au-dessus de la lagune Torre jusqu'au mirador Maestri, près du glacier Grande, puis la descente de la vallée du Torre par le mirador del Torre jusqu'au village d'El Chaltén.",
          "Auf der Moräne über der Laguna Torre zum Mirador Maestri nahe dem Grande-Gletscher, dann durch das Torre-Tal am Mirador del Torre vorbei hinab ins Dorf El Chaltén.",
        ],
      ],
      [
        "see",
        [
          "Fitz Roy: Loma del Pliegue Tumbado",
          "Fitz Roy: la Loma del Pliegue Tumbado",
          "Fitz Roy: la loma del Pliegue Tumbado",
          "Fitz Roy : la Loma del Pliegue Tumbado",
          "Fitz Roy: die Loma del Pliegue Tumbado",
        ],
        [
          "A long day walk up open slopes to the Loma del Pliegue Tumbado, the viewpoint that shows Fitz Roy and Cerro Torre side by side, with Lago Viedma and its glacier below.",
          "Una lunga camminata di un giorno su pendii aperti fino alla Loma del Pliegue Tumbado, il belvedere che mostra affiancati il Fitz Roy e il Cerro Torre, con il Lago Viedma e il suo ghiacciaio in basso.",
          "Una larga caminata de un día por laderas abiertas hasta la loma del Pliegue Tumbado, el mirador que muestra juntos el Fitz Roy y el Cerro Torre, con el lago Viedma y su glaciar abajo.",
          "Une longue marche à la journée sur des pentes dégagées jusqu'à la Loma del Pliegue Tumbado, le belvédère qui montre côte à côte le Fitz Roy et le Cerro Torre, avec le lac Viedma et son glacier en contrebas.",
          "Eine lange Tageswanderung über offene Hänge zur Loma del Pliegue Tumbado, dem Aussichtspunkt, der Fitz Roy und Cerro Torre nebeneinander zeigt, mit dem Lago Viedma und seinem Gletscher darunter.",
        ],
      ],
    ],
  },
  "ARG Ushuaia": {
    days: [
      [
        "see",
        [
          "Ushuaia: the End of the World train and Lapataia",
          "Ushuaia: il Treno della Fine del Mondo e Lapataia",
          "Ushuaia: el Tren del Fin del Mundo y Lapataia",
          "Ushuaia : le train du Bout du Monde et Lapataia",
          "Ushuaia: der Zug am Ende der Welt und Lapataia",
        ],
        [
          "The End of the World train along the old convicts' line into the Tierra del Fuego national park, then coastal walks to Lapataia Bay, where the road from Alaska ends, and the Ensenada Zaratiegui post office.",
          "Il Treno della Fine del Mondo lungo la vecchia linea dei detenuti nel parco nazionale Terra del Fuoco, poi camminate sulla costa fino alla baia Lapataia, dove finisce la strada che viene dall'Alaska, e l'ufficio postale di Ensenada Zaratiegui.",
          "El Tren del Fin del Mundo por la vieja línea de los presos hasta el parque nacional Tierra del Fuego, y luego caminatas por la costa hasta la bahía Lapataia, donde termina la ruta que viene de Alaska, y el correo de la Ensenada Zaratiegui.",
          "Le train du Bout du Monde sur l'ancienne ligne des bagnards jusqu'au parc national de la Terre de Feu, puis des marches côtières jusqu'à la baie Lapataia, où finit la route venue d'Alaska, et la poste de l'Ensenada Zaratiegui.",
          "Mit dem Zug am Ende der Welt auf der alten Sträflingsbahn in den Nationalpark Feuerland, dann Küstenwanderungen zur Bucht Lapataia, wo die Straße aus Alaska endet, und zum Postamt der Ensenada Zaratiegui.",
        ],
      ],
      [
        "boat",
        [
          "Ushuaia: the Beagle Channel by boat",
          "Ushuaia: il canale Beagle in barca",
          "Ushuaia: el canal Beagle en barco",
          "Ushuaia : le canal Beagle en bateau",
          "Ushuaia: Bootsfahrt auf dem Beagle-Kanal",
        ],
        [
          "A boat out on the Beagle Channel past the sea lions of the Isla de los Lobos and the cormorants of the Isla de los Pájaros to the red and white lighthouse of Les Éclaireurs, with the Martial mountains behind the town.",
          "Un battello sul canale Beagle oltre i leoni marini dell'Isla de los Lobos e i cormorani dell'Isla de los Pájaros fino al faro bianco e rosso di Les Éclaireurs, con i monti Martial alle spalle della città.",
          "Un barco por el canal Beagle, pasando los lobos marinos de la isla de los Lobos y los cormoranes de la isla de los Pájaros, hasta el faro blanco y rojo Les Éclaireurs, con los montes Martial detrás de la ciudad.",
          "Un bateau sur le canal Beagle, par les lions de mer de l'île des Loups et les cormorans de l'île des Oiseaux, jusqu'au phare rouge et blanc des Éclaireurs, avec les monts Martial derrière la ville.",
          "Ein Boot auf dem Beagle-Kanal vorbei an den Seelöwen der Isla de los Lobos und den Kormoranen der Isla de los Pájaros zum rot-weißen Leuchtturm Les Éclaireurs, mit den Martial-Bergen hinter der Stadt.",
        ],
      ],
      [
        "food",
        [
          "Ushuaia: king crab and Fuegian lamb",
          "Ushuaia: granseola e agnello fueghino",
          "Ushuaia: centolla y cordero fueguino",
          "Ushuaia : centolla et agneau fuégien",
          "Ushuaia: Königskrabbe und Feuerland-Lamm",
        ],
        [
          "Centolla, the southern king crab, chosen from the tanks of a restaurant on the waterfront, and Fuegian lamb from the asador, with a beer from the town's Beagle brewery.",
          "La centolla, la granseola australe, scelta nelle vasche di un ristorante sul lungomare, e l'agnello fueghino dall'asador, con una birra del birrificio Beagle della città.",
          "Centolla elegida en los tanques de un restaurante de la costanera y cordero fueguino al asador, con una cerveza de la cervecería Beagle de la ciudad.",
          "La centolla, le crabe royal austral, choisie dans les viviers d'un restaurant du front de mer, et l'agneau fuégien à l'asador, avec une bière de la brasserie Beagle de la ville.",
          "Centolla, die südliche Königskrabbe, aus den Becken eines Restaurants an der Uferstraße, und Feuerland-Lamm vom Asador, dazu ein Bier der örtlichen Brauerei Beagle.",
        ],
      ],
    ],
  },
  "CHL Santiago": {
    days: [
      [
        "see",
        [
          "Santiago: Plaza de Armas and La Moneda",
          "Santiago del Cile: Plaza de Armas e La Moneda",
          "Santiago de Chile: la Plaza de Armas y La Moneda",
          "Santiago du Chili : la Plaza de Armas et La Moneda",
          "Santiago de Chile: Plaza de Armas und La Moneda",
        ],
        [
          "The Plaza de Armas with the cathedral and the old post office, the Palacio de La Moneda and its changing of the guard, the Museo Chileno de Arte Precolombino, then up the terraces of Cerro Santa Lucía.",
          "La Plaza de Armas con la cattedrale e il vecchio palazzo delle poste, il Palacio de La Moneda e il suo cambio della guardia, il Museo Chileno de Arte Precolombino, poi su per le terrazze del Cerro Santa Lucía.",
          "La Plaza de Armas con la catedral y el antiguo correo, el Palacio de La Moneda y su cambio de guardia, el Museo Chileno de Arte Precolombino y luego las terrazas del cerro Santa Lucía.",
          "La Plaza de Armas avec la cathédrale et l'ancienne poste, le palais de La Moneda et sa relève de la garde, le Museo Chileno de Arte Precolombino, puis les terrasses du Cerro Santa Lucía.",
          "Die Plaza de Armas mit Kathedrale und alter Hauptpost, der Palacio de La Moneda mit seiner Wachablösung, das Museo Chileno de Arte Precolombino, dann hinauf über die Terrassen des Cerro Santa Lucía.",
        ],
      ],
      [
        "see",
        [
          "Santiago: Cerro San Cristóbal and Bellavista",
          "Santiago del Cile: Cerro San Cristóbal e Bellavista",
          "Santiago de Chile: el cerro San Cristóbal y Bellavista",
          "Santiago du Chili : le Cerro San Cristóbal et Bellavista",
          "Santiago de Chile: Cerro San Cristóbal und Bellavista",
        ],
        [
          "The funicular up Cerro San Cristóbal for the view of the city against the Andes, then Bellavista's painted streets and La Chascona, Pablo Neruda's house, and an evening stroll in the Lastarria quarter.",
          "La funicolare del Cerro San Cristóbal per la vista sulla città contro le Ande, poi le strade dipinte di Bellavista e La Chascona, la casa di Pablo Neruda, e una passeggiata serale nel quartiere Lastarria.",
          "El funicular del cerro San Cristóbal para ver la ciudad contra los Andes, luego las calles pintadas de Bellavista y La Chascona, la casa de Pablo Neruda, y un paseo al atardecer por el barrio Lastarria.",
          "Le funiculaire du Cerro San Cristóbal pour la vue sur la ville adossée aux Andes, puis les rues peintes de Bellavista et La Chascona, la maison de Pablo Neruda, et une flânerie en soirée dans le quartier Lastarria.",
          "Mit der Standseilbahn auf den Cerro San Cristóbal mit Blick auf die Stadt vor den Anden, dann die bemalten Straßen von Bellavista und La Chascona, das Haus Pablo Nerudas, und ein Abendbummel durch das Viertel Lastarria.",
        ],
      ],
      [
        "food",
        [
          "Santiago: Mercado Central and La Vega",
          "Santiago del Cile: Mercado Central e La Vega",
          "Santiago de Chile: el Mercado Central y La Vega",
          "Santiago du Chili : le Mercado Central et La Vega",
          "Santiago de Chile: Mercado Central und La Vega",
        ],
        [
          "Caldillo de congrio, the conger eel soup Neruda praised, under the iron roof of the Mercado Central, the fruit stalls of La Vega across the river, then pastel de choclo, mote con huesillo and a pisco sour.",
          "Il caldillo de congrio, la zuppa di grongo cantata da Neruda, sotto la tettoia di ferro del Mercado Central, i banchi di frutta della Vega oltre il fiume, poi pastel de choclo, mote con huesillo e un pisco sour.",
          "Caldillo de congrio, la sopa que cantó Neruda, bajo el techo de hierro del Mercado Central, los puestos de fruta de La Vega al otro lado del río, y luego pastel de choclo, mote con huesillo y un pisco sour.",
          "Le caldillo de congrio, la soupe de congre chantée par Neruda, sous la charpente de fer du Mercado Central, les étals de fruits de La Vega de l'autre côté du fleuve, puis pastel de choclo, mote con huesillo et pisco sour.",
          "Caldillo de Congrio, die von Neruda besungene Aalsuppe, unter dem Eisendach des Mercado Central, die Obststände von La Vega jenseits des Flusses, dann Pastel de Choclo, Mote con Huesillo und ein Pisco Sour.",
        ],
      ],
    ],
  },
  "CHL Valparaíso": {
    days: [
      [
        "see",
        [
          "Valparaíso: the hills and their lifts",
          "Valparaíso: i colli e le loro funicolari",
          "Valparaíso: los cerros y sus ascensores",
          "Valparaíso : les collines et leurs ascenseurs",
          "Valparaíso: die Hügel und ihre Aufzüge",
        ],
        [
          "The old funicular lifts up to Cerro Concepción and Cerro Alegre, lanes of houses clad in painted tin and covered in murals, then La Sebastiana, Neruda's house over the bay, and the port from the Muelle Prat.",
          "Le vecchie funicolari salgono al Cerro Concepción e al Cerro Alegre, vicoli di case rivestite di lamiera dipinta e coperte di murales, poi La Sebastiana, la casa di Neruda sulla baia, e il porto dal Muelle Prat.",
          "Los viejos ascensores suben al cerro Concepción y al cerro Alegre, callejones de casas de calamina pintada cubiertas de murales; luego La Sebastiana, la casa de Neruda sobre la bahía, y el puerto desde el muelle Prat.",
          "Les vieux ascenseurs funiculaires montent au Cerro Concepción et au Cerro Alegre, ruelles de maisons de tôle peinte couvertes de fresques, puis La Sebastiana, la maison de Neruda sur la baie, et le port depuis le Muelle Prat.",
          "Die alten Standseilbahnen hinauf auf den Cerro Concepción und den Cerro Alegre, Gassen mit bemalten Blechhäusern voller Wandbilder, dann La Sebastiana, Nerudas Haus über der Bucht, und der Hafen vom Muelle Prat aus.",
        ],
      ],
      [
        "food",
        [
          "Valparaíso: chorrillana and seafood empanadas",
          "Valparaíso: chorrillana ed empanadas di mare",
          "Valparaíso: chorrillana y empanadas de mariscos",
          "Valparaíso : chorrillana et empanadas de fruits de mer",
          "Valparaíso: Chorrillana und Meeresfrüchte-Empanadas",
        ],
        [
          "The fish stalls of Caleta Portales, empanadas of shellfish and cheese, then a chorrillana, the port's heaping plate of fried potatoes, beef, onions and eggs, at an old bar such as J. Cruz among its curios.",
          "I banchi del pesce di Caleta Portales, empanadas di frutti di mare e formaggio, poi una chorrillana, il piattone del porto di patatine, manzo, cipolle e uova, in un vecchio locale come J. Cruz tra le sue cianfrusaglie.",
          "Los puestos de pescado de Caleta Portales, empanadas de mariscos con queso y luego una chorrillana, el plato portuario de papas fritas, carne, cebolla y huevo, en un viejo local como el J. Cruz, entre sus curiosidades.",
          "Les étals de poisson de Caleta Portales, des empanadas aux fruits de mer et au fromage, puis une chorrillana, l'assiette géante du port, frites, bœuf, oignons et œufs, dans un vieux bar comme le J. Cruz et son bric-à-brac.",
          "Die Fischstände von Caleta Portales, Empanadas mit Meeresfrüchten und Käse, dann eine Chorrillana, der riesige Hafenteller aus Pommes, Rindfleisch, Zwiebeln und Ei, in einem alten Lokal wie dem J. Cruz voller Kuriositäten.",
        ],
      ],
    ],
  },
  "CHL Colchagua Valley": {
    days: [
      [
        "see",
        [
          "Colchagua Valley: Santa Cruz and the wineries",
          "Valle di Colchagua: Santa Cruz e le cantine",
          "Valle de Colchagua: Santa Cruz y las viñas",
          "Vallée de Colchagua : Santa Cruz et les vignobles",
          "Colchagua-Tal: Santa Cruz und die Weingüter",
        ],
        [
          "The Museo de Colchagua in Santa Cruz, then a carriage ride through the vines of Viu Manent and a tasting of Carmenère, the grape long thought lost that Chile made its own, on the slopes of Apalta.",
          "Il Museo de Colchagua a Santa Cruz, poi un giro in carrozza tra le vigne di Viu Manent e una degustazione di Carmenère, il vitigno creduto perduto che il Cile ha fatto suo, sulle pendici di Apalta.",
          "El Museo de Colchagua en Santa Cruz, luego un paseo en coche de caballos por las viñas de Viu Manent y una cata de carmenere, la cepa que se creía perdida y que Chile hizo suya, en las laderas de Apalta.",
          "Le Museo de Colchagua à Santa Cruz, puis une promenade en calèche dans les vignes de Viu Manent et une dégustation de carménère, le cépage qu'on croyait perdu et dont le Chili a fait le sien, sur les coteaux d'Apalta.",
          "Das Museo de Colchagua in Santa Cruz, dann eine Kutschfahrt durch die Reben von Viu Manent und eine Verkostung von Carménère, der verloren geglaubten Rebsorte, die Chile zu seiner gemacht hat, an den Hängen von Apalta.",
        ],
      ],
      [
        "see",
        [
          "Colchagua Valley: Lolol and the huaso country",
          "Valle di Colchagua: Lolol e la terra dei huasos",
          "Valle de Colchagua: Lolol y la tierra huasa",
          "Vallée de Colchagua : Lolol et le pays des huasos",
          "Colchagua-Tal: Lolol und das Land der Huasos",
        ],
        [
          "The village of Lolol, with adobe houses under long tiled verandas and a museum of Chilean crafts, and a ranch where huasos in flat hats and short ponchos show their horses and the rodeo of the central valley.",
          "Il paese di Lolol, con case di adobe sotto lunghi porticati di coppi e un museo dell'artigianato cileno, e un ranch dove i huasos con cappello piatto e poncho corto mostrano i cavalli e il rodeo della valle centrale.",
          "El pueblo de Lolol, con casas de adobe bajo largos corredores de tejas y un museo de artesanía chilena, y un fundo donde los huasos de chupalla y manta corta muestran sus caballos y el rodeo del valle central.",
          "Le village de Lolol, aux maisons d'adobe sous de longues galeries de tuiles, avec un musée de l'artisanat chilien, et un ranch où les huasos au chapeau plat et au poncho court montrent leurs chevaux et le rodéo de la vallée centrale.",
          "Das Dorf Lolol mit Lehmhäusern unter langen Ziegelveranden und einem Museum chilenischen Kunsthandwerks, und eine Farm, auf der Huasos mit flachem Hut und kurzem Poncho ihre Pferde und das Rodeo des Längstals zeigen.",
        ],
      ],
    ],
  },
  "CHL San Pedro de Atacama": {
    days: [
      [
        "see",
        [
          "San Pedro de Atacama: the adobe village and its stars",
          "San Pedro de Atacama: il villaggio di adobe e le stelle",
          "San Pedro de Atacama: el pueblo de adobe y sus estrellas",
          "San Pedro de Atacama : le village d'adobe et ses étoiles",
          "San Pedro de Atacama: das Lehmdorf und seine Sterne",
        ],
        [
          "The whitewashed adobe church with its cactus-wood ceiling, Calle Caracoles and the Pukará de Quitor, a fort of the Atacameño people above the oasis, then a night under one of the clearest skies on Earth with an astronomer's telescopes.",
          "La chiesa di adobe imbiancata con il soffitto in legno di cactus, Calle Caracoles e il Pukará de Quitor, fortezza del popolo atacameño sopra l'oasi, poi una notte sotto uno dei cieli più limpidi della Terra con i telescopi di un astronomo.",
          "La iglesia de adobe encalada con su techo de madera de cactus, la calle Caracoles y el Pukará de Quitor, fortaleza atacameña sobre el oasis, y luego una noche bajo uno de los cielos más limpios del planeta con los telescopios de un astrónomo.",
          "L'église d'adobe blanchie au plafond en bois de cactus, la rue Caracoles et le Pukará de Quitor, forteresse du peuple atacameño au-dessus de l'oasis, puis une nuit sous l'un des ciels les plus purs de la Terre avec les télescopes d'un astronome.",
          "Die weiß getünchte Lehmkirche mit ihrer Decke aus Kaktusholz, die Calle Caracoles und der Pukará de Quitor, eine Festung der Atacameños über der Oase, dann eine Nacht unter einem der klarsten Himmel der Erde mit den Teleskopen eines Astronomen.",
        ],
      ],
      [
        "food",
        [
          "San Pedro de Atacama: rica-rica and quinoa",
          "San Pedro de Atacama: rica-rica e quinoa",
          "San Pedro de Atacama: rica-rica y quínoa",
          "San Pedro de Atacama : rica-rica et quinoa",
          "San Pedro de Atacama: Rica-Rica und Quinoa",
        ],
        [
          "The Atacameño table: llama, quinoa and broad beans, bread baked with chañar and algarrobo flour, and a sour made with rica-rica, a desert herb, at a family kitchen in the ayllu of Quitor.",
          "La tavola atacameña: lama, quinoa e fave, pane cotto con farina di chañar e di carrubo, e un sour alla rica-rica, un'erba del deserto, in una cucina di famiglia dell'ayllu di Quitor.",
          "La mesa atacameña: llama, quínoa y habas, pan hecho con harina de chañar y de algarrobo, y un sour de rica-rica, una hierba del desierto, en una cocina familiar del ayllu de Quitor.",
          "La table atacameña : lama, quinoa et fèves, pain à la farine de chañar et de caroubier, et un sour à la rica-rica, une herbe du désert, dans une cuisine familiale de l'ayllu de Quitor.",
          "Die Küche der Atacameños: Lama, Quinoa und Saubohnen, Brot aus Chañar- und Johannisbrotmehl und ein Sour mit Rica-Rica, einem Wüstenkraut, in einer Familienküche im Ayllu von Quitor.",
        ],
      ],
    ],
  },
  "CHL Atacama Desert": {
    days: [
      [
        "see",
        [
          "Atacama Desert: the high lagoons and Laguna Chaxa",
          "Deserto di Atacama: le lagune d'alta quota e la Laguna Chaxa",
          "Desierto de Atacama: las lagunas altiplánicas y la laguna Chaxa",
          "Désert d'Atacama : les lagunes de l'altiplano et la lagune Chaxa",
          "Atacama-Wüste: die Hochlandlagunen und die Laguna Chaxa",
        ],
        [
          "Flamingos feeding in Laguna Chaxa on the Salar de Atacama, the village of Socaire, then up to the Miscanti and Miñiques lagoons, deep blue under their volcanoes at over 4,000 m, with vicuñas on the slopes.",
          "I fenicotteri che si nutrono nella Laguna Chaxa sul Salar de Atacama, il villaggio di Socaire, poi su fino alle lagune Miscanti e Miñiques, di un blu profondo sotto i loro vulcani a oltre 4.000 m, con le vigogne sui pendii.",
          "Flamencos comiendo en la laguna Chaxa del salar de Atacama, el pueblo de Socaire y luego la subida a las lagunas Miscanti y Miñiques, de azul intenso bajo sus volcanes a más de 4.000 m, con vicuñas en las laderas.",
          "Les flamants qui se nourrissent dans la lagune Chaxa sur le salar d'Atacama, le village de Socaire, puis la montée aux lagunes Miscanti et Miñiques, d'un bleu profond sous leurs volcans à plus de 4 000 m, avec des vigognes sur les pentes.",
          "Flamingos bei der Nahrungssuche in der Laguna Chaxa im Salar de Atacama, das Dorf Socaire, dann hinauf zu den Lagunen Miscanti und Miñiques, tiefblau unter ihren Vulkanen auf über 4.000 m, mit Vikunjas an den Hängen.",
        ],
      ],
      [
        "see",
        [
          "Atacama Desert: Laguna Cejar and Tebinquiche",
          "Deserto di Atacama: Laguna Cejar e Tebinquiche",
          "Desierto de Atacama: laguna Cejar y Tebinquiche",
          "Désert d'Atacama : lagune Cejar et Tebinquiche",
          "Atacama-Wüste: Laguna Cejar und Tebinquiche",
        ],
        [
          "A float in the salt water of Laguna Cejar, where the body stays up like in the Dead Sea, the two round pools of the Ojos del Salar, then sunset over the salt crust of Laguna Tebinquiche.",
          "Un bagno galleggiante nell'acqua salata della Laguna Cejar, dove il corpo resta a galla come nel Mar Morto, le due pozze rotonde degli Ojos del Salar, poi il tramonto sulla crosta di sale della Laguna Tebinquiche.",
          "Un baño flotando en el agua salada de la laguna Cejar, donde el cuerpo no se hunde, como en el mar Muerto, los dos pozos redondos de los Ojos del Salar y luego el atardecer sobre la costra de sal de la laguna Tebinquiche.",
          "Une baignade à flotter dans l'eau salée de la lagune Cejar, où le corps reste en surface comme dans la mer Morte, les deux bassins ronds des Ojos del Salar, puis le coucher du soleil sur la croûte de sel de la lagune Tebinquiche.",
          "Ein Bad im Salzwasser der Laguna Cejar, in dem man wie im Toten Meer obenauf treibt, die zwei runden Becken der Ojos del Salar, dann der Sonnenuntergang über der Salzkruste der Laguna Tebinquiche.",
        ],
      ],
    ],
  },
  "CHL Valle de la Luna": {
    days: [
      [
        "see",
        [
          "Valle de la Luna: the Great Dune and the Tres Marías",
          "Valle della Luna: la Grande Duna e le Tres Marías",
          "Valle de la Luna: la Duna Mayor y las Tres Marías",
          "Vallée de la Lune : la Grande Dune et les Tres Marías",
          "Valle de la Luna: die Große Düne und die Tres Marías",
        ],
        [
          "Walks through the salt caves of the Cordillera de la Sal, up the ridge of the Duna Mayor above the Anfiteatro, and to the Tres Marías rocks, with sunset turning the valley red and the volcano Licancabur pink.",
          "Camminate nelle grotte di sale della Cordillera de la Sal, su per il crinale della Duna Mayor sopra l'Anfiteatro e fino alle rocce delle Tres Marías, con il tramonto che arrossa la valle e tinge di rosa il vulcano Licancabur.",
          "Caminatas por las cuevas de sal de la cordillera de la Sal, por la cresta de la Duna Mayor sobre el Anfiteatro y hasta las rocas de las Tres Marías, con el atardecer que enrojece el valle y tiñe de rosa el Licancabur.",
          "Des marches dans les grottes de sel de la cordillère de la Sal, sur la crête de la Grande Dune au-dessus de l'Anfiteatro et jusqu'aux rochers des Tres Marías, avec le couchant qui rougit la vallée et rosit le volcan Licancabur.",
          "Wanderungen durch die Salzhöhlen der Cordillera de la Sal, über den Grat der Duna Mayor oberhalb des Anfiteatro und zu den Felsen der Tres Marías, während der Sonnenuntergang das Tal rot und den Vulkan Licancabur rosa färbt.",
        ],
      ],
      [
        "see",
        [
          "Valle de la Luna: Death Valley on a sandboard",
          "Valle della Luna: la Valle della Morte in sandboard",
          "Valle de la Luna: el valle de la Muerte en sandboard",
          "Vallée de la Lune : la vallée de la Mort en sandboard",
          "Valle de la Luna: Todestal auf dem Sandboard",
        ],
        [
          "The Valle de la Muerte next door, a canyon of salt ridges and red rock, where the group rides a sandboard down its great dune, then the Piedra del Coyote lookout at the end of the day.",
          "La vicina Valle della Morte, un canyon di creste di sale e roccia rossa, dove il gruppo scende in sandboard dalla sua grande duna, poi il belvedere della Piedra del Coyote a fine giornata.",
          "El vecino valle de la Muerte, un cañón de crestas de sal y roca roja, donde el grupo baja en sandboard por su gran duna, y al final del día el mirador de la Piedra del Coyote.",
          "La vallée de la Mort voisine, canyon de crêtes de sel et de roche rouge, où le groupe dévale sa grande dune en sandboard, puis le belvédère de la Piedra del Coyote en fin de journée.",
          "Das benachbarte Todestal, eine Schlucht aus Salzgraten und rotem Fels, in der die Gruppe auf dem Sandboard die große Düne hinabfährt, dann am Ende des Tages der Aussichtspunkt Piedra del Coyote.",
        ],
      ],
    ],
  },
  "CHL El Tatio": {
    days: [
      [
        "see",
        [
          "El Tatio: the geysers at dawn",
          "Geyser del Tatio: i geyser all'alba",
          "Géiseres del Tatio: los géiseres al amanecer",
          "Geysers del Tatio : les geysers à l'aube",
          "El Tatio: die Geysire im Morgengrauen",
        ],
        [
          "An early start to reach the geyser field at 4,300 m as the sun rises, when dozens of vents steam hardest in the freezing air, with breakfast by the van and a dip in the warm thermal pool.",
          "Partenza presto per arrivare al campo di geyser a 4.300 m al sorgere del sole, quando decine di bocche fumano di più nell'aria gelida, con colazione accanto al pulmino e un bagno nella pozza termale tiepida.",
          "Salida temprano para llegar al campo de géiseres a 4.300 m con la salida del sol, cuando decenas de fumarolas humean con más fuerza en el aire helado, con desayuno junto a la furgoneta y un baño en la poza termal tibia.",
          "Départ très tôt pour atteindre le champ de geysers à 4 300 m au lever du soleil, quand des dizaines d'évents fument le plus fort dans l'air glacé, avec petit-déjeuner près du minibus et une baignade dans le bassin thermal tiède.",
          "Ein früher Aufbruch, um das Geysirfeld auf 4.300 m bei Sonnenaufgang zu erreichen, wenn Dutzende Schlote in der eisigen Luft am stärksten dampfen, mit Frühstück am Bus und einem Bad im warmen Thermalbecken.",
        ],
      ],
      [
        "see",
        [
          "El Tatio: Machuca and the Puritama springs",
          "Geyser del Tatio: Machuca e le terme di Puritama",
          "Géiseres del Tatio: Machuca y las termas de Puritama",
          "Geysers del Tatio : Machuca et les sources de Puritama",
          "El Tatio: Machuca und die Puritama-Thermen",
        ],
        [
          "On the way down from the geysers, the hamlet of Machuca with its tiny church and llama skewers, wetlands with giant coots and vicuñas, then the hot pools of Puritama, strung along a canyon stream.",
          "Scendendo dai geyser, il borgo di Machuca con la sua chiesetta e gli spiedini di lama, le zone umide con folaghe giganti e vigogne, poi le vasche calde di Puritama, in fila lungo il torrente di un canyon.",
          "Bajando de los géiseres, el caserío de Machuca con su pequeña iglesia y sus anticuchos de llama, bofedales con taguas gigantes y vicuñas, y luego las pozas calientes de Puritama, escalonadas en el arroyo de un cañón.",
          "En redescendant des geysers, le hameau de Machuca, sa petite église et ses brochettes de lama, des zones humides avec foulques géantes et vigognes, puis les bassins chauds de Puritama, échelonnés le long du torrent d'un canyon.",
          "Auf dem Weg von den Geysiren hinab der Weiler Machuca mit seiner winzigen Kirche und Lamaspießen, Feuchtgebiete mit Riesenblässhühnern und Vikunjas, dann die heißen Becken von Puritama entlang eines Schluchtbachs.",
        ],
      ],
    ],
  },
  "CHL Pucón": {
    days: [
      [
        "see",
        [
          "Pucón: Lake Villarrica and the Ojos del Caburgua",
          "Pucón: il lago Villarrica e gli Ojos del Caburgua",
          "Pucón: el lago Villarrica y los Ojos del Caburgua",
          "Pucón : le lac Villarrica et les Ojos del Caburgua",
          "Pucón: der Villarrica-See und die Ojos del Caburgua",
        ],
        [
          "The black sand of Playa Grande and the La Poza marina on Lake Villarrica, with the snow-capped cone of the volcano above town, then the Ojos del Caburgua, turquoise pools fed by falls in the forest.",
          "La sabbia nera di Playa Grande e il porticciolo della Poza sul lago Villarrica, con il cono innevato del vulcano sopra il paese, poi gli Ojos del Caburgua, pozze turchesi alimentate da cascate nel bosco.",
          "La arena negra de Playa Grande y La Poza en el lago Villarrica, con el cono nevado del volcán sobre el pueblo, y luego los Ojos del Caburgua, pozones turquesa alimentados por cascadas en el bosque.",
          "Le sable noir de Playa Grande et le petit port de La Poza sur le lac Villarrica, avec le cône enneigé du volcan au-dessus de la ville, puis les Ojos del Caburgua, bassins turquoise nourris par des cascades en forêt.",
          "Der schwarze Sand der Playa Grande und der kleine Hafen La Poza am Villarrica-See, über dem Ort der schneebedeckte Vulkankegel, dann die Ojos del Caburgua, türkisfarbene Becken mit Wasserfällen im Wald.",
        ],
      ],
      [
        "food",
        [
          "Pucón: Mapuche cooking and kuchen",
          "Pucón: sapori mapuche e kuchen",
          "Pucón: sabores mapuche y kuchen",
          "Pucón : saveurs mapuches et kuchen",
          "Pucón: Mapuche-Küche und Kuchen",
        ],
        [
          "A meal at a Mapuche family's ruka, with catuto wheat bread, piñones from the monkey puzzle tree and merkén, the smoked chili, then kuchen of murta berries, a legacy of the German settlers of the lakes.",
          "Un pasto nella ruka di una famiglia mapuche, con il pane di grano catuto, i piñones dell'araucaria e il merkén, il peperoncino affumicato, poi un kuchen di bacche di murta, eredità dei coloni tedeschi dei laghi.",
          "Una comida en la ruka de una familia mapuche, con catutos de trigo, piñones de araucaria y merkén, el ají ahumado, y luego un kuchen de murta, herencia de los colonos alemanes de los lagos.",
          "Un repas dans la ruka d'une famille mapuche, avec le pain de blé catuto, les piñones de l'araucaria et le merkén, le piment fumé, puis un kuchen aux baies de murta, héritage des colons allemands des lacs.",
          "Ein Essen in der Ruka einer Mapuche-Familie mit Catuto-Weizenbrot, Piñones der Araukarie und Merkén, dem geräucherten Chili, dann ein Kuchen mit Murta-Beeren, ein Erbe der deutschen Siedler an den Seen.",
        ],
      ],
    ],
  },
  "CHL Villarrica": {
    days: [
      [
        "see",
        [
          "Villarrica: the climb to the crater",
          "Villarrica: la salita al cratere",
          "Villarrica: ascenso al cráter",
          "Villarrica : l'ascension jusqu'au cratère",
          "Villarrica: Aufstieg zum Krater",
        ],
        [
          "A guided ascent of the volcano with crampons and ice axe over the snowfield to the smoking crater at 2,847 m, where on clear days the lava glows deep inside, and a long slide down the snow chutes.",
          "Una salita guidata del vulcano con ramponi e piccozza sul nevaio fino al cratere fumante a 2.847 m, dove nei giorni limpidi la lava brilla in fondo, e una lunga scivolata nei canali di neve al ritorno.",
          "Un ascenso guiado al volcán con crampones y piolet por el campo de nieve hasta el cráter humeante a 2.847 m, donde en días despejados brilla la lava en el fondo, y una larga bajada deslizándose por los canales de nieve.",
          "Une ascension guidée du volcan, crampons et piolet, sur le névé jusqu'au cratère fumant à 2 847 m, où par temps clair la lave rougeoie au fond, puis une longue glissade dans les couloirs de neige à la descente.",
          "Ein geführter Aufstieg mit Steigeisen und Pickel über das Schneefeld zum rauchenden Krater auf 2.847 m, wo an klaren Tagen tief unten die Lava glüht, und eine lange Rutschpartie durch die Schneerinnen zurück.",
        ],
      ],
      [
        "see",
        [
          "Villarrica: lava tubes and araucaria forest",
          "Villarrica: tunnel di lava e foresta di araucarie",
          "Villarrica: tubos de lava y bosque de araucarias",
          "Villarrica : tunnels de lave et forêt d'araucarias",
          "Villarrica: Lavatunnel und Araukarienwald",
        ],
        [
          "Helmets on for the Cuevas Volcánicas, a lava tube on the volcano's flank, then a walk in the Villarrica national park among coigüe and the ancient monkey puzzle trees that the Mapuche call pehuén.",
          "Casco in testa per le Cuevas Volcánicas, un tunnel di lava sul fianco del vulcano, poi una camminata nel parco nazionale Villarrica tra i coigüe e le antiche araucarie che i mapuche chiamano pehuén.",
          "Casco puesto para las Cuevas Volcánicas, un tubo de lava en la ladera del volcán, y luego una caminata por el parque nacional Villarrica entre coigües y las antiguas araucarias que los mapuche llaman pehuén.",
          "Casque sur la tête pour les Cuevas Volcánicas, un tunnel de lave au flanc du volcan, puis une marche dans le parc national Villarrica parmi les coigües et les vieux araucarias que les Mapuches appellent pehuén.",
          "Mit Helm in die Cuevas Volcánicas, eine Lavaröhre an der Flanke des Vulkans, dann eine Wanderung im Nationalpark Villarrica zwischen Coigües und den uralten Araukarien, die die Mapuche Pehuén nennen.",
        ],
      ],
    ],
  },
  "CHL Puerto Montt": {
    days: [
      [
        "see",
        [
          "Puerto Montt: Angelmó and Puerto Varas",
          "Puerto Montt: Angelmó e Puerto Varas",
          "Puerto Montt: Angelmó y Puerto Varas",
          "Puerto Montt : Angelmó et Puerto Varas",
          "Puerto Montt: Angelmó und Puerto Varas",
        ],
        [
          "The fishing cove of Angelmó with its craft stalls of Chilote wool, sea lions waiting by the boats, then Puerto Varas on Lake Llanquihue, with its wooden German houses and the cone of Osorno across the water.",
          "La caletta di pescatori di Angelmó con i banchi di lana di Chiloé e i leoni marini che aspettano accanto alle barche, poi Puerto Varas sul lago Llanquihue, con le case tedesche di legno e il cono dell'Osorno oltre l'acqua.",
          "La caleta de Angelmó con sus puestos de lana chilota y los lobos marinos que esperan junto a los botes, y luego Puerto Varas a orillas del lago Llanquihue, con sus casas alemanas de madera y el cono del Osorno al frente.",
          "L'anse de pêcheurs d'Angelmó, ses étals de laine de Chiloé et les lions de mer qui attendent près des bateaux, puis Puerto Varas au bord du lac Llanquihue, ses maisons allemandes en bois et le cône de l'Osorno de l'autre côté de l'eau.",
          "Die Fischerbucht Angelmó mit Ständen voller Chiloé-Wolle und Seelöwen, die neben den Booten warten, dann Puerto Varas am Llanquihue-See mit seinen deutschen Holzhäusern und dem Kegel des Osorno jenseits des Wassers.",
        ],
      ],
      [
        "see",
        [
          "Puerto Montt: the Petrohué falls and Todos los Santos",
          "Puerto Montt: le cascate di Petrohué e il lago Todos los Santos",
          "Puerto Montt: los saltos del Petrohué y el lago Todos los Santos",
          "Puerto Montt : les chutes de Petrohué et le lac Todos los Santos",
          "Puerto Montt: Petrohué-Fälle und Todos-los-Santos-See",
        ],
        [
          "Along the lake to the Vicente Pérez Rosales national park, where the Petrohué river pours over black lava rock in emerald rapids, and a boat out on the green water of Lake Todos los Santos.",
          "Lungo il lago fino al parco nazionale Vicente Pérez Rosales, dove il fiume Petrohué si getta tra rocce di lava nera in rapide color smeraldo, e un giro in barca sulle acque verdi del lago Todos los Santos.",
          "Bordeando el lago hasta el parque nacional Vicente Pérez Rosales, donde el río Petrohué se precipita sobre roca de lava negra en rápidos esmeralda, y una salida en barco por las aguas verdes del lago Todos los Santos.",
          "Le long du lac jusqu'au parc national Vicente Pérez Rosales, où le Petrohué se jette sur la lave noire en rapides émeraude, et une sortie en bateau sur l'eau verte du lac Todos los Santos.",
          "Am See entlang zum Nationalpark Vicente Pérez Rosales, wo der Petrohué in smaragdgrünen Stromschnellen über schwarzen Lavafels schießt, und eine Bootsfahrt auf dem grünen Wasser des Todos-los-Santos-Sees.",
        ],
      ],
      [
        "food",
        [
          "Puerto Montt: curanto at Angelmó",
          "Puerto Montt: il curanto di Angelmó",
          "Puerto Montt: curanto en Angelmó",
          "Puerto Montt : le curanto d'Angelmó",
          "Puerto Montt: Curanto in Angelmó",
        ],
        [
          "In the cocinerías above the Angelmó market, curanto: mussels, clams, pork, chicken, sausage and potato dumplings steamed together, with a chupe de locos and a glass of white wine.",
          "Nelle cocinerías sopra il mercato di Angelmó, il curanto: cozze, vongole, maiale, pollo, salsiccia e gnocchi di patate cotti insieme al vapore, con un chupe de locos e un bicchiere di vino bianco.",
          "En las cocinerías sobre el mercado de Angelmó, curanto: choritos, almejas, cerdo, pollo, longaniza, milcaos y chapaleles cocidos al vapor juntos, con un chupe de locos y una copa de vino blanco.",
          "Dans les cocinerías au-dessus du marché d'Angelmó, le curanto : moules, palourdes, porc, poulet, saucisse et galettes de pomme de terre cuits ensemble à l'étouffée, avec un chupe de locos et un verre de vin blanc.",
          "In den Garküchen über dem Markt von Angelmó Curanto: Muscheln, Venusmuscheln, Schwein, Huhn, Wurst und Kartoffelfladen, zusammen gedämpft, dazu ein Chupe de Locos und ein Glas Weißwein.",
        ],
      ],
    ],
  },
  "CHL Chiloé": {
    days: [
      [
        "see",
        [
          "Chiloé: Castro's stilt houses and wooden churches",
          "Chiloé: le palafitte di Castro e le chiese di legno",
          "Chiloé: los palafitos de Castro y las iglesias de madera",
          "Chiloé : les palafitos de Castro et les églises en bois",
          "Chiloé: Castros Pfahlhäuser und Holzkirchen",
        ],
        [
          "The palafitos of Castro, painted houses on stilts over the estuary, the yellow and violet church of San Francisco, and the wooden church of Dalcahue, two of the island's UNESCO-listed churches.",
          "I palafitos di Castro, case dipinte su palafitte sopra l'estuario, la chiesa gialla e viola di San Francisco e la chiesa di legno di Dalcahue, due delle chiese dell'isola protette dall'UNESCO.",
          "Los palafitos de Castro, casas pintadas sobre pilotes en el estero, la iglesia amarilla y violeta de San Francisco y la iglesia de madera de Dalcahue, dos de las iglesias de la isla declaradas por la UNESCO.",
          "Les palafitos de Castro, maisons peintes sur pilotis au-dessus de l'estuaire, l'église jaune et violette de San Francisco et l'église en bois de Dalcahue, deux des églises de l'île inscrites par l'UNESCO.",
          "Die Palafitos von Castro, bunte Pfahlhäuser über der Flussmündung, die gelb-violette Kirche San Francisco und die Holzkirche von Dalcahue, zwei der Kirchen der Insel auf der UNESCO-Liste.",
        ],
      ],
      [
        "boat",
        [
          "Chiloé: across to Quinchao and Achao",
          "Chiloé: traversata a Quinchao e Achao",
          "Chiloé: cruce a Quinchao y Achao",
          "Chiloé : traversée vers Quinchao et Achao",
          "Chiloé: hinüber nach Quinchao und Achao",
        ],
        [
          "The little ferry from Dalcahue across the channel to Quinchao island, a drive over green hills to Achao and its church of Santa María, the oldest of the archipelago, built without a single nail.",
          "Il piccolo traghetto da Dalcahue attraversa il canale fino all'isola di Quinchao, poi tra colline verdi fino ad Achao e alla sua chiesa di Santa María, la più antica dell'arcipelago, costruita senza un solo chiodo.",
          "La pequeña barcaza de Dalcahue cruza el canal hasta la isla Quinchao; luego, entre lomas verdes, hasta Achao y su iglesia de Santa María, la más antigua del archipiélago, construida sin un solo clavo.",
          "Le petit bac de Dalcahue traverse le canal jusqu'à l'île de Quinchao, puis la route des collines vertes mène à Achao et à son église Santa María, la plus ancienne de l'archipel, bâtie sans un seul clou.",
          "Die kleine Fähre von Dalcahue über den Kanal zur Insel Quinchao, dann über grüne Hügel nach Achao mit seiner Kirche Santa María, der ältesten des Archipels, ohne einen einzigen Nagel gebaut.",
        ],
      ],
    ],
  },
  "CHL Puerto Natales": {
    days: [
      [
        "see",
        [
          "Puerto Natales: the Milodón Cave and the waterfront",
          "Puerto Natales: la Cueva del Milodón e il lungomare",
          "Puerto Natales: la cueva del Milodón y la costanera",
          "Puerto Natales : la grotte du Milodón et le front de mer",
          "Puerto Natales: die Milodón-Höhle und die Uferpromenade",
        ],
        [
          "The Cueva del Milodón, the great cave where remains of a giant ground sloth were found, then a walk on the waterfront of the Última Esperanza sound, with black-necked swans and the Monumento al Viento.",
          "La Cueva del Milodón, la grande grotta dove sono stati trovati i resti di un bradipo gigante, poi una passeggiata sul lungomare del fiordo Última Esperanza, con i cigni dal collo nero e il Monumento al Viento.",
          "La cueva del Milodón, la gran caverna donde se hallaron restos de un perezoso gigante, y luego un paseo por la costanera del seno Última Esperanza, con cisnes de cuello negro y el Monumento al Viento.",
          "La grotte du Milodón, vaste caverne où l'on a trouvé les restes d'un paresseux géant, puis une balade sur le front de mer du fjord Última Esperanza, avec les cygnes à cou noir et le Monumento al Viento.",
          "Die Cueva del Milodón, die große Höhle, in der Reste eines Riesenfaultiers gefunden wurden, dann ein Spaziergang an der Uferpromenade des Fjords Última Esperanza mit Schwarzhalsschwänen und dem Monumento al Viento.",
        ],
      ],
      [
        "food",
        [
          "Puerto Natales: Magellanic lamb and a calafate sour",
          "Puerto Natales: agnello magellanico e calafate sour",
          "Puerto Natales: cordero magallánico y calafate sour",
          "Puerto Natales : agneau de Magellan et calafate sour",
          "Puerto Natales: Magellan-Lamm und Calafate Sour",
        ],
        [
          "Magellanic lamb slow-roasted by the fire, king crab from the southern channels and a calafate sour, the pisco sour made with the region's purple berry, in the small restaurants of the old port town.",
          "Agnello magellanico arrostito lentamente vicino al fuoco, granseola dei canali australi e un calafate sour, il pisco sour fatto con la bacca viola della regione, nei piccoli ristoranti della vecchia cittadina portuale.",
          "Cordero magallánico asado lentamente junto al fuego, centolla de los canales australes y un calafate sour, el pisco sour hecho con la baya morada de la región, en los pequeños restaurantes del viejo pueblo portuario.",
          "L'agneau de Magellan rôti lentement près du feu, la centolla des canaux australs et un calafate sour, le pisco sour à la baie violette de la région, dans les petits restaurants de la vieille ville portuaire.",
          "Magellan-Lamm, langsam am Feuer gegart, Königskrabbe aus den südlichen Kanälen und ein Calafate Sour, der Pisco Sour mit der violetten Beere der Region, in den kleinen Restaurants der alten Hafenstadt.",
        ],
      ],
    ],
  },
  "CHL Torres del Paine": {
    months: [10, 4],
    days: [
      [
        "trek",
        [
          "Torres del Paine: up to the base of the Towers",
          "Torres del Paine: su alla base delle Torri",
          "Torres del Paine: subida a la base de las Torres",
          "Torres del Paine : montée au pied des Tours",
          "Torres del Paine: hinauf zum Fuß der Türme",
        ],
        [
          "Up the Ascencio valley past the Chileno refuge and through beech forest, then a last steep scramble over boulders to the glacial lake at the foot of the three granite Towers.",
          "Su per la valle dell'Ascencio oltre il rifugio Chileno e nel bosco di faggi, poi un'ultima ripida salita tra i massi fino al lago glaciale ai piedi delle tre Torri di granito.",
          "Valle del Ascencio arriba, pasando el refugio Chileno y por el bosque de lengas, y luego una última trepada empinada entre rocas hasta la laguna glaciar al pie de las tres Torres de granito.",
          "En remontant la vallée de l'Ascencio par le refuge Chileno et la forêt de hêtres, puis une dernière montée raide dans les blocs jusqu'au lac glaciaire au pied des trois Tours de granit.",
          "Das Ascencio-Tal hinauf am Refugio Chileno vorbei und durch Südbuchenwald, dann eine letzte steile Kletterei über Felsblöcke zum Gletschersee am Fuß der drei Granittürme.",
        ],
      ],
      [
        "trek",
        [
          "Torres del Paine: along Lake Nordenskjöld to Los Cuernos",
          "Torres del Paine: lungo il lago Nordenskjöld fino a Los Cuernos",
          "Torres del Paine: por el lago Nordenskjöld hasta Los Cuernos",
          "Torres del Paine : le long du lac Nordenskjöld jusqu'à Los Cuernos",
          "Torres del Paine: am Nordenskjöld-See entlang nach Los Cuernos",
        ],
        [
          "A rolling path along the turquoise Lake Nordenskjöld, under the dark-capped peaks of the Cuernos del Paine, to the Los Cuernos refuge on its shore, with condors circling the cliffs.",
          "Un sentiero ondulato lungo il lago turchese Nordenskjöld, sotto le cime dalle punte scure dei Cuernos del Paine, fino al rifugio Los Cuernos sulla riva, con i condor che volteggiano sulle pareti.",
          "Un sendero ondulado junto al turquesa lago Nordenskjöld, bajo las cumbres de cima oscura de los Cuernos del Paine, hasta el refugio Los Cuernos en su orilla, con cóndores planeando sobre las paredes.",
          "Un sentier vallonné le long du lac turquoise Nordenskjöld, sous les sommets coiffés de sombre des Cuernos del Paine, jusqu'au refuge Los Cuernos sur la rive, avec des condors qui tournent au-dessus des parois.",
          "Ein welliger Pfad am türkisfarbenen Nordenskjöld-See entlang, unter den dunkel gekrönten Gipfeln der Cuernos del Paine, zum Refugio Los Cuernos am Ufer, mit Kondoren über den Felswänden.",
        ],
      ],
      [
        "trek",
        [
          "Torres del Paine: up the French Valley",
          "Torres del Paine: su per la Valle del Francés",
          "Torres del Paine: por el valle del Francés",
          "Torres del Paine : la vallée du Français",
          "Torres del Paine: durch das Valle del Francés",
        ],
        [
          "Into the French Valley, past the hanging glacier of Paine Grande that thunders with falling ice, up to the Mirador Británico in a ring of granite walls, then on to the Paine Grande refuge by Lake Pehoé.",
          "Nella Valle del Francés, oltre il ghiacciaio pensile del Paine Grande che rimbomba di crolli di ghiaccio, fino al Mirador Británico in un anfiteatro di pareti di granito, poi al rifugio Paine Grande sul lago Pehoé.",
          "Por el valle del Francés, junto al glaciar colgante del Paine Grande que retumba con sus avalanchas de hielo, hasta el mirador Británico en un anillo de paredes de granito, y después al refugio Paine Grande junto al lago Pehoé.",
          "Dans la vallée du Français, sous le glacier suspendu du Paine Grande qui gronde de chutes de glace, jusqu'au mirador Británico dans un cirque de parois de granit, puis jusqu'au refuge Paine Grande au bord du lac Pehoé.",
          "Ins Valle del Francés, vorbei am Hängegletscher des Paine Grande, von dem donnernd Eis abbricht, hinauf zum Mirador Británico in einem Kessel aus Granitwänden, dann weiter zum Refugio Paine Grande am Pehoé-See.",
        ],
      ],
      [
        "trek",
        [
          "Torres del Paine: the glacier of the ice field",
          "Torres del Paine: al ghiacciaio Grey",
          "Torres del Paine: al glaciar Grey",
          "Torres del Paine : jusqu'au glacier Grey",
          "Torres del Paine: zum Grey-Gletscher",
        ],
        [
          "North above a lake where blue icebergs drift past, to the viewpoints over the broad front of the glacier that flows down from the Southern Patagonian Ice Field, then back to Paine Grande for the catamaran across Lake Pehoé.",
          "Verso nord sopra il lago Grey, dove passano iceberg azzurri, fino ai belvedere sull'ampio fronte del ghiacciaio Grey, poi di nuovo a Paine Grande per il catamarano che attraversa il lago Pehoé.",
          "Hacia el norte sobre el lago Grey, donde pasan témpanos azules, hasta los miradores sobre el ancho frente del glaciar Grey, y de vuelta a Paine Grande para el catamarán que cruza el lago Pehoé.",
          "Vers le nord au-dessus du lac Grey, où dérivent des icebergs bleus, jusqu'aux belvédères sur le large front du glacier Grey, puis retour à Paine Grande pour le catamaran qui traverse le lac Pehoé.",
          "Nordwärts über dem Grey-See, auf dem blaue Eisberge treiben, zu den Aussichtspunkten über der breiten Front des Grey-Gletschers, dann zurück nach Paine Grande zum Katamaran über den Pehoé-See.",
        ],
      ],
      [
        "see",
        [
          "Torres del Paine: guanacos, lakes and waterfalls",
          "Torres del Paine: guanachi, laghi e cascate",
          "Torres del Paine: guanacos, lagos y cascadas",
          "Torres del Paine : guanacos, lacs et cascades",
          "Torres del Paine: Guanakos, Seen und Wasserfälle",
        ],
        [
          "A day around the park by road and short trails: guanacos grazing by Laguna Amarga, the Salto Grande falls between lakes Nordenskjöld and Pehoé, and the Mirador Cuernos facing the massif.",
          "Una giornata nel parco tra strada e brevi sentieri: i guanachi al pascolo presso la Laguna Amarga, la cascata del Salto Grande tra i laghi Nordenskjöld e Pehoé e il Mirador Cuernos davanti al massiccio.",
          "Un día por el parque entre ruta y senderos cortos: guanacos pastando junto a la laguna Amarga, el Salto Grande entre los lagos Nordenskjöld y Pehoé y el mirador Cuernos frente al macizo.",
          "Une journée dans le parc par la route et de courts sentiers : les guanacos qui paissent près de la lagune Amarga, la chute du Salto Grande entre les lacs Nordenskjöld et Pehoé et le mirador Cuernos face au massif.",
          "Ein Tag im Park auf der Straße und kurzen Wegen: grasende Guanakos an der Laguna Amarga, der Salto Grande zwischen Nordenskjöld- und Pehoé-See und der Mirador Cuernos gegenüber dem Massiv.",
        ],
      ],
    ],
  },
  "CHL Easter Island": {
    days: [
      [
        "see",
        [
          "Easter Island: Rano Raraku and Ahu Tongariki",
          "Isola di Pasqua: Rano Raraku e Ahu Tongariki",
          "Isla de Pascua: Rano Raraku y Ahu Tongariki",
          "Île de Pâques : Rano Raraku et Ahu Tongariki",
          "Osterinsel: Rano Raraku und Ahu Tongariki",
        ],
        [
          "Sunrise behind the fifteen moai of Ahu Tongariki, then the slopes of Rano Raraku, the quarry where the statues were carved from the volcano's rock and hundreds still stand half buried, with a Rapa Nui guide.",
          "L'alba dietro i quindici moai di Ahu Tongariki, poi le pendici del Rano Raraku, la cava dove le statue venivano scolpite nella roccia del vulcano e centinaia restano in piedi semisepolte, con una guida rapa nui.",
          "El amanecer detrás de los quince moáis de Ahu Tongariki y luego las laderas del Rano Raraku, la cantera donde se tallaban las estatuas en la roca del volcán y cientos siguen en pie semienterradas, con un guía rapanui.",
          "Le lever du soleil derrière les quinze moaï d'Ahu Tongariki, puis les pentes du Rano Raraku, la carrière où l'on taillait les statues dans la roche du volcan et où des centaines restent debout à demi enterrées, avec un guide rapa nui.",
          "Sonnenaufgang hinter den fünfzehn Moai von Ahu Tongariki, dann die Hänge des Rano Raraku, des Steinbruchs, in dem die Statuen aus dem Vulkangestein gehauen wurden und Hunderte noch halb vergraben stehen, mit einem Rapa-Nui-Führer.",
        ],
      ],
      [
        "beach",
        [
          "Easter Island: Anakena beach",
          "Isola di Pasqua: la spiaggia di Anakena",
          "Isla de Pascua: la playa de Anakena",
          "Île de Pâques : la plage d'Anakena",
          "Osterinsel: der Strand von Anakena",
        ],
        [
          "Anakena, the island's white coral-sand beach under coconut palms, where the seven moai of Ahu Nau Nau stand with their red topknots, with a swim in the clear water and empanadas of tuna from the kiosks.",
          "Anakena, la spiaggia di sabbia corallina bianca dell'isola sotto le palme da cocco, dove si ergono i sette moai di Ahu Nau Nau con i loro copricapi rossi, con un bagno nell'acqua limpida ed empanadas di tonno dai chioschi.",
          "Anakena, la playa de arena coralina blanca de la isla bajo los cocoteros, donde se alzan los siete moáis de Ahu Nau Nau con sus tocados rojos, con un baño en el agua transparente y empanadas de atún de los quioscos.",
          "Anakena, la plage de sable corallien blanc de l'île sous les cocotiers, où se dressent les sept moaï d'Ahu Nau Nau coiffés de leurs chignons rouges, avec une baignade dans l'eau claire et des empanadas au thon des kiosques.",
          "Anakena, der weiße Korallensandstrand der Insel unter Kokospalmen, an dem die sieben Moai von Ahu Nau Nau mit ihren roten Haarknoten stehen, mit einem Bad im klaren Wasser und Thunfisch-Empanadas von den Kiosken.",
        ],
      ],
    ],
  },
  "PER Lima": {
    days: [
      [
        "see",
        [
          "Lima: the colonial heart and San Francisco",
          "Lima: il cuore coloniale e San Francisco",
          "Lima: el centro colonial y San Francisco",
          "Lima : le cœur colonial et San Francisco",
          "Lima: das koloniale Zentrum und San Francisco",
        ],
        [
          "The Plaza Mayor with the cathedral and the Government Palace, carved wooden balconies along Jirón de la Unión, then the monastery of San Francisco, its library and the catacombs under the church.",
          "La Plaza Mayor con la cattedrale e il Palazzo del Governo, i balconi di legno intagliato lungo il Jirón de la Unión, poi il convento di San Francisco, la sua biblioteca e le catacombe sotto la chiesa.",
          "La Plaza Mayor con la catedral y el Palacio de Gobierno, los balcones de madera tallada del jirón de la Unión y luego el convento de San Francisco, su biblioteca y las catacumbas bajo la iglesia.",
          "La Plaza Mayor avec la cathédrale et le palais du Gouvernement, les balcons de bois sculpté du Jirón de la Unión, puis le couvent de San Francisco, sa bibliothèque et les catacombes sous l'église.",
          "Die Plaza Mayor mit Kathedrale und Regierungspalast, geschnitzte Holzbalkone am Jirón de la Unión, dann das Kloster San Francisco mit seiner Bibliothek und den Katakomben unter der Kirche.",
        ],
      ],
      [
        "see",
        [
          "Lima: Miraflores, Barranco and Huaca Pucllana",
          "Lima: Miraflores, Barranco e Huaca Pucllana",
          "Lima: Miraflores, Barranco y la Huaca Pucllana",
          "Lima : Miraflores, Barranco et la Huaca Pucllana",
          "Lima: Miraflores, Barranco und Huaca Pucllana",
        ],
        [
          "The adobe pyramid of Huaca Pucllana amid the high-rise buildings of Miraflores, the clifftop Malecón over the Pacific, then Barranco's old summer houses, murals and the wooden Puente de los Suspiros.",
          "La piramide di adobe della Huaca Pucllana tra i palazzi di Miraflores, il Malecón sulla scogliera sopra il Pacifico, poi le vecchie ville estive di Barranco, i murales e il Puente de los Suspiros di legno.",
          "La pirámide de adobe de la Huaca Pucllana entre los edificios de Miraflores, el malecón sobre los acantilados del Pacífico y luego las viejas casonas de veraneo de Barranco, sus murales y el Puente de los Suspiros.",
          "La pyramide d'adobe de la Huaca Pucllana au milieu des immeubles de Miraflores, le Malecón au bord des falaises sur le Pacifique, puis les vieilles villas d'été de Barranco, ses fresques et le Puente de los Suspiros en bois.",
          "Die Lehmziegelpyramide Huaca Pucllana zwischen den Wohnblöcken von Miraflores, der Malecón an der Steilküste über dem Pazifik, dann Barrancos alte Sommerhäuser, Wandbilder und die hölzerne Puente de los Suspiros.",
        ],
      ],
      [
        "food",
        [
          "Lima: ceviche and the Surquillo market",
          "Lima: ceviche e il mercato di Surquillo",
          "Lima: cebiche y el mercado de Surquillo",
          "Lima : ceviche et marché de Surquillo",
          "Lima: Ceviche und der Markt von Surquillo",
        ],
        [
          "The stalls of the Surquillo market, with Amazonian fruits and a hundred kinds of potato, then ceviche cured in lime with leche de tigre at a cebichería, causa, lomo saltado and a pisco sour.",
          "I banchi del mercato di Surquillo, con i frutti amazzonici e cento varietà di patate, poi il ceviche marinato nel lime con la leche de tigre in una cebichería, la causa, il lomo saltado e un pisco sour.",
          "Los puestos del mercado de Surquillo, con frutas amazónicas y cien variedades de papa, y luego cebiche con leche de tigre en una cebichería, causa, lomo saltado y un pisco sour.",
          "Les étals du marché de Surquillo, avec les fruits d'Amazonie et cent variétés de pommes de terre, puis le ceviche mariné au citron vert et sa leche de tigre dans une cebichería, la causa, le lomo saltado et un pisco sour.",
          "Die Stände des Marktes von Surquillo mit Amazonasfrüchten und hundert Kartoffelsorten, dann in einer Cebichería Ceviche in Limette mit Leche de Tigre, Causa, Lomo Saltado und ein Pisco Sour.",
        ],
      ],
    ],
  },
  "PER Paracas": {
    days: [
      [
        "see",
        [
          "Paracas: the desert reserve",
          "Paracas: la riserva nel deserto",
          "Paracas: la reserva en el desierto",
          "Paracas : la réserve du désert",
          "Paracas: das Wüstenreservat",
        ],
        [
          "The Paracas National Reserve, where the desert runs straight into the Pacific: the red sand of Playa Roja below its cliffs, the museum of the Paracas culture and the fishing cove of Lagunillas.",
          "La Riserva Nazionale di Paracas, dove il deserto finisce dritto nel Pacifico: la sabbia rossa di Playa Roja sotto le scogliere, il museo della cultura Paracas e la caletta di pescatori di Lagunillas.",
          "La Reserva Nacional de Paracas, donde el desierto cae directamente al Pacífico: la arena roja de Playa Roja bajo sus acantilados, el museo de la cultura Paracas y la caleta de pescadores de Lagunillas.",
          "La réserve nationale de Paracas, où le désert tombe droit dans le Pacifique : le sable rouge de Playa Roja sous ses falaises, le musée de la culture Paracas et l'anse de pêcheurs de Lagunillas.",
          "Das Nationalreservat Paracas, wo die Wüste direkt in den Pazifik fällt: der rote Sand der Playa Roja unter den Klippen, das Museum der Paracas-Kultur und die Fischerbucht von Lagunillas.",
        ],
      ],
      [
        "boat",
        [
          "Paracas: the Ballestas Islands",
          "Paracas: le isole Ballestas",
          "Paracas: las islas Ballestas",
          "Paracas : les îles Ballestas",
          "Paracas: die Ballestas-Inseln",
        ],
        [
          "A speedboat past the Candelabro, a giant figure drawn in the sand of the headland, to the Ballestas Islands, rock arches crowded with sea lions, Humboldt penguins, boobies and cormorants.",
          "Un motoscafo passa davanti al Candelabro, una figura gigante tracciata nella sabbia del promontorio, fino alle isole Ballestas, archi di roccia affollati di leoni marini, pinguini di Humboldt, sule e cormorani.",
          "Una lancha pasa frente al Candelabro, una figura gigante trazada en la arena del promontorio, hasta las islas Ballestas, arcos de roca repletos de lobos marinos, pingüinos de Humboldt, piqueros y cormoranes.",
          "Un bateau rapide passe devant le Candélabre, figure géante tracée dans le sable du promontoire, jusqu'aux îles Ballestas, arches de roche couvertes de lions de mer, de manchots de Humboldt, de fous et de cormorans.",
          "Ein Schnellboot fährt am Candelabro vorbei, einer riesigen Figur im Sand der Landspitze, zu den Ballestas-Inseln, Felsbögen voller Seelöwen, Humboldtpinguine, Tölpel und Kormorane.",
        ],
      ],
    ],
  },
  "PER Huacachina": {
    days: [
      [
        "see",
        [
          "Huacachina: buggies and sandboards in the dunes",
          "Huacachina: buggy e sandboard tra le dune",
          "Huacachina: areneros y sandboard en las dunas",
          "Huacachina : buggys et sandboard dans les dunes",
          "Huacachina: Buggys und Sandboards in den Dünen",
        ],
        [
          "A dune buggy roars up and over the great dunes around the palm-fringed oasis, stopping on the crests for the group to slide down on sandboards, then sunset from the top above the lagoon.",
          "Un buggy sale rombando sulle grandi dune intorno all'oasi orlata di palme, con soste sulle creste per scendere in sandboard, poi il tramonto dall'alto sopra la laguna.",
          "Un arenero ruge subiendo y bajando las grandes dunas alrededor del oasis de palmeras, con paradas en las crestas para deslizarse en sandboard, y luego el atardecer desde lo alto sobre la laguna.",
          "Un buggy gronde à l'assaut des grandes dunes autour de l'oasis bordée de palmiers, avec des arrêts sur les crêtes pour les descendre en sandboard, puis le coucher du soleil d'en haut sur la lagune.",
          "Ein Dünenbuggy donnert über die großen Dünen rund um die palmengesäumte Oase, mit Halt auf den Kämmen zum Hinabgleiten auf dem Sandboard, dann der Sonnenuntergang hoch über der Lagune.",
        ],
      ],
      [
        "see",
        [
          "Huacachina: the pisco bodegas of Ica",
          "Huacachina: le bodegas del pisco di Ica",
          "Huacachina: las bodegas de pisco de Ica",
          "Huacachina : les bodegas de pisco d'Ica",
          "Huacachina: die Pisco-Bodegas von Ica",
        ],
        [
          "The vineyards of the Ica valley at the edge of the sand, with a family bodega such as El Catador where grapes are still trodden in stone troughs and pisco distilled in copper, then a quiet walk around the oasis lagoon.",
          "Le vigne della valle di Ica al margine della sabbia, con una bodega di famiglia come El Catador, dove l'uva si pigia ancora in vasche di pietra e il pisco si distilla nel rame, poi una passeggiata tranquilla intorno alla laguna dell'oasi.",
          "Los viñedos del valle de Ica al borde de la arena, con una bodega familiar como El Catador, donde la uva aún se pisa en lagares de piedra y el pisco se destila en cobre, y luego un paseo tranquilo alrededor de la laguna del oasis.",
          "Les vignes de la vallée d'Ica au bord du sable, avec une bodega familiale comme El Catador, où l'on foule encore le raisin dans des cuves de pierre et distille le pisco dans le cuivre, puis une balade tranquille autour de la lagune de l'oasis.",
          "Die Weinberge des Ica-Tals am Rand des Sandes mit einer Familienbodega wie El Catador, wo die Trauben noch in Steinbecken gestampft und Pisco in Kupfer gebrannt wird, dann ein ruhiger Gang um die Lagune der Oase.",
        ],
      ],
    ],
  },
  "PER Nazca": {
    days: [
      [
        "see",
        [
          "Nazca: Chauchilla and the Cantalloc aqueducts",
          "Nazca: Chauchilla e gli acquedotti di Cantalloc",
          "Nazca: Chauchilla y los acueductos de Cantalloc",
          "Nazca : Chauchilla et les aqueducs de Cantalloc",
          "Nazca: Chauchilla und die Aquädukte von Cantalloc",
        ],
        [
          "The Chauchilla cemetery in the desert, where Nazca mummies still sit in their open tombs with braided hair, then the spiral stone wells of the Cantalloc aqueducts, which still carry water underground to the fields.",
          "Il cimitero di Chauchilla nel deserto, dove le mummie nazca siedono ancora nelle tombe aperte con i capelli intrecciati, poi i pozzi a spirale degli acquedotti di Cantalloc, che portano ancora l'acqua sotterranea ai campi.",
          "El cementerio de Chauchilla en el desierto, donde las momias nazca siguen sentadas en sus tumbas abiertas con el cabello trenzado, y luego los pozos en espiral de los acueductos de Cantalloc, que aún llevan agua subterránea a los campos.",
          "Le cimetière de Chauchilla dans le désert, où les momies nazca sont encore assises dans leurs tombes ouvertes, cheveux tressés, puis les puits en spirale des aqueducs de Cantalloc, qui amènent toujours l'eau souterraine aux champs.",
          "Der Friedhof von Chauchilla in der Wüste, wo Nazca-Mumien mit geflochtenem Haar noch in ihren offenen Gräbern sitzen, dann die spiralförmigen Steinschächte der Aquädukte von Cantalloc, die bis heute unterirdisch Wasser zu den Feldern führen.",
        ],
      ],
      [
        "food",
        [
          "Nazca: carapulcra and pisco",
          "Nazca: carapulcra e pisco",
          "Nazca: carapulcra y pisco",
          "Nazca : carapulcra et pisco",
          "Nazca: Carapulcra und Pisco",
        ],
        [
          "The cooking of Peru's southern coast in a local picantería: carapulcra of dried potato with pork, sopa seca noodles, chicharrón, and pisco and grape spirits from the desert valleys of Ica and Nazca.",
          "La cucina della costa sud del Perù in una picantería locale: carapulcra di patata essiccata con maiale, sopa seca di spaghetti, chicharrón, e pisco e acquaviti d'uva delle valli desertiche di Ica e Nazca.",
          "La cocina de la costa sur del Perú en una picantería local: carapulcra de papa seca con cerdo, sopa seca, chicharrón, y pisco y aguardientes de uva de los valles desérticos de Ica y Nazca.",
          "La cuisine de la côte sud du Pérou dans une picantería locale : carapulcra de pomme de terre séchée au porc, sopa seca de nouilles, chicharrón, et pisco et eaux-de-vie de raisin des vallées désertiques d'Ica et de Nazca.",
          "Die Küche der peruanischen Südküste in einer örtlichen Picantería: Carapulcra aus getrockneten Kartoffeln mit Schwein, Sopa Seca aus Nudeln, Chicharrón sowie Pisco und Traubenbrände aus den Wüstentälern von Ica und Nazca.",
        ],
      ],
    ],
  },
  "PER Nazca Lines": {
    days: [
      [
        "see",
        [
          "Nazca Lines: the flight over the figures",
          "Linee di Nazca: il sorvolo delle figure",
          "Líneas de Nazca: el sobrevuelo de las figuras",
          "Lignes de Nazca : le survol des figures",
          "Nazca-Linien: der Flug über die Figuren",
        ],
        [
          "A small plane from the Nazca airfield banks low over the desert so each side sees the hummingbird, the monkey, the spider and the astronaut, then the viewing tower on the Pan-American road beside the hands and the tree.",
          "Un piccolo aereo decolla dall'aeroporto di Nazca e vira basso sul deserto perché ogni lato veda il colibrì, la scimmia, il ragno e l'astronauta, poi la torre di osservazione sulla Panamericana accanto alle mani e all'albero.",
          "Una avioneta despega del aeródromo de Nazca y se inclina a baja altura sobre el desierto para que cada lado vea el colibrí, el mono, la araña y el astronauta, y luego el mirador de la Panamericana junto a las manos y el árbol.",
          "Un petit avion décolle de l'aérodrome de Nazca et vire bas au-dessus du désert pour que chaque côté voie le colibri, le singe, l'araignée et l'astronaute, puis la tour d'observation sur la Panaméricaine, près des mains et de l'arbre.",
          "Ein Kleinflugzeug startet am Flugplatz von Nazca und legt sich tief über der Wüste in die Kurve, damit jede Seite Kolibri, Affe, Spinne und Astronaut sieht, dann der Aussichtsturm an der Panamericana neben den Händen und dem Baum.",
        ],
      ],
    ],
  },
  "PER Arequipa": {
    days: [
      [
        "see",
        [
          "Arequipa: the Santa Catalina monastery",
          "Arequipa: il monastero di Santa Catalina",
          "Arequipa: el monasterio de Santa Catalina",
          "Arequipa : le monastère de Santa Catalina",
          "Arequipa: das Kloster Santa Catalina",
        ],
        [
          "The monastery of Santa Catalina, a walled town within the town, with lanes of cells painted blue and red, cloisters, kitchens and a laundry of split clay jars where nuns lived cut off for four centuries.",
          "Il monastero di Santa Catalina, una città murata dentro la città, con vicoli di celle dipinte di blu e di rosso, chiostri, cucine e un lavatoio di giare tagliate dove le monache vissero isolate per quattro secoli.",
          "El monasterio de Santa Catalina, una ciudad amurallada dentro de la ciudad, con calles de celdas pintadas de azul y rojo, claustros, cocinas y una lavandería de tinajas partidas donde las monjas vivieron aisladas cuatro siglos.",
          "Le monastère de Santa Catalina, une ville fortifiée dans la ville, avec ses ruelles de cellules peintes en bleu et en rouge, ses cloîtres, ses cuisines et un lavoir de jarres coupées où des religieuses vécurent recluses quatre siècles.",
          "Das Kloster Santa Catalina, eine ummauerte Stadt in der Stadt, mit Gassen aus blau und rot gestrichenen Zellen, Kreuzgängen, Küchen und einer Waschstelle aus halbierten Tonkrügen, wo Nonnen vier Jahrhunderte abgeschieden lebten.",
        ],
      ],
      [
        "see",
        [
          "Arequipa: the white city and Juanita",
          "Arequipa: la città bianca e Juanita",
          "Arequipa: la ciudad blanca y Juanita",
          "Arequipa : la ville blanche et Juanita",
          "Arequipa: die weiße Stadt und Juanita",
        ],
        [
          "The Plaza de Armas framed by arcades of white sillar stone and the cathedral, the carved facade of La Compañía, the Museo Santuarios Andinos with Juanita, the Inca maiden found on Ampato, and El Misti from the Yanahuara lookout.",
          "La Plaza de Armas incorniciata da portici di pietra bianca sillar e dalla cattedrale, la facciata scolpita della Compañía, il Museo Santuarios Andinos con Juanita, la fanciulla inca trovata sull'Ampato, e il Misti dal belvedere di Yanahuara.",
          "La Plaza de Armas rodeada de portales de sillar blanco y la catedral, la fachada labrada de La Compañía, el Museo Santuarios Andinos con Juanita, la doncella inca hallada en el Ampato, y el Misti desde el mirador de Yanahuara.",
          "La Plaza de Armas bordée d'arcades de pierre blanche de sillar et la cathédrale, la façade sculptée de La Compañía, le Museo Santuarios Andinos et Juanita, la jeune fille inca trouvée sur l'Ampato, et le Misti depuis le belvédère de Yanahuara.",
          "Die Plaza de Armas mit Arkaden aus weißem Sillar-Stein und der Kathedrale, die gemeißelte Fassade von La Compañía, das Museo Santuarios Andinos mit Juanita, dem auf dem Ampato gefundenen Inka-Mädchen, und der Misti vom Aussichtspunkt Yanahuara.",
        ],
      ],
      [
        "food",
        [
          "Arequipa: a picantería lunch",
          "Arequipa: pranzo in una picantería",
          "Arequipa: almuerzo en una picantería",
          "Arequipa : déjeuner dans une picantería",
          "Arequipa: Mittagessen in einer Picantería",
        ],
        [
          "Lunch at a traditional picantería such as La Nueva Palomino: rocoto relleno, the stuffed hot pepper, chupe de camarones of river shrimp, and chicha de jora, then queso helado, the cinnamon ice cream sold on the plaza.",
          "Pranzo in una picantería tradizionale come La Nueva Palomino: rocoto relleno, il peperoncino ripieno, chupe de camarones di gamberi di fiume e chicha de jora, poi il queso helado, il gelato alla cannella venduto in piazza.",
          "Almuerzo en una picantería tradicional como La Nueva Palomino: rocoto relleno, chupe de camarones de río y chicha de jora, y después queso helado, el helado de canela que se vende en la plaza.",
          "Déjeuner dans une picantería traditionnelle comme La Nueva Palomino : rocoto relleno, le piment farci, chupe de camarones aux crevettes de rivière et chicha de jora, puis le queso helado, la glace à la cannelle vendue sur la place.",
          "Mittagessen in einer traditionellen Picantería wie La Nueva Palomino: Rocoto Relleno, die gefüllte scharfe Paprika, Chupe de Camarones mit Flussgarnelen und Chicha de Jora, dann Queso Helado, das Zimteis von der Plaza.",
        ],
      ],
    ],
  },
  "PER Colca Canyon": {
    days: [
      [
        "see",
        [
          "Colca Canyon: condors at the Cruz del Cóndor",
          "Canyon del Colca: i condor alla Cruz del Cóndor",
          "Cañón del Colca: los cóndores de la Cruz del Cóndor",
          "Canyon de Colca : les condors de la Cruz del Cóndor",
          "Colca-Canyon: Kondore am Cruz del Cóndor",
        ],
        [
          "An early morning at the Cruz del Cóndor lookout, where Andean condors rise on the warming air out of one of the deepest canyons on Earth, then the villages of Maca and Pinchollo along the rim.",
          "Una mattina presto al belvedere della Cruz del Cóndor, dove i condor andini salgono con l'aria che si scalda da uno dei canyon più profondi della Terra, poi i villaggi di Maca e Pinchollo lungo il bordo.",
          "Una mañana temprano en el mirador de la Cruz del Cóndor, donde los cóndores andinos se elevan con el aire caliente desde uno de los cañones más profundos del planeta, y luego los pueblos de Maca y Pinchollo en el borde.",
          "Un petit matin au belvédère de la Cruz del Cóndor, où les condors des Andes s'élèvent sur l'air qui se réchauffe depuis l'un des canyons les plus profonds du monde, puis les villages de Maca et Pinchollo au bord du canyon.",
          "Ein früher Morgen am Aussichtspunkt Cruz del Cóndor, wo Andenkondore mit der aufsteigenden warmen Luft aus einer der tiefsten Schluchten der Erde aufsteigen, dann die Dörfer Maca und Pinchollo am Rand.",
        ],
      ],
      [
        "see",
        [
          "Colca Canyon: Chivay, Yanque and the terraces",
          "Canyon del Colca: Chivay, Yanque e i terrazzamenti",
          "Cañón del Colca: Chivay, Yanque y los andenes",
          "Canyon de Colca : Chivay, Yanque et les terrasses",
          "Colca-Canyon: Chivay, Yanque und die Terrassen",
        ],
        [
          "Over the Patapampa pass and the Mirador de los Volcanes to Chivay, then a walk through the pre-Inca terraces to Yanque, where women in embroidered hats dance the wititi on the plaza, and the La Calera hot springs.",
          "Oltre il passo di Patapampa e il Mirador de los Volcanes fino a Chivay, poi una camminata tra i terrazzamenti preincaici fino a Yanque, dove le donne dai cappelli ricamati ballano il wititi in piazza, e le terme di La Calera.",
          "Por el abra de Patapampa y el mirador de los Volcanes hasta Chivay, y luego una caminata por los andenes preincas hasta Yanque, donde mujeres de sombreros bordados bailan el wititi en la plaza, y los baños termales de La Calera.",
          "Par le col de Patapampa et le Mirador de los Volcanes jusqu'à Chivay, puis une marche dans les terrasses préincas jusqu'à Yanque, où des femmes aux chapeaux brodés dansent le wititi sur la place, et les sources chaudes de La Calera.",
          "Über den Patapampa-Pass und den Mirador de los Volcanes nach Chivay, dann eine Wanderung durch vorinkaische Terrassen nach Yanque, wo Frauen mit bestickten Hüten auf der Plaza den Wititi tanzen, und die heißen Quellen von La Calera.",
        ],
      ],
    ],
  },
  "PER Puno": {
    days: [
      [
        "see",
        [
          "Puno: the towers of Sillustani",
          "Puno: le torri di Sillustani",
          "Puno: las chullpas de Sillustani",
          "Puno : les tours de Sillustani",
          "Puno: die Grabtürme von Sillustani",
        ],
        [
          "The chullpas of Sillustani, round burial towers of the Colla and the Incas on a headland above Lake Umayo, then a farmstead of adobe walls on the altiplano, with llamas and alpacas in the yard.",
          "Le chullpas di Sillustani, torri funerarie rotonde dei colla e degli inca su un promontorio sopra il lago Umayo, poi una fattoria dai muri di adobe sull'altopiano, con lama e alpaca nel cortile.",
          "Las chullpas de Sillustani, torres funerarias redondas de los collas y los incas sobre un promontorio del lago Umayo, y luego una casa campesina de adobe en el altiplano, con llamas y alpacas en el patio.",
          "Les chullpas de Sillustani, tours funéraires rondes des Collas et des Incas sur un promontoire au-dessus du lac Umayo, puis une ferme aux murs d'adobe sur l'altiplano, avec lamas et alpagas dans la cour.",
          "Die Chullpas von Sillustani, runde Grabtürme der Colla und der Inka auf einer Landzunge über dem Umayo-See, dann ein Hof mit Lehmmauern im Altiplano, mit Lamas und Alpakas im Hof.",
        ],
      ],
      [
        "food",
        [
          "Puno: lake trout and quinoa",
          "Puno: trota del lago e quinoa",
          "Puno: trucha del lago y quinua",
          "Puno : truite du lac et quinoa",
          "Puno: Forelle aus dem See und Quinoa",
        ],
        [
          "The Mercado Central of Puno with its mountains of freeze-dried chuño and quinoa, then Titicaca trout and pejerrey fried or grilled, and a bowl of chairo, the hearty soup of the altiplano.",
          "Il Mercado Central di Puno con le sue montagne di chuño liofilizzato e di quinoa, poi trota e pejerrey del Titicaca fritti o alla griglia, e una scodella di chairo, la zuppa sostanziosa dell'altopiano.",
          "El Mercado Central de Puno con sus montañas de chuño y quinua, y luego trucha y pejerrey del Titicaca fritos o a la plancha, y un plato de chairo, la sopa contundente del altiplano.",
          "Le Mercado Central de Puno et ses montagnes de chuño lyophilisé et de quinoa, puis la truite et le pejerrey du Titicaca frits ou grillés, et un bol de chairo, la soupe roborative de l'altiplano.",
          "Der Mercado Central von Puno mit Bergen von gefriergetrocknetem Chuño und Quinoa, dann Titicaca-Forelle und Pejerrey, gebraten oder gegrillt, und eine Schale Chairo, die kräftige Suppe des Altiplano.",
        ],
      ],
    ],
  },
  "PER Lake Titicaca": {
    days: [
      [
        "see",
        [
          "Lake Titicaca: the Uros and Taquile",
          "Lago Titicaca: gli Uros e Taquile",
          "Lago Titicaca: los Uros y Taquile",
          "Lac Titicaca : les Uros et Taquile",
          "Titicacasee: die Uros und Taquile",
        ],
        [
          "By boat to the floating islands of the Uros, built of layered totora reeds, then on to Taquile, where men knit the caps that tell whether they are married, and lunch on a terrace over the lake.",
          "In barca alle isole galleggianti degli Uros, costruite con strati di canne di totora, poi fino a Taquile, dove gli uomini lavorano a maglia i berretti che dicono se sono sposati, e pranzo su una terrazza sul lago.",
          "En barco a las islas flotantes de los Uros, hechas de capas de totora, y luego a Taquile, donde los hombres tejen los chullos que dicen si están casados, con almuerzo en una terraza sobre el lago.",
          "En bateau jusqu'aux îles flottantes des Uros, faites de couches de roseaux totora, puis jusqu'à Taquile, où les hommes tricotent les bonnets qui disent s'ils sont mariés, et déjeuner sur une terrasse au-dessus du lac.",
          "Mit dem Boot zu den schwimmenden Inseln der Uros aus geschichtetem Totora-Schilf, dann weiter nach Taquile, wo die Männer Mützen stricken, die zeigen, ob sie verheiratet sind, und Mittagessen auf einer Terrasse über dem See.",
        ],
      ],
      [
        "see",
        [
          "Lake Titicaca: Llachón and the Capachica peninsula",
          "Lago Titicaca: Llachón e la penisola di Capachica",
          "Lago Titicaca: Llachón y la península de Capachica",
          "Lac Titicaca : Llachón et la péninsule de Capachica",
          "Titicacasee: Llachón und die Halbinsel Capachica",
        ],
        [
          "A day with the Quechua community of Llachón on the Capachica peninsula: kayaks on the still water, a walk up to a hilltop viewpoint among terraced fields and a lunch of lake fish with the families.",
          "Una giornata con la comunità quechua di Llachón sulla penisola di Capachica: kayak sull'acqua ferma, una salita a un belvedere in cima alla collina tra campi terrazzati e un pranzo di pesce del lago con le famiglie.",
          "Un día con la comunidad quechua de Llachón en la península de Capachica: kayak en el agua quieta, una subida a un mirador en lo alto del cerro entre campos en terrazas y un almuerzo de pescado del lago con las familias.",
          "Une journée avec la communauté quechua de Llachón sur la péninsule de Capachica : kayak sur l'eau calme, une montée à un belvédère au sommet de la colline parmi les champs en terrasses et un déjeuner de poisson du lac avec les familles.",
          "Ein Tag bei der Quechua-Gemeinde Llachón auf der Halbinsel Capachica: Kajak auf dem stillen Wasser, ein Aufstieg zu einem Aussichtspunkt auf dem Hügel zwischen Terrassenfeldern und ein Mittagessen mit Seefisch bei den Familien.",
        ],
      ],
    ],
  },
  "PER Cusco": {
    days: [
      [
        "see",
        [
          "Cusco: the Plaza de Armas and the Qorikancha",
          "Cusco: la Plaza de Armas e il Qorikancha",
          "Cuzco: la Plaza de Armas y el Qorikancha",
          "Cuzco : la Plaza de Armas et le Qorikancha",
          "Cusco: Plaza de Armas und Qorikancha",
        ],
        [
          "The cathedral on the Plaza de Armas, whose Last Supper serves roast guinea pig, the Qorikancha, where a convent stands on the Incas' temple of the Sun, and the twelve-angled stone in the walls of Hatun Rumiyoc.",
          "La cattedrale sulla Plaza de Armas, con un'Ultima Cena che serve porcellino d'India arrosto, il Qorikancha, dove un convento poggia sul tempio inca del Sole, e la pietra dai dodici angoli nei muri di Hatun Rumiyoc.",
          "La catedral de la Plaza de Armas, cuya Última Cena sirve cuy asado, el Qorikancha, donde un convento se alza sobre el templo inca del Sol, y la piedra de los doce ángulos en los muros de Hatun Rumiyoc.",
          "La cathédrale sur la Plaza de Armas, dont la Cène sert du cochon d'Inde rôti, le Qorikancha, où un couvent repose sur le temple inca du Soleil, et la pierre aux douze angles dans les murs de Hatun Rumiyoc.",
          "Die Kathedrale an der Plaza de Armas, deren Abendmahl gebratenes Meerschweinchen zeigt, der Qorikancha, wo ein Kloster auf dem Sonnentempel der Inka steht, und der zwölfeckige Stein in den Mauern von Hatun Rumiyoc.",
        ],
      ],
      [
        "see",
        [
          "Cusco: Sacsayhuamán and San Blas",
          "Cusco: Sacsayhuamán e San Blas",
          "Cuzco: Sacsayhuamán y San Blas",
          "Cuzco : Sacsayhuamán et San Blas",
          "Cusco: Sacsayhuamán und San Blas",
        ],
        [
          "The zigzag walls of Sacsayhuamán, built of boulders fitted without mortar above the town, the carved rock shrine of Q'enqo, then down through the steep lanes of San Blas and its workshops of carvers and painters.",
          "Le mura a zigzag di Sacsayhuamán, fatte di massi incastrati senza malta sopra la città, il santuario di roccia scolpita di Q'enqo, poi giù per i vicoli ripidi di San Blas tra le botteghe di intagliatori e pittori.",
          "Los muros en zigzag de Sacsayhuamán, hechos de bloques encajados sin argamasa sobre la ciudad, el santuario de roca tallada de Q'enqo y luego la bajada por las calles empinadas de San Blas y sus talleres de tallistas y pintores.",
          "Les murs en zigzag de Sacsayhuamán, faits de blocs ajustés sans mortier au-dessus de la ville, le sanctuaire de roche sculptée de Q'enqo, puis la descente par les ruelles raides de San Blas et ses ateliers de sculpteurs et de peintres.",
          "Die Zickzackmauern von Sacsayhuamán aus ohne Mörtel gefügten Felsblöcken über der Stadt, das gemeißelte Felsheiligtum Q'enqo, dann hinab durch die steilen Gassen von San Blas mit ihren Werkstätten von Schnitzern und Malern.",
        ],
      ],
      [
        "food",
        [
          "Cusco: the San Pedro market and Andean cooking",
          "Cusco: il mercato di San Pedro e la cucina andina",
          "Cuzco: el mercado de San Pedro y la cocina andina",
          "Cuzco : le marché de San Pedro et la cuisine andine",
          "Cusco: der Markt San Pedro und die Andenküche",
        ],
        [
          "The San Pedro market, with its juice counters, cheeses, breads from Oropesa and heaps of potatoes and maize, then an Andean lunch of alpaca, quinoa soup and chicha morada, with coca tea against the altitude.",
          "Il mercato di San Pedro, con i banconi dei succhi, i formaggi, i pani di Oropesa e i mucchi di patate e mais, poi un pranzo andino di alpaca, zuppa di quinoa e chicha morada, con un tè di coca contro l'altitudine.",
          "El mercado de San Pedro, con sus juguerías, quesos, panes de Oropesa y montones de papas y maíz, y luego un almuerzo andino de alpaca, sopa de quinua y chicha morada, con mate de coca contra la altura.",
          "Le marché de San Pedro, ses comptoirs à jus, ses fromages, ses pains d'Oropesa et ses montagnes de pommes de terre et de maïs, puis un déjeuner andin d'alpaga, de soupe de quinoa et de chicha morada, avec un maté de coca contre l'altitude.",
          "Der Markt San Pedro mit seinen Safttheken, Käsen, Broten aus Oropesa und Bergen von Kartoffeln und Mais, dann ein Andenessen mit Alpaka, Quinoasuppe und Chicha Morada, dazu Kokatee gegen die Höhe.",
        ],
      ],
    ],
  },
  "PER Sacred Valley": {
    days: [
      [
        "see",
        [
          "Sacred Valley: Pisac and Chinchero",
          "Valle Sacra: Pisac e Chinchero",
          "Valle Sagrado: Pisac y Chinchero",
          "Vallée sacrée : Pisac et Chinchero",
          "Heiliges Tal: Pisac und Chinchero",
        ],
        [
          "The Inca terraces and temples of Pisac high above the Urubamba, its craft market in the village below, then Chinchero, where weavers show how alpaca wool is washed, dyed with plants and woven on backstrap looms.",
          "I terrazzamenti e i templi inca di Pisac alti sopra l'Urubamba e il mercato dell'artigianato nel villaggio sottostante, poi Chinchero, dove le tessitrici mostrano come la lana d'alpaca si lava, si tinge con le piante e si tesse al telaio a cintura.",
          "Los andenes y templos incas de Pisac muy por encima del Urubamba y su mercado de artesanía en el pueblo, y luego Chinchero, donde las tejedoras muestran cómo se lava la lana de alpaca, se tiñe con plantas y se teje en telar de cintura.",
          "Les terrasses et temples incas de Pisac haut au-dessus de l'Urubamba et le marché artisanal du village en contrebas, puis Chinchero, où les tisserandes montrent comment la laine d'alpaga est lavée, teinte aux plantes et tissée au métier à sangle.",
          "Die Inka-Terrassen und Tempel von Pisac hoch über dem Urubamba und der Kunsthandwerksmarkt im Dorf darunter, dann Chinchero, wo Weberinnen zeigen, wie Alpakawolle gewaschen, mit Pflanzen gefärbt und am Rückengurtwebstuhl gewebt wird.",
        ],
      ],
      [
        "see",
        [
          "Sacred Valley: Moray, Maras and Ollantaytambo",
          "Valle Sacra: Moray, Maras e Ollantaytambo",
          "Valle Sagrado: Moray, Maras y Ollantaytambo",
          "Vallée sacrée : Moray, Maras et Ollantaytambo",
          "Heiliges Tal: Moray, Maras und Ollantaytambo",
        ],
        [
          "The circular Inca terraces of Moray, the thousands of salt pans of Maras spilling down the hillside, then Ollantaytambo, its Inca street plan still lived in beneath the great terraces of its fortress.",
          "I terrazzamenti circolari inca di Moray, le migliaia di saline di Maras che scendono lungo il pendio, poi Ollantaytambo, con la sua pianta urbana inca ancora abitata sotto le grandi terrazze della fortezza.",
          "Los andenes circulares incas de Moray, los miles de pozos de sal de Maras que bajan por la ladera y luego Ollantaytambo, con su trazado inca aún habitado bajo las grandes terrazas de su fortaleza.",
          "Les terrasses circulaires incas de Moray, les milliers de salines de Maras qui dévalent le versant, puis Ollantaytambo, son plan de ville inca toujours habité sous les grandes terrasses de sa forteresse.",
          "Die kreisrunden Inka-Terrassen von Moray, die Tausenden Salzbecken von Maras am Hang, dann Ollantaytambo mit seinem noch bewohnten Inka-Stadtgrundriss unter den großen Terrassen seiner Festung.",
        ],
      ],
    ],
  },
  "PER Inca Trail": {
    months: [3, 1],
    days: [
      [
        "trek",
        [
          "Inca Trail: from Km 82 to Wayllabamba",
          "Cammino Inca: dal km 82 a Wayllabamba",
          "Camino Inca: del km 82 a Wayllabamba",
          "Chemin de l'Inca : du km 82 à Wayllabamba",
          "Inka-Pfad: von Km 82 nach Wayllabamba",
        ],
        [
          "Over the Urubamba at Piscacucho, the checkpoint at Km 82, then along the river past the ruins of Llactapata to Wayllabamba, the last village on the trail, with porters carrying the camp ahead.",
          "Oltre l'Urubamba a Piscacucho, il posto di controllo al km 82, poi lungo il fiume oltre le rovine di Llactapata fino a Wayllabamba, l'ultimo villaggio del cammino, con i portatori che portano avanti il campo.",
          "Se cruza el Urubamba en Piscacucho, el control del km 82, y se sigue el río pasando las ruinas de Llactapata hasta Wayllabamba, el último pueblo del camino, con los porteadores llevando el campamento por delante.",
          "La traversée de l'Urubamba à Piscacucho, le poste de contrôle du km 82, puis le long du fleuve par les ruines de Llactapata jusqu'à Wayllabamba, dernier village du chemin, avec les porteurs qui montent le camp en avance.",
          "Über den Urubamba bei Piscacucho, dem Kontrollposten an Km 82, dann am Fluss entlang an den Ruinen von Llactapata vorbei nach Wayllabamba, dem letzten Dorf am Weg, während die Träger das Lager vorausbringen.",
        ],
      ],
      [
        "trek",
        [
          "Inca Trail: over Dead Woman's Pass",
          "Cammino Inca: il passo della Donna Morta",
          "Camino Inca: el abra de Warmiwañusca",
          "Chemin de l'Inca : le col de la Femme morte",
          "Inka-Pfad: über den Pass der toten Frau",
        ],
        [
          "The hardest day: a long climb through cloud forest and puna grass to Warmiwañusca, Dead Woman's Pass, at 4,215 m, then a steep stone stairway down to the camp at Pacaymayo.",
          "La giornata più dura: una lunga salita tra foresta di nebbia e praterie di puna fino a Warmiwañusca, il passo della Donna Morta, a 4.215 m, poi una ripida scalinata di pietra fino al campo di Pacaymayo.",
          "El día más duro: una larga subida entre bosque nuboso y pajonal de puna hasta Warmiwañusca, el abra de la Mujer Muerta, a 4.215 m, y luego una empinada escalera de piedra hasta el campamento de Pacaymayo.",
          "La journée la plus dure : une longue montée dans la forêt de nuages et l'herbe de la puna jusqu'à Warmiwañusca, le col de la Femme morte, à 4 215 m, puis un escalier de pierre raide jusqu'au camp de Pacaymayo.",
          "Der härteste Tag: ein langer Anstieg durch Nebelwald und Puna-Gras zum Warmiwañusca, dem Pass der toten Frau, auf 4.215 m, dann eine steile Steintreppe hinab zum Lager Pacaymayo.",
        ],
      ],
      [
        "trek",
        [
          "Inca Trail: Runkurakay, Sayacmarca and Wiñay Wayna",
          "Cammino Inca: Runkurakay, Sayacmarca e Wiñay Wayna",
          "Camino Inca: Runkurakay, Sayacmarca y Wiñay Wayna",
          "Chemin de l'Inca : Runkurakay, Sayacmarca et Wiñay Wayna",
          "Inka-Pfad: Runkurakay, Sayacmarca und Wiñay Wayna",
        ],
        [
          "Over a second pass by the round ruin of Runkurakay, past Sayacmarca on its spur and the baths of Phuyupatamarca above the clouds, then down thousands of Inca steps to the terraces of Wiñay Wayna.",
          "Oltre un secondo passo presso la rovina circolare di Runkurakay, davanti a Sayacmarca sul suo sperone e ai bagni di Phuyupatamarca sopra le nuvole, poi giù per migliaia di gradini inca fino ai terrazzamenti di Wiñay Wayna.",
          "Por un segundo paso junto a la ruina circular de Runkurakay, frente a Sayacmarca en su espolón y los baños de Phuyupatamarca sobre las nubes, y luego miles de escalones incas abajo hasta los andenes de Wiñay Wayna.",
          "Par un deuxième col près de la ruine ronde de Runkurakay, devant Sayacmarca sur son éperon et les bains de Phuyupatamarca au-dessus des nuages, puis des milliers de marches incas jusqu'aux terrasses de Wiñay Wayna.",
          "Über einen zweiten Pass an der runden Ruine von Runkurakay, vorbei an Sayacmarca auf seinem Sporn und den Bädern von Phuyupatamarca über den Wolken, dann Tausende Inka-Stufen hinab zu den Terrassen von Wiñay Wayna.",
        ],
      ],
      [
        "trek",
        [
          "Inca Trail: through the Sun Gate to Machu Picchu",
          "Cammino Inca: dalla Porta del Sole a Machu Picchu",
          "Camino Inca: por la Puerta del Sol a Machu Picchu",
          "Chemin de l'Inca : par la Porte du Soleil jusqu'au Machu Picchu",
          "Inka-Pfad: durch das Sonnentor nach Machu Picchu",
        ],
        [
          "Away before dawn when the checkpoint opens, along the mountainside to Inti Punku, the Sun Gate, where Machu Picchu appears below, then down into the citadel for a guided visit.",
          "In cammino prima dell'alba all'apertura del controllo, lungo il fianco della montagna fino a Inti Punku, la Porta del Sole, dove appare Machu Picchu, poi giù nella cittadella per la visita guidata.",
          "En marcha antes del alba, cuando abre el control, por la ladera hasta el Inti Punku, la Puerta del Sol, donde aparece Machu Picchu, y luego el descenso a la ciudadela para la visita guiada.",
          "En route avant l'aube à l'ouverture du contrôle, à flanc de montagne jusqu'à l'Inti Punku, la Porte du Soleil, où le Machu Picchu apparaît en contrebas, puis la descente dans la citadelle pour la visite guidée.",
          "Vor Sonnenaufgang los, sobald der Kontrollposten öffnet, am Hang entlang zum Inti Punku, dem Sonnentor, wo Machu Picchu unten auftaucht, dann hinab in die Zitadelle zur Führung.",
        ],
      ],
      [
        "see",
        [
          "Inca Trail: the one-day trail to Wiñay Wayna",
          "Cammino Inca: il cammino breve fino a Wiñay Wayna",
          "Camino Inca: el camino corto a Wiñay Wayna",
          "Chemin de l'Inca : le chemin court vers Wiñay Wayna",
          "Inka-Pfad: der kurze Weg nach Wiñay Wayna",
        ],
        [
          "The short Inca Trail from the railway halt at Km 104: past the temple of Chachabamba and up through orchids to the terraces of Wiñay Wayna, then on to the Sun Gate for a first view of Machu Picchu.",
          "Il Cammino Inca breve dalla fermata ferroviaria del km 104: oltre il tempio di Chachabamba e su tra le orchidee fino ai terrazzamenti di Wiñay Wayna, poi alla Porta del Sole per un primo sguardo su Machu Picchu.",
          "El Camino Inca corto desde el apeadero del km 104: por el templo de Chachabamba y subiendo entre orquídeas hasta los andenes de Wiñay Wayna, y luego a la Puerta del Sol para una primera vista de Machu Picchu.",
          "Le chemin de l'Inca court depuis la halte ferroviaire du km 104 : par le temple de Chachabamba puis parmi les orchidées jusqu'aux terrasses de Wiñay Wayna, et jusqu'à la Porte du Soleil pour un premier regard sur le Machu Picchu.",
          "Der kurze Inka-Pfad vom Bahnhalt an Km 104: am Tempel von Chachabamba vorbei und durch Orchideen hinauf zu den Terrassen von Wiñay Wayna, dann weiter zum Sonnentor für einen ersten Blick auf Machu Picchu.",
        ],
      ],
    ],
  },
  "PER Machu Picchu": {
    days: [
      [
        "see",
        [
          "Machu Picchu: the Inca citadel",
          "Machu Picchu: la cittadella inca",
          "Machu Picchu: la ciudadela inca",
          "Machu Picchu : la citadelle inca",
          "Machu Picchu: die Inka-Zitadelle",
        ],
        [
          "The first bus up the Hiram Bingham road, then the citadel on its timed circuit with a licensed guide: the Temple of the Sun, the Intihuatana stone, the Sacred Plaza and the terraces over the Urubamba gorge.",
          "Il primo bus sulla strada Hiram Bingham, poi la cittadella sul suo circuito a orario con una guida autorizzata: il Tempio del Sole, la pietra Intihuatana, la Piazza Sacra e i terrazzamenti sulla gola dell'Urubamba.",
          "El primer bus por la carretera Hiram Bingham y luego la ciudadela por su circuito con horario y un guía oficial: el Templo del Sol, la piedra Intihuatana, la Plaza Sagrada y los andenes sobre el cañón del Urubamba.",
          "Le premier bus sur la route Hiram Bingham, puis la citadelle sur son circuit à horaire fixe avec un guide agréé : le temple du Soleil, la pierre Intihuatana, la place Sacrée et les terrasses au-dessus des gorges de l'Urubamba.",
          "Der erste Bus die Hiram-Bingham-Straße hinauf, dann die Zitadelle auf ihrem zeitlich festgelegten Rundgang mit einem lizenzierten Führer: Sonnentempel, Intihuatana-Stein, Heiliger Platz und die Terrassen über der Urubamba-Schlucht.",
        ],
      ],
      [
        "see",
        [
          "Machu Picchu: up Huayna Picchu",
          "Machu Picchu: la salita allo Huayna Picchu",
          "Machu Picchu: subida al Huayna Picchu",
          "Machu Picchu : l'ascension du Huayna Picchu",
          "Machu Picchu: hinauf auf den Huayna Picchu",
        ],
        [
          "With a permit booked well ahead, the steep Inca steps up Huayna Picchu, the peak behind the ruins, for the view down on the whole citadel, then a second circuit through the lower sectors and the Temple of the Condor.",
          "Con un permesso prenotato per tempo, i ripidi gradini inca dello Huayna Picchu, la vetta dietro le rovine, per la vista dall'alto su tutta la cittadella, poi un secondo circuito nei settori bassi e al Tempio del Condor.",
          "Con un permiso reservado con antelación, los empinados escalones incas del Huayna Picchu, el pico detrás de las ruinas, para ver toda la ciudadela desde arriba, y luego un segundo circuito por los sectores bajos y el Templo del Cóndor.",
          "Avec un permis réservé longtemps à l'avance, les marches incas raides du Huayna Picchu, le pic derrière les ruines, pour voir toute la citadelle d'en haut, puis un second circuit par les secteurs bas et le temple du Condor.",
          "Mit einer lange im Voraus gebuchten Genehmigung die steilen Inka-Stufen auf den Huayna Picchu, den Gipfel hinter den Ruinen, mit Blick hinab auf die ganze Zitadelle, dann ein zweiter Rundgang durch die unteren Bereiche zum Kondortempel.",
        ],
      ],
    ],
  },
  "PER Rainbow Mountain": {
    days: [
      [
        "see",
        [
          "Rainbow Mountain: the climb to Vinicunca",
          "Montagna Arcobaleno: la salita al Vinicunca",
          "Montaña de Colores: la subida al Vinicunca",
          "Montagne aux sept couleurs : la montée au Vinicunca",
          "Regenbogenberg: der Aufstieg zum Vinicunca",
        ],
        [
          "An early drive from Cusco, then a walk up a valley of grazing alpacas to Vinicunca at about 5,000 m, whose slopes are striped red, gold, turquoise and lavender by minerals, with the glaciers of Ausangate beyond.",
          "Partenza presto da Cusco, poi una camminata in una valle di alpaca al pascolo fino al Vinicunca, a circa 5.000 m, i cui pendii sono rigati di rosso, oro, turchese e lavanda dai minerali, con i ghiacciai dell'Ausangate sullo sfondo.",
          "Salida temprano desde Cuzco y luego una caminata por un valle de alpacas hasta el Vinicunca, a unos 5.000 m, cuyas laderas están rayadas de rojo, dorado, turquesa y lavanda por los minerales, con los glaciares del Ausangate detrás.",
          "Départ matinal de Cuzco, puis une marche dans une vallée d'alpagas au pâturage jusqu'au Vinicunca, vers 5 000 m, dont les pentes sont rayées de rouge, d'or, de turquoise et de lavande par les minéraux, avec les glaciers de l'Ausangate au fond.",
          "Frühe Fahrt ab Cusco, dann eine Wanderung durch ein Tal mit weidenden Alpakas zum Vinicunca auf etwa 5.000 m, dessen Hänge von Mineralien rot, golden, türkis und lavendelfarben gestreift sind, dahinter die Gletscher des Ausangate.",
        ],
      ],
      [
        "see",
        [
          "Rainbow Mountain: the quieter ridges of Palccoyo",
          "Montagna Arcobaleno: le creste tranquille di Palccoyo",
          "Montaña de Colores: las crestas tranquilas de Palccoyo",
          "Montagne aux sept couleurs : les crêtes paisibles de Palccoyo",
          "Regenbogenberg: die stilleren Grate von Palccoyo",
        ],
        [
          "Palccoyo, where three striped mountains rise side by side, reached by a gentler walk than Vinicunca, with a stone forest of eroded spires on the ridge and few other walkers.",
          "Palccoyo, dove tre montagne a strisce si alzano una accanto all'altra, raggiunte con una camminata più dolce che al Vinicunca, con una foresta di pietra di guglie erose sulla cresta e pochi altri escursionisti.",
          "Palccoyo, donde tres montañas rayadas se alzan una junto a otra, a las que se llega por una caminata más suave que la del Vinicunca, con un bosque de piedra de agujas erosionadas en la cresta y pocos caminantes.",
          "Palccoyo, où trois montagnes rayées se dressent côte à côte, atteintes par une marche plus douce qu'au Vinicunca, avec une forêt de pierre d'aiguilles érodées sur la crête et peu d'autres marcheurs.",
          "Palccoyo, wo drei gestreifte Berge nebeneinander stehen, erreichbar auf einem sanfteren Weg als der Vinicunca, mit einem Steinwald aus verwitterten Türmen auf dem Grat und wenigen anderen Wanderern.",
        ],
      ],
    ],
  },
  "PER Tambopata": {
    days: [
      [
        "see",
        [
          "Tambopata: macaws at the clay lick",
          "Tambopata: le ara alla parete d'argilla",
          "Tambopata: guacamayos en la collpa",
          "Tambopata : les aras à la falaise d'argile",
          "Tambopata: Aras an der Lehmlecke",
        ],
        [
          "Before dawn by boat up the Tambopata river to a clay lick, where scarlet, blue-and-yellow and red-and-green macaws and flocks of parrots gather on the riverbank cliff to eat the mineral-rich clay.",
          "Prima dell'alba in barca sul fiume Tambopata fino a una collpa, dove ara scarlatte, gialloblu e rossoverdi e stormi di pappagalli si radunano sulla parete del fiume per mangiare l'argilla ricca di minerali.",
          "Antes del alba en bote por el río Tambopata hasta una collpa, donde guacamayos escarlata, azul y amarillo y rojo y verde y bandadas de loros se reúnen en el barranco del río para comer la arcilla rica en minerales.",
          "Avant l'aube en bateau sur le Tambopata jusqu'à une collpa, où aras rouges, bleu et jaune et chloroptères et des bandes de perroquets se rassemblent sur la falaise de la rive pour manger l'argile riche en minéraux.",
          "Vor Sonnenaufgang mit dem Boot den Tambopata hinauf zu einer Lehmlecke, wo sich Hellrote Aras, Gelbbrust- und Grünflügelaras und Papageienschwärme an der Uferwand versammeln, um den mineralreichen Lehm zu fressen.",
        ],
      ],
      [
        "see",
        [
          "Tambopata: Lake Sandoval by canoe",
          "Tambopata: il lago Sandoval in canoa",
          "Tambopata: el lago Sandoval en canoa",
          "Tambopata : le lac Sandoval en pirogue",
          "Tambopata: der Sandoval-See im Kanu",
        ],
        [
          "A walk through the forest and a paddle across Lake Sandoval among its palms, looking for the family of giant otters that fishes there, with hoatzins, caimans and monkeys along the shore.",
          "Una camminata nella foresta e una pagaiata sul lago Sandoval tra le sue palme, in cerca della famiglia di lontre giganti che vi pesca, con hoatzin, caimani e scimmie lungo la riva.",
          "Una caminata por la selva y un paseo a remo por el lago Sandoval entre sus palmeras, en busca de la familia de lobos de río que pesca allí, con shanshos, caimanes y monos en la orilla.",
          "Une marche en forêt et une traversée à la pagaie du lac Sandoval parmi ses palmiers, à la recherche de la famille de loutres géantes qui y pêche, avec hoazins, caïmans et singes sur la rive.",
          "Ein Gang durch den Wald und eine Paddeltour über den Sandoval-See zwischen Palmen, auf der Suche nach der Riesenotterfamilie, die dort fischt, mit Hoatzins, Kaimanen und Affen am Ufer.",
        ],
      ],
    ],
  },
  "BOL La Paz": {
    days: [
      [
        "see",
        [
          "La Paz: the cable cars and the Witches' Market",
          "La Paz: le funivie e il Mercato delle Streghe",
          "La Paz: el teleférico y el Mercado de las Brujas",
          "La Paz : les téléphériques et le marché des Sorcières",
          "La Paz: die Seilbahnen und der Hexenmarkt",
        ],
        [
          "The red and yellow lines of Mi Teleférico, gliding over the steep bowl of the city up to El Alto, then San Francisco church and the Witches' Market of Calle Linares, hung with dried llama foetuses and herbal charms.",
          "Le linee rossa e gialla di Mi Teleférico, che scivolano sopra la ripida conca della città fino a El Alto, poi la chiesa di San Francisco e il Mercato delle Streghe di Calle Linares, con feti di lama essiccati e amuleti d'erbe.",
          "Las líneas roja y amarilla de Mi Teleférico, que planean sobre la empinada hoyada de la ciudad hasta El Alto, y luego la iglesia de San Francisco y el Mercado de las Brujas de la calle Linares, con fetos de llama y amuletos de hierbas.",
          "Les lignes rouge et jaune de Mi Teleférico, qui glissent au-dessus de la cuvette escarpée de la ville jusqu'à El Alto, puis l'église San Francisco et le marché des Sorcières de la rue Linares, avec fœtus de lama séchés et amulettes d'herbes.",
          "Die rote und die gelbe Linie von Mi Teleférico, die über den steilen Talkessel der Stadt bis El Alto schweben, dann die Kirche San Francisco und der Hexenmarkt der Calle Linares mit getrockneten Lamaföten und Kräuteramuletten.",
        ],
      ],
      [
        "see",
        [
          "La Paz: Plaza Murillo, Calle Jaén and the Valle de la Luna",
          "La Paz: Plaza Murillo, Calle Jaén e la Valle de la Luna",
          "La Paz: la plaza Murillo, la calle Jaén y el Valle de la Luna",
          "La Paz : la place Murillo, la rue Jaén et la Valle de la Luna",
          "La Paz: Plaza Murillo, Calle Jaén und Valle de la Luna",
        ],
        [
          "The Plaza Murillo with the cathedral and the presidential palace, the colonial houses and small museums of Calle Jaén, then the Valle de la Luna at the city's southern edge, a maze of eroded clay spires.",
          "La Plaza Murillo con la cattedrale e il palazzo presidenziale, le case coloniali e i piccoli musei di Calle Jaén, poi la Valle de la Luna ai margini sud della città, un labirinto di guglie d'argilla erose.",
          "La plaza Murillo con la catedral y el palacio de gobierno, las casas coloniales y pequeños museos de la calle Jaén, y luego el Valle de la Luna en el extremo sur de la ciudad, un laberinto de agujas de arcilla erosionadas.",
          "La place Murillo avec la cathédrale et le palais présidentiel, les maisons coloniales et petits musées de la rue Jaén, puis la Valle de la Luna au sud de la ville, un labyrinthe d'aiguilles d'argile érodées.",
          "Die Plaza Murillo mit Kathedrale und Präsidentenpalast, die Kolonialhäuser und kleinen Museen der Calle Jaén, dann das Valle de la Luna am Südrand der Stadt, ein Labyrinth aus verwitterten Lehmtürmen.",
        ],
      ],
      [
        "food",
        [
          "La Paz: salteñas and the Rodríguez market",
          "La Paz: salteñas e il mercato Rodríguez",
          "La Paz: salteñas y el mercado Rodríguez",
          "La Paz : salteñas et marché Rodríguez",
          "La Paz: Salteñas und der Rodríguez-Markt",
        ],
        [
          "A mid-morning salteña, the juicy baked pastry that La Paz eats by the dozen, the stalls of the Rodríguez market, then api morado, a hot purple corn drink, with a cheese pastel, and anticuchos at dusk.",
          "A metà mattina una salteña, il fagottino al forno pieno di sugo che La Paz mangia a dozzine, i banchi del mercato Rodríguez, poi l'api morado, bevanda calda di mais viola, con un pastel al formaggio, e gli anticuchos al tramonto.",
          "A media mañana una salteña jugosa, que La Paz come por docenas, los puestos del mercado Rodríguez, y luego api morado, la bebida caliente de maíz morado, con un pastel de queso, y anticuchos al anochecer.",
          "En milieu de matinée une salteña, le chausson juteux que La Paz mange à la douzaine, les étals du marché Rodríguez, puis l'api morado, boisson chaude de maïs violet, avec un pastel au fromage, et des anticuchos à la tombée du jour.",
          "Am Vormittag eine Salteña, die saftige Teigtasche, die La Paz dutzendweise isst, die Stände des Rodríguez-Marktes, dann Api Morado, ein heißes Getränk aus violettem Mais, mit einem Käse-Pastel, und Anticuchos in der Dämmerung.",
        ],
      ],
    ],
  },
  "BOL Tiwanaku": {
    days: [
      [
        "see",
        [
          "Tiwanaku: the Gate of the Sun and Puma Punku",
          "Tiahuanaco: la Porta del Sole e Puma Punku",
          "Tiwanaku: la Puerta del Sol y Puma Punku",
          "Tiwanaku : la Porte du Soleil et Puma Punku",
          "Tiwanaku: das Sonnentor und Puma Punku",
        ],
        [
          "The capital of a culture older than the Incas: the Akapana pyramid, the Kalasasaya temple with the Gate of the Sun and the Ponce monolith, the sunken court of stone heads, and the cut andesite blocks of Puma Punku.",
          "La capitale di una civiltà più antica degli inca: la piramide di Akapana, il tempio di Kalasasaya con la Porta del Sole e il monolito Ponce, la corte semisotterranea delle teste di pietra e i blocchi d'andesite tagliati di Puma Punku.",
          "La capital de una civilización anterior a los incas: la pirámide de Akapana, el templo de Kalasasaya con la Puerta del Sol y el monolito Ponce, el templete semisubterráneo de cabezas clavas y los bloques de andesita tallada de Puma Punku.",
          "La capitale d'une civilisation plus ancienne que les Incas : la pyramide d'Akapana, le temple de Kalasasaya avec la Porte du Soleil et le monolithe Ponce, la cour semi-enterrée aux têtes de pierre et les blocs d'andésite taillés de Puma Punku.",
          "Die Hauptstadt einer Kultur, älter als die Inka: die Akapana-Pyramide, der Kalasasaya-Tempel mit dem Sonnentor und dem Ponce-Monolithen, der abgesenkte Hof mit den Steinköpfen und die behauenen Andesitblöcke von Puma Punku.",
        ],
      ],
    ],
  },
  "BOL Cordillera Real": {
    months: [4, 10],
    days: [
      [
        "trek",
        [
          "Cordillera Real: from Tuni to the Condoriri lakes",
          "Cordillera Real: da Tuni ai laghi del Condoriri",
          "Cordillera Real: de Tuni a las lagunas del Condoriri",
          "Cordillera Real : de Tuni aux lacs du Condoriri",
          "Cordillera Real: von Tuni zu den Condoriri-Seen",
        ],
        [
          "From the Tuni reservoir, with llama herders' stone corrals along the way, up a valley to camp by Laguna Chiar Khota, beneath the glacier peaks of Condoriri that spread like a condor's wings.",
          "Dalla diga di Tuni, tra i recinti di pietra dei pastori di lama, su per una valle fino al campo presso la laguna Chiar Khota, sotto le cime glaciali del Condoriri aperte come le ali di un condor.",
          "Desde la represa de Tuni, entre corrales de piedra de pastores de llamas, valle arriba hasta acampar junto a la laguna Chiar Khota, bajo las cumbres glaciares del Condoriri, abiertas como las alas de un cóndor.",
          "Depuis le barrage de Tuni, entre les enclos de pierre des bergers de lamas, on remonte une vallée jusqu'au camp près de la lagune Chiar Khota, sous les sommets glaciaires du Condoriri, déployés comme les ailes d'un condor.",
          "Vom Tuni-Stausee an den Steinpferchen der Lamahirten vorbei ein Tal hinauf zum Lager an der Laguna Chiar Khota, unter den Gletschergipfeln des Condoriri, die sich wie Kondorschwingen ausbreiten.",
        ],
      ],
      [
        "trek",
        [
          "Cordillera Real: up Pico Austria",
          "Cordillera Real: la salita al Pico Austria",
          "Cordillera Real: subida al pico Austria",
          "Cordillera Real : l'ascension du pic Austria",
          "Cordillera Real: auf den Pico Austria",
        ],
        [
          "A climb without ropes from the camp to the summit of Pico Austria, at about 5,300 m, for a view over the whole ring of Condoriri and, on clear days, the blue of Lake Titicaca on the horizon.",
          "Una salita senza corde dal campo alla vetta del Pico Austria, a circa 5.300 m, per la vista su tutta la corona del Condoriri e, nei giorni limpidi, sul blu del lago Titicaca all'orizzonte.",
          "Un ascenso sin cuerdas desde el campamento a la cima del pico Austria, a unos 5.300 m, para ver todo el anillo del Condoriri y, en días claros, el azul del lago Titicaca en el horizonte.",
          "Une ascension sans corde depuis le camp jusqu'au sommet du pic Austria, vers 5 300 m, pour la vue sur toute la couronne du Condoriri et, par temps clair, le bleu du lac Titicaca à l'horizon.",
          "Ein Aufstieg ohne Seil vom Lager auf den Pico Austria auf etwa 5.300 m mit Blick über den ganzen Kranz des Condoriri und an klaren Tagen auf das Blau des Titicacasees am Horizont.",
        ],
      ],
      [
        "trek",
        [
          "Cordillera Real: over the passes to Huayna Potosí",
          "Cordillera Real: oltre i passi fino allo Huayna Potosí",
          "Cordillera Real: por los pasos hasta el Huayna Potosí",
          "Cordillera Real : par les cols jusqu'au Huayna Potosí",
          "Cordillera Real: über die Pässe zum Huayna Potosí",
        ],
        [
          "Across high passes and past glacial lakes, where vicuñas graze and Andean geese nest, to the Zongo pass, beneath the ice pyramid of Huayna Potosí.",
          "Attraverso passi alti e laghi glaciali, dove pascolano le vigogne e nidificano le oche andine, fino al passo di Zongo, sotto la piramide di ghiaccio dello Huayna Potosí.",
          "Por pasos altos y lagunas glaciares, donde pastan vicuñas y anidan huallatas, hasta el paso de Zongo, bajo la pirámide de hielo del Huayna Potosí.",
          "Par des cols élevés et des lacs glaciaires où paissent les vigognes et nichent les ouettes des Andes, jusqu'au col de Zongo, sous la pyramide de glace du Huayna Potosí.",
          "Über hohe Pässe und an Gletscherseen vorbei, wo Vikunjas grasen und Andengänse brüten, zum Zongo-Pass unter der Eispyramide des Huayna Potosí.",
        ],
      ],
      [
        "see",
        [
          "Cordillera Real: Chacaltaya and Milluni",
          "Cordillera Real: Chacaltaya e Milluni",
          "Cordillera Real: Chacaltaya y Milluni",
          "Cordillera Real : Chacaltaya et Milluni",
          "Cordillera Real: Chacaltaya und Milluni",
        ],
        [
          "A drive up to Chacaltaya, the old ski slope whose glacier has vanished, and a short walk to its summit at over 5,400 m, with the Milluni lake and the peaks of the range spread out below.",
          "In auto fino al Chacaltaya, la vecchia pista da sci il cui ghiacciaio è scomparso, e una breve camminata alla vetta a oltre 5.400 m, con il lago di Milluni e le cime della catena distese sotto.",
          "Subida en vehículo al Chacaltaya, la antigua pista de esquí cuyo glaciar ha desaparecido, y una corta caminata a su cima a más de 5.400 m, con la laguna de Milluni y las cumbres de la cordillera a los pies.",
          "Montée en véhicule au Chacaltaya, l'ancienne piste de ski dont le glacier a disparu, et une courte marche jusqu'au sommet à plus de 5 400 m, avec le lac de Milluni et les sommets de la chaîne en contrebas.",
          "Mit dem Wagen hinauf zum Chacaltaya, der alten Skipiste, deren Gletscher verschwunden ist, und ein kurzer Gang zum Gipfel auf über 5.400 m, unten der Milluni-See und die Gipfel der Kette.",
        ],
      ],
    ],
  },
  "BOL Copacabana": {
    days: [
      [
        "see",
        [
          "Copacabana: the basilica and Cerro Calvario",
          "Copacabana: la basilica e il Cerro Calvario",
          "Copacabana: la basílica y el cerro Calvario",
          "Copacabana : la basilique et le Cerro Calvario",
          "Copacabana: die Basilika und der Cerro Calvario",
        ],
        [
          "The white Moorish-style basilica of the Virgin of Copacabana, where cars decked with flowers are blessed outside the doors, then up the stations of the cross on Cerro Calvario for sunset over Lake Titicaca.",
          "La basilica bianca in stile moresco della Vergine di Copacabana, dove le auto ornate di fiori vengono benedette davanti alle porte, poi su per le stazioni della Via Crucis del Cerro Calvario per il tramonto sul Titicaca.",
          "La basílica blanca de estilo morisco de la Virgen de Copacabana, donde se bendicen ante sus puertas los autos adornados con flores, y luego las estaciones del vía crucis del cerro Calvario para ver el atardecer sobre el Titicaca.",
          "La basilique blanche de style mauresque de la Vierge de Copacabana, devant laquelle on bénit des voitures décorées de fleurs, puis les stations du chemin de croix du Cerro Calvario pour le coucher du soleil sur le Titicaca.",
          "Die weiße Basilika der Jungfrau von Copacabana im maurischen Stil, vor deren Toren blumengeschmückte Autos gesegnet werden, dann die Kreuzwegstationen auf den Cerro Calvario zum Sonnenuntergang über dem Titicacasee.",
        ],
      ],
      [
        "food",
        [
          "Copacabana: Titicaca trout on the shore",
          "Copacabana: la trota del Titicaca sulla riva",
          "Copacabana: trucha del Titicaca en la orilla",
          "Copacabana : la truite du Titicaca sur la rive",
          "Copacabana: Titicaca-Forelle am Ufer",
        ],
        [
          "The row of kiosks on the lakeshore, where trout from the lake comes grilled, fried or a lo macho with a spicy sauce, then the market by the basilica, with its api, fried bread and quinoa soups.",
          "La fila di chioschi sulla riva del lago, dove la trota del Titicaca arriva alla griglia, fritta o a lo macho con salsa piccante, poi il mercato vicino alla basilica, con api, pane fritto e zuppe di quinoa.",
          "La fila de quioscos en la orilla, donde la trucha del lago llega a la plancha, frita o a lo macho con salsa picante, y luego el mercado junto a la basílica, con su api, sus buñuelos y sus sopas de quinua.",
          "La rangée de kiosques au bord du lac, où la truite du Titicaca se mange grillée, frite ou a lo macho avec une sauce relevée, puis le marché près de la basilique, avec son api, ses beignets et ses soupes de quinoa.",
          "Die Reihe der Kioske am Seeufer, wo die Forelle aus dem See gegrillt, frittiert oder a lo macho mit scharfer Soße kommt, dann der Markt an der Basilika mit Api, frittiertem Brot und Quinoasuppen.",
        ],
      ],
    ],
  },
  "BOL Lake Titicaca": {
    days: [
      [
        "see",
        [
          "Lake Titicaca: Isla de la Luna",
          "Lago Titicaca: l'Isla de la Luna",
          "Lago Titicaca: la isla de la Luna",
          "Lac Titicaca : l'île de la Lune",
          "Titicacasee: die Isla de la Luna",
        ],
        [
          "By boat from Copacabana to the small Isla de la Luna, where the Incas kept the chosen women in the Iñak Uyu, the Temple of the Virgins, its niched walls facing the snows of the Cordillera Real.",
          "In barca da Copacabana alla piccola Isla de la Luna, dove gli inca tenevano le donne prescelte nell'Iñak Uyu, il Tempio delle Vergini, con i muri a nicchie rivolti alle nevi della Cordillera Real.",
          "En lancha desde Copacabana a la pequeña isla de la Luna, donde los incas guardaban a las mujeres elegidas en el Iñak Uyu, el templo de las Vírgenes, con sus muros de hornacinas frente a los nevados de la Cordillera Real.",
          "En bateau de Copacabana jusqu'à la petite île de la Lune, où les Incas gardaient les femmes choisies dans l'Iñak Uyu, le temple des Vierges, aux murs à niches tournés vers les neiges de la Cordillera Real.",
          "Mit dem Boot von Copacabana zur kleinen Isla de la Luna, wo die Inka die auserwählten Frauen im Iñak Uyu hielten, dem Tempel der Jungfrauen, dessen Nischenmauern auf die Schneeberge der Cordillera Real blicken.",
        ],
      ],
      [
        "see",
        [
          "Lake Titicaca: the reed-boat builders of Huatajata",
          "Lago Titicaca: i costruttori di barche di giunco di Huatajata",
          "Lago Titicaca: los constructores de balsas de totora de Huatajata",
          "Lac Titicaca : les bâtisseurs de bateaux de roseau de Huatajata",
          "Titicacasee: die Schilfbootbauer von Huatajata",
        ],
        [
          "Across the Strait of Tiquina on the wooden ferry, then Huatajata, where the Limachi family of boat builders, who helped build Thor Heyerdahl's Ra II, show how a totora reed boat is bound.",
          "Oltre lo stretto di Tiquina sul traghetto di legno, poi Huatajata, dove i Limachi, famiglia di costruttori che aiutò a costruire la Ra II di Thor Heyerdahl, mostrano come si lega una barca di totora.",
          "El cruce del estrecho de Tiquina en la barcaza de madera y luego Huatajata, donde la familia Limachi, constructores que ayudaron a levantar la Ra II de Thor Heyerdahl, muestra cómo se ata una balsa de totora.",
          "La traversée du détroit de Tiquina sur le bac de bois, puis Huatajata, où la famille Limachi, bâtisseurs qui aidèrent à construire le Ra II de Thor Heyerdahl, montre comment on lie un bateau de roseaux totora.",
          "Über die Meerenge von Tiquina mit der Holzfähre, dann Huatajata, wo die Bootsbauerfamilie Limachi, die an Thor Heyerdahls Ra II mitbaute, zeigt, wie ein Boot aus Totora-Schilf gebunden wird.",
        ],
      ],
    ],
  },
  "BOL Isla del Sol": {
    days: [
      [
        "see",
        [
          "Isla del Sol: Yumani and the Inca stairway",
          "Isla del Sol: Yumani e la scalinata inca",
          "Isla del Sol: Yumani y la escalera del Inca",
          "Isla del Sol : Yumani et l'escalier inca",
          "Isla del Sol: Yumani und die Inka-Treppe",
        ],
        [
          "Up the Inca stairway from the landing at Yumani past the spring the Incas held sacred, then along the island's ridge among terraced fields and donkeys, with the Isla de la Luna and the Cordillera Real across the water.",
          "Su per la scalinata inca dall'approdo di Yumani oltre la sorgente che gli inca ritenevano sacra, poi lungo la cresta dell'isola tra campi terrazzati e asini, con l'Isla de la Luna e la Cordillera Real al di là dell'acqua.",
          "Escalera del Inca arriba desde el embarcadero de Yumani, pasando la fuente que los incas tenían por sagrada, y luego por la cresta de la isla entre andenes y burros, con la isla de la Luna y la Cordillera Real al otro lado del agua.",
          "L'escalier inca depuis le débarcadère de Yumani, par la source que les Incas tenaient pour sacrée, puis le long de la crête de l'île parmi les terrasses et les ânes, avec l'île de la Lune et la Cordillera Real de l'autre côté de l'eau.",
          "Die Inka-Treppe vom Anleger in Yumani hinauf, vorbei an der Quelle, die den Inka heilig war, dann über den Inselkamm zwischen Terrassenfeldern und Eseln, gegenüber die Isla de la Luna und die Cordillera Real.",
        ],
      ],
      [
        "boat",
        [
          "Isla del Sol: by launch to Pilko Kaina",
          "Isla del Sol: in barca a Pilko Kaina",
          "Isla del Sol: en lancha a Pilko Kaina",
          "Isla del Sol : en bateau jusqu'à Pilko Kaina",
          "Isla del Sol: mit dem Boot nach Pilko Kaina",
        ],
        [
          "A launch along the island's east shore to the landing below Pilko Kaina, an Inca palace on two levels with trapezoid doorways, and back over the deep blue water in the clear light of 3,800 m.",
          "Una barca lungo la costa est dell'isola fino all'approdo sotto Pilko Kaina, un palazzo inca a due piani con porte trapezoidali, e ritorno sull'acqua blu profonda nella luce limpida dei 3.800 m.",
          "Una lancha por la costa este de la isla hasta el embarcadero bajo Pilko Kaina, un palacio inca de dos plantas con portadas trapezoidales, y vuelta por el agua azul intenso con la luz limpia de los 3.800 m.",
          "Une vedette le long de la côte est de l'île jusqu'au débarcadère sous Pilko Kaina, palais inca à deux niveaux aux portes trapézoïdales, et retour sur l'eau d'un bleu profond dans la lumière limpide des 3 800 m.",
          "Ein Boot entlang der Ostküste der Insel zum Anleger unter Pilko Kaina, einem zweigeschossigen Inka-Palast mit trapezförmigen Türen, und zurück über das tiefblaue Wasser im klaren Licht auf 3.800 m.",
        ],
      ],
    ],
  },
  "BOL Sucre": {
    days: [
      [
        "see",
        [
          "Sucre: the white city and the dinosaur tracks",
          "Sucre: la città bianca e le orme dei dinosauri",
          "Sucre: la ciudad blanca y las huellas de dinosaurio",
          "Sucre : la ville blanche et les traces de dinosaures",
          "Sucre: die weiße Stadt und die Dinosaurierspuren",
        ],
        [
          "The whitewashed colonial town, the Casa de la Libertad where Bolivia declared its independence, the Recoleta lookout over red-tiled roofs, and the wall of Cal Orck'o, crossed by thousands of dinosaur footprints.",
          "La città coloniale imbiancata a calce, la Casa de la Libertad dove la Bolivia proclamò l'indipendenza, il belvedere della Recoleta sui tetti di coppi rossi e la parete di Cal Orck'o, attraversata da migliaia di orme di dinosauri.",
          "La ciudad colonial encalada, la Casa de la Libertad donde Bolivia proclamó su independencia, el mirador de la Recoleta sobre los tejados rojos y la pared de Cal Orck'o, cruzada por miles de huellas de dinosaurio.",
          "La ville coloniale blanchie à la chaux, la Casa de la Libertad où la Bolivie proclama son indépendance, le belvédère de la Recoleta sur les toits de tuiles rouges et la paroi de Cal Orck'o, traversée de milliers d'empreintes de dinosaures.",
          "Die weiß getünchte Kolonialstadt, die Casa de la Libertad, in der Bolivien seine Unabhängigkeit erklärte, der Aussichtspunkt Recoleta über roten Ziegeldächern und die Wand von Cal Orck'o mit Tausenden Dinosaurierspuren.",
        ],
      ],
      [
        "food",
        [
          "Sucre: chocolate and chorizo chuquisaqueño",
          "Sucre: cioccolato e chorizo chuquisaqueño",
          "Sucre: chocolate y chorizo chuquisaqueño",
          "Sucre : chocolat et chorizo chuquisaqueño",
          "Sucre: Schokolade und Chorizo Chuquisaqueño",
        ],
        [
          "Sucre's chocolate makers such as Para Ti and their cacao from the Bolivian lowlands, the spicy chorizo chuquisaqueño in a bread roll, and a fruit salad and juice from the counters of the Mercado Central.",
          "I cioccolatieri di Sucre come Para Ti e il loro cacao delle pianure boliviane, il piccante chorizo chuquisaqueño in un panino, e una macedonia e un succo dai banconi del Mercado Central.",
          "Las chocolaterías de Sucre, como Para Ti, con su cacao de las tierras bajas bolivianas, el picante chorizo chuquisaqueño en marraqueta y una ensalada de frutas y un jugo en los mostradores del Mercado Central.",
          "Les chocolatiers de Sucre comme Para Ti et leur cacao des basses terres boliviennes, le chorizo chuquisaqueño épicé dans un petit pain, et une salade de fruits et un jus aux comptoirs du Mercado Central.",
          "Sucres Schokoladenmacher wie Para Ti mit Kakao aus dem bolivianischen Tiefland, der würzige Chorizo Chuquisaqueño im Brötchen und ein Obstsalat und Saft an den Theken des Mercado Central.",
        ],
      ],
    ],
  },
  "BOL Potosí": {
    days: [
      [
        "see",
        [
          "Potosí: the Casa de la Moneda",
          "Potosí: la zecca della Casa de la Moneda",
          "Potosí: la Casa Nacional de Moneda",
          "Potosí : la Casa de la Moneda",
          "Potosí: die Casa de la Moneda",
        ],
        [
          "The royal mint where the silver of Cerro Rico was struck into coins for the Spanish empire, with its wooden rolling mills once driven by mules, then the baroque church facades of a town that was once among the largest on Earth.",
          "La zecca reale dove l'argento del Cerro Rico veniva coniato per l'impero spagnolo, con i laminatoi di legno un tempo mossi dai muli, poi le facciate barocche delle chiese di una città un tempo tra le più grandi del mondo.",
          "La ceca real donde la plata del Cerro Rico se acuñaba para el imperio español, con sus laminadoras de madera movidas antaño por mulas, y luego las portadas barrocas de una ciudad que fue de las más grandes del mundo.",
          "L'hôtel royal des monnaies où l'argent du Cerro Rico était frappé pour l'empire espagnol, avec ses laminoirs de bois jadis mus par des mules, puis les façades baroques des églises d'une ville qui fut l'une des plus grandes du monde.",
          "Die königliche Münze, in der das Silber des Cerro Rico für das spanische Weltreich geprägt wurde, mit ihren einst von Maultieren getriebenen Walzwerken aus Holz, dann die Barockfassaden einer Stadt, die einst zu den größten der Welt zählte.",
        ],
      ],
      [
        "see",
        [
          "Potosí: inside Cerro Rico",
          "Potosí: dentro il Cerro Rico",
          "Potosí: dentro del Cerro Rico",
          "Potosí : au cœur du Cerro Rico",
          "Potosí: im Inneren des Cerro Rico",
        ],
        [
          "A visit to a cooperative mine in Cerro Rico with a former miner: gifts of coca leaves for the men at work, the narrow tunnels still dug by hand and El Tío, the horned spirit who rules underground.",
          "La visita a una miniera cooperativa del Cerro Rico con un ex minatore: foglie di coca in dono agli uomini al lavoro, gallerie strette scavate ancora a mano ed El Tío, lo spirito cornuto che regna sottoterra.",
          "Una visita a una mina cooperativa del Cerro Rico con un exminero: hojas de coca de regalo para los hombres que trabajan, los estrechos socavones aún cavados a mano y el Tío, el espíritu con cuernos que manda bajo tierra.",
          "La visite d'une mine coopérative du Cerro Rico avec un ancien mineur : feuilles de coca offertes aux hommes au travail, galeries étroites encore creusées à la main et El Tío, l'esprit cornu qui règne sous terre.",
          "Der Besuch einer Genossenschaftsmine im Cerro Rico mit einem ehemaligen Bergmann: Kokablätter als Geschenk für die Arbeiter, enge, noch von Hand gegrabene Stollen und El Tío, der gehörnte Geist, der unter Tage herrscht.",
        ],
      ],
      [
        "food",
        [
          "Potosí: k'alapurka, the soup with a hot stone",
          "Potosí: k'alapurka, la zuppa con la pietra rovente",
          "Potosí: k'alapurka, la sopa con piedra ardiente",
          "Potosí : la k'alapurka, soupe à la pierre brûlante",
          "Potosí: K'alapurka, die Suppe mit dem heißen Stein",
        ],
        [
          "K'alapurka, a thick corn soup brought to the table bubbling around a stone heated in the fire, then the Mercado de los Mineros, where miners stock up on coca leaves, juice and sticks of dynamite before their shift.",
          "La k'alapurka, una densa zuppa di mais che arriva in tavola ancora gorgogliante attorno a una pietra arroventata nel fuoco, poi il Mercado de los Mineros, dove i minatori comprano foglie di coca, succhi e candelotti di dinamite prima del turno.",
          "La k'alapurka, una espesa sopa de maíz que llega a la mesa hirviendo alrededor de una piedra calentada en el fuego, y luego el Mercado de los Mineros, donde los mineros compran hojas de coca, refrescos y cartuchos de dinamita antes de su turno.",
          "La k'alapurka, épaisse soupe de maïs qui arrive à table en bouillonnant autour d'une pierre chauffée au feu, puis le Mercado de los Mineros, où les mineurs achètent feuilles de coca, jus et bâtons de dynamite avant leur poste.",
          "K'alapurka, eine dicke Maissuppe, die um einen im Feuer erhitzten Stein brodelnd auf den Tisch kommt, dann der Mercado de los Mineros, wo die Bergleute vor der Schicht Kokablätter, Saft und Dynamitstangen kaufen.",
        ],
      ],
    ],
  },
  "BOL Uyuni": {
    days: [
      [
        "see",
        [
          "Uyuni: the train cemetery and Colchani",
          "Uyuni: il cimitero dei treni e Colchani",
          "Uyuni: el cementerio de trenes y Colchani",
          "Uyuni : le cimetière de trains et Colchani",
          "Uyuni: der Zugfriedhof und Colchani",
        ],
        [
          "The train cemetery at the edge of town, rows of rusting steam engines from the mining railways left in the desert, then Colchani, the village where families dry, grind and bag the salt of the flat.",
          "Il cimitero dei treni alle porte della città, file di locomotive a vapore arrugginite delle ferrovie minerarie abbandonate nel deserto, poi Colchani, il villaggio dove le famiglie seccano, macinano e insaccano il sale del salar.",
          "El cementerio de trenes a las afueras del pueblo, filas de locomotoras de vapor oxidadas de los ferrocarriles mineros abandonadas en el desierto, y luego Colchani, el pueblo donde las familias secan, muelen y embolsan la sal del salar.",
          "Le cimetière de trains à la sortie de la ville, des rangées de locomotives à vapeur rouillées des chemins de fer miniers abandonnées dans le désert, puis Colchani, le village où les familles sèchent, broient et ensachent le sel du salar.",
          "Der Zugfriedhof am Ortsrand, Reihen rostender Dampflokomotiven der Minenbahnen in der Wüste, dann Colchani, das Dorf, in dem Familien das Salz der Salzpfanne trocknen, mahlen und abfüllen.",
        ],
      ],
      [
        "food",
        [
          "Uyuni: llama and royal quinoa",
          "Uyuni: lama e quinoa real",
          "Uyuni: llama y quinua real",
          "Uyuni : lama et quinoa royal",
          "Uyuni: Lama und Königsquinoa",
        ],
        [
          "The cooking of the southern altiplano: llama steak, quinoa real grown on the shores of the salt flat, a soup of chuño and a glass of singani, the Bolivian grape brandy, in the small restaurants around the clock tower.",
          "La cucina dell'altopiano meridionale: bistecca di lama, quinoa real coltivata sulle rive del salar, una zuppa di chuño e un bicchiere di singani, l'acquavite d'uva boliviana, nei ristorantini intorno alla torre dell'orologio.",
          "La cocina del altiplano sur: filete de llama, quinua real cultivada a orillas del salar, una sopa de chuño y una copa de singani, el aguardiente de uva boliviano, en los pequeños restaurantes alrededor de la torre del reloj.",
          "La cuisine de l'altiplano sud : steak de lama, quinoa royal cultivé au bord du salar, une soupe de chuño et un verre de singani, l'eau-de-vie de raisin bolivienne, dans les petits restaurants autour de la tour de l'horloge.",
          "Die Küche des südlichen Altiplano: Lamasteak, am Rand der Salzpfanne angebaute Quinoa Real, eine Chuño-Suppe und ein Glas Singani, der bolivianische Traubenbrand, in den kleinen Lokalen rund um den Uhrturm.",
        ],
      ],
    ],
  },
  "BOL Salar de Uyuni": {
    days: [
      [
        "see",
        [
          "Salar de Uyuni: across the salt to Incahuasi",
          "Salar de Uyuni: attraverso il sale fino a Incahuasi",
          "Salar de Uyuni: a través de la sal hasta Incahuasi",
          "Salar d'Uyuni : à travers le sel jusqu'à Incahuasi",
          "Salar de Uyuni: über das Salz nach Incahuasi",
        ],
        [
          "By 4x4 across the largest salt flat on Earth, its crust cracked into hexagons, to Isla Incahuasi, a hill of giant cactus and coral rock in the white, then photographs with no horizon to judge distance by.",
          "In 4x4 attraverso la più grande distesa di sale della Terra, con la crosta spaccata in esagoni, fino all'Isla Incahuasi, una collina di cactus giganti e roccia corallina in mezzo al bianco, poi foto senza orizzonte per misurare le distanze.",
          "En 4x4 por el mayor salar del planeta, con su costra partida en hexágonos, hasta la isla Incahuasi, un cerro de cactus gigantes y roca coralina en medio del blanco, y luego fotos sin horizonte que permita medir distancias.",
          "En 4x4 à travers le plus grand désert de sel du monde, sa croûte fendue en hexagones, jusqu'à l'île Incahuasi, colline de cactus géants et de roche corallienne au milieu du blanc, puis des photos sans horizon pour juger des distances.",
          "Im Geländewagen über die größte Salzfläche der Erde, deren Kruste in Sechsecke gesprungen ist, zur Isla Incahuasi, einem Hügel aus Riesenkakteen und Korallengestein im Weiß, dann Fotos ohne Horizont, an dem sich Entfernungen abschätzen ließen.",
        ],
      ],
      [
        "see",
        [
          "Salar de Uyuni: Tunupa and the Coquesa mummies",
          "Salar de Uyuni: il Tunupa e le mummie di Coquesa",
          "Salar de Uyuni: el Tunupa y las momias de Coquesa",
          "Salar d'Uyuni : le Tunupa et les momies de Coquesa",
          "Salar de Uyuni: der Tunupa und die Mumien von Coquesa",
        ],
        [
          "To the north shore of the salt flat and the village of Coquesa, at the foot of the Tunupa volcano, for a walk up its slopes to a cave of ancient mummies and a view over the whole white plain.",
          "Sulla riva nord del salar fino al villaggio di Coquesa, ai piedi del vulcano Tunupa, per salire lungo i suoi pendii fino a una grotta di mummie antiche e a una vista su tutta la pianura bianca.",
          "A la orilla norte del salar y el pueblo de Coquesa, al pie del volcán Tunupa, para subir por sus laderas hasta una cueva de momias antiguas y una vista de toda la llanura blanca.",
          "Sur la rive nord du salar jusqu'au village de Coquesa, au pied du volcan Tunupa, pour monter sur ses pentes jusqu'à une grotte de momies anciennes et une vue sur toute la plaine blanche.",
          "Ans Nordufer der Salzpfanne ins Dorf Coquesa am Fuß des Vulkans Tunupa, dann an seinen Hängen hinauf zu einer Höhle mit uralten Mumien und einem Blick über die ganze weiße Ebene.",
        ],
      ],
    ],
  },
  "BOL Laguna Colorada": {
    days: [
      [
        "see",
        [
          "Laguna Colorada: the red lagoon and its flamingos",
          "Laguna Colorada: la laguna rossa e i suoi fenicotteri",
          "Laguna Colorada: la laguna roja y sus flamencos",
          "Laguna Colorada : la lagune rouge et ses flamants",
          "Laguna Colorada: die rote Lagune und ihre Flamingos",
        ],
        [
          "Across the Siloli desert past the Árbol de Piedra, a rock shaped like a tree by the wind, to Laguna Colorada, whose water algae turn red and where thousands of James's flamingos feed among white borax islands.",
          "Attraverso il deserto di Siloli oltre l'Árbol de Piedra, una roccia modellata ad albero dal vento, fino alla Laguna Colorada, che le alghe tingono di rosso e dove migliaia di fenicotteri di James si nutrono tra isole bianche di borace.",
          "Por el desierto de Siloli, pasando el Árbol de Piedra, una roca que el viento ha tallado como un árbol, hasta la laguna Colorada, que las algas tiñen de rojo y donde miles de flamencos de James comen entre islas blancas de bórax.",
          "À travers le désert de Siloli, par l'Árbol de Piedra, rocher sculpté en arbre par le vent, jusqu'à la Laguna Colorada, que les algues teintent de rouge et où des milliers de flamants de James se nourrissent entre des îles blanches de borax.",
          "Durch die Siloli-Wüste am Árbol de Piedra vorbei, einem vom Wind zum Baum geformten Felsen, zur Laguna Colorada, die Algen rot färben und in der Tausende James-Flamingos zwischen weißen Boraxinseln Nahrung suchen.",
        ],
      ],
      [
        "see",
        [
          "Laguna Colorada: Sol de Mañana and Laguna Verde",
          "Laguna Colorada: Sol de Mañana e Laguna Verde",
          "Laguna Colorada: Sol de Mañana y laguna Verde",
          "Laguna Colorada : Sol de Mañana et lagune Verte",
          "Laguna Colorada: Sol de Mañana und Laguna Verde",
        ],
        [
          "Before sunrise to the boiling mud pots and fumaroles of Sol de Mañana at nearly 5,000 m, a dip in the hot springs of Polques, then the Dalí desert and Laguna Verde beneath the cone of Licancabur.",
          "Prima dell'alba alle pozze di fango bollente e alle fumarole di Sol de Mañana a quasi 5.000 m, un bagno nelle sorgenti calde di Polques, poi il deserto di Dalí e la Laguna Verde sotto il cono del Licancabur.",
          "Antes del amanecer a las pozas de barro hirviente y las fumarolas de Sol de Mañana, a casi 5.000 m, un baño en las termas de Polques y luego el desierto de Dalí y la laguna Verde bajo el cono del Licancabur.",
          "Avant l'aube aux mares de boue bouillante et aux fumerolles de Sol de Mañana à près de 5 000 m, un bain dans les sources chaudes de Polques, puis le désert de Dalí et la lagune Verte sous le cône du Licancabur.",
          "Vor Sonnenaufgang zu den brodelnden Schlammtöpfen und Fumarolen von Sol de Mañana auf fast 5.000 m, ein Bad in den heißen Quellen von Polques, dann die Dalí-Wüste und die Laguna Verde unter dem Kegel des Licancabur.",
        ],
      ],
    ],
  },
  "BOL Madidi": {
    days: [
      [
        "see",
        [
          "Madidi: up the Tuichi river",
          "Madidi: risalendo il fiume Tuichi",
          "Madidi: remontando el río Tuichi",
          "Madidi : en remontant le Tuichi",
          "Madidi: den Tuichi-Fluss hinauf",
        ],
        [
          "By motor canoe from Rurrenabaque up the Beni and the Tuichi into one of the richest forests on Earth, with capybaras on the banks and macaws overhead, then a forest trail with a guide from the Tacana community.",
          "In canoa a motore da Rurrenabaque su per il Beni e il Tuichi dentro una delle foreste più ricche della Terra, con capibara sulle rive e ara in volo, poi un sentiero nella foresta con una guida della comunità tacana.",
          "En canoa a motor desde Rurrenabaque remontando el Beni y el Tuichi hacia una de las selvas más ricas del planeta, con capibaras en las orillas y parabas en el cielo, y luego un sendero con un guía de la comunidad tacana.",
          "En pirogue à moteur depuis Rurrenabaque, sur le Beni puis le Tuichi, au cœur de l'une des forêts les plus riches du monde, avec capybaras sur les berges et aras au-dessus, puis un sentier en forêt avec un guide de la communauté tacana.",
          "Im Motorkanu von Rurrenabaque den Beni und den Tuichi hinauf in einen der artenreichsten Wälder der Erde, mit Wasserschweinen am Ufer und Aras am Himmel, dann ein Waldpfad mit einem Führer der Tacana-Gemeinde.",
        ],
      ],
      [
        "see",
        [
          "Madidi: Lake Chalalán and the forest by night",
          "Madidi: il lago Chalalán e la foresta di notte",
          "Madidi: la laguna Chalalán y la selva de noche",
          "Madidi : le lac Chalalán et la forêt la nuit",
          "Madidi: der Chalalán-See und der Wald bei Nacht",
        ],
        [
          "A paddle across Lake Chalalán, where howler monkeys call at dawn and squirrel monkeys cross the branches, and a walk after dark to find tree frogs, tarantulas and the eyeshine of caimans.",
          "Una pagaiata sul lago Chalalán, dove le scimmie urlatrici chiamano all'alba e i saimiri attraversano i rami, e una camminata dopo il tramonto in cerca di raganelle, tarantole e degli occhi luccicanti dei caimani.",
          "Un paseo a remo por la laguna Chalalán, donde los monos aulladores gritan al amanecer y los monos ardilla cruzan las ramas, y una caminata nocturna en busca de ranas arborícolas, tarántulas y el brillo de los ojos de los caimanes.",
          "Une traversée à la pagaie du lac Chalalán, où les singes hurleurs crient à l'aube et où les saïmiris traversent les branches, et une marche de nuit à la recherche de rainettes, de mygales et des yeux brillants des caïmans.",
          "Eine Paddeltour über den Chalalán-See, wo Brüllaffen in der Morgendämmerung rufen und Totenkopfäffchen durch die Äste klettern, und ein Nachtgang zu Laubfröschen, Vogelspinnen und den leuchtenden Augen der Kaimane.",
        ],
      ],
    ],
  },
  "ECU Quito": {
    days: [
      [
        "see",
        [
          "Quito: La Compañía and the old town",
          "Quito: La Compañía e la città vecchia",
          "Quito: La Compañía y el casco colonial",
          "Quito : La Compañía et la vieille ville",
          "Quito: La Compañía und die Altstadt",
        ],
        [
          "The gilded nave of La Compañía, the Plaza Grande and the vast monastery of San Francisco, the lanes of La Ronda, then the towers of the Basílica del Voto Nacional, whose gargoyles are iguanas, tortoises and boobies.",
          "La navata dorata della Compañía, la Plaza Grande e l'immenso convento di San Francisco, i vicoli della Ronda, poi le torri della Basílica del Voto Nacional, i cui doccioni sono iguane, tartarughe e sule.",
          "La nave dorada de La Compañía, la Plaza Grande y el inmenso convento de San Francisco, las callejuelas de La Ronda y luego las torres de la Basílica del Voto Nacional, cuyas gárgolas son iguanas, tortugas y piqueros.",
          "La nef dorée de La Compañía, la Plaza Grande et l'immense couvent de San Francisco, les ruelles de La Ronda, puis les tours de la basilique du Voto Nacional, dont les gargouilles sont des iguanes, des tortues et des fous.",
          "Das vergoldete Kirchenschiff von La Compañía, die Plaza Grande und das riesige Kloster San Francisco, die Gassen von La Ronda, dann die Türme der Basílica del Voto Nacional, deren Wasserspeier Leguane, Schildkröten und Tölpel sind.",
        ],
      ],
      [
        "see",
        [
          "Quito: the TelefériQo and the Middle of the World",
          "Quito: il TelefériQo e la Metà del Mondo",
          "Quito: el TelefériQo y la Mitad del Mundo",
          "Quito : le TelefériQo et le Milieu du Monde",
          "Quito: TelefériQo und die Mitte der Welt",
        ],
        [
          "The TelefériQo gondola up the slopes of Pichincha to nearly 4,000 m for the view of the city strung along its valley, then north to the equator at the Mitad del Mundo monument and the Intiñan museum.",
          "La cabinovia del TelefériQo sale sulle pendici del Pichincha fino a quasi 4.000 m per la vista sulla città distesa nella sua valle, poi a nord fino all'equatore, al monumento della Mitad del Mundo e al museo Intiñan.",
          "El TelefériQo sube por las laderas del Pichincha hasta casi 4.000 m para ver la ciudad tendida a lo largo de su valle, y luego, al norte, la línea ecuatorial en el monumento de la Mitad del Mundo y el museo Intiñan.",
          "La télécabine du TelefériQo monte sur les pentes du Pichincha jusqu'à près de 4 000 m pour la vue sur la ville étirée dans sa vallée, puis cap au nord vers l'équateur, au monument de la Mitad del Mundo et au musée Intiñan.",
          "Mit der Gondelbahn TelefériQo die Hänge des Pichincha hinauf auf fast 4.000 m mit Blick auf die im Tal hingestreckte Stadt, dann nach Norden zum Äquator am Denkmal Mitad del Mundo und zum Museum Intiñan.",
        ],
      ],
      [
        "food",
        [
          "Quito: locro, hornado and canelazo",
          "Quito: locro, hornado e canelazo",
          "Quito: locro, hornado y canelazo",
          "Quito : locro, hornado et canelazo",
          "Quito: Locro, Hornado und Canelazo",
        ],
        [
          "Locro de papa with avocado and cheese, hornado roast pork from the stalls of the Mercado Central, empanadas de viento dusted with sugar, and a hot canelazo of cinnamon and naranjilla in La Ronda.",
          "Il locro de papa con avocado e formaggio, l'hornado di maiale arrosto dai banchi del Mercado Central, le empanadas de viento spolverate di zucchero e un canelazo caldo di cannella e naranjilla alla Ronda.",
          "Locro de papa con aguacate y queso, hornado de los puestos del Mercado Central, empanadas de viento espolvoreadas de azúcar y un canelazo caliente de canela y naranjilla en La Ronda.",
          "Le locro de papa à l'avocat et au fromage, l'hornado, porc rôti des étals du Mercado Central, les empanadas de viento saupoudrées de sucre et un canelazo chaud à la cannelle et à la naranjilla dans La Ronda.",
          "Locro de Papa mit Avocado und Käse, Hornado, Schweinebraten von den Ständen des Mercado Central, mit Zucker bestäubte Empanadas de Viento und ein heißer Canelazo aus Zimt und Naranjilla in La Ronda.",
        ],
      ],
    ],
  },
  "ECU Otavalo": {
    days: [
      [
        "see",
        [
          "Otavalo: the Plaza de los Ponchos and Peguche",
          "Otavalo: la Plaza de los Ponchos e Peguche",
          "Otavalo: la plaza de los Ponchos y Peguche",
          "Otavalo : la Plaza de los Ponchos et Peguche",
          "Otavalo: die Plaza de los Ponchos und Peguche",
        ],
        [
          "The Plaza de los Ponchos, where Kichwa traders in white trousers and felt hats sell ponchos, hammocks and tapestries, then the weavers' village of Peguche and its waterfall in a eucalyptus wood.",
          "La Plaza de los Ponchos, dove i commercianti kichwa con pantaloni bianchi e cappelli di feltro vendono poncho, amache e arazzi, poi il villaggio di tessitori di Peguche e la sua cascata in un bosco di eucalipti.",
          "La plaza de los Ponchos, donde los comerciantes kichwa de pantalón blanco y sombrero de fieltro venden ponchos, hamacas y tapices, y luego el pueblo de tejedores de Peguche y su cascada en un bosque de eucaliptos.",
          "La Plaza de los Ponchos, où les marchands kichwas en pantalon blanc et chapeau de feutre vendent ponchos, hamacs et tapisseries, puis le village de tisserands de Peguche et sa cascade dans un bois d'eucalyptus.",
          "Die Plaza de los Ponchos, wo Kichwa-Händler in weißen Hosen und Filzhüten Ponchos, Hängematten und Wandteppiche verkaufen, dann das Weberdorf Peguche und sein Wasserfall in einem Eukalyptuswald.",
        ],
      ],
      [
        "food",
        [
          "Otavalo: fritada and bizcochos",
          "Otavalo: fritada e bizcochos",
          "Otavalo: fritada y bizcochos",
          "Otavalo : fritada et bizcochos",
          "Otavalo: Fritada und Bizcochos",
        ],
        [
          "Fritada, pork simmered then fried in its own fat, with mote and fried plantain at the food market, and the crumbly bizcochos of Cayambe dipped in coffee, with queso de hoja, cheese wrapped in a leaf.",
          "La fritada, maiale stufato e poi fritto nel suo grasso, con mote e platano fritto al mercato alimentare, e i friabili bizcochos di Cayambe inzuppati nel caffè, con il queso de hoja, formaggio avvolto in una foglia.",
          "Fritada de cerdo con mote y maduro frito en el mercado de comidas, y los bizcochos de Cayambe mojados en café, con queso de hoja, el queso envuelto en una hoja de achira.",
          "La fritada, porc mijoté puis frit dans sa graisse, avec mote et banane plantain frite au marché, et les bizcochos friables de Cayambe trempés dans le café, avec le queso de hoja, fromage enveloppé dans une feuille.",
          "Fritada, Schweinefleisch erst geschmort und dann im eigenen Fett gebraten, mit Mote und gebratener Kochbanane in der Markthalle, und die mürben Bizcochos aus Cayambe, in Kaffee getunkt, mit Queso de Hoja, in ein Blatt gewickeltem Käse.",
        ],
      ],
    ],
  },
  "ECU Cotopaxi": {
    days: [
      [
        "see",
        [
          "Cotopaxi: Limpiopungo and the José Rivas refuge",
          "Cotopaxi: Limpiopungo e il rifugio José Rivas",
          "Cotopaxi: Limpiopungo y el refugio José Rivas",
          "Cotopaxi : Limpiopungo et le refuge José Rivas",
          "Cotopaxi: Limpiopungo und die Hütte José Rivas",
        ],
        [
          "A walk around the Limpiopungo lagoon, with wild horses and Andean gulls below the perfect snow cone, then up the volcanic sand from the car park at 4,600 m to the José Rivas refuge at the edge of the glacier.",
          "Un giro della laguna di Limpiopungo, con cavalli selvatici e gabbiani andini sotto il perfetto cono innevato, poi su per la sabbia vulcanica dal parcheggio a 4.600 m fino al rifugio José Rivas, al limite del ghiacciaio.",
          "Una vuelta a la laguna de Limpiopungo, con caballos salvajes y gaviotas andinas bajo el perfecto cono nevado, y luego la subida por la arena volcánica desde el aparcamiento a 4.600 m hasta el refugio José Rivas, al borde del glaciar.",
          "Le tour de la lagune de Limpiopungo, avec chevaux sauvages et mouettes des Andes sous le cône de neige parfait, puis la montée dans le sable volcanique du parking à 4 600 m jusqu'au refuge José Rivas, au bord du glacier.",
          "Eine Runde um die Lagune Limpiopungo mit Wildpferden und Andenmöwen unter dem vollkommenen Schneekegel, dann durch Vulkansand vom Parkplatz auf 4.600 m hinauf zur Hütte José Rivas am Rand des Gletschers.",
        ],
      ],
      [
        "see",
        [
          "Cotopaxi: the páramo on horseback",
          "Cotopaxi: il páramo a cavallo",
          "Cotopaxi: el páramo a caballo",
          "Cotopaxi : le páramo à cheval",
          "Cotopaxi: der Páramo zu Pferd",
        ],
        [
          "A ride with the chagras, the cowboys of the Andes in wool chaps, across the páramo grassland between Cotopaxi and the jagged crags of Rumiñahui, looking out for condors and Andean foxes.",
          "Una cavalcata con i chagras, i cowboy delle Ande con i gambali di lana, attraverso le praterie del páramo tra il Cotopaxi e le creste frastagliate del Rumiñahui, in cerca di condor e volpi andine.",
          "Una cabalgata con los chagras, los vaqueros andinos de zamarros de lana, por el pajonal del páramo entre el Cotopaxi y los picos dentados del Rumiñahui, atentos a cóndores y lobos de páramo.",
          "Une chevauchée avec les chagras, les cow-boys des Andes aux jambières de laine, à travers les prairies du páramo entre le Cotopaxi et les crêtes déchiquetées du Rumiñahui, à l'affût des condors et des renards des Andes.",
          "Ein Ritt mit den Chagras, den Cowboys der Anden in Wollbeinlingen, durch das Grasland des Páramo zwischen dem Cotopaxi und den zackigen Felsen des Rumiñahui, auf der Suche nach Kondoren und Andenschakalen.",
        ],
      ],
    ],
  },
  "ECU Quilotoa": {
    days: [
      [
        "trek",
        [
          "Quilotoa: from Sigchos down to Isinliví",
          "Quilotoa: da Sigchos giù fino a Isinliví",
          "Quilotoa: de Sigchos a Isinliví",
          "Quilotoa : de Sigchos à Isinliví",
          "Quilotoa: von Sigchos nach Isinliví",
        ],
        [
          "From the market town of Sigchos down into the Toachi canyon and up the far side through fields of maize and barley to the village of Isinliví, among the farms of the Kichwa highlands.",
          "Dal paese di mercato di Sigchos giù nel canyon del Toachi e su per il versante opposto tra campi di mais e orzo fino al villaggio di Isinliví, tra le fattorie degli altipiani kichwa.",
          "Desde el pueblo de feria de Sigchos, bajando al cañón del Toachi y subiendo por el otro lado entre campos de maíz y cebada hasta el pueblo de Isinliví, entre las fincas de la sierra kichwa.",
          "Du bourg de marché de Sigchos jusqu'au fond du canyon du Toachi, puis la remontée par l'autre versant entre champs de maïs et d'orge jusqu'au village d'Isinliví, parmi les fermes des hautes terres kichwas.",
          "Vom Marktort Sigchos hinab in die Toachi-Schlucht und auf der anderen Seite durch Mais- und Gerstenfelder hinauf ins Dorf Isinliví, zwischen den Höfen des Kichwa-Hochlands.",
        ],
      ],
      [
        "trek",
        [
          "Quilotoa: from Isinliví to Chugchilán",
          "Quilotoa: da Isinliví a Chugchilán",
          "Quilotoa: de Isinliví a Chugchilán",
          "Quilotoa : d'Isinliví à Chugchilán",
          "Quilotoa: von Isinliví nach Chugchilán",
        ],
        [
          "Along ridges and down into the canyon of the Toachi again, past hamlets where families work the steep fields by hand, then a climb to Chugchilán, perched on the canyon's rim.",
          "Lungo le creste e di nuovo giù nel canyon del Toachi, oltre frazioni dove le famiglie lavorano a mano i campi ripidi, poi una salita fino a Chugchilán, arroccato sul bordo del canyon.",
          "Por las lomas y de nuevo al cañón del Toachi, pasando caseríos donde las familias trabajan a mano los campos empinados, y luego una subida hasta Chugchilán, encaramado al borde del cañón.",
          "Par les crêtes et de nouveau au fond du canyon du Toachi, par des hameaux où les familles travaillent à la main les champs pentus, puis une montée jusqu'à Chugchilán, perché au bord du canyon.",
          "Über Bergrücken und wieder hinab in die Toachi-Schlucht, vorbei an Weilern, deren Familien die steilen Felder von Hand bestellen, dann ein Aufstieg nach Chugchilán hoch am Rand der Schlucht.",
        ],
      ],
      [
        "trek",
        [
          "Quilotoa: from Chugchilán up to the crater",
          "Quilotoa: da Chugchilán su fino al cratere",
          "Quilotoa: de Chugchilán al cráter",
          "Quilotoa : de Chugchilán jusqu'au cratère",
          "Quilotoa: von Chugchilán hinauf zum Krater",
        ],
        [
          "The long climb from Chugchilán past the hamlet of Guayama to the rim of the Quilotoa crater, where the emerald lake suddenly appears below, then along the rim to the village of Quilotoa.",
          "La lunga salita da Chugchilán oltre la frazione di Guayama fino al bordo del cratere del Quilotoa, dove all'improvviso compare in basso il lago color smeraldo, poi lungo il bordo fino al villaggio di Quilotoa.",
          "La larga subida desde Chugchilán, pasando el caserío de Guayama, hasta el borde del cráter del Quilotoa, donde de pronto aparece abajo la laguna esmeralda, y luego por el filo hasta el pueblo de Quilotoa.",
          "La longue montée de Chugchilán par le hameau de Guayama jusqu'au bord du cratère du Quilotoa, où le lac émeraude apparaît soudain en contrebas, puis le long de la crête jusqu'au village de Quilotoa.",
          "Der lange Anstieg von Chugchilán am Weiler Guayama vorbei zum Rand des Quilotoa-Kraters, wo unten plötzlich der smaragdgrüne See auftaucht, dann am Kraterrand entlang ins Dorf Quilotoa.",
        ],
      ],
      [
        "see",
        [
          "Quilotoa: down to the crater lake",
          "Quilotoa: giù fino al lago del cratere",
          "Quilotoa: bajada a la laguna del cráter",
          "Quilotoa : descente au lac du cratère",
          "Quilotoa: hinab zum Kratersee",
        ],
        [
          "The steep sandy path down inside the crater to the shore of the lake, a kayak on the green water under the walls, and back up on foot or on a mule, with the painters of nearby Tigua showing their work on sheepskin.",
          "Il ripido sentiero sabbioso che scende dentro il cratere fino alla riva del lago, un kayak sull'acqua verde sotto le pareti e risalita a piedi o a dorso di mulo, con i pittori della vicina Tigua che mostrano le loro opere su pelle di pecora.",
          "El empinado sendero de arena que baja dentro del cráter hasta la orilla, un kayak en el agua verde bajo las paredes y la subida a pie o en mula, con los pintores de la cercana Tigua mostrando sus cuadros sobre piel de oveja.",
          "Le sentier de sable raide qui descend dans le cratère jusqu'à la rive, un kayak sur l'eau verte sous les parois et la remontée à pied ou à dos de mule, avec les peintres de Tigua, tout proche, qui montrent leurs œuvres sur peau de mouton.",
          "Der steile Sandpfad hinab in den Krater ans Seeufer, ein Kajak auf dem grünen Wasser unter den Wänden und zurück zu Fuß oder auf dem Maultier, dazu die Maler aus dem nahen Tigua mit ihren Bildern auf Schafsleder.",
        ],
      ],
    ],
  },
  "ECU Baños": {
    days: [
      [
        "see",
        [
          "Baños: the waterfall road to the Pailón del Diablo",
          "Baños: la strada delle cascate fino al Pailón del Diablo",
          "Baños: la ruta de las cascadas hasta el Pailón del Diablo",
          "Baños : la route des cascades jusqu'au Pailón del Diablo",
          "Baños: die Wasserfallstraße zum Pailón del Diablo",
        ],
        [
          "Down the Pastaza gorge by bicycle or van along the Ruta de las Cascadas, past the Manto de la Novia falls, to the Pailón del Diablo, a thundering fall reached by a path and swinging bridges, then the swing at the Casa del Árbol.",
          "Giù per la gola del Pastaza in bici o in pulmino lungo la Ruta de las Cascadas, oltre la cascata Manto de la Novia, fino al Pailón del Diablo, un salto fragoroso raggiunto da un sentiero e ponti sospesi, poi l'altalena della Casa del Árbol.",
          "Cañón del Pastaza abajo en bicicleta o furgoneta por la Ruta de las Cascadas, pasando el Manto de la Novia, hasta el Pailón del Diablo, una cascada atronadora a la que se llega por un sendero y puentes colgantes, y luego el columpio de la Casa del Árbol.",
          "La descente des gorges du Pastaza à vélo ou en minibus par la Ruta de las Cascadas, devant le Manto de la Novia, jusqu'au Pailón del Diablo, chute grondante atteinte par un sentier et des ponts suspendus, puis la balançoire de la Casa del Árbol.",
          "Mit dem Rad oder Bus die Pastaza-Schlucht hinab über die Ruta de las Cascadas, am Manto de la Novia vorbei zum Pailón del Diablo, einem donnernden Fall, den man über einen Pfad und Hängebrücken erreicht, dann die Schaukel der Casa del Árbol.",
        ],
      ],
      [
        "food",
        [
          "Baños: melcocha and sugarcane",
          "Baños: melcocha e canna da zucchero",
          "Baños: melcocha y caña de azúcar",
          "Baños : melcocha et canne à sucre",
          "Baños: Melcocha und Zuckerrohr",
        ],
        [
          "Melcocha, the sugarcane taffy that sweet makers pull and twist on wooden pegs in their shop doorways, fresh cane juice pressed in the street, and a soak in the volcanic water of the Virgen hot springs.",
          "La melcocha, la caramella di canna che i dolciari tirano e attorcigliano su pioli di legno sulla porta delle botteghe, il succo di canna spremuto per strada e un bagno nell'acqua vulcanica delle terme della Virgen.",
          "La melcocha, el dulce de caña que los confiteros estiran y retuercen en estacas de madera a la puerta de sus tiendas, el jugo de caña recién exprimido en la calle y un baño en el agua volcánica de las termas de la Virgen.",
          "La melcocha, le caramel de canne que les confiseurs étirent et tordent sur des chevilles de bois au seuil de leur boutique, le jus de canne pressé dans la rue et un bain dans l'eau volcanique des thermes de la Virgen.",
          "Melcocha, das Zuckerrohrkaramell, das die Zuckerbäcker in ihren Ladentüren an Holzpflöcken ziehen und drehen, frisch auf der Straße gepresster Rohrsaft und ein Bad im vulkanischen Wasser der Thermen der Virgen.",
        ],
      ],
    ],
  },
  "ECU Chimborazo": {
    days: [
      [
        "see",
        [
          "Chimborazo: up to the Whymper refuge",
          "Chimborazo: su fino al rifugio Whymper",
          "Chimborazo: subida al refugio Whymper",
          "Chimborazo : montée au refuge Whymper",
          "Chimborazo: hinauf zur Whymper-Hütte",
        ],
        [
          "Across the sandy plain of the reserve, where vicuñas graze, to the Carrel refuge at 4,800 m, then a slow walk up to the Whymper refuge at 5,000 m on the mountain whose summit is the farthest point from the Earth's core.",
          "Attraverso la piana sabbiosa della riserva, dove pascolano le vigogne, fino al rifugio Carrel a 4.800 m, poi una lenta camminata fino al rifugio Whymper a 5.000 m, sul monte la cui vetta è il punto più lontano dal nucleo della Terra.",
          "Por el arenal de la reserva, donde pastan las vicuñas, hasta el refugio Carrel a 4.800 m, y luego una lenta caminata hasta el refugio Whymper a 5.000 m, en la montaña cuya cumbre es el punto más alejado del núcleo de la Tierra.",
          "À travers la plaine de sable de la réserve, où paissent les vigognes, jusqu'au refuge Carrel à 4 800 m, puis une marche lente jusqu'au refuge Whymper à 5 000 m, sur la montagne dont le sommet est le point le plus éloigné du noyau terrestre.",
          "Über die Sandebene des Reservats, wo Vikunjas grasen, zur Carrel-Hütte auf 4.800 m, dann langsam hinauf zur Whymper-Hütte auf 5.000 m, an dem Berg, dessen Gipfel der vom Erdkern am weitesten entfernte Punkt ist.",
        ],
      ],
      [
        "see",
        [
          "Chimborazo: the Puruhá páramo and Templo Machay",
          "Chimborazo: il páramo dei Puruhá e il Templo Machay",
          "Chimborazo: el páramo puruhá y el Templo Machay",
          "Chimborazo : le páramo puruhá et le Templo Machay",
          "Chimborazo: der Páramo der Puruhá und Templo Machay",
        ],
        [
          "A walk with a guide from a Puruhá community on the mountain's flank, through polylepis woods and páramo grass to the Templo Machay, a cave once used for offerings, with llamas and alpacas grazing below the ice.",
          "Una camminata con una guida di una comunità puruhá sul fianco del monte, tra boschi di polylepis e praterie di páramo fino al Templo Machay, una grotta un tempo usata per le offerte, con lama e alpaca al pascolo sotto i ghiacci.",
          "Una caminata con un guía de una comunidad puruhá en la falda de la montaña, entre bosques de polylepis y pajonal de páramo hasta el Templo Machay, una cueva de antiguas ofrendas, con llamas y alpacas pastando bajo el hielo.",
          "Une marche avec un guide d'une communauté puruhá sur le flanc de la montagne, par les bois de polylepis et l'herbe du páramo jusqu'au Templo Machay, grotte autrefois vouée aux offrandes, avec lamas et alpagas qui paissent sous les glaces.",
          "Eine Wanderung mit einem Führer einer Puruhá-Gemeinde an der Flanke des Berges durch Polylepis-Wälder und Páramo-Gras zum Templo Machay, einer einstigen Opferhöhle, mit Lamas und Alpakas unter dem Eis.",
        ],
      ],
    ],
  },
  "ECU Cuenca": {
    days: [
      [
        "see",
        [
          "Cuenca: the blue domes and the Tomebamba",
          "Cuenca: le cupole blu e il Tomebamba",
          "Cuenca: las cúpulas azules y el Tomebamba",
          "Cuenca : les coupoles bleues et le Tomebamba",
          "Cuenca: die blauen Kuppeln und der Tomebamba",
        ],
        [
          "The blue-tiled domes of the New Cathedral over the Parque Calderón, the flower market beside the church of El Carmen, the old houses along the Tomebamba river and the Inca terraces of Pumapungo.",
          "Le cupole di maioliche blu della Cattedrale Nuova sul Parque Calderón, il mercato dei fiori accanto alla chiesa del Carmen, le vecchie case lungo il fiume Tomebamba e i terrazzamenti inca di Pumapungo.",
          "Las cúpulas de azulejos azules de la Catedral Nueva sobre el parque Calderón, el mercado de flores junto a la iglesia del Carmen, las casas antiguas a orillas del Tomebamba y los andenes incas de Pumapungo.",
          "Les coupoles de carreaux bleus de la nouvelle cathédrale sur le parc Calderón, le marché aux fleurs près de l'église du Carmen, les vieilles maisons au bord du Tomebamba et les terrasses incas de Pumapungo.",
          "Die blau gekachelten Kuppeln der Neuen Kathedrale über dem Parque Calderón, der Blumenmarkt neben der Kirche El Carmen, die alten Häuser am Tomebamba-Fluss und die Inka-Terrassen von Pumapungo.",
        ],
      ],
      [
        "see",
        [
          "Cuenca: Panama hats and the Cajas lakes",
          "Cuenca: i cappelli Panama e i laghi del Cajas",
          "Cuenca: sombreros de paja toquilla y lagunas del Cajas",
          "Cuenca : chapeaux panama et lacs du Cajas",
          "Cuenca: Panamahüte und die Seen des Cajas",
        ],
        [
          "A workshop where the so-called Panama hat, woven of toquilla straw in Ecuador, is blocked and finished, then the Cajas national park, a high moorland of hundreds of lakes and twisted polylepis woods.",
          "Un laboratorio dove il cosiddetto cappello Panama, intrecciato in Ecuador con la paglia toquilla, viene messo in forma e rifinito, poi il parco nazionale del Cajas, un altopiano di centinaia di laghi e boschi contorti di polylepis.",
          "Un taller donde se horma y termina el sombrero de paja toquilla, el mal llamado Panamá, tejido en Ecuador, y luego el parque nacional Cajas, un páramo de cientos de lagunas y retorcidos bosques de polylepis.",
          "Un atelier où l'on met en forme et finit le chapeau dit panama, tissé en Équateur en paille toquilla, puis le parc national du Cajas, lande d'altitude aux centaines de lacs et aux bois tordus de polylepis.",
          "Eine Werkstatt, in der der sogenannte Panamahut, in Ecuador aus Toquilla-Stroh geflochten, geformt und veredelt wird, dann der Nationalpark Cajas, ein Hochmoor mit Hunderten Seen und knorrigen Polylepis-Wäldern.",
        ],
      ],
      [
        "food",
        [
          "Cuenca: the 10 de Agosto market and mote pillo",
          "Cuenca: il mercato 10 de Agosto e il mote pillo",
          "Cuenca: el mercado 10 de Agosto y el mote pillo",
          "Cuenca : le marché du 10 de Agosto et le mote pillo",
          "Cuenca: der Markt 10 de Agosto und Mote Pillo",
        ],
        [
          "The 10 de Agosto market with its whole roast pigs of hornado, mote pillo of hominy scrambled with egg and onion, tamales and humitas, and an aguapanela or a coffee in a café of the old town.",
          "Il mercato 10 de Agosto con i maiali interi di hornado, il mote pillo di mais bianco strapazzato con uovo e cipolla, tamales e humitas, e un'aguapanela o un caffè in un locale della città vecchia.",
          "El mercado 10 de Agosto con sus cerdos enteros de hornado, el mote pillo revuelto con huevo y cebolla, tamales y humitas, y una aguapanela o un café en un local del casco antiguo.",
          "Le marché du 10 de Agosto et ses porcs entiers d'hornado, le mote pillo, maïs blanc brouillé à l'œuf et à l'oignon, tamales et humitas, et une aguapanela ou un café dans un bistrot de la vieille ville.",
          "Der Markt 10 de Agosto mit ganzen Spanferkeln als Hornado, Mote Pillo aus Maisgraupen mit Rührei und Zwiebeln, Tamales und Humitas, dazu eine Aguapanela oder ein Kaffee in einem Café der Altstadt.",
        ],
      ],
    ],
  },
  "ECU Yasuní": {
    days: [
      [
        "see",
        [
          "Yasuní: the parrot clay licks of the Napo",
          "Yasuní: le pareti d'argilla dei pappagalli sul Napo",
          "Yasuní: los saladeros de loros del Napo",
          "Yasuní : les pierres à lécher des perroquets du Napo",
          "Yasuní: die Papageien-Lehmlecken am Napo",
        ],
        [
          "By canoe along the Napo to the clay licks run by the Kichwa community of Añangu, where hundreds of parrots and parakeets gather to eat the clay, watched from a hide in the forest.",
          "In canoa lungo il Napo fino alle pareti d'argilla gestite dalla comunità kichwa di Añangu, dove centinaia di pappagalli e parrocchetti si radunano a mangiare l'argilla, osservati da un capanno nella foresta.",
          "En canoa por el Napo hasta los saladeros de la comunidad kichwa de Añangu, donde cientos de loros y periquitos se reúnen a comer arcilla, observados desde un escondite en la selva.",
          "En pirogue sur le Napo jusqu'aux pierres à lécher gérées par la communauté kichwa d'Añangu, où des centaines de perroquets et de perruches viennent manger l'argile, observés depuis un affût en forêt.",
          "Im Kanu auf dem Napo zu den Lehmlecken der Kichwa-Gemeinde Añangu, wo sich Hunderte Papageien und Sittiche zum Lehmfressen versammeln, beobachtet von einem Versteck im Wald.",
        ],
      ],
      [
        "see",
        [
          "Yasuní: a canopy tower and the blackwater creeks",
          "Yasuní: una torre sulla volta e i torrenti di acqua nera",
          "Yasuní: una torre de dosel y los caños de aguas negras",
          "Yasuní : une tour de canopée et les criques d'eaux noires",
          "Yasuní: ein Kronendachturm und die Schwarzwasserbäche",
        ],
        [
          "Dawn from a canopy tower above the treetops, with toucans, tanagers and monkeys at eye level, then a paddle along blackwater creeks among palms, looking for giant otters, anacondas and hoatzins.",
          "L'alba da una torre sopra le chiome, con tucani, tangare e scimmie all'altezza degli occhi, poi una pagaiata lungo torrenti di acqua nera tra le palme, in cerca di lontre giganti, anaconde e hoatzin.",
          "El amanecer desde una torre sobre las copas, con tucanes, tangaras y monos a la altura de los ojos, y luego un paseo a remo por caños de aguas negras entre palmeras, en busca de nutrias gigantes, anacondas y hoatzines.",
          "L'aube depuis une tour au-dessus de la canopée, avec toucans, tangaras et singes à hauteur d'yeux, puis une sortie à la pagaie sur les criques d'eaux noires parmi les palmiers, à la recherche des loutres géantes, des anacondas et des hoazins.",
          "Der Sonnenaufgang von einem Turm über den Baumkronen, mit Tukanen, Tangaren und Affen auf Augenhöhe, dann eine Paddeltour auf Schwarzwasserbächen zwischen Palmen, auf der Suche nach Riesenottern, Anakondas und Hoatzins.",
        ],
      ],
    ],
  },
  "ECU Galápagos Islands": {
    days: [
      [
        "boat",
        [
          "Galápagos Islands: North Seymour and Bartolomé",
          "Isole Galápagos: North Seymour e Bartolomé",
          "Islas Galápagos: Seymour Norte y Bartolomé",
          "Îles Galápagos : Seymour Nord et Bartolomé",
          "Galapagosinseln: North Seymour und Bartolomé",
        ],
        [
          "A landing on North Seymour among blue-footed boobies and frigatebirds puffing their red throats, then Bartolomé, its lava cone climbed for the view of Pinnacle Rock, and a swim with Galápagos penguins in the bay below.",
          "Uno sbarco a North Seymour tra sule dai piedi azzurri e fregate che gonfiano la gola rossa, poi Bartolomé, il cui cono di lava si sale per la vista sul Pinnacle Rock, e una nuotata con i pinguini delle Galápagos nella baia sottostante.",
          "Desembarco en Seymour Norte entre piqueros de patas azules y fragatas que inflan su buche rojo, y luego Bartolomé, cuyo cono de lava se sube para ver el Pináculo, con un baño junto a los pingüinos de Galápagos en la bahía.",
          "Un débarquement sur Seymour Nord parmi les fous à pieds bleus et les frégates qui gonflent leur gorge rouge, puis Bartolomé, dont on gravit le cône de lave pour la vue sur le Pinnacle Rock, et une baignade avec les manchots des Galápagos dans la baie.",
          "Eine Landung auf North Seymour zwischen Blaufußtölpeln und Fregattvögeln mit aufgeblähtem rotem Kehlsack, dann Bartolomé, dessen Lavakegel man für den Blick auf den Pinnacle Rock besteigt, und Schwimmen mit Galapagospinguinen in der Bucht.",
        ],
      ],
      [
        "boat",
        [
          "Galápagos Islands: Española's Punta Suárez and Gardner Bay",
          "Isole Galápagos: Punta Suárez e Gardner Bay a Española",
          "Islas Galápagos: Punta Suárez y bahía Gardner en Española",
          "Îles Galápagos : Punta Suárez et baie Gardner à Española",
          "Galapagosinseln: Punta Suárez und Gardner Bay auf Española",
        ],
        [
          "On Española, the trail at Punta Suárez past red and green marine iguanas, Nazca boobies and the blowhole that spouts over the cliffs, then the white sand of Gardner Bay, shared with a colony of sea lions.",
          "A Española, il sentiero di Punta Suárez tra iguane marine rosse e verdi, sule di Nazca e il soffione che zampilla sopra le scogliere, poi la sabbia bianca di Gardner Bay, condivisa con una colonia di leoni marini.",
          "En Española, el sendero de Punta Suárez entre iguanas marinas rojas y verdes, piqueros de Nazca y el sopladero que brota sobre los acantilados, y luego la arena blanca de la bahía Gardner, compartida con una colonia de lobos marinos.",
          "Sur Española, le sentier de Punta Suárez parmi les iguanes marins rouges et verts, les fous de Nazca et le souffleur qui jaillit au-dessus des falaises, puis le sable blanc de la baie Gardner, partagé avec une colonie d'otaries.",
          "Auf Española der Pfad von Punta Suárez zwischen rot-grünen Meerechsen, Nazcatölpeln und dem Blasloch, das über die Klippen spritzt, dann der weiße Sand der Gardner Bay, den man mit einer Seelöwenkolonie teilt.",
        ],
      ],
      [
        "boat",
        [
          "Galápagos Islands: Fernandina and the Bolívar Channel",
          "Isole Galápagos: Fernandina e il canale Bolívar",
          "Islas Galápagos: Fernandina y el canal Bolívar",
          "Îles Galápagos : Fernandina et le canal Bolívar",
          "Galapagosinseln: Fernandina und der Bolívar-Kanal",
        ],
        [
          "Across the Bolívar Channel, rich with whales and dolphins, to Punta Espinoza on Fernandina, the youngest island, where flightless cormorants nest and hundreds of marine iguanas pile on the black lava.",
          "Attraverso il canale Bolívar, ricco di balene e delfini, fino a Punta Espinoza su Fernandina, l'isola più giovane, dove nidificano i cormorani attatteri e centinaia di iguane marine si ammucchiano sulla lava nera.",
          "Por el canal Bolívar, rico en ballenas y delfines, hasta Punta Espinoza en Fernandina, la isla más joven, donde anidan los cormoranes no voladores y cientos de iguanas marinas se amontonan sobre la lava negra.",
          "Par le canal Bolívar, riche en baleines et dauphins, jusqu'à Punta Espinoza sur Fernandina, l'île la plus jeune, où nichent les cormorans aptères et où des centaines d'iguanes marins s'entassent sur la lave noire.",
          "Durch den Bolívar-Kanal mit seinen Walen und Delfinen nach Punta Espinoza auf Fernandina, der jüngsten Insel, wo flugunfähige Kormorane brüten und Hunderte Meerechsen auf der schwarzen Lava liegen.",
        ],
      ],
    ],
  },
  "ECU Santa Cruz": {
    days: [
      [
        "see",
        [
          "Santa Cruz: giant tortoises and lava tunnels",
          "Santa Cruz: tartarughe giganti e tunnel di lava",
          "Santa Cruz: tortugas gigantes y túneles de lava",
          "Santa Cruz : tortues géantes et tunnels de lave",
          "Santa Cruz: Riesenschildkröten und Lavatunnel",
        ],
        [
          "The Charles Darwin Research Station and its tortoise breeding pens in Puerto Ayora, then the highland reserve of El Chato, where giant tortoises roam free in the mud pools, and a walk through a lava tunnel.",
          "La stazione di ricerca Charles Darwin e i suoi recinti di allevamento delle tartarughe a Puerto Ayora, poi la riserva d'altura di El Chato, dove le tartarughe giganti vagano libere tra le pozze di fango, e una camminata in un tunnel di lava.",
          "La Estación Científica Charles Darwin y sus corrales de cría de tortugas en Puerto Ayora, y luego la reserva de El Chato en la parte alta, donde las tortugas gigantes andan libres entre charcas de barro, con una caminata por un túnel de lava.",
          "La station de recherche Charles Darwin et ses enclos d'élevage de tortues à Puerto Ayora, puis la réserve d'El Chato sur les hauteurs, où les tortues géantes errent librement dans les mares de boue, et une marche dans un tunnel de lave.",
          "Die Charles-Darwin-Forschungsstation mit ihren Aufzuchtgehegen für Schildkröten in Puerto Ayora, dann das Hochlandreservat El Chato, wo Riesenschildkröten frei zwischen Schlammtümpeln umherziehen, und ein Gang durch einen Lavatunnel.",
        ],
      ],
      [
        "beach",
        [
          "Santa Cruz: Tortuga Bay",
          "Santa Cruz: la spiaggia di Tortuga Bay",
          "Santa Cruz: bahía Tortuga",
          "Santa Cruz : Tortuga Bay",
          "Santa Cruz: die Tortuga Bay",
        ],
        [
          "A paved path through cactus forest to Tortuga Bay, a long white beach where marine iguanas cross the sand, with a swim in the calm mangrove lagoon of Playa Mansa, home to young reef sharks.",
          "Un sentiero lastricato nella foresta di cactus porta a Tortuga Bay, una lunga spiaggia bianca dove le iguane marine attraversano la sabbia, con un bagno nella laguna calma di mangrovie di Playa Mansa, regno di giovani squali di barriera.",
          "Un sendero empedrado por el bosque de cactus lleva a bahía Tortuga, una larga playa blanca donde las iguanas marinas cruzan la arena, con un baño en la laguna tranquila de manglar de Playa Mansa, hogar de tiburones de arrecife jóvenes.",
          "Un chemin pavé à travers la forêt de cactus mène à Tortuga Bay, longue plage blanche où les iguanes marins traversent le sable, avec une baignade dans la lagune calme bordée de mangroves de Playa Mansa, où vivent de jeunes requins de récif.",
          "Ein gepflasterter Weg durch Kakteenwald führt zur Tortuga Bay, einem langen weißen Strand, über den Meerechsen laufen, mit einem Bad in der ruhigen Mangrovenlagune der Playa Mansa, wo junge Riffhaie leben.",
        ],
      ],
    ],
  },
  "COL Bogotá": {
    days: [
      [
        "see",
        [
          "Bogotá: La Candelaria and the Gold Museum",
          "Bogotà: La Candelaria e il Museo dell'Oro",
          "Bogotá: La Candelaria y el Museo del Oro",
          "Bogota : La Candelaria et le musée de l'Or",
          "Bogotá: La Candelaria und das Goldmuseum",
        ],
        [
          "The Plaza de Bolívar with the cathedral and the Capitol, the steep lanes and street art of La Candelaria, the Museo Botero, and the Museo del Oro, with its thousands of pre-Hispanic gold pieces and the Muisca raft.",
          "La Plaza de Bolívar con la cattedrale e il Campidoglio, i vicoli ripidi e la street art della Candelaria, il Museo Botero e il Museo dell'Oro, con migliaia di pezzi d'oro preispanici e la zattera muisca.",
          "La plaza de Bolívar con la catedral y el Capitolio, las calles empinadas y el grafiti de La Candelaria, el Museo Botero y el Museo del Oro, con miles de piezas de oro prehispánicas y la balsa muisca.",
          "La place Bolívar avec la cathédrale et le Capitole, les ruelles pentues et le street art de La Candelaria, le musée Botero et le musée de l'Or, ses milliers de pièces d'or préhispaniques et le radeau muisca.",
          "Die Plaza de Bolívar mit Kathedrale und Kapitol, die steilen Gassen und die Street-Art von La Candelaria, das Museo Botero und das Goldmuseum mit Tausenden vorspanischen Goldstücken und dem Muisca-Floß.",
        ],
      ],
      [
        "see",
        [
          "Bogotá: Monserrate and the Salt Cathedral",
          "Bogotà: Monserrate e la Cattedrale di Sale",
          "Bogotá: Monserrate y la Catedral de Sal",
          "Bogota : Monserrate et la cathédrale de sel",
          "Bogotá: Monserrate und die Salzkathedrale",
        ],
        [
          "The cable car up Monserrate to the white church above the city at 3,150 m, then north to Zipaquirá and its Salt Cathedral, carved into the tunnels of a salt mine, with the stations of the cross lit in the rock.",
          "La funivia del Monserrate fino alla chiesa bianca sopra la città a 3.150 m, poi a nord fino a Zipaquirá e alla sua Cattedrale di Sale, scavata nelle gallerie di una miniera di sale, con le stazioni della Via Crucis illuminate nella roccia.",
          "El teleférico a Monserrate, hasta la iglesia blanca sobre la ciudad a 3.150 m, y luego al norte a Zipaquirá y su Catedral de Sal, tallada en los túneles de una mina de sal, con el vía crucis iluminado en la roca.",
          "Le téléphérique de Monserrate jusqu'à l'église blanche au-dessus de la ville à 3 150 m, puis cap au nord vers Zipaquirá et sa cathédrale de sel, taillée dans les galeries d'une mine de sel, avec le chemin de croix éclairé dans la roche.",
          "Mit der Seilbahn auf den Monserrate zur weißen Kirche hoch über der Stadt auf 3.150 m, dann nach Norden nach Zipaquirá zur Salzkathedrale in den Stollen eines Salzbergwerks, mit dem im Fels beleuchteten Kreuzweg.",
        ],
      ],
      [
        "food",
        [
          "Bogotá: ajiaco and the Paloquemao market",
          "Bogotà: l'ajiaco e il mercato di Paloquemao",
          "Bogotá: ajiaco y la plaza de Paloquemao",
          "Bogota : l'ajiaco et le marché de Paloquemao",
          "Bogotá: Ajiaco und der Markt Paloquemao",
        ],
        [
          "The Paloquemao market, its flower hall and its fruits to taste, from lulo to granadilla and mangosteen, then ajiaco, the chicken soup of three potatoes and guascas, and hot chocolate with cheese melted into the cup.",
          "Il mercato di Paloquemao, con il padiglione dei fiori e i frutti da assaggiare, dal lulo alla granadilla al mangostano, poi l'ajiaco, la zuppa di pollo con tre patate e guascas, e una cioccolata calda con il formaggio fuso nella tazza.",
          "La plaza de Paloquemao, con su pabellón de flores y sus frutas para probar, del lulo a la granadilla y el mangostino, y luego ajiaco santafereño y chocolate caliente con queso derretido en la taza.",
          "Le marché de Paloquemao, sa halle aux fleurs et ses fruits à goûter, du lulo à la granadille et au mangoustan, puis l'ajiaco, la soupe de poulet aux trois pommes de terre et aux guascas, et un chocolat chaud au fromage fondu dans la tasse.",
          "Der Markt Paloquemao mit seiner Blumenhalle und Früchten zum Probieren, von Lulo über Granadilla bis Mangostan, dann Ajiaco, die Hühnersuppe mit drei Kartoffelsorten und Guascas, und heiße Schokolade mit in der Tasse geschmolzenem Käse.",
        ],
      ],
    ],
  },
  "COL Villa de Leyva": {
    days: [
      [
        "see",
        [
          "Villa de Leyva: the great plaza and El Fósil",
          "Villa de Leyva: la grande piazza ed El Fósil",
          "Villa de Leyva: la gran plaza y El Fósil",
          "Villa de Leyva : la grande place et El Fósil",
          "Villa de Leyva: der große Platz und El Fósil",
        ],
        [
          "One of the largest cobbled plazas in the Americas, ringed by whitewashed colonial houses, then El Fósil, where the skeleton of a kronosaurus, a sea reptile, lies where it was found, and the Pozos Azules ponds.",
          "Una delle piazze acciottolate più grandi delle Americhe, cinta da case coloniali imbiancate, poi El Fósil, dove lo scheletro di un kronosauro, un rettile marino, giace dove fu trovato, e gli stagni dei Pozos Azules.",
          "Una de las plazas empedradas más grandes de América, rodeada de casas coloniales encaladas, y luego El Fósil, donde el esqueleto de un kronosaurio, un reptil marino, yace donde fue hallado, y las lagunas de los Pozos Azules.",
          "L'une des plus grandes places pavées des Amériques, entourée de maisons coloniales blanchies, puis El Fósil, où le squelette d'un kronosaure, reptile marin, repose là où il fut trouvé, et les bassins des Pozos Azules.",
          "Einer der größten gepflasterten Plätze Amerikas, gesäumt von weiß getünchten Kolonialhäusern, dann El Fósil, wo das Skelett eines Kronosaurus, eines Meeresreptils, an seinem Fundort liegt, und die Teiche der Pozos Azules.",
        ],
      ],
      [
        "food",
        [
          "Villa de Leyva: cuchuco and almojábanas",
          "Villa de Leyva: cuchuco e almojábanas",
          "Villa de Leyva: cuchuco y almojábanas",
          "Villa de Leyva : cuchuco et almojábanas",
          "Villa de Leyva: Cuchuco und Almojábanas",
        ],
        [
          "The cooking of Boyacá: cuchuco, a wheat soup with pork ribs, arepas boyacenses filled with cheese, almojábanas from the bakeries, and a jug of fresh juice on the plaza.",
          "La cucina del Boyacá: il cuchuco, zuppa di grano con costine di maiale, le arepas boyacenses ripiene di formaggio, le almojábanas delle panetterie e una caraffa di succo fresco sulla piazza.",
          "La cocina boyacense: cuchuco de trigo con espinazo, arepas boyacenses rellenas de queso, almojábanas de las panaderías y una jarra de jugo fresco en la plaza.",
          "La cuisine du Boyacá : le cuchuco, soupe de blé aux travers de porc, les arepas boyacenses fourrées au fromage, les almojábanas des boulangeries et une carafe de jus frais sur la place.",
          "Die Küche Boyacás: Cuchuco, eine Weizensuppe mit Schweinerippchen, mit Käse gefüllte Arepas Boyacenses, Almojábanas aus den Bäckereien und ein Krug frischer Saft an der Plaza.",
        ],
      ],
    ],
  },
  "COL Medellín": {
    days: [
      [
        "see",
        [
          "Medellín: Comuna 13 and its escalators",
          "Medellín: la Comuna 13 e le sue scale mobili",
          "Medellín: la Comuna 13 y sus escaleras eléctricas",
          "Medellín : la Comuna 13 et ses escalators",
          "Medellín: die Comuna 13 und ihre Rolltreppen",
        ],
        [
          "A walk through Comuna 13 with a guide who grew up there, up the outdoor escalators that joined the hillside to the city, among murals that tell its story and young dancers and rappers on the terraces.",
          "Una camminata nella Comuna 13 con una guida cresciuta lì, su per le scale mobili all'aperto che hanno unito la collina alla città, tra murales che ne raccontano la storia e giovani ballerini e rapper sulle terrazze.",
          "Un recorrido por la Comuna 13 con un guía que creció allí, por las escaleras eléctricas al aire libre que unieron la ladera a la ciudad, entre murales que cuentan su historia y jóvenes bailarines y raperos en las terrazas.",
          "Une balade dans la Comuna 13 avec un guide qui y a grandi, par les escalators en plein air qui ont relié la colline à la ville, parmi les fresques qui racontent son histoire et les jeunes danseurs et rappeurs sur les terrasses.",
          "Ein Gang durch die Comuna 13 mit einem Führer, der dort aufgewachsen ist, über die Freiluftrolltreppen, die den Hang mit der Stadt verbanden, zwischen Wandbildern, die ihre Geschichte erzählen, und jungen Tänzern und Rappern auf den Terrassen.",
        ],
      ],
      [
        "see",
        [
          "Medellín: Plaza Botero and the Metrocable",
          "Medellín: Plaza Botero e il Metrocable",
          "Medellín: la plaza Botero y el Metrocable",
          "Medellín : la place Botero et le Metrocable",
          "Medellín: Plaza Botero und die Metrocable",
        ],
        [
          "The plump bronze figures of the Plaza Botero and the Museo de Antioquia, the striped church of Veracruz, then the Metrocable gondolas over the hillside barrios up to the pine and oak forest of Parque Arví.",
          "Le figure di bronzo paffute della Plaza Botero e il Museo de Antioquia, la chiesa a strisce della Veracruz, poi le cabine del Metrocable sopra i barrios della collina fino al bosco di pini e querce del Parque Arví.",
          "Las figuras rollizas de bronce de la plaza Botero y el Museo de Antioquia, la iglesia de la Veracruz, y luego las cabinas del Metrocable sobre los barrios de ladera hasta el bosque de pinos y robles del Parque Arví.",
          "Les rondes figures de bronze de la place Botero et le musée d'Antioquia, l'église de la Veracruz, puis les cabines du Metrocable au-dessus des barrios des collines jusqu'à la forêt de pins et de chênes du parc Arví.",
          "Die üppigen Bronzefiguren der Plaza Botero und das Museo de Antioquia, die Kirche La Veracruz, dann mit den Gondeln der Metrocable über die Hangviertel hinauf in den Kiefern- und Eichenwald des Parque Arví.",
        ],
      ],
      [
        "food",
        [
          "Medellín: bandeja paisa and the Minorista market",
          "Medellín: bandeja paisa e il mercato Minorista",
          "Medellín: bandeja paisa y la plaza Minorista",
          "Medellín : bandeja paisa et marché Minorista",
          "Medellín: Bandeja Paisa und der Minorista-Markt",
        ],
        [
          "The fruit stalls of the Minorista market, with guanábana, maracuyá and zapote, then the bandeja paisa: beans, rice, ground beef, chicharrón, chorizo, fried egg, plantain, avocado and a small arepa on one plate.",
          "I banchi di frutta del mercato Minorista, con guanábana, maracuyá e zapote, poi la bandeja paisa: fagioli, riso, carne macinata, chicharrón, chorizo, uovo fritto, platano, avocado e una piccola arepa in un solo piatto.",
          "Los puestos de fruta de la plaza Minorista, con guanábana, maracuyá y zapote, y luego la bandeja paisa: fríjoles, arroz, carne molida, chicharrón, chorizo, huevo frito, maduro, aguacate y arepa en un solo plato.",
          "Les étals de fruits du marché Minorista, avec corossol, maracuja et sapote, puis la bandeja paisa : haricots, riz, bœuf haché, chicharrón, chorizo, œuf au plat, banane plantain, avocat et petite arepa dans une seule assiette.",
          "Die Obststände des Minorista-Marktes mit Guanábana, Maracuyá und Zapote, dann die Bandeja Paisa: Bohnen, Reis, Hackfleisch, Chicharrón, Chorizo, Spiegelei, Kochbanane, Avocado und eine kleine Arepa auf einem Teller.",
        ],
      ],
      [
        "night",
        [
          "Medellín: salsa and Parque Lleras",
          "Medellín: salsa e Parque Lleras",
          "Medellín: salsa y el parque Lleras",
          "Medellín : salsa et parc Lleras",
          "Medellín: Salsa und Parque Lleras",
        ],
        [
          "A salsa class to find the step, then out in El Poblado among the bars of Parque Lleras and the leafy streets of Provenza, where the nights of Medellín run late and the dancing spills out of the doors.",
          "Una lezione di salsa per trovare il passo, poi fuori a El Poblado tra i bar del Parque Lleras e le strade alberate di Provenza, dove le notti di Medellín finiscono tardi e si balla fin fuori dalle porte.",
          "Una clase de salsa para agarrar el paso y luego la rumba en El Poblado, entre los bares del parque Lleras y las calles arboladas de Provenza, donde las noches de Medellín acaban tarde y el baile se sale por las puertas.",
          "Un cours de salsa pour trouver le pas, puis une sortie à El Poblado, entre les bars du parc Lleras et les rues arborées de Provenza, où les nuits de Medellín finissent tard et où l'on danse jusque sur le seuil des portes.",
          "Eine Salsastunde, um den Schritt zu finden, dann hinaus nach El Poblado zwischen die Bars am Parque Lleras und die baumbestandenen Straßen von Provenza, wo Medellíns Nächte lang sind und bis vor die Türen getanzt wird.",
        ],
      ],
    ],
  },
  "COL Guatapé": {
    days: [
      [
        "see",
        [
          "Guatapé: El Peñol and the painted houses",
          "Guatapé: El Peñol e le case dipinte",
          "Guatapé: El Peñol y las casas pintadas",
          "Guatapé : El Peñol et les maisons peintes",
          "Guatapé: El Peñol und die bemalten Häuser",
        ],
        [
          "The 740 steps up the granite monolith of El Peñol for the view over the reservoir's maze of green islands and inlets, then the lanes of Guatapé, whose houses wear zócalos, painted reliefs along their lower walls.",
          "I 740 gradini del monolite di granito di El Peñol per la vista sul labirinto di isole verdi e insenature del bacino, poi i vicoli di Guatapé, le cui case portano gli zócalos, rilievi dipinti lungo la base dei muri.",
          "Los 740 escalones de la piedra de El Peñol, un monolito de granito, para ver el laberinto de islas verdes y brazos del embalse, y luego las calles de Guatapé, cuyas casas lucen zócalos, relieves pintados en la parte baja de los muros.",
          "Les 740 marches du monolithe de granit d'El Peñol pour la vue sur le dédale d'îles vertes et de bras du lac de barrage, puis les ruelles de Guatapé, dont les maisons portent des zócalos, reliefs peints au bas des murs.",
          "Die 740 Stufen auf den Granitmonolithen El Peñol mit Blick auf das Labyrinth aus grünen Inseln und Buchten des Stausees, dann die Gassen von Guatapé, deren Häuser Zócalos tragen, bemalte Reliefs am unteren Teil der Mauern.",
        ],
      ],
      [
        "food",
        [
          "Guatapé: reservoir trout and patacones",
          "Guatapé: trota del bacino e patacones",
          "Guatapé: trucha del embalse y patacones",
          "Guatapé : truite du lac et patacones",
          "Guatapé: Forelle aus dem Stausee und Patacones",
        ],
        [
          "Trout raised in the reservoir, fried whole or in garlic sauce, with patacones of flattened green plantain and a fresh lemonade with panela, at a table by the water's edge in the old stone plaza.",
          "Trota allevata nel bacino, fritta intera o in salsa all'aglio, con patacones di platano verde schiacciato e una limonata fresca alla panela, a un tavolo sull'acqua accanto alla vecchia piazza di pietra.",
          "Trucha criada en el embalse, frita entera o al ajillo, con patacones de plátano verde aplastado y una limonada de panela, en una mesa junto al agua cerca de la vieja plaza de piedra.",
          "De la truite élevée dans le lac de barrage, frite entière ou à l'ail, avec des patacones de banane plantain verte aplatie et une citronnade à la panela, à une table au bord de l'eau près de la vieille place de pierre.",
          "Im Stausee gezüchtete Forelle, ganz frittiert oder in Knoblauchsoße, mit Patacones aus plattgedrückter grüner Kochbanane und einer Limonade mit Panela, an einem Tisch am Wasser nahe der alten Steinplaza.",
        ],
      ],
    ],
  },
  "COL Coffee Triangle": {
    days: [
      [
        "see",
        [
          "Coffee Triangle: from the bush to the cup on a coffee farm",
          "Triangolo del caffè: dalla pianta alla tazza in una finca",
          "Eje Cafetero: del cafeto a la taza en una finca",
          "Triangle du café : de l'arbuste à la tasse dans une finca",
          "Kaffeedreieck: vom Strauch zur Tasse auf einer Finca",
        ],
        [
          "A morning on a family coffee finca on the green slopes, picking red cherries with the pickers' basket, seeing them pulped, washed and dried, then roasting a batch and tasting the cup with the farmer.",
          "Una mattina in una finca di famiglia sui pendii verdi, a raccogliere le ciliegie rosse con il cesto dei raccoglitori, a vederle spolpare, lavare ed essiccare, poi a tostarne un lotto e assaggiare la tazza con il coltivatore.",
          "Una mañana en una finca cafetera familiar en las laderas verdes, cogiendo granos rojos con el canasto del recolector, viéndolos despulpar, lavar y secar, y luego tostando una tanda y catando la taza con el caficultor.",
          "Une matinée dans une finca familiale sur les pentes vertes, à cueillir les cerises rouges avec le panier des cueilleurs, à les voir dépulper, laver et sécher, puis à torréfier un lot et goûter la tasse avec le producteur.",
          "Ein Vormittag auf einer Familien-Kaffeefinca an den grünen Hängen: rote Kirschen mit dem Pflückerkorb ernten, beim Entpulpen, Waschen und Trocknen zusehen, dann eine Charge rösten und mit dem Bauern verkosten.",
        ],
      ],
      [
        "see",
        [
          "Coffee Triangle: Filandia and its lookout",
          "Triangolo del caffè: Filandia e il suo belvedere",
          "Eje Cafetero: Filandia y su mirador",
          "Triangle du café : Filandia et son belvédère",
          "Kaffeedreieck: Filandia und sein Aussichtsturm",
        ],
        [
          "Filandia, a hill town of wooden houses with painted balconies and basket weavers' workshops, and its tall wooden lookout tower over a sea of coffee, banana and bamboo-covered hills.",
          "Filandia, paese di collina di case di legno dai balconi dipinti e botteghe di cestai, e la sua alta torre panoramica di legno su un mare di colline coperte di caffè, banani e bambù.",
          "Filandia, pueblo de loma con casas de bahareque y balcones pintados y talleres de cesteros, y su alto mirador de madera sobre un mar de colinas de café, plátano y guadua.",
          "Filandia, village perché aux maisons de bois à balcons peints et aux ateliers de vanniers, et sa haute tour de guet en bois sur une mer de collines couvertes de caféiers, de bananiers et de bambous.",
          "Filandia, ein Hügelstädtchen mit Holzhäusern, bemalten Balkonen und Korbflechterwerkstätten, und sein hoher hölzerner Aussichtsturm über einem Meer aus Kaffee-, Bananen- und Bambushügeln.",
        ],
      ],
    ],
  },
  "COL Salento": {
    days: [
      [
        "see",
        [
          "Salento: Calle Real and a game of tejo",
          "Salento: la Calle Real e una partita di tejo",
          "Salento: la calle Real y una partida de tejo",
          "Salento : la Calle Real et une partie de tejo",
          "Salento: die Calle Real und eine Partie Tejo",
        ],
        [
          "Calle Real's painted balconies and craft shops, the steps up to the Alto de la Cruz lookout over the Quindío valley, then a game of tejo, where a metal puck is thrown at a clay target packed with small charges that go bang.",
          "I balconi dipinti e le botteghe artigiane della Calle Real, i gradini fino al belvedere dell'Alto de la Cruz sulla valle del Quindío, poi una partita di tejo, in cui si lancia un disco di metallo contro un bersaglio d'argilla con piccole cariche che scoppiano.",
          "Los balcones pintados y las tiendas de artesanía de la calle Real, los escalones al mirador del Alto de la Cruz sobre el valle del Quindío y luego una partida de tejo, lanzando el disco de metal a la cancha de greda con mechas que explotan.",
          "Les balcons peints et les boutiques d'artisans de la Calle Real, les marches jusqu'au belvédère de l'Alto de la Cruz sur la vallée du Quindío, puis une partie de tejo, où l'on lance un palet de métal sur une cible d'argile garnie de petites amorces qui éclatent.",
          "Die bemalten Balkone und Kunsthandwerksläden der Calle Real, die Stufen zum Aussichtspunkt Alto de la Cruz über dem Quindío-Tal, dann eine Partie Tejo, bei der eine Metallscheibe auf ein Lehmziel mit kleinen Knallkapseln geworfen wird.",
        ],
      ],
      [
        "food",
        [
          "Salento: trout on a giant patacón",
          "Salento: trota su un patacón gigante",
          "Salento: trucha sobre patacón gigante",
          "Salento : truite sur patacón géant",
          "Salento: Forelle auf einem Riesen-Patacón",
        ],
        [
          "The dish of Salento: trout from the mountain streams in a creamy garlic sauce, served on a patacón of green plantain the size of the plate, with a cup of the region's coffee and an aguapanela with cheese.",
          "Il piatto di Salento: trota dei torrenti di montagna in salsa cremosa all'aglio, servita su un patacón di platano verde grande come il piatto, con una tazza di caffè della regione e un'aguapanela con formaggio.",
          "El plato de Salento: trucha de los ríos de montaña en salsa cremosa de ajo, servida sobre un patacón del tamaño del plato, con un tinto de la región y una aguapanela con queso.",
          "Le plat de Salento : truite des torrents de montagne en sauce crémeuse à l'ail, servie sur un patacón de banane plantain verte grand comme l'assiette, avec une tasse de café de la région et une aguapanela au fromage.",
          "Das Gericht von Salento: Forelle aus den Bergbächen in cremiger Knoblauchsoße auf einem tellergroßen Patacón aus grüner Kochbanane, dazu eine Tasse Kaffee aus der Region und eine Aguapanela mit Käse.",
        ],
      ],
    ],
  },
  "COL Cocora Valley": {
    days: [
      [
        "see",
        [
          "Cocora Valley: the wax palm loop",
          "Valle di Cocora: l'anello delle palme da cera",
          "Valle de Cocora: la vuelta de las palmas de cera",
          "Vallée de Cocora : la boucle des palmiers à cire",
          "Cocora-Tal: die Wachspalmen-Runde",
        ],
        [
          "The loop from the valley floor across swinging bridges over the Quindío river, up through cloud forest to the hummingbird feeders of Acaime, then over the ridge and down among the tallest palms on Earth.",
          "L'anello dal fondovalle attraverso ponti sospesi sul fiume Quindío, su nella foresta di nebbia fino alle mangiatoie dei colibrì di Acaime, poi oltre la cresta e giù tra le palme più alte della Terra.",
          "La vuelta desde el fondo del valle por puentes colgantes sobre el río Quindío, subiendo por el bosque de niebla hasta los bebederos de colibríes de Acaime, y luego por la cuchilla y abajo entre las palmas más altas del mundo.",
          "La boucle depuis le fond de la vallée par des ponts suspendus sur le Quindío, puis la montée dans la forêt de nuages jusqu'aux abreuvoirs à colibris d'Acaime, et par la crête la descente parmi les plus hauts palmiers du monde.",
          "Die Runde vom Talboden über Hängebrücken am Quindío, durch Nebelwald hinauf zu den Kolibri-Futterstellen von Acaime, dann über den Kamm und hinab zwischen den höchsten Palmen der Erde.",
        ],
      ],
      [
        "see",
        [
          "Cocora Valley: on horseback among the palms",
          "Valle di Cocora: a cavallo tra le palme",
          "Valle de Cocora: a caballo entre las palmas",
          "Vallée de Cocora : à cheval parmi les palmiers",
          "Cocora-Tal: zu Pferd zwischen den Palmen",
        ],
        [
          "A ride with local horsemen up the green slopes where the wax palms, Colombia's national tree, rise over the pastures, to the Finca La Montaña lookout and the mirador over the whole valley.",
          "Una cavalcata con i cavallerizzi del posto sui pendii verdi dove le palme da cera, albero nazionale della Colombia, svettano sui pascoli, fino al belvedere della Finca La Montaña e alla vista su tutta la valle.",
          "Una cabalgata con arrieros de la zona por las laderas verdes donde las palmas de cera, árbol nacional de Colombia, se alzan sobre los potreros, hasta la Finca La Montaña y el mirador sobre todo el valle.",
          "Une chevauchée avec des cavaliers du coin sur les pentes vertes où les palmiers à cire, arbre national de la Colombie, dominent les pâturages, jusqu'à la Finca La Montaña et au belvédère sur toute la vallée.",
          "Ein Ritt mit einheimischen Reitern über die grünen Hänge, an denen die Wachspalmen, Kolumbiens Nationalbaum, über die Weiden ragen, zur Finca La Montaña und zum Aussichtspunkt über das ganze Tal.",
        ],
      ],
    ],
  },
  "COL Cartagena": {
    days: [
      [
        "see",
        [
          "Cartagena: the walled city",
          "Cartagena: la città murata",
          "Cartagena de Indias: la ciudad amurallada",
          "Carthagène : la ville fortifiée",
          "Cartagena: die ummauerte Stadt",
        ],
        [
          "Through the Clock Tower gate into the walled city: balconies spilling bougainvillea, the Plaza de Santo Domingo with Botero's reclining woman, the Palace of the Inquisition, and sunset from the ramparts.",
          "Dalla porta della Torre dell'Orologio nella città murata: balconi traboccanti di bouganville, la Plaza de Santo Domingo con la donna sdraiata di Botero, il Palazzo dell'Inquisizione e il tramonto dai bastioni.",
          "Por la puerta de la Torre del Reloj a la ciudad amurallada: balcones desbordados de buganvilla, la plaza de Santo Domingo con la Gertrudis de Botero, el Palacio de la Inquisición y el atardecer desde las murallas.",
          "Par la porte de la tour de l'Horloge dans la ville fortifiée : balcons débordant de bougainvilliers, la place Santo Domingo et la femme allongée de Botero, le palais de l'Inquisition et le coucher du soleil sur les remparts.",
          "Durch das Tor des Uhrturms in die ummauerte Stadt: Balkone voller Bougainvillea, die Plaza de Santo Domingo mit Boteros liegender Frau, der Palast der Inquisition und der Sonnenuntergang von den Wällen.",
        ],
      ],
      [
        "see",
        [
          "Cartagena: San Felipe castle and Getsemaní",
          "Cartagena: il castello di San Felipe e Getsemaní",
          "Cartagena de Indias: el castillo San Felipe y Getsemaní",
          "Carthagène : le château San Felipe et Getsemaní",
          "Cartagena: die Festung San Felipe und Getsemaní",
        ],
        [
          "The Castillo San Felipe de Barajas, the largest Spanish fortress in the Americas, with its tunnels built to carry sound, then the murals and hanging umbrellas of Getsemaní and the Plaza de la Trinidad.",
          "Il Castillo San Felipe de Barajas, la più grande fortezza spagnola delle Americhe, con i suoi tunnel costruiti per propagare i suoni, poi i murales e gli ombrelli sospesi di Getsemaní e la Plaza de la Trinidad.",
          "El castillo San Felipe de Barajas, la mayor fortaleza española de América, con sus túneles hechos para llevar el sonido, y luego los murales y los paraguas colgados de Getsemaní y la plaza de la Trinidad.",
          "Le Castillo San Felipe de Barajas, la plus grande forteresse espagnole des Amériques, avec ses tunnels conçus pour porter le son, puis les fresques et les parapluies suspendus de Getsemaní et la place de la Trinidad.",
          "Das Castillo San Felipe de Barajas, die größte spanische Festung Amerikas, mit Tunneln, die den Schall weitertragen, dann die Wandbilder und aufgehängten Schirme von Getsemaní und die Plaza de la Trinidad.",
        ],
      ],
      [
        "food",
        [
          "Cartagena: arepas de huevo and coconut rice",
          "Cartagena: arepas de huevo e riso al cocco",
          "Cartagena de Indias: arepas de huevo y arroz con coco",
          "Carthagène : arepas de huevo et riz au coco",
          "Cartagena: Arepas de Huevo und Kokosreis",
        ],
        [
          "Arepas de huevo fried on the street, fruit cut by the palenqueras in their bright dresses, the Bazurto market, then fried mojarra with coconut rice and patacones, and cocadas from the Portal de los Dulces.",
          "Le arepas de huevo fritte per strada, la frutta tagliata dalle palenqueras nei loro vestiti sgargianti, il mercato di Bazurto, poi mojarra fritta con riso al cocco e patacones, e le cocadas del Portal de los Dulces.",
          "Arepas de huevo fritas en la calle, fruta picada por las palenqueras de vestidos vivos, el mercado de Bazurto, y luego mojarra frita con arroz con coco y patacones, y cocadas del Portal de los Dulces.",
          "Les arepas de huevo frites dans la rue, les fruits coupés par les palenqueras en robes vives, le marché de Bazurto, puis la mojarra frite avec riz au coco et patacones, et les cocadas du Portal de los Dulces.",
          "Auf der Straße frittierte Arepas de Huevo, Obst von den Palenqueras in ihren leuchtenden Kleidern, der Bazurto-Markt, dann frittierte Mojarra mit Kokosreis und Patacones und Cocadas vom Portal de los Dulces.",
        ],
      ],
      [
        "night",
        [
          "Cartagena: salsa and champeta in Getsemaní",
          "Cartagena: salsa e champeta a Getsemaní",
          "Cartagena de Indias: salsa y champeta en Getsemaní",
          "Carthagène : salsa et champeta à Getsemaní",
          "Cartagena: Salsa und Champeta in Getsemaní",
        ],
        [
          "An evening on the Plaza de la Trinidad, where street performers and food carts gather, then the live salsa bands of Café Havana and a bar playing champeta, the Afro-Caribbean dance music of the coast.",
          "Una serata sulla Plaza de la Trinidad, tra artisti di strada e carretti di cibo, poi le band di salsa dal vivo del Café Havana e un locale che suona champeta, la musica afrocaraibica della costa.",
          "Una noche en la plaza de la Trinidad, entre artistas callejeros y carritos de comida, y luego las orquestas de salsa en vivo del Café Havana y un bar de champeta, la música afrocaribe de la costa.",
          "Une soirée sur la place de la Trinidad, entre artistes de rue et chariots de nourriture, puis les orchestres de salsa du Café Havana et un bar de champeta, la musique afro-caribéenne de la côte.",
          "Ein Abend auf der Plaza de la Trinidad zwischen Straßenkünstlern und Imbisswagen, dann die Live-Salsabands des Café Havana und eine Bar mit Champeta, der afrokaribischen Tanzmusik der Küste.",
        ],
      ],
    ],
  },
  "COL Rosario Islands": {
    days: [
      [
        "see",
        [
          "Rosario Islands: Isla Grande and its mangroves",
          "Isole del Rosario: Isla Grande e le sue mangrovie",
          "Islas del Rosario: Isla Grande y sus manglares",
          "Îles du Rosaire : Isla Grande et ses mangroves",
          "Rosario-Inseln: Isla Grande und ihre Mangroven",
        ],
        [
          "A walk across Isla Grande, the largest of the islands, through dry forest to the village of Orika, then a canoe into its mangrove lagoon, which glows with bioluminescent plankton after dark.",
          "Una camminata attraverso Isla Grande, la più grande delle isole, nel bosco secco fino al villaggio di Orika, poi una canoa nella laguna di mangrovie, che dopo il tramonto brilla di plancton bioluminescente.",
          "Una caminata por Isla Grande, la mayor de las islas, por el bosque seco hasta el caserío de Orika, y luego una canoa por su ciénaga de manglar, que de noche brilla con plancton bioluminiscente.",
          "Une marche à travers Isla Grande, la plus grande des îles, par la forêt sèche jusqu'au village d'Orika, puis une pirogue dans sa lagune de mangrove, qui brille la nuit de plancton bioluminescent.",
          "Ein Gang über die Isla Grande, die größte der Inseln, durch Trockenwald zum Dorf Orika, dann im Kanu in die Mangrovenlagune, die nach Einbruch der Dunkelheit von biolumineszentem Plankton leuchtet.",
        ],
      ],
      [
        "boat",
        [
          "Rosario Islands: coral gardens by launch",
          "Isole del Rosario: i giardini di corallo in barca",
          "Islas del Rosario: jardines de coral en lancha",
          "Îles du Rosaire : les jardins de corail en bateau",
          "Rosario-Inseln: Korallengärten mit dem Boot",
        ],
        [
          "A launch among the coral islands of the national park, past Santa Cruz del Islote, one of the most crowded islands on Earth, with stops to swim with a mask over coral gardens in clear turquoise water.",
          "Una barca tra le isole coralline del parco nazionale, davanti a Santa Cruz del Islote, una delle isole più affollate della Terra, con soste per nuotare con la maschera sui giardini di corallo nell'acqua turchese limpida.",
          "Una lancha entre las islas coralinas del parque nacional, frente a Santa Cruz del Islote, una de las islas más pobladas del mundo, con paradas para nadar con careta sobre jardines de coral en agua turquesa.",
          "Un bateau entre les îles coralliennes du parc national, devant Santa Cruz del Islote, l'une des îles les plus peuplées du monde, avec des arrêts pour nager avec masque au-dessus des jardins de corail dans l'eau turquoise.",
          "Ein Boot zwischen den Koralleninseln des Nationalparks, vorbei an Santa Cruz del Islote, einer der am dichtesten bewohnten Inseln der Welt, mit Halt zum Schwimmen mit Maske über Korallengärten in klarem türkisem Wasser.",
        ],
      ],
    ],
  },
  "COL Tayrona": {
    days: [
      [
        "see",
        [
          "Tayrona: the forest trail to Cabo San Juan",
          "Tayrona: il sentiero nella foresta fino a Cabo San Juan",
          "Tayrona: el sendero por la selva hasta el Cabo San Juan",
          "Tayrona : le sentier en forêt jusqu'au Cabo San Juan",
          "Tayrona: der Waldpfad zum Cabo San Juan",
        ],
        [
          "From the Cañaveral gate the trail winds through coastal forest with howler monkeys and blue lizards, along the boulder-strewn beach of Arrecifes and La Piscina, to the twin coves of Cabo San Juan del Guía.",
          "Dall'ingresso di Cañaveral il sentiero si snoda nella foresta costiera tra scimmie urlatrici e lucertole azzurre, lungo la spiaggia di massi di Arrecifes e La Piscina, fino alle calette gemelle di Cabo San Juan del Guía.",
          "Desde la entrada de Cañaveral el sendero serpentea por el bosque costero, con monos aulladores y lagartijas azules, por las playas de rocas de Arrecifes y La Piscina, hasta las calas gemelas del Cabo San Juan del Guía.",
          "Depuis l'entrée de Cañaveral, le sentier serpente dans la forêt côtière parmi singes hurleurs et lézards bleus, le long des plages de rochers d'Arrecifes et de La Piscina, jusqu'aux criques jumelles du Cabo San Juan del Guía.",
          "Vom Eingang Cañaveral windet sich der Pfad durch Küstenwald mit Brüllaffen und blauen Eidechsen, an den Felsstränden von Arrecifes und La Piscina vorbei zu den Zwillingsbuchten des Cabo San Juan del Guía.",
        ],
      ],
      [
        "beach",
        [
          "Tayrona: swimming at La Piscina and Cabo San Juan",
          "Tayrona: bagni a La Piscina e Cabo San Juan",
          "Tayrona: baño en La Piscina y el Cabo San Juan",
          "Tayrona : baignade à La Piscina et au Cabo San Juan",
          "Tayrona: Baden in La Piscina und am Cabo San Juan",
        ],
        [
          "A beach day on the coves where swimming is safe, La Piscina, sheltered by a reef, and the two bays of Cabo San Juan under their palms, with the Sierra Nevada rising green behind the shore.",
          "Una giornata di mare nelle calette dove si può nuotare sicuri, La Piscina, riparata da una barriera, e le due baie di Cabo San Juan sotto le palme, con la Sierra Nevada che sale verde alle spalle della riva.",
          "Un día de playa en las calas donde se puede nadar, La Piscina, resguardada por un arrecife, y las dos bahías del Cabo San Juan bajo sus palmeras, con la Sierra Nevada alzándose verde detrás de la costa.",
          "Une journée plage dans les criques où l'on peut nager sans danger, La Piscina, abritée par un récif, et les deux baies du Cabo San Juan sous leurs palmiers, avec la Sierra Nevada qui s'élève, verte, derrière le rivage.",
          "Ein Strandtag in den Buchten, in denen man sicher schwimmen kann, La Piscina hinter einem Riff und die zwei Buchten des Cabo San Juan unter Palmen, während hinter der Küste grün die Sierra Nevada aufsteigt.",
        ],
      ],
    ],
  },
  "COL Lost City": {
    months: [10, 8],
    days: [
      [
        "trek",
        [
          "Lost City: from El Mamey to the first camp",
          "Ciudad Perdida: da El Mamey al primo campo",
          "Ciudad Perdida: de El Mamey al primer campamento",
          "Ciudad Perdida : d'El Mamey au premier camp",
          "Ciudad Perdida: von El Mamey zum ersten Lager",
        ],
        [
          "From the village of El Mamey the trail crosses the Buritaca river and climbs through cleared hills and forest, with fruit stops at farms, to the first camp, where the river has a pool for a swim.",
          "Dal villaggio di El Mamey il sentiero attraversa il fiume Buritaca e sale tra colline disboscate e foresta, con soste di frutta nelle fattorie, fino al primo campo, dove il fiume offre una pozza per un bagno.",
          "Desde el caserío de El Mamey el camino cruza el río Buritaca y sube entre lomas peladas y selva, con paradas de fruta en las fincas, hasta el primer campamento, donde el río tiene un pozo para bañarse.",
          "Du village d'El Mamey, le sentier traverse le Buritaca et monte entre collines défrichées et forêt, avec des pauses fruits dans les fermes, jusqu'au premier camp, où la rivière offre un bassin pour se baigner.",
          "Vom Dorf El Mamey quert der Pfad den Buritaca und steigt durch gerodete Hügel und Wald, mit Obstpausen auf Höfen, zum ersten Lager, wo der Fluss ein Becken zum Baden hat.",
        ],
      ],
      [
        "trek",
        [
          "Lost City: past the Kogi village of Mutanyi",
          "Ciudad Perdida: oltre il villaggio kogi di Mutanyi",
          "Ciudad Perdida: por la aldea kogui de Mutanyi",
          "Ciudad Perdida : par le village kogi de Mutanyi",
          "Ciudad Perdida: am Kogi-Dorf Mutanyi vorbei",
        ],
        [
          "Deeper into the Sierra Nevada, past Mutanyi, a village of round thatched huts where the Kogi live in white clothes, and on through forest along the Buritaca to the camp closest to the ruins.",
          "Più dentro la Sierra Nevada, oltre Mutanyi, villaggio di capanne rotonde col tetto di paglia dove vivono i kogi vestiti di bianco, e avanti nella foresta lungo il Buritaca fino al campo più vicino alle rovine.",
          "Más adentro de la Sierra Nevada, pasando Mutanyi, una aldea de bohíos redondos de paja donde viven los kogui vestidos de blanco, y por la selva junto al Buritaca hasta el campamento más cercano a las ruinas.",
          "Plus loin dans la Sierra Nevada, par Mutanyi, village de huttes rondes au toit de chaume où vivent les Kogis vêtus de blanc, puis à travers la forêt le long du Buritaca jusqu'au camp le plus proche des ruines.",
          "Tiefer in die Sierra Nevada, vorbei an Mutanyi, einem Dorf aus runden Strohhütten, in dem die weiß gekleideten Kogi leben, und weiter durch den Wald am Buritaca zum Lager, das den Ruinen am nächsten liegt.",
        ],
      ],
      [
        "trek",
        [
          "Lost City: up the 1,200 steps to Teyuna",
          "Ciudad Perdida: i 1.200 gradini fino a Teyuna",
          "Ciudad Perdida: los 1.200 escalones hasta Teyuna",
          "Ciudad Perdida : les 1 200 marches jusqu'à Teyuna",
          "Ciudad Perdida: die 1.200 Stufen nach Teyuna",
        ],
        [
          "At first light, across the river and up some 1,200 mossy stone steps into Teyuna, the city of the Tayrona, then a morning among its circular terraces, older than Machu Picchu, with the forest all around.",
          "Alle prime luci, oltre il fiume e su per circa 1.200 gradini di pietra coperti di muschio fino a Teyuna, la città dei tayrona, poi una mattina tra le sue terrazze circolari, più antiche di Machu Picchu, circondate dalla foresta.",
          "Con la primera luz, se cruza el río y se suben unos 1.200 escalones de piedra cubiertos de musgo hasta Teyuna, la ciudad de los tayrona, y luego una mañana entre sus terrazas circulares, más antiguas que Machu Picchu, rodeadas de selva.",
          "Aux premières lueurs, la traversée de la rivière et quelque 1 200 marches de pierre moussues jusqu'à Teyuna, la cité des Tayronas, puis une matinée parmi ses terrasses circulaires, plus anciennes que le Machu Picchu, cernées par la forêt.",
          "Im ersten Licht über den Fluss und rund 1.200 moosige Steinstufen hinauf nach Teyuna, der Stadt der Tayrona, dann ein Vormittag zwischen ihren runden Terrassen, älter als Machu Picchu, mitten im Wald.",
        ],
      ],
      [
        "trek",
        [
          "Lost City: the long way back to El Mamey",
          "Ciudad Perdida: il lungo ritorno a El Mamey",
          "Ciudad Perdida: el largo regreso a El Mamey",
          "Ciudad Perdida : le long retour vers El Mamey",
          "Ciudad Perdida: der lange Rückweg nach El Mamey",
        ],
        [
          "Back down the valley along the same trail, with river crossings on foot, a last swim in the Buritaca and a lunch of fish and rice in El Mamey before the jeeps return to the coast.",
          "Di nuovo giù per la valle sullo stesso sentiero, con guadi a piedi, un ultimo bagno nel Buritaca e un pranzo di pesce e riso a El Mamey prima che le jeep tornino verso la costa.",
          "Valle abajo por el mismo camino, con cruces del río a pie, un último baño en el Buritaca y un almuerzo de pescado con arroz en El Mamey antes de que los jeeps regresen a la costa.",
          "La descente de la vallée par le même sentier, avec des gués à pied, une dernière baignade dans le Buritaca et un déjeuner de poisson et de riz à El Mamey avant que les jeeps ne regagnent la côte.",
          "Auf demselben Pfad das Tal hinab, mit Flussdurchquerungen zu Fuß, einem letzten Bad im Buritaca und einem Mittagessen mit Fisch und Reis in El Mamey, bevor die Jeeps zur Küste zurückfahren.",
        ],
      ],
      [
        "see",
        [
          "Lost City: Teyuna with a Wiwa guide",
          "Ciudad Perdida: Teyuna con una guida wiwa",
          "Ciudad Perdida: Teyuna con un guía wiwa",
          "Ciudad Perdida : Teyuna avec un guide wiwa",
          "Ciudad Perdida: Teyuna mit einem Wiwa-Führer",
        ],
        [
          "A slow morning in Teyuna with a guide from the Wiwa people, who explains the terraces, paved paths and ceremonial circles as sacred places still visited by the mamos, the spiritual leaders of the Sierra.",
          "Una mattina lenta a Teyuna con una guida del popolo wiwa, che spiega terrazze, sentieri lastricati e cerchi cerimoniali come luoghi sacri ancora frequentati dai mamos, le guide spirituali della Sierra.",
          "Una mañana tranquila en Teyuna con un guía del pueblo wiwa, que explica las terrazas, los caminos empedrados y los círculos ceremoniales como lugares sagrados que aún visitan los mamos, los líderes espirituales de la Sierra.",
          "Une matinée sans hâte à Teyuna avec un guide du peuple wiwa, qui présente terrasses, chemins dallés et cercles cérémoniels comme des lieux sacrés encore fréquentés par les mamos, les guides spirituels de la Sierra.",
          "Ein ruhiger Vormittag in Teyuna mit einem Führer vom Volk der Wiwa, der Terrassen, gepflasterte Wege und Zeremonialkreise als heilige Orte erklärt, die die Mamos, die spirituellen Führer der Sierra, noch immer besuchen.",
        ],
      ],
    ],
  },
  "VEN Caracas": {
    days: [
      [
        "see",
        [
          "Caracas: Plaza Bolívar and the Panteón Nacional",
          "Caracas: Plaza Bolívar e il Panteón Nacional",
          "Caracas: la plaza Bolívar y el Panteón Nacional",
          "Caracas : la place Bolívar et le Panteón Nacional",
          "Caracas: Plaza Bolívar und das Panteón Nacional",
        ],
        [
          "The Plaza Bolívar under its mango trees, with the cathedral and the Casa Natal where Simón Bolívar was born, then the Panteón Nacional, where the Liberator lies beneath painted vaults.",
          "La Plaza Bolívar sotto i suoi alberi di mango, con la cattedrale e la Casa Natal dove nacque Simón Bolívar, poi il Panteón Nacional, dove il Libertador riposa sotto volte dipinte.",
          "La plaza Bolívar bajo sus mangos, con la catedral y la Casa Natal donde nació Simón Bolívar, y luego el Panteón Nacional, donde el Libertador descansa bajo bóvedas pintadas.",
          "La place Bolívar sous ses manguiers, avec la cathédrale et la Casa Natal où naquit Simón Bolívar, puis le Panteón Nacional, où le Libertador repose sous des voûtes peintes.",
          "Die Plaza Bolívar unter ihren Mangobäumen mit der Kathedrale und der Casa Natal, in der Simón Bolívar geboren wurde, dann das Panteón Nacional, wo der Befreier unter bemalten Gewölben ruht.",
        ],
      ],
      [
        "see",
        [
          "Caracas: the cable car up El Ávila",
          "Caracas: la funivia sull'Ávila",
          "Caracas: el teleférico al Ávila",
          "Caracas : le téléphérique de l'Ávila",
          "Caracas: die Seilbahn auf den Ávila",
        ],
        [
          "The Warairarepano cable car up the green wall of El Ávila, the mountain between the city and the sea, for views down over Caracas and out to the Caribbean, and a walk to the flower farms of Galipán.",
          "La funivia Warairarepano sale sulla parete verde dell'Ávila, la montagna tra la città e il mare, per la vista su Caracas e sul mar dei Caraibi, e una passeggiata fino alle coltivazioni di fiori di Galipán.",
          "El teleférico Warairarepano sube por la pared verde del Ávila, la montaña entre la ciudad y el mar, para ver Caracas a los pies y el Caribe al otro lado, con un paseo hasta los cultivos de flores de Galipán.",
          "Le téléphérique Warairarepano gravit la muraille verte de l'Ávila, la montagne entre la ville et la mer, pour la vue sur Caracas et sur la mer des Caraïbes, et une balade jusqu'aux cultures de fleurs de Galipán.",
          "Die Seilbahn Warairarepano fährt die grüne Wand des Ávila hinauf, des Berges zwischen Stadt und Meer, mit Blick hinab auf Caracas und hinaus auf die Karibik, und ein Spaziergang zu den Blumenfeldern von Galipán.",
        ],
      ],
      [
        "food",
        [
          "Caracas: arepas, cachapas and pabellón",
          "Caracas: arepas, cachapas e pabellón",
          "Caracas: arepas, cachapas y pabellón",
          "Caracas : arepas, cachapas et pabellón",
          "Caracas: Arepas, Cachapas und Pabellón",
        ],
        [
          "Arepas split and stuffed at an arepera, from reina pepiada of chicken and avocado to black beans and white cheese, a sweet corn cachapa with queso de mano, tequeños, and the pabellón criollo.",
          "Arepas aperte e farcite in un'arepera, dalla reina pepiada di pollo e avocado ai fagioli neri con formaggio bianco, una cachapa di mais dolce con queso de mano, i tequeños e il pabellón criollo.",
          "Arepas abiertas y rellenas en una arepera, de la reina pepiada de pollo y aguacate a las caraotas con queso blanco, una cachapa con queso de mano, tequeños y el pabellón criollo.",
          "Des arepas ouvertes et garnies dans une arepera, de la reina pepiada au poulet et à l'avocat aux haricots noirs et fromage blanc, une cachapa de maïs doux au queso de mano, des tequeños et le pabellón criollo.",
          "Aufgeschnittene und gefüllte Arepas in einer Arepera, von der Reina Pepiada mit Huhn und Avocado bis zu schwarzen Bohnen mit Weißkäse, eine süße Maiscachapa mit Queso de Mano, Tequeños und der Pabellón Criollo.",
        ],
      ],
    ],
  },
  "VEN Canaima": {
    days: [
      [
        "see",
        [
          "Canaima: the lagoon and the walk behind Salto El Sapo",
          "Canaima: la laguna e il passaggio dietro il Salto El Sapo",
          "Canaima: la laguna y el paso tras el Salto El Sapo",
          "Canaima : la lagune et le passage derrière le Salto El Sapo",
          "Canaima: die Lagune und der Weg hinter dem Salto El Sapo",
        ],
        [
          "The pink-tinged lagoon of Canaima, fed by the Hacha, Ucaima and Golondrina falls under the flat tops of the tepuis, then a path that runs behind the curtain of water of Salto El Sapo.",
          "La laguna di Canaima dalle acque rosate, alimentata dalle cascate Hacha, Ucaima e Golondrina sotto le cime piatte dei tepui, poi un sentiero che passa dietro la cortina d'acqua del Salto El Sapo.",
          "La laguna de Canaima, de agua rosada, alimentada por los saltos Hacha, Ucaima y Golondrina bajo las cimas planas de los tepuyes, y luego un sendero que pasa detrás de la cortina de agua del Salto El Sapo.",
          "La lagune de Canaima aux eaux rosées, nourrie par les chutes Hacha, Ucaima et Golondrina sous les sommets plats des tepuys, puis un sentier qui passe derrière le rideau d'eau du Salto El Sapo.",
          "Die rosa schimmernde Lagune von Canaima, gespeist von den Fällen Hacha, Ucaima und Golondrina unter den flachen Gipfeln der Tepuis, dann ein Pfad, der hinter dem Wasservorhang des Salto El Sapo verläuft.",
        ],
      ],
      [
        "see",
        [
          "Canaima: Salto Yuri and Isla Orquídea",
          "Canaima: il Salto Yuri e l'Isla Orquídea",
          "Canaima: el Salto Yuri y la isla Orquídea",
          "Canaima : le Salto Yuri et l'île Orquídea",
          "Canaima: Salto Yuri und die Isla Orquídea",
        ],
        [
          "A curiara, the long dugout of the Pemón, up the Carrao river past rapids to a forest walk to Salto Yuri, then a swim and a picnic on Isla Orquídea in the middle of the river.",
          "Una curiara, la lunga piroga dei pemón, risale il fiume Carrao oltre le rapide fino a una camminata nel bosco verso il Salto Yuri, poi un bagno e un picnic sull'Isla Orquídea in mezzo al fiume.",
          "Una curiara de los pemón sube por el río Carrao, pasando los rápidos, hasta una caminata por el bosque al Salto Yuri, y luego un baño y un almuerzo en la isla Orquídea, en medio del río.",
          "Une curiara, la longue pirogue des Pemóns, remonte le Carrao par les rapides jusqu'à une marche en forêt vers le Salto Yuri, puis baignade et pique-nique sur l'île Orquídea, au milieu de la rivière.",
          "Eine Curiara, der lange Einbaum der Pemón, fährt den Carrao über Stromschnellen hinauf zu einem Waldweg zum Salto Yuri, dann Baden und Picknick auf der Isla Orquídea mitten im Fluss.",
        ],
      ],
    ],
  },
  "VEN Angel Falls": {
    months: [6, 12],
    days: [
      [
        "see",
        [
          "Angel Falls: by curiara to the Mirador Laime",
          "Salto Angel: in curiara fino al Mirador Laime",
          "Salto Ángel: en curiara hasta el mirador Laime",
          "Salto Ángel : en curiara jusqu'au mirador Laime",
          "Salto Ángel: im Einbaum zum Mirador Laime",
        ],
        [
          "Up the Carrao and Churún rivers by curiara into the Devil's Canyon of Auyán-tepui, to Isla Ratoncito, then a climb through the forest to the Mirador Laime facing the world's highest waterfall, dropping almost 980 m from the rim.",
          "Su per i fiumi Carrao e Churún in curiara nel Cañón del Diablo dell'Auyán-tepui fino all'Isla Ratoncito, poi una salita nel bosco al Mirador Laime, davanti alla cascata più alta del mondo, quasi un chilometro d'acqua in caduta.",
          "Por los ríos Carrao y Churún en curiara hasta el Cañón del Diablo del Auyán-tepui y la isla Ratoncito, y luego una subida por la selva al mirador Laime, frente a la cascada más alta del mundo, casi un kilómetro de agua en caída.",
          "En curiara sur le Carrao puis le Churún jusqu'au canyon du Diable de l'Auyán-tepui et à l'île Ratoncito, puis une montée en forêt jusqu'au mirador Laime, face à la plus haute chute du monde, près d'un kilomètre d'eau.",
          "Im Einbaum den Carrao und den Churún hinauf in die Teufelsschlucht des Auyán-tepui bis zur Isla Ratoncito, dann durch den Wald hinauf zum Mirador Laime vor dem höchsten Wasserfall der Welt, fast ein Kilometer fallendes Wasser.",
        ],
      ],
      [
        "see",
        [
          "Angel Falls: the flight around Auyán-tepui",
          "Salto Angel: il volo intorno all'Auyán-tepui",
          "Salto Ángel: el vuelo alrededor del Auyán-tepui",
          "Salto Ángel : le vol autour de l'Auyán-tepui",
          "Salto Ángel: der Flug um den Auyán-tepui",
        ],
        [
          "A light aircraft from Canaima along the cliffs of Auyán-tepui and into the canyon, where the pilot circles in front of Angel Falls as it drops from the rim of the table mountain, then back over the lagoon.",
          "Un piccolo aereo da Canaima lungo le pareti dell'Auyán-tepui e dentro il canyon, dove il pilota gira davanti al Salto Angel che precipita dal bordo della montagna tavolare, poi ritorno sopra la laguna.",
          "Una avioneta desde Canaima a lo largo de las paredes del Auyán-tepui y dentro del cañón, donde el piloto gira frente al Salto Ángel que cae del borde de la montaña tabular, y la vuelta sobre la laguna.",
          "Un petit avion de Canaima le long des parois de l'Auyán-tepui et dans le canyon, où le pilote tourne devant le Salto Ángel qui tombe du bord de la montagne tabulaire, puis retour au-dessus de la lagune.",
          "Ein Kleinflugzeug von Canaima an den Wänden des Auyán-tepui entlang in die Schlucht, wo der Pilot vor dem Salto Ángel kreist, der von der Kante des Tafelbergs stürzt, dann zurück über die Lagune.",
        ],
      ],
    ],
  },
  "VEN Roraima": {
    days: [
      [
        "trek",
        [
          "Roraima: from Paraitepui to the Tek river",
          "Roraima: da Paraitepui al fiume Tek",
          "Roraima: de Paraitepui al río Tek",
          "Roraima : de Paraitepui à la rivière Tek",
          "Roraima: von Paraitepui zum Tek-Fluss",
        ],
        [
          "From the Pemón village of Paraitepui across the rolling savanna of the Gran Sabana, with Roraima and Kukenán rising ahead like walls, to camp by the Tek river.",
          "Dal villaggio pemón di Paraitepui attraverso la savana ondulata della Gran Sabana, con il Roraima e il Kukenán che si alzano davanti come muraglie, fino al campo sul fiume Tek.",
          "Desde la aldea pemón de Paraitepui por la sabana ondulada de la Gran Sabana, con el Roraima y el Kukenán alzándose delante como murallas, hasta el campamento junto al río Tek.",
          "Du village pemón de Paraitepui à travers la savane ondulée de la Gran Sabana, avec le Roraima et le Kukenán dressés devant comme des murailles, jusqu'au camp au bord de la rivière Tek.",
          "Vom Pemón-Dorf Paraitepui über die hügelige Savanne der Gran Sabana, vor sich Roraima und Kukenán wie Mauern, zum Lager am Tek-Fluss.",
        ],
      ],
      [
        "trek",
        [
          "Roraima: across the Kukenán to the base camp",
          "Roraima: oltre il Kukenán fino al campo base",
          "Roraima: cruzando el Kukenán hasta el campamento base",
          "Roraima : par le Kukenán jusqu'au camp de base",
          "Roraima: über den Kukenán zum Basislager",
        ],
        [
          "A wade across the Kukenán river, then a long climb up the grassy slopes to the base camp at the foot of the cliffs, where waterfalls pour off the plateau in the afternoon light.",
          "Il guado del fiume Kukenán, poi una lunga salita sui pendii erbosi fino al campo base ai piedi delle pareti, dove le cascate scendono dall'altopiano nella luce del pomeriggio.",
          "El vadeo del río Kukenán y luego una larga subida por laderas de hierba hasta el campamento base, al pie de las paredes, donde las cascadas caen del tepuy con la luz de la tarde.",
          "Le passage à gué du Kukenán, puis une longue montée dans les pentes herbeuses jusqu'au camp de base au pied des falaises, où des cascades tombent du plateau dans la lumière de l'après-midi.",
          "Eine Furt durch den Kukenán, dann ein langer Aufstieg über Grashänge zum Basislager am Fuß der Felswände, wo im Nachmittagslicht Wasserfälle vom Plateau stürzen.",
        ],
      ],
      [
        "trek",
        [
          "Roraima: up La Rampa to the summit",
          "Roraima: su per La Rampa fino alla vetta",
          "Roraima: por La Rampa hasta la cima",
          "Roraima : par La Rampa jusqu'au sommet",
          "Roraima: über La Rampa zum Gipfel",
        ],
        [
          "Up La Rampa, the natural ledge that slants across the sheer wall through cloud forest and under the spray of the Paso de las Lágrimas, onto the summit plateau to camp in a rock shelter.",
          "Su per La Rampa, la cengia naturale che taglia in diagonale la parete verticale tra foresta di nebbia e sotto gli spruzzi del Paso de las Lágrimas, fino all'altopiano della vetta per dormire sotto un riparo di roccia.",
          "Por La Rampa, la cornisa natural que cruza en diagonal la pared vertical entre bosque nuboso y bajo la lluvia del Paso de las Lágrimas, hasta la meseta de la cima para acampar en un abrigo rocoso.",
          "Par La Rampa, la vire naturelle qui traverse en biais la paroi verticale dans la forêt de nuages et sous les embruns du Paso de las Lágrimas, jusqu'au plateau sommital pour camper sous un abri de roche.",
          "Über La Rampa, das natürliche Band, das schräg durch die senkrechte Wand führt, durch Nebelwald und unter der Gischt des Paso de las Lágrimas, auf das Gipfelplateau zum Lager unter einem Felsdach.",
        ],
      ],
      [
        "trek",
        [
          "Roraima: down to the savanna",
          "Roraima: giù fino alla savana",
          "Roraima: bajada a la sabana",
          "Roraima : la descente vers la savane",
          "Roraima: hinab in die Savanne",
        ],
        [
          "Down La Rampa and across the base camp and the rivers to the savanna, with a last look back at the wall of the tepui from the grasslands before the Pemón village of Paraitepui.",
          "Giù per La Rampa, oltre il campo base e i fiumi fino alla savana, con un ultimo sguardo alla parete del tepui dalle praterie prima del villaggio pemón di Paraitepui.",
          "Bajada por La Rampa, el campamento base y los ríos hasta la sabana, con una última mirada a la pared del tepuy desde los pastizales antes de la aldea pemón de Paraitepui.",
          "La descente par La Rampa, le camp de base et les rivières jusqu'à la savane, avec un dernier regard sur la paroi du tepuy depuis les prairies avant le village pemón de Paraitepui.",
          "Hinab über La Rampa, am Basislager vorbei und durch die Flüsse in die Savanne, mit einem letzten Blick auf die Wand des Tepui vom Grasland aus vor dem Pemón-Dorf Paraitepui.",
        ],
      ],
      [
        "see",
        [
          "Roraima: the summit plateau",
          "Roraima: l'altopiano della vetta",
          "Roraima: la meseta de la cima",
          "Roraima : le plateau sommital",
          "Roraima: das Gipfelplateau",
        ],
        [
          "A day across the black rock of the summit: the Valle de los Cristales strewn with quartz, the pink-sand pools called jacuzzis, El Foso sinkhole, carnivorous plants and the Triple Point where three countries meet.",
          "Una giornata sulla roccia nera della vetta: la Valle de los Cristales disseminata di quarzo, le pozze di sabbia rosa chiamate jacuzzi, la voragine di El Foso, le piante carnivore e il Punto Triplo dove si incontrano tre paesi.",
          "Un día por la roca negra de la cima: el Valle de los Cristales sembrado de cuarzo, los pozos de arena rosada llamados jacuzzis, El Foso, las plantas carnívoras y el Punto Triple donde se juntan tres países.",
          "Une journée sur la roche noire du sommet : la Valle de los Cristales parsemée de quartz, les vasques de sable rose appelées jacuzzis, le gouffre d'El Foso, les plantes carnivores et le Triple Point où se rencontrent trois pays.",
          "Ein Tag auf dem schwarzen Gestein des Gipfels: das mit Quarz übersäte Valle de los Cristales, die Becken mit rosa Sand, Jacuzzis genannt, das Erdloch El Foso, fleischfressende Pflanzen und der Dreiländerpunkt.",
        ],
      ],
    ],
  },
  "VEN Mérida": {
    days: [
      [
        "see",
        [
          "Mérida: the Mukumbarí cable car to Pico Espejo",
          "Mérida: la funivia Mukumbarí fino al Pico Espejo",
          "Mérida: el teleférico Mukumbarí al Pico Espejo",
          "Mérida : le téléphérique Mukumbarí jusqu'au Pico Espejo",
          "Mérida: die Seilbahn Mukumbarí zum Pico Espejo",
        ],
        [
          "The Mukumbarí, one of the highest and longest cable cars on Earth, climbs in stages from the town through cloud forest and páramo to Pico Espejo at 4,765 m, facing Pico Bolívar, Venezuela's highest peak.",
          "Il Mukumbarí, una delle funivie più alte e lunghe della Terra, sale a tappe dalla città tra foresta di nebbia e páramo fino al Pico Espejo a 4.765 m, davanti al Pico Bolívar, la vetta più alta del Venezuela.",
          "El Mukumbarí, uno de los teleféricos más altos y largos del mundo, sube por tramos desde la ciudad entre bosque nublado y páramo hasta el Pico Espejo, a 4.765 m, frente al Pico Bolívar, el techo de Venezuela.",
          "Le Mukumbarí, l'un des téléphériques les plus hauts et les plus longs du monde, monte par tronçons de la ville à travers forêt de nuages et páramo jusqu'au Pico Espejo à 4 765 m, face au Pico Bolívar, point culminant du Venezuela.",
          "Die Mukumbarí, eine der höchsten und längsten Seilbahnen der Welt, steigt in Etappen von der Stadt durch Nebelwald und Páramo zum Pico Espejo auf 4.765 m, gegenüber dem Pico Bolívar, Venezuelas höchstem Gipfel.",
        ],
      ],
      [
        "food",
        [
          "Mérida: pisca andina and trout",
          "Mérida: pisca andina e trota",
          "Mérida: pisca andina y trucha",
          "Mérida : pisca andina et truite",
          "Mérida: Pisca Andina und Forelle",
        ],
        [
          "Breakfast of pisca andina, a broth with potato, egg and fresh cheese, with wheat arepas, then trout from the Andean streams, candied fruits and a glass of miche, the anise spirit of the mountains.",
          "Colazione di pisca andina, un brodo con patate, uovo e formaggio fresco, con arepas di frumento, poi trota dei torrenti andini, dolci di frutta candita e un bicchiere di miche, l'acquavite all'anice delle montagne.",
          "Desayuno de pisca andina, caldo con papa, huevo y queso fresco, con arepas de trigo, y luego trucha de los ríos andinos, dulces abrillantados y un trago de miche, el aguardiente de anís de la montaña.",
          "Petit-déjeuner de pisca andina, bouillon aux pommes de terre, à l'œuf et au fromage frais, avec des arepas de blé, puis truite des torrents andins, fruits confits et un verre de miche, l'eau-de-vie anisée des montagnes.",
          "Frühstück mit Pisca Andina, einer Brühe mit Kartoffeln, Ei und Frischkäse, dazu Weizen-Arepas, dann Forelle aus den Andenbächen, kandierte Früchte und ein Glas Miche, der Anisschnaps der Berge.",
        ],
      ],
    ],
  },
  "URY Montevideo": {
    days: [
      [
        "see",
        [
          "Montevideo: the Ciudad Vieja and Plaza Independencia",
          "Montevideo: la Ciudad Vieja e Plaza Independencia",
          "Montevideo: la Ciudad Vieja y la plaza Independencia",
          "Montevideo : la Ciudad Vieja et la place Independencia",
          "Montevideo: die Ciudad Vieja und die Plaza Independencia",
        ],
        [
          "Plaza Independencia with Artigas on horseback and the tower of the Palacio Salvo, through the old Citadel gate into the Ciudad Vieja and along Sarandí street, with a look inside the Teatro Solís opera house.",
          "Plaza Independencia con Artigas a cavallo e la torre del Palacio Salvo, poi dalla porta della Cittadella nella Ciudad Vieja e lungo calle Sarandí, con una visita al Teatro Solís.",
          "La plaza Independencia con Artigas a caballo y la torre del Palacio Salvo, y por la Puerta de la Ciudadela a la Ciudad Vieja y la peatonal Sarandí, con una visita al Teatro Solís.",
          "La place Independencia avec Artigas à cheval et la tour du Palacio Salvo, puis par la porte de la Citadelle dans la Ciudad Vieja et le long de la rue Sarandí, avec une visite du Teatro Solís.",
          "Die Plaza Independencia mit dem Reiterstandbild von Artigas und dem Turm des Palacio Salvo, durch das Tor der Zitadelle in die Ciudad Vieja und die Calle Sarandí entlang, mit einem Blick ins Teatro Solís.",
        ],
      ],
      [
        "see",
        [
          "Montevideo: the Rambla and Pocitos",
          "Montevideo: la Rambla e Pocitos",
          "Montevideo: la rambla y Pocitos",
          "Montevideo : la Rambla et Pocitos",
          "Montevideo: die Rambla und Pocitos",
        ],
        [
          "A long walk or bike ride along the Rambla, the promenade that follows the wide brown River Plate for miles, past fishermen and mate drinkers to the beach of Pocitos and the Montevideo sign.",
          "Una lunga camminata o pedalata sulla Rambla, il lungofiume che segue per chilometri il largo Río de la Plata, tra pescatori e bevitori di mate, fino alla spiaggia di Pocitos e alla scritta Montevideo.",
          "Una larga caminata o un paseo en bici por la rambla, que sigue kilómetros del ancho Río de la Plata, entre pescadores y gente tomando mate, hasta la playa de Pocitos y el cartel de Montevideo.",
          "Une longue marche ou balade à vélo sur la Rambla, la promenade qui suit sur des kilomètres le large Río de la Plata, entre pêcheurs et buveurs de maté, jusqu'à la plage de Pocitos et les lettres de Montevideo.",
          "Ein langer Spaziergang oder eine Radtour auf der Rambla, der Uferpromenade, die kilometerweit dem breiten Río de la Plata folgt, vorbei an Anglern und Mate-Trinkern bis zum Strand von Pocitos und dem Montevideo-Schriftzug.",
        ],
      ],
      [
        "food",
        [
          "Montevideo: the Mercado del Puerto and the chivito",
          "Montevideo: il Mercado del Puerto e il chivito",
          "Montevideo: el Mercado del Puerto y el chivito",
          "Montevideo : le Mercado del Puerto et le chivito",
          "Montevideo: der Mercado del Puerto und der Chivito",
        ],
        [
          "The parrillas under the iron roof of the Mercado del Puerto, with asado, morcilla and provoleta off the wood fire and a glass of medio y medio, then the chivito, Uruguay's towering steak sandwich.",
          "Le parrillas sotto la tettoia di ferro del Mercado del Puerto, con asado, morcilla e provoleta sul fuoco di legna e un bicchiere di medio y medio, poi il chivito, il panino alto con la bistecca simbolo dell'Uruguay.",
          "Las parrillas bajo el techo de hierro del Mercado del Puerto, con asado, morcilla y provoleta a la leña y una copa de medio y medio, y luego el chivito, el gran sándwich de lomo de Uruguay.",
          "Les parrillas sous la charpente de fer du Mercado del Puerto, asado, morcilla et provoleta au feu de bois et un verre de medio y medio, puis le chivito, l'imposant sandwich au steak de l'Uruguay.",
          "Die Parrillas unter dem Eisendach des Mercado del Puerto mit Asado, Morcilla und Provoleta vom Holzfeuer und einem Glas Medio y Medio, dann der Chivito, Uruguays hoch gestapeltes Steaksandwich.",
        ],
      ],
    ],
  },
  "URY Colonia del Sacramento": {
    days: [
      [
        "see",
        [
          "Colonia del Sacramento: the Barrio Histórico",
          "Colonia del Sacramento: il Barrio Histórico",
          "Colonia del Sacramento: el Barrio Histórico",
          "Colonia del Sacramento : le Barrio Histórico",
          "Colonia del Sacramento: das Barrio Histórico",
        ],
        [
          "The old Portuguese town on its point in the River Plate: the drawbridge of the Portón de Campo, the sloping stones of the Calle de los Suspiros, and the lighthouse beside the ruined convent of San Francisco.",
          "La vecchia città portoghese sulla sua punta nel Río de la Plata: il ponte levatoio del Portón de Campo, il selciato in pendenza della Calle de los Suspiros e il faro accanto alle rovine del convento di San Francisco.",
          "El viejo pueblo portugués en su punta sobre el Río de la Plata: el puente levadizo del Portón de Campo, el empedrado en pendiente de la calle de los Suspiros y el faro junto a las ruinas del convento de San Francisco.",
          "La vieille ville portugaise sur sa pointe dans le Río de la Plata : le pont-levis du Portón de Campo, les pavés en pente de la Calle de los Suspiros et le phare près des ruines du couvent de San Francisco.",
          "Die alte portugiesische Stadt auf ihrer Landspitze im Río de la Plata: die Zugbrücke des Portón de Campo, das abschüssige Pflaster der Calle de los Suspiros und der Leuchtturm neben der Ruine des Klosters San Francisco.",
        ],
      ],
      [
        "food",
        [
          "Colonia del Sacramento: Swiss colony cheese and Tannat",
          "Colonia del Sacramento: formaggi della colonia svizzera e Tannat",
          "Colonia del Sacramento: quesos de Colonia Suiza y tannat",
          "Colonia del Sacramento : fromages de la colonie suisse et tannat",
          "Colonia del Sacramento: Käse der Schweizer Kolonie und Tannat",
        ],
        [
          "Cheeses from the dairies of Nueva Helvecia, the colony founded by Swiss settlers, with a glass of Tannat, Uruguay's dark red wine, and a sunset dinner by the water in the old town.",
          "Formaggi dei caseifici di Nueva Helvecia, la colonia fondata da coloni svizzeri, con un bicchiere di Tannat, il rosso scuro dell'Uruguay, e una cena al tramonto sull'acqua nella città vecchia.",
          "Quesos de las queserías de Nueva Helvecia, la colonia fundada por inmigrantes suizos, con una copa de tannat, el tinto oscuro de Uruguay, y una cena al atardecer junto al agua en el casco antiguo.",
          "Des fromages des laiteries de Nueva Helvecia, la colonie fondée par des colons suisses, avec un verre de tannat, le rouge sombre de l'Uruguay, et un dîner au coucher du soleil au bord de l'eau dans la vieille ville.",
          "Käse aus den Molkereien von Nueva Helvecia, der von Schweizer Siedlern gegründeten Kolonie, dazu ein Glas Tannat, Uruguays dunkler Rotwein, und ein Abendessen bei Sonnenuntergang am Wasser in der Altstadt.",
        ],
      ],
    ],
  },
  "URY Carmelo": {
    days: [
      [
        "see",
        [
          "Carmelo: the swing bridge and the Calera de las Huérfanas",
          "Carmelo: il ponte girevole e la Calera de las Huérfanas",
          "Carmelo: el puente giratorio y la Calera de las Huérfanas",
          "Carmelo : le pont tournant et la Calera de las Huérfanas",
          "Carmelo: die Drehbrücke und die Calera de las Huérfanas",
        ],
        [
          "The old swing bridge over the Arroyo de las Vacas, still turned by hand to let boats through, the marina where the Paraná delta begins, and the Jesuit lime kilns and chapel ruins of the Calera de las Huérfanas.",
          "Il vecchio ponte girevole sull'Arroyo de las Vacas, ancora ruotato a mano per far passare le barche, il porticciolo dove comincia il delta del Paraná e le rovine delle fornaci di calce e della cappella gesuitiche della Calera de las Huérfanas.",
          "El viejo puente giratorio sobre el arroyo de las Vacas, que aún se gira a mano para dejar pasar los barcos, el puerto deportivo donde empieza el delta del Paraná y las ruinas jesuíticas de los hornos y la capilla de la Calera de las Huérfanas.",
          "Le vieux pont tournant sur l'Arroyo de las Vacas, encore manœuvré à la main pour laisser passer les bateaux, la marina où commence le delta du Paraná, et les ruines jésuites des fours à chaux et de la chapelle de la Calera de las Huérfanas.",
          "Die alte Drehbrücke über den Arroyo de las Vacas, die noch von Hand gedreht wird, um Boote durchzulassen, die Marina am Beginn des Paraná-Deltas und die Jesuitenruinen der Kalköfen und Kapelle der Calera de las Huérfanas.",
        ],
      ],
      [
        "food",
        [
          "Carmelo: Tannat in the vineyards",
          "Carmelo: Tannat tra le vigne",
          "Carmelo: tannat entre viñedos",
          "Carmelo : le tannat dans les vignes",
          "Carmelo: Tannat in den Weinbergen",
        ],
        [
          "A tasting among the vines of the family wineries around Carmelo, such as Irurtia and Narbona, with Tannat, cheeses and dulce de leche from the estate, and a long lunch in the shade.",
          "Una degustazione tra le vigne delle cantine di famiglia intorno a Carmelo, come Irurtia e Narbona, con Tannat, formaggi e dulce de leche della tenuta, e un lungo pranzo all'ombra.",
          "Una cata entre los viñedos de las bodegas familiares de los alrededores de Carmelo, como Irurtia y Narbona, con tannat, quesos y dulce de leche de la casa, y un largo almuerzo a la sombra.",
          "Une dégustation dans les vignes des domaines familiaux autour de Carmelo, comme Irurtia et Narbona, avec tannat, fromages et dulce de leche maison, et un long déjeuner à l'ombre.",
          "Eine Verkostung zwischen den Reben der Familienweingüter um Carmelo wie Irurtia und Narbona, mit Tannat, Käse und Dulce de Leche vom Gut und einem langen Mittagessen im Schatten.",
        ],
      ],
    ],
  },
  "URY Punta del Este": {
    days: [
      [
        "see",
        [
          "Punta del Este: La Mano and Casapueblo",
          "Punta del Este: La Mano e Casapueblo",
          "Punta del Este: La Mano y Casapueblo",
          "Punta del Este : La Mano et Casapueblo",
          "Punta del Este: La Mano und Casapueblo",
        ],
        [
          "The giant fingers of La Mano rising from the sand of Playa Brava, the port where sea lions wait for the fishermen's scraps, then Casapueblo, the white clifftop house built by Carlos Páez Vilaró, at sunset.",
          "Le dita giganti della Mano che spuntano dalla sabbia di Playa Brava, il porto dove i leoni marini aspettano gli scarti dei pescatori, poi Casapueblo, la casa bianca sulla scogliera costruita da Carlos Páez Vilaró, al tramonto.",
          "Los dedos gigantes de La Mano saliendo de la arena de la playa Brava, el puerto donde los lobos marinos esperan los restos de los pescadores, y Casapueblo, la casa blanca de Carlos Páez Vilaró sobre el acantilado, al atardecer.",
          "Les doigts géants de La Mano sortant du sable de Playa Brava, le port où les lions de mer attendent les restes des pêcheurs, puis Casapueblo, la maison blanche bâtie sur la falaise par Carlos Páez Vilaró, au coucher du soleil.",
          "Die riesigen Finger von La Mano im Sand der Playa Brava, der Hafen, wo Seelöwen auf die Reste der Fischer warten, dann Casapueblo, das weiße Haus von Carlos Páez Vilaró auf der Klippe, bei Sonnenuntergang.",
        ],
      ],
      [
        "beach",
        [
          "Punta del Este: Playa Mansa and Playa Brava",
          "Punta del Este: Playa Mansa e Playa Brava",
          "Punta del Este: la playa Mansa y la playa Brava",
          "Punta del Este : Playa Mansa et Playa Brava",
          "Punta del Este: Playa Mansa und Playa Brava",
        ],
        [
          "The peninsula's two faces: the calm water of Playa Mansa on the river side for a swim in the warm months, and the open Atlantic of Playa Brava, where surfers ride the waves off El Emir beach.",
          "Le due facce della penisola: l'acqua calma di Playa Mansa sul lato del fiume per un bagno nei mesi caldi, e l'Atlantico aperto di Playa Brava, dove i surfisti cavalcano le onde davanti alla spiaggia di El Emir.",
          "Las dos caras de la península: el agua tranquila de la playa Mansa, del lado del río, para nadar en los meses cálidos, y el Atlántico abierto de la playa Brava, donde los surfistas corren las olas frente a El Emir.",
          "Les deux visages de la péninsule : l'eau calme de Playa Mansa côté fleuve pour se baigner à la belle saison, et l'Atlantique ouvert de Playa Brava, où les surfeurs prennent les vagues devant la plage d'El Emir.",
          "Die zwei Seiten der Halbinsel: das ruhige Wasser der Playa Mansa auf der Flussseite, in den warmen Monaten zum Baden, und der offene Atlantik der Playa Brava, wo Surfer vor dem Strand El Emir die Wellen reiten.",
        ],
      ],
      [
        "night",
        [
          "Punta del Este: the port bars and La Barra",
          "Punta del Este: i bar del porto e La Barra",
          "Punta del Este: los bares del puerto y La Barra",
          "Punta del Este : les bars du port et La Barra",
          "Punta del Este: die Hafenbars und La Barra",
        ],
        [
          "A late dinner by the yachts of the port, then across the wave-shaped bridge to La Barra, whose bars and clubs draw Argentines, Brazilians and Uruguayans until the sun comes up.",
          "Una cena tardi accanto agli yacht del porto, poi oltre il ponte ondulato fino a La Barra, i cui bar e club attirano argentini, brasiliani e uruguaiani fino al sorgere del sole.",
          "Una cena tardía junto a los yates del puerto y luego, por el puente ondulado, a La Barra, cuyos bares y boliches atraen a argentinos, brasileños y uruguayos hasta que sale el sol.",
          "Un dîner tardif près des yachts du port, puis le pont ondulé jusqu'à La Barra, dont les bars et les clubs attirent Argentins, Brésiliens et Uruguayens jusqu'au lever du soleil.",
          "Ein spätes Abendessen bei den Jachten im Hafen, dann über die wellenförmige Brücke nach La Barra, dessen Bars und Clubs Argentinier, Brasilianer und Uruguayer bis zum Sonnenaufgang anziehen.",
        ],
      ],
    ],
  },
  "URY José Ignacio": {
    days: [
      [
        "see",
        [
          "José Ignacio: the lighthouse and Laguna Garzón",
          "José Ignacio: il faro e la Laguna Garzón",
          "José Ignacio: el faro y la laguna Garzón",
          "José Ignacio : le phare et la lagune Garzón",
          "José Ignacio: der Leuchtturm und die Laguna Garzón",
        ],
        [
          "The lighthouse on the rocky point of the old fishing village, then along the coast to Laguna Garzón and its round bridge, a ring of concrete over the lagoon, with black-necked swans on the water.",
          "Il faro sulla punta rocciosa del vecchio villaggio di pescatori, poi lungo la costa fino alla Laguna Garzón e al suo ponte circolare, un anello di cemento sulla laguna, con i cigni dal collo nero sull'acqua.",
          "El faro en la punta rocosa del viejo pueblo de pescadores y luego por la costa hasta la laguna Garzón y su puente circular, un anillo de hormigón sobre la laguna, con cisnes de cuello negro en el agua.",
          "Le phare sur la pointe rocheuse de l'ancien village de pêcheurs, puis la côte jusqu'à la lagune Garzón et son pont circulaire, un anneau de béton sur la lagune, avec les cygnes à cou noir sur l'eau.",
          "Der Leuchtturm auf der Felsspitze des alten Fischerdorfs, dann die Küste entlang zur Laguna Garzón und ihrer runden Brücke, einem Betonring über der Lagune, mit Schwarzhalsschwänen auf dem Wasser.",
        ],
      ],
      [
        "beach",
        [
          "José Ignacio: Playa Mansa and a beach parrilla",
          "José Ignacio: Playa Mansa e una parrilla sulla spiaggia",
          "José Ignacio: playa Mansa y una parrilla en la arena",
          "José Ignacio : Playa Mansa et une parrilla sur la plage",
          "José Ignacio: Playa Mansa und eine Strand-Parrilla",
        ],
        [
          "A day between the two beaches on either side of the point, sheltered Playa Mansa and wide Playa Brava, with lunch of grilled fish from a wood-fired beach parrilla such as La Huella.",
          "Una giornata tra le due spiagge ai lati della punta, la riparata Playa Mansa e l'ampia Playa Brava, con un pranzo di pesce alla griglia in una parrilla sulla sabbia a legna come La Huella.",
          "Un día entre las dos playas a cada lado de la punta, la resguardada playa Mansa y la amplia playa Brava, con un almuerzo de pescado a la leña en una parrilla de playa como La Huella.",
          "Une journée entre les deux plages de part et d'autre de la pointe, l'abritée Playa Mansa et la vaste Playa Brava, avec un déjeuner de poisson grillé au feu de bois dans une parrilla de plage comme La Huella.",
          "Ein Tag zwischen den zwei Stränden beiderseits der Spitze, der geschützten Playa Mansa und der weiten Playa Brava, mit Mittagessen vom Holzgrill einer Strand-Parrilla wie La Huella.",
        ],
      ],
    ],
  },
  "URY Cabo Polonio": {
    days: [
      [
        "see",
        [
          "Cabo Polonio: over the dunes to the lighthouse",
          "Cabo Polonio: tra le dune fino al faro",
          "Cabo Polonio: por las dunas hasta el faro",
          "Cabo Polonio : par les dunes jusqu'au phare",
          "Cabo Polonio: über die Dünen zum Leuchtturm",
        ],
        [
          "The park's open trucks ride over the dunes to the village, a scatter of shacks with no roads and little electricity, then the lighthouse and the rocks below it, covered in sea lions and fur seals.",
          "I camion scoperti del parco attraversano le dune fino al villaggio, un pugno di baracche senza strade e con poca elettricità, poi il faro e gli scogli ai suoi piedi, coperti di leoni e otarie orsine.",
          "Los camiones abiertos del parque cruzan las dunas hasta el pueblo, un puñado de ranchos sin calles y con poca luz eléctrica, y luego el faro y las rocas a sus pies, cubiertas de lobos marinos.",
          "Les camions découverts du parc franchissent les dunes jusqu'au village, une poignée de cabanes sans routes et avec peu d'électricité, puis le phare et les rochers à ses pieds, couverts de lions de mer et d'otaries à fourrure.",
          "Die offenen Lastwagen des Parks fahren über die Dünen ins Dorf, eine Handvoll Hütten ohne Straßen und mit wenig Strom, dann der Leuchtturm und die Felsen darunter, bedeckt mit Seelöwen und Seebären.",
        ],
      ],
      [
        "beach",
        [
          "Cabo Polonio: the wild beaches",
          "Cabo Polonio: le spiagge selvagge",
          "Cabo Polonio: las playas salvajes",
          "Cabo Polonio : les plages sauvages",
          "Cabo Polonio: die wilden Strände",
        ],
        [
          "A day on the empty beaches either side of the cape, Playa Sur and the long curve of Playa de la Calavera, with a walk into the moving dunes and fried fish cakes from a shack by the sea.",
          "Una giornata sulle spiagge deserte ai due lati del capo, Playa Sur e la lunga curva di Playa de la Calavera, con una camminata tra le dune mobili e frittelle di pesce da una baracca sul mare.",
          "Un día en las playas vacías a ambos lados del cabo, la playa Sur y la larga curva de la playa de la Calavera, con una caminata por las dunas móviles y buñuelos de algas o de pescado de un rancho frente al mar.",
          "Une journée sur les plages désertes de part et d'autre du cap, Playa Sur et la longue courbe de Playa de la Calavera, avec une marche dans les dunes mouvantes et des beignets de poisson d'une cabane au bord de la mer.",
          "Ein Tag an den leeren Stränden beiderseits des Kaps, der Playa Sur und dem langen Bogen der Playa de la Calavera, mit einem Gang in die Wanderdünen und Fischküchlein aus einer Hütte am Meer.",
        ],
      ],
    ],
  },
  "PRY Asunción": {
    days: [
      [
        "see",
        [
          "Asunción: the Palacio de los López and the Costanera",
          "Asunción: il Palacio de los López e la Costanera",
          "Asunción: el Palacio de los López y la Costanera",
          "Asunción : le Palacio de los López et la Costanera",
          "Asunción: der Palacio de los López und die Costanera",
        ],
        [
          "The white Palacio de los López over the bay of the Paraguay river, the domed Panteón de los Héroes, the Casa de la Independencia, the painted steps of the Loma San Jerónimo and a walk on the Costanera.",
          "Il bianco Palacio de los López sulla baia del fiume Paraguay, il Panteón de los Héroes con la sua cupola, la Casa de la Independencia, le scale dipinte della Loma San Jerónimo e una passeggiata sulla Costanera.",
          "El blanco Palacio de los López sobre la bahía del río Paraguay, el Panteón de los Héroes y su cúpula, la Casa de la Independencia, las escaleras pintadas de la Loma San Jerónimo y un paseo por la Costanera.",
          "Le blanc Palacio de los López sur la baie du fleuve Paraguay, le Panteón de los Héroes et sa coupole, la Casa de la Independencia, les escaliers peints de la Loma San Jerónimo et une promenade sur la Costanera.",
          "Der weiße Palacio de los López über der Bucht des Paraguay-Flusses, das Panteón de los Héroes mit seiner Kuppel, die Casa de la Independencia, die bemalten Treppen der Loma San Jerónimo und ein Spaziergang auf der Costanera.",
        ],
      ],
      [
        "see",
        [
          "Asunción: Luque's guitars and Itauguá's ñandutí lace",
          "Asunción: le chitarre di Luque e il pizzo ñandutí di Itauguá",
          "Asunción: las guitarras de Luque y el ñandutí de Itauguá",
          "Asunción : les guitares de Luque et la dentelle ñandutí d'Itauguá",
          "Asunción: Gitarren aus Luque und Ñandutí-Spitze aus Itauguá",
        ],
        [
          "Out to Luque, home of the makers of the Paraguayan harp and guitar and of silver filigree, then Itauguá, where women stitch ñandutí, spiderweb lace in bright threads, on wooden frames.",
          "Fuori città a Luque, patria dei costruttori di arpe paraguaiane e chitarre e della filigrana d'argento, poi Itauguá, dove le donne cuciono il ñandutí, il pizzo a ragnatela dai fili vivaci, su telai di legno.",
          "Salida a Luque, tierra de luthiers de arpas paraguayas y guitarras y de la filigrana de plata, y luego Itauguá, donde las mujeres tejen el ñandutí, el encaje de telaraña de hilos vivos, en bastidores de madera.",
          "Direction Luque, patrie des luthiers de la harpe paraguayenne et de la guitare et du filigrane d'argent, puis Itauguá, où les femmes brodent le ñandutí, dentelle en toile d'araignée aux fils vifs, sur des cadres de bois.",
          "Hinaus nach Luque, Heimat der Bauer paraguayischer Harfen und Gitarren und der Silberfiligranarbeit, dann Itauguá, wo Frauen auf Holzrahmen Ñandutí sticken, Spinnennetzspitze aus leuchtenden Fäden.",
        ],
      ],
      [
        "food",
        [
          "Asunción: sopa paraguaya and tereré at Mercado 4",
          "Asunción: sopa paraguaya e tereré al Mercado 4",
          "Asunción: sopa paraguaya y tereré en el Mercado 4",
          "Asunción : sopa paraguaya et tereré au Mercado 4",
          "Asunción: Sopa Paraguaya und Tereré am Mercado 4",
        ],
        [
          "The sprawl of Mercado 4, where herb sellers pound medicinal yuyos for tereré, the iced mate of Paraguay, then sopa paraguaya, a soup that is really a cornbread, chipa rolls of cheese and cassava, and vori vori.",
          "La distesa del Mercado 4, dove i venditori di erbe pestano gli yuyos medicinali per il tereré, il mate freddo del Paraguay, poi la sopa paraguaya, una zuppa che in realtà è un pane di mais, le chipa di formaggio e manioca e il vori vori.",
          "El laberinto del Mercado 4, donde los yuyeros machacan hierbas medicinales para el tereré, y luego sopa paraguaya, que en realidad es un pan de maíz, chipa de queso y almidón de mandioca y vori vori.",
          "Le dédale du Mercado 4, où les marchands d'herbes pilent les yuyos médicinaux pour le tereré, le maté glacé du Paraguay, puis la sopa paraguaya, une soupe qui est en fait un pain de maïs, les chipas au fromage et au manioc et le vori vori.",
          "Das Gewirr des Mercado 4, wo Kräuterhändler Heilkräuter für den Tereré zerstoßen, den eisgekühlten Mate Paraguays, dann Sopa Paraguaya, eine Suppe, die eigentlich ein Maisbrot ist, Chipa aus Käse und Maniok und Vori Vori.",
        ],
      ],
    ],
  },
  "PRY San Bernardino": {
    days: [
      [
        "see",
        [
          "San Bernardino: Lake Ypacaraí and Areguá",
          "San Bernardino: il lago Ypacaraí e Areguá",
          "San Bernardino: el lago Ypacaraí y Areguá",
          "San Bernardino : le lac Ypacaraí et Areguá",
          "San Bernardino: der Ypacaraí-See und Areguá",
        ],
        [
          "The lakeside town founded by German settlers, with its old villas on Lake Ypacaraí, then across the lake to Areguá, its hilltop church, potters' workshops and the sandstone columns of Cerro Kõi.",
          "La cittadina lacustre fondata da coloni tedeschi, con le sue vecchie ville sul lago Ypacaraí, poi sull'altra sponda Areguá, con la chiesa sulla collina, le botteghe dei vasai e le colonne di arenaria del Cerro Kõi.",
          "El pueblo junto al lago fundado por colonos alemanes, con sus viejas quintas sobre el Ypacaraí, y luego al otro lado Areguá, con su iglesia en lo alto, los talleres de alfareros y las columnas de arenisca del cerro Kõi.",
          "La petite ville lacustre fondée par des colons allemands, avec ses vieilles villas sur le lac Ypacaraí, puis sur l'autre rive Areguá, son église perchée, ses ateliers de potiers et les colonnes de grès du Cerro Kõi.",
          "Der von deutschen Siedlern gegründete Ort am Ypacaraí-See mit seinen alten Villen, dann am anderen Ufer Areguá mit seiner Kirche auf dem Hügel, Töpferwerkstätten und den Sandsteinsäulen des Cerro Kõi.",
        ],
      ],
      [
        "food",
        [
          "San Bernardino: chipa and German kuchen",
          "San Bernardino: chipa e kuchen tedeschi",
          "San Bernardino: chipa y kuchen alemán",
          "San Bernardino : chipa et kuchen allemands",
          "San Bernardino: Chipa und deutscher Kuchen",
        ],
        [
          "Warm chipa from the roadside bakeries of Eusebio Ayala, baked in clay tatakuá ovens, then kuchen and strudel in a café run by descendants of the German founders, with a jug of cold tereré.",
          "Chipa calde dai forni lungo la strada di Eusebio Ayala, cotte nei forni di argilla tatakuá, poi kuchen e strudel in un caffè gestito dai discendenti dei fondatori tedeschi, con una brocca di tereré fresco.",
          "Chipa caliente de las chiperías de la ruta en Eusebio Ayala, horneada en tatakuá de barro, y luego kuchen y strudel en un café de descendientes de los fundadores alemanes, con una jarra de tereré frío.",
          "Des chipas tièdes des boulangeries de bord de route d'Eusebio Ayala, cuites dans les fours d'argile tatakuá, puis kuchen et strudel dans un café tenu par des descendants des fondateurs allemands, avec une cruche de tereré frais.",
          "Warme Chipa aus den Bäckereien an der Straße in Eusebio Ayala, gebacken in Lehmöfen namens Tatakuá, dann Kuchen und Strudel in einem Café von Nachfahren der deutschen Gründer, dazu ein Krug kalter Tereré.",
        ],
      ],
    ],
  },
  "PRY Jesuit Missions of Trinidad": {
    days: [
      [
        "see",
        [
          "Jesuit Missions of Trinidad: the great church and its angels",
          "Missioni gesuitiche di Trinidad: la grande chiesa e i suoi angeli",
          "Misiones jesuíticas de Trinidad: la gran iglesia y sus ángeles",
          "Missions jésuites de Trinidad : la grande église et ses anges",
          "Jesuitenreduktion Trinidad: die große Kirche und ihre Engel",
        ],
        [
          "The red sandstone ruins of La Santísima Trinidad de Paraná, a mission town of the Guaraní: the great church with its frieze of angels playing harp and organ, the carved pulpit, the plaza and the rows of houses.",
          "Le rovine di arenaria rossa della Santísima Trinidad de Paraná, città-missione dei guaraní: la grande chiesa con il fregio di angeli che suonano arpa e organo, il pulpito scolpito, la piazza e le file di abitazioni.",
          "Las ruinas de arenisca roja de la Santísima Trinidad de Paraná, pueblo misionero guaraní: la gran iglesia con su friso de ángeles tocando arpa y órgano, el púlpito tallado, la plaza y las tiras de viviendas.",
          "Les ruines de grès rouge de la Santísima Trinidad de Paraná, village-mission guarani : la grande église et sa frise d'anges jouant de la harpe et de l'orgue, la chaire sculptée, la place et les rangées de maisons.",
          "Die roten Sandsteinruinen von La Santísima Trinidad de Paraná, einer Missionsstadt der Guaraní: die große Kirche mit ihrem Fries aus Harfe und Orgel spielenden Engeln, die geschnitzte Kanzel, der Platz und die Wohnzeilen.",
        ],
      ],
      [
        "see",
        [
          "Jesuit Missions of Trinidad: Jesús de Tavarangüé",
          "Missioni gesuitiche di Trinidad: Jesús de Tavarangüé",
          "Misiones jesuíticas de Trinidad: Jesús de Tavarangüé",
          "Missions jésuites de Trinidad : Jesús de Tavarangüé",
          "Jesuitenreduktion Trinidad: Jesús de Tavarangüé",
        ],
        [
          "The nearby mission of Jesús de Tavarangüé on its hill, a vast church left unfinished when the Jesuits were expelled in 1767, with Moorish trefoil arches over its doors and farmland all around.",
          "La vicina missione di Jesús de Tavarangüé sulla sua collina, un'enorme chiesa rimasta incompiuta quando i gesuiti furono espulsi nel 1767, con archi trilobati moreschi sulle porte e campi tutt'intorno.",
          "La cercana misión de Jesús de Tavarangüé en su loma, una enorme iglesia que quedó inconclusa cuando los jesuitas fueron expulsados en 1767, con arcos trilobulados de aire morisco sobre sus puertas y campos alrededor.",
          "La mission voisine de Jesús de Tavarangüé sur sa colline, une immense église restée inachevée à l'expulsion des jésuites en 1767, avec des arcs trilobés mauresques au-dessus des portes et des champs tout autour.",
          "Die nahe Mission Jesús de Tavarangüé auf ihrem Hügel, eine riesige Kirche, die bei der Vertreibung der Jesuiten 1767 unvollendet blieb, mit maurischen Kleeblattbögen über den Portalen und Feldern ringsum.",
        ],
      ],
    ],
  },
  "PRY Encarnación": {
    days: [
      [
        "see",
        [
          "Encarnación: the Costanera on the Paraná",
          "Encarnación: la Costanera sul Paraná",
          "Encarnación: la Costanera sobre el Paraná",
          "Encarnación : la Costanera sur le Paraná",
          "Encarnación: die Costanera am Paraná",
        ],
        [
          "The long Costanera along the wide Paraná, with the sandy beach of San José and the bridge to Posadas in Argentina on the far bank, then the old town by the river and its market streets.",
          "La lunga Costanera lungo l'ampio Paraná, con la spiaggia sabbiosa di San José e il ponte per Posadas, in Argentina, sull'altra riva, poi la città vecchia vicino al fiume e le sue vie del mercato.",
          "La larga Costanera junto al ancho Paraná, con la playa de arena de San José y el puente a Posadas, en Argentina, en la otra orilla, y luego la zona baja junto al río y sus calles de comercio.",
          "La longue Costanera au bord du large Paraná, avec la plage de sable de San José et le pont vers Posadas, en Argentine, sur l'autre rive, puis la vieille ville près du fleuve et ses rues marchandes.",
          "Die lange Costanera am breiten Paraná mit dem Sandstrand von San José und der Brücke nach Posadas in Argentinien am anderen Ufer, dann die alte Unterstadt am Fluss mit ihren Einkaufsstraßen.",
        ],
      ],
      [
        "food",
        [
          "Encarnación: the yerba mate route and surubí",
          "Encarnación: la strada della yerba mate e il surubí",
          "Encarnación: la ruta de la yerba mate y el surubí",
          "Encarnación : la route du maté et le surubí",
          "Encarnación: die Mate-Route und Surubí",
        ],
        [
          "Out to Bella Vista, in the colonies founded by German and Ukrainian settlers, to a yerba mate mill where the leaves are dried and aged, then surubí, the big catfish of the Paraná, with chipa guasu.",
          "Fino a Bella Vista, nelle colonie fondate da coloni tedeschi e ucraini, per visitare un mulino di yerba mate dove le foglie vengono seccate e stagionate, poi il surubí, il grande pesce gatto del Paraná, con la chipa guasu.",
          "Hasta Bella Vista, en las colonias fundadas por inmigrantes alemanes y ucranianos, a un molino de yerba mate donde se secan y estacionan las hojas, y luego surubí, el gran bagre del Paraná, con chipa guasu.",
          "Jusqu'à Bella Vista, dans les colonies fondées par des colons allemands et ukrainiens, pour un moulin à maté où l'on sèche et fait vieillir les feuilles, puis le surubí, le grand poisson-chat du Paraná, avec la chipa guasu.",
          "Hinaus nach Bella Vista in die von deutschen und ukrainischen Siedlern gegründeten Kolonien zu einer Mate-Mühle, in der die Blätter getrocknet und gelagert werden, dann Surubí, der große Wels des Paraná, mit Chipa Guasu.",
        ],
      ],
    ],
  },
  "PRY Ybycuí National Park": {
    days: [
      [
        "see",
        [
          "Ybycuí National Park: the Guaraní falls",
          "Parco nazionale di Ybycuí: le cascate Guaraní",
          "Parque nacional Ybycuí: los saltos Guaraní",
          "Parc national d'Ybycuí : les chutes Guaraní",
          "Ybycuí-Nationalpark: die Guaraní-Fälle",
        ],
        [
          "Trails through the Atlantic forest of the park's hills, with butterflies and the calls of toucans, to the Salto Guaraní and the Mbocaruzú falls, and a swim in the pools of the Mina stream.",
          "Sentieri nella foresta atlantica delle colline del parco, tra farfalle e versi di tucani, fino al Salto Guaraní e alla cascata Mbocaruzú, con un bagno nelle pozze del torrente Mina.",
          "Senderos por el bosque atlántico de los cerros del parque, entre mariposas y el canto de los tucanes, hasta el salto Guaraní y el salto Mbocaruzú, con un baño en las pozas del arroyo Mina.",
          "Des sentiers dans la forêt atlantique des collines du parc, parmi les papillons et les cris des toucans, jusqu'au Salto Guaraní et à la chute Mbocaruzú, avec une baignade dans les vasques du ruisseau Mina.",
          "Pfade durch den Atlantischen Wald der Parkhügel, mit Schmetterlingen und Tukanrufen, zum Salto Guaraní und zum Mbocaruzú-Fall, mit einem Bad in den Becken des Mina-Bachs.",
        ],
      ],
      [
        "see",
        [
          "Ybycuí National Park: the La Rosada ironworks",
          "Parco nazionale di Ybycuí: la fonderia La Rosada",
          "Parque nacional Ybycuí: la fundición La Rosada",
          "Parc national d'Ybycuí : la fonderie La Rosada",
          "Ybycuí-Nationalpark: die Eisenhütte La Rosada",
        ],
        [
          "The ruins of La Rosada, the first iron foundry of South America, built in the 1850s and destroyed in the War of the Triple Alliance, with its water wheel channel, furnace walls and small museum in the forest.",
          "Le rovine di La Rosada, la prima fonderia di ferro del Sudamerica, costruita negli anni 1850 e distrutta nella guerra della Triplice Alleanza, con il canale della ruota idraulica, i muri del forno e un piccolo museo nella foresta.",
          "Las ruinas de La Rosada, la primera fundición de hierro de Sudamérica, levantada en la década de 1850 y destruida en la guerra de la Triple Alianza, con el canal de su rueda hidráulica, los muros del horno y un pequeño museo en el bosque.",
          "Les ruines de La Rosada, première fonderie de fer d'Amérique du Sud, bâtie dans les années 1850 et détruite pendant la guerre de la Triple-Alliance, avec le canal de sa roue à eau, les murs du fourneau et un petit musée en forêt.",
          "Die Ruinen von La Rosada, der ersten Eisenhütte Südamerikas, in den 1850er-Jahren gebaut und im Tripel-Allianz-Krieg zerstört, mit dem Kanal des Wasserrads, den Ofenmauern und einem kleinen Museum im Wald.",
        ],
      ],
    ],
  },
  "PRY Chaco": {
    days: [
      [
        "see",
        [
          "Chaco: the Mennonite colonies",
          "Chaco: le colonie mennonite",
          "Chaco: las colonias menonitas",
          "Chaco : les colonies mennonites",
          "Chaco: die Mennonitenkolonien",
        ],
        [
          "Filadelfia and Loma Plata, towns carved out of the thorn forest by Mennonite settlers who arrived in the 1920s and 1930s, with their cooperatives, dairies and museums of the pioneers and of the Chaco War.",
          "Filadelfia e Loma Plata, cittadine ricavate dalla foresta spinosa dai coloni mennoniti arrivati negli anni Venti e Trenta, con le loro cooperative, i caseifici e i musei dei pionieri e della guerra del Chaco.",
          "Filadelfia y Loma Plata, pueblos abiertos en el monte espinoso por los colonos menonitas llegados en los años veinte y treinta, con sus cooperativas, sus lecherías y sus museos de los pioneros y de la guerra del Chaco.",
          "Filadelfia et Loma Plata, villes gagnées sur la forêt épineuse par les colons mennonites arrivés dans les années 1920 et 1930, avec leurs coopératives, leurs laiteries et leurs musées des pionniers et de la guerre du Chaco.",
          "Filadelfia und Loma Plata, Orte, die mennonitische Siedler ab den 1920er- und 1930er-Jahren dem Dornwald abrangen, mit ihren Genossenschaften, Molkereien und Museen der Pioniere und des Chacokriegs.",
        ],
      ],
      [
        "see",
        [
          "Chaco: the salt lagoons and the thorn forest",
          "Chaco: le lagune salate e la foresta spinosa",
          "Chaco: las lagunas saladas y el monte espinoso",
          "Chaco : les lagunes salées et la forêt épineuse",
          "Chaco: die Salzlagunen und der Dornwald",
        ],
        [
          "A day in the dry Chaco east of the colonies, at the salt lagoons of Laguna Capitán where wading birds gather, and along tracks through thorn forest and bottle trees, home of armadillos and the rare Chacoan peccary.",
          "Una giornata nel Chaco secco a est delle colonie, alle lagune salate di Laguna Capitán dove si radunano i trampolieri, e lungo piste tra foresta spinosa e alberi a bottiglia, regno di armadilli e del raro pecari del Chaco.",
          "Un día en el Chaco seco al este de las colonias, en las lagunas saladas de Laguna Capitán, donde se juntan las aves zancudas, y por picadas entre monte espinoso y palos borrachos, hogar de tatúes y del raro taguá.",
          "Une journée dans le Chaco sec à l'est des colonies, aux lagunes salées de Laguna Capitán où se rassemblent les échassiers, et sur des pistes à travers la forêt épineuse et les arbres-bouteilles, domaine des tatous et du rare pécari du Chaco.",
          "Ein Tag im trockenen Chaco östlich der Kolonien an den Salzlagunen der Laguna Capitán, wo sich Watvögel sammeln, und auf Pisten durch Dornwald und Flaschenbäume, Heimat von Gürteltieren und dem seltenen Chaco-Pekari.",
        ],
      ],
    ],
  },
  "GUY Georgetown": {
    days: [
      [
        "see",
        [
          "Georgetown: St George's Cathedral and Stabroek Market",
          "Georgetown: la cattedrale di San Giorgio e lo Stabroek Market",
          "Georgetown: la catedral de San Jorge y el mercado Stabroek",
          "Georgetown : la cathédrale Saint-Georges et le marché Stabroek",
          "Georgetown: St.-Georgs-Kathedrale und Stabroek Market",
        ],
        [
          "The white wooden houses on stilts of the old Dutch and British town, St George's Cathedral, one of the tallest wooden churches on Earth, the iron clock tower of Stabroek Market and a walk on the Seawall.",
          "Le case bianche di legno su palafitte della vecchia città olandese e britannica, la cattedrale di San Giorgio, una delle chiese di legno più alte della Terra, la torre dell'orologio in ferro dello Stabroek Market e una passeggiata sul Seawall.",
          "Las casas blancas de madera sobre pilotes de la vieja ciudad holandesa y británica, la catedral de San Jorge, una de las iglesias de madera más altas del mundo, la torre del reloj de hierro del mercado Stabroek y un paseo por el Seawall.",
          "Les maisons blanches en bois sur pilotis de la vieille ville hollandaise et britannique, la cathédrale Saint-Georges, l'une des plus hautes églises en bois du monde, la tour-horloge en fer du marché Stabroek et une promenade sur le Seawall.",
          "Die weißen Holzhäuser auf Stelzen der alten niederländischen und britischen Stadt, die St.-Georgs-Kathedrale, eine der höchsten Holzkirchen der Welt, der eiserne Uhrturm des Stabroek Market und ein Gang auf dem Seawall.",
        ],
      ],
      [
        "see",
        [
          "Georgetown: the Botanical Gardens and their manatees",
          "Georgetown: il Giardino botanico e i suoi lamantini",
          "Georgetown: el Jardín Botánico y sus manatíes",
          "Georgetown : le jardin botanique et ses lamantins",
          "Georgetown: der Botanische Garten und seine Seekühe",
        ],
        [
          "The Botanical Gardens, with royal palms, lotus ponds and manatees that rise to take grass from the keepers' hands, then the Promenade Gardens and the bustle of Regent Street and the Bourda market.",
          "Il Giardino botanico, con palme reali, stagni di loto e lamantini che salgono a prendere l'erba dalle mani dei custodi, poi i Promenade Gardens e il viavai di Regent Street e del mercato di Bourda.",
          "El Jardín Botánico, con palmas reales, estanques de lotos y manatíes que suben a tomar hierba de la mano de los guardas, y luego los Promenade Gardens y el bullicio de Regent Street y el mercado de Bourda.",
          "Le jardin botanique, ses palmiers royaux, ses bassins de lotus et ses lamantins qui viennent prendre l'herbe dans la main des gardiens, puis les Promenade Gardens et l'animation de Regent Street et du marché de Bourda.",
          "Der Botanische Garten mit Königspalmen, Lotusteichen und Seekühen, die auftauchen, um den Wärtern Gras aus der Hand zu fressen, dann die Promenade Gardens und das Treiben der Regent Street und des Bourda-Marktes.",
        ],
      ],
      [
        "food",
        [
          "Georgetown: pepperpot and Demerara rum",
          "Georgetown: pepperpot e rum Demerara",
          "Georgetown: pepperpot y ron Demerara",
          "Georgetown : pepperpot et rhum Demerara",
          "Georgetown: Pepperpot und Demerara-Rum",
        ],
        [
          "Pepperpot, the dark Amerindian stew of meat slow-cooked in cassareep from cassava, cook-up rice and roti with curry, then the Demerara Distillers at Diamond, whose old wooden pot stills make El Dorado rum.",
          "Il pepperpot, lo scuro stufato amerindio di carne cotta a lungo nel cassareep di manioca, il cook-up rice e il roti al curry, poi la distilleria Demerara a Diamond, i cui vecchi alambicchi di legno producono il rum El Dorado.",
          "Pepperpot, el oscuro guiso amerindio de carne cocida a fuego lento en cassareep de yuca, cook-up rice y roti con curry, y luego la destilería Demerara de Diamond, cuyos viejos alambiques de madera hacen el ron El Dorado.",
          "Le pepperpot, sombre ragoût amérindien de viande mijotée dans le cassareep de manioc, le cook-up rice et le roti au curry, puis la distillerie Demerara à Diamond, dont les vieux alambics en bois font le rhum El Dorado.",
          "Pepperpot, der dunkle indigene Eintopf aus Fleisch, lange in Cassareep aus Maniok geschmort, Cook-up Rice und Roti mit Curry, dann die Demerara-Brennerei in Diamond, deren alte Holzbrennblasen den El-Dorado-Rum brennen.",
        ],
      ],
    ],
  },
  "GUY Kaieteur Falls": {
    days: [
      [
        "see",
        [
          "Kaieteur Falls: the flight and the viewpoints",
          "Cascate Kaieteur: il volo e i belvedere",
          "Cataratas Kaieteur: el vuelo y los miradores",
          "Chutes de Kaieteur : le vol et les belvédères",
          "Kaieteur-Fälle: der Flug und die Aussichtspunkte",
        ],
        [
          "A light aircraft over unbroken forest to the airstrip on the plateau, then a walk to Johnson's View and Rainbow View, where the Potaro drops over a sheer cliff four times the height of Niagara, with golden frogs in the giant bromeliads.",
          "Un piccolo aereo sopra la foresta ininterrotta fino alla pista sull'altopiano, poi una camminata fino a Johnson's View e Rainbow View, dove il Potaro precipita da una parete quattro volte più alta del Niagara, con le rane dorate nelle bromelie giganti.",
          "Una avioneta sobre la selva continua hasta la pista de la meseta, y luego una caminata a Johnson's View y Rainbow View, donde el Potaro cae por un acantilado cuatro veces más alto que el Niágara, con ranas doradas en las bromelias gigantes.",
          "Un petit avion au-dessus de la forêt continue jusqu'à la piste du plateau, puis une marche jusqu'à Johnson's View et Rainbow View, où le Potaro tombe d'une falaise quatre fois plus haute que le Niagara, avec les grenouilles dorées dans les broméliacées géantes.",
          "Ein Kleinflugzeug über geschlossenen Regenwald zur Piste auf dem Plateau, dann ein Gang zu Johnson's View und Rainbow View, wo der Potaro über eine senkrechte Wand viermal so hoch wie der Niagara stürzt, mit goldenen Fröschen in den Riesenbromelien.",
        ],
      ],
      [
        "see",
        [
          "Kaieteur Falls: up from Tukeit through the forest",
          "Cascate Kaieteur: da Tukeit su attraverso la foresta",
          "Cataratas Kaieteur: desde Tukeit por la selva",
          "Chutes de Kaieteur : de Tukeit à travers la forêt",
          "Kaieteur-Fälle: von Tukeit durch den Wald hinauf",
        ],
        [
          "The old way in: from the Potaro river landing at Tukeit, a steep climb through rainforest and up the escarpment, with the roar growing louder, to the top of the falls and the edge of the gorge.",
          "La vecchia via d'accesso: dall'approdo di Tukeit sul fiume Potaro, una ripida salita nella foresta pluviale e su per la scarpata, con il fragore sempre più forte, fino alla sommità delle cascate e al bordo della gola.",
          "El viejo camino: desde el embarcadero de Tukeit en el río Potaro, una subida empinada por la selva y el escarpe, con el estruendo cada vez más fuerte, hasta lo alto de la cascada y el borde del cañón.",
          "L'ancien chemin : depuis le débarcadère de Tukeit sur le Potaro, une montée raide dans la forêt pluviale et sur l'escarpement, le grondement de plus en plus fort, jusqu'au sommet des chutes et au bord de la gorge.",
          "Der alte Weg: vom Anleger Tukeit am Potaro ein steiler Aufstieg durch Regenwald und über die Steilstufe, das Tosen immer lauter, bis zur Kante der Fälle und zum Rand der Schlucht.",
        ],
      ],
    ],
  },
  "GUY Iwokrama": {
    days: [
      [
        "see",
        [
          "Iwokrama: the canopy walkway",
          "Iwokrama: la passerella tra le chiome",
          "Iwokrama: el puente colgante del dosel",
          "Iwokrama : la passerelle de la canopée",
          "Iwokrama: der Baumkronenpfad",
        ],
        [
          "Dawn on the Iwokrama canopy walkway, suspended bridges and platforms high in the treetops near Atta, with howler monkeys calling, toucans and parrots at eye level and, with luck, a harpy eagle.",
          "L'alba sulla passerella di Iwokrama, ponti sospesi e piattaforme in alto tra le chiome vicino ad Atta, con le scimmie urlatrici che chiamano, tucani e pappagalli all'altezza degli occhi e, con un po' di fortuna, un'arpia.",
          "El amanecer en el puente del dosel de Iwokrama, pasarelas colgantes y plataformas en lo alto de los árboles cerca de Atta, con monos aulladores, tucanes y loros a la altura de los ojos y, con suerte, un águila arpía.",
          "L'aube sur la passerelle de canopée d'Iwokrama, ponts suspendus et plateformes au sommet des arbres près d'Atta, avec les cris des singes hurleurs, toucans et perroquets à hauteur d'yeux et, avec de la chance, une harpie féroce.",
          "Sonnenaufgang auf dem Baumkronenpfad von Iwokrama, Hängebrücken und Plattformen hoch in den Wipfeln bei Atta, mit rufenden Brüllaffen, Tukanen und Papageien auf Augenhöhe und mit Glück einer Harpyie.",
        ],
      ],
      [
        "see",
        [
          "Iwokrama: the Essequibo and Turtle Mountain",
          "Iwokrama: l'Essequibo e la Turtle Mountain",
          "Iwokrama: el Essequibo y la Turtle Mountain",
          "Iwokrama : l'Essequibo et la Turtle Mountain",
          "Iwokrama: der Essequibo und der Turtle Mountain",
        ],
        [
          "A boat on the Essequibo river to the foot of Turtle Mountain, a climb through the forest to its granite top for the view over an ocean of trees, and a river trip after dark to spot black caimans.",
          "Una barca sul fiume Essequibo fino ai piedi della Turtle Mountain, una salita nella foresta fino alla sua cima di granito per la vista su un oceano di alberi, e un'uscita sul fiume dopo il tramonto per avvistare i caimani neri.",
          "Un bote por el río Essequibo hasta el pie de la Turtle Mountain, una subida por la selva hasta su cima de granito para ver un océano de árboles, y una salida nocturna por el río para ver caimanes negros.",
          "Un bateau sur l'Essequibo jusqu'au pied de la Turtle Mountain, une montée en forêt jusqu'à son sommet de granit pour la vue sur un océan d'arbres, et une sortie nocturne sur le fleuve pour repérer les caïmans noirs.",
          "Ein Boot auf dem Essequibo bis zum Fuß des Turtle Mountain, ein Aufstieg durch den Wald zum Granitgipfel mit Blick über ein Meer aus Bäumen und eine Flussfahrt nach Einbruch der Dunkelheit zu den Mohrenkaimanen.",
        ],
      ],
    ],
  },
  "GUY Rupununi": {
    days: [
      [
        "see",
        [
          "Rupununi: giant otters and water lilies at Karanambu",
          "Rupununi: lontre giganti e ninfee a Karanambu",
          "Rupununi: nutrias gigantes y nenúfares en Karanambu",
          "Rupununi : loutres géantes et nénuphars à Karanambu",
          "Rupununi: Riesenotter und Seerosen in Karanambu",
        ],
        [
          "The savanna ranch of Karanambu on the Rupununi river, where giant otters fish the oxbow lakes, the giant Victoria water lilies open at dusk, and giant anteaters forage in the grass at dawn.",
          "Il ranch di savana di Karanambu sul fiume Rupununi, dove le lontre giganti pescano nelle lanche, le ninfee giganti Victoria si aprono al tramonto e i formichieri giganti cercano cibo nell'erba all'alba.",
          "El rancho de sabana de Karanambu, junto al río Rupununi, donde las nutrias gigantes pescan en los meandros abandonados, los nenúfares gigantes Victoria se abren al anochecer y los osos hormigueros gigantes buscan comida en la hierba al alba.",
          "Le ranch de savane de Karanambu sur le Rupununi, où les loutres géantes pêchent dans les bras morts, où les nénuphars géants Victoria s'ouvrent au crépuscule et où les fourmiliers géants fouillent l'herbe à l'aube.",
          "Die Savannenranch Karanambu am Rupununi-Fluss, wo Riesenotter in den Altarmen fischen, die Riesenseerosen Victoria in der Dämmerung aufblühen und Große Ameisenbären im Morgengrauen im Gras nach Nahrung suchen.",
        ],
      ],
      [
        "see",
        [
          "Rupununi: Surama and the Makushi villages",
          "Rupununi: Surama e i villaggi makushi",
          "Rupununi: Surama y las aldeas makushi",
          "Rupununi : Surama et les villages makushi",
          "Rupununi: Surama und die Makushi-Dörfer",
        ],
        [
          "The Makushi village of Surama, where local guides lead a dawn climb of Surama mountain over the savanna, then a visit to the school and farms and a walk through the forest to learn its uses.",
          "Il villaggio makushi di Surama, dove le guide locali accompagnano all'alba sulla montagna di Surama sopra la savana, poi una visita alla scuola e ai campi e una camminata nella foresta per impararne gli usi.",
          "La aldea makushi de Surama, donde los guías locales llevan al alba a la montaña de Surama sobre la sabana, y luego una visita a la escuela y los cultivos y una caminata por la selva para conocer sus usos.",
          "Le village makushi de Surama, où les guides locaux mènent à l'aube sur la montagne de Surama au-dessus de la savane, puis une visite de l'école et des cultures et une marche en forêt pour en apprendre les usages.",
          "Das Makushi-Dorf Surama, wo einheimische Führer im Morgengrauen auf den Surama-Berg über der Savanne führen, dann ein Besuch der Schule und der Felder und ein Waldgang, der zeigt, wozu der Wald dient.",
        ],
      ],
    ],
  },
  "GUY Lethem": {
    days: [
      [
        "see",
        [
          "Lethem: the frontier town and the Kanuku mountains",
          "Lethem: la città di frontiera e i monti Kanuku",
          "Lethem: el pueblo fronterizo y los montes Kanuku",
          "Lethem : la ville frontière et les monts Kanuku",
          "Lethem: die Grenzstadt und die Kanuku-Berge",
        ],
        [
          "The ranching town on the Takutu river, facing Brazil across its bridge, then out across the savanna to the Moco Moco falls at the foot of the forested Kanuku mountains for a swim.",
          "La città di allevatori sul fiume Takutu, di fronte al Brasile oltre il suo ponte, poi fuori attraverso la savana fino alla cascata di Moco Moco ai piedi dei boscosi monti Kanuku per un bagno.",
          "El pueblo ganadero junto al río Takutu, frente a Brasil al otro lado de su puente, y luego por la sabana hasta la cascada de Moco Moco, al pie de los boscosos montes Kanuku, para un baño.",
          "La ville d'éleveurs sur le Takutu, face au Brésil de l'autre côté du pont, puis à travers la savane jusqu'à la cascade de Moco Moco, au pied des monts Kanuku couverts de forêt, pour une baignade.",
          "Die Rancherstadt am Takutu-Fluss, gegenüber von Brasilien jenseits der Brücke, dann über die Savanne zum Moco-Moco-Fall am Fuß der bewaldeten Kanuku-Berge zum Baden.",
        ],
      ],
      [
        "food",
        [
          "Lethem: tuma pot and farine",
          "Lethem: tuma pot e farine",
          "Lethem: tuma pot y fariña",
          "Lethem : tuma pot et farine de manioc",
          "Lethem: Tuma Pot und Farine",
        ],
        [
          "The cooking of the Rupununi: tuma pot, a peppery fish or meat broth of the Makushi, farine, the toasted cassava meal eaten with everything, savanna beef and a glass of the Brazilian border's guaraná.",
          "La cucina del Rupununi: il tuma pot, brodo pepato di pesce o carne dei makushi, la farine, farina di manioca tostata che accompagna tutto, manzo della savana e un bicchiere di guaraná della frontiera brasiliana.",
          "La cocina del Rupununi: tuma pot, el caldo picante de pescado o carne de los makushi, fariña, la harina tostada de yuca que acompaña todo, carne de la sabana y un vaso de guaraná de la frontera brasileña.",
          "La cuisine du Rupununi : le tuma pot, bouillon pimenté de poisson ou de viande des Makushis, la farine de manioc grillée qui accompagne tout, le bœuf de la savane et un verre de guaraná de la frontière brésilienne.",
          "Die Küche des Rupununi: Tuma Pot, eine scharfe Fisch- oder Fleischbrühe der Makushi, Farine, das geröstete Maniokmehl, das zu allem gegessen wird, Rindfleisch aus der Savanne und ein Glas Guaraná von der brasilianischen Grenze.",
        ],
      ],
    ],
  },
  "SUR Paramaribo": {
    days: [
      [
        "see",
        [
          "Paramaribo: the wooden inner city",
          "Paramaribo: la città storica di legno",
          "Paramaribo: el casco histórico de madera",
          "Paramaribo : la ville historique en bois",
          "Paramaribo: die hölzerne Altstadt",
        ],
        [
          "The white wooden houses of the old Dutch town, Fort Zeelandia on the Suriname river, the royal palms of the Palmentuin, the great wooden cathedral of St Peter and Paul, and a synagogue and a mosque side by side on Keizerstraat.",
          "Le case bianche di legno della vecchia città olandese, il Forte Zeelandia sul fiume Suriname, le palme reali del Palmentuin, la grande cattedrale di legno dei Santi Pietro e Paolo e una sinagoga e una moschea affiancate in Keizerstraat.",
          "Las casas blancas de madera de la vieja ciudad holandesa, el fuerte Zeelandia sobre el río Surinam, las palmas reales del Palmentuin, la gran catedral de madera de San Pedro y San Pablo y una sinagoga y una mezquita lado a lado en la Keizerstraat.",
          "Les maisons blanches en bois de la vieille ville hollandaise, le fort Zeelandia sur le fleuve Suriname, les palmiers royaux du Palmentuin, la grande cathédrale en bois Saints-Pierre-et-Paul, et une synagogue et une mosquée côte à côte sur la Keizerstraat.",
          "Die weißen Holzhäuser der alten niederländischen Stadt, das Fort Zeelandia am Suriname-Fluss, die Königspalmen des Palmentuin, die große hölzerne Kathedrale St. Peter und Paul sowie Synagoge und Moschee Seite an Seite in der Keizerstraat.",
        ],
      ],
      [
        "see",
        [
          "Paramaribo: Commewijne plantations by bicycle",
          "Paramaribo: le piantagioni di Commewijne in bicicletta",
          "Paramaribo: las plantaciones de Commewijne en bicicleta",
          "Paramaribo : les plantations de Commewijne à vélo",
          "Paramaribo: die Plantagen von Commewijne mit dem Rad",
        ],
        [
          "Across the Suriname river by boat, watching for the river dolphins at its mouth, then bicycles along the old plantation dikes of Commewijne to Frederiksdorp and the star-shaped Fort Nieuw-Amsterdam.",
          "Oltre il fiume Suriname in barca, cercando i delfini di fiume alla foce, poi in bicicletta lungo le vecchie dighe delle piantagioni di Commewijne fino a Frederiksdorp e al forte stellato di Nieuw-Amsterdam.",
          "Cruce del río Surinam en barco, atentos a los delfines de la desembocadura, y luego en bicicleta por los viejos diques de las plantaciones de Commewijne hasta Frederiksdorp y el fuerte estrellado de Nieuw-Amsterdam.",
          "La traversée du fleuve Suriname en bateau, à guetter les dauphins de l'estuaire, puis à vélo sur les vieilles digues des plantations de Commewijne jusqu'à Frederiksdorp et au fort en étoile de Nieuw-Amsterdam.",
          "Mit dem Boot über den Suriname-Fluss, Ausschau haltend nach den Flussdelfinen an der Mündung, dann mit dem Rad über die alten Plantagendeiche von Commewijne nach Frederiksdorp und zum sternförmigen Fort Nieuw-Amsterdam.",
        ],
      ],
      [
        "food",
        [
          "Paramaribo: pom, roti and saoto soup",
          "Paramaribo: pom, roti e zuppa saoto",
          "Paramaribo: pom, roti y sopa saoto",
          "Paramaribo : pom, roti et soupe saoto",
          "Paramaribo: Pom, Roti und Saoto-Suppe",
        ],
        [
          "The Centrale Markt by the river, then the table of a nation of many origins: Creole pom of chicken and grated tayer root, Hindustani roti, Javanese saoto soup and bami, and Chinese moksi meti.",
          "Il Centrale Markt sul fiume, poi la tavola di un paese dalle molte origini: il pom creolo di pollo e radice di tayer grattugiata, il roti hindustani, la zuppa saoto e il bami giavanesi e il moksi meti cinese.",
          "El Centrale Markt junto al río y luego la mesa de un país de muchos orígenes: el pom criollo de pollo y raíz de tayer rallada, el roti hindostano, la sopa saoto y el bami javaneses y el moksi meti chino.",
          "Le Centrale Markt au bord du fleuve, puis la table d'un pays aux mille origines : le pom créole au poulet et à la racine de tayer râpée, le roti hindoustani, la soupe saoto et le bami javanais, et le moksi meti chinois.",
          "Der Centrale Markt am Fluss, dann die Küche eines Landes vieler Herkunft: kreolischer Pom aus Huhn und geriebener Tayer-Wurzel, hindustanischer Roti, javanische Saoto-Suppe und Bami und chinesisches Moksi Meti.",
        ],
      ],
    ],
  },
  "SUR Brownsberg": {
    days: [
      [
        "see",
        [
          "Brownsberg: the plateau trails and Leo Falls",
          "Brownsberg: i sentieri dell'altopiano e la cascata Leo",
          "Brownsberg: los senderos de la meseta y el salto Leo",
          "Brownsberg : les sentiers du plateau et la chute Leo",
          "Brownsberg: die Plateaupfade und der Leo-Fall",
        ],
        [
          "Up onto the Mazaroni plateau of the Brownsberg nature park, for the view over the drowned forest of Brokopondo lake, then forest trails down to the Leo and Irene falls, with red howler and spider monkeys overhead.",
          "Sull'altopiano Mazaroni del parco naturale di Brownsberg per la vista sulla foresta sommersa del lago Brokopondo, poi sentieri nella foresta fino alle cascate Leo e Irene, con scimmie urlatrici rosse e scimmie ragno sopra la testa.",
          "Subida a la meseta Mazaroni del parque natural Brownsberg, con vistas a la selva anegada del lago Brokopondo, y luego senderos por la selva hasta los saltos Leo e Irene, con monos aulladores rojos y monos araña en lo alto.",
          "La montée sur le plateau Mazaroni du parc naturel de Brownsberg pour la vue sur la forêt noyée du lac de Brokopondo, puis des sentiers en forêt jusqu'aux chutes Leo et Irene, avec singes hurleurs roux et atèles au-dessus des têtes.",
          "Hinauf auf das Mazaroni-Plateau des Naturparks Brownsberg mit Blick über den versunkenen Wald des Brokopondo-Sees, dann Waldpfade hinab zu den Fällen Leo und Irene, über den Köpfen Rote Brüllaffen und Klammeraffen.",
        ],
      ],
      [
        "see",
        [
          "Brownsberg: birds at dawn and Koemboe Falls",
          "Brownsberg: uccelli all'alba e la cascata Koemboe",
          "Brownsberg: aves al alba y el salto Koemboe",
          "Brownsberg : oiseaux à l'aube et chute Koemboe",
          "Brownsberg: Vögel im Morgengrauen und der Koemboe-Fall",
        ],
        [
          "An early walk along the plateau road, when toucans, trogons, parrots and the calls of the screaming piha fill the forest, then the path down to the Koemboe falls and a swim in their pool.",
          "Una camminata presto lungo la strada dell'altopiano, quando tucani, trogoni, pappagalli e il richiamo del piha urlatore riempiono la foresta, poi il sentiero fino alla cascata Koemboe e un bagno nella sua pozza.",
          "Una caminata temprana por el camino de la meseta, cuando tucanes, trogones, loros y el grito del guardabosques llenan la selva, y luego el sendero hasta el salto Koemboe y un baño en su poza.",
          "Une marche matinale sur la route du plateau, quand toucans, trogons, perroquets et le cri du piha hurleur emplissent la forêt, puis le sentier jusqu'à la chute Koemboe et une baignade dans sa vasque.",
          "Ein früher Gang über die Plateaustraße, wenn Tukane, Trogone, Papageien und die Rufe des Schreipihas den Wald füllen, dann der Pfad hinab zum Koemboe-Fall und ein Bad in seinem Becken.",
        ],
      ],
    ],
  },
  "SUR Central Suriname Nature Reserve": {
    days: [
      [
        "see",
        [
          "Central Suriname Nature Reserve: Raleigh Falls",
          "Riserva naturale del Suriname centrale: le cascate Raleigh",
          "Reserva natural de Surinam Central: los saltos Raleigh",
          "Réserve naturelle du Suriname central : les chutes Raleigh",
          "Zentral-Suriname-Naturreservat: die Raleigh-Fälle",
        ],
        [
          "From Foengoe island on the Coppename, a boat among the Raleighvallen, a staircase of rapids and falls, and a forest walk to a lek where male Guianan cocks-of-the-rock display in brilliant orange.",
          "Dall'isola di Foengoe sul Coppename, una barca tra i Raleighvallen, una scalinata di rapide e cascate, e una camminata nella foresta fino a un'arena dove i maschi di galletto di roccia della Guiana si esibiscono in un arancione brillante.",
          "Desde la isla Foengoe en el Coppename, un bote entre los Raleighvallen, una escalera de rápidos y saltos, y una caminata por la selva hasta un lek donde los machos del gallito de las rocas guayanés se exhiben de un naranja brillante.",
          "Depuis l'île de Foengoe sur la Coppename, un bateau parmi les Raleighvallen, un escalier de rapides et de chutes, et une marche en forêt jusqu'à une arène où les mâles du coq-de-roche orange paradent dans leur plumage éclatant.",
          "Von der Insel Foengoe im Coppename mit dem Boot zu den Raleighvallen, einer Treppe aus Stromschnellen und Fällen, und ein Waldgang zu einem Balzplatz, an dem männliche Guyana-Felsenhähne in leuchtendem Orange balzen.",
        ],
      ],
      [
        "see",
        [
          "Central Suriname Nature Reserve: the Voltzberg dome",
          "Riserva naturale del Suriname centrale: la cupola del Voltzberg",
          "Reserva natural de Surinam Central: la cúpula del Voltzberg",
          "Réserve naturelle du Suriname central : le dôme du Voltzberg",
          "Zentral-Suriname-Naturreservat: die Kuppel des Voltzberg",
        ],
        [
          "A long forest walk to the Voltzberg, a bare granite dome rising out of the jungle, and a steep climb up its rock to the top for a view over endless unbroken forest, with the chance of spider monkeys and agoutis on the way.",
          "Una lunga camminata nella foresta fino al Voltzberg, una cupola di granito nudo che emerge dalla giungla, e una ripida salita sulla roccia fino in cima per la vista su una foresta ininterrotta, con possibili scimmie ragno e aguti lungo il cammino.",
          "Una larga caminata por la selva hasta el Voltzberg, una cúpula de granito desnudo que surge de la jungla, y una subida empinada por la roca hasta la cima para ver una selva sin fin, con posibles monos araña y agutíes por el camino.",
          "Une longue marche en forêt jusqu'au Voltzberg, dôme de granit nu surgi de la jungle, et une montée raide sur la roche jusqu'au sommet pour la vue sur une forêt sans fin, avec des atèles et des agoutis possibles en chemin.",
          "Ein langer Waldgang zum Voltzberg, einer kahlen Granitkuppel, die aus dem Dschungel ragt, und ein steiler Aufstieg über den Fels zum Gipfel mit Blick über endlosen geschlossenen Wald, unterwegs mit Glück Klammeraffen und Agutis.",
        ],
      ],
    ],
  },
  "SUR Brokopondo": {
    days: [
      [
        "see",
        [
          "Brokopondo: by boat to Tonka island",
          "Brokopondo: in barca all'isola di Tonka",
          "Brokopondo: en bote a la isla Tonka",
          "Brokopondo : en bateau jusqu'à l'île Tonka",
          "Brokopondo: mit dem Boot zur Insel Tonka",
        ],
        [
          "A boat across the reservoir among the bleached trunks of the forest it drowned in the 1960s, to Tonka island, where a Maroon family runs a small eco-camp, with a swim in the warm brown water.",
          "Una barca attraverso il lago artificiale tra i tronchi sbiancati della foresta sommersa negli anni Sessanta, fino all'isola di Tonka, dove una famiglia maroon gestisce un piccolo campo ecologico, con un bagno nell'acqua tiepida e bruna.",
          "Un bote por el embalse entre los troncos blanqueados de la selva que inundó en los años sesenta, hasta la isla Tonka, donde una familia cimarrona lleva un pequeño campamento ecológico, con un baño en el agua tibia y oscura.",
          "Un bateau sur le lac de barrage parmi les troncs blanchis de la forêt noyée dans les années 1960, jusqu'à l'île Tonka, où une famille marronne tient un petit écocamp, avec une baignade dans l'eau tiède et brune.",
          "Ein Boot über den Stausee zwischen den gebleichten Stämmen des in den 1960er-Jahren überfluteten Waldes zur Insel Tonka, wo eine Maroon-Familie ein kleines Öko-Camp führt, mit einem Bad im warmen braunen Wasser.",
        ],
      ],
      [
        "see",
        [
          "Brokopondo: the Afobaka dam and the Maroon villages",
          "Brokopondo: la diga di Afobaka e i villaggi maroon",
          "Brokopondo: la represa de Afobaka y las aldeas cimarronas",
          "Brokopondo : le barrage d'Afobaka et les villages marrons",
          "Brokopondo: der Afobaka-Damm und die Maroon-Dörfer",
        ],
        [
          "The Afobaka dam that holds back the lake, then the Saramaccan villages along the Suriname river, descendants of people who escaped the plantations, with their carved doors, kitchen gardens and river landings.",
          "La diga di Afobaka che trattiene il lago, poi i villaggi saramaka lungo il fiume Suriname, discendenti di chi fuggì dalle piantagioni, con le loro porte intagliate, gli orti e gli approdi sul fiume.",
          "La represa de Afobaka que contiene el lago y luego las aldeas saramaka a orillas del río Surinam, descendientes de quienes huyeron de las plantaciones, con sus puertas talladas, sus huertos y sus embarcaderos.",
          "Le barrage d'Afobaka qui retient le lac, puis les villages saramaka au bord du fleuve Suriname, descendants de ceux qui fuirent les plantations, avec leurs portes sculptées, leurs potagers et leurs débarcadères.",
          "Der Afobaka-Damm, der den See aufstaut, dann die Saramaccaner-Dörfer am Suriname-Fluss, Nachfahren derer, die von den Plantagen flohen, mit geschnitzten Türen, Gärten und Bootsanlegern.",
        ],
      ],
    ],
  },
  "SUR Galibi": {
    months: [3, 8],
    days: [
      [
        "see",
        [
          "Galibi: the Kaliña villages at the river mouth",
          "Galibi: i villaggi kaliña alla foce del fiume",
          "Galibi: las aldeas kaliña en la desembocadura",
          "Galibi : les villages kali'na à l'embouchure",
          "Galibi: die Kaliña-Dörfer an der Flussmündung",
        ],
        [
          "By boat down the Marowijne to Christiaankondre and Langamankondre, the Kaliña villages where the river meets the Atlantic, with their thatched houses, cassava bread baked on iron plates and pottery.",
          "In barca lungo il Marowijne fino a Christiaankondre e Langamankondre, i villaggi kaliña dove il fiume incontra l'Atlantico, con le case dal tetto di paglia, il pane di manioca cotto su piastre di ferro e la ceramica.",
          "En bote por el Marowijne hasta Christiaankondre y Langamankondre, las aldeas kaliña donde el río se une al Atlántico, con sus casas de techo de palma, el casabe cocido en planchas de hierro y su alfarería.",
          "En bateau sur le Maroni jusqu'à Christiaankondre et Langamankondre, les villages kali'na où le fleuve rejoint l'Atlantique, avec leurs maisons au toit de palmes, le pain de manioc cuit sur des plaques de fer et leurs poteries.",
          "Mit dem Boot den Marowijne hinab nach Christiaankondre und Langamankondre, den Kaliña-Dörfern, wo der Fluss auf den Atlantik trifft, mit Strohdachhäusern, auf Eisenplatten gebackenem Maniokbrot und Töpferei.",
        ],
      ],
      [
        "beach",
        [
          "Galibi: sea turtles on the beach by night",
          "Galibi: le tartarughe marine sulla spiaggia di notte",
          "Galibi: tortugas marinas en la playa de noche",
          "Galibi : les tortues marines sur la plage la nuit",
          "Galibi: Meeresschildkröten nachts am Strand",
        ],
        [
          "An evening on the nesting beaches of the Galibi reserve with a Kaliña ranger, watching leatherback and green turtles haul themselves up the sand to dig and lay their eggs, by the faint light of red lamps.",
          "Una sera sulle spiagge di nidificazione della riserva di Galibi con un guardiaparco kaliña, a guardare le tartarughe liuto e verdi trascinarsi sulla sabbia per scavare e deporre le uova, alla debole luce di lampade rosse.",
          "Una noche en las playas de anidación de la reserva de Galibi con un guardaparque kaliña, viendo a las tortugas laúd y verdes subir por la arena para cavar y poner sus huevos, a la tenue luz de linternas rojas.",
          "Une soirée sur les plages de ponte de la réserve de Galibi avec un garde kali'na, à regarder les tortues luths et vertes se hisser sur le sable pour creuser et pondre, à la faible lumière de lampes rouges.",
          "Ein Abend an den Niststränden des Galibi-Reservats mit einem Kaliña-Ranger, wenn Lederschildkröten und Grüne Meeresschildkröten sich den Sand hinaufschleppen, um zu graben und Eier zu legen, im schwachen Licht roter Lampen.",
        ],
      ],
    ],
  },
  "AUS Sydney": {
    days: [
      [
        "see",
        [
          "Sydney: the Opera House and The Rocks",
          "Sydney: l'Opera House e The Rocks",
          "Sydney: la Ópera y The Rocks",
          "Sydney : l'Opéra et The Rocks",
          "Sydney: das Opernhaus und The Rocks",
        ],
        [
          "A guided look inside the Opera House and its sails of white tiles, the sandstone lanes and old pubs of The Rocks, then a walk across the great steel arch of the bridge for the view back over the water.",
          "Una visita guidata dentro l'Opera House e le sue vele di piastrelle bianche, i vicoli di arenaria e i vecchi pub di The Rocks, poi una camminata sul grande arco d'acciaio del ponte per la vista sull'acqua.",
          "Una visita guiada por dentro de la Ópera y sus velas de azulejos blancos, las callejuelas de arenisca y los viejos pubs de The Rocks, y luego una caminata por el gran arco de acero del puente para ver la bahía.",
          "Une visite guidée de l'Opéra et de ses voiles de tuiles blanches, les ruelles de grès et les vieux pubs de The Rocks, puis la traversée à pied du grand arc d'acier du pont pour la vue sur la baie.",
          "Eine Führung durch das Opernhaus mit seinen Segeln aus weißen Fliesen, die Sandsteingassen und alten Pubs von The Rocks, dann zu Fuß über den großen Stahlbogen der Brücke mit Blick zurück über das Wasser.",
        ],
      ],
      [
        "see",
        [
          "Sydney: the Manly ferry and the Botanic Garden",
          "Sydney: il traghetto per Manly e l'Orto botanico",
          "Sydney: el ferry a Manly y el Jardín Botánico",
          "Sydney : le ferry de Manly et le jardin botanique",
          "Sydney: die Fähre nach Manly und der Botanische Garten",
        ],
        [
          "The Royal Botanic Garden along the water to Mrs Macquarie's Chair, facing the Opera House and the bridge, then the ferry from Circular Quay past the headlands to Manly, with its surf beach and the walk to Shelly Beach.",
          "Il Royal Botanic Garden lungo l'acqua fino alla Mrs Macquarie's Chair, di fronte all'Opera House e al ponte, poi il traghetto da Circular Quay oltre i promontori fino a Manly, con la sua spiaggia da surf e la passeggiata fino a Shelly Beach.",
          "El Real Jardín Botánico junto al agua hasta la Mrs Macquarie's Chair, frente a la Ópera y el puente, y luego el ferry desde Circular Quay entre los cabos hasta Manly, con su playa de surf y el paseo a Shelly Beach.",
          "Le Royal Botanic Garden au bord de l'eau jusqu'à la Mrs Macquarie's Chair, face à l'Opéra et au pont, puis le ferry de Circular Quay entre les caps jusqu'à Manly, sa plage de surf et la balade jusqu'à Shelly Beach.",
          "Der Royal Botanic Garden am Wasser entlang bis zu Mrs Macquarie's Chair gegenüber Opernhaus und Brücke, dann die Fähre vom Circular Quay an den Landspitzen vorbei nach Manly mit seinem Surfstrand und dem Weg zur Shelly Beach.",
        ],
      ],
      [
        "food",
        [
          "Sydney: oysters at the Fish Market",
          "Sydney: ostriche al Fish Market",
          "Sydney: ostras en el Fish Market",
          "Sydney : huîtres au Fish Market",
          "Sydney: Austern am Fish Market",
        ],
        [
          "Sydney rock oysters, king prawns and barramundi at the Sydney Fish Market, a flat white in a Surry Hills café, then a modern Australian lunch with bush spices such as lemon myrtle and wattleseed.",
          "Ostriche di Sydney, gamberoni e barramundi al Sydney Fish Market, un flat white in un caffè di Surry Hills, poi un pranzo di cucina australiana moderna con spezie del bush come il mirto limone e i semi di acacia.",
          "Ostras de roca de Sydney, langostinos y barramundi en el Sydney Fish Market, un flat white en un café de Surry Hills y luego un almuerzo de cocina australiana moderna con especias del bush como el mirto limón y la semilla de acacia.",
          "Huîtres de roche de Sydney, grosses crevettes et barramundi au Sydney Fish Market, un flat white dans un café de Surry Hills, puis un déjeuner de cuisine australienne moderne aux épices du bush comme le myrte citronné et les graines d'acacia.",
          "Sydney-Felsenaustern, Riesengarnelen und Barramundi am Sydney Fish Market, ein Flat White in einem Café in Surry Hills, dann ein modern-australisches Mittagessen mit Buschgewürzen wie Zitronenmyrte und Akaziensamen.",
        ],
      ],
      [
        "night",
        [
          "Sydney: pubs and rooftops from Newtown to the Quay",
          "Sydney: pub e terrazze da Newtown al Quay",
          "Sydney: pubs y azoteas de Newtown al Quay",
          "Sydney : pubs et rooftops de Newtown au Quay",
          "Sydney: Pubs und Dachbars von Newtown bis zum Quay",
        ],
        [
          "A drink on a rooftop bar as the lights come on around Circular Quay, then the live music pubs and late bars of King Street in Newtown, the city's most lively night street.",
          "Un drink su una terrazza mentre si accendono le luci intorno a Circular Quay, poi i pub con musica dal vivo e i bar fino a tardi di King Street a Newtown, la via più animata della notte cittadina.",
          "Una copa en una azotea mientras se encienden las luces alrededor de Circular Quay, y luego los pubs con música en vivo y los bares hasta tarde de King Street, en Newtown, la calle más animada de la noche de Sydney.",
          "Un verre sur un toit-terrasse quand les lumières s'allument autour de Circular Quay, puis les pubs à musique live et les bars de nuit de King Street à Newtown, la rue la plus vivante de la ville la nuit.",
          "Ein Drink auf einer Dachterrasse, wenn rund um den Circular Quay die Lichter angehen, dann die Livemusik-Pubs und Bars bis spät in der King Street in Newtown, der lebendigsten Ausgehstraße der Stadt.",
        ],
      ],
      [
        "beach",
        [
          "Sydney: surf at Bondi and the coastal walk",
          "Sydney: surf a Bondi e il sentiero costiero",
          "Sydney: surf en Bondi y el sendero costero",
          "Sydney : surf à Bondi et le sentier côtier",
          "Sydney: Surfen in Bondi und der Küstenweg",
        ],
        [
          "A surf lesson on the gentler north end of Bondi beach, between the flags the lifesavers set, then the clifftop walk to Bronte and Coogee past the ocean pools cut into the rock.",
          "Una lezione di surf nella parte nord più tranquilla della spiaggia di Bondi, tra le bandiere piantate dai bagnini, poi il sentiero in cima alle scogliere fino a Bronte e Coogee, oltre le piscine oceaniche scavate nella roccia.",
          "Una clase de surf en el extremo norte, más tranquilo, de la playa de Bondi, entre las banderas de los socorristas, y luego el sendero por los acantilados hasta Bronte y Coogee, junto a las piscinas oceánicas talladas en la roca.",
          "Un cours de surf sur la partie nord, plus calme, de la plage de Bondi, entre les drapeaux des sauveteurs, puis le sentier des falaises jusqu'à Bronte et Coogee, le long des piscines d'eau de mer taillées dans la roche.",
          "Eine Surfstunde am ruhigeren Nordende des Bondi Beach zwischen den Flaggen der Rettungsschwimmer, dann der Klippenweg nach Bronte und Coogee vorbei an den in den Fels gehauenen Meerwasserbecken.",
        ],
      ],
    ],
  },
  "AUS Blue Mountains": {
    days: [
      [
        "see",
        [
          "Blue Mountains: the Three Sisters and Scenic World",
          "Montagne Blu: le Tre Sorelle e Scenic World",
          "Montañas Azules: las Tres Hermanas y Scenic World",
          "Montagnes Bleues : les Trois Sœurs et Scenic World",
          "Blue Mountains: die Three Sisters und Scenic World",
        ],
        [
          "The Three Sisters from Echo Point above the Jamison Valley, its eucalyptus haze giving the range its name, then the steep railway of Scenic World down into the rainforest of the valley floor.",
          "Le Tre Sorelle da Echo Point sopra la Jamison Valley, la cui foschia di eucalipto dà il nome alla catena, poi la ripida ferrovia di Scenic World giù nella foresta pluviale del fondovalle.",
          "Las Tres Hermanas desde Echo Point sobre el valle Jamison, cuya bruma de eucalipto da nombre a la cordillera, y luego el empinado tren de Scenic World hasta la selva del fondo del valle.",
          "Les Trois Sœurs depuis Echo Point au-dessus de la vallée Jamison, dont la brume d'eucalyptus donne son nom à la chaîne, puis le train très raide de Scenic World jusqu'à la forêt pluviale du fond de la vallée.",
          "Die Three Sisters vom Echo Point über dem Jamison Valley, dessen Eukalyptusdunst dem Gebirge den Namen gibt, dann die steile Bahn von Scenic World hinab in den Regenwald des Talbodens.",
        ],
      ],
      [
        "see",
        [
          "Blue Mountains: Wentworth Falls and Govetts Leap",
          "Montagne Blu: Wentworth Falls e Govetts Leap",
          "Montañas Azules: Wentworth Falls y Govetts Leap",
          "Montagnes Bleues : Wentworth Falls et Govetts Leap",
          "Blue Mountains: Wentworth Falls und Govetts Leap",
        ],
        [
          "The cliff track at Wentworth Falls, with stone steps cut beside the falling water, then the lookout of Govetts Leap at Blackheath over the Grose Valley, a vast sandstone gorge of eucalyptus forest.",
          "Il sentiero a strapiombo di Wentworth Falls, con gradini di pietra accanto all'acqua che cade, poi il belvedere di Govetts Leap a Blackheath sulla Grose Valley, un'immensa gola di arenaria coperta di eucalipti.",
          "El sendero de los acantilados de Wentworth Falls, con escalones de piedra junto al agua que cae, y luego el mirador de Govetts Leap en Blackheath sobre el valle Grose, una inmensa garganta de arenisca cubierta de eucaliptos.",
          "Le sentier des falaises de Wentworth Falls, aux marches de pierre taillées près de la chute, puis le belvédère de Govetts Leap à Blackheath sur la vallée de la Grose, immense gorge de grès couverte d'eucalyptus.",
          "Der Klippenpfad an den Wentworth Falls mit Steinstufen neben dem fallenden Wasser, dann der Aussichtspunkt Govetts Leap in Blackheath über dem Grose Valley, einer riesigen Sandsteinschlucht voller Eukalyptuswald.",
        ],
      ],
    ],
  },
  "AUS Melbourne": {
    days: [
      [
        "see",
        [
          "Melbourne: the laneways and Federation Square",
          "Melbourne: le laneways e Federation Square",
          "Melbourne: los callejones y Federation Square",
          "Melbourne : les laneways et Federation Square",
          "Melbourne: die Laneways und der Federation Square",
        ],
        [
          "Federation Square and Flinders Street Station, then the laneways behind them: the street art of Hosier Lane, the tiny cafés of Degraves Street and the Victorian shopping arcades of the Block and Royal.",
          "Federation Square e la stazione di Flinders Street, poi i vicoli alle loro spalle: la street art di Hosier Lane, i minuscoli caffè di Degraves Street e le gallerie vittoriane della Block e della Royal Arcade.",
          "Federation Square y la estación de Flinders Street, y luego los callejones de detrás: el arte callejero de Hosier Lane, los cafés diminutos de Degraves Street y las galerías victorianas Block y Royal.",
          "Federation Square et la gare de Flinders Street, puis les ruelles derrière : le street art de Hosier Lane, les petits cafés de Degraves Street et les galeries marchandes victoriennes de la Block et de la Royal Arcade.",
          "Der Federation Square und der Bahnhof Flinders Street, dann die Gassen dahinter: die Street-Art der Hosier Lane, die winzigen Cafés der Degraves Street und die viktorianischen Passagen Block und Royal Arcade.",
        ],
      ],
      [
        "see",
        [
          "Melbourne: the Botanic Gardens and St Kilda's penguins",
          "Melbourne: i Giardini botanici e i pinguini di St Kilda",
          "Melbourne: el Jardín Botánico y los pingüinos de St Kilda",
          "Melbourne : le jardin botanique et les manchots de St Kilda",
          "Melbourne: der Botanische Garten und die Pinguine von St Kilda",
        ],
        [
          "The Royal Botanic Gardens and the Shrine of Remembrance, then the tram to St Kilda for its pier and beach, and at dusk the little penguins coming home to the rocks of the breakwater.",
          "I Royal Botanic Gardens e lo Shrine of Remembrance, poi il tram fino a St Kilda per il molo e la spiaggia e, al tramonto, i pinguini minori che rientrano tra gli scogli del frangiflutti.",
          "El Real Jardín Botánico y el Shrine of Remembrance, y luego el tranvía a St Kilda, su muelle y su playa, y al anochecer los pingüinos pequeños volviendo a las rocas del rompeolas.",
          "Le Royal Botanic Gardens et le Shrine of Remembrance, puis le tram jusqu'à St Kilda, sa jetée et sa plage, et au crépuscule les manchots pygmées qui regagnent les rochers du brise-lames.",
          "Die Royal Botanic Gardens und der Shrine of Remembrance, dann mit der Straßenbahn nach St Kilda zu Pier und Strand und in der Dämmerung die Zwergpinguine, die zu den Felsen des Wellenbrechers heimkehren.",
        ],
      ],
      [
        "food",
        [
          "Melbourne: Queen Victoria Market and coffee",
          "Melbourne: il Queen Victoria Market e il caffè",
          "Melbourne: el Queen Victoria Market y el café",
          "Melbourne : le Queen Victoria Market et le café",
          "Melbourne: Queen Victoria Market und Kaffee",
        ],
        [
          "The sheds of the Queen Victoria Market, its deli hall of cheeses and hot doughnuts, the city's serious coffee culture, dumplings in Chinatown and a Greek meal on Lonsdale Street, a legacy of its large Greek community.",
          "I capannoni del Queen Victoria Market con la sala della gastronomia, i formaggi e le ciambelle calde, la cultura del caffè presa molto sul serio, i ravioli di Chinatown e un pasto greco su Lonsdale Street, eredità della grande comunità greca.",
          "Los pabellones del Queen Victoria Market con su sala de charcutería y quesos y sus rosquillas calientes, la seria cultura del café de la ciudad, los dumplings de Chinatown y una comida griega en Lonsdale Street, herencia de su gran comunidad griega.",
          "Les halles du Queen Victoria Market, son pavillon d'épicerie fine, ses fromages et ses beignets chauds, la culture du café très sérieuse de la ville, les raviolis de Chinatown et un repas grec sur Lonsdale Street, héritage de sa grande communauté grecque.",
          "Die Hallen des Queen Victoria Market mit Feinkosthalle, Käse und heißen Donuts, die ernsthafte Kaffeekultur der Stadt, Dumplings in Chinatown und ein griechisches Essen in der Lonsdale Street, Erbe der großen griechischen Gemeinde.",
        ],
      ],
      [
        "night",
        [
          "Melbourne: basement jazz and Fitzroy's bands",
          "Melbourne: jazz nei seminterrati e le band di Fitzroy",
          "Melbourne: jazz en sótanos y las bandas de Fitzroy",
          "Melbourne : jazz en sous-sol et concerts de Fitzroy",
          "Melbourne: Kellerjazz und die Bands von Fitzroy",
        ],
        [
          "Hidden bars down laneways and up narrow stairs, a set at a basement jazz club, then the pubs of Fitzroy and Collingwood, where local bands play most nights of the week.",
          "Bar nascosti in fondo ai vicoli e in cima a scale strette, un concerto in un jazz club in un seminterrato, poi i pub di Fitzroy e Collingwood, dove le band locali suonano quasi ogni sera.",
          "Bares escondidos al fondo de los callejones y en lo alto de escaleras estrechas, un concierto en un club de jazz en un sótano y luego los pubs de Fitzroy y Collingwood, donde tocan bandas locales casi todas las noches.",
          "Des bars cachés au fond des ruelles et en haut d'escaliers étroits, un set dans un club de jazz en sous-sol, puis les pubs de Fitzroy et de Collingwood, où des groupes locaux jouent presque tous les soirs.",
          "Versteckte Bars am Ende von Gassen und oben an schmalen Treppen, ein Set in einem Jazzkeller, dann die Pubs von Fitzroy und Collingwood, wo fast jeden Abend lokale Bands spielen.",
        ],
      ],
    ],
  },
  "AUS Great Ocean Road": {
    days: [
      [
        "see",
        [
          "Great Ocean Road: the Twelve Apostles and Loch Ard Gorge",
          "Great Ocean Road: i Dodici Apostoli e la Loch Ard Gorge",
          "Great Ocean Road: los Doce Apóstoles y Loch Ard Gorge",
          "Great Ocean Road : les Douze Apôtres et Loch Ard Gorge",
          "Great Ocean Road: die Zwölf Apostel und die Loch Ard Gorge",
        ],
        [
          "The limestone stacks of the Twelve Apostles rising from the Southern Ocean, the Gibson Steps down to the beach below them, and Loch Ard Gorge, named for the ship wrecked at its mouth.",
          "I faraglioni di calcare dei Dodici Apostoli che emergono dall'oceano Australe, i Gibson Steps che scendono sulla spiaggia ai loro piedi e la Loch Ard Gorge, che prende il nome dalla nave naufragata al suo ingresso.",
          "Los farallones de caliza de los Doce Apóstoles alzándose del océano Antártico, los Gibson Steps que bajan a la playa a sus pies y la Loch Ard Gorge, con el nombre del barco que naufragó en su entrada.",
          "Les aiguilles calcaires des Douze Apôtres dressées dans l'océan Austral, les Gibson Steps qui descendent à la plage à leurs pieds, et Loch Ard Gorge, qui doit son nom au navire naufragé à son entrée.",
          "Die Kalksteinsäulen der Zwölf Apostel im Südpolarmeer, die Gibson Steps hinab zum Strand zu ihren Füßen und die Loch Ard Gorge, benannt nach dem Schiff, das an ihrer Einfahrt zerschellte.",
        ],
      ],
      [
        "see",
        [
          "Great Ocean Road: koalas and the Otway rainforest",
          "Great Ocean Road: koala e la foresta pluviale delle Otway",
          "Great Ocean Road: koalas y la selva de los Otway",
          "Great Ocean Road : koalas et forêt pluviale des Otway",
          "Great Ocean Road: Koalas und der Otway-Regenwald",
        ],
        [
          "The winding road along the cliffs to Kennett River, where koalas doze in the manna gums by the road, then Maits Rest, a boardwalk through tree ferns and ancient myrtle beech in the Great Otway national park.",
          "La strada tortuosa lungo le scogliere fino a Kennett River, dove i koala sonnecchiano sugli eucalipti a bordo strada, poi Maits Rest, una passerella tra felci arboree e antichi faggi australi nel parco nazionale Great Otway.",
          "La carretera sinuosa por los acantilados hasta Kennett River, donde los koalas dormitan en los eucaliptos junto a la carretera, y luego Maits Rest, una pasarela entre helechos arborescentes y antiguas hayas australes en el parque nacional Great Otway.",
          "La route sinueuse le long des falaises jusqu'à Kennett River, où les koalas somnolent dans les eucalyptus au bord de la route, puis Maits Rest, une passerelle entre fougères arborescentes et vieux hêtres austraux dans le parc national Great Otway.",
          "Die kurvige Straße entlang der Klippen nach Kennett River, wo Koalas in den Eukalyptusbäumen am Straßenrand dösen, dann Maits Rest, ein Steg durch Baumfarne und uralte Südbuchen im Great-Otway-Nationalpark.",
        ],
      ],
      [
        "beach",
        [
          "Great Ocean Road: surf at Torquay and Bells Beach",
          "Great Ocean Road: surf a Torquay e Bells Beach",
          "Great Ocean Road: surf en Torquay y Bells Beach",
          "Great Ocean Road : surf à Torquay et Bells Beach",
          "Great Ocean Road: Surfen in Torquay und Bells Beach",
        ],
        [
          "A surf lesson on the beginners' waves of Torquay or Anglesea, where the road begins, then the clifftop over Bells Beach, home of the world's longest-running pro surf contest, to watch the locals ride.",
          "Una lezione di surf sulle onde per principianti di Torquay o Anglesea, dove comincia la strada, poi la scogliera sopra Bells Beach, sede della più antica gara di surf professionistico del mondo, a guardare i surfisti locali.",
          "Una clase de surf en las olas para principiantes de Torquay o Anglesea, donde empieza la carretera, y luego el acantilado sobre Bells Beach, sede de la competición de surf profesional más antigua del mundo, para ver a los locales.",
          "Un cours de surf sur les vagues pour débutants de Torquay ou d'Anglesea, là où commence la route, puis la falaise au-dessus de Bells Beach, siège de la plus ancienne compétition de surf professionnel du monde, pour regarder les locaux.",
          "Eine Surfstunde auf den Anfängerwellen von Torquay oder Anglesea, wo die Straße beginnt, dann die Klippe über Bells Beach, Schauplatz des ältesten Profi-Surfwettbewerbs der Welt, um den Einheimischen zuzusehen.",
        ],
      ],
    ],
  },
  "AUS Tasmania": {
    days: [
      [
        "see",
        [
          "Tasmania: Cradle Mountain and Dove Lake",
          "Tasmania: Cradle Mountain e il Dove Lake",
          "Tasmania: Cradle Mountain y el lago Dove",
          "Tasmanie : Cradle Mountain et le lac Dove",
          "Tasmanien: Cradle Mountain und Dove Lake",
        ],
        [
          "The circuit of Dove Lake beneath the jagged peaks of Cradle Mountain, past the old boatshed and through a rainforest of myrtle beech and pandani, with wombats grazing in the buttongrass at dusk.",
          "Il giro del Dove Lake sotto le cime frastagliate di Cradle Mountain, oltre la vecchia rimessa delle barche e nella foresta pluviale di faggi australi e pandani, con i vombati al pascolo tra l'erba all'imbrunire.",
          "La vuelta al lago Dove bajo las cumbres dentadas de Cradle Mountain, pasando el viejo cobertizo de botes y por una selva de hayas australes y pandanis, con wombats pastando en el pasto al anochecer.",
          "Le tour du lac Dove sous les sommets déchiquetés de Cradle Mountain, par le vieux hangar à bateaux et une forêt pluviale de hêtres austraux et de pandanis, avec des wombats qui broutent dans les herbes au crépuscule.",
          "Die Runde um den Dove Lake unter den zackigen Gipfeln des Cradle Mountain, vorbei am alten Bootsschuppen und durch Regenwald aus Südbuchen und Pandani, in der Dämmerung grasen Wombats im Knopfgras.",
        ],
      ],
      [
        "beach",
        [
          "Tasmania: Wineglass Bay",
          "Tasmania: la baia di Wineglass",
          "Tasmania: la bahía Wineglass",
          "Tasmanie : Wineglass Bay",
          "Tasmanien: die Wineglass Bay",
        ],
        [
          "Up the granite saddle of the Freycinet peninsula to the lookout over Wineglass Bay, a perfect curve of white sand, then down to the beach itself for a bracing swim in water of startling clarity.",
          "Su per la sella di granito della penisola di Freycinet fino al belvedere su Wineglass Bay, una curva perfetta di sabbia bianca, poi giù sulla spiaggia per un bagno tonificante in un'acqua di una limpidezza sorprendente.",
          "Subida al collado de granito de la península de Freycinet hasta el mirador de la bahía Wineglass, una curva perfecta de arena blanca, y luego bajada a la playa para un baño vigorizante en un agua asombrosamente clara.",
          "La montée au col de granit de la péninsule de Freycinet jusqu'au belvédère sur Wineglass Bay, courbe parfaite de sable blanc, puis la descente sur la plage pour une baignade vivifiante dans une eau d'une clarté saisissante.",
          "Hinauf auf den Granitsattel der Freycinet-Halbinsel zum Aussichtspunkt über die Wineglass Bay, einen vollkommenen Bogen aus weißem Sand, dann hinab an den Strand zu einem frischen Bad in erstaunlich klarem Wasser.",
        ],
      ],
    ],
  },
  "AUS Uluru": {
    days: [
      [
        "see",
        [
          "Uluru: the base walk with an Anangu guide",
          "Uluru: il giro della base con una guida anangu",
          "Uluru: la vuelta a la base con un guía anangu",
          "Uluru : le tour de la base avec un guide anangu",
          "Uluru: der Rundweg mit einem Anangu-Führer",
        ],
        [
          "Along the foot of the rock with an Anangu guide, who tells the Tjukurpa stories written in its caves and scars, to the Mutitjulu waterhole and the rock art of the Kuniya walk, then sunset as Uluru turns deep red.",
          "Ai piedi della roccia con una guida anangu, che racconta le storie del Tjukurpa scritte nelle sue grotte e ferite, fino alla pozza di Mutitjulu e alle pitture rupestri del Kuniya walk, poi il tramonto che tinge Uluru di rosso intenso.",
          "Al pie de la roca con un guía anangu, que cuenta las historias del Tjukurpa escritas en sus cuevas y cicatrices, hasta la charca de Mutitjulu y el arte rupestre del sendero Kuniya, y luego el atardecer que tiñe Uluru de rojo intenso.",
          "Au pied du rocher avec un guide anangu, qui raconte les récits du Tjukurpa inscrits dans ses grottes et ses cicatrices, jusqu'au point d'eau de Mutitjulu et aux peintures rupestres du sentier Kuniya, puis le coucher du soleil qui rougit Uluru.",
          "Am Fuß des Felsens mit einem Anangu-Führer, der die im Gestein eingeschriebenen Tjukurpa-Geschichten erzählt, zum Wasserloch Mutitjulu und zu den Felsbildern des Kuniya-Wegs, dann der Sonnenuntergang, der Uluru tiefrot färbt.",
        ],
      ],
      [
        "see",
        [
          "Uluru: sunrise and the Mala walk",
          "Uluru: l'alba e il Mala walk",
          "Uluru: el amanecer y el sendero Mala",
          "Uluru : le lever du soleil et le sentier Mala",
          "Uluru: Sonnenaufgang und der Mala-Weg",
        ],
        [
          "Sunrise from the Talinguru Nyakuntjaku dunes with Kata Tjuta on the horizon, the ranger-led Mala walk to the wave-shaped Kantju Gorge, then a dot painting session with Anangu artists.",
          "L'alba dalle dune di Talinguru Nyakuntjaku con Kata Tjuta all'orizzonte, il Mala walk guidato dai ranger fino alla Kantju Gorge a forma d'onda, poi un laboratorio di pittura a punti con artisti anangu.",
          "El amanecer desde las dunas de Talinguru Nyakuntjaku con Kata Tjuta en el horizonte, el sendero Mala guiado por los guardas hasta la garganta Kantju en forma de ola, y luego un taller de pintura de puntos con artistas anangu.",
          "Le lever du soleil depuis les dunes de Talinguru Nyakuntjaku avec Kata Tjuta à l'horizon, le sentier Mala guidé par un ranger jusqu'aux gorges de Kantju en forme de vague, puis un atelier de peinture à points avec des artistes anangu.",
          "Sonnenaufgang von den Dünen von Talinguru Nyakuntjaku mit Kata Tjuta am Horizont, der von Rangern geführte Mala-Weg zur wellenförmigen Kantju-Schlucht, dann ein Dot-Painting-Kurs mit Anangu-Künstlern.",
        ],
      ],
    ],
  },
  "AUS Kata Tjuta": {
    days: [
      [
        "see",
        [
          "Kata Tjuta: the Valley of the Winds",
          "Kata Tjuta: la Valle dei Venti",
          "Kata Tjuta: el valle de los Vientos",
          "Kata Tjuta : la vallée des Vents",
          "Kata Tjuta: das Tal der Winde",
        ],
        [
          "The Valley of the Winds walk between the great red domes of Kata Tjuta, up to the Karu and Karingana lookouts, where the domes frame the plain of spinifex and desert oaks beyond.",
          "Il sentiero della Valle dei Venti tra le grandi cupole rosse di Kata Tjuta, fino ai belvedere di Karu e Karingana, dove le cupole incorniciano la piana di spinifex e querce del deserto.",
          "El sendero del valle de los Vientos entre las grandes cúpulas rojas de Kata Tjuta, hasta los miradores de Karu y Karingana, donde las cúpulas enmarcan la llanura de spinifex y casuarinas del desierto.",
          "Le sentier de la vallée des Vents entre les grands dômes rouges de Kata Tjuta, jusqu'aux belvédères de Karu et de Karingana, où les dômes encadrent la plaine de spinifex et de chênes du désert.",
          "Der Weg durch das Tal der Winde zwischen den großen roten Kuppeln von Kata Tjuta zu den Aussichtspunkten Karu und Karingana, wo die Kuppeln die Ebene aus Spinifex und Wüsteneichen einrahmen.",
        ],
      ],
      [
        "see",
        [
          "Kata Tjuta: Walpa Gorge and the dune lookout",
          "Kata Tjuta: la Walpa Gorge e il belvedere sulle dune",
          "Kata Tjuta: la garganta Walpa y el mirador de las dunas",
          "Kata Tjuta : les gorges de Walpa et le belvédère des dunes",
          "Kata Tjuta: die Walpa-Schlucht und der Dünen-Aussichtspunkt",
        ],
        [
          "A walk into Walpa Gorge, a cool cleft between two of the highest domes where rare plants shelter, then sunset from the dune viewing area as the thirty-six domes glow against the dark.",
          "Una camminata nella Walpa Gorge, una fenditura fresca tra due delle cupole più alte dove si riparano piante rare, poi il tramonto dal belvedere sulle dune mentre le trentasei cupole si accendono contro il buio.",
          "Una caminata por la garganta Walpa, una grieta fresca entre dos de las cúpulas más altas donde se refugian plantas raras, y luego el atardecer desde el mirador de las dunas mientras las treinta y seis cúpulas brillan contra la oscuridad.",
          "Une marche dans les gorges de Walpa, faille fraîche entre deux des plus hauts dômes où s'abritent des plantes rares, puis le coucher du soleil depuis le belvédère des dunes, quand les trente-six dômes s'embrasent.",
          "Ein Gang in die Walpa-Schlucht, einen kühlen Spalt zwischen zwei der höchsten Kuppeln mit seltenen Pflanzen, dann der Sonnenuntergang vom Dünen-Aussichtspunkt, wenn die sechsunddreißig Kuppeln glühen.",
        ],
      ],
    ],
  },
  "AUS Kings Canyon": {
    days: [
      [
        "see",
        [
          "Kings Canyon: the Rim Walk and the Garden of Eden",
          "Kings Canyon: il Rim Walk e il Giardino dell'Eden",
          "Kings Canyon: el Rim Walk y el Jardín del Edén",
          "Kings Canyon : le Rim Walk et le jardin d'Éden",
          "Kings Canyon: der Rim Walk und der Garten Eden",
        ],
        [
          "The steep climb at the start of the Rim Walk, then along the canyon edge past the beehive domes of the Lost City, down steps to the Garden of Eden, a palm-lined waterhole, and back along the far wall.",
          "La ripida salita all'inizio del Rim Walk, poi lungo il bordo del canyon tra le cupole ad alveare della Lost City, giù per i gradini fino al Garden of Eden, una pozza orlata di palme, e ritorno sulla parete opposta.",
          "La empinada subida al comienzo del Rim Walk y luego el borde del cañón entre las cúpulas en forma de colmena de la Lost City, escalones abajo hasta el Garden of Eden, una charca rodeada de palmeras, y vuelta por la pared opuesta.",
          "La montée raide au début du Rim Walk, puis le bord du canyon parmi les dômes en ruche de la Lost City, des marches jusqu'au Garden of Eden, un point d'eau bordé de palmiers, et retour par la paroi opposée.",
          "Der steile Anstieg zu Beginn des Rim Walk, dann an der Canyonkante entlang zwischen den Bienenkorbkuppeln der Lost City, Stufen hinab zum Garden of Eden, einem palmengesäumten Wasserloch, und zurück über die gegenüberliegende Wand.",
        ],
      ],
      [
        "see",
        [
          "Kings Canyon: Kings Creek and Kathleen Springs",
          "Kings Canyon: il Kings Creek e le Kathleen Springs",
          "Kings Canyon: el Kings Creek y Kathleen Springs",
          "Kings Canyon : le Kings Creek et Kathleen Springs",
          "Kings Canyon: der Kings Creek und die Kathleen Springs",
        ],
        [
          "The easy walk along Kings Creek on the canyon floor to a platform beneath the sheer red walls, then Kathleen Springs, a spring-fed pool in a gorge that was a meeting place of the Luritja people.",
          "La facile camminata lungo il Kings Creek sul fondo del canyon fino a una piattaforma sotto le pareti rosse verticali, poi le Kathleen Springs, una pozza di sorgente in una gola che era un luogo d'incontro del popolo luritja.",
          "La caminata fácil por el Kings Creek en el fondo del cañón hasta una plataforma bajo las paredes rojas verticales, y luego Kathleen Springs, una poza de manantial en una garganta que fue lugar de reunión del pueblo luritja.",
          "La marche facile le long du Kings Creek au fond du canyon jusqu'à une plateforme sous les parois rouges à pic, puis Kathleen Springs, un bassin de source dans une gorge qui fut un lieu de rencontre du peuple luritja.",
          "Der leichte Weg am Kings Creek auf dem Canyonboden zu einer Plattform unter den senkrechten roten Wänden, dann die Kathleen Springs, ein quellgespeistes Becken in einer Schlucht, einst Treffpunkt der Luritja.",
        ],
      ],
    ],
  },
  "AUS Darwin": {
    days: [
      [
        "see",
        [
          "Darwin: the waterfront and the story of Cyclone Tracy",
          "Darwin: il lungomare e la storia del ciclone Tracy",
          "Darwin: el paseo marítimo y la historia del ciclón Tracy",
          "Darwin : le front de mer et l'histoire du cyclone Tracy",
          "Darwin: die Uferfront und die Geschichte des Zyklons Tracy",
        ],
        [
          "The Museum and Art Gallery of the Northern Territory, with its room on Cyclone Tracy and Sweetheart, a giant stuffed saltwater crocodile, then the wartime oil tunnels and the waterfront at sunset.",
          "Il Museum and Art Gallery of the Northern Territory, con la sala sul ciclone Tracy e Sweetheart, un gigantesco coccodrillo marino imbalsamato, poi i tunnel petroliferi della guerra e il lungomare al tramonto.",
          "El Museum and Art Gallery of the Northern Territory, con su sala sobre el ciclón Tracy y Sweetheart, un enorme cocodrilo marino disecado, y luego los túneles de petróleo de la guerra y el paseo marítimo al atardecer.",
          "Le Museum and Art Gallery of the Northern Territory, avec sa salle sur le cyclone Tracy et Sweetheart, un gigantesque crocodile marin naturalisé, puis les tunnels pétroliers de la guerre et le front de mer au coucher du soleil.",
          "Das Museum and Art Gallery of the Northern Territory mit seinem Saal zum Zyklon Tracy und Sweetheart, einem riesigen ausgestopften Leistenkrokodil, dann die Öltunnel aus dem Krieg und die Uferfront bei Sonnenuntergang.",
        ],
      ],
      [
        "see",
        [
          "Darwin: Litchfield's falls and termite mounds",
          "Darwin: le cascate e i termitai di Litchfield",
          "Darwin: las cascadas y termiteros de Litchfield",
          "Darwin : les chutes et termitières de Litchfield",
          "Darwin: die Fälle und Termitenhügel von Litchfield",
        ],
        [
          "A day out in Litchfield national park: fields of magnetic termite mounds all aligned north to south, the Florence and Wangi falls dropping off the sandstone plateau, and the Buley rockholes in the monsoon forest.",
          "Una giornata nel parco nazionale di Litchfield: distese di termitai magnetici tutti allineati da nord a sud, le cascate Florence e Wangi che precipitano dall'altopiano di arenaria e le pozze di Buley nella foresta monsonica.",
          "Un día en el parque nacional Litchfield: campos de termiteros magnéticos alineados de norte a sur, las cascadas Florence y Wangi cayendo de la meseta de arenisca y las pozas de Buley en el bosque monzónico.",
          "Une journée dans le parc national de Litchfield : des champs de termitières magnétiques toutes alignées nord-sud, les chutes Florence et Wangi qui tombent du plateau de grès et les vasques de Buley dans la forêt de mousson.",
          "Ein Tag im Litchfield-Nationalpark: Felder magnetischer Termitenhügel, alle von Nord nach Süd ausgerichtet, die Florence- und Wangi-Fälle, die vom Sandsteinplateau stürzen, und die Buley Rockholes im Monsunwald.",
        ],
      ],
      [
        "food",
        [
          "Darwin: barramundi and laksa",
          "Darwin: barramundi e laksa",
          "Darwin: barramundi y laksa",
          "Darwin : barramundi et laksa",
          "Darwin: Barramundi und Laksa",
        ],
        [
          "The food of Australia's most Asian town: a bowl of laksa, the spicy coconut noodle soup Darwin adopted from its Malay and Chinese families, wild-caught barramundi and mangoes from the Top End.",
          "La cucina della città più asiatica d'Australia: una scodella di laksa, la zuppa piccante di spaghetti al cocco che Darwin ha adottato dalle sue famiglie malesi e cinesi, barramundi pescato e i manghi del Top End.",
          "La cocina de la ciudad más asiática de Australia: un tazón de laksa, la sopa picante de fideos con coco que Darwin adoptó de sus familias malayas y chinas, barramundi salvaje y mangos del Top End.",
          "La cuisine de la ville la plus asiatique d'Australie : un bol de laksa, la soupe épicée de nouilles au coco adoptée des familles malaises et chinoises, du barramundi sauvage et les mangues du Top End.",
          "Die Küche der asiatischsten Stadt Australiens: eine Schale Laksa, die scharfe Kokos-Nudelsuppe, die Darwin von seinen malaiischen und chinesischen Familien übernommen hat, wild gefangener Barramundi und Mangos aus dem Top End.",
        ],
      ],
    ],
  },
  "AUS Kakadu": {
    days: [
      [
        "see",
        [
          "Kakadu: the rock art of Burrungkuy",
          "Kakadu: l'arte rupestre di Burrungkuy",
          "Kakadu: el arte rupestre de Burrungkuy",
          "Kakadu : l'art rupestre de Burrungkuy",
          "Kakadu: die Felskunst von Burrungkuy",
        ],
        [
          "The Anbangbang rock shelter at Burrungkuy, also called Nourlangie, used for thousands of years, with paintings of Namarrgon the Lightning Man and X-ray fish, then the Gunwarrddehwarrde lookout over the escarpment.",
          "Il riparo roccioso di Anbangbang a Burrungkuy, detto anche Nourlangie, usato per migliaia di anni, con le pitture di Namarrgon, l'Uomo Fulmine, e i pesci ai raggi X, poi il belvedere di Gunwarrddehwarrde sulla scarpata.",
          "El abrigo rocoso de Anbangbang en Burrungkuy, también llamado Nourlangie, usado durante miles de años, con pinturas de Namarrgon, el Hombre Rayo, y peces en estilo de rayos X, y luego el mirador de Gunwarrddehwarrde sobre el escarpe.",
          "L'abri sous roche d'Anbangbang à Burrungkuy, aussi appelé Nourlangie, occupé pendant des millénaires, avec les peintures de Namarrgon, l'Homme-Éclair, et des poissons en rayons X, puis le belvédère de Gunwarrddehwarrde sur l'escarpement.",
          "Der Felsüberhang Anbangbang bei Burrungkuy, auch Nourlangie genannt, seit Jahrtausenden genutzt, mit Malereien von Namarrgon, dem Blitzmann, und Fischen im Röntgenstil, dann der Aussichtspunkt Gunwarrddehwarrde über der Steilstufe.",
        ],
      ],
      [
        "see",
        [
          "Kakadu: a Yellow Water cruise",
          "Kakadu: in barca sulle Yellow Water",
          "Kakadu: crucero por Yellow Water",
          "Kakadu : croisière sur Yellow Water",
          "Kakadu: Bootsfahrt auf dem Yellow Water",
        ],
        [
          "A boat on the Yellow Water billabong, where saltwater crocodiles bask on the banks, jabirus, magpie geese and jacanas stalk the lily pads, and sea eagles watch from the paperbark trees.",
          "Una barca sulla laguna di Yellow Water, dove i coccodrilli marini si scaldano sulle rive, jabiru, oche gazza e jacana camminano sulle ninfee e le aquile di mare osservano dalle melaleuche.",
          "Un barco por el billabong de Yellow Water, donde los cocodrilos marinos toman el sol en las orillas, jabirúes, gansos urraca y jacanas caminan sobre los nenúfares y las águilas marinas vigilan desde las melaleucas.",
          "Un bateau sur le billabong de Yellow Water, où les crocodiles marins se chauffent sur les berges, où jabirus, oies-pies et jacanas arpentent les nénuphars et où les pygargues guettent depuis les melaleucas.",
          "Ein Boot auf dem Billabong Yellow Water, wo Leistenkrokodile an den Ufern in der Sonne liegen, Riesenstörche, Spaltfußgänse und Blatthühnchen über die Seerosen staksen und Seeadler von den Papierrindenbäumen aus wachen.",
        ],
      ],
    ],
  },
  "AUS Cairns": {
    days: [
      [
        "see",
        [
          "Cairns: the Esplanade and the Botanic Gardens",
          "Cairns: l'Esplanade e l'Orto botanico",
          "Cairns: la Esplanade y el Jardín Botánico",
          "Cairns : l'Esplanade et le jardin botanique",
          "Cairns: die Esplanade und der Botanische Garten",
        ],
        [
          "The public swimming lagoon on the Esplanade and the boardwalk over the mudflats, where pelicans and waders feed at low tide, then the Flecker Botanic Gardens and the rainforest trails of Mount Whitfield.",
          "La laguna pubblica per nuotare sull'Esplanade e la passerella sulle distese di fango, dove pellicani e trampolieri si nutrono con la bassa marea, poi i Flecker Botanic Gardens e i sentieri nella foresta del Mount Whitfield.",
          "La laguna pública para nadar de la Esplanade y la pasarela sobre los fangales, donde pelícanos y aves zancudas comen con la marea baja, y luego los Flecker Botanic Gardens y los senderos de selva del monte Whitfield.",
          "Le lagon public de baignade de l'Esplanade et la promenade sur les vasières, où pélicans et échassiers se nourrissent à marée basse, puis les Flecker Botanic Gardens et les sentiers en forêt pluviale du mont Whitfield.",
          "Die öffentliche Badelagune an der Esplanade und der Steg über dem Watt, wo Pelikane und Watvögel bei Ebbe fressen, dann die Flecker Botanic Gardens und die Regenwaldpfade am Mount Whitfield.",
        ],
      ],
      [
        "see",
        [
          "Cairns: the Kuranda railway and the Skyrail",
          "Cairns: la ferrovia di Kuranda e lo Skyrail",
          "Cairns: el tren de Kuranda y el Skyrail",
          "Cairns : le train de Kuranda et le Skyrail",
          "Cairns: die Kuranda-Bahn und die Skyrail",
        ],
        [
          "The old Kuranda Scenic Railway climbing past waterfalls through the Barron Gorge to the rainforest village of Kuranda and its markets, then the Skyrail cableway back down, gliding just above the canopy.",
          "La vecchia ferrovia panoramica di Kuranda che sale tra le cascate nella gola del Barron fino al villaggio di Kuranda nella foresta e ai suoi mercati, poi la cabinovia Skyrail che riscende sfiorando le chiome.",
          "El viejo tren panorámico de Kuranda, que sube entre cascadas por la garganta del Barron hasta el pueblo selvático de Kuranda y sus mercados, y luego el teleférico Skyrail de vuelta, rozando las copas.",
          "Le vieux train panoramique de Kuranda, qui grimpe entre les cascades dans les gorges de la Barron jusqu'au village forestier de Kuranda et à ses marchés, puis la télécabine Skyrail pour redescendre au ras de la canopée.",
          "Die alte Kuranda-Panoramabahn, die an Wasserfällen vorbei durch die Barron-Schlucht ins Regenwalddorf Kuranda mit seinen Märkten klettert, dann mit der Seilbahn Skyrail knapp über dem Blätterdach zurück.",
        ],
      ],
      [
        "food",
        [
          "Cairns: tropical fruit and Tableland coffee",
          "Cairns: frutta tropicale e caffè dell'Atherton",
          "Cairns: fruta tropical y café del Atherton",
          "Cairns : fruits tropicaux et café de l'Atherton",
          "Cairns: Tropenfrüchte und Kaffee vom Atherton",
        ],
        [
          "Up on the Atherton Tableland, tastings at a coffee plantation and a tropical fruit farm with mangosteen, black sapote and jaboticaba, then mud crab and coral trout back by the sea in Cairns.",
          "Sull'altopiano di Atherton, degustazioni in una piantagione di caffè e in una fattoria di frutta tropicale con mangostano, sapote nero e jaboticaba, poi granchio di mangrovia e cernia corallina di nuovo al mare a Cairns.",
          "En la meseta de Atherton, catas en una plantación de café y en una granja de fruta tropical con mangostán, zapote negro y jaboticaba, y luego cangrejo de manglar y mero coralino de vuelta junto al mar en Cairns.",
          "Sur le plateau d'Atherton, des dégustations dans une plantation de café et une ferme de fruits tropicaux, mangoustan, sapote noire et jaboticaba, puis crabe de mangrove et mérou corallien au bord de la mer à Cairns.",
          "Oben auf dem Atherton Tableland Verkostungen auf einer Kaffeeplantage und einer Tropenfruchtfarm mit Mangostan, Schwarzer Sapote und Jaboticaba, dann Mangrovenkrabbe und Korallenbarsch zurück am Meer in Cairns.",
        ],
      ],
    ],
  },
  "AUS Great Barrier Reef": {
    days: [
      [
        "boat",
        [
          "Great Barrier Reef: a day on the outer reef",
          "Grande Barriera Corallina: una giornata sulla barriera esterna",
          "Gran Barrera de Coral: un día en el arrecife exterior",
          "Grande Barrière de corail : une journée sur le récif extérieur",
          "Great Barrier Reef: ein Tag am Außenriff",
        ],
        [
          "A catamaran out to the ribbon reefs of the outer reef, such as Norman or Saxon reef, to swim with mask and fins among hard corals, giant clams, turtles and parrotfish, with a marine biologist on board.",
          "Un catamarano fino ai reef della barriera esterna, come Norman o Saxon, per nuotare con maschera e pinne tra coralli duri, vongole giganti, tartarughe e pesci pappagallo, con una biologa marina a bordo.",
          "Un catamarán hasta los arrecifes exteriores, como Norman o Saxon, para nadar con máscara y aletas entre corales duros, almejas gigantes, tortugas y peces loro, con un biólogo marino a bordo.",
          "Un catamaran jusqu'aux récifs extérieurs, comme Norman ou Saxon, pour nager avec masque et palmes parmi les coraux durs, les bénitiers géants, les tortues et les poissons-perroquets, avec un biologiste marin à bord.",
          "Ein Katamaran hinaus zu den Außenriffen wie Norman oder Saxon Reef, zum Schwimmen mit Maske und Flossen zwischen Steinkorallen, Riesenmuscheln, Schildkröten und Papageifischen, mit einer Meeresbiologin an Bord.",
        ],
      ],
      [
        "boat",
        [
          "Great Barrier Reef: Michaelmas Cay",
          "Grande Barriera Corallina: Michaelmas Cay",
          "Gran Barrera de Coral: el cayo Michaelmas",
          "Grande Barrière de corail : Michaelmas Cay",
          "Great Barrier Reef: die Sandinsel Michaelmas Cay",
        ],
        [
          "By sailing boat to Michaelmas Cay, a bare sand island where thousands of sooty terns and noddies nest, with a swim off the beach over coral and the giant clams of the surrounding reef.",
          "In barca a vela fino a Michaelmas Cay, un isolotto di sabbia nuda dove nidificano migliaia di sterne fuligginose e noddy, con una nuotata dalla spiaggia sopra i coralli e le vongole giganti del reef intorno.",
          "En velero hasta el cayo Michaelmas, una isla de arena desnuda donde anidan miles de charranes sombríos y tiñosas, con un baño desde la playa sobre el coral y las almejas gigantes del arrecife.",
          "En voilier jusqu'à Michaelmas Cay, îlot de sable nu où nichent des milliers de sternes fuligineuses et de noddis, avec une baignade depuis la plage au-dessus du corail et des bénitiers géants du récif alentour.",
          "Mit dem Segelboot nach Michaelmas Cay, einer kahlen Sandinsel, auf der Tausende Rußseeschwalben und Noddis brüten, mit einem Bad vom Strand aus über Korallen und den Riesenmuscheln des umliegenden Riffs.",
        ],
      ],
      [
        "boat",
        [
          "Great Barrier Reef: Green Island",
          "Grande Barriera Corallina: Green Island",
          "Gran Barrera de Coral: la isla Green",
          "Grande Barrière de corail : Green Island",
          "Great Barrier Reef: die Koralleninsel Green Island",
        ],
        [
          "The ferry to Green Island, a coral cay covered in rainforest, for a boardwalk through its trees, a glass-bottom boat over the reef and a swim from its beach among turtles and reef fish.",
          "Il traghetto per Green Island, un isolotto corallino coperto di foresta pluviale, per una passerella tra i suoi alberi, una barca dal fondo di vetro sopra il reef e una nuotata dalla spiaggia tra tartarughe e pesci di barriera.",
          "El ferry a la isla Green, un cayo de coral cubierto de selva, para una pasarela entre sus árboles, un barco con fondo de cristal sobre el arrecife y un baño desde su playa entre tortugas y peces de arrecife.",
          "Le ferry pour Green Island, îlot corallien couvert de forêt pluviale, pour une passerelle entre ses arbres, un bateau à fond de verre au-dessus du récif et une baignade depuis sa plage parmi tortues et poissons de récif.",
          "Die Fähre nach Green Island, einer mit Regenwald bedeckten Koralleninsel, für einen Steg durch ihre Bäume, ein Glasbodenboot über dem Riff und ein Bad vom Strand aus zwischen Schildkröten und Rifffischen.",
        ],
      ],
    ],
  },
  "AUS Daintree Rainforest": {
    days: [
      [
        "see",
        [
          "Daintree Rainforest: Mossman Gorge with the Kuku Yalanji",
          "Foresta pluviale del Daintree: la Mossman Gorge con i Kuku Yalanji",
          "Bosque de Daintree: la garganta Mossman con los kuku yalanji",
          "Forêt de Daintree : les gorges de Mossman avec les Kuku Yalanji",
          "Daintree-Regenwald: die Mossman Gorge mit den Kuku Yalanji",
        ],
        [
          "A walk at Mossman Gorge with a Kuku Yalanji guide, through rainforest older than the Amazon, past bush foods and medicine plants, to the granite boulders and clear pools of the Mossman river.",
          "Una camminata nella Mossman Gorge con una guida kuku yalanji, in una foresta pluviale più antica dell'Amazzonia, tra cibi del bush e piante medicinali, fino ai massi di granito e alle pozze limpide del fiume Mossman.",
          "Una caminata en la garganta Mossman con un guía kuku yalanji, por una selva más antigua que la amazónica, entre alimentos del bush y plantas medicinales, hasta las rocas de granito y las pozas claras del río Mossman.",
          "Une marche dans les gorges de Mossman avec un guide kuku yalanji, dans une forêt pluviale plus ancienne que l'Amazonie, parmi les plantes comestibles et médicinales du bush, jusqu'aux blocs de granit et aux bassins limpides de la Mossman.",
          "Ein Gang durch die Mossman Gorge mit einem Kuku-Yalanji-Führer, durch Regenwald, der älter ist als der Amazonas, vorbei an Buschnahrung und Heilpflanzen, zu den Granitblöcken und klaren Becken des Mossman-Flusses.",
        ],
      ],
      [
        "see",
        [
          "Daintree Rainforest: the river and Cape Tribulation",
          "Foresta pluviale del Daintree: il fiume e Cape Tribulation",
          "Bosque de Daintree: el río y el cabo Tribulation",
          "Forêt de Daintree : le fleuve et le cap Tribulation",
          "Daintree-Regenwald: der Fluss und Cape Tribulation",
        ],
        [
          "A small boat on the Daintree river to spot saltwater crocodiles and kingfishers, the cable ferry across it, then the boardwalks of Cape Tribulation, where the rainforest runs down to the reef.",
          "Una piccola barca sul fiume Daintree per avvistare coccodrilli marini e martin pescatori, il traghetto a fune per attraversarlo, poi le passerelle di Cape Tribulation, dove la foresta pluviale scende fino alla barriera.",
          "Un barco pequeño por el río Daintree para ver cocodrilos marinos y martines pescadores, el ferry de cable para cruzarlo y luego las pasarelas del cabo Tribulation, donde la selva baja hasta el arrecife.",
          "Un petit bateau sur la Daintree pour repérer crocodiles marins et martins-chasseurs, le bac à câble pour la traverser, puis les passerelles du cap Tribulation, où la forêt pluviale descend jusqu'au récif.",
          "Ein kleines Boot auf dem Daintree River zu Leistenkrokodilen und Eisvögeln, die Seilfähre hinüber, dann die Stege von Cape Tribulation, wo der Regenwald bis ans Riff reicht.",
        ],
      ],
    ],
  },
  "AUS Airlie Beach": {
    days: [
      [
        "see",
        [
          "Airlie Beach: the lagoon and the Honeyeater lookout",
          "Airlie Beach: la laguna e il belvedere Honeyeater",
          "Airlie Beach: la laguna y el mirador Honeyeater",
          "Airlie Beach : le lagon et le belvédère Honeyeater",
          "Airlie Beach: die Lagune und der Honeyeater-Aussichtspunkt",
        ],
        [
          "The swimming lagoon on the foreshore and the boardwalk along the marina, then a trail in Conway national park up to the Honeyeater lookout, over the turquoise passage and the Whitsunday islands.",
          "La laguna balneabile sul lungomare e la passerella lungo il porto turistico, poi un sentiero nel parco nazionale Conway fino al belvedere Honeyeater, sul passaggio turchese e sulle isole Whitsunday.",
          "La laguna para nadar en el paseo marítimo y la pasarela junto a la marina, y luego un sendero en el parque nacional Conway hasta el mirador Honeyeater, sobre el canal turquesa y las islas Whitsunday.",
          "Le lagon de baignade du front de mer et la promenade le long de la marina, puis un sentier du parc national Conway jusqu'au belvédère Honeyeater, sur le chenal turquoise et les îles Whitsunday.",
          "Die Badelagune am Ufer und der Steg entlang der Marina, dann ein Pfad im Conway-Nationalpark hinauf zum Honeyeater-Aussichtspunkt über der türkisfarbenen Passage und den Whitsunday-Inseln.",
        ],
      ],
      [
        "food",
        [
          "Airlie Beach: coral trout and Moreton Bay bugs",
          "Airlie Beach: cernia corallina e Moreton Bay bugs",
          "Airlie Beach: mero coralino y Moreton Bay bugs",
          "Airlie Beach : mérou corallien et Moreton Bay bugs",
          "Airlie Beach: Korallenbarsch und Moreton Bay Bugs",
        ],
        [
          "Seafood from the reef waters at a table by the marina: coral trout, Moreton Bay bugs, the flat slipper lobsters of Queensland, and prawns, with a cold beer as the yachts come in.",
          "Pesce delle acque della barriera a un tavolo sul porto turistico: cernia corallina, Moreton Bay bugs, le piatte cicale di mare del Queensland, e gamberi, con una birra fresca mentre rientrano gli yacht.",
          "Marisco de las aguas del arrecife en una mesa junto a la marina: mero coralino, Moreton Bay bugs, las santiaguiñas planas de Queensland, y langostinos, con una cerveza fría mientras vuelven los veleros.",
          "Les produits de la mer du récif à une table près de la marina : mérou corallien, Moreton Bay bugs, les cigales de mer plates du Queensland, et crevettes, avec une bière fraîche au retour des voiliers.",
          "Meeresfrüchte aus dem Riff an einem Tisch an der Marina: Korallenbarsch, Moreton Bay Bugs, die flachen Bärenkrebse Queenslands, und Garnelen, dazu ein kaltes Bier, während die Jachten einlaufen.",
        ],
      ],
      [
        "night",
        [
          "Airlie Beach: the main street after dark",
          "Airlie Beach: la strada principale di sera",
          "Airlie Beach: la calle principal de noche",
          "Airlie Beach : la rue principale le soir",
          "Airlie Beach: die Hauptstraße am Abend",
        ],
        [
          "Sunset drinks over the water, then the bars of the main street, busy with sailors, divers and backpackers back from the islands, with live music and dancing until late.",
          "Un aperitivo al tramonto sull'acqua, poi i bar della strada principale, affollati di velisti, sub e viaggiatori zaino in spalla di ritorno dalle isole, con musica dal vivo e balli fino a tardi.",
          "Una copa al atardecer sobre el agua y luego los bares de la calle principal, llenos de navegantes, buceadores y mochileros de vuelta de las islas, con música en vivo y baile hasta tarde.",
          "Un verre au coucher du soleil face à l'eau, puis les bars de la rue principale, pleins de marins, de plongeurs et de routards revenus des îles, avec musique live et danse jusque tard.",
          "Ein Drink bei Sonnenuntergang über dem Wasser, dann die Bars der Hauptstraße voller Segler, Taucher und Rucksackreisender, die von den Inseln zurück sind, mit Livemusik und Tanz bis spät.",
        ],
      ],
    ],
  },
  "AUS Whitsundays": {
    days: [
      [
        "boat",
        [
          "Whitsundays: Whitehaven Beach and Hill Inlet",
          "Isole Whitsunday: Whitehaven Beach e Hill Inlet",
          "Islas Whitsunday: Whitehaven Beach y Hill Inlet",
          "Îles Whitsunday : Whitehaven Beach et Hill Inlet",
          "Whitsunday-Inseln: Whitehaven Beach und Hill Inlet",
        ],
        [
          "Under sail to Whitsunday Island, the climb to the Hill Inlet lookout over swirls of white sand and turquoise channels, then the pure silica sand of Whitehaven Beach, which squeaks underfoot.",
          "A vela fino a Whitsunday Island, la salita al belvedere di Hill Inlet sui vortici di sabbia bianca e canali turchesi, poi la sabbia di silice purissima di Whitehaven Beach, che scricchiola sotto i piedi.",
          "A vela hasta la isla Whitsunday, la subida al mirador de Hill Inlet sobre remolinos de arena blanca y canales turquesa, y luego la arena de sílice pura de Whitehaven Beach, que cruje bajo los pies.",
          "À la voile jusqu'à Whitsunday Island, la montée au belvédère de Hill Inlet sur les volutes de sable blanc et les chenaux turquoise, puis le sable de silice pure de Whitehaven Beach, qui crisse sous les pieds.",
          "Unter Segeln nach Whitsunday Island, der Aufstieg zum Aussichtspunkt über Hill Inlet mit seinen Wirbeln aus weißem Sand und türkisfarbenen Rinnen, dann der reine Quarzsand von Whitehaven Beach, der unter den Füßen quietscht.",
        ],
      ],
      [
        "boat",
        [
          "Whitsundays: the coral bays of Hook and Hayman",
          "Isole Whitsunday: le baie coralline di Hook e Hayman",
          "Islas Whitsunday: las bahías de coral de Hook y Hayman",
          "Îles Whitsunday : les baies coralliennes de Hook et Hayman",
          "Whitsunday-Inseln: die Korallenbuchten von Hook und Hayman",
        ],
        [
          "To the fringing reefs of Manta Ray Bay on Hook Island and Blue Pearl Bay on Hayman, where the group swims with mask and fins among corals, parrotfish and a resident giant Maori wrasse.",
          "Fino ai reef costieri di Manta Ray Bay su Hook Island e di Blue Pearl Bay su Hayman, dove il gruppo nuota con maschera e pinne tra coralli, pesci pappagallo e un gigantesco napoleone che vive lì.",
          "A los arrecifes costeros de Manta Ray Bay en la isla Hook y Blue Pearl Bay en Hayman, donde el grupo nada con máscara y aletas entre corales, peces loro y un enorme pez napoleón residente.",
          "Vers les récifs frangeants de Manta Ray Bay sur Hook Island et de Blue Pearl Bay sur Hayman, où le groupe nage avec masque et palmes parmi les coraux, les poissons-perroquets et un gros napoléon qui vit là.",
          "Zu den Saumriffen der Manta Ray Bay auf Hook Island und der Blue Pearl Bay auf Hayman, wo die Gruppe mit Maske und Flossen zwischen Korallen, Papageifischen und einem dort lebenden riesigen Napoleonfisch schwimmt.",
        ],
      ],
      [
        "boat",
        [
          "Whitsundays: Nara Inlet and Langford Island",
          "Isole Whitsunday: Nara Inlet e Langford Island",
          "Islas Whitsunday: Nara Inlet y la isla Langford",
          "Îles Whitsunday : Nara Inlet et l'île Langford",
          "Whitsunday-Inseln: Nara Inlet und Langford Island",
        ],
        [
          "Into Nara Inlet, a deep fjord-like cove of Hook Island, to climb to a cave painted by the Ngaro people, then anchoring off Langford Island, whose long spit of sand rises from the sea at low tide.",
          "Dentro Nara Inlet, un'insenatura profonda come un fiordo su Hook Island, per salire a una grotta dipinta dal popolo ngaro, poi l'ancora davanti a Langford Island, la cui lunga lingua di sabbia emerge dal mare con la bassa marea.",
          "Por Nara Inlet, una cala profunda como un fiordo en la isla Hook, para subir a una cueva pintada por el pueblo ngaro, y luego fondeo frente a la isla Langford, cuya larga lengua de arena sale del mar con la marea baja.",
          "Dans Nara Inlet, anse profonde comme un fjord sur Hook Island, pour monter à une grotte peinte par le peuple ngaro, puis mouillage devant l'île Langford, dont la longue flèche de sable sort de la mer à marée basse.",
          "In den Nara Inlet, eine fjordartige Bucht von Hook Island, zu einer von den Ngaro bemalten Höhle hinauf, dann vor Anker vor Langford Island, deren lange Sandzunge bei Ebbe aus dem Meer auftaucht.",
        ],
      ],
    ],
  },
  "AUS Hervey Bay": {
    days: [
      [
        "see",
        [
          "Hervey Bay: the Urangan Pier and the Esplanade",
          "Hervey Bay: il molo di Urangan e l'Esplanade",
          "Hervey Bay: el muelle de Urangan y la Esplanade",
          "Hervey Bay : la jetée d'Urangan et l'Esplanade",
          "Hervey Bay: der Urangan-Pier und die Esplanade",
        ],
        [
          "A walk out along the Urangan Pier, which reaches far over the shallow, calm bay where locals fish for whiting, then the path along the Esplanade past the beaches of Scarness and Torquay.",
          "Una camminata sul molo di Urangan, che si allunga lontano sulla baia bassa e calma dove la gente del posto pesca, poi il percorso lungo l'Esplanade oltre le spiagge di Scarness e Torquay.",
          "Un paseo por el muelle de Urangan, que se adentra mucho en la bahía poco profunda y tranquila donde los vecinos pescan, y luego el camino de la Esplanade junto a las playas de Scarness y Torquay.",
          "Une balade sur la jetée d'Urangan, qui s'avance loin sur la baie calme et peu profonde où les gens du coin pêchent, puis le chemin de l'Esplanade le long des plages de Scarness et de Torquay.",
          "Ein Gang über den Urangan-Pier, der weit in die flache, ruhige Bucht hinausreicht, in der Einheimische angeln, dann der Weg an der Esplanade entlang an den Stränden von Scarness und Torquay vorbei.",
        ],
      ],
      [
        "food",
        [
          "Hervey Bay: scallops and fish and chips",
          "Hervey Bay: capesante e fish and chips",
          "Hervey Bay: vieiras y fish and chips",
          "Hervey Bay : coquilles Saint-Jacques et fish and chips",
          "Hervey Bay: Jakobsmuscheln und Fish and Chips",
        ],
        [
          "Hervey Bay scallops from the local fleet, seared in their shells, fish and chips eaten on the sand of the bay, and tropical fruit from the farms of the Fraser Coast.",
          "Le capesante di Hervey Bay della flotta locale, scottate nel guscio, fish and chips mangiati sulla sabbia della baia e frutta tropicale delle fattorie della Fraser Coast.",
          "Vieiras de Hervey Bay de la flota local, marcadas en su concha, fish and chips comidos en la arena de la bahía y fruta tropical de las granjas de la Fraser Coast.",
          "Les coquilles Saint-Jacques de Hervey Bay, pêchées par la flotte locale et saisies dans leur coquille, le fish and chips mangé sur le sable de la baie et les fruits tropicaux des fermes de la Fraser Coast.",
          "Jakobsmuscheln aus Hervey Bay von der örtlichen Flotte, in der Schale angebraten, Fish and Chips im Sand der Bucht und Tropenfrüchte von den Farmen der Fraser Coast.",
        ],
      ],
    ],
  },
  "AUS K'gari": {
    days: [
      [
        "see",
        [
          "K'gari: 75 Mile Beach by 4x4",
          "K'gari: la 75 Mile Beach in 4x4",
          "K'gari: la 75 Mile Beach en 4x4",
          "K'gari : la 75 Mile Beach en 4x4",
          "K'gari: der 75 Mile Beach im Geländewagen",
        ],
        [
          "By 4x4 along 75 Mile Beach, the sand highway of the world's largest sand island, to the rusting wreck of the Maheno, the clear water of Eli Creek and the sand cliffs of the Pinnacles, watching for wild dingoes.",
          "In 4x4 lungo la 75 Mile Beach, l'autostrada di sabbia della più grande isola di sabbia del mondo, fino al relitto arrugginito del Maheno, all'acqua limpida di Eli Creek e alle falesie di sabbia dei Pinnacles, cercando i dingo selvatici.",
          "En 4x4 por la 75 Mile Beach, la autopista de arena de la mayor isla de arena del mundo, hasta el pecio oxidado del Maheno, el agua clara de Eli Creek y los acantilados de arena de los Pinnacles, atentos a los dingos salvajes.",
          "En 4x4 sur la 75 Mile Beach, l'autoroute de sable de la plus grande île de sable du monde, jusqu'à l'épave rouillée du Maheno, l'eau claire d'Eli Creek et les falaises de sable des Pinnacles, à l'affût des dingos sauvages.",
          "Im Geländewagen über den 75 Mile Beach, die Sandautobahn der größten Sandinsel der Welt, zum rostenden Wrack der Maheno, zum klaren Wasser des Eli Creek und zu den Sandklippen der Pinnacles, Ausschau haltend nach wilden Dingos.",
        ],
      ],
      [
        "beach",
        [
          "K'gari: Lake McKenzie and the Champagne Pools",
          "K'gari: il lago McKenzie e le Champagne Pools",
          "K'gari: el lago McKenzie y las Champagne Pools",
          "K'gari : le lac McKenzie et les Champagne Pools",
          "K'gari: der McKenzie-See und die Champagne Pools",
        ],
        [
          "A swim in Lake McKenzie, a lake of rainwater perched over white silica sand, clear at the edge and deep blue beyond, then the Champagne Pools, rock pools that the breaking waves fill with foam.",
          "Un bagno nel lago McKenzie, un lago di acqua piovana sospeso su sabbia di silice bianca, trasparente sulla riva e blu intenso al largo, poi le Champagne Pools, pozze tra gli scogli che le onde riempiono di schiuma.",
          "Un baño en el lago McKenzie, un lago de agua de lluvia colgado sobre arena de sílice blanca, transparente en la orilla y azul intenso más allá, y luego las Champagne Pools, pozas entre rocas que las olas llenan de espuma.",
          "Une baignade dans le lac McKenzie, lac d'eau de pluie perché sur du sable de silice blanc, transparent au bord et bleu profond au large, puis les Champagne Pools, vasques rocheuses que les vagues emplissent d'écume.",
          "Ein Bad im McKenzie-See, einem auf weißem Quarzsand liegenden Regenwassersee, am Rand glasklar und weiter draußen tiefblau, dann die Champagne Pools, Felsbecken, die die Brandung mit Schaum füllt.",
        ],
      ],
    ],
  },
  "AUS Brisbane": {
    days: [
      [
        "see",
        [
          "Brisbane: South Bank and the CityCat",
          "Brisbane: South Bank e il CityCat",
          "Brisbane: South Bank y el CityCat",
          "Brisbane : South Bank et le CityCat",
          "Brisbane: South Bank und der CityCat",
        ],
        [
          "The riverside parklands of South Bank, with their lagoon beach, the Queensland Art Gallery and the Gallery of Modern Art, then the CityCat ferry along the Brisbane river under the Story Bridge.",
          "I parchi lungo il fiume di South Bank, con la loro spiaggia sulla laguna, la Queensland Art Gallery e la Gallery of Modern Art, poi il traghetto CityCat sul fiume Brisbane sotto lo Story Bridge.",
          "Los parques ribereños de South Bank, con su playa de laguna, la Queensland Art Gallery y la Gallery of Modern Art, y luego el ferry CityCat por el río Brisbane bajo el Story Bridge.",
          "Les parcs au bord du fleuve de South Bank, avec leur plage de lagon, la Queensland Art Gallery et la Gallery of Modern Art, puis le ferry CityCat sur la Brisbane sous le Story Bridge.",
          "Die Parks am Flussufer von South Bank mit ihrem Lagunenstrand, der Queensland Art Gallery und der Gallery of Modern Art, dann die CityCat-Fähre auf dem Brisbane River unter der Story Bridge hindurch.",
        ],
      ],
      [
        "see",
        [
          "Brisbane: koalas and Mount Coot-tha",
          "Brisbane: i koala e il Mount Coot-tha",
          "Brisbane: koalas y el monte Coot-tha",
          "Brisbane : les koalas et le mont Coot-tha",
          "Brisbane: Koalas und der Mount Coot-tha",
        ],
        [
          "The Lone Pine Koala Sanctuary, where koalas doze in the eucalyptus and kangaroos roam the grass, then the lookout on Mount Coot-tha over the city, the river's loops and the islands of Moreton Bay.",
          "Il Lone Pine Koala Sanctuary, dove i koala sonnecchiano sugli eucalipti e i canguri girano liberi sull'erba, poi il belvedere del Mount Coot-tha sulla città, sulle anse del fiume e sulle isole della Moreton Bay.",
          "El Lone Pine Koala Sanctuary, donde los koalas dormitan en los eucaliptos y los canguros andan sueltos por la hierba, y luego el mirador del monte Coot-tha sobre la ciudad, los meandros del río y las islas de Moreton Bay.",
          "Le Lone Pine Koala Sanctuary, où les koalas somnolent dans les eucalyptus et où les kangourous vont librement dans l'herbe, puis le belvédère du mont Coot-tha sur la ville, les méandres du fleuve et les îles de Moreton Bay.",
          "Das Lone Pine Koala Sanctuary, wo Koalas in den Eukalyptusbäumen dösen und Kängurus frei übers Gras ziehen, dann der Aussichtspunkt auf dem Mount Coot-tha über der Stadt, den Flussschleifen und den Inseln der Moreton Bay.",
        ],
      ],
      [
        "food",
        [
          "Brisbane: mud crab and a riverside brewery",
          "Brisbane: granchio di mangrovia e un birrificio sul fiume",
          "Brisbane: cangrejo de manglar y una cervecería junto al río",
          "Brisbane : crabe de mangrove et brasserie au bord du fleuve",
          "Brisbane: Mangrovenkrabbe und eine Brauerei am Fluss",
        ],
        [
          "Mud crab, prawns and oysters from Moreton Bay eaten by the river, a craft beer in the old warehouses of Newstead, then lamingtons, the coconut sponge cakes that Queensland claims as its own.",
          "Granchio di mangrovia, gamberi e ostriche della Moreton Bay mangiati sul fiume, una birra artigianale nei vecchi magazzini di Newstead, poi i lamington, i pan di Spagna al cocco che il Queensland rivendica come suoi.",
          "Cangrejo de manglar, langostinos y ostras de Moreton Bay junto al río, una cerveza artesanal en los viejos almacenes de Newstead y luego lamingtons, los bizcochos de coco que Queensland reclama como suyos.",
          "Crabe de mangrove, crevettes et huîtres de Moreton Bay au bord du fleuve, une bière artisanale dans les vieux entrepôts de Newstead, puis des lamingtons, les génoises à la noix de coco que le Queensland revendique.",
          "Mangrovenkrabbe, Garnelen und Austern aus der Moreton Bay am Fluss, ein Craft-Bier in den alten Lagerhäusern von Newstead, dann Lamingtons, die Kokos-Biskuitwürfel, die Queensland für sich beansprucht.",
        ],
      ],
    ],
  },
  "AUS Perth": {
    days: [
      [
        "see",
        [
          "Perth: Kings Park and Elizabeth Quay",
          "Perth: Kings Park ed Elizabeth Quay",
          "Perth: Kings Park y Elizabeth Quay",
          "Perth : Kings Park et Elizabeth Quay",
          "Perth: Kings Park und Elizabeth Quay",
        ],
        [
          "Kings Park, a great bushland park above the city, with its botanic garden of Western Australian wildflowers and a treetop walkway, then down to Elizabeth Quay on the broad Swan river.",
          "Kings Park, un grande parco di bush sopra la città, con il suo orto botanico di fiori selvatici dell'Australia Occidentale e una passerella tra le chiome, poi giù fino a Elizabeth Quay sull'ampio fiume Swan.",
          "Kings Park, un gran parque de monte nativo sobre la ciudad, con su jardín botánico de flores silvestres de Australia Occidental y una pasarela entre las copas, y luego la bajada a Elizabeth Quay, sobre el ancho río Swan.",
          "Kings Park, grand parc de bush au-dessus de la ville, avec son jardin botanique de fleurs sauvages d'Australie-Occidentale et sa passerelle dans les arbres, puis la descente vers Elizabeth Quay sur le large fleuve Swan.",
          "Kings Park, ein großer Buschpark über der Stadt mit seinem Botanischen Garten westaustralischer Wildblumen und einem Baumwipfelpfad, dann hinab zum Elizabeth Quay am breiten Swan River.",
        ],
      ],
      [
        "see",
        [
          "Perth: Rottnest Island and its quokkas",
          "Perth: Rottnest Island e i suoi quokka",
          "Perth: la isla Rottnest y sus quokkas",
          "Perth : l'île Rottnest et ses quokkas",
          "Perth: Rottnest Island und ihre Quokkas",
        ],
        [
          "The ferry to Rottnest Island, where no private cars run, to cycle between white beaches and turquoise bays and meet the quokkas, small smiling marsupials found almost nowhere else.",
          "Il traghetto per Rottnest Island, dove non circolano auto private, per pedalare tra spiagge bianche e baie turchesi e incontrare i quokka, piccoli marsupiali sorridenti che non vivono quasi da nessun'altra parte.",
          "El ferry a la isla Rottnest, donde no circulan coches particulares, para pedalear entre playas blancas y bahías turquesa y conocer a los quokkas, pequeños marsupiales sonrientes que casi no existen en otro lugar.",
          "Le ferry pour l'île Rottnest, où ne roule aucune voiture particulière, pour pédaler entre plages blanches et baies turquoise et rencontrer les quokkas, petits marsupiaux souriants qu'on ne trouve presque nulle part ailleurs.",
          "Die Fähre nach Rottnest Island, wo keine Privatautos fahren, um zwischen weißen Stränden und türkisfarbenen Buchten zu radeln und die Quokkas zu treffen, kleine lächelnde Beuteltiere, die es fast nirgends sonst gibt.",
        ],
      ],
      [
        "food",
        [
          "Perth: Fremantle fish and the Swan Valley",
          "Perth: il pesce di Fremantle e la Swan Valley",
          "Perth: el pescado de Fremantle y el valle del Swan",
          "Perth : le poisson de Fremantle et la vallée du Swan",
          "Perth: Fisch in Fremantle und das Swan Valley",
        ],
        [
          "Fish and chips by the fishing boats of Fremantle, then up the river to the Swan Valley, the state's oldest wine region, for its wineries, breweries and chocolate makers.",
          "Fish and chips accanto ai pescherecci di Fremantle, poi risalendo il fiume fino alla Swan Valley, la più antica zona vinicola dello stato, per le sue cantine, i birrifici e i cioccolatieri.",
          "Fish and chips junto a los pesqueros de Fremantle y luego río arriba hasta el valle del Swan, la región vinícola más antigua del estado, con sus bodegas, cervecerías y chocolateros.",
          "Fish and chips près des bateaux de pêche de Fremantle, puis en remontant le fleuve jusqu'à la vallée du Swan, la plus ancienne région viticole de l'État, pour ses domaines, ses brasseries et ses chocolatiers.",
          "Fish and Chips bei den Fischerbooten von Fremantle, dann flussaufwärts ins Swan Valley, die älteste Weinregion des Bundesstaats, zu Weingütern, Brauereien und Schokoladenmachern.",
        ],
      ],
    ],
  },
  "NZL Auckland": {
    days: [
      [
        "see",
        [
          "Auckland: the Sky Tower and the ferry to Devonport",
          "Auckland: la Sky Tower e il traghetto per Devonport",
          "Auckland: la Sky Tower y el ferry a Devonport",
          "Auckland : la Sky Tower et le ferry de Devonport",
          "Auckland: der Sky Tower und die Fähre nach Devonport",
        ],
        [
          "The view from the Sky Tower over a city built on dozens of volcanic cones, the Viaduct marina, then the ferry across the Waitematā to Devonport and up Mount Victoria for the skyline from the water.",
          "La vista dalla Sky Tower su una città costruita su decine di coni vulcanici, la marina del Viaduct, poi il traghetto sul Waitematā fino a Devonport e su al Mount Victoria per il profilo della città dal mare.",
          "La vista desde la Sky Tower sobre una ciudad levantada en decenas de conos volcánicos, la marina del Viaduct, y luego el ferry por el Waitematā hasta Devonport y la subida al monte Victoria para ver la ciudad desde el agua.",
          "La vue de la Sky Tower sur une ville bâtie sur des dizaines de cônes volcaniques, la marina du Viaduct, puis le ferry sur le Waitematā jusqu'à Devonport et la montée au mont Victoria pour la silhouette de la ville depuis l'eau.",
          "Der Blick vom Sky Tower über eine Stadt auf Dutzenden Vulkankegeln, die Viaduct-Marina, dann die Fähre über den Waitematā nach Devonport und hinauf auf den Mount Victoria mit Blick auf die Skyline vom Wasser aus.",
        ],
      ],
      [
        "see",
        [
          "Auckland: Maungawhau and the Auckland Museum",
          "Auckland: Maungawhau e l'Auckland Museum",
          "Auckland: Maungawhau y el Auckland Museum",
          "Auckland : Maungawhau et l'Auckland Museum",
          "Auckland: Maungawhau und das Auckland Museum",
        ],
        [
          "The grassy crater of Maungawhau, Mount Eden, with its terraces of an old Māori pā, then the Auckland Museum in the Domain, with its carved meeting house, war canoe and a performance of haka and waiata.",
          "Il cratere erboso del Maungawhau, il Mount Eden, con le terrazze di un antico pā maori, poi l'Auckland Museum nel Domain, con la sua casa delle riunioni scolpita, la canoa da guerra e uno spettacolo di haka e waiata.",
          "El cráter herboso de Maungawhau, el monte Eden, con las terrazas de un antiguo pā maorí, y luego el Auckland Museum en el Domain, con su casa de reuniones tallada, su canoa de guerra y una actuación de haka y waiata.",
          "Le cratère herbeux de Maungawhau, le mont Eden, avec les terrasses d'un ancien pā maori, puis l'Auckland Museum dans le Domain, sa maison de réunion sculptée, sa pirogue de guerre et un spectacle de haka et de waiata.",
          "Der grasbewachsene Krater des Maungawhau, des Mount Eden, mit den Terrassen eines alten Māori-Pā, dann das Auckland Museum in der Domain mit geschnitztem Versammlungshaus, Kriegskanu und einer Vorführung von Haka und Waiata.",
        ],
      ],
      [
        "food",
        [
          "Auckland: Waiheke's vineyards and oysters",
          "Auckland: vigne e ostriche di Waiheke",
          "Auckland: viñedos y ostras de Waiheke",
          "Auckland : vignes et huîtres de Waiheke",
          "Auckland: Weinberge und Austern auf Waiheke",
        ],
        [
          "The ferry to Waiheke Island in the gulf, for tastings at vineyards on its slopes over the sea, olive oil from its groves and oysters fresh from the farm at Te Matuku Bay.",
          "Il traghetto per Waiheke Island nel golfo, per degustazioni nelle vigne sui pendii sul mare, olio dei suoi uliveti e ostriche fresche dell'allevamento di Te Matuku Bay.",
          "El ferry a la isla Waiheke, en el golfo, para catas en los viñedos de sus laderas sobre el mar, aceite de sus olivares y ostras frescas del criadero de Te Matuku Bay.",
          "Le ferry pour l'île de Waiheke dans le golfe, pour des dégustations dans les vignes de ses pentes face à la mer, l'huile de ses oliveraies et des huîtres fraîches de la ferme de Te Matuku Bay.",
          "Die Fähre nach Waiheke Island im Golf, zu Verkostungen auf Weingütern an den Hängen über dem Meer, Olivenöl aus ihren Hainen und frischen Austern von der Zucht in der Te Matuku Bay.",
        ],
      ],
    ],
  },
  "NZL Paihia": {
    days: [
      [
        "see",
        [
          "Paihia: the Waitangi Treaty Grounds",
          "Paihia: i Waitangi Treaty Grounds",
          "Paihia: el lugar del Tratado de Waitangi",
          "Paihia : le site du traité de Waitangi",
          "Paihia: die Waitangi Treaty Grounds",
        ],
        [
          "The Waitangi Treaty Grounds, where Māori chiefs and the British Crown signed the founding treaty of the nation in 1840: the Treaty House, the carved meeting house Te Whare Rūnanga and the great war canoe Ngātokimatawhaorua.",
          "I Waitangi Treaty Grounds, dove i capi maori e la Corona britannica firmarono nel 1840 il trattato fondatore del paese: la Treaty House, la casa delle riunioni scolpita Te Whare Rūnanga e la grande canoa da guerra Ngātokimatawhaorua.",
          "El lugar donde los jefes maoríes y la Corona británica firmaron en 1840 el tratado fundacional del país: la Treaty House, la casa de reuniones tallada Te Whare Rūnanga y la gran canoa de guerra Ngātokimatawhaorua.",
          "Le site de Waitangi, où les chefs maoris et la Couronne britannique signèrent en 1840 le traité fondateur du pays : la Treaty House, la maison de réunion sculptée Te Whare Rūnanga et la grande pirogue de guerre Ngātokimatawhaorua.",
          "Die Waitangi Treaty Grounds, wo Māori-Häuptlinge und die britische Krone 1840 den Gründungsvertrag des Landes unterzeichneten: das Treaty House, das geschnitzte Versammlungshaus Te Whare Rūnanga und das große Kriegskanu Ngātokimatawhaorua.",
        ],
      ],
      [
        "food",
        [
          "Paihia: oysters and fish and chips in Russell",
          "Paihia: ostriche e fish and chips a Russell",
          "Paihia: ostras y fish and chips en Russell",
          "Paihia : huîtres et fish and chips à Russell",
          "Paihia: Austern und Fish and Chips in Russell",
        ],
        [
          "The little ferry across the bay to Russell, once a rowdy whaling port, for Bay of Islands oysters and fish and chips on its waterfront, and a glass of Northland wine as the boats swing at anchor.",
          "Il piccolo traghetto attraverso la baia fino a Russell, un tempo chiassoso porto di balenieri, per le ostriche della Bay of Islands e il fish and chips sul lungomare, con un bicchiere di vino del Northland mentre le barche dondolano all'ancora.",
          "El pequeño ferry a través de la bahía hasta Russell, antiguo y bullicioso puerto ballenero, para ostras de la Bay of Islands y fish and chips en su paseo, con una copa de vino de Northland mientras los barcos se mecen anclados.",
          "Le petit ferry qui traverse la baie jusqu'à Russell, jadis port baleinier turbulent, pour les huîtres de la Bay of Islands et un fish and chips sur le front de mer, avec un verre de vin du Northland pendant que les bateaux tournent sur leur ancre.",
          "Die kleine Fähre über die Bucht nach Russell, einst ein wilder Walfanghafen, zu Austern aus der Bay of Islands und Fish and Chips an der Uferpromenade, dazu ein Glas Wein aus Northland, während die Boote vor Anker schwojen.",
        ],
      ],
    ],
  },
  "NZL Bay of Islands": {
    days: [
      [
        "boat",
        [
          "Bay of Islands: Cape Brett and the Hole in the Rock",
          "Baia delle Isole: Capo Brett e il Hole in the Rock",
          "Bahía de las Islas: el cabo Brett y el Hole in the Rock",
          "Baie des Îles : le cap Brett et le Hole in the Rock",
          "Bay of Islands: Cape Brett und das Hole in the Rock",
        ],
        [
          "Out past the islands to Cape Brett and its lighthouse, then through Motukōkako, the Hole in the Rock, when the sea allows, with bottlenose and common dolphins often riding the bow on the way.",
          "Fuori tra le isole fino a Capo Brett e al suo faro, poi attraverso Motukōkako, il Hole in the Rock, quando il mare lo permette, con tursiopi e delfini comuni che spesso accompagnano la prua lungo il tragitto.",
          "Hacia fuera entre las islas hasta el cabo Brett y su faro, y luego a través de Motukōkako, el Hole in the Rock, cuando el mar lo permite, con delfines mulares y comunes que a menudo acompañan la proa.",
          "Vers le large entre les îles jusqu'au cap Brett et son phare, puis à travers Motukōkako, le Hole in the Rock, quand la mer le permet, avec grands dauphins et dauphins communs qui accompagnent souvent l'étrave.",
          "Hinaus zwischen den Inseln zum Cape Brett und seinem Leuchtturm, dann durch Motukōkako, das Hole in the Rock, wenn das Meer es zulässt, oft begleitet von Großen Tümmlern und Gemeinen Delfinen am Bug.",
        ],
      ],
      [
        "boat",
        [
          "Bay of Islands: Urupukapuka and Otehei Bay",
          "Baia delle Isole: Urupukapuka e Otehei Bay",
          "Bahía de las Islas: Urupukapuka y Otehei Bay",
          "Baie des Îles : Urupukapuka et Otehei Bay",
          "Bay of Islands: Urupukapuka und Otehei Bay",
        ],
        [
          "A boat to Urupukapuka, the largest island of the bay, landing at Otehei Bay for a walk over its pest-free hills past old Māori pā sites, with birdsong overhead and, in the warm months, a swim from a white sand cove.",
          "Una barca fino a Urupukapuka, l'isola più grande della baia, con sbarco a Otehei Bay per una camminata sulle colline libere da predatori, oltre antichi siti di pā maori, tra canti di uccelli e, nei mesi caldi, un bagno in una caletta di sabbia bianca.",
          "Un barco hasta Urupukapuka, la mayor isla de la bahía, con desembarco en Otehei Bay para caminar por sus colinas libres de plagas, junto a antiguos pā maoríes, entre cantos de pájaros y, en los meses cálidos, con un baño en una cala de arena blanca.",
          "Un bateau jusqu'à Urupukapuka, la plus grande île de la baie, avec débarquement à Otehei Bay pour une marche sur ses collines sans prédateurs, par d'anciens pā maoris, au chant des oiseaux, et, à la belle saison, une baignade dans une crique de sable blanc.",
          "Ein Boot nach Urupukapuka, der größten Insel der Bucht, mit Landung in der Otehei Bay zu einer Wanderung über die schädlingsfreien Hügel an alten Māori-Pā vorbei, mit Vogelgesang und in den warmen Monaten einem Bad in einer Bucht mit weißem Sand.",
        ],
      ],
      [
        "boat",
        [
          "Bay of Islands: Motuarohia's lagoons",
          "Baia delle Isole: le lagune di Motuarohia",
          "Bahía de las Islas: las lagunas de Motuarohia",
          "Baie des Îles : les lagons de Motuarohia",
          "Bay of Islands: die Lagunen von Motuarohia",
        ],
        [
          "Under sail to Motuarohia, Roberton Island, where Captain Cook anchored in 1769, to climb to the lookout over its twin lagoons and swim with a mask along the underwater trail of the reef.",
          "A vela fino a Motuarohia, la Roberton Island, dove il capitano Cook gettò l'ancora nel 1769, per salire al belvedere sulle sue lagune gemelle e nuotare con la maschera lungo il percorso subacqueo del reef.",
          "A vela hasta Motuarohia, la isla Roberton, donde fondeó el capitán Cook en 1769, para subir al mirador sobre sus lagunas gemelas y nadar con careta por el sendero submarino del arrecife.",
          "À la voile jusqu'à Motuarohia, l'île Roberton, où le capitaine Cook mouilla en 1769, pour monter au belvédère sur ses lagons jumeaux et nager avec masque le long du sentier sous-marin du récif.",
          "Unter Segeln nach Motuarohia, Roberton Island, wo Kapitän Cook 1769 ankerte, zum Aussichtspunkt über ihre Zwillingslagunen und mit Maske entlang des Unterwasserpfads am Riff.",
        ],
      ],
    ],
  },
  "NZL Waitomo Caves": {
    days: [
      [
        "see",
        [
          "Waitomo Caves: the Glowworm Grotto",
          "Grotte di Waitomo: la grotta delle lucciole",
          "Cuevas de Waitomo: la gruta de las luciérnagas",
          "Grottes de Waitomo : la grotte des vers luisants",
          "Waitomo-Höhlen: die Glühwürmchengrotte",
        ],
        [
          "A walk through the limestone chambers of the Waitomo Glowworm Caves, then a silent boat ride in the dark along the underground river beneath a ceiling lit by thousands of glowworms like stars.",
          "Una camminata tra le sale di calcare delle Waitomo Glowworm Caves, poi un silenzioso giro in barca al buio sul fiume sotterraneo, sotto una volta illuminata da migliaia di larve luminose come stelle.",
          "Un recorrido por las salas de caliza de las Waitomo Glowworm Caves y luego un silencioso paseo en barca a oscuras por el río subterráneo, bajo un techo iluminado por miles de larvas luminosas como estrellas.",
          "Une marche dans les salles calcaires des Waitomo Glowworm Caves, puis une promenade silencieuse en barque dans le noir sur la rivière souterraine, sous une voûte éclairée de milliers de vers luisants comme des étoiles.",
          "Ein Gang durch die Kalksteinhallen der Waitomo Glowworm Caves, dann eine stille Bootsfahrt im Dunkeln auf dem unterirdischen Fluss unter einer Decke, die Tausende Glühwürmchen wie Sterne erleuchten.",
        ],
      ],
      [
        "see",
        [
          "Waitomo Caves: black water rafting in Ruakuri",
          "Grotte di Waitomo: black water rafting a Ruakuri",
          "Cuevas de Waitomo: black water rafting en Ruakuri",
          "Grottes de Waitomo : black water rafting à Ruakuri",
          "Waitomo-Höhlen: Black Water Rafting in Ruakuri",
        ],
        [
          "Wetsuits and helmets on to float on inner tubes along the underground stream of Ruakuri cave, jumping small falls and drifting in the dark beneath galleries of glowworms.",
          "Muta e casco per galleggiare su camere d'aria lungo il torrente sotterraneo della grotta di Ruakuri, saltando piccole cascate e lasciandosi portare al buio sotto gallerie di larve luminose.",
          "Traje de neopreno y casco para flotar en neumáticos por el arroyo subterráneo de la cueva Ruakuri, saltando pequeñas cascadas y dejándose llevar a oscuras bajo galerías de larvas luminosas.",
          "Combinaison et casque pour flotter sur des chambres à air le long du torrent souterrain de la grotte de Ruakuri, sauter de petites chutes et dériver dans le noir sous des galeries de vers luisants.",
          "Neoprenanzug und Helm an, um auf Reifenschläuchen den unterirdischen Bach der Ruakuri-Höhle entlangzutreiben, über kleine Fälle zu springen und im Dunkeln unter Glühwürmchengalerien dahinzugleiten.",
        ],
      ],
    ],
  },
  "NZL Rotorua": {
    days: [
      [
        "see",
        [
          "Rotorua: Te Puia and the Pōhutu geyser",
          "Rotorua: Te Puia e il geyser Pōhutu",
          "Rotorua: Te Puia y el géiser Pōhutu",
          "Rotorua : Te Puia et le geyser Pōhutu",
          "Rotorua: Te Puia und der Pōhutu-Geysir",
        ],
        [
          "The geothermal valley of Te Puia in Whakarewarewa, with the Pōhutu geyser, boiling mud pools and the national school of Māori carving and weaving, then a walk among the giant trees of the Redwoods forest.",
          "La valle geotermica di Te Puia a Whakarewarewa, con il geyser Pōhutu, le pozze di fango bollente e la scuola nazionale di intaglio e tessitura maori, poi una camminata tra gli alberi giganti della foresta Redwoods.",
          "El valle geotérmico de Te Puia en Whakarewarewa, con el géiser Pōhutu, las pozas de barro hirviente y la escuela nacional de talla y tejido maorí, y luego una caminata entre los árboles gigantes del bosque Redwoods.",
          "La vallée géothermique de Te Puia à Whakarewarewa, avec le geyser Pōhutu, les mares de boue bouillante et l'école nationale de sculpture et de tissage maori, puis une marche parmi les arbres géants de la forêt Redwoods.",
          "Das geothermische Tal Te Puia in Whakarewarewa mit dem Pōhutu-Geysir, brodelnden Schlammtöpfen und der nationalen Schule für Māori-Schnitzerei und -Weberei, dann ein Gang zwischen den Riesenbäumen des Redwoods-Waldes.",
        ],
      ],
      [
        "food",
        [
          "Rotorua: a hāngī feast",
          "Rotorua: un banchetto hāngī",
          "Rotorua: un banquete hāngī",
          "Rotorua : un festin hāngī",
          "Rotorua: ein Hāngī-Festmahl",
        ],
        [
          "An evening in a Māori village by the forest: the welcome ceremony, songs and haka, then a hāngī, lamb, chicken, kūmara and stuffing cooked for hours in an earth oven on hot stones.",
          "Una serata in un villaggio maori vicino alla foresta: la cerimonia di benvenuto, canti e haka, poi un hāngī, agnello, pollo, kūmara e ripieno cotti per ore in un forno di terra su pietre roventi.",
          "Una velada en una aldea maorí junto al bosque: la ceremonia de bienvenida, cantos y haka, y luego un hāngī, cordero, pollo, kūmara y relleno cocidos durante horas en un horno de tierra sobre piedras calientes.",
          "Une soirée dans un village maori près de la forêt : cérémonie d'accueil, chants et haka, puis un hāngī, agneau, poulet, kūmara et farce cuits des heures dans un four de terre sur des pierres brûlantes.",
          "Ein Abend in einem Māori-Dorf am Wald: die Begrüßungszeremonie, Gesänge und Haka, dann ein Hāngī, Lamm, Huhn, Kūmara und Füllung, stundenlang in einem Erdofen auf heißen Steinen gegart.",
        ],
      ],
    ],
  },
  "NZL Lake Taupō": {
    days: [
      [
        "see",
        [
          "Lake Taupō: the Mine Bay rock carvings",
          "Lago Taupō: le incisioni rupestri di Mine Bay",
          "Lago Taupō: los grabados de Mine Bay",
          "Lac Taupō : les sculptures rupestres de Mine Bay",
          "Taupōsee: die Felsschnitzereien der Mine Bay",
        ],
        [
          "By boat or kayak across the great crater lake to Mine Bay, where the face of the navigator Ngātoroirangi was carved into the cliff by Māori artists in the 1970s, with the volcanoes of Tongariro on the horizon.",
          "In barca o in kayak sul grande lago vulcanico fino a Mine Bay, dove il volto del navigatore Ngātoroirangi fu scolpito nella parete da artisti maori negli anni Settanta, con i vulcani del Tongariro all'orizzonte.",
          "En barco o en kayak por el gran lago de cráter hasta Mine Bay, donde artistas maoríes tallaron en los años setenta el rostro del navegante Ngātoroirangi en el acantilado, con los volcanes del Tongariro en el horizonte.",
          "En bateau ou en kayak sur le grand lac de cratère jusqu'à Mine Bay, où des artistes maoris ont sculpté dans la falaise, dans les années 1970, le visage du navigateur Ngātoroirangi, avec les volcans du Tongariro à l'horizon.",
          "Mit dem Boot oder Kajak über den großen Kratersee zur Mine Bay, wo Māori-Künstler in den 1970er-Jahren das Gesicht des Seefahrers Ngātoroirangi in die Klippe schnitzten, am Horizont die Vulkane des Tongariro.",
        ],
      ],
      [
        "see",
        [
          "Lake Taupō: Huka Falls and the Craters of the Moon",
          "Lago Taupō: le cascate Huka e i Craters of the Moon",
          "Lago Taupō: las cascadas Huka y los Craters of the Moon",
          "Lac Taupō : les chutes Huka et les Craters of the Moon",
          "Taupōsee: die Huka-Fälle und die Craters of the Moon",
        ],
        [
          "The Waikato river squeezed through a narrow gorge into the roaring turquoise Huka Falls, then the boardwalk across the steaming vents and craters of the Craters of the Moon thermal field.",
          "Il fiume Waikato stretto in una gola angusta fino alle fragorose cascate turchesi di Huka, poi la passerella tra le fumarole e i crateri del campo termale dei Craters of the Moon.",
          "El río Waikato estrechado en una garganta angosta que desemboca en las rugientes cascadas turquesa de Huka, y luego la pasarela entre las fumarolas y los cráteres del campo termal de los Craters of the Moon.",
          "Le Waikato resserré dans une gorge étroite jusqu'aux chutes turquoise et grondantes de Huka, puis la passerelle au-dessus des évents fumants et des cratères du champ thermal des Craters of the Moon.",
          "Der Waikato, durch eine enge Schlucht gepresst, stürzt in die tosenden türkisfarbenen Huka-Fälle, dann der Steg über die dampfenden Schlote und Krater des Thermalfelds Craters of the Moon.",
        ],
      ],
    ],
  },
  "NZL Tongariro": {
    months: [11, 4],
    days: [
      [
        "trek",
        [
          "Tongariro: from Whakapapa to Mangatepopo",
          "Tongariro: da Whakapapa a Mangatepopo",
          "Tongariro: de Whakapapa a Mangatepopo",
          "Tongariro : de Whakapapa à Mangatepopo",
          "Tongariro: von Whakapapa nach Mangatepopo",
        ],
        [
          "From Whakapapa Village beneath Ruapehu, across tussock and old lava flows along the flank of Ngāuruhoe's perfect cone, to the Mangatepopo hut at the head of its valley.",
          "Da Whakapapa Village ai piedi del Ruapehu, tra ciuffi d'erba e vecchie colate di lava lungo il fianco del cono perfetto del Ngāuruhoe, fino al rifugio di Mangatepopo in fondo alla sua valle.",
          "Desde Whakapapa Village, al pie del Ruapehu, entre pastizales y viejas coladas de lava por la falda del cono perfecto del Ngāuruhoe, hasta el refugio de Mangatepopo, al final de su valle.",
          "De Whakapapa Village, au pied du Ruapehu, à travers les touffes d'herbe et les vieilles coulées de lave au flanc du cône parfait du Ngāuruhoe, jusqu'au refuge de Mangatepopo au fond de sa vallée.",
          "Vom Whakapapa Village unter dem Ruapehu durch Tussockgras und alte Lavaströme an der Flanke des vollkommenen Kegels des Ngāuruhoe zur Mangatepopo-Hütte am Talschluss.",
        ],
      ],
      [
        "trek",
        [
          "Tongariro: over Red Crater to the Emerald Lakes",
          "Tongariro: oltre il Red Crater fino agli Emerald Lakes",
          "Tongariro: por el Red Crater hasta los Emerald Lakes",
          "Tongariro : par le Red Crater jusqu'aux Emerald Lakes",
          "Tongariro: über den Red Crater zu den Emerald Lakes",
        ],
        [
          "Up the Devil's Staircase to the South Crater, along the ridge to the rim of the steaming Red Crater, then a scree run down to the vivid Emerald Lakes and on to the Oturere hut in a desert of lava.",
          "Su per la Devil's Staircase fino al South Crater, lungo la cresta fino al bordo fumante del Red Crater, poi giù di corsa sul ghiaione fino ai vividi Emerald Lakes e avanti fino al rifugio di Oturere in un deserto di lava.",
          "Por la Devil's Staircase hasta el South Crater, por la cresta hasta el borde humeante del Red Crater, y luego una bajada por el pedregal hasta los vivos Emerald Lakes y el refugio de Oturere en un desierto de lava.",
          "Par la Devil's Staircase jusqu'au South Crater, le long de la crête jusqu'au bord fumant du Red Crater, puis une descente dans les éboulis jusqu'aux Emerald Lakes éclatants et le refuge d'Oturere dans un désert de lave.",
          "Die Devil's Staircase hinauf zum South Crater, den Grat entlang zum dampfenden Rand des Red Crater, dann im Geröll hinab zu den leuchtenden Emerald Lakes und weiter zur Oturere-Hütte in einer Lavawüste.",
        ],
      ],
      [
        "trek",
        [
          "Tongariro: from Oturere to Waihohonu",
          "Tongariro: da Oturere a Waihohonu",
          "Tongariro: de Oturere a Waihohonu",
          "Tongariro : d'Oturere à Waihohonu",
          "Tongariro: von Oturere nach Waihohonu",
        ],
        [
          "Across the open lava plains and gravel fields on the eastern side of the volcanoes, down into beech forest along a stream to the Waihohonu hut, with a side walk to the Ohinepango springs.",
          "Attraverso le pianure di lava e i campi di ghiaia sul versante orientale dei vulcani, giù nel bosco di faggi australi lungo un torrente fino al rifugio di Waihohonu, con una deviazione alle sorgenti di Ohinepango.",
          "Por las llanuras de lava y campos de grava del lado oriental de los volcanes, bajando al bosque de hayas australes junto a un arroyo hasta el refugio de Waihohonu, con un desvío a los manantiales de Ohinepango.",
          "À travers les plaines de lave et les champs de graviers du versant est des volcans, puis la descente en forêt de hêtres austraux le long d'un ruisseau jusqu'au refuge de Waihohonu, avec un détour aux sources d'Ohinepango.",
          "Über die offenen Lavaebenen und Kiesfelder an der Ostseite der Vulkane, hinab in Südbuchenwald an einem Bach entlang zur Waihohonu-Hütte, mit einem Abstecher zu den Ohinepango-Quellen.",
        ],
      ],
      [
        "trek",
        [
          "Tongariro: by the Tama Lakes back to Whakapapa",
          "Tongariro: dai laghi Tama fino a Whakapapa",
          "Tongariro: por los lagos Tama de vuelta a Whakapapa",
          "Tongariro : par les lacs Tama jusqu'à Whakapapa",
          "Tongariro: über die Tama-Seen zurück nach Whakapapa",
        ],
        [
          "Through the saddle between Ruapehu and Ngāuruhoe past the two Tama Lakes, filling old explosion craters, then down past Taranaki Falls to the end of the circuit at Whakapapa Village.",
          "Attraverso la sella tra Ruapehu e Ngāuruhoe oltre i due laghi Tama, che riempiono antichi crateri d'esplosione, poi giù oltre le Taranaki Falls fino alla fine del circuito a Whakapapa Village.",
          "Por el collado entre el Ruapehu y el Ngāuruhoe, pasando los dos lagos Tama, que llenan viejos cráteres de explosión, y luego bajando por las Taranaki Falls hasta el final del circuito en Whakapapa Village.",
          "Par le col entre Ruapehu et Ngāuruhoe, devant les deux lacs Tama, qui remplissent d'anciens cratères d'explosion, puis la descente par les Taranaki Falls jusqu'à la fin du circuit à Whakapapa Village.",
          "Durch den Sattel zwischen Ruapehu und Ngāuruhoe an den zwei Tama-Seen vorbei, die alte Explosionskrater füllen, dann hinab an den Taranaki Falls vorbei zum Ende der Runde in Whakapapa Village.",
        ],
      ],
      [
        "see",
        [
          "Tongariro: Taranaki Falls and the slopes of Ruapehu",
          "Tongariro: le Taranaki Falls e i pendii del Ruapehu",
          "Tongariro: las Taranaki Falls y las laderas del Ruapehu",
          "Tongariro : les Taranaki Falls et les pentes du Ruapehu",
          "Tongariro: die Taranaki Falls und die Hänge des Ruapehu",
        ],
        [
          "The loop from Whakapapa to Taranaki Falls, where a stream drops over the edge of an old lava flow, then the chairlift on Ruapehu's slopes for a view across to Ngāuruhoe and Tongariro.",
          "L'anello da Whakapapa alle Taranaki Falls, dove un torrente cade dal bordo di un'antica colata di lava, poi la seggiovia sui pendii del Ruapehu per la vista sul Ngāuruhoe e sul Tongariro.",
          "La vuelta desde Whakapapa hasta las Taranaki Falls, donde un arroyo cae por el borde de una antigua colada de lava, y luego el telesilla en las laderas del Ruapehu para ver el Ngāuruhoe y el Tongariro.",
          "La boucle de Whakapapa aux Taranaki Falls, où un ruisseau tombe du bord d'une ancienne coulée de lave, puis le télésiège sur les pentes du Ruapehu pour la vue sur le Ngāuruhoe et le Tongariro.",
          "Die Runde von Whakapapa zu den Taranaki Falls, wo ein Bach über den Rand eines alten Lavastroms fällt, dann der Sessellift an den Hängen des Ruapehu mit Blick hinüber zu Ngāuruhoe und Tongariro.",
        ],
      ],
    ],
  },
  "NZL Wellington": {
    days: [
      [
        "see",
        [
          "Wellington: Te Papa and the waterfront",
          "Wellington: Te Papa e il lungomare",
          "Wellington: Te Papa y el paseo marítimo",
          "Wellington : Te Papa et le front de mer",
          "Wellington: Te Papa und die Uferpromenade",
        ],
        [
          "Te Papa, the national museum, with its marae, its colossal squid and the story of the islands' arrival of people, then a walk along the waterfront with its sculptures, boat sheds and diving platform.",
          "Te Papa, il museo nazionale, con il suo marae, il calamaro colossale e la storia dell'arrivo dei popoli sulle isole, poi una passeggiata sul lungomare con le sue sculture, le rimesse delle barche e il trampolino per i tuffi.",
          "Te Papa, el museo nacional, con su marae, su calamar colosal y la historia de la llegada de los pueblos a las islas, y luego un paseo por el frente marítimo con sus esculturas, sus cobertizos de barcas y su trampolín.",
          "Te Papa, le musée national, avec son marae, son calmar colossal et l'histoire de l'arrivée des peuples dans les îles, puis une balade sur le front de mer, ses sculptures, ses hangars à bateaux et son plongeoir.",
          "Te Papa, das Nationalmuseum, mit seinem Marae, dem Koloss-Kalmar und der Geschichte der Besiedlung der Inseln, dann ein Spaziergang an der Uferpromenade mit Skulpturen, Bootsschuppen und Sprungturm.",
        ],
      ],
      [
        "see",
        [
          "Wellington: the cable car and Zealandia",
          "Wellington: la funicolare e Zealandia",
          "Wellington: el funicular y Zealandia",
          "Wellington : le funiculaire et Zealandia",
          "Wellington: die Cable Car und Zealandia",
        ],
        [
          "The red cable car up to Kelburn and a walk down through the Botanic Garden, then Zealandia, a fenced valley of forest where takahē, kākā and tuatara live safe from predators, in the middle of the capital.",
          "La funicolare rossa fino a Kelburn e una discesa a piedi nel Giardino botanico, poi Zealandia, una valle di foresta recintata dove takahē, kākā e tuatara vivono al riparo dai predatori, in piena capitale.",
          "El funicular rojo hasta Kelburn y una bajada a pie por el Jardín Botánico, y luego Zealandia, un valle de bosque vallado donde takahēs, kākās y tuátaras viven a salvo de depredadores, en plena capital.",
          "Le funiculaire rouge jusqu'à Kelburn et une descente à pied par le jardin botanique, puis Zealandia, vallée de forêt clôturée où takahē, kākā et tuatara vivent à l'abri des prédateurs, en pleine capitale.",
          "Mit der roten Cable Car hinauf nach Kelburn und zu Fuß durch den Botanischen Garten hinab, dann Zealandia, ein eingezäuntes Waldtal mitten in der Hauptstadt, in dem Takahē, Kākā und Tuatara vor Räubern sicher leben.",
        ],
      ],
      [
        "food",
        [
          "Wellington: Cuba Street coffee and craft beer",
          "Wellington: caffè e birra artigianale in Cuba Street",
          "Wellington: café y cerveza artesanal en Cuba Street",
          "Wellington : café et bière artisanale sur Cuba Street",
          "Wellington: Kaffee und Craft-Bier in der Cuba Street",
        ],
        [
          "The cafés of Cuba Street in a city that takes its flat white seriously, a roastery tasting, then the taprooms of a capital famous for craft beer, with a plate of green-lipped mussels or pāua fritters.",
          "I caffè di Cuba Street in una città che prende sul serio il suo flat white, una degustazione in una torrefazione, poi le birrerie di una capitale famosa per la birra artigianale, con un piatto di cozze verdi o frittelle di pāua.",
          "Los cafés de Cuba Street en una ciudad que se toma en serio su flat white, una cata en un tostadero, y luego las cervecerías de una capital famosa por su cerveza artesanal, con un plato de mejillones verdes o buñuelos de pāua.",
          "Les cafés de Cuba Street dans une ville qui prend son flat white au sérieux, une dégustation chez un torréfacteur, puis les bars à bière d'une capitale réputée pour ses brasseries, avec une assiette de moules vertes ou de beignets de pāua.",
          "Die Cafés der Cuba Street in einer Stadt, die ihren Flat White ernst nimmt, eine Verkostung in einer Rösterei, dann die Schankstuben einer für Craft-Bier berühmten Hauptstadt, dazu Grünlippmuscheln oder Pāua-Küchlein.",
        ],
      ],
    ],
  },
  "NZL Picton": {
    days: [
      [
        "see",
        [
          "Picton: Queen Charlotte Sound and Ship Cove",
          "Picton: il Queen Charlotte Sound e Ship Cove",
          "Picton: el Queen Charlotte Sound y Ship Cove",
          "Picton : le Queen Charlotte Sound et Ship Cove",
          "Picton: der Queen Charlotte Sound und Ship Cove",
        ],
        [
          "The hull of the Edwin Fox, a sailing ship of 1853 resting in dry dock by the ferry pier, then a boat along Queen Charlotte Sound to Ship Cove, where Captain Cook anchored, and a walk on the first stretch of the Queen Charlotte Track.",
          "Lo scafo dell'Edwin Fox, un veliero del 1853 in bacino di carenaggio accanto al molo dei traghetti, poi una barca lungo il Queen Charlotte Sound fino a Ship Cove, dove gettò l'ancora il capitano Cook, e una camminata sul primo tratto del Queen Charlotte Track.",
          "El casco del Edwin Fox, un velero de 1853 en dique seco junto al muelle de los ferris, y luego un barco por el Queen Charlotte Sound hasta Ship Cove, donde fondeó el capitán Cook, con una caminata por el primer tramo del Queen Charlotte Track.",
          "La coque de l'Edwin Fox, voilier de 1853 en cale sèche près du quai des ferries, puis un bateau sur le Queen Charlotte Sound jusqu'à Ship Cove, où mouilla le capitaine Cook, et une marche sur le premier tronçon du Queen Charlotte Track.",
          "Der Rumpf der Edwin Fox, eines Segelschiffs von 1853 im Trockendock am Fähranleger, dann ein Boot durch den Queen Charlotte Sound nach Ship Cove, wo Kapitän Cook ankerte, und eine Wanderung auf dem ersten Abschnitt des Queen Charlotte Track.",
        ],
      ],
      [
        "food",
        [
          "Picton: Marlborough wine and green-lipped mussels",
          "Picton: vino del Marlborough e cozze verdi",
          "Picton: vino de Marlborough y mejillones verdes",
          "Picton : vin de Marlborough et moules vertes",
          "Picton: Marlborough-Wein und Grünlippmuscheln",
        ],
        [
          "The vineyards of the Wairau valley around Blenheim, home of Marlborough Sauvignon Blanc, with tastings at the cellar doors, then green-lipped mussels steamed in white wine at Havelock, the mussel town.",
          "Le vigne della valle del Wairau intorno a Blenheim, patria del Sauvignon Blanc del Marlborough, con degustazioni in cantina, poi cozze verdi al vapore nel vino bianco a Havelock, la città delle cozze.",
          "Los viñedos del valle del Wairau alrededor de Blenheim, cuna del sauvignon blanc de Marlborough, con catas en las bodegas, y luego mejillones verdes al vapor con vino blanco en Havelock, el pueblo del mejillón.",
          "Les vignes de la vallée de la Wairau autour de Blenheim, berceau du sauvignon blanc de Marlborough, avec des dégustations dans les caves, puis des moules vertes à la vapeur au vin blanc à Havelock, la ville de la moule.",
          "Die Weinberge des Wairau-Tals um Blenheim, Heimat des Marlborough Sauvignon Blanc, mit Verkostungen in den Kellern, dann in Weißwein gedämpfte Grünlippmuscheln in Havelock, dem Muschelstädtchen.",
        ],
      ],
    ],
  },
  "NZL Abel Tasman": {
    days: [
      [
        "trek",
        [
          "Abel Tasman: from Marahau to Anchorage",
          "Abel Tasman: da Marahau ad Anchorage",
          "Abel Tasman: de Marahau a Anchorage",
          "Abel Tasman : de Marahau à Anchorage",
          "Abel Tasman: von Marahau nach Anchorage",
        ],
        [
          "The Coast Track begins at Marahau and follows the shore through manuka and fern, above golden coves such as Apple Tree Bay and Stillwell Bay, to the long beach of Anchorage.",
          "Il Coast Track comincia a Marahau e segue la costa tra manuka e felci, sopra calette dorate come Apple Tree Bay e Stillwell Bay, fino alla lunga spiaggia di Anchorage.",
          "El Coast Track empieza en Marahau y sigue la costa entre manuka y helechos, sobre calas doradas como Apple Tree Bay y Stillwell Bay, hasta la larga playa de Anchorage.",
          "Le Coast Track commence à Marahau et suit la côte parmi les manukas et les fougères, au-dessus de criques dorées comme Apple Tree Bay et Stillwell Bay, jusqu'à la longue plage d'Anchorage.",
          "Der Coast Track beginnt in Marahau und folgt der Küste durch Manuka und Farne, über goldenen Buchten wie Apple Tree Bay und Stillwell Bay, bis zum langen Strand von Anchorage.",
        ],
      ],
      [
        "trek",
        [
          "Abel Tasman: across Torrent Bay to Bark Bay",
          "Abel Tasman: attraverso Torrent Bay fino a Bark Bay",
          "Abel Tasman: por Torrent Bay hasta Bark Bay",
          "Abel Tasman : par Torrent Bay jusqu'à Bark Bay",
          "Abel Tasman: über die Torrent Bay zur Bark Bay",
        ],
        [
          "Across the sands of Torrent Bay at low tide, then over the long swing bridge above Falls River and through forest to Bark Bay, a sandspit between an estuary and the sea.",
          "Attraverso le sabbie di Torrent Bay con la bassa marea, poi sul lungo ponte sospeso sopra il Falls River e nella foresta fino a Bark Bay, una lingua di sabbia tra un estuario e il mare.",
          "Por las arenas de Torrent Bay con la marea baja, y luego por el largo puente colgante sobre el Falls River y el bosque hasta Bark Bay, una lengua de arena entre un estuario y el mar.",
          "À travers les sables de Torrent Bay à marée basse, puis sur le long pont suspendu au-dessus de la Falls River et en forêt jusqu'à Bark Bay, flèche de sable entre un estuaire et la mer.",
          "Bei Ebbe über den Sand der Torrent Bay, dann über die lange Hängebrücke am Falls River und durch den Wald zur Bark Bay, einer Sandnehrung zwischen Flussmündung und Meer.",
        ],
      ],
      [
        "trek",
        [
          "Abel Tasman: from Bark Bay to Awaroa",
          "Abel Tasman: da Bark Bay ad Awaroa",
          "Abel Tasman: de Bark Bay a Awaroa",
          "Abel Tasman : de Bark Bay à Awaroa",
          "Abel Tasman: von der Bark Bay nach Awaroa",
        ],
        [
          "Over the headlands past Tonga Quarry and the seals' rocks of Tonga Island to Onetahuti beach, then the Awaroa inlet, crossed on foot at low tide to the hut on its far shore.",
          "Oltre i promontori, davanti alla cava di Tonga e agli scogli delle foche di Tonga Island, fino alla spiaggia di Onetahuti, poi l'insenatura di Awaroa, attraversata a piedi con la bassa marea fino al rifugio sulla riva opposta.",
          "Por los cabos, pasando la cantera de Tonga y las rocas de focas de Tonga Island, hasta la playa de Onetahuti, y luego la ensenada de Awaroa, cruzada a pie con la marea baja hasta el refugio de la otra orilla.",
          "Par les caps, devant la carrière de Tonga et les rochers à phoques de Tonga Island, jusqu'à la plage d'Onetahuti, puis l'anse d'Awaroa, traversée à pied à marée basse jusqu'au refuge de l'autre rive.",
          "Über die Landspitzen am Tonga-Steinbruch und den Robbenfelsen von Tonga Island vorbei zum Strand von Onetahuti, dann die Awaroa-Bucht, die man bei Ebbe zu Fuß zur Hütte am anderen Ufer durchquert.",
        ],
      ],
      [
        "trek",
        [
          "Abel Tasman: from Awaroa to Totaranui",
          "Abel Tasman: da Awaroa a Totaranui",
          "Abel Tasman: de Awaroa a Totaranui",
          "Abel Tasman : d'Awaroa à Totaranui",
          "Abel Tasman: von Awaroa nach Totaranui",
        ],
        [
          "A shorter stage through coastal forest and over Goat Bay to the great curve of Totaranui beach, where the track meets the road and the water taxis call.",
          "Una tappa più breve nella foresta costiera e oltre Goat Bay fino alla grande curva della spiaggia di Totaranui, dove il sentiero incontra la strada e attraccano i taxi d'acqua.",
          "Una etapa más corta por el bosque costero y Goat Bay hasta la gran curva de la playa de Totaranui, donde el sendero se une a la carretera y paran los taxis acuáticos.",
          "Une étape plus courte dans la forêt côtière et par Goat Bay jusqu'à la grande courbe de la plage de Totaranui, où le sentier rejoint la route et où accostent les bateaux-taxis.",
          "Eine kürzere Etappe durch Küstenwald und über die Goat Bay zum großen Bogen des Totaranui-Strandes, wo der Weg auf die Straße trifft und die Wassertaxis anlegen.",
        ],
      ],
      [
        "see",
        [
          "Abel Tasman: by kayak to Split Apple Rock",
          "Abel Tasman: in kayak fino allo Split Apple Rock",
          "Abel Tasman: en kayak hasta Split Apple Rock",
          "Abel Tasman : en kayak jusqu'au Split Apple Rock",
          "Abel Tasman: im Kajak zum Split Apple Rock",
        ],
        [
          "Sea kayaks from Kaiteriteri along the granite coast to Split Apple Rock, a boulder cleft in two, past fur seals on the rocks of Adele Island, with lunch on a golden beach.",
          "Kayak da mare da Kaiteriteri lungo la costa di granito fino allo Split Apple Rock, un masso spaccato in due, oltre le otarie sugli scogli di Adele Island, con pranzo su una spiaggia dorata.",
          "Kayaks de mar desde Kaiteriteri por la costa de granito hasta Split Apple Rock, una roca partida en dos, pasando los lobos marinos de las rocas de Adele Island, con almuerzo en una playa dorada.",
          "Des kayaks de mer depuis Kaiteriteri le long de la côte de granit jusqu'au Split Apple Rock, rocher fendu en deux, par les otaries des rochers d'Adele Island, avec déjeuner sur une plage dorée.",
          "Mit Seekajaks von Kaiteriteri an der Granitküste entlang zum Split Apple Rock, einem in zwei Hälften gespaltenen Felsen, vorbei an den Seebären auf den Felsen von Adele Island, mit Mittagessen an einem goldenen Strand.",
        ],
      ],
    ],
  },
  "NZL Franz Josef Glacier": {
    days: [
      [
        "see",
        [
          "Franz Josef Glacier: a heli-hike on the ice",
          "Ghiacciaio Franz Josef: in elicottero sul ghiaccio",
          "Glaciar Franz Josef: en helicóptero sobre el hielo",
          "Glacier Franz Josef : héli-randonnée sur la glace",
          "Franz-Josef-Gletscher: Heli-Hike auf dem Eis",
        ],
        [
          "The only way onto the ice now: a helicopter up to the upper glacier, then crampons and a guide for a walk among blue ice caves, ridges and crevasses, with the rainforest far below.",
          "L'unico modo oggi per salire sul ghiaccio: un elicottero fino al ghiacciaio alto, poi ramponi e guida per una camminata tra grotte di ghiaccio blu, creste e crepacci, con la foresta pluviale molto più in basso.",
          "La única forma hoy de pisar el hielo: un helicóptero hasta la parte alta del glaciar y luego crampones y guía para caminar entre cuevas de hielo azul, crestas y grietas, con la selva mucho más abajo.",
          "La seule façon aujourd'hui d'aller sur la glace : un hélicoptère jusqu'au glacier supérieur, puis crampons et guide pour une marche parmi les grottes de glace bleue, les arêtes et les crevasses, avec la forêt pluviale loin en contrebas.",
          "Der einzige Weg aufs Eis heute: mit dem Hubschrauber hinauf zum oberen Gletscher, dann mit Steigeisen und Führer zwischen blauen Eishöhlen, Graten und Spalten, tief unten der Regenwald.",
        ],
      ],
      [
        "see",
        [
          "Franz Josef Glacier: the valley walk and Lake Matheson",
          "Ghiacciaio Franz Josef: la valle e il lago Matheson",
          "Glaciar Franz Josef: el valle y el lago Matheson",
          "Glacier Franz Josef : la vallée et le lac Matheson",
          "Franz-Josef-Gletscher: das Tal und der Matheson-See",
        ],
        [
          "The walk up the glacier valley past waterfalls to the viewpoint of the terminal face, Kā Roimata o Hine Hukatere, then Lake Matheson, whose still dark water mirrors Aoraki and Mount Tasman.",
          "La camminata su per la valle glaciale tra le cascate fino al belvedere sul fronte, Kā Roimata o Hine Hukatere, poi il lago Matheson, le cui acque scure e ferme riflettono l'Aoraki e il Mount Tasman.",
          "La caminata valle arriba entre cascadas hasta el mirador del frente del glaciar, Kā Roimata o Hine Hukatere, y luego el lago Matheson, cuyas aguas oscuras y quietas reflejan el Aoraki y el monte Tasman.",
          "La marche dans la vallée glaciaire le long des cascades jusqu'au belvédère sur le front, Kā Roimata o Hine Hukatere, puis le lac Matheson, dont l'eau sombre et immobile reflète l'Aoraki et le mont Tasman.",
          "Der Weg das Gletschertal hinauf an Wasserfällen vorbei zum Aussichtspunkt vor der Gletscherzunge, Kā Roimata o Hine Hukatere, dann der Matheson-See, dessen dunkles stilles Wasser Aoraki und Mount Tasman spiegelt.",
        ],
      ],
    ],
  },
  "NZL Wanaka": {
    days: [
      [
        "see",
        [
          "Wanaka: the Rob Roy Glacier track",
          "Wanaka: il sentiero del ghiacciaio Rob Roy",
          "Wanaka: el sendero del glaciar Rob Roy",
          "Wanaka : le sentier du glacier Rob Roy",
          "Wanaka: der Rob-Roy-Gletscherweg",
        ],
        [
          "Up the Matukituki valley into Mount Aspiring national park, over a swing bridge and through beech forest to the Rob Roy Glacier, hanging above the valley with waterfalls spilling from its ice.",
          "Su per la valle del Matukituki nel parco nazionale del Mount Aspiring, su un ponte sospeso e nel bosco di faggi australi fino al ghiacciaio Rob Roy, sospeso sulla valle con cascate che scendono dal suo ghiaccio.",
          "Valle del Matukituki arriba hasta el parque nacional Mount Aspiring, por un puente colgante y un bosque de hayas australes hasta el glaciar Rob Roy, colgado sobre el valle con cascadas que caen de su hielo.",
          "En remontant la vallée de la Matukituki dans le parc national du mont Aspiring, par un pont suspendu et une forêt de hêtres austraux jusqu'au glacier Rob Roy, suspendu au-dessus de la vallée, d'où tombent des cascades.",
          "Das Matukituki-Tal hinauf in den Mount-Aspiring-Nationalpark, über eine Hängebrücke und durch Südbuchenwald zum Rob-Roy-Gletscher, der über dem Tal hängt und aus dessen Eis Wasserfälle stürzen.",
        ],
      ],
      [
        "see",
        [
          "Wanaka: Mou Waho island and the lake tree",
          "Wanaka: l'isola Mou Waho e l'albero del lago",
          "Wanaka: la isla Mou Waho y el árbol del lago",
          "Wanaka : l'île Mou Waho et l'arbre du lac",
          "Wanaka: die Insel Mou Waho und der Baum im See",
        ],
        [
          "A boat to Mou Waho, an island free of predators where weka roam, with a climb to Arethusa Pool, a lake on an island in a lake, then the lone willow standing in the water off the shore of the town.",
          "Una barca fino a Mou Waho, un'isola libera da predatori dove girano i weka, con la salita all'Arethusa Pool, un lago su un'isola in un lago, poi il salice solitario che sta nell'acqua davanti alla riva del paese.",
          "Un barco a Mou Waho, una isla libre de depredadores donde andan los weka, con la subida a Arethusa Pool, un lago en una isla en un lago, y luego el sauce solitario que se alza en el agua frente a la orilla del pueblo.",
          "Un bateau vers Mou Waho, île sans prédateurs où se promènent les wekas, avec la montée à Arethusa Pool, un lac sur une île dans un lac, puis le saule solitaire planté dans l'eau face à la rive du village.",
          "Ein Boot nach Mou Waho, einer raubtierfreien Insel, auf der Wekas umherlaufen, mit dem Aufstieg zum Arethusa Pool, einem See auf einer Insel in einem See, dann die einsame Weide, die vor dem Ufer des Ortes im Wasser steht.",
        ],
      ],
    ],
  },
  "NZL Queenstown": {
    days: [
      [
        "see",
        [
          "Queenstown: the gondola, the Shotover and Arrowtown",
          "Queenstown: la cabinovia, lo Shotover e Arrowtown",
          "Queenstown: el teleférico, el Shotover y Arrowtown",
          "Queenstown : la télécabine, la Shotover et Arrowtown",
          "Queenstown: die Gondel, der Shotover und Arrowtown",
        ],
        [
          "The Skyline gondola up Bob's Peak for the view over Lake Wakatipu and the Remarkables, a jet boat through the narrow canyons of the Shotover river, then the old gold-mining village of Arrowtown.",
          "La cabinovia Skyline fino al Bob's Peak per la vista sul lago Wakatipu e sui Remarkables, un jet boat nei canyon stretti del fiume Shotover, poi il vecchio villaggio minerario dell'oro di Arrowtown.",
          "El teleférico Skyline al Bob's Peak para ver el lago Wakatipu y los Remarkables, una lancha a reacción por los estrechos cañones del río Shotover, y luego el viejo pueblo minero del oro de Arrowtown.",
          "La télécabine Skyline jusqu'au Bob's Peak pour la vue sur le lac Wakatipu et les Remarkables, un jet-boat dans les canyons étroits de la Shotover, puis le vieux village de chercheurs d'or d'Arrowtown.",
          "Mit der Skyline-Gondel auf den Bob's Peak mit Blick über den Wakatipu-See und die Remarkables, ein Jetboot durch die engen Schluchten des Shotover, dann das alte Goldgräberdorf Arrowtown.",
        ],
      ],
      [
        "food",
        [
          "Queenstown: Gibbston Pinot Noir and a famous burger",
          "Queenstown: il Pinot Noir di Gibbston e un hamburger famoso",
          "Queenstown: el pinot noir de Gibbston y una hamburguesa famosa",
          "Queenstown : le pinot noir de Gibbston et un burger célèbre",
          "Queenstown: Pinot Noir aus Gibbston und ein berühmter Burger",
        ],
        [
          "Central Otago Pinot Noir tasted in the wineries of the Gibbston valley, some with cellars dug into the hillside, then the town's famous burger, eaten by the lake after a wait in line.",
          "Il Pinot Noir del Central Otago degustato nelle cantine della valle di Gibbston, alcune con cantine scavate nella collina, poi il famoso hamburger del paese, mangiato sul lago dopo un po' di fila.",
          "El pinot noir de Central Otago catado en las bodegas del valle de Gibbston, algunas con cavas excavadas en la ladera, y luego la famosa hamburguesa del pueblo, comida junto al lago tras una cola.",
          "Le pinot noir du Central Otago dégusté dans les domaines de la vallée de Gibbston, certains avec des caves creusées dans la colline, puis le burger célèbre de la ville, mangé au bord du lac après un peu d'attente.",
          "Pinot Noir aus Central Otago, verkostet auf den Weingütern des Gibbston-Tals, manche mit in den Hang gegrabenen Kellern, dann der berühmte Burger des Ortes, nach etwas Anstehen am See gegessen.",
        ],
      ],
      [
        "night",
        [
          "Queenstown: bars by the lake",
          "Queenstown: i bar sul lago",
          "Queenstown: bares junto al lago",
          "Queenstown : les bars au bord du lac",
          "Queenstown: Bars am See",
        ],
        [
          "An evening in a small town with a big night out: bars along the lakefront and in the lanes, an ice bar, and dancing with skiers, guides and bungy jumpers until late.",
          "Una serata in una piccola città dalla grande vita notturna: bar sul lungolago e nei vicoli, un bar di ghiaccio e balli con sciatori, guide e saltatori di bungy fino a tardi.",
          "Una noche en un pueblo pequeño con mucha marcha: bares en la orilla del lago y en los callejones, un bar de hielo y baile con esquiadores, guías y saltadores de puenting hasta tarde.",
          "Une soirée dans une petite ville à la grande vie nocturne : bars au bord du lac et dans les ruelles, un bar de glace, et danse avec skieurs, guides et sauteurs à l'élastique jusque tard.",
          "Ein Abend in einer kleinen Stadt mit großem Nachtleben: Bars an der Seepromenade und in den Gassen, eine Eisbar und Tanzen mit Skifahrern, Bergführern und Bungeespringern bis spät.",
        ],
      ],
    ],
  },
  "NZL Te Anau": {
    days: [
      [
        "see",
        [
          "Te Anau: the glowworm caves across the lake",
          "Te Anau: le grotte delle lucciole oltre il lago",
          "Te Anau: las cuevas de luciérnagas al otro lado del lago",
          "Te Anau : les grottes à vers luisants de l'autre côté du lac",
          "Te Anau: die Glühwürmchenhöhlen jenseits des Sees",
        ],
        [
          "A boat across Lake Te Anau to the Te Anau caves, young limestone caves still being carved by a rushing stream, then a small punt in the dark to a grotto lit by glowworms.",
          "Una barca attraverso il lago Te Anau fino alle grotte di Te Anau, giovani grotte di calcare ancora scavate da un torrente impetuoso, poi una piccola barca nel buio fino a una grotta illuminata dalle larve luminose.",
          "Un barco por el lago Te Anau hasta las cuevas de Te Anau, jóvenes cuevas de caliza aún talladas por un torrente, y luego una pequeña barca a oscuras hasta una gruta iluminada por larvas luminosas.",
          "Un bateau sur le lac Te Anau jusqu'aux grottes de Te Anau, jeunes grottes calcaires encore creusées par un torrent, puis une petite barque dans le noir jusqu'à une grotte éclairée par les vers luisants.",
          "Ein Boot über den Te-Anau-See zu den Te-Anau-Höhlen, jungen Kalksteinhöhlen, die ein reißender Bach noch immer formt, dann ein kleiner Kahn im Dunkeln zu einer von Glühwürmchen erleuchteten Grotte.",
        ],
      ],
      [
        "food",
        [
          "Te Anau: venison pie and Fiordland crayfish",
          "Te Anau: torta di cervo e aragosta del Fiordland",
          "Te Anau: pastel de ciervo y langosta del Fiordland",
          "Te Anau : tourte au cerf et langouste du Fiordland",
          "Te Anau: Hirschpastete und Fiordland-Languste",
        ],
        [
          "A venison pie from the bakery, the hunter's lunch of Fiordland, then crayfish from the fiords and blue cod with a glass of Central Otago wine, by the lakeshore at the edge of the wilderness.",
          "Una torta salata di cervo dalla panetteria, il pranzo dei cacciatori del Fiordland, poi aragosta dei fiordi e blue cod con un bicchiere di vino del Central Otago, sulla riva del lago ai margini della natura selvaggia.",
          "Un pastel de ciervo de la panadería, el almuerzo de los cazadores del Fiordland, y luego langosta de los fiordos y blue cod con una copa de vino de Central Otago, a orillas del lago, al borde de la naturaleza salvaje.",
          "Une tourte au cerf de la boulangerie, le déjeuner des chasseurs du Fiordland, puis langouste des fjords et blue cod avec un verre de vin du Central Otago, au bord du lac, à la lisière de la nature sauvage.",
          "Eine Hirschpastete vom Bäcker, das Jägeressen des Fiordland, dann Languste aus den Fjorden und Blue Cod mit einem Glas Wein aus Central Otago, am Seeufer am Rand der Wildnis.",
        ],
      ],
    ],
  },
  "NZL Milford Sound": {
    days: [
      [
        "see",
        [
          "Milford Sound: the road and the cruise to the Tasman Sea",
          "Milford Sound: la strada e la crociera fino al mar di Tasman",
          "Milford Sound: la carretera y el crucero hasta el mar de Tasmania",
          "Milford Sound : la route et la croisière jusqu'à la mer de Tasman",
          "Milford Sound: die Straße und die Fahrt zur Tasmansee",
        ],
        [
          "The Milford Road past the Mirror Lakes and through the Homer Tunnel, then a boat cruise down the fiord under Mitre Peak, past Stirling Falls and fur seals on the rocks, out to the open Tasman Sea.",
          "La Milford Road oltre i Mirror Lakes e attraverso l'Homer Tunnel, poi una crociera in battello lungo il fiordo sotto il Mitre Peak, oltre le Stirling Falls e le otarie sugli scogli, fino al mare aperto di Tasman.",
          "La Milford Road por los Mirror Lakes y el túnel Homer, y luego un crucero por el fiordo bajo el Mitre Peak, pasando las Stirling Falls y los lobos marinos en las rocas, hasta el mar de Tasmania abierto.",
          "La Milford Road par les Mirror Lakes et le tunnel Homer, puis une croisière dans le fjord sous le Mitre Peak, devant les Stirling Falls et les otaries sur les rochers, jusqu'à la mer de Tasman.",
          "Die Milford Road an den Mirror Lakes vorbei und durch den Homer-Tunnel, dann eine Schiffsfahrt durch den Fjord unter dem Mitre Peak, an den Stirling Falls und Seebären auf den Felsen vorbei bis zur offenen Tasmansee.",
        ],
      ],
      [
        "see",
        [
          "Milford Sound: by kayak beneath Mitre Peak",
          "Milford Sound: in kayak sotto il Mitre Peak",
          "Milford Sound: en kayak bajo el Mitre Peak",
          "Milford Sound : en kayak sous le Mitre Peak",
          "Milford Sound: im Kajak unter dem Mitre Peak",
        ],
        [
          "Sea kayaks on the still water at the head of the fiord, beneath walls that rise straight from the sea to Mitre Peak, past Bowen Falls, with the chance of dolphins and Fiordland crested penguins.",
          "Kayak da mare sull'acqua ferma in fondo al fiordo, sotto pareti che salgono dritte dal mare fino al Mitre Peak, oltre le Bowen Falls, con la possibilità di delfini e pinguini crestati del Fiordland.",
          "Kayaks de mar en el agua quieta del fondo del fiordo, bajo paredes que suben rectas del mar hasta el Mitre Peak, pasando las Bowen Falls, con la posibilidad de ver delfines y pingüinos de Fiordland.",
          "Des kayaks de mer sur l'eau calme au fond du fjord, sous des parois qui montent droit de la mer jusqu'au Mitre Peak, devant les Bowen Falls, avec des dauphins et des gorfous du Fiordland possibles.",
          "Seekajaks auf dem stillen Wasser am Fjordende unter Wänden, die senkrecht aus dem Meer zum Mitre Peak aufsteigen, an den Bowen Falls vorbei, mit Chancen auf Delfine und Dickschnabelpinguine.",
        ],
      ],
    ],
  },
  "NZL Aoraki / Mount Cook": {
    days: [
      [
        "see",
        [
          "Aoraki / Mount Cook: the Hooker Valley track",
          "Aoraki / Monte Cook: il sentiero della Hooker Valley",
          "Aoraki / Monte Cook: el sendero del valle Hooker",
          "Aoraki / Mont Cook : le sentier de la vallée Hooker",
          "Aoraki / Mount Cook: der Hooker-Valley-Weg",
        ],
        [
          "Over three swing bridges up the Hooker Valley, with the highest peak of the country ahead, to the Hooker Lake, where icebergs float below the glacier and the summit of Aoraki.",
          "Su tre ponti sospesi lungo la Hooker Valley, con la vetta più alta del paese davanti, fino al lago Hooker, dove galleggiano iceberg sotto il ghiacciaio e la cima dell'Aoraki.",
          "Por tres puentes colgantes valle Hooker arriba, con la cumbre más alta del país enfrente, hasta el lago Hooker, donde flotan témpanos bajo el glaciar y la cima del Aoraki.",
          "Par trois ponts suspendus dans la vallée Hooker, face au plus haut sommet du pays, jusqu'au lac Hooker, où flottent des icebergs sous le glacier et la cime de l'Aoraki.",
          "Über drei Hängebrücken das Hooker Valley hinauf, den höchsten Gipfel des Landes vor Augen, zum Hooker-See, wo Eisberge unter dem Gletscher und dem Gipfel des Aoraki treiben.",
        ],
      ],
      [
        "see",
        [
          "Aoraki / Mount Cook: the Tasman Glacier and the dark sky",
          "Aoraki / Monte Cook: il ghiacciaio Tasman e il cielo buio",
          "Aoraki / Monte Cook: el glaciar Tasman y el cielo oscuro",
          "Aoraki / Mont Cook : le glacier Tasman et le ciel noir",
          "Aoraki / Mount Cook: der Tasman-Gletscher und der dunkle Himmel",
        ],
        [
          "The short climb to the Tasman Glacier viewpoint above its lake, past the Blue Lakes, then a night of stargazing in the Aoraki Mackenzie dark sky reserve, one of the darkest skies on Earth.",
          "La breve salita al belvedere del ghiacciaio Tasman sopra il suo lago, oltre i Blue Lakes, poi una notte a guardare le stelle nella riserva di cielo buio Aoraki Mackenzie, uno dei cieli più bui della Terra.",
          "La corta subida al mirador del glaciar Tasman sobre su lago, pasando los Blue Lakes, y luego una noche de estrellas en la reserva de cielo oscuro Aoraki Mackenzie, uno de los cielos más oscuros del planeta.",
          "La courte montée au belvédère du glacier Tasman au-dessus de son lac, par les Blue Lakes, puis une nuit d'observation des étoiles dans la réserve de ciel étoilé Aoraki Mackenzie, l'un des ciels les plus noirs du monde.",
          "Der kurze Aufstieg zum Aussichtspunkt über dem Tasman-Gletscher und seinem See an den Blue Lakes vorbei, dann eine Sternennacht im Lichtschutzgebiet Aoraki Mackenzie, einem der dunkelsten Himmel der Erde.",
        ],
      ],
    ],
  },
  "NZL Christchurch": {
    days: [
      [
        "see",
        [
          "Christchurch: the Avon, the trams and the Cardboard Cathedral",
          "Christchurch: l'Avon, i tram e la Cattedrale di cartone",
          "Christchurch: el Avon, los tranvías y la catedral de cartón",
          "Christchurch : l'Avon, les trams et la cathédrale en carton",
          "Christchurch: der Avon, die Straßenbahn und die Pappkathedrale",
        ],
        [
          "A punt on the Avon river past the Botanic Gardens, the heritage tram around a town rebuilt after the 2011 earthquake, and the Cardboard Cathedral, built of giant tubes while the old one is restored.",
          "Una barca a pertica sul fiume Avon lungo i Giardini botanici, il tram storico in una città ricostruita dopo il terremoto del 2011 e la Cattedrale di cartone, fatta di tubi giganti mentre si restaura quella antica.",
          "Una batea por el río Avon junto al Jardín Botánico, el tranvía histórico por una ciudad reconstruida tras el terremoto de 2011 y la catedral de cartón, hecha de tubos gigantes mientras se restaura la antigua.",
          "Une barque à perche sur l'Avon le long du jardin botanique, le tram historique dans une ville rebâtie après le séisme de 2011 et la cathédrale en carton, faite de tubes géants pendant la restauration de l'ancienne.",
          "Ein Stechkahn auf dem Avon am Botanischen Garten entlang, die historische Straßenbahn durch eine nach dem Erdbeben von 2011 neu gebaute Stadt und die Pappkathedrale aus riesigen Röhren, während die alte restauriert wird.",
        ],
      ],
      [
        "see",
        [
          "Christchurch: Akaroa and Hector's dolphins",
          "Christchurch: Akaroa e i delfini di Hector",
          "Christchurch: Akaroa y los delfines de Héctor",
          "Christchurch : Akaroa et les dauphins d'Hector",
          "Christchurch: Akaroa und die Hector-Delfine",
        ],
        [
          "Over the hills of Banks Peninsula, an old volcano, to Akaroa, a village founded by French settlers, and a boat out into its flooded crater to meet Hector's dolphins, the smallest dolphins on Earth.",
          "Oltre le colline della Banks Peninsula, un antico vulcano, fino ad Akaroa, villaggio fondato da coloni francesi, e una barca nel suo cratere invaso dal mare per incontrare i delfini di Hector, i più piccoli del mondo.",
          "Por las colinas de la península de Banks, un antiguo volcán, hasta Akaroa, pueblo fundado por colonos franceses, y un barco por su cráter inundado para ver los delfines de Héctor, los más pequeños del mundo.",
          "Par les collines de la péninsule de Banks, un ancien volcan, jusqu'à Akaroa, village fondé par des colons français, et un bateau dans son cratère envahi par la mer pour voir les dauphins d'Hector, les plus petits du monde.",
          "Über die Hügel der Banks Peninsula, eines alten Vulkans, nach Akaroa, einem von französischen Siedlern gegründeten Dorf, und mit dem Boot hinaus in den gefluteten Krater zu den Hector-Delfinen, den kleinsten Delfinen der Welt.",
        ],
      ],
      [
        "food",
        [
          "Christchurch: the Riverside Market and Canterbury lamb",
          "Christchurch: il Riverside Market e l'agnello del Canterbury",
          "Christchurch: el Riverside Market y el cordero de Canterbury",
          "Christchurch : le Riverside Market et l'agneau du Canterbury",
          "Christchurch: der Riverside Market und Canterbury-Lamm",
        ],
        [
          "The food halls of the Riverside Market by the Avon, with cheeses, breads and Akaroa salmon, then Canterbury lamb and a glass of Waipara valley Riesling or Pinot Noir.",
          "I padiglioni del Riverside Market sull'Avon, con formaggi, pani e salmone di Akaroa, poi agnello del Canterbury e un bicchiere di Riesling o Pinot Noir della valle del Waipara.",
          "Los puestos del Riverside Market junto al Avon, con quesos, panes y salmón de Akaroa, y luego cordero de Canterbury y una copa de riesling o pinot noir del valle de Waipara.",
          "Les halles du Riverside Market au bord de l'Avon, fromages, pains et saumon d'Akaroa, puis l'agneau du Canterbury et un verre de riesling ou de pinot noir de la vallée de Waipara.",
          "Die Hallen des Riverside Market am Avon mit Käse, Brot und Akaroa-Lachs, dann Canterbury-Lamm und ein Glas Riesling oder Pinot Noir aus dem Waipara-Tal.",
        ],
      ],
    ],
  },
  "FJI Nadi": {
    days: [
      [
        "see",
        [
          "Nadi: the Sri Siva temple and the Sleeping Giant",
          "Nadi: il tempio Sri Siva e il Gigante Addormentato",
          "Nadi: el templo Sri Siva y el Gigante Dormido",
          "Nadi : le temple Sri Siva et le Géant endormi",
          "Nadi: der Sri-Siva-Tempel und der Schlafende Riese",
        ],
        [
          "The Sri Siva Subramaniya temple, its towers carved with bright Hindu gods, the orchids of the Garden of the Sleeping Giant at the foot of the Sabeto mountains, then a soak in the warm Sabeto mud pools.",
          "Il tempio Sri Siva Subramaniya, con le torri scolpite di vivaci divinità indù, le orchidee del Garden of the Sleeping Giant ai piedi dei monti Sabeto, poi un bagno nelle tiepide pozze di fango di Sabeto.",
          "El templo Sri Siva Subramaniya, con sus torres talladas de dioses hindúes de vivos tonos, las orquídeas del Garden of the Sleeping Giant al pie de los montes Sabeto, y luego un baño en las pozas de barro tibio de Sabeto.",
          "Le temple Sri Siva Subramaniya, ses tours sculptées de dieux hindous aux tons vifs, les orchidées du Garden of the Sleeping Giant au pied des monts Sabeto, puis un bain dans les mares de boue tiède de Sabeto.",
          "Der Sri-Siva-Subramaniya-Tempel mit seinen Türmen voller bunter Hindugötter, die Orchideen im Garden of the Sleeping Giant am Fuß der Sabeto-Berge, dann ein Bad in den warmen Schlammbecken von Sabeto.",
        ],
      ],
      [
        "food",
        [
          "Nadi: kokoda, curry and a kava ceremony",
          "Nadi: kokoda, curry e una cerimonia della kava",
          "Nadi: kokoda, curry y una ceremonia de kava",
          "Nadi : kokoda, curry et cérémonie du kava",
          "Nadi: Kokoda, Curry und eine Kava-Zeremonie",
        ],
        [
          "Kokoda, raw fish cured in lime and coconut cream, Indo-Fijian curries and roti from the stalls of Nadi market, then a village sevusevu, where the bowl of kava, the root drink of Fiji, is passed with a clap.",
          "Il kokoda, pesce crudo marinato nel lime e nella crema di cocco, curry e roti indo-figiani dai banchi del mercato di Nadi, poi un sevusevu in un villaggio, dove la ciotola di kava, la bevanda di radice delle Figi, passa di mano con un battito.",
          "Kokoda, pescado crudo marinado en lima y crema de coco, currys y roti indofiyianos de los puestos del mercado de Nadi, y luego un sevusevu en una aldea, donde el cuenco de kava, la bebida de raíz de Fiyi, pasa de mano en mano con una palmada.",
          "Le kokoda, poisson cru mariné au citron vert et à la crème de coco, les currys et rotis indo-fidjiens des étals du marché de Nadi, puis un sevusevu dans un village, où le bol de kava, la boisson de racine des Fidji, circule au son d'un claquement de mains.",
          "Kokoda, roher Fisch in Limette und Kokoscreme, indo-fidschianische Currys und Roti von den Ständen des Marktes von Nadi, dann ein Sevusevu in einem Dorf, bei dem die Schale Kava, das Wurzelgetränk Fidschis, mit einem Klatschen weitergereicht wird.",
        ],
      ],
    ],
  },
  "FJI Mamanuca Islands": {
    days: [
      [
        "boat",
        [
          "Mamanuca Islands: Monuriki and Modriki",
          "Isole Mamanuca: Monuriki e Modriki",
          "Islas Mamanuca: Monuriki y Modriki",
          "Îles Mamanuca : Monuriki et Modriki",
          "Mamanuca-Inseln: Monuriki und Modriki",
        ],
        [
          "A boat out to Monuriki, the uninhabited island of the film Cast Away, for its white beach and clear lagoon, and a swim over the reef off Modriki, with crested iguanas living in the island's forest.",
          "Una barca fino a Monuriki, l'isola disabitata del film Cast Away, per la spiaggia bianca e la laguna limpida, e una nuotata sul reef davanti a Modriki, con le iguane crestate che vivono nella foresta dell'isola.",
          "Un barco hasta Monuriki, la isla deshabitada de la película Náufrago, por su playa blanca y su laguna transparente, y un baño sobre el arrecife frente a Modriki, con iguanas crestadas que viven en el bosque de la isla.",
          "Un bateau jusqu'à Monuriki, l'île déserte du film Seul au monde, pour sa plage blanche et son lagon limpide, et une baignade sur le récif au large de Modriki, avec les iguanes à crête qui vivent dans la forêt de l'île.",
          "Ein Boot nach Monuriki, der unbewohnten Insel aus dem Film Cast Away, mit weißem Strand und klarer Lagune, und Schwimmen über dem Riff vor Modriki, in dessen Wald Fidschi-Kammleguane leben.",
        ],
      ],
      [
        "boat",
        [
          "Mamanuca Islands: Malolo and the village of Solevu",
          "Isole Mamanuca: Malolo e il villaggio di Solevu",
          "Islas Mamanuca: Malolo y la aldea de Solevu",
          "Îles Mamanuca : Malolo et le village de Solevu",
          "Mamanuca-Inseln: Malolo und das Dorf Solevu",
        ],
        [
          "Across the lagoon to Malolo, the largest of the group, for a visit to the village of Solevu with a presentation of kava to the chief, then a swim with mask and fins over its coral reef.",
          "Attraverso la laguna fino a Malolo, la più grande del gruppo, per una visita al villaggio di Solevu con l'offerta della kava al capo, poi una nuotata con maschera e pinne sulla sua barriera corallina.",
          "Por la laguna hasta Malolo, la mayor del grupo, para visitar la aldea de Solevu con la ofrenda de kava al jefe, y luego un baño con máscara y aletas sobre su arrecife de coral.",
          "À travers le lagon jusqu'à Malolo, la plus grande du groupe, pour une visite du village de Solevu avec l'offrande du kava au chef, puis une baignade avec masque et palmes sur son récif de corail.",
          "Über die Lagune nach Malolo, der größten Insel der Gruppe, zum Besuch des Dorfes Solevu mit der Kava-Gabe an den Häuptling, dann Schwimmen mit Maske und Flossen über dem Korallenriff.",
        ],
      ],
    ],
  },
  "FJI Yasawa Islands": {
    days: [
      [
        "see",
        [
          "Yasawa Islands: the Sawa-i-Lau caves",
          "Isole Yasawa: le grotte di Sawa-i-Lau",
          "Islas Yasawa: las cuevas de Sawa-i-Lau",
          "Îles Yasawa : les grottes de Sawa-i-Lau",
          "Yasawa-Inseln: die Höhlen von Sawa-i-Lau",
        ],
        [
          "The limestone caves of Sawa-i-Lau, where the group swims in a sunlit pool under a high dome, then dives through an underwater passage into a second, darker chamber, with a village guide.",
          "Le grotte di calcare di Sawa-i-Lau, dove il gruppo nuota in una pozza illuminata dal sole sotto un'alta cupola, poi s'immerge in un passaggio subacqueo verso una seconda camera più buia, con una guida del villaggio.",
          "Las cuevas de caliza de Sawa-i-Lau, donde el grupo nada en una poza iluminada por el sol bajo una alta cúpula y luego bucea por un paso sumergido hacia una segunda cámara más oscura, con un guía de la aldea.",
          "Les grottes calcaires de Sawa-i-Lau, où le groupe nage dans un bassin baigné de soleil sous un haut dôme, puis plonge par un passage sous l'eau vers une seconde salle plus sombre, avec un guide du village.",
          "Die Kalksteinhöhlen von Sawa-i-Lau, wo die Gruppe in einem sonnenbeschienenen Becken unter einer hohen Kuppel schwimmt und dann durch einen Unterwasserdurchgang in eine zweite, dunklere Kammer taucht, mit einem Führer aus dem Dorf.",
        ],
      ],
      [
        "beach",
        [
          "Yasawa Islands: the Blue Lagoon",
          "Isole Yasawa: la Laguna Blu",
          "Islas Yasawa: la Laguna Azul",
          "Îles Yasawa : le Lagon bleu",
          "Yasawa-Inseln: die Blaue Lagune",
        ],
        [
          "A day on the Blue Lagoon off Nanuya Lailai, where the film was made, with white sand, palms and clear shallow water over coral for swimming and floating with a mask.",
          "Una giornata sulla Laguna Blu davanti a Nanuya Lailai, dove fu girato il film, con sabbia bianca, palme e acqua bassa e limpida sui coralli per nuotare e galleggiare con la maschera.",
          "Un día en la Laguna Azul frente a Nanuya Lailai, donde se rodó la película, con arena blanca, palmeras y agua clara y poco profunda sobre el coral para nadar y flotar con máscara.",
          "Une journée sur le Lagon bleu au large de Nanuya Lailai, où fut tourné le film, avec sable blanc, palmiers et eau claire et peu profonde sur le corail pour nager et flotter avec un masque.",
          "Ein Tag an der Blauen Lagune vor Nanuya Lailai, wo der Film gedreht wurde, mit weißem Sand, Palmen und klarem flachem Wasser über Korallen zum Schwimmen und Treiben mit Maske.",
        ],
      ],
    ],
  },
  "FJI Coral Coast": {
    days: [
      [
        "see",
        [
          "Coral Coast: the Sigatoka Sand Dunes",
          "Coral Coast: le dune di sabbia di Sigatoka",
          "Costa de Coral: las dunas de Sigatoka",
          "Côte de Corail : les dunes de Sigatoka",
          "Korallenküste: die Sanddünen von Sigatoka",
        ],
        [
          "The Sigatoka Sand Dunes national park, tall dunes at the mouth of the Sigatoka river where ancient pottery and burials have been found, then a village in the valley called the salad bowl of Fiji.",
          "Il parco nazionale delle dune di Sigatoka, alte dune alla foce del fiume Sigatoka dove sono state trovate ceramiche e sepolture antiche, poi un villaggio nella valle chiamata l'insalatiera delle Figi.",
          "El parque nacional de las dunas de Sigatoka, altas dunas en la desembocadura del río Sigatoka donde se han hallado cerámicas y enterramientos antiguos, y luego una aldea del valle llamado la ensaladera de Fiyi.",
          "Le parc national des dunes de Sigatoka, hautes dunes à l'embouchure de la Sigatoka où l'on a trouvé poteries et sépultures anciennes, puis un village de la vallée qu'on appelle le saladier des Fidji.",
          "Der Nationalpark der Sigatoka-Sanddünen, hohe Dünen an der Mündung des Sigatoka, wo alte Töpferwaren und Gräber gefunden wurden, dann ein Dorf im Tal, das man die Salatschüssel Fidschis nennt.",
        ],
      ],
      [
        "beach",
        [
          "Coral Coast: Natadola beach",
          "Coral Coast: la spiaggia di Natadola",
          "Costa de Coral: la playa de Natadola",
          "Côte de Corail : la plage de Natadola",
          "Korallenküste: der Strand von Natadola",
        ],
        [
          "A day on Natadola, a long curve of white sand with a gap in the reef, so the water is deep enough to swim at any tide, with horses to ride along the shore and kokoda for lunch.",
          "Una giornata a Natadola, una lunga curva di sabbia bianca con un varco nella barriera, così l'acqua è abbastanza profonda per nuotare con ogni marea, con cavalli da cavalcare lungo la riva e kokoda a pranzo.",
          "Un día en Natadola, una larga curva de arena blanca con una abertura en el arrecife, así que el agua es profunda para nadar con cualquier marea, con caballos para pasear por la orilla y kokoda para almorzar.",
          "Une journée à Natadola, longue courbe de sable blanc avec une brèche dans le récif, si bien que l'eau est assez profonde pour nager à toute marée, avec des chevaux pour longer le rivage et du kokoda au déjeuner.",
          "Ein Tag in Natadola, einem langen Bogen aus weißem Sand mit einer Lücke im Riff, sodass das Wasser bei jeder Tide zum Schwimmen tief genug ist, mit Pferden für einen Ritt am Ufer und Kokoda zum Mittagessen.",
        ],
      ],
    ],
  },
  "FJI Suva": {
    days: [
      [
        "see",
        [
          "Suva: the Fiji Museum and Thurston Gardens",
          "Suva: il Fiji Museum e i Thurston Gardens",
          "Suva: el Fiji Museum y los Thurston Gardens",
          "Suva : le Fiji Museum et les Thurston Gardens",
          "Suva: das Fiji Museum und die Thurston Gardens",
        ],
        [
          "The Fiji Museum in Thurston Gardens, with a great double-hulled drua canoe, cannibal forks and the rudder of the Bounty, then the colonial buildings along Victoria Parade and the waterfront.",
          "Il Fiji Museum nei Thurston Gardens, con una grande canoa drua a doppio scafo, le forchette dei cannibali e il timone del Bounty, poi gli edifici coloniali lungo Victoria Parade e il lungomare.",
          "El Fiji Museum en los Thurston Gardens, con una gran canoa drua de doble casco, tenedores caníbales y el timón de la Bounty, y luego los edificios coloniales de Victoria Parade y el paseo marítimo.",
          "Le Fiji Museum dans les Thurston Gardens, avec une grande pirogue drua à double coque, des fourchettes cannibales et le gouvernail du Bounty, puis les bâtiments coloniaux de Victoria Parade et le front de mer.",
          "Das Fiji Museum in den Thurston Gardens mit einem großen Doppelrumpfkanu Drua, Kannibalengabeln und dem Ruder der Bounty, dann die Kolonialbauten an der Victoria Parade und die Uferfront.",
        ],
      ],
      [
        "see",
        [
          "Suva: the pools of Colo-i-Suva",
          "Suva: le piscine naturali di Colo-i-Suva",
          "Suva: las pozas de Colo-i-Suva",
          "Suva : les bassins de Colo-i-Suva",
          "Suva: die Becken von Colo-i-Suva",
        ],
        [
          "The Colo-i-Suva forest park in the hills above the capital, with trails through mahogany and rainforest to waterfalls and natural pools, a rope swing and the calls of parrots.",
          "Il parco forestale di Colo-i-Suva sulle colline sopra la capitale, con sentieri tra mogani e foresta pluviale fino a cascate e piscine naturali, un'altalena di corda e i richiami dei pappagalli.",
          "El parque forestal de Colo-i-Suva en las colinas sobre la capital, con senderos entre caobas y selva hasta cascadas y pozas naturales, un columpio de cuerda y el canto de los loros.",
          "Le parc forestier de Colo-i-Suva dans les collines au-dessus de la capitale, avec des sentiers entre acajous et forêt pluviale jusqu'à des cascades et des bassins naturels, une balançoire de corde et les cris des perroquets.",
          "Der Waldpark Colo-i-Suva in den Hügeln über der Hauptstadt mit Pfaden durch Mahagoni und Regenwald zu Wasserfällen und Naturbecken, einer Seilschaukel und den Rufen der Papageien.",
        ],
      ],
      [
        "food",
        [
          "Suva: the Municipal Market and palusami",
          "Suva: il mercato municipale e il palusami",
          "Suva: el mercado municipal y el palusami",
          "Suva : le marché municipal et le palusami",
          "Suva: der Stadtmarkt und Palusami",
        ],
        [
          "The Suva Municipal Market, heaped with taro, cassava, breadfruit and reef fish, its upstairs floor of kava roots, then palusami, taro leaves baked in coconut cream, and Indo-Fijian desserts.",
          "Il mercato municipale di Suva, colmo di taro, manioca, frutti dell'albero del pane e pesci di barriera, con il piano superiore delle radici di kava, poi il palusami, foglie di taro cotte nella crema di cocco, e i dolci indo-figiani.",
          "El mercado municipal de Suva, repleto de taro, yuca, fruta del pan y pescado de arrecife, con su planta alta de raíces de kava, y luego palusami, hojas de taro horneadas en crema de coco, y dulces indofiyianos.",
          "Le marché municipal de Suva, chargé de taro, de manioc, de fruits à pain et de poissons de récif, avec son étage de racines de kava, puis le palusami, feuilles de taro cuites à la crème de coco, et les douceurs indo-fidjiennes.",
          "Der Stadtmarkt von Suva voller Taro, Maniok, Brotfrucht und Rifffisch, mit seinem Obergeschoss voller Kavawurzeln, dann Palusami, in Kokoscreme gebackene Taroblätter, und indo-fidschianische Süßigkeiten.",
        ],
      ],
    ],
  },
  "FJI Taveuni": {
    days: [
      [
        "see",
        [
          "Taveuni: the Tavoro falls and the 180th meridian",
          "Taveuni: le cascate Tavoro e il 180° meridiano",
          "Taveuni: las cascadas Tavoro y el meridiano 180",
          "Taveuni : les chutes Tavoro et le 180e méridien",
          "Taveuni: die Tavoro-Fälle und der 180. Längengrad",
        ],
        [
          "The Bouma heritage park, with its trail through rainforest to the three Tavoro falls and their swimming pools, then the line of the 180th meridian at Waiyevo, where one can stand in yesterday and today.",
          "Il parco di Bouma, con il sentiero nella foresta pluviale fino alle tre cascate Tavoro e alle loro pozze, poi la linea del 180° meridiano a Waiyevo, dove si può stare tra ieri e oggi.",
          "El parque de Bouma, con su sendero por la selva hasta las tres cascadas Tavoro y sus pozas, y luego la línea del meridiano 180 en Waiyevo, donde se puede estar entre el ayer y el hoy.",
          "Le parc de Bouma, avec son sentier en forêt pluviale jusqu'aux trois chutes Tavoro et leurs bassins, puis la ligne du 180e méridien à Waiyevo, où l'on se tient entre hier et aujourd'hui.",
          "Der Bouma-Park mit seinem Pfad durch den Regenwald zu den drei Tavoro-Fällen und ihren Badebecken, dann die Linie des 180. Längengrads in Waiyevo, wo man zwischen gestern und heute steht.",
        ],
      ],
      [
        "boat",
        [
          "Taveuni: the Rainbow Reef",
          "Taveuni: il Rainbow Reef",
          "Taveuni: el arrecife Rainbow",
          "Taveuni : le Rainbow Reef",
          "Taveuni: das Rainbow Reef",
        ],
        [
          "A boat across the Somosomo Strait to the Rainbow Reef, where the currents feed soft corals in every hue, to swim or dive along its walls among anemones, clownfish and reef sharks.",
          "Una barca attraverso lo stretto di Somosomo fino al Rainbow Reef, dove le correnti nutrono coralli molli di ogni tinta, per nuotare o immergersi lungo le sue pareti tra anemoni, pesci pagliaccio e squali di barriera.",
          "Un barco por el estrecho de Somosomo hasta el arrecife Rainbow, donde las corrientes alimentan corales blandos de todos los tonos, para nadar o bucear junto a sus paredes entre anémonas, peces payaso y tiburones de arrecife.",
          "Un bateau à travers le détroit de Somosomo jusqu'au Rainbow Reef, où les courants nourrissent des coraux mous de toutes les teintes, pour nager ou plonger le long de ses tombants parmi anémones, poissons-clowns et requins de récif.",
          "Ein Boot über die Somosomo-Straße zum Rainbow Reef, wo die Strömungen Weichkorallen in allen Tönen nähren, zum Schwimmen oder Tauchen an seinen Wänden zwischen Anemonen, Clownfischen und Riffhaien.",
        ],
      ],
    ],
  },
  "PYF Papeete": {
    days: [
      [
        "see",
        [
          "Papeete: the market and the waterfront",
          "Papeete: il mercato e il lungomare",
          "Papeete: el mercado y el paseo marítimo",
          "Papeete : le marché et le front de mer",
          "Papeete: der Markt und die Uferpromenade",
        ],
        [
          "The Marché de Papeete, its halls full of flower garlands, vanilla pods, pareos and black pearls, the Notre-Dame cathedral, then the Paofai gardens along the water, where the va'a outrigger crews train.",
          "Il Marché de Papeete, con i padiglioni pieni di ghirlande di fiori, baccelli di vaniglia, pareo e perle nere, la cattedrale di Notre-Dame, poi i giardini di Paofai sull'acqua, dove si allenano gli equipaggi delle va'a.",
          "El Marché de Papeete, con sus naves llenas de guirnaldas de flores, vainas de vainilla, pareos y perlas negras, la catedral de Notre-Dame y luego los jardines de Paofai junto al agua, donde entrenan los equipos de va'a.",
          "Le marché de Papeete et ses halles pleines de couronnes de fleurs, de gousses de vanille, de paréos et de perles noires, la cathédrale Notre-Dame, puis les jardins de Paofai au bord de l'eau, où s'entraînent les rameurs de va'a.",
          "Der Marché de Papeete mit seinen Hallen voller Blumenkränze, Vanilleschoten, Pareos und schwarzer Perlen, die Kathedrale Notre-Dame, dann die Paofai-Gärten am Wasser, wo die Mannschaften der Auslegerkanus trainieren.",
        ],
      ],
      [
        "see",
        [
          "Papeete: the museum of Tahiti and Point Venus",
          "Papeete: il museo di Tahiti e la Pointe Vénus",
          "Papeete: el museo de Tahití y la Pointe Vénus",
          "Papeete : le musée de Tahiti et la pointe Vénus",
          "Papeete: das Museum von Tahiti und Point Venus",
        ],
        [
          "Te Fare Iamanaha, the museum of Tahiti and the islands, with its tiki, canoes and tapa, then Point Venus, the black sand headland where Captain Cook watched the transit of Venus and the Bounty anchored.",
          "Te Fare Iamanaha, il museo di Tahiti e delle isole, con i suoi tiki, le canoe e le tapa, poi la Pointe Vénus, il promontorio di sabbia nera dove il capitano Cook osservò il transito di Venere e gettò l'ancora il Bounty.",
          "Te Fare Iamanaha, el museo de Tahití y sus islas, con sus tikis, canoas y tapas, y luego la Pointe Vénus, el cabo de arena negra donde el capitán Cook observó el tránsito de Venus y fondeó la Bounty.",
          "Te Fare Iamanaha, le musée de Tahiti et des îles, ses tikis, ses pirogues et ses tapas, puis la pointe Vénus, cap de sable noir où le capitaine Cook observa le transit de Vénus et où mouilla le Bounty.",
          "Te Fare Iamanaha, das Museum von Tahiti und den Inseln mit Tikis, Kanus und Tapa, dann Point Venus, die Landspitze mit schwarzem Sand, wo Kapitän Cook den Venustransit beobachtete und die Bounty ankerte.",
        ],
      ],
      [
        "food",
        [
          "Papeete: poisson cru and the roulottes",
          "Papeete: poisson cru e le roulottes",
          "Papeete: poisson cru y las roulottes",
          "Papeete : poisson cru et roulottes",
          "Papeete: Poisson Cru und die Roulottes",
        ],
        [
          "Poisson cru à la tahitienne, raw tuna in lime and coconut milk, firi firi doughnuts with coffee at the market, then an evening at the roulottes, the food trucks on the waterfront, for steak frites and chow mein.",
          "Il poisson cru à la tahitienne, tonno crudo con lime e latte di cocco, le frittelle firi firi con il caffè al mercato, poi una serata alle roulottes, i furgoni del cibo sul lungomare, per steak frites e chow mein.",
          "Poisson cru a la tahitiana, atún crudo con lima y leche de coco, rosquillas firi firi con café en el mercado, y luego una noche en las roulottes, los camiones de comida del paseo marítimo, con steak frites y chow mein.",
          "Le poisson cru à la tahitienne, thon cru au citron vert et au lait de coco, les beignets firi firi avec un café au marché, puis une soirée aux roulottes du front de mer pour un steak frites ou un chao men.",
          "Poisson Cru à la tahitienne, roher Thunfisch in Limette und Kokosmilch, Firi-Firi-Krapfen mit Kaffee auf dem Markt, dann ein Abend an den Roulottes, den Imbisswagen an der Uferfront, mit Steak Frites und Chow Mein.",
        ],
      ],
    ],
  },
  "PYF Tahiti": {
    days: [
      [
        "see",
        [
          "Tahiti: around the island",
          "Tahiti: il giro dell'isola",
          "Tahiti: la vuelta a la isla",
          "Tahiti : le tour de l'île",
          "Tahiti: rund um die Insel",
        ],
        [
          "A day round the island: the Arahoho blowhole, the Faarumai waterfalls in a green valley, the water gardens of Vaipahi and the stone platform of Marae Arahurahu, with the peaks of the interior above.",
          "Una giornata intorno all'isola: il soffione di Arahoho, le cascate di Faarumai in una valle verde, i giardini d'acqua di Vaipahi e la piattaforma di pietra del Marae Arahurahu, con le cime dell'interno sopra.",
          "Un día alrededor de la isla: el bufadero de Arahoho, las cascadas de Faarumai en un valle verde, los jardines de agua de Vaipahi y la plataforma de piedra del marae Arahurahu, con los picos del interior encima.",
          "Une journée autour de l'île : le trou du souffleur d'Arahoho, les cascades de Faarumai dans une vallée verte, les jardins d'eau de Vaipahi et la plateforme de pierre du marae Arahurahu, sous les pics de l'intérieur.",
          "Ein Tag rund um die Insel: das Blasloch von Arahoho, die Faarumai-Wasserfälle in einem grünen Tal, die Wassergärten von Vaipahi und die Steinplattform des Marae Arahurahu, darüber die Gipfel des Inselinneren.",
        ],
      ],
      [
        "boat",
        [
          "Tahiti: by boat to the wave of Teahupo'o",
          "Tahiti: in barca fino all'onda di Teahupo'o",
          "Tahiti: en barco hasta la ola de Teahupo'o",
          "Tahiti : en bateau jusqu'à la vague de Teahupo'o",
          "Tahiti: mit dem Boot zur Welle von Teahupo'o",
        ],
        [
          "A boat from the end of the road at Teahupo'o out through the pass to watch the famous wave break over the reef, then along the wild coast of Tahiti Iti, where no road goes, to waterfalls falling into the sea.",
          "Una barca dalla fine della strada a Teahupo'o attraverso la passe per guardare la famosa onda frangersi sul reef, poi lungo la costa selvaggia di Tahiti Iti, dove non arriva strada, fino a cascate che cadono in mare.",
          "Un barco desde el final de la carretera en Teahupo'o, por el paso, para ver la famosa ola romper sobre el arrecife, y luego por la costa salvaje de Tahiti Iti, adonde no llega ninguna carretera, hasta cascadas que caen al mar.",
          "Un bateau depuis le bout de la route à Teahupo'o, par la passe, pour voir la célèbre vague déferler sur le récif, puis le long de la côte sauvage de Tahiti Iti, où ne va aucune route, jusqu'à des cascades qui tombent dans la mer.",
          "Ein Boot vom Straßenende in Teahupo'o durch den Riffpass, um die berühmte Welle über dem Riff brechen zu sehen, dann an der wilden Küste von Tahiti Iti entlang, wo keine Straße hinführt, zu Wasserfällen, die ins Meer stürzen.",
        ],
      ],
    ],
  },
  "PYF Moorea": {
    days: [
      [
        "see",
        [
          "Moorea: the Belvedere and the Opunohu valley",
          "Moorea: il Belvedere e la valle di Opunohu",
          "Moorea: el Belvedere y el valle de Opunohu",
          "Moorea : le Belvédère et la vallée d'Opunohu",
          "Moorea: das Belvedere und das Opunohu-Tal",
        ],
        [
          "Up through pineapple fields and the Opunohu valley, past the stone marae of Titiroa, to the Belvedere lookout over Cook's Bay and Opunohu Bay, divided by the sharp peak of Mount Rotui.",
          "Su tra i campi di ananas e la valle di Opunohu, oltre i marae di pietra di Titiroa, fino al belvedere sulla baia di Cook e sulla baia di Opunohu, divise dalla cima aguzza del monte Rotui.",
          "Subida entre campos de piña y el valle de Opunohu, pasando los marae de piedra de Titiroa, hasta el mirador del Belvedere sobre la bahía de Cook y la de Opunohu, separadas por el pico afilado del monte Rotui.",
          "La montée parmi les champs d'ananas et la vallée d'Opunohu, par les marae de pierre de Titiroa, jusqu'au Belvédère sur la baie de Cook et la baie d'Opunohu, séparées par la pointe aiguë du mont Rotui.",
          "Durch Ananasfelder das Opunohu-Tal hinauf, an den steinernen Marae von Titiroa vorbei, zum Aussichtspunkt Belvedere über Cook's Bay und Opunohu Bay, getrennt vom spitzen Gipfel des Mount Rotui.",
        ],
      ],
      [
        "boat",
        [
          "Moorea: rays and sharks in the lagoon",
          "Moorea: razze e squali nella laguna",
          "Moorea: rayas y tiburones en la laguna",
          "Moorea : raies et requins dans le lagon",
          "Moorea: Rochen und Haie in der Lagune",
        ],
        [
          "An outrigger boat across the lagoon to a sandbank where stingrays glide around the legs and blacktip reef sharks patrol, then a picnic on a motu with a swim over the coral gardens.",
          "Una barca a bilanciere attraverso la laguna fino a un banco di sabbia dove le razze scivolano intorno alle gambe e pattugliano gli squali pinna nera, poi un picnic su un motu con una nuotata sui giardini di corallo.",
          "Una lancha con balancín por la laguna hasta un banco de arena donde las rayas se deslizan entre las piernas y patrullan los tiburones de punta negra, y luego un picnic en un motu con un baño sobre los jardines de coral.",
          "Une pirogue à moteur à travers le lagon jusqu'à un banc de sable où les raies glissent autour des jambes et où patrouillent les requins à pointes noires, puis un pique-nique sur un motu et une baignade sur les jardins de corail.",
          "Ein Auslegerboot über die Lagune zu einer Sandbank, wo Stachelrochen um die Beine gleiten und Schwarzspitzen-Riffhaie patrouillieren, dann ein Picknick auf einem Motu und Schwimmen über den Korallengärten.",
        ],
      ],
    ],
  },
  "PYF Huahine": {
    days: [
      [
        "see",
        [
          "Huahine: the marae of Maeva and the sacred eels",
          "Huahine: i marae di Maeva e le anguille sacre",
          "Huahine: los marae de Maeva y las anguilas sagradas",
          "Huahine : les marae de Maeva et les anguilles sacrées",
          "Huahine: die Marae von Maeva und die heiligen Aale",
        ],
        [
          "The marae of Maeva on the shore of Lake Fauna Nui, with stone fish traps still in use in the channel, then the village of Faie and its sacred blue-eyed eels, and a vanilla farm in the hills.",
          "I marae di Maeva sulla riva del lago Fauna Nui, con le trappole per pesci di pietra ancora in uso nel canale, poi il villaggio di Faie e le sue anguille sacre dagli occhi blu, e una piantagione di vaniglia sulle colline.",
          "Los marae de Maeva a orillas del lago Fauna Nui, con trampas de piedra para peces aún en uso en el canal, y luego el pueblo de Faie y sus anguilas sagradas de ojos azules, y una plantación de vainilla en las colinas.",
          "Les marae de Maeva au bord du lac Fauna Nui, avec les pièges à poissons en pierre toujours utilisés dans le chenal, puis le village de Faie et ses anguilles sacrées aux yeux bleus, et une vanilleraie dans les collines.",
          "Die Marae von Maeva am Ufer des Fauna-Nui-Sees mit steinernen Fischfallen, die im Kanal noch genutzt werden, dann das Dorf Faie mit seinen heiligen blauäugigen Aalen und eine Vanillefarm in den Hügeln.",
        ],
      ],
      [
        "boat",
        [
          "Huahine: a pirogue to the motu",
          "Huahine: in piroga fino al motu",
          "Huahine: en piragua hasta el motu",
          "Huahine : en pirogue jusqu'au motu",
          "Huahine: im Kanu zum Motu",
        ],
        [
          "An outrigger pirogue around the lagoon between Huahine Nui and Huahine Iti, with a swim in the coral garden, a visit to a pearl farm on stilts and a picnic of fish grilled on a motu.",
          "Una piroga a bilanciere intorno alla laguna tra Huahine Nui e Huahine Iti, con una nuotata nel giardino di corallo, la visita a una perlicoltura su palafitte e un picnic di pesce alla griglia su un motu.",
          "Una piragua con balancín alrededor de la laguna entre Huahine Nui y Huahine Iti, con un baño en el jardín de coral, la visita a una granja de perlas sobre pilotes y un picnic de pescado a la brasa en un motu.",
          "Une pirogue à balancier autour du lagon entre Huahine Nui et Huahine Iti, avec une baignade dans le jardin de corail, la visite d'une ferme perlière sur pilotis et un pique-nique de poisson grillé sur un motu.",
          "Ein Auslegerkanu durch die Lagune zwischen Huahine Nui und Huahine Iti, mit Schwimmen im Korallengarten, dem Besuch einer Perlenfarm auf Stelzen und einem Picknick mit gegrilltem Fisch auf einem Motu.",
        ],
      ],
    ],
  },
  "PYF Raiatea": {
    days: [
      [
        "see",
        [
          "Raiatea: the marae of Taputapuātea",
          "Raiatea: il marae di Taputapuātea",
          "Raiatea: el marae de Taputapuātea",
          "Raiatea : le marae de Taputapuātea",
          "Raiatea: der Marae von Taputapuātea",
        ],
        [
          "Taputapuātea, the great marae on the shore, held sacred across Polynesia, from which voyaging canoes set out to settle Hawaii and Aotearoa, its long platforms of coral stone facing a pass in the reef.",
          "Taputapuātea, il grande marae sulla riva, sacro in tutta la Polinesia, da cui partirono le canoe che colonizzarono le Hawaii e Aotearoa, con le lunghe piattaforme di pietra corallina rivolte verso una passe nel reef.",
          "Taputapuātea, el gran marae de la orilla, sagrado en toda la Polinesia, de donde partieron las canoas que poblaron Hawái y Aotearoa, con sus largas plataformas de piedra coralina frente a un paso del arrecife.",
          "Taputapuātea, le grand marae du rivage, sacré dans toute la Polynésie, d'où partirent les pirogues qui peuplèrent Hawaï et Aotearoa, ses longues plateformes de pierre corallienne tournées vers une passe du récif.",
          "Taputapuātea, der große Marae am Ufer, in ganz Polynesien heilig, von dem aus die Kanus zur Besiedlung Hawaiis und Aotearoas aufbrachen, mit langen Plattformen aus Korallenstein gegenüber einem Riffpass.",
        ],
      ],
      [
        "boat",
        [
          "Raiatea: the Faaroa river and Taha'a",
          "Raiatea: il fiume Faaroa e Taha'a",
          "Raiatea: el río Faaroa y Taha'a",
          "Raiatea : la rivière Faaroa et Taha'a",
          "Raiatea: der Faaroa-Fluss und Taha'a",
        ],
        [
          "A boat up the Faaroa, the only navigable river of French Polynesia, under hibiscus and mape chestnut trees, then across the shared lagoon to Taha'a, the vanilla island, for a vanilla farm and a pearl farm.",
          "Una barca su per il Faaroa, l'unico fiume navigabile della Polinesia francese, sotto ibischi e castagni mape, poi attraverso la laguna comune fino a Taha'a, l'isola della vaniglia, per una piantagione di vaniglia e una perlicoltura.",
          "Un barco por el Faaroa, el único río navegable de la Polinesia francesa, bajo hibiscos y castaños mape, y luego por la laguna compartida hasta Taha'a, la isla de la vainilla, para ver una plantación de vainilla y una granja de perlas.",
          "Un bateau sur la Faaroa, seule rivière navigable de Polynésie française, sous les hibiscus et les châtaigniers mape, puis à travers le lagon commun jusqu'à Taha'a, l'île vanille, pour une vanilleraie et une ferme perlière.",
          "Ein Boot den Faaroa hinauf, den einzigen schiffbaren Fluss Französisch-Polynesiens, unter Hibiskus und Mape-Kastanien, dann über die gemeinsame Lagune nach Taha'a, der Vanilleinsel, zu einer Vanillefarm und einer Perlenfarm.",
        ],
      ],
    ],
  },
  "PYF Leeward Islands": {
    days: [
      [
        "boat",
        [
          "Leeward Islands: Taha'a and its coral garden",
          "Isole Sottovento: Taha'a e il suo giardino di corallo",
          "Islas de Sotavento: Taha'a y su jardín de coral",
          "Îles Sous-le-Vent : Taha'a et son jardin de corail",
          "Inseln unter dem Winde: Taha'a und sein Korallengarten",
        ],
        [
          "Under sail from Raiatea across the shared lagoon to the motu of Taha'a, to drift with mask and fins on the current through the coral garden between two islets, among clownfish and giant clams.",
          "A vela da Raiatea attraverso la laguna comune fino ai motu di Taha'a, per lasciarsi portare dalla corrente con maschera e pinne nel giardino di corallo tra due isolotti, tra pesci pagliaccio e vongole giganti.",
          "A vela desde Raiatea por la laguna compartida hasta los motu de Taha'a, para dejarse llevar por la corriente con máscara y aletas por el jardín de coral entre dos islotes, entre peces payaso y almejas gigantes.",
          "À la voile depuis Raiatea à travers le lagon commun jusqu'aux motu de Taha'a, pour se laisser porter par le courant, masque et palmes, dans le jardin de corail entre deux îlots, parmi les poissons-clowns et les bénitiers.",
          "Unter Segeln von Raiatea über die gemeinsame Lagune zu den Motu von Taha'a, um sich mit Maske und Flossen von der Strömung durch den Korallengarten zwischen zwei Inselchen treiben zu lassen, zwischen Clownfischen und Riesenmuscheln.",
        ],
      ],
      [
        "boat",
        [
          "Leeward Islands: the crossing to Bora Bora",
          "Isole Sottovento: la traversata verso Bora Bora",
          "Islas de Sotavento: la travesía a Bora Bora",
          "Îles Sous-le-Vent : la traversée vers Bora Bora",
          "Inseln unter dem Winde: die Überfahrt nach Bora Bora",
        ],
        [
          "A day's sail out through the Paipai pass and across open water to Bora Bora, watching the twin peaks of Otemanu and Pahia rise ahead, then in through the Teavanui pass to anchor in the turquoise lagoon.",
          "Una giornata di vela fuori dalla passe di Paipai e in mare aperto fino a Bora Bora, guardando salire davanti le due cime dell'Otemanu e del Pahia, poi dentro dalla passe di Teavanui per ancorare nella laguna turchese.",
          "Un día de navegación saliendo por el paso de Paipai y cruzando mar abierto hasta Bora Bora, viendo alzarse delante los picos gemelos del Otemanu y el Pahia, y luego la entrada por el paso de Teavanui para fondear en la laguna turquesa.",
          "Une journée de voile, sortie par la passe Paipai puis la haute mer jusqu'à Bora Bora, en voyant monter devant les deux pics de l'Otemanu et du Pahia, puis l'entrée par la passe Teavanui pour mouiller dans le lagon turquoise.",
          "Ein Segeltag durch den Paipai-Pass hinaus und über offenes Wasser nach Bora Bora, während vorn die Zwillingsgipfel von Otemanu und Pahia aufsteigen, dann durch den Teavanui-Pass hinein, um in der türkisfarbenen Lagune zu ankern.",
        ],
      ],
      [
        "boat",
        [
          "Leeward Islands: Avea Bay on Huahine",
          "Isole Sottovento: la baia di Avea a Huahine",
          "Islas de Sotavento: la bahía de Avea en Huahine",
          "Îles Sous-le-Vent : la baie d'Avea à Huahine",
          "Inseln unter dem Winde: die Avea-Bucht auf Huahine",
        ],
        [
          "A passage east to Huahine, the quietest of the islands, in through the Avamoa pass and down the lagoon to anchor in Avea Bay, off a long white beach on Huahine Iti, for a swim at sunset.",
          "Una traversata verso est fino a Huahine, la più tranquilla delle isole, dentro dalla passe di Avamoa e giù per la laguna fino all'ancoraggio nella baia di Avea, davanti a una lunga spiaggia bianca di Huahine Iti, per un bagno al tramonto.",
          "Una travesía hacia el este hasta Huahine, la más tranquila de las islas, entrando por el paso de Avamoa y bajando por la laguna hasta fondear en la bahía de Avea, frente a una larga playa blanca de Huahine Iti, para un baño al atardecer.",
          "Une traversée vers l'est jusqu'à Huahine, la plus paisible des îles, par la passe Avamoa puis le lagon jusqu'au mouillage de la baie d'Avea, devant une longue plage blanche de Huahine Iti, pour une baignade au coucher du soleil.",
          "Eine Überfahrt nach Osten nach Huahine, der ruhigsten der Inseln, durch den Avamoa-Pass und die Lagune hinab zum Ankerplatz in der Avea-Bucht vor einem langen weißen Strand von Huahine Iti, mit einem Bad bei Sonnenuntergang.",
        ],
      ],
    ],
  },
  "PYF Bora Bora": {
    days: [
      [
        "see",
        [
          "Bora Bora: around the island by 4x4",
          "Bora Bora: il giro dell'isola in 4x4",
          "Bora Bora: la vuelta a la isla en 4x4",
          "Bora Bora : le tour de l'île en 4x4",
          "Bora Bora: rund um die Insel im Geländewagen",
        ],
        [
          "A 4x4 along the coast road and up the old military tracks to the cannons left by American troops in the Second World War, with views over the lagoon and the basalt face of Mount Otemanu.",
          "Un 4x4 sulla strada costiera e su per le vecchie piste militari fino ai cannoni lasciati dalle truppe americane nella Seconda guerra mondiale, con vista sulla laguna e sulla parete di basalto del monte Otemanu.",
          "Un 4x4 por la carretera de la costa y las viejas pistas militares hasta los cañones que dejaron las tropas estadounidenses en la Segunda Guerra Mundial, con vistas a la laguna y a la pared de basalto del monte Otemanu.",
          "Un 4x4 sur la route côtière puis les anciennes pistes militaires jusqu'aux canons laissés par les troupes américaines pendant la Seconde Guerre mondiale, avec vue sur le lagon et la paroi de basalte du mont Otemanu.",
          "Ein Geländewagen auf der Küstenstraße und über alte Militärpisten zu den Kanonen, die amerikanische Truppen im Zweiten Weltkrieg zurückließen, mit Blick über die Lagune und die Basaltwand des Mount Otemanu.",
        ],
      ],
      [
        "beach",
        [
          "Bora Bora: Matira beach",
          "Bora Bora: la spiaggia di Matira",
          "Bora Bora: la playa de Matira",
          "Bora Bora : la plage de Matira",
          "Bora Bora: der Strand von Matira",
        ],
        [
          "A day on Matira, the island's public beach of soft white sand at its southern point, wading far out into warm, shallow turquoise water, with a snack from a roulotte under the trees.",
          "Una giornata a Matira, la spiaggia pubblica di sabbia bianca e soffice sulla punta sud dell'isola, camminando lontano nell'acqua turchese, bassa e tiepida, con uno spuntino da una roulotte sotto gli alberi.",
          "Un día en Matira, la playa pública de arena blanca y suave en la punta sur de la isla, caminando mar adentro por el agua turquesa, baja y tibia, con un bocado de una roulotte bajo los árboles.",
          "Une journée à Matira, la plage publique de sable blanc et fin à la pointe sud de l'île, en marchant loin dans une eau turquoise, tiède et peu profonde, avec un en-cas d'une roulotte sous les arbres.",
          "Ein Tag in Matira, dem öffentlichen Strand mit weichem weißem Sand an der Südspitze der Insel, weit hinaus durch warmes, flaches türkisfarbenes Wasser watend, mit einem Imbiss von einer Roulotte unter den Bäumen.",
        ],
      ],
      [
        "boat",
        [
          "Bora Bora: rays, sharks and coral gardens",
          "Bora Bora: razze, squali e giardini di corallo",
          "Bora Bora: rayas, tiburones y jardines de coral",
          "Bora Bora : raies, requins et jardins de corail",
          "Bora Bora: Rochen, Haie und Korallengärten",
        ],
        [
          "A boat around the lagoon to swim with mask among stingrays and blacktip reef sharks, over the coral garden off the motu, and lunch on a motu facing the peaks of Otemanu and Pahia.",
          "Una barca nella laguna per nuotare con la maschera tra razze e squali pinna nera, sul giardino di corallo davanti ai motu, e pranzo su un motu di fronte alle cime dell'Otemanu e del Pahia.",
          "Un barco por la laguna para nadar con careta entre rayas y tiburones de punta negra, sobre el jardín de coral junto a los motu, y almuerzo en un motu frente a los picos del Otemanu y el Pahia.",
          "Un bateau dans le lagon pour nager avec masque parmi les raies et les requins à pointes noires, au-dessus du jardin de corail près des motu, et déjeuner sur un motu face aux pics de l'Otemanu et du Pahia.",
          "Ein Boot durch die Lagune zum Schwimmen mit Maske zwischen Stachelrochen und Schwarzspitzen-Riffhaien, über dem Korallengarten vor den Motu, und Mittagessen auf einem Motu gegenüber den Gipfeln von Otemanu und Pahia.",
        ],
      ],
    ],
  },
  "PYF Rangiroa": {
    days: [
      [
        "see",
        [
          "Rangiroa: the atoll's pearl farm and vineyard",
          "Rangiroa: la perlicoltura e la vigna dell'atollo",
          "Rangiroa: la granja de perlas y el viñedo del atolón",
          "Rangiroa : la ferme perlière et le vignoble de l'atoll",
          "Rangiroa: die Perlenfarm und der Weinberg des Atolls",
        ],
        [
          "The village of Avatoru on the ring of coral around one of the largest lagoons on Earth, a black pearl farm where oysters are grafted, and the vineyard among the coconut palms that makes the wine of Tahiti.",
          "Il villaggio di Avatoru sull'anello di corallo attorno a una delle lagune più grandi della Terra, una perlicoltura di perle nere dove si innestano le ostriche e la vigna tra le palme da cocco che produce il vino di Tahiti.",
          "El pueblo de Avatoru en el anillo de coral que rodea una de las mayores lagunas del planeta, una granja de perlas negras donde se injertan las ostras y el viñedo entre cocoteros que produce el vino de Tahití.",
          "Le village d'Avatoru sur l'anneau de corail autour de l'un des plus grands lagons du monde, une ferme de perles noires où l'on greffe les huîtres et le vignoble entre les cocotiers qui produit le vin de Tahiti.",
          "Das Dorf Avatoru auf dem Korallenring um eine der größten Lagunen der Erde, eine Schwarzperlenfarm, in der Austern gepfropft werden, und der Weinberg zwischen Kokospalmen, der den Wein von Tahiti keltert.",
        ],
      ],
      [
        "boat",
        [
          "Rangiroa: the Tiputa pass and the Blue Lagoon",
          "Rangiroa: la passe di Tiputa e la Laguna Blu",
          "Rangiroa: el paso de Tiputa y la Laguna Azul",
          "Rangiroa : la passe de Tiputa et le Lagon bleu",
          "Rangiroa: der Tiputa-Pass und die Blaue Lagune",
        ],
        [
          "A boat to the Tiputa pass, where dolphins play in the standing waves as the tide rushes in, a drift with mask over the sharks of the pass, then the Lagon Bleu, a lagoon within the lagoon on a distant motu.",
          "Una barca fino alla passe di Tiputa, dove i delfini giocano sulle onde quando la marea entra di corsa, una deriva con la maschera sopra gli squali della passe, poi il Lagon Bleu, una laguna dentro la laguna su un motu lontano.",
          "Un barco hasta el paso de Tiputa, donde los delfines juegan en las olas cuando entra la marea, una deriva con careta sobre los tiburones del paso y luego el Lagon Bleu, una laguna dentro de la laguna en un motu lejano.",
          "Un bateau jusqu'à la passe de Tiputa, où les dauphins jouent dans les vagues quand la marée entre en force, une dérive avec masque au-dessus des requins de la passe, puis le Lagon bleu, un lagon dans le lagon sur un motu lointain.",
          "Ein Boot zum Tiputa-Pass, wo Delfine in den stehenden Wellen spielen, wenn die Flut hereinströmt, ein Drift mit Maske über den Haien des Passes, dann die Blaue Lagune, eine Lagune in der Lagune auf einem fernen Motu.",
        ],
      ],
    ],
  },
  "NCL Nouméa": {
    days: [
      [
        "see",
        [
          "Nouméa: the Tjibaou cultural complex",
          "Nouméa: il complesso culturale Tjibaou",
          "Nouméa: el complejo cultural Tjibaou",
          "Nouméa : le complexe culturel Tjibaou",
          "Nouméa: der Kulturkomplex Tjibaou",
        ],
        [
          "The Tjibaou cultural complex by Renzo Piano, its tall wooden cases shaped like Kanak great huts on a peninsula of pines, with Kanak sculpture, a path of plants and their uses, and the story of the Kanak people.",
          "Il complesso culturale Tjibaou di Renzo Piano, con le alte case di legno a forma di grandi capanne kanak su una penisola di pini, la scultura kanak, un sentiero delle piante e dei loro usi e la storia del popolo kanak.",
          "El complejo cultural Tjibaou de Renzo Piano, con sus altas casas de madera en forma de grandes chozas kanak en una península de pinos, escultura kanak, un sendero de plantas y sus usos y la historia del pueblo kanak.",
          "Le complexe culturel Tjibaou de Renzo Piano, ses hautes cases de bois en forme de grandes cases kanak sur une presqu'île de pins, la sculpture kanak, un chemin des plantes et de leurs usages et l'histoire du peuple kanak.",
          "Der Kulturkomplex Tjibaou von Renzo Piano mit seinen hohen Holzbauten in Form kanakischer Großhütten auf einer Halbinsel voller Pinien, kanakischer Skulptur, einem Pfad der Pflanzen und ihrer Nutzung und der Geschichte der Kanak.",
        ],
      ],
      [
        "see",
        [
          "Nouméa: Amédée lighthouse and the lagoon",
          "Nouméa: il faro Amédée e la laguna",
          "Nouméa: el faro Amédée y la laguna",
          "Nouméa : le phare Amédée et le lagon",
          "Nouméa: der Amédée-Leuchtturm und die Lagune",
        ],
        [
          "A boat across the lagoon to the islet of Amédée, the climb up its tall iron lighthouse, shipped from France in pieces, then a swim with mask among sea turtles and striped sea snakes by the reef.",
          "Una barca attraverso la laguna fino all'isolotto di Amédée, la salita sul suo alto faro di ferro, spedito dalla Francia a pezzi, poi una nuotata con la maschera tra tartarughe marine e serpenti di mare a strisce vicino al reef.",
          "Un barco por la laguna hasta el islote Amédée, la subida a su alto faro de hierro, enviado desde Francia por piezas, y luego un baño con careta entre tortugas marinas y serpientes de mar rayadas junto al arrecife.",
          "Un bateau à travers le lagon jusqu'à l'îlot Amédée, la montée dans son grand phare de fer, envoyé de France en pièces détachées, puis une baignade avec masque parmi les tortues et les tricots rayés près du récif.",
          "Ein Boot über die Lagune zum Inselchen Amédée, der Aufstieg auf seinen hohen eisernen Leuchtturm, der in Teilen aus Frankreich verschifft wurde, dann Schwimmen mit Maske zwischen Meeresschildkröten und gestreiften Seeschlangen am Riff.",
        ],
      ],
      [
        "food",
        [
          "Nouméa: the Port Moselle market and bougna",
          "Nouméa: il mercato di Port Moselle e il bougna",
          "Nouméa: el mercado de Port Moselle y el bougna",
          "Nouméa : le marché de Port Moselle et le bougna",
          "Nouméa: der Markt Port Moselle und Bougna",
        ],
        [
          "The morning market of Port Moselle, its fish hall and French pastries, the blue prawns and venison of New Caledonia, then bougna, yam, taro, banana and chicken in coconut milk, wrapped in banana leaves and cooked on hot stones.",
          "Il mercato mattutino di Port Moselle, con il padiglione del pesce e la pasticceria francese, i gamberi blu e il cervo della Nuova Caledonia, poi il bougna, igname, taro, banana e pollo nel latte di cocco, avvolti in foglie di banano e cotti su pietre roventi.",
          "El mercado matinal de Port Moselle, su nave de pescado y su bollería francesa, los langostinos azules y el ciervo de Nueva Caledonia, y luego el bougna, ñame, taro, plátano y pollo en leche de coco, envueltos en hojas de plátano y cocidos sobre piedras calientes.",
          "Le marché du matin de Port Moselle, sa halle aux poissons et ses viennoiseries, les crevettes bleues et le cerf de Nouvelle-Calédonie, puis le bougna, igname, taro, banane et poulet au lait de coco, enveloppés de feuilles de bananier et cuits sur des pierres chaudes.",
          "Der Morgenmarkt von Port Moselle mit Fischhalle und französischem Gebäck, die blauen Garnelen und der Hirsch Neukaledoniens, dann Bougna, Yams, Taro, Banane und Huhn in Kokosmilch, in Bananenblätter gewickelt und auf heißen Steinen gegart.",
        ],
      ],
    ],
  },
  "NCL Blue River Park": {
    days: [
      [
        "see",
        [
          "Blue River Park: the Grand Kaori and the drowned forest",
          "Parco del Fiume Blu: il Grand Kaori e la foresta sommersa",
          "Parque del Río Azul: el Grand Kaori y el bosque sumergido",
          "Parc de la Rivière Bleue : le Grand Kaori et la forêt noyée",
          "Blue-River-Park: der Grand Kaori und der versunkene Wald",
        ],
        [
          "Through red earth and maquis to the Grand Kaori, a giant kauri tree many centuries old, and the drowned forest of Lake Yaté, where the pale trunks of dead trees stand in the water.",
          "Tra terra rossa e macchia fino al Grand Kaori, un kauri gigante vecchio di molti secoli, e alla foresta sommersa del lago di Yaté, dove i tronchi pallidi degli alberi morti stanno ritti nell'acqua.",
          "Entre tierra roja y maquis hasta el Grand Kaori, un kauri gigante de muchos siglos, y el bosque sumergido del lago de Yaté, donde los troncos pálidos de los árboles muertos se alzan en el agua.",
          "À travers la terre rouge et le maquis jusqu'au Grand Kaori, kaori géant vieux de plusieurs siècles, et la forêt noyée du lac de Yaté, où les troncs pâles des arbres morts se dressent dans l'eau.",
          "Durch rote Erde und Buschland zum Grand Kaori, einem jahrhundertealten Riesenkauri, und zum versunkenen Wald des Yaté-Sees, wo die bleichen Stämme toter Bäume im Wasser stehen.",
        ],
      ],
      [
        "see",
        [
          "Blue River Park: the kagu and the Pérignon bridge",
          "Parco del Fiume Blu: il kagu e il ponte Pérignon",
          "Parque del Río Azul: el kagú y el puente Pérignon",
          "Parc de la Rivière Bleue : le cagou et le pont Pérignon",
          "Blue-River-Park: der Kagu und die Pérignon-Brücke",
        ],
        [
          "A walk in the rainforest looking for the kagu, New Caledonia's flightless bird, which barks like a dog, then the old wooden Pérignon bridge over the Blue River and a swim in its clear pools.",
          "Una camminata nella foresta pluviale in cerca del kagu, l'uccello incapace di volare della Nuova Caledonia, che abbaia come un cane, poi il vecchio ponte di legno Pérignon sul Fiume Blu e un bagno nelle sue pozze limpide.",
          "Una caminata por la selva en busca del kagú, el ave no voladora de Nueva Caledonia, que ladra como un perro, y luego el viejo puente de madera Pérignon sobre el Río Azul y un baño en sus pozas claras.",
          "Une marche en forêt humide à la recherche du cagou, l'oiseau qui ne vole pas de Nouvelle-Calédonie et qui aboie comme un chien, puis le vieux pont de bois Pérignon sur la Rivière Bleue et une baignade dans ses vasques limpides.",
          "Ein Gang durch den Regenwald auf der Suche nach dem Kagu, dem flugunfähigen Vogel Neukaledoniens, der wie ein Hund bellt, dann die alte Holzbrücke Pérignon über den Blue River und ein Bad in seinen klaren Becken.",
        ],
      ],
    ],
  },
  "NCL Bourail": {
    days: [
      [
        "see",
        [
          "Bourail: the Roche Percée and Turtle Bay",
          "Bourail: la Roche Percée e la Baia delle Tartarughe",
          "Bourail: la Roche Percée y la bahía de las Tortugas",
          "Bourail : la Roche Percée et la baie des Tortues",
          "Bourail: die Roche Percée und die Schildkrötenbucht",
        ],
        [
          "The Roche Percée, a rock arch pierced by the sea, and the Bonhomme, a stone figure on the shore, then the path over the headland to the Baie des Tortues, under tall columnar pines.",
          "La Roche Percée, un arco di roccia forato dal mare, e il Bonhomme, una figura di pietra sulla riva, poi il sentiero sul promontorio fino alla Baie des Tortues, sotto alti pini colonnari.",
          "La Roche Percée, un arco de roca horadado por el mar, y el Bonhomme, una figura de piedra en la orilla, y luego el sendero por el promontorio hasta la Baie des Tortues, bajo altos pinos columnares.",
          "La Roche Percée, arche de roche percée par la mer, et le Bonhomme, silhouette de pierre sur le rivage, puis le sentier par le promontoire jusqu'à la baie des Tortues, sous les hauts pins colonnaires.",
          "Die Roche Percée, ein vom Meer durchbohrter Felsbogen, und der Bonhomme, eine Steinfigur am Ufer, dann der Pfad über die Landspitze zur Baie des Tortues unter hohen Säulenaraukarien.",
        ],
      ],
      [
        "beach",
        [
          "Bourail: Poé beach and its lagoon",
          "Bourail: la spiaggia di Poé e la sua laguna",
          "Bourail: la playa de Poé y su laguna",
          "Bourail : la plage de Poé et son lagon",
          "Bourail: der Strand von Poé und seine Lagune",
        ],
        [
          "A day on Poé beach, facing a broad shallow lagoon inside the barrier reef, listed by UNESCO, to swim, paddle or kitesurf, with green turtles feeding over the seagrass.",
          "Una giornata sulla spiaggia di Poé, davanti a un'ampia laguna bassa dentro la barriera corallina, patrimonio dell'UNESCO, per nuotare, pagaiare o fare kitesurf, con tartarughe verdi che pascolano sulle praterie marine.",
          "Un día en la playa de Poé, frente a una amplia laguna poco profunda dentro del arrecife de barrera, patrimonio de la UNESCO, para nadar, remar o hacer kitesurf, con tortugas verdes comiendo en las praderas marinas.",
          "Une journée sur la plage de Poé, face à un vaste lagon peu profond à l'abri du récif barrière, inscrit à l'UNESCO, pour nager, pagayer ou faire du kitesurf, avec des tortues vertes qui broutent les herbiers.",
          "Ein Tag am Strand von Poé vor einer weiten flachen Lagune innerhalb des Barriereriffs, UNESCO-Welterbe, zum Schwimmen, Paddeln oder Kitesurfen, mit Suppenschildkröten, die über dem Seegras fressen.",
        ],
      ],
    ],
  },
  "NCL Isle of Pines": {
    days: [
      [
        "see",
        [
          "Isle of Pines: Kanuméra, Kuto and the Pic N'Ga",
          "Isola dei Pini: Kanuméra, Kuto e il Pic N'Ga",
          "Isla de los Pinos: Kanuméra, Kuto y el Pic N'Ga",
          "Île des Pins : Kanuméra, Kuto et le pic N'Ga",
          "Pinieninsel: Kanuméra, Kuto und der Pic N'Ga",
        ],
        [
          "The twin bays of Kanuméra and Kuto, white sand under columnar pines, the ruins of the old penal colony in the forest, and the climb up the Pic N'Ga for the view over the whole island and its lagoon.",
          "Le baie gemelle di Kanuméra e Kuto, sabbia bianca sotto i pini colonnari, le rovine del vecchio bagno penale nella foresta e la salita al Pic N'Ga per la vista su tutta l'isola e la sua laguna.",
          "Las bahías gemelas de Kanuméra y Kuto, arena blanca bajo pinos columnares, las ruinas del viejo presidio en el bosque y la subida al Pic N'Ga para ver toda la isla y su laguna.",
          "Les baies jumelles de Kanuméra et de Kuto, sable blanc sous les pins colonnaires, les ruines de l'ancien bagne dans la forêt et la montée au pic N'Ga pour la vue sur toute l'île et son lagon.",
          "Die Zwillingsbuchten Kanuméra und Kuto, weißer Sand unter Säulenaraukarien, die Ruinen der alten Strafkolonie im Wald und der Aufstieg auf den Pic N'Ga mit Blick über die ganze Insel und ihre Lagune.",
        ],
      ],
      [
        "boat",
        [
          "Isle of Pines: a pirogue across Upi Bay",
          "Isola dei Pini: in piroga nella baia di Upi",
          "Isla de los Pinos: en piragua por la bahía de Upi",
          "Île des Pins : en pirogue dans la baie d'Upi",
          "Pinieninsel: im Auslegerkanu durch die Upi-Bucht",
        ],
        [
          "A traditional sailing pirogue across Upi Bay among mushroom-shaped limestone islets, then a walk through the forest to the natural pool of Oro Bay, a clear basin closed off from the sea by a reef.",
          "Una piroga a vela tradizionale attraverso la baia di Upi tra isolotti di calcare a forma di fungo, poi una camminata nella foresta fino alla piscina naturale della baia di Oro, una vasca limpida chiusa al mare da una barriera.",
          "Una piragua tradicional a vela por la bahía de Upi entre islotes de caliza en forma de seta, y luego una caminata por el bosque hasta la piscina natural de la bahía de Oro, una cubeta clara cerrada al mar por un arrecife.",
          "Une pirogue à voile traditionnelle dans la baie d'Upi parmi les îlots calcaires en forme de champignon, puis une marche en forêt jusqu'à la piscine naturelle de la baie d'Oro, bassin limpide fermé à la mer par un récif.",
          "Ein traditionelles Segelkanu durch die Upi-Bucht zwischen pilzförmigen Kalkinselchen, dann ein Gang durch den Wald zum Naturpool der Oro-Bucht, einem klaren Becken, das ein Riff vom Meer trennt.",
        ],
      ],
    ],
  },
  "NCL Lifou": {
    days: [
      [
        "see",
        [
          "Lifou: the Jokin cliffs and the vanilla house",
          "Lifou: le scogliere di Jokin e la casa della vaniglia",
          "Lifou: los acantilados de Jokin y la casa de la vainilla",
          "Lifou : les falaises de Jokin et la maison de la vanille",
          "Lifou: die Klippen von Jokin und das Vanillehaus",
        ],
        [
          "The coral cliffs of Jokin over water of startling clarity, the chapel of Notre-Dame de Lourdes on its headland at Easo, and a vanilla farm at Mu where a Kanak family shows how each flower is pollinated by hand.",
          "Le scogliere coralline di Jokin su un'acqua di limpidezza sorprendente, la cappella di Notre-Dame de Lourdes sul promontorio di Easo e una piantagione di vaniglia a Mu dove una famiglia kanak mostra come si impollina a mano ogni fiore.",
          "Los acantilados de coral de Jokin sobre un agua asombrosamente clara, la capilla de Notre-Dame de Lourdes en su cabo de Easo y una plantación de vainilla en Mu, donde una familia kanak muestra cómo se poliniza a mano cada flor.",
          "Les falaises coralliennes de Jokin au-dessus d'une eau d'une clarté saisissante, la chapelle Notre-Dame de Lourdes sur son promontoire d'Easo et la maison de la vanille de Mu, où une famille kanak montre comment on féconde chaque fleur à la main.",
          "Die Korallenklippen von Jokin über erstaunlich klarem Wasser, die Kapelle Notre-Dame de Lourdes auf ihrer Landspitze bei Easo und eine Vanillefarm in Mu, wo eine Kanak-Familie zeigt, wie jede Blüte von Hand bestäubt wird.",
        ],
      ],
      [
        "beach",
        [
          "Lifou: Jinek Bay and Luengöni beach",
          "Lifou: la baia di Jinek e la spiaggia di Luengöni",
          "Lifou: la bahía de Jinek y la playa de Luengöni",
          "Lifou : la baie de Jinek et la plage de Luengöni",
          "Lifou: die Jinek-Bucht und der Strand von Luengöni",
        ],
        [
          "A swim with mask in Jinek Bay, a marine reserve where coral and fish start a few strokes from the rocks, then the long white beach of Luengöni, with its caves and turtles in the lagoon.",
          "Una nuotata con la maschera nella baia di Jinek, una riserva marina dove coralli e pesci cominciano a poche bracciate dagli scogli, poi la lunga spiaggia bianca di Luengöni, con le sue grotte e le tartarughe nella laguna.",
          "Un baño con careta en la bahía de Jinek, una reserva marina donde el coral y los peces empiezan a pocas brazadas de las rocas, y luego la larga playa blanca de Luengöni, con sus cuevas y tortugas en la laguna.",
          "Une baignade avec masque dans la baie de Jinek, réserve marine où coraux et poissons commencent à quelques brasses des rochers, puis la longue plage blanche de Luengöni, ses grottes et ses tortues dans le lagon.",
          "Schwimmen mit Maske in der Jinek-Bucht, einem Meeresschutzgebiet, in dem Korallen und Fische wenige Züge von den Felsen entfernt beginnen, dann der lange weiße Strand von Luengöni mit seinen Höhlen und Schildkröten in der Lagune.",
        ],
      ],
    ],
  },
  "NCL Ouvéa": {
    days: [
      [
        "see",
        [
          "Ouvéa: the Mouli bridge and the Lékiny cliffs",
          "Ouvéa: il ponte di Mouli e le scogliere di Lékiny",
          "Ouvéa: el puente de Mouli y los acantilados de Lékiny",
          "Ouvéa : le pont de Mouli et les falaises de Lékiny",
          "Ouvéa: die Mouli-Brücke und die Klippen von Lékiny",
        ],
        [
          "The Mouli bridge, where the lagoon flows in every shade of turquoise under the road and turtles and rays pass beneath, the coral cliffs and caves of Lékiny, and the deep blue hole of Anawa in the forest.",
          "Il ponte di Mouli, dove la laguna scorre in ogni sfumatura di turchese sotto la strada e tartarughe e razze passano sotto, le scogliere coralline e le grotte di Lékiny e il profondo buco blu di Anawa nella foresta.",
          "El puente de Mouli, donde la laguna fluye en todos los tonos de turquesa bajo la carretera y pasan tortugas y rayas, los acantilados de coral y las cuevas de Lékiny y el profundo agujero azul de Anawa en el bosque.",
          "Le pont de Mouli, où le lagon coule dans toutes les nuances de turquoise sous la route et où passent tortues et raies, les falaises coralliennes et les grottes de Lékiny, et le profond trou bleu d'Anawa dans la forêt.",
          "Die Mouli-Brücke, unter der die Lagune in allen Türkistönen fließt und Schildkröten und Rochen hindurchziehen, die Korallenklippen und Höhlen von Lékiny und das tiefe Blaue Loch von Anawa im Wald.",
        ],
      ],
      [
        "beach",
        [
          "Ouvéa: the great beach of Fayaoué",
          "Ouvéa: la grande spiaggia di Fayaoué",
          "Ouvéa: la gran playa de Fayaoué",
          "Ouvéa : la grande plage de Fayaoué",
          "Ouvéa: der große Strand von Fayaoué",
        ],
        [
          "A day on the beach that runs almost the whole length of the atoll, fine white sand along a calm, shallow lagoon, among the quietest and longest beaches in the Pacific.",
          "Una giornata sulla spiaggia che corre per quasi tutta la lunghezza dell'atollo, sabbia bianca finissima lungo una laguna calma e bassa, tra le spiagge più tranquille e lunghe del Pacifico.",
          "Un día en la playa que recorre casi todo el largo del atolón, arena blanca y fina junto a una laguna tranquila y poco profunda, entre las playas más largas y apacibles del Pacífico.",
          "Une journée sur la plage qui court presque sur toute la longueur de l'atoll, sable blanc très fin le long d'un lagon calme et peu profond, parmi les plages les plus longues et les plus paisibles du Pacifique.",
          "Ein Tag an dem Strand, der fast die ganze Länge des Atolls entlangläuft, feiner weißer Sand an einer ruhigen, flachen Lagune, einer der längsten und stillsten Strände des Pazifiks.",
        ],
      ],
    ],
  },
  "PNG Port Moresby": {
    days: [
      [
        "see",
        [
          "Port Moresby: the National Museum and Parliament House",
          "Port Moresby: il Museo nazionale e il Parlamento",
          "Puerto Moresby: el Museo Nacional y el Parlamento",
          "Port Moresby : le Musée national et le Parlement",
          "Port Moresby: das Nationalmuseum und das Parlament",
        ],
        [
          "The National Museum and Art Gallery, with masks, canoe prows and shields from hundreds of cultures, Parliament House, built like a Sepik spirit house, and the view over the bay from Paga Hill.",
          "Il Museo nazionale e galleria d'arte, con maschere, prue di canoe e scudi di centinaia di culture, il Parlamento, costruito come una casa degli spiriti del Sepik, e la vista sulla baia da Paga Hill.",
          "El Museo Nacional y Galería de Arte, con máscaras, proas de canoa y escudos de cientos de culturas, el Parlamento, construido como una casa de los espíritus del Sepik, y la vista de la bahía desde Paga Hill.",
          "Le Musée national et galerie d'art, avec masques, proues de pirogues et boucliers de centaines de cultures, le Parlement, bâti comme une maison des esprits du Sepik, et la vue sur la baie depuis Paga Hill.",
          "Das Nationalmuseum mit Kunstgalerie, mit Masken, Kanubugen und Schilden Hunderter Kulturen, das Parlament, gebaut wie ein Geisterhaus vom Sepik, und der Blick über die Bucht von Paga Hill.",
        ],
      ],
      [
        "see",
        [
          "Port Moresby: Varirata and the birds of paradise",
          "Port Moresby: Varirata e gli uccelli del paradiso",
          "Puerto Moresby: Varirata y las aves del paraíso",
          "Port Moresby : Varirata et les oiseaux de paradis",
          "Port Moresby: Varirata und die Paradiesvögel",
        ],
        [
          "An early start to Varirata national park on the Sogeri plateau, where Raggiana birds of paradise display in the treetops at dawn, then the Bomana war cemetery, resting place of the Kokoda campaign's dead.",
          "Partenza presto per il parco nazionale di Varirata sull'altopiano di Sogeri, dove all'alba gli uccelli del paradiso di Raggiana danzano sulle cime degli alberi, poi il cimitero di guerra di Bomana, dove riposano i caduti della campagna di Kokoda.",
          "Salida temprano al parque nacional Varirata, en la meseta de Sogeri, donde al amanecer las aves del paraíso de Raggi exhiben su plumaje en las copas, y luego el cementerio de guerra de Bomana, donde descansan los caídos de la campaña de Kokoda.",
          "Départ matinal pour le parc national de Varirata sur le plateau de Sogeri, où les paradisiers de Raggi paradent à l'aube au sommet des arbres, puis le cimetière militaire de Bomana, où reposent les morts de la campagne de Kokoda.",
          "Früher Aufbruch in den Varirata-Nationalpark auf dem Sogeri-Plateau, wo im Morgengrauen Raggi-Paradiesvögel in den Baumkronen balzen, dann der Soldatenfriedhof Bomana, Ruhestätte der Gefallenen des Kokoda-Feldzugs.",
        ],
      ],
      [
        "food",
        [
          "Port Moresby: the Koki fish market and mumu",
          "Port Moresby: il mercato del pesce di Koki e il mumu",
          "Puerto Moresby: el mercado de pescado de Koki y el mumu",
          "Port Moresby : le marché aux poissons de Koki et le mumu",
          "Port Moresby: der Fischmarkt Koki und Mumu",
        ],
        [
          "The Koki fish market on its stilts over the water, with reef fish, crabs and smoked fish, stalls of betel nut and greens, then a mumu, pork, sweet potato and greens cooked in an earth oven on hot stones.",
          "Il mercato del pesce di Koki sulle sue palafitte sull'acqua, con pesci di barriera, granchi e pesce affumicato, banchi di noce di betel e verdure, poi un mumu, maiale, patate dolci e verdure cotti in un forno di terra su pietre roventi.",
          "El mercado de pescado de Koki sobre sus pilotes en el agua, con peces de arrecife, cangrejos y pescado ahumado, puestos de nuez de betel y verduras, y luego un mumu, cerdo, batata y verduras cocidos en un horno de tierra sobre piedras calientes.",
          "Le marché aux poissons de Koki sur ses pilotis au-dessus de l'eau, poissons de récif, crabes et poisson fumé, étals de noix de bétel et de légumes verts, puis un mumu, porc, patates douces et légumes cuits dans un four de terre sur des pierres chaudes.",
          "Der Fischmarkt Koki auf Stelzen über dem Wasser mit Rifffischen, Krabben und Räucherfisch, Ständen mit Betelnüssen und Grünzeug, dann ein Mumu, Schwein, Süßkartoffeln und Gemüse, im Erdofen auf heißen Steinen gegart.",
        ],
      ],
    ],
  },
  "PNG Kokoda Track": {
    months: [4, 11],
    days: [
      [
        "trek",
        [
          "Kokoda Track: from Owers' Corner over Imita Ridge",
          "Sentiero di Kokoda: da Owers' Corner oltre l'Imita Ridge",
          "Sendero de Kokoda: de Owers' Corner por Imita Ridge",
          "Piste Kokoda : d'Owers' Corner par l'Imita Ridge",
          "Kokoda Track: von Owers' Corner über den Imita Ridge",
        ],
        [
          "From the memorial at Owers' Corner down to the Goldie River, then the long climb up the steps of Imita Ridge, where the Japanese advance on Port Moresby was halted in 1942, with porters from the villages ahead.",
          "Dal memoriale di Owers' Corner giù fino al fiume Goldie, poi la lunga salita sui gradini dell'Imita Ridge, dove nel 1942 fu fermata l'avanzata giapponese su Port Moresby, con i portatori dei villaggi davanti.",
          "Desde el memorial de Owers' Corner hasta el río Goldie, y luego la larga subida por los escalones de Imita Ridge, donde en 1942 se detuvo el avance japonés sobre Port Moresby, con los porteadores de las aldeas delante.",
          "Du mémorial d'Owers' Corner jusqu'à la rivière Goldie, puis la longue montée par les marches de l'Imita Ridge, où l'avance japonaise sur Port Moresby fut stoppée en 1942, avec les porteurs des villages en tête.",
          "Vom Denkmal an Owers' Corner hinab zum Goldie River, dann der lange Anstieg über die Stufen des Imita Ridge, wo 1942 der japanische Vormarsch auf Port Moresby gestoppt wurde, mit Trägern aus den Dörfern vorneweg.",
        ],
      ],
      [
        "trek",
        [
          "Kokoda Track: Ioribaiwa to Nauro",
          "Sentiero di Kokoda: da Ioribaiwa a Nauro",
          "Sendero de Kokoda: de Ioribaiwa a Nauro",
          "Piste Kokoda : d'Ioribaiwa à Nauro",
          "Kokoda Track: von Ioribaiwa nach Nauro",
        ],
        [
          "Over Ioribaiwa Ridge, the furthest point the Japanese reached, and down through deep mud and rainforest to the swampy flats of the Brown River and the village of Nauro.",
          "Oltre l'Ioribaiwa Ridge, il punto più avanzato raggiunto dai giapponesi, e giù tra fango profondo e foresta pluviale fino alle piane paludose del fiume Brown e al villaggio di Nauro.",
          "Por Ioribaiwa Ridge, el punto más avanzado al que llegaron los japoneses, y bajando entre barro profundo y selva hasta las llanuras pantanosas del río Brown y la aldea de Nauro.",
          "Par l'Ioribaiwa Ridge, le point le plus avancé atteint par les Japonais, puis la descente dans la boue profonde et la forêt pluviale jusqu'aux plaines marécageuses de la rivière Brown et au village de Nauro.",
          "Über den Ioribaiwa Ridge, den südlichsten Punkt, den die Japaner erreichten, und hinab durch tiefen Schlamm und Regenwald in die sumpfige Ebene des Brown River und zum Dorf Nauro.",
        ],
      ],
      [
        "trek",
        [
          "Kokoda Track: Brigade Hill and Efogi",
          "Sentiero di Kokoda: Brigade Hill ed Efogi",
          "Sendero de Kokoda: Brigade Hill y Efogi",
          "Piste Kokoda : Brigade Hill et Efogi",
          "Kokoda Track: Brigade Hill und Efogi",
        ],
        [
          "A steep climb to Brigade Hill, site of one of the campaign's bloodiest battles, for a service at its memorial, then down to the villages of Efogi and Kagi on their ridge above the valley.",
          "Una ripida salita fino a Brigade Hill, teatro di una delle battaglie più sanguinose della campagna, per una cerimonia al memoriale, poi giù fino ai villaggi di Efogi e Kagi sul loro crinale sopra la valle.",
          "Una subida empinada a Brigade Hill, escenario de una de las batallas más sangrientas de la campaña, para un acto en su memorial, y luego la bajada a las aldeas de Efogi y Kagi en su cresta sobre el valle.",
          "Une montée raide jusqu'à Brigade Hill, théâtre de l'une des batailles les plus sanglantes de la campagne, pour un hommage à son mémorial, puis la descente vers les villages d'Efogi et de Kagi sur leur crête au-dessus de la vallée.",
          "Ein steiler Aufstieg zum Brigade Hill, Schauplatz einer der blutigsten Schlachten des Feldzugs, zu einer Andacht am Denkmal, dann hinab zu den Dörfern Efogi und Kagi auf ihrem Kamm über dem Tal.",
        ],
      ],
      [
        "trek",
        [
          "Kokoda Track: over Mount Bellamy to Templeton's Crossing",
          "Sentiero di Kokoda: oltre il monte Bellamy fino a Templeton's Crossing",
          "Sendero de Kokoda: por el monte Bellamy hasta Templeton's Crossing",
          "Piste Kokoda : par le mont Bellamy jusqu'à Templeton's Crossing",
          "Kokoda Track: über den Mount Bellamy nach Templeton's Crossing",
        ],
        [
          "Up through moss forest to the highest point of the track near Mount Bellamy, often in cloud, then down to the river at Templeton's Crossing, crossed on log bridges.",
          "Su nella foresta di muschio fino al punto più alto del sentiero vicino al monte Bellamy, spesso tra le nuvole, poi giù fino al fiume a Templeton's Crossing, attraversato su ponti di tronchi.",
          "Subida por el bosque de musgo hasta el punto más alto del sendero cerca del monte Bellamy, a menudo entre nubes, y luego bajada al río en Templeton's Crossing, cruzado por puentes de troncos.",
          "La montée dans la forêt de mousses jusqu'au point le plus haut de la piste près du mont Bellamy, souvent dans les nuages, puis la descente jusqu'à la rivière à Templeton's Crossing, franchie sur des ponts de rondins.",
          "Durch Moosregenwald hinauf zum höchsten Punkt des Pfades nahe dem Mount Bellamy, oft in den Wolken, dann hinab zum Fluss bei Templeton's Crossing, der auf Baumstammbrücken überquert wird.",
        ],
      ],
      [
        "trek",
        [
          "Kokoda Track: by Isurava down to Kokoda",
          "Sentiero di Kokoda: da Isurava giù fino a Kokoda",
          "Sendero de Kokoda: por Isurava hasta Kokoda",
          "Piste Kokoda : par Isurava jusqu'à Kokoda",
          "Kokoda Track: über Isurava hinab nach Kokoda",
        ],
        [
          "Along Eora Creek to the Isurava memorial, its four granite pillars inscribed Courage, Endurance, Mateship and Sacrifice, then down through Alola and the gardens of the Yodda valley to Kokoda.",
          "Lungo l'Eora Creek fino al memoriale di Isurava, con i quattro pilastri di granito incisi Courage, Endurance, Mateship e Sacrifice, poi giù per Alola e gli orti della valle di Yodda fino a Kokoda.",
          "Junto al Eora Creek hasta el memorial de Isurava, con sus cuatro pilares de granito grabados Courage, Endurance, Mateship y Sacrifice, y luego la bajada por Alola y los huertos del valle de Yodda hasta Kokoda.",
          "Le long de l'Eora Creek jusqu'au mémorial d'Isurava, ses quatre piliers de granit gravés Courage, Endurance, Mateship et Sacrifice, puis la descente par Alola et les jardins de la vallée de Yodda jusqu'à Kokoda.",
          "Am Eora Creek entlang zum Isurava-Denkmal mit seinen vier Granitsäulen mit den Worten Courage, Endurance, Mateship und Sacrifice, dann hinab über Alola und die Gärten des Yodda-Tals nach Kokoda.",
        ],
      ],
      [
        "see",
        [
          "Kokoda Track: the village of Kokoda and its museum",
          "Sentiero di Kokoda: il villaggio di Kokoda e il suo museo",
          "Sendero de Kokoda: la aldea de Kokoda y su museo",
          "Piste Kokoda : le village de Kokoda et son musée",
          "Kokoda Track: das Dorf Kokoda und sein Museum",
        ],
        [
          "A day at Kokoda, on its plateau among rubber trees, with the small museum and memorial of the old government station, and a visit to the families whose grandparents carried the wounded as the Fuzzy Wuzzy Angels.",
          "Una giornata a Kokoda, sul suo altopiano tra gli alberi della gomma, con il piccolo museo e il memoriale della vecchia stazione governativa e la visita alle famiglie i cui nonni portarono i feriti come Fuzzy Wuzzy Angels.",
          "Un día en Kokoda, en su meseta entre árboles del caucho, con el pequeño museo y el memorial de la vieja estación del gobierno y la visita a las familias cuyos abuelos llevaron a los heridos como los Fuzzy Wuzzy Angels.",
          "Une journée à Kokoda, sur son plateau parmi les hévéas, avec le petit musée et le mémorial de l'ancien poste administratif et la rencontre des familles dont les grands-parents portèrent les blessés, les Fuzzy Wuzzy Angels.",
          "Ein Tag in Kokoda auf seinem Plateau zwischen Kautschukbäumen, mit dem kleinen Museum und Denkmal der alten Regierungsstation und einem Besuch bei den Familien, deren Großeltern als Fuzzy Wuzzy Angels die Verwundeten trugen.",
        ],
      ],
    ],
  },
  "PNG Mount Hagen": {
    days: [
      [
        "see",
        [
          "Mount Hagen: the Melpa villages of the Wahgi valley",
          "Mount Hagen: i villaggi melpa della valle del Wahgi",
          "Mount Hagen: las aldeas melpa del valle del Wahgi",
          "Mount Hagen : les villages melpa de la vallée du Wahgi",
          "Mount Hagen: die Melpa-Dörfer im Wahgi-Tal",
        ],
        [
          "A day in the highland villages of the Wahgi valley with a Melpa guide, among gardens of sweet potato behind ditches and hedges, where elders in bird of paradise plumes and shell necklaces show their finery.",
          "Una giornata nei villaggi dell'altopiano della valle del Wahgi con una guida melpa, tra orti di patate dolci cinti da fossati e siepi, dove gli anziani con piume di uccello del paradiso e collane di conchiglie mostrano i loro ornamenti.",
          "Un día en las aldeas de montaña del valle del Wahgi con un guía melpa, entre huertos de batata rodeados de zanjas y setos, donde los ancianos con plumas de ave del paraíso y collares de conchas muestran sus galas.",
          "Une journée dans les villages des hautes terres de la vallée du Wahgi avec un guide melpa, parmi les jardins de patates douces bordés de fossés et de haies, où les anciens en plumes de paradisier et colliers de coquillages montrent leurs parures.",
          "Ein Tag in den Hochlanddörfern des Wahgi-Tals mit einem Melpa-Führer, zwischen Süßkartoffelgärten hinter Gräben und Hecken, wo Älteste mit Paradiesvogelfedern und Muschelketten ihren Schmuck zeigen.",
        ],
      ],
      [
        "food",
        [
          "Mount Hagen: highland coffee and a mumu",
          "Mount Hagen: caffè degli altipiani e un mumu",
          "Mount Hagen: café de las tierras altas y un mumu",
          "Mount Hagen : café des hautes terres et mumu",
          "Mount Hagen: Hochlandkaffee und ein Mumu",
        ],
        [
          "A smallholder coffee garden in the hills, where arabica grows in the shade of casuarina trees, then a mumu with the family, pork, kaukau sweet potato and greens steamed for hours on hot stones.",
          "Un piccolo orto di caffè sulle colline, dove l'arabica cresce all'ombra delle casuarine, poi un mumu con la famiglia, maiale, patata dolce kaukau e verdure cotti a vapore per ore su pietre roventi.",
          "Un pequeño cafetal familiar en las colinas, donde el arábica crece a la sombra de las casuarinas, y luego un mumu con la familia, cerdo, batata kaukau y verduras cocidos al vapor durante horas sobre piedras calientes.",
          "Un petit jardin de café dans les collines, où l'arabica pousse à l'ombre des filaos, puis un mumu avec la famille, porc, patate douce kaukau et légumes cuits des heures à l'étouffée sur des pierres chaudes.",
          "Ein kleiner Kaffeegarten in den Hügeln, wo Arabica im Schatten von Kasuarinen wächst, dann ein Mumu mit der Familie, Schwein, Kaukau-Süßkartoffeln und Gemüse, stundenlang auf heißen Steinen gedämpft.",
        ],
      ],
    ],
  },
  "PNG Tari": {
    days: [
      [
        "see",
        [
          "Tari: the Huli wigmen",
          "Tari: gli uomini-parrucca huli",
          "Tari: los hombres peluca huli",
          "Tari : les hommes-perruques huli",
          "Tari: die Perückenmänner der Huli",
        ],
        [
          "A visit to a Huli wig school, where young men grow their hair to weave the great ceremonial wigs, then the painting of faces in yellow and red, and the songs and dances of the Huli wigmen.",
          "La visita a una scuola delle parrucche huli, dove i giovani si fanno crescere i capelli per intrecciare le grandi parrucche cerimoniali, poi la pittura dei volti in giallo e rosso e i canti e le danze degli uomini-parrucca huli.",
          "La visita a una escuela de pelucas huli, donde los jóvenes se dejan crecer el pelo para tejer las grandes pelucas ceremoniales, y luego la pintura de los rostros en amarillo y rojo y los cantos y danzas de los hombres peluca huli.",
          "La visite d'une école de perruques huli, où les jeunes hommes laissent pousser leurs cheveux pour tisser les grandes perruques de cérémonie, puis la peinture des visages en jaune et rouge, et les chants et danses des hommes-perruques huli.",
          "Der Besuch einer Perückenschule der Huli, wo junge Männer ihr Haar wachsen lassen, um die großen Zeremonialperücken zu flechten, dann das Bemalen der Gesichter in Gelb und Rot und die Gesänge und Tänze der Huli-Perückenmänner.",
        ],
      ],
      [
        "see",
        [
          "Tari: birds of paradise in the Tari Gap",
          "Tari: uccelli del paradiso nel Tari Gap",
          "Tari: aves del paraíso en el Tari Gap",
          "Tari : les oiseaux de paradis du Tari Gap",
          "Tari: Paradiesvögel im Tari Gap",
        ],
        [
          "An early walk in the moss forests of the Tari Gap with a local birder, looking for the ribbon-tailed astrapia with its long white tail and the King of Saxony bird of paradise with its head plumes.",
          "Una camminata presto nelle foreste di muschio del Tari Gap con un esperto di uccelli del posto, in cerca dell'astrapia dalla coda a nastro con la sua lunga coda bianca e dell'uccello del paradiso Re di Sassonia con le sue piume sul capo.",
          "Una caminata temprana por los bosques de musgo del Tari Gap con un observador de aves local, en busca de la astrapia de cola larga, con su cola blanca, y del ave del paraíso rey de Sajonia con sus plumas en la cabeza.",
          "Une marche matinale dans les forêts de mousses du Tari Gap avec un ornithologue local, à la recherche de l'astrapie de Stéphanie à longue queue blanche et du paradisier du roi de Saxe et de ses plumes de tête.",
          "Eine frühe Wanderung in den Moosregenwäldern des Tari Gap mit einem einheimischen Vogelkundler, auf der Suche nach dem Bandschwanz-Paradiesvogel mit seinem langen weißen Schwanz und dem Wimpelträger mit seinen Kopffedern.",
        ],
      ],
    ],
  },
  "PNG Sepik River": {
    days: [
      [
        "see",
        [
          "Sepik River: the spirit houses",
          "Fiume Sepik: le case degli spiriti",
          "Río Sepik: las casas de los espíritus",
          "Fleuve Sepik : les maisons des esprits",
          "Sepik-Fluss: die Geisterhäuser",
        ],
        [
          "By motor canoe along the great brown river to villages such as Palimbei and Kanganaman, whose haus tambaran spirit houses rise on carved posts, and to men marked with the crocodile scars of initiation.",
          "In canoa a motore lungo il grande fiume bruno fino a villaggi come Palimbei e Kanganaman, le cui case degli spiriti, le haus tambaran, si alzano su pali scolpiti, e a uomini segnati dalle cicatrici a coccodrillo dell'iniziazione.",
          "En canoa a motor por el gran río pardo hasta aldeas como Palimbei y Kanganaman, cuyas casas de los espíritus, las haus tambaran, se alzan sobre postes tallados, y a hombres marcados con las cicatrices de cocodrilo de la iniciación.",
          "En pirogue à moteur sur le grand fleuve brun jusqu'à des villages comme Palimbei et Kanganaman, dont les maisons des esprits, les haus tambaran, s'élèvent sur des poteaux sculptés, et à des hommes marqués des scarifications de crocodile de l'initiation.",
          "Im Motorkanu auf dem großen braunen Fluss zu Dörfern wie Palimbei und Kanganaman, deren Geisterhäuser, die Haus Tambaran, auf geschnitzten Pfählen stehen, und zu Männern mit den Krokodilnarben der Initiation.",
        ],
      ],
      [
        "see",
        [
          "Sepik River: the Chambri lakes and their carvers",
          "Fiume Sepik: i laghi Chambri e i loro intagliatori",
          "Río Sepik: los lagos Chambri y sus tallistas",
          "Fleuve Sepik : les lacs Chambri et leurs sculpteurs",
          "Sepik-Fluss: die Chambri-Seen und ihre Schnitzer",
        ],
        [
          "Through narrow backwaters choked with water hyacinth to the Chambri lakes, where village carvers make masks and hooks of dark wood, and women shape clay fire bowls, with egrets rising from the reeds.",
          "Tra canali stretti soffocati dai giacinti d'acqua fino ai laghi Chambri, dove gli intagliatori dei villaggi fanno maschere e ganci di legno scuro e le donne modellano bracieri di argilla, con gli aironi che si alzano dai canneti.",
          "Por estrechos canales cubiertos de jacintos de agua hasta los lagos Chambri, donde los tallistas de las aldeas hacen máscaras y ganchos de madera oscura y las mujeres modelan braseros de barro, con garzas levantándose de los juncos.",
          "Par d'étroits bras encombrés de jacinthes d'eau jusqu'aux lacs Chambri, où les sculpteurs des villages font masques et crochets de bois sombre et où les femmes façonnent des braseros d'argile, avec les aigrettes qui s'envolent des roseaux.",
          "Durch schmale, mit Wasserhyazinthen zugewachsene Altarme zu den Chambri-Seen, wo Dorfschnitzer Masken und Haken aus dunklem Holz fertigen und Frauen Feuerschalen aus Ton formen, während Reiher aus dem Schilf auffliegen.",
        ],
      ],
    ],
  },
  "PNG Madang": {
    days: [
      [
        "see",
        [
          "Madang: the waterfront and the Bilbil potters",
          "Madang: il lungomare e i vasai di Bilbil",
          "Madang: el paseo marítimo y los alfareros de Bilbil",
          "Madang : le front de mer et les potiers de Bilbil",
          "Madang: die Uferfront und die Töpfer von Bilbil",
        ],
        [
          "The shady waterfront of Madang, with flying foxes hanging in the tall trees and the Coastwatchers' lighthouse memorial, then Bilbil village, where women shape clay pots by hand as their ancestors traded them along the coast.",
          "Il lungomare ombreggiato di Madang, con le volpi volanti appese agli alberi alti e il faro memoriale dei Coastwatchers, poi il villaggio di Bilbil, dove le donne modellano a mano le pentole d'argilla che i loro antenati commerciavano lungo la costa.",
          "El frondoso paseo marítimo de Madang, con zorros voladores colgados de los árboles altos y el faro memorial de los Coastwatchers, y luego la aldea de Bilbil, donde las mujeres modelan a mano las ollas de barro que sus antepasados comerciaban por la costa.",
          "Le front de mer ombragé de Madang, avec les roussettes suspendues aux grands arbres et le phare mémorial des Coastwatchers, puis le village de Bilbil, où les femmes façonnent à la main les pots d'argile que leurs ancêtres échangeaient le long de la côte.",
          "Die schattige Uferfront von Madang mit Flughunden in den hohen Bäumen und dem Leuchtturm-Denkmal der Coastwatchers, dann das Dorf Bilbil, wo Frauen von Hand Tontöpfe formen, mit denen ihre Vorfahren entlang der Küste handelten.",
        ],
      ],
      [
        "food",
        [
          "Madang: the market and fish in coconut",
          "Madang: il mercato e il pesce al cocco",
          "Madang: el mercado y el pescado al coco",
          "Madang : le marché et le poisson au coco",
          "Madang: der Markt und Fisch in Kokos",
        ],
        [
          "The open market of Madang, with betel nut, bananas, taro, greens and fish from the lagoon, then reef fish cooked in coconut milk with sago and greens in a village by the water.",
          "Il mercato all'aperto di Madang, con noci di betel, banane, taro, verdure e pesce della laguna, poi pesce di barriera cotto nel latte di cocco con sago e verdure in un villaggio sull'acqua.",
          "El mercado al aire libre de Madang, con nuez de betel, plátanos, taro, verduras y pescado de la laguna, y luego pescado de arrecife cocido en leche de coco con sagú y verduras en una aldea junto al agua.",
          "Le marché en plein air de Madang, avec noix de bétel, bananes, taro, légumes verts et poisson du lagon, puis du poisson de récif cuit au lait de coco avec du sagou et des légumes dans un village au bord de l'eau.",
          "Der offene Markt von Madang mit Betelnüssen, Bananen, Taro, Grünzeug und Fisch aus der Lagune, dann Rifffisch in Kokosmilch mit Sago und Gemüse in einem Dorf am Wasser.",
        ],
      ],
    ],
  },
  "VUT Port Vila": {
    days: [
      [
        "see",
        [
          "Port Vila: the market and the National Museum",
          "Port Vila: il mercato e il Museo nazionale",
          "Port Vila: el mercado y el Museo Nacional",
          "Port Vila : le marché et le Musée national",
          "Port Vila: der Markt und das Nationalmuseum",
        ],
        [
          "The waterfront market, where women from the islands sell root crops, fruit and flowers, then the National Museum of Vanuatu, with slit drums and masks and a demonstration of sand drawing, listed by UNESCO.",
          "Il mercato sul lungomare, dove le donne delle isole vendono tuberi, frutta e fiori, poi il Museo nazionale di Vanuatu, con tamburi a fessura e maschere e una dimostrazione del disegno sulla sabbia, patrimonio UNESCO.",
          "El mercado del paseo marítimo, donde las mujeres de las islas venden tubérculos, fruta y flores, y luego el Museo Nacional de Vanuatu, con tambores de hendidura y máscaras y una demostración del dibujo en la arena, patrimonio de la UNESCO.",
          "Le marché du front de mer, où les femmes des îles vendent tubercules, fruits et fleurs, puis le Musée national du Vanuatu, avec ses tambours à fente et ses masques et une démonstration des dessins sur le sable, inscrits par l'UNESCO.",
          "Der Markt an der Uferfront, wo Frauen von den Inseln Knollen, Obst und Blumen verkaufen, dann das Nationalmuseum von Vanuatu mit Schlitztrommeln und Masken und einer Vorführung der Sandzeichnungen, UNESCO-Kulturerbe.",
        ],
      ],
      [
        "see",
        [
          "Port Vila: Mele Cascades and Hideaway Island",
          "Port Vila: le cascate di Mele e Hideaway Island",
          "Port Vila: las cascadas de Mele y Hideaway Island",
          "Port Vila : les cascades de Mele et Hideaway Island",
          "Port Vila: die Mele-Kaskaden und Hideaway Island",
        ],
        [
          "The Mele Cascades, terraced pools of limestone tumbling down a forested gully, then the short crossing to Hideaway Island, a marine reserve with an underwater post box to post a waterproof card.",
          "Le cascate di Mele, vasche di calcare a terrazze che scendono in una forra boscosa, poi la breve traversata fino a Hideaway Island, riserva marina con una cassetta postale sott'acqua dove imbucare una cartolina impermeabile.",
          "Las cascadas de Mele, pozas escalonadas de caliza que bajan por un barranco boscoso, y luego el corto cruce a Hideaway Island, una reserva marina con un buzón submarino para enviar una postal impermeable.",
          "Les cascades de Mele, vasques calcaires en terrasses dévalant un ravin boisé, puis la courte traversée vers Hideaway Island, réserve marine avec une boîte aux lettres sous-marine pour poster une carte étanche.",
          "Die Mele-Kaskaden, terrassenförmige Kalksteinbecken in einer bewaldeten Schlucht, dann die kurze Überfahrt nach Hideaway Island, einem Meeresschutzgebiet mit Unterwasserbriefkasten für eine wasserfeste Karte.",
        ],
      ],
      [
        "food",
        [
          "Port Vila: lap lap and kava at a nakamal",
          "Port Vila: lap lap e kava in un nakamal",
          "Port Vila: lap lap y kava en un nakamal",
          "Port Vila : lap lap et kava dans un nakamal",
          "Port Vila: Lap Lap und Kava im Nakamal",
        ],
        [
          "Lap lap, the national dish of grated yam or taro baked in banana leaves with coconut cream, Santo beef raised under the coconut palms, then dusk at a nakamal, where kava is drunk from half coconut shells.",
          "Il lap lap, il piatto nazionale di igname o taro grattugiato cotto in foglie di banano con crema di cocco, il manzo di Santo allevato sotto le palme, poi il tramonto in un nakamal, dove la kava si beve in mezzi gusci di cocco.",
          "El lap lap, el plato nacional de ñame o taro rallado horneado en hojas de plátano con crema de coco, la carne de Santo criada bajo los cocoteros, y luego el anochecer en un nakamal, donde la kava se bebe en medias cáscaras de coco.",
          "Le lap lap, plat national d'igname ou de taro râpé cuit dans des feuilles de bananier à la crème de coco, le bœuf de Santo élevé sous les cocotiers, puis le crépuscule dans un nakamal, où l'on boit le kava dans des demi-noix de coco.",
          "Lap Lap, das Nationalgericht aus geriebenem Yams oder Taro, in Bananenblättern mit Kokoscreme gebacken, Rindfleisch aus Santo, unter Kokospalmen aufgezogen, dann die Dämmerung in einem Nakamal, wo Kava aus halben Kokosschalen getrunken wird.",
        ],
      ],
    ],
  },
  "VUT Efate": {
    days: [
      [
        "see",
        [
          "Efate: around the island by its blue holes",
          "Efate: il giro dell'isola tra i blue hole",
          "Efate: la vuelta a la isla por sus pozas azules",
          "Efate : le tour de l'île par ses trous bleus",
          "Efate: rund um die Insel zu den Blue Holes",
        ],
        [
          "The ring road around Efate, stopping at the Eton blue hole, where spring water meets the sea, at relics of the American base of the Second World War, and at villages where children come out to wave.",
          "La strada che fa il giro di Efate, con soste al blue hole di Eton, dove l'acqua di sorgente incontra il mare, ai resti della base americana della Seconda guerra mondiale e ai villaggi dove i bambini escono a salutare.",
          "La carretera que rodea Efate, con paradas en la poza azul de Eton, donde el agua de manantial se une al mar, en restos de la base estadounidense de la Segunda Guerra Mundial y en aldeas donde los niños salen a saludar.",
          "La route qui fait le tour d'Efate, avec des arrêts au trou bleu d'Eton, où l'eau de source rejoint la mer, aux vestiges de la base américaine de la Seconde Guerre mondiale et dans des villages où les enfants sortent saluer.",
          "Die Ringstraße um Efate mit Halt am Blue Hole von Eton, wo Quellwasser auf das Meer trifft, an Überresten der amerikanischen Basis aus dem Zweiten Weltkrieg und in Dörfern, deren Kinder herauslaufen und winken.",
        ],
      ],
      [
        "beach",
        [
          "Efate: Eton beach and the Blue Lagoon",
          "Efate: la spiaggia di Eton e la Laguna Blu",
          "Efate: la playa de Eton y la Laguna Azul",
          "Efate : la plage d'Eton et le Lagon bleu",
          "Efate: der Strand von Eton und die Blaue Lagune",
        ],
        [
          "A day between Eton beach, a quiet cove of white sand and clear water run by its village, and the Blue Lagoon of Efate, where a rope swing drops into deep turquoise water.",
          "Una giornata tra la spiaggia di Eton, una caletta tranquilla di sabbia bianca e acqua limpida gestita dal villaggio, e la Laguna Blu di Efate, dove un'altalena di corda fa cadere nell'acqua turchese profonda.",
          "Un día entre la playa de Eton, una cala tranquila de arena blanca y agua clara que gestiona su aldea, y la Laguna Azul de Efate, donde un columpio de cuerda lanza al agua turquesa profunda.",
          "Une journée entre la plage d'Eton, crique paisible de sable blanc et d'eau claire gérée par son village, et le Lagon bleu d'Efate, où une balançoire de corde fait plonger dans une eau turquoise profonde.",
          "Ein Tag zwischen dem Strand von Eton, einer ruhigen Bucht mit weißem Sand und klarem Wasser, die das Dorf betreibt, und der Blauen Lagune von Efate, wo eine Seilschaukel ins tiefe türkisfarbene Wasser führt.",
        ],
      ],
    ],
  },
  "VUT Tanna": {
    days: [
      [
        "see",
        [
          "Tanna: the kastom village of Yakel",
          "Tanna: il villaggio kastom di Yakel",
          "Tanna: la aldea kastom de Yakel",
          "Tanna : le village kastom de Yakel",
          "Tanna: das Kastom-Dorf Yakel",
        ],
        [
          "A visit to Yakel, a village that keeps the kastom way of life, under a giant banyan tree where the men gather, with dances in grass skirts and a talk about the John Frum movement of the island.",
          "Una visita a Yakel, un villaggio che mantiene lo stile di vita kastom, sotto un enorme baniano dove si riuniscono gli uomini, con danze in gonne d'erba e un racconto sul movimento John Frum dell'isola.",
          "Una visita a Yakel, una aldea que conserva la vida kastom, bajo un enorme baniano donde se reúnen los hombres, con danzas con faldas de hierba y una charla sobre el movimiento John Frum de la isla.",
          "Une visite de Yakel, village qui garde le mode de vie kastom, sous un banian géant où se réunissent les hommes, avec des danses en jupes d'herbe et une discussion sur le mouvement John Frum de l'île.",
          "Ein Besuch in Yakel, einem Dorf, das die Kastom-Lebensweise bewahrt, unter einem riesigen Banyanbaum, unter dem sich die Männer treffen, mit Tänzen in Grasröcken und einem Gespräch über die John-Frum-Bewegung der Insel.",
        ],
      ],
      [
        "beach",
        [
          "Tanna: the bay of Port Resolution",
          "Tanna: la baia di Port Resolution",
          "Tanna: la bahía de Port Resolution",
          "Tanna : la baie de Port Resolution",
          "Tanna: die Bucht von Port Resolution",
        ],
        [
          "The bay of Port Resolution, where Captain Cook anchored, drawn by the glow of the volcano, with its white beach, hot springs steaming at the water's edge and a swim in the calm bay.",
          "La baia di Port Resolution, dove gettò l'ancora il capitano Cook, attirato dal bagliore del vulcano, con la sua spiaggia bianca, le sorgenti calde che fumano in riva al mare e un bagno nella baia tranquilla.",
          "La bahía de Port Resolution, donde fondeó el capitán Cook, atraído por el resplandor del volcán, con su playa blanca, las fuentes termales humeando en la orilla y un baño en la bahía tranquila.",
          "La baie de Port Resolution, où mouilla le capitaine Cook, attiré par la lueur du volcan, avec sa plage blanche, ses sources chaudes qui fument au bord de l'eau et une baignade dans la baie calme.",
          "Die Bucht von Port Resolution, wo Kapitän Cook ankerte, angelockt vom Glühen des Vulkans, mit ihrem weißen Strand, heißen Quellen, die am Wasser dampfen, und einem Bad in der ruhigen Bucht.",
        ],
      ],
    ],
  },
  "VUT Mount Yasur": {
    days: [
      [
        "see",
        [
          "Mount Yasur: the crater rim at dusk",
          "Monte Yasur: il bordo del cratere al tramonto",
          "Monte Yasur: el borde del cráter al anochecer",
          "Mont Yasur : le bord du cratère au crépuscule",
          "Yasur: der Kraterrand in der Dämmerung",
        ],
        [
          "Up the ash slopes of Yasur with a local guide to stand on the crater rim as night falls, when each rumbling blast throws glowing lava into the dark, one of the most accessible active volcanoes on Earth.",
          "Su per i pendii di cenere dello Yasur con una guida locale fino al bordo del cratere al calar della notte, quando ogni esplosione rombante lancia lava incandescente nel buio, uno dei vulcani attivi più accessibili della Terra.",
          "Subida por las laderas de ceniza del Yasur con un guía local hasta el borde del cráter al caer la noche, cuando cada explosión retumbante lanza lava incandescente a la oscuridad, uno de los volcanes activos más accesibles del mundo.",
          "La montée sur les pentes de cendre du Yasur avec un guide local jusqu'au bord du cratère à la tombée de la nuit, quand chaque explosion grondante projette de la lave rougeoyante dans le noir, l'un des volcans actifs les plus accessibles du monde.",
          "Mit einem einheimischen Führer die Aschehänge des Yasur hinauf zum Kraterrand bei Einbruch der Nacht, wenn jede dröhnende Explosion glühende Lava ins Dunkel schleudert, einer der zugänglichsten aktiven Vulkane der Erde.",
        ],
      ],
      [
        "see",
        [
          "Mount Yasur: the ash plain and Sulphur Bay",
          "Monte Yasur: la piana di cenere e Sulphur Bay",
          "Monte Yasur: la llanura de ceniza y Sulphur Bay",
          "Mont Yasur : la plaine de cendre et Sulphur Bay",
          "Yasur: die Ascheebene und die Sulphur Bay",
        ],
        [
          "A walk across the ash plain below the volcano, a black desert of volcanic sand where Lake Siwi drained away in 2000, to the village of Sulphur Bay, home of the John Frum movement, with Yasur smoking above.",
          "Una camminata sulla piana di cenere sotto il vulcano, un deserto nero di sabbia vulcanica dove nel 2000 si svuotò il lago Siwi, fino al villaggio di Sulphur Bay, culla del movimento John Frum, con lo Yasur che fuma in alto.",
          "Una caminata por la llanura de ceniza bajo el volcán, un desierto negro de arena volcánica donde el lago Siwi se vació en el año 2000, hasta la aldea de Sulphur Bay, cuna del movimiento John Frum, con el Yasur humeando arriba.",
          "Une marche sur la plaine de cendre au pied du volcan, désert noir de sable volcanique où le lac Siwi s'est vidé en 2000, jusqu'au village de Sulphur Bay, berceau du mouvement John Frum, avec le Yasur qui fume au-dessus.",
          "Eine Wanderung über die Ascheebene unter dem Vulkan, eine schwarze Wüste aus Vulkansand, wo der Siwi-See im Jahr 2000 ablief, zum Dorf Sulphur Bay, Heimat der John-Frum-Bewegung, über allem der rauchende Yasur.",
        ],
      ],
    ],
  },
  "VUT Espiritu Santo": {
    days: [
      [
        "see",
        [
          "Espiritu Santo: the blue holes and Million Dollar Point",
          "Espiritu Santo: i blue hole e Million Dollar Point",
          "Espiritu Santo: las pozas azules y Million Dollar Point",
          "Espiritu Santo : les trous bleus et Million Dollar Point",
          "Espiritu Santo: die Blue Holes und Million Dollar Point",
        ],
        [
          "The Matevulu and Nanda blue holes, spring-fed pools of startling blue in the forest, for a swim and a rope swing, then Million Dollar Point, where the American forces pushed their equipment into the sea in 1945.",
          "I blue hole di Matevulu e Nanda, pozze di sorgente di un blu sorprendente nella foresta, per un bagno e un'altalena di corda, poi Million Dollar Point, dove nel 1945 le forze americane spinsero in mare i loro mezzi.",
          "Las pozas azules de Matevulu y Nanda, pozas de manantial de un azul asombroso en el bosque, para un baño y un columpio de cuerda, y luego Million Dollar Point, donde las fuerzas estadounidenses arrojaron su equipo al mar en 1945.",
          "Les trous bleus de Matevulu et de Nanda, bassins de source d'un bleu saisissant dans la forêt, pour une baignade et une balançoire de corde, puis Million Dollar Point, où les forces américaines poussèrent leur matériel dans la mer en 1945.",
          "Die Blue Holes von Matevulu und Nanda, quellgespeiste Becken von verblüffendem Blau im Wald, zum Baden und Seilschwingen, dann Million Dollar Point, wo die amerikanischen Truppen 1945 ihr Material ins Meer schoben.",
        ],
      ],
      [
        "beach",
        [
          "Espiritu Santo: Port Olry and its islets",
          "Espiritu Santo: Port Olry e i suoi isolotti",
          "Espiritu Santo: Port Olry y sus islotes",
          "Espiritu Santo : Port Olry et ses îlots",
          "Espiritu Santo: Port Olry und seine Inselchen",
        ],
        [
          "The long white beach of Port Olry, a village on the northeast coast, with a canoe out to the small islets in its bay and a lunch of fresh fish and lobster at a beach shack.",
          "La lunga spiaggia bianca di Port Olry, un villaggio sulla costa nord-est, con una canoa fino ai piccoli isolotti della baia e un pranzo di pesce fresco e aragosta in un chiosco sulla spiaggia.",
          "La larga playa blanca de Port Olry, una aldea de la costa noreste, con una canoa hasta los islotes de su bahía y un almuerzo de pescado fresco y langosta en un chiringuito.",
          "La longue plage blanche de Port Olry, village de la côte nord-est, avec une pirogue jusqu'aux petits îlots de sa baie et un déjeuner de poisson frais et de langouste dans une paillote.",
          "Der lange weiße Strand von Port Olry, einem Dorf an der Nordostküste, mit einem Kanu zu den Inselchen der Bucht und einem Mittagessen mit frischem Fisch und Languste in einer Strandhütte.",
        ],
      ],
    ],
  },
  "VUT Champagne Beach": {
    days: [
      [
        "see",
        [
          "Champagne Beach: the Loru forest",
          "Champagne Beach: la foresta di Loru",
          "Playa Champagne: el bosque de Loru",
          "Plage de Champagne : la forêt de Loru",
          "Champagne Beach: der Loru-Wald",
        ],
        [
          "The Loru conservation area nearby, a coastal forest kept by a local family, with a walk to a cave and a freshwater spring, coconut crabs in the roots and a view down to the bay.",
          "L'area protetta di Loru lì vicino, una foresta costiera custodita da una famiglia del posto, con una camminata fino a una grotta e a una sorgente d'acqua dolce, granchi del cocco tra le radici e la vista sulla baia.",
          "El área protegida de Loru, muy cerca, un bosque costero que cuida una familia local, con una caminata hasta una cueva y un manantial de agua dulce, cangrejos de los cocoteros entre las raíces y vistas a la bahía.",
          "L'aire protégée de Loru toute proche, forêt côtière préservée par une famille du lieu, avec une marche jusqu'à une grotte et une source d'eau douce, des crabes de cocotier dans les racines et la vue sur la baie.",
          "Das nahe Schutzgebiet Loru, ein von einer einheimischen Familie bewahrter Küstenwald, mit einer Wanderung zu einer Höhle und einer Süßwasserquelle, Palmendieben zwischen den Wurzeln und dem Blick hinab auf die Bucht.",
        ],
      ],
      [
        "beach",
        [
          "Champagne Beach: the bubbling sand",
          "Champagne Beach: la sabbia che frizza",
          "Playa Champagne: la arena burbujeante",
          "Plage de Champagne : le sable pétillant",
          "Champagne Beach: der perlende Sand",
        ],
        [
          "A day on the curve of pure white sand that gives the beach its name, where at low tide volcanic gas bubbles up through the shallows like champagne, with clear water over coral for a swim.",
          "Una giornata sulla curva di sabbia bianchissima che dà il nome alla spiaggia, dove con la bassa marea il gas vulcanico sale a bolle nell'acqua bassa come champagne, con acqua limpida sui coralli per nuotare.",
          "Un día en la curva de arena blanquísima que da nombre a la playa, donde con la marea baja el gas volcánico sube en burbujas por el agua como champán, con agua clara sobre el coral para nadar.",
          "Une journée sur la courbe de sable très blanc qui donne son nom à la plage, où à marée basse le gaz volcanique remonte en bulles dans l'eau peu profonde comme du champagne, avec une eau claire sur le corail pour nager.",
          "Ein Tag an dem Bogen aus schneeweißem Sand, der dem Strand seinen Namen gibt, wo bei Ebbe vulkanisches Gas wie Champagner durch das flache Wasser perlt, mit klarem Wasser über Korallen zum Schwimmen.",
        ],
      ],
    ],
  },
  "WSM Apia": {
    days: [
      [
        "see",
        [
          "Apia: Vailima and Robert Louis Stevenson's tomb",
          "Apia: Vailima e la tomba di Robert Louis Stevenson",
          "Apia: Vailima y la tumba de Robert Louis Stevenson",
          "Apia : Vailima et la tombe de Robert Louis Stevenson",
          "Apia: Vailima und das Grab von Robert Louis Stevenson",
        ],
        [
          "Vailima, the wooden mansion where Robert Louis Stevenson spent his last years, now a museum, then the steep path through the forest up Mount Vaea to his tomb, with the view over Apia and the reef.",
          "Vailima, la villa di legno dove Robert Louis Stevenson passò gli ultimi anni, oggi museo, poi il ripido sentiero nella foresta fino alla sua tomba sul monte Vaea, con la vista su Apia e sul reef.",
          "Vailima, la mansión de madera donde Robert Louis Stevenson pasó sus últimos años, hoy museo, y luego el empinado sendero por el bosque hasta su tumba en el monte Vaea, con vistas a Apia y al arrecife.",
          "Vailima, la demeure de bois où Robert Louis Stevenson passa ses dernières années, aujourd'hui musée, puis le sentier raide dans la forêt jusqu'à sa tombe sur le mont Vaea, avec la vue sur Apia et le récif.",
          "Vailima, das hölzerne Herrenhaus, in dem Robert Louis Stevenson seine letzten Jahre verbrachte, heute Museum, dann der steile Pfad durch den Wald auf den Mount Vaea zu seinem Grab mit Blick über Apia und das Riff.",
        ],
      ],
      [
        "see",
        [
          "Apia: the waterfront and Palolo Deep",
          "Apia: il lungomare e Palolo Deep",
          "Apia: el paseo marítimo y Palolo Deep",
          "Apia : le front de mer et Palolo Deep",
          "Apia: die Uferfront und Palolo Deep",
        ],
        [
          "The white cathedral of the Immaculate Conception on the waterfront, the flea market and the fale-shaped government buildings, then Palolo Deep, a marine reserve where the reef drops into a blue hole a short swim from shore.",
          "La cattedrale bianca dell'Immacolata Concezione sul lungomare, il mercatino delle pulci e gli edifici del governo a forma di fale, poi Palolo Deep, riserva marina dove il reef scende in un buco blu a poche bracciate dalla riva.",
          "La catedral blanca de la Inmaculada Concepción en el paseo marítimo, el mercadillo y los edificios del gobierno en forma de fale, y luego Palolo Deep, una reserva marina donde el arrecife cae en un agujero azul a pocas brazadas de la orilla.",
          "La cathédrale blanche de l'Immaculée-Conception sur le front de mer, le marché aux puces et les bâtiments du gouvernement en forme de fale, puis Palolo Deep, réserve marine où le récif plonge dans un trou bleu à quelques brasses du rivage.",
          "Die weiße Kathedrale der Unbefleckten Empfängnis an der Uferfront, der Flohmarkt und die Regierungsgebäude in Form eines Fale, dann Palolo Deep, ein Meeresschutzgebiet, in dem das Riff wenige Schwimmzüge vom Ufer in ein blaues Loch abfällt.",
        ],
      ],
      [
        "food",
        [
          "Apia: the Maketi Fou and oka",
          "Apia: il Maketi Fou e l'oka",
          "Apia: el Maketi Fou y el oka",
          "Apia : le Maketi Fou et l'oka",
          "Apia: der Maketi Fou und Oka",
        ],
        [
          "The Maketi Fou, the main market, with taro, breadfruit and bundles of palusami, then oka, raw fish in lime and coconut cream, and a cup of koko Samoa, the island's own roasted cocoa drink.",
          "Il Maketi Fou, il mercato principale, con taro, frutti dell'albero del pane e fagottini di palusami, poi l'oka, pesce crudo con lime e crema di cocco, e una tazza di koko Samoa, la bevanda di cacao tostato dell'isola.",
          "El Maketi Fou, el mercado principal, con taro, fruta del pan y paquetes de palusami, y luego oka, pescado crudo con lima y crema de coco, y una taza de koko Samoa, la bebida de cacao tostado de la isla.",
          "Le Maketi Fou, le grand marché, avec taro, fruits à pain et paquets de palusami, puis l'oka, poisson cru au citron vert et à la crème de coco, et une tasse de koko Samoa, la boisson de cacao torréfié de l'île.",
          "Der Maketi Fou, der Hauptmarkt, mit Taro, Brotfrucht und Päckchen von Palusami, dann Oka, roher Fisch in Limette und Kokoscreme, und eine Tasse Koko Samoa, das inseleigene Getränk aus geröstetem Kakao.",
        ],
      ],
    ],
  },
  "WSM Upolu": {
    days: [
      [
        "see",
        [
          "Upolu: the Papase'ea sliding rocks and Piula cave pool",
          "Upolu: gli scivoli di roccia di Papase'ea e la grotta di Piula",
          "Upolu: los toboganes de roca de Papase'ea y la cueva de Piula",
          "Upolu : les toboggans de roche de Papase'ea et la grotte de Piula",
          "Upolu: die Rutschfelsen von Papase'ea und die Piula-Höhle",
        ],
        [
          "The Papase'ea sliding rocks, smooth waterfalls of lava rock to slide down into pools, the Sopoaga falls in their gorge, and the Piula cave pool, a spring of cool fresh water under a Methodist college by the sea.",
          "Gli scivoli di roccia di Papase'ea, cascate lisce di lava da cui scivolare nelle pozze, le cascate di Sopoaga nella loro gola e la piscina della grotta di Piula, una sorgente d'acqua dolce e fresca sotto un collegio metodista sul mare.",
          "Los toboganes de roca de Papase'ea, cascadas lisas de roca volcánica para deslizarse hasta las pozas, la cascada de Sopoaga en su garganta y la poza de la cueva de Piula, un manantial de agua dulce y fresca bajo un colegio metodista junto al mar.",
          "Les toboggans de roche de Papase'ea, cascades lisses de lave où l'on glisse jusqu'aux vasques, les chutes de Sopoaga dans leur gorge et le bassin de la grotte de Piula, source d'eau douce et fraîche sous un collège méthodiste au bord de la mer.",
          "Die Rutschfelsen von Papase'ea, glatte Lavawasserfälle zum Hinabrutschen in Becken, die Sopoaga-Fälle in ihrer Schlucht und das Höhlenbecken von Piula, eine kühle Süßwasserquelle unter einem methodistischen College am Meer.",
        ],
      ],
      [
        "beach",
        [
          "Upolu: the south coast beaches",
          "Upolu: le spiagge della costa sud",
          "Upolu: las playas de la costa sur",
          "Upolu : les plages de la côte sud",
          "Upolu: die Strände der Südküste",
        ],
        [
          "The south coast of Upolu, where beach fale line the sand of Matareva and Return to Paradise beach, with lava rocks, clear lagoons and a swim before a lunch of fish and taro.",
          "La costa sud di Upolu, dove le fale da spiaggia si allineano sulla sabbia di Matareva e della Return to Paradise beach, tra rocce laviche, lagune limpide e un bagno prima di un pranzo di pesce e taro.",
          "La costa sur de Upolu, donde los fale de playa se alinean en la arena de Matareva y de la Return to Paradise beach, con rocas de lava, lagunas claras y un baño antes de un almuerzo de pescado y taro.",
          "La côte sud d'Upolu, où les fale de plage s'alignent sur le sable de Matareva et de la Return to Paradise beach, avec rochers de lave, lagons clairs et une baignade avant un déjeuner de poisson et de taro.",
          "Die Südküste von Upolu, wo Strand-Fale den Sand von Matareva und des Return to Paradise Beach säumen, mit Lavafelsen, klaren Lagunen und einem Bad vor einem Mittagessen mit Fisch und Taro.",
        ],
      ],
    ],
  },
  "WSM To Sua Ocean Trench": {
    days: [
      [
        "see",
        [
          "To Sua Ocean Trench: the gardens and blowholes",
          "To Sua Ocean Trench: i giardini e i soffioni",
          "Fosa oceánica To Sua: los jardines y los bufaderos",
          "Fosse océanique To Sua : les jardins et les souffleurs",
          "To Sua Ocean Trench: die Gärten und Blaslöcher",
        ],
        [
          "The gardens around To Sua, a collapsed lava tube open to the sky, with a look down into the pit of green water, then a walk across the black lava coast where the sea bursts up through blowholes.",
          "I giardini intorno a To Sua, un tunnel di lava crollato aperto verso il cielo, con uno sguardo giù nella fossa d'acqua verde, poi una camminata sulla costa di lava nera dove il mare esplode dai soffioni.",
          "Los jardines alrededor de To Sua, un tubo de lava hundido abierto al cielo, con una mirada al pozo de agua verde, y luego una caminata por la costa de lava negra donde el mar revienta por los bufaderos.",
          "Les jardins autour de To Sua, tunnel de lave effondré ouvert sur le ciel, avec un regard au fond du puits d'eau verte, puis une marche sur la côte de lave noire où la mer jaillit par les souffleurs.",
          "Die Gärten rund um To Sua, eine eingestürzte, zum Himmel offene Lavaröhre, mit einem Blick hinab in den Schacht mit grünem Wasser, dann ein Gang über die schwarze Lavaküste, wo das Meer aus Blaslöchern schießt.",
        ],
      ],
      [
        "beach",
        [
          "To Sua Ocean Trench: a swim down the ladder",
          "To Sua Ocean Trench: un bagno in fondo alla scala",
          "Fosa oceánica To Sua: un baño al pie de la escalera",
          "Fosse océanique To Sua : une baignade au pied de l'échelle",
          "To Sua Ocean Trench: ein Bad am Fuß der Leiter",
        ],
        [
          "Down the long wooden ladder into the trench for a swim in its clear water, fed from the ocean through an underwater cave, with the walls of fern and rock rising all around.",
          "Giù per la lunga scala di legno dentro la fossa per un bagno nell'acqua limpida, alimentata dall'oceano attraverso una grotta sottomarina, con le pareti di felci e roccia che salgono tutt'intorno.",
          "Bajada por la larga escalera de madera hasta el fondo de la fosa para un baño en su agua clara, alimentada por el océano a través de una cueva submarina, con las paredes de helechos y roca alzándose alrededor.",
          "La descente par la longue échelle de bois dans la fosse pour une baignade dans son eau limpide, alimentée par l'océan à travers une grotte sous-marine, entre des parois de fougères et de roche.",
          "Die lange Holzleiter hinab in den Graben zu einem Bad im klaren Wasser, das durch eine Unterwasserhöhle vom Ozean gespeist wird, ringsum steigen Wände aus Farn und Fels auf.",
        ],
      ],
    ],
  },
  "WSM Lalomanu": {
    days: [
      [
        "see",
        [
          "Lalomanu: by boat to Namua island",
          "Lalomanu: in barca all'isola di Namua",
          "Lalomanu: en barca a la isla Namua",
          "Lalomanu : en bateau jusqu'à l'île de Namua",
          "Lalomanu: mit dem Boot zur Insel Namua",
        ],
        [
          "A small boat across the lagoon to Namua, a steep islet off the eastern tip of Upolu, for a climb to its summit over the reef and a walk around its beaches and fale.",
          "Una piccola barca attraverso la laguna fino a Namua, un isolotto scosceso davanti alla punta orientale di Upolu, per salire in cima sopra il reef e fare il giro delle sue spiagge e delle fale.",
          "Una barca pequeña por la laguna hasta Namua, un islote escarpado frente a la punta oriental de Upolu, para subir a su cima sobre el arrecife y recorrer sus playas y sus fale.",
          "Une petite barque à travers le lagon jusqu'à Namua, îlot escarpé au large de la pointe est d'Upolu, pour monter à son sommet au-dessus du récif et faire le tour de ses plages et de ses fale.",
          "Ein kleines Boot über die Lagune nach Namua, einer steilen Insel vor der Ostspitze von Upolu, zum Aufstieg auf ihren Gipfel über dem Riff und einem Rundgang an ihren Stränden und Fale.",
        ],
      ],
      [
        "beach",
        [
          "Lalomanu: the beach and its fale",
          "Lalomanu: la spiaggia e le sue fale",
          "Lalomanu: la playa y sus fale",
          "Lalomanu : la plage et ses fale",
          "Lalomanu: der Strand und seine Fale",
        ],
        [
          "A day on Lalomanu beach, white sand lined with open-sided fale huts on stilts, turquoise water over the reef for a swim with mask, and the green islets of Nu'utele and Nu'ulua offshore.",
          "Una giornata sulla spiaggia di Lalomanu, sabbia bianca costeggiata da fale aperte su palafitte, acqua turchese sul reef per nuotare con la maschera e gli isolotti verdi di Nu'utele e Nu'ulua al largo.",
          "Un día en la playa de Lalomanu, arena blanca bordeada de fale abiertos sobre pilotes, agua turquesa sobre el arrecife para nadar con careta y los islotes verdes de Nu'utele y Nu'ulua frente a la costa.",
          "Une journée sur la plage de Lalomanu, sable blanc bordé de fale ouverts sur pilotis, eau turquoise au-dessus du récif pour nager avec masque et les îlots verts de Nu'utele et Nu'ulua au large.",
          "Ein Tag am Strand von Lalomanu, weißer Sand, gesäumt von offenen Fale auf Stelzen, türkisfarbenes Wasser über dem Riff zum Schwimmen mit Maske und die grünen Inselchen Nu'utele und Nu'ulua vor der Küste.",
        ],
      ],
    ],
  },
  "WSM Savai'i": {
    days: [
      [
        "see",
        [
          "Savai'i: the Saleaula lava fields and Afu Aau falls",
          "Savai'i: i campi di lava di Saleaula e la cascata Afu Aau",
          "Savai'i: los campos de lava de Saleaula y la cascada Afu Aau",
          "Savai'i : les champs de lave de Saleaula et la chute Afu Aau",
          "Savai'i: die Lavafelder von Saleaula und der Afu-Aau-Fall",
        ],
        [
          "The lava fields of Saleaula, where the flows of 1905 to 1911 buried villages and left the walls of a church standing in black rock, then the Afu Aau waterfall, dropping into a deep pool in the forest for a swim.",
          "I campi di lava di Saleaula, dove le colate dal 1905 al 1911 seppellirono villaggi e lasciarono in piedi nella roccia nera i muri di una chiesa, poi la cascata Afu Aau, che cade in una pozza profonda nella foresta per un bagno.",
          "Los campos de lava de Saleaula, donde las coladas de 1905 a 1911 sepultaron aldeas y dejaron en pie entre la roca negra los muros de una iglesia, y luego la cascada Afu Aau, que cae en una poza profunda en el bosque para un baño.",
          "Les champs de lave de Saleaula, où les coulées de 1905 à 1911 ensevelirent des villages et laissèrent debout dans la roche noire les murs d'une église, puis la cascade Afu Aau, qui tombe dans un bassin profond en forêt pour une baignade.",
          "Die Lavafelder von Saleaula, wo die Ströme von 1905 bis 1911 Dörfer begruben und die Mauern einer Kirche im schwarzen Fels stehen ließen, dann der Afu-Aau-Wasserfall, der in ein tiefes Becken im Wald fällt, zum Baden.",
        ],
      ],
      [
        "beach",
        [
          "Savai'i: Manase beach",
          "Savai'i: la spiaggia di Manase",
          "Savai'i: la playa de Manase",
          "Savai'i : la plage de Manase",
          "Savai'i: der Strand von Manase",
        ],
        [
          "A slow day on Manase beach on the north coast of Savai'i, with fale on the sand, a clear lagoon to swim in among turtles and reef fish, and village life going on as it always has behind the beach.",
          "Una giornata lenta sulla spiaggia di Manase sulla costa nord di Savai'i, con le fale sulla sabbia, una laguna limpida dove nuotare tra tartarughe e pesci di barriera e la vita del villaggio che scorre come sempre alle spalle della spiaggia.",
          "Un día tranquilo en la playa de Manase, en la costa norte de Savai'i, con fale sobre la arena, una laguna clara para nadar entre tortugas y peces de arrecife y la vida de la aldea siguiendo como siempre detrás de la playa.",
          "Une journée tranquille sur la plage de Manase, sur la côte nord de Savai'i, avec des fale sur le sable, un lagon clair où nager parmi tortues et poissons de récif et la vie du village qui suit son cours derrière la plage.",
          "Ein ruhiger Tag am Strand von Manase an der Nordküste von Savai'i, mit Fale im Sand, einer klaren Lagune zum Schwimmen zwischen Schildkröten und Rifffischen und dem Dorfleben, das hinter dem Strand seinen gewohnten Gang geht.",
        ],
      ],
    ],
  },
  "WSM Alofaaga Blowholes": {
    days: [
      [
        "see",
        [
          "Alofaaga Blowholes: the spouts of Taga",
          "Soffioni di Alofaaga: i getti di Taga",
          "Bufaderos de Alofaaga: los chorros de Taga",
          "Souffleurs d'Alofaaga : les geysers de mer de Taga",
          "Blaslöcher von Alofaaga: die Fontänen von Taga",
        ],
        [
          "On the lava coast by the village of Taga, the waves force the sea up through holes in the rock in roaring spouts, and local men throw coconuts into the blowholes to watch them shoot high into the air.",
          "Sulla costa di lava presso il villaggio di Taga, le onde spingono il mare su per i fori nella roccia in getti fragorosi, e gli uomini del posto gettano noci di cocco nei soffioni per vederle schizzare in alto.",
          "En la costa de lava junto a la aldea de Taga, las olas empujan el mar por agujeros en la roca en chorros atronadores, y los hombres del lugar echan cocos a los bufaderos para verlos salir disparados muy alto.",
          "Sur la côte de lave près du village de Taga, les vagues poussent la mer par des trous dans la roche en jets grondants, et les hommes du village lancent des noix de coco dans les souffleurs pour les voir jaillir très haut.",
          "An der Lavaküste beim Dorf Taga drücken die Wellen das Meer in donnernden Fontänen durch Löcher im Fels, und Männer aus dem Dorf werfen Kokosnüsse in die Blaslöcher, die dann hoch in die Luft geschossen werden.",
        ],
      ],
    ],
  },
  "ATA Ushuaia": {
    days: [
      [
        "see",
        [
          "Ushuaia: the old prison and the maritime museum",
          "Ushuaia: il vecchio carcere e il museo marittimo",
          "Ushuaia: el antiguo presidio y el museo marítimo",
          "Ushuaia : l'ancien bagne et le musée maritime",
          "Ushuaia: das alte Gefängnis und das Schifffahrtsmuseum",
        ],
        [
          "The Museo Marítimo y del Presidio, the old penal colony whose radial stone wings held the prisoners who built the town, with rooms on the polar expeditions, then the port where the Antarctic ships tie up.",
          "Il Museo Marítimo y del Presidio, il vecchio bagno penale le cui ali di pietra a raggiera ospitavano i detenuti che costruirono la città, con sale sulle spedizioni polari, poi il porto dove attraccano le navi per l'Antartide.",
          "El Museo Marítimo y del Presidio, la vieja cárcel cuyos pabellones de piedra en abanico albergaron a los presos que construyeron la ciudad, con salas sobre las expediciones polares, y luego el puerto donde amarran los barcos antárticos.",
          "Le Museo Marítimo y del Presidio, l'ancien bagne dont les ailes de pierre en étoile abritaient les détenus qui bâtirent la ville, avec des salles sur les expéditions polaires, puis le port où accostent les navires pour l'Antarctique.",
          "Das Museo Marítimo y del Presidio, die alte Strafkolonie, deren sternförmige Steinflügel die Häftlinge beherbergten, die die Stadt bauten, mit Sälen zu den Polarexpeditionen, dann der Hafen, an dem die Antarktisschiffe festmachen.",
        ],
      ],
      [
        "see",
        [
          "Ushuaia: the Martial glacier and Laguna Esmeralda",
          "Ushuaia: il ghiacciaio Martial e la Laguna Esmeralda",
          "Ushuaia: el glaciar Martial y la laguna Esmeralda",
          "Ushuaia : le glacier Martial et la lagune Esmeralda",
          "Ushuaia: der Martial-Gletscher und die Laguna Esmeralda",
        ],
        [
          "A walk up from the edge of town to the Martial glacier for the view over the roofs and the Beagle Channel, or through beech forest and peat bog to the green water of Laguna Esmeralda.",
          "Una camminata dai margini della città fino al ghiacciaio Martial per la vista sui tetti e sul canale Beagle, oppure tra boschi di faggi australi e torbiere fino all'acqua verde della Laguna Esmeralda.",
          "Una caminata desde el borde de la ciudad hasta el glaciar Martial para ver los tejados y el canal Beagle, o por bosques de lenga y turberas hasta el agua verde de la laguna Esmeralda.",
          "Une marche depuis la lisière de la ville jusqu'au glacier Martial pour la vue sur les toits et le canal Beagle, ou à travers forêt de hêtres et tourbières jusqu'à l'eau verte de la lagune Esmeralda.",
          "Ein Aufstieg vom Stadtrand zum Martial-Gletscher mit Blick über die Dächer und den Beagle-Kanal, oder durch Südbuchenwald und Torfmoore zum grünen Wasser der Laguna Esmeralda.",
        ],
      ],
      [
        "food",
        [
          "Ushuaia: toothfish and a Fuegian beer",
          "Ushuaia: merluza negra e una birra fueghina",
          "Ushuaia: merluza negra y una cerveza fueguina",
          "Ushuaia : légine et bière fuégienne",
          "Ushuaia: Schwarzer Seehecht und ein Feuerland-Bier",
        ],
        [
          "Merluza negra, the rich Patagonian toothfish of the southern ocean, grilled with a squeeze of lemon, and a craft beer brewed with the glacier water of Tierra del Fuego, in the last town before Antarctica.",
          "La merluza negra, il ricco pesce dei mari australi, alla griglia con un filo di limone, e una birra artigianale fatta con l'acqua dei ghiacciai della Terra del Fuoco, nell'ultima città prima dell'Antartide.",
          "Merluza negra, el sabroso pez de los mares australes, a la plancha con unas gotas de limón, y una cerveza artesanal hecha con agua de los glaciares de Tierra del Fuego, en la última ciudad antes de la Antártida.",
          "La légine australe, le poisson riche des mers du Sud, grillée avec un filet de citron, et une bière artisanale brassée avec l'eau des glaciers de la Terre de Feu, dans la dernière ville avant l'Antarctique.",
          "Schwarzer Seehecht, der gehaltvolle Fisch des Südpolarmeers, gegrillt mit einem Spritzer Zitrone, und ein Craft-Bier, gebraut mit Gletscherwasser aus Feuerland, in der letzten Stadt vor der Antarktis.",
        ],
      ],
    ],
  },
  "ATA Drake Passage": {
    months: [11, 3],
    days: [
      [
        "boat",
        [
          "Drake Passage: albatrosses in the ship's wake",
          "Passaggio di Drake: albatros nella scia della nave",
          "Pasaje de Drake: albatros en la estela del barco",
          "Passage de Drake : albatros dans le sillage du navire",
          "Drakestraße: Albatrosse im Kielwasser",
        ],
        [
          "Out of the Beagle Channel and into the open Drake, where wandering and black-browed albatrosses, petrels and prions glide beside the ship, with talks by the naturalists on the ice and wildlife ahead.",
          "Fuori dal canale Beagle e nel Drake aperto, dove albatros urlatori e sopracciglineri, petrelli e prioni planano accanto alla nave, con le conferenze dei naturalisti sul ghiaccio e la fauna che aspettano.",
          "Fuera del canal Beagle y en el Drake abierto, donde albatros errantes y de ceja negra, petreles y priones planean junto al barco, con charlas de los naturalistas sobre el hielo y la fauna que esperan.",
          "La sortie du canal Beagle et le Drake ouvert, où albatros hurleurs et à sourcils noirs, pétrels et prions planent le long du navire, avec les conférences des naturalistes sur les glaces et la faune à venir.",
          "Hinaus aus dem Beagle-Kanal in die offene Drakestraße, wo Wander- und Schwarzbrauenalbatrosse, Sturmvögel und Walvögel neben dem Schiff segeln, mit Vorträgen der Naturkundler über das Eis und die Tierwelt voraus.",
        ],
      ],
      [
        "boat",
        [
          "Drake Passage: across the Antarctic Convergence",
          "Passaggio di Drake: oltre la Convergenza antartica",
          "Pasaje de Drake: cruzando la Convergencia Antártica",
          "Passage de Drake : le franchissement de la convergence antarctique",
          "Drakestraße: über die Antarktische Konvergenz",
        ],
        [
          "Crossing the Antarctic Convergence, where the sea turns suddenly colder, with the first icebergs on the horizon, whales blowing and the snowy peaks of the South Shetlands rising ahead.",
          "L'attraversamento della Convergenza antartica, dove il mare diventa all'improvviso più freddo, con i primi iceberg all'orizzonte, il soffio delle balene e le cime innevate delle Shetland Meridionali che si alzano davanti.",
          "El cruce de la Convergencia Antártica, donde el mar se vuelve de pronto más frío, con los primeros témpanos en el horizonte, el soplo de las ballenas y las cumbres nevadas de las Shetland del Sur alzándose delante.",
          "Le passage de la convergence antarctique, où la mer devient soudain plus froide, avec les premiers icebergs à l'horizon, le souffle des baleines et les sommets enneigés des Shetland du Sud qui se dressent devant.",
          "Die Querung der Antarktischen Konvergenz, wo das Meer plötzlich kälter wird, mit den ersten Eisbergen am Horizont, blasenden Walen und den verschneiten Gipfeln der Südlichen Shetlandinseln voraus.",
        ],
      ],
    ],
  },
  "ATA South Shetland Islands": {
    months: [11, 3],
    days: [
      [
        "see",
        [
          "South Shetland Islands: chinstraps on Half Moon Island",
          "Isole Shetland Meridionali: i pinguini dal sottogola di Half Moon Island",
          "Islas Shetland del Sur: los pingüinos barbijo de Half Moon",
          "Îles Shetland du Sud : les manchots à jugulaire de Half Moon",
          "Südliche Shetlandinseln: Zügelpinguine auf Half Moon Island",
        ],
        [
          "A zodiac landing on Half Moon Island, a crescent of rock under the glaciers of Livingston Island, where chinstrap penguins nest on the ridges and fur seals and Weddell seals rest on the beach.",
          "Uno sbarco in gommone su Half Moon Island, una mezzaluna di roccia sotto i ghiacciai dell'isola di Livingston, dove i pinguini dal sottogola nidificano sulle creste e otarie orsine e foche di Weddell riposano sulla spiaggia.",
          "Un desembarco en zódiac en la isla Media Luna, una medialuna de roca bajo los glaciares de la isla Livingston, donde los pingüinos barbijo anidan en las crestas y lobos finos y focas de Weddell descansan en la playa.",
          "Un débarquement en zodiac sur Half Moon Island, croissant de roche sous les glaciers de l'île Livingston, où les manchots à jugulaire nichent sur les crêtes et où otaries à fourrure et phoques de Weddell se reposent sur la plage.",
          "Eine Zodiac-Landung auf Half Moon Island, einem Felsbogen unter den Gletschern von Livingston Island, wo Zügelpinguine auf den Graten brüten und Seebären und Weddellrobben am Strand ruhen.",
        ],
      ],
      [
        "see",
        [
          "South Shetland Islands: Hannah Point on Livingston",
          "Isole Shetland Meridionali: Hannah Point a Livingston",
          "Islas Shetland del Sur: punta Hannah en Livingston",
          "Îles Shetland du Sud : Hannah Point sur Livingston",
          "Südliche Shetlandinseln: Hannah Point auf Livingston",
        ],
        [
          "A landing at Hannah Point, where gentoo and chinstrap penguins nest side by side, southern elephant seals lie in heaps on the shingle and giant petrels watch from the cliffs.",
          "Uno sbarco a Hannah Point, dove pinguini papua e pinguini dal sottogola nidificano fianco a fianco, gli elefanti marini del sud giacciono ammucchiati sui ciottoli e i petrelli giganti osservano dalle scogliere.",
          "Un desembarco en punta Hannah, donde pingüinos papúa y barbijo anidan juntos, los elefantes marinos del sur yacen amontonados en los guijarros y los petreles gigantes vigilan desde los acantilados.",
          "Un débarquement à Hannah Point, où manchots papous et à jugulaire nichent côte à côte, où les éléphants de mer du Sud s'entassent sur les galets et où les pétrels géants guettent du haut des falaises.",
          "Eine Landung am Hannah Point, wo Esels- und Zügelpinguine Seite an Seite brüten, Südliche See-Elefanten in Haufen auf dem Kies liegen und Riesensturmvögel von den Klippen aus zusehen.",
        ],
      ],
    ],
  },
  "ATA Deception Island": {
    months: [11, 3],
    days: [
      [
        "see",
        [
          "Deception Island: Neptune's Bellows and Whalers Bay",
          "Isola Deception: il Mantice di Nettuno e Whalers Bay",
          "Isla Decepción: los Fuelles de Neptuno y la bahía Balleneros",
          "Île de la Déception : le Soufflet de Neptune et Whalers Bay",
          "Deception Island: Neptuns Blasebalg und Whalers Bay",
        ],
        [
          "The ship sails through Neptune's Bellows, the narrow gap into the flooded caldera of an active volcano, to Whalers Bay, with the rusting tanks of a whaling station, an old British base and steam rising from the black sand.",
          "La nave entra dal Mantice di Nettuno, lo stretto varco nella caldera allagata di un vulcano attivo, fino a Whalers Bay, con le cisterne arrugginite di una stazione baleniera, una vecchia base britannica e il vapore che sale dalla sabbia nera.",
          "El barco entra por los Fuelles de Neptuno, el estrecho paso a la caldera inundada de un volcán activo, hasta la bahía Balleneros, con los tanques oxidados de una estación ballenera, una vieja base británica y vapor saliendo de la arena negra.",
          "Le navire franchit le Soufflet de Neptune, l'étroit passage vers la caldeira inondée d'un volcan actif, jusqu'à Whalers Bay, avec les cuves rouillées d'une station baleinière, une ancienne base britannique et la vapeur qui monte du sable noir.",
          "Das Schiff fährt durch Neptuns Blasebalg, die enge Einfahrt in die geflutete Caldera eines aktiven Vulkans, nach Whalers Bay mit den rostenden Tanks einer Walfangstation, einer alten britischen Basis und Dampf, der aus dem schwarzen Sand steigt.",
        ],
      ],
      [
        "see",
        [
          "Deception Island: Telefon Bay and a polar plunge",
          "Isola Deception: Telefon Bay e un tuffo polare",
          "Isla Decepción: la bahía Teléfono y un baño polar",
          "Île de la Déception : Telefon Bay et un bain polaire",
          "Deception Island: Telefon Bay und ein Polarbad",
        ],
        [
          "A walk up the rim of the young craters above Telefon Bay, across ash and ice in a landscape of black and white, then, for the brave, a plunge into the icy water of the caldera.",
          "Una camminata sul bordo dei giovani crateri sopra Telefon Bay, tra cenere e ghiaccio in un paesaggio bianco e nero, poi, per i più coraggiosi, un tuffo nell'acqua gelida della caldera.",
          "Una caminata por el borde de los cráteres jóvenes sobre la bahía Teléfono, entre ceniza y hielo en un paisaje blanco y negro, y luego, para los valientes, un chapuzón en el agua helada de la caldera.",
          "Une marche sur le bord des jeunes cratères au-dessus de Telefon Bay, entre cendre et glace dans un paysage noir et blanc, puis, pour les plus courageux, un plongeon dans l'eau glacée de la caldeira.",
          "Eine Wanderung am Rand der jungen Krater über der Telefon Bay, über Asche und Eis in einer Landschaft aus Schwarz und Weiß, dann für die Mutigen ein Sprung ins eisige Wasser der Caldera.",
        ],
      ],
    ],
  },
  "ATA Antarctic Peninsula": {
    months: [11, 3],
    days: [
      [
        "see",
        [
          "Antarctic Peninsula: Port Lockroy and its post office",
          "Penisola Antartica: Port Lockroy e il suo ufficio postale",
          "Península Antártica: Port Lockroy y su oficina de correos",
          "Péninsule Antarctique : Port Lockroy et sa poste",
          "Antarktische Halbinsel: Port Lockroy und sein Postamt",
        ],
        [
          "Port Lockroy on Goudier Island, a British base of the 1940s restored as a museum with a post office sending cards home, surrounded by nesting gentoo penguins and snowy peaks.",
          "Port Lockroy sull'isola Goudier, una base britannica degli anni Quaranta restaurata come museo con un ufficio postale che spedisce cartoline a casa, circondata da pinguini papua in cova e cime innevate.",
          "Port Lockroy, en la isla Goudier, una base británica de los años cuarenta restaurada como museo con una oficina de correos que envía postales, rodeada de pingüinos papúa anidando y cumbres nevadas.",
          "Port Lockroy sur l'île Goudier, base britannique des années 1940 restaurée en musée avec un bureau de poste qui expédie des cartes, entourée de manchots papous au nid et de sommets enneigés.",
          "Port Lockroy auf Goudier Island, eine britische Basis aus den 1940er-Jahren, als Museum mit Postamt für Karten nach Hause restauriert, umgeben von brütenden Eselspinguinen und verschneiten Gipfeln.",
        ],
      ],
      [
        "see",
        [
          "Antarctic Peninsula: Cuverville Island and Portal Point",
          "Penisola Antartica: Cuverville Island e Portal Point",
          "Península Antártica: la isla Cuverville y Portal Point",
          "Péninsule Antarctique : l'île Cuverville et Portal Point",
          "Antarktische Halbinsel: Cuverville Island und Portal Point",
        ],
        [
          "Cuverville Island, home to one of the largest gentoo penguin colonies, then Portal Point, a landing on the continent itself, with a zodiac cruise among grounded icebergs and leopard seals on the floes.",
          "Cuverville Island, sede di una delle più grandi colonie di pinguini papua, poi Portal Point, uno sbarco sul continente vero e proprio, con un giro in gommone tra iceberg arenati e foche leopardo sui lastroni di ghiaccio.",
          "La isla Cuverville, con una de las mayores colonias de pingüinos papúa, y luego Portal Point, un desembarco en el propio continente, con un paseo en zódiac entre témpanos varados y focas leopardo sobre los hielos.",
          "L'île Cuverville, qui abrite l'une des plus grandes colonies de manchots papous, puis Portal Point, un débarquement sur le continent lui-même, avec une sortie en zodiac parmi les icebergs échoués et les léopards de mer sur les floes.",
          "Cuverville Island mit einer der größten Eselspinguinkolonien, dann Portal Point, eine Landung auf dem Kontinent selbst, mit einer Zodiac-Fahrt zwischen gestrandeten Eisbergen und Seeleoparden auf den Schollen.",
        ],
      ],
    ],
  },
  "ATA Paradise Bay": {
    months: [11, 3],
    days: [
      [
        "see",
        [
          "Paradise Bay: Almirante Brown station",
          "Baia Paradiso: la base Almirante Brown",
          "Bahía Paraíso: la base Almirante Brown",
          "Baie du Paradis : la base Almirante Brown",
          "Paradise Bay: die Station Almirante Brown",
        ],
        [
          "A landing on the continent at the Argentine station of Almirante Brown, a climb up the snow slope behind it for the view over the bay, and a slide back down, with gentoos nesting among the huts.",
          "Uno sbarco sul continente alla base argentina Almirante Brown, la salita sul pendio innevato alle sue spalle per la vista sulla baia e una scivolata al ritorno, con i pinguini papua che nidificano tra le baracche.",
          "Un desembarco en el continente en la base argentina Almirante Brown, la subida por la ladera nevada de detrás para ver la bahía y una bajada deslizándose, con pingüinos papúa anidando entre las casetas.",
          "Un débarquement sur le continent à la base argentine Almirante Brown, la montée sur la pente enneigée derrière pour la vue sur la baie et une glissade pour redescendre, avec des manchots papous qui nichent entre les cabanes.",
          "Eine Landung auf dem Kontinent an der argentinischen Station Almirante Brown, der Aufstieg über den Schneehang dahinter mit Blick über die Bucht und eine Rutschpartie zurück, zwischen den Hütten brüten Eselspinguine.",
        ],
      ],
      [
        "see",
        [
          "Paradise Bay: by zodiac among the glaciers",
          "Baia Paradiso: in gommone tra i ghiacciai",
          "Bahía Paraíso: en zódiac entre los glaciares",
          "Baie du Paradis : en zodiac parmi les glaciers",
          "Paradise Bay: im Zodiac zwischen den Gletschern",
        ],
        [
          "A zodiac cruise in the still water of the bay beneath glacier fronts that crack and calve, among icebergs sculpted blue and white, with humpback whales feeding and leopard seals resting on the ice.",
          "Un giro in gommone nell'acqua immobile della baia sotto fronti di ghiacciai che si spaccano e crollano, tra iceberg scolpiti di blu e di bianco, con megattere che si nutrono e foche leopardo che riposano sul ghiaccio.",
          "Un paseo en zódiac por el agua quieta de la bahía bajo frentes de glaciares que crujen y se desprenden, entre témpanos tallados en azul y blanco, con ballenas jorobadas alimentándose y focas leopardo descansando en el hielo.",
          "Une sortie en zodiac sur l'eau immobile de la baie sous des fronts de glaciers qui craquent et vêlent, parmi des icebergs sculptés de bleu et de blanc, avec des baleines à bosse qui se nourrissent et des léopards de mer au repos sur la glace.",
          "Eine Zodiac-Fahrt auf dem stillen Wasser der Bucht unter Gletscherfronten, die krachend kalben, zwischen blau-weiß geformten Eisbergen, mit fressenden Buckelwalen und Seeleoparden, die auf dem Eis ruhen.",
        ],
      ],
    ],
  },
  "ATA Lemaire Channel": {
    months: [11, 3],
    days: [
      [
        "boat",
        [
          "Lemaire Channel: through the narrow passage",
          "Canale di Lemaire: attraverso lo stretto passaggio",
          "Canal Lemaire: por el estrecho paso",
          "Canal Lemaire : par l'étroit passage",
          "Lemaire-Kanal: durch die enge Passage",
        ],
        [
          "The ship threads the Lemaire Channel, a narrow passage between the sheer cliffs of Booth Island and the mainland peaks, where the still water mirrors the ice and crabeater seals lie on drifting floes.",
          "La nave s'infila nel canale di Lemaire, uno stretto passaggio tra le pareti verticali di Booth Island e le cime del continente, dove l'acqua ferma riflette il ghiaccio e le foche cancrivore giacciono sui lastroni alla deriva.",
          "El barco se adentra en el canal Lemaire, un paso estrecho entre los acantilados de la isla Booth y las cumbres del continente, donde el agua quieta refleja el hielo y las focas cangrejeras descansan en los hielos a la deriva.",
          "Le navire se faufile dans le canal Lemaire, étroit passage entre les falaises à pic de l'île Booth et les sommets du continent, où l'eau immobile reflète la glace et où les phoques crabiers se reposent sur les floes à la dérive.",
          "Das Schiff fädelt sich durch den Lemaire-Kanal, eine enge Passage zwischen den Steilwänden von Booth Island und den Gipfeln des Festlands, wo das stille Wasser das Eis spiegelt und Krabbenfresserrobben auf treibenden Schollen liegen.",
        ],
      ],
      [
        "boat",
        [
          "Lemaire Channel: Petermann Island and the iceberg graveyard",
          "Canale di Lemaire: l'isola Petermann e il cimitero degli iceberg",
          "Canal Lemaire: la isla Petermann y el cementerio de témpanos",
          "Canal Lemaire : l'île Petermann et le cimetière d'icebergs",
          "Lemaire-Kanal: Petermann Island und der Eisbergfriedhof",
        ],
        [
          "South of the channel to Petermann Island, where Adélie and gentoo penguins nest together, and a zodiac among the grounded icebergs off Pléneau Island, carved by wind and sea into arches and towers.",
          "A sud del canale fino all'isola Petermann, dove nidificano insieme pinguini di Adelia e papua, e un giro in gommone tra gli iceberg arenati davanti all'isola Pléneau, scolpiti da vento e mare in archi e torri.",
          "Al sur del canal hasta la isla Petermann, donde anidan juntos pingüinos adelia y papúa, y un paseo en zódiac entre los témpanos varados frente a la isla Pléneau, tallados por el viento y el mar en arcos y torres.",
          "Au sud du canal jusqu'à l'île Petermann, où manchots Adélie et papous nichent ensemble, et un zodiac parmi les icebergs échoués au large de l'île Pléneau, sculptés par le vent et la mer en arches et en tours.",
          "Südlich des Kanals nach Petermann Island, wo Adélie- und Eselspinguine gemeinsam brüten, und ein Zodiac zwischen den gestrandeten Eisbergen vor Pléneau Island, die Wind und Meer zu Bögen und Türmen geformt haben.",
        ],
      ],
    ],
  },
};
