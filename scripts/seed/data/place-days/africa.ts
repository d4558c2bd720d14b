import type { PlaceDayTable } from "./types";

export const DAYS_AFRICA: PlaceDayTable = {
  "MAR Marrakech": {
    days: [
      [
        "see",
        [
          "Marrakech: Jemaa el-Fna and the souks",
          "Marrakech: Jemaa el-Fna e i souk",
          "Marrakech: Jemaa el-Fna y los zocos",
          "Marrakech : Jemaa el-Fna et les souks",
          "Marrakesch: Djemaa el-Fna und die Souks",
        ],
        [
          "From the Koutoubia minaret into Jemaa el-Fna, then north through the souks of the dyers, the smiths and the leather workers to the carved cedar and tiles of the Ben Youssef Madrasa.",
          "Dal minareto della Koutoubia alla piazza Jemaa el-Fna, poi a nord nei souk dei tintori, dei fabbri e dei conciatori fino ai cedri intagliati e alle zellige della madrasa Ben Youssef.",
          "Del alminar de la Kutubía a la plaza de Jemaa el-Fna, y luego hacia el norte por los zocos de tintoreros, herreros y curtidores hasta el cedro tallado y los azulejos de la madrasa Ben Youssef.",
          "Du minaret de la Koutoubia à la place Jemaa el-Fna, puis vers le nord par les souks des teinturiers, des forgerons et des maroquiniers jusqu'aux cèdres sculptés et zelliges de la médersa Ben Youssef.",
          "Vom Minarett der Koutoubia auf den Platz Djemaa el-Fna, dann nordwärts durch die Souks der Färber, Schmiede und Lederer bis zu Zedernholz und Fliesen der Medersa Ben Youssef.",
        ],
      ],
      [
        "see",
        [
          "Marrakech: palaces, the Mellah and Majorelle",
          "Marrakech: palazzi, Mellah e Majorelle",
          "Marrakech: palacios, la Mellah y Majorelle",
          "Marrakech : palais, Mellah et Majorelle",
          "Marrakesch: Paläste, Mellah und Majorelle",
        ],
        [
          "The painted courtyards of the Bahia Palace, the Saadian Tombs and the spice stalls of the old Jewish quarter, the Mellah; in the afternoon the cactus and blue walls of the Jardin Majorelle.",
          "I cortili dipinti del Palazzo Bahia, le Tombe Saadiane e le spezie del vecchio quartiere ebraico, la Mellah; nel pomeriggio i cactus e i muri blu del Giardino Majorelle.",
          "Los patios pintados del Palacio de la Bahía, las Tumbas Saadíes y las especias del antiguo barrio judío, la Mellah; por la tarde los cactus y los muros azules del Jardín Majorelle.",
          "Les cours peintes du palais de la Bahia, les tombeaux saadiens et les épices de l'ancien quartier juif, le Mellah ; l'après-midi, les cactus et les murs bleus du jardin Majorelle.",
          "Die bemalten Höfe des Bahia-Palasts, die Saadier-Gräber und die Gewürzstände im alten jüdischen Viertel, der Mellah; am Nachmittag Kakteen und blaue Mauern im Jardin Majorelle.",
        ],
      ],
      [
        "food",
        [
          "Marrakech: tanjia and the food stalls",
          "Marrakech: tanjia e bancarelle",
          "Marrakech: tanjia y puestos de comida",
          "Marrakech : tanjia et gargotes",
          "Marrakesch: Tanjia und Garküchen",
        ],
        [
          "Tanjia, lamb slow-cooked in a clay urn in the ashes of a hammam furnace, eaten in Mechoui Alley; at dusk the smoking grills of Jemaa el-Fna, snail broth and msemen with a local food guide.",
          "La tanjia, agnello cotto lentamente in un'anfora di terracotta nella cenere del forno di un hammam, assaggiata nel vicolo del Mechoui; al tramonto le griglie di Jemaa el-Fna, brodo di lumache e msemen con una guida gastronomica.",
          "La tanjia, cordero cocido a fuego lento en una vasija de barro entre las cenizas del horno de un hammam, en el callejón del Mechui; al anochecer las parrillas de Jemaa el-Fna, caldo de caracoles y msemen con un guía gastronómico.",
          "La tanjia, agneau mijoté dans une jarre de terre dans les cendres du foyer d'un hammam, goûtée dans la ruelle des méchouis ; au crépuscule les grills de Jemaa el-Fna, bouillon d'escargots et msemen avec un guide culinaire.",
          "Tanjia, Lamm, das im Tonkrug in der Asche eines Hammam-Ofens gart, in der Méchoui-Gasse; in der Dämmerung die Grills auf der Djemaa el-Fna, Schneckensud und Msemen mit einem Food-Guide.",
        ],
      ],
    ],
  },
  "MAR High Atlas": {
    days: [
      [
        "trek",
        [
          "High Atlas: from Imlil to the Toubkal refuge",
          "Alto Atlante: da Imlil al rifugio del Toubkal",
          "Alto Atlas: de Imlil al refugio del Toubkal",
          "Haut Atlas : d'Imlil au refuge du Toubkal",
          "Hoher Atlas: von Imlil zur Toubkal-Hütte",
        ],
        [
          "Up the Mizane valley from Imlil through the Berber village of Aroumd, past the white shrine of Sidi Chamharouch, with mules carrying the bags to the stone refuges at the foot of Toubkal.",
          "Su per la valle del Mizane da Imlil attraverso il villaggio berbero di Aroumd, oltre il santuario bianco di Sidi Chamharouch, con i muli che portano i bagagli fino ai rifugi in pietra ai piedi del Toubkal.",
          "Valle del Mizane arriba desde Imlil, por la aldea bereber de Aroumd y el santuario blanco de Sidi Chamharouch, con mulas que cargan el equipaje hasta los refugios de piedra al pie del Toubkal.",
          "Remontée de la vallée du Mizane depuis Imlil par le village berbère d'Aroumd et le sanctuaire blanc de Sidi Chamharouch, les mules portant les sacs jusqu'aux refuges de pierre au pied du Toubkal.",
          "Von Imlil das Mizane-Tal hinauf durch das Berberdorf Aroumd, vorbei am weißen Heiligtum Sidi Chamharouch; Maultiere tragen das Gepäck bis zu den Steinhütten am Fuß des Toubkal.",
        ],
      ],
      [
        "trek",
        [
          "High Atlas: the summit of Toubkal",
          "Alto Atlante: la vetta del Toubkal",
          "Alto Atlas: la cumbre del Toubkal",
          "Haut Atlas : le sommet du Toubkal",
          "Hoher Atlas: der Gipfel des Toubkal",
        ],
        [
          "A start before dawn up the south cirque, on scree in summer and on snow and ice with crampons and ice axe in winter, to the iron tripod on Jebel Toubkal, at 4,167 m the highest point of North Africa, with the whole Atlas below; back down to the refuge.",
          "Partenza prima dell'alba su per il circo sud, tra i ghiaioni d'estate e su neve e ghiaccio con ramponi e piccozza d'inverno, fino al treppiede di ferro sul Jebel Toubkal, a 4.167 m il punto più alto del Nordafrica, con tutto l'Atlante ai piedi; discesa al rifugio.",
          "Salida antes del amanecer por el circo sur, entre pedreras en verano y sobre nieve y hielo con crampones y piolet en invierno, hasta el trípode de hierro del Jebel Toubkal, a 4.167 m el punto más alto del norte de África, con todo el Atlas a los pies; bajada al refugio.",
          "Départ avant l'aube dans le cirque sud, par les éboulis en été, sur la neige et la glace avec crampons et piolet en hiver, jusqu'au trépied de fer du Jebel Toubkal, à 4 167 m le point culminant de l'Afrique du Nord, tout l'Atlas en contrebas ; retour au refuge.",
          "Aufbruch vor der Dämmerung durch das Südkar, im Sommer über Geröll, im Winter mit Steigeisen und Eispickel über Schnee und Eis, zum Eisendreibein auf dem Jebel Toubkal, mit 4.167 m der höchste Punkt Nordafrikas, das ganze Atlasgebirge zu Füßen; zurück zur Hütte.",
        ],
      ],
      [
        "trek",
        [
          "High Atlas: down the Mizane valley to Imlil",
          "Alto Atlante: giù per la valle del Mizane fino a Imlil",
          "Alto Atlas: bajada por el valle del Mizane hasta Imlil",
          "Haut Atlas : descente de la vallée du Mizane vers Imlil",
          "Hoher Atlas: durch das Mizane-Tal hinab nach Imlil",
        ],
        [
          "Down the mule path past Sidi Chamharouch and the walnut terraces of Aroumd, with a last stop for mint tea and a tagine in a village house before Imlil and the farewell to the muleteers.",
          "Giù per la mulattiera oltre Sidi Chamharouch e i terrazzi di noci di Aroumd, con un'ultima sosta per tè alla menta e tajine in una casa del villaggio prima di Imlil e del saluto ai mulattieri.",
          "Bajada por el camino de mulas junto a Sidi Chamharouch y las terrazas de nogales de Aroumd, con una última parada para té a la menta y tajín en una casa de la aldea antes de Imlil y de despedir a los arrieros.",
          "Descente par le chemin muletier, Sidi Chamharouch puis les terrasses de noyers d'Aroumd, avec une dernière halte thé à la menthe et tajine chez l'habitant avant Imlil et l'adieu aux muletiers.",
          "Auf dem Maultierpfad hinab an Sidi Chamharouch und den Walnussterrassen von Aroumd vorbei, mit Minztee und Tajine in einem Dorfhaus, bevor in Imlil die Maultiertreiber verabschiedet werden.",
        ],
      ],
      [
        "see",
        [
          "High Atlas: the villages of the Imlil valley",
          "Alto Atlante: i villaggi della valle di Imlil",
          "Alto Atlas: las aldeas del valle de Imlil",
          "Haut Atlas : les villages de la vallée d'Imlil",
          "Hoher Atlas: die Dörfer im Tal von Imlil",
        ],
        [
          "A day walk with a Berber mountain guide over the Tamatert pass and along the irrigation channels of Aroumd and Tacheddirt, between terraced barley fields and flat-roofed earth houses.",
          "Una camminata di un giorno con una guida berbera oltre il passo di Tamatert e lungo i canali d'irrigazione di Aroumd e Tacheddirt, tra orzo a terrazze e case di terra dai tetti piatti.",
          "Una caminata de un día con un guía de montaña bereber por el paso de Tamatert y junto a las acequias de Aroumd y Tacheddirt, entre bancales de cebada y casas de tierra de tejado plano.",
          "Une journée de marche avec un guide berbère par le col de Tamatert et le long des canaux d'irrigation d'Aroumd et de Tacheddirt, entre orge en terrasses et maisons de terre aux toits plats.",
          "Eine Tageswanderung mit einem Berber-Bergführer über den Tamatert-Pass und an den Bewässerungskanälen von Aroumd und Tacheddirt entlang, zwischen Gerstenterrassen und Lehmhäusern mit Flachdach.",
        ],
      ],
    ],
  },
  "MAR Aït Benhaddou": {
    days: [
      [
        "see",
        [
          "Aït Benhaddou: the ksar on the Ounila",
          "Aït Benhaddou: lo ksar sull'Ounila",
          "Aït Benhaddou: el ksar junto al Ounila",
          "Aït Benhaddou : le ksar sur l'Ounila",
          "Aït Benhaddou: der Ksar am Ounila",
        ],
        [
          "Across the Ounila river on stepping stones into the fortified earthen village, up its lanes between kasbahs to the old granary on the hilltop, with views over the valley used in Gladiator and Lawrence of Arabia.",
          "Oltre il fiume Ounila sui sassi fino al villaggio fortificato di terra cruda, su per i vicoli tra le kasbah fino all'antico granaio in cima al colle, sulla valle dove si girarono Il gladiatore e Lawrence d'Arabia.",
          "Se cruza el río Ounila sobre piedras hasta el pueblo fortificado de adobe y se sube entre kasbas hasta el antiguo granero de la cima, sobre el valle donde se rodaron Gladiator y Lawrence de Arabia.",
          "Traversée de l'Ounila sur des pierres jusqu'au village fortifié en terre, puis montée entre les kasbahs jusqu'à l'ancien grenier au sommet, face à la vallée où furent tournés Gladiator et Lawrence d'Arabie.",
          "Über Trittsteine durch den Ounila in das befestigte Lehmdorf, zwischen Kasbahs hinauf zum alten Speicher auf dem Hügel, mit Blick über das Tal, in dem Gladiator und Lawrence von Arabien gedreht wurden.",
        ],
      ],
    ],
  },
  "MAR Ouarzazate": {
    days: [
      [
        "see",
        [
          "Ouarzazate: Taourirt Kasbah and the film studios",
          "Ouarzazate: la kasbah di Taourirt e gli studi del cinema",
          "Ouarzazate: la kasba de Taourirt y los estudios de cine",
          "Ouarzazate : la kasbah de Taourirt et les studios",
          "Ouarzazate: Kasbah Taourirt und die Filmstudios",
        ],
        [
          "The Glaoui family's Taourirt Kasbah, a maze of earthen rooms with painted ceilings, then the Atlas Studios on the edge of town, where desert sets of Egyptian temples and Tibetan monasteries still stand.",
          "La kasbah di Taourirt della famiglia Glaoui, un dedalo di stanze di terra dai soffitti dipinti, poi gli Atlas Studios alle porte della città, dove restano in piedi set di templi egizi e monasteri tibetani.",
          "La kasba de Taourirt de la familia Glaoui, un laberinto de salas de adobe con techos pintados, y después los Atlas Studios a las afueras, con decorados de templos egipcios y monasterios tibetanos aún en pie.",
          "La kasbah de Taourirt de la famille Glaoui, dédale de pièces en terre aux plafonds peints, puis les Atlas Studios aux portes de la ville, où se dressent encore des décors de temples égyptiens et de monastères tibétains.",
          "Die Kasbah Taourirt der Glaoui-Familie, ein Labyrinth aus Lehmräumen mit bemalten Decken, dann die Atlas Studios am Stadtrand, wo noch Kulissen ägyptischer Tempel und tibetischer Klöster stehen.",
        ],
      ],
      [
        "food",
        [
          "Ouarzazate: the Skoura palm grove and a Berber kitchen",
          "Ouarzazate: il palmeto di Skoura e una cucina berbera",
          "Ouarzazate: el palmeral de Skoura y una cocina bereber",
          "Ouarzazate : la palmeraie de Skoura et une cuisine berbère",
          "Ouarzazate: der Palmenhain von Skoura und eine Berberküche",
        ],
        [
          "Among the date palms, almond and olive trees of the Skoura oasis, where a family shows how a tagine and khobz from the earth oven are made, then serves them with dates and mint tea.",
          "Tra palme da dattero, mandorli e ulivi dell'oasi di Skoura, dove una famiglia mostra come si preparano la tajine e il khobz del forno di terra, poi li serve con datteri e tè alla menta.",
          "Entre palmeras datileras, almendros y olivos del oasis de Skoura, donde una familia enseña a preparar el tajín y el khobz del horno de barro y luego los sirve con dátiles y té a la menta.",
          "Parmi les palmiers-dattiers, amandiers et oliviers de l'oasis de Skoura, où une famille montre comment se préparent le tajine et le khobz du four en terre, servis ensuite avec dattes et thé à la menthe.",
          "Zwischen Dattelpalmen, Mandel- und Olivenbäumen der Oase Skoura zeigt eine Familie, wie Tajine und Khobz aus dem Lehmofen entstehen, und serviert sie mit Datteln und Minztee.",
        ],
      ],
    ],
  },
  "MAR Dadès Gorges": {
    days: [
      [
        "see",
        [
          "Dadès Gorges: a walk through the Monkey Fingers",
          "Gole del Dadès: tra le Dita di Scimmia",
          "Gargantas del Dadès: entre los Dedos de Mono",
          "Gorges du Dadès : à travers les Doigts de Singe",
          "Dadès-Schlucht: durch die Affenfinger",
        ],
        [
          "A walk with a local guide into the rounded red rock towers called the Monkey Fingers, squeezing through narrow clefts and coming out above fig orchards and the kasbahs along the Dadès river.",
          "Una camminata con una guida locale tra le torri di roccia rossa chiamate Dita di Scimmia, infilandosi in strette fenditure per sbucare sopra i frutteti di fichi e le kasbah lungo il fiume Dadès.",
          "Una caminata con un guía local entre las torres de roca roja llamadas Dedos de Mono, pasando por estrechas grietas hasta salir sobre las higueras y las kasbas a orillas del río Dadès.",
          "Une marche avec un guide local dans les tours de roche rouge dites Doigts de Singe, en se faufilant par d'étroites failles pour ressortir au-dessus des figuiers et des kasbahs du Dadès.",
          "Mit einem örtlichen Guide zwischen die roten Felstürme der Affenfinger, durch enge Spalten bis über die Feigengärten und Kasbahs am Fluss Dadès.",
        ],
      ],
      [
        "see",
        [
          "Dadès Gorges: the hairpins of Tissadrine",
          "Gole del Dadès: i tornanti di Tissadrine",
          "Gargantas del Dadès: las curvas de Tissadrine",
          "Gorges du Dadès : les lacets de Tissadrine",
          "Dadès-Schlucht: die Serpentinen von Tissadrine",
        ],
        [
          "Up the valley road past Aït Oudinar to the tight hairpin bends of Tissadrine, seen from the café terrace at the top, then on foot into the narrows where the river cuts between sheer walls.",
          "Su per la strada della valle oltre Aït Oudinar fino agli stretti tornanti di Tissadrine, visti dalla terrazza del caffè in alto, poi a piedi nelle strettoie dove il fiume scorre tra pareti a picco.",
          "Valle arriba por la carretera, pasando Aït Oudinar, hasta las cerradas curvas de Tissadrine, vistas desde la terraza del café de arriba, y a pie por los estrechos donde el río corre entre paredes verticales.",
          "Par la route de la vallée après Aït Oudinar jusqu'aux lacets serrés de Tissadrine, vus de la terrasse du café au sommet, puis à pied dans les étroits où la rivière passe entre des parois à pic.",
          "Die Talstraße hinauf an Aït Oudinar vorbei zu den engen Serpentinen von Tissadrine, gesehen von der Caféterrasse oben, dann zu Fuß in die Engstelle, wo der Fluss zwischen senkrechten Wänden fließt.",
        ],
      ],
    ],
  },
  "MAR Todra Gorge": {
    days: [
      [
        "see",
        [
          "Todra Gorge: between the walls",
          "Gole del Todra: tra le pareti",
          "Garganta del Todra: entre las paredes",
          "Gorges du Todra : entre les parois",
          "Todra-Schlucht: zwischen den Wänden",
        ],
        [
          "On foot through the narrowest stretch of the gorge, where limestone cliffs rise some 300 m on either side of a clear stream, then up a side path to the Berber shepherds' plateau above.",
          "A piedi nel tratto più stretto della gola, dove le falesie calcaree salgono per circa 300 m ai lati di un torrente limpido, poi su per un sentiero laterale fino all'altopiano dei pastori berberi.",
          "A pie por el tramo más estrecho de la garganta, donde los acantilados calizos se alzan unos 300 m a ambos lados de un arroyo claro, y después por una senda lateral hasta la meseta de los pastores bereberes.",
          "À pied dans le passage le plus étroit des gorges, où les falaises calcaires s'élèvent à quelque 300 m de part et d'autre d'un ruisseau limpide, puis par un sentier latéral jusqu'au plateau des bergers berbères.",
          "Zu Fuß durch den engsten Abschnitt der Schlucht, wo Kalkwände rund 300 m zu beiden Seiten eines klaren Bachs aufragen, dann auf einem Seitenpfad hinauf zur Hochfläche der Berberhirten.",
        ],
      ],
      [
        "see",
        [
          "Todra Gorge: the palm grove of Tinghir",
          "Gole del Todra: il palmeto di Tinghir",
          "Garganta del Todra: el palmeral de Tinerhir",
          "Gorges du Todra : la palmeraie de Tinghir",
          "Todra-Schlucht: der Palmenhain von Tinghir",
        ],
        [
          "A walk down the oasis of Tinghir at the mouth of the gorge, along irrigation channels between palms and plots of alfalfa, to the old earthen ksar and its former Jewish quarter.",
          "Una passeggiata nell'oasi di Tinghir allo sbocco della gola, lungo i canali d'irrigazione tra palme e campi di erba medica, fino al vecchio ksar di terra e al suo antico quartiere ebraico.",
          "Un paseo por el oasis de Tinerhir a la salida de la garganta, junto a las acequias entre palmeras y parcelas de alfalfa, hasta el viejo ksar de adobe y su antiguo barrio judío.",
          "Une balade dans l'oasis de Tinghir au débouché des gorges, le long des canaux entre palmiers et parcelles de luzerne, jusqu'au vieux ksar de terre et à son ancien quartier juif.",
          "Ein Gang durch die Oase Tinghir am Ausgang der Schlucht, an Bewässerungskanälen zwischen Palmen und Luzernefeldern entlang bis zum alten Lehm-Ksar und seinem früheren jüdischen Viertel.",
        ],
      ],
    ],
  },
  "MAR Merzouga": {
    days: [
      [
        "see",
        [
          "Merzouga: Gnawa music in Khamlia",
          "Merzouga: la musica gnawa di Khamlia",
          "Merzouga: la música gnawa de Khamlia",
          "Merzouga : la musique gnaoua de Khamlia",
          "Merzouga: Gnawa-Musik in Khamlia",
        ],
        [
          "In the village of Khamlia, descendants of West African families play Gnawa music with iron castanets and drums; then to the seasonal lake of Dayet Srji, where flamingos sometimes feed.",
          "Nel villaggio di Khamlia i discendenti di famiglie dell'Africa occidentale suonano la musica gnawa con nacchere di ferro e tamburi; poi al lago stagionale di Dayet Srji, dove a volte si posano i fenicotteri.",
          "En la aldea de Khamlia, descendientes de familias de África occidental tocan música gnawa con castañuelas de hierro y tambores; después, al lago estacional de Dayet Srji, donde a veces se posan flamencos.",
          "Au village de Khamlia, des descendants de familles d'Afrique de l'Ouest jouent la musique gnaoua aux crotales de fer et aux tambours ; puis le lac saisonnier de Dayet Srji, où viennent parfois des flamants.",
          "Im Dorf Khamlia spielen Nachfahren westafrikanischer Familien Gnawa-Musik mit eisernen Kastagnetten und Trommeln; danach zum saisonalen See Dayet Srji, an dem manchmal Flamingos fressen.",
        ],
      ],
      [
        "food",
        [
          "Merzouga: medfouna, the stuffed bread of the desert",
          "Merzouga: la medfouna, il pane ripieno del deserto",
          "Merzouga: la medfouna, el pan relleno del desierto",
          "Merzouga : la medfouna, pain farci du désert",
          "Merzouga: Medfouna, das gefüllte Brot der Wüste",
        ],
        [
          "Medfouna, flatbread filled with spiced meat, onion and egg and baked in hot sand or a village oven, made with a family at the edge of the dunes and eaten with dates and sweet mint tea.",
          "La medfouna, pane piatto ripieno di carne speziata, cipolla e uovo cotto nella sabbia rovente o nel forno del villaggio, preparata con una famiglia ai margini delle dune e servita con datteri e tè alla menta.",
          "La medfouna, pan plano relleno de carne especiada, cebolla y huevo que se cuece en la arena caliente o en el horno del pueblo, preparada con una familia junto a las dunas y servida con dátiles y té a la menta.",
          "La medfouna, galette farcie de viande épicée, d'oignon et d'œuf cuite dans le sable brûlant ou au four du village, préparée avec une famille au pied des dunes et servie avec dattes et thé à la menthe.",
          "Medfouna, Fladenbrot mit gewürztem Fleisch, Zwiebeln und Ei, im heißen Sand oder im Dorfofen gebacken, zubereitet mit einer Familie am Dünenrand und serviert mit Datteln und süßem Minztee.",
        ],
      ],
    ],
  },
  "MAR Erg Chebbi": {
    days: [
      [
        "see",
        [
          "Erg Chebbi: by camel to a desert camp",
          "Erg Chebbi: a dorso di dromedario fino al campo",
          "Erg Chebbi: en dromedario hasta el campamento",
          "Erg Chebbi : à dos de dromadaire jusqu'au bivouac",
          "Erg Chebbi: mit Dromedaren ins Wüstencamp",
        ],
        [
          "In the late afternoon the caravan leaves the edge of the erg with its Amazigh camel drivers, crosses the orange dunes to a camp of tents and watches the sun set from a ridge of sand.",
          "Nel tardo pomeriggio la carovana lascia il margine dell'erg con i cammellieri amazigh, attraversa le dune arancioni fino a un campo di tende e guarda il tramonto da una cresta di sabbia.",
          "A última hora de la tarde la caravana deja el borde del erg con sus camelleros amazigh, cruza las dunas anaranjadas hasta un campamento de jaimas y ve ponerse el sol desde una cresta de arena.",
          "En fin d'après-midi la caravane quitte la lisière de l'erg avec ses chameliers amazighs, traverse les dunes orangées jusqu'à un bivouac de tentes et regarde le soleil se coucher depuis une crête de sable.",
          "Am späten Nachmittag verlässt die Karawane mit ihren amazighischen Kameltreibern den Rand des Erg, zieht über orange Dünen zu einem Zeltcamp und sieht von einem Sandkamm die Sonne untergehen.",
        ],
      ],
      [
        "see",
        [
          "Erg Chebbi: dawn on the high dune and nomad tents",
          "Erg Chebbi: l'alba sulla grande duna e le tende nomadi",
          "Erg Chebbi: amanecer en la gran duna y jaimas nómadas",
          "Erg Chebbi : l'aube sur la grande dune et les tentes nomades",
          "Erg Chebbi: Morgen auf der hohen Düne und Nomadenzelte",
        ],
        [
          "A climb in the dark up one of the highest dunes of the erg for sunrise over the Algerian border, then by 4x4 around the sand sea to a nomad family's tent and an old lead mine at Mifis.",
          "Salita al buio su una delle dune più alte dell'erg per l'alba verso il confine algerino, poi in fuoristrada intorno al mare di sabbia fino alla tenda di una famiglia nomade e a una vecchia miniera di piombo a Mifis.",
          "Subida a oscuras a una de las dunas más altas del erg para ver amanecer hacia la frontera argelina, y luego en 4x4 alrededor del mar de arena hasta la jaima de una familia nómada y una vieja mina de plomo en Mifis.",
          "Montée de nuit sur l'une des plus hautes dunes de l'erg pour le lever du soleil vers la frontière algérienne, puis en 4x4 autour de la mer de sable jusqu'à la tente d'une famille nomade et une ancienne mine de plomb à Mifis.",
          "Im Dunkeln hinauf auf eine der höchsten Dünen des Erg zum Sonnenaufgang über der algerischen Grenze, dann im Geländewagen um das Sandmeer zum Zelt einer Nomadenfamilie und zu einer alten Bleimine bei Mifis.",
        ],
      ],
    ],
  },
  "MAR Midelt": {
    days: [
      [
        "see",
        [
          "Midelt: the Cirque de Jaffar and Kasbah Myriem",
          "Midelt: il circo di Jaffar e la kasbah Myriem",
          "Midelt: el circo de Jaffar y la kasba Myriem",
          "Midelt : le cirque de Jaffar et la kasbah Myriem",
          "Midelt: der Kessel von Jaffar und die Kasbah Myriem",
        ],
        [
          "A drive on the dirt track into the Cirque de Jaffar under the cedar slopes of Jebel Ayachi, and a visit to the embroidery workshop where Berber women work beside the Kasbah Myriem monastery.",
          "Un giro sulla pista sterrata nel circo di Jaffar sotto i pendii di cedri del Jebel Ayachi, e visita al laboratorio di ricamo dove lavorano donne berbere accanto al monastero della kasbah Myriem.",
          "Un recorrido por la pista de tierra del circo de Jaffar bajo las laderas de cedros del Jebel Ayachi y una visita al taller de bordado donde trabajan mujeres bereberes junto al monasterio de la kasba Myriem.",
          "Une piste dans le cirque de Jaffar sous les pentes de cèdres du Jebel Ayachi, puis l'atelier de broderie où travaillent des femmes berbères près du monastère de la kasbah Myriem.",
          "Auf der Piste in den Kessel von Jaffar unter den Zedernhängen des Jebel Ayachi, dann in die Stickereiwerkstatt, in der Berberfrauen neben dem Kloster der Kasbah Myriem arbeiten.",
        ],
      ],
      [
        "food",
        [
          "Midelt: apple orchards and the souk",
          "Midelt: meleti e souk",
          "Midelt: manzanares y zoco",
          "Midelt : vergers de pommiers et souk",
          "Midelt: Apfelgärten und Souk",
        ],
        [
          "Midelt calls itself the apple capital of Morocco: a walk through the orchards of the high plain with a grower, then the town's souk for dried fruit, almonds and a lunch of kefta grilled to order.",
          "Midelt si dice capitale marocchina delle mele: una passeggiata nei meleti dell'altopiano con un coltivatore, poi il souk della città per frutta secca, mandorle e un pranzo di kefta alla griglia.",
          "Midelt se llama a sí misma capital de la manzana de Marruecos: paseo por los manzanares de la meseta con un productor y después el zoco para fruta seca, almendras y un almuerzo de kefta a la brasa.",
          "Midelt se dit capitale marocaine de la pomme : balade dans les vergers du haut plateau avec un producteur, puis le souk pour les fruits secs, les amandes et un déjeuner de kefta grillée à la demande.",
          "Midelt nennt sich Marokkos Apfelhauptstadt: ein Gang durch die Obstgärten der Hochebene mit einem Bauern, dann in den Souk zu Trockenobst, Mandeln und frisch gegrillter Kefta.",
        ],
      ],
    ],
  },
  "MAR Fès": {
    days: [
      [
        "see",
        [
          "Fès: the medina of Fès el-Bali",
          "Fès: la medina di Fès el-Bali",
          "Fez: la medina de Fez el-Bali",
          "Fès : la médina de Fès el-Bali",
          "Fès: die Medina Fès el-Bali",
        ],
        [
          "Through Bab Bou Jeloud down the Talaa Kebira to the Bou Inania and Al-Attarine madrasas, the door of the Qarawiyyin and the Chouara tannery, seen from a leather shop's terrace.",
          "Da Bab Bou Jeloud giù per la Talaa Kebira fino alle madrase Bou Inania e Al-Attarine, alla porta della Qarawiyyin e alla conceria Chouara, vista dalla terrazza di una bottega di pellami.",
          "Por Bab Bou Jeloud y la Talaa Kebira hasta las madrasas Bou Inania y Al-Attarine, la puerta de la Qarawiyyin y la curtiduría Chouara, vista desde la terraza de una tienda de cuero.",
          "Par Bab Bou Jeloud et la Talaa Kebira jusqu'aux médersas Bou Inania et Al-Attarine, à la porte de la Qaraouiyine et à la tannerie Chouara, vue de la terrasse d'une boutique de cuir.",
          "Durch das Bab Bou Jeloud die Talaa Kebira hinab zu den Medresen Bou Inania und Al-Attarine, zum Tor der Qarawiyyin und zur Gerberei Chouara, gesehen von der Terrasse eines Lederladens.",
        ],
      ],
      [
        "see",
        [
          "Fès: Fès el-Jdid and the Merinid Tombs",
          "Fès: Fès el-Jdid e le tombe merinidi",
          "Fez: Fez el-Yedid y las tumbas meriníes",
          "Fès : Fès el-Jdid et les tombeaux mérinides",
          "Fès: Fès el-Jdid und die Merinidengräber",
        ],
        [
          "The brass gates of the Royal Palace, the Mellah with its wooden balconies and old Jewish cemetery, then up to the Merinid Tombs for the view over the whole medina at dusk.",
          "Le porte di ottone del Palazzo Reale, la Mellah con i balconi di legno e il vecchio cimitero ebraico, poi su alle tombe merinidi per la vista su tutta la medina al tramonto.",
          "Las puertas de latón del Palacio Real, la Mellah con sus balcones de madera y el viejo cementerio judío, y después arriba a las tumbas meriníes para ver toda la medina al atardecer.",
          "Les portes de laiton du Palais royal, le Mellah et ses balcons de bois, le vieux cimetière juif, puis les tombeaux mérinides pour la vue sur toute la médina au crépuscule.",
          "Die Messingtore des Königspalasts, die Mellah mit Holzbalkonen und altem jüdischem Friedhof, dann hinauf zu den Merinidengräbern mit Blick über die ganze Medina in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Fès: bessara, pastilla and khlii",
          "Fès: bessara, pastilla e khlii",
          "Fez: bessara, pastela y khlii",
          "Fès : bessara, pastilla et khlii",
          "Fès: Bessara, Pastilla und Khlii",
        ],
        [
          "Bessara, fava bean soup with olive oil and cumin, at a medina breakfast stall, khlii preserved beef in the stalls of the Rcif market, and Fassi pastilla, both sweet and salty, in a family riad.",
          "La bessara, zuppa di fave con olio e cumino, a un banco da colazione della medina, il khlii di manzo conservato al mercato di Rcif e la pastilla fassi, dolce e salata, in un riad di famiglia.",
          "La bessara, sopa de habas con aceite y comino, en un puesto de desayunos de la medina, el khlii de ternera en conserva en el mercado de Rcif y la pastela fasí, dulce y salada, en un riad familiar.",
          "La bessara, soupe de fèves à l'huile et au cumin, à une échoppe du matin de la médina, le khlii de bœuf confit au marché du Rcif et la pastilla fassie, sucrée-salée, dans un riad familial.",
          "Bessara, Saubohnensuppe mit Olivenöl und Kreuzkümmel, an einem Frühstücksstand der Medina, eingelegtes Rindfleisch Khlii auf dem Markt Rcif und süß-salzige Fassi-Pastilla in einem Familienriad.",
        ],
      ],
    ],
  },
  "MAR Volubilis": {
    days: [
      [
        "see",
        [
          "Volubilis: the Roman city and Moulay Idriss",
          "Volubilis: la città romana e Moulay Idriss",
          "Volubilis: la ciudad romana y Mulay Idrís",
          "Volubilis : la cité romaine et Moulay Idriss",
          "Volubilis: die Römerstadt und Moulay Idriss",
        ],
        [
          "The floor mosaics of the House of Orpheus and the twelve tasks of Hercules, the basilica, the Capitol and the Arch of Caracalla, then the white holy town of Moulay Idriss on its hills.",
          "I mosaici della Casa di Orfeo e della Casa delle Fatiche di Ercole, la basilica, il Campidoglio e l'arco di Caracalla, poi la città santa e bianca di Moulay Idriss sulle sue colline.",
          "Los mosaicos de la Casa de Orfeo y de la Casa de los Trabajos de Hércules, la basílica, el Capitolio y el arco de Caracalla, y luego la blanca ciudad santa de Mulay Idrís sobre sus colinas.",
          "Les mosaïques de la maison d'Orphée et de celle des Travaux d'Hercule, la basilique, le Capitole et l'arc de Caracalla, puis la ville sainte et blanche de Moulay Idriss sur ses collines.",
          "Die Mosaiken im Haus des Orpheus und im Haus der Arbeiten des Herkules, Basilika, Kapitol und Caracalla-Bogen, dann die weiße heilige Stadt Moulay Idriss auf ihren Hügeln.",
        ],
      ],
    ],
  },
  "MAR Meknès": {
    days: [
      [
        "see",
        [
          "Meknès: Bab Mansour and Moulay Ismail's granaries",
          "Meknès: Bab Mansour e i granai di Moulay Ismail",
          "Mequinez: Bab Mansur y los graneros de Mulay Ismail",
          "Meknès : Bab Mansour et les greniers de Moulay Ismaïl",
          "Meknès: Bab Mansour und die Speicher Moulay Ismails",
        ],
        [
          "From the tiled gate of Bab Mansour and Place el-Hedim to the mausoleum of Moulay Ismail, then the vast Heri es-Souani granaries and stables beside the Agdal basin.",
          "Dalla porta di maioliche di Bab Mansour e piazza el-Hedim al mausoleo di Moulay Ismail, poi gli immensi granai e scuderie di Heri es-Souani accanto al bacino dell'Agdal.",
          "De la puerta de azulejos de Bab Mansur y la plaza el-Hedim al mausoleo de Mulay Ismail, y luego los enormes graneros y cuadras de Heri es-Suani junto al estanque del Agdal.",
          "De la porte en zelliges de Bab Mansour et la place el-Hedim au mausolée de Moulay Ismaïl, puis les immenses greniers et écuries de Heri es-Souani près du bassin de l'Agdal.",
          "Vom gefliesten Tor Bab Mansour und dem Platz el-Hedim zum Mausoleum Moulay Ismails, dann zu den riesigen Speichern und Ställen von Heri es-Souani am Agdal-Becken.",
        ],
      ],
      [
        "food",
        [
          "Meknès: olives and the wines of Guerrouane",
          "Meknès: olive e vini di Guerrouane",
          "Mequinez: aceitunas y vinos de Guerrouane",
          "Meknès : olives et vins de Guerrouane",
          "Meknès: Oliven und Weine aus Guerrouane",
        ],
        [
          "The olive stalls of the covered market off Place el-Hedim, piled with green, violet and black olives in their marinades, then a winery of the Guerrouane appellation in the hills outside town.",
          "I banchi di olive del mercato coperto accanto a piazza el-Hedim, colmi di olive verdi, viola e nere nelle loro marinate, poi una cantina della denominazione Guerrouane sulle colline fuori città.",
          "Los puestos de aceitunas del mercado cubierto junto a la plaza el-Hedim, llenos de aceitunas verdes, moradas y negras en sus adobos, y luego una bodega de la denominación Guerrouane en las colinas.",
          "Les étals d'olives du marché couvert près de la place el-Hedim, vertes, violettes et noires dans leurs marinades, puis un domaine de l'appellation Guerrouane sur les collines hors de la ville.",
          "Die Olivenstände der Markthalle am Platz el-Hedim, grüne, violette und schwarze Oliven in ihren Marinaden, dann ein Weingut der Appellation Guerrouane in den Hügeln vor der Stadt.",
        ],
      ],
    ],
  },
  "MAR Chefchaouen": {
    days: [
      [
        "see",
        [
          "Chefchaouen: the blue medina and the Spanish Mosque",
          "Chefchaouen: la medina blu e la moschea spagnola",
          "Chefchaouen: la medina azul y la mezquita española",
          "Chefchaouen : la médina bleue et la mosquée espagnole",
          "Chefchaouen: die blaue Medina und die Spanische Moschee",
        ],
        [
          "Through the blue-washed lanes to Plaza Outa el-Hammam and the kasbah's garden, past the Ras el-Maa spring where women wash wool, and up the path to the Spanish Mosque for sunset over the town.",
          "Tra i vicoli dipinti d'azzurro fino alla piazza Outa el-Hammam e al giardino della kasbah, oltre la sorgente di Ras el-Maa dove si lava la lana, e su fino alla moschea spagnola per il tramonto sulla città.",
          "Por las callejuelas encaladas de azul hasta la plaza Uta el-Hammam y el jardín de la alcazaba, junto al manantial de Ras el-Maa donde se lava la lana, y arriba hasta la mezquita española al atardecer.",
          "Par les ruelles passées au bleu jusqu'à la place Outa el-Hammam et au jardin de la kasbah, près de la source de Ras el-Maa où l'on lave la laine, puis le sentier de la mosquée espagnole pour le coucher du soleil.",
          "Durch die blau getünchten Gassen zum Platz Outa el-Hammam und zum Garten der Kasbah, an der Quelle Ras el-Maa vorbei, wo Wolle gewaschen wird, und hinauf zur Spanischen Moschee zum Sonnenuntergang.",
        ],
      ],
      [
        "food",
        [
          "Chefchaouen: Rif goat cheese and bissara",
          "Chefchaouen: formaggio di capra del Rif e bissara",
          "Chefchaouen: queso de cabra del Rif y bisara",
          "Chefchaouen : fromage de chèvre du Rif et bissara",
          "Chefchaouen: Ziegenkäse aus dem Rif und Bissara",
        ],
        [
          "Fresh goat cheese, jben, sold by Rif women in straw hats at the market, bissara soup of split fava beans, and a tagine of goat with prunes in a house of the medina.",
          "Il jben, formaggio fresco di capra venduto al mercato dalle donne del Rif con i cappelli di paglia, la zuppa bissara di fave secche e una tajine di capretto con prugne in una casa della medina.",
          "El jben, queso fresco de cabra que venden en el mercado las mujeres del Rif con sombreros de paja, la sopa bisara de habas secas y un tajín de cabrito con ciruelas en una casa de la medina.",
          "Le jben, fromage de chèvre frais vendu au marché par les femmes du Rif en chapeau de paille, la soupe bissara de fèves sèches et un tajine de chevreau aux pruneaux dans une maison de la médina.",
          "Frischer Ziegenkäse Jben, den Rif-Frauen mit Strohhüten auf dem Markt verkaufen, Bissara-Suppe aus getrockneten Saubohnen und eine Zicklein-Tajine mit Backpflaumen in einem Haus der Medina.",
        ],
      ],
    ],
  },
  "MAR Rabat": {
    days: [
      [
        "see",
        [
          "Rabat: the Kasbah of the Udayas and the Hassan Tower",
          "Rabat: la kasbah degli Udaya e la torre Hassan",
          "Rabat: la alcazaba de los Udayas y la torre Hassan",
          "Rabat : la kasbah des Oudayas et la tour Hassan",
          "Rabat: die Kasbah der Udayas und der Hassan-Turm",
        ],
        [
          "The white and blue lanes of the Kasbah of the Udayas above the river mouth, its Andalusian garden, then the unfinished Hassan Tower and the Mausoleum of Mohammed V with its mounted guards.",
          "I vicoli bianchi e blu della kasbah degli Udaya sopra la foce del fiume, il suo giardino andaluso, poi la torre Hassan rimasta incompiuta e il mausoleo di Mohammed V con le guardie a cavallo.",
          "Las callejuelas blancas y azules de la alcazaba de los Udayas sobre la desembocadura, su jardín andalusí, y después la inacabada torre Hassan y el mausoleo de Mohamed V con su guardia a caballo.",
          "Les ruelles blanches et bleues de la kasbah des Oudayas au-dessus de l'embouchure, son jardin andalou, puis la tour Hassan inachevée et le mausolée Mohammed V et sa garde à cheval.",
          "Die weiß-blauen Gassen der Kasbah der Udayas über der Flussmündung, ihr andalusischer Garten, dann der unvollendete Hassan-Turm und das Mausoleum Mohammeds V. mit berittener Wache.",
        ],
      ],
      [
        "see",
        [
          "Rabat: the Chellah and the medina",
          "Rabat: lo Chellah e la medina",
          "Rabat: el Chellah y la medina",
          "Rabat : le Chellah et la médina",
          "Rabat: die Chellah und die Medina",
        ],
        [
          "The walled necropolis of the Chellah, with Roman streets, Merinid tombs and storks nesting on the minaret, then the calm souks of the medina and the Mohammed VI Museum of Modern Art.",
          "La necropoli murata dello Chellah, con strade romane, tombe merinidi e cicogne che nidificano sul minareto, poi i souk tranquilli della medina e il Museo Mohammed VI d'arte moderna.",
          "La necrópolis amurallada del Chellah, con calles romanas, tumbas meriníes y cigüeñas anidando en el alminar, y luego los tranquilos zocos de la medina y el Museo Mohamed VI de Arte Moderno.",
          "La nécropole fortifiée du Chellah, avec ses rues romaines, ses tombeaux mérinides et ses cigognes nichées sur le minaret, puis les souks paisibles de la médina et le musée Mohammed VI d'art moderne.",
          "Die ummauerte Nekropole Chellah mit römischen Straßen, Merinidengräbern und Störchen auf dem Minarett, dann die ruhigen Souks der Medina und das Museum Mohammed VI für moderne Kunst.",
        ],
      ],
      [
        "food",
        [
          "Rabat: rfissa and mint tea at Café Maure",
          "Rabat: rfissa e tè alla menta al Café Maure",
          "Rabat: rfisa y té a la menta en el Café Maure",
          "Rabat : rfissa et thé à la menthe au Café Maure",
          "Rabat: Rfissa und Minztee im Café Maure",
        ],
        [
          "The fish and spice stalls of the Marché Central, a lunch of rfissa, chicken and lentils on shredded msemen, and mint tea with almond cornes de gazelle at the Café Maure in the kasbah garden.",
          "I banchi di pesce e spezie del Marché Central, un pranzo di rfissa, pollo e lenticchie su msemen sfilacciato, e tè alla menta con i dolci di mandorla cornes de gazelle al Café Maure nel giardino della kasbah.",
          "Los puestos de pescado y especias del Marché Central, un almuerzo de rfisa, pollo con lentejas sobre msemen desmenuzado, y té a la menta con cuernos de gacela en el Café Maure del jardín de la alcazaba.",
          "Les étals de poisson et d'épices du Marché central, un déjeuner de rfissa, poulet et lentilles sur msemen effiloché, puis thé à la menthe et cornes de gazelle au Café Maure, dans le jardin de la kasbah.",
          "Fisch- und Gewürzstände im Marché Central, mittags Rfissa, Huhn mit Linsen auf zerzupftem Msemen, und Minztee mit Mandel-Gazellenhörnchen im Café Maure im Garten der Kasbah.",
        ],
      ],
    ],
  },
  "MAR Essaouira": {
    days: [
      [
        "see",
        [
          "Essaouira: the Skala and the fishing port",
          "Essaouira: la Skala e il porto dei pescatori",
          "Essaouira: la Skala y el puerto pesquero",
          "Essaouira : la Skala et le port de pêche",
          "Essaouira: die Skala und der Fischerhafen",
        ],
        [
          "Along the cannons of the Skala ramparts above the Atlantic, into the medina's thuya-wood workshops, then to the port where blue boats unload sardines and the catch is grilled at the quay.",
          "Lungo i cannoni dei bastioni della Skala sull'Atlantico, nelle botteghe di legno di tuia della medina, poi al porto dove le barche blu scaricano sardine e il pescato si griglia sul molo.",
          "Junto a los cañones de la muralla de la Skala sobre el Atlántico, por los talleres de madera de tuya de la medina y hasta el puerto, donde las barcas azules descargan sardinas que se asan en el muelle.",
          "Le long des canons des remparts de la Skala face à l'Atlantique, dans les ateliers de thuya de la médina, puis au port où les barques bleues débarquent les sardines grillées sur le quai.",
          "An den Kanonen der Skala-Wälle über dem Atlantik entlang, in die Thujaholz-Werkstätten der Medina, dann zum Hafen, wo blaue Boote Sardinen ausladen, die am Kai gegrillt werden.",
        ],
      ],
      [
        "beach",
        [
          "Essaouira: wind and waves on the bay",
          "Essaouira: vento e onde nella baia",
          "Essaouira: viento y olas en la bahía",
          "Essaouira : vent et vagues dans la baie",
          "Essaouira: Wind und Wellen in der Bucht",
        ],
        [
          "A surf lesson on the long sandy bay south of the medina, where the steady trade wind also brings kitesurfers, or a ride down the coast to the point break of Sidi Kaouki.",
          "Una lezione di surf nella lunga baia sabbiosa a sud della medina, dove il vento costante richiama anche i kitesurfisti, o un'escursione lungo la costa fino al point break di Sidi Kaouki.",
          "Una clase de surf en la larga bahía de arena al sur de la medina, donde el viento constante atrae también a los kitesurfistas, o una escapada por la costa hasta la ola de Sidi Kaouki.",
          "Un cours de surf dans la longue baie de sable au sud de la médina, où le vent régulier attire aussi les kitesurfeurs, ou une virée le long de la côte jusqu'au spot de Sidi Kaouki.",
          "Eine Surfstunde in der langen Sandbucht südlich der Medina, wo der stetige Wind auch Kitesurfer anzieht, oder ein Ausflug die Küste hinunter zum Pointbreak von Sidi Kaouki.",
        ],
      ],
    ],
  },
  "MAR Taghazout": {
    days: [
      [
        "beach",
        [
          "Taghazout: surf at Anchor Point and Banana Beach",
          "Taghazout: surf ad Anchor Point e Banana Beach",
          "Taghazout: surf en Anchor Point y Banana Beach",
          "Taghazout : surf à Anchor Point et Banana Beach",
          "Taghazout: Surfen an Anchor Point und Banana Beach",
        ],
        [
          "Beginners take their lesson in the soft waves of Banana Beach and the beach breaks of Tamraght, while stronger surfers paddle out at Anchor Point, the long right-hand break at the north end of the village.",
          "I principianti fanno lezione sulle onde morbide di Banana Beach e delle spiagge di Tamraght, mentre i surfisti esperti escono ad Anchor Point, la lunga destra all'estremità nord del villaggio.",
          "Los principiantes dan su clase en las olas suaves de Banana Beach y las playas de Tamraght, mientras los más expertos reman en Anchor Point, la larga derecha del extremo norte del pueblo.",
          "Les débutants prennent leur cours dans les vagues douces de Banana Beach et des plages de Tamraght, les plus aguerris rament à Anchor Point, la longue droite au nord du village.",
          "Anfänger lernen in den sanften Wellen von Banana Beach und den Stränden von Tamraght, Geübte paddeln am Anchor Point hinaus, der langen Rechtswelle am Nordende des Dorfs.",
        ],
      ],
      [
        "see",
        [
          "Taghazout: Paradise Valley",
          "Taghazout: la Paradise Valley",
          "Taghazout: el Paradise Valley",
          "Taghazout : la vallée du Paradis",
          "Taghazout: das Paradise Valley",
        ],
        [
          "Inland into the foothills of the Atlas to Paradise Valley, a palm-lined gorge of the Tamraght river with turquoise rock pools for a swim, and argan trees where goats climb into the branches.",
          "Nell'entroterra, ai piedi dell'Atlante, fino alla Paradise Valley, gola del fiume Tamraght tra le palme con pozze turchesi dove nuotare, e alberi di argan dove le capre salgono sui rami.",
          "Hacia el interior, al pie del Atlas, hasta el Paradise Valley, garganta del río Tamraght bordeada de palmeras con pozas turquesa para bañarse y arganes en cuyas ramas trepan las cabras.",
          "Vers l'intérieur, au pied de l'Atlas, jusqu'à la vallée du Paradis, gorge de l'oued Tamraght bordée de palmiers aux vasques turquoise pour se baigner, et arganiers où grimpent les chèvres.",
          "Ins Hinterland am Fuß des Atlas zum Paradise Valley, einer palmengesäumten Schlucht des Tamraght mit türkisen Felsbecken zum Baden und Arganbäumen, in deren Äste Ziegen klettern.",
        ],
      ],
    ],
  },
  "TUN Tunis": {
    days: [
      [
        "see",
        [
          "Tunis: the medina and the Zitouna Mosque",
          "Tunisi: la medina e la moschea Zitouna",
          "Túnez: la medina y la mezquita Zitouna",
          "Tunis : la médina et la mosquée Zitouna",
          "Tunis: die Medina und die Zitouna-Moschee",
        ],
        [
          "From the Bab el-Bhar gate up to the Zitouna Mosque, whose courtyard visitors see from the gallery, through the perfume souk and the chechia makers to the old palace of Dar Ben Abdallah.",
          "Dalla porta di Bab el-Bhar fino alla moschea Zitouna, il cui cortile si vede dalla galleria, attraverso il souk dei profumi e i fabbricanti di chechia fino al palazzo di Dar Ben Abdallah.",
          "De la puerta de Bab el-Bhar a la mezquita Zitouna, cuyo patio se ve desde la galería, por el zoco de los perfumes y los artesanos de la chechia hasta el palacio de Dar Ben Abdallah.",
          "De la porte de France à la mosquée Zitouna, dont la cour se voit depuis la galerie, par le souk des parfums et les chaouachis qui font la chéchia, jusqu'au palais de Dar Ben Abdallah.",
          "Vom Tor Bab el-Bhar zur Zitouna-Moschee, deren Hof man von der Galerie aus sieht, durch den Parfümsouk und die Werkstätten der Chechia-Macher zum Palast Dar Ben Abdallah.",
        ],
      ],
      [
        "see",
        [
          "Tunis: the Bardo mosaics and Avenue Bourguiba",
          "Tunisi: i mosaici del Bardo e l'avenue Bourguiba",
          "Túnez: los mosaicos del Bardo y la avenida Burguiba",
          "Tunis : les mosaïques du Bardo et l'avenue Bourguiba",
          "Tunis: die Mosaiken des Bardo und die Avenue Bourguiba",
        ],
        [
          "The Bardo Museum, in a beylical palace, holds the world's richest collection of Roman mosaics, among them Virgil with two Muses; then the French-built boulevard of Avenue Habib Bourguiba.",
          "Il Museo del Bardo, in un palazzo dei bey, custodisce la più ricca collezione al mondo di mosaici romani, tra cui Virgilio con due Muse; poi il viale di epoca francese, l'avenue Habib Bourguiba.",
          "El Museo del Bardo, en un palacio de los beyes, guarda la mayor colección de mosaicos romanos del mundo, entre ellos Virgilio con dos musas; después, el bulevar de época francesa de la avenida Habib Burguiba.",
          "Le musée du Bardo, dans un palais beylical, abrite la plus riche collection de mosaïques romaines au monde, dont Virgile entre deux Muses ; puis le boulevard de l'époque française, l'avenue Habib-Bourguiba.",
          "Das Bardo-Museum in einem Palast der Beys besitzt die reichste Sammlung römischer Mosaiken der Welt, darunter Vergil mit zwei Musen; danach der Boulevard der Kolonialzeit, die Avenue Habib Bourguiba.",
        ],
      ],
      [
        "food",
        [
          "Tunis: brik, lablabi and harissa",
          "Tunisi: brik, lablabi e harissa",
          "Túnez: brik, lablabi y harissa",
          "Tunis : brik, lablabi et harissa",
          "Tunis: Brik, Lablabi und Harissa",
        ],
        [
          "The fish hall and spice stalls of the Marché Central, lablabi chickpea soup poured over bread with harissa and cumin, a crisp brik with a runny egg, and fish couscous in a medina restaurant.",
          "Il mercato del pesce e le spezie del Marché Central, la zuppa di ceci lablabi versata sul pane con harissa e cumino, un brik croccante con l'uovo morbido e cuscus di pesce in un ristorante della medina.",
          "La lonja y las especias del Marché Central, sopa de garbanzos lablabi sobre pan con harissa y comino, un brik crujiente con el huevo líquido y cuscús de pescado en un restaurante de la medina.",
          "La halle aux poissons et les épices du Marché central, le lablabi, soupe de pois chiches versée sur le pain avec harissa et cumin, une brik à l'œuf coulant et un couscous au poisson dans la médina.",
          "Fischhalle und Gewürzstände im Marché Central, Lablabi-Kichererbsensuppe über Brot mit Harissa und Kreuzkümmel, knusprige Brik mit flüssigem Ei und Fischcouscous in einem Lokal der Medina.",
        ],
      ],
    ],
  },
  "TUN Carthage": {
    days: [
      [
        "see",
        [
          "Carthage: Byrsa Hill and the Punic ports",
          "Cartagine: la collina di Byrsa e i porti punici",
          "Cartago: la colina de Byrsa y los puertos púnicos",
          "Carthage : la colline de Byrsa et les ports puniques",
          "Karthago: der Byrsa-Hügel und die punischen Häfen",
        ],
        [
          "The Punic houses and museum on Byrsa Hill, the round basin of the old war port, the Tophet of Salammbô and the seaside Antonine Baths, once the largest Roman baths in Africa.",
          "Le case puniche e il museo sulla collina di Byrsa, il bacino circolare dell'antico porto militare, il tofet di Salammbò e le terme di Antonino sul mare, un tempo le più grandi dell'Africa romana.",
          "Las casas púnicas y el museo de la colina de Byrsa, la dársena circular del antiguo puerto militar, el tofet de Salambó y las termas de Antonino junto al mar, las mayores del África romana.",
          "Les maisons puniques et le musée de la colline de Byrsa, le bassin circulaire de l'ancien port militaire, le tophet de Salammbô et les thermes d'Antonin en bord de mer, les plus grands d'Afrique romaine.",
          "Die punischen Häuser und das Museum auf dem Byrsa-Hügel, das runde Becken des alten Kriegshafens, das Tophet von Salammbô und die Antoninus-Thermen am Meer, einst die größten im römischen Afrika.",
        ],
      ],
    ],
  },
  "TUN Sidi Bou Said": {
    days: [
      [
        "see",
        [
          "Sidi Bou Said: the blue and white village",
          "Sidi Bou Said: il villaggio bianco e blu",
          "Sidi Bou Said: el pueblo blanco y azul",
          "Sidi Bou Said : le village blanc et bleu",
          "Sidi Bou Said: das weiß-blaue Dorf",
        ],
        [
          "Up the cobbled street of white houses with blue doors to mint tea with pine nuts at the Café des Nattes, the Ennejma Ezzahra palace of Baron d'Erlanger and the view over the Gulf of Tunis.",
          "Su per la strada acciottolata di case bianche dalle porte blu fino al tè alla menta con pinoli del Café des Nattes, al palazzo Ennejma Ezzahra del barone d'Erlanger e alla vista sul golfo di Tunisi.",
          "Por la calle empedrada de casas blancas y puertas azules hasta el té con piñones del Café des Nattes, el palacio Ennejma Ezzahra del barón d'Erlanger y la vista sobre el golfo de Túnez.",
          "Par la rue pavée aux maisons blanches et portes bleues jusqu'au thé aux pignons du Café des Nattes, au palais Ennejma Ezzahra du baron d'Erlanger et à la vue sur le golfe de Tunis.",
          "Die gepflasterte Gasse mit weißen Häusern und blauen Türen hinauf zu Minztee mit Pinienkernen im Café des Nattes, zum Palast Ennejma Ezzahra des Barons d'Erlanger und zum Blick über den Golf von Tunis.",
        ],
      ],
    ],
  },
  "TUN Dougga": {
    days: [
      [
        "see",
        [
          "Dougga: the Capitol above the olive groves",
          "Dougga: il Campidoglio sopra gli uliveti",
          "Dougga: el Capitolio sobre los olivares",
          "Dougga : le Capitole au-dessus des oliveraies",
          "Dougga: das Kapitol über den Olivenhainen",
        ],
        [
          "The best kept Roman town of North Africa on its hillside: the Capitol, the Temple of Caelestis, the stone tiers where plays were staged, houses with mosaics and the Libyco-Punic mausoleum.",
          "La città romana meglio conservata del Nordafrica sul suo pendio: il Campidoglio, il tempio di Caelestis, le gradinate di pietra degli spettacoli, case con mosaici e il mausoleo libico-punico.",
          "La ciudad romana mejor conservada del norte de África en su ladera: el Capitolio, el templo de Celestis, las gradas de piedra de los espectáculos, casas con mosaicos y el mausoleo líbico-púnico.",
          "La ville romaine la mieux conservée d'Afrique du Nord sur son coteau : le Capitole, le temple de Caelestis, les gradins de pierre des spectacles, des maisons à mosaïques et le mausolée libyco-punique.",
          "Die besterhaltene Römerstadt Nordafrikas an ihrem Hang: Kapitol, Tempel der Caelestis, steinerne Zuschauerränge, Häuser mit Mosaiken und das libysch-punische Mausoleum.",
        ],
      ],
    ],
  },
  "TUN El Jem": {
    days: [
      [
        "see",
        [
          "El Jem: the Roman arena of Thysdrus",
          "El Jem: l'anfiteatro romano di Thysdrus",
          "El Djem: el anfiteatro romano de Thysdrus",
          "El Jem : l'amphithéâtre romain de Thysdrus",
          "El Djem: das römische Amphitheater von Thysdrus",
        ],
        [
          "Through the tunnels where beasts were kept and up the tiers of the great arena of Thysdrus, one of the largest of the Roman world, then the mosaics of the town's museum and its House of Africa.",
          "Nei sotterranei delle belve e su per le gradinate del grande anfiteatro di Thysdrus, uno dei maggiori del mondo romano, poi i mosaici del museo della città e la sua Casa dell'Africa.",
          "Por las galerías donde se guardaban las fieras y por las gradas del gran anfiteatro de Thysdrus, uno de los mayores del mundo romano, y luego los mosaicos del museo y su Casa de África.",
          "Dans les galeries où l'on gardait les fauves et sur les gradins du grand amphithéâtre de Thysdrus, l'un des plus vastes du monde romain, puis les mosaïques du musée et sa maison d'Africa.",
          "Durch die Gänge, in denen die Tiere warteten, und über die Ränge des großen Amphitheaters von Thysdrus, eines der größten der römischen Welt, dann die Mosaiken des Museums und sein Haus der Africa.",
        ],
      ],
    ],
  },
  "TUN Kairouan": {
    days: [
      [
        "see",
        [
          "Kairouan: the Great Mosque and the Aghlabid Basins",
          "Kairouan: la Grande Moschea e i bacini aghlabidi",
          "Kairuán: la Gran Mezquita y los estanques aglabíes",
          "Kairouan : la Grande Mosquée et les bassins des Aghlabides",
          "Kairouan: die Große Moschee und die Aghlabidenbecken",
        ],
        [
          "The courtyard and square minaret of the Great Mosque of Uqba, the tiled Mausoleum of Sidi Sahab, the round Aghlabid Basins and the old well of Bir Barouta, still turned by a camel.",
          "Il cortile e il minareto quadrato della Grande Moschea di Uqba, il mausoleo maiolicato di Sidi Sahab, i bacini circolari aghlabidi e il vecchio pozzo di Bir Barouta, azionato ancora da un dromedario.",
          "El patio y el alminar cuadrado de la Gran Mezquita de Uqba, el mausoleo de azulejos de Sidi Sahab, los estanques circulares aglabíes y el viejo pozo de Bir Barouta, que aún mueve un dromedario.",
          "La cour et le minaret carré de la Grande Mosquée d'Oqba, le mausolée en faïence de Sidi Sahab, les bassins circulaires des Aghlabides et le vieux puits de Bir Barouta, qu'un dromadaire fait encore tourner.",
          "Hof und quadratisches Minarett der Großen Moschee des Uqba, das gekachelte Mausoleum des Sidi Sahab, die runden Aghlabidenbecken und der alte Brunnen Bir Barouta, den noch ein Dromedar antreibt.",
        ],
      ],
      [
        "food",
        [
          "Kairouan: makroudh from the medina ovens",
          "Kairouan: i makroudh dei forni della medina",
          "Kairuán: makrud de los hornos de la medina",
          "Kairouan : les makroudhs des fours de la médina",
          "Kairouan: Makroudh aus den Öfen der Medina",
        ],
        [
          "The diamond-shaped makroudh, semolina pastry filled with date paste, fried and dipped in honey, made before the group in a medina bakery, then the carpet makers of the souk over mint tea.",
          "I makroudh a losanga, pasta di semola ripiena di pasta di datteri, fritti e immersi nel miele, preparati davanti al gruppo in un forno della medina, poi i tappetai del souk davanti a un tè alla menta.",
          "El makrud en forma de rombo, masa de sémola rellena de pasta de dátiles, frito y bañado en miel, hecho ante el grupo en una pastelería de la medina; después, los alfombreros del zoco con té a la menta.",
          "Le makroudh en losange, pâte de semoule fourrée à la pâte de dattes, frit et trempé dans le miel, préparé devant le groupe dans une pâtisserie de la médina, puis les tapissiers du souk autour d'un thé.",
          "Rautenförmige Makroudh, Grießgebäck mit Dattelfüllung, frittiert und in Honig getaucht, vor der Gruppe in einer Bäckerei der Medina gemacht, dann bei Minztee zu den Teppichhändlern des Souks.",
        ],
      ],
    ],
  },
  "TUN Tozeur": {
    days: [
      [
        "see",
        [
          "Tozeur: the brick lanes of Ouled el-Hadef",
          "Tozeur: i vicoli di mattoni di Ouled el-Hadef",
          "Tozeur: las callejas de ladrillo de Ouled el-Hadef",
          "Tozeur : les ruelles de brique d'Ouled el-Hadef",
          "Tozeur: die Ziegelgassen von Ouled el-Hadef",
        ],
        [
          "The old quarter of Ouled el-Hadef, where yellow bricks are laid in patterns like carpets, then by horse cart through the vast palm grove, watered by springs and shared channels for centuries.",
          "Il vecchio quartiere di Ouled el-Hadef, dove i mattoni gialli disegnano motivi da tappeto, poi in calesse nel grande palmeto irrigato da sorgenti e canali comuni da secoli.",
          "El barrio viejo de Ouled el-Hadef, con ladrillos amarillos dispuestos en dibujos de alfombra, y luego en calesa por el inmenso palmeral, regado desde hace siglos por manantiales y acequias comunes.",
          "Le vieux quartier d'Ouled el-Hadef, aux briques jaunes posées en motifs de tapis, puis en calèche dans l'immense palmeraie, irriguée depuis des siècles par des sources et des canaux partagés.",
          "Das Altstadtviertel Ouled el-Hadef, dessen gelbe Ziegel Teppichmuster bilden, dann mit der Pferdekutsche durch den riesigen Palmenhain, seit Jahrhunderten von Quellen und gemeinsamen Kanälen bewässert.",
        ],
      ],
      [
        "food",
        [
          "Tozeur: deglet nour dates and palm sap",
          "Tozeur: datteri deglet nour e linfa di palma",
          "Tozeur: dátiles deglet nour y savia de palmera",
          "Tozeur : dattes deglet nour et lagmi",
          "Tozeur: Deglet-Nour-Datteln und Palmsaft",
        ],
        [
          "In a palm garden a grower climbs a trunk to show how the translucent deglet nour dates are tended, and pours lagmi, the sweet fresh palm sap; lunch of chakchouka in the shade of the three-tier oasis.",
          "In un giardino del palmeto un coltivatore sale su un tronco per mostrare come si curano i traslucidi datteri deglet nour e versa il lagmi, la linfa dolce di palma; pranzo di chakchouka all'ombra dell'oasi.",
          "En un huerto del palmeral un agricultor trepa a una palmera para mostrar el cuidado de los translúcidos dátiles deglet nour y sirve lagmi, la savia dulce y fresca; almuerzo de chakchuka a la sombra del oasis.",
          "Dans un jardin de la palmeraie, un cultivateur grimpe au tronc pour montrer le soin des dattes translucides deglet nour et sert le lagmi, sève douce du palmier ; déjeuner de chakchouka à l'ombre de l'oasis.",
          "In einem Palmengarten klettert ein Bauer den Stamm hinauf, zeigt die Pflege der durchscheinenden Deglet-Nour-Datteln und schenkt Lagmi aus, süßen Palmsaft; mittags Chakchouka im Schatten der Oase.",
        ],
      ],
    ],
  },
  "TUN Chott el Djerid": {
    days: [
      [
        "see",
        [
          "Chott el Djerid: across the salt lake at sunrise",
          "Chott el Djerid: attraverso il lago salato all'alba",
          "Chott el Djerid: el lago salado al amanecer",
          "Chott el Djerid : le lac salé au lever du soleil",
          "Chott el Djerid: über den Salzsee bei Sonnenaufgang",
        ],
        [
          "Along the causeway that crosses the largest salt pan of the Sahara, stopping to walk on the crust of salt crystals beside pools tinted pink by algae while mirages shimmer on the horizon.",
          "Lungo la strada rialzata che attraversa la più grande distesa salata del Sahara, con soste per camminare sulla crosta di cristalli accanto a pozze tinte di rosa dalle alghe e miraggi all'orizzonte.",
          "Por la calzada que cruza la mayor salina del Sáhara, con paradas para pisar la costra de cristales de sal junto a charcas teñidas de rosa por las algas, con espejismos en el horizonte.",
          "Sur la digue qui traverse la plus grande étendue salée du Sahara, avec des haltes pour marcher sur la croûte de cristaux près de mares teintées de rose par les algues, les mirages à l'horizon.",
          "Auf dem Damm durch die größte Salzpfanne der Sahara, mit Halten, um auf der Kruste aus Salzkristallen neben von Algen rosa gefärbten Tümpeln zu gehen, während am Horizont Luftspiegelungen flimmern.",
        ],
      ],
      [
        "see",
        [
          "Chott el Djerid: Nefta and its Corbeille",
          "Chott el Djerid: Nefta e la sua Corbeille",
          "Chott el Djerid: Nefta y su Corbeille",
          "Chott el Djerid : Nefta et sa Corbeille",
          "Chott el Djerid: Nefta und seine Corbeille",
        ],
        [
          "Nefta, the Sufi town on the edge of the salt lake: its domed shrines, the brick lanes of the old quarters and the Corbeille, a deep hollow of palms fed by springs below the town.",
          "Nefta, la città dei sufi sul bordo del lago salato: i santuari a cupola, i vicoli di mattoni dei quartieri antichi e la Corbeille, una profonda conca di palme nutrita da sorgenti sotto l'abitato.",
          "Nefta, la ciudad sufí a orillas del lago salado: sus santuarios con cúpula, las callejas de ladrillo de los barrios viejos y la Corbeille, una honda hondonada de palmeras alimentada por manantiales.",
          "Nefta, la ville soufie au bord du chott : ses sanctuaires à coupole, les ruelles de brique des vieux quartiers et la Corbeille, profond creux de palmiers nourri par des sources sous la ville.",
          "Nefta, die Sufi-Stadt am Rand des Salzsees: Kuppelheiligtümer, Ziegelgassen der alten Viertel und die Corbeille, eine tiefe, von Quellen gespeiste Palmensenke unterhalb des Orts.",
        ],
      ],
    ],
  },
  "TUN Douz": {
    days: [
      [
        "see",
        [
          "Douz: by camel into the Great Eastern Erg",
          "Douz: a dorso di dromedario nel Grande Erg Orientale",
          "Douz: en dromedario por el Gran Erg Oriental",
          "Douz : à dos de dromadaire dans le Grand Erg oriental",
          "Douz: mit Dromedaren in den Großen Östlichen Erg",
        ],
        [
          "With Mrazig camel drivers from the edge of the palm grove into the first dunes of the Great Eastern Erg, for bread baked in the sand over a fire and sunset from a crest.",
          "Con i cammellieri mrazig dal limite del palmeto fino alle prime dune del Grande Erg Orientale, per il pane cotto nella sabbia sotto la brace e il tramonto da una cresta.",
          "Con camelleros mrazig desde el borde del palmeral hasta las primeras dunas del Gran Erg Oriental, para comer pan cocido en la arena bajo las brasas y ver el ocaso desde una cresta.",
          "Avec les chameliers mrazig depuis la lisière de la palmeraie jusqu'aux premières dunes du Grand Erg oriental, pour le pain cuit sous la braise dans le sable et le coucher du soleil sur une crête.",
          "Mit Mrazig-Kameltreibern vom Rand des Palmenhains in die ersten Dünen des Großen Östlichen Erg, zu Brot, das unter der Glut im Sand bäckt, und zum Sonnenuntergang auf einem Kamm.",
        ],
      ],
      [
        "see",
        [
          "Douz: the Museum of the Sahara and Zaafrane",
          "Douz: il Museo del Sahara e Zaafrane",
          "Douz: el Museo del Sáhara y Zaafrane",
          "Douz : le musée du Sahara et Zaafrane",
          "Douz: das Sahara-Museum und Zaafrane",
        ],
        [
          "The Museum of the Sahara, on the tents, tools and weddings of the region's nomads, then the half-buried old village of Zaafrane, where the sand has crept into the abandoned houses.",
          "Il Museo del Sahara, sulle tende, gli attrezzi e i matrimoni dei nomadi della regione, poi il vecchio villaggio di Zaafrane, mezzo sepolto, dove la sabbia è entrata nelle case abbandonate.",
          "El Museo del Sáhara, sobre las jaimas, los útiles y las bodas de los nómadas de la región, y luego el viejo pueblo de Zaafrane, medio enterrado, con la arena dentro de las casas abandonadas.",
          "Le musée du Sahara, sur les tentes, les outils et les noces des nomades de la région, puis le vieux village de Zaafrane, à demi enseveli, où le sable a envahi les maisons abandonnées.",
          "Das Sahara-Museum über Zelte, Werkzeug und Hochzeiten der Nomaden der Region, dann das halb verschüttete alte Dorf Zaafrane, in dessen verlassene Häuser der Sand gekrochen ist.",
        ],
      ],
    ],
  },
  "TUN Matmata": {
    days: [
      [
        "see",
        [
          "Matmata: the troglodyte pit houses",
          "Matmata: le case trogloditiche a pozzo",
          "Matmata: las casas trogloditas",
          "Matmata : les maisons troglodytes",
          "Matmata: die Höhlenwohnungen",
        ],
        [
          "Down into the round courtyards dug into the soft rock, where Berber families still live in cave rooms; a visit with a family over flatbread and olive oil, and the courtyard of the Hotel Sidi Driss, Luke Skywalker's home in Star Wars.",
          "Giù nei cortili circolari scavati nella roccia tenera, dove famiglie berbere vivono ancora in stanze-grotta; visita a una famiglia con pane piatto e olio d'oliva, e il cortile dell'hotel Sidi Driss, la casa di Luke Skywalker in Guerre stellari.",
          "Bajada a los patios circulares excavados en la roca blanda, donde familias bereberes viven aún en cuevas; visita a una familia con pan y aceite de oliva, y el patio del hotel Sidi Driss, la casa de Luke Skywalker en La guerra de las galaxias.",
          "Descente dans les cours circulaires creusées dans la roche tendre, où des familles berbères vivent encore dans des pièces-grottes ; visite chez l'une d'elles autour d'une galette et d'huile d'olive, et la cour de l'hôtel Sidi Driss, maison de Luke Skywalker dans La Guerre des étoiles.",
          "Hinab in die runden, in den weichen Fels gegrabenen Höfe, in denen Berberfamilien noch in Höhlenräumen leben; Besuch bei einer Familie mit Fladenbrot und Olivenöl und der Hof des Hotels Sidi Driss, Luke Skywalkers Zuhause in Krieg der Sterne.",
        ],
      ],
    ],
  },
  "TUN Djerba": {
    days: [
      [
        "see",
        [
          "Djerba: El Ghriba, Houmt Souk and Djerbahood",
          "Gerba: El Ghriba, Houmt Souk e Djerbahood",
          "Yerba: El Ghriba, Houmt Souk y Djerbahood",
          "Djerba : la Ghriba, Houmt Souk et Djerbahood",
          "Djerba: El Ghriba, Houmt Souk und Djerbahood",
        ],
        [
          "The El Ghriba synagogue with its blue tiles, the street murals of Djerbahood in Erriadh, the potters of Guellala and the covered souks and fish auction of Houmt Souk.",
          "La sinagoga di El Ghriba con le sue maioliche blu, i murales di Djerbahood a Erriadh, i vasai di Guellala e i souk coperti e l'asta del pesce di Houmt Souk.",
          "La sinagoga de El Ghriba con sus azulejos azules, los murales de Djerbahood en Erriadh, los alfareros de Guellala y los zocos cubiertos y la subasta de pescado de Houmt Souk.",
          "La synagogue de la Ghriba et ses faïences bleues, les fresques de Djerbahood à Erriadh, les potiers de Guellala, les souks couverts et la criée aux poissons de Houmt Souk.",
          "Die Synagoge El Ghriba mit ihren blauen Fliesen, die Wandbilder von Djerbahood in Erriadh, die Töpfer von Guellala und die überdachten Souks und die Fischauktion von Houmt Souk.",
        ],
      ],
      [
        "beach",
        [
          "Djerba: the beaches of Sidi Mahrez",
          "Gerba: le spiagge di Sidi Mahrez",
          "Yerba: las playas de Sidi Mahrez",
          "Djerba : les plages de Sidi Mahrez",
          "Djerba: die Strände von Sidi Mahrez",
        ],
        [
          "A day on the long white sand of Sidi Mahrez on the island's northeast coast, with shallow, calm water for swimming in the warm months and camel rides along the shore.",
          "Una giornata sulla lunga sabbia bianca di Sidi Mahrez, sulla costa nord-est dell'isola, con acqua bassa e calma per nuotare nei mesi caldi e passeggiate in dromedario lungo la riva.",
          "Un día en la larga arena blanca de Sidi Mahrez, en la costa noreste de la isla, con agua baja y tranquila para nadar en los meses cálidos y paseos en dromedario por la orilla.",
          "Une journée sur le long sable blanc de Sidi Mahrez, sur la côte nord-est de l'île, avec une eau peu profonde et calme pour se baigner à la belle saison et des balades à dos de dromadaire sur le rivage.",
          "Ein Tag am langen weißen Sand von Sidi Mahrez an der Nordostküste der Insel, mit flachem, ruhigem Wasser zum Schwimmen in den warmen Monaten und Dromedarritten am Ufer.",
        ],
      ],
    ],
  },
  "EGY Cairo": {
    days: [
      [
        "see",
        [
          "Cairo: Islamic Cairo and Khan el-Khalili",
          "Il Cairo: il Cairo islamico e Khan el-Khalili",
          "El Cairo: El Cairo islámico y Jan el-Jalili",
          "Le Caire : le Caire islamique et Khan el-Khalili",
          "Kairo: das islamische Kairo und Khan el-Khalili",
        ],
        [
          "Along Al-Muizz Street past Mamluk mosques and madrasas to the twin minarets of Bab Zuweila, the courtyard of Al-Azhar, and the lanes of the Khan el-Khalili bazaar, ending with tea at El Fishawy.",
          "Lungo la via Al-Muizz tra moschee e madrase mamelucche fino ai due minareti di Bab Zuweila, il cortile di Al-Azhar e i vicoli del bazar di Khan el-Khalili, per finire con un tè da El Fishawy.",
          "Por la calle Al-Muizz entre mezquitas y madrasas mamelucas hasta los dos alminares de Bab Zuweila, el patio de Al-Azhar y las callejas del bazar de Jan el-Jalili, para terminar con un té en El Fishawy.",
          "La rue Al-Muizz entre mosquées et madrasas mameloukes jusqu'aux deux minarets de Bab Zuweila, la cour d'Al-Azhar et les ruelles du bazar de Khan el-Khalili, pour finir par un thé chez El Fishawy.",
          "Die Al-Muizz-Straße entlang an Moscheen und Medresen der Mamluken vorbei zu den Zwillingsminaretten von Bab Zuweila, in den Hof der Al-Azhar und durch den Basar Khan el-Khalili bis zum Tee im El Fishawy.",
        ],
      ],
      [
        "see",
        [
          "Cairo: the Citadel and Coptic Cairo",
          "Il Cairo: la Cittadella e il Cairo copto",
          "El Cairo: la Ciudadela y El Cairo copto",
          "Le Caire : la Citadelle et le Caire copte",
          "Kairo: die Zitadelle und das koptische Kairo",
        ],
        [
          "Saladin's Citadel and the domed Mosque of Muhammad Ali above the city, then Old Cairo: the Hanging Church over a Roman gate, the Ben Ezra Synagogue and the royal mummies of the museum at Fustat.",
          "La Cittadella di Saladino e la moschea di Muhammad Ali con le sue cupole sopra la città, poi il Cairo vecchio: la Chiesa Sospesa su una porta romana, la sinagoga di Ben Ezra e le mummie reali del museo di Fustat.",
          "La Ciudadela de Saladino y la mezquita de Muhammad Ali con sus cúpulas sobre la ciudad, y luego El Cairo viejo: la Iglesia Colgante sobre una puerta romana, la sinagoga Ben Ezra y las momias reales del museo de Fustat.",
          "La Citadelle de Saladin et la mosquée de Méhémet-Ali et ses coupoles au-dessus de la ville, puis le Vieux-Caire : l'église Suspendue sur une porte romaine, la synagogue Ben Ezra et les momies royales du musée de Fostat.",
          "Saladins Zitadelle und die Kuppeln der Muhammad-Ali-Moschee über der Stadt, dann Alt-Kairo: die Hängende Kirche über einem römischen Tor, die Ben-Esra-Synagoge und die Königsmumien im Museum von Fustat.",
        ],
      ],
      [
        "food",
        [
          "Cairo: koshari, ful and ta'ameya",
          "Il Cairo: koshari, ful e ta'ameya",
          "El Cairo: koshari, ful y ta'ameya",
          "Le Caire : koshari, foul et ta'ameya",
          "Kairo: Koshari, Ful und Ta'ameya",
        ],
        [
          "A street food walk in downtown Cairo with a local guide: ful medames and fava bean ta'ameya from a breakfast cart, a bowl of koshari with spicy tomato sauce, flaky feteer and a glass of sugarcane juice.",
          "Un giro di cibo di strada nel centro del Cairo con una guida locale: ful medames e ta'ameya di fave da un carretto, una ciotola di koshari con salsa di pomodoro piccante, feteer sfogliato e un succo di canna da zucchero.",
          "Un recorrido de comida callejera por el centro de El Cairo con un guía local: ful medames y ta'ameya de habas de un carrito, un plato de koshari con salsa de tomate picante, feteer hojaldrado y zumo de caña.",
          "Une balade gourmande dans le centre du Caire avec un guide local : foul medames et ta'ameya de fèves d'une carriole, un bol de koshari à la sauce tomate pimentée, un feteer feuilleté et un jus de canne à sucre.",
          "Ein Streetfood-Rundgang durch die Innenstadt mit einem örtlichen Guide: Ful Medames und Ta'ameya aus Saubohnen vom Frühstückswagen, eine Schale Koshari mit scharfer Tomatensauce, blättriges Feteer und Zuckerrohrsaft.",
        ],
      ],
    ],
  },
  "EGY Pyramids of Giza": {
    days: [
      [
        "see",
        [
          "Pyramids of Giza: the pyramids and the Sphinx",
          "Piramidi di Giza: le piramidi e la Sfinge",
          "Pirámides de Guiza: las pirámides y la Esfinge",
          "Pyramides de Gizeh : les pyramides et le Sphinx",
          "Pyramiden von Gizeh: die Pyramiden und die Sphinx",
        ],
        [
          "With an Egyptologist around the Great Pyramid of Khufu and the pyramids of Khafre and Menkaure, to the panorama point on the plateau, then down to the Valley Temple and the Great Sphinx.",
          "Con un egittologo intorno alla Grande Piramide di Cheope e alle piramidi di Chefren e Micerino, fino al punto panoramico sull'altopiano, poi giù al tempio a valle e alla Grande Sfinge.",
          "Con un egiptólogo alrededor de la Gran Pirámide de Keops y las pirámides de Kefrén y Micerino, hasta el mirador de la meseta, y luego abajo al templo del valle y a la Gran Esfinge.",
          "Avec un égyptologue autour de la grande pyramide de Khéops et des pyramides de Khéphren et Mykérinos, jusqu'au point de vue du plateau, puis le temple de la vallée et le grand Sphinx.",
          "Mit einem Ägyptologen um die Cheops-Pyramide und die Pyramiden von Chephren und Mykerinos, zum Aussichtspunkt auf dem Plateau, dann hinab zum Taltempel und zur Großen Sphinx.",
        ],
      ],
      [
        "see",
        [
          "Pyramids of Giza: the Grand Egyptian Museum",
          "Piramidi di Giza: il Grande Museo Egizio",
          "Pirámides de Guiza: el Gran Museo Egipcio",
          "Pyramides de Gizeh : le Grand Musée égyptien",
          "Pyramiden von Gizeh: das Große Ägyptische Museum",
        ],
        [
          "The Grand Egyptian Museum beside the plateau: the colossal Ramesses II in the atrium, the grand staircase of pharaohs, Tutankhamun's treasures shown together and Khufu's restored solar boat.",
          "Il Grande Museo Egizio accanto all'altopiano: il colossale Ramses II nell'atrio, il grande scalone dei faraoni, i tesori di Tutankhamon esposti insieme e la barca solare di Cheope restaurata.",
          "El Gran Museo Egipcio junto a la meseta: el coloso de Ramsés II en el atrio, la gran escalinata de los faraones, los tesoros de Tutankamón expuestos juntos y la barca solar de Keops restaurada.",
          "Le Grand Musée égyptien au pied du plateau : le colosse de Ramsès II dans l'atrium, le grand escalier des pharaons, les trésors de Toutânkhamon réunis et la barque solaire de Khéops restaurée.",
          "Das Große Ägyptische Museum am Plateau: der Koloss Ramses' II. im Atrium, die große Treppe der Pharaonen, Tutanchamuns Schätze vereint und die restaurierte Sonnenbarke des Cheops.",
        ],
      ],
    ],
  },
  "EGY Saqqara": {
    days: [
      [
        "see",
        [
          "Saqqara: the Step Pyramid and Memphis",
          "Saqqara: la piramide a gradoni e Menfi",
          "Saqqara: la pirámide escalonada y Menfis",
          "Saqqarah : la pyramide à degrés et Memphis",
          "Sakkara: die Stufenpyramide und Memphis",
        ],
        [
          "Djoser's Step Pyramid, the oldest of Egypt, the painted tombs of nobles and the bull galleries of the Serapeum, then the fallen colossus of Ramesses II among the palms of Memphis.",
          "La piramide a gradoni di Djoser, la più antica d'Egitto, le tombe dipinte dei nobili e le gallerie dei tori del Serapeo, poi il colosso caduto di Ramses II tra le palme di Menfi.",
          "La pirámide escalonada de Zoser, la más antigua de Egipto, las tumbas pintadas de los nobles y las galerías de los toros del Serapeo, y después el coloso caído de Ramsés II entre las palmeras de Menfis.",
          "La pyramide à degrés de Djéser, la plus ancienne d'Égypte, les tombeaux peints des nobles et les galeries des taureaux du Sérapéum, puis le colosse couché de Ramsès II parmi les palmiers de Memphis.",
          "Djosers Stufenpyramide, die älteste Ägyptens, die bemalten Gräber der Beamten und die Stiergalerien des Serapeums, dann der liegende Koloss Ramses' II. unter den Palmen von Memphis.",
        ],
      ],
    ],
  },
  "EGY White Desert": {
    days: [
      [
        "see",
        [
          "White Desert: the chalk towers at sunset",
          "Deserto Bianco: le torri di gesso al tramonto",
          "Desierto Blanco: las torres de creta al atardecer",
          "Désert blanc : les tours de craie au coucher du soleil",
          "Weiße Wüste: die Kalktürme bei Sonnenuntergang",
        ],
        [
          "By 4x4 among the wind-carved chalk formations known as the Mushroom and the Chicken, white against the sand, turning pink and gold as the sun sets; dinner cooked by the Bedouin drivers over a fire.",
          "In fuoristrada tra le sculture di gesso modellate dal vento, il Fungo e la Gallina, bianche sulla sabbia, che al tramonto si tingono di rosa e d'oro; cena cucinata sul fuoco dagli autisti beduini.",
          "En 4x4 entre las formaciones de creta talladas por el viento, el Champiñón y la Gallina, blancas sobre la arena, que al atardecer se vuelven rosa y oro; cena hecha al fuego por los conductores beduinos.",
          "En 4x4 parmi les formations de craie sculptées par le vent, le Champignon et la Poule, blanches sur le sable, qui rosissent et dorent au coucher du soleil ; dîner cuit au feu par les chauffeurs bédouins.",
          "Im Geländewagen zwischen den vom Wind geformten Kalkfelsen, dem Pilz und dem Huhn, weiß auf dem Sand, die sich bei Sonnenuntergang rosa und golden färben; Abendessen vom Feuer der beduinischen Fahrer.",
        ],
      ],
      [
        "see",
        [
          "White Desert: the Black Desert and Crystal Mountain",
          "Deserto Bianco: il Deserto Nero e la Montagna di Cristallo",
          "Desierto Blanco: el Desierto Negro y la Montaña de Cristal",
          "Désert blanc : le Désert noir et la montagne de Cristal",
          "Weiße Wüste: die Schwarze Wüste und der Kristallberg",
        ],
        [
          "North toward Bahariya across the Black Desert, its cones of dark volcanic rock, to Crystal Mountain, a ridge of quartz, and the tall rocks of the Agabat valley at the edge of the white chalk.",
          "Verso nord, in direzione di Bahariya, attraverso il Deserto Nero e i suoi coni di roccia vulcanica scura, fino alla Montagna di Cristallo, una cresta di quarzo, e alle alte rocce della valle di Agabat.",
          "Hacia el norte, camino de Bahariya, por el Desierto Negro y sus conos de roca volcánica oscura hasta la Montaña de Cristal, una cresta de cuarzo, y las altas rocas del valle de Agabat.",
          "Vers le nord, en direction de Bahariya, par le Désert noir et ses cônes de roche volcanique sombre jusqu'à la montagne de Cristal, arête de quartz, et aux hauts rochers de la vallée d'Agabat.",
          "Nordwärts Richtung Bahariya durch die Schwarze Wüste mit ihren dunklen Vulkankegeln zum Kristallberg, einem Grat aus Quarz, und zu den hohen Felsen des Agabat-Tals am Rand der weißen Kreide.",
        ],
      ],
    ],
  },
  "EGY Siwa": {
    days: [
      [
        "see",
        [
          "Siwa: the Shali fortress and the Oracle of Amun",
          "Oasi di Siwa: la fortezza di Shali e l'oracolo di Amon",
          "Oasis de Siwa: la fortaleza de Shali y el oráculo de Amón",
          "Oasis de Siwa : la forteresse de Shali et l'oracle d'Amon",
          "Oase Siwa: die Festung Shali und das Amun-Orakel",
        ],
        [
          "The crumbling salt-mud town of Shali, the Temple of the Oracle at Aghurmi, where Alexander the Great came to consult Amun, the tombs of the Mountain of the Dead, and a swim in Cleopatra's Spring.",
          "La città di fango salato di Shali che si sgretola, il tempio dell'Oracolo ad Aghurmi, dove Alessandro Magno venne a consultare Amon, le tombe della Montagna dei Morti e un bagno alla sorgente di Cleopatra.",
          "La ciudad de barro salino de Shali, que se desmorona, el templo del Oráculo en Aghurmi, donde Alejandro Magno consultó a Amón, las tumbas de la Montaña de los Muertos y un baño en la fuente de Cleopatra.",
          "La ville de terre salée de Shali qui s'effrite, le temple de l'Oracle à Aghurmi, où Alexandre le Grand vint consulter Amon, les tombes de la montagne des Morts et une baignade à la source de Cléopâtre.",
          "Die zerfallende Salzlehmstadt Shali, der Orakeltempel in Aghurmi, wo Alexander der Große Amun befragte, die Gräber des Totenbergs und ein Bad in der Kleopatra-Quelle.",
        ],
      ],
      [
        "see",
        [
          "Siwa: the Great Sand Sea by 4x4",
          "Oasi di Siwa: il Grande Mare di Sabbia in fuoristrada",
          "Oasis de Siwa: el Gran Mar de Arena en 4x4",
          "Oasis de Siwa : la Grande Mer de sable en 4x4",
          "Oase Siwa: das Große Sandmeer im Geländewagen",
        ],
        [
          "Into the dunes of the Great Sand Sea west of the oasis by 4x4 with a Siwan driver, sandboarding down the slopes, a dip in the warm spring of Bir Wahed and sunset over the sand.",
          "Tra le dune del Grande Mare di Sabbia a ovest dell'oasi in fuoristrada con un autista siwi, discese in sandboard, un bagno nella sorgente tiepida di Bir Wahed e il tramonto sulla sabbia.",
          "Por las dunas del Gran Mar de Arena al oeste del oasis en 4x4 con un conductor siwi, bajadas en sandboard, un baño en el manantial templado de Bir Wahed y el ocaso sobre la arena.",
          "Dans les dunes de la Grande Mer de sable à l'ouest de l'oasis en 4x4 avec un chauffeur siwi, descentes en sandboard, bain dans la source tiède de Bir Wahed et coucher du soleil sur le sable.",
          "Im Geländewagen mit einem Fahrer aus Siwa in die Dünen des Großen Sandmeers westlich der Oase, Sandboarden die Hänge hinab, ein Bad in der warmen Quelle Bir Wahed und Sonnenuntergang über dem Sand.",
        ],
      ],
    ],
  },
  "EGY Luxor": {
    days: [
      [
        "see",
        [
          "Luxor: Luxor Temple and the Avenue of Sphinxes",
          "Luxor: il tempio di Luxor e il viale delle Sfingi",
          "Lúxor: el templo de Lúxor y la avenida de las Esfinges",
          "Louxor : le temple de Louxor et l'allée des Sphinx",
          "Luxor: der Luxor-Tempel und die Sphingenallee",
        ],
        [
          "Luxor Temple in the late afternoon, from its obelisk and colossi of Ramesses II to the mosque of Abu el-Haggag built into its courtyard, and a walk along the restored Avenue of Sphinxes as the lights come on.",
          "Il tempio di Luxor nel tardo pomeriggio, dall'obelisco e dai colossi di Ramses II alla moschea di Abu el-Haggag costruita nel cortile, e una passeggiata sul viale delle Sfingi restaurato all'accendersi delle luci.",
          "El templo de Lúxor a última hora de la tarde, del obelisco y los colosos de Ramsés II a la mezquita de Abu el-Haggag construida en su patio, y un paseo por la avenida de las Esfinges restaurada al encenderse las luces.",
          "Le temple de Louxor en fin d'après-midi, de l'obélisque et des colosses de Ramsès II à la mosquée d'Abou el-Haggag bâtie dans sa cour, puis l'allée des Sphinx restaurée quand s'allument les lumières.",
          "Der Luxor-Tempel am späten Nachmittag, vom Obelisken und den Kolossen Ramses' II. bis zur Moschee des Abu el-Haggag in seinem Hof, und ein Gang über die restaurierte Sphingenallee, wenn die Lichter angehen.",
        ],
      ],
      [
        "see",
        [
          "Luxor: Hatshepsut's temple and Medinet Habu",
          "Luxor: il tempio di Hatshepsut e Medinet Habu",
          "Lúxor: el templo de Hatshepsut y Medinet Habu",
          "Louxor : le temple d'Hatchepsout et Médinet Habou",
          "Luxor: der Hatschepsut-Tempel und Medinet Habu",
        ],
        [
          "Across to the West Bank: the Colossi of Memnon, the terraces of Hatshepsut's temple at Deir el-Bahari under the cliffs, and the deep-cut, still painted reliefs of Ramesses III at Medinet Habu.",
          "Sulla riva occidentale: i Colossi di Memnone, le terrazze del tempio di Hatshepsut a Deir el-Bahari sotto le falesie e i rilievi profondi, ancora dipinti, di Ramses III a Medinet Habu.",
          "En la orilla oeste: los Colosos de Memnón, las terrazas del templo de Hatshepsut en Deir el-Bahari bajo los acantilados y los relieves profundos, aún pintados, de Ramsés III en Medinet Habu.",
          "Sur la rive ouest : les colosses de Memnon, les terrasses du temple d'Hatchepsout à Deir el-Bahari sous les falaises et les reliefs profonds, encore peints, de Ramsès III à Médinet Habou.",
          "Am Westufer: die Memnonkolosse, die Terrassen des Hatschepsut-Tempels in Deir el-Bahari unter den Felswänden und die tief gehauenen, noch bemalten Reliefs Ramses' III. in Medinet Habu.",
        ],
      ],
      [
        "food",
        [
          "Luxor: sun bread and a West Bank kitchen",
          "Luxor: il pane del sole e una cucina della riva ovest",
          "Lúxor: pan de sol y una cocina de la orilla oeste",
          "Louxor : pain de soleil et cuisine de la rive ouest",
          "Luxor: Sonnenbrot und eine Küche am Westufer",
        ],
        [
          "In a village of the West Bank a family bakes aish shamsi, the Upper Egyptian bread left to rise in the sun, and cooks molokhia and stuffed pigeon; then the spice stalls of Luxor's souk.",
          "In un villaggio della riva ovest una famiglia cuoce l'aish shamsi, il pane dell'Alto Egitto lievitato al sole, e prepara molokhia e piccione ripieno; poi le spezie del souk di Luxor.",
          "En una aldea de la orilla oeste una familia hornea aish shamsi, el pan del Alto Egipto que leva al sol, y cocina molokhia y pichón relleno; después, las especias del zoco de Lúxor.",
          "Dans un village de la rive ouest, une famille cuit l'aish shamsi, pain de Haute-Égypte levé au soleil, et prépare molokheya et pigeon farci ; puis les épices du souk de Louxor.",
          "In einem Dorf am Westufer backt eine Familie Aish Shamsi, das in der Sonne gehende Brot Oberägyptens, und kocht Molokhia und gefüllte Taube; danach die Gewürzstände im Souk von Luxor.",
        ],
      ],
    ],
  },
  "EGY Valley of the Kings": {
    days: [
      [
        "see",
        [
          "Valley of the Kings: the royal tombs",
          "Valle dei Re: le tombe reali",
          "Valle de los Reyes: las tumbas reales",
          "Vallée des Rois : les tombes royales",
          "Tal der Könige: die Königsgräber",
        ],
        [
          "Early into the desert valley where the pharaohs of the New Kingdom were buried: three painted tombs on the standard ticket, with the tombs of Tutankhamun and Seti I on their own tickets.",
          "Presto nella valle desertica dove furono sepolti i faraoni del Nuovo Regno: tre tombe dipinte con il biglietto base, e le tombe di Tutankhamon e di Seti I con biglietti a parte.",
          "Temprano al valle desértico donde se enterraron los faraones del Imperio Nuevo: tres tumbas pintadas con la entrada general, y las de Tutankamón y Seti I con entrada aparte.",
          "Tôt dans la vallée désertique où furent inhumés les pharaons du Nouvel Empire : trois tombes peintes avec le billet de base, celles de Toutânkhamon et de Séthi Ier avec leur propre billet.",
          "Früh in das Wüstental, in dem die Pharaonen des Neuen Reichs bestattet wurden: drei bemalte Gräber mit dem Grundticket, die Gräber Tutanchamuns und Sethos' I. mit eigenem Ticket.",
        ],
      ],
      [
        "see",
        [
          "Valley of the Kings: the Valley of the Queens and Deir el-Medina",
          "Valle dei Re: la Valle delle Regine e Deir el-Medina",
          "Valle de los Reyes: el Valle de las Reinas y Deir el-Medina",
          "Vallée des Rois : la Vallée des Reines et Deir el-Médineh",
          "Tal der Könige: das Tal der Königinnen und Deir el-Medina",
        ],
        [
          "The Valley of the Queens, with the tomb of Nefertari on its own ticket, then Deir el-Medina, the village of the craftsmen who dug the royal tombs, and their own small painted tombs.",
          "La Valle delle Regine, con la tomba di Nefertari a biglietto separato, poi Deir el-Medina, il villaggio degli artigiani che scavarono le tombe reali, e le loro piccole tombe dipinte.",
          "El Valle de las Reinas, con la tumba de Nefertari con entrada propia, y después Deir el-Medina, la aldea de los artesanos que excavaron las tumbas reales, y sus pequeñas tumbas pintadas.",
          "La Vallée des Reines, avec la tombe de Néfertari à billet séparé, puis Deir el-Médineh, le village des artisans qui creusèrent les tombes royales, et leurs propres petites tombes peintes.",
          "Das Tal der Königinnen mit dem Grab der Nefertari, für das es ein eigenes Ticket gibt, dann Deir el-Medina, das Dorf der Handwerker, die die Königsgräber schufen, und ihre kleinen bemalten Gräber.",
        ],
      ],
    ],
  },
  "EGY Karnak": {
    days: [
      [
        "see",
        [
          "Karnak: the Great Hypostyle Hall",
          "Karnak: la grande sala ipostila",
          "Karnak: la gran sala hipóstila",
          "Karnak : la grande salle hypostyle",
          "Karnak: der Große Säulensaal",
        ],
        [
          "Among the 134 papyrus columns of the Great Hypostyle Hall, past the obelisk of Hatshepsut to the sacred lake and the granite scarab, in the temple complex of Amun that pharaohs enlarged for 2,000 years.",
          "Tra le 134 colonne papiriformi della grande sala ipostila, oltre l'obelisco di Hatshepsut fino al lago sacro e allo scarabeo di granito, nel complesso di Amon ingrandito dai faraoni per duemila anni.",
          "Entre las 134 columnas papiriformes de la gran sala hipóstila, junto al obelisco de Hatshepsut hasta el lago sagrado y el escarabajo de granito, en el recinto de Amón que los faraones ampliaron durante dos mil años.",
          "Parmi les 134 colonnes papyriformes de la grande salle hypostyle, devant l'obélisque d'Hatchepsout jusqu'au lac sacré et au scarabée de granit, dans le domaine d'Amon agrandi par les pharaons pendant deux mille ans.",
          "Zwischen den 134 Papyrussäulen des Großen Säulensaals, am Obelisken der Hatschepsut vorbei zum Heiligen See und zum Granitskarabäus, im Amun-Bezirk, den Pharaonen zweitausend Jahre lang erweiterten.",
        ],
      ],
    ],
  },
  "EGY Edfu": {
    days: [
      [
        "see",
        [
          "Edfu: the Temple of Horus",
          "Edfu: il tempio di Horus",
          "Edfu: el templo de Horus",
          "Edfou : le temple d'Horus",
          "Edfu: der Horus-Tempel",
        ],
        [
          "By horse carriage to the Temple of Horus, the best preserved of Egypt, with its towering pylon, granite falcons and reliefs of the god's battle with Seth along the dark inner corridors.",
          "In calesse fino al tempio di Horus, il meglio conservato d'Egitto, con l'alto pilone, i falchi di granito e i rilievi della lotta del dio contro Seth lungo i corridoi interni in penombra.",
          "En calesa hasta el templo de Horus, el mejor conservado de Egipto, con su alto pilono, los halcones de granito y los relieves de la lucha del dios contra Set en los oscuros corredores interiores.",
          "En calèche jusqu'au temple d'Horus, le mieux conservé d'Égypte, avec son haut pylône, ses faucons de granit et les reliefs du combat du dieu contre Seth dans les couloirs intérieurs obscurs.",
          "Mit der Pferdekutsche zum Horus-Tempel, dem besterhaltenen Ägyptens, mit hohem Pylon, Granitfalken und Reliefs vom Kampf des Gottes gegen Seth in den dunklen inneren Gängen.",
        ],
      ],
    ],
  },
  "EGY Nile": {
    days: [
      [
        "boat",
        [
          "Nile: through the Esna lock to El Kab",
          "Nilo: dalla chiusa di Esna a El Kab",
          "Nilo: por la esclusa de Esna hasta El Kab",
          "Nil : de l'écluse d'Esna à El Kab",
          "Nil: durch die Schleuse von Esna nach El Kab",
        ],
        [
          "Aboard a dahabiya under sail, through the lock at Esna and past sugarcane and palm-lined banks, mooring at El Kab to walk up to the painted rock tombs of its ancient governors.",
          "A bordo di una dahabiya a vela, attraverso la chiusa di Esna e lungo rive di canna da zucchero e palme, fino all'ormeggio di El Kab per salire alle tombe rupestri dipinte dei suoi antichi governatori.",
          "A bordo de una dahabiya a vela, por la esclusa de Esna y entre orillas de caña de azúcar y palmeras, hasta amarrar en El Kab y subir a las tumbas rupestres pintadas de sus antiguos gobernadores.",
          "À bord d'une dahabieh à voile, par l'écluse d'Esna entre cannes à sucre et palmiers, jusqu'à l'amarrage d'El Kab pour monter aux tombes rupestres peintes de ses anciens gouverneurs.",
          "An Bord einer Dahabiya unter Segeln durch die Schleuse von Esna, vorbei an Zuckerrohr und Palmen bis zum Anleger von El Kab und hinauf zu den bemalten Felsgräbern seiner alten Gouverneure.",
        ],
      ],
      [
        "boat",
        [
          "Nile: the quarries of Gebel el-Silsila",
          "Nilo: le cave di Gebel el-Silsila",
          "Nilo: las canteras de Gebel el-Silsila",
          "Nil : les carrières du Gebel el-Silsila",
          "Nil: die Steinbrüche von Gebel el-Silsila",
        ],
        [
          "Sailing to the narrows of Gebel el-Silsila, where the sandstone for the temples was cut, to explore the quarry faces and the rock shrines of Horemheb, with a swim off a sandbank.",
          "Navigando fino alle strettoie di Gebel el-Silsila, dove si tagliava l'arenaria dei templi, per esplorare le pareti di cava e le cappelle rupestri di Horemheb, con un bagno da un banco di sabbia.",
          "Navegando hasta los estrechos de Gebel el-Silsila, donde se cortaba la arenisca de los templos, para recorrer los frentes de cantera y las capillas rupestres de Horemheb, con un baño desde un banco de arena.",
          "Navigation jusqu'aux resserrements du Gebel el-Silsila, où l'on taillait le grès des temples, pour explorer les fronts de carrière et les chapelles rupestres d'Horemheb, avec une baignade depuis un banc de sable.",
          "Segeln zur Engstelle von Gebel el-Silsila, wo der Sandstein für die Tempel gebrochen wurde, zu den Steinbruchwänden und Felskapellen des Haremhab, mit einem Bad von einer Sandbank aus.",
        ],
      ],
      [
        "boat",
        [
          "Nile: by felucca among the islands of Aswan",
          "Nilo: in feluca tra le isole di Assuan",
          "Nilo: en faluca entre las islas de Asuán",
          "Nil : en felouque parmi les îles d'Assouan",
          "Nil: mit der Feluke zwischen den Inseln von Assuan",
        ],
        [
          "A day under the white sail of a felucca between the granite boulders of the cataract, around Elephantine and Kitchener's Island with its botanical garden, to the sands below the Tombs of the Nobles.",
          "Una giornata sotto la vela bianca di una feluca tra i massi di granito della cateratta, intorno a Elefantina e all'isola di Kitchener con il suo orto botanico, fino alle sabbie sotto le Tombe dei Nobili.",
          "Un día bajo la vela blanca de una faluca entre las rocas de granito de la catarata, alrededor de Elefantina y la isla de Kitchener con su jardín botánico, hasta la arena bajo las Tumbas de los Nobles.",
          "Une journée sous la voile blanche d'une felouque entre les blocs de granit de la cataracte, autour d'Éléphantine et de l'île Kitchener et son jardin botanique, jusqu'aux sables sous les tombeaux des Nobles.",
          "Ein Tag unter dem weißen Segel einer Feluke zwischen den Granitblöcken des Katarakts, um Elephantine und die Kitchener-Insel mit ihrem Botanischen Garten bis zum Sand unter den Gräbern der Noblen.",
        ],
      ],
    ],
  },
  "EGY Kom Ombo": {
    days: [
      [
        "see",
        [
          "Kom Ombo: the double temple of Sobek and Horus",
          "Kom Ombo: il tempio doppio di Sobek e Horus",
          "Kom Ombo: el templo doble de Sobek y Horus",
          "Kom Ombo : le temple double de Sobek et d'Horus",
          "Kom Ombo: der Doppeltempel von Sobek und Horus",
        ],
        [
          "The riverside temple shared by the crocodile god Sobek and the falcon god Haroeris, with twin sanctuaries, a relief of surgical tools and a museum of mummified crocodiles beside it.",
          "Il tempio sul fiume diviso tra il dio coccodrillo Sobek e il dio falco Haroeris, con due santuari gemelli, un rilievo di strumenti chirurgici e accanto un museo di coccodrilli mummificati.",
          "El templo junto al río compartido por el dios cocodrilo Sobek y el dios halcón Haroeris, con dos santuarios gemelos, un relieve de instrumentos quirúrgicos y al lado un museo de cocodrilos momificados.",
          "Le temple au bord du fleuve partagé entre le dieu crocodile Sobek et le dieu faucon Haroëris, avec deux sanctuaires jumeaux, un relief d'instruments chirurgicaux et, à côté, un musée de crocodiles momifiés.",
          "Der Tempel am Fluss, den sich der Krokodilgott Sobek und der Falkengott Haroeris teilen, mit zwei Heiligtümern, einem Relief chirurgischer Instrumente und daneben einem Museum mumifizierter Krokodile.",
        ],
      ],
    ],
  },
  "EGY Aswan": {
    days: [
      [
        "see",
        [
          "Aswan: Philae and the Unfinished Obelisk",
          "Assuan: Philae e l'obelisco incompiuto",
          "Asuán: Filé y el obelisco inacabado",
          "Assouan : Philae et l'obélisque inachevé",
          "Assuan: Philae und der unvollendete Obelisk",
        ],
        [
          "By motorboat to the island temple of Isis at Philae, moved stone by stone above the floodwaters, then the Unfinished Obelisk, still lying in its granite quarry, and the High Dam over Lake Nasser.",
          "In motoscafo al tempio di Iside sull'isola di Philae, spostato pietra per pietra sopra le acque, poi l'obelisco incompiuto, ancora nella sua cava di granito, e la Grande Diga sul lago Nasser.",
          "En lancha al templo de Isis en la isla de Filé, trasladado piedra a piedra sobre las aguas, luego el obelisco inacabado, aún en su cantera de granito, y la Gran Presa sobre el lago Nasser.",
          "En bateau à moteur jusqu'au temple d'Isis de Philae, déplacé pierre par pierre hors des eaux, puis l'obélisque inachevé, encore couché dans sa carrière de granit, et le haut barrage sur le lac Nasser.",
          "Mit dem Motorboot zum Isis-Tempel auf Philae, Stein für Stein über das Wasser versetzt, dann der unvollendete Obelisk, der noch im Granitbruch liegt, und der Hochdamm am Nassersee.",
        ],
      ],
      [
        "see",
        [
          "Aswan: a Nubian village on the West Bank",
          "Assuan: un villaggio nubiano sulla riva ovest",
          "Asuán: una aldea nubia en la orilla oeste",
          "Assouan : un village nubien sur la rive ouest",
          "Assuan: ein nubisches Dorf am Westufer",
        ],
        [
          "Up the river past the cataract rocks to Gharb Soheil, a Nubian village of domed houses painted in bright patterns, for tea with a family, then the Monastery of St Simeon on the desert hill.",
          "Risalendo il fiume tra le rocce della cateratta fino a Gharb Soheil, villaggio nubiano di case a cupola dipinte a motivi vivaci, per un tè con una famiglia, poi il monastero di San Simeone sul colle desertico.",
          "Río arriba entre las rocas de la catarata hasta Gharb Soheil, aldea nubia de casas con cúpula pintadas con vivos dibujos, para tomar té con una familia, y luego el monasterio de San Simeón en la colina del desierto.",
          "En remontant le fleuve entre les rochers de la cataracte jusqu'à Gharb Soheil, village nubien aux maisons à coupole peintes de motifs vifs, pour un thé en famille, puis le monastère Saint-Siméon sur la colline.",
          "Flussaufwärts zwischen den Kataraktfelsen nach Gharb Soheil, einem nubischen Dorf mit bunt bemalten Kuppelhäusern, zum Tee bei einer Familie, dann zum Simeonskloster auf dem Wüstenhügel.",
        ],
      ],
      [
        "food",
        [
          "Aswan: the spice souk and a Nubian table",
          "Assuan: il souk delle spezie e una tavola nubiana",
          "Asuán: el zoco de las especias y una mesa nubia",
          "Assouan : le souk aux épices et une table nubienne",
          "Assuan: der Gewürzsouk und ein nubischer Tisch",
        ],
        [
          "Along the souk street of Aswan among sacks of dried hibiscus for karakadeh, dom palm fruit and Sudanese spices, then a Nubian meal of okra stew, fish and flatbread in a village house.",
          "Lungo la via del souk di Assuan tra sacchi di ibisco secco per il karkadè, frutti della palma dum e spezie sudanesi, poi un pasto nubiano di stufato di okra, pesce e pane piatto in una casa del villaggio.",
          "Por la calle del zoco de Asuán entre sacos de hibisco seco para el karkadé, frutos de la palmera dum y especias sudanesas, y luego una comida nubia de guiso de okra, pescado y pan plano en una casa.",
          "Dans la rue du souk d'Assouan, parmi les sacs d'hibiscus séché pour le karkadé, les fruits du palmier doum et les épices soudanaises, puis un repas nubien de gombo mijoté, poisson et galette chez l'habitant.",
          "Durch die Souk-Straße von Assuan zwischen Säcken mit getrocknetem Hibiskus für Karkadeh, Dumpalmenfrüchten und sudanesischen Gewürzen, dann ein nubisches Essen mit Okra-Eintopf, Fisch und Fladenbrot.",
        ],
      ],
    ],
  },
  "EGY Abu Simbel": {
    days: [
      [
        "see",
        [
          "Abu Simbel: the temples of Ramesses and Nefertari",
          "Abu Simbel: i templi di Ramses e Nefertari",
          "Abu Simbel: los templos de Ramsés y Nefertari",
          "Abou Simbel : les temples de Ramsès et de Néfertari",
          "Abu Simbel: die Tempel von Ramses und Nefertari",
        ],
        [
          "Early at the four seated colossi of Ramesses II and the smaller temple of Queen Nefertari, both cut into the cliff and moved up the hill in the 1960s, away from the rising waters of Lake Nasser.",
          "Presto davanti ai quattro colossi seduti di Ramses II e al tempio minore della regina Nefertari, entrambi scavati nella roccia e spostati più in alto negli anni Sessanta, lontano dalle acque del lago Nasser.",
          "Temprano ante los cuatro colosos sentados de Ramsés II y el templo menor de la reina Nefertari, tallados en el acantilado y trasladados colina arriba en los años sesenta, lejos de las aguas del lago Nasser.",
          "Tôt devant les quatre colosses assis de Ramsès II et le petit temple de la reine Néfertari, taillés dans la falaise et remontés sur la colline dans les années 1960, à l'abri des eaux du lac Nasser.",
          "Früh vor den vier sitzenden Kolossen Ramses' II. und dem kleineren Tempel der Königin Nefertari, beide in den Fels gehauen und in den 1960er-Jahren vor dem steigenden Nassersee den Hang hinauf versetzt.",
        ],
      ],
      [
        "food",
        [
          "Abu Simbel: a Nubian lunch by Lake Nasser",
          "Abu Simbel: un pranzo nubiano sul lago Nasser",
          "Abu Simbel: un almuerzo nubio junto al lago Nasser",
          "Abou Simbel : un déjeuner nubien au bord du lac Nasser",
          "Abu Simbel: ein nubisches Mittagessen am Nassersee",
        ],
        [
          "In a Nubian house of mud brick on the shore of Lake Nasser, a family serves fish from the lake, molokhia, lentils and flatbread, with hibiscus tea and talk of the villages lost under the water.",
          "In una casa nubiana di mattoni crudi sulla riva del lago Nasser una famiglia serve pesce del lago, molokhia, lenticchie e pane piatto, con tè di ibisco e racconti dei villaggi finiti sott'acqua.",
          "En una casa nubia de adobe a orillas del lago Nasser una familia sirve pescado del lago, molokhia, lentejas y pan plano, con té de hibisco y relatos de las aldeas que quedaron bajo el agua.",
          "Dans une maison nubienne en brique crue au bord du lac Nasser, une famille sert poisson du lac, molokheya, lentilles et galettes, avec un thé d'hibiscus et le récit des villages engloutis.",
          "In einem nubischen Lehmziegelhaus am Nassersee serviert eine Familie Fisch aus dem See, Molokhia, Linsen und Fladenbrot, dazu Hibiskustee und Geschichten von den überfluteten Dörfern.",
        ],
      ],
    ],
  },
  "EGY Marsa Alam": {
    days: [
      [
        "see",
        [
          "Marsa Alam: Wadi el Gemal and the mangroves of Qulan",
          "Marsa Alam: Wadi el Gemal e le mangrovie di Qulan",
          "Marsa Alam: Wadi el Gemal y los manglares de Qulan",
          "Marsa Alam : Wadi el Gemal et les mangroves de Qulan",
          "Marsa Alam: Wadi el Gemal und die Mangroven von Qulan",
        ],
        [
          "By 4x4 into the Wadi el Gemal national park, its acacia valleys and gazelles, for ginger coffee brewed by an Ababda family, then the mangroves and white sand of Qulan on the coast.",
          "In fuoristrada nel parco nazionale di Wadi el Gemal, tra valli di acacie e gazzelle, per il caffè allo zenzero preparato da una famiglia ababda, poi le mangrovie e la sabbia bianca di Qulan sulla costa.",
          "En 4x4 por el parque nacional de Wadi el Gemal, sus valles de acacias y sus gacelas, para tomar el café con jengibre de una familia ababda, y luego los manglares y la arena blanca de Qulan en la costa.",
          "En 4x4 dans le parc national de Wadi el Gemal, ses vallées d'acacias et ses gazelles, pour le café au gingembre d'une famille ababda, puis les mangroves et le sable blanc de Qulan sur la côte.",
          "Im Geländewagen in den Nationalpark Wadi el Gemal mit Akazientälern und Gazellen, zum Ingwerkaffee einer Ababda-Familie, dann zu den Mangroven und dem weißen Sand von Qulan an der Küste.",
        ],
      ],
      [
        "beach",
        [
          "Marsa Alam: turtles and seagrass at Abu Dabbab",
          "Marsa Alam: tartarughe e praterie ad Abu Dabbab",
          "Marsa Alam: tortugas y praderas en Abu Dabbab",
          "Marsa Alam : tortues et herbiers à Abou Dabbab",
          "Marsa Alam: Schildkröten und Seegras in Abu Dabbab",
        ],
        [
          "A swim and a snorkel from the sandy bay of Abu Dabbab, where green turtles graze on the seagrass close to shore and, now and then, a dugong appears; coral reefs line both sides of the bay.",
          "Bagno e maschera nella baia sabbiosa di Abu Dabbab, dove le tartarughe verdi brucano le praterie vicino a riva e ogni tanto compare un dugongo; barriere coralline su entrambi i lati della baia.",
          "Baño y esnórquel en la bahía de arena de Abu Dabbab, donde las tortugas verdes pastan en las praderas cerca de la orilla y de vez en cuando aparece un dugongo; arrecifes a ambos lados de la bahía.",
          "Baignade et masque-tuba dans la baie de sable d'Abou Dabbab, où les tortues vertes broutent les herbiers près du bord et où un dugong se montre parfois ; récifs de corail des deux côtés de la baie.",
          "Baden und Schnorcheln in der Sandbucht von Abu Dabbab, wo Grüne Meeresschildkröten nahe am Ufer Seegras fressen und sich ab und zu ein Dugong zeigt; Korallenriffe säumen beide Seiten.",
        ],
      ],
      [
        "boat",
        [
          "Marsa Alam: the dolphins of Samadai reef",
          "Marsa Alam: i delfini del reef di Samadai",
          "Marsa Alam: los delfines del arrecife de Samadai",
          "Marsa Alam : les dauphins du récif de Samadai",
          "Marsa Alam: die Delfine des Samadai-Riffs",
        ],
        [
          "By boat to Samadai, the horseshoe reef known as Dolphin House, where spinner dolphins rest in the lagoon; visitor numbers are capped and swimmers stay in the roped zones.",
          "In barca a Samadai, il reef a ferro di cavallo detto Dolphin House, dove i delfini stenella riposano nella laguna; il numero di visitatori è limitato e si nuota nelle zone delimitate.",
          "En barco a Samadai, el arrecife en herradura llamado Dolphin House, donde los delfines acróbatas descansan en la laguna; el número de visitantes está limitado y se nada en zonas acotadas.",
          "En bateau jusqu'à Samadai, le récif en fer à cheval dit Dolphin House, où les dauphins à long bec se reposent dans le lagon ; le nombre de visiteurs est limité et l'on nage dans les zones balisées.",
          "Mit dem Boot nach Samadai, dem hufeisenförmigen Riff namens Dolphin House, wo Spinnerdelfine in der Lagune ruhen; die Besucherzahl ist begrenzt, geschwommen wird in abgesperrten Zonen.",
        ],
      ],
    ],
  },
  "EGY Dahab": {
    days: [
      [
        "see",
        [
          "Dahab: Mount Sinai and St Catherine's Monastery",
          "Dahab: il monte Sinai e il monastero di Santa Caterina",
          "Dahab: el monte Sinaí y el monasterio de Santa Catalina",
          "Dahab : le mont Sinaï et le monastère Sainte-Catherine",
          "Dahab: der Berg Sinai und das Katharinenkloster",
        ],
        [
          "A night walk with Bedouin guides up the camel path of Mount Sinai for sunrise over the granite peaks, then down the Steps of Repentance to St Catherine's Monastery and its Burning Bush.",
          "Una salita notturna con guide beduine sul sentiero dei cammelli del monte Sinai per l'alba sulle cime di granito, poi giù per i Gradini della Penitenza fino al monastero di Santa Caterina e al Roveto ardente.",
          "Una subida nocturna con guías beduinos por el camino de los camellos del monte Sinaí para ver amanecer sobre los picos de granito, y bajada por los Escalones del Arrepentimiento al monasterio de Santa Catalina.",
          "Une montée de nuit avec des guides bédouins par le sentier des chameaux du mont Sinaï pour l'aube sur les pics de granit, puis la descente par les marches de la Pénitence jusqu'au monastère Sainte-Catherine.",
          "Ein Nachtaufstieg mit Beduinenführern auf dem Kamelpfad des Sinai zum Sonnenaufgang über den Granitgipfeln, dann über die Stufen der Buße hinab zum Katharinenkloster und seinem Brennenden Dornbusch.",
        ],
      ],
      [
        "beach",
        [
          "Dahab: the Blue Hole and the Lighthouse reef",
          "Dahab: il Blue Hole e il reef del Faro",
          "Dahab: el Blue Hole y el arrecife del Faro",
          "Dahab : le Blue Hole et le récif du Phare",
          "Dahab: das Blue Hole und das Leuchtturm-Riff",
        ],
        [
          "A day in the water along the coral walls of the Red Sea: the rim of the Blue Hole and the Bells north of town, then the Lighthouse reef and Eel Garden, reached straight from the shore.",
          "Una giornata in acqua lungo le pareti di corallo del mar Rosso: il bordo del Blue Hole e le Bells a nord del paese, poi il reef del Faro e l'Eel Garden, raggiungibili direttamente da riva.",
          "Un día en el agua junto a las paredes de coral del mar Rojo: el borde del Blue Hole y las Bells al norte del pueblo, y luego el arrecife del Faro y el Eel Garden, a los que se entra desde la orilla.",
          "Une journée dans l'eau le long des tombants de corail de la mer Rouge : le bord du Blue Hole et les Bells au nord du bourg, puis le récif du Phare et l'Eel Garden, accessibles depuis la rive.",
          "Ein Tag im Wasser an den Korallenwänden des Roten Meers: der Rand des Blue Hole und die Bells nördlich des Orts, dann das Leuchtturm-Riff und der Eel Garden, direkt vom Ufer aus erreichbar.",
        ],
      ],
    ],
  },
  "SEN Dakar": {
    days: [
      [
        "see",
        [
          "Dakar: the Corniche and the African Renaissance Monument",
          "Dakar: la Corniche e il Monumento del Rinascimento africano",
          "Dakar: la Corniche y el Monumento al Renacimiento Africano",
          "Dakar : la Corniche et le monument de la Renaissance africaine",
          "Dakar: die Corniche und das Denkmal der Afrikanischen Renaissance",
        ],
        [
          "Along the Corniche to the Soumbédioune beach where pirogues land the catch, the artisans' village beside it, and up the Mamelles hill to the bronze African Renaissance Monument above the Atlantic.",
          "Lungo la Corniche fino alla spiaggia di Soumbédioune dove le piroghe scaricano il pescato, il villaggio degli artigiani accanto, e su per la collina delle Mamelles fino al monumento in bronzo del Rinascimento africano.",
          "Por la Corniche hasta la playa de Soumbédioune, donde las piraguas desembarcan la pesca, la aldea artesanal contigua, y subida a la colina de las Mamelles hasta el Monumento al Renacimiento Africano.",
          "Le long de la Corniche jusqu'à la plage de Soumbédioune où les pirogues débarquent le poisson, le village artisanal voisin, puis la colline des Mamelles et le monument de bronze de la Renaissance africaine.",
          "Die Corniche entlang zum Strand von Soumbédioune, wo Pirogen den Fang anlanden, zum Kunsthandwerkerdorf daneben und hinauf auf den Mamelles-Hügel zum Bronzedenkmal der Afrikanischen Renaissance.",
        ],
      ],
      [
        "see",
        [
          "Dakar: the Plateau and the Museum of Black Civilizations",
          "Dakar: il Plateau e il Museo delle civiltà nere",
          "Dakar: el Plateau y el Museo de las Civilizaciones Negras",
          "Dakar : le Plateau et le musée des Civilisations noires",
          "Dakar: das Plateau und das Museum der Schwarzen Zivilisationen",
        ],
        [
          "The Museum of Black Civilizations in its round building, the Théodore Monod museum of African art with its masks, then the Kermel market hall and the cloth sellers of the Plateau.",
          "Il Museo delle civiltà nere nel suo edificio circolare, il museo d'arte africana Théodore Monod con le sue maschere, poi il mercato coperto di Kermel e i venditori di stoffe del Plateau.",
          "El Museo de las Civilizaciones Negras en su edificio circular, el museo de arte africano Théodore Monod con sus máscaras, y luego el mercado de Kermel y los vendedores de telas del Plateau.",
          "Le musée des Civilisations noires dans son bâtiment circulaire, le musée Théodore-Monod d'art africain et ses masques, puis la halle du marché Kermel et les marchands de tissus du Plateau.",
          "Das Museum der Schwarzen Zivilisationen in seinem runden Bau, das Théodore-Monod-Museum für afrikanische Kunst mit seinen Masken, dann die Markthalle Kermel und die Stoffhändler des Plateau.",
        ],
      ],
      [
        "food",
        [
          "Dakar: thieboudienne and bissap",
          "Dakar: thieboudienne e bissap",
          "Dakar: thieboudienne y bissap",
          "Dakar : thiéboudiène et bissap",
          "Dakar: Thieboudienne und Bissap",
        ],
        [
          "A cooking lesson in a family kitchen for thieboudienne, Senegal's rice with fish and vegetables, after buying the fish at Soumbédioune; with it yassa chicken and cold bissap, hibiscus juice.",
          "Lezione di cucina in una casa di famiglia per il thieboudienne, il riso con pesce e verdure del Senegal, dopo aver comprato il pesce a Soumbédioune; con il pollo yassa e il bissap freddo di ibisco.",
          "Clase de cocina en una casa familiar para preparar el thieboudienne, el arroz con pescado y verduras de Senegal, tras comprar el pescado en Soumbédioune; con pollo yassa y bissap frío de hibisco.",
          "Un cours de cuisine en famille pour le thiéboudiène, le riz au poisson et aux légumes du Sénégal, après l'achat du poisson à Soumbédioune ; avec le poulet yassa et un bissap glacé à l'hibiscus.",
          "Kochkurs in einer Familienküche für Thieboudienne, Senegals Reis mit Fisch und Gemüse, nach dem Fischkauf in Soumbédioune; dazu Yassa-Huhn und kalter Bissap aus Hibiskus.",
        ],
      ],
    ],
  },
  "SEN Gorée": {
    days: [
      [
        "see",
        [
          "Gorée: the House of Slaves",
          "Gorée: la Casa degli Schiavi",
          "Gorea: la Casa de los Esclavos",
          "Gorée : la maison des Esclaves",
          "Gorée: das Sklavenhaus",
        ],
        [
          "By ferry from Dakar to the car-free island: the House of Slaves and its Door of No Return, the lanes of ochre houses under bougainvillea, and the Castel hill with its old gun emplacements.",
          "In traghetto da Dakar all'isola senza auto: la Casa degli Schiavi e la sua Porta del non ritorno, i vicoli di case ocra sotto le bouganvillee e il colle del Castel con le vecchie postazioni dei cannoni.",
          "En ferry desde Dakar a la isla sin coches: la Casa de los Esclavos y su Puerta sin Retorno, las callejas de casas ocres bajo las buganvillas y la colina del Castel con sus viejos emplazamientos de cañones.",
          "En chaloupe depuis Dakar vers l'île sans voitures : la maison des Esclaves et sa porte du Voyage sans retour, les ruelles de maisons ocre sous les bougainvilliers et le Castel avec ses anciennes batteries.",
          "Mit der Fähre von Dakar auf die autofreie Insel: das Sklavenhaus und seine Tür ohne Wiederkehr, Gassen mit ockerfarbenen Häusern unter Bougainvilleen und der Castel-Hügel mit alten Geschützstellungen.",
        ],
      ],
      [
        "beach",
        [
          "Gorée: the little beach by the jetty",
          "Gorée: la spiaggetta del molo",
          "Gorea: la playita del muelle",
          "Gorée : la petite plage de l'embarcadère",
          "Gorée: der kleine Strand am Anleger",
        ],
        [
          "A slow afternoon on the small sheltered beach beside the ferry jetty, swimming among the painted pirogues, with grilled fish at one of the island's terraces looking back at Dakar.",
          "Un pomeriggio lento sulla piccola spiaggia riparata accanto al molo del traghetto, nuotando tra le piroghe dipinte, con pesce alla griglia su una terrazza dell'isola con vista su Dakar.",
          "Una tarde tranquila en la pequeña playa resguardada junto al muelle del ferry, nadando entre piraguas pintadas, con pescado a la brasa en una terraza de la isla frente a Dakar.",
          "Un après-midi tranquille sur la petite plage abritée près de l'embarcadère, baignade entre les pirogues peintes et poisson grillé sur une terrasse de l'île face à Dakar.",
          "Ein ruhiger Nachmittag am kleinen geschützten Strand neben dem Fähranleger, Schwimmen zwischen bemalten Pirogen und gegrillter Fisch auf einer Terrasse der Insel mit Blick auf Dakar.",
        ],
      ],
    ],
  },
  "SEN Lake Retba": {
    days: [
      [
        "see",
        [
          "Lake Retba: the salt collectors of the pink lake",
          "Lago Rosa: i raccoglitori di sale",
          "Lago Rosa: los recolectores de sal",
          "Lac Rose : les récolteurs de sel",
          "Rosa See: die Salzsammler",
        ],
        [
          "By pirogue on the lake tinted pink by algae, beside the men who dive for salt, their skin coated with shea butter, and the women who carry the baskets ashore to the white salt heaps.",
          "In piroga sul lago tinto di rosa dalle alghe, accanto agli uomini che si immergono per il sale, la pelle unta di burro di karité, e alle donne che portano le ceste a riva verso i cumuli bianchi.",
          "En piragua por el lago teñido de rosa por las algas, junto a los hombres que se sumergen a por sal, la piel untada de manteca de karité, y las mujeres que llevan los cestos a los montones blancos de la orilla.",
          "En pirogue sur le lac teinté de rose par les algues, près des hommes qui plongent chercher le sel, la peau enduite de beurre de karité, et des femmes qui portent les paniers jusqu'aux tas blancs du rivage.",
          "Mit der Piroge auf dem von Algen rosa gefärbten See, neben Männern, die mit Sheabutter eingeriebener Haut nach Salz tauchen, und Frauen, die die Körbe zu den weißen Salzhaufen am Ufer tragen.",
        ],
      ],
      [
        "see",
        [
          "Lake Retba: the dunes of Niaga to the ocean",
          "Lago Rosa: le dune di Niaga fino all'oceano",
          "Lago Rosa: las dunas de Niaga hasta el océano",
          "Lac Rose : les dunes de Niaga jusqu'à l'océan",
          "Rosa See: über die Dünen von Niaga zum Ozean",
        ],
        [
          "By 4x4 over the dunes between the lake and the Atlantic, the old finish of the Paris-Dakar rally, past Peul herders' camps and market gardens to the long empty beach.",
          "In fuoristrada sulle dune tra il lago e l'Atlantico, l'antico arrivo della Parigi-Dakar, oltre gli accampamenti dei pastori peul e gli orti fino alla lunga spiaggia deserta.",
          "En 4x4 por las dunas entre el lago y el Atlántico, la antigua meta del París-Dakar, entre campamentos de pastores peul y huertos hasta la larga playa desierta.",
          "En 4x4 sur les dunes entre le lac et l'Atlantique, ancienne arrivée du Paris-Dakar, entre campements de bergers peuls et jardins maraîchers jusqu'à la longue plage déserte.",
          "Im Geländewagen über die Dünen zwischen See und Atlantik, das einstige Ziel der Rallye Paris-Dakar, vorbei an Lagern der Peul-Hirten und Gemüsegärten bis zum langen leeren Strand.",
        ],
      ],
    ],
  },
  "SEN Lompoul Desert": {
    days: [
      [
        "see",
        [
          "Lompoul Desert: by camel over the orange dunes",
          "Deserto di Lompoul: a dorso di dromedario sulle dune arancioni",
          "Desierto de Lompoul: en dromedario por las dunas naranjas",
          "Désert de Lompoul : à dos de dromadaire sur les dunes orange",
          "Lompoul-Wüste: mit Dromedaren über die orangen Dünen",
        ],
        [
          "A camel ride across the small sea of orange dunes between the market gardens and the coast, to a camp of Mauritanian-style tents and a sunset from the highest crest.",
          "Una cavalcata in dromedario nel piccolo mare di dune arancioni tra gli orti e la costa, fino a un campo di tende in stile mauritano e al tramonto dalla cresta più alta.",
          "Un paseo en dromedario por el pequeño mar de dunas naranjas entre los huertos y la costa, hasta un campamento de jaimas de estilo mauritano y el ocaso desde la cresta más alta.",
          "Une balade à dos de dromadaire sur la petite mer de dunes orange entre les jardins maraîchers et la côte, jusqu'à un campement de tentes mauritaniennes et le coucher du soleil sur la plus haute crête.",
          "Ein Dromedarritt über das kleine Meer orangefarbener Dünen zwischen Gemüsegärten und Küste zu einem Lager im mauretanischen Stil und zum Sonnenuntergang vom höchsten Kamm.",
        ],
      ],
      [
        "see",
        [
          "Lompoul Desert: through the dunes to Lompoul-sur-Mer",
          "Deserto di Lompoul: tra le dune fino a Lompoul-sur-Mer",
          "Desierto de Lompoul: por las dunas hasta Lompoul-sur-Mer",
          "Désert de Lompoul : par les dunes jusqu'à Lompoul-sur-Mer",
          "Lompoul-Wüste: durch die Dünen nach Lompoul-sur-Mer",
        ],
        [
          "A morning walk from the dunes to the fishing village of Lompoul-sur-Mer on the Grande Côte, where teams haul the pirogues up the beach and the catch is sold on the sand.",
          "Una camminata mattutina dalle dune al villaggio di pescatori di Lompoul-sur-Mer sulla Grande Côte, dove le squadre tirano le piroghe sulla spiaggia e il pesce si vende sulla sabbia.",
          "Una caminata matinal de las dunas a la aldea de pescadores de Lompoul-sur-Mer, en la Grande Côte, donde los equipos suben las piraguas por la playa y la pesca se vende en la arena.",
          "Une marche matinale des dunes au village de pêcheurs de Lompoul-sur-Mer, sur la Grande Côte, où les équipes hissent les pirogues sur la plage et où le poisson se vend sur le sable.",
          "Eine Morgenwanderung von den Dünen ins Fischerdorf Lompoul-sur-Mer an der Grande Côte, wo Mannschaften die Pirogen den Strand hinaufziehen und der Fang im Sand verkauft wird.",
        ],
      ],
    ],
  },
  "SEN Saint-Louis": {
    days: [
      [
        "see",
        [
          "Saint-Louis: the island by horse carriage",
          "Saint-Louis: l'isola in calesse",
          "San Luis: la isla en calesa",
          "Saint-Louis : l'île en calèche",
          "Saint-Louis: die Insel mit der Pferdekutsche",
        ],
        [
          "Over the iron Faidherbe Bridge onto the island, then by horse carriage past colonial houses with wooden balconies, the governor's palace and the old cathedral of the first French capital of West Africa.",
          "Oltre il ponte di ferro Faidherbe sull'isola, poi in calesse tra case coloniali con balconi di legno, il palazzo del governatore e la vecchia cattedrale della prima capitale francese dell'Africa occidentale.",
          "Por el puente de hierro Faidherbe hasta la isla y luego en calesa entre casas coloniales con balcones de madera, el palacio del gobernador y la vieja catedral de la primera capital francesa de África occidental.",
          "Par le pont de fer Faidherbe jusqu'à l'île, puis en calèche devant les maisons coloniales à balcons de bois, le palais du gouverneur et la vieille cathédrale de la première capitale de l'Afrique-Occidentale française.",
          "Über die eiserne Faidherbe-Brücke auf die Insel, dann mit der Kutsche an Kolonialhäusern mit Holzbalkonen, dem Gouverneurspalast und der alten Kathedrale der ersten französischen Hauptstadt Westafrikas vorbei.",
        ],
      ],
      [
        "see",
        [
          "Saint-Louis: Guet Ndar and the Langue de Barbarie",
          "Saint-Louis: Guet Ndar e la Langue de Barbarie",
          "San Luis: Guet Ndar y la Langue de Barbarie",
          "Saint-Louis : Guet Ndar et la Langue de Barbarie",
          "Saint-Louis: Guet Ndar und die Langue de Barbarie",
        ],
        [
          "The crowded fishing quarter of Guet Ndar on the sand spit, where hundreds of painted pirogues return through the surf, then by boat along the Langue de Barbarie to its bird colonies.",
          "L'affollato quartiere di pescatori di Guet Ndar sulla lingua di sabbia, dove centinaia di piroghe dipinte rientrano tra le onde, poi in barca lungo la Langue de Barbarie fino alle colonie di uccelli.",
          "El abarrotado barrio pesquero de Guet Ndar en la lengua de arena, donde cientos de piraguas pintadas vuelven entre las olas, y luego en barca por la Langue de Barbarie hasta sus colonias de aves.",
          "Le quartier de pêcheurs de Guet Ndar sur la flèche de sable, où des centaines de pirogues peintes rentrent dans les vagues, puis en bateau le long de la Langue de Barbarie jusqu'aux colonies d'oiseaux.",
          "Das dicht bewohnte Fischerviertel Guet Ndar auf der Nehrung, wo Hunderte bemalte Pirogen durch die Brandung heimkehren, dann mit dem Boot die Langue de Barbarie entlang zu ihren Vogelkolonien.",
        ],
      ],
      [
        "food",
        [
          "Saint-Louis: thieboudienne in its home town",
          "Saint-Louis: il thieboudienne nella sua città",
          "San Luis: el thieboudienne en su ciudad natal",
          "Saint-Louis : le thiéboudiène chez lui",
          "Saint-Louis: Thieboudienne in seiner Heimatstadt",
        ],
        [
          "Saint-Louis claims the invention of thieboudienne: the group buys thiof fish and vegetables at the market of Guet Ndar, then cooks the red rice version with a Saint-Louisian cook.",
          "Saint-Louis rivendica l'invenzione del thieboudienne: il gruppo compra pesce thiof e verdure al mercato di Guet Ndar, poi cucina la versione al riso rosso con una cuoca del posto.",
          "San Luis reivindica la invención del thieboudienne: el grupo compra pescado thiof y verduras en el mercado de Guet Ndar y cocina la versión de arroz rojo con una cocinera local.",
          "Saint-Louis revendique l'invention du thiéboudiène : le groupe achète thiof et légumes au marché de Guet Ndar, puis prépare la version au riz rouge avec une cuisinière saint-louisienne.",
          "Saint-Louis beansprucht die Erfindung des Thieboudienne: Die Gruppe kauft Thiof-Fisch und Gemüse auf dem Markt von Guet Ndar und kocht mit einer Köchin der Stadt die Version mit rotem Reis.",
        ],
      ],
    ],
  },
  "SEN Djoudj": {
    months: [11, 4],
    days: [
      [
        "see",
        [
          "Djoudj: by pirogue to the pelican colony",
          "Djoudj: in piroga alla colonia di pellicani",
          "Djoudj: en piragua a la colonia de pelícanos",
          "Djoudj : en pirogue vers la colonie de pélicans",
          "Djoudj: mit der Piroge zur Pelikankolonie",
        ],
        [
          "By pirogue through the channels of the bird sanctuary to the Grand Lac, where thousands of great white pelicans gather, with cormorants, herons and crocodiles along the reeds.",
          "In piroga tra i canali del santuario degli uccelli fino al Grand Lac, dove si radunano migliaia di pellicani bianchi, con cormorani, aironi e coccodrilli lungo i canneti.",
          "En piragua por los canales del santuario de aves hasta el Grand Lac, donde se reúnen miles de pelícanos blancos, con cormoranes, garzas y cocodrilos entre los juncos.",
          "En pirogue par les chenaux du parc ornithologique jusqu'au Grand Lac, où se rassemblent des milliers de pélicans blancs, avec cormorans, hérons et crocodiles le long des roseaux.",
          "Mit der Piroge durch die Kanäle des Vogelschutzgebiets zum Grand Lac, wo sich Tausende Rosapelikane sammeln, mit Kormoranen, Reihern und Krokodilen am Schilfrand.",
        ],
      ],
      [
        "see",
        [
          "Djoudj: flamingos and the delta trails",
          "Djoudj: fenicotteri e sentieri del delta",
          "Djoudj: flamencos y senderos del delta",
          "Djoudj : flamants et pistes du delta",
          "Djoudj: Flamingos und Pfade im Delta",
        ],
        [
          "Along the park's tracks and hides in the Senegal River delta, where flamingos, spoonbills and wintering ducks from Europe feed in the shallows and warthogs root along the banks.",
          "Lungo le piste e i capanni del parco nel delta del fiume Senegal, dove fenicotteri, spatole e anatre svernanti dall'Europa si nutrono nelle acque basse e i facoceri frugano sulle rive.",
          "Por las pistas y observatorios del parque en el delta del río Senegal, donde flamencos, espátulas y patos europeos que pasan el invierno comen en las aguas bajas y los facóqueros hozan en las orillas.",
          "Sur les pistes et les affûts du parc dans le delta du fleuve Sénégal, où flamants, spatules et canards venus d'Europe hiverner se nourrissent dans les eaux basses, et où les phacochères fouillent les berges.",
          "Auf den Wegen und Beobachtungsständen im Delta des Senegal-Flusses, wo Flamingos, Löffler und aus Europa kommende Wintergäste im Flachwasser fressen und Warzenschweine am Ufer wühlen.",
        ],
      ],
    ],
  },
  "SEN Saloum Delta": {
    days: [
      [
        "see",
        [
          "Saloum Delta: the mangroves and shell islands",
          "Delta del Saloum: mangrovie e isole di conchiglie",
          "Delta del Saloum: manglares e islas de conchas",
          "Delta du Saloum : mangroves et îles de coquillages",
          "Saloum-Delta: Mangroven und Muschelinseln",
        ],
        [
          "By pirogue through the mangrove channels, the bolongs, watching women gather oysters from the roots, to islands built of ancient shell mounds where baobabs grow over old burial sites.",
          "In piroga tra i canali di mangrovie, i bolong, guardando le donne raccogliere ostriche dalle radici, fino a isole fatte di antichi cumuli di conchiglie dove i baobab crescono su vecchie sepolture.",
          "En piragua por los canales del manglar, los bolongs, viendo a las mujeres recoger ostras de las raíces, hasta islas formadas por antiguos montículos de conchas donde crecen baobabs sobre viejos enterramientos.",
          "En pirogue dans les bolongs, chenaux de mangrove où les femmes cueillent les huîtres sur les racines, jusqu'aux îles faites d'anciens amas de coquillages où poussent des baobabs sur de vieilles sépultures.",
          "Mit der Piroge durch die Mangrovenkanäle, die Bolongs, wo Frauen Austern von den Wurzeln sammeln, zu Inseln aus uralten Muschelhaufen, auf denen Baobabs über alten Grabstätten wachsen.",
        ],
      ],
      [
        "see",
        [
          "Saloum Delta: Joal-Fadiouth, the island of shells",
          "Delta del Saloum: Joal-Fadiouth, l'isola di conchiglie",
          "Delta del Saloum: Joal-Fadiouth, la isla de conchas",
          "Delta du Saloum : Joal-Fadiouth, l'île aux coquillages",
          "Saloum-Delta: Joal-Fadiouth, die Muschelinsel",
        ],
        [
          "Over the long wooden footbridge to Fadiouth, an island paved with shells, its lanes, its granaries on stilts and the shell-covered cemetery shared by Christians and Muslims.",
          "Sul lungo ponte di legno fino a Fadiouth, isola lastricata di conchiglie, con i suoi vicoli, i granai su palafitte e il cimitero di conchiglie condiviso da cristiani e musulmani.",
          "Por la larga pasarela de madera hasta Fadiouth, una isla pavimentada de conchas, con sus callejas, sus graneros sobre pilotes y el cementerio de conchas que comparten cristianos y musulmanes.",
          "Par la longue passerelle de bois jusqu'à Fadiouth, île pavée de coquillages, ses ruelles, ses greniers sur pilotis et son cimetière de coquillages partagé par chrétiens et musulmans.",
          "Über den langen Holzsteg nach Fadiouth, einer mit Muscheln gepflasterten Insel, mit Gassen, Speichern auf Stelzen und dem Muschelfriedhof, den Christen und Muslime teilen.",
        ],
      ],
    ],
  },
  "SEN Casamance": {
    days: [
      [
        "see",
        [
          "Casamance: the Diola kingdom of Oussouye",
          "Casamance: il regno diola di Oussouye",
          "Casamance: el reino diola de Oussouye",
          "Casamance : le royaume diola d'Oussouye",
          "Casamance: das Diola-Königreich Oussouye",
        ],
        [
          "Among rice paddies and kapok trees to the Diola villages: the impluvium house of Enampor, round around its rain-catching courtyard, and Oussouye, seat of the Diola king, with its sacred forest.",
          "Tra risaie e alberi di kapok fino ai villaggi diola: la casa a impluvio di Enampor, rotonda intorno al cortile che raccoglie la pioggia, e Oussouye, sede del re diola, con la sua foresta sacra.",
          "Entre arrozales y ceibas hasta las aldeas diola: la casa de impluvio de Enampor, redonda en torno a su patio que recoge la lluvia, y Oussouye, sede del rey diola, con su bosque sagrado.",
          "Entre rizières et fromagers jusqu'aux villages diolas : la case à impluvium d'Enampor, ronde autour de sa cour qui recueille la pluie, et Oussouye, siège du roi diola, avec son bois sacré.",
          "Zwischen Reisfeldern und Kapokbäumen zu den Diola-Dörfern: das Impluvium-Haus von Enampor, rund um seinen Regenhof gebaut, und Oussouye, Sitz des Diola-Königs, mit seinem heiligen Wald.",
        ],
      ],
      [
        "beach",
        [
          "Casamance: the beaches of Cap Skirring",
          "Casamance: le spiagge di Cap Skirring",
          "Casamance: las playas de Cap Skirring",
          "Casamance : les plages du Cap Skirring",
          "Casamance: die Strände von Cap Skirring",
        ],
        [
          "A day on the wide palm-backed sands of Cap Skirring, with swimming in the Atlantic, a walk to the fishing beach at the village and grilled barracuda under the palms.",
          "Una giornata sulle ampie sabbie orlate di palme di Cap Skirring, con bagni nell'Atlantico, una passeggiata fino alla spiaggia dei pescatori del villaggio e barracuda alla griglia sotto le palme.",
          "Un día en los amplios arenales bordeados de palmeras de Cap Skirring, con baños en el Atlántico, un paseo hasta la playa de pescadores del pueblo y barracuda a la brasa bajo las palmeras.",
          "Une journée sur les larges plages bordées de palmiers du Cap Skirring, baignade dans l'Atlantique, balade jusqu'à la plage des pêcheurs du village et barracuda grillé sous les palmes.",
          "Ein Tag auf den breiten, palmengesäumten Sandstränden von Cap Skirring, mit Baden im Atlantik, einem Spaziergang zum Fischerstrand des Dorfs und gegrilltem Barrakuda unter Palmen.",
        ],
      ],
    ],
  },
  "CPV Praia": {
    days: [
      [
        "see",
        ["Praia: the Plateau", "Praia: il Plateau", "Praia: el Plateau", "Praia : le Plateau", "Praia: das Plateau"],
        [
          "The old town on its flat-topped rock: Praça Alexandre Albuquerque, the pastel Presidential Palace, the ethnographic museum and the viewpoint over the port and the islet of Santa Maria.",
          "La città vecchia sulla sua rocca piatta: piazza Alexandre Albuquerque, il Palazzo Presidenziale color pastello, il museo etnografico e il belvedere sul porto e sull'isolotto di Santa Maria.",
          "La ciudad vieja sobre su roca plana: la plaza Alexandre Albuquerque, el Palacio Presidencial de tonos pastel, el museo etnográfico y el mirador sobre el puerto y el islote de Santa María.",
          "La vieille ville sur son rocher plat : la place Alexandre-Albuquerque, le palais présidentiel aux tons pastel, le musée ethnographique et le belvédère sur le port et l'îlot de Santa Maria.",
          "Die Altstadt auf ihrem flachen Felsen: der Platz Alexandre Albuquerque, der pastellfarbene Präsidentenpalast, das Völkerkundemuseum und der Ausblick auf Hafen und Inselchen Santa Maria.",
        ],
      ],
      [
        "see",
        [
          "Praia: Sucupira market and Quebra Canela",
          "Praia: il mercato di Sucupira e Quebra Canela",
          "Praia: el mercado de Sucupira y Quebra Canela",
          "Praia : le marché de Sucupira et Quebra Canela",
          "Praia: der Sucupira-Markt und Quebra Canela",
        ],
        [
          "The crowded Sucupira market, with its cloth, music and West African traders, then the Plateau's covered fruit market and a swim off the city beach of Quebra Canela.",
          "L'affollato mercato di Sucupira, tra stoffe, musica e commercianti dell'Africa occidentale, poi il mercato coperto della frutta del Plateau e un bagno alla spiaggia cittadina di Quebra Canela.",
          "El abarrotado mercado de Sucupira, con telas, música y comerciantes de África occidental, luego el mercado cubierto de fruta del Plateau y un baño en la playa urbana de Quebra Canela.",
          "Le marché animé de Sucupira, ses tissus, sa musique et ses commerçants ouest-africains, puis le marché couvert aux fruits du Plateau et une baignade à la plage urbaine de Quebra Canela.",
          "Der volle Sucupira-Markt mit Stoffen, Musik und westafrikanischen Händlern, dann die Obstmarkthalle des Plateau und ein Bad am Stadtstrand Quebra Canela.",
        ],
      ],
      [
        "food",
        [
          "Praia: cachupa and grogue",
          "Praia: cachupa e grogue",
          "Praia: cachupa y grogue",
          "Praia : cachupa et grogue",
          "Praia: Cachupa und Grogue",
        ],
        [
          "Cachupa rica, the slow stew of hominy corn, beans, pork and fish that is Cape Verde's national dish, eaten with a local family, then a tasting of grogue, the island's sugarcane spirit, and sweet ponche.",
          "La cachupa rica, lo stufato lento di mais, fagioli, maiale e pesce che è il piatto nazionale di Capo Verde, con una famiglia del posto, poi un assaggio di grogue, l'acquavite di canna dell'isola, e del dolce ponche.",
          "La cachupa rica, el guiso lento de maíz, frijoles, cerdo y pescado que es el plato nacional de Cabo Verde, con una familia local, y después una cata de grogue, el aguardiente de caña de la isla, y del dulce ponche.",
          "La cachupa rica, ragoût mijoté de maïs, haricots, porc et poisson, plat national du Cap-Vert, chez une famille, puis une dégustation de grogue, l'eau-de-vie de canne de l'île, et du doux ponche.",
          "Cachupa rica, der lange geschmorte Eintopf aus Mais, Bohnen, Schweinefleisch und Fisch, Kap Verdes Nationalgericht, bei einer Familie, dann eine Probe Grogue, Zuckerrohrschnaps der Insel, und süßer Ponche.",
        ],
      ],
    ],
  },
  "CPV Santiago": {
    days: [
      [
        "see",
        [
          "Santiago: Cidade Velha, the first colonial town",
          "Santiago: Cidade Velha, la prima città coloniale",
          "Santiago: Cidade Velha, la primera ciudad colonial",
          "Santiago : Cidade Velha, première ville coloniale",
          "Santiago: Cidade Velha, die erste Kolonialstadt",
        ],
        [
          "Cidade Velha, the first European town in the tropics: the stone houses of Rua Banana, the marble pillory of the slave market, the ruined cathedral and the Fortaleza Real above the bay.",
          "Cidade Velha, la prima città europea dei tropici: le case di pietra di Rua Banana, la gogna di marmo del mercato degli schiavi, la cattedrale in rovina e la Fortaleza Real sopra la baia.",
          "Cidade Velha, la primera ciudad europea de los trópicos: las casas de piedra de la Rua Banana, la picota de mármol del mercado de esclavos, la catedral en ruinas y la Fortaleza Real sobre la bahía.",
          "Cidade Velha, première ville européenne des tropiques : les maisons de pierre de la Rua Banana, le pilori de marbre du marché aux esclaves, la cathédrale en ruine et la Fortaleza Real au-dessus de la baie.",
          "Cidade Velha, die erste europäische Stadt der Tropen: die Steinhäuser der Rua Banana, der Marmorpranger des Sklavenmarkts, die Kathedralenruine und die Fortaleza Real über der Bucht.",
        ],
      ],
      [
        "beach",
        [
          "Santiago: the bay of Tarrafal",
          "Santiago: la baia di Tarrafal",
          "Santiago: la bahía de Tarrafal",
          "Santiago : la baie de Tarrafal",
          "Santiago: die Bucht von Tarrafal",
        ],
        [
          "Across the island over the Serra Malagueta to Tarrafal in the north, a sheltered bay of pale sand and calm water under coconut palms, where fishing boats land tuna on the beach.",
          "Attraverso l'isola oltre la Serra Malagueta fino a Tarrafal, al nord, baia riparata di sabbia chiara e acqua calma sotto le palme da cocco, dove le barche dei pescatori sbarcano il tonno sulla spiaggia.",
          "A través de la isla por la Serra Malagueta hasta Tarrafal, en el norte, una bahía resguardada de arena clara y agua tranquila bajo los cocoteros, donde las barcas desembarcan atún en la playa.",
          "À travers l'île par la Serra Malagueta jusqu'à Tarrafal, au nord, baie abritée de sable clair et d'eau calme sous les cocotiers, où les barques débarquent le thon sur la plage.",
          "Quer über die Insel und die Serra Malagueta nach Tarrafal im Norden, einer geschützten Bucht mit hellem Sand und ruhigem Wasser unter Kokospalmen, wo Fischerboote Thunfisch am Strand anlanden.",
        ],
      ],
    ],
  },
  "CPV São Filipe": {
    days: [
      [
        "see",
        [
          "São Filipe: the sobrados above the black sand",
          "São Filipe: i sobrados sopra la sabbia nera",
          "São Filipe: los sobrados sobre la arena negra",
          "São Filipe : les sobrados au-dessus du sable noir",
          "São Filipe: die Sobrados über dem schwarzen Sand",
        ],
        [
          "The cobbled squares and sobrados, the balconied houses of the old Fogo landowners, on a cliff above a black sand beach, with the Casa da Memória museum and views of Brava island.",
          "Le piazze acciottolate e i sobrados, le case a balconi degli antichi proprietari di Fogo, su una scogliera sopra una spiaggia di sabbia nera, con il museo Casa da Memória e la vista sull'isola di Brava.",
          "Las plazas empedradas y los sobrados, casas con balcones de los antiguos terratenientes de Fogo, sobre un acantilado y una playa de arena negra, con el museo Casa da Memória y vistas a la isla de Brava.",
          "Les places pavées et les sobrados, maisons à balcons des anciens propriétaires de Fogo, sur une falaise au-dessus d'une plage de sable noir, avec le musée Casa da Memória et la vue sur l'île de Brava.",
          "Gepflasterte Plätze und Sobrados, die Balkonhäuser der alten Grundbesitzer von Fogo, auf einer Klippe über einem schwarzen Sandstrand, mit dem Museum Casa da Memória und Blick auf die Insel Brava.",
        ],
      ],
      [
        "food",
        [
          "São Filipe: Fogo wine and coffee",
          "São Filipe: vino e caffè di Fogo",
          "São Filipe: vino y café de Fogo",
          "São Filipe : vin et café de Fogo",
          "São Filipe: Wein und Kaffee von Fogo",
        ],
        [
          "A tasting of the wines grown in volcanic ash inside the crater of Fogo, the coffee of the island's green northern slopes, goat cheese and queijadas, the small cheese tarts of the island.",
          "Una degustazione dei vini coltivati nella cenere vulcanica dentro il cratere di Fogo, del caffè dei versanti verdi del nord dell'isola, del formaggio di capra e delle queijadas, tortine al formaggio.",
          "Una cata de los vinos cultivados en ceniza volcánica dentro del cráter de Fogo, del café de las laderas verdes del norte de la isla, de queso de cabra y de queijadas, pastelitos de queso.",
          "Une dégustation des vins nés dans la cendre volcanique du cratère de Fogo, du café des pentes vertes du nord de l'île, du fromage de chèvre et des queijadas, petites tartelettes au fromage.",
          "Eine Verkostung der Weine aus der Vulkanasche im Krater von Fogo, des Kaffees von den grünen Nordhängen der Insel, von Ziegenkäse und Queijadas, kleinen Käsetörtchen.",
        ],
      ],
    ],
  },
  "CPV Fogo": {
    days: [
      [
        "see",
        [
          "Fogo: the climb of Pico do Fogo",
          "Fogo: la salita al Pico do Fogo",
          "Fogo: la subida al Pico do Fogo",
          "Fogo : l'ascension du Pico do Fogo",
          "Fogo: der Aufstieg auf den Pico do Fogo",
        ],
        [
          "From Chã das Caldeiras with a local guide up the steep cinder cone of Pico do Fogo to the crater rim at 2,829 m, then a fast run down the soft ash slope back to the caldera.",
          "Da Chã das Caldeiras con una guida locale su per il ripido cono di scorie del Pico do Fogo fino all'orlo del cratere a 2.829 m, poi una rapida corsa giù per il pendio di cenere morbida.",
          "Desde Chã das Caldeiras con un guía local por el empinado cono de escoria del Pico do Fogo hasta el borde del cráter, a 2.829 m, y bajada rápida corriendo por la ladera de ceniza blanda.",
          "De Chã das Caldeiras avec un guide local par le cône de scories raide du Pico do Fogo jusqu'au bord du cratère à 2 829 m, puis la descente en courant dans la pente de cendre molle.",
          "Von Chã das Caldeiras mit einem örtlichen Guide den steilen Schlackenkegel des Pico do Fogo hinauf zum Kraterrand auf 2.829 m, dann im Laufschritt den weichen Aschehang hinab.",
        ],
      ],
      [
        "see",
        [
          "Fogo: the lava fields of Chã das Caldeiras",
          "Fogo: le colate di Chã das Caldeiras",
          "Fogo: los campos de lava de Chã das Caldeiras",
          "Fogo : les coulées de Chã das Caldeiras",
          "Fogo: die Lavafelder von Chã das Caldeiras",
        ],
        [
          "Across the black lava of the 2014 eruption to the crater of Pico Pequeno, among the villages of Portela and Bangaeira rebuilt on the flows, vines and fig trees growing in the ash.",
          "Sulla lava nera dell'eruzione del 2014 fino al cratere del Pico Pequeno, tra i villaggi di Portela e Bangaeira ricostruiti sulle colate, con viti e fichi che crescono nella cenere.",
          "Por la lava negra de la erupción de 2014 hasta el cráter del Pico Pequeno, entre las aldeas de Portela y Bangaeira, reconstruidas sobre las coladas, con viñas e higueras que crecen en la ceniza.",
          "Sur la lave noire de l'éruption de 2014 jusqu'au cratère du Pico Pequeno, parmi les villages de Portela et Bangaeira reconstruits sur les coulées, les vignes et les figuiers poussant dans la cendre.",
          "Über die schwarze Lava des Ausbruchs von 2014 zum Krater des Pico Pequeno, zwischen den auf den Strömen wiederaufgebauten Dörfern Portela und Bangaeira, wo Reben und Feigen in der Asche wachsen.",
        ],
      ],
    ],
  },
  "CPV São Vicente": {
    days: [
      [
        "see",
        [
          "São Vicente: Monte Verde and Calhau",
          "São Vicente: Monte Verde e Calhau",
          "San Vicente: Monte Verde y Calhau",
          "São Vicente : Monte Verde et Calhau",
          "São Vicente: Monte Verde und Calhau",
        ],
        [
          "Up the cobbled road to Monte Verde, the island's highest point, for the view over Mindelo's bay and Santo Antão, then across the bare east to the fishing village of Calhau and its volcanic shore.",
          "Su per la strada acciottolata fino al Monte Verde, il punto più alto dell'isola, per la vista sulla baia di Mindelo e su Santo Antão, poi attraverso l'est brullo fino al villaggio di pescatori di Calhau.",
          "Por la carretera empedrada hasta Monte Verde, el punto más alto de la isla, para ver la bahía de Mindelo y Santo Antão, y luego por el árido este hasta la aldea de pescadores de Calhau.",
          "Par la route pavée jusqu'au Monte Verde, point culminant de l'île, pour la vue sur la baie de Mindelo et Santo Antão, puis à travers l'est aride jusqu'au village de pêcheurs de Calhau.",
          "Die gepflasterte Straße hinauf auf den Monte Verde, den höchsten Punkt der Insel, mit Blick über die Bucht von Mindelo und Santo Antão, dann durch den kargen Osten zum Fischerdorf Calhau.",
        ],
      ],
      [
        "beach",
        [
          "São Vicente: the lagoon of Baía das Gatas",
          "São Vicente: la laguna di Baía das Gatas",
          "San Vicente: la laguna de Baía das Gatas",
          "São Vicente : le lagon de Baía das Gatas",
          "São Vicente: die Lagune von Baía das Gatas",
        ],
        [
          "A swim in the natural pool of Baía das Gatas, closed off from the Atlantic swell by a reef of black rock, then the wide sands of São Pedro beach near the lighthouse.",
          "Un bagno nella piscina naturale di Baía das Gatas, chiusa all'onda dell'Atlantico da una scogliera di roccia nera, poi l'ampia sabbia della spiaggia di São Pedro vicino al faro.",
          "Un baño en la piscina natural de Baía das Gatas, protegida del oleaje atlántico por un arrecife de roca negra, y luego la amplia arena de la playa de São Pedro junto al faro.",
          "Une baignade dans la piscine naturelle de Baía das Gatas, abritée de la houle atlantique par un récif de roche noire, puis le large sable de la plage de São Pedro près du phare.",
          "Ein Bad im Naturbecken von Baía das Gatas, das ein Riff aus schwarzem Fels vor der Atlantikdünung schützt, dann der breite Sand des Strands von São Pedro beim Leuchtturm.",
        ],
      ],
    ],
  },
  "CPV Mindelo": {
    days: [
      [
        "see",
        [
          "Mindelo: Porto Grande and the fish market",
          "Mindelo: Porto Grande e il mercato del pesce",
          "Mindelo: Porto Grande y el mercado de pescado",
          "Mindelo : Porto Grande et le marché aux poissons",
          "Mindelo: Porto Grande und der Fischmarkt",
        ],
        [
          "Around the deep bay of Porto Grande: the little copy of Lisbon's Belém Tower, the pastel colonial houses of Rua de Lisboa, the municipal market and the fish market at the waterfront.",
          "Intorno alla profonda baia di Porto Grande: la piccola copia della Torre di Belém di Lisbona, le case coloniali color pastello di Rua de Lisboa, il mercato municipale e quello del pesce sul lungomare.",
          "Alrededor de la profunda bahía de Porto Grande: la pequeña copia de la Torre de Belém de Lisboa, las casas coloniales pastel de la Rua de Lisboa, el mercado municipal y la lonja del paseo marítimo.",
          "Autour de la baie profonde de Porto Grande : la petite copie de la tour de Belém de Lisbonne, les maisons coloniales pastel de la Rua de Lisboa, le marché municipal et le marché aux poissons du front de mer.",
          "Rund um die tiefe Bucht Porto Grande: die kleine Kopie des Lissabonner Belém-Turms, pastellfarbene Kolonialhäuser der Rua de Lisboa, die Markthalle und der Fischmarkt am Wasser.",
        ],
      ],
      [
        "food",
        [
          "Mindelo: pastel com diabo dentro and grilled tuna",
          "Mindelo: pastel com diabo dentro e tonno alla griglia",
          "Mindelo: pastel com diabo dentro y atún a la brasa",
          "Mindelo : pastel com diabo dentro et thon grillé",
          "Mindelo: Pastel com diabo dentro und gegrillter Thunfisch",
        ],
        [
          "The fried tuna pastries called pastel com diabo dentro, the devil inside, from a street stall, then tuna steaks and grilled moray eel by the fish market, with cachupa fried the next-morning way.",
          "I pasticci fritti di tonno chiamati pastel com diabo dentro, il diavolo dentro, da un banchetto di strada, poi tranci di tonno e murena alla griglia vicino al mercato del pesce, con la cachupa ripassata in padella.",
          "Las empanadillas fritas de atún llamadas pastel com diabo dentro, el diablo dentro, de un puesto callejero, y luego filetes de atún y morena a la brasa junto a la lonja, con cachupa refrita.",
          "Les chaussons frits au thon appelés pastel com diabo dentro, le diable dedans, d'une échoppe de rue, puis pavés de thon et murène grillée près du marché aux poissons, avec la cachupa revenue à la poêle.",
          "Die frittierten Thunfischtaschen namens Pastel com diabo dentro, der Teufel drin, von einem Straßenstand, dann Thunfischsteaks und gegrillte Muräne am Fischmarkt, dazu in der Pfanne gebratene Cachupa.",
        ],
      ],
      [
        "night",
        [
          "Mindelo: a night of morna and coladeira",
          "Mindelo: una sera di morna e coladeira",
          "Mindelo: una noche de morna y coladeira",
          "Mindelo : une soirée de morna et de coladeira",
          "Mindelo: ein Abend mit Morna und Coladeira",
        ],
        [
          "In Cesária Évora's home town, an evening in the bars off Rua de Lisboa where guitarists and cavaquinho players give live morna and coladeira, ending with grogue and dancing.",
          "Nella città di Cesária Évora, una serata nei bar intorno a Rua de Lisboa dove chitarristi e suonatori di cavaquinho suonano dal vivo morna e coladeira, per finire con grogue e balli.",
          "En la ciudad de Cesária Évora, una noche en los bares junto a la Rua de Lisboa donde guitarristas y músicos de cavaquinho tocan en directo morna y coladeira, para acabar con grogue y baile.",
          "Dans la ville de Cesária Évora, une soirée dans les bars autour de la Rua de Lisboa où guitaristes et joueurs de cavaquinho jouent la morna et la coladeira en direct, jusqu'au grogue et à la danse.",
          "In der Heimatstadt von Cesária Évora ein Abend in den Bars rund um die Rua de Lisboa, wo Gitarristen und Cavaquinho-Spieler live Morna und Coladeira spielen, bis zu Grogue und Tanz.",
        ],
      ],
    ],
  },
  "CPV Santo Antão": {
    days: [
      [
        "trek",
        [
          "Santo Antão: the coast path from Ponta do Sol to Cruzinha",
          "Santo Antão: il sentiero costiero da Ponta do Sol a Cruzinha",
          "Santo Antão: el sendero costero de Ponta do Sol a Cruzinha",
          "Santo Antão : le sentier côtier de Ponta do Sol à Cruzinha",
          "Santo Antão: der Küstenpfad von Ponta do Sol nach Cruzinha",
        ],
        [
          "The cobbled path cut into the cliffs above the Atlantic, from Ponta do Sol to the village of Fontainhas on its ridge, then on through Corvo and Forminguinhas to Cruzinha da Garça.",
          "Il sentiero lastricato scavato nelle scogliere sull'Atlantico, da Ponta do Sol al villaggio di Fontainhas sulla sua cresta, poi avanti per Corvo e Forminguinhas fino a Cruzinha da Garça.",
          "El camino empedrado tallado en los acantilados sobre el Atlántico, de Ponta do Sol a la aldea de Fontainhas sobre su cresta, y luego por Corvo y Forminguinhas hasta Cruzinha da Garça.",
          "Le chemin pavé taillé dans les falaises au-dessus de l'Atlantique, de Ponta do Sol au village de Fontainhas sur son arête, puis par Corvo et Forminguinhas jusqu'à Cruzinha da Garça.",
          "Der gepflasterte, in die Klippen über dem Atlantik gehauene Pfad von Ponta do Sol zum Dorf Fontainhas auf seinem Grat, dann weiter über Corvo und Forminguinhas nach Cruzinha da Garça.",
        ],
      ],
      [
        "trek",
        [
          "Santo Antão: up the Ribeira da Garça",
          "Santo Antão: su per la Ribeira da Garça",
          "Santo Antão: valle arriba por la Ribeira da Garça",
          "Santo Antão : la remontée de la Ribeira da Garça",
          "Santo Antão: die Ribeira da Garça hinauf",
        ],
        [
          "From Cruzinha through the village of Chã de Igreja and up the terraced valley of the Ribeira da Garça, between sugarcane, cassava and stone houses, to the high villages under the crest.",
          "Da Cruzinha attraverso il villaggio di Chã de Igreja e su per la valle a terrazze della Ribeira da Garça, tra canna da zucchero, manioca e case di pietra, fino ai villaggi alti sotto la cresta.",
          "De Cruzinha por la aldea de Chã de Igreja y valle arriba por los bancales de la Ribeira da Garça, entre caña de azúcar, yuca y casas de piedra, hasta las aldeas altas bajo la cresta.",
          "De Cruzinha par le village de Chã de Igreja, puis la vallée en terrasses de la Ribeira da Garça, entre canne à sucre, manioc et maisons de pierre, jusqu'aux villages d'altitude sous la crête.",
          "Von Cruzinha durch das Dorf Chã de Igreja und das Terrassental der Ribeira da Garça hinauf, zwischen Zuckerrohr, Maniok und Steinhäusern, bis zu den hohen Dörfern unter dem Kamm.",
        ],
      ],
      [
        "trek",
        [
          "Santo Antão: down the Ribeira da Torre via Xoxo",
          "Santo Antão: giù per la Ribeira da Torre via Xoxo",
          "Santo Antão: bajada por la Ribeira da Torre por Xoxo",
          "Santo Antão : descente de la Ribeira da Torre par Xoxo",
          "Santo Antão: über Xoxo die Ribeira da Torre hinab",
        ],
        [
          "From the crest of the island down a zigzag path into the Ribeira da Torre, through the hamlet of Xoxo among breadfruit and papaya, and out to Ribeira Grande on the north coast.",
          "Dalla cresta dell'isola giù per un sentiero a zigzag nella Ribeira da Torre, attraverso il borgo di Xoxo tra alberi del pane e papaie, fino a Ribeira Grande sulla costa nord.",
          "De la cresta de la isla por un sendero en zigzag hasta la Ribeira da Torre, por el caserío de Xoxo entre árboles del pan y papayos, y salida a Ribeira Grande en la costa norte.",
          "De la crête de l'île par un sentier en lacets dans la Ribeira da Torre, à travers le hameau de Xoxo parmi arbres à pain et papayers, jusqu'à Ribeira Grande sur la côte nord.",
          "Vom Inselkamm auf einem Zickzackpfad in die Ribeira da Torre, durch den Weiler Xoxo zwischen Brotfrucht- und Papayabäumen, bis nach Ribeira Grande an der Nordküste.",
        ],
      ],
      [
        "see",
        [
          "Santo Antão: the Corda road over the crest",
          "Santo Antão: la strada della Corda sulla cresta",
          "Santo Antão: la carretera de la Corda por la cresta",
          "Santo Antão : la route de la Corda par la crête",
          "Santo Antão: die Corda-Straße über den Kamm",
        ],
        [
          "The old cobbled road from the ferry port of Porto Novo over the island's spine, through pine woods and past the Cova crater, to the Delgadinho ridge, barely a road's width above two valleys.",
          "La vecchia strada lastricata dal porto dei traghetti di Porto Novo sulla dorsale dell'isola, tra pinete e oltre il cratere della Cova, fino al crinale di Delgadinho, largo appena una strada sopra due valli.",
          "La vieja carretera empedrada desde el puerto de Porto Novo por el espinazo de la isla, entre pinares y junto al cráter de la Cova, hasta la cresta de Delgadinho, apenas del ancho de la calzada entre dos valles.",
          "L'ancienne route pavée du port de Porto Novo par l'échine de l'île, à travers les pinèdes et le long du cratère de Cova, jusqu'à l'arête de Delgadinho, à peine large comme la route entre deux vallées.",
          "Die alte Pflasterstraße vom Fährhafen Porto Novo über das Rückgrat der Insel, durch Kiefernwälder und am Cova-Krater vorbei bis zum Delgadinho-Grat, kaum breiter als die Straße zwischen zwei Tälern.",
        ],
      ],
    ],
  },
  "CPV Paul Valley": {
    days: [
      [
        "trek",
        [
          "Paul Valley: from the Cova crater down to Passagem",
          "Valle del Paul: dal cratere della Cova fino a Passagem",
          "Valle de Paul: del cráter de la Cova a Passagem",
          "Vallée de Paul : du cratère de Cova à Passagem",
          "Paul-Tal: vom Cova-Krater hinab nach Passagem",
        ],
        [
          "From the farmed floor of the Cova crater to its rim, then down a steep zigzag path into the green head of the valley, through mist, tree ferns and terraces of coffee and yam to Passagem.",
          "Dal fondo coltivato del cratere della Cova fino all'orlo, poi giù per un ripido sentiero a zigzag nella testata verde della valle, tra nebbia, felci arboree e terrazze di caffè e igname fino a Passagem.",
          "Del fondo cultivado del cráter de la Cova a su borde y bajada por un empinado sendero en zigzag a la cabecera verde del valle, entre niebla, helechos arborescentes y bancales de café y ñame hasta Passagem.",
          "Du fond cultivé du cratère de Cova jusqu'à son bord, puis un sentier raide en lacets dans la tête verte de la vallée, parmi brumes, fougères arborescentes et terrasses de café et d'igname jusqu'à Passagem.",
          "Vom bebauten Boden des Cova-Kraters zum Rand, dann auf einem steilen Zickzackpfad in den grünen Talschluss, durch Nebel, Baumfarne und Terrassen mit Kaffee und Yams bis Passagem.",
        ],
      ],
      [
        "trek",
        [
          "Paul Valley: past the grogue mills to Vila das Pombas",
          "Valle del Paul: tra i trapiches del grogue fino a Vila das Pombas",
          "Valle de Paul: por los trapiches de grogue hasta Vila das Pombas",
          "Vallée de Paul : des moulins à grogue à Vila das Pombas",
          "Paul-Tal: an den Grogue-Mühlen vorbei nach Vila das Pombas",
        ],
        [
          "Down the valley road from Eito among bananas and sugarcane, stopping at a trapiche where cane is crushed and distilled into grogue, to the seafront village of Vila das Pombas.",
          "Giù per la strada della valle da Eito tra banani e canna da zucchero, con una sosta a un trapiche dove la canna si spreme e si distilla in grogue, fino al villaggio sul mare di Vila das Pombas.",
          "Valle abajo desde Eito entre plataneras y caña de azúcar, con una parada en un trapiche donde la caña se prensa y se destila en grogue, hasta el pueblo marinero de Vila das Pombas.",
          "Descente de la vallée depuis Eito parmi bananiers et cannes à sucre, avec une halte à un trapiche où la canne est broyée et distillée en grogue, jusqu'au village marin de Vila das Pombas.",
          "Von Eito die Talstraße hinab zwischen Bananen und Zuckerrohr, mit Halt an einem Trapiche, wo Rohr gepresst und zu Grogue gebrannt wird, bis zum Küstenort Vila das Pombas.",
        ],
      ],
      [
        "see",
        [
          "Paul Valley: the waterfall of Cabo da Ribeira",
          "Valle del Paul: la cascata di Cabo da Ribeira",
          "Valle de Paul: la cascada de Cabo da Ribeira",
          "Vallée de Paul : la cascade de Cabo da Ribeira",
          "Paul-Tal: der Wasserfall von Cabo da Ribeira",
        ],
        [
          "A gentler day along the valley floor to the head of the Ribeira do Paul, where a waterfall drops down green walls above the fields, with lunch of fresh goat cheese and papaya in a village.",
          "Una giornata più tranquilla lungo il fondovalle fino alla testata della Ribeira do Paul, dove una cascata scende tra pareti verdi sopra i campi, con pranzo di formaggio di capra fresco e papaia in un villaggio.",
          "Un día más suave por el fondo del valle hasta la cabecera de la Ribeira do Paul, donde una cascada cae por paredes verdes sobre los campos, con almuerzo de queso fresco de cabra y papaya en una aldea.",
          "Une journée plus douce par le fond de la vallée jusqu'à la tête de la Ribeira do Paul, où une cascade tombe de parois vertes au-dessus des champs, avec un déjeuner de chèvre frais et de papaye au village.",
          "Ein ruhigerer Tag über den Talboden zum Schluss der Ribeira do Paul, wo ein Wasserfall grüne Wände über den Feldern hinabstürzt, mittags frischer Ziegenkäse und Papaya in einem Dorf.",
        ],
      ],
    ],
  },
  "CPV Sal": {
    days: [
      [
        "see",
        [
          "Sal: the salt crater of Pedra de Lume",
          "Sal: il cratere del sale di Pedra de Lume",
          "Sal: el cráter de sal de Pedra de Lume",
          "Sal : le cratère de sel de Pedra de Lume",
          "Sal: der Salzkrater von Pedra de Lume",
        ],
        [
          "Through a tunnel into the old volcanic crater of Pedra de Lume to float in its salt pans, then the Buracona rock pool and its Blue Eye, and lemon sharks in the shallows of Shark Bay.",
          "Attraverso un tunnel nel vecchio cratere vulcanico di Pedra de Lume per galleggiare nelle saline, poi la piscina di roccia di Buracona con il suo Occhio Blu e gli squali limone nelle acque basse di Shark Bay.",
          "Por un túnel al viejo cráter volcánico de Pedra de Lume para flotar en sus salinas, luego la poza de roca de Buracona con su Ojo Azul y los tiburones limón en las aguas bajas de Shark Bay.",
          "Par un tunnel dans le vieux cratère volcanique de Pedra de Lume pour flotter dans ses salines, puis la piscine de roche de Buracona et son Œil bleu, et les requins-citrons des eaux basses de Shark Bay.",
          "Durch einen Tunnel in den alten Vulkankrater von Pedra de Lume zum Schweben in den Salinen, dann das Felsbecken Buracona mit seinem Blauen Auge und Zitronenhaie im Flachwasser der Shark Bay.",
        ],
      ],
      [
        "beach",
        [
          "Sal: Kite Beach on the east coast",
          "Sal: Kite Beach sulla costa est",
          "Sal: Kite Beach en la costa este",
          "Sal : Kite Beach sur la côte est",
          "Sal: Kite Beach an der Ostküste",
        ],
        [
          "A day on the windward east coast at Kite Beach, where the trade wind fills the sails of kitesurfers over turquoise water, with lessons for beginners and long walks on empty sand.",
          "Una giornata sulla costa est, esposta al vento, a Kite Beach, dove l'aliseo gonfia le vele dei kitesurfisti sull'acqua turchese, con lezioni per principianti e lunghe passeggiate sulla sabbia deserta.",
          "Un día en la costa este, de barlovento, en Kite Beach, donde el alisio hincha las velas de los kitesurfistas sobre el agua turquesa, con clases para principiantes y largos paseos por la arena vacía.",
          "Une journée sur la côte est, au vent, à Kite Beach, où l'alizé gonfle les ailes des kitesurfeurs sur l'eau turquoise, avec des cours pour débutants et de longues marches sur le sable désert.",
          "Ein Tag an der windzugewandten Ostküste am Kite Beach, wo der Passat die Schirme der Kitesurfer über türkisem Wasser füllt, mit Kursen für Anfänger und langen Spaziergängen am leeren Strand.",
        ],
      ],
    ],
  },
  "CPV Santa Maria": {
    days: [
      [
        "beach",
        [
          "Santa Maria: surf at Ponta Preta",
          "Santa Maria: surf a Ponta Preta",
          "Santa Maria: surf en Ponta Preta",
          "Santa Maria : surf à Ponta Preta",
          "Santa Maria: Surfen an der Ponta Preta",
        ],
        [
          "Surf lessons on the gentle waves off the long beach of Santa Maria, while experienced surfers and windsurfers ride the powerful wave of Ponta Preta at the west end of the bay.",
          "Lezioni di surf sulle onde dolci della lunga spiaggia di Santa Maria, mentre surfisti e windsurfisti esperti cavalcano la potente onda di Ponta Preta all'estremità ovest della baia.",
          "Clases de surf en las olas suaves de la larga playa de Santa Maria, mientras surfistas y windsurfistas expertos montan la potente ola de Ponta Preta, en el extremo oeste de la bahía.",
          "Cours de surf dans les vagues douces de la longue plage de Santa Maria, tandis que surfeurs et véliplanchistes confirmés prennent la puissante vague de Ponta Preta à l'ouest de la baie.",
          "Surfstunden in den sanften Wellen am langen Strand von Santa Maria, während erfahrene Surfer und Windsurfer die kraftvolle Welle von Ponta Preta am Westende der Bucht reiten.",
        ],
      ],
      [
        "see",
        [
          "Santa Maria: the pier and the fishermen",
          "Santa Maria: il pontile e i pescatori",
          "Santa Maria: el muelle y los pescadores",
          "Santa Maria : la jetée et les pêcheurs",
          "Santa Maria: die Mole und die Fischer",
        ],
        [
          "On the old wooden pier, where fishermen land tuna and wahoo and clean them on the planks, then through the lanes of the former salt-exporting village down to the seafront square.",
          "Sul vecchio pontile di legno, dove i pescatori sbarcano tonni e wahoo e li puliscono sulle assi, poi tra i vicoli dell'antico villaggio esportatore di sale fino alla piazza sul mare.",
          "En el viejo muelle de madera, donde los pescadores desembarcan atunes y petos y los limpian sobre las tablas, y luego por las calles del antiguo pueblo exportador de sal hasta la plaza del paseo marítimo.",
          "Sur la vieille jetée en bois, où les pêcheurs débarquent thons et thazards et les vident sur les planches, puis dans les ruelles de l'ancien village exportateur de sel jusqu'à la place du front de mer.",
          "Auf der alten Holzmole, wo Fischer Thunfisch und Wahoo anlanden und auf den Planken ausnehmen, dann durch die Gassen des einstigen Salzhafens zum Platz an der Strandpromenade.",
        ],
      ],
    ],
  },
  "CIV Abidjan": {
    days: [
      [
        "see",
        [
          "Abidjan: the Plateau and St Paul's Cathedral",
          "Abidjan: il Plateau e la cattedrale di San Paolo",
          "Abidjan: el Plateau y la catedral de San Pablo",
          "Abidjan : le Plateau et la cathédrale Saint-Paul",
          "Abidjan: das Plateau und die Kathedrale St. Paul",
        ],
        [
          "The towers of the Plateau on the Ébrié lagoon, the soaring St Paul's Cathedral with its stained glass of African saints, and the masks and drums of the Museum of Civilizations of Côte d'Ivoire.",
          "Le torri del Plateau sulla laguna Ébrié, la slanciata cattedrale di San Paolo con le vetrate di santi africani, e maschere e tamburi del Museo delle civiltà della Costa d'Avorio.",
          "Las torres del Plateau sobre la laguna Ébrié, la esbelta catedral de San Pablo con sus vidrieras de santos africanos y las máscaras y tambores del Museo de las Civilizaciones de Costa de Marfil.",
          "Les tours du Plateau sur la lagune Ébrié, l'élancée cathédrale Saint-Paul et ses vitraux de saints africains, les masques et tambours du musée des Civilisations de Côte d'Ivoire.",
          "Die Hochhäuser des Plateau an der Ébrié-Lagune, die aufstrebende Kathedrale St. Paul mit Glasfenstern afrikanischer Heiliger und Masken und Trommeln im Museum der Zivilisationen der Elfenbeinküste.",
        ],
      ],
      [
        "see",
        [
          "Abidjan: Banco forest and its washermen",
          "Abidjan: la foresta del Banco e i suoi lavandai",
          "Abidjan: el bosque del Banco y sus lavanderos",
          "Abidjan : la forêt du Banco et ses fanicos",
          "Abidjan: der Banco-Wald und seine Wäscher",
        ],
        [
          "A walk in the Banco National Park, a patch of primary rainforest inside the city, and at its edge the fanicos, washermen who scrub the city's laundry on stones in the river and lay it out on the grass.",
          "Una passeggiata nel parco nazionale del Banco, lembo di foresta primaria dentro la città, e al suo margine i fanicos, lavandai che strofinano il bucato della città sulle pietre del fiume e lo stendono sull'erba.",
          "Un paseo por el parque nacional del Banco, un trozo de selva primaria dentro de la ciudad, y en su borde los fanicos, lavanderos que frotan la ropa de la ciudad sobre piedras en el río y la tienden en la hierba.",
          "Une balade dans le parc national du Banco, forêt primaire en pleine ville, et à sa lisière les fanicos, laveurs qui frottent le linge de la ville sur les pierres de la rivière et l'étendent sur l'herbe.",
          "Ein Gang durch den Banco-Nationalpark, ein Stück Primärregenwald mitten in der Stadt, und an seinem Rand die Fanicos, Wäscher, die die Wäsche der Stadt auf Steinen im Fluss schrubben und im Gras ausbreiten.",
        ],
      ],
      [
        "food",
        [
          "Abidjan: garba, alloco and the maquis",
          "Abidjan: garba, alloco e i maquis",
          "Abidjan: garba, alloco y los maquis",
          "Abidjan : garba, alloco et maquis",
          "Abidjan: Garba, Alloco und die Maquis",
        ],
        [
          "Garba, attiéké cassava couscous with fried tuna and chili, from a street stall, alloco fried plantain, then braised fish and kedjenou chicken stew in an open-air maquis of Treichville.",
          "Il garba, attiéké di manioca con tonno fritto e peperoncino, da un banco di strada, l'alloco di platano fritto, poi pesce braciato e pollo kedjenou in un maquis all'aperto di Treichville.",
          "El garba, attiéké de yuca con atún frito y guindilla, de un puesto callejero, el alloco de plátano frito, y luego pescado a la brasa y pollo kedjenou en un maquis al aire libre de Treichville.",
          "Le garba, attiéké au thon frit et au piment, d'une échoppe de rue, l'alloco de banane plantain frite, puis poisson braisé et poulet kedjenou dans un maquis en plein air de Treichville.",
          "Garba, Attiéké aus Maniok mit frittiertem Thunfisch und Chili vom Straßenstand, Alloco aus gebratener Kochbanane, dann geschmorter Fisch und Kedjenou-Hühnertopf in einem Freiluft-Maquis in Treichville.",
        ],
      ],
    ],
  },
  "CIV Grand-Bassam": {
    days: [
      [
        "see",
        [
          "Grand-Bassam: the Quartier France",
          "Grand-Bassam: il Quartier France",
          "Grand-Bassam: el Quartier France",
          "Grand-Bassam : le quartier France",
          "Grand-Bassam: das Quartier France",
        ],
        [
          "The first colonial capital's Quartier France between lagoon and ocean: crumbling trading houses with verandas, the old governor's palace that holds the National Costume Museum, and the N'zima fishing village.",
          "Il Quartier France della prima capitale coloniale tra laguna e oceano: case di commercio con verande in rovina, l'antico palazzo del governatore con il Museo nazionale del costume e il villaggio di pescatori n'zima.",
          "El Quartier France de la primera capital colonial entre laguna y océano: casas comerciales con galerías en ruinas, el antiguo palacio del gobernador con el Museo Nacional del Traje y la aldea pesquera n'zima.",
          "Le quartier France de la première capitale coloniale entre lagune et océan : maisons de négoce à vérandas décrépites, ancien palais du gouverneur abritant le musée national du Costume, village de pêcheurs n'zima.",
          "Das Quartier France der ersten Kolonialhauptstadt zwischen Lagune und Ozean: verfallende Handelshäuser mit Veranden, der alte Gouverneurspalast mit dem Nationalen Trachtenmuseum und das N'zima-Fischerdorf.",
        ],
      ],
      [
        "food",
        [
          "Grand-Bassam: grilled fish and palm wine by the ocean",
          "Grand-Bassam: pesce alla griglia e vino di palma sull'oceano",
          "Grand-Bassam: pescado a la brasa y vino de palma frente al océano",
          "Grand-Bassam : poisson braisé et bangui face à l'océan",
          "Grand-Bassam: gegrillter Fisch und Palmwein am Ozean",
        ],
        [
          "Lunch at a beach maquis on the long Atlantic shore: capitaine fish braised over coals with attiéké and a spicy onion and tomato relish, then bangui, fresh palm wine, poured from a gourd.",
          "Pranzo in un maquis sulla lunga riva atlantica: pesce capitaine braciato sulla carbonella con attiéké e un condimento piccante di cipolla e pomodoro, poi il bangui, vino di palma fresco, versato da una zucca.",
          "Almuerzo en un maquis de playa en la larga costa atlántica: pescado capitaine a las brasas con attiéké y un aliño picante de cebolla y tomate, y después bangui, vino de palma fresco servido de una calabaza.",
          "Déjeuner dans un maquis de plage sur le long rivage atlantique : capitaine braisé sur la braise avec attiéké et condiment pimenté d'oignon et de tomate, puis le bangui, vin de palme frais versé d'une calebasse.",
          "Mittagessen in einem Strand-Maquis an der langen Atlantikküste: Capitaine-Fisch über Holzkohle mit Attiéké und scharfer Zwiebel-Tomaten-Beilage, dann Bangui, frischer Palmwein aus der Kalebasse.",
        ],
      ],
    ],
  },
  "CIV Yamoussoukro": {
    days: [
      [
        "see",
        [
          "Yamoussoukro: the Basilica of Our Lady of Peace",
          "Yamoussoukro: la basilica di Nostra Signora della Pace",
          "Yamoussoukro: la basílica de Nuestra Señora de la Paz",
          "Yamoussoukro : la basilique Notre-Dame-de-la-Paix",
          "Yamoussoukro: die Basilika Unserer Lieben Frau vom Frieden",
        ],
        [
          "The Basilica of Our Lady of Peace, inspired by St Peter's in Rome and among the largest churches in the world, with its forest of columns, vast stained glass windows and a climb into the dome.",
          "La basilica di Nostra Signora della Pace, ispirata a San Pietro e tra le chiese più grandi del mondo, con la sua foresta di colonne, le immense vetrate e la salita nella cupola.",
          "La basílica de Nuestra Señora de la Paz, inspirada en San Pedro de Roma y entre las mayores iglesias del mundo, con su bosque de columnas, sus inmensas vidrieras y la subida a la cúpula.",
          "La basilique Notre-Dame-de-la-Paix, inspirée de Saint-Pierre de Rome et parmi les plus grandes églises du monde, avec sa forêt de colonnes, ses immenses vitraux et la montée dans le dôme.",
          "Die Basilika Unserer Lieben Frau vom Frieden, nach dem Petersdom gebaut und eine der größten Kirchen der Welt, mit ihrem Säulenwald, riesigen Glasfenstern und dem Aufstieg in die Kuppel.",
        ],
      ],
      [
        "see",
        [
          "Yamoussoukro: the crocodile lake and the Great Mosque",
          "Yamoussoukro: il lago dei coccodrilli e la Grande Moschea",
          "Yamoussoukro: el lago de los cocodrilos y la Gran Mezquita",
          "Yamoussoukro : le lac aux caïmans et la Grande Mosquée",
          "Yamoussoukro: der Krokodilsee und die Große Moschee",
        ],
        [
          "The lake around the palace of Félix Houphouët-Boigny, where sacred crocodiles bask on the banks, the wide avenues of the planned capital and the Great Mosque with its tall minaret.",
          "Il lago intorno al palazzo di Félix Houphouët-Boigny, dove i coccodrilli sacri si scaldano sulle rive, i larghi viali della capitale pianificata e la Grande Moschea con il suo alto minareto.",
          "El lago que rodea el palacio de Félix Houphouët-Boigny, donde los cocodrilos sagrados toman el sol en las orillas, las anchas avenidas de la capital planificada y la Gran Mezquita con su alto alminar.",
          "Le lac autour du palais de Félix Houphouët-Boigny, où les caïmans sacrés se chauffent sur les berges, les larges avenues de la capitale planifiée et la Grande Mosquée et son haut minaret.",
          "Der See um den Palast von Félix Houphouët-Boigny, an dessen Ufern heilige Krokodile in der Sonne liegen, die breiten Alleen der Planhauptstadt und die Große Moschee mit ihrem hohen Minarett.",
        ],
      ],
      [
        "food",
        [
          "Yamoussoukro: foutou and palm nut sauce",
          "Yamoussoukro: foutou e salsa di noci di palma",
          "Yamoussoukro: foutou y salsa de nuez de palma",
          "Yamoussoukro : foutou et sauce graine",
          "Yamoussoukro: Foutou und Palmnusssauce",
        ],
        [
          "In the Baoulé country of the president's village, foutou, yam and plantain pounded in a wooden mortar, served with sauce graine, the red palm nut sauce, in a family courtyard.",
          "Nel paese baoulé del villaggio del presidente, il foutou, igname e platano pestati in un mortaio di legno, servito con la sauce graine, la salsa rossa di noci di palma, nel cortile di una famiglia.",
          "En el país baulé del pueblo del presidente, el foutou, ñame y plátano machacados en un mortero de madera, servido con sauce graine, la salsa roja de nuez de palma, en el patio de una familia.",
          "En pays baoulé, au village du président, le foutou, igname et banane plantain pilés au mortier de bois, servi avec la sauce graine, sauce rouge de noix de palme, dans une cour familiale.",
          "Im Baoulé-Land des Präsidentendorfs Foutou, im Holzmörser gestampfte Yams und Kochbananen, mit Sauce graine, der roten Palmnusssauce, im Hof einer Familie serviert.",
        ],
      ],
    ],
  },
  "CIV Man": {
    days: [
      [
        "see",
        [
          "Man: the Dent de Man and the cascade",
          "Man: la Dent de Man e la cascata",
          "Man: el Diente de Man y la cascada",
          "Man : la Dent de Man et la cascade",
          "Man: der Zahn von Man und der Wasserfall",
        ],
        [
          "A climb through cocoa and coffee plots to the top of the Dent de Man, the tooth-shaped peak above the town, then the waterfall in the forest at La Cascade, a cool pool among giant trees.",
          "Una salita tra piantagioni di cacao e caffè fino in cima alla Dent de Man, la vetta a forma di dente sopra la città, poi la cascata nella foresta di La Cascade, una pozza fresca tra alberi giganti.",
          "Una subida entre cacaotales y cafetales hasta la cima del Diente de Man, el pico en forma de diente sobre la ciudad, y luego la cascada del bosque en La Cascade, una poza fresca entre árboles gigantes.",
          "Une montée entre cacaoyers et caféiers jusqu'au sommet de la Dent de Man, le pic en forme de dent au-dessus de la ville, puis la cascade en forêt à La Cascade, un bassin frais parmi les arbres géants.",
          "Ein Aufstieg durch Kakao- und Kaffeepflanzungen auf den Gipfel des Zahns von Man, des zahnförmigen Bergs über der Stadt, dann der Wasserfall im Wald von La Cascade, ein kühles Becken zwischen Baumriesen.",
        ],
      ],
      [
        "food",
        [
          "Man: cocoa farms of the Dan hills",
          "Man: le piantagioni di cacao delle colline dan",
          "Man: los cacaotales de las colinas dan",
          "Man : les plantations de cacao des monts dan",
          "Man: Kakaofarmen in den Hügeln der Dan",
        ],
        [
          "With a Dan farming family among their cocoa trees, to open the pods, taste the sweet white pulp and see the beans fermented under banana leaves and dried on racks, then a meal of rice with peanut sauce.",
          "Con una famiglia di contadini dan tra i loro alberi di cacao, per aprire i frutti, assaggiare la polpa bianca e dolce e vedere le fave fermentare sotto foglie di banano e seccare su graticci, poi riso con salsa di arachidi.",
          "Con una familia campesina dan entre sus cacaos, para abrir las mazorcas, probar la pulpa blanca y dulce y ver fermentar las habas bajo hojas de plátano y secarse en zarzos, y después arroz con salsa de cacahuete.",
          "Avec une famille de planteurs dan parmi leurs cacaoyers, pour ouvrir les cabosses, goûter la pulpe blanche et sucrée, voir les fèves fermenter sous les feuilles de bananier et sécher sur des claies, puis riz sauce arachide.",
          "Bei einer Bauernfamilie der Dan zwischen ihren Kakaobäumen: Früchte öffnen, das süße weiße Fruchtfleisch kosten, die Bohnen unter Bananenblättern gären und auf Gestellen trocknen sehen, dann Reis mit Erdnusssauce.",
        ],
      ],
    ],
  },
  "CIV Taï National Park": {
    days: [
      [
        "see",
        [
          "Taï National Park: tracking the chimpanzees",
          "Parco nazionale di Taï: sulle tracce degli scimpanzé",
          "Parque nacional de Taï: tras los chimpancés",
          "Parc national de Taï : sur la piste des chimpanzés",
          "Taï-Nationalpark: auf der Spur der Schimpansen",
        ],
        [
          "Before dawn into West Africa's largest surviving rainforest with trackers from the village of Djouroutou, to find a habituated chimpanzee group, known for cracking nuts with stone and wood tools.",
          "Prima dell'alba nella più vasta foresta pluviale rimasta in Africa occidentale con i pisteur del villaggio di Djouroutou, alla ricerca di un gruppo di scimpanzé abituati all'uomo, noti per aprire le noci con pietre e legni.",
          "Antes del alba en la mayor selva que queda en África occidental con rastreadores de la aldea de Djouroutou, en busca de un grupo de chimpancés habituados, conocidos por cascar nueces con piedras y palos.",
          "Avant l'aube dans la plus grande forêt pluviale restante d'Afrique de l'Ouest avec les pisteurs du village de Djouroutou, à la recherche d'un groupe de chimpanzés habitués, connus pour casser les noix avec pierres et bâtons.",
          "Vor der Dämmerung mit Fährtenlesern aus dem Dorf Djouroutou in den größten verbliebenen Regenwald Westafrikas, zu einer habituierten Schimpansengruppe, die Nüsse mit Stein- und Holzwerkzeugen knackt.",
        ],
      ],
      [
        "see",
        [
          "Taï National Park: the climb of Mont Niénokoué",
          "Parco nazionale di Taï: la salita al monte Niénokoué",
          "Parque nacional de Taï: la subida al monte Niénokoué",
          "Parc national de Taï : l'ascension du mont Niénokoué",
          "Taï-Nationalpark: der Aufstieg auf den Mont Niénokoué",
        ],
        [
          "Through giant trees and buttress roots to the granite dome of Mont Niénokoué, for a view over an unbroken canopy of forest, listening for hornbills and the calls of colobus monkeys.",
          "Tra alberi giganti e radici a contrafforte fino alla cupola di granito del monte Niénokoué, per una vista su una volta di foresta senza interruzioni, ascoltando buceri e richiami di colobi.",
          "Entre árboles gigantes y raíces tabulares hasta la cúpula de granito del monte Niénokoué, con vista sobre un dosel de selva sin fin, atentos a los cálaos y a las llamadas de los colobos.",
          "Entre arbres géants et racines-contreforts jusqu'au dôme de granit du mont Niénokoué, pour la vue sur une canopée continue, à l'écoute des calaos et des cris des colobes.",
          "Zwischen Baumriesen und Brettwurzeln auf die Granitkuppe des Mont Niénokoué, mit Blick über ein geschlossenes Blätterdach, begleitet von Nashornvögeln und den Rufen der Stummelaffen.",
        ],
      ],
    ],
  },
  "CIV Assinie": {
    days: [
      [
        "beach",
        [
          "Assinie: between lagoon and ocean",
          "Assinie: tra laguna e oceano",
          "Assinie: entre laguna y océano",
          "Assinie : entre lagune et océan",
          "Assinie: zwischen Lagune und Ozean",
        ],
        [
          "A day on the narrow strip of sand and coconut palms between the Aby lagoon and the Atlantic: swimming on the calm lagoon side, walks along the ocean surf, grilled fish under the palms.",
          "Una giornata sulla sottile lingua di sabbia e palme da cocco tra la laguna Aby e l'Atlantico: bagni sul lato calmo della laguna, passeggiate lungo le onde dell'oceano, pesce alla griglia sotto le palme.",
          "Un día en la estrecha franja de arena y cocoteros entre la laguna Aby y el Atlántico: baños en el lado tranquilo de la laguna, paseos junto a las olas del océano y pescado a la brasa bajo las palmeras.",
          "Une journée sur l'étroite bande de sable et de cocotiers entre la lagune Aby et l'Atlantique : baignade côté lagune, au calme, balades le long des rouleaux de l'océan, poisson grillé sous les palmes.",
          "Ein Tag auf dem schmalen Streifen aus Sand und Kokospalmen zwischen Aby-Lagune und Atlantik: Baden auf der ruhigen Lagunenseite, Spaziergänge an der Brandung, gegrillter Fisch unter Palmen.",
        ],
      ],
      [
        "boat",
        [
          "Assinie: by pirogue to the lagoon islands",
          "Assinie: in piroga verso le isole della laguna",
          "Assinie: en piragua a las islas de la laguna",
          "Assinie : en pirogue vers les îles de la lagune",
          "Assinie: mit der Piroge zu den Laguneninseln",
        ],
        [
          "By motor pirogue across the Aby lagoon, past mangroves and fishermen casting nets, to its islands and the old trading post of Assinie-Mafia, with a swim where the lagoon meets the sea.",
          "In piroga a motore sulla laguna Aby, tra mangrovie e pescatori che lanciano le reti, fino alle sue isole e all'antico scalo commerciale di Assinie-Mafia, con un bagno dove la laguna incontra il mare.",
          "En piragua a motor por la laguna Aby, entre manglares y pescadores que echan las redes, hasta sus islas y el antiguo puesto comercial de Assinie-Mafia, con un baño donde la laguna se une al mar.",
          "En pirogue à moteur sur la lagune Aby, entre mangroves et pêcheurs lançant l'épervier, jusqu'à ses îles et l'ancien comptoir d'Assinie-Mafia, avec une baignade là où la lagune rejoint la mer.",
          "Mit der Motorpiroge über die Aby-Lagune, vorbei an Mangroven und Fischern mit Wurfnetzen, zu ihren Inseln und dem alten Handelsposten Assinie-Mafia, mit einem Bad, wo die Lagune ins Meer mündet.",
        ],
      ],
    ],
  },
  "GHA Accra": {
    days: [
      [
        "see",
        [
          "Accra: Jamestown and the Nkrumah Memorial",
          "Accra: Jamestown e il memoriale di Nkrumah",
          "Accra: Jamestown y el memorial de Nkrumah",
          "Accra : Jamestown et le mémorial Nkrumah",
          "Accra: Jamestown und das Nkrumah-Denkmal",
        ],
        [
          "The old Ga quarter of Jamestown with its red and white lighthouse, Ussher Fort and the boxing gyms and canoes of the fishing beach, then the Kwame Nkrumah Memorial Park and the Black Star Gate.",
          "Il vecchio quartiere ga di Jamestown con il faro bianco e rosso, Ussher Fort, le palestre di boxe e le canoe della spiaggia dei pescatori, poi il memoriale di Kwame Nkrumah e la Black Star Gate.",
          "El viejo barrio ga de Jamestown con su faro rojo y blanco, Ussher Fort, los gimnasios de boxeo y las canoas de la playa de pescadores, y luego el memorial de Kwame Nkrumah y la Black Star Gate.",
          "Le vieux quartier ga de Jamestown et son phare rouge et blanc, Ussher Fort, les salles de boxe et les pirogues de la plage des pêcheurs, puis le mémorial Kwame Nkrumah et la Black Star Gate.",
          "Das alte Ga-Viertel Jamestown mit rot-weißem Leuchtturm, Ussher Fort, Boxhallen und den Kanus am Fischerstrand, dann der Kwame-Nkrumah-Gedenkpark und das Black Star Gate.",
        ],
      ],
      [
        "see",
        [
          "Accra: Makola market and the Du Bois house",
          "Accra: il mercato di Makola e la casa di Du Bois",
          "Accra: el mercado de Makola y la casa de Du Bois",
          "Accra : le marché Makola et la maison de Du Bois",
          "Accra: der Makola-Markt und das Du-Bois-Haus",
        ],
        [
          "The crowded lanes of Makola market, where traders sell wax-print cloth, beads and smoked fish, then the house where W.E.B. Du Bois spent his last years, and the coffin makers of Teshie with their fantasy coffins.",
          "I vicoli affollati del mercato di Makola, tra stoffe wax, perline e pesce affumicato, poi la casa dove W.E.B. Du Bois visse gli ultimi anni, e i falegnami di Teshie con le loro bare fantasia.",
          "Las abarrotadas callejas del mercado de Makola, con telas wax, cuentas y pescado ahumado, luego la casa donde W.E.B. Du Bois pasó sus últimos años y los carpinteros de Teshie con sus ataúdes de fantasía.",
          "Les allées bondées du marché Makola, pagnes wax, perles et poisson fumé, puis la maison où W.E.B. Du Bois passa ses dernières années, et les menuisiers de Teshie et leurs cercueils fantaisie.",
          "Die vollen Gassen des Makola-Markts mit Wax-Stoffen, Perlen und Räucherfisch, dann das Haus, in dem W.E.B. Du Bois seine letzten Jahre verbrachte, und die Sargbauer von Teshie mit ihren Fantasiesärgen.",
        ],
      ],
      [
        "food",
        [
          "Accra: jollof, waakye and kelewele",
          "Accra: jollof, waakye e kelewele",
          "Accra: jollof, waakye y kelewele",
          "Accra : jollof, waakye et kelewele",
          "Accra: Jollof, Waakye und Kelewele",
        ],
        [
          "Waakye, rice and beans with shito pepper sauce, from a morning street seller, banku with grilled tilapia at a chop bar in Osu, a plate of Ghanaian jollof and, at dusk, spiced kelewele plantain.",
          "Il waakye, riso e fagioli con la salsa piccante shito, da un venditore di strada al mattino, banku con tilapia alla griglia in un chop bar di Osu, un piatto di jollof ghanese e, al tramonto, platano speziato kelewele.",
          "Waakye, arroz con frijoles y salsa picante shito, de un vendedor callejero por la mañana, banku con tilapia a la brasa en un chop bar de Osu, un plato de jollof ghanés y, al anochecer, plátano especiado kelewele.",
          "Le waakye, riz et haricots à la sauce pimentée shito, d'un vendeur de rue le matin, banku et tilapia grillé dans un chop bar d'Osu, une assiette de jollof ghanéen et, au crépuscule, le kelewele, plantain épicé.",
          "Waakye, Reis mit Bohnen und scharfer Shito-Sauce, morgens vom Straßenverkäufer, Banku mit gegrillter Tilapia in einer Chop Bar in Osu, ghanaischer Jollof-Reis und in der Dämmerung würzige Kelewele-Kochbanane.",
        ],
      ],
    ],
  },
  "GHA Cape Coast": {
    days: [
      [
        "see",
        [
          "Cape Coast: the posuban shrines and Fort William",
          "Cape Coast: i santuari posuban e Fort William",
          "Cape Coast: los santuarios posuban y Fort William",
          "Cape Coast : les sanctuaires posuban et Fort William",
          "Cape Coast: die Posuban-Schreine und Fort William",
        ],
        [
          "Through the old Fante town to the posuban, the painted concrete shrines of the Asafo warrior companies, up to the lighthouse of Fort William and down to the canoes on the fishing beach.",
          "Nella vecchia città fante fino ai posuban, i santuari di cemento dipinto delle compagnie guerriere asafo, su al faro di Fort William e giù alle canoe della spiaggia dei pescatori.",
          "Por la vieja ciudad fante hasta los posuban, los santuarios de cemento pintado de las compañías guerreras asafo, arriba al faro de Fort William y abajo a las canoas de la playa de pescadores.",
          "Dans la vieille ville fante jusqu'aux posuban, sanctuaires de béton peint des compagnies guerrières asafo, jusqu'au phare de Fort William puis aux pirogues de la plage des pêcheurs.",
          "Durch die alte Fante-Stadt zu den Posuban, bemalten Betonschreinen der Asafo-Kriegerkompanien, hinauf zum Leuchtturm von Fort William und hinab zu den Kanus am Fischerstrand.",
        ],
      ],
      [
        "food",
        [
          "Cape Coast: Fante kenkey and fried fish",
          "Cape Coast: kenkey fante e pesce fritto",
          "Cape Coast: kenkey fante y pescado frito",
          "Cape Coast : kenkey fante et poisson frit",
          "Cape Coast: Fante-Kenkey und Bratfisch",
        ],
        [
          "Fante kenkey, fermented corn dough wrapped in dried plantain leaves and boiled, eaten with fried red snapper, ground pepper and shito, after seeing the women's kitchens where it is made.",
          "Il kenkey fante, pasta di mais fermentata avvolta in foglie secche di platano e bollita, mangiato con dentice fritto, peperoncino pestato e shito, dopo aver visto le cucine delle donne che lo preparano.",
          "El kenkey fante, masa de maíz fermentada envuelta en hojas secas de plátano y hervida, con pargo frito, guindilla molida y shito, tras ver las cocinas de las mujeres que lo preparan.",
          "Le kenkey fante, pâte de maïs fermentée roulée dans des feuilles de bananier séchées et bouillie, avec vivaneau frit, piment pilé et shito, après la visite des cuisines des femmes qui le préparent.",
          "Fante-Kenkey, fermentierter Maisteig, in getrocknete Kochbananenblätter gewickelt und gekocht, mit gebratenem Schnapper, zerstoßenem Chili und Shito, nach einem Blick in die Küchen der Frauen, die ihn machen.",
        ],
      ],
    ],
  },
  "GHA Cape Coast Castle": {
    days: [
      [
        "see",
        [
          "Cape Coast Castle: the dungeons and the Door of No Return",
          "Castello di Cape Coast: le segrete e la Porta del non ritorno",
          "Castillo de Cape Coast: las mazmorras y la Puerta sin Retorno",
          "Château de Cape Coast : les cachots et la porte sans retour",
          "Cape Coast Castle: die Verliese und das Tor ohne Wiederkehr",
        ],
        [
          "With a local guide through the whitewashed British fort: the male and female slave dungeons under the courtyard, the condemned cell, the Door of No Return onto the beach and the museum of the trade.",
          "Con una guida locale nel forte britannico imbiancato: le segrete degli schiavi uomini e donne sotto il cortile, la cella dei condannati, la Porta del non ritorno sulla spiaggia e il museo della tratta.",
          "Con un guía local por el fuerte británico encalado: las mazmorras de esclavos y esclavas bajo el patio, la celda de los condenados, la Puerta sin Retorno hacia la playa y el museo de la trata.",
          "Avec un guide local dans le fort britannique blanchi à la chaux : les cachots des esclaves hommes et femmes sous la cour, la cellule des condamnés, la porte sans retour sur la plage et le musée de la traite.",
          "Mit einem örtlichen Guide durch das weiß gekalkte britische Fort: die Verliese für Männer und Frauen unter dem Hof, die Todeszelle, das Tor ohne Wiederkehr zum Strand und das Museum des Sklavenhandels.",
        ],
      ],
    ],
  },
  "GHA Elmina": {
    days: [
      [
        "see",
        [
          "Elmina: St George's Castle and the fishing port",
          "Elmina: il castello di San Giorgio e il porto dei pescatori",
          "Elmina: el castillo de San Jorge y el puerto pesquero",
          "Elmina : le château Saint-Georges et le port de pêche",
          "Elmina: die Burg St. Georg und der Fischerhafen",
        ],
        [
          "The Portuguese castle of St George, built in 1482 and the oldest European building south of the Sahara, its dungeons and governor's rooms, then the painted canoes crowding the Benya lagoon below.",
          "Il castello portoghese di San Giorgio, costruito nel 1482 e il più antico edificio europeo a sud del Sahara, con le segrete e gli alloggi del governatore, poi le canoe dipinte ammassate nella laguna Benya.",
          "El castillo portugués de San Jorge, de 1482 y el edificio europeo más antiguo al sur del Sáhara, con sus mazmorras y las estancias del gobernador, y después las canoas pintadas que abarrotan la laguna Benya.",
          "Le château portugais Saint-Georges, bâti en 1482, plus ancien édifice européen au sud du Sahara, ses cachots et les appartements du gouverneur, puis les pirogues peintes serrées dans la lagune Benya.",
          "Die portugiesische Burg St. Georg von 1482, das älteste europäische Bauwerk südlich der Sahara, mit Verliesen und Gouverneursräumen, dann die bemalten Kanus dicht an dicht in der Benya-Lagune.",
        ],
      ],
    ],
  },
  "GHA Kakum National Park": {
    days: [
      [
        "see",
        [
          "Kakum National Park: the canopy walkway",
          "Parco nazionale di Kakum: la passerella tra le chiome",
          "Parque nacional de Kakum: la pasarela del dosel",
          "Parc national de Kakum : la passerelle de la canopée",
          "Kakum-Nationalpark: der Baumkronenpfad",
        ],
        [
          "Early on the rope bridges of the canopy walkway, strung between giant trees about 40 m above the forest floor, watching for hornbills, turacos and monkeys in the morning light.",
          "Presto sui ponti di corda della passerella tesa tra alberi giganti a circa 40 m dal suolo, cercando buceri, turachi e scimmie nella luce del mattino.",
          "Temprano por los puentes colgantes de la pasarela, tendidos entre árboles gigantes a unos 40 m del suelo, atentos a cálaos, turacos y monos con la luz de la mañana.",
          "Tôt sur les ponts de corde de la passerelle, tendus entre des arbres géants à quelque 40 m du sol, à l'affût des calaos, touracos et singes dans la lumière du matin.",
          "Früh über die Hängebrücken des Baumkronenpfads, zwischen Baumriesen rund 40 m über dem Waldboden gespannt, auf der Suche nach Nashornvögeln, Turakos und Affen im Morgenlicht.",
        ],
      ],
      [
        "see",
        [
          "Kakum National Park: the forest floor with a ranger",
          "Parco nazionale di Kakum: il sottobosco con un ranger",
          "Parque nacional de Kakum: el suelo del bosque con un guarda",
          "Parc national de Kakum : le sous-bois avec un garde",
          "Kakum-Nationalpark: der Waldboden mit einem Ranger",
        ],
        [
          "A walk on the forest trails with a park ranger who shows the trees used for medicine, canoes and chewing sticks, the tracks of forest elephants and duikers, and the giant land snails.",
          "Una camminata sui sentieri della foresta con un ranger che mostra gli alberi usati per medicine, canoe e bastoncini da denti, le tracce di elefanti di foresta e cefalofi e le lumache giganti.",
          "Un paseo por los senderos del bosque con un guarda que muestra los árboles usados para medicinas, canoas y palillos para los dientes, las huellas de elefantes de bosque y duikers y los caracoles gigantes.",
          "Une marche sur les sentiers de la forêt avec un garde qui montre les arbres des remèdes, des pirogues et des bâtonnets à mâcher, les traces d'éléphants de forêt et de céphalophes, et les escargots géants.",
          "Eine Wanderung auf den Waldpfaden mit einem Ranger, der die Bäume für Heilmittel, Kanus und Kauhölzer zeigt, Spuren von Waldelefanten und Duckern und die Riesenschnecken.",
        ],
      ],
    ],
  },
  "GHA Kumasi": {
    days: [
      [
        "see",
        [
          "Kumasi: the Manhyia Palace and Kejetia market",
          "Kumasi: il palazzo di Manhyia e il mercato di Kejetia",
          "Kumasi: el palacio de Manhyia y el mercado de Kejetia",
          "Kumasi : le palais de Manhyia et le marché de Kejetia",
          "Kumasi: der Manhyia-Palast und der Kejetia-Markt",
        ],
        [
          "The Manhyia Palace Museum, home of the Asantehene until 1995, with its regalia and life-size figures of Asante kings, then the maze of Kejetia, one of the largest markets of West Africa.",
          "Il museo del palazzo di Manhyia, residenza dell'Asantehene fino al 1995, con le insegne reali e le statue a grandezza naturale dei re ashanti, poi il labirinto di Kejetia, uno dei mercati più grandi dell'Africa occidentale.",
          "El museo del palacio de Manhyia, residencia del Asantehene hasta 1995, con sus insignias y figuras a tamaño real de los reyes ashanti, y luego el laberinto de Kejetia, uno de los mayores mercados de África occidental.",
          "Le musée du palais de Manhyia, demeure de l'Asantehene jusqu'en 1995, ses regalia et ses statues grandeur nature des rois ashanti, puis le dédale de Kejetia, l'un des plus grands marchés d'Afrique de l'Ouest.",
          "Das Museum im Manhyia-Palast, bis 1995 Sitz des Asantehene, mit Insignien und lebensgroßen Figuren der Aschanti-Könige, dann das Labyrinth von Kejetia, einem der größten Märkte Westafrikas.",
        ],
      ],
      [
        "see",
        [
          "Kumasi: the kente weavers of Bonwire and the adinkra printers",
          "Kumasi: i tessitori di kente di Bonwire e gli stampatori adinkra",
          "Kumasi: los tejedores de kente de Bonwire y los impresores adinkra",
          "Kumasi : les tisserands de kente de Bonwire et les imprimeurs adinkra",
          "Kumasi: die Kente-Weber von Bonwire und die Adinkra-Drucker",
        ],
        [
          "To the craft villages around the city: kente weavers working narrow strips on looms at Bonwire, adinkra symbols stamped with carved calabash onto cloth at Ntonso, and the wood carvers of Ahwiaa.",
          "Nei villaggi artigiani intorno alla città: i tessitori di kente che lavorano strisce sottili al telaio a Bonwire, i simboli adinkra stampati con zucche intagliate sulla stoffa a Ntonso e gli intagliatori di Ahwiaa.",
          "A las aldeas artesanas de los alrededores: tejedores de kente que trabajan estrechas tiras en el telar en Bonwire, símbolos adinkra estampados con calabazas talladas en Ntonso y los tallistas de Ahwiaa.",
          "Dans les villages d'artisans autour de la ville : les tisserands de kente aux étroites bandes sur métier à Bonwire, les symboles adinkra imprimés à la calebasse gravée à Ntonso et les sculpteurs sur bois d'Ahwiaa.",
          "In die Handwerksdörfer rund um die Stadt: Kente-Weber mit schmalen Bahnen am Webstuhl in Bonwire, mit geschnitzten Kalebassen gestempelte Adinkra-Symbole in Ntonso und die Holzschnitzer von Ahwiaa.",
        ],
      ],
      [
        "food",
        [
          "Kumasi: fufu and palm wine at a chop bar",
          "Kumasi: fufu e vino di palma in un chop bar",
          "Kumasi: fufu y vino de palma en un chop bar",
          "Kumasi : foufou et vin de palme dans un chop bar",
          "Kumasi: Fufu und Palmwein in einer Chop Bar",
        ],
        [
          "Fufu, cassava and plantain pounded to order in a wooden mortar, served in light soup with goat or in palm nut soup at a Kumasi chop bar, with fresh palm wine and Asante cocoa from a nearby farm.",
          "Il fufu, manioca e platano pestati al momento in un mortaio di legno, servito in light soup con capra o nella zuppa di noci di palma in un chop bar di Kumasi, con vino di palma fresco e cacao ashanti di una fattoria vicina.",
          "El fufu, yuca y plátano machacados al momento en un mortero de madera, servido en light soup con cabra o en sopa de nuez de palma en un chop bar de Kumasi, con vino de palma fresco y cacao ashanti de una finca cercana.",
          "Le foufou, manioc et plantain pilés à la demande au mortier, servi en light soup au cabri ou en soupe de noix de palme dans un chop bar de Kumasi, avec du vin de palme frais et le cacao ashanti d'une ferme voisine.",
          "Fufu, frisch im Holzmörser gestampfter Maniok und Kochbanane, in Light Soup mit Ziege oder in Palmnusssuppe in einer Chop Bar in Kumasi, dazu frischer Palmwein und Aschanti-Kakao von einer nahen Farm.",
        ],
      ],
    ],
  },
  "GHA Mole National Park": {
    days: [
      [
        "game",
        [
          "Mole National Park: on foot to the elephant waterholes",
          "Parco nazionale di Mole: a piedi alle pozze degli elefanti",
          "Parque nacional de Mole: a pie a las charcas de los elefantes",
          "Parc national de Mole : à pied vers les mares aux éléphants",
          "Mole-Nationalpark: zu Fuß zu den Elefantentränken",
        ],
        [
          "A walking safari with an armed ranger down the escarpment to the waterholes, where elephants come to drink and bathe, passing kob, bushbuck, warthogs and troops of baboons.",
          "Un safari a piedi con un ranger armato giù per la scarpata fino alle pozze, dove gli elefanti vengono a bere e a bagnarsi, tra cob, tragelafi, facoceri e branchi di babbuini.",
          "Un safari a pie con un guarda armado bajando el escarpe hasta las charcas, donde los elefantes vienen a beber y bañarse, entre cobos, antílopes jeroglíficos, facóqueros y tropas de babuinos.",
          "Un safari à pied avec un garde armé en descendant l'escarpement jusqu'aux mares, où les éléphants viennent boire et se baigner, parmi cobs, guibs, phacochères et troupes de babouins.",
          "Eine Fußpirsch mit einem bewaffneten Ranger die Abbruchkante hinab zu den Wasserstellen, an denen Elefanten trinken und baden, vorbei an Kobs, Buschböcken, Warzenschweinen und Pavianhorden.",
        ],
      ],
      [
        "game",
        [
          "Mole National Park: a drive through the bush",
          "Parco nazionale di Mole: un safari nella savana",
          "Parque nacional de Mole: un safari por la sabana",
          "Parc national de Mole : un safari dans la savane",
          "Mole-Nationalpark: eine Pirschfahrt durch die Savanne",
        ],
        [
          "A game drive on the park's tracks through open Guinea woodland, looking for roan antelope, hartebeest, buffalo and elephants, with a stop at the mud-built Sudanese-style mosque of Larabanga.",
          "Un giro in fuoristrada sulle piste del parco nella savana boscosa guineana, cercando antilopi roane, alcelafi, bufali ed elefanti, con una sosta alla moschea di fango in stile sudanese di Larabanga.",
          "Un safari en vehículo por las pistas del parque en la sabana arbolada de Guinea, buscando antílopes ruanos, búbalos, búfalos y elefantes, con parada en la mezquita de barro de estilo sudanés de Larabanga.",
          "Un safari en véhicule sur les pistes du parc dans la savane boisée guinéenne, à la recherche d'hippotragues, de bubales, de buffles et d'éléphants, avec un arrêt à la mosquée de terre de style soudanais de Larabanga.",
          "Eine Pirschfahrt auf den Pisten durch die Baumsavanne, auf der Suche nach Pferdeantilopen, Kuhantilopen, Büffeln und Elefanten, mit Halt an der Lehmmoschee im sudanesischen Stil in Larabanga.",
        ],
      ],
      [
        "game",
        [
          "Mole National Park: a canoe safari at Mognori",
          "Parco nazionale di Mole: in canoa a Mognori",
          "Parque nacional de Mole: en canoa en Mognori",
          "Parc national de Mole : en pirogue à Mognori",
          "Mole-Nationalpark: mit dem Kanu in Mognori",
        ],
        [
          "At the eco-village of Mognori on the park's edge, a dugout canoe ride down the Mole River past monkeys, crocodiles and kingfishers, then a walk through the village and its shea butter makers.",
          "Al villaggio ecologico di Mognori ai margini del parco, un giro in piroga sul fiume Mole tra scimmie, coccodrilli e martin pescatori, poi una passeggiata nel villaggio tra le produttrici di burro di karité.",
          "En la ecoaldea de Mognori, al borde del parque, un paseo en piragua por el río Mole entre monos, cocodrilos y martines pescadores, y luego una vuelta por la aldea y sus productoras de manteca de karité.",
          "À l'écovillage de Mognori en bordure du parc, une descente de la rivière Mole en pirogue parmi singes, crocodiles et martins-pêcheurs, puis une visite du village et de ses productrices de beurre de karité.",
          "Im Ökodorf Mognori am Parkrand eine Einbaumfahrt auf dem Mole-Fluss vorbei an Affen, Krokodilen und Eisvögeln, dann ein Gang durch das Dorf zu den Frauen, die Sheabutter herstellen.",
        ],
      ],
    ],
  },
  "GHA Lake Volta": {
    days: [
      [
        "see",
        [
          "Lake Volta: by boat to Dodi Island",
          "Lago Volta: in barca all'isola di Dodi",
          "Lago Volta: en barco a la isla de Dodi",
          "Lac Volta : en bateau vers l'île de Dodi",
          "Volta-See: mit dem Boot zur Insel Dodi",
        ],
        [
          "From the port of Akosombo out on one of the largest man-made lakes on earth, past drowned forest and fishing canoes, to Dodi Island for a walk up to its village among the mango trees.",
          "Dal porto di Akosombo su uno dei più grandi laghi artificiali della terra, tra foreste sommerse e canoe di pescatori, fino all'isola di Dodi per salire al suo villaggio tra gli alberi di mango.",
          "Desde el puerto de Akosombo por uno de los mayores lagos artificiales del planeta, entre bosques sumergidos y canoas de pesca, hasta la isla de Dodi para subir a su aldea entre mangos.",
          "Du port d'Akosombo sur l'un des plus grands lacs artificiels de la planète, entre forêts noyées et pirogues de pêche, jusqu'à l'île de Dodi pour monter à son village parmi les manguiers.",
          "Vom Hafen Akosombo auf einen der größten Stauseen der Erde, vorbei an versunkenem Wald und Fischerkanus, zur Insel Dodi und hinauf in ihr Dorf zwischen Mangobäumen.",
        ],
      ],
      [
        "see",
        [
          "Lake Volta: the Akosombo Dam and Adomi Bridge",
          "Lago Volta: la diga di Akosombo e il ponte Adomi",
          "Lago Volta: la presa de Akosombo y el puente Adomi",
          "Lac Volta : le barrage d'Akosombo et le pont Adomi",
          "Volta-See: der Akosombo-Damm und die Adomi-Brücke",
        ],
        [
          "The Akosombo Dam that created the lake in 1965, the steel arch of the Adomi Bridge over the Volta at Atimpoku, and lunch of fried river fish and kenkey sold at the bridge.",
          "La diga di Akosombo che creò il lago nel 1965, l'arco d'acciaio del ponte Adomi sul Volta ad Atimpoku e un pranzo di pesce di fiume fritto e kenkey venduti al ponte.",
          "La presa de Akosombo que creó el lago en 1965, el arco de acero del puente Adomi sobre el Volta en Atimpoku y un almuerzo de pescado de río frito y kenkey que se vende junto al puente.",
          "Le barrage d'Akosombo qui créa le lac en 1965, l'arche d'acier du pont Adomi sur la Volta à Atimpoku et un déjeuner de poisson de rivière frit et de kenkey vendus au pont.",
          "Der Akosombo-Damm, der den See 1965 aufstaute, der Stahlbogen der Adomi-Brücke über den Volta bei Atimpoku und mittags gebratener Flussfisch und Kenkey, die an der Brücke verkauft werden.",
        ],
      ],
    ],
  },
  "BEN Cotonou": {
    days: [
      [
        "see",
        [
          "Cotonou: Dantokpa market",
          "Cotonou: il mercato di Dantokpa",
          "Cotonou: el mercado de Dantokpa",
          "Cotonou : le marché Dantokpa",
          "Cotonou: der Dantokpa-Markt",
        ],
        [
          "Through Dantokpa, the vast market on the lagoon, from the wax cloth and enamel pots to the fetish stalls with their dried animals and charms for vodun, with a guide who knows its lanes.",
          "Dentro Dantokpa, l'immenso mercato sulla laguna, dalle stoffe wax e le pentole smaltate ai banchi dei feticci con animali secchi e amuleti per il vodun, con una guida che ne conosce i vicoli.",
          "Por Dantokpa, el inmenso mercado junto a la laguna, de las telas wax y las ollas esmaltadas a los puestos de fetiches con animales secos y amuletos para el vudú, con un guía que conoce sus callejas.",
          "Dans Dantokpa, l'immense marché au bord de la lagune, des pagnes wax et des marmites émaillées aux étals de fétiches, animaux séchés et gris-gris du vodoun, avec un guide qui en connaît les allées.",
          "Durch Dantokpa, den riesigen Markt an der Lagune, von Wax-Stoffen und Emailletöpfen bis zu den Fetischständen mit getrockneten Tieren und Amuletten für den Vodun, mit einem Guide, der die Gassen kennt.",
        ],
      ],
      [
        "see",
        [
          "Cotonou: the Amazon statue and contemporary art",
          "Cotonou: la statua dell'Amazzone e l'arte contemporanea",
          "Cotonou: la estatua de la Amazona y el arte contemporáneo",
          "Cotonou : la statue de l'Amazone et l'art contemporain",
          "Cotonou: die Amazonenstatue und zeitgenössische Kunst",
        ],
        [
          "The giant bronze of a Dahomey Amazon warrior on the seafront, the contemporary African art of the Fondation Zinsou's shows, and the fishing beach where nets are hauled in by hand.",
          "Il gigantesco bronzo di un'amazzone guerriera del Dahomey sul lungomare, l'arte africana contemporanea delle mostre della Fondation Zinsou e la spiaggia dove le reti si tirano a mano.",
          "El gigantesco bronce de una amazona guerrera de Dahomey en el paseo marítimo, el arte africano contemporáneo de las exposiciones de la Fondation Zinsou y la playa donde se recogen las redes a mano.",
          "Le bronze géant d'une Amazone guerrière du Dahomey sur le front de mer, l'art africain contemporain des expositions de la Fondation Zinsou et la plage où l'on tire les filets à la main.",
          "Die riesige Bronze einer Amazonen-Kriegerin von Dahomey an der Küste, zeitgenössische afrikanische Kunst in den Ausstellungen der Fondation Zinsou und der Strand, an dem Netze von Hand eingeholt werden.",
        ],
      ],
      [
        "food",
        [
          "Cotonou: amiwo, fried fish and sodabi",
          "Cotonou: amiwo, pesce fritto e sodabi",
          "Cotonou: amiwo, pescado frito y sodabi",
          "Cotonou : amiwo, poisson frit et sodabi",
          "Cotonou: Amiwo, Bratfisch und Sodabi",
        ],
        [
          "Amiwo, the red corn paste cooked in tomato and chicken stock, with fried fish and hot pepper sauce in a street kitchen, then a taste of sodabi, the spirit distilled from palm wine.",
          "L'amiwo, la pasta rossa di mais cotta nel pomodoro e nel brodo di pollo, con pesce fritto e salsa piccante in una cucina di strada, poi un assaggio di sodabi, l'acquavite distillata dal vino di palma.",
          "El amiwo, la pasta roja de maíz cocida en tomate y caldo de pollo, con pescado frito y salsa picante en una cocina callejera, y luego un trago de sodabi, el aguardiente destilado del vino de palma.",
          "L'amiwo, pâte rouge de maïs cuite à la tomate et au bouillon de poulet, avec poisson frit et sauce pimentée dans une cuisine de rue, puis une gorgée de sodabi, l'alcool distillé du vin de palme.",
          "Amiwo, roter Maisbrei in Tomate und Hühnerbrühe gekocht, mit Bratfisch und scharfer Sauce in einer Straßenküche, dann ein Schluck Sodabi, aus Palmwein gebrannter Schnaps.",
        ],
      ],
    ],
  },
  "BEN Ganvié": {
    days: [
      [
        "see",
        [
          "Ganvié: the stilt village on Lake Nokoué",
          "Ganvié: il villaggio su palafitte del lago Nokoué",
          "Ganvié: el pueblo sobre pilotes del lago Nokoué",
          "Ganvié : le village sur pilotis du lac Nokoué",
          "Ganvié: das Pfahldorf im Nokoué-See",
        ],
        [
          "By pirogue from Abomey-Calavi across Lake Nokoué to Ganvié, where the Tofinu people built their houses on stilts to escape slave raiders: its water lanes, school, church and mosque.",
          "In piroga da Abomey-Calavi attraverso il lago Nokoué fino a Ganvié, dove il popolo tofinu costruì le case su palafitte per sfuggire ai razziatori di schiavi: canali, scuola, chiesa e moschea.",
          "En piragua desde Abomey-Calavi por el lago Nokoué hasta Ganvié, donde el pueblo tofinu levantó sus casas sobre pilotes para huir de los cazadores de esclavos: sus calles de agua, escuela, iglesia y mezquita.",
          "En pirogue d'Abomey-Calavi à travers le lac Nokoué jusqu'à Ganvié, où le peuple tofinu bâtit ses maisons sur pilotis pour fuir les chasseurs d'esclaves : ses rues d'eau, son école, son église et sa mosquée.",
          "Mit der Piroge von Abomey-Calavi über den Nokoué-See nach Ganvié, wo das Volk der Tofinu seine Häuser auf Pfählen baute, um Sklavenjägern zu entgehen: Wassergassen, Schule, Kirche und Moschee.",
        ],
      ],
      [
        "see",
        [
          "Ganvié: the floating market and the acadja",
          "Ganvié: il mercato galleggiante e gli acadja",
          "Ganvié: el mercado flotante y las acadjas",
          "Ganvié : le marché flottant et les acadjas",
          "Ganvié: der schwimmende Markt und die Acadjas",
        ],
        [
          "Early among the women selling fish, fruit and charcoal from their canoes at the floating market, then out to the acadja, fish parks of branches planted in the lake, and the men casting nets.",
          "Presto tra le donne che vendono pesce, frutta e carbone dalle canoe al mercato galleggiante, poi fuori agli acadja, recinti di rami piantati nel lago per i pesci, e agli uomini che lanciano le reti.",
          "Temprano entre las mujeres que venden pescado, fruta y carbón desde sus canoas en el mercado flotante, y después a las acadjas, viveros de ramas plantadas en el lago, y a los hombres que echan las redes.",
          "Tôt parmi les femmes qui vendent poisson, fruits et charbon depuis leurs pirogues au marché flottant, puis vers les acadjas, parcs à poissons de branchages plantés dans le lac, et les pêcheurs à l'épervier.",
          "Früh zwischen den Frauen, die auf dem schwimmenden Markt Fisch, Obst und Holzkohle aus ihren Kanus verkaufen, dann hinaus zu den Acadjas, Fischgehegen aus in den See gesteckten Ästen, und zu den Netzwerfern.",
        ],
      ],
    ],
  },
  "BEN Porto-Novo": {
    days: [
      [
        "see",
        [
          "Porto-Novo: King Toffa's palace and the Great Mosque",
          "Porto-Novo: il palazzo del re Toffa e la Grande Moschea",
          "Porto-Novo: el palacio del rey Toffa y la Gran Mezquita",
          "Porto-Novo : le palais du roi Toffa et la Grande Mosquée",
          "Porto-Novo: der Palast von König Toffa und die Große Moschee",
        ],
        [
          "The royal palace of King Toffa, now the Honmè museum, the Great Mosque built by returned Afro-Brazilians in the style of a Bahian church, and the Da Silva museum of Afro-Brazilian history.",
          "Il palazzo reale del re Toffa, oggi museo Honmè, la Grande Moschea costruita dagli afro-brasiliani rientrati nello stile di una chiesa di Bahia, e il museo Da Silva di storia afro-brasiliana.",
          "El palacio real del rey Toffa, hoy museo Honmè, la Gran Mezquita construida por afrobrasileños retornados al estilo de una iglesia de Bahía y el museo Da Silva de historia afrobrasileña.",
          "Le palais royal du roi Toffa, devenu musée Honmè, la Grande Mosquée bâtie par les Afro-Brésiliens revenus au pays dans le style d'une église de Bahia, et le musée Da Silva d'histoire afro-brésilienne.",
          "Der Königspalast von Toffa, heute Honmè-Museum, die Große Moschee, von zurückgekehrten Afrobrasilianern im Stil einer Kirche aus Bahia gebaut, und das Da-Silva-Museum zur afrobrasilianischen Geschichte.",
        ],
      ],
      [
        "food",
        [
          "Porto-Novo: the Songhaï farm and Ouando market",
          "Porto-Novo: la fattoria Songhaï e il mercato di Ouando",
          "Porto-Novo: la granja Songhaï y el mercado de Ouando",
          "Porto-Novo : la ferme Songhaï et le marché de Ouando",
          "Porto-Novo: der Songhaï-Hof und der Ouando-Markt",
        ],
        [
          "The Songhaï organic farm, a training ground for young African farmers, with its fish ponds, gardens and restaurant cooking what it grows, then the stalls of Ouando market for yams, pepper and palm oil.",
          "La fattoria biologica Songhaï, scuola per giovani agricoltori africani, con vasche di pesci, orti e un ristorante che cucina ciò che coltiva, poi i banchi del mercato di Ouando per igname, peperoncino e olio di palma.",
          "La granja ecológica Songhaï, escuela para jóvenes agricultores africanos, con estanques de peces, huertos y un restaurante que cocina lo que cultiva, y luego los puestos del mercado de Ouando con ñame, guindilla y aceite de palma.",
          "La ferme biologique Songhaï, lieu de formation des jeunes agriculteurs africains, ses bassins à poissons, ses jardins et son restaurant qui cuisine ses récoltes, puis les étals du marché de Ouando : igname, piment, huile de palme.",
          "Der Bio-Hof Songhaï, Ausbildungsstätte junger afrikanischer Bauern, mit Fischteichen, Gärten und einem Restaurant, das die eigene Ernte kocht, dann die Stände des Ouando-Markts mit Yams, Chili und Palmöl.",
        ],
      ],
    ],
  },
  "BEN Ouidah": {
    days: [
      [
        "see",
        [
          "Ouidah: the Slave Route and the Python Temple",
          "Ouidah: la Via degli schiavi e il Tempio dei pitoni",
          "Ouidah: la Ruta de los Esclavos y el Templo de las Pitones",
          "Ouidah : la route des Esclaves et le temple des Pythons",
          "Ouidah: die Sklavenroute und der Pythontempel",
        ],
        [
          "The Python Temple, where sacred royal pythons are kept opposite the Catholic basilica, the sacred forest of Kpassè with its vodun sculptures, and the Slave Route to the Door of No Return on the beach.",
          "Il Tempio dei pitoni, dove si custodiscono i pitoni sacri di fronte alla basilica cattolica, la foresta sacra di Kpassè con le sculture vodun e la Via degli schiavi fino alla Porta del non ritorno sulla spiaggia.",
          "El Templo de las Pitones, donde se guardan las pitones sagradas frente a la basílica católica, el bosque sagrado de Kpassè con sus esculturas vudú y la Ruta de los Esclavos hasta la Puerta sin Retorno en la playa.",
          "Le temple des Pythons, où vivent les pythons sacrés face à la basilique catholique, la forêt sacrée de Kpassè et ses sculptures vodoun, et la route des Esclaves jusqu'à la porte du Non-Retour sur la plage.",
          "Der Pythontempel, in dem heilige Königspythons gegenüber der katholischen Basilika leben, der heilige Wald von Kpassè mit Vodun-Skulpturen und die Sklavenroute bis zum Tor ohne Wiederkehr am Strand.",
        ],
      ],
      [
        "food",
        [
          "Ouidah: palm wine and sodabi at a village still",
          "Ouidah: vino di palma e sodabi da un alambicco di villaggio",
          "Ouidah: vino de palma y sodabi en un alambique de aldea",
          "Ouidah : vin de palme et sodabi à l'alambic du village",
          "Ouidah: Palmwein und Sodabi an einer Dorfbrennerei",
        ],
        [
          "In the palm groves behind the coast, a tapper draws sap from a felled oil palm and a family turns it into sodabi in a wood-fired still; lunch of grilled fish and akassa corn paste on the beach.",
          "Nei palmeti dietro la costa un raccoglitore estrae la linfa da una palma da olio abbattuta e una famiglia la distilla in sodabi sul fuoco di legna; pranzo di pesce alla griglia e pasta di mais akassa sulla spiaggia.",
          "En los palmerales detrás de la costa, un recolector extrae la savia de una palma aceitera talada y una familia la destila en sodabi al fuego de leña; almuerzo de pescado a la brasa y pasta de maíz akassa en la playa.",
          "Dans les palmeraies derrière la côte, un récolteur tire la sève d'un palmier à huile abattu et une famille la distille en sodabi sur un feu de bois ; déjeuner de poisson grillé et de pâte de maïs akassa sur la plage.",
          "In den Palmhainen hinter der Küste zapft ein Sammler den Saft einer gefällten Ölpalme, und eine Familie brennt ihn über Holzfeuer zu Sodabi; mittags gegrillter Fisch und Akassa-Maisbrei am Strand.",
        ],
      ],
    ],
  },
  "BEN Royal Palaces of Abomey": {
    days: [
      [
        "see",
        [
          "Royal Palaces of Abomey: the kings of Dahomey",
          "Palazzi reali di Abomey: i re del Dahomey",
          "Palacios reales de Abomey: los reyes de Dahomey",
          "Palais royaux d'Abomey : les rois du Dahomey",
          "Königspaläste von Abomey: die Könige von Dahomey",
        ],
        [
          "The earthen walls of the palaces of Ghezo and Glèlè, their painted bas-reliefs telling the wars of the Dahomey kings and their Amazon regiments, and the appliqué hangings still sewn by the Yemadje family.",
          "Le mura di terra dei palazzi di Ghezo e Glèlè, con i bassorilievi dipinti che narrano le guerre dei re del Dahomey e dei loro reggimenti di amazzoni, e gli arazzi ad applicazione cuciti ancora dalla famiglia Yemadje.",
          "Los muros de tierra de los palacios de Ghezo y Glèlè, con bajorrelieves pintados que cuentan las guerras de los reyes de Dahomey y sus regimientos de amazonas, y los tapices de aplicación que aún cose la familia Yemadje.",
          "Les murs de terre des palais de Ghézo et de Glèlè, leurs bas-reliefs peints racontant les guerres des rois du Dahomey et de leurs régiments d'Amazones, et les tentures appliquées que cousent encore les Yémadjè.",
          "Die Lehmmauern der Paläste von Ghezo und Glèlè, deren bemalte Flachreliefs von den Kriegen der Könige von Dahomey und ihren Amazonenregimentern erzählen, und die Applikationsbehänge, die die Familie Yemadje noch näht.",
        ],
      ],
    ],
  },
  "BEN Dassa-Zoumé": {
    days: [
      [
        "see",
        [
          "Dassa-Zoumé: the 41 hills and the grotto of Arigbo",
          "Dassa-Zoumé: le 41 colline e la grotta di Arigbo",
          "Dassa-Zoumé: las 41 colinas y la gruta de Arigbo",
          "Dassa-Zoumé : les 41 collines et la grotte d'Arigbo",
          "Dassa-Zoumé: die 41 Hügel und die Grotte von Arigbo",
        ],
        [
          "A walk among the granite domes of the town of 41 hills, up to the Marian grotto of Notre-Dame d'Arigbo, a great pilgrimage site, and to the royal palace of the Idaasha kings.",
          "Una passeggiata tra le cupole di granito della città delle 41 colline, fino alla grotta mariana di Notre-Dame d'Arigbo, grande luogo di pellegrinaggio, e al palazzo reale dei re idaasha.",
          "Un paseo entre las cúpulas de granito de la ciudad de las 41 colinas, hasta la gruta mariana de Notre-Dame d'Arigbo, gran lugar de peregrinación, y al palacio real de los reyes idaasha.",
          "Une balade parmi les dômes de granit de la ville aux 41 collines, jusqu'à la grotte mariale Notre-Dame d'Arigbo, haut lieu de pèlerinage, et au palais royal des rois idaasha.",
          "Ein Gang zwischen den Granitkuppen der Stadt der 41 Hügel, hinauf zur Mariengrotte Notre-Dame d'Arigbo, einem großen Wallfahrtsort, und zum Königspalast der Idaasha-Könige.",
        ],
      ],
      [
        "food",
        [
          "Dassa-Zoumé: pounded yam of the Collines",
          "Dassa-Zoumé: l'igname pestato delle Collines",
          "Dassa-Zoumé: el ñame machacado de las Collines",
          "Dassa-Zoumé : l'igname pilée des Collines",
          "Dassa-Zoumé: gestampfte Yams aus den Collines",
        ],
        [
          "The Collines region grows some of Benin's best yams: a visit to a yam field and a village kitchen where igname pilée is pounded in a mortar and served with a peanut and smoked fish sauce.",
          "La regione delle Collines coltiva alcuni dei migliori ignami del Benin: visita a un campo e a una cucina di villaggio dove l'igname si pesta nel mortaio e si serve con salsa di arachidi e pesce affumicato.",
          "La región de las Collines cultiva algunos de los mejores ñames de Benín: visita a un campo y a una cocina de aldea donde el ñame se machaca en el mortero y se sirve con salsa de cacahuete y pescado ahumado.",
          "La région des Collines produit certaines des meilleures ignames du Bénin : visite d'un champ et d'une cuisine de village où l'on pile l'igname au mortier, servie avec une sauce arachide au poisson fumé.",
          "Die Region Collines baut einige der besten Yams Benins an: Besuch auf einem Feld und in einer Dorfküche, wo Yams im Mörser gestampft und mit Erdnusssauce und Räucherfisch serviert wird.",
        ],
      ],
    ],
  },
  "BEN Pendjari National Park": {
    days: [
      [
        "game",
        [
          "Pendjari National Park: a morning drive to Mare Bali",
          "Parco nazionale della Pendjari: safari mattutino a Mare Bali",
          "Parque nacional de Pendjari: safari matinal a Mare Bali",
          "Parc national de la Pendjari : safari matinal à la mare Bali",
          "Pendjari-Nationalpark: Morgenpirsch zur Mare Bali",
        ],
        [
          "An early game drive through the last stronghold of West Africa's lions and elephants, to the Mare Bali waterhole with its hippos, crocodiles and herds of buffalo and roan antelope.",
          "Un safari all'alba nell'ultimo rifugio dei leoni e degli elefanti dell'Africa occidentale, fino alla pozza di Mare Bali con ippopotami, coccodrilli e branchi di bufali e antilopi roane.",
          "Un safari temprano por el último bastión de los leones y elefantes de África occidental, hasta la charca de Mare Bali con sus hipopótamos, cocodrilos y manadas de búfalos y antílopes ruanos.",
          "Un safari matinal dans le dernier bastion des lions et des éléphants d'Afrique de l'Ouest, jusqu'à la mare Bali et ses hippopotames, crocodiles, troupeaux de buffles et d'hippotragues.",
          "Eine frühe Pirschfahrt durch die letzte Hochburg der Löwen und Elefanten Westafrikas zum Wasserloch Mare Bali mit Flusspferden, Krokodilen und Herden von Büffeln und Pferdeantilopen.",
        ],
      ],
      [
        "game",
        [
          "Pendjari National Park: along the Pendjari River",
          "Parco nazionale della Pendjari: lungo il fiume Pendjari",
          "Parque nacional de Pendjari: a lo largo del río Pendjari",
          "Parc national de la Pendjari : le long de la rivière Pendjari",
          "Pendjari-Nationalpark: am Fluss Pendjari entlang",
        ],
        [
          "An afternoon drive along the gallery forest of the Pendjari River and the Atakora escarpment, looking for kob, hartebeest, baboons and elephants coming down to drink, until the park closes at dusk.",
          "Un safari pomeridiano lungo la foresta a galleria del fiume Pendjari e la scarpata dell'Atakora, cercando cob, alcelafi, babbuini ed elefanti che scendono a bere, fino alla chiusura del parco al tramonto.",
          "Un safari por la tarde junto al bosque de galería del río Pendjari y el escarpe del Atakora, buscando cobos, búbalos, babuinos y elefantes que bajan a beber, hasta que el parque cierra al anochecer.",
          "Un safari l'après-midi le long de la forêt-galerie de la Pendjari et de l'escarpement de l'Atacora, à la recherche de cobs, bubales, babouins et éléphants venus boire, jusqu'à la fermeture du parc au crépuscule.",
          "Eine Nachmittagspirsch am Galeriewald des Pendjari und an der Atakora-Stufe entlang, auf der Suche nach Kobs, Kuhantilopen, Pavianen und trinkenden Elefanten, bis der Park in der Dämmerung schließt.",
        ],
      ],
    ],
  },
  "ETH Addis Ababa": {
    days: [
      [
        "see",
        [
          "Addis Ababa: Lucy and Holy Trinity Cathedral",
          "Addis Abeba: Lucy e la cattedrale della Santa Trinità",
          "Adís Abeba: Lucy y la catedral de la Santísima Trinidad",
          "Addis-Abeba : Lucy et la cathédrale de la Sainte-Trinité",
          "Addis Abeba: Lucy und die Dreifaltigkeitskathedrale",
        ],
        [
          "The National Museum, where the bones of Lucy, a human ancestor of 3.2 million years ago, are kept, then Holy Trinity Cathedral with its murals and the tomb of Emperor Haile Selassie.",
          "Il Museo Nazionale, che custodisce le ossa di Lucy, antenata dell'uomo vissuta 3,2 milioni di anni fa, poi la cattedrale della Santa Trinità con i suoi affreschi e la tomba dell'imperatore Hailé Selassié.",
          "El Museo Nacional, que guarda los huesos de Lucy, antepasada humana de hace 3,2 millones de años, y luego la catedral de la Santísima Trinidad con sus murales y la tumba del emperador Haile Selassie.",
          "Le Musée national, qui garde les os de Lucy, ancêtre de l'homme vieille de 3,2 millions d'années, puis la cathédrale de la Sainte-Trinité, ses peintures murales et le tombeau de l'empereur Hailé Sélassié.",
          "Das Nationalmuseum mit den Knochen von Lucy, einer 3,2 Millionen Jahre alten Vorfahrin des Menschen, dann die Dreifaltigkeitskathedrale mit ihren Wandbildern und dem Grab Kaiser Haile Selassies.",
        ],
      ],
      [
        "see",
        [
          "Addis Ababa: Merkato and the Entoto hills",
          "Addis Abeba: il Merkato e le colline di Entoto",
          "Adís Abeba: el Merkato y las colinas de Entoto",
          "Addis-Abeba : le Merkato et les collines d'Entoto",
          "Addis Abeba: der Merkato und die Entoto-Berge",
        ],
        [
          "Through Merkato, one of Africa's largest open-air markets, from the spice and coffee lanes to the recyclers' alleys, then up through eucalyptus to Entoto Maryam church and the view over the capital.",
          "Nel Merkato, uno dei più grandi mercati all'aperto d'Africa, dai vicoli di spezie e caffè a quelli dei riciclatori, poi su tra gli eucalipti fino alla chiesa di Entoto Maryam e alla vista sulla capitale.",
          "Por el Merkato, uno de los mayores mercados al aire libre de África, de las calles de especias y café a las de los recicladores, y luego entre eucaliptos hasta la iglesia de Entoto Maryam y la vista de la capital.",
          "Dans le Merkato, l'un des plus grands marchés à ciel ouvert d'Afrique, des allées d'épices et de café à celles des recycleurs, puis à travers les eucalyptus jusqu'à l'église d'Entoto Maryam et la vue sur la capitale.",
          "Durch den Merkato, einen der größten Freiluftmärkte Afrikas, von den Gewürz- und Kaffeegassen bis zu den Recyclern, dann durch Eukalyptuswald hinauf zur Kirche Entoto Maryam mit Blick über die Hauptstadt.",
        ],
      ],
      [
        "food",
        [
          "Addis Ababa: injera, doro wat and tej",
          "Addis Abeba: injera, doro wat e tej",
          "Adís Abeba: injera, doro wat y tej",
          "Addis-Abeba : injera, doro wat et tej",
          "Addis Abeba: Injera, Doro Wat und Tej",
        ],
        [
          "Injera, the sour teff pancake, with doro wat chicken stew and kitfo, spiced raw beef, in a traditional house; a coffee ceremony with roasting beans and frankincense, and honey wine, tej, in a tej bet.",
          "L'injera, la focaccia acidula di teff, con lo stufato di pollo doro wat e il kitfo di manzo crudo speziato in una casa tradizionale; la cerimonia del caffè con chicchi tostati e incenso, e il tej, vino di miele.",
          "La injera, la torta agria de teff, con el guiso de pollo doro wat y el kitfo de ternera cruda especiada en una casa tradicional; la ceremonia del café con granos tostados e incienso, y el tej, vino de miel.",
          "L'injera, crêpe acidulée de teff, avec le ragoût de poulet doro wat et le kitfo de bœuf cru épicé dans une maison traditionnelle ; la cérémonie du café, grains torréfiés et encens, et le tej, vin de miel.",
          "Injera, der säuerliche Teff-Fladen, mit Doro-Wat-Hühnereintopf und Kitfo aus gewürztem rohem Rind in einem traditionellen Haus; Kaffeezeremonie mit gerösteten Bohnen und Weihrauch und Honigwein Tej.",
        ],
      ],
    ],
  },
  "ETH Bahir Dar": {
    days: [
      [
        "see",
        [
          "Bahir Dar: the Blue Nile Falls",
          "Bahir Dar: le cascate del Nilo Azzurro",
          "Bahir Dar: las cataratas del Nilo Azul",
          "Bahir Dar : les chutes du Nil Bleu",
          "Bahir Dar: die Fälle des Blauen Nils",
        ],
        [
          "A walk from the village of Tis Abay over the 17th-century Portuguese bridge to the Blue Nile Falls, Tis Issat, the smoking water, and back across the river by boat or suspension bridge.",
          "Una camminata dal villaggio di Tis Abay oltre il ponte portoghese del Seicento fino alle cascate del Nilo Azzurro, Tis Issat, l'acqua che fuma, e ritorno sul fiume in barca o sul ponte sospeso.",
          "Una caminata desde la aldea de Tis Abay por el puente portugués del siglo XVII hasta las cataratas del Nilo Azul, Tis Issat, el agua que humea, y regreso cruzando el río en barca o por el puente colgante.",
          "Une marche depuis le village de Tis Abay par le pont portugais du XVIIe siècle jusqu'aux chutes du Nil Bleu, Tis Issat, l'eau qui fume, et retour de l'autre côté du fleuve en bateau ou par le pont suspendu.",
          "Eine Wanderung vom Dorf Tis Abay über die portugiesische Brücke aus dem 17. Jahrhundert zu den Fällen des Blauen Nils, Tis Issat, dem rauchenden Wasser, und zurück per Boot oder über die Hängebrücke.",
        ],
      ],
      [
        "food",
        [
          "Bahir Dar: fish of Lake Tana and the market",
          "Bahir Dar: il pesce del lago Tana e il mercato",
          "Bahir Dar: el pescado del lago Tana y el mercado",
          "Bahir Dar : le poisson du lac Tana et le marché",
          "Bahir Dar: Fisch aus dem Tanasee und der Markt",
        ],
        [
          "The town market, with its berbere chili blends, teff and handwoven cotton, then a lakeside lunch of fried tilapia from Lake Tana and fish dulet, and fresh mango and avocado juice in layers.",
          "Il mercato della città con le miscele di peperoncino berberè, il teff e il cotone tessuto a mano, poi un pranzo sul lago con tilapia fritta del lago Tana, dulet di pesce e succo a strati di mango e avocado.",
          "El mercado de la ciudad con sus mezclas de guindilla berbere, el teff y el algodón tejido a mano, y luego un almuerzo junto al lago con tilapia frita del Tana, dulet de pescado y zumo en capas de mango y aguacate.",
          "Le marché de la ville, ses mélanges de piment berbéré, le teff et le coton tissé main, puis un déjeuner au bord du lac : tilapia frit du lac Tana, dulet de poisson et jus de mangue et d'avocat en couches.",
          "Der Markt der Stadt mit Berbere-Chilimischungen, Teff und handgewebter Baumwolle, dann am Seeufer gebratene Tilapia aus dem Tanasee, Fisch-Dulet und Mango-Avocado-Saft in Schichten.",
        ],
      ],
    ],
  },
  "ETH Lake Tana": {
    days: [
      [
        "see",
        [
          "Lake Tana: the monasteries of the Zege peninsula",
          "Lago Tana: i monasteri della penisola di Zege",
          "Lago Tana: los monasterios de la península de Zege",
          "Lac Tana : les monastères de la péninsule de Zege",
          "Tanasee: die Klöster der Halbinsel Zege",
        ],
        [
          "By boat across the lake to the Zege peninsula and through coffee forest to the round church of Ura Kidane Mehret, its walls painted floor to ceiling with saints, and its treasury of crowns and manuscripts.",
          "In barca sul lago fino alla penisola di Zege e tra il bosco di caffè fino alla chiesa rotonda di Ura Kidane Mehret, con le pareti dipinte di santi dal pavimento al soffitto e il tesoro di corone e manoscritti.",
          "En barco por el lago hasta la península de Zege y entre cafetales hasta la iglesia redonda de Ura Kidane Mehret, con las paredes pintadas de santos de arriba abajo y su tesoro de coronas y manuscritos.",
          "En bateau sur le lac jusqu'à la péninsule de Zege, puis à travers la forêt de caféiers jusqu'à l'église ronde d'Ura Kidane Mehret, ses murs peints de saints du sol au plafond et son trésor de couronnes et manuscrits.",
          "Mit dem Boot über den See zur Halbinsel Zege und durch Kaffeewald zur Rundkirche Ura Kidane Mehret, deren Wände vom Boden bis zur Decke mit Heiligen bemalt sind, und zu ihrem Schatz aus Kronen und Handschriften.",
        ],
      ],
      [
        "see",
        [
          "Lake Tana: papyrus boats and the Blue Nile outlet",
          "Lago Tana: barche di papiro e l'uscita del Nilo Azzurro",
          "Lago Tana: barcas de papiro y la salida del Nilo Azul",
          "Lac Tana : barques de papyrus et sortie du Nil Bleu",
          "Tanasee: Papyrusboote und der Ausfluss des Blauen Nils",
        ],
        [
          "Out to where the Blue Nile leaves the lake, watching for hippos and pelicans, past fishermen in tankwa papyrus boats, and to the island monastery of Kebran Gabriel, whose church is open to men only.",
          "Fino al punto in cui il Nilo Azzurro lascia il lago, cercando ippopotami e pellicani, tra pescatori sulle barche di papiro tankwa, e al monastero sull'isola di Kebran Gabriel, la cui chiesa è aperta ai soli uomini.",
          "Hasta donde el Nilo Azul sale del lago, buscando hipopótamos y pelícanos, entre pescadores en barcas de papiro tankwa, y al monasterio isleño de Kebran Gabriel, cuya iglesia solo admite a hombres.",
          "Jusqu'à l'endroit où le Nil Bleu quitte le lac, à l'affût des hippopotames et des pélicans, entre pêcheurs sur leurs tankwas de papyrus, et au monastère insulaire de Kebran Gabriel, dont l'église n'est ouverte qu'aux hommes.",
          "Hinaus zum Ausfluss des Blauen Nils, mit Ausschau nach Flusspferden und Pelikanen, vorbei an Fischern in Tankwa-Papyrusbooten, und zum Inselkloster Kebran Gabriel, dessen Kirche nur Männer betreten dürfen.",
        ],
      ],
    ],
  },
  "ETH Gondar": {
    days: [
      [
        "see",
        [
          "Gondar: the castles of Fasil Ghebbi",
          "Gondar: i castelli del Fasil Ghebbi",
          "Gondar: los castillos del Fasil Ghebbi",
          "Gondar : les châteaux du Fasil Ghebbi",
          "Gondar: die Burgen des Fasil Ghebbi",
        ],
        [
          "Inside the walled royal enclosure of Fasil Ghebbi, the stone castles of Emperor Fasilides and his successors, with their towers, banquet halls and lion cages, built when Gondar was the capital.",
          "Dentro il recinto reale murato del Fasil Ghebbi, i castelli di pietra dell'imperatore Fasilide e dei suoi successori, con torri, sale dei banchetti e gabbie dei leoni, dei tempi in cui Gondar era capitale.",
          "Dentro del recinto real amurallado del Fasil Ghebbi, los castillos de piedra del emperador Fasilidas y sus sucesores, con sus torres, salas de banquetes y jaulas de leones, de cuando Gondar era la capital.",
          "Dans l'enceinte royale du Fasil Ghebbi, les châteaux de pierre de l'empereur Fasilidès et de ses successeurs, avec leurs tours, salles de banquet et cages à lions, du temps où Gondar était la capitale.",
          "In der ummauerten Königsanlage Fasil Ghebbi die Steinburgen Kaiser Fasilidas' und seiner Nachfolger, mit Türmen, Festsälen und Löwenkäfigen, aus der Zeit, als Gondar Hauptstadt war.",
        ],
      ],
      [
        "see",
        [
          "Gondar: Debre Berhan Selassie and Fasilides' Bath",
          "Gondar: Debre Berhan Selassie e il bagno di Fasilide",
          "Gondar: Debre Berhan Selassie y el baño de Fasilidas",
          "Gondar : Debre Berhan Sélassié et le bain de Fasilidès",
          "Gondar: Debre Berhan Selassie und das Bad des Fasilidas",
        ],
        [
          "The church of Debre Berhan Selassie, whose ceiling is covered with rows of winged angels' faces, and the pool pavilion of Fasilides' Bath, its walls gripped by the roots of fig trees.",
          "La chiesa di Debre Berhan Selassie, il cui soffitto è coperto di file di volti d'angeli alati, e il padiglione nella vasca del bagno di Fasilide, con le mura strette dalle radici dei fichi.",
          "La iglesia de Debre Berhan Selassie, con el techo cubierto de hileras de rostros de ángeles alados, y el pabellón en el estanque del baño de Fasilidas, con sus muros abrazados por las raíces de las higueras.",
          "L'église de Debre Berhan Sélassié, au plafond couvert de rangées de visages d'anges ailés, et le pavillon du bain de Fasilidès au milieu de son bassin, ses murs enserrés par les racines des figuiers.",
          "Die Kirche Debre Berhan Selassie, deren Decke Reihen geflügelter Engelsgesichter bedecken, und der Pavillon im Becken des Fasilidas-Bads, dessen Mauern von Feigenwurzeln umklammert werden.",
        ],
      ],
      [
        "food",
        [
          "Gondar: a coffee ceremony and shiro",
          "Gondar: la cerimonia del caffè e lo shiro",
          "Gondar: la ceremonia del café y el shiro",
          "Gondar : la cérémonie du café et le shiro",
          "Gondar: Kaffeezeremonie und Shiro",
        ],
        [
          "In a family home, green coffee beans are roasted on a pan, ground in a mortar and brewed three times in a clay jebena over charcoal, served with popcorn, then shiro, chickpea stew, on injera.",
          "In una casa di famiglia i chicchi verdi di caffè si tostano in padella, si pestano nel mortaio e si preparano tre volte nella jebena di terracotta sulla brace, serviti con popcorn, poi shiro di ceci sull'injera.",
          "En una casa familiar, los granos verdes de café se tuestan en una sartén, se machacan en el mortero y se preparan tres veces en la jebena de barro sobre brasas, con palomitas, y después shiro de garbanzos sobre injera.",
          "Dans une maison familiale, les grains verts sont torréfiés à la poêle, pilés au mortier et infusés trois fois dans la jebena de terre sur la braise, servis avec du pop-corn, puis le shiro de pois chiches sur l'injera.",
          "In einem Familienhaus werden grüne Kaffeebohnen in der Pfanne geröstet, im Mörser zerstoßen und dreimal in der tönernen Jebena über Holzkohle aufgebrüht, dazu Popcorn, danach Kichererbsen-Shiro auf Injera.",
        ],
      ],
    ],
  },
  "ETH Simien Mountains": {
    days: [
      [
        "trek",
        [
          "Simien Mountains: from Sankaber to Geech",
          "Monti Simien: da Sankaber a Geech",
          "Montañas Simien: de Sankaber a Geech",
          "Monts Simien : de Sankaber à Geech",
          "Simien-Berge: von Sankaber nach Geech",
        ],
        [
          "Along the edge of the great escarpment from the Sankaber camp, with a scout from the park, past the Jinbar waterfall plunging into its gorge, and up to the highland village and camp of Geech.",
          "Lungo il bordo della grande scarpata dal campo di Sankaber, con uno scout del parco, oltre la cascata di Jinbar che precipita nella sua gola, e su fino al villaggio d'altura e al campo di Geech.",
          "Por el borde del gran escarpe desde el campamento de Sankaber, con un escolta del parque, junto a la cascada de Jinbar que se hunde en su garganta, y subida a la aldea y campamento de altura de Geech.",
          "Le long du grand escarpement depuis le camp de Sankaber, avec un scout du parc, devant la cascade de Jinbar qui plonge dans sa gorge, puis montée au village et au camp d'altitude de Geech.",
          "Von Sankaber mit einem Parkscout an der großen Abbruchkante entlang, vorbei am Jinbar-Wasserfall, der in seine Schlucht stürzt, und hinauf zum Hochlanddorf und Camp Geech.",
        ],
      ],
      [
        "trek",
        [
          "Simien Mountains: Imet Gogo and on to Chenek",
          "Monti Simien: Imet Gogo e poi Chenek",
          "Montañas Simien: Imet Gogo y luego Chenek",
          "Monts Simien : Imet Gogo puis Chenek",
          "Simien-Berge: Imet Gogo und weiter nach Chenek",
        ],
        [
          "Out to the rock promontory of Imet Gogo, one of the great views of Africa over pinnacles and valleys far below, then along the cliffs by Inatye to the camp at Chenek, among giant lobelias.",
          "Fino al promontorio roccioso di Imet Gogo, uno dei grandi panorami d'Africa su pinnacoli e valli profonde, poi lungo le falesie per Inatye fino al campo di Chenek, tra le lobelie giganti.",
          "Hasta el promontorio rocoso de Imet Gogo, una de las grandes vistas de África sobre agujas y valles muy abajo, y luego por los acantilados de Inatye hasta el campamento de Chenek, entre lobelias gigantes.",
          "Jusqu'au promontoire rocheux d'Imet Gogo, l'une des grandes vues d'Afrique sur les aiguilles et les vallées profondes, puis le long des falaises par Inatye jusqu'au camp de Chenek, parmi les lobélies géantes.",
          "Hinaus auf den Felssporn Imet Gogo, einen der großen Ausblicke Afrikas über Felsnadeln und tiefe Täler, dann an den Klippen über Inatye entlang zum Camp Chenek zwischen Riesenlobelien.",
        ],
      ],
      [
        "trek",
        [
          "Simien Mountains: over the Bwahit pass to Ambiko",
          "Monti Simien: oltre il passo di Bwahit fino ad Ambiko",
          "Montañas Simien: por el paso de Bwahit hasta Ambiko",
          "Monts Simien : par le col de Bwahit jusqu'à Ambiko",
          "Simien-Berge: über den Bwahit-Pass nach Ambiko",
        ],
        [
          "Up from Chenek, where walia ibex graze the ledges, over the Bwahit pass at some 4,200 m, then down into the Mesheha valley and up to the village of Ambiko at the foot of Ras Dashen.",
          "Su da Chenek, dove lo stambecco walia pascola sulle cenge, oltre il passo di Bwahit a circa 4.200 m, poi giù nella valle del Mesheha e su fino al villaggio di Ambiko ai piedi del Ras Dashen.",
          "Subida desde Chenek, donde la cabra montés walia pasta en las cornisas, por el paso de Bwahit a unos 4.200 m, y bajada al valle del Mesheha para subir a la aldea de Ambiko al pie del Ras Dashen.",
          "Montée depuis Chenek, où les bouquetins walia broutent sur les vires, par le col de Bwahit vers 4 200 m, puis descente dans la vallée du Mesheha et remontée au village d'Ambiko au pied du Ras Dashen.",
          "Von Chenek, wo Äthiopische Steinböcke auf den Bändern äsen, über den Bwahit-Pass auf rund 4.200 m, dann hinab ins Mesheha-Tal und hinauf zum Dorf Ambiko am Fuß des Ras Dashen.",
        ],
      ],
      [
        "trek",
        [
          "Simien Mountains: the summit of Ras Dashen",
          "Monti Simien: la vetta del Ras Dashen",
          "Montañas Simien: la cumbre del Ras Dashen",
          "Monts Simien : le sommet du Ras Dashen",
          "Simien-Berge: der Gipfel des Ras Dashen",
        ],
        [
          "A start in the dark from Ambiko up the long slopes to the rock summit of Ras Dashen, at over 4,500 m the highest peak of Ethiopia, a final scramble to the top, and back down to the village.",
          "Partenza al buio da Ambiko sui lunghi pendii fino alla cima rocciosa del Ras Dashen, a oltre 4.500 m la vetta più alta d'Etiopia, un'ultima arrampicata facile e ritorno al villaggio.",
          "Salida a oscuras desde Ambiko por las largas laderas hasta la cumbre rocosa del Ras Dashen, a más de 4.500 m el pico más alto de Etiopía, una última trepada y regreso a la aldea.",
          "Départ de nuit d'Ambiko par les longues pentes jusqu'au sommet rocheux du Ras Dashen, à plus de 4 500 m le point culminant de l'Éthiopie, une dernière escalade facile et retour au village.",
          "Aufbruch im Dunkeln von Ambiko über lange Hänge zum Felsgipfel des Ras Dashen, mit über 4.500 m der höchste Berg Äthiopiens, eine letzte leichte Kletterei und zurück ins Dorf.",
        ],
      ],
      [
        "see",
        [
          "Simien Mountains: among the gelada baboons",
          "Monti Simien: tra i babbuini gelada",
          "Montañas Simien: entre los babuinos gelada",
          "Monts Simien : parmi les géladas",
          "Simien-Berge: bei den Dscheladas",
        ],
        [
          "A day walk on the plateau near Sankaber and Geech, sitting quietly among a troop of hundreds of gelada monkeys grazing the grass, with lammergeiers sailing along the cliffs below.",
          "Una camminata di un giorno sull'altopiano vicino a Sankaber e Geech, seduti in silenzio tra un branco di centinaia di gelada che brucano l'erba, con i gipeti che planano lungo le falesie.",
          "Una caminata de un día por la meseta cerca de Sankaber y Geech, sentados en silencio entre una tropa de cientos de geladas que pastan la hierba, con quebrantahuesos planeando junto a los acantilados.",
          "Une journée de marche sur le plateau près de Sankaber et Geech, assis en silence parmi une troupe de centaines de géladas qui broutent l'herbe, les gypaètes planant le long des falaises.",
          "Eine Tageswanderung auf dem Plateau bei Sankaber und Geech, still sitzend inmitten einer Herde von Hunderten grasender Dscheladas, während Bartgeier an den Klippen entlangsegeln.",
        ],
      ],
    ],
  },
  "ETH Aksum": {
    days: [
      [
        "see",
        [
          "Aksum: the stelae and St Mary of Zion",
          "Axum: le stele e Santa Maria di Sion",
          "Aksum: las estelas y Santa María de Sion",
          "Aksoum : les stèles et Sainte-Marie-de-Sion",
          "Aksum: die Stelen und St. Maria von Zion",
        ],
        [
          "The field of carved granite stelae, among them the 24 m obelisk returned from Rome, the royal tombs beneath them, and the church of St Mary of Zion, where Ethiopians believe the Ark of the Covenant is kept.",
          "Il campo delle stele di granito scolpite, tra cui l'obelisco di 24 m restituito da Roma, le tombe reali sotto di esse e la chiesa di Santa Maria di Sion, dove gli etiopi credono sia custodita l'Arca dell'Alleanza.",
          "El campo de estelas de granito talladas, entre ellas el obelisco de 24 m devuelto por Roma, las tumbas reales bajo ellas y la iglesia de Santa María de Sion, donde los etíopes creen que se guarda el Arca de la Alianza.",
          "Le champ des stèles de granit sculptées, dont l'obélisque de 24 m rendu par Rome, les tombeaux royaux en dessous et l'église Sainte-Marie-de-Sion, où les Éthiopiens croient que repose l'Arche d'alliance.",
          "Das Feld der behauenen Granitstelen, darunter der aus Rom zurückgegebene 24-m-Obelisk, die Königsgräber darunter und die Kirche St. Maria von Zion, in der nach äthiopischem Glauben die Bundeslade ruht.",
        ],
      ],
      [
        "food",
        [
          "Aksum: tihlo and Tigrayan cooking",
          "Axum: il tihlo e la cucina del Tigrè",
          "Aksum: el tihlo y la cocina de Tigray",
          "Aksoum : le tihlo et la cuisine du Tigré",
          "Aksum: Tihlo und die Küche Tigrays",
        ],
        [
          "In a family kitchen, tihlo, balls of roasted barley dough dipped with a long fork into a spiced meat sauce, the dish Tigray is known for, with tsebhi stew, flatbread and a glass of sowa, the local barley beer.",
          "In una cucina di famiglia il tihlo, palline di pasta d'orzo tostato intinte con una lunga forchetta in un sugo di carne speziato, specialità del Tigrè, con lo stufato tsebhi, pane piatto e un bicchiere di sowa, birra d'orzo.",
          "En una cocina familiar, el tihlo, bolas de masa de cebada tostada que se mojan con un tenedor largo en una salsa de carne especiada, especialidad de Tigray, con guiso tsebhi, pan plano y un vaso de sowa, cerveza de cebada.",
          "Dans une cuisine familiale, le tihlo, boulettes de pâte d'orge grillée trempées à la longue fourchette dans une sauce de viande épicée, spécialité du Tigré, avec le ragoût tsebhi, la galette et un verre de sowa, bière d'orge.",
          "In einer Familienküche Tihlo, Kugeln aus geröstetem Gerstenteig, die mit einer langen Gabel in gewürzte Fleischsauce getaucht werden, eine Spezialität Tigrays, mit Tsebhi-Eintopf, Fladenbrot und Gerstenbier Sowa.",
        ],
      ],
    ],
  },
  "ETH Lalibela": {
    days: [
      [
        "see",
        [
          "Lalibela: the northern group of rock churches",
          "Lalibela: il gruppo settentrionale delle chiese rupestri",
          "Lalibela: el grupo norte de iglesias excavadas",
          "Lalibela : le groupe nord des églises rupestres",
          "Lalibela: die nördliche Gruppe der Felsenkirchen",
        ],
        [
          "With a local guide into churches carved down into the red rock in the 12th and 13th centuries: Bet Medhane Alem with its forest of pillars, Bet Maryam and its painted ceilings, and the priests who keep them.",
          "Con una guida locale nelle chiese scavate verso il basso nella roccia rossa nel XII e XIII secolo: Bet Medhane Alem con la sua foresta di pilastri, Bet Maryam e i suoi soffitti dipinti, e i preti che le custodiscono.",
          "Con un guía local por las iglesias talladas hacia abajo en la roca roja en los siglos XII y XIII: Bet Medhane Alem con su bosque de pilares, Bet Maryam y sus techos pintados, y los sacerdotes que las custodian.",
          "Avec un guide local dans les églises creusées dans la roche rouge aux XIIe et XIIIe siècles : Bet Medhane Alem et sa forêt de piliers, Bet Maryam et ses plafonds peints, et les prêtres qui les gardent.",
          "Mit einem örtlichen Guide in die im 12. und 13. Jahrhundert in den roten Fels gehauenen Kirchen: Bet Medhane Alem mit seinem Pfeilerwald, Bet Maryam mit bemalten Decken und die Priester, die sie hüten.",
        ],
      ],
      [
        "see",
        [
          "Lalibela: Bet Giyorgis and the eastern churches",
          "Lalibela: Bet Giyorgis e le chiese orientali",
          "Lalibela: Bet Giyorgis y las iglesias del este",
          "Lalibela : Bet Giyorgis et les églises de l'est",
          "Lalibela: Bet Giyorgis und die östlichen Kirchen",
        ],
        [
          "Through the trenches and tunnels of the eastern group, Bet Emanuel and Bet Abba Libanos, then down to Bet Giyorgis, the church of St George cut as a cross into the rock, seen first from above.",
          "Tra le trincee e i tunnel del gruppo orientale, Bet Emanuel e Bet Abba Libanos, poi giù a Bet Giyorgis, la chiesa di San Giorgio scolpita a croce nella roccia, vista prima dall'alto.",
          "Por las trincheras y túneles del grupo este, Bet Emanuel y Bet Abba Libanos, y después abajo a Bet Giyorgis, la iglesia de San Jorge tallada en cruz en la roca, vista primero desde arriba.",
          "Par les tranchées et les tunnels du groupe est, Bet Emanuel et Bet Abba Libanos, puis jusqu'à Bet Giyorgis, l'église Saint-Georges taillée en croix dans le rocher, découverte d'abord d'en haut.",
          "Durch Gräben und Tunnel der östlichen Gruppe, Bet Emanuel und Bet Abba Libanos, dann hinab zu Bet Giyorgis, der kreuzförmig in den Fels gehauenen Georgskirche, zuerst von oben gesehen.",
        ],
      ],
      [
        "food",
        [
          "Lalibela: injera, tej and the market square",
          "Lalibela: injera, tej e la piazza del mercato",
          "Lalibela: injera, tej y la plaza del mercado",
          "Lalibela : injera, tej et la place du marché",
          "Lalibela: Injera, Tej und der Marktplatz",
        ],
        [
          "At the market square where farmers from the hills bring teff, honey and spices, then a lunch of beyaynetu, injera laid with many small fasting dishes of lentils and greens, and tej in a tej house.",
          "Nella piazza del mercato dove i contadini delle colline portano teff, miele e spezie, poi un pranzo di beyaynetu, injera coperta di piccoli piatti di magro di lenticchie e verdure, e il tej in una tej house.",
          "En la plaza del mercado donde los campesinos de las colinas traen teff, miel y especias, y luego un almuerzo de beyaynetu, injera cubierta de platitos de ayuno de lentejas y verduras, y tej en una casa de tej.",
          "Sur la place du marché où les paysans des collines apportent teff, miel et épices, puis un déjeuner de beyaynetu, injera garnie de petits plats de jeûne aux lentilles et aux légumes, et le tej dans une maison de tej.",
          "Auf dem Marktplatz, auf den Bauern aus den Hügeln Teff, Honig und Gewürze bringen, dann mittags Beyaynetu, Injera mit vielen kleinen Fastengerichten aus Linsen und Gemüse, und Tej in einem Tej-Haus.",
        ],
      ],
    ],
  },
  "ETH Danakil Depression": {
    days: [
      [
        "see",
        [
          "Danakil Depression: the hot springs of Dallol",
          "Dancalia: le sorgenti calde di Dallol",
          "Depresión de Danakil: las fuentes termales de Dallol",
          "Dépression du Danakil : les sources chaudes de Dallol",
          "Danakil-Senke: die heißen Quellen von Dallol",
        ],
        [
          "On an escorted 4x4 tour with Afar guides to Dallol, more than 100 m below sea level, where acid hot springs build terraces of salt crusted in yellow, green and white, like another planet.",
          "In un tour in fuoristrada scortato con guide afar fino a Dallol, a oltre 100 m sotto il livello del mare, dove sorgenti calde acide formano terrazze di sale incrostate di giallo, verde e bianco, come un altro pianeta.",
          "En un circuito escoltado en 4x4 con guías afar hasta Dallol, a más de 100 m bajo el nivel del mar, donde manantiales ácidos y calientes forman terrazas de sal incrustadas de amarillo, verde y blanco, como otro planeta.",
          "En 4x4 escorté avec des guides afars jusqu'à Dallol, à plus de 100 m sous le niveau de la mer, où des sources chaudes acides bâtissent des terrasses de sel incrustées de jaune, de vert et de blanc, comme une autre planète.",
          "Auf einer begleiteten Geländewagentour mit Afar-Führern nach Dallol, über 100 m unter dem Meeresspiegel, wo saure heiße Quellen Salzterrassen in Gelb, Grün und Weiß aufbauen wie auf einem anderen Planeten.",
        ],
      ],
      [
        "see",
        [
          "Danakil Depression: the salt miners of Lake Assale",
          "Dancalia: i cavatori di sale del lago Assale",
          "Depresión de Danakil: los salineros del lago Assale",
          "Dépression du Danakil : les mineurs de sel du lac Assale",
          "Danakil-Senke: die Salzhauer am Assale-See",
        ],
        [
          "On the white salt flats of Lake Assale, where Afar miners cut and shape blocks of salt by hand and load them onto camel caravans, and sunset over the shallow water of the lake.",
          "Sulla distesa bianca del lago Assale, dove i cavatori afar tagliano e squadrano a mano i blocchi di sale e li caricano sulle carovane di dromedari, e il tramonto sull'acqua bassa del lago.",
          "En la llanura blanca de sal del lago Assale, donde los salineros afar cortan y labran a mano bloques de sal y los cargan en caravanas de dromedarios, y el ocaso sobre el agua somera del lago.",
          "Sur la plaine de sel blanc du lac Assale, où les mineurs afars taillent et façonnent à la main les plaques de sel et les chargent sur les caravanes de dromadaires, puis le coucher du soleil sur l'eau peu profonde du lac.",
          "Auf der weißen Salzebene des Assale-Sees, wo Afar-Hauer Salzblöcke von Hand schneiden und formen und auf Dromedarkarawanen laden, und Sonnenuntergang über dem flachen Wasser des Sees.",
        ],
      ],
    ],
  },
  "ETH Erta Ale": {
    days: [
      [
        "see",
        [
          "Erta Ale: the night walk to the crater rim",
          "Erta Ale: la salita notturna all'orlo del cratere",
          "Erta Ale: la subida nocturna al borde del cráter",
          "Erta Ale : la montée nocturne au bord du cratère",
          "Erta Ale: der Nachtaufstieg zum Kraterrand",
        ],
        [
          "With Afar guides and a camel carrying water, a walk by torchlight over black lava to the summit caldera of this shield volcano, whose lava lake has risen and sunk in recent years; activity varies.",
          "Con guide afar e un dromedario che porta l'acqua, una camminata alla luce delle torce sulla lava nera fino alla caldera sommitale di questo vulcano a scudo, il cui lago di lava negli ultimi anni si è alzato e abbassato.",
          "Con guías afar y un dromedario que lleva el agua, una caminata a la luz de las linternas sobre lava negra hasta la caldera de este volcán en escudo, cuyo lago de lava ha subido y bajado en los últimos años.",
          "Avec des guides afars et un dromadaire portant l'eau, une marche à la lampe sur la lave noire jusqu'à la caldeira sommitale de ce volcan bouclier, dont le lac de lave a monté et baissé ces dernières années.",
          "Mit Afar-Führern und einem Dromedar, das das Wasser trägt, im Lampenschein über schwarze Lava zur Gipfelcaldera dieses Schildvulkans, dessen Lavasee in den letzten Jahren gestiegen und gesunken ist.",
        ],
      ],
      [
        "see",
        [
          "Erta Ale: dawn over the lava fields",
          "Erta Ale: l'alba sui campi di lava",
          "Erta Ale: amanecer sobre los campos de lava",
          "Erta Ale : l'aube sur les champs de lave",
          "Erta Ale: Morgendämmerung über den Lavafeldern",
        ],
        [
          "At first light along the rim of the caldera, over ropes and bubbles of fresh glassy basalt and the collapsed pit craters, with the Afar lowlands stretching away to the salt lake of Afrera.",
          "Alle prime luci lungo l'orlo della caldera, sopra corde e bolle di basalto vetroso recente e crateri a pozzo crollati, con le pianure afar che si stendono fino al lago salato di Afrera.",
          "Con la primera luz por el borde de la caldera, sobre cuerdas y burbujas de basalto vítreo reciente y cráteres hundidos, con las tierras bajas afar extendiéndose hasta el lago salado de Afrera.",
          "Aux premières lueurs le long du bord de la caldeira, sur les cordes et les bulles de basalte vitreux récent et les cratères effondrés, les basses terres afares s'étirant jusqu'au lac salé d'Afrera.",
          "Im ersten Licht am Rand der Caldera entlang, über Stricke und Blasen aus frischem glasigem Basalt und eingestürzte Grubenkrater, während sich das Afar-Tiefland bis zum Salzsee Afrera erstreckt.",
        ],
      ],
    ],
  },
  "ETH Arba Minch": {
    days: [
      [
        "see",
        [
          "Arba Minch: the crocodiles of Lake Chamo",
          "Arba Minch: i coccodrilli del lago Chamo",
          "Arba Minch: los cocodrilos del lago Chamo",
          "Arba Minch : les crocodiles du lac Chamo",
          "Arba Minch: die Krokodile des Chamo-Sees",
        ],
        [
          "By boat on Lake Chamo in Nechisar National Park to the sandbank called the crocodile market, where huge Nile crocodiles lie in rows, with hippos, pelicans and fish eagles along the shore.",
          "In barca sul lago Chamo nel parco nazionale di Nechisar fino al banco di sabbia detto mercato dei coccodrilli, dove enormi coccodrilli del Nilo stanno in fila, con ippopotami, pellicani e aquile pescatrici lungo la riva.",
          "En barca por el lago Chamo, en el parque nacional de Nechisar, hasta el banco de arena llamado mercado de los cocodrilos, donde enormes cocodrilos del Nilo yacen en filas, con hipopótamos, pelícanos y pigargos en la orilla.",
          "En bateau sur le lac Chamo, dans le parc national de Nechisar, jusqu'au banc de sable dit marché aux crocodiles, où d'énormes crocodiles du Nil s'alignent, avec hippopotames, pélicans et pygargues sur la rive.",
          "Mit dem Boot auf dem Chamo-See im Nechisar-Nationalpark zur Sandbank namens Krokodilmarkt, wo riesige Nilkrokodile in Reihen liegen, mit Flusspferden, Pelikanen und Schreiseeadlern am Ufer.",
        ],
      ],
      [
        "food",
        [
          "Arba Minch: kocho in the Dorze village of Chencha",
          "Arba Minch: il kocho nel villaggio dorze di Chencha",
          "Arba Minch: el kocho en la aldea dorze de Chencha",
          "Arba Minch : le kocho au village dorze de Chencha",
          "Arba Minch: Kocho im Dorze-Dorf Chencha",
        ],
        [
          "Up in the Guge mountains with the Dorze people, known for their tall beehive-shaped bamboo houses and their weaving, to see kocho bread made from the false banana plant, eaten with honey and areke spirit.",
          "Sui monti Guge con il popolo dorze, noto per le alte case di bambù a forma di alveare e per la tessitura, per vedere il pane kocho fatto con il falso banano, mangiato con miele e acquavite areke.",
          "En los montes Guge con el pueblo dorze, conocido por sus altas casas de bambú en forma de colmena y sus tejidos, para ver hacer el pan kocho del falso banano, que se come con miel y aguardiente areke.",
          "Dans les monts Guge chez les Dorze, connus pour leurs hautes maisons de bambou en forme de ruche et leurs tissages, pour voir préparer le pain kocho du faux bananier, mangé avec du miel et de l'eau-de-vie areke.",
          "In den Guge-Bergen bei den Dorze, bekannt für ihre hohen bienenkorbförmigen Bambushäuser und ihre Webkunst, um Kocho-Brot aus der Falschen Banane entstehen zu sehen, gegessen mit Honig und Areke-Schnaps.",
        ],
      ],
    ],
  },
  "ETH Omo Valley": {
    days: [
      [
        "see",
        [
          "Omo Valley: the Hamar of Turmi",
          "Valle dell'Omo: gli hamar di Turmi",
          "Valle del Omo: los hamar de Turmi",
          "Vallée de l'Omo : les Hamar de Turmi",
          "Omo-Tal: die Hamar von Turmi",
        ],
        [
          "With a guide from the valley to a Hamar village near Turmi, where women wear ochre-rolled hair and beaded leather, and, when one is held that day, to one of the weekly markets where Hamar, Banna and Ari trade grain, goats and butter.",
          "Con una guida della valle in un villaggio hamar vicino a Turmi, dove le donne portano i capelli intrecciati con ocra e pelli decorate di perline, e, se quel giorno se ne tiene uno, in uno dei mercati settimanali dove hamar, banna e ari scambiano grano, capre e burro.",
          "Con un guía del valle a una aldea hamar cerca de Turmi, donde las mujeres llevan el pelo trenzado con ocre y pieles con cuentas, y, si ese día se celebra alguno, a uno de los mercados semanales donde hamar, banna y ari intercambian grano, cabras y mantequilla.",
          "Avec un guide de la vallée dans un village hamar près de Turmi, où les femmes portent des cheveux roulés d'ocre et des cuirs perlés, et, s'il s'en tient un ce jour-là, sur l'un des marchés hebdomadaires où Hamar, Banna et Ari échangent grain, chèvres et beurre.",
          "Mit einem Guide aus dem Tal in ein Hamar-Dorf bei Turmi, wo Frauen ockergefärbte Haarstränge und perlenbesetztes Leder tragen, und, wenn an diesem Tag einer stattfindet, auf einen der Wochenmärkte, auf denen Hamar, Banna und Ari Getreide, Ziegen und Butter tauschen.",
        ],
      ],
      [
        "see",
        [
          "Omo Valley: the Kara above the Omo River",
          "Valle dell'Omo: i kara sopra il fiume Omo",
          "Valle del Omo: los kara sobre el río Omo",
          "Vallée de l'Omo : les Kara au-dessus de l'Omo",
          "Omo-Tal: die Kara über dem Omo-Fluss",
        ],
        [
          "To the Kara village of Dus on a bluff above the Omo River, a small people who farm the riverbank sorghum and paint their faces and bodies with white chalk and ochre, and a walk to the water's edge.",
          "Al villaggio kara di Dus su un'altura sopra il fiume Omo, un piccolo popolo che coltiva il sorgo sulle rive e si dipinge viso e corpo con gesso bianco e ocra, e una passeggiata fino all'acqua.",
          "A la aldea kara de Dus sobre un barranco del río Omo, un pequeño pueblo que cultiva sorgo en la ribera y se pinta cara y cuerpo con tiza blanca y ocre, y un paseo hasta la orilla.",
          "Au village kara de Dus, sur une falaise au-dessus de l'Omo, petit peuple qui cultive le sorgho des berges et se peint le visage et le corps à la craie blanche et à l'ocre, et une marche jusqu'au bord de l'eau.",
          "Zum Kara-Dorf Dus auf einem Steilufer über dem Omo, einem kleinen Volk, das am Ufer Sorghum anbaut und Gesicht und Körper mit weißer Kreide und Ocker bemalt, und ein Gang hinunter ans Wasser.",
        ],
      ],
    ],
  },
  "KEN Nairobi": {
    days: [
      [
        "see",
        [
          "Nairobi: the elephant orphans and the giraffes of Langata",
          "Nairobi: gli elefanti orfani e le giraffe di Langata",
          "Nairobi: los elefantes huérfanos y las jirafas de Langata",
          "Nairobi : les éléphanteaux orphelins et les girafes de Langata",
          "Nairobi: die Elefantenwaisen und die Giraffen von Langata",
        ],
        [
          "The late-morning hour when the Sheldrick Wildlife Trust's orphaned baby elephants are bottle-fed and play in the mud, then feeding Rothschild's giraffes from a raised platform at the Langata giraffe sanctuary.",
          "L'ora di tarda mattina in cui gli elefantini orfani dello Sheldrick Wildlife Trust prendono il biberon e giocano nel fango, poi le giraffe di Rothschild nutrite da una piattaforma rialzata al santuario di Langata.",
          "La hora de media mañana en que las crías huérfanas de elefante del Sheldrick Wildlife Trust toman el biberón y juegan en el barro, y luego las jirafas de Rothschild alimentadas desde una plataforma en el santuario de Langata.",
          "L'heure de fin de matinée où les éléphanteaux orphelins du Sheldrick Wildlife Trust boivent au biberon et jouent dans la boue, puis les girafes de Rothschild nourries depuis une plateforme au sanctuaire de Langata.",
          "Die Stunde am späten Vormittag, in der die Elefantenwaisen des Sheldrick Wildlife Trust mit der Flasche gefüttert werden und im Schlamm spielen, dann Rothschild-Giraffen füttern von einer Plattform im Schutzgebiet Langata.",
        ],
      ],
      [
        "see",
        [
          "Nairobi: the national park and the Karen Blixen house",
          "Nairobi: il parco nazionale e la casa di Karen Blixen",
          "Nairobi: el parque nacional y la casa de Karen Blixen",
          "Nairobi : le parc national et la maison de Karen Blixen",
          "Nairobi: der Nationalpark und das Haus von Karen Blixen",
        ],
        [
          "An early drive in Nairobi National Park, where rhinos, lions and giraffes roam with the city's towers on the horizon, then the farmhouse of Karen Blixen, author of Out of Africa, below the Ngong Hills.",
          "Un giro all'alba nel parco nazionale di Nairobi, dove rinoceronti, leoni e giraffe vivono con i grattacieli della città all'orizzonte, poi la fattoria di Karen Blixen, autrice de La mia Africa, sotto le colline Ngong.",
          "Un recorrido temprano por el parque nacional de Nairobi, donde rinocerontes, leones y jirafas viven con las torres de la ciudad en el horizonte, y luego la granja de Karen Blixen, autora de Memorias de África, bajo las colinas de Ngong.",
          "Un safari matinal dans le parc national de Nairobi, où rhinocéros, lions et girafes vivent avec les tours de la ville à l'horizon, puis la ferme de Karen Blixen, auteure de La Ferme africaine, au pied des collines Ngong.",
          "Eine frühe Fahrt durch den Nairobi-Nationalpark, wo Nashörner, Löwen und Giraffen vor der Skyline der Stadt leben, dann das Farmhaus von Karen Blixen, Autorin von Jenseits von Afrika, unter den Ngong-Bergen.",
        ],
      ],
      [
        "food",
        [
          "Nairobi: nyama choma and City Market",
          "Nairobi: nyama choma e il City Market",
          "Nairobi: nyama choma y el City Market",
          "Nairobi : nyama choma et City Market",
          "Nairobi: Nyama Choma und der City Market",
        ],
        [
          "The fruit, flower and curio halls of City Market, then nyama choma, goat roasted over charcoal and chopped on a board, with ugali, sukuma wiki greens and kachumbari salad, and a cup of Kenyan chai.",
          "Le sale di frutta, fiori e souvenir del City Market, poi la nyama choma, capra arrostita sulla brace e tagliata sul tagliere, con ugali, verdure sukuma wiki e insalata kachumbari, e una tazza di chai keniota.",
          "Las naves de fruta, flores y recuerdos del City Market, y luego la nyama choma, cabra asada a la brasa y troceada en la tabla, con ugali, verduras sukuma wiki y ensalada kachumbari, y una taza de chai keniano.",
          "Les halles aux fruits, aux fleurs et aux souvenirs du City Market, puis la nyama choma, chèvre grillée sur la braise et coupée sur la planche, avec ugali, légumes sukuma wiki et salade kachumbari, et un chai kényan.",
          "Obst-, Blumen- und Andenkenhallen des City Market, dann Nyama Choma, über Holzkohle gegrillte und auf dem Brett zerteilte Ziege, mit Ugali, Sukuma-Wiki-Grün und Kachumbari-Salat und einem kenianischen Chai.",
        ],
      ],
    ],
  },
  "KEN Samburu": {
    days: [
      [
        "game",
        [
          "Samburu: the northern species along the Ewaso Nyiro",
          "Samburu: le specie del nord lungo l'Ewaso Nyiro",
          "Samburu: las especies del norte junto al Ewaso Nyiro",
          "Samburu : les espèces du Nord le long de l'Ewaso Nyiro",
          "Samburu: die Arten des Nordens am Ewaso Nyiro",
        ],
        [
          "A morning drive through the dry thorn country along the Ewaso Nyiro river, looking for the animals found only in the north: Grevy's zebra, reticulated giraffe, Somali ostrich, gerenuk and beisa oryx.",
          "Un safari mattutino nella boscaglia spinosa lungo il fiume Ewaso Nyiro, cercando gli animali che vivono solo nel nord: zebra di Grévy, giraffa reticolata, struzzo somalo, gerenuk e orice beisa.",
          "Un safari matinal por el seco monte espinoso junto al río Ewaso Nyiro, buscando los animales que solo viven en el norte: cebra de Grévy, jirafa reticulada, avestruz somalí, gerenuk y órix beisa.",
          "Un safari matinal dans la brousse épineuse le long de l'Ewaso Nyiro, à la recherche des animaux du Nord : zèbre de Grévy, girafe réticulée, autruche somalienne, gérénuk et oryx beisa.",
          "Eine Morgenpirsch durch trockenes Dornland am Ewaso Nyiro, auf der Suche nach den Tieren, die es nur im Norden gibt: Grevyzebra, Netzgiraffe, Somalistrauß, Gerenuk und Beisa-Oryx.",
        ],
      ],
      [
        "game",
        [
          "Samburu: elephants at the river and leopards in the acacias",
          "Samburu: elefanti al fiume e leopardi tra le acacie",
          "Samburu: elefantes en el río y leopardos en las acacias",
          "Samburu : éléphants à la rivière et léopards dans les acacias",
          "Samburu: Elefanten am Fluss und Leoparden in den Akazien",
        ],
        [
          "An afternoon drive to where elephant families come down to drink and dig for water in the riverbed, scanning the riverside acacias and doum palms for leopard, until the sun sets over the hills.",
          "Un safari pomeridiano dove le famiglie di elefanti scendono a bere e scavano nel letto del fiume, scrutando acacie e palme dum della riva in cerca del leopardo, fino al tramonto sulle colline.",
          "Un safari de tarde hasta donde las familias de elefantes bajan a beber y cavan en el lecho del río, escudriñando acacias y palmeras dum de la orilla en busca del leopardo, hasta que el sol se pone tras las colinas.",
          "Un safari l'après-midi là où les familles d'éléphants descendent boire et creusent le lit de la rivière, en scrutant les acacias et palmiers doum des berges à la recherche du léopard, jusqu'au coucher du soleil.",
          "Eine Nachmittagspirsch dorthin, wo Elefantenfamilien trinken und im Flussbett nach Wasser graben, den Blick auf Akazien und Dumpalmen am Ufer gerichtet, in denen Leoparden liegen, bis die Sonne über den Hügeln sinkt.",
        ],
      ],
    ],
  },
  "KEN Mount Kenya": {
    days: [
      [
        "trek",
        [
          "Mount Kenya: Sirimon gate to Old Moses",
          "Monte Kenya: dal gate di Sirimon a Old Moses",
          "Monte Kenia: de la puerta de Sirimon a Old Moses",
          "Mont Kenya : de la porte de Sirimon à Old Moses",
          "Mount Kenya: vom Sirimon-Tor nach Old Moses",
        ],
        [
          "From the Sirimon gate on the dry northwest side, up through cedar and podocarpus forest where colobus monkeys and elephants live, to the moorland hut of Old Moses.",
          "Dal gate di Sirimon sul versante nord-ovest, più asciutto, su tra foreste di cedri e podocarpi dove vivono colobi ed elefanti, fino al rifugio di Old Moses nella brughiera.",
          "Desde la puerta de Sirimon en la ladera noroeste, más seca, subida por bosques de cedros y podocarpos donde viven colobos y elefantes, hasta el refugio de Old Moses en el páramo.",
          "De la porte de Sirimon sur le versant nord-ouest, plus sec, montée à travers les forêts de cèdres et de podocarpes où vivent colobes et éléphants, jusqu'au refuge d'Old Moses dans la lande.",
          "Vom Sirimon-Tor an der trockeneren Nordwestseite durch Zedern- und Steineibenwald, in dem Stummelaffen und Elefanten leben, hinauf zur Hütte Old Moses im Moorland.",
        ],
      ],
      [
        "trek",
        [
          "Mount Kenya: up the Mackinder valley to Shipton's Camp",
          "Monte Kenya: la valle Mackinder fino a Shipton's Camp",
          "Monte Kenia: por el valle Mackinder hasta Shipton's Camp",
          "Mont Kenya : la vallée Mackinder jusqu'à Shipton's Camp",
          "Mount Kenya: durch das Mackinder-Tal zum Shipton's Camp",
        ],
        [
          "Across the moorland and into the Mackinder valley, among giant groundsels and lobelias, with the jagged twin summits of Batian and Nelion growing ahead, to the stone hut of Shipton's Camp.",
          "Attraverso la brughiera e nella valle Mackinder, tra senecioni e lobelie giganti, con le due vette frastagliate di Batian e Nelion sempre più vicine, fino al rifugio di pietra di Shipton's Camp.",
          "Por el páramo y el valle Mackinder, entre senecios y lobelias gigantes, con las dos cumbres dentadas de Batian y Nelion cada vez más cerca, hasta el refugio de piedra de Shipton's Camp.",
          "À travers la lande puis dans la vallée Mackinder, parmi séneçons et lobélies géants, les deux sommets déchiquetés de Batian et Nelion grandissant devant, jusqu'au refuge de pierre de Shipton's Camp.",
          "Über das Moorland ins Mackinder-Tal, zwischen Riesensenezien und Lobelien, die zackigen Zwillingsgipfel Batian und Nelion vor Augen, bis zur Steinhütte Shipton's Camp.",
        ],
      ],
      [
        "trek",
        [
          "Mount Kenya: Point Lenana at sunrise",
          "Monte Kenya: Point Lenana all'alba",
          "Monte Kenia: Point Lenana al amanecer",
          "Mont Kenya : la pointe Lenana au lever du soleil",
          "Mount Kenya: Point Lenana bei Sonnenaufgang",
        ],
        [
          "A start in the small hours up scree and rock to Point Lenana, at 4,985 m the summit walkers can reach, for sunrise over the Lewis glacier, then down the east side to the Mintos hut on the Chogoria route.",
          "Partenza nel cuore della notte su ghiaioni e roccia fino a Point Lenana, a 4.985 m la cima raggiungibile a piedi, per l'alba sul ghiacciaio Lewis, poi giù sul versante est fino al rifugio Mintos sulla via Chogoria.",
          "Salida de madrugada por pedreras y roca hasta Point Lenana, a 4.985 m la cumbre al alcance de los caminantes, para ver amanecer sobre el glaciar Lewis, y bajada por el este hasta el refugio Mintos en la ruta Chogoria.",
          "Départ au cœur de la nuit dans les éboulis et le rocher jusqu'à la pointe Lenana, à 4 985 m le sommet accessible aux marcheurs, pour l'aube sur le glacier Lewis, puis descente à l'est jusqu'au refuge Mintos sur la voie Chogoria.",
          "Aufbruch in den frühen Stunden über Geröll und Fels zum Point Lenana, mit 4.985 m der Gipfel für Wanderer, zum Sonnenaufgang über dem Lewis-Gletscher, dann auf der Ostseite hinab zur Mintos-Hütte an der Chogoria-Route.",
        ],
      ],
      [
        "trek",
        [
          "Mount Kenya: down the Chogoria route",
          "Monte Kenya: giù per la via Chogoria",
          "Monte Kenia: bajada por la ruta Chogoria",
          "Mont Kenya : descente par la voie Chogoria",
          "Mount Kenya: auf der Chogoria-Route hinab",
        ],
        [
          "Down the east side past the Hall Tarns, above the deep Gorges Valley and the green water of Lake Michaelson, then through giant heather and bamboo forest to the Chogoria roadhead.",
          "Giù per il versante est oltre gli Hall Tarns, sopra la profonda Gorges Valley e l'acqua verde del lago Michaelson, poi tra eriche giganti e foresta di bambù fino alla fine della strada di Chogoria.",
          "Bajada por la ladera este junto a los Hall Tarns, sobre el profundo Gorges Valley y el agua verde del lago Michaelson, y luego entre brezos gigantes y bosque de bambú hasta el final de la pista de Chogoria.",
          "Descente du versant est par les Hall Tarns, au-dessus de la profonde Gorges Valley et de l'eau verte du lac Michaelson, puis à travers les bruyères géantes et la forêt de bambous jusqu'au bout de la piste de Chogoria.",
          "Die Ostseite hinab an den Hall Tarns vorbei, über dem tiefen Gorges Valley und dem grünen Wasser des Michaelson-Sees, dann durch Riesenheide und Bambuswald bis zum Straßenende bei Chogoria.",
        ],
      ],
      [
        "see",
        [
          "Mount Kenya: forest walk on the lower slopes",
          "Monte Kenya: passeggiata nella foresta dei pendii bassi",
          "Monte Kenia: paseo por el bosque de las laderas bajas",
          "Mont Kenya : marche en forêt sur les pentes basses",
          "Mount Kenya: Waldwanderung an den unteren Hängen",
        ],
        [
          "A day walk with a local guide in the montane forest on the lower slopes of the mountain, looking for black-and-white colobus, Sykes's monkeys and turacos, with views of the snowy peaks on clear mornings.",
          "Una camminata di un giorno con una guida locale nella foresta montana dei pendii bassi, cercando colobi bianconeri, cercopitechi di Sykes e turachi, con le vette innevate in vista nelle mattine limpide.",
          "Una caminata de un día con un guía local por el bosque montano de las laderas bajas, buscando colobos blanquinegros, monos de Sykes y turacos, con los picos nevados a la vista en las mañanas claras.",
          "Une journée de marche avec un guide local dans la forêt de montagne des basses pentes, à la recherche de colobes noir et blanc, de singes de Sykes et de touracos, les sommets enneigés visibles les matins clairs.",
          "Eine Tageswanderung mit einem örtlichen Guide im Bergwald der unteren Hänge, auf der Suche nach Mantelaffen, Diademmeerkatzen und Turakos, an klaren Morgen mit Blick auf die verschneiten Gipfel.",
        ],
      ],
    ],
  },
  "KEN Lake Nakuru": {
    days: [
      [
        "game",
        [
          "Lake Nakuru: rhinos and Rothschild's giraffes",
          "Lago Nakuru: rinoceronti e giraffe di Rothschild",
          "Lago Nakuru: rinocerontes y jirafas de Rothschild",
          "Lac Nakuru : rhinocéros et girafes de Rothschild",
          "Nakurusee: Nashörner und Rothschild-Giraffen",
        ],
        [
          "A game drive through the fenced rhino sanctuary around the lake, where both black and white rhinos graze, Rothschild's giraffes browse and lions rest in the yellow fever acacia woods.",
          "Un safari nel santuario recintato dei rinoceronti intorno al lago, dove pascolano rinoceronti neri e bianchi, brucano le giraffe di Rothschild e i leoni riposano nei boschi di acacie dalla corteccia gialla.",
          "Un safari por el santuario vallado de rinocerontes alrededor del lago, donde pastan rinocerontes negros y blancos, ramonean las jirafas de Rothschild y los leones descansan en los bosques de acacias de corteza amarilla.",
          "Un safari dans le sanctuaire clôturé des rhinocéros autour du lac, où paissent rhinocéros noirs et blancs, où broutent les girafes de Rothschild et où les lions se reposent dans les bois d'acacias à écorce jaune.",
          "Eine Pirschfahrt durch das umzäunte Nashornschutzgebiet um den See, wo Spitz- und Breitmaulnashörner grasen, Rothschild-Giraffen äsen und Löwen im Wald der Fieberakazien ruhen.",
        ],
      ],
      [
        "game",
        [
          "Lake Nakuru: the shore and Baboon Cliff",
          "Lago Nakuru: la riva e Baboon Cliff",
          "Lago Nakuru: la orilla y Baboon Cliff",
          "Lac Nakuru : la rive et Baboon Cliff",
          "Nakurusee: das Ufer und Baboon Cliff",
        ],
        [
          "Along the lakeshore among buffalo, waterbuck, pelicans and flamingos, whose numbers rise and fall with the water, then up to the Baboon Cliff viewpoint and on to the Makalia waterfall.",
          "Lungo la riva del lago tra bufali, cobi, pellicani e fenicotteri, il cui numero cresce e cala con l'acqua, poi su al belvedere di Baboon Cliff e fino alla cascata di Makalia.",
          "Por la orilla del lago entre búfalos, antílopes acuáticos, pelícanos y flamencos, cuyo número sube y baja con el agua, y luego arriba al mirador de Baboon Cliff y hasta la cascada de Makalia.",
          "Le long de la rive parmi buffles, cobes, pélicans et flamants, dont le nombre varie avec le niveau de l'eau, puis le belvédère de Baboon Cliff et la cascade de Makalia.",
          "Am Seeufer entlang zwischen Büffeln, Wasserböcken, Pelikanen und Flamingos, deren Zahl mit dem Wasserstand schwankt, dann hinauf zum Aussichtspunkt Baboon Cliff und weiter zum Makalia-Wasserfall.",
        ],
      ],
    ],
  },
  "KEN Lake Naivasha": {
    days: [
      [
        "see",
        [
          "Lake Naivasha: by boat to Crescent Island",
          "Lago Naivasha: in barca a Crescent Island",
          "Lago Naivasha: en barca a Crescent Island",
          "Lac Naivasha : en bateau vers Crescent Island",
          "Naivashasee: mit dem Boot nach Crescent Island",
        ],
        [
          "By boat among hippos and fish eagles to Crescent Island, where there are no predators and the group walks with a guide among giraffes, zebras, wildebeest and waterbuck.",
          "In barca tra ippopotami e aquile pescatrici fino a Crescent Island, dove non ci sono predatori e il gruppo cammina con una guida tra giraffe, zebre, gnu e cobi.",
          "En barca entre hipopótamos y pigargos hasta Crescent Island, donde no hay depredadores y el grupo camina con un guía entre jirafas, cebras, ñus y antílopes acuáticos.",
          "En bateau parmi les hippopotames et les pygargues jusqu'à Crescent Island, sans prédateurs, où le groupe marche avec un guide parmi girafes, zèbres, gnous et cobes.",
          "Mit dem Boot zwischen Flusspferden und Schreiseeadlern nach Crescent Island, wo es keine Raubtiere gibt und die Gruppe mit einem Guide zwischen Giraffen, Zebras, Gnus und Wasserböcken wandert.",
        ],
      ],
      [
        "see",
        [
          "Lake Naivasha: cycling through Hell's Gate",
          "Lago Naivasha: in bicicletta a Hell's Gate",
          "Lago Naivasha: en bicicleta por Hell's Gate",
          "Lac Naivasha : à vélo dans Hell's Gate",
          "Naivashasee: mit dem Rad durch Hell's Gate",
        ],
        [
          "By bicycle through Hell's Gate National Park, past Fischer's Tower and grazing zebras and buffalo, then on foot with a Maasai guide down into the narrow gorge of hot springs and red walls.",
          "In bicicletta nel parco nazionale di Hell's Gate, oltre la Fischer's Tower tra zebre e bufali al pascolo, poi a piedi con una guida masai giù nella stretta gola di sorgenti calde e pareti rosse.",
          "En bicicleta por el parque nacional de Hell's Gate, junto a la Fischer's Tower entre cebras y búfalos, y luego a pie con un guía masái por el estrecho desfiladero de fuentes termales y paredes rojas.",
          "À vélo dans le parc national de Hell's Gate, devant la Fischer's Tower parmi zèbres et buffles, puis à pied avec un guide massaï dans l'étroite gorge aux sources chaudes et aux parois rouges.",
          "Mit dem Fahrrad durch den Hell's-Gate-Nationalpark, vorbei am Fischer's Tower zwischen Zebras und Büffeln, dann zu Fuß mit einem Massai-Guide hinab in die enge Schlucht mit heißen Quellen und roten Wänden.",
        ],
      ],
    ],
  },
  "KEN Masai Mara": {
    days: [
      [
        "game",
        [
          "Masai Mara: the big cats of the plains",
          "Masai Mara: i grandi felini della pianura",
          "Masai Mara: los grandes felinos de la llanura",
          "Masai Mara : les grands félins de la plaine",
          "Masai Mara: die Großkatzen der Ebene",
        ],
        [
          "A full day on the open grass plains of the reserve with a packed lunch under an acacia, following lion prides, cheetahs on the hunt and leopards along the wooded streams, among topi, zebras and elephants.",
          "Una giornata intera nelle praterie aperte della riserva con pranzo al sacco sotto un'acacia, seguendo branchi di leoni, ghepardi a caccia e leopardi lungo i torrenti alberati, tra topi, zebre ed elefanti.",
          "Un día entero en las praderas abiertas de la reserva con almuerzo bajo una acacia, siguiendo manadas de leones, guepardos de caza y leopardos junto a los arroyos arbolados, entre topis, cebras y elefantes.",
          "Une journée entière dans les plaines herbeuses de la réserve avec pique-nique sous un acacia, à suivre les troupes de lions, les guépards en chasse et les léopards des ruisseaux boisés, parmi topis, zèbres et éléphants.",
          "Ein ganzer Tag in den offenen Grasebenen des Reservats mit Picknick unter einer Akazie, auf den Spuren von Löwenrudeln, jagenden Geparden und Leoparden an bewaldeten Bächen, zwischen Topis, Zebras und Elefanten.",
        ],
      ],
      [
        "game",
        [
          "Masai Mara: along the Mara River",
          "Masai Mara: lungo il fiume Mara",
          "Masai Mara: a lo largo del río Mara",
          "Masai Mara : le long de la rivière Mara",
          "Masai Mara: am Mara-Fluss entlang",
        ],
        [
          "A drive to the Mara River, its pools crowded with hippos and its banks with huge crocodiles, past the crossing points where the wildebeest herds plunge in during the migration, and on toward the Tanzanian border.",
          "Un safari fino al fiume Mara, con le pozze piene di ippopotami e le rive di enormi coccodrilli, oltre i guadi dove le mandrie di gnu si tuffano durante la migrazione, e avanti verso il confine tanzaniano.",
          "Un safari hasta el río Mara, con sus pozas llenas de hipopótamos y sus orillas de enormes cocodrilos, junto a los vados donde las manadas de ñus se lanzan al agua durante la migración, y hacia la frontera con Tanzania.",
          "Un safari jusqu'à la rivière Mara, ses mares pleines d'hippopotames et ses berges de crocodiles énormes, par les gués où les troupeaux de gnous se jettent à l'eau pendant la migration, puis vers la frontière tanzanienne.",
          "Eine Fahrt zum Mara-Fluss mit Becken voller Flusspferde und riesigen Krokodilen am Ufer, vorbei an den Furten, an denen sich die Gnuherden während der Wanderung ins Wasser stürzen, weiter zur Grenze nach Tansania.",
        ],
      ],
      [
        "game",
        [
          "Masai Mara: a walking safari with Maasai guides",
          "Masai Mara: safari a piedi con guide masai",
          "Masai Mara: safari a pie con guías masái",
          "Masai Mara : safari à pied avec des guides massaïs",
          "Masai Mara: Fußsafari mit Massai-Guides",
        ],
        [
          "On foot in one of the Maasai-owned conservancies bordering the reserve, with Maasai guides reading tracks, dung and plants, then a visit to a manyatta homestead of the families who own the land.",
          "A piedi in una delle riserve comunitarie masai ai confini della riserva, con guide masai che leggono tracce, escrementi e piante, poi la visita a una manyatta delle famiglie proprietarie della terra.",
          "A pie por una de las reservas comunitarias masái que lindan con la reserva, con guías masái que leen huellas, excrementos y plantas, y después la visita a una manyatta de las familias dueñas de la tierra.",
          "À pied dans l'une des conservations massaïes qui bordent la réserve, avec des guides massaïs qui lisent traces, crottes et plantes, puis la visite d'une manyatta des familles propriétaires de la terre.",
          "Zu Fuß in einem der an das Reservat grenzenden Schutzgebiete der Massai, mit Massai-Guides, die Spuren, Losung und Pflanzen deuten, dann Besuch einer Manyatta der Familien, denen das Land gehört.",
        ],
      ],
    ],
  },
  "KEN Amboseli": {
    days: [
      [
        "game",
        [
          "Amboseli: elephants under Kilimanjaro",
          "Amboseli: elefanti sotto il Kilimangiaro",
          "Amboseli: elefantes bajo el Kilimanjaro",
          "Amboseli : éléphants sous le Kilimandjaro",
          "Amboseli: Elefanten unter dem Kilimandscharo",
        ],
        [
          "An early drive when the clouds often lift from Kilimanjaro, following the park's big-tusked elephant families across the dusty plain into the green swamps of Enkongo Narok.",
          "Un safari all'alba, quando spesso le nuvole si alzano dal Kilimangiaro, seguendo le famiglie di elefanti dalle grandi zanne del parco attraverso la piana polverosa fino alle paludi verdi di Enkongo Narok.",
          "Un safari temprano, cuando a menudo las nubes se levantan del Kilimanjaro, siguiendo a las familias de elefantes de grandes colmillos por la llanura polvorienta hasta los pantanos verdes de Enkongo Narok.",
          "Un safari à l'aube, quand les nuages quittent souvent le Kilimandjaro, à suivre les familles d'éléphants aux grandes défenses à travers la plaine poussiéreuse jusqu'aux marais verts d'Enkongo Narok.",
          "Eine frühe Pirsch, wenn sich die Wolken oft vom Kilimandscharo heben, mit den großstoßzahnigen Elefantenfamilien des Parks über die staubige Ebene in die grünen Sümpfe von Enkongo Narok.",
        ],
      ],
      [
        "game",
        [
          "Amboseli: Observation Hill and the swamps",
          "Amboseli: Observation Hill e le paludi",
          "Amboseli: Observation Hill y los pantanos",
          "Amboseli : Observation Hill et les marais",
          "Amboseli: Observation Hill und die Sümpfe",
        ],
        [
          "Up the small volcanic cone of Observation Hill for the view over the swamps and the dry lakebed, then a drive among hippos, buffalo, wildebeest, pelicans and lions hunting at the swamp edges.",
          "Su sul piccolo cono vulcanico di Observation Hill per la vista sulle paludi e sul letto secco del lago, poi un safari tra ippopotami, bufali, gnu, pellicani e leoni che cacciano ai bordi delle paludi.",
          "Subida al pequeño cono volcánico de Observation Hill para ver los pantanos y el lecho seco del lago, y luego un safari entre hipopótamos, búfalos, ñus, pelícanos y leones que cazan en el borde de los pantanos.",
          "Montée sur le petit cône volcanique d'Observation Hill pour la vue sur les marais et le lit du lac asséché, puis un safari parmi hippopotames, buffles, gnous, pélicans et lions chassant en lisière des marais.",
          "Hinauf auf den kleinen Vulkankegel Observation Hill mit Blick über die Sümpfe und das trockene Seebett, dann eine Pirsch zwischen Flusspferden, Büffeln, Gnus, Pelikanen und Löwen, die am Sumpfrand jagen.",
        ],
      ],
    ],
  },
  "KEN Tsavo": {
    days: [
      [
        "game",
        [
          "Tsavo: red elephants and Lugard Falls",
          "Tsavo: elefanti rossi e le cascate Lugard",
          "Tsavo: elefantes rojos y las cataratas Lugard",
          "Tsavo : éléphants rouges et chutes Lugard",
          "Tsavo: rote Elefanten und die Lugard-Fälle",
        ],
        [
          "Across the vast bush of Tsavo East, where elephants are dusted red by the soil, along the Galana river to the rapids of Lugard Falls and the crocodile point below, watching for lions and lesser kudu.",
          "Nell'immensa boscaglia di Tsavo Est, dove gli elefanti sono rossi di terra, lungo il fiume Galana fino alle rapide delle cascate Lugard e al punto dei coccodrilli, cercando leoni e piccoli kudu.",
          "Por el inmenso monte de Tsavo Este, donde los elefantes se tiñen de rojo con la tierra, a lo largo del río Galana hasta los rápidos de las cataratas Lugard y el punto de los cocodrilos, buscando leones y kudús menores.",
          "Dans l'immense brousse de Tsavo Est, où les éléphants sont rougis par la terre, le long de la Galana jusqu'aux rapides des chutes Lugard et à la pointe des crocodiles, à l'affût des lions et des petits koudous.",
          "Durch den riesigen Busch von Tsavo Ost, wo die Elefanten von der Erde rot gefärbt sind, am Galana entlang zu den Stromschnellen der Lugard-Fälle und zum Krokodilpunkt, mit Ausschau nach Löwen und Kleinen Kudus.",
        ],
      ],
      [
        "game",
        [
          "Tsavo: Mzima Springs and the Shetani lava",
          "Tsavo: Mzima Springs e la lava di Shetani",
          "Tsavo: Mzima Springs y la lava de Shetani",
          "Tsavo : Mzima Springs et la lave de Shetani",
          "Tsavo: Mzima Springs und die Shetani-Lava",
        ],
        [
          "In Tsavo West, to the clear pools of Mzima Springs, where an underwater hide shows hippos and fish, across the black Shetani lava flow, and a drive in the hills looking for klipspringer and giraffe.",
          "A Tsavo Ovest, alle pozze limpide di Mzima Springs, dove un osservatorio sott'acqua mostra ippopotami e pesci, attraverso la colata nera di Shetani, e un safari tra le colline in cerca di saltarupi e giraffe.",
          "En Tsavo Oeste, a las pozas cristalinas de Mzima Springs, donde un observatorio subacuático muestra hipopótamos y peces, por la colada negra de Shetani y un safari por las colinas buscando saltarrocas y jirafas.",
          "À Tsavo Ouest, aux bassins limpides de Mzima Springs, où un poste d'observation sous l'eau montre hippopotames et poissons, à travers la coulée noire de Shetani, et un safari dans les collines à la recherche d'oréotragues et de girafes.",
          "In Tsavo West zu den klaren Becken von Mzima Springs, wo ein Unterwasserbeobachtungsstand Flusspferde und Fische zeigt, über den schwarzen Shetani-Lavastrom und auf Pirsch in den Hügeln nach Klippspringern und Giraffen.",
        ],
      ],
    ],
  },
  "KEN Diani": {
    days: [
      [
        "see",
        [
          "Diani: the sacred forest of Kaya Kinondo",
          "Diani: la foresta sacra di Kaya Kinondo",
          "Diani: el bosque sagrado de Kaya Kinondo",
          "Diani : la forêt sacrée de Kaya Kinondo",
          "Diani: der heilige Wald Kaya Kinondo",
        ],
        [
          "Wrapped in a kaniki cloth as custom asks, a walk with a Digo guide through Kaya Kinondo, one of the sacred Mijikenda forests, then the old Kongo Mosque under baobabs at the mouth of the Tiwi river.",
          "Avvolti in un telo kaniki come vuole l'usanza, una camminata con una guida digo a Kaya Kinondo, una delle foreste sacre mijikenda, poi la vecchia moschea di Kongo sotto i baobab alla foce del fiume Tiwi.",
          "Envueltos en una tela kaniki como pide la costumbre, un paseo con un guía digo por Kaya Kinondo, uno de los bosques sagrados mijikenda, y luego la vieja mezquita de Kongo bajo baobabs en la desembocadura del Tiwi.",
          "Drapé dans un pagne kaniki comme le veut la coutume, une marche avec un guide digo dans Kaya Kinondo, l'une des forêts sacrées mijikenda, puis la vieille mosquée de Kongo sous les baobabs à l'embouchure de la Tiwi.",
          "In ein Kaniki-Tuch gehüllt, wie es der Brauch verlangt, ein Gang mit einem Digo-Guide durch Kaya Kinondo, einen der heiligen Mijikenda-Wälder, dann die alte Kongo-Moschee unter Baobabs an der Mündung des Tiwi.",
        ],
      ],
      [
        "beach",
        [
          "Diani: the white beach and the colobus forest",
          "Diani: la spiaggia bianca e la foresta dei colobi",
          "Diani: la playa blanca y el bosque de colobos",
          "Diani : la plage blanche et la forêt des colobes",
          "Diani: der weiße Strand und der Stummelaffenwald",
        ],
        [
          "A day on the long white beach behind the reef, swimming in the lagoon at high tide, with a walk in the coastal forest where the Angolan colobus monkeys cross the road on rope bridges.",
          "Una giornata sulla lunga spiaggia bianca dietro la barriera, nuotando nella laguna con l'alta marea, con una passeggiata nella foresta costiera dove i colobi dell'Angola attraversano la strada su ponti di corda.",
          "Un día en la larga playa blanca tras el arrecife, nadando en la laguna con la marea alta, con un paseo por el bosque costero donde los colobos de Angola cruzan la carretera por puentes de cuerda.",
          "Une journée sur la longue plage blanche derrière le récif, baignade dans le lagon à marée haute, et une balade dans la forêt côtière où les colobes d'Angola traversent la route par des ponts de corde.",
          "Ein Tag am langen weißen Strand hinter dem Riff, Baden in der Lagune bei Flut, dazu ein Gang durch den Küstenwald, wo Angola-Stummelaffen die Straße auf Seilbrücken überqueren.",
        ],
      ],
      [
        "boat",
        [
          "Diani: by dhow to Kisite and Wasini",
          "Diani: in dhow a Kisite e Wasini",
          "Diani: en dhow a Kisite y Wasini",
          "Diani : en boutre vers Kisite et Wasini",
          "Diani: mit der Dau nach Kisite und Wasini",
        ],
        [
          "By dhow from Shimoni into the Kisite-Mpunguti marine park, watching for dolphins, to snorkel over its coral gardens, then lunch of crab and coconut rice on Wasini island.",
          "In dhow da Shimoni nel parco marino di Kisite-Mpunguti, cercando i delfini, per nuotare con la maschera sui giardini di corallo, poi pranzo di granchio e riso al cocco sull'isola di Wasini.",
          "En dhow desde Shimoni al parque marino de Kisite-Mpunguti, buscando delfines, para hacer esnórquel sobre sus jardines de coral, y almuerzo de cangrejo y arroz con coco en la isla de Wasini.",
          "En boutre depuis Shimoni dans le parc marin de Kisite-Mpunguti, à l'affût des dauphins, pour nager au masque au-dessus des jardins de corail, puis déjeuner de crabe et riz au coco sur l'île de Wasini.",
          "Mit der Dau von Shimoni in den Meerespark Kisite-Mpunguti, mit Ausschau nach Delfinen, zum Schnorcheln über Korallengärten, dann Krabben und Kokosreis zum Mittagessen auf der Insel Wasini.",
        ],
      ],
    ],
  },
  "KEN Watamu": {
    days: [
      [
        "see",
        [
          "Watamu: the ruins of Gede in the forest",
          "Watamu: le rovine di Gede nella foresta",
          "Watamu: las ruinas de Gede en el bosque",
          "Watamu : les ruines de Gede dans la forêt",
          "Watamu: die Ruinen von Gede im Wald",
        ],
        [
          "The ruined Swahili town of Gede, abandoned in the 17th century, its palace, mosques and houses overgrown by forest, then a walk in the Arabuko-Sokoke forest for elephant shrews and rare birds.",
          "La città swahili in rovina di Gede, abbandonata nel Seicento, con palazzo, moschee e case invase dalla foresta, poi una passeggiata nella foresta di Arabuko-Sokoke tra toporagni elefante e uccelli rari.",
          "La ciudad suajili en ruinas de Gede, abandonada en el siglo XVII, con su palacio, mezquitas y casas invadidas por el bosque, y luego un paseo por el bosque de Arabuko-Sokoke entre musarañas elefante y aves raras.",
          "La ville swahilie en ruine de Gede, abandonnée au XVIIe siècle, son palais, ses mosquées et ses maisons envahis par la forêt, puis une marche dans la forêt d'Arabuko-Sokoke pour les rats à trompe et les oiseaux rares.",
          "Die verfallene Swahili-Stadt Gede, im 17. Jahrhundert verlassen, mit Palast, Moscheen und Häusern im Wald, dann ein Gang durch den Arabuko-Sokoke-Wald zu Rüsselspringern und seltenen Vögeln.",
        ],
      ],
      [
        "boat",
        [
          "Watamu: the marine park by glass-bottom boat",
          "Watamu: il parco marino in barca dal fondo di vetro",
          "Watamu: el parque marino en barco con fondo de cristal",
          "Watamu : le parc marin en bateau à fond de verre",
          "Watamu: der Meerespark im Glasbodenboot",
        ],
        [
          "By glass-bottom boat over the coral gardens of Watamu Marine National Park, slipping in to snorkel among parrotfish and turtles, then the mangroves of Mida Creek with their wading birds.",
          "In barca dal fondo di vetro sui giardini di corallo del parco marino nazionale di Watamu, scivolando in acqua con la maschera tra pesci pappagallo e tartarughe, poi le mangrovie di Mida Creek con i trampolieri.",
          "En barco con fondo de cristal sobre los jardines de coral del parque marino nacional de Watamu, saltando al agua para hacer esnórquel entre peces loro y tortugas, y luego los manglares de Mida Creek con sus zancudas.",
          "En bateau à fond de verre au-dessus des jardins de corail du parc marin national de Watamu, avec masque et tuba parmi les poissons-perroquets et les tortues, puis les mangroves de Mida Creek et leurs échassiers.",
          "Im Glasbodenboot über die Korallengärten des Watamu-Meeresnationalparks, zum Schnorcheln zwischen Papageifischen und Schildkröten ins Wasser, dann die Mangroven des Mida Creek mit ihren Watvögeln.",
        ],
      ],
    ],
  },
  "KEN Lamu": {
    days: [
      [
        "see",
        [
          "Lamu: the old town on foot and by donkey lane",
          "Lamu: la città vecchia a piedi tra i vicoli degli asini",
          "Lamu: la ciudad vieja a pie por las callejas de los burros",
          "Lamu : la vieille ville à pied, par les ruelles des ânes",
          "Lamu: die Altstadt zu Fuß durch die Eselsgassen",
        ],
        [
          "Through the narrow lanes of the car-free Swahili town, where donkeys carry the loads, to the fort, the Swahili House museum with its carved doors and plaster niches, and the Riyadha mosque.",
          "Tra i vicoli stretti della città swahili senza auto, dove gli asini portano i carichi, fino al forte, al museo della casa swahili con porte intagliate e nicchie di stucco, e alla moschea Riyadha.",
          "Por las estrechas callejas de la ciudad suajili sin coches, donde los burros llevan la carga, hasta el fuerte, el museo de la casa suajili con sus puertas talladas y hornacinas de yeso, y la mezquita Riyadha.",
          "Dans les ruelles étroites de la ville swahilie sans voitures, où les ânes portent les charges, jusqu'au fort, au musée de la maison swahilie, ses portes sculptées et ses niches de stuc, et à la mosquée Riyadha.",
          "Durch die engen Gassen der autofreien Swahili-Stadt, in der Esel die Lasten tragen, zum Fort, zum Museum des Swahili-Hauses mit geschnitzten Türen und Stucknischen und zur Riyadha-Moschee.",
        ],
      ],
      [
        "see",
        [
          "Lamu: Shela and a dhow at sunset",
          "Lamu: Shela e un dhow al tramonto",
          "Lamu: Shela y un dhow al atardecer",
          "Lamu : Shela et un boutre au coucher du soleil",
          "Lamu: Shela und eine Dau im Sonnenuntergang",
        ],
        [
          "Along the waterfront to the village of Shela, its white mosque and the great dunes behind its beach, then back aboard a sailing dhow through the channel between Lamu and Manda as the sun sets.",
          "Lungo il lungomare fino al villaggio di Shela, con la sua moschea bianca e le grandi dune dietro la spiaggia, poi ritorno a bordo di un dhow a vela nel canale tra Lamu e Manda al tramonto.",
          "Por el paseo marítimo hasta la aldea de Shela, con su mezquita blanca y las grandes dunas tras la playa, y regreso a bordo de un dhow de vela por el canal entre Lamu y Manda al ponerse el sol.",
          "Le long du front de mer jusqu'au village de Shela, sa mosquée blanche et les grandes dunes derrière la plage, puis retour à bord d'un boutre à voile dans le chenal entre Lamu et Manda au coucher du soleil.",
          "Am Ufer entlang ins Dorf Shela mit seiner weißen Moschee und den großen Dünen hinter dem Strand, dann an Bord einer Segeldau durch den Kanal zwischen Lamu und Manda zurück, während die Sonne sinkt.",
        ],
      ],
      [
        "food",
        [
          "Lamu: Swahili fish in coconut and tamarind",
          "Lamu: pesce swahili al cocco e tamarindo",
          "Lamu: pescado suajili con coco y tamarindo",
          "Lamu : poisson swahili au coco et au tamarin",
          "Lamu: Swahili-Fisch mit Kokos und Tamarinde",
        ],
        [
          "Samaki wa kupaka, grilled fish brushed with coconut and tamarind sauce, with coconut rice and pilau in a family house of the old town, after a visit to the fish jetty and the spice stalls by the fort.",
          "Samaki wa kupaka, pesce alla griglia spennellato di salsa al cocco e tamarindo, con riso al cocco e pilau in una casa di famiglia della città vecchia, dopo il pontile del pesce e i banchi di spezie vicino al forte.",
          "Samaki wa kupaka, pescado a la brasa untado con salsa de coco y tamarindo, con arroz con coco y pilau en una casa familiar de la ciudad vieja, tras visitar el muelle del pescado y los puestos de especias junto al fuerte.",
          "Le samaki wa kupaka, poisson grillé badigeonné de sauce coco-tamarin, avec riz au coco et pilau dans une maison familiale de la vieille ville, après le quai aux poissons et les étals d'épices près du fort.",
          "Samaki wa kupaka, gegrillter Fisch mit Kokos-Tamarinden-Sauce, mit Kokosreis und Pilau in einem Familienhaus der Altstadt, nach einem Gang über den Fischanleger und zu den Gewürzständen beim Fort.",
        ],
      ],
    ],
  },
  "TZA Arusha": {
    days: [
      [
        "see",
        [
          "Arusha: the Central Market and the Maasai market",
          "Arusha: il mercato centrale e il mercato masai",
          "Arusha: el mercado central y el mercado masái",
          "Arusha : le marché central et le marché massaï",
          "Arusha: der Zentralmarkt und der Massai-Markt",
        ],
        [
          "A walk from the Clock Tower through the town's Central Market, piled with bananas, beans and dried fish, to the Maasai market for beadwork and tinga-tinga paintings, with Mount Meru above the roofs.",
          "Una passeggiata dalla Clock Tower al mercato centrale, colmo di banane, fagioli e pesce secco, fino al mercato masai per perline e dipinti tinga-tinga, con il monte Meru sopra i tetti.",
          "Un paseo desde la Clock Tower por el mercado central, lleno de plátanos, frijoles y pescado seco, hasta el mercado masái de abalorios y pinturas tinga-tinga, con el monte Meru sobre los tejados.",
          "Une balade de la Clock Tower au marché central, chargé de bananes, de haricots et de poisson séché, jusqu'au marché massaï, ses perles et ses peintures tinga-tinga, le mont Meru au-dessus des toits.",
          "Ein Gang vom Clock Tower über den Zentralmarkt mit Bananen, Bohnen und Trockenfisch zum Massai-Markt mit Perlenarbeiten und Tingatinga-Bildern, der Mount Meru über den Dächern.",
        ],
      ],
      [
        "see",
        [
          "Arusha: Arusha National Park on foot and by canoe",
          "Arusha: il parco nazionale di Arusha a piedi e in canoa",
          "Arusha: el parque nacional de Arusha a pie y en canoa",
          "Arusha : le parc national d'Arusha à pied et en canoë",
          "Arusha: der Arusha-Nationalpark zu Fuß und im Kanu",
        ],
        [
          "A walk with an armed ranger among giraffes and buffalo on the slopes of Mount Meru, colobus monkeys in the forest, then a canoe on the Momella lakes among flamingos and hippos.",
          "Una camminata con un ranger armato tra giraffe e bufali sulle pendici del monte Meru, colobi nella foresta, poi in canoa sui laghi Momella tra fenicotteri e ippopotami.",
          "Una caminata con un guarda armado entre jirafas y búfalos en las laderas del monte Meru, colobos en el bosque, y luego en canoa por los lagos Momella entre flamencos e hipopótamos.",
          "Une marche avec un garde armé parmi girafes et buffles sur les pentes du mont Meru, les colobes dans la forêt, puis en canoë sur les lacs Momella parmi flamants et hippopotames.",
          "Eine Wanderung mit einem bewaffneten Ranger zwischen Giraffen und Büffeln an den Hängen des Mount Meru, Stummelaffen im Wald, dann im Kanu auf den Momella-Seen zwischen Flamingos und Flusspferden.",
        ],
      ],
      [
        "food",
        [
          "Arusha: a coffee farm on Mount Meru",
          "Arusha: una fattoria di caffè sul monte Meru",
          "Arusha: una finca de café en el monte Meru",
          "Arusha : une ferme de café sur le mont Meru",
          "Arusha: eine Kaffeefarm am Mount Meru",
        ],
        [
          "On a smallholder's farm on the slopes of Mount Meru, picking, pulping, roasting and pounding coffee by hand to a song, then a lunch of ndizi nyama, plantain and beef stew, with the family.",
          "Nella fattoria di un piccolo coltivatore sulle pendici del monte Meru, raccogliendo, spolpando, tostando e pestando il caffè a mano al ritmo di un canto, poi un pranzo di ndizi nyama, stufato di platano e manzo, con la famiglia.",
          "En la finca de un pequeño agricultor en las laderas del monte Meru, recogiendo, despulpando, tostando y machacando el café a mano al ritmo de una canción, y después un almuerzo de ndizi nyama, guiso de plátano y ternera, con la familia.",
          "Dans la ferme d'un petit planteur sur les pentes du mont Meru, cueillir, dépulper, torréfier et piler le café à la main en chantant, puis déjeuner de ndizi nyama, ragoût de plantain et de bœuf, avec la famille.",
          "Auf dem Hof eines Kleinbauern am Mount Meru wird Kaffee von Hand gepflückt, entpulpt, geröstet und im Takt eines Lieds gestampft, dann gibt es Ndizi Nyama, Kochbananen-Rindfleisch-Eintopf, mit der Familie.",
        ],
      ],
    ],
  },
  "TZA Tarangire": {
    days: [
      [
        "game",
        [
          "Tarangire: elephants among the baobabs",
          "Tarangire: elefanti tra i baobab",
          "Tarangire: elefantes entre los baobabs",
          "Tarangire : éléphants parmi les baobabs",
          "Tarangire: Elefanten zwischen Baobabs",
        ],
        [
          "A morning drive along the Tarangire River, where large elephant herds gather under giant baobabs, with giraffes, zebras, impala and lions resting in the shade of the riverbank trees.",
          "Un safari mattutino lungo il fiume Tarangire, dove grandi branchi di elefanti si radunano sotto baobab giganti, con giraffe, zebre, impala e leoni all'ombra degli alberi della riva.",
          "Un safari matinal por el río Tarangire, donde grandes manadas de elefantes se reúnen bajo baobabs gigantes, con jirafas, cebras, impalas y leones a la sombra de los árboles de la orilla.",
          "Un safari matinal le long de la rivière Tarangire, où de grands troupeaux d'éléphants se rassemblent sous des baobabs géants, avec girafes, zèbres, impalas et lions à l'ombre des arbres de la berge.",
          "Eine Morgenpirsch am Tarangire-Fluss, wo sich große Elefantenherden unter riesigen Baobabs sammeln, mit Giraffen, Zebras, Impalas und Löwen im Schatten der Uferbäume.",
        ],
      ],
      [
        "game",
        [
          "Tarangire: the Silale swamp",
          "Tarangire: la palude di Silale",
          "Tarangire: el pantano de Silale",
          "Tarangire : le marais de Silale",
          "Tarangire: der Silale-Sumpf",
        ],
        [
          "South to the Silale swamp, where buffalo, elephants and waterbuck graze and lions hunt at the edges, watching the birds of the park, from kori bustards to yellow-collared lovebirds.",
          "Verso sud fino alla palude di Silale, dove pascolano bufali, elefanti e cobi e i leoni cacciano ai margini, osservando gli uccelli del parco, dalle otarde kori agli inseparabili dal collare giallo.",
          "Hacia el sur hasta el pantano de Silale, donde pastan búfalos, elefantes y antílopes acuáticos y los leones cazan en los bordes, observando las aves del parque, de las avutardas kori a los inseparables de collar amarillo.",
          "Vers le sud jusqu'au marais de Silale, où paissent buffles, éléphants et cobes et où les lions chassent en lisière, en observant les oiseaux du parc, des outardes kori aux inséparables à collier jaune.",
          "Südwärts zum Silale-Sumpf, wo Büffel, Elefanten und Wasserböcke grasen und Löwen an den Rändern jagen, mit Blick auf die Vögel des Parks, von Riesentrappen bis zu Schwarzköpfchen.",
        ],
      ],
    ],
  },
  "TZA Lake Manyara": {
    days: [
      [
        "game",
        [
          "Lake Manyara: the groundwater forest and its baboons",
          "Lago Manyara: la foresta di falda e i babbuini",
          "Lago Manyara: el bosque freático y sus babuinos",
          "Lac Manyara : la forêt phréatique et ses babouins",
          "Manyara-See: der Grundwasserwald und seine Paviane",
        ],
        [
          "Through the lush groundwater forest under the Rift Valley escarpment, with large troops of olive baboons and blue monkeys, to the hippo pool and the lakeshore, looking for the park's tree-climbing lions.",
          "Nella rigogliosa foresta alimentata dalla falda sotto la scarpata della Rift Valley, con grandi branchi di babbuini e cercopitechi, fino alla pozza degli ippopotami e alla riva, cercando i leoni che salgono sugli alberi.",
          "Por el frondoso bosque freático bajo el escarpe del Rift, con grandes tropas de babuinos y monos azules, hasta la poza de los hipopótamos y la orilla, buscando a los leones trepadores del parque.",
          "Dans la luxuriante forêt phréatique sous l'escarpement du Rift, parmi les grandes troupes de babouins et de singes bleus, jusqu'à la mare aux hippopotames et à la rive, à la recherche des lions grimpeurs du parc.",
          "Durch den üppigen Grundwasserwald unter der Abbruchkante des Rift Valley mit großen Pavian- und Diademmeerkatzengruppen zum Flusspferdteich und ans Ufer, auf der Suche nach den baumkletternden Löwen des Parks.",
        ],
      ],
      [
        "game",
        [
          "Lake Manyara: the floodplain and the hot springs",
          "Lago Manyara: la piana e le sorgenti calde",
          "Lago Manyara: la llanura y las fuentes termales",
          "Lac Manyara : la plaine et les sources chaudes",
          "Manyara-See: die Schwemmebene und die heißen Quellen",
        ],
        [
          "South across the grassy floodplain between the lake and the escarpment, among buffalo, wildebeest, elephants and pelicans, to the hot springs of Maji Moto at the foot of the cliffs.",
          "Verso sud nella piana erbosa tra il lago e la scarpata, tra bufali, gnu, elefanti e pellicani, fino alle sorgenti calde di Maji Moto ai piedi delle pareti.",
          "Hacia el sur por la llanura herbosa entre el lago y el escarpe, entre búfalos, ñus, elefantes y pelícanos, hasta las fuentes termales de Maji Moto al pie de los acantilados.",
          "Vers le sud dans la plaine herbeuse entre le lac et l'escarpement, parmi buffles, gnous, éléphants et pélicans, jusqu'aux sources chaudes de Maji Moto au pied des falaises.",
          "Südwärts über die Grasebene zwischen See und Abbruchkante, zwischen Büffeln, Gnus, Elefanten und Pelikanen, bis zu den heißen Quellen von Maji Moto am Fuß der Felswände.",
        ],
      ],
    ],
  },
  "TZA Ngorongoro Crater": {
    days: [
      [
        "game",
        [
          "Ngorongoro Crater: down to the crater floor",
          "Cratere di Ngorongoro: giù sul fondo del cratere",
          "Cráter del Ngorongoro: bajada al fondo del cráter",
          "Cratère du Ngorongoro : descente au fond du cratère",
          "Ngorongoro-Krater: hinab auf den Kraterboden",
        ],
        [
          "Down the descent road at first light by 4x4, the only way in, to spend the permitted daytime hours on the crater floor among black rhinos, lions, hyenas, buffalo and the flamingos of Lake Magadi.",
          "Giù per la strada di discesa alle prime luci in fuoristrada, l'unico modo di entrare, per le ore diurne consentite sul fondo del cratere tra rinoceronti neri, leoni, iene, bufali e i fenicotteri del lago Magadi.",
          "Bajada en 4x4 con la primera luz por la pista de descenso, la única forma de entrar, para pasar las horas diurnas permitidas en el fondo del cráter entre rinocerontes negros, leones, hienas, búfalos y los flamencos del lago Magadi.",
          "Descente en 4x4 aux premières lueurs, seul moyen d'entrer, pour passer les heures de jour autorisées au fond du cratère parmi rhinocéros noirs, lions, hyènes, buffles et flamants du lac Magadi.",
          "Im ersten Licht im Geländewagen die Abfahrtspiste hinab, der einzige Weg hinein, für die erlaubten Tagesstunden auf dem Kraterboden zwischen Spitzmaulnashörnern, Löwen, Hyänen, Büffeln und den Flamingos des Magadi-Sees.",
        ],
      ],
      [
        "game",
        [
          "Ngorongoro Crater: a ranger walk into Empakaai",
          "Cratere di Ngorongoro: a piedi nell'Empakaai con un ranger",
          "Cráter del Ngorongoro: a pie en el Empakaai con un guarda",
          "Cratère du Ngorongoro : à pied dans l'Empakaai avec un garde",
          "Ngorongoro-Krater: zu Fuß in den Empakaai mit einem Ranger",
        ],
        [
          "In the highlands of the conservation area, a walk with an armed ranger down the forested wall of the Empakaai crater to its soda lake and flamingos, with Ol Doinyo Lengai rising beyond the rim.",
          "Negli altipiani dell'area protetta, una camminata con un ranger armato giù per la parete boscosa del cratere Empakaai fino al suo lago salato e ai fenicotteri, con l'Ol Doinyo Lengai oltre l'orlo.",
          "En las tierras altas del área de conservación, una caminata con un guarda armado bajando la pared boscosa del cráter Empakaai hasta su lago alcalino y sus flamencos, con el Ol Doinyo Lengai tras el borde.",
          "Sur les hauts plateaux de l'aire de conservation, une descente à pied avec un garde armé le long de la paroi boisée du cratère d'Empakaai jusqu'à son lac de soude et ses flamants, l'Ol Doinyo Lengai au-delà du bord.",
          "Im Hochland des Schutzgebiets mit einem bewaffneten Ranger die bewaldete Wand des Empakaai-Kraters hinab zu seinem Natronsee und seinen Flamingos, hinter dem Rand der Ol Doinyo Lengai.",
        ],
      ],
    ],
  },
  "TZA Serengeti": {
    days: [
      [
        "game",
        [
          "Serengeti: leopards and lions of the Seronera valley",
          "Serengeti: leopardi e leoni della valle del Seronera",
          "Serengeti: leopardos y leones del valle del Seronera",
          "Serengeti : léopards et lions de la vallée de la Seronera",
          "Serengeti: Leoparden und Löwen im Seronera-Tal",
        ],
        [
          "A full day in the Seronera valley, where leopards drape themselves over sausage trees along the river, lion prides rest on the granite kopjes and hyenas, topi and hartebeest cross the grass.",
          "Una giornata intera nella valle del Seronera, dove i leopardi si adagiano sugli alberi delle salsicce lungo il fiume, i branchi di leoni riposano sui kopje di granito e iene, topi e alcelafi attraversano l'erba.",
          "Un día entero en el valle del Seronera, donde los leopardos descansan en los árboles salchicha junto al río, las manadas de leones reposan en los kopjes de granito e hienas, topis y búbalos cruzan la hierba.",
          "Une journée entière dans la vallée de la Seronera, où les léopards s'allongent dans les saucissonniers au bord de la rivière, où les lions se reposent sur les kopjes de granit et où hyènes, topis et bubales traversent l'herbe.",
          "Ein ganzer Tag im Seronera-Tal, wo Leoparden auf den Leberwurstbäumen am Fluss liegen, Löwenrudel auf den Granitkopjes ruhen und Hyänen, Topis und Kuhantilopen durch das Gras ziehen.",
        ],
      ],
      [
        "game",
        [
          "Serengeti: following the herds of the migration",
          "Serengeti: sulle tracce delle mandrie della migrazione",
          "Serengeti: tras las manadas de la migración",
          "Serengeti : sur les pas des troupeaux de la migration",
          "Serengeti: den Herden der Wanderung folgen",
        ],
        [
          "A drive to wherever the wildebeest and zebra herds of the migration are grazing in their yearly circle through the Serengeti, with the lions, cheetahs and hyenas that follow them.",
          "Un safari ovunque stiano pascolando le mandrie di gnu e zebre della migrazione nel loro giro annuale del Serengeti, con i leoni, i ghepardi e le iene che le seguono.",
          "Un safari hasta donde estén pastando las manadas de ñus y cebras de la migración en su círculo anual por el Serengeti, con los leones, guepardos e hienas que las siguen.",
          "Un safari là où paissent les troupeaux de gnous et de zèbres de la migration dans leur grand cercle annuel à travers le Serengeti, avec les lions, guépards et hyènes qui les suivent.",
          "Eine Pirsch dorthin, wo die Gnu- und Zebraherden der großen Wanderung auf ihrem jährlichen Kreislauf durch die Serengeti gerade grasen, mit den Löwen, Geparden und Hyänen, die ihnen folgen.",
        ],
      ],
      [
        "game",
        [
          "Serengeti: the Moru kopjes",
          "Serengeti: i kopje di Moru",
          "Serengeti: los kopjes de Moru",
          "Serengeti : les kopjes de Moru",
          "Serengeti: die Moru-Kopjes",
        ],
        [
          "To the Moru kopjes in the southwest, granite islands in the grass where the Gong Rock rings when struck, Maasai rock paintings survive, and black rhinos have been brought back to the plains.",
          "Ai kopje di Moru a sud-ovest, isole di granito nell'erba dove la Gong Rock risuona se percossa, restano pitture rupestri masai e i rinoceronti neri sono stati riportati nelle pianure.",
          "A los kopjes de Moru, en el suroeste, islas de granito en la hierba donde la Gong Rock suena al golpearla, se conservan pinturas rupestres masái y los rinocerontes negros han vuelto a las llanuras.",
          "Aux kopjes de Moru au sud-ouest, îles de granit dans l'herbe où le Gong Rock résonne quand on le frappe, où subsistent des peintures rupestres massaïes et où les rhinocéros noirs ont été réintroduits.",
          "Zu den Moru-Kopjes im Südwesten, Graniteilanden im Gras, wo der Gong Rock beim Anschlagen klingt, Felsmalereien der Massai erhalten sind und Spitzmaulnashörner in die Ebenen zurückgebracht wurden.",
        ],
      ],
    ],
  },
  "TZA Moshi": {
    days: [
      [
        "see",
        [
          "Moshi: the Chagga caves and falls of Marangu",
          "Moshi: le grotte chagga e le cascate di Marangu",
          "Moshi: las cuevas chagga y las cascadas de Marangu",
          "Moshi : les grottes chagga et les chutes de Marangu",
          "Moshi: die Chagga-Höhlen und Wasserfälle von Marangu",
        ],
        [
          "On the green lower slopes of Kilimanjaro at Marangu, through banana gardens to the tunnels the Chagga dug to hide from Maasai raiders, and a swim below the Kinukamori waterfall.",
          "Sui verdi pendii bassi del Kilimangiaro a Marangu, tra orti di banani, fino ai tunnel che i chagga scavarono per nascondersi dalle razzie masai, e un bagno sotto la cascata di Kinukamori.",
          "En las verdes laderas bajas del Kilimanjaro en Marangu, entre huertos de plátanos hasta los túneles que los chagga cavaron para esconderse de las incursiones masái, y un baño bajo la cascada de Kinukamori.",
          "Sur les vertes basses pentes du Kilimandjaro à Marangu, à travers les jardins de bananiers jusqu'aux tunnels creusés par les Chagga pour se cacher des raids massaïs, et une baignade sous la cascade de Kinukamori.",
          "An den grünen unteren Hängen des Kilimandscharo in Marangu durch Bananengärten zu den Tunneln, die die Chagga gegen Massai-Überfälle gruben, und ein Bad unter dem Kinukamori-Wasserfall.",
        ],
      ],
      [
        "food",
        [
          "Moshi: coffee and mbege in Materuni",
          "Moshi: caffè e mbege a Materuni",
          "Moshi: café y mbege en Materuni",
          "Moshi : café et mbege à Materuni",
          "Moshi: Kaffee und Mbege in Materuni",
        ],
        [
          "In the Chagga village of Materuni, roasting and pounding the family's coffee by hand and tasting mbege, the banana and millet beer, after a walk to the waterfall above the village.",
          "Nel villaggio chagga di Materuni, tostando e pestando a mano il caffè della famiglia e assaggiando il mbege, birra di banana e miglio, dopo una camminata fino alla cascata sopra il villaggio.",
          "En la aldea chagga de Materuni, tostando y machacando a mano el café de la familia y probando el mbege, cerveza de plátano y mijo, tras una caminata hasta la cascada sobre la aldea.",
          "Au village chagga de Materuni, torréfier et piler à la main le café de la famille et goûter le mbege, bière de banane et de millet, après une marche jusqu'à la cascade au-dessus du village.",
          "Im Chagga-Dorf Materuni den Kaffee der Familie von Hand rösten und stampfen und Mbege probieren, Bier aus Bananen und Hirse, nach einer Wanderung zum Wasserfall oberhalb des Dorfs.",
        ],
      ],
    ],
  },
  "TZA Kilimanjaro": {
    days: [
      [
        "trek",
        [
          "Kilimanjaro: through the rainforest to Machame Camp",
          "Kilimangiaro: nella foresta pluviale fino al Machame Camp",
          "Kilimanjaro: por la selva hasta Machame Camp",
          "Kilimandjaro : par la forêt jusqu'au Machame Camp",
          "Kilimandscharo: durch den Regenwald zum Machame Camp",
        ],
        [
          "From the Machame gate, after the registration of the group with the park, up a steady trail through dripping rainforest of fig trees and moss, with porters and a guide, to Machame Camp at the forest's edge.",
          "Dal Machame Gate, dopo la registrazione del gruppo al parco, su per un sentiero costante nella foresta pluviale di fichi e muschio, con portatori e guida, fino al Machame Camp al limite del bosco.",
          "Desde la puerta de Machame, tras registrar al grupo en el parque, por un sendero constante en la selva húmeda de higueras y musgo, con porteadores y guía, hasta Machame Camp en el límite del bosque.",
          "De la porte de Machame, après l'enregistrement du groupe au parc, par un sentier régulier dans la forêt humide de figuiers et de mousses, avec porteurs et guide, jusqu'au Machame Camp en lisière de forêt.",
          "Vom Machame-Tor nach der Registrierung der Gruppe beim Park auf einem gleichmäßigen Pfad durch triefenden Regenwald mit Feigenbäumen und Moos, mit Trägern und Guide, zum Machame Camp am Waldrand.",
        ],
      ],
      [
        "trek",
        [
          "Kilimanjaro: up to the Shira Plateau",
          "Kilimangiaro: su fino all'altopiano di Shira",
          "Kilimanjaro: subida a la meseta de Shira",
          "Kilimandjaro : montée au plateau de Shira",
          "Kilimandscharo: hinauf auf das Shira-Plateau",
        ],
        [
          "Out of the forest onto a ridge of giant heather, and up to the Shira Plateau and its camp by the Shira caves, with the first wide view of Kibo's glaciers and of Mount Meru across the clouds.",
          "Fuori dalla foresta su una cresta di eriche giganti e su fino all'altopiano di Shira e al campo vicino alle grotte di Shira, con la prima grande vista dei ghiacciai del Kibo e del monte Meru oltre le nuvole.",
          "Fuera del bosque por una cresta de brezos gigantes y subida hasta la meseta de Shira y su campamento junto a las cuevas de Shira, con la primera gran vista de los glaciares del Kibo y del monte Meru sobre las nubes.",
          "Sortie de la forêt sur une arête de bruyères géantes, puis montée au plateau de Shira et à son camp près des grottes, avec la première grande vue sur les glaciers du Kibo et le mont Meru au-dessus des nuages.",
          "Aus dem Wald auf einen Grat mit Riesenheide und hinauf auf das Shira-Plateau zum Lager bei den Shira-Höhlen, mit dem ersten weiten Blick auf die Gletscher des Kibo und den Mount Meru über den Wolken.",
        ],
      ],
      [
        "trek",
        [
          "Kilimanjaro: by the Lava Tower to Barranco",
          "Kilimangiaro: dalla Lava Tower a Barranco",
          "Kilimanjaro: por la Lava Tower hasta Barranco",
          "Kilimandjaro : par la Lava Tower jusqu'à Barranco",
          "Kilimandscharo: über den Lava Tower nach Barranco",
        ],
        [
          "Climb high, sleep low: up across the alpine desert to the Lava Tower at about 4,600 m for lunch, then down among giant groundsels into the Barranco valley and its camp below the Barranco Wall.",
          "Salire in alto, dormire in basso: su per il deserto alpino fino alla Lava Tower a circa 4.600 m per il pranzo, poi giù tra i senecioni giganti nella valle di Barranco e al suo campo sotto il Barranco Wall.",
          "Subir alto y dormir bajo: por el desierto alpino hasta la Lava Tower, a unos 4.600 m, para almorzar, y bajada entre senecios gigantes al valle de Barranco y su campamento bajo el Barranco Wall.",
          "Monter haut, dormir bas : à travers le désert alpin jusqu'à la Lava Tower vers 4 600 m pour le déjeuner, puis descente parmi les séneçons géants dans la vallée de Barranco et son camp sous le Barranco Wall.",
          "Hoch steigen, tief schlafen: durch die alpine Wüste zum Lava Tower auf rund 4.600 m zum Mittagessen, dann zwischen Riesensenezien hinab ins Barranco-Tal zum Lager unter der Barranco Wall.",
        ],
      ],
      [
        "trek",
        [
          "Kilimanjaro: over the Barranco Wall to Barafu",
          "Kilimangiaro: oltre il Barranco Wall fino a Barafu",
          "Kilimanjaro: por el Barranco Wall hasta Barafu",
          "Kilimandjaro : par le Barranco Wall jusqu'à Barafu",
          "Kilimandscharo: über die Barranco Wall nach Barafu",
        ],
        [
          "A hands-on scramble up the Barranco Wall, across the Karanga valley and up a stony ridge to Barafu, the high camp at about 4,600 m, to rest and eat early before the summit night.",
          "Un'arrampicata facile con le mani sul Barranco Wall, attraverso la valle di Karanga e su una cresta sassosa fino a Barafu, il campo alto a circa 4.600 m, per riposare e cenare presto prima della notte della vetta.",
          "Una trepada con ayuda de las manos por el Barranco Wall, por el valle de Karanga y una cresta pedregosa hasta Barafu, el campamento alto a unos 4.600 m, para descansar y cenar pronto antes de la noche de cumbre.",
          "Une escalade facile du Barranco Wall, la traversée de la vallée de Karanga et une arête caillouteuse jusqu'à Barafu, le camp d'altitude vers 4 600 m, pour se reposer et dîner tôt avant la nuit du sommet.",
          "Eine leichte Kletterei die Barranco Wall hinauf, durch das Karanga-Tal und über einen steinigen Grat nach Barafu, dem Hochlager auf rund 4.600 m, zum Ausruhen und frühen Essen vor der Gipfelnacht.",
        ],
      ],
      [
        "trek",
        [
          "Kilimanjaro: Uhuru Peak and down to Mweka",
          "Kilimangiaro: Uhuru Peak e discesa a Mweka",
          "Kilimanjaro: Uhuru Peak y bajada a Mweka",
          "Kilimandjaro : Uhuru Peak et descente à Mweka",
          "Kilimandscharo: Uhuru Peak und Abstieg nach Mweka",
        ],
        [
          "Leaving at midnight by headlamp up the long scree to Stella Point on the crater rim and along it to Uhuru Peak, at 5,895 m the roof of Africa, then the long descent to Mweka camp in the forest.",
          "Partenza a mezzanotte con la frontale sul lungo ghiaione fino a Stella Point sull'orlo del cratere e lungo l'orlo fino a Uhuru Peak, a 5.895 m il tetto d'Africa, poi la lunga discesa al campo di Mweka nella foresta.",
          "Salida a medianoche con frontal por la larga pedrera hasta Stella Point, en el borde del cráter, y por él hasta Uhuru Peak, a 5.895 m el techo de África, y luego el largo descenso al campamento de Mweka en el bosque.",
          "Départ à minuit à la frontale par le long pierrier jusqu'à Stella Point sur le bord du cratère, puis le long du bord jusqu'à Uhuru Peak, toit de l'Afrique à 5 895 m, et la longue descente jusqu'au camp de Mweka en forêt.",
          "Aufbruch um Mitternacht mit Stirnlampe über das lange Geröll zum Stella Point am Kraterrand und an ihm entlang zum Uhuru Peak, mit 5.895 m das Dach Afrikas, dann der lange Abstieg zum Mweka Camp im Wald.",
        ],
      ],
      [
        "see",
        [
          "Kilimanjaro: a day walk to Maundi crater",
          "Kilimangiaro: una camminata fino al cratere Maundi",
          "Kilimanjaro: una caminata al cráter Maundi",
          "Kilimandjaro : une marche jusqu'au cratère Maundi",
          "Kilimandscharo: eine Tageswanderung zum Maundi-Krater",
        ],
        [
          "From the Marangu gate up through rainforest with blue monkeys and colobus to the Mandara huts, and on to the grassy rim of Maundi crater for the view over the plains toward Kenya.",
          "Dal Marangu Gate su per la foresta pluviale con cercopitechi e colobi fino ai rifugi di Mandara, e avanti fino all'orlo erboso del cratere Maundi per la vista sulle pianure verso il Kenya.",
          "Desde la puerta de Marangu por la selva con monos azules y colobos hasta los refugios de Mandara, y hasta el borde herboso del cráter Maundi para ver las llanuras hacia Kenia.",
          "De la porte de Marangu à travers la forêt humide aux singes bleus et colobes jusqu'aux refuges de Mandara, puis jusqu'au bord herbeux du cratère Maundi pour la vue sur les plaines vers le Kenya.",
          "Vom Marangu-Tor durch Regenwald mit Diademmeerkatzen und Stummelaffen zu den Mandara-Hütten und weiter zum grasigen Rand des Maundi-Kraters mit Blick über die Ebenen nach Kenia.",
        ],
      ],
    ],
  },
  "TZA Dar es Salaam": {
    days: [
      [
        "see",
        [
          "Dar es Salaam: Kariakoo and the fish market",
          "Dar es Salaam: Kariakoo e il mercato del pesce",
          "Dar es Salaam: Kariakoo y el mercado de pescado",
          "Dar es Salaam : Kariakoo et le marché aux poissons",
          "Daressalam: Kariakoo und der Fischmarkt",
        ],
        [
          "The Kivukoni fish market at the port entrance, where the night's catch is auctioned, the German-era buildings and Askari Monument downtown, and the crowded streets of Kariakoo market.",
          "Il mercato del pesce di Kivukoni all'imboccatura del porto, dove si mette all'asta il pescato della notte, gli edifici dell'epoca tedesca e l'Askari Monument in centro, e le strade affollate del mercato di Kariakoo.",
          "El mercado de pescado de Kivukoni a la entrada del puerto, donde se subasta la pesca de la noche, los edificios de la época alemana y el Askari Monument en el centro, y las calles abarrotadas del mercado de Kariakoo.",
          "Le marché aux poissons de Kivukoni à l'entrée du port, où l'on vend aux enchères la pêche de la nuit, les bâtiments de l'époque allemande et l'Askari Monument du centre, et les rues bondées du marché de Kariakoo.",
          "Der Fischmarkt Kivukoni an der Hafeneinfahrt, wo der Fang der Nacht versteigert wird, Bauten aus deutscher Zeit und das Askari-Denkmal in der Innenstadt und die vollen Straßen des Kariakoo-Markts.",
        ],
      ],
      [
        "see",
        [
          "Dar es Salaam: the Village Museum and the Makonde carvers",
          "Dar es Salaam: il Village Museum e gli intagliatori makonde",
          "Dar es Salaam: el Village Museum y los tallistas makonde",
          "Dar es Salaam : le Village Museum et les sculpteurs makonde",
          "Daressalam: das Village Museum und die Makonde-Schnitzer",
        ],
        [
          "The open-air Village Museum with traditional houses from across Tanzania and its dance shows, then the carvers' market at Mwenge, where Makonde artists work ebony into towers of figures.",
          "Il museo all'aperto Village Museum con case tradizionali di tutta la Tanzania e le sue danze, poi il mercato degli intagliatori di Mwenge, dove gli artisti makonde scolpiscono l'ebano in torri di figure.",
          "El museo al aire libre Village Museum con casas tradicionales de toda Tanzania y sus danzas, y luego el mercado de tallistas de Mwenge, donde los artistas makonde tallan el ébano en torres de figuras.",
          "Le musée en plein air Village Museum, ses maisons traditionnelles de toute la Tanzanie et ses danses, puis le marché des sculpteurs de Mwenge, où les artistes makonde taillent l'ébène en tours de personnages.",
          "Das Freilichtmuseum Village Museum mit traditionellen Häusern aus ganz Tansania und Tanzvorführungen, dann der Schnitzermarkt in Mwenge, wo Makonde-Künstler Ebenholz zu Figurentürmen schnitzen.",
        ],
      ],
      [
        "food",
        [
          "Dar es Salaam: mishkaki, chipsi mayai and chai",
          "Dar es Salaam: mishkaki, chipsi mayai e chai",
          "Dar es Salaam: mishkaki, chipsi mayai y chai",
          "Dar es Salaam : mishkaki, chipsi mayai et chai",
          "Daressalam: Mishkaki, Chipsi Mayai und Chai",
        ],
        [
          "Mandazi and spiced chai for breakfast, grilled octopus and fish from Kivukoni, chipsi mayai, fried potatoes set in beaten egg and loved across the city, and mishkaki beef skewers from a street grill in the evening.",
          "Mandazi e chai speziato a colazione, polpo e pesce alla griglia da Kivukoni, chipsi mayai, la frittata di patatine amata in tutta la città, e la sera spiedini di manzo mishkaki da una griglia di strada.",
          "Mandazi y chai especiado para desayunar, pulpo y pescado a la brasa de Kivukoni, chipsi mayai, la tortilla de patatas fritas que adora toda la ciudad, y por la noche brochetas de ternera mishkaki de una parrilla callejera.",
          "Mandazi et chai épicé au petit-déjeuner, poulpe et poisson grillés de Kivukoni, chipsi mayai, l'omelette aux frites adorée de toute la ville, et le soir les brochettes de bœuf mishkaki d'un grill de rue.",
          "Mandazi und gewürzter Chai zum Frühstück, gegrillter Oktopus und Fisch aus Kivukoni, Chipsi Mayai, das in der ganzen Stadt geliebte Pommes-Omelett, und abends Mishkaki-Rindfleischspieße vom Straßengrill.",
        ],
      ],
    ],
  },
  "TZA Zanzibar": {
    days: [
      [
        "see",
        [
          "Zanzibar: a spice farm and Jozani forest",
          "Zanzibar: una piantagione di spezie e la foresta di Jozani",
          "Zanzíbar: una granja de especias y el bosque de Jozani",
          "Zanzibar : une ferme d'épices et la forêt de Jozani",
          "Sansibar: eine Gewürzfarm und der Jozani-Wald",
        ],
        [
          "On a spice farm, clove, nutmeg, cinnamon, vanilla and lemongrass straight from the plant, then Jozani forest, home of the red colobus monkeys found only on Zanzibar, and its mangrove boardwalk.",
          "In una piantagione di spezie, chiodi di garofano, noce moscata, cannella, vaniglia e citronella direttamente dalla pianta, poi la foresta di Jozani, casa del colobo rosso che vive solo a Zanzibar, e la passerella tra le mangrovie.",
          "En una granja de especias, clavo, nuez moscada, canela, vainilla y limoncillo directamente de la planta, y luego el bosque de Jozani, hogar del colobo rojo que solo vive en Zanzíbar, y su pasarela por el manglar.",
          "Dans une ferme d'épices, girofle, muscade, cannelle, vanille et citronnelle cueillies sur la plante, puis la forêt de Jozani, refuge du colobe rouge qu'on ne trouve qu'à Zanzibar, et son ponton dans la mangrove.",
          "Auf einer Gewürzfarm Nelken, Muskat, Zimt, Vanille und Zitronengras direkt von der Pflanze, dann der Jozani-Wald, Heimat der nur auf Sansibar lebenden Roten Stummelaffen, mit seinem Steg durch die Mangroven.",
        ],
      ],
      [
        "boat",
        [
          "Zanzibar: Mnemba atoll by boat",
          "Zanzibar: l'atollo di Mnemba in barca",
          "Zanzíbar: el atolón de Mnemba en barco",
          "Zanzibar : l'atoll de Mnemba en bateau",
          "Sansibar: mit dem Boot zum Mnemba-Atoll",
        ],
        [
          "By boat from the northeast coast to the reef around Mnemba atoll, watching for dolphins on the way, to snorkel over coral among turtles and reef fish in the clear water of the marine reserve.",
          "In barca dalla costa nord-est fino al reef intorno all'atollo di Mnemba, cercando i delfini lungo la via, per nuotare con la maschera sul corallo tra tartarughe e pesci nell'acqua limpida della riserva marina.",
          "En barco desde la costa noreste hasta el arrecife del atolón de Mnemba, buscando delfines por el camino, para hacer esnórquel sobre el coral entre tortugas y peces en el agua clara de la reserva marina.",
          "En bateau depuis la côte nord-est jusqu'au récif de l'atoll de Mnemba, à l'affût des dauphins en route, pour nager au masque au-dessus du corail parmi tortues et poissons dans l'eau claire de la réserve marine.",
          "Mit dem Boot von der Nordostküste zum Riff um das Mnemba-Atoll, unterwegs mit Ausschau nach Delfinen, zum Schnorcheln über Korallen zwischen Schildkröten und Rifffischen im klaren Wasser des Meeresschutzgebiets.",
        ],
      ],
      [
        "beach",
        [
          "Zanzibar: the lagoon of Paje",
          "Zanzibar: la laguna di Paje",
          "Zanzíbar: la laguna de Paje",
          "Zanzibar : le lagon de Paje",
          "Sansibar: die Lagune von Paje",
        ],
        [
          "A day on the white sand of the east coast at Paje, where the tide draws far out over the lagoon, women tend seaweed farms on the flats and kitesurfers ride the steady wind.",
          "Una giornata sulla sabbia bianca della costa est a Paje, dove la marea si ritira lontano sulla laguna, le donne curano le coltivazioni di alghe sulle secche e i kitesurfisti cavalcano il vento costante.",
          "Un día en la arena blanca de la costa este en Paje, donde la marea se retira lejos sobre la laguna, las mujeres cuidan cultivos de algas en los bajíos y los kitesurfistas aprovechan el viento constante.",
          "Une journée sur le sable blanc de la côte est à Paje, où la marée se retire loin sur le lagon, où les femmes soignent les cultures d'algues sur l'estran et où les kitesurfeurs profitent du vent régulier.",
          "Ein Tag am weißen Sand der Ostküste in Paje, wo sich die Flut weit über die Lagune zurückzieht, Frauen auf dem Watt Seetangfelder pflegen und Kitesurfer den stetigen Wind nutzen.",
        ],
      ],
    ],
  },
  "TZA Stone Town": {
    days: [
      [
        "see",
        [
          "Stone Town: carved doors and the old slave market",
          "Stone Town: porte intagliate e l'antico mercato degli schiavi",
          "Stone Town: puertas talladas y el antiguo mercado de esclavos",
          "Stone Town : portes sculptées et ancien marché aux esclaves",
          "Stone Town: geschnitzte Türen und der alte Sklavenmarkt",
        ],
        [
          "Through the lanes of carved wooden doors to the Anglican cathedral built on the site of the last slave market, the Old Fort, the Darajani market and the seafront palaces of the sultans.",
          "Tra i vicoli delle porte di legno intagliate fino alla cattedrale anglicana costruita sul luogo dell'ultimo mercato degli schiavi, il Forte Vecchio, il mercato di Darajani e i palazzi dei sultani sul mare.",
          "Por las callejas de puertas de madera talladas hasta la catedral anglicana levantada en el lugar del último mercado de esclavos, el Fuerte Viejo, el mercado de Darajani y los palacios de los sultanes frente al mar.",
          "Par les ruelles aux portes de bois sculptées jusqu'à la cathédrale anglicane bâtie sur le dernier marché aux esclaves, le Vieux Fort, le marché de Darajani et les palais des sultans sur le front de mer.",
          "Durch die Gassen mit geschnitzten Holztüren zur anglikanischen Kathedrale auf dem Gelände des letzten Sklavenmarkts, zum Alten Fort, zum Darajani-Markt und zu den Sultanspalästen am Meer.",
        ],
      ],
      [
        "see",
        [
          "Stone Town: Prison Island and the Forodhani gardens",
          "Stone Town: Prison Island e i giardini di Forodhani",
          "Stone Town: Prison Island y los jardines de Forodhani",
          "Stone Town : Prison Island et les jardins de Forodhani",
          "Stone Town: Prison Island und die Forodhani-Gärten",
        ],
        [
          "By boat to Changuu, Prison Island, among its giant Aldabra tortoises, then at dusk the Forodhani gardens on the seafront, where cooks grill seafood and make Zanzibar pizza while boys dive off the wall.",
          "In barca a Changuu, Prison Island, tra le sue tartarughe giganti di Aldabra, poi al tramonto i giardini di Forodhani sul mare, dove si griglia pesce e si prepara la pizza di Zanzibar mentre i ragazzi si tuffano dal muro.",
          "En barca a Changuu, Prison Island, entre sus tortugas gigantes de Aldabra, y al atardecer los jardines de Forodhani frente al mar, donde se asa marisco y se hace pizza de Zanzíbar mientras los chicos saltan del muro.",
          "En bateau jusqu'à Changuu, Prison Island, parmi ses tortues géantes d'Aldabra, puis au crépuscule les jardins de Forodhani sur le front de mer, où l'on grille fruits de mer et pizza de Zanzibar tandis que les garçons plongent du mur.",
          "Mit dem Boot nach Changuu, Prison Island, zu den Aldabra-Riesenschildkröten, dann in der Dämmerung die Forodhani-Gärten am Meer, wo Meeresfrüchte gegrillt und Sansibar-Pizza gebacken wird, während Jungen von der Mauer springen.",
        ],
      ],
    ],
  },
  "TZA Nungwi": {
    days: [
      [
        "beach",
        [
          "Nungwi: the beaches of the northern tip",
          "Nungwi: le spiagge della punta nord",
          "Nungwi: las playas de la punta norte",
          "Nungwi : les plages de la pointe nord",
          "Nungwi: die Strände der Nordspitze",
        ],
        [
          "A day on the white beaches of Zanzibar's northern tip, where the sea stays deep enough to swim at any tide, with a walk along the sand to Kendwa and the dhow builders at work on the shore.",
          "Una giornata sulle spiagge bianche della punta nord di Zanzibar, dove il mare resta profondo abbastanza per nuotare con qualsiasi marea, con una passeggiata fino a Kendwa e i costruttori di dhow al lavoro sulla riva.",
          "Un día en las playas blancas de la punta norte de Zanzíbar, donde el mar es lo bastante hondo para nadar con cualquier marea, con un paseo por la arena hasta Kendwa y los constructores de dhows trabajando en la orilla.",
          "Une journée sur les plages blanches de la pointe nord de Zanzibar, où la mer reste assez profonde pour se baigner à toute marée, avec une balade jusqu'à Kendwa et les charpentiers de boutres au travail sur la grève.",
          "Ein Tag an den weißen Stränden der Nordspitze Sansibars, wo das Meer bei jeder Tide tief genug zum Schwimmen bleibt, mit einem Spaziergang nach Kendwa und zu den Daubauern am Ufer.",
        ],
      ],
      [
        "boat",
        [
          "Nungwi: a sunset dhow cruise",
          "Nungwi: un dhow al tramonto",
          "Nungwi: un dhow al atardecer",
          "Nungwi : un boutre au coucher du soleil",
          "Nungwi: Dau-Fahrt in den Sonnenuntergang",
        ],
        [
          "Aboard a wooden sailing dhow off the northern tip, with a swim and a snorkel stop over the reef, and fruit on deck as the sun goes down behind the lateen sail.",
          "A bordo di un dhow di legno a vela al largo della punta nord, con una sosta per nuotare con la maschera sul reef e frutta sul ponte mentre il sole cala dietro la vela latina.",
          "A bordo de un dhow de madera a vela frente a la punta norte, con una parada para hacer esnórquel sobre el arrecife y fruta en cubierta mientras el sol se pone tras la vela latina.",
          "À bord d'un boutre de bois à voile au large de la pointe nord, avec une halte baignade et masque au-dessus du récif, et des fruits sur le pont pendant que le soleil se couche derrière la voile latine.",
          "An Bord einer hölzernen Segeldau vor der Nordspitze, mit einem Schnorchelstopp über dem Riff und Obst an Deck, während die Sonne hinter dem Lateinersegel versinkt.",
        ],
      ],
      [
        "night",
        [
          "Nungwi: beach bars of Nungwi and Kendwa",
          "Nungwi: i bar sulla spiaggia di Nungwi e Kendwa",
          "Nungwi: los bares de playa de Nungwi y Kendwa",
          "Nungwi : les bars de plage de Nungwi et Kendwa",
          "Nungwi: die Strandbars von Nungwi und Kendwa",
        ],
        [
          "An evening in the beach bars strung along the sand of Nungwi and Kendwa, with grilled seafood, Swahili bands and DJs, and dancing barefoot under the stars until late.",
          "Una serata nei bar allineati sulla sabbia di Nungwi e Kendwa, con pesce alla griglia, gruppi swahili e dj, e balli a piedi nudi sotto le stelle fino a tardi.",
          "Una noche en los bares de playa alineados en la arena de Nungwi y Kendwa, con marisco a la brasa, grupos suajilis y DJ, y baile descalzos bajo las estrellas hasta tarde.",
          "Une soirée dans les bars alignés sur le sable de Nungwi et de Kendwa, avec fruits de mer grillés, groupes swahilis et DJ, et danse pieds nus sous les étoiles jusque tard.",
          "Ein Abend in den Strandbars im Sand von Nungwi und Kendwa, mit gegrillten Meeresfrüchten, Swahili-Bands und DJs und barfuß Tanzen unter den Sternen bis spät.",
        ],
      ],
    ],
  },
  "UGA Entebbe": {
    days: [
      [
        "see",
        [
          "Entebbe: shoebills in the Mabamba swamp",
          "Entebbe: i becchi a scarpa della palude di Mabamba",
          "Entebbe: los picozapatos del pantano de Mabamba",
          "Entebbe : les becs-en-sabot du marais de Mabamba",
          "Entebbe: Schuhschnäbel im Mabamba-Sumpf",
        ],
        [
          "By wooden canoe through the papyrus channels of the Mabamba swamp on Lake Victoria, with a local birder, looking for the prehistoric-looking shoebill stork, then the Entebbe Botanical Gardens.",
          "In canoa di legno tra i canali di papiro della palude di Mabamba sul lago Vittoria, con un birdwatcher locale, in cerca del becco a scarpa dall'aspetto preistorico, poi l'orto botanico di Entebbe.",
          "En canoa de madera por los canales de papiro del pantano de Mabamba, en el lago Victoria, con un ornitólogo local, buscando al picozapato de aspecto prehistórico, y luego el jardín botánico de Entebbe.",
          "En pirogue de bois dans les chenaux de papyrus du marais de Mabamba sur le lac Victoria, avec un ornithologue local, à la recherche du bec-en-sabot à l'allure préhistorique, puis le jardin botanique d'Entebbe.",
          "Im Holzkanu durch die Papyruskanäle des Mabamba-Sumpfs am Victoriasee, mit einem örtlichen Vogelkundler, auf der Suche nach dem urzeitlich wirkenden Schuhschnabel, dann der Botanische Garten von Entebbe.",
        ],
      ],
      [
        "see",
        [
          "Entebbe: the chimpanzees of Ngamba Island",
          "Entebbe: gli scimpanzé dell'isola di Ngamba",
          "Entebbe: los chimpancés de la isla de Ngamba",
          "Entebbe : les chimpanzés de l'île de Ngamba",
          "Entebbe: die Schimpansen der Insel Ngamba",
        ],
        [
          "By boat across Lake Victoria to Ngamba Island, a forested sanctuary for orphaned and rescued chimpanzees, to watch them at their feeding time from a raised walkway and hear their stories from the keepers.",
          "In barca sul lago Vittoria fino all'isola di Ngamba, santuario boscoso per scimpanzé orfani e salvati, per osservarli all'ora del pasto da una passerella rialzata e ascoltare le loro storie dai custodi.",
          "En barco por el lago Victoria hasta la isla de Ngamba, un santuario boscoso para chimpancés huérfanos y rescatados, para verlos a la hora de comer desde una pasarela y escuchar sus historias de boca de los cuidadores.",
          "En bateau sur le lac Victoria jusqu'à l'île de Ngamba, sanctuaire boisé pour chimpanzés orphelins et sauvés, pour les observer au repas depuis une passerelle et entendre leur histoire racontée par les soigneurs.",
          "Mit dem Boot über den Victoriasee zur Insel Ngamba, einem bewaldeten Schutzgebiet für verwaiste und gerettete Schimpansen, um sie bei der Fütterung vom Steg aus zu beobachten und ihre Geschichten von den Pflegern zu hören.",
        ],
      ],
      [
        "food",
        [
          "Entebbe: luwombo, matoke and Lake Victoria tilapia",
          "Entebbe: luwombo, matoke e tilapia del lago Vittoria",
          "Entebbe: luwombo, matoke y tilapia del lago Victoria",
          "Entebbe : luwombo, matoke et tilapia du lac Victoria",
          "Entebbe: Luwombo, Matoke und Tilapia aus dem Victoriasee",
        ],
        [
          "The fish landing at Kigungu, where boats bring in tilapia and Nile perch, then a Ganda lunch of luwombo, chicken steamed in banana leaves with groundnut sauce, and matoke, mashed green bananas.",
          "Lo sbarco del pesce a Kigungu, dove le barche portano tilapia e persico del Nilo, poi un pranzo ganda di luwombo, pollo cotto al vapore in foglie di banano con salsa di arachidi, e matoke, banane verdi schiacciate.",
          "El desembarco de pescado en Kigungu, donde las barcas traen tilapia y perca del Nilo, y luego un almuerzo ganda de luwombo, pollo al vapor en hojas de plátano con salsa de cacahuete, y matoke, plátano verde en puré.",
          "Le débarcadère de Kigungu, où les barques rapportent tilapias et perches du Nil, puis un déjeuner ganda de luwombo, poulet cuit à l'étouffée dans des feuilles de bananier à la sauce arachide, et matoke, bananes vertes écrasées.",
          "Die Fischanlandestelle Kigungu, wo Boote Tilapia und Nilbarsch bringen, dann ein Ganda-Mittagessen mit Luwombo, in Bananenblättern gedämpftem Huhn mit Erdnusssauce, und Matoke, gestampften grünen Kochbananen.",
        ],
      ],
    ],
  },
  "UGA Jinja": {
    days: [
      [
        "see",
        [
          "Jinja: by boat to the source of the Nile",
          "Jinja: in barca alla sorgente del Nilo",
          "Jinja: en barca a la fuente del Nilo",
          "Jinja : en bateau à la source du Nil",
          "Jinja: mit dem Boot zur Nilquelle",
        ],
        [
          "By boat to the spot where the Victoria Nile leaves Lake Victoria, past the memorial to the explorer Speke, with cormorants and kingfishers on the rocks and fishermen in their canoes.",
          "In barca fino al punto in cui il Nilo Vittoria lascia il lago Vittoria, oltre il memoriale dell'esploratore Speke, con cormorani e martin pescatori sulle rocce e pescatori nelle loro canoe.",
          "En barca hasta el lugar donde el Nilo Victoria sale del lago Victoria, junto al monumento al explorador Speke, con cormoranes y martines pescadores en las rocas y pescadores en sus canoas.",
          "En bateau jusqu'à l'endroit où le Nil Victoria quitte le lac Victoria, devant le mémorial de l'explorateur Speke, avec cormorans et martins-pêcheurs sur les rochers et pêcheurs dans leurs pirogues.",
          "Mit dem Boot zu der Stelle, an der der Victoria-Nil den Victoriasee verlässt, vorbei am Denkmal für den Entdecker Speke, mit Kormoranen und Eisvögeln auf den Felsen und Fischern in ihren Kanus.",
        ],
      ],
      [
        "see",
        [
          "Jinja: rafting the Victoria Nile",
          "Jinja: rafting sul Nilo Vittoria",
          "Jinja: rafting en el Nilo Victoria",
          "Jinja : rafting sur le Nil Victoria",
          "Jinja: Rafting auf dem Victoria-Nil",
        ],
        [
          "A day of white-water rafting with a local outfitter down the rapids of the Victoria Nile below Jinja, with calm stretches to swim between them and a riverside lunch, or a gentler float for those who prefer it.",
          "Una giornata di rafting con un operatore locale sulle rapide del Nilo Vittoria a valle di Jinja, con tratti calmi per nuotare e pranzo sulla riva, o una discesa più tranquilla per chi preferisce.",
          "Un día de rafting con una empresa local por los rápidos del Nilo Victoria aguas abajo de Jinja, con tramos tranquilos para nadar y almuerzo en la orilla, o un descenso más suave para quien lo prefiera.",
          "Une journée de rafting avec un prestataire local dans les rapides du Nil Victoria en aval de Jinja, avec des passages calmes pour se baigner et un déjeuner sur la rive, ou une descente plus douce pour qui préfère.",
          "Ein Tag Wildwasser-Rafting mit einem örtlichen Anbieter über die Stromschnellen des Victoria-Nils unterhalb von Jinja, mit ruhigen Abschnitten zum Schwimmen und Mittagessen am Ufer, oder eine gemütlichere Fahrt.",
        ],
      ],
      [
        "food",
        [
          "Jinja: rolex and the central market",
          "Jinja: rolex e il mercato centrale",
          "Jinja: rolex y el mercado central",
          "Jinja : rolex et marché central",
          "Jinja: Rolex und der Zentralmarkt",
        ],
        [
          "The Ugandan rolex, a chapati rolled around fried eggs with tomato and cabbage, from a street stand, then the central market's stalls of matoke, passion fruit and smoked fish, and a plate of Nile tilapia.",
          "Il rolex ugandese, un chapati arrotolato intorno a una frittata con pomodoro e cavolo, da un banchetto di strada, poi i banchi del mercato centrale con matoke, frutto della passione e pesce affumicato, e un piatto di tilapia del Nilo.",
          "El rolex ugandés, un chapati enrollado alrededor de una tortilla con tomate y repollo, de un puesto callejero, y luego los puestos del mercado central con matoke, maracuyá y pescado ahumado, y un plato de tilapia del Nilo.",
          "Le rolex ougandais, chapati roulé autour d'une omelette à la tomate et au chou, d'un stand de rue, puis les étals du marché central, matoke, fruits de la passion et poisson fumé, et une assiette de tilapia du Nil.",
          "Der ugandische Rolex, ein um ein Omelett mit Tomate und Kohl gerollter Chapati vom Straßenstand, dann die Stände des Zentralmarkts mit Matoke, Passionsfrüchten und Räucherfisch und ein Teller Nil-Tilapia.",
        ],
      ],
    ],
  },
  "UGA Murchison Falls": {
    days: [
      [
        "game",
        [
          "Murchison Falls: the Buligi plains north of the Nile",
          "Cascate Murchison: le piane di Buligi a nord del Nilo",
          "Cataratas Murchison: las llanuras de Buligi al norte del Nilo",
          "Chutes Murchison : les plaines de Buligi au nord du Nil",
          "Murchison-Fälle: die Buligi-Ebenen nördlich des Nils",
        ],
        [
          "Across the Nile at Paraa at dawn, then a drive on the Buligi tracks among borassus palms, where Rothschild's giraffes, Uganda kob, buffalo, elephants and lions share the grassland toward Lake Albert.",
          "Oltre il Nilo a Paraa all'alba, poi un safari sulle piste di Buligi tra le palme borassus, dove giraffe di Rothschild, cob dell'Uganda, bufali, elefanti e leoni si dividono la prateria verso il lago Alberto.",
          "Cruce del Nilo en Paraa al amanecer y safari por las pistas de Buligi entre palmeras borassus, donde jirafas de Rothschild, cobos de Uganda, búfalos, elefantes y leones comparten la pradera hacia el lago Alberto.",
          "Traversée du Nil à Paraa à l'aube, puis un safari sur les pistes de Buligi parmi les rôniers, où girafes de Rothschild, cobs de Buffon, buffles, éléphants et lions se partagent la prairie vers le lac Albert.",
          "Im Morgengrauen bei Paraa über den Nil, dann eine Pirsch auf den Buligi-Pisten zwischen Borassuspalmen, wo Rothschild-Giraffen, Uganda-Kobs, Büffel, Elefanten und Löwen das Grasland zum Albertsee teilen.",
        ],
      ],
      [
        "game",
        [
          "Murchison Falls: by boat to the foot of the falls",
          "Cascate Murchison: in barca ai piedi delle cascate",
          "Cataratas Murchison: en barco al pie de las cataratas",
          "Chutes Murchison : en bateau au pied des chutes",
          "Murchison-Fälle: mit dem Boot an den Fuß der Fälle",
        ],
        [
          "A boat safari upstream past hippo pods, huge crocodiles and elephants on the banks to the foot of the falls, then a walk up to the top, where the whole Nile forces itself through a rock cleft only a few strides wide.",
          "Un safari in barca controcorrente tra branchi di ippopotami, enormi coccodrilli ed elefanti sulle rive fino ai piedi delle cascate, poi una salita in cima, dove tutto il Nilo si infila in una fessura larga pochi metri.",
          "Un safari en barco río arriba entre manadas de hipopótamos, enormes cocodrilos y elefantes en las orillas hasta el pie de las cataratas, y luego una subida a lo alto, donde todo el Nilo se cuela por una grieta de pocos metros.",
          "Un safari en bateau en remontant le fleuve parmi hippopotames, crocodiles énormes et éléphants des berges jusqu'au pied des chutes, puis une montée au sommet, où tout le Nil s'engouffre dans une brèche de quelques mètres.",
          "Eine Bootssafari flussaufwärts vorbei an Flusspferdgruppen, riesigen Krokodilen und Elefanten am Ufer bis an den Fuß der Fälle, dann hinauf zur Oberkante, wo sich der ganze Nil durch eine wenige Meter breite Spalte zwängt.",
        ],
      ],
    ],
  },
  "UGA Kibale Forest": {
    days: [
      [
        "see",
        [
          "Kibale Forest: tracking the chimpanzees",
          "Foresta di Kibale: sulle tracce degli scimpanzé",
          "Bosque de Kibale: tras los chimpancés",
          "Forêt de Kibale : sur la piste des chimpanzés",
          "Kibale-Wald: auf der Spur der Schimpansen",
        ],
        [
          "With a permit and a ranger from Kanyanchu into the rainforest, following pant-hoots through the trees to a habituated chimpanzee community, for an hour watching them feed, groom and call.",
          "Con il permesso e un ranger da Kanyanchu nella foresta pluviale, seguendo i richiami tra gli alberi fino a una comunità di scimpanzé abituati all'uomo, per un'ora a guardarli mangiare, spulciarsi e chiamarsi.",
          "Con permiso y un guarda desde Kanyanchu por la selva, siguiendo los gritos entre los árboles hasta una comunidad de chimpancés habituados, para pasar una hora viéndolos comer, acicalarse y llamarse.",
          "Avec un permis et un garde depuis Kanyanchu dans la forêt pluviale, en suivant les cris à travers les arbres jusqu'à une communauté de chimpanzés habitués, pour une heure à les voir manger, s'épouiller et s'appeler.",
          "Mit Genehmigung und Ranger von Kanyanchu in den Regenwald, den Rufen durch die Bäume folgend zu einer habituierten Schimpansengemeinschaft, für eine Stunde beim Fressen, Lausen und Rufen.",
        ],
      ],
      [
        "see",
        [
          "Kibale Forest: the Bigodi wetland",
          "Foresta di Kibale: la zona umida di Bigodi",
          "Bosque de Kibale: el humedal de Bigodi",
          "Forêt de Kibale : le marais de Bigodi",
          "Kibale-Wald: das Feuchtgebiet Bigodi",
        ],
        [
          "A walk on the boardwalks of the Bigodi wetland sanctuary, run by the village community, among papyrus and palms with red colobus, l'Hoest's monkeys and the great blue turaco.",
          "Una passeggiata sulle passerelle del santuario della zona umida di Bigodi, gestito dalla comunità del villaggio, tra papiri e palme con colobi rossi, cercopitechi di l'Hoest e turachi blu giganti.",
          "Un paseo por las pasarelas del santuario del humedal de Bigodi, gestionado por la comunidad de la aldea, entre papiros y palmeras con colobos rojos, monos de l'Hoest y turacos gigantes.",
          "Une balade sur les passerelles du sanctuaire du marais de Bigodi, géré par la communauté du village, parmi papyrus et palmiers, avec colobes bais, cercopithèques de l'Hoest et touracos géants.",
          "Ein Gang über die Stege des Feuchtgebiets Bigodi, das die Dorfgemeinschaft betreibt, zwischen Papyrus und Palmen mit Roten Stummelaffen, Vollbartmeerkatzen und Riesenturakos.",
        ],
      ],
    ],
  },
  "UGA Queen Elizabeth National Park": {
    days: [
      [
        "game",
        [
          "Queen Elizabeth National Park: the Kazinga Channel by boat",
          "Parco nazionale Queen Elizabeth: il canale Kazinga in barca",
          "Parque nacional Queen Elizabeth: el canal Kazinga en barco",
          "Parc national Queen Elizabeth : le canal de Kazinga en bateau",
          "Queen-Elizabeth-Nationalpark: der Kazinga-Kanal im Boot",
        ],
        [
          "A boat safari along the Kazinga Channel between Lakes George and Edward, past dense gatherings of hippos, buffalo wallowing in the shallows, elephants drinking and pelicans and kingfishers on the banks.",
          "Un safari in barca lungo il canale Kazinga tra i laghi Giorgio ed Edoardo, tra folti gruppi di ippopotami, bufali immersi nell'acqua bassa, elefanti che bevono e pellicani e martin pescatori sulle rive.",
          "Un safari en barco por el canal Kazinga entre los lagos Jorge y Eduardo, junto a densos grupos de hipopótamos, búfalos revolcándose en el agua, elefantes que beben y pelícanos y martines pescadores en las orillas.",
          "Un safari en bateau sur le canal de Kazinga entre les lacs George et Édouard, devant des rassemblements d'hippopotames, des buffles vautrés dans les eaux basses, des éléphants qui boivent et pélicans et martins-pêcheurs sur les berges.",
          "Eine Bootssafari auf dem Kazinga-Kanal zwischen Edward- und Georgsee, vorbei an dichten Flusspferdgruppen, im Flachwasser suhlenden Büffeln, trinkenden Elefanten sowie Pelikanen und Eisvögeln am Ufer.",
        ],
      ],
      [
        "game",
        [
          "Queen Elizabeth National Park: the Kasenyi plains",
          "Parco nazionale Queen Elizabeth: le piane di Kasenyi",
          "Parque nacional Queen Elizabeth: las llanuras de Kasenyi",
          "Parc national Queen Elizabeth : les plaines de Kasenyi",
          "Queen-Elizabeth-Nationalpark: die Kasenyi-Ebenen",
        ],
        [
          "An early drive on the Kasenyi plains, where herds of Uganda kob gather on their breeding grounds and lions come to hunt them, with the crater lakes and Rwenzori mountains on the horizon.",
          "Un safari all'alba nelle piane di Kasenyi, dove branchi di cob dell'Uganda si radunano nelle arene di accoppiamento e i leoni vengono a cacciarli, con i laghi vulcanici e i monti Rwenzori all'orizzonte.",
          "Un safari temprano por las llanuras de Kasenyi, donde manadas de cobos de Uganda se reúnen en sus zonas de cría y los leones vienen a cazarlos, con los lagos de cráter y los montes Rwenzori en el horizonte.",
          "Un safari matinal dans les plaines de Kasenyi, où les troupeaux de cobs de Buffon se rassemblent sur leurs aires de reproduction et où les lions viennent chasser, avec les lacs de cratère et le Rwenzori à l'horizon.",
          "Eine frühe Pirsch in den Kasenyi-Ebenen, wo sich Uganda-Kobs auf ihren Balzplätzen sammeln und Löwen auf die Jagd kommen, mit den Kraterseen und dem Ruwenzori am Horizont.",
        ],
      ],
      [
        "game",
        [
          "Queen Elizabeth National Park: the tree lions of Ishasha",
          "Parco nazionale Queen Elizabeth: i leoni arboricoli di Ishasha",
          "Parque nacional Queen Elizabeth: los leones trepadores de Ishasha",
          "Parc national Queen Elizabeth : les lions grimpeurs d'Ishasha",
          "Queen-Elizabeth-Nationalpark: die Baumlöwen von Ishasha",
        ],
        [
          "In the remote southern sector of Ishasha, searching the branches of the big fig trees for the lions that climb up to rest in them, among topi, buffalo and elephants on the open grassland.",
          "Nel remoto settore meridionale di Ishasha, cercando tra i rami dei grandi fichi i leoni che vi salgono a riposare, tra topi, bufali ed elefanti nella prateria aperta.",
          "En el remoto sector sur de Ishasha, buscando entre las ramas de las grandes higueras a los leones que suben a descansar en ellas, entre topis, búfalos y elefantes en la pradera abierta.",
          "Dans le lointain secteur sud d'Ishasha, à chercher dans les branches des grands figuiers les lions qui y montent se reposer, parmi topis, buffles et éléphants de la prairie ouverte.",
          "Im abgelegenen Südsektor Ishasha in den Ästen der großen Feigenbäume nach den Löwen suchen, die zum Ruhen hinaufklettern, zwischen Topis, Büffeln und Elefanten im offenen Grasland.",
        ],
      ],
    ],
  },
  "UGA Bwindi": {
    days: [
      [
        "see",
        [
          "Bwindi: gorilla trekking",
          "Bwindi: trekking dei gorilla",
          "Bwindi: rastreo de gorilas",
          "Bwindi : la marche vers les gorilles",
          "Bwindi: Gorilla-Trekking",
        ],
        [
          "With a gorilla permit, rangers and trackers into the steep Impenetrable Forest, following the trail of a habituated mountain gorilla family, for one unforgettable hour in their company.",
          "Con il permesso, ranger e pisteur nella ripida Foresta Impenetrabile, seguendo le tracce di una famiglia di gorilla di montagna abituata all'uomo, per un'ora indimenticabile in loro compagnia.",
          "Con el permiso, guardas y rastreadores por el empinado Bosque Impenetrable, siguiendo el rastro de una familia habituada de gorilas de montaña, para pasar una hora inolvidable en su compañía.",
          "Avec le permis, les gardes et les pisteurs dans la forêt impénétrable aux pentes raides, sur la trace d'une famille de gorilles de montagne habitués, pour une heure inoubliable en leur compagnie.",
          "Mit Gorilla-Genehmigung, Rangern und Fährtenlesern in den steilen Undurchdringlichen Wald, auf der Spur einer habituierten Berggorilla-Familie, für eine unvergessliche Stunde in ihrer Nähe.",
        ],
      ],
      [
        "see",
        [
          "Bwindi: the Buhoma village walk",
          "Bwindi: la passeggiata nel villaggio di Buhoma",
          "Bwindi: el paseo por la aldea de Buhoma",
          "Bwindi : la balade au village de Buhoma",
          "Bwindi: der Dorfrundgang in Buhoma",
        ],
        [
          "A walk with village guides around Buhoma at the forest's edge: tea gardens, a traditional healer, a banana beer brewer, a Batwa family's story of leaving the forest, and a waterfall on the Munyaga river.",
          "Una passeggiata con guide del villaggio intorno a Buhoma ai margini della foresta: piantagioni di tè, un guaritore tradizionale, chi produce birra di banana, la storia di una famiglia batwa uscita dalla foresta e una cascata sul Munyaga.",
          "Un paseo con guías de la aldea por Buhoma, al borde del bosque: plantaciones de té, un curandero tradicional, un cervecero de banana, la historia de una familia batwa que dejó el bosque y una cascada en el río Munyaga.",
          "Une balade avec des guides du village autour de Buhoma, à la lisière de la forêt : jardins de thé, un guérisseur, un brasseur de bière de banane, l'histoire d'une famille batwa sortie de la forêt et une cascade sur la Munyaga.",
          "Ein Rundgang mit Dorfführern um Buhoma am Waldrand: Teegärten, ein traditioneller Heiler, ein Bananenbierbrauer, die Geschichte einer Batwa-Familie, die den Wald verlassen musste, und ein Wasserfall am Munyaga.",
        ],
      ],
    ],
  },
  "UGA Lake Bunyonyi": {
    days: [
      [
        "see",
        [
          "Lake Bunyonyi: by dugout among the islands",
          "Lago Bunyonyi: in piroga tra le isole",
          "Lago Bunyonyi: en piragua entre las islas",
          "Lac Bunyonyi : en pirogue parmi les îles",
          "Bunyonyi-See: im Einbaum zwischen den Inseln",
        ],
        [
          "By dugout canoe across the deep, calm lake among its terraced islands, to tiny Punishment Island and its story, and to an island village, with crested cranes and otters along the shores.",
          "In piroga scavata sul lago profondo e calmo tra le isole a terrazze, fino alla minuscola Punishment Island e alla sua storia e a un villaggio isolano, con gru coronate e lontre lungo le rive.",
          "En piragua por el lago hondo y tranquilo entre sus islas de bancales, hasta la diminuta Punishment Island y su historia, y a una aldea isleña, con grullas coronadas y nutrias en las orillas.",
          "En pirogue sur le lac profond et calme parmi ses îles en terrasses, jusqu'à la minuscule Punishment Island et son histoire, puis un village insulaire, avec grues couronnées et loutres le long des rives.",
          "Im Einbaum über den tiefen, ruhigen See zwischen terrassierten Inseln, zur winzigen Punishment Island und ihrer Geschichte und zu einem Inseldorf, mit Kronenkranichen und Ottern an den Ufern.",
        ],
      ],
      [
        "see",
        [
          "Lake Bunyonyi: the terraced hills on foot",
          "Lago Bunyonyi: le colline a terrazze a piedi",
          "Lago Bunyonyi: las colinas de bancales a pie",
          "Lac Bunyonyi : les collines en terrasses à pied",
          "Bunyonyi-See: zu Fuß durch die Terrassenhügel",
        ],
        [
          "A walk with a local guide over the steep hills above the lake, through Bakiga farming villages and terraces of beans and sorghum, with views down to the twenty-nine islands.",
          "Una camminata con una guida locale sulle ripide colline sopra il lago, tra villaggi di contadini bakiga e terrazzi di fagioli e sorgo, con la vista sulle ventinove isole.",
          "Una caminata con un guía local por las empinadas colinas sobre el lago, entre aldeas campesinas bakiga y bancales de frijoles y sorgo, con vistas a las veintinueve islas.",
          "Une marche avec un guide local sur les collines escarpées au-dessus du lac, à travers les villages de paysans bakiga et les terrasses de haricots et de sorgho, avec la vue sur les vingt-neuf îles.",
          "Eine Wanderung mit einem örtlichen Guide über die steilen Hügel am See, durch Bakiga-Bauerndörfer und Terrassen mit Bohnen und Sorghum, mit Blick auf die neunundzwanzig Inseln.",
        ],
      ],
    ],
  },
  "RWA Kigali": {
    days: [
      [
        "see",
        [
          "Kigali: the Genocide Memorial",
          "Kigali: il Memoriale del genocidio",
          "Kigali: el Memorial del Genocidio",
          "Kigali : le Mémorial du génocide",
          "Kigali: die Genozid-Gedenkstätte",
        ],
        [
          "A quiet morning at the Kigali Genocide Memorial, where some 250,000 victims of 1994 are buried and the exhibits tell how it happened, then the Kandt House museum on the city's early days.",
          "Una mattina in silenzio al Memoriale del genocidio di Kigali, dove riposano circa 250.000 vittime del 1994 e le sale raccontano come avvenne, poi il museo della Kandt House sui primi tempi della città.",
          "Una mañana en silencio en el Memorial del Genocidio de Kigali, donde descansan unas 250.000 víctimas de 1994 y las salas cuentan cómo ocurrió, y después el museo de la Kandt House sobre los comienzos de la ciudad.",
          "Une matinée de recueillement au Mémorial du génocide de Kigali, où reposent quelque 250 000 victimes de 1994 et où les salles racontent comment il s'est produit, puis le musée de la maison Kandt sur les débuts de la ville.",
          "Ein stiller Vormittag an der Genozid-Gedenkstätte Kigali, wo rund 250.000 Opfer von 1994 begraben sind und die Ausstellung den Ablauf erklärt, dann das Museum im Kandt-Haus über die Anfänge der Stadt.",
        ],
      ],
      [
        "see",
        [
          "Kigali: Nyamirambo and the art studios",
          "Kigali: Nyamirambo e gli studi d'arte",
          "Kigali: Nyamirambo y los talleres de arte",
          "Kigali : Nyamirambo et les ateliers d'artistes",
          "Kigali: Nyamirambo und die Kunstateliers",
        ],
        [
          "A walk led by local women through the lively hillside quarter of Nyamirambo, its tailors, barbers and the green mosque, then the Inema art studios and the view over the city's hills.",
          "Una passeggiata guidata da donne del posto nel vivace quartiere collinare di Nyamirambo, tra sarti, barbieri e la moschea verde, poi gli studi d'arte Inema e la vista sulle colline della città.",
          "Un paseo guiado por mujeres del barrio por la animada ladera de Nyamirambo, con sus sastres, barberos y la mezquita verde, y luego los talleres de arte Inema y la vista sobre las colinas de la ciudad.",
          "Une balade menée par des femmes du quartier dans le vivant Nyamirambo à flanc de colline, ses tailleurs, ses barbiers et sa mosquée verte, puis les ateliers d'art Inema et la vue sur les collines de la ville.",
          "Ein von Frauen aus dem Viertel geführter Gang durch das lebhafte Hangviertel Nyamirambo mit Schneidern, Friseuren und der grünen Moschee, dann die Inema-Kunstateliers und der Blick über die Hügel der Stadt.",
        ],
      ],
      [
        "food",
        [
          "Kigali: Kimironko market, brochettes and coffee",
          "Kigali: il mercato di Kimironko, spiedini e caffè",
          "Kigali: el mercado de Kimironko, brochetas y café",
          "Kigali : le marché de Kimironko, brochettes et café",
          "Kigali: der Kimironko-Markt, Spieße und Kaffee",
        ],
        [
          "Kimironko market, with its mountains of avocados, tree tomatoes and cassava leaves and its tailors sewing kitenge cloth, then isombe, goat brochettes and a cup of Rwandan highland coffee.",
          "Il mercato di Kimironko, con montagne di avocado, pomodori arborei e foglie di manioca e i sarti che cuciono stoffe kitenge, poi isombe, spiedini di capra e una tazza di caffè degli altipiani ruandesi.",
          "El mercado de Kimironko, con montañas de aguacates, tomates de árbol y hojas de yuca y sus sastres que cosen telas kitenge, y después isombe, brochetas de cabra y una taza de café de las tierras altas de Ruanda.",
          "Le marché de Kimironko, ses montagnes d'avocats, de tamarillos et de feuilles de manioc et ses tailleurs qui cousent le kitenge, puis l'isombe, des brochettes de chèvre et un café des hauts plateaux rwandais.",
          "Der Kimironko-Markt mit Bergen von Avocados, Baumtomaten und Maniokblättern und Schneidern, die Kitenge-Stoffe nähen, dann Isombe, Ziegenspieße und eine Tasse ruandischer Hochlandkaffee.",
        ],
      ],
    ],
  },
  "RWA Musanze": {
    days: [
      [
        "see",
        [
          "Musanze: the lava caves and the twin lakes",
          "Musanze: le grotte di lava e i laghi gemelli",
          "Musanze: las cuevas de lava y los lagos gemelos",
          "Musanze : les grottes de lave et les lacs jumeaux",
          "Musanze: die Lavahöhlen und die Zwillingsseen",
        ],
        [
          "Through the Musanze caves, a long lava tube with bats and shafts of light, then to the twin lakes of Burera and Ruhondo, their terraced shores under the chain of the Virunga volcanoes.",
          "Nelle grotte di Musanze, un lungo tunnel di lava con pipistrelli e fasci di luce, poi ai laghi gemelli Burera e Ruhondo, con le rive a terrazze sotto la catena dei vulcani Virunga.",
          "Por las cuevas de Musanze, un largo tubo de lava con murciélagos y haces de luz, y luego a los lagos gemelos Burera y Ruhondo, con sus orillas de bancales bajo la cadena de volcanes Virunga.",
          "Dans les grottes de Musanze, long tunnel de lave aux chauves-souris et aux puits de lumière, puis les lacs jumeaux Burera et Ruhondo, leurs rives en terrasses sous la chaîne des volcans Virunga.",
          "Durch die Musanze-Höhlen, eine lange Lavaröhre mit Fledermäusen und Lichtschächten, dann zu den Zwillingsseen Burera und Ruhondo mit terrassierten Ufern unter der Kette der Virunga-Vulkane.",
        ],
      ],
      [
        "food",
        [
          "Musanze: volcanic potatoes and banana beer",
          "Musanze: patate vulcaniche e birra di banana",
          "Musanze: patatas volcánicas y cerveza de banana",
          "Musanze : pommes de terre volcaniques et bière de banane",
          "Musanze: Vulkankartoffeln und Bananenbier",
        ],
        [
          "With a farming family in the fertile volcanic soil below the Virungas, digging the potatoes the region is known for, then cooking them with beans and greens and tasting urwagwa, banana beer.",
          "Con una famiglia di contadini nella fertile terra vulcanica sotto i Virunga, raccogliendo le patate per cui la regione è nota, poi cucinandole con fagioli e verdure e assaggiando l'urwagwa, birra di banana.",
          "Con una familia campesina en la fértil tierra volcánica bajo los Virunga, sacando las patatas por las que es conocida la región, cocinándolas con frijoles y verduras y probando el urwagwa, cerveza de banana.",
          "Avec une famille de paysans dans la terre volcanique fertile au pied des Virunga, récolter les pommes de terre qui font la réputation de la région, les cuisiner avec haricots et légumes et goûter l'urwagwa, bière de banane.",
          "Bei einer Bauernfamilie im fruchtbaren Vulkanboden unter den Virungas die Kartoffeln ernten, für die die Region bekannt ist, sie mit Bohnen und Grünzeug kochen und Urwagwa probieren, Bananenbier.",
        ],
      ],
    ],
  },
  "RWA Volcanoes National Park": {
    days: [
      [
        "see",
        [
          "Volcanoes National Park: an hour with the mountain gorillas",
          "Parco nazionale dei Vulcani: un'ora con i gorilla di montagna",
          "Parque nacional de los Volcanes: una hora con los gorilas de montaña",
          "Parc national des Volcans : une heure avec les gorilles de montagne",
          "Volcanoes-Nationalpark: eine Stunde bei den Berggorillas",
        ],
        [
          "From the park office at Kinigi, with permits, rangers and trackers up through farmland and bamboo onto the slopes of the Virungas, to spend one hour with a habituated gorilla family.",
          "Dall'ufficio del parco a Kinigi, con permessi, ranger e pisteur su tra campi e bambù fino ai pendii dei Virunga, per trascorrere un'ora con una famiglia di gorilla abituata all'uomo.",
          "Desde la oficina del parque en Kinigi, con permisos, guardas y rastreadores, subida entre campos y bambú hasta las laderas de los Virunga, para pasar una hora con una familia de gorilas habituada.",
          "Du bureau du parc à Kinigi, avec permis, gardes et pisteurs, montée à travers les champs et les bambous jusqu'aux pentes des Virunga, pour passer une heure avec une famille de gorilles habitués.",
          "Vom Parkbüro in Kinigi mit Genehmigungen, Rangern und Fährtenlesern durch Felder und Bambus an die Hänge der Virungas, für eine Stunde bei einer habituierten Gorillafamilie.",
        ],
      ],
      [
        "see",
        [
          "Volcanoes National Park: to Dian Fossey's grave",
          "Parco nazionale dei Vulcani: alla tomba di Dian Fossey",
          "Parque nacional de los Volcanes: a la tumba de Dian Fossey",
          "Parc national des Volcans : vers la tombe de Dian Fossey",
          "Volcanoes-Nationalpark: zum Grab von Dian Fossey",
        ],
        [
          "A hike with a ranger up through hagenia forest between Karisimbi and Bisoke to the ruins of the Karisoke research camp, where Dian Fossey is buried beside the gorillas she studied.",
          "Un'escursione con un ranger nella foresta di hagenie tra il Karisimbi e il Bisoke fino ai resti del campo di ricerca di Karisoke, dove Dian Fossey è sepolta accanto ai gorilla che studiò.",
          "Una caminata con un guarda por el bosque de hagenias entre el Karisimbi y el Bisoke hasta las ruinas del campamento de investigación de Karisoke, donde Dian Fossey está enterrada junto a los gorilas que estudió.",
          "Une randonnée avec un garde dans la forêt d'hagenias entre le Karisimbi et le Bisoke jusqu'aux ruines du camp de recherche de Karisoke, où Dian Fossey repose près des gorilles qu'elle a étudiés.",
          "Eine Wanderung mit einem Ranger durch Hagenia-Wald zwischen Karisimbi und Bisoke zu den Resten der Forschungsstation Karisoke, wo Dian Fossey neben den Gorillas begraben liegt, die sie erforschte.",
        ],
      ],
    ],
  },
  "RWA Lake Kivu": {
    days: [
      [
        "see",
        [
          "Lake Kivu: the islands off Karongi",
          "Lago Kivu: le isole al largo di Karongi",
          "Lago Kivu: las islas frente a Karongi",
          "Lac Kivu : les îles au large de Karongi",
          "Kivusee: die Inseln vor Karongi",
        ],
        [
          "By boat from Karongi among the green islands of the lake, to Napoleon's Island, where thousands of fruit bats hang in the trees, and to Amahoro island for a swim in the clear, calm water.",
          "In barca da Karongi tra le isole verdi del lago, fino all'isola di Napoleone, dove migliaia di pipistrelli della frutta pendono dagli alberi, e all'isola di Amahoro per un bagno nell'acqua limpida e calma.",
          "En barca desde Karongi entre las islas verdes del lago, hasta la isla de Napoleón, donde miles de murciélagos de la fruta cuelgan de los árboles, y a la isla de Amahoro para bañarse en el agua clara y tranquila.",
          "En bateau depuis Karongi parmi les îles vertes du lac, jusqu'à l'île de Napoléon, où des milliers de roussettes pendent aux arbres, et à l'île d'Amahoro pour une baignade dans l'eau claire et calme.",
          "Mit dem Boot von Karongi zwischen den grünen Inseln des Sees zur Napoleon-Insel, wo Tausende Flughunde in den Bäumen hängen, und zur Insel Amahoro zum Baden im klaren, ruhigen Wasser.",
        ],
      ],
      [
        "see",
        [
          "Lake Kivu: the Congo Nile Trail and the singing fishermen",
          "Lago Kivu: il Congo Nile Trail e i pescatori che cantano",
          "Lago Kivu: el Congo Nile Trail y los pescadores que cantan",
          "Lac Kivu : le Congo Nile Trail et les pêcheurs qui chantent",
          "Kivusee: der Congo Nile Trail und die singenden Fischer",
        ],
        [
          "A walk on a stretch of the Congo Nile Trail above the lake near Rubavu, past coffee plots and the hot springs of Rubona, and at dusk the fishermen rowing out in linked canoes, singing to keep time.",
          "Una camminata su un tratto del Congo Nile Trail sopra il lago vicino a Rubavu, tra piantagioni di caffè e le sorgenti calde di Rubona, e al tramonto i pescatori che escono in canoe legate insieme cantando per tenere il ritmo.",
          "Una caminata por un tramo del Congo Nile Trail sobre el lago cerca de Rubavu, entre cafetales y las fuentes termales de Rubona, y al anochecer los pescadores que salen remando en canoas unidas, cantando para llevar el ritmo.",
          "Une marche sur un tronçon du Congo Nile Trail au-dessus du lac près de Rubavu, entre caféiers et sources chaudes de Rubona, et au crépuscule les pêcheurs qui partent en pirogues liées en chantant pour garder la cadence.",
          "Eine Wanderung auf einem Abschnitt des Congo Nile Trail über dem See bei Rubavu, vorbei an Kaffeegärten und den heißen Quellen von Rubona, und in der Dämmerung rudern die Fischer in verbundenen Kanus singend hinaus.",
        ],
      ],
    ],
  },
  "RWA Nyungwe": {
    days: [
      [
        "see",
        [
          "Nyungwe: the canopy walkway and Isumo waterfall",
          "Nyungwe: la passerella sulle chiome e la cascata di Isumo",
          "Nyungwe: la pasarela del dosel y la cascada de Isumo",
          "Nyungwe : la passerelle de la canopée et la cascade d'Isumo",
          "Nyungwe: der Baumkronenpfad und der Isumo-Wasserfall",
        ],
        [
          "Over the suspension bridges of the canopy walkway at Uwinka, high above a ravine of the mountain rainforest, then a trail down through tree ferns to the Isumo waterfall.",
          "Sui ponti sospesi della passerella di Uwinka, alta sopra un burrone della foresta pluviale di montagna, poi un sentiero tra felci arboree fino alla cascata di Isumo.",
          "Por los puentes colgantes de la pasarela de Uwinka, muy por encima de un barranco de la selva de montaña, y luego un sendero entre helechos arborescentes hasta la cascada de Isumo.",
          "Sur les ponts suspendus de la passerelle d'Uwinka, haut au-dessus d'un ravin de la forêt pluviale de montagne, puis un sentier parmi les fougères arborescentes jusqu'à la cascade d'Isumo.",
          "Über die Hängebrücken des Baumkronenpfads bei Uwinka hoch über einer Schlucht des Bergregenwalds, dann ein Pfad durch Baumfarne hinab zum Isumo-Wasserfall.",
        ],
      ],
      [
        "see",
        [
          "Nyungwe: chimpanzees and colobus",
          "Nyungwe: scimpanzé e colobi",
          "Nyungwe: chimpancés y colobos",
          "Nyungwe : chimpanzés et colobes",
          "Nyungwe: Schimpansen und Stummelaffen",
        ],
        [
          "An early start with trackers to find the forest's habituated chimpanzees, then a walk to a troop of Angolan colobus hundreds strong, leaping through the trees above the trail.",
          "Partenza all'alba con i pisteur per trovare gli scimpanzé abituati della foresta, poi una camminata fino a un branco di colobi dell'Angola forte di centinaia di individui che saltano tra gli alberi sopra il sentiero.",
          "Salida temprano con rastreadores para encontrar a los chimpancés habituados del bosque, y luego una caminata hasta una tropa de cientos de colobos de Angola que saltan entre los árboles sobre el sendero.",
          "Départ matinal avec les pisteurs pour trouver les chimpanzés habitués de la forêt, puis une marche vers une troupe de plusieurs centaines de colobes d'Angola bondissant dans les arbres au-dessus du sentier.",
          "Früher Aufbruch mit Fährtenlesern zu den habituierten Schimpansen des Waldes, dann eine Wanderung zu einer Hunderte Tiere starken Gruppe Angola-Stummelaffen, die über dem Pfad durch die Bäume springen.",
        ],
      ],
    ],
  },
  "RWA Akagera": {
    days: [
      [
        "game",
        [
          "Akagera: the northern plains",
          "Akagera: le piane del nord",
          "Akagera: las llanuras del norte",
          "Akagera : les plaines du nord",
          "Akagera: die Ebenen im Norden",
        ],
        [
          "A full-day drive to the grassy northern plains of the park, where lions and rhinos have been brought back, looking for them among giraffes, zebras, topi, buffalo and elephants.",
          "Un safari di un giorno nelle piane erbose del nord del parco, dove sono stati reintrodotti leoni e rinoceronti, cercandoli tra giraffe, zebre, topi, bufali ed elefanti.",
          "Un safari de un día por las llanuras herbosas del norte del parque, donde se han reintroducido leones y rinocerontes, buscándolos entre jirafas, cebras, topis, búfalos y elefantes.",
          "Un safari d'une journée dans les plaines herbeuses du nord du parc, où lions et rhinocéros ont été réintroduits, à leur recherche parmi girafes, zèbres, topis, buffles et éléphants.",
          "Eine Ganztagespirsch in die Grasebenen im Norden des Parks, wo Löwen und Nashörner wieder angesiedelt wurden, auf der Suche nach ihnen zwischen Giraffen, Zebras, Topis, Büffeln und Elefanten.",
        ],
      ],
      [
        "game",
        [
          "Akagera: a boat safari on Lake Ihema",
          "Akagera: safari in barca sul lago Ihema",
          "Akagera: safari en barco por el lago Ihema",
          "Akagera : safari en bateau sur le lac Ihema",
          "Akagera: Bootssafari auf dem Ihema-See",
        ],
        [
          "By boat along the papyrus shores of Lake Ihema, close to hippos, big crocodiles and elephants at the water, with fish eagles, kingfishers and, in the reeds, perhaps a shoebill.",
          "In barca lungo le rive di papiro del lago Ihema, vicino a ippopotami, grandi coccodrilli ed elefanti all'acqua, con aquile pescatrici, martin pescatori e, tra i canneti, forse un becco a scarpa.",
          "En barco por las orillas de papiro del lago Ihema, cerca de hipopótamos, grandes cocodrilos y elefantes en el agua, con pigargos, martines pescadores y, entre los juncos, quizá un picozapato.",
          "En bateau le long des rives de papyrus du lac Ihema, près des hippopotames, des grands crocodiles et des éléphants au bord de l'eau, avec pygargues, martins-pêcheurs et, dans les roseaux, peut-être un bec-en-sabot.",
          "Mit dem Boot an den Papyrusufern des Ihema-Sees entlang, nahe bei Flusspferden, großen Krokodilen und Elefanten am Wasser, mit Schreiseeadlern, Eisvögeln und im Schilf vielleicht einem Schuhschnabel.",
        ],
      ],
    ],
  },
  "ZAF Johannesburg": {
    days: [
      [
        "see",
        [
          "Johannesburg: the Apartheid Museum and Constitution Hill",
          "Johannesburg: il Museo dell'Apartheid e Constitution Hill",
          "Johannesburgo: el Museo del Apartheid y Constitution Hill",
          "Johannesburg : le musée de l'Apartheid et Constitution Hill",
          "Johannesburg: das Apartheid-Museum und Constitution Hill",
        ],
        [
          "The Apartheid Museum, entered through a gate marked by race as under the old laws, then Constitution Hill, the old prison where Gandhi and Mandela were held, now home of the Constitutional Court.",
          "Il Museo dell'Apartheid, in cui si entra da una porta assegnata per razza come sotto le vecchie leggi, poi Constitution Hill, il vecchio carcere dove furono rinchiusi Gandhi e Mandela, oggi sede della Corte costituzionale.",
          "El Museo del Apartheid, al que se entra por una puerta asignada por raza como bajo las viejas leyes, y luego Constitution Hill, la vieja cárcel donde estuvieron presos Gandhi y Mandela, hoy sede del Tribunal Constitucional.",
          "Le musée de l'Apartheid, où l'on entre par une porte attribuée selon la race comme sous les anciennes lois, puis Constitution Hill, l'ancienne prison de Gandhi et de Mandela, aujourd'hui siège de la Cour constitutionnelle.",
          "Das Apartheid-Museum, das man wie unter den alten Gesetzen durch ein nach Hautfarbe zugewiesenes Tor betritt, dann Constitution Hill, das alte Gefängnis Gandhis und Mandelas, heute Sitz des Verfassungsgerichts.",
        ],
      ],
      [
        "see",
        [
          "Johannesburg: Soweto and Vilakazi Street",
          "Johannesburg: Soweto e Vilakazi Street",
          "Johannesburgo: Soweto y Vilakazi Street",
          "Johannesburg : Soweto et Vilakazi Street",
          "Johannesburg: Soweto und die Vilakazi Street",
        ],
        [
          "With a guide who grew up in Soweto: Vilakazi Street, home to two Nobel laureates, Mandela's house, the Hector Pieterson memorial to the 1976 uprising, and the cooling towers of Orlando.",
          "Con una guida cresciuta a Soweto: Vilakazi Street, dove vissero due premi Nobel, la casa di Mandela, il memoriale di Hector Pieterson per la rivolta del 1976 e le torri di raffreddamento di Orlando.",
          "Con un guía que creció en Soweto: Vilakazi Street, hogar de dos premios Nobel, la casa de Mandela, el memorial de Hector Pieterson por el levantamiento de 1976 y las torres de refrigeración de Orlando.",
          "Avec un guide qui a grandi à Soweto : Vilakazi Street, rue de deux prix Nobel, la maison de Mandela, le mémorial Hector Pieterson du soulèvement de 1976 et les tours de refroidissement d'Orlando.",
          "Mit einem Guide, der in Soweto aufwuchs: die Vilakazi Street, Heimat zweier Nobelpreisträger, Mandelas Haus, die Hector-Pieterson-Gedenkstätte für den Aufstand von 1976 und die Kühltürme von Orlando.",
        ],
      ],
      [
        "food",
        [
          "Johannesburg: kota and shisa nyama",
          "Johannesburg: kota e shisa nyama",
          "Johannesburgo: kota y shisa nyama",
          "Johannesburg : kota et shisa nyama",
          "Johannesburg: Kota und Shisa Nyama",
        ],
        [
          "A kota, a hollowed quarter loaf filled with chips, polony, egg and atchar, from a township stand, then a shisa nyama, where meat bought at the butcher's counter is grilled with boerewors, pap and chakalaka.",
          "Un kota, un quarto di pagnotta svuotato e farcito di patatine, polony, uovo e atchar, da un chiosco della township, poi uno shisa nyama, dove la carne comprata al banco si griglia con boerewors, pap e chakalaka.",
          "Un kota, un cuarto de hogaza vaciado y relleno de patatas fritas, polony, huevo y atchar, de un puesto del township, y luego un shisa nyama, donde la carne comprada en el mostrador se asa con boerewors, pap y chakalaka.",
          "Un kota, quart de pain évidé garni de frites, de polony, d'œuf et d'atchar, d'un stand du township, puis un shisa nyama, où la viande achetée au comptoir du boucher est grillée avec boerewors, pap et chakalaka.",
          "Ein Kota, ein ausgehöhltes Viertelbrot mit Pommes, Polony, Ei und Atchar vom Stand im Township, dann ein Shisa Nyama, wo das an der Fleischtheke gekaufte Fleisch mit Boerewors, Pap und Chakalaka gegrillt wird.",
        ],
      ],
    ],
  },
  "ZAF Blyde River Canyon": {
    days: [
      [
        "see",
        [
          "Blyde River Canyon: the Panorama Route",
          "Canyon del fiume Blyde: la Panorama Route",
          "Cañón del río Blyde: la Panorama Route",
          "Canyon de la Blyde : la Panorama Route",
          "Blyde River Canyon: die Panorama Route",
        ],
        [
          "Along the rim of the canyon from viewpoint to viewpoint: the Three Rondavels above the river bends, the swirling rock holes of Bourke's Luck Potholes and the drop of God's Window onto the lowveld.",
          "Lungo il bordo del canyon di belvedere in belvedere: le Three Rondavels sopra le anse del fiume, le marmitte scavate nella roccia di Bourke's Luck Potholes e lo strapiombo di God's Window sul lowveld.",
          "Por el borde del cañón de mirador en mirador: las Three Rondavels sobre los meandros del río, las marmitas de roca de Bourke's Luck Potholes y el balcón de God's Window sobre el lowveld.",
          "Le long du bord du canyon de belvédère en belvédère : les Three Rondavels au-dessus des méandres, les marmites de géant de Bourke's Luck Potholes et l'aplomb de God's Window sur le lowveld.",
          "Am Canyonrand von Aussichtspunkt zu Aussichtspunkt: die Three Rondavels über den Flussschleifen, die ausgewaschenen Strudellöcher von Bourke's Luck Potholes und der Abgrund von God's Window über dem Lowveld.",
        ],
      ],
      [
        "see",
        [
          "Blyde River Canyon: by boat below the cliffs",
          "Canyon del fiume Blyde: in barca sotto le pareti",
          "Cañón del río Blyde: en barco bajo los acantilados",
          "Canyon de la Blyde : en bateau sous les falaises",
          "Blyde River Canyon: mit dem Boot unter den Felswänden",
        ],
        [
          "From the bottom of the canyon, a boat on the Blydepoort dam between sheer red walls, past hippos and crocodiles to the Kadishi tufa waterfall, one of the largest of its kind in the world.",
          "Dal fondo del canyon, in barca sul bacino di Blydepoort tra pareti rosse a picco, tra ippopotami e coccodrilli fino alla cascata di tufo di Kadishi, una delle più grandi del suo genere al mondo.",
          "Desde el fondo del cañón, en barco por el embalse de Blydepoort entre paredes rojas verticales, entre hipopótamos y cocodrilos hasta la cascada de toba de Kadishi, una de las mayores de su tipo en el mundo.",
          "Du fond du canyon, en bateau sur le lac de Blydepoort entre des parois rouges à pic, parmi hippopotames et crocodiles, jusqu'à la cascade de tuf de Kadishi, l'une des plus grandes de son genre au monde.",
          "Vom Grund des Canyons mit dem Boot auf dem Blydepoort-Stausee zwischen senkrechten roten Wänden, vorbei an Flusspferden und Krokodilen zum Kadishi-Tuffwasserfall, einem der größten seiner Art weltweit.",
        ],
      ],
    ],
  },
  "ZAF Kruger National Park": {
    days: [
      [
        "game",
        [
          "Kruger National Park: dawn drive in the south",
          "Parco nazionale Kruger: safari all'alba nel sud",
          "Parque nacional Kruger: safari al amanecer en el sur",
          "Parc national Kruger : safari à l'aube dans le sud",
          "Kruger-Nationalpark: Morgenpirsch im Süden",
        ],
        [
          "Out of the rest camp as the gates open, along the Sabie River and the waterholes of the south, the best country for the Big Five: lion, leopard, elephant, buffalo and rhino, with wild dogs if lucky.",
          "Fuori dal campo all'apertura dei cancelli, lungo il fiume Sabie e le pozze del sud, la zona migliore per i Big Five: leone, leopardo, elefante, bufalo e rinoceronte, e con fortuna i licaoni.",
          "Salida del campamento al abrirse las puertas, por el río Sabie y las charcas del sur, la mejor zona para los Cinco Grandes: león, leopardo, elefante, búfalo y rinoceronte, y con suerte licaones.",
          "Départ du camp à l'ouverture des portes, le long de la Sabie et des points d'eau du sud, le meilleur secteur pour les Big Five : lion, léopard, éléphant, buffle et rhinocéros, et avec de la chance des lycaons.",
          "Aus dem Rastlager, sobald die Tore öffnen, am Sabie-Fluss und den Wasserlöchern des Südens entlang, der besten Gegend für die Big Five: Löwe, Leopard, Elefant, Büffel und Nashorn, mit Glück Wildhunde.",
        ],
      ],
      [
        "game",
        [
          "Kruger National Park: a walk with armed rangers",
          "Parco nazionale Kruger: a piedi con ranger armati",
          "Parque nacional Kruger: a pie con guardas armados",
          "Parc national Kruger : à pied avec des gardes armés",
          "Kruger-Nationalpark: zu Fuß mit bewaffneten Rangern",
        ],
        [
          "A morning walk in the bush with two armed park rangers, reading tracks, dung and birdcalls, approaching rhino or elephant on foot downwind and learning the small things of the veld.",
          "Una camminata mattutina nella boscaglia con due ranger armati, leggendo tracce, escrementi e canti d'uccelli, avvicinando a piedi rinoceronti o elefanti controvento e scoprendo le piccole cose del veld.",
          "Una caminata matinal por el monte con dos guardas armados, leyendo huellas, excrementos y cantos de aves, acercándose a pie a rinocerontes o elefantes con el viento a favor y descubriendo las pequeñas cosas del veld.",
          "Une marche matinale dans la brousse avec deux gardes armés, à lire traces, crottes et chants d'oiseaux, à approcher à pied rhinocéros ou éléphants sous le vent et à découvrir les petites choses du veld.",
          "Eine Morgenwanderung im Busch mit zwei bewaffneten Rangern: Spuren, Losung und Vogelrufe deuten, sich mit günstigem Wind zu Fuß Nashörnern oder Elefanten nähern und die kleinen Dinge des Velds entdecken.",
        ],
      ],
      [
        "game",
        [
          "Kruger National Park: a sunset drive with a spotlight",
          "Parco nazionale Kruger: safari al tramonto con il faro",
          "Parque nacional Kruger: safari al atardecer con foco",
          "Parc national Kruger : safari au crépuscule au projecteur",
          "Kruger-Nationalpark: Abendpirsch mit Suchscheinwerfer",
        ],
        [
          "A ranger-led drive from the rest camp as the sun sets and the gates close to other cars, with a spotlight sweeping the bush for hyenas, genets, bushbabies, owls and hunting lions.",
          "Un safari con un ranger dal campo mentre il sole tramonta e i cancelli si chiudono alle altre auto, con un faro che scruta la boscaglia in cerca di iene, genette, galagoni, gufi e leoni a caccia.",
          "Un safari con guarda desde el campamento cuando se pone el sol y las puertas se cierran a los demás coches, con un foco que barre el monte buscando hienas, ginetas, gálagos, búhos y leones de caza.",
          "Un safari avec un garde depuis le camp au coucher du soleil, quand les portes se ferment aux autres voitures, un projecteur balayant la brousse à la recherche de hyènes, genettes, galagos, chouettes et lions en chasse.",
          "Eine von Rangern geführte Fahrt ab dem Rastlager bei Sonnenuntergang, wenn die Tore für andere Autos schließen, ein Suchscheinwerfer streicht über den Busch nach Hyänen, Ginsterkatzen, Galagos, Eulen und jagenden Löwen.",
        ],
      ],
    ],
  },
  "ZAF Hluhluwe-iMfolozi": {
    days: [
      [
        "game",
        [
          "Hluhluwe-iMfolozi: the park that saved the white rhino",
          "Hluhluwe-iMfolozi: il parco che salvò il rinoceronte bianco",
          "Hluhluwe-iMfolozi: el parque que salvó al rinoceronte blanco",
          "Hluhluwe-iMfolozi : le parc qui a sauvé le rhinocéros blanc",
          "Hluhluwe-iMfolozi: der Park, der das Breitmaulnashorn rettete",
        ],
        [
          "A drive through the green Zululand hills of Hluhluwe, where the southern white rhino was brought back from the edge, looking for rhinos of both kinds, elephants, buffalo, giraffe and nyala.",
          "Un safari tra le verdi colline dello Zululand di Hluhluwe, dove il rinoceronte bianco meridionale fu salvato dall'estinzione, cercando rinoceronti di entrambe le specie, elefanti, bufali, giraffe e nyala.",
          "Un safari por las verdes colinas de Zululandia en Hluhluwe, donde el rinoceronte blanco del sur se salvó de la extinción, buscando rinocerontes de ambas especies, elefantes, búfalos, jirafas y nyalas.",
          "Un safari dans les vertes collines du Zoulouland à Hluhluwe, où le rhinocéros blanc du sud fut sauvé de l'extinction, à la recherche des deux espèces de rhinocéros, d'éléphants, de buffles, de girafes et de nyalas.",
          "Eine Pirschfahrt durch die grünen Zululand-Hügel von Hluhluwe, wo das Südliche Breitmaulnashorn vor dem Aussterben bewahrt wurde, auf der Suche nach beiden Nashornarten, Elefanten, Büffeln, Giraffen und Nyalas.",
        ],
      ],
      [
        "game",
        [
          "Hluhluwe-iMfolozi: the iMfolozi rivers",
          "Hluhluwe-iMfolozi: i fiumi di iMfolozi",
          "Hluhluwe-iMfolozi: los ríos de iMfolozi",
          "Hluhluwe-iMfolozi : les rivières d'iMfolozi",
          "Hluhluwe-iMfolozi: die Flüsse von iMfolozi",
        ],
        [
          "South into the drier iMfolozi section, once the royal hunting ground of the Zulu kings, along the Black and White iMfolozi rivers, where lions, wild dogs and herds of zebra and wildebeest roam.",
          "A sud nella più arida sezione di iMfolozi, antica riserva di caccia dei re zulu, lungo i fiumi Black e White iMfolozi, dove vagano leoni, licaoni e branchi di zebre e gnu.",
          "Hacia el sur, a la sección más seca de iMfolozi, antiguo coto de caza de los reyes zulúes, a lo largo de los ríos Black y White iMfolozi, donde viven leones, licaones y manadas de cebras y ñus.",
          "Vers le sud dans le secteur plus sec d'iMfolozi, ancien terrain de chasse des rois zoulous, le long des rivières Black et White iMfolozi, où vivent lions, lycaons et troupeaux de zèbres et de gnous.",
          "Südwärts in den trockeneren iMfolozi-Teil, einst Jagdgebiet der Zulu-Könige, an den Flüssen Black und White iMfolozi entlang, wo Löwen, Wildhunde und Herden von Zebras und Gnus leben.",
        ],
      ],
    ],
  },
  "ZAF Drakensberg": {
    days: [
      [
        "see",
        [
          "Drakensberg: the Tugela Gorge below the Amphitheatre",
          "Drakensberg: la gola del Tugela sotto l'Anfiteatro",
          "Drakensberg: la garganta del Tugela bajo el Anfiteatro",
          "Drakensberg : la gorge de la Tugela sous l'Amphithéâtre",
          "Drakensberg: die Tugela-Schlucht unter dem Amphitheater",
        ],
        [
          "A day hike in Royal Natal up the Tugela River into its gorge, wading through the tunnel of rock, below the Amphitheatre, a basalt wall some 5 km long over which the Tugela Falls drop.",
          "Un'escursione di un giorno nel Royal Natal risalendo il fiume Tugela nella sua gola, guadando il tunnel di roccia, sotto l'Anfiteatro, una parete di basalto lunga circa 5 km da cui precipitano le cascate del Tugela.",
          "Una excursión de un día en Royal Natal remontando el río Tugela por su garganta, vadeando el túnel de roca, bajo el Anfiteatro, una pared de basalto de unos 5 km por la que caen las cataratas del Tugela.",
          "Une randonnée d'une journée à Royal Natal en remontant la Tugela dans sa gorge, en passant à gué le tunnel de roche, sous l'Amphithéâtre, muraille de basalte d'environ 5 km d'où tombent les chutes de la Tugela.",
          "Eine Tageswanderung in Royal Natal den Tugela-Fluss hinauf in seine Schlucht, durch den Felstunnel watend, unter dem Amphitheater, einer rund 5 km langen Basaltwand, über die die Tugela-Fälle stürzen.",
        ],
      ],
      [
        "see",
        [
          "Drakensberg: the San rock paintings of Kamberg",
          "Drakensberg: le pitture rupestri san di Kamberg",
          "Drakensberg: las pinturas rupestres san de Kamberg",
          "Drakensberg : les peintures rupestres san de Kamberg",
          "Drakensberg: die Felsmalereien der San in Kamberg",
        ],
        [
          "A guided walk at Kamberg to Game Pass Shelter, where the San painted eland and shamans in red and white ochre, paintings that helped scholars read the meaning of San rock art.",
          "Una camminata guidata a Kamberg fino al Game Pass Shelter, dove i san dipinsero eland e sciamani in ocra rossa e bianca, pitture che aiutarono gli studiosi a capire il senso dell'arte rupestre san.",
          "Una caminata guiada en Kamberg hasta el Game Pass Shelter, donde los san pintaron elands y chamanes en ocre rojo y blanco, pinturas que ayudaron a los estudiosos a entender el sentido del arte rupestre san.",
          "Une marche guidée à Kamberg jusqu'au Game Pass Shelter, où les San ont peint élands et chamanes à l'ocre rouge et blanc, peintures qui ont aidé les chercheurs à comprendre le sens de l'art rupestre san.",
          "Eine geführte Wanderung in Kamberg zum Game Pass Shelter, wo die San Elenantilopen und Schamanen in rotem und weißem Ocker malten, Bilder, die der Forschung halfen, die Felskunst der San zu deuten.",
        ],
      ],
    ],
  },
  "ZAF Durban": {
    days: [
      [
        "see",
        [
          "Durban: the Golden Mile and Moses Mabhida",
          "Durban: il Golden Mile e lo stadio Moses Mabhida",
          "Durban: la Golden Mile y el estadio Moses Mabhida",
          "Durban : le Golden Mile et le stade Moses Mabhida",
          "Durban: die Golden Mile und das Moses-Mabhida-Stadion",
        ],
        [
          "Along the beachfront promenade of the Golden Mile, with surfers on the Indian Ocean and sand sculptors at work, to the arch of the Moses Mabhida stadium and its view over the city and the sea.",
          "Lungo la passeggiata sul mare del Golden Mile, con surfisti sull'oceano Indiano e scultori di sabbia al lavoro, fino all'arco dello stadio Moses Mabhida e alla sua vista sulla città e sul mare.",
          "Por el paseo marítimo de la Golden Mile, con surfistas en el océano Índico y escultores de arena trabajando, hasta el arco del estadio Moses Mabhida y su vista sobre la ciudad y el mar.",
          "Le long de la promenade du Golden Mile, surfeurs sur l'océan Indien et sculpteurs de sable à l'œuvre, jusqu'à l'arche du stade Moses Mabhida et sa vue sur la ville et la mer.",
          "Über die Strandpromenade der Golden Mile mit Surfern im Indischen Ozean und Sandkünstlern bei der Arbeit zum Bogen des Moses-Mabhida-Stadions mit Blick über Stadt und Meer.",
        ],
      ],
      [
        "see",
        [
          "Durban: Warwick Junction and the Juma Masjid",
          "Durban: Warwick Junction e la Juma Masjid",
          "Durban: Warwick Junction y la Juma Masjid",
          "Durban : Warwick Junction et la Juma Masjid",
          "Durban: Warwick Junction und die Juma Masjid",
        ],
        [
          "A guided walk through the markets of Warwick Junction, from traditional healers' herbs to bovine heads and beads, then the Indian quarter and the Juma Masjid, one of the largest mosques in the south of Africa.",
          "Una passeggiata guidata nei mercati di Warwick Junction, dalle erbe dei guaritori tradizionali alle teste bovine e alle perline, poi il quartiere indiano e la Juma Masjid, una delle più grandi moschee dell'Africa australe.",
          "Un paseo guiado por los mercados de Warwick Junction, de las hierbas de los curanderos a las cabezas de vaca y los abalorios, y luego el barrio indio y la Juma Masjid, una de las mayores mezquitas del sur de África.",
          "Une balade guidée dans les marchés de Warwick Junction, des herbes des guérisseurs aux têtes de bœuf et aux perles, puis le quartier indien et la Juma Masjid, l'une des plus grandes mosquées d'Afrique australe.",
          "Ein geführter Gang durch die Märkte von Warwick Junction, von den Kräutern der Heiler bis zu Rinderköpfen und Perlen, dann das indische Viertel und die Juma Masjid, eine der größten Moscheen im südlichen Afrika.",
        ],
      ],
      [
        "food",
        [
          "Durban: bunny chow and Durban curry",
          "Durban: bunny chow e il curry di Durban",
          "Durban: bunny chow y curry de Durban",
          "Durban : bunny chow et curry de Durban",
          "Durban: Bunny Chow und Durban-Curry",
        ],
        [
          "The spice shops of the Victoria Street market, heaped with masalas called mother-in-law exterminator, then bunny chow, a hollowed half loaf filled with fiery mutton or bean curry, eaten with the hands.",
          "Le botteghe di spezie del Victoria Street Market, colme di masala dai nomi come sterminatore di suocere, poi il bunny chow, mezza pagnotta svuotata e riempita di curry di montone o di fagioli, mangiato con le mani.",
          "Las tiendas de especias del mercado de Victoria Street, llenas de masalas con nombres como exterminador de suegras, y luego el bunny chow, media hogaza vaciada y rellena de curry picante de cordero o de frijoles, comido con las manos.",
          "Les boutiques d'épices du marché de Victoria Street, pleines de masalas aux noms comme exterminateur de belle-mère, puis le bunny chow, demi-pain évidé rempli d'un curry brûlant de mouton ou de haricots, mangé avec les mains.",
          "Die Gewürzläden des Victoria Street Market mit Masalas namens Schwiegermutter-Vernichter, dann Bunny Chow, ein ausgehöhltes halbes Brot mit feurigem Hammel- oder Bohnencurry, mit den Händen gegessen.",
        ],
      ],
    ],
  },
  "ZAF Garden Route": {
    days: [
      [
        "see",
        [
          "Garden Route: Storms River Mouth in Tsitsikamma",
          "Garden Route: la foce dello Storms River nello Tsitsikamma",
          "Ruta Jardín: la desembocadura del Storms River en Tsitsikamma",
          "Route des Jardins : l'embouchure de la Storms River à Tsitsikamma",
          "Garden Route: die Mündung des Storms River im Tsitsikamma",
        ],
        [
          "In the Tsitsikamma section of the Garden Route National Park, along the coastal boardwalk to the suspension bridge over the mouth of the Storms River, where the dark river meets the surf.",
          "Nella sezione Tsitsikamma del Garden Route National Park, lungo la passerella costiera fino al ponte sospeso sulla foce dello Storms River, dove il fiume scuro incontra le onde.",
          "En la sección Tsitsikamma del parque nacional Garden Route, por la pasarela costera hasta el puente colgante sobre la desembocadura del Storms River, donde el río oscuro se encuentra con las olas.",
          "Dans le secteur Tsitsikamma du parc national de la Garden Route, le long du ponton côtier jusqu'au pont suspendu sur l'embouchure de la Storms River, où la rivière sombre rencontre les vagues.",
          "Im Tsitsikamma-Teil des Garden-Route-Nationalparks über den Küstensteg zur Hängebrücke über der Mündung des Storms River, wo der dunkle Fluss auf die Brandung trifft.",
        ],
      ],
      [
        "boat",
        [
          "Garden Route: seals and dolphins off Plettenberg Bay",
          "Garden Route: foche e delfini al largo di Plettenberg Bay",
          "Ruta Jardín: focas y delfines frente a Plettenberg Bay",
          "Route des Jardins : phoques et dauphins au large de Plettenberg Bay",
          "Garden Route: Robben und Delfine vor Plettenberg Bay",
        ],
        [
          "By boat from the beach of Plettenberg Bay around the Robberg peninsula, to the Cape fur seal colony on its rocks, looking for dolphins in the bay and, in season, whales.",
          "In barca dalla spiaggia di Plettenberg Bay intorno alla penisola di Robberg, fino alla colonia di otarie del Capo sui suoi scogli, cercando delfini nella baia e, in stagione, balene.",
          "En barco desde la playa de Plettenberg Bay alrededor de la península de Robberg, hasta la colonia de lobos marinos del Cabo en sus rocas, buscando delfines en la bahía y, en temporada, ballenas.",
          "En bateau depuis la plage de Plettenberg Bay autour de la péninsule de Robberg, jusqu'à la colonie d'otaries du Cap sur ses rochers, à la recherche des dauphins de la baie et, en saison, des baleines.",
          "Mit dem Boot vom Strand der Plettenberg Bay um die Robberg-Halbinsel zur Kap-Pelzrobbenkolonie auf ihren Felsen, mit Ausschau nach Delfinen in der Bucht und, in der Saison, nach Walen.",
        ],
      ],
    ],
  },
  "ZAF Knysna": {
    days: [
      [
        "see",
        [
          "Knysna: the Heads and the lagoon",
          "Knysna: le Heads e la laguna",
          "Knysna: los Heads y la laguna",
          "Knysna : les Heads et la lagune",
          "Knysna: die Heads und die Lagune",
        ],
        [
          "Up to the viewpoint on the Eastern Head above the narrow channel where the lagoon meets the ocean, then by boat across the lagoon to the Featherbed nature reserve and its forest trail.",
          "Su al belvedere dell'Eastern Head sopra lo stretto canale dove la laguna incontra l'oceano, poi in barca attraverso la laguna fino alla riserva naturale di Featherbed e al suo sentiero nel bosco.",
          "Subida al mirador del Eastern Head sobre el estrecho canal donde la laguna se une al océano, y luego en barco por la laguna hasta la reserva natural de Featherbed y su sendero por el bosque.",
          "Montée au belvédère de l'Eastern Head au-dessus de l'étroit chenal où la lagune rejoint l'océan, puis en bateau à travers la lagune jusqu'à la réserve naturelle de Featherbed et son sentier en forêt.",
          "Hinauf zum Aussichtspunkt auf dem Eastern Head über der engen Durchfahrt, wo die Lagune auf den Ozean trifft, dann mit dem Boot über die Lagune zum Naturreservat Featherbed und seinem Waldpfad.",
        ],
      ],
      [
        "food",
        [
          "Knysna: oysters from the lagoon",
          "Knysna: le ostriche della laguna",
          "Knysna: las ostras de la laguna",
          "Knysna : les huîtres de la lagune",
          "Knysna: Austern aus der Lagune",
        ],
        [
          "A tasting of the oysters grown in the Knysna lagoon, raw and grilled, on the quays of Thesen Island, with a glass of Cape sauvignon blanc and line fish from the morning's boats.",
          "Una degustazione delle ostriche allevate nella laguna di Knysna, crude e alla griglia, sulle banchine di Thesen Island, con un bicchiere di sauvignon blanc del Capo e pesce pescato all'amo dalle barche del mattino.",
          "Una cata de las ostras criadas en la laguna de Knysna, crudas y a la brasa, en los muelles de Thesen Island, con una copa de sauvignon blanc del Cabo y pescado de anzuelo de las barcas de la mañana.",
          "Une dégustation des huîtres élevées dans la lagune de Knysna, crues et grillées, sur les quais de Thesen Island, avec un verre de sauvignon blanc du Cap et le poisson de ligne des bateaux du matin.",
          "Eine Verkostung der in der Knysna-Lagune gezüchteten Austern, roh und gegrillt, an den Kais von Thesen Island, mit einem Glas Sauvignon Blanc vom Kap und an der Leine gefangenem Fisch der Morgenboote.",
        ],
      ],
    ],
  },
  "ZAF Oudtshoorn": {
    days: [
      [
        "see",
        [
          "Oudtshoorn: the Cango Caves",
          "Oudtshoorn: le grotte di Cango",
          "Oudtshoorn: las cuevas de Cango",
          "Oudtshoorn : les grottes de Cango",
          "Oudtshoorn: die Cango-Höhlen",
        ],
        [
          "Into the Cango Caves in the foothills of the Swartberg, through halls of dripstone formations, with the choice of an adventure route squeezing through narrow tunnels, then the Swartberg Pass viewpoints.",
          "Nelle grotte di Cango ai piedi dello Swartberg, tra sale di stalattiti e stalagmiti, con la scelta di un percorso avventura tra stretti cunicoli, poi i belvedere del passo dello Swartberg.",
          "En las cuevas de Cango al pie del Swartberg, por salas de estalactitas y estalagmitas, con la opción de una ruta de aventura por túneles estrechos, y luego los miradores del paso del Swartberg.",
          "Dans les grottes de Cango au pied du Swartberg, à travers des salles de concrétions, avec le choix d'un parcours aventure dans d'étroits boyaux, puis les belvédères du col du Swartberg.",
          "In die Cango-Höhlen am Fuß der Swartberge, durch Hallen voller Tropfsteine, wahlweise auf einer Abenteuerroute durch enge Tunnel, dann die Aussichtspunkte am Swartberg-Pass.",
        ],
      ],
      [
        "food",
        [
          "Oudtshoorn: an ostrich farm of the Little Karoo",
          "Oudtshoorn: una fattoria di struzzi del Piccolo Karoo",
          "Oudtshoorn: una granja de avestruces del Pequeño Karoo",
          "Oudtshoorn : une ferme d'autruches du Petit Karoo",
          "Oudtshoorn: eine Straußenfarm in der Kleinen Karoo",
        ],
        [
          "On an ostrich farm of the Little Karoo, the capital of the feather boom of the 1900s, meeting the birds and their giant eggs, then a lunch of ostrich steak, biltong and Karoo lamb.",
          "In una fattoria di struzzi del Piccolo Karoo, capitale del boom delle piume del primo Novecento, tra gli uccelli e le loro uova giganti, poi un pranzo di bistecca di struzzo, biltong e agnello del Karoo.",
          "En una granja de avestruces del Pequeño Karoo, capital de la fiebre de las plumas de principios del siglo XX, entre las aves y sus huevos gigantes, y luego un almuerzo de filete de avestruz, biltong y cordero del Karoo.",
          "Dans une ferme d'autruches du Petit Karoo, capitale de la ruée sur les plumes du début du XXe siècle, parmi les oiseaux et leurs œufs géants, puis un déjeuner de steak d'autruche, de biltong et d'agneau du Karoo.",
          "Auf einer Straußenfarm der Kleinen Karoo, Hauptstadt des Federbooms um 1900, bei den Vögeln und ihren Rieseneiern, dann mittags Straußensteak, Biltong und Karoo-Lamm.",
        ],
      ],
    ],
  },
  "ZAF Stellenbosch": {
    days: [
      [
        "see",
        [
          "Stellenbosch: the oaks of Dorp Street",
          "Stellenbosch: le querce di Dorp Street",
          "Stellenbosch: los robles de Dorp Street",
          "Stellenbosch : les chênes de Dorp Street",
          "Stellenbosch: die Eichen der Dorp Street",
        ],
        [
          "A walk under the oaks of the second-oldest European town in the country: the whitewashed Cape Dutch gables of Dorp Street, the Moederkerk, the Braak green and the Village Museum's period houses.",
          "Una passeggiata sotto le querce della seconda città europea più antica del paese: i frontoni bianchi in stile Cape Dutch di Dorp Street, la Moederkerk, il prato del Braak e le case d'epoca del Village Museum.",
          "Un paseo bajo los robles de la segunda ciudad europea más antigua del país: los frontones blancos de estilo Cape Dutch de Dorp Street, la Moederkerk, el prado del Braak y las casas de época del Village Museum.",
          "Une balade sous les chênes de la deuxième plus ancienne ville européenne du pays : les pignons blancs de style Cape Dutch de Dorp Street, la Moederkerk, la pelouse du Braak et les maisons d'époque du Village Museum.",
          "Ein Gang unter den Eichen der zweitältesten europäischen Stadt des Landes: die weißen kapholländischen Giebel der Dorp Street, die Moederkerk, die Wiese Braak und die historischen Häuser des Village Museum.",
        ],
      ],
      [
        "food",
        [
          "Stellenbosch: the wine estates",
          "Stellenbosch: le tenute vinicole",
          "Stellenbosch: las fincas vinícolas",
          "Stellenbosch : les domaines viticoles",
          "Stellenbosch: die Weingüter",
        ],
        [
          "Tastings at wine estates in the valleys around the town, under the peaks of the Simonsberg and Jonkershoek: chenin blanc, cabernet and pinotage, the Cape's own grape, with a long lunch in the vines.",
          "Degustazioni in tenute vinicole nelle valli intorno alla città, sotto le vette del Simonsberg e dello Jonkershoek: chenin blanc, cabernet e pinotage, il vitigno nato al Capo, con un lungo pranzo tra le vigne.",
          "Catas en fincas vinícolas de los valles que rodean la ciudad, bajo los picos del Simonsberg y Jonkershoek: chenin blanc, cabernet y pinotage, la uva propia del Cabo, con un largo almuerzo entre viñedos.",
          "Dégustations dans les domaines des vallées autour de la ville, sous les sommets du Simonsberg et du Jonkershoek : chenin blanc, cabernet et pinotage, le cépage né au Cap, avec un long déjeuner dans les vignes.",
          "Verkostungen auf Weingütern in den Tälern rund um die Stadt unter den Gipfeln von Simonsberg und Jonkershoek: Chenin Blanc, Cabernet und Pinotage, die Traube vom Kap, mit einem langen Mittagessen in den Reben.",
        ],
      ],
    ],
  },
  "ZAF Cape of Good Hope": {
    days: [
      [
        "see",
        [
          "Cape of Good Hope: Cape Point and the cape",
          "Capo di Buona Speranza: Cape Point e il capo",
          "Cabo de Buena Esperanza: Cape Point y el cabo",
          "Cap de Bonne-Espérance : Cape Point et le cap",
          "Kap der Guten Hoffnung: Cape Point und das Kap",
        ],
        [
          "Through the fynbos of the Table Mountain National Park, among ostriches, bontebok and baboons, up to the old lighthouse on Cape Point, then along the cliff path to the Cape of Good Hope itself.",
          "Tra il fynbos del parco nazionale della Table Mountain, tra struzzi, bontebok e babbuini, fino al vecchio faro di Cape Point, poi lungo il sentiero sulla scogliera fino al Capo di Buona Speranza.",
          "Por el fynbos del parque nacional de Table Mountain, entre avestruces, bonteboks y babuinos, hasta el viejo faro de Cape Point, y luego por el sendero del acantilado hasta el mismo Cabo de Buena Esperanza.",
          "À travers le fynbos du parc national de Table Mountain, parmi autruches, bonteboks et babouins, jusqu'au vieux phare de Cape Point, puis par le sentier des falaises jusqu'au cap de Bonne-Espérance lui-même.",
          "Durch den Fynbos des Table-Mountain-Nationalparks, zwischen Straußen, Buntböcken und Pavianen, hinauf zum alten Leuchtturm von Cape Point, dann auf dem Klippenpfad zum Kap der Guten Hoffnung selbst.",
        ],
      ],
      [
        "see",
        [
          "Cape of Good Hope: Boulders penguins and Chapman's Peak",
          "Capo di Buona Speranza: i pinguini di Boulders e Chapman's Peak",
          "Cabo de Buena Esperanza: los pingüinos de Boulders y Chapman's Peak",
          "Cap de Bonne-Espérance : les manchots de Boulders et Chapman's Peak",
          "Kap der Guten Hoffnung: die Pinguine von Boulders und Chapman's Peak",
        ],
        [
          "The African penguin colony on the granite boulders and white sand of Boulders Beach near Simon's Town, then back along Chapman's Peak Drive, cut into the cliffs above the Atlantic.",
          "La colonia di pinguini africani tra i massi di granito e la sabbia bianca di Boulders Beach vicino a Simon's Town, poi il ritorno per la Chapman's Peak Drive, scavata nelle scogliere sull'Atlantico.",
          "La colonia de pingüinos africanos entre las rocas de granito y la arena blanca de Boulders Beach, cerca de Simon's Town, y regreso por la Chapman's Peak Drive, tallada en los acantilados sobre el Atlántico.",
          "La colonie de manchots du Cap parmi les blocs de granit et le sable blanc de Boulders Beach près de Simon's Town, puis le retour par la Chapman's Peak Drive, taillée dans les falaises au-dessus de l'Atlantique.",
          "Die Brillenpinguinkolonie zwischen Granitblöcken und weißem Sand am Boulders Beach bei Simon's Town, dann zurück über den Chapman's Peak Drive, der in die Klippen über dem Atlantik gehauen ist.",
        ],
      ],
    ],
  },
  "ZAF Cape Town": {
    days: [
      [
        "see",
        [
          "Cape Town: Table Mountain",
          "Città del Capo: la Table Mountain",
          "Ciudad del Cabo: la Table Mountain",
          "Le Cap : la montagne de la Table",
          "Kapstadt: der Tafelberg",
        ],
        [
          "Up Table Mountain by the rotating cable car or on foot by the Platteklip Gorge path, for the walk along the flat summit above the city, Robben Island and the Twelve Apostles.",
          "Sulla Table Mountain con la funivia a cabina rotante o a piedi per il sentiero della Platteklip Gorge, per una passeggiata sulla cima piatta sopra la città, Robben Island e i Dodici Apostoli.",
          "Subida a la Table Mountain en el teleférico giratorio o a pie por el sendero de la Platteklip Gorge, para pasear por la cima plana sobre la ciudad, Robben Island y los Doce Apóstoles.",
          "Montée sur la montagne de la Table en téléphérique rotatif ou à pied par le sentier de la Platteklip Gorge, pour marcher sur le sommet plat au-dessus de la ville, de Robben Island et des Douze Apôtres.",
          "Mit der Drehgondel oder zu Fuß durch die Platteklip-Schlucht auf den Tafelberg, für einen Gang über das flache Gipfelplateau über der Stadt, Robben Island und den Zwölf Aposteln.",
        ],
      ],
      [
        "see",
        [
          "Cape Town: Robben Island",
          "Città del Capo: Robben Island",
          "Ciudad del Cabo: Robben Island",
          "Le Cap : Robben Island",
          "Kapstadt: Robben Island",
        ],
        [
          "By ferry from the V&A Waterfront to Robben Island, for the guided visit of the prison where Nelson Mandela spent 18 years, his cell, the lime quarry and the island village.",
          "In traghetto dal V&A Waterfront a Robben Island, per la visita guidata della prigione dove Nelson Mandela passò 18 anni, la sua cella, la cava di calce e il villaggio dell'isola.",
          "En ferry desde el V&A Waterfront a Robben Island, para la visita guiada de la cárcel donde Nelson Mandela pasó 18 años, su celda, la cantera de cal y el pueblo de la isla.",
          "En ferry depuis le V&A Waterfront jusqu'à Robben Island, pour la visite guidée de la prison où Nelson Mandela passa 18 ans, sa cellule, la carrière de chaux et le village de l'île.",
          "Mit der Fähre von der V&A Waterfront nach Robben Island zur Führung durch das Gefängnis, in dem Nelson Mandela 18 Jahre verbrachte, seine Zelle, den Kalksteinbruch und das Inseldorf.",
        ],
      ],
      [
        "see",
        [
          "Cape Town: Bo-Kaap and the District Six Museum",
          "Città del Capo: Bo-Kaap e il District Six Museum",
          "Ciudad del Cabo: Bo-Kaap y el District Six Museum",
          "Le Cap : Bo-Kaap et le District Six Museum",
          "Kapstadt: Bo-Kaap und das District Six Museum",
        ],
        [
          "The brightly painted houses and mosques of the Bo-Kaap, the Company's Garden laid out by the Dutch, and the District Six Museum, on the quarter razed under apartheid.",
          "Le case dipinte a tinte vivaci e le moschee del Bo-Kaap, il Company's Garden tracciato dagli olandesi e il District Six Museum, sul quartiere raso al suolo durante l'apartheid.",
          "Las casas de colores vivos y las mezquitas del Bo-Kaap, el Company's Garden trazado por los holandeses y el District Six Museum, sobre el barrio arrasado durante el apartheid.",
          "Les maisons aux couleurs vives et les mosquées du Bo-Kaap, le Company's Garden tracé par les Hollandais et le District Six Museum, consacré au quartier rasé sous l'apartheid.",
          "Die bunt gestrichenen Häuser und Moscheen des Bo-Kaap, der von den Holländern angelegte Company's Garden und das District Six Museum über das unter der Apartheid abgerissene Viertel.",
        ],
      ],
      [
        "food",
        [
          "Cape Town: Cape Malay cooking in the Bo-Kaap",
          "Città del Capo: cucina malese del Capo al Bo-Kaap",
          "Ciudad del Cabo: cocina malaya del Cabo en el Bo-Kaap",
          "Le Cap : cuisine malaise du Cap au Bo-Kaap",
          "Kapstadt: kapmalaiische Küche im Bo-Kaap",
        ],
        [
          "A cooking lesson in a Bo-Kaap family home: folding samoosas, spicing a Cape Malay curry and baking bobotie, then fried snoek with chips at the fishing port of Kalk Bay.",
          "Una lezione di cucina in una casa di famiglia del Bo-Kaap: samoosa da piegare, un curry malese del Capo da speziare e il bobotie da infornare, poi snoek fritto con patatine al porto di Kalk Bay.",
          "Una clase de cocina en una casa familiar del Bo-Kaap: doblar samoosas, especiar un curry malayo del Cabo y hornear bobotie, y luego snoek frito con patatas en el puerto de Kalk Bay.",
          "Un cours de cuisine dans une maison familiale du Bo-Kaap : plier des samoosas, épicer un curry malais du Cap et cuire le bobotie, puis snoek frit et frites au port de Kalk Bay.",
          "Ein Kochkurs in einem Familienhaus im Bo-Kaap: Samoosas falten, ein kapmalaiisches Curry würzen und Bobotie backen, dann frittierter Snoek mit Pommes am Hafen von Kalk Bay.",
        ],
      ],
      [
        "night",
        [
          "Cape Town: Long Street and Kloof Street by night",
          "Città del Capo: Long Street e Kloof Street di notte",
          "Ciudad del Cabo: Long Street y Kloof Street de noche",
          "Le Cap : Long Street et Kloof Street la nuit",
          "Kapstadt: Long Street und Kloof Street bei Nacht",
        ],
        [
          "An evening among the bars and balconies of Long Street and the restaurants of Kloof Street, with live Cape jazz and marimba in a club, and the lights of the city under the dark mass of the mountain.",
          "Una serata tra i bar e i balconi di Long Street e i ristoranti di Kloof Street, con jazz del Capo e marimba dal vivo in un locale, e le luci della città sotto la massa scura della montagna.",
          "Una noche entre los bares y balcones de Long Street y los restaurantes de Kloof Street, con jazz del Cabo y marimba en directo en un club, y las luces de la ciudad bajo la masa oscura de la montaña.",
          "Une soirée entre les bars et les balcons de Long Street et les restaurants de Kloof Street, avec jazz du Cap et marimba en live dans un club, et les lumières de la ville sous la masse sombre de la montagne.",
          "Ein Abend zwischen Bars und Balkonen der Long Street und den Restaurants der Kloof Street, mit Live-Cape-Jazz und Marimba in einem Club und den Lichtern der Stadt unter der dunklen Masse des Bergs.",
        ],
      ],
    ],
  },
  "NAM Windhoek": {
    days: [
      [
        "see",
        [
          "Windhoek: the Christuskirche and the Independence Memorial",
          "Windhoek: la Christuskirche e il memoriale dell'Indipendenza",
          "Windhoek: la Christuskirche y el memorial de la Independencia",
          "Windhoek : la Christuskirche et le mémorial de l'Indépendance",
          "Windhoek: die Christuskirche und das Unabhängigkeitsdenkmal",
        ],
        [
          "The German-era Christuskirche on its hill, the Tintenpalast parliament and its gardens, the Alte Feste fort, and the Independence Memorial Museum, with the city seen from its top-floor terrace.",
          "La Christuskirche di epoca tedesca sulla sua collina, il parlamento del Tintenpalast e i suoi giardini, il forte Alte Feste e il museo del memoriale dell'Indipendenza, con la città vista dalla terrazza in cima.",
          "La Christuskirche de época alemana en su colina, el parlamento del Tintenpalast y sus jardines, el fuerte Alte Feste y el museo memorial de la Independencia, con la ciudad vista desde su terraza superior.",
          "La Christuskirche de l'époque allemande sur sa colline, le parlement du Tintenpalast et ses jardins, le fort Alte Feste et le musée du mémorial de l'Indépendance, avec la ville vue de sa terrasse au dernier étage.",
          "Die Christuskirche aus deutscher Zeit auf ihrem Hügel, der Tintenpalast mit seinen Gärten, die Alte Feste und das Unabhängigkeits-Gedenkmuseum mit Blick über die Stadt von der Dachterrasse.",
        ],
      ],
      [
        "see",
        [
          "Windhoek: Katutura with a local guide",
          "Windhoek: Katutura con una guida locale",
          "Windhoek: Katutura con un guía local",
          "Windhoek : Katutura avec un guide local",
          "Windhoek: Katutura mit einem örtlichen Guide",
        ],
        [
          "By bicycle or on foot with a guide who grew up in Katutura, the township built under apartheid: its markets, a community kindergarten, a shebeen and the brightly painted houses on the hillside.",
          "In bicicletta o a piedi con una guida cresciuta a Katutura, la township costruita durante l'apartheid: i mercati, un asilo della comunità, una shebeen e le case dipinte a colori vivaci sulla collina.",
          "En bicicleta o a pie con un guía que creció en Katutura, el township construido bajo el apartheid: sus mercados, una guardería comunitaria, una shebeen y las casas pintadas de colores vivos en la ladera.",
          "À vélo ou à pied avec un guide qui a grandi à Katutura, le township construit sous l'apartheid : ses marchés, une crèche communautaire, un shebeen et les maisons aux couleurs vives sur la colline.",
          "Mit dem Rad oder zu Fuß mit einem Guide, der in Katutura aufwuchs, dem unter der Apartheid gebauten Township: Märkte, ein Gemeinde-Kindergarten, ein Shebeen und die bunt bemalten Häuser am Hang.",
        ],
      ],
      [
        "food",
        [
          "Windhoek: kapana at the Single Quarters market",
          "Windhoek: kapana al mercato di Single Quarters",
          "Windhoek: kapana en el mercado de Single Quarters",
          "Windhoek : le kapana du marché de Single Quarters",
          "Windhoek: Kapana auf dem Single-Quarters-Markt",
        ],
        [
          "At the Single Quarters market in Katutura, kapana, strips of beef grilled on open fires and dipped in chili salt, eaten standing with fat cakes, then game meat and a Windhoek Lager in town.",
          "Al mercato di Single Quarters a Katutura, il kapana, strisce di manzo grigliate sul fuoco vivo e intinte nel sale al peperoncino, mangiate in piedi con i fat cakes, poi carne di selvaggina e una Windhoek Lager in città.",
          "En el mercado de Single Quarters de Katutura, el kapana, tiras de ternera asadas al fuego y mojadas en sal con guindilla, comidas de pie con fat cakes, y después carne de caza y una Windhoek Lager en la ciudad.",
          "Au marché de Single Quarters à Katutura, le kapana, lanières de bœuf grillées sur le feu et trempées dans le sel pimenté, mangées debout avec des fat cakes, puis gibier et Windhoek Lager en ville.",
          "Auf dem Single-Quarters-Markt in Katutura Kapana, über offenem Feuer gegrillte Rindfleischstreifen in Chilisalz, im Stehen mit Fat Cakes gegessen, dann Wildfleisch und ein Windhoek Lager in der Stadt.",
        ],
      ],
    ],
  },
  "NAM Kalahari": {
    days: [
      [
        "see",
        [
          "Kalahari: red dunes at sundown",
          "Kalahari: dune rosse al tramonto",
          "Kalahari: dunas rojas al atardecer",
          "Kalahari : dunes rouges au coucher du soleil",
          "Kalahari: rote Dünen bei Sonnenuntergang",
        ],
        [
          "A drive across the long parallel red dunes of the Kalahari among gemsbok, springbok and the huge communal nests of sociable weavers in the camelthorn trees, ending with a sundowner on a crest.",
          "Un giro tra le lunghe dune rosse parallele del Kalahari tra orici, springbok e gli enormi nidi collettivi dei tessitori socievoli sulle acacie, per finire con un aperitivo al tramonto su una cresta.",
          "Un recorrido por las largas dunas rojas paralelas del Kalahari entre órices, springboks y los enormes nidos comunales de los tejedores sociables en las acacias, para acabar con una copa al atardecer en una cresta.",
          "Une sortie à travers les longues dunes rouges parallèles du Kalahari parmi oryx, springboks et nids géants des républicains sociaux dans les acacias, pour finir par un verre au coucher du soleil sur une crête.",
          "Eine Fahrt über die langen parallelen roten Dünen der Kalahari zwischen Oryx, Springböcken und den riesigen Gemeinschaftsnestern der Siedelweber in den Kameldornbäumen, zum Abschluss ein Sundowner auf einem Kamm.",
        ],
      ],
      [
        "see",
        [
          "Kalahari: a bush walk with San trackers",
          "Kalahari: una camminata con i cercatori di tracce san",
          "Kalahari: una caminata con rastreadores san",
          "Kalahari : une marche avec des pisteurs san",
          "Kalahari: eine Buschwanderung mit San-Fährtenlesern",
        ],
        [
          "On foot with San guides, who read the tracks in the sand, dig up water-storing roots, show the plants used for medicine and poison arrows, and make fire with sticks.",
          "A piedi con guide san, che leggono le tracce nella sabbia, scavano radici che conservano l'acqua, mostrano le piante usate come medicina e per le frecce avvelenate e accendono il fuoco con i bastoncini.",
          "A pie con guías san, que leen las huellas en la arena, desentierran raíces que guardan agua, muestran las plantas medicinales y las de las flechas envenenadas y encienden fuego con palos.",
          "À pied avec des guides san, qui lisent les traces dans le sable, déterrent des racines gorgées d'eau, montrent les plantes des remèdes et des flèches empoisonnées et font du feu avec des bâtons.",
          "Zu Fuß mit San-Guides, die Spuren im Sand lesen, wasserspeichernde Wurzeln ausgraben, Heil- und Pfeilgiftpflanzen zeigen und mit Hölzern Feuer machen.",
        ],
      ],
    ],
  },
  "NAM Sossusvlei": {
    days: [
      [
        "see",
        [
          "Sossusvlei: sunrise on Dune 45",
          "Sossusvlei: l'alba sulla Duna 45",
          "Sossusvlei: amanecer en la Duna 45",
          "Sossusvlei : lever du soleil sur la dune 45",
          "Sossusvlei: Sonnenaufgang auf Düne 45",
        ],
        [
          "Through the park gate at first light and up the knife-edge ridge of Dune 45 to watch the sun turn the red dunes of the Namib orange, with breakfast at its foot under the camelthorns.",
          "Oltre il cancello del parco alle prime luci e su per la cresta affilata della Duna 45 per vedere il sole colorare d'arancio le dune rosse del Namib, con la colazione ai suoi piedi sotto le acacie.",
          "Por la puerta del parque con la primera luz y subida por la cresta afilada de la Duna 45 para ver cómo el sol vuelve naranjas las dunas rojas del Namib, con desayuno a su pie bajo las acacias.",
          "Passage de la porte du parc aux premières lueurs et montée sur la crête effilée de la dune 45 pour voir le soleil embraser les dunes rouges du Namib, avec un petit-déjeuner à son pied sous les acacias.",
          "Im ersten Licht durch das Parktor und den messerscharfen Kamm von Düne 45 hinauf, um zu sehen, wie die Sonne die roten Dünen der Namib orange färbt, mit Frühstück an ihrem Fuß unter Kameldornbäumen.",
        ],
      ],
      [
        "see",
        [
          "Sossusvlei: the pan and Hiddenvlei",
          "Sossusvlei: la depressione e Hiddenvlei",
          "Sossusvlei: la hondonada y Hiddenvlei",
          "Sossusvlei : le vlei et Hiddenvlei",
          "Sossusvlei: die Pfanne und das Hiddenvlei",
        ],
        [
          "By 4x4 shuttle over the last sandy stretch to the clay pan of Sossusvlei, ringed by some of the highest dunes on earth, then on foot across the sand to the quiet white pan of Hiddenvlei.",
          "In navetta 4x4 sull'ultimo tratto sabbioso fino alla depressione argillosa di Sossusvlei, cinta da alcune delle dune più alte della terra, poi a piedi sulla sabbia fino alla bianca e silenziosa Hiddenvlei.",
          "En lanzadera 4x4 por el último tramo de arena hasta la hondonada de arcilla de Sossusvlei, rodeada de algunas de las dunas más altas del planeta, y luego a pie por la arena hasta la blanca y silenciosa Hiddenvlei.",
          "En navette 4x4 sur le dernier tronçon de sable jusqu'au vlei d'argile de Sossusvlei, cerné par certaines des plus hautes dunes du monde, puis à pied dans le sable jusqu'au vlei blanc et silencieux de Hiddenvlei.",
          "Mit dem Allrad-Shuttle über das letzte Sandstück zur Lehmpfanne von Sossusvlei, umringt von einigen der höchsten Dünen der Erde, dann zu Fuß durch den Sand zur stillen weißen Pfanne Hiddenvlei.",
        ],
      ],
    ],
  },
  "NAM Deadvlei": {
    days: [
      [
        "see",
        [
          "Deadvlei: the dead camelthorn trees",
          "Deadvlei: le acacie morte",
          "Deadvlei: las acacias muertas",
          "Deadvlei : les acacias morts",
          "Deadvlei: die toten Kameldornbäume",
        ],
        [
          "A walk over the sand from the parking to Deadvlei, a white clay pan where camelthorn trees, dead for some 700 years, stand black against the orange dunes and the deep blue sky.",
          "Una camminata sulla sabbia dal parcheggio fino a Deadvlei, una depressione di argilla bianca dove le acacie, morte da circa 700 anni, si stagliano nere contro le dune arancioni e il cielo blu intenso.",
          "Una caminata por la arena desde el aparcamiento hasta Deadvlei, una hondonada de arcilla blanca donde las acacias, muertas hace unos 700 años, se recortan negras contra las dunas naranjas y el cielo azul intenso.",
          "Une marche dans le sable du parking jusqu'à Deadvlei, cuvette d'argile blanche où des acacias morts depuis quelque 700 ans se dressent, noirs, devant les dunes orange et le ciel bleu profond.",
          "Ein Gang durch den Sand vom Parkplatz nach Deadvlei, einer weißen Lehmpfanne, in der seit rund 700 Jahren tote Kameldornbäume schwarz vor den orangen Dünen und dem tiefblauen Himmel stehen.",
        ],
      ],
      [
        "see",
        [
          "Deadvlei: over Big Daddy and down into the pan",
          "Deadvlei: su Big Daddy e giù nella depressione",
          "Deadvlei: por Big Daddy y bajada a la hondonada",
          "Deadvlei : par Big Daddy et descente dans le vlei",
          "Deadvlei: über Big Daddy hinab in die Pfanne",
        ],
        [
          "A long, hard climb up the ridge of Big Daddy, one of the tallest dunes of the Namib, for the view over the sand sea, then a run straight down its steep face into Deadvlei.",
          "Una salita lunga e faticosa sulla cresta di Big Daddy, una delle dune più alte del Namib, per la vista sul mare di sabbia, poi una corsa giù per il suo ripido versante fin dentro Deadvlei.",
          "Una subida larga y dura por la cresta de Big Daddy, una de las dunas más altas del Namib, para ver el mar de arena, y luego una carrera ladera abajo directamente hasta Deadvlei.",
          "Une longue et rude montée sur la crête de Big Daddy, l'une des plus hautes dunes du Namib, pour la vue sur la mer de sable, puis une descente en courant sur sa pente raide jusque dans Deadvlei.",
          "Ein langer, harter Aufstieg über den Kamm von Big Daddy, einer der höchsten Dünen der Namib, mit Blick über das Sandmeer, dann im Laufschritt die steile Flanke direkt hinab nach Deadvlei.",
        ],
      ],
    ],
  },
  "NAM Sesriem Canyon": {
    days: [
      [
        "see",
        [
          "Sesriem Canyon: into the gorge of the Tsauchab",
          "Canyon di Sesriem: nella gola del Tsauchab",
          "Cañón de Sesriem: en la garganta del Tsauchab",
          "Canyon de Sesriem : dans la gorge du Tsauchab",
          "Sesriem-Canyon: in die Schlucht des Tsauchab",
        ],
        [
          "Down into the narrow canyon the Tsauchab river has cut through layers of gravel and stone, so deep that settlers needed six lengths of rope to draw water, along its shady floor.",
          "Giù nello stretto canyon che il fiume Tsauchab ha scavato tra strati di ghiaia e pietra, così profondo che i coloni servivano sei corde per attingere l'acqua, lungo il suo fondo in ombra.",
          "Bajada al estrecho cañón que el río Tsauchab ha excavado entre capas de grava y piedra, tan hondo que los colonos necesitaban seis cuerdas para sacar agua, y paseo por su fondo en sombra.",
          "Descente dans l'étroit canyon que la Tsauchab a creusé dans les couches de gravier et de pierre, si profond qu'il fallait six longueurs de corde aux colons pour puiser l'eau, puis marche sur son fond ombragé.",
          "Hinab in den engen Canyon, den der Tsauchab durch Kies- und Gesteinsschichten geschnitten hat, so tief, dass Siedler sechs Seillängen brauchten, um Wasser zu schöpfen, und über seinen schattigen Grund.",
        ],
      ],
      [
        "see",
        [
          "Sesriem Canyon: sunset from Elim Dune",
          "Canyon di Sesriem: il tramonto dalla duna Elim",
          "Cañón de Sesriem: el atardecer desde la duna Elim",
          "Canyon de Sesriem : coucher de soleil sur la dune Elim",
          "Sesriem-Canyon: Sonnenuntergang auf der Elim-Düne",
        ],
        [
          "A late-afternoon climb of Elim Dune near the park gate, the closest red dune, for the view over the gravel plains and the Naukluft mountains as the light goes and the oryx come out to graze.",
          "Una salita nel tardo pomeriggio sulla duna Elim vicino al cancello del parco, la duna rossa più vicina, per la vista sulle piane di ghiaia e i monti Naukluft mentre cala la luce e gli orici escono a pascolare.",
          "Una subida a última hora de la tarde a la duna Elim, junto a la puerta del parque, la duna roja más cercana, para ver las llanuras de grava y los montes Naukluft mientras cae la luz y los órices salen a pastar.",
          "Une montée en fin d'après-midi sur la dune Elim près de la porte du parc, la dune rouge la plus proche, pour la vue sur les plaines de gravier et les monts Naukluft quand la lumière baisse et que les oryx sortent brouter.",
          "Ein Aufstieg am späten Nachmittag auf die Elim-Düne nahe dem Parktor, die nächste rote Düne, mit Blick über die Kiesebenen und die Naukluftberge, wenn das Licht schwindet und die Oryx zum Grasen kommen.",
        ],
      ],
    ],
  },
  "NAM Swakopmund": {
    days: [
      [
        "see",
        [
          "Swakopmund: the German town by the Atlantic",
          "Swakopmund: la città tedesca sull'Atlantico",
          "Swakopmund: la ciudad alemana junto al Atlántico",
          "Swakopmund : la ville allemande au bord de l'Atlantique",
          "Swakopmund: die deutsche Stadt am Atlantik",
        ],
        [
          "Among the colonial buildings of the old German town, the Woermannhaus with its tower, the Hohenzollernhaus and the old station, then out on the long jetty into the cold Atlantic and the lighthouse.",
          "Tra gli edifici coloniali della vecchia città tedesca, la Woermannhaus con la sua torre, la Hohenzollernhaus e la vecchia stazione, poi sul lungo pontile nel freddo Atlantico e al faro.",
          "Entre los edificios coloniales de la vieja ciudad alemana, la Woermannhaus con su torre, la Hohenzollernhaus y la vieja estación, y luego por el largo muelle sobre el frío Atlántico y hasta el faro.",
          "Parmi les bâtiments coloniaux de la vieille ville allemande, la Woermannhaus et sa tour, la Hohenzollernhaus et l'ancienne gare, puis sur la longue jetée dans l'Atlantique froid et jusqu'au phare.",
          "Zwischen den Kolonialbauten der alten deutschen Stadt, dem Woermannhaus mit Turm, dem Hohenzollernhaus und dem alten Bahnhof, dann auf die lange Mole in den kalten Atlantik und zum Leuchtturm.",
        ],
      ],
      [
        "see",
        [
          "Swakopmund: the Little Five of the living desert",
          "Swakopmund: i Little Five del deserto vivo",
          "Swakopmund: los Little Five del desierto vivo",
          "Swakopmund : les Little Five du désert vivant",
          "Swakopmund: die Little Five der lebendigen Wüste",
        ],
        [
          "Into the dunes south of town with a desert guide, finding the small creatures that live off the sea fog: the Namaqua chameleon, the sidewinding Peringuey's adder, the palmato gecko and the dancing spider.",
          "Nelle dune a sud della città con una guida del deserto, a cercare le piccole creature che vivono della nebbia marina: il camaleonte namaqua, la vipera di Peringuey, il geco palmato e il ragno danzante.",
          "Por las dunas al sur de la ciudad con un guía del desierto, buscando las pequeñas criaturas que viven de la niebla marina: el camaleón namaqua, la víbora de Peringuey, el geco palmeado y la araña danzante.",
          "Dans les dunes au sud de la ville avec un guide du désert, à la recherche des petites créatures qui vivent du brouillard marin : caméléon namaqua, vipère de Péringuey, gecko palmé et araignée danseuse.",
          "In die Dünen südlich der Stadt mit einem Wüstenguide, auf der Suche nach den kleinen Tieren, die vom Seenebel leben: Namaqua-Chamäleon, Zwergpuffotter, Schwimmfußgecko und Tanzende Spinne.",
        ],
      ],
      [
        "food",
        [
          "Swakopmund: German bakeries and Atlantic seafood",
          "Swakopmund: pasticcerie tedesche e pesce atlantico",
          "Swakopmund: pastelerías alemanas y mariscos del Atlántico",
          "Swakopmund : pâtisseries allemandes et fruits de mer",
          "Swakopmund: deutsche Konditoreien und Atlantikfisch",
        ],
        [
          "Black Forest cake and apple strudel in one of the town's old German cafés, then kingklip, kob and Walvis Bay oysters from the cold Benguela current for dinner near the jetty.",
          "Torta Foresta Nera e strudel di mele in uno dei vecchi caffè tedeschi della città, poi a cena kingklip, ombrina e ostriche di Walvis Bay della fredda corrente del Benguela vicino al pontile.",
          "Tarta Selva Negra y strudel de manzana en uno de los viejos cafés alemanes de la ciudad, y para cenar, cerca del muelle, kingklip, corvina y ostras de Walvis Bay de la fría corriente de Benguela.",
          "Forêt-Noire et strudel aux pommes dans l'un des vieux cafés allemands de la ville, puis au dîner près de la jetée kingklip, maigre et huîtres de Walvis Bay nourries par le froid courant de Benguela.",
          "Schwarzwälder Kirschtorte und Apfelstrudel in einem der alten deutschen Cafés der Stadt, dann abends an der Mole Kingklip, Kob und Austern aus Walvis Bay aus dem kalten Benguelastrom.",
        ],
      ],
    ],
  },
  "NAM Walvis Bay": {
    days: [
      [
        "see",
        [
          "Walvis Bay: by 4x4 to the Sandwich lagoon",
          "Walvis Bay: Sandwich Harbour in fuoristrada",
          "Walvis Bay: Sandwich Harbour en 4x4",
          "Walvis Bay : Sandwich Harbour en 4x4",
          "Walvis Bay: Sandwich Harbour im Geländewagen",
        ],
        [
          "Past the flamingos of the lagoon and the salt works, then by 4x4 along the beach at low tide and over the dunes to the Sandwich lagoon, where tall dunes drop straight into the Atlantic.",
          "Oltre i fenicotteri della laguna e le saline, poi in fuoristrada lungo la spiaggia con la bassa marea e sulle dune fino a Sandwich Harbour, dove alte dune cadono dritte nell'Atlantico.",
          "Junto a los flamencos de la laguna y las salinas, y luego en 4x4 por la playa con la marea baja y por las dunas hasta Sandwich Harbour, donde altas dunas caen directamente al Atlántico.",
          "Devant les flamants de la lagune et les salines, puis en 4x4 sur la plage à marée basse et par les dunes jusqu'à Sandwich Harbour, où de hautes dunes plongent droit dans l'Atlantique.",
          "Vorbei an den Flamingos der Lagune und den Salinen, dann im Geländewagen bei Ebbe am Strand entlang und über die Dünen nach Sandwich Harbour, wo hohe Dünen direkt in den Atlantik abfallen.",
        ],
      ],
      [
        "boat",
        [
          "Walvis Bay: seals and dolphins at Pelican Point",
          "Walvis Bay: otarie e delfini a Pelican Point",
          "Walvis Bay: lobos marinos y delfines en Pelican Point",
          "Walvis Bay : otaries et dauphins à Pelican Point",
          "Walvis Bay: Robben und Delfine am Pelican Point",
        ],
        [
          "By catamaran or sea kayak out to the seal colony at Pelican Point, with pelicans landing on deck, Heaviside's dolphins in the bay, and fresh oysters served on the way back.",
          "In catamarano o in kayak da mare fino alla colonia di otarie di Pelican Point, con pellicani che si posano sul ponte, delfini di Heaviside nella baia e ostriche fresche servite al ritorno.",
          "En catamarán o kayak de mar hasta la colonia de lobos marinos de Pelican Point, con pelícanos que se posan en cubierta, delfines de Heaviside en la bahía y ostras frescas a la vuelta.",
          "En catamaran ou en kayak de mer jusqu'à la colonie d'otaries de Pelican Point, avec des pélicans qui se posent sur le pont, des dauphins de Heaviside dans la baie et des huîtres fraîches au retour.",
          "Mit dem Katamaran oder Seekajak zur Robbenkolonie am Pelican Point, mit Pelikanen, die an Deck landen, Heaviside-Delfinen in der Bucht und frischen Austern auf dem Rückweg.",
        ],
      ],
      [
        "food",
        [
          "Walvis Bay: the oyster farms of the lagoon",
          "Walvis Bay: gli allevamenti di ostriche della laguna",
          "Walvis Bay: los criaderos de ostras de la laguna",
          "Walvis Bay : les parcs à huîtres de la lagune",
          "Walvis Bay: die Austernfarmen der Lagune",
        ],
        [
          "A visit to an oyster farm in the cold, plankton-rich water of the bay, where oysters grow fat fast, then a tasting at the waterfront with fresh line fish and a glass of South African wine.",
          "Visita a un allevamento di ostriche nell'acqua fredda e ricca di plancton della baia, dove le ostriche crescono in fretta, poi una degustazione sul lungomare con pesce fresco e un bicchiere di vino sudafricano.",
          "Visita a un criadero de ostras en el agua fría y rica en plancton de la bahía, donde crecen muy deprisa, y luego una cata en el paseo marítimo con pescado fresco y una copa de vino sudafricano.",
          "Visite d'un parc à huîtres dans l'eau froide et riche en plancton de la baie, où elles grossissent vite, puis une dégustation sur le front de mer avec poisson frais et un verre de vin sud-africain.",
          "Besuch einer Austernfarm im kalten, planktonreichen Wasser der Bucht, wo die Austern schnell wachsen, dann eine Verkostung am Wasser mit frischem Fisch und einem Glas südafrikanischem Wein.",
        ],
      ],
    ],
  },
  "NAM Skeleton Coast": {
    days: [
      [
        "see",
        [
          "Skeleton Coast: the seals of Cape Cross",
          "Skeleton Coast: le otarie di Cape Cross",
          "Costa de los Esqueletos: los lobos marinos de Cape Cross",
          "Côte des Squelettes : les otaries de Cape Cross",
          "Skelettküste: die Robben von Cape Cross",
        ],
        [
          "North along the fog-bound coast road past rusting wrecks to Cape Cross, where a Portuguese navigator raised a stone cross in 1486 and tens of thousands of Cape fur seals crowd the rocks.",
          "A nord lungo la strada costiera avvolta nella nebbia tra relitti arrugginiti fino a Cape Cross, dove un navigatore portoghese eresse una croce di pietra nel 1486 e decine di migliaia di otarie affollano gli scogli.",
          "Hacia el norte por la carretera costera envuelta en niebla, entre pecios oxidados, hasta Cape Cross, donde un navegante portugués alzó una cruz de piedra en 1486 y decenas de miles de lobos marinos abarrotan las rocas.",
          "Vers le nord par la route côtière noyée de brouillard, entre épaves rouillées, jusqu'à Cape Cross, où un navigateur portugais dressa une croix de pierre en 1486 et où des dizaines de milliers d'otaries se pressent sur les rochers.",
          "Nordwärts auf der nebligen Küstenstraße an rostenden Wracks vorbei nach Cape Cross, wo ein portugiesischer Seefahrer 1486 ein Steinkreuz errichtete und Zehntausende Kap-Pelzrobben die Felsen bevölkern.",
        ],
      ],
      [
        "see",
        [
          "Skeleton Coast: through the Ugab gate",
          "Skeleton Coast: oltre il cancello dell'Ugab",
          "Costa de los Esqueletos: por la puerta del Ugab",
          "Côte des Squelettes : par la porte de l'Ugab",
          "Skelettküste: durch das Ugab-Tor",
        ],
        [
          "Through the gate with the skull and crossbones at the Ugab river into the national park, a drive between dunes, lichen fields and the surf, past wrecks and the fishing camps of Torra Bay.",
          "Oltre il cancello con teschio e ossa incrociate sul fiume Ugab nel parco nazionale, un percorso tra dune, campi di licheni e onde, oltre relitti e i campi dei pescatori di Torra Bay.",
          "Por la puerta con la calavera y las tibias del río Ugab hacia el parque nacional, un recorrido entre dunas, campos de líquenes y olas, junto a pecios y los campamentos de pesca de Torra Bay.",
          "Par la porte à tête de mort de l'Ugab dans le parc national, une route entre dunes, champs de lichens et rouleaux, devant les épaves et les camps de pêche de Torra Bay.",
          "Durch das Tor mit Totenkopf am Ugab-Fluss in den Nationalpark, eine Fahrt zwischen Dünen, Flechtenfeldern und Brandung, vorbei an Wracks und den Anglercamps von Torra Bay.",
        ],
      ],
    ],
  },
  "NAM Damaraland": {
    days: [
      [
        "see",
        [
          "Damaraland: tracking the desert elephants",
          "Damaraland: sulle tracce degli elefanti del deserto",
          "Damaraland: tras los elefantes del desierto",
          "Damaraland : sur la piste des éléphants du désert",
          "Damaraland: auf der Spur der Wüstenelefanten",
        ],
        [
          "By open 4x4 along the dry riverbeds of the Huab and Aba-Huab, following the tracks of the desert-adapted elephants that walk long distances between waterholes in this stony country.",
          "In fuoristrada aperto lungo i letti asciutti dell'Huab e dell'Aba-Huab, seguendo le tracce degli elefanti adattati al deserto, che percorrono lunghe distanze tra le pozze in questa terra di pietre.",
          "En 4x4 abierto por los lechos secos del Huab y del Aba-Huab, siguiendo las huellas de los elefantes adaptados al desierto, que recorren largas distancias entre charcas en esta tierra pedregosa.",
          "En 4x4 ouvert dans les lits secs de l'Huab et de l'Aba-Huab, sur la piste des éléphants adaptés au désert, qui parcourent de longues distances entre les points d'eau de ce pays de pierres.",
          "Im offenen Geländewagen durch die trockenen Flussbetten von Huab und Aba-Huab, den Spuren der wüstenangepassten Elefanten folgend, die in diesem steinigen Land weite Strecken zwischen Wasserstellen wandern.",
        ],
      ],
      [
        "see",
        [
          "Damaraland: the White Lady of the Brandberg",
          "Damaraland: la Dama Bianca del Brandberg",
          "Damaraland: la Dama Blanca del Brandberg",
          "Damaraland : la Dame blanche du Brandberg",
          "Damaraland: die Weiße Dame am Brandberg",
        ],
        [
          "With a local guide up the Tsisab ravine of the Brandberg, Namibia's highest mountain, to the rock shelter of the White Lady, a San painting of a procession of figures and animals.",
          "Con una guida locale su per la gola di Tsisab del Brandberg, la montagna più alta della Namibia, fino al riparo della Dama Bianca, una pittura san con una processione di figure e animali.",
          "Con un guía local por el barranco de Tsisab del Brandberg, la montaña más alta de Namibia, hasta el abrigo de la Dama Blanca, una pintura san con una procesión de figuras y animales.",
          "Avec un guide local dans le ravin de Tsisab du Brandberg, la plus haute montagne de Namibie, jusqu'à l'abri de la Dame blanche, peinture san d'une procession de personnages et d'animaux.",
          "Mit einem örtlichen Guide durch die Tsisab-Schlucht des Brandbergs, Namibias höchstem Berg, zum Felsüberhang der Weißen Dame, einer San-Malerei mit einer Prozession von Figuren und Tieren.",
        ],
      ],
    ],
  },
  "NAM Twyfelfontein": {
    days: [
      [
        "see",
        [
          "Twyfelfontein: the rock engravings",
          "Twyfelfontein: le incisioni rupestri",
          "Twyfelfontein: los grabados rupestres",
          "Twyfelfontein : les gravures rupestres",
          "Twyfelfontein: die Felsgravuren",
        ],
        [
          "With a Damara guide among the sandstone slabs engraved over thousands of years with giraffes, rhinos, footprints and the lion with the hand-shaped tail, then the Organ Pipes and Burnt Mountain nearby.",
          "Con una guida damara tra le lastre di arenaria incise nel corso di millenni con giraffe, rinoceronti, impronte e il leone dalla coda a forma di mano, poi le Canne d'Organo e la Montagna Bruciata vicine.",
          "Con un guía damara entre las losas de arenisca grabadas durante milenios con jirafas, rinocerontes, huellas y el león con la cola en forma de mano, y luego los Tubos de Órgano y la Montaña Quemada cercanos.",
          "Avec un guide damara parmi les dalles de grès gravées au fil des millénaires de girafes, de rhinocéros, d'empreintes et du lion à la queue en forme de main, puis les Tuyaux d'orgue et la Montagne brûlée voisins.",
          "Mit einem Damara-Guide zwischen Sandsteinplatten, in die über Jahrtausende Giraffen, Nashörner, Fußspuren und der Löwe mit dem handförmigen Schwanz graviert wurden, dann die nahen Orgelpfeifen und der Verbrannte Berg.",
        ],
      ],
    ],
  },
  "NAM Etosha National Park": {
    days: [
      [
        "game",
        [
          "Etosha National Park: the waterholes of Okaukuejo",
          "Parco nazionale d'Etosha: le pozze di Okaukuejo",
          "Parque nacional de Etosha: las charcas de Okaukuejo",
          "Parc national d'Etosha : les points d'eau d'Okaukuejo",
          "Etosha-Nationalpark: die Wasserstellen von Okaukuejo",
        ],
        [
          "A drive from waterhole to waterhole in the west of the park, where elephants, zebras, springbok, gemsbok and giraffes come to drink on the white plains, and lions wait nearby.",
          "Un safari di pozza in pozza nell'ovest del parco, dove elefanti, zebre, springbok, orici e giraffe vengono a bere nelle pianure bianche e i leoni aspettano vicino.",
          "Un safari de charca en charca por el oeste del parque, donde elefantes, cebras, springboks, órices y jirafas vienen a beber en las llanuras blancas y los leones esperan cerca.",
          "Un safari de point d'eau en point d'eau dans l'ouest du parc, où éléphants, zèbres, springboks, oryx et girafes viennent boire dans les plaines blanches tandis que les lions attendent tout près.",
          "Eine Pirsch von Wasserstelle zu Wasserstelle im Westen des Parks, wo Elefanten, Zebras, Springböcke, Oryx und Giraffen auf den weißen Ebenen trinken und Löwen in der Nähe warten.",
        ],
      ],
      [
        "game",
        [
          "Etosha National Park: along the pan to Namutoni",
          "Parco nazionale d'Etosha: lungo il pan fino a Namutoni",
          "Parque nacional de Etosha: junto a la salina hasta Namutoni",
          "Parc national d'Etosha : le long du pan jusqu'à Namutoni",
          "Etosha-Nationalpark: an der Pfanne entlang nach Namutoni",
        ],
        [
          "East along the edge of the great salt pan, with stops at Halali and the waterholes of Goas and Klein Namutoni, looking for black rhino, cheetah, eland and the tiny Damara dik-dik.",
          "A est lungo il bordo della grande salina, con soste ad Halali e alle pozze di Goas e Klein Namutoni, cercando il rinoceronte nero, il ghepardo, l'eland e il minuscolo dik-dik del Damara.",
          "Hacia el este por el borde de la gran salina, con paradas en Halali y las charcas de Goas y Klein Namutoni, buscando rinocerontes negros, guepardos, elands y el diminuto dik-dik de Damara.",
          "Vers l'est au bord du grand pan salé, avec des haltes à Halali et aux points d'eau de Goas et Klein Namutoni, à la recherche du rhinocéros noir, du guépard, de l'éland et du minuscule dik-dik de Damara.",
          "Ostwärts am Rand der großen Salzpfanne, mit Halt in Halali und an den Wasserstellen Goas und Klein Namutoni, auf der Suche nach Spitzmaulnashorn, Gepard, Elenantilope und dem winzigen Damara-Dikdik.",
        ],
      ],
      [
        "game",
        [
          "Etosha National Park: the floodlit waterhole after dark",
          "Parco nazionale d'Etosha: la pozza illuminata di notte",
          "Parque nacional de Etosha: la charca iluminada de noche",
          "Parc national d'Etosha : le point d'eau éclairé la nuit",
          "Etosha-Nationalpark: die beleuchtete Wasserstelle bei Nacht",
        ],
        [
          "After an afternoon drive, the evening at the floodlit waterhole of a rest camp, where black rhinos, elephants, lions and jackals come out of the dark to drink a few steps from the wall.",
          "Dopo un safari pomeridiano, la sera alla pozza illuminata di un campo, dove rinoceronti neri, elefanti, leoni e sciacalli escono dal buio per bere a pochi passi dal muretto.",
          "Tras un safari de tarde, la noche en la charca iluminada de un campamento, donde rinocerontes negros, elefantes, leones y chacales salen de la oscuridad para beber a pocos pasos del muro.",
          "Après un safari l'après-midi, la soirée au point d'eau éclairé d'un camp, où rhinocéros noirs, éléphants, lions et chacals sortent de l'obscurité pour boire à quelques pas du muret.",
          "Nach einer Nachmittagspirsch der Abend an der beleuchteten Wasserstelle eines Rastlagers, wo Spitzmaulnashörner, Elefanten, Löwen und Schakale aus dem Dunkel kommen und wenige Schritte von der Mauer trinken.",
        ],
      ],
    ],
  },
  "NAM Rundu": {
    days: [
      [
        "see",
        [
          "Rundu: on the Okavango River",
          "Rundu: sul fiume Okavango",
          "Rundu: en el río Okavango",
          "Rundu : sur l'Okavango",
          "Rundu: auf dem Okavango",
        ],
        [
          "By boat along the Okavango River, with Angola on the far bank, past fishermen in dugouts, women washing at the water's edge and hippos and crocodiles in the reeds, then the woodcarvers' stalls.",
          "In barca sul fiume Okavango, con l'Angola sull'altra riva, tra pescatori in piroga, donne che lavano sulla riva, ippopotami e coccodrilli tra le canne, poi le bancarelle degli intagliatori.",
          "En barca por el río Okavango, con Angola en la otra orilla, entre pescadores en piraguas, mujeres que lavan en la orilla e hipopótamos y cocodrilos entre los juncos, y luego los puestos de los tallistas.",
          "En bateau sur l'Okavango, l'Angola sur l'autre rive, parmi les pêcheurs en pirogue, les femmes qui lavent au bord de l'eau, les hippopotames et crocodiles dans les roseaux, puis les étals des sculpteurs sur bois.",
          "Mit dem Boot auf dem Okavango, Angola am anderen Ufer, vorbei an Fischern im Einbaum, Frauen, die am Ufer waschen, Flusspferden und Krokodilen im Schilf, dann die Stände der Holzschnitzer.",
        ],
      ],
      [
        "food",
        [
          "Rundu: river fish and mahangu",
          "Rundu: pesce di fiume e mahangu",
          "Rundu: pescado de río y mahangu",
          "Rundu : poisson de rivière et mahangu",
          "Rundu: Flussfisch und Mahangu",
        ],
        [
          "At the open market, bream from the Okavango, dried mopane worms and mahangu, pearl millet, then in a Kavango village the millet pounded and cooked as porridge to eat with fish stew.",
          "Al mercato all'aperto, tilapie dell'Okavango, bruchi mopane essiccati e mahangu, il miglio perlato, poi in un villaggio kavango il miglio pestato e cotto in polenta da mangiare con lo stufato di pesce.",
          "En el mercado al aire libre, tilapias del Okavango, orugas mopane secas y mahangu, el mijo perla, y luego en una aldea kavango el mijo machacado y cocido en gachas para comer con guiso de pescado.",
          "Au marché en plein air, brèmes de l'Okavango, chenilles mopane séchées et mahangu, le mil perlé, puis dans un village kavango le mil pilé et cuit en bouillie à manger avec le ragoût de poisson.",
          "Auf dem offenen Markt Brassen aus dem Okavango, getrocknete Mopane-Raupen und Mahangu, Perlhirse, dann in einem Kavango-Dorf die gestampfte Hirse als Brei mit Fischeintopf.",
        ],
      ],
    ],
  },
  "NAM Caprivi Strip": {
    days: [
      [
        "game",
        [
          "Caprivi Strip: elephants at Horseshoe Bend",
          "Striscia di Caprivi: elefanti all'Horseshoe Bend",
          "Franja de Caprivi: elefantes en el Horseshoe Bend",
          "Bande de Caprivi : éléphants à Horseshoe Bend",
          "Caprivizipfel: Elefanten am Horseshoe Bend",
        ],
        [
          "A drive in Bwabwata National Park to the Horseshoe, a loop of the Kwando River where herds of elephants come down to drink and bathe, with sable, roan, buffalo and hippos along the floodplain.",
          "Un safari nel parco nazionale di Bwabwata fino all'Horseshoe, un'ansa del fiume Kwando dove i branchi di elefanti scendono a bere e a bagnarsi, con antilopi nere e roane, bufali e ippopotami nella piana.",
          "Un safari en el parque nacional de Bwabwata hasta el Horseshoe, un meandro del río Kwando donde las manadas de elefantes bajan a beber y bañarse, con antílopes sable y ruanos, búfalos e hipopótamos.",
          "Un safari dans le parc national de Bwabwata jusqu'au Horseshoe, une boucle du Kwando où les troupeaux d'éléphants viennent boire et se baigner, avec hippotragues noirs et rouans, buffles et hippopotames.",
          "Eine Pirsch im Bwabwata-Nationalpark zum Horseshoe, einer Schleife des Kwando, wo Elefantenherden trinken und baden, mit Rappen- und Pferdeantilopen, Büffeln und Flusspferden auf der Schwemmebene.",
        ],
      ],
      [
        "game",
        [
          "Caprivi Strip: a boat safari in Nkasa Rupara",
          "Striscia di Caprivi: safari in barca a Nkasa Rupara",
          "Franja de Caprivi: safari en barco en Nkasa Rupara",
          "Bande de Caprivi : safari en bateau à Nkasa Rupara",
          "Caprivizipfel: Bootssafari in Nkasa Rupara",
        ],
        [
          "By boat through the channels and lagoons of the Linyanti swamps in Nkasa Rupara and Mudumu parks, among hippos, red lechwe, elephants crossing the water and countless wading birds.",
          "In barca tra i canali e le lagune delle paludi del Linyanti nei parchi di Nkasa Rupara e Mudumu, tra ippopotami, lichi rossi, elefanti che attraversano l'acqua e innumerevoli trampolieri.",
          "En barco por los canales y lagunas de los pantanos del Linyanti en los parques de Nkasa Rupara y Mudumu, entre hipopótamos, lechwes rojos, elefantes que cruzan el agua e innumerables zancudas.",
          "En bateau dans les chenaux et lagunes des marais du Linyanti, dans les parcs de Nkasa Rupara et de Mudumu, parmi hippopotames, cobes lechwe, éléphants traversant l'eau et échassiers innombrables.",
          "Mit dem Boot durch Kanäle und Lagunen der Linyanti-Sümpfe in den Parks Nkasa Rupara und Mudumu, zwischen Flusspferden, Roten Letschwes, durchs Wasser ziehenden Elefanten und unzähligen Watvögeln.",
        ],
      ],
    ],
  },
  "BWA Maun": {
    days: [
      [
        "see",
        [
          "Maun: a flight over the Okavango Delta",
          "Maun: un volo sopra il delta dell'Okavango",
          "Maun: un vuelo sobre el delta del Okavango",
          "Maun : un survol du delta de l'Okavango",
          "Maun: ein Flug über das Okavango-Delta",
        ],
        [
          "A scenic flight in a light aircraft or helicopter from Maun airport over the Okavango Delta, a maze of channels, lagoons and islands where elephants, buffalo and hippos are seen from the air.",
          "Un volo panoramico in piccolo aereo o elicottero dall'aeroporto di Maun sopra il delta dell'Okavango, un labirinto di canali, lagune e isole dove dall'alto si vedono elefanti, bufali e ippopotami.",
          "Un vuelo panorámico en avioneta o helicóptero desde el aeropuerto de Maun sobre el delta del Okavango, un laberinto de canales, lagunas e islas donde se ven desde el aire elefantes, búfalos e hipopótamos.",
          "Un survol en petit avion ou en hélicoptère depuis l'aéroport de Maun au-dessus du delta de l'Okavango, dédale de chenaux, de lagunes et d'îles où l'on voit d'en haut éléphants, buffles et hippopotames.",
          "Ein Rundflug im Kleinflugzeug oder Hubschrauber vom Flughafen Maun über das Okavango-Delta, ein Labyrinth aus Kanälen, Lagunen und Inseln, in dem man Elefanten, Büffel und Flusspferde von oben sieht.",
        ],
      ],
      [
        "food",
        ["Maun: seswaa and bogobe", "Maun: seswaa e bogobe", "Maun: seswaa y bogobe", "Maun : seswaa et bogobe", "Maun: Seswaa und Bogobe"],
        [
          "Seswaa, beef boiled for hours with salt and pounded until it falls apart, the dish of every Botswana celebration, with bogobe sorghum porridge and morogo greens at a local eatery by the Thamalakane river.",
          "Il seswaa, manzo bollito per ore con il sale e pestato finché si sfalda, il piatto di ogni festa del Botswana, con polenta di sorgo bogobe e verdure morogo in un locale sul fiume Thamalakane.",
          "El seswaa, ternera hervida durante horas con sal y machacada hasta deshacerse, el plato de toda fiesta en Botsuana, con gachas de sorgo bogobe y verduras morogo en un local junto al río Thamalakane.",
          "Le seswaa, bœuf bouilli des heures avec du sel et pilé jusqu'à s'effilocher, plat de toutes les fêtes du Botswana, avec la bouillie de sorgho bogobe et les feuilles de morogo dans une gargote au bord du Thamalakane.",
          "Seswaa, stundenlang mit Salz gekochtes und zerstampftes Rindfleisch, das Gericht jedes Festes in Botswana, mit Bogobe-Sorghumbrei und Morogo-Blättern in einem Lokal am Thamalakane-Fluss.",
        ],
      ],
    ],
  },
  "BWA Okavango Delta": {
    days: [
      [
        "game",
        [
          "Okavango Delta: by mokoro through the channels",
          "Delta dell'Okavango: in mokoro tra i canali",
          "Delta del Okavango: en mokoro por los canales",
          "Delta de l'Okavango : en mokoro dans les chenaux",
          "Okavango-Delta: im Mokoro durch die Kanäle",
        ],
        [
          "Poled in a mokoro, the dugout canoe of the delta, by a local poler through narrow channels of papyrus and water lilies, past painted reed frogs, kingfishers and elephants feeding in the shallows.",
          "Spinti con la pertica su un mokoro, la piroga del delta, da un barcaiolo del posto tra stretti canali di papiro e ninfee, tra rane dipinte, martin pescatori ed elefanti che mangiano nell'acqua bassa.",
          "Impulsados con pértiga en un mokoro, la canoa del delta, por un barquero local por estrechos canales de papiro y nenúfares, entre ranas pintadas, martines pescadores y elefantes que comen en el agua somera.",
          "Poussé à la perche dans un mokoro, la pirogue du delta, par un piroguier local dans d'étroits chenaux de papyrus et de nénuphars, parmi grenouilles peintes, martins-pêcheurs et éléphants qui broutent dans l'eau.",
          "Im Mokoro, dem Einbaum des Deltas, von einem örtlichen Staker durch enge Kanäle zwischen Papyrus und Seerosen geschoben, vorbei an Riedfröschen, Eisvögeln und im Flachwasser fressenden Elefanten.",
        ],
      ],
      [
        "game",
        [
          "Okavango Delta: a walking safari on the islands",
          "Delta dell'Okavango: safari a piedi sulle isole",
          "Delta del Okavango: safari a pie por las islas",
          "Delta de l'Okavango : safari à pied sur les îles",
          "Okavango-Delta: Fußsafari auf den Inseln",
        ],
        [
          "On foot across the palm islands of the delta with a licensed guide, approaching zebras, giraffes and red lechwe, reading tracks in the sand and learning the plants the river people use.",
          "A piedi sulle isole di palme del delta con una guida abilitata, avvicinando zebre, giraffe e lichi rossi, leggendo le tracce nella sabbia e scoprendo le piante usate dalla gente del fiume.",
          "A pie por las islas de palmeras del delta con un guía acreditado, acercándose a cebras, jirafas y lechwes rojos, leyendo huellas en la arena y descubriendo las plantas que usa la gente del río.",
          "À pied sur les îles à palmiers du delta avec un guide agréé, en approchant zèbres, girafes et cobes lechwe, en lisant les traces dans le sable et en découvrant les plantes des gens du fleuve.",
          "Zu Fuß über die Palmeninseln des Deltas mit einem lizenzierten Guide, nahe an Zebras, Giraffen und Rote Letschwes heran, Spuren im Sand lesen und die Pflanzen der Flussbewohner kennenlernen.",
        ],
      ],
    ],
  },
  "BWA Moremi": {
    days: [
      [
        "game",
        [
          "Moremi: predators of Third Bridge and Xakanaxa",
          "Moremi: i predatori di Third Bridge e Xakanaxa",
          "Moremi: los depredadores de Third Bridge y Xakanaxa",
          "Moremi : les prédateurs de Third Bridge et Xakanaxa",
          "Moremi: Raubtiere bei Third Bridge und Xakanaxa",
        ],
        [
          "Drives between the floodplains and mopane woods of the reserve around Third Bridge and Xakanaxa, some of the best ground in Africa for wild dogs, lions and leopards, with herds of impala and lechwe.",
          "Safari tra le piane allagate e i boschi di mopane della riserva intorno a Third Bridge e Xakanaxa, tra i migliori terreni d'Africa per licaoni, leoni e leopardi, con branchi di impala e lichi.",
          "Safaris entre las llanuras inundables y los bosques de mopane de la reserva en torno a Third Bridge y Xakanaxa, de los mejores lugares de África para licaones, leones y leopardos, con manadas de impalas y lechwes.",
          "Safaris entre les plaines inondables et les forêts de mopane de la réserve autour de Third Bridge et de Xakanaxa, parmi les meilleurs terrains d'Afrique pour lycaons, lions et léopards, avec hardes d'impalas et de cobes.",
          "Pirschfahrten zwischen Überschwemmungsebenen und Mopanewäldern des Reservats um Third Bridge und Xakanaxa, einem der besten Gebiete Afrikas für Wildhunde, Löwen und Leoparden, mit Impala- und Letschweherden.",
        ],
      ],
      [
        "game",
        [
          "Moremi: the lagoons and heronries by boat",
          "Moremi: lagune e garzaie in barca",
          "Moremi: lagunas y garceras en barco",
          "Moremi : lagunes et héronnières en bateau",
          "Moremi: Lagunen und Reiherkolonien im Boot",
        ],
        [
          "A boat safari from Xakanaxa through the lagoons of the reserve to the heronries, where storks, herons and ibis nest in the trees, passing hippos, crocodiles and elephants crossing the channels.",
          "Un safari in barca da Xakanaxa tra le lagune della riserva fino alle garzaie, dove cicogne, aironi e ibis nidificano sugli alberi, tra ippopotami, coccodrilli ed elefanti che attraversano i canali.",
          "Un safari en barco desde Xakanaxa por las lagunas de la reserva hasta las garceras, donde cigüeñas, garzas e ibis anidan en los árboles, entre hipopótamos, cocodrilos y elefantes que cruzan los canales.",
          "Un safari en bateau depuis Xakanaxa à travers les lagunes de la réserve jusqu'aux héronnières, où cigognes, hérons et ibis nichent dans les arbres, parmi hippopotames, crocodiles et éléphants traversant les chenaux.",
          "Eine Bootssafari von Xakanaxa durch die Lagunen des Reservats zu den Reiherkolonien, wo Störche, Reiher und Ibisse in den Bäumen nisten, vorbei an Flusspferden, Krokodilen und Elefanten, die die Kanäle queren.",
        ],
      ],
    ],
  },
  "BWA Chobe National Park": {
    days: [
      [
        "game",
        [
          "Chobe National Park: elephants from the river",
          "Parco nazionale del Chobe: elefanti dal fiume",
          "Parque nacional de Chobe: elefantes desde el río",
          "Parc national de Chobe : les éléphants depuis le fleuve",
          "Chobe-Nationalpark: Elefanten vom Fluss aus",
        ],
        [
          "A boat safari on the Chobe River, gliding close to elephant herds drinking, bathing and swimming across to the islands, with hippos, crocodiles, buffalo and fish eagles along the way.",
          "Un safari in barca sul fiume Chobe, scivolando vicino ai branchi di elefanti che bevono, si bagnano e nuotano fino alle isole, con ippopotami, coccodrilli, bufali e aquile pescatrici lungo il percorso.",
          "Un safari en barco por el río Chobe, deslizándose cerca de manadas de elefantes que beben, se bañan y cruzan nadando a las islas, con hipopótamos, cocodrilos, búfalos y pigargos por el camino.",
          "Un safari en bateau sur le Chobe, glissant près des troupeaux d'éléphants qui boivent, se baignent et traversent à la nage vers les îles, avec hippopotames, crocodiles, buffles et pygargues en chemin.",
          "Eine Bootssafari auf dem Chobe, dicht vorbei an Elefantenherden, die trinken, baden und zu den Inseln hinüberschwimmen, mit Flusspferden, Krokodilen, Büffeln und Schreiseeadlern unterwegs.",
        ],
      ],
      [
        "game",
        [
          "Chobe National Park: the riverfront drive",
          "Parco nazionale del Chobe: il safari lungo il fiume",
          "Parque nacional de Chobe: el safari por la ribera",
          "Parc national de Chobe : le safari le long du fleuve",
          "Chobe-Nationalpark: die Pirsch am Flussufer",
        ],
        [
          "A morning drive along the Chobe riverfront, among some of the largest elephant herds in Africa, sable antelope, puku, giraffes and the lions that hunt buffalo on the floodplain.",
          "Un safari mattutino lungo la riva del Chobe, tra alcuni dei più grandi branchi di elefanti d'Africa, antilopi nere, puku, giraffe e i leoni che cacciano i bufali nella piana.",
          "Un safari matinal por la ribera del Chobe, entre algunas de las mayores manadas de elefantes de África, antílopes sable, pukus, jirafas y los leones que cazan búfalos en la llanura.",
          "Un safari matinal le long du Chobe, parmi certains des plus grands troupeaux d'éléphants d'Afrique, hippotragues noirs, pukus, girafes et lions qui chassent le buffle dans la plaine inondable.",
          "Eine Morgenpirsch am Chobe-Ufer zwischen einigen der größten Elefantenherden Afrikas, Rappenantilopen, Pukus, Giraffen und Löwen, die auf der Schwemmebene Büffel jagen.",
        ],
      ],
    ],
  },
  "BWA Kasane": {
    days: [
      [
        "see",
        [
          "Kasane: the baobab jail and the Kazungula crossing",
          "Kasane: il baobab prigione e il ponte di Kazungula",
          "Kasane: el baobab cárcel y el cruce de Kazungula",
          "Kasane : le baobab-prison et le passage de Kazungula",
          "Kasane: der Gefängnis-Baobab und die Kazungula-Brücke",
        ],
        [
          "Around the river town: the hollow baobab once used as a jail, the Seboba rapids, and the Kazungula bridge over the Zambezi, near the point where Botswana, Zambia, Zimbabwe and Namibia almost touch.",
          "Intorno alla cittadina sul fiume: il baobab cavo usato un tempo come prigione, le rapide di Seboba e il ponte di Kazungula sullo Zambesi, vicino al punto dove Botswana, Zambia, Zimbabwe e Namibia quasi si toccano.",
          "Alrededor del pueblo junto al río: el baobab hueco que sirvió de cárcel, los rápidos de Seboba y el puente de Kazungula sobre el Zambeze, cerca del punto donde Botsuana, Zambia, Zimbabue y Namibia casi se tocan.",
          "Autour de la petite ville du fleuve : le baobab creux qui servait de prison, les rapides de Seboba et le pont de Kazungula sur le Zambèze, près du point où Botswana, Zambie, Zimbabwe et Namibie se touchent presque.",
          "Rund um den Flussort: der hohle Baobab, der einst als Gefängnis diente, die Seboba-Stromschnellen und die Kazungula-Brücke über den Sambesi, nahe dem Punkt, an dem sich Botswana, Sambia, Simbabwe und Namibia fast berühren.",
        ],
      ],
      [
        "food",
        [
          "Kasane: Chobe bream and morogo",
          "Kasane: tilapia del Chobe e morogo",
          "Kasane: tilapia del Chobe y morogo",
          "Kasane : brème du Chobe et morogo",
          "Kasane: Chobe-Brasse und Morogo",
        ],
        [
          "Bream from the Chobe River fried whole, with bogobe sorghum porridge and morogo wild spinach, cooked with a family in a village near town, and a taste of ginger beer brewed at home.",
          "Tilapia del fiume Chobe fritta intera, con polenta di sorgo bogobe e spinaci selvatici morogo, cucinati con una famiglia in un villaggio vicino, e un assaggio di ginger beer fatta in casa.",
          "Tilapia del río Chobe frita entera, con gachas de sorgo bogobe y espinaca silvestre morogo, cocinadas con una familia en una aldea cercana, y un trago de cerveza de jengibre casera.",
          "Brème du Chobe frite entière, avec bouillie de sorgho bogobe et épinards sauvages morogo, cuisinés avec une famille dans un village voisin, et un verre de ginger beer maison.",
          "Ganz gebratene Brasse aus dem Chobe mit Bogobe-Sorghumbrei und wildem Morogo-Spinat, gekocht mit einer Familie in einem nahen Dorf, dazu selbstgebrautes Ingwerbier.",
        ],
      ],
    ],
  },
  "BWA Makgadikgadi Pans": {
    months: [4, 11],
    days: [
      [
        "see",
        [
          "Makgadikgadi Pans: the meerkats and the salt crust",
          "Saline di Makgadikgadi: i suricati e la crosta di sale",
          "Salares de Makgadikgadi: los suricatos y la costra de sal",
          "Pans de Makgadikgadi : les suricates et la croûte de sel",
          "Makgadikgadi-Salzpfannen: Erdmännchen und Salzkruste",
        ],
        [
          "Sitting among a habituated colony of meerkats on the edge of the pans as they stand sentry, then out onto the white salt crust of Ntwetwe Pan, flat to every horizon.",
          "Seduti tra una colonia di suricati abituati all'uomo ai margini delle saline mentre fanno la guardia, poi sulla crosta bianca di sale di Ntwetwe Pan, piatta fino a ogni orizzonte.",
          "Sentados entre una colonia de suricatos habituados al borde de los salares mientras montan guardia, y luego sobre la costra blanca de sal de Ntwetwe Pan, plana hasta todos los horizontes.",
          "Assis parmi une colonie de suricates habitués en bordure des pans pendant qu'ils montent la garde, puis sur la croûte de sel blanc de Ntwetwe Pan, plate jusqu'à tous les horizons.",
          "Inmitten einer habituierten Erdmännchenkolonie am Rand der Pfannen, während sie Wache stehen, dann hinaus auf die weiße Salzkruste der Ntwetwe-Pfanne, flach bis zu jedem Horizont.",
        ],
      ],
      [
        "see",
        [
          "Makgadikgadi Pans: the baobabs of Kubu Island",
          "Saline di Makgadikgadi: i baobab di Kubu Island",
          "Salares de Makgadikgadi: los baobabs de Kubu Island",
          "Pans de Makgadikgadi : les baobabs de Kubu Island",
          "Makgadikgadi-Salzpfannen: die Baobabs von Kubu Island",
        ],
        [
          "Across Sowa Pan to Kubu Island, a granite outcrop crowned with ancient baobabs rising from the salt, with stone walls of an old settlement and sunset over the shining pan.",
          "Attraverso Sowa Pan fino a Kubu Island, uno sperone di granito coronato da baobab antichi che emerge dal sale, con i muri di pietra di un antico insediamento e il tramonto sulla distesa lucente.",
          "A través de Sowa Pan hasta Kubu Island, un afloramiento de granito coronado por baobabs milenarios que surge de la sal, con muros de piedra de un antiguo asentamiento y el ocaso sobre la salina brillante.",
          "À travers Sowa Pan jusqu'à Kubu Island, éperon de granit couronné de baobabs millénaires surgi du sel, avec les murets d'un ancien habitat et le coucher du soleil sur le pan scintillant.",
          "Über die Sowa-Pfanne nach Kubu Island, einem Granitbuckel voller uralter Baobabs, der aus dem Salz ragt, mit Steinmauern einer alten Siedlung und Sonnenuntergang über der glänzenden Pfanne.",
        ],
      ],
    ],
  },
  "BWA Central Kalahari": {
    days: [
      [
        "game",
        [
          "Central Kalahari: Deception Valley",
          "Kalahari centrale: Deception Valley",
          "Kalahari Central: Deception Valley",
          "Kalahari central : Deception Valley",
          "Zentral-Kalahari: Deception Valley",
        ],
        [
          "A drive along the grassy fossil riverbed of Deception Valley, where springbok and gemsbok graze and black-maned Kalahari lions, cheetahs and brown hyenas hunt under a huge sky.",
          "Un safari lungo l'erboso letto fossile di Deception Valley, dove pascolano springbok e orici e cacciano sotto un cielo immenso i leoni del Kalahari dalla criniera nera, i ghepardi e le iene brune.",
          "Un safari por el herboso lecho fósil de Deception Valley, donde pastan springboks y órices y cazan bajo un cielo inmenso los leones de melena negra del Kalahari, los guepardos y las hienas pardas.",
          "Un safari le long du lit fossile herbeux de Deception Valley, où paissent springboks et oryx et où chassent, sous un ciel immense, lions du Kalahari à crinière noire, guépards et hyènes brunes.",
          "Eine Pirsch durch das grasige fossile Flussbett des Deception Valley, wo Springböcke und Oryx grasen und unter riesigem Himmel schwarzmähnige Kalahari-Löwen, Geparden und Schabrackenhyänen jagen.",
        ],
      ],
      [
        "game",
        [
          "Central Kalahari: on foot with San trackers",
          "Kalahari centrale: a piedi con i cercatori di tracce san",
          "Kalahari Central: a pie con rastreadores san",
          "Kalahari central : à pied avec des pisteurs san",
          "Zentral-Kalahari: zu Fuß mit San-Fährtenlesern",
        ],
        [
          "A morning walk with San trackers whose families lived in this reserve, following the spoor of antelope and jackal, finding tubers that hold water and hearing how the hunt was done.",
          "Una camminata mattutina con cercatori di tracce san le cui famiglie vivevano in questa riserva, seguendo le orme di antilopi e sciacalli, trovando tuberi che trattengono l'acqua e ascoltando come si cacciava.",
          "Una caminata matinal con rastreadores san cuyas familias vivían en esta reserva, siguiendo huellas de antílopes y chacales, encontrando tubérculos que guardan agua y escuchando cómo se cazaba.",
          "Une marche matinale avec des pisteurs san dont les familles vivaient dans cette réserve, sur la trace des antilopes et des chacals, à trouver des tubercules gorgés d'eau et à écouter comment se faisait la chasse.",
          "Eine Morgenwanderung mit San-Fährtenlesern, deren Familien in diesem Reservat lebten, auf den Spuren von Antilopen und Schakalen, wasserspeichernde Knollen findend und hörend, wie gejagt wurde.",
        ],
      ],
    ],
  },
  "ZWE Victoria Falls": {
    days: [
      [
        "see",
        [
          "Victoria Falls: the bridge over the gorge",
          "Victoria Falls: il ponte sulla gola",
          "Victoria Falls: el puente sobre la garganta",
          "Victoria Falls : le pont sur la gorge",
          "Victoria Falls: die Brücke über die Schlucht",
        ],
        [
          "A guided walk on and under the Victoria Falls Bridge of 1905, slung across the gorge between Zimbabwe and Zambia, with the spray of the falls in view and bungee jumpers dropping toward the river.",
          "Una visita guidata sopra e sotto il ponte delle Cascate Vittoria del 1905, sospeso sulla gola tra Zimbabwe e Zambia, con la nube delle cascate in vista e i saltatori di bungee che scendono verso il fiume.",
          "Una visita guiada por encima y por debajo del puente de las Cataratas Victoria de 1905, tendido sobre la garganta entre Zimbabue y Zambia, con la nube de las cataratas a la vista y los saltos de puenting hacia el río.",
          "Une visite guidée sur et sous le pont des chutes Victoria de 1905, jeté au-dessus de la gorge entre Zimbabwe et Zambie, avec le nuage d'embruns des chutes en vue et les sauteurs à l'élastique plongeant vers le fleuve.",
          "Ein geführter Gang auf und unter der Victoriafälle-Brücke von 1905, die zwischen Simbabwe und Sambia über die Schlucht gespannt ist, mit der Gischt der Fälle in Sicht und Bungeespringern über dem Fluss.",
        ],
      ],
      [
        "boat",
        [
          "Victoria Falls: a sunset cruise on the upper Zambezi",
          "Victoria Falls: crociera al tramonto sull'alto Zambesi",
          "Victoria Falls: crucero al atardecer por el alto Zambeze",
          "Victoria Falls : croisière au coucher du soleil sur le haut Zambèze",
          "Victoria Falls: Sonnenuntergangsfahrt auf dem oberen Sambesi",
        ],
        [
          "A cruise on the wide, calm Zambezi above the falls, among islands and hippos, with elephants on the banks and the spray of the falls rising behind as the sun goes down.",
          "Una crociera sull'ampio e calmo Zambesi a monte delle cascate, tra isole e ippopotami, con elefanti sulle rive e la nube delle cascate che sale alle spalle mentre il sole tramonta.",
          "Un crucero por el ancho y tranquilo Zambeze sobre las cataratas, entre islas e hipopótamos, con elefantes en las orillas y la nube de las cataratas elevándose detrás mientras se pone el sol.",
          "Une croisière sur le Zambèze large et calme en amont des chutes, parmi les îles et les hippopotames, des éléphants sur les rives et le nuage des chutes qui monte derrière au coucher du soleil.",
          "Eine Fahrt auf dem breiten, ruhigen Sambesi oberhalb der Fälle, zwischen Inseln und Flusspferden, mit Elefanten am Ufer und der Gischt der Fälle dahinter, während die Sonne sinkt.",
        ],
      ],
      [
        "food",
        [
          "Victoria Falls: a boma dinner of game and sadza",
          "Victoria Falls: una cena boma di selvaggina e sadza",
          "Victoria Falls: una cena boma de caza y sadza",
          "Victoria Falls : un dîner boma de gibier et de sadza",
          "Victoria Falls: ein Boma-Abendessen mit Wild und Sadza",
        ],
        [
          "An evening around the fire in an open-air boma: warthog, kudu and impala from the grill, sadza maize porridge with relishes, a dare to taste fried mopane worms, and drumming and dancing.",
          "Una serata intorno al fuoco in un boma all'aperto: facocero, kudu e impala alla griglia, polenta di mais sadza con i suoi contorni, la sfida di assaggiare i bruchi mopane fritti, e tamburi e danze.",
          "Una noche junto al fuego en un boma al aire libre: facóquero, kudú e impala a la brasa, gachas de maíz sadza con sus acompañamientos, el reto de probar orugas mopane fritas, y tambores y danzas.",
          "Une soirée autour du feu dans un boma en plein air : phacochère, koudou et impala grillés, sadza, bouillie de maïs, et ses garnitures, le défi des chenilles mopane frites, tambours et danses.",
          "Ein Abend am Feuer in einer offenen Boma: Warzenschwein, Kudu und Impala vom Grill, Sadza-Maisbrei mit Beilagen, die Mutprobe frittierter Mopane-Raupen, Trommeln und Tanz.",
        ],
      ],
    ],
  },
  "ZWE Victoria Falls National Park": {
    days: [
      [
        "see",
        [
          "Victoria Falls National Park: the rainforest path",
          "Cascate Vittoria: il sentiero della foresta pluviale",
          "Cataratas Victoria: el sendero de la selva",
          "Chutes Victoria : le sentier de la forêt humide",
          "Victoriafälle: der Regenwaldpfad",
        ],
        [
          "Along the path through the spray-fed rainforest facing the falls, from the Livingstone statue and the Devil's Cataract past the Main Falls to Danger Point, with rain gear and rainbows in the mist.",
          "Lungo il sentiero nella foresta pluviale nutrita dagli spruzzi di fronte alle cascate, dalla statua di Livingstone e dalla Devil's Cataract oltre le Main Falls fino a Danger Point, con impermeabili e arcobaleni nella nebbia.",
          "Por el sendero de la selva regada por la espuma frente a las cataratas, desde la estatua de Livingstone y la Devil's Cataract pasando por las Main Falls hasta Danger Point, con chubasquero y arcoíris en la bruma.",
          "Le long du sentier de la forêt humide nourrie par les embruns face aux chutes, de la statue de Livingstone et de la Devil's Cataract aux Main Falls jusqu'à Danger Point, en cape de pluie, arcs-en-ciel dans la brume.",
          "Auf dem Pfad durch den von der Gischt genährten Regenwald gegenüber den Fällen, von der Livingstone-Statue und dem Devil's Cataract an den Main Falls vorbei bis Danger Point, mit Regenschutz und Regenbögen im Dunst.",
        ],
      ],
      [
        "see",
        [
          "Victoria Falls National Park: along the Zambezi upstream",
          "Cascate Vittoria: lungo lo Zambesi a monte",
          "Cataratas Victoria: a lo largo del Zambeze río arriba",
          "Chutes Victoria : le long du Zambèze en amont",
          "Victoriafälle: am Sambesi flussaufwärts",
        ],
        [
          "Along the Zambezi Drive above the falls, where elephants and buffalo come down to the river through the riverine forest, to the giant baobab known as the Big Tree, with a stop at the river's edge.",
          "Lungo la Zambezi Drive a monte delle cascate, dove elefanti e bufali scendono al fiume attraverso la foresta ripariale, fino al baobab gigante detto Big Tree, con una sosta sulla riva.",
          "Por la Zambezi Drive sobre las cataratas, donde elefantes y búfalos bajan al río por el bosque de ribera, hasta el baobab gigante llamado Big Tree, con una parada a la orilla.",
          "Le long de la Zambezi Drive en amont des chutes, où éléphants et buffles descendent au fleuve à travers la forêt riveraine, jusqu'au baobab géant appelé Big Tree, avec un arrêt au bord de l'eau.",
          "Auf dem Zambezi Drive oberhalb der Fälle, wo Elefanten und Büffel durch den Uferwald zum Fluss kommen, zum riesigen Baobab namens Big Tree, mit einem Halt am Wasser.",
        ],
      ],
    ],
  },
  "ZWE Hwange National Park": {
    days: [
      [
        "game",
        [
          "Hwange National Park: elephants at the pans",
          "Parco nazionale di Hwange: elefanti alle pozze",
          "Parque nacional de Hwange: elefantes en las charcas",
          "Parc national de Hwange : les éléphants aux mares",
          "Hwange-Nationalpark: Elefanten an den Wasserlöchern",
        ],
        [
          "A drive between the pumped waterholes of the park's northeast, where some of Africa's largest elephant herds come to drink, with a stop on the Nyamandhlovu viewing platform above the pan.",
          "Un safari tra le pozze alimentate da pompe nel nord-est del parco, dove vengono a bere alcuni dei più grandi branchi di elefanti d'Africa, con una sosta sulla piattaforma di Nyamandhlovu sopra la pozza.",
          "Un safari entre las charcas abastecidas por bombas en el noreste del parque, donde beben algunas de las mayores manadas de elefantes de África, con una parada en la plataforma de Nyamandhlovu sobre la charca.",
          "Un safari entre les mares alimentées par pompage au nord-est du parc, où viennent boire certains des plus grands troupeaux d'éléphants d'Afrique, avec un arrêt sur la plateforme de Nyamandhlovu au-dessus de la mare.",
          "Eine Pirsch zwischen den gepumpten Wasserlöchern im Nordosten des Parks, wo einige der größten Elefantenherden Afrikas trinken, mit Halt auf der Beobachtungsplattform Nyamandhlovu über der Pfanne.",
        ],
      ],
      [
        "game",
        [
          "Hwange National Park: on foot with a professional guide",
          "Parco nazionale di Hwange: a piedi con una guida professionista",
          "Parque nacional de Hwange: a pie con un guía profesional",
          "Parc national de Hwange : à pied avec un guide professionnel",
          "Hwange-Nationalpark: zu Fuß mit einem Profi-Guide",
        ],
        [
          "A morning walk with one of Zimbabwe's famously trained professional guides, following lion or painted dog tracks across the Kalahari sand and through teak and mopane woods.",
          "Una camminata mattutina con una delle guide professioniste dello Zimbabwe, famose per la loro formazione, seguendo le tracce di leoni o licaoni sulla sabbia del Kalahari e tra boschi di teak e mopane.",
          "Una caminata matinal con uno de los guías profesionales de Zimbabue, famosos por su formación, siguiendo huellas de leones o licaones por la arena del Kalahari y entre bosques de teca y mopane.",
          "Une marche matinale avec l'un des guides professionnels du Zimbabwe, réputés pour leur formation, sur les traces de lions ou de lycaons dans le sable du Kalahari et à travers les bois de teck et de mopane.",
          "Eine Morgenwanderung mit einem der für ihre Ausbildung berühmten Profi-Guides Simbabwes, auf den Spuren von Löwen oder Wildhunden über Kalaharisand und durch Teak- und Mopanewald.",
        ],
      ],
    ],
  },
  "ZWE Matobo Hills": {
    days: [
      [
        "see",
        [
          "Matobo Hills: World's View and the rock paintings",
          "Colline di Matobo: World's View e le pitture rupestri",
          "Colinas de Matobo: World's View y las pinturas rupestres",
          "Collines de Matobo : World's View et les peintures rupestres",
          "Matobo-Berge: World's View und die Felsmalereien",
        ],
        [
          "Up the granite dome of Malindidzimu, World's View, where Cecil Rhodes is buried among balancing boulders, then the San paintings of giraffes and people in the Nswatugi cave.",
          "Su per la cupola di granito di Malindidzimu, la World's View, dove Cecil Rhodes è sepolto tra massi in equilibrio, poi le pitture san di giraffe e persone nella grotta di Nswatugi.",
          "Subida a la cúpula de granito de Malindidzimu, la World's View, donde Cecil Rhodes está enterrado entre rocas en equilibrio, y luego las pinturas san de jirafas y personas en la cueva de Nswatugi.",
          "Montée sur le dôme de granit de Malindidzimu, World's View, où Cecil Rhodes est enterré parmi des rochers en équilibre, puis les peintures san de girafes et de personnages de la grotte de Nswatugi.",
          "Hinauf auf die Granitkuppe Malindidzimu, World's View, wo Cecil Rhodes zwischen balancierenden Felsblöcken begraben liegt, dann die San-Malereien von Giraffen und Menschen in der Nswatugi-Höhle.",
        ],
      ],
      [
        "see",
        [
          "Matobo Hills: tracking rhinos on foot",
          "Colline di Matobo: sulle tracce dei rinoceronti a piedi",
          "Colinas de Matobo: tras los rinocerontes a pie",
          "Collines de Matobo : sur la piste des rhinocéros à pied",
          "Matobo-Berge: Nashörnern zu Fuß auf der Spur",
        ],
        [
          "On foot with a guide and park rangers in the game section of Matobo National Park, tracking white and black rhinos among the kopjes, where black eagles nest on the granite.",
          "A piedi con una guida e i ranger nella sezione faunistica del parco nazionale di Matobo, sulle tracce di rinoceronti bianchi e neri tra i kopje, dove le aquile nere nidificano sul granito.",
          "A pie con un guía y guardas en la sección de fauna del parque nacional de Matobo, rastreando rinocerontes blancos y negros entre los kopjes, donde anidan las águilas negras sobre el granito.",
          "À pied avec un guide et des gardes dans le secteur animalier du parc national de Matobo, sur la piste des rhinocéros blancs et noirs parmi les kopjes, où nichent les aigles de Verreaux sur le granit.",
          "Zu Fuß mit Guide und Rangern im Wildschutzteil des Matobo-Nationalparks, auf der Spur von Breit- und Spitzmaulnashörnern zwischen den Kopjes, wo Kaffernadler auf dem Granit nisten.",
        ],
      ],
    ],
  },
  "ZWE Bulawayo": {
    days: [
      [
        "see",
        [
          "Bulawayo: the wide streets and the Natural History Museum",
          "Bulawayo: le strade larghe e il Museo di storia naturale",
          "Bulawayo: las calles anchas y el Museo de Historia Natural",
          "Bulawayo : les larges rues et le muséum d'histoire naturelle",
          "Bulawayo: die breiten Straßen und das Naturkundemuseum",
        ],
        [
          "Along streets laid out wide enough to turn a span of oxen, past colonial arcades and jacarandas, to the Natural History Museum, and the old steam engines of the railway museum.",
          "Lungo strade tracciate larghe abbastanza da far girare un tiro di buoi, tra portici coloniali e jacarande, fino al Museo di storia naturale e alle vecchie locomotive a vapore del museo ferroviario.",
          "Por calles trazadas tan anchas como para que girase una yunta de bueyes, entre soportales coloniales y jacarandás, hasta el Museo de Historia Natural y las viejas locomotoras de vapor del museo del ferrocarril.",
          "Par des rues tracées assez larges pour faire tourner un attelage de bœufs, entre arcades coloniales et jacarandas, jusqu'au muséum d'histoire naturelle et aux vieilles locomotives à vapeur du musée du rail.",
          "Durch Straßen, die breit genug angelegt wurden, um ein Ochsengespann zu wenden, vorbei an Kolonialarkaden und Jacarandas zum Naturkundemuseum und zu den alten Dampfloks des Eisenbahnmuseums.",
        ],
      ],
      [
        "see",
        [
          "Bulawayo: the Khami Ruins",
          "Bulawayo: le rovine di Khami",
          "Bulawayo: las ruinas de Khami",
          "Bulawayo : les ruines de Khami",
          "Bulawayo: die Khami-Ruinen",
        ],
        [
          "The Khami Ruins west of the city, the stone-walled capital of the Torwa state that followed Great Zimbabwe, with decorated terraces in checked and herringbone patterns above the river.",
          "Le rovine di Khami a ovest della città, capitale murata in pietra dello stato torwa erede del Grande Zimbabwe, con terrazze decorate a scacchi e a spina di pesce sopra il fiume.",
          "Las ruinas de Khami al oeste de la ciudad, capital amurallada en piedra del estado torwa que sucedió al Gran Zimbabue, con terrazas decoradas en damero y espiga sobre el río.",
          "Les ruines de Khami à l'ouest de la ville, capitale aux murs de pierre de l'État torwa qui succéda au Grand Zimbabwe, avec ses terrasses décorées en damier et en chevrons au-dessus de la rivière.",
          "Die Khami-Ruinen westlich der Stadt, die steinummauerte Hauptstadt des Torwa-Reichs nach Great Zimbabwe, mit im Schachbrett- und Fischgrätmuster verzierten Terrassen über dem Fluss.",
        ],
      ],
      [
        "food",
        [
          "Bulawayo: isitshwala and amacimbi",
          "Bulawayo: isitshwala e amacimbi",
          "Bulawayo: isitshwala y amacimbi",
          "Bulawayo : isitshwala et amacimbi",
          "Bulawayo: Isitshwala und Amacimbi",
        ],
        [
          "In an Ndebele family kitchen, isitshwala, stiff maize porridge, with beef stew, greens cooked with peanut butter and amacimbi, the mopane worms fried crisp with tomato and onion.",
          "Nella cucina di una famiglia ndebele, l'isitshwala, polenta densa di mais, con stufato di manzo, verdure cotte con burro di arachidi e amacimbi, i bruchi mopane fritti croccanti con pomodoro e cipolla.",
          "En la cocina de una familia ndebele, isitshwala, gachas espesas de maíz, con guiso de ternera, verduras cocidas con mantequilla de cacahuete y amacimbi, orugas mopane fritas crujientes con tomate y cebolla.",
          "Dans la cuisine d'une famille ndebele, l'isitshwala, épaisse bouillie de maïs, avec ragoût de bœuf, légumes au beurre de cacahuète et amacimbi, chenilles mopane frites croustillantes à la tomate et à l'oignon.",
          "In der Küche einer Ndebele-Familie Isitshwala, fester Maisbrei, mit Rindfleischeintopf, in Erdnussbutter gekochtem Grün und Amacimbi, knusprig mit Tomate und Zwiebel gebratenen Mopane-Raupen.",
        ],
      ],
    ],
  },
  "ZWE Masvingo": {
    days: [
      [
        "see",
        [
          "Masvingo: the Italian Chapel and Lake Mutirikwi",
          "Masvingo: la cappella italiana e il lago Mutirikwi",
          "Masvingo: la capilla italiana y el lago Mutirikwi",
          "Masvingo : la chapelle italienne et le lac Mutirikwi",
          "Masvingo: die italienische Kapelle und der Mutirikwi-See",
        ],
        [
          "The small chapel built and painted by Italian prisoners of war during the Second World War, then Lake Mutirikwi and its recreational park, where giraffes, zebras and rhinos roam the shore.",
          "La piccola cappella costruita e dipinta dai prigionieri di guerra italiani durante la seconda guerra mondiale, poi il lago Mutirikwi e il suo parco, dove giraffe, zebre e rinoceronti vivono sulle rive.",
          "La pequeña capilla construida y pintada por prisioneros de guerra italianos durante la Segunda Guerra Mundial, y luego el lago Mutirikwi y su parque, donde jirafas, cebras y rinocerontes recorren la orilla.",
          "La petite chapelle bâtie et peinte par des prisonniers de guerre italiens pendant la Seconde Guerre mondiale, puis le lac Mutirikwi et son parc, où girafes, zèbres et rhinocéros parcourent la rive.",
          "Die kleine Kapelle, die italienische Kriegsgefangene im Zweiten Weltkrieg bauten und ausmalten, dann der Mutirikwi-See und sein Park, wo Giraffen, Zebras und Nashörner am Ufer leben.",
        ],
      ],
      [
        "food",
        [
          "Masvingo: sadza, muriwo and dovi",
          "Masvingo: sadza, muriwo e dovi",
          "Masvingo: sadza, muriwo y dovi",
          "Masvingo : sadza, muriwo et dovi",
          "Masvingo: Sadza, Muriwo und Dovi",
        ],
        [
          "With a Karanga family in a village near town, sadza cooked in a pot over the fire, muriwo leafy greens in dovi, the peanut butter sauce, and road-runner chicken, then freshly brewed tea.",
          "Con una famiglia karanga in un villaggio vicino, la sadza cotta in pentola sul fuoco, le verdure muriwo nel dovi, la salsa di burro di arachidi, e pollo ruspante, poi tè appena fatto.",
          "Con una familia karanga en una aldea cercana, sadza cocida en la olla al fuego, verduras muriwo en dovi, la salsa de mantequilla de cacahuete, y pollo de corral, y después té recién hecho.",
          "Avec une famille karanga dans un village voisin, la sadza cuite dans la marmite sur le feu, les légumes muriwo au dovi, la sauce au beurre de cacahuète, et le poulet fermier, puis un thé fraîchement infusé.",
          "Bei einer Karanga-Familie in einem Dorf nahe der Stadt: Sadza im Topf über dem Feuer, Muriwo-Blattgemüse in Dovi, der Erdnussbuttersauce, und freilaufendes Huhn, danach frisch aufgebrühter Tee.",
        ],
      ],
    ],
  },
  "ZWE Great Zimbabwe": {
    days: [
      [
        "see",
        [
          "Great Zimbabwe: the Hill Complex and the Great Enclosure",
          "Grande Zimbabwe: il complesso della collina e il Grande Recinto",
          "Gran Zimbabue: el complejo de la colina y el Gran Recinto",
          "Grand Zimbabwe : l'enceinte de la colline et la grande enceinte",
          "Great Zimbabwe: die Hügelanlage und die Große Einfriedung",
        ],
        [
          "Up through narrow stone passages to the Hill Complex, seat of the kings, then down to the Great Enclosure, its mortarless walls and conical tower, and the soapstone Zimbabwe birds in the site museum.",
          "Su per stretti passaggi di pietra fino al complesso della collina, sede dei re, poi giù al Grande Recinto, con i muri a secco e la torre conica, e gli uccelli di steatite dello Zimbabwe nel museo del sito.",
          "Subida por estrechos pasajes de piedra hasta el complejo de la colina, sede de los reyes, y bajada al Gran Recinto, con sus muros sin argamasa y su torre cónica, y las aves de esteatita en el museo del sitio.",
          "Montée par d'étroits passages de pierre jusqu'à l'enceinte de la colline, siège des rois, puis descente vers la grande enceinte, ses murs sans mortier et sa tour conique, et les oiseaux de stéatite au musée du site.",
          "Durch enge Steingänge hinauf zur Hügelanlage, dem Sitz der Könige, dann hinab zur Großen Einfriedung mit mörtellosen Mauern und konischem Turm und zu den Specksteinvögeln im Museum der Stätte.",
        ],
      ],
    ],
  },
  "ZWE Harare": {
    days: [
      [
        "see",
        [
          "Harare: the National Gallery and Mbare Musika",
          "Harare: la Galleria nazionale e il Mbare Musika",
          "Harare: la Galería Nacional y el Mbare Musika",
          "Harare : la Galerie nationale et le Mbare Musika",
          "Harare: die Nationalgalerie und der Mbare Musika",
        ],
        [
          "The National Gallery of Zimbabwe and its Shona stone sculpture, the jacaranda-lined avenues around Africa Unity Square, then the great market of Mbare Musika, where country buses and traders meet.",
          "La Galleria nazionale dello Zimbabwe e la sua scultura shona in pietra, i viali di jacarande intorno ad Africa Unity Square, poi il grande mercato di Mbare Musika, dove si incontrano autobus rurali e commercianti.",
          "La Galería Nacional de Zimbabue y su escultura shona en piedra, las avenidas de jacarandás en torno a Africa Unity Square, y luego el gran mercado de Mbare Musika, donde se juntan autobuses rurales y comerciantes.",
          "La Galerie nationale du Zimbabwe et sa sculpture shona sur pierre, les avenues de jacarandas autour d'Africa Unity Square, puis le grand marché de Mbare Musika, où se croisent cars de brousse et commerçants.",
          "Die Nationalgalerie Simbabwes mit ihrer Shona-Steinbildhauerei, die Jacaranda-Alleen um den Africa Unity Square, dann der große Markt Mbare Musika, wo sich Überlandbusse und Händler treffen.",
        ],
      ],
      [
        "see",
        [
          "Harare: Chapungu Sculpture Park and Mukuvisi Woodlands",
          "Harare: il parco delle sculture di Chapungu e Mukuvisi Woodlands",
          "Harare: el parque de esculturas Chapungu y Mukuvisi Woodlands",
          "Harare : le parc de sculptures de Chapungu et Mukuvisi Woodlands",
          "Harare: der Chapungu-Skulpturenpark und Mukuvisi Woodlands",
        ],
        [
          "The Chapungu Sculpture Park, where Shona sculptors carve serpentine and springstone among the gardens, then a walk with a guide among giraffes and zebras in the Mukuvisi Woodlands on the city's edge.",
          "Il parco delle sculture di Chapungu, dove gli scultori shona lavorano serpentino e springstone tra i giardini, poi una passeggiata con una guida tra giraffe e zebre nei Mukuvisi Woodlands ai margini della città.",
          "El parque de esculturas Chapungu, donde los escultores shona tallan serpentina y springstone entre jardines, y luego un paseo con guía entre jirafas y cebras en los Mukuvisi Woodlands, en las afueras.",
          "Le parc de sculptures de Chapungu, où les sculpteurs shona taillent la serpentine et la springstone dans les jardins, puis une marche guidée parmi girafes et zèbres dans les Mukuvisi Woodlands aux portes de la ville.",
          "Der Chapungu-Skulpturenpark, in dessen Gärten Shona-Bildhauer Serpentin und Springstone bearbeiten, dann ein geführter Gang zwischen Giraffen und Zebras in den Mukuvisi Woodlands am Stadtrand.",
        ],
      ],
      [
        "food",
        [
          "Harare: sadza ne nyama and maheu",
          "Harare: sadza ne nyama e maheu",
          "Harare: sadza ne nyama y maheu",
          "Harare : sadza ne nyama et maheu",
          "Harare: Sadza ne Nyama und Maheu",
        ],
        [
          "Lunch where office workers eat, sadza ne nyama, maize porridge with beef stew and covo greens, with a glass of maheu, the sour maize drink, then roadside roasted corn and the fruit stalls of Mbare.",
          "Pranzo dove mangiano gli impiegati, sadza ne nyama, polenta di mais con stufato di manzo e verdure covo, con un bicchiere di maheu, la bevanda acidula di mais, poi pannocchie arrostite e frutta di Mbare.",
          "Almuerzo donde comen los oficinistas, sadza ne nyama, gachas de maíz con guiso de ternera y verduras covo, con un vaso de maheu, la bebida agria de maíz, y luego mazorcas asadas y las fruterías de Mbare.",
          "Déjeuner là où mangent les employés de bureau, sadza ne nyama, bouillie de maïs au ragoût de bœuf et chou covo, avec un verre de maheu, boisson aigre de maïs, puis épis grillés et étals de fruits de Mbare.",
          "Mittagessen dort, wo Büroangestellte essen: Sadza ne Nyama, Maisbrei mit Rindfleischeintopf und Covo-Grün, dazu ein Glas Maheu, das säuerliche Maisgetränk, dann geröstete Maiskolben und die Obststände von Mbare.",
        ],
      ],
    ],
  },
  "ZWE Lake Kariba": {
    days: [
      [
        "see",
        [
          "Lake Kariba: the drowned forest of Matusadona",
          "Lago Kariba: la foresta sommersa di Matusadona",
          "Lago Kariba: el bosque sumergido de Matusadona",
          "Lac Kariba : la forêt engloutie de Matusadona",
          "Karibasee: der versunkene Wald von Matusadona",
        ],
        [
          "By boat along the Matusadona shore, among the bleached dead trees that still stand in the water from before the dam, with elephants, buffalo and hippos grazing the grassy shoreline.",
          "In barca lungo la riva di Matusadona, tra gli alberi morti e sbiancati rimasti in piedi nell'acqua da prima della diga, con elefanti, bufali e ippopotami che pascolano sulle rive erbose.",
          "En barco por la orilla de Matusadona, entre los árboles muertos y blanqueados que siguen en pie en el agua desde antes de la presa, con elefantes, búfalos e hipopótamos pastando en la orilla herbosa.",
          "En bateau le long de la rive de Matusadona, parmi les arbres morts blanchis encore debout dans l'eau depuis avant le barrage, avec éléphants, buffles et hippopotames qui paissent sur les berges herbeuses.",
          "Mit dem Boot an der Matusadona-Küste entlang zwischen gebleichten toten Bäumen, die seit der Zeit vor dem Damm im Wasser stehen, mit Elefanten, Büffeln und Flusspferden, die am grasigen Ufer weiden.",
        ],
      ],
      [
        "see",
        [
          "Lake Kariba: the dam wall and the kapenta rigs",
          "Lago Kariba: la diga e le barche del kapenta",
          "Lago Kariba: la presa y los barcos del kapenta",
          "Lac Kariba : le barrage et les bateaux à kapenta",
          "Karibasee: die Staumauer und die Kapenta-Boote",
        ],
        [
          "The great curved wall of the Kariba dam over the Zambezi gorge, then an afternoon fishing for tigerfish and, at dusk, the lights of the kapenta fishing rigs spreading across the dark lake.",
          "Il grande muro curvo della diga di Kariba sulla gola dello Zambesi, poi un pomeriggio di pesca al pesce tigre e, al tramonto, le luci delle barche del kapenta che si spargono sul lago scuro.",
          "El gran muro curvo de la presa de Kariba sobre la garganta del Zambeze, una tarde de pesca del pez tigre y, al anochecer, las luces de los barcos del kapenta extendiéndose por el lago oscuro.",
          "Le grand mur courbe du barrage de Kariba sur la gorge du Zambèze, puis un après-midi de pêche au poisson-tigre et, au crépuscule, les lumières des bateaux à kapenta qui s'égrènent sur le lac sombre.",
          "Die große gekrümmte Mauer des Kariba-Damms über der Sambesi-Schlucht, dann ein Nachmittag Tigerfischangeln und in der Dämmerung die Lichter der Kapenta-Fischerboote, die sich über den dunklen See verteilen.",
        ],
      ],
    ],
  },
  "ZWE Mana Pools": {
    months: [4, 11],
    days: [
      [
        "game",
        [
          "Mana Pools: walking among elephants",
          "Mana Pools: a piedi tra gli elefanti",
          "Mana Pools: a pie entre elefantes",
          "Mana Pools : à pied parmi les éléphants",
          "Mana Pools: zu Fuß zwischen Elefanten",
        ],
        [
          "On foot with a licensed professional guide under the winterthorn trees of the Zambezi floodplain, approaching elephants, some of which stand on their hind legs to reach the pods.",
          "A piedi con una guida professionista abilitata sotto le acacie albida della piana dello Zambesi, avvicinando gli elefanti, alcuni dei quali si alzano sulle zampe posteriori per raggiungere i baccelli.",
          "A pie con un guía profesional acreditado bajo las acacias albida de la llanura del Zambeze, acercándose a los elefantes, algunos de los cuales se alzan sobre las patas traseras para alcanzar las vainas.",
          "À pied avec un guide professionnel agréé sous les acacias albida de la plaine du Zambèze, à l'approche des éléphants, dont certains se dressent sur leurs pattes arrière pour atteindre les gousses.",
          "Zu Fuß mit einem lizenzierten Profi-Guide unter den Anabäumen der Sambesi-Ebene, nah heran an Elefanten, von denen sich manche auf die Hinterbeine stellen, um an die Schoten zu kommen.",
        ],
      ],
      [
        "game",
        [
          "Mana Pools: a canoe safari on the Zambezi",
          "Mana Pools: safari in canoa sullo Zambesi",
          "Mana Pools: safari en canoa por el Zambeze",
          "Mana Pools : safari en canoë sur le Zambèze",
          "Mana Pools: Kanusafari auf dem Sambesi",
        ],
        [
          "By canoe with a guide down the side channels of the Zambezi, giving hippos a wide berth, gliding past elephants and buffalo on the islands, with the Zambian escarpment rising across the river.",
          "In canoa con una guida lungo i canali laterali dello Zambesi, girando al largo degli ippopotami, scivolando accanto a elefanti e bufali sulle isole, con la scarpata zambiana oltre il fiume.",
          "En canoa con un guía por los canales laterales del Zambeze, esquivando a los hipopótamos, deslizándose junto a elefantes y búfalos en las islas, con el escarpe de Zambia al otro lado del río.",
          "En canoë avec un guide dans les bras secondaires du Zambèze, en contournant largement les hippopotames, en glissant près des éléphants et buffles des îles, l'escarpement zambien dressé de l'autre côté.",
          "Im Kanu mit einem Guide durch die Seitenarme des Sambesi, in großem Bogen um Flusspferde, vorbei an Elefanten und Büffeln auf den Inseln, gegenüber der Steilabbruch Sambias.",
        ],
      ],
    ],
  },
  "ZMB Livingstone": {
    days: [
      [
        "see",
        [
          "Livingstone: the museum and the old frontier town",
          "Livingstone: il museo e la vecchia città di frontiera",
          "Livingstone: el museo y el viejo pueblo fronterizo",
          "Livingstone : le musée et la vieille ville frontière",
          "Livingstone: das Museum und die alte Grenzstadt",
        ],
        [
          "The Livingstone Museum, with the explorer's letters, maps and medicine chest, the tin-roofed colonial buildings of the old frontier town, and the steam locomotives of the railway museum.",
          "Il Livingstone Museum, con le lettere, le mappe e la cassetta dei medicinali dell'esploratore, gli edifici coloniali con i tetti di lamiera della vecchia città di frontiera e le locomotive a vapore del museo ferroviario.",
          "El Livingstone Museum, con las cartas, los mapas y el botiquín del explorador, los edificios coloniales de techo de chapa del viejo pueblo fronterizo y las locomotoras de vapor del museo del ferrocarril.",
          "Le Livingstone Museum, avec les lettres, les cartes et la pharmacie de l'explorateur, les bâtiments coloniaux à toit de tôle de la vieille ville frontière et les locomotives à vapeur du musée du rail.",
          "Das Livingstone Museum mit Briefen, Karten und Medizinkiste des Forschers, die wellblechgedeckten Kolonialbauten der alten Grenzstadt und die Dampfloks des Eisenbahnmuseums.",
        ],
      ],
      [
        "food",
        [
          "Livingstone: nshima and a village kitchen",
          "Livingstone: nshima e una cucina di villaggio",
          "Livingstone: nshima y una cocina de aldea",
          "Livingstone : nshima et cuisine de village",
          "Livingstone: Nshima und eine Dorfküche",
        ],
        [
          "In a Toka Leya village near the Zambezi, stirring nshima, the stiff maize porridge eaten with every meal, with ifisashi greens in groundnut sauce, village chicken and fried kapenta.",
          "In un villaggio toka leya vicino allo Zambesi, mescolando la nshima, la polenta densa di mais di ogni pasto, con verdure ifisashi in salsa di arachidi, pollo ruspante e kapenta fritti.",
          "En una aldea toka leya junto al Zambeze, removiendo la nshima, las gachas espesas de maíz de cada comida, con verduras ifisashi en salsa de cacahuete, pollo de corral y kapenta fritos.",
          "Dans un village toka leya près du Zambèze, à tourner la nshima, la bouillie épaisse de maïs de chaque repas, avec les légumes ifisashi à la sauce d'arachide, le poulet fermier et les kapentas frits.",
          "In einem Toka-Leya-Dorf am Sambesi Nshima rühren, den festen Maisbrei jeder Mahlzeit, dazu Ifisashi-Grün in Erdnusssauce, freilaufendes Huhn und frittierte Kapenta.",
        ],
      ],
    ],
  },
  "ZMB Victoria Falls": {
    days: [
      [
        "see",
        [
          "Victoria Falls: the Knife-Edge Bridge and the Boiling Pot",
          "Cascate Vittoria: il Knife-Edge Bridge e il Boiling Pot",
          "Cataratas Victoria: el Knife-Edge Bridge y el Boiling Pot",
          "Chutes Victoria : le Knife-Edge Bridge et le Boiling Pot",
          "Victoriafälle: die Knife-Edge-Brücke und der Boiling Pot",
        ],
        [
          "On the Zambian side, over the Knife-Edge Bridge facing the Eastern Cataract, drenched in spray in the high-water months and often a bare rock wall late in the dry season, then down the steep trail to the Boiling Pot, the whirlpool at the foot of the falls.",
          "Sul lato zambiano, oltre il Knife-Edge Bridge di fronte alla Eastern Cataract, sotto gli spruzzi nei mesi di piena e spesso ridotta a una parete di roccia nuda alla fine della stagione secca, poi giù per il ripido sentiero fino al Boiling Pot, il vortice ai piedi delle cascate.",
          "En el lado zambiano, por el Knife-Edge Bridge frente a la Eastern Cataract, bajo la espuma en los meses de crecida y a menudo una pared de roca desnuda al final de la estación seca, y luego bajada por el empinado sendero hasta el Boiling Pot, el remolino al pie de las cataratas.",
          "Côté zambien, sur le Knife-Edge Bridge face à l'Eastern Cataract, noyé d'embruns aux hautes eaux et souvent réduit à une paroi de roche nue à la fin de la saison sèche, puis la descente du sentier raide jusqu'au Boiling Pot, le tourbillon au pied des chutes.",
          "Auf der sambischen Seite über die Knife-Edge-Brücke gegenüber dem Eastern Cataract, in den Hochwassermonaten voller Gischt, am Ende der Trockenzeit oft nur eine kahle Felswand, dann den steilen Pfad hinab zum Boiling Pot, dem Strudel am Fuß der Fälle.",
        ],
      ],
      [
        "see",
        [
          "Victoria Falls: walking with white rhinos in Mosi-oa-Tunya",
          "Cascate Vittoria: a piedi con i rinoceronti bianchi del Mosi-oa-Tunya",
          "Cataratas Victoria: a pie con los rinocerontes blancos de Mosi-oa-Tunya",
          "Chutes Victoria : à pied avec les rhinocéros blancs du Mosi-oa-Tunya",
          "Victoriafälle: zu Fuß zu den Breitmaulnashörnern im Mosi-oa-Tunya",
        ],
        [
          "In the small Mosi-oa-Tunya National Park above the falls, a walk with armed scouts to the white rhinos they guard day and night, then a drive along the Zambezi among giraffes and zebras.",
          "Nel piccolo parco nazionale Mosi-oa-Tunya a monte delle cascate, una camminata con scout armati fino ai rinoceronti bianchi che sorvegliano giorno e notte, poi un giro lungo lo Zambesi tra giraffe e zebre.",
          "En el pequeño parque nacional Mosi-oa-Tunya sobre las cataratas, una caminata con escoltas armados hasta los rinocerontes blancos que vigilan día y noche, y luego un recorrido junto al Zambeze entre jirafas y cebras.",
          "Dans le petit parc national Mosi-oa-Tunya en amont des chutes, une marche avec des gardes armés jusqu'aux rhinocéros blancs qu'ils surveillent jour et nuit, puis une sortie le long du Zambèze parmi girafes et zèbres.",
          "Im kleinen Mosi-oa-Tunya-Nationalpark oberhalb der Fälle eine Wanderung mit bewaffneten Wächtern zu den Breitmaulnashörnern, die sie Tag und Nacht schützen, dann eine Fahrt am Sambesi zwischen Giraffen und Zebras.",
        ],
      ],
    ],
  },
  "ZMB Lusaka": {
    days: [
      [
        "see",
        [
          "Lusaka: the National Museum and Kabwata crafts",
          "Lusaka: il Museo nazionale e l'artigianato di Kabwata",
          "Lusaka: el Museo Nacional y la artesanía de Kabwata",
          "Lusaka : le Musée national et l'artisanat de Kabwata",
          "Lusaka: das Nationalmuseum und das Kunsthandwerk von Kabwata",
        ],
        [
          "The Lusaka National Museum on Zambia's peoples and its modern art, then the Kabwata Cultural Village, where carvers, weavers and basket makers work in thatched huts from the colonial era.",
          "Il Museo nazionale di Lusaka sui popoli dello Zambia e la sua arte moderna, poi il Kabwata Cultural Village, dove intagliatori, tessitori e cestai lavorano in capanne di paglia dell'epoca coloniale.",
          "El Museo Nacional de Lusaka sobre los pueblos de Zambia y su arte moderno, y luego el Kabwata Cultural Village, donde tallistas, tejedores y cesteros trabajan en chozas de paja de la época colonial.",
          "Le Musée national de Lusaka sur les peuples de Zambie et son art moderne, puis le Kabwata Cultural Village, où sculpteurs, tisserands et vanniers travaillent dans des huttes de chaume de l'époque coloniale.",
          "Das Nationalmuseum von Lusaka über die Völker Sambias und seine moderne Kunst, dann das Kabwata Cultural Village, wo Schnitzer, Weber und Korbflechter in Strohhütten aus der Kolonialzeit arbeiten.",
        ],
      ],
      [
        "see",
        [
          "Lusaka: the elephant orphans of Lilayi",
          "Lusaka: gli elefanti orfani di Lilayi",
          "Lusaka: los elefantes huérfanos de Lilayi",
          "Lusaka : les éléphanteaux orphelins de Lilayi",
          "Lusaka: die Elefantenwaisen von Lilayi",
        ],
        [
          "At the Lilayi elephant nursery south of the city, watching rescued calves at their feeding hour before they move on to the release project in Kafue, then a walk in the surrounding game reserve.",
          "Al centro di recupero per elefanti di Lilayi a sud della città, guardando i piccoli salvati all'ora della pappa prima del loro trasferimento al progetto di rilascio nel Kafue, poi una passeggiata nella riserva intorno.",
          "En el vivero de elefantes de Lilayi, al sur de la ciudad, viendo a las crías rescatadas a la hora de comer antes de pasar al proyecto de liberación de Kafue, y luego un paseo por la reserva que lo rodea.",
          "À la nurserie d'éléphants de Lilayi au sud de la ville, les éléphanteaux sauvés à l'heure du repas avant leur départ vers le projet de réintroduction du Kafue, puis une balade dans la réserve voisine.",
          "In der Elefantenstation Lilayi südlich der Stadt die geretteten Kälber bei der Fütterung sehen, bevor sie ins Auswilderungsprojekt im Kafue kommen, dann ein Gang durch das umliegende Wildreservat.",
        ],
      ],
      [
        "food",
        [
          "Lusaka: Soweto market and nshima with kapenta",
          "Lusaka: il mercato di Soweto e nshima con kapenta",
          "Lusaka: el mercado de Soweto y nshima con kapenta",
          "Lusaka : le marché de Soweto et nshima aux kapentas",
          "Lusaka: der Soweto-Markt und Nshima mit Kapenta",
        ],
        [
          "Through the crowded Soweto market among heaps of dried kapenta from Lake Kariba, groundnuts and sweet potatoes, then a lunch of nshima with kapenta, beans and rape greens.",
          "Nell'affollato mercato di Soweto tra mucchi di kapenta secchi del lago Kariba, arachidi e patate dolci, poi un pranzo di nshima con kapenta, fagioli e verdure di colza.",
          "Por el abarrotado mercado de Soweto entre montones de kapenta secos del lago Kariba, cacahuetes y batatas, y luego un almuerzo de nshima con kapenta, frijoles y hojas de colza.",
          "Dans le marché bondé de Soweto parmi les tas de kapentas séchés du lac Kariba, d'arachides et de patates douces, puis un déjeuner de nshima aux kapentas, haricots et feuilles de colza.",
          "Durch den vollen Soweto-Markt zwischen Haufen getrockneter Kapenta aus dem Karibasee, Erdnüssen und Süßkartoffeln, dann mittags Nshima mit Kapenta, Bohnen und Rapsgrün.",
        ],
      ],
    ],
  },
  "ZMB Lake Kariba": {
    days: [
      [
        "see",
        [
          "Lake Kariba: Siavonga and the Kariba gorge",
          "Lago Kariba: Siavonga e la gola di Kariba",
          "Lago Kariba: Siavonga y la garganta de Kariba",
          "Lac Kariba : Siavonga et la gorge de Kariba",
          "Karibasee: Siavonga und die Kariba-Schlucht",
        ],
        [
          "From the lakeside town of Siavonga, by boat among the bays and islands of the Zambian shore and down into the steep Kariba gorge below the dam wall, where the Zambezi runs on toward Mozambique.",
          "Dalla cittadina di Siavonga sul lago, in barca tra le baie e le isole della riva zambiana e giù nella ripida gola di Kariba sotto la diga, dove lo Zambesi riprende la sua corsa verso il Mozambico.",
          "Desde el pueblo de Siavonga, a orillas del lago, en barco entre las bahías e islas de la orilla zambiana y por la empinada garganta de Kariba bajo la presa, donde el Zambeze sigue hacia Mozambique.",
          "Depuis la petite ville de Siavonga au bord du lac, en bateau parmi les baies et les îles de la rive zambienne, puis dans la gorge escarpée de Kariba sous le barrage, où le Zambèze repart vers le Mozambique.",
          "Von der Seestadt Siavonga mit dem Boot zwischen Buchten und Inseln der sambischen Küste und hinab in die steile Kariba-Schlucht unter der Staumauer, wo der Sambesi weiter Richtung Mosambik fließt.",
        ],
      ],
      [
        "see",
        [
          "Lake Kariba: the kapenta fishers of Sinazongwe",
          "Lago Kariba: i pescatori di kapenta di Sinazongwe",
          "Lago Kariba: los pescadores de kapenta de Sinazongwe",
          "Lac Kariba : les pêcheurs de kapenta de Sinazongwe",
          "Karibasee: die Kapenta-Fischer von Sinazongwe",
        ],
        [
          "On the southern shore at Sinazongwe, among the Tonga fishing families who dry kapenta on long racks by the water, and out at dusk on a boat as the kapenta rigs light their lamps to draw the fish.",
          "Sulla riva sud a Sinazongwe, tra le famiglie di pescatori tonga che seccano il kapenta su lunghe rastrelliere sull'acqua, e in barca al tramonto quando le barche del kapenta accendono le lampade per attirare il pesce.",
          "En la orilla sur, en Sinazongwe, entre las familias de pescadores tonga que secan kapenta en largos tendederos junto al agua, y en barco al anochecer cuando los barcos encienden sus lámparas para atraer al pez.",
          "Sur la rive sud à Sinazongwe, parmi les familles de pêcheurs tonga qui font sécher le kapenta sur de longs séchoirs au bord de l'eau, puis en bateau au crépuscule quand les pêcheurs allument leurs lampes pour attirer le poisson.",
          "Am Südufer in Sinazongwe bei den Tonga-Fischerfamilien, die Kapenta auf langen Gestellen am Wasser trocknen, und in der Dämmerung im Boot, wenn die Kapenta-Boote ihre Lampen entzünden, um die Fische anzulocken.",
        ],
      ],
    ],
  },
  "ZMB Lower Zambezi": {
    months: [4, 11],
    days: [
      [
        "game",
        [
          "Lower Zambezi: canoeing the channels",
          "Basso Zambesi: in canoa tra i canali",
          "Bajo Zambeze: en canoa por los canales",
          "Bas-Zambèze : en canoë dans les chenaux",
          "Unterer Sambesi: im Kanu durch die Seitenarme",
        ],
        [
          "By canoe with a guide down the quiet side channels of the Zambezi, such as the Chongwe, close to elephants feeding on the banks and past hippos and crocodiles, under the Zambezi escarpment.",
          "In canoa con una guida lungo i tranquilli canali laterali dello Zambesi, come il Chongwe, vicino a elefanti che mangiano sulle rive e oltre ippopotami e coccodrilli, sotto la scarpata dello Zambesi.",
          "En canoa con un guía por los tranquilos canales laterales del Zambeze, como el Chongwe, cerca de elefantes que comen en las orillas y entre hipopótamos y cocodrilos, bajo el escarpe del Zambeze.",
          "En canoë avec un guide dans les bras calmes du Zambèze, comme le Chongwe, près des éléphants qui broutent sur les berges, entre hippopotames et crocodiles, sous l'escarpement du Zambèze.",
          "Im Kanu mit einem Guide durch die ruhigen Seitenarme des Sambesi wie den Chongwe, nahe an am Ufer fressenden Elefanten, vorbei an Flusspferden und Krokodilen, unter der Abbruchkante des Sambesi-Tals.",
        ],
      ],
      [
        "game",
        [
          "Lower Zambezi: the floodplain by day and night",
          "Basso Zambesi: la piana di giorno e di notte",
          "Bajo Zambeze: la llanura de día y de noche",
          "Bas-Zambèze : la plaine de jour et de nuit",
          "Unterer Sambesi: die Schwemmebene bei Tag und Nacht",
        ],
        [
          "A drive among the winterthorn woods of the floodplain, where lions, leopards and buffalo herds live, continuing after sunset with a spotlight to find genets, civets and hunting leopards.",
          "Un safari tra i boschi di acacie albida della piana, dove vivono leoni, leopardi e mandrie di bufali, che continua dopo il tramonto con il faro per trovare genette, civette e leopardi a caccia.",
          "Un safari entre los bosques de acacias albida de la llanura, donde viven leones, leopardos y manadas de búfalos, que sigue tras la puesta de sol con un foco para encontrar ginetas, civetas y leopardos de caza.",
          "Un safari dans les bois d'acacias albida de la plaine, où vivent lions, léopards et troupeaux de buffles, qui se poursuit après le coucher du soleil au projecteur pour trouver genettes, civettes et léopards en chasse.",
          "Eine Pirsch durch die Anabaumwälder der Schwemmebene, wo Löwen, Leoparden und Büffelherden leben, nach Sonnenuntergang mit Suchscheinwerfer weiter zu Ginsterkatzen, Zibetkatzen und jagenden Leoparden.",
        ],
      ],
    ],
  },
  "ZMB South Luangwa": {
    months: [4, 11],
    days: [
      [
        "game",
        [
          "South Luangwa: a walking safari",
          "South Luangwa: safari a piedi",
          "South Luangwa: safari a pie",
          "South Luangwa : safari à pied",
          "South Luangwa: Fußsafari",
        ],
        [
          "A morning on foot in the valley where the walking safari was born, with a guide and an armed scout, crossing dry riverbeds and lagoons, close to elephants, giraffes and the tracks of the night.",
          "Una mattina a piedi nella valle dove è nato il safari a piedi, con una guida e uno scout armato, attraversando letti di fiume asciutti e lagune, vicino a elefanti, giraffe e alle tracce della notte.",
          "Una mañana a pie en el valle donde nació el safari a pie, con un guía y un escolta armado, cruzando lechos secos y lagunas, cerca de elefantes, jirafas y las huellas de la noche.",
          "Une matinée à pied dans la vallée où est né le safari à pied, avec un guide et un garde armé, à travers les lits de rivière asséchés et les lagunes, près des éléphants, des girafes et des traces de la nuit.",
          "Ein Vormittag zu Fuß in dem Tal, in dem die Fußsafari erfunden wurde, mit Guide und bewaffnetem Scout, durch trockene Flussbetten und Lagunen, nah bei Elefanten, Giraffen und den Spuren der Nacht.",
        ],
      ],
      [
        "game",
        [
          "South Luangwa: leopards on a night drive",
          "South Luangwa: leopardi nel safari notturno",
          "South Luangwa: leopardos en el safari nocturno",
          "South Luangwa : les léopards du safari de nuit",
          "South Luangwa: Leoparden auf der Nachtpirsch",
        ],
        [
          "An afternoon drive that runs on after dark, the spotlight picking out leopards, for which the valley is famous, as they leave their trees to hunt, with hyenas, civets and porcupines.",
          "Un safari pomeridiano che prosegue nel buio, con il faro che trova i leopardi, fama della valle, mentre lasciano gli alberi per cacciare, tra iene, civette e istrici.",
          "Un safari de tarde que sigue en la oscuridad, con el foco que encuentra a los leopardos, fama del valle, cuando dejan sus árboles para cazar, entre hienas, civetas y puercoespines.",
          "Un safari l'après-midi qui se prolonge dans la nuit, le projecteur trouvant les léopards qui font la réputation de la vallée quand ils quittent leurs arbres pour chasser, parmi hyènes, civettes et porcs-épics.",
          "Eine Nachmittagspirsch, die in die Dunkelheit weitergeht, der Scheinwerfer findet die Leoparden, für die das Tal berühmt ist, wenn sie zum Jagen von den Bäumen steigen, dazu Hyänen, Zibetkatzen und Stachelschweine.",
        ],
      ],
      [
        "game",
        [
          "South Luangwa: along the Luangwa River",
          "South Luangwa: lungo il fiume Luangwa",
          "South Luangwa: a lo largo del río Luangwa",
          "South Luangwa : le long de la Luangwa",
          "South Luangwa: am Luangwa-Fluss entlang",
        ],
        [
          "A morning drive along the looping Luangwa River, its banks lined with hippos and basking crocodiles, looking for Thornicroft's giraffe and Crawshay's zebra, found only in this region.",
          "Un safari mattutino lungo le anse del fiume Luangwa, con le rive piene di ippopotami e coccodrilli al sole, cercando la giraffa di Thornicroft e la zebra di Crawshay, che vivono solo in questa regione.",
          "Un safari matinal por los meandros del río Luangwa, con orillas llenas de hipopótamos y cocodrilos al sol, buscando la jirafa de Thornicroft y la cebra de Crawshay, que solo viven en esta región.",
          "Un safari matinal le long des méandres de la Luangwa, ses berges peuplées d'hippopotames et de crocodiles au soleil, à la recherche de la girafe de Thornicroft et du zèbre de Crawshay, propres à la région.",
          "Eine Morgenpirsch an den Schleifen des Luangwa, dessen Ufer voller Flusspferde und sonnender Krokodile sind, auf der Suche nach Thornicroft-Giraffe und Crawshay-Zebra, die es nur in dieser Region gibt.",
        ],
      ],
    ],
  },
  "MWI Lilongwe": {
    days: [
      [
        "see",
        [
          "Lilongwe: the Old Town market and the wildlife sanctuary",
          "Lilongwe: il mercato della Old Town e il santuario della fauna",
          "Lilongwe: el mercado de Old Town y el santuario de fauna",
          "Lilongwe : le marché d'Old Town et le refuge de faune",
          "Lilongwe: der Markt der Old Town und das Wildtier-Schutzgebiet",
        ],
        [
          "The busy Old Town market with its tailors, tinsmiths and piles of dried fish from the lake, then the Lilongwe Wildlife Trust's sanctuary in the woods by the river, home to rescued monkeys, hyenas and lions.",
          "L'animato mercato della Old Town con sarti, lattonieri e mucchi di pesce secco del lago, poi il santuario del Lilongwe Wildlife Trust nei boschi sul fiume, rifugio di scimmie, iene e leoni salvati.",
          "El animado mercado de Old Town con sastres, hojalateros y montones de pescado seco del lago, y luego el santuario del Lilongwe Wildlife Trust en el bosque junto al río, hogar de monos, hienas y leones rescatados.",
          "Le marché animé d'Old Town, ses tailleurs, ses ferblantiers et ses tas de poisson séché du lac, puis le refuge du Lilongwe Wildlife Trust dans les bois au bord de la rivière, où vivent singes, hyènes et lions sauvés.",
          "Der geschäftige Markt der Old Town mit Schneidern, Blechschmieden und Bergen von Trockenfisch aus dem See, dann das Schutzgebiet des Lilongwe Wildlife Trust im Wald am Fluss mit geretteten Affen, Hyänen und Löwen.",
        ],
      ],
      [
        "see",
        [
          "Lilongwe: the Kamuzu Mausoleum and Capital Hill",
          "Lilongwe: il mausoleo di Kamuzu e Capital Hill",
          "Lilongwe: el mausoleo de Kamuzu y Capital Hill",
          "Lilongwe : le mausolée de Kamuzu et Capital Hill",
          "Lilongwe: das Kamuzu-Mausoleum und Capital Hill",
        ],
        [
          "The mausoleum of Hastings Kamuzu Banda, Malawi's first president, the government quarter of Capital Hill and the parliament, then the craft market outside the post office for carved wood and chairs.",
          "Il mausoleo di Hastings Kamuzu Banda, primo presidente del Malawi, il quartiere governativo di Capital Hill e il parlamento, poi il mercato artigiano davanti alla posta per legni intagliati e sedie.",
          "El mausoleo de Hastings Kamuzu Banda, primer presidente de Malaui, el barrio gubernamental de Capital Hill y el parlamento, y luego el mercado artesano frente a correos con tallas y sillas de madera.",
          "Le mausolée de Hastings Kamuzu Banda, premier président du Malawi, le quartier gouvernemental de Capital Hill et le parlement, puis le marché artisanal devant la poste pour les bois sculptés et les chaises.",
          "Das Mausoleum von Hastings Kamuzu Banda, Malawis erstem Präsidenten, das Regierungsviertel Capital Hill und das Parlament, dann der Kunsthandwerksmarkt vor der Post mit Schnitzereien und Stühlen.",
        ],
      ],
      [
        "food",
        [
          "Lilongwe: nsima and chambo",
          "Lilongwe: nsima e chambo",
          "Lilongwe: nsima y chambo",
          "Lilongwe : nsima et chambo",
          "Lilongwe: Nsima und Chambo",
        ],
        [
          "Chambo, the tilapia of Lake Malawi, grilled whole, with nsima, the stiff maize porridge, and pumpkin leaves in groundnut flour, then a visit to a tea merchant for Malawi's highland tea.",
          "Il chambo, la tilapia del lago Malawi, alla griglia intero, con la nsima, la polenta densa di mais, e foglie di zucca con farina di arachidi, poi la visita a un mercante di tè per il tè degli altipiani del Malawi.",
          "El chambo, la tilapia del lago Malaui, a la brasa entero, con nsima, las gachas espesas de maíz, y hojas de calabaza con harina de cacahuete, y después una visita a un comerciante del té de las tierras altas de Malaui.",
          "Le chambo, tilapia du lac Malawi, grillé entier, avec la nsima, bouillie épaisse de maïs, et des feuilles de courge à la farine d'arachide, puis la visite d'un marchand du thé des hautes terres du Malawi.",
          "Chambo, die Tilapia des Malawisees, im Ganzen gegrillt, mit Nsima, festem Maisbrei, und Kürbisblättern in Erdnussmehl, dann ein Besuch bei einem Teehändler für Malawis Hochlandtee.",
        ],
      ],
    ],
  },
  "MWI Liwonde": {
    days: [
      [
        "game",
        [
          "Liwonde: a boat safari on the Shire River",
          "Liwonde: safari in barca sul fiume Shire",
          "Liwonde: safari en barco por el río Shire",
          "Liwonde : safari en bateau sur la Shire",
          "Liwonde: Bootssafari auf dem Shire",
        ],
        [
          "By boat along the Shire River, among some of the densest hippo pods in Africa, crocodiles on the sandbanks and elephants drinking among the fan palms, with fish eagles calling overhead.",
          "In barca lungo il fiume Shire, tra alcuni dei gruppi di ippopotami più fitti d'Africa, coccodrilli sui banchi di sabbia ed elefanti che bevono tra le palme a ventaglio, con le aquile pescatrici che chiamano in alto.",
          "En barco por el río Shire, entre algunos de los grupos de hipopótamos más densos de África, cocodrilos en los bancos de arena y elefantes que beben entre palmeras de abanico, con pigargos llamando en lo alto.",
          "En bateau sur la Shire, parmi certains des groupes d'hippopotames les plus denses d'Afrique, crocodiles sur les bancs de sable et éléphants buvant parmi les palmiers éventails, sous les cris des pygargues.",
          "Mit dem Boot auf dem Shire, zwischen einigen der dichtesten Flusspferdgruppen Afrikas, Krokodilen auf Sandbänken und trinkenden Elefanten unter Fächerpalmen, über denen Schreiseeadler rufen.",
        ],
      ],
      [
        "game",
        [
          "Liwonde: rhinos, and lions and cheetahs brought back",
          "Liwonde: rinoceronti, e leoni e ghepardi reintrodotti",
          "Liwonde: rinocerontes, y leones y guepardos reintroducidos",
          "Liwonde : rhinocéros, et lions et guépards réintroduits",
          "Liwonde: Nashörner und wieder angesiedelte Löwen und Geparden",
        ],
        [
          "A drive through the mopane woods and floodplains of a park brought back to life, where black rhinos, lions and cheetahs have been reintroduced, with sable antelope and kudu.",
          "Un safari tra i boschi di mopane e le piane di un parco tornato alla vita, dove sono stati reintrodotti rinoceronti neri, leoni e ghepardi, con antilopi nere e kudu.",
          "Un safari por los bosques de mopane y las llanuras de un parque devuelto a la vida, donde se han reintroducido rinocerontes negros, leones y guepardos, con antílopes sable y kudús.",
          "Un safari dans les forêts de mopane et les plaines d'un parc rendu à la vie, où rhinocéros noirs, lions et guépards ont été réintroduits, avec hippotragues noirs et koudous.",
          "Eine Pirsch durch Mopanewälder und Schwemmebenen eines wiederbelebten Parks, in dem Spitzmaulnashörner, Löwen und Geparden wieder angesiedelt wurden, mit Rappenantilopen und Kudus.",
        ],
      ],
    ],
  },
  "MWI Zomba Plateau": {
    days: [
      [
        "see",
        [
          "Zomba Plateau: Queen's View and Emperor's View",
          "Altopiano di Zomba: Queen's View ed Emperor's View",
          "Meseta de Zomba: Queen's View y Emperor's View",
          "Plateau de Zomba : Queen's View et Emperor's View",
          "Zomba-Plateau: Queen's View und Emperor's View",
        ],
        [
          "A walk through pine and cedar forest on the plateau above the old colonial capital, to the viewpoints named after royal visitors, looking over the Shire valley and Lake Chilwa.",
          "Una camminata tra pinete e cedri sull'altopiano sopra la vecchia capitale coloniale, fino ai belvedere intitolati a visitatori reali, con vista sulla valle dello Shire e sul lago Chilwa.",
          "Una caminata entre pinares y cedros por la meseta sobre la vieja capital colonial, hasta los miradores con nombres de visitantes reales, con vistas al valle del Shire y al lago Chilwa.",
          "Une marche dans les pinèdes et les cèdres du plateau au-dessus de l'ancienne capitale coloniale, jusqu'aux belvédères nommés d'après des visiteurs royaux, face à la vallée de la Shire et au lac Chilwa.",
          "Eine Wanderung durch Kiefern- und Zedernwald auf dem Plateau über der alten Kolonialhauptstadt zu den nach königlichen Besuchern benannten Aussichtspunkten mit Blick auf das Shire-Tal und den Chilwa-See.",
        ],
      ],
      [
        "see",
        [
          "Zomba Plateau: Mulunguzi dam and Williams Falls",
          "Altopiano di Zomba: la diga di Mulunguzi e le Williams Falls",
          "Meseta de Zomba: la presa de Mulunguzi y las Williams Falls",
          "Plateau de Zomba : le barrage de Mulunguzi et les Williams Falls",
          "Zomba-Plateau: der Mulunguzi-Damm und die Williams Falls",
        ],
        [
          "Around the Mulunguzi dam, where trout were stocked in colonial times, along the streams to the Williams Falls, and down to Chingwe's Hole, a deep pit steeped in local legend.",
          "Intorno alla diga di Mulunguzi, dove in epoca coloniale si immisero le trote, lungo i torrenti fino alle Williams Falls e giù al Chingwe's Hole, un pozzo profondo avvolto nelle leggende locali.",
          "Alrededor de la presa de Mulunguzi, donde se soltaron truchas en tiempos coloniales, junto a los arroyos hasta las Williams Falls y hasta el Chingwe's Hole, un pozo profundo rodeado de leyendas locales.",
          "Autour du barrage de Mulunguzi, où l'on a introduit la truite à l'époque coloniale, le long des ruisseaux jusqu'aux Williams Falls, puis le Chingwe's Hole, gouffre profond entouré de légendes.",
          "Rund um den Mulunguzi-Damm, in dem zur Kolonialzeit Forellen ausgesetzt wurden, an den Bächen entlang zu den Williams Falls und zum Chingwe's Hole, einem tiefen Schacht voller örtlicher Legenden.",
        ],
      ],
    ],
  },
  "MWI Cape Maclear": {
    days: [
      [
        "see",
        [
          "Cape Maclear: Lake Malawi National Park and Otter Point",
          "Cape Maclear: il parco nazionale del lago Malawi e Otter Point",
          "Cape Maclear: el parque nacional del lago Malaui y Otter Point",
          "Cape Maclear : le parc national du lac Malawi et Otter Point",
          "Cape Maclear: der Lake-Malawi-Nationalpark und Otter Point",
        ],
        [
          "A walk through the fishing village of Chembe, where boats are built on the beach, then on the rocky trail of Otter Point in the lake's national park, with baboons, fish eagles and clear water.",
          "Una passeggiata nel villaggio di pescatori di Chembe, dove le barche si costruiscono sulla spiaggia, poi sul sentiero roccioso di Otter Point nel parco nazionale del lago, tra babbuini, aquile pescatrici e acqua limpida.",
          "Un paseo por la aldea pesquera de Chembe, donde se construyen barcas en la playa, y luego por el sendero rocoso de Otter Point en el parque nacional del lago, con babuinos, pigargos y agua transparente.",
          "Une balade dans le village de pêcheurs de Chembe, où l'on construit les barques sur la plage, puis sur le sentier rocheux d'Otter Point dans le parc national du lac, parmi babouins, pygargues et eau limpide.",
          "Ein Gang durch das Fischerdorf Chembe, wo Boote am Strand gebaut werden, dann auf dem felsigen Pfad von Otter Point im Nationalpark des Sees, mit Pavianen, Schreiseeadlern und klarem Wasser.",
        ],
      ],
      [
        "boat",
        [
          "Cape Maclear: kayaking to Thumbi West island",
          "Cape Maclear: in kayak all'isola di Thumbi West",
          "Cape Maclear: en kayak a la isla Thumbi West",
          "Cape Maclear : en kayak vers l'île de Thumbi West",
          "Cape Maclear: im Kajak zur Insel Thumbi West",
        ],
        [
          "By kayak across the bay to Thumbi West island, to snorkel among the bright cichlid fish found nowhere else but in Lake Malawi, with lunch cooked on the island beach.",
          "In kayak attraverso la baia fino all'isola di Thumbi West, per nuotare con la maschera tra i ciclidi colorati che vivono solo nel lago Malawi, con pranzo cucinato sulla spiaggia dell'isola.",
          "En kayak por la bahía hasta la isla Thumbi West, para hacer esnórquel entre los vivos cíclidos que solo viven en el lago Malaui, con almuerzo cocinado en la playa de la isla.",
          "En kayak à travers la baie jusqu'à l'île de Thumbi West, pour nager au masque parmi les cichlidés éclatants qu'on ne trouve que dans le lac Malawi, avec un déjeuner cuisiné sur la plage de l'île.",
          "Im Kajak über die Bucht zur Insel Thumbi West, zum Schnorcheln zwischen den leuchtenden Buntbarschen, die es nur im Malawisee gibt, mit Mittagessen, am Inselstrand gekocht.",
        ],
      ],
    ],
  },
  "MWI Lake Malawi": {
    days: [
      [
        "see",
        [
          "Lake Malawi: the coves of Nkhata Bay",
          "Lago Malawi: le calette di Nkhata Bay",
          "Lago Malaui: las calas de Nkhata Bay",
          "Lac Malawi : les criques de Nkhata Bay",
          "Malawisee: die Buchten von Nkhata Bay",
        ],
        [
          "In the hilly lakeshore town of Nkhata Bay, by kayak or dugout along the rocky coves, swimming and jumping from the rocks into deep clear water, then the fish market where the boats come in.",
          "Nella cittadina collinare di Nkhata Bay sul lago, in kayak o in piroga lungo le calette rocciose, nuotando e tuffandosi dagli scogli nell'acqua profonda e limpida, poi il mercato del pesce dove rientrano le barche.",
          "En el pueblo montuoso de Nkhata Bay, a orillas del lago, en kayak o piragua por las calas rocosas, nadando y saltando desde las rocas al agua honda y clara, y luego el mercado de pescado donde llegan las barcas.",
          "Dans la petite ville vallonnée de Nkhata Bay au bord du lac, en kayak ou en pirogue le long des criques rocheuses, baignade et plongeons depuis les rochers dans l'eau profonde et claire, puis le marché où rentrent les bateaux.",
          "Im hügeligen Seeort Nkhata Bay im Kajak oder Einbaum an felsigen Buchten entlang, Schwimmen und Sprünge von den Felsen ins tiefe klare Wasser, dann der Fischmarkt, an dem die Boote anlegen.",
        ],
      ],
      [
        "see",
        [
          "Lake Malawi: Likoma Island and its cathedral",
          "Lago Malawi: l'isola di Likoma e la sua cattedrale",
          "Lago Malaui: la isla de Likoma y su catedral",
          "Lac Malawi : l'île de Likoma et sa cathédrale",
          "Malawisee: die Insel Likoma und ihre Kathedrale",
        ],
        [
          "On Likoma Island, close to the Mozambican shore, the huge Anglican cathedral of St Peter built by missionaries over a century ago, baobab-studded paths and beaches of fine sand.",
          "Sull'isola di Likoma, vicino alla costa mozambicana, l'enorme cattedrale anglicana di San Pietro costruita dai missionari più di un secolo fa, sentieri punteggiati di baobab e spiagge di sabbia fine.",
          "En la isla de Likoma, cerca de la costa mozambiqueña, la enorme catedral anglicana de San Pedro construida por misioneros hace más de un siglo, senderos salpicados de baobabs y playas de arena fina.",
          "Sur l'île de Likoma, près de la rive mozambicaine, l'immense cathédrale anglicane Saint-Pierre bâtie par les missionnaires il y a plus d'un siècle, des sentiers semés de baobabs et des plages de sable fin.",
          "Auf der Insel Likoma nahe der mosambikanischen Küste die riesige anglikanische Kathedrale St. Peter, vor über einem Jahrhundert von Missionaren gebaut, Pfade voller Baobabs und feine Sandstrände.",
        ],
      ],
    ],
  },
  "MWI Nyika Plateau": {
    days: [
      [
        "game",
        [
          "Nyika Plateau: the rolling grasslands",
          "Altopiano del Nyika: le praterie ondulate",
          "Meseta de Nyika: las praderas onduladas",
          "Plateau de Nyika : les prairies ondulées",
          "Nyika-Plateau: das wellige Grasland",
        ],
        [
          "A drive across the high, rolling grassland of the plateau around Chelinda, among zebras, roan antelope, eland and reedbuck, looking for the leopards and hyenas that hunt here after dark.",
          "Un safari nella prateria alta e ondulata dell'altopiano intorno a Chelinda, tra zebre, antilopi roane, eland e redunca, cercando i leopardi e le iene che qui cacciano dopo il tramonto.",
          "Un safari por la pradera alta y ondulada de la meseta en torno a Chelinda, entre cebras, antílopes ruanos, elands y reduncas, buscando los leopardos y las hienas que cazan aquí al anochecer.",
          "Un safari à travers la haute prairie ondulée du plateau autour de Chelinda, parmi zèbres, hippotragues rouans, élands et cobes des roseaux, à la recherche des léopards et des hyènes qui chassent ici la nuit.",
          "Eine Pirsch über das hohe, wellige Grasland des Plateaus um Chelinda zwischen Zebras, Pferdeantilopen, Elenantilopen und Riedböcken, auf der Suche nach den Leoparden und Hyänen, die hier nachts jagen.",
        ],
      ],
      [
        "game",
        [
          "Nyika Plateau: on foot to the edge of the escarpment",
          "Altopiano del Nyika: a piedi fino al bordo della scarpata",
          "Meseta de Nyika: a pie hasta el borde del escarpe",
          "Plateau de Nyika : à pied jusqu'au bord de l'escarpement",
          "Nyika-Plateau: zu Fuß an den Rand der Abbruchkante",
        ],
        [
          "A walk with a park scout among grazing zebras across the open downs to the edge of the plateau, where the land drops away toward Lake Malawi far below.",
          "Una camminata con uno scout del parco tra zebre al pascolo attraverso i pascoli aperti fino al bordo dell'altopiano, dove la terra precipita verso il lago Malawi molto più in basso.",
          "Una caminata con un escolta del parque entre cebras que pastan por las lomas abiertas hasta el borde de la meseta, donde la tierra cae hacia el lago Malaui muy abajo.",
          "Une marche avec un garde du parc parmi les zèbres qui paissent, à travers les landes ouvertes jusqu'au bord du plateau, où le terrain plonge vers le lac Malawi loin en contrebas.",
          "Eine Wanderung mit einem Parkscout zwischen grasenden Zebras über die offenen Hochweiden bis zum Rand des Plateaus, wo das Land zum tief unten liegenden Malawisee abfällt.",
        ],
      ],
    ],
  },
  "MOZ Maputo": {
    days: [
      [
        "see",
        [
          "Maputo: the Baixa and the railway station",
          "Maputo: la Baixa e la stazione ferroviaria",
          "Maputo: la Baixa y la estación de tren",
          "Maputo : la Baixa et la gare",
          "Maputo: die Baixa und der Bahnhof",
        ],
        [
          "Through the Baixa, the old lower town: the domed railway station of 1910, the prefabricated Iron House, the Mercado Central under its arches, and the red walls of the Portuguese fortress.",
          "Nella Baixa, la vecchia città bassa: la stazione ferroviaria a cupola del 1910, la prefabbricata Casa di Ferro, il Mercado Central sotto le sue arcate e le mura rosse della fortezza portoghese.",
          "Por la Baixa, la vieja ciudad baja: la estación de tren con cúpula de 1910, la prefabricada Casa de Hierro, el Mercado Central bajo sus arcos y los muros rojos de la fortaleza portuguesa.",
          "Dans la Baixa, la vieille ville basse : la gare à coupole de 1910, la Maison de fer préfabriquée, le Mercado Central sous ses arcades et les murs rouges de la forteresse portugaise.",
          "Durch die Baixa, die alte Unterstadt: der Kuppelbahnhof von 1910, das vorgefertigte Eisenhaus, der Mercado Central unter seinen Arkaden und die roten Mauern der portugiesischen Festung.",
        ],
      ],
      [
        "see",
        [
          "Maputo: Mafalala and the art of the city",
          "Maputo: Mafalala e l'arte della città",
          "Maputo: Mafalala y el arte de la ciudad",
          "Maputo : Mafalala et l'art de la ville",
          "Maputo: Mafalala und die Kunst der Stadt",
        ],
        [
          "A walk with a local guide through Mafalala, the quarter of reed and tin houses where poets, footballers and independence leaders grew up, then the studios of the Núcleo de Arte.",
          "Una passeggiata con una guida locale a Mafalala, il quartiere di case di canne e lamiera dove crebbero poeti, calciatori e leader dell'indipendenza, poi gli studi del Núcleo de Arte.",
          "Un paseo con un guía local por Mafalala, el barrio de casas de caña y chapa donde crecieron poetas, futbolistas y líderes de la independencia, y luego los talleres del Núcleo de Arte.",
          "Une balade avec un guide local à Mafalala, quartier de maisons de roseau et de tôle où ont grandi poètes, footballeurs et dirigeants de l'indépendance, puis les ateliers du Núcleo de Arte.",
          "Ein Gang mit einem örtlichen Guide durch Mafalala, das Viertel aus Schilf- und Blechhäusern, in dem Dichter, Fußballer und Unabhängigkeitsführer aufwuchsen, dann die Ateliers des Núcleo de Arte.",
        ],
      ],
      [
        "food",
        [
          "Maputo: prawns at the fish market and matapa",
          "Maputo: gamberi al mercato del pesce e matapa",
          "Maputo: langostinos en el mercado de pescado y matapa",
          "Maputo : crevettes au marché aux poissons et matapa",
          "Maputo: Garnelen am Fischmarkt und Matapa",
        ],
        [
          "At the Mercado do Peixe, choosing prawns and fish at the stalls to have them grilled with piri-piri next door, then matapa, cassava leaves stewed with ground peanuts and coconut milk.",
          "Al Mercado do Peixe, scegliendo gamberi e pesce ai banchi per farli grigliare con il piri-piri accanto, poi la matapa, foglie di manioca stufate con arachidi macinate e latte di cocco.",
          "En el Mercado do Peixe, eligiendo langostinos y pescado en los puestos para que los asen con piri-piri al lado, y luego matapa, hojas de yuca guisadas con cacahuete molido y leche de coco.",
          "Au Mercado do Peixe, choisir crevettes et poissons aux étals pour les faire griller au piri-piri juste à côté, puis la matapa, feuilles de manioc mijotées avec arachides pilées et lait de coco.",
          "Auf dem Mercado do Peixe Garnelen und Fisch an den Ständen aussuchen und nebenan mit Piri-Piri grillen lassen, dann Matapa, Maniokblätter mit gemahlenen Erdnüssen und Kokosmilch geschmort.",
        ],
      ],
    ],
  },
  "MOZ Tofo": {
    days: [
      [
        "see",
        [
          "Tofo: Tofinho and old Inhambane",
          "Tofo: Tofinho e la vecchia Inhambane",
          "Tofo: Tofinho y la vieja Inhambane",
          "Tofo : Tofinho et le vieux Inhambane",
          "Tofo: Tofinho und das alte Inhambane",
        ],
        [
          "Along the cliffs of Tofinho above the surf, then to the sleepy old port town of Inhambane, its cathedral, mosque and market, then across the bay by dhow to Maxixe.",
          "Lungo le scogliere di Tofinho sopra le onde, poi nella sonnolenta vecchia città portuale di Inhambane, con la cattedrale, la moschea e il mercato, e una traversata della baia in dhow fino a Maxixe.",
          "Por los acantilados de Tofinho sobre las olas, y luego a la tranquila vieja ciudad portuaria de Inhambane, con su catedral, su mezquita y su mercado, y travesía de la bahía en dhow hasta Maxixe.",
          "Le long des falaises de Tofinho au-dessus des rouleaux, puis la paisible vieille ville portuaire d'Inhambane, sa cathédrale, sa mosquée et son marché, et la traversée de la baie en boutre jusqu'à Maxixe.",
          "An den Klippen von Tofinho über der Brandung entlang, dann in die verschlafene alte Hafenstadt Inhambane mit Kathedrale, Moschee und Markt und mit der Dau über die Bucht nach Maxixe.",
        ],
      ],
      [
        "beach",
        [
          "Tofo: the long beach and its waves",
          "Tofo: la lunga spiaggia e le sue onde",
          "Tofo: la larga playa y sus olas",
          "Tofo : la longue plage et ses vagues",
          "Tofo: der lange Strand und seine Wellen",
        ],
        [
          "A day on the long curve of Tofo beach, with surf lessons on its waves, swims in the warm Indian Ocean and grilled prawns at the village market behind the dunes.",
          "Una giornata sulla lunga curva della spiaggia di Tofo, con lezioni di surf sulle sue onde, bagni nel caldo oceano Indiano e gamberi alla griglia al mercato del villaggio dietro le dune.",
          "Un día en la larga curva de la playa de Tofo, con clases de surf en sus olas, baños en el cálido océano Índico y langostinos a la brasa en el mercado del pueblo tras las dunas.",
          "Une journée sur la longue courbe de la plage de Tofo, avec cours de surf dans ses vagues, baignades dans l'océan Indien tiède et crevettes grillées au marché du village derrière les dunes.",
          "Ein Tag am langen Bogen des Strands von Tofo, mit Surfstunden in seinen Wellen, Bädern im warmen Indischen Ozean und gegrillten Garnelen auf dem Dorfmarkt hinter den Dünen.",
        ],
      ],
      [
        "boat",
        [
          "Tofo: an ocean safari for whale sharks and mantas",
          "Tofo: safari oceanico tra squali balena e mante",
          "Tofo: safari oceánico entre tiburones ballena y mantas",
          "Tofo : safari océanique requins-baleines et raies manta",
          "Tofo: Ozeansafari zu Walhaien und Mantas",
        ],
        [
          "By boat out through the surf on an ocean safari, to snorkel alongside whale sharks when they are found, watching for manta rays, dolphins and turtles in the open sea.",
          "In barca oltre i frangenti per un safari oceanico, per nuotare con la maschera accanto agli squali balena quando si trovano, cercando mante, delfini e tartarughe in mare aperto.",
          "En barco atravesando las olas en un safari oceánico, para hacer esnórquel junto a los tiburones ballena cuando aparecen, atentos a mantas, delfines y tortugas en mar abierto.",
          "En bateau à travers les rouleaux pour un safari océanique, pour nager au masque près des requins-baleines quand on les trouve, à l'affût des raies manta, dauphins et tortues en pleine mer.",
          "Mit dem Boot durch die Brandung auf Ozeansafari, um neben Walhaien zu schnorcheln, wenn sie sich zeigen, mit Ausschau nach Mantarochen, Delfinen und Schildkröten auf offener See.",
        ],
      ],
    ],
  },
  "MOZ Vilanculos": {
    days: [
      [
        "see",
        [
          "Vilanculos: the fishing beach and the dhow builders",
          "Vilanculos: la spiaggia dei pescatori e i costruttori di dhow",
          "Vilanculos: la playa de pescadores y los constructores de dhows",
          "Vilanculos : la plage des pêcheurs et les constructeurs de boutres",
          "Vilanculos: der Fischerstrand und die Daubauer",
        ],
        [
          "Along the shore of the bay, where dhows with patched sails are built and mended on the sand, to the fish market and the town's busy central market with its cashews and capulana cloth.",
          "Lungo la riva della baia, dove i dhow dalle vele rattoppate si costruiscono e si riparano sulla sabbia, fino al mercato del pesce e all'animato mercato centrale con anacardi e stoffe capulana.",
          "Por la orilla de la bahía, donde los dhows de velas remendadas se construyen y reparan en la arena, hasta el mercado de pescado y el animado mercado central con anacardos y telas capulana.",
          "Le long du rivage de la baie, où l'on construit et répare sur le sable les boutres aux voiles rapiécées, jusqu'au marché aux poissons et au marché central animé, ses noix de cajou et ses capulanas.",
          "Am Ufer der Bucht entlang, wo Daus mit geflickten Segeln im Sand gebaut und repariert werden, zum Fischmarkt und zum lebhaften Zentralmarkt mit Cashewnüssen und Capulana-Stoffen.",
        ],
      ],
      [
        "beach",
        [
          "Vilanculos: sandbanks and kites on the bay",
          "Vilanculos: banchi di sabbia e aquiloni nella baia",
          "Vilanculos: bancos de arena y cometas en la bahía",
          "Vilanculos : bancs de sable et kites dans la baie",
          "Vilanculos: Sandbänke und Kites in der Bucht",
        ],
        [
          "A day on the shallow turquoise bay, where low tide uncovers wide sandbanks to walk out on and the steady wind makes it a place to learn kitesurfing, with the islands on the horizon.",
          "Una giornata nella baia turchese e poco profonda, dove la bassa marea scopre ampi banchi di sabbia su cui camminare e il vento costante la rende un luogo per imparare il kitesurf, con le isole all'orizzonte.",
          "Un día en la bahía turquesa y poco profunda, donde la marea baja descubre amplios bancos de arena para caminar y el viento constante la hace ideal para aprender kitesurf, con las islas en el horizonte.",
          "Une journée dans la baie turquoise peu profonde, où la marée basse découvre de larges bancs de sable où marcher et où le vent régulier permet d'apprendre le kitesurf, les îles à l'horizon.",
          "Ein Tag in der flachen türkisen Bucht, wo die Ebbe weite Sandbänke zum Hinauslaufen freigibt und der stetige Wind zum Kitesurfen-Lernen einlädt, mit den Inseln am Horizont.",
        ],
      ],
    ],
  },
  "MOZ Bazaruto Archipelago": {
    days: [
      [
        "boat",
        [
          "Bazaruto Archipelago: the dunes of Bazaruto island",
          "Arcipelago di Bazaruto: le dune dell'isola di Bazaruto",
          "Archipiélago de Bazaruto: las dunas de la isla de Bazaruto",
          "Archipel de Bazaruto : les dunes de l'île de Bazaruto",
          "Bazaruto-Archipel: die Dünen der Insel Bazaruto",
        ],
        [
          "By sailing dhow across the channel to Bazaruto, the largest island of the national park, to climb its great dune for the view over turquoise channels and sandbanks, and swim off its beach.",
          "In dhow a vela attraverso il canale fino a Bazaruto, l'isola più grande del parco nazionale, per salire sulla sua grande duna con vista su canali turchesi e banchi di sabbia, e nuotare dalla sua spiaggia.",
          "En dhow de vela por el canal hasta Bazaruto, la isla mayor del parque nacional, para subir a su gran duna con vistas a canales turquesa y bancos de arena, y bañarse en su playa.",
          "En boutre à voile à travers le chenal jusqu'à Bazaruto, la plus grande île du parc national, pour gravir sa grande dune face aux chenaux turquoise et aux bancs de sable, et se baigner depuis sa plage.",
          "Mit der Segeldau durch den Kanal nach Bazaruto, der größten Insel des Nationalparks, auf ihre große Düne mit Blick über türkise Kanäle und Sandbänke, und Baden an ihrem Strand.",
        ],
      ],
      [
        "boat",
        [
          "Bazaruto Archipelago: Two Mile Reef",
          "Arcipelago di Bazaruto: il Two Mile Reef",
          "Archipiélago de Bazaruto: el Two Mile Reef",
          "Archipel de Bazaruto : le Two Mile Reef",
          "Bazaruto-Archipel: das Two Mile Reef",
        ],
        [
          "By boat to Two Mile Reef between Bazaruto and Benguerra, to snorkel in clear water over hard and soft coral among turtles, rays and shoals of reef fish, with lunch on a sandbank.",
          "In barca fino al Two Mile Reef tra Bazaruto e Benguerra, per nuotare con la maschera nell'acqua limpida sopra coralli duri e molli tra tartarughe, razze e banchi di pesci, con pranzo su un banco di sabbia.",
          "En barco al Two Mile Reef, entre Bazaruto y Benguerra, para hacer esnórquel en agua clara sobre corales duros y blandos entre tortugas, rayas y bancos de peces, con almuerzo en un banco de arena.",
          "En bateau jusqu'au Two Mile Reef entre Bazaruto et Benguerra, pour nager au masque dans l'eau claire au-dessus des coraux durs et mous parmi tortues, raies et bancs de poissons, avec déjeuner sur un banc de sable.",
          "Mit dem Boot zum Two Mile Reef zwischen Bazaruto und Benguerra, zum Schnorcheln in klarem Wasser über Hart- und Weichkorallen zwischen Schildkröten, Rochen und Fischschwärmen, mit Mittagessen auf einer Sandbank.",
        ],
      ],
      [
        "boat",
        [
          "Bazaruto Archipelago: Benguerra and Magaruque",
          "Arcipelago di Bazaruto: Benguerra e Magaruque",
          "Archipiélago de Bazaruto: Benguerra y Magaruque",
          "Archipel de Bazaruto : Benguerra et Magaruque",
          "Bazaruto-Archipel: Benguerra und Magaruque",
        ],
        [
          "A day under sail to the smaller islands: the lakes and flamingos of Benguerra, a fishing village on its shore, and the reef off little Magaruque for a last swim before sailing back to Vilanculos.",
          "Una giornata a vela verso le isole minori: i laghi e i fenicotteri di Benguerra, un villaggio di pescatori sulla sua riva e il reef della piccola Magaruque per un ultimo bagno prima di tornare a Vilanculos.",
          "Un día a vela por las islas menores: los lagos y flamencos de Benguerra, una aldea de pescadores en su orilla y el arrecife de la pequeña Magaruque para un último baño antes de volver a Vilanculos.",
          "Une journée à la voile vers les petites îles : les lacs et les flamants de Benguerra, un village de pêcheurs sur sa rive et le récif de la petite Magaruque pour une dernière baignade avant de rentrer à Vilanculos.",
          "Ein Tag unter Segeln zu den kleineren Inseln: die Seen und Flamingos von Benguerra, ein Fischerdorf an ihrem Ufer und das Riff vor dem kleinen Magaruque für ein letztes Bad vor der Rückfahrt nach Vilanculos.",
        ],
      ],
    ],
  },
  "MOZ Gorongosa National Park": {
    days: [
      [
        "game",
        [
          "Gorongosa National Park: the Urema floodplain",
          "Parco nazionale di Gorongosa: la piana dell'Urema",
          "Parque nacional de Gorongosa: la llanura del Urema",
          "Parc national de Gorongosa : la plaine de l'Urema",
          "Gorongosa-Nationalpark: die Urema-Schwemmebene",
        ],
        [
          "A drive across the floodplain around Lake Urema in a park restored after the civil war, among huge herds of waterbuck, sable and buffalo, with lions, elephants and the wild dogs brought back to it.",
          "Un safari nella piana intorno al lago Urema in un parco rinato dopo la guerra civile, tra grandi branchi di cobi, antilopi nere e bufali, con leoni, elefanti e i licaoni reintrodotti.",
          "Un safari por la llanura en torno al lago Urema, en un parque restaurado tras la guerra civil, entre enormes manadas de antílopes acuáticos, antílopes sable y búfalos, con leones, elefantes y los licaones reintroducidos.",
          "Un safari dans la plaine autour du lac Urema, dans un parc restauré après la guerre civile, parmi d'immenses troupeaux de cobes, d'hippotragues noirs et de buffles, avec lions, éléphants et lycaons réintroduits.",
          "Eine Pirsch über die Ebene um den Urema-See in einem nach dem Bürgerkrieg wiederhergestellten Park, zwischen riesigen Herden von Wasserböcken, Rappenantilopen und Büffeln, mit Löwen, Elefanten und wiederangesiedelten Wildhunden.",
        ],
      ],
      [
        "game",
        [
          "Gorongosa National Park: the fever-tree woods and a walk with scientists",
          "Parco nazionale di Gorongosa: i boschi di acacie e una passeggiata con i ricercatori",
          "Parque nacional de Gorongosa: los bosques de acacias y un paseo con científicos",
          "Parc national de Gorongosa : les forêts d'acacias et une marche avec les chercheurs",
          "Gorongosa-Nationalpark: Fieberakazienwälder und eine Wanderung mit Forschern",
        ],
        [
          "A drive through the yellow fever-tree woods and palm savanna to the river, then a walk with the park's biologists, who show the research on its insects, birds and returning mammals.",
          "Un safari tra i boschi di acacie dalla corteccia gialla e le savane di palme fino al fiume, poi una camminata con i biologi del parco, che mostrano le ricerche su insetti, uccelli e mammiferi che ritornano.",
          "Un safari entre bosques de acacias de corteza amarilla y sabanas de palmeras hasta el río, y luego una caminata con los biólogos del parque, que muestran la investigación sobre insectos, aves y mamíferos que regresan.",
          "Un safari à travers les forêts d'acacias à écorce jaune et les savanes à palmiers jusqu'à la rivière, puis une marche avec les biologistes du parc, qui présentent leurs recherches sur insectes, oiseaux et mammifères de retour.",
          "Eine Pirsch durch gelbe Fieberakazienwälder und Palmsavanne zum Fluss, dann eine Wanderung mit den Biologen des Parks, die ihre Forschung zu Insekten, Vögeln und zurückkehrenden Säugetieren zeigen.",
        ],
      ],
    ],
  },
  "MOZ Nampula": {
    days: [
      [
        "see",
        [
          "Nampula: the cathedral and the ethnography museum",
          "Nampula: la cattedrale e il museo etnografico",
          "Nampula: la catedral y el museo etnográfico",
          "Nampula : la cathédrale et le musée d'ethnographie",
          "Nampula: die Kathedrale und das Völkerkundemuseum",
        ],
        [
          "The white twin-towered cathedral of Nampula, then the National Ethnography Museum with its Makonde carvings, masks and instruments of the peoples of the north, and the carvers at work outside.",
          "La bianca cattedrale a due torri di Nampula, poi il Museo nazionale di etnografia con sculture makonde, maschere e strumenti dei popoli del nord, e gli intagliatori al lavoro fuori.",
          "La blanca catedral de dos torres de Nampula, y luego el Museo Nacional de Etnografía con tallas makonde, máscaras e instrumentos de los pueblos del norte, y los tallistas trabajando fuera.",
          "La cathédrale blanche à deux tours de Nampula, puis le Musée national d'ethnographie, ses sculptures makonde, ses masques et les instruments des peuples du Nord, et les sculpteurs au travail dehors.",
          "Die weiße doppeltürmige Kathedrale von Nampula, dann das Nationale Völkerkundemuseum mit Makonde-Schnitzereien, Masken und Instrumenten der Völker des Nordens und den Schnitzern bei der Arbeit davor.",
        ],
      ],
      [
        "see",
        [
          "Nampula: the granite inselbergs",
          "Nampula: gli inselberg di granito",
          "Nampula: los inselbergs de granito",
          "Nampula : les inselbergs de granit",
          "Nampula: die Granit-Inselberge",
        ],
        [
          "Out into the countryside of the Makua people, where huge domes of bare granite rise from the cashew and cassava fields, for a walk to a village at the foot of one of them.",
          "Nella campagna del popolo makua, dove enormi cupole di granito nudo si alzano dai campi di anacardi e manioca, per una camminata fino a un villaggio ai piedi di una di esse.",
          "Por el campo del pueblo makua, donde enormes cúpulas de granito desnudo se alzan entre campos de anacardos y yuca, para caminar hasta una aldea al pie de una de ellas.",
          "Dans la campagne du peuple makua, où d'énormes dômes de granit nu surgissent des champs d'anacardiers et de manioc, pour une marche jusqu'à un village au pied de l'un d'eux.",
          "Hinaus ins Land der Makua, wo riesige Kuppeln aus nacktem Granit aus Cashew- und Maniokfeldern ragen, für eine Wanderung zu einem Dorf am Fuß einer von ihnen.",
        ],
      ],
      [
        "food",
        [
          "Nampula: the Waresta market and caril",
          "Nampula: il mercato di Waresta e il caril",
          "Nampula: el mercado de Waresta y el caril",
          "Nampula : le marché de Waresta et le caril",
          "Nampula: der Waresta-Markt und Caril",
        ],
        [
          "The stalls of the Waresta market, with cashews, dried fish and piri-piri, then a lunch of xima, maize porridge, with chicken caril in coconut and peanut sauce in a local restaurant.",
          "I banchi del mercato di Waresta, con anacardi, pesce secco e piri-piri, poi un pranzo di xima, polenta di mais, con caril di pollo in salsa di cocco e arachidi in un ristorante del posto.",
          "Los puestos del mercado de Waresta, con anacardos, pescado seco y piri-piri, y luego un almuerzo de xima, gachas de maíz, con caril de pollo en salsa de coco y cacahuete en un restaurante local.",
          "Les étals du marché de Waresta, noix de cajou, poisson séché et piri-piri, puis un déjeuner de xima, bouillie de maïs, avec un caril de poulet au coco et à l'arachide dans un restaurant local.",
          "Die Stände des Waresta-Markts mit Cashewnüssen, Trockenfisch und Piri-Piri, dann mittags Xima, Maisbrei, mit Hühner-Caril in Kokos-Erdnuss-Sauce in einem örtlichen Lokal.",
        ],
      ],
    ],
  },
  "MOZ Ilha de Moçambique": {
    days: [
      [
        "see",
        [
          "Ilha de Moçambique: the Stone Town and the fort",
          "Isola di Mozambico: la città di pietra e il forte",
          "Isla de Mozambique: la ciudad de piedra y el fuerte",
          "Île de Mozambique : la ville de pierre et le fort",
          "Ilha de Moçambique: die Steinstadt und das Fort",
        ],
        [
          "Over the long bridge to the island: the Fort of São Sebastião and its chapel of Nossa Senhora do Baluarte, the governors' Palace of São Paulo, and the lanes of the Stone Town and the Macuti town.",
          "Oltre il lungo ponte fino all'isola: il forte di São Sebastião e la cappella di Nossa Senhora do Baluarte, il palazzo dei governatori di São Paulo e i vicoli della città di pietra e della città di macuti.",
          "Por el largo puente hasta la isla: el fuerte de São Sebastião y su capilla de Nossa Senhora do Baluarte, el palacio de los gobernadores de São Paulo y las callejas de la ciudad de piedra y la de macuti.",
          "Par le long pont jusqu'à l'île : le fort São Sebastião et sa chapelle Nossa Senhora do Baluarte, le palais des gouverneurs de São Paulo et les ruelles de la ville de pierre et de la ville de macuti.",
          "Über die lange Brücke auf die Insel: das Fort São Sebastião mit der Kapelle Nossa Senhora do Baluarte, der Gouverneurspalast São Paulo und die Gassen der Stein- und der Macuti-Stadt.",
        ],
      ],
      [
        "boat",
        [
          "Ilha de Moçambique: by dhow to Goa island",
          "Isola di Mozambico: in dhow all'isola di Goa",
          "Isla de Mozambique: en dhow a la isla de Goa",
          "Île de Mozambique : en boutre vers l'île de Goa",
          "Ilha de Moçambique: mit der Dau zur Insel Goa",
        ],
        [
          "By sailing dhow across the bay to the little island of Goa and its old lighthouse, swimming with mask and snorkel over the reefs, with grilled fish on the beach on the way back.",
          "In dhow a vela attraverso la baia fino alla piccola isola di Goa e al suo vecchio faro, nuotando con la maschera sui reef, con pesce alla griglia sulla spiaggia al ritorno.",
          "En dhow de vela por la bahía hasta la pequeña isla de Goa y su viejo faro, nadando y haciendo esnórquel en los arrecifes, con pescado a la brasa en la playa a la vuelta.",
          "En boutre à voile à travers la baie jusqu'à la petite île de Goa et son vieux phare, baignade au masque au-dessus des récifs, et poisson grillé sur la plage au retour.",
          "Mit der Segeldau über die Bucht zur kleinen Insel Goa und ihrem alten Leuchtturm, Schwimmen und Schnorcheln über den Riffen und gegrillter Fisch am Strand auf dem Rückweg.",
        ],
      ],
    ],
  },
  "MOZ Quirimbas Archipelago": {
    days: [
      [
        "see",
        [
          "Quirimbas Archipelago: the old town of Ibo",
          "Arcipelago delle Quirimbas: la vecchia città di Ibo",
          "Archipiélago de las Quirimbas: la vieja ciudad de Ibo",
          "Archipel des Quirimbas : la vieille ville d'Ibo",
          "Quirimbas-Archipel: die Altstadt von Ibo",
        ],
        [
          "On Ibo island, among the crumbling mansions of a former trading town, to the star-shaped fort of São João Baptista, where silversmiths still work, and the mangroves at low tide.",
          "Sull'isola di Ibo, tra le ville in rovina di un'antica città di commerci, fino al forte a stella di São João Baptista, dove lavorano ancora gli argentieri, e le mangrovie con la bassa marea.",
          "En la isla de Ibo, entre las mansiones en ruinas de una antigua ciudad comercial, hasta el fuerte en estrella de São João Baptista, donde aún trabajan los plateros, y los manglares con la marea baja.",
          "Sur l'île d'Ibo, parmi les demeures en ruine d'une ancienne ville de négoce, jusqu'au fort en étoile de São João Baptista, où travaillent encore les orfèvres, et les mangroves à marée basse.",
          "Auf der Insel Ibo zwischen verfallenen Villen einer einstigen Handelsstadt zum sternförmigen Fort São João Baptista, in dem noch Silberschmiede arbeiten, und zu den Mangroven bei Ebbe.",
        ],
      ],
      [
        "boat",
        [
          "Quirimbas Archipelago: by dhow among the sandbanks",
          "Arcipelago delle Quirimbas: in dhow tra i banchi di sabbia",
          "Archipiélago de las Quirimbas: en dhow entre bancos de arena",
          "Archipel des Quirimbas : en boutre parmi les bancs de sable",
          "Quirimbas-Archipel: mit der Dau zwischen den Sandbänken",
        ],
        [
          "Under the sail of a dhow between the islands of the national park, stopping on a sandbank to swim and snorkel over the coral, with fish cooked by the crew on a deserted beach.",
          "Sotto la vela di un dhow tra le isole del parco nazionale, con soste su un banco di sabbia per nuotare con la maschera sul corallo, e pesce cucinato dall'equipaggio su una spiaggia deserta.",
          "Bajo la vela de un dhow entre las islas del parque nacional, con paradas en un banco de arena para hacer esnórquel sobre el coral, y pescado cocinado por la tripulación en una playa desierta.",
          "Sous la voile d'un boutre entre les îles du parc national, avec des haltes sur un banc de sable pour nager au masque au-dessus du corail, et du poisson cuisiné par l'équipage sur une plage déserte.",
          "Unter dem Segel einer Dau zwischen den Inseln des Nationalparks, mit Halt auf einer Sandbank zum Schnorcheln über Korallen und Fisch, den die Crew an einem einsamen Strand zubereitet.",
        ],
      ],
    ],
  },
  "MDG Antananarivo": {
    days: [
      [
        "see",
        [
          "Antananarivo: the Rova and the upper town",
          "Antananarivo: il Rova e la città alta",
          "Antananarivo: el Rova y la ciudad alta",
          "Antananarivo : le Rova et la haute ville",
          "Antananarivo: der Rova und die Oberstadt",
        ],
        [
          "Up through the steep lanes and brick houses of the upper town to the Rova, the hilltop enclosure of the Merina queens and its restored palace, with the city's rice fields and lakes below.",
          "Su per i vicoli ripidi e le case di mattoni della città alta fino al Rova, il recinto delle regine merina in cima alla collina con il suo palazzo restaurato, con le risaie e i laghi della città in basso.",
          "Subida por las empinadas callejas y casas de ladrillo de la ciudad alta hasta el Rova, el recinto de las reinas merina en lo alto de la colina con su palacio restaurado, y los arrozales y lagos de la ciudad abajo.",
          "Montée par les ruelles raides et les maisons de brique de la haute ville jusqu'au Rova, l'enceinte des reines merina au sommet de la colline et son palais restauré, les rizières et les lacs de la ville en contrebas.",
          "Durch die steilen Gassen und Backsteinhäuser der Oberstadt hinauf zum Rova, der Anlage der Merina-Königinnen auf dem Hügel mit ihrem restaurierten Palast, unten die Reisfelder und Seen der Stadt.",
        ],
      ],
      [
        "see",
        [
          "Antananarivo: the royal hill of Ambohimanga",
          "Antananarivo: la collina reale di Ambohimanga",
          "Antananarivo: la colina real de Ambohimanga",
          "Antananarivo : la colline royale d'Ambohimanga",
          "Antananarivo: der Königshügel Ambohimanga",
        ],
        [
          "North of the city to Ambohimanga, the sacred hill where the Merina kingdom began: its stone gateways sealed by great rolling discs, the wooden house of King Andrianampoinimerina and the royal summer palace.",
          "A nord della città fino ad Ambohimanga, la collina sacra dove nacque il regno merina: le porte di pietra chiuse da grandi dischi rotolanti, la casa di legno del re Andrianampoinimerina e il palazzo estivo reale.",
          "Al norte de la ciudad hasta Ambohimanga, la colina sagrada donde nació el reino merina: sus puertas de piedra cerradas con grandes discos rodantes, la casa de madera del rey Andrianampoinimerina y el palacio real de verano.",
          "Au nord de la ville jusqu'à Ambohimanga, la colline sacrée où naquit le royaume merina : ses portes de pierre fermées par de grands disques roulants, la case de bois du roi Andrianampoinimerina et le palais d'été royal.",
          "Nördlich der Stadt nach Ambohimanga, dem heiligen Hügel, auf dem das Merina-Reich begann: Steintore, die mit großen Rollsteinen verschlossen wurden, das Holzhaus König Andrianampoinimerinas und der königliche Sommerpalast.",
        ],
      ],
      [
        "food",
        [
          "Antananarivo: romazava and the Analakely market",
          "Antananarivo: il romazava e il mercato di Analakely",
          "Antananarivo: el romazava y el mercado de Analakely",
          "Antananarivo : le romazava et le marché d'Analakely",
          "Antananarivo: Romazava und der Analakely-Markt",
        ],
        [
          "Through the stalls of Analakely market, with vanilla, peppercorns and mofo gasy rice cakes fried at the corner, then a lunch of romazava, zebu and greens broth, and ravitoto with pork on rice.",
          "Tra i banchi del mercato di Analakely, con vaniglia, pepe e frittelle di riso mofo gasy fritte all'angolo, poi un pranzo di romazava, brodo di zebù ed erbe, e ravitoto con maiale sul riso.",
          "Entre los puestos del mercado de Analakely, con vainilla, pimienta y tortitas de arroz mofo gasy fritas en la esquina, y luego un almuerzo de romazava, caldo de cebú y hierbas, y ravitoto con cerdo sobre arroz.",
          "Parmi les étals du marché d'Analakely, vanille, poivre et galettes de riz mofo gasy frites au coin de la rue, puis un déjeuner de romazava, bouillon de zébu aux brèdes, et de ravitoto au porc sur du riz.",
          "Durch die Stände des Analakely-Markts mit Vanille, Pfeffer und an der Ecke frittierten Reisküchlein Mofo Gasy, dann mittags Romazava, Zebu-Kräuter-Brühe, und Ravitoto mit Schweinefleisch auf Reis.",
        ],
      ],
    ],
  },
  "MDG Andasibe-Mantadia": {
    days: [
      [
        "see",
        [
          "Andasibe-Mantadia: the song of the indri",
          "Andasibe-Mantadia: il canto dell'indri",
          "Andasibe-Mantadia: el canto del indri",
          "Andasibe-Mantadia : le chant de l'indri",
          "Andasibe-Mantadia: der Gesang des Indri",
        ],
        [
          "Early into the rainforest of Analamazaotra with a local guide, following the eerie wailing calls to a family of indri, the largest living lemur, with diademed sifakas and brown lemurs on the way.",
          "Presto nella foresta pluviale di Analamazaotra con una guida locale, seguendo i richiami lamentosi fino a una famiglia di indri, il più grande lemure vivente, con sifaka diademati e lemuri bruni lungo il cammino.",
          "Temprano en la selva de Analamazaotra con un guía local, siguiendo los extraños lamentos hasta una familia de indris, el mayor lémur vivo, con sifakas de diadema y lémures pardos por el camino.",
          "Tôt dans la forêt humide d'Analamazaotra avec un guide local, en suivant les étranges cris plaintifs jusqu'à une famille d'indris, le plus grand lémurien vivant, avec propithèques à diadème et lémurs bruns en chemin.",
          "Früh in den Regenwald von Analamazaotra mit einem örtlichen Guide, den unheimlichen Klagerufen folgend zu einer Indri-Familie, dem größten lebenden Lemuren, unterwegs Diademsifakas und Braune Makis.",
        ],
      ],
      [
        "see",
        [
          "Andasibe-Mantadia: a night walk for chameleons",
          "Andasibe-Mantadia: una passeggiata notturna tra i camaleonti",
          "Andasibe-Mantadia: un paseo nocturno entre camaleones",
          "Andasibe-Mantadia : une balade nocturne parmi les caméléons",
          "Andasibe-Mantadia: eine Nachtwanderung zu den Chamäleons",
        ],
        [
          "A day in the wilder Mantadia section among waterfalls and black-and-white ruffed lemurs, then a night walk by torchlight along the forest edge for mouse lemurs, leaf-tailed geckos and Parson's chameleons.",
          "Una giornata nella più selvaggia sezione di Mantadia tra cascate e lemuri vari bianconeri, poi una passeggiata notturna con le torce al margine della foresta per microcebi, gechi dalla coda a foglia e camaleonti di Parson.",
          "Un día en la sección más salvaje de Mantadia entre cascadas y lémures de collar blanquinegros, y luego un paseo nocturno con linternas por el borde del bosque en busca de microcebos, gecos de cola de hoja y camaleones de Parson.",
          "Une journée dans le secteur plus sauvage de Mantadia parmi cascades et varis noir et blanc, puis une balade nocturne à la lampe en lisière de forêt pour les microcèbes, les uroplates et les caméléons de Parson.",
          "Ein Tag im wilderen Mantadia-Teil zwischen Wasserfällen und Schwarzweißen Varis, dann eine Nachtwanderung mit Taschenlampen am Waldrand zu Mausmakis, Plattschwanzgeckos und Parson-Chamäleons.",
        ],
      ],
    ],
  },
  "MDG Antsirabe": {
    days: [
      [
        "see",
        [
          "Antsirabe: by pousse-pousse and to Lake Tritriva",
          "Antsirabe: in pousse-pousse e al lago Tritriva",
          "Antsirabe: en pousse-pousse y al lago Tritriva",
          "Antsirabe : en pousse-pousse et au lac Tritriva",
          "Antsirabe: mit dem Pousse-Pousse und zum Tritriva-See",
        ],
        [
          "Around the old spa town by pousse-pousse, the rickshaws that fill its streets, past the thermal baths and the zebu-horn carvers, then out through rice terraces to the green crater lake of Tritriva.",
          "In giro per la vecchia città termale in pousse-pousse, i risciò che ne riempiono le strade, oltre le terme e gli intagliatori di corno di zebù, poi tra le risaie a terrazze fino al verde lago vulcanico di Tritriva.",
          "Por la vieja ciudad balneario en pousse-pousse, los rickshaws que llenan sus calles, junto a las termas y los tallistas de cuerno de cebú, y luego entre arrozales en terrazas hasta el verde lago de cráter de Tritriva.",
          "Tour de la vieille ville thermale en pousse-pousse, les rickshaws qui emplissent ses rues, devant les thermes et les artisans de la corne de zébu, puis à travers les rizières en terrasses jusqu'au lac de cratère vert de Tritriva.",
          "Mit dem Pousse-Pousse, den Rikschas, die die Straßen füllen, durch die alte Kurstadt, vorbei an Thermen und Zebuhorn-Schnitzern, dann durch Reisterrassen zum grünen Kratersee Tritriva.",
        ],
      ],
      [
        "food",
        [
          "Antsirabe: the morning market and koba",
          "Antsirabe: il mercato del mattino e il koba",
          "Antsirabe: el mercado matinal y el koba",
          "Antsirabe : le marché du matin et le koba",
          "Antsirabe: der Morgenmarkt und Koba",
        ],
        [
          "The highland market at dawn, with potatoes, fruit and live poultry from the surrounding farms, koba, the banana and peanut cake steamed in leaves, and zebu brochettes grilled on the street.",
          "Il mercato degli altipiani all'alba, con patate, frutta e pollame vivo delle fattorie intorno, il koba, dolce di banana e arachidi cotto al vapore nelle foglie, e spiedini di zebù grigliati in strada.",
          "El mercado de las tierras altas al amanecer, con patatas, fruta y aves vivas de las granjas de alrededor, el koba, pastel de plátano y cacahuete cocido al vapor en hojas, y brochetas de cebú a la brasa en la calle.",
          "Le marché des hautes terres à l'aube, pommes de terre, fruits et volailles vivantes des fermes voisines, le koba, gâteau de banane et d'arachide cuit à la vapeur dans des feuilles, et brochettes de zébu grillées dans la rue.",
          "Der Hochlandmarkt im Morgengrauen mit Kartoffeln, Obst und lebendem Geflügel aus den umliegenden Höfen, Koba, in Blättern gedämpfter Bananen-Erdnuss-Kuchen, und auf der Straße gegrillte Zebuspieße.",
        ],
      ],
    ],
  },
  "MDG Ranomafana": {
    days: [
      [
        "see",
        [
          "Ranomafana: the golden bamboo lemur",
          "Ranomafana: il lemure dorato del bambù",
          "Ranomafana: el lémur dorado del bambú",
          "Ranomafana : l'hapalémur doré",
          "Ranomafana: der Goldene Bambuslemur",
        ],
        [
          "Through the steep mountain rainforest with a park guide, looking for the golden bamboo lemur, discovered here in 1986, Milne-Edwards' sifaka and the red-bellied lemur among the tree ferns.",
          "Nella ripida foresta pluviale di montagna con una guida del parco, cercando il lemure dorato del bambù, scoperto qui nel 1986, il sifaka di Milne-Edwards e il lemure dal ventre rosso tra le felci arboree.",
          "Por la empinada selva de montaña con un guía del parque, buscando el lémur dorado del bambú, descubierto aquí en 1986, el sifaka de Milne-Edwards y el lémur de vientre rojo entre los helechos arborescentes.",
          "Dans la forêt de montagne escarpée avec un guide du parc, à la recherche de l'hapalémur doré, découvert ici en 1986, du propithèque de Milne-Edwards et du lémur à ventre roux parmi les fougères arborescentes.",
          "Mit einem Parkguide durch den steilen Bergregenwald, auf der Suche nach dem hier 1986 entdeckten Goldenen Bambuslemur, dem Milne-Edwards-Sifaka und dem Rotbauchmaki zwischen Baumfarnen.",
        ],
      ],
      [
        "see",
        [
          "Ranomafana: the Namorona falls and the hot springs",
          "Ranomafana: le cascate del Namorona e le sorgenti calde",
          "Ranomafana: las cascadas del Namorona y las aguas termales",
          "Ranomafana : les chutes de la Namorona et les sources chaudes",
          "Ranomafana: die Namorona-Fälle und die heißen Quellen",
        ],
        [
          "A trail along the Namorona river to its waterfalls in the forest, then the hot springs that gave the village its name, which means hot water, and a night walk for mouse lemurs and frogs.",
          "Un sentiero lungo il fiume Namorona fino alle sue cascate nella foresta, poi le sorgenti calde da cui il villaggio prende il nome, che significa acqua calda, e una passeggiata notturna tra microcebi e rane.",
          "Un sendero junto al río Namorona hasta sus cascadas en el bosque, y luego las aguas termales que dan nombre al pueblo, que significa agua caliente, y un paseo nocturno entre microcebos y ranas.",
          "Un sentier le long de la Namorona jusqu'à ses cascades en forêt, puis les sources chaudes qui ont donné son nom au village, qui signifie eau chaude, et une balade nocturne parmi microcèbes et grenouilles.",
          "Ein Pfad am Namorona entlang zu seinen Wasserfällen im Wald, dann die heißen Quellen, nach denen das Dorf heißt, denn Ranomafana bedeutet heißes Wasser, und eine Nachtwanderung zu Mausmakis und Fröschen.",
        ],
      ],
    ],
  },
  "MDG Isalo": {
    days: [
      [
        "trek",
        [
          "Isalo: into the Namaza canyon",
          "Isalo: nel canyon di Namaza",
          "Isalo: en el cañón de Namaza",
          "Isalo : dans le canyon de Namaza",
          "Isalo: in den Namaza-Canyon",
        ],
        [
          "From Ranohira with a park guide and porters up onto the sandstone massif and down into the Namaza canyon, where ring-tailed lemurs and sifakas live, to the pools of the Cascade des Nymphes and a camp.",
          "Da Ranohira con una guida del parco e portatori su sul massiccio di arenaria e giù nel canyon di Namaza, dove vivono lemuri catta e sifaka, fino alle pozze della Cascade des Nymphes e a un campo.",
          "Desde Ranohira con un guía del parque y porteadores, subida al macizo de arenisca y bajada al cañón de Namaza, donde viven lémures de cola anillada y sifakas, hasta las pozas de la Cascade des Nymphes y un campamento.",
          "De Ranohira avec un guide du parc et des porteurs, montée sur le massif de grès puis descente dans le canyon de Namaza, où vivent makis cattas et propithèques, jusqu'aux vasques de la cascade des Nymphes et à un bivouac.",
          "Von Ranohira mit Parkguide und Trägern auf das Sandsteinmassiv und hinab in den Namaza-Canyon, wo Kattas und Sifakas leben, zu den Becken der Cascade des Nymphes und zu einem Lager.",
        ],
      ],
      [
        "trek",
        [
          "Isalo: across the plateau to the Piscine Naturelle",
          "Isalo: sull'altopiano fino alla Piscine Naturelle",
          "Isalo: por la meseta hasta la Piscine Naturelle",
          "Isalo : à travers le plateau jusqu'à la Piscine naturelle",
          "Isalo: über das Plateau zur Piscine Naturelle",
        ],
        [
          "Over the grassy plateau among eroded towers of sandstone and elephant's foot plants, to the Piscine Naturelle, a clear pool under a waterfall ringed by pandanus palms, and on to the next camp.",
          "Sull'altopiano erboso tra torri di arenaria erose e piante piede d'elefante, fino alla Piscine Naturelle, una pozza limpida sotto una cascata cinta da pandani, e avanti fino al campo successivo.",
          "Por la meseta herbosa entre torres de arenisca erosionadas y plantas pata de elefante, hasta la Piscine Naturelle, una poza clara bajo una cascada rodeada de pandanos, y hasta el siguiente campamento.",
          "Sur le plateau herbeux parmi les tours de grès érodées et les pachypodes, jusqu'à la Piscine naturelle, vasque limpide sous une cascade entourée de pandanus, puis jusqu'au bivouac suivant.",
          "Über das grasige Plateau zwischen verwitterten Sandsteintürmen und Elefantenfußpflanzen zur Piscine Naturelle, einem klaren Becken unter einem Wasserfall mit Schraubenbäumen, und weiter zum nächsten Lager.",
        ],
      ],
      [
        "trek",
        [
          "Isalo: the canyons of the Monkeys and the Rats",
          "Isalo: i canyon delle Scimmie e dei Ratti",
          "Isalo: los cañones de los Monos y de las Ratas",
          "Isalo : les canyons des Singes et des Rats",
          "Isalo: die Canyons der Affen und der Ratten",
        ],
        [
          "Down into the Canyon des Singes and the Canyon des Rats, narrow gorges with streams, ferns and Bara tombs in the cliffs, then out onto the plain back toward Ranohira.",
          "Giù nel Canyon des Singes e nel Canyon des Rats, strette gole con torrenti, felci e tombe bara nelle pareti, poi fuori nella piana per tornare verso Ranohira.",
          "Bajada al Canyon des Singes y al Canyon des Rats, estrechas gargantas con arroyos, helechos y tumbas bara en los acantilados, y salida a la llanura de vuelta hacia Ranohira.",
          "Descente dans le canyon des Singes et le canyon des Rats, gorges étroites avec ruisseaux, fougères et tombeaux bara dans les falaises, puis sortie sur la plaine pour revenir vers Ranohira.",
          "Hinab in den Canyon des Singes und den Canyon des Rats, enge Schluchten mit Bächen, Farnen und Gräbern der Bara in den Felswänden, dann hinaus in die Ebene zurück Richtung Ranohira.",
        ],
      ],
      [
        "see",
        [
          "Isalo: sunset at La Fenêtre",
          "Isalo: il tramonto a La Fenêtre",
          "Isalo: el atardecer en La Fenêtre",
          "Isalo : coucher de soleil à la Fenêtre",
          "Isalo: Sonnenuntergang an La Fenêtre",
        ],
        [
          "A short walk at the edge of the massif to La Fenêtre, a natural window in the rock through which the sun sets over the savanna, with the Queen of Isalo rock nearby.",
          "Una breve camminata ai margini del massiccio fino a La Fenêtre, una finestra naturale nella roccia attraverso cui il sole tramonta sulla savana, con la vicina roccia della Regina dell'Isalo.",
          "Un breve paseo al borde del macizo hasta La Fenêtre, una ventana natural en la roca a través de la cual el sol se pone sobre la sabana, con la cercana roca de la Reina de Isalo.",
          "Une courte marche en bordure du massif jusqu'à la Fenêtre, arche naturelle dans la roche à travers laquelle le soleil se couche sur la savane, avec le rocher de la Reine de l'Isalo tout près.",
          "Ein kurzer Gang am Rand des Massivs zu La Fenêtre, einem natürlichen Felsfenster, durch das die Sonne über der Savanne untergeht, nahe dem Felsen der Königin von Isalo.",
        ],
      ],
    ],
  },
  "MDG Ifaty": {
    days: [
      [
        "beach",
        [
          "Ifaty: the lagoon and the Vezo pirogues",
          "Ifaty: la laguna e le piroghe vezo",
          "Ifaty: la laguna y las piraguas vezo",
          "Ifaty : le lagon et les pirogues vezo",
          "Ifaty: die Lagune und die Vezo-Pirogen",
        ],
        [
          "A day on the lagoon behind the barrier reef, swimming in calm water and going out by outrigger pirogue with Vezo fishermen to snorkel over the coral gardens of the reef.",
          "Una giornata nella laguna dietro la barriera corallina, nuotando nell'acqua calma e uscendo in piroga a bilanciere con i pescatori vezo per nuotare con la maschera sui giardini di corallo.",
          "Un día en la laguna tras la barrera de coral, nadando en agua tranquila y saliendo en piragua con balancín con los pescadores vezo para hacer esnórquel sobre los jardines de coral del arrecife.",
          "Une journée dans le lagon derrière la barrière de corail, baignade en eau calme et sortie en pirogue à balancier avec les pêcheurs vezo pour nager au masque au-dessus des jardins de corail.",
          "Ein Tag in der Lagune hinter dem Barriereriff, Baden im ruhigen Wasser und mit Vezo-Fischern im Auslegerkanu hinaus zum Schnorcheln über den Korallengärten.",
        ],
      ],
      [
        "see",
        [
          "Ifaty: the spiny forest of Reniala",
          "Ifaty: la foresta spinosa di Reniala",
          "Ifaty: el bosque espinoso de Reniala",
          "Ifaty : la forêt épineuse de Reniala",
          "Ifaty: der Dornenwald von Reniala",
        ],
        [
          "An early walk in the Reniala reserve through the spiny forest, found only in southwest Madagascar, among bottle baobabs and octopus trees, looking for endemic birds and tortoises.",
          "Una camminata all'alba nella riserva di Reniala nella foresta spinosa, che esiste solo nel sud-ovest del Madagascar, tra baobab a bottiglia e alberi polpo, cercando uccelli endemici e testuggini.",
          "Una caminata temprana en la reserva de Reniala por el bosque espinoso, que solo existe en el suroeste de Madagascar, entre baobabs botella y árboles pulpo, buscando aves endémicas y tortugas.",
          "Une marche matinale dans la réserve de Reniala à travers la forêt épineuse, propre au sud-ouest de Madagascar, parmi baobabs-bouteilles et arbres-pieuvres, à la recherche d'oiseaux endémiques et de tortues.",
          "Eine frühe Wanderung im Reservat Reniala durch den Dornenwald, den es nur im Südwesten Madagaskars gibt, zwischen Flaschenbaobabs und Krakenbäumen, auf der Suche nach endemischen Vögeln und Schildkröten.",
        ],
      ],
    ],
  },
  "MDG Morondava": {
    days: [
      [
        "see",
        [
          "Morondava: by pirogue through the mangroves to Betania",
          "Morondava: in piroga tra le mangrovie fino a Betania",
          "Morondava: en piragua por los manglares hasta Betania",
          "Morondava : en pirogue dans la mangrove jusqu'à Betania",
          "Morondava: mit der Piroge durch die Mangroven nach Betania",
        ],
        [
          "By outrigger pirogue across the river mouth and along the mangroves to Betania, a Vezo fishing village on a sand spit, where nets are mended and the catch is dried on the beach.",
          "In piroga a bilanciere attraverso la foce del fiume e lungo le mangrovie fino a Betania, villaggio di pescatori vezo su una lingua di sabbia, dove si riparano le reti e il pesce si secca sulla spiaggia.",
          "En piragua con balancín por la desembocadura y junto a los manglares hasta Betania, aldea de pescadores vezo sobre una lengua de arena, donde se remiendan las redes y se seca la pesca en la playa.",
          "En pirogue à balancier à travers l'embouchure et le long des mangroves jusqu'à Betania, village de pêcheurs vezo sur une flèche de sable, où l'on ravaude les filets et fait sécher le poisson sur la plage.",
          "Im Auslegerkanu über die Flussmündung und an den Mangroven entlang nach Betania, einem Vezo-Fischerdorf auf einer Nehrung, wo Netze geflickt werden und der Fang am Strand trocknet.",
        ],
      ],
      [
        "food",
        [
          "Morondava: zebu brochettes and mud crab",
          "Morondava: spiedini di zebù e granchio di mangrovia",
          "Morondava: brochetas de cebú y cangrejo de manglar",
          "Morondava : brochettes de zébu et crabe de mangrove",
          "Morondava: Zebuspieße und Mangrovenkrabben",
        ],
        [
          "At the seafront stalls at dusk, zebu brochettes and mud crabs from the mangroves cooked in coconut, with rice and rougail of tomato and chili, then a fresh coconut opened on the beach.",
          "Ai banchi sul lungomare al tramonto, spiedini di zebù e granchi delle mangrovie cotti nel cocco, con riso e rougail di pomodoro e peperoncino, poi una noce di cocco fresca aperta sulla spiaggia.",
          "En los puestos del paseo marítimo al anochecer, brochetas de cebú y cangrejos de manglar guisados con coco, con arroz y rougail de tomate y guindilla, y luego un coco fresco abierto en la playa.",
          "Aux étals du front de mer au crépuscule, brochettes de zébu et crabes de mangrove au coco, avec riz et rougail de tomate pimenté, puis une noix de coco fraîche ouverte sur la plage.",
          "An den Ständen der Strandpromenade in der Dämmerung Zebuspieße und Mangrovenkrabben in Kokos, mit Reis und Rougail aus Tomate und Chili, dann eine am Strand geöffnete frische Kokosnuss.",
        ],
      ],
    ],
  },
  "MDG Avenue of the Baobabs": {
    days: [
      [
        "see",
        [
          "Avenue of the Baobabs: sunset among the giants",
          "Viale dei Baobab: il tramonto tra i giganti",
          "Avenida de los Baobabs: el atardecer entre gigantes",
          "Allée des Baobabs : coucher de soleil parmi les géants",
          "Allee der Baobabs: Sonnenuntergang zwischen Riesen",
        ],
        [
          "The dirt road lined with Grandidier's baobabs, some of them hundreds of years old and taller than houses, at sunset, when ox carts pass and the trunks glow red against the sky.",
          "La strada sterrata fiancheggiata dai baobab di Grandidier, alcuni vecchi di secoli e più alti delle case, al tramonto, quando passano i carri trainati dagli zebù e i tronchi si accendono di rosso contro il cielo.",
          "El camino de tierra flanqueado por baobabs de Grandidier, algunos de siglos de edad y más altos que las casas, al atardecer, cuando pasan las carretas de cebúes y los troncos brillan rojos contra el cielo.",
          "La piste bordée de baobabs de Grandidier, certains vieux de plusieurs siècles et plus hauts que des maisons, au coucher du soleil, quand passent les charrettes à zébus et que les troncs rougeoient contre le ciel.",
          "Die Piste mit Grandidier-Baobabs, manche Jahrhunderte alt und höher als Häuser, bei Sonnenuntergang, wenn Zebukarren vorbeiziehen und die Stämme rot vor dem Himmel glühen.",
        ],
      ],
      [
        "see",
        [
          "Avenue of the Baobabs: the Baobabs Amoureux at sunrise",
          "Viale dei Baobab: i Baobab Innamorati all'alba",
          "Avenida de los Baobabs: los Baobabs Enamorados al amanecer",
          "Allée des Baobabs : les Baobabs amoureux au lever du soleil",
          "Allee der Baobabs: die Verliebten Baobabs bei Sonnenaufgang",
        ],
        [
          "Back at first light with the avenue to itself, then on through villages and rice fields to the Baobabs Amoureux, two trees twisted around each other, and the sacred baobab where offerings are left.",
          "Di nuovo alle prime luci, con il viale tutto per sé, poi tra villaggi e risaie fino ai Baobab Innamorati, due alberi avvolti l'uno all'altro, e al baobab sacro dove si lasciano le offerte.",
          "De vuelta con la primera luz y la avenida para el grupo, y luego entre aldeas y arrozales hasta los Baobabs Enamorados, dos árboles enroscados uno en otro, y el baobab sagrado donde se dejan ofrendas.",
          "Retour aux premières lueurs, l'allée pour soi seul, puis à travers villages et rizières jusqu'aux Baobabs amoureux, deux arbres enlacés, et au baobab sacré où l'on dépose des offrandes.",
          "Zurück im ersten Licht, die Allee fast menschenleer, dann durch Dörfer und Reisfelder zu den Verliebten Baobabs, zwei ineinander verdrehten Bäumen, und zum heiligen Baobab, an dem Opfergaben liegen.",
        ],
      ],
    ],
  },
  "MDG Tsingy de Bemaraha": {
    months: [5, 11],
    days: [
      [
        "see",
        [
          "Tsingy de Bemaraha: the Grand Tsingy",
          "Tsingy de Bemaraha: il Grand Tsingy",
          "Tsingy de Bemaraha: el Grand Tsingy",
          "Tsingy de Bemaraha : les Grands Tsingy",
          "Tsingy de Bemaraha: die Grand Tsingy",
        ],
        [
          "In harness with a park guide through the Grand Tsingy, a forest of razor-sharp limestone pinnacles, up ladders, along cables and over suspension bridges, with sifakas leaping between the rocks.",
          "Con imbrago e una guida del parco nel Grand Tsingy, una foresta di pinnacoli calcarei taglienti come rasoi, su scale, lungo cavi e su ponti sospesi, con i sifaka che saltano tra le rocce.",
          "Con arnés y un guía del parque por el Grand Tsingy, un bosque de agujas calizas afiladas como cuchillas, por escaleras, cables y puentes colgantes, con sifakas saltando entre las rocas.",
          "En baudrier avec un guide du parc dans les Grands Tsingy, forêt d'aiguilles calcaires tranchantes comme des rasoirs, par échelles, câbles et ponts suspendus, avec des propithèques bondissant entre les rochers.",
          "Im Klettergurt mit einem Parkguide durch die Grand Tsingy, einen Wald messerscharfer Kalknadeln, über Leitern, an Drahtseilen und über Hängebrücken, mit Sifakas, die zwischen den Felsen springen.",
        ],
      ],
      [
        "see",
        [
          "Tsingy de Bemaraha: the Manambolo gorge and the Petit Tsingy",
          "Tsingy de Bemaraha: la gola del Manambolo e il Petit Tsingy",
          "Tsingy de Bemaraha: la garganta del Manambolo y el Petit Tsingy",
          "Tsingy de Bemaraha : les gorges de la Manambolo et les Petits Tsingy",
          "Tsingy de Bemaraha: die Manambolo-Schlucht und die Petit Tsingy",
        ],
        [
          "By pirogue up the Manambolo river into its gorge, past caves and old Vazimba tombs in the cliffs, then a walk among the lower pinnacles and forest of the Petit Tsingy.",
          "In piroga risalendo il fiume Manambolo nella sua gola, tra grotte e antiche tombe vazimba nelle pareti, poi una camminata tra i pinnacoli più bassi e la foresta del Petit Tsingy.",
          "En piragua río Manambolo arriba por su garganta, entre cuevas y antiguas tumbas vazimba en los acantilados, y luego una caminata entre las agujas más bajas y el bosque del Petit Tsingy.",
          "En pirogue en remontant la Manambolo dans ses gorges, devant grottes et anciens tombeaux vazimba dans les falaises, puis une marche parmi les aiguilles plus basses et la forêt des Petits Tsingy.",
          "Mit der Piroge den Manambolo hinauf in seine Schlucht, vorbei an Höhlen und alten Vazimba-Gräbern in den Felswänden, dann eine Wanderung zwischen den niedrigeren Nadeln und dem Wald der Petit Tsingy.",
        ],
      ],
    ],
  },
  "MDG Nosy Be": {
    days: [
      [
        "see",
        [
          "Nosy Be: Lokobe forest and the ylang-ylang",
          "Nosy Be: la foresta di Lokobe e l'ylang-ylang",
          "Nosy Be: el bosque de Lokobe y el ylang-ylang",
          "Nosy Be : la forêt de Lokobe et l'ylang-ylang",
          "Nosy Be: der Lokobe-Wald und Ylang-Ylang",
        ],
        [
          "By pirogue to the Lokobe reserve, the last of the island's original forest, for black lemurs, chameleons and boas, then the ylang-ylang fields and a distillery whose scent fills the air.",
          "In piroga fino alla riserva di Lokobe, ultimo lembo della foresta originaria dell'isola, per lemuri neri, camaleonti e boa, poi i campi di ylang-ylang e una distilleria il cui profumo riempie l'aria.",
          "En piragua a la reserva de Lokobe, lo último del bosque original de la isla, para ver lémures negros, camaleones y boas, y luego los campos de ylang-ylang y una destilería cuyo aroma llena el aire.",
          "En pirogue jusqu'à la réserve de Lokobe, dernier vestige de la forêt originelle de l'île, pour les lémurs noirs, les caméléons et les boas, puis les champs d'ylang-ylang et une distillerie au parfum entêtant.",
          "Mit der Piroge ins Reservat Lokobe, den letzten Rest des ursprünglichen Inselwalds, zu Mohrenmakis, Chamäleons und Boas, dann zu den Ylang-Ylang-Feldern und einer Destillerie, deren Duft in der Luft liegt.",
        ],
      ],
      [
        "boat",
        [
          "Nosy Be: Nosy Tanikely and Nosy Komba",
          "Nosy Be: Nosy Tanikely e Nosy Komba",
          "Nosy Be: Nosy Tanikely y Nosy Komba",
          "Nosy Be : Nosy Tanikely et Nosy Komba",
          "Nosy Be: Nosy Tanikely und Nosy Komba",
        ],
        [
          "By boat to the marine reserve of Nosy Tanikely to snorkel among turtles and reef fish and climb to its lighthouse, then to Nosy Komba for its lemurs and its village of embroiderers.",
          "In barca fino alla riserva marina di Nosy Tanikely per nuotare con la maschera tra tartarughe e pesci del reef e salire al faro, poi a Nosy Komba per i suoi lemuri e il villaggio delle ricamatrici.",
          "En barco a la reserva marina de Nosy Tanikely para hacer esnórquel entre tortugas y peces de arrecife y subir a su faro, y luego a Nosy Komba por sus lémures y su aldea de bordadoras.",
          "En bateau jusqu'à la réserve marine de Nosy Tanikely pour nager au masque parmi tortues et poissons du récif et monter à son phare, puis à Nosy Komba pour ses lémuriens et son village de brodeuses.",
          "Mit dem Boot ins Meeresschutzgebiet Nosy Tanikely zum Schnorcheln zwischen Schildkröten und Rifffischen und hinauf zum Leuchtturm, dann nach Nosy Komba zu den Lemuren und dem Dorf der Stickerinnen.",
        ],
      ],
      [
        "beach",
        [
          "Nosy Be: the beach of Andilana",
          "Nosy Be: la spiaggia di Andilana",
          "Nosy Be: la playa de Andilana",
          "Nosy Be : la plage d'Andilana",
          "Nosy Be: der Strand von Andilana",
        ],
        [
          "A day on the white sand of Andilana at the island's northwest tip, swimming in calm, warm water and watching the sunset over the sea with grilled fish from the beach stalls.",
          "Una giornata sulla sabbia bianca di Andilana, all'estremità nord-ovest dell'isola, nuotando nell'acqua calma e tiepida e guardando il tramonto sul mare con pesce alla griglia dei chioschi della spiaggia.",
          "Un día en la arena blanca de Andilana, en el extremo noroeste de la isla, nadando en agua tranquila y cálida y viendo ponerse el sol sobre el mar con pescado a la brasa de los puestos de la playa.",
          "Une journée sur le sable blanc d'Andilana, à la pointe nord-ouest de l'île, baignade dans une eau calme et tiède et coucher du soleil sur la mer avec du poisson grillé des paillotes de la plage.",
          "Ein Tag am weißen Sand von Andilana an der Nordwestspitze der Insel, Baden in ruhigem, warmem Wasser und Sonnenuntergang über dem Meer mit gegrilltem Fisch von den Strandständen.",
        ],
      ],
    ],
  },
  "MUS Port Louis": {
    days: [
      [
        "see",
        [
          "Port Louis: Aapravasi Ghat and the Central Market",
          "Port Louis: l'Aapravasi Ghat e il mercato centrale",
          "Port Louis: el Aapravasi Ghat y el mercado central",
          "Port-Louis : l'Aapravasi Ghat et le marché central",
          "Port Louis: der Aapravasi Ghat und der Zentralmarkt",
        ],
        [
          "The Aapravasi Ghat, the immigration depot where half a million indentured workers from India landed, the noisy Central Market with its herbalists and fruit, and the Caudan Waterfront.",
          "L'Aapravasi Ghat, il deposito dove sbarcarono mezzo milione di lavoratori a contratto dall'India, il rumoroso mercato centrale con erboristi e frutta, e il Caudan Waterfront.",
          "El Aapravasi Ghat, el depósito de inmigración donde desembarcó medio millón de trabajadores contratados de la India, el bullicioso mercado central con sus herbolarios y frutas, y el Caudan Waterfront.",
          "L'Aapravasi Ghat, le dépôt où débarquèrent un demi-million de travailleurs engagés venus d'Inde, le bruyant marché central avec ses herboristes et ses fruits, et le Caudan Waterfront.",
          "Der Aapravasi Ghat, das Einwanderungsdepot, in dem eine halbe Million indischer Vertragsarbeiter an Land ging, der laute Zentralmarkt mit Kräuterhändlern und Obst und die Caudan Waterfront.",
        ],
      ],
      [
        "see",
        [
          "Port Louis: Chinatown, the Jummah Mosque and the Citadel",
          "Port Louis: Chinatown, la moschea Jummah e la Cittadella",
          "Port Louis: el barrio chino, la mezquita Jummah y la Ciudadela",
          "Port-Louis : le quartier chinois, la mosquée Jummah et la Citadelle",
          "Port Louis: Chinatown, die Jummah-Moschee und die Zitadelle",
        ],
        [
          "Through Chinatown's shops and the courtyard of the white Jummah Mosque, past the Champ de Mars racecourse, and up to Fort Adelaide, the Citadel, for the view over the port and the mountains.",
          "Tra le botteghe di Chinatown e il cortile della bianca moschea Jummah, oltre l'ippodromo del Champ de Mars, e su al Fort Adelaide, la Cittadella, per la vista sul porto e sulle montagne.",
          "Entre las tiendas del barrio chino y el patio de la blanca mezquita Jummah, junto al hipódromo del Champ de Mars, y subida al Fort Adelaide, la Ciudadela, para ver el puerto y las montañas.",
          "Entre les boutiques du quartier chinois et la cour de la blanche mosquée Jummah, devant l'hippodrome du Champ de Mars, puis le fort Adélaïde, la Citadelle, pour la vue sur le port et les montagnes.",
          "Durch die Läden von Chinatown und den Hof der weißen Jummah-Moschee, vorbei an der Pferderennbahn Champ de Mars und hinauf zum Fort Adelaide, der Zitadelle, mit Blick über Hafen und Berge.",
        ],
      ],
      [
        "food",
        [
          "Port Louis: dholl puri and gateaux piments",
          "Port Louis: dholl puri e gateaux piments",
          "Port Louis: dholl puri y gateaux piments",
          "Port-Louis : dholl puri et gâteaux piments",
          "Port Louis: Dholl Puri und Gâteaux Piments",
        ],
        [
          "A street food walk: dholl puri, split pea flatbread with bean curry and chutney, gateaux piments, chili split pea fritters, fried noodles in Chinatown, and a glass of alouda from the market.",
          "Un giro di cibo di strada: dholl puri, pane piatto di piselli con curry di fagioli e chutney, gateaux piments, frittelle piccanti di piselli, noodles fritti a Chinatown e un bicchiere di alouda al mercato.",
          "Un recorrido de comida callejera: dholl puri, pan plano de guisantes con curry de frijoles y chutney, gateaux piments, buñuelos picantes de guisantes, fideos fritos en el barrio chino y un vaso de alouda en el mercado.",
          "Une balade gourmande de rue : dholl puri, galette aux pois cassés avec curry de haricots et chutney, gâteaux piments, beignets pimentés de pois, mines frites au quartier chinois et un verre d'alouda au marché.",
          "Ein Streetfood-Rundgang: Dholl Puri, Fladenbrot aus Spalterbsen mit Bohnencurry und Chutney, Gâteaux Piments, scharfe Erbsenküchlein, gebratene Nudeln in Chinatown und ein Glas Alouda vom Markt.",
        ],
      ],
    ],
  },
  "MUS Grand Baie": {
    days: [
      [
        "see",
        [
          "Grand Baie: the Pamplemousses garden",
          "Grand Baie: il giardino di Pamplemousses",
          "Grand Baie: el jardín de Pamplemousses",
          "Grand Baie : le jardin de Pamplemousses",
          "Grand Baie: der Garten von Pamplemousses",
        ],
        [
          "Inland to the Sir Seewoosagur Ramgoolam botanical garden at Pamplemousses, with its pond of giant water lilies, talipot palms and spice trees, and the old sugar mill of L'Aventure du Sucre nearby.",
          "Nell'entroterra fino al giardino botanico Sir Seewoosagur Ramgoolam di Pamplemousses, con il laghetto di ninfee giganti, le palme talipot e gli alberi delle spezie, e il vecchio zuccherificio di L'Aventure du Sucre.",
          "Hacia el interior hasta el jardín botánico Sir Seewoosagur Ramgoolam de Pamplemousses, con su estanque de nenúfares gigantes, palmeras talipot y árboles de especias, y el viejo ingenio de L'Aventure du Sucre.",
          "Vers l'intérieur jusqu'au jardin botanique Sir Seewoosagur Ramgoolam de Pamplemousses, son bassin de nénuphars géants, ses palmiers talipot et ses arbres à épices, et la vieille sucrerie de L'Aventure du Sucre.",
          "Ins Inland zum Botanischen Garten Sir Seewoosagur Ramgoolam in Pamplemousses mit dem Teich der Riesenseerosen, Talipotpalmen und Gewürzbäumen, und zur alten Zuckerfabrik L'Aventure du Sucre.",
        ],
      ],
      [
        "beach",
        [
          "Grand Baie: La Cuvette and Pereybère",
          "Grand Baie: La Cuvette e Pereybère",
          "Grand Baie: La Cuvette y Pereybère",
          "Grand Baie : La Cuvette et Pereybère",
          "Grand Baie: La Cuvette und Pereybère",
        ],
        [
          "A day between the small sheltered cove of La Cuvette and the public beach of Pereybère, swimming in the calm lagoon, with grilled fish and fresh pineapple from the beach vans.",
          "Una giornata tra la piccola caletta riparata di La Cuvette e la spiaggia pubblica di Pereybère, nuotando nella laguna calma, con pesce alla griglia e ananas fresco dei furgoncini sulla spiaggia.",
          "Un día entre la pequeña cala resguardada de La Cuvette y la playa pública de Pereybère, nadando en la laguna tranquila, con pescado a la brasa y piña fresca de las furgonetas de la playa.",
          "Une journée entre la petite crique abritée de La Cuvette et la plage publique de Pereybère, baignade dans le lagon calme, poisson grillé et ananas frais des camionnettes de la plage.",
          "Ein Tag zwischen der kleinen geschützten Bucht La Cuvette und dem öffentlichen Strand von Pereybère, Baden in der ruhigen Lagune, mit gegrilltem Fisch und frischer Ananas von den Strandwagen.",
        ],
      ],
      [
        "night",
        [
          "Grand Baie: the bars and clubs of the bay",
          "Grand Baie: i bar e i locali della baia",
          "Grand Baie: los bares y clubes de la bahía",
          "Grand Baie : les bars et clubs de la baie",
          "Grand Baie: die Bars und Clubs der Bucht",
        ],
        [
          "An evening along the bay, the liveliest nightlife on the island: cocktails as the sun sets over the water, a sega band with ravanne drums, and clubs open until late.",
          "Una serata lungo la baia, la vita notturna più vivace dell'isola: cocktail mentre il sole tramonta sull'acqua, un gruppo di sega con i tamburi ravanne e locali aperti fino a tardi.",
          "Una noche junto a la bahía, la vida nocturna más animada de la isla: cócteles mientras el sol se pone sobre el agua, un grupo de sega con tambores ravanne y clubes abiertos hasta tarde.",
          "Une soirée le long de la baie, la vie nocturne la plus animée de l'île : cocktails au coucher du soleil sur l'eau, un groupe de séga aux ravannes et des clubs ouverts tard.",
          "Ein Abend an der Bucht mit dem lebhaftesten Nachtleben der Insel: Cocktails, während die Sonne über dem Wasser sinkt, eine Sega-Band mit Ravanne-Trommeln und Clubs bis spät in die Nacht.",
        ],
      ],
    ],
  },
  "MUS Northern Islets": {
    days: [
      [
        "boat",
        [
          "Northern Islets: Coin de Mire and Île Plate",
          "Isolotti del Nord: Coin de Mire e Île Plate",
          "Islotes del Norte: Coin de Mire e Île Plate",
          "Îlots du Nord : Coin de Mire et l'île Plate",
          "Nördliche Inseln: Coin de Mire und Île Plate",
        ],
        [
          "By catamaran from Grand Baie under the cliffs of Coin de Mire, the wedge-shaped islet off the north coast, to swim off Île Plate and Île Gabriel, with a barbecue lunch aboard.",
          "In catamarano da Grand Baie sotto le scogliere del Coin de Mire, l'isolotto a forma di cuneo al largo della costa nord, per nuotare a Île Plate e Île Gabriel, con pranzo alla griglia a bordo.",
          "En catamarán desde Grand Baie bajo los acantilados del Coin de Mire, el islote en forma de cuña frente a la costa norte, para bañarse en Île Plate e Île Gabriel, con almuerzo a la parrilla a bordo.",
          "En catamaran depuis Grand Baie sous les falaises du Coin de Mire, l'îlot en forme de coin au large de la côte nord, pour se baigner à l'île Plate et à l'île Gabriel, avec un barbecue à bord.",
          "Mit dem Katamaran von Grand Baie unter die Klippen des Coin de Mire, der keilförmigen Insel vor der Nordküste, zum Baden an der Île Plate und der Île Gabriel, mit Grillmittagessen an Bord.",
        ],
      ],
      [
        "boat",
        [
          "Northern Islets: Île d'Ambre by kayak",
          "Isolotti del Nord: Île d'Ambre in kayak",
          "Islotes del Norte: Île d'Ambre en kayak",
          "Îlots du Nord : l'île d'Ambre en kayak",
          "Nördliche Inseln: Île d'Ambre im Kajak",
        ],
        [
          "By kayak across the lagoon of the northeast coast to Île d'Ambre and through its mangrove channels, where a ship of the novel Paul et Virginie was wrecked, with a swim off its sandbanks.",
          "In kayak attraverso la laguna della costa nord-est fino all'Île d'Ambre e tra i suoi canali di mangrovie, dove naufragò la nave del romanzo Paolo e Virginia, con un bagno dai suoi banchi di sabbia.",
          "En kayak por la laguna de la costa noreste hasta la Île d'Ambre y sus canales de manglar, donde naufragó el barco de la novela Pablo y Virginia, con un baño desde sus bancos de arena.",
          "En kayak à travers le lagon de la côte nord-est jusqu'à l'île d'Ambre et dans ses chenaux de mangrove, où fit naufrage le navire de Paul et Virginie, avec une baignade depuis ses bancs de sable.",
          "Im Kajak über die Lagune der Nordostküste zur Île d'Ambre und durch ihre Mangrovenkanäle, wo das Schiff aus dem Roman Paul und Virginie strandete, mit einem Bad von ihren Sandbänken.",
        ],
      ],
    ],
  },
  "MUS Île aux Cerfs": {
    days: [
      [
        "boat",
        [
          "Île aux Cerfs: by speedboat past the GRSE waterfall",
          "Île aux Cerfs: in motoscafo oltre la cascata del GRSE",
          "Île aux Cerfs: en lancha por la cascada del GRSE",
          "Île aux Cerfs : en vedette par la cascade de la GRSE",
          "Île aux Cerfs: im Schnellboot am GRSE-Wasserfall vorbei",
        ],
        [
          "By speedboat from Trou d'Eau Douce up the estuary of the Grande Rivière Sud-Est to its waterfall, then across the turquoise lagoon of the east coast to Île aux Cerfs.",
          "In motoscafo da Trou d'Eau Douce risalendo l'estuario della Grande Rivière Sud-Est fino alla sua cascata, poi attraverso la laguna turchese della costa est fino all'Île aux Cerfs.",
          "En lancha desde Trou d'Eau Douce remontando el estuario de la Grande Rivière Sud-Est hasta su cascada, y luego por la laguna turquesa de la costa este hasta la Île aux Cerfs.",
          "En vedette depuis Trou d'Eau Douce en remontant l'estuaire de la Grande Rivière Sud-Est jusqu'à sa cascade, puis à travers le lagon turquoise de la côte est jusqu'à l'île aux Cerfs.",
          "Mit dem Schnellboot von Trou d'Eau Douce die Mündung der Grande Rivière Sud-Est hinauf zu ihrem Wasserfall, dann über die türkise Lagune der Ostküste zur Île aux Cerfs.",
        ],
      ],
      [
        "beach",
        [
          "Île aux Cerfs: the lagoon beaches",
          "Île aux Cerfs: le spiagge della laguna",
          "Île aux Cerfs: las playas de la laguna",
          "Île aux Cerfs : les plages du lagon",
          "Île aux Cerfs: die Lagunenstrände",
        ],
        [
          "A day on the white beaches of the islet, walking round to the quieter coves away from the landing, swimming in the shallow, clear lagoon under casuarina trees.",
          "Una giornata sulle spiagge bianche dell'isolotto, camminando fino alle calette più tranquille lontano dall'approdo, nuotando nella laguna bassa e limpida sotto i filaos.",
          "Un día en las playas blancas del islote, caminando hasta las calas más tranquilas lejos del embarcadero y nadando en la laguna somera y clara bajo las casuarinas.",
          "Une journée sur les plages blanches de l'îlot, en marchant jusqu'aux criques plus calmes loin du débarcadère, baignade dans le lagon peu profond et limpide sous les filaos.",
          "Ein Tag an den weißen Stränden der Insel, zu Fuß zu den ruhigeren Buchten abseits des Anlegers, Baden in der flachen, klaren Lagune unter Kasuarinen.",
        ],
      ],
    ],
  },
  "MUS Black River Gorges": {
    days: [
      [
        "see",
        [
          "Black River Gorges: the Macchabée trail",
          "Gole del Black River: il sentiero di Macchabée",
          "Gargantas del Río Negro: el sendero de Macchabée",
          "Gorges de Rivière Noire : le sentier de Macchabée",
          "Black-River-Schlucht: der Macchabée-Pfad",
        ],
        [
          "From the Alexandra Falls viewpoint along the Macchabée trail through the island's last native forest, looking for the Mauritius kestrel and pink pigeon, saved from extinction here, above the gorges.",
          "Dal belvedere delle Alexandra Falls lungo il sentiero di Macchabée nell'ultima foresta originaria dell'isola, cercando il gheppio di Mauritius e il piccione rosa, salvati qui dall'estinzione, sopra le gole.",
          "Desde el mirador de las Alexandra Falls por el sendero de Macchabée en el último bosque nativo de la isla, buscando el cernícalo de Mauricio y la paloma rosada, salvados aquí de la extinción, sobre las gargantas.",
          "Du belvédère des chutes Alexandra par le sentier de Macchabée dans la dernière forêt indigène de l'île, à la recherche de la crécerelle de Maurice et du pigeon rose, sauvés ici de l'extinction, au-dessus des gorges.",
          "Vom Aussichtspunkt der Alexandra Falls auf dem Macchabée-Pfad durch den letzten ursprünglichen Wald der Insel, auf der Suche nach Mauritiusfalke und Rosentaube, die hier vor dem Aussterben bewahrt wurden.",
        ],
      ],
      [
        "see",
        [
          "Black River Gorges: Grand Bassin and the Black River Peak",
          "Gole del Black River: Grand Bassin e il Black River Peak",
          "Gargantas del Río Negro: Grand Bassin y el pico del Río Negro",
          "Gorges de Rivière Noire : Grand Bassin et le piton de la Petite Rivière Noire",
          "Black-River-Schlucht: Grand Bassin und der Black River Peak",
        ],
        [
          "The sacred crater lake of Grand Bassin with its Hindu temples and tall statue of Shiva, then a hike up the Black River Peak, the island's highest summit, for the view over the gorges to the sea.",
          "Il sacro lago vulcanico di Grand Bassin con i templi indù e l'alta statua di Shiva, poi un'escursione sul Black River Peak, la vetta più alta dell'isola, per la vista sulle gole fino al mare.",
          "El sagrado lago de cráter de Grand Bassin con sus templos hindúes y la alta estatua de Shiva, y luego una subida al pico del Río Negro, la cumbre más alta de la isla, para ver las gargantas hasta el mar.",
          "Le lac de cratère sacré de Grand Bassin, ses temples hindous et la haute statue de Shiva, puis la montée au piton de la Petite Rivière Noire, point culminant de l'île, pour la vue sur les gorges jusqu'à la mer.",
          "Der heilige Kratersee Grand Bassin mit Hindutempeln und hoher Shiva-Statue, dann eine Wanderung auf den Black River Peak, den höchsten Gipfel der Insel, mit Blick über die Schluchten bis zum Meer.",
        ],
      ],
    ],
  },
  "MUS Chamarel": {
    days: [
      [
        "see",
        [
          "Chamarel: the rainbow earth and the waterfall",
          "Terre dei sette colori di Chamarel: le dune e la cascata",
          "Tierra de siete colores de Chamarel: las dunas y la cascada",
          "Terre des Sept Couleurs de Chamarel : les dunes et la cascade",
          "Siebenfarbige Erde von Chamarel: die Dünen und der Wasserfall",
        ],
        [
          "The small dunes of volcanic earth in bands of red, brown, violet and blue-green that never wash into each other, then the Chamarel waterfall dropping from the basalt cliffs into the forest.",
          "Le piccole dune di terra vulcanica a strisce rosse, brune, viola e verde-azzurre che non si mescolano mai, poi la cascata di Chamarel che precipita dalle pareti di basalto nella foresta.",
          "Las pequeñas dunas de tierra volcánica en franjas rojas, marrones, violetas y verdiazules que nunca se mezclan, y luego la cascada de Chamarel que cae de los acantilados de basalto al bosque.",
          "Les petites dunes de terre volcanique en bandes rouges, brunes, violettes et bleu-vert qui ne se mélangent jamais, puis la cascade de Chamarel qui tombe des falaises de basalte dans la forêt.",
          "Die kleinen Dünen aus vulkanischer Erde in roten, braunen, violetten und blaugrünen Streifen, die sich nie vermischen, dann der Chamarel-Wasserfall, der von Basaltwänden in den Wald stürzt.",
        ],
      ],
      [
        "see",
        [
          "Chamarel: the rum distillery and Ebony Forest",
          "Terre dei sette colori di Chamarel: la distilleria di rum e la Ebony Forest",
          "Tierra de siete colores de Chamarel: la destilería de ron y el Ebony Forest",
          "Terre des Sept Couleurs de Chamarel : la rhumerie et l'Ebony Forest",
          "Siebenfarbige Erde von Chamarel: die Rumbrennerei und der Ebony Forest",
        ],
        [
          "The rum distillery of Chamarel among its sugarcane fields, with a tasting of its agricole rums, then the Ebony Forest reserve, where native ebony is being replanted, and its viewpoints over the west coast.",
          "La distilleria di rum di Chamarel tra i suoi campi di canna, con una degustazione di rum agricoli, poi la riserva Ebony Forest, dove si ripianta l'ebano nativo, e i suoi belvedere sulla costa ovest.",
          "La destilería de ron de Chamarel entre sus campos de caña, con una cata de sus rones agrícolas, y luego la reserva Ebony Forest, donde se replanta el ébano nativo, y sus miradores sobre la costa oeste.",
          "La rhumerie de Chamarel au milieu de ses champs de canne, avec une dégustation de ses rhums agricoles, puis la réserve Ebony Forest, où l'on replante l'ébène indigène, et ses belvédères sur la côte ouest.",
          "Die Rumbrennerei von Chamarel zwischen ihren Zuckerrohrfeldern mit einer Verkostung ihrer Agricole-Rums, dann das Reservat Ebony Forest, wo einheimisches Ebenholz neu gepflanzt wird, mit Blick über die Westküste.",
        ],
      ],
    ],
  },
  "MUS Le Morne": {
    days: [
      [
        "see",
        [
          "Le Morne: the climb of Le Morne Brabant",
          "Le Morne: la salita al Le Morne Brabant",
          "Le Morne: la subida al Le Morne Brabant",
          "Le Morne : l'ascension du Morne Brabant",
          "Le Morne: der Aufstieg auf den Le Morne Brabant",
        ],
        [
          "Up the steep trail of Le Morne Brabant, the mountain where escaped slaves hid, to the cross and the view over the lagoon, then the Slave Route Monument at its foot.",
          "Su per il ripido sentiero del Le Morne Brabant, la montagna dove si nascondevano gli schiavi fuggiti, fino alla croce e alla vista sulla laguna, poi il monumento della Via dello schiavo ai suoi piedi.",
          "Por el empinado sendero del Le Morne Brabant, la montaña donde se escondían los esclavos huidos, hasta la cruz y la vista sobre la laguna, y luego el monumento de la Ruta del Esclavo a sus pies.",
          "Par le sentier raide du Morne Brabant, la montagne où se cachaient les esclaves marrons, jusqu'à la croix et la vue sur le lagon, puis le monument de la Route de l'esclave à son pied.",
          "Den steilen Pfad auf den Le Morne Brabant hinauf, den Berg, auf dem sich entflohene Sklaven versteckten, zum Kreuz mit Blick über die Lagune, dann das Denkmal der Sklavenroute an seinem Fuß.",
        ],
      ],
      [
        "beach",
        [
          "Le Morne: kites on the lagoon",
          "Le Morne: aquiloni sulla laguna",
          "Le Morne: cometas en la laguna",
          "Le Morne : les kites sur le lagon",
          "Le Morne: Kites über der Lagune",
        ],
        [
          "A day on the long beach under the mountain, swimming in the lagoon or taking a kitesurf lesson in its flat, windy water, while experts ride the famous reef wave known as One Eye.",
          "Una giornata sulla lunga spiaggia sotto la montagna, nuotando nella laguna o prendendo una lezione di kitesurf nell'acqua piatta e ventosa, mentre gli esperti cavalcano la famosa onda del reef detta One Eye.",
          "Un día en la larga playa bajo la montaña, nadando en la laguna o tomando una clase de kitesurf en su agua lisa y ventosa, mientras los expertos montan la famosa ola del arrecife llamada One Eye.",
          "Une journée sur la longue plage sous la montagne, baignade dans le lagon ou cours de kitesurf sur son plan d'eau plat et venté, pendant que les experts surfent la fameuse vague de récif appelée One Eye.",
          "Ein Tag am langen Strand unter dem Berg, Baden in der Lagune oder eine Kitesurfstunde auf dem flachen, windigen Wasser, während Könner die berühmte Riffwelle One Eye reiten.",
        ],
      ],
    ],
  },
  "SYC Victoria": {
    days: [
      [
        "see",
        [
          "Victoria: the market and the clock tower",
          "Victoria: il mercato e la torre dell'orologio",
          "Victoria: el mercado y la torre del reloj",
          "Victoria : le marché et la tour de l'horloge",
          "Victoria: der Markt und der Uhrturm",
        ],
        [
          "A walk around one of the smallest capitals in the world: the silver clock tower, the Sir Selwyn Selwyn-Clarke market with its fish and spice stalls, and the painted Hindu temple of Arul Mihu.",
          "Una passeggiata in una delle capitali più piccole del mondo: la torre dell'orologio argentata, il mercato Sir Selwyn Selwyn-Clarke con i banchi di pesce e spezie e il tempio indù dipinto di Arul Mihu.",
          "Un paseo por una de las capitales más pequeñas del mundo: la torre del reloj plateada, el mercado Sir Selwyn Selwyn-Clarke con sus puestos de pescado y especias y el templo hindú pintado de Arul Mihu.",
          "Une balade dans l'une des plus petites capitales du monde : la tour de l'horloge argentée, le marché Sir Selwyn Selwyn-Clarke et ses étals de poisson et d'épices, et le temple hindou peint d'Arul Mihu.",
          "Ein Rundgang durch eine der kleinsten Hauptstädte der Welt: der silberne Uhrturm, der Sir-Selwyn-Selwyn-Clarke-Markt mit Fisch- und Gewürzständen und der bemalte Hindutempel Arul Mihu.",
        ],
      ],
      [
        "see",
        [
          "Victoria: the botanical garden and the Mission ruins",
          "Victoria: l'orto botanico e le rovine della Missione",
          "Victoria: el jardín botánico y las ruinas de la Misión",
          "Victoria : le jardin botanique et les ruines de la Mission",
          "Victoria: der Botanische Garten und die Ruinen der Mission",
        ],
        [
          "The botanical garden with its coco de mer palms and giant Aldabra tortoises, then up the Sans Souci road to the ruins of the Mission school for freed slave children and its view over the west coast.",
          "L'orto botanico con le palme coco de mer e le tartarughe giganti di Aldabra, poi su per la strada di Sans Souci fino alle rovine della scuola della Missione per i figli degli schiavi liberati e alla vista sulla costa ovest.",
          "El jardín botánico con sus palmeras coco de mer y las tortugas gigantes de Aldabra, y luego por la carretera de Sans Souci hasta las ruinas de la escuela de la Misión para hijos de esclavos liberados y su vista de la costa oeste.",
          "Le jardin botanique, ses cocos de mer et ses tortues géantes d'Aldabra, puis la route de Sans Souci jusqu'aux ruines de l'école de la Mission pour les enfants d'esclaves affranchis et sa vue sur la côte ouest.",
          "Der Botanische Garten mit Seychellenpalmen und Aldabra-Riesenschildkröten, dann die Sans-Souci-Straße hinauf zu den Ruinen der Missionsschule für Kinder befreiter Sklaven mit Blick über die Westküste.",
        ],
      ],
      [
        "food",
        [
          "Victoria: octopus curry and Creole cooking",
          "Victoria: curry di polpo e cucina creola",
          "Victoria: curry de pulpo y cocina criolla",
          "Victoria : cari d'ourite et cuisine créole",
          "Victoria: Oktopus-Curry und kreolische Küche",
        ],
        [
          "Buying fish at the morning market, then a Creole lunch: octopus curry in coconut milk, grilled red snapper with chili sauce, breadfruit chips, and ladob, plantain cooked in sweet coconut milk.",
          "Acquisto del pesce al mercato del mattino, poi un pranzo creolo: curry di polpo al latte di cocco, dentice rosso alla griglia con salsa piccante, chips di frutto dell'albero del pane e ladob, platano nel latte di cocco dolce.",
          "Compra de pescado en el mercado de la mañana y luego un almuerzo criollo: curry de pulpo con leche de coco, pargo rojo a la brasa con salsa picante, chips de fruta del pan y ladob, plátano en leche de coco dulce.",
          "Achat du poisson au marché du matin, puis un déjeuner créole : cari d'ourite au lait de coco, vivaneau rouge grillé sauce piment, chips de fruit à pain et ladob, banane plantain au lait de coco sucré.",
          "Fischkauf auf dem Morgenmarkt, dann ein kreolisches Mittagessen: Oktopus-Curry in Kokosmilch, gegrillter Roter Schnapper mit Chilisauce, Brotfrucht-Chips und Ladob, Kochbanane in süßer Kokosmilch.",
        ],
      ],
    ],
  },
  "SYC Mahé": {
    days: [
      [
        "see",
        [
          "Mahé: the tea plantation and the south coast",
          "Mahé: la piantagione di tè e la costa sud",
          "Mahé: la plantación de té y la costa sur",
          "Mahé : la plantation de thé et la côte sud",
          "Mahé: die Teeplantage und die Südküste",
        ],
        [
          "Over the mountains by the Forêt Noire road past the island's tea plantation and factory, then down the south coast to the Takamaka rum distillery and the wild beach of Anse Intendance.",
          "Attraverso le montagne per la strada della Forêt Noire oltre la piantagione e la fabbrica di tè dell'isola, poi giù per la costa sud fino alla distilleria di rum Takamaka e alla spiaggia selvaggia di Anse Intendance.",
          "Por las montañas por la carretera de la Forêt Noire junto a la plantación y la fábrica de té de la isla, y bajando por la costa sur hasta la destilería de ron Takamaka y la playa salvaje de Anse Intendance.",
          "Par la route de la Forêt Noire à travers les montagnes, devant la plantation et l'usine de thé de l'île, puis la côte sud jusqu'à la distillerie de rhum Takamaka et la plage sauvage d'Anse Intendance.",
          "Über die Forêt-Noire-Straße durch die Berge, vorbei an der Teeplantage und Teefabrik der Insel, dann die Südküste entlang zur Takamaka-Rumbrennerei und zum wilden Strand Anse Intendance.",
        ],
      ],
      [
        "beach",
        [
          "Mahé: the bay of Beau Vallon",
          "Mahé: la baia di Beau Vallon",
          "Mahé: la bahía de Beau Vallon",
          "Mahé : la baie de Beau Vallon",
          "Mahé: die Bucht von Beau Vallon",
        ],
        [
          "A day on the long crescent of Beau Vallon on the northwest coast, swimming in calm water, with a walk or a boat to the quieter cove of Anse Major and fish grilled at the beach stalls.",
          "Una giornata sulla lunga mezzaluna di Beau Vallon sulla costa nord-ovest, nuotando nell'acqua calma, con una camminata o una barca fino alla più tranquilla Anse Major e pesce alla griglia dei chioschi.",
          "Un día en la larga media luna de Beau Vallon en la costa noroeste, nadando en agua tranquila, con una caminata o un barco hasta la más tranquila Anse Major y pescado a la brasa de los puestos.",
          "Une journée sur le long croissant de Beau Vallon sur la côte nord-ouest, baignade en eau calme, marche ou bateau jusqu'à la crique plus paisible d'Anse Major et poisson grillé des stands de la plage.",
          "Ein Tag am langen Bogen von Beau Vallon an der Nordwestküste, Baden in ruhigem Wasser, zu Fuß oder per Boot zur stilleren Bucht Anse Major und Fisch vom Grill der Strandstände.",
        ],
      ],
    ],
  },
  "SYC Morne Seychellois": {
    days: [
      [
        "see",
        [
          "Morne Seychellois: the Morne Blanc trail",
          "Morne Seychellois: il sentiero del Morne Blanc",
          "Morne Seychellois: el sendero del Morne Blanc",
          "Morne Seychellois : le sentier du Morne Blanc",
          "Morne Seychellois: der Morne-Blanc-Pfad",
        ],
        [
          "Up the steep trail through mist forest of cinnamon and tree ferns to the sheer cliff of Morne Blanc, with the west coast of Mahé and the sea spread out far below.",
          "Su per il ripido sentiero nella foresta di nebbia tra cannella e felci arboree fino alla parete a picco del Morne Blanc, con la costa ovest di Mahé e il mare distesi molto più in basso.",
          "Por el empinado sendero a través del bosque de niebla de canela y helechos arborescentes hasta el acantilado vertical del Morne Blanc, con la costa oeste de Mahé y el mar muy abajo.",
          "Par le sentier raide à travers la forêt de brume de cannelle et de fougères arborescentes jusqu'à la falaise à pic du Morne Blanc, la côte ouest de Mahé et la mer étalées loin en contrebas.",
          "Den steilen Pfad durch Nebelwald aus Zimt und Baumfarnen hinauf zur senkrechten Klippe des Morne Blanc, tief unten die Westküste von Mahé und das Meer.",
        ],
      ],
      [
        "see",
        [
          "Morne Seychellois: the granite dome of Copolia",
          "Morne Seychellois: la cupola di granito di Copolia",
          "Morne Seychellois: la cúpula de granito de Copolia",
          "Morne Seychellois : le dôme de granit de Copolia",
          "Morne Seychellois: die Granitkuppe Copolia",
        ],
        [
          "A forest walk to the bare granite summit of Copolia, where endemic pitcher plants grow, for the view over Victoria, the port and the islands of the Sainte Anne marine park.",
          "Una camminata nella foresta fino alla cima di granito nudo di Copolia, dove crescono le piante carnivore endemiche, per la vista su Victoria, il porto e le isole del parco marino di Sainte Anne.",
          "Una caminata por el bosque hasta la cima de granito desnudo de Copolia, donde crecen plantas jarro endémicas, para ver Victoria, el puerto y las islas del parque marino de Sainte Anne.",
          "Une marche en forêt jusqu'au sommet de granit nu de Copolia, où poussent des népenthès endémiques, pour la vue sur Victoria, le port et les îles du parc marin de Sainte-Anne.",
          "Eine Waldwanderung zum kahlen Granitgipfel Copolia, wo endemische Kannenpflanzen wachsen, mit Blick über Victoria, den Hafen und die Inseln des Sainte-Anne-Meeresparks.",
        ],
      ],
    ],
  },
  "SYC Inner Islands": {
    days: [
      [
        "boat",
        [
          "Inner Islands: the Sainte Anne marine park",
          "Isole Interne: il parco marino di Sainte Anne",
          "Islas Interiores: el parque marino de Sainte Anne",
          "Îles Intérieures : le parc marin de Sainte-Anne",
          "Innere Inseln: der Sainte-Anne-Meerespark",
        ],
        [
          "By glass-bottom boat from Mahé among the islands of the Sainte Anne marine park, with mask and snorkel over the coral off Round Island and walking among giant tortoises on Moyenne.",
          "In barca dal fondo di vetro da Mahé tra le isole del parco marino di Sainte Anne, nuotando con la maschera sul corallo al largo di Round Island e camminando tra le tartarughe giganti di Moyenne.",
          "En barco con fondo de cristal desde Mahé entre las islas del parque marino de Sainte Anne, haciendo esnórquel sobre el coral frente a Round Island y paseando entre tortugas gigantes en Moyenne.",
          "En bateau à fond de verre depuis Mahé parmi les îles du parc marin de Sainte-Anne, masque et tuba au-dessus du corail au large de Round Island et promenade parmi les tortues géantes de Moyenne.",
          "Im Glasbodenboot von Mahé zwischen den Inseln des Sainte-Anne-Meeresparks, Schnorcheln über Korallen vor Round Island und ein Gang zwischen Riesenschildkröten auf Moyenne.",
        ],
      ],
      [
        "boat",
        [
          "Inner Islands: Cousin, the bird island",
          "Isole Interne: Cousin, l'isola degli uccelli",
          "Islas Interiores: Cousin, la isla de las aves",
          "Îles Intérieures : Cousin, l'île aux oiseaux",
          "Innere Inseln: Cousin, die Vogelinsel",
        ],
        [
          "By boat from Praslin to Cousin, a nature reserve where visitors land through the surf, to walk among nesting noddies and fairy terns, Seychelles warblers and tortoises.",
          "In barca da Praslin a Cousin, una riserva naturale dove si sbarca tra le onde, per camminare tra sterne e noddy che nidificano, cannaiole delle Seychelles e tartarughe.",
          "En barco desde Praslin a Cousin, una reserva natural donde se desembarca entre las olas, para caminar entre charranes y tiñosas que anidan, carriceros de Seychelles y tortugas.",
          "En bateau de Praslin à Cousin, réserve naturelle où l'on débarque dans les vagues, pour marcher parmi les noddis et gygis qui nichent, les rousserolles des Seychelles et les tortues.",
          "Mit dem Boot von Praslin nach Cousin, einem Naturreservat, auf dem man durch die Brandung anlandet, zwischen brütenden Noddis und Feenseeschwalben, Seychellenrohrsängern und Schildkröten.",
        ],
      ],
      [
        "boat",
        [
          "Inner Islands: Coco and Félicité",
          "Isole Interne: Coco e Félicité",
          "Islas Interiores: Coco y Félicité",
          "Îles Intérieures : Coco et Félicité",
          "Innere Inseln: Coco und Félicité",
        ],
        [
          "Sailing from La Digue to the tiny granite islets of Île Coco, to snorkel in some of the clearest water of the islands among turtles and reef fish, then lunch on the beach of Félicité.",
          "In barca a vela da La Digue fino ai minuscoli isolotti di granito di Île Coco, per nuotare con la maschera in alcune delle acque più limpide delle isole tra tartarughe e pesci, poi pranzo sulla spiaggia di Félicité.",
          "Navegando desde La Digue hasta los diminutos islotes de granito de Île Coco, para hacer esnórquel en algunas de las aguas más claras de las islas entre tortugas y peces, y almuerzo en la playa de Félicité.",
          "À la voile depuis La Digue jusqu'aux minuscules îlots de granit de l'île Coco, pour nager au masque dans certaines des eaux les plus claires de l'archipel parmi tortues et poissons, puis déjeuner sur la plage de Félicité.",
          "Mit dem Segelboot von La Digue zu den winzigen Granitinselchen der Île Coco, zum Schnorcheln in einem der klarsten Gewässer der Inseln zwischen Schildkröten und Fischen, dann Mittagessen am Strand von Félicité.",
        ],
      ],
    ],
  },
  "SYC Praslin": {
    days: [
      [
        "see",
        [
          "Praslin: Fond Ferdinand and the island's coast road",
          "Praslin: Fond Ferdinand e la strada costiera",
          "Praslin: Fond Ferdinand y la carretera de la costa",
          "Praslin : Fond Ferdinand et la route côtière",
          "Praslin: Fond Ferdinand und die Küstenstraße",
        ],
        [
          "A guided walk in the Fond Ferdinand reserve, a quieter forest of coco de mer palms with a lookout over the islands, then along the coast road past Grand Anse and Baie Sainte Anne.",
          "Una camminata guidata nella riserva di Fond Ferdinand, una foresta più quieta di palme coco de mer con un belvedere sulle isole, poi lungo la strada costiera oltre Grand Anse e Baie Sainte Anne.",
          "Una caminata guiada por la reserva de Fond Ferdinand, un bosque más tranquilo de palmeras coco de mer con un mirador sobre las islas, y luego por la carretera de la costa junto a Grand Anse y Baie Sainte Anne.",
          "Une marche guidée dans la réserve de Fond Ferdinand, forêt plus paisible de cocos de mer avec un belvédère sur les îles, puis la route côtière par Grand Anse et Baie Sainte-Anne.",
          "Eine geführte Wanderung im Reservat Fond Ferdinand, einem ruhigeren Wald aus Seychellenpalmen mit Aussichtspunkt über die Inseln, dann die Küstenstraße entlang an Grand Anse und Baie Sainte Anne vorbei.",
        ],
      ],
      [
        "beach",
        [
          "Praslin: the bay of Anse Lazio",
          "Praslin: la baia di Anse Lazio",
          "Praslin: la bahía de Anse Lazio",
          "Praslin : la baie d'Anse Lazio",
          "Praslin: die Bucht Anse Lazio",
        ],
        [
          "A day on Anse Lazio in the northwest of the island, a bay of fine sand between granite boulders and takamaka trees, with clear water for swimming and exploring the rocks with a mask.",
          "Una giornata ad Anse Lazio nel nord-ovest dell'isola, una baia di sabbia fine tra massi di granito e alberi di takamaka, con acqua limpida per nuotare e guardare i pesci lungo gli scogli.",
          "Un día en Anse Lazio, en el noroeste de la isla, una bahía de arena fina entre rocas de granito y takamakas, con agua clara para nadar y hacer esnórquel junto a las rocas.",
          "Une journée à Anse Lazio au nord-ouest de l'île, baie de sable fin entre blocs de granit et takamakas, à l'eau claire pour la baignade et le masque-tuba le long des rochers.",
          "Ein Tag an der Anse Lazio im Nordwesten der Insel, einer Bucht mit feinem Sand zwischen Granitblöcken und Takamakabäumen, mit klarem Wasser zum Schwimmen und Schnorcheln an den Felsen.",
        ],
      ],
    ],
  },
  "SYC Vallée de Mai": {
    days: [
      [
        "see",
        [
          "Vallée de Mai: the forest of the coco de mer",
          "Vallée de Mai: la foresta del coco de mer",
          "Vallée de Mai: el bosque del coco de mer",
          "Vallée de Mai : la forêt du coco de mer",
          "Vallée de Mai: der Wald der Seychellenpalme",
        ],
        [
          "On the trails of the palm forest where the coco de mer grows, bearing the largest seed in the plant kingdom, under fronds so big they block out the sky, with a ranger explaining its story.",
          "Sui sentieri della foresta di palme dove cresce il coco de mer, che produce il seme più grande del regno vegetale, sotto foglie così grandi da nascondere il cielo, con un ranger che ne racconta la storia.",
          "Por los senderos del bosque de palmeras donde crece el coco de mer, que da la semilla más grande del reino vegetal, bajo hojas tan grandes que tapan el cielo, con un guarda que cuenta su historia.",
          "Sur les sentiers de la forêt de palmiers où pousse le coco de mer, qui porte la plus grosse graine du règne végétal, sous des palmes si grandes qu'elles cachent le ciel, avec un garde qui raconte son histoire.",
          "Auf den Pfaden des Palmenwalds, in dem die Seychellenpalme mit dem größten Samen des Pflanzenreichs wächst, unter Wedeln, die den Himmel verdecken, während ein Ranger ihre Geschichte erzählt.",
        ],
      ],
      [
        "see",
        [
          "Vallée de Mai: the black parrot at dawn",
          "Vallée de Mai: il pappagallo nero all'alba",
          "Vallée de Mai: el loro negro al amanecer",
          "Vallée de Mai : le perroquet noir à l'aube",
          "Vallée de Mai: der Vasapapagei am Morgen",
        ],
        [
          "An early guided walk when the forest is quiet, listening for the whistle of the rare Seychelles black parrot, and looking for bronze geckos, tree frogs and chameleons on the palms.",
          "Una camminata guidata di primo mattino, quando la foresta è silenziosa, ascoltando il fischio del raro pappagallo nero delle Seychelles e cercando gechi bronzei, raganelle e camaleonti sulle palme.",
          "Una caminata guiada temprano, cuando el bosque está en silencio, escuchando el silbido del raro loro negro de Seychelles y buscando gecos bronceados, ranitas y camaleones en las palmeras.",
          "Une marche guidée au petit matin, quand la forêt est calme, à l'écoute du sifflement du rare perroquet noir des Seychelles, à la recherche des geckos bronzés, rainettes et caméléons sur les palmiers.",
          "Eine frühe Führung, wenn der Wald still ist, mit dem Pfiff des seltenen Seychellen-Vasapapageis im Ohr, auf der Suche nach Bronzegeckos, Baumfröschen und Chamäleons auf den Palmen.",
        ],
      ],
    ],
  },
  "SYC Curieuse": {
    days: [
      [
        "see",
        [
          "Curieuse: giant tortoises and the mangrove walk",
          "Curieuse: tartarughe giganti e la passerella tra le mangrovie",
          "Curieuse: tortugas gigantes y la pasarela del manglar",
          "Curieuse : tortues géantes et sentier de la mangrove",
          "Curieuse: Riesenschildkröten und der Mangrovensteg",
        ],
        [
          "By boat from Praslin to Curieuse, to walk among the giant tortoises at Baie Laraie, then on the boardwalk through the mangroves to Anse José and the old doctor's house of the leper colony.",
          "In barca da Praslin a Curieuse, per camminare tra le tartarughe giganti di Baie Laraie, poi sulla passerella tra le mangrovie fino ad Anse José e alla vecchia casa del medico del lebbrosario.",
          "En barco desde Praslin a Curieuse, para caminar entre las tortugas gigantes de Baie Laraie, y luego por la pasarela del manglar hasta Anse José y la vieja casa del médico de la leprosería.",
          "En bateau de Praslin à Curieuse, pour marcher parmi les tortues géantes de Baie Laraie, puis sur le ponton à travers la mangrove jusqu'à Anse José et la vieille maison du médecin de la léproserie.",
          "Mit dem Boot von Praslin nach Curieuse, zu den Riesenschildkröten an der Baie Laraie, dann über den Steg durch die Mangroven zur Anse José und zum alten Arzthaus der Leprakolonie.",
        ],
      ],
      [
        "beach",
        [
          "Curieuse: the beach of Anse José",
          "Curieuse: la spiaggia di Anse José",
          "Curieuse: la playa de Anse José",
          "Curieuse : la plage d'Anse José",
          "Curieuse: der Strand von Anse José",
        ],
        [
          "A quiet afternoon on the beach of Anse José, with a swim in the marine park's clear water, a picnic of grilled fish and the red earth and granite of the island behind.",
          "Un pomeriggio tranquillo sulla spiaggia di Anse José, con un bagno nell'acqua limpida del parco marino, un picnic di pesce alla griglia e la terra rossa e il granito dell'isola alle spalle.",
          "Una tarde tranquila en la playa de Anse José, con un baño en el agua clara del parque marino, un pícnic de pescado a la brasa y la tierra roja y el granito de la isla detrás.",
          "Un après-midi tranquille sur la plage d'Anse José, baignade dans l'eau claire du parc marin, pique-nique de poisson grillé, la terre rouge et le granit de l'île en arrière-plan.",
          "Ein ruhiger Nachmittag am Strand der Anse José, mit einem Bad im klaren Wasser des Meeresparks, einem Picknick mit gegrilltem Fisch und der roten Erde und dem Granit der Insel dahinter.",
        ],
      ],
    ],
  },
  "SYC La Digue": {
    days: [
      [
        "see",
        [
          "La Digue: by bicycle to L'Union Estate",
          "La Digue: in bicicletta a L'Union Estate",
          "La Digue: en bicicleta a L'Union Estate",
          "La Digue : à vélo jusqu'à L'Union Estate",
          "La Digue: mit dem Fahrrad zum L'Union Estate",
        ],
        [
          "By bicycle on the island's quiet lanes, where ox carts once were the only transport, to the old plantation house and copra mill of L'Union Estate and the Veuve reserve for the paradise flycatcher.",
          "In bicicletta sulle tranquille stradine dell'isola, dove un tempo i carri trainati da buoi erano l'unico mezzo, fino alla vecchia casa di piantagione e al mulino della copra di L'Union Estate e alla riserva della Veuve.",
          "En bicicleta por los tranquilos caminos de la isla, donde antes las carretas de bueyes eran el único transporte, hasta la vieja casa de plantación y el molino de copra de L'Union Estate y la reserva de la Veuve.",
          "À vélo sur les petites routes paisibles de l'île, où les chars à bœufs furent longtemps le seul transport, jusqu'à la vieille maison de plantation et au moulin à coprah de L'Union Estate, et à la réserve de la Veuve.",
          "Mit dem Fahrrad über die ruhigen Wege der Insel, auf denen früher nur Ochsenkarren fuhren, zum alten Plantagenhaus und der Kopramühle von L'Union Estate und zum Veuve-Reservat des Paradiesschnäppers.",
        ],
      ],
      [
        "beach",
        [
          "La Digue: Grand Anse to Anse Cocos",
          "La Digue: da Grand Anse ad Anse Cocos",
          "La Digue: de Grand Anse a Anse Cocos",
          "La Digue : de Grand Anse à Anse Cocos",
          "La Digue: von Grand Anse nach Anse Cocos",
        ],
        [
          "A day on the wild east coast: the wide beach of Grand Anse, then a walk over the rocks to Petite Anse and Anse Cocos, where a natural pool among the boulders is calm enough to swim.",
          "Una giornata sulla selvaggia costa est: l'ampia spiaggia di Grand Anse, poi una camminata sugli scogli fino a Petite Anse e Anse Cocos, dove una piscina naturale tra i massi è abbastanza calma per nuotare.",
          "Un día en la salvaje costa este: la amplia playa de Grand Anse y luego una caminata por las rocas hasta Petite Anse y Anse Cocos, donde una piscina natural entre las rocas es lo bastante tranquila para nadar.",
          "Une journée sur la sauvage côte est : la large plage de Grand Anse, puis une marche sur les rochers jusqu'à Petite Anse et Anse Cocos, où une piscine naturelle entre les blocs est assez calme pour se baigner.",
          "Ein Tag an der wilden Ostküste: der breite Strand von Grand Anse, dann eine Wanderung über die Felsen nach Petite Anse und Anse Cocos, wo ein Naturbecken zwischen den Blöcken ruhig genug zum Schwimmen ist.",
        ],
      ],
    ],
  },
  "SYC Anse Source d'Argent": {
    days: [
      [
        "beach",
        [
          "Anse Source d'Argent: the granite boulders and the shallow lagoon",
          "Anse Source d'Argent: i massi di granito e la laguna bassa",
          "Anse Source d'Argent: las rocas de granito y la laguna somera",
          "Anse Source d'Argent : les blocs de granit et le lagon peu profond",
          "Anse Source d'Argent: die Granitblöcke und die flache Lagune",
        ],
        [
          "Through L'Union Estate to the string of small coves between sculpted pink granite boulders, wading and swimming in the warm, shallow lagoon protected by the reef.",
          "Attraverso L'Union Estate fino alla fila di piccole calette tra massi di granito rosa scolpiti dal mare, camminando e nuotando nella laguna calda e bassa protetta dal reef.",
          "Por L'Union Estate hasta la sucesión de pequeñas calas entre rocas de granito rosa esculpidas, caminando por el agua y nadando en la laguna cálida y somera protegida por el arrecife.",
          "Par L'Union Estate jusqu'au chapelet de petites criques entre les blocs de granit rose sculptés, à marcher dans l'eau et se baigner dans le lagon chaud et peu profond protégé par le récif.",
          "Durch das L'Union Estate zu der Reihe kleiner Buchten zwischen geformten rosa Granitblöcken, Waten und Schwimmen in der warmen, flachen, vom Riff geschützten Lagune.",
        ],
      ],
      [
        "see",
        [
          "Anse Source d'Argent: along the reef to Anse Pierrot",
          "Anse Source d'Argent: lungo il reef fino ad Anse Pierrot",
          "Anse Source d'Argent: junto al arrecife hasta Anse Pierrot",
          "Anse Source d'Argent : le long du récif jusqu'à Anse Pierrot",
          "Anse Source d'Argent: am Riff entlang zur Anse Pierrot",
        ],
        [
          "At low tide, a walk and wade south beyond the last boulders along the inside of the reef to the quiet coves of Anse Pierrot, with the famous rocks glowing in the late light on the way back.",
          "Con la bassa marea, una camminata nell'acqua a sud oltre gli ultimi massi lungo l'interno del reef fino alle tranquille calette di Anse Pierrot, con le famose rocce accese dalla luce del tardo pomeriggio al ritorno.",
          "Con la marea baja, una caminata por el agua hacia el sur más allá de las últimas rocas, por dentro del arrecife, hasta las tranquilas calas de Anse Pierrot, con las famosas rocas encendidas por la luz de la tarde a la vuelta.",
          "À marée basse, une marche dans l'eau vers le sud au-delà des derniers blocs, le long de l'intérieur du récif, jusqu'aux criques paisibles d'Anse Pierrot, les célèbres rochers rougeoyant dans la lumière du soir au retour.",
          "Bei Ebbe eine Wanderung durchs Wasser nach Süden über die letzten Felsen hinaus, innen am Riff entlang zu den stillen Buchten der Anse Pierrot, auf dem Rückweg die berühmten Felsen im Abendlicht.",
        ],
      ],
    ],
  },
};
