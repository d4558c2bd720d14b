import type { PlaceDayTable } from "./types";

export const DAYS_EUROPE_1: PlaceDayTable = {
  "ITA Milan": {
    days: [
      [
        "see",
        [
          "Milan: the Duomo and the Galleria",
          "Milano: il Duomo e la Galleria",
          "Milán: el Duomo y la Galería",
          "Milan : le Duomo et la Galerie",
          "Mailand: der Dom und die Galleria",
        ],
        [
          "Up to the marble roof terraces of the Duomo among its spires, then through the glass-roofed Galleria Vittorio Emanuele II to La Scala and the Brera quarter's lanes and art galleries.",
          "Si sale sulle terrazze di marmo del Duomo tra le guglie, poi si attraversa la Galleria Vittorio Emanuele II fino alla Scala e alle vie di Brera, con la sua Pinacoteca.",
          "Subida a las terrazas de mármol del Duomo entre sus agujas, y luego por la Galería Víctor Manuel II, bajo su cúpula de cristal, hasta La Scala y las callejuelas de Brera.",
          "Montée sur les terrasses de marbre du Duomo parmi les flèches, puis traversée de la galerie Victor-Emmanuel II jusqu'à la Scala et aux ruelles de Brera et de sa pinacothèque.",
          "Hinauf auf die Marmorterrassen des Doms zwischen den Fialen, dann durch die Galleria Vittorio Emanuele II zur Scala und in die Gassen von Brera mit seiner Pinakothek.",
        ],
      ],
      [
        "see",
        [
          "Milan: the Last Supper and the Navigli",
          "Milano: il Cenacolo e i Navigli",
          "Milán: la Última Cena y los Navigli",
          "Milan : la Cène et les Navigli",
          "Mailand: das Abendmahl und die Navigli",
        ],
        [
          "A timed visit to Leonardo's Last Supper at Santa Maria delle Grazie, the Sforza Castle and Sempione park, and at dusk the canals of the Navigli for the Milanese aperitivo; if the day falls on a Monday, when the Last Supper is closed, the church of Santa Maria delle Grazie alone.",
          "Visita a orario fisso al Cenacolo di Leonardo in Santa Maria delle Grazie, poi il Castello Sforzesco e il parco Sempione, e al tramonto l'aperitivo milanese sui Navigli; se il giorno cade di lunedì, quando il Cenacolo è chiuso, la sola chiesa di Santa Maria delle Grazie.",
          "Visita con hora fija a la Última Cena de Leonardo en Santa Maria delle Grazie, el Castillo Sforzesco y el parque Sempione, y al atardecer el aperitivo milanés en los canales de los Navigli; si el día cae en lunes, cuando la Última Cena cierra, solo la iglesia de Santa Maria delle Grazie.",
          "Visite à heure fixe de la Cène de Léonard à Santa Maria delle Grazie, le château des Sforza et le parc Sempione, puis, au crépuscule, l'aperitivo milanais le long des canaux des Navigli ; si la journée tombe un lundi, jour de fermeture de la Cène, l'église Santa Maria delle Grazie seule.",
          "Ein fest gebuchter Besuch bei Leonardos Abendmahl in Santa Maria delle Grazie, dann das Castello Sforzesco und der Parco Sempione, und abends der Aperitivo an den Kanälen der Navigli; fällt der Tag auf einen Montag, an dem das Abendmahl geschlossen ist, nur die Kirche Santa Maria delle Grazie.",
        ],
      ],
      [
        "food",
        [
          "Milan: risotto and panettone",
          "Milano: risotto e panettone",
          "Milán: risotto y panettone",
          "Milan : risotto et panettone",
          "Mailand: Risotto und Panettone",
        ],
        [
          "Saffron risotto alla milanese and ossobuco in an old trattoria, a stop at the Mercato Centrale in the station and at a historic pastry shop for panettone, with the coordinator.",
          "Risotto alla milanese e ossobuco in una vecchia trattoria, una sosta al Mercato Centrale della stazione e in una pasticceria storica per il panettone, con il coordinatore.",
          "Risotto a la milanesa con azafrán y ossobuco en una vieja trattoria, una parada en el Mercato Centrale de la estación y en una pastelería histórica para probar el panettone.",
          "Risotto alla milanese au safran et osso buco dans une vieille trattoria, un arrêt au Mercato Centrale de la gare et dans une pâtisserie historique pour le panettone.",
          "Safranrisotto alla milanese und Ossobuco in einer alten Trattoria, ein Halt im Mercato Centrale am Bahnhof und in einer traditionsreichen Konditorei für den Panettone.",
        ],
      ],
    ],
  },
  "ITA Lake Como": {
    days: [
      [
        "see",
        [
          "Lake Como: Bellagio and Varenna by ferry",
          "Lago di Como: Bellagio e Varenna in battello",
          "Lago de Como: Bellagio y Varenna en barco",
          "Lac de Côme : Bellagio et Varenne en bateau",
          "Comer See: Bellagio und Varenna mit dem Schiff",
        ],
        [
          "By the lake ferries from Bellagio, on its point between the two arms of the lake, to Varenna and its lakeside walk, with the gardens of Villa Monastero along the shore.",
          "In battello da Bellagio, sulla punta tra i due rami del lago, fino a Varenna e alla sua passeggiata a lago, con i giardini di Villa Monastero affacciati sull'acqua.",
          "En los barcos del lago desde Bellagio, en la punta entre los dos brazos, hasta Varenna y su paseo junto al agua, con los jardines de Villa Monastero en la orilla.",
          "En bateau de ligne de Bellagio, sur sa pointe entre les deux bras du lac, jusqu'à Varenne et sa promenade au bord de l'eau, avec les jardins de la Villa Monastero.",
          "Mit den Linienschiffen von Bellagio an der Spitze zwischen den beiden Seearmen nach Varenna und auf seinen Uferweg, mit den Gärten der Villa Monastero am Wasser.",
        ],
      ],
      [
        "see",
        [
          "Lake Como: Villa Carlotta and Villa del Balbianello",
          "Lago di Como: Villa Carlotta e Villa del Balbianello",
          "Lago de Como: Villa Carlotta y Villa del Balbianello",
          "Lac de Côme : villa Carlotta et villa del Balbianello",
          "Comer See: Villa Carlotta und Villa del Balbianello",
        ],
        [
          "The azaleas, sculptures and lakefront terraces of Villa Carlotta at Tremezzo, then the loggia of Villa del Balbianello on its wooded headland above Lenno.",
          "Le azalee, le sculture e le terrazze a lago di Villa Carlotta a Tremezzo, poi la loggia di Villa del Balbianello sul suo promontorio boscoso sopra Lenno.",
          "Las azaleas, esculturas y terrazas sobre el lago de Villa Carlotta en Tremezzo, y después la logia de Villa del Balbianello en su promontorio boscoso sobre Lenno.",
          "Les azalées, les sculptures et les terrasses de la villa Carlotta à Tremezzo, puis la loggia de la villa del Balbianello sur son promontoire boisé au-dessus de Lenno.",
          "Azaleen, Skulpturen und Seeterrassen der Villa Carlotta in Tremezzo, danach die Loggia der Villa del Balbianello auf ihrer bewaldeten Landzunge über Lenno.",
        ],
      ],
    ],
  },
  "ITA Dolomites": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Dolomites: from Lago di Braies to the Sennes huts",
          "Dolomiti: dal Lago di Braies ai rifugi di Sennes",
          "Dolomitas: del lago de Braies a los refugios de Sennes",
          "Dolomites : du lac de Braies aux refuges de Sennes",
          "Dolomiten: vom Pragser Wildsee zu den Sennes-Hütten",
        ],
        [
          "The Alta Via 1 sets off from the green water of Lago di Braies and climbs under the Croda del Becco to Forcella Sora Forno and the high pastures of Sennes, for a night in a mountain hut.",
          "L'Alta Via 1 parte dalle acque verdi del Lago di Braies e sale sotto la Croda del Becco fino a Forcella Sora Forno e ai pascoli di Sennes, per la notte in rifugio.",
          "La Alta Via 1 arranca junto a las aguas verdes del lago de Braies y sube bajo la Croda del Becco hasta la Forcella Sora Forno y los pastos de Sennes, para dormir en refugio.",
          "L'Alta Via 1 part des eaux vertes du lac de Braies et monte sous la Croda del Becco jusqu'à la Forcella Sora Forno et aux alpages de Sennes, pour une nuit en refuge.",
          "Der Dolomiten-Höhenweg 1 beginnt am grünen Pragser Wildsee und steigt unter dem Seekofel zur Forcella Sora Forno und auf die Almen von Sennes, zur Nacht auf einer Hütte.",
        ],
      ],
      [
        "trek",
        [
          "Dolomites: across the Fanes plateau",
          "Dolomiti: attraverso l'altopiano di Fanes",
          "Dolomitas: a través de la meseta de Fanes",
          "Dolomites : à travers le plateau de Fanes",
          "Dolomiten: über die Hochfläche von Fanes",
        ],
        [
          "Down through the larches to Pederü, then up into the limestone bowl of Fanes, land of the Ladin legends, to the Lavarella and Fanes huts by their small lake.",
          "Si scende tra i larici a Pederü e si risale nella conca calcarea di Fanes, terra delle leggende ladine, fino ai rifugi Lavarella e Fanes accanto al loro laghetto.",
          "Bajada entre alerces hasta Pederü y subida a la cuenca caliza de Fanes, tierra de las leyendas ladinas, hasta los refugios Lavarella y Fanes junto a su pequeño lago.",
          "Descente entre les mélèzes jusqu'à Pederü, puis montée dans la cuvette calcaire de Fanes, pays des légendes ladines, jusqu'aux refuges Lavarella et Fanes près de leur petit lac.",
          "Durch Lärchen hinab nach Pederü, dann hinauf in den Kalkkessel von Fanes, das Land der ladinischen Sagen, zur Lavarella- und Faneshütte an ihrem kleinen See.",
        ],
      ],
      [
        "trek",
        [
          "Dolomites: up to Rifugio Lagazuoi",
          "Dolomiti: su al Rifugio Lagazuoi",
          "Dolomitas: subida al refugio Lagazuoi",
          "Dolomites : montée au refuge Lagazuoi",
          "Dolomiten: hinauf zur Lagazuoi-Hütte",
        ],
        [
          "Over Passo Limo and Forcella del Lago to the Lagazuoi hut on its summit ridge, among the trenches and tunnels of the First World War front, with the Tofane across the valley.",
          "Per il Passo di Limo e la Forcella del Lago fino al Rifugio Lagazuoi in vetta, tra le trincee e le gallerie del fronte della Grande Guerra, con le Tofane di fronte.",
          "Por el paso de Limo y la Forcella del Lago hasta el refugio Lagazuoi en la cima, entre trincheras y túneles del frente de la Primera Guerra Mundial, frente a las Tofane.",
          "Par le col de Limo et la Forcella del Lago jusqu'au refuge Lagazuoi au sommet, parmi les tranchées et galeries du front de la Grande Guerre, face aux Tofane.",
          "Über das Limojoch und die Forcella del Lago zur Lagazuoi-Hütte am Gipfelgrat, zwischen Schützengräben und Stollen der Front des Ersten Weltkriegs, gegenüber den Tofanen.",
        ],
      ],
      [
        "trek",
        [
          "Dolomites: Cinque Torri and Rifugio Nuvolau",
          "Dolomiti: Cinque Torri e Rifugio Nuvolau",
          "Dolomitas: Cinque Torri y refugio Nuvolau",
          "Dolomites : Cinque Torri et refuge Nuvolau",
          "Dolomiten: Cinque Torri und Nuvolau-Hütte",
        ],
        [
          "Down to Passo Falzarego and past the open-air war museum of the Cinque Torri, then up to Rifugio Nuvolau, perched on its summit with a view from the Marmolada to the Civetta.",
          "Giù al Passo Falzarego e oltre il museo all'aperto della Grande Guerra delle Cinque Torri, poi su al Rifugio Nuvolau, in vetta, con vista dalla Marmolada alla Civetta.",
          "Bajada al paso Falzarego y paso por el museo al aire libre de la guerra de las Cinque Torri, y luego subida al refugio Nuvolau, en su cima, con vistas de la Marmolada a la Civetta.",
          "Descente au col de Falzarego, passage par le musée de plein air de la Grande Guerre des Cinque Torri, puis montée au refuge Nuvolau, perché au sommet face à la Marmolada et à la Civetta.",
          "Hinab zum Falzaregopass, vorbei am Freilichtmuseum des Gebirgskriegs an den Cinque Torri, dann hinauf zur Nuvolau-Hütte auf dem Gipfel mit Blick von der Marmolada bis zur Civetta.",
        ],
      ],
      [
        "see",
        [
          "Dolomites: the Tre Cime di Lavaredo",
          "Dolomiti: le Tre Cime di Lavaredo",
          "Dolomitas: las Tre Cime di Lavaredo",
          "Dolomites : les Tre Cime di Lavaredo",
          "Dolomiten: die Drei Zinnen",
        ],
        [
          "The loop around the three great north faces of the Tre Cime di Lavaredo, from Rifugio Auronzo past Rifugio Lavaredo to Rifugio Locatelli, facing the Tre Cime across the scree.",
          "Il giro delle tre grandi pareti nord delle Tre Cime di Lavaredo, dal Rifugio Auronzo al Rifugio Lavaredo fino al Rifugio Locatelli, di fronte alle Tre Cime oltre i ghiaioni.",
          "La vuelta a las tres grandes paredes norte de las Tre Cime di Lavaredo, del refugio Auronzo al refugio Lavaredo y al refugio Locatelli, frente a las tres torres.",
          "Le tour des trois grandes faces nord des Tre Cime di Lavaredo, du refuge Auronzo au refuge Lavaredo puis au refuge Locatelli, face aux trois tours au-delà des éboulis.",
          "Die Runde um die drei großen Nordwände der Drei Zinnen, von der Auronzohütte über die Lavaredohütte zur Dreizinnenhütte, den Zinnen gegenüber jenseits der Geröllhalden.",
        ],
      ],
    ],
  },
  "ITA Venice": {
    days: [
      [
        "see",
        [
          "Venice: St Mark's and the Doge's Palace",
          "Venezia: San Marco e Palazzo Ducale",
          "Venecia: San Marcos y el Palacio Ducal",
          "Venise : Saint-Marc et le palais des Doges",
          "Venedig: San Marco und der Dogenpalast",
        ],
        [
          "The golden mosaics of St Mark's Basilica, the Doge's Palace and its prisons over the Bridge of Sighs, then the Grand Canal from a vaporetto as far as the Rialto Bridge.",
          "I mosaici d'oro della Basilica di San Marco, il Palazzo Ducale e le sue prigioni oltre il Ponte dei Sospiri, poi il Canal Grande in vaporetto fino al Ponte di Rialto.",
          "Los mosaicos dorados de la basílica de San Marcos, el Palacio Ducal y sus prisiones tras el puente de los Suspiros, y el Gran Canal en vaporetto hasta el puente de Rialto.",
          "Les mosaïques d'or de la basilique Saint-Marc, le palais des Doges et ses prisons au-delà du pont des Soupirs, puis le Grand Canal en vaporetto jusqu'au pont du Rialto.",
          "Die Goldmosaiken des Markusdoms, der Dogenpalast mit seinen Kerkern jenseits der Seufzerbrücke, dann der Canal Grande im Vaporetto bis zur Rialtobrücke.",
        ],
      ],
      [
        "see",
        [
          "Venice: Murano and Burano",
          "Venezia: Murano e Burano",
          "Venecia: Murano y Burano",
          "Venise : Murano et Burano",
          "Venedig: Murano und Burano",
        ],
        [
          "Across the lagoon by vaporetto to the glass furnaces of Murano and to Burano, its fishermen's houses painted in every shade and its lace, with a stop at Torcello's Byzantine cathedral.",
          "In vaporetto attraverso la laguna fino alle fornaci del vetro di Murano e a Burano, con le sue case di pescatori dipinte e i suoi merletti, e una sosta alla cattedrale bizantina di Torcello.",
          "En vaporetto por la laguna hasta los hornos de vidrio de Murano y Burano, con sus casas de pescadores pintadas y sus encajes, y una parada en la catedral bizantina de Torcello.",
          "En vaporetto à travers la lagune jusqu'aux fours des verriers de Murano et à Burano, ses maisons de pêcheurs peintes et sa dentelle, avec un arrêt à la cathédrale byzantine de Torcello.",
          "Mit dem Vaporetto über die Lagune zu den Glasöfen von Murano und nach Burano mit seinen bunten Fischerhäusern und seiner Spitze, dazu ein Halt an Torcellos byzantinischer Kathedrale.",
        ],
      ],
      [
        "see",
        [
          "Venice: Dorsoduro and the Frari",
          "Venezia: Dorsoduro e i Frari",
          "Venecia: Dorsoduro y los Frari",
          "Venise : Dorsoduro et les Frari",
          "Venedig: Dorsoduro und die Frari",
        ],
        [
          "Titian's Assumption in the Frari church, the Scuola Grande di San Rocco with its Tintorettos, then the Zattere and the Salute church across Dorsoduro, crossing by gondola traghetto.",
          "L'Assunta di Tiziano ai Frari, la Scuola Grande di San Rocco con i suoi Tintoretto, poi le Zattere e la Salute attraverso Dorsoduro, con un passaggio in gondola da traghetto.",
          "La Asunción de Tiziano en la iglesia de los Frari, la Scuola Grande di San Rocco con sus Tintorettos, y las Zattere y la Salute por Dorsoduro, cruzando en góndola traghetto.",
          "L'Assomption du Titien aux Frari, la Scuola Grande di San Rocco et ses Tintoret, puis les Zattere et la Salute à travers Dorsoduro, avec une traversée en gondole-traghetto.",
          "Tizians Assunta in der Frari-Kirche, die Scuola Grande di San Rocco mit ihren Tintorettos, dann die Zattere und die Salute quer durch Dorsoduro, mit Überfahrt per Traghetto-Gondel.",
        ],
      ],
      [
        "food",
        [
          "Venice: cicchetti and the Rialto market",
          "Venezia: cicchetti e mercato di Rialto",
          "Venecia: cicchetti y el mercado de Rialto",
          "Venise : cicchetti et marché du Rialto",
          "Venedig: Cicchetti und der Rialtomarkt",
        ],
        [
          "The fish stalls of the Rialto market in the morning, then a round of the bacari of Cannaregio for cicchetti, baccalà mantecato and sarde in saor with a glass of ombra.",
          "Le bancarelle del pesce al mercato di Rialto al mattino, poi un giro dei bacari di Cannaregio per cicchetti, baccalà mantecato e sarde in saor, con un'ombra di vino.",
          "Los puestos de pescado del mercado de Rialto por la mañana y después una ronda por los bacari de Cannaregio: cicchetti, baccalà mantecato y sarde in saor con una ombra de vino.",
          "Les étals de poisson du marché du Rialto le matin, puis une tournée des bacari du Cannaregio pour les cicchetti, le baccalà mantecato et les sarde in saor, avec une ombra de vin.",
          "Morgens die Fischstände des Rialtomarkts, dann eine Runde durch die Bacari von Cannaregio mit Cicchetti, Baccalà mantecato und Sarde in saor zu einem Glas Ombra.",
        ],
      ],
    ],
  },
  "ITA Bologna": {
    days: [
      [
        "see",
        [
          "Bologna: Piazza Maggiore and the towers",
          "Bologna: Piazza Maggiore e le Torri",
          "Bolonia: la Piazza Maggiore y las torres",
          "Bologne : la Piazza Maggiore et les tours",
          "Bologna: die Piazza Maggiore und die Türme",
        ],
        [
          "Under the porticoes to Piazza Maggiore, San Petronio and the Neptune fountain, the old Archiginnasio with its anatomy room, and the Two Towers, the Asinelli and the Garisenda.",
          "Sotto i portici fino a Piazza Maggiore, San Petronio e il Nettuno, l'Archiginnasio con il suo Teatro anatomico e le Due Torri, l'Asinelli e la Garisenda.",
          "Bajo los pórticos hasta la Piazza Maggiore, San Petronio y la fuente de Neptuno, el Archiginnasio con su teatro anatómico y las Dos Torres, la Asinelli y la Garisenda.",
          "Sous les portiques jusqu'à la Piazza Maggiore, San Petronio et la fontaine de Neptune, l'Archiginnasio et son théâtre anatomique, et les Deux Tours, l'Asinelli et la Garisenda.",
          "Unter den Arkaden zur Piazza Maggiore, nach San Petronio und zum Neptunbrunnen, ins Archiginnasio mit seinem anatomischen Theater und zu den Zwei Türmen, Asinelli und Garisenda.",
        ],
      ],
      [
        "see",
        [
          "Bologna: Santo Stefano and San Luca",
          "Bologna: Santo Stefano e San Luca",
          "Bolonia: Santo Stefano y San Luca",
          "Bologne : Santo Stefano et San Luca",
          "Bologna: Santo Stefano und San Luca",
        ],
        [
          "The seven churches of Santo Stefano, then the long portico of 666 arches climbing to the sanctuary of San Luca on its hill, with the red roofs of the city below.",
          "Le sette chiese di Santo Stefano, poi il lungo portico di 666 archi che sale al santuario di San Luca sul colle, con i tetti rossi della città ai piedi.",
          "Las siete iglesias de Santo Stefano y el largo pórtico de 666 arcos que sube al santuario de San Luca en su colina, con los tejados rojos de la ciudad a los pies.",
          "Les sept églises de Santo Stefano, puis le long portique de 666 arcades qui monte au sanctuaire de San Luca sur sa colline, avec les toits rouges de la ville en contrebas.",
          "Die sieben Kirchen von Santo Stefano, dann der lange Bogengang mit 666 Arkaden hinauf zur Wallfahrtskirche San Luca auf ihrem Hügel, mit den roten Dächern der Stadt darunter.",
        ],
      ],
      [
        "food",
        [
          "Bologna: tortellini and the Quadrilatero",
          "Bologna: tortellini e il Quadrilatero",
          "Bolonia: tortellini y el Quadrilatero",
          "Bologne : tortellini et le Quadrilatero",
          "Bologna: Tortellini und das Quadrilatero",
        ],
        [
          "The food stalls and old shops of the Quadrilatero, a sfoglina rolling pasta by hand for tortellini and tagliatelle al ragù, and mortadella and Parmigiano Reggiano with a glass of Lambrusco.",
          "Le botteghe e i banchi del Quadrilatero, una sfoglina che tira la pasta a mano per tortellini e tagliatelle al ragù, e mortadella e Parmigiano Reggiano con un bicchiere di Lambrusco.",
          "Las tiendas y puestos del Quadrilatero, una sfoglina estirando la pasta a mano para tortellini y tagliatelle al ragú, y mortadela y parmesano con una copa de Lambrusco.",
          "Les échoppes du Quadrilatero, une sfoglina qui étire la pâte à la main pour les tortellini et les tagliatelles au ragù, puis mortadelle et parmesan avec un verre de lambrusco.",
          "Die Läden und Stände des Quadrilatero, eine Sfoglina, die den Teig für Tortellini und Tagliatelle al ragù von Hand ausrollt, dazu Mortadella und Parmigiano mit einem Glas Lambrusco.",
        ],
      ],
    ],
  },
  "ITA Cinque Terre": {
    days: [
      [
        "see",
        [
          "Cinque Terre: the path from village to village",
          "Cinque Terre: il sentiero tra i borghi",
          "Cinque Terre: el sendero de pueblo en pueblo",
          "Cinque Terre : le sentier de village en village",
          "Cinque Terre: der Pfad von Dorf zu Dorf",
        ],
        [
          "The Sentiero Azzurro above the sea from Monterosso to Vernazza and on to Corniglia among the terraced vineyards, with the train back along the coast to Manarola and Riomaggiore.",
          "Il Sentiero Azzurro a picco sul mare da Monterosso a Vernazza e fino a Corniglia tra i vigneti a terrazze, poi il treno lungo la costa per Manarola e Riomaggiore.",
          "El Sentiero Azzurro sobre el mar de Monterosso a Vernazza y hasta Corniglia entre viñedos en terrazas, y el tren por la costa hasta Manarola y Riomaggiore.",
          "Le Sentiero Azzurro au-dessus de la mer, de Monterosso à Vernazza puis Corniglia parmi les vignes en terrasses, et le train le long de la côte vers Manarola et Riomaggiore.",
          "Der Sentiero Azzurro hoch über dem Meer von Monterosso nach Vernazza und weiter nach Corniglia durch Terrassenweinberge, dann mit dem Zug an der Küste nach Manarola und Riomaggiore.",
        ],
      ],
      [
        "boat",
        [
          "Cinque Terre: along the coast to Portovenere",
          "Cinque Terre: lungo la costa fino a Portovenere",
          "Cinque Terre: por la costa hasta Portovenere",
          "Cinque Terre : le long de la côte jusqu'à Portovenere",
          "Cinque Terre: die Küste entlang bis Portovenere",
        ],
        [
          "The coastal boats from Monterosso to Portovenere, which sail from spring to autumn, seeing the five villages from the sea (in winter, the train and the bus instead), then the church of San Pietro on its rock and, in the warm months, a swim off the pebbles of Monterosso.",
          "I battelli della costa da Monterosso a Portovenere, in servizio dalla primavera all'autunno, con i cinque borghi visti dal mare (d'inverno, treno e autobus), poi la chiesa di San Pietro sullo scoglio e, nei mesi caldi, un bagno sulla spiaggia di Monterosso.",
          "Los barcos de la costa de Monterosso a Portovenere, que navegan de primavera a otoño, viendo los cinco pueblos desde el mar (en invierno, tren y autobús), la iglesia de San Pietro sobre su roca y, en los meses cálidos, un baño en la playa de Monterosso.",
          "Les bateaux de la côte de Monterosso à Portovenere, qui naviguent du printemps à l'automne, les cinq villages vus de la mer (en hiver, le train et le bus), puis l'église San Pietro sur son rocher et, à la belle saison, une baignade sur les galets de Monterosso.",
          "Mit den Küstenschiffen, die vom Frühjahr bis zum Herbst fahren, von Monterosso nach Portovenere, die fünf Dörfer vom Meer aus (im Winter mit Zug und Bus), dann die Kirche San Pietro auf ihrem Felsen und in den warmen Monaten ein Bad am Kiesstrand von Monterosso.",
        ],
      ],
    ],
  },
  "ITA Florence": {
    days: [
      [
        "see",
        [
          "Florence: the Duomo and the Uffizi",
          "Firenze: il Duomo e gli Uffizi",
          "Florencia: el Duomo y los Uffizi",
          "Florence : le Duomo et les Offices",
          "Florenz: der Dom und die Uffizien",
        ],
        [
          "Brunelleschi's dome, Giotto's bell tower and the Baptistery doors, Piazza della Signoria, then Botticelli's Birth of Venus and the Renaissance masters in the Uffizi Gallery; if the day falls on a Monday, when the Uffizi is closed, the halls of Palazzo Vecchio instead.",
          "La cupola del Brunelleschi, il campanile di Giotto e le porte del Battistero, Piazza della Signoria, poi la Nascita di Venere del Botticelli e i maestri del Rinascimento agli Uffizi; se il giorno cade di lunedì, quando gli Uffizi sono chiusi, le sale di Palazzo Vecchio.",
          "La cúpula de Brunelleschi, el campanile de Giotto y las puertas del Baptisterio, la Piazza della Signoria, y el Nacimiento de Venus de Botticelli en la Galería de los Uffizi; si el día cae en lunes, cuando los Uffizi cierran, las salas del Palazzo Vecchio.",
          "La coupole de Brunelleschi, le campanile de Giotto et les portes du baptistère, la place de la Seigneurie, puis la Naissance de Vénus de Botticelli et les maîtres de la Renaissance aux Offices ; si la journée tombe un lundi, jour de fermeture des Offices, les salles du Palazzo Vecchio.",
          "Brunelleschis Kuppel, Giottos Campanile und die Türen des Baptisteriums, die Piazza della Signoria, dann Botticellis Geburt der Venus und die Meister der Renaissance in den Uffizien; fällt der Tag auf einen Montag, an dem die Uffizien geschlossen sind, stattdessen die Säle des Palazzo Vecchio.",
        ],
      ],
      [
        "see",
        [
          "Florence: David and the Oltrarno",
          "Firenze: il David e l'Oltrarno",
          "Florencia: el David y el Oltrarno",
          "Florence : le David et l'Oltrarno",
          "Florenz: der David und das Oltrarno",
        ],
        [
          "Michelangelo's David at the Accademia, across the Ponte Vecchio to Palazzo Pitti and the Boboli Gardens, the artisans' workshops of the Oltrarno and sunset at Piazzale Michelangelo; if the day falls on a Monday, when the Accademia and the Pitti with its gardens are closed, Santa Croce and Michelangelo's tomb instead.",
          "Il David di Michelangelo all'Accademia, il Ponte Vecchio fino a Palazzo Pitti e al Giardino di Boboli, le botteghe artigiane dell'Oltrarno e il tramonto al Piazzale Michelangelo; se il giorno cade di lunedì, quando l'Accademia e Palazzo Pitti con i suoi giardini sono chiusi, Santa Croce e la tomba di Michelangelo.",
          "El David de Miguel Ángel en la Academia, el Ponte Vecchio hasta el Palacio Pitti y el jardín de Bóboli, los talleres artesanos del Oltrarno y el atardecer en el Piazzale Michelangelo; si el día cae en lunes, cuando la Academia y el Palacio Pitti con sus jardines cierran, la basílica de Santa Croce y la tumba de Miguel Ángel.",
          "Le David de Michel-Ange à l'Accademia, le Ponte Vecchio jusqu'au palais Pitti et au jardin de Boboli, les ateliers d'artisans de l'Oltrarno et le couchant depuis le Piazzale Michelangelo ; si la journée tombe un lundi, jour de fermeture de l'Accademia et du palais Pitti avec ses jardins, Santa Croce et le tombeau de Michel-Ange.",
          "Michelangelos David in der Accademia, über den Ponte Vecchio zum Palazzo Pitti und in den Boboli-Garten, die Handwerkerwerkstätten des Oltrarno und Sonnenuntergang am Piazzale Michelangelo; fällt der Tag auf einen Montag, an dem Accademia und Palazzo Pitti samt Gärten geschlossen sind, stattdessen Santa Croce und Michelangelos Grab.",
        ],
      ],
      [
        "food",
        [
          "Florence: the San Lorenzo market and bistecca",
          "Firenze: il mercato di San Lorenzo e la bistecca",
          "Florencia: el mercado de San Lorenzo y la bistecca",
          "Florence : le marché de San Lorenzo et la bistecca",
          "Florenz: der Markt von San Lorenzo und Bistecca",
        ],
        [
          "The Mercato Centrale of San Lorenzo, a lampredotto sandwich from a street stall, Chianti wine and pecorino, and a bistecca alla fiorentina cooked rare over the grill in a trattoria.",
          "Il Mercato Centrale di San Lorenzo, un panino col lampredotto al chiosco, Chianti e pecorino, e una bistecca alla fiorentina al sangue cotta alla brace in trattoria.",
          "El Mercato Centrale de San Lorenzo, un bocadillo de lampredotto en un puesto callejero, Chianti y pecorino, y una bistecca alla fiorentina poco hecha a la brasa en una trattoria.",
          "Le Mercato Centrale de San Lorenzo, un sandwich au lampredotto à un kiosque, chianti et pecorino, et une bistecca alla fiorentina saignante grillée à la braise dans une trattoria.",
          "Der Mercato Centrale von San Lorenzo, ein Lampredotto-Brötchen vom Straßenstand, Chianti und Pecorino und eine blutig gegrillte Bistecca alla fiorentina in einer Trattoria.",
        ],
      ],
    ],
  },
  "ITA San Gimignano": {
    days: [
      [
        "see",
        [
          "San Gimignano: the towers and the Collegiata",
          "San Gimignano: le torri e la Collegiata",
          "San Gimignano: las torres y la Colegiata",
          "San Gimignano : les tours et la collégiale",
          "San Gimignano: die Türme und die Collegiata",
        ],
        [
          "Piazza della Cisterna and Piazza del Duomo under the medieval towers, the frescoes of the Collegiata, and the Torre Grossa climbed for a view over the Elsa valley.",
          "Piazza della Cisterna e Piazza del Duomo sotto le torri medievali, gli affreschi della Collegiata e la salita alla Torre Grossa per la vista sulla Val d'Elsa.",
          "La Piazza della Cisterna y la Piazza del Duomo bajo las torres medievales, los frescos de la Colegiata y la subida a la Torre Grossa para ver el valle del Elsa.",
          "La Piazza della Cisterna et la Piazza del Duomo sous les tours médiévales, les fresques de la collégiale et la montée à la Torre Grossa pour la vue sur le val d'Elsa.",
          "Die Piazza della Cisterna und die Piazza del Duomo unter den mittelalterlichen Türmen, die Fresken der Collegiata und die Torre Grossa mit Blick über das Elsatal.",
        ],
      ],
      [
        "food",
        [
          "San Gimignano: Vernaccia and saffron",
          "San Gimignano: Vernaccia e zafferano",
          "San Gimignano: Vernaccia y azafrán",
          "San Gimignano : vernaccia et safran",
          "San Gimignano: Vernaccia und Safran",
        ],
        [
          "A visit to a wine estate below the walls to taste Vernaccia di San Gimignano, the local white, with the saffron of the hills, finocchiona salami and pecorino.",
          "Visita a una fattoria sotto le mura per assaggiare la Vernaccia di San Gimignano con lo zafferano delle colline, la finocchiona e il pecorino.",
          "Visita a una bodega bajo las murallas para catar la Vernaccia di San Gimignano, el blanco del lugar, con el azafrán de las colinas, finocchiona y pecorino.",
          "Visite d'un domaine viticole au pied des remparts pour goûter la vernaccia de San Gimignano, le blanc local, avec le safran des collines, la finocchiona et le pecorino.",
          "Besuch eines Weinguts unter den Mauern zur Probe der Vernaccia di San Gimignano, des weißen Ortsweins, mit dem Safran der Hügel, Finocchiona-Salami und Pecorino.",
        ],
      ],
    ],
  },
  "ITA Siena": {
    days: [
      [
        "see",
        [
          "Siena: the Campo and the Duomo",
          "Siena: il Campo e il Duomo",
          "Siena: el Campo y el Duomo",
          "Sienne : le Campo et le Duomo",
          "Siena: der Campo und der Dom",
        ],
        [
          "The shell-shaped Piazza del Campo where the Palio is run, the Palazzo Pubblico with Lorenzetti's Good Government frescoes, and the striped marble Duomo with its inlaid floor.",
          "Piazza del Campo a forma di conchiglia dove si corre il Palio, il Palazzo Pubblico con il Buon Governo del Lorenzetti e il Duomo a strisce di marmo con il suo pavimento intarsiato.",
          "La Piazza del Campo en forma de concha donde se corre el Palio, el Palazzo Pubblico con el Buen Gobierno de Lorenzetti y el Duomo de mármol a franjas con su suelo taraceado.",
          "La Piazza del Campo en forme de coquille où court le Palio, le Palazzo Pubblico et les fresques du Bon Gouvernement de Lorenzetti, et le Duomo rayé de marbre au pavement incrusté.",
          "Die muschelförmige Piazza del Campo, auf der der Palio gelaufen wird, der Palazzo Pubblico mit Lorenzettis Fresken der Guten Regierung und der gestreifte Marmordom mit seinem Fußboden.",
        ],
      ],
      [
        "food",
        [
          "Siena: pici, panforte and Chianti",
          "Siena: pici, panforte e Chianti",
          "Siena: pici, panforte y Chianti",
          "Sienne : pici, panforte et chianti",
          "Siena: Pici, Panforte und Chianti",
        ],
        [
          "Hand-rolled pici with garlic sauce in an osteria of the contrade, ricciarelli and panforte from an old pastry shop, and a Chianti Classico cellar in the hills toward Castellina.",
          "Pici all'aglione in un'osteria delle contrade, ricciarelli e panforte da una pasticceria storica e una cantina di Chianti Classico sulle colline verso Castellina.",
          "Pici a mano con salsa de ajo en una osteria de las contrade, ricciarelli y panforte de una pastelería antigua y una bodega de Chianti Classico en las colinas hacia Castellina.",
          "Pici roulés à la main à la sauce à l'ail dans une osteria des contrade, ricciarelli et panforte d'une vieille pâtisserie, et une cave de chianti classico vers Castellina.",
          "Handgerollte Pici mit Knoblauchsoße in einer Osteria der Contrade, Ricciarelli und Panforte aus einer alten Konditorei und ein Chianti-Classico-Keller in den Hügeln Richtung Castellina.",
        ],
      ],
    ],
  },
  "ITA Val d'Orcia": {
    days: [
      [
        "see",
        [
          "Val d'Orcia: Pienza and Montepulciano",
          "Val d'Orcia: Pienza e Montepulciano",
          "Val d'Orcia: Pienza y Montepulciano",
          "Val d'Orcia : Pienza et Montepulciano",
          "Val d'Orcia: Pienza und Montepulciano",
        ],
        [
          "Pienza, the Renaissance town planned by Pope Pius II, with its pecorino shops, then the cypress-lined roads to Montepulciano and a cellar of Vino Nobile under its palaces.",
          "Pienza, la città ideale del Rinascimento voluta da papa Pio II, con le sue botteghe di pecorino, poi le strade di cipressi fino a Montepulciano e una cantina di Vino Nobile.",
          "Pienza, la ciudad renacentista trazada por el papa Pío II, con sus tiendas de pecorino, y las carreteras de cipreses hasta Montepulciano y una bodega de Vino Nobile bajo sus palacios.",
          "Pienza, la cité Renaissance voulue par le pape Pie II, avec ses boutiques de pecorino, puis les routes bordées de cyprès jusqu'à Montepulciano et une cave de vino nobile sous ses palais.",
          "Pienza, die von Papst Pius II. geplante Renaissancestadt mit ihren Pecorino-Läden, dann auf Zypressenstraßen nach Montepulciano und in einen Keller des Vino Nobile unter seinen Palästen.",
        ],
      ],
      [
        "see",
        [
          "Val d'Orcia: Montalcino and Bagno Vignoni",
          "Val d'Orcia: Montalcino e Bagno Vignoni",
          "Val d'Orcia: Montalcino y Bagno Vignoni",
          "Val d'Orcia : Montalcino et Bagno Vignoni",
          "Val d'Orcia: Montalcino und Bagno Vignoni",
        ],
        [
          "Montalcino's fortress and a Brunello tasting, the abbey of Sant'Antimo in its olive groves, and Bagno Vignoni, whose village square is a pool of steaming spring water.",
          "La fortezza di Montalcino e un assaggio di Brunello, l'abbazia di Sant'Antimo tra gli ulivi e Bagno Vignoni, con la sua piazza che è una vasca di acqua termale fumante.",
          "La fortaleza de Montalcino y una cata de Brunello, la abadía de Sant'Antimo entre olivos y Bagno Vignoni, cuya plaza es una gran pila de agua termal humeante.",
          "La forteresse de Montalcino et une dégustation de brunello, l'abbaye de Sant'Antimo dans ses oliviers, et Bagno Vignoni, dont la place est un bassin d'eau thermale fumante.",
          "Die Festung von Montalcino und eine Brunello-Probe, die Abtei Sant'Antimo zwischen Olivenbäumen und Bagno Vignoni, dessen Dorfplatz ein dampfendes Thermalbecken ist.",
        ],
      ],
    ],
  },
  "ITA Rome": {
    days: [
      [
        "see",
        [
          "Rome: the Colosseum and the Forum",
          "Roma: il Colosseo e i Fori",
          "Roma: el Coliseo y el Foro",
          "Rome : le Colisée et le Forum",
          "Rom: das Kolosseum und das Forum",
        ],
        [
          "Inside the Colosseum with a local guide, then the Roman Forum and the Palatine Hill, where the emperors lived, and the view over the ruins from the Capitoline Hill.",
          "Dentro il Colosseo con una guida locale, poi il Foro Romano e il Palatino, dove vivevano gli imperatori, e la vista sulle rovine dal Campidoglio.",
          "Dentro del Coliseo con un guía local, luego el Foro Romano y el Palatino, donde vivían los emperadores, y la vista sobre las ruinas desde el Capitolio.",
          "L'intérieur du Colisée avec un guide local, puis le Forum romain et le Palatin, où vivaient les empereurs, et la vue sur les ruines depuis le Capitole.",
          "Ins Kolosseum mit einem örtlichen Guide, dann das Forum Romanum und der Palatin, wo die Kaiser wohnten, und der Blick über die Ruinen vom Kapitol.",
        ],
      ],
      [
        "see",
        [
          "Rome: the Vatican Museums and St Peter's",
          "Roma: i Musei Vaticani e San Pietro",
          "Roma: los Museos Vaticanos y San Pedro",
          "Rome : les musées du Vatican et Saint-Pierre",
          "Rom: die Vatikanischen Museen und der Petersdom",
        ],
        [
          "The Vatican Museums and Raphael's Rooms up to Michelangelo's ceiling in the Sistine Chapel, then St Peter's Basilica, the Pietà and the colonnade of St Peter's Square; if the day falls on a Sunday, when the museums are closed but for the last Sunday of the month, St Peter's alone.",
          "I Musei Vaticani e le Stanze di Raffaello fino alla volta di Michelangelo nella Cappella Sistina, poi la Basilica di San Pietro, la Pietà e il colonnato di piazza San Pietro; se il giorno cade di domenica, quando i musei sono chiusi, salvo l'ultima del mese, solo San Pietro.",
          "Los Museos Vaticanos y las Estancias de Rafael hasta la bóveda de Miguel Ángel en la Capilla Sixtina, y la basílica de San Pedro, la Piedad y la columnata de la plaza; si el día cae en domingo, cuando los museos cierran, salvo el último del mes, solo San Pedro.",
          "Les musées du Vatican et les Chambres de Raphaël jusqu'au plafond de Michel-Ange dans la chapelle Sixtine, puis la basilique Saint-Pierre, la Pietà et la colonnade de la place ; si la journée tombe un dimanche, jour de fermeture des musées sauf le dernier du mois, Saint-Pierre seulement.",
          "Die Vatikanischen Museen und Raffaels Stanzen bis zu Michelangelos Decke in der Sixtinischen Kapelle, dann der Petersdom, die Pietà und die Kolonnaden des Petersplatzes; fällt der Tag auf einen Sonntag, an dem die Museen außer am letzten des Monats geschlossen sind, nur der Petersdom.",
        ],
      ],
      [
        "see",
        [
          "Rome: the Pantheon, Trevi and Piazza Navona",
          "Roma: Pantheon, Trevi e piazza Navona",
          "Roma: el Panteón, la Fontana de Trevi y la plaza Navona",
          "Rome : le Panthéon, Trevi et la place Navone",
          "Rom: Pantheon, Trevi und Piazza Navona",
        ],
        [
          "A walk through the baroque heart of Rome: the Spanish Steps, the Trevi Fountain, the dome of the Pantheon, Bernini's fountains in Piazza Navona and the market of Campo de' Fiori.",
          "Una passeggiata nel cuore barocco di Roma: piazza di Spagna, la Fontana di Trevi, la cupola del Pantheon, le fontane del Bernini a piazza Navona e il mercato di Campo de' Fiori.",
          "Un paseo por el corazón barroco de Roma: la escalinata de la plaza de España, la Fontana de Trevi, la cúpula del Panteón, las fuentes de Bernini en Navona y el mercado de Campo de' Fiori.",
          "Une promenade dans le cœur baroque de Rome : l'escalier de la Trinité-des-Monts, la fontaine de Trevi, la coupole du Panthéon, les fontaines du Bernin place Navone et le marché du Campo de' Fiori.",
          "Ein Gang durch das barocke Herz Roms: die Spanische Treppe, der Trevi-Brunnen, die Kuppel des Pantheons, Berninis Brunnen auf der Piazza Navona und der Markt auf dem Campo de' Fiori.",
        ],
      ],
      [
        "food",
        [
          "Rome: carbonara in Trastevere and Testaccio",
          "Roma: carbonara tra Trastevere e Testaccio",
          "Roma: carbonara en el Trastevere y el Testaccio",
          "Rome : carbonara au Trastevere et au Testaccio",
          "Rom: Carbonara in Trastevere und Testaccio",
        ],
        [
          "The Testaccio market, supplì and pizza al taglio, then carbonara, cacio e pepe and carciofi alla giudia in the lanes of Trastevere and the old Jewish Ghetto.",
          "Il mercato di Testaccio, supplì e pizza al taglio, poi carbonara, cacio e pepe e carciofi alla giudia tra i vicoli di Trastevere e del Ghetto ebraico.",
          "El mercado del Testaccio, supplì y pizza al taglio, y después carbonara, cacio e pepe y alcachofas a la judía por las callejas del Trastevere y del antiguo gueto judío.",
          "Le marché du Testaccio, supplì et pizza al taglio, puis carbonara, cacio e pepe et artichauts à la juive dans les ruelles du Trastevere et de l'ancien ghetto juif.",
          "Der Markt von Testaccio, Supplì und Pizza al taglio, dann Carbonara, Cacio e pepe und Carciofi alla giudia in den Gassen von Trastevere und im alten jüdischen Ghetto.",
        ],
      ],
    ],
  },
  "ITA Naples": {
    days: [
      [
        "see",
        [
          "Naples: Spaccanapoli and the Veiled Christ",
          "Napoli: Spaccanapoli e il Cristo velato",
          "Nápoles: Spaccanapoli y el Cristo velado",
          "Naples : Spaccanapoli et le Christ voilé",
          "Neapel: Spaccanapoli und der verhüllte Christus",
        ],
        [
          "Down Spaccanapoli through the old town, the cloister of Santa Chiara with its majolica tiles, the Veiled Christ of the Sansevero Chapel, and the nativity workshops of Via San Gregorio Armeno.",
          "Lungo Spaccanapoli nel centro storico, il chiostro maiolicato di Santa Chiara, il Cristo velato della Cappella Sansevero e le botteghe dei presepi di via San Gregorio Armeno.",
          "Por Spaccanapoli a través del casco antiguo, el claustro de azulejos de Santa Chiara, el Cristo velado de la capilla Sansevero y los talleres de belenes de la calle San Gregorio Armeno.",
          "Le long de Spaccanapoli dans la vieille ville, le cloître de majoliques de Santa Chiara, le Christ voilé de la chapelle Sansevero et les ateliers de crèches de la via San Gregorio Armeno.",
          "Entlang Spaccanapoli durch die Altstadt, der Majolika-Kreuzgang von Santa Chiara, der verhüllte Christus der Cappella Sansevero und die Krippenwerkstätten der Via San Gregorio Armeno.",
        ],
      ],
      [
        "see",
        [
          "Naples: the Archaeological Museum and Naples underground",
          "Napoli: il Museo archeologico e Napoli sotterranea",
          "Nápoles: el Museo Arqueológico y el Nápoles subterráneo",
          "Naples : le musée archéologique et Naples souterraine",
          "Neapel: das Archäologische Museum und die Unterwelt",
        ],
        [
          "The mosaics and frescoes brought from Pompeii to the National Archaeological Museum, the Greek and Roman tunnels and cisterns beneath the old town, and the waterfront of Castel dell'Ovo; if the day falls on a Tuesday, when the museum is closed, the majolica cloister of Santa Chiara instead.",
          "I mosaici e gli affreschi di Pompei al Museo archeologico nazionale, le gallerie e le cisterne greco-romane sotto il centro storico e il lungomare di Castel dell'Ovo; se il giorno cade di martedì, quando il museo è chiuso, il chiostro maiolicato di Santa Chiara.",
          "Los mosaicos y frescos llevados de Pompeya al Museo Arqueológico Nacional, los túneles y cisternas grecorromanos bajo el casco antiguo y el paseo marítimo del Castel dell'Ovo; si el día cae en martes, cuando el museo cierra, el claustro de mayólicas de Santa Chiara.",
          "Les mosaïques et fresques de Pompéi au musée archéologique national, les galeries et citernes gréco-romaines sous la vieille ville, et le front de mer du Castel dell'Ovo ; si la journée tombe un mardi, jour de fermeture du musée, le cloître de majoliques de Santa Chiara.",
          "Die Mosaiken und Fresken aus Pompeji im Archäologischen Nationalmuseum, die griechisch-römischen Gänge und Zisternen unter der Altstadt und die Uferpromenade am Castel dell'Ovo; fällt der Tag auf einen Dienstag, an dem das Museum geschlossen ist, stattdessen der Majolika-Kreuzgang von Santa Chiara.",
        ],
      ],
      [
        "food",
        [
          "Naples: pizza and sfogliatella",
          "Napoli: pizza e sfogliatella",
          "Nápoles: pizza y sfogliatella",
          "Naples : pizza et sfogliatella",
          "Neapel: Pizza und Sfogliatella",
        ],
        [
          "Pizza margherita from a wood-fired oven on Via dei Tribunali, a fried pizza from a street counter, sfogliatella and babà at a pastry shop, and coffee the Neapolitan way.",
          "Pizza margherita dal forno a legna in via dei Tribunali, una pizza fritta al banco, sfogliatella e babà in pasticceria e il caffè alla napoletana.",
          "Pizza margarita de horno de leña en la Via dei Tribunali, una pizza frita de un puesto callejero, sfogliatella y babá en una pastelería y el café a la napolitana.",
          "Pizza margherita au feu de bois via dei Tribunali, pizza frite à un comptoir de rue, sfogliatella et baba dans une pâtisserie, et le café à la napolitaine.",
          "Pizza Margherita aus dem Holzofen an der Via dei Tribunali, frittierte Pizza von der Straßentheke, Sfogliatella und Babà in einer Konditorei und Kaffee auf neapolitanische Art.",
        ],
      ],
    ],
  },
  "ITA Pompeii": {
    days: [
      [
        "see",
        [
          "Pompeii: the buried Roman town",
          "Pompei: la città romana sepolta",
          "Pompeya: la ciudad romana sepultada",
          "Pompéi : la ville romaine ensevelie",
          "Pompeji: die verschüttete Römerstadt",
        ],
        [
          "With an archaeologist guide along the paved streets of Pompeii, buried by Vesuvius in 79 AD: the Forum, the baths, the House of the Vettii, the amphitheater and the plaster casts of its people.",
          "Con una guida archeologa per le strade lastricate di Pompei, sepolta dal Vesuvio nel 79 d.C.: il Foro, le terme, la Casa dei Vettii, l'anfiteatro e i calchi dei suoi abitanti.",
          "Con un guía arqueólogo por las calles empedradas de Pompeya, sepultada por el Vesubio en el año 79: el Foro, las termas, la Casa de los Vettii, el anfiteatro y los vaciados de sus gentes.",
          "Avec un guide archéologue dans les rues pavées de Pompéi, ensevelie par le Vésuve en 79 : le forum, les thermes, la maison des Vettii, l'amphithéâtre et les moulages de ses habitants.",
          "Mit einer archäologischen Führung durch die gepflasterten Straßen Pompejis, 79 n. Chr. vom Vesuv verschüttet: Forum, Thermen, Haus der Vettier, Amphitheater und die Gipsabgüsse der Bewohner.",
        ],
      ],
      [
        "see",
        [
          "Pompeii: Herculaneum and the crater of Vesuvius",
          "Pompei: Ercolano e il cratere del Vesuvio",
          "Pompeya: Herculano y el cráter del Vesubio",
          "Pompéi : Herculanum et le cratère du Vésuve",
          "Pompeji: Herculaneum und der Krater des Vesuvs",
        ],
        [
          "Herculaneum, the smaller town buried under volcanic mud, with its wooden beams and upper floors still standing, then the path up the cone of Vesuvius to the rim of its crater.",
          "Ercolano, la città più piccola sepolta dal fango vulcanico, con le travi di legno e i piani alti ancora in piedi, poi il sentiero sul cono del Vesuvio fino all'orlo del cratere.",
          "Herculano, la ciudad más pequeña sepultada bajo el lodo volcánico, con sus vigas de madera y sus pisos altos aún en pie, y el sendero por el cono del Vesubio hasta el borde del cráter.",
          "Herculanum, la petite ville ensevelie sous la boue volcanique, avec ses poutres de bois et ses étages encore debout, puis le sentier du cône du Vésuve jusqu'au bord du cratère.",
          "Herculaneum, die kleinere, unter Vulkanschlamm begrabene Stadt mit erhaltenen Holzbalken und Obergeschossen, dann der Pfad auf den Kegel des Vesuvs bis an den Kraterrand.",
        ],
      ],
    ],
  },
  "ITA Gulf of Naples": {
    days: [
      [
        "boat",
        [
          "Gulf of Naples: Procida and Ischia",
          "Golfo di Napoli: Procida e Ischia",
          "Golfo de Nápoles: Procida e Isquia",
          "Golfe de Naples : Procida et Ischia",
          "Golf von Neapel: Procida und Ischia",
        ],
        [
          "Sailing out to Procida and the painted fishermen's houses of Marina Corricella, then across to Ischia, its Aragonese Castle on a rock and a swim in a cove with hot springs.",
          "In barca fino a Procida e alle case colorate dei pescatori della Corricella, poi a Ischia, con il Castello aragonese sul suo scoglio e un bagno in una caletta con sorgenti calde.",
          "Navegando hasta Procida y las casas pintadas de los pescadores de Marina Corricella, y después a Isquia, su Castillo Aragonés sobre una roca y un baño en una cala con aguas termales.",
          "Cap sur Procida et les maisons peintes des pêcheurs de la Marina Corricella, puis Ischia, son château aragonais sur un rocher et une baignade dans une crique aux sources chaudes.",
          "Hinaus nach Procida zu den bunten Fischerhäusern der Marina Corricella, dann hinüber nach Ischia mit dem Castello Aragonese auf seinem Felsen und ein Bad in einer Bucht mit warmen Quellen.",
        ],
      ],
      [
        "boat",
        [
          "Gulf of Naples: the Sorrento coast and Punta Campanella",
          "Golfo di Napoli: la costa sorrentina e Punta Campanella",
          "Golfo de Nápoles: la costa de Sorrento y Punta Campanella",
          "Golfe de Naples : la côte de Sorrente et Punta Campanella",
          "Golf von Neapel: die Küste von Sorrent und Punta Campanella",
        ],
        [
          "Along the cliffs of the Sorrento peninsula past the Roman ruins of the Bagni della Regina Giovanna to the marine reserve of Punta Campanella, with swims in the bays of Ieranto and Nerano in the warm months.",
          "Lungo le falesie della penisola sorrentina oltre i ruderi romani dei Bagni della Regina Giovanna fino all'area marina di Punta Campanella, con bagni nelle baie di Ieranto e Nerano nei mesi caldi.",
          "A lo largo de los acantilados de la península de Sorrento, junto a las ruinas romanas de los Bagni della Regina Giovanna, hasta la reserva marina de Punta Campanella, con baños en Ieranto y Nerano en los meses cálidos.",
          "Le long des falaises de la péninsule de Sorrente, devant les ruines romaines des Bagni della Regina Giovanna, jusqu'à la réserve marine de Punta Campanella, avec des baignades à Ieranto et Nerano à la belle saison.",
          "An den Klippen der Halbinsel von Sorrent entlang, vorbei an den römischen Ruinen der Bagni della Regina Giovanna, bis zum Meeresschutzgebiet Punta Campanella, in den warmen Monaten mit Badestopps in Ieranto und Nerano.",
        ],
      ],
    ],
  },
  "ITA Capri": {
    days: [
      [
        "see",
        [
          "Capri: Anacapri and Monte Solaro",
          "Capri: Anacapri e il Monte Solaro",
          "Capri: Anacapri y el monte Solaro",
          "Capri : Anacapri et le mont Solaro",
          "Capri: Anacapri und der Monte Solaro",
        ],
        [
          "The Piazzetta and the Gardens of Augustus above the Faraglioni rocks and the hairpins of Via Krupp, then Anacapri, Villa San Michele and the chairlift up Monte Solaro.",
          "La Piazzetta e i Giardini di Augusto sopra i Faraglioni e i tornanti di via Krupp, poi Anacapri, Villa San Michele e la seggiovia del Monte Solaro.",
          "La Piazzetta y los Jardines de Augusto sobre los Faraglioni y las curvas de la Via Krupp, y luego Anacapri, Villa San Michele y el telesilla del monte Solaro.",
          "La Piazzetta et les jardins d'Auguste au-dessus des Faraglioni et des lacets de la via Krupp, puis Anacapri, la villa San Michele et le télésiège du mont Solaro.",
          "Die Piazzetta und die Augustusgärten über den Faraglioni und den Serpentinen der Via Krupp, dann Anacapri, die Villa San Michele und der Sessellift auf den Monte Solaro.",
        ],
      ],
      [
        "boat",
        [
          "Capri: around the island and the Blue Grotto",
          "Capri: il giro dell'isola e la Grotta Azzurra",
          "Capri: la vuelta a la isla y la Gruta Azul",
          "Capri : le tour de l'île et la Grotte bleue",
          "Capri: rund um die Insel und die Blaue Grotte",
        ],
        [
          "A boat trip around the island, through the arch of the Faraglioni and past the White and Green Grottoes, and into the Blue Grotto by rowing boat when the sea allows.",
          "Il giro dell'isola in barca, sotto l'arco dei Faraglioni e davanti alle grotte Bianca e Verde, e dentro la Grotta Azzurra in barca a remi quando il mare lo permette.",
          "La vuelta a la isla en barco, bajo el arco de los Faraglioni y ante las grutas Blanca y Verde, y dentro de la Gruta Azul en bote de remos cuando el mar lo permite.",
          "Le tour de l'île en bateau, sous l'arche des Faraglioni et devant les grottes Blanche et Verte, puis dans la Grotte bleue en barque à rames quand la mer le permet.",
          "Eine Bootsfahrt rund um die Insel, durch den Bogen der Faraglioni und an der Weißen und Grünen Grotte vorbei, und im Ruderboot in die Blaue Grotte, wenn das Meer es zulässt.",
        ],
      ],
    ],
  },
  "ITA Amalfi Coast": {
    days: [
      [
        "see",
        [
          "Amalfi Coast: Positano, Amalfi and Ravello",
          "Costiera amalfitana: Positano, Amalfi e Ravello",
          "Costa Amalfitana: Positano, Amalfi y Ravello",
          "Côte amalfitaine : Positano, Amalfi et Ravello",
          "Amalfiküste: Positano, Amalfi und Ravello",
        ],
        [
          "Positano's houses tumbling to the sea, Amalfi's cathedral of Sant'Andrea and its paper mill museum, and Ravello's gardens of Villa Rufolo and Villa Cimbrone high above the coast.",
          "Le case di Positano che scendono al mare, il Duomo di Sant'Andrea ad Amalfi e il museo della carta, e i giardini di Villa Rufolo e Villa Cimbrone a Ravello, alti sulla costa.",
          "Las casas de Positano que bajan hasta el mar, la catedral de San Andrés de Amalfi y su museo del papel, y los jardines de Villa Rufolo y Villa Cimbrone en Ravello, sobre la costa.",
          "Les maisons de Positano qui dégringolent vers la mer, la cathédrale Sant'Andrea d'Amalfi et son musée du papier, et les jardins des villas Rufolo et Cimbrone à Ravello, haut au-dessus de la côte.",
          "Positanos zum Meer abfallende Häuser, Amalfis Dom Sant'Andrea und sein Papiermuseum und die Gärten der Villen Rufolo und Cimbrone in Ravello hoch über der Küste.",
        ],
      ],
      [
        "boat",
        [
          "Amalfi Coast: the Path of the Gods and a boat to Positano",
          "Costiera amalfitana: il Sentiero degli Dei e la barca per Positano",
          "Costa Amalfitana: el Sendero de los Dioses y en barco a Positano",
          "Côte amalfitaine : le Sentier des Dieux et le bateau de Positano",
          "Amalfiküste: der Götterpfad und das Schiff nach Positano",
        ],
        [
          "The Path of the Gods from Bomerano high along the cliffs to Nocelle, down the steps to Positano, and the boat back along the coast past the Fiordo di Furore and the Emerald Grotto.",
          "Il Sentiero degli Dei da Bomerano a picco sulla costa fino a Nocelle, la scalinata fino a Positano e il ritorno in barca lungo la costa, davanti al Fiordo di Furore e alla Grotta dello Smeraldo.",
          "El Sendero de los Dioses desde Bomerano por lo alto de los acantilados hasta Nocelle, las escaleras hasta Positano y el barco de vuelta junto al fiordo de Furore y la Gruta Esmeralda.",
          "Le Sentier des Dieux de Bomerano, haut sur les falaises, jusqu'à Nocelle, les marches jusqu'à Positano et le retour en bateau le long de la côte, devant le fjord de Furore et la grotte d'Émeraude.",
          "Der Götterpfad von Bomerano hoch über den Klippen nach Nocelle, die Stufen hinab nach Positano und mit dem Schiff zurück an der Küste, vorbei am Fjord von Furore und der Smaragdgrotte.",
        ],
      ],
    ],
  },
  "ITA Matera": {
    days: [
      [
        "see",
        [
          "Matera: the Sassi and the rock churches",
          "Matera: i Sassi e le chiese rupestri",
          "Matera: los Sassi y las iglesias rupestres",
          "Matera : les Sassi et les églises rupestres",
          "Matera: die Sassi und die Felsenkirchen",
        ],
        [
          "Down into the Sassi, the cave dwellings of the Sasso Caveoso and Sasso Barisano, a furnished cave house, the frescoed rock churches, and the view from the Murgia across the ravine.",
          "Giù nei Sassi, le case grotta del Sasso Caveoso e del Sasso Barisano, una casa grotta arredata, le chiese rupestri affrescate e la vista dalla Murgia oltre la gravina.",
          "Bajada a los Sassi, las viviendas excavadas del Sasso Caveoso y el Sasso Barisano, una casa cueva amueblada, las iglesias rupestres con frescos y la vista desde la Murgia.",
          "Descente dans les Sassi, les habitations troglodytes du Sasso Caveoso et du Sasso Barisano, une maison-grotte meublée, les églises rupestres peintes et la vue depuis la Murgia.",
          "Hinab in die Sassi, die Höhlenwohnungen von Sasso Caveoso und Sasso Barisano, ein eingerichtetes Höhlenhaus, die bemalten Felsenkirchen und der Blick von der Murgia über die Schlucht.",
        ],
      ],
      [
        "food",
        [
          "Matera: bread of Matera and crusco peppers",
          "Matera: pane di Matera e peperoni cruschi",
          "Matera: el pan de Matera y los pimientos cruschi",
          "Matera : pain de Matera et poivrons cruschi",
          "Matera: Brot von Matera und Peperoni cruschi",
        ],
        [
          "The tall durum wheat bread of Matera from a wood oven, cavatelli with crusco peppers, fave e cicorie and caciocavallo cheese, with a glass of Aglianico del Vulture.",
          "Il pane di Matera dal forno a legna, cavatelli con i peperoni cruschi, fave e cicorie e caciocavallo, con un bicchiere di Aglianico del Vulture.",
          "El alto pan de trigo duro de Matera de horno de leña, cavatelli con pimientos cruschi, fave e cicorie y queso caciocavallo, con una copa de Aglianico del Vulture.",
          "Le haut pain de blé dur de Matera sorti du four à bois, des cavatelli aux poivrons cruschi, fave e cicorie et caciocavallo, avec un verre d'aglianico del Vulture.",
          "Das hohe Hartweizenbrot von Matera aus dem Holzofen, Cavatelli mit Peperoni cruschi, Fave e cicorie und Caciocavallo, dazu ein Glas Aglianico del Vulture.",
        ],
      ],
    ],
  },
  "ITA Alberobello": {
    days: [
      [
        "see",
        [
          "Alberobello: the trulli and the Itria Valley",
          "Alberobello: i trulli e la Valle d'Itria",
          "Alberobello: los trulli y el valle de Itria",
          "Alberobello : les trulli et la vallée d'Itria",
          "Alberobello: die Trulli und das Itria-Tal",
        ],
        [
          "The lanes of conical trulli in the Rione Monti and Aia Piccola, the Trullo Sovrano, then the white town of Locorotondo and the olive groves and farms of the Itria Valley.",
          "I vicoli di trulli del Rione Monti e dell'Aia Piccola, il Trullo Sovrano, poi il borgo bianco di Locorotondo e gli uliveti e le masserie della Valle d'Itria.",
          "Las callejas de trulli cónicos del Rione Monti y de Aia Piccola, el Trullo Sovrano, y luego el pueblo blanco de Locorotondo y los olivares y masserie del valle de Itria.",
          "Les ruelles de trulli coniques du Rione Monti et de l'Aia Piccola, le Trullo Sovrano, puis le bourg blanc de Locorotondo et les oliveraies et masserie de la vallée d'Itria.",
          "Die Gassen der kegelförmigen Trulli im Rione Monti und in der Aia Piccola, der Trullo Sovrano, dann das weiße Städtchen Locorotondo und die Olivenhaine und Masserie des Itria-Tals.",
        ],
      ],
      [
        "food",
        [
          "Alberobello: orecchiette and burrata",
          "Alberobello: orecchiette e burrata",
          "Alberobello: orecchiette y burrata",
          "Alberobello : orecchiette et burrata",
          "Alberobello: Orecchiette und Burrata",
        ],
        [
          "A masseria of the Itria Valley, its olive oil mill and a cheesemaker pulling burrata and mozzarella, then orecchiette with turnip tops and a glass of Primitivo.",
          "Una masseria della Valle d'Itria con il suo frantoio e un casaro che fila burrata e mozzarella, poi orecchiette con le cime di rapa e un bicchiere di Primitivo.",
          "Una masseria del valle de Itria con su almazara y un quesero que hila burrata y mozzarella, y luego orecchiette con grelos y una copa de Primitivo.",
          "Une masseria de la vallée d'Itria, son moulin à huile et un fromager qui file burrata et mozzarella, puis des orecchiette aux fanes de navet et un verre de primitivo.",
          "Eine Masseria im Itria-Tal mit ihrer Ölmühle und einem Käser, der Burrata und Mozzarella zieht, dann Orecchiette mit Stängelkohl und ein Glas Primitivo.",
        ],
      ],
    ],
  },
  "ITA Mount Etna": {
    days: [
      [
        "see",
        [
          "Mount Etna: the summit craters",
          "Etna: i crateri sommitali",
          "Etna: los cráteres de la cima",
          "Etna : les cratères sommitaux",
          "Ätna: die Gipfelkrater",
        ],
        [
          "From Rifugio Sapienza by cable car and 4x4 to the high slopes, then on foot with an authorized volcano guide among the lava fields and fumaroles below the summit craters.",
          "Dal Rifugio Sapienza in funivia e fuoristrada fino in quota, poi a piedi con una guida vulcanologica autorizzata tra colate e fumarole sotto i crateri sommitali.",
          "Desde el refugio Sapienza en teleférico y 4x4 hasta lo alto, y luego a pie con un guía vulcanológico autorizado entre coladas de lava y fumarolas bajo los cráteres de la cima.",
          "Du refuge Sapienza en téléphérique et en 4x4 jusqu'aux hautes pentes, puis à pied avec un guide volcanologue agréé parmi les coulées et les fumerolles sous les cratères sommitaux.",
          "Vom Rifugio Sapienza mit Seilbahn und Geländewagen in die Höhe, dann zu Fuß mit einem zugelassenen Vulkanführer zwischen Lavafeldern und Fumarolen unter den Gipfelkratern.",
        ],
      ],
      [
        "see",
        [
          "Mount Etna: Silvestri craters and the lava caves",
          "Etna: i crateri Silvestri e le grotte di lava",
          "Etna: los cráteres Silvestri y las cuevas de lava",
          "Etna : les cratères Silvestri et les grottes de lave",
          "Ätna: die Silvestri-Krater und die Lavahöhlen",
        ],
        [
          "A walk around the rims of the extinct Silvestri craters, down into a lava tube with helmets and lamps, and a winery on the black soil of the slopes for a glass of Etna Rosso.",
          "Il giro dei crateri spenti Silvestri, la discesa in una grotta di scorrimento lavico con casco e lampada e una cantina sui terreni neri del vulcano per un Etna Rosso.",
          "Un paseo por el borde de los cráteres apagados Silvestri, la bajada con casco y linterna a un tubo de lava y una bodega sobre la tierra negra de las laderas para un Etna Rosso.",
          "Le tour des cratères éteints Silvestri, la descente casquée et lampe en main dans un tunnel de lave, et un domaine viticole sur la terre noire des pentes pour un etna rosso.",
          "Ein Rundgang an den Rändern der erloschenen Silvestri-Krater, mit Helm und Lampe hinab in eine Lavaröhre und ein Weingut auf der schwarzen Erde der Hänge für einen Etna Rosso.",
        ],
      ],
    ],
  },
  "ITA Taormina": {
    days: [
      [
        "see",
        [
          "Taormina: the Teatro Antico and Isola Bella",
          "Taormina: il Teatro antico e l'Isola Bella",
          "Taormina: el Teatro Griego e Isola Bella",
          "Taormina : le théâtre antique et l'Isola Bella",
          "Taormina: das antike Theater und die Isola Bella",
        ],
        [
          "The Greco-Roman Teatro Antico with Etna behind its stage, Corso Umberto and the gardens of Villa Comunale, then down by cable car to the pebble cove of Isola Bella.",
          "Il Teatro antico greco-romano con l'Etna dietro la scena, corso Umberto e la Villa Comunale, poi giù in funivia fino alla baia dell'Isola Bella.",
          "El teatro grecorromano con el Etna detrás de la escena, el Corso Umberto y los jardines de la Villa Comunale, y bajada en teleférico a la cala de Isola Bella.",
          "Le théâtre gréco-romain avec l'Etna derrière la scène, le corso Umberto et les jardins de la Villa Comunale, puis la descente en téléphérique vers la crique de l'Isola Bella.",
          "Das griechisch-römische Theater mit dem Ätna hinter der Bühne, der Corso Umberto und die Gärten der Villa Comunale, dann mit der Seilbahn hinab zur Kiesbucht der Isola Bella.",
        ],
      ],
      [
        "food",
        [
          "Taormina: granita, arancini and cannoli",
          "Taormina: granita, arancini e cannoli",
          "Taormina: granita, arancini y cannoli",
          "Taormina : granita, arancini et cannoli",
          "Taormina: Granita, Arancini und Cannoli",
        ],
        [
          "Almond granita with a brioche, arancini and pasta alla Norma, then the hill village of Castelmola for its almond wine and cannoli filled with fresh ricotta.",
          "Granita di mandorla con la brioche, arancini e pasta alla Norma, poi il borgo di Castelmola per il vino alla mandorla e i cannoli riempiti al momento.",
          "Granita de almendra con brioche, arancini y pasta alla Norma, y luego el pueblo de Castelmola por su vino de almendra y los cannoli rellenos de ricotta fresca.",
          "Granita à l'amande et sa brioche, arancini et pâtes alla Norma, puis le village perché de Castelmola pour son vin d'amande et des cannoli garnis de ricotta fraîche.",
          "Mandelgranita mit Brioche, Arancini und Pasta alla Norma, dann das Bergdorf Castelmola mit seinem Mandelwein und frisch mit Ricotta gefüllten Cannoli.",
        ],
      ],
    ],
  },
  "ITA Agrigento": {
    days: [
      [
        "see",
        [
          "Agrigento: the old town and the Scala dei Turchi",
          "Agrigento: il centro storico e la Scala dei Turchi",
          "Agrigento: el casco antiguo y la Scala dei Turchi",
          "Agrigente : la vieille ville et la Scala dei Turchi",
          "Agrigent: die Altstadt und die Scala dei Turchi",
        ],
        [
          "Via Atenea and the lanes of the hilltop old town up to the cathedral of San Gerlando, then the white marl cliff of the Scala dei Turchi along the coast to the west.",
          "Via Atenea e i vicoli del centro storico in cima al colle fino alla cattedrale di San Gerlando, poi la bianca falesia di marna della Scala dei Turchi lungo la costa a ovest.",
          "La Via Atenea y las callejas del casco antiguo, en lo alto de la colina, hasta la catedral de San Gerlando, y luego el blanco acantilado de marga de la Scala dei Turchi.",
          "La via Atenea et les ruelles de la vieille ville perchée jusqu'à la cathédrale San Gerlando, puis la falaise de marne blanche de la Scala dei Turchi sur la côte ouest.",
          "Die Via Atenea und die Gassen der Altstadt auf dem Hügel bis zur Kathedrale San Gerlando, dann die weiße Mergelklippe der Scala dei Turchi an der Küste im Westen.",
        ],
      ],
      [
        "food",
        [
          "Agrigento: almonds and couscous",
          "Agrigento: mandorle e cuscus",
          "Agrigento: almendras y cuscús",
          "Agrigente : amandes et couscous",
          "Agrigent: Mandeln und Couscous",
        ],
        [
          "Almond pastries from a convent bakery, fish couscous as it is made on this coast, caponata and a tasting of Nero d'Avola, with the coordinator in an old trattoria.",
          "Dolci di mandorla di un forno di convento, il cuscus di pesce come si fa su questa costa, la caponata e un assaggio di Nero d'Avola, con il coordinatore in una vecchia trattoria.",
          "Dulces de almendra de un obrador conventual, cuscús de pescado como se hace en esta costa, caponata y una cata de Nero d'Avola con el coordinador en una vieja trattoria.",
          "Pâtisseries aux amandes d'une boulangerie de couvent, couscous de poisson comme sur cette côte, caponata et dégustation de nero d'avola, avec le coordinateur dans une vieille trattoria.",
          "Mandelgebäck aus einer Klosterbäckerei, Fisch-Couscous, wie man ihn an dieser Küste kocht, Caponata und eine Probe Nero d'Avola, mit dem Koordinator in einer alten Trattoria.",
        ],
      ],
    ],
  },
  "ITA Valley of the Temples": {
    days: [
      [
        "see",
        [
          "Valley of the Temples: the Doric temples of Akragas",
          "Valle dei Templi: i templi dorici di Akragas",
          "Valle de los Templos: los templos dóricos de Akragas",
          "Vallée des Temples : les temples doriques d'Akragas",
          "Tal der Tempel: die dorischen Tempel von Akragas",
        ],
        [
          "Along the ridge of ancient Akragas from the Temple of Juno to the Temple of Concordia, one of the best kept Greek temples anywhere, the fallen giants of the Temple of Zeus and the Kolymbethra garden.",
          "Lungo il crinale dell'antica Akragas dal Tempio di Giunone al Tempio della Concordia, tra i templi greci meglio conservati, i Telamoni del Tempio di Zeus e il Giardino della Kolymbethra.",
          "Por la cresta de la antigua Akragas del templo de Juno al de la Concordia, uno de los templos griegos mejor conservados, los atlantes caídos del templo de Zeus y el jardín de la Kolymbethra.",
          "Le long de la crête de l'antique Akragas, du temple de Junon au temple de la Concorde, l'un des temples grecs les mieux conservés, les télamons du temple de Zeus et le jardin de la Kolymbethra.",
          "Über den Höhenzug des antiken Akragas vom Juno-Tempel zum Concordia-Tempel, einem der besterhaltenen griechischen Tempel, zu den Telamonen des Zeus-Tempels und in den Garten der Kolymbethra.",
        ],
      ],
    ],
  },
  "ITA Palermo": {
    days: [
      [
        "see",
        [
          "Palermo: the cathedral and the Palatine Chapel",
          "Palermo: la Cattedrale e la Cappella Palatina",
          "Palermo: la catedral y la Capilla Palatina",
          "Palerme : la cathédrale et la chapelle Palatine",
          "Palermo: die Kathedrale und die Cappella Palatina",
        ],
        [
          "The Arab-Norman city: the golden mosaics of the Palatine Chapel in the Norman Palace, the cathedral, the Quattro Canti crossroads, the Pretoria fountain and the red domes of San Cataldo.",
          "La Palermo arabo-normanna: i mosaici d'oro della Cappella Palatina a Palazzo dei Normanni, la Cattedrale, i Quattro Canti, la Fontana Pretoria e le cupole rosse di San Cataldo.",
          "El Palermo árabe-normando: los mosaicos dorados de la Capilla Palatina en el Palacio de los Normandos, la catedral, los Quattro Canti, la fuente Pretoria y las cúpulas rojas de San Cataldo.",
          "Palerme arabo-normande : les mosaïques d'or de la chapelle Palatine au palais des Normands, la cathédrale, les Quattro Canti, la fontaine Pretoria et les coupoles rouges de San Cataldo.",
          "Das arabisch-normannische Palermo: die Goldmosaiken der Cappella Palatina im Normannenpalast, die Kathedrale, die Quattro Canti, die Fontana Pretoria und die roten Kuppeln von San Cataldo.",
        ],
      ],
      [
        "see",
        [
          "Palermo: Monreale and Cefalù",
          "Palermo: Monreale e Cefalù",
          "Palermo: Monreale y Cefalù",
          "Palerme : Monreale et Cefalù",
          "Palermo: Monreale und Cefalù",
        ],
        [
          "The cathedral of Monreale, its walls covered in Byzantine mosaics, and its cloister of carved columns, then Cefalù, its Norman cathedral under the rock and its old port.",
          "Il Duomo di Monreale rivestito di mosaici bizantini e il suo chiostro di colonne scolpite, poi Cefalù, con la cattedrale normanna sotto la Rocca e il suo porticciolo.",
          "La catedral de Monreale, cubierta de mosaicos bizantinos, y su claustro de columnas labradas, y después Cefalù, con su catedral normanda bajo la roca y su viejo puerto.",
          "La cathédrale de Monreale tapissée de mosaïques byzantines et son cloître aux colonnes sculptées, puis Cefalù, sa cathédrale normande sous le rocher et son vieux port.",
          "Der Dom von Monreale mit seinen byzantinischen Mosaiken und dem Kreuzgang mit gemeißelten Säulen, dann Cefalù mit seinem Normannendom unter dem Felsen und seinem alten Hafen.",
        ],
      ],
      [
        "food",
        [
          "Palermo: street food at Ballarò",
          "Palermo: il cibo di strada a Ballarò",
          "Palermo: comida callejera en Ballarò",
          "Palerme : la cuisine de rue à Ballarò",
          "Palermo: Straßenessen auf dem Ballarò",
        ],
        [
          "The cries of the Ballarò and Vucciria markets, with panelle, arancine, sfincione and pani ca meusa from the stalls, and cannoli and cassata to finish.",
          "Le abbanniate dei mercati di Ballarò e della Vucciria, con panelle, arancine, sfincione e pani ca meusa dai banchi, e cannoli e cassata per finire.",
          "Los pregones de los mercados de Ballarò y la Vucciria, con panelle, arancine, sfincione y pani ca meusa de los puestos, y cannoli y cassata para terminar.",
          "Les cris des marchés de Ballarò et de la Vucciria, avec panelle, arancine, sfincione et pani ca meusa des étals, puis cannoli et cassata pour finir.",
          "Die Rufe der Märkte Ballarò und Vucciria, mit Panelle, Arancine, Sfincione und Pani ca meusa von den Ständen und zum Schluss Cannoli und Cassata.",
        ],
      ],
    ],
  },
  "ITA Aeolian Islands": {
    days: [
      [
        "see",
        [
          "Aeolian Islands: Lipari and Vulcano",
          "Isole Eolie: Lipari e Vulcano",
          "Islas Eolias: Lípari y Vulcano",
          "Îles Éoliennes : Lipari et Vulcano",
          "Liparische Inseln: Lipari und Vulcano",
        ],
        [
          "The castle rock and archaeological museum of Lipari, then the walk up the Gran Cratere of Vulcano among its sulfur vents and a dip in the warm mud pools by the shore.",
          "La rocca del Castello e il Museo archeologico di Lipari, poi la salita al Gran Cratere di Vulcano tra le fumarole di zolfo e un bagno nei fanghi caldi in riva al mare.",
          "La roca del castillo y el museo arqueológico de Lípari, y luego la subida al Gran Cráter de Vulcano entre fumarolas de azufre y un baño en los lodos calientes junto al mar.",
          "Le rocher du château et le musée archéologique de Lipari, puis la montée au Gran Cratere de Vulcano parmi les fumerolles de soufre et un bain dans les boues chaudes du rivage.",
          "Der Burgfelsen und das Archäologische Museum von Lipari, dann der Aufstieg zum Gran Cratere von Vulcano zwischen Schwefelfumarolen und ein Bad im warmen Schlamm am Ufer.",
        ],
      ],
      [
        "boat",
        [
          "Aeolian Islands: Panarea and Stromboli by night",
          "Isole Eolie: Panarea e Stromboli di notte",
          "Islas Eolias: Panarea y Estrómboli de noche",
          "Îles Éoliennes : Panarea et Stromboli de nuit",
          "Liparische Inseln: Panarea und Stromboli bei Nacht",
        ],
        [
          "By boat to Panarea and, in the warm months, a swim in the Cala Junco, then on to Stromboli and its village, and at dusk offshore below the Sciara del Fuoco to watch the volcano's glowing bursts.",
          "In barca a Panarea e, nei mesi caldi, un bagno a Cala Junco, poi Stromboli e il suo paese, e al tramonto in mare sotto la Sciara del Fuoco a guardare le esplosioni del vulcano.",
          "En barco a Panarea y, en los meses cálidos, un baño en Cala Junco, luego Estrómboli y su pueblo, y al anochecer frente a la Sciara del Fuoco para ver las explosiones incandescentes del volcán.",
          "En bateau à Panarea et, à la belle saison, baignade à Cala Junco, puis Stromboli et son village, et au crépuscule au large de la Sciara del Fuoco pour voir les explosions rougeoyantes du volcan.",
          "Mit dem Boot nach Panarea und in den warmen Monaten ein Bad in der Cala Junco, dann Stromboli und sein Dorf und in der Dämmerung vor der Sciara del Fuoco, um die glühenden Ausbrüche des Vulkans zu sehen.",
        ],
      ],
    ],
  },
  "FRA Paris": {
    days: [
      [
        "see",
        [
          "Paris: the Louvre and the Île de la Cité",
          "Parigi: il Louvre e l'Île de la Cité",
          "París: el Louvre y la isla de la Cité",
          "Paris : le Louvre et l'île de la Cité",
          "Paris: der Louvre und die Île de la Cité",
        ],
        [
          "The Mona Lisa and the Winged Victory in the Louvre, the Tuileries garden, then across the Seine to the Île de la Cité for Notre-Dame and the stained glass of the Sainte-Chapelle; if the day falls on a Tuesday, when the Louvre is closed, the Conciergerie next door instead.",
          "La Gioconda e la Vittoria di Samotracia al Louvre, il giardino delle Tuileries, poi oltre la Senna sull'Île de la Cité per Notre-Dame e le vetrate della Sainte-Chapelle; se il giorno cade di martedì, quando il Louvre è chiuso, la vicina Conciergerie.",
          "La Gioconda y la Victoria de Samotracia en el Louvre, el jardín de las Tullerías y, al otro lado del Sena, la isla de la Cité con Notre-Dame y las vidrieras de la Sainte-Chapelle; si el día cae en martes, cuando el Louvre cierra, la vecina Conciergerie.",
          "La Joconde et la Victoire de Samothrace au Louvre, le jardin des Tuileries, puis l'île de la Cité pour Notre-Dame et les vitraux de la Sainte-Chapelle ; si la journée tombe un mardi, jour de fermeture du Louvre, la Conciergerie voisine.",
          "Mona Lisa und Nike von Samothrake im Louvre, der Tuileriengarten, dann über die Seine auf die Île de la Cité zu Notre-Dame und den Glasfenstern der Sainte-Chapelle; fällt der Tag auf einen Dienstag, an dem der Louvre geschlossen ist, stattdessen die benachbarte Conciergerie.",
        ],
      ],
      [
        "see",
        [
          "Paris: the Eiffel Tower and the Seine",
          "Parigi: la Torre Eiffel e la Senna",
          "París: la torre Eiffel y el Sena",
          "Paris : la tour Eiffel et la Seine",
          "Paris: der Eiffelturm und die Seine",
        ],
        [
          "Up the Eiffel Tower, the Trocadéro terraces across the river, the Arc de Triomphe at the top of the Champs-Élysées, and the bridges of the Seine seen from a river boat.",
          "Su sulla Torre Eiffel, le terrazze del Trocadéro sull'altra riva, l'Arco di Trionfo in cima agli Champs-Élysées e i ponti della Senna visti da un battello.",
          "Subida a la torre Eiffel, las terrazas del Trocadero al otro lado del río, el Arco del Triunfo en lo alto de los Campos Elíseos y los puentes del Sena desde un barco.",
          "Montée à la tour Eiffel, les terrasses du Trocadéro en face, l'Arc de triomphe en haut des Champs-Élysées et les ponts de la Seine vus d'un bateau-mouche.",
          "Hinauf auf den Eiffelturm, die Terrassen des Trocadéro am anderen Ufer, der Triumphbogen am Ende der Champs-Élysées und die Seinebrücken vom Ausflugsboot aus.",
        ],
      ],
      [
        "see",
        [
          "Paris: Montmartre and the Musée d'Orsay",
          "Parigi: Montmartre e il Musée d'Orsay",
          "París: Montmartre y el museo de Orsay",
          "Paris : Montmartre et le musée d'Orsay",
          "Paris: Montmartre und das Musée d'Orsay",
        ],
        [
          "The Impressionists in the old railway station of the Musée d'Orsay, then up the steps of Montmartre to the Sacré-Cœur and the painters of the Place du Tertre; if the day falls on a Monday, when the Orsay is closed, Monet's Water Lilies at the Orangerie instead.",
          "Gli impressionisti nella vecchia stazione del Musée d'Orsay, poi su per le scalinate di Montmartre fino al Sacré-Cœur e ai pittori di place du Tertre; se il giorno cade di lunedì, quando l'Orsay è chiuso, le Ninfee di Monet all'Orangerie.",
          "Los impresionistas en la antigua estación del museo de Orsay y después las escaleras de Montmartre hasta el Sacré-Cœur y los pintores de la plaza du Tertre; si el día cae en lunes, cuando el Orsay cierra, los Nenúfares de Monet en la Orangerie.",
          "Les impressionnistes dans l'ancienne gare du musée d'Orsay, puis les escaliers de Montmartre jusqu'au Sacré-Cœur et aux peintres de la place du Tertre ; si la journée tombe un lundi, jour de fermeture d'Orsay, les Nymphéas de Monet à l'Orangerie.",
          "Die Impressionisten im alten Bahnhof des Musée d'Orsay, dann die Treppen von Montmartre hinauf zu Sacré-Cœur und den Malern der Place du Tertre; fällt der Tag auf einen Montag, an dem das Orsay geschlossen ist, stattdessen Monets Seerosen in der Orangerie.",
        ],
      ],
      [
        "food",
        [
          "Paris: the Marais and the Rue Cler",
          "Parigi: il Marais e rue Cler",
          "París: el Marais y la calle Cler",
          "Paris : le Marais et la rue Cler",
          "Paris: das Marais und die Rue Cler",
        ],
        [
          "Croissants from a local bakery, the cheese and wine shops of the Rue Cler, falafel in the Rue des Rosiers in the Marais, and macarons and steak frites in a bistro.",
          "Croissant di una boulangerie di quartiere, le botteghe di formaggi e vini di rue Cler, il falafel di rue des Rosiers nel Marais, macaron e steak frites in un bistrot.",
          "Cruasanes de una panadería de barrio, las queserías y vinotecas de la calle Cler, falafel en la calle des Rosiers del Marais y macarons y steak frites en un bistró.",
          "Croissants d'une boulangerie de quartier, les fromagers et cavistes de la rue Cler, un falafel rue des Rosiers dans le Marais, des macarons et un steak-frites au bistrot.",
          "Croissants vom Bäcker im Viertel, die Käse- und Weinläden der Rue Cler, Falafel in der Rue des Rosiers im Marais, Macarons und Steak frites im Bistro.",
        ],
      ],
      [
        "night",
        [
          "Paris: Saint-Germain and the Latin Quarter by night",
          "Parigi: Saint-Germain e il Quartiere Latino di notte",
          "París: Saint-Germain y el Barrio Latino de noche",
          "Paris : Saint-Germain et le Quartier latin la nuit",
          "Paris: Saint-Germain und das Quartier Latin bei Nacht",
        ],
        [
          "The cafés of Saint-Germain-des-Prés, a jazz cellar in the Latin Quarter, the lit-up bridges along the Seine and the bars of the Canal Saint-Martin and Oberkampf late into the night.",
          "I caffè di Saint-Germain-des-Prés, una cantina jazz nel Quartiere Latino, i ponti illuminati lungo la Senna e i bar del Canal Saint-Martin e di Oberkampf fino a tardi.",
          "Los cafés de Saint-Germain-des-Prés, un sótano de jazz en el Barrio Latino, los puentes iluminados del Sena y los bares del canal Saint-Martin y de Oberkampf hasta tarde.",
          "Les cafés de Saint-Germain-des-Prés, une cave de jazz du Quartier latin, les ponts illuminés de la Seine et les bars du canal Saint-Martin et d'Oberkampf tard dans la nuit.",
          "Die Cafés von Saint-Germain-des-Prés, ein Jazzkeller im Quartier Latin, die beleuchteten Seinebrücken und die Bars am Canal Saint-Martin und in Oberkampf bis spät in die Nacht.",
        ],
      ],
    ],
  },
  "FRA Mont-Saint-Michel": {
    days: [
      [
        "see",
        [
          "Mont-Saint-Michel: the abbey on its rock",
          "Mont-Saint-Michel: l'abbazia sulla rocca",
          "Mont-Saint-Michel: la abadía sobre la roca",
          "Mont-Saint-Michel : l'abbaye sur son rocher",
          "Mont-Saint-Michel: die Abtei auf dem Felsen",
        ],
        [
          "Over the footbridge or by the shuttle to the island, up the Grande Rue to the Gothic abbey, its cloister hung above the bay and the Merveille, with the ramparts walk back down.",
          "Sulla passerella o in navetta fino all'isola, su per la Grande Rue fino all'abbazia gotica, al chiostro sospeso sulla baia e alla Merveille, e giù lungo i bastioni.",
          "Por la pasarela o en lanzadera hasta la isla, subida por la Grande Rue hasta la abadía gótica, su claustro suspendido sobre la bahía y la Merveille, y bajada por las murallas.",
          "Par la passerelle ou en navette jusqu'à l'île, la Grande Rue jusqu'à l'abbaye gothique, son cloître suspendu au-dessus de la baie et la Merveille, puis la descente par les remparts.",
          "Über den Steg oder mit dem Shuttle auf die Insel, die Grande Rue hinauf zur gotischen Abtei, ihrem über der Bucht hängenden Kreuzgang und der Merveille, zurück über die Wehrgänge.",
        ],
      ],
      [
        "see",
        [
          "Mont-Saint-Michel: across the bay on foot",
          "Mont-Saint-Michel: la traversata a piedi della baia",
          "Mont-Saint-Michel: la travesía de la bahía a pie",
          "Mont-Saint-Michel : la traversée de la baie à pied",
          "Mont-Saint-Michel: zu Fuß durch die Bucht",
        ],
        [
          "Barefoot across the sands of the bay at low tide with a licensed bay guide, who knows the quicksand and the tides, from Genêts past the islet of Tombelaine to the Mont.",
          "A piedi nudi sulla sabbia della baia con la bassa marea e una guida abilitata che conosce sabbie mobili e maree, da Genêts oltre l'isolotto di Tombelaine fino al Mont.",
          "Descalzos por la arena de la bahía con la marea baja y un guía acreditado que conoce las arenas movedizas y las mareas, de Genêts por el islote de Tombelaine hasta el Mont.",
          "Pieds nus sur les sables de la baie à marée basse avec un guide agréé qui connaît les sables mouvants et les marées, de Genêts par l'îlot de Tombelaine jusqu'au Mont.",
          "Barfuß bei Ebbe durch den Sand der Bucht mit einem zugelassenen Wattführer, der Treibsand und Gezeiten kennt, von Genêts an der Insel Tombelaine vorbei zum Mont.",
        ],
      ],
    ],
  },
  "FRA Saint-Malo": {
    days: [
      [
        "see",
        [
          "Saint-Malo: the ramparts and Fort National",
          "Saint-Malo: i bastioni e il Fort National",
          "Saint-Malo: las murallas y el Fort National",
          "Saint-Malo : les remparts et le Fort National",
          "Saint-Malo: die Stadtmauern und das Fort National",
        ],
        [
          "The walk around the ramparts of the corsairs' walled town, out across the sand at low tide to the Grand Bé islet and Chateaubriand's tomb, and a look at Fort National.",
          "Il giro dei bastioni della città murata dei corsari, la sabbia con la bassa marea fino all'isolotto del Grand Bé e alla tomba di Chateaubriand, e uno sguardo al Fort National.",
          "La vuelta a las murallas de la ciudad de los corsarios, la arena con marea baja hasta el islote del Grand Bé y la tumba de Chateaubriand, y una mirada al Fort National.",
          "Le tour des remparts de la cité corsaire, la traversée à marée basse jusqu'à l'îlot du Grand Bé et à la tombe de Chateaubriand, et un regard sur le Fort National.",
          "Der Rundgang auf den Mauern der Korsarenstadt, bei Ebbe über den Sand zur Insel Grand Bé mit dem Grab Chateaubriands und ein Blick auf das Fort National.",
        ],
      ],
      [
        "food",
        [
          "Saint-Malo: oysters of Cancale and galettes",
          "Saint-Malo: ostriche di Cancale e galettes",
          "Saint-Malo: ostras de Cancale y galettes",
          "Saint-Malo : huîtres de Cancale et galettes",
          "Saint-Malo: Austern aus Cancale und Galettes",
        ],
        [
          "The oyster stalls on the quay at Cancale facing the oyster beds, buckwheat galettes and cider in a crêperie, and kouign-amann and salted butter caramel in the walled town.",
          "I banchi di ostriche sul molo di Cancale davanti ai parchi, galettes di grano saraceno e sidro in una crêperie, kouign-amann e caramello al burro salato nella città murata.",
          "Los puestos de ostras del muelle de Cancale frente a los viveros, galettes de trigo sarraceno y sidra en una crêperie, y kouign-amann y caramelo de mantequilla salada.",
          "Les étals d'huîtres du port de Cancale face aux parcs, galettes de sarrasin et cidre dans une crêperie, kouign-amann et caramel au beurre salé dans la ville close.",
          "Die Austernstände am Kai von Cancale vor den Austernbänken, Buchweizen-Galettes und Cidre in einer Crêperie, Kouign-amann und Salzbutterkaramell in der Altstadt.",
        ],
      ],
    ],
  },
  "FRA Amboise": {
    days: [
      [
        "see",
        [
          "Amboise: the royal château and Clos Lucé",
          "Amboise: il castello reale e il Clos Lucé",
          "Amboise: el castillo real y el Clos Lucé",
          "Amboise : le château royal et le Clos Lucé",
          "Amboise: das Königsschloss und Clos Lucé",
        ],
        [
          "The royal château above the Loire and the chapel where Leonardo da Vinci lies, then Clos Lucé, the manor where he spent his last years, with models of his machines in the park.",
          "Il castello reale sulla Loira e la cappella dove riposa Leonardo da Vinci, poi il Clos Lucé, la dimora dei suoi ultimi anni, con i modelli delle sue macchine nel parco.",
          "El castillo real sobre el Loira y la capilla donde reposa Leonardo da Vinci, y luego el Clos Lucé, la casa de sus últimos años, con maquetas de sus máquinas en el parque.",
          "Le château royal au-dessus de la Loire et la chapelle où repose Léonard de Vinci, puis le Clos Lucé, sa demeure des dernières années, avec ses machines dans le parc.",
          "Das Königsschloss über der Loire und die Kapelle mit dem Grab Leonardo da Vincis, dann Clos Lucé, sein letzter Wohnsitz, mit Modellen seiner Maschinen im Park.",
        ],
      ],
      [
        "food",
        [
          "Amboise: Vouvray in the tufa cellars",
          "Amboise: il Vouvray nelle cantine di tufo",
          "Amboise: el Vouvray en las bodegas de toba",
          "Amboise : le vouvray dans les caves de tuffeau",
          "Amboise: Vouvray in den Tuffsteinkellern",
        ],
        [
          "Vouvray and Montlouis wines tasted in cellars dug into the white tufa cliffs, with rillettes de Tours, Sainte-Maure goat's cheese and a tarte Tatin from the Loire.",
          "Vini di Vouvray e Montlouis degustati in cantine scavate nel tufo bianco, con rillettes di Tours, formaggio di capra Sainte-Maure e una tarte Tatin della Loira.",
          "Vinos de Vouvray y Montlouis catados en bodegas excavadas en la toba blanca, con rillettes de Tours, queso de cabra Sainte-Maure y una tarta Tatin del Loira.",
          "Vouvray et montlouis dégustés dans des caves creusées dans le tuffeau blanc, avec rillettes de Tours, sainte-maure de Touraine et tarte Tatin.",
          "Vouvray- und Montlouis-Weine in Kellern, die in den weißen Tuffstein gegraben sind, dazu Rillettes de Tours, Ziegenkäse Sainte-Maure und eine Tarte Tatin.",
        ],
      ],
    ],
  },
  "FRA Loire Valley châteaux": {
    days: [
      [
        "see",
        [
          "Loire Valley châteaux: Chenonceau and Chambord",
          "Castelli della Loira: Chenonceau e Chambord",
          "Castillos del Loira: Chenonceau y Chambord",
          "Châteaux de la Loire : Chenonceau et Chambord",
          "Loire-Schlösser: Chenonceau und Chambord",
        ],
        [
          "Chenonceau, the ladies' château built on arches across the river Cher, then Chambord, François I's hunting palace with its double spiral staircase and its roofscape of chimneys.",
          "Chenonceau, il castello delle dame costruito sugli archi del fiume Cher, poi Chambord, la reggia di caccia di Francesco I con la scala a doppia elica e la selva di camini.",
          "Chenonceau, el castillo de las damas construido sobre los arcos del río Cher, y luego Chambord, el pabellón de caza de Francisco I con su escalera de doble hélice.",
          "Chenonceau, le château des Dames bâti sur les arches du Cher, puis Chambord, le palais de chasse de François Ier, son escalier à double révolution et sa forêt de cheminées.",
          "Chenonceau, das Schloss der Damen auf den Bögen über dem Cher, dann Chambord, das Jagdschloss Franz I. mit seiner doppelläufigen Wendeltreppe und seinem Wald aus Kaminen.",
        ],
      ],
      [
        "see",
        [
          "Loire Valley châteaux: Villandry and Azay-le-Rideau",
          "Castelli della Loira: Villandry e Azay-le-Rideau",
          "Castillos del Loira: Villandry y Azay-le-Rideau",
          "Châteaux de la Loire : Villandry et Azay-le-Rideau",
          "Loire-Schlösser: Villandry und Azay-le-Rideau",
        ],
        [
          "The Renaissance gardens of Villandry, its ornamental kitchen garden laid out in geometric beds, then Azay-le-Rideau, reflected in the river Indre, and Ussé, the castle of Sleeping Beauty.",
          "I giardini rinascimentali di Villandry con l'orto ornamentale a disegni geometrici, poi Azay-le-Rideau specchiato nell'Indre e Ussé, il castello della Bella Addormentata.",
          "Los jardines renacentistas de Villandry y su huerto ornamental de dibujos geométricos, Azay-le-Rideau reflejado en el río Indre y Ussé, el castillo de la Bella Durmiente.",
          "Les jardins Renaissance de Villandry et leur potager décoratif en parterres géométriques, puis Azay-le-Rideau qui se mire dans l'Indre, et Ussé, le château de la Belle au bois dormant.",
          "Die Renaissancegärten von Villandry mit ihrem geometrischen Ziergemüsegarten, dann Azay-le-Rideau, das sich in der Indre spiegelt, und Ussé, das Dornröschenschloss.",
        ],
      ],
    ],
  },
  "FRA Bordeaux": {
    days: [
      [
        "see",
        [
          "Bordeaux: Place de la Bourse and Saint-Pierre",
          "Bordeaux: place de la Bourse e Saint-Pierre",
          "Burdeos: la plaza de la Bolsa y Saint-Pierre",
          "Bordeaux : place de la Bourse et Saint-Pierre",
          "Bordeaux: Place de la Bourse und Saint-Pierre",
        ],
        [
          "The Place de la Bourse and its water mirror on the quays, the lanes of the Saint-Pierre quarter, the Grosse Cloche gate, the cathedral of Saint-André and the Rue Sainte-Catherine.",
          "Place de la Bourse e il suo specchio d'acqua sui lungofiume, i vicoli del quartiere Saint-Pierre, la Grosse Cloche, la cattedrale di Saint-André e rue Sainte-Catherine.",
          "La plaza de la Bolsa y su espejo de agua junto al río, las callejas del barrio de Saint-Pierre, la puerta de la Grosse Cloche, la catedral de Saint-André y la calle Sainte-Catherine.",
          "La place de la Bourse et son miroir d'eau sur les quais, les ruelles du quartier Saint-Pierre, la Grosse Cloche, la cathédrale Saint-André et la rue Sainte-Catherine.",
          "Die Place de la Bourse mit ihrem Wasserspiegel am Kai, die Gassen des Viertels Saint-Pierre, das Tor der Grosse Cloche, die Kathedrale Saint-André und die Rue Sainte-Catherine.",
        ],
      ],
      [
        "see",
        [
          "Bordeaux: the Chartrons and the Cité du Vin",
          "Bordeaux: gli Chartrons e la Cité du Vin",
          "Burdeos: los Chartrons y la Cité du Vin",
          "Bordeaux : les Chartrons et la Cité du Vin",
          "Bordeaux: die Chartrons und die Cité du Vin",
        ],
        [
          "The old wine merchants' quarter of the Chartrons and its antique dealers, then the Cité du Vin, a museum of wine in a curving tower by the river, with a glass on its top floor.",
          "Il quartiere dei mercanti di vino degli Chartrons con i suoi antiquari, poi la Cité du Vin, museo del vino in una torre sinuosa sul fiume, con un calice all'ultimo piano.",
          "El antiguo barrio de los negociantes de vino, los Chartrons, con sus anticuarios, y la Cité du Vin, museo del vino en una torre curva junto al río, con una copa en lo alto.",
          "Le vieux quartier des négociants des Chartrons et ses antiquaires, puis la Cité du Vin, musée du vin dans sa tour courbe au bord du fleuve, avec un verre au dernier étage.",
          "Das alte Weinhändlerviertel Chartrons mit seinen Antiquitätenläden, dann die Cité du Vin, ein Weinmuseum in einem geschwungenen Turm am Fluss, mit einem Glas im obersten Stock.",
        ],
      ],
      [
        "food",
        [
          "Bordeaux: canelés and the Capucins market",
          "Bordeaux: canelé e il mercato dei Capucins",
          "Burdeos: canelés y el mercado de los Capuchinos",
          "Bordeaux : canelés et marché des Capucins",
          "Bordeaux: Canelés und der Markt der Capucins",
        ],
        [
          "Oysters from the Arcachon basin with a glass of white at the Capucins market, entrecôte à la bordelaise, and canelés, the small caramelized rum cakes of the city.",
          "Ostriche del bacino di Arcachon con un bianco al mercato dei Capucins, entrecôte alla bordolese e i canelé, i piccoli dolci caramellati al rum della città.",
          "Ostras de la bahía de Arcachon con un blanco en el mercado de los Capuchinos, entrecot a la bordelesa y canelés, los pastelitos caramelizados al ron de la ciudad.",
          "Huîtres du bassin d'Arcachon et verre de blanc au marché des Capucins, entrecôte à la bordelaise et canelés, les petits gâteaux caramélisés au rhum de la ville.",
          "Austern aus dem Becken von Arcachon mit einem Glas Weißwein auf dem Markt der Capucins, Entrecôte à la bordelaise und Canelés, die kleinen karamellisierten Rumküchlein der Stadt.",
        ],
      ],
    ],
  },
  "FRA Saint-Émilion": {
    days: [
      [
        "see",
        [
          "Saint-Émilion: the monolithic church",
          "Saint-Émilion: la chiesa monolitica",
          "Saint-Émilion: la iglesia monolítica",
          "Saint-Émilion : l'église monolithe",
          "Saint-Émilion: die monolithische Kirche",
        ],
        [
          "The steep cobbled lanes of the village, the monolithic church carved out of the limestone below the bell tower, the hermit's cave and catacombs, and the view over the vines from the King's Tower.",
          "Le ripide stradine acciottolate del borgo, la chiesa monolitica scavata nel calcare sotto il campanile, la grotta dell'eremita, le catacombe e la vista sulle vigne dalla Tour du Roy.",
          "Las empinadas calles empedradas del pueblo, la iglesia monolítica tallada en la roca bajo el campanario, la gruta del ermitaño, las catacumbas y la vista de los viñedos desde la Torre del Rey.",
          "Les ruelles pavées et pentues du village, l'église monolithe creusée dans le calcaire sous le clocher, l'ermitage et les catacombes, et la vue sur les vignes depuis la tour du Roy.",
          "Die steilen Pflastergassen des Dorfes, die aus dem Kalkstein gehauene monolithische Kirche unter dem Glockenturm, Einsiedlergrotte und Katakomben und der Blick von der Tour du Roy.",
        ],
      ],
      [
        "food",
        [
          "Saint-Émilion: a grand cru estate and macarons",
          "Saint-Émilion: una tenuta di grand cru e i macaron",
          "Saint-Émilion: una finca de grand cru y macarons",
          "Saint-Émilion : un domaine de grand cru et les macarons",
          "Saint-Émilion: ein Grand-Cru-Gut und Makronen",
        ],
        [
          "A château of the Saint-Émilion grands crus, its Merlot vines and barrel cellars, a tasting with the cellar master, and the old-style almond macarons baked in the village since the 17th century.",
          "Uno château dei grands crus di Saint-Émilion, le sue vigne di Merlot e le barricaie, una degustazione con il maestro di cantina e i macaron alle mandorle del borgo, fatti dal Seicento.",
          "Un château de los grands crus de Saint-Émilion, sus viñas de merlot y sus barricas, una cata con el bodeguero y los macarons de almendra del pueblo, que se hacen desde el siglo XVII.",
          "Un château des grands crus de Saint-Émilion, ses merlots et ses chais à barriques, une dégustation avec le maître de chai, et les macarons à l'ancienne du village, cuits depuis le XVIIe siècle.",
          "Ein Château der Grands Crus von Saint-Émilion mit Merlot-Reben und Fasskeller, eine Probe mit dem Kellermeister und die Mandelmakronen nach altem Rezept, seit dem 17. Jahrhundert gebacken.",
        ],
      ],
    ],
  },
  "FRA Carcassonne": {
    days: [
      [
        "see",
        [
          "Carcassonne: La Cité and its ramparts",
          "Carcassonne: la Cité e le sue mura",
          "Carcassonne: la Cité y sus murallas",
          "Carcassonne : la Cité et ses remparts",
          "Carcassonne: die Cité und ihre Mauern",
        ],
        [
          "Through the Porte Narbonnaise into La Cité, the double ring of walls and 52 towers, the Château Comtal and its wall walks, and the Basilica of Saint-Nazaire, then down to the lower town.",
          "Dalla Porte Narbonnaise dentro la Cité, la doppia cinta di mura e 52 torri, il Château Comtal con i suoi camminamenti e la basilica di Saint-Nazaire, poi giù alla città bassa.",
          "Por la Porte Narbonnaise dentro de la Cité, con su doble muralla y 52 torres, el Château Comtal y sus adarves, la basílica de Saint-Nazaire y bajada a la ciudad baja.",
          "La porte Narbonnaise, la double enceinte et ses 52 tours, le château comtal et ses chemins de ronde, la basilique Saint-Nazaire, puis la descente vers la Bastide Saint-Louis.",
          "Durch die Porte Narbonnaise in die Cité mit doppeltem Mauerring und 52 Türmen, das Château Comtal und seine Wehrgänge, die Basilika Saint-Nazaire und hinab in die Unterstadt.",
        ],
      ],
      [
        "food",
        [
          "Carcassonne: cassoulet and Corbières",
          "Carcassonne: cassoulet e Corbières",
          "Carcassonne: cassoulet y Corbières",
          "Carcassonne : cassoulet et corbières",
          "Carcassonne: Cassoulet und Corbières",
        ],
        [
          "Cassoulet of white beans, duck confit and Toulouse sausage baked in its earthenware dish, with red wines of the Corbières and Minervois and a cellar in the vines around town.",
          "Il cassoulet di fagioli bianchi, confit d'anatra e salsiccia di Tolosa cotto nel suo tegame di coccio, con i rossi di Corbières e Minervois e una cantina tra le vigne.",
          "Cassoulet de alubias blancas, confit de pato y salchicha de Toulouse cocido en su cazuela de barro, con tintos de Corbières y Minervois y una bodega entre las viñas.",
          "Le cassoulet aux haricots blancs, confit de canard et saucisse de Toulouse dans sa cassole, avec les rouges des Corbières et du Minervois et un domaine dans les vignes.",
          "Cassoulet aus weißen Bohnen, Entenconfit und Toulouser Wurst in der Tonform gebacken, dazu Rotweine aus Corbières und Minervois und ein Weingut in den Reben rund um die Stadt.",
        ],
      ],
    ],
  },
  "FRA Avignon": {
    days: [
      [
        "see",
        [
          "Avignon: the Palais des Papes and the bridge",
          "Avignone: il Palazzo dei Papi e il ponte",
          "Aviñón: el Palacio de los Papas y el puente",
          "Avignon : le palais des Papes et le pont",
          "Avignon: der Papstpalast und die Brücke",
        ],
        [
          "The Palais des Papes, the largest Gothic palace of the popes who ruled from here in the 14th century, the Rocher des Doms garden, and the four arches left of the Pont Saint-Bénézet.",
          "Il Palazzo dei Papi, il più grande palazzo gotico dei papi che qui regnarono nel Trecento, il giardino del Rocher des Doms e le quattro arcate rimaste del Ponte Saint-Bénézet.",
          "El Palacio de los Papas, el mayor palacio gótico de los pontífices que reinaron aquí en el siglo XIV, el jardín del Rocher des Doms y los cuatro arcos del puente Saint-Bénézet.",
          "Le palais des Papes, plus grand palais gothique, où régnèrent les papes au XIVe siècle, le jardin du Rocher des Doms et les quatre arches restantes du pont Saint-Bénézet.",
          "Der Papstpalast, größter gotischer Palast, Sitz der Päpste im 14. Jahrhundert, der Garten des Rocher des Doms und die vier verbliebenen Bögen des Pont Saint-Bénézet.",
        ],
      ],
      [
        "see",
        [
          "Avignon: the Pont du Gard and Nîmes",
          "Avignone: il Pont du Gard e Nîmes",
          "Aviñón: el Pont du Gard y Nimes",
          "Avignon : le pont du Gard et Nîmes",
          "Avignon: der Pont du Gard und Nîmes",
        ],
        [
          "The three tiers of the Roman aqueduct of the Pont du Gard over the river Gardon, then Nîmes, its Roman arena and the Maison Carrée temple, and the Jardins de la Fontaine.",
          "I tre ordini di arcate dell'acquedotto romano del Pont du Gard sul Gardon, poi Nîmes, la sua arena romana, il tempio della Maison Carrée e i Giardini della Fontana.",
          "Los tres pisos de arcos del acueducto romano del Pont du Gard sobre el Gardon, y después Nimes, su anfiteatro romano, el templo de la Maison Carrée y los Jardines de la Fuente.",
          "Les trois étages d'arches de l'aqueduc romain du pont du Gard sur le Gardon, puis Nîmes, ses arènes, la Maison Carrée et les jardins de la Fontaine.",
          "Die drei Bogenreihen des römischen Aquädukts Pont du Gard über dem Gardon, dann Nîmes mit seiner Arena, dem Tempel der Maison Carrée und den Jardins de la Fontaine.",
        ],
      ],
      [
        "food",
        [
          "Avignon: Les Halles and Châteauneuf-du-Pape",
          "Avignone: Les Halles e Châteauneuf-du-Pape",
          "Aviñón: Les Halles y Châteauneuf-du-Pape",
          "Avignon : les Halles et Châteauneuf-du-Pape",
          "Avignon: Les Halles und Châteauneuf-du-Pape",
        ],
        [
          "The covered market of Les Halles behind its wall of plants, with tapenade, olives and Provençal cheeses, then a tasting among the round stones of the vineyards of Châteauneuf-du-Pape.",
          "Il mercato coperto di Les Halles dietro il suo muro vegetale, con tapenade, olive e formaggi provenzali, poi una degustazione tra i ciottoli delle vigne di Châteauneuf-du-Pape.",
          "El mercado cubierto de Les Halles tras su muro vegetal, con tapenade, aceitunas y quesos provenzales, y una cata entre los cantos rodados de los viñedos de Châteauneuf-du-Pape.",
          "Les Halles et leur mur végétal, tapenade, olives et fromages de Provence, puis une dégustation parmi les galets roulés des vignes de Châteauneuf-du-Pape.",
          "Die Markthalle Les Halles hinter ihrer Pflanzenwand mit Tapenade, Oliven und provenzalischem Käse, dann eine Weinprobe zwischen den Rollkieseln der Reben von Châteauneuf-du-Pape.",
        ],
      ],
    ],
  },
  "FRA Luberon": {
    days: [
      [
        "see",
        [
          "Luberon: Gordes and the Sénanque abbey",
          "Luberon: Gordes e l'abbazia di Sénanque",
          "Luberon: Gordes y la abadía de Sénanque",
          "Luberon : Gordes et l'abbaye de Sénanque",
          "Luberon: Gordes und die Abtei Sénanque",
        ],
        [
          "The stone village of Gordes climbing its hill, the Cistercian abbey of Sénanque in its valley of lavender fields, and the dry-stone huts of the Village des Bories.",
          "Il borgo di pietra di Gordes arroccato sul colle, l'abbazia cistercense di Sénanque nella sua valle di campi di lavanda e le capanne in pietra a secco del Village des Bories.",
          "El pueblo de piedra de Gordes colgado de su colina, la abadía cisterciense de Sénanque en su valle de campos de lavanda y las cabañas de piedra seca del Village des Bories.",
          "Le village de pierre de Gordes accroché à sa colline, l'abbaye cistercienne de Sénanque dans son vallon de lavandes et les cabanes de pierre sèche du village des Bories.",
          "Das Steindorf Gordes an seinem Hügel, die Zisterzienserabtei Sénanque in ihrem Tal der Lavendelfelder und die Trockensteinhütten des Village des Bories.",
        ],
      ],
      [
        "see",
        [
          "Luberon: Roussillon's ochre and Lourmarin",
          "Luberon: l'ocra di Roussillon e Lourmarin",
          "Luberon: los ocres de Roussillon y Lourmarin",
          "Luberon : les ocres de Roussillon et Lourmarin",
          "Luberon: der Ocker von Roussillon und Lourmarin",
        ],
        [
          "The ochre trail through the red and orange cliffs below Roussillon, the perched villages of Bonnieux and Ménerbes, and Lourmarin, its Renaissance château and its cafés under the plane trees.",
          "Il sentiero delle ocre tra le falesie rosse e arancio sotto Roussillon, i borghi arroccati di Bonnieux e Ménerbes e Lourmarin, con il castello rinascimentale e i caffè sotto i platani.",
          "El sendero de los ocres entre los acantilados rojos y naranjas de Roussillon, los pueblos colgados de Bonnieux y Ménerbes y Lourmarin, su castillo renacentista y sus cafés bajo los plátanos.",
          "Le sentier des ocres dans les falaises rouges et orangées sous Roussillon, les villages perchés de Bonnieux et Ménerbes, et Lourmarin, son château Renaissance et ses cafés sous les platanes.",
          "Der Ockerpfad durch die roten und orangen Felsen unter Roussillon, die Bergdörfer Bonnieux und Ménerbes und Lourmarin mit Renaissanceschloss und Cafés unter Platanen.",
        ],
      ],
    ],
  },
  "FRA Marseille": {
    days: [
      [
        "see",
        [
          "Marseille: the Vieux-Port and Le Panier",
          "Marsiglia: il Vieux-Port e Le Panier",
          "Marsella: el Puerto Viejo y Le Panier",
          "Marseille : le Vieux-Port et le Panier",
          "Marseille: der Alte Hafen und Le Panier",
        ],
        [
          "The fishermen's stalls on the quay of the Vieux-Port, the steep lanes of Le Panier and the Vieille Charité, then Fort Saint-Jean and the MuCEM, joined by a footbridge over the sea.",
          "I banchi dei pescatori sul molo del Vieux-Port, i vicoli ripidi del Panier e la Vieille Charité, poi il Forte Saint-Jean e il MuCEM, uniti da una passerella sul mare.",
          "Los puestos de los pescadores en el muelle del Puerto Viejo, las cuestas de Le Panier y la Vieille Charité, y el fuerte Saint-Jean y el MuCEM, unidos por una pasarela sobre el mar.",
          "Les étals des pêcheurs sur le quai du Vieux-Port, les ruelles pentues du Panier et la Vieille Charité, puis le fort Saint-Jean et le MuCEM, reliés par une passerelle au-dessus de la mer.",
          "Die Fischerstände am Kai des Alten Hafens, die steilen Gassen von Le Panier und die Vieille Charité, dann das Fort Saint-Jean und das MuCEM, verbunden durch einen Steg über dem Meer.",
        ],
      ],
      [
        "see",
        [
          "Marseille: Notre-Dame de la Garde and the Château d'If",
          "Marsiglia: Notre-Dame de la Garde e il Castello d'If",
          "Marsella: Notre-Dame de la Garde y el castillo de If",
          "Marseille : Notre-Dame-de-la-Garde et le château d'If",
          "Marseille: Notre-Dame de la Garde und das Château d'If",
        ],
        [
          "Up to Notre-Dame de la Garde, the Bonne Mère watching over the city from its hill, then by boat to the Château d'If, the island prison of the Count of Monte Cristo, and the Frioul islands.",
          "Su a Notre-Dame de la Garde, la Bonne Mère che veglia sulla città dal suo colle, poi in battello al Castello d'If, la prigione del Conte di Montecristo, e alle isole del Frioul.",
          "Subida a Notre-Dame de la Garde, la Bonne Mère que vela por la ciudad, y en barco al castillo de If, la prisión del conde de Montecristo, y a las islas del Frioul.",
          "Montée à Notre-Dame-de-la-Garde, la Bonne Mère qui veille sur la ville, puis en bateau au château d'If, prison du comte de Monte-Cristo, et aux îles du Frioul.",
          "Hinauf zu Notre-Dame de la Garde, der Bonne Mère über der Stadt, dann mit dem Boot zum Château d'If, dem Inselgefängnis des Grafen von Monte Christo, und zu den Frioul-Inseln.",
        ],
      ],
      [
        "food",
        [
          "Marseille: bouillabaisse and panisse",
          "Marsiglia: bouillabaisse e panisse",
          "Marsella: bullabesa y panisse",
          "Marseille : bouillabaisse et panisse",
          "Marseille: Bouillabaisse und Panisse",
        ],
        [
          "A true bouillabaisse served in two courses, the rockfish broth with rouille and then the fish, panisse chips of chickpea flour at L'Estaque, navettes biscuits and a pastis in the shade.",
          "Una vera bouillabaisse servita in due tempi, il brodo di pesce di scoglio con la rouille e poi il pesce, le panisse di ceci all'Estaque, i biscotti navettes e un pastis all'ombra.",
          "Una auténtica bullabesa servida en dos tiempos, el caldo de pescado de roca con rouille y luego el pescado, panisses de garbanzo en L'Estaque, galletas navettes y un pastís a la sombra.",
          "Une vraie bouillabaisse servie en deux temps, le bouillon de poissons de roche et sa rouille puis les poissons, les panisses de l'Estaque, les navettes et un pastis à l'ombre.",
          "Eine echte Bouillabaisse in zwei Gängen, erst die Brühe aus Felsenfischen mit Rouille, dann der Fisch, Panisse aus Kichererbsenmehl in L'Estaque, Navettes-Gebäck und ein Pastis im Schatten.",
        ],
      ],
    ],
  },
  "FRA Calanques": {
    days: [
      [
        "see",
        [
          "Calanques: on foot to Sugiton and Morgiou",
          "Calanques: a piedi a Sugiton e Morgiou",
          "Calanques: a pie a Sugiton y Morgiou",
          "Calanques : à pied à Sugiton et Morgiou",
          "Calanques: zu Fuß nach Sugiton und Morgiou",
        ],
        [
          "A path from the Luminy campus over the limestone ridge to the turquoise inlet of Sugiton and its rocks, for a swim in the warm months, then along the cliffs toward the fishing huts of Morgiou.",
          "Un sentiero dal campus di Luminy oltre la cresta calcarea fino alla calanque turchese di Sugiton e ai suoi scogli, per un bagno nei mesi caldi, poi lungo le falesie verso i capanni di Morgiou.",
          "Un sendero desde el campus de Luminy por la cresta caliza hasta la cala turquesa de Sugiton y sus rocas, para un baño en los meses cálidos, y luego por los acantilados hacia las casetas de Morgiou.",
          "Un sentier du campus de Luminy par la crête calcaire jusqu'à la calanque turquoise de Sugiton et ses rochers, pour la baignade à la belle saison, puis le long des falaises vers les cabanons de Morgiou.",
          "Ein Pfad vom Campus Luminy über den Kalkgrat zur türkisfarbenen Bucht von Sugiton und ihren Felsen, in den warmen Monaten zum Baden, dann an den Klippen entlang zu den Fischerhütten von Morgiou.",
        ],
      ],
      [
        "see",
        [
          "Calanques: Cassis and En-Vau by boat",
          "Calanques: Cassis ed En-Vau in battello",
          "Calanques: Cassis y En-Vau en barco",
          "Calanques : Cassis et En-Vau en bateau",
          "Calanques: Cassis und En-Vau per Boot",
        ],
        [
          "From the little port of Cassis by boat along the white cliffs into the inlets of Port-Miou, Port-Pin and En-Vau, then the view over the bay from the Route des Crêtes above Cap Canaille.",
          "Dal porticciolo di Cassis in battello lungo le falesie bianche dentro le calanques di Port-Miou, Port-Pin ed En-Vau, poi la vista sulla baia dalla Route des Crêtes sopra Cap Canaille.",
          "Desde el puertecito de Cassis en barco por los acantilados blancos hasta las calas de Port-Miou, Port-Pin y En-Vau, y la vista sobre la bahía desde la Route des Crêtes sobre el cabo Canaille.",
          "Du petit port de Cassis en bateau le long des falaises blanches dans les calanques de Port-Miou, Port-Pin et En-Vau, puis la vue depuis la route des Crêtes au-dessus du cap Canaille.",
          "Vom kleinen Hafen Cassis mit dem Boot an weißen Klippen entlang in die Buchten Port-Miou, Port-Pin und En-Vau, dann der Blick von der Route des Crêtes über dem Cap Canaille.",
        ],
      ],
    ],
  },
  "FRA Corsica": {
    days: [
      [
        "see",
        [
          "Corsica: Bonifacio on its cliffs",
          "Corsica: Bonifacio sulle sue falesie",
          "Córcega: Bonifacio sobre sus acantilados",
          "Corse : Bonifacio sur ses falaises",
          "Korsika: Bonifacio auf seinen Klippen",
        ],
        [
          "The citadel of Bonifacio on its white cliffs above the sea, the King of Aragon's Staircase cut down the rock face, and the cliff path to the Pertusato lighthouse facing Sardinia.",
          "La cittadella di Bonifacio sulle falesie bianche a picco sul mare, la Scala del re d'Aragona scavata nella roccia e il sentiero fino al faro di Pertusato, di fronte alla Sardegna.",
          "La ciudadela de Bonifacio sobre sus acantilados blancos, la escalera del Rey de Aragón tallada en la roca y el sendero hasta el faro de Pertusato, frente a Cerdeña.",
          "La citadelle de Bonifacio sur ses falaises blanches, l'escalier du Roi d'Aragon taillé dans la roche et le sentier du phare de Pertusato, face à la Sardaigne.",
          "Die Zitadelle von Bonifacio auf ihren weißen Klippen, die in den Fels gehauene Treppe des Königs von Aragón und der Klippenpfad zum Leuchtturm Pertusato gegenüber Sardinien.",
        ],
      ],
      [
        "boat",
        [
          "Corsica: Scandola and the Calanques de Piana by boat",
          "Corsica: Scandola e i Calanchi di Piana in barca",
          "Córcega: Scandola y las calanques de Piana en barco",
          "Corse : Scandola et les calanques de Piana en bateau",
          "Korsika: Scandola und die Calanche von Piana per Boot",
        ],
        [
          "By boat from Porto along the red porphyry cliffs of the Scandola nature reserve, where ospreys nest, and under the rock towers of the Calanques de Piana, with a stop at the fishing hamlet of Girolata; in winter, when the boats stop, the Calanques de Piana by the cliff road instead.",
          "In barca da Porto lungo le falesie di porfido rosso della riserva di Scandola, dove nidifica il falco pescatore, e sotto le guglie dei Calanchi di Piana, con sosta a Girolata; d'inverno, quando i battelli non navigano, i Calanchi di Piana dalla strada sulle falesie.",
          "En barco desde Porto por los acantilados de pórfido rojo de la reserva de Scandola, donde anida el águila pescadora, y bajo las agujas de las calanques de Piana, con parada en Girolata; en invierno, cuando no hay barcos, las calanques de Piana por la carretera de los acantilados.",
          "En bateau depuis Porto le long des falaises de porphyre rouge de la réserve de Scandola, où niche le balbuzard, et sous les aiguilles des calanques de Piana, avec escale à Girolata ; en hiver, quand les bateaux ne circulent pas, les calanques de Piana par la route de corniche.",
          "Mit dem Boot von Porto an den roten Porphyrklippen des Naturreservats Scandola entlang, wo der Fischadler brütet, und unter den Felstürmen der Calanche von Piana, mit Halt in Girolata; im Winter, wenn keine Boote fahren, stattdessen die Calanche von Piana auf der Küstenstraße.",
        ],
      ],
    ],
  },
  "FRA Nice": {
    days: [
      [
        "see",
        [
          "Nice: Vieux Nice and the Castle Hill",
          "Nizza: la Vieille Ville e la Collina del Castello",
          "Niza: el casco antiguo y la colina del Castillo",
          "Nice : le Vieux-Nice et la colline du Château",
          "Nizza: die Altstadt und der Burgberg",
        ],
        [
          "The baroque churches and narrow streets of Vieux Nice, the flower stalls of the Cours Saleya, the climb to the Castle Hill for the view over the Baie des Anges, and the Promenade des Anglais.",
          "Le chiese barocche e i vicoli della città vecchia, i fiori del Cours Saleya, la salita alla Collina del Castello con la vista sulla Baia degli Angeli e la Promenade des Anglais.",
          "Las iglesias barrocas y callejas del casco antiguo, las flores del Cours Saleya, la subida a la colina del Castillo con vistas a la bahía de los Ángeles y el paseo de los Ingleses.",
          "Les églises baroques et les ruelles du Vieux-Nice, les fleurs du cours Saleya, la montée à la colline du Château pour la vue sur la baie des Anges, et la promenade des Anglais.",
          "Die Barockkirchen und engen Gassen der Altstadt, die Blumenstände des Cours Saleya, der Aufstieg zum Burgberg mit Blick über die Engelsbucht und die Promenade des Anglais.",
        ],
      ],
      [
        "see",
        [
          "Nice: Matisse, Chagall and Èze",
          "Nizza: Matisse, Chagall ed Èze",
          "Niza: Matisse, Chagall y Èze",
          "Nice : Matisse, Chagall et Èze",
          "Nizza: Matisse, Chagall und Èze",
        ],
        [
          "The Chagall museum and the Matisse museum among the olive trees of Cimiez, then the perched village of Èze and its exotic garden high above the sea.",
          "Il museo Chagall e il museo Matisse tra gli ulivi di Cimiez, poi il borgo arroccato di Èze e il suo giardino esotico alto sul mare.",
          "El museo Chagall y el museo Matisse entre los olivos de Cimiez, y después el pueblo colgado de Èze y su jardín exótico sobre el mar.",
          "Le musée Chagall et le musée Matisse parmi les oliviers de Cimiez, puis le village perché d'Èze et son jardin exotique au-dessus de la mer.",
          "Das Chagall-Museum und das Matisse-Museum zwischen den Olivenbäumen von Cimiez, dann das Adlernest Èze mit seinem exotischen Garten hoch über dem Meer.",
        ],
      ],
      [
        "food",
        [
          "Nice: socca and salade niçoise",
          "Nizza: socca e insalata nizzarda",
          "Niza: socca y ensalada nizarda",
          "Nice : socca et salade niçoise",
          "Nizza: Socca und Salade niçoise",
        ],
        [
          "Socca, the chickpea pancake baked in a wood oven, pissaladière and petits farcis in the old town, a pan bagnat for lunch and a proper salade niçoise, with a glass of Bellet wine.",
          "La socca, la farinata di ceci cotta nel forno a legna, pissaladière e petits farcis nella città vecchia, un pan bagnat a pranzo e una vera insalata nizzarda, con un vino di Bellet.",
          "La socca, la torta de garbanzo al horno de leña, pissaladière y petits farcis en el casco antiguo, un pan bagnat a mediodía y una auténtica ensalada nizarda con un vino de Bellet.",
          "La socca cuite au feu de bois, la pissaladière et les petits farcis du Vieux-Nice, un pan-bagnat à midi et une vraie salade niçoise, avec un verre de bellet.",
          "Socca, der im Holzofen gebackene Kichererbsenfladen, Pissaladière und Petits farcis in der Altstadt, mittags ein Pan bagnat und eine echte Salade niçoise mit einem Glas Bellet.",
        ],
      ],
    ],
  },
  "FRA French Riviera": {
    days: [
      [
        "boat",
        [
          "French Riviera: the Lérins Islands",
          "Costa Azzurra: le isole di Lérins",
          "Costa Azul: las islas de Lérins",
          "Côte d'Azur : les îles de Lérins",
          "Côte d'Azur: die Lérins-Inseln",
        ],
        [
          "Out of Cannes to Sainte-Marguerite, its pine woods and the Fort Royal where the Man in the Iron Mask was held, and to Saint-Honorat, where monks still tend the vines.",
          "Da Cannes all'isola di Sainte-Marguerite, con le sue pinete e il Forte Reale dove fu rinchiusa la Maschera di ferro, e a Saint-Honorat, dove i monaci coltivano ancora le vigne.",
          "De Cannes a Sainte-Marguerite, sus pinares y el Fuerte Real donde estuvo preso el Hombre de la Máscara de Hierro, y a Saint-Honorat, donde los monjes aún cuidan sus viñas.",
          "De Cannes à Sainte-Marguerite, ses pinèdes et le fort Royal où fut enfermé le Masque de fer, puis Saint-Honorat, où les moines cultivent encore la vigne.",
          "Von Cannes nach Sainte-Marguerite mit seinen Pinienwäldern und dem Fort Royal, in dem der Mann mit der eisernen Maske saß, und nach Saint-Honorat, wo Mönche noch Wein anbauen.",
        ],
      ],
      [
        "boat",
        [
          "French Riviera: Villefranche, Cap Ferrat and Monaco",
          "Costa Azzurra: Villefranche, Cap Ferrat e Monaco",
          "Costa Azul: Villefranche, Cap Ferrat y Mónaco",
          "Côte d'Azur : Villefranche, Cap-Ferrat et Monaco",
          "Côte d'Azur: Villefranche, Cap Ferrat und Monaco",
        ],
        [
          "Along the coast by sea into the deep bay of Villefranche, around the villas of Cap Ferrat and Beaulieu, to the port of Monaco under the Rock and its Prince's Palace.",
          "Lungo la costa via mare nella rada di Villefranche, attorno alle ville di Cap Ferrat e Beaulieu, fino al porto di Monaco sotto la Rocca e il Palazzo del Principe.",
          "Por mar a lo largo de la costa, en la honda bahía de Villefranche, alrededor de las villas de Cap Ferrat y Beaulieu, hasta el puerto de Mónaco bajo la Roca y el Palacio del Príncipe.",
          "Le long de la côte par la mer, dans la rade de Villefranche, autour des villas du Cap-Ferrat et de Beaulieu, jusqu'au port de Monaco sous le Rocher et le palais princier.",
          "Auf dem Wasser an der Küste entlang in die tiefe Bucht von Villefranche, um die Villen von Cap Ferrat und Beaulieu herum bis zum Hafen von Monaco unter dem Felsen mit dem Fürstenpalast.",
        ],
      ],
      [
        "boat",
        [
          "French Riviera: the Esterel and Saint-Tropez",
          "Costa Azzurra: l'Esterel e Saint-Tropez",
          "Costa Azul: el Esterel y Saint-Tropez",
          "Côte d'Azur : l'Estérel et Saint-Tropez",
          "Côte d'Azur: das Esterel und Saint-Tropez",
        ],
        [
          "Along the red porphyry rocks and coves of the Esterel massif to the bay of Saint-Tropez, for the fishermen's houses of its old port and the Place des Lices in the shade of the plane trees.",
          "Lungo le rocce di porfido rosso e le calette del massiccio dell'Esterel fino al golfo di Saint-Tropez, con le case dei pescatori del porto vecchio e la place des Lices sotto i platani.",
          "A lo largo de las rocas de pórfido rojo y las calas del macizo del Esterel hasta el golfo de Saint-Tropez, con las casas de pescadores de su viejo puerto y la plaza des Lices.",
          "Le long des roches rouges et des criques du massif de l'Estérel jusqu'au golfe de Saint-Tropez, les maisons de pêcheurs du vieux port et la place des Lices sous les platanes.",
          "An den roten Porphyrfelsen und Buchten des Esterel-Massivs entlang bis in den Golf von Saint-Tropez, zu den Fischerhäusern am alten Hafen und zur Place des Lices unter Platanen.",
        ],
      ],
    ],
  },
  "FRA Chamonix": {
    days: [
      [
        "see",
        [
          "Chamonix: the Montenvers train and the Mer de Glace",
          "Chamonix: il trenino del Montenvers e la Mer de Glace",
          "Chamonix: el tren de Montenvers y el Mar de Hielo",
          "Chamonix : le train du Montenvers et la Mer de Glace",
          "Chamonix: die Montenvers-Bahn und das Mer de Glace",
        ],
        [
          "The red rack train up to Montenvers above the Mer de Glace, the great glacier under the Drus, and down the steps to the ice cave dug into it each year, with the old town of Chamonix below.",
          "Il trenino rosso a cremagliera fino al Montenvers sopra la Mer de Glace, il grande ghiacciaio sotto i Drus, e giù per le scale fino alla grotta scavata ogni anno nel ghiaccio.",
          "El tren rojo de cremallera hasta Montenvers sobre el Mar de Hielo, el gran glaciar bajo los Drus, y bajada por las escaleras a la cueva que se excava cada año en el hielo.",
          "Le petit train rouge à crémaillère jusqu'au Montenvers au-dessus de la Mer de Glace, le grand glacier sous les Drus, et les marches jusqu'à la grotte creusée chaque année dans la glace.",
          "Die rote Zahnradbahn hinauf zum Montenvers über dem Mer de Glace, dem großen Gletscher unter den Drus, und die Stufen hinab zur Eisgrotte, die jedes Jahr neu hineingegraben wird.",
        ],
      ],
      [
        "food",
        [
          "Chamonix: fondue, reblochon and Beaufort",
          "Chamonix: fonduta, reblochon e Beaufort",
          "Chamonix: fondue, reblochon y Beaufort",
          "Chamonix : fondue, reblochon et beaufort",
          "Chamonix: Fondue, Reblochon und Beaufort",
        ],
        [
          "Savoyard fondue and tartiflette made with reblochon in a wooden chalet restaurant, a cheese shop for Beaufort and Tomme de Savoie, and a génépi liqueur to finish.",
          "Fonduta savoiarda e tartiflette al reblochon in un ristorante-chalet di legno, una bottega per il Beaufort e la Tomme de Savoie e un liquore di genepì per finire.",
          "Fondue saboyana y tartiflette de reblochon en un restaurante de madera, una quesería para el Beaufort y la tomme de Saboya, y un licor de genepí para terminar.",
          "Fondue savoyarde et tartiflette au reblochon dans un chalet-restaurant, une fromagerie pour le beaufort et la tomme de Savoie, et un génépi pour finir.",
          "Savoyer Fondue und Tartiflette mit Reblochon in einem Holzchalet-Restaurant, ein Käseladen für Beaufort und Tomme de Savoie und zum Schluss ein Génépi-Likör.",
        ],
      ],
    ],
  },
  "FRA Mont Blanc": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Mont Blanc: over the Col de Voza to Les Contamines",
          "Monte Bianco: dal Col de Voza a Les Contamines",
          "Mont Blanc: por el Col de Voza a Les Contamines",
          "Mont Blanc : par le col de Voza aux Contamines",
          "Mont Blanc: über den Col de Voza nach Les Contamines",
        ],
        [
          "The Tour du Mont Blanc sets off from Les Houches over the Col de Voza, past the Bionnassay glacier, and down through pastures and forest to Les Contamines-Montjoie.",
          "Il Tour du Mont Blanc parte da Les Houches per il Col de Voza, passa sotto il ghiacciaio di Bionnassay e scende tra pascoli e boschi fino a Les Contamines-Montjoie.",
          "El Tour del Mont Blanc sale de Les Houches por el Col de Voza, pasa junto al glaciar de Bionnassay y baja entre pastos y bosques hasta Les Contamines-Montjoie.",
          "Le tour du Mont-Blanc part des Houches par le col de Voza, longe le glacier de Bionnassay et descend par les alpages et la forêt jusqu'aux Contamines-Montjoie.",
          "Die Tour du Mont Blanc beginnt in Les Houches über den Col de Voza, am Bionnassay-Gletscher vorbei, und führt durch Almen und Wald hinab nach Les Contamines-Montjoie.",
        ],
      ],
      [
        "trek",
        [
          "Mont Blanc: the Col du Bonhomme to Les Chapieux",
          "Monte Bianco: dal Col du Bonhomme a Les Chapieux",
          "Mont Blanc: el Col du Bonhomme hasta Les Chapieux",
          "Mont Blanc : le col du Bonhomme et Les Chapieux",
          "Mont Blanc: über den Col du Bonhomme nach Les Chapieux",
        ],
        [
          "Up the old Roman road past Notre-Dame de la Gorge to the Col du Bonhomme and the Croix du Bonhomme hut, then down to the hamlet of Les Chapieux in its high valley.",
          "Su per l'antica strada romana oltre Notre-Dame de la Gorge fino al Col du Bonhomme e al rifugio della Croix du Bonhomme, poi giù al villaggio di Les Chapieux nella sua alta valle.",
          "Por la antigua calzada romana de Notre-Dame de la Gorge hasta el Col du Bonhomme y el refugio de la Croix du Bonhomme, y bajada a la aldea de Les Chapieux en su alto valle.",
          "Par la voie romaine de Notre-Dame-de-la-Gorge jusqu'au col du Bonhomme et au refuge de la Croix du Bonhomme, puis la descente vers le hameau des Chapieux.",
          "Auf der alten Römerstraße an Notre-Dame de la Gorge vorbei zum Col du Bonhomme und zur Hütte am Croix du Bonhomme, dann hinab zum Weiler Les Chapieux in seinem Hochtal.",
        ],
      ],
      [
        "trek",
        [
          "Mont Blanc: the Col de la Seigne into Italy",
          "Monte Bianco: il Col de la Seigne verso l'Italia",
          "Mont Blanc: el Col de la Seigne hacia Italia",
          "Mont Blanc : le col de la Seigne vers l'Italie",
          "Mont Blanc: über den Col de la Seigne nach Italien",
        ],
        [
          "Up the Vallée des Glaciers to the Col de la Seigne on the Italian border, the south face of Mont Blanc ahead, and down into the Val Veny past Rifugio Elisabetta and Lac Combal.",
          "Su per la Vallée des Glaciers fino al Col de la Seigne, sul confine italiano, davanti alla parete sud del Monte Bianco, e giù in Val Veny oltre il Rifugio Elisabetta e il Lago Combal.",
          "Subida por la Vallée des Glaciers hasta el Col de la Seigne, en la frontera italiana, frente a la cara sur del Mont Blanc, y bajada al Val Veny por el refugio Elisabetta y el lago Combal.",
          "La vallée des Glaciers jusqu'au col de la Seigne, à la frontière italienne, face au versant sud du mont Blanc, puis le val Veny par le refuge Elisabetta et le lac Combal.",
          "Durch das Vallée des Glaciers zum Col de la Seigne an der italienischen Grenze, vor der Südseite des Mont Blanc, und hinab ins Val Veny an der Rifugio Elisabetta und dem Lago Combal vorbei.",
        ],
      ],
      [
        "trek",
        [
          "Mont Blanc: the Grand Col Ferret to La Fouly",
          "Monte Bianco: il Gran Col Ferret verso La Fouly",
          "Mont Blanc: el Grand Col Ferret hasta La Fouly",
          "Mont Blanc : le Grand col Ferret vers La Fouly",
          "Mont Blanc: über den Grand Col Ferret nach La Fouly",
        ],
        [
          "From the Val Ferret above Courmayeur past the Bonatti hut, facing the Grandes Jorasses, up to the Grand Col Ferret on the Swiss border and down to the village of La Fouly.",
          "Dalla Val Ferret sopra Courmayeur oltre il Rifugio Bonatti, di fronte alle Grandes Jorasses, fino al Gran Col Ferret sul confine svizzero e giù al villaggio di La Fouly.",
          "Del Val Ferret sobre Courmayeur por el refugio Bonatti, frente a las Grandes Jorasses, hasta el Grand Col Ferret en la frontera suiza y bajada al pueblo de La Fouly.",
          "Du val Ferret au-dessus de Courmayeur par le refuge Bonatti, face aux Grandes Jorasses, jusqu'au Grand col Ferret à la frontière suisse, puis la descente vers La Fouly.",
          "Vom Val Ferret über Courmayeur an der Bonatti-Hütte vorbei, gegenüber den Grandes Jorasses, hinauf zum Grand Col Ferret an der Schweizer Grenze und hinab nach La Fouly.",
        ],
      ],
      [
        "trek",
        [
          "Mont Blanc: the Lac Blanc balcony",
          "Monte Bianco: il balcone del Lac Blanc",
          "Mont Blanc: el balcón del Lac Blanc",
          "Mont Blanc : le balcon du lac Blanc",
          "Mont Blanc: der Balkon am Lac Blanc",
        ],
        [
          "The last high stage along the Aiguilles Rouges, by ladders from Tré-le-Champ to the Lac Blanc with the whole Mont Blanc range reflected in it, and on to La Flégère above Chamonix.",
          "L'ultima tappa in quota lungo le Aiguilles Rouges, con le scale da Tré-le-Champ fino al Lac Blanc, dove si specchia tutto il massiccio, e avanti fino alla Flégère sopra Chamonix.",
          "La última etapa alta por las Aiguilles Rouges, con escaleras desde Tré-le-Champ hasta el Lac Blanc, donde se refleja todo el macizo, y hasta La Flégère sobre Chamonix.",
          "La dernière étape en balcon sur les Aiguilles Rouges, par les échelles de Tré-le-Champ jusqu'au lac Blanc où se mire tout le massif, puis jusqu'à la Flégère au-dessus de Chamonix.",
          "Die letzte hohe Etappe an den Aiguilles Rouges, über Leitern von Tré-le-Champ zum Lac Blanc, in dem sich das ganze Massiv spiegelt, und weiter zur Flégère über Chamonix.",
        ],
      ],
      [
        "see",
        [
          "Mont Blanc: the Aiguille du Midi",
          "Monte Bianco: l'Aiguille du Midi",
          "Mont Blanc: la Aiguille du Midi",
          "Mont Blanc : l'aiguille du Midi",
          "Mont Blanc: die Aiguille du Midi",
        ],
        [
          "The cable car from Chamonix to the Aiguille du Midi at 3,842 m, the glass box of the Step into the Void, and the summit of Mont Blanc close across the snowfields.",
          "La funivia da Chamonix all'Aiguille du Midi, a 3842 metri, la teca di vetro del Pas dans le Vide e la vetta del Monte Bianco vicinissima oltre i nevai.",
          "El teleférico de Chamonix a la Aiguille du Midi, a 3842 metros, la caja de cristal del Paso al Vacío y la cima del Mont Blanc muy cerca, al otro lado de los neveros.",
          "Le téléphérique de Chamonix à l'aiguille du Midi, à 3 842 mètres, la cage de verre du Pas dans le vide et le sommet du mont Blanc tout proche au-delà des champs de neige.",
          "Die Seilbahn von Chamonix auf die Aiguille du Midi in 3842 Metern, der Glaskasten des Schritts ins Leere und der Gipfel des Mont Blanc ganz nah jenseits der Schneefelder.",
        ],
      ],
    ],
  },
  "FRA Lake Annecy": {
    days: [
      [
        "see",
        [
          "Lake Annecy: the old town and a lake cruise",
          "Lago di Annecy: la città vecchia e il giro in battello",
          "Lago de Annecy: el casco antiguo y un crucero",
          "Lac d'Annecy : la vieille ville et la croisière",
          "See von Annecy: die Altstadt und eine Schifffahrt",
        ],
        [
          "The canals of old Annecy and the Palais de l'Isle on its island in the river Thiou, then a cruise on the clear water of the lake past Talloires and the castle of Menthon-Saint-Bernard.",
          "I canali della vecchia Annecy e il Palais de l'Isle sull'isolotto del Thiou, poi un giro in battello sulle acque limpide del lago davanti a Talloires e al castello di Menthon-Saint-Bernard.",
          "Los canales del viejo Annecy y el Palais de l'Isle en su islote del río Thiou, y un crucero por las aguas claras del lago frente a Talloires y el castillo de Menthon-Saint-Bernard.",
          "Les canaux du vieil Annecy et le palais de l'Isle sur son îlot du Thiou, puis une croisière sur l'eau claire du lac devant Talloires et le château de Menthon-Saint-Bernard.",
          "Die Kanäle der Altstadt von Annecy und der Palais de l'Isle auf seiner Insel im Thiou, dann eine Schifffahrt auf dem klaren See an Talloires und Schloss Menthon-Saint-Bernard vorbei.",
        ],
      ],
      [
        "see",
        [
          "Lake Annecy: the Col de la Forclaz and the lakeside trail",
          "Lago di Annecy: il Col de la Forclaz e la ciclabile",
          "Lago de Annecy: el Col de la Forclaz y la vía verde",
          "Lac d'Annecy : le col de la Forclaz et la voie verte",
          "See von Annecy: der Col de la Forclaz und der Uferradweg",
        ],
        [
          "The cycle path along the west shore, the view over the whole lake from the Col de la Forclaz where paragliders take off, and the reedbeds of the Bout du Lac nature reserve.",
          "La pista ciclabile lungo la riva ovest, la vista su tutto il lago dal Col de la Forclaz da cui decollano i parapendii e i canneti della riserva del Bout du Lac.",
          "El carril bici de la orilla oeste, la vista de todo el lago desde el Col de la Forclaz, de donde despegan los parapentes, y los carrizales de la reserva del Bout du Lac.",
          "La voie verte de la rive ouest, la vue sur tout le lac depuis le col de la Forclaz d'où s'envolent les parapentes, et les roselières de la réserve du Bout-du-Lac.",
          "Der Radweg am Westufer, der Blick über den ganzen See vom Col de la Forclaz, wo die Gleitschirme starten, und das Schilf des Naturschutzgebiets Bout du Lac.",
        ],
      ],
    ],
  },
  "ESP Madrid": {
    days: [
      [
        "see",
        [
          "Madrid: the Prado and the Retiro",
          "Madrid: il Prado e il Retiro",
          "Madrid: el Prado y el Retiro",
          "Madrid : le Prado et le Retiro",
          "Madrid: der Prado und der Retiro",
        ],
        [
          "Velázquez's Las Meninas, Goya's Black Paintings and Bosch's Garden of Earthly Delights in the Prado, then the Retiro park, its boating lake and the Crystal Palace.",
          "Las Meninas di Velázquez, le Pitture nere di Goya e il Giardino delle delizie di Bosch al Prado, poi il parco del Retiro, il suo laghetto e il Palacio de Cristal.",
          "Las Meninas de Velázquez, las Pinturas negras de Goya y El jardín de las delicias del Bosco en el Prado, y después el Retiro, su estanque y el Palacio de Cristal.",
          "Les Ménines de Velázquez, les Peintures noires de Goya et le Jardin des délices de Bosch au Prado, puis le parc du Retiro, son bassin à barques et le palais de Cristal.",
          "Velázquez' Las Meninas, Goyas Schwarze Gemälde und Boschs Garten der Lüste im Prado, dann der Retiro-Park mit seinem Ruderteich und dem Kristallpalast.",
        ],
      ],
      [
        "see",
        [
          "Madrid: the Royal Palace and Plaza Mayor",
          "Madrid: il Palazzo Reale e la Plaza Mayor",
          "Madrid: el Palacio Real y la Plaza Mayor",
          "Madrid : le Palais royal et la Plaza Mayor",
          "Madrid: der Königspalast und die Plaza Mayor",
        ],
        [
          "The Royal Palace and the Almudena cathedral, the Habsburg lanes of the Madrid de los Austrias, the arcaded Plaza Mayor and the Puerta del Sol, and Picasso's Guernica at the Reina Sofía, or, if the day falls on a Tuesday, when it is closed, the Thyssen-Bornemisza collection.",
          "Il Palazzo Reale e la cattedrale dell'Almudena, i vicoli del Madrid de los Austrias, la Plaza Mayor porticata e la Puerta del Sol, e Guernica di Picasso al Reina Sofía o, se il giorno cade di martedì, quando è chiuso, la collezione Thyssen-Bornemisza.",
          "El Palacio Real y la catedral de la Almudena, las calles del Madrid de los Austrias, la Plaza Mayor porticada y la Puerta del Sol, y el Guernica de Picasso en el Reina Sofía o, si el día cae en martes, cuando cierra, la colección Thyssen-Bornemisza.",
          "Le Palais royal et la cathédrale de l'Almudena, les ruelles du Madrid des Habsbourg, la Plaza Mayor à arcades et la Puerta del Sol, et Guernica de Picasso au Reina Sofía ou, si la journée tombe un mardi, jour de sa fermeture, la collection Thyssen-Bornemisza.",
          "Der Königspalast und die Almudena-Kathedrale, die Gassen des habsburgischen Madrid, die Arkaden der Plaza Mayor und die Puerta del Sol, dazu Picassos Guernica im Reina Sofía oder, fällt der Tag auf einen Dienstag, an dem es geschlossen ist, die Sammlung Thyssen-Bornemisza.",
        ],
      ],
      [
        "food",
        [
          "Madrid: cocido, calamari and churros",
          "Madrid: cocido, calamari e churros",
          "Madrid: cocido, calamares y churros",
          "Madrid : cocido, calamars et churros",
          "Madrid: Cocido, Calamares und Churros",
        ],
        [
          "The Mercado de San Miguel, a calamari sandwich by the Plaza Mayor, cocido madrileño served in three courses in an old tavern, and churros dipped in chocolate at San Ginés.",
          "Il Mercado de San Miguel, un panino ai calamari vicino alla Plaza Mayor, il cocido madrileño servito in tre portate in una vecchia taverna e churros con cioccolata da San Ginés.",
          "El Mercado de San Miguel, un bocadillo de calamares junto a la Plaza Mayor, un cocido madrileño en tres vuelcos en una vieja taberna y churros con chocolate en San Ginés.",
          "Le marché de San Miguel, un sandwich aux calamars près de la Plaza Mayor, le cocido madrileño servi en trois services dans une vieille taverne et des churros au chocolat à San Ginés.",
          "Der Mercado de San Miguel, ein Calamares-Brötchen an der Plaza Mayor, Cocido madrileño in drei Gängen in einer alten Taverne und Churros mit Schokolade bei San Ginés.",
        ],
      ],
      [
        "night",
        [
          "Madrid: La Latina and flamenco by night",
          "Madrid: La Latina e il flamenco di notte",
          "Madrid: La Latina y flamenco de noche",
          "Madrid : La Latina et le flamenco la nuit",
          "Madrid: La Latina und Flamenco bei Nacht",
        ],
        [
          "Tapas from bar to bar along the Cava Baja in La Latina, a flamenco show in a tablao, and the late terraces and bars of Malasaña, where Madrid's night begins after midnight.",
          "Tapas di bar in bar lungo la Cava Baja alla Latina, uno spettacolo di flamenco in un tablao e i locali di Malasaña, dove la notte di Madrid comincia dopo mezzanotte.",
          "Tapas de bar en bar por la Cava Baja en La Latina, un espectáculo en un tablao flamenco y las terrazas y bares de Malasaña, donde la noche de Madrid empieza pasada la medianoche.",
          "Tapas de bar en bar le long de la Cava Baja à La Latina, un spectacle de flamenco dans un tablao, puis les bars de Malasaña, où la nuit madrilène commence après minuit.",
          "Tapas von Bar zu Bar an der Cava Baja in La Latina, Flamenco in einem Tablao und die Bars von Malasaña, wo die Madrider Nacht erst nach Mitternacht beginnt.",
        ],
      ],
    ],
  },
  "ESP Segovia": {
    days: [
      [
        "see",
        [
          "Segovia: the aqueduct and the Alcázar",
          "Segovia: l'acquedotto e l'Alcázar",
          "Segovia: el acueducto y el Alcázar",
          "Ségovie : l'aqueduc et l'Alcázar",
          "Segovia: das Aquädukt und der Alcázar",
        ],
        [
          "The Roman aqueduct striding across the Plaza del Azoguejo, the lanes of the old town to the Gothic cathedral, and the Alcázar on its rock prow above the two rivers.",
          "L'acquedotto romano che scavalca la Plaza del Azoguejo, i vicoli della città vecchia fino alla cattedrale gotica e l'Alcázar sulla sua prua di roccia sopra i due fiumi.",
          "El acueducto romano sobre la plaza del Azoguejo, las calles del casco viejo hasta la catedral gótica y el Alcázar en su proa de roca sobre el Eresma y el Clamores.",
          "L'aqueduc romain qui enjambe la place de l'Azoguejo, les ruelles de la vieille ville jusqu'à la cathédrale gothique et l'Alcázar sur son éperon rocheux au-dessus des deux rivières.",
          "Das römische Aquädukt über der Plaza del Azoguejo, die Gassen der Altstadt bis zur gotischen Kathedrale und der Alcázar auf seinem Felssporn über den beiden Flüssen.",
        ],
      ],
      [
        "food",
        [
          "Segovia: roast suckling pig",
          "Segovia: il maialino arrosto",
          "Segovia: el cochinillo asado",
          "Ségovie : le cochon de lait rôti",
          "Segovia: Spanferkel aus dem Ofen",
        ],
        [
          "Cochinillo asado from a wood oven, carved with the edge of a plate, judiones beans of La Granja, and ponche segoviano, the marzipan-topped sponge cake of the town.",
          "Il cochinillo asado dal forno a legna, tagliato con il bordo di un piatto, i fagioli judiones de La Granja e il ponche segoviano, il dolce con la copertura di marzapane.",
          "Cochinillo asado en horno de leña y partido con el canto de un plato, judiones de La Granja y el ponche segoviano, el bizcocho cubierto de mazapán de la ciudad.",
          "Le cochinillo rôti au four à bois, découpé avec le bord d'une assiette, les judiones de La Granja et le ponche segoviano, gâteau couvert de massepain.",
          "Cochinillo aus dem Holzofen, mit dem Tellerrand zerteilt, Judiones-Bohnen aus La Granja und Ponche segoviano, der mit Marzipan überzogene Biskuitkuchen der Stadt.",
        ],
      ],
    ],
  },
  "ESP Toledo": {
    days: [
      [
        "see",
        [
          "Toledo: the cathedral and the three cultures",
          "Toledo: la cattedrale e le tre culture",
          "Toledo: la catedral y las tres culturas",
          "Tolède : la cathédrale et les trois cultures",
          "Toledo: die Kathedrale und die drei Kulturen",
        ],
        [
          "The Primate Cathedral, El Greco's Burial of the Count of Orgaz in Santo Tomé, the synagogues of Santa María la Blanca and El Tránsito and the mosque of Cristo de la Luz.",
          "La cattedrale primaziale, la Sepoltura del conte di Orgaz del Greco a Santo Tomé, le sinagoghe di Santa María la Blanca e del Tránsito e la moschea del Cristo de la Luz.",
          "La catedral primada, El entierro del conde de Orgaz del Greco en Santo Tomé, las sinagogas de Santa María la Blanca y del Tránsito y la mezquita del Cristo de la Luz.",
          "La cathédrale primatiale, l'Enterrement du comte d'Orgaz du Greco à Santo Tomé, les synagogues Santa María la Blanca et du Tránsito et la mosquée du Cristo de la Luz.",
          "Die Primaskathedrale, El Grecos Begräbnis des Grafen Orgaz in Santo Tomé, die Synagogen Santa María la Blanca und El Tránsito und die Moschee Cristo de la Luz.",
        ],
      ],
      [
        "food",
        [
          "Toledo: marzipan and partridge",
          "Toledo: marzapane e pernice",
          "Toledo: mazapán y perdiz",
          "Tolède : massepain et perdrix",
          "Toledo: Marzipan und Rebhuhn",
        ],
        [
          "Marzipan made by the nuns of a convent, partridge stewed the Toledo way, carcamusas and Manchego cheese, with the view of the city from the Mirador del Valle across the Tagus.",
          "Il marzapane delle suore di clausura, la pernice alla toledana, le carcamusas e il formaggio manchego, con la vista della città dal Mirador del Valle oltre il Tago.",
          "Mazapán de las monjas de un convento, perdiz estofada a la toledana, carcamusas y queso manchego, con la vista de la ciudad desde el Mirador del Valle, al otro lado del Tajo.",
          "Le massepain des religieuses d'un couvent, la perdrix à la tolédane, les carcamusas et le manchego, avec la vue sur la ville depuis le Mirador del Valle, de l'autre côté du Tage.",
          "Marzipan aus einem Nonnenkloster, Rebhuhn nach Toledaner Art, Carcamusas und Manchego, dazu der Blick auf die Stadt vom Mirador del Valle jenseits des Tajo.",
        ],
      ],
    ],
  },
  "ESP Córdoba": {
    days: [
      [
        "see",
        [
          "Córdoba: the Mezquita and the Judería",
          "Cordova: la Mezquita e la Judería",
          "Córdoba: la Mezquita y la Judería",
          "Cordoue : la Mezquita et la Judería",
          "Córdoba: die Mezquita und die Judería",
        ],
        [
          "The forest of red and white arches of the Mezquita, with the cathedral built inside it, the whitewashed lanes of the Judería and its synagogue, and the Roman bridge over the Guadalquivir.",
          "La selva di archi rossi e bianchi della Mezquita con la cattedrale costruita al suo interno, i vicoli imbiancati della Judería e la sua sinagoga, e il ponte romano sul Guadalquivir.",
          "El bosque de arcos rojos y blancos de la Mezquita con la catedral construida dentro, las callejas encaladas de la Judería y su sinagoga, y el puente romano sobre el Guadalquivir.",
          "La forêt d'arcs rouges et blancs de la Mezquita et la cathédrale bâtie en son sein, les ruelles blanchies de la Judería et sa synagogue, et le pont romain sur le Guadalquivir.",
          "Der Wald aus rot-weißen Bögen der Mezquita mit der in sie hineingebauten Kathedrale, die weißen Gassen der Judería mit ihrer Synagoge und die Römerbrücke über den Guadalquivir.",
        ],
      ],
      [
        "see",
        [
          "Córdoba: the patios and Medina Azahara",
          "Cordova: i patios e Medina Azahara",
          "Córdoba: los patios y Medina Azahara",
          "Cordoue : les patios et Medina Azahara",
          "Córdoba: die Patios und Medina Azahara",
        ],
        [
          "The ruins of Medina Azahara, the caliphs' palace city in the hills, then the flower-filled courtyards of the San Basilio quarter and the Alcázar de los Reyes Cristianos and its gardens; if the day falls on a Monday, when Medina Azahara and the Alcázar are closed, the Calahorra tower at the end of the Roman bridge instead.",
          "Le rovine di Medina Azahara, la città palatina dei califfi sulle colline, poi i cortili fioriti del quartiere di San Basilio e l'Alcázar de los Reyes Cristianos con i suoi giardini; se il giorno cade di lunedì, quando Medina Azahara e l'Alcázar sono chiusi, la torre della Calahorra in capo al ponte romano.",
          "Las ruinas de Medina Azahara, la ciudad palatina de los califas en la sierra, y luego los patios floridos del barrio de San Basilio y el Alcázar de los Reyes Cristianos y sus jardines; si el día cae en lunes, cuando Medina Azahara y el Alcázar cierran, la torre de la Calahorra al final del puente romano.",
          "Les ruines de Medina Azahara, la ville-palais des califes dans les collines, puis les patios fleuris du quartier San Basilio et l'Alcázar des Rois chrétiens et ses jardins ; si la journée tombe un lundi, jour de fermeture de Medina Azahara et de l'Alcázar, la tour de la Calahorra au bout du pont romain.",
          "Die Ruinen von Medina Azahara, der Palaststadt der Kalifen in den Hügeln, dann die Blumenhöfe des Viertels San Basilio und der Alcázar de los Reyes Cristianos mit seinen Gärten; fällt der Tag auf einen Montag, an dem Medina Azahara und der Alcázar geschlossen sind, stattdessen der Calahorra-Turm am Ende der Römerbrücke.",
        ],
      ],
      [
        "food",
        [
          "Córdoba: salmorejo and flamenquín",
          "Cordova: salmorejo e flamenquín",
          "Córdoba: salmorejo y flamenquín",
          "Cordoue : salmorejo et flamenquín",
          "Córdoba: Salmorejo und Flamenquín",
        ],
        [
          "Salmorejo, the thick cold tomato cream of Córdoba, flamenquín and rabo de toro in a tavern with a patio, and a glass of dry Montilla-Moriles wine from the countryside to the south.",
          "Il salmorejo, la densa crema fredda di pomodoro di Cordova, il flamenquín e il rabo de toro in una taverna con patio, con un bicchiere di Montilla-Moriles.",
          "Salmorejo cordobés, flamenquín y rabo de toro en una taberna con patio, con una copa de fino de Montilla-Moriles, el vino de la campiña del sur.",
          "Le salmorejo, l'épaisse crème froide de tomate de Cordoue, le flamenquín et la queue de taureau dans une taverne à patio, avec un verre de montilla-moriles.",
          "Salmorejo, die dicke kalte Tomatencreme Córdobas, Flamenquín und Ochsenschwanz in einer Taverne mit Patio, dazu ein Glas trockener Montilla-Moriles.",
        ],
      ],
    ],
  },
  "ESP Seville": {
    days: [
      [
        "see",
        [
          "Seville: the cathedral, the Giralda and the Alcázar",
          "Siviglia: la cattedrale, la Giralda e l'Alcázar",
          "Sevilla: la catedral, la Giralda y el Alcázar",
          "Séville : la cathédrale, la Giralda et l'Alcázar",
          "Sevilla: die Kathedrale, die Giralda und der Alcázar",
        ],
        [
          "The Gothic cathedral and Columbus's tomb, the ramps up the Giralda tower, then the Mudéjar halls, tiles and gardens of the Real Alcázar and the lanes of Santa Cruz.",
          "La cattedrale gotica e la tomba di Colombo, le rampe della Giralda, poi le sale mudéjar, gli azulejos e i giardini del Real Alcázar e i vicoli di Santa Cruz.",
          "La catedral gótica y la tumba de Colón, las rampas de la Giralda, y después los salones mudéjares, azulejos y jardines del Real Alcázar y las callejas de Santa Cruz.",
          "La cathédrale gothique et le tombeau de Colomb, les rampes de la Giralda, puis les salles mudéjares, les azulejos et les jardins du Real Alcázar et les ruelles de Santa Cruz.",
          "Die gotische Kathedrale mit dem Grab des Kolumbus, die Rampen der Giralda, dann die Mudéjar-Säle, Azulejos und Gärten des Real Alcázar und die Gassen von Santa Cruz.",
        ],
      ],
      [
        "see",
        [
          "Seville: Plaza de España and Triana",
          "Siviglia: Plaza de España e Triana",
          "Sevilla: la plaza de España y Triana",
          "Séville : la place d'Espagne et Triana",
          "Sevilla: die Plaza de España und Triana",
        ],
        [
          "The tiled alcoves of the Plaza de España in the María Luisa park, the wooden mushrooms of the Setas on the Plaza de la Encarnación, and across the river to Triana's potters and tiles.",
          "Le nicchie di azulejos di Plaza de España nel parco di María Luisa, i funghi di legno delle Setas in Plaza de la Encarnación e oltre il fiume le botteghe di ceramica di Triana.",
          "Los bancos de azulejos de la plaza de España en el parque de María Luisa, las Setas de la Encarnación y, al otro lado del río, los alfareros y azulejos de Triana.",
          "Les bancs de faïence de la place d'Espagne dans le parc de María Luisa, les champignons de bois des Setas sur la place de l'Encarnación et, de l'autre côté du fleuve, les céramistes de Triana.",
          "Die gekachelten Nischen der Plaza de España im María-Luisa-Park, die Holzpilze der Setas an der Plaza de la Encarnación und jenseits des Flusses die Töpfer und Fliesen von Triana.",
        ],
      ],
      [
        "food",
        [
          "Seville: tapas in Triana and the Alameda",
          "Siviglia: tapas a Triana e all'Alameda",
          "Sevilla: tapas en Triana y la Alameda",
          "Séville : tapas à Triana et à l'Alameda",
          "Sevilla: Tapas in Triana und an der Alameda",
        ],
        [
          "The Triana market by the bridge, espinacas con garbanzos, pescaíto frito and montaditos in the old bars of the Alameda de Hércules, with a chilled manzanilla from Sanlúcar.",
          "Il mercato di Triana vicino al ponte, espinacas con garbanzos, pescaíto frito e montaditos nei vecchi bar dell'Alameda de Hércules, con una manzanilla fresca di Sanlúcar.",
          "El mercado de Triana junto al puente, espinacas con garbanzos, pescaíto frito y montaditos en los bares de siempre de la Alameda de Hércules, con una manzanilla fría de Sanlúcar.",
          "Le marché de Triana près du pont, épinards aux pois chiches, friture de poisson et montaditos dans les vieux bars de l'Alameda de Hércules, avec une manzanilla bien fraîche.",
          "Der Markt von Triana an der Brücke, Spinat mit Kichererbsen, Pescaíto frito und Montaditos in den alten Bars der Alameda de Hércules, dazu ein kühler Manzanilla aus Sanlúcar.",
        ],
      ],
    ],
  },
  "ESP Costa de la Luz": {
    days: [
      [
        "see",
        [
          "Costa de la Luz: Vejer and Baelo Claudia",
          "Costa de la Luz: Vejer e Baelo Claudia",
          "Costa de la Luz: Vejer y Baelo Claudia",
          "Costa de la Luz : Vejer et Baelo Claudia",
          "Costa de la Luz: Vejer und Baelo Claudia",
        ],
        [
          "The white hill town of Vejer de la Frontera, then the Roman fish-salting town of Baelo Claudia on the beach of Bolonia, below its great sand dune, with Morocco across the strait.",
          "Il bianco borgo collinare di Vejer de la Frontera, poi la città romana del garum di Baelo Claudia sulla spiaggia di Bolonia, sotto la sua grande duna, con il Marocco oltre lo stretto.",
          "El pueblo blanco de Vejer de la Frontera y la ciudad romana de las salazones de Baelo Claudia en la playa de Bolonia, bajo su gran duna, con Marruecos al otro lado del estrecho.",
          "Le village blanc de Vejer de la Frontera, puis la ville romaine des salaisons de Baelo Claudia sur la plage de Bolonia, sous sa grande dune, face au Maroc de l'autre côté du détroit.",
          "Das weiße Bergstädtchen Vejer de la Frontera, dann die römische Fischsalzerstadt Baelo Claudia am Strand von Bolonia unter ihrer großen Düne, mit Marokko jenseits der Meerenge.",
        ],
      ],
      [
        "beach",
        [
          "Costa de la Luz: surf at El Palmar",
          "Costa de la Luz: surf a El Palmar",
          "Costa de la Luz: surf en El Palmar",
          "Costa de la Luz : surf à El Palmar",
          "Costa de la Luz: Surfen in El Palmar",
        ],
        [
          "A surf lesson on the long Atlantic beach of El Palmar, where the schools work the gentle beach breaks, and the kites over the wide sands of Tarifa's Los Lances beach.",
          "Una lezione di surf sulla lunga spiaggia atlantica di El Palmar, dove le scuole lavorano sulle onde morbide, e gli aquiloni sulla vasta spiaggia di Los Lances a Tarifa.",
          "Una clase de surf en la larga playa atlántica de El Palmar, donde las escuelas trabajan sus olas suaves, y las cometas del kitesurf sobre la ancha playa de Los Lances en Tarifa.",
          "Une leçon de surf sur la longue plage atlantique d'El Palmar, où les écoles travaillent des vagues douces, et les ailes de kitesurf au-dessus de la plage de Los Lances à Tarifa.",
          "Eine Surfstunde am langen Atlantikstrand von El Palmar, wo die Schulen auf sanften Wellen üben, und die Kites über dem weiten Strand Los Lances in Tarifa.",
        ],
      ],
    ],
  },
  "ESP Ronda": {
    days: [
      [
        "see",
        [
          "Ronda: the Puente Nuevo and El Tajo",
          "Ronda: il Puente Nuevo e El Tajo",
          "Ronda: el Puente Nuevo y el Tajo",
          "Ronda : le Puente Nuevo et El Tajo",
          "Ronda: die Puente Nuevo und El Tajo",
        ],
        [
          "The Puente Nuevo spanning the gorge of El Tajo, the path down to the bottom for the view of the bridge from below, the old bullring and the Arab baths of the old town.",
          "Il Puente Nuevo sopra la gola del Tajo, il sentiero fino in fondo per vedere il ponte dal basso, l'antica plaza de toros e i bagni arabi della città vecchia.",
          "El Puente Nuevo sobre el Tajo, el sendero hasta el fondo para ver el puente desde abajo, la vieja plaza de toros de la Real Maestranza y los baños árabes de la ciudad antigua.",
          "Le Puente Nuevo au-dessus de la gorge d'El Tajo, le sentier jusqu'en bas pour voir le pont d'en dessous, les vieilles arènes et les bains arabes de la vieille ville.",
          "Die Puente Nuevo über der Schlucht El Tajo, der Pfad hinab zum Grund mit dem Blick von unten auf die Brücke, die alte Stierkampfarena und die arabischen Bäder der Altstadt.",
        ],
      ],
      [
        "food",
        [
          "Ronda: the wines of the Serranía",
          "Ronda: i vini della Serranía",
          "Ronda: los vinos de la Serranía",
          "Ronda : les vins de la Serranía",
          "Ronda: die Weine der Serranía",
        ],
        [
          "A winery in the hills of the Serranía de Ronda for its reds, then oxtail stew, chacinas and goat's cheese of the sierra in a tavern of the old town.",
          "Una cantina sulle colline della Serranía de Ronda per i suoi rossi, poi stufato di coda di toro, salumi e formaggio di capra della sierra in una taverna della città vecchia.",
          "Una bodega en las colinas de la Serranía de Ronda para sus tintos, y luego rabo de toro, chacinas y queso de cabra de la sierra en una taberna de la ciudad vieja.",
          "Un domaine dans les collines de la Serranía de Ronda pour ses vins rouges, puis queue de taureau, charcuterie et fromage de chèvre de la sierra dans une taverne de la vieille ville.",
          "Ein Weingut in den Hügeln der Serranía de Ronda mit seinen Rotweinen, dann Ochsenschwanz, Wurstwaren und Ziegenkäse der Sierra in einer Taverne der Altstadt.",
        ],
      ],
    ],
  },
  "ESP Granada": {
    days: [
      [
        "see",
        [
          "Granada: the Albaicín and Sacromonte",
          "Granada: l'Albaicín e il Sacromonte",
          "Granada: el Albaicín y el Sacromonte",
          "Grenade : l'Albaicín et le Sacromonte",
          "Granada: der Albaicín und der Sacromonte",
        ],
        [
          "Up the white lanes of the Albaicín to the Mirador de San Nicolás facing the Alhambra, then the cave houses of the Sacromonte, where the Roma families of Granada danced the zambra.",
          "Su per i vicoli bianchi dell'Albaicín fino al Mirador de San Nicolás di fronte all'Alhambra, poi le case grotta del Sacromonte, dove i gitani di Granada ballavano la zambra.",
          "Subida por las callejas blancas del Albaicín hasta el mirador de San Nicolás frente a la Alhambra, y las cuevas del Sacromonte, donde los gitanos de Granada bailaban la zambra.",
          "Les ruelles blanches de l'Albaicín jusqu'au mirador de San Nicolás face à l'Alhambra, puis les maisons troglodytes du Sacromonte, où les gitans de Grenade dansaient la zambra.",
          "Durch die weißen Gassen des Albaicín hinauf zum Mirador de San Nicolás gegenüber der Alhambra, dann die Höhlenwohnungen des Sacromonte, wo die Gitanos Granadas die Zambra tanzten.",
        ],
      ],
      [
        "see",
        [
          "Granada: the Royal Chapel and the Alcaicería",
          "Granada: la Cappella Reale e l'Alcaicería",
          "Granada: la Capilla Real y la Alcaicería",
          "Grenade : la chapelle royale et l'Alcaicería",
          "Granada: die Königskapelle und die Alcaicería",
        ],
        [
          "The tombs of Ferdinand and Isabella in the Royal Chapel, the cathedral beside it, the old silk market of the Alcaicería and the Moorish tea houses of the Calle Calderería.",
          "Le tombe di Ferdinando e Isabella nella Cappella Reale, la cattedrale accanto, l'antico mercato della seta dell'Alcaicería e le sale da tè moresche di calle Calderería.",
          "Los sepulcros de los Reyes Católicos en la Capilla Real, la catedral a su lado, el antiguo mercado de la seda de la Alcaicería y las teterías de la calle Calderería.",
          "Les tombeaux de Ferdinand et Isabelle dans la chapelle royale, la cathédrale voisine, l'ancien marché de la soie de l'Alcaicería et les salons de thé mauresques de la rue Calderería.",
          "Die Gräber Ferdinands und Isabellas in der Königskapelle, die Kathedrale daneben, der alte Seidenmarkt der Alcaicería und die maurischen Teestuben der Calle Calderería.",
        ],
      ],
      [
        "food",
        [
          "Granada: free tapas and piononos",
          "Granada: tapas gratis e piononos",
          "Granada: tapas gratis y piononos",
          "Grenade : tapas offertes et piononos",
          "Granada: Gratis-Tapas und Piononos",
        ],
        [
          "A round of the bars where every drink comes with its own tapa, tortilla del Sacromonte and habas con jamón, and piononos, the syrup-soaked cakes of nearby Santa Fe.",
          "Un giro dei bar dove ogni bicchiere arriva con la sua tapa, tortilla del Sacromonte e habas con jamón, e i piononos, i dolcetti imbevuti di sciroppo della vicina Santa Fe.",
          "Una ronda por los bares donde cada bebida trae su tapa, tortilla del Sacromonte y habas con jamón, y los piononos de la cercana Santa Fe.",
          "Une tournée des bars où chaque verre arrive avec sa tapa, tortilla del Sacromonte et fèves au jambon, et les piononos, petits gâteaux au sirop de Santa Fe.",
          "Eine Runde durch die Bars, in denen jedes Getränk mit eigener Tapa kommt, Tortilla del Sacromonte und Bohnen mit Schinken, und Piononos, die Sirupküchlein aus dem nahen Santa Fe.",
        ],
      ],
    ],
  },
  "ESP Alhambra": {
    days: [
      [
        "see",
        [
          "Alhambra: the Nasrid Palaces and the Generalife",
          "Alhambra: i Palazzi Nasridi e il Generalife",
          "Alhambra: los Palacios Nazaríes y el Generalife",
          "Alhambra : les palais nasrides et le Generalife",
          "Alhambra: die Nasridenpaläste und der Generalife",
        ],
        [
          "Into the Nasrid Palaces at the time on the ticket: the Court of the Myrtles, the Hall of the Ambassadors and the Court of the Lions, then the Alcazaba towers and the Generalife gardens.",
          "Nei Palazzi Nasridi all'ora indicata sul biglietto: il Cortile dei Mirti, la Sala degli Ambasciatori e il Cortile dei Leoni, poi le torri dell'Alcazaba e i giardini del Generalife.",
          "En los Palacios Nazaríes a la hora de la entrada: el patio de los Arrayanes, el salón de Embajadores y el patio de los Leones, y luego las torres de la Alcazaba y los jardines del Generalife.",
          "Les palais nasrides à l'heure du billet : la cour des Myrtes, la salle des Ambassadeurs et la cour des Lions, puis les tours de l'Alcazaba et les jardins du Generalife.",
          "Zur Uhrzeit auf dem Ticket in die Nasridenpaläste: Myrtenhof, Saal der Botschafter und Löwenhof, dann die Türme der Alcazaba und die Gärten des Generalife.",
        ],
      ],
    ],
  },
  "ESP Valencia": {
    days: [
      [
        "see",
        [
          "Valencia: the Lonja and the Central Market",
          "Valencia: la Lonja e il Mercato Centrale",
          "Valencia: la Lonja y el Mercado Central",
          "Valence : la Lonja et le Marché central",
          "Valencia: die Lonja und die Zentralmarkthalle",
        ],
        [
          "The Gothic silk exchange of La Lonja, the modernist Central Market under its glass domes, the cathedral with its Holy Grail chapel, and the climb up the Micalet bell tower.",
          "La Lonja della seta gotica, il Mercato Centrale modernista sotto le sue cupole di vetro, la cattedrale con la cappella del Santo Graal e la salita al campanile del Micalet.",
          "La Lonja de la Seda gótica, el Mercado Central modernista bajo sus cúpulas de cristal, la catedral con la capilla del Santo Cáliz y la subida al Micalet.",
          "La Lonja de la soie gothique, le Marché central moderniste sous ses coupoles de verre, la cathédrale et sa chapelle du Saint-Graal, et la montée au clocher du Micalet.",
          "Die gotische Seidenbörse La Lonja, die Jugendstil-Markthalle unter ihren Glaskuppeln, die Kathedrale mit der Kapelle des Heiligen Grals und der Aufstieg auf den Micalet.",
        ],
      ],
      [
        "see",
        [
          "Valencia: the Turia gardens and the City of Arts and Sciences",
          "Valencia: i giardini del Turia e la Città delle Arti e delle Scienze",
          "Valencia: el jardín del Turia y la Ciudad de las Artes y las Ciencias",
          "Valence : les jardins de la Turia et la Cité des arts et des sciences",
          "Valencia: die Turia-Gärten und die Stadt der Künste und Wissenschaften",
        ],
        [
          "By bike down the Turia gardens, a river bed turned into a park, to the white buildings of the City of Arts and Sciences and the Oceanogràfic, then out to the Malvarrosa beach.",
          "In bicicletta lungo i giardini del Turia, un vecchio letto di fiume diventato parco, fino agli edifici bianchi della Città delle Arti e delle Scienze e all'Oceanogràfic, poi la spiaggia della Malvarrosa.",
          "En bicicleta por el jardín del Turia, un antiguo cauce convertido en parque, hasta los edificios blancos de la Ciudad de las Artes y las Ciencias y el Oceanogràfic, y luego la Malvarrosa.",
          "À vélo dans les jardins de la Turia, un ancien lit de fleuve devenu parc, jusqu'aux bâtiments blancs de la Cité des arts et des sciences et à l'Oceanogràfic, puis la plage de la Malvarrosa.",
          "Mit dem Rad durch die Turia-Gärten, ein zum Park gewordenes Flussbett, zu den weißen Bauten der Stadt der Künste und Wissenschaften und zum Oceanogràfic, dann an den Strand Malvarrosa.",
        ],
      ],
      [
        "food",
        [
          "Valencia: paella in the Albufera and horchata",
          "Valencia: paella all'Albufera e horchata",
          "Valencia: paella en la Albufera y horchata",
          "Valence : paella dans l'Albufera et horchata",
          "Valencia: Paella in der Albufera und Horchata",
        ],
        [
          "A boat on the Albufera lagoon among the rice fields, paella valenciana cooked over an orange wood fire in the village of El Palmar, and horchata with fartons in the old town.",
          "Una barca sulla laguna dell'Albufera tra le risaie, la paella valenciana cotta sul fuoco di legna d'arancio nel villaggio di El Palmar e l'horchata con i fartons in città.",
          "Una barca por la Albufera entre los arrozales, una paella valenciana hecha a leña de naranjo en el pueblo de El Palmar y horchata con fartons en el centro histórico.",
          "Une barque sur la lagune de l'Albufera parmi les rizières, la paella valenciana cuite au feu de bois d'oranger au village d'El Palmar, et l'horchata avec des fartons en vieille ville.",
          "Eine Bootsfahrt auf der Albufera-Lagune zwischen Reisfeldern, Paella valenciana über Orangenholzfeuer im Dorf El Palmar und Horchata mit Fartons in der Altstadt.",
        ],
      ],
      [
        "night",
        [
          "Valencia: Ruzafa and El Carmen by night",
          "Valencia: Ruzafa ed El Carmen di notte",
          "Valencia: Ruzafa y El Carmen de noche",
          "Valence : Ruzafa et El Carmen la nuit",
          "Valencia: Ruzafa und El Carmen bei Nacht",
        ],
        [
          "A glass of agua de Valencia in the squares of El Carmen, among the street art of the old quarter, then the bars and late kitchens of Ruzafa until the music clubs open.",
          "Un bicchiere di agua de Valencia nelle piazzette del Carmen tra la street art del quartiere vecchio, poi i bar e le cucine aperte fino a tardi di Ruzafa, finché aprono i club.",
          "Un agua de Valencia en las placitas de El Carmen entre el arte urbano del barrio viejo, y después los bares y cocinas de Ruzafa hasta que abren los clubes de música.",
          "Un verre d'agua de Valencia sur les placettes d'El Carmen parmi le street art du vieux quartier, puis les bars et cuisines tardives de Ruzafa jusqu'à l'ouverture des clubs.",
          "Ein Glas Agua de Valencia auf den Plätzen von El Carmen zwischen der Straßenkunst des alten Viertels, dann die Bars und späten Küchen von Ruzafa, bis die Musikclubs öffnen.",
        ],
      ],
    ],
  },
  "ESP Ibiza": {
    days: [
      [
        "see",
        [
          "Ibiza: Dalt Vila and the salt flats",
          "Ibiza: Dalt Vila e le saline",
          "Ibiza: Dalt Vila y las salinas",
          "Ibiza : Dalt Vila et les salines",
          "Ibiza: Dalt Vila und die Salinen",
        ],
        [
          "Up through the Renaissance walls of Dalt Vila to the cathedral and the view over the port, then the salt pans and flamingos of Ses Salines nature park on the south tip.",
          "Su attraverso le mura rinascimentali di Dalt Vila fino alla cattedrale e alla vista sul porto, poi le saline e i fenicotteri del parco naturale di Ses Salines, a sud.",
          "Subida por las murallas renacentistas de Dalt Vila hasta la catedral y la vista del puerto, y después las salinas y los flamencos del parque natural de Ses Salines, en el sur.",
          "Les remparts Renaissance de Dalt Vila jusqu'à la cathédrale et la vue sur le port, puis les salines et les flamants du parc naturel de Ses Salines, à la pointe sud.",
          "Durch die Renaissancemauern von Dalt Vila hinauf zur Kathedrale mit Blick über den Hafen, dann die Salzbecken und Flamingos des Naturparks Ses Salines an der Südspitze.",
        ],
      ],
      [
        "beach",
        [
          "Ibiza: Cala Comte and the west coast coves",
          "Ibiza: Cala Comte e le cale dell'ovest",
          "Ibiza: Cala Comte y las calas del oeste",
          "Ibiza : Cala Comte et les criques de l'ouest",
          "Ibiza: Cala Comte und die Buchten im Westen",
        ],
        [
          "The clear turquoise shallows of Cala Comte facing the islets, then the pine-ringed cove of Cala Salada for a swim in the warm months, and sunset seen from the rocks of the west coast.",
          "Le acque turchesi e basse di Cala Comte davanti agli isolotti, poi la cala di Cala Salada tra i pini per un bagno nei mesi caldi e il tramonto dagli scogli della costa occidentale.",
          "Las aguas turquesas y poco profundas de Cala Comte frente a los islotes, la cala de Cala Salada entre pinos para un baño en los meses cálidos y la puesta de sol desde las rocas de la costa oeste.",
          "Les hauts-fonds turquoise de Cala Comte face aux îlots, puis la crique de Cala Salada entre les pins pour se baigner à la belle saison, et le coucher du soleil depuis les rochers de la côte ouest.",
          "Das klare türkisfarbene Flachwasser von Cala Comte vor den Inselchen, dann die von Pinien gesäumte Bucht Cala Salada, in den warmen Monaten zum Baden, und der Sonnenuntergang von den Felsen der Westküste.",
        ],
      ],
      [
        "night",
        [
          "Ibiza: Sant Antoni sunset and the clubs",
          "Ibiza: il tramonto di Sant Antoni e i club",
          "Ibiza: el atardecer de Sant Antoni y los clubes",
          "Ibiza : le coucher de soleil de Sant Antoni et les clubs",
          "Ibiza: Sonnenuntergang in Sant Antoni und die Clubs",
        ],
        [
          "Sunset to music at the bars of the Sant Antoni bay, dinner in the port of Ibiza town, and a night at one of the island's famous clubs with the DJs it is known for.",
          "Il tramonto in musica nei bar della baia di Sant Antoni, la cena al porto di Ibiza città e una notte in uno dei club famosi dell'isola con i suoi celebri dj.",
          "La puesta de sol con música en los bares de la bahía de Sant Antoni, la cena en el puerto de Ibiza y una noche en uno de los clubes famosos de la isla con sus conocidos DJ.",
          "Le coucher de soleil en musique dans les bars de la baie de Sant Antoni, le dîner sur le port d'Ibiza et une nuit dans l'un des clubs célèbres de l'île et ses DJ.",
          "Sonnenuntergang mit Musik in den Bars der Bucht von Sant Antoni, Abendessen am Hafen von Ibiza-Stadt und eine Nacht in einem der berühmten Clubs der Insel mit ihren DJs.",
        ],
      ],
    ],
  },
  "ESP Mallorca": {
    days: [
      [
        "see",
        [
          "Mallorca: Palma and the Sóller train",
          "Maiorca: Palma e il treno di Sóller",
          "Mallorca: Palma y el tren de Sóller",
          "Majorque : Palma et le train de Sóller",
          "Mallorca: Palma und der Zug nach Sóller",
        ],
        [
          "La Seu, Palma's Gothic cathedral over the bay, with Gaudí's canopy inside, the lanes of the old town, then the wooden train over the Tramuntana mountains to Sóller and its orange groves.",
          "La Seu, la cattedrale gotica di Palma sulla baia, con il baldacchino di Gaudí, i vicoli della città vecchia, poi il treno di legno tra i monti della Tramuntana fino a Sóller e ai suoi aranceti.",
          "La Seo, la catedral gótica de Palma sobre la bahía, con el baldaquino de Gaudí, las calles del casco antiguo y el tren de madera por la sierra de Tramuntana hasta Sóller y sus naranjos.",
          "La Seu, la cathédrale gothique de Palma au-dessus de la baie et son baldaquin de Gaudí, les ruelles de la vieille ville, puis le train en bois à travers la Tramuntana jusqu'à Sóller et ses orangers.",
          "La Seu, Palmas gotische Kathedrale über der Bucht mit Gaudís Baldachin, die Gassen der Altstadt, dann der hölzerne Zug durch die Tramuntana nach Sóller und seinen Orangenhainen.",
        ],
      ],
      [
        "boat",
        [
          "Mallorca: by boat to Sa Calobra",
          "Maiorca: in barca a Sa Calobra",
          "Mallorca: en barco a Sa Calobra",
          "Majorque : en bateau à Sa Calobra",
          "Mallorca: mit dem Boot nach Sa Calobra",
        ],
        [
          "From Port de Sóller by boat under the cliffs of the Tramuntana coast to Sa Calobra, or, in winter, when the boats stop, by the hairpin road over the mountains, and the walk through the tunnels into the Torrent de Pareis gorge and its pebble cove.",
          "Da Port de Sóller in barca sotto le scogliere della costa della Tramuntana fino a Sa Calobra o, d'inverno, quando i battelli non navigano, per la strada a tornanti tra i monti, e la passeggiata nelle gallerie fino alla gola del Torrent de Pareis e alla sua caletta.",
          "Desde el Port de Sóller en barco bajo los acantilados de la Tramuntana hasta Sa Calobra o, en invierno, cuando no hay barcos, por la carretera de curvas de la sierra, y el paseo por los túneles hasta la garganta del Torrent de Pareis y su cala de cantos.",
          "De Port de Sóller en bateau sous les falaises de la Tramuntana jusqu'à Sa Calobra ou, en hiver, quand les bateaux ne circulent pas, par la route en lacets de la montagne, puis le passage par les tunnels jusqu'à la gorge du Torrent de Pareis et sa crique de galets.",
          "Von Port de Sóller mit dem Boot unter den Klippen der Tramuntana-Küste nach Sa Calobra oder im Winter, wenn keine Boote fahren, über die Serpentinenstraße durch die Berge, und durch die Tunnel zur Schlucht des Torrent de Pareis mit ihrer Kieselbucht.",
        ],
      ],
    ],
  },
  "ESP Barcelona": {
    days: [
      [
        "see",
        [
          "Barcelona: the Sagrada Família and the Eixample",
          "Barcellona: la Sagrada Família e l'Eixample",
          "Barcelona: la Sagrada Família y el Eixample",
          "Barcelone : la Sagrada Família et l'Eixample",
          "Barcelona: die Sagrada Família und das Eixample",
        ],
        [
          "Inside Gaudí's Sagrada Família, its stone forest of columns lit by stained glass, then the modernist houses of the Passeig de Gràcia: Casa Batlló and La Pedrera.",
          "Dentro la Sagrada Família di Gaudí, la sua foresta di colonne di pietra illuminata dalle vetrate, poi le case moderniste del Passeig de Gràcia: Casa Batlló e La Pedrera.",
          "Dentro de la Sagrada Família de Gaudí, su bosque de columnas de piedra iluminado por las vidrieras, y las casas modernistas del paseo de Gràcia: la Casa Batlló y La Pedrera.",
          "L'intérieur de la Sagrada Família de Gaudí, sa forêt de colonnes de pierre éclairée par les vitraux, puis les maisons modernistes du passeig de Gràcia : la Casa Batlló et la Pedrera.",
          "Im Inneren von Gaudís Sagrada Família, ihrem von Glasfenstern erleuchteten Steinwald aus Säulen, dann die Jugendstilhäuser am Passeig de Gràcia: Casa Batlló und La Pedrera.",
        ],
      ],
      [
        "see",
        [
          "Barcelona: the Gothic Quarter and El Born",
          "Barcellona: il Barrio Gotico e El Born",
          "Barcelona: el Barrio Gótico y El Born",
          "Barcelone : le quartier gothique et El Born",
          "Barcelona: das Gotische Viertel und El Born",
        ],
        [
          "The cathedral and the Roman walls of the Gothic Quarter, the Plaça Reial and La Rambla, then El Born, Santa Maria del Mar and the Picasso Museum in its medieval palaces.",
          "La cattedrale e le mura romane del Barrio Gotico, Plaça Reial e la Rambla, poi El Born, Santa Maria del Mar e il Museo Picasso nei suoi palazzi medievali.",
          "La catedral y las murallas romanas del Barrio Gótico, la plaza Real y la Rambla, y después El Born, Santa Maria del Mar y el Museo Picasso en sus palacios medievales.",
          "La cathédrale et les murailles romaines du quartier gothique, la plaça Reial et la Rambla, puis El Born, Santa Maria del Mar et le musée Picasso dans ses palais médiévaux.",
          "Die Kathedrale und die römischen Mauern des Gotischen Viertels, die Plaça Reial und die Rambla, dann El Born, Santa Maria del Mar und das Picasso-Museum in mittelalterlichen Palästen.",
        ],
      ],
      [
        "see",
        [
          "Barcelona: Park Güell and Montjuïc",
          "Barcellona: Park Güell e il Montjuïc",
          "Barcelona: el Park Güell y Montjuïc",
          "Barcelone : le parc Güell et Montjuïc",
          "Barcelona: Park Güell und der Montjuïc",
        ],
        [
          "The mosaic terrace and the dragon of Gaudí's Park Güell above the city, then the hill of Montjuïc, its castle and the Romanesque frescoes of the Museu Nacional d'Art de Catalunya, or, if the day falls on a Monday, when it is closed, the Mies van der Rohe Pavilion below it.",
          "La terrazza a mosaico e il drago del Park Güell di Gaudí sopra la città, poi la collina del Montjuïc, il suo castello e gli affreschi romanici del Museu Nacional d'Art de Catalunya o, se il giorno cade di lunedì, quando è chiuso, il padiglione di Mies van der Rohe ai suoi piedi.",
          "La terraza de trencadís y el dragón del Park Güell de Gaudí sobre la ciudad, y la montaña de Montjuïc, su castillo y los frescos románicos del Museu Nacional d'Art de Catalunya o, si el día cae en lunes, cuando cierra, el pabellón de Mies van der Rohe a sus pies.",
          "La terrasse en mosaïque et le dragon du parc Güell de Gaudí au-dessus de la ville, puis la colline de Montjuïc, son château et les fresques romanes du musée national d'Art de Catalogne ou, si la journée tombe un lundi, jour de sa fermeture, le pavillon de Mies van der Rohe en contrebas.",
          "Die Mosaikterrasse und der Drache in Gaudís Park Güell über der Stadt, dann der Montjuïc mit seiner Burg und den romanischen Fresken des Museu Nacional d'Art de Catalunya oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, der Pavillon von Mies van der Rohe darunter.",
        ],
      ],
      [
        "food",
        [
          "Barcelona: La Boqueria and vermouth in Barceloneta",
          "Barcellona: la Boqueria e il vermut alla Barceloneta",
          "Barcelona: La Boqueria y vermut en la Barceloneta",
          "Barcelone : la Boqueria et le vermouth à la Barceloneta",
          "Barcelona: die Boqueria und Wermut in Barceloneta",
        ],
        [
          "The stalls and counter bars of La Boqueria, pa amb tomàquet and jamón, bombas in an old bar of Barceloneta with a vermouth, and a rice dish by the sea.",
          "I banchi e i bancone-bar della Boqueria, pa amb tomàquet e jamón, le bombas in un vecchio bar della Barceloneta con un vermut e un piatto di riso in riva al mare.",
          "Los puestos y barras de La Boqueria, pa amb tomàquet y jamón, bombas en un bar de toda la vida de la Barceloneta con un vermut y un arroz junto al mar.",
          "Les étals et comptoirs de la Boqueria, pa amb tomàquet et jambon, bombas dans un vieux bar de la Barceloneta avec un vermouth, et un plat de riz au bord de la mer.",
          "Die Stände und Theken der Boqueria, Pa amb tomàquet und Schinken, Bombas in einer alten Bar in Barceloneta mit einem Wermut und ein Reisgericht am Meer.",
        ],
      ],
      [
        "night",
        [
          "Barcelona: Gràcia and El Born by night",
          "Barcellona: Gràcia ed El Born di notte",
          "Barcelona: Gràcia y El Born de noche",
          "Barcelone : Gràcia et El Born la nuit",
          "Barcelona: Gràcia und El Born bei Nacht",
        ],
        [
          "Late dinner and cocktails in the squares of Gràcia and the bars of El Born, then the beach clubs by the Port Olímpic, where the city dances until morning.",
          "Cena tardi e cocktail nelle piazze di Gràcia e nei bar di El Born, poi i club sulla spiaggia del Port Olímpic, dove la città balla fino al mattino.",
          "Cena tardía y cócteles en las plazas de Gràcia y los bares de El Born, y después los clubes de playa del Port Olímpic, donde la ciudad baila hasta la mañana.",
          "Dîner tardif et cocktails sur les places de Gràcia et dans les bars d'El Born, puis les clubs de plage du Port Olímpic, où la ville danse jusqu'au matin.",
          "Spätes Abendessen und Cocktails auf den Plätzen von Gràcia und in den Bars von El Born, dann die Strandclubs am Port Olímpic, wo die Stadt bis zum Morgen tanzt.",
        ],
      ],
    ],
  },
  "ESP Montserrat": {
    days: [
      [
        "see",
        [
          "Montserrat: the monastery and the Black Virgin",
          "Montserrat: il monastero e la Madonna nera",
          "Montserrat: el monasterio y la Moreneta",
          "Montserrat : le monastère et la Vierge noire",
          "Montserrat: das Kloster und die Schwarze Madonna",
        ],
        [
          "By rack railway up to the Benedictine monastery among the saw-tooth peaks, the basilica and La Moreneta, the Black Virgin of Catalonia, and the Escolania boys' choir when it sings.",
          "In cremagliera fino al monastero benedettino tra le vette a dente di sega, la basilica e La Moreneta, la Madonna nera della Catalogna, e il coro dell'Escolania quando canta.",
          "En cremallera hasta el monasterio benedictino entre los picos de sierra, la basílica y la Moreneta, la Virgen negra de Cataluña, y la Escolanía cuando canta.",
          "En crémaillère jusqu'au monastère bénédictin parmi les pics en dents de scie, la basilique et la Moreneta, la Vierge noire de Catalogne, et le chœur de l'Escolania quand il chante.",
          "Mit der Zahnradbahn hinauf zum Benediktinerkloster zwischen den Sägezahngipfeln, die Basilika und La Moreneta, die Schwarze Madonna Kataloniens, und der Knabenchor Escolania, wenn er singt.",
        ],
      ],
      [
        "see",
        [
          "Montserrat: the path to Sant Jeroni",
          "Montserrat: il sentiero di Sant Jeroni",
          "Montserrat: el camino de Sant Jeroni",
          "Montserrat : le sentier de Sant Jeroni",
          "Montserrat: der Weg nach Sant Jeroni",
        ],
        [
          "The Sant Joan funicular above the monastery and the path among the rock pinnacles and old hermitages to Sant Jeroni, the highest summit, with the Pyrenees on the skyline.",
          "La funicolare di Sant Joan sopra il monastero e il sentiero tra i pinnacoli e gli antichi eremi fino a Sant Jeroni, la vetta più alta, con i Pirenei all'orizzonte.",
          "El funicular de Sant Joan sobre el monasterio y el camino entre agujas de roca y viejas ermitas hasta Sant Jeroni, la cima más alta, con los Pirineos en el horizonte.",
          "Le funiculaire de Sant Joan au-dessus du monastère et le sentier parmi les aiguilles et les anciens ermitages jusqu'à Sant Jeroni, le plus haut sommet, avec les Pyrénées à l'horizon.",
          "Die Standseilbahn Sant Joan über dem Kloster und der Pfad zwischen Felsnadeln und alten Einsiedeleien zum Sant Jeroni, dem höchsten Gipfel, mit den Pyrenäen am Horizont.",
        ],
      ],
    ],
  },
  "ESP San Sebastián": {
    days: [
      [
        "see",
        [
          "San Sebastián: La Concha and Monte Igueldo",
          "San Sebastián: La Concha e il Monte Igueldo",
          "San Sebastián: La Concha y el monte Igueldo",
          "San Sebastián : La Concha et le mont Igueldo",
          "San Sebastián: La Concha und der Monte Igueldo",
        ],
        [
          "Along the promenade of La Concha bay to Eduardo Chillida's Peine del Viento sculptures in the rocks, and up the old funicular of Monte Igueldo for the view over the bay and Santa Clara island.",
          "Lungo la passeggiata della baia della Concha fino al Peine del Viento di Chillida tra gli scogli e su con la vecchia funicolare del Monte Igueldo per la vista sulla baia e l'isola di Santa Clara.",
          "Por el paseo de la bahía de La Concha hasta el Peine del Viento de Chillida en las rocas y subida en el viejo funicular del monte Igueldo para ver la bahía y la isla de Santa Clara.",
          "La promenade de la baie de La Concha jusqu'au Peigne du Vent de Chillida dans les rochers, puis le vieux funiculaire du mont Igueldo pour la vue sur la baie et l'île Santa Clara.",
          "Die Promenade an der Bucht La Concha bis zu Chillidas Windkamm in den Felsen und mit der alten Standseilbahn auf den Monte Igueldo, mit Blick auf Bucht und Insel Santa Clara.",
        ],
      ],
      [
        "see",
        [
          "San Sebastián: the Parte Vieja and Monte Urgull",
          "San Sebastián: la Parte Vieja e il Monte Urgull",
          "San Sebastián: la Parte Vieja y el monte Urgull",
          "San Sebastián : la Parte Vieja et le mont Urgull",
          "San Sebastián: die Parte Vieja und der Monte Urgull",
        ],
        [
          "The old town's basilica of Santa María and the Plaza de la Constitución with its numbered balconies, then the paths up Monte Urgull to its castle and statue of Christ over the port.",
          "La basilica di Santa María e Plaza de la Constitución con i balconi numerati nella Parte Vieja, poi i sentieri del Monte Urgull fino al castello e alla statua del Cristo sul porto.",
          "La basílica de Santa María y la plaza de la Constitución con sus balcones numerados en la Parte Vieja, y los senderos del monte Urgull hasta el castillo y el Sagrado Corazón sobre el puerto.",
          "La basilique Santa María et la place de la Constitución aux balcons numérotés dans la Parte Vieja, puis les sentiers du mont Urgull jusqu'au château et au Christ dominant le port.",
          "Die Basilika Santa María und die Plaza de la Constitución mit ihren nummerierten Balkonen in der Altstadt, dann die Wege auf den Monte Urgull zur Burg und zur Christusstatue über dem Hafen.",
        ],
      ],
      [
        "food",
        [
          "San Sebastián: pintxos and a cider house",
          "San Sebastián: pintxos e una sidreria",
          "San Sebastián: pintxos y una sidrería",
          "San Sebastián : pintxos et cidrerie",
          "San Sebastián: Pintxos und ein Cidre-Haus",
        ],
        [
          "A round of the pintxo bars of the Parte Vieja with txakoli poured from a height, then a sagardotegi in the hills of Astigarraga for salt cod omelet, steak and cider straight from the barrel.",
          "Un giro dei bar di pintxos della Parte Vieja con il txakoli versato dall'alto, poi una sidreria sulle colline di Astigarraga per frittata di baccalà, bistecca e sidro spillato dalla botte.",
          "Una ronda de pintxos por la Parte Vieja con txakoli escanciado, y después una sidrería de Astigarraga: tortilla de bacalao, chuletón y sidra directa de la kupela.",
          "Une tournée des bars à pintxos de la Parte Vieja avec le txakoli versé de haut, puis une cidrerie des collines d'Astigarraga : omelette à la morue, côte de bœuf et cidre tiré du tonneau.",
          "Eine Runde durch die Pintxo-Bars der Altstadt mit hoch eingeschenktem Txakoli, dann ein Cidre-Haus in den Hügeln von Astigarraga mit Stockfisch-Omelett, Steak und Cidre direkt vom Fass.",
        ],
      ],
      [
        "beach",
        [
          "San Sebastián: surf at Zurriola",
          "San Sebastián: surf alla Zurriola",
          "San Sebastián: surf en la Zurriola",
          "San Sebastián : surf à la Zurriola",
          "San Sebastián: Surfen an der Zurriola",
        ],
        [
          "A surf lesson at Zurriola, the open beach of the Gros quarter, where the schools work the Atlantic swell from the Kursaal to the foot of Monte Ulía.",
          "Una lezione di surf alla Zurriola, la spiaggia aperta del quartiere di Gros, dove le scuole lavorano le onde dell'Atlantico dal Kursaal ai piedi del Monte Ulía.",
          "Una clase de surf en la Zurriola, la playa abierta del barrio de Gros, donde las escuelas aprovechan el mar de fondo atlántico del Kursaal al pie del monte Ulía.",
          "Une leçon de surf à la Zurriola, la plage ouverte du quartier de Gros, où les écoles profitent de la houle atlantique du Kursaal au pied du mont Ulía.",
          "Eine Surfstunde an der Zurriola, dem offenen Strand des Viertels Gros, wo die Schulen die Atlantikdünung vom Kursaal bis zum Fuß des Monte Ulía nutzen.",
        ],
      ],
    ],
  },
  "ESP Bilbao": {
    days: [
      [
        "see",
        [
          "Bilbao: the Guggenheim and the riverside",
          "Bilbao: il Guggenheim e la ria",
          "Bilbao: el Guggenheim y la ría",
          "Bilbao : le Guggenheim et la ría",
          "Bilbao: das Guggenheim und die Ría",
        ],
        [
          "Frank Gehry's titanium Guggenheim Museum and Jeff Koons's flower dog Puppy, then along the river past the Zubizuri footbridge to the old Ribera market and the Arriaga playhouse.",
          "Il Guggenheim di titanio di Frank Gehry e il cane fiorito Puppy di Jeff Koons, poi lungo la ria oltre il ponte Zubizuri fino al vecchio mercato della Ribera e al teatro Arriaga.",
          "El Guggenheim de titanio de Frank Gehry y el perro de flores Puppy de Jeff Koons, y por la ría por el Zubizuri hasta el mercado de la Ribera y el teatro Arriaga.",
          "Le Guggenheim de titane de Frank Gehry et Puppy, le chien fleuri de Jeff Koons, puis les quais de la ría par la passerelle Zubizuri jusqu'au marché de la Ribera et au théâtre Arriaga.",
          "Frank Gehrys Guggenheim-Museum aus Titan und Jeff Koons' Blumenhund Puppy, dann an der Ría entlang über die Zubizuri-Brücke zur alten Ribera-Markthalle und zum Arriaga-Theater.",
        ],
      ],
      [
        "see",
        [
          "Bilbao: the Vizcaya Bridge and Gaztelugatxe",
          "Bilbao: il Ponte di Vizcaya e Gaztelugatxe",
          "Bilbao: el Puente Colgante y Gaztelugatxe",
          "Bilbao : le pont de Biscaye et Gaztelugatxe",
          "Bilbao: die Biskaya-Brücke und Gaztelugatxe",
        ],
        [
          "The Vizcaya transporter bridge at Portugalete, its gondola crossing the river mouth, then the hermitage of San Juan de Gaztelugatxe, reached by a stepped causeway on its rock in the sea.",
          "Il Ponte di Vizcaya a Portugalete, con la navicella che attraversa la foce, poi l'eremo di San Juan de Gaztelugatxe, raggiunto da una scalinata sul suo scoglio in mezzo al mare.",
          "El Puente Colgante de Portugalete, con su barquilla cruzando la ría, y la ermita de San Juan de Gaztelugatxe, a la que se llega por una escalinata sobre su peñón en el mar.",
          "Le pont transbordeur de Biscaye à Portugalete, sa nacelle traversant l'estuaire, puis l'ermitage de San Juan de Gaztelugatxe, atteint par un escalier sur son rocher dans la mer.",
          "Die Schwebefähre Biskaya-Brücke in Portugalete, deren Gondel die Flussmündung quert, dann die Einsiedelei San Juan de Gaztelugatxe, über eine Treppe auf ihrem Felsen im Meer erreicht.",
        ],
      ],
      [
        "food",
        [
          "Bilbao: pintxos on the Plaza Nueva and pil-pil",
          "Bilbao: pintxos in Plaza Nueva e pil-pil",
          "Bilbao: pintxos en la Plaza Nueva y pil-pil",
          "Bilbao : pintxos sur la Plaza Nueva et pil-pil",
          "Bilbao: Pintxos auf der Plaza Nueva und Pil-Pil",
        ],
        [
          "The Seven Streets of the Casco Viejo and the pintxo bars under the arches of the Plaza Nueva, then bacalao al pil-pil and Idiazabal cheese with a glass of Rioja Alavesa.",
          "Le Sette Strade del Casco Viejo e i bar di pintxos sotto i portici di Plaza Nueva, poi bacalao al pil-pil e formaggio Idiazabal con un bicchiere di Rioja Alavesa.",
          "Las Siete Calles del Casco Viejo y los bares de pintxos bajo los soportales de la Plaza Nueva, y luego bacalao al pil-pil y queso Idiazabal con un Rioja Alavesa.",
          "Les Sept Rues du Casco Viejo et les bars à pintxos sous les arcades de la Plaza Nueva, puis la morue au pil-pil et le fromage Idiazabal avec un verre de rioja alavesa.",
          "Die Sieben Straßen des Casco Viejo und die Pintxo-Bars unter den Arkaden der Plaza Nueva, dann Bacalao al pil-pil und Idiazabal-Käse mit einem Glas Rioja Alavesa.",
        ],
      ],
    ],
  },
  "ESP Picos de Europa": {
    months: [6, 10],
    days: [
      [
        "trek",
        [
          "Picos de Europa: Fuente Dé to the Urriellu hut",
          "Picos de Europa: da Fuente Dé al rifugio di Urriellu",
          "Picos de Europa: de Fuente Dé al refugio de Urriellu",
          "Picos de Europa : de Fuente Dé au refuge d'Urriellu",
          "Picos de Europa: von Fuente Dé zur Urriellu-Hütte",
        ],
        [
          "The Fuente Dé cable car up the cliff face, then across the limestone of the central massif and over Horcados Rojos to the Vega de Urriellu hut at the foot of the Naranjo de Bulnes.",
          "La funivia di Fuente Dé su per la parete, poi il calcare del massiccio centrale e la forcella di Horcados Rojos fino al rifugio della Vega de Urriellu, ai piedi del Naranjo de Bulnes.",
          "El teleférico de Fuente Dé por la pared, y luego la caliza del macizo central y el paso de los Horcados Rojos hasta el refugio de la Vega de Urriellu, al pie del Naranjo de Bulnes.",
          "Le téléphérique de Fuente Dé le long de la paroi, puis le calcaire du massif central et la brèche de Horcados Rojos jusqu'au refuge de la Vega de Urriellu, au pied du Naranjo de Bulnes.",
          "Die Seilbahn von Fuente Dé die Felswand hinauf, dann über den Kalk des Zentralmassivs und die Scharte Horcados Rojos zur Hütte Vega de Urriellu am Fuß des Naranjo de Bulnes.",
        ],
      ],
      [
        "trek",
        [
          "Picos de Europa: down to Bulnes",
          "Picos de Europa: giù a Bulnes",
          "Picos de Europa: bajada a Bulnes",
          "Picos de Europa : la descente vers Bulnes",
          "Picos de Europa: hinab nach Bulnes",
        ],
        [
          "Down the steep Canal de Camburero to Bulnes, a stone village with no road, reached only on foot or by the funicular tunnel from Poncebos, and on down to the Cares river.",
          "Giù per il ripido Canal de Camburero fino a Bulnes, un villaggio di pietra senza strada, raggiungibile solo a piedi o con la funicolare in galleria da Poncebos, e ancora giù fino al Cares.",
          "Bajada por la empinada Canal de Camburero hasta Bulnes, un pueblo de piedra sin carretera al que solo se llega a pie o en el funicular desde Poncebos, y hasta el río Cares.",
          "La descente raide de la Canal de Camburero jusqu'à Bulnes, village de pierre sans route, relié seulement à pied ou par le funiculaire souterrain de Poncebos, puis jusqu'au Cares.",
          "Durch die steile Canal de Camburero hinab nach Bulnes, einem Steindorf ohne Straße, nur zu Fuß oder mit der Tunnelbahn von Poncebos erreichbar, und weiter hinab zum Cares.",
        ],
      ],
      [
        "trek",
        [
          "Picos de Europa: the Cares Gorge",
          "Picos de Europa: la gola del Cares",
          "Picos de Europa: la ruta del Cares",
          "Picos de Europa : les gorges du Cares",
          "Picos de Europa: die Cares-Schlucht",
        ],
        [
          "The Cares Gorge path from Poncebos to Caín, cut into the cliff walls high above the river, through tunnels and over bridges between the central and western massifs.",
          "Il sentiero della gola del Cares da Poncebos a Caín, scavato nelle pareti a strapiombo sul fiume, tra gallerie e ponti fra il massiccio centrale e quello occidentale.",
          "La ruta del Cares de Poncebos a Caín, tallada en la pared muy por encima del río, entre túneles y puentes, entre el macizo central y el occidental.",
          "Le sentier des gorges du Cares de Poncebos à Caín, taillé dans les parois bien au-dessus de la rivière, par des tunnels et des ponts entre les massifs central et occidental.",
          "Der Weg durch die Cares-Schlucht von Poncebos nach Caín, hoch über dem Fluss in die Felswand gehauen, durch Tunnel und über Brücken zwischen dem zentralen und dem westlichen Massiv.",
        ],
      ],
      [
        "see",
        [
          "Picos de Europa: Covadonga and its lakes",
          "Picos de Europa: Covadonga e i suoi laghi",
          "Picos de Europa: Covadonga y sus lagos",
          "Picos de Europa : Covadonga et ses lacs",
          "Picos de Europa: Covadonga und seine Seen",
        ],
        [
          "The Santa Cueva of Covadonga in its cliff and the pink basilica, then the road up to the lakes of Enol and Ercina among cattle pastures, and a walk to the old Buferrera mines.",
          "La Santa Cueva di Covadonga nella sua parete e la basilica rosa, poi la strada fino ai laghi di Enol ed Ercina tra i pascoli e una passeggiata alle vecchie miniere di Buferrera.",
          "La Santa Cueva de Covadonga en su peña y la basílica rosada, y la carretera a los lagos de Enol y Ercina entre pastos de vacas, con un paseo a las viejas minas de Buferrera.",
          "La Santa Cueva de Covadonga dans sa falaise et la basilique rose, puis la route des lacs d'Enol et d'Ercina parmi les pâturages et une balade aux anciennes mines de Buferrera.",
          "Die Santa Cueva von Covadonga in ihrer Felswand und die rosa Basilika, dann die Straße hinauf zu den Seen Enol und Ercina zwischen Kuhweiden und ein Gang zu den alten Minen von Buferrera.",
        ],
      ],
    ],
  },
  "ESP Puerto de la Cruz": {
    days: [
      [
        "see",
        [
          "Puerto de la Cruz: Lago Martiánez and La Orotava",
          "Puerto de la Cruz: Lago Martiánez e La Orotava",
          "Puerto de la Cruz: el Lago Martiánez y La Orotava",
          "Puerto de la Cruz : le Lago Martiánez et La Orotava",
          "Puerto de la Cruz: der Lago Martiánez und La Orotava",
        ],
        [
          "César Manrique's seawater pools of Lago Martiánez, the old fishing port and the botanical garden, then the carved wooden balconies of La Orotava up the valley.",
          "Le piscine di acqua di mare del Lago Martiánez di César Manrique, il vecchio porto dei pescatori e il giardino botanico, poi i balconi di legno scolpito della Orotava, su nella valle.",
          "Las piscinas de agua de mar del Lago Martiánez de César Manrique, el viejo muelle pesquero y el Jardín Botánico, y los balcones de madera tallada de La Orotava, valle arriba.",
          "Les piscines d'eau de mer du Lago Martiánez de César Manrique, le vieux port de pêche et le jardin botanique, puis les balcons de bois sculpté de La Orotava, en haut de la vallée.",
          "César Manriques Meerwasserbecken des Lago Martiánez, der alte Fischerhafen und der Botanische Garten, dann die geschnitzten Holzbalkone von La Orotava oben im Tal.",
        ],
      ],
      [
        "food",
        [
          "Puerto de la Cruz: papas arrugadas and a guachinche",
          "Puerto de la Cruz: papas arrugadas e un guachinche",
          "Puerto de la Cruz: papas arrugadas y un guachinche",
          "Puerto de la Cruz : papas arrugadas et guachinche",
          "Puerto de la Cruz: Papas arrugadas und ein Guachinche",
        ],
        [
          "Wrinkled potatoes with red and green mojo, grilled cheese with palm honey and the wine of the valley's own vines in a guachinche, a farmhouse tavern of the north of the island.",
          "Patate rugose con mojo rosso e verde, formaggio alla griglia con miele di palma e il vino delle vigne della valle in un guachinche, la taverna contadina del nord dell'isola.",
          "Papas arrugadas con mojo rojo y verde, queso asado con miel de palma y el vino de las viñas del valle en un guachinche, la casa de comidas campesina del norte de la isla.",
          "Pommes de terre ridées aux mojos rouge et vert, fromage grillé au miel de palme et vin des vignes de la vallée dans un guachinche, taverne paysanne du nord de l'île.",
          "Runzelkartoffeln mit rotem und grünem Mojo, gegrillter Käse mit Palmhonig und Wein aus den Reben des Tals in einem Guachinche, einer Bauernschenke im Norden der Insel.",
        ],
      ],
    ],
  },
  "ESP Teide": {
    days: [
      [
        "see",
        [
          "Teide: the cable car and the summit",
          "Teide: la funivia e la vetta",
          "Teide: el teleférico y la cima",
          "Teide : le téléphérique et le sommet",
          "Teide: die Seilbahn und der Gipfel",
        ],
        [
          "Across the caldera of Las Cañadas and up the Teide cable car to La Rambleta, then the path to the summit crater, open only with a permit booked ahead, or to the Pico Viejo viewpoint.",
          "Attraverso la caldera delle Cañadas e su con la funivia del Teide fino a La Rambleta, poi il sentiero fino al cratere sommitale, solo con permesso prenotato, o al belvedere del Pico Viejo.",
          "Por la caldera de Las Cañadas y en el teleférico del Teide hasta La Rambleta, y el sendero al cráter de la cima, solo con permiso reservado, o al mirador del Pico Viejo.",
          "À travers la caldeira de Las Cañadas et en téléphérique jusqu'à La Rambleta, puis le sentier du cratère sommital, accessible avec un permis réservé, ou le belvédère du Pico Viejo.",
          "Durch die Caldera Las Cañadas und mit der Teide-Seilbahn zur Rambleta, dann der Pfad zum Gipfelkrater, nur mit vorab gebuchter Genehmigung, oder zum Aussichtspunkt über dem Pico Viejo.",
        ],
      ],
      [
        "see",
        [
          "Teide: the Roques de García and the stars",
          "Teide: i Roques de García e le stelle",
          "Teide: los Roques de García y las estrellas",
          "Teide : les Roques de García et les étoiles",
          "Teide: die Roques de García und die Sterne",
        ],
        [
          "The loop around the Roques de García above the Llano de Ucanca, the lava of the Minas de San José, then sunset over the sea of clouds and the stars from the caldera with an astronomy guide.",
          "Il giro dei Roques de García sopra il Llano de Ucanca, le lave delle Minas de San José, poi il tramonto sul mare di nuvole e le stelle della caldera con una guida astronomica.",
          "La vuelta a los Roques de García sobre el llano de Ucanca, las lavas de las Minas de San José, y el atardecer sobre el mar de nubes y las estrellas en la caldera con un guía astronómico.",
          "Le tour des Roques de García au-dessus du Llano de Ucanca, les laves des Minas de San José, puis le coucher du soleil sur la mer de nuages et les étoiles avec un guide astronome.",
          "Die Runde um die Roques de García über dem Llano de Ucanca, die Lava der Minas de San José, dann Sonnenuntergang über dem Wolkenmeer und die Sterne der Caldera mit einem Astronomieführer.",
        ],
      ],
    ],
  },
  "ESP Lanzarote": {
    days: [
      [
        "see",
        [
          "Lanzarote: Timanfaya and Jameos del Agua",
          "Lanzarote: Timanfaya e Jameos del Agua",
          "Lanzarote: Timanfaya y los Jameos del Agua",
          "Lanzarote : Timanfaya et les Jameos del Agua",
          "Lanzarote: Timanfaya und Jameos del Agua",
        ],
        [
          "The Fire Mountains of Timanfaya by the park coach, with the heat of the ground shown at Islote de Hilario, the vines in black ash pits of La Geria, and César Manrique's Jameos del Agua.",
          "Le Montagne del Fuoco di Timanfaya con il pullman del parco e il calore del suolo mostrato all'Islote de Hilario, le vigne nelle buche di cenere della Geria e i Jameos del Agua di Manrique.",
          "Las Montañas del Fuego de Timanfaya en la guagua del parque, el calor del suelo en el Islote de Hilario, las viñas en hoyos de picón de La Geria y los Jameos del Agua de César Manrique.",
          "Les montagnes de Feu de Timanfaya en car du parc, la chaleur du sol montrée à l'Islote de Hilario, les vignes dans les trous de cendre de La Geria et les Jameos del Agua de César Manrique.",
          "Die Feuerberge von Timanfaya mit dem Parkbus, die Hitze des Bodens am Islote de Hilario, die Reben in schwarzen Aschegruben von La Geria und César Manriques Jameos del Agua.",
        ],
      ],
      [
        "beach",
        [
          "Lanzarote: surf at Famara",
          "Lanzarote: surf a Famara",
          "Lanzarote: surf en Famara",
          "Lanzarote : surf à Famara",
          "Lanzarote: Surfen in Famara",
        ],
        [
          "A surf lesson on the long beach of Famara under its cliffs, where the island's surf schools work the Atlantic swell, then the sandy streets of the surfers' village of Caleta de Famara.",
          "Una lezione di surf sulla lunga spiaggia di Famara sotto le sue falesie, dove le scuole dell'isola lavorano le onde dell'Atlantico, poi le strade di sabbia della Caleta de Famara.",
          "Una clase de surf en la larga playa de Famara bajo su risco, donde trabajan las escuelas de la isla, y las calles de arena del pueblo surfero de La Caleta de Famara.",
          "Une leçon de surf sur la longue plage de Famara sous ses falaises, où les écoles de l'île profitent de la houle, puis les rues de sable du village de surfeurs de Caleta de Famara.",
          "Eine Surfstunde am langen Strand von Famara unter seinen Klippen, wo die Surfschulen der Insel die Atlantikdünung nutzen, dann die Sandstraßen des Surferdorfs Caleta de Famara.",
        ],
      ],
    ],
  },
  "PRT Lisbon": {
    days: [
      [
        "see",
        [
          "Lisbon: Alfama and the castle",
          "Lisbona: l'Alfama e il castello",
          "Lisboa: la Alfama y el castillo",
          "Lisbonne : l'Alfama et le château",
          "Lissabon: die Alfama und die Burg",
        ],
        [
          "Tram 28 up through the Alfama, the Sé cathedral, the Portas do Sol and Santa Luzia viewpoints, the Castelo de São Jorge on the hilltop, and down to the Baixa and the Praça do Comércio.",
          "Il tram 28 su per l'Alfama, la Sé, i belvedere di Portas do Sol e Santa Luzia, il Castelo de São Jorge in cima al colle e giù fino alla Baixa e alla Praça do Comércio.",
          "El tranvía 28 por la Alfama, la Sé, los miradores de Portas do Sol y Santa Luzia, el castillo de San Jorge en lo alto, y bajada a la Baixa y la plaza del Comercio.",
          "Le tram 28 à travers l'Alfama, la Sé, les belvédères de Portas do Sol et Santa Luzia, le château Saint-Georges au sommet, puis la Baixa et la place du Commerce.",
          "Mit der Tram 28 hinauf durch die Alfama, die Kathedrale Sé, die Aussichtspunkte Portas do Sol und Santa Luzia, das Castelo de São Jorge auf dem Hügel und hinab zu Baixa und Praça do Comércio.",
        ],
      ],
      [
        "see",
        [
          "Lisbon: Belém and the Jerónimos",
          "Lisbona: Belém e i Jerónimos",
          "Lisboa: Belém y los Jerónimos",
          "Lisbonne : Belém et les Hiéronymites",
          "Lissabon: Belém und das Jerónimos-Kloster",
        ],
        [
          "The Manueline cloister of the Jerónimos Monastery and Vasco da Gama's tomb, the Belém Tower on the Tagus, the Monument to the Discoveries, and warm pastéis de Belém from the old bakery; if the day falls on a Monday, when the cloister and the tower are closed, both are seen from outside.",
          "Il chiostro manuelino del Monastero dos Jerónimos e la tomba di Vasco da Gama, la Torre di Belém sul Tago, il Monumento alle Scoperte e i pastéis de Belém caldi dell'antica pasticceria; se il giorno cade di lunedì, quando il chiostro e la torre sono chiusi, entrambi visti da fuori.",
          "El claustro manuelino del monasterio de los Jerónimos y la tumba de Vasco da Gama, la torre de Belém sobre el Tajo, el monumento a los Descubrimientos y pastéis de Belém recién hechos; si el día cae en lunes, cuando el claustro y la torre cierran, ambos vistos desde fuera.",
          "Le cloître manuélin du monastère des Hiéronymites et le tombeau de Vasco de Gama, la tour de Belém sur le Tage, le monument des Découvertes et les pastéis de Belém tout chauds ; si la journée tombe un lundi, jour de fermeture du cloître et de la tour, tous deux vus de l'extérieur.",
          "Der manuelinische Kreuzgang des Jerónimos-Klosters und das Grab Vasco da Gamas, der Turm von Belém am Tejo, das Denkmal der Entdeckungen und warme Pastéis de Belém aus der alten Bäckerei; fällt der Tag auf einen Montag, an dem Kreuzgang und Turm geschlossen sind, beide nur von außen.",
        ],
      ],
      [
        "food",
        [
          "Lisbon: bacalhau, bifanas and ginjinha",
          "Lisbona: bacalhau, bifanas e ginjinha",
          "Lisboa: bacalao, bifanas y ginjinha",
          "Lisbonne : bacalhau, bifanas et ginjinha",
          "Lissabon: Bacalhau, Bifanas und Ginjinha",
        ],
        [
          "The Mercado da Ribeira in Cais do Sodré, a bifana pork sandwich at a counter, bacalhau à Brás in a tasca of the Mouraria, and a shot of ginjinha cherry liqueur by the Rossio.",
          "Il Mercado da Ribeira al Cais do Sodré, una bifana al bancone, bacalhau à Brás in una tasca della Mouraria e un bicchierino di ginjinha, il liquore di amarene, vicino al Rossio.",
          "El Mercado da Ribeira en el Cais do Sodré, una bifana en la barra, bacalao à Brás en una tasca de la Mouraria y una ginjinha, el licor de guindas, junto al Rossio.",
          "Le Mercado da Ribeira au Cais do Sodré, une bifana au comptoir, un bacalhau à Brás dans une tasca de la Mouraria et une ginjinha, liqueur de griotte, près du Rossio.",
          "Der Mercado da Ribeira am Cais do Sodré, eine Bifana an der Theke, Bacalhau à Brás in einer Tasca der Mouraria und ein Gläschen Ginjinha, Sauerkirschlikör, am Rossio.",
        ],
      ],
    ],
  },
  "PRT Sintra": {
    days: [
      [
        "see",
        [
          "Sintra: Pena Palace and the Moorish Castle",
          "Sintra: il Palazzo della Pena e il Castello dei Mori",
          "Sintra: el Palacio da Pena y el Castillo de los Moros",
          "Sintra : le palais de Pena et le château des Maures",
          "Sintra: der Pena-Palast und die Maurenburg",
        ],
        [
          "The red and yellow Pena Palace on its peak above the forest of Sintra, the walls of the Moorish Castle along the ridge, and the National Palace with its two great chimneys in the town.",
          "Il Palazzo della Pena rosso e giallo sulla sua vetta sopra la foresta di Sintra, le mura del Castello dei Mori lungo il crinale e il Palazzo Nazionale con i suoi due grandi camini.",
          "El Palacio da Pena, rojo y amarillo en su cima sobre el bosque de Sintra, las murallas del Castillo de los Moros por la cresta y el Palacio Nacional con sus dos grandes chimeneas.",
          "Le palais de Pena rouge et jaune sur son pic au-dessus de la forêt de Sintra, les murailles du château des Maures sur la crête et le palais national et ses deux grandes cheminées.",
          "Der rot-gelbe Pena-Palast auf seinem Gipfel über dem Wald von Sintra, die Mauern der Maurenburg auf dem Grat und der Nationalpalast mit seinen zwei großen Kaminen im Ort.",
        ],
      ],
      [
        "see",
        [
          "Sintra: Quinta da Regaleira and Cabo da Roca",
          "Sintra: Quinta da Regaleira e Cabo da Roca",
          "Sintra: la Quinta da Regaleira y el cabo da Roca",
          "Sintra : la Quinta da Regaleira et le cap da Roca",
          "Sintra: Quinta da Regaleira und Cabo da Roca",
        ],
        [
          "Down the spiral Initiation Well of the Quinta da Regaleira and through its grottoes, then Cabo da Roca, the westernmost point of mainland Europe, on its cliffs above the Atlantic.",
          "Giù per il Pozzo Iniziatico a spirale della Quinta da Regaleira e tra le sue grotte, poi Cabo da Roca, il punto più occidentale dell'Europa continentale, sulle scogliere dell'Atlantico.",
          "Bajada por el pozo iniciático en espiral de la Quinta da Regaleira y sus grutas, y luego el cabo da Roca, el punto más occidental de la Europa continental, sobre el Atlántico.",
          "La descente du puits initiatique en spirale de la Quinta da Regaleira et ses grottes, puis le cap da Roca, point le plus occidental de l'Europe continentale, sur ses falaises.",
          "Den spiralförmigen Initiationsbrunnen der Quinta da Regaleira hinab und durch ihre Grotten, dann Cabo da Roca, der westlichste Punkt des europäischen Festlands, über dem Atlantik.",
        ],
      ],
      [
        "food",
        [
          "Sintra: travesseiros and queijadas",
          "Sintra: travesseiros e queijadas",
          "Sintra: travesseiros y queijadas",
          "Sintra : travesseiros et queijadas",
          "Sintra: Travesseiros und Queijadas",
        ],
        [
          "Travesseiros, the almond cream pastries of the Piriquita bakery, and queijadas de Sintra, then the old sand-rooted vines of Colares and a tasting of their rare red wine.",
          "I travesseiros, sfoglie alla crema di mandorle della pasticceria Piriquita, e le queijadas di Sintra, poi le vecchie vigne su sabbia di Colares e un assaggio del loro raro vino rosso.",
          "Los travesseiros de crema de almendra de la pastelería Piriquita y las queijadas de Sintra, y luego las viejas viñas en arena de Colares y una cata de su raro vino tinto.",
          "Les travesseiros, feuilletés à la crème d'amande de la pâtisserie Piriquita, et les queijadas de Sintra, puis les vieilles vignes plantées dans le sable de Colares et leur rare vin rouge.",
          "Travesseiros, die Mandelcreme-Blätterteigstücke der Bäckerei Piriquita, und Queijadas de Sintra, dann die alten Sandreben von Colares und eine Probe ihres seltenen Rotweins.",
        ],
      ],
    ],
  },
  "PRT Cascais": {
    days: [
      [
        "see",
        [
          "Cascais: the old town and the Boca do Inferno",
          "Cascais: il centro storico e la Boca do Inferno",
          "Cascais: el casco antiguo y la Boca do Inferno",
          "Cascais : la vieille ville et la Boca do Inferno",
          "Cascais: die Altstadt und die Boca do Inferno",
        ],
        [
          "The fishermen's beach and the cobbled lanes of old Cascais, the Citadel and the marina, then the cliff path to the Boca do Inferno, where the Atlantic bursts into a sea cave.",
          "La spiaggia dei pescatori e i vicoli acciottolati della vecchia Cascais, la Cittadella e il porto turistico, poi il sentiero sulla scogliera fino alla Boca do Inferno, dove l'oceano irrompe in una grotta.",
          "La playa de los pescadores y las calles empedradas del viejo Cascais, la Ciudadela y el puerto deportivo, y el camino del acantilado hasta la Boca do Inferno, donde el mar revienta en una gruta.",
          "La plage des pêcheurs et les ruelles pavées du vieux Cascais, la citadelle et la marina, puis le sentier de falaise jusqu'à la Boca do Inferno, où l'Atlantique s'engouffre dans une grotte.",
          "Der Fischerstrand und die Pflastergassen des alten Cascais, die Zitadelle und der Jachthafen, dann der Klippenweg zur Boca do Inferno, wo der Atlantik in eine Meereshöhle schlägt.",
        ],
      ],
      [
        "food",
        [
          "Cascais: the fish auction and grilled seafood",
          "Cascais: l'asta del pesce e i frutti di mare alla griglia",
          "Cascais: la lonja y el marisco a la brasa",
          "Cascais : la criée et les fruits de mer grillés",
          "Cascais: die Fischauktion und gegrillter Fisch",
        ],
        [
          "The day's catch brought up to the fish market by the fishermen's beach, then grilled sea bream, clams à Bulhão Pato and a glass of vinho verde in a restaurant on the bay.",
          "Il pescato del giorno portato al mercato del pesce accanto alla spiaggia dei pescatori, poi orata alla griglia, vongole à Bulhão Pato e un bicchiere di vinho verde sulla baia.",
          "La pesca del día llevada a la lonja junto a la playa de los pescadores, y después dorada a la brasa, almejas à Bulhão Pato y un vinho verde en un restaurante sobre la bahía.",
          "La pêche du jour montée à la criée près de la plage des pêcheurs, puis daurade grillée, palourdes à Bulhão Pato et un verre de vinho verde sur la baie.",
          "Der Tagesfang auf dem Fischmarkt am Fischerstrand, dann gegrillte Dorade, Muscheln à Bulhão Pato und ein Glas Vinho Verde in einem Restaurant an der Bucht.",
        ],
      ],
      [
        "beach",
        [
          "Cascais: surf at Guincho and Carcavelos",
          "Cascais: surf a Guincho e Carcavelos",
          "Cascais: surf en Guincho y Carcavelos",
          "Cascais : surf à Guincho et Carcavelos",
          "Cascais: Surfen in Guincho und Carcavelos",
        ],
        [
          "A surf lesson with one of the schools on the wide sands of Carcavelos, then the wild dune beach of Guincho under the Sintra hills, where kitesurfers ride the wind.",
          "Una lezione di surf con una delle scuole sulla larga spiaggia di Carcavelos, poi la spiaggia selvaggia di dune del Guincho sotto i monti di Sintra, dove volano i kitesurf.",
          "Una clase de surf con una de las escuelas en la amplia playa de Carcavelos, y la playa salvaje de dunas del Guincho bajo la sierra de Sintra, donde vuelan los kitesurfistas.",
          "Une leçon de surf avec l'une des écoles sur la large plage de Carcavelos, puis la plage sauvage et ses dunes du Guincho sous la serra de Sintra, royaume des kitesurfeurs.",
          "Eine Surfstunde bei einer der Schulen am breiten Strand von Carcavelos, dann der wilde Dünenstrand von Guincho unter den Sintra-Bergen, wo die Kitesurfer den Wind nutzen.",
        ],
      ],
    ],
  },
  "PRT Óbidos": {
    days: [
      [
        "see",
        [
          "Óbidos: the walls and the Rua Direita",
          "Óbidos: le mura e la Rua Direita",
          "Óbidos: las murallas y la Rua Direita",
          "Óbidos : les remparts et la Rua Direita",
          "Óbidos: die Mauern und die Rua Direita",
        ],
        [
          "Through the tiled gate of Porta da Vila into the walled village, along the Rua Direita and its whitewashed houses trimmed in blue and yellow, and around the top of the walls to the castle.",
          "Dalla porta azulejata di Porta da Vila nel borgo murato, lungo la Rua Direita tra case bianche bordate di blu e giallo, e il giro in cima alle mura fino al castello.",
          "Por la Porta da Vila y sus azulejos al pueblo amurallado, la Rua Direita y sus casas encaladas con ribetes azules y amarillos, y la vuelta por lo alto de la muralla hasta el castillo.",
          "Par la porte aux azulejos de la Porta da Vila dans le village fortifié, la Rua Direita et ses maisons blanches bordées de bleu et de jaune, puis le tour des remparts jusqu'au château.",
          "Durch das gekachelte Tor Porta da Vila in das ummauerte Dorf, die Rua Direita entlang mit weißen Häusern, blau und gelb gesäumt, und oben auf der Mauer rundherum bis zur Burg.",
        ],
      ],
      [
        "food",
        [
          "Óbidos: ginja in chocolate cups",
          "Óbidos: ginja nei bicchierini di cioccolato",
          "Óbidos: ginja en vasitos de chocolate",
          "Óbidos : la ginja dans des tasses en chocolat",
          "Óbidos: Ginja im Schokoladenbecher",
        ],
        [
          "Ginja de Óbidos, the sour cherry liqueur, drunk from little chocolate cups, with the pears of the Oeste region and pastries from a bakery inside the walls.",
          "La ginja de Óbidos, il liquore di amarene, bevuto in bicchierini di cioccolato, con le pere della regione dell'Oeste e i dolci di un forno dentro le mura.",
          "La ginja de Óbidos, el licor de guindas, bebida en vasitos de chocolate, con las peras de la comarca del Oeste y los dulces de un obrador dentro de las murallas.",
          "La ginja de Óbidos, liqueur de griotte, bue dans de petites tasses en chocolat, avec les poires de la région de l'Oeste et les pâtisseries d'un four dans les remparts.",
          "Ginja de Óbidos, der Sauerkirschlikör, aus kleinen Schokoladenbechern getrunken, dazu Birnen aus der Region Oeste und Gebäck aus einer Bäckerei innerhalb der Mauern.",
        ],
      ],
    ],
  },
  "PRT Nazaré": {
    days: [
      [
        "see",
        [
          "Nazaré: the Sítio and the fishermen's beach",
          "Nazaré: il Sítio e la spiaggia dei pescatori",
          "Nazaré: el Sítio y la playa de los pescadores",
          "Nazaré : le Sítio et la plage des pêcheurs",
          "Nazaré: der Sítio und der Fischerstrand",
        ],
        [
          "The fish laid to dry on racks on the beach by women in their layered skirts, then the funicular up to the Sítio, its sanctuary and the clifftop view over the town and the bay.",
          "Il pesce messo a seccare sui graticci in spiaggia dalle donne con le loro gonne a strati, poi la funicolare fino al Sítio, il suo santuario e la vista dalla scogliera sul paese.",
          "El pescado puesto a secar en la playa por las mujeres con sus faldas de varias capas, y el funicular al Sítio, su santuario y la vista desde el acantilado sobre el pueblo.",
          "Les poissons séchés sur des claies par les femmes aux jupes superposées, puis le funiculaire jusqu'au Sítio, son sanctuaire et la vue depuis la falaise sur la ville et la baie.",
          "Fische, die Frauen in ihren vielen Röcken am Strand auf Gestellen trocknen, dann mit der Standseilbahn hinauf zum Sítio, seiner Wallfahrtskirche und dem Blick über Ort und Bucht.",
        ],
      ],
      [
        "food",
        [
          "Nazaré: caldeirada and dried fish",
          "Nazaré: caldeirada e pesce secco",
          "Nazaré: caldeirada y pescado seco",
          "Nazaré : caldeirada et poisson séché",
          "Nazaré: Caldeirada und Trockenfisch",
        ],
        [
          "Caldeirada, the fishermen's stew of the day's catch, grilled sardines and horse mackerel, and the sun-dried fish sold on the beach, with a glass of wine of the Alcobaça hills.",
          "La caldeirada, la zuppa dei pescatori con il pescato del giorno, sardine e sugarelli alla griglia e il pesce seccato al sole venduto in spiaggia, con un vino delle colline di Alcobaça.",
          "La caldeirada, el guiso de pescadores con la pesca del día, sardinas y jureles a la brasa y el pescado secado al sol que se vende en la playa, con un vino de Alcobaça.",
          "La caldeirada, ragoût des pêcheurs avec la pêche du jour, sardines et chinchards grillés, et le poisson séché vendu sur la plage, avec un verre de vin des collines d'Alcobaça.",
          "Caldeirada, der Fischereintopf aus dem Tagesfang, gegrillte Sardinen und Stöcker und der am Strand verkaufte sonnengetrocknete Fisch, dazu ein Wein aus den Hügeln von Alcobaça.",
        ],
      ],
      [
        "beach",
        [
          "Nazaré: the big waves of Praia do Norte",
          "Nazaré: le onde giganti della Praia do Norte",
          "Nazaré: las olas gigantes de la Praia do Norte",
          "Nazaré : les vagues géantes de Praia do Norte",
          "Nazaré: die Riesenwellen der Praia do Norte",
        ],
        [
          "The São Miguel Arcanjo fort and lighthouse above Praia do Norte, where the undersea canyon builds some of the biggest waves ever surfed, and a lesson with a surf school on the town beach.",
          "Il forte e il faro di São Miguel Arcanjo sopra la Praia do Norte, dove il canyon sottomarino crea alcune delle onde più grandi mai surfate, e una lezione di surf sulla spiaggia del paese.",
          "El fuerte y el faro de São Miguel Arcanjo sobre la Praia do Norte, donde el cañón submarino levanta algunas de las mayores olas jamás surfeadas, y una clase de surf en la playa del pueblo.",
          "Le fort et le phare de São Miguel Arcanjo au-dessus de Praia do Norte, où le canyon sous-marin lève certaines des plus grandes vagues jamais surfées, et une leçon sur la plage de la ville.",
          "Das Fort und der Leuchtturm São Miguel Arcanjo über der Praia do Norte, wo der Unterwassercanyon einige der größten je gesurften Wellen aufbaut, und eine Surfstunde am Ortsstrand.",
        ],
      ],
    ],
  },
  "PRT Coimbra": {
    days: [
      [
        "see",
        [
          "Coimbra: the university and the Joanina Library",
          "Coimbra: l'università e la Biblioteca Joanina",
          "Coímbra: la universidad y la Biblioteca Joanina",
          "Coimbra : l'université et la bibliothèque Joanina",
          "Coimbra: die Universität und die Biblioteca Joanina",
        ],
        [
          "Up to the old university on its hill, the gilded baroque Joanina Library, the Paço das Escolas and its Sala dos Capelos, then down the steep lanes past the Romanesque Sé Velha.",
          "Su fino alla vecchia università sul colle, la barocca Biblioteca Joanina tutta d'oro, il Paço das Escolas e la Sala dos Capelos, poi giù per i vicoli ripidi oltre la romanica Sé Velha.",
          "Subida a la vieja universidad en su colina, la dorada Biblioteca Joanina, el Paço das Escolas y su Sala dos Capelos, y bajada por las cuestas junto a la románica Sé Velha.",
          "La vieille université sur sa colline, la bibliothèque baroque dorée Joanina, le Paço das Escolas et sa Sala dos Capelos, puis les ruelles pentues jusqu'à la Sé Velha romane.",
          "Hinauf zur alten Universität auf ihrem Hügel, die vergoldete Barockbibliothek Joanina, der Paço das Escolas mit der Sala dos Capelos, dann durch steile Gassen an der romanischen Sé Velha vorbei hinab.",
        ],
      ],
      [
        "food",
        [
          "Coimbra: leitão and Coimbra fado",
          "Coimbra: leitão e fado di Coimbra",
          "Coímbra: leitão y fado de Coímbra",
          "Coimbra : leitão et fado de Coimbra",
          "Coimbra: Leitão und Coimbra-Fado",
        ],
        [
          "Roast suckling pig from the Bairrada with its sparkling wine, chanfana goat stewed in red wine, pastéis de Santa Clara, and the students' Coimbra fado sung by men in black capes.",
          "Il maialino arrosto della Bairrada con il suo spumante, la chanfana di capra al vino rosso, i pastéis de Santa Clara e il fado di Coimbra degli studenti, cantato da uomini in mantello nero.",
          "Cochinillo asado de la Bairrada con su espumoso, chanfana de cabra al vino tinto, pastéis de Santa Clara y el fado de Coímbra de los estudiantes, cantado por hombres de capa negra.",
          "Cochon de lait rôti de la Bairrada et son mousseux, chanfana de chèvre au vin rouge, pastéis de Santa Clara, et le fado étudiant de Coimbra chanté par des hommes en cape noire.",
          "Spanferkel aus der Bairrada mit ihrem Schaumwein, Chanfana, Ziege in Rotwein geschmort, Pastéis de Santa Clara und der Studentenfado von Coimbra, gesungen von Männern in schwarzen Umhängen.",
        ],
      ],
    ],
  },
  "PRT Porto": {
    days: [
      [
        "see",
        [
          "Porto: the Ribeira and the Dom Luís bridge",
          "Porto: la Ribeira e il ponte Dom Luís",
          "Oporto: la Ribeira y el puente Don Luis",
          "Porto : la Ribeira et le pont Dom-Luís",
          "Porto: die Ribeira und die Brücke Dom Luís",
        ],
        [
          "The tiled halls of São Bento station, the Sé on its hill, down the stepped lanes to the Ribeira quays, and across the upper deck of the iron Dom Luís I bridge to the Serra do Pilar viewpoint.",
          "Gli azulejos della stazione di São Bento, la Sé sul suo colle, giù per le scalinate fino alle banchine della Ribeira e sul piano alto del ponte di ferro Dom Luís I fino al belvedere della Serra do Pilar.",
          "Los azulejos de la estación de São Bento, la Sé en su colina, las escaleras hasta los muelles de la Ribeira y el tablero alto del puente de hierro Don Luis I hasta el mirador de la Serra do Pilar.",
          "Les azulejos de la gare São Bento, la Sé sur sa colline, les escaliers jusqu'aux quais de la Ribeira et le tablier supérieur du pont de fer Dom-Luís-Ier jusqu'au belvédère de la Serra do Pilar.",
          "Die Azulejos des Bahnhofs São Bento, die Sé auf ihrem Hügel, die Treppengassen hinab zu den Kais der Ribeira und über das obere Deck der Eisenbrücke Dom Luís I zum Aussichtspunkt Serra do Pilar.",
        ],
      ],
      [
        "see",
        [
          "Porto: the Clérigos tower and Foz",
          "Porto: la torre dei Clérigos e la Foz",
          "Oporto: la torre de los Clérigos y Foz",
          "Porto : la tour des Clérigos et Foz",
          "Porto: der Clérigos-Turm und Foz",
        ],
        [
          "Up the baroque Clérigos tower, the Livraria Lello bookshop and the tiled churches of the Carmo, then the old tram along the Douro to Foz, where the river meets the Atlantic.",
          "Su per la torre barocca dei Clérigos, la libreria Lello e le chiese azulejate del Carmo, poi il vecchio tram lungo il Douro fino alla Foz, dove il fiume incontra l'Atlantico.",
          "Subida a la torre barroca de los Clérigos, la librería Lello y las iglesias de azulejos del Carmo, y el viejo tranvía por el Duero hasta Foz, donde el río se encuentra con el Atlántico.",
          "La tour baroque des Clérigos, la librairie Lello et les églises aux azulejos du Carmo, puis le vieux tram le long du Douro jusqu'à Foz, où le fleuve rejoint l'Atlantique.",
          "Auf den barocken Clérigos-Turm, die Buchhandlung Lello und die gekachelten Kirchen am Carmo, dann mit der alten Tram am Douro entlang nach Foz, wo der Fluss ins Meer mündet.",
        ],
      ],
      [
        "food",
        [
          "Porto: port wine lodges and francesinha",
          "Porto: le cantine del Porto e la francesinha",
          "Oporto: las bodegas de Oporto y la francesinha",
          "Porto : les caves de porto et la francesinha",
          "Porto: Portweinkellereien und Francesinha",
        ],
        [
          "A port wine lodge in Vila Nova de Gaia, its barrels and a tasting of tawny and ruby, the Bolhão market, and a francesinha, the city's sandwich drowned in a beer and tomato sauce.",
          "Una cantina di vino Porto a Vila Nova de Gaia, le sue botti e un assaggio di tawny e ruby, il mercato del Bolhão e la francesinha, il panino della città affogato in salsa di birra e pomodoro.",
          "Una bodega de vino de Oporto en Vila Nova de Gaia, sus barricas y una cata de tawny y ruby, el mercado do Bolhão y una francesinha, el sándwich de la ciudad bañado en salsa de cerveza.",
          "Une cave de porto à Vila Nova de Gaia, ses fûts et une dégustation de tawny et de ruby, le marché du Bolhão, et une francesinha, le sandwich de la ville noyé dans une sauce à la bière.",
          "Eine Portweinkellerei in Vila Nova de Gaia, ihre Fässer und eine Probe von Tawny und Ruby, der Bolhão-Markt und eine Francesinha, das Sandwich der Stadt in Bier-Tomaten-Soße.",
        ],
      ],
    ],
  },
  "PRT Douro Valley": {
    days: [
      [
        "see",
        [
          "Douro Valley: Pinhão and a quinta",
          "Valle del Douro: Pinhão e una quinta",
          "Valle del Duero: Pinhão y una quinta",
          "Vallée du Douro : Pinhão et une quinta",
          "Douro-Tal: Pinhão und eine Quinta",
        ],
        [
          "The tiled station of Pinhão with its scenes of the grape harvest, a boat on the river between the terraced slopes, and a port and Douro wine tasting at a family quinta.",
          "La stazione di Pinhão con gli azulejos della vendemmia, una barca sul fiume tra i pendii a terrazze e una degustazione di Porto e vini del Douro in una quinta di famiglia.",
          "La estación de Pinhão con sus azulejos de la vendimia, un barco por el río entre laderas en terrazas y una cata de oporto y vinos del Duero en una quinta familiar.",
          "La gare de Pinhão et ses azulejos des vendanges, un bateau sur le fleuve entre les coteaux en terrasses, et une dégustation de porto et de vins du Douro dans une quinta familiale.",
          "Der Bahnhof von Pinhão mit seinen Azulejos der Weinlese, eine Bootsfahrt zwischen den Terrassenhängen und eine Probe von Portwein und Douro-Weinen auf einer Familien-Quinta.",
        ],
      ],
      [
        "see",
        [
          "Douro Valley: the viewpoints of Casal de Loivos and São Leonardo",
          "Valle del Douro: i belvedere di Casal de Loivos e São Leonardo",
          "Valle del Duero: los miradores de Casal de Loivos y São Leonardo",
          "Vallée du Douro : les belvédères de Casal de Loivos et São Leonardo",
          "Douro-Tal: die Aussichtspunkte Casal de Loivos und São Leonardo",
        ],
        [
          "The Casal de Loivos viewpoint over the river bend at Pinhão, the São Leonardo de Galafura viewpoint high above the valley, and the Douro Museum in Peso da Régua.",
          "Il belvedere di Casal de Loivos sull'ansa del fiume a Pinhão, quello di São Leonardo de Galafura alto sulla valle e il Museo del Douro a Peso da Régua.",
          "El mirador de Casal de Loivos sobre la curva del río en Pinhão, el de São Leonardo de Galafura en lo alto del valle y el Museo del Duero en Peso da Régua.",
          "Le belvédère de Casal de Loivos sur la boucle du fleuve à Pinhão, celui de São Leonardo de Galafura au-dessus de la vallée et le musée du Douro à Peso da Régua.",
          "Der Aussichtspunkt Casal de Loivos über der Flussschleife bei Pinhão, der von São Leonardo de Galafura hoch über dem Tal und das Douro-Museum in Peso da Régua.",
        ],
      ],
    ],
  },
  "PRT Peneda-Gerês": {
    days: [
      [
        "trek",
        [
          "Peneda-Gerês: Castro Laboreiro to the Peneda sanctuary",
          "Peneda-Gerês: da Castro Laboreiro al santuario della Peneda",
          "Peneda-Gerês: de Castro Laboreiro al santuario de la Peneda",
          "Peneda-Gerês : de Castro Laboreiro au sanctuaire de la Peneda",
          "Peneda-Gerês: von Castro Laboreiro zum Heiligtum der Peneda",
        ],
        [
          "From the castle rock of Castro Laboreiro across the granite upland and its summer shepherd hamlets, the brandas, down to the sanctuary of Nossa Senhora da Peneda under its great rock slab.",
          "Dalla rocca di Castro Laboreiro attraverso l'altopiano di granito e i villaggi estivi dei pastori, le brandas, fino al santuario di Nossa Senhora da Peneda sotto la sua grande lastra di roccia.",
          "Desde el castillo de Castro Laboreiro por la meseta de granito y sus aldeas de verano de los pastores, las brandas, hasta el santuario de Nossa Senhora da Peneda bajo su gran losa de roca.",
          "Du château de Castro Laboreiro à travers le plateau granitique et ses hameaux d'estive, les brandas, jusqu'au sanctuaire de Nossa Senhora da Peneda sous sa grande dalle rocheuse.",
          "Vom Burgfelsen von Castro Laboreiro über die Granithochfläche und die Sommerweiler der Hirten, die Brandas, hinab zum Heiligtum Nossa Senhora da Peneda unter seiner großen Felsplatte.",
        ],
      ],
      [
        "trek",
        [
          "Peneda-Gerês: over the hills to Soajo",
          "Peneda-Gerês: per i monti fino a Soajo",
          "Peneda-Gerês: por la sierra hasta Soajo",
          "Peneda-Gerês : par les monts jusqu'à Soajo",
          "Peneda-Gerês: über die Berge nach Soajo",
        ],
        [
          "Over the Serra da Peneda, past free-roaming garrano ponies and long-horned barrosã cattle, down to Soajo and its granite granaries, the espigueiros, standing on their threshing rock.",
          "Attraverso la Serra da Peneda, tra pony garrano liberi e vacche barrosã dalle lunghe corna, fino a Soajo e ai suoi granai di granito, gli espigueiros, sulla loro aia di roccia.",
          "Por la Serra da Peneda, entre ponis garranos sueltos y vacas barrosãs de largos cuernos, hasta Soajo y sus hórreos de granito, los espigueiros, sobre su era de roca.",
          "À travers la serra da Peneda, parmi les poneys garranos en liberté et les vaches barrosãs aux longues cornes, jusqu'à Soajo et ses greniers de granit, les espigueiros, sur leur aire rocheuse.",
          "Über die Serra da Peneda, vorbei an frei laufenden Garrano-Ponys und langhörnigen Barrosã-Rindern, hinab nach Soajo mit seinen Granitspeichern, den Espigueiros, auf ihrem Dreschfelsen.",
        ],
      ],
      [
        "trek",
        [
          "Peneda-Gerês: the Roman road of the Geira",
          "Peneda-Gerês: la strada romana della Geira",
          "Peneda-Gerês: la calzada romana de la Geira",
          "Peneda-Gerês : la voie romaine de la Geira",
          "Peneda-Gerês: die Römerstraße der Geira",
        ],
        [
          "Along the Geira, the Roman road from Braga to Astorga, through the old oak forest of the Mata da Albergaria, past its milestones still standing, to the border pass of Portela do Homem.",
          "Lungo la Geira, la strada romana da Braga ad Astorga, nell'antico querceto della Mata da Albergaria, tra i miliari ancora in piedi, fino al passo di confine di Portela do Homem.",
          "Por la Geira, la calzada romana de Braga a Astorga, a través del viejo robledal de la Mata da Albergaria, junto a sus miliarios aún en pie, hasta el paso fronterizo de Portela do Homem.",
          "Le long de la Geira, la voie romaine de Braga à Astorga, dans la vieille chênaie de la Mata da Albergaria, parmi ses bornes milliaires encore debout, jusqu'au col frontière de Portela do Homem.",
          "Auf der Geira, der Römerstraße von Braga nach Astorga, durch den alten Eichenwald der Mata da Albergaria, an noch stehenden Meilensteinen vorbei bis zum Grenzpass Portela do Homem.",
        ],
      ],
      [
        "see",
        [
          "Peneda-Gerês: Pitões das Júnias and its waterfall",
          "Peneda-Gerês: Pitões das Júnias e la sua cascata",
          "Peneda-Gerês: Pitões das Júnias y su cascada",
          "Peneda-Gerês : Pitões das Júnias et sa cascade",
          "Peneda-Gerês: Pitões das Júnias und sein Wasserfall",
        ],
        [
          "The stone village of Pitões das Júnias, the ruined medieval monastery of Santa Maria in its valley, and the path to the waterfall that drops into a granite gorge below.",
          "Il villaggio di pietra di Pitões das Júnias, le rovine del monastero medievale di Santa Maria nella sua valle e il sentiero fino alla cascata che precipita in una gola di granito.",
          "El pueblo de piedra de Pitões das Júnias, las ruinas del monasterio medieval de Santa María en su valle y el sendero hasta la cascada que cae en una garganta de granito.",
          "Le village de pierre de Pitões das Júnias, les ruines du monastère médiéval de Santa Maria dans son vallon et le sentier de la cascade qui tombe dans une gorge de granit.",
          "Das Steindorf Pitões das Júnias, die Ruine des mittelalterlichen Klosters Santa Maria in seinem Tal und der Pfad zum Wasserfall, der in eine Granitschlucht stürzt.",
        ],
      ],
    ],
  },
  "PRT Évora": {
    days: [
      [
        "see",
        [
          "Évora: the Roman temple and the Chapel of Bones",
          "Évora: il tempio romano e la Cappella delle Ossa",
          "Évora: el templo romano y la Capilla de los Huesos",
          "Évora : le temple romain et la chapelle des Os",
          "Évora: der Römertempel und die Knochenkapelle",
        ],
        [
          "The columns of the Roman temple, the cathedral roof walk, the Chapel of Bones in the church of São Francisco, and the standing stones of the Almendres Cromlech among the cork oaks.",
          "Le colonne del tempio romano, il camminamento sui tetti della cattedrale, la Cappella delle Ossa in São Francisco e i menhir del Cromlech degli Almendres tra le querce da sughero.",
          "Las columnas del templo romano, el paseo por las cubiertas de la catedral, la Capilla de los Huesos de San Francisco y los menhires del Crómlech de los Almendres entre alcornoques.",
          "Les colonnes du temple romain, le chemin sur les toits de la cathédrale, la chapelle des Os de São Francisco et les menhirs du cromlech des Almendres parmi les chênes-lièges.",
          "Die Säulen des Römertempels, der Gang über die Dächer der Kathedrale, die Knochenkapelle in São Francisco und die Menhire des Cromlech dos Almendres zwischen Korkeichen.",
        ],
      ],
      [
        "food",
        [
          "Évora: black pork and Alentejo wine",
          "Évora: maiale nero e vino dell'Alentejo",
          "Évora: cerdo ibérico y vino del Alentejo",
          "Évora : porc noir et vin de l'Alentejo",
          "Évora: schwarzes Schwein und Alentejo-Wein",
        ],
        [
          "Porco preto, the acorn-fed black pork of the Alentejo, açorda and migas, sheep's cheese from Serpa, and a wine estate of the plains where wine is still made in clay amphorae.",
          "Il porco preto, il maiale nero dell'Alentejo nutrito di ghiande, açorda e migas, il formaggio di pecora di Serpa e una tenuta della pianura dove il vino si fa ancora in anfore di terracotta.",
          "Porco preto, el cerdo negro del Alentejo criado con bellota, açorda y migas, queso de oveja de Serpa y una bodega de la llanura donde aún se hace vino en tinajas de barro.",
          "Le porco preto, porc noir de l'Alentejo nourri aux glands, açorda et migas, fromage de brebis de Serpa, et un domaine de la plaine où l'on fait encore le vin en amphores de terre.",
          "Porco preto, das mit Eicheln gemästete schwarze Schwein des Alentejo, Açorda und Migas, Schafskäse aus Serpa und ein Weingut der Ebene, das noch in Tonamphoren keltert.",
        ],
      ],
    ],
  },
  "PRT Algarve": {
    days: [
      [
        "see",
        [
          "Algarve: Lagos, Ponta da Piedade and Sagres",
          "Algarve: Lagos, Ponta da Piedade e Sagres",
          "Algarve: Lagos, Ponta da Piedade y Sagres",
          "Algarve : Lagos, Ponta da Piedade et Sagres",
          "Algarve: Lagos, Ponta da Piedade und Sagres",
        ],
        [
          "The old town of Lagos, the sea stacks and arches of Ponta da Piedade from its cliff stairs, then the fortress of Sagres and the Cabo de São Vicente at the south-west tip of Europe.",
          "La città vecchia di Lagos, i faraglioni e gli archi di Ponta da Piedade dalle scale sulla falesia, poi la fortezza di Sagres e il Cabo de São Vicente, all'estremità sud-ovest dell'Europa.",
          "El casco antiguo de Lagos, los farallones y arcos de Ponta da Piedade desde sus escaleras, y la fortaleza de Sagres y el cabo de San Vicente, en el extremo suroeste de Europa.",
          "La vieille ville de Lagos, les aiguilles et les arches de Ponta da Piedade depuis ses escaliers, puis la forteresse de Sagres et le cap Saint-Vincent, à la pointe sud-ouest de l'Europe.",
          "Die Altstadt von Lagos, die Felsnadeln und Bögen der Ponta da Piedade von ihren Klippentreppen, dann die Festung Sagres und das Cabo de São Vicente an der Südwestspitze Europas.",
        ],
      ],
      [
        "boat",
        [
          "Algarve: Benagil cave by boat",
          "Algarve: la grotta di Benagil in barca",
          "Algarve: la cueva de Benagil en barco",
          "Algarve : la grotte de Benagil en bateau",
          "Algarve: die Benagil-Höhle per Boot",
        ],
        [
          "By boat along the golden cliffs from Portimão or Carvoeiro to the sea cave of Benagil with its open dome, and the coves of Marinha and the Algar Seco rocks.",
          "In barca lungo le falesie dorate da Portimão o Carvoeiro fino alla grotta marina di Benagil con la sua volta aperta, e le calette di Marinha e gli scogli di Algar Seco.",
          "En barco por los acantilados dorados desde Portimão o Carvoeiro hasta la cueva marina de Benagil con su bóveda abierta, y las calas de Marinha y las rocas de Algar Seco.",
          "En bateau le long des falaises dorées depuis Portimão ou Carvoeiro jusqu'à la grotte marine de Benagil et son dôme ouvert, puis les criques de Marinha et les rochers d'Algar Seco.",
          "Mit dem Boot an den goldenen Klippen entlang von Portimão oder Carvoeiro zur Meereshöhle von Benagil mit ihrer offenen Kuppel, zu den Buchten von Marinha und den Felsen von Algar Seco.",
        ],
      ],
      [
        "beach",
        [
          "Algarve: surf on the west coast",
          "Algarve: surf sulla costa ovest",
          "Algarve: surf en la costa oeste",
          "Algarve : surf sur la côte ouest",
          "Algarve: Surfen an der Westküste",
        ],
        [
          "A surf lesson on the Atlantic beaches of the Costa Vicentina, Amado or Arrifana, where the surf schools of Sagres and Aljezur take beginners into the waves below the cliffs.",
          "Una lezione di surf sulle spiagge atlantiche della Costa Vicentina, Amado o Arrifana, dove le scuole di Sagres e Aljezur portano i principianti tra le onde sotto le falesie.",
          "Una clase de surf en las playas atlánticas de la Costa Vicentina, Amado o Arrifana, donde las escuelas de Sagres y Aljezur llevan a los principiantes a las olas bajo los acantilados.",
          "Une leçon de surf sur les plages atlantiques de la Costa Vicentina, Amado ou Arrifana, où les écoles de Sagres et d'Aljezur emmènent les débutants dans les vagues sous les falaises.",
          "Eine Surfstunde an den Atlantikstränden der Costa Vicentina, Amado oder Arrifana, wo die Surfschulen aus Sagres und Aljezur Anfänger unter den Klippen in die Wellen bringen.",
        ],
      ],
    ],
  },
  "PRT Madeira": {
    days: [
      [
        "see",
        [
          "Madeira: Funchal and the Monte toboggans",
          "Madera: Funchal e le slitte del Monte",
          "Madeira: Funchal y los carros de cesta del Monte",
          "Madère : Funchal et les luges de Monte",
          "Madeira: Funchal und die Korbschlitten von Monte",
        ],
        [
          "The fruit and fish of the Mercado dos Lavradores, the cable car up to Monte and its gardens, and the ride back down in a wicker toboggan steered by two carreiros in straw hats.",
          "La frutta e il pesce del Mercado dos Lavradores, la funivia fino al Monte e ai suoi giardini e la discesa su una slitta di vimini guidata da due carreiros con il cappello di paglia.",
          "La fruta y el pescado del Mercado dos Lavradores, el teleférico al Monte y sus jardines, y la bajada en carro de cesta guiado por dos carreiros con sombrero de paja.",
          "Les fruits et les poissons du Mercado dos Lavradores, le téléphérique jusqu'à Monte et ses jardins, et la descente en luge d'osier menée par deux carreiros en canotier.",
          "Obst und Fisch im Mercado dos Lavradores, die Seilbahn hinauf nach Monte und seinen Gärten und die Abfahrt im Korbschlitten, gelenkt von zwei Carreiros mit Strohhut.",
        ],
      ],
      [
        "see",
        [
          "Madeira: Pico do Arieiro and the levadas",
          "Madera: Pico do Arieiro e le levadas",
          "Madeira: el Pico do Arieiro y las levadas",
          "Madère : le Pico do Arieiro et les levadas",
          "Madeira: Pico do Arieiro und die Levadas",
        ],
        [
          "Sunrise above the clouds on Pico do Arieiro, then a walk along a levada, one of the old irrigation channels that wind through the laurel forest, to the Caldeirão Verde waterfall.",
          "L'alba sopra le nuvole al Pico do Arieiro, poi una camminata lungo una levada, uno dei vecchi canali d'irrigazione che serpeggiano nella laurisilva, fino alla cascata del Caldeirão Verde.",
          "El amanecer sobre las nubes en el Pico do Arieiro y un paseo por una levada, uno de los viejos canales de riego que serpentean por la laurisilva, hasta la cascada del Caldeirão Verde.",
          "Le lever du soleil au-dessus des nuages au Pico do Arieiro, puis une marche le long d'une levada, ces vieux canaux d'irrigation de la forêt de lauriers, jusqu'à la cascade du Caldeirão Verde.",
          "Sonnenaufgang über den Wolken auf dem Pico do Arieiro, dann eine Wanderung an einer Levada, einem der alten Bewässerungskanäle durch den Lorbeerwald, zum Wasserfall Caldeirão Verde.",
        ],
      ],
      [
        "boat",
        [
          "Madeira: dolphins and whales off Funchal",
          "Madera: delfini e balene al largo di Funchal",
          "Madeira: delfines y ballenas frente a Funchal",
          "Madère : dauphins et baleines au large de Funchal",
          "Madeira: Delfine und Wale vor Funchal",
        ],
        [
          "Out of Funchal's marina with a marine biologist to look for the dolphins and pilot whales that live off the island, along the cliffs of Cabo Girão.",
          "Dal porto turistico di Funchal con un biologo marino alla ricerca dei delfini e dei globicefali che vivono al largo dell'isola, lungo le falesie di Cabo Girão.",
          "Desde el puerto deportivo de Funchal con un biólogo marino en busca de los delfines y calderones que viven frente a la isla, a lo largo de los acantilados de Cabo Girão.",
          "De la marina de Funchal avec un biologiste marin à la recherche des dauphins et des globicéphales qui vivent au large de l'île, le long des falaises du Cabo Girão.",
          "Vom Jachthafen Funchal mit einer Meeresbiologin hinaus zu den Delfinen und Grindwalen, die vor der Insel leben, an den Klippen des Cabo Girão entlang.",
        ],
      ],
    ],
  },
  "PRT Azores": {
    days: [
      [
        "see",
        [
          "Azores: Sete Cidades and its crater lakes",
          "Azzorre: Sete Cidades e i suoi laghi vulcanici",
          "Azores: Sete Cidades y sus lagos de cráter",
          "Açores : Sete Cidades et ses lacs de cratère",
          "Azoren: Sete Cidades und seine Kraterseen",
        ],
        [
          "The rim of the Sete Cidades caldera on São Miguel, the twin blue and green lakes from the Vista do Rei viewpoint, and the Lagoa do Fogo crater lake high in the island's interior.",
          "Il bordo della caldera di Sete Cidades a São Miguel, i laghi gemelli blu e verde dal belvedere della Vista do Rei e il lago vulcanico di Lagoa do Fogo nel cuore dell'isola.",
          "El borde de la caldera de Sete Cidades en São Miguel, las lagunas gemelas azul y verde desde el mirador da Vista do Rei y la Lagoa do Fogo en lo alto del interior de la isla.",
          "Le rebord de la caldeira de Sete Cidades à São Miguel, les lacs jumeaux bleu et vert depuis le belvédère de Vista do Rei, et le lac de cratère de Lagoa do Fogo au cœur de l'île.",
          "Der Rand der Caldera von Sete Cidades auf São Miguel, die blauen und grünen Zwillingsseen vom Aussichtspunkt Vista do Rei und der Kratersee Lagoa do Fogo im Inselinneren.",
        ],
      ],
      [
        "see",
        [
          "Azores: Furnas and its cozido",
          "Azzorre: Furnas e il suo cozido",
          "Azores: Furnas y su cozido",
          "Açores : Furnas et son cozido",
          "Azoren: Furnas und sein Cozido",
        ],
        [
          "The steaming fumaroles of Furnas, where the cozido stew is slow-cooked in pots buried in the volcanic ground, the Terra Nostra garden and its warm iron-red pool, and a tea plantation.",
          "Le fumarole di Furnas, dove il cozido cuoce lentamente in pentole sepolte nel terreno vulcanico, il giardino Terra Nostra con la sua vasca calda color ruggine e una piantagione di tè.",
          "Las fumarolas de Furnas, donde el cozido se cuece en ollas enterradas en el suelo volcánico, el jardín Terra Nostra y su piscina templada de agua ferruginosa y una plantación de té.",
          "Les fumerolles de Furnas, où le cozido cuit lentement dans des marmites enterrées dans le sol volcanique, le jardin Terra Nostra et son bassin chaud couleur rouille, et une plantation de thé.",
          "Die dampfenden Fumarolen von Furnas, wo der Cozido in vergrabenen Töpfen im Vulkanboden gart, der Garten Terra Nostra mit seinem warmen rostroten Becken und eine Teeplantage.",
        ],
      ],
      [
        "boat",
        [
          "Azores: whale watching off São Miguel",
          "Azzorre: whale watching al largo di São Miguel",
          "Azores: avistamiento de cetáceos frente a São Miguel",
          "Açores : baleines au large de São Miguel",
          "Azoren: Walbeobachtung vor São Miguel",
        ],
        [
          "Out from Ponta Delgada guided by a lookout on the cliffs, the old whalers' vigia, to sperm whales and common and bottlenose dolphins in the deep water around the island.",
          "Da Ponta Delgada, guidati da una vedetta sulle scogliere, l'antica vigia dei balenieri, fino a capodogli, delfini comuni e tursiopi nelle acque profonde attorno all'isola.",
          "Desde Ponta Delgada, guiados por un vigía en el acantilado, la vieja vigia de los balleneros, hacia cachalotes, delfines comunes y mulares en las aguas profundas de la isla.",
          "Au départ de Ponta Delgada, guidés par une vigie sur la falaise comme au temps des baleiniers, vers les cachalots, dauphins communs et grands dauphins des eaux profondes de l'île.",
          "Von Ponta Delgada hinaus, gelenkt von einem Ausguck auf den Klippen, der alten Vigia der Walfänger, zu Pottwalen, Gemeinen Delfinen und Großen Tümmlern im tiefen Wasser um die Insel.",
        ],
      ],
    ],
  },
  "DEU Berlin": {
    days: [
      [
        "see",
        [
          "Berlin: the Brandenburg Gate and the Reichstag",
          "Berlino: la Porta di Brandeburgo e il Reichstag",
          "Berlín: la Puerta de Brandeburgo y el Reichstag",
          "Berlin : la porte de Brandebourg et le Reichstag",
          "Berlin: das Brandenburger Tor und der Reichstag",
        ],
        [
          "The Brandenburg Gate, the glass dome of the Reichstag, the Memorial to the Murdered Jews of Europe, and Checkpoint Charlie on the line where the Wall once cut the city in two.",
          "La Porta di Brandeburgo, la cupola di vetro del Reichstag, il Memoriale per gli ebrei assassinati d'Europa e il Checkpoint Charlie sulla linea dove il Muro tagliava in due la città.",
          "La Puerta de Brandeburgo, la cúpula de cristal del Reichstag, el Monumento a los judíos de Europa asesinados y el Checkpoint Charlie, en la línea donde el Muro partía la ciudad.",
          "La porte de Brandebourg, la coupole de verre du Reichstag, le Mémorial aux Juifs assassinés d'Europe et Checkpoint Charlie, sur la ligne où le Mur coupait la ville en deux.",
          "Das Brandenburger Tor, die Glaskuppel des Reichstags, das Denkmal für die ermordeten Juden Europas und der Checkpoint Charlie an der Linie, an der die Mauer die Stadt teilte.",
        ],
      ],
      [
        "see",
        [
          "Berlin: Museum Island and the Wall",
          "Berlino: l'Isola dei Musei e il Muro",
          "Berlín: la Isla de los Museos y el Muro",
          "Berlin : l'île aux Musées et le Mur",
          "Berlin: die Museumsinsel und die Mauer",
        ],
        [
          "Nefertiti in the Neues Museum on Museum Island and the Berliner Dom, the Berlin Wall Memorial on Bernauer Strasse, and the painted stretch of the Wall at the East Side Gallery.",
          "Nefertiti al Neues Museum sull'Isola dei Musei e il Duomo di Berlino, il Memoriale del Muro in Bernauer Strasse e il tratto dipinto del Muro all'East Side Gallery.",
          "Nefertiti en el Neues Museum de la Isla de los Museos y la catedral de Berlín, el Memorial del Muro en la Bernauer Strasse y el tramo pintado del Muro de la East Side Gallery.",
          "Néfertiti au Neues Museum sur l'île aux Musées et la cathédrale de Berlin, le mémorial du Mur de la Bernauer Strasse et le tronçon peint du Mur à l'East Side Gallery.",
          "Nofretete im Neuen Museum auf der Museumsinsel und der Berliner Dom, die Gedenkstätte Berliner Mauer an der Bernauer Straße und das bemalte Mauerstück der East Side Gallery.",
        ],
      ],
      [
        "food",
        [
          "Berlin: currywurst and Markthalle Neun",
          "Berlino: currywurst e la Markthalle Neun",
          "Berlín: currywurst y la Markthalle Neun",
          "Berlin : currywurst et Markthalle Neun",
          "Berlin: Currywurst und die Markthalle Neun",
        ],
        [
          "Currywurst from a stand under the elevated railway, the Markthalle Neun in Kreuzberg and its local producers, a döner kebab in Kreuzberg, and a Berliner Weisse to finish.",
          "La currywurst da un chiosco sotto la ferrovia sopraelevata, la Markthalle Neun a Kreuzberg e i suoi produttori, un döner kebab a Kreuzberg e una Berliner Weisse per finire.",
          "Currywurst de un puesto bajo el tren elevado, la Markthalle Neun de Kreuzberg y sus productores, un döner kebab en Kreuzberg y una Berliner Weisse para terminar.",
          "Une currywurst à un kiosque sous le métro aérien, la Markthalle Neun de Kreuzberg et ses producteurs, un döner kebab à Kreuzberg et une Berliner Weisse pour finir.",
          "Currywurst von der Bude unter der Hochbahn, die Markthalle Neun in Kreuzberg mit ihren Erzeugern, ein Döner in Kreuzberg und zum Schluss eine Berliner Weiße.",
        ],
      ],
      [
        "night",
        [
          "Berlin: Kreuzberg and Friedrichshain by night",
          "Berlino: Kreuzberg e Friedrichshain di notte",
          "Berlín: Kreuzberg y Friedrichshain de noche",
          "Berlin : Kreuzberg et Friedrichshain la nuit",
          "Berlin: Kreuzberg und Friedrichshain bei Nacht",
        ],
        [
          "The bars along the canal in Kreuzberg and around Simon-Dach-Strasse in Friedrichshain, then the techno clubs in old power plants and warehouses, open until well after dawn.",
          "I bar lungo il canale a Kreuzberg e attorno a Simon-Dach-Strasse a Friedrichshain, poi i club techno nelle vecchie centrali e nei magazzini, aperti fino a ben dopo l'alba.",
          "Los bares junto al canal en Kreuzberg y en torno a la Simon-Dach-Strasse en Friedrichshain, y los clubes de techno en viejas centrales y naves, abiertos hasta mucho después del amanecer.",
          "Les bars du canal à Kreuzberg et autour de la Simon-Dach-Strasse à Friedrichshain, puis les clubs techno dans d'anciennes centrales et entrepôts, ouverts bien après l'aube.",
          "Die Bars am Kanal in Kreuzberg und rund um die Simon-Dach-Straße in Friedrichshain, dann die Technoclubs in alten Kraftwerken und Lagerhallen, offen bis weit nach Sonnenaufgang.",
        ],
      ],
    ],
  },
  "DEU Dresden": {
    days: [
      [
        "see",
        [
          "Dresden: the Frauenkirche and the Zwinger",
          "Dresda: la Frauenkirche e lo Zwinger",
          "Dresde: la Frauenkirche y el Zwinger",
          "Dresde : la Frauenkirche et le Zwinger",
          "Dresden: die Frauenkirche und der Zwinger",
        ],
        [
          "The Frauenkirche, rebuilt stone by stone from the rubble of 1945, the Brühl Terrace above the Elbe, the Semperoper and the baroque Zwinger with Raphael's Sistine Madonna; if the day falls on a Monday, when the picture gallery is closed, the Zwinger's courtyard alone.",
          "La Frauenkirche, ricostruita pietra su pietra dalle macerie del 1945, la Terrazza di Brühl sull'Elba, la Semperoper e lo Zwinger barocco con la Madonna Sistina di Raffaello; se il giorno cade di lunedì, quando la pinacoteca è chiusa, il solo cortile dello Zwinger.",
          "La Frauenkirche, reconstruida piedra a piedra con los escombros de 1945, la terraza de Brühl sobre el Elba, la Semperoper y el Zwinger barroco con la Madonna Sixtina de Rafael; si el día cae en lunes, cuando la pinacoteca cierra, solo el patio del Zwinger.",
          "La Frauenkirche, reconstruite pierre à pierre à partir des ruines de 1945, la terrasse de Brühl sur l'Elbe, le Semperoper et le Zwinger baroque avec la Madone Sixtine de Raphaël ; si la journée tombe un lundi, jour de fermeture de la pinacothèque, la cour du Zwinger seulement.",
          "Die aus den Trümmern von 1945 Stein für Stein wieder aufgebaute Frauenkirche, die Brühlsche Terrasse über der Elbe, die Semperoper und der barocke Zwinger mit Raffaels Sixtinischer Madonna; fällt der Tag auf einen Montag, an dem die Gemäldegalerie geschlossen ist, nur der Zwingerhof.",
        ],
      ],
      [
        "see",
        [
          "Dresden: the Green Vault and the Neustadt",
          "Dresda: la Volta Verde e la Neustadt",
          "Dresde: la Bóveda Verde y la Neustadt",
          "Dresde : la Voûte verte et la Neustadt",
          "Dresden: das Grüne Gewölbe und die Neustadt",
        ],
        [
          "The jewels of the Saxon electors in the Green Vault of the Royal Palace, the Procession of Princes in porcelain tiles, then across the Elbe to the courtyards and cafés of the Neustadt.",
          "I gioielli dei principi elettori di Sassonia nella Volta Verde del Castello, il Corteo dei Principi in piastrelle di porcellana, poi oltre l'Elba tra i cortili e i caffè della Neustadt.",
          "Las joyas de los electores de Sajonia en la Bóveda Verde del palacio, el Desfile de los Príncipes en azulejos de porcelana, y al otro lado del Elba los patios y cafés de la Neustadt.",
          "Les joyaux des princes-électeurs de Saxe dans la Voûte verte du château, le Cortège des princes en carreaux de porcelaine, puis, au-delà de l'Elbe, les cours et cafés de la Neustadt.",
          "Die Schätze der sächsischen Kurfürsten im Grünen Gewölbe des Residenzschlosses, der Fürstenzug aus Porzellanfliesen, dann über die Elbe zu den Höfen und Cafés der Neustadt.",
        ],
      ],
      [
        "food",
        [
          "Dresden: Eierschecke and Saxon wine",
          "Dresda: Eierschecke e vino sassone",
          "Dresde: Eierschecke y vino sajón",
          "Dresde : Eierschecke et vin de Saxe",
          "Dresden: Eierschecke und sächsischer Wein",
        ],
        [
          "Eierschecke, the custard cake of Dresden, and Stollen from a baker of the old town, then the vineyard slopes of Radebeul on the Elbe for a glass of Saxon Riesling or Müller-Thurgau.",
          "L'Eierschecke, il dolce alla crema di Dresda, e lo Stollen di un fornaio della città vecchia, poi i vigneti di Radebeul sull'Elba per un Riesling o un Müller-Thurgau sassone.",
          "La Eierschecke, la tarta de crema de Dresde, y el Stollen de un panadero del casco antiguo, y después los viñedos de Radebeul sobre el Elba para un riesling o un müller-thurgau sajón.",
          "L'Eierschecke, le gâteau à la crème de Dresde, et le Stollen d'un boulanger de la vieille ville, puis les vignes de Radebeul sur l'Elbe pour un riesling ou un müller-thurgau de Saxe.",
          "Eierschecke, der Dresdner Quarkkuchen mit Vanillecreme, und Stollen vom Bäcker der Altstadt, dann die Weinhänge von Radebeul an der Elbe für einen sächsischen Riesling oder Müller-Thurgau.",
        ],
      ],
    ],
  },
  "DEU Saxon Switzerland": {
    days: [
      [
        "see",
        [
          "Saxon Switzerland: the Bastei bridge",
          "Svizzera sassone: il ponte della Bastei",
          "Suiza sajona: el puente del Bastei",
          "Suisse saxonne : le pont de la Bastei",
          "Sächsische Schweiz: die Basteibrücke",
        ],
        [
          "Up from Kurort Rathen through the sandstone gorge of the Schwedenlöcher to the Bastei, its stone bridge spanning the rock towers high above the bends of the Elbe.",
          "Su da Kurort Rathen per la gola di arenaria degli Schwedenlöcher fino alla Bastei e al suo ponte di pietra tra le torri di roccia, alto sulle anse dell'Elba.",
          "Subida desde Kurort Rathen por la garganta de arenisca de los Schwedenlöcher hasta el Bastei y su puente de piedra entre torres de roca, muy por encima de los meandros del Elba.",
          "La montée depuis Kurort Rathen par la gorge de grès des Schwedenlöcher jusqu'à la Bastei et son pont de pierre entre les tours rocheuses, loin au-dessus des méandres de l'Elbe.",
          "Von Kurort Rathen durch die Sandsteinschlucht der Schwedenlöcher hinauf zur Bastei und ihrer Steinbrücke zwischen den Felstürmen hoch über den Elbschleifen.",
        ],
      ],
      [
        "see",
        [
          "Saxon Switzerland: Königstein and the Schrammsteine",
          "Svizzera sassone: Königstein e gli Schrammsteine",
          "Suiza sajona: Königstein y los Schrammsteine",
          "Suisse saxonne : Königstein et les Schrammsteine",
          "Sächsische Schweiz: Königstein und die Schrammsteine",
        ],
        [
          "The fortress of Königstein on its table mountain over the Elbe, then the ladders and iron steps of the Schrammsteine ridge above Bad Schandau, with the sandstone pinnacles all around.",
          "La fortezza di Königstein sulla sua montagna a tavolato sopra l'Elba, poi le scale e i gradini di ferro della cresta degli Schrammsteine sopra Bad Schandau, tra i pinnacoli di arenaria.",
          "La fortaleza de Königstein en su mesa sobre el Elba, y después las escaleras y peldaños de hierro de la cresta de los Schrammsteine sobre Bad Schandau, entre agujas de arenisca.",
          "La forteresse de Königstein sur sa montagne tabulaire au-dessus de l'Elbe, puis les échelles et marches de fer de la crête des Schrammsteine au-dessus de Bad Schandau, parmi les aiguilles de grès.",
          "Die Festung Königstein auf ihrem Tafelberg über der Elbe, dann die Leitern und Eisenstufen am Grat der Schrammsteine über Bad Schandau, mitten zwischen den Sandsteinnadeln.",
        ],
      ],
    ],
  },
  "DEU Leipzig": {
    days: [
      [
        "see",
        [
          "Leipzig: St Thomas and the Nikolaikirche",
          "Lipsia: San Tommaso e la Nikolaikirche",
          "Leipzig: Santo Tomás y la Nikolaikirche",
          "Leipzig : Saint-Thomas et la Nikolaikirche",
          "Leipzig: die Thomaskirche und die Nikolaikirche",
        ],
        [
          "Bach's grave in St Thomas Church, where he led the boys' choir, the Nikolaikirche where the Monday prayers of 1989 began the peaceful revolution, and the arcades of the old town.",
          "La tomba di Bach nella chiesa di San Tommaso, dove diresse il coro, la Nikolaikirche dove nel 1989 le preghiere del lunedì avviarono la rivoluzione pacifica, e i passaggi coperti del centro.",
          "La tumba de Bach en la iglesia de Santo Tomás, donde dirigió el coro, la Nikolaikirche donde las oraciones de los lunes de 1989 iniciaron la revolución pacífica, y los pasajes del centro.",
          "La tombe de Bach à Saint-Thomas, où il dirigea le chœur, la Nikolaikirche où les prières du lundi de 1989 lancèrent la révolution pacifique, et les passages couverts de la vieille ville.",
          "Bachs Grab in der Thomaskirche, wo er den Thomanerchor leitete, die Nikolaikirche, wo 1989 die Montagsgebete die Friedliche Revolution anstießen, und die Passagen der Altstadt.",
        ],
      ],
      [
        "see",
        [
          "Leipzig: the Battle of Nations monument and the Spinnerei",
          "Lipsia: il monumento alla Battaglia delle Nazioni e la Spinnerei",
          "Leipzig: el monumento a la Batalla de las Naciones y la Spinnerei",
          "Leipzig : le monument de la bataille des Nations et la Spinnerei",
          "Leipzig: das Völkerschlachtdenkmal und die Spinnerei",
        ],
        [
          "The giant Monument to the Battle of the Nations against Napoleon, climbed to its crown, then the old cotton mill of the Spinnerei, now painters' studios and galleries of the New Leipzig School.",
          "Il gigantesco Monumento alla Battaglia delle Nazioni contro Napoleone, salito fino in cima, poi la vecchia filanda della Spinnerei, oggi studi e gallerie della Nuova scuola di Lipsia.",
          "El gigantesco monumento a la Batalla de las Naciones contra Napoleón, subido hasta su corona, y la vieja hilatura de la Spinnerei, hoy talleres y galerías de la Nueva Escuela de Leipzig.",
          "Le gigantesque monument de la bataille des Nations contre Napoléon, gravi jusqu'à sa couronne, puis l'ancienne filature de la Spinnerei, ateliers et galeries de la Nouvelle école de Leipzig.",
          "Das riesige Völkerschlachtdenkmal, bis zur Krone erstiegen, dann die alte Baumwollspinnerei, heute Ateliers und Galerien der Neuen Leipziger Schule.",
        ],
      ],
      [
        "food",
        [
          "Leipzig: Auerbachs Keller and Leipziger Lerche",
          "Lipsia: l'Auerbachs Keller e la Leipziger Lerche",
          "Leipzig: el Auerbachs Keller y la Leipziger Lerche",
          "Leipzig : l'Auerbachs Keller et la Leipziger Lerche",
          "Leipzig: Auerbachs Keller und Leipziger Lerche",
        ],
        [
          "Lunch in Auerbachs Keller, the vaulted tavern of Goethe's Faust, Leipziger Allerlei vegetables, a Gose, the city's salted sour beer, and the marzipan pastry called Leipziger Lerche.",
          "Pranzo all'Auerbachs Keller, la taverna a volte del Faust di Goethe, il Leipziger Allerlei di verdure, una Gose, la birra acidula e salata della città, e il dolce di marzapane Leipziger Lerche.",
          "Almuerzo en el Auerbachs Keller, la taberna abovedada del Fausto de Goethe, verduras Leipziger Allerlei, una Gose, la cerveza ácida y salada de la ciudad, y el pastelito Leipziger Lerche.",
          "Déjeuner à l'Auerbachs Keller, la taverne voûtée du Faust de Goethe, légumes Leipziger Allerlei, une Gose, la bière acidulée et salée de la ville, et la pâtisserie Leipziger Lerche.",
          "Mittagessen in Auerbachs Keller, der Gewölbeschenke aus Goethes Faust, Leipziger Allerlei, eine Gose, das salzig-saure Bier der Stadt, und das Marzipangebäck Leipziger Lerche.",
        ],
      ],
    ],
  },
  "DEU Bamberg": {
    days: [
      [
        "see",
        [
          "Bamberg: the Old Town Hall and the cathedral",
          "Bamberga: il Vecchio Municipio e il Duomo",
          "Bamberg: el Antiguo Ayuntamiento y la catedral",
          "Bamberg : l'ancien hôtel de ville et la cathédrale",
          "Bamberg: das Alte Rathaus und der Dom",
        ],
        [
          "The Old Town Hall, painted and perched on its bridge in the middle of the river Regnitz, the fishermen's houses of Little Venice, and the cathedral on its hill with the Bamberg Horseman.",
          "Il Vecchio Municipio affrescato, in bilico sul suo ponte in mezzo alla Regnitz, le case dei pescatori della Piccola Venezia e il Duomo sul colle con il Cavaliere di Bamberga.",
          "El Antiguo Ayuntamiento pintado, colgado de su puente en mitad del río Regnitz, las casas de pescadores de la Pequeña Venecia y la catedral en su colina con el Caballero de Bamberg.",
          "L'ancien hôtel de ville peint, posé sur son pont au milieu de la Regnitz, les maisons de pêcheurs de la Petite Venise et la cathédrale sur sa colline avec le Cavalier de Bamberg.",
          "Das bemalte Alte Rathaus auf seiner Brücke mitten in der Regnitz, die Fischerhäuser von Klein-Venedig und der Dom auf seinem Hügel mit dem Bamberger Reiter.",
        ],
      ],
      [
        "food",
        [
          "Bamberg: smoked beer and Franconian taverns",
          "Bamberga: birra affumicata e osterie della Franconia",
          "Bamberg: cerveza ahumada y tabernas de Franconia",
          "Bamberg : bière fumée et tavernes franconiennes",
          "Bamberg: Rauchbier und fränkische Wirtshäuser",
        ],
        [
          "Rauchbier, beer brewed from malt dried over beech wood, poured from the barrel at the Schlenkerla, with Schäufele pork shoulder and dumplings in the old brewery taverns of the town.",
          "La Rauchbier, birra fatta con malto essiccato sul fuoco di faggio, spillata dalla botte allo Schlenkerla, con la spalla di maiale Schäufele e i canederli nelle vecchie birrerie.",
          "La Rauchbier, cerveza de malta secada al humo de haya, servida del barril en el Schlenkerla, con paletilla de cerdo Schäufele y albóndigas de patata en las viejas cervecerías.",
          "La Rauchbier, bière au malt séché au feu de hêtre, tirée du tonneau au Schlenkerla, avec l'épaule de porc Schäufele et les quenelles de pomme de terre des vieilles brasseries.",
          "Rauchbier aus über Buchenholz gedarrtem Malz, im Schlenkerla vom Holzfass gezapft, dazu Schäufele mit Klößen in den alten Brauereiwirtschaften der Stadt.",
        ],
      ],
    ],
  },
  "DEU Nuremberg": {
    days: [
      [
        "see",
        [
          "Nuremberg: the Imperial Castle and the Hauptmarkt",
          "Norimberga: il Castello imperiale e l'Hauptmarkt",
          "Núremberg: el castillo imperial y el Hauptmarkt",
          "Nuremberg : le château impérial et le Hauptmarkt",
          "Nürnberg: die Kaiserburg und der Hauptmarkt",
        ],
        [
          "Up to the Imperial Castle above the red roofs, the half-timbered house of Albrecht Dürer, the Beautiful Fountain on the Hauptmarkt, and the churches of St Sebald and St Lorenz.",
          "Su al Castello imperiale sopra i tetti rossi, la casa a graticcio di Albrecht Dürer, la Bella Fontana sull'Hauptmarkt e le chiese di San Sebaldo e San Lorenzo.",
          "Subida al castillo imperial sobre los tejados rojos, la casa de entramado de Alberto Durero, la Fuente Hermosa del Hauptmarkt y las iglesias de San Sebaldo y San Lorenzo.",
          "Le château impérial au-dessus des toits rouges, la maison à colombages d'Albrecht Dürer, la Belle Fontaine du Hauptmarkt et les églises Saint-Sébald et Saint-Laurent.",
          "Hinauf zur Kaiserburg über den roten Dächern, das Fachwerkhaus Albrecht Dürers, der Schöne Brunnen am Hauptmarkt und die Kirchen St. Sebald und St. Lorenz.",
        ],
      ],
      [
        "see",
        [
          "Nuremberg: the Rally Grounds and Courtroom 600",
          "Norimberga: il campo delle adunate e l'Aula 600",
          "Núremberg: el campo de concentraciones y la Sala 600",
          "Nuremberg : le terrain des congrès et la salle 600",
          "Nürnberg: das Reichsparteitagsgelände und der Saal 600",
        ],
        [
          "The Dokumentationszentrum museum on the Nazi Party Rally Grounds and the unfinished Congress Hall, then Courtroom 600 of the Palace of Justice, where the Nuremberg trials were held.",
          "Il Centro di documentazione sul campo delle adunate del partito nazista e la Sala dei Congressi incompiuta, poi l'Aula 600 del Palazzo di Giustizia, dove si tenne il processo di Norimberga.",
          "El Centro de Documentación del campo de concentraciones del partido nazi y el inacabado Palacio de Congresos, y la Sala 600 del Palacio de Justicia, donde se celebraron los juicios de Núremberg.",
          "Le centre de documentation du terrain des congrès du parti nazi et le palais des congrès inachevé, puis la salle 600 du palais de justice, où se tint le procès de Nuremberg.",
          "Das Dokumentationszentrum Reichsparteitagsgelände und die unvollendete Kongresshalle, dann der Saal 600 im Justizpalast, in dem die Nürnberger Prozesse stattfanden.",
        ],
      ],
      [
        "food",
        [
          "Nuremberg: Rostbratwurst and Lebkuchen",
          "Norimberga: Rostbratwurst e Lebkuchen",
          "Núremberg: Rostbratwurst y Lebkuchen",
          "Nuremberg : Rostbratwurst et Lebkuchen",
          "Nürnberg: Rostbratwürste und Lebkuchen",
        ],
        [
          "Finger-sized Nürnberger Rostbratwurst grilled over beech wood, served six or twelve on a pewter plate with sauerkraut, and Lebkuchen gingerbread from a baker of the old town.",
          "Le Nürnberger Rostbratwurst grandi come un dito, grigliate sul faggio e servite a sei o dodici su un piatto di peltro con crauti, e il pan di zenzero Lebkuchen di un fornaio del centro.",
          "Las Nürnberger Rostbratwurst del tamaño de un dedo, asadas a la leña de haya y servidas de seis en seis o de doce en doce con chucrut, y el Lebkuchen de un obrador del casco antiguo.",
          "Les Nürnberger Rostbratwurst grandes comme le doigt, grillées au bois de hêtre et servies par six ou douze sur un plat d'étain avec la choucroute, et les Lebkuchen d'un boulanger du centre.",
          "Fingergroße Nürnberger Rostbratwürste vom Buchenholzgrill, zu sechst oder zwölft auf dem Zinnteller mit Sauerkraut, und Lebkuchen von einem Bäcker der Altstadt.",
        ],
      ],
    ],
  },
  "DEU Rothenburg ob der Tauber": {
    days: [
      [
        "see",
        [
          "Rothenburg ob der Tauber: the walls and the Plönlein",
          "Rothenburg ob der Tauber: le mura e il Plönlein",
          "Rothenburg ob der Tauber: las murallas y el Plönlein",
          "Rothenburg ob der Tauber : les remparts et le Plönlein",
          "Rothenburg ob der Tauber: die Stadtmauer und das Plönlein",
        ],
        [
          "The covered walk along the town walls, the half-timbered fork of the Plönlein, Riemenschneider's carved Holy Blood altar in St Jakob, and the night watchman's round at dusk.",
          "Il camminamento coperto sulle mura, il bivio di case a graticcio del Plönlein, l'altare del Sacro Sangue scolpito dal Riemenschneider in San Giacomo e il giro della guardia notturna al tramonto.",
          "El adarve cubierto de las murallas, la horquilla de casas de entramado del Plönlein, el retablo de la Santa Sangre de Riemenschneider en Santiago y la ronda del sereno al anochecer.",
          "Le chemin de ronde couvert des remparts, la fourche à colombages du Plönlein, le retable du Saint-Sang de Riemenschneider à Saint-Jacques et la ronde du veilleur de nuit au crépuscule.",
          "Der überdachte Wehrgang auf der Stadtmauer, die Fachwerkgabelung des Plönleins, Riemenschneiders Heilig-Blut-Altar in St. Jakob und die Runde des Nachtwächters in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Rothenburg ob der Tauber: Schneeballen and Franconian wine",
          "Rothenburg ob der Tauber: Schneeballen e vino della Franconia",
          "Rothenburg ob der Tauber: Schneeballen y vino de Franconia",
          "Rothenburg ob der Tauber : Schneeballen et vin de Franconie",
          "Rothenburg ob der Tauber: Schneeballen und Frankenwein",
        ],
        [
          "Schneeballen, the balls of fried pastry strips dusted with sugar, from a bakery of the old town, then a Silvaner from the round Bocksbeutel bottle with Franconian dishes in a wine tavern.",
          "Gli Schneeballen, palle di strisce di pasta fritta spolverate di zucchero, da un forno del centro, poi un Silvaner dalla bottiglia panciuta Bocksbeutel con piatti franconi in un'osteria.",
          "Los Schneeballen, bolas de tiras de masa frita espolvoreadas de azúcar, de una pastelería del casco antiguo, y un silvaner de la botella redonda Bocksbeutel con platos francones.",
          "Les Schneeballen, boules de lanières de pâte frite saupoudrées de sucre, d'une pâtisserie de la vieille ville, puis un silvaner de la bouteille ronde Bocksbeutel avec des plats franconiens.",
          "Schneeballen, Kugeln aus frittierten, gezuckerten Teigstreifen, von einem Bäcker der Altstadt, dann ein Silvaner aus dem Bocksbeutel zu fränkischen Gerichten in einer Weinstube.",
        ],
      ],
    ],
  },
  "DEU Munich": {
    days: [
      [
        "see",
        [
          "Munich: Marienplatz and the Residenz",
          "Monaco di Baviera: Marienplatz e la Residenz",
          "Múnich: Marienplatz y la Residenz",
          "Munich : Marienplatz et la Residenz",
          "München: der Marienplatz und die Residenz",
        ],
        [
          "The glockenspiel of the New Town Hall on Marienplatz, the twin domes of the Frauenkirche, the Residenz of the Wittelsbach kings and its Antiquarium, and the Hofgarten behind it.",
          "Il carillon del Nuovo Municipio su Marienplatz, le due cupole della Frauenkirche, la Residenz dei re Wittelsbach con il suo Antiquarium e l'Hofgarten alle sue spalle.",
          "El carillón del Nuevo Ayuntamiento en Marienplatz, las cúpulas gemelas de la Frauenkirche, la Residenz de los reyes Wittelsbach con su Antiquarium y el Hofgarten detrás.",
          "Le carillon du nouvel hôtel de ville sur Marienplatz, les deux bulbes de la Frauenkirche, la Residenz des rois Wittelsbach et son Antiquarium, et le Hofgarten derrière.",
          "Das Glockenspiel am Neuen Rathaus auf dem Marienplatz, die Doppeltürme der Frauenkirche, die Residenz der Wittelsbacher mit dem Antiquarium und der Hofgarten dahinter.",
        ],
      ],
      [
        "see",
        [
          "Munich: Nymphenburg and the English Garden",
          "Monaco di Baviera: Nymphenburg e il Giardino inglese",
          "Múnich: Nymphenburg y el Jardín Inglés",
          "Munich : Nymphenburg et le Jardin anglais",
          "München: Nymphenburg und der Englische Garten",
        ],
        [
          "The summer palace of Nymphenburg and its park of pavilions, then the English Garden, the surfers on the standing wave of the Eisbach and the Chinese Tower beer garden.",
          "La reggia estiva di Nymphenburg e il suo parco di padiglioni, poi il Giardino inglese, i surfisti sull'onda ferma dell'Eisbach e la birreria all'aperto della Torre cinese.",
          "El palacio de verano de Nymphenburg y su parque de pabellones, y luego el Jardín Inglés, los surfistas en la ola fija del Eisbach y la cervecería al aire libre de la Torre China.",
          "Le palais d'été de Nymphenburg et son parc aux pavillons, puis le Jardin anglais, les surfeurs sur la vague fixe de l'Eisbach et le jardin à bière de la Tour chinoise.",
          "Das Sommerschloss Nymphenburg mit seinem Park und seinen Pavillons, dann der Englische Garten, die Surfer auf der stehenden Welle des Eisbachs und der Biergarten am Chinesischen Turm.",
        ],
      ],
      [
        "food",
        [
          "Munich: the Viktualienmarkt and Weisswurst",
          "Monaco di Baviera: il Viktualienmarkt e la Weisswurst",
          "Múnich: el Viktualienmarkt y la Weisswurst",
          "Munich : le Viktualienmarkt et la Weisswurst",
          "München: der Viktualienmarkt und die Weißwurst",
        ],
        [
          "The stalls of the Viktualienmarkt, a Weisswurst breakfast with sweet mustard, a pretzel and a wheat beer before noon, and roast pork knuckle under the vaults of an old beer hall.",
          "I banchi del Viktualienmarkt, la colazione con Weisswurst, senape dolce, bretzel e birra di frumento prima di mezzogiorno, e lo stinco di maiale arrosto sotto le volte di una birreria storica.",
          "Los puestos del Viktualienmarkt, un desayuno de Weisswurst con mostaza dulce, pretzel y cerveza de trigo antes del mediodía, y codillo asado bajo las bóvedas de una vieja cervecería.",
          "Les étals du Viktualienmarkt, le petit déjeuner Weisswurst à la moutarde douce, bretzel et bière blanche avant midi, et le jarret de porc rôti sous les voûtes d'une vieille brasserie.",
          "Die Stände des Viktualienmarkts, ein Weißwurstfrühstück mit süßem Senf, Brezn und Weißbier vor zwölf und Schweinshaxe unter den Gewölben einer alten Bierhalle.",
        ],
      ],
    ],
  },
  "DEU Neuschwanstein": {
    days: [
      [
        "see",
        [
          "Neuschwanstein: the fairy-tale castle of Ludwig II",
          "Neuschwanstein: il castello da fiaba di Ludwig II",
          "Neuschwanstein: el castillo de cuento de Luis II",
          "Neuschwanstein : le château de conte de fées de Louis II",
          "Neuschwanstein: das Märchenschloss Ludwigs II.",
        ],
        [
          "A timed visit inside King Ludwig II's Neuschwanstein, its throne hall and singers' hall, the view of the castle from the Marienbrücke over the gorge, and Hohenschwangau below by the Alpsee.",
          "Visita a orario fisso dentro il Neuschwanstein di re Ludwig II, la sala del trono e la sala dei cantori, il castello visto dal Marienbrücke sulla gola e Hohenschwangau più in basso sull'Alpsee.",
          "Visita con hora fija al interior del Neuschwanstein de Luis II, su sala del trono y su sala de los cantores, el castillo desde el puente Marienbrücke y Hohenschwangau abajo, junto al Alpsee.",
          "Visite à heure fixe de l'intérieur du Neuschwanstein de Louis II, sa salle du trône et sa salle des chanteurs, le château vu du Marienbrücke sur la gorge, et Hohenschwangau au bord de l'Alpsee.",
          "Eine Führung zur gebuchten Uhrzeit durch Ludwigs II. Neuschwanstein mit Thronsaal und Sängersaal, der Blick von der Marienbrücke über die Schlucht und Hohenschwangau unten am Alpsee.",
        ],
      ],
    ],
  },
  "DEU Garmisch-Partenkirchen": {
    days: [
      [
        "see",
        [
          "Garmisch-Partenkirchen: the Partnach Gorge and Ludwigstrasse",
          "Garmisch-Partenkirchen: la gola della Partnach e la Ludwigstrasse",
          "Garmisch-Partenkirchen: la garganta del Partnach y la Ludwigstrasse",
          "Garmisch-Partenkirchen : les gorges de la Partnach et la Ludwigstrasse",
          "Garmisch-Partenkirchen: die Partnachklamm und die Ludwigstraße",
        ],
        [
          "Past the Olympic ski jump into the Partnach Gorge, on a path cut into the rock above the torrent, then the painted houses of the Ludwigstrasse in old Partenkirchen.",
          "Oltre il trampolino olimpico dentro la gola della Partnach, su un sentiero scavato nella roccia sopra il torrente, poi le case dipinte della Ludwigstrasse nella vecchia Partenkirchen.",
          "Por delante del trampolín olímpico hasta la garganta del Partnach, por un sendero tallado en la roca sobre el torrente, y las casas pintadas de la Ludwigstrasse en el viejo Partenkirchen.",
          "Après le tremplin olympique, les gorges de la Partnach sur un sentier taillé dans la roche au-dessus du torrent, puis les maisons peintes de la Ludwigstrasse dans le vieux Partenkirchen.",
          "Am Olympia-Skistadion vorbei in die Partnachklamm, auf einem in den Fels gehauenen Weg über dem Wildbach, dann die bemalten Häuser der Ludwigstraße im alten Partenkirchen.",
        ],
      ],
      [
        "food",
        [
          "Garmisch-Partenkirchen: an alpine hut and Kaiserschmarrn",
          "Garmisch-Partenkirchen: una baita e il Kaiserschmarrn",
          "Garmisch-Partenkirchen: un refugio y Kaiserschmarrn",
          "Garmisch-Partenkirchen : un chalet d'alpage et le Kaiserschmarrn",
          "Garmisch-Partenkirchen: eine Alm und Kaiserschmarrn",
        ],
        [
          "A walk up to a mountain inn above the valley for Kaiserschmarrn with plum compote, a Brotzeit of cured ham and mountain cheese, and a Bavarian beer with a view of the Wetterstein range.",
          "Una salita a una baita sopra la valle per il Kaiserschmarrn con composta di prugne, una Brotzeit di speck e formaggio di malga e una birra bavarese davanti al Wetterstein.",
          "Una subida a un mesón de montaña sobre el valle para el Kaiserschmarrn con compota de ciruela, una Brotzeit de jamón curado y queso de montaña y una cerveza bávara frente al Wetterstein.",
          "Une montée à une auberge d'alpage au-dessus de la vallée pour le Kaiserschmarrn à la compote de prunes, une Brotzeit de jambon et fromage d'alpage et une bière bavaroise face au Wetterstein.",
          "Ein Aufstieg zu einer Berggaststätte über dem Tal für Kaiserschmarrn mit Zwetschgenröster, eine Brotzeit mit Geräuchertem und Bergkäse und ein bayerisches Bier mit Blick aufs Wettersteingebirge.",
        ],
      ],
    ],
  },
  "DEU Zugspitze": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Zugspitze: through the Reintal to the Reintalangerhütte",
          "Zugspitze: per il Reintal fino alla Reintalangerhütte",
          "Zugspitze: por el Reintal hasta el Reintalangerhütte",
          "Zugspitze : par le Reintal jusqu'à la Reintalangerhütte",
          "Zugspitze: durch das Reintal zur Reintalangerhütte",
        ],
        [
          "Through the Partnach Gorge and up the long Reintal valley beside its river, past the Bockhütte, to the Reintalangerhütte hut in its meadow under the walls of the Wetterstein.",
          "Per la gola della Partnach e su per la lunga valle del Reintal lungo il torrente, oltre la Bockhütte, fino al rifugio Reintalangerhütte nel suo prato sotto le pareti del Wetterstein.",
          "Por la garganta del Partnach y el largo valle del Reintal junto al río, pasando la Bockhütte, hasta el refugio Reintalangerhütte en su prado bajo las paredes del Wetterstein.",
          "Par les gorges de la Partnach et la longue vallée du Reintal au bord de la rivière, après la Bockhütte, jusqu'au refuge Reintalangerhütte dans son pré sous les parois du Wetterstein.",
          "Durch die Partnachklamm und das lange Reintal an der Partnach entlang, an der Bockhütte vorbei, bis zur Reintalangerhütte auf ihrer Wiese unter den Wänden des Wettersteins.",
        ],
      ],
      [
        "trek",
        [
          "Zugspitze: up to the Knorrhütte",
          "Zugspitze: su fino alla Knorrhütte",
          "Zugspitze: subida a la Knorrhütte",
          "Zugspitze : montée à la Knorrhütte",
          "Zugspitze: hinauf zur Knorrhütte",
        ],
        [
          "Up the head of the Reintal and its steep step onto the Zugspitzplatt, the stony plateau under the summit, to the Knorrhütte hut with the Alps spread out to the south.",
          "In cima al Reintal e su per il ripido gradino fino allo Zugspitzplatt, l'altopiano pietroso sotto la vetta, fino al rifugio Knorrhütte con le Alpi distese verso sud.",
          "Hasta la cabecera del Reintal y su empinado escalón hacia el Zugspitzplatt, la meseta pedregosa bajo la cima, hasta el refugio Knorrhütte con los Alpes extendidos hacia el sur.",
          "Le fond du Reintal et son ressaut raide jusqu'au Zugspitzplatt, le plateau pierreux sous le sommet, puis le refuge Knorrhütte avec les Alpes déployées vers le sud.",
          "Zum Talschluss des Reintals und über die steile Stufe aufs Zugspitzplatt, die steinige Hochfläche unter dem Gipfel, zur Knorrhütte mit den Alpen weit nach Süden.",
        ],
      ],
      [
        "trek",
        [
          "Zugspitze: to the summit",
          "Zugspitze: fino alla vetta",
          "Zugspitze: hasta la cima",
          "Zugspitze : jusqu'au sommet",
          "Zugspitze: zum Gipfel",
        ],
        [
          "Across the Zugspitzplatt past the Sonnalpin, up the last section secured with steel cables to the gilded summit cross at 2,962 m, Germany's highest point, and down by cable car to the Eibsee.",
          "Attraverso lo Zugspitzplatt oltre il Sonnalpin, su per l'ultimo tratto attrezzato con cavi d'acciaio fino alla croce dorata a 2962 metri, il punto più alto della Germania, e giù in funivia all'Eibsee.",
          "Por el Zugspitzplatt, pasado el Sonnalpin, y el último tramo asegurado con cables hasta la cruz dorada a 2962 metros, el techo de Alemania, y bajada en teleférico al Eibsee.",
          "À travers le Zugspitzplatt après le Sonnalpin, le dernier passage équipé de câbles jusqu'à la croix dorée à 2 962 mètres, point culminant de l'Allemagne, puis le téléphérique vers l'Eibsee.",
          "Über das Zugspitzplatt am Sonnalpin vorbei, das letzte mit Stahlseilen versicherte Stück hinauf zum goldenen Gipfelkreuz auf 2962 Metern, Deutschlands höchstem Punkt, und mit der Seilbahn hinab zum Eibsee.",
        ],
      ],
      [
        "see",
        [
          "Zugspitze: the Eibsee and the summit cable car",
          "Zugspitze: l'Eibsee e la funivia della vetta",
          "Zugspitze: el Eibsee y el teleférico de la cima",
          "Zugspitze : l'Eibsee et le téléphérique du sommet",
          "Zugspitze: der Eibsee und die Gipfelseilbahn",
        ],
        [
          "The walk around the clear green Eibsee at the foot of the north face, then the cable car to the summit terraces, with four countries' mountains in view on a clear day.",
          "Il giro dell'Eibsee, limpido e verde ai piedi della parete nord, poi la funivia fino alle terrazze della vetta, con le montagne di quattro paesi in vista nelle giornate limpide.",
          "La vuelta al Eibsee, verde y transparente al pie de la cara norte, y el teleférico hasta las terrazas de la cima, con montañas de cuatro países a la vista en los días claros.",
          "Le tour de l'Eibsee, vert et limpide au pied de la face nord, puis le téléphérique jusqu'aux terrasses du sommet, avec les montagnes de quatre pays par temps clair.",
          "Die Runde um den klaren grünen Eibsee am Fuß der Nordwand, dann die Seilbahn zu den Gipfelterrassen, mit den Bergen von vier Ländern bei klarer Sicht.",
        ],
      ],
    ],
  },
  "DEU Lake Constance": {
    days: [
      [
        "see",
        [
          "Lake Constance: Lindau and Meersburg",
          "Lago di Costanza: Lindau e Meersburg",
          "Lago de Constanza: Lindau y Meersburg",
          "Lac de Constance : Lindau et Meersburg",
          "Bodensee: Lindau und Meersburg",
        ],
        [
          "The island town of Lindau, its port guarded by a lion and a lighthouse, then across the lake by boat to Meersburg, its old castle and its terraced lanes above the water.",
          "L'isola-città di Lindau con il porto sorvegliato da un leone e un faro, poi in battello attraverso il lago fino a Meersburg, il suo vecchio castello e i vicoli a terrazze sull'acqua.",
          "La ciudad isla de Lindau, su puerto guardado por un león y un faro, y en barco por el lago hasta Meersburg, su viejo castillo y sus calles en terrazas sobre el agua.",
          "La ville-île de Lindau, son port gardé par un lion et un phare, puis en bateau à travers le lac jusqu'à Meersburg, son vieux château et ses ruelles en terrasses au-dessus de l'eau.",
          "Die Inselstadt Lindau mit ihrem von Löwe und Leuchtturm bewachten Hafen, dann mit dem Schiff über den See nach Meersburg mit seiner alten Burg und den Terrassengassen über dem Wasser.",
        ],
      ],
      [
        "see",
        [
          "Lake Constance: Mainau and Reichenau",
          "Lago di Costanza: Mainau e Reichenau",
          "Lago de Constanza: Mainau y Reichenau",
          "Lac de Constance : Mainau et Reichenau",
          "Bodensee: Mainau und Reichenau",
        ],
        [
          "The gardens and palm house of Mainau, the flower island, then the monastery island of Reichenau, its three Romanesque churches with their early medieval wall paintings, and its market gardens.",
          "I giardini e la serra delle palme di Mainau, l'isola dei fiori, poi l'isola monastica di Reichenau, le sue tre chiese romaniche con gli affreschi altomedievali e i suoi orti.",
          "Los jardines y el palmeral de Mainau, la isla de las flores, y la isla monástica de Reichenau, sus tres iglesias románicas con pinturas murales altomedievales y sus huertas.",
          "Les jardins et la serre à palmiers de Mainau, l'île aux fleurs, puis l'île monastique de Reichenau, ses trois églises romanes aux peintures murales du haut Moyen Âge et ses maraîchers.",
          "Die Gärten und das Palmenhaus der Blumeninsel Mainau, dann die Klosterinsel Reichenau mit ihren drei romanischen Kirchen, den frühmittelalterlichen Wandmalereien und ihren Gemüsefeldern.",
        ],
      ],
    ],
  },
  "DEU Black Forest": {
    days: [
      [
        "see",
        [
          "Black Forest: Triberg and the open-air museum",
          "Foresta Nera: Triberg e il museo all'aperto",
          "Selva Negra: Triberg y el museo al aire libre",
          "Forêt-Noire : Triberg et l'écomusée",
          "Schwarzwald: Triberg und das Freilichtmuseum",
        ],
        [
          "The Triberg waterfalls dropping through the fir forest, a cuckoo clock maker's workshop, and the old farmhouses with their great hipped roofs at the Vogtsbauernhof open-air museum in Gutach.",
          "Le cascate di Triberg tra gli abeti, il laboratorio di un costruttore di orologi a cucù e le vecchie fattorie dai grandi tetti a padiglione al museo all'aperto del Vogtsbauernhof a Gutach.",
          "Las cascadas de Triberg entre abetos, el taller de un relojero de cuco y las viejas granjas de grandes tejados del museo al aire libre del Vogtsbauernhof en Gutach.",
          "Les cascades de Triberg dans la sapinière, l'atelier d'un fabricant d'horloges à coucou et les vieilles fermes aux grands toits de l'écomusée du Vogtsbauernhof à Gutach.",
          "Die Triberger Wasserfälle im Tannenwald, die Werkstatt eines Kuckucksuhrmachers und die alten Höfe mit ihren mächtigen Walmdächern im Freilichtmuseum Vogtsbauernhof in Gutach.",
        ],
      ],
      [
        "see",
        [
          "Black Forest: the Feldberg and Titisee",
          "Foresta Nera: il Feldberg e il Titisee",
          "Selva Negra: el Feldberg y el Titisee",
          "Forêt-Noire : le Feldberg et le Titisee",
          "Schwarzwald: der Feldberg und der Titisee",
        ],
        [
          "Up the Feldberg, the highest summit of the Black Forest, for the view to the Alps, the lake of Titisee below, and a slice of Black Forest cake, the Schwarzwälder Kirschtorte, with kirsch in it.",
          "Su al Feldberg, la vetta più alta della Foresta Nera, con la vista fino alle Alpi, il lago di Titisee ai suoi piedi e una fetta di torta Foresta Nera al kirsch.",
          "Subida al Feldberg, la cumbre más alta de la Selva Negra, con vistas a los Alpes, el lago Titisee a sus pies y una porción de tarta Selva Negra con su kirsch.",
          "Le Feldberg, plus haut sommet de la Forêt-Noire, et sa vue jusqu'aux Alpes, le lac de Titisee en contrebas et une part de forêt-noire au kirsch.",
          "Hinauf auf den Feldberg, den höchsten Gipfel des Schwarzwalds, mit Alpenblick, der Titisee darunter und ein Stück Schwarzwälder Kirschtorte mit echtem Kirschwasser.",
        ],
      ],
    ],
  },
  "DEU Heidelberg": {
    days: [
      [
        "see",
        [
          "Heidelberg: the castle and the Philosophers' Walk",
          "Heidelberg: il castello e il Sentiero dei Filosofi",
          "Heidelberg: el castillo y el Camino de los Filósofos",
          "Heidelberg : le château et le Chemin des philosophes",
          "Heidelberg: das Schloss und der Philosophenweg",
        ],
        [
          "The red sandstone ruin of the castle and its giant wine barrel, the old university and its student prison, the Old Bridge over the Neckar, and the view from the Philosophers' Walk.",
          "Le rovine di arenaria rossa del castello e la sua botte gigante, la vecchia università e la sua prigione degli studenti, il Ponte Vecchio sul Neckar e la vista dal Sentiero dei Filosofi.",
          "Las ruinas de arenisca roja del castillo y su tonel gigante, la vieja universidad y su cárcel de estudiantes, el Puente Viejo sobre el Neckar y la vista desde el Camino de los Filósofos.",
          "Les ruines de grès rouge du château et son tonneau géant, la vieille université et sa prison des étudiants, le Vieux Pont sur le Neckar et la vue depuis le Chemin des philosophes.",
          "Die Ruine des Schlosses aus rotem Sandstein mit dem Großen Fass, die alte Universität und ihr Studentenkarzer, die Alte Brücke über den Neckar und der Blick vom Philosophenweg.",
        ],
      ],
      [
        "food",
        [
          "Heidelberg: student taverns and the Studentenkuss",
          "Heidelberg: le osterie degli studenti e lo Studentenkuss",
          "Heidelberg: las tabernas de estudiantes y el Studentenkuss",
          "Heidelberg : les tavernes d'étudiants et le Studentenkuss",
          "Heidelberg: Studentenkneipen und der Studentenkuss",
        ],
        [
          "Dinner in one of the old student taverns of the Hauptstrasse, carved with generations of names, Palatinate wine and Maultaschen, and the Studentenkuss chocolate from the café that created it.",
          "Cena in una delle vecchie osterie degli studenti della Hauptstrasse, incise da generazioni di nomi, vino del Palatinato e Maultaschen, e il cioccolatino Studentenkuss del caffè che lo inventò.",
          "Cena en una de las viejas tabernas de estudiantes de la Hauptstrasse, grabadas con nombres de generaciones, vino del Palatinado y Maultaschen, y el bombón Studentenkuss del café que lo creó.",
          "Dîner dans une vieille taverne d'étudiants de la Hauptstrasse, gravée de générations de noms, vin du Palatinat et Maultaschen, et le chocolat Studentenkuss du café qui l'a inventé.",
          "Abendessen in einer der alten Studentenkneipen der Hauptstraße mit den eingeritzten Namen vieler Generationen, Pfälzer Wein und Maultaschen, dazu der Studentenkuss aus dem Café, das ihn erfand.",
        ],
      ],
    ],
  },
  "DEU Rhine Valley": {
    days: [
      [
        "see",
        [
          "Rhine Valley: the Loreley by boat",
          "Valle del Reno: la Loreley in battello",
          "Valle del Rin: la Loreley en barco",
          "Vallée du Rhin : la Lorelei en bateau",
          "Mittelrheintal: die Loreley per Schiff",
        ],
        [
          "By Rhine boat from Bingen to St Goar between vineyards and castles, Rheinstein, Pfalz in the middle of the river and Burg Katz, past the rock of the Loreley at the narrowest bend; in winter, when the Rhine boats rest, the same stretch by the riverside train and the view from the top of the Loreley.",
          "In battello sul Reno da Bingen a St. Goar tra vigneti e castelli, il Rheinstein, il Pfalz in mezzo al fiume e Burg Katz, oltre la rupe della Loreley nell'ansa più stretta; d'inverno, quando i battelli del Reno si fermano, lo stesso tratto con il treno lungo il fiume e la vista dalla cima della Loreley.",
          "En barco por el Rin de Bingen a St. Goar entre viñedos y castillos, el Rheinstein, el Pfalz en mitad del río y Burg Katz, junto a la roca de la Loreley en la curva más estrecha; en invierno, cuando los barcos del Rin descansan, el mismo tramo en el tren de la orilla y la vista desde lo alto de la Loreley.",
          "En bateau sur le Rhin de Bingen à Saint-Goar entre vignes et châteaux, le Rheinstein, le Pfalz au milieu du fleuve et Burg Katz, devant le rocher de la Lorelei dans le coude le plus étroit ; en hiver, quand les bateaux du Rhin s'arrêtent, le même parcours par le train de la rive et la vue du haut de la Lorelei.",
          "Mit dem Rheinschiff von Bingen nach St. Goar zwischen Weinbergen und Burgen, Rheinstein, die Pfalz mitten im Strom und Burg Katz, vorbei am Loreleyfelsen an der engsten Biegung; im Winter, wenn die Rheinschiffe ruhen, dieselbe Strecke mit der Bahn am Ufer und der Blick von der Loreley hinab.",
        ],
      ],
      [
        "see",
        [
          "Rhine Valley: the Marksburg and Rüdesheim",
          "Valle del Reno: la Marksburg e Rüdesheim",
          "Valle del Rin: el Marksburg y Rüdesheim",
          "Vallée du Rhin : la Marksburg et Rüdesheim",
          "Mittelrheintal: die Marksburg und Rüdesheim",
        ],
        [
          "The Marksburg above Braubach, the only castle of the gorge never destroyed, then Rüdesheim, the cable car over the Riesling vines to the Niederwald monument and the Drosselgasse wine taverns.",
          "La Marksburg sopra Braubach, l'unico castello della valle mai distrutto, poi Rüdesheim, la cabinovia sui vigneti di Riesling fino al monumento del Niederwald e le osterie della Drosselgasse.",
          "El Marksburg sobre Braubach, el único castillo del valle nunca destruido, y Rüdesheim, su telecabina sobre las viñas de riesling hasta el monumento del Niederwald y las tabernas de la Drosselgasse.",
          "La Marksburg au-dessus de Braubach, seul château de la vallée jamais détruit, puis Rüdesheim, sa télécabine au-dessus du riesling vers le monument du Niederwald et les tavernes de la Drosselgasse.",
          "Die Marksburg über Braubach, die einzige nie zerstörte Burg des Tals, dann Rüdesheim, die Seilbahn über die Rieslingreben zum Niederwalddenkmal und die Weinstuben der Drosselgasse.",
        ],
      ],
    ],
  },
  "DEU Cologne": {
    days: [
      [
        "see",
        [
          "Cologne: the cathedral and the Roman city",
          "Colonia: il Duomo e la città romana",
          "Colonia: la catedral y la ciudad romana",
          "Cologne : la cathédrale et la ville romaine",
          "Köln: der Dom und die Römerstadt",
        ],
        [
          "Up the 533 steps of the south tower of the Gothic cathedral, the Shrine of the Three Kings inside, then the Roman Dionysus mosaic, and the old town along the Rhine.",
          "Su per i 533 gradini della torre sud del Duomo gotico, il Reliquiario dei Re Magi all'interno, poi il mosaico romano di Dioniso e la città vecchia lungo il Reno.",
          "Los 533 peldaños de la torre sur de la catedral gótica, el relicario de los Reyes Magos en su interior, el mosaico romano de Dioniso y el casco antiguo junto al Rin.",
          "Les 533 marches de la tour sud de la cathédrale gothique, la châsse des Rois mages à l'intérieur, puis la mosaïque romaine de Dionysos et la vieille ville au bord du Rhin.",
          "Die 533 Stufen auf den Südturm des gotischen Doms, drinnen der Dreikönigenschrein, dann das römische Dionysosmosaik und die Altstadt am Rhein.",
        ],
      ],
      [
        "see",
        [
          "Cologne: the Hohenzollern Bridge and the Rhine",
          "Colonia: il ponte Hohenzollern e il Reno",
          "Colonia: el puente Hohenzollern y el Rin",
          "Cologne : le pont Hohenzollern et le Rhin",
          "Köln: die Hohenzollernbrücke und der Rhein",
        ],
        [
          "Across the Hohenzollern Bridge and its thousands of love padlocks to the Triangle tower for the view of the cathedral, then the chocolate museum on the Rheinauhafen and its cranes.",
          "Sul ponte Hohenzollern e le sue migliaia di lucchetti degli innamorati fino alla torre Triangle per la vista sul Duomo, poi il museo del cioccolato sul Rheinauhafen e le sue gru.",
          "Por el puente Hohenzollern y sus miles de candados de enamorados hasta la torre Triangle para ver la catedral, y luego el museo del chocolate en el Rheinauhafen y sus grúas.",
          "Le pont Hohenzollern et ses milliers de cadenas d'amoureux jusqu'à la tour Triangle pour la vue sur la cathédrale, puis le musée du chocolat sur le Rheinauhafen et ses grues.",
          "Über die Hohenzollernbrücke mit ihren Tausenden Liebesschlössern zum KölnTriangle mit Blick auf den Dom, dann das Schokoladenmuseum am Rheinauhafen mit seinen Kranhäusern.",
        ],
      ],
      [
        "food",
        [
          "Cologne: Kölsch in the brewhouses",
          "Colonia: la Kölsch nelle birrerie",
          "Colonia: Kölsch en las cervecerías",
          "Cologne : la Kölsch dans les brasseries",
          "Köln: Kölsch in den Brauhäusern",
        ],
        [
          "Kölsch served in slim glasses by the Köbes waiters in the old brewhouses, with Himmel un Ääd, black pudding with apple and potato, and halve Hahn, a rye roll with cheese.",
          "La Kölsch servita nei bicchieri sottili dai camerieri Köbes nelle vecchie birrerie, con l'Himmel un Ääd, sanguinaccio con mele e patate, e l'halve Hahn, panino di segale col formaggio.",
          "Kölsch servida en vasos finos por los camareros Köbes en las viejas cervecerías, con Himmel un Ääd, morcilla con manzana y patata, y halve Hahn, panecillo de centeno con queso.",
          "La Kölsch servie en verres fins par les serveurs Köbes des vieilles brasseries, avec le Himmel un Ääd, boudin noir aux pommes et à la purée, et le halve Hahn, petit pain de seigle au fromage.",
          "Kölsch in schlanken Stangen, vom Köbes in den alten Brauhäusern serviert, dazu Himmel un Ääd mit Blutwurst, Apfel und Kartoffeln und ein halver Hahn, Roggenbrötchen mit Käse.",
        ],
      ],
    ],
  },
  "DEU Hamburg": {
    days: [
      [
        "see",
        [
          "Hamburg: the Speicherstadt and the Elbphilharmonie",
          "Amburgo: la Speicherstadt e l'Elbphilharmonie",
          "Hamburgo: la Speicherstadt y la Elbphilharmonie",
          "Hambourg : la Speicherstadt et l'Elbphilharmonie",
          "Hamburg: die Speicherstadt und die Elbphilharmonie",
        ],
        [
          "The red brick warehouses of the Speicherstadt along their canals, the new HafenCity, and the public plaza of the Elbphilharmonie for the view over the port and the river Elbe.",
          "I magazzini di mattoni rossi della Speicherstadt lungo i canali, la nuova HafenCity e la terrazza pubblica dell'Elbphilharmonie con la vista sul porto e sull'Elba.",
          "Los almacenes de ladrillo rojo de la Speicherstadt junto a sus canales, la nueva HafenCity y la plaza pública de la Elbphilharmonie con la vista sobre el puerto y el Elba.",
          "Les entrepôts de brique rouge de la Speicherstadt le long de leurs canaux, la nouvelle HafenCity et la plaza publique de l'Elbphilharmonie pour la vue sur le port et l'Elbe.",
          "Die roten Backsteinspeicher der Speicherstadt an ihren Fleeten, die neue HafenCity und die öffentliche Plaza der Elbphilharmonie mit Blick über Hafen und Elbe.",
        ],
      ],
      [
        "see",
        [
          "Hamburg: a port boat tour and the old Elbe tunnel",
          "Amburgo: il giro del porto e il vecchio tunnel dell'Elba",
          "Hamburgo: el puerto en barco y el viejo túnel del Elba",
          "Hambourg : le port en bateau et le vieux tunnel de l'Elbe",
          "Hamburg: Hafenrundfahrt und Alter Elbtunnel",
        ],
        [
          "A boat tour from the Landungsbrücken among the container ships and dry docks of the port, then on foot under the river through the tiled old Elbe tunnel of 1911.",
          "Un giro in battello dai Landungsbrücken tra le navi portacontainer e i bacini di carenaggio del porto, poi a piedi sotto il fiume nel vecchio tunnel dell'Elba del 1911, rivestito di piastrelle.",
          "Una vuelta en barco desde los Landungsbrücken entre portacontenedores y diques secos, y a pie bajo el río por el viejo túnel del Elba de 1911, revestido de azulejos.",
          "Un tour en bateau depuis les Landungsbrücken parmi les porte-conteneurs et les cales sèches du port, puis à pied sous le fleuve par le vieux tunnel carrelé de l'Elbe de 1911.",
          "Eine Hafenrundfahrt ab den Landungsbrücken zwischen Containerschiffen und Docks, dann zu Fuß unter der Elbe hindurch durch den gekachelten Alten Elbtunnel von 1911.",
        ],
      ],
      [
        "food",
        [
          "Hamburg: Fischbrötchen and Franzbrötchen",
          "Amburgo: Fischbrötchen e Franzbrötchen",
          "Hamburgo: Fischbrötchen y Franzbrötchen",
          "Hambourg : Fischbrötchen et Franzbrötchen",
          "Hamburg: Fischbrötchen und Franzbrötchen",
        ],
        [
          "A Fischbrötchen of pickled herring at the Landungsbrücken, Labskaus, the sailors' hash with beetroot and a fried egg, and a Franzbrötchen, the city's cinnamon pastry, from a bakery.",
          "Un Fischbrötchen con aringa marinata ai Landungsbrücken, il Labskaus, il piatto dei marinai con barbabietola e uovo fritto, e un Franzbrötchen alla cannella da un forno.",
          "Un Fischbrötchen de arenque en escabeche en los Landungsbrücken, el Labskaus, el picadillo de los marineros con remolacha y huevo frito, y un Franzbrötchen de canela de una panadería.",
          "Un Fischbrötchen au hareng mariné aux Landungsbrücken, le Labskaus, hachis des marins à la betterave et à l'œuf au plat, et un Franzbrötchen à la cannelle d'une boulangerie.",
          "Ein Fischbrötchen mit Bismarckhering an den Landungsbrücken, Labskaus mit Roter Bete und Spiegelei und ein Franzbrötchen, das Zimtgebäck der Stadt, vom Bäcker.",
        ],
      ],
      [
        "night",
        [
          "Hamburg: St Pauli and the Reeperbahn by night",
          "Amburgo: St. Pauli e la Reeperbahn di notte",
          "Hamburgo: St. Pauli y la Reeperbahn de noche",
          "Hambourg : Saint-Pauli et la Reeperbahn la nuit",
          "Hamburg: St. Pauli und die Reeperbahn bei Nacht",
        ],
        [
          "The neon of the Reeperbahn in St Pauli, the Beatles-Platz and the clubs of the Grosse Freiheit where the Beatles played, and the music bars of the Schanzenviertel late into the night.",
          "Le insegne della Reeperbahn a St. Pauli, la Beatles-Platz e i club della Grosse Freiheit dove suonarono i Beatles, e i bar musicali dello Schanzenviertel fino a tardi.",
          "Los neones de la Reeperbahn en St. Pauli, la Beatles-Platz y los clubes de la Grosse Freiheit donde tocaron los Beatles, y los bares de música del Schanzenviertel hasta tarde.",
          "Les néons de la Reeperbahn à Saint-Pauli, la Beatles-Platz et les clubs de la Grosse Freiheit où jouèrent les Beatles, puis les bars musicaux du Schanzenviertel tard dans la nuit.",
          "Die Leuchtreklamen der Reeperbahn in St. Pauli, der Beatles-Platz und die Clubs der Großen Freiheit, wo die Beatles spielten, und die Musikbars im Schanzenviertel bis spät in die Nacht.",
        ],
      ],
    ],
  },
  "GBR London": {
    days: [
      [
        "see",
        [
          "London: Westminster and Buckingham Palace",
          "Londra: Westminster e Buckingham Palace",
          "Londres: Westminster y el palacio de Buckingham",
          "Londres : Westminster et Buckingham Palace",
          "London: Westminster und der Buckingham-Palast",
        ],
        [
          "Westminster Abbey, the Houses of Parliament and Big Ben, across St James's Park to Buckingham Palace, and up Whitehall past Downing Street to Trafalgar Square and the National Gallery.",
          "L'abbazia di Westminster, il Parlamento e il Big Ben, attraverso St James's Park fino a Buckingham Palace e su per Whitehall oltre Downing Street fino a Trafalgar Square e alla National Gallery.",
          "La abadía de Westminster, el Parlamento y el Big Ben, el parque de St James hasta el palacio de Buckingham y Whitehall arriba, por Downing Street, hasta Trafalgar Square y la National Gallery.",
          "L'abbaye de Westminster, le Parlement et Big Ben, le parc de St James jusqu'à Buckingham Palace, puis Whitehall et Downing Street jusqu'à Trafalgar Square et la National Gallery.",
          "Westminster Abbey, das Parlament und Big Ben, durch den St James's Park zum Buckingham-Palast und über Whitehall an der Downing Street vorbei zum Trafalgar Square und zur National Gallery.",
        ],
      ],
      [
        "see",
        [
          "London: the Tower and the South Bank",
          "Londra: la Torre e la South Bank",
          "Londres: la Torre y la South Bank",
          "Londres : la Tour et la South Bank",
          "London: der Tower und die South Bank",
        ],
        [
          "The Crown Jewels and the Beefeaters at the Tower of London, across Tower Bridge, and along the South Bank past Shakespeare's Globe and Tate Modern to the London Eye, with St Paul's across the river.",
          "I gioielli della Corona e i Beefeater alla Torre di Londra, il Tower Bridge e la South Bank oltre il Globe di Shakespeare e la Tate Modern fino al London Eye, con St Paul's sull'altra riva.",
          "Las joyas de la Corona y los beefeaters en la Torre de Londres, el Tower Bridge y la South Bank por el Globe de Shakespeare y la Tate Modern hasta el London Eye, con San Pablo enfrente.",
          "Les joyaux de la Couronne et les Beefeaters à la tour de Londres, le Tower Bridge, puis la South Bank par le Globe de Shakespeare et la Tate Modern jusqu'au London Eye, face à St Paul's.",
          "Die Kronjuwelen und die Beefeater im Tower of London, über die Tower Bridge und die South Bank entlang an Shakespeare's Globe und der Tate Modern vorbei zum London Eye, mit St Paul's gegenüber.",
        ],
      ],
      [
        "see",
        [
          "London: the British Museum and Covent Garden",
          "Londra: il British Museum e Covent Garden",
          "Londres: el Museo Británico y Covent Garden",
          "Londres : le British Museum et Covent Garden",
          "London: das British Museum und Covent Garden",
        ],
        [
          "The Rosetta Stone, the Parthenon marbles and the mummies of the British Museum in Bloomsbury, then the street performers and market halls of Covent Garden and the lanes of Soho.",
          "La Stele di Rosetta, i marmi del Partenone e le mummie del British Museum a Bloomsbury, poi gli artisti di strada e il mercato coperto di Covent Garden e le vie di Soho.",
          "La piedra de Rosetta, los mármoles del Partenón y las momias del Museo Británico en Bloomsbury, y los artistas callejeros y el mercado de Covent Garden y las calles del Soho.",
          "La pierre de Rosette, les marbres du Parthénon et les momies du British Museum à Bloomsbury, puis les artistes de rue et la halle de Covent Garden et les rues de Soho.",
          "Der Stein von Rosetta, die Parthenon-Skulpturen und die Mumien des British Museum in Bloomsbury, dann die Straßenkünstler und Markthallen von Covent Garden und die Gassen von Soho.",
        ],
      ],
      [
        "food",
        [
          "London: Borough Market and Brick Lane",
          "Londra: Borough Market e Brick Lane",
          "Londres: Borough Market y Brick Lane",
          "Londres : Borough Market et Brick Lane",
          "London: Borough Market und Brick Lane",
        ],
        [
          "The stalls of Borough Market under the railway arches, fish and chips, a pie and a pint in an old pub, and salt beef bagels and curries along Brick Lane in the East End.",
          "I banchi di Borough Market sotto gli archi della ferrovia, fish and chips, una pie e una pinta in un vecchio pub, e i bagel con salt beef e i curry di Brick Lane nell'East End.",
          "Los puestos de Borough Market bajo los arcos del tren, fish and chips, un pastel de carne y una pinta en un viejo pub, y los bagels de salt beef y los curris de Brick Lane en el East End.",
          "Les étals de Borough Market sous les arches du chemin de fer, fish and chips, une tourte et une pinte dans un vieux pub, et les bagels au salt beef et les currys de Brick Lane dans l'East End.",
          "Die Stände des Borough Market unter den Eisenbahnbögen, Fish and Chips, Pie und Pint in einem alten Pub und Salt-Beef-Bagels und Currys in der Brick Lane im East End.",
        ],
      ],
      [
        "night",
        [
          "London: a West End show and Soho",
          "Londra: uno spettacolo nel West End e Soho",
          "Londres: un espectáculo del West End y el Soho",
          "Londres : un spectacle du West End et Soho",
          "London: eine West-End-Show und Soho",
        ],
        [
          "A musical or a play in one of the great playhouses of the West End, then the pubs and late bars of Soho, and the view of the lit-up river from the Thames embankment.",
          "Un musical o uno spettacolo in uno dei grandi teatri del West End, poi i pub e i bar notturni di Soho e la vista del fiume illuminato dal lungotamigi.",
          "Un musical o una obra en uno de los grandes teatros del West End, y luego los pubs y bares de noche del Soho y la vista del río iluminado desde la orilla del Támesis.",
          "Une comédie musicale ou une pièce dans l'un des grands théâtres du West End, puis les pubs et bars de nuit de Soho, et le fleuve illuminé vu des quais de la Tamise.",
          "Ein Musical oder ein Stück in einem der großen Theater des West End, dann die Pubs und Nachtbars von Soho und der Blick auf den beleuchteten Fluss vom Themseufer.",
        ],
      ],
    ],
  },
  "GBR Oxford": {
    days: [
      [
        "see",
        [
          "Oxford: the colleges and the Bodleian",
          "Oxford: i college e la Bodleiana",
          "Oxford: los colleges y la Bodleiana",
          "Oxford : les collèges et la Bodléienne",
          "Oxford: die Colleges und die Bodleian Library",
        ],
        [
          "The quadrangles and great hall of Christ Church, the Divinity School of the Bodleian Library, the dome of the Radcliffe Camera, and the Bridge of Sighs over New College Lane.",
          "I chiostri e la grande sala di Christ Church, la Divinity School della Biblioteca Bodleiana, la cupola della Radcliffe Camera e il Ponte dei Sospiri su New College Lane.",
          "Los patios y el gran comedor de Christ Church, la Divinity School de la Biblioteca Bodleiana, la cúpula de la Radcliffe Camera y el puente de los Suspiros sobre New College Lane.",
          "Les cours et le grand réfectoire de Christ Church, la Divinity School de la bibliothèque Bodléienne, la coupole de la Radcliffe Camera et le pont des Soupirs sur New College Lane.",
          "Die Innenhöfe und die Great Hall von Christ Church, die Divinity School der Bodleian Library, die Kuppel der Radcliffe Camera und die Seufzerbrücke über der New College Lane.",
        ],
      ],
      [
        "see",
        [
          "Oxford: the Ashmolean and punting on the Cherwell",
          "Oxford: l'Ashmolean e il punting sul Cherwell",
          "Oxford: el Ashmolean y en batea por el Cherwell",
          "Oxford : l'Ashmolean et la barque sur la Cherwell",
          "Oxford: das Ashmolean und Stocherkahn auf dem Cherwell",
        ],
        [
          "The Ashmolean, Britain's oldest public museum, the Pitt Rivers Museum and its crowded cases, and a punt pushed with a pole along the Cherwell past the meadows of Magdalen College.",
          "L'Ashmolean, il museo pubblico più antico della Gran Bretagna, il Pitt Rivers e le sue vetrine stipate, e un punt spinto con la pertica sul Cherwell lungo i prati del Magdalen College.",
          "El Ashmolean, el museo público más antiguo de Gran Bretaña, el Pitt Rivers y sus vitrinas abarrotadas, y una batea empujada con pértiga por el Cherwell junto a los prados del Magdalen College.",
          "L'Ashmolean, plus ancien musée public de Grande-Bretagne, le Pitt Rivers et ses vitrines pleines à craquer, et une barque à fond plat poussée à la perche sur la Cherwell le long des prés de Magdalen.",
          "Das Ashmolean, Großbritanniens ältestes öffentliches Museum, das Pitt Rivers Museum mit seinen vollen Vitrinen und ein Stocherkahn auf dem Cherwell an den Wiesen des Magdalen College entlang.",
        ],
      ],
      [
        "food",
        [
          "Oxford: the Covered Market and the Turf Tavern",
          "Oxford: il Covered Market e la Turf Tavern",
          "Oxford: el Covered Market y la Turf Tavern",
          "Oxford : le Covered Market et la Turf Tavern",
          "Oxford: der Covered Market und die Turf Tavern",
        ],
        [
          "The butchers, cake shops and cafés of the Covered Market, afternoon tea with scones, clotted cream and jam, and a pint in the Turf Tavern, hidden down an alley under the old city wall.",
          "Macellai, pasticcerie e caffè del Covered Market, il tè del pomeriggio con scone, clotted cream e marmellata, e una pinta alla Turf Tavern, nascosta in un vicolo sotto le vecchie mura.",
          "Carnicerías, pastelerías y cafés del Covered Market, el té de la tarde con scones, clotted cream y mermelada, y una pinta en la Turf Tavern, escondida en un callejón bajo la muralla.",
          "Les bouchers, pâtissiers et cafés du Covered Market, le thé de l'après-midi avec scones, clotted cream et confiture, et une pinte à la Turf Tavern, cachée dans une ruelle sous le vieux rempart.",
          "Metzger, Kuchenläden und Cafés im Covered Market, Afternoon Tea mit Scones, Clotted Cream und Marmelade und ein Pint in der Turf Tavern, versteckt in einer Gasse unter der alten Stadtmauer.",
        ],
      ],
    ],
  },
  "GBR Cotswolds": {
    days: [
      [
        "see",
        [
          "Cotswolds: Bibury and Bourton-on-the-Water",
          "Cotswolds: Bibury e Bourton-on-the-Water",
          "Cotswolds: Bibury y Bourton-on-the-Water",
          "Cotswolds : Bibury et Bourton-on-the-Water",
          "Cotswolds: Bibury und Bourton-on-the-Water",
        ],
        [
          "The weavers' cottages of Arlington Row in Bibury, the low stone bridges over the river Windrush at Bourton-on-the-Water, and the market square and old inns of Stow-on-the-Wold.",
          "Le case dei tessitori di Arlington Row a Bibury, i ponticelli di pietra sul Windrush a Bourton-on-the-Water e la piazza del mercato e le vecchie locande di Stow-on-the-Wold.",
          "Las casas de los tejedores de Arlington Row en Bibury, los puentecillos de piedra sobre el Windrush en Bourton-on-the-Water y la plaza del mercado y las viejas posadas de Stow-on-the-Wold.",
          "Les maisons de tisserands d'Arlington Row à Bibury, les petits ponts de pierre sur la Windrush à Bourton-on-the-Water, et la place du marché et les vieilles auberges de Stow-on-the-Wold.",
          "Die Weberhäuser der Arlington Row in Bibury, die niedrigen Steinbrücken über den Windrush in Bourton-on-the-Water und der Marktplatz mit den alten Gasthäusern von Stow-on-the-Wold.",
        ],
      ],
      [
        "see",
        [
          "Cotswolds: Chipping Campden and Broadway Tower",
          "Cotswolds: Chipping Campden e la Broadway Tower",
          "Cotswolds: Chipping Campden y la Broadway Tower",
          "Cotswolds : Chipping Campden et la Broadway Tower",
          "Cotswolds: Chipping Campden und der Broadway Tower",
        ],
        [
          "The golden stone High Street and wool church of Chipping Campden, a walk on the Cotswold Way to Broadway Tower on its hill, and the village of Broadway below.",
          "La High Street color miele e la chiesa della lana di Chipping Campden, una camminata sulla Cotswold Way fino alla Broadway Tower sulla collina e il villaggio di Broadway ai suoi piedi.",
          "La High Street color miel y la iglesia de la lana de Chipping Campden, un paseo por la Cotswold Way hasta la Broadway Tower en su colina y el pueblo de Broadway a sus pies.",
          "La High Street couleur de miel et l'église de la laine de Chipping Campden, une marche sur le Cotswold Way jusqu'à la Broadway Tower sur sa colline, et le village de Broadway en contrebas.",
          "Die honigfarbene High Street und die Wollkirche von Chipping Campden, eine Wanderung auf dem Cotswold Way zum Broadway Tower auf seinem Hügel und das Dorf Broadway darunter.",
        ],
      ],
    ],
  },
  "GBR Bath": {
    days: [
      [
        "see",
        [
          "Bath: the Roman Baths and the Abbey",
          "Bath: le Terme romane e l'abbazia",
          "Bath: las termas romanas y la abadía",
          "Bath : les thermes romains et l'abbaye",
          "Bath: die Römischen Bäder und die Abtei",
        ],
        [
          "The Roman Baths around their steaming green pool, the Pump Room, Bath Abbey and its fan vaulting, and Pulteney Bridge with its shops across the river Avon.",
          "Le Terme romane attorno alla vasca verde e fumante, la Pump Room, l'abbazia di Bath con le sue volte a ventaglio e il Pulteney Bridge con le sue botteghe sull'Avon.",
          "Las termas romanas alrededor de su piscina verde y humeante, la Pump Room, la abadía de Bath y sus bóvedas de abanico y el puente Pulteney con sus tiendas sobre el Avon.",
          "Les thermes romains autour de leur bassin vert et fumant, la Pump Room, l'abbaye de Bath et ses voûtes en éventail, et le pont Pulteney et ses boutiques sur l'Avon.",
          "Die Römischen Bäder um ihr dampfendes grünes Becken, der Pump Room, die Abtei mit ihrem Fächergewölbe und die Pulteney Bridge mit ihren Läden über dem Avon.",
        ],
      ],
      [
        "see",
        [
          "Bath: the Royal Crescent and the thermal spa",
          "Bath: il Royal Crescent e le terme",
          "Bath: el Royal Crescent y el balneario",
          "Bath : le Royal Crescent et les thermes",
          "Bath: der Royal Crescent und das Thermalbad",
        ],
        [
          "The Georgian terraces of the Circus and the Royal Crescent, No. 1 Royal Crescent as it was furnished in Jane Austen's day, and the rooftop pool of the Thermae Bath Spa, filled by the hot springs.",
          "Le terrazze georgiane del Circus e del Royal Crescent, il n. 1 arredato come ai tempi di Jane Austen e la piscina sul tetto delle Thermae Bath Spa, alimentata dalle sorgenti calde.",
          "Las hileras georgianas del Circus y el Royal Crescent, el número 1 amueblado como en tiempos de Jane Austen y la piscina en la azotea de las Thermae Bath Spa, llena por las fuentes termales.",
          "Les terrasses géorgiennes du Circus et du Royal Crescent, le numéro 1 meublé comme au temps de Jane Austen, et la piscine sur le toit des Thermae Bath Spa, alimentée par les sources chaudes.",
          "Die georgianischen Häuserreihen von Circus und Royal Crescent, Nummer 1 eingerichtet wie zu Jane Austens Zeit, und das Dachbecken der Thermae Bath Spa, gespeist von den heißen Quellen.",
        ],
      ],
      [
        "food",
        [
          "Bath: Sally Lunn buns and Somerset cider",
          "Bath: i panini Sally Lunn e il sidro del Somerset",
          "Bath: los bollos Sally Lunn y la sidra de Somerset",
          "Bath : les brioches Sally Lunn et le cidre du Somerset",
          "Bath: Sally-Lunn-Brötchen und Cider aus Somerset",
        ],
        [
          "A Sally Lunn bun in the oldest house in Bath, cream tea with scones, then Cheddar cheese from the Mendip Hills and a farm cider from the orchards of Somerset.",
          "Un Sally Lunn bun nella casa più antica di Bath, il cream tea con gli scone, poi il Cheddar delle Mendip Hills e un sidro di fattoria dei frutteti del Somerset.",
          "Un bollo Sally Lunn en la casa más antigua de Bath, un cream tea con scones, y luego queso cheddar de las colinas de Mendip y una sidra de granja de los huertos de Somerset.",
          "Une brioche Sally Lunn dans la plus vieille maison de Bath, un cream tea aux scones, puis le cheddar des collines de Mendip et un cidre fermier des vergers du Somerset.",
          "Ein Sally-Lunn-Brötchen im ältesten Haus von Bath, Cream Tea mit Scones, dann Cheddar aus den Mendip Hills und ein Hof-Cider aus den Obstgärten von Somerset.",
        ],
      ],
    ],
  },
  "GBR Stonehenge": {
    days: [
      [
        "see",
        [
          "Stonehenge: the stone circle and Avebury",
          "Stonehenge: il cerchio di pietre e Avebury",
          "Stonehenge: el círculo de piedras y Avebury",
          "Stonehenge : le cercle de pierres et Avebury",
          "Stonehenge: der Steinkreis und Avebury",
        ],
        [
          "The path around the great sarsens and bluestones of Stonehenge on Salisbury Plain, the reconstructed Neolithic houses beside it, and the village of Avebury inside its own vast stone circle.",
          "Il sentiero attorno ai grandi sarsen e alle pietre blu di Stonehenge nella piana di Salisbury, le case neolitiche ricostruite e il villaggio di Avebury dentro il suo immenso cerchio di pietre.",
          "El camino alrededor de los grandes sarsens y piedras azules de Stonehenge en la llanura de Salisbury, las casas neolíticas reconstruidas y el pueblo de Avebury dentro de su gran círculo.",
          "Le chemin autour des grands sarsens et des pierres bleues de Stonehenge dans la plaine de Salisbury, les maisons néolithiques reconstituées et le village d'Avebury dans son immense cercle de pierres.",
          "Der Weg um die großen Sarsen- und Blausteine von Stonehenge auf der Salisbury-Ebene, die nachgebauten jungsteinzeitlichen Häuser und das Dorf Avebury inmitten seines riesigen Steinkreises.",
        ],
      ],
    ],
  },
  "GBR Cornwall": {
    days: [
      [
        "see",
        [
          "Cornwall: St Ives and St Michael's Mount",
          "Cornovaglia: St Ives e St Michael's Mount",
          "Cornualles: St Ives y St Michael's Mount",
          "Cornouailles : St Ives et St Michael's Mount",
          "Cornwall: St Ives und St Michael's Mount",
        ],
        [
          "The fishermen's lanes and sandy coves of St Ives and the Barbara Hepworth sculpture garden, then the causeway across the sands at low tide to the castle of St Michael's Mount.",
          "I vicoli dei pescatori e le calette di St Ives e il giardino delle sculture di Barbara Hepworth, poi la strada rialzata sulla sabbia con la bassa marea fino al castello di St Michael's Mount.",
          "Las callejas de pescadores y las calas de St Ives y el jardín de esculturas de Barbara Hepworth, y el paso sobre la arena con la marea baja hasta el castillo de St Michael's Mount.",
          "Les ruelles de pêcheurs et les criques de St Ives et le jardin de sculptures de Barbara Hepworth, puis la chaussée à marée basse jusqu'au château de St Michael's Mount.",
          "Die Fischergassen und Sandbuchten von St Ives und der Skulpturengarten von Barbara Hepworth, dann bei Ebbe über den Damm durch den Sand zur Burg von St Michael's Mount.",
        ],
      ],
      [
        "beach",
        [
          "Cornwall: Porthcurno and the Minack",
          "Cornovaglia: Porthcurno e il Minack",
          "Cornualles: Porthcurno y el Minack",
          "Cornouailles : Porthcurno et le Minack",
          "Cornwall: Porthcurno und das Minack",
        ],
        [
          "The white sand and clear water of Porthcurno beach, the open-air Minack stage carved into the cliff above it, and the coast path to Land's End.",
          "La sabbia bianca e l'acqua limpida della spiaggia di Porthcurno, il teatro all'aperto del Minack scavato nella scogliera sopra e il sentiero costiero fino a Land's End.",
          "La arena blanca y el agua clara de la playa de Porthcurno, el escenario al aire libre del Minack tallado en el acantilado y el sendero de la costa hasta Land's End.",
          "Le sable blanc et l'eau claire de la plage de Porthcurno, le théâtre en plein air du Minack taillé dans la falaise au-dessus, et le sentier côtier jusqu'à Land's End.",
          "Der weiße Sand und das klare Wasser des Strandes von Porthcurno, die Freilichtbühne Minack in der Klippe darüber und der Küstenpfad nach Land's End.",
        ],
      ],
    ],
  },
  "GBR Snowdonia": {
    days: [
      [
        "see",
        [
          "Snowdonia: up Snowdon",
          "Snowdonia: in vetta allo Snowdon",
          "Snowdonia: subida al Snowdon",
          "Snowdonia : l'ascension du Snowdon",
          "Snowdonia: auf den Snowdon",
        ],
        [
          "Up Snowdon, Yr Wyddfa, the highest mountain in Wales, on the Llanberis Path or by the old mountain railway, for the view over the lakes and ridges of the park down to the sea.",
          "In vetta allo Snowdon, Yr Wyddfa, la montagna più alta del Galles, per il Llanberis Path o con il vecchio trenino di montagna, con la vista sui laghi e le creste del parco fino al mare.",
          "Subida al Snowdon, Yr Wyddfa, la montaña más alta de Gales, por el Llanberis Path o en el viejo tren de montaña, con vistas a los lagos y crestas del parque hasta el mar.",
          "L'ascension du Snowdon, Yr Wyddfa, plus haute montagne du pays de Galles, par le Llanberis Path ou le vieux train de montagne, pour la vue sur les lacs et les crêtes du parc jusqu'à la mer.",
          "Auf den Snowdon, Yr Wyddfa, den höchsten Berg von Wales, über den Llanberis Path oder mit der alten Bergbahn, mit Blick über die Seen und Grate des Parks bis zum Meer.",
        ],
      ],
      [
        "see",
        [
          "Snowdonia: Betws-y-Coed and the slate valleys",
          "Snowdonia: Betws-y-Coed e le valli dell'ardesia",
          "Snowdonia: Betws-y-Coed y los valles de pizarra",
          "Snowdonia : Betws-y-Coed et les vallées de l'ardoise",
          "Snowdonia: Betws-y-Coed und die Schiefertäler",
        ],
        [
          "The stone village of Betws-y-Coed and the Swallow Falls in the forest, then the slate quarries of Blaenau Ffestiniog and the narrow-gauge Ffestiniog Railway down to the sea at Porthmadog.",
          "Il villaggio di pietra di Betws-y-Coed e le Swallow Falls nel bosco, poi le cave di ardesia di Blaenau Ffestiniog e il trenino a scartamento ridotto della Ffestiniog Railway fino al mare a Porthmadog.",
          "El pueblo de piedra de Betws-y-Coed y las Swallow Falls en el bosque, y las canteras de pizarra de Blaenau Ffestiniog y el tren de vía estrecha del Ffestiniog hasta el mar en Porthmadog.",
          "Le village de pierre de Betws-y-Coed et les Swallow Falls dans la forêt, puis les ardoisières de Blaenau Ffestiniog et le petit train du Ffestiniog jusqu'à la mer à Porthmadog.",
          "Das Steindorf Betws-y-Coed und die Swallow Falls im Wald, dann die Schieferbrüche von Blaenau Ffestiniog und die Schmalspurbahn Ffestiniog Railway hinab ans Meer nach Porthmadog.",
        ],
      ],
    ],
  },
  "GBR Liverpool": {
    days: [
      [
        "see",
        [
          "Liverpool: the Beatles and the Cavern Club",
          "Liverpool: i Beatles e il Cavern Club",
          "Liverpool: los Beatles y el Cavern Club",
          "Liverpool : les Beatles et le Cavern Club",
          "Liverpool: die Beatles und der Cavern Club",
        ],
        [
          "The Beatles' city: Mathew Street and the Cavern Club, The Beatles Story on the Royal Albert Dock, Penny Lane and the gates of Strawberry Field, and John's and Paul's childhood homes.",
          "La città dei Beatles: Mathew Street e il Cavern Club, The Beatles Story al Royal Albert Dock, Penny Lane, il cancello di Strawberry Field e le case d'infanzia di John e Paul.",
          "La ciudad de los Beatles: Mathew Street y el Cavern Club, The Beatles Story en el Royal Albert Dock, Penny Lane, la verja de Strawberry Field y las casas de infancia de John y Paul.",
          "La ville des Beatles : Mathew Street et le Cavern Club, The Beatles Story au Royal Albert Dock, Penny Lane, le portail de Strawberry Field et les maisons d'enfance de John et Paul.",
          "Die Stadt der Beatles: Mathew Street und der Cavern Club, The Beatles Story am Royal Albert Dock, Penny Lane, das Tor von Strawberry Field und die Elternhäuser von John und Paul.",
        ],
      ],
      [
        "see",
        [
          "Liverpool: the waterfront and the two cathedrals",
          "Liverpool: il lungofiume e le due cattedrali",
          "Liverpool: el frente del río y las dos catedrales",
          "Liverpool : les quais et les deux cathédrales",
          "Liverpool: die Uferfront und die zwei Kathedralen",
        ],
        [
          "The Three Graces on the Pier Head, the Museum of Liverpool and the docks, the ferry across the Mersey, and the Anglican and Catholic cathedrals at either end of Hope Street.",
          "Le Three Graces al Pier Head, il Museum of Liverpool e i docks, il traghetto sul Mersey e le cattedrali anglicana e cattolica ai due capi di Hope Street.",
          "Las Three Graces del Pier Head, el Museo de Liverpool y los muelles, el ferry por el Mersey y las catedrales anglicana y católica en cada extremo de Hope Street.",
          "Les Three Graces du Pier Head, le musée de Liverpool et les docks, le ferry sur la Mersey, et les cathédrales anglicane et catholique aux deux bouts de Hope Street.",
          "Die Three Graces am Pier Head, das Museum of Liverpool und die Docks, die Fähre über den Mersey und die anglikanische und die katholische Kathedrale an beiden Enden der Hope Street.",
        ],
      ],
      [
        "food",
        [
          "Liverpool: scouse and the Philharmonic pub",
          "Liverpool: lo scouse e il pub Philharmonic",
          "Liverpool: scouse y el pub Philharmonic",
          "Liverpool : le scouse et le pub Philharmonic",
          "Liverpool: Scouse und der Philharmonic Pub",
        ],
        [
          "A bowl of scouse, the lamb and potato stew the city's people are named after, with pickled red cabbage, and a pint in the carved and tiled Philharmonic Dining Rooms.",
          "Una scodella di scouse, lo stufato di agnello e patate che dà il nome agli abitanti, con cavolo rosso sottaceto, e una pinta alla Philharmonic Dining Rooms, tutta intagli e piastrelle.",
          "Un plato de scouse, el guiso de cordero y patata que da nombre a la gente de la ciudad, con lombarda encurtida, y una pinta en los Philharmonic Dining Rooms, de madera tallada y azulejos.",
          "Un bol de scouse, le ragoût d'agneau et de pommes de terre qui a donné leur surnom aux habitants, avec du chou rouge au vinaigre, et une pinte aux Philharmonic Dining Rooms, tout en boiseries.",
          "Eine Schüssel Scouse, der Lamm-Kartoffel-Eintopf, nach dem die Leute der Stadt heißen, mit eingelegtem Rotkohl, und ein Pint in den geschnitzten und gekachelten Philharmonic Dining Rooms.",
        ],
      ],
    ],
  },
  "GBR Lake District": {
    days: [
      [
        "trek",
        [
          "Lake District: from Coniston to Great Langdale",
          "Lake District: da Coniston a Great Langdale",
          "Distrito de los Lagos: de Coniston a Great Langdale",
          "Lake District : de Coniston à Great Langdale",
          "Lake District: von Coniston nach Great Langdale",
        ],
        [
          "The Cumbria Way from Coniston Water past the tarn of Tarn Hows and through the woods to Skelwith Bridge and Elterwater, into Great Langdale under the Langdale Pikes.",
          "La Cumbria Way dal Coniston Water oltre il laghetto di Tarn Hows e per i boschi fino a Skelwith Bridge ed Elterwater, dentro la Great Langdale sotto i Langdale Pikes.",
          "La Cumbria Way desde el Coniston Water por el lago de Tarn Hows y los bosques hasta Skelwith Bridge y Elterwater, y el valle de Great Langdale bajo los Langdale Pikes.",
          "Le Cumbria Way du lac de Coniston par l'étang de Tarn Hows et les bois jusqu'à Skelwith Bridge et Elterwater, puis la Great Langdale sous les Langdale Pikes.",
          "Der Cumbria Way vom Coniston Water am Bergsee Tarn Hows vorbei und durch Wälder nach Skelwith Bridge und Elterwater, hinein ins Great Langdale unter den Langdale Pikes.",
        ],
      ],
      [
        "trek",
        [
          "Lake District: over Stake Pass to Borrowdale",
          "Lake District: per lo Stake Pass fino a Borrowdale",
          "Distrito de los Lagos: por el Stake Pass hasta Borrowdale",
          "Lake District : par le Stake Pass jusqu'à Borrowdale",
          "Lake District: über den Stake Pass nach Borrowdale",
        ],
        [
          "Up the head of Great Langdale and over Stake Pass, down the lonely valley of Langstrath to the slate-built hamlets of Stonethwaite and Rosthwaite in Borrowdale.",
          "In fondo alla Great Langdale e su per lo Stake Pass, poi giù per la valle solitaria di Langstrath fino ai borghi di ardesia di Stonethwaite e Rosthwaite a Borrowdale.",
          "Hasta el fondo de Great Langdale y por el Stake Pass, y bajada por el solitario valle de Langstrath hasta las aldeas de pizarra de Stonethwaite y Rosthwaite en Borrowdale.",
          "Le fond de la Great Langdale et le Stake Pass, puis la descente par la vallée solitaire de Langstrath jusqu'aux hameaux d'ardoise de Stonethwaite et Rosthwaite dans le Borrowdale.",
          "Zum Talschluss von Great Langdale und über den Stake Pass, dann durch das einsame Langstrath-Tal hinab zu den Schieferweilern Stonethwaite und Rosthwaite im Borrowdale.",
        ],
      ],
      [
        "trek",
        [
          "Lake District: along Derwentwater to Keswick",
          "Lake District: lungo il Derwentwater fino a Keswick",
          "Distrito de los Lagos: por el Derwentwater hasta Keswick",
          "Lake District : le long du Derwentwater jusqu'à Keswick",
          "Lake District: am Derwentwater entlang nach Keswick",
        ],
        [
          "Down Borrowdale past the Bowder Stone and along the wooded shore of Derwentwater to Keswick, with a detour up Catbells or to the stone circle of Castlerigg above the town.",
          "Giù per Borrowdale oltre la Bowder Stone e lungo la riva boscosa del Derwentwater fino a Keswick, con una deviazione sul Catbells o al cerchio di pietre di Castlerigg.",
          "Valle abajo por Borrowdale junto a la Bowder Stone y por la orilla boscosa del Derwentwater hasta Keswick, con un desvío al Catbells o al círculo de piedras de Castlerigg.",
          "La descente du Borrowdale par la Bowder Stone et la rive boisée du Derwentwater jusqu'à Keswick, avec un détour par le Catbells ou le cercle de pierres de Castlerigg.",
          "Das Borrowdale hinab an der Bowder Stone vorbei und am bewaldeten Ufer des Derwentwater nach Keswick, mit Abstecher auf den Catbells oder zum Steinkreis von Castlerigg.",
        ],
      ],
      [
        "see",
        [
          "Lake District: Windermere, Grasmere and Wordsworth",
          "Lake District: Windermere, Grasmere e Wordsworth",
          "Distrito de los Lagos: Windermere, Grasmere y Wordsworth",
          "Lake District : Windermere, Grasmere et Wordsworth",
          "Lake District: Windermere, Grasmere und Wordsworth",
        ],
        [
          "A steamer on Windermere, Beatrix Potter's farmhouse of Hill Top, closed in the depth of winter, and Grasmere, with Wordsworth's Dove Cottage and the village shop that sells its own gingerbread.",
          "Un battello sul Windermere, la fattoria di Hill Top di Beatrix Potter, chiusa nel cuore dell'inverno, e Grasmere, con la Dove Cottage di Wordsworth e la bottega che vende il suo pan di zenzero.",
          "Un vapor por el Windermere, la granja de Hill Top de Beatrix Potter, cerrada en pleno invierno, y Grasmere, con la Dove Cottage de Wordsworth y la tienda del pueblo que vende su propio pan de jengibre.",
          "Un vapeur sur le Windermere, la ferme de Hill Top de Beatrix Potter, fermée au cœur de l'hiver, et Grasmere, avec le Dove Cottage de Wordsworth et la boutique qui vend son pain d'épice.",
          "Ein Dampfer auf dem Windermere, Beatrix Potters Bauernhaus Hill Top, im tiefen Winter geschlossen, und Grasmere mit Wordsworths Dove Cottage und dem Dorfladen mit seinem eigenen Ingwerlebkuchen.",
        ],
      ],
    ],
  },
  "GBR York": {
    days: [
      [
        "see",
        [
          "York: the Minster and the Shambles",
          "York: il Minster e gli Shambles",
          "York: la catedral y los Shambles",
          "York : la cathédrale et les Shambles",
          "York: das Münster und die Shambles",
        ],
        [
          "York Minster and its Great East Window, the tower climbed for the view, the leaning timber houses of the Shambles, and the walk along the medieval city walls from Bootham Bar.",
          "Il Minster di York e la sua Great East Window, la salita alla torre per la vista, le case di legno pendenti degli Shambles e la passeggiata sulle mura medievali da Bootham Bar.",
          "La catedral de York y su gran vidriera este, la subida a la torre, las casas de madera inclinadas de los Shambles y el paseo por las murallas medievales desde Bootham Bar.",
          "La cathédrale de York et sa grande verrière est, la montée à la tour pour la vue, les maisons à pans de bois penchées des Shambles et la promenade sur les remparts depuis Bootham Bar.",
          "Das York Minster mit seinem Great East Window, der Turm mit Rundblick, die schiefen Fachwerkhäuser der Shambles und der Gang auf der mittelalterlichen Stadtmauer ab Bootham Bar.",
        ],
      ],
      [
        "see",
        [
          "York: Jorvik and the National Railway Museum",
          "York: Jorvik e il National Railway Museum",
          "York: Jorvik y el Museo Nacional del Ferrocarril",
          "York : Jorvik et le musée national du chemin de fer",
          "York: Jorvik und das National Railway Museum",
        ],
        [
          "The Viking city of Jorvik, rebuilt on the spot where it was dug up, Clifford's Tower, and the great engines of the National Railway Museum, from Stephenson's Rocket to the Mallard.",
          "La città vichinga di Jorvik, ricostruita dove fu scavata, la Clifford's Tower e le grandi locomotive del National Railway Museum, dalla Rocket di Stephenson alla Mallard.",
          "La ciudad vikinga de Jorvik, reconstruida donde se excavó, la Clifford's Tower y las grandes locomotoras del Museo Nacional del Ferrocarril, de la Rocket de Stephenson a la Mallard.",
          "La ville viking de Jorvik, reconstituée là où elle fut fouillée, la Clifford's Tower et les grandes locomotives du musée national du chemin de fer, de la Rocket de Stephenson à la Mallard.",
          "Die Wikingerstadt Jorvik, an ihrer Fundstelle nachgebaut, Clifford's Tower und die großen Lokomotiven des National Railway Museum, von Stephensons Rocket bis zur Mallard.",
        ],
      ],
      [
        "food",
        [
          "York: afternoon tea and Yorkshire pudding",
          "York: il tè del pomeriggio e lo Yorkshire pudding",
          "York: el té de la tarde y el Yorkshire pudding",
          "York : le thé de l'après-midi et le Yorkshire pudding",
          "York: Afternoon Tea und Yorkshire Pudding",
        ],
        [
          "Afternoon tea in one of the old tea rooms of York, Yorkshire curd tart and Wensleydale cheese from the Shambles Market, and roast beef with Yorkshire pudding in a pub by the river Ouse.",
          "Il tè del pomeriggio in una delle vecchie sale da tè di York, la curd tart dello Yorkshire e il formaggio Wensleydale dello Shambles Market, e roast beef con Yorkshire pudding in un pub sull'Ouse.",
          "Té de la tarde en uno de los viejos salones de té de York, tarta de cuajada de Yorkshire y queso Wensleydale del Shambles Market, y rosbif con Yorkshire pudding en un pub junto al Ouse.",
          "Le thé de l'après-midi dans un vieux salon de thé de York, la curd tart du Yorkshire et le wensleydale du Shambles Market, et le rosbif au Yorkshire pudding dans un pub au bord de l'Ouse.",
          "Afternoon Tea in einer der alten Teestuben Yorks, Yorkshire Curd Tart und Wensleydale-Käse vom Shambles Market und Roastbeef mit Yorkshire Pudding in einem Pub an der Ouse.",
        ],
      ],
    ],
  },
  "GBR Edinburgh": {
    days: [
      [
        "see",
        [
          "Edinburgh: the Castle and the Royal Mile",
          "Edimburgo: il Castello e il Royal Mile",
          "Edimburgo: el castillo y la Royal Mile",
          "Édimbourg : le château et le Royal Mile",
          "Edinburgh: die Burg und die Royal Mile",
        ],
        [
          "Edinburgh Castle on its volcanic rock and the Honours of Scotland, down the Royal Mile past St Giles' Cathedral and its closes to the Palace of Holyroodhouse and the Scottish Parliament.",
          "Il Castello di Edimburgo sulla sua rocca vulcanica e i gioielli della Corona scozzese, giù per il Royal Mile oltre St Giles e i suoi vicoli fino a Holyroodhouse e al Parlamento scozzese.",
          "El castillo de Edimburgo sobre su roca volcánica y las joyas de la Corona escocesa, y la Royal Mile abajo, por St Giles y sus callejones, hasta Holyroodhouse y el Parlamento escocés.",
          "Le château d'Édimbourg sur son rocher volcanique et les Honneurs de l'Écosse, puis le Royal Mile par St Giles et ses ruelles jusqu'au palais de Holyroodhouse et au Parlement écossais.",
          "Die Burg von Edinburgh auf ihrem Vulkanfelsen mit den schottischen Kronjuwelen, dann die Royal Mile hinab an St Giles und ihren Closes vorbei zum Holyrood-Palast und zum schottischen Parlament.",
        ],
      ],
      [
        "see",
        [
          "Edinburgh: Arthur's Seat and the New Town",
          "Edimburgo: Arthur's Seat e la New Town",
          "Edimburgo: Arthur's Seat y la New Town",
          "Édimbourg : Arthur's Seat et la New Town",
          "Edinburgh: Arthur's Seat und die New Town",
        ],
        [
          "The climb up Arthur's Seat for the view over the city and the Firth of Forth, Calton Hill and its monuments, the Georgian squares of the New Town, and the water mills of Dean Village.",
          "La salita ad Arthur's Seat con la vista sulla città e sul Firth of Forth, Calton Hill e i suoi monumenti, le piazze georgiane della New Town e i mulini ad acqua di Dean Village.",
          "La subida a Arthur's Seat con la vista de la ciudad y el estuario del Forth, Calton Hill y sus monumentos, las plazas georgianas de la New Town y los molinos de Dean Village.",
          "La montée à Arthur's Seat pour la vue sur la ville et le Firth of Forth, Calton Hill et ses monuments, les places géorgiennes de la New Town et les moulins de Dean Village.",
          "Der Aufstieg auf Arthur's Seat mit Blick über die Stadt und den Firth of Forth, Calton Hill mit seinen Denkmälern, die georgianischen Plätze der New Town und die Wassermühlen von Dean Village.",
        ],
      ],
      [
        "food",
        [
          "Edinburgh: haggis and a whisky tasting",
          "Edimburgo: haggis e degustazione di whisky",
          "Edimburgo: haggis y una cata de whisky",
          "Édimbourg : haggis et dégustation de whisky",
          "Edinburgh: Haggis und eine Whisky-Probe",
        ],
        [
          "Haggis with neeps and tatties, Cullen skink, the smoked haddock soup of the north-east, a tasting of single malts from the Highlands and Islay, and cranachan of oats, cream and raspberries.",
          "Haggis con neeps and tatties, la Cullen skink, zuppa di eglefino affumicato del nord-est, una degustazione di single malt delle Highlands e di Islay e il cranachan di avena, panna e lamponi.",
          "Haggis con neeps and tatties, Cullen skink, la sopa de eglefino ahumado del noreste, una cata de single malts de las Highlands e Islay y cranachan de avena, nata y frambuesas.",
          "Haggis aux neeps and tatties, Cullen skink, la soupe d'églefin fumé du nord-est, une dégustation de single malts des Highlands et d'Islay, et le cranachan aux flocons d'avoine et framboises.",
          "Haggis mit Neeps and Tatties, Cullen Skink, die Suppe aus geräuchertem Schellfisch, eine Probe von Single Malts aus den Highlands und von Islay und Cranachan aus Hafer, Sahne und Himbeeren.",
        ],
      ],
    ],
  },
  "GBR Stirling": {
    days: [
      [
        "see",
        [
          "Stirling: the castle and the Wallace Monument",
          "Stirling: il castello e il Wallace Monument",
          "Stirling: el castillo y el monumento a Wallace",
          "Stirling : le château et le monument à Wallace",
          "Stirling: die Burg und das Wallace Monument",
        ],
        [
          "Stirling Castle and its restored Great Hall and Royal Palace on the rock above the old town, the Wallace Monument on Abbey Craig, and the field of Bannockburn where Robert the Bruce won in 1314.",
          "Il castello di Stirling con la Great Hall e il Palazzo reale restaurati sulla rupe sopra la città vecchia, il Wallace Monument sull'Abbey Craig e il campo di Bannockburn, vinto da Robert the Bruce nel 1314.",
          "El castillo de Stirling con su Gran Salón y su Palacio Real restaurados sobre la roca, el monumento a Wallace en el Abbey Craig y el campo de Bannockburn, donde venció Roberto Bruce en 1314.",
          "Le château de Stirling, son grand hall et son palais royal restaurés sur le rocher, le monument à Wallace sur l'Abbey Craig et le champ de Bannockburn, où Robert Bruce vainquit en 1314.",
          "Die Burg von Stirling mit ihrer restaurierten Great Hall und dem Königspalast auf dem Felsen, das Wallace Monument auf dem Abbey Craig und das Schlachtfeld von Bannockburn, wo Robert the Bruce 1314 siegte.",
        ],
      ],
      [
        "food",
        [
          "Stirling: a distillery on the Teith and Doune",
          "Stirling: una distilleria sul Teith e Doune",
          "Stirling: una destilería junto al Teith y Doune",
          "Stirling : une distillerie sur le Teith et Doune",
          "Stirling: eine Brennerei am Teith und Doune",
        ],
        [
          "The Deanston distillery in an old cotton mill on the river Teith, its stills and a tasting of its malts, then Doune Castle nearby and a Scotch pie in a local bakery.",
          "La distilleria di Deanston in una vecchia filanda sul fiume Teith, i suoi alambicchi e un assaggio dei suoi malti, poi il vicino castello di Doune e una Scotch pie in un forno del paese.",
          "La destilería de Deanston en una antigua hilatura junto al río Teith, sus alambiques y una cata de sus maltas, y después el cercano castillo de Doune y una Scotch pie en una panadería.",
          "La distillerie de Deanston dans une ancienne filature au bord du Teith, ses alambics et une dégustation de ses malts, puis le château de Doune tout proche et une Scotch pie chez un boulanger.",
          "Die Deanston-Brennerei in einer alten Baumwollspinnerei am Teith, ihre Brennblasen und eine Probe ihrer Malts, dann die nahe Burg Doune und eine Scotch Pie vom Bäcker.",
        ],
      ],
    ],
  },
  "GBR Glencoe": {
    days: [
      [
        "trek",
        [
          "Glencoe: across Rannoch Moor to Kingshouse",
          "Glencoe: attraverso il Rannoch Moor fino a Kingshouse",
          "Glencoe: por el Rannoch Moor hasta Kingshouse",
          "Glencoe : à travers le Rannoch Moor jusqu'à Kingshouse",
          "Glencoe: über das Rannoch Moor nach Kingshouse",
        ],
        [
          "The West Highland Way from Bridge of Orchy over the old military road across Rannoch Moor, a wide wilderness of bog and lochans, to Kingshouse under the pyramid of Buachaille Etive Mòr.",
          "La West Highland Way da Bridge of Orchy sulla vecchia strada militare attraverso il Rannoch Moor, una vasta landa di torbiere e laghetti, fino a Kingshouse sotto la piramide del Buachaille Etive Mòr.",
          "La West Highland Way desde Bridge of Orchy por la vieja carretera militar a través del Rannoch Moor, una inmensa soledad de turberas y lagunas, hasta Kingshouse bajo el Buachaille Etive Mòr.",
          "Le West Highland Way de Bridge of Orchy par la vieille route militaire à travers le Rannoch Moor, vaste lande de tourbières et de lochans, jusqu'à Kingshouse sous la pyramide du Buachaille Etive Mòr.",
          "Der West Highland Way von Bridge of Orchy auf der alten Militärstraße über das Rannoch Moor, eine weite Wildnis aus Moor und kleinen Seen, nach Kingshouse unter der Pyramide des Buachaille Etive Mòr.",
        ],
      ],
      [
        "trek",
        [
          "Glencoe: over the Devil's Staircase to Kinlochleven",
          "Glencoe: per la Devil's Staircase fino a Kinlochleven",
          "Glencoe: por la Devil's Staircase hasta Kinlochleven",
          "Glencoe : par le Devil's Staircase jusqu'à Kinlochleven",
          "Glencoe: über die Devil's Staircase nach Kinlochleven",
        ],
        [
          "Along the head of Glen Coe and up the zigzags of the Devil's Staircase, the highest point of the West Highland Way, then the long descent to Kinlochleven at the head of its sea loch.",
          "Lungo l'alta Glen Coe e su per i tornanti della Devil's Staircase, il punto più alto della West Highland Way, poi la lunga discesa a Kinlochleven in fondo al suo fiordo.",
          "Por la cabecera de Glen Coe y los zigzags de la Devil's Staircase, el punto más alto de la West Highland Way, y el largo descenso a Kinlochleven, al fondo de su brazo de mar.",
          "Le haut de Glen Coe et les lacets du Devil's Staircase, point culminant du West Highland Way, puis la longue descente vers Kinlochleven au fond de son loch de mer.",
          "Am oberen Glen Coe entlang und die Serpentinen der Devil's Staircase hinauf, den höchsten Punkt des West Highland Way, dann der lange Abstieg nach Kinlochleven am Ende seines Meeresarms.",
        ],
      ],
      [
        "trek",
        [
          "Glencoe: the Lairig Mòr to Fort William",
          "Glencoe: il Lairig Mòr fino a Fort William",
          "Glencoe: el Lairig Mòr hasta Fort William",
          "Glencoe : le Lairig Mòr jusqu'à Fort William",
          "Glencoe: durch das Lairig Mòr nach Fort William",
        ],
        [
          "Up from Kinlochleven into the empty pass of the Lairig Mòr, past ruined shepherds' houses, and over into Glen Nevis under Ben Nevis, the highest mountain in Britain, to Fort William.",
          "Da Kinlochleven su nel passo deserto del Lairig Mòr, tra le rovine delle case dei pastori, e giù in Glen Nevis sotto il Ben Nevis, la montagna più alta della Gran Bretagna, fino a Fort William.",
          "Desde Kinlochleven al paso desierto del Lairig Mòr, entre ruinas de casas de pastores, y bajada a Glen Nevis bajo el Ben Nevis, la montaña más alta de Gran Bretaña, hasta Fort William.",
          "De Kinlochleven dans le col désert du Lairig Mòr, parmi les ruines de maisons de bergers, puis Glen Nevis sous le Ben Nevis, plus haut sommet de Grande-Bretagne, jusqu'à Fort William.",
          "Von Kinlochleven hinauf in den leeren Pass Lairig Mòr, an verfallenen Schäferhäusern vorbei, und hinüber ins Glen Nevis unter dem Ben Nevis, dem höchsten Berg Großbritanniens, nach Fort William.",
        ],
      ],
      [
        "see",
        [
          "Glencoe: the Three Sisters and the glen",
          "Glencoe: le Tre Sorelle e la valle",
          "Glencoe: las Tres Hermanas y el valle",
          "Glencoe : les Trois Sœurs et le glen",
          "Glencoe: die Drei Schwestern und das Tal",
        ],
        [
          "The Three Sisters standing over the road through Glen Coe, the walk into the Lost Valley where the MacDonalds hid their cattle, and the story of the massacre of 1692 at Signal Rock.",
          "Le Tre Sorelle sopra la strada di Glen Coe, la camminata nella Lost Valley dove i MacDonald nascondevano il bestiame e la storia del massacro del 1692 a Signal Rock.",
          "Las Tres Hermanas sobre la carretera de Glen Coe, la caminata al Lost Valley, donde los MacDonald escondían su ganado, y la historia de la matanza de 1692 en Signal Rock.",
          "Les Trois Sœurs au-dessus de la route de Glen Coe, la marche dans la Lost Valley où les MacDonald cachaient leur bétail et l'histoire du massacre de 1692 à Signal Rock.",
          "Die Drei Schwestern über der Straße durch Glen Coe, die Wanderung ins Lost Valley, wo die MacDonalds ihr Vieh versteckten, und die Geschichte des Massakers von 1692 am Signal Rock.",
        ],
      ],
    ],
  },
  "GBR Isle of Skye": {
    days: [
      [
        "see",
        [
          "Isle of Skye: the Old Man of Storr and the Quiraing",
          "Isola di Skye: l'Old Man of Storr e il Quiraing",
          "Isla de Skye: el Old Man of Storr y el Quiraing",
          "Île de Skye : le Old Man of Storr et le Quiraing",
          "Isle of Skye: der Old Man of Storr und der Quiraing",
        ],
        [
          "The painted houses of Portree on the bay, the climb to the rock pinnacle of the Old Man of Storr, Kilt Rock and its waterfall, and the landslip walls of the Quiraing on the Trotternish ridge.",
          "Le case colorate di Portree sulla baia, la salita al pinnacolo dell'Old Man of Storr, il Kilt Rock con la sua cascata e le pareti di frana del Quiraing sulla cresta di Trotternish.",
          "Las casas de colores de Portree, la subida al pináculo del Old Man of Storr, el Kilt Rock y su cascada y las paredes de desprendimiento del Quiraing en la cresta de Trotternish.",
          "Les maisons colorées de Portree sur la baie, la montée vers l'aiguille du Old Man of Storr, le Kilt Rock et sa cascade, et les murailles d'éboulement du Quiraing sur la crête de Trotternish.",
          "Die bunten Häuser von Portree an der Bucht, der Aufstieg zur Felsnadel des Old Man of Storr, der Kilt Rock mit seinem Wasserfall und die Abbruchwände des Quiraing am Trotternish-Grat.",
        ],
      ],
      [
        "boat",
        [
          "Isle of Skye: from Elgol to Loch Coruisk",
          "Isola di Skye: da Elgol a Loch Coruisk",
          "Isla de Skye: de Elgol a Loch Coruisk",
          "Île de Skye : d'Elgol au loch Coruisk",
          "Isle of Skye: von Elgol zum Loch Coruisk",
        ],
        [
          "By small boat from Elgol across Loch Scavaig, past the seals on their rocks, to land below the Cuillin and walk up to Loch Coruisk, enclosed by the black peaks; the boats sail from April to October, and in winter the coast path from Elgol toward Camasunary takes their place.",
          "In piccola barca da Elgol attraverso il Loch Scavaig, tra le foche sugli scogli, per sbarcare sotto i Cuillin e salire a piedi al Loch Coruisk, chiuso tra le cime nere; i battelli navigano da aprile a ottobre, e d'inverno ne prende il posto il sentiero costiero da Elgol verso Camasunary.",
          "En barca desde Elgol por el Loch Scavaig, junto a las focas en sus rocas, para desembarcar bajo los Cuillin y subir a pie al Loch Coruisk, encerrado entre los picos negros; los barcos navegan de abril a octubre, y en invierno los sustituye el sendero de la costa de Elgol hacia Camasunary.",
          "En petit bateau d'Elgol à travers le loch Scavaig, devant les phoques sur leurs rochers, pour débarquer sous les Cuillin et monter à pied au loch Coruisk, enserré par les pics noirs ; les bateaux naviguent d'avril à octobre, et en hiver le sentier côtier d'Elgol vers Camasunary les remplace.",
          "Im kleinen Boot von Elgol über den Loch Scavaig, an Robben auf ihren Felsen vorbei, zur Landung unter den Cuillin und zu Fuß hinauf zum Loch Coruisk zwischen den schwarzen Gipfeln; die Boote fahren von April bis Oktober, im Winter tritt der Küstenpfad von Elgol Richtung Camasunary an ihre Stelle.",
        ],
      ],
    ],
  },
  "GBR Loch Ness": {
    days: [
      [
        "see",
        [
          "Loch Ness: Urquhart Castle and a cruise",
          "Loch Ness: il castello di Urquhart e la crociera",
          "Loch Ness: el castillo de Urquhart y un crucero",
          "Loch Ness : le château d'Urquhart et la croisière",
          "Loch Ness: Urquhart Castle und eine Schifffahrt",
        ],
        [
          "The ruins of Urquhart Castle on their point above the dark water, and a cruise on the long, deep loch with the sonar screen watched for Nessie.",
          "Le rovine del castello di Urquhart sul promontorio sopra l'acqua scura e una crociera sul lago lungo e profondo, con lo schermo del sonar tenuto d'occhio in cerca di Nessie.",
          "Las ruinas del castillo de Urquhart en su promontorio sobre el agua oscura y un crucero por el lago largo y profundo, mirando la pantalla del sonar por si aparece Nessie.",
          "Les ruines du château d'Urquhart sur leur pointe au-dessus de l'eau sombre, et une croisière sur le loch long et profond, l'œil sur l'écran du sonar au cas où Nessie passerait.",
          "Die Ruine von Urquhart Castle auf ihrer Landspitze über dem dunklen Wasser und eine Schifffahrt auf dem langen, tiefen See, den Sonarschirm stets im Blick nach Nessie.",
        ],
      ],
      [
        "see",
        [
          "Loch Ness: Fort Augustus and the Falls of Foyers",
          "Loch Ness: Fort Augustus e le cascate di Foyers",
          "Loch Ness: Fort Augustus y las cascadas de Foyers",
          "Loch Ness : Fort Augustus et les chutes de Foyers",
          "Loch Ness: Fort Augustus und die Fälle von Foyers",
        ],
        [
          "The flight of locks of the Caledonian Canal climbing through Fort Augustus at the south end of the loch, then the quiet south shore road to the Falls of Foyers in their wooded gorge.",
          "La scala di chiuse del Canale di Caledonia che sale attraverso Fort Augustus all'estremità sud del lago, poi la tranquilla strada della riva sud fino alle cascate di Foyers nella loro gola boscosa.",
          "La escalera de esclusas del Canal de Caledonia que sube por Fort Augustus, al sur del lago, y la tranquila carretera de la orilla sur hasta las cascadas de Foyers en su garganta boscosa.",
          "L'escalier d'écluses du canal Calédonien qui monte à travers Fort Augustus au sud du loch, puis la paisible route de la rive sud jusqu'aux chutes de Foyers dans leur gorge boisée.",
          "Die Schleusentreppe des Kaledonischen Kanals durch Fort Augustus am Südende des Sees, dann die ruhige Straße am Südufer zu den Fällen von Foyers in ihrer bewaldeten Schlucht.",
        ],
      ],
    ],
  },
  "GBR Inverness": {
    days: [
      [
        "see",
        [
          "Inverness: Culloden and the Clava Cairns",
          "Inverness: Culloden e i Clava Cairns",
          "Inverness: Culloden y los Clava Cairns",
          "Inverness : Culloden et les cairns de Clava",
          "Inverness: Culloden und die Clava Cairns",
        ],
        [
          "The moor of Culloden, where the Jacobite rising ended in 1746, its clan graves and battle lines, the Bronze Age Clava Cairns nearby, and the Ness Islands walk back in Inverness.",
          "La brughiera di Culloden, dove nel 1746 finì la rivolta giacobita, con le tombe dei clan e le linee di battaglia, i vicini Clava Cairns dell'età del bronzo e la passeggiata delle Ness Islands.",
          "El páramo de Culloden, donde acabó el levantamiento jacobita en 1746, con las tumbas de los clanes y las líneas de batalla, los cercanos Clava Cairns de la Edad del Bronce y las islas del Ness.",
          "La lande de Culloden, où s'acheva le soulèvement jacobite en 1746, ses tombes de clans et ses lignes de bataille, les cairns de Clava de l'âge du bronze tout proches, et les îles de la Ness.",
          "Das Moor von Culloden, wo 1746 der Jakobitenaufstand endete, mit Clangräbern und Schlachtlinien, die nahen bronzezeitlichen Clava Cairns und der Spaziergang über die Ness Islands.",
        ],
      ],
      [
        "food",
        [
          "Inverness: Highland produce and a malt distillery",
          "Inverness: prodotti delle Highlands e una distilleria",
          "Inverness: productos de las Highlands y una destilería",
          "Inverness : produits des Highlands et distillerie",
          "Inverness: Highland-Produkte und eine Malt-Brennerei",
        ],
        [
          "A malt whisky distillery in the hills south of the town, then Highland venison, smoked salmon and langoustines from the west coast lochs in a restaurant by the river Ness.",
          "Una distilleria di malto sulle colline a sud della città, poi cervo delle Highlands, salmone affumicato e scampi dei loch della costa ovest in un ristorante sul fiume Ness.",
          "Una destilería de malta en las colinas al sur de la ciudad, y después venado de las Highlands, salmón ahumado y cigalas de los lochs de la costa oeste en un restaurante junto al Ness.",
          "Une distillerie de malt dans les collines au sud de la ville, puis cerf des Highlands, saumon fumé et langoustines des lochs de la côte ouest dans un restaurant au bord de la Ness.",
          "Eine Malt-Whisky-Brennerei in den Hügeln südlich der Stadt, dann Highland-Hirsch, Räucherlachs und Langustinen aus den Lochs der Westküste in einem Restaurant am Ness.",
        ],
      ],
    ],
  },
  "GBR Belfast": {
    days: [
      [
        "see",
        [
          "Belfast: Titanic Belfast and the shipyard",
          "Belfast: il Titanic Belfast e il cantiere navale",
          "Belfast: el Titanic Belfast y los astilleros",
          "Belfast : Titanic Belfast et le chantier naval",
          "Belfast: Titanic Belfast und die Werft",
        ],
        [
          "Titanic Belfast, on the slipways where the ship was built, the drawing offices of Harland and Wolff, the SS Nomadic, and the two yellow cranes, Samson and Goliath, over the docks.",
          "Il Titanic Belfast sugli scali dove fu costruita la nave, gli uffici di progettazione di Harland and Wolff, la SS Nomadic e le due gru gialle, Sansone e Golia, sopra i bacini.",
          "El Titanic Belfast, sobre las gradas donde se construyó el barco, las oficinas de diseño de Harland and Wolff, el SS Nomadic y las dos grúas amarillas, Sansón y Goliat.",
          "Titanic Belfast, sur les cales où fut construit le navire, les bureaux d'études de Harland and Wolff, le SS Nomadic et les deux grues jaunes, Samson et Goliath, au-dessus des docks.",
          "Titanic Belfast auf den Hellingen, auf denen das Schiff gebaut wurde, die Zeichensäle von Harland and Wolff, die SS Nomadic und die beiden gelben Kräne Samson und Goliath über den Docks.",
        ],
      ],
      [
        "see",
        [
          "Belfast: City Hall, the murals and the peace walls",
          "Belfast: il municipio, i murales e i muri della pace",
          "Belfast: el ayuntamiento, los murales y los muros de la paz",
          "Belfast : l'hôtel de ville, les fresques et les murs de la paix",
          "Belfast: das Rathaus, die Wandbilder und die Friedensmauern",
        ],
        [
          "City Hall and the Cathedral Quarter, then a black taxi tour with a local driver along the murals of the Falls and Shankill roads and the peace walls still standing between them.",
          "Il municipio e il Cathedral Quarter, poi un giro in taxi nero con un autista del posto tra i murales di Falls Road e Shankill Road e i muri della pace ancora in piedi tra le due.",
          "El ayuntamiento y el Cathedral Quarter, y un recorrido en taxi negro con un conductor local por los murales de Falls y Shankill y los muros de la paz que aún se alzan entre ellos.",
          "L'hôtel de ville et le Cathedral Quarter, puis un tour en taxi noir avec un chauffeur du quartier le long des fresques des Falls et de Shankill et des murs de la paix encore debout entre eux.",
          "Das Rathaus und das Cathedral Quarter, dann eine Black-Taxi-Tour mit einem Fahrer von hier zu den Wandbildern an Falls Road und Shankill Road und den Friedensmauern, die noch zwischen ihnen stehen.",
        ],
      ],
      [
        "food",
        [
          "Belfast: an Ulster fry and the Crown Bar",
          "Belfast: l'Ulster fry e il Crown Bar",
          "Belfast: un Ulster fry y el Crown Bar",
          "Belfast : l'Ulster fry et le Crown Bar",
          "Belfast: Ulster Fry und die Crown Bar",
        ],
        [
          "An Ulster fry with soda bread and potato farls, champ and Irish stew for lunch, and a pint of stout in a wooden snug of the gaslit Crown Liquor Saloon.",
          "Un Ulster fry con soda bread e potato farls, champ e stufato irlandese a pranzo, e una pinta di stout in un séparé di legno del Crown Liquor Saloon, illuminato a gas.",
          "Un Ulster fry con pan de soda y potato farls, champ e Irish stew para almorzar, y una pinta de stout en un reservado de madera del Crown Liquor Saloon, con sus lámparas de gas.",
          "Un Ulster fry avec soda bread et galettes de pomme de terre, champ et ragoût irlandais à midi, et une pinte de stout dans une loge en bois du Crown Liquor Saloon éclairé au gaz.",
          "Ein Ulster Fry mit Sodabrot und Kartoffel-Farls, mittags Champ und Irish Stew und ein Pint Stout in einer Holznische des gasbeleuchteten Crown Liquor Saloon.",
        ],
      ],
    ],
  },
  "GBR Giant's Causeway": {
    days: [
      [
        "see",
        [
          "Giant's Causeway: the basalt columns and the Antrim coast",
          "Selciato del gigante: le colonne di basalto e la costa di Antrim",
          "Calzada del Gigante: las columnas de basalto y la costa de Antrim",
          "Chaussée des Géants : les colonnes de basalte et la côte d'Antrim",
          "Giant's Causeway: die Basaltsäulen und die Küste von Antrim",
        ],
        [
          "The forty thousand basalt columns of the Giant's Causeway and the cliff path above them, the rope bridge of Carrick-a-Rede, and the ruin of Dunluce Castle on its crag over the sea.",
          "Le quarantamila colonne di basalto del Selciato del gigante e il sentiero sulla scogliera, il ponte di corda di Carrick-a-Rede e le rovine del castello di Dunluce sul suo sperone a picco sul mare.",
          "Las cuarenta mil columnas de basalto de la Calzada del Gigante y el sendero del acantilado, el puente de cuerda de Carrick-a-Rede y las ruinas del castillo de Dunluce sobre el mar.",
          "Les quarante mille colonnes de basalte de la Chaussée des Géants et le sentier de falaise au-dessus, le pont de corde de Carrick-a-Rede et les ruines du château de Dunluce sur son rocher.",
          "Die vierzigtausend Basaltsäulen des Giant's Causeway und der Klippenpfad darüber, die Seilbrücke von Carrick-a-Rede und die Ruine von Dunluce Castle auf ihrem Felsen über dem Meer.",
        ],
      ],
    ],
  },
  "IRL Dublin": {
    days: [
      [
        "see",
        [
          "Dublin: Trinity College and the Book of Kells",
          "Dublino: il Trinity College e il Libro di Kells",
          "Dublín: el Trinity College y el Libro de Kells",
          "Dublin : Trinity College et le Livre de Kells",
          "Dublin: das Trinity College und das Book of Kells",
        ],
        [
          "The Book of Kells and the Long Room library of Trinity College, the Georgian doors of Merrion Square, St Stephen's Green, and Grafton Street down to the river Liffey and the Ha'penny Bridge.",
          "Il Libro di Kells e la Long Room del Trinity College, le porte georgiane di Merrion Square, St Stephen's Green e Grafton Street fino al Liffey e all'Ha'penny Bridge.",
          "El Libro de Kells y la Long Room del Trinity College, las puertas georgianas de Merrion Square, St Stephen's Green y Grafton Street hasta el Liffey y el Ha'penny Bridge.",
          "Le Livre de Kells et la Long Room de Trinity College, les portes géorgiennes de Merrion Square, St Stephen's Green et Grafton Street jusqu'à la Liffey et au Ha'penny Bridge.",
          "Das Book of Kells und der Long Room des Trinity College, die georgianischen Türen am Merrion Square, St Stephen's Green und die Grafton Street hinab zum Liffey und zur Ha'penny Bridge.",
        ],
      ],
      [
        "see",
        [
          "Dublin: Kilmainham Gaol and St Patrick's",
          "Dublino: la prigione di Kilmainham e St Patrick's",
          "Dublín: la cárcel de Kilmainham y San Patricio",
          "Dublin : la prison de Kilmainham et St Patrick's",
          "Dublin: das Kilmainham Gaol und St Patrick's",
        ],
        [
          "Kilmainham Gaol, where the leaders of the 1916 Rising were shot, Dublin Castle, Christ Church and St Patrick's Cathedral, where Jonathan Swift was dean.",
          "La prigione di Kilmainham, dove furono fucilati i capi della Rivolta di Pasqua del 1916, il Castello di Dublino, Christ Church e la cattedrale di St Patrick, di cui Jonathan Swift fu decano.",
          "La cárcel de Kilmainham, donde fusilaron a los líderes del Alzamiento de 1916, el castillo de Dublín, Christ Church y la catedral de San Patricio, de la que Jonathan Swift fue deán.",
          "La prison de Kilmainham, où furent fusillés les chefs de l'insurrection de 1916, le château de Dublin, Christ Church et la cathédrale St Patrick, dont Jonathan Swift fut le doyen.",
          "Das Kilmainham Gaol, in dem die Anführer des Osteraufstands von 1916 erschossen wurden, Dublin Castle, Christ Church und St Patrick's Cathedral, deren Dekan Jonathan Swift war.",
        ],
      ],
      [
        "food",
        [
          "Dublin: the Guinness Storehouse and Irish stew",
          "Dublino: il Guinness Storehouse e lo stufato irlandese",
          "Dublín: la Guinness Storehouse y el Irish stew",
          "Dublin : le Guinness Storehouse et l'Irish stew",
          "Dublin: das Guinness Storehouse und Irish Stew",
        ],
        [
          "The Guinness Storehouse at St James's Gate and a pint at the Gravity Bar over the rooftops, then Irish stew, Dublin coddle and brown soda bread in an old pub of the Liberties.",
          "Il Guinness Storehouse a St James's Gate e una pinta al Gravity Bar sopra i tetti, poi lo stufato irlandese, il Dublin coddle e il pane di soda integrale in un vecchio pub delle Liberties.",
          "La Guinness Storehouse en St James's Gate y una pinta en el Gravity Bar sobre los tejados, y luego Irish stew, Dublin coddle y pan de soda integral en un viejo pub de The Liberties.",
          "Le Guinness Storehouse à St James's Gate et une pinte au Gravity Bar au-dessus des toits, puis l'Irish stew, le Dublin coddle et le pain au bicarbonate dans un vieux pub des Liberties.",
          "Das Guinness Storehouse am St James's Gate und ein Pint in der Gravity Bar über den Dächern, dann Irish Stew, Dublin Coddle und dunkles Sodabrot in einem alten Pub der Liberties.",
        ],
      ],
    ],
  },
  "IRL Newgrange": {
    days: [
      [
        "see",
        [
          "Newgrange: the passage tomb of Brú na Bóinne",
          "Newgrange: la tomba a corridoio di Brú na Bóinne",
          "Newgrange: la tumba de corredor de Brú na Bóinne",
          "Newgrange : la tombe à couloir de Brú na Bóinne",
          "Newgrange: das Ganggrab von Brú na Bóinne",
        ],
        [
          "Reached only by the shuttle bus from the Brú na Bóinne visitor building across the Boyne, the great mound of Newgrange, its carved entrance stone and the chamber lit at the winter solstice.",
          "Raggiungibile solo con la navetta dal centro visitatori di Brú na Bóinne oltre il Boyne, il grande tumulo di Newgrange, la sua pietra d'ingresso scolpita e la camera illuminata al solstizio d'inverno.",
          "Solo se llega en el autobús lanzadera desde el edificio de visitantes de Brú na Bóinne, al otro lado del Boyne: el gran túmulo de Newgrange, su piedra de entrada tallada y la cámara del solsticio.",
          "Accessible seulement par la navette depuis l'accueil de Brú na Bóinne, de l'autre côté de la Boyne, le grand tumulus de Newgrange, sa pierre d'entrée gravée et la chambre éclairée au solstice d'hiver.",
          "Nur mit dem Shuttlebus vom Besuchergebäude Brú na Bóinne jenseits des Boyne erreichbar: der große Hügel von Newgrange, sein verzierter Eingangsstein und die zur Wintersonnenwende erhellte Kammer.",
        ],
      ],
    ],
  },
  "IRL Kilkenny": {
    days: [
      [
        "see",
        [
          "Kilkenny: the castle and the Medieval Mile",
          "Kilkenny: il castello e il Medieval Mile",
          "Kilkenny: el castillo y la Medieval Mile",
          "Kilkenny : le château et le Medieval Mile",
          "Kilkenny: die Burg und die Medieval Mile",
        ],
        [
          "Kilkenny Castle over the river Nore, the lanes and slips of the Medieval Mile, St Canice's Cathedral and its round tower climbed by ladder for the view over the town.",
          "Il castello di Kilkenny sul fiume Nore, i vicoli e i passaggi del Medieval Mile, la cattedrale di St Canice e la sua torre rotonda, salita con le scale a pioli per la vista sulla città.",
          "El castillo de Kilkenny sobre el río Nore, las callejas de la Medieval Mile, la catedral de St Canice y su torre redonda, subida por escaleras de mano para ver la ciudad.",
          "Le château de Kilkenny au-dessus de la Nore, les ruelles du Medieval Mile, la cathédrale St Canice et sa tour ronde gravie par des échelles pour la vue sur la ville.",
          "Kilkenny Castle über dem Nore, die Gassen der Medieval Mile, die St Canice's Cathedral und ihr Rundturm, über Leitern erstiegen, mit Blick über die Stadt.",
        ],
      ],
      [
        "food",
        [
          "Kilkenny: Smithwick's and Kyteler's Inn",
          "Kilkenny: la Smithwick's e il Kyteler's Inn",
          "Kilkenny: Smithwick's y el Kyteler's Inn",
          "Kilkenny : la Smithwick's et le Kyteler's Inn",
          "Kilkenny: Smithwick's und Kyteler's Inn",
        ],
        [
          "The old Smithwick's brewery by the ruined abbey of St Francis and a glass of its red ale, then dinner in Kyteler's Inn, the medieval house of Dame Alice, tried as a witch.",
          "Il vecchio birrificio Smithwick's accanto all'abbazia in rovina di San Francesco e un bicchiere della sua red ale, poi la cena al Kyteler's Inn, la casa medievale di Dame Alice, processata come strega.",
          "La vieja cervecera Smithwick's junto a la abadía en ruinas de San Francisco y una red ale, y la cena en el Kyteler's Inn, la casa medieval de Dame Alice, juzgada por bruja.",
          "La vieille brasserie Smithwick's près de l'abbaye en ruine de Saint-François et un verre de sa red ale, puis le dîner au Kyteler's Inn, maison médiévale de Dame Alice, jugée pour sorcellerie.",
          "Die alte Smithwick's-Brauerei an der Ruine der Franziskanerabtei und ein Glas ihres Red Ale, dann Abendessen im Kyteler's Inn, dem mittelalterlichen Haus der als Hexe angeklagten Dame Alice.",
        ],
      ],
    ],
  },
  "IRL Rock of Cashel": {
    days: [
      [
        "see",
        [
          "Rock of Cashel: the fortress of the kings of Munster",
          "Rocca di Cashel: la fortezza dei re del Munster",
          "Roca de Cashel: la fortaleza de los reyes de Munster",
          "Rocher de Cashel : la forteresse des rois de Munster",
          "Rock of Cashel: die Festung der Könige von Munster",
        ],
        [
          "The round tower, the roofless Gothic cathedral and Cormac's Chapel with its Romanesque frescoes on the limestone rock of the kings of Munster, and the ruins of Hore Abbey in the fields below.",
          "La torre rotonda, la cattedrale gotica senza tetto e la Cappella di Cormac con i suoi affreschi romanici sulla rocca calcarea dei re del Munster, e le rovine della Hore Abbey nei campi sotto.",
          "La torre redonda, la catedral gótica sin techo y la capilla de Cormac con sus frescos románicos sobre la roca caliza de los reyes de Munster, y las ruinas de Hore Abbey en los campos.",
          "La tour ronde, la cathédrale gothique sans toit et la chapelle de Cormac et ses fresques romanes sur le rocher calcaire des rois de Munster, et les ruines de Hore Abbey dans les champs en contrebas.",
          "Der Rundturm, die dachlose gotische Kathedrale und Cormac's Chapel mit ihren romanischen Fresken auf dem Kalkfelsen der Könige von Munster und die Ruine der Hore Abbey in den Feldern darunter.",
        ],
      ],
    ],
  },
  "IRL Kinsale": {
    days: [
      [
        "see",
        [
          "Kinsale: Charles Fort and the Scilly Walk",
          "Kinsale: Charles Fort e lo Scilly Walk",
          "Kinsale: Charles Fort y el Scilly Walk",
          "Kinsale : Charles Fort et le Scilly Walk",
          "Kinsale: Charles Fort und der Scilly Walk",
        ],
        [
          "The painted streets of Kinsale, the Scilly Walk along the water to Summercove, and the star-shaped Charles Fort guarding the mouth of the estuary, with the Old Head of Kinsale beyond.",
          "Le strade colorate di Kinsale, lo Scilly Walk lungo l'acqua fino a Summercove e il forte a stella di Charles Fort a guardia dell'estuario, con l'Old Head of Kinsale più in là.",
          "Las calles pintadas de Kinsale, el Scilly Walk junto al agua hasta Summercove y el fuerte en estrella de Charles Fort guardando la boca del estuario, con el Old Head of Kinsale al fondo.",
          "Les rues peintes de Kinsale, le Scilly Walk au bord de l'eau jusqu'à Summercove et le fort en étoile de Charles Fort qui garde l'estuaire, avec l'Old Head of Kinsale au-delà.",
          "Die bunt gestrichenen Straßen von Kinsale, der Scilly Walk am Wasser entlang nach Summercove und das sternförmige Charles Fort an der Flussmündung, mit dem Old Head of Kinsale dahinter.",
        ],
      ],
      [
        "food",
        [
          "Kinsale: seafood chowder and oysters",
          "Kinsale: zuppa di pesce e ostriche",
          "Kinsale: sopa de marisco y ostras",
          "Kinsale : chaudrée de la mer et huîtres",
          "Kinsale: Seafood Chowder und Austern",
        ],
        [
          "The town that calls itself the gourmet capital of Ireland: seafood chowder with brown bread, oysters and fish landed on the quay, and a Cork farmhouse cheese with a glass of stout.",
          "La cittadina che si dice capitale gastronomica d'Irlanda: zuppa di pesce con pane integrale, ostriche e pesce sbarcato sul molo e un formaggio di fattoria di Cork con una stout.",
          "El pueblo que se llama capital gastronómica de Irlanda: sopa de marisco con pan integral, ostras y pescado del muelle, y un queso de granja de Cork con una stout.",
          "La petite ville qui se dit capitale gourmande de l'Irlande : chaudrée de la mer et pain complet, huîtres et poissons débarqués sur le quai, et un fromage fermier de Cork avec une stout.",
          "Das Städtchen, das sich Irlands Gourmethauptstadt nennt: Seafood Chowder mit Vollkornbrot, Austern und Fisch frisch vom Kai und ein Hofkäse aus Cork mit einem Stout.",
        ],
      ],
    ],
  },
  "IRL Killarney": {
    days: [
      [
        "see",
        [
          "Killarney: the Gap of Dunloe by jaunting car and boat",
          "Killarney: il Gap of Dunloe in calesse e in barca",
          "Killarney: el Gap of Dunloe en calesa y barca",
          "Killarney : le Gap of Dunloe en carriole et en barque",
          "Killarney: der Gap of Dunloe mit Kutsche und Boot",
        ],
        [
          "Through the Gap of Dunloe between MacGillycuddy's Reeks and the Purple Mountain, on foot or by jaunting car, then by open boat across the three Lakes of Killarney to Ross Castle.",
          "Attraverso il Gap of Dunloe tra i MacGillycuddy's Reeks e la Purple Mountain, a piedi o in calesse, poi in barca aperta sui tre laghi di Killarney fino a Ross Castle.",
          "Por el Gap of Dunloe, entre los MacGillycuddy's Reeks y la Purple Mountain, a pie o en calesa, y luego en barca abierta por los tres lagos de Killarney hasta Ross Castle.",
          "Le Gap of Dunloe entre les MacGillycuddy's Reeks et la Purple Mountain, à pied ou en carriole, puis en barque ouverte sur les trois lacs de Killarney jusqu'au château de Ross.",
          "Durch den Gap of Dunloe zwischen den MacGillycuddy's Reeks und dem Purple Mountain, zu Fuß oder mit der Kutsche, dann im offenen Boot über die drei Seen von Killarney zu Ross Castle.",
        ],
      ],
      [
        "see",
        [
          "Killarney: Muckross House and the national park",
          "Killarney: Muckross House e il parco nazionale",
          "Killarney: Muckross House y el parque nacional",
          "Killarney : Muckross House et le parc national",
          "Killarney: Muckross House und der Nationalpark",
        ],
        [
          "Muckross House and its gardens on the lake, the ruined Muckross Abbey with its old yew in the cloister, and the red deer in the oak woods of Killarney National Park.",
          "Muckross House e i suoi giardini sul lago, le rovine della Muckross Abbey con il vecchio tasso nel chiostro e i cervi rossi nei querceti del Parco nazionale di Killarney.",
          "Muckross House y sus jardines junto al lago, las ruinas de Muckross Abbey con su viejo tejo en el claustro y los ciervos rojos en los robledales del parque nacional de Killarney.",
          "Muckross House et ses jardins au bord du lac, l'abbaye en ruine de Muckross et le vieil if de son cloître, et les cerfs rouges dans les chênaies du parc national de Killarney.",
          "Muckross House und seine Gärten am See, die Ruine der Muckross Abbey mit der alten Eibe im Kreuzgang und die Rothirsche in den Eichenwäldern des Killarney-Nationalparks.",
        ],
      ],
      [
        "food",
        [
          "Killarney: Kerry lamb and a trad session",
          "Killarney: agnello del Kerry e musica tradizionale",
          "Killarney: cordero de Kerry y música tradicional",
          "Killarney : agneau du Kerry et session de musique",
          "Killarney: Kerry-Lamm und eine Trad-Session",
        ],
        [
          "Kerry lamb, black pudding and Dingle crab on the menu of the town's pubs, and an evening of fiddles, flutes and bodhrán at a traditional music session by the fire.",
          "Agnello del Kerry, sanguinaccio e granchio di Dingle nei pub della cittadina, e una serata di violini, flauti e bodhrán a una session di musica tradizionale accanto al camino.",
          "Cordero de Kerry, morcilla y cangrejo de Dingle en los pubs del pueblo, y una velada de violines, flautas y bodhrán en una sesión de música tradicional junto al fuego.",
          "Agneau du Kerry, boudin noir et crabe de Dingle dans les pubs de la ville, et une soirée de violons, flûtes et bodhrán lors d'une session de musique traditionnelle au coin du feu.",
          "Kerry-Lamm, Black Pudding und Krabben aus Dingle in den Pubs des Städtchens und ein Abend mit Fiedeln, Flöten und Bodhrán bei einer Trad-Session am Kaminfeuer.",
        ],
      ],
    ],
  },
  "IRL Ring of Kerry": {
    days: [
      [
        "trek",
        [
          "Ring of Kerry: the Kerry Way from Killarney to the Black Valley",
          "Ring of Kerry: la Kerry Way da Killarney alla Black Valley",
          "Ring of Kerry: la Kerry Way de Killarney al Black Valley",
          "Ring of Kerry : la Kerry Way de Killarney à la Black Valley",
          "Ring of Kerry: der Kerry Way von Killarney ins Black Valley",
        ],
        [
          "The Kerry Way out of Killarney past Torc Waterfall and along the Old Kenmare Road through the oak woods and moorland, down into the remote Black Valley under the Reeks.",
          "La Kerry Way da Killarney oltre la cascata di Torc e lungo la Old Kenmare Road tra querceti e brughiere, giù nella remota Black Valley sotto i Reeks.",
          "La Kerry Way desde Killarney por la cascada de Torc y la Old Kenmare Road entre robledales y páramos, hasta el remoto Black Valley bajo los Reeks.",
          "La Kerry Way de Killarney par la cascade de Torc et l'Old Kenmare Road, à travers chênaies et landes, jusqu'à la Black Valley isolée sous les Reeks.",
          "Der Kerry Way von Killarney am Torc-Wasserfall vorbei und auf der Old Kenmare Road durch Eichenwald und Moorland hinab ins abgelegene Black Valley unter den Reeks.",
        ],
      ],
      [
        "trek",
        [
          "Ring of Kerry: under the Reeks to Glencar",
          "Ring of Kerry: sotto i Reeks fino a Glencar",
          "Ring of Kerry: bajo los Reeks hasta Glencar",
          "Ring of Kerry : sous les Reeks jusqu'à Glencar",
          "Ring of Kerry: unter den Reeks nach Glencar",
        ],
        [
          "Out of the Black Valley along the foot of MacGillycuddy's Reeks and Carrauntoohil, Ireland's highest mountain, over the bog and past Lough Acoose to the glen of Glencar.",
          "Dalla Black Valley ai piedi dei MacGillycuddy's Reeks e del Carrauntoohil, la montagna più alta d'Irlanda, attraverso la torbiera e oltre il Lough Acoose fino alla valle di Glencar.",
          "Desde el Black Valley al pie de los MacGillycuddy's Reeks y el Carrauntoohil, la montaña más alta de Irlanda, por la turbera y junto al Lough Acoose hasta el valle de Glencar.",
          "De la Black Valley au pied des MacGillycuddy's Reeks et du Carrauntoohil, plus haute montagne d'Irlande, à travers la tourbière et le long du Lough Acoose jusqu'au vallon de Glencar.",
          "Aus dem Black Valley am Fuß der MacGillycuddy's Reeks und des Carrauntoohil, Irlands höchstem Berg, über das Moor und am Lough Acoose vorbei ins Tal von Glencar.",
        ],
      ],
      [
        "trek",
        [
          "Ring of Kerry: Waterville to Caherdaniel over the coast",
          "Ring of Kerry: da Waterville a Caherdaniel sulla costa",
          "Ring of Kerry: de Waterville a Caherdaniel por la costa",
          "Ring of Kerry : de Waterville à Caherdaniel par la côte",
          "Ring of Kerry: von Waterville nach Caherdaniel über die Küste",
        ],
        [
          "Over the hills between Waterville and Caherdaniel, with the Skellig rocks on the Atlantic skyline, down to Derrynane and its beach and abbey ruins.",
          "Per le colline tra Waterville e Caherdaniel, con gli scogli delle Skellig all'orizzonte sull'Atlantico, fino a Derrynane, la sua spiaggia e l'abbazia in rovina.",
          "Por las colinas entre Waterville y Caherdaniel, con las rocas Skellig en el horizonte atlántico, hasta Derrynane, su playa y las ruinas de su abadía.",
          "Par les collines entre Waterville et Caherdaniel, avec les rochers des Skellig à l'horizon de l'Atlantique, jusqu'à Derrynane, sa plage et son abbaye en ruine.",
          "Über die Hügel zwischen Waterville und Caherdaniel, mit den Skellig-Felsen am Atlantikhorizont, hinab nach Derrynane mit Strand und Abteiruine.",
        ],
      ],
      [
        "trek",
        [
          "Ring of Kerry: Sneem to Kenmare",
          "Ring of Kerry: da Sneem a Kenmare",
          "Ring of Kerry: de Sneem a Kenmare",
          "Ring of Kerry : de Sneem à Kenmare",
          "Ring of Kerry: von Sneem nach Kenmare",
        ],
        [
          "From the village of Sneem along the shore of the Kenmare River, through woods of oak and rhododendron and past old stone ring forts, to the market town of Kenmare.",
          "Dal villaggio di Sneem lungo la riva del Kenmare River, tra boschi di querce e rododendri e vecchi forti circolari di pietra, fino al borgo di mercato di Kenmare.",
          "Desde el pueblo de Sneem por la orilla del Kenmare River, entre bosques de robles y rododendros y viejos fuertes circulares de piedra, hasta la villa de mercado de Kenmare.",
          "Du village de Sneem le long de la Kenmare River, par des bois de chênes et de rhododendrons et de vieux forts circulaires de pierre, jusqu'au bourg de Kenmare.",
          "Vom Dorf Sneem am Ufer des Kenmare River entlang, durch Eichen- und Rhododendronwälder und an alten steinernen Ringforts vorbei, zur Marktstadt Kenmare.",
        ],
      ],
      [
        "see",
        [
          "Ring of Kerry: the Skellig Ring and Ladies View",
          "Ring of Kerry: lo Skellig Ring e Ladies View",
          "Ring of Kerry: el Skellig Ring y Ladies View",
          "Ring of Kerry : le Skellig Ring et Ladies View",
          "Ring of Kerry: der Skellig Ring und Ladies View",
        ],
        [
          "Around the Ring by coach: the Kerry Bog Village, the cliffs of the Skellig Ring and Valentia Island, Staigue stone fort, and the lakes of Killarney from Ladies View.",
          "Il giro del Ring in pullman: il Kerry Bog Village, le scogliere dello Skellig Ring e l'isola di Valentia, il forte di pietra di Staigue e i laghi di Killarney da Ladies View.",
          "La vuelta al Ring en autocar: el Kerry Bog Village, los acantilados del Skellig Ring y la isla de Valentia, el fuerte de piedra de Staigue y los lagos de Killarney desde Ladies View.",
          "Le tour du Ring en car : le Kerry Bog Village, les falaises du Skellig Ring et l'île de Valentia, le fort de pierre de Staigue et les lacs de Killarney depuis Ladies View.",
          "Die Runde um den Ring im Bus: das Kerry Bog Village, die Klippen des Skellig Ring und Valentia Island, das Steinfort Staigue und die Seen von Killarney von Ladies View aus.",
        ],
      ],
    ],
  },
  "IRL Dingle Peninsula": {
    days: [
      [
        "see",
        [
          "Dingle Peninsula: Slea Head and Gallarus Oratory",
          "Penisola di Dingle: Slea Head e l'oratorio di Gallarus",
          "Península de Dingle: Slea Head y el oratorio de Gallarus",
          "Péninsule de Dingle : Slea Head et l'oratoire de Gallarus",
          "Dingle-Halbinsel: Slea Head und das Gallarus-Oratorium",
        ],
        [
          "The Slea Head road past beehive huts and Dunmore Head, the Blasket Islands out at sea, the cliffs of Dunquin, and the dry-stone Gallarus Oratory, standing since early Christian times.",
          "La strada di Slea Head tra capanne ad alveare e Dunmore Head, le isole Blasket al largo, le scogliere di Dunquin e l'oratorio di Gallarus in pietra a secco, in piedi dai primi tempi cristiani.",
          "La carretera de Slea Head entre cabañas de colmena y Dunmore Head, las islas Blasket mar adentro, los acantilados de Dunquin y el oratorio de Gallarus, de piedra seca, en pie desde el cristianismo primitivo.",
          "La route de Slea Head parmi les huttes en ruche et Dunmore Head, les îles Blasket au large, les falaises de Dunquin et l'oratoire de Gallarus en pierre sèche, debout depuis les premiers chrétiens.",
          "Die Straße um Slea Head an Bienenkorbhütten und Dunmore Head vorbei, die Blasket-Inseln draußen im Meer, die Klippen von Dunquin und das Trockenstein-Oratorium von Gallarus aus frühchristlicher Zeit.",
        ],
      ],
      [
        "beach",
        [
          "Dingle Peninsula: Inch Strand",
          "Penisola di Dingle: la spiaggia di Inch",
          "Península de Dingle: la playa de Inch",
          "Péninsule de Dingle : la plage d'Inch",
          "Dingle-Halbinsel: der Strand von Inch",
        ],
        [
          "The long sand spit of Inch Strand reaching out into Dingle Bay between the dunes, a surf lesson with the beach's surf school, and the walk along the sand to the tip of the spit.",
          "La lunga lingua di sabbia di Inch Strand tesa nella baia di Dingle tra le dune, una lezione con la scuola di surf della spiaggia e la camminata sulla sabbia fino alla punta.",
          "La larga lengua de arena de Inch Strand en la bahía de Dingle entre dunas, una clase con la escuela de surf de la playa y el paseo por la arena hasta la punta.",
          "La longue flèche de sable d'Inch Strand avancée dans la baie de Dingle entre les dunes, une leçon avec l'école de surf de la plage et la marche sur le sable jusqu'à la pointe.",
          "Die lange Sandzunge von Inch Strand zwischen den Dünen in der Bucht von Dingle, eine Stunde bei der Surfschule am Strand und der Gang über den Sand bis zur Spitze.",
        ],
      ],
    ],
  },
  "IRL Cliffs of Moher": {
    days: [
      [
        "see",
        [
          "Cliffs of Moher: the cliff walk to Hag's Head",
          "Scogliere di Moher: il sentiero fino a Hag's Head",
          "Acantilados de Moher: el sendero hasta Hag's Head",
          "Falaises de Moher : le sentier jusqu'à Hag's Head",
          "Cliffs of Moher: der Klippenweg zum Hag's Head",
        ],
        [
          "O'Brien's Tower on the edge of the cliffs, the ledges below where puffins and guillemots nest from April to July, and the cliff path south to Hag's Head, or north to the music pubs of the village of Doolin.",
          "La O'Brien's Tower sul bordo delle scogliere, le cenge più sotto dove nidificano pulcinelle e urie da aprile a luglio e il sentiero verso sud fino a Hag's Head, o verso nord fino ai pub musicali di Doolin.",
          "La O'Brien's Tower al borde de los acantilados, las repisas donde anidan frailecillos y araos de abril a julio, y el sendero hacia el sur hasta Hag's Head, o hacia el norte hasta los pubs con música de Doolin.",
          "La tour O'Brien au bord des falaises, les corniches en contrebas où nichent macareux et guillemots d'avril à juillet, et le sentier vers le sud jusqu'à Hag's Head, ou vers le nord jusqu'aux pubs de Doolin.",
          "Der O'Brien's Tower an der Klippenkante, die Felsbänder darunter, auf denen von April bis Juli Papageitaucher und Trottellummen brüten, und der Klippenweg nach Süden zum Hag's Head oder nach Norden zu den Musikpubs von Doolin.",
        ],
      ],
    ],
  },
  "IRL Burren": {
    days: [
      [
        "see",
        [
          "Burren: Poulnabrone and the stone forts",
          "Burren: Poulnabrone e i forti di pietra",
          "Burren: Poulnabrone y los fuertes de piedra",
          "Burren : Poulnabrone et les forts de pierre",
          "Burren: Poulnabrone und die Steinforts",
        ],
        [
          "The great limestone pavements of the Burren, the portal tomb of Poulnabrone, the stone ring fort of Caherconnell, and the high crosses of Kilfenora, with the wild flowers in the cracks of the rock.",
          "I grandi tavolati calcarei del Burren, il dolmen di Poulnabrone, il forte circolare di pietra di Caherconnell e le croci celtiche di Kilfenora, con i fiori selvatici nelle fessure della roccia.",
          "Los grandes pavimentos calizos del Burren, el dolmen de Poulnabrone, el fuerte circular de piedra de Caherconnell y las cruces altas de Kilfenora, con flores silvestres en las grietas.",
          "Les grands pavements calcaires du Burren, le dolmen de Poulnabrone, le fort circulaire de Caherconnell et les hautes croix de Kilfenora, avec les fleurs sauvages dans les fissures de la roche.",
          "Die großen Kalksteinflächen des Burren, das Portalgrab von Poulnabrone, das steinerne Ringfort Caherconnell und die Hochkreuze von Kilfenora, mit Wildblumen in den Felsspalten.",
        ],
      ],
      [
        "see",
        [
          "Burren: the Green Road and Black Head",
          "Burren: la Green Road e Black Head",
          "Burren: la Green Road y Black Head",
          "Burren : la Green Road et Black Head",
          "Burren: die Green Road und Black Head",
        ],
        [
          "A walk with a local guide on the old Green Road over the terraced limestone hills, down to the Atlantic shore at Black Head and Fanore, and the Cistercian ruins of Corcomroe Abbey.",
          "Una camminata con una guida locale sulla vecchia Green Road tra le colline calcaree a terrazze, giù alla riva dell'Atlantico a Black Head e Fanore, e le rovine cistercensi di Corcomroe.",
          "Una caminata con un guía local por la vieja Green Road sobre las colinas calizas en terrazas, bajando a la orilla atlántica en Black Head y Fanore, y las ruinas cistercienses de Corcomroe.",
          "Une marche avec un guide du pays sur la vieille Green Road à travers les collines calcaires en terrasses, jusqu'au rivage atlantique de Black Head et Fanore, et les ruines cisterciennes de Corcomroe.",
          "Eine Wanderung mit einem örtlichen Guide auf der alten Green Road über die terrassierten Kalkhügel, hinab zur Atlantikküste bei Black Head und Fanore, und die Zisterzienserruine Corcomroe.",
        ],
      ],
    ],
  },
  "IRL Galway": {
    days: [
      [
        "see",
        [
          "Galway: the Latin Quarter and the Spanish Arch",
          "Galway: il Quartiere Latino e lo Spanish Arch",
          "Galway: el Barrio Latino y el Arco Español",
          "Galway : le Quartier latin et la Spanish Arch",
          "Galway: das Latin Quarter und der Spanish Arch",
        ],
        [
          "The buskers and painted shopfronts of Shop Street and Quay Street in the Latin Quarter, the Spanish Arch on the river Corrib, the Claddagh, and the walk along the Salthill promenade.",
          "I musicisti di strada e le vetrine dipinte di Shop Street e Quay Street nel Quartiere Latino, lo Spanish Arch sul Corrib, il Claddagh e la passeggiata sul lungomare di Salthill.",
          "Los músicos callejeros y las fachadas pintadas de Shop Street y Quay Street en el Barrio Latino, el Arco Español sobre el Corrib, el Claddagh y el paseo marítimo de Salthill.",
          "Les musiciens de rue et les devantures peintes de Shop Street et Quay Street dans le Quartier latin, la Spanish Arch sur la Corrib, le Claddagh et la promenade de Salthill.",
          "Die Straßenmusiker und bemalten Ladenfronten von Shop Street und Quay Street im Latin Quarter, der Spanish Arch am Corrib, das Claddagh und die Promenade von Salthill.",
        ],
      ],
      [
        "see",
        [
          "Galway: Inis Mór and Dún Aonghasa",
          "Galway: Inis Mór e Dún Aonghasa",
          "Galway: Inis Mór y Dún Aonghasa",
          "Galway : Inis Mór et Dún Aonghasa",
          "Galway: Inis Mór und Dún Aonghasa",
        ],
        [
          "The ferry from Rossaveal to Inis Mór, the largest of the Aran Islands, its stone-walled fields and Irish-speaking villages, and the prehistoric fort of Dún Aonghasa on its sheer cliff.",
          "Il traghetto da Rossaveal a Inis Mór, la più grande delle isole Aran, i suoi campi cinti da muretti, i villaggi dove si parla irlandese e il forte preistorico di Dún Aonghasa sulla falesia.",
          "El ferry de Rossaveal a Inis Mór, la mayor de las islas Aran, sus campos de muros de piedra, sus pueblos de habla irlandesa y el fuerte prehistórico de Dún Aonghasa sobre el acantilado.",
          "Le ferry de Rossaveal à Inis Mór, la plus grande des îles d'Aran, ses champs aux murets de pierre, ses villages où l'on parle irlandais et le fort préhistorique de Dún Aonghasa sur sa falaise.",
          "Die Fähre von Rossaveal nach Inis Mór, der größten der Aran-Inseln, mit ihren Feldern hinter Steinmauern, irischsprachigen Dörfern und dem vorgeschichtlichen Fort Dún Aonghasa an der Steilklippe.",
        ],
      ],
      [
        "food",
        [
          "Galway: oysters, chowder and a trad pub",
          "Galway: ostriche, zuppa di pesce e un pub di musica",
          "Galway: ostras, sopa de marisco y un pub de música",
          "Galway : huîtres, chaudrée et pub de musique",
          "Galway: Austern, Chowder und ein Musikpub",
        ],
        [
          "Galway Bay oysters with brown bread and stout, seafood chowder and smoked salmon from Connemara, and a pub of the Latin Quarter where the musicians play in the corner every night.",
          "Ostriche della baia di Galway con pane integrale e stout, zuppa di pesce e salmone affumicato del Connemara, e un pub del Quartiere Latino dove i musicisti suonano nell'angolo ogni sera.",
          "Ostras de la bahía de Galway con pan integral y stout, sopa de marisco y salmón ahumado de Connemara, y un pub del Barrio Latino donde los músicos tocan en un rincón cada noche.",
          "Les huîtres de la baie de Galway avec pain complet et stout, la chaudrée de la mer et le saumon fumé du Connemara, et un pub du Quartier latin où les musiciens jouent chaque soir dans un coin.",
          "Austern aus der Galway Bay mit Vollkornbrot und Stout, Seafood Chowder und Räucherlachs aus Connemara und ein Pub im Latin Quarter, in dessen Ecke jeden Abend Musiker spielen.",
        ],
      ],
    ],
  },
  "IRL Connemara": {
    days: [
      [
        "see",
        [
          "Connemara: Kylemore Abbey and Diamond Hill",
          "Connemara: l'abbazia di Kylemore e Diamond Hill",
          "Connemara: la abadía de Kylemore y Diamond Hill",
          "Connemara : l'abbaye de Kylemore et Diamond Hill",
          "Connemara: Kylemore Abbey und Diamond Hill",
        ],
        [
          "Kylemore Abbey reflected in its lake under the mountains, its walled Victorian garden, and the path up Diamond Hill in Connemara National Park, looking over the Twelve Bens and the sea.",
          "L'abbazia di Kylemore specchiata nel suo lago sotto i monti, il giardino vittoriano cinto da mura e il sentiero di Diamond Hill nel Parco nazionale del Connemara, sui Twelve Bens e il mare.",
          "La abadía de Kylemore reflejada en su lago bajo las montañas, su jardín victoriano amurallado y el sendero de Diamond Hill en el parque nacional de Connemara, sobre los Twelve Bens y el mar.",
          "L'abbaye de Kylemore qui se mire dans son lac sous les montagnes, son jardin victorien clos de murs et le sentier de Diamond Hill dans le parc national du Connemara, face aux Twelve Bens et à la mer.",
          "Kylemore Abbey, die sich unter den Bergen in ihrem See spiegelt, ihr ummauerter viktorianischer Garten und der Pfad auf den Diamond Hill im Connemara-Nationalpark mit Blick auf die Twelve Bens und das Meer.",
        ],
      ],
      [
        "see",
        [
          "Connemara: the Sky Road and the Killary fjord",
          "Connemara: la Sky Road e il fiordo di Killary",
          "Connemara: la Sky Road y el fiordo de Killary",
          "Connemara : la Sky Road et le fjord de Killary",
          "Connemara: die Sky Road und der Killary-Fjord",
        ],
        [
          "The Sky Road out of Clifden high above the Atlantic inlets, the bogs and stone walls of the Inagh valley, and a boat on the Killary, Ireland's fjord, with its mussel rafts under the mountains.",
          "La Sky Road fuori Clifden alta sulle insenature dell'Atlantico, le torbiere e i muretti della valle di Inagh e una barca sul Killary, il fiordo d'Irlanda, con i suoi allevamenti di cozze sotto i monti.",
          "La Sky Road a la salida de Clifden sobre las ensenadas del Atlántico, las turberas y muros de piedra del valle de Inagh y un barco por el Killary, el fiordo de Irlanda, con sus bateas de mejillones.",
          "La Sky Road au-dessus des anses atlantiques de Clifden, les tourbières et murets de la vallée d'Inagh, et un bateau sur le Killary, le fjord d'Irlande, et ses radeaux à moules sous les montagnes.",
          "Die Sky Road hinter Clifden hoch über den Atlantikbuchten, die Moore und Steinmauern des Inagh-Tals und ein Boot auf dem Killary, Irlands Fjord, mit seinen Muschelflößen unter den Bergen.",
        ],
      ],
    ],
  },
  "ISL Reykjavík": {
    days: [
      [
        "see",
        [
          "Reykjavík: Hallgrímskirkja and the old port",
          "Reykjavík: la Hallgrímskirkja e il vecchio porto",
          "Reykjavík: la Hallgrímskirkja y el puerto viejo",
          "Reykjavík : la Hallgrímskirkja et le vieux port",
          "Reykjavík: die Hallgrímskirkja und der alte Hafen",
        ],
        [
          "Up the tower of Hallgrímskirkja for the view over the painted roofs, down Skólavörðustígur to the Tjörnin pond and the old town, then the Harpa concert hall and the Sun Voyager on the shore.",
          "Su per la torre della Hallgrímskirkja per la vista sui tetti colorati, giù per Skólavörðustígur fino al laghetto Tjörnin e al centro antico, poi la sala concerti Harpa e il Sun Voyager sulla riva.",
          "Subida a la torre de la Hallgrímskirkja para ver los tejados pintados, bajada por Skólavörðustígur hasta el lago Tjörnin y el centro antiguo, y la sala Harpa y el Sun Voyager en la orilla.",
          "La tour de la Hallgrímskirkja pour la vue sur les toits peints, la rue Skólavörðustígur jusqu'à l'étang de Tjörnin et la vieille ville, puis la salle de concert Harpa et le Sun Voyager sur le rivage.",
          "Auf den Turm der Hallgrímskirkja mit Blick über die bunten Dächer, die Skólavörðustígur hinab zum Teich Tjörnin und in die Altstadt, dann das Konzerthaus Harpa und der Sun Voyager am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Reykjavík: the National Museum and the Grótta lighthouse",
          "Reykjavík: il Museo nazionale e il faro di Grótta",
          "Reykjavík: el Museo Nacional y el faro de Grótta",
          "Reykjavík : le Musée national et le phare de Grótta",
          "Reykjavík: das Nationalmuseum und der Leuchtturm Grótta",
        ],
        [
          "The sagas and Viking finds of the National Museum, the Perlan exhibition set among the hot water tanks on its hill, and the walk out to the Grótta lighthouse, with a warm foot bath in the rocks of the shore.",
          "Le saghe e i reperti vichinghi del Museo nazionale, la mostra di Perlan sul suo colle tra i serbatoi di acqua calda e la passeggiata fino al faro di Grótta, con un pediluvio caldo tra gli scogli.",
          "Las sagas y los hallazgos vikingos del Museo Nacional, la exposición de Perlan en su colina, entre los depósitos de agua caliente, y el paseo hasta el faro de Grótta, con un baño de pies caliente entre las rocas.",
          "Les sagas et les objets vikings du Musée national, l'exposition de Perlan sur sa colline parmi les réservoirs d'eau chaude, puis la marche jusqu'au phare de Grótta et un bain de pieds chaud dans les rochers.",
          "Die Sagas und Wikingerfunde des Nationalmuseums, die Ausstellung im Perlan auf seinem Hügel zwischen den Heißwassertanks und der Gang zum Leuchtturm Grótta, mit einem heißen Fußbad am Ufer.",
        ],
      ],
      [
        "food",
        [
          "Reykjavík: lamb soup, skyr and a famous hot dog",
          "Reykjavík: zuppa d'agnello, skyr e un hot dog famoso",
          "Reykjavík: sopa de cordero, skyr y un perrito famoso",
          "Reykjavík : soupe d'agneau, skyr et un hot-dog célèbre",
          "Reykjavík: Lammsuppe, Skyr und ein berühmter Hotdog",
        ],
        [
          "Kjötsúpa, the Icelandic lamb soup, skyr and rye bread baked in the hot ground, a taste of fermented shark with a shot of brennivín, and a hot dog with everything from the Bæjarins Beztu stand.",
          "La kjötsúpa, la zuppa islandese di agnello, lo skyr e il pane di segale cotto nel terreno caldo, un assaggio di squalo fermentato con un brennivín e un hot dog con tutto dal chiosco Bæjarins Beztu.",
          "La kjötsúpa, la sopa islandesa de cordero, skyr y pan de centeno cocido en la tierra caliente, un bocado de tiburón fermentado con un brennivín y un perrito con todo del puesto Bæjarins Beztu.",
          "La kjötsúpa, soupe d'agneau islandaise, le skyr et le pain de seigle cuit dans la terre chaude, une bouchée de requin fermenté avec un brennivín, et un hot-dog complet du kiosque Bæjarins Beztu.",
          "Kjötsúpa, die isländische Lammsuppe, Skyr und im heißen Boden gebackenes Roggenbrot, ein Bissen fermentierter Hai mit einem Brennivín und ein Hotdog mit allem vom Stand Bæjarins Beztu.",
        ],
      ],
    ],
  },
  "ISL Þingvellir": {
    days: [
      [
        "see",
        [
          "Þingvellir: the rift and the site of the Althing",
          "Þingvellir: la faglia e il luogo dell'Althing",
          "Þingvellir: la falla y el lugar del Althing",
          "Þingvellir : la faille et le site de l'Althing",
          "Þingvellir: die Spalte und der Ort des Althing",
        ],
        [
          "Down the Almannagjá rift between the North American and Eurasian plates, to the Law Rock where the Althing, Iceland's parliament, met from 930, and the Öxarárfoss waterfall.",
          "Giù per la faglia di Almannagjá tra le placche nordamericana ed euroasiatica, fino alla Roccia della Legge dove dal 930 si riuniva l'Althing, il parlamento islandese, e alla cascata Öxarárfoss.",
          "Por la falla de Almannagjá, entre las placas norteamericana y euroasiática, hasta la Roca de la Ley donde se reunía el Althing, el parlamento islandés, desde el año 930, y la cascada Öxarárfoss.",
          "La faille d'Almannagjá entre les plaques nord-américaine et eurasienne, jusqu'au Rocher de la Loi où se réunissait dès 930 l'Althing, le parlement islandais, et la cascade d'Öxarárfoss.",
          "Durch die Almannagjá-Spalte zwischen Nordamerikanischer und Eurasischer Platte zum Gesetzesfelsen, an dem ab 930 das Althing, Islands Parlament, tagte, und zum Wasserfall Öxarárfoss.",
        ],
      ],
      [
        "see",
        [
          "Þingvellir: snorkel in the Silfra fissure",
          "Þingvellir: snorkeling nella fessura di Silfra",
          "Þingvellir: esnórquel en la grieta de Silfra",
          "Þingvellir : snorkeling dans la faille de Silfra",
          "Þingvellir: Schnorcheln in der Silfra-Spalte",
        ],
        [
          "In a drysuit with a licensed guide into the Silfra fissure, a crack between the continents filled with glacier water so clear the rock walls show far below, then hot chocolate by the lake.",
          "Con la muta stagna e una guida abilitata nella fessura di Silfra, una crepa tra i continenti piena di acqua di ghiacciaio così limpida che le pareti si vedono fino in fondo, poi cioccolata calda sul lago.",
          "Con traje seco y un guía acreditado en la grieta de Silfra, una fisura entre continentes llena de agua de glaciar tan clara que las paredes se ven muy abajo, y chocolate caliente junto al lago.",
          "En combinaison étanche avec un guide agréé dans la faille de Silfra, fente entre les continents remplie d'une eau de glacier si claire qu'on voit les parois très bas, puis un chocolat chaud au bord du lac.",
          "Im Trockenanzug mit zugelassenem Guide in die Silfra-Spalte, einen Riss zwischen den Kontinenten voller Gletscherwasser, so klar, dass die Felswände tief unten sichtbar sind, danach heiße Schokolade am See.",
        ],
      ],
    ],
  },
  "ISL Geysir": {
    days: [
      [
        "see",
        [
          "Geysir: Strokkur and the hot springs",
          "Geysir: lo Strokkur e le sorgenti calde",
          "Geysir: el Strokkur y las fuentes termales",
          "Geysir : le Strokkur et les sources chaudes",
          "Geysir: der Strokkur und die heißen Quellen",
        ],
        [
          "The Haukadalur hot spring field, where Strokkur shoots its column of boiling water into the air every few minutes beside the resting Great Geysir, and the blue pools and mud pots along the path.",
          "Il campo geotermico di Haukadalur, dove lo Strokkur lancia la sua colonna d'acqua bollente in aria ogni pochi minuti accanto al Grande Geysir a riposo, e le pozze azzurre e le pozze di fango.",
          "El campo geotérmico de Haukadalur, donde el Strokkur lanza su chorro de agua hirviendo cada pocos minutos junto al Gran Geysir dormido, y las pozas azules y los barros del sendero.",
          "Le champ géothermique de Haukadalur, où le Strokkur projette sa colonne d'eau bouillante toutes les quelques minutes près du Grand Geysir endormi, et les vasques bleues et les mares de boue.",
          "Das Thermalfeld Haukadalur, wo der Strokkur alle paar Minuten seine Fontäne aus kochendem Wasser neben dem ruhenden Großen Geysir in die Luft schießt, und die blauen Becken und Schlammtöpfe am Weg.",
        ],
      ],
      [
        "see",
        [
          "Geysir: Laugarvatn and the hot spring bread",
          "Geysir: Laugarvatn e il pane delle sorgenti",
          "Geysir: Laugarvatn y el pan de las fuentes termales",
          "Geysir : Laugarvatn et le pain des sources chaudes",
          "Geysir: Laugarvatn und das Brot aus der heißen Erde",
        ],
        [
          "Rye bread dug up from the hot sand on the shore of Laugarvatn after a day of baking, the steam baths by the lake, and the tomato greenhouses of Friðheimar, lit and warmed by the hot springs.",
          "Il pane di segale dissotterrato dalla sabbia calda sulla riva del Laugarvatn dopo un giorno di cottura, i bagni di vapore sul lago e le serre di pomodori di Friðheimar, scaldate dalle sorgenti.",
          "El pan de centeno desenterrado de la arena caliente a orillas del Laugarvatn tras un día de cocción, los baños de vapor del lago y los invernaderos de tomates de Friðheimar, caldeados por las fuentes.",
          "Le pain de seigle déterré du sable chaud au bord du Laugarvatn après un jour de cuisson, les bains de vapeur du lac et les serres à tomates de Friðheimar, chauffées par les sources.",
          "Roggenbrot, nach einem Tag Backzeit aus dem heißen Sand am Ufer des Laugarvatn gegraben, die Dampfbäder am See und die Tomatengewächshäuser von Friðheimar, von den heißen Quellen beheizt.",
        ],
      ],
    ],
  },
  "ISL Gullfoss": {
    days: [
      [
        "see",
        [
          "Gullfoss: the golden falls of the Hvítá",
          "Gullfoss: le cascate d'oro dell'Hvítá",
          "Gullfoss: la cascada de oro del Hvítá",
          "Gullfoss : les chutes d'or de la Hvítá",
          "Gullfoss: der Goldene Wasserfall der Hvítá",
        ],
        [
          "The glacial river Hvítá dropping in two steps into its narrow canyon at Gullfoss, the path down to the ledge in the spray, and the story of Sigríður, who fought to save the falls from a dam.",
          "Il fiume glaciale Hvítá che precipita in due salti nel suo stretto canyon a Gullfoss, il sentiero fino alla cengia tra gli spruzzi e la storia di Sigríður, che lottò per salvare le cascate da una diga.",
          "El río glaciar Hvítá cayendo en dos saltos a su estrecho cañón en Gullfoss, el sendero hasta la repisa entre la espuma y la historia de Sigríður, que luchó para salvar la cascada de una presa.",
          "La rivière glaciaire Hvítá qui tombe en deux ressauts dans son étroit canyon à Gullfoss, le sentier jusqu'à la corniche dans les embruns et l'histoire de Sigríður, qui sauva les chutes d'un barrage.",
          "Der Gletscherfluss Hvítá, der bei Gullfoss in zwei Stufen in seine enge Schlucht stürzt, der Pfad hinab zum Felsband in der Gischt und die Geschichte von Sigríður, die die Fälle vor einem Staudamm rettete.",
        ],
      ],
      [
        "see",
        [
          "Gullfoss: up to the Langjökull glacier",
          "Gullfoss: fino al ghiacciaio Langjökull",
          "Gullfoss: hasta el glaciar Langjökull",
          "Gullfoss : jusqu'au glacier Langjökull",
          "Gullfoss: hinauf zum Langjökull-Gletscher",
        ],
        [
          "From Gullfoss by super jeep up the Kjölur road and onto the Langjökull ice cap, the second largest glacier of Iceland, on a guided snowmobile ride across the white dome.",
          "Da Gullfoss in super jeep su per la strada del Kjölur e sulla calotta del Langjökull, il secondo ghiacciaio d'Islanda, per un giro guidato in motoslitta sulla cupola bianca.",
          "Desde Gullfoss en superjeep por la pista de Kjölur hasta el casquete del Langjökull, el segundo glaciar de Islandia, para un recorrido guiado en moto de nieve por la cúpula blanca.",
          "De Gullfoss en super-jeep par la piste du Kjölur jusqu'à la calotte du Langjökull, deuxième glacier d'Islande, pour une sortie guidée en motoneige sur le dôme blanc.",
          "Von Gullfoss im Superjeep die Kjölur-Piste hinauf auf die Eiskappe des Langjökull, Islands zweitgrößten Gletscher, zu einer geführten Schneemobilfahrt über die weiße Kuppel.",
        ],
      ],
    ],
  },
  "ISL Vík": {
    days: [
      [
        "see",
        [
          "Vík: Skógafoss, Seljalandsfoss and Sólheimajökull",
          "Vík: Skógafoss, Seljalandsfoss e Sólheimajökull",
          "Vík: Skógafoss, Seljalandsfoss y Sólheimajökull",
          "Vík : Skógafoss, Seljalandsfoss et Sólheimajökull",
          "Vík: Skógafoss, Seljalandsfoss und Sólheimajökull",
        ],
        [
          "The path behind the curtain of Seljalandsfoss, the stairs up beside the wide fall of Skógafoss, and a guided walk in crampons on the Sólheimajökull glacier tongue.",
          "Il sentiero dietro la cortina d'acqua di Seljalandsfoss, la scalinata accanto all'ampia cascata di Skógafoss e una camminata guidata coi ramponi sulla lingua glaciale del Sólheimajökull.",
          "El sendero detrás de la cortina de agua de Seljalandsfoss, la escalera junto a la ancha cascada de Skógafoss y una caminata guiada con crampones por la lengua del glaciar Sólheimajökull.",
          "Le sentier derrière le rideau d'eau de Seljalandsfoss, l'escalier le long de la large chute de Skógafoss et une marche guidée en crampons sur la langue glaciaire du Sólheimajökull.",
          "Der Pfad hinter dem Wasservorhang des Seljalandsfoss, die Treppe neben dem breiten Skógafoss hinauf und eine geführte Steigeisentour auf der Gletscherzunge des Sólheimajökull.",
        ],
      ],
    ],
  },
  "ISL Reynisfjara": {
    days: [
      [
        "see",
        [
          "Reynisfjara: the black sand and the basalt columns",
          "Reynisfjara: la sabbia nera e le colonne di basalto",
          "Reynisfjara: la arena negra y las columnas de basalto",
          "Reynisfjara : le sable noir et les orgues basaltiques",
          "Reynisfjara: der schwarze Sand und die Basaltsäulen",
        ],
        [
          "The black sand beach under the basalt organ pipes of Gardar and the Hálsanefshellir cave, the sea stacks of Reynisdrangar offshore, and the sneaker waves watched from a safe distance.",
          "La spiaggia di sabbia nera sotto le canne d'organo di basalto di Gardar e la grotta di Hálsanefshellir, i faraglioni di Reynisdrangar al largo e le onde anomale osservate a distanza di sicurezza.",
          "La playa de arena negra bajo los órganos de basalto de Gardar y la cueva de Hálsanefshellir, los farallones de Reynisdrangar y las olas traicioneras vistas desde una distancia segura.",
          "La plage de sable noir sous les orgues basaltiques de Gardar et la grotte de Hálsanefshellir, les aiguilles de Reynisdrangar au large, et les vagues traîtresses observées de loin.",
          "Der schwarze Sandstrand unter den Basaltorgeln von Gardar und der Höhle Hálsanefshellir, die Felsnadeln von Reynisdrangar im Meer und die tückischen Wellen, aus sicherem Abstand beobachtet.",
        ],
      ],
      [
        "beach",
        [
          "Reynisfjara: the arch of Dyrhólaey and Kirkjufjara",
          "Reynisfjara: l'arco di Dyrhólaey e Kirkjufjara",
          "Reynisfjara: el arco de Dyrhólaey y Kirkjufjara",
          "Reynisfjara : l'arche de Dyrhólaey et Kirkjufjara",
          "Reynisfjara: der Bogen von Dyrhólaey und Kirkjufjara",
        ],
        [
          "A walk along the black beaches west of Reynisfjara to the headland of Dyrhólaey, its rock arch and lighthouse, with the endless black sand of the south coast below, never a place to swim.",
          "Una camminata sulle spiagge nere a ovest di Reynisfjara fino al promontorio di Dyrhólaey, al suo arco di roccia e al faro, con l'infinita sabbia nera della costa sud, dove non si fa mai il bagno.",
          "Un paseo por las playas negras al oeste de Reynisfjara hasta el cabo de Dyrhólaey, su arco de roca y su faro, con la interminable arena negra de la costa sur, donde nunca se nada.",
          "Une marche sur les plages noires à l'ouest de Reynisfjara jusqu'au cap de Dyrhólaey, son arche rocheuse et son phare, face au sable noir sans fin de la côte sud, où l'on ne se baigne jamais.",
          "Ein Gang über die schwarzen Strände westlich von Reynisfjara zur Landspitze Dyrhólaey mit Felsbogen und Leuchtturm, über dem endlosen schwarzen Sand der Südküste, wo niemand baden geht.",
        ],
      ],
    ],
  },
  "ISL Skaftafell": {
    days: [
      [
        "see",
        [
          "Skaftafell: a glacier walk on Falljökull",
          "Skaftafell: camminata sul ghiacciaio Falljökull",
          "Skaftafell: caminata por el glaciar Falljökull",
          "Skaftafell : randonnée sur le glacier Falljökull",
          "Skaftafell: Gletscherwanderung auf dem Falljökull",
        ],
        [
          "With a glacier guide, in crampons and harness, up the crevassed ice of Falljökull, an outlet of Vatnajökull, past blue ice ridges, moulins and the gravel bands of old eruptions.",
          "Con una guida glaciale, ramponi e imbragatura, su per il ghiaccio crepacciato del Falljökull, lingua del Vatnajökull, tra creste di ghiaccio blu, mulini glaciali e strati di cenere di antiche eruzioni.",
          "Con un guía de glaciar, crampones y arnés, por el hielo lleno de grietas del Falljökull, lengua del Vatnajökull, entre crestas de hielo azul, molinos glaciares y franjas de antiguas erupciones.",
          "Avec un guide de glacier, crampons et baudrier, sur la glace crevassée du Falljökull, langue du Vatnajökull, parmi les crêtes de glace bleue, les moulins et les strates de cendres d'anciennes éruptions.",
          "Mit einem Gletscherführer, Steigeisen und Gurt über das zerklüftete Eis des Falljökull, einer Zunge des Vatnajökull, vorbei an blauen Eisgraten, Gletschermühlen und Aschebändern alter Ausbrüche.",
        ],
      ],
      [
        "see",
        [
          "Skaftafell: Svartifoss and Sjónarnípa",
          "Skaftafell: Svartifoss e Sjónarnípa",
          "Skaftafell: Svartifoss y Sjónarnípa",
          "Skaftafell : Svartifoss et Sjónarnípa",
          "Skaftafell: Svartifoss und Sjónarnípa",
        ],
        [
          "The trail up through birch woods to Svartifoss, the waterfall framed by hanging black basalt columns, then on to the Sjónarnípa viewpoint over the Skaftafellsjökull glacier.",
          "Il sentiero tra le betulle fino a Svartifoss, la cascata incorniciata da colonne di basalto nero sospese, poi il belvedere di Sjónarnípa sul ghiacciaio Skaftafellsjökull.",
          "El sendero entre abedules hasta Svartifoss, la cascada enmarcada por columnas de basalto negro colgantes, y luego el mirador de Sjónarnípa sobre el glaciar Skaftafellsjökull.",
          "Le sentier à travers les bouleaux jusqu'à Svartifoss, la cascade encadrée d'orgues de basalte noir suspendues, puis le belvédère de Sjónarnípa au-dessus du glacier Skaftafellsjökull.",
          "Der Weg durch Birkenwald zum Svartifoss, dem von hängenden schwarzen Basaltsäulen gerahmten Wasserfall, und weiter zum Aussichtspunkt Sjónarnípa über dem Skaftafellsjökull.",
        ],
      ],
    ],
  },
  "ISL Jökulsárlón": {
    days: [
      [
        "see",
        [
          "Jökulsárlón: the iceberg lagoon and Diamond Beach",
          "Jökulsárlón: la laguna degli iceberg e la Diamond Beach",
          "Jökulsárlón: la laguna de icebergs y la Diamond Beach",
          "Jökulsárlón : le lagon des icebergs et la plage des Diamants",
          "Jökulsárlón: die Eisberglagune und der Diamond Beach",
        ],
        [
          "The shore of the lagoon where icebergs calved from Breiðamerkurjökull drift toward the sea, the seals among them, and the black Diamond Beach where the ice washes up glittering.",
          "La riva della laguna dove gli iceberg staccati dal Breiðamerkurjökull scivolano verso il mare tra le foche, e la spiaggia nera di Diamond Beach dove il ghiaccio si arena scintillando.",
          "La orilla de la laguna donde los icebergs desprendidos del Breiðamerkurjökull derivan hacia el mar entre focas, y la playa negra de Diamond Beach, donde el hielo varado brilla.",
          "La rive du lagon où les icebergs détachés du Breiðamerkurjökull dérivent vers la mer parmi les phoques, et la plage noire des Diamants où la glace s'échoue en scintillant.",
          "Das Ufer der Lagune, in der vom Breiðamerkurjökull gekalbte Eisberge zwischen Robben zum Meer treiben, und der schwarze Diamond Beach, an dem das Eis glitzernd angespült wird.",
        ],
      ],
      [
        "see",
        [
          "Jökulsárlón: Fjallsárlón and the glacier front",
          "Jökulsárlón: Fjallsárlón e il fronte del ghiacciaio",
          "Jökulsárlón: Fjallsárlón y el frente del glaciar",
          "Jökulsárlón : Fjallsárlón et le front du glacier",
          "Jökulsárlón: Fjallsárlón und die Gletscherfront",
        ],
        [
          "The quieter lagoon of Fjallsárlón, where the Fjallsjökull glacier meets the water, and the walk over the moraines under Öræfajökull, the ice-capped volcano that holds Iceland's highest summit.",
          "La laguna più tranquilla di Fjallsárlón, dove il ghiacciaio Fjallsjökull tocca l'acqua, e la camminata sulle morene sotto l'Öræfajökull, il vulcano coperto di ghiaccio con la vetta più alta d'Islanda.",
          "La laguna más tranquila de Fjallsárlón, donde el glaciar Fjallsjökull llega al agua, y el paseo por las morrenas bajo el Öræfajökull, el volcán helado que tiene la cima más alta de Islandia.",
          "Le lagon plus paisible de Fjallsárlón, où le glacier Fjallsjökull rejoint l'eau, et la marche sur les moraines sous l'Öræfajökull, le volcan coiffé de glace qui porte le plus haut sommet d'Islande.",
          "Die ruhigere Lagune Fjallsárlón, wo der Fjallsjökull ins Wasser reicht, und der Gang über die Moränen unter dem Öræfajökull, dem vereisten Vulkan mit Islands höchstem Gipfel.",
        ],
      ],
    ],
  },
  "ISL Höfn": {
    days: [
      [
        "see",
        [
          "Höfn: Stokksnes and Vestrahorn",
          "Höfn: Stokksnes e il Vestrahorn",
          "Höfn: Stokksnes y el Vestrahorn",
          "Höfn : Stokksnes et le Vestrahorn",
          "Höfn: Stokksnes und das Vestrahorn",
        ],
        [
          "The black sand dunes and grass tufts of the Stokksnes peninsula under the jagged Vestrahorn, the old Viking village film set, and the fishing port of Höfn with the glaciers across the bay.",
          "Le dune di sabbia nera e i ciuffi d'erba della penisola di Stokksnes sotto il frastagliato Vestrahorn, il villaggio vichingo costruito per un film e il porto peschereccio di Höfn davanti ai ghiacciai.",
          "Las dunas de arena negra y las matas de hierba de la península de Stokksnes bajo el dentado Vestrahorn, el poblado vikingo de un rodaje y el puerto pesquero de Höfn frente a los glaciares.",
          "Les dunes de sable noir et les touffes d'herbe de la presqu'île de Stokksnes sous le Vestrahorn déchiqueté, le village viking d'un tournage et le port de pêche de Höfn face aux glaciers.",
          "Die schwarzen Sanddünen und Grasbüschel der Halbinsel Stokksnes unter dem zackigen Vestrahorn, das Wikingerdorf einer Filmkulisse und der Fischereihafen von Höfn mit den Gletschern über der Bucht.",
        ],
      ],
      [
        "food",
        [
          "Höfn: the langoustine town",
          "Höfn: la città degli scampi",
          "Höfn: la ciudad de las cigalas",
          "Höfn : la ville de la langoustine",
          "Höfn: die Stadt des Kaiserhummers",
        ],
        [
          "Humar, the Icelandic langoustine landed by Höfn's boats, grilled in garlic butter, in a langoustine soup or on pizza, in a restaurant by the port looking at the Vatnajökull ice cap.",
          "L'humar, lo scampo islandese sbarcato dalle barche di Höfn, alla griglia con burro all'aglio, in zuppa o sulla pizza, in un ristorante sul porto davanti alla calotta del Vatnajökull.",
          "El humar, la cigala islandesa que desembarcan los barcos de Höfn, a la plancha con mantequilla de ajo, en sopa o en pizza, en un restaurante del puerto frente al Vatnajökull.",
          "Le humar, langoustine islandaise débarquée par les bateaux de Höfn, grillée au beurre d'ail, en soupe ou sur une pizza, dans un restaurant du port face à la calotte du Vatnajökull.",
          "Humar, der isländische Kaiserhummer von Höfns Booten, in Knoblauchbutter gegrillt, als Suppe oder auf der Pizza, in einem Restaurant am Hafen mit Blick auf die Eiskappe des Vatnajökull.",
        ],
      ],
    ],
  },
  "ISL Eastfjords": {
    days: [
      [
        "see",
        [
          "Eastfjords: Seyðisfjörður",
          "Fiordi orientali: Seyðisfjörður",
          "Fiordos del Este: Seyðisfjörður",
          "Fjords de l'Est : Seyðisfjörður",
          "Ostfjorde: Seyðisfjörður",
        ],
        [
          "Over the Fjarðarheiði pass and down into Seyðisfjörður, its wooden houses from Norway and the blue church at the end of the rainbow-painted street, with waterfalls streaming down the fjord walls.",
          "Oltre il passo di Fjarðarheiði e giù a Seyðisfjörður, con le sue case di legno venute dalla Norvegia e la chiesa azzurra in fondo alla strada dipinta ad arcobaleno, tra le cascate del fiordo.",
          "Por el paso de Fjarðarheiði y bajada a Seyðisfjörður, con sus casas de madera traídas de Noruega y la iglesia azul al final de la calle pintada de arcoíris, entre cascadas que caen al fiordo.",
          "Le col de Fjarðarheiði puis la descente vers Seyðisfjörður, ses maisons de bois venues de Norvège et l'église bleue au bout de la rue peinte en arc-en-ciel, entre les cascades du fjord.",
          "Über den Pass Fjarðarheiði hinab nach Seyðisfjörður mit seinen aus Norwegen gebrachten Holzhäusern und der blauen Kirche am Ende der regenbogenbunten Straße, zwischen Wasserfällen an den Fjordwänden.",
        ],
      ],
      [
        "see",
        [
          "Eastfjords: Djúpivogur and Petra's stones",
          "Fiordi orientali: Djúpivogur e le pietre di Petra",
          "Fiordos del Este: Djúpivogur y las piedras de Petra",
          "Fjords de l'Est : Djúpivogur et les pierres de Petra",
          "Ostfjorde: Djúpivogur und Petras Steine",
        ],
        [
          "Along the fjords to Stöðvarfjörður and Petra's stone collection, gathered from the mountains over a lifetime, then the fishing village of Djúpivogur and its Eggs of Merry Bay on the pier.",
          "Lungo i fiordi fino a Stöðvarfjörður e alla collezione di pietre di Petra, raccolte sui monti in una vita intera, poi il villaggio portuale di Djúpivogur e le sue Uova di Gleðivík sul molo.",
          "Por los fiordos hasta Stöðvarfjörður y la colección de piedras de Petra, reunida en los montes durante toda una vida, y el pueblo portuario de Djúpivogur con sus Huevos de Gleðivík en el muelle.",
          "Le long des fjords jusqu'à Stöðvarfjörður et la collection de pierres de Petra, ramassées dans les montagnes toute une vie, puis le port de Djúpivogur et ses Œufs de Gleðivík sur la jetée.",
          "An den Fjorden entlang nach Stöðvarfjörður zu Petras Steinsammlung, ein Leben lang in den Bergen gesammelt, dann das Hafendorf Djúpivogur und seine Eier von Gleðivík an der Mole.",
        ],
      ],
    ],
  },
  "ISL Mývatn": {
    days: [
      [
        "see",
        [
          "Mývatn: Dimmuborgir and Hverfjall",
          "Mývatn: Dimmuborgir e Hverfjall",
          "Mývatn: Dimmuborgir y Hverfjall",
          "Mývatn : Dimmuborgir et Hverfjall",
          "Mývatn: Dimmuborgir und Hverfjall",
        ],
        [
          "The pseudocraters of Skútustaðir on the lake shore, the lava towers and arches of Dimmuborgir, and the climb up the black tephra ring of Hverfjall for the view over the lake.",
          "Gli pseudocrateri di Skútustaðir sulla riva del lago, le torri e gli archi di lava di Dimmuborgir e la salita sull'anello di tefra nera dell'Hverfjall per la vista sul lago.",
          "Los pseudocráteres de Skútustaðir a orillas del lago, las torres y arcos de lava de Dimmuborgir y la subida al anillo de tefra negra del Hverfjall para ver el lago.",
          "Les pseudo-cratères de Skútustaðir au bord du lac, les tours et arches de lave de Dimmuborgir et la montée sur l'anneau de téphra noir du Hverfjall pour la vue sur le lac.",
          "Die Pseudokrater von Skútustaðir am Seeufer, die Lavatürme und -bögen von Dimmuborgir und der Aufstieg auf den schwarzen Tephraring des Hverfjall mit Blick über den See.",
        ],
      ],
      [
        "see",
        [
          "Mývatn: Hverir, Krafla and the nature baths",
          "Mývatn: Hverir, Krafla e i bagni naturali",
          "Mývatn: Hverir, Krafla y los baños naturales",
          "Mývatn : Hverir, Krafla et les bains naturels",
          "Mývatn: Hverir, Krafla und die Naturbäder",
        ],
        [
          "The boiling mud pots and steaming vents of Hverir under Námafjall, the Víti crater lake and the still-warm lava of Krafla, and an evening soak in the milky blue Mývatn Nature Baths.",
          "Le pozze di fango bollente e le fumarole di Hverir sotto il Námafjall, il lago del cratere Víti e la lava ancora tiepida di Krafla, e la sera un bagno nelle acque azzurro latte dei Mývatn Nature Baths.",
          "Las ollas de barro hirviendo y las fumarolas de Hverir bajo el Námafjall, el lago del cráter Víti y la lava aún tibia de Krafla, y al atardecer un baño en el agua azul lechosa de los Mývatn Nature Baths.",
          "Les mares de boue bouillante et les fumerolles de Hverir sous le Námafjall, le lac du cratère Víti et la lave encore tiède de Krafla, puis un bain du soir dans l'eau bleu laiteux des Mývatn Nature Baths.",
          "Die brodelnden Schlammtöpfe und Dampfschlote von Hverir unter dem Námafjall, der Kratersee Víti und die noch warme Lava der Krafla und abends ein Bad im milchig blauen Wasser der Mývatn Nature Baths.",
        ],
      ],
    ],
  },
  "ISL Húsavík": {
    days: [
      [
        "see",
        [
          "Húsavík: Ásbyrgi and Dettifoss",
          "Húsavík: Ásbyrgi e Dettifoss",
          "Húsavík: Ásbyrgi y Dettifoss",
          "Húsavík : Ásbyrgi et Dettifoss",
          "Húsavík: Ásbyrgi und Dettifoss",
        ],
        [
          "The horseshoe canyon of Ásbyrgi, said to be the hoofprint of Odin's horse, and Dettifoss, the most powerful waterfall in Europe, thundering into the gorge of the Jökulsá á Fjöllum.",
          "Il canyon a ferro di cavallo di Ásbyrgi, che si dice sia l'impronta del cavallo di Odino, e Dettifoss, la cascata più potente d'Europa, che tuona nella gola dello Jökulsá á Fjöllum.",
          "El cañón en herradura de Ásbyrgi, que dicen que es la huella del caballo de Odín, y Dettifoss, la cascada más caudalosa de Europa, que ruge en la garganta del Jökulsá á Fjöllum.",
          "Le canyon en fer à cheval d'Ásbyrgi, dit-on l'empreinte du cheval d'Odin, et Dettifoss, la chute la plus puissante d'Europe, qui gronde dans la gorge de la Jökulsá á Fjöllum.",
          "Die hufeisenförmige Schlucht Ásbyrgi, angeblich der Hufabdruck von Odins Pferd, und der Dettifoss, Europas mächtigster Wasserfall, der in die Schlucht der Jökulsá á Fjöllum donnert.",
        ],
      ],
      [
        "boat",
        [
          "Húsavík: whale watching on Skjálfandi Bay",
          "Húsavík: whale watching nella baia di Skjálfandi",
          "Húsavík: ballenas en la bahía de Skjálfandi",
          "Húsavík : les baleines de la baie de Skjálfandi",
          "Húsavík: Walbeobachtung in der Skjálfandi-Bucht",
        ],
        [
          "Out on Skjálfandi Bay in an old oak fishing boat to look for humpback whales, minke whales and white-beaked dolphins, with the snow peaks of the bay all around, and the whale museum ashore.",
          "Nella baia di Skjálfandi su un vecchio peschereccio di quercia alla ricerca di megattere, balenottere minori e lagenorinchi, tra le cime innevate della baia, e il museo delle balene a terra.",
          "Por la bahía de Skjálfandi en un viejo pesquero de roble en busca de ballenas jorobadas, rorcuales aliblancos y delfines de hocico blanco, entre cumbres nevadas, y el museo de las ballenas en tierra.",
          "Dans la baie de Skjálfandi à bord d'un vieux bateau de pêche en chêne, à la recherche des baleines à bosse, petits rorquals et dauphins à nez blanc, puis le musée de la baleine à terre.",
          "Auf der Skjálfandi-Bucht in einem alten Fischerboot aus Eiche auf der Suche nach Buckelwalen, Zwergwalen und Weißschnauzendelfinen, zwischen verschneiten Gipfeln, und an Land das Walmuseum.",
        ],
      ],
    ],
  },
  "ISL Akureyri": {
    days: [
      [
        "see",
        [
          "Akureyri: the botanical garden and Goðafoss",
          "Akureyri: il giardino botanico e Goðafoss",
          "Akureyri: el jardín botánico y Goðafoss",
          "Akureyri : le jardin botanique et Goðafoss",
          "Akureyri: der Botanische Garten und Goðafoss",
        ],
        [
          "The steps up to Akureyrarkirkja, the northern botanical garden, the wooden houses of the old town on the Eyjafjörður fjord, and Goðafoss, the waterfall of the gods, where the old idols were thrown.",
          "La scalinata dell'Akureyrarkirkja, il giardino botanico del nord, le case di legno del centro antico sul fiordo Eyjafjörður e Goðafoss, la cascata degli dei, dove furono gettati gli antichi idoli.",
          "La escalinata de la Akureyrarkirkja, el jardín botánico del norte, las casas de madera del barrio viejo junto al Eyjafjörður y Goðafoss, la cascada de los dioses, donde se arrojaron los viejos ídolos.",
          "L'escalier de l'Akureyrarkirkja, le jardin botanique du nord, les maisons de bois de la vieille ville sur l'Eyjafjörður, et Goðafoss, la chute des dieux, où furent jetées les anciennes idoles.",
          "Die Treppe zur Akureyrarkirkja, der nördliche Botanische Garten, die Holzhäuser der Altstadt am Eyjafjörður und Goðafoss, der Götterwasserfall, in den die alten Götzenbilder geworfen wurden.",
        ],
      ],
      [
        "food",
        [
          "Akureyri: a beer spa and smoked lamb",
          "Akureyri: bagno nella birra e agnello affumicato",
          "Akureyri: un spa de cerveza y cordero ahumado",
          "Akureyri : bain de bière et agneau fumé",
          "Akureyri: Bierbad und geräuchertes Lamm",
        ],
        [
          "The Kaldi brewery on the fjord at Árskógssandur and its beer baths, hangikjöt, the smoked lamb of the north, and the soft ice cream of the Brynja shop, an institution in town.",
          "Il birrificio Kaldi sul fiordo ad Árskógssandur con i suoi bagni nella birra, l'hangikjöt, l'agnello affumicato del nord, e il gelato soft di Brynja per cui la città fa la fila.",
          "La cervecera Kaldi junto al fiordo en Árskógssandur y sus baños de cerveza, el hangikjöt, el cordero ahumado del norte, y el helado suave de Brynja, por el que todo el pueblo hace cola.",
          "La brasserie Kaldi sur le fjord à Árskógssandur et ses bains de bière, le hangikjöt, agneau fumé du nord, et la glace italienne de Brynja pour laquelle toute la ville fait la file.",
          "Die Brauerei Kaldi am Fjord in Árskógssandur mit ihren Bierbädern, Hangikjöt, das geräucherte Lamm des Nordens, und das Softeis von Brynja, für das die ganze Stadt ansteht.",
        ],
      ],
    ],
  },
  "ISL Snæfellsnes": {
    days: [
      [
        "see",
        [
          "Snæfellsnes: Kirkjufell and the north shore",
          "Snæfellsnes: il Kirkjufell e la costa nord",
          "Snæfellsnes: el Kirkjufell y la costa norte",
          "Snæfellsnes : le Kirkjufell et la côte nord",
          "Snæfellsnes: der Kirkjufell und die Nordküste",
        ],
        [
          "The cone of Kirkjufell behind the falls of Kirkjufellsfoss, the fishing town of Stykkishólmur on its islands, and the shark farm of Bjarnarhöfn, where the shark meat hangs to dry.",
          "Il cono del Kirkjufell dietro le cascate del Kirkjufellsfoss, il borgo di pescatori di Stykkishólmur tra le sue isole e la fattoria degli squali di Bjarnarhöfn, dove la carne di squalo pende a seccare.",
          "El cono del Kirkjufell tras la cascada Kirkjufellsfoss, el pueblo pesquero de Stykkishólmur entre sus islotes y la granja de tiburones de Bjarnarhöfn, donde la carne de tiburón cuelga a secar.",
          "Le cône du Kirkjufell derrière les chutes de Kirkjufellsfoss, le port de pêche de Stykkishólmur parmi ses îlots et la ferme aux requins de Bjarnarhöfn, où la chair de requin sèche sous un abri.",
          "Der Kegel des Kirkjufell hinter dem Kirkjufellsfoss, das Fischerstädtchen Stykkishólmur zwischen seinen Inseln und die Haifarm Bjarnarhöfn, wo das Haifleisch zum Trocknen hängt.",
        ],
      ],
      [
        "see",
        [
          "Snæfellsnes: Arnarstapi and Djúpalónssandur",
          "Snæfellsnes: Arnarstapi e Djúpalónssandur",
          "Snæfellsnes: Arnarstapi y Djúpalónssandur",
          "Snæfellsnes : Arnarstapi et Djúpalónssandur",
          "Snæfellsnes: Arnarstapi und Djúpalónssandur",
        ],
        [
          "The cliff walk from Arnarstapi to Hellnar among basalt arches and kittiwakes, the black church of Búðir, the pebble beach of Djúpalónssandur with its shipwreck iron, under the Snæfellsjökull.",
          "La passeggiata sulle scogliere da Arnarstapi a Hellnar tra archi di basalto e gabbiani, la chiesa nera di Búðir e la spiaggia di ciottoli di Djúpalónssandur con i resti di un naufragio, sotto lo Snæfellsjökull.",
          "El camino de acantilados de Arnarstapi a Hellnar entre arcos de basalto y gaviotas tridáctilas, la iglesia negra de Búðir y la playa de cantos de Djúpalónssandur con sus hierros de naufragio.",
          "Le sentier des falaises d'Arnarstapi à Hellnar parmi les arches de basalte et les mouettes, l'église noire de Búðir et la plage de galets de Djúpalónssandur et ses ferrailles d'épave, sous le Snæfellsjökull.",
          "Der Klippenweg von Arnarstapi nach Hellnar zwischen Basaltbögen und Dreizehenmöwen, die schwarze Kirche von Búðir und der Kieselstrand Djúpalónssandur mit seinen Wrackteilen, unter dem Snæfellsjökull.",
        ],
      ],
    ],
  },
  "ISL Landmannalaugar": {
    months: [7, 8],
    days: [
      [
        "trek",
        [
          "Landmannalaugar: the Laugavegur to Hrafntinnusker",
          "Landmannalaugar: il Laugavegur fino a Hrafntinnusker",
          "Landmannalaugar: el Laugavegur hasta Hrafntinnusker",
          "Landmannalaugar : le Laugavegur jusqu'à Hrafntinnusker",
          "Landmannalaugar: der Laugavegur nach Hrafntinnusker",
        ],
        [
          "The Laugavegur trail leaves Landmannalaugar across the Laugahraun obsidian lava and climbs through steaming rhyolite hills and snowfields to the Hrafntinnusker hut.",
          "Il sentiero del Laugavegur lascia Landmannalaugar attraverso la colata di ossidiana del Laugahraun e sale tra colline di riolite fumanti e nevai fino al rifugio di Hrafntinnusker.",
          "El sendero del Laugavegur sale de Landmannalaugar por la colada de obsidiana del Laugahraun y sube entre colinas de riolita humeantes y neveros hasta el refugio de Hrafntinnusker.",
          "Le sentier du Laugavegur quitte Landmannalaugar par la coulée d'obsidienne du Laugahraun et monte parmi les collines de rhyolite fumantes et les névés jusqu'au refuge de Hrafntinnusker.",
          "Der Laugavegur verlässt Landmannalaugar über die Obsidianlava des Laugahraun und steigt durch dampfende Rhyolithhügel und Schneefelder zur Hütte Hrafntinnusker.",
        ],
      ],
      [
        "trek",
        [
          "Landmannalaugar: down to Álftavatn",
          "Landmannalaugar: giù fino ad Álftavatn",
          "Landmannalaugar: bajada a Álftavatn",
          "Landmannalaugar : la descente vers Álftavatn",
          "Landmannalaugar: hinab nach Álftavatn",
        ],
        [
          "Across the high plateau with the glaciers of Mýrdalsjökull and Eyjafjallajökull in view, and down the steep Jökultungur slope to the huts by the lake of Álftavatn.",
          "Attraverso l'altopiano con i ghiacciai Mýrdalsjökull ed Eyjafjallajökull in vista, e giù per il ripido pendio di Jökultungur fino ai rifugi sul lago di Álftavatn.",
          "Por la meseta alta con los glaciares Mýrdalsjökull y Eyjafjallajökull a la vista, y bajada por la empinada ladera de Jökultungur hasta los refugios junto al lago Álftavatn.",
          "À travers le haut plateau face aux glaciers Mýrdalsjökull et Eyjafjallajökull, puis la descente raide de Jökultungur jusqu'aux refuges au bord du lac d'Álftavatn.",
          "Über die Hochfläche mit Mýrdalsjökull und Eyjafjallajökull im Blick und den steilen Hang von Jökultungur hinab zu den Hütten am See Álftavatn.",
        ],
      ],
      [
        "trek",
        [
          "Landmannalaugar: across the black sands to Emstrur",
          "Landmannalaugar: sulle sabbie nere fino a Emstrur",
          "Landmannalaugar: por las arenas negras hasta Emstrur",
          "Landmannalaugar : à travers les sables noirs jusqu'à Emstrur",
          "Landmannalaugar: über die schwarzen Sande nach Emstrur",
        ],
        [
          "Wading the glacial streams and crossing the black desert of Mælifellssandur toward the green cone of Stórasúla, to the Emstrur huts above the canyon of the Markarfljót.",
          "Guadando i torrenti glaciali e attraversando il deserto nero di Mælifellssandur verso il cono verde dello Stórasúla, fino ai rifugi di Emstrur sopra il canyon del Markarfljót.",
          "Vadeando los ríos glaciares y cruzando el desierto negro de Mælifellssandur hacia el cono verde del Stórasúla, hasta los refugios de Emstrur sobre el cañón del Markarfljót.",
          "Le passage à gué des torrents glaciaires et la traversée du désert noir de Mælifellssandur vers le cône vert du Stórasúla, jusqu'aux refuges d'Emstrur au-dessus du canyon du Markarfljót.",
          "Durch Gletscherbäche watend und über die schwarze Wüste Mælifellssandur zum grünen Kegel des Stórasúla, bis zu den Emstrur-Hütten über der Schlucht des Markarfljót.",
        ],
      ],
      [
        "trek",
        [
          "Landmannalaugar: into Þórsmörk",
          "Landmannalaugar: fino a Þórsmörk",
          "Landmannalaugar: hasta Þórsmörk",
          "Landmannalaugar : jusqu'à Þórsmörk",
          "Landmannalaugar: hinein nach Þórsmörk",
        ],
        [
          "The last stage of the Laugavegur, over the Þröngá river and into the birch woods of Þórsmörk, the valley of Thor, between three glaciers.",
          "L'ultima tappa del Laugavegur, oltre il fiume Þröngá e dentro i boschi di betulle di Þórsmörk, la valle di Thor, tra tre ghiacciai.",
          "La última etapa del Laugavegur, cruzando el río Þröngá y entrando en los bosques de abedules de Þórsmörk, el valle de Thor, entre tres glaciares.",
          "La dernière étape du Laugavegur, par la rivière Þröngá jusqu'aux bois de bouleaux de Þórsmörk, la vallée de Thor, entre trois glaciers.",
          "Die letzte Etappe des Laugavegur, über die Þröngá und hinein in die Birkenwälder von Þórsmörk, dem Tal Thors, zwischen drei Gletschern.",
        ],
      ],
      [
        "see",
        [
          "Landmannalaugar: the hot spring and Bláhnúkur",
          "Landmannalaugar: la sorgente calda e il Bláhnúkur",
          "Landmannalaugar: la fuente termal y el Bláhnúkur",
          "Landmannalaugar : la source chaude et le Bláhnúkur",
          "Landmannalaugar: die heiße Quelle und der Bláhnúkur",
        ],
        [
          "A soak in the natural hot spring where warm and cold streams meet by the hut, and the climb up Bláhnúkur, the blue peak, over the pink, green and yellow rhyolite hills.",
          "Un bagno nella sorgente calda naturale dove si incontrano i ruscelli caldi e freddi accanto al rifugio, e la salita al Bláhnúkur, la vetta blu, sopra le colline di riolite rosa, verde e gialla.",
          "Un baño en la fuente termal natural donde se juntan los arroyos caliente y frío junto al refugio, y la subida al Bláhnúkur, el pico azul, sobre las colinas de riolita rosa, verde y amarilla.",
          "Un bain dans la source chaude naturelle où se rejoignent ruisseaux chaud et froid près du refuge, et la montée au Bláhnúkur, le pic bleu, au-dessus des collines de rhyolite rose, verte et jaune.",
          "Ein Bad in der natürlichen heißen Quelle, wo sich warmer und kalter Bach an der Hütte treffen, und der Aufstieg auf den Bláhnúkur, den blauen Gipfel, über rosa, grüne und gelbe Rhyolithhügel.",
        ],
      ],
    ],
  },
  "ISL Fagradalsfjall": {
    days: [
      [
        "see",
        [
          "Fagradalsfjall: the new lava fields",
          "Fagradalsfjall: i nuovi campi di lava",
          "Fagradalsfjall: los nuevos campos de lava",
          "Fagradalsfjall : les nouveaux champs de lave",
          "Fagradalsfjall: die neuen Lavafelder",
        ],
        [
          "A hike on the marked trails the authorities open to the lava fields of the eruptions since 2021 at Geldingadalir and Meradalir, black and still steaming in places, with a local guide.",
          "Un'escursione sui sentieri segnati che le autorità aprono fino ai campi di lava delle eruzioni dal 2021 a Geldingadalir e Meradalir, neri e in alcuni punti ancora fumanti, con una guida locale.",
          "Una caminata por los senderos señalizados que abren las autoridades hasta los campos de lava de las erupciones desde 2021 en Geldingadalir y Meradalir, negros y aún humeantes, con un guía local.",
          "Une randonnée sur les sentiers balisés que les autorités ouvrent vers les champs de lave des éruptions depuis 2021 à Geldingadalir et Meradalir, noirs et fumants par endroits, avec un guide local.",
          "Eine Wanderung auf den markierten Wegen, die die Behörden freigeben, zu den Lavafeldern der Ausbrüche seit 2021 bei Geldingadalir und Meradalir, schwarz und stellenweise noch dampfend, mit örtlichem Guide.",
        ],
      ],
      [
        "see",
        [
          "Fagradalsfjall: the Reykjanes peninsula",
          "Fagradalsfjall: la penisola di Reykjanes",
          "Fagradalsfjall: la península de Reykjanes",
          "Fagradalsfjall : la péninsule de Reykjanes",
          "Fagradalsfjall: die Halbinsel Reykjanes",
        ],
        [
          "Around the Reykjanes peninsula: the footbridge over the rift between two continents, the boiling Gunnuhver hot spring, the Reykjanesviti lighthouse cliffs, and the lake of Kleifarvatn.",
          "Il giro della penisola di Reykjanes: la passerella sulla faglia tra due continenti, la sorgente bollente di Gunnuhver, le scogliere del faro di Reykjanesviti e il lago di Kleifarvatn.",
          "La vuelta a la península de Reykjanes: el puente sobre la falla entre dos continentes, la fuente hirviente de Gunnuhver, los acantilados del faro de Reykjanesviti y el lago Kleifarvatn.",
          "Le tour de la péninsule de Reykjanes : la passerelle au-dessus de la faille entre deux continents, la source bouillante de Gunnuhver, les falaises du phare de Reykjanesviti et le lac de Kleifarvatn.",
          "Rund um die Halbinsel Reykjanes: die Brücke über die Spalte zwischen zwei Kontinenten, die kochende Quelle Gunnuhver, die Klippen am Leuchtturm Reykjanesviti und der See Kleifarvatn.",
        ],
      ],
    ],
  },
  "NOR Oslo": {
    days: [
      [
        "see",
        [
          "Oslo: the Opera House and the Munch Museum",
          "Oslo: il Teatro dell'Opera e il Museo Munch",
          "Oslo: la Ópera y el Museo Munch",
          "Oslo : l'Opéra et le musée Munch",
          "Oslo: die Oper und das Munch-Museum",
        ],
        [
          "Up the white marble roof of the Opera House sloping into the fjord, The Scream and the paintings of Edvard Munch in the MUNCH museum, and the walls of Akershus Fortress over the port.",
          "Su per il tetto di marmo bianco del Teatro dell'Opera che scende nel fiordo, L'Urlo e i quadri di Edvard Munch al museo MUNCH e le mura della fortezza di Akershus sul porto.",
          "Subida al tejado de mármol blanco de la Ópera, que baja hasta el fiordo, El grito y los cuadros de Edvard Munch en el museo MUNCH y las murallas de la fortaleza de Akershus sobre el puerto.",
          "Le toit de marbre blanc de l'Opéra qui plonge dans le fjord, Le Cri et les tableaux d'Edvard Munch au musée MUNCH, et les remparts de la forteresse d'Akershus au-dessus du port.",
          "Auf das weiße Marmordach der Oper, das in den Fjord abfällt, Der Schrei und die Bilder Edvard Munchs im Museum MUNCH und die Mauern der Festung Akershus über dem Hafen.",
        ],
      ],
      [
        "see",
        [
          "Oslo: Bygdøy and the Vigeland Park",
          "Oslo: Bygdøy e il Parco Vigeland",
          "Oslo: Bygdøy y el parque Vigeland",
          "Oslo : Bygdøy et le parc Vigeland",
          "Oslo: Bygdøy und der Vigelandpark",
        ],
        [
          "By ferry from spring to autumn, or by bus in winter, to the Bygdøy peninsula for the polar ship Fram, the Kon-Tiki raft and the old farms and stave church of the Norwegian Folk Museum, then the granite figures of the Vigeland Park.",
          "In traghetto dalla primavera all'autunno, o in autobus d'inverno, alla penisola di Bygdøy per la nave polare Fram, la zattera Kon-Tiki e le vecchie fattorie e la chiesa in legno del Museo popolare norvegese, poi le figure di granito del Parco Vigeland.",
          "En ferry de primavera a otoño, o en autobús en invierno, a la península de Bygdøy para el barco polar Fram, la balsa Kon-Tiki y las viejas granjas y la iglesia de madera del Museo del Pueblo Noruego, y las figuras de granito del parque Vigeland.",
          "En ferry du printemps à l'automne, ou en bus l'hiver, sur la presqu'île de Bygdøy pour le navire polaire Fram, le radeau Kon-Tiki et les vieilles fermes et l'église en bois debout du musée folklorique, puis les statues de granit du parc Vigeland.",
          "Vom Frühjahr bis zum Herbst mit der Fähre, im Winter mit dem Bus auf die Halbinsel Bygdøy zum Polarschiff Fram, zum Floß Kon-Tiki und zu den alten Höfen und der Stabkirche des Norwegischen Volksmuseums, dann die Granitfiguren im Vigelandpark.",
        ],
      ],
      [
        "food",
        [
          "Oslo: Mathallen, brown cheese and fish soup",
          "Oslo: Mathallen, formaggio bruno e zuppa di pesce",
          "Oslo: Mathallen, queso marrón y sopa de pescado",
          "Oslo : Mathallen, fromage brun et soupe de poisson",
          "Oslo: Mathallen, Braunkäse und Fischsuppe",
        ],
        [
          "The food hall of Mathallen by the Akerselva river, brunost, the sweet brown cheese, on waffles, creamy fish soup and gravlaks, and a cinnamon bun and coffee at a Grünerløkka café.",
          "Il mercato coperto di Mathallen sul fiume Akerselva, il brunost, il dolce formaggio bruno, sui waffle, la cremosa zuppa di pesce e il gravlaks, e un bun alla cannella con caffè a Grünerløkka.",
          "El mercado gastronómico de Mathallen junto al río Akerselva, el brunost, el dulce queso marrón, sobre gofres, la cremosa sopa de pescado y el gravlaks, y un bollo de canela con café en Grünerløkka.",
          "La halle gourmande de Mathallen au bord de l'Akerselva, le brunost, fromage brun sucré, sur des gaufres, la soupe de poisson crémeuse et le gravlaks, et un roulé à la cannelle dans un café de Grünerløkka.",
          "Die Markthalle Mathallen an der Akerselva, Brunost, der süße Braunkäse, auf Waffeln, cremige Fischsuppe und Gravlaks und eine Zimtschnecke mit Kaffee in einem Café in Grünerløkka.",
        ],
      ],
    ],
  },
  "NOR Lillehammer": {
    days: [
      [
        "see",
        [
          "Lillehammer: Maihaugen and the Olympic ski jump",
          "Lillehammer: Maihaugen e il trampolino olimpico",
          "Lillehammer: Maihaugen y el trampolín olímpico",
          "Lillehammer : Maihaugen et le tremplin olympique",
          "Lillehammer: Maihaugen und die Olympiaschanze",
        ],
        [
          "The open-air museum of Maihaugen, its farms, stave church and old town street moved from the Gudbrandsdalen valley, then the steps up beside the Lysgårdsbakken Olympic ski jump above Lake Mjøsa.",
          "Il museo all'aperto di Maihaugen, con fattorie, chiesa in legno e una strada di città portate dalla valle di Gudbrandsdalen, poi la scalinata lungo il trampolino olimpico di Lysgårdsbakken sopra il lago Mjøsa.",
          "El museo al aire libre de Maihaugen, sus granjas, su iglesia de madera y una calle traídas del valle de Gudbrandsdalen, y la escalera junto al trampolín olímpico de Lysgårdsbakken sobre el lago Mjøsa.",
          "L'écomusée de Maihaugen, ses fermes, son église en bois debout et sa rue d'autrefois venues du Gudbrandsdalen, puis les marches le long du tremplin olympique de Lysgårdsbakken au-dessus du lac Mjøsa.",
          "Das Freilichtmuseum Maihaugen mit Höfen, Stabkirche und alter Stadtstraße aus dem Gudbrandsdal, dann die Treppe neben der Olympiaschanze Lysgårdsbakken über dem See Mjøsa.",
        ],
      ],
      [
        "food",
        [
          "Lillehammer: brown cheese and sour cream porridge",
          "Lillehammer: formaggio bruno e rømmegrøt",
          "Lillehammer: queso marrón y rømmegrøt",
          "Lillehammer : fromage brun et rømmegrøt",
          "Lillehammer: Braunkäse und Rømmegrøt",
        ],
        [
          "A farm of the Gudbrandsdalen valley, where brunost, the brown whey cheese, was first made, rømmegrøt, the sour cream porridge with cinnamon and butter, and cured mutton and flatbread.",
          "Una fattoria della valle di Gudbrandsdalen, dove nacque il brunost, il formaggio bruno di siero, il rømmegrøt, la polenta di panna acida con cannella e burro, e montone stagionato e pane piatto.",
          "Una granja del valle de Gudbrandsdalen, donde nació el brunost, el queso marrón de suero, el rømmegrøt, gachas de nata agria con canela y mantequilla, y cordero curado con pan plano.",
          "Une ferme du Gudbrandsdalen, berceau du brunost, le fromage brun de petit-lait, le rømmegrøt, bouillie de crème aigre à la cannelle et au beurre, et mouton séché avec du pain plat.",
          "Ein Hof im Gudbrandsdal, wo der Brunost, der braune Molkenkäse, erfunden wurde, Rømmegrøt, Sauerrahmbrei mit Zimt und Butter, und gepökeltes Hammelfleisch mit Fladenbrot.",
        ],
      ],
    ],
  },
  "NOR Jotunheimen": {
    months: [7, 9],
    days: [
      [
        "trek",
        [
          "Jotunheimen: the Besseggen ridge to Memurubu",
          "Jotunheimen: la cresta di Besseggen fino a Memurubu",
          "Jotunheimen: la cresta de Besseggen hasta Memurubu",
          "Jotunheimen : l'arête de Besseggen jusqu'à Memurubu",
          "Jotunheimen: über den Besseggen nach Memurubu",
        ],
        [
          "From Gjendesheim up onto the Besseggen ridge between the green lake of Gjende and the blue lake of Bessvatnet, and along the high plateau down to the Memurubu lodge on Gjende's shore.",
          "Da Gjendesheim sulla cresta di Besseggen tra il lago verde di Gjende e il lago blu di Bessvatnet, poi lungo l'altopiano fino al rifugio di Memurubu sulla riva del Gjende.",
          "De Gjendesheim a la cresta de Besseggen, entre el lago verde de Gjende y el lago azul de Bessvatnet, y por la meseta hasta el refugio de Memurubu a orillas del Gjende.",
          "De Gjendesheim sur l'arête de Besseggen entre le lac vert de Gjende et le lac bleu de Bessvatnet, puis le long du plateau jusqu'au refuge de Memurubu au bord du Gjende.",
          "Von Gjendesheim hinauf auf den Besseggen-Grat zwischen dem grünen Gjende und dem blauen Bessvatnet und über die Hochfläche hinab zur Hütte Memurubu am Ufer des Gjende.",
        ],
      ],
      [
        "trek",
        [
          "Jotunheimen: from Memurubu to Gjendebu",
          "Jotunheimen: da Memurubu a Gjendebu",
          "Jotunheimen: de Memurubu a Gjendebu",
          "Jotunheimen : de Memurubu à Gjendebu",
          "Jotunheimen: von Memurubu nach Gjendebu",
        ],
        [
          "Over the mountain above the long lake of Gjende, with its ice-green water far below, and down to the old Gjendebu hut at the western end of the lake.",
          "Per la montagna sopra il lungo lago di Gjende, con la sua acqua verde ghiaccio molto più in basso, e giù fino al vecchio rifugio di Gjendebu all'estremità ovest del lago.",
          "Por la montaña sobre el largo lago de Gjende, con su agua verde hielo muy abajo, y bajada hasta el viejo refugio de Gjendebu en el extremo oeste del lago.",
          "Par la montagne au-dessus du long lac de Gjende et de son eau vert glacier tout en bas, puis la descente jusqu'au vieux refuge de Gjendebu à l'extrémité ouest du lac.",
          "Über den Berg hoch über dem langen Gjende mit seinem eisgrünen Wasser tief unten und hinab zur alten Hütte Gjendebu am Westende des Sees.",
        ],
      ],
      [
        "trek",
        [
          "Jotunheimen: Gjendebu to Leirvassbu",
          "Jotunheimen: da Gjendebu a Leirvassbu",
          "Jotunheimen: de Gjendebu a Leirvassbu",
          "Jotunheimen : de Gjendebu à Leirvassbu",
          "Jotunheimen: von Gjendebu nach Leirvassbu",
        ],
        [
          "Up the Storådalen valley among the highest peaks of Norway, past glacier tongues and cairns, to the Leirvassbu lodge by its lake under Kyrkja, the church-shaped mountain.",
          "Su per la valle di Storådalen tra le vette più alte della Norvegia, oltre lingue di ghiacciaio e ometti di pietra, fino al rifugio di Leirvassbu sul suo lago sotto il Kyrkja, il monte a forma di chiesa.",
          "Por el valle de Storådalen entre las cumbres más altas de Noruega, junto a lenguas glaciares y mojones, hasta el refugio de Leirvassbu junto a su lago bajo el Kyrkja, el monte con forma de iglesia.",
          "La vallée de Storådalen parmi les plus hauts sommets de Norvège, les langues glaciaires et les cairns, jusqu'au refuge de Leirvassbu au bord de son lac sous le Kyrkja, le mont en forme d'église.",
          "Durch das Tal Storådalen zwischen Norwegens höchsten Gipfeln, an Gletscherzungen und Steinmännern vorbei, zur Hütte Leirvassbu an ihrem See unter der Kyrkja, dem Kirchenberg.",
        ],
      ],
      [
        "trek",
        [
          "Jotunheimen: Leirvassbu to Spiterstulen",
          "Jotunheimen: da Leirvassbu a Spiterstulen",
          "Jotunheimen: de Leirvassbu a Spiterstulen",
          "Jotunheimen : de Leirvassbu à Spiterstulen",
          "Jotunheimen: von Leirvassbu nach Spiterstulen",
        ],
        [
          "Over the pass of the Visdalen valley below the glaciers of Glittertind and Galdhøpiggen, the two highest summits of Norway, down to the old summer farm of Spiterstulen.",
          "Per il passo della valle di Visdalen sotto i ghiacciai del Glittertind e del Galdhøpiggen, le due vette più alte della Norvegia, fino al vecchio alpeggio di Spiterstulen.",
          "Por el paso del valle de Visdalen bajo los glaciares del Glittertind y el Galdhøpiggen, las dos cumbres más altas de Noruega, hasta la vieja granja de verano de Spiterstulen.",
          "Le col de la vallée de Visdalen sous les glaciers du Glittertind et du Galdhøpiggen, les deux plus hauts sommets de Norvège, jusqu'à l'ancien alpage de Spiterstulen.",
          "Über den Pass ins Visdal unter den Gletschern von Glittertind und Galdhøpiggen, den beiden höchsten Gipfeln Norwegens, hinab zur alten Sommeralm Spiterstulen.",
        ],
      ],
      [
        "see",
        [
          "Jotunheimen: Galdhøpiggen from Juvasshytta",
          "Jotunheimen: il Galdhøpiggen da Juvasshytta",
          "Jotunheimen: el Galdhøpiggen desde Juvasshytta",
          "Jotunheimen : le Galdhøpiggen depuis Juvasshytta",
          "Jotunheimen: der Galdhøpiggen von Juvasshytta",
        ],
        [
          "Roped up with a glacier guide from Juvasshytta across the Styggebreen glacier and up to the summit of Galdhøpiggen, the highest point of Norway and of northern Europe.",
          "In cordata con una guida glaciale da Juvasshytta attraverso il ghiacciaio Styggebreen fino alla vetta del Galdhøpiggen, il punto più alto della Norvegia e del nord Europa.",
          "Encordados con un guía de glaciar desde Juvasshytta por el glaciar Styggebreen hasta la cima del Galdhøpiggen, el punto más alto de Noruega y del norte de Europa.",
          "Encordés avec un guide de glacier depuis Juvasshytta à travers le glacier Styggebreen jusqu'au sommet du Galdhøpiggen, point culminant de la Norvège et de l'Europe du Nord.",
          "Angeseilt mit einem Gletscherführer von Juvasshytta über den Styggebreen-Gletscher auf den Gipfel des Galdhøpiggen, den höchsten Punkt Norwegens und Nordeuropas.",
        ],
      ],
    ],
  },
  "NOR Geirangerfjord": {
    months: [6, 9],
    days: [
      [
        "see",
        [
          "Geirangerfjord: the Seven Sisters by boat",
          "Geirangerfjord: le Sette Sorelle in battello",
          "Geirangerfjord: las Siete Hermanas en barco",
          "Geirangerfjord : les Sept Sœurs en bateau",
          "Geirangerfjord: die Sieben Schwestern per Schiff",
        ],
        [
          "By boat between Geiranger and Hellesylt under the Seven Sisters waterfall and the Suitor facing it, past the old cliff farms of Skageflå and Knivsflå clinging above the fjord.",
          "In battello tra Geiranger e Hellesylt sotto la cascata delle Sette Sorelle e il Pretendente di fronte, oltre le vecchie fattorie di Skageflå e Knivsflå aggrappate sopra il fiordo.",
          "En barco entre Geiranger y Hellesylt bajo la cascada de las Siete Hermanas y el Pretendiente enfrente, junto a las viejas granjas de Skageflå y Knivsflå colgadas sobre el fiordo.",
          "En bateau entre Geiranger et Hellesylt sous la cascade des Sept Sœurs et le Prétendant qui lui fait face, devant les vieilles fermes de Skageflå et Knivsflå accrochées au-dessus du fjord.",
          "Mit dem Schiff zwischen Geiranger und Hellesylt unter dem Wasserfall der Sieben Schwestern und dem Freier gegenüber, vorbei an den alten Felshöfen Skageflå und Knivsflå hoch über dem Fjord.",
        ],
      ],
      [
        "see",
        [
          "Geirangerfjord: Dalsnibba and the Eagle Road",
          "Geirangerfjord: il Dalsnibba e la Strada delle Aquile",
          "Geirangerfjord: el Dalsnibba y la carretera de las Águilas",
          "Geirangerfjord : le Dalsnibba et la route des Aigles",
          "Geirangerfjord: Dalsnibba und die Adlerstraße",
        ],
        [
          "Up the road to the Dalsnibba skywalk high above the fjord, the Flydalsjuvet viewpoint, and down the hairpins of the Eagle Road to the Ørnesvingen platform over Geiranger.",
          "Su per la strada fino al belvedere del Dalsnibba alto sul fiordo, il punto panoramico di Flydalsjuvet e giù per i tornanti della Strada delle Aquile fino alla piattaforma di Ørnesvingen su Geiranger.",
          "Por la carretera hasta la pasarela del Dalsnibba sobre el fiordo, el mirador de Flydalsjuvet, y bajada por las curvas de la carretera de las Águilas hasta la plataforma de Ørnesvingen sobre Geiranger.",
          "La route du belvédère du Dalsnibba haut au-dessus du fjord, le point de vue de Flydalsjuvet, puis les lacets de la route des Aigles jusqu'à la plateforme d'Ørnesvingen au-dessus de Geiranger.",
          "Die Straße hinauf zum Skywalk auf dem Dalsnibba hoch über dem Fjord, der Aussichtspunkt Flydalsjuvet und die Kehren der Adlerstraße hinab zur Plattform Ørnesvingen über Geiranger.",
        ],
      ],
    ],
  },
  "NOR Trollstigen": {
    months: [6, 9],
    days: [
      [
        "see",
        [
          "Trollstigen: the Trolls' Ladder",
          "Trollstigen: la Scala dei Troll",
          "Trollstigen: la Escalera de los Trolls",
          "Trollstigen : l'Échelle des Trolls",
          "Trollstigen: die Trollstiege",
        ],
        [
          "The eleven hairpins of the Trollstigen road climbing the valley wall beside the Stigfossen waterfall, and the viewing platforms hung over the drop at the top of the pass.",
          "Gli undici tornanti della strada di Trollstigen che salgono la parete della valle accanto alla cascata di Stigfossen, e le piattaforme panoramiche sospese sul vuoto in cima al passo.",
          "Las once curvas de la carretera de Trollstigen que trepan por la pared del valle junto a la cascada de Stigfossen, y los miradores colgados sobre el vacío en lo alto del puerto.",
          "Les onze lacets de la route de Trollstigen qui escaladent la paroi de la vallée le long de la cascade de Stigfossen, et les plateformes suspendues au-dessus du vide en haut du col.",
          "Die elf Kehren der Trollstigen-Straße, die neben dem Wasserfall Stigfossen die Talwand erklimmen, und die Aussichtsplattformen über dem Abgrund oben am Pass.",
        ],
      ],
      [
        "see",
        [
          "Trollstigen: the Troll Wall and the Rampestreken",
          "Trollstigen: il Muro dei Troll e il Rampestreken",
          "Trollstigen: el Muro de los Trolls y el Rampestreken",
          "Trollstigen : le Mur des Trolls et le Rampestreken",
          "Trollstigen: die Trollwand und der Rampestreken",
        ],
        [
          "The Troll Wall, the highest vertical rock face in Europe, over the Romsdalen valley, then the Romsdalen gondola or the trail from Åndalsnes to the Rampestreken platform over the fjord.",
          "Il Muro dei Troll, la parete rocciosa verticale più alta d'Europa, sopra la valle di Romsdalen, poi la cabinovia del Romsdalen o il sentiero da Åndalsnes fino alla piattaforma del Rampestreken.",
          "El Muro de los Trolls, la pared vertical más alta de Europa, sobre el valle de Romsdalen, y la góndola de Romsdalen o el sendero desde Åndalsnes hasta la plataforma del Rampestreken.",
          "Le Mur des Trolls, plus haute paroi verticale d'Europe, au-dessus du Romsdalen, puis la télécabine du Romsdalen ou le sentier d'Åndalsnes jusqu'à la plateforme du Rampestreken sur le fjord.",
          "Die Trollwand, Europas höchste senkrechte Felswand, über dem Romsdal, dann die Romsdalsgondel oder der Pfad von Åndalsnes zur Plattform Rampestreken über dem Fjord.",
        ],
      ],
    ],
  },
  "NOR Ålesund": {
    days: [
      [
        "see",
        [
          "Ålesund: the Art Nouveau town and Aksla",
          "Ålesund: la città Liberty e l'Aksla",
          "Ålesund: la ciudad modernista y el Aksla",
          "Ålesund : la ville Art nouveau et l'Aksla",
          "Ålesund: die Jugendstilstadt und der Aksla",
        ],
        [
          "The turrets and carved facades of the town rebuilt in Art Nouveau after the fire of 1904, along the Brosundet canal, and the 418 steps up Aksla for the view over the islands.",
          "Le torrette e le facciate scolpite della città ricostruita in stile Liberty dopo l'incendio del 1904, lungo il canale di Brosundet, e i 418 gradini dell'Aksla per la vista sulle isole.",
          "Los torreones y fachadas labradas de la ciudad reconstruida en estilo modernista tras el incendio de 1904, junto al canal de Brosundet, y los 418 escalones del Aksla para ver las islas.",
          "Les tourelles et façades sculptées de la ville reconstruite en Art nouveau après l'incendie de 1904, le long du Brosundet, et les 418 marches de l'Aksla pour la vue sur les îles.",
          "Die Türmchen und verzierten Fassaden der nach dem Brand von 1904 im Jugendstil wieder aufgebauten Stadt am Brosundet und die 418 Stufen auf den Aksla mit Blick über die Inseln.",
        ],
      ],
      [
        "food",
        [
          "Ålesund: klippfisk and bacalao",
          "Ålesund: klippfisk e bacalao",
          "Ålesund: klippfisk y bacalao",
          "Ålesund : klippfisk et bacalao",
          "Ålesund: Klippfisch und Bacalao",
        ],
        [
          "Klippfisk, the salted and dried cod that made the town rich through trade with Spain and Portugal, cooked as bacalao with tomato and olive oil, with fish soup in a restaurant on the canal.",
          "Il klippfisk, il merluzzo salato ed essiccato che arricchì la città col commercio con Spagna e Portogallo, cucinato a bacalao con pomodoro e olio, e la zuppa di pesce in un ristorante sul canale.",
          "El klippfisk, el bacalao salado y seco que enriqueció la ciudad con el comercio con España y Portugal, guisado como bacalao con tomate y aceite, y sopa de pescado junto al canal.",
          "Le klippfisk, morue salée et séchée qui enrichit la ville par le commerce avec l'Espagne et le Portugal, cuisiné en bacalao à la tomate et à l'huile, et la soupe de poisson au bord du canal.",
          "Klippfisch, der gesalzene und getrocknete Kabeljau, der die Stadt durch den Handel mit Spanien und Portugal reich machte, als Bacalao mit Tomate und Olivenöl, und Fischsuppe am Kanal.",
        ],
      ],
    ],
  },
  "NOR Bergen": {
    days: [
      [
        "see",
        [
          "Bergen: Bryggen and Mount Fløyen",
          "Bergen: Bryggen e il monte Fløyen",
          "Bergen: Bryggen y el monte Fløyen",
          "Bergen : Bryggen et le mont Fløyen",
          "Bergen: Bryggen und der Fløyen",
        ],
        [
          "The leaning wooden Hanseatic wharf of Bryggen and its narrow passages, the Hanseatic Museum, the fish market on the port, and the Fløibanen funicular up Mount Fløyen for the view over the city.",
          "Il molo anseatico di legno di Bryggen con i suoi passaggi stretti, il Museo anseatico, il mercato del pesce sul porto e la funicolare Fløibanen sul monte Fløyen per la vista sulla città.",
          "El muelle hanseático de madera de Bryggen y sus estrechos pasajes, el Museo Hanseático, el mercado de pescado del puerto y el funicular Fløibanen al monte Fløyen para ver la ciudad.",
          "Le quai hanséatique de bois de Bryggen et ses passages étroits, le musée hanséatique, le marché aux poissons du port et le funiculaire Fløibanen jusqu'au mont Fløyen pour la vue sur la ville.",
          "Die schiefe hölzerne Hansezeile Bryggen mit ihren engen Gängen, das Hansemuseum, der Fischmarkt am Hafen und die Fløibanen hinauf auf den Fløyen mit Blick über die Stadt.",
        ],
      ],
      [
        "see",
        [
          "Bergen: Troldhaugen and Fantoft stave church",
          "Bergen: Troldhaugen e la chiesa di Fantoft",
          "Bergen: Troldhaugen y la iglesia de Fantoft",
          "Bergen : Troldhaugen et l'église de Fantoft",
          "Bergen: Troldhaugen und die Stabkirche Fantoft",
        ],
        [
          "Troldhaugen, Edvard Grieg's villa and composing hut on the lake, with the graves of Grieg and his wife in the cliff above the water, and the dragon-headed stave church of Fantoft in the pine woods.",
          "Troldhaugen, la villa di Edvard Grieg e la capanna dove componeva sul lago, con la tomba di Grieg e della moglie nella roccia sopra l'acqua, e la chiesa in legno di Fantoft con le teste di drago, tra i pini.",
          "Troldhaugen, la villa de Edvard Grieg y la cabaña donde componía junto al lago, con la tumba de Grieg y su esposa en la roca sobre el agua, y la iglesia de madera de Fantoft con sus cabezas de dragón.",
          "Troldhaugen, la villa d'Edvard Grieg et sa cabane de composition au bord du lac, avec la tombe de Grieg et de son épouse dans la falaise au-dessus de l'eau, et l'église en bois debout de Fantoft et ses têtes de dragon.",
          "Troldhaugen, Edvard Griegs Villa und Komponierhütte am See, mit dem Grab Griegs und seiner Frau im Felsen über dem Wasser, und die Stabkirche Fantoft mit ihren Drachenköpfen im Kiefernwald.",
        ],
      ],
      [
        "food",
        [
          "Bergen: fish soup and skillingsboller",
          "Bergen: zuppa di pesce e skillingsboller",
          "Bergen: sopa de pescado y skillingsboller",
          "Bergen : soupe de poisson et skillingsboller",
          "Bergen: Fischsuppe und Skillingsboller",
        ],
        [
          "Bergen fish soup, creamy and sweet-sour, shrimp and king crab from the stalls of the fish market, and skillingsboller, the big cinnamon buns of the city's bakeries.",
          "La zuppa di pesce di Bergen, cremosa e agrodolce, gamberi e granchio reale dai banchi del mercato del pesce e gli skillingsboller, le grandi girelle alla cannella dei forni della città.",
          "La sopa de pescado de Bergen, cremosa y agridulce, gambas y cangrejo real de los puestos del mercado de pescado y los skillingsboller, los grandes bollos de canela de las panaderías.",
          "La soupe de poisson de Bergen, crémeuse et aigre-douce, crevettes et crabe royal des étals du marché aux poissons, et les skillingsboller, grands roulés à la cannelle des boulangeries.",
          "Bergener Fischsuppe, cremig und süßsauer, Krabben und Königskrabbe von den Ständen des Fischmarkts und Skillingsboller, die großen Zimtschnecken der Bäckereien der Stadt.",
        ],
      ],
    ],
  },
  "NOR Sognefjord": {
    days: [
      [
        "see",
        [
          "Sognefjord: the Flåm Railway and the Nærøyfjord",
          "Sognefjord: la ferrovia di Flåm e il Nærøyfjord",
          "Sognefjord: el tren de Flåm y el Nærøyfjord",
          "Sognefjord : le train de Flåm et le Nærøyfjord",
          "Sognefjord: die Flåmsbahn und der Nærøyfjord",
        ],
        [
          "The Flåm Railway down from Myrdal past the Kjosfossen waterfall, then by boat from Flåm through the Nærøyfjord, the narrowest arm of the Sognefjord, to Gudvangen.",
          "La ferrovia di Flåm che scende da Myrdal oltre la cascata di Kjosfossen, poi in battello da Flåm attraverso il Nærøyfjord, il braccio più stretto del Sognefjord, fino a Gudvangen.",
          "El tren de Flåm bajando desde Myrdal junto a la cascada de Kjosfossen, y en barco desde Flåm por el Nærøyfjord, el brazo más estrecho del Sognefjord, hasta Gudvangen.",
          "Le train de Flåm qui descend de Myrdal devant la cascade de Kjosfossen, puis le bateau de Flåm à travers le Nærøyfjord, le bras le plus étroit du Sognefjord, jusqu'à Gudvangen.",
          "Die Flåmsbahn von Myrdal hinab am Wasserfall Kjosfossen vorbei, dann mit dem Schiff von Flåm durch den Nærøyfjord, den schmalsten Arm des Sognefjords, nach Gudvangen.",
        ],
      ],
      [
        "see",
        [
          "Sognefjord: Stegastein and Undredal",
          "Sognefjord: Stegastein e Undredal",
          "Sognefjord: Stegastein y Undredal",
          "Sognefjord : Stegastein et Undredal",
          "Sognefjord: Stegastein und Undredal",
        ],
        [
          "The Stegastein platform jutting out high above the Aurlandsfjord, then the tiny village of Undredal, its white stave church and its goat's cheese, on the shore of the fjord.",
          "La piattaforma di Stegastein sospesa alta sull'Aurlandsfjord, poi il minuscolo villaggio di Undredal con la sua chiesetta bianca in legno e il suo formaggio di capra, sulla riva del fiordo.",
          "La plataforma de Stegastein colgada sobre el Aurlandsfjord y el diminuto pueblo de Undredal, con su iglesia blanca de madera y su queso de cabra, a orillas del fiordo.",
          "La plateforme de Stegastein suspendue au-dessus de l'Aurlandsfjord, puis le minuscule village d'Undredal, sa petite église blanche en bois debout et son fromage de chèvre, au bord du fjord.",
          "Die Plattform Stegastein hoch über dem Aurlandsfjord, dann das winzige Dorf Undredal mit seiner weißen Stabkirche und seinem Ziegenkäse am Ufer des Fjords.",
        ],
      ],
    ],
  },
  "NOR Stavanger": {
    days: [
      [
        "see",
        [
          "Stavanger: Old Stavanger and the Petroleum Museum",
          "Stavanger: la vecchia Stavanger e il Museo del petrolio",
          "Stavanger: el viejo Stavanger y el Museo del Petróleo",
          "Stavanger : le vieux Stavanger et le musée du Pétrole",
          "Stavanger: das alte Stavanger und das Ölmuseum",
        ],
        [
          "The white wooden houses of Gamle Stavanger above the port, the painted street of Øvre Holmegate, the medieval cathedral, and the Norwegian Petroleum Museum on the waterfront.",
          "Le case bianche di legno di Gamle Stavanger sopra il porto, la strada dipinta di Øvre Holmegate, la cattedrale medievale e il Museo norvegese del petrolio sul lungomare.",
          "Las casas blancas de madera de Gamle Stavanger sobre el puerto, la calle pintada de Øvre Holmegate, la catedral medieval y el Museo Noruego del Petróleo junto al agua.",
          "Les maisons de bois blanches de Gamle Stavanger au-dessus du port, la rue peinte d'Øvre Holmegate, la cathédrale médiévale et le musée norvégien du Pétrole sur le front de mer.",
          "Die weißen Holzhäuser von Gamle Stavanger über dem Hafen, die bunte Straße Øvre Holmegate, der mittelalterliche Dom und das Norwegische Ölmuseum am Wasser.",
        ],
      ],
      [
        "see",
        [
          "Stavanger: the Lysefjord by boat",
          "Stavanger: il Lysefjord in battello",
          "Stavanger: el Lysefjord en barco",
          "Stavanger : le Lysefjord en bateau",
          "Stavanger: der Lysefjord per Schiff",
        ],
        [
          "A boat into the Lysefjord past the Vagabond's Cave and the Hengjanefossen waterfall, under the Pulpit Rock, seen from the water far below, with goats on the ledges.",
          "In battello nel Lysefjord oltre la Grotta del Vagabondo e la cascata di Hengjanefossen, sotto il Pulpito visto da seicento metri più in basso, con le capre sulle cenge.",
          "En barco por el Lysefjord, junto a la Cueva del Vagabundo y la cascada de Hengjanefossen, bajo el Púlpito visto desde seiscientos metros más abajo, con cabras en las repisas.",
          "Un bateau dans le Lysefjord devant la grotte du Vagabond et la cascade de Hengjanefossen, sous le Rocher de la Chaire vu de six cents mètres plus bas, avec des chèvres sur les corniches.",
          "Mit dem Schiff in den Lysefjord an der Vagabundenhöhle und dem Wasserfall Hengjanefossen vorbei, unter der Felskanzel, von sechshundert Metern tiefer gesehen, mit Ziegen auf den Felsbändern.",
        ],
      ],
      [
        "food",
        [
          "Stavanger: the fish market and Ostehuset",
          "Stavanger: il mercato del pesce e l'Ostehuset",
          "Stavanger: el mercado de pescado y el Ostehuset",
          "Stavanger : le marché aux poissons et l'Ostehuset",
          "Stavanger: der Fischmarkt und das Ostehuset",
        ],
        [
          "Shrimp and fish cakes from the Fisketorget on the port, local cheeses and cured meats at a deli of the old town, and a dinner of cod or lamb from the Jæren farms near the city.",
          "Gamberi e polpette di pesce dal Fisketorget sul porto, formaggi e salumi locali in una gastronomia del centro e una cena di merluzzo o agnello delle fattorie di Jæren vicino alla città.",
          "Gambas y croquetas de pescado del Fisketorget del puerto, quesos y embutidos locales en una tienda del centro y una cena de bacalao o cordero de las granjas de Jæren.",
          "Crevettes et galettes de poisson du Fisketorget sur le port, fromages et charcuteries locales dans une épicerie fine du centre, et un dîner de cabillaud ou d'agneau des fermes de Jæren.",
          "Krabben und Fischfrikadellen vom Fisketorget am Hafen, Käse und Wurst aus der Gegend in einem Feinkostladen der Altstadt und ein Abendessen mit Kabeljau oder Lamm von den Höfen in Jæren.",
        ],
      ],
    ],
  },
  "NOR Preikestolen": {
    days: [
      [
        "see",
        [
          "Preikestolen: up to the Pulpit Rock",
          "Preikestolen: su fino al Pulpito",
          "Preikestolen: subida al Púlpito",
          "Preikestolen : montée au Rocher de la Chaire",
          "Preikestolen: hinauf zur Felskanzel",
        ],
        [
          "The trail from the mountain lodge up stone steps, across marshland and along the cliffs to Preikestolen, the flat rock table jutting out 604 m above the Lysefjord.",
          "Il sentiero dal rifugio di montagna su per gradini di pietra, tra le paludi e lungo le falesie fino al Preikestolen, la tavola di roccia sospesa seicento metri sopra il Lysefjord.",
          "El sendero desde el albergue de montaña por escalones de piedra, turberas y acantilados hasta el Preikestolen, la mesa de roca colgada seiscientos metros sobre el Lysefjord.",
          "Le sentier depuis le refuge par des marches de pierre, des tourbières et des falaises jusqu'au Preikestolen, table de roche suspendue six cents mètres au-dessus du Lysefjord.",
          "Der Weg von der Berghütte über Steinstufen, Moor und Felskanten zum Preikestolen, dem flachen Felstisch, der sechshundert Meter über dem Lysefjord hinausragt.",
        ],
      ],
      [
        "see",
        [
          "Preikestolen: the Refsvatnet lake trail",
          "Preikestolen: il sentiero del lago Refsvatnet",
          "Preikestolen: el sendero del lago Refsvatnet",
          "Preikestolen : le sentier du lac Refsvatnet",
          "Preikestolen: der Weg um den Refsvatnet",
        ],
        [
          "A quieter round from the mountain lodge down to the small lake of Refsvatnet, through birch and pine woods and over bare rock, past Torsnes, a lonely farm lived in until 1962.",
          "Un giro più tranquillo dal rifugio giù fino al laghetto di Refsvatnet, tra betulle e pini e su roccia nuda, oltre Torsnes, una fattoria isolata abitata fino al 1962.",
          "Una vuelta más tranquila desde el albergue hasta el pequeño lago Refsvatnet, entre abedules y pinos y sobre roca desnuda, pasando por Torsnes, una granja aislada habitada hasta 1962.",
          "Une boucle plus paisible depuis le refuge jusqu'au petit lac de Refsvatnet, entre bouleaux et pins et sur la roche nue, par Torsnes, ferme isolée habitée jusqu'en 1962.",
          "Eine ruhigere Runde von der Berghütte hinab zum kleinen See Refsvatnet, durch Birken- und Kiefernwald und über blanken Fels, vorbei an Torsnes, einem einsamen, bis 1962 bewohnten Hof.",
        ],
      ],
    ],
  },
  "NOR Trondheim": {
    days: [
      [
        "see",
        [
          "Trondheim: Nidaros Cathedral and the crown jewels",
          "Trondheim: la cattedrale di Nidaros e i gioielli della corona",
          "Trondheim: la catedral de Nidaros y las joyas de la corona",
          "Trondheim : la cathédrale de Nidaros et les joyaux de la couronne",
          "Trondheim: der Nidarosdom und die Kronjuwelen",
        ],
        [
          "Nidaros Cathedral, built over the grave of St Olav and its west front of carved kings and saints, the Archbishop's Palace, and the Norwegian crown jewels kept in its vaults.",
          "La cattedrale di Nidaros, costruita sulla tomba di sant'Olav, con la facciata ovest di re e santi scolpiti, il Palazzo arcivescovile e i gioielli della corona norvegese custoditi nei suoi sotterranei.",
          "La catedral de Nidaros, levantada sobre la tumba de san Olav, con su fachada oeste de reyes y santos tallados, el Palacio Arzobispal y las joyas de la corona noruega en sus sótanos.",
          "La cathédrale de Nidaros, bâtie sur la tombe de saint Olav, sa façade ouest de rois et de saints sculptés, le palais de l'archevêque et les joyaux de la couronne norvégienne dans ses caves.",
          "Der über dem Grab des heiligen Olav errichtete Nidarosdom mit seiner Westfassade aus gemeißelten Königen und Heiligen, der Erzbischofspalast und die norwegischen Kronjuwelen in seinen Gewölben.",
        ],
      ],
      [
        "see",
        [
          "Trondheim: Bakklandet and Kristiansten",
          "Trondheim: Bakklandet e Kristiansten",
          "Trondheim: Bakklandet y Kristiansten",
          "Trondheim : Bakklandet et Kristiansten",
          "Trondheim: Bakklandet und Kristiansten",
        ],
        [
          "Across the Old Town Bridge to the wooden houses and cafés of Bakklandet, past the warehouses on stilts along the river Nidelva, and up to the Kristiansten fortress over the city.",
          "Oltre il Ponte della città vecchia fino alle case di legno e ai caffè di Bakklandet, lungo i magazzini su palafitte sul fiume Nidelva, e su fino alla fortezza di Kristiansten sopra la città.",
          "Por el Puente de la Ciudad Vieja hasta las casas de madera y los cafés de Bakklandet, junto a los almacenes sobre pilotes del río Nidelva, y subida a la fortaleza de Kristiansten.",
          "Le pont de la Vieille Ville jusqu'aux maisons de bois et aux cafés de Bakklandet, le long des entrepôts sur pilotis de la Nidelva, puis la montée à la forteresse de Kristiansten.",
          "Über die Alte Stadtbrücke zu den Holzhäusern und Cafés von Bakklandet, an den Speichern auf Stelzen an der Nidelva entlang und hinauf zur Festung Kristiansten über der Stadt.",
        ],
      ],
      [
        "food",
        [
          "Trondheim: the Ravnkloa fish market and sodd",
          "Trondheim: il mercato del pesce di Ravnkloa e il sodd",
          "Trondheim: el mercado de Ravnkloa y el sodd",
          "Trondheim : le marché aux poissons de Ravnkloa et le sodd",
          "Trondheim: der Fischmarkt Ravnkloa und Sodd",
        ],
        [
          "Fish cakes and shellfish at the Ravnkloa fish market, sodd, the clear mutton and meatball soup of Trøndelag, with flatbread, and local cheeses and aquavit from the farms around the fjord.",
          "Polpette di pesce e frutti di mare al mercato di Ravnkloa, il sodd, il brodo di montone e polpettine del Trøndelag, con il pane piatto, e formaggi e acquavite delle fattorie del fiordo.",
          "Croquetas de pescado y marisco en el mercado de Ravnkloa, el sodd, el caldo de cordero y albondiguillas del Trøndelag con pan plano, y quesos y aquavit de las granjas del fiordo.",
          "Galettes de poisson et coquillages au marché de Ravnkloa, le sodd, bouillon de mouton et boulettes du Trøndelag, avec le pain plat, et fromages et aquavit des fermes autour du fjord.",
          "Fischfrikadellen und Meeresfrüchte am Fischmarkt Ravnkloa, Sodd, die klare Hammel-Klößchen-Suppe aus Trøndelag, mit Fladenbrot, dazu Käse und Aquavit von den Höfen am Fjord.",
        ],
      ],
    ],
  },
  "NOR Bodø": {
    days: [
      [
        "see",
        [
          "Bodø: the Aviation Museum and Kjerringøy",
          "Bodø: il Museo dell'aviazione e Kjerringøy",
          "Bodø: el Museo de la Aviación y Kjerringøy",
          "Bodø : le musée de l'Aviation et Kjerringøy",
          "Bodø: das Luftfahrtmuseum und Kjerringøy",
        ],
        [
          "The Norwegian Aviation Museum, built in the shape of a propeller, then the coast road to Kjerringøy, the old trading post of the northern merchants, its wooden buildings on a white sand bay.",
          "Il Museo norvegese dell'aviazione a forma di elica, poi la strada costiera fino a Kjerringøy, l'antico emporio dei mercanti del nord, con i suoi edifici di legno su una baia di sabbia bianca.",
          "El Museo Noruego de la Aviación, con forma de hélice, y la carretera de la costa hasta Kjerringøy, la vieja factoría de los comerciantes del norte, con sus casas de madera sobre una bahía de arena blanca.",
          "Le musée norvégien de l'Aviation en forme d'hélice, puis la route côtière jusqu'à Kjerringøy, vieux comptoir des marchands du Nord et ses bâtiments de bois sur une baie de sable blanc.",
          "Das Norwegische Luftfahrtmuseum in Form eines Propellers, dann die Küstenstraße nach Kjerringøy, dem alten Handelsplatz der Nordlandkaufleute, mit Holzhäusern an einer weißen Sandbucht.",
        ],
      ],
      [
        "boat",
        [
          "Bodø: by RIB to the Saltstraumen maelstrom",
          "Bodø: in gommone fino al maelstrom di Saltstraumen",
          "Bodø: en neumática al maelstrom de Saltstraumen",
          "Bodø : en semi-rigide au maelström de Saltstraumen",
          "Bodø: im Schlauchboot zum Mahlstrom Saltstraumen",
        ],
        [
          "By rigid inflatable boat to Saltstraumen, the strongest tidal current in the world, its whirlpools forming as the tide pours through the strait, with sea eagles over the skerries.",
          "In gommone fino a Saltstraumen, la corrente di marea più forte del mondo, con i suoi vortici che si formano mentre la marea si riversa nello stretto, e le aquile di mare sopra gli scogli.",
          "En lancha neumática hasta Saltstraumen, la corriente de marea más fuerte del mundo, con sus remolinos formándose cuando la marea se precipita por el estrecho, y pigargos sobre los islotes.",
          "En semi-rigide jusqu'à Saltstraumen, le plus fort courant de marée du monde, ses tourbillons qui naissent quand la marée s'engouffre dans le détroit, et les pygargues au-dessus des récifs.",
          "Im Festrumpf-Schlauchboot zum Saltstraumen, der stärksten Gezeitenströmung der Welt, dessen Strudel entstehen, wenn die Flut durch die Meerenge schießt, mit Seeadlern über den Schären.",
        ],
      ],
    ],
  },
  "NOR Lofoten waters": {
    days: [
      [
        "boat",
        [
          "Lofoten waters: into the Trollfjord",
          "Acque delle Lofoten: dentro il Trollfjord",
          "Aguas de las Lofoten: dentro del Trollfjord",
          "Eaux des Lofoten : dans le Trollfjord",
          "Gewässer der Lofoten: in den Trollfjord",
        ],
        [
          "From Svolvær through the Raftsundet strait into the Trollfjord, a narrow arm between sheer walls barely wider than the boat, with sea eagles circling over the water.",
          "Da Svolvær attraverso lo stretto di Raftsundet dentro il Trollfjord, un braccio stretto tra pareti a picco poco più largo della barca, con le aquile di mare che volteggiano sull'acqua.",
          "Desde Svolvær por el estrecho de Raftsundet hasta el Trollfjord, un brazo angosto entre paredes verticales apenas más ancho que el barco, con pigargos girando sobre el agua.",
          "De Svolvær par le détroit de Raftsundet jusque dans le Trollfjord, bras étroit entre des parois verticales à peine plus large que le bateau, avec les pygargues qui tournent au-dessus de l'eau.",
          "Von Svolvær durch den Raftsund in den Trollfjord, einen schmalen Arm zwischen senkrechten Wänden, kaum breiter als das Boot, mit Seeadlern über dem Wasser.",
        ],
      ],
      [
        "boat",
        [
          "Lofoten waters: the Reinefjord and Bunes beach",
          "Acque delle Lofoten: il Reinefjord e la spiaggia di Bunes",
          "Aguas de las Lofoten: el Reinefjord y la playa de Bunes",
          "Eaux des Lofoten : le Reinefjord et la plage de Bunes",
          "Gewässer der Lofoten: der Reinefjord und der Strand von Bunes",
        ],
        [
          "The small ferry from Reine across the Reinefjord to Vindstad, between peaks rising straight from the sea, and the path over to the wide white sands of Bunes beach.",
          "Il piccolo traghetto da Reine attraverso il Reinefjord fino a Vindstad, tra vette che salgono dritte dal mare, e il sentiero fino alla larga spiaggia bianca di Bunes.",
          "El pequeño ferry de Reine por el Reinefjord hasta Vindstad, entre picos que se alzan a pico desde el mar, y el sendero hasta la ancha arena blanca de la playa de Bunes.",
          "Le petit ferry de Reine à travers le Reinefjord jusqu'à Vindstad, entre des pics qui jaillissent de la mer, et le sentier jusqu'au large sable blanc de la plage de Bunes.",
          "Die kleine Fähre von Reine über den Reinefjord nach Vindstad, zwischen Gipfeln, die direkt aus dem Meer steigen, und der Pfad hinüber zum weiten weißen Sand des Strandes von Bunes.",
        ],
      ],
    ],
  },
  "NOR Lofoten": {
    days: [
      [
        "see",
        [
          "Lofoten: Reine, Hamnøy and Å",
          "Isole Lofoten: Reine, Hamnøy e Å",
          "Islas Lofoten: Reine, Hamnøy y Å",
          "Îles Lofoten : Reine, Hamnøy et Å",
          "Lofoten: Reine, Hamnøy und Å",
        ],
        [
          "The red fishermen's cabins, the rorbuer, of Hamnøy and Reine on their skerries under the peaks, the cod drying on wooden racks, and the fishing village museum at Å, at the end of the road.",
          "Le casette rosse dei pescatori, le rorbuer, di Hamnøy e Reine sui loro scogli sotto le vette, il merluzzo a seccare sulle rastrelliere di legno e il museo del villaggio di pescatori ad Å, in fondo alla strada.",
          "Las cabañas rojas de los pescadores, las rorbuer, de Hamnøy y Reine sobre sus islotes bajo los picos, el bacalao secándose en secaderos de madera y el museo del pueblo pesquero de Å, al final de la carretera.",
          "Les cabanes rouges des pêcheurs, les rorbuer, de Hamnøy et Reine sur leurs îlots sous les pics, la morue qui sèche sur les claies de bois et le musée du village de pêcheurs d'Å, au bout de la route.",
          "Die roten Fischerhütten, die Rorbuer, von Hamnøy und Reine auf ihren Schären unter den Gipfeln, der Kabeljau auf hölzernen Trockengestellen und das Fischerdorfmuseum in Å am Ende der Straße.",
        ],
      ],
      [
        "see",
        [
          "Lofoten: Henningsvær and the Viking chieftain's hall",
          "Isole Lofoten: Henningsvær e la sala del capo vichingo",
          "Islas Lofoten: Henningsvær y la casa del jefe vikingo",
          "Îles Lofoten : Henningsvær et la halle du chef viking",
          "Lofoten: Henningsvær und die Halle des Wikingerhäuptlings",
        ],
        [
          "Henningsvær, the fishing village spread over its small islands, with its football pitch on the rocks, then the rebuilt longhouse of the Viking chieftain at the Lofotr Museum in Borg.",
          "Henningsvær, il villaggio di pescatori sparso sulle sue isolette, con il campo da calcio sugli scogli, poi la lunga casa ricostruita del capo vichingo al Museo Lofotr di Borg.",
          "Henningsvær, el pueblo pesquero repartido sobre sus islotes, con su campo de fútbol entre las rocas, y la casa larga reconstruida del jefe vikingo en el Museo Lofotr de Borg.",
          "Henningsvær, le village de pêcheurs éparpillé sur ses îlots, avec son terrain de football sur les rochers, puis la longue maison reconstruite du chef viking au musée Lofotr de Borg.",
          "Henningsvær, das über seine kleinen Inseln verteilte Fischerdorf mit seinem Fußballplatz auf den Felsen, dann das nachgebaute Langhaus des Wikingerhäuptlings im Lofotr-Museum in Borg.",
        ],
      ],
      [
        "beach",
        [
          "Lofoten: Haukland and Uttakleiv beaches",
          "Isole Lofoten: le spiagge di Haukland e Uttakleiv",
          "Islas Lofoten: las playas de Haukland y Uttakleiv",
          "Îles Lofoten : les plages de Haukland et d'Uttakleiv",
          "Lofoten: die Strände von Haukland und Uttakleiv",
        ],
        [
          "The white sand and turquoise water of Haukland beach under the mountains, the old road around the headland to Uttakleiv, and the surfers of Unstad on the Arctic swell.",
          "La sabbia bianca e l'acqua turchese della spiaggia di Haukland sotto i monti, la vecchia strada attorno al promontorio fino a Uttakleiv e i surfisti di Unstad sulle onde artiche.",
          "La arena blanca y el agua turquesa de la playa de Haukland bajo las montañas, el viejo camino alrededor del cabo hasta Uttakleiv y los surfistas de Unstad en el oleaje ártico.",
          "Le sable blanc et l'eau turquoise de la plage de Haukland sous les montagnes, la vieille route autour du cap jusqu'à Uttakleiv et les surfeurs d'Unstad sur la houle arctique.",
          "Der weiße Sand und das türkisfarbene Wasser des Strandes von Haukland unter den Bergen, die alte Straße um die Landspitze nach Uttakleiv und die Surfer von Unstad auf der arktischen Dünung.",
        ],
      ],
    ],
  },
  "NOR Tromsø": {
    days: [
      [
        "see",
        [
          "Tromsø: the Arctic Cathedral and Fjellheisen",
          "Tromsø: la Cattedrale artica e la Fjellheisen",
          "Tromsø: la Catedral Ártica y el Fjellheisen",
          "Tromsø : la cathédrale arctique et le Fjellheisen",
          "Tromsø: die Eismeerkathedrale und die Fjellheisen",
        ],
        [
          "Over the bridge to the white triangles of the Arctic Cathedral, up the Fjellheisen cable car to Storsteinen for the view over the island city, and the Polar Museum of the trappers and explorers.",
          "Oltre il ponte fino ai triangoli bianchi della Cattedrale artica, su con la funivia Fjellheisen fino a Storsteinen per la vista sulla città isola, e il Museo polare dei cacciatori e degli esploratori.",
          "Por el puente hasta los triángulos blancos de la Catedral Ártica, el teleférico Fjellheisen hasta Storsteinen para ver la ciudad isla, y el Museo Polar de tramperos y exploradores.",
          "Le pont jusqu'aux triangles blancs de la cathédrale arctique, le téléphérique Fjellheisen jusqu'à Storsteinen pour la vue sur la ville-île, et le musée polaire des trappeurs et explorateurs.",
          "Über die Brücke zu den weißen Dreiecken der Eismeerkathedrale, mit der Fjellheisen auf den Storsteinen mit Blick über die Inselstadt und das Polarmuseum der Trapper und Entdecker.",
        ],
      ],
      [
        "see",
        [
          "Tromsø: a Sami reindeer camp and Kvaløya",
          "Tromsø: un campo di renne sami e Kvaløya",
          "Tromsø: un campamento sami de renos y Kvaløya",
          "Tromsø : un camp de rennes sami et Kvaløya",
          "Tromsø: ein samisches Rentiercamp und Kvaløya",
        ],
        [
          "A Sami family's reindeer camp, feeding the herd and joik songs in a lavvu tent by the fire, then the road around the island of Kvaløya to the white beaches and fishing hamlets of Sommarøy.",
          "Il campo di renne di una famiglia sami, il pasto della mandria e i canti joik nella tenda lavvu accanto al fuoco, poi la strada attorno all'isola di Kvaløya fino alle spiagge bianche di Sommarøy.",
          "El campamento de renos de una familia sami, dar de comer a la manada y los cantos joik en la tienda lavvu junto al fuego, y la carretera alrededor de Kvaløya hasta las playas blancas de Sommarøy.",
          "Le camp de rennes d'une famille sami, le nourrissage du troupeau et les chants joik sous la tente lavvu près du feu, puis la route autour de l'île de Kvaløya jusqu'aux plages blanches de Sommarøy.",
          "Das Rentiercamp einer samischen Familie, das Füttern der Herde und Joik-Gesang im Lavvu-Zelt am Feuer, dann die Straße rund um die Insel Kvaløya zu den weißen Stränden von Sommarøy.",
        ],
      ],
      [
        "food",
        [
          "Tromsø: Arctic char, king crab and Mack beer",
          "Tromsø: salmerino artico, granchio reale e birra Mack",
          "Tromsø: salvelino ártico, cangrejo real y cerveza Mack",
          "Tromsø : omble arctique, crabe royal et bière Mack",
          "Tromsø: Seesaibling, Königskrabbe und Mack-Bier",
        ],
        [
          "Arctic char and king crab from the northern fjords, bidos, the Sami reindeer stew, and a beer in the Ølhallen of the Mack brewery, once the world's northernmost.",
          "Salmerino artico e granchio reale dei fiordi del nord, il bidos, lo stufato sami di renna, e una birra all'Ølhallen del birrificio Mack, un tempo il più settentrionale del mondo.",
          "Salvelino ártico y cangrejo real de los fiordos del norte, el bidos, el guiso sami de reno, y una cerveza en la Ølhallen de la cervecera Mack, que fue la más septentrional del mundo.",
          "Omble arctique et crabe royal des fjords du Nord, le bidos, ragoût sami de renne, et une bière à l'Ølhallen de la brasserie Mack, longtemps la plus septentrionale du monde.",
          "Seesaibling und Königskrabbe aus den nördlichen Fjorden, Bidos, der samische Rentiereintopf, und ein Bier in der Ølhallen der Mack-Brauerei, einst der nördlichsten der Welt.",
        ],
      ],
    ],
  },
  "NOR Alta": {
    days: [
      [
        "see",
        [
          "Alta: the rock carvings and the Northern Lights Cathedral",
          "Alta: le incisioni rupestri e la Cattedrale dell'aurora boreale",
          "Alta: los grabados rupestres y la Catedral de la Aurora Boreal",
          "Alta : les gravures rupestres et la cathédrale des Aurores boréales",
          "Alta: die Felsritzungen und die Nordlichtkathedrale",
        ],
        [
          "The boardwalks over the Stone Age rock carvings of Hjemmeluft by the fjord, with their reindeer, boats and hunters, and the spiral titanium shell of the Northern Lights Cathedral in the town.",
          "Le passerelle sopra le incisioni rupestri dell'età della pietra di Hjemmeluft sul fiordo, con renne, barche e cacciatori, e il guscio a spirale di titanio della Cattedrale dell'aurora boreale in città.",
          "Las pasarelas sobre los grabados rupestres de la Edad de Piedra de Hjemmeluft junto al fiordo, con renos, barcas y cazadores, y la espiral de titanio de la Catedral de la Aurora Boreal en la ciudad.",
          "Les passerelles au-dessus des gravures rupestres de l'âge de pierre de Hjemmeluft au bord du fjord, rennes, bateaux et chasseurs, et la coque en spirale de titane de la cathédrale des Aurores boréales.",
          "Die Holzstege über den steinzeitlichen Felsritzungen von Hjemmeluft am Fjord mit Rentieren, Booten und Jägern und die spiralförmige Titanhülle der Nordlichtkathedrale in der Stadt.",
        ],
      ],
      [
        "food",
        [
          "Alta: Alta salmon and Sami reindeer",
          "Alta: salmone dell'Alta e renna sami",
          "Alta: salmón del Alta y reno sami",
          "Alta : saumon de l'Alta et renne sami",
          "Alta: Alta-Lachs und samisches Rentier",
        ],
        [
          "Salmon from the Alta river, famous among fly fishermen, a meal of reindeer and cloudberries with a Sami family of the Finnmark plateau, and coffee boiled over the fire in a lavvu tent.",
          "Il salmone del fiume Alta, famoso tra i pescatori a mosca, un pasto di renna e lamponi artici con una famiglia sami dell'altopiano del Finnmark e il caffè bollito sul fuoco nella tenda lavvu.",
          "Salmón del río Alta, famoso entre los pescadores con mosca, una comida de reno y moras árticas con una familia sami de la meseta de Finnmark y café hervido al fuego en una tienda lavvu.",
          "Le saumon de la rivière Alta, célèbre chez les pêcheurs à la mouche, un repas de renne et de plaquebières avec une famille sami du plateau du Finnmark, et le café bouilli sur le feu sous la tente.",
          "Lachs aus dem Altafluss, berühmt unter Fliegenfischern, ein Essen mit Rentier und Moltebeeren bei einer samischen Familie der Finnmarksvidda und über dem Feuer gekochter Kaffee im Lavvu.",
        ],
      ],
    ],
  },
  "NOR Honningsvåg": {
    days: [
      [
        "see",
        [
          "Honningsvåg: the fishing port and the North Cape Museum",
          "Honningsvåg: il porto peschereccio e il Museo di Capo Nord",
          "Honningsvåg: el puerto pesquero y el Museo del Cabo Norte",
          "Honningsvåg : le port de pêche et le musée du Cap Nord",
          "Honningsvåg: der Fischereihafen und das Nordkapmuseum",
        ],
        [
          "The fishing port of Honningsvåg on Magerøya island, its church, the only building left standing in 1944, and the North Cape Museum of the fishermen and of the visitors to the Cape.",
          "Il porto peschereccio di Honningsvåg sull'isola di Magerøya, la sua chiesa, l'unico edificio rimasto in piedi nel 1944, e il Museo di Capo Nord, dei pescatori e di chi veniva fino al Capo.",
          "El puerto pesquero de Honningsvåg en la isla de Magerøya, su iglesia, el único edificio que quedó en pie en 1944, y el Museo del Cabo Norte, de los pescadores y de quienes venían hasta el Cabo.",
          "Le port de pêche de Honningsvåg sur l'île de Magerøya, son église, seul bâtiment resté debout en 1944, et le musée du Cap Nord, celui des pêcheurs et des voyageurs venus jusqu'au Cap.",
          "Der Fischereihafen Honningsvåg auf der Insel Magerøya, seine Kirche, 1944 als einziges Gebäude stehen geblieben, und das Nordkapmuseum über die Fischer und die Reisenden zum Kap.",
        ],
      ],
      [
        "food",
        [
          "Honningsvåg: king crab from the Barents Sea",
          "Honningsvåg: il granchio reale del mare di Barents",
          "Honningsvåg: el cangrejo real del mar de Barents",
          "Honningsvåg : le crabe royal de la mer de Barents",
          "Honningsvåg: Königskrabbe aus der Barentssee",
        ],
        [
          "King crab pulled up in its pots from the Barents Sea by a local fisherman's boat, cooked on board or in a sea house on the quay, with fresh cod and stockfish from the island's racks.",
          "Il granchio reale tirato su con le nasse dal mare di Barents dalla barca di un pescatore del posto, cucinato a bordo o in una casa sul molo, con merluzzo fresco e stoccafisso delle rastrelliere dell'isola.",
          "El cangrejo real sacado en sus nasas del mar de Barents por el barco de un pescador local, cocinado a bordo o en una casa del muelle, con bacalao fresco y bacalao seco de los secaderos.",
          "Le crabe royal remonté dans ses casiers de la mer de Barents par le bateau d'un pêcheur du lieu, cuit à bord ou dans une maison du quai, avec du cabillaud frais et le stockfish des claies.",
          "Königskrabben, die ein Fischer aus dem Ort in Reusen aus der Barentssee holt, an Bord oder in einem Seehaus am Kai gekocht, dazu frischer Kabeljau und Stockfisch von den Gestellen der Insel.",
        ],
      ],
    ],
  },
  "NOR North Cape": {
    days: [
      [
        "see",
        [
          "North Cape: the cliff and the globe",
          "Capo Nord: la scogliera e il globo",
          "Cabo Norte: el acantilado y el globo",
          "Cap Nord : la falaise et le globe",
          "Nordkap: die Klippe und der Globus",
        ],
        [
          "The plateau at the top of the 307 m cliff of the North Cape, the iron globe on its edge facing the Arctic Ocean, and the North Cape Hall dug into the rock, with its chapel and film.",
          "L'altopiano in cima alla scogliera di 307 metri di Capo Nord, il globo di ferro sul bordo davanti al Mar Glaciale Artico e la North Cape Hall scavata nella roccia, con la sua cappella e il suo film.",
          "La meseta en lo alto del acantilado de 307 metros del Cabo Norte, el globo de hierro al borde frente al océano Ártico y la North Cape Hall excavada en la roca, con su capilla y su película.",
          "Le plateau au sommet de la falaise de 307 mètres du Cap Nord, le globe de fer au bord face à l'océan Arctique, et le North Cape Hall creusé dans la roche, avec sa chapelle et son film.",
          "Das Plateau auf der 307 Meter hohen Klippe des Nordkaps, der eiserne Globus an der Kante vor dem Nordpolarmeer und die in den Fels gegrabene Nordkaphalle mit Kapelle und Film.",
        ],
      ],
      [
        "see",
        [
          "North Cape: Kamøyvær and Skarsvåg",
          "Capo Nord: Kamøyvær e Skarsvåg",
          "Cabo Norte: Kamøyvær y Skarsvåg",
          "Cap Nord : Kamøyvær et Skarsvåg",
          "Nordkap: Kamøyvær und Skarsvåg",
        ],
        [
          "The fishing villages of Magerøya on the way to the Cape: painted Kamøyvær on its bay and Skarsvåg, among the northernmost villages in the world, with reindeer grazing the treeless tundra.",
          "I villaggi di pescatori di Magerøya sulla strada per il Capo: Kamøyvær dalle case dipinte sulla sua baia e Skarsvåg, tra i villaggi più settentrionali del mondo, con le renne sulla tundra senza alberi.",
          "Los pueblos pesqueros de Magerøya camino del Cabo: Kamøyvær, pintado sobre su bahía, y Skarsvåg, entre los pueblos más septentrionales del mundo, con renos pastando en la tundra sin árboles.",
          "Les villages de pêcheurs de Magerøya sur la route du Cap : Kamøyvær et ses maisons peintes sur sa baie, et Skarsvåg, parmi les villages les plus au nord du monde, avec les rennes sur la toundra.",
          "Die Fischerdörfer von Magerøya auf dem Weg zum Kap: das bunte Kamøyvær an seiner Bucht und Skarsvåg, eines der nördlichsten Dörfer der Welt, mit Rentieren auf der baumlosen Tundra.",
        ],
      ],
    ],
  },
  "NOR Svalbard": {
    days: [
      [
        "see",
        [
          "Svalbard: Longyearbyen and Mine 3",
          "Svalbard: Longyearbyen e la Miniera 3",
          "Svalbard: Longyearbyen y la Mina 3",
          "Svalbard : Longyearbyen et la mine 3",
          "Spitzbergen: Longyearbyen und die Grube 3",
        ],
        [
          "The Svalbard Museum of trappers, whalers and miners, the coal mine of Gruve 3 visited underground, the entrance of the Global Seed Vault in the mountainside, and the old mine buckets on their pylons.",
          "Il Museo delle Svalbard di cacciatori, balenieri e minatori, la miniera di carbone Gruve 3 visitata sottoterra, l'ingresso del Global Seed Vault nella montagna e i vecchi carrelli della teleferica mineraria.",
          "El Museo de Svalbard de tramperos, balleneros y mineros, la mina de carbón Gruve 3 visitada bajo tierra, la entrada del Banco Mundial de Semillas en la ladera y los viejos cangilones del cable minero.",
          "Le musée du Svalbard des trappeurs, baleiniers et mineurs, la mine de charbon Gruve 3 visitée sous terre, l'entrée de la réserve mondiale de semences dans la montagne et les vieux godets du téléphérique minier.",
          "Das Svalbard-Museum der Trapper, Walfänger und Bergleute, die Kohlengrube Gruve 3 unter Tage, der Eingang des Saatgut-Tresors im Berghang und die alten Loren der Erzseilbahn auf ihren Masten.",
        ],
      ],
      [
        "see",
        [
          "Svalbard: dog sledding in Adventdalen",
          "Svalbard: slitta trainata dai cani nell'Adventdalen",
          "Svalbard: trineo de perros en Adventdalen",
          "Svalbard : chiens de traîneau dans l'Adventdalen",
          "Spitzbergen: Hundeschlitten im Adventdalen",
        ],
        [
          "A husky team through the Adventdalen valley with a guide armed against polar bears, on sleds over the snow or on wheeled carts over the tundra when the snow is gone, past Svalbard reindeer.",
          "Una muta di husky nell'Adventdalen con una guida armata contro gli orsi polari, in slitta sulla neve o su carrelli a ruote sulla tundra quando la neve non c'è, tra le renne delle Svalbard.",
          "Un tiro de huskies por el valle de Adventdalen con un guía armado contra los osos polares, en trineo sobre la nieve o en carros de ruedas por la tundra cuando no hay nieve, entre renos de Svalbard.",
          "Un attelage de huskies dans la vallée d'Adventdalen avec un guide armé contre les ours polaires, en traîneau sur la neige ou en chariot à roues sur la toundra sans neige, parmi les rennes du Svalbard.",
          "Ein Huskygespann durch das Adventdalen mit einem gegen Eisbären bewaffneten Guide, auf Schlitten über Schnee oder auf Radwagen über die schneefreie Tundra, vorbei an Svalbard-Rentieren.",
        ],
      ],
    ],
  },
  "SWE Stockholm": {
    days: [
      [
        "see",
        [
          "Stockholm: Gamla Stan and the Royal Palace",
          "Stoccolma: Gamla Stan e il Palazzo Reale",
          "Estocolmo: Gamla Stan y el Palacio Real",
          "Stockholm : Gamla Stan et le palais royal",
          "Stockholm: Gamla Stan und das Königsschloss",
        ],
        [
          "The lanes of Gamla Stan, the old town on its island, the Stortorget square and the cathedral, the changing of the guard at the Royal Palace, and the tower of the City Hall across the water.",
          "I vicoli di Gamla Stan, la città vecchia sulla sua isola, la piazza Stortorget e la cattedrale, il cambio della guardia al Palazzo Reale e la torre del Municipio sull'altra riva.",
          "Las callejas de Gamla Stan, la ciudad vieja en su isla, la plaza Stortorget y la catedral, el cambio de guardia en el Palacio Real y la torre del Ayuntamiento al otro lado del agua.",
          "Les ruelles de Gamla Stan, la vieille ville sur son île, la place Stortorget et la cathédrale, la relève de la garde au palais royal et la tour de l'hôtel de ville de l'autre côté de l'eau.",
          "Die Gassen von Gamla Stan, der Altstadt auf ihrer Insel, der Stortorget und der Dom, die Wachablösung am Königsschloss und der Turm des Stadthauses jenseits des Wassers.",
        ],
      ],
      [
        "see",
        [
          "Stockholm: the Vasa and Skansen",
          "Stoccolma: il Vasa e Skansen",
          "Estocolmo: el Vasa y Skansen",
          "Stockholm : le Vasa et Skansen",
          "Stockholm: die Vasa und Skansen",
        ],
        [
          "By ferry to Djurgården for the Vasa, the warship that sank on its maiden voyage in 1628 and was raised whole, then the farmsteads, craftsmen and Nordic animals of the Skansen open-air museum.",
          "In traghetto a Djurgården per il Vasa, il vascello affondato al suo primo viaggio nel 1628 e recuperato intero, poi le fattorie, gli artigiani e gli animali nordici del museo all'aperto di Skansen.",
          "En ferry a Djurgården para el Vasa, el navío de guerra hundido en su viaje inaugural en 1628 y reflotado entero, y las granjas, artesanos y animales nórdicos del museo al aire libre de Skansen.",
          "En ferry à Djurgården pour le Vasa, vaisseau de guerre coulé lors de son premier voyage en 1628 et renfloué entier, puis les fermes, artisans et animaux nordiques de l'écomusée de Skansen.",
          "Mit der Fähre nach Djurgården zur Vasa, dem 1628 auf der Jungfernfahrt gesunkenen und ganz gehobenen Kriegsschiff, dann die Höfe, Handwerker und nordischen Tiere des Freilichtmuseums Skansen.",
        ],
      ],
      [
        "food",
        [
          "Stockholm: meatballs, herring and fika",
          "Stoccolma: polpette, aringhe e fika",
          "Estocolmo: albóndigas, arenque y fika",
          "Stockholm : boulettes, hareng et fika",
          "Stockholm: Köttbullar, Hering und Fika",
        ],
        [
          "The stalls of Östermalms Saluhall, pickled herring and gravlax, köttbullar with lingonberries and creamed potatoes, and fika, coffee and a cardamom bun, in an old café of Södermalm.",
          "I banchi dell'Östermalms Saluhall, aringhe marinate e gravlax, köttbullar con mirtilli rossi e purè, e la fika, caffè e una brioche al cardamomo, in un vecchio caffè di Södermalm.",
          "Los puestos del Östermalms Saluhall, arenque en escabeche y gravlax, köttbullar con arándanos rojos y puré, y la fika, café y un bollo de cardamomo, en un viejo café de Södermalm.",
          "Les étals de l'Östermalms Saluhall, harengs marinés et gravlax, köttbullar aux airelles et purée, et la fika, café et brioche à la cardamome, dans un vieux café de Södermalm.",
          "Die Stände der Östermalms Saluhall, eingelegter Hering und Gravlax, Köttbullar mit Preiselbeeren und Kartoffelpüree und Fika, Kaffee mit Kardamomschnecke, in einem alten Café auf Södermalm.",
        ],
      ],
      [
        "night",
        [
          "Stockholm: Södermalm and Stureplan by night",
          "Stoccolma: Södermalm e Stureplan di notte",
          "Estocolmo: Södermalm y Stureplan de noche",
          "Stockholm : Södermalm et Stureplan la nuit",
          "Stockholm: Södermalm und Stureplan bei Nacht",
        ],
        [
          "The view over the lit-up city from the Monteliusvägen cliff path, the bars of the SoFo quarter on Södermalm, and the clubs around Stureplan, where Stockholm goes out late.",
          "La vista sulla città illuminata dal sentiero di Monteliusvägen, i bar del quartiere SoFo a Södermalm e i club attorno a Stureplan, dove Stoccolma esce fino a tardi.",
          "La vista de la ciudad iluminada desde el camino de Monteliusvägen, los bares del barrio de SoFo en Södermalm y los clubes de Stureplan, donde Estocolmo sale hasta tarde.",
          "La vue sur la ville illuminée depuis le chemin de Monteliusvägen, les bars du quartier SoFo à Södermalm et les clubs autour de Stureplan, où Stockholm sort tard.",
          "Der Blick auf die beleuchtete Stadt vom Klippenweg Monteliusvägen, die Bars im Viertel SoFo auf Södermalm und die Clubs rund um den Stureplan, wo Stockholm spät ausgeht.",
        ],
      ],
    ],
  },
  "SWE Stockholm archipelago": {
    days: [
      [
        "boat",
        [
          "Stockholm archipelago: Vaxholm and its fortress",
          "Arcipelago di Stoccolma: Vaxholm e la sua fortezza",
          "Archipiélago de Estocolmo: Vaxholm y su fortaleza",
          "Archipel de Stockholm : Vaxholm et sa forteresse",
          "Stockholmer Schären: Vaxholm und seine Festung",
        ],
        [
          "Out through the inner islands on an archipelago boat to Vaxholm, its wooden summer houses and the fortress on its islet guarding the sea approach, with smoked fish on the quay.",
          "Tra le isole interne su un battello dell'arcipelago fino a Vaxholm, con le sue case estive di legno e la fortezza sull'isolotto a guardia dell'accesso dal mare, e il pesce affumicato sul molo.",
          "Entre las islas interiores en un barco del archipiélago hasta Vaxholm, sus casas de veraneo de madera y la fortaleza en su islote guardando la entrada del mar, con pescado ahumado en el muelle.",
          "À travers les îles intérieures sur un bateau de l'archipel jusqu'à Vaxholm, ses maisons d'été en bois et la forteresse sur son îlot qui garde l'entrée par la mer, et le poisson fumé sur le quai.",
          "Mit einem Schärenboot durch die inneren Inseln nach Vaxholm mit seinen hölzernen Sommerhäusern und der Festung auf ihrer Insel an der Einfahrt vom Meer, dazu Räucherfisch am Kai.",
        ],
      ],
      [
        "boat",
        [
          "Stockholm archipelago: Sandhamn in the outer islands",
          "Arcipelago di Stoccolma: Sandhamn tra le isole esterne",
          "Archipiélago de Estocolmo: Sandhamn en las islas exteriores",
          "Archipel de Stockholm : Sandhamn dans les îles extérieures",
          "Stockholmer Schären: Sandhamn in den äußeren Schären",
        ],
        [
          "Through the thousands of skerries to Sandhamn on the edge of the open Baltic, its sailors' village, the old pilot station and the paths through the pines to the sandy coves of Trouville.",
          "Tra migliaia di scogli fino a Sandhamn al limite del Baltico aperto, con il villaggio dei marinai, la vecchia stazione dei piloti e i sentieri tra i pini fino alle calette sabbiose di Trouville.",
          "Entre miles de islotes hasta Sandhamn, al borde del Báltico abierto, su pueblo de marineros, la vieja estación de prácticos y los senderos entre pinos hasta las calas de arena de Trouville.",
          "À travers des milliers d'îlots jusqu'à Sandhamn au bord de la Baltique ouverte, son village de marins, l'ancienne station de pilotes et les sentiers sous les pins jusqu'aux criques de sable de Trouville.",
          "Durch Tausende Schären nach Sandhamn am Rand der offenen Ostsee, mit seinem Seglerdorf, der alten Lotsenstation und den Wegen durch die Kiefern zu den Sandbuchten von Trouville.",
        ],
      ],
      [
        "boat",
        [
          "Stockholm archipelago: Grinda and the inner sounds",
          "Arcipelago di Stoccolma: Grinda e gli stretti interni",
          "Archipiélago de Estocolmo: Grinda y los estrechos interiores",
          "Archipel de Stockholm : Grinda et les détroits intérieurs",
          "Stockholmer Schären: Grinda und die inneren Sunde",
        ],
        [
          "Through the narrow sounds of the inner archipelago, lined with red and white summer houses, to the wooded island of Grinda, its trails through the pines, its smooth granite shore and its old inn.",
          "Attraverso gli stretti canali dell'arcipelago interno, tra case estive rosse e bianche, fino all'isola boscosa di Grinda, con i sentieri tra i pini, la riva di granito levigato e la vecchia locanda.",
          "Por los estrechos canales del archipiélago interior, entre casas de veraneo rojas y blancas, hasta la isla boscosa de Grinda, sus senderos entre pinos, su orilla de granito pulido y su vieja posada.",
          "Par les étroits passages de l'archipel intérieur, bordés de maisons d'été rouges et blanches, jusqu'à l'île boisée de Grinda, ses sentiers sous les pins, son rivage de granit poli et sa vieille auberge.",
          "Durch die engen Sunde der inneren Schären zwischen roten und weißen Sommerhäusern zur bewaldeten Insel Grinda mit ihren Wegen durch die Kiefern, ihrem glatten Granitufer und dem alten Gasthaus.",
        ],
      ],
    ],
  },
  "SWE Gotland": {
    days: [
      [
        "see",
        [
          "Gotland: Visby and its walls",
          "Gotland: Visby e le sue mura",
          "Gotland: Visby y sus murallas",
          "Gotland : Visby et ses remparts",
          "Gotland: Visby und seine Mauern",
        ],
        [
          "The Hanseatic town of Visby inside its ring wall of towers, the roofless ruins of its medieval churches, the cathedral of St Mary, and the rose-covered lanes down to the Almedalen park.",
          "La città anseatica di Visby dentro la sua cinta di mura e torri, le rovine senza tetto delle chiese medievali, la cattedrale di Santa Maria e i vicoli pieni di rose fino al parco di Almedalen.",
          "La ciudad hanseática de Visby dentro de su muralla de torres, las ruinas sin techo de sus iglesias medievales, la catedral de Santa María y las callejas cubiertas de rosas hasta el parque de Almedalen.",
          "La ville hanséatique de Visby dans son enceinte de tours, les ruines sans toit de ses églises médiévales, la cathédrale Sainte-Marie et les ruelles fleuries de roses jusqu'au parc d'Almedalen.",
          "Die Hansestadt Visby in ihrem Mauerring mit Türmen, die dachlosen Ruinen ihrer mittelalterlichen Kirchen, der Mariendom und die rosenbewachsenen Gassen hinab zum Park Almedalen.",
        ],
      ],
      [
        "beach",
        [
          "Gotland: the sea stacks of Fårö",
          "Gotland: i faraglioni di Fårö",
          "Gotland: los farallones de Fårö",
          "Gotland : les rauks de Fårö",
          "Gotland: die Raukar von Fårö",
        ],
        [
          "The small ferry to Fårö, its limestone sea stacks, the raukar of Langhammars, standing on the pebble shore, and the long sand beach of Sudersand in the north.",
          "Il piccolo traghetto per Fårö, i faraglioni calcarei, i raukar di Langhammars, ritti sulla riva di ciottoli, e la lunga spiaggia di sabbia di Sudersand a nord.",
          "El pequeño ferry a Fårö, sus farallones de caliza, los raukar de Langhammars, erguidos sobre la orilla de cantos, y la larga playa de arena de Sudersand, en el norte.",
          "Le petit bac pour Fårö, ses rauks de calcaire, les raukar de Langhammars dressés sur la grève de galets, et la longue plage de sable de Sudersand au nord.",
          "Die kleine Fähre nach Fårö, die Kalksteinsäulen, die Raukar von Langhammars, auf dem Kiesufer, und der lange Sandstrand von Sudersand im Norden.",
        ],
      ],
    ],
  },
  "SWE Gothenburg": {
    days: [
      [
        "see",
        [
          "Gothenburg: Haga and the canals",
          "Göteborg: Haga e i canali",
          "Gotemburgo: Haga y los canales",
          "Göteborg : Haga et les canaux",
          "Göteborg: Haga und die Kanäle",
        ],
        [
          "The wooden houses and cafés of the Haga quarter, the climb to the Skansen Kronan tower, in the warm months a Paddan boat under the low bridges of the canals, and the Avenyn up to the Götaplatsen square.",
          "Le case di legno e i caffè del quartiere di Haga, la salita alla torre di Skansen Kronan, nei mesi caldi un battello Paddan sotto i ponti bassi dei canali e l'Avenyn fino a Götaplatsen.",
          "Las casas de madera y los cafés del barrio de Haga, la subida a la torre de Skansen Kronan, en los meses cálidos un barco Paddan bajo los puentes bajos de los canales y la Avenyn hasta la plaza Götaplatsen.",
          "Les maisons de bois et les cafés du quartier de Haga, la montée à la tour de Skansen Kronan, à la belle saison un bateau Paddan sous les ponts bas des canaux et l'Avenyn jusqu'à la place Götaplatsen.",
          "Die Holzhäuser und Cafés des Viertels Haga, der Aufstieg zum Turm Skansen Kronan, in den warmen Monaten ein Paddan-Boot unter den niedrigen Kanalbrücken und die Avenyn hinauf zum Götaplatsen.",
        ],
      ],
      [
        "see",
        [
          "Gothenburg: the southern archipelago",
          "Göteborg: l'arcipelago meridionale",
          "Gotemburgo: el archipiélago del sur",
          "Göteborg : l'archipel du sud",
          "Göteborg: die südlichen Schären",
        ],
        [
          "By tram and public ferry from Saltholmen to the car-free islands of the southern archipelago, Styrsö and Vrångö, with their painted houses, granite rocks and small fishing ports.",
          "In tram e traghetto pubblico da Saltholmen alle isole senza auto dell'arcipelago meridionale, Styrsö e Vrångö, con le case dipinte, gli scogli di granito e i piccoli porti di pescatori.",
          "En tranvía y ferry público desde Saltholmen a las islas sin coches del archipiélago del sur, Styrsö y Vrångö, con sus casas pintadas, sus rocas de granito y sus puertecitos de pescadores.",
          "En tram et ferry public de Saltholmen aux îles sans voitures de l'archipel du sud, Styrsö et Vrångö, leurs maisons peintes, leurs rochers de granit et leurs petits ports de pêche.",
          "Mit Tram und Linienfähre von Saltholmen zu den autofreien Inseln der südlichen Schären, Styrsö und Vrångö, mit bunten Häusern, Granitfelsen und kleinen Fischerhäfen.",
        ],
      ],
      [
        "food",
        [
          "Gothenburg: the Fish Church and shrimp sandwiches",
          "Göteborg: la Chiesa del pesce e i panini ai gamberetti",
          "Gotemburgo: la Iglesia del Pescado y los bocadillos de gambas",
          "Göteborg : l'Église aux poissons et les tartines de crevettes",
          "Göteborg: die Fischkirche und Krabbenbrote",
        ],
        [
          "The Feskekôrka, the fish market in a hall shaped like a church, a räksmörgås piled with west coast shrimp, and a cinnamon bun the size of a plate at a café in Haga.",
          "La Feskekôrka, il mercato del pesce in un edificio a forma di chiesa, una räksmörgås carica di gamberetti della costa ovest e una girella alla cannella grande come un piatto in un caffè di Haga.",
          "La Feskekôrka, el mercado de pescado en una nave con forma de iglesia, un räksmörgås colmado de gambas de la costa oeste y un bollo de canela del tamaño de un plato en un café de Haga.",
          "La Feskekôrka, le marché aux poissons dans une halle en forme d'église, une räksmörgås chargée de crevettes de la côte ouest, et un roulé à la cannelle grand comme une assiette dans un café de Haga.",
          "Die Feskekôrka, der Fischmarkt in einer Halle in Form einer Kirche, ein Räksmörgås voller Westküstenkrabben und eine tellergroße Zimtschnecke in einem Café in Haga.",
        ],
      ],
    ],
  },
  "SWE Dalarna": {
    days: [
      [
        "see",
        [
          "Dalarna: Lake Siljan, Rättvik and Tällberg",
          "Dalarna: il lago Siljan, Rättvik e Tällberg",
          "Dalarna: el lago Siljan, Rättvik y Tällberg",
          "Dalarna : le lac Siljan, Rättvik et Tällberg",
          "Dalarna: der Siljansee, Rättvik und Tällberg",
        ],
        [
          "The long wooden pier of Rättvik reaching out into Lake Siljan, the red timber farmhouses of Tällberg on the hillside above the lake, and, in summer, a boat out on the water to its islands.",
          "Il lungo pontile di legno di Rättvik che entra nel lago Siljan, le fattorie di legno rosso di Tällberg sul pendio sopra il lago e, d'estate, una barca fino alle sue isole.",
          "El largo embarcadero de madera de Rättvik que se adentra en el lago Siljan, las granjas de madera roja de Tällberg en la ladera sobre el lago y, en verano, una barca hasta sus islas.",
          "La longue jetée de bois de Rättvik qui s'avance dans le lac Siljan, les fermes de bois rouge de Tällberg sur le coteau au-dessus du lac, et, en été, un bateau jusqu'à ses îles.",
          "Der lange Holzsteg von Rättvik weit in den Siljansee hinaus, die roten Holzhöfe von Tällberg am Hang über dem See und im Sommer ein Boot hinaus zu seinen Inseln.",
        ],
      ],
      [
        "see",
        [
          "Dalarna: Dala horses, Zorn and the Falun mine",
          "Dalarna: cavallini di Dala, Zorn e la miniera di Falun",
          "Dalarna: caballitos de Dala, Zorn y la mina de Falun",
          "Dalarna : chevaux de Dalécarlie, Zorn et la mine de Falun",
          "Dalarna: Dalapferde, Zorn und das Bergwerk von Falun",
        ],
        [
          "The workshops of Nusnäs where the red Dala horses are carved and painted by hand, the home and museum of the painter Anders Zorn in Mora, and the great copper mine pit of Falun.",
          "I laboratori di Nusnäs dove i cavallini rossi di Dala sono intagliati e dipinti a mano, la casa e il museo del pittore Anders Zorn a Mora e la grande fossa della miniera di rame di Falun.",
          "Los talleres de Nusnäs donde se tallan y pintan a mano los caballitos rojos de Dala, la casa y el museo del pintor Anders Zorn en Mora y la gran fosa de la mina de cobre de Falun.",
          "Les ateliers de Nusnäs où les petits chevaux rouges de Dalécarlie sont taillés et peints à la main, la maison et le musée du peintre Anders Zorn à Mora et la grande fosse de la mine de cuivre de Falun.",
          "Die Werkstätten in Nusnäs, in denen die roten Dalapferde von Hand geschnitzt und bemalt werden, Haus und Museum des Malers Anders Zorn in Mora und die große Kupfergrube von Falun.",
        ],
      ],
    ],
  },
  "SWE Uppsala": {
    days: [
      [
        "see",
        [
          "Uppsala: the cathedral and the royal mounds",
          "Uppsala: la cattedrale e i tumuli reali",
          "Uppsala: la catedral y los túmulos reales",
          "Uppsala : la cathédrale et les tertres royaux",
          "Uppsala: der Dom und die Königshügel",
        ],
        [
          "Scandinavia's tallest cathedral, the old university and its Gustavianum with the anatomy room, Linnaeus's garden, and the three great royal burial mounds of Gamla Uppsala from pagan times.",
          "La cattedrale più alta della Scandinavia, la vecchia università e il Gustavianum con il teatro anatomico, il giardino di Linneo e i tre grandi tumuli reali pagani di Gamla Uppsala.",
          "La catedral más alta de Escandinavia, la vieja universidad y su Gustavianum con el teatro anatómico, el jardín de Linneo y los tres grandes túmulos reales paganos de Gamla Uppsala.",
          "La plus haute cathédrale de Scandinavie, la vieille université et son Gustavianum au théâtre anatomique, le jardin de Linné et les trois grands tertres royaux païens de Gamla Uppsala.",
          "Skandinaviens höchster Dom, die alte Universität und ihr Gustavianum mit dem Anatomiesaal, der Linnégarten und die drei großen heidnischen Königshügel von Gamla Uppsala.",
        ],
      ],
      [
        "food",
        [
          "Uppsala: mead at Gamla Uppsala and a student fika",
          "Uppsala: idromele a Gamla Uppsala e una fika studentesca",
          "Uppsala: hidromiel en Gamla Uppsala y una fika estudiantil",
          "Uppsala : hydromel à Gamla Uppsala et fika étudiante",
          "Uppsala: Met in Gamla Uppsala und eine Studentenfika",
        ],
        [
          "Mead drunk from a horn in the old inn beside the royal mounds of Gamla Uppsala, then a fika of coffee and cardamom buns at a café on the river Fyris among the students.",
          "Idromele bevuto dal corno nella vecchia locanda accanto ai tumuli reali di Gamla Uppsala, poi una fika di caffè e brioche al cardamomo in un caffè sul fiume Fyris tra gli studenti.",
          "Hidromiel bebido en cuerno en la vieja posada junto a los túmulos reales de Gamla Uppsala, y una fika de café y bollos de cardamomo en un café junto al río Fyris entre estudiantes.",
          "De l'hydromel bu dans une corne à la vieille auberge près des tertres royaux de Gamla Uppsala, puis une fika café et brioches à la cardamome au bord de la Fyris parmi les étudiants.",
          "Met aus dem Horn im alten Gasthaus neben den Königshügeln von Gamla Uppsala, dann eine Fika mit Kaffee und Kardamomschnecken in einem Café am Fyris zwischen Studenten.",
        ],
      ],
    ],
  },
  "SWE High Coast": {
    days: [
      [
        "see",
        [
          "High Coast: Skuleberget and Skuleskogen",
          "Costa Alta: lo Skuleberget e lo Skuleskogen",
          "Costa Alta: el Skuleberget y el Skuleskogen",
          "Haute Côte : le Skuleberget et le Skuleskogen",
          "Höga Kusten: Skuleberget und Skuleskogen",
        ],
        [
          "Up Skuleberget, whose summit was once the shoreline before the land rose from the ice, then the narrow cleft of Slåttdalsskrevan in the pine forest of Skuleskogen National Park.",
          "Su per lo Skuleberget, la cui vetta era un tempo la linea di costa prima che la terra si sollevasse dopo i ghiacci, poi la stretta fenditura di Slåttdalsskrevan nella pineta del Parco nazionale di Skuleskogen.",
          "Subida al Skuleberget, cuya cima fue la línea de costa antes de que la tierra se alzara tras el hielo, y la estrecha grieta de Slåttdalsskrevan en el pinar del parque nacional de Skuleskogen.",
          "L'ascension du Skuleberget, dont le sommet fut le rivage avant que la terre ne se soulève après les glaces, puis l'étroite fente de Slåttdalsskrevan dans la pinède du parc national de Skuleskogen.",
          "Hinauf auf den Skuleberget, dessen Gipfel einst Küstenlinie war, bevor sich das Land nach der Eiszeit hob, dann die enge Felsspalte Slåttdalsskrevan im Kiefernwald des Nationalparks Skuleskogen.",
        ],
      ],
      [
        "see",
        [
          "High Coast: Ulvön and the fishing villages",
          "Costa Alta: Ulvön e i villaggi di pescatori",
          "Costa Alta: Ulvön y los pueblos pesqueros",
          "Haute Côte : Ulvön et les villages de pêcheurs",
          "Höga Kusten: Ulvön und die Fischerdörfer",
        ],
        [
          "The boat to the island of Ulvön, its red fishermen's houses and little wooden chapel, and surströmming, the fermented Baltic herring made in the villages of the coast.",
          "Il battello per l'isola di Ulvön, le sue case rosse di pescatori e la cappella di legno, e il surströmming, l'aringa del Baltico fermentata che si prepara nei villaggi della costa.",
          "El barco a la isla de Ulvön, sus casas rojas de pescadores y su capilla de madera, y el surströmming, el arenque báltico fermentado que se prepara en los pueblos de la costa.",
          "Le bateau pour l'île d'Ulvön, ses maisons rouges de pêcheurs et sa petite chapelle de bois, et le surströmming, hareng de la Baltique fermenté, préparé dans les villages de la côte.",
          "Das Boot zur Insel Ulvön mit ihren roten Fischerhäusern und der kleinen Holzkapelle und Surströmming, der gegorene Ostseehering aus den Dörfern der Küste.",
        ],
      ],
    ],
  },
  "SWE Kiruna": {
    days: [
      [
        "see",
        [
          "Kiruna: the iron ore mine and the moving town",
          "Kiruna: la miniera di ferro e la città che si sposta",
          "Kiruna: la mina de hierro y la ciudad que se muda",
          "Kiruna : la mine de fer et la ville qui déménage",
          "Kiruna: das Eisenerzbergwerk und die wandernde Stadt",
        ],
        [
          "A guided visit deep into the LKAB iron ore mine, the largest underground mine in the world, then the town being moved east away from the ground it undermines, with its wooden church.",
          "Una visita guidata nel profondo della miniera di ferro LKAB, la più grande miniera sotterranea del mondo, poi la città che viene spostata a est, lontano dal terreno che la miniera scava, con la sua chiesa di legno.",
          "Una visita guiada a las profundidades de la mina de hierro de LKAB, la mayor mina subterránea del mundo, y la ciudad que se traslada al este, lejos del suelo que la mina socava, con su iglesia de madera.",
          "Une visite guidée au fond de la mine de fer de LKAB, la plus grande mine souterraine du monde, puis la ville qu'on déplace vers l'est, loin du sol miné, avec son église en bois.",
          "Eine Führung tief in das Eisenerzbergwerk der LKAB, das größte Untertagebergwerk der Welt, dann die Stadt, die ostwärts umzieht, fort vom untergrabenen Boden, mit ihrer Holzkirche.",
        ],
      ],
      [
        "food",
        [
          "Kiruna: reindeer, Arctic char and cloudberries",
          "Kiruna: renna, salmerino artico e lamponi artici",
          "Kiruna: reno, salvelino ártico y moras árticas",
          "Kiruna : renne, omble arctique et plaquebières",
          "Kiruna: Rentier, Saibling und Moltebeeren",
        ],
        [
          "Suovas, the smoked reindeer of the Sami, Arctic char from the mountain lakes, gáhkku flatbread, and warm cloudberries on ice cream, with a Sami host telling the story of each dish.",
          "Il suovas, la renna affumicata dei sami, il salmerino artico dei laghi di montagna, il pane piatto gáhkku e i lamponi artici caldi sul gelato, con un ospite sami che racconta ogni piatto.",
          "El suovas, el reno ahumado de los sami, salvelino ártico de los lagos de montaña, pan plano gáhkku y moras árticas calientes con helado, con un anfitrión sami que cuenta cada plato.",
          "Le suovas, renne fumé des Sami, l'omble arctique des lacs de montagne, le pain plat gáhkku et les plaquebières chaudes sur de la glace, avec un hôte sami qui raconte chaque plat.",
          "Suovas, das geräucherte Rentier der Samen, Seesaibling aus den Bergseen, Gáhkku-Fladenbrot und warme Moltebeeren auf Eis, dazu ein samischer Gastgeber, der jedes Gericht erklärt.",
        ],
      ],
    ],
  },
  "SWE Jukkasjärvi": {
    days: [
      [
        "see",
        [
          "Jukkasjärvi: the Icehotel and the old church",
          "Jukkasjärvi: l'Icehotel e la vecchia chiesa",
          "Jukkasjärvi: el Icehotel y la vieja iglesia",
          "Jukkasjärvi : l'Icehotel et la vieille église",
          "Jukkasjärvi: das Icehotel und die alte Kirche",
        ],
        [
          "The ice art suites and ice bar of the Icehotel, carved from the ice of the Torne River by invited artists and kept frozen all year, then the red wooden church of Jukkasjärvi with its Sami altarpiece.",
          "Le suite d'arte e il bar di ghiaccio dell'Icehotel, scolpiti da artisti invitati nel ghiaccio del fiume Torne e tenuti gelati tutto l'anno, poi la chiesa di legno rosso di Jukkasjärvi con la sua pala d'altare sami.",
          "Las suites de arte y el bar de hielo del Icehotel, tallados por artistas invitados con el hielo del río Torne y mantenidos helados todo el año, y la iglesia de madera roja de Jukkasjärvi con su retablo sami.",
          "Les suites d'art et le bar de glace de l'Icehotel, sculptés par des artistes invités dans la glace du Torne et gardés gelés toute l'année, puis l'église de bois rouge de Jukkasjärvi et son retable sami.",
          "Die Kunstsuiten und die Eisbar des Icehotel, von eingeladenen Künstlern aus dem Eis des Torneälv geschnitzt und das ganze Jahr gekühlt, dann die rote Holzkirche von Jukkasjärvi mit ihrem samischen Altarbild.",
        ],
      ],
      [
        "see",
        [
          "Jukkasjärvi: a Sami reindeer farm",
          "Jukkasjärvi: una fattoria sami di renne",
          "Jukkasjärvi: una granja sami de renos",
          "Jukkasjärvi : une ferme sami de rennes",
          "Jukkasjärvi: ein samischer Rentierhof",
        ],
        [
          "A Sami family's reindeer yard on the edge of the village, the herd fed by hand, a lasso thrown at an antler, and the life of the herders told over coffee by the fire in a lavvu.",
          "Il recinto di renne di una famiglia sami ai margini del villaggio, la mandria nutrita a mano, un lazo lanciato verso un palco di corna e la vita dei pastori raccontata davanti al fuoco in una lavvu.",
          "El cercado de renos de una familia sami a la orilla del pueblo, la manada alimentada a mano, un lazo lanzado a una cornamenta y la vida de los pastores contada con café junto al fuego en una lavvu.",
          "L'enclos à rennes d'une famille sami à l'orée du village, le troupeau nourri à la main, un lasso lancé sur des bois, et la vie des éleveurs racontée autour du café près du feu dans une lavvu.",
          "Das Rentiergehege einer samischen Familie am Dorfrand, die Herde aus der Hand gefüttert, ein Lasso auf ein Geweih geworfen und das Leben der Hirten bei Kaffee am Feuer im Lavvu erzählt.",
        ],
      ],
    ],
  },
  "SWE Abisko": {
    days: [
      [
        "see",
        [
          "Abisko: the canyon, Torneträsk and Nuolja",
          "Abisko: il canyon, il Torneträsk e il Nuolja",
          "Abisko: el cañón, el Torneträsk y el Nuolja",
          "Abisko : le canyon, le Torneträsk et le Nuolja",
          "Abisko: die Schlucht, der Torneträsk und der Nuolja",
        ],
        [
          "The canyon of the Abiskojåkka river cut into the rock, the shore of the great lake of Torneträsk, and the chairlift up Nuolja to the Aurora Sky Station, when it runs, looking across to the Lapporten pass.",
          "Il canyon del fiume Abiskojåkka inciso nella roccia, la riva del grande lago Torneträsk e la seggiovia del Nuolja fino all'Aurora Sky Station, con la vista fino al passo di Lapporten.",
          "El cañón del río Abiskojåkka tallado en la roca, la orilla del gran lago Torneträsk y el telesilla del Nuolja hasta la Aurora Sky Station, con vistas al paso de Lapporten.",
          "Le canyon de l'Abiskojåkka creusé dans la roche, la rive du grand lac Torneträsk et le télésiège du Nuolja jusqu'à l'Aurora Sky Station, face au col de Lapporten.",
          "Die in den Fels geschnittene Schlucht des Abiskojåkka, das Ufer des großen Sees Torneträsk und der Sessellift auf den Nuolja zur Aurora Sky Station mit Blick zum Pass Lapporten.",
        ],
      ],
      [
        "see",
        [
          "Abisko: the start of the Kungsleden",
          "Abisko: l'inizio del Kungsleden",
          "Abisko: el inicio del Kungsleden",
          "Abisko : le départ du Kungsleden",
          "Abisko: der Beginn des Kungsleden",
        ],
        [
          "A walk on the first miles of the Kungsleden, the King's Trail, through the birch forest of Abisko National Park along the river, with a Sami guide telling the land and its herding.",
          "Una camminata sulle prime miglia del Kungsleden, il Sentiero del Re, nel bosco di betulle del Parco nazionale di Abisko lungo il fiume, con una guida sami che racconta la terra e l'allevamento.",
          "Una caminata por los primeros tramos del Kungsleden, el Camino del Rey, por el bosque de abedules del parque nacional de Abisko junto al río, con un guía sami que explica la tierra y el pastoreo.",
          "Une marche sur les premiers kilomètres du Kungsleden, la Voie royale, dans la forêt de bouleaux du parc national d'Abisko le long de la rivière, avec un guide sami qui raconte la terre et l'élevage.",
          "Eine Wanderung auf den ersten Kilometern des Kungsleden, des Königswegs, durch den Birkenwald des Abisko-Nationalparks am Fluss entlang, mit einem samischen Guide, der von Land und Rentierzucht erzählt.",
        ],
      ],
    ],
  },
  "FIN Helsinki": {
    days: [
      [
        "see",
        [
          "Helsinki: Senate Square and the Market Square",
          "Helsinki: piazza del Senato e piazza del Mercato",
          "Helsinki: la plaza del Senado y la plaza del Mercado",
          "Helsinki : la place du Sénat et la place du Marché",
          "Helsinki: der Senatsplatz und der Marktplatz",
        ],
        [
          "The white Lutheran cathedral over Senate Square, the red brick Uspenski Cathedral, the stalls of the Market Square on the port, the Esplanadi park, and the rock-hewn Temppeliaukio church.",
          "La cattedrale luterana bianca sopra piazza del Senato, la cattedrale Uspenski di mattoni rossi, i banchi della piazza del Mercato sul porto, il parco dell'Esplanadi e la chiesa scavata nella roccia di Temppeliaukio.",
          "La catedral luterana blanca sobre la plaza del Senado, la catedral Uspenski de ladrillo rojo, los puestos de la plaza del Mercado en el puerto, el parque Esplanadi y la iglesia excavada en la roca de Temppeliaukio.",
          "La cathédrale luthérienne blanche au-dessus de la place du Sénat, la cathédrale Ouspenski de brique rouge, les étals de la place du Marché sur le port, l'Esplanadi et l'église creusée dans la roche de Temppeliaukio.",
          "Der weiße lutherische Dom über dem Senatsplatz, die rote Backstein-Uspenski-Kathedrale, die Stände am Marktplatz am Hafen, der Esplanadi-Park und die in den Fels gehauene Temppeliaukio-Kirche.",
        ],
      ],
      [
        "see",
        [
          "Helsinki: Suomenlinna and a public sauna",
          "Helsinki: Suomenlinna e una sauna pubblica",
          "Helsinki: Suomenlinna y una sauna pública",
          "Helsinki : Suomenlinna et un sauna public",
          "Helsinki: Suomenlinna und eine öffentliche Sauna",
        ],
        [
          "The city ferry to the sea fortress of Suomenlinna on its islands, its ramparts, dry dock and submarine, then the Oodi library and a public sauna by the sea, with a dip in the Baltic.",
          "Il traghetto cittadino fino alla fortezza marittima di Suomenlinna sulle sue isole, con bastioni, bacino di carenaggio e sottomarino, poi la biblioteca Oodi e una sauna pubblica sul mare, con un tuffo nel Baltico.",
          "El ferry urbano a la fortaleza marítima de Suomenlinna en sus islas, con sus baluartes, su dique seco y su submarino, y luego la biblioteca Oodi y una sauna pública junto al mar, con un chapuzón en el Báltico.",
          "Le ferry de la ville jusqu'à la forteresse maritime de Suomenlinna sur ses îles, ses remparts, sa cale sèche et son sous-marin, puis la bibliothèque Oodi et un sauna public au bord de la mer, avec un plongeon dans la Baltique.",
          "Die Stadtfähre zur Seefestung Suomenlinna auf ihren Inseln mit Wällen, Trockendock und U-Boot, dann die Bibliothek Oodi und eine öffentliche Sauna am Meer mit einem Sprung in die Ostsee.",
        ],
      ],
      [
        "food",
        [
          "Helsinki: the Old Market Hall and salmon soup",
          "Helsinki: il Vecchio Mercato coperto e la zuppa di salmone",
          "Helsinki: el Viejo Mercado y la sopa de salmón",
          "Helsinki : les vieilles halles et la soupe au saumon",
          "Helsinki: die Alte Markthalle und Lachssuppe",
        ],
        [
          "Creamy salmon soup in the Old Market Hall by the port, Karelian pies of rye crust and rice with egg butter, fried Baltic herring, and korvapuusti, the cinnamon bun, in a café of the Esplanadi.",
          "La cremosa zuppa di salmone nel Vecchio Mercato coperto sul porto, i pasticcini careliani di segale e riso con burro all'uovo, le aringhe del Baltico fritte e il korvapuusti alla cannella in un caffè dell'Esplanadi.",
          "La cremosa sopa de salmón en el Viejo Mercado del puerto, las empanadillas carelias de centeno y arroz con mantequilla de huevo, arenque báltico frito y korvapuusti de canela en un café de la Esplanadi.",
          "La soupe crémeuse au saumon aux vieilles halles du port, les tourtes caréliennes de seigle et de riz au beurre d'œuf, les harengs de la Baltique frits et le korvapuusti à la cannelle dans un café de l'Esplanadi.",
          "Cremige Lachssuppe in der Alten Markthalle am Hafen, karelische Piroggen aus Roggenteig und Reis mit Eierbutter, gebratene Ostseeheringe und Korvapuusti, die Zimtschnecke, in einem Café an der Esplanadi.",
        ],
      ],
    ],
  },
  "FIN Porvoo": {
    days: [
      [
        "see",
        [
          "Porvoo: the red riverside storehouses and the cathedral",
          "Porvoo: i magazzini rossi sul fiume e la cattedrale",
          "Porvoo: los almacenes rojos del río y la catedral",
          "Porvoo : les entrepôts rouges sur la rivière et la cathédrale",
          "Porvoo: die roten Speicher am Fluss und der Dom",
        ],
        [
          "The row of red wooden storehouses along the Porvoo river, the crooked cobbled lanes and painted houses of the old town, and the medieval stone cathedral on its hill.",
          "La fila di magazzini rossi di legno lungo il fiume di Porvoo, i vicoli acciottolati e storti e le case dipinte della città vecchia e la cattedrale medievale di pietra sulla collina.",
          "La hilera de almacenes rojos de madera junto al río de Porvoo, las callejas empedradas y torcidas y las casas pintadas del casco viejo y la catedral medieval de piedra en su colina.",
          "La rangée d'entrepôts de bois rouges le long de la rivière de Porvoo, les ruelles pavées et tortueuses et les maisons peintes de la vieille ville, et la cathédrale médiévale de pierre sur sa colline.",
          "Die Reihe roter Holzspeicher am Porvoo-Fluss, die krummen Pflastergassen und bunten Häuser der Altstadt und der mittelalterliche Steindom auf seinem Hügel.",
        ],
      ],
      [
        "food",
        [
          "Porvoo: Runeberg torte and chocolate",
          "Porvoo: la torta Runeberg e il cioccolato",
          "Porvoo: la tarta Runeberg y el chocolate",
          "Porvoo : le gâteau Runeberg et le chocolat",
          "Porvoo: Runeberg-Törtchen und Schokolade",
        ],
        [
          "The Runeberg torte, the almond and rum cake that the poet's wife baked in Porvoo, eaten in a café of the old town, and the chocolates and candy of the town's old confectioners.",
          "La torta Runeberg, il dolce di mandorle e rum che la moglie del poeta preparava a Porvoo, mangiata in un caffè della città vecchia, e i cioccolatini e le caramelle delle vecchie confetterie.",
          "La tarta Runeberg, el pastelito de almendra y ron que horneaba en Porvoo la esposa del poeta, tomada en un café del casco viejo, y los bombones y caramelos de las viejas confiterías.",
          "Le gâteau Runeberg, aux amandes et au rhum, que l'épouse du poète faisait à Porvoo, dégusté dans un café de la vieille ville, et les chocolats et bonbons des vieux confiseurs.",
          "Das Runeberg-Törtchen mit Mandeln und Rum, das die Frau des Dichters in Porvoo buk, in einem Café der Altstadt gegessen, und die Pralinen und Bonbons der alten Zuckerbäcker.",
        ],
      ],
    ],
  },
  "FIN Turku": {
    days: [
      [
        "see",
        [
          "Turku: the castle, the cathedral and the Aura river",
          "Turku: il castello, la cattedrale e il fiume Aura",
          "Turku: el castillo, la catedral y el río Aura",
          "Turku : le château, la cathédrale et l'Aura",
          "Turku: die Burg, der Dom und der Aurafluss",
        ],
        [
          "Turku Castle at the mouth of the Aura, the cathedral, the mother church of Finland, the open-air museum of Luostarinmäki, the only quarter to survive the fire of 1827, and the riverside walk.",
          "Il castello di Turku alla foce dell'Aura, la cattedrale, chiesa madre della Finlandia, il museo all'aperto di Luostarinmäki, l'unico quartiere scampato all'incendio del 1827, e la passeggiata sul fiume.",
          "El castillo de Turku en la desembocadura del Aura, la catedral, iglesia madre de Finlandia, el museo al aire libre de Luostarinmäki, el único barrio que sobrevivió al incendio de 1827, y el paseo del río.",
          "Le château de Turku à l'embouchure de l'Aura, la cathédrale, église mère de la Finlande, l'écomusée de Luostarinmäki, seul quartier rescapé de l'incendie de 1827, et la promenade au bord de la rivière.",
          "Die Burg von Turku an der Mündung der Aura, der Dom als Mutterkirche Finnlands, das Freilichtmuseum Luostarinmäki, das einzige vom Brand 1827 verschonte Viertel, und der Uferweg am Fluss.",
        ],
      ],
      [
        "food",
        [
          "Turku: the Market Hall and the river boats",
          "Turku: il mercato coperto e i battelli sul fiume",
          "Turku: el mercado cubierto y los barcos del río",
          "Turku : les halles et les bateaux de la rivière",
          "Turku: die Markthalle und die Flussschiffe",
        ],
        [
          "The 19th-century Market Hall and its fish, rye bread and cheese stalls, then lunch or a drink on one of the old boats moored along the Aura, with archipelago fish on the menu.",
          "Il mercato coperto ottocentesco con i suoi banchi di pesce, pane di segale e formaggi, poi un pranzo o un drink su una delle vecchie barche ormeggiate sull'Aura, con il pesce dell'arcipelago nel menu.",
          "El mercado cubierto del siglo XIX y sus puestos de pescado, pan de centeno y queso, y luego comida o copa en uno de los viejos barcos amarrados en el Aura, con pescado del archipiélago en la carta.",
          "Les halles du XIXe siècle et leurs étals de poisson, de pain de seigle et de fromage, puis un déjeuner ou un verre sur l'un des vieux bateaux amarrés le long de l'Aura, avec le poisson de l'archipel.",
          "Die Markthalle aus dem 19. Jahrhundert mit Fisch, Roggenbrot und Käse, dann Mittagessen oder ein Glas auf einem der alten Schiffe an der Aura, mit Schärenfisch auf der Karte.",
        ],
      ],
    ],
  },
  "FIN Lake Saimaa": {
    months: [6, 8],
    days: [
      [
        "see",
        [
          "Lake Saimaa: Linnansaari and the Saimaa ringed seal",
          "Lago Saimaa: Linnansaari e la foca del Saimaa",
          "Lago Saimaa: Linnansaari y la foca anillada del Saimaa",
          "Lac Saimaa : Linnansaari et le phoque du Saimaa",
          "Saimaa-See: Linnansaari und die Saimaa-Ringelrobbe",
        ],
        [
          "By boat through the islands and rocky skerries of Linnansaari National Park, home of the rare Saimaa ringed seal, one of the few freshwater seals on earth, with a walk on the main island.",
          "In barca tra le isole e gli scogli del Parco nazionale di Linnansaari, casa della rara foca dagli anelli del Saimaa, una delle poche foche d'acqua dolce al mondo, con una camminata sull'isola principale.",
          "En barco entre las islas y los islotes rocosos del parque nacional de Linnansaari, hogar de la rara foca anillada del Saimaa, una de las pocas focas de agua dulce del mundo, con un paseo por la isla mayor.",
          "En bateau parmi les îles et les récifs du parc national de Linnansaari, refuge du rare phoque annelé du Saimaa, l'un des rares phoques d'eau douce au monde, avec une marche sur l'île principale.",
          "Mit dem Boot zwischen den Inseln und Felsschären des Nationalparks Linnansaari, der Heimat der seltenen Saimaa-Ringelrobbe, einer der wenigen Süßwasserrobben der Welt, mit einem Gang über die Hauptinsel.",
        ],
      ],
      [
        "see",
        [
          "Lake Saimaa: the Punkaharju ridge",
          "Lago Saimaa: il crinale di Punkaharju",
          "Lago Saimaa: la cresta de Punkaharju",
          "Lac Saimaa : l'esker de Punkaharju",
          "Saimaa-See: der Oszug von Punkaharju",
        ],
        [
          "The Punkaharju ridge, a narrow esker left by the ice, running between the lakes under its old pines, and the Lusto forest museum of the Finnish woods and the people who work them.",
          "Il crinale di Punkaharju, uno stretto esker lasciato dai ghiacci che corre tra i laghi sotto i suoi vecchi pini, e il museo della foresta Lusto, dei boschi finlandesi e di chi ci lavora.",
          "La cresta de Punkaharju, un estrecho esker dejado por el hielo que corre entre los lagos bajo sus viejos pinos, y el museo forestal Lusto, de los bosques finlandeses y de quienes los trabajan.",
          "L'esker de Punkaharju, étroite crête laissée par les glaces qui court entre les lacs sous ses vieux pins, et le musée de la forêt Lusto, des bois finlandais et de ceux qui y travaillent.",
          "Der Oszug von Punkaharju, ein schmaler, vom Eis hinterlassener Rücken zwischen den Seen unter alten Kiefern, und das Forstmuseum Lusto über die finnischen Wälder und die Menschen, die in ihnen arbeiten.",
        ],
      ],
    ],
  },
  "FIN Savonlinna": {
    days: [
      [
        "see",
        [
          "Savonlinna: Olavinlinna castle",
          "Savonlinna: il castello di Olavinlinna",
          "Savonlinna: el castillo de Olavinlinna",
          "Savonlinna : le château d'Olavinlinna",
          "Savonlinna: die Burg Olavinlinna",
        ],
        [
          "Olavinlinna, the 15th-century castle on its rock island in the strait between two lakes, with its round towers and the courtyard where the opera festival plays, and the old steamers at the quay.",
          "Olavinlinna, il castello del Quattrocento sulla sua isola di roccia nello stretto tra due laghi, con le torri rotonde e il cortile dove si tiene il festival d'opera, e i vecchi piroscafi sul molo.",
          "Olavinlinna, el castillo del siglo XV en su isla de roca en el estrecho entre dos lagos, con sus torres redondas y el patio del festival de ópera, y los viejos vapores en el muelle.",
          "Olavinlinna, château du XVe siècle sur son île rocheuse dans le détroit entre deux lacs, ses tours rondes et la cour où se joue le festival d'opéra, et les vieux vapeurs à quai.",
          "Olavinlinna, die Burg aus dem 15. Jahrhundert auf ihrer Felsinsel in der Enge zwischen zwei Seen, mit runden Türmen und dem Hof der Opernfestspiele, und die alten Dampfer am Kai.",
        ],
      ],
      [
        "food",
        [
          "Savonlinna: fried vendace and lörtsy",
          "Savonlinna: coregoni fritti e lörtsy",
          "Savonlinna: corégonos fritos y lörtsy",
          "Savonlinna : corégones frits et lörtsy",
          "Savonlinna: gebratene Maränen und Lörtsy",
        ],
        [
          "Muikku, the small vendace fish of the lakes, fried crisp at the market by the port, and lörtsy, the half-moon pastry of Savonlinna filled with meat or apple, from a market stall.",
          "I muikku, i piccoli coregoni dei laghi fritti croccanti al mercato sul porto, e il lörtsy, il fagottino a mezzaluna di Savonlinna ripieno di carne o di mele, da un banco del mercato.",
          "Los muikku, los pequeños corégonos de los lagos, fritos y crujientes en el mercado del puerto, y el lörtsy, la empanadilla de media luna de Savonlinna rellena de carne o manzana.",
          "Les muikku, petits corégones des lacs frits et croustillants au marché du port, et le lörtsy, chausson en demi-lune de Savonlinna fourré de viande ou de pomme, d'un étal du marché.",
          "Muikku, die kleinen Maränen der Seen, knusprig gebraten auf dem Markt am Hafen, und Lörtsy, das halbmondförmige Gebäck von Savonlinna mit Fleisch- oder Apfelfüllung, vom Marktstand.",
        ],
      ],
    ],
  },
  "FIN Koli": {
    days: [
      [
        "see",
        [
          "Koli: Ukko-Koli over Lake Pielinen",
          "Koli: l'Ukko-Koli sul lago Pielinen",
          "Koli: el Ukko-Koli sobre el lago Pielinen",
          "Koli : l'Ukko-Koli au-dessus du lac Pielinen",
          "Koli: der Ukko-Koli über dem Pielinen-See",
        ],
        [
          "Up to the quartzite summit of Ukko-Koli and the rocks of Akka-Koli, for the view over the islands of Lake Pielinen and the forests that inspired Sibelius and the painters of Finland.",
          "Su fino alla vetta di quarzite dell'Ukko-Koli e alle rocce dell'Akka-Koli, per la vista sulle isole del lago Pielinen e sulle foreste che ispirarono Sibelius e i pittori finlandesi.",
          "Subida a la cima de cuarcita del Ukko-Koli y las rocas del Akka-Koli, con la vista sobre las islas del lago Pielinen y los bosques que inspiraron a Sibelius y a los pintores finlandeses.",
          "La montée au sommet de quartzite de l'Ukko-Koli et aux rochers de l'Akka-Koli, pour la vue sur les îles du lac Pielinen et les forêts qui inspirèrent Sibelius et les peintres finlandais.",
          "Hinauf zum Quarzitgipfel des Ukko-Koli und zu den Felsen des Akka-Koli mit Blick über die Inseln des Pielinen und die Wälder, die Sibelius und die finnischen Maler inspirierten.",
        ],
      ],
      [
        "see",
        [
          "Koli: down through the old forest to the lake",
          "Koli: giù per la vecchia foresta fino al lago",
          "Koli: bajada por el viejo bosque hasta el lago",
          "Koli : la descente par la vieille forêt jusqu'au lac",
          "Koli: durch den alten Wald hinab zum See",
        ],
        [
          "The trails of Koli National Park down through spruce forest and the old slash-and-burn meadows of the hill farms, and along the shore of Lake Pielinen, with a sauna by the water.",
          "I sentieri del Parco nazionale di Koli che scendono tra gli abeti e i vecchi prati del debbio delle fattorie di collina, e lungo la riva del lago Pielinen, con una sauna sull'acqua.",
          "Los senderos del parque nacional de Koli bajando entre abetos y los viejos prados de roza de las granjas de la colina, y por la orilla del lago Pielinen, con una sauna junto al agua.",
          "Les sentiers du parc national de Koli qui descendent par la forêt d'épicéas et les vieux prés d'essartage des fermes des collines, puis la rive du lac Pielinen et un sauna au bord de l'eau.",
          "Die Wege des Koli-Nationalparks hinab durch Fichtenwald und die alten Brandrodungswiesen der Hügelhöfe und am Ufer des Pielinen entlang, mit einer Sauna am Wasser.",
        ],
      ],
    ],
  },
  "FIN Kuopio": {
    days: [
      [
        "see",
        [
          "Kuopio: Puijo tower and the market square",
          "Kuopio: la torre di Puijo e la piazza del mercato",
          "Kuopio: la torre de Puijo y la plaza del mercado",
          "Kuopio : la tour de Puijo et la place du marché",
          "Kuopio: der Puijo-Turm und der Marktplatz",
        ],
        [
          "Up the Puijo tower on its forested hill for the view over Lake Kallavesi and its islands, the market square and its old market hall, and the port where the lake boats tie up.",
          "Su per la torre di Puijo sulla sua collina boscosa per la vista sul lago Kallavesi e le sue isole, la piazza del mercato con il vecchio mercato coperto e il porto dove attraccano i battelli del lago.",
          "Subida a la torre de Puijo en su colina boscosa para ver el lago Kallavesi y sus islas, la plaza del mercado y su vieja lonja, y el puerto donde amarran los barcos del lago.",
          "La tour de Puijo sur sa colline boisée pour la vue sur le lac Kallavesi et ses îles, la place du marché et ses vieilles halles, et le port où accostent les bateaux du lac.",
          "Auf den Puijo-Turm auf seinem bewaldeten Hügel mit Blick über den Kallavesi und seine Inseln, der Marktplatz mit der alten Markthalle und der Hafen, an dem die Seeschiffe anlegen.",
        ],
      ],
      [
        "food",
        [
          "Kuopio: kalakukko and a smoke sauna",
          "Kuopio: kalakukko e una sauna a fumo",
          "Kuopio: kalakukko y una sauna de humo",
          "Kuopio : kalakukko et sauna à fumée",
          "Kuopio: Kalakukko und eine Rauchsauna",
        ],
        [
          "Kalakukko, the rye loaf baked for hours around vendace and pork, from the market hall, then a smoke sauna by the lake and a dip in Kallavesi, with sausages grilled on the fire.",
          "Il kalakukko, la pagnotta di segale cotta per ore attorno a coregoni e maiale, dal mercato coperto, poi una sauna a fumo sul lago e un tuffo nel Kallavesi, con salsicce alla brace.",
          "El kalakukko, el pan de centeno horneado durante horas alrededor de corégonos y cerdo, del mercado, y luego una sauna de humo junto al lago y un baño en el Kallavesi, con salchichas a la brasa.",
          "Le kalakukko, pain de seigle cuit des heures autour de corégones et de porc, acheté aux halles, puis un sauna à fumée au bord du lac et un plongeon dans le Kallavesi, avec des saucisses grillées.",
          "Kalakukko, das stundenlang um Maränen und Schweinefleisch gebackene Roggenbrot aus der Markthalle, dann eine Rauchsauna am See, ein Sprung in den Kallavesi und Würstchen vom Feuer.",
        ],
      ],
    ],
  },
  "FIN Rovaniemi": {
    days: [
      [
        "see",
        [
          "Rovaniemi: the Arktikum and the Arctic Circle",
          "Rovaniemi: l'Arktikum e il Circolo polare artico",
          "Rovaniemi: el Arktikum y el Círculo Polar Ártico",
          "Rovaniemi : l'Arktikum et le cercle polaire",
          "Rovaniemi: das Arktikum und der Polarkreis",
        ],
        [
          "The Arktikum museum under its long glass roof, on the Arctic peoples and the northern nature, then the line of the Arctic Circle at Santa Claus Village, just outside the town.",
          "Il museo Arktikum sotto il suo lungo tetto di vetro, sui popoli artici e sulla natura del nord, poi la linea del Circolo polare artico al Villaggio di Babbo Natale, appena fuori città.",
          "El museo Arktikum bajo su largo techo de cristal, sobre los pueblos árticos y la naturaleza del norte, y la línea del Círculo Polar Ártico en la Aldea de Papá Noel, a las afueras.",
          "Le musée Arktikum sous sa longue verrière, consacré aux peuples de l'Arctique et à la nature du Nord, puis la ligne du cercle polaire au village du Père Noël, juste à la sortie de la ville.",
          "Das Museum Arktikum unter seinem langen Glasdach über die Völker der Arktis und die Natur des Nordens, dann die Linie des Polarkreises im Weihnachtsmanndorf am Stadtrand.",
        ],
      ],
      [
        "see",
        [
          "Rovaniemi: a husky farm and a reindeer farm",
          "Rovaniemi: un allevamento di husky e uno di renne",
          "Rovaniemi: una granja de huskies y una de renos",
          "Rovaniemi : une ferme de huskies et une ferme de rennes",
          "Rovaniemi: eine Huskyfarm und ein Rentierhof",
        ],
        [
          "A husky farm in the forest outside town, the dogs and their mushers, then a reindeer farm for a ride behind a reindeer and the herding year told by the family that keeps them.",
          "Un allevamento di husky nella foresta fuori città, i cani e i loro conduttori, poi una fattoria di renne per un giro trainati da una renna e l'anno del pastore raccontato dalla famiglia che le alleva.",
          "Una granja de huskies en el bosque a las afueras, los perros y sus mushers, y una granja de renos para un paseo tirado por un reno y el año del pastoreo contado por la familia que los cría.",
          "Une ferme de huskies dans la forêt hors de la ville, les chiens et leurs mushers, puis une ferme de rennes pour une promenade tirée par un renne et l'année de l'éleveur racontée par la famille.",
          "Eine Huskyfarm im Wald vor der Stadt, die Hunde und ihre Musher, dann ein Rentierhof für eine Fahrt hinter einem Rentier und das Jahr der Hirten, erzählt von der Familie, die sie hält.",
        ],
      ],
      [
        "food",
        [
          "Rovaniemi: sautéed reindeer and squeaky cheese",
          "Rovaniemi: renna saltata e formaggio che scricchiola",
          "Rovaniemi: reno salteado y queso que chirría",
          "Rovaniemi : renne sauté et fromage qui couine",
          "Rovaniemi: Rentiergeschnetzeltes und Quietschkäse",
        ],
        [
          "Poronkäristys, thin-sliced reindeer sautéed with mashed potato and lingonberries, leipäjuusto, the baked squeaky cheese eaten with cloudberry jam, and salmon smoked over the fire.",
          "Il poronkäristys, renna a fettine sottili saltata con purè e mirtilli rossi, il leipäjuusto, il formaggio al forno che scricchiola sotto i denti, con la marmellata di lamponi artici, e salmone affumicato sul fuoco.",
          "El poronkäristys, reno en lonchas finas salteado con puré y arándanos rojos, el leipäjuusto, el queso horneado que chirría entre los dientes, con mermelada de moras árticas, y salmón ahumado al fuego.",
          "Le poronkäristys, renne émincé sauté avec purée et airelles, le leipäjuusto, fromage rôti qui couine sous la dent, avec la confiture de plaquebières, et le saumon fumé au feu de bois.",
          "Poronkäristys, dünn geschnittenes geschmortes Rentier mit Kartoffelpüree und Preiselbeeren, Leipäjuusto, der gebackene Quietschkäse mit Moltebeermarmelade, und über dem Feuer geräucherter Lachs.",
        ],
      ],
    ],
  },
  "FIN Oulanka": {
    days: [
      [
        "see",
        [
          "Oulanka: the Little Bear's Ring",
          "Oulanka: il Piccolo Anello dell'Orso",
          "Oulanka: el Pequeño Anillo del Oso",
          "Oulanka : le Petit Anneau de l'Ours",
          "Oulanka: die Kleine Bärenrunde",
        ],
        [
          "The Pieni Karhunkierros loop from Juuma, over the swaying hanging bridges above the rapids of Myllykoski and the Jyrävä waterfall, through pine forest and along the Kitkajoki river.",
          "L'anello del Pieni Karhunkierros da Juuma, sui ponti sospesi che ondeggiano sopra le rapide di Myllykoski e la cascata di Jyrävä, nella pineta e lungo il fiume Kitkajoki.",
          "La ruta circular del Pieni Karhunkierros desde Juuma, por los puentes colgantes que se balancean sobre los rápidos de Myllykoski y la cascada de Jyrävä, entre pinos y junto al río Kitkajoki.",
          "La boucle du Pieni Karhunkierros depuis Juuma, sur les ponts suspendus qui oscillent au-dessus des rapides de Myllykoski et de la cascade de Jyrävä, par la pinède et le long de la Kitkajoki.",
          "Die Runde Pieni Karhunkierros ab Juuma, über schwankende Hängebrücken über den Stromschnellen von Myllykoski und dem Wasserfall Jyrävä, durch Kiefernwald und am Fluss Kitkajoki entlang.",
        ],
      ],
      [
        "see",
        [
          "Oulanka: Kiutaköngäs and the Oulanka canyon",
          "Oulanka: Kiutaköngäs e il canyon dell'Oulanka",
          "Oulanka: Kiutaköngäs y el cañón del Oulanka",
          "Oulanka : Kiutaköngäs et le canyon de l'Oulanka",
          "Oulanka: Kiutaköngäs und der Oulanka-Canyon",
        ],
        [
          "The roaring rapids of Kiutaköngäs between red cliffs, the sandy banks and hanging bridges of the Oulankajoki river, and the view down into the canyon from the trail on its edge.",
          "Le rapide rombanti di Kiutaköngäs tra pareti rosse, le rive sabbiose e i ponti sospesi del fiume Oulankajoki e la vista sul canyon dal sentiero sul suo bordo.",
          "Los rápidos rugientes de Kiutaköngäs entre paredes rojas, las orillas de arena y los puentes colgantes del río Oulankajoki y la vista del cañón desde el sendero de su borde.",
          "Les rapides grondants de Kiutaköngäs entre les falaises rouges, les rives sableuses et les ponts suspendus de l'Oulankajoki, et la vue plongeante sur le canyon depuis le sentier de bordure.",
          "Die tosenden Stromschnellen von Kiutaköngäs zwischen roten Felswänden, die Sandufer und Hängebrücken des Oulankajoki und der Blick in den Canyon vom Weg an seiner Kante.",
        ],
      ],
    ],
  },
  "FIN Pyhä-Luosto": {
    days: [
      [
        "see",
        [
          "Pyhä-Luosto: the Isokuru gorge",
          "Pyhä-Luosto: la gola di Isokuru",
          "Pyhä-Luosto: la garganta de Isokuru",
          "Pyhä-Luosto : la gorge d'Isokuru",
          "Pyhä-Luosto: die Isokuru-Schlucht",
        ],
        [
          "The stairs down into Isokuru, the deepest gorge of Finnish Lapland, to the sacred spring of Pyhänkasteenlampi and its waterfall, and up onto the bare quartzite fells of Pyhä.",
          "Le scale giù nell'Isokuru, la gola più profonda della Lapponia finlandese, fino alla sorgente sacra di Pyhänkasteenlampi e alla sua cascata, e su sui monti spogli di quarzite di Pyhä.",
          "Las escaleras que bajan al Isokuru, la garganta más profunda de la Laponia finlandesa, hasta el manantial sagrado de Pyhänkasteenlampi y su cascada, y subida a las cumbres de cuarcita de Pyhä.",
          "Les escaliers qui descendent dans l'Isokuru, la gorge la plus profonde de la Laponie finlandaise, jusqu'à la source sacrée de Pyhänkasteenlampi et sa cascade, puis les monts de quartzite de Pyhä.",
          "Die Treppen hinab in die Isokuru, die tiefste Schlucht Finnisch-Lapplands, zur heiligen Quelle Pyhänkasteenlampi und ihrem Wasserfall und hinauf auf die kahlen Quarzitfjells von Pyhä.",
        ],
      ],
      [
        "see",
        [
          "Pyhä-Luosto: the amethyst mine of Lampivaara",
          "Pyhä-Luosto: la miniera d'ametista di Lampivaara",
          "Pyhä-Luosto: la mina de amatista de Lampivaara",
          "Pyhä-Luosto : la mine d'améthyste de Lampivaara",
          "Pyhä-Luosto: die Amethystmine am Lampivaara",
        ],
        [
          "Up the fell of Lampivaara above Luosto to the amethyst mine, where visitors dig for their own purple stone, and the walk along the fell ridges with reindeer grazing on the slopes.",
          "Su per il monte di Lampivaara sopra Luosto fino alla miniera d'ametista, dove ognuno scava la propria pietra viola, e la camminata sulle creste con le renne al pascolo sui pendii.",
          "Subida al monte Lampivaara sobre Luosto hasta la mina de amatista, donde cada uno busca su propia piedra violeta, y el paseo por las crestas con renos pastando en las laderas.",
          "La montée au mont Lampivaara au-dessus de Luosto jusqu'à la mine d'améthyste, où chacun cherche sa pierre violette, et la marche sur les crêtes avec les rennes qui broutent sur les pentes.",
          "Hinauf auf den Lampivaara über Luosto zur Amethystmine, in der jeder nach seinem eigenen violetten Stein gräbt, und die Wanderung über die Fjellrücken mit weidenden Rentieren an den Hängen.",
        ],
      ],
    ],
  },
  "FIN Inari": {
    days: [
      [
        "see",
        [
          "Inari: the Siida Sami museum",
          "Inari: il museo sami di Siida",
          "Inari: el museo sami de Siida",
          "Inari : le musée sami Siida",
          "Inari: das samische Museum Siida",
        ],
        [
          "The Siida museum of the Sami people and the northern nature, its open-air collection of old dwellings and traps in the pines, and the Sami parliament house of Sajos in the village.",
          "Il museo Siida del popolo sami e della natura del nord, con la sua collezione all'aperto di antiche dimore e trappole tra i pini, e la sede del parlamento sami di Sajos nel villaggio.",
          "El museo Siida del pueblo sami y la naturaleza del norte, con su colección al aire libre de viejas viviendas y trampas entre pinos, y la sede del parlamento sami, Sajos, en el pueblo.",
          "Le musée Siida du peuple sami et de la nature du Nord, sa collection en plein air de vieilles habitations et de pièges sous les pins, et la maison du parlement sami, Sajos, dans le village.",
          "Das Museum Siida über das Volk der Samen und die Natur des Nordens mit seiner Freiluftsammlung alter Behausungen und Fallen unter Kiefern und das samische Parlamentsgebäude Sajos im Dorf.",
        ],
      ],
      [
        "see",
        [
          "Inari: the wilderness church of Pielpajärvi",
          "Inari: la chiesa nella natura di Pielpajärvi",
          "Inari: la iglesia de Pielpajärvi",
          "Inari : l'église de Pielpajärvi",
          "Inari: die Wildniskirche von Pielpajärvi",
        ],
        [
          "The trail through pine forest and over the fell to Pielpajärvi, the 18th-century wooden wilderness church on a lake where the Sami once gathered, and the shore of Lake Inari on the way back.",
          "Il sentiero tra i pini e sul monte fino a Pielpajärvi, la chiesa di legno del Settecento sperduta su un lago dove un tempo si riunivano i sami, e la riva del lago Inari al ritorno.",
          "El sendero entre pinos y por el monte hasta Pielpajärvi, la iglesia de madera del siglo XVIII perdida junto a un lago donde antes se reunían los sami, y la orilla del lago Inari a la vuelta.",
          "Le sentier à travers la pinède et le mont jusqu'à Pielpajärvi, l'église en bois du XVIIIe siècle au bord d'un lac où se réunissaient les Sami, puis la rive du lac Inari au retour.",
          "Der Weg durch Kiefernwald und über das Fjell nach Pielpajärvi, der hölzernen Wildniskirche aus dem 18. Jahrhundert an einem See, wo sich einst die Samen trafen, und zurück am Inarisee.",
        ],
      ],
    ],
  },
  "FIN Saariselkä": {
    days: [
      [
        "see",
        [
          "Saariselkä: Kaunispää and the Urho Kekkonen park",
          "Saariselkä: il Kaunispää e il parco Urho Kekkonen",
          "Saariselkä: el Kaunispää y el parque Urho Kekkonen",
          "Saariselkä : le Kaunispää et le parc Urho Kekkonen",
          "Saariselkä: der Kaunispää und der Urho-Kekkonen-Park",
        ],
        [
          "Up the bare summit of Kaunispää above the village, looking out over the rounded fells of Urho Kekkonen National Park, and a walk on its trails to a wilderness hut with a fire.",
          "Su per la vetta spoglia del Kaunispää sopra il villaggio, con la vista sui monti arrotondati del Parco nazionale Urho Kekkonen, e una camminata sui suoi sentieri fino a una capanna con il fuoco.",
          "Subida a la cima pelada del Kaunispää sobre el pueblo, mirando los montes redondeados del parque nacional Urho Kekkonen, y un paseo por sus senderos hasta una cabaña con fuego.",
          "La montée au sommet pelé du Kaunispää au-dessus du village, face aux monts arrondis du parc national Urho Kekkonen, et une marche sur ses sentiers jusqu'à une cabane et son feu.",
          "Hinauf auf den kahlen Gipfel des Kaunispää über dem Dorf mit Blick über die runden Fjells des Urho-Kekkonen-Nationalparks und eine Wanderung zu einer Wildnishütte mit Feuerstelle.",
        ],
      ],
      [
        "see",
        [
          "Saariselkä: gold panning at Tankavaara",
          "Saariselkä: la ricerca dell'oro a Tankavaara",
          "Saariselkä: bateo de oro en Tankavaara",
          "Saariselkä : l'orpaillage à Tankavaara",
          "Saariselkä: Goldwaschen in Tankavaara",
        ],
        [
          "The gold prospectors' village of Tankavaara and its gold museum, in summer, panning for flakes in the stream, and a reindeer herder's farm on the way, for the reindeer and a cup of coffee in a kota.",
          "Il villaggio dei cercatori d'oro di Tankavaara e il suo museo dell'oro, d'estate la ricerca di pagliuzze nel torrente e una fattoria di pastori di renne lungo la strada, con un caffè nella kota.",
          "El pueblo de buscadores de oro de Tankavaara y su museo del oro, en verano el bateo de pepitas en el arroyo y una granja de renos por el camino, con un café en una kota.",
          "Le village des chercheurs d'or de Tankavaara et son musée de l'or, en été l'orpaillage dans le ruisseau et une ferme d'éleveur de rennes sur la route, avec un café dans une kota.",
          "Das Goldgräberdorf Tankavaara mit seinem Goldmuseum, im Sommer Goldwaschen im Bach und unterwegs ein Rentierhof mit den Tieren und einer Tasse Kaffee in einer Kota.",
        ],
      ],
    ],
  },
};
