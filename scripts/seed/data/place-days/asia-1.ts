import type { PlaceDayTable } from "./types";

export const DAYS_ASIA_1: PlaceDayTable = {
  // Japan
  "JPN Tokyo": {
    days: [
      [
        "see",
        [
          "Tokyo: Asakusa, Ueno and the Sumida",
          "Tokyo: Asakusa, Ueno e il Sumida",
          "Tokio: Asakusa, Ueno y el Sumida",
          "Tokyo : Asakusa, Ueno et la Sumida",
          "Tokio: Asakusa, Ueno und der Sumida",
        ],
        [
          "Through the Kaminarimon gate and along Nakamise-dori to Sensō-ji, Tokyo's oldest temple, then across to Ueno Park and the Tokyo National Museum, or, if the day falls on a Monday, when it is closed, the market lanes of Ameyoko, ending on a water bus down the Sumida River.",
          "Dalla porta Kaminarimon lungo Nakamise-dori fino al Sensō-ji, il tempio più antico di Tokyo, poi al parco di Ueno e al Museo nazionale di Tokyo o, se il giorno cade di lunedì, quando è chiuso, alle bancarelle di Ameyoko, per finire su un battello lungo il fiume Sumida.",
          "Por la puerta Kaminarimon y la calle Nakamise hasta el Sensō-ji, el templo más antiguo de Tokio, luego al parque Ueno y al Museo Nacional de Tokio o, si el día cae en lunes, cuando cierra, al mercado de Ameyoko, y de vuelta en barco por el río Sumida.",
          "La porte Kaminarimon, l'allée Nakamise et le Sensō-ji, le plus ancien temple de Tokyo, puis le parc d'Ueno et le Musée national de Tokyo ou, si la journée tombe un lundi, jour de sa fermeture, le marché d'Ameyoko, avant un bateau-bus sur la Sumida.",
          "Durch das Kaminarimon-Tor und die Nakamise-dōri zum Sensō-ji, dem ältesten Tempel Tokios, dann in den Ueno-Park und das Nationalmuseum Tokio oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, auf den Markt Ameyoko, zum Schluss mit dem Wasserbus den Sumida hinab.",
        ],
      ],
      [
        "see",
        [
          "Tokyo: Meiji Jingū, Harajuku and Shibuya",
          "Tokyo: Meiji Jingū, Harajuku e Shibuya",
          "Tokio: Meiji Jingū, Harajuku y Shibuya",
          "Tokyo : Meiji Jingū, Harajuku et Shibuya",
          "Tokio: Meiji-Schrein, Harajuku und Shibuya",
        ],
        [
          "A walk under the great torii to the Meiji Jingū shrine in its forest, down Takeshita-dori and the boulevard of Omotesando, to the scramble crossing at Shibuya and the view from Shibuya Sky.",
          "Sotto il grande torii fino al santuario Meiji Jingū nel suo bosco, poi Takeshita-dori e il viale di Omotesando, fino all'incrocio pedonale di Shibuya e alla vista da Shibuya Sky.",
          "Bajo el gran torii hasta el santuario Meiji Jingū en su bosque, luego la calle Takeshita y la avenida Omotesando, hasta el gran cruce de Shibuya y la vista desde Shibuya Sky.",
          "Sous le grand torii jusqu'au sanctuaire Meiji Jingū et sa forêt, puis la rue Takeshita et l'avenue Omotesando, jusqu'au carrefour de Shibuya et la vue depuis Shibuya Sky.",
          "Unter dem großen Torii zum Meiji-Schrein in seinem Wald, dann die Takeshita-dōri und der Boulevard Omotesandō bis zur Kreuzung von Shibuya und zum Blick von Shibuya Sky.",
        ],
      ],
      [
        "food",
        [
          "Tokyo: Tsukiji, sushi and the depachika",
          "Tokyo: Tsukiji, sushi e i depachika",
          "Tokio: Tsukiji, sushi y los depachika",
          "Tokyo : Tsukiji, sushis et depachika",
          "Tokio: Tsukiji, Sushi und die Depachika",
        ],
        [
          "Tamagoyaki, grilled scallops and fresh tuna at the stalls of Tsukiji's outer market, a sushi counter lunch, then the food halls under the Ginza department stores, with wagashi sweets and matcha.",
          "Tamagoyaki, capesante alla griglia e tonno fresco tra i banchi del mercato esterno di Tsukiji, pranzo al banco di sushi, poi i reparti alimentari dei grandi magazzini di Ginza, tra dolci wagashi e matcha.",
          "Tamagoyaki, vieiras a la brasa y atún fresco en los puestos del mercado exterior de Tsukiji, almuerzo en una barra de sushi y luego las plantas de comida de los grandes almacenes de Ginza, con dulces wagashi y matcha.",
          "Tamagoyaki, coquilles Saint-Jacques grillées et thon frais aux étals du marché extérieur de Tsukiji, déjeuner au comptoir d'un sushi-ya, puis les sous-sols gourmands des grands magasins de Ginza, wagashi et matcha.",
          "Tamagoyaki, gegrillte Jakobsmuscheln und frischer Thunfisch an den Ständen des äußeren Tsukiji-Markts, Mittagessen an einer Sushi-Theke, dann die Feinkosthallen der Kaufhäuser in Ginza mit Wagashi und Matcha.",
        ],
      ],
      [
        "night",
        [
          "Tokyo: Shinjuku after dark",
          "Tokyo: Shinjuku dopo il tramonto",
          "Tokio: Shinjuku al caer la noche",
          "Tokyo : Shinjuku à la nuit tombée",
          "Tokio: Shinjuku am Abend",
        ],
        [
          "Yakitori in the smoky alley of Omoide Yokocho, then the tiny bars of Golden Gai, each seating a handful of people, under the neon of Kabukicho; the coordinator knows which ones welcome visitors.",
          "Yakitori nel vicolo fumoso di Omoide Yokocho, poi i minuscoli bar di Golden Gai, pochi posti ciascuno, sotto i neon di Kabukicho; il coordinatore sa quali accolgono i visitatori.",
          "Yakitori en el callejón humeante de Omoide Yokocho y después los diminutos bares de Golden Gai, de pocas plazas cada uno, bajo los neones de Kabukicho; el coordinador sabe cuáles reciben a visitantes.",
          "Yakitori dans la ruelle enfumée d'Omoide Yokocho, puis les bars minuscules du Golden Gai, quelques places chacun, sous les néons de Kabukicho ; le coordinateur sait lesquels accueillent les visiteurs.",
          "Yakitori in der verrauchten Gasse Omoide Yokochō, dann die winzigen Bars des Golden Gai mit je einer Handvoll Plätzen unter den Neonlichtern von Kabukichō; der Koordinator weiß, wo Gäste willkommen sind.",
        ],
      ],
    ],
  },
  "JPN Nikko": {
    days: [
      [
        "see",
        [
          "Nikko: Tōshō-gū and the Shinkyō bridge",
          "Nikko: il Tōshō-gū e il ponte Shinkyō",
          "Nikko: el Tōshō-gū y el puente Shinkyō",
          "Nikkō : le Tōshō-gū et le pont Shinkyō",
          "Nikko: Tōshō-gū und die Shinkyō-Brücke",
        ],
        [
          "Past the red lacquer Shinkyō bridge to the Tōshō-gū, the gilded shrine of the shogun Ieyasu with its Yōmeimon gate and three wise monkeys, then the stone Jizō statues of the Kanmangafuchi Abyss.",
          "Oltre il ponte laccato rosso Shinkyō fino al Tōshō-gū, il santuario dorato dello shogun Ieyasu con la porta Yōmeimon e le tre scimmiette, poi le statue di Jizō lungo la gola di Kanmangafuchi.",
          "Más allá del puente lacado Shinkyō hasta el Tōshō-gū, el santuario dorado del sogún Ieyasu con su puerta Yōmeimon y los tres monos sabios, y luego las estatuas de Jizō del abismo de Kanmangafuchi.",
          "Le pont laqué rouge Shinkyō, puis le Tōshō-gū, sanctuaire doré du shogun Ieyasu avec sa porte Yōmeimon et ses trois singes de la sagesse, et les statues de Jizō du gouffre de Kanmangafuchi.",
          "Über die rot lackierte Shinkyō-Brücke zum Tōshō-gū, dem vergoldeten Schrein des Shōguns Ieyasu mit dem Yōmeimon-Tor und den drei Affen, dann zu den steinernen Jizō-Figuren der Kanmangafuchi-Schlucht.",
        ],
      ],
      [
        "food",
        [
          "Nikko: yuba and the Kegon Falls",
          "Nikko: yuba e le cascate Kegon",
          "Nikko: yuba y la cascada Kegon",
          "Nikkō : yuba et chutes de Kegon",
          "Nikko: Yuba und der Kegon-Wasserfall",
        ],
        [
          "A lunch of yuba, the tofu skin Nikko has made for its temple cooks for centuries, after the hairpin road of Irohazaka up to Lake Chūzenji and the Kegon Falls dropping from it.",
          "Pranzo a base di yuba, la pellicola di tofu che Nikko prepara da secoli per le cucine dei templi, dopo i tornanti dell'Irohazaka fino al lago Chūzenji e alle cascate Kegon che ne scendono.",
          "Almuerzo de yuba, la piel de tofu que Nikko elabora desde hace siglos para las cocinas de los templos, tras las curvas de Irohazaka hasta el lago Chūzenji y la cascada Kegon que cae de él.",
          "Déjeuner de yuba, la peau de tofu que Nikkō prépare depuis des siècles pour les cuisines des temples, après les lacets de l'Irohazaka jusqu'au lac Chūzenji et aux chutes de Kegon.",
          "Mittagessen mit Yuba, der Tofuhaut, die Nikko seit Jahrhunderten für die Tempelküchen herstellt, nach den Serpentinen der Irohazaka hinauf zum Chūzenji-See und zum Kegon-Wasserfall.",
        ],
      ],
    ],
  },
  "JPN Kamakura": {
    days: [
      [
        "see",
        [
          "Kamakura: the Great Buddha and Hase-dera",
          "Kamakura: il Grande Buddha e l'Hase-dera",
          "Kamakura: el Gran Buda y el Hase-dera",
          "Kamakura : le Grand Bouddha et le Hase-dera",
          "Kamakura: der Große Buddha und Hase-dera",
        ],
        [
          "The bronze Great Buddha of Kōtoku-in, the hillside Hase-dera with its view over Sagami Bay, and the Tsurugaoka Hachimangū shrine, reached along a path through the wooded hills between them.",
          "Il Grande Buddha di bronzo del Kōtoku-in, l'Hase-dera sul pendio con la vista sulla baia di Sagami e il santuario Tsurugaoka Hachimangū, collegati da un sentiero tra le colline boscose.",
          "El Gran Buda de bronce del Kōtoku-in, el Hase-dera en la ladera con vistas a la bahía de Sagami y el santuario Tsurugaoka Hachimangū, unidos por un sendero entre colinas boscosas.",
          "Le Grand Bouddha de bronze du Kōtoku-in, le Hase-dera accroché à la colline face à la baie de Sagami et le sanctuaire Tsurugaoka Hachimangū, reliés par un sentier dans les collines boisées.",
          "Der bronzene Große Buddha des Kōtoku-in, der Hase-dera am Hang mit Blick auf die Sagami-Bucht und der Schrein Tsurugaoka Hachimangū, verbunden durch einen Pfad über die bewaldeten Hügel.",
        ],
      ],
      [
        "food",
        [
          "Kamakura: shirasu and Komachi-dori",
          "Kamakura: shirasu e Komachi-dori",
          "Kamakura: shirasu y la calle Komachi",
          "Kamakura : shirasu et rue Komachi",
          "Kamakura: Shirasu und die Komachi-dōri",
        ],
        [
          "Shirasu-don, rice topped with the tiny whitebait landed at the local beaches, then the snack stalls of Komachi-dori and a Zen temple lunch of shōjin ryōri near Kenchō-ji.",
          "Shirasu-don, riso con i pesciolini bianchi pescati sulle spiagge locali, poi gli assaggi lungo Komachi-dori e un pranzo zen di shōjin ryōri vicino al Kenchō-ji.",
          "Shirasu-don, arroz con los diminutos pececillos blancos que se pescan en las playas del lugar, luego los puestos de la calle Komachi y un almuerzo zen de shōjin ryōri junto al Kenchō-ji.",
          "Shirasu-don, du riz garni des minuscules alevins pêchés sur les plages voisines, puis les échoppes de la rue Komachi et un repas zen de shōjin ryōri près du Kenchō-ji.",
          "Shirasu-don, Reis mit den winzigen Jungfischen von den Stränden der Stadt, dann die Imbissstände der Komachi-dōri und ein Zen-Essen aus Shōjin Ryōri nahe dem Kenchō-ji.",
        ],
      ],
    ],
  },
  "JPN Mount Fuji": {
    days: [
      [
        "see",
        [
          "Mount Fuji: the Fuji Five Lakes",
          "Monte Fuji: i Cinque Laghi",
          "Monte Fuji: los Cinco Lagos",
          "Mont Fuji : les Cinq Lacs",
          "Fuji: die Fünf Seen",
        ],
        [
          "The classic views of Mount Fuji from the Fuji Five Lakes: the shore of Lake Kawaguchi, the Chūreitō pagoda above Fujiyoshida, and the spring-fed ponds of the village of Oshino Hakkai.",
          "Le vedute classiche del Monte Fuji dai Cinque Laghi: la riva del lago Kawaguchi, la pagoda Chūreitō sopra Fujiyoshida e gli stagni di sorgente del villaggio di Oshino Hakkai.",
          "Las vistas clásicas del monte Fuji desde los Cinco Lagos: la orilla del lago Kawaguchi, la pagoda Chūreitō sobre Fujiyoshida y los estanques de manantial de la aldea de Oshino Hakkai.",
          "Les vues classiques du mont Fuji depuis les Cinq Lacs : la rive du lac Kawaguchi, la pagode Chūreitō au-dessus de Fujiyoshida et les bassins de source du village d'Oshino Hakkai.",
          "Die klassischen Blicke auf den Fuji von den Fünf Seen aus: das Ufer des Kawaguchi-Sees, die Chūreitō-Pagode über Fujiyoshida und die Quellteiche des Dorfs Oshino Hakkai.",
        ],
      ],
      [
        "see",
        [
          "Mount Fuji: shrines and lava caves",
          "Monte Fuji: santuari e grotte di lava",
          "Monte Fuji: santuarios y cuevas de lava",
          "Mont Fuji : sanctuaires et grottes de lave",
          "Fuji: Schreine und Lavahöhlen",
        ],
        [
          "The cedar avenue of the Kitaguchi Hongū Fuji Sengen shrine, where pilgrims once began the climb, then the Aokigahara forest on its lava fields and the ice and wind caves of Narusawa.",
          "Il viale di cedri del santuario Kitaguchi Hongū Fuji Sengen, da cui i pellegrini iniziavano la salita, poi la foresta di Aokigahara sui campi di lava e le grotte del ghiaccio e del vento di Narusawa.",
          "La avenida de cedros del santuario Kitaguchi Hongū Fuji Sengen, donde los peregrinos empezaban la subida, luego el bosque de Aokigahara sobre la lava y las cuevas del hielo y del viento de Narusawa.",
          "L'allée de cèdres du sanctuaire Kitaguchi Hongū Fuji Sengen, d'où partaient les pèlerins, puis la forêt d'Aokigahara sur ses coulées de lave et les grottes de glace et du vent de Narusawa.",
          "Die Zedernallee des Schreins Kitaguchi Hongū Fuji Sengen, wo Pilger einst den Aufstieg begannen, dann der Aokigahara-Wald auf den Lavafeldern und die Eis- und Windhöhle von Narusawa.",
        ],
      ],
    ],
  },
  "JPN Hakone": {
    days: [
      [
        "see",
        [
          "Hakone: Lake Ashi and Ōwakudani",
          "Hakone: il lago Ashi e Ōwakudani",
          "Hakone: el lago Ashi y Ōwakudani",
          "Hakone : le lac Ashi et Ōwakudani",
          "Hakone: der Ashi-See und Ōwakudani",
        ],
        [
          "The Hakone loop: the mountain railway and cable car up to the steaming vents of Ōwakudani and its black eggs, the ropeway down to Lake Ashi, and a boat to the red torii of Hakone Shrine.",
          "Il giro di Hakone: trenino di montagna e funicolare fino alle fumarole di Ōwakudani e alle sue uova nere, funivia fino al lago Ashi e battello fino al torii rosso del santuario di Hakone.",
          "La vuelta de Hakone: tren de montaña y funicular hasta las fumarolas de Ōwakudani y sus huevos negros, teleférico hasta el lago Ashi y barco hasta el torii rojo del santuario de Hakone.",
          "La boucle de Hakone : train de montagne et funiculaire jusqu'aux fumerolles d'Ōwakudani et ses œufs noirs, téléphérique jusqu'au lac Ashi, puis bateau vers le torii rouge du sanctuaire de Hakone.",
          "Die Hakone-Runde: Bergbahn und Standseilbahn zu den dampfenden Schloten von Ōwakudani und ihren schwarzen Eiern, Seilbahn hinab zum Ashi-See und Schiff zum roten Torii des Hakone-Schreins.",
        ],
      ],
      [
        "see",
        [
          "Hakone: the old Tōkaidō and the Open-Air Museum",
          "Hakone: l'antica Tōkaidō e il museo all'aperto",
          "Hakone: el viejo Tōkaidō y el museo al aire libre",
          "Hakone : l'ancienne Tōkaidō et le musée en plein air",
          "Hakone: der alte Tōkaidō und das Freilichtmuseum",
        ],
        [
          "A walk on the cedar-lined stone paving of the old Tōkaidō road past the Hakone checkpoint and the Amazake-chaya teahouse, then the sculptures and Picasso pavilion of the Hakone Open-Air Museum.",
          "Una passeggiata sul selciato dell'antica via Tōkaidō tra i cedri, oltre la barriera di Hakone e la casa da tè Amazake-chaya, poi le sculture e il padiglione Picasso del museo all'aperto di Hakone.",
          "Un paseo por el empedrado del viejo camino Tōkaidō entre cedros, junto al puesto de control de Hakone y la casa de té Amazake-chaya, y luego las esculturas y el pabellón Picasso del museo al aire libre.",
          "Une marche sur les pavés de l'ancienne route Tōkaidō bordée de cèdres, par le poste de contrôle de Hakone et la maison de thé Amazake-chaya, puis les sculptures et le pavillon Picasso du musée en plein air.",
          "Ein Gang über das Steinpflaster des alten Tōkaidō zwischen Zedern, vorbei an der Sperrstation von Hakone und dem Teehaus Amazake-chaya, dann Skulpturen und Picasso-Pavillon des Freilichtmuseums.",
        ],
      ],
    ],
  },
  "JPN Takayama": {
    days: [
      [
        "see",
        [
          "Takayama: Sanmachi Suji and the morning markets",
          "Takayama: Sanmachi Suji e i mercati del mattino",
          "Takayama: Sanmachi Suji y los mercados matinales",
          "Takayama : Sanmachi Suji et les marchés du matin",
          "Takayama: Sanmachi Suji und die Morgenmärkte",
        ],
        [
          "The Miyagawa morning market along the river, the dark timber merchant houses and sake breweries of Sanmachi Suji, and the Takayama Jinya, the only surviving government house of the shoguns.",
          "Il mercato mattutino di Miyagawa lungo il fiume, le case di mercanti in legno scuro e le cantine di sake di Sanmachi Suji e il Takayama Jinya, l'unico palazzo di governo degli shogun rimasto.",
          "El mercado matinal de Miyagawa junto al río, las casas de madera oscura de los mercaderes y las destilerías de sake de Sanmachi Suji, y el Takayama Jinya, la única sede de gobierno sogunal que queda.",
          "Le marché du matin de Miyagawa le long de la rivière, les maisons de marchands en bois sombre et les brasseries de saké de Sanmachi Suji, et le Takayama Jinya, dernier bâtiment administratif des shoguns.",
          "Der Miyagawa-Morgenmarkt am Fluss, die dunklen Holzhäuser der Kaufleute und Sakebrauereien von Sanmachi Suji und das Takayama Jinya, das einzige erhaltene Verwaltungshaus der Shōgune.",
        ],
      ],
      [
        "see",
        [
          "Takayama: the festival floats and Hida no Sato",
          "Takayama: i carri della festa e Hida no Sato",
          "Takayama: las carrozas del festival y Hida no Sato",
          "Takayama : les chars du festival et Hida no Sato",
          "Takayama: die Festwagen und Hida no Sato",
        ],
        [
          "The lacquered festival floats in the Yatai Kaikan hall by the Sakurayama Hachimangū shrine, then the thatched farmhouses brought from across the valley to the open-air village of Hida no Sato.",
          "I carri laccati della festa nella sala Yatai Kaikan accanto al santuario Sakurayama Hachimangū, poi le fattorie dal tetto di paglia riunite da tutta la valle nel villaggio all'aperto di Hida no Sato.",
          "Las carrozas lacadas del festival en la sala Yatai Kaikan junto al santuario Sakurayama Hachimangū, y luego las granjas de tejado de paja traídas del valle al pueblo al aire libre de Hida no Sato.",
          "Les chars laqués du festival dans la salle Yatai Kaikan près du sanctuaire Sakurayama Hachimangū, puis les fermes au toit de chaume rassemblées dans le village-musée de Hida no Sato.",
          "Die lackierten Festwagen im Yatai Kaikan beim Schrein Sakurayama Hachimangū, dann die strohgedeckten Bauernhäuser aus dem ganzen Tal im Freilichtdorf Hida no Sato.",
        ],
      ],
      [
        "food",
        [
          "Takayama: Hida beef and sake",
          "Takayama: manzo di Hida e sake",
          "Takayama: ternera de Hida y sake",
          "Takayama : bœuf de Hida et saké",
          "Takayama: Hida-Rind und Sake",
        ],
        [
          "Hida beef as grilled sushi and on skewers, mitarashi dango glazed in soy sauce, hoba miso cooked on a magnolia leaf, and a tasting at a brewery hung with a ball of cedar sprigs.",
          "Manzo di Hida come sushi scottato e in spiedini, mitarashi dango glassati alla soia, hoba miso cotto su una foglia di magnolia e una degustazione in una distilleria col globo di rami di cedro.",
          "Ternera de Hida en sushi a la brasa y en brochetas, mitarashi dango glaseados con soja, hoba miso cocinado sobre una hoja de magnolia y una cata en una destilería con su bola de ramas de cedro.",
          "Bœuf de Hida en sushi grillé et en brochettes, mitarashi dango laqués à la sauce soja, hoba miso cuit sur une feuille de magnolia et dégustation chez un brasseur signalé par sa boule de cèdre.",
          "Hida-Rind als gegrilltes Sushi und am Spieß, Mitarashi-Dango mit Sojaglasur, Hoba-Miso auf einem Magnolienblatt gegart und eine Verkostung in einer Brauerei mit der Kugel aus Zedernzweigen.",
        ],
      ],
    ],
  },
  "JPN Shirakawa-go": {
    days: [
      [
        "see",
        [
          "Shirakawa-go: the gasshō farmhouses",
          "Shirakawa-go: le case gasshō",
          "Shirakawa-go: las casas gasshō",
          "Shirakawa-go : les fermes gasshō",
          "Shirakawa-go: die Gasshō-Häuser",
        ],
        [
          "The steep thatched gasshō-zukuri farmhouses of Ogimachi, shaped like hands joined in prayer, seen from the Shiroyama lookout and from inside the Wada House, where silkworms were raised under the roof.",
          "Le ripide case gasshō-zukuri di Ogimachi, dal tetto di paglia simile a mani giunte in preghiera, viste dal belvedere di Shiroyama e dall'interno della casa Wada, dove sotto il tetto si allevavano i bachi.",
          "Las empinadas casas gasshō-zukuri de Ogimachi, con tejados de paja como manos unidas en oración, vistas desde el mirador de Shiroyama y por dentro en la casa Wada, donde se criaban gusanos de seda.",
          "Les fermes gasshō-zukuri d'Ogimachi aux toits de chaume pentus comme des mains jointes, vues du belvédère de Shiroyama et de l'intérieur de la maison Wada, où l'on élevait les vers à soie sous les combles.",
          "Die steilen Strohdachhäuser im Gasshō-zukuri-Stil von Ogimachi, wie zum Gebet gefaltete Hände, vom Shiroyama-Aussichtspunkt aus und von innen im Haus Wada, wo unter dem Dach Seidenraupen lebten.",
        ],
      ],
    ],
  },
  "JPN Kanazawa": {
    days: [
      [
        "see",
        [
          "Kanazawa: Kenroku-en and the geisha quarter",
          "Kanazawa: il Kenroku-en e il quartiere delle geishe",
          "Kanazawa: el Kenroku-en y el barrio de las geishas",
          "Kanazawa : le Kenroku-en et le quartier des geishas",
          "Kanazawa: Kenroku-en und das Geisha-Viertel",
        ],
        [
          "Kenroku-en, one of Japan's three great gardens, and the white walls of Kanazawa Castle beside it, then the teahouses of Higashi Chaya, where a gold-leaf workshop shows how the city's gold is beaten.",
          "Il Kenroku-en, uno dei tre grandi giardini del Giappone, e le mura bianche del castello di Kanazawa accanto, poi le case da tè di Higashi Chaya e un laboratorio che batte la foglia d'oro della città.",
          "El Kenroku-en, uno de los tres grandes jardines de Japón, y los muros blancos del castillo de Kanazawa, luego las casas de té de Higashi Chaya y un taller donde se bate el pan de oro de la ciudad.",
          "Le Kenroku-en, l'un des trois grands jardins du Japon, et les murs blancs du château de Kanazawa, puis les maisons de thé de Higashi Chaya et un atelier où l'on bat la feuille d'or de la ville.",
          "Der Kenroku-en, einer der drei großen Gärten Japans, und die weißen Mauern der Burg Kanazawa, dann die Teehäuser von Higashi Chaya und eine Werkstatt, in der das Blattgold der Stadt geschlagen wird.",
        ],
      ],
      [
        "food",
        [
          "Kanazawa: Ōmichō market",
          "Kanazawa: il mercato di Ōmichō",
          "Kanazawa: el mercado de Ōmichō",
          "Kanazawa : le marché d'Ōmichō",
          "Kanazawa: der Ōmichō-Markt",
        ],
        [
          "The stalls of Ōmichō market, with snow crab, sweet shrimp and oysters from the Sea of Japan over rice, then jibuni duck stew, and a cup of tea with a sweet dusted in gold leaf.",
          "I banchi del mercato di Ōmichō, con granchio, gamberi dolci e ostriche del Mar del Giappone sul riso, poi lo stufato d'anatra jibuni e una tazza di tè con un dolce velato di foglia d'oro.",
          "Los puestos del mercado de Ōmichō, con cangrejo, gambas dulces y ostras del mar de Japón sobre arroz, luego el guiso de pato jibuni y un té con un dulce cubierto de pan de oro.",
          "Les étals du marché d'Ōmichō, crabe, crevettes douces et huîtres de la mer du Japon sur du riz, puis le jibuni, ragoût de canard, et un thé avec une douceur saupoudrée de feuille d'or.",
          "Die Stände des Ōmichō-Markts mit Schneekrabbe, süßen Garnelen und Austern aus dem Japanischen Meer auf Reis, dann Entenragout Jibuni und ein Tee mit einer Süßigkeit unter Blattgold.",
        ],
      ],
    ],
  },
  "JPN Kyoto": {
    days: [
      [
        "see",
        [
          "Kyoto: Fushimi Inari and Higashiyama",
          "Kyoto: Fushimi Inari e Higashiyama",
          "Kioto: Fushimi Inari y Higashiyama",
          "Kyoto : Fushimi Inari et Higashiyama",
          "Kyoto: Fushimi Inari und Higashiyama",
        ],
        [
          "Early up the tunnels of vermilion torii at Fushimi Inari, then the wooden stage of Kiyomizu-dera and the stone lanes of Sannenzaka and Ninenzaka down to the Yasaka shrine.",
          "Di buon'ora tra le gallerie di torii vermigli di Fushimi Inari, poi la terrazza di legno del Kiyomizu-dera e le viuzze lastricate di Sannenzaka e Ninenzaka fino al santuario Yasaka.",
          "Temprano por los túneles de torii bermellón de Fushimi Inari, luego el escenario de madera del Kiyomizu-dera y las callejuelas empedradas de Sannenzaka y Ninenzaka hasta el santuario Yasaka.",
          "Tôt dans les tunnels de torii vermillon de Fushimi Inari, puis la terrasse de bois du Kiyomizu-dera et les ruelles pavées de Sannenzaka et Ninenzaka jusqu'au sanctuaire Yasaka.",
          "Früh durch die Tunnel aus zinnoberroten Torii von Fushimi Inari, dann die Holzterrasse des Kiyomizu-dera und die gepflasterten Gassen Sannenzaka und Ninenzaka hinab zum Yasaka-Schrein.",
        ],
      ],
      [
        "see",
        [
          "Kyoto: Arashiyama and the Golden Pavilion",
          "Kyoto: Arashiyama e il Padiglione d'oro",
          "Kioto: Arashiyama y el Pabellón Dorado",
          "Kyoto : Arashiyama et le Pavillon d'or",
          "Kyoto: Arashiyama und der Goldene Pavillon",
        ],
        [
          "The bamboo grove of Arashiyama and the Zen garden of Tenryū-ji, then the Kinkaku-ji, the Golden Pavilion mirrored in its pond, and the raked gravel of Ryōan-ji's rock garden.",
          "Il boschetto di bambù di Arashiyama e il giardino zen del Tenryū-ji, poi il Kinkaku-ji, il Padiglione d'oro riflesso nel suo stagno, e la ghiaia rastrellata del giardino di pietre del Ryōan-ji.",
          "El bosque de bambú de Arashiyama y el jardín zen del Tenryū-ji, luego el Kinkaku-ji, el Pabellón Dorado reflejado en su estanque, y la grava rastrillada del jardín de piedras del Ryōan-ji.",
          "La bambouseraie d'Arashiyama et le jardin zen du Tenryū-ji, puis le Kinkaku-ji, Pavillon d'or reflété dans son étang, et le gravier ratissé du jardin de pierres du Ryōan-ji.",
          "Der Bambushain von Arashiyama und der Zengarten des Tenryū-ji, dann der Kinkaku-ji, der Goldene Pavillon im Spiegel seines Teichs, und der geharkte Kies im Steingarten des Ryōan-ji.",
        ],
      ],
      [
        "see",
        [
          "Kyoto: Gion and the Philosopher's Path",
          "Kyoto: Gion e il Sentiero del filosofo",
          "Kioto: Gion y el Camino del Filósofo",
          "Kyoto : Gion et le chemin de la Philosophie",
          "Kyoto: Gion und der Philosophenweg",
        ],
        [
          "The canal-side Philosopher's Path from Ginkaku-ji, the Silver Pavilion, to Nanzen-ji, a tea ceremony in a machiya townhouse, and at dusk the teahouses of Hanami-koji and Shirakawa in Gion.",
          "Il Sentiero del filosofo lungo il canale, dal Ginkaku-ji, il Padiglione d'argento, al Nanzen-ji, una cerimonia del tè in una machiya e al tramonto le case da tè di Hanami-koji e Shirakawa a Gion.",
          "El Camino del Filósofo junto al canal, del Ginkaku-ji, el Pabellón de Plata, al Nanzen-ji, una ceremonia del té en una machiya y al atardecer las casas de té de Hanami-koji y Shirakawa en Gion.",
          "Le chemin de la Philosophie le long du canal, du Ginkaku-ji, Pavillon d'argent, au Nanzen-ji, une cérémonie du thé dans une machiya et, au crépuscule, les maisons de thé de Hanami-koji et Shirakawa à Gion.",
          "Der Philosophenweg am Kanal vom Ginkaku-ji, dem Silbernen Pavillon, zum Nanzen-ji, eine Teezeremonie in einem Machiya-Stadthaus und in der Dämmerung die Teehäuser von Hanami-kōji und Shirakawa in Gion.",
        ],
      ],
      [
        "food",
        [
          "Kyoto: Nishiki market and kaiseki",
          "Kyoto: il mercato Nishiki e il kaiseki",
          "Kioto: el mercado Nishiki y el kaiseki",
          "Kyoto : le marché Nishiki et le kaiseki",
          "Kyoto: Nishiki-Markt und Kaiseki",
        ],
        [
          "Nishiki market, the narrow covered lane called Kyoto's kitchen, with its pickles, tofu, dashimaki omelet and sesame sweets, then a kaiseki dinner of small seasonal courses in Pontochō.",
          "Il mercato Nishiki, la stretta via coperta detta la cucina di Kyoto, tra sottaceti, tofu, frittata dashimaki e dolci al sesamo, poi una cena kaiseki di piccole portate di stagione a Pontochō.",
          "El mercado Nishiki, la estrecha calle cubierta a la que llaman la cocina de Kioto, con encurtidos, tofu, tortilla dashimaki y dulces de sésamo, y una cena kaiseki de pequeños platos de temporada en Pontochō.",
          "Le marché Nishiki, étroite rue couverte surnommée la cuisine de Kyoto, ses pickles, son tofu, l'omelette dashimaki et les douceurs au sésame, puis un dîner kaiseki de petits plats de saison à Pontochō.",
          "Der Nishiki-Markt, die schmale überdachte Gasse, die man Kyotos Küche nennt, mit Eingelegtem, Tofu, Dashimaki-Omelett und Sesamsüßem, dann ein Kaiseki-Abendessen aus kleinen Gängen der Saison in Pontochō.",
        ],
      ],
    ],
  },
  "JPN Nara": {
    days: [
      [
        "see",
        [
          "Nara: Tōdai-ji and the deer park",
          "Nara: il Tōdai-ji e il parco dei cervi",
          "Nara: el Tōdai-ji y el parque de los ciervos",
          "Nara : le Tōdai-ji et le parc aux daims",
          "Nara: Tōdai-ji und der Hirschpark",
        ],
        [
          "Through Nara Park among the bowing sika deer to Tōdai-ji, whose vast wooden hall holds the Daibutsu, a giant seated Buddha of bronze, and on to the thousands of stone lanterns of Kasuga Taisha.",
          "Nel parco di Nara tra i cervi sika che si inchinano fino al Tōdai-ji, la cui immensa sala di legno custodisce un Buddha di bronzo gigantesco, e poi alle migliaia di lanterne di pietra del Kasuga Taisha.",
          "Por el parque de Nara entre ciervos sika que hacen reverencias hasta el Tōdai-ji, cuya enorme sala de madera guarda un Buda de bronce gigantesco, y luego a las miles de linternas de piedra del Kasuga Taisha.",
          "Dans le parc de Nara parmi les daims sika qui saluent, jusqu'au Tōdai-ji, dont l'immense halle de bois abrite un Bouddha de bronze géant, puis les milliers de lanternes de pierre du Kasuga Taisha.",
          "Durch den Nara-Park zwischen sich verbeugenden Sikahirschen zum Tōdai-ji, dessen riesige Holzhalle einen gewaltigen Bronzebuddha birgt, und weiter zu den tausenden Steinlaternen des Kasuga Taisha.",
        ],
      ],
      [
        "see",
        [
          "Nara: Naramachi and Hōryū-ji",
          "Nara: Naramachi e l'Hōryū-ji",
          "Nara: Naramachi y el Hōryū-ji",
          "Nara : Naramachi et le Hōryū-ji",
          "Nara: Naramachi und Hōryū-ji",
        ],
        [
          "The merchant lanes of Naramachi and the five-story pagoda of Kōfuku-ji, then Hōryū-ji outside the city, whose temple halls are among the oldest wooden buildings standing anywhere.",
          "Le vie mercantili di Naramachi e la pagoda a cinque piani del Kōfuku-ji, poi l'Hōryū-ji fuori città, i cui padiglioni sono tra i più antichi edifici in legno ancora in piedi al mondo.",
          "Las calles de mercaderes de Naramachi y la pagoda de cinco pisos del Kōfuku-ji, y después el Hōryū-ji, a las afueras, cuyos pabellones están entre los edificios de madera más antiguos del mundo.",
          "Les ruelles marchandes de Naramachi et la pagode à cinq étages du Kōfuku-ji, puis le Hōryū-ji hors de la ville, dont les pavillons comptent parmi les plus anciens bâtiments de bois au monde.",
          "Die Kaufmannsgassen von Naramachi und die fünfstöckige Pagode des Kōfuku-ji, dann der Hōryū-ji vor der Stadt, dessen Hallen zu den ältesten erhaltenen Holzbauten der Welt zählen.",
        ],
      ],
      [
        "food",
        [
          "Nara: kakinoha-zushi and mochi",
          "Nara: kakinoha-zushi e mochi",
          "Nara: kakinoha-zushi y mochi",
          "Nara : kakinoha-zushi et mochi",
          "Nara: Kakinoha-Zushi und Mochi",
        ],
        [
          "Kakinoha-zushi, mackerel sushi wrapped in persimmon leaves, green yomogi mochi pounded at speed in front of the Nakatanidou shop, and nara-zuke pickles cured in sake lees.",
          "Kakinoha-zushi, sushi di sgombro avvolto in foglie di caco, mochi verdi di yomogi battuti a gran velocità davanti alla bottega Nakatanidou e sottaceti nara-zuke maturati nella feccia del sake.",
          "Kakinoha-zushi, sushi de caballa envuelto en hojas de caqui, mochi verdes de yomogi machacados a toda velocidad ante la tienda Nakatanidou y encurtidos nara-zuke curados en posos de sake.",
          "Kakinoha-zushi, sushi de maquereau enveloppé de feuilles de kaki, mochi verts au yomogi pilés à toute vitesse devant la boutique Nakatanidou, et pickles nara-zuke affinés dans la lie de saké.",
          "Kakinoha-Zushi, Makrelensushi in Kakiblättern, grüne Yomogi-Mochi, die vor dem Laden Nakatanidou in Windeseile gestampft werden, und Nara-zuke, in Sakehefe eingelegtes Gemüse.",
        ],
      ],
    ],
  },
  "JPN Kōya-san": {
    days: [
      [
        "see",
        [
          "Kōya-san: Okunoin and the temple town",
          "Monte Koya: l'Okunoin e la città dei templi",
          "Monte Koya: el Okunoin y la ciudad de templos",
          "Mont Kōya : l'Okunoin et la ville-temple",
          "Kōya-san: Okunoin und die Tempelstadt",
        ],
        [
          "The path through Okunoin, Japan's largest cemetery, under giant cedars to the mausoleum of Kōbō Daishi, then the Danjo Garan with its vermilion Konpon Daitō pagoda and the Kongōbu-ji head temple.",
          "Il sentiero dell'Okunoin, il più grande cimitero del Giappone, sotto cedri giganti fino al mausoleo di Kōbō Daishi, poi il Danjo Garan con la pagoda vermiglia Konpon Daitō e il tempio principale Kongōbu-ji.",
          "El camino del Okunoin, el mayor cementerio de Japón, bajo cedros gigantes hasta el mausoleo de Kōbō Daishi, y luego el Danjo Garan con la pagoda bermellón Konpon Daitō y el templo principal Kongōbu-ji.",
          "Le chemin de l'Okunoin, plus grand cimetière du Japon, sous des cèdres géants jusqu'au mausolée de Kōbō Daishi, puis le Danjo Garan, sa pagode vermillon Konpon Daitō, et le temple principal Kongōbu-ji.",
          "Der Weg durch Okunoin, Japans größten Friedhof, unter riesigen Zedern zum Mausoleum von Kōbō Daishi, dann das Danjo Garan mit der zinnoberroten Konpon-Daitō-Pagode und der Haupttempel Kongōbu-ji.",
        ],
      ],
      [
        "food",
        [
          "Kōya-san: shōjin ryōri at a temple",
          "Monte Koya: shōjin ryōri in un tempio",
          "Monte Koya: shōjin ryōri en un templo",
          "Mont Kōya : shōjin ryōri au temple",
          "Kōya-san: Shōjin Ryōri im Tempel",
        ],
        [
          "The monks' vegetarian cooking, shōjin ryōri: goma-dōfu sesame tofu, kōya-dōfu freeze-dried tofu invented on the mountain, and seasonal vegetables, served in a temple hall on the mountain.",
          "La cucina vegetariana dei monaci, lo shōjin ryōri: goma-dōfu al sesamo, kōya-dōfu liofilizzato nato sulla montagna e verdure di stagione, servito nella sala di un tempio della montagna.",
          "La cocina vegetariana de los monjes, el shōjin ryōri: goma-dōfu de sésamo, kōya-dōfu liofilizado nacido en la montaña y verduras de temporada, servidos en la sala de un templo de la montaña.",
          "La cuisine végétarienne des moines, le shōjin ryōri : goma-dōfu au sésame, kōya-dōfu lyophilisé né sur la montagne et légumes de saison, servi dans la salle d'un temple de la montagne.",
          "Die vegetarische Mönchsküche Shōjin Ryōri: Sesamtofu Goma-dōfu, der auf dem Berg erfundene gefriergetrocknete Kōya-dōfu und Gemüse der Saison, serviert in der Halle eines Tempels auf dem Berg.",
        ],
      ],
    ],
  },
  "JPN Kumano Kodō": {
    days: [
      [
        "trek",
        [
          "Kumano Kodō: Takijiri-oji to Takahara",
          "Kumano Kodō: da Takijiri-oji a Takahara",
          "Kumano Kodō: de Takijiri-oji a Takahara",
          "Kumano Kodō : de Takijiri-oji à Takahara",
          "Kumano Kodō: von Takijiri-oji nach Takahara",
        ],
        [
          "The Nakahechi route begins at the Takijiri-oji shrine with a steep climb past the Tainai-kuguri womb rock, along a forested ridge to the hamlet of Takahara, whose terraces face the mountains.",
          "Il percorso Nakahechi parte dal santuario Takijiri-oji con una ripida salita oltre la roccia Tainai-kuguri, lungo un crinale boscoso fino al borgo di Takahara, con le sue terrazze affacciate sui monti.",
          "La ruta Nakahechi empieza en el santuario Takijiri-oji con una subida empinada junto a la roca Tainai-kuguri y sigue por una cresta boscosa hasta la aldea de Takahara, con sus terrazas frente a las montañas.",
          "La route Nakahechi part du sanctuaire Takijiri-oji par une montée raide devant le rocher Tainai-kuguri, puis suit une crête boisée jusqu'au hameau de Takahara et ses terrasses face aux montagnes.",
          "Die Nakahechi-Route beginnt am Schrein Takijiri-oji mit einem steilen Anstieg am Tainai-kuguri-Felsen vorbei und führt über einen Waldgrat zum Weiler Takahara, dessen Terrassen zu den Bergen blicken.",
        ],
      ],
      [
        "trek",
        [
          "Kumano Kodō: over the passes to Chikatsuyu",
          "Kumano Kodō: per i passi fino a Chikatsuyu",
          "Kumano Kodō: por los pasos hasta Chikatsuyu",
          "Kumano Kodō : par les cols jusqu'à Chikatsuyu",
          "Kumano Kodō: über die Pässe nach Chikatsuyu",
        ],
        [
          "Through cedar and cypress forest past the small oji shrines of Daimon-oji and Jujo-oji, over the Gyuba-doji statue's pass, and down to the village of Chikatsuyu on the Hiki River.",
          "Tra foreste di cedri e cipressi, oltre i piccoli santuari oji di Daimon-oji e Jujo-oji e il passo della statua di Gyuba-doji, fino al villaggio di Chikatsuyu sul fiume Hiki.",
          "Por bosques de cedros y cipreses, junto a los pequeños santuarios oji de Daimon-oji y Jujo-oji y el paso de la estatua de Gyuba-doji, hasta la aldea de Chikatsuyu, junto al río Hiki.",
          "À travers cèdres et cyprès, par les petits sanctuaires oji de Daimon-oji et Jujo-oji et le col de la statue de Gyuba-doji, jusqu'au village de Chikatsuyu au bord de la rivière Hiki.",
          "Durch Zedern- und Zypressenwald an den kleinen Oji-Schreinen Daimon-oji und Jujo-oji vorbei, über den Pass der Gyuba-dōji-Statue und hinab ins Dorf Chikatsuyu am Fluss Hiki.",
        ],
      ],
      [
        "trek",
        [
          "Kumano Kodō: to Hongū through Hosshinmon-oji",
          "Kumano Kodō: a Hongū per Hosshinmon-oji",
          "Kumano Kodō: a Hongū por Hosshinmon-oji",
          "Kumano Kodō : vers Hongū par Hosshinmon-oji",
          "Kumano Kodō: über Hosshinmon-oji nach Hongū",
        ],
        [
          "The last stretch into Hongū, from the Hosshinmon-oji gate of awakening past tea fields and the Fushiogami-oji lookout, to the cypress-bark roofs of Kumano Hongū Taisha.",
          "L'ultimo tratto verso Hongū, dalla porta del risveglio di Hosshinmon-oji tra campi di tè e il belvedere di Fushiogami-oji, fino ai tetti di corteccia di cipresso del Kumano Hongū Taisha.",
          "El último tramo hasta Hongū, desde la puerta del despertar de Hosshinmon-oji entre campos de té y el mirador de Fushiogami-oji, hasta los tejados de corteza de ciprés del Kumano Hongū Taisha.",
          "La dernière portion vers Hongū, de la porte de l'éveil de Hosshinmon-oji entre les champs de thé et le belvédère de Fushiogami-oji, jusqu'aux toits d'écorce de cyprès du Kumano Hongū Taisha.",
          "Das letzte Stück nach Hongū, vom Tor des Erwachens Hosshinmon-oji an Teefeldern und dem Aussichtspunkt Fushiogami-oji vorbei zu den Zypressenrindendächern des Kumano Hongū Taisha.",
        ],
      ],
      [
        "trek",
        [
          "Kumano Kodō: Daimonzaka and Nachi Falls",
          "Kumano Kodō: Daimonzaka e la cascata di Nachi",
          "Kumano Kodō: Daimonzaka y la cascada de Nachi",
          "Kumano Kodō : Daimonzaka et la cascade de Nachi",
          "Kumano Kodō: Daimonzaka und der Nachi-Wasserfall",
        ],
        [
          "Up the mossy stone steps of Daimonzaka between ancient cedars to Kumano Nachi Taisha and the three-story pagoda of Seiganto-ji, framed against Nachi Falls, the tallest single drop in Japan.",
          "Su per i gradini muschiosi di Daimonzaka tra cedri secolari fino al Kumano Nachi Taisha e alla pagoda a tre piani del Seiganto-ji, davanti alla cascata di Nachi, il salto unico più alto del Giappone.",
          "Por los escalones musgosos de Daimonzaka entre cedros milenarios hasta el Kumano Nachi Taisha y la pagoda de tres pisos del Seiganto-ji, ante la cascada de Nachi, el salto único más alto de Japón.",
          "Les marches moussues de Daimonzaka entre des cèdres millénaires jusqu'au Kumano Nachi Taisha et à la pagode à trois étages du Seiganto-ji, devant la cascade de Nachi, plus haute chute d'un seul jet du Japon.",
          "Die moosigen Steinstufen des Daimonzaka zwischen uralten Zedern hinauf zum Kumano Nachi Taisha und zur dreistöckigen Pagode des Seiganto-ji vor dem Nachi-Wasserfall, Japans höchstem in einem Sturz.",
        ],
      ],
      [
        "see",
        [
          "Kumano Kodō: Ōyunohara and Yunomine Onsen",
          "Kumano Kodō: Ōyunohara e Yunomine Onsen",
          "Kumano Kodō: Ōyunohara y Yunomine Onsen",
          "Kumano Kodō : Ōyunohara et Yunomine Onsen",
          "Kumano Kodō: Ōyunohara und Yunomine Onsen",
        ],
        [
          "The giant torii of Ōyunohara on the river flats where the Hongū shrine first stood, then the old hot spring village of Yunomine, with eggs boiled in the spring and a soak in the small Tsuboyu bath.",
          "Il torii gigante di Ōyunohara sulla piana del fiume dove sorgeva il primo santuario di Hongū, poi l'antico villaggio termale di Yunomine, con le uova cotte nella sorgente e un bagno nella piccola vasca Tsuboyu.",
          "El torii gigante de Ōyunohara en la vega donde se alzaba el primer santuario de Hongū, y luego la vieja aldea termal de Yunomine, con huevos cocidos en el manantial y un baño en la pequeña poza Tsuboyu.",
          "Le torii géant d'Ōyunohara sur la grève où se dressait le premier sanctuaire de Hongū, puis le vieux village thermal de Yunomine, ses œufs cuits dans la source et un bain dans le petit Tsuboyu.",
          "Das riesige Torii von Ōyunohara auf der Flussaue, wo der Hongū-Schrein einst stand, dann das alte Thermaldorf Yunomine mit in der Quelle gekochten Eiern und einem Bad im kleinen Tsuboyu.",
        ],
      ],
    ],
  },
  "JPN Osaka": {
    days: [
      [
        "see",
        [
          "Osaka: the castle and Shitennō-ji",
          "Osaka: il castello e lo Shitennō-ji",
          "Osaka: el castillo y el Shitennō-ji",
          "Osaka : le château et le Shitennō-ji",
          "Osaka: die Burg und Shitennō-ji",
        ],
        [
          "Osaka Castle above its moats and great stone walls, Shitennō-ji, founded by Prince Shōtoku, and the retro lanes of Shinsekai under the Tsūtenkaku tower.",
          "Il castello di Osaka sopra i fossati e le grandi mura di pietra, lo Shitennō-ji fondato dal principe Shōtoku e le vie retrò di Shinsekai sotto la torre Tsūtenkaku.",
          "El castillo de Osaka sobre sus fosos y grandes muros de piedra, el Shitennō-ji fundado por el príncipe Shōtoku y las calles retro de Shinsekai bajo la torre Tsūtenkaku.",
          "Le château d'Osaka au-dessus de ses douves et de ses grands murs de pierre, le Shitennō-ji fondé par le prince Shōtoku et les rues rétro de Shinsekai au pied de la tour Tsūtenkaku.",
          "Die Burg von Osaka über Wassergräben und mächtigen Steinmauern, der vom Prinzen Shōtoku gegründete Shitennō-ji und die Retrogassen von Shinsekai unter dem Tsūtenkaku-Turm.",
        ],
      ],
      [
        "see",
        [
          "Osaka: Umeda and the Sumiyoshi shrine",
          "Osaka: Umeda e il santuario di Sumiyoshi",
          "Osaka: Umeda y el santuario de Sumiyoshi",
          "Osaka : Umeda et le sanctuaire de Sumiyoshi",
          "Osaka: Umeda und der Sumiyoshi-Schrein",
        ],
        [
          "The arched bridge and ancient halls of Sumiyoshi Taisha, reached on the old Hankai tram, then the open-air deck of the Umeda Sky Building over the city.",
          "Il ponte ad arco e gli antichi padiglioni del Sumiyoshi Taisha, raggiunti col vecchio tram Hankai, poi la terrazza panoramica dell'Umeda Sky Building sopra la città.",
          "El puente arqueado y los antiguos pabellones del Sumiyoshi Taisha, a los que se llega en el viejo tranvía Hankai, y luego el mirador al aire libre del Umeda Sky Building sobre la ciudad.",
          "Le pont en arc et les anciens pavillons du Sumiyoshi Taisha, par le vieux tramway Hankai, puis la terrasse à ciel ouvert de l'Umeda Sky Building au-dessus de la ville.",
          "Die Bogenbrücke und die alten Hallen des Sumiyoshi Taisha, erreicht mit der alten Hankai-Straßenbahn, dann die offene Aussichtsplattform des Umeda Sky Building über der Stadt.",
        ],
      ],
      [
        "food",
        [
          "Osaka: Dōtonbori and Kuromon market",
          "Osaka: Dōtonbori e il mercato Kuromon",
          "Osaka: Dōtonbori y el mercado Kuromon",
          "Osaka : Dōtonbori et le marché Kuromon",
          "Osaka: Dōtonbori und der Kuromon-Markt",
        ],
        [
          "Kuidaore, eating till you drop, in the city that coined it: Kuromon market, then takoyaki octopus balls, okonomiyaki and kushikatsu skewers under the neon signs of Dōtonbori.",
          "Kuidaore, mangiare fino a crollare, nella città che l'ha inventato: il mercato Kuromon, poi takoyaki al polpo, okonomiyaki e spiedini kushikatsu sotto le insegne al neon di Dōtonbori.",
          "Kuidaore, comer hasta caer, en la ciudad que acuñó la palabra: el mercado Kuromon y luego takoyaki de pulpo, okonomiyaki y brochetas kushikatsu bajo los neones de Dōtonbori.",
          "Kuidaore, manger jusqu'à tomber, dans la ville qui a inventé le mot : le marché Kuromon, puis takoyaki au poulpe, okonomiyaki et brochettes kushikatsu sous les néons de Dōtonbori.",
          "Kuidaore, essen bis zum Umfallen, in der Stadt, die das Wort erfand: der Kuromon-Markt, dann Takoyaki mit Oktopus, Okonomiyaki und Kushikatsu-Spieße unter den Neonreklamen von Dōtonbori.",
        ],
      ],
    ],
  },
  "JPN Himeji Castle": {
    days: [
      [
        "see",
        [
          "Himeji Castle: the White Heron",
          "Castello di Himeji: l'Airone bianco",
          "Castillo de Himeji: la Garza Blanca",
          "Château de Himeji : le Héron blanc",
          "Burg Himeji: der Weiße Reiher",
        ],
        [
          "The White Heron, Japan's finest original castle, climbed through its maze of gates and up the steep wooden stairs of the keep, then the nine walled gardens of Kōko-en below it.",
          "L'Airone bianco, il più bel castello originale del Giappone, tra il labirinto di porte e le ripide scale di legno del mastio, poi i nove giardini cintati del Kōko-en ai suoi piedi.",
          "La Garza Blanca, el castillo original más bello de Japón, recorrido por su laberinto de puertas y las empinadas escaleras de madera de la torre, y luego los nueve jardines amurallados de Kōko-en.",
          "Le Héron blanc, le plus beau château d'origine du Japon, son labyrinthe de portes et les raides escaliers de bois du donjon, puis les neuf jardins clos du Kōko-en à ses pieds.",
          "Der Weiße Reiher, Japans schönste Originalburg, durch das Labyrinth ihrer Tore und die steilen Holztreppen des Hauptturms, dann die neun ummauerten Gärten des Kōko-en darunter.",
        ],
      ],
    ],
  },
  "JPN Hiroshima": {
    days: [
      [
        "see",
        [
          "Hiroshima: the Peace Memorial Park",
          "Hiroshima: il Parco della Pace",
          "Hiroshima: el Parque de la Paz",
          "Hiroshima : le parc du Mémorial de la Paix",
          "Hiroshima: der Friedenspark",
        ],
        [
          "The A-Bomb Dome, the Peace Memorial Museum and the cenotaph, the Children's Peace Monument hung with paper cranes, with a guide whose family lived through the bombing of 1945.",
          "La Cupola della bomba atomica, il Museo della Pace e il cenotafio, il monumento ai bambini coperto di gru di carta, con una guida la cui famiglia visse il bombardamento del 1945.",
          "La Cúpula de la Bomba Atómica, el Museo de la Paz y el cenotafio, el monumento a los niños cubierto de grullas de papel, con un guía cuya familia vivió el bombardeo de 1945.",
          "Le Dôme de la bombe atomique, le musée du Mémorial de la Paix et le cénotaphe, le monument des enfants couvert de grues en papier, avec un guide dont la famille a vécu le bombardement de 1945.",
          "Der Atombombendom, das Friedensmuseum und das Kenotaph, das Kinder-Friedensdenkmal voller Papierkraniche, mit einem Guide, dessen Familie den Abwurf von 1945 erlebte.",
        ],
      ],
      [
        "see",
        [
          "Hiroshima: Shukkei-en and the castle",
          "Hiroshima: lo Shukkei-en e il castello",
          "Hiroshima: el Shukkei-en y el castillo",
          "Hiroshima : le Shukkei-en et le château",
          "Hiroshima: Shukkei-en und die Burg",
        ],
        [
          "The rebuilt Hiroshima Castle, the Carp Castle, in its moat, and Shukkei-en, a garden of islets, bridges and teahouses laid out in miniature, both restored from the ruins of 1945.",
          "Il castello di Hiroshima, il Castello della Carpa ricostruito nel suo fossato, e lo Shukkei-en, giardino di isolotti, ponti e case da tè in miniatura, entrambi risorti dalle rovine del 1945.",
          "El castillo de Hiroshima, el Castillo de la Carpa reconstruido en su foso, y el Shukkei-en, un jardín de islotes, puentes y casas de té en miniatura, ambos rehechos tras las ruinas de 1945.",
          "Le château de Hiroshima, le château de la Carpe reconstruit dans ses douves, et le Shukkei-en, jardin d'îlots, de ponts et de maisons de thé en miniature, tous deux relevés des ruines de 1945.",
          "Die wiederaufgebaute Burg von Hiroshima, die Karpfenburg in ihrem Graben, und der Shukkei-en, ein Garten aus Inselchen, Brücken und Teehäusern im Kleinformat, beide aus den Trümmern von 1945 erstanden.",
        ],
      ],
      [
        "food",
        [
          "Hiroshima: okonomiyaki and oysters",
          "Hiroshima: okonomiyaki e ostriche",
          "Hiroshima: okonomiyaki y ostras",
          "Hiroshima : okonomiyaki et huîtres",
          "Hiroshima: Okonomiyaki und Austern",
        ],
        [
          "Hiroshima-style okonomiyaki, layered with cabbage and noodles on the hot plates of Okonomi-mura, grilled oysters from the Inland Sea, and tsukemen noodles with their chili dipping sauce.",
          "Okonomiyaki alla maniera di Hiroshima, a strati con cavolo e noodles sulle piastre di Okonomi-mura, ostriche alla griglia del Mare interno e tsukemen con la salsa piccante in cui intingerli.",
          "Okonomiyaki al estilo de Hiroshima, por capas con col y fideos sobre las planchas de Okonomi-mura, ostras a la brasa del mar Interior y tsukemen con su salsa picante para mojar.",
          "Okonomiyaki à la mode de Hiroshima, en couches de chou et de nouilles sur les plaques d'Okonomi-mura, huîtres grillées de la mer Intérieure et tsukemen à tremper dans leur sauce pimentée.",
          "Okonomiyaki nach Hiroshima-Art, geschichtet mit Kohl und Nudeln auf den heißen Platten von Okonomi-mura, gegrillte Austern aus der Seto-Inlandsee und Tsukemen mit scharfer Dip-Brühe.",
        ],
      ],
    ],
  },
  "JPN Miyajima": {
    days: [
      [
        "see",
        [
          "Miyajima: Itsukushima shrine and Mount Misen",
          "Miyajima: il santuario di Itsukushima e il monte Misen",
          "Miyajima: el santuario de Itsukushima y el monte Misen",
          "Miyajima : le sanctuaire d'Itsukushima et le mont Misen",
          "Miyajima: Itsukushima-Schrein und Berg Misen",
        ],
        [
          "The Itsukushima shrine on its stilts over the tide, with its great torii standing in the sea, then the ropeway and path up Mount Misen past the temple of Daishō-in, among the island's tame deer.",
          "Il santuario di Itsukushima sulle palafitte sopra la marea, col suo grande torii nel mare, poi la funivia e il sentiero del monte Misen passando per il tempio Daishō-in, tra i cervi dell'isola.",
          "El santuario de Itsukushima sobre pilotes encima de la marea, con su gran torii en el mar, y luego el teleférico y la senda del monte Misen por el templo Daishō-in, entre los ciervos de la isla.",
          "Le sanctuaire d'Itsukushima sur pilotis au-dessus de la marée, avec son grand torii dans la mer, puis le téléphérique et le sentier du mont Misen par le temple Daishō-in, parmi les daims de l'île.",
          "Der Itsukushima-Schrein auf Pfählen über der Flut, mit seinem großen Torii im Meer, dann Seilbahn und Pfad auf den Misen am Tempel Daishō-in vorbei, zwischen den zahmen Hirschen der Insel.",
        ],
      ],
      [
        "boat",
        [
          "Miyajima: by boat to the floating torii",
          "Miyajima: in barca fino al torii galleggiante",
          "Miyajima: en barco hasta el torii flotante",
          "Miyajima : en bateau jusqu'au torii flottant",
          "Miyajima: mit dem Boot zum schwimmenden Torii",
        ],
        [
          "The river boat from Hiroshima's Peace Park down to the sea and across to the island, then, at high tide, a wooden boat that passes close under the great torii of Itsukushima.",
          "Il battello dal Parco della Pace di Hiroshima lungo il fiume fino al mare e all'isola, poi, con l'alta marea, una barca di legno che passa sotto il grande torii di Itsukushima.",
          "El barco fluvial desde el Parque de la Paz de Hiroshima hasta el mar y la isla, y luego, con la marea alta, una barca de madera que pasa bajo el gran torii de Itsukushima.",
          "Le bateau qui descend la rivière depuis le parc de la Paix de Hiroshima jusqu'à l'île, puis, à marée haute, une barque de bois qui passe sous le grand torii d'Itsukushima.",
          "Mit dem Flussboot vom Friedenspark in Hiroshima hinaus aufs Meer und zur Insel, dann bei Flut in einem Holzboot dicht unter dem großen Torii von Itsukushima hindurch.",
        ],
      ],
    ],
  },
  "JPN Fukuoka": {
    days: [
      [
        "see",
        [
          "Fukuoka: Dazaifu Tenmangū",
          "Fukuoka: il Dazaifu Tenmangū",
          "Fukuoka: el Dazaifu Tenmangū",
          "Fukuoka : le Dazaifu Tenmangū",
          "Fukuoka: der Schrein Dazaifu Tenmangū",
        ],
        [
          "The shrine of Dazaifu Tenmangū, dedicated to the scholar Sugawara no Michizane, among its plum trees, the approach lined with umegae-mochi shops and, except on a Monday, when it is closed, the Kyushu National Museum beyond.",
          "Il santuario Dazaifu Tenmangū, dedicato al letterato Sugawara no Michizane, tra i suoi pruni, il viale delle botteghe di umegae-mochi e, tranne il lunedì, quando è chiuso, il Museo nazionale del Kyushu.",
          "El santuario Dazaifu Tenmangū, dedicado al erudito Sugawara no Michizane, entre sus ciruelos, la calle de acceso con tiendas de umegae-mochi y, salvo en lunes, cuando cierra, el Museo Nacional de Kyushu.",
          "Le sanctuaire Dazaifu Tenmangū, dédié au lettré Sugawara no Michizane, parmi ses pruniers, l'allée bordée de boutiques d'umegae-mochi et, sauf le lundi, jour de sa fermeture, le Musée national de Kyushu au-delà.",
          "Der Schrein Dazaifu Tenmangū, dem Gelehrten Sugawara no Michizane geweiht, zwischen seinen Pflaumenbäumen, die Zugangsgasse voller Umegae-Mochi-Läden und, außer montags, wenn es geschlossen ist, das Nationalmuseum Kyushu.",
        ],
      ],
      [
        "see",
        [
          "Fukuoka: Hakata's temples and Ōhori Park",
          "Fukuoka: i templi di Hakata e il parco Ōhori",
          "Fukuoka: los templos de Hakata y el parque Ōhori",
          "Fukuoka : les temples de Hakata et le parc Ōhori",
          "Fukuoka: Hakatas Tempel und der Ōhori-Park",
        ],
        [
          "Shōfuku-ji, Japan's first Zen temple, the Kushida shrine with its towering festival float, then the lake of Ōhori Park and the ruins of Fukuoka Castle above it.",
          "Lo Shōfuku-ji, primo tempio zen del Giappone, il santuario Kushida col suo altissimo carro della festa, poi il lago del parco Ōhori e le rovine del castello di Fukuoka sopra di esso.",
          "El Shōfuku-ji, primer templo zen de Japón, el santuario Kushida con su altísima carroza del festival, y luego el lago del parque Ōhori y las ruinas del castillo de Fukuoka.",
          "Le Shōfuku-ji, premier temple zen du Japon, le sanctuaire Kushida et son immense char de fête, puis le lac du parc Ōhori et les ruines du château de Fukuoka au-dessus.",
          "Der Shōfuku-ji, Japans erster Zentempel, der Kushida-Schrein mit seinem hohen Festwagen, dann der See im Ōhori-Park und die Ruinen der Burg Fukuoka darüber.",
        ],
      ],
      [
        "food",
        [
          "Fukuoka: Hakata ramen and the yatai",
          "Fukuoka: ramen di Hakata e gli yatai",
          "Fukuoka: ramen de Hakata y los yatai",
          "Fukuoka : ramen de Hakata et yatai",
          "Fukuoka: Hakata-Ramen und die Yatai",
        ],
        [
          "Tonkotsu ramen with thin noodles, the dish Hakata gave the world, mentaiko spicy cod roe, and an evening at the yatai food stalls lined along the river at Nakasu.",
          "Ramen tonkotsu con noodles sottili, il piatto che Hakata ha dato al mondo, mentaiko di uova di merluzzo piccanti e una serata tra le bancarelle yatai allineate lungo il fiume a Nakasu.",
          "Ramen tonkotsu de fideos finos, el plato que Hakata dio al mundo, mentaiko de huevas de bacalao picantes y una noche en los puestos yatai alineados junto al río en Nakasu.",
          "Ramen tonkotsu aux nouilles fines, le plat que Hakata a donné au monde, mentaiko, œufs de cabillaud pimentés, et une soirée aux échoppes yatai alignées au bord de la rivière à Nakasu.",
          "Tonkotsu-Ramen mit dünnen Nudeln, das Gericht, das Hakata der Welt schenkte, scharfer Dorschrogen Mentaiko und ein Abend an den Yatai-Garküchen am Fluss in Nakasu.",
        ],
      ],
    ],
  },
  "JPN Hokkaido": {
    days: [
      [
        "see",
        [
          "Hokkaido: Sapporo and Otaru",
          "Hokkaido: Sapporo e Otaru",
          "Hokkaido: Sapporo y Otaru",
          "Hokkaidō : Sapporo et Otaru",
          "Hokkaido: Sapporo und Otaru",
        ],
        [
          "Sapporo's Ōdōri Park and the old clock tower, the red-brick Sapporo Beer Museum, then the canal port of Otaru with its stone warehouses, glass workshops and music box hall.",
          "Il parco Ōdōri di Sapporo e la vecchia torre dell'orologio, il museo della birra Sapporo in mattoni rossi, poi Otaru col suo canale, i magazzini di pietra, le vetrerie e la casa dei carillon.",
          "El parque Ōdōri de Sapporo y la vieja torre del reloj, el museo de la cerveza Sapporo de ladrillo rojo, y luego Otaru con su canal, sus almacenes de piedra, sus talleres de vidrio y su casa de cajas de música.",
          "Le parc Ōdōri de Sapporo et la vieille tour de l'horloge, le musée de la bière Sapporo en brique rouge, puis Otaru, son canal, ses entrepôts de pierre, ses souffleurs de verre et sa maison des boîtes à musique.",
          "Der Ōdōri-Park in Sapporo und der alte Uhrturm, das Bier-Museum aus rotem Backstein, dann Otaru mit Kanal, Steinspeichern, Glaswerkstätten und dem Haus der Spieluhren.",
        ],
      ],
      [
        "boat",
        [
          "Hokkaido: Lake Tōya and Shōwa-shinzan",
          "Hokkaido: il lago Tōya e lo Shōwa-shinzan",
          "Hokkaido: el lago Tōya y el Shōwa-shinzan",
          "Hokkaidō : le lac Tōya et le Shōwa-shinzan",
          "Hokkaido: Tōya-See und Shōwa-shinzan",
        ],
        [
          "A cruise on the round caldera lake of Tōya around its wooded central islands, then Shōwa-shinzan, a volcano born in a wheat field in the 1940s, and the Hell Valley vents of Noboribetsu.",
          "Un giro in battello sul lago craterico Tōya attorno alle isole boscose al centro, poi lo Shōwa-shinzan, vulcano nato in un campo di grano negli anni Quaranta, e le fumarole della Valle dell'Inferno di Noboribetsu.",
          "Un paseo en barco por el lago de caldera Tōya alrededor de sus islas boscosas, luego el Shōwa-shinzan, volcán nacido en un campo de trigo en los años cuarenta, y las fumarolas del Valle del Infierno de Noboribetsu.",
          "Une croisière sur le lac de caldeira de Tōya autour de ses îles boisées, puis le Shōwa-shinzan, volcan né dans un champ de blé dans les années 1940, et les fumerolles de la vallée de l'Enfer de Noboribetsu.",
          "Eine Schifffahrt auf dem Kratersee Tōya um seine bewaldeten Mittelinseln, dann der Shōwa-shinzan, ein in den 1940ern in einem Weizenfeld geborener Vulkan, und das Höllental von Noboribetsu.",
        ],
      ],
      [
        "food",
        [
          "Hokkaido: crab, miso ramen and Nijō market",
          "Hokkaido: granchio, ramen al miso e mercato Nijō",
          "Hokkaido: cangrejo, ramen de miso y mercado Nijō",
          "Hokkaidō : crabe, ramen au miso et marché Nijō",
          "Hokkaido: Krabben, Miso-Ramen und Nijō-Markt",
        ],
        [
          "King crab and sea urchin bowls at Sapporo's Nijō market, miso ramen in Ramen Yokochō, and jingisukan, lamb grilled on a dome-shaped pan, with a soft-serve of Hokkaido milk.",
          "Granchio reale e ricci di mare su riso al mercato Nijō di Sapporo, ramen al miso al Ramen Yokochō e jingisukan, agnello alla griglia su una piastra a cupola, con un gelato di latte di Hokkaido.",
          "Cangrejo real y erizo de mar sobre arroz en el mercado Nijō de Sapporo, ramen de miso en Ramen Yokochō y jingisukan, cordero asado en una plancha abombada, con un helado de leche de Hokkaido.",
          "Crabe royal et oursins sur riz au marché Nijō de Sapporo, ramen au miso dans la Ramen Yokochō et jingisukan, agneau grillé sur une plaque en dôme, avec une glace au lait de Hokkaidō.",
          "Königskrabbe und Seeigel auf Reis auf Sapporos Nijō-Markt, Miso-Ramen in der Ramen Yokochō und Jingisukan, Lamm von der gewölbten Grillplatte, dazu Softeis aus Hokkaido-Milch.",
        ],
      ],
    ],
  },
  "JPN Niseko": {
    days: [
      [
        "see",
        [
          "Niseko: Mount Yōtei and the onsen",
          "Niseko: il monte Yōtei e gli onsen",
          "Niseko: el monte Yōtei y los onsen",
          "Niseko : le mont Yōtei et les onsen",
          "Niseko: der Yōtei und die Onsen",
        ],
        [
          "The perfect cone of Mount Yōtei, called the Fuji of Hokkaido, from the Hangetsu lake trail at its foot, the Fukidashi spring park of Kyōgoku, and an outdoor onsen bath at Niseko Goshiki.",
          "Il cono perfetto del monte Yōtei, detto il Fuji di Hokkaido, dal sentiero del lago Hangetsu ai suoi piedi, le sorgenti Fukidashi di Kyōgoku e un bagno all'aperto negli onsen di Niseko Goshiki.",
          "El cono perfecto del monte Yōtei, llamado el Fuji de Hokkaido, desde la senda del lago Hangetsu a sus pies, los manantiales Fukidashi de Kyōgoku y un baño al aire libre en los onsen de Niseko Goshiki.",
          "Le cône parfait du mont Yōtei, le Fuji de Hokkaidō, depuis le sentier du lac Hangetsu à ses pieds, les sources Fukidashi de Kyōgoku et un bain en plein air aux onsen de Niseko Goshiki.",
          "Der ebenmäßige Kegel des Yōtei, des Fuji von Hokkaido, vom Pfad am Hangetsu-See zu seinen Füßen, die Fukidashi-Quellen in Kyōgoku und ein Freiluftbad in den Onsen von Niseko Goshiki.",
        ],
      ],
      [
        "food",
        [
          "Niseko: farm dairy and Hokkaido produce",
          "Niseko: latticini di fattoria e prodotti di Hokkaido",
          "Niseko: lácteos de granja y productos de Hokkaido",
          "Niseko : laiterie fermière et produits de Hokkaidō",
          "Niseko: Hofmolkerei und Hokkaidos Erzeugnisse",
        ],
        [
          "Cream puffs and yogurt at the Milk Kōbō dairy of the Takahashi farm, potatoes and corn from the volcanic soil, and a dinner of Hokkaido pork and local cheese.",
          "Bignè alla crema e yogurt al caseificio Milk Kōbō della fattoria Takahashi, patate e mais della terra vulcanica e una cena di maiale di Hokkaido e formaggi locali.",
          "Lionesas de crema y yogur en la lechería Milk Kōbō de la granja Takahashi, patatas y maíz de la tierra volcánica y una cena de cerdo de Hokkaido y quesos locales.",
          "Choux à la crème et yaourts à la laiterie Milk Kōbō de la ferme Takahashi, pommes de terre et maïs du sol volcanique et un dîner de porc de Hokkaidō et de fromages locaux.",
          "Windbeutel und Joghurt in der Molkerei Milk Kōbō des Takahashi-Hofs, Kartoffeln und Mais vom Vulkanboden und ein Abendessen mit Schwein aus Hokkaido und Käse aus der Gegend.",
        ],
      ],
    ],
  },
  // China
  "CHN Beijing": {
    days: [
      [
        "see",
        [
          "Beijing: Tiananmen and the Forbidden City",
          "Pechino: Tiananmen e la Città proibita",
          "Pekín: Tiananmén y la Ciudad Prohibida",
          "Pékin : Tian'anmen et la Cité interdite",
          "Peking: Tian'anmen und die Verbotene Stadt",
        ],
        [
          "Across Tiananmen Square and through the Meridian Gate into the Forbidden City, hall after hall of the emperors' palace, then up Jingshan Park's hill for the view over its golden roofs; if the day falls on a Monday, when the palace is closed, Beihai Park and its White Dagoba instead.",
          "Attraverso piazza Tiananmen e la Porta Meridiana nella Città proibita, sala dopo sala del palazzo degli imperatori, poi sulla collina del parco Jingshan per la vista sui suoi tetti dorati; se il giorno cade di lunedì, quando il palazzo è chiuso, il parco Beihai e il suo Dagoba Bianco.",
          "Por la plaza de Tiananmén y la Puerta Meridiana hasta la Ciudad Prohibida, sala tras sala del palacio de los emperadores, y luego a la colina del parque Jingshan para ver sus tejados dorados; si el día cae en lunes, cuando el palacio cierra, el parque Beihai y su Dagoba Blanca.",
          "La place Tian'anmen, puis la porte du Midi et la Cité interdite, salle après salle du palais des empereurs, avant la colline du parc Jingshan et sa vue sur les toits dorés ; si la journée tombe un lundi, jour de fermeture du palais, le parc Beihai et son dagoba blanc.",
          "Über den Tian'anmen-Platz und durch das Mittagstor in die Verbotene Stadt, Halle um Halle des Kaiserpalasts, dann auf den Hügel des Jingshan-Parks mit Blick über die goldenen Dächer; fällt der Tag auf einen Montag, an dem der Palast geschlossen ist, stattdessen der Beihai-Park mit seiner Weißen Dagoba.",
        ],
      ],
      [
        "see",
        [
          "Beijing: the Temple of Heaven and the hutongs",
          "Pechino: il Tempio del Cielo e gli hutong",
          "Pekín: el Templo del Cielo y los hutong",
          "Pékin : le temple du Ciel et les hutong",
          "Peking: der Himmelstempel und die Hutongs",
        ],
        [
          "Morning tai chi and card players in the park of the Temple of Heaven, then the hutong lanes around the Drum and Bell Towers and Houhai lake, by pedicab and on foot.",
          "Tai chi del mattino e giocatori di carte nel parco del Tempio del Cielo, poi i vicoli hutong attorno alle torri del Tamburo e della Campana e al lago Houhai, in risciò e a piedi.",
          "Taichí matinal y jugadores de cartas en el parque del Templo del Cielo, y luego los callejones hutong alrededor de las torres del Tambor y de la Campana y el lago Houhai, en triciclo y a pie.",
          "Tai-chi du matin et joueurs de cartes dans le parc du temple du Ciel, puis les hutong autour des tours du Tambour et de la Cloche et du lac Houhai, en cyclo-pousse et à pied.",
          "Morgendliches Tai-Chi und Kartenspieler im Park des Himmelstempels, dann die Hutong-Gassen um Trommel- und Glockenturm und den Houhai-See, per Fahrradrikscha und zu Fuß.",
        ],
      ],
      [
        "see",
        [
          "Beijing: the Summer Palace and the Lama Temple",
          "Pechino: il Palazzo d'Estate e il Tempio dei Lama",
          "Pekín: el Palacio de Verano y el Templo de los Lamas",
          "Pékin : le palais d'Été et le temple des Lamas",
          "Peking: Sommerpalast und Lamatempel",
        ],
        [
          "The Long Corridor and Marble Boat of the Summer Palace on Kunming Lake, then the Yonghe Lama Temple with its Maitreya carved from a single sandalwood trunk.",
          "Il Lungo corridoio e la Barca di marmo del Palazzo d'Estate sul lago Kunming, poi il Tempio dei Lama Yonghe col suo Maitreya scolpito in un unico tronco di sandalo.",
          "La Larga Galería y el Barco de Mármol del Palacio de Verano sobre el lago Kunming, y luego el Templo de los Lamas Yonghe con su Maitreya tallado en un solo tronco de sándalo.",
          "La Longue Galerie et le bateau de marbre du palais d'Été sur le lac Kunming, puis le temple des Lamas Yonghe et son Maitreya sculpté dans un seul tronc de santal.",
          "Der Lange Wandelgang und das Marmorschiff des Sommerpalasts am Kunming-See, dann der Lamatempel Yonghe mit seinem aus einem einzigen Sandelholzstamm geschnitzten Maitreya.",
        ],
      ],
      [
        "food",
        [
          "Beijing: Peking duck and jianbing",
          "Pechino: anatra laccata e jianbing",
          "Pekín: pato laqueado y jianbing",
          "Pékin : canard laqué et jianbing",
          "Peking: Pekingente und Jianbing",
        ],
        [
          "Jianbing pancakes from a street cart, zhajiangmian noodles with soybean paste, jiaozi dumplings folded in a hutong kitchen, and a dinner of Peking duck carved at the table.",
          "Jianbing da un carretto di strada, noodles zhajiangmian con pasta di soia, ravioli jiaozi chiusi in una cucina di hutong e una cena di anatra laccata tagliata al tavolo.",
          "Crepes jianbing de un carrito callejero, fideos zhajiangmian con pasta de soja, empanadillas jiaozi cerradas en una cocina de hutong y una cena de pato laqueado trinchado en la mesa.",
          "Crêpes jianbing d'une charrette de rue, nouilles zhajiangmian à la pâte de soja, raviolis jiaozi pliés dans une cuisine de hutong et un dîner de canard laqué découpé à table.",
          "Jianbing-Pfannkuchen vom Straßenkarren, Zhajiangmian-Nudeln mit Sojabohnenpaste, in einer Hutong-Küche gefaltete Jiaozi und ein Abendessen mit Pekingente, am Tisch tranchiert.",
        ],
      ],
    ],
  },
  "CHN Great Wall at Mutianyu": {
    days: [
      [
        "see",
        [
          "Great Wall at Mutianyu: the watchtowers",
          "Grande Muraglia a Mutianyu: le torri di guardia",
          "Gran Muralla en Mutianyu: las torres de vigía",
          "Grande Muraille à Mutianyu : les tours de guet",
          "Große Mauer bei Mutianyu: die Wachtürme",
        ],
        [
          "Up by cable car to the restored Ming ramparts of Mutianyu and a walk along the wall from tower to tower over forested ridges, with the toboggan slide as a way back down.",
          "In cabinovia fino ai bastioni Ming restaurati di Mutianyu e una camminata sulle mura da una torre all'altra sopra crinali boscosi, con lo scivolo a slittino per scendere.",
          "En teleférico hasta las murallas Ming restauradas de Mutianyu y un paseo por la muralla de torre en torre sobre crestas boscosas, con el tobogán como forma de bajar.",
          "Montée en téléphérique jusqu'aux remparts Ming restaurés de Mutianyu et marche de tour en tour au-dessus des crêtes boisées, avec la luge sur rail pour redescendre.",
          "Mit der Seilbahn auf die restaurierten Ming-Wälle von Mutianyu und zu Fuß auf der Mauer von Turm zu Turm über bewaldete Grate, hinab auf Wunsch mit der Sommerrodelbahn.",
        ],
      ],
    ],
  },
  "CHN Pingyao": {
    days: [
      [
        "see",
        [
          "Pingyao: the walls and the Rishengchang bank",
          "Pingyao: le mura e la banca Rishengchang",
          "Pingyao: las murallas y el banco Rishengchang",
          "Pingyao : les remparts et la banque Rishengchang",
          "Pingyao: die Stadtmauer und die Rishengchang-Bank",
        ],
        [
          "The complete Ming city wall walked along the top, the Rishengchang, China's first draft bank, the old county yamen and the painted Shuanglin Temple outside the walls.",
          "Le mura Ming intatte percorse dall'alto, la Rishengchang, prima banca di cambiali della Cina, l'antico yamen del distretto e il tempio Shuanglin con le sue statue dipinte fuori dalle mura.",
          "La muralla Ming completa recorrida por lo alto, el Rishengchang, primer banco de letras de China, el antiguo yamen del distrito y el templo Shuanglin con sus estatuas pintadas, fuera de los muros.",
          "Les remparts Ming intacts parcourus par le haut, la Rishengchang, première banque de traites de Chine, l'ancien yamen du district et le temple Shuanglin aux statues peintes hors les murs.",
          "Die vollständige Ming-Stadtmauer von oben, die Rishengchang, Chinas erste Wechselbank, das alte Kreisamt und der Shuanglin-Tempel mit seinen bemalten Figuren vor den Mauern.",
        ],
      ],
      [
        "food",
        [
          "Pingyao: beef, noodles and vinegar",
          "Pingyao: manzo, noodles e aceto",
          "Pingyao: ternera, fideos y vinagre",
          "Pingyao : bœuf, nouilles et vinaigre",
          "Pingyao: Rindfleisch, Nudeln und Essig",
        ],
        [
          "Pingyao's salted beef, knife-cut daoxiaomian and cat's-ear noodles shaped by hand, with Shanxi's dark aged vinegar poured on everything, in a courtyard house of the old town.",
          "Il manzo salato di Pingyao, i daoxiaomian tagliati al coltello e le orecchiette a orecchio di gatto fatte a mano, con il denso aceto invecchiato dello Shanxi su tutto, in una casa a corte.",
          "La ternera salada de Pingyao, los daoxiaomian cortados a cuchillo y la pasta oreja de gato hecha a mano, con el oscuro vinagre añejo de Shanxi en todo, en una casa de patio del casco viejo.",
          "Le bœuf salé de Pingyao, les daoxiaomian taillés au couteau et les pâtes oreilles-de-chat façonnées à la main, arrosés du vinaigre vieilli du Shanxi, dans une maison à cour de la vieille ville.",
          "Pingyaos gesalzenes Rindfleisch, messergeschnittene Daoxiaomian und handgeformte Katzenohr-Nudeln, alles mit dem dunklen gereiften Essig Shanxis, in einem Hofhaus der Altstadt.",
        ],
      ],
    ],
  },
  "CHN Xi'an": {
    days: [
      [
        "see",
        [
          "Xi'an: the city wall and the Bell Tower",
          "Xi'an: le mura e la Torre della campana",
          "Xi'an: la muralla y la Torre de la Campana",
          "Xi'an : les remparts et la tour de la Cloche",
          "Xi’an: die Stadtmauer und der Glockenturm",
        ],
        [
          "A bicycle ride around the top of the Ming city wall, then the Bell and Drum Towers at the crossing of the old town's four main streets, and the Great Mosque in its Chinese garden.",
          "Un giro in bicicletta in cima alle mura Ming, poi le torri della Campana e del Tamburo all'incrocio delle quattro vie principali e la Grande Moschea nel suo giardino cinese.",
          "Una vuelta en bicicleta por lo alto de la muralla Ming, y luego las torres de la Campana y del Tambor en el cruce de las cuatro calles principales y la Gran Mezquita en su jardín chino.",
          "Un tour à vélo au sommet des remparts Ming, puis les tours de la Cloche et du Tambour au croisement des quatre grandes rues et la Grande Mosquée dans son jardin chinois.",
          "Eine Radrunde oben auf der Ming-Stadtmauer, dann Glocken- und Trommelturm an der Kreuzung der vier Hauptstraßen und die Große Moschee in ihrem chinesischen Garten.",
        ],
      ],
      [
        "see",
        [
          "Xi'an: the Big Wild Goose Pagoda",
          "Xi'an: la Grande pagoda dell'oca selvatica",
          "Xi'an: la Gran Pagoda de la Oca Salvaje",
          "Xi'an : la grande pagode de l'Oie sauvage",
          "Xi’an: die Große Wildganspagode",
        ],
        [
          "The Big Wild Goose Pagoda, built for the sutras the monk Xuanzang brought back from India, then the Shaanxi History Museum and its Tang dynasty gold and murals, or, if the day falls on a Monday, when it is closed, the Small Wild Goose Pagoda.",
          "La Grande pagoda dell'oca selvatica, costruita per i sutra che il monaco Xuanzang riportò dall'India, poi il Museo di storia dello Shaanxi con gli ori e gli affreschi Tang o, se il giorno cade di lunedì, quando è chiuso, la Piccola pagoda dell'oca selvatica.",
          "La Gran Pagoda de la Oca Salvaje, levantada para los sutras que el monje Xuanzang trajo de la India, y luego el Museo de Historia de Shaanxi con su oro y sus murales Tang o, si el día cae en lunes, cuando cierra, la Pequeña Pagoda de la Oca Salvaje.",
          "La grande pagode de l'Oie sauvage, bâtie pour les sutras rapportés d'Inde par le moine Xuanzang, puis le musée d'Histoire du Shaanxi, ses ors et ses fresques Tang, ou, si la journée tombe un lundi, jour de sa fermeture, la petite pagode de l'Oie sauvage.",
          "Die Große Wildganspagode, erbaut für die Sutren, die der Mönch Xuanzang aus Indien brachte, dann das Historische Museum Shaanxi mit Gold und Wandmalereien der Tang-Zeit oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, die Kleine Wildganspagode.",
        ],
      ],
      [
        "food",
        [
          "Xi'an: the Muslim Quarter",
          "Xi'an: il quartiere musulmano",
          "Xi'an: el barrio musulmán",
          "Xi'an : le quartier musulman",
          "Xi’an: das muslimische Viertel",
        ],
        [
          "The Hui Muslim Quarter and Beiyuanmen street: roujiamo, the flatbread stuffed with stewed meat, yangrou paomo soup with torn bread, biangbiang noodles and cumin lamb skewers.",
          "Il quartiere musulmano hui e la via Beiyuanmen: roujiamo, la focaccia ripiena di carne stufata, la zuppa yangrou paomo col pane spezzato, i noodles biangbiang e gli spiedini d'agnello al cumino.",
          "El barrio musulmán hui y la calle Beiyuanmen: roujiamo, el pan relleno de carne guisada, la sopa yangrou paomo con pan desmigado, los fideos biangbiang y las brochetas de cordero al comino.",
          "Le quartier musulman hui et la rue Beiyuanmen : roujiamo, galette fourrée de viande mijotée, soupe yangrou paomo au pain émietté, nouilles biangbiang et brochettes d'agneau au cumin.",
          "Das Viertel der muslimischen Hui und die Beiyuanmen-Straße: Roujiamo, Fladenbrot mit Schmorfleisch, Yangrou-Paomo-Suppe mit gebrochenem Brot, Biangbiang-Nudeln und Lammspieße mit Kreuzkümmel.",
        ],
      ],
    ],
  },
  "CHN Terracotta Army": {
    days: [
      [
        "see",
        [
          "Terracotta Army: the pits of Qin Shi Huang",
          "Esercito di terracotta: le fosse di Qin Shi Huang",
          "Guerreros de terracota: las fosas de Qin Shi Huang",
          "Armée de terre cuite : les fosses de Qin Shi Huang",
          "Terrakotta-Armee: die Gruben des Qin Shi Huang",
        ],
        [
          "The thousands of clay warriors of the first emperor, Qin Shi Huang, each with its own face, in Pits 1, 2 and 3, with the bronze chariots in the museum and the burial mound nearby.",
          "Le migliaia di guerrieri d'argilla del primo imperatore, Qin Shi Huang, ognuno col suo volto, nelle fosse 1, 2 e 3, con i carri di bronzo nel museo e il tumulo funerario poco lontano.",
          "Los miles de guerreros de arcilla del primer emperador, Qin Shi Huang, cada uno con su propio rostro, en las fosas 1, 2 y 3, con los carros de bronce del museo y el túmulo funerario cercano.",
          "Les milliers de guerriers d'argile du premier empereur, Qin Shi Huang, chacun avec son visage, dans les fosses 1, 2 et 3, les chars de bronze du musée et le tumulus funéraire voisin.",
          "Die tausenden Tonkrieger des ersten Kaisers Qin Shi Huang, jeder mit eigenem Gesicht, in den Gruben 1, 2 und 3, dazu die Bronzewagen im Museum und der nahe Grabhügel.",
        ],
      ],
    ],
  },
  "CHN Chengdu": {
    days: [
      [
        "see",
        [
          "Chengdu: the giant pandas",
          "Chengdu: i panda giganti",
          "Chengdu: los pandas gigantes",
          "Chengdu : les pandas géants",
          "Chengdu: die Großen Pandas",
        ],
        [
          "Early at the Chengdu Research Base of Giant Panda Breeding, when the pandas feed on bamboo and the young ones climb and tumble, with red pandas in the bamboo groves nearby.",
          "Di buon'ora alla base di ricerca sui panda giganti di Chengdu, quando i panda mangiano il bambù e i piccoli si arrampicano e ruzzolano, con i panda rossi nei boschetti vicini.",
          "A primera hora en la base de cría del panda gigante de Chengdu, cuando los pandas comen bambú y los jóvenes trepan y ruedan, con pandas rojos en los bosquecillos cercanos.",
          "Tôt à la base de recherche sur les pandas géants de Chengdu, à l'heure où ils mangent leur bambou et où les jeunes grimpent et culbutent, avec les pandas roux dans les bosquets voisins.",
          "Früh in der Forschungsbasis für Große Pandas in Chengdu, wenn die Pandas Bambus fressen und die Jungen klettern und purzeln, mit Kleinen Pandas in den Bambushainen nebenan.",
        ],
      ],
      [
        "see",
        [
          "Chengdu: Wenshu Monastery and the teahouses",
          "Chengdu: il monastero Wenshu e le case da tè",
          "Chengdu: el monasterio Wenshu y las casas de té",
          "Chengdu : le monastère Wenshu et les maisons de thé",
          "Chengdu: das Wenshu-Kloster und die Teehäuser",
        ],
        [
          "The Wenshu Monastery, the Wuhou Shrine and the lanes of Jinli, then an afternoon in People's Park at the Heming teahouse, where ear cleaners and mahjong players go from table to table.",
          "Il monastero Wenshu, il santuario di Wuhou e i vicoli di Jinli, poi un pomeriggio al Parco del Popolo nella casa da tè Heming, tra pulitori d'orecchie e giocatori di mahjong.",
          "El monasterio Wenshu, el santuario de Wuhou y las callejas de Jinli, y luego una tarde en el Parque del Pueblo en la casa de té Heming, entre limpiadores de oídos y jugadores de mahjong.",
          "Le monastère Wenshu, le temple de Wuhou et les ruelles de Jinli, puis un après-midi au parc du Peuple dans la maison de thé Heming, entre cureurs d'oreilles et joueurs de mah-jong.",
          "Das Wenshu-Kloster, der Wuhou-Schrein und die Gassen von Jinli, dann ein Nachmittag im Volkspark im Teehaus Heming zwischen Ohrenputzern und Mahjong-Spielern.",
        ],
      ],
      [
        "food",
        [
          "Chengdu: Sichuan pepper and hotpot",
          "Chengdu: pepe di Sichuan e hotpot",
          "Chengdu: pimienta de Sichuan y hotpot",
          "Chengdu : poivre du Sichuan et fondue",
          "Chengdu: Sichuanpfeffer und Feuertopf",
        ],
        [
          "A cooking class of mapo tofu and kung pao chicken, dan dan noodles and zhong dumplings in chili oil, and an evening around a bubbling Sichuan hotpot numbing with huajiao pepper.",
          "Un corso di cucina di mapo tofu e pollo kung pao, noodles dan dan e ravioli zhong in olio di peperoncino e una serata attorno a un hotpot del Sichuan che intorpidisce col pepe huajiao.",
          "Una clase de cocina de mapo tofu y pollo kung pao, fideos dan dan y empanadillas zhong en aceite de chile, y una noche alrededor de un hotpot de Sichuan que adormece con pimienta huajiao.",
          "Un cours de cuisine de mapo tofu et de poulet kung pao, nouilles dan dan et raviolis zhong à l'huile pimentée, puis une soirée autour d'une fondue du Sichuan qui engourdit au poivre huajiao.",
          "Ein Kochkurs mit Mapo-Tofu und Kung-Pao-Huhn, Dan-Dan-Nudeln und Zhong-Teigtaschen in Chiliöl, und abends ein brodelnder Sichuan-Feuertopf, der vom Huajiao-Pfeffer kribbelt.",
        ],
      ],
    ],
  },
  "CHN Emei Shan": {
    days: [
      [
        "see",
        [
          "Emei Shan: the Golden Summit",
          "Emei Shan: la Vetta d'oro",
          "Emei Shan: la Cumbre Dorada",
          "Emei Shan : le Sommet d'or",
          "Emei Shan: der Goldene Gipfel",
        ],
        [
          "Up by bus and cable car to the Golden Summit of Emei Shan, one of the four sacred Buddhist mountains, and its gilded statue of Samantabhadra with ten heads, looking out over the Sichuan plain.",
          "In bus e funivia fino alla Vetta d'oro dell'Emei Shan, una delle quattro montagne sacre buddhiste, con la statua dorata di Samantabhadra a dieci teste, affacciata sulla pianura del Sichuan.",
          "En autobús y teleférico hasta la Cumbre Dorada del Emei Shan, una de las cuatro montañas sagradas budistas, con la estatua dorada de Samantabhadra de diez cabezas, asomada a la llanura de Sichuan.",
          "En bus et téléphérique jusqu'au Sommet d'or de l'Emei Shan, l'une des quatre montagnes sacrées bouddhistes, et sa statue dorée de Samantabhadra à dix têtes, tournée vers la plaine du Sichuan.",
          "Mit Bus und Seilbahn zum Goldenen Gipfel des Emei Shan, eines der vier heiligen Berge des Buddhismus, und zur vergoldeten zehnköpfigen Samantabhadra-Statue mit Blick über die Sichuan-Ebene.",
        ],
      ],
      [
        "see",
        [
          "Emei Shan: Wannian Temple and the monkeys",
          "Emei Shan: il tempio Wannian e le scimmie",
          "Emei Shan: el templo Wannian y los monos",
          "Emei Shan : le temple Wannian et les singes",
          "Emei Shan: der Wannian-Tempel und die Affen",
        ],
        [
          "Stone steps through the lower forest from Wannian Temple, with its brick hall and bronze elephant, to the Qingyin Pavilion and the monkey zone, where Tibetan macaques watch the path.",
          "Gradini di pietra nella foresta bassa dal tempio Wannian, con la sala in mattoni e l'elefante di bronzo, fino al padiglione Qingyin e alla zona delle scimmie, dove i macachi tibetani sorvegliano il sentiero.",
          "Escalones de piedra por el bosque bajo desde el templo Wannian, con su sala de ladrillo y su elefante de bronce, hasta el pabellón Qingyin y la zona de los macacos tibetanos que vigilan el camino.",
          "Des marches de pierre dans la forêt basse, du temple Wannian, sa salle de brique et son éléphant de bronze, au pavillon Qingyin et à la zone des macaques du Tibet qui guettent le sentier.",
          "Steinstufen durch den unteren Wald vom Wannian-Tempel mit Ziegelhalle und Bronzeelefant zum Qingyin-Pavillon und zur Affenzone, wo Tibet-Makaken den Pfad beobachten.",
        ],
      ],
    ],
  },
  "CHN Zhangjiajie": {
    days: [
      [
        "see",
        [
          "Zhangjiajie: the sandstone pillars of Yuanjiajie",
          "Zhangjiajie: i pilastri di arenaria di Yuanjiajie",
          "Zhangjiajie: los pilares de arenisca de Yuanjiajie",
          "Zhangjiajie : les piliers de grès de Yuanjiajie",
          "Zhangjiajie: die Sandsteinsäulen von Yuanjiajie",
        ],
        [
          "The forest of sandstone pillars of Yuanjiajie, reached by the Bailong glass elevator up the cliff, with the Avatar Hallelujah Mountain, the First Bridge Under Heaven and Tianzi Mountain's viewpoints.",
          "La foresta di pilastri di arenaria di Yuanjiajie, raggiunta con l'ascensore di vetro Bailong sulla parete, con la montagna Hallelujah di Avatar, il Primo ponte sotto il cielo e i belvedere del monte Tianzi.",
          "El bosque de pilares de arenisca de Yuanjiajie, al que se sube por el ascensor de cristal Bailong, con la montaña Hallelujah de Avatar, el Primer Puente bajo el Cielo y los miradores del monte Tianzi.",
          "La forêt de piliers de grès de Yuanjiajie, par l'ascenseur vitré Bailong accroché à la falaise, avec la montagne Hallelujah d'Avatar, le Premier Pont sous le Ciel et les belvédères du mont Tianzi.",
          "Der Wald aus Sandsteinsäulen von Yuanjiajie, erreicht mit dem gläsernen Bailong-Aufzug an der Felswand, mit dem Avatar-Berg Hallelujah, der Ersten Brücke unter dem Himmel und den Aussichten des Tianzi.",
        ],
      ],
      [
        "see",
        [
          "Zhangjiajie: Golden Whip Stream and Tianmen Mountain",
          "Zhangjiajie: il torrente Frusta d'oro e il monte Tianmen",
          "Zhangjiajie: el arroyo Látigo Dorado y el monte Tianmen",
          "Zhangjiajie : le ruisseau du Fouet d'or et le mont Tianmen",
          "Zhangjiajie: der Goldpeitschenbach und der Tianmen-Berg",
        ],
        [
          "A walk along the Golden Whip Stream at the foot of the pillars, then the long cable car up Tianmen Mountain, its cliff walkways and the natural arch of Heaven's Gate above the 999 steps.",
          "Una passeggiata lungo il torrente Frusta d'oro ai piedi dei pilastri, poi la lunga funivia del monte Tianmen, le sue passerelle a strapiombo e l'arco naturale della Porta del Cielo sopra i 999 gradini.",
          "Un paseo junto al arroyo Látigo Dorado al pie de los pilares, y luego el largo teleférico del monte Tianmen, sus pasarelas sobre el vacío y el arco natural de la Puerta del Cielo sobre los 999 escalones.",
          "Une balade le long du ruisseau du Fouet d'or au pied des piliers, puis le long téléphérique du mont Tianmen, ses passerelles à flanc de falaise et l'arche naturelle de la Porte du Ciel au-dessus des 999 marches.",
          "Ein Weg am Goldpeitschenbach zu Füßen der Säulen, dann die lange Seilbahn auf den Tianmen, seine Klippenstege und der natürliche Felsbogen des Himmelstors über den 999 Stufen.",
        ],
      ],
    ],
  },
  "CHN Shanghai": {
    days: [
      [
        "see",
        [
          "Shanghai: the Bund and Yu Garden",
          "Shanghai: il Bund e il giardino Yu",
          "Shanghái: el Bund y el jardín Yu",
          "Shanghai : le Bund et le jardin Yu",
          "Shanghai: der Bund und der Yu-Garten",
        ],
        [
          "The 1920s banks and trading houses of the Bund facing the towers of Pudong across the Huangpu, then the old city's Yu Garden, its zigzag bridge and the Huxinting teahouse.",
          "Le banche e le case commerciali anni Venti del Bund di fronte ai grattacieli di Pudong oltre lo Huangpu, poi il giardino Yu della città vecchia, il ponte a zigzag e la casa da tè Huxinting.",
          "Los bancos y casas comerciales de los años veinte del Bund frente a las torres de Pudong al otro lado del Huangpu, y luego el jardín Yu de la ciudad vieja, su puente en zigzag y la casa de té Huxinting.",
          "Les banques et maisons de commerce des années 1920 du Bund face aux tours de Pudong de l'autre côté du Huangpu, puis le jardin Yu de la vieille ville, son pont en zigzag et la maison de thé Huxinting.",
          "Die Banken und Handelshäuser der 1920er am Bund gegenüber den Türmen von Pudong jenseits des Huangpu, dann der Yu-Garten der Altstadt mit Zickzackbrücke und dem Teehaus Huxinting.",
        ],
      ],
      [
        "see",
        [
          "Shanghai: the French Concession and Pudong",
          "Shanghai: la Concessione francese e Pudong",
          "Shanghái: la Concesión Francesa y Pudong",
          "Shanghai : la Concession française et Pudong",
          "Shanghai: die Französische Konzession und Pudong",
        ],
        [
          "Plane-tree avenues and shikumen lane houses of the former French Concession and Tianzifang, then the Shanghai Museum and the view from the top of the Shanghai Tower in Pudong.",
          "I viali di platani e le case shikumen dell'ex Concessione francese e di Tianzifang, poi il Museo di Shanghai e la vista dalla cima della Shanghai Tower a Pudong.",
          "Las avenidas de plátanos y las casas shikumen de la antigua Concesión Francesa y Tianzifang, y luego el Museo de Shanghái y la vista desde lo alto de la Shanghai Tower en Pudong.",
          "Les avenues de platanes et les maisons shikumen de l'ancienne Concession française et de Tianzifang, puis le musée de Shanghai et la vue du sommet de la Shanghai Tower à Pudong.",
          "Platanenalleen und Shikumen-Gassenhäuser der einstigen Französischen Konzession und von Tianzifang, dann das Shanghai-Museum und der Blick von der Spitze des Shanghai Tower in Pudong.",
        ],
      ],
      [
        "food",
        [
          "Shanghai: xiaolongbao and shengjian",
          "Shanghai: xiaolongbao e shengjian",
          "Shanghái: xiaolongbao y shengjian",
          "Shanghai : xiaolongbao et shengjian",
          "Shanghai: Xiaolongbao und Shengjian",
        ],
        [
          "Xiaolongbao soup dumplings, shengjian buns fried crisp at the bottom, scallion oil noodles and red-braised pork, hongshao rou, on a walk through the lanes with a local food guide.",
          "Ravioli in brodo xiaolongbao, panini shengjian croccanti sul fondo, noodles all'olio di cipollotto e maiale brasato hongshao rou, in giro tra i vicoli con una guida gastronomica locale.",
          "Empanadillas de sopa xiaolongbao, bollos shengjian crujientes por debajo, fideos con aceite de cebolleta y cerdo estofado hongshao rou, por las callejas con un guía gastronómico local.",
          "Raviolis à soupe xiaolongbao, brioches shengjian grillées dessous, nouilles à l'huile de ciboule et porc braisé hongshao rou, au fil des ruelles avec un guide gourmand local.",
          "Suppenteigtaschen Xiaolongbao, unten knusprig gebratene Shengjian-Brötchen, Nudeln mit Frühlingszwiebelöl und rot geschmortes Schwein Hongshao Rou, mit einem Food-Guide durch die Gassen.",
        ],
      ],
    ],
  },
  "CHN Suzhou": {
    days: [
      [
        "see",
        [
          "Suzhou: the Humble Administrator's Garden",
          "Suzhou: il Giardino dell'umile amministratore",
          "Suzhou: el Jardín del Administrador Humilde",
          "Suzhou : le jardin de l'Administrateur humble",
          "Suzhou: der Garten des Bescheidenen Beamten",
        ],
        [
          "The classical gardens of Suzhou: the ponds and pavilions of the Humble Administrator's Garden, the tiny Master of the Nets Garden, and the leaning Tiger Hill pagoda.",
          "I giardini classici di Suzhou: stagni e padiglioni del Giardino dell'umile amministratore, il piccolo Giardino del maestro delle reti e la pagoda pendente della Collina della tigre.",
          "Los jardines clásicos de Suzhou: estanques y pabellones del Jardín del Administrador Humilde, el pequeño Jardín del Maestro de las Redes y la pagoda inclinada de la Colina del Tigre.",
          "Les jardins classiques de Suzhou : bassins et pavillons du jardin de l'Administrateur humble, le petit jardin du Maître des filets et la pagode penchée de la colline du Tigre.",
          "Die klassischen Gärten von Suzhou: Teiche und Pavillons im Garten des Bescheidenen Beamten, der kleine Garten des Meisters der Netze und die schiefe Pagode auf dem Tigerhügel.",
        ],
      ],
      [
        "see",
        [
          "Suzhou: Pingjiang Road and the canals",
          "Suzhou: la via Pingjiang e i canali",
          "Suzhou: la calle Pingjiang y los canales",
          "Suzhou : la rue Pingjiang et les canaux",
          "Suzhou: die Pingjiang-Straße und die Kanäle",
        ],
        [
          "Along the canal of Pingjiang Road and its whitewashed houses, a boat on the waterways of Shantang Street, and the Suzhou Museum by I. M. Pei, with a visit to a silk embroidery studio.",
          "Lungo il canale della via Pingjiang e le sue case imbiancate, una barca sui canali di via Shantang e il Museo di Suzhou di I. M. Pei, con la visita a un laboratorio di ricamo su seta.",
          "Junto al canal de la calle Pingjiang y sus casas encaladas, un paseo en barca por los canales de la calle Shantang y el Museo de Suzhou de I. M. Pei, con visita a un taller de bordado en seda.",
          "Le long du canal de la rue Pingjiang et de ses maisons blanchies, une barque sur les canaux de la rue Shantang et le musée de Suzhou d'I. M. Pei, avec un atelier de broderie sur soie.",
          "Am Kanal der Pingjiang-Straße mit ihren weiß getünchten Häusern, eine Bootsfahrt auf den Kanälen der Shantang-Straße und das Suzhou-Museum von I. M. Pei, dazu eine Seidenstickerei.",
        ],
      ],
      [
        "food",
        [
          "Suzhou: squirrel fish and noodles",
          "Suzhou: pesce scoiattolo e noodles",
          "Suzhou: pescado ardilla y fideos",
          "Suzhou : poisson écureuil et nouilles",
          "Suzhou: Eichhörnchenfisch und Nudeln",
        ],
        [
          "Breakfast of Suzhou noodles in a clear broth with their toppings on the side, sweet and sour squirrel-shaped mandarin fish, and the little osmanthus cakes of the old pastry shops.",
          "Colazione di noodles di Suzhou in brodo chiaro con i condimenti a parte, il pesce mandarino agrodolce a forma di scoiattolo e i dolcetti all'osmanto delle vecchie pasticcerie.",
          "Desayuno de fideos de Suzhou en caldo claro con sus guarniciones aparte, el pez mandarín agridulce en forma de ardilla y los pastelitos de osmanto de las viejas pastelerías.",
          "Petit-déjeuner de nouilles de Suzhou en bouillon clair, garnitures à part, poisson mandarin aigre-doux en forme d'écureuil et petits gâteaux à l'osmanthe des vieilles pâtisseries.",
          "Frühstück mit Suzhou-Nudeln in klarer Brühe und Beilagen extra, süßsaurer Mandarinfisch in Eichhörnchenform und kleine Osmanthus-Kuchen aus den alten Konditoreien.",
        ],
      ],
    ],
  },
  "CHN Hangzhou": {
    days: [
      [
        "see",
        [
          "Hangzhou: West Lake",
          "Hangzhou: il Lago dell'Ovest",
          "Hangzhou: el Lago del Oeste",
          "Hangzhou : le lac de l'Ouest",
          "Hangzhou: der Westsee",
        ],
        [
          "West Lake on foot and by boat: the Su Causeway under willows, the Three Pools Mirroring the Moon, Leifeng Pagoda, and the Broken Bridge at the end of the Bai Causeway.",
          "Il Lago dell'Ovest a piedi e in barca: la diga Su tra i salici, le Tre pozze che rispecchiano la luna, la pagoda Leifeng e il Ponte spezzato in fondo alla diga Bai.",
          "El Lago del Oeste a pie y en barca: la calzada Su bajo los sauces, las Tres Pozas que Reflejan la Luna, la pagoda Leifeng y el Puente Roto al final de la calzada Bai.",
          "Le lac de l'Ouest à pied et en barque : la digue Su sous les saules, les Trois Étangs reflétant la lune, la pagode Leifeng et le Pont brisé au bout de la digue Bai.",
          "Der Westsee zu Fuß und im Boot: der Su-Damm unter Weiden, die Drei Teiche, die den Mond spiegeln, die Leifeng-Pagode und die Gebrochene Brücke am Ende des Bai-Damms.",
        ],
      ],
      [
        "see",
        [
          "Hangzhou: Lingyin Temple and Longjing tea",
          "Hangzhou: il tempio Lingyin e il tè Longjing",
          "Hangzhou: el templo Lingyin y el té Longjing",
          "Hangzhou : le temple Lingyin et le thé Longjing",
          "Hangzhou: der Lingyin-Tempel und Longjing-Tee",
        ],
        [
          "The Buddhas carved into the cliffs of Feilai Feng and the Lingyin Temple, then the tea terraces of Longjing village, where a grower roasts Dragon Well leaves by hand in a hot wok.",
          "I Buddha scolpiti nelle rocce del Feilai Feng e il tempio Lingyin, poi le terrazze del villaggio di Longjing, dove un coltivatore tosta a mano le foglie del Pozzo del drago in un wok rovente.",
          "Los Budas tallados en la roca del Feilai Feng y el templo Lingyin, y luego las terrazas de té de la aldea de Longjing, donde un cultivador tuesta a mano en un wok las hojas del Pozo del Dragón.",
          "Les bouddhas sculptés dans les falaises du Feilai Feng et le temple Lingyin, puis les terrasses du village de Longjing, où un producteur torréfie à la main le Puits du Dragon dans un wok brûlant.",
          "Die in die Felsen des Feilai Feng gehauenen Buddhas und der Lingyin-Tempel, dann die Teeterrassen des Dorfs Longjing, wo ein Bauer den Drachenbrunnentee von Hand im heißen Wok röstet.",
        ],
      ],
      [
        "food",
        [
          "Hangzhou: Dongpo pork and lake fish",
          "Hangzhou: maiale Dongpo e pesce di lago",
          "Hangzhou: cerdo Dongpo y pescado de lago",
          "Hangzhou : porc Dongpo et poisson du lac",
          "Hangzhou: Dongpo-Schwein und Seefisch",
        ],
        [
          "Dongpo pork braised in Shaoxing wine, West Lake fish in vinegar sauce, river shrimp stir-fried with Longjing tea leaves and beggar's chicken baked in clay, at the tables of the Hefang Street quarter.",
          "Maiale Dongpo brasato nel vino di Shaoxing, pesce del Lago dell'Ovest in salsa all'aceto, gamberi di fiume saltati con foglie di Longjing e pollo del mendicante cotto nell'argilla, nel quartiere di via Hefang.",
          "Cerdo Dongpo estofado en vino de Shaoxing, pescado del Lago del Oeste en salsa de vinagre, gambas de río salteadas con hojas de Longjing y pollo del mendigo cocido en barro, en el barrio de la calle Hefang.",
          "Porc Dongpo braisé au vin de Shaoxing, poisson du lac de l'Ouest sauce vinaigre, crevettes de rivière sautées aux feuilles de Longjing et poulet du mendiant cuit dans l'argile, vers la rue Hefang.",
          "In Shaoxing-Wein geschmortes Dongpo-Schwein, Westsee-Fisch in Essigsoße, mit Longjing-Blättern gebratene Flussgarnelen und in Lehm gebackenes Bettlerhuhn, rund um die Hefang-Straße.",
        ],
      ],
    ],
  },
  "CHN Huangshan": {
    days: [
      [
        "see",
        [
          "Huangshan: the eastern peaks and Beginning-to-Believe Peak",
          "Huangshan: le vette orientali e il picco Shixin",
          "Huangshan: los picos del este y el pico Shixin",
          "Huangshan : les pics de l'Est et le pic Shixin",
          "Huangshan: die Ostgipfel und der Shixin-Gipfel",
        ],
        [
          "Up the Yungu cable car into the granite peaks of Huangshan, along the paths to Beginning-to-Believe Peak and the Black Tiger pine, and the view over the northern peaks from Refreshing Terrace.",
          "In funivia da Yungu tra le vette di granito di Huangshan, sui sentieri fino al picco Shixin, quello del Cominciare a credere, al pino della Tigre nera e alla vista sulle vette del nord dalla Terrazza rinfrescante.",
          "En el teleférico de Yungu hasta los picos de granito de Huangshan, por los senderos al pico Shixin, el de Empezar a Creer, al pino del Tigre Negro y a la vista de los picos del norte desde la Terraza Refrescante.",
          "Le téléphérique de Yungu jusqu'aux pics de granit de Huangshan, puis les sentiers vers le pic Shixin, celui où l'on commence à croire, le pin du Tigre noir et la vue sur les pics du nord depuis la terrasse Qingliang.",
          "Mit der Yungu-Seilbahn in die Granitgipfel des Huangshan, auf Pfaden zum Shixin-Gipfel des Zu-glauben-Beginnens, zur Schwarzer-Tiger-Kiefer und zum Blick über die Nordgipfel von der Erfrischungsterrasse.",
        ],
      ],
      [
        "see",
        [
          "Huangshan: the West Sea Grand Canyon",
          "Huangshan: il Grand Canyon del Mare dell'Ovest",
          "Huangshan: el Gran Cañón del Mar del Oeste",
          "Huangshan : le grand canyon de la mer de l'Ouest",
          "Huangshan: der Große Canyon des Westmeers",
        ],
        [
          "Stairs cut into the cliffs of the West Sea Grand Canyon, past Bright Summit Peak and Flying Rock, then down by the Jade Screen cable car past the Welcoming Guest Pine.",
          "Scale intagliate nelle pareti del Grand Canyon del Mare dell'Ovest, oltre il picco della Vetta luminosa e la Roccia volante, poi giù con la funivia dello Schermo di giada accanto al Pino che accoglie gli ospiti.",
          "Escaleras talladas en los acantilados del Gran Cañón del Mar del Oeste, junto al pico Guangming y la Roca Voladora, y bajada en el teleférico de la Pantalla de Jade junto al Pino que da la Bienvenida.",
          "Des escaliers taillés dans les falaises du grand canyon de la mer de l'Ouest, par le pic Guangming et le Rocher volant, puis la descente par le téléphérique de l'Écran de jade devant le Pin qui accueille les hôtes.",
          "In die Felsen gehauene Treppen im Großen Canyon des Westmeers, vorbei am Guangming-Gipfel und am Fliegenden Felsen, dann mit der Jadeschirm-Seilbahn hinab an der Gäste begrüßenden Kiefer vorbei.",
        ],
      ],
    ],
  },
  "CHN Guilin": {
    days: [
      [
        "see",
        [
          "Guilin: Elephant Trunk Hill and Reed Flute Cave",
          "Guilin: la collina Proboscide d'elefante e la grotta del Flauto di canna",
          "Guilin: la colina Trompa de Elefante y la cueva de la Flauta de Caña",
          "Guilin : la colline de la Trompe d'éléphant et la grotte de la Flûte de roseau",
          "Guilin: der Elefantenrüsselberg und die Schilfrohrflötenhöhle",
        ],
        [
          "Elephant Trunk Hill dipping into the Li River, the karst lookout of Fubo Hill, and the lit chambers of Reed Flute Cave, then the Sun and Moon Pagodas on Shan Lake.",
          "La collina Proboscide d'elefante che s'immerge nel fiume Li, il belvedere carsico della collina Fubo, le sale illuminate della grotta del Flauto di canna e le pagode del Sole e della Luna sul lago Shan.",
          "La colina Trompa de Elefante hundida en el río Li, el mirador kárstico de la colina Fubo, las salas iluminadas de la cueva de la Flauta de Caña y las pagodas del Sol y la Luna sobre el lago Shan.",
          "La colline de la Trompe d'éléphant plongeant dans la rivière Li, le belvédère karstique de la colline Fubo, les salles éclairées de la grotte de la Flûte de roseau et les pagodes du Soleil et de la Lune.",
          "Der Elefantenrüsselberg, der in den Li-Fluss taucht, der Karstaussichtspunkt Fubo-Hügel, die beleuchteten Säle der Schilfrohrflötenhöhle und die Sonnen- und Mondpagode am Shan-See.",
        ],
      ],
      [
        "see",
        [
          "Guilin: the Longji rice terraces",
          "Guilin: le terrazze di riso di Longji",
          "Guilin: las terrazas de arroz de Longji",
          "Guilin : les rizières en terrasses de Longji",
          "Guilin: die Reisterrassen von Longji",
        ],
        [
          "A day out in the Dragon's Backbone rice terraces of Longji, walking between Ping'an and the Zhuang and Yao villages, where Yao women wear their hair uncut down to their ankles.",
          "Una giornata tra le terrazze di riso della Spina dorsale del drago a Longji, a piedi tra Ping'an e i villaggi zhuang e yao, dove le donne yao portano i capelli mai tagliati fino alle caviglie.",
          "Un día en las terrazas de arroz del Espinazo del Dragón en Longji, a pie entre Ping'an y las aldeas zhuang y yao, donde las mujeres yao llevan el pelo sin cortar hasta los tobillos.",
          "Une journée dans les rizières de l'Échine du dragon à Longji, à pied entre Ping'an et les villages zhuang et yao, où les femmes yao portent des cheveux jamais coupés jusqu'aux chevilles.",
          "Ein Tag in den Reisterrassen des Drachenrückgrats von Longji, zu Fuß zwischen Ping'an und den Dörfern der Zhuang und Yao, wo die Yao-Frauen ihr nie geschnittenes Haar bis zu den Knöcheln tragen.",
        ],
      ],
      [
        "food",
        [
          "Guilin: rice noodles and beer fish",
          "Guilin: noodles di riso e pesce alla birra",
          "Guilin: fideos de arroz y pescado a la cerveza",
          "Guilin : nouilles de riz et poisson à la bière",
          "Guilin: Reisnudeln und Bierfisch",
        ],
        [
          "Guilin mifen, rice noodles in braised broth with pickled beans and peanuts, the Zhengyang pedestrian street's stalls, and beer fish from the Li River cooked with tomatoes and chilies.",
          "I mifen di Guilin, noodles di riso in brodo brasato con fagiolini sottaceto e arachidi, le bancarelle della via pedonale Zhengyang e il pesce del fiume Li alla birra con pomodori e peperoncini.",
          "Los mifen de Guilin, fideos de arroz en caldo estofado con judías encurtidas y cacahuetes, los puestos de la calle peatonal Zhengyang y el pescado del río Li a la cerveza con tomate y guindilla.",
          "Les mifen de Guilin, nouilles de riz au bouillon braisé, haricots marinés et cacahuètes, les échoppes de la rue piétonne Zhengyang et le poisson de la Li à la bière, tomates et piments.",
          "Guilin-Mifen, Reisnudeln in geschmorter Brühe mit eingelegten Bohnen und Erdnüssen, die Stände der Fußgängerstraße Zhengyang und Bierfisch aus dem Li-Fluss mit Tomaten und Chili.",
        ],
      ],
    ],
  },
  "CHN Li River": {
    days: [
      [
        "see",
        [
          "Li River: the cruise through the karst",
          "Fiume Li: la crociera tra i picchi carsici",
          "Río Li: el crucero entre el karst",
          "Rivière Li : la croisière dans le karst",
          "Li-Fluss: die Fahrt durch den Karst",
        ],
        [
          "The river cruise downstream between the karst peaks, past Nine Horses Fresco Hill and the bend at Xingping pictured on the twenty-yuan note, with water buffalo grazing on the banks.",
          "La crociera lungo il fiume tra i picchi carsici, oltre la collina dei Nove cavalli e l'ansa di Xingping raffigurata sulla banconota da venti yuan, coi bufali al pascolo sulle rive.",
          "El crucero río abajo entre los picos kársticos, junto a la colina de los Nueve Caballos y el meandro de Xingping del billete de veinte yuanes, con búfalos de agua pastando en las orillas.",
          "La croisière au fil de l'eau entre les pitons karstiques, devant la colline des Neuf Chevaux et le méandre de Xingping du billet de vingt yuans, avec des buffles qui paissent sur les berges.",
          "Die Flussfahrt stromab zwischen den Karstkegeln, vorbei am Neun-Pferde-Fresko-Berg und an der Flussbiegung bei Xingping vom Zwanzig-Yuan-Schein, mit grasenden Wasserbüffeln am Ufer.",
        ],
      ],
      [
        "see",
        [
          "Li River: by bamboo raft at Xingping",
          "Fiume Li: in zattera di bambù a Xingping",
          "Río Li: en balsa de bambú en Xingping",
          "Rivière Li : en radeau de bambou à Xingping",
          "Li-Fluss: mit dem Bambusfloß bei Xingping",
        ],
        [
          "A bamboo raft on the quiet stretch around Xingping, the old town's lanes, and the climb up Laozhai Hill for the view over the river's bends; at dusk, cormorant fishermen show their birds.",
          "Una zattera di bambù sul tratto tranquillo di Xingping, i vicoli del borgo antico e la salita al colle Laozhai per la vista sulle anse del fiume; al tramonto, i pescatori coi cormorani.",
          "Una balsa de bambú por el tramo tranquilo de Xingping, las callejas del pueblo viejo y la subida al cerro Laozhai para ver los meandros del río; al atardecer, los pescadores con cormoranes.",
          "Un radeau de bambou sur le tronçon paisible de Xingping, les ruelles du vieux bourg et la montée au mont Laozhai pour la vue sur les méandres ; au crépuscule, les pêcheurs et leurs cormorans.",
          "Ein Bambusfloß auf dem ruhigen Abschnitt bei Xingping, die Gassen des alten Orts und der Aufstieg auf den Laozhai-Hügel mit Blick auf die Flussschleifen; in der Dämmerung die Kormoranfischer.",
        ],
      ],
    ],
  },
  "CHN Yangshuo": {
    days: [
      [
        "see",
        [
          "Yangshuo: by bicycle along the Yulong River",
          "Yangshuo: in bicicletta lungo il fiume Yulong",
          "Yangshuo: en bicicleta por el río Yulong",
          "Yangshuo : à vélo le long de la rivière Yulong",
          "Yangshuo: mit dem Rad am Yulong-Fluss",
        ],
        [
          "Country lanes by bicycle through rice fields and karst peaks to the Ming Yulong Bridge, a bamboo raft down the Yulong River, and the natural arch of Moon Hill.",
          "Stradine di campagna in bicicletta tra risaie e picchi carsici fino al ponte Ming di Yulong, una zattera di bambù sul fiume Yulong e l'arco naturale della Collina della luna.",
          "Caminos rurales en bicicleta entre arrozales y picos kársticos hasta el puente Ming de Yulong, una balsa de bambú por el río Yulong y el arco natural de la Colina de la Luna.",
          "Des chemins de campagne à vélo entre rizières et pitons karstiques jusqu'au pont Ming de Yulong, un radeau de bambou sur la Yulong et l'arche naturelle de la colline de la Lune.",
          "Auf Feldwegen mit dem Rad durch Reisfelder und Karstkegel zur Yulong-Brücke aus der Ming-Zeit, ein Bambusfloß auf dem Yulong-Fluss und der Felsbogen des Mondbergs.",
        ],
      ],
      [
        "food",
        [
          "Yangshuo: a farmhouse cooking class",
          "Yangshuo: lezione di cucina in una fattoria",
          "Yangshuo: clase de cocina en una granja",
          "Yangshuo : cours de cuisine à la ferme",
          "Yangshuo: Kochkurs auf dem Bauernhof",
        ],
        [
          "A morning at the village market, then a cooking class in a farmhouse: stuffed Yangshuo vegetables, eggplant with garlic and chili, and beer fish in the local style.",
          "Una mattina al mercato del villaggio, poi una lezione di cucina in una fattoria: verdure ripiene alla maniera di Yangshuo, melanzane all'aglio e peperoncino e pesce alla birra del luogo.",
          "Una mañana en el mercado del pueblo y luego una clase de cocina en una granja: verduras rellenas al estilo de Yangshuo, berenjena con ajo y guindilla y pescado a la cerveza del lugar.",
          "Une matinée au marché du village, puis un cours de cuisine dans une ferme : légumes farcis à la mode de Yangshuo, aubergines à l'ail et au piment et poisson à la bière local.",
          "Ein Vormittag auf dem Dorfmarkt, dann ein Kochkurs in einem Bauernhaus: gefülltes Gemüse nach Yangshuo-Art, Aubergine mit Knoblauch und Chili und Bierfisch nach örtlichem Rezept.",
        ],
      ],
    ],
  },
  "CHN Lijiang": {
    days: [
      [
        "see",
        [
          "Lijiang: the old town and Black Dragon Pool",
          "Lijiang: la città vecchia e lo Stagno del drago nero",
          "Lijiang: el casco antiguo y el Estanque del Dragón Negro",
          "Lijiang : la vieille ville et l'étang du Dragon noir",
          "Lijiang: die Altstadt und der Schwarzdrachenteich",
        ],
        [
          "The canals and cobbled lanes of the Naxi old town of Dayan, the Mu family mansion, and Black Dragon Pool with the Jade Dragon Snow Mountain reflected in it.",
          "I canali e i vicoli lastricati della città vecchia naxi di Dayan, la residenza della famiglia Mu e lo Stagno del drago nero con la Montagna innevata del drago di giada riflessa nelle acque.",
          "Los canales y callejas empedradas del casco antiguo naxi de Dayan, la mansión de la familia Mu y el Estanque del Dragón Negro, donde se refleja la Montaña Nevada del Dragón de Jade.",
          "Les canaux et ruelles pavées de la vieille ville naxi de Dayan, la résidence de la famille Mu et l'étang du Dragon noir où se reflète la montagne enneigée du Dragon de jade.",
          "Die Kanäle und Pflastergassen der Naxi-Altstadt Dayan, die Residenz der Familie Mu und der Schwarzdrachenteich, in dem sich der Jadedrachen-Schneeberg spiegelt.",
        ],
      ],
      [
        "see",
        [
          "Lijiang: Baisha and Shuhe",
          "Lijiang: Baisha e Shuhe",
          "Lijiang: Baisha y Shuhe",
          "Lijiang : Baisha et Shuhe",
          "Lijiang: Baisha und Shuhe",
        ],
        [
          "The Naxi villages below the mountain: Baisha with its Ming murals and embroidery workshops, and Shuhe, an old Tea Horse Road stop, with a Dongba priest explaining the pictographic script.",
          "I villaggi naxi sotto la montagna: Baisha con i suoi affreschi Ming e le botteghe di ricamo e Shuhe, antica tappa della Via del tè e dei cavalli, con un sacerdote dongba che spiega la scrittura a pittogrammi.",
          "Las aldeas naxi al pie de la montaña: Baisha con sus murales Ming y sus talleres de bordado y Shuhe, vieja parada del Camino del Té y los Caballos, con un sacerdote dongba que explica su escritura pictográfica.",
          "Les villages naxi sous la montagne : Baisha, ses fresques Ming et ses ateliers de broderie, et Shuhe, ancienne étape de la route du thé et des chevaux, avec un prêtre dongba qui explique l'écriture pictographique.",
          "Die Naxi-Dörfer unter dem Berg: Baisha mit Ming-Fresken und Stickwerkstätten und Shuhe, eine alte Station der Tee-Pferde-Straße, wo ein Dongba-Priester die Bilderschrift erklärt.",
        ],
      ],
      [
        "food",
        [
          "Lijiang: Naxi baba and yak hotpot",
          "Lijiang: baba naxi e hotpot di yak",
          "Lijiang: baba naxi y hotpot de yak",
          "Lijiang : baba naxi et fondue au yak",
          "Lijiang: Naxi-Baba und Yak-Feuertopf",
        ],
        [
          "Naxi baba flatbread from the griddle, chilled jidou liangfen pea jelly, Yunnan ham and wild mushrooms, and a yak meat hotpot, around the Zhongyi market of the old town.",
          "Baba naxi appena uscita dalla piastra, la gelatina di ceci jidou liangfen, prosciutto dello Yunnan e funghi selvatici e un hotpot di carne di yak, attorno al mercato Zhongyi della città vecchia.",
          "Pan baba naxi recién salido de la plancha, la gelatina de garbanzos jidou liangfen, jamón de Yunnan y setas silvestres y un hotpot de carne de yak, en torno al mercado Zhongyi del casco viejo.",
          "Galette baba naxi sortie de la plaque, gelée de pois jidou liangfen, jambon du Yunnan et champignons sauvages, et une fondue de yak, autour du marché Zhongyi de la vieille ville.",
          "Naxi-Baba-Fladenbrot frisch von der Platte, kaltes Erbsengelee Jidou Liangfen, Yunnan-Schinken und Wildpilze und ein Feuertopf mit Yakfleisch, rund um den Zhongyi-Markt der Altstadt.",
        ],
      ],
    ],
  },
  "CHN Tiger Leaping Gorge": {
    days: [
      [
        "trek",
        [
          "Tiger Leaping Gorge: up the 28 Bends",
          "Gola del Salto della Tigre: su per le 28 curve",
          "Garganta del Salto del Tigre: por las 28 curvas",
          "Gorges du Saut du Tigre : la montée des 28 lacets",
          "Tigersprung-Schlucht: die 28 Kehren hinauf",
        ],
        [
          "From Qiaotou along the high trail above the Jinsha River, up the steep 28 Bends to the trail's highest point and on to the Tea Horse guesthouse, facing the Jade Dragon Snow Mountain.",
          "Da Qiaotou lungo il sentiero alto sopra il fiume Jinsha, su per le ripide 28 curve fino al punto più alto del percorso e poi alla locanda Tea Horse, di fronte alla Montagna innevata del drago di giada.",
          "Desde Qiaotou por el sendero alto sobre el río Jinsha, subiendo las empinadas 28 curvas hasta el punto más alto de la ruta y luego al albergue Tea Horse, frente a la Montaña Nevada del Dragón de Jade.",
          "De Qiaotou par le sentier haut au-dessus du Jinsha, la rude montée des 28 lacets jusqu'au point culminant du parcours, puis l'auberge Tea Horse face à la montagne enneigée du Dragon de jade.",
          "Von Qiaotou auf dem Höhenweg über dem Jinsha-Fluss, die steilen 28 Kehren hinauf zum höchsten Punkt der Route und weiter zur Herberge Tea Horse gegenüber dem Jadedrachen-Schneeberg.",
        ],
      ],
      [
        "trek",
        [
          "Tiger Leaping Gorge: to Halfway guesthouse",
          "Gola del Salto della Tigre: fino alla locanda Halfway",
          "Garganta del Salto del Tigre: hasta el albergue Halfway",
          "Gorges du Saut du Tigre : jusqu'à l'auberge Halfway",
          "Tigersprung-Schlucht: zur Herberge Halfway",
        ],
        [
          "A balcony path past Naxi farms and cliffside waterfalls to the Halfway guesthouse, whose terrace looks straight across the gorge to the sheer walls of Haba and Jade Dragon.",
          "Un sentiero a balcone tra fattorie naxi e cascate a strapiombo fino alla locanda Halfway, la cui terrazza guarda dritta oltre la gola verso le pareti dell'Haba e del Drago di giada.",
          "Una senda balcón entre granjas naxi y cascadas sobre el precipicio hasta el albergue Halfway, cuya terraza mira de frente a las paredes del Haba y del Dragón de Jade al otro lado de la garganta.",
          "Un sentier en balcon entre fermes naxi et cascades accrochées à la falaise jusqu'à l'auberge Halfway, dont la terrasse fait face aux parois du Haba et du Dragon de jade.",
          "Ein Balkonweg vorbei an Naxi-Höfen und Wasserfällen an der Felswand zur Herberge Halfway, deren Terrasse direkt auf die Steilwände von Haba und Jadedrachen blickt.",
        ],
      ],
      [
        "trek",
        [
          "Tiger Leaping Gorge: down to the Tiger Leaping Stone",
          "Gola del Salto della Tigre: giù fino alla Pietra della tigre",
          "Garganta del Salto del Tigre: bajada a la Piedra del Tigre",
          "Gorges du Saut du Tigre : descente au rocher du Tigre",
          "Tigersprung-Schlucht: hinab zum Tigersprungstein",
        ],
        [
          "Down past Tina's guesthouse to the river, by the steep path and ladders of the middle gorge, to the Tiger Leaping Stone where the Jinsha roars through its narrowest point, and on to Walnut Garden.",
          "Giù oltre la locanda di Tina fino al fiume, per il ripido sentiero e le scale della gola mediana, alla Pietra della tigre dove il Jinsha ruggisce nel punto più stretto, e poi a Walnut Garden.",
          "Bajada junto al albergue de Tina hasta el río, por el camino empinado y las escaleras de la garganta media, hasta la Piedra del Tigre donde el Jinsha ruge en su punto más estrecho, y luego a Walnut Garden.",
          "Descente par l'auberge de Tina jusqu'au fleuve, par le sentier raide et les échelles des gorges moyennes, au rocher du Tigre où le Jinsha gronde en son point le plus étroit, puis Walnut Garden.",
          "Hinab an Tina's Guesthouse vorbei zum Fluss, über den steilen Pfad und die Leitern der mittleren Schlucht zum Tigersprungstein, wo der Jinsha an der engsten Stelle tost, und weiter nach Walnut Garden.",
        ],
      ],
      [
        "see",
        [
          "Tiger Leaping Gorge: the upper gorge",
          "Gola del Salto della Tigre: la gola superiore",
          "Garganta del Salto del Tigre: la garganta superior",
          "Gorges du Saut du Tigre : les gorges supérieures",
          "Tigersprung-Schlucht: die obere Schlucht",
        ],
        [
          "The road along the upper gorge to the viewing platforms above the rapids, where the Jinsha, the upper Yangtze, squeezes between mountains rising thousands of feet on either side.",
          "La strada lungo la gola superiore fino alle piattaforme panoramiche sopra le rapide, dove il Jinsha, l'alto Yangtze, si stringe tra montagne alte migliaia di metri su entrambi i lati.",
          "La carretera de la garganta superior hasta los miradores sobre los rápidos, donde el Jinsha, el alto Yangtsé, se estrecha entre montañas que se alzan miles de metros a cada lado.",
          "La route des gorges supérieures jusqu'aux plateformes au-dessus des rapides, où le Jinsha, le haut Yangzi, se faufile entre des montagnes hautes de milliers de mètres de chaque côté.",
          "Die Straße durch die obere Schlucht zu den Aussichtsplattformen über den Stromschnellen, wo sich der Jinsha, der obere Jangtse, zwischen tausende Meter hohen Bergen hindurchzwängt.",
        ],
      ],
    ],
  },
  // South Korea
  "KOR Seoul": {
    days: [
      [
        "see",
        [
          "Seoul: Gyeongbokgung, Changdeokgung and Bukchon",
          "Seul: Gyeongbokgung, Changdeokgung e Bukchon",
          "Seúl: Gyeongbokgung, Changdeokgung y Bukchon",
          "Séoul : Gyeongbokgung, Changdeokgung et Bukchon",
          "Seoul: Gyeongbokgung, Changdeokgung und Bukchon",
        ],
        [
          "The changing of the guard at Gyeongbokgung Palace, the tiled hanok houses of Bukchon on the hill above, and the secret garden of Changdeokgung, ending in the tea shops of Insadong; Changdeokgung closes on Mondays and Gyeongbokgung on Tuesdays, when the day keeps to the palace that is open.",
          "Il cambio della guardia al palazzo Gyeongbokgung, le case hanok dai tetti di tegole di Bukchon sulla collina e il giardino segreto del Changdeokgung, per finire nelle sale da tè di Insadong; il Changdeokgung chiude il lunedì e il Gyeongbokgung il martedì, giorni in cui si visita solo il palazzo aperto.",
          "El cambio de guardia en el palacio Gyeongbokgung, las casas hanok de tejas de Bukchon en la colina y el jardín secreto del Changdeokgung, para terminar en las casas de té de Insadong; el Changdeokgung cierra los lunes y el Gyeongbokgung los martes, días en que se visita solo el palacio abierto.",
          "La relève de la garde au palais Gyeongbokgung, les maisons hanok aux toits de tuiles de Bukchon sur la colline et le jardin secret du Changdeokgung, pour finir dans les salons de thé d'Insadong ; le Changdeokgung ferme le lundi et le Gyeongbokgung le mardi, jours où l'on ne visite que le palais ouvert.",
          "Die Wachablösung am Gyeongbokgung-Palast, die ziegelgedeckten Hanok-Häuser von Bukchon am Hang und der Geheime Garten des Changdeokgung, zum Schluss die Teestuben von Insadong; der Changdeokgung schließt montags, der Gyeongbokgung dienstags, dann bleibt es beim geöffneten Palast.",
        ],
      ],
      [
        "see",
        [
          "Seoul: the Jongmyo shrine and Namsan",
          "Seul: il santuario Jongmyo e il Namsan",
          "Seúl: el santuario Jongmyo y el Namsan",
          "Séoul : le sanctuaire Jongmyo et le Namsan",
          "Seoul: der Jongmyo-Schrein und der Namsan",
        ],
        [
          "The royal ancestral shrine of Jongmyo, or, if the day falls on a Tuesday, when it is closed, the palace of Changgyeonggung next door, then a walk along the Cheonggyecheon stream, the Dongdaemun Design Plaza, and the old fortress wall up Namsan to N Seoul Tower at dusk.",
          "Il santuario degli antenati reali di Jongmyo o, se il giorno cade di martedì, quando è chiuso, il vicino palazzo Changgyeonggung, poi una passeggiata lungo il torrente Cheonggyecheon, il Dongdaemun Design Plaza e le antiche mura su per il Namsan fino alla N Seoul Tower al tramonto.",
          "El santuario de los antepasados reales de Jongmyo o, si el día cae en martes, cuando cierra, el vecino palacio Changgyeonggung, luego un paseo por el arroyo Cheonggyecheon, el Dongdaemun Design Plaza y la vieja muralla subiendo el Namsan hasta la N Seoul Tower al atardecer.",
          "Le sanctuaire royal des ancêtres de Jongmyo ou, si la journée tombe un mardi, jour de sa fermeture, le palais voisin de Changgyeonggung, puis une promenade le long du ruisseau Cheonggyecheon, le Dongdaemun Design Plaza et la vieille muraille sur le Namsan jusqu'à la N Seoul Tower au crépuscule.",
          "Der königliche Ahnenschrein Jongmyo oder, fällt der Tag auf einen Dienstag, an dem er geschlossen ist, der benachbarte Palast Changgyeonggung, dann ein Gang am Bach Cheonggyecheon entlang, die Dongdaemun Design Plaza und die alte Festungsmauer den Namsan hinauf zum N Seoul Tower in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Seoul: Gwangjang market and Korean barbecue",
          "Seul: il mercato Gwangjang e il barbecue coreano",
          "Seúl: el mercado Gwangjang y la barbacoa coreana",
          "Séoul : le marché Gwangjang et le barbecue coréen",
          "Seoul: der Gwangjang-Markt und koreanisches Barbecue",
        ],
        [
          "Bindaetteok mung bean pancakes, mayak gimbap and knife-cut noodles at the stalls of Gwangjang market, then samgyeopsal pork belly grilled at the table with kimchi and soju.",
          "Frittelle di fagioli mungo bindaetteok, mayak gimbap e noodles tagliati al coltello ai banchi del mercato Gwangjang, poi pancetta samgyeopsal grigliata al tavolo con kimchi e soju.",
          "Tortitas de judía mungo bindaetteok, mayak gimbap y fideos cortados a cuchillo en los puestos del mercado Gwangjang, y luego panceta samgyeopsal asada en la mesa con kimchi y soju.",
          "Galettes de haricots mungo bindaetteok, mayak gimbap et nouilles coupées au couteau aux étals du marché Gwangjang, puis poitrine de porc samgyeopsal grillée à table avec kimchi et soju.",
          "Mungbohnenpfannkuchen Bindaetteok, Mayak-Gimbap und messergeschnittene Nudeln an den Ständen des Gwangjang-Markts, dann am Tisch gegrillter Schweinebauch Samgyeopsal mit Kimchi und Soju.",
        ],
      ],
      [
        "night",
        [
          "Seoul: Hongdae after dark",
          "Seul: Hongdae di sera",
          "Seúl: Hongdae de noche",
          "Séoul : Hongdae le soir",
          "Seoul: Hongdae am Abend",
        ],
        [
          "The university quarter of Hongdae: buskers and dance crews on the street, fried chicken and beer, chimaek, in a pojangmacha tent bar, then live music clubs and a noraebang karaoke room.",
          "Il quartiere universitario di Hongdae: musicisti e gruppi di ballo in strada, pollo fritto e birra, il chimaek, in un tendone pojangmacha, poi locali di musica dal vivo e una stanza karaoke noraebang.",
          "El barrio universitario de Hongdae: músicos y grupos de baile en la calle, pollo frito con cerveza, el chimaek, en una carpa pojangmacha, y luego clubes de música en directo y una sala de karaoke noraebang.",
          "Le quartier étudiant de Hongdae : musiciens et troupes de danse dans la rue, poulet frit et bière, le chimaek, sous une tente pojangmacha, puis clubs de musique live et salle de karaoké noraebang.",
          "Das Studentenviertel Hongdae: Straßenmusiker und Tanzgruppen, Brathähnchen mit Bier, Chimaek, in einem Pojangmacha-Zelt, dann Livemusikclubs und ein Noraebang-Karaokeraum.",
        ],
      ],
    ],
  },
  "KOR DMZ": {
    days: [
      [
        "see",
        [
          "DMZ: tunnels and lookouts on the border",
          "Zona demilitarizzata: tunnel e osservatori sul confine",
          "Zona desmilitarizada: túneles y miradores en la frontera",
          "Zone démilitarisée : tunnels et observatoires de la frontière",
          "Demilitarisierte Zone: Tunnel und Aussichtspunkte an der Grenze",
        ],
        [
          "On a licensed tour with passports checked at the military posts: Imjingak and its Freedom Bridge, the Third Infiltration Tunnel dug from the North, and the Dora Observatory looking into North Korea.",
          "In un tour autorizzato con i passaporti controllati ai posti militari: Imjingak e il suo Ponte della libertà, il Terzo tunnel d'infiltrazione scavato dal Nord e l'osservatorio Dora che guarda nella Corea del Nord.",
          "En un tour autorizado con control de pasaportes en los puestos militares: Imjingak y su Puente de la Libertad, el Tercer Túnel de Infiltración cavado desde el Norte y el observatorio Dora, que mira a Corea del Norte.",
          "En visite agréée, passeports contrôlés aux postes militaires : Imjingak et son pont de la Liberté, le troisième tunnel d'infiltration creusé depuis le Nord et l'observatoire Dora tourné vers la Corée du Nord.",
          "Auf einer genehmigten Tour mit Passkontrolle an den Militärposten: Imjingak und die Freiheitsbrücke, der vom Norden gegrabene Dritte Infiltrationstunnel und das Dora-Observatorium mit Blick nach Nordkorea.",
        ],
      ],
    ],
  },
  "KOR Seoraksan": {
    days: [
      [
        "see",
        [
          "Seoraksan: Ulsanbawi and Sinheungsa",
          "Seoraksan: l'Ulsanbawi e il Sinheungsa",
          "Seoraksan: el Ulsanbawi y el Sinheungsa",
          "Seoraksan : l'Ulsanbawi et le Sinheungsa",
          "Seoraksan: Ulsanbawi und Sinheungsa",
        ],
        [
          "Past the great bronze Buddha of the Sinheungsa temple, then the climb by steel stairs to the granite ridge of Ulsanbawi, looking down over the park and across to the East Sea.",
          "Oltre il grande Buddha di bronzo del tempio Sinheungsa, poi la salita per scale d'acciaio fino alla cresta di granito dell'Ulsanbawi, con la vista sul parco e sul Mare dell'Est.",
          "Junto al gran Buda de bronce del templo Sinheungsa, y luego la subida por escaleras de acero hasta la cresta de granito del Ulsanbawi, con vistas sobre el parque y el mar del Este.",
          "Devant le grand Bouddha de bronze du temple Sinheungsa, puis la montée par des escaliers d'acier jusqu'à la crête de granit de l'Ulsanbawi, au-dessus du parc et face à la mer de l'Est.",
          "Vorbei am großen Bronzebuddha des Sinheungsa-Tempels, dann über Stahltreppen hinauf auf den Granitgrat Ulsanbawi mit Blick über den Park bis zum Ostmeer.",
        ],
      ],
      [
        "see",
        [
          "Seoraksan: Gwongeumseong and Biryong Falls",
          "Seoraksan: il Gwongeumseong e le cascate Biryong",
          "Seoraksan: el Gwongeumseong y las cascadas Biryong",
          "Seoraksan : le Gwongeumseong et les chutes Biryong",
          "Seoraksan: Gwongeumseong und die Biryong-Fälle",
        ],
        [
          "The cable car up to the rock fortress peak of Gwongeumseong, then a gorge path to the Biryong Falls, the Flying Dragon falls, and the hot springs and raw fish market of Sokcho below.",
          "La funivia fino alla vetta rocciosa del Gwongeumseong, poi un sentiero nella gola fino alle cascate Biryong, del Drago volante, e le terme e il mercato del pesce crudo di Sokcho.",
          "El teleférico hasta la cumbre rocosa del Gwongeumseong, y luego un sendero por la garganta hasta las cascadas Biryong, del Dragón Volador, y las termas y el mercado de pescado crudo de Sokcho.",
          "Le téléphérique jusqu'au sommet rocheux du Gwongeumseong, puis un sentier de gorge vers les chutes Biryong, du Dragon volant, et les sources chaudes et le marché au poisson cru de Sokcho.",
          "Die Seilbahn zum Felsgipfel Gwongeumseong, dann ein Schluchtpfad zu den Biryong-Fällen des Fliegenden Drachen und zu den heißen Quellen und dem Rohfischmarkt von Sokcho.",
        ],
      ],
    ],
  },
  "KOR Andong": {
    days: [
      [
        "see",
        [
          "Andong: Hahoe village and the Confucian academies",
          "Andong: il villaggio di Hahoe e le accademie confuciane",
          "Andong: la aldea de Hahoe y las academias confucianas",
          "Andong : le village de Hahoe et les académies confucéennes",
          "Andong: das Dorf Hahoe und die konfuzianischen Akademien",
        ],
        [
          "The Hahoe folk village in a loop of the Nakdong River, its clan houses and thatched homes, the Buyongdae cliff above it, and the Byeongsan Seowon, a Confucian academy facing the river.",
          "Il villaggio tradizionale di Hahoe in un'ansa del fiume Nakdong, con le case dei clan e quelle dal tetto di paglia, la rupe di Buyongdae e il Byeongsan Seowon, accademia confuciana sul fiume.",
          "La aldea tradicional de Hahoe en un meandro del río Nakdong, con sus casas de clan y de tejado de paja, el acantilado de Buyongdae y el Byeongsan Seowon, una academia confuciana frente al río.",
          "Le village traditionnel de Hahoe dans une boucle du Nakdong, ses maisons de clan et ses chaumières, la falaise de Buyongdae et le Byeongsan Seowon, académie confucéenne face à la rivière.",
          "Das Volksdorf Hahoe in einer Schleife des Nakdong mit Sippenhäusern und Strohdachhütten, die Klippe Buyongdae darüber und die Byeongsan Seowon, eine konfuzianische Akademie am Fluss.",
        ],
      ],
      [
        "food",
        [
          "Andong: jjimdak and soju",
          "Andong: jjimdak e soju",
          "Andong: jjimdak y soju",
          "Andong : jjimdak et soju",
          "Andong: Jjimdak und Soju",
        ],
        [
          "Andong jjimdak, chicken braised with glass noodles in soy sauce in the lane named after it at the old market, heotjesatbap, the ritual meal of the scholars, and the town's strong distilled soju.",
          "Lo jjimdak di Andong, pollo brasato con spaghetti di patata dolce in salsa di soia nel vicolo del mercato che porta il suo nome, l'heotjesatbap, pasto rituale dei letterati, e il forte soju distillato.",
          "El jjimdak de Andong, pollo guisado con fideos de cristal en salsa de soja en el callejón del mercado que lleva su nombre, el heotjesatbap, comida ritual de los eruditos, y el fuerte soju destilado.",
          "Le jjimdak d'Andong, poulet braisé aux nouilles de patate douce et à la sauce soja dans la ruelle du marché qui porte son nom, le heotjesatbap, repas rituel des lettrés, et le soju distillé bien fort.",
          "Andong-Jjimdak, Huhn mit Glasnudeln in Sojasoße geschmort, in der nach ihm benannten Marktgasse, Heotjesatbap, das Ritualessen der Gelehrten, und der starke destillierte Soju der Stadt.",
        ],
      ],
    ],
  },
  "KOR Gyeongju": {
    days: [
      [
        "see",
        [
          "Gyeongju: Bulguksa and Seokguram",
          "Gyeongju: il Bulguksa e il Seokguram",
          "Gyeongju: el Bulguksa y el Seokguram",
          "Gyeongju : le Bulguksa et le Seokguram",
          "Gyeongju: Bulguksa und Seokguram",
        ],
        [
          "The Bulguksa temple of the Silla kings, with its stone bridges and the Dabotap and Seokgatap pagodas, then the mountain grotto of Seokguram, where a granite Buddha faces the sunrise.",
          "Il tempio Bulguksa dei re di Silla, coi ponti di pietra e le pagode Dabotap e Seokgatap, poi la grotta di montagna del Seokguram, dove un Buddha di granito guarda verso l'alba.",
          "El templo Bulguksa de los reyes de Silla, con sus puentes de piedra y las pagodas Dabotap y Seokgatap, y luego la gruta de montaña de Seokguram, donde un Buda de granito mira hacia el amanecer.",
          "Le temple Bulguksa des rois de Silla, ses ponts de pierre et ses pagodes Dabotap et Seokgatap, puis la grotte de montagne de Seokguram, où un Bouddha de granit fait face au soleil levant.",
          "Der Bulguksa-Tempel der Silla-Könige mit Steinbrücken und den Pagoden Dabotap und Seokgatap, dann die Berggrotte Seokguram, in der ein Granitbuddha dem Sonnenaufgang zugewandt sitzt.",
        ],
      ],
      [
        "see",
        [
          "Gyeongju: the royal tombs and Cheomseongdae",
          "Gyeongju: le tombe reali e il Cheomseongdae",
          "Gyeongju: las tumbas reales y el Cheomseongdae",
          "Gyeongju : les tombes royales et le Cheomseongdae",
          "Gyeongju: die Königsgräber und Cheomseongdae",
        ],
        [
          "The grassy burial mounds of Daereungwon and the Cheonmachong tomb open inside, the Cheomseongdae observatory, the Gyeongju National Museum, and Donggung Palace and Wolji Pond lit at dusk.",
          "I tumuli erbosi di Daereungwon e la tomba Cheonmachong aperta all'interno, l'osservatorio Cheomseongdae, il Museo nazionale di Gyeongju e il palazzo Donggung con lo stagno Wolji illuminato al tramonto.",
          "Los túmulos de hierba de Daereungwon y la tumba Cheonmachong abierta por dentro, el observatorio Cheomseongdae, el Museo Nacional de Gyeongju y el palacio Donggung con el estanque Wolji iluminado.",
          "Les tumulus herbeux de Daereungwon et la tombe Cheonmachong ouverte à la visite, l'observatoire Cheomseongdae, le Musée national de Gyeongju, puis le palais Donggung et l'étang Wolji illuminés.",
          "Die grasbewachsenen Grabhügel von Daereungwon mit dem begehbaren Cheonmachong, das Observatorium Cheomseongdae, das Nationalmuseum Gyeongju und am Abend der beleuchtete Donggung-Palast am Wolji-Teich.",
        ],
      ],
      [
        "food",
        [
          "Gyeongju: ssambap and Hwangnam bread",
          "Gyeongju: ssambap e pane di Hwangnam",
          "Gyeongju: ssambap y pan de Hwangnam",
          "Gyeongju : ssambap et pain de Hwangnam",
          "Gyeongju: Ssambap und Hwangnam-Brot",
        ],
        [
          "A ssambap lunch near the tombs, rice wrapped in a dozen kinds of leaves with side dishes, the red bean Hwangnam bread baked in the old town, and the hanok cafés of Hwangridan-gil.",
          "Un pranzo di ssambap vicino alle tombe, riso avvolto in una dozzina di foglie diverse con i contorni, il pane di Hwangnam ai fagioli rossi e i caffè nelle hanok di Hwangridan-gil.",
          "Un almuerzo de ssambap junto a las tumbas, arroz envuelto en una docena de hojas distintas con guarniciones, el pan de Hwangnam de judía roja y los cafés en casas hanok de Hwangridan-gil.",
          "Un déjeuner de ssambap près des tombes, riz enveloppé dans une douzaine de feuilles avec ses accompagnements, le pain de Hwangnam aux haricots rouges et les cafés en hanok de Hwangridan-gil.",
          "Ein Ssambap-Mittagessen bei den Gräbern, Reis in einem Dutzend Blattsorten mit Beilagen, das Hwangnam-Brot mit roten Bohnen und die Hanok-Cafés der Hwangridan-gil.",
        ],
      ],
    ],
  },
  "KOR Haeinsa": {
    days: [
      [
        "see",
        [
          "Haeinsa: the Tripitaka Koreana",
          "Haeinsa: il Tripitaka Koreana",
          "Haeinsa: el Tripitaka Koreana",
          "Haeinsa : le Tripitaka Koreana",
          "Haeinsa: die Tripitaka Koreana",
        ],
        [
          "The mountain temple of Haeinsa in the Gayasan forest, and the halls of Janggyeong Panjeon that have kept the Tripitaka Koreana, over 80,000 carved woodblocks of the Buddhist canon, since the 1400s.",
          "Il tempio di montagna di Haeinsa nella foresta del Gayasan e i padiglioni del Janggyeong Panjeon che dal Quattrocento custodiscono il Tripitaka Koreana, oltre 80.000 tavolette di legno incise del canone buddhista.",
          "El templo de montaña de Haeinsa en el bosque del Gayasan y los pabellones del Janggyeong Panjeon, que desde el siglo XV guardan el Tripitaka Koreana, más de 80.000 planchas de madera del canon budista.",
          "Le temple de montagne de Haeinsa dans la forêt du Gayasan et les pavillons du Janggyeong Panjeon qui gardent depuis le XVe siècle le Tripitaka Koreana, plus de 80 000 planches gravées du canon bouddhique.",
          "Der Bergtempel Haeinsa im Wald des Gayasan und die Hallen des Janggyeong Panjeon, die seit dem 15. Jahrhundert die Tripitaka Koreana hüten, über 80.000 geschnitzte Holzdruckstöcke des buddhistischen Kanons.",
        ],
      ],
    ],
  },
  "KOR Busan": {
    days: [
      [
        "see",
        [
          "Busan: Gamcheon and Haedong Yonggungsa",
          "Busan: Gamcheon e Haedong Yonggungsa",
          "Busan: Gamcheon y Haedong Yonggungsa",
          "Busan : Gamcheon et Haedong Yonggungsa",
          "Busan: Gamcheon und Haedong Yonggungsa",
        ],
        [
          "The pastel houses of Gamcheon Culture Village stacked up the hillside, then the seaside temple of Haedong Yonggungsa on the rocks, and the beach and boardwalk of Haeundae.",
          "Le case pastello del villaggio culturale di Gamcheon arrampicate sulla collina, poi il tempio sul mare di Haedong Yonggungsa sugli scogli e la spiaggia e il lungomare di Haeundae.",
          "Las casas de tonos pastel de la aldea cultural de Gamcheon escalonadas en la ladera, luego el templo junto al mar de Haedong Yonggungsa sobre las rocas, y la playa y el paseo de Haeundae.",
          "Les maisons pastel du village culturel de Gamcheon étagées sur la colline, puis le temple marin de Haedong Yonggungsa sur les rochers, et la plage et la promenade de Haeundae.",
          "Die pastellfarbenen Häuser des Kulturdorfs Gamcheon am Hang, dann der Meerestempel Haedong Yonggungsa auf den Felsen und Strand und Promenade von Haeundae.",
        ],
      ],
      [
        "see",
        [
          "Busan: Beomeosa and Taejongdae",
          "Busan: il Beomeosa e Taejongdae",
          "Busan: el Beomeosa y Taejongdae",
          "Busan : le Beomeosa et Taejongdae",
          "Busan: Beomeosa und Taejongdae",
        ],
        [
          "The mountain temple of Beomeosa on the slopes of Geumjeongsan, then the cliffs and lighthouse of Taejongdae on Yeongdo island, looking out over the Korea Strait.",
          "Il tempio di montagna Beomeosa sulle pendici del Geumjeongsan, poi le scogliere e il faro di Taejongdae sull'isola di Yeongdo, affacciati sullo stretto di Corea.",
          "El templo de montaña Beomeosa en las laderas del Geumjeongsan, y luego los acantilados y el faro de Taejongdae en la isla de Yeongdo, frente al estrecho de Corea.",
          "Le temple de montagne Beomeosa sur les pentes du Geumjeongsan, puis les falaises et le phare de Taejongdae sur l'île de Yeongdo, face au détroit de Corée.",
          "Der Bergtempel Beomeosa an den Hängen des Geumjeongsan, dann Klippen und Leuchtturm von Taejongdae auf der Insel Yeongdo mit Blick auf die Koreastraße.",
        ],
      ],
      [
        "food",
        [
          "Busan: Jagalchi fish market",
          "Busan: il mercato del pesce Jagalchi",
          "Busan: el mercado de pescado Jagalchi",
          "Busan : le marché aux poissons Jagalchi",
          "Busan: der Fischmarkt Jagalchi",
        ],
        [
          "Jagalchi, Korea's largest fish market, where the ajummas sell and cook the catch upstairs, then dwaeji gukbap pork soup, milmyeon cold noodles and ssiat hotteok pancakes at Gukje market.",
          "Jagalchi, il più grande mercato del pesce della Corea, dove le ajumma vendono il pescato e lo cucinano al piano di sopra, poi zuppa di maiale dwaeji gukbap, noodles freddi milmyeon e hotteok ai semi al mercato Gukje.",
          "Jagalchi, el mayor mercado de pescado de Corea, donde las ajummas venden y cocinan arriba la pesca, y luego sopa de cerdo dwaeji gukbap, fideos fríos milmyeon y tortitas ssiat hotteok en el mercado Gukje.",
          "Jagalchi, le plus grand marché aux poissons de Corée, où les ajummas vendent la pêche et la cuisinent à l'étage, puis soupe de porc dwaeji gukbap, nouilles froides milmyeon et galettes ssiat hotteok au marché Gukje.",
          "Jagalchi, Koreas größter Fischmarkt, wo die Ajummas den Fang verkaufen und oben zubereiten, dann Schweinesuppe Dwaeji Gukbap, kalte Milmyeon-Nudeln und Ssiat-Hotteok auf dem Gukje-Markt.",
        ],
      ],
    ],
  },
  "KOR Jeju": {
    days: [
      [
        "see",
        [
          "Jeju: Seongsan Ilchulbong and the lava tubes",
          "Jeju: il Seongsan Ilchulbong e i tunnel di lava",
          "Jeju: el Seongsan Ilchulbong y los tubos de lava",
          "Jeju : le Seongsan Ilchulbong et les tunnels de lave",
          "Jeju: Seongsan Ilchulbong und die Lavaröhren",
        ],
        [
          "The climb up Seongsan Ilchulbong, the Sunrise Peak crater rising from the sea, the haenyeo women divers showing their catch below it, and the long lava tube of Manjanggul.",
          "La salita al Seongsan Ilchulbong, il cratere del Picco dell'alba che sorge dal mare, le haenyeo, le pescatrici in apnea che mostrano il pescato ai suoi piedi, e il lungo tunnel di lava di Manjanggul.",
          "La subida al Seongsan Ilchulbong, el cráter del Pico del Amanecer que se alza del mar, las haenyeo, buceadoras que muestran su pesca a sus pies, y el largo tubo de lava de Manjanggul.",
          "La montée au Seongsan Ilchulbong, cratère du pic du Soleil levant surgi de la mer, les haenyeo, plongeuses en apnée qui montrent leur pêche à ses pieds, et le long tunnel de lave de Manjanggul.",
          "Der Aufstieg auf den Seongsan Ilchulbong, den aus dem Meer ragenden Krater des Sonnenaufgangsgipfels, die Haenyeo-Taucherinnen mit ihrem Fang an seinem Fuß und die lange Lavaröhre Manjanggul.",
        ],
      ],
      [
        "beach",
        [
          "Jeju: Hyeopjae beach and the Olle trail",
          "Jeju: la spiaggia di Hyeopjae e il sentiero Olle",
          "Jeju: la playa de Hyeopjae y el sendero Olle",
          "Jeju : la plage de Hyeopjae et le sentier Olle",
          "Jeju: der Strand von Hyeopjae und der Olle-Weg",
        ],
        [
          "The white sand and clear shallows of Hyeopjae beach, facing the little island of Biyangdo, and a stretch of the Jeju Olle coastal path past black basalt rocks, with a bowl of abalone porridge.",
          "La sabbia bianca e i bassi fondali limpidi della spiaggia di Hyeopjae, davanti all'isolotto di Biyangdo, e un tratto del sentiero costiero Jeju Olle tra scogli di basalto nero, con una ciotola di porridge di abalone.",
          "La arena blanca y las aguas claras y poco profundas de la playa de Hyeopjae, frente al islote de Biyangdo, y un tramo del sendero costero Jeju Olle entre rocas de basalto negro, con un cuenco de gachas de abulón.",
          "Le sable blanc et les eaux claires de la plage de Hyeopjae, face à l'îlot de Biyangdo, et un tronçon du sentier côtier Jeju Olle entre les rochers de basalte noir, avec un bol de bouillie d'ormeau.",
          "Der weiße Sand und das klare Flachwasser des Strands von Hyeopjae vor der kleinen Insel Biyangdo und ein Stück des Küstenwegs Jeju Olle über schwarzen Basalt, dazu ein Abalone-Reisbrei.",
        ],
      ],
      [
        "boat",
        [
          "Jeju: by ferry to Udo island",
          "Jeju: in traghetto all'isola di Udo",
          "Jeju: en ferry a la isla de Udo",
          "Jeju : en ferry à l'île d'Udo",
          "Jeju: mit der Fähre nach Udo",
        ],
        [
          "The short ferry from Seongsan port to Udo, the Cow Island, and a ride around its coast to the pale coral sand of Seobin Baeksa, the Udobong lookout and its fields walled with black stone.",
          "Il breve traghetto dal porto di Seongsan a Udo, l'isola della Mucca, e un giro lungo la costa fino alla sabbia corallina chiara di Seobin Baeksa, al belvedere Udobong e ai campi cinti di pietra nera.",
          "El corto ferry del puerto de Seongsan a Udo, la isla de la Vaca, y una vuelta por su costa hasta la arena de coral clara de Seobin Baeksa, el mirador de Udobong y los campos cercados de piedra negra.",
          "Le court ferry du port de Seongsan vers Udo, l'île de la Vache, et un tour de la côte jusqu'au sable corallien de Seobin Baeksa, au belvédère d'Udobong et aux champs clos de pierre noire.",
          "Die kurze Fähre vom Hafen Seongsan nach Udo, der Kuhinsel, und eine Runde an der Küste zum hellen Korallensand von Seobin Baeksa, zum Aussichtspunkt Udobong und zu den schwarzen Steinmauern der Felder.",
        ],
      ],
    ],
  },
  // Taiwan
  "TWN Taipei": {
    days: [
      [
        "see",
        [
          "Taipei: Longshan Temple and Dihua Street",
          "Taipei: il tempio Longshan e via Dihua",
          "Taipéi: el templo Longshan y la calle Dihua",
          "Taipei : le temple Longshan et la rue Dihua",
          "Taipeh: der Longshan-Tempel und die Dihua-Straße",
        ],
        [
          "Incense and fortune sticks at the Longshan Temple in Wanhua, the herb and dried goods shops of Dihua Street in Dadaocheng, and the Chiang Kai-shek Memorial Hall and its changing of the guard.",
          "Incenso e bastoncini della fortuna al tempio Longshan di Wanhua, le botteghe di erbe e prodotti secchi di via Dihua a Dadaocheng e il memoriale di Chiang Kai-shek col cambio della guardia.",
          "Incienso y palillos de la fortuna en el templo Longshan de Wanhua, las tiendas de hierbas y productos secos de la calle Dihua en Dadaocheng y el memorial de Chiang Kai-shek con su cambio de guardia.",
          "Encens et bâtonnets de divination au temple Longshan de Wanhua, les boutiques d'herbes et de produits secs de la rue Dihua à Dadaocheng, puis le mémorial de Tchang Kaï-chek et sa relève de la garde.",
          "Räucherwerk und Orakelstäbchen im Longshan-Tempel von Wanhua, die Kräuter- und Trockenwarenläden der Dihua-Straße in Dadaocheng und die Chiang-Kai-shek-Gedächtnishalle mit Wachablösung.",
        ],
      ],
      [
        "see",
        [
          "Taipei: the National Palace Museum and Taipei 101",
          "Taipei: il Museo del Palazzo nazionale e il Taipei 101",
          "Taipéi: el Museo del Palacio Nacional y el Taipei 101",
          "Taipei : le musée national du Palais et Taipei 101",
          "Taipeh: das Nationale Palastmuseum und Taipei 101",
        ],
        [
          "The imperial treasures of the National Palace Museum, from the jade cabbage to Song dynasty paintings, or, if the day falls on a Monday, when it is closed, the Bao'an Temple of Dalongdong, then the climb up Elephant Mountain for the view of Taipei 101 and the city at dusk.",
          "I tesori imperiali del Museo del Palazzo nazionale, dal cavolo di giada ai dipinti Song o, se il giorno cade di lunedì, quando è chiuso, il tempio Bao'an di Dalongdong, poi la salita all'Elephant Mountain per la vista sul Taipei 101 e sulla città al tramonto.",
          "Los tesoros imperiales del Museo del Palacio Nacional, de la col de jade a las pinturas Song o, si el día cae en lunes, cuando cierra, el templo Bao'an de Dalongdong, y luego la subida a la montaña del Elefante para ver el Taipei 101 y la ciudad al atardecer.",
          "Les trésors impériaux du musée national du Palais, du chou de jade aux peintures Song ou, si la journée tombe un lundi, jour de sa fermeture, le temple Bao'an de Dalongdong, puis la montée au mont de l'Éléphant pour la vue sur Taipei 101 et la ville au crépuscule.",
          "Die Kaiserschätze des Nationalen Palastmuseums, vom Jadekohl bis zur Song-Malerei oder, fällt der Tag auf einen Montag, an dem es geschlossen ist, der Bao'an-Tempel von Dalongdong, dann hinauf auf den Elefantenberg mit Blick auf Taipei 101 und die Stadt in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Taipei: beef noodles and the night markets",
          "Taipei: noodles di manzo e mercati notturni",
          "Taipéi: fideos de ternera y mercados nocturnos",
          "Taipei : nouilles au bœuf et marchés de nuit",
          "Taipeh: Rindfleischnudeln und Nachtmärkte",
        ],
        [
          "Beef noodle soup for lunch, then the night markets of Raohe and Ningxia: black pepper buns baked in a clay oven, oyster omelets, stinky tofu, and bubble tea in the land that invented it.",
          "Zuppa di noodles al manzo a pranzo, poi i mercati notturni di Raohe e Ningxia: panini al pepe nero cotti nel forno d'argilla, frittate di ostriche, tofu fermentato e bubble tea nella sua patria.",
          "Sopa de fideos con ternera para almorzar, y luego los mercados nocturnos de Raohe y Ningxia: bollos de pimienta negra del horno de barro, tortillas de ostras, tofu apestoso y té de burbujas en su cuna.",
          "Soupe de nouilles au bœuf à midi, puis les marchés de nuit de Raohe et Ningxia : brioches au poivre noir cuites au four d'argile, omelettes aux huîtres, tofu puant et bubble tea dans son pays natal.",
          "Mittags Rindfleischnudelsuppe, abends die Nachtmärkte Raohe und Ningxia: Pfefferbrötchen aus dem Lehmofen, Austernomeletts, Stinketofu und Bubble Tea in seiner Heimat.",
        ],
      ],
    ],
  },
  "TWN Jiufen": {
    days: [
      [
        "see",
        [
          "Jiufen: the old gold town and Shifen",
          "Jiufen: l'antica città dell'oro e Shifen",
          "Jiufen: el viejo pueblo del oro y Shifen",
          "Jiufen : la vieille ville de l'or et Shifen",
          "Jiufen: die alte Goldgräberstadt und Shifen",
        ],
        [
          "The stepped lanes and red lanterns of Jiufen above the sea, the gold museum of Jinguashi, and the little railway of Pingxi to Shifen, where sky lanterns are sent up over the tracks.",
          "Le viuzze a gradini e le lanterne rosse di Jiufen sopra il mare, il museo dell'oro di Jinguashi e il trenino di Pingxi fino a Shifen, dove si lanciano lanterne volanti sopra i binari.",
          "Las callejas escalonadas y los farolillos rojos de Jiufen sobre el mar, el museo del oro de Jinguashi y el trenecito de Pingxi hasta Shifen, donde se sueltan farolillos al cielo sobre las vías.",
          "Les ruelles en escalier et les lanternes rouges de Jiufen au-dessus de la mer, le musée de l'or de Jinguashi et le petit train de Pingxi jusqu'à Shifen, où l'on lâche des lanternes célestes sur les voies.",
          "Die Treppengassen und roten Laternen von Jiufen über dem Meer, das Goldmuseum von Jinguashi und die kleine Pingxi-Bahn nach Shifen, wo Himmelslaternen über den Gleisen aufsteigen.",
        ],
      ],
      [
        "food",
        [
          "Jiufen: taro balls and a teahouse",
          "Jiufen: palline di taro e una casa da tè",
          "Jiufen: bolitas de taro y una casa de té",
          "Jiufen : boulettes de taro et maison de thé",
          "Jiufen: Tarobällchen und ein Teehaus",
        ],
        [
          "Taro and sweet potato balls in syrup at the shops of Jishan Street, fish ball soup and peanut ice cream rolls, then oolong tea poured at the A-Mei teahouse overlooking the coast.",
          "Palline di taro e patata dolce nello sciroppo nelle botteghe di via Jishan, zuppa di polpette di pesce e rotoli di gelato alle arachidi, poi tè oolong servito alla casa da tè A-Mei sopra la costa.",
          "Bolitas de taro y boniato en almíbar en las tiendas de la calle Jishan, sopa de albóndigas de pescado y rollitos de helado con cacahuete, y después té oolong en la casa de té A-Mei sobre la costa.",
          "Boulettes de taro et de patate douce au sirop dans les échoppes de la rue Jishan, soupe de boulettes de poisson et crêpes glacées aux cacahuètes, puis un oolong servi à la maison de thé A-Mei.",
          "Taro- und Süßkartoffelbällchen in Sirup in den Läden der Jishan-Straße, Fischbällchensuppe und Erdnuss-Eisröllchen, dann Oolong im Teehaus A-Mei hoch über der Küste.",
        ],
      ],
    ],
  },
  "TWN Taroko Gorge": {
    days: [
      [
        "see",
        [
          "Taroko Gorge: the marble canyon and Shakadang",
          "Gola di Taroko: il canyon di marmo e Shakadang",
          "Garganta de Taroko: el cañón de mármol y Shakadang",
          "Gorges de Taroko : le canyon de marbre et Shakadang",
          "Taroko-Schlucht: der Marmorcanyon und Shakadang",
        ],
        [
          "The marble walls of the gorge cut by the Liwu River, walked on the trails the park has open, such as the Shakadang trail beside its clear blue stream, with a Truku guide from the villages here.",
          "Le pareti di marmo della gola scavata dal fiume Liwu, percorse sui sentieri aperti del parco, come quello di Shakadang accanto al suo torrente azzurro, con una guida truku dei villaggi vicini.",
          "Las paredes de mármol de la garganta tallada por el río Liwu, recorridas por los senderos abiertos del parque, como el de Shakadang junto a su arroyo azul, con un guía truku de las aldeas vecinas.",
          "Les parois de marbre des gorges creusées par la Liwu, parcourues sur les sentiers ouverts du parc, comme celui de Shakadang le long de son ruisseau bleu, avec un guide truku des villages voisins.",
          "Die Marmorwände der vom Liwu-Fluss gegrabenen Schlucht auf den geöffneten Wegen des Parks, etwa dem Shakadang-Pfad am klaren blauen Bach, mit einem Truku-Guide aus den Dörfern hier.",
        ],
      ],
      [
        "see",
        [
          "Taroko Gorge: the Qingshui Cliffs and Qixingtan",
          "Gola di Taroko: le scogliere di Qingshui e Qixingtan",
          "Garganta de Taroko: los acantilados de Qingshui y Qixingtan",
          "Gorges de Taroko : les falaises de Qingshui et Qixingtan",
          "Taroko-Schlucht: die Qingshui-Klippen und Qixingtan",
        ],
        [
          "The Qingshui Cliffs, where the mountains of the park drop straight into the Pacific, seen from the coast road, and the pebble crescent of Qixingtan bay, with the mountains behind it.",
          "Le scogliere di Qingshui, dove le montagne del parco precipitano nel Pacifico, viste dalla strada costiera, e la mezzaluna di ciottoli della baia di Qixingtan, con le montagne alle spalle.",
          "Los acantilados de Qingshui, donde las montañas del parque caen a pico sobre el Pacífico, vistos desde la carretera de la costa, y la media luna de guijarros de la bahía de Qixingtan.",
          "Les falaises de Qingshui, où les montagnes du parc plongent droit dans le Pacifique, vues depuis la route côtière, et le croissant de galets de la baie de Qixingtan, adossé aux montagnes.",
          "Die Qingshui-Klippen, an denen die Berge des Parks senkrecht in den Pazifik stürzen, von der Küstenstraße aus, und der Kieselbogen der Bucht von Qixingtan vor den Bergen.",
        ],
      ],
    ],
  },
  "TWN Sun Moon Lake": {
    days: [
      [
        "see",
        [
          "Sun Moon Lake: by boat between the piers",
          "Lago del Sole e della Luna: in battello tra i pontili",
          "Lago del Sol y la Luna: en barco entre los muelles",
          "Lac du Soleil et de la Lune : en bateau d'un quai à l'autre",
          "Sonne-Mond-See: mit dem Boot von Steg zu Steg",
        ],
        [
          "The lake boat between Shuishe, Xuanguang and Ita Thao, home of the Thao people, the Xuanzang Temple on its hill, the Wenwu Temple above the shore, and the climb to the Ci'en Pagoda.",
          "Il battello tra Shuishe, Xuanguang e Ita Thao, villaggio del popolo thao, il tempio Xuanzang sulla collina, il tempio Wenwu sopra la riva e la salita alla pagoda Ci'en.",
          "El barco del lago entre Shuishe, Xuanguang e Ita Thao, hogar del pueblo thao, el templo Xuanzang en su colina, el templo Wenwu sobre la orilla y la subida a la pagoda Ci'en.",
          "Le bateau entre Shuishe, Xuanguang et Ita Thao, village du peuple thao, le temple Xuanzang sur sa colline, le temple Wenwu au-dessus de la rive et la montée à la pagode Ci'en.",
          "Das Seeboot zwischen Shuishe, Xuanguang und Ita Thao, dem Dorf der Thao, der Xuanzang-Tempel auf seinem Hügel, der Wenwu-Tempel über dem Ufer und der Aufstieg zur Ci'en-Pagode.",
        ],
      ],
      [
        "see",
        [
          "Sun Moon Lake: the lakeside path and black tea",
          "Lago del Sole e della Luna: la ciclabile e il tè nero",
          "Lago del Sol y la Luna: el carril bici y el té negro",
          "Lac du Soleil et de la Lune : la piste cyclable et le thé noir",
          "Sonne-Mond-See: der Uferweg und Schwarztee",
        ],
        [
          "By bicycle on the Xiangshan lakeside path, the ropeway over the hills, and the black tea of Yuchi, where a tea farm grown from Assam plants shows its withering rooms and pours a tasting.",
          "In bicicletta sul percorso lungo il lago di Xiangshan, la funivia sopra le colline e il tè nero di Yuchi, dove una piantagione nata da piante dell'Assam mostra i locali di appassimento e offre una degustazione.",
          "En bicicleta por el camino del lago de Xiangshan, el teleférico sobre las colinas y el té negro de Yuchi, donde una finca nacida de plantas de Assam enseña sus salas de marchitado y sirve una cata.",
          "À vélo sur la piste du lac de Xiangshan, le téléphérique au-dessus des collines et le thé noir de Yuchi, où une plantation issue de plants d'Assam montre ses salles de flétrissage et sert une dégustation.",
          "Mit dem Rad auf dem Uferweg bei Xiangshan, mit der Seilbahn über die Hügel und zum Schwarztee von Yuchi, wo eine Plantage mit Assam-Pflanzen ihre Welkräume zeigt und zur Verkostung einschenkt.",
        ],
      ],
    ],
  },
  "TWN Alishan": {
    days: [
      [
        "see",
        [
          "Alishan: sunrise at Zhushan and the giant trees",
          "Alishan: l'alba a Zhushan e gli alberi giganti",
          "Alishan: amanecer en Zhushan y los árboles gigantes",
          "Alishan : le lever du soleil à Zhushan et les arbres géants",
          "Alishan: Sonnenaufgang am Zhushan und die Riesenbäume",
        ],
        [
          "The little forest train before dawn to Zhushan for sunrise behind Yushan, Taiwan's highest peak, then the boardwalks among the giant red cypresses, some over two thousand years old.",
          "Il trenino della foresta prima dell'alba fino a Zhushan per il sole che sorge dietro lo Yushan, la vetta più alta di Taiwan, poi le passerelle tra i giganteschi cipressi rossi, alcuni vecchi di oltre duemila anni.",
          "El trenecito del bosque antes del alba hasta Zhushan para ver salir el sol tras el Yushan, la cumbre más alta de Taiwán, y luego las pasarelas entre cipreses rojos gigantes, algunos de más de dos mil años.",
          "Le petit train forestier avant l'aube jusqu'à Zhushan pour le lever du soleil derrière le Yushan, point culminant de Taïwan, puis les passerelles entre les cyprès rouges géants, certains vieux de plus de deux mille ans.",
          "Mit der kleinen Waldbahn vor der Dämmerung nach Zhushan zum Sonnenaufgang hinter dem Yushan, dem höchsten Berg Taiwans, dann auf Stegen zwischen riesigen roten Zypressen, manche über zweitausend Jahre alt.",
        ],
      ],
      [
        "see",
        [
          "Alishan: high mountain tea and Fenqihu",
          "Alishan: il tè d'alta montagna e Fenqihu",
          "Alishan: té de alta montaña y Fenqihu",
          "Alishan : le thé de haute montagne et Fenqihu",
          "Alishan: Hochgebirgstee und Fenqihu",
        ],
        [
          "The high mountain oolong gardens of Shizhuo with a tea farmer, a Tsou village on the slopes, and the old street of Fenqihu, a stop of the forest railway known for its lunch boxes.",
          "I giardini di oolong d'alta montagna di Shizhuo con un coltivatore, un villaggio tsou sui pendii e la vecchia via di Fenqihu, fermata della ferrovia forestale famosa per i suoi cestini del pranzo.",
          "Los jardines de oolong de alta montaña de Shizhuo con un cultivador, una aldea tsou en las laderas y la vieja calle de Fenqihu, parada del tren del bosque famosa por sus fiambreras.",
          "Les jardins d'oolong de haute montagne de Shizhuo avec un planteur, un village tsou sur les pentes et la vieille rue de Fenqihu, arrêt du train forestier réputé pour ses boîtes-repas.",
          "Die Hochgebirgs-Oolonggärten von Shizhuo mit einem Teebauern, ein Dorf der Tsou an den Hängen und die alte Straße von Fenqihu, Halt der Waldbahn und berühmt für seine Lunchboxen.",
        ],
      ],
    ],
  },
  "TWN Tainan": {
    days: [
      [
        "see",
        [
          "Tainan: the Confucius Temple and Chihkan Tower",
          "Tainan: il tempio di Confucio e la torre Chihkan",
          "Tainan: el templo de Confucio y la torre Chihkan",
          "Tainan : le temple de Confucius et la tour Chihkan",
          "Tainan: der Konfuziustempel und der Chihkan-Turm",
        ],
        [
          "Taiwan's oldest city: the first Confucius Temple of the island, Chihkan Tower on the site of the Dutch Fort Provintia, the Grand Matsu Temple, and the lantern-hung Shennong Street.",
          "La città più antica di Taiwan: il primo tempio di Confucio dell'isola, la torre Chihkan sul sito del forte olandese Provintia, il grande tempio di Matsu e via Shennong con le sue lanterne.",
          "La ciudad más antigua de Taiwán: el primer templo de Confucio de la isla, la torre Chihkan sobre el fuerte holandés Provintia, el gran templo de Matsu y la calle Shennong llena de farolillos.",
          "La plus ancienne ville de Taïwan : le premier temple de Confucius de l'île, la tour Chihkan sur le site du fort hollandais Provintia, le grand temple de Matsu et la rue Shennong et ses lanternes.",
          "Taiwans älteste Stadt: der erste Konfuziustempel der Insel, der Chihkan-Turm auf dem Platz des niederländischen Forts Provintia, der große Matsu-Tempel und die laternengeschmückte Shennong-Straße.",
        ],
      ],
      [
        "see",
        [
          "Tainan: Anping Fort and the Tree House",
          "Tainan: il forte di Anping e la Casa dell'albero",
          "Tainan: el fuerte de Anping y la Casa del Árbol",
          "Tainan : le fort d'Anping et la Maison de l'arbre",
          "Tainan: das Fort Anping und das Baumhaus",
        ],
        [
          "Anping, where the Dutch built Fort Zeelandia, with its old walls, the Anping Tree House, a merchant warehouse swallowed by banyan roots, and the old street of the port.",
          "Anping, dove gli olandesi costruirono Fort Zeelandia, con le sue vecchie mura, la Casa dell'albero di Anping, un magazzino mercantile inghiottito dalle radici di un baniano, e la vecchia via del porto.",
          "Anping, donde los holandeses levantaron Fort Zeelandia, con sus viejos muros, la Casa del Árbol de Anping, un almacén de comerciantes tragado por las raíces de un baniano, y la vieja calle del puerto.",
          "Anping, où les Hollandais bâtirent le fort Zeelandia, ses vieux murs, la Maison de l'arbre d'Anping, entrepôt de marchands avalé par les racines d'un banian, et la vieille rue du port.",
          "Anping, wo die Niederländer das Fort Zeelandia bauten, mit seinen alten Mauern, dem Baumhaus von Anping, einem von Banyanwurzeln verschluckten Handelsspeicher, und der alten Hafenstraße.",
        ],
      ],
      [
        "food",
        [
          "Tainan: danzai noodles and milkfish",
          "Tainan: noodles danzai e pesce latte",
          "Tainan: fideos danzai y pez lechero",
          "Tainan : nouilles danzai et poisson-lait",
          "Tainan: Danzai-Nudeln und Milchfisch",
        ],
        [
          "Taiwan's food capital: milkfish congee at breakfast, fresh beef soup, danzai noodles first sold from a shoulder pole, coffin bread filled with chowder, and shrimp rolls in Anping.",
          "La capitale gastronomica di Taiwan: porridge di pesce latte a colazione, zuppa di manzo fresco, noodles danzai nati come cibo da bilanciere, coffin bread ripieno di zuppa e involtini di gamberi ad Anping.",
          "La capital gastronómica de Taiwán: gachas de pez lechero en el desayuno, sopa de ternera fresca, fideos danzai nacidos como comida de balancín, el coffin bread relleno de crema y rollitos de gamba en Anping.",
          "La capitale gourmande de Taïwan : bouillie de poisson-lait au petit-déjeuner, soupe de bœuf frais, nouilles danzai nées sur une palanche, coffin bread fourré de velouté et rouleaux de crevettes à Anping.",
          "Taiwans Hauptstadt des Essens: Milchfisch-Reisbrei zum Frühstück, Suppe von frischem Rind, einst an der Tragestange verkaufte Danzai-Nudeln, mit Ragout gefülltes Coffin Bread und Garnelenrollen in Anping.",
        ],
      ],
    ],
  },
  "TWN Kenting": {
    days: [
      [
        "see",
        [
          "Kenting: Eluanbi and the southern cape",
          "Kenting: Eluanbi e il capo meridionale",
          "Kenting: Eluanbi y el cabo sur",
          "Kenting : Eluanbi et le cap sud",
          "Kenting: Eluanbi und das Südkap",
        ],
        [
          "The white Eluanbi lighthouse at Taiwan's southern tip, the coral cliffs of Longpan Park over the Pacific, Sail Rock off the coast, and the dunes of Fengchuisha.",
          "Il faro bianco di Eluanbi sulla punta meridionale di Taiwan, le scogliere di corallo del parco Longpan sul Pacifico, la roccia della Vela al largo e le dune di Fengchuisha.",
          "El faro blanco de Eluanbi en la punta sur de Taiwán, los acantilados de coral del parque Longpan sobre el Pacífico, la roca de la Vela frente a la costa y las dunas de Fengchuisha.",
          "Le phare blanc d'Eluanbi à la pointe sud de Taïwan, les falaises de corail du parc Longpan sur le Pacifique, le rocher de la Voile au large et les dunes de Fengchuisha.",
          "Der weiße Leuchtturm von Eluanbi an Taiwans Südspitze, die Korallenklippen des Longpan-Parks über dem Pazifik, der Segelfelsen vor der Küste und die Dünen von Fengchuisha.",
        ],
      ],
      [
        "see",
        [
          "Kenting: the coral forest and Baisha beach",
          "Kenting: la foresta di corallo e la spiaggia di Baisha",
          "Kenting: el bosque de coral y la playa de Baisha",
          "Kenting : la forêt de corail et la plage de Baisha",
          "Kenting: der Korallenwald und der Strand von Baisha",
        ],
        [
          "The paths of Sheding Nature Park and the Kenting forest recreation area, over raised coral reef with caves and banyan trees, then the quiet white sand bay of Baisha on the west coast.",
          "I sentieri del parco naturale di Sheding e dell'area forestale di Kenting, sulla barriera corallina emersa con grotte e baniani, poi la tranquilla baia di sabbia bianca di Baisha sulla costa ovest.",
          "Los senderos del parque natural de Sheding y del área forestal de Kenting, sobre arrecife de coral elevado con cuevas y banianos, y luego la tranquila bahía de arena blanca de Baisha en la costa oeste.",
          "Les sentiers du parc naturel de Sheding et de la forêt de Kenting, sur un récif corallien soulevé de grottes et de banians, puis la paisible baie de sable blanc de Baisha sur la côte ouest.",
          "Die Pfade des Naturparks Sheding und des Waldgebiets von Kenting über gehobenes Korallenriff mit Höhlen und Banyanbäumen, dann die ruhige weiße Sandbucht von Baisha an der Westküste.",
        ],
      ],
    ],
  },
  // Mongolia
  "MNG Ulaanbaatar": {
    days: [
      [
        "see",
        [
          "Ulaanbaatar: Gandan Monastery and Sükhbaatar Square",
          "Ulan Bator: il monastero Gandan e piazza Sükhbaatar",
          "Ulán Bator: el monasterio Gandan y la plaza Sükhbaatar",
          "Oulan-Bator : le monastère Gandan et la place Sükhbaatar",
          "Ulaanbaatar: das Gandan-Kloster und der Sükhbaatar-Platz",
        ],
        [
          "Morning chanting at Gandan Monastery and its tall standing Buddha Migjid Janraisig, Sükhbaatar Square with the seated Chinggis Khaan, and the Chinggis Khaan National Museum.",
          "I canti del mattino al monastero Gandan e al suo alto Buddha in piedi Migjid Janraisig, piazza Sükhbaatar col Gengis Khan seduto e il Museo nazionale Gengis Khan.",
          "Los cantos matinales del monasterio Gandan y su alto Buda de pie Migjid Janraisig, la plaza Sükhbaatar con Gengis Kan sentado y el Museo Nacional Gengis Kan.",
          "Les chants du matin au monastère Gandan et son grand Bouddha debout Migjid Janraisig, la place Sükhbaatar et son Gengis Khan assis, puis le musée national Gengis Khan.",
          "Der Morgengesang im Gandan-Kloster mit dem hohen stehenden Buddha Migjid Janraisig, der Sükhbaatar-Platz mit dem sitzenden Dschingis Khan und das Dschingis-Khan-Nationalmuseum.",
        ],
      ],
      [
        "see",
        [
          "Ulaanbaatar: the Bogd Khan Palace and the great statue",
          "Ulan Bator: il palazzo del Bogd Khan e la grande statua",
          "Ulán Bator: el palacio del Bogd Kan y la gran estatua",
          "Oulan-Bator : le palais du Bogd Khan et la grande statue",
          "Ulaanbaatar: der Palast des Bogd Khan und die große Statue",
        ],
        [
          "The winter palace of the last Bogd Khan and the Choijin Lama temple museum, the Zaisan memorial over the city, and the giant steel Chinggis Khaan on horseback at Tsonjin Boldog on the steppe.",
          "Il palazzo d'inverno dell'ultimo Bogd Khan e il tempio museo di Choijin Lama, il memoriale di Zaisan sopra la città e il gigantesco Gengis Khan d'acciaio a cavallo a Tsonjin Boldog, nella steppa.",
          "El palacio de invierno del último Bogd Kan y el templo museo de Choijin Lama, el memorial de Zaisan sobre la ciudad y el gigantesco Gengis Kan de acero a caballo de Tsonjin Boldog, en la estepa.",
          "Le palais d'hiver du dernier Bogd Khan et le temple-musée de Choijin Lama, le mémorial de Zaïsan au-dessus de la ville et le gigantesque Gengis Khan d'acier à cheval de Tsonjin Boldog, dans la steppe.",
          "Der Winterpalast des letzten Bogd Khan und das Tempelmuseum Choijin Lama, das Zaisan-Denkmal über der Stadt und der riesige stählerne Reiter Dschingis Khan bei Tsonjin Boldog in der Steppe.",
        ],
      ],
      [
        "food",
        [
          "Ulaanbaatar: buuz, khuushuur and airag",
          "Ulan Bator: buuz, khuushuur e airag",
          "Ulán Bator: buuz, khuushuur y airag",
          "Oulan-Bator : buuz, khuushuur et airag",
          "Ulaanbaatar: Buuz, Khuushuur und Airag",
        ],
        [
          "Steamed mutton buuz dumplings and fried khuushuur pastries, tsuivan noodles with meat, salty milk tea, and a bowl of airag, fermented mare's milk, with a Mongolian cook who explains them.",
          "Ravioli di montone al vapore buuz e fagottini fritti khuushuur, noodles tsuivan con carne, tè al latte salato e una ciotola di airag, latte di giumenta fermentato, con una cuoca mongola che li racconta.",
          "Empanadillas de cordero al vapor buuz y empanadas fritas khuushuur, fideos tsuivan con carne, té con leche salado y un cuenco de airag, leche de yegua fermentada, con una cocinera mongola que los explica.",
          "Raviolis de mouton vapeur buuz et chaussons frits khuushuur, nouilles tsuivan à la viande, thé au lait salé et un bol d'airag, lait de jument fermenté, avec une cuisinière mongole qui les raconte.",
          "Gedämpfte Hammelteigtaschen Buuz und frittierte Khuushuur, Tsuivan-Nudeln mit Fleisch, salziger Milchtee und eine Schale Airag, vergorene Stutenmilch, erklärt von einer mongolischen Köchin.",
        ],
      ],
    ],
  },
  "MNG Hustai National Park": {
    days: [
      [
        "see",
        [
          "Hustai National Park: the takhi wild horses",
          "Parco nazionale di Hustai: i cavalli selvaggi takhi",
          "Parque nacional Hustai: los caballos salvajes takhi",
          "Parc national de Hustai : les chevaux sauvages takhi",
          "Hustai-Nationalpark: die Takhi-Wildpferde",
        ],
        [
          "The takhi, or Przewalski's horses, brought back to the wild here after vanishing from Mongolia, watched with park rangers in the evening, when the herds come down to drink in the valleys.",
          "I takhi, i cavalli di Przewalski riportati qui allo stato libero dopo la loro scomparsa dalla Mongolia, osservati coi ranger la sera, quando i branchi scendono a bere nelle valli.",
          "Los takhi, los caballos de Przewalski devueltos aquí a la vida salvaje tras desaparecer de Mongolia, observados con los guardas al atardecer, cuando las manadas bajan a beber a los valles.",
          "Les takhi, chevaux de Przewalski rendus ici à la vie sauvage après avoir disparu de Mongolie, observés avec les gardes le soir, quand les hardes descendent boire dans les vallées.",
          "Die Takhi oder Przewalski-Pferde, hier wieder ausgewildert, nachdem sie in der Mongolei verschwunden waren, beobachtet mit Rangern am Abend, wenn die Herden zum Trinken in die Täler ziehen.",
        ],
      ],
      [
        "see",
        [
          "Hustai National Park: steppe and ancient stones",
          "Parco nazionale di Hustai: steppa e pietre antiche",
          "Parque nacional Hustai: estepa y piedras antiguas",
          "Parc national de Hustai : steppe et pierres anciennes",
          "Hustai-Nationalpark: Steppe und alte Steine",
        ],
        [
          "A walk over the grassy hills of the park among marmots, red deer and steppe eagles, to the Turkic stone monuments and old burial mounds of the Tuul valley, with a visit to the takhi research station.",
          "Una camminata sulle colline erbose del parco tra marmotte, cervi nobili e aquile della steppa, fino ai monumenti in pietra turchi e ai tumuli della valle del Tuul, con la stazione di ricerca sui takhi.",
          "Una caminata por las colinas de hierba del parque entre marmotas, ciervos y águilas esteparias, hasta los monumentos de piedra turcos y los túmulos del valle del Tuul, con la estación de estudio de los takhi.",
          "Une marche sur les collines herbeuses du parc parmi les marmottes, les cerfs et les aigles des steppes, jusqu'aux monuments de pierre turcs et aux tumulus de la vallée de la Tuul, et la station de recherche des takhi.",
          "Eine Wanderung über die Grashügel des Parks zwischen Murmeltieren, Rothirschen und Steppenadlern zu türkischen Steinmonumenten und Grabhügeln im Tuul-Tal, dazu die Takhi-Forschungsstation.",
        ],
      ],
    ],
  },
  "MNG Terelj": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Terelj: up the Terelj River valley",
          "Terelj: su per la valle del fiume Terelj",
          "Terelj: por el valle del río Terelj",
          "Terelj : la vallée de la Terelj",
          "Terelj: das Tal des Terelj-Flusses hinauf",
        ],
        [
          "From the granite tors around Turtle Rock up the larch-wooded valley of the Terelj River, with packhorses and a local horseman, to a camp in the meadows past the last herders' gers.",
          "Dalle rocce di granito attorno alla Roccia della tartaruga su per la valle del fiume Terelj tra i larici, con cavalli da soma e un mandriano del posto, fino a un campo nei prati oltre le ultime gher.",
          "Desde los roquedos de granito de la Roca Tortuga valle arriba del río Terelj entre alerces, con caballos de carga y un jinete local, hasta un campamento en los prados más allá de las últimas yurtas.",
          "Des chaos de granit autour du rocher de la Tortue jusqu'à la vallée boisée de mélèzes de la Terelj, avec chevaux de bât et cavalier du pays, vers un camp dans les prés au-delà des dernières yourtes.",
          "Von den Granitfelsen um den Schildkrötenfelsen durch das Lärchental des Terelj-Flusses hinauf, mit Packpferden und einem Reiter aus der Gegend, zu einem Lager auf den Wiesen hinter den letzten Jurten.",
        ],
      ],
      [
        "trek",
        [
          "Terelj: over the pass to Khagiin Khar Lake",
          "Terelj: oltre il passo fino al lago Khagiin Khar",
          "Terelj: por el paso hasta el lago Khagiin Khar",
          "Terelj : par le col jusqu'au lac Khagiin Khar",
          "Terelj: über den Pass zum Khagiin-Khar-See",
        ],
        [
          "Through the forest of the Khan Khentii reserve and over a pass to Khagiin Khar, a long glacial lake in a narrow valley, with a camp on its shore.",
          "Nella foresta della riserva del Khan Khentii e oltre un passo fino al Khagiin Khar, lungo lago glaciale in una stretta valle, con il campo sulla riva.",
          "Por el bosque de la reserva del Khan Khentii y por un paso hasta el Khagiin Khar, un largo lago glaciar en un valle estrecho, con el campamento en su orilla.",
          "À travers la forêt de la réserve du Khan Khentii et par un col jusqu'au Khagiin Khar, long lac glaciaire au fond d'une vallée étroite, avec le camp sur sa rive.",
          "Durch den Wald des Schutzgebiets Khan Khentii und über einen Pass zum Khagiin Khar, einem langen Gletschersee in einem engen Tal, mit Lager am Ufer.",
        ],
      ],
      [
        "trek",
        [
          "Terelj: to the Yestii hot springs",
          "Terelj: alle sorgenti calde di Yestii",
          "Terelj: a las fuentes termales de Yestii",
          "Terelj : vers les sources chaudes de Yestii",
          "Terelj: zu den heißen Quellen von Yestii",
        ],
        [
          "Down the valley and across the river fords to the Yestii hot springs, a wooden bathhouse in the forest where the walk ends with a soak in the warm water.",
          "Giù per la valle e attraverso i guadi del fiume fino alle sorgenti calde di Yestii, un bagno di legno nella foresta dove il cammino finisce con un'immersione nell'acqua tiepida.",
          "Valle abajo y por los vados del río hasta las fuentes termales de Yestii, una casa de baños de madera en el bosque donde la marcha termina con un baño en agua caliente.",
          "La descente de la vallée et les gués de la rivière jusqu'aux sources chaudes de Yestii, un bain de bois dans la forêt où la marche s'achève dans l'eau tiède.",
          "Talabwärts und durch die Furten des Flusses zu den heißen Quellen von Yestii, einem hölzernen Badehaus im Wald, wo die Wanderung im warmen Wasser endet.",
        ],
      ],
      [
        "see",
        [
          "Terelj: Turtle Rock and Aryabal",
          "Terelj: la Roccia della tartaruga e Aryabal",
          "Terelj: la Roca Tortuga y Aryabal",
          "Terelj : le rocher de la Tortue et Aryabal",
          "Terelj: der Schildkrötenfelsen und Aryabal",
        ],
        [
          "The granite Turtle Rock, a ride with a herding family, and the steps up to the Aryabal meditation temple, built on the mountainside with a view over the valley.",
          "La Roccia della tartaruga di granito, una cavalcata con una famiglia di pastori e i gradini fino al tempio di meditazione di Aryabal, costruito sul fianco del monte con la vista sulla valle.",
          "La Roca Tortuga de granito, un paseo a caballo con una familia de pastores y los escalones hasta el templo de meditación de Aryabal, construido en la ladera con vistas al valle.",
          "Le rocher de granit de la Tortue, une chevauchée avec une famille d'éleveurs et les marches jusqu'au temple de méditation d'Aryabal, accroché au flanc de la montagne face à la vallée.",
          "Der Schildkrötenfelsen aus Granit, ein Ritt mit einer Hirtenfamilie und die Stufen hinauf zum Meditationstempel Aryabal am Berghang mit Blick über das Tal.",
        ],
      ],
    ],
  },
  "MNG Kharkhorin": {
    days: [
      [
        "see",
        [
          "Kharkhorin: Erdene Zuu and the old capital",
          "Karakorum: l'Erdene Zuu e l'antica capitale",
          "Karakórum: el Erdene Zuu y la antigua capital",
          "Karakorum : l'Erdene Zuu et l'ancienne capitale",
          "Karakorum: Erdene Zuu und die alte Hauptstadt",
        ],
        [
          "Erdene Zuu, Mongolia's first Buddhist monastery, inside its wall of 108 stupas, the stone turtles that marked the edge of Chinggis Khaan's capital, and the Kharkhorum Museum.",
          "L'Erdene Zuu, primo monastero buddhista della Mongolia, dentro il suo muro di 108 stupa, le tartarughe di pietra che segnavano il confine della capitale di Gengis Khan e il museo di Karakorum.",
          "El Erdene Zuu, primer monasterio budista de Mongolia, dentro de su muro de 108 estupas, las tortugas de piedra que marcaban el límite de la capital de Gengis Kan y el museo de Karakórum.",
          "L'Erdene Zuu, premier monastère bouddhiste de Mongolie, dans son enceinte de 108 stupas, les tortues de pierre qui bornaient la capitale de Gengis Khan et le musée de Karakorum.",
          "Erdene Zuu, das erste buddhistische Kloster der Mongolei, in seiner Mauer aus 108 Stupas, die Steinschildkröten an der Grenze der Hauptstadt Dschingis Khans und das Karakorum-Museum.",
        ],
      ],
      [
        "food",
        [
          "Kharkhorin: khorkhog with a herding family",
          "Karakorum: khorkhog con una famiglia di pastori",
          "Karakórum: khorkhog con una familia de pastores",
          "Karakorum : khorkhog chez des éleveurs",
          "Karakorum: Khorkhog bei einer Hirtenfamilie",
        ],
        [
          "Khorkhog, mutton cooked in a milk can with hot stones from the fire, eaten with a herding family in their ger, with dried curds, aaruul, clotted cream and salty milk tea.",
          "Il khorkhog, montone cotto in un bidone del latte con pietre roventi prese dal fuoco, mangiato con una famiglia di pastori nella loro gher, con cagliata secca aaruul, panna rappresa e tè al latte salato.",
          "El khorkhog, cordero cocido en una lechera con piedras ardientes del fuego, comido con una familia de pastores en su yurta, con cuajada seca aaruul, nata espesa y té con leche salado.",
          "Le khorkhog, mouton cuit dans un bidon à lait avec des pierres brûlantes tirées du feu, partagé avec des éleveurs dans leur yourte, avec caillé séché aaruul, crème épaisse et thé au lait salé.",
          "Khorkhog, Hammel in der Milchkanne mit heißen Steinen aus dem Feuer gegart, gegessen mit einer Hirtenfamilie in ihrer Jurte, dazu getrockneter Quark Aaruul, dicker Rahm und salziger Milchtee.",
        ],
      ],
    ],
  },
  "MNG Orkhon Valley": {
    days: [
      [
        "see",
        [
          "Orkhon Valley: the Orkhon waterfall",
          "Valle dell'Orkhon: la cascata dell'Orkhon",
          "Valle del Orjón: la cascada del Orjón",
          "Vallée de l'Orkhon : la cascade de l'Orkhon",
          "Orchon-Tal: der Orchon-Wasserfall",
        ],
        [
          "Ulaan Tsutgalan, the waterfall where the river drops into a basalt gorge, and the wide grasslands of the valley with yak herds and the gers of nomad families who make cheese and airag.",
          "Ulaan Tsutgalan, la cascata dove il fiume precipita in una gola di basalto, e le vaste praterie della valle con le mandrie di yak e le gher delle famiglie nomadi che fanno formaggio e airag.",
          "Ulaan Tsutgalan, la cascada donde el río cae a una garganta de basalto, y los amplios pastos del valle con rebaños de yaks y las yurtas de familias nómadas que hacen queso y airag.",
          "Ulaan Tsutgalan, la cascade où la rivière plonge dans une gorge de basalte, et les vastes prairies de la vallée, les troupeaux de yaks et les yourtes des nomades qui font fromage et airag.",
          "Ulaan Tsutgalan, der Wasserfall, an dem der Fluss in eine Basaltschlucht stürzt, und das weite Grasland des Tals mit Yakherden und den Jurten der Nomaden, die Käse und Airag machen.",
        ],
      ],
      [
        "see",
        [
          "Orkhon Valley: Tövkhön Monastery",
          "Valle dell'Orkhon: il monastero di Tövkhön",
          "Valle del Orjón: el monasterio de Tövkhön",
          "Vallée de l'Orkhon : le monastère de Tövkhön",
          "Orchon-Tal: das Kloster Tövkhön",
        ],
        [
          "A climb on foot or horseback through the forest to Tövkhön, the hermitage where Zanabazar made his bronzes, perched on a rocky summit with a view over the Khangai mountains.",
          "Una salita a piedi o a cavallo nella foresta fino a Tövkhön, l'eremo dove Zanabazar fondeva i suoi bronzi, arroccato su una cima rocciosa con la vista sui monti Khangai.",
          "Una subida a pie o a caballo por el bosque hasta Tövkhön, la ermita donde Zanabazar fundía sus bronces, encaramada a una cumbre rocosa con vistas a los montes Khangai.",
          "Une montée à pied ou à cheval à travers la forêt jusqu'à Tövkhön, l'ermitage où Zanabazar coulait ses bronzes, perché sur un sommet rocheux face aux monts Khangaï.",
          "Ein Aufstieg zu Fuß oder zu Pferd durch den Wald nach Tövkhön, der Einsiedelei, in der Zanabazar seine Bronzen goss, hoch auf einem Felsgipfel mit Blick über das Khangai-Gebirge.",
        ],
      ],
    ],
  },
  "MNG Khövsgöl": {
    months: [6, 9],
    days: [
      [
        "see",
        [
          "Khövsgöl: the western shore by boat and on horseback",
          "Lago Khövsgöl: la riva occidentale in barca e a cavallo",
          "Lago Khövsgöl: la orilla oeste en barco y a caballo",
          "Lac Khövsgöl : la rive ouest en bateau et à cheval",
          "Khövsgöl-See: das Westufer per Boot und zu Pferd",
        ],
        [
          "From Khatgal at the lake's southern tip, a boat on the clear water along the larch-covered western shore, then a ride up to the Jankhai pass for the view north up the lake.",
          "Da Khatgal, sulla punta meridionale del lago, una barca sull'acqua limpida lungo la riva occidentale coperta di larici, poi una cavalcata fino al passo Jankhai per la vista verso nord sul lago.",
          "Desde Khatgal, en la punta sur del lago, un barco por el agua clara a lo largo de la orilla oeste cubierta de alerces, y luego un paseo a caballo hasta el paso de Jankhai para ver el lago hacia el norte.",
          "De Khatgal, à la pointe sud du lac, un bateau sur l'eau claire le long de la rive ouest couverte de mélèzes, puis une chevauchée jusqu'au col de Jankhai pour la vue vers le nord du lac.",
          "Von Khatgal an der Südspitze des Sees mit dem Boot über das klare Wasser am lärchenbewachsenen Westufer entlang, dann zu Pferd hinauf zum Jankhai-Pass mit Blick nach Norden über den See.",
        ],
      ],
      [
        "see",
        [
          "Khövsgöl: herders and shamans of the shore",
          "Lago Khövsgöl: pastori e sciamani della riva",
          "Lago Khövsgöl: pastores y chamanes de la orilla",
          "Lac Khövsgöl : éleveurs et chamanes du rivage",
          "Khövsgöl-See: Hirten und Schamanen am Ufer",
        ],
        [
          "A walk along the shore to the ovoo cairns hung with blue silk scarves, a visit to a family herding yaks on the lakeside meadows, and a talk with a shaman of the Darkhad tradition.",
          "Una camminata lungo la riva fino ai cumuli ovoo avvolti di sciarpe di seta blu, la visita a una famiglia che alleva yak sui prati del lago e un incontro con uno sciamano della tradizione darkhad.",
          "Un paseo por la orilla hasta los montículos ovoo adornados con pañuelos de seda azul, la visita a una familia que cría yaks en los prados del lago y una charla con un chamán de la tradición darkhad.",
          "Une marche sur la rive jusqu'aux cairns ovoo drapés d'écharpes de soie bleue, la visite d'une famille qui élève des yaks sur les prés du lac et une rencontre avec un chamane de la tradition darkhad.",
          "Ein Gang am Ufer zu den mit blauen Seidenschals behängten Ovoo-Steinhaufen, der Besuch einer Yak-Hirtenfamilie auf den Seewiesen und ein Gespräch mit einem Schamanen der Darkhad-Tradition.",
        ],
      ],
    ],
  },
  "MNG Gobi Desert": {
    days: [
      [
        "see",
        [
          "Gobi Desert: the Yolyn Am gorge",
          "Deserto del Gobi: la gola di Yolyn Am",
          "Desierto de Gobi: la garganta de Yolyn Am",
          "Désert de Gobi : la gorge de Yolyn Am",
          "Wüste Gobi: die Schlucht Yolyn Am",
        ],
        [
          "Yolyn Am, the Vulture's Mouth, a narrow gorge in the Gurvan Saikhan mountains where ice can linger in the shade into summer, walked among pikas, ibex tracks and lammergeiers overhead.",
          "Yolyn Am, la Bocca dell'avvoltoio, una stretta gola nei monti Gurvan Saikhan dove il ghiaccio può resistere all'ombra fino all'estate, percorsa tra pika, tracce di stambecchi e gipeti in volo.",
          "Yolyn Am, la Boca del Buitre, una estrecha garganta en los montes Gurvan Saikhan donde el hielo puede durar a la sombra hasta el verano, recorrida entre picas, huellas de íbices y quebrantahuesos.",
          "Yolyn Am, la Bouche du vautour, une gorge étroite des monts Gurvan Saikhan où la glace peut durer à l'ombre jusqu'à l'été, parcourue parmi les pikas, les traces de bouquetins et les gypaètes.",
          "Yolyn Am, das Geiermaul, eine enge Schlucht im Gurvan-Saikhan-Gebirge, in deren Schatten das Eis bis in den Sommer bleiben kann, zwischen Pfeifhasen, Steinbockspuren und Bartgeiern.",
        ],
      ],
      [
        "see",
        [
          "Gobi Desert: camel herders of the south",
          "Deserto del Gobi: i cammellieri del sud",
          "Desierto de Gobi: los camelleros del sur",
          "Désert de Gobi : les chameliers du Sud",
          "Wüste Gobi: die Kamelhirten des Südens",
        ],
        [
          "A day with a family herding Bactrian camels on the gravel plains, milking, making felt and riding out with them, and the Bronze Age rock carvings of ibex on the hills of Khavtsgait.",
          "Una giornata con una famiglia che alleva cammelli della Battriana sulle pianure di ghiaia, tra mungitura, lavorazione del feltro e una cavalcata, e le incisioni rupestri dell'età del bronzo di Khavtsgait.",
          "Un día con una familia que cría camellos bactrianos en las llanuras de grava, entre ordeño, fieltro y un paseo con ellos, y los grabados rupestres de íbices de la Edad del Bronce en Khavtsgait.",
          "Une journée avec une famille qui élève des chameaux de Bactriane sur les plaines de graviers, traite, feutre et chevauchée, puis les gravures rupestres de bouquetins de l'âge du bronze à Khavtsgait.",
          "Ein Tag mit einer Familie, die Trampeltiere auf den Kiesebenen hütet, mit Melken, Filzen und einem Ritt, dazu die bronzezeitlichen Felsbilder von Steinböcken an den Hügeln von Khavtsgait.",
        ],
      ],
    ],
  },
  "MNG Khongoryn Els": {
    days: [
      [
        "see",
        [
          "Khongoryn Els: climbing the singing dunes",
          "Khongoryn Els: in cima alle dune che cantano",
          "Khongoryn Els: subida a las dunas que cantan",
          "Khongoryn Els : l'ascension des dunes chantantes",
          "Khongoryn Els: auf die singenden Dünen",
        ],
        [
          "The climb up the soft slopes of the Khongoryn Els, the singing dunes, to their crest at sunset, where the sand hums as it slides, with the Gobi stretching away on either side.",
          "La salita sui pendii di sabbia morbida del Khongoryn Els, le dune che cantano, fino alla cresta al tramonto, dove la sabbia vibra scivolando e il Gobi si stende su entrambi i lati.",
          "La subida por las laderas blandas del Khongoryn Els, las dunas que cantan, hasta su cresta al atardecer, donde la arena zumba al deslizarse y el Gobi se extiende a ambos lados.",
          "L'ascension des pentes molles du Khongoryn Els, les dunes chantantes, jusqu'à leur crête au coucher du soleil, où le sable vrombit en glissant et le Gobi s'étend de chaque côté.",
          "Der Aufstieg über die weichen Hänge der Khongoryn Els, der singenden Dünen, zum Kamm bei Sonnenuntergang, wo der Sand beim Rutschen brummt und sich die Gobi nach beiden Seiten dehnt.",
        ],
      ],
      [
        "see",
        [
          "Khongoryn Els: by camel along the dunes",
          "Khongoryn Els: in cammello lungo le dune",
          "Khongoryn Els: en camello junto a las dunas",
          "Khongoryn Els : à dos de chameau le long des dunes",
          "Khongoryn Els: mit dem Kamel an den Dünen entlang",
        ],
        [
          "A ride on two-humped Bactrian camels with a herding family along the foot of the dunes, past the green oasis strip of the Seruun stream, with tea and dried curds in the family's ger.",
          "Una cavalcata sui cammelli a due gobbe con una famiglia di pastori ai piedi delle dune, lungo la striscia verde del torrente Seruun, con tè e cagliata secca nella loro gher.",
          "Un paseo en camellos bactrianos de dos jorobas con una familia de pastores al pie de las dunas, junto a la franja verde del arroyo Seruun, con té y cuajada seca en su yurta.",
          "Une balade à dos de chameaux de Bactriane avec une famille d'éleveurs au pied des dunes, le long de la bande verte du ruisseau Seruun, puis thé et caillé séché dans leur yourte.",
          "Ein Ritt auf zweihöckrigen Trampeltieren mit einer Hirtenfamilie am Fuß der Dünen entlang, am grünen Streifen des Seruun-Bachs vorbei, dann Tee und Trockenquark in ihrer Jurte.",
        ],
      ],
    ],
  },
  "MNG Flaming Cliffs": {
    days: [
      [
        "see",
        [
          "Flaming Cliffs: the red cliffs of Bayanzag",
          "Falesie Fiammeggianti: le rupi rosse di Bayanzag",
          "Acantilados Flameantes: los riscos rojos de Bayanzag",
          "Falaises flamboyantes : les falaises rouges de Bayanzag",
          "Flammende Klippen: die roten Felsen von Bayanzag",
        ],
        [
          "The red sandstone cliffs of Bayanzag glowing at sunset, where Roy Chapman Andrews found the first dinosaur eggs known to science in the 1920s, walked along the rim and down the gullies.",
          "Le rupi di arenaria rossa di Bayanzag accese dal tramonto, dove Roy Chapman Andrews trovò negli anni Venti le prime uova di dinosauro note alla scienza, percorse lungo il ciglio e giù nei canaloni.",
          "Los riscos de arenisca roja de Bayanzag encendidos al atardecer, donde Roy Chapman Andrews halló en los años veinte los primeros huevos de dinosaurio conocidos por la ciencia, recorridos por el borde y los barrancos.",
          "Les falaises de grès rouge de Bayanzag embrasées au couchant, où Roy Chapman Andrews trouva dans les années 1920 les premiers œufs de dinosaure connus, parcourues le long du rebord et dans les ravines.",
          "Die roten Sandsteinklippen von Bayanzag im Abendlicht, wo Roy Chapman Andrews in den 1920ern die ersten der Wissenschaft bekannten Dinosauriereier fand, entlang der Kante und hinab in die Rinnen.",
        ],
      ],
      [
        "see",
        [
          "Flaming Cliffs: the saxaul forest and the dig sites",
          "Falesie Fiammeggianti: il bosco di saxaul e gli scavi",
          "Acantilados Flameantes: el bosque de saxaul y las excavaciones",
          "Falaises flamboyantes : la forêt de saxaouls et les fouilles",
          "Flammende Klippen: der Saxaulwald und die Fundstellen",
        ],
        [
          "The gnarled saxaul forest below the cliffs, the sites where Protoceratops and Velociraptor were dug out, and the layers of red sandstone read with a geologist, who shows how the fossils were buried.",
          "Il bosco contorto di saxaul sotto le rupi, i punti dove furono estratti Protoceratops e Velociraptor e gli strati di arenaria rossa letti con un geologo, che spiega come i fossili furono sepolti.",
          "El retorcido bosque de saxaul bajo los riscos, los puntos donde se desenterraron el Protoceratops y el Velociraptor y los estratos de arenisca roja leídos con un geólogo, que explica cómo quedaron enterrados los fósiles.",
          "La forêt tordue de saxaouls sous les falaises, les sites d'où l'on a sorti Protoceratops et Velociraptor et les strates de grès rouge lues avec un géologue, qui montre comment les fossiles ont été ensevelis.",
          "Der knorrige Saxaulwald unter den Klippen, die Stellen, an denen Protoceratops und Velociraptor ausgegraben wurden, und die roten Sandsteinschichten, gelesen mit einem Geologen, der zeigt, wie die Fossilien verschüttet wurden.",
        ],
      ],
    ],
  },
  "MNG Altai": {
    months: [6, 9],
    days: [
      [
        "trek",
        [
          "Altai: to the Tavan Bogd base camp",
          "Altai: al campo base del Tavan Bogd",
          "Altái: al campamento base del Tavan Bogd",
          "Altaï : vers le camp de base du Tavan Bogd",
          "Altai: zum Basislager am Tavan Bogd",
        ],
        [
          "From the park gate up the Tsagaan Gol valley, with Kazakh horsemen and camels carrying the loads, past the rock carvings of Tsagaan Salaa to the base camp below the Tavan Bogd peaks.",
          "Dall'ingresso del parco su per la valle dello Tsagaan Gol, con cavalieri kazaki e cammelli per i carichi, oltre le incisioni rupestri di Tsagaan Salaa fino al campo base sotto le vette del Tavan Bogd.",
          "Desde la entrada del parque valle arriba del Tsagaan Gol, con jinetes kazajos y camellos para la carga, junto a los grabados rupestres de Tsagaan Salaa, hasta el campamento base bajo los picos del Tavan Bogd.",
          "De l'entrée du parc par la vallée de la Tsagaan Gol, avec cavaliers kazakhs et chameaux pour les bagages, devant les gravures rupestres de Tsagaan Salaa, jusqu'au camp de base sous les sommets du Tavan Bogd.",
          "Vom Parkeingang das Tal des Tsagaan Gol hinauf, mit kasachischen Reitern und Kamelen für das Gepäck, an den Felsbildern von Tsagaan Salaa vorbei zum Basislager unter den Gipfeln des Tavan Bogd.",
        ],
      ],
      [
        "trek",
        [
          "Altai: onto the Potanin Glacier",
          "Altai: sul ghiacciaio Potanin",
          "Altái: sobre el glaciar Potanin",
          "Altaï : sur le glacier Potanine",
          "Altai: auf den Potanin-Gletscher",
        ],
        [
          "A roped walk onto the Potanin Glacier, Mongolia's longest, toward the white pyramid of Khüiten Peak, the country's highest summit, on the border where Mongolia, China and Russia meet.",
          "Una camminata in cordata sul ghiacciaio Potanin, il più lungo della Mongolia, verso la piramide bianca del Khüiten, vetta più alta del paese, sul confine dove si incontrano Mongolia, Cina e Russia.",
          "Una marcha encordada sobre el glaciar Potanin, el más largo de Mongolia, hacia la pirámide blanca del Khüiten, la cima más alta del país, en la frontera donde se juntan Mongolia, China y Rusia.",
          "Une marche encordée sur le glacier Potanine, le plus long de Mongolie, vers la pyramide blanche du Khüiten, point culminant du pays, sur la frontière où se rejoignent Mongolie, Chine et Russie.",
          "Am Seil auf den Potanin-Gletscher, den längsten der Mongolei, zur weißen Pyramide des Khüiten, des höchsten Gipfels des Landes, an der Grenze, wo Mongolei, China und Russland zusammentreffen.",
        ],
      ],
      [
        "trek",
        [
          "Altai: up Malchin Peak",
          "Altai: in cima al Malchin",
          "Altái: a la cumbre del Malchin",
          "Altaï : l'ascension du Malchin",
          "Altai: auf den Malchin",
        ],
        [
          "The climb up the scree and snow of Malchin Peak, a summit walkers can reach without ropes, for the view over the glaciers of the Five Saints and into Russia's Altai.",
          "La salita per ghiaioni e neve al Malchin, una vetta raggiungibile a piedi senza corda, per la vista sui ghiacciai delle Cinque Sante Vette e sull'Altai russo.",
          "La subida por pedreras y nieve al Malchin, una cumbre a la que se llega sin cuerda, con vistas a los glaciares de los Cinco Santos y al Altái ruso.",
          "L'ascension par les éboulis et la neige du Malchin, un sommet accessible sans corde, pour la vue sur les glaciers des Cinq Saints et sur l'Altaï russe.",
          "Der Aufstieg über Geröll und Schnee auf den Malchin, einen Gipfel für Wanderer ohne Seil, mit Blick auf die Gletscher der Fünf Heiligen und ins russische Altai.",
        ],
      ],
      [
        "see",
        [
          "Altai: the Kazakh eagle hunters",
          "Altai: i cacciatori kazaki con l'aquila",
          "Altái: los cazadores kazajos con águila",
          "Altaï : les chasseurs kazakhs à l'aigle",
          "Altai: die kasachischen Adlerjäger",
        ],
        [
          "A day with a Kazakh family of eagle hunters in the valleys of Bayan-Ölgii, their golden eagles on the arm, their embroidered wall hangings and a meal of boiled mutton and baursak bread.",
          "Una giornata con una famiglia kazaka di cacciatori con l'aquila nelle valli del Bayan-Ölgii, le aquile reali sul braccio, gli arazzi ricamati e un pasto di montone bollito e pane baursak.",
          "Un día con una familia kazaja de cazadores con águila en los valles de Bayan-Ölgii, sus águilas reales en el brazo, sus tapices bordados y una comida de cordero hervido y pan baursak.",
          "Une journée avec une famille kazakhe de chasseurs à l'aigle dans les vallées du Bayan-Ölgii, aigles royaux au poing, tentures brodées et repas de mouton bouilli et de pain baursak.",
          "Ein Tag bei einer kasachischen Adlerjägerfamilie in den Tälern von Bayan-Ölgii, mit Steinadlern auf dem Arm, bestickten Wandbehängen und einem Essen aus gekochtem Hammel und Baursak-Brot.",
        ],
      ],
    ],
  },
  // Vietnam
  "VNM Hanoi": {
    days: [
      [
        "see",
        [
          "Hanoi: the Old Quarter and Hoàn Kiếm Lake",
          "Hanoi: il Quartiere vecchio e il lago Hoàn Kiếm",
          "Hanói: el Barrio Antiguo y el lago Hoàn Kiếm",
          "Hanoï : le vieux quartier et le lac Hoàn Kiếm",
          "Hanoi: die Altstadt und der Hoàn-Kiếm-See",
        ],
        [
          "The red Huc bridge to Ngọc Sơn temple on Hoàn Kiếm Lake, then the Old Quarter's streets named for the trades once sold in them, from silk to tin, and a water puppet show by the lake.",
          "Il ponte rosso Huc fino al tempio Ngọc Sơn sul lago Hoàn Kiếm, poi le vie del Quartiere vecchio che portano il nome dei mestieri di un tempo, dalla seta allo stagno, e uno spettacolo di marionette sull'acqua.",
          "El puente rojo Huc hasta el templo Ngọc Sơn en el lago Hoàn Kiếm, luego las calles del Barrio Antiguo con el nombre de los oficios de antaño, de la seda al estaño, y un espectáculo de marionetas sobre el agua.",
          "Le pont rouge Huc vers le temple Ngọc Sơn sur le lac Hoàn Kiếm, puis les rues du vieux quartier nommées d'après leurs anciens métiers, de la soie à l'étain, et un spectacle de marionnettes sur l'eau.",
          "Die rote Huc-Brücke zum Ngọc-Sơn-Tempel im Hoàn-Kiếm-See, dann die Altstadtgassen, benannt nach den einstigen Gewerben von Seide bis Zinn, und ein Wasserpuppentheater am See.",
        ],
      ],
      [
        "see",
        [
          "Hanoi: the Temple of Literature and Ba Đình",
          "Hanoi: il Tempio della letteratura e Ba Đình",
          "Hanói: el Templo de la Literatura y Ba Đình",
          "Hanoï : le temple de la Littérature et Ba Đình",
          "Hanoi: der Literaturtempel und Ba Đình",
        ],
        [
          "The Temple of Literature, Vietnam's first university, with its stelae on stone turtles, Ba Đình Square and the Ho Chi Minh Mausoleum, the One Pillar Pagoda, and the Hỏa Lò prison museum.",
          "Il Tempio della letteratura, prima università del Vietnam, con le sue stele su tartarughe di pietra, piazza Ba Đình e il mausoleo di Ho Chi Minh, la Pagoda a pilastro unico e il museo del carcere Hỏa Lò.",
          "El Templo de la Literatura, primera universidad de Vietnam, con sus estelas sobre tortugas de piedra, la plaza Ba Đình y el mausoleo de Ho Chi Minh, la Pagoda de un Solo Pilar y el museo de la prisión Hỏa Lò.",
          "Le temple de la Littérature, première université du Viêt Nam, et ses stèles sur des tortues de pierre, la place Ba Đình et le mausolée de Hô Chi Minh, la pagode au Pilier unique et le musée de la prison Hỏa Lò.",
          "Der Literaturtempel, Vietnams erste Universität, mit seinen Stelen auf Steinschildkröten, der Ba-Đình-Platz und das Ho-Chi-Minh-Mausoleum, die Einsäulenpagode und das Gefängnismuseum Hỏa Lò.",
        ],
      ],
      [
        "food",
        [
          "Hanoi: phở, bún chả and egg coffee",
          "Hanoi: phở, bún chả e caffè all'uovo",
          "Hanói: phở, bún chả y café con huevo",
          "Hanoï : phở, bún chả et café à l'œuf",
          "Hanoi: Phở, Bún Chả und Eierkaffee",
        ],
        [
          "Phở bò for breakfast at a street counter, bún chả, grilled pork with rice noodles and herbs, bánh cuốn rice rolls at Đồng Xuân market, and the whipped egg coffee Hanoi invented.",
          "Phở bò a colazione a un banco di strada, bún chả, maiale alla griglia con spaghetti di riso ed erbe, involtini bánh cuốn al mercato Đồng Xuân e il caffè all'uovo montato inventato ad Hanoi.",
          "Phở bò para desayunar en un puesto callejero, bún chả, cerdo a la brasa con fideos de arroz y hierbas, rollos bánh cuốn en el mercado Đồng Xuân y el café con huevo batido que inventó Hanói.",
          "Phở bò au petit-déjeuner à un comptoir de rue, bún chả, porc grillé aux vermicelles de riz et aux herbes, rouleaux bánh cuốn au marché Đồng Xuân et le café à l'œuf battu inventé à Hanoï.",
          "Phở Bò zum Frühstück an einer Straßentheke, Bún Chả, gegrilltes Schwein mit Reisnudeln und Kräutern, Bánh-Cuốn-Reisrollen am Đồng-Xuân-Markt und der in Hanoi erfundene geschlagene Eierkaffee.",
        ],
      ],
    ],
  },
  "VNM Sapa": {
    days: [
      [
        "trek",
        [
          "Sapa: down the Mường Hoa valley to Tả Van",
          "Sapa: giù per la valle di Mường Hoa fino a Tả Van",
          "Sapa: valle de Mường Hoa abajo hasta Tả Van",
          "Sapa : la vallée de Mường Hoa jusqu'à Tả Van",
          "Sapa: das Mường-Hoa-Tal hinab nach Tả Van",
        ],
        [
          "From Sapa down through the rice terraces of the Mường Hoa valley, past the Black Hmong hamlets of Ý Linh Hồ and Lao Chải, to a homestay in the Giáy village of Tả Van.",
          "Da Sapa giù tra le risaie a terrazza della valle di Mường Hoa, oltre i villaggi hmong neri di Ý Linh Hồ e Lao Chải, fino al villaggio giáy di Tả Van, per la notte ospiti di una famiglia.",
          "Desde Sapa bajando por los arrozales en terraza del valle de Mường Hoa, junto a las aldeas hmong negras de Ý Linh Hồ y Lao Chải, hasta la aldea giáy de Tả Van, para dormir en casa de una familia del lugar.",
          "De Sapa à travers les rizières en terrasses de la vallée de Mường Hoa, par les hameaux hmong noirs d'Ý Linh Hồ et de Lao Chải, jusqu'à une nuit chez l'habitant dans le village giáy de Tả Van.",
          "Von Sapa durch die Reisterrassen des Mường-Hoa-Tals, vorbei an den Weilern der Schwarzen Hmong Ý Linh Hồ und Lao Chải, zu einer Gastfamilie im Giáy-Dorf Tả Van.",
        ],
      ],
      [
        "trek",
        [
          "Sapa: through Giàng Tả Chải to Bản Hồ",
          "Sapa: per Giàng Tả Chải fino a Bản Hồ",
          "Sapa: por Giàng Tả Chải hasta Bản Hồ",
          "Sapa : par Giàng Tả Chải jusqu'à Bản Hồ",
          "Sapa: über Giàng Tả Chải nach Bản Hồ",
        ],
        [
          "Through the Red Dao village of Giàng Tả Chải and a bamboo forest, over the hills by Supan, and down to the stilt houses of the Tày at Bản Hồ beside its river and waterfalls.",
          "Attraverso il villaggio dao rosso di Giàng Tả Chải e un bosco di bambù, sulle colline di Supan e giù fino alle case su palafitte dei tày a Bản Hồ, accanto al fiume e alle cascate.",
          "Por la aldea dao roja de Giàng Tả Chải y un bosque de bambú, sobre las colinas de Supan y bajando hasta las casas sobre pilotes de los tày en Bản Hồ, junto a su río y sus cascadas.",
          "Par le village dao rouge de Giàng Tả Chải et une forêt de bambous, par les collines de Supan, puis la descente vers les maisons sur pilotis des Tày à Bản Hồ, au bord de la rivière et des cascades.",
          "Durch das Dorf der Roten Dao Giàng Tả Chải und einen Bambuswald, über die Hügel bei Supan und hinab zu den Pfahlhäusern der Tày in Bản Hồ an Fluss und Wasserfällen.",
        ],
      ],
      [
        "trek",
        [
          "Sapa: from Bản Hồ to Thanh Phú",
          "Sapa: da Bản Hồ a Thanh Phú",
          "Sapa: de Bản Hồ a Thanh Phú",
          "Sapa : de Bản Hồ à Thanh Phú",
          "Sapa: von Bản Hồ nach Thanh Phú",
        ],
        [
          "Along the river valley from Bản Hồ through the Red Dao village of Nậm Toóng, past bamboo and cardamom under the forest, to Thanh Phú, a Tày village of stilt houses among its rice fields.",
          "Lungo la valle del fiume da Bản Hồ attraverso il villaggio dao rosso di Nậm Toóng, tra bambù e cardamomo sotto la foresta, fino a Thanh Phú, villaggio tày di case su palafitte tra le risaie.",
          "Por el valle del río desde Bản Hồ a través de la aldea dao roja de Nậm Toóng, entre bambú y cardamomo bajo el bosque, hasta Thanh Phú, aldea tày de casas sobre pilotes entre arrozales.",
          "Le long de la vallée depuis Bản Hồ par le village dao rouge de Nậm Toóng, entre bambous et cardamome sous la forêt, jusqu'à Thanh Phú, village tày de maisons sur pilotis au milieu des rizières.",
          "Das Flusstal entlang von Bản Hồ durch das Dorf der Roten Dao Nậm Toóng, vorbei an Bambus und Kardamom unter dem Wald, nach Thanh Phú, einem Tày-Dorf mit Pfahlhäusern zwischen Reisfeldern.",
        ],
      ],
      [
        "see",
        [
          "Sapa: Fansipan and Cát Cát",
          "Sapa: il Fansipan e Cát Cát",
          "Sapa: el Fansipan y Cát Cát",
          "Sapa : le Fansipan et Cát Cát",
          "Sapa: der Fansipan und Cát Cát",
        ],
        [
          "The cable car up Fansipan, the highest peak of Indochina, and its summit pagodas, then the Hmong village of Cát Cát and its waterfall below the town, and the Sapa market.",
          "La funivia sul Fansipan, la vetta più alta dell'Indocina, con le sue pagode in cima, poi il villaggio hmong di Cát Cát e la sua cascata sotto la città e il mercato di Sapa.",
          "El teleférico al Fansipan, la cumbre más alta de Indochina, con sus pagodas en lo alto, y luego la aldea hmong de Cát Cát y su cascada bajo el pueblo, y el mercado de Sapa.",
          "Le téléphérique du Fansipan, plus haut sommet d'Indochine, et ses pagodes au sommet, puis le village hmong de Cát Cát et sa cascade sous la ville, et le marché de Sapa.",
          "Die Seilbahn auf den Fansipan, den höchsten Gipfel Indochinas, mit seinen Gipfelpagoden, dann das Hmong-Dorf Cát Cát mit Wasserfall unterhalb der Stadt und der Markt von Sapa.",
        ],
      ],
    ],
  },
  "VNM Ha Long": {
    days: [
      [
        "see",
        [
          "Ha Long: Yên Tử mountain",
          "Ha Long: il monte Yên Tử",
          "Ha Long: el monte Yên Tử",
          "Hạ Long : le mont Yên Tử",
          "Hạ Long: der Berg Yên Tử",
        ],
        [
          "The pilgrim mountain of Yên Tử, where the king Trần Nhân Tông founded the Trúc Lâm school of Zen: cable cars and stone paths up past its pagodas to the bronze Đồng pagoda at the top.",
          "Il monte dei pellegrini Yên Tử, dove il re Trần Nhân Tông fondò la scuola zen Trúc Lâm: funivie e sentieri di pietra tra le pagode fino alla pagoda di bronzo Đồng in cima.",
          "El monte de peregrinación Yên Tử, donde el rey Trần Nhân Tông fundó la escuela zen Trúc Lâm: teleféricos y senderos de piedra entre pagodas hasta la pagoda de bronce Đồng en la cumbre.",
          "Le mont de pèlerinage Yên Tử, où le roi Trần Nhân Tông fonda l'école zen Trúc Lâm : téléphériques et sentiers de pierre de pagode en pagode jusqu'à la pagode de bronze Đồng au sommet.",
          "Der Pilgerberg Yên Tử, wo König Trần Nhân Tông die Zen-Schule Trúc Lâm gründete: Seilbahnen und Steinpfade von Pagode zu Pagode bis zur bronzenen Đồng-Pagode auf dem Gipfel.",
        ],
      ],
      [
        "see",
        [
          "Ha Long: Bãi Cháy and the Quảng Ninh Museum",
          "Ha Long: Bãi Cháy e il museo del Quảng Ninh",
          "Ha Long: Bãi Cháy y el museo de Quảng Ninh",
          "Hạ Long : Bãi Cháy et le musée du Quảng Ninh",
          "Hạ Long: Bãi Cháy und das Quảng-Ninh-Museum",
        ],
        [
          "The black glass Quảng Ninh Museum on the waterfront, with the bay's history and its coal miners, the Bãi Cháy bridge, and the cable car over the water to the hill above Bãi Cháy.",
          "Il museo del Quảng Ninh in vetro nero sul lungomare, con la storia della baia e dei suoi minatori di carbone, il ponte di Bãi Cháy e la funivia sopra l'acqua fino alla collina di Bãi Cháy.",
          "El museo de Quảng Ninh de cristal negro junto al agua, con la historia de la bahía y de sus mineros del carbón, el puente de Bãi Cháy y el teleférico sobre el agua hasta la colina de Bãi Cháy.",
          "Le musée du Quảng Ninh de verre noir sur le front de mer, avec l'histoire de la baie et de ses mineurs de charbon, le pont de Bãi Cháy et le téléphérique au-dessus de l'eau jusqu'à la colline de Bãi Cháy.",
          "Das schwarz verglaste Quảng-Ninh-Museum am Wasser mit der Geschichte der Bucht und ihrer Kohlekumpel, die Bãi-Cháy-Brücke und die Seilbahn über das Wasser auf den Hügel über Bãi Cháy.",
        ],
      ],
      [
        "food",
        [
          "Ha Long: squid cakes and the seafood market",
          "Ha Long: tortini di calamaro e mercato del pesce",
          "Ha Long: pasteles de calamar y el mercado de marisco",
          "Hạ Long : galettes de calmar et marché de la mer",
          "Hạ Long: Tintenfischküchlein und Fischmarkt",
        ],
        [
          "Chả mực, the pounded squid cakes Ha Long is known for, fried golden and eaten with sticky rice, and crab, clams and sea snails picked from the tanks of the Hạ Long market to be cooked next door.",
          "Chả mực, i tortini di calamaro pestato per cui Ha Long è famosa, fritti e mangiati con riso glutinoso, e granchi, vongole e lumache di mare scelti dalle vasche del mercato e cucinati lì accanto.",
          "Chả mực, los pasteles de calamar machacado por los que es famosa Ha Long, fritos y con arroz glutinoso, y cangrejos, almejas y caracoles de mar elegidos en las peceras del mercado y cocinados al lado.",
          "Chả mực, les galettes de calmar pilé qui font la réputation de Hạ Long, frites et servies avec du riz gluant, puis crabes, palourdes et bigorneaux choisis dans les viviers du marché et cuits à côté.",
          "Chả Mực, die gestampften Tintenfischküchlein, für die Hạ Long bekannt ist, goldbraun gebraten mit Klebreis, und Krabben, Muscheln und Meeresschnecken aus den Becken des Markts, gleich nebenan gekocht.",
        ],
      ],
    ],
  },
  "VNM Ha Long Bay": {
    days: [
      [
        "boat",
        [
          "Ha Long Bay: Sửng Sốt cave and Ti Tốp island",
          "Baia di Ha Long: la grotta Sửng Sốt e l'isola Ti Tốp",
          "Bahía de Ha Long: la cueva Sửng Sốt y la isla Ti Tốp",
          "Baie d'Along : la grotte Sửng Sốt et l'île Ti Tốp",
          "Halong-Bucht: die Sửng-Sốt-Höhle und die Insel Ti Tốp",
        ],
        [
          "A junk among the limestone towers of the bay, past the Fighting Cocks islets to the chambers of Sửng Sốt, the Surprise Cave, and the beach and lookout of Ti Tốp island.",
          "Una giunca tra le torri calcaree della baia, oltre gli isolotti dei Galli combattenti, fino alle sale di Sửng Sốt, la Grotta della sorpresa, e alla spiaggia e al belvedere dell'isola Ti Tốp.",
          "Un junco entre las torres calizas de la bahía, junto a los islotes de los Gallos de Pelea, hasta las salas de Sửng Sốt, la Cueva de la Sorpresa, y la playa y el mirador de la isla Ti Tốp.",
          "Une jonque parmi les tours calcaires de la baie, devant les îlots des Coqs de combat, jusqu'aux salles de Sửng Sốt, la grotte de la Surprise, puis la plage et le belvédère de l'île Ti Tốp.",
          "Eine Dschunke zwischen den Kalktürmen der Bucht, vorbei an den Kampfhahn-Inselchen zu den Sälen von Sửng Sốt, der Höhle der Überraschung, und zu Strand und Aussichtspunkt der Insel Ti Tốp.",
        ],
      ],
      [
        "boat",
        [
          "Ha Long Bay: by kayak at Luồn cave",
          "Baia di Ha Long: in kayak alla grotta Luồn",
          "Bahía de Ha Long: en kayak en la cueva Luồn",
          "Baie d'Along : en kayak à la grotte Luồn",
          "Halong-Bucht: im Kajak durch die Luồn-Höhle",
        ],
        [
          "A kayak through the low arch of Luồn cave into an enclosed lagoon ringed by cliffs, with macaques on the rocks, and a bamboo boat to the old floating village of Cửa Vạn.",
          "Un kayak sotto l'arco basso della grotta Luồn fino a una laguna chiusa tra le pareti, coi macachi sulle rocce, e una barca di bambù fino all'antico villaggio galleggiante di Cửa Vạn.",
          "Un kayak bajo el arco bajo de la cueva Luồn hasta una laguna cerrada entre acantilados, con macacos en las rocas, y una barca de bambú hasta la vieja aldea flotante de Cửa Vạn.",
          "Un kayak sous l'arche basse de la grotte Luồn jusqu'à un lagon fermé de falaises, avec des macaques sur les rochers, et une barque de bambou vers l'ancien village flottant de Cửa Vạn.",
          "Mit dem Kajak unter dem niedrigen Bogen der Luồn-Höhle hindurch in eine von Felswänden umschlossene Lagune mit Makaken auf den Felsen, dann im Bambusboot zum alten schwimmenden Dorf Cửa Vạn.",
        ],
      ],
      [
        "boat",
        [
          "Ha Long Bay: Lan Hạ Bay and Cát Bà",
          "Baia di Ha Long: la baia di Lan Hạ e Cát Bà",
          "Bahía de Ha Long: la bahía de Lan Hạ y Cát Bà",
          "Baie d'Along : la baie de Lan Hạ et Cát Bà",
          "Halong-Bucht: die Lan-Hạ-Bucht und Cát Bà",
        ],
        [
          "Out to the quieter Lan Hạ Bay off Cát Bà island, with a swim off the boat at a small sand cove, kayaks among the karsts, and the fish farms of the floating villages.",
          "Verso la più tranquilla baia di Lan Hạ al largo dell'isola di Cát Bà, con un bagno dalla barca in una piccola caletta di sabbia, kayak tra i faraglioni e gli allevamenti di pesce dei villaggi galleggianti.",
          "Hacia la más tranquila bahía de Lan Hạ, frente a la isla de Cát Bà, con un baño desde el barco en una pequeña cala de arena, kayaks entre los farallones y las piscifactorías de las aldeas flotantes.",
          "Vers la baie plus calme de Lan Hạ au large de l'île de Cát Bà, une baignade depuis le bateau dans une petite crique de sable, du kayak entre les pitons et les fermes à poissons des villages flottants.",
          "Hinaus in die ruhigere Lan-Hạ-Bucht vor der Insel Cát Bà, mit Baden vom Boot an einer kleinen Sandbucht, Kajaks zwischen den Karstfelsen und den Fischfarmen der schwimmenden Dörfer.",
        ],
      ],
    ],
  },
  "VNM Ninh Binh": {
    days: [
      [
        "see",
        [
          "Ninh Binh: Tràng An by rowing boat",
          "Ninh Binh: Tràng An in barca a remi",
          "Ninh Binh: Tràng An en barca de remos",
          "Ninh Binh : Tràng An en barque à rames",
          "Ninh Binh: Tràng An im Ruderboot",
        ],
        [
          "A rowing boat, often rowed by a woman of the villages, along the rivers of Tràng An through caves under the limestone and past temples on the water, then Hoa Lư, the old royal capital.",
          "Una barca a remi, spesso condotta da una donna dei villaggi, lungo i fiumi di Tràng An attraverso grotte sotto il calcare e tra templi sull'acqua, poi Hoa Lư, l'antica capitale reale.",
          "Una barca de remos, a menudo llevada por una mujer de las aldeas, por los ríos de Tràng An a través de cuevas bajo la caliza y junto a templos sobre el agua, y luego Hoa Lư, la antigua capital real.",
          "Une barque à rames, souvent menée par une femme des villages, sur les rivières de Tràng An à travers des grottes sous le calcaire et devant des temples sur l'eau, puis Hoa Lư, l'ancienne capitale royale.",
          "Ein Ruderboot, oft von einer Frau aus den Dörfern gerudert, auf den Flüssen von Tràng An durch Höhlen unter dem Kalkstein und an Tempeln am Wasser vorbei, dann Hoa Lư, die alte Königsstadt.",
        ],
      ],
      [
        "see",
        [
          "Ninh Binh: Tam Cốc and Múa Cave",
          "Ninh Binh: Tam Cốc e la grotta Múa",
          "Ninh Binh: Tam Cốc y la cueva Múa",
          "Ninh Binh : Tam Cốc et la grotte Múa",
          "Ninh Binh: Tam Cốc und die Múa-Höhle",
        ],
        [
          "By bicycle through the rice fields of Tam Cốc to the cave pagoda of Bích Động, then the 500 steps up to the dragon on the peak above Múa Cave, looking over the river winding through the karst.",
          "In bicicletta tra le risaie di Tam Cốc fino alla pagoda in grotta di Bích Động, poi i 500 gradini fino al drago sulla vetta sopra la grotta Múa, con il fiume che serpeggia tra i picchi carsici.",
          "En bicicleta entre los arrozales de Tam Cốc hasta la pagoda en la cueva de Bích Động, y luego los 500 escalones hasta el dragón de la cima sobre la cueva Múa, con el río serpenteando entre el karst.",
          "À vélo dans les rizières de Tam Cốc jusqu'à la pagode troglodyte de Bích Động, puis les 500 marches jusqu'au dragon du sommet au-dessus de la grotte Múa, face à la rivière qui serpente dans le karst.",
          "Mit dem Rad durch die Reisfelder von Tam Cốc zur Höhlenpagode Bích Động, dann die 500 Stufen zum Drachen auf dem Gipfel über der Múa-Höhle mit Blick auf den Fluss, der sich durch den Karst windet.",
        ],
      ],
    ],
  },
  "VNM Huế": {
    days: [
      [
        "see",
        ["Huế: the Imperial City", "Huế: la Città imperiale", "Huế: la Ciudad Imperial", "Huế : la Cité impériale", "Huế: die Kaiserstadt"],
        [
          "The citadel of the Nguyễn emperors behind its moats: the Noon Gate, the Thái Hòa throne hall, the ruins and restored halls of the Forbidden Purple City, and the Hiển Lâm Pavilion.",
          "La cittadella degli imperatori Nguyễn dietro i suoi fossati: la Porta del mezzogiorno, la sala del trono Thái Hòa, le rovine e i padiglioni restaurati della Città purpurea proibita e il padiglione Hiển Lâm.",
          "La ciudadela de los emperadores Nguyễn tras sus fosos: la Puerta del Mediodía, la sala del trono Thái Hòa, las ruinas y salas restauradas de la Ciudad Púrpura Prohibida y el pabellón Hiển Lâm.",
          "La citadelle des empereurs Nguyễn derrière ses douves : la porte du Midi, la salle du trône Thái Hòa, les ruines et les salles restaurées de la Cité pourpre interdite et le pavillon Hiển Lâm.",
          "Die Zitadelle der Nguyễn-Kaiser hinter ihren Gräben: das Mittagstor, die Thronhalle Thái Hòa, Ruinen und restaurierte Hallen der Purpurnen Verbotenen Stadt und der Hiển-Lâm-Pavillon.",
        ],
      ],
      [
        "see",
        [
          "Huế: the Perfume River and the royal tombs",
          "Huế: il fiume dei Profumi e le tombe reali",
          "Huế: el río de los Perfumes y las tumbas reales",
          "Huế : la rivière des Parfums et les tombeaux royaux",
          "Huế: der Parfümfluss und die Kaisergräber",
        ],
        [
          "A dragon boat up the Perfume River to the seven-tiered Thiên Mụ Pagoda, then the tombs of the emperors Tự Đức among lakes and pines, Minh Mạng, and the ornate Khải Định on its hillside.",
          "Una barca drago risalendo il fiume dei Profumi fino alla pagoda Thiên Mụ a sette piani, poi le tombe degli imperatori Tự Đức tra laghi e pini, Minh Mạng e il sontuoso Khải Định sulla collina.",
          "Un barco dragón río de los Perfumes arriba hasta la pagoda Thiên Mụ de siete pisos, y luego las tumbas de los emperadores Tự Đức entre lagos y pinos, Minh Mạng y el recargado Khải Định en su ladera.",
          "Un bateau-dragon sur la rivière des Parfums jusqu'à la pagode Thiên Mụ à sept étages, puis les tombeaux des empereurs Tự Đức parmi lacs et pins, Minh Mạng et le fastueux Khải Định à flanc de colline.",
          "Ein Drachenboot den Parfümfluss hinauf zur siebenstöckigen Thiên-Mụ-Pagode, dann die Gräber der Kaiser Tự Đức zwischen Seen und Kiefern, Minh Mạng und das prunkvolle Khải Định am Hang.",
        ],
      ],
      [
        "food",
        [
          "Huế: bún bò Huế and royal cooking",
          "Huế: bún bò Huế e cucina di corte",
          "Huế: bún bò Huế y cocina imperial",
          "Huế : bún bò Huế et cuisine de cour",
          "Huế: Bún Bò Huế und Hofküche",
        ],
        [
          "Bún bò Huế, the spicy lemongrass beef noodle soup, bánh khoái crisp pancakes and bánh bèo rice cakes in little dishes, at Đông Ba market and at a dinner in the style of the imperial court.",
          "Bún bò Huế, la zuppa piccante di noodles al manzo e citronella, le frittelle croccanti bánh khoái e i tortini di riso bánh bèo nei piattini, al mercato Đông Ba e a una cena in stile di corte.",
          "Bún bò Huế, la sopa picante de fideos con ternera y limoncillo, las crepes crujientes bánh khoái y los pastelitos de arroz bánh bèo en platitos, en el mercado Đông Ba y en una cena al estilo de la corte.",
          "Bún bò Huế, la soupe épicée de nouilles au bœuf et à la citronnelle, les crêpes croustillantes bánh khoái et les gâteaux de riz bánh bèo en coupelles, au marché Đông Ba et lors d'un dîner à la mode de la cour.",
          "Bún Bò Huế, die scharfe Rindfleischnudelsuppe mit Zitronengras, knusprige Bánh-Khoái-Pfannkuchen und Reisküchlein Bánh Bèo in Schälchen, auf dem Đông-Ba-Markt und bei einem Essen nach Hofart.",
        ],
      ],
    ],
  },
  "VNM Hội An": {
    days: [
      [
        "see",
        [
          "Hội An: the old town and the Japanese Bridge",
          "Hội An: la città vecchia e il Ponte giapponese",
          "Hội An: el casco antiguo y el Puente Japonés",
          "Hội An : la vieille ville et le pont japonais",
          "Hội An: die Altstadt und die Japanische Brücke",
        ],
        [
          "The Japanese Covered Bridge, the Fujian and Cantonese assembly halls, the Tấn Ký merchant house, and at dusk the lanterns of the old port and paper candles floated on the Thu Bồn River.",
          "Il Ponte coperto giapponese, le sale delle congregazioni del Fujian e di Canton, la casa mercantile Tấn Ký e al tramonto le lanterne del vecchio porto e le candele di carta sul fiume Thu Bồn.",
          "El Puente Cubierto Japonés, las salas de las congregaciones de Fujian y Cantón, la casa de mercaderes Tấn Ký y al anochecer los farolillos del viejo puerto y las velas de papel sobre el río Thu Bồn.",
          "Le pont couvert japonais, les salles de congrégation du Fujian et de Canton, la maison de marchand Tấn Ký et, au crépuscule, les lanternes du vieux port et les bougies de papier sur la Thu Bồn.",
          "Die Japanische Brücke, die Versammlungshallen der Fujian- und Kanton-Chinesen, das Kaufmannshaus Tấn Ký und in der Dämmerung die Laternen des alten Hafens und Papierkerzen auf dem Thu-Bồn-Fluss.",
        ],
      ],
      [
        "see",
        [
          "Hội An: the Mỹ Sơn sanctuary",
          "Hội An: il santuario di Mỹ Sơn",
          "Hội An: el santuario de Mỹ Sơn",
          "Hội An : le sanctuaire de Mỹ Sơn",
          "Hội An: das Heiligtum Mỹ Sơn",
        ],
        [
          "Early at Mỹ Sơn, the brick temple towers of the Cham kings in a jungle valley under Cat's Tooth Mountain, with a guide on the Hindu gods of Champa and the bomb craters of the war.",
          "Di buon'ora a Mỹ Sơn, le torri-tempio in mattoni dei re cham in una valle nella giungla sotto il monte Dente di gatto, con una guida sugli dèi indù del Champa e i crateri delle bombe della guerra.",
          "Temprano en Mỹ Sơn, las torres templo de ladrillo de los reyes cham en un valle de selva bajo el monte Diente de Gato, con un guía sobre los dioses hindúes de Champa y los cráteres de bombas de la guerra.",
          "Tôt à Mỹ Sơn, les tours-temples de brique des rois cham dans une vallée de jungle sous la montagne de la Dent de chat, avec un guide sur les dieux hindous du Champa et les cratères de bombes de la guerre.",
          "Früh in Mỹ Sơn, den Backsteintempeltürmen der Cham-Könige in einem Dschungeltal unter dem Katzenzahnberg, mit einem Guide zu den Hindugöttern Champas und den Bombenkratern des Kriegs.",
        ],
      ],
      [
        "food",
        [
          "Hội An: cao lầu and Trà Quế herbs",
          "Hội An: cao lầu e le erbe di Trà Quế",
          "Hội An: cao lầu y las hierbas de Trà Quế",
          "Hội An : cao lầu et herbes de Trà Quế",
          "Hội An: Cao Lầu und die Kräuter von Trà Quế",
        ],
        [
          "Cao lầu noodles found only here, white rose dumplings and bánh mì from the old town's famous stalls, then the herb gardens of Trà Quế village and a cooking class with its farmers.",
          "I noodles cao lầu che si trovano solo qui, i ravioli rosa bianca e il bánh mì dei banchi famosi della città vecchia, poi gli orti di erbe del villaggio di Trà Quế e una lezione di cucina con i contadini.",
          "Los fideos cao lầu que solo se encuentran aquí, las empanadillas rosa blanca y el bánh mì de los puestos famosos del casco viejo, y luego los huertos de hierbas de Trà Quế y una clase de cocina con sus campesinos.",
          "Les nouilles cao lầu qu'on ne trouve qu'ici, les raviolis rose blanche et le bánh mì des échoppes réputées de la vieille ville, puis les jardins d'herbes de Trà Quế et un cours de cuisine avec ses maraîchers.",
          "Cao-Lầu-Nudeln, die es nur hier gibt, Weiße-Rose-Teigtaschen und Bánh Mì von den berühmten Ständen der Altstadt, dann die Kräutergärten von Trà Quế und ein Kochkurs mit seinen Bauern.",
        ],
      ],
    ],
  },
  "VNM Da Nang": {
    days: [
      [
        "see",
        [
          "Da Nang: the Marble Mountains and Sơn Trà",
          "Da Nang: le Montagne di marmo e Sơn Trà",
          "Da Nang: las Montañas de Mármol y Sơn Trà",
          "Đà Nẵng : les montagnes de Marbre et Sơn Trà",
          "Da Nang: die Marmorberge und Sơn Trà",
        ],
        [
          "The caves and pagodas hidden in the Marble Mountains, climbed by stone stairs, the Lady Buddha of Linh Ứng on the Sơn Trà peninsula, where red-shanked douc langurs live, and the Dragon Bridge.",
          "Le grotte e le pagode nascoste nelle Montagne di marmo, raggiunte per scale di pietra, il Buddha femminile di Linh Ứng sulla penisola di Sơn Trà, dove vivono i langur dalle zampe rosse, e il Ponte del drago.",
          "Las cuevas y pagodas escondidas en las Montañas de Mármol, por escaleras de piedra, la Buda femenina de Linh Ứng en la península de Sơn Trà, donde viven los langures douc de patas rojas, y el Puente del Dragón.",
          "Les grottes et pagodes cachées dans les montagnes de Marbre, par des escaliers de pierre, la Bouddha de Linh Ứng sur la péninsule de Sơn Trà, où vivent les douc à pattes rouges, et le pont du Dragon.",
          "Die Höhlen und Pagoden in den Marmorbergen über Steintreppen, die weibliche Buddhafigur von Linh Ứng auf der Halbinsel Sơn Trà, wo Rotschenkel-Kleideraffen leben, und die Drachenbrücke.",
        ],
      ],
      [
        "see",
        [
          "Da Nang: the Hải Vân Pass and the Cham Museum",
          "Da Nang: il passo Hải Vân e il Museo cham",
          "Da Nang: el paso Hải Vân y el Museo Cham",
          "Đà Nẵng : le col Hải Vân et le musée cham",
          "Da Nang: der Hải-Vân-Pass und das Cham-Museum",
        ],
        [
          "The Museum of Cham Sculpture and its sandstone gods and dancers, then the coast road over the Hải Vân Pass, the Pass of the Ocean Clouds, to the old French and Nguyễn fort at the top.",
          "Il Museo della scultura cham con i suoi dèi e danzatrici di arenaria, poi la strada costiera sul passo Hải Vân, il Passo delle nuvole sul mare, fino al vecchio forte francese e Nguyễn in cima.",
          "El Museo de Escultura Cham con sus dioses y bailarinas de arenisca, y luego la carretera de la costa por el paso Hải Vân, el Paso de las Nubes del Océano, hasta el viejo fuerte francés y Nguyễn de la cima.",
          "Le musée de la Sculpture cham, ses dieux et ses danseuses de grès, puis la route côtière par le col Hải Vân, le col des Nuages, jusqu'au vieux fort français et Nguyễn au sommet.",
          "Das Museum der Cham-Skulptur mit Göttern und Tänzerinnen aus Sandstein, dann die Küstenstraße über den Hải-Vân-Pass, den Pass der Meereswolken, zum alten französischen und Nguyễn-Fort oben.",
        ],
      ],
      [
        "food",
        [
          "Da Nang: mì Quảng and seafood by the beach",
          "Da Nang: mì Quảng e pesce sulla spiaggia",
          "Da Nang: mì Quảng y marisco junto a la playa",
          "Đà Nẵng : mì Quảng et fruits de mer sur la plage",
          "Da Nang: Mì Quảng und Meeresfrüchte am Strand",
        ],
        [
          "Mì Quảng, turmeric noodles with a little broth, shrimp and pork, bánh xèo crêpes at Cồn market, and grilled squid, clams and scallops with lime and pepper at the seafood places of Mỹ Khê beach.",
          "Mì Quảng, noodles alla curcuma con poco brodo, gamberi e maiale, crêpe bánh xèo al mercato Cồn e calamari, vongole e capesante alla griglia con lime e pepe sulla spiaggia di Mỹ Khê.",
          "Mì Quảng, fideos de cúrcuma con poco caldo, gambas y cerdo, crepes bánh xèo en el mercado Cồn y calamares, almejas y vieiras a la brasa con lima y pimienta en la playa de Mỹ Khê.",
          "Mì Quảng, nouilles au curcuma avec un fond de bouillon, crevettes et porc, crêpes bánh xèo au marché Cồn et calmars, palourdes et Saint-Jacques grillés au citron vert et au poivre sur la plage de Mỹ Khê.",
          "Mì Quảng, Kurkumanudeln mit wenig Brühe, Garnelen und Schwein, Bánh-Xèo-Crêpes am Cồn-Markt und gegrillter Tintenfisch, Muscheln und Jakobsmuscheln mit Limette und Pfeffer am Strand von Mỹ Khê.",
        ],
      ],
    ],
  },
  "VNM Phong Nha": {
    days: [
      [
        "see",
        [
          "Phong Nha: by boat into Phong Nha cave",
          "Phong Nha: in barca nella grotta di Phong Nha",
          "Phong Nha: en barca en la cueva de Phong Nha",
          "Phong Nha : en bateau dans la grotte de Phong Nha",
          "Phong Nha: mit dem Boot in die Phong-Nha-Höhle",
        ],
        [
          "A dragon boat up the Son River and, engine off, rowed into Phong Nha cave along its underground river between stalactites, then the steps up to the dry chambers of Tiên Sơn cave.",
          "Una barca drago risalendo il fiume Son e poi, a motore spento, a remi nella grotta di Phong Nha lungo il fiume sotterraneo tra le stalattiti, poi i gradini fino alle sale asciutte della grotta Tiên Sơn.",
          "Un barco dragón río Son arriba y, con el motor apagado, a remo por la cueva de Phong Nha siguiendo su río subterráneo entre estalactitas, y luego los escalones hasta las salas secas de la cueva Tiên Sơn.",
          "Un bateau-dragon sur la rivière Son puis, moteur coupé, à la rame dans la grotte de Phong Nha le long de sa rivière souterraine entre les stalactites, avant les marches vers les salles sèches de Tiên Sơn.",
          "Ein Drachenboot den Son-Fluss hinauf und mit abgestelltem Motor gerudert in die Phong-Nha-Höhle entlang ihres unterirdischen Flusses zwischen Stalaktiten, dann die Stufen zur trockenen Tiên-Sơn-Höhle.",
        ],
      ],
      [
        "see",
        [
          "Phong Nha: Paradise Cave and the Dark Cave",
          "Phong Nha: la Grotta del paradiso e la Grotta buia",
          "Phong Nha: la Cueva del Paraíso y la Cueva Oscura",
          "Phong Nha : la grotte du Paradis et la grotte Sombre",
          "Phong Nha: die Paradieshöhle und die Dunkle Höhle",
        ],
        [
          "The boardwalk deep into Paradise Cave, its halls of white stalagmites lit softly, then the zipline and swim into the mud bath of the Dark Cave on the Chày River.",
          "La passerella nel profondo della Grotta del paradiso, con le sue sale di stalagmiti bianche illuminate con discrezione, poi la teleferica e la nuotata fino al bagno di fango della Grotta buia sul fiume Chày.",
          "La pasarela hasta lo hondo de la Cueva del Paraíso, con sus salas de estalagmitas blancas suavemente iluminadas, y luego la tirolina y el baño hasta el lodo de la Cueva Oscura sobre el río Chày.",
          "La passerelle au fond de la grotte du Paradis, ses salles de stalagmites blanches doucement éclairées, puis la tyrolienne et la baignade jusqu'au bain de boue de la grotte Sombre sur la rivière Chày.",
          "Der Steg tief in die Paradieshöhle mit ihren sanft beleuchteten Hallen aus weißen Stalagmiten, dann die Seilrutsche und das Schwimmen zum Schlammbad der Dunklen Höhle am Chày-Fluss.",
        ],
      ],
    ],
  },
  "VNM Dalat": {
    days: [
      [
        "see",
        [
          "Dalat: the French hill station",
          "Đà Lạt: la stazione climatica francese",
          "Dalat: la estación de montaña francesa",
          "Dalat : la station d'altitude française",
          "Dalat: der französische Höhenkurort",
        ],
        [
          "The villas and pine hills of the French hill station: Xuân Hương Lake, the pink cathedral, the Art Deco railway station, Bảo Đại's summer palace and the strange Crazy House of Hằng Nga.",
          "Le ville e le colline di pini della stazione climatica francese: il lago Xuân Hương, la cattedrale rosa, la stazione ferroviaria art déco, il palazzo d'estate di Bảo Đại e la stramba Crazy House di Hằng Nga.",
          "Las villas y colinas de pinos de la estación de montaña francesa: el lago Xuân Hương, la catedral rosa, la estación de tren art déco, el palacio de verano de Bảo Đại y la extraña Crazy House de Hằng Nga.",
          "Les villas et collines de pins de la station d'altitude française : le lac Xuân Hương, la cathédrale rose, la gare Art déco, le palais d'été de Bảo Đại et l'étrange Crazy House de Hằng Nga.",
          "Villen und Kiefernhügel des französischen Höhenkurorts: der Xuân-Hương-See, die rosa Kathedrale, der Art-déco-Bahnhof, Bảo Đạis Sommerpalast und das verrückte Crazy House von Hằng Nga.",
        ],
      ],
      [
        "food",
        [
          "Dalat: coffee farms and the night market",
          "Đà Lạt: piantagioni di caffè e mercato notturno",
          "Dalat: fincas de café y mercado nocturno",
          "Dalat : plantations de café et marché de nuit",
          "Dalat: Kaffeefarmen und Nachtmarkt",
        ],
        [
          "An arabica farm on the slopes around town, artichoke tea and strawberries at the Dalat market, and at night bánh tráng nướng, rice paper grilled over charcoal, with hot soy milk.",
          "Una piantagione di arabica sulle colline attorno alla città, tisana di carciofo e fragole al mercato di Dalat e la sera bánh tráng nướng, carta di riso grigliata sulla brace, con latte di soia caldo.",
          "Una finca de arábica en las laderas de los alrededores, infusión de alcachofa y fresas en el mercado de Dalat y por la noche bánh tráng nướng, papel de arroz asado sobre brasas, con leche de soja caliente.",
          "Une plantation d'arabica sur les pentes autour de la ville, tisane d'artichaut et fraises au marché de Dalat, et le soir le bánh tráng nướng, galette de riz grillée sur la braise, avec un lait de soja chaud.",
          "Eine Arabica-Farm an den Hängen um die Stadt, Artischockentee und Erdbeeren auf dem Markt von Dalat und abends Bánh Tráng Nướng, über Holzkohle gegrilltes Reispapier, mit heißer Sojamilch.",
        ],
      ],
    ],
  },
  "VNM Ho Chi Minh City": {
    days: [
      [
        "see",
        [
          "Ho Chi Minh City: the Reunification Palace and the war museum",
          "Ho Chi Minh: il Palazzo della riunificazione e il museo della guerra",
          "Ciudad Ho Chi Minh: el Palacio de la Reunificación y el museo de la guerra",
          "Hô Chi Minh-Ville : le palais de la Réunification et le musée de la guerre",
          "Ho-Chi-Minh-Stadt: der Wiedervereinigungspalast und das Kriegsmuseum",
        ],
        [
          "The 1960s Reunification Palace, whose gates a tank crashed through in 1975, the War Remnants Museum, the Central Post Office designed in Eiffel's time, and the stalls of Bến Thành market.",
          "Il Palazzo della riunificazione anni Sessanta, i cui cancelli un carro armato abbatté nel 1975, il museo dei Residuati bellici, la Posta centrale dell'epoca di Eiffel e le bancarelle del mercato Bến Thành.",
          "El Palacio de la Reunificación de los años sesenta, cuyas verjas derribó un tanque en 1975, el Museo de los Vestigios de la Guerra, la Oficina Central de Correos de la época de Eiffel y los puestos del mercado Bến Thành.",
          "Le palais de la Réunification des années 1960, dont un char enfonça les grilles en 1975, le musée des Vestiges de la guerre, la Grande Poste de l'époque d'Eiffel et les étals du marché Bến Thành.",
          "Der Wiedervereinigungspalast aus den 1960ern, dessen Tor 1975 ein Panzer durchbrach, das Kriegsrelikte-Museum, das Hauptpostamt aus Eiffels Zeit und die Stände des Bến-Thành-Markts.",
        ],
      ],
      [
        "see",
        [
          "Ho Chi Minh City: Chợ Lớn, the Chinese quarter",
          "Ho Chi Minh: Chợ Lớn, il quartiere cinese",
          "Ciudad Ho Chi Minh: Chợ Lớn, el barrio chino",
          "Hô Chi Minh-Ville : Chợ Lớn, le quartier chinois",
          "Ho-Chi-Minh-Stadt: Chợ Lớn, das Chinesenviertel",
        ],
        [
          "Chợ Lớn, the old Chinese town: the wholesale halls of Bình Tây market, the incense coils of the Thiên Hậu temple, the Jade Emperor Pagoda, and the medicine shops of Hải Thượng Lãn Ông street.",
          "Chợ Lớn, la vecchia città cinese: i padiglioni all'ingrosso del mercato Bình Tây, le spirali d'incenso del tempio di Thiên Hậu, la Pagoda dell'imperatore di giada e le erboristerie di via Hải Thượng Lãn Ông.",
          "Chợ Lớn, la vieja ciudad china: las naves mayoristas del mercado Bình Tây, las espirales de incienso del templo de Thiên Hậu, la Pagoda del Emperador de Jade y las herboristerías de la calle Hải Thượng Lãn Ông.",
          "Chợ Lớn, la vieille ville chinoise : les halles de gros du marché Bình Tây, les spirales d'encens du temple de Thiên Hậu, la pagode de l'Empereur de jade et les herboristes de la rue Hải Thượng Lãn Ông.",
          "Chợ Lớn, die alte Chinesenstadt: die Großhandelshallen des Bình-Tây-Markts, die Räucherspiralen des Thiên-Hậu-Tempels, die Jadekaiser-Pagode und die Arzneiläden der Straße Hải Thượng Lãn Ông.",
        ],
      ],
      [
        "food",
        [
          "Ho Chi Minh City: street food by scooter",
          "Ho Chi Minh: cibo di strada in scooter",
          "Ciudad Ho Chi Minh: comida callejera en moto",
          "Hô Chi Minh-Ville : cuisine de rue à scooter",
          "Ho-Chi-Minh-Stadt: Straßenküche vom Roller aus",
        ],
        [
          "On the back of local riders' scooters: cơm tấm broken rice with grilled pork, bánh xèo, bánh mì, sweet chè puddings and snails cooked in coconut milk, in the alleys of Districts 3 and 4.",
          "Sul sellino degli scooter di ragazzi del posto: cơm tấm, riso spezzato con maiale alla griglia, bánh xèo, bánh mì, dolci chè e lumache al latte di cocco, nei vicoli dei distretti 3 e 4.",
          "En la moto de jóvenes del lugar: cơm tấm, arroz partido con cerdo a la brasa, bánh xèo, bánh mì, postres chè y caracoles en leche de coco, por los callejones de los distritos 3 y 4.",
          "À l'arrière des scooters de jeunes du coin : cơm tấm, riz brisé au porc grillé, bánh xèo, bánh mì, desserts chè et escargots au lait de coco, dans les ruelles des 3e et 4e arrondissements.",
          "Auf dem Sozius von Rollerfahrern aus der Stadt: Cơm Tấm, Bruchreis mit gegrilltem Schwein, Bánh Xèo, Bánh Mì, süße Chè und Schnecken in Kokosmilch, in den Gassen der Distrikte 3 und 4.",
        ],
      ],
      [
        "night",
        [
          "Ho Chi Minh City: Saigon after dark",
          "Ho Chi Minh: Saigon dopo il tramonto",
          "Ciudad Ho Chi Minh: Saigón de noche",
          "Hô Chi Minh-Ville : Saïgon à la nuit tombée",
          "Ho-Chi-Minh-Stadt: Saigon bei Nacht",
        ],
        [
          "Saigon at night: a rooftop bar over the lights of the river, craft beer in District 1, then the plastic stools, music and crowds of Bùi Viện walking street.",
          "Saigon di notte: un bar su una terrazza sopra le luci del fiume, birra artigianale nel Distretto 1, poi gli sgabelli di plastica, la musica e la folla della via pedonale Bùi Viện.",
          "Saigón de noche: un bar en una azotea sobre las luces del río, cerveza artesana en el Distrito 1 y luego los taburetes de plástico, la música y el gentío de la calle peatonal Bùi Viện.",
          "Saïgon la nuit : un bar sur un toit au-dessus des lumières du fleuve, bière artisanale dans le 1er arrondissement, puis les tabourets en plastique, la musique et la foule de la rue piétonne Bùi Viện.",
          "Saigon bei Nacht: eine Dachbar über den Lichtern des Flusses, Craft Beer im Distrikt 1, dann die Plastikhocker, die Musik und das Gedränge der Fußgängerstraße Bùi Viện.",
        ],
      ],
    ],
  },
  "VNM Cu Chi Tunnels": {
    days: [
      [
        "see",
        [
          "Cu Chi Tunnels: the underground war",
          "Tunnel di Cu Chi: la guerra sotterranea",
          "Túneles de Cu Chi: la guerra subterránea",
          "Tunnels de Cu Chi : la guerre souterraine",
          "Tunnel von Cu Chi: der unterirdische Krieg",
        ],
        [
          "The tunnel network of the Việt Cộng at Bến Dược and Bến Đình: hidden trapdoors, underground kitchens and command rooms, and a crawl through a stretch widened for visitors.",
          "La rete di tunnel dei Việt Cộng a Bến Dược e Bến Đình: botole nascoste, cucine e sale di comando sotterranee e un tratto allargato per i visitatori da percorrere carponi.",
          "La red de túneles del Việt Cộng en Bến Dược y Bến Đình: trampillas ocultas, cocinas y salas de mando subterráneas y un tramo ensanchado para los visitantes que se recorre a gatas.",
          "Le réseau de tunnels du Việt Cộng à Bến Dược et Bến Đình : trappes cachées, cuisines et salles de commandement souterraines, et un tronçon élargi pour les visiteurs à parcourir à quatre pattes.",
          "Das Tunnelnetz des Việt Cộng bei Bến Dược und Bến Đình: versteckte Falltüren, unterirdische Küchen und Kommandoräume und ein für Besucher verbreiterter Abschnitt zum Durchkriechen.",
        ],
      ],
    ],
  },
  "VNM Mekong Delta": {
    days: [
      [
        "see",
        [
          "Mekong Delta: the Cái Răng floating market",
          "Delta del Mekong: il mercato galleggiante di Cái Răng",
          "Delta del Mekong: el mercado flotante de Cái Răng",
          "Delta du Mékong : le marché flottant de Cái Răng",
          "Mekong-Delta: der schwimmende Markt von Cái Răng",
        ],
        [
          "By boat at dawn to the Cái Răng floating market near Cần Thơ, where each boat hangs what it sells from a pole, then a rice noodle workshop and fruit orchards along the canals.",
          "In barca all'alba al mercato galleggiante di Cái Răng vicino a Cần Thơ, dove ogni barca appende a un palo ciò che vende, poi un laboratorio di noodles di riso e frutteti lungo i canali.",
          "En barca al amanecer al mercado flotante de Cái Răng, cerca de Cần Thơ, donde cada barco cuelga de un palo lo que vende, y luego un taller de fideos de arroz y huertos frutales junto a los canales.",
          "En bateau à l'aube au marché flottant de Cái Răng près de Cần Thơ, où chaque barque suspend à une perche ce qu'elle vend, puis un atelier de nouilles de riz et des vergers le long des canaux.",
          "Im Morgengrauen mit dem Boot zum schwimmenden Markt von Cái Răng bei Cần Thơ, wo jedes Boot an einer Stange zeigt, was es verkauft, dann eine Reisnudelwerkstatt und Obstgärten an den Kanälen.",
        ],
      ],
      [
        "see",
        [
          "Mekong Delta: by sampan through Bến Tre",
          "Delta del Mekong: in sampan per Bến Tre",
          "Delta del Mekong: en sampán por Bến Tre",
          "Delta du Mékong : en sampan à Bến Tre",
          "Mekong-Delta: im Sampan durch Bến Tre",
        ],
        [
          "A sampan rowed through the narrow palm-lined canals of Bến Tre, the coconut province, a coconut candy workshop, and a bicycle ride on the island lanes between orchards and stilt houses.",
          "Un sampan a remi tra gli stretti canali bordati di palme di Bến Tre, la provincia del cocco, un laboratorio di caramelle al cocco e un giro in bicicletta sui sentieri dell'isola tra frutteti e palafitte.",
          "Un sampán a remo por los estrechos canales bordeados de palmeras de Bến Tre, la provincia del coco, un taller de caramelos de coco y una vuelta en bicicleta por los caminos de la isla entre huertos y palafitos.",
          "Un sampan à la rame dans les étroits canaux bordés de palmes de Bến Tre, la province du coco, un atelier de bonbons au coco et une balade à vélo sur les chemins de l'île entre vergers et maisons sur pilotis.",
          "Ein geruderter Sampan durch die schmalen palmengesäumten Kanäle von Bến Tre, der Kokosprovinz, eine Kokosbonbon-Werkstatt und eine Radtour auf den Inselwegen zwischen Obstgärten und Pfahlhäusern.",
        ],
      ],
    ],
  },
  "VNM Phu Quoc": {
    days: [
      [
        "see",
        [
          "Phu Quoc: fish sauce, pepper and Dinh Cậu",
          "Phu Quoc: salsa di pesce, pepe e Dinh Cậu",
          "Phu Quoc: salsa de pescado, pimienta y Dinh Cậu",
          "Phu Quoc : nuoc-mâm, poivre et Dinh Cậu",
          "Phu Quoc: Fischsoße, Pfeffer und Dinh Cậu",
        ],
        [
          "The wooden vats of a nước mắm fish sauce house, a pepper farm in the hills, the Dinh Cậu shrine on its rock at the mouth of Dương Đông port, and the island's night market.",
          "I tini di legno di una fabbrica di salsa di pesce nước mắm, una piantagione di pepe sulle colline, il santuario Dinh Cậu sullo scoglio alla foce del porto di Dương Đông e il mercato notturno dell'isola.",
          "Las tinas de madera de una fábrica de salsa de pescado nước mắm, una plantación de pimienta en las colinas, el santuario Dinh Cậu sobre su roca a la entrada del puerto de Dương Đông y el mercado nocturno.",
          "Les cuves de bois d'une fabrique de nước mắm, une plantation de poivre dans les collines, le sanctuaire Dinh Cậu sur son rocher à l'entrée du port de Dương Đông et le marché de nuit de l'île.",
          "Die Holzbottiche einer Nước-Mắm-Fischsoßenfabrik, eine Pfefferfarm in den Hügeln, der Dinh-Cậu-Schrein auf seinem Felsen an der Hafeneinfahrt von Dương Đông und der Nachtmarkt der Insel.",
        ],
      ],
      [
        "beach",
        [
          "Phu Quoc: Sao beach",
          "Phu Quoc: la spiaggia di Sao",
          "Phu Quoc: la playa de Sao",
          "Phu Quoc : la plage de Sao",
          "Phu Quoc: der Sao-Strand",
        ],
        [
          "A day on Bãi Sao, the Star Beach on the southeast coast, with its fine white sand and calm shallow water under the coconut palms, and the fishing village of Hàm Ninh on the way.",
          "Una giornata a Bãi Sao, la spiaggia della Stella sulla costa sud-orientale, con la sabbia bianca finissima e l'acqua bassa e calma sotto le palme da cocco, e il villaggio di pescatori di Hàm Ninh lungo la strada.",
          "Un día en Bãi Sao, la playa de la Estrella en la costa sureste, con su arena blanca y fina y su agua tranquila y poco profunda bajo los cocoteros, y la aldea de pescadores de Hàm Ninh por el camino.",
          "Une journée à Bãi Sao, la plage de l'Étoile sur la côte sud-est, son sable blanc et fin et son eau calme et peu profonde sous les cocotiers, avec le village de pêcheurs de Hàm Ninh en chemin.",
          "Ein Tag am Bãi Sao, dem Sternstrand an der Südostküste, mit feinem weißem Sand und ruhigem flachem Wasser unter Kokospalmen, und unterwegs das Fischerdorf Hàm Ninh.",
        ],
      ],
      [
        "boat",
        [
          "Phu Quoc: the An Thới islands",
          "Phu Quoc: le isole di An Thới",
          "Phu Quoc: las islas de An Thới",
          "Phu Quoc : les îles d'An Thới",
          "Phu Quoc: die An-Thới-Inseln",
        ],
        [
          "A boat from An Thới port among the small islands off the southern tip, Hòn Móng Tay, Hòn Gầm Ghì and Hòn Mây Rút, to swim and snorkel over their reefs, with the long cable car to Hòn Thơm overhead.",
          "Una barca dal porto di An Thới tra le isolette della punta meridionale, Hòn Móng Tay, Hòn Gầm Ghì e Hòn Mây Rút, per nuotare e fare snorkeling sulle scogliere, con la lunga funivia per Hòn Thơm sopra.",
          "Un barco desde el puerto de An Thới entre los islotes de la punta sur, Hòn Móng Tay, Hòn Gầm Ghì y Hòn Mây Rút, para nadar y bucear con tubo sobre sus arrecifes, con el largo teleférico a Hòn Thơm encima.",
          "Un bateau du port d'An Thới parmi les îlots de la pointe sud, Hòn Móng Tay, Hòn Gầm Ghì et Hòn Mây Rút, pour nager et faire du snorkeling sur leurs récifs, sous le long téléphérique de Hòn Thơm.",
          "Ein Boot vom Hafen An Thới zu den kleinen Inseln vor der Südspitze, Hòn Móng Tay, Hòn Gầm Ghì und Hòn Mây Rút, zum Schwimmen und Schnorcheln über ihren Riffen, unter der langen Seilbahn nach Hòn Thơm.",
        ],
      ],
    ],
  },
  // Thailand
  "THA Bangkok": {
    days: [
      [
        "see",
        [
          "Bangkok: the Grand Palace and Wat Pho",
          "Bangkok: il Grande Palazzo e il Wat Pho",
          "Bangkok: el Gran Palacio y el Wat Pho",
          "Bangkok : le Grand Palais et le Wat Pho",
          "Bangkok: der Königspalast und Wat Pho",
        ],
        [
          "The Grand Palace and the Emerald Buddha of Wat Phra Kaew, the golden Reclining Buddha of Wat Pho and its massage school, then the river ferry across to the porcelain spires of Wat Arun.",
          "Il Grande Palazzo e il Buddha di smeraldo del Wat Phra Kaew, il Buddha sdraiato d'oro del Wat Pho con la sua scuola di massaggio, poi il traghetto sul fiume fino alle guglie di porcellana del Wat Arun.",
          "El Gran Palacio y el Buda de Esmeralda del Wat Phra Kaew, el Buda reclinado de oro del Wat Pho y su escuela de masaje, y luego el ferry del río hasta las agujas de porcelana del Wat Arun.",
          "Le Grand Palais et le Bouddha d'émeraude du Wat Phra Kaew, le Bouddha couché doré du Wat Pho et son école de massage, puis le bac sur le fleuve vers les flèches de porcelaine du Wat Arun.",
          "Der Königspalast mit dem Smaragd-Buddha im Wat Phra Kaew, der goldene Liegende Buddha des Wat Pho mit seiner Massageschule, dann die Flussfähre zu den Porzellantürmen des Wat Arun.",
        ],
      ],
      [
        "see",
        [
          "Bangkok: the klongs of Thonburi and Jim Thompson's house",
          "Bangkok: i klong di Thonburi e la casa di Jim Thompson",
          "Bangkok: los klongs de Thonburi y la casa de Jim Thompson",
          "Bangkok : les klongs de Thonburi et la maison de Jim Thompson",
          "Bangkok: die Klongs von Thonburi und das Jim-Thompson-Haus",
        ],
        [
          "A long-tail boat through the klongs of Thonburi past stilt houses and the Royal Barges Museum, then the teak houses and silk of the Jim Thompson House, and the flower market of Pak Khlong Talat.",
          "Una long-tail tra i klong di Thonburi, oltre le case su palafitte e il museo delle Chiatte reali, poi le case di teak e le sete della casa di Jim Thompson e il mercato dei fiori di Pak Khlong Talat.",
          "Una long-tail por los klongs de Thonburi entre casas sobre pilotes y el museo de las Barcazas Reales, y luego las casas de teca y las sedas de la casa de Jim Thompson y el mercado de flores de Pak Khlong Talat.",
          "Un long-tail dans les klongs de Thonburi devant les maisons sur pilotis et le musée des Barges royales, puis les maisons de teck et les soies de Jim Thompson et le marché aux fleurs de Pak Khlong Talat.",
          "Ein Longtail-Boot durch die Klongs von Thonburi an Pfahlhäusern und dem Museum der Königsbarken vorbei, dann Teakhäuser und Seide im Jim-Thompson-Haus und der Blumenmarkt Pak Khlong Talat.",
        ],
      ],
      [
        "food",
        [
          "Bangkok: Yaowarat and boat noodles",
          "Bangkok: Yaowarat e i noodles delle barche",
          "Bangkok: Yaowarat y los fideos de barca",
          "Bangkok : Yaowarat et nouilles des bateaux",
          "Bangkok: Yaowarat und Bootsnudeln",
        ],
        [
          "Curries, fruit and kanom at Or Tor Kor market, boat noodles in tiny bowls by Victory Monument, then Yaowarat Road after dark: crispy pork, oyster omelets, pad thai and mango sticky rice.",
          "Curry, frutta e dolci kanom al mercato Or Tor Kor, noodles delle barche in ciotoline al Victory Monument, poi Yaowarat Road la sera: maiale croccante, frittate di ostriche, pad thai e riso glutinoso al mango.",
          "Curris, fruta y dulces kanom en el mercado Or Tor Kor, fideos de barca en cuencos diminutos junto al Monumento a la Victoria, y de noche Yaowarat Road: cerdo crujiente, tortilla de ostras, pad thai y arroz glutinoso con mango.",
          "Currys, fruits et douceurs kanom au marché Or Tor Kor, nouilles des bateaux en petits bols au Victory Monument, puis Yaowarat Road le soir : porc croustillant, omelettes aux huîtres, pad thaï et riz gluant à la mangue.",
          "Currys, Obst und Kanom auf dem Or-Tor-Kor-Markt, Bootsnudeln in winzigen Schalen am Siegesdenkmal, dann abends die Yaowarat Road: knuspriges Schwein, Austernomelett, Pad Thai und Mango-Klebreis.",
        ],
      ],
      [
        "night",
        [
          "Bangkok: rooftops and Sukhumvit",
          "Bangkok: terrazze e Sukhumvit",
          "Bangkok: azoteas y Sukhumvit",
          "Bangkok : toits-terrasses et Sukhumvit",
          "Bangkok: Dachterrassen und Sukhumvit",
        ],
        [
          "A rooftop bar high over the bends of the Chao Phraya at sunset, then Sukhumvit's cocktail bars in Thonglor, or the street bars and live music of Khao San Road and Soi Rambuttri.",
          "Un bar su un tetto sopra le anse del Chao Phraya al tramonto, poi i cocktail bar di Thonglor lungo Sukhumvit, oppure i bar di strada e la musica dal vivo di Khao San Road e Soi Rambuttri.",
          "Un bar en una azotea sobre los meandros del Chao Phraya al atardecer, y luego los bares de cócteles de Thonglor en Sukhumvit, o los bares callejeros y la música en directo de Khao San Road y Soi Rambuttri.",
          "Un bar perché au-dessus des méandres du Chao Phraya au coucher du soleil, puis les bars à cocktails de Thonglor sur Sukhumvit, ou les bars de rue et la musique live de Khao San Road et Soi Rambuttri.",
          "Eine Dachbar hoch über den Schleifen des Chao Phraya bei Sonnenuntergang, dann die Cocktailbars von Thonglor an der Sukhumvit oder die Straßenbars und Livemusik von Khao San Road und Soi Rambuttri.",
        ],
      ],
    ],
  },
  "THA Ayutthaya": {
    days: [
      [
        "see",
        [
          "Ayutthaya: the temples of the old capital",
          "Ayutthaya: i templi dell'antica capitale",
          "Ayutthaya: los templos de la antigua capital",
          "Ayutthaya : les temples de l'ancienne capitale",
          "Ayutthaya: die Tempel der alten Hauptstadt",
        ],
        [
          "The ruins of the Siamese capital sacked in 1767: the Buddha head held in the roots of a fig tree at Wat Mahathat, the three chedis of Wat Phra Si Sanphet, and the great bronze Buddha of Wihan Phra Mongkhon Bophit.",
          "Le rovine della capitale siamese saccheggiata nel 1767: la testa di Buddha stretta tra le radici di un fico al Wat Mahathat, i tre chedi del Wat Phra Si Sanphet e il grande Buddha di bronzo del Wihan Phra Mongkhon Bophit.",
          "Las ruinas de la capital siamesa saqueada en 1767: la cabeza de Buda atrapada en las raíces de una higuera en el Wat Mahathat, los tres chedis del Wat Phra Si Sanphet y el gran Buda de bronce del Wihan Phra Mongkhon Bophit.",
          "Les ruines de la capitale siamoise mise à sac en 1767 : la tête de Bouddha prise dans les racines d'un figuier au Wat Mahathat, les trois chedis du Wat Phra Si Sanphet et le grand Bouddha de bronze du Wihan Phra Mongkhon Bophit.",
          "Die Ruinen der 1767 geplünderten Hauptstadt Siams: der Buddhakopf in den Wurzeln eines Feigenbaums im Wat Mahathat, die drei Chedis des Wat Phra Si Sanphet und der große Bronzebuddha des Wihan Phra Mongkhon Bophit.",
        ],
      ],
      [
        "see",
        [
          "Ayutthaya: by boat around the island and Bang Pa-In",
          "Ayutthaya: in barca attorno all'isola e Bang Pa-In",
          "Ayutthaya: en barco alrededor de la isla y Bang Pa-In",
          "Ayutthaya : en bateau autour de l'île et Bang Pa-In",
          "Ayutthaya: mit dem Boot um die Insel und Bang Pa-In",
        ],
        [
          "A boat around the island city on its three rivers to the Khmer-style prangs of Wat Chaiwatthanaram and the seated Buddha of Wat Phanan Choeng, and the royal summer palace of Bang Pa-In.",
          "Una barca attorno alla città-isola sui suoi tre fiumi fino ai prang in stile khmer del Wat Chaiwatthanaram e al Buddha seduto del Wat Phanan Choeng, e la reggia estiva di Bang Pa-In.",
          "Un barco alrededor de la ciudad isla por sus tres ríos hasta los prangs de estilo jemer del Wat Chaiwatthanaram y el Buda sentado del Wat Phanan Choeng, y el palacio real de verano de Bang Pa-In.",
          "Un bateau autour de la ville-île sur ses trois rivières jusqu'aux prangs de style khmer du Wat Chaiwatthanaram et au Bouddha assis du Wat Phanan Choeng, puis le palais d'été royal de Bang Pa-In.",
          "Ein Boot um die Inselstadt auf ihren drei Flüssen zu den Prangs im Khmer-Stil des Wat Chaiwatthanaram und dem sitzenden Buddha des Wat Phanan Choeng, dann der königliche Sommerpalast Bang Pa-In.",
        ],
      ],
    ],
  },
  "THA Sukhothai": {
    days: [
      [
        "see",
        [
          "Sukhothai: the Historical Park by bicycle",
          "Sukhothai: il parco storico in bicicletta",
          "Sukhothai: el parque histórico en bicicleta",
          "Sukhothai : le parc historique à vélo",
          "Sukhothai: der Geschichtspark mit dem Rad",
        ],
        [
          "By bicycle among the lotus ponds of the first Thai capital: the lotus-bud chedi of Wat Mahathat, the Buddhas of Wat Sa Si on their island, and the giant seated Buddha peering out of Wat Si Chum.",
          "In bicicletta tra gli stagni di loto della prima capitale thai: il chedi a bocciolo di loto del Wat Mahathat, i Buddha del Wat Sa Si sul loro isolotto e il Buddha seduto gigante che si affaccia dal Wat Si Chum.",
          "En bicicleta entre los estanques de lotos de la primera capital tailandesa: el chedi en capullo de loto del Wat Mahathat, los Budas del Wat Sa Si en su isla y el Buda sentado gigante que asoma en el Wat Si Chum.",
          "À vélo entre les bassins de lotus de la première capitale thaïe : le chedi en bouton de lotus du Wat Mahathat, les bouddhas du Wat Sa Si sur leur île et le Bouddha assis géant qui apparaît au Wat Si Chum.",
          "Mit dem Rad zwischen den Lotusteichen der ersten Thai-Hauptstadt: der Lotusknospen-Chedi des Wat Mahathat, die Buddhas des Wat Sa Si auf ihrer Insel und der riesige sitzende Buddha im Wat Si Chum.",
        ],
      ],
      [
        "food",
        [
          "Sukhothai: Sukhothai noodles",
          "Sukhothai: i noodles di Sukhothai",
          "Sukhothai: los fideos de Sukhothai",
          "Sukhothai : les nouilles de Sukhothai",
          "Sukhothai: Sukhothai-Nudeln",
        ],
        [
          "Kuay teow Sukhothai, rice noodles with pork, green beans, peanuts and a sweet and sour broth, then khao taen rice crackers and local sweets at the morning market of the new town.",
          "Kuay teow Sukhothai, noodles di riso con maiale, fagiolini, arachidi e brodo agrodolce, poi cracker di riso khao taen e dolci locali al mercato del mattino della città nuova.",
          "Kuay teow Sukhothai, fideos de arroz con cerdo, judías verdes, cacahuetes y caldo agridulce, y luego galletas de arroz khao taen y dulces locales en el mercado matinal de la ciudad nueva.",
          "Kuay teow Sukhothai, nouilles de riz au porc, haricots verts, cacahuètes et bouillon aigre-doux, puis galettes de riz khao taen et douceurs locales au marché du matin de la ville nouvelle.",
          "Kuay Teow Sukhothai, Reisnudeln mit Schwein, grünen Bohnen, Erdnüssen und süßsaurer Brühe, dann Reiscracker Khao Taen und Süßes vom Morgenmarkt der Neustadt.",
        ],
      ],
    ],
  },
  "THA Chiang Mai": {
    days: [
      [
        "see",
        [
          "Chiang Mai: the old city temples and Doi Suthep",
          "Chiang Mai: i templi della città vecchia e il Doi Suthep",
          "Chiang Mai: los templos de la ciudad vieja y el Doi Suthep",
          "Chiang Mai : les temples de la vieille ville et le Doi Suthep",
          "Chiang Mai: die Tempel der Altstadt und der Doi Suthep",
        ],
        [
          "The Lanna temples inside the moated old city, Wat Phra Singh and the ruined chedi of Wat Chedi Luang, then the naga staircase up to Wat Phra That Doi Suthep and its view over the valley.",
          "I templi lanna dentro la città vecchia cinta dal fossato, il Wat Phra Singh e il chedi in rovina del Wat Chedi Luang, poi la scalinata dei naga fino al Wat Phra That Doi Suthep e alla sua vista sulla valle.",
          "Los templos lanna dentro de la ciudad vieja rodeada de fosos, el Wat Phra Singh y el chedi en ruinas del Wat Chedi Luang, y luego la escalera de nagas hasta el Wat Phra That Doi Suthep y su vista del valle.",
          "Les temples lanna de la vieille ville entourée de douves, le Wat Phra Singh et le chedi en ruine du Wat Chedi Luang, puis l'escalier des nagas jusqu'au Wat Phra That Doi Suthep et sa vue sur la vallée.",
          "Die Lanna-Tempel in der von Gräben umgebenen Altstadt, Wat Phra Singh und der zerfallene Chedi des Wat Chedi Luang, dann die Naga-Treppe hinauf zum Wat Phra That Doi Suthep mit Blick über das Tal.",
        ],
      ],
      [
        "see",
        [
          "Chiang Mai: an elephant sanctuary",
          "Chiang Mai: un santuario degli elefanti",
          "Chiang Mai: un santuario de elefantes",
          "Chiang Mai : un refuge pour éléphants",
          "Chiang Mai: ein Elefantenschutzgebiet",
        ],
        [
          "A day at a sanctuary in the Mae Taeng valley for elephants rescued from logging and trekking camps, watching them feed and bathe in the river, with no riding.",
          "Una giornata in un santuario nella valle del Mae Taeng per elefanti salvati dai campi di disboscamento e di trekking, a guardarli mangiare e bagnarsi nel fiume, senza cavalcarli.",
          "Un día en un santuario del valle del Mae Taeng para elefantes rescatados de la tala y de los campamentos de paseos, viéndolos comer y bañarse en el río, sin montarlos.",
          "Une journée dans un refuge de la vallée du Mae Taeng pour des éléphants sauvés de l'exploitation forestière et des camps de balades, à les regarder manger et se baigner dans la rivière, sans les monter.",
          "Ein Tag in einem Schutzgebiet im Mae-Taeng-Tal für Elefanten aus Holzfäller- und Reitcamps, beim Fressen und Baden im Fluss beobachtet, ohne Reiten.",
        ],
      ],
      [
        "food",
        [
          "Chiang Mai: khao soi and Warorot market",
          "Chiang Mai: khao soi e il mercato Warorot",
          "Chiang Mai: khao soi y el mercado Warorot",
          "Chiang Mai : khao soi et marché Warorot",
          "Chiang Mai: Khao Soi und der Warorot-Markt",
        ],
        [
          "Khao soi, the curry noodle soup of the north, sai ua herb sausage and nam prik noom chili dip from the stalls of Warorot market, then a cooking class of Lanna dishes on a farm outside town.",
          "Khao soi, la zuppa di noodles al curry del nord, salsiccia alle erbe sai ua e salsa di peperoncino nam prik noom dai banchi del mercato Warorot, poi una lezione di cucina lanna in una fattoria fuori città.",
          "Khao soi, la sopa de fideos al curry del norte, la salchicha de hierbas sai ua y la salsa de chile nam prik noom de los puestos del mercado Warorot, y una clase de cocina lanna en una granja a las afueras.",
          "Khao soi, la soupe de nouilles au curry du Nord, saucisse aux herbes sai ua et condiment au piment nam prik noom aux étals du marché Warorot, puis un cours de cuisine lanna dans une ferme hors de la ville.",
          "Khao Soi, die Curry-Nudelsuppe des Nordens, Kräuterwurst Sai Ua und Chilidip Nam Prik Noom von den Ständen des Warorot-Markts, dann ein Lanna-Kochkurs auf einem Hof vor der Stadt.",
        ],
      ],
    ],
  },
  "THA Doi Inthanon": {
    days: [
      [
        "trek",
        [
          "Doi Inthanon: up from the Mae Wang valley",
          "Doi Inthanon: in salita dalla valle del Mae Wang",
          "Doi Inthanon: subida desde el valle del Mae Wang",
          "Doi Inthanon : la montée depuis la vallée de la Mae Wang",
          "Doi Inthanon: hinauf aus dem Mae-Wang-Tal",
        ],
        [
          "From the Mae Wang river up through bamboo forest and hill rice fields to a Karen village on the flanks of Doi Inthanon, sleeping in a bamboo house with the family who farms there.",
          "Dal fiume Mae Wang su per boschi di bambù e risaie di collina fino a un villaggio karen sui fianchi del Doi Inthanon, per dormire in una casa di bambù con la famiglia che lì coltiva.",
          "Desde el río Mae Wang subiendo entre bambúes y arrozales de montaña hasta una aldea karen en las laderas del Doi Inthanon, para dormir en una casa de bambú con la familia que cultiva allí.",
          "De la rivière Mae Wang à travers bambouseraies et rizières de colline jusqu'à un village karen sur les flancs du Doi Inthanon, pour dormir dans une maison de bambou chez la famille qui y cultive.",
          "Vom Mae-Wang-Fluss durch Bambuswald und Bergreisfelder hinauf zu einem Karen-Dorf an den Flanken des Doi Inthanon, mit Nacht in einem Bambushaus bei der Bauernfamilie.",
        ],
      ],
      [
        "trek",
        [
          "Doi Inthanon: by the Pha Dok Siew falls to Mae Klang Luang",
          "Doi Inthanon: per le cascate Pha Dok Siew fino a Mae Klang Luang",
          "Doi Inthanon: por la cascada Pha Dok Siew hasta Mae Klang Luang",
          "Doi Inthanon : par les chutes Pha Dok Siew jusqu'à Mae Klang Luang",
          "Doi Inthanon: am Pha-Dok-Siew-Fall vorbei nach Mae Klang Luang",
        ],
        [
          "Along streams and through the rice terraces of the Karen, past the Pha Dok Siew waterfalls, to Mae Klang Luang, a village of coffee growers and weavers, for a night in a homestay.",
          "Lungo i ruscelli e tra le risaie a terrazza dei karen, oltre le cascate Pha Dok Siew, fino a Mae Klang Luang, villaggio di coltivatori di caffè e tessitrici, per la notte ospiti di una famiglia.",
          "Junto a arroyos y entre los arrozales en terraza de los karen, pasando las cascadas Pha Dok Siew, hasta Mae Klang Luang, aldea de cultivadores de café y tejedoras, para dormir en casa de una familia.",
          "Le long des ruisseaux et dans les rizières en terrasses des Karen, par les cascades Pha Dok Siew, jusqu'à Mae Klang Luang, village de caféiculteurs et de tisserandes, pour une nuit chez l'habitant.",
          "An Bächen entlang und durch die Reisterrassen der Karen, vorbei an den Pha-Dok-Siew-Fällen, nach Mae Klang Luang, einem Dorf der Kaffeebauern und Weberinnen, mit Nacht bei einer Gastfamilie.",
        ],
      ],
      [
        "trek",
        [
          "Doi Inthanon: through the coffee of Pha Mon",
          "Doi Inthanon: tra il caffè di Pha Mon",
          "Doi Inthanon: entre el café de Pha Mon",
          "Doi Inthanon : dans les caféiers de Pha Mon",
          "Doi Inthanon: durch den Kaffee von Pha Mon",
        ],
        [
          "On forest paths above the terraces to the Karen village of Pha Mon, where arabica and tea grow under the trees, and down to the Wachirathan waterfall at the end of the walk.",
          "Su sentieri nella foresta sopra le terrazze fino al villaggio karen di Pha Mon, dove arabica e tè crescono sotto gli alberi, e giù fino alla cascata Wachirathan alla fine del cammino.",
          "Por sendas de bosque sobre las terrazas hasta la aldea karen de Pha Mon, donde el arábica y el té crecen bajo los árboles, y bajada hasta la cascada Wachirathan al final de la marcha.",
          "Par des sentiers forestiers au-dessus des terrasses jusqu'au village karen de Pha Mon, où l'arabica et le thé poussent sous les arbres, puis la descente vers la cascade Wachirathan en fin de marche.",
          "Auf Waldpfaden über den Terrassen zum Karen-Dorf Pha Mon, wo Arabica und Tee unter den Bäumen wachsen, und zum Schluss hinab zum Wachirathan-Wasserfall.",
        ],
      ],
      [
        "see",
        [
          "Doi Inthanon: the summit and the royal chedis",
          "Doi Inthanon: la vetta e i chedi reali",
          "Doi Inthanon: la cumbre y los chedis reales",
          "Doi Inthanon : le sommet et les chedis royaux",
          "Doi Inthanon: der Gipfel und die königlichen Chedis",
        ],
        [
          "The top of Thailand's highest mountain, the mossy Ang Ka boardwalk in the cloud forest, the twin royal chedis among their gardens, and the Hmong market on the road below.",
          "La cima della montagna più alta della Thailandia, la passerella muschiosa di Ang Ka nella foresta nebulosa, i due chedi reali tra i loro giardini e il mercato hmong lungo la strada.",
          "La cima de la montaña más alta de Tailandia, la pasarela musgosa de Ang Ka en el bosque nuboso, los dos chedis reales entre sus jardines y el mercado hmong junto a la carretera.",
          "Le sommet de la plus haute montagne de Thaïlande, la passerelle moussue d'Ang Ka dans la forêt de nuages, les deux chedis royaux dans leurs jardins et le marché hmong en contrebas.",
          "Der Gipfel des höchsten Bergs Thailands, der moosige Ang-Ka-Steg im Nebelwald, die beiden königlichen Chedis in ihren Gärten und der Hmong-Markt an der Straße darunter.",
        ],
      ],
    ],
  },
  "THA Pai": {
    days: [
      [
        "see",
        [
          "Pai: the canyon and the valley",
          "Pai: il canyon e la valle",
          "Pai: el cañón y el valle",
          "Pai : le canyon et la vallée",
          "Pai: der Canyon und das Tal",
        ],
        [
          "The narrow ridges of Pai Canyon, the old World War II bridge over the Pai River, the bamboo walkway across the rice fields of Boon Ko Ku So, and the hot springs of Tha Pai.",
          "Le creste strette del canyon di Pai, il vecchio ponte della seconda guerra mondiale sul fiume Pai, la passerella di bambù tra le risaie di Boon Ko Ku So e le sorgenti calde di Tha Pai.",
          "Las estrechas crestas del cañón de Pai, el viejo puente de la Segunda Guerra Mundial sobre el río Pai, la pasarela de bambú sobre los arrozales de Boon Ko Ku So y las fuentes termales de Tha Pai.",
          "Les crêtes étroites du canyon de Pai, le vieux pont de la Seconde Guerre mondiale sur la rivière Pai, la passerelle de bambou au-dessus des rizières de Boon Ko Ku So et les sources chaudes de Tha Pai.",
          "Die schmalen Grate des Pai Canyon, die alte Brücke aus dem Zweiten Weltkrieg über den Pai-Fluss, der Bambussteg über die Reisfelder von Boon Ko Ku So und die heißen Quellen von Tha Pai.",
        ],
      ],
      [
        "food",
        [
          "Pai: Shan dishes and the walking street",
          "Pai: piatti shan e la via pedonale",
          "Pai: platos shan y la calle peatonal",
          "Pai : plats shan et rue piétonne",
          "Pai: Shan-Küche und die Walking Street",
        ],
        [
          "Khao soi and Shan-style curries with pickled tea leaves, then the evening walking street of Pai, with its grilled skewers, roti and fruit shakes, and Yunnanese dishes in the Chinese village of Santichon.",
          "Khao soi e curry alla maniera shan con foglie di tè fermentate, poi la via pedonale serale di Pai con spiedini, roti e frullati, e piatti dello Yunnan nel villaggio cinese di Santichon.",
          "Khao soi y curris al estilo shan con hojas de té fermentadas, y luego la calle peatonal nocturna de Pai, con brochetas, roti y batidos, y platos de Yunnan en la aldea china de Santichon.",
          "Khao soi et currys à la mode shan aux feuilles de thé fermentées, puis la rue piétonne du soir de Pai, ses brochettes, rotis et jus de fruits, et des plats du Yunnan au village chinois de Santichon.",
          "Khao Soi und Currys nach Shan-Art mit fermentierten Teeblättern, dann die abendliche Walking Street von Pai mit Spießen, Roti und Fruchtshakes und Yunnan-Küche im chinesischen Dorf Santichon.",
        ],
      ],
    ],
  },
  "THA Chiang Rai": {
    days: [
      [
        "see",
        [
          "Chiang Rai: the White Temple and the Black House",
          "Chiang Rai: il Tempio bianco e la Casa nera",
          "Chiang Rai: el Templo Blanco y la Casa Negra",
          "Chiang Rai : le Temple blanc et la Maison noire",
          "Chiang Rai: der Weiße Tempel und das Schwarze Haus",
        ],
        [
          "Wat Rong Khun, the White Temple covered in mirrored glass by the artist Chalermchai Kositpipat, the deep blue Wat Rong Suea Ten, and the dark timber halls of Baan Dam, the Black House.",
          "Il Wat Rong Khun, il Tempio bianco coperto di vetri a specchio dall'artista Chalermchai Kositpipat, il blu intenso del Wat Rong Suea Ten e i padiglioni di legno scuro di Baan Dam, la Casa nera.",
          "El Wat Rong Khun, el Templo Blanco cubierto de espejos por el artista Chalermchai Kositpipat, el azul intenso del Wat Rong Suea Ten y los pabellones de madera oscura de Baan Dam, la Casa Negra.",
          "Le Wat Rong Khun, Temple blanc couvert de miroirs par l'artiste Chalermchai Kositpipat, le bleu profond du Wat Rong Suea Ten et les pavillons de bois sombre de Baan Dam, la Maison noire.",
          "Wat Rong Khun, der vom Künstler Chalermchai Kositpipat mit Spiegelglas überzogene Weiße Tempel, das tiefblaue Wat Rong Suea Ten und die dunklen Holzhallen von Baan Dam, dem Schwarzen Haus.",
        ],
      ],
      [
        "food",
        [
          "Chiang Rai: hill coffee and khanom jeen",
          "Chiang Rai: caffè di collina e khanom jeen",
          "Chiang Rai: café de montaña y khanom jeen",
          "Chiang Rai : café des collines et khanom jeen",
          "Chiang Rai: Bergkaffee und Khanom Jeen",
        ],
        [
          "Arabica from the Akha hills of Doi Chang, khanom jeen nam ngiao, rice noodles in a tomato and pork broth, and the grilled river fish and sticky rice of the night bazaar.",
          "Arabica delle colline akha di Doi Chang, khanom jeen nam ngiao, spaghetti di riso in brodo di pomodoro e maiale, e il pesce di fiume alla griglia e il riso glutinoso del bazar notturno.",
          "Arábica de las colinas akha de Doi Chang, khanom jeen nam ngiao, fideos de arroz en caldo de tomate y cerdo, y el pescado de río a la brasa y el arroz glutinoso del bazar nocturno.",
          "L'arabica des collines akha de Doi Chang, le khanom jeen nam ngiao, vermicelles de riz au bouillon de tomate et de porc, et le poisson de rivière grillé et le riz gluant du bazar de nuit.",
          "Arabica aus den Akha-Hügeln von Doi Chang, Khanom Jeen Nam Ngiao, Reisnudeln in Tomaten-Schweine-Brühe, und gegrillter Flussfisch mit Klebreis auf dem Nachtbasar.",
        ],
      ],
    ],
  },
  "THA Golden Triangle": {
    days: [
      [
        "see",
        [
          "Golden Triangle: the Mekong at Sop Ruak",
          "Triangolo d'oro: il Mekong a Sop Ruak",
          "Triángulo de Oro: el Mekong en Sop Ruak",
          "Triangle d'or : le Mékong à Sop Ruak",
          "Goldenes Dreieck: der Mekong bei Sop Ruak",
        ],
        [
          "Where the Ruak meets the Mekong and Thailand, Laos and Myanmar face each other: the Hall of Opium museum, a long-tail on the river, and the hillside gardens of Doi Tung above.",
          "Dove il Ruak incontra il Mekong e Thailandia, Laos e Myanmar si guardano: il museo Hall of Opium, una long-tail sul fiume e i giardini sulle pendici del Doi Tung.",
          "Donde el Ruak se une al Mekong y Tailandia, Laos y Myanmar se miran: el museo Hall of Opium, una long-tail por el río y los jardines en las laderas del Doi Tung.",
          "Là où la Ruak rejoint le Mékong et où Thaïlande, Laos et Birmanie se font face : le musée Hall of Opium, un long-tail sur le fleuve et les jardins à flanc du Doi Tung.",
          "Wo der Ruak in den Mekong mündet und sich Thailand, Laos und Myanmar gegenüberliegen: das Museum Hall of Opium, ein Longtail auf dem Fluss und die Hanggärten des Doi Tung.",
        ],
      ],
    ],
  },
  "THA Khao Sok": {
    days: [
      [
        "see",
        [
          "Khao Sok: Cheow Lan Lake",
          "Khao Sok: il lago Cheow Lan",
          "Khao Sok: el lago Cheow Lan",
          "Khao Sok : le lac Cheow Lan",
          "Khao Sok: der Cheow-Lan-See",
        ],
        [
          "A long-tail across Cheow Lan Lake between limestone cliffs rising from the water, past floating raft houses, with gibbons calling from the forest and a swim off the boat.",
          "Una long-tail sul lago Cheow Lan tra pareti calcaree che emergono dall'acqua, oltre le case galleggianti su zattera, coi gibboni che chiamano dalla foresta e un bagno dalla barca.",
          "Una long-tail por el lago Cheow Lan entre paredes calizas que salen del agua, junto a casas flotantes sobre balsas, con los gibones llamando desde la selva y un baño desde la barca.",
          "Un long-tail sur le lac Cheow Lan entre des falaises calcaires qui sortent de l'eau, devant les maisons flottantes sur radeaux, avec les gibbons qui crient dans la forêt et une baignade depuis le bateau.",
          "Ein Longtail über den Cheow-Lan-See zwischen aus dem Wasser ragenden Kalkwänden, vorbei an schwimmenden Floßhäusern, mit rufenden Gibbons im Wald und einem Bad vom Boot.",
        ],
      ],
      [
        "see",
        [
          "Khao Sok: the rainforest trails",
          "Khao Sok: i sentieri della foresta pluviale",
          "Khao Sok: los senderos de la selva",
          "Khao Sok : les sentiers de la forêt humide",
          "Khao Sok: die Regenwaldpfade",
        ],
        [
          "A guided walk into one of the oldest rainforests on earth, along the Sok River to the Ton Kloy waterfall, looking for hornbills, langurs and the giant rafflesia, and a canoe down the river.",
          "Una camminata guidata in una delle foreste pluviali più antiche del mondo, lungo il fiume Sok fino alla cascata Ton Kloy, cercando buceri, langur e la rafflesia gigante, e una canoa giù per il fiume.",
          "Una caminata guiada por una de las selvas más antiguas del mundo, junto al río Sok hasta la cascada Ton Kloy, buscando cálaos, langures y la rafflesia gigante, y una canoa río abajo.",
          "Une marche guidée dans l'une des plus anciennes forêts humides du monde, le long de la Sok jusqu'à la cascade Ton Kloy, à la recherche de calaos, de langurs et de la rafflesia géante, puis un canoë sur la rivière.",
          "Eine geführte Wanderung in einen der ältesten Regenwälder der Erde, am Sok-Fluss entlang zum Ton-Kloy-Wasserfall, auf der Suche nach Nashornvögeln, Languren und der Riesenrafflesie, dann im Kanu flussab.",
        ],
      ],
    ],
  },
  "THA Koh Samui": {
    days: [
      [
        "see",
        [
          "Koh Samui: the Big Buddha and Na Muang",
          "Koh Samui: il Grande Buddha e Na Muang",
          "Koh Samui: el Gran Buda y Na Muang",
          "Koh Samui : le Grand Bouddha et Na Muang",
          "Koh Samui: der Große Buddha und Na Muang",
        ],
        [
          "The golden Big Buddha of Wat Phra Yai and the many-armed Guanyin of Wat Plai Laem, the Hin Ta and Hin Yai rocks on the south coast, and the Na Muang waterfalls in the island's interior.",
          "Il Grande Buddha dorato del Wat Phra Yai e la Guanyin dalle molte braccia del Wat Plai Laem, le rocce Hin Ta e Hin Yai sulla costa sud e le cascate Na Muang nell'interno dell'isola.",
          "El Gran Buda dorado del Wat Phra Yai y la Guanyin de muchos brazos del Wat Plai Laem, las rocas Hin Ta y Hin Yai en la costa sur y las cascadas Na Muang en el interior de la isla.",
          "Le Grand Bouddha doré du Wat Phra Yai et la Guanyin aux multiples bras du Wat Plai Laem, les rochers Hin Ta et Hin Yai sur la côte sud et les cascades Na Muang au cœur de l'île.",
          "Der goldene Große Buddha des Wat Phra Yai und die vielarmige Guanyin des Wat Plai Laem, die Felsen Hin Ta und Hin Yai an der Südküste und die Na-Muang-Wasserfälle im Inselinneren.",
        ],
      ],
      [
        "beach",
        [
          "Koh Samui: Chaweng and Lamai",
          "Koh Samui: Chaweng e Lamai",
          "Koh Samui: Chaweng y Lamai",
          "Koh Samui : Chaweng et Lamai",
          "Koh Samui: Chaweng und Lamai",
        ],
        [
          "The long white beach of Chaweng and the quieter bay of Lamai, to swim, kayak or lie under the palms, with the fishing village of Bophut and its old wooden shophouses at sunset.",
          "La lunga spiaggia bianca di Chaweng e la baia più tranquilla di Lamai, per nuotare, andare in kayak o stendersi sotto le palme, e al tramonto il villaggio di pescatori di Bophut con le vecchie botteghe di legno.",
          "La larga playa blanca de Chaweng y la bahía más tranquila de Lamai, para nadar, salir en kayak o tumbarse bajo las palmeras, y al atardecer la aldea de pescadores de Bophut y sus viejas tiendas de madera.",
          "La longue plage blanche de Chaweng et la baie plus calme de Lamai, pour nager, pagayer ou s'allonger sous les palmiers, puis au couchant le village de pêcheurs de Bophut et ses vieilles boutiques de bois.",
          "Der lange weiße Strand von Chaweng und die ruhigere Bucht von Lamai zum Schwimmen, Kajakfahren oder Liegen unter Palmen, bei Sonnenuntergang das Fischerdorf Bophut mit seinen alten Holzläden.",
        ],
      ],
      [
        "boat",
        [
          "Koh Samui: Ang Thong Marine Park",
          "Koh Samui: il parco marino di Ang Thong",
          "Koh Samui: el parque marino de Ang Thong",
          "Koh Samui : le parc marin d'Ang Thong",
          "Koh Samui: der Ang-Thong-Meeresnationalpark",
        ],
        [
          "A boat to the forty-odd islands of Ang Thong Marine Park, a kayak along their limestone walls, and the steep climb on Koh Mae Ko to the green saltwater lake of Talay Nai.",
          "Una barca verso la quarantina di isole del parco marino di Ang Thong, un kayak lungo le loro pareti calcaree e la ripida salita su Koh Mae Ko fino al lago salato verde di Talay Nai.",
          "Un barco a la cuarentena de islas del parque marino de Ang Thong, un kayak junto a sus paredes calizas y la empinada subida en Koh Mae Ko hasta el lago salado verde de Talay Nai.",
          "Un bateau vers la quarantaine d'îles du parc marin d'Ang Thong, du kayak le long de leurs falaises calcaires et la montée raide sur Koh Mae Ko jusqu'au lac salé vert de Talay Nai.",
          "Ein Boot zu den rund vierzig Inseln des Ang-Thong-Meeresparks, ein Kajak an ihren Kalkwänden entlang und der steile Aufstieg auf Koh Mae Ko zum grünen Salzsee Talay Nai.",
        ],
      ],
      [
        "night",
        [
          "Koh Samui: Chaweng after dark",
          "Koh Samui: Chaweng di notte",
          "Koh Samui: Chaweng de noche",
          "Koh Samui : Chaweng la nuit",
          "Koh Samui: Chaweng bei Nacht",
        ],
        [
          "Seafood grilled on the sand and fire dancers on Chaweng beach, then the beach clubs and bars along the bay and the late clubs of Soi Green Mango, or the quieter walking street of Bophut.",
          "Pesce alla griglia sulla sabbia e giocolieri di fuoco sulla spiaggia di Chaweng, poi i beach club e i bar lungo la baia e i locali notturni di Soi Green Mango, o la via pedonale più tranquilla di Bophut.",
          "Marisco a la brasa sobre la arena y malabaristas de fuego en la playa de Chaweng, y luego los beach clubs y bares de la bahía y las discotecas de Soi Green Mango, o la calle peatonal más tranquila de Bophut.",
          "Poisson grillé sur le sable et jongleurs de feu sur la plage de Chaweng, puis les beach clubs et les bars de la baie et les boîtes de Soi Green Mango, ou la rue piétonne plus calme de Bophut.",
          "Gegrillte Meeresfrüchte im Sand und Feuertänzer am Strand von Chaweng, dann die Beachclubs und Bars an der Bucht und die Clubs der Soi Green Mango oder die ruhigere Walking Street von Bophut.",
        ],
      ],
    ],
  },
  "THA Koh Phangan": {
    days: [
      [
        "see",
        [
          "Koh Phangan: the jungle and Than Sadet",
          "Koh Phangan: la giungla e Than Sadet",
          "Koh Phangan: la selva y Than Sadet",
          "Koh Phangan : la jungle et Than Sadet",
          "Koh Phangan: der Dschungel und Than Sadet",
        ],
        [
          "The jungle interior of the island, the Than Sadet waterfall where Thai kings carved their initials, the Phaeng falls and the lookout above them, and the hilltop Wat Khao Tham.",
          "L'interno di giungla dell'isola, la cascata Than Sadet dove i re thailandesi incisero le loro iniziali, le cascate Phaeng col belvedere sopra e il tempio sulla collina Wat Khao Tham.",
          "El interior selvático de la isla, la cascada Than Sadet donde los reyes tailandeses grabaron sus iniciales, las cascadas Phaeng con el mirador encima y el templo en lo alto Wat Khao Tham.",
          "L'intérieur de jungle de l'île, la cascade Than Sadet où les rois thaïs gravèrent leurs initiales, les chutes Phaeng et leur belvédère et le temple perché du Wat Khao Tham.",
          "Das Dschungelinnere der Insel, der Than-Sadet-Wasserfall, in den Thai-Könige ihre Initialen ritzten, die Phaeng-Fälle mit Aussichtspunkt und der Hügeltempel Wat Khao Tham.",
        ],
      ],
      [
        "beach",
        [
          "Koh Phangan: Bottle Beach and Thong Nai Pan",
          "Koh Phangan: Bottle Beach e Thong Nai Pan",
          "Koh Phangan: Bottle Beach y Thong Nai Pan",
          "Koh Phangan : Bottle Beach et Thong Nai Pan",
          "Koh Phangan: Bottle Beach und Thong Nai Pan",
        ],
        [
          "A long-tail to Bottle Beach, Haad Khuad, a cove reached by no real road, then the twin bays of Thong Nai Pan on the north-east coast, to swim in clear water over white sand.",
          "Una long-tail fino a Bottle Beach, Haad Khuad, una caletta senza una vera strada, poi le baie gemelle di Thong Nai Pan sulla costa nord-est, per nuotare in acqua limpida sulla sabbia bianca.",
          "Una long-tail hasta Bottle Beach, Haad Khuad, una cala sin carretera de verdad, y luego las bahías gemelas de Thong Nai Pan en la costa noreste, para nadar en agua clara sobre arena blanca.",
          "Un long-tail jusqu'à Bottle Beach, Haad Khuad, crique sans vraie route, puis les baies jumelles de Thong Nai Pan sur la côte nord-est, pour nager dans une eau claire sur le sable blanc.",
          "Ein Longtail zur Bottle Beach, Haad Khuad, einer Bucht ohne richtige Straße, dann die Zwillingsbuchten von Thong Nai Pan an der Nordostküste zum Baden in klarem Wasser über weißem Sand.",
        ],
      ],
      [
        "night",
        [
          "Koh Phangan: Haad Rin after dark",
          "Koh Phangan: Haad Rin di notte",
          "Koh Phangan: Haad Rin de noche",
          "Koh Phangan : Haad Rin la nuit",
          "Koh Phangan: Haad Rin bei Nacht",
        ],
        [
          "The beach bars of Haad Rin Nok, home of the Full Moon Party once a month, with fire dancers and sound systems on the sand, and the calmer jungle and reggae bars of the rest of the island.",
          "I bar sulla spiaggia di Haad Rin Nok, patria del Full Moon Party una volta al mese, coi giocolieri di fuoco e gli impianti audio sulla sabbia, e i bar più tranquilli nella giungla e reggae del resto dell'isola.",
          "Los bares de playa de Haad Rin Nok, cuna de la Full Moon Party una vez al mes, con malabaristas de fuego y equipos de sonido en la arena, y los bares más tranquilos de selva y reggae del resto de la isla.",
          "Les bars de plage de Haad Rin Nok, berceau de la Full Moon Party une fois par mois, avec jongleurs de feu et sonos sur le sable, et les bars plus calmes de jungle et de reggae du reste de l'île.",
          "Die Strandbars von Haad Rin Nok, Heimat der monatlichen Full Moon Party, mit Feuertänzern und Soundsystemen im Sand, und die ruhigeren Dschungel- und Reggaebars im Rest der Insel.",
        ],
      ],
    ],
  },
  "THA Koh Tao": {
    days: [
      [
        "see",
        [
          "Koh Tao: the viewpoints and bays",
          "Koh Tao: i belvedere e le baie",
          "Koh Tao: los miradores y las bahías",
          "Koh Tao : les belvédères et les baies",
          "Koh Tao: die Aussichtspunkte und Buchten",
        ],
        [
          "The granite boulders of the John-Suwan viewpoint over the twin bays of Chalok Ban Kao and Thian Og, the Mango viewpoint in the north, and the small coves of the east coast by the island's steep tracks.",
          "I massi di granito del belvedere John-Suwan sulle baie gemelle di Chalok Ban Kao e Thian Og, il belvedere Mango a nord e le piccole cale della costa est lungo le ripide piste dell'isola.",
          "Las rocas de granito del mirador John-Suwan sobre las bahías gemelas de Chalok Ban Kao y Thian Og, el mirador Mango en el norte y las pequeñas calas de la costa este por las empinadas pistas de la isla.",
          "Les blocs de granit du belvédère John-Suwan au-dessus des baies jumelles de Chalok Ban Kao et Thian Og, le belvédère Mango au nord et les petites criques de la côte est par les pistes raides de l'île.",
          "Die Granitblöcke des Aussichtspunkts John-Suwan über den Zwillingsbuchten Chalok Ban Kao und Thian Og, der Mango-Aussichtspunkt im Norden und die kleinen Buchten der Ostküste über steile Pisten.",
        ],
      ],
      [
        "boat",
        [
          "Koh Tao: Koh Nang Yuan and the reefs",
          "Koh Tao: Koh Nang Yuan e le scogliere",
          "Koh Tao: Koh Nang Yuan y los arrecifes",
          "Koh Tao : Koh Nang Yuan et les récifs",
          "Koh Tao: Koh Nang Yuan und die Riffe",
        ],
        [
          "A long-tail around the island to snorkel at Shark Bay, where blacktip reef sharks cruise the shallows, the Japanese Gardens and Hin Wong, and the sandbar joining the three islets of Koh Nang Yuan.",
          "Una long-tail attorno all'isola per lo snorkeling a Shark Bay, dove gli squali pinna nera incrociano nei bassi fondali, ai Japanese Gardens e a Hin Wong, e la lingua di sabbia che unisce i tre isolotti di Koh Nang Yuan.",
          "Una long-tail alrededor de la isla para bucear con tubo en Shark Bay, donde los tiburones de punta negra patrullan los bajíos, en los Japanese Gardens y Hin Wong, y la lengua de arena que une los tres islotes de Koh Nang Yuan.",
          "Un long-tail autour de l'île pour le snorkeling à Shark Bay, où croisent les requins à pointes noires, aux Japanese Gardens et à Hin Wong, puis la langue de sable qui relie les trois îlots de Koh Nang Yuan.",
          "Ein Longtail rund um die Insel zum Schnorcheln in der Shark Bay, wo Schwarzspitzen-Riffhaie im Flachwasser kreuzen, in den Japanese Gardens und Hin Wong, und die Sandbank, die die drei Inselchen von Koh Nang Yuan verbindet.",
        ],
      ],
    ],
  },
  "THA Krabi": {
    days: [
      [
        "see",
        [
          "Krabi: the Tiger Cave Temple and the Emerald Pool",
          "Krabi: il tempio della Grotta della tigre e la Piscina di smeraldo",
          "Krabi: el templo de la Cueva del Tigre y la Piscina Esmeralda",
          "Krabi : le temple de la grotte du Tigre et le bassin d'Émeraude",
          "Krabi: der Tigerhöhlentempel und der Smaragdteich",
        ],
        [
          "The 1,260 steps up to the golden Buddha on top of the Tiger Cave Temple, Wat Tham Suea, then the forest pools of Khlong Thom: the Emerald Pool and the hot springs of Klong Thom.",
          "I 1.260 gradini fino al Buddha dorato in cima al tempio della Grotta della tigre, il Wat Tham Suea, poi le pozze nella foresta di Khlong Thom: la Piscina di smeraldo e le sorgenti calde.",
          "Los 1.260 escalones hasta el Buda dorado en lo alto del templo de la Cueva del Tigre, el Wat Tham Suea, y luego las pozas en la selva de Khlong Thom: la Piscina Esmeralda y las fuentes termales.",
          "Les 1 260 marches jusqu'au Bouddha doré au sommet du temple de la grotte du Tigre, le Wat Tham Suea, puis les bassins en forêt de Khlong Thom : le bassin d'Émeraude et les sources chaudes.",
          "Die 1.260 Stufen zum goldenen Buddha auf dem Tigerhöhlentempel Wat Tham Suea, dann die Waldbecken von Khlong Thom: der Smaragdteich und die heißen Quellen.",
        ],
      ],
      [
        "beach",
        [
          "Krabi: Railay and Phra Nang",
          "Krabi: Railay e Phra Nang",
          "Krabi: Railay y Phra Nang",
          "Krabi : Railay et Phra Nang",
          "Krabi: Railay und Phra Nang",
        ],
        [
          "A long-tail from Ao Nang to the Railay peninsula, cut off by cliffs from any road, and the sand of Phra Nang beach under overhanging limestone, with the princess shrine in its cave.",
          "Una long-tail da Ao Nang alla penisola di Railay, separata da ogni strada dalle pareti di roccia, e la sabbia della spiaggia di Phra Nang sotto il calcare a strapiombo, col santuario della principessa nella grotta.",
          "Una long-tail de Ao Nang a la península de Railay, aislada de toda carretera por los acantilados, y la arena de la playa de Phra Nang bajo la caliza en voladizo, con el santuario de la princesa en su cueva.",
          "Un long-tail d'Ao Nang à la presqu'île de Railay, coupée de toute route par les falaises, et le sable de la plage de Phra Nang sous le calcaire en surplomb, avec le sanctuaire de la princesse dans sa grotte.",
          "Ein Longtail von Ao Nang zur Halbinsel Railay, die durch Felswände von jeder Straße abgeschnitten ist, und der Sand des Phra-Nang-Strands unter überhängendem Kalk, mit dem Prinzessinnenschrein in der Höhle.",
        ],
      ],
      [
        "boat",
        [
          "Krabi: the Four Islands",
          "Krabi: le Quattro isole",
          "Krabi: las Cuatro Islas",
          "Krabi : les Quatre Îles",
          "Krabi: die Vier Inseln",
        ],
        [
          "A long-tail to the four islands off Ao Nang: Koh Poda, Chicken Island with its rock shaped like a bird's head, and Koh Tup, joined at low tide to Koh Kai by a sandbar.",
          "Una long-tail alle quattro isole davanti ad Ao Nang: Koh Poda, l'isola del Pollo con la roccia a forma di testa d'uccello e Koh Tup, unita alla vicina con la bassa marea da una lingua di sabbia.",
          "Una long-tail a las cuatro islas frente a Ao Nang: Koh Poda, la isla del Pollo con su roca en forma de cabeza de ave y Koh Tup, unida a su vecina con la marea baja por una lengua de arena.",
          "Un long-tail vers les quatre îles au large d'Ao Nang : Koh Poda, l'île du Poulet et son rocher en tête d'oiseau, et Koh Tup, reliée à sa voisine à marée basse par une langue de sable.",
          "Ein Longtail zu den vier Inseln vor Ao Nang: Koh Poda, die Hühnerinsel mit ihrem Felsen in Vogelkopfform und Koh Tup, bei Ebbe durch eine Sandbank mit der Nachbarinsel verbunden.",
        ],
      ],
    ],
  },
  "THA Koh Phi Phi": {
    days: [
      [
        "see",
        [
          "Koh Phi Phi: the viewpoint over Tonsai",
          "Koh Phi Phi: il belvedere su Tonsai",
          "Koh Phi Phi: el mirador sobre Tonsai",
          "Koh Phi Phi : le belvédère sur Tonsai",
          "Koh Phi Phi: der Aussichtspunkt über Tonsai",
        ],
        [
          "The climb from Tonsai village to the viewpoint over the two curved bays of Phi Phi Don, Tonsai and Loh Dalum, joined by a thin strip of sand, and the path over to the quiet beach of Long Beach.",
          "La salita dal villaggio di Tonsai al belvedere sulle due baie curve di Phi Phi Don, Tonsai e Loh Dalum, unite da una sottile striscia di sabbia, e il sentiero fino alla tranquilla Long Beach.",
          "La subida desde la aldea de Tonsai al mirador sobre las dos bahías curvas de Phi Phi Don, Tonsai y Loh Dalum, unidas por una fina franja de arena, y el camino hasta la tranquila Long Beach.",
          "La montée du village de Tonsai au belvédère sur les deux baies incurvées de Phi Phi Don, Tonsai et Loh Dalum, reliées par une mince bande de sable, et le sentier vers la paisible Long Beach.",
          "Der Aufstieg vom Dorf Tonsai zum Aussichtspunkt über die zwei geschwungenen Buchten von Phi Phi Don, Tonsai und Loh Dalum, durch einen schmalen Sandstreifen verbunden, und der Pfad zur ruhigen Long Beach.",
        ],
      ],
      [
        "boat",
        [
          "Koh Phi Phi: Phi Phi Leh and Pileh Lagoon",
          "Koh Phi Phi: Phi Phi Leh e la laguna di Pileh",
          "Koh Phi Phi: Phi Phi Leh y la laguna de Pileh",
          "Koh Phi Phi : Phi Phi Leh et le lagon de Pileh",
          "Koh Phi Phi: Phi Phi Leh und die Pileh-Lagune",
        ],
        [
          "A long-tail around Phi Phi Leh: the turquoise Pileh Lagoon inside its cliffs, the Viking Cave where swiftlet nests are gathered, Maya Bay seen from its boardwalk, and a swim off Monkey Beach.",
          "Una long-tail attorno a Phi Phi Leh: la laguna turchese di Pileh tra le sue pareti, la grotta dei Vichinghi dove si raccolgono i nidi di rondine, Maya Bay vista dalla passerella e un bagno a Monkey Beach.",
          "Una long-tail alrededor de Phi Phi Leh: la laguna turquesa de Pileh entre sus acantilados, la cueva Vikinga donde se recogen nidos de salangana, Maya Bay vista desde su pasarela y un baño en Monkey Beach.",
          "Un long-tail autour de Phi Phi Leh : le lagon turquoise de Pileh dans ses falaises, la grotte des Vikings où l'on récolte les nids de salanganes, Maya Bay vue de sa passerelle et une baignade à Monkey Beach.",
          "Ein Longtail um Phi Phi Leh: die türkisfarbene Pileh-Lagune in ihren Felswänden, die Wikingerhöhle, in der Salanganennester gesammelt werden, Maya Bay vom Steg aus und ein Bad an der Monkey Beach.",
        ],
      ],
      [
        "night",
        [
          "Koh Phi Phi: Loh Dalum after dark",
          "Koh Phi Phi: Loh Dalum di notte",
          "Koh Phi Phi: Loh Dalum de noche",
          "Koh Phi Phi : Loh Dalum la nuit",
          "Koh Phi Phi: Loh Dalum bei Nacht",
        ],
        [
          "The beach bars along Loh Dalum bay, with fire shows on the sand and buckets passed around, then dancing on the beach late into the night while the tide goes out.",
          "I bar sulla spiaggia lungo la baia di Loh Dalum, con gli spettacoli di fuoco sulla sabbia e i secchielli che girano, poi si balla sulla spiaggia fino a tardi mentre la marea si ritira.",
          "Los bares de playa de la bahía de Loh Dalum, con espectáculos de fuego en la arena y cubos que pasan de mano en mano, y después baile en la playa hasta tarde mientras baja la marea.",
          "Les bars de plage de la baie de Loh Dalum, les spectacles de feu sur le sable et les seaux qui passent de main en main, puis la danse sur la plage tard dans la nuit pendant que la mer se retire.",
          "Die Strandbars an der Bucht Loh Dalum mit Feuershows im Sand und herumgereichten Eimern, dann Tanzen am Strand bis spät in die Nacht, während die Ebbe kommt.",
        ],
      ],
    ],
  },
  "THA Koh Lanta": {
    days: [
      [
        "see",
        [
          "Koh Lanta: the old town and the national park",
          "Koh Lanta: la città vecchia e il parco nazionale",
          "Koh Lanta: el pueblo viejo y el parque nacional",
          "Koh Lanta : la vieille ville et le parc national",
          "Koh Lanta: die Altstadt und der Nationalpark",
        ],
        [
          "Lanta Old Town's wooden stilt houses over the water, the Urak Lawoi sea gypsy village of Sang Ka U, and the lighthouse at the southern tip in the Mu Ko Lanta National Park.",
          "Le case di legno su palafitte sull'acqua di Lanta Old Town, il villaggio dei nomadi del mare urak lawoi di Sang Ka U e il faro sulla punta meridionale nel parco nazionale Mu Ko Lanta.",
          "Las casas de madera sobre pilotes en el agua de Lanta Old Town, la aldea de nómadas del mar urak lawoi de Sang Ka U y el faro de la punta sur en el parque nacional Mu Ko Lanta.",
          "Les maisons de bois sur pilotis au-dessus de l'eau de Lanta Old Town, le village de nomades de la mer urak lawoi de Sang Ka U et le phare de la pointe sud dans le parc national de Mu Ko Lanta.",
          "Die hölzernen Pfahlhäuser über dem Wasser in Lanta Old Town, das Seenomadendorf der Urak Lawoi in Sang Ka U und der Leuchtturm an der Südspitze im Nationalpark Mu Ko Lanta.",
        ],
      ],
      [
        "beach",
        [
          "Koh Lanta: Long Beach and Kantiang Bay",
          "Koh Lanta: Long Beach e la baia di Kantiang",
          "Koh Lanta: Long Beach y la bahía de Kantiang",
          "Koh Lanta : Long Beach et la baie de Kantiang",
          "Koh Lanta: Long Beach und die Kantiang-Bucht",
        ],
        [
          "The casuarina-shaded sand of Phra Ae, Long Beach, and the sheltered cove of Kantiang Bay on the quieter southwest coast, with sunset over the Andaman Sea.",
          "La sabbia all'ombra delle casuarine di Phra Ae, Long Beach, e la caletta riparata della baia di Kantiang sulla più tranquilla costa sud-ovest, col tramonto sul mare delle Andamane.",
          "La arena a la sombra de las casuarinas de Phra Ae, Long Beach, y la cala resguardada de la bahía de Kantiang en la tranquila costa suroeste, con la puesta de sol sobre el mar de Andamán.",
          "Le sable ombragé de filaos de Phra Ae, Long Beach, et la crique abritée de la baie de Kantiang sur la côte sud-ouest plus paisible, avec le coucher du soleil sur la mer d'Andaman.",
          "Der von Kasuarinen beschattete Sand von Phra Ae, der Long Beach, und die geschützte Kantiang-Bucht an der ruhigeren Südwestküste, mit Sonnenuntergang über der Andamanensee.",
        ],
      ],
      [
        "boat",
        [
          "Koh Lanta: the Emerald Cave and Koh Ngai",
          "Koh Lanta: la Grotta di smeraldo e Koh Ngai",
          "Koh Lanta: la Cueva Esmeralda y Koh Ngai",
          "Koh Lanta : la grotte d'Émeraude et Koh Ngai",
          "Koh Lanta: die Smaragdhöhle und Koh Ngai",
        ],
        [
          "A boat to the Trang islands: a swim through the dark passage of Tham Morakot, the Emerald Cave, into its hidden beach, then the reefs of Koh Chueak and the white sand of Koh Ngai.",
          "Una barca verso le isole di Trang: una nuotata nel passaggio buio di Tham Morakot, la Grotta di smeraldo, fino alla sua spiaggia nascosta, poi le scogliere di Koh Chueak e la sabbia bianca di Koh Ngai.",
          "Un barco a las islas de Trang: un baño por el paso oscuro de Tham Morakot, la Cueva Esmeralda, hasta su playa escondida, y luego los arrecifes de Koh Chueak y la arena blanca de Koh Ngai.",
          "Un bateau vers les îles de Trang : une nage dans le passage obscur de Tham Morakot, la grotte d'Émeraude, jusqu'à sa plage cachée, puis les récifs de Koh Chueak et le sable blanc de Koh Ngai.",
          "Ein Boot zu den Trang-Inseln: durch den dunklen Gang von Tham Morakot, der Smaragdhöhle, zum verborgenen Strand schwimmen, dann die Riffe von Koh Chueak und der weiße Sand von Koh Ngai.",
        ],
      ],
    ],
  },
  "THA Phuket": {
    days: [
      [
        "see",
        [
          "Phuket: the old town and Promthep Cape",
          "Phuket: la città vecchia e capo Promthep",
          "Phuket: el casco antiguo y el cabo Promthep",
          "Phuket : la vieille ville et le cap Promthep",
          "Phuket: die Altstadt und das Kap Promthep",
        ],
        [
          "The Sino-Portuguese shophouses and Peranakan mansions of Thalang and Soi Romanee in Phuket Town, the white marble Big Buddha on Nakkerd Hill, and sunset at Promthep Cape.",
          "Le botteghe sino-portoghesi e le dimore peranakan di Thalang e Soi Romanee a Phuket Town, il Grande Buddha di marmo bianco sulla collina Nakkerd e il tramonto a capo Promthep.",
          "Las tiendas chino-portuguesas y las mansiones peranakan de Thalang y Soi Romanee en Phuket Town, el Gran Buda de mármol blanco en la colina Nakkerd y la puesta de sol en el cabo Promthep.",
          "Les compartiments sino-portugais et les demeures peranakan de Thalang et Soi Romanee à Phuket Town, le Grand Bouddha de marbre blanc sur la colline Nakkerd et le coucher du soleil au cap Promthep.",
          "Die sino-portugiesischen Ladenhäuser und Peranakan-Villen von Thalang und Soi Romanee in Phuket Town, der weiße Marmor-Buddha auf dem Nakkerd-Hügel und Sonnenuntergang am Kap Promthep.",
        ],
      ],
      [
        "boat",
        [
          "Phuket: Phang Nga Bay by sea canoe",
          "Phuket: la baia di Phang Nga in canoa",
          "Phuket: la bahía de Phang Nga en canoa",
          "Phuket : la baie de Phang Nga en canoë",
          "Phuket: die Phang-Nga-Bucht im Kanu",
        ],
        [
          "A boat into Phang Nga Bay, sea canoes paddled by local guides into the hidden lagoons of Koh Hong and Koh Panak, Khao Phing Kan's James Bond Island, and the stilt village of Koh Panyee.",
          "Una barca nella baia di Phang Nga, canoe condotte da guide locali nelle lagune nascoste di Koh Hong e Koh Panak, l'isola di James Bond di Khao Phing Kan e il villaggio su palafitte di Koh Panyee.",
          "Un barco por la bahía de Phang Nga, canoas llevadas por guías locales a las lagunas escondidas de Koh Hong y Koh Panak, la isla de James Bond de Khao Phing Kan y la aldea sobre pilotes de Koh Panyee.",
          "Un bateau dans la baie de Phang Nga, des canoës menés par des guides locaux dans les lagons cachés de Koh Hong et Koh Panak, l'île de James Bond de Khao Phing Kan et le village sur pilotis de Koh Panyee.",
          "Ein Boot in die Phang-Nga-Bucht, Kanus mit Guides aus der Gegend in die versteckten Lagunen von Koh Hong und Koh Panak, die James-Bond-Insel Khao Phing Kan und das Pfahldorf Koh Panyee.",
        ],
      ],
      [
        "food",
        [
          "Phuket: mee hokkien and moo hong",
          "Phuket: mee hokkien e moo hong",
          "Phuket: mee hokkien y moo hong",
          "Phuket : mee hokkien et moo hong",
          "Phuket: Mee Hokkien und Moo Hong",
        ],
        [
          "The Peranakan cooking of the old tin-mining town: mee hokkien yellow noodles, moo hong pork braised in black pepper, oh tao oyster fritters, and a dim sum breakfast in one of the old Chinese coffee shops of Phuket Town.",
          "La cucina peranakan dell'antica città delle miniere di stagno: noodles gialli mee hokkien, maiale moo hong brasato al pepe nero, frittelle di ostriche oh tao e una colazione a base di dim sum in una delle vecchie caffetterie cinesi di Phuket Town.",
          "La cocina peranakan de la vieja ciudad de las minas de estaño: fideos amarillos mee hokkien, cerdo moo hong estofado con pimienta negra, buñuelos de ostras oh tao y un desayuno de dim sum en uno de los viejos cafés chinos de Phuket Town.",
          "La cuisine peranakan de l'ancienne ville des mines d'étain : nouilles jaunes mee hokkien, porc moo hong braisé au poivre noir, beignets d'huîtres oh tao et un petit-déjeuner de dim sum dans l'un des vieux cafés chinois de Phuket Town.",
          "Die Peranakan-Küche der alten Zinnbergbaustadt: gelbe Mee-Hokkien-Nudeln, in schwarzem Pfeffer geschmortes Moo Hong, Austernküchlein Oh Tao und ein Dim-Sum-Frühstück in einem der alten chinesischen Cafés von Phuket Town.",
        ],
      ],
      [
        "night",
        [
          "Phuket: Patong and Bangla Road",
          "Phuket: Patong e Bangla Road",
          "Phuket: Patong y Bangla Road",
          "Phuket : Patong et Bangla Road",
          "Phuket: Patong und Bangla Road",
        ],
        [
          "Patong by night: a Muay Thai bout at the stadium, then the neon of Bangla Road, its open-air bars and clubs, and a late plate of pad kra pao from a street stall.",
          "Patong di notte: un incontro di muay thai allo stadio, poi i neon di Bangla Road con i suoi bar all'aperto e i club, e a tarda ora un piatto di pad kra pao da una bancarella.",
          "Patong de noche: un combate de muay thai en el estadio, y luego los neones de Bangla Road, sus bares al aire libre y sus clubes, y de madrugada un plato de pad kra pao de un puesto callejero.",
          "Patong la nuit : un combat de muay-thaï au stade, puis les néons de Bangla Road, ses bars en plein air et ses clubs, et tard une assiette de pad kra pao à une échoppe de rue.",
          "Patong bei Nacht: ein Muay-Thai-Kampf im Stadion, dann die Neonlichter der Bangla Road mit Freiluftbars und Clubs und spät ein Teller Pad Kra Pao von einem Straßenstand.",
        ],
      ],
    ],
  },
  // Cambodia
  "KHM Phnom Penh": {
    days: [
      [
        "see",
        [
          "Phnom Penh: the Royal Palace and the National Museum",
          "Phnom Penh: il Palazzo reale e il Museo nazionale",
          "Phnom Penh: el Palacio Real y el Museo Nacional",
          "Phnom Penh : le Palais royal et le Musée national",
          "Phnom Penh: der Königspalast und das Nationalmuseum",
        ],
        [
          "The Royal Palace and the Silver Pagoda with its floor of silver tiles, the Khmer sculpture of the National Museum, and a walk along Sisowath Quay where the Tonlé Sap meets the Mekong.",
          "Il Palazzo reale e la Pagoda d'argento col pavimento di piastrelle d'argento, la scultura khmer del Museo nazionale e una passeggiata sul Sisowath Quay dove il Tonlé Sap incontra il Mekong.",
          "El Palacio Real y la Pagoda de Plata con su suelo de baldosas de plata, la escultura jemer del Museo Nacional y un paseo por el Sisowath Quay, donde el Tonlé Sap se une al Mekong.",
          "Le Palais royal et la pagode d'Argent au sol de dalles d'argent, la sculpture khmère du Musée national et une promenade sur le quai Sisowath, là où le Tonlé Sap rejoint le Mékong.",
          "Der Königspalast und die Silberpagode mit ihrem Boden aus Silberfliesen, die Khmer-Skulptur im Nationalmuseum und ein Gang über den Sisowath Quay, wo der Tonlé Sap auf den Mekong trifft.",
        ],
      ],
      [
        "see",
        [
          "Phnom Penh: Tuol Sleng and Choeung Ek",
          "Phnom Penh: Tuol Sleng e Choeung Ek",
          "Phnom Penh: Tuol Sleng y Choeung Ek",
          "Phnom Penh : Tuol Sleng et Choeung Ek",
          "Phnom Penh: Tuol Sleng und Choeung Ek",
        ],
        [
          "The Khmer Rouge years remembered: the Tuol Sleng Genocide Museum, the S-21 prison in a former school, and the memorial stupa of the killing fields of Choeung Ek, with the audio guide of survivors.",
          "Gli anni dei Khmer rossi: il museo del genocidio di Tuol Sleng, la prigione S-21 in una ex scuola, e lo stupa commemorativo dei campi di sterminio di Choeung Ek, con l'audioguida dei sopravvissuti.",
          "Los años de los jemeres rojos: el museo del genocidio de Tuol Sleng, la prisión S-21 en una antigua escuela, y la estupa conmemorativa de los campos de la muerte de Choeung Ek, con la audioguía de los supervivientes.",
          "Les années khmères rouges : le musée du génocide de Tuol Sleng, la prison S-21 installée dans une ancienne école, et le stupa mémorial des champs de la mort de Choeung Ek, avec l'audioguide des survivants.",
          "Die Jahre der Roten Khmer: das Genozidmuseum Tuol Sleng, das Gefängnis S-21 in einer früheren Schule, und der Gedenkstupa der Killing Fields von Choeung Ek, mit dem Audioguide der Überlebenden.",
        ],
      ],
      [
        "food",
        [
          "Phnom Penh: fish amok and the Russian Market",
          "Phnom Penh: amok di pesce e il Mercato russo",
          "Phnom Penh: amok de pescado y el Mercado Ruso",
          "Phnom Penh : amok de poisson et marché russe",
          "Phnom Penh: Fisch-Amok und der Russische Markt",
        ],
        [
          "Num banh chok, rice noodles with green fish curry, for breakfast, the food stalls of the Russian Market and the domed Central Market, and fish amok steamed in banana leaf at dinner.",
          "Num banh chok, noodles di riso con curry verde di pesce, a colazione, i banchi del Mercato russo e del Mercato centrale a cupola e a cena l'amok di pesce cotto al vapore nella foglia di banano.",
          "Num banh chok, fideos de arroz con curri verde de pescado, para desayunar, los puestos del Mercado Ruso y del Mercado Central con su cúpula, y en la cena amok de pescado al vapor en hoja de plátano.",
          "Num banh chok, nouilles de riz au curry vert de poisson, au petit-déjeuner, les étals du marché russe et du marché central sous sa coupole, et au dîner l'amok de poisson cuit à la vapeur en feuille de bananier.",
          "Num Banh Chok, Reisnudeln mit grünem Fischcurry, zum Frühstück, die Garküchen des Russischen Markts und des Zentralmarkts unter seiner Kuppel und abends im Bananenblatt gedämpftes Fisch-Amok.",
        ],
      ],
    ],
  },
  "KHM Kampot": {
    days: [
      [
        "see",
        [
          "Kampot: Bokor mountain and the river",
          "Kampot: il monte Bokor e il fiume",
          "Kampot: el monte Bokor y el río",
          "Kampot : le mont Bokor et la rivière",
          "Kampot: der Bokor-Berg und der Fluss",
        ],
        [
          "The road up Bokor mountain to the French hill station's abandoned church and the old Bokor Palace in the mist, then a boat on the Preaek Tuek Chhu River at dusk past the old colonial riverfront.",
          "La strada sul monte Bokor fino alla chiesa abbandonata e al vecchio Bokor Palace della stazione climatica francese nella nebbia, poi una barca sul fiume Preaek Tuek Chhu al tramonto, davanti al lungofiume coloniale.",
          "La carretera del monte Bokor hasta la iglesia abandonada y el viejo Bokor Palace de la estación francesa entre la niebla, y luego un barco por el río Preaek Tuek Chhu al atardecer, ante la vieja ribera colonial.",
          "La route du mont Bokor jusqu'à l'église abandonnée et au vieux Bokor Palace de la station d'altitude française dans la brume, puis un bateau sur la Preaek Tuek Chhu au crépuscule, devant les quais coloniaux.",
          "Die Straße auf den Bokor zur verlassenen Kirche und zum alten Bokor Palace des französischen Höhenorts im Nebel, dann ein Boot auf dem Preaek Tuek Chhu in der Dämmerung vor der kolonialen Uferfront.",
        ],
      ],
      [
        "food",
        [
          "Kampot: the pepper farms and salt fields",
          "Kampot: le piantagioni di pepe e le saline",
          "Kampot: las plantaciones de pimienta y las salinas",
          "Kampot : les poivrières et les marais salants",
          "Kampot: die Pfefferfarmen und Salzfelder",
        ],
        [
          "A pepper farm among the vines of Kampot pepper, tasting the green, black, red and white, the salt pans worked by hand along the coast, and durian, the town's other pride, in the market.",
          "Una piantagione tra le viti del pepe di Kampot, assaggiando quello verde, nero, rosso e bianco, le saline lavorate a mano lungo la costa e al mercato il durian, l'altro orgoglio della città.",
          "Una finca entre las enredaderas de la pimienta de Kampot, probando la verde, la negra, la roja y la blanca, las salinas trabajadas a mano en la costa y en el mercado el durián, el otro orgullo del lugar.",
          "Une poivrière parmi les lianes du poivre de Kampot, dégustation du vert, du noir, du rouge et du blanc, les marais salants travaillés à la main le long de la côte et, au marché, le durian, autre fierté de la ville.",
          "Eine Pfefferfarm zwischen den Ranken des Kampot-Pfeffers mit Verkostung von grün, schwarz, rot und weiß, die von Hand bearbeiteten Salzfelder an der Küste und auf dem Markt die Durian, der andere Stolz der Stadt.",
        ],
      ],
    ],
  },
  "KHM Kep": {
    days: [
      [
        "see",
        [
          "Kep: the crab market and Kep National Park",
          "Kep: il mercato dei granchi e il parco nazionale di Kep",
          "Kep: el mercado del cangrejo y el parque nacional de Kep",
          "Kep : le marché aux crabes et le parc national de Kep",
          "Kep: der Krabbenmarkt und der Kep-Nationalpark",
        ],
        [
          "The crab market, where the catch is pulled from baskets in the sea and cooked with fresh green Kampot pepper, the forest path around Kep National Park, and the modernist villas of the 1960s.",
          "Il mercato dei granchi, dove il pescato esce dalle ceste in mare e si cucina col pepe verde fresco di Kampot, il sentiero nella foresta del parco nazionale di Kep e le ville moderniste degli anni Sessanta.",
          "El mercado del cangrejo, donde la pesca sale de las cestas en el mar y se cocina con pimienta verde fresca de Kampot, el sendero por el bosque del parque nacional de Kep y las villas modernistas de los sesenta.",
          "Le marché aux crabes, où la pêche sort des paniers immergés pour être cuisinée au poivre vert frais de Kampot, le sentier forestier du parc national de Kep et les villas modernistes des années 1960.",
          "Der Krabbenmarkt, wo der Fang aus Körben im Meer geholt und mit frischem grünem Kampot-Pfeffer gekocht wird, der Waldpfad im Kep-Nationalpark und die modernistischen Villen der 1960er.",
        ],
      ],
      [
        "boat",
        [
          "Kep: Koh Tonsay, Rabbit Island",
          "Kep: Koh Tonsay, l'isola dei Conigli",
          "Kep: Koh Tonsay, la isla del Conejo",
          "Kep : Koh Tonsay, l'île aux Lapins",
          "Kep: Koh Tonsay, die Kanincheninsel",
        ],
        [
          "A boat across to Koh Tonsay, Rabbit Island, with its fishing families, simple bungalows and sandy beach under coconut palms, for a swim and grilled fish on the shore.",
          "Una barca fino a Koh Tonsay, l'isola dei Conigli, con le sue famiglie di pescatori, i bungalow semplici e la spiaggia di sabbia sotto le palme da cocco, per un bagno e pesce alla griglia sulla riva.",
          "Un barco hasta Koh Tonsay, la isla del Conejo, con sus familias de pescadores, sus bungalós sencillos y su playa de arena bajo los cocoteros, para un baño y pescado a la brasa en la orilla.",
          "Un bateau vers Koh Tonsay, l'île aux Lapins, ses familles de pêcheurs, ses bungalows simples et sa plage de sable sous les cocotiers, pour une baignade et du poisson grillé sur la rive.",
          "Ein Boot hinüber nach Koh Tonsay, der Kanincheninsel, mit Fischerfamilien, einfachen Bungalows und Sandstrand unter Kokospalmen, zum Baden und für gegrillten Fisch am Ufer.",
        ],
      ],
    ],
  },
  "KHM Battambang": {
    days: [
      [
        "see",
        [
          "Battambang: the bamboo train and Phnom Sampeau",
          "Battambang: il treno di bambù e Phnom Sampeau",
          "Battambang: el tren de bambú y Phnom Sampeau",
          "Battambang : le train de bambou et Phnom Sampeau",
          "Battambang: der Bambuszug und Phnom Sampeau",
        ],
        [
          "A ride on the norry, the bamboo train, the hilltop temple and killing caves of Phnom Sampeau, and at dusk the stream of millions of bats leaving the cave at its foot.",
          "Un giro sul norry, il treno di bambù, il tempio in cima e le grotte dei massacri di Phnom Sampeau e al tramonto il fiume di milioni di pipistrelli che escono dalla grotta ai suoi piedi.",
          "Un viaje en el norry, el tren de bambú, el templo en la cima y las cuevas de la matanza de Phnom Sampeau, y al atardecer el río de millones de murciélagos que salen de la cueva a sus pies.",
          "Un tour en norry, le train de bambou, le temple au sommet et les grottes du massacre de Phnom Sampeau, puis au crépuscule le flot de millions de chauves-souris qui quittent la grotte à ses pieds.",
          "Eine Fahrt mit dem Norry, dem Bambuszug, der Gipfeltempel und die Todeshöhlen von Phnom Sampeau und in der Dämmerung der Strom von Millionen Fledermäusen aus der Höhle an seinem Fuß.",
        ],
      ],
      [
        "food",
        [
          "Battambang: rice paper and fish paste",
          "Battambang: carta di riso e pasta di pesce",
          "Battambang: papel de arroz y pasta de pescado",
          "Battambang : galettes de riz et pâte de poisson",
          "Battambang: Reispapier und Fischpaste",
        ],
        [
          "The village workshops around town that make rice paper, prahok fish paste and sticky rice in bamboo, then a Khmer dinner with Battambang's green oranges and rice from its famous fields.",
          "I laboratori dei villaggi attorno alla città che fanno carta di riso, pasta di pesce prahok e riso glutinoso nel bambù, poi una cena khmer con le arance verdi di Battambang e il riso dei suoi campi famosi.",
          "Los talleres de las aldeas cercanas que hacen papel de arroz, pasta de pescado prahok y arroz glutinoso en bambú, y luego una cena jemer con las naranjas verdes de Battambang y el arroz de sus famosos campos.",
          "Les ateliers des villages autour de la ville qui font galettes de riz, pâte de poisson prahok et riz gluant en bambou, puis un dîner khmer avec les oranges vertes de Battambang et le riz de ses fameuses rizières.",
          "Die Dorfwerkstätten rund um die Stadt für Reispapier, Fischpaste Prahok und Klebreis im Bambusrohr, dann ein Khmer-Essen mit Battambangs grünen Orangen und Reis von seinen berühmten Feldern.",
        ],
      ],
    ],
  },
  "KHM Siem Reap": {
    days: [
      [
        "see",
        [
          "Siem Reap: the old market and the Phare circus",
          "Siem Reap: il vecchio mercato e il circo Phare",
          "Siem Reap: el mercado viejo y el circo Phare",
          "Siem Reap : le vieux marché et le cirque Phare",
          "Siem Reap: der alte Markt und der Phare-Zirkus",
        ],
        [
          "The Angkor National Museum, the workshops of Artisans Angkor where young Khmer carve stone and lacquer, the Psar Chas old market, and an evening at Phare, the Cambodian circus.",
          "L'Angkor National Museum, i laboratori di Artisans Angkor dove giovani khmer scolpiscono pietra e lacca, il vecchio mercato Psar Chas e una serata a Phare, il circo cambogiano.",
          "El Angkor National Museum, los talleres de Artisans Angkor donde jóvenes jemeres tallan piedra y laca, el mercado viejo Psar Chas y una velada en Phare, el circo camboyano.",
          "L'Angkor National Museum, les ateliers d'Artisans Angkor où de jeunes Khmers sculptent la pierre et la laque, le vieux marché Psar Chas et une soirée à Phare, le cirque cambodgien.",
          "Das Angkor National Museum, die Werkstätten von Artisans Angkor, wo junge Khmer Stein und Lack bearbeiten, der alte Markt Psar Chas und ein Abend im kambodschanischen Zirkus Phare.",
        ],
      ],
      [
        "see",
        [
          "Siem Reap: Phnom Kulen and Beng Mealea",
          "Siem Reap: il Phnom Kulen e Beng Mealea",
          "Siem Reap: el Phnom Kulen y Beng Mealea",
          "Siem Reap : le Phnom Kulen et Beng Mealea",
          "Siem Reap: Phnom Kulen und Beng Mealea",
        ],
        [
          "Phnom Kulen, the sacred mountain where the Khmer empire was founded, with its river bed of a thousand carved lingas and waterfall, then the collapsed jungle temple of Beng Mealea.",
          "Il Phnom Kulen, la montagna sacra dove nacque l'impero khmer, col letto del fiume dai mille linga scolpiti e la cascata, poi il tempio crollato nella giungla di Beng Mealea.",
          "El Phnom Kulen, la montaña sagrada donde nació el imperio jemer, con su lecho del río de los mil lingas tallados y su cascada, y luego el templo derrumbado en la selva de Beng Mealea.",
          "Le Phnom Kulen, la montagne sacrée où fut fondé l'empire khmer, le lit de rivière aux mille lingas sculptés et sa cascade, puis le temple effondré de Beng Mealea dans la jungle.",
          "Der Phnom Kulen, der heilige Berg, auf dem das Khmer-Reich gegründet wurde, mit dem Flussbett der tausend gemeißelten Lingas und dem Wasserfall, dann der eingestürzte Dschungeltempel Beng Mealea.",
        ],
      ],
      [
        "food",
        [
          "Siem Reap: a Khmer cooking class",
          "Siem Reap: una lezione di cucina khmer",
          "Siem Reap: una clase de cocina jemer",
          "Siem Reap : un cours de cuisine khmère",
          "Siem Reap: ein Khmer-Kochkurs",
        ],
        [
          "A morning at a local market, then a cooking class in a village house: kroeung spice paste pounded by hand, fish amok, beef lok lak and a green mango salad.",
          "Una mattina in un mercato locale, poi una lezione di cucina in una casa di villaggio: pasta di spezie kroeung pestata a mano, amok di pesce, manzo lok lak e un'insalata di mango verde.",
          "Una mañana en un mercado local y luego una clase de cocina en una casa de aldea: pasta de especias kroeung machacada a mano, amok de pescado, ternera lok lak y una ensalada de mango verde.",
          "Une matinée au marché local, puis un cours de cuisine dans une maison de village : pâte d'épices kroeung pilée à la main, amok de poisson, bœuf lok lak et salade de mangue verte.",
          "Ein Vormittag auf einem Markt, dann ein Kochkurs in einem Dorfhaus: von Hand gestampfte Gewürzpaste Kroeung, Fisch-Amok, Rindfleisch Lok Lak und ein Salat aus grüner Mango.",
        ],
      ],
    ],
  },
  "KHM Tonlé Sap": {
    days: [
      [
        "see",
        [
          "Tonlé Sap: the stilt village of Kampong Phluk",
          "Tonlé Sap: il villaggio su palafitte di Kampong Phluk",
          "Tonlé Sap: la aldea sobre pilotes de Kampong Phluk",
          "Tonlé Sap : le village sur pilotis de Kampong Phluk",
          "Tonlé Sap: das Pfahldorf Kampong Phluk",
        ],
        [
          "A boat to Kampong Phluk, a fishing village of houses on stilts as tall as trees, a canoe into the flooded forest when the water is high, and the wide open lake beyond.",
          "Una barca fino a Kampong Phluk, villaggio di pescatori con case su palafitte alte come alberi, una canoa nella foresta allagata quando l'acqua è alta e il lago aperto oltre.",
          "Un barco hasta Kampong Phluk, aldea de pescadores con casas sobre pilotes altos como árboles, una canoa por el bosque inundado cuando el agua está alta y el lago abierto más allá.",
          "Un bateau vers Kampong Phluk, village de pêcheurs aux maisons sur pilotis hauts comme des arbres, une pirogue dans la forêt inondée quand les eaux sont hautes, et le lac immense au-delà.",
          "Ein Boot nach Kampong Phluk, einem Fischerdorf mit baumhohen Pfahlhäusern, bei Hochwasser ein Kanu in den überfluteten Wald und dahinter der weite offene See.",
        ],
      ],
      [
        "see",
        [
          "Tonlé Sap: the floating villages and the bird sanctuary",
          "Tonlé Sap: i villaggi galleggianti e la riserva degli uccelli",
          "Tonlé Sap: las aldeas flotantes y la reserva de aves",
          "Tonlé Sap : les villages flottants et la réserve d'oiseaux",
          "Tonlé Sap: die schwimmenden Dörfer und das Vogelschutzgebiet",
        ],
        [
          "The floating houses, schools and pagodas of Chong Kneas, moved with the water level, and the Prek Toal bird sanctuary, with storks, pelicans and cormorants in the flooded forest.",
          "Le case, le scuole e le pagode galleggianti di Chong Kneas, spostate col livello dell'acqua, e la riserva degli uccelli di Prek Toal, con cicogne, pellicani e cormorani nella foresta allagata.",
          "Las casas, escuelas y pagodas flotantes de Chong Kneas, que se mueven con el nivel del agua, y la reserva de aves de Prek Toal, con cigüeñas, pelícanos y cormoranes en el bosque inundado.",
          "Les maisons, écoles et pagodes flottantes de Chong Kneas, déplacées au gré du niveau de l'eau, et la réserve d'oiseaux de Prek Toal, cigognes, pélicans et cormorans dans la forêt inondée.",
          "Die schwimmenden Häuser, Schulen und Pagoden von Chong Kneas, die mit dem Wasserstand wandern, und das Vogelschutzgebiet Prek Toal mit Störchen, Pelikanen und Kormoranen im überfluteten Wald.",
        ],
      ],
    ],
  },
  "KHM Angkor Wat": {
    days: [
      [
        "see",
        [
          "Angkor Wat: sunrise and the bas-reliefs",
          "Angkor Wat: l'alba e i bassorilievi",
          "Angkor Wat: el amanecer y los bajorrelieves",
          "Angkor Wat : le lever du soleil et les bas-reliefs",
          "Angkor Wat: Sonnenaufgang und die Reliefs",
        ],
        [
          "Sunrise behind the five towers of Angkor Wat mirrored in the lotus pond, then the galleries of bas-reliefs, the Churning of the Ocean of Milk, and the steep stairs to the Bakan, the upper level.",
          "L'alba dietro le cinque torri di Angkor Wat riflesse nello stagno di loto, poi le gallerie dei bassorilievi, la Zangolatura dell'oceano di latte, e le ripide scale fino al Bakan, il livello più alto.",
          "El amanecer tras las cinco torres de Angkor Wat reflejadas en el estanque de lotos, y luego las galerías de bajorrelieves, el Batido del Océano de Leche, y las empinadas escaleras hasta el Bakan, el nivel superior.",
          "Le lever du soleil derrière les cinq tours d'Angkor Wat reflétées dans le bassin aux lotus, puis les galeries de bas-reliefs, le Barattage de la mer de lait, et les escaliers raides du Bakan, l'étage supérieur.",
          "Sonnenaufgang hinter den fünf Türmen von Angkor Wat im Spiegel des Lotusteichs, dann die Reliefgalerien mit dem Quirlen des Milchozeans und die steilen Stufen zum Bakan, der obersten Ebene.",
        ],
      ],
      [
        "see",
        [
          "Angkor Wat: Ta Prohm and the Grand Circuit",
          "Angkor Wat: Ta Prohm e il Grande circuito",
          "Angkor Wat: Ta Prohm y el Gran Circuito",
          "Angkor Wat : Ta Prohm et le grand circuit",
          "Angkor Wat: Ta Prohm und der Große Rundweg",
        ],
        [
          "Beyond Angkor Wat in the Angkor park: Ta Prohm, held in the roots of silk-cotton trees, the unfinished Ta Keo, then Preah Khan, Neak Pean on its island and East Mebon's stone elephants.",
          "Oltre Angkor Wat nel parco di Angkor: Ta Prohm, stretto dalle radici dei kapok, l'incompiuto Ta Keo, poi Preah Khan, Neak Pean sul suo isolotto e gli elefanti di pietra del Mebon orientale.",
          "Más allá de Angkor Wat en el parque de Angkor: Ta Prohm, abrazado por las raíces de las ceibas, el inacabado Ta Keo, y luego Preah Khan, Neak Pean en su isla y los elefantes de piedra del Mebon Oriental.",
          "Au-delà d'Angkor Wat dans le parc d'Angkor : Ta Prohm, enserré par les racines des fromagers, le Ta Keo inachevé, puis Preah Khan, Neak Pean sur son îlot et les éléphants de pierre du Mébon oriental.",
          "Jenseits von Angkor Wat im Angkor-Park: Ta Prohm in den Wurzeln der Kapokbäume, der unvollendete Ta Keo, dann Preah Khan, Neak Pean auf seiner Insel und die Steinelefanten des Östlichen Mebon.",
        ],
      ],
    ],
  },
  "KHM Bayon": {
    days: [
      [
        "see",
        [
          "Bayon: the faces of Angkor Thom",
          "Bayon: i volti di Angkor Thom",
          "Bayon: los rostros de Angkor Thom",
          "Bayon : les visages d'Angkor Thom",
          "Bayon: die Gesichter von Angkor Thom",
        ],
        [
          "Through the South Gate of Angkor Thom with its causeway of gods and demons to the Bayon and its towers of serene stone faces, then the Baphuon and the Terraces of the Elephants and the Leper King.",
          "Dalla Porta sud di Angkor Thom, col suo viale di dèi e demoni, al Bayon e alle sue torri di sereni volti di pietra, poi il Baphuon e le terrazze degli Elefanti e del Re lebbroso.",
          "Por la Puerta Sur de Angkor Thom con su calzada de dioses y demonios hasta el Bayon y sus torres de serenos rostros de piedra, y luego el Baphuon y las terrazas de los Elefantes y del Rey Leproso.",
          "Par la porte Sud d'Angkor Thom et sa chaussée de dieux et de démons jusqu'au Bayon et ses tours aux visages de pierre sereins, puis le Baphuon et les terrasses des Éléphants et du Roi lépreux.",
          "Durch das Südtor von Angkor Thom mit seinem Damm aus Göttern und Dämonen zum Bayon und seinen Türmen mit gelassenen Steingesichtern, dann der Baphuon und die Elefanten- und Lepra-König-Terrasse.",
        ],
      ],
    ],
  },
  "KHM Banteay Srei": {
    days: [
      [
        "see",
        [
          "Banteay Srei: the citadel of women",
          "Banteay Srei: la cittadella delle donne",
          "Banteay Srei: la ciudadela de las mujeres",
          "Banteay Srei : la citadelle des femmes",
          "Banteay Srei: die Zitadelle der Frauen",
        ],
        [
          "The small pink sandstone temple of Banteay Srei, carved as finely as wood with goddesses and scenes of the Ramayana, then Banteay Samre and the Cambodia Landmine Museum on the way.",
          "Il piccolo tempio di arenaria rosa di Banteay Srei, scolpito fine come il legno con dee e scene del Ramayana, poi Banteay Samre e il museo delle mine antiuomo della Cambogia lungo la strada.",
          "El pequeño templo de arenisca rosa de Banteay Srei, tallado con la finura de la madera con diosas y escenas del Ramayana, y luego Banteay Samre y el museo de las minas de Camboya por el camino.",
          "Le petit temple de grès rose de Banteay Srei, sculpté aussi finement que du bois de déesses et de scènes du Ramayana, puis Banteay Samre et le musée des mines antipersonnel du Cambodge en chemin.",
          "Der kleine Tempel aus rosa Sandstein von Banteay Srei, fein wie Holz mit Göttinnen und Szenen des Ramayana verziert, dann Banteay Samre und unterwegs das Landminenmuseum Kambodschas.",
        ],
      ],
    ],
  },
  // Laos
  "LAO Vientiane": {
    days: [
      [
        "see",
        [
          "Vientiane: Pha That Luang and Wat Si Saket",
          "Vientiane: il Pha That Luang e il Wat Si Saket",
          "Vientiane: el Pha That Luang y el Wat Si Saket",
          "Vientiane : le Pha That Luang et le Vat Si Saket",
          "Vientiane: Pha That Luang und Wat Si Saket",
        ],
        [
          "The golden stupa of Pha That Luang, symbol of Laos, the cloister of Wat Si Saket with its thousands of small Buddhas, the Haw Phra Kaew, and the Patuxai victory gate.",
          "Lo stupa dorato del Pha That Luang, simbolo del Laos, il chiostro del Wat Si Saket con le sue migliaia di piccoli Buddha, l'Haw Phra Kaew e la porta della vittoria Patuxai.",
          "La estupa dorada del Pha That Luang, símbolo de Laos, el claustro del Wat Si Saket con sus miles de pequeños Budas, el Haw Phra Kaew y la puerta de la victoria Patuxai.",
          "Le stupa doré du Pha That Luang, emblème du Laos, le cloître du Vat Si Saket et ses milliers de petits bouddhas, le Haw Phra Kaew et la porte de la Victoire Patuxai.",
          "Der goldene Stupa Pha That Luang, das Wahrzeichen von Laos, der Kreuzgang des Wat Si Saket mit seinen tausenden kleinen Buddhas, der Haw Phra Kaew und das Siegestor Patuxai.",
        ],
      ],
      [
        "see",
        [
          "Vientiane: the Buddha Park and COPE",
          "Vientiane: il Parco dei Buddha e COPE",
          "Vientiane: el Parque de Buda y COPE",
          "Vientiane : le parc des Bouddhas et COPE",
          "Vientiane: der Buddha-Park und COPE",
        ],
        [
          "The concrete Hindu and Buddhist statues of Xieng Khuan, the Buddha Park on the Mekong, and the COPE exhibition on the unexploded bombs of the war and the people who make artificial limbs for their victims.",
          "Le statue indù e buddhiste in cemento di Xieng Khuan, il Parco dei Buddha sul Mekong, e la mostra di COPE sulle bombe inesplose della guerra e su chi fa protesi per le loro vittime.",
          "Las estatuas hindúes y budistas de hormigón de Xieng Khuan, el Parque de Buda junto al Mekong, y la exposición de COPE sobre las bombas sin explotar de la guerra y quienes hacen prótesis para sus víctimas.",
          "Les statues hindoues et bouddhistes en béton de Xieng Khuan, le parc des Bouddhas au bord du Mékong, et l'exposition de COPE sur les bombes non explosées de la guerre et ceux qui font les prothèses de leurs victimes.",
          "Die hinduistischen und buddhistischen Betonfiguren von Xieng Khuan, dem Buddha-Park am Mekong, und die Ausstellung von COPE über die Blindgänger des Kriegs und die Prothesenbauer für ihre Opfer.",
        ],
      ],
      [
        "food",
        [
          "Vientiane: laap, sticky rice and the riverside market",
          "Vientiane: laap, riso glutinoso e il mercato sul fiume",
          "Vientiane: laap, arroz glutinoso y el mercado del río",
          "Vientiane : laap, riz gluant et marché du fleuve",
          "Vientiane: Laap, Klebreis und der Markt am Fluss",
        ],
        [
          "Khao piak sen noodle soup for breakfast, baguettes with Lao pâté, laap minced meat salad with sticky rice in a bamboo basket, and grilled Mekong fish at the riverside night market with a Beerlao.",
          "Zuppa di noodles khao piak sen a colazione, baguette col pâté laotiano, insalata di carne tritata laap col riso glutinoso nel cestino di bambù e pesce del Mekong alla griglia al mercato notturno sul fiume con una Beerlao.",
          "Sopa de fideos khao piak sen para desayunar, baguettes con paté laosiano, ensalada de carne picada laap con arroz glutinoso en cesta de bambú y pescado del Mekong a la brasa en el mercado nocturno del río con una Beerlao.",
          "Soupe de nouilles khao piak sen au petit-déjeuner, baguettes au pâté lao, salade de viande hachée laap et riz gluant dans son panier de bambou, et poisson du Mékong grillé au marché de nuit du fleuve avec une Beerlao.",
          "Khao-Piak-Sen-Nudelsuppe zum Frühstück, Baguette mit laotischer Pastete, Hackfleischsalat Laap mit Klebreis im Bambuskorb und gegrillter Mekongfisch auf dem Nachtmarkt am Fluss mit einem Beerlao.",
        ],
      ],
    ],
  },
  "LAO Vang Vieng": {
    days: [
      [
        "see",
        [
          "Vang Vieng: caves, lagoons and the Nam Song",
          "Vang Vieng: grotte, lagune e il Nam Song",
          "Vang Vieng: cuevas, lagunas y el Nam Song",
          "Vang Vieng : grottes, lagons et la Nam Song",
          "Vang Vieng: Höhlen, Lagunen und der Nam Song",
        ],
        [
          "A kayak down the Nam Song River below the karst cliffs, the cave of Tham Chang, and the Blue Lagoon at the foot of Tham Phu Kham, with the climb to the Nam Xay viewpoint over the valley.",
          "Un kayak sul fiume Nam Song sotto le pareti carsiche, la grotta di Tham Chang e la Laguna blu ai piedi di Tham Phu Kham, con la salita al belvedere di Nam Xay sopra la valle.",
          "Un kayak por el río Nam Song bajo los farallones kársticos, la cueva de Tham Chang y la Laguna Azul al pie de Tham Phu Kham, con la subida al mirador de Nam Xay sobre el valle.",
          "Un kayak sur la Nam Song sous les falaises karstiques, la grotte de Tham Chang et le lagon Bleu au pied de Tham Phu Kham, avec la montée au belvédère de Nam Xay au-dessus de la vallée.",
          "Mit dem Kajak den Nam Song unter den Karstfelsen hinab, die Höhle Tham Chang und die Blaue Lagune am Fuß des Tham Phu Kham, dazu der Aufstieg zum Aussichtspunkt Nam Xay über dem Tal.",
        ],
      ],
      [
        "food",
        [
          "Vang Vieng: the organic farm and riverside grills",
          "Vang Vieng: la fattoria biologica e le griglie sul fiume",
          "Vang Vieng: la granja ecológica y las parrillas del río",
          "Vang Vieng : la ferme bio et les grillades du bord de l'eau",
          "Vang Vieng: der Biohof und die Grills am Fluss",
        ],
        [
          "Mulberry pancakes and mulberry leaf tea at the organic farm on the river, then sien savanh dried beef, grilled river fish and sticky rice at the stalls by the Nam Song.",
          "Frittelle ai gelsi e tè di foglie di gelso nella fattoria biologica sul fiume, poi manzo essiccato sien savanh, pesce di fiume alla griglia e riso glutinoso alle bancarelle lungo il Nam Song.",
          "Tortitas de moras y té de hoja de morera en la granja ecológica del río, y luego cecina sien savanh, pescado de río a la brasa y arroz glutinoso en los puestos junto al Nam Song.",
          "Crêpes aux mûres et thé de feuilles de mûrier à la ferme bio au bord de la rivière, puis bœuf séché sien savanh, poisson de rivière grillé et riz gluant aux échoppes le long de la Nam Song.",
          "Maulbeerpfannkuchen und Maulbeerblättertee auf dem Biohof am Fluss, dann Trockenfleisch Sien Savanh, gegrillter Flussfisch und Klebreis an den Ständen am Nam Song.",
        ],
      ],
      [
        "night",
        [
          "Vang Vieng: the river bars",
          "Vang Vieng: i bar sul fiume",
          "Vang Vieng: los bares del río",
          "Vang Vieng : les bars de la rivière",
          "Vang Vieng: die Bars am Fluss",
        ],
        [
          "Sunset from the riverside bars facing the karst peaks, tubing stories and Beerlao, then the bars and small clubs in the heart of town, busy with backpackers into the night.",
          "Il tramonto dai bar sul fiume di fronte ai picchi carsici, racconti di tubing e Beerlao, poi i bar e i piccoli club del paese, pieni di viaggiatori zaino in spalla fino a notte.",
          "La puesta de sol desde los bares del río frente a los picos kársticos, historias de tubing y Beerlao, y luego los bares y pequeños clubes del pueblo, llenos de mochileros hasta tarde.",
          "Le coucher du soleil depuis les bars de la rivière face aux pitons karstiques, histoires de tubing et Beerlao, puis les bars et petits clubs du bourg, animés par les routards jusque tard.",
          "Sonnenuntergang in den Bars am Fluss vor den Karstgipfeln, Tubing-Geschichten und Beerlao, dann die Bars und kleinen Clubs im Ort, voller Rucksackreisender bis spät in die Nacht.",
        ],
      ],
    ],
  },
  "LAO Luang Prabang": {
    days: [
      [
        "see",
        [
          "Luang Prabang: Wat Xieng Thong and Mount Phousi",
          "Luang Prabang: il Wat Xieng Thong e il monte Phousi",
          "Luang Prabang: el Wat Xieng Thong y el monte Phousi",
          "Luang Prabang : le Vat Xieng Thong et le mont Phousi",
          "Luang Prabang: Wat Xieng Thong und der Phousi",
        ],
        [
          "Wat Xieng Thong with its sweeping roofs and glass mosaic Tree of Life, the Royal Palace museum, the peninsula's French houses between the Mekong and the Nam Khan, and sunset from Mount Phousi.",
          "Il Wat Xieng Thong coi suoi tetti spioventi e l'Albero della vita in mosaico di vetro, il museo del Palazzo reale, le case francesi della penisola tra Mekong e Nam Khan e il tramonto dal monte Phousi.",
          "El Wat Xieng Thong con sus tejados que bajan casi al suelo y su Árbol de la Vida en mosaico de vidrio, el museo del Palacio Real, las casas francesas de la península entre el Mekong y el Nam Khan y el atardecer desde el monte Phousi.",
          "Le Vat Xieng Thong, ses toits qui descendent presque au sol et son arbre de vie en mosaïque de verre, le musée du Palais royal, les maisons françaises de la presqu'île entre Mékong et Nam Khan et le coucher du soleil du mont Phousi.",
          "Wat Xieng Thong mit seinen tief geschwungenen Dächern und dem Lebensbaum aus Glasmosaik, das Palastmuseum, die französischen Häuser der Halbinsel zwischen Mekong und Nam Khan und Sonnenuntergang vom Phousi.",
        ],
      ],
      [
        "see",
        [
          "Luang Prabang: the dawn alms round and the crafts",
          "Luang Prabang: la questua all'alba e l'artigianato",
          "Luang Prabang: la ronda de limosnas al alba y la artesanía",
          "Luang Prabang : la quête de l'aube et l'artisanat",
          "Luang Prabang: der Almosengang im Morgengrauen und das Handwerk",
        ],
        [
          "At dawn, the saffron-robed monks walking barefoot to collect sticky rice, watched quietly from a distance, then the morning market, and the weaving and natural dye studio of Ock Pop Tok.",
          "All'alba i monaci in tonaca color zafferano che camminano scalzi raccogliendo riso glutinoso, osservati in silenzio e a distanza, poi il mercato del mattino e il laboratorio di tessitura e tinture naturali di Ock Pop Tok.",
          "Al alba, los monjes de túnica azafrán que caminan descalzos recogiendo arroz glutinoso, observados en silencio y a distancia, y luego el mercado matinal y el taller de tejido y tintes naturales de Ock Pop Tok.",
          "À l'aube, les moines en robe safran qui marchent pieds nus pour recevoir le riz gluant, observés en silence et à distance, puis le marché du matin et l'atelier de tissage et de teintures naturelles d'Ock Pop Tok.",
          "Im Morgengrauen die Mönche in safranfarbenen Roben, die barfuß Klebreis sammeln, still und mit Abstand beobachtet, dann der Morgenmarkt und die Web- und Naturfärbewerkstatt Ock Pop Tok.",
        ],
      ],
      [
        "food",
        [
          "Luang Prabang: or lam and river weed",
          "Luang Prabang: or lam e alghe di fiume",
          "Luang Prabang: or lam y algas de río",
          "Luang Prabang : or lam et algues de rivière",
          "Luang Prabang: Or Lam und Flussalgen",
        ],
        [
          "A cooking class of the old royal city's dishes: or lam stew with sakhan pepper wood, khai paen sheets of Mekong river weed with sesame, jeow bong chili jam, and the town's herb-filled sausage.",
          "Una lezione di cucina con i piatti dell'antica città reale: lo stufato or lam col legno pepato sakhan, i fogli di alga del Mekong khai paen al sesamo, la salsa di peperoncino jeow bong e la salsiccia alle erbe della città.",
          "Una clase de cocina con los platos de la vieja ciudad real: el guiso or lam con madera picante sakhan, las láminas de alga del Mekong khai paen con sésamo, la mermelada de chile jeow bong y la salchicha de hierbas local.",
          "Un cours de cuisine des plats de l'ancienne ville royale : le ragoût or lam au bois poivré sakhan, les feuilles d'algues du Mékong khai paen au sésame, la confiture de piment jeow bong et la saucisse aux herbes de la ville.",
          "Ein Kochkurs mit den Gerichten der alten Königsstadt: Eintopf Or Lam mit scharfem Sakhan-Holz, Khai Paen, Blätter aus Mekong-Flussalgen mit Sesam, Chilimarmelade Jeow Bong und die Kräuterwurst der Stadt.",
        ],
      ],
    ],
  },
  "LAO Kuang Si Falls": {
    days: [
      [
        "see",
        [
          "Kuang Si Falls: the turquoise pools",
          "Cascate di Kuang Si: le piscine turchesi",
          "Cascadas de Kuang Si: las pozas turquesa",
          "Chutes de Kuang Si : les vasques turquoise",
          "Kuang-Si-Wasserfälle: die türkisfarbenen Becken",
        ],
        [
          "The limestone terraces of the Kuang Si Falls spilling into a chain of milky turquoise pools in the forest, with a swim where it is allowed, and the sun bears rescued from poachers at the Free the Bears sanctuary.",
          "Le terrazze calcaree delle cascate di Kuang Si che si riversano in una catena di piscine turchese lattiginoso nella foresta, con un bagno dove è permesso, e gli orsi malesi salvati dai bracconieri nel santuario Free the Bears.",
          "Las terrazas calizas de las cascadas de Kuang Si que caen en una cadena de pozas de un turquesa lechoso en el bosque, con un baño donde está permitido, y los osos malayos rescatados de cazadores furtivos en el santuario Free the Bears.",
          "Les terrasses calcaires des chutes de Kuang Si qui se déversent en une chaîne de vasques turquoise laiteux dans la forêt, une baignade là où elle est permise, et les ours malais sauvés des braconniers au refuge Free the Bears.",
          "Die Kalksinterterrassen der Kuang-Si-Fälle, die sich im Wald in eine Kette milchig türkiser Becken ergießen, mit Baden, wo es erlaubt ist, und den aus Wildererhand geretteten Malaienbären im Schutzgebiet Free the Bears.",
        ],
      ],
      [
        "see",
        [
          "Kuang Si Falls: the trail to the top",
          "Cascate di Kuang Si: il sentiero fino in cima",
          "Cascadas de Kuang Si: el sendero a lo alto",
          "Chutes de Kuang Si : le sentier du sommet",
          "Kuang-Si-Wasserfälle: der Pfad nach oben",
        ],
        [
          "The steep path beside the main fall to the pools and spring at the top of the cascade, then the butterfly park near the entrance and the rice fields of the villages on the road back.",
          "Il ripido sentiero accanto alla cascata principale fino alle pozze e alla sorgente in cima, poi il parco delle farfalle vicino all'ingresso e le risaie dei villaggi lungo la strada del ritorno.",
          "El empinado camino junto a la cascada principal hasta las pozas y el manantial de lo alto, y luego el parque de mariposas junto a la entrada y los arrozales de las aldeas en el camino de vuelta.",
          "Le sentier raide le long de la chute principale jusqu'aux bassins et à la source au sommet de la cascade, puis le parc aux papillons près de l'entrée et les rizières des villages sur le retour.",
          "Der steile Pfad neben dem Hauptfall zu den Becken und der Quelle oben an der Kaskade, dann der Schmetterlingspark beim Eingang und die Reisfelder der Dörfer am Rückweg.",
        ],
      ],
    ],
  },
  "LAO Pak Ou Caves": {
    days: [
      [
        "see",
        [
          "Pak Ou Caves: up the Mekong to the Buddha caves",
          "Grotte di Pak Ou: sul Mekong fino alle grotte dei Buddha",
          "Cuevas de Pak Ou: Mekong arriba hasta las cuevas de los Budas",
          "Grottes de Pak Ou : sur le Mékong jusqu'aux grottes des Bouddhas",
          "Pak-Ou-Höhlen: den Mekong hinauf zu den Buddhahöhlen",
        ],
        [
          "A long boat up the Mekong past the whisky village of Ban Xang Hai to the cliff caves of Tham Ting and Tham Theung, filled with thousands of Buddha statues left by pilgrims over centuries.",
          "Una barca lunga sul Mekong oltre il villaggio del whisky di Ban Xang Hai fino alle grotte nella rupe di Tham Ting e Tham Theung, piene di migliaia di statue di Buddha lasciate dai pellegrini nei secoli.",
          "Un barco largo Mekong arriba pasando la aldea del whisky de Ban Xang Hai hasta las cuevas del acantilado de Tham Ting y Tham Theung, llenas de miles de estatuas de Buda dejadas por peregrinos durante siglos.",
          "Un long bateau sur le Mékong par le village du whisky de Ban Xang Hai jusqu'aux grottes de la falaise de Tham Ting et Tham Theung, emplies de milliers de statues de Bouddha laissées par des pèlerins au fil des siècles.",
          "Ein Langboot den Mekong hinauf am Schnapsdorf Ban Xang Hai vorbei zu den Felshöhlen Tham Ting und Tham Theung voller tausender Buddhafiguren, die Pilger über Jahrhunderte hinterließen.",
        ],
      ],
    ],
  },
  "LAO Phonsavan": {
    days: [
      [
        "see",
        [
          "Phonsavan: the secret war and Muang Khoun",
          "Phonsavan: la guerra segreta e Muang Khoun",
          "Phonsavan: la guerra secreta y Muang Khoun",
          "Phonsavan : la guerre secrète et Muang Khoun",
          "Phonsavan: der geheime Krieg und Muang Khoun",
        ],
        [
          "The bomb clearance workers of MAG explaining the secret war that left Xieng Khouang cratered, the village of Ban Napia that casts spoons from scrap metal, and the old capital Muang Khoun and its stupa.",
          "Gli sminatori di MAG che raccontano la guerra segreta che ha crivellato lo Xieng Khouang, il villaggio di Ban Napia che fonde cucchiai dai rottami e l'antica capitale Muang Khoun col suo stupa.",
          "Los desminadores de MAG que explican la guerra secreta que dejó Xieng Khouang lleno de cráteres, la aldea de Ban Napia que funde cucharas con chatarra y la antigua capital Muang Khoun con su estupa.",
          "Les démineurs de MAG qui racontent la guerre secrète qui a criblé de cratères le Xieng Khouang, le village de Ban Napia qui coule des cuillères dans la ferraille et l'ancienne capitale Muang Khoun et son stupa.",
          "Die Minenräumer von MAG erklären den geheimen Krieg, der Xieng Khouang mit Kratern übersäte, dazu das Dorf Ban Napia, das Löffel aus Kriegsschrott gießt, und die alte Hauptstadt Muang Khoun mit ihrem Stupa.",
        ],
      ],
      [
        "food",
        [
          "Phonsavan: the Hmong market and khao poon",
          "Phonsavan: il mercato hmong e il khao poon",
          "Phonsavan: el mercado hmong y el khao poon",
          "Phonsavan : le marché hmong et le khao poon",
          "Phonsavan: der Hmong-Markt und Khao Poon",
        ],
        [
          "The town market where Hmong women sell mountain rice, wild mushrooms and greens, khao poon rice noodles in a red curry broth, and lao-lao rice spirit from the village stills.",
          "Il mercato del paese dove le donne hmong vendono riso di montagna, funghi selvatici ed erbe, noodles di riso khao poon in brodo di curry rosso e l'acquavite di riso lao-lao degli alambicchi di villaggio.",
          "El mercado del pueblo donde las mujeres hmong venden arroz de montaña, setas silvestres y verduras, fideos de arroz khao poon en caldo de curri rojo y el aguardiente de arroz lao-lao de los alambiques de aldea.",
          "Le marché de la ville où les femmes hmong vendent riz de montagne, champignons sauvages et herbes, nouilles de riz khao poon au bouillon de curry rouge et l'alcool de riz lao-lao des alambics de village.",
          "Der Markt, auf dem Hmong-Frauen Bergreis, Wildpilze und Grünzeug verkaufen, Khao-Poon-Reisnudeln in roter Currybrühe und Lao-Lao-Reisschnaps aus den Dorfbrennereien.",
        ],
      ],
    ],
  },
  "LAO Plain of Jars": {
    days: [
      [
        "see",
        [
          "Plain of Jars: Sites 1, 2 and 3",
          "Piana delle Giare: i siti 1, 2 e 3",
          "Llanura de las Jarras: los sitios 1, 2 y 3",
          "Plaine des Jarres : les sites 1, 2 et 3",
          "Ebene der Tonkrüge: die Stätten 1, 2 und 3",
        ],
        [
          "The hundreds of stone jars, some taller than a person, left by an Iron Age people across the grassy hills, walked on the paths cleared of bombs, between the craters of the war.",
          "Le centinaia di giare di pietra, alcune più alte di un uomo, lasciate da un popolo dell'età del ferro sulle colline erbose, percorse sui sentieri bonificati dalle bombe, tra i crateri della guerra.",
          "Los cientos de jarras de piedra, algunas más altas que una persona, dejadas por un pueblo de la Edad del Hierro en las colinas, recorridas por los caminos limpios de bombas, entre los cráteres de la guerra.",
          "Les centaines de jarres de pierre, certaines plus hautes qu'un homme, laissées par un peuple de l'âge du fer sur les collines herbeuses, parcourues sur les chemins déminés, entre les cratères de la guerre.",
          "Die hunderten Steinkrüge, manche höher als ein Mensch, von einem Volk der Eisenzeit auf den Grashügeln hinterlassen, besucht auf von Bomben geräumten Pfaden zwischen den Kratern des Kriegs.",
        ],
      ],
    ],
  },
  "LAO Pakse": {
    days: [
      [
        "see",
        ["Pakse: Wat Phou", "Pakse: il Wat Phou", "Pakse: el Wat Phou", "Paksé : le Vat Phou", "Pakse: der Tempel Wat Phou"],
        [
          "Wat Phou, the Khmer temple older than Angkor Wat, climbing the slope of a sacred mountain from its baray pools to a spring-fed sanctuary, and the old riverside town of Champasak below.",
          "Il Wat Phou, il tempio khmer più antico di Angkor Wat, che sale il pendio di una montagna sacra dai bacini baray fino a un santuario con la sua sorgente, e la vecchia città di Champasak sul fiume.",
          "El Wat Phou, el templo jemer más antiguo que Angkor Wat, que sube por la ladera de una montaña sagrada desde sus estanques baray hasta un santuario con su manantial, y el viejo pueblo ribereño de Champasak.",
          "Le Vat Phou, temple khmer plus ancien qu'Angkor Wat, qui gravit la pente d'une montagne sacrée de ses bassins baray jusqu'à un sanctuaire nourri par une source, et la vieille ville fluviale de Champassak.",
          "Wat Phou, der Khmer-Tempel, älter als Angkor Wat, der von seinen Baray-Becken den Hang eines heiligen Bergs zu einem quellgespeisten Heiligtum hinaufsteigt, und das alte Flussstädtchen Champasak.",
        ],
      ],
      [
        "food",
        [
          "Pakse: Dao Heuang market",
          "Pakse: il mercato Dao Heuang",
          "Pakse: el mercado Dao Heuang",
          "Paksé : le marché Dao Heuang",
          "Pakse: der Dao-Heuang-Markt",
        ],
        [
          "Dao Heuang, one of the largest markets in Laos, with coffee and tea from the Bolaven Plateau, piles of durian and sticky rice, then a dinner of grilled chicken and papaya salad by the Mekong.",
          "Dao Heuang, uno dei mercati più grandi del Laos, col caffè e il tè dell'altopiano di Bolaven, montagne di durian e riso glutinoso, poi una cena di pollo alla griglia e insalata di papaya sul Mekong.",
          "Dao Heuang, uno de los mayores mercados de Laos, con café y té de la meseta de Bolaven, montañas de durián y arroz glutinoso, y una cena de pollo a la brasa y ensalada de papaya junto al Mekong.",
          "Dao Heuang, l'un des plus grands marchés du Laos, avec le café et le thé du plateau des Bolovens, les montagnes de durians et de riz gluant, puis un dîner de poulet grillé et de salade de papaye au bord du Mékong.",
          "Dao Heuang, einer der größten Märkte von Laos, mit Kaffee und Tee vom Bolaven-Plateau, Bergen von Durian und Klebreis, dann ein Essen mit gegrilltem Huhn und Papayasalat am Mekong.",
        ],
      ],
    ],
  },
  "LAO Bolaven Plateau": {
    days: [
      [
        "see",
        [
          "Bolaven Plateau: the waterfalls",
          "Altopiano di Bolaven: le cascate",
          "Meseta de Bolaven: las cascadas",
          "Plateau des Bolovens : les cascades",
          "Bolaven-Plateau: die Wasserfälle",
        ],
        [
          "The twin falls of Tad Fane plunging into the jungle gorge, the pools of Tad Yuang and Tad Champee, and the Katu and Alak villages of the plateau with their carved wooden posts.",
          "Le cascate gemelle di Tad Fane che si gettano nella gola della giungla, le pozze di Tad Yuang e Tad Champee e i villaggi katu e alak dell'altopiano coi loro pali di legno scolpiti.",
          "Las cascadas gemelas de Tad Fane que se hunden en la garganta selvática, las pozas de Tad Yuang y Tad Champee y las aldeas katu y alak de la meseta con sus postes de madera tallada.",
          "Les chutes jumelles de Tad Fane plongeant dans la gorge de jungle, les vasques de Tad Yuang et Tad Champee et les villages katu et alak du plateau et leurs poteaux de bois sculptés.",
          "Die Zwillingsfälle von Tad Fane, die in die Dschungelschlucht stürzen, die Becken von Tad Yuang und Tad Champee und die Dörfer der Katu und Alak auf dem Plateau mit ihren geschnitzten Holzpfählen.",
        ],
      ],
      [
        "see",
        [
          "Bolaven Plateau: the coffee of Paksong",
          "Altopiano di Bolaven: il caffè di Paksong",
          "Meseta de Bolaven: el café de Paksong",
          "Plateau des Bolovens : le café de Paksong",
          "Bolaven-Plateau: der Kaffee von Paksong",
        ],
        [
          "The coffee gardens around Paksong, first planted by the French, with a grower who shows the picking, drying and roasting of arabica and robusta, and the Tad Lo falls on the plateau's edge.",
          "Le piantagioni di caffè attorno a Paksong, piantate per primi dai francesi, con un coltivatore che mostra raccolta, essiccazione e tostatura di arabica e robusta, e le cascate Tad Lo sul bordo dell'altopiano.",
          "Los cafetales alrededor de Paksong, plantados primero por los franceses, con un cultivador que enseña la recogida, el secado y el tostado de arábica y robusta, y las cascadas Tad Lo en el borde de la meseta.",
          "Les plantations de café autour de Paksong, introduites par les Français, avec un planteur qui montre la cueillette, le séchage et la torréfaction de l'arabica et du robusta, et les chutes de Tad Lo au bord du plateau.",
          "Die Kaffeegärten um Paksong, einst von den Franzosen angelegt, mit einem Bauern, der Ernte, Trocknen und Rösten von Arabica und Robusta zeigt, und die Tad-Lo-Fälle am Rand des Plateaus.",
        ],
      ],
    ],
  },
  "LAO Four Thousand Islands": {
    days: [
      [
        "see",
        [
          "Four Thousand Islands: Don Det and Don Khon by bicycle",
          "Quattromila isole: Don Det e Don Khon in bicicletta",
          "Cuatro Mil Islas: Don Det y Don Khon en bicicleta",
          "Quatre Mille Îles : Don Det et Don Khon à vélo",
          "Viertausend Inseln: Don Det und Don Khon mit dem Rad",
        ],
        [
          "By bicycle across the old French railway bridge from Don Det to Don Khon, past the rusting locomotive to the roaring Li Phi falls, and to Khon Phapheng, the largest falls by volume in Southeast Asia.",
          "In bicicletta sul vecchio ponte ferroviario francese da Don Det a Don Khon, oltre la locomotiva arrugginita fino alle fragorose cascate Li Phi, e poi Khon Phapheng, le cascate più grandi per portata del Sud-est asiatico.",
          "En bicicleta por el viejo puente ferroviario francés de Don Det a Don Khon, junto a la locomotora oxidada hasta las rugientes cascadas Li Phi, y luego Khon Phapheng, las cascadas de mayor caudal del Sudeste Asiático.",
          "À vélo sur le vieux pont ferroviaire français de Don Det à Don Khon, par la locomotive rouillée jusqu'aux chutes grondantes de Li Phi, puis Khon Phapheng, les plus puissantes chutes d'Asie du Sud-Est.",
          "Mit dem Rad über die alte französische Eisenbahnbrücke von Don Det nach Don Khon, an der rostigen Lok vorbei zu den tosenden Li-Phi-Fällen und zu Khon Phapheng, den wasserreichsten Fällen Südostasiens.",
        ],
      ],
      [
        "boat",
        [
          "Four Thousand Islands: by kayak down the Mekong",
          "Quattromila isole: in kayak sul Mekong",
          "Cuatro Mil Islas: en kayak por el Mekong",
          "Quatre Mille Îles : en kayak sur le Mékong",
          "Viertausend Inseln: im Kajak den Mekong hinab",
        ],
        [
          "A kayak among the islets and channels of the Mekong, past fishermen's bamboo traps and sandbanks, down to the Cambodian border pool, and a long boat back upstream at dusk.",
          "Un kayak tra isolotti e canali del Mekong, oltre le trappole di bambù dei pescatori e i banchi di sabbia, fino alla pozza sul confine cambogiano, e una barca lunga per risalire al tramonto.",
          "Un kayak entre los islotes y canales del Mekong, junto a las trampas de bambú de los pescadores y los bancos de arena, hasta la poza de la frontera camboyana, y un barco largo río arriba al atardecer.",
          "Un kayak parmi les îlots et les bras du Mékong, devant les nasses de bambou des pêcheurs et les bancs de sable, jusqu'à la fosse de la frontière cambodgienne, puis un long bateau pour remonter au couchant.",
          "Ein Kajak zwischen den Inselchen und Armen des Mekong, vorbei an Bambusreusen der Fischer und Sandbänken bis zum Becken an der kambodschanischen Grenze, zurück flussauf im Langboot in der Dämmerung.",
        ],
      ],
    ],
  },
  // Myanmar
  "MMR Yangon": {
    days: [
      [
        "see",
        [
          "Yangon: the colonial downtown and Bogyoke market",
          "Yangon: il centro coloniale e il mercato Bogyoke",
          "Yangon: el centro colonial y el mercado Bogyoke",
          "Yangon : le centre colonial et le marché Bogyoke",
          "Yangon: die koloniale Innenstadt und der Bogyoke-Markt",
        ],
        [
          "The Sule Pagoda at the heart of the grid of colonial streets, the old Secretariat, Indian and Chinese quarters, and the stalls of Bogyoke Aung San market, with a ride on the circular train.",
          "La pagoda Sule nel cuore della scacchiera di vie coloniali, il vecchio Segretariato, i quartieri indiano e cinese e le botteghe del mercato Bogyoke Aung San, con un giro sul treno circolare.",
          "La pagoda Sule en el corazón de la cuadrícula de calles coloniales, el viejo Secretariado, los barrios indio y chino y los puestos del mercado Bogyoke Aung San, con un viaje en el tren circular.",
          "La pagode Sule au cœur du quadrillage des rues coloniales, l'ancien Secrétariat, les quartiers indien et chinois et les échoppes du marché Bogyoke Aung San, avec un tour en train circulaire.",
          "Die Sule-Pagode im Herzen des kolonialen Straßengitters, das alte Sekretariat, das indische und chinesische Viertel und die Stände des Bogyoke-Aung-San-Markts, dazu eine Fahrt mit der Ringbahn.",
        ],
      ],
      [
        "see",
        [
          "Yangon: Chaukhtatgyi and Kandawgyi Lake",
          "Yangon: il Chaukhtatgyi e il lago Kandawgyi",
          "Yangon: el Chaukhtatgyi y el lago Kandawgyi",
          "Yangon : le Chaukhtatgyi et le lac Kandawgyi",
          "Yangon: Chaukhtatgyi und der Kandawgyi-See",
        ],
        [
          "The giant reclining Buddha of Chaukhtatgyi with the 108 signs on its soles, the hollow Botataung Pagoda by the river, and the boardwalk of Kandawgyi Lake by the royal barge of Karaweik.",
          "Il gigantesco Buddha sdraiato del Chaukhtatgyi coi 108 segni sulle piante dei piedi, la pagoda cava Botataung sul fiume e la passerella del lago Kandawgyi accanto alla chiatta reale di Karaweik.",
          "El gigantesco Buda reclinado del Chaukhtatgyi con los 108 signos en sus plantas, la pagoda hueca de Botataung junto al río y la pasarela del lago Kandawgyi junto a la barcaza real de Karaweik.",
          "Le gigantesque Bouddha couché du Chaukhtatgyi aux 108 signes sous les pieds, la pagode creuse de Botataung au bord du fleuve et la promenade du lac Kandawgyi près de la barge royale de Karaweik.",
          "Der riesige Liegende Buddha von Chaukhtatgyi mit den 108 Zeichen auf den Fußsohlen, die hohle Botataung-Pagode am Fluss und der Steg am Kandawgyi-See bei der Königsbarke Karaweik.",
        ],
      ],
      [
        "food",
        [
          "Yangon: mohinga and the tea shops",
          "Yangon: mohinga e le sale da tè",
          "Yangon: mohinga y las casas de té",
          "Yangon : mohinga et salons de thé",
          "Yangon: Mohinga und die Teestuben",
        ],
        [
          "Mohinga, the fish and rice noodle soup eaten for breakfast, a tea shop with sweet milky tea and samosas, laphet thoke pickled tea leaf salad, and the grills of 19th Street in Chinatown.",
          "Mohinga, la zuppa di pesce e noodles di riso della colazione, una sala da tè con tè dolce al latte e samosa, l'insalata di foglie di tè fermentate laphet thoke e le griglie della 19th Street a Chinatown.",
          "Mohinga, la sopa de pescado y fideos de arroz del desayuno, una casa de té con té dulce con leche y samosas, la ensalada de hojas de té fermentadas laphet thoke y las parrillas de la calle 19 en Chinatown.",
          "Mohinga, la soupe de poisson aux nouilles de riz du petit-déjeuner, un salon de thé avec thé sucré au lait et samoussas, la salade de feuilles de thé fermentées laphet thoke et les grills de la 19e rue à Chinatown.",
          "Mohinga, die Fischsuppe mit Reisnudeln zum Frühstück, eine Teestube mit süßem Milchtee und Samosas, Teeblattsalat Laphet Thoke und die Grills der 19th Street in Chinatown.",
        ],
      ],
    ],
  },
  "MMR Shwedagon Pagoda": {
    days: [
      [
        "see",
        [
          "Shwedagon Pagoda: the golden stupa at dusk",
          "Pagoda Shwedagon: lo stupa d'oro al tramonto",
          "Pagoda de Shwedagon: la estupa dorada al atardecer",
          "Pagode Shwedagon : le stupa d'or au crépuscule",
          "Shwedagon-Pagode: der goldene Stupa in der Dämmerung",
        ],
        [
          "Barefoot around the gilded stupa of Shwedagon on Singuttara Hill as the sun sets, past the planetary posts where Burmese pour water on the animal of their birth day, as candles are lit.",
          "A piedi scalzi attorno allo stupa dorato dello Shwedagon sulla collina di Singuttara al tramonto, tra i posti planetari dove i birmani versano acqua sull'animale del loro giorno di nascita, mentre si accendono le candele.",
          "Descalzos alrededor de la estupa dorada de Shwedagon en la colina Singuttara mientras se pone el sol, junto a los puestos planetarios donde los birmanos vierten agua sobre el animal de su día de nacimiento, al encenderse las velas.",
          "Pieds nus autour du stupa doré de Shwedagon sur la colline de Singuttara au coucher du soleil, devant les autels planétaires où les Birmans versent de l'eau sur l'animal de leur jour de naissance, à l'heure des bougies.",
          "Barfuß um den vergoldeten Stupa der Shwedagon auf dem Singuttara-Hügel bei Sonnenuntergang, an den Planetenposten, wo Birmanen Wasser über das Tier ihres Geburtstags gießen, während Kerzen entzündet werden.",
        ],
      ],
    ],
  },
  "MMR Bagan": {
    days: [
      [
        "see",
        [
          "Bagan: Ananda, Shwezigon and the temple plain",
          "Bagan: Ananda, Shwezigon e la piana dei templi",
          "Bagan: Ananda, Shwezigon y la llanura de templos",
          "Bagan : Ananda, Shwezigon et la plaine des temples",
          "Bagan: Ananda, Shwezigon und die Tempelebene",
        ],
        [
          "Among the more than two thousand temples and stupas on the plain: the white Ananda temple and its four standing Buddhas, the golden Shwezigon, and the massive brick Dhammayangyi.",
          "Tra gli oltre duemila templi e stupa della piana: il bianco tempio di Ananda coi suoi quattro Buddha in piedi, il dorato Shwezigon e il massiccio Dhammayangyi di mattoni.",
          "Entre los más de dos mil templos y estupas de la llanura: el blanco templo de Ananda con sus cuatro Budas de pie, el dorado Shwezigon y el macizo Dhammayangyi de ladrillo.",
          "Parmi les plus de deux mille temples et stupas de la plaine : le blanc temple d'Ananda et ses quatre bouddhas debout, le Shwezigon doré et le massif Dhammayangyi de brique.",
          "Zwischen über zweitausend Tempeln und Stupas der Ebene: der weiße Ananda-Tempel mit seinen vier stehenden Buddhas, die goldene Shwezigon und der wuchtige Backsteinbau Dhammayangyi.",
        ],
      ],
      [
        "see",
        [
          "Bagan: by e-bike to Minnanthu and the Irrawaddy",
          "Bagan: in bici elettrica fino a Minnanthu e sull'Irrawaddy",
          "Bagan: en bici eléctrica a Minnanthu y el Irrawaddy",
          "Bagan : en vélo électrique à Minnanthu et sur l'Irrawaddy",
          "Bagan: mit dem E-Bike nach Minnanthu und zum Irrawaddy",
        ],
        [
          "By e-bike on sandy tracks to the painted temples of Minnanthu and the Htilominlo, a lacquerware workshop in Myinkaba, and a boat on the Irrawaddy at sunset facing the stupas.",
          "In bici elettrica su piste sabbiose fino ai templi dipinti di Minnanthu e allo Htilominlo, un laboratorio di lacca a Myinkaba e una barca sull'Irrawaddy al tramonto davanti agli stupa.",
          "En bici eléctrica por pistas de arena hasta los templos pintados de Minnanthu y el Htilominlo, un taller de laca en Myinkaba y un barco por el Irrawaddy al atardecer frente a las estupas.",
          "En vélo électrique sur les pistes de sable jusqu'aux temples peints de Minnanthu et au Htilominlo, un atelier de laque à Myinkaba et un bateau sur l'Irrawaddy au couchant face aux stupas.",
          "Mit dem E-Bike über Sandpisten zu den bemalten Tempeln von Minnanthu und dem Htilominlo, eine Lackwerkstatt in Myinkaba und ein Boot auf dem Irrawaddy bei Sonnenuntergang vor den Stupas.",
        ],
      ],
      [
        "food",
        [
          "Bagan: toddy palms and tamarind",
          "Bagan: palme da toddy e tamarindo",
          "Bagan: palmas de toddy y tamarindo",
          "Bagan : palmiers à sucre et tamarin",
          "Bagan: Toddypalmen und Tamarinde",
        ],
        [
          "A toddy palm farm where climbers tap the palms for sap boiled into jaggery, a Burmese curry lunch with its many small side dishes, and the tamarind flakes and thanaka of the Nyaung U market.",
          "Una fattoria di palme da toddy dove i raccoglitori incidono le palme per la linfa da cui si fa lo zucchero jaggery, un pranzo birmano al curry coi suoi tanti piattini e i fiocchi di tamarindo e la thanaka del mercato di Nyaung U.",
          "Una finca de palmas de toddy donde los trepadores sangran las palmas para la savia que se hierve en azúcar jaggery, un almuerzo birmano de curri con sus muchos platillos y las láminas de tamarindo y la thanaka del mercado de Nyaung U.",
          "Une ferme de palmiers à sucre où les grimpeurs récoltent la sève bouillie en jaggery, un déjeuner birman au curry et ses nombreux petits plats, et les pastilles de tamarin et la thanaka du marché de Nyaung U.",
          "Eine Toddypalmenfarm, wo Kletterer den Saft zapfen, der zu Palmzucker Jaggery gekocht wird, ein birmanisches Curry-Mittagessen mit vielen Beilagen und Tamarindenflocken und Thanaka auf dem Markt von Nyaung U.",
        ],
      ],
    ],
  },
  "MMR Mandalay": {
    days: [
      [
        "see",
        [
          "Mandalay: Mandalay Hill and the teak monastery",
          "Mandalay: la collina di Mandalay e il monastero di teak",
          "Mandalay: la colina de Mandalay y el monasterio de teca",
          "Mandalay : la colline de Mandalay et le monastère de teck",
          "Mandalay: der Mandalay-Hügel und das Teakkloster",
        ],
        [
          "The gold-leaf-covered Mahamuni Buddha, the carved teak Shwenandaw monastery, the 729 marble slabs of the Kuthodaw Pagoda, called the world's biggest book, and sunset from Mandalay Hill.",
          "Il Buddha Mahamuni coperto di foglia d'oro, il monastero Shwenandaw in teak scolpito, le 729 lastre di marmo della pagoda Kuthodaw, detta il libro più grande del mondo, e il tramonto dalla collina di Mandalay.",
          "El Buda Mahamuni cubierto de pan de oro, el monasterio Shwenandaw de teca tallada, las 729 losas de mármol de la pagoda Kuthodaw, llamada el libro más grande del mundo, y el atardecer desde la colina de Mandalay.",
          "Le Bouddha Mahamuni couvert de feuilles d'or, le monastère Shwenandaw en teck sculpté, les 729 stèles de marbre de la pagode Kuthodaw, dite le plus grand livre du monde, et le coucher du soleil sur la colline.",
          "Der mit Blattgold überzogene Mahamuni-Buddha, das geschnitzte Teakkloster Shwenandaw, die 729 Marmortafeln der Kuthodaw-Pagode, genannt das größte Buch der Welt, und Sonnenuntergang vom Mandalay-Hügel.",
        ],
      ],
      [
        "see",
        [
          "Mandalay: Amarapura, Sagaing and the U Bein Bridge",
          "Mandalay: Amarapura, Sagaing e il ponte U Bein",
          "Mandalay: Amarapura, Sagaing y el puente U Bein",
          "Mandalay : Amarapura, Sagaing et le pont U Bein",
          "Mandalay: Amarapura, Sagaing und die U-Bein-Brücke",
        ],
        [
          "The old royal cities around Mandalay: the white stupas on the hills of Sagaing, Inwa by horse cart, and sunset on the U Bein Bridge, the long teak footbridge over Taungthaman Lake.",
          "Le antiche città reali attorno a Mandalay: gli stupa bianchi sulle colline di Sagaing, Inwa in carrozza a cavalli e il tramonto sul ponte U Bein, la lunga passerella di teak sul lago Taungthaman.",
          "Las antiguas ciudades reales alrededor de Mandalay: las estupas blancas en las colinas de Sagaing, Inwa en carro de caballos y el atardecer en el puente U Bein, la larga pasarela de teca sobre el lago Taungthaman.",
          "Les anciennes cités royales autour de Mandalay : les stupas blancs des collines de Sagaing, Inwa en carriole à cheval et le coucher du soleil sur le pont U Bein, longue passerelle de teck sur le lac Taungthaman.",
          "Die alten Königsstädte um Mandalay: die weißen Stupas auf den Hügeln von Sagaing, Inwa mit der Pferdekutsche und Sonnenuntergang auf der U-Bein-Brücke, dem langen Teaksteg über den Taungthaman-See.",
        ],
      ],
      [
        "food",
        [
          "Mandalay: Shan noodles and the tea shops",
          "Mandalay: noodles shan e le sale da tè",
          "Mandalay: fideos shan y las casas de té",
          "Mandalay : nouilles shan et salons de thé",
          "Mandalay: Shan-Nudeln und die Teestuben",
        ],
        [
          "Shan noodles with chicken or pork, mont di, Mandalay's own thick rice noodle salad, the wholesale stalls of the Zegyo market, and the tea shops of the grid streets with their sweet tea and paratha.",
          "Noodles shan con pollo o maiale, il mont di, insalata di spessi noodles di riso tipica di Mandalay, le bancarelle all'ingrosso del mercato Zegyo e le sale da tè delle vie a scacchiera col tè dolce e la paratha.",
          "Fideos shan con pollo o cerdo, el mont di, ensalada de fideos de arroz gruesos propia de Mandalay, los puestos mayoristas del mercado Zegyo y las casas de té de las calles en cuadrícula con su té dulce y su paratha.",
          "Nouilles shan au poulet ou au porc, le mont di, salade de grosses nouilles de riz propre à Mandalay, les étals de gros du marché Zegyo et les salons de thé des rues en damier avec leur thé sucré et leurs parathas.",
          "Shan-Nudeln mit Huhn oder Schwein, Mont Di, Mandalays Salat aus dicken Reisnudeln, die Großhandelsstände des Zegyo-Markts und die Teestuben der Schachbrettstraßen mit süßem Tee und Paratha.",
        ],
      ],
    ],
  },
  "MMR Kalaw": {
    days: [
      [
        "see",
        [
          "Kalaw: the hill villages of the Pa-O and Danu",
          "Kalaw: i villaggi di collina dei pa-o e dei danu",
          "Kalaw: las aldeas de montaña de los pa-o y los danu",
          "Kalaw : les villages des collines pa-o et danu",
          "Kalaw: die Bergdörfer der Pa-O und Danu",
        ],
        [
          "A walk out of the old British hill station through pine woods, tea gardens and ginger fields to the villages of the Pa-O, in their black clothes and bright turbans, and the Danu.",
          "Una camminata fuori dalla vecchia stazione climatica britannica tra pinete, piantagioni di tè e campi di zenzero fino ai villaggi dei pa-o, vestiti di nero con turbanti vivaci, e dei danu.",
          "Una caminata desde la vieja estación de montaña británica entre pinares, plantaciones de té y campos de jengibre hasta las aldeas de los pa-o, vestidos de negro con turbantes vivos, y de los danu.",
          "Une marche depuis l'ancienne station d'altitude britannique à travers pinèdes, jardins de thé et champs de gingembre jusqu'aux villages des Pa-O, vêtus de noir et coiffés de turbans vifs, et des Danu.",
          "Eine Wanderung aus dem alten britischen Höhenort durch Kiefernwälder, Teegärten und Ingwerfelder zu den Dörfern der schwarz gekleideten Pa-O mit ihren bunten Turbanen und der Danu.",
        ],
      ],
      [
        "food",
        [
          "Kalaw: the market and Gurkha curries",
          "Kalaw: il mercato e i curry gurkha",
          "Kalaw: el mercado y los curris gurkha",
          "Kalaw : le marché et les currys gurkhas",
          "Kalaw: der Markt und Gurkha-Currys",
        ],
        [
          "The Kalaw market, where hill farmers sell avocados, tea and Shan tofu made from chickpeas, then a dal and curry lunch with the town's Nepali community, descended from Gurkha soldiers.",
          "Il mercato di Kalaw, dove i contadini delle colline vendono avocado, tè e tofu shan di ceci, poi un pranzo di dal e curry con la comunità nepalese del paese, discendente dei soldati gurkha.",
          "El mercado de Kalaw, donde los campesinos de las colinas venden aguacates, té y tofu shan de garbanzo, y luego un almuerzo de dal y curri con la comunidad nepalí del pueblo, descendiente de soldados gurkha.",
          "Le marché de Kalaw, où les paysans des collines vendent avocats, thé et tofu shan de pois chiches, puis un déjeuner de dal et de curry avec la communauté népalaise de la ville, descendante des soldats gurkhas.",
          "Der Markt von Kalaw, wo Bergbauern Avocados, Tee und Shan-Tofu aus Kichererbsen verkaufen, dann Dal und Curry bei der nepalesischen Gemeinde der Stadt, Nachfahren von Gurkha-Soldaten.",
        ],
      ],
    ],
  },
  "MMR Inle Lake": {
    days: [
      [
        "see",
        [
          "Inle Lake: leg-rowers and floating gardens",
          "Lago Inle: i rematori con la gamba e gli orti galleggianti",
          "Lago Inle: los remeros con la pierna y los huertos flotantes",
          "Lac Inle : les rameurs à la jambe et les jardins flottants",
          "Inle-See: die Beinruderer und die schwimmenden Gärten",
        ],
        [
          "A long-tail across the lake past the Intha fishermen rowing with one leg wrapped around the oar, the floating tomato gardens, the Phaung Daw Oo Pagoda, and lotus silk weavers at Inpawkhone.",
          "Una barca a motore sul lago tra i pescatori intha che remano con una gamba avvolta al remo, gli orti galleggianti di pomodori, la pagoda Phaung Daw Oo e le tessitrici di seta di loto a Inpawkhone.",
          "Una lancha por el lago entre los pescadores intha que reman con una pierna enroscada al remo, los huertos flotantes de tomates, la pagoda Phaung Daw Oo y las tejedoras de seda de loto en Inpawkhone.",
          "Une pirogue à moteur sur le lac parmi les pêcheurs intha qui rament d'une jambe enroulée autour de l'aviron, les jardins flottants de tomates, la pagode Phaung Daw Oo et les tisserandes de soie de lotus d'Inpawkhone.",
          "Ein Langboot über den See, vorbei an den Intha-Fischern, die mit einem um das Ruder geschlungenen Bein rudern, an schwimmenden Tomatengärten, der Phaung-Daw-Oo-Pagode und den Lotusseidenweberinnen von Inpawkhone.",
        ],
      ],
      [
        "see",
        [
          "Inle Lake: Indein and the rotating market",
          "Lago Inle: Indein e il mercato itinerante",
          "Lago Inle: Indein y el mercado rotatorio",
          "Lac Inle : Indein et le marché tournant",
          "Inle-See: Indein und der Wandermarkt",
        ],
        [
          "Up a narrow creek to Indein, where hundreds of crumbling stupas stand among the bamboo on the hill, and the five-day market that moves between lakeside villages, where Pa-O and Intha come to trade.",
          "Su per uno stretto canale fino a Indein, dove centinaia di stupa in rovina sorgono tra i bambù sulla collina, e il mercato dei cinque giorni che gira tra i villaggi del lago, dove pa-o e intha vengono a commerciare.",
          "Por un estrecho canal hasta Indein, donde cientos de estupas en ruinas se alzan entre los bambúes de la colina, y el mercado de los cinco días que gira entre las aldeas del lago, adonde pa-o e intha vienen a comerciar.",
          "Par un étroit chenal jusqu'à Indein, où des centaines de stupas en ruine se dressent parmi les bambous de la colline, et le marché des cinq jours qui tourne entre les villages du lac, où Pa-O et Intha viennent commercer.",
          "Einen schmalen Kanal hinauf nach Indein, wo hunderte verfallene Stupas zwischen Bambus am Hang stehen, und der Fünftagesmarkt, der zwischen den Seedörfern wandert und zu dem Pa-O und Intha zum Handeln kommen.",
        ],
      ],
    ],
  },
  "MMR Golden Rock": {
    days: [
      [
        "see",
        [
          "Golden Rock: the Kyaiktiyo Pagoda",
          "Roccia d'oro: la pagoda di Kyaiktiyo",
          "Roca Dorada: la pagoda de Kyaiktiyo",
          "Rocher d'or : la pagode de Kyaiktiyo",
          "Goldener Felsen: die Kyaiktiyo-Pagode",
        ],
        [
          "The open truck up the mountain from Kinpun to Kyaiktiyo, the gilded boulder balanced on the cliff edge with a small stupa on top, covered in gold leaf by pilgrims, and the candles lit around it at dusk.",
          "Il camion scoperto da Kinpun fino a Kyaiktiyo, il masso dorato in bilico sul ciglio della rupe con un piccolo stupa in cima, coperto di foglia d'oro dai pellegrini, e le candele accese attorno al tramonto.",
          "El camión descubierto de Kinpun a Kyaiktiyo, la roca dorada en equilibrio al borde del precipicio con una pequeña estupa encima, cubierta de pan de oro por los peregrinos, y las velas encendidas al anochecer.",
          "Le camion découvert de Kinpun jusqu'à Kyaiktiyo, le rocher doré en équilibre au bord de la falaise, coiffé d'un petit stupa et couvert de feuilles d'or par les pèlerins, et les bougies allumées autour au crépuscule.",
          "Mit dem offenen Lastwagen von Kinpun hinauf nach Kyaiktiyo, zum vergoldeten Felsblock am Klippenrand mit kleinem Stupa obenauf, von Pilgern mit Blattgold belegt, und den Kerzen ringsum in der Dämmerung.",
        ],
      ],
      [
        "see",
        [
          "Golden Rock: the pilgrims' path down to Kinpun",
          "Roccia d'oro: il sentiero dei pellegrini fino a Kinpun",
          "Roca Dorada: el camino de los peregrinos hasta Kinpun",
          "Rocher d'or : le chemin des pèlerins jusqu'à Kinpun",
          "Goldener Felsen: der Pilgerweg hinab nach Kinpun",
        ],
        [
          "Sunrise over the hills from the terrace of the rock, then the old pilgrims' path down through forest and stalls selling herbal medicines and bamboo toys, past small shrines, to Kinpun.",
          "L'alba sulle colline dalla terrazza della roccia, poi il vecchio sentiero dei pellegrini giù nella foresta tra bancarelle di medicine d'erbe e giocattoli di bambù, oltre piccoli santuari, fino a Kinpun.",
          "El amanecer sobre las colinas desde la terraza de la roca, y luego el viejo camino de los peregrinos por el bosque entre puestos de hierbas medicinales y juguetes de bambú, junto a pequeños santuarios, hasta Kinpun.",
          "Le lever du soleil sur les collines depuis la terrasse du rocher, puis le vieux chemin des pèlerins à travers la forêt, entre étals de remèdes aux herbes et jouets de bambou et petits sanctuaires, jusqu'à Kinpun.",
          "Sonnenaufgang über den Hügeln von der Terrasse am Felsen, dann der alte Pilgerweg durch den Wald zwischen Ständen mit Kräutermedizin und Bambusspielzeug, an kleinen Schreinen vorbei hinab nach Kinpun.",
        ],
      ],
    ],
  },
  // Malaysia
  "MYS Kuala Lumpur": {
    days: [
      [
        "see",
        [
          "Kuala Lumpur: Merdeka Square and the Petronas Towers",
          "Kuala Lumpur: piazza Merdeka e le torri Petronas",
          "Kuala Lumpur: la plaza Merdeka y las torres Petronas",
          "Kuala Lumpur : la place Merdeka et les tours Petronas",
          "Kuala Lumpur: der Merdeka-Platz und die Petronas Towers",
        ],
        [
          "Merdeka Square, where independence was declared, the Moorish arches of the Sultan Abdul Samad Building, Masjid Jamek at the meeting of two rivers, and the skybridge of the Petronas Towers, or, if the day falls on a Monday, when it is closed, the towers from the KLCC park below.",
          "Piazza Merdeka, dove fu proclamata l'indipendenza, gli archi moreschi del Sultan Abdul Samad Building, la moschea Jamek alla confluenza di due fiumi e il ponte sospeso delle torri Petronas o, se il giorno cade di lunedì, quando è chiuso, le torri viste dal parco KLCC ai loro piedi.",
          "La plaza Merdeka, donde se proclamó la independencia, los arcos moriscos del Sultan Abdul Samad Building, la mezquita Jamek en la confluencia de dos ríos y la pasarela de las torres Petronas o, si el día cae en lunes, cuando cierra, las torres vistas desde el parque KLCC a sus pies.",
          "La place Merdeka, où fut proclamée l'indépendance, les arcs mauresques du Sultan Abdul Samad Building, la mosquée Jamek au confluent de deux rivières et la passerelle des tours Petronas ou, si la journée tombe un lundi, jour de sa fermeture, les tours vues du parc KLCC à leur pied.",
          "Der Merdeka-Platz, auf dem die Unabhängigkeit ausgerufen wurde, die maurischen Bögen des Sultan Abdul Samad Building, die Jamek-Moschee am Zusammenfluss zweier Flüsse und die Skybridge der Petronas Towers oder, fällt der Tag auf einen Montag, an dem sie geschlossen ist, die Türme vom KLCC-Park zu ihren Füßen.",
        ],
      ],
      [
        "see",
        [
          "Kuala Lumpur: the Islamic Arts Museum and Thean Hou",
          "Kuala Lumpur: il Museo delle arti islamiche e Thean Hou",
          "Kuala Lumpur: el Museo de Artes Islámicas y Thean Hou",
          "Kuala Lumpur : le musée des Arts islamiques et Thean Hou",
          "Kuala Lumpur: das Museum für Islamische Kunst und Thean Hou",
        ],
        [
          "The Islamic Arts Museum and its domes, the National Mosque, the Perdana Botanical Garden, and the six-tiered Chinese temple of Thean Hou, then Kampung Baru's wooden Malay houses below the towers.",
          "Il Museo delle arti islamiche con le sue cupole, la Moschea nazionale, il giardino botanico Perdana e il tempio cinese a sei piani di Thean Hou, poi le case malesi in legno di Kampung Baru sotto i grattacieli.",
          "El Museo de Artes Islámicas y sus cúpulas, la Mezquita Nacional, el jardín botánico Perdana y el templo chino de seis pisos de Thean Hou, y luego las casas malayas de madera de Kampung Baru bajo las torres.",
          "Le musée des Arts islamiques et ses coupoles, la Mosquée nationale, le jardin botanique Perdana et le temple chinois à six niveaux de Thean Hou, puis les maisons malaises en bois de Kampung Baru au pied des tours.",
          "Das Museum für Islamische Kunst mit seinen Kuppeln, die Nationalmoschee, der Botanische Garten Perdana und der sechsstöckige chinesische Tempel Thean Hou, dann die malaiischen Holzhäuser von Kampung Baru unter den Türmen.",
        ],
      ],
      [
        "food",
        [
          "Kuala Lumpur: nasi lemak and Jalan Alor",
          "Kuala Lumpur: nasi lemak e Jalan Alor",
          "Kuala Lumpur: nasi lemak y Jalan Alor",
          "Kuala Lumpur : nasi lemak et Jalan Alor",
          "Kuala Lumpur: Nasi Lemak und Jalan Alor",
        ],
        [
          "Nasi lemak wrapped in banana leaf for breakfast, roti canai at a mamak stall, Hokkien mee and claypot rice in Chinatown's Petaling Street, then the satay and grilled stingray of Jalan Alor.",
          "Nasi lemak avvolto nella foglia di banano a colazione, roti canai in un chiosco mamak, Hokkien mee e riso in pentola di terracotta a Petaling Street, poi il satay e la razza alla griglia di Jalan Alor.",
          "Nasi lemak envuelto en hoja de plátano para desayunar, roti canai en un puesto mamak, Hokkien mee y arroz en cazuela de barro en Petaling Street, y luego el satay y la raya a la brasa de Jalan Alor.",
          "Nasi lemak en feuille de bananier au petit-déjeuner, roti canai dans une échoppe mamak, Hokkien mee et riz en marmite d'argile à Petaling Street, puis le satay et la raie grillée de Jalan Alor.",
          "Nasi Lemak im Bananenblatt zum Frühstück, Roti Canai an einem Mamak-Stand, Hokkien Mee und Reis aus dem Tontopf in der Petaling Street, dann Satay und gegrillter Rochen in der Jalan Alor.",
        ],
      ],
    ],
  },
  "MYS Batu Caves": {
    days: [
      [
        "see",
        [
          "Batu Caves: the 272 steps to the temple cave",
          "Grotte di Batu: i 272 gradini fino al tempio nella grotta",
          "Cuevas de Batu: los 272 escalones hasta la cueva templo",
          "Grottes de Batu : les 272 marches jusqu'à la grotte-temple",
          "Batu-Höhlen: die 272 Stufen zur Tempelhöhle",
        ],
        [
          "The giant golden statue of Lord Murugan, the 272 rainbow-painted steps up past the macaques into the Temple Cave, where Hindu shrines stand under the limestone vault open to the sky.",
          "La gigantesca statua dorata di Murugan, i 272 gradini dipinti coi colori dell'arcobaleno tra i macachi fino alla Temple Cave, dove i santuari indù stanno sotto la volta calcarea aperta sul cielo.",
          "La gigantesca estatua dorada de Murugan, los 272 escalones pintados de arcoíris entre macacos hasta la Temple Cave, donde los santuarios hindúes se alzan bajo la bóveda caliza abierta al cielo.",
          "La statue dorée géante de Murugan, les 272 marches aux couleurs de l'arc-en-ciel parmi les macaques jusqu'à la Temple Cave, où les sanctuaires hindous se tiennent sous la voûte calcaire ouverte sur le ciel.",
          "Die riesige goldene Statue des Murugan, die 272 regenbogenbunten Stufen an Makaken vorbei in die Tempelhöhle, wo Hindu-Schreine unter dem zum Himmel offenen Kalkgewölbe stehen.",
        ],
      ],
    ],
  },
  "MYS Cameron Highlands": {
    days: [
      [
        "see",
        [
          "Cameron Highlands: the tea estates and the Mossy Forest",
          "Cameron Highlands: le piantagioni di tè e la Foresta muschiosa",
          "Cameron Highlands: las plantaciones de té y el Bosque Musgoso",
          "Cameron Highlands : les plantations de thé et la forêt moussue",
          "Cameron Highlands: die Teeplantagen und der Moosige Wald",
        ],
        [
          "The rolling tea gardens of the Sungei Palas estate, with tea on the terrace above the pickers, then the boardwalk through the dripping Mossy Forest on the slopes of Gunung Brinchang.",
          "Le ondulate piantagioni di tè della tenuta Sungei Palas, con una tazza sulla terrazza sopra le raccoglitrici, poi la passerella nella Foresta muschiosa sulle pendici del Gunung Brinchang.",
          "Los ondulados jardines de té de la finca Sungei Palas, con un té en la terraza sobre las recolectoras, y luego la pasarela por el húmedo Bosque Musgoso en las laderas del Gunung Brinchang.",
          "Les jardins de thé ondulés du domaine de Sungei Palas, un thé sur la terrasse au-dessus des cueilleuses, puis la passerelle dans la forêt moussue ruisselante des pentes du Gunung Brinchang.",
          "Die welligen Teegärten des Sungei-Palas-Guts mit einer Tasse auf der Terrasse über den Pflückerinnen, dann der Steg durch den triefenden Moosigen Wald an den Hängen des Gunung Brinchang.",
        ],
      ],
      [
        "see",
        [
          "Cameron Highlands: jungle trails and an Orang Asli village",
          "Cameron Highlands: sentieri nella giungla e un villaggio orang asli",
          "Cameron Highlands: senderos de selva y una aldea orang asli",
          "Cameron Highlands : sentiers de jungle et village orang asli",
          "Cameron Highlands: Dschungelpfade und ein Orang-Asli-Dorf",
        ],
        [
          "A guided walk on the jungle trails above Tanah Rata, a village of the Semai Orang Asli and their blowpipes, and the vegetable terraces, strawberry farms and market stalls of Kea Farm.",
          "Una camminata guidata sui sentieri nella giungla sopra Tanah Rata, un villaggio degli orang asli semai con le loro cerbottane, e gli orti a terrazze, le fattorie di fragole e le bancarelle di Kea Farm.",
          "Una caminata guiada por los senderos de selva sobre Tanah Rata, una aldea de los orang asli semai con sus cerbatanas, y las huertas en terraza, las granjas de fresas y los puestos de Kea Farm.",
          "Une marche guidée sur les sentiers de jungle au-dessus de Tanah Rata, un village des Orang Asli semai et leurs sarbacanes, puis les potagers en terrasses, les fraiseraies et les étals de Kea Farm.",
          "Eine geführte Wanderung auf den Dschungelpfaden über Tanah Rata, ein Dorf der Semai-Orang-Asli mit ihren Blasrohren und die Gemüseterrassen, Erdbeerfarmen und Marktstände von Kea Farm.",
        ],
      ],
    ],
  },
  "MYS Penang": {
    days: [
      [
        "see",
        [
          "Penang: George Town's clan houses and jetties",
          "Penang: le case dei clan e i pontili di George Town",
          "Penang: las casas de clan y los muelles de George Town",
          "Penang : les maisons de clan et les jetées de George Town",
          "Penang: Clanhäuser und Stege von George Town",
        ],
        [
          "The carved clan temple of Khoo Kongsi, the indigo Cheong Fatt Tze Mansion, the wall murals of Armenian Street, and the Chew Jetty, a village of wooden houses on stilts over the water.",
          "Il tempio di clan scolpito di Khoo Kongsi, la dimora indaco di Cheong Fatt Tze, i murales di Armenian Street e il Chew Jetty, un villaggio di case di legno su palafitte sull'acqua.",
          "El templo de clan tallado de Khoo Kongsi, la mansión añil de Cheong Fatt Tze, los murales de Armenian Street y el Chew Jetty, una aldea de casas de madera sobre pilotes en el agua.",
          "Le temple de clan sculpté de Khoo Kongsi, la demeure indigo de Cheong Fatt Tze, les fresques d'Armenian Street et la Chew Jetty, village de maisons de bois sur pilotis au-dessus de l'eau.",
          "Der geschnitzte Clantempel Khoo Kongsi, das indigoblaue Cheong-Fatt-Tze-Haus, die Wandbilder der Armenian Street und die Chew Jetty, ein Dorf aus Holzhäusern auf Pfählen über dem Wasser.",
        ],
      ],
      [
        "see",
        [
          "Penang: Kek Lok Si and Penang Hill",
          "Penang: il Kek Lok Si e Penang Hill",
          "Penang: el Kek Lok Si y Penang Hill",
          "Penang : le Kek Lok Si et Penang Hill",
          "Penang: Kek Lok Si und Penang Hill",
        ],
        [
          "Kek Lok Si, the great hillside temple with its pagoda of ten thousand Buddhas and bronze Guanyin, then the funicular up Penang Hill and its rainforest canopy walk over George Town and the strait.",
          "Il Kek Lok Si, il grande tempio sulla collina con la pagoda dei diecimila Buddha e la Guanyin di bronzo, poi la funicolare di Penang Hill e la passerella nella foresta sopra George Town e lo stretto.",
          "El Kek Lok Si, el gran templo de la ladera con su pagoda de los diez mil Budas y su Guanyin de bronce, y luego el funicular de Penang Hill y la pasarela sobre la selva frente a George Town y el estrecho.",
          "Le Kek Lok Si, grand temple à flanc de colline, sa pagode des dix mille bouddhas et sa Guanyin de bronze, puis le funiculaire de Penang Hill et sa passerelle dans la forêt au-dessus de George Town et du détroit.",
          "Kek Lok Si, der große Hangtempel mit der Pagode der zehntausend Buddhas und der bronzenen Guanyin, dann die Standseilbahn auf den Penang Hill und der Baumwipfelpfad über George Town und der Meerenge.",
        ],
      ],
      [
        "food",
        [
          "Penang: char kway teow and assam laksa",
          "Penang: char kway teow e assam laksa",
          "Penang: char kway teow y assam laksa",
          "Penang : char kway teow et assam laksa",
          "Penang: Char Kway Teow und Assam Laksa",
        ],
        [
          "Malaysia's street food capital: char kway teow from the wok, sour assam laksa with mackerel and tamarind, nasi kandar curries in Little India, and cendol by Penang Road.",
          "La capitale del cibo di strada della Malesia: char kway teow dal wok, assam laksa acidula con sgombro e tamarindo, i curry nasi kandar a Little India e il cendol su Penang Road.",
          "La capital de la comida callejera de Malasia: char kway teow salido del wok, assam laksa ácida con caballa y tamarindo, los curris nasi kandar de Little India y el cendol de Penang Road.",
          "La capitale malaisienne de la cuisine de rue : char kway teow sorti du wok, assam laksa acidulé au maquereau et au tamarin, currys nasi kandar à Little India et cendol sur Penang Road.",
          "Malaysias Hauptstadt des Straßenessens: Char Kway Teow aus dem Wok, saure Assam Laksa mit Makrele und Tamarinde, Nasi-Kandar-Currys in Little India und Cendol an der Penang Road.",
        ],
      ],
    ],
  },
  "MYS Malacca": {
    days: [
      [
        "see",
        [
          "Malacca: the Stadthuys and St. Paul's Hill",
          "Malacca: lo Stadthuys e la collina di San Paolo",
          "Malaca: el Stadthuys y la colina de San Pablo",
          "Malacca : le Stadthuys et la colline Saint-Paul",
          "Malakka: das Stadthuys und der St.-Pauls-Hügel",
        ],
        [
          "The red Dutch Stadthuys and Christ Church, the ruined St. Paul's Church on its hill, the Porta de Santiago of the Portuguese fort, and a boat along the Malacca River between painted warehouses.",
          "Lo Stadthuys rosso olandese e la Christ Church, la chiesa in rovina di San Paolo sulla collina, la Porta de Santiago del forte portoghese e una barca sul fiume Malacca tra magazzini dipinti.",
          "El Stadthuys rojo holandés y la Christ Church, la iglesia en ruinas de San Pablo en su colina, la Porta de Santiago del fuerte portugués y un barco por el río Malaca entre almacenes pintados.",
          "Le Stadthuys rouge hollandais et Christ Church, l'église en ruine de Saint-Paul sur sa colline, la Porta de Santiago du fort portugais et un bateau sur la rivière Malacca entre des entrepôts peints.",
          "Das rote niederländische Stadthuys und die Christ Church, die Ruine der Paulskirche auf ihrem Hügel, die Porta de Santiago der portugiesischen Festung und ein Boot auf dem Malakka-Fluss zwischen bemalten Speichern.",
        ],
      ],
      [
        "see",
        [
          "Malacca: Jonker Street and the Baba Nyonya houses",
          "Malacca: Jonker Street e le case baba nyonya",
          "Malaca: Jonker Street y las casas baba nyonya",
          "Malacca : Jonker Street et les maisons baba nyonya",
          "Malakka: die Jonker Street und die Baba-Nyonya-Häuser",
        ],
        [
          "The shophouses of Jonker Street and Heeren Street, the Baba and Nyonya Heritage Museum in a Peranakan mansion, the Cheng Hoon Teng temple and the Kampung Kling mosque on Harmony Street.",
          "Le botteghe di Jonker Street e Heeren Street, il museo Baba e Nyonya in una dimora peranakan, il tempio Cheng Hoon Teng e la moschea Kampung Kling sulla via dell'Armonia.",
          "Las tiendas de Jonker Street y Heeren Street, el museo Baba y Nyonya en una mansión peranakan, el templo Cheng Hoon Teng y la mezquita Kampung Kling en la calle de la Armonía.",
          "Les compartiments de Jonker Street et Heeren Street, le musée Baba et Nyonya dans une demeure peranakan, le temple Cheng Hoon Teng et la mosquée Kampung Kling dans la rue de l'Harmonie.",
          "Die Ladenhäuser von Jonker Street und Heeren Street, das Baba-und-Nyonya-Museum in einer Peranakan-Villa, der Tempel Cheng Hoon Teng und die Kampung-Kling-Moschee an der Straße der Harmonie.",
        ],
      ],
      [
        "food",
        [
          "Malacca: Nyonya laksa and chicken rice balls",
          "Malacca: laksa nyonya e polpette di riso al pollo",
          "Malaca: laksa nyonya y bolas de arroz con pollo",
          "Malacca : laksa nyonya et boulettes de riz au poulet",
          "Malakka: Nyonya-Laksa und Hühnerreisbällchen",
        ],
        [
          "Chicken rice shaped into balls, Nyonya laksa and ayam pongteh from the Peranakan kitchen, cendol with dark gula Melaka palm sugar, and devil's curry in the Portuguese Settlement.",
          "Il riso al pollo modellato a polpette, la laksa nyonya e l'ayam pongteh della cucina peranakan, il cendol con lo scuro zucchero di palma gula Melaka e il devil's curry nel quartiere portoghese.",
          "El arroz con pollo en forma de bolas, la laksa nyonya y el ayam pongteh de la cocina peranakan, el cendol con el oscuro azúcar de palma gula Melaka y el devil's curry del barrio portugués.",
          "Le riz au poulet façonné en boulettes, la laksa nyonya et l'ayam pongteh de la cuisine peranakan, le cendol au sucre de palme brun gula Melaka et le devil's curry du quartier portugais.",
          "Hühnerreis zu Bällchen geformt, Nyonya-Laksa und Ayam Pongteh aus der Peranakan-Küche, Cendol mit dunklem Palmzucker Gula Melaka und Devil's Curry in der portugiesischen Siedlung.",
        ],
      ],
    ],
  },
  "MYS Taman Negara": {
    days: [
      [
        "see",
        [
          "Taman Negara: the canopy walkway and Bukit Teresek",
          "Taman Negara: la passerella tra le chiome e il Bukit Teresek",
          "Taman Negara: la pasarela del dosel y el Bukit Teresek",
          "Taman Negara : la passerelle de la canopée et le Bukit Teresek",
          "Taman Negara: der Baumkronenpfad und der Bukit Teresek",
        ],
        [
          "A walk into a rainforest over 130 million years old: the rope canopy walkway strung between giant trees, and the climb up Bukit Teresek for the view over the jungle to Gunung Tahan.",
          "Una camminata in una foresta pluviale di oltre 130 milioni di anni: la passerella di corde sospesa tra alberi giganti e la salita al Bukit Teresek per la vista sulla giungla fino al Gunung Tahan.",
          "Una caminata por una selva de más de 130 millones de años: la pasarela de cuerdas colgada entre árboles gigantes y la subida al Bukit Teresek para ver la jungla hasta el Gunung Tahan.",
          "Une marche dans une forêt humide vieille de plus de 130 millions d'années : la passerelle de cordes tendue entre des arbres géants et la montée au Bukit Teresek pour la vue sur la jungle jusqu'au Gunung Tahan.",
          "Eine Wanderung in einen über 130 Millionen Jahre alten Regenwald: der Seilsteg zwischen Baumriesen und der Aufstieg auf den Bukit Teresek mit Blick über den Dschungel bis zum Gunung Tahan.",
        ],
      ],
      [
        "see",
        [
          "Taman Negara: up the Tahan River",
          "Taman Negara: risalendo il fiume Tahan",
          "Taman Negara: remontando el río Tahan",
          "Taman Negara : en remontant la rivière Tahan",
          "Taman Negara: den Tahan-Fluss hinauf",
        ],
        [
          "A long boat from Kuala Tahan up the Tahan River over its rapids, a swim at the Lata Berkoh falls, and a visit to a Batek settlement, where the forest people show how they make fire and hunt with the blowpipe.",
          "Una barca lunga da Kuala Tahan sul fiume Tahan tra le rapide, un bagno alle cascate Lata Berkoh e la visita a un insediamento batek, dove il popolo della foresta mostra come accende il fuoco e caccia con la cerbottana.",
          "Un barco largo desde Kuala Tahan río Tahan arriba por sus rápidos, un baño en las cascadas Lata Berkoh y la visita a un asentamiento batek, donde el pueblo del bosque enseña cómo hace fuego y caza con cerbatana.",
          "Un long bateau de Kuala Tahan sur la Tahan et ses rapides, une baignade aux chutes de Lata Berkoh et la visite d'un campement batek, où le peuple de la forêt montre comment il fait le feu et chasse à la sarbacane.",
          "Ein Langboot von Kuala Tahan den Tahan mit seinen Stromschnellen hinauf, ein Bad an den Lata-Berkoh-Fällen und der Besuch einer Batek-Siedlung, wo das Waldvolk zeigt, wie es Feuer macht und mit dem Blasrohr jagt.",
        ],
      ],
    ],
  },
  "MYS Perhentian Islands": {
    months: [3, 10],
    days: [
      [
        "see",
        [
          "Perhentian Islands: the jungle paths between the bays",
          "Isole Perhentian: i sentieri nella giungla tra le baie",
          "Islas Perhentian: los senderos de selva entre las bahías",
          "Îles Perhentian : les sentiers de jungle entre les baies",
          "Perhentian-Inseln: die Dschungelpfade zwischen den Buchten",
        ],
        [
          "The jungle paths of Perhentian Besar and Kecil from bay to bay, to the fishing village of Pasir Hantu, the windmill lookout and the cove of Adam and Eve beach, with monitor lizards on the way.",
          "I sentieri nella giungla di Perhentian Besar e Kecil da una baia all'altra, fino al villaggio di pescatori di Pasir Hantu, al belvedere del mulino a vento e alla caletta di Adam and Eve, tra varani.",
          "Los senderos de selva de Perhentian Besar y Kecil de bahía en bahía, hasta la aldea de pescadores de Pasir Hantu, el mirador del molino y la cala de Adam and Eve, con varanos por el camino.",
          "Les sentiers de jungle de Perhentian Besar et Kecil d'une baie à l'autre, jusqu'au village de pêcheurs de Pasir Hantu, au belvédère de l'éolienne et à la crique d'Adam and Eve, parmi les varans.",
          "Die Dschungelpfade von Perhentian Besar und Kecil von Bucht zu Bucht, zum Fischerdorf Pasir Hantu, zum Windrad-Aussichtspunkt und zur Bucht Adam and Eve, mit Waranen am Weg.",
        ],
      ],
      [
        "beach",
        [
          "Perhentian Islands: Long Beach and Turtle Beach",
          "Isole Perhentian: Long Beach e Turtle Beach",
          "Islas Perhentian: Long Beach y Turtle Beach",
          "Îles Perhentian : Long Beach et Turtle Beach",
          "Perhentian-Inseln: Long Beach und Turtle Beach",
        ],
        [
          "The white sand of Long Beach on Kecil and the quiet Turtle Beach on Besar, where green turtles graze on the sea grass close to shore and the clear water is good for swimming.",
          "La sabbia bianca di Long Beach su Kecil e la tranquilla Turtle Beach su Besar, dove le tartarughe verdi brucano le praterie marine vicino a riva e l'acqua limpida invita a nuotare.",
          "La arena blanca de Long Beach en Kecil y la tranquila Turtle Beach en Besar, donde las tortugas verdes pastan las praderas marinas cerca de la orilla y el agua clara invita a nadar.",
          "Le sable blanc de Long Beach sur Kecil et la paisible Turtle Beach sur Besar, où les tortues vertes broutent les herbiers près du rivage dans une eau claire idéale pour nager.",
          "Der weiße Sand der Long Beach auf Kecil und die ruhige Turtle Beach auf Besar, wo Suppenschildkröten nah am Ufer Seegras weiden und das klare Wasser zum Schwimmen einlädt.",
        ],
      ],
      [
        "boat",
        [
          "Perhentian Islands: the reefs by boat",
          "Isole Perhentian: snorkeling in barca",
          "Islas Perhentian: buceo con tubo en barco",
          "Îles Perhentian : snorkeling en bateau",
          "Perhentian-Inseln: Schnorcheln vom Boot",
        ],
        [
          "A boat around the marine park to snorkel at Shark Point with its blacktip reef sharks, the Light House reef, Teluk Pauh and the coral gardens of Tanjung Basi.",
          "Una barca nel parco marino per lo snorkeling a Shark Point con i suoi squali pinna nera, alla scogliera del faro, a Teluk Pauh e nei giardini di corallo di Tanjung Basi.",
          "Un barco por el parque marino para bucear con tubo en Shark Point con sus tiburones de punta negra, el arrecife del faro, Teluk Pauh y los jardines de coral de Tanjung Basi.",
          "Un bateau dans le parc marin pour le snorkeling à Shark Point et ses requins à pointes noires, au récif du phare, à Teluk Pauh et dans les jardins de corail de Tanjung Basi.",
          "Ein Boot durch den Meerespark zum Schnorcheln am Shark Point mit seinen Schwarzspitzen-Riffhaien, am Leuchtturmriff, in der Teluk Pauh und in den Korallengärten von Tanjung Basi.",
        ],
      ],
    ],
  },
  "MYS Langkawi": {
    days: [
      [
        "see",
        [
          "Langkawi: the SkyCab and the Sky Bridge",
          "Langkawi: la SkyCab e lo Sky Bridge",
          "Langkawi: el SkyCab y el Sky Bridge",
          "Langkawi : le SkyCab et le Sky Bridge",
          "Langkawi: die SkyCab und die Sky Bridge",
        ],
        [
          "The SkyCab cable car up Gunung Mat Cincang over the rainforest, the curved Sky Bridge hung over the drop, and the Telaga Tujuh, the Seven Wells waterfall, on the mountain's flank.",
          "La funivia SkyCab sul Gunung Mat Cincang sopra la foresta pluviale, lo Sky Bridge curvo sospeso sul vuoto e il Telaga Tujuh, la cascata dei Sette pozzi, sul fianco della montagna.",
          "El teleférico SkyCab al Gunung Mat Cincang sobre la selva, el Sky Bridge curvo colgado sobre el vacío y el Telaga Tujuh, la cascada de los Siete Pozos, en la ladera de la montaña.",
          "Le téléphérique SkyCab sur le Gunung Mat Cincang au-dessus de la forêt humide, le Sky Bridge courbe suspendu au-dessus du vide et le Telaga Tujuh, la cascade des Sept Puits, sur le flanc de la montagne.",
          "Die SkyCab-Seilbahn über den Regenwald auf den Gunung Mat Cincang, die geschwungene Sky Bridge über dem Abgrund und der Wasserfall Telaga Tujuh, die Sieben Brunnen, an der Flanke des Bergs.",
        ],
      ],
      [
        "beach",
        [
          "Langkawi: Tanjung Rhu and Pantai Cenang",
          "Langkawi: Tanjung Rhu e Pantai Cenang",
          "Langkawi: Tanjung Rhu y Pantai Cenang",
          "Langkawi : Tanjung Rhu et Pantai Cenang",
          "Langkawi: Tanjung Rhu und Pantai Cenang",
        ],
        [
          "The casuarina-lined bay of Tanjung Rhu, facing limestone islets, and the long sand of Pantai Cenang for a swim and the sunset over the Andaman Sea.",
          "La baia di Tanjung Rhu orlata di casuarine, di fronte agli isolotti calcarei, e la lunga spiaggia di Pantai Cenang per un bagno e il tramonto sul mare delle Andamane.",
          "La bahía de Tanjung Rhu bordeada de casuarinas, frente a islotes de caliza, y la larga arena de Pantai Cenang para un baño y la puesta de sol sobre el mar de Andamán.",
          "La baie de Tanjung Rhu bordée de filaos, face aux îlots calcaires, et le long sable de Pantai Cenang pour une baignade et le coucher du soleil sur la mer d'Andaman.",
          "Die von Kasuarinen gesäumte Bucht von Tanjung Rhu vor Kalkinselchen und der lange Sandstrand Pantai Cenang zum Baden und für den Sonnenuntergang über der Andamanensee.",
        ],
      ],
      [
        "boat",
        [
          "Langkawi: the Kilim mangroves",
          "Langkawi: le mangrovie di Kilim",
          "Langkawi: los manglares de Kilim",
          "Langkawi : les mangroves de Kilim",
          "Langkawi: die Mangroven von Kilim",
        ],
        [
          "A boat through the mangrove channels of the Kilim Karst Geoforest Park, under cliffs where brahminy kites and white-bellied sea eagles wheel, into the bat cave and to a floating fish farm.",
          "Una barca tra i canali di mangrovie del Kilim Karst Geoforest Park, sotto le pareti dove volteggiano nibbi bramini e aquile pescatrici panciabianca, nella grotta dei pipistrelli e fino a un allevamento di pesce galleggiante.",
          "Un barco por los canales de manglar del Kilim Karst Geoforest Park, bajo acantilados donde giran milanos brahmanes y pigargos de vientre blanco, hasta la cueva de los murciélagos y una piscifactoría flotante.",
          "Un bateau dans les chenaux de mangrove du Kilim Karst Geoforest Park, sous des falaises où tournoient milans sacrés et pygargues blagres, jusqu'à la grotte aux chauves-souris et une ferme piscicole flottante.",
          "Ein Boot durch die Mangrovenkanäle des Kilim Karst Geoforest Park unter Felswänden, an denen Brahminenweihen und Weißbauchseeadler kreisen, in die Fledermaushöhle und zu einer schwimmenden Fischfarm.",
        ],
      ],
    ],
  },
  "MYS Kota Kinabalu": {
    days: [
      [
        "see",
        [
          "Kota Kinabalu: the islands of Tunku Abdul Rahman Park",
          "Kota Kinabalu: le isole del parco Tunku Abdul Rahman",
          "Kota Kinabalu: las islas del parque Tunku Abdul Rahman",
          "Kota Kinabalu : les îles du parc Tunku Abdul Rahman",
          "Kota Kinabalu: die Inseln des Tunku-Abdul-Rahman-Parks",
        ],
        [
          "A short boat from the jetty to the islands of Tunku Abdul Rahman Park, Sapi and Manukan, to swim and snorkel off their beaches, then the floating City Mosque and sunset at Tanjung Aru.",
          "Una breve traversata dal molo alle isole del parco Tunku Abdul Rahman, Sapi e Manukan, per nuotare e fare snorkeling dalle spiagge, poi la moschea galleggiante e il tramonto a Tanjung Aru.",
          "Un corto barco desde el muelle a las islas del parque Tunku Abdul Rahman, Sapi y Manukan, para nadar y bucear con tubo desde sus playas, y luego la mezquita flotante y el atardecer en Tanjung Aru.",
          "Un court bateau de la jetée vers les îles du parc Tunku Abdul Rahman, Sapi et Manukan, pour nager et faire du snorkeling depuis leurs plages, puis la mosquée flottante et le coucher du soleil à Tanjung Aru.",
          "Ein kurzes Boot vom Anleger zu den Inseln des Tunku-Abdul-Rahman-Parks, Sapi und Manukan, zum Schwimmen und Schnorcheln vom Strand, dann die schwimmende Stadtmoschee und Sonnenuntergang in Tanjung Aru.",
        ],
      ],
      [
        "see",
        [
          "Kota Kinabalu: the Klias wetlands",
          "Kota Kinabalu: le zone umide di Klias",
          "Kota Kinabalu: los humedales de Klias",
          "Kota Kinabalu : les zones humides de Klias",
          "Kota Kinabalu: die Feuchtgebiete von Klias",
        ],
        [
          "A river boat through the mangroves of the Klias peninsula at dusk, looking for proboscis monkeys in the treetops, then fireflies lighting up the trees along the banks after dark.",
          "Una barca sul fiume tra le mangrovie della penisola di Klias al tramonto, in cerca delle nasiche sulle cime degli alberi, poi le lucciole che accendono gli alberi lungo le rive col buio.",
          "Un barco por el río entre los manglares de la península de Klias al atardecer, buscando monos narigudos en las copas, y después las luciérnagas que iluminan los árboles de las orillas al caer la noche.",
          "Un bateau sur la rivière dans les mangroves de la péninsule de Klias au crépuscule, à la recherche des nasiques dans les cimes, puis les lucioles qui illuminent les arbres des berges à la nuit tombée.",
          "Ein Flussboot durch die Mangroven der Klias-Halbinsel in der Dämmerung auf der Suche nach Nasenaffen in den Baumkronen, dann Glühwürmchen, die nach Einbruch der Dunkelheit die Uferbäume erleuchten.",
        ],
      ],
      [
        "food",
        [
          "Kota Kinabalu: the Filipino market and hinava",
          "Kota Kinabalu: il mercato filippino e l'hinava",
          "Kota Kinabalu: el mercado filipino y el hinava",
          "Kota Kinabalu : le marché philippin et le hinava",
          "Kota Kinabalu: der Philippinische Markt und Hinava",
        ],
        [
          "Hinava, raw fish cured in lime with ginger and chili, the Kadazan dish of Sabah, tuaran mee noodles, and grilled fish, prawns and squid chosen at the night stalls of the Filipino market by the sea.",
          "Hinava, pesce crudo marinato nel lime con zenzero e peperoncino, piatto kadazan del Sabah, noodles tuaran mee e pesce, gamberi e calamari alla griglia scelti alle bancarelle serali del mercato filippino sul mare.",
          "Hinava, pescado crudo curado en lima con jengibre y chile, plato kadazan de Sabah, fideos tuaran mee y pescado, gambas y calamares a la brasa elegidos en los puestos nocturnos del mercado filipino junto al mar.",
          "Le hinava, poisson cru mariné au citron vert, gingembre et piment, plat kadazan du Sabah, les nouilles tuaran mee et poissons, crevettes et calmars grillés choisis aux étals du soir du marché philippin.",
          "Hinava, roher Fisch in Limette mit Ingwer und Chili gegart, das Kadazan-Gericht Sabahs, Tuaran-Mee-Nudeln und gegrillter Fisch, Garnelen und Tintenfisch von den Abendständen des Philippinischen Markts am Meer.",
        ],
      ],
    ],
  },
  "MYS Mount Kinabalu": {
    days: [
      [
        "trek",
        [
          "Mount Kinabalu: Timpohon Gate to Laban Rata",
          "Monte Kinabalu: da Timpohon Gate a Laban Rata",
          "Monte Kinabalu: de Timpohon Gate a Laban Rata",
          "Mont Kinabalu : de Timpohon Gate à Laban Rata",
          "Kinabalu: vom Timpohon Gate nach Laban Rata",
        ],
        [
          "With a licensed mountain guide, from Timpohon Gate up the summit trail through rainforest and mossy cloud forest with pitcher plants and rhododendrons, to the mountain huts of Laban Rata.",
          "Con una guida di montagna autorizzata, da Timpohon Gate su per il sentiero della vetta tra foresta pluviale e foresta nebulosa muschiosa con piante carnivore e rododendri, fino ai rifugi di Laban Rata.",
          "Con un guía de montaña autorizado, desde Timpohon Gate por el sendero de la cumbre entre selva y bosque nuboso musgoso con plantas jarro y rododendros, hasta los refugios de Laban Rata.",
          "Avec un guide de montagne agréé, de Timpohon Gate par le sentier du sommet à travers la forêt humide et la forêt de nuages moussue, ses népenthès et ses rhododendrons, jusqu'aux refuges de Laban Rata.",
          "Mit einem lizenzierten Bergführer vom Timpohon Gate auf dem Gipfelweg durch Regenwald und moosigen Nebelwald mit Kannenpflanzen und Rhododendren zu den Hütten von Laban Rata.",
        ],
      ],
      [
        "trek",
        [
          "Mount Kinabalu: to Low's Peak at dawn",
          "Monte Kinabalu: al Low's Peak all'alba",
          "Monte Kinabalu: al Low's Peak al amanecer",
          "Mont Kinabalu : au Low's Peak à l'aube",
          "Kinabalu: zum Low's Peak im Morgengrauen",
        ],
        [
          "Up in the dark by headlamp past the Sayat-Sayat checkpoint and along the fixed ropes over the bare granite summit plateau, to stand on Low's Peak, the highest point of Borneo, at sunrise.",
          "In salita al buio con la frontale oltre il posto di controllo di Sayat-Sayat e lungo le corde fisse sull'altopiano di granito nudo, fino al Low's Peak, il punto più alto del Borneo, all'alba.",
          "Subida a oscuras con frontal más allá del control de Sayat-Sayat y por las cuerdas fijas sobre la meseta de granito desnudo de la cumbre, hasta el Low's Peak, el punto más alto de Borneo, al amanecer.",
          "Montée de nuit à la frontale par le poste de Sayat-Sayat et le long des cordes fixes sur le plateau de granit nu du sommet, jusqu'au Low's Peak, point culminant de Bornéo, au lever du soleil.",
          "Im Dunkeln mit Stirnlampe am Kontrollposten Sayat-Sayat vorbei und an Fixseilen über das nackte Granitplateau des Gipfels zum Low's Peak, dem höchsten Punkt Borneos, bei Sonnenaufgang.",
        ],
      ],
      [
        "trek",
        [
          "Mount Kinabalu: down from the summit",
          "Monte Kinabalu: la discesa dalla vetta",
          "Monte Kinabalu: el descenso de la cumbre",
          "Mont Kinabalu : la descente du sommet",
          "Kinabalu: der Abstieg vom Gipfel",
        ],
        [
          "Down the granite slabs past the jagged South Peak to Laban Rata for breakfast, then the long descent of steps and roots through the cloud forest back to Timpohon Gate.",
          "Giù per le placche di granito accanto alla dentellata South Peak fino a Laban Rata per la colazione, poi la lunga discesa di gradini e radici nella foresta nebulosa fino a Timpohon Gate.",
          "Bajada por las losas de granito junto al dentado South Peak hasta Laban Rata para desayunar, y luego el largo descenso de escalones y raíces por el bosque nuboso hasta Timpohon Gate.",
          "La descente des dalles de granit devant le South Peak dentelé jusqu'à Laban Rata pour le petit-déjeuner, puis la longue descente de marches et de racines dans la forêt de nuages jusqu'à Timpohon Gate.",
          "Über die Granitplatten am zackigen South Peak vorbei hinab nach Laban Rata zum Frühstück, dann der lange Abstieg über Stufen und Wurzeln durch den Nebelwald zurück zum Timpohon Gate.",
        ],
      ],
      [
        "see",
        [
          "Mount Kinabalu: the park gardens and Poring",
          "Monte Kinabalu: i giardini del parco e Poring",
          "Monte Kinabalu: los jardines del parque y Poring",
          "Mont Kinabalu : les jardins du parc et Poring",
          "Kinabalu: die Parkgärten und Poring",
        ],
        [
          "The botanical garden at the Kinabalu Park headquarters and its orchids and pitcher plants, then the hot springs and treetop canopy walkway of Poring, where the giant rafflesia flowers.",
          "Il giardino botanico alla sede del parco del Kinabalu con le sue orchidee e piante carnivore, poi le sorgenti calde e la passerella tra le chiome di Poring, dove fiorisce la rafflesia gigante.",
          "El jardín botánico de la sede del parque del Kinabalu con sus orquídeas y plantas jarro, y luego las fuentes termales y la pasarela entre las copas de Poring, donde florece la rafflesia gigante.",
          "Le jardin botanique du siège du parc du Kinabalu, ses orchidées et ses népenthès, puis les sources chaudes et la passerelle dans la canopée de Poring, où fleurit la rafflesia géante.",
          "Der Botanische Garten am Hauptquartier des Kinabalu-Parks mit Orchideen und Kannenpflanzen, dann die heißen Quellen und der Baumwipfelpfad von Poring, wo die Riesenrafflesie blüht.",
        ],
      ],
    ],
  },
  "MYS Kinabatangan River": {
    days: [
      [
        "see",
        [
          "Kinabatangan River: the river at dawn and dusk",
          "Fiume Kinabatangan: il fiume all'alba e al tramonto",
          "Río Kinabatangan: el río al alba y al atardecer",
          "Rivière Kinabatangan : la rivière à l'aube et au crépuscule",
          "Kinabatangan-Fluss: der Fluss in der Morgen- und Abenddämmerung",
        ],
        [
          "Boat cruises on Malaysia's second longest river at the hours when wildlife comes to the banks: proboscis monkeys, long-tailed macaques, hornbills, and with luck wild orangutans or pygmy elephants.",
          "Giri in barca sul secondo fiume più lungo della Malesia nelle ore in cui gli animali vengono sulle rive: nasiche, macachi, buceri e con fortuna oranghi selvatici o elefanti pigmei del Borneo.",
          "Paseos en barco por el segundo río más largo de Malasia a las horas en que la fauna se acerca a las orillas: monos narigudos, macacos, cálaos y con suerte orangutanes salvajes o elefantes pigmeos.",
          "Des sorties en bateau sur le deuxième plus long fleuve de Malaisie aux heures où la faune vient sur les berges : nasiques, macaques, calaos et, avec de la chance, orangs-outans sauvages ou éléphants pygmées.",
          "Bootsfahrten auf Malaysias zweitlängstem Fluss zu den Stunden, in denen die Tiere an die Ufer kommen: Nasenaffen, Makaken, Nashornvögel und mit Glück wilde Orang-Utans oder Zwergelefanten.",
        ],
      ],
      [
        "see",
        [
          "Kinabatangan River: Gomantong and Sepilok",
          "Fiume Kinabatangan: Gomantong e Sepilok",
          "Río Kinabatangan: Gomantong y Sepilok",
          "Rivière Kinabatangan : Gomantong et Sepilok",
          "Kinabatangan-Fluss: Gomantong und Sepilok",
        ],
        [
          "The great cave of Gomantong, where collectors climb rattan ladders for swiftlet nests, and the Sepilok orangutan rehabilitation reserve at feeding time, with the sun bears next door.",
          "La grande grotta di Gomantong, dove i raccoglitori salgono scale di rattan per i nidi di rondine, e la riserva di riabilitazione degli oranghi di Sepilok all'ora del pasto, con gli orsi malesi accanto.",
          "La gran cueva de Gomantong, donde los recolectores suben por escalas de ratán a por nidos de salangana, y la reserva de rehabilitación de orangutanes de Sepilok a la hora de comer, con los osos malayos al lado.",
          "La grande grotte de Gomantong, où les cueilleurs grimpent aux échelles de rotin pour les nids de salanganes, et la réserve de réhabilitation des orangs-outans de Sepilok à l'heure du repas, avec les ours malais à côté.",
          "Die große Höhle von Gomantong, wo Sammler an Rattanleitern zu den Salanganennestern klettern, und das Orang-Utan-Rehabilitationszentrum Sepilok zur Fütterungszeit, mit den Malaienbären nebenan.",
        ],
      ],
    ],
  },
  // Singapore
  "SGP Singapore": {
    days: [
      [
        "see",
        [
          "Singapore: the colonial district and the river",
          "Singapore: il quartiere coloniale e il fiume",
          "Singapur: el barrio colonial y el río",
          "Singapour : le quartier colonial et le fleuve",
          "Singapur: das Kolonialviertel und der Fluss",
        ],
        [
          "The Padang and the old Supreme Court, now the National Gallery, the Raffles landing site, Fort Canning Hill, and a bumboat along the Singapore River past Boat Quay and Clarke Quay.",
          "Il Padang e la vecchia Corte suprema, oggi National Gallery, il punto di sbarco di Raffles, la collina di Fort Canning e un bumboat sul fiume Singapore lungo Boat Quay e Clarke Quay.",
          "El Padang y el viejo Tribunal Supremo, hoy National Gallery, el lugar del desembarco de Raffles, la colina de Fort Canning y un bumboat por el río Singapur junto a Boat Quay y Clarke Quay.",
          "Le Padang et l'ancienne Cour suprême, aujourd'hui National Gallery, le lieu du débarquement de Raffles, la colline de Fort Canning et un bumboat sur la rivière Singapour le long de Boat Quay et Clarke Quay.",
          "Der Padang und der alte Oberste Gerichtshof, heute die National Gallery, die Landestelle von Raffles, der Fort Canning Hill und ein Bumboat auf dem Singapore River an Boat Quay und Clarke Quay vorbei.",
        ],
      ],
      [
        "see",
        [
          "Singapore: Kampong Glam and Katong",
          "Singapore: Kampong Glam e Katong",
          "Singapur: Kampong Glam y Katong",
          "Singapour : Kampong Glam et Katong",
          "Singapur: Kampong Glam und Katong",
        ],
        [
          "The golden domes of the Sultan Mosque and the shophouses of Arab Street and Haji Lane in Kampong Glam, then the pastel Peranakan terraces of Koon Seng Road in Katong and Joo Chiat.",
          "Le cupole dorate della moschea del Sultano e le botteghe di Arab Street e Haji Lane a Kampong Glam, poi le case a schiera peranakan color pastello di Koon Seng Road a Katong e Joo Chiat.",
          "Las cúpulas doradas de la mezquita del Sultán y las tiendas de Arab Street y Haji Lane en Kampong Glam, y luego las casas adosadas peranakan de tonos pastel de Koon Seng Road en Katong y Joo Chiat.",
          "Les coupoles dorées de la mosquée du Sultan et les boutiques d'Arab Street et Haji Lane à Kampong Glam, puis les maisons peranakan pastel de Koon Seng Road à Katong et Joo Chiat.",
          "Die goldenen Kuppeln der Sultansmoschee und die Ladenhäuser von Arab Street und Haji Lane in Kampong Glam, dann die pastellfarbenen Peranakan-Reihenhäuser der Koon Seng Road in Katong und Joo Chiat.",
        ],
      ],
      [
        "see",
        [
          "Singapore: the Botanic Gardens and the orchids",
          "Singapore: il Giardino botanico e le orchidee",
          "Singapur: el Jardín Botánico y las orquídeas",
          "Singapour : le jardin botanique et les orchidées",
          "Singapur: der Botanische Garten und die Orchideen",
        ],
        [
          "The Singapore Botanic Gardens, the city's first World Heritage site, with its patch of original rainforest, swan lake and the National Orchid Garden with its thousands of hybrids.",
          "Il Giardino botanico di Singapore, primo sito patrimonio dell'umanità della città, col suo lembo di foresta pluviale originaria, il lago dei cigni e il Giardino nazionale delle orchidee con le sue migliaia di ibridi.",
          "El Jardín Botánico de Singapur, primer patrimonio mundial de la ciudad, con su retazo de selva original, el lago de los cisnes y el Jardín Nacional de Orquídeas con sus miles de híbridos.",
          "Le jardin botanique de Singapour, premier site du patrimoine mondial de la ville, avec son lambeau de forêt primaire, son lac aux cygnes et le jardin national des Orchidées et ses milliers d'hybrides.",
          "Der Botanische Garten Singapurs, die erste Welterbestätte der Stadt, mit einem Rest ursprünglichen Regenwalds, dem Schwanensee und dem Nationalen Orchideengarten mit seinen tausenden Hybriden.",
        ],
      ],
      [
        "food",
        [
          "Singapore: chili crab and the hawker stalls",
          "Singapore: granchio al peperoncino e i banchi degli hawker",
          "Singapur: cangrejo al chile y los puestos hawker",
          "Singapour : crabe pimenté et échoppes des hawkers",
          "Singapur: Chili-Krabbe und die Hawker-Stände",
        ],
        [
          "Kaya toast and kopi for breakfast, Hainanese chicken rice at Maxwell, laksa in Katong, satay under the cast-iron roof of Lau Pa Sat, and chili crab with fried buns by the sea at East Coast.",
          "Toast al kaya e kopi a colazione, riso al pollo hainanese da Maxwell, laksa a Katong, satay sotto il tetto di ghisa di Lau Pa Sat e granchio al peperoncino con panini fritti sul mare a East Coast.",
          "Tostada de kaya y kopi para desayunar, arroz con pollo hainanés en Maxwell, laksa en Katong, satay bajo el techo de hierro fundido de Lau Pa Sat y cangrejo al chile con bollos fritos junto al mar en East Coast.",
          "Toast au kaya et kopi au petit-déjeuner, riz au poulet hainanais chez Maxwell, laksa à Katong, satay sous la halle de fonte de Lau Pa Sat et crabe pimenté aux petits pains frits face à la mer à East Coast.",
          "Kaya-Toast und Kopi zum Frühstück, Hainan-Hühnerreis bei Maxwell, Laksa in Katong, Satay unter dem Gusseisendach von Lau Pa Sat und Chili-Krabbe mit frittierten Brötchen am Meer an der East Coast.",
        ],
      ],
    ],
  },
  "SGP Marina Bay": {
    days: [
      [
        "see",
        [
          "Marina Bay: the Merlion and the bay by night",
          "Marina Bay: il Merlion e la baia di notte",
          "Marina Bay: el Merlion y la bahía de noche",
          "Marina Bay : le Merlion et la baie la nuit",
          "Marina Bay: der Merlion und die Bucht bei Nacht",
        ],
        [
          "A walk around the bay from the Merlion past the Esplanade's spiky domes and over the Helix Bridge, the view from the SkyPark on top of Marina Bay Sands, and the Spectra light and water show.",
          "Una passeggiata attorno alla baia dal Merlion, oltre le cupole spinose dell'Esplanade e sul ponte Helix, la vista dallo SkyPark in cima al Marina Bay Sands e lo spettacolo di luci e acqua Spectra.",
          "Un paseo alrededor de la bahía desde el Merlion, junto a las cúpulas erizadas de la Esplanade y por el puente Helix, la vista desde el SkyPark en lo alto del Marina Bay Sands y el espectáculo de luz y agua Spectra.",
          "Une promenade autour de la baie depuis le Merlion, devant les dômes hérissés de l'Esplanade et sur le pont Helix, la vue du SkyPark au sommet du Marina Bay Sands et le spectacle de lumière et d'eau Spectra.",
          "Ein Rundgang um die Bucht vom Merlion an den stacheligen Kuppeln der Esplanade vorbei und über die Helix Bridge, der Blick vom SkyPark auf dem Marina Bay Sands und die Licht- und Wassershow Spectra.",
        ],
      ],
    ],
  },
  "SGP Chinatown": {
    days: [
      [
        "see",
        [
          "Chinatown: temples of three faiths",
          "Chinatown: templi di tre fedi",
          "Chinatown: templos de tres credos",
          "Chinatown : les temples de trois religions",
          "Chinatown: Tempel dreier Religionen",
        ],
        [
          "The Buddha Tooth Relic Temple, the Hindu gopuram of Sri Mariamman on South Bridge Road, the Hokkien Thian Hock Keng temple, and the shophouse lanes of Pagoda and Temple Streets.",
          "Il tempio della Reliquia del dente di Buddha, il gopuram indù dello Sri Mariamman su South Bridge Road, il tempio hokkien Thian Hock Keng e i vicoli di botteghe di Pagoda Street e Temple Street.",
          "El templo de la Reliquia del Diente de Buda, el gopuram hindú del Sri Mariamman en South Bridge Road, el templo hokkien Thian Hock Keng y los callejones de tiendas de Pagoda Street y Temple Street.",
          "Le temple de la Relique de la dent de Bouddha, le gopuram hindou du Sri Mariamman sur South Bridge Road, le temple hokkien Thian Hock Keng et les ruelles de Pagoda Street et Temple Street.",
          "Der Tempel der Zahnreliquie Buddhas, das hinduistische Gopuram des Sri Mariamman an der South Bridge Road, der Hokkien-Tempel Thian Hock Keng und die Ladenhausgassen von Pagoda und Temple Street.",
        ],
      ],
    ],
  },
  "SGP Little India": {
    days: [
      [
        "see",
        [
          "Little India: Serangoon Road and Tekka market",
          "Little India: Serangoon Road e il mercato Tekka",
          "Little India: Serangoon Road y el mercado Tekka",
          "Little India : Serangoon Road et le marché Tekka",
          "Little India: die Serangoon Road und der Tekka-Markt",
        ],
        [
          "The Sri Veeramakaliamman temple to Kali, garland makers and spice shops along Serangoon Road, the wet market and biryani stalls of Tekka, and the bright paintwork of the Tan Teng Niah house.",
          "Il tempio Sri Veeramakaliamman dedicato a Kali, i fabbricanti di ghirlande e le botteghe di spezie su Serangoon Road, il mercato fresco e i banchi di biryani di Tekka e i colori vivaci della casa di Tan Teng Niah.",
          "El templo Sri Veeramakaliamman dedicado a Kali, los hacedores de guirnaldas y las tiendas de especias de Serangoon Road, el mercado fresco y los puestos de biryani de Tekka y los colores vivos de la casa de Tan Teng Niah.",
          "Le temple Sri Veeramakaliamman dédié à Kali, les faiseurs de guirlandes et les marchands d'épices de Serangoon Road, le marché frais et les échoppes de biryani de Tekka et les teintes vives de la maison de Tan Teng Niah.",
          "Der Kali-Tempel Sri Veeramakaliamman, Girlandenbinder und Gewürzläden an der Serangoon Road, der Frischmarkt und die Biryani-Stände von Tekka und das knallbunte Haus von Tan Teng Niah.",
        ],
      ],
    ],
  },
  "SGP Gardens by the Bay": {
    days: [
      [
        "see",
        [
          "Gardens by the Bay: the Supertree Grove",
          "Gardens by the Bay: il Supertree Grove",
          "Gardens by the Bay: el Supertree Grove",
          "Gardens by the Bay : le Supertree Grove",
          "Gardens by the Bay: der Supertree Grove",
        ],
        [
          "The steel Supertrees clad in ferns and orchids, the skyway strung between them, the Heritage Gardens of Singapore's Chinese, Malay and Indian plants, and the Garden Rhapsody light show at night.",
          "I Supertree d'acciaio rivestiti di felci e orchidee, la passerella sospesa tra di loro, gli Heritage Gardens con le piante cinesi, malesi e indiane di Singapore e lo spettacolo di luci Garden Rhapsody la sera.",
          "Los Supertrees de acero cubiertos de helechos y orquídeas, la pasarela colgada entre ellos, los Heritage Gardens con las plantas chinas, malayas e indias de Singapur y el espectáculo de luces Garden Rhapsody por la noche.",
          "Les Supertrees d'acier habillés de fougères et d'orchidées, la passerelle tendue entre eux, les Heritage Gardens des plantes chinoises, malaises et indiennes de Singapour et le spectacle de lumières Garden Rhapsody le soir.",
          "Die stählernen Supertrees mit Farnen und Orchideen, der Hängesteg zwischen ihnen, die Heritage Gardens mit den chinesischen, malaiischen und indischen Pflanzen Singapurs und abends die Lichtshow Garden Rhapsody.",
        ],
      ],
      [
        "see",
        [
          "Gardens by the Bay: the Flower Dome and the Cloud Forest",
          "Gardens by the Bay: il Flower Dome e la Cloud Forest",
          "Gardens by the Bay: el Flower Dome y el Cloud Forest",
          "Gardens by the Bay : le Flower Dome et la Cloud Forest",
          "Gardens by the Bay: der Flower Dome und der Cloud Forest",
        ],
        [
          "The two glass conservatories: the Flower Dome with its olive trees, baobabs and seasonal flowers, and the Cloud Forest, a mountain wrapped in orchids and ferns with an indoor waterfall.",
          "Le due serre di vetro: il Flower Dome con ulivi, baobab e fiori di stagione, e la Cloud Forest, una montagna avvolta di orchidee e felci con una cascata al coperto.",
          "Los dos invernaderos de cristal: el Flower Dome con sus olivos, baobabs y flores de temporada, y el Cloud Forest, una montaña envuelta en orquídeas y helechos con una cascada interior.",
          "Les deux serres de verre : le Flower Dome, ses oliviers, ses baobabs et ses fleurs de saison, et la Cloud Forest, une montagne couverte d'orchidées et de fougères avec une cascade intérieure.",
          "Die zwei Glasgewächshäuser: der Flower Dome mit Olivenbäumen, Baobabs und Blumen der Saison und der Cloud Forest, ein mit Orchideen und Farnen bewachsener Berg mit einem Wasserfall im Innern.",
        ],
      ],
    ],
  },
  "SGP Sentosa": {
    days: [
      [
        "see",
        [
          "Sentosa: Fort Siloso and the southern tip",
          "Sentosa: Fort Siloso e la punta meridionale",
          "Sentosa: Fort Siloso y la punta sur",
          "Sentosa : Fort Siloso et la pointe sud",
          "Sentosa: Fort Siloso und die Südspitze",
        ],
        [
          "The guns and tunnels of Fort Siloso, which guarded the port in 1942, the treetop skywalk above it, and the suspension bridge from Palawan Beach to the islet called the southernmost point of continental Asia.",
          "I cannoni e i tunnel di Fort Siloso, che difendeva il porto nel 1942, la passerella tra le chiome sopra di esso e il ponte sospeso da Palawan Beach all'isolotto detto il punto più a sud dell'Asia continentale.",
          "Los cañones y túneles de Fort Siloso, que guardaba el puerto en 1942, la pasarela entre las copas de encima y el puente colgante de Palawan Beach al islote llamado el punto más al sur de Asia continental.",
          "Les canons et tunnels de Fort Siloso, qui gardait le port en 1942, la passerelle dans les arbres au-dessus, et le pont suspendu de Palawan Beach à l'îlot dit pointe la plus méridionale de l'Asie continentale.",
          "Die Geschütze und Tunnel von Fort Siloso, das 1942 den Hafen bewachte, der Baumwipfelsteg darüber und die Hängebrücke von der Palawan Beach zum Inselchen, das als südlichster Punkt Kontinentalasiens gilt.",
        ],
      ],
      [
        "beach",
        [
          "Sentosa: Siloso and Tanjong beaches",
          "Sentosa: le spiagge di Siloso e Tanjong",
          "Sentosa: las playas de Siloso y Tanjong",
          "Sentosa : les plages de Siloso et Tanjong",
          "Sentosa: die Strände Siloso und Tanjong",
        ],
        [
          "The sheltered beaches of the island facing the ships at anchor in the strait: Siloso for volleyball and kayaks, and the quieter palm-lined Tanjong Beach for a swim and sunset drinks.",
          "Le spiagge riparate dell'isola di fronte alle navi alla fonda nello stretto: Siloso per la pallavolo e i kayak e la più tranquilla Tanjong Beach tra le palme per un bagno e un drink al tramonto.",
          "Las playas resguardadas de la isla frente a los barcos fondeados en el estrecho: Siloso para el vóley y los kayaks y la más tranquila Tanjong Beach entre palmeras para un baño y una copa al atardecer.",
          "Les plages abritées de l'île face aux navires au mouillage dans le détroit : Siloso pour le volley et le kayak, et Tanjong Beach, plus calme sous ses palmiers, pour une baignade et un verre au couchant.",
          "Die geschützten Strände der Insel gegenüber den in der Meerenge ankernden Schiffen: Siloso für Volleyball und Kajaks und die ruhigere, palmengesäumte Tanjong Beach zum Baden und für einen Drink bei Sonnenuntergang.",
        ],
      ],
    ],
  },
  // Indonesia
  "IDN Jakarta": {
    days: [
      [
        "see",
        [
          "Jakarta: Kota Tua and Sunda Kelapa",
          "Giacarta: Kota Tua e Sunda Kelapa",
          "Yakarta: Kota Tua y Sunda Kelapa",
          "Jakarta : Kota Tua et Sunda Kelapa",
          "Jakarta: Kota Tua und Sunda Kelapa",
        ],
        [
          "Kota Tua, the old Dutch Batavia, around Fatahillah Square and the Jakarta History Museum in the old city hall, then the wooden pinisi schooners loading at the old port of Sunda Kelapa.",
          "Kota Tua, l'antica Batavia olandese, attorno a piazza Fatahillah e al Museo di storia di Giacarta nel vecchio municipio, poi le golette di legno pinisi in carico nel vecchio porto di Sunda Kelapa.",
          "Kota Tua, la vieja Batavia holandesa, en torno a la plaza Fatahillah y el Museo de Historia de Yakarta en el viejo ayuntamiento, y luego las goletas de madera pinisi cargando en el viejo puerto de Sunda Kelapa.",
          "Kota Tua, l'ancienne Batavia hollandaise, autour de la place Fatahillah et du musée d'Histoire de Jakarta dans l'ancien hôtel de ville, puis les goélettes de bois pinisi au chargement dans le vieux port de Sunda Kelapa.",
          "Kota Tua, das alte niederländische Batavia, um den Fatahillah-Platz und das Stadtgeschichtsmuseum im alten Rathaus, dann die hölzernen Pinisi-Schoner beim Beladen im alten Hafen Sunda Kelapa.",
        ],
      ],
      [
        "see",
        [
          "Jakarta: Istiqlal, the cathedral and the National Museum",
          "Giacarta: l'Istiqlal, la cattedrale e il Museo nazionale",
          "Yakarta: la Istiqlal, la catedral y el Museo Nacional",
          "Jakarta : l'Istiqlal, la cathédrale et le Musée national",
          "Jakarta: Istiqlal, die Kathedrale und das Nationalmuseum",
        ],
        [
          "The Istiqlal, Southeast Asia's largest mosque, and the neo-Gothic cathedral facing it, the National Monument on Merdeka Square, and, except on a Monday, when it is closed, the bronzes and Hindu statues of the National Museum.",
          "L'Istiqlal, la più grande moschea del Sud-est asiatico, e la cattedrale neogotica di fronte, il Monumento nazionale su piazza Merdeka e, tranne il lunedì, quando è chiuso, i bronzi e le statue indù del Museo nazionale.",
          "La Istiqlal, la mayor mezquita del Sudeste Asiático, y la catedral neogótica de enfrente, el Monumento Nacional en la plaza Merdeka y, salvo en lunes, cuando cierra, los bronces y estatuas hindúes del Museo Nacional.",
          "L'Istiqlal, plus grande mosquée d'Asie du Sud-Est, et la cathédrale néogothique qui lui fait face, le Monument national sur la place Merdeka et, sauf le lundi, jour de sa fermeture, les bronzes et statues hindoues du Musée national.",
          "Die Istiqlal, größte Moschee Südostasiens, und die neugotische Kathedrale gegenüber, das Nationaldenkmal auf dem Merdeka-Platz und, außer montags, wenn es geschlossen ist, die Bronzen und Hindufiguren des Nationalmuseums.",
        ],
      ],
      [
        "food",
        [
          "Jakarta: soto Betawi and kerak telor",
          "Giacarta: soto Betawi e kerak telor",
          "Yakarta: soto Betawi y kerak telor",
          "Jakarta : soto Betawi et kerak telor",
          "Jakarta: Soto Betawi und Kerak Telor",
        ],
        [
          "The Betawi dishes of the old city: soto Betawi beef soup in coconut milk, kerak telor, a sticky rice omelet cooked over charcoal, and the satay and martabak of the night stalls of Sabang street.",
          "I piatti betawi della vecchia città: la zuppa di manzo al latte di cocco soto Betawi, il kerak telor, frittata di riso glutinoso cotta sul carbone, e il satay e il martabak delle bancarelle notturne di via Sabang.",
          "Los platos betawi de la vieja ciudad: la sopa de ternera con leche de coco soto Betawi, el kerak telor, tortilla de arroz glutinoso hecha sobre carbón, y el satay y el martabak de los puestos nocturnos de la calle Sabang.",
          "Les plats betawi de la vieille ville : la soupe de bœuf au lait de coco soto Betawi, le kerak telor, omelette au riz gluant cuite sur la braise, et le satay et le martabak des échoppes du soir de la rue Sabang.",
          "Die Betawi-Küche der alten Stadt: Rindfleischsuppe in Kokosmilch Soto Betawi, Kerak Telor, ein über Holzkohle gebackenes Klebreis-Omelett, und Satay und Martabak von den Nachtständen der Sabang-Straße.",
        ],
      ],
    ],
  },
  "IDN Yogyakarta": {
    days: [
      [
        "see",
        [
          "Yogyakarta: the Kraton and Taman Sari",
          "Yogyakarta: il Kraton e Taman Sari",
          "Yogyakarta: el Kraton y Taman Sari",
          "Yogyakarta : le Kraton et Taman Sari",
          "Yogyakarta: der Kraton und Taman Sari",
        ],
        [
          "The Kraton, the palace where the sultan still lives, with its gamelan and court dance, the Taman Sari water castle of the sultans and its bathing pools, and the alleys of the Kampung Taman.",
          "Il Kraton, il palazzo dove vive ancora il sultano, col gamelan e la danza di corte, il castello d'acqua di Taman Sari dei sultani con le sue vasche e i vicoli del Kampung Taman.",
          "El Kraton, el palacio donde aún vive el sultán, con su gamelán y su danza de corte, el castillo de agua de Taman Sari de los sultanes con sus estanques de baño y las callejas del Kampung Taman.",
          "Le Kraton, le palais où vit encore le sultan, son gamelan et sa danse de cour, le château d'eau de Taman Sari des sultans et ses bassins, et les ruelles du Kampung Taman.",
          "Der Kraton, der Palast, in dem der Sultan noch lebt, mit Gamelan und Hoftanz, das Wasserschloss Taman Sari der Sultane mit seinen Badebecken und die Gassen des Kampung Taman.",
        ],
      ],
      [
        "see",
        [
          "Yogyakarta: batik, silver and Malioboro",
          "Yogyakarta: batik, argento e Malioboro",
          "Yogyakarta: batik, plata y Malioboro",
          "Yogyakarta : batik, argent et Malioboro",
          "Yogyakarta: Batik, Silber und Malioboro",
        ],
        [
          "A batik workshop where the wax is drawn by hand with a canting pen, the silversmiths of Kotagede, the old Mataram capital, and the street stalls and becak of Malioboro at dusk.",
          "Un laboratorio di batik dove la cera si disegna a mano col pennino canting, gli argentieri di Kotagede, l'antica capitale di Mataram, e le bancarelle e i becak di Malioboro al tramonto.",
          "Un taller de batik donde la cera se dibuja a mano con la pluma canting, los plateros de Kotagede, la antigua capital de Mataram, y los puestos y becak de Malioboro al atardecer.",
          "Un atelier de batik où la cire se trace à la main au canting, les orfèvres de Kotagede, l'ancienne capitale de Mataram, et les étals et becak de Malioboro au crépuscule.",
          "Eine Batikwerkstatt, in der das Wachs von Hand mit dem Canting-Stift gezogen wird, die Silberschmiede von Kotagede, der alten Mataram-Hauptstadt, und die Stände und Becaks der Malioboro in der Dämmerung.",
        ],
      ],
      [
        "food",
        [
          "Yogyakarta: gudeg and the angkringan",
          "Yogyakarta: gudeg e gli angkringan",
          "Yogyakarta: gudeg y los angkringan",
          "Yogyakarta : gudeg et angkringan",
          "Yogyakarta: Gudeg und die Angkringan",
        ],
        [
          "Gudeg, young jackfruit stewed for hours in palm sugar and coconut milk, the city's dish since the sultans, then kopi joss, coffee with a live coal in the glass, at an angkringan cart by the station.",
          "Il gudeg, giovane jackfruit stufato per ore nello zucchero di palma e nel latte di cocco, piatto della città dai tempi dei sultani, poi il kopi joss, caffè con un tizzone nel bicchiere, a un carretto angkringan.",
          "El gudeg, yaca tierna guisada durante horas en azúcar de palma y leche de coco, plato de la ciudad desde los sultanes, y luego el kopi joss, café con una brasa en el vaso, en un carrito angkringan.",
          "Le gudeg, jeune jaque mijoté des heures au sucre de palme et au lait de coco, plat de la ville depuis les sultans, puis le kopi joss, café où l'on plonge une braise, à une charrette angkringan près de la gare.",
          "Gudeg, junge Jackfrucht, stundenlang in Palmzucker und Kokosmilch geschmort, das Gericht der Stadt seit den Sultanen, dann Kopi Joss, Kaffee mit glühender Kohle im Glas, an einem Angkringan-Karren.",
        ],
      ],
    ],
  },
  "IDN Borobudur": {
    days: [
      [
        "see",
        [
          "Borobudur: the great stupa at dawn",
          "Borobudur: il grande stupa all'alba",
          "Borobudur: la gran estupa al amanecer",
          "Borobudur : le grand stupa à l'aube",
          "Borobudur: der große Stupa im Morgengrauen",
        ],
        [
          "The world's largest Buddhist monument at first light, climbed with a licensed guide in the temple's upanat sandals past the relief panels of the Buddha's life, to the bell-shaped stupas at the top.",
          "Il più grande monumento buddhista del mondo alle prime luci, salito con una guida autorizzata nei sandali upanat del tempio tra i pannelli in rilievo della vita del Buddha, fino agli stupa a campana in cima.",
          "El mayor monumento budista del mundo con la primera luz, subido con un guía autorizado y las sandalias upanat del templo entre los relieves de la vida de Buda, hasta las estupas en forma de campana de lo alto.",
          "Le plus grand monument bouddhique du monde aux premières lueurs, gravi avec un guide agréé et les sandales upanat du temple le long des reliefs de la vie du Bouddha, jusqu'aux stupas en cloche du sommet.",
          "Das größte buddhistische Bauwerk der Welt im ersten Licht, mit einem lizenzierten Guide und den Upanat-Sandalen des Tempels an den Reliefs des Buddhalebens vorbei hinauf zu den glockenförmigen Stupas.",
        ],
      ],
      [
        "see",
        [
          "Borobudur: Mendut and the villages of the plain",
          "Borobudur: Mendut e i villaggi della piana",
          "Borobudur: Mendut y las aldeas de la llanura",
          "Borobudur : Mendut et les villages de la plaine",
          "Borobudur: Mendut und die Dörfer der Ebene",
        ],
        [
          "The Mendut and Pawon temples on the old pilgrim line to Borobudur, the Punthuk Setumbu hill for the view of the stupa rising from the palm groves at sunrise, and the pottery and tofu villages of the Menoreh hills.",
          "I templi di Mendut e Pawon sull'antico asse dei pellegrini verso Borobudur, la collina di Punthuk Setumbu per la vista dello stupa che emerge dai palmeti all'alba e i villaggi di vasai e di tofu delle colline Menoreh.",
          "Los templos de Mendut y Pawon en el antiguo eje de los peregrinos hacia Borobudur, la colina de Punthuk Setumbu para ver la estupa surgir de los palmerales al amanecer y las aldeas alfareras y de tofu de las colinas Menoreh.",
          "Les temples de Mendut et Pawon sur l'ancien axe des pèlerins vers Borobudur, la colline de Punthuk Setumbu pour la vue sur le stupa émergeant des palmeraies au lever du soleil, et les villages potiers et de tofu des collines Menoreh.",
          "Die Tempel Mendut und Pawon auf der alten Pilgerachse nach Borobudur, der Hügel Punthuk Setumbu mit Blick auf den Stupa, der sich bei Sonnenaufgang aus den Palmenhainen erhebt, und die Töpfer- und Tofudörfer der Menoreh-Hügel.",
        ],
      ],
    ],
  },
  "IDN Prambanan": {
    days: [
      [
        "see",
        [
          "Prambanan: the Hindu temples of Java",
          "Prambanan: i templi indù di Giava",
          "Prambanan: los templos hindúes de Java",
          "Prambanan : les temples hindous de Java",
          "Prambanan: die Hindutempel Javas",
        ],
        [
          "The soaring Shiva temple of Prambanan and its Ramayana reliefs, the Brahma and Vishnu shrines beside it, the Buddhist Sewu temple in the same park, and the Ramayana ballet staged beside the temples in the evening.",
          "L'altissimo tempio di Shiva di Prambanan coi rilievi del Ramayana, i santuari di Brahma e Vishnu accanto, il tempio buddhista di Sewu nello stesso parco e la sera il balletto del Ramayana messo in scena accanto ai templi.",
          "El altísimo templo de Shiva de Prambanan con sus relieves del Ramayana, los santuarios de Brahma y Vishnu al lado, el templo budista de Sewu en el mismo parque y por la noche el ballet del Ramayana representado junto a los templos.",
          "L'élancé temple de Shiva de Prambanan et ses reliefs du Ramayana, les sanctuaires de Brahma et Vishnu à ses côtés, le temple bouddhiste de Sewu dans le même parc et le soir le ballet du Ramayana joué près des temples.",
          "Der hoch aufragende Shiva-Tempel von Prambanan mit seinen Ramayana-Reliefs, die Schreine von Brahma und Vishnu daneben, der buddhistische Sewu-Tempel im selben Park und abends das Ramayana-Ballett, aufgeführt neben den Tempeln.",
        ],
      ],
    ],
  },
  "IDN Mount Bromo": {
    days: [
      [
        "see",
        [
          "Mount Bromo: sunrise from Penanjakan",
          "Monte Bromo: l'alba dal Penanjakan",
          "Monte Bromo: el amanecer desde el Penanjakan",
          "Mont Bromo : le lever du soleil depuis le Penanjakan",
          "Bromo: Sonnenaufgang vom Penanjakan",
        ],
        [
          "By jeep before dawn to the Penanjakan viewpoint for sunrise over the Tengger caldera, with the smoking cone of Bromo and Semeru behind it, then across the Sea of Sand and up the steps to the crater rim.",
          "In jeep prima dell'alba al belvedere del Penanjakan per il sole che sorge sulla caldera del Tengger, col cono fumante del Bromo e il Semeru dietro, poi attraverso il Mare di sabbia e su per i gradini fino al bordo del cratere.",
          "En jeep antes del alba al mirador del Penanjakan para ver salir el sol sobre la caldera del Tengger, con el cono humeante del Bromo y el Semeru detrás, y luego por el Mar de Arena y los escalones hasta el borde del cráter.",
          "En jeep avant l'aube au belvédère du Penanjakan pour le lever du soleil sur la caldeira du Tengger, le cône fumant du Bromo et le Semeru derrière, puis la traversée de la mer de Sable et les marches jusqu'au bord du cratère.",
          "Vor der Dämmerung im Jeep zum Aussichtspunkt Penanjakan zum Sonnenaufgang über der Tengger-Caldera mit dem rauchenden Bromo und dem Semeru dahinter, dann über das Sandmeer und die Stufen hinauf zum Kraterrand.",
        ],
      ],
      [
        "see",
        [
          "Mount Bromo: the Tengger villages and the savanna",
          "Monte Bromo: i villaggi tengger e la savana",
          "Monte Bromo: las aldeas tengger y la sabana",
          "Mont Bromo : les villages tengger et la savane",
          "Bromo: die Tengger-Dörfer und die Savanne",
        ],
        [
          "The Hindu temple of Pura Luhur Poten on the Sea of Sand, the green savanna and Whispering Sands on the far side of the caldera, and the vegetable terraces of the Tengger villages around Cemoro Lawang.",
          "Il tempio indù di Pura Luhur Poten sul Mare di sabbia, la savana verde e le Sabbie sussurranti dall'altro lato della caldera e gli orti a terrazze dei villaggi tengger attorno a Cemoro Lawang.",
          "El templo hindú de Pura Luhur Poten sobre el Mar de Arena, la sabana verde y las Arenas Susurrantes al otro lado de la caldera y las huertas en terraza de las aldeas tengger en torno a Cemoro Lawang.",
          "Le temple hindou de Pura Luhur Poten sur la mer de Sable, la savane verte et les Sables chuchotants de l'autre côté de la caldeira, et les potagers en terrasses des villages tengger autour de Cemoro Lawang.",
          "Der Hindutempel Pura Luhur Poten im Sandmeer, die grüne Savanne und die Flüsternden Sande am anderen Ende der Caldera und die Gemüseterrassen der Tengger-Dörfer um Cemoro Lawang.",
        ],
      ],
    ],
  },
  "IDN Banyuwangi": {
    days: [
      [
        "see",
        [
          "Banyuwangi: Osing villages and Baluran",
          "Banyuwangi: i villaggi osing e Baluran",
          "Banyuwangi: las aldeas osing y Baluran",
          "Banyuwangi : les villages osing et Baluran",
          "Banyuwangi: die Osing-Dörfer und Baluran",
        ],
        [
          "The Osing village of Kemiren with its gandrung dancers and coffee roasted over wood, then the savanna of Baluran National Park, with banteng, deer and peacocks under the extinct volcano.",
          "Il villaggio osing di Kemiren coi suoi danzatori gandrung e il caffè tostato sulla legna, poi la savana del parco nazionale di Baluran, con banteng, cervi e pavoni sotto il vulcano spento.",
          "La aldea osing de Kemiren con sus bailarinas gandrung y su café tostado a la leña, y luego la sabana del parque nacional Baluran, con bantengs, ciervos y pavos reales bajo el volcán extinto.",
          "Le village osing de Kemiren, ses danseuses gandrung et son café torréfié au feu de bois, puis la savane du parc national de Baluran, ses bantengs, ses cerfs et ses paons au pied du volcan éteint.",
          "Das Osing-Dorf Kemiren mit seinen Gandrung-Tänzerinnen und über Holz geröstetem Kaffee, dann die Savanne des Baluran-Nationalparks mit Bantengs, Hirschen und Pfauen unter dem erloschenen Vulkan.",
        ],
      ],
      [
        "food",
        [
          "Banyuwangi: rujak soto and pecel rawon",
          "Banyuwangi: rujak soto e pecel rawon",
          "Banyuwangi: rujak soto y pecel rawon",
          "Banyuwangi : rujak soto et pecel rawon",
          "Banyuwangi: Rujak Soto und Pecel Rawon",
        ],
        [
          "The East Javanese dishes of the town: rujak soto, vegetable salad with peanut sauce in beef soup, pecel rawon with its black keluak nut broth, and sego tempong with a fierce chili sambal.",
          "I piatti di Giava orientale della città: rujak soto, insalata di verdure in salsa di arachidi nella zuppa di manzo, pecel rawon col suo brodo nero di noce keluak e sego tempong con un sambal feroce.",
          "Los platos de Java Oriental de la ciudad: rujak soto, ensalada de verduras con salsa de cacahuete en sopa de ternera, pecel rawon con su caldo negro de nuez keluak y sego tempong con un sambal feroz.",
          "Les plats de Java-Est de la ville : rujak soto, salade de légumes sauce cacahuète dans une soupe de bœuf, pecel rawon et son bouillon noir de noix keluak, et sego tempong au sambal féroce.",
          "Die ostjavanischen Gerichte der Stadt: Rujak Soto, Gemüsesalat mit Erdnusssoße in Rindfleischsuppe, Pecel Rawon mit schwarzer Keluak-Brühe und Sego Tempong mit scharfem Sambal.",
        ],
      ],
    ],
  },
  "IDN Ijen": {
    days: [
      [
        "see",
        [
          "Ijen: blue fire and the sulfur miners",
          "Ijen: il fuoco blu e i minatori di zolfo",
          "Ijen: el fuego azul y los mineros del azufre",
          "Ijen : le feu bleu et les mineurs de soufre",
          "Ijen: das blaue Feuer und die Schwefelträger",
        ],
        [
          "A night climb with gas masks up the Ijen volcano, down into the crater to see the blue flames of burning sulfur gas, then sunrise over the turquoise acid lake, with miners carrying sulfur blocks past.",
          "Una salita notturna con le maschere antigas sul vulcano Ijen, giù nel cratere per vedere le fiamme blu del gas di zolfo, poi l'alba sul lago acido turchese, coi minatori che passano carichi di zolfo.",
          "Una subida nocturna con máscaras antigás al volcán Ijen, bajando al cráter para ver las llamas azules del gas de azufre, y luego el amanecer sobre el lago ácido turquesa, con mineros cargados de azufre.",
          "Une montée de nuit avec masques à gaz sur le volcan Ijen, la descente dans le cratère pour voir les flammes bleues du gaz soufré, puis le lever du soleil sur le lac acide turquoise, au passage des porteurs de soufre.",
          "Ein nächtlicher Aufstieg mit Gasmasken auf den Ijen und hinab in den Krater zu den blauen Flammen des brennenden Schwefelgases, dann Sonnenaufgang über dem türkisfarbenen Säuresee, vorbei an Schwefelträgern.",
        ],
      ],
      [
        "see",
        [
          "Ijen: coffee plantations and waterfalls",
          "Ijen: piantagioni di caffè e cascate",
          "Ijen: cafetales y cascadas",
          "Ijen : plantations de café et cascades",
          "Ijen: Kaffeeplantagen und Wasserfälle",
        ],
        [
          "The old Dutch coffee estates on the Ijen plateau, with the roasting house and a cup of their arabica, and the Jagir waterfall and hot spring pools in the forest below the volcano.",
          "Le vecchie piantagioni di caffè olandesi dell'altopiano dell'Ijen, con la torrefazione e una tazza della loro arabica, e la cascata Jagir e le vasche termali nella foresta sotto il vulcano.",
          "Las viejas fincas cafeteras holandesas de la meseta del Ijen, con su tostadero y una taza de su arábica, y la cascada Jagir y las pozas termales en el bosque bajo el volcán.",
          "Les anciennes plantations de café hollandaises du plateau de l'Ijen, leur torréfaction et une tasse de leur arabica, et la cascade de Jagir et les bassins d'eau chaude dans la forêt sous le volcan.",
          "Die alten niederländischen Kaffeeplantagen auf dem Ijen-Plateau mit Rösterei und einer Tasse ihres Arabica, dazu der Jagir-Wasserfall und die Thermalbecken im Wald unter dem Vulkan.",
        ],
      ],
    ],
  },
  "IDN Ubud": {
    days: [
      [
        "see",
        [
          "Ubud: the palace, the market and Campuhan Ridge",
          "Ubud: il palazzo, il mercato e la cresta di Campuhan",
          "Ubud: el palacio, el mercado y la cresta de Campuhan",
          "Ubud : le palais, le marché et la crête de Campuhan",
          "Ubud: der Palast, der Markt und der Campuhan-Grat",
        ],
        [
          "The Ubud palace and its carved gates, the lotus pond of Pura Taman Saraswati, the art market, and the Campuhan Ridge walk at dawn, then a legong dance performance in the evening.",
          "Il palazzo di Ubud coi suoi portali scolpiti, lo stagno di loto del Pura Taman Saraswati, il mercato dell'arte e la passeggiata sulla cresta di Campuhan all'alba, poi uno spettacolo di danza legong la sera.",
          "El palacio de Ubud y sus portales tallados, el estanque de lotos del Pura Taman Saraswati, el mercado de arte y el paseo por la cresta de Campuhan al alba, y por la noche una función de danza legong.",
          "Le palais d'Ubud et ses portes sculptées, le bassin de lotus du Pura Taman Saraswati, le marché d'art et la marche sur la crête de Campuhan à l'aube, puis un spectacle de danse legong le soir.",
          "Der Palast von Ubud mit seinen geschnitzten Toren, der Lotusteich des Pura Taman Saraswati, der Kunstmarkt und der Gang über den Campuhan-Grat im Morgengrauen, abends eine Legong-Tanzvorführung.",
        ],
      ],
      [
        "see",
        [
          "Ubud: Tegallalang and Tirta Empul",
          "Ubud: Tegallalang e Tirta Empul",
          "Ubud: Tegallalang y Tirta Empul",
          "Ubud : Tegallalang et Tirta Empul",
          "Ubud: Tegallalang und Tirta Empul",
        ],
        [
          "The rice terraces of Tegallalang watered by the subak system, the holy spring temple of Tirta Empul where Balinese bathe under the spouts, and the rock-cut shrines of Gunung Kawi.",
          "Le risaie a terrazza di Tegallalang irrigate dal sistema subak, il tempio della sorgente sacra di Tirta Empul dove i balinesi si bagnano sotto le cannelle e i santuari scavati nella roccia di Gunung Kawi.",
          "Los arrozales en terraza de Tegallalang regados por el sistema subak, el templo del manantial sagrado de Tirta Empul donde los balineses se bañan bajo los caños y los santuarios tallados en la roca de Gunung Kawi.",
          "Les rizières en terrasses de Tegallalang irriguées par le système subak, le temple de la source sacrée de Tirta Empul où les Balinais se baignent sous les bouches d'eau et les sanctuaires taillés dans la roche de Gunung Kawi.",
          "Die Reisterrassen von Tegallalang mit ihrer Subak-Bewässerung, der Quelltempel Tirta Empul, wo Balinesen unter den Wasserspeiern baden, und die in den Fels gehauenen Schreine von Gunung Kawi.",
        ],
      ],
      [
        "food",
        [
          "Ubud: babi guling and a Balinese kitchen",
          "Ubud: babi guling e una cucina balinese",
          "Ubud: babi guling y una cocina balinesa",
          "Ubud : babi guling et cuisine balinaise",
          "Ubud: Babi Guling und eine balinesische Küche",
        ],
        [
          "Babi guling, spit-roast suckling pig with its crackling and lawar, then a cooking class in a family compound: base genep spice paste, sate lilit on lemongrass sticks and bebek betutu duck.",
          "Il babi guling, maialino allo spiedo con la sua cotenna croccante e il lawar, poi una lezione di cucina nel cortile di una famiglia: pasta di spezie base genep, sate lilit su bastoncini di citronella e anatra bebek betutu.",
          "El babi guling, cochinillo asado al espetón con su piel crujiente y el lawar, y luego una clase de cocina en el recinto de una familia: pasta de especias base genep, sate lilit en palitos de limoncillo y pato bebek betutu.",
          "Le babi guling, cochon de lait à la broche, sa couenne croustillante et son lawar, puis un cours de cuisine dans une maison familiale : pâte d'épices base genep, sate lilit sur tiges de citronnelle et canard bebek betutu.",
          "Babi Guling, Spanferkel vom Spieß mit Kruste und Lawar, dann ein Kochkurs im Hof einer Familie: Gewürzpaste Base Genep, Sate Lilit an Zitronengrasstäben und Ente Bebek Betutu.",
        ],
      ],
    ],
  },
  "IDN Tanah Lot": {
    days: [
      [
        "see",
        [
          "Tanah Lot: the sea temple at sunset",
          "Tanah Lot: il tempio sul mare al tramonto",
          "Tanah Lot: el templo del mar al atardecer",
          "Tanah Lot : le temple de la mer au coucher du soleil",
          "Tanah Lot: der Meerestempel bei Sonnenuntergang",
        ],
        [
          "The sea temple of Tanah Lot on its rock in the surf, reached on foot at low tide, its holy spring and sea snakes in the caves, with the royal temple of Taman Ayun at Mengwi on the way.",
          "Il tempio sul mare di Tanah Lot sul suo scoglio tra le onde, raggiungibile a piedi con la bassa marea, con la sorgente sacra e i serpenti di mare nelle grotte, e il tempio reale di Taman Ayun a Mengwi lungo la strada.",
          "El templo del mar de Tanah Lot sobre su roca entre las olas, al que se llega a pie con la marea baja, su manantial sagrado y las serpientes marinas de las cuevas, con el templo real de Taman Ayun en Mengwi de camino.",
          "Le temple de la mer de Tanah Lot sur son rocher dans les vagues, accessible à pied à marée basse, sa source sacrée et les serpents de mer des grottes, avec le temple royal de Taman Ayun à Mengwi en chemin.",
          "Der Meerestempel Tanah Lot auf seinem Felsen in der Brandung, bei Ebbe zu Fuß erreichbar, mit heiliger Quelle und Seeschlangen in den Höhlen, unterwegs der Königstempel Taman Ayun in Mengwi.",
        ],
      ],
    ],
  },
  "IDN Uluwatu": {
    days: [
      [
        "see",
        [
          "Uluwatu: the cliff temple and the kecak dance",
          "Uluwatu: il tempio sulla scogliera e la danza kecak",
          "Uluwatu: el templo del acantilado y la danza kecak",
          "Uluwatu : le temple de la falaise et la danse kecak",
          "Uluwatu: der Klippentempel und der Kecak-Tanz",
        ],
        [
          "Pura Luhur Uluwatu on the edge of a cliff above the Indian Ocean, with its monkeys, and at sunset the kecak fire dance, a chorus of men chanting the Ramayana in the open-air stage above the sea.",
          "Il Pura Luhur Uluwatu sul ciglio di una scogliera sopra l'oceano Indiano, con le sue scimmie, e al tramonto la danza kecak del fuoco, un coro di uomini che canta il Ramayana sul palco all'aperto sul mare.",
          "El Pura Luhur Uluwatu al borde de un acantilado sobre el océano Índico, con sus monos, y al atardecer la danza kecak del fuego, un coro de hombres que canta el Ramayana en el escenario al aire libre sobre el mar.",
          "Le Pura Luhur Uluwatu au bord d'une falaise au-dessus de l'océan Indien, avec ses singes, et au couchant la danse kecak du feu, un chœur d'hommes qui psalmodie le Ramayana sur la scène en plein air face à la mer.",
          "Der Pura Luhur Uluwatu am Rand einer Klippe über dem Indischen Ozean mit seinen Affen und bei Sonnenuntergang der Feuertanz Kecak, ein Männerchor, der auf der Freilichtbühne über dem Meer das Ramayana singt.",
        ],
      ],
      [
        "beach",
        [
          "Uluwatu: surf lessons at Padang Padang",
          "Uluwatu: lezioni di surf a Padang Padang",
          "Uluwatu: clases de surf en Padang Padang",
          "Uluwatu : cours de surf à Padang Padang",
          "Uluwatu: Surfkurs in Padang Padang",
        ],
        [
          "A surf lesson on the gentler waves at the inside of Padang Padang or Dreamland, while the experienced watch the famous left-hand reef break of Uluwatu rolling in below the cliff-top warungs.",
          "Una lezione di surf sulle onde più dolci all'interno di Padang Padang o a Dreamland, mentre i più esperti guardano la famosa onda sinistra sulla scogliera di Uluwatu che arriva sotto i warung in cima alla rupe.",
          "Una clase de surf en las olas más suaves del interior de Padang Padang o en Dreamland, mientras los expertos miran la famosa izquierda de arrecife de Uluwatu que rompe bajo los warungs del acantilado.",
          "Un cours de surf sur les vagues plus douces de l'intérieur de Padang Padang ou de Dreamland, pendant que les confirmés regardent la célèbre gauche de récif d'Uluwatu dérouler sous les warungs de la falaise.",
          "Ein Surfkurs auf den sanfteren Wellen am Inside von Padang Padang oder in Dreamland, während die Erfahrenen die berühmte Riff-Linkswelle von Uluwatu unter den Warungs auf der Klippe anrollen sehen.",
        ],
      ],
    ],
  },
  "IDN Sanur": {
    days: [
      [
        "see",
        [
          "Sanur: the beach path and Le Mayeur's house",
          "Sanur: il lungomare e la casa di Le Mayeur",
          "Sanur: el paseo de la playa y la casa de Le Mayeur",
          "Sanur : la promenade de la plage et la maison de Le Mayeur",
          "Sanur: der Strandweg und das Haus von Le Mayeur",
        ],
        [
          "The beach path along the reef-sheltered coast at sunrise, past the fishing jukung boats, to the house and garden of the Belgian painter Le Mayeur, and the stone pillar of Blanjong from the tenth century.",
          "Il sentiero lungo la costa riparata dalla barriera all'alba, tra le barche da pesca jukung, fino alla casa e al giardino del pittore belga Le Mayeur e al pilastro di pietra di Blanjong del X secolo.",
          "El camino de la playa por la costa resguardada por el arrecife al amanecer, entre las barcas de pesca jukung, hasta la casa y el jardín del pintor belga Le Mayeur y el pilar de piedra de Blanjong del siglo X.",
          "Le chemin de plage le long de la côte abritée par le récif au lever du soleil, parmi les barques de pêche jukung, jusqu'à la maison et au jardin du peintre belge Le Mayeur et au pilier de pierre de Blanjong du Xe siècle.",
          "Der Strandweg an der riffgeschützten Küste bei Sonnenaufgang, vorbei an den Jukung-Fischerbooten, zu Haus und Garten des belgischen Malers Le Mayeur und zur Steinsäule von Blanjong aus dem 10. Jahrhundert.",
        ],
      ],
      [
        "food",
        [
          "Sanur: the night market and seafood at Jimbaran",
          "Sanur: il mercato notturno e il pesce a Jimbaran",
          "Sanur: el mercado nocturno y el marisco en Jimbaran",
          "Sanur : le marché de nuit et les fruits de mer de Jimbaran",
          "Sanur: der Nachtmarkt und Meeresfrüchte in Jimbaran",
        ],
        [
          "Nasi campur, martabak and sate at the Sindhu night market, and grilled fish, prawns and clams with sambal matah on the sand at Jimbaran bay as the sun goes down.",
          "Nasi campur, martabak e sate al mercato notturno di Sindhu, e pesce, gamberi e vongole alla griglia col sambal matah sulla sabbia della baia di Jimbaran mentre tramonta il sole.",
          "Nasi campur, martabak y sate en el mercado nocturno de Sindhu, y pescado, gambas y almejas a la brasa con sambal matah sobre la arena de la bahía de Jimbaran mientras se pone el sol.",
          "Nasi campur, martabak et sate au marché de nuit de Sindhu, puis poisson, crevettes et palourdes grillés au sambal matah sur le sable de la baie de Jimbaran au coucher du soleil.",
          "Nasi Campur, Martabak und Sate auf dem Nachtmarkt von Sindhu, dann gegrillter Fisch, Garnelen und Muscheln mit Sambal Matah im Sand der Bucht von Jimbaran bei Sonnenuntergang.",
        ],
      ],
    ],
  },
  "IDN Nusa Penida": {
    days: [
      [
        "see",
        [
          "Nusa Penida: Kelingking and Broken Beach",
          "Nusa Penida: Kelingking e Broken Beach",
          "Nusa Penida: Kelingking y Broken Beach",
          "Nusa Penida : Kelingking et Broken Beach",
          "Nusa Penida: Kelingking und Broken Beach",
        ],
        [
          "The cliffs of the island's west coast: the T-rex headland above Kelingking beach, the sea arch of Pasih Uug, Broken Beach, and Angel's Billabong, a rock pool filled by the waves.",
          "Le scogliere della costa ovest dell'isola: il promontorio a forma di T-rex sopra la spiaggia di Kelingking, l'arco marino di Pasih Uug, Broken Beach e Angel's Billabong, una piscina nella roccia riempita dalle onde.",
          "Los acantilados de la costa oeste de la isla: el cabo en forma de T-rex sobre la playa de Kelingking, el arco marino de Pasih Uug, Broken Beach y Angel's Billabong, una poza en la roca llenada por las olas.",
          "Les falaises de la côte ouest de l'île : le promontoire en forme de T-rex au-dessus de la plage de Kelingking, l'arche marine de Pasih Uug, Broken Beach et Angel's Billabong, une vasque rocheuse remplie par les vagues.",
          "Die Klippen der Westküste: die T-Rex-Landzunge über dem Strand von Kelingking, der Meeresbogen Pasih Uug, Broken Beach und Angel's Billabong, ein von den Wellen gefüllter Felspool.",
        ],
      ],
      [
        "boat",
        [
          "Nusa Penida: manta rays at Manta Point",
          "Nusa Penida: le mante a Manta Point",
          "Nusa Penida: las mantas de Manta Point",
          "Nusa Penida : les raies manta de Manta Point",
          "Nusa Penida: Mantarochen am Manta Point",
        ],
        [
          "A boat along the south cliffs to Manta Point, where reef manta rays come to be cleaned and can be watched from the surface with a mask, then the coral of Crystal Bay and Gamat Bay.",
          "Una barca lungo le scogliere del sud fino a Manta Point, dove le mante di barriera vengono a farsi pulire e si osservano dalla superficie con la maschera, poi i coralli di Crystal Bay e Gamat Bay.",
          "Un barco junto a los acantilados del sur hasta Manta Point, donde las mantas de arrecife acuden a limpiarse y se ven desde la superficie con máscara, y luego los corales de Crystal Bay y Gamat Bay.",
          "Un bateau le long des falaises du sud jusqu'à Manta Point, où les raies manta de récif viennent se faire nettoyer et s'observent depuis la surface avec un masque, puis les coraux de Crystal Bay et Gamat Bay.",
          "Ein Boot an den Südklippen entlang zum Manta Point, wo Riffmantas zur Putzerstation kommen und mit Maske von der Oberfläche zu sehen sind, dann die Korallen von Crystal Bay und Gamat Bay.",
        ],
      ],
    ],
  },
  "IDN Lombok": {
    days: [
      [
        "see",
        [
          "Lombok: Sasak villages and the south coast",
          "Lombok: i villaggi sasak e la costa sud",
          "Lombok: las aldeas sasak y la costa sur",
          "Lombok : les villages sasak et la côte sud",
          "Lombok: die Sasak-Dörfer und die Südküste",
        ],
        [
          "The Sasak village of Sade with its thatched rice barns and floors polished with buffalo dung, the ikat weavers of Sukarara, and the hills above the bays of Kuta and Tanjung Aan.",
          "Il villaggio sasak di Sade coi suoi granai di riso dal tetto di paglia e i pavimenti lucidati con lo sterco di bufalo, le tessitrici di ikat di Sukarara e le colline sopra le baie di Kuta e Tanjung Aan.",
          "La aldea sasak de Sade con sus graneros de arroz con tejado de paja y sus suelos pulidos con estiércol de búfalo, las tejedoras de ikat de Sukarara y las colinas sobre las bahías de Kuta y Tanjung Aan.",
          "Le village sasak de Sade, ses greniers à riz au toit de chaume et ses sols polis à la bouse de buffle, les tisserandes d'ikat de Sukarara et les collines au-dessus des baies de Kuta et de Tanjung Aan.",
          "Das Sasak-Dorf Sade mit seinen strohgedeckten Reisspeichern und mit Büffeldung polierten Böden, die Ikat-Weberinnen von Sukarara und die Hügel über den Buchten von Kuta und Tanjung Aan.",
        ],
      ],
      [
        "beach",
        [
          "Lombok: surf at Selong Belanak",
          "Lombok: surf a Selong Belanak",
          "Lombok: surf en Selong Belanak",
          "Lombok : surf à Selong Belanak",
          "Lombok: Surfen in Selong Belanak",
        ],
        [
          "The long sandy bay of Selong Belanak, where soft waves roll onto the beach and local surf schools teach beginners, with the reef breaks of Gerupuk bay reached by boat for those who surf already.",
          "La lunga baia sabbiosa di Selong Belanak, dove onde dolci arrivano sulla spiaggia e le scuole di surf locali insegnano ai principianti, con le onde di scogliera della baia di Gerupuk in barca per chi già surfa.",
          "La larga bahía de arena de Selong Belanak, donde olas suaves llegan a la playa y las escuelas de surf locales enseñan a principiantes, con las olas de arrecife de la bahía de Gerupuk en barca para quien ya surfea.",
          "La longue baie de sable de Selong Belanak, où des vagues douces déferlent sur la plage et où les écoles de surf locales forment les débutants, avec les vagues de récif de la baie de Gerupuk en bateau pour les surfeurs.",
          "Die lange Sandbucht von Selong Belanak, wo sanfte Wellen auf den Strand laufen und Surfschulen aus dem Ort Anfänger unterrichten, für Geübte die Riffwellen der Gerupuk-Bucht per Boot.",
        ],
      ],
    ],
  },
  "IDN Gili Islands": {
    days: [
      [
        "see",
        [
          "Gili Islands: around Gili Trawangan",
          "Isole Gili: il giro di Gili Trawangan",
          "Islas Gili: la vuelta a Gili Trawangan",
          "Îles Gili : le tour de Gili Trawangan",
          "Gili-Inseln: rund um Gili Trawangan",
        ],
        [
          "By bicycle or on foot around car-free Gili Trawangan, past the turtle hatchery and the swings in the sea on the west coast, to the hill on its south end for sunset over Bali's Mount Agung.",
          "In bicicletta o a piedi attorno a Gili Trawangan, senza auto, oltre il centro di schiusa delle tartarughe e le altalene nel mare della costa ovest, fino alla collina sulla punta sud per il tramonto sul monte Agung di Bali.",
          "En bicicleta o a pie alrededor de Gili Trawangan, sin coches, junto al criadero de tortugas y los columpios en el mar de la costa oeste, hasta la colina del extremo sur para ver el atardecer sobre el monte Agung de Bali.",
          "À vélo ou à pied autour de Gili Trawangan sans voitures, par l'écloserie de tortues et les balançoires dans la mer de la côte ouest, jusqu'à la colline du sud pour le coucher du soleil sur le mont Agung de Bali.",
          "Mit dem Rad oder zu Fuß rund um das autofreie Gili Trawangan, an der Schildkrötenaufzucht und den Schaukeln im Meer an der Westküste vorbei zum Hügel im Süden für den Sonnenuntergang über Balis Agung.",
        ],
      ],
      [
        "boat",
        [
          "Gili Islands: turtles and the underwater statues",
          "Isole Gili: tartarughe e statue sommerse",
          "Islas Gili: tortugas y estatuas sumergidas",
          "Îles Gili : tortues et statues sous-marines",
          "Gili-Inseln: Schildkröten und Unterwasserstatuen",
        ],
        [
          "A glass-bottom boat between the three islands, to snorkel with green turtles off Gili Meno, over the ring of underwater statues called Nest, and along the reefs of Gili Air.",
          "Una barca dal fondo di vetro tra le tre isole, per lo snorkeling con le tartarughe verdi al largo di Gili Meno, sopra il cerchio di statue sommerse chiamato Nest e lungo le scogliere di Gili Air.",
          "Un barco con fondo de cristal entre las tres islas, para bucear con tubo con tortugas verdes frente a Gili Meno, sobre el círculo de estatuas sumergidas llamado Nest y junto a los arrecifes de Gili Air.",
          "Un bateau à fond de verre entre les trois îles, pour le snorkeling avec les tortues vertes au large de Gili Meno, au-dessus du cercle de statues immergées appelé Nest et le long des récifs de Gili Air.",
          "Ein Glasbodenboot zwischen den drei Inseln zum Schnorcheln mit Suppenschildkröten vor Gili Meno, über dem Kreis versunkener Statuen namens Nest und an den Riffen von Gili Air entlang.",
        ],
      ],
      [
        "night",
        [
          "Gili Islands: Gili Trawangan after dark",
          "Isole Gili: Gili Trawangan di notte",
          "Islas Gili: Gili Trawangan de noche",
          "Îles Gili : Gili Trawangan la nuit",
          "Gili-Inseln: Gili Trawangan bei Nacht",
        ],
        [
          "The night market by the boat landing of Gili Trawangan with grilled fish and sate, then beach bars with bean bags and reggae, and the island's rotating party nights along the east shore.",
          "Il mercato notturno vicino al porticciolo di Gili Trawangan con pesce alla griglia e sate, poi i bar sulla spiaggia con pouf e reggae e le feste a rotazione dell'isola lungo la riva est.",
          "El mercado nocturno junto al embarcadero de Gili Trawangan con pescado a la brasa y sate, y luego bares de playa con pufs y reggae y las fiestas rotatorias de la isla en la orilla este.",
          "Le marché de nuit près de l'embarcadère de Gili Trawangan, poisson grillé et sate, puis les bars de plage, poufs et reggae, et les soirées tournantes de l'île sur la rive est.",
          "Der Nachtmarkt am Anleger von Gili Trawangan mit gegrilltem Fisch und Sate, dann Strandbars mit Sitzsäcken und Reggae und die wechselnden Partynächte der Insel an der Ostküste.",
        ],
      ],
    ],
  },
  "IDN Mount Rinjani": {
    months: [4, 12],
    days: [
      [
        "trek",
        [
          "Mount Rinjani: Sembalun to the crater rim",
          "Monte Rinjani: da Sembalun al bordo del cratere",
          "Monte Rinjani: de Sembalun al borde del cráter",
          "Mont Rinjani : de Sembalun au bord du cratère",
          "Rinjani: von Sembalun zum Kraterrand",
        ],
        [
          "From Sembalun across the savanna and up the steep Seven Hills to the camp on the Sembalun crater rim, looking down on the Segara Anak lake and the young cone of Gunung Barujari.",
          "Da Sembalun attraverso la savana e su per le ripide Sette colline fino al campo sul bordo del cratere di Sembalun, con la vista sul lago Segara Anak e sul giovane cono del Gunung Barujari.",
          "Desde Sembalun por la sabana y subiendo las empinadas Siete Colinas hasta el campamento en el borde del cráter de Sembalun, mirando abajo al lago Segara Anak y al joven cono del Gunung Barujari.",
          "De Sembalun à travers la savane et par les raides Sept Collines jusqu'au camp sur le bord du cratère de Sembalun, face au lac Segara Anak et au jeune cône du Gunung Barujari.",
          "Von Sembalun durch die Savanne und die steilen Sieben Hügel hinauf zum Lager am Sembalun-Kraterrand mit Blick hinab auf den See Segara Anak und den jungen Kegel des Gunung Barujari.",
        ],
      ],
      [
        "trek",
        [
          "Mount Rinjani: to the summit at dawn",
          "Monte Rinjani: in vetta all'alba",
          "Monte Rinjani: a la cumbre al amanecer",
          "Mont Rinjani : au sommet à l'aube",
          "Rinjani: zum Gipfel im Morgengrauen",
        ],
        [
          "Up in the dark along the loose volcanic scree of the summit ridge to the top of Rinjani at sunrise, with Bali's Mount Agung and Sumbawa's Tambora on the horizon, then down to the lake.",
          "In salita al buio sul ghiaione vulcanico della cresta fino alla vetta del Rinjani all'alba, col monte Agung di Bali e il Tambora di Sumbawa all'orizzonte, poi giù fino al lago.",
          "Subida a oscuras por la pedrera volcánica de la cresta hasta la cima del Rinjani al amanecer, con el monte Agung de Bali y el Tambora de Sumbawa en el horizonte, y luego bajada hasta el lago.",
          "Montée de nuit dans les éboulis volcaniques de l'arête jusqu'au sommet du Rinjani au lever du soleil, avec le mont Agung de Bali et le Tambora de Sumbawa à l'horizon, puis descente vers le lac.",
          "Im Dunkeln über das lose Vulkangeröll des Gipfelgrats zum Gipfel des Rinjani bei Sonnenaufgang, mit Balis Agung und dem Tambora auf Sumbawa am Horizont, dann hinab zum See.",
        ],
      ],
      [
        "trek",
        [
          "Mount Rinjani: Segara Anak and the hot springs",
          "Monte Rinjani: il Segara Anak e le sorgenti calde",
          "Monte Rinjani: el Segara Anak y las fuentes termales",
          "Mont Rinjani : le Segara Anak et les sources chaudes",
          "Rinjani: der Segara Anak und die heißen Quellen",
        ],
        [
          "Down into the caldera to the crescent lake of Segara Anak, where pilgrims fish and bathe, a soak in the hot springs of Aik Kalak, and the climb up to the Senaru crater rim for the night.",
          "Giù nella caldera fino al lago a mezzaluna del Segara Anak, dove i pellegrini pescano e si bagnano, un'immersione nelle sorgenti calde di Aik Kalak e la salita al bordo del cratere di Senaru per la notte.",
          "Bajada a la caldera hasta el lago en media luna del Segara Anak, donde los peregrinos pescan y se bañan, un baño en las fuentes termales de Aik Kalak y la subida al borde del cráter de Senaru para la noche.",
          "La descente dans la caldeira jusqu'au lac en croissant du Segara Anak, où les pèlerins pêchent et se baignent, un bain aux sources chaudes d'Aik Kalak et la remontée au bord du cratère de Senaru pour la nuit.",
          "Hinab in die Caldera zum sichelförmigen See Segara Anak, wo Pilger fischen und baden, ein Bad in den heißen Quellen von Aik Kalak und der Aufstieg zum Senaru-Kraterrand für die Nacht.",
        ],
      ],
      [
        "trek",
        [
          "Mount Rinjani: down through the forest to Senaru",
          "Monte Rinjani: giù nella foresta fino a Senaru",
          "Monte Rinjani: bajada por el bosque hasta Senaru",
          "Mont Rinjani : la descente en forêt jusqu'à Senaru",
          "Rinjani: durch den Wald hinab nach Senaru",
        ],
        [
          "The long descent from the Senaru rim through pine and then monsoon forest, with black monkeys and hornbills, to the village of Senaru and its waterfalls of Sendang Gile and Tiu Kelep.",
          "La lunga discesa dal bordo di Senaru tra pini e poi foresta monsonica, con scimmie nere e buceri, fino al villaggio di Senaru e alle sue cascate di Sendang Gile e Tiu Kelep.",
          "El largo descenso desde el borde de Senaru entre pinos y luego bosque monzónico, con monos negros y cálaos, hasta la aldea de Senaru y sus cascadas de Sendang Gile y Tiu Kelep.",
          "La longue descente depuis le bord de Senaru à travers les pins puis la forêt de mousson, parmi les singes noirs et les calaos, jusqu'au village de Senaru et ses cascades de Sendang Gile et Tiu Kelep.",
          "Der lange Abstieg vom Senaru-Rand durch Kiefern und dann Monsunwald mit schwarzen Affen und Nashornvögeln zum Dorf Senaru und seinen Wasserfällen Sendang Gile und Tiu Kelep.",
        ],
      ],
      [
        "see",
        [
          "Mount Rinjani: the Senaru waterfalls",
          "Monte Rinjani: le cascate di Senaru",
          "Monte Rinjani: las cascadas de Senaru",
          "Mont Rinjani : les cascades de Senaru",
          "Rinjani: die Wasserfälle von Senaru",
        ],
        [
          "A walk at the foot of the volcano from Senaru along an irrigation channel through the forest to the Sendang Gile falls and the wide curtain of Tiu Kelep, and a visit to the old Sasak village of Senaru.",
          "Una camminata ai piedi del vulcano da Senaru lungo un canale d'irrigazione nella foresta fino alle cascate Sendang Gile e all'ampio velo di Tiu Kelep, e la visita al vecchio villaggio sasak di Senaru.",
          "Una caminata al pie del volcán desde Senaru por un canal de riego en el bosque hasta las cascadas Sendang Gile y la amplia cortina de Tiu Kelep, y la visita a la vieja aldea sasak de Senaru.",
          "Une marche au pied du volcan depuis Senaru le long d'un canal d'irrigation en forêt jusqu'aux chutes de Sendang Gile et au large rideau de Tiu Kelep, et la visite du vieux village sasak de Senaru.",
          "Eine Wanderung am Fuß des Vulkans von Senaru an einem Bewässerungskanal durch den Wald zu den Sendang-Gile-Fällen und dem breiten Vorhang von Tiu Kelep, dazu das alte Sasak-Dorf Senaru.",
        ],
      ],
    ],
  },
  "IDN Labuan Bajo": {
    days: [
      [
        "see",
        [
          "Labuan Bajo: the port town and Batu Cermin",
          "Labuan Bajo: il porto e Batu Cermin",
          "Labuan Bajo: el pueblo del puerto y Batu Cermin",
          "Labuan Bajo : le port et Batu Cermin",
          "Labuan Bajo: die Hafenstadt und Batu Cermin",
        ],
        [
          "The Batu Cermin cave, where sunlight through a gap lights fossil coral on the walls, the fishing port full of wooden phinisi boats, and sunset over the islands from the Amelia Sea View hill.",
          "La grotta di Batu Cermin, dove un raggio di sole da una fessura illumina i coralli fossili sulle pareti, il porto di pesca pieno di barche di legno phinisi e il tramonto sulle isole dalla collina di Amelia Sea View.",
          "La cueva de Batu Cermin, donde el sol por una grieta ilumina corales fósiles en las paredes, el puerto pesquero lleno de barcos de madera phinisi y el atardecer sobre las islas desde la colina de Amelia Sea View.",
          "La grotte de Batu Cermin, où un rayon de soleil par une fente éclaire les coraux fossiles des parois, le port de pêche plein de bateaux de bois phinisi et le coucher du soleil sur les îles depuis la colline d'Amelia Sea View.",
          "Die Höhle Batu Cermin, in der Sonnenlicht durch einen Spalt fossile Korallen an den Wänden erhellt, der Fischerhafen voller hölzerner Phinisi-Boote und Sonnenuntergang über den Inseln vom Hügel Amelia Sea View.",
        ],
      ],
      [
        "food",
        [
          "Labuan Bajo: the fish market and Flores coffee",
          "Labuan Bajo: il mercato del pesce e il caffè di Flores",
          "Labuan Bajo: el mercado de pescado y el café de Flores",
          "Labuan Bajo : le marché aux poissons et le café de Florès",
          "Labuan Bajo: der Fischmarkt und Flores-Kaffee",
        ],
        [
          "The evening fish stalls on the waterfront, where the catch is grilled with sambal and rice, and the arabica of the Bajawa highlands of Flores, roasted and poured in the cafés above the port.",
          "Le bancarelle serali del pesce sul lungomare, dove il pescato si griglia con sambal e riso, e l'arabica degli altopiani di Bajawa a Flores, tostata e servita nei caffè sopra il porto.",
          "Los puestos de pescado de la tarde en el paseo marítimo, donde la pesca se asa con sambal y arroz, y el arábica de las tierras altas de Bajawa en Flores, tostado y servido en los cafés sobre el puerto.",
          "Les étals de poisson du soir sur le front de mer, où la pêche est grillée avec sambal et riz, et l'arabica des hautes terres de Bajawa à Florès, torréfié et servi dans les cafés au-dessus du port.",
          "Die abendlichen Fischstände an der Uferstraße, wo der Fang mit Sambal und Reis gegrillt wird, und der Arabica aus dem Bajawa-Hochland von Flores, geröstet und ausgeschenkt in den Cafés über dem Hafen.",
        ],
      ],
    ],
  },
  "IDN Komodo": {
    days: [
      [
        "see",
        [
          "Komodo: the dragons of Rinca and Komodo",
          "Komodo: i draghi di Rinca e Komodo",
          "Komodo: los dragones de Rinca y Komodo",
          "Komodo : les dragons de Rinca et Komodo",
          "Komodo: die Warane von Rinca und Komodo",
        ],
        [
          "By boat into the national park and ashore with a ranger carrying a forked stick, on the trails of Komodo or Rinca island to see the Komodo dragons, the largest lizards on earth, near the waterholes.",
          "In barca nel parco nazionale e a terra con un ranger armato di bastone biforcuto, sui sentieri dell'isola di Komodo o di Rinca per vedere i draghi di Komodo, le lucertole più grandi del mondo, vicino alle pozze.",
          "En barco al parque nacional y a tierra con un guarda armado con un palo ahorquillado, por los senderos de la isla de Komodo o de Rinca para ver los dragones de Komodo, los mayores lagartos del mundo, junto a las charcas.",
          "En bateau dans le parc national puis à terre avec un ranger armé d'un bâton fourchu, sur les sentiers de l'île de Komodo ou de Rinca pour voir les dragons de Komodo, plus grands lézards du monde, près des points d'eau.",
          "Mit dem Boot in den Nationalpark und an Land mit einem Ranger und seinem Gabelstock, auf den Pfaden von Komodo oder Rinca zu den Komodowaranen, den größten Echsen der Erde, an den Wasserstellen.",
        ],
      ],
      [
        "see",
        [
          "Komodo: Padar, Pink Beach and the mantas",
          "Komodo: Padar, la Spiaggia rosa e le mante",
          "Komodo: Padar, la Playa Rosa y las mantas",
          "Komodo : Padar, la plage rose et les raies manta",
          "Komodo: Padar, der Pink Beach und die Mantas",
        ],
        [
          "The climb at dawn up Padar island for the view over its three curved bays, a swim at Pink Beach, tinted by red coral, and a snorkel with the manta rays at Makassar Reef.",
          "La salita all'alba sull'isola di Padar per la vista sulle sue tre baie curve, un bagno alla Spiaggia rosa tinta dal corallo rosso e lo snorkeling con le mante a Makassar Reef.",
          "La subida al alba a la isla de Padar para ver sus tres bahías curvas, un baño en la Playa Rosa teñida por el coral rojo y buceo con tubo con las mantas en Makassar Reef.",
          "La montée à l'aube sur l'île de Padar pour la vue sur ses trois baies courbes, une baignade à la plage rose teintée par le corail rouge et du snorkeling avec les raies manta à Makassar Reef.",
          "Der Aufstieg im Morgengrauen auf Padar mit Blick über die drei geschwungenen Buchten, ein Bad am von roter Koralle gefärbten Pink Beach und Schnorcheln mit den Mantas am Makassar Reef.",
        ],
      ],
    ],
  },
  "IDN Tanjung Puting": {
    days: [
      [
        "see",
        [
          "Tanjung Puting: by klotok to Camp Leakey",
          "Tanjung Puting: in klotok fino a Camp Leakey",
          "Tanjung Puting: en klotok hasta Camp Leakey",
          "Tanjung Puting : en klotok jusqu'à Camp Leakey",
          "Tanjung Puting: mit dem Klotok nach Camp Leakey",
        ],
        [
          "Up the Sekonyer River on a wooden klotok riverboat between nipa palms and peat forest, to Camp Leakey, the research station where orangutans come out of the forest at the feeding platform.",
          "Risalendo il fiume Sekonyer su una barca di legno klotok tra palme nipa e foresta torbiera, fino a Camp Leakey, la stazione di ricerca dove gli oranghi escono dalla foresta alla piattaforma del pasto.",
          "Río Sekonyer arriba en un barco fluvial de madera klotok entre palmas nipa y bosque de turbera, hasta Camp Leakey, la estación de investigación donde los orangutanes salen del bosque a la plataforma de comida.",
          "En remontant la Sekonyer sur un klotok, bateau de rivière en bois, entre les palmiers nipa et la forêt de tourbe, jusqu'à Camp Leakey, la station de recherche où les orangs-outans sortent de la forêt vers la plateforme de nourrissage.",
          "Auf einem hölzernen Klotok-Flussboot den Sekonyer hinauf zwischen Nipapalmen und Torfwald nach Camp Leakey, der Forschungsstation, wo Orang-Utans an der Futterplattform aus dem Wald kommen.",
        ],
      ],
      [
        "see",
        [
          "Tanjung Puting: Tanjung Harapan and the river at night",
          "Tanjung Puting: Tanjung Harapan e il fiume di notte",
          "Tanjung Puting: Tanjung Harapan y el río de noche",
          "Tanjung Puting : Tanjung Harapan et la rivière la nuit",
          "Tanjung Puting: Tanjung Harapan und der Fluss bei Nacht",
        ],
        [
          "The feeding stations of Tanjung Harapan and Pondok Tanggui, a jungle walk with a ranger, then the river at dusk, with proboscis monkeys in the trees and fireflies along the banks.",
          "Le piattaforme del pasto di Tanjung Harapan e Pondok Tanggui, una camminata nella giungla con un ranger, poi il fiume al tramonto, con le nasiche sugli alberi e le lucciole lungo le rive.",
          "Las plataformas de comida de Tanjung Harapan y Pondok Tanggui, una caminata por la selva con un guarda, y luego el río al atardecer, con monos narigudos en los árboles y luciérnagas en las orillas.",
          "Les plateformes de nourrissage de Tanjung Harapan et Pondok Tanggui, une marche en forêt avec un ranger, puis la rivière au crépuscule, les nasiques dans les arbres et les lucioles le long des berges.",
          "Die Futterstellen von Tanjung Harapan und Pondok Tanggui, ein Dschungelgang mit einem Ranger, dann der Fluss in der Dämmerung mit Nasenaffen in den Bäumen und Glühwürmchen an den Ufern.",
        ],
      ],
    ],
  },
  // Philippines
  "PHL Manila": {
    days: [
      [
        "see",
        [
          "Manila: Intramuros and San Agustin",
          "Manila: Intramuros e San Agustin",
          "Manila: Intramuros y San Agustín",
          "Manila : Intramuros et San Agustin",
          "Manila: Intramuros und San Agustin",
        ],
        [
          "The walled Spanish city of Intramuros by bamboo bicycle or kalesa: Fort Santiago, where José Rizal was held, the baroque San Agustin Church, the oldest in the country, and the rooms of Casa Manila.",
          "La città spagnola murata di Intramuros in bicicletta di bambù o in kalesa: il Forte Santiago, dove fu imprigionato José Rizal, la chiesa barocca di San Agustin, la più antica del paese, e le sale di Casa Manila.",
          "La ciudad española amurallada de Intramuros en bicicleta de bambú o en kalesa: el Fuerte Santiago, donde estuvo preso José Rizal, la iglesia barroca de San Agustín, la más antigua del país, y las salas de Casa Manila.",
          "La ville espagnole fortifiée d'Intramuros en vélo de bambou ou en kalesa : le fort Santiago, où fut détenu José Rizal, l'église baroque San Agustin, la plus ancienne du pays, et les salles de la Casa Manila.",
          "Die ummauerte spanische Stadt Intramuros mit dem Bambusrad oder der Kalesa: Fort Santiago, wo José Rizal gefangen war, die barocke Kirche San Agustin, die älteste des Landes, und die Räume der Casa Manila.",
        ],
      ],
      [
        "see",
        [
          "Manila: Binondo, Quiapo and the National Museum",
          "Manila: Binondo, Quiapo e il Museo nazionale",
          "Manila: Binondo, Quiapo y el Museo Nacional",
          "Manila : Binondo, Quiapo et le Musée national",
          "Manila: Binondo, Quiapo und das Nationalmuseum",
        ],
        [
          "Binondo, the world's oldest Chinatown, and its Minor Basilica, the crowds around the Black Nazarene of Quiapo Church, the National Museum's Spoliarium, except on a Monday, when it is closed, and sunset over Manila Bay from Rizal Park.",
          "Binondo, la Chinatown più antica del mondo, con la sua basilica, la folla attorno al Nazareno nero della chiesa di Quiapo, lo Spoliarium del Museo nazionale, tranne il lunedì, quando è chiuso, e il tramonto sulla baia di Manila dal parco Rizal.",
          "Binondo, el barrio chino más antiguo del mundo, con su basílica, el gentío en torno al Nazareno Negro de la iglesia de Quiapo, el Spoliarium del Museo Nacional, salvo en lunes, cuando cierra, y el atardecer sobre la bahía de Manila desde el parque Rizal.",
          "Binondo, le plus ancien quartier chinois du monde, et sa basilique, la foule autour du Nazaréen noir de l'église de Quiapo, le Spoliarium du Musée national, sauf le lundi, jour de sa fermeture, et le coucher du soleil sur la baie de Manille depuis le parc Rizal.",
          "Binondo, die älteste Chinatown der Welt, mit ihrer Basilika, das Gedränge um den Schwarzen Nazarener der Quiapo-Kirche, das Spoliarium im Nationalmuseum, außer montags, wenn es geschlossen ist, und Sonnenuntergang über der Bucht vom Rizal-Park.",
        ],
      ],
      [
        "food",
        [
          "Manila: adobo, sinigang and halo-halo",
          "Manila: adobo, sinigang e halo-halo",
          "Manila: adobo, sinigang y halo-halo",
          "Manila : adobo, sinigang et halo-halo",
          "Manila: Adobo, Sinigang und Halo-Halo",
        ],
        [
          "A food walk through Binondo's hopia bakeries and dumpling houses, then Filipino classics: adobo braised in vinegar, sour tamarind sinigang, crispy pata and a tall glass of halo-halo.",
          "Un giro gastronomico tra le panetterie di hopia e le case di ravioli di Binondo, poi i classici filippini: adobo brasato nell'aceto, sinigang acidulo al tamarindo, crispy pata e un alto bicchiere di halo-halo.",
          "Un paseo gastronómico por las panaderías de hopia y las casas de empanadillas de Binondo, y luego los clásicos filipinos: adobo guisado en vinagre, sinigang ácido de tamarindo, crispy pata y un vaso alto de halo-halo.",
          "Une balade gourmande dans les boulangeries de hopia et les maisons de raviolis de Binondo, puis les classiques philippins : adobo braisé au vinaigre, sinigang acidulé au tamarin, crispy pata et un grand verre de halo-halo.",
          "Ein Essensrundgang durch die Hopia-Bäckereien und Teigtaschenhäuser von Binondo, dann philippinische Klassiker: in Essig geschmortes Adobo, saures Tamarinden-Sinigang, Crispy Pata und ein hohes Glas Halo-Halo.",
        ],
      ],
    ],
  },
  "PHL Banaue Rice Terraces": {
    days: [
      [
        "see",
        [
          "Banaue Rice Terraces: the Batad amphitheater",
          "Terrazze di riso di Banaue: l'anfiteatro di Batad",
          "Terrazas de arroz de Banaue: el anfiteatro de Batad",
          "Rizières de Banaue : l'amphithéâtre de Batad",
          "Reisterrassen von Banaue: das Amphitheater von Batad",
        ],
        [
          "A walk down into Batad, where Ifugao terraces built by hand two thousand years ago climb the valley like an amphitheater, along the stone walls to the village and the Tappiyah waterfall below.",
          "Una discesa a piedi fino a Batad, dove le terrazze ifugao costruite a mano duemila anni fa salgono lungo la valle come un anfiteatro, sui muretti di pietra fino al villaggio e alla cascata Tappiyah.",
          "Una bajada a pie hasta Batad, donde las terrazas ifugao hechas a mano hace dos mil años suben por el valle como un anfiteatro, por los muros de piedra hasta la aldea y la cascada Tappiyah.",
          "Une descente à pied vers Batad, où les terrasses ifugao bâties à la main il y a deux mille ans montent dans la vallée comme un amphithéâtre, le long des murets de pierre jusqu'au village et à la cascade Tappiyah.",
          "Ein Abstieg nach Batad, wo vor zweitausend Jahren von Hand gebaute Ifugao-Terrassen das Tal wie ein Amphitheater hinaufsteigen, über die Steinmauern zum Dorf und zum Tappiyah-Wasserfall darunter.",
        ],
      ],
      [
        "see",
        [
          "Banaue Rice Terraces: the viewpoint and Hapao",
          "Terrazze di riso di Banaue: il belvedere e Hapao",
          "Terrazas de arroz de Banaue: el mirador y Hapao",
          "Rizières de Banaue : le belvédère et Hapao",
          "Reisterrassen von Banaue: der Aussichtspunkt und Hapao",
        ],
        [
          "The Banaue viewpoint over the terraces, an Ifugao village of thatched houses on stilts with their rice god carvings, and the terraces of Hapao with the hot spring by its river.",
          "Il belvedere di Banaue sulle terrazze, un villaggio ifugao di case su palafitte col tetto di paglia e le sculture del dio del riso, e le terrazze di Hapao con la sorgente calda vicino al fiume.",
          "El mirador de Banaue sobre las terrazas, una aldea ifugao de casas sobre pilotes con tejado de paja y tallas del dios del arroz, y las terrazas de Hapao con la fuente termal junto a su río.",
          "Le belvédère de Banaue sur les terrasses, un village ifugao de maisons sur pilotis au toit de chaume et leurs sculptures du dieu du riz, et les terrasses de Hapao avec la source chaude près de la rivière.",
          "Der Aussichtspunkt von Banaue über den Terrassen, ein Ifugao-Dorf mit strohgedeckten Pfahlhäusern und Schnitzfiguren des Reisgotts und die Terrassen von Hapao mit der heißen Quelle am Fluss.",
        ],
      ],
    ],
  },
  "PHL Cebu": {
    days: [
      [
        "see",
        [
          "Cebu: Magellan's Cross and the Santo Niño",
          "Cebu: la Croce di Magellano e il Santo Niño",
          "Cebu: la Cruz de Magallanes y el Santo Niño",
          "Cebu : la croix de Magellan et le Santo Niño",
          "Cebu: das Magellan-Kreuz und der Santo Niño",
        ],
        [
          "Magellan's Cross in its kiosk, the Basilica del Santo Niño with the image given to the queen of Cebu in 1521, Fort San Pedro, and the hilltop Taoist temple over Cebu City.",
          "La Croce di Magellano nel suo chiosco, la basilica del Santo Niño con l'immagine donata alla regina di Cebu nel 1521, il Forte San Pedro e il tempio taoista sulla collina sopra Cebu City.",
          "La Cruz de Magallanes en su templete, la basílica del Santo Niño con la imagen regalada a la reina de Cebú en 1521, el fuerte San Pedro y el templo taoísta sobre la colina de Cebu City.",
          "La croix de Magellan dans son kiosque, la basilique du Santo Niño et l'image offerte à la reine de Cebu en 1521, le fort San Pedro et le temple taoïste sur la colline au-dessus de Cebu City.",
          "Das Magellan-Kreuz in seinem Pavillon, die Basilika des Santo Niño mit dem 1521 der Königin von Cebu geschenkten Bild, Fort San Pedro und der Taoistentempel auf dem Hügel über Cebu City.",
        ],
      ],
      [
        "boat",
        [
          "Cebu: the sardines of Moalboal and Pescador",
          "Cebu: le sardine di Moalboal e Pescador",
          "Cebu: las sardinas de Moalboal y Pescador",
          "Cebu : les sardines de Moalboal et Pescador",
          "Cebu: die Sardinen von Moalboal und Pescador",
        ],
        [
          "With mask and snorkel off Panagsama beach at Moalboal, where millions of sardines swirl close to the reef wall, with sea turtles on the reef, and a banca to the coral of Pescador Island.",
          "Maschera e boccaglio al largo della spiaggia di Panagsama a Moalboal, dove milioni di sardine turbinano vicino alla parete di corallo, con le tartarughe marine sulla barriera, e una banca fino ai coralli dell'isola Pescador.",
          "Máscara y tubo frente a la playa de Panagsama en Moalboal, donde millones de sardinas giran junto a la pared del arrecife, con tortugas marinas, y una banca hasta los corales de la isla Pescador.",
          "Masque et tuba au large de la plage de Panagsama à Moalboal, où des millions de sardines tourbillonnent près du tombant, avec les tortues marines sur le récif, et une banca jusqu'aux coraux de l'île Pescador.",
          "Schnorcheln vor dem Strand Panagsama in Moalboal, wo Millionen Sardinen dicht an der Riffwand wirbeln, mit Meeresschildkröten am Riff, und eine Banca zu den Korallen der Insel Pescador.",
        ],
      ],
      [
        "food",
        [
          "Cebu: lechon and the Carbon market",
          "Cebu: lechon e il mercato Carbon",
          "Cebu: lechón y el mercado Carbon",
          "Cebu : lechon et marché Carbon",
          "Cebu: Lechon und der Carbon-Markt",
        ],
        [
          "Cebu lechon, whole pig roasted over coals with lemongrass inside and crackling skin, eaten with puso rice in woven leaves, and the mangoes and dried fish of Carbon, the city's oldest market.",
          "Il lechon di Cebu, maiale intero arrostito sulla brace con la citronella dentro e la cotenna croccante, mangiato col riso puso nelle foglie intrecciate, e i manghi e il pesce secco del Carbon, il mercato più antico.",
          "El lechón de Cebú, cerdo entero asado sobre brasas con limoncillo dentro y la piel crujiente, comido con arroz puso en hojas trenzadas, y los mangos y el pescado seco del Carbon, el mercado más antiguo.",
          "Le lechon de Cebu, cochon entier rôti sur la braise farci de citronnelle, à la peau craquante, mangé avec le riz puso en feuilles tressées, et les mangues et poissons séchés du Carbon, le plus vieux marché.",
          "Cebu-Lechon, ganzes Schwein über Glut geröstet, mit Zitronengras gefüllt und knuspriger Haut, gegessen mit Puso-Reis in geflochtenen Blättern, dazu Mangos und Trockenfisch vom Carbon, dem ältesten Markt.",
        ],
      ],
    ],
  },
  "PHL Bohol": {
    days: [
      [
        "see",
        [
          "Bohol: tarsiers and the Loboc River",
          "Bohol: i tarsi e il fiume Loboc",
          "Bohol: los tarseros y el río Loboc",
          "Bohol : les tarsiers et la rivière Loboc",
          "Bohol: Koboldmakis und der Loboc-Fluss",
        ],
        [
          "The tiny big-eyed tarsiers of the Philippine Tarsier Sanctuary in Corella, the stone church of Baclayon, and a floating lunch on the Loboc River between palms and bamboo.",
          "I minuscoli tarsi dagli occhi enormi del santuario di Corella, la chiesa di pietra di Baclayon e un pranzo su una piattaforma galleggiante sul fiume Loboc tra palme e bambù.",
          "Los diminutos tarseros de ojos enormes del santuario de Corella, la iglesia de piedra de Baclayon y un almuerzo flotante por el río Loboc entre palmeras y bambú.",
          "Les minuscules tarsiers aux yeux immenses du sanctuaire de Corella, l'église de pierre de Baclayon et un déjeuner flottant sur la rivière Loboc entre palmiers et bambous.",
          "Die winzigen großäugigen Koboldmakis des Schutzgebiets in Corella, die Steinkirche von Baclayon und ein Mittagessen auf einem Floß auf dem Loboc-Fluss zwischen Palmen und Bambus.",
        ],
      ],
      [
        "beach",
        [
          "Bohol: Alona beach on Panglao",
          "Bohol: la spiaggia di Alona a Panglao",
          "Bohol: la playa de Alona en Panglao",
          "Bohol : la plage d'Alona à Panglao",
          "Bohol: der Alona-Strand auf Panglao",
        ],
        [
          "The white sand of Alona beach on Panglao island, joined to Bohol by bridges, with a swim over the house reef, and the Hinagdanan cave with its underground pool.",
          "La sabbia bianca della spiaggia di Alona sull'isola di Panglao, unita a Bohol da ponti, con una nuotata sopra la barriera di fronte e la grotta di Hinagdanan con la sua piscina sotterranea.",
          "La arena blanca de la playa de Alona en la isla de Panglao, unida a Bohol por puentes, con un baño sobre el arrecife de la orilla y la cueva de Hinagdanan con su poza subterránea.",
          "Le sable blanc de la plage d'Alona sur l'île de Panglao, reliée à Bohol par des ponts, une baignade au-dessus du récif et la grotte de Hinagdanan et son bassin souterrain.",
          "Der weiße Sand des Alona-Strands auf der Insel Panglao, über Brücken mit Bohol verbunden, Schwimmen über dem Hausriff und die Höhle Hinagdanan mit ihrem unterirdischen Becken.",
        ],
      ],
      [
        "boat",
        [
          "Bohol: dolphins and Balicasag",
          "Bohol: i delfini e Balicasag",
          "Bohol: delfines y Balicasag",
          "Bohol : dauphins et Balicasag",
          "Bohol: Delfine und Balicasag",
        ],
        [
          "A banca out at dawn to watch spinner dolphins off Pamilacan, then the marine sanctuary of Balicasag island, where the reef wall drops away and turtles feed in the shallows.",
          "Una banca all'alba per osservare i delfini di fronte a Pamilacan, poi il santuario marino dell'isola di Balicasag, dove la parete di corallo precipita e le tartarughe mangiano nei bassi fondali.",
          "Una banca al alba para ver delfines frente a Pamilacan, y luego el santuario marino de la isla de Balicasag, donde la pared del arrecife cae a pico y las tortugas comen en los bajíos.",
          "Une banca à l'aube pour observer les dauphins au large de Pamilacan, puis le sanctuaire marin de l'île de Balicasag, où le tombant plonge et où les tortues se nourrissent dans les hauts-fonds.",
          "Eine Banca im Morgengrauen zu den Delfinen vor Pamilacan, dann das Meeresschutzgebiet der Insel Balicasag, wo die Riffwand abfällt und Schildkröten im Flachwasser fressen.",
        ],
      ],
    ],
  },
  "PHL Chocolate Hills": {
    days: [
      [
        "see",
        [
          "Chocolate Hills: the viewing deck at Carmen",
          "Colline di cioccolato: la terrazza panoramica di Carmen",
          "Colinas de Chocolate: el mirador de Carmen",
          "Collines de chocolat : le belvédère de Carmen",
          "Chocolate Hills: die Aussichtsplattform bei Carmen",
        ],
        [
          "The 214 steps to the viewing deck at Carmen over more than a thousand grassy limestone cones, green after the rains and brown when dry, and the legends told about the giants who made them.",
          "I 214 gradini fino alla terrazza panoramica di Carmen sopra più di mille coni di calcare erbosi, verdi dopo le piogge e bruni quando è secco, e le leggende sui giganti che li avrebbero fatti.",
          "Los 214 escalones hasta el mirador de Carmen sobre más de mil conos de caliza cubiertos de hierba, verdes tras las lluvias y pardos en la sequía, y las leyendas de los gigantes que los habrían hecho.",
          "Les 214 marches jusqu'au belvédère de Carmen au-dessus de plus d'un millier de cônes calcaires herbeux, verts après les pluies et bruns en saison sèche, et les légendes des géants qui les auraient faits.",
          "Die 214 Stufen zur Aussichtsplattform bei Carmen über mehr als tausend grasbewachsene Kalkkegel, grün nach dem Regen und braun in der Trockenzeit, und die Sagen von den Riesen, die sie schufen.",
        ],
      ],
      [
        "see",
        [
          "Chocolate Hills: Sagbayan Peak and the Bilar forest",
          "Colline di cioccolato: Sagbayan Peak e la foresta di Bilar",
          "Colinas de Chocolate: Sagbayan Peak y el bosque de Bilar",
          "Collines de chocolat : Sagbayan Peak et la forêt de Bilar",
          "Chocolate Hills: Sagbayan Peak und der Wald von Bilar",
        ],
        [
          "The hills from the quieter Sagbayan Peak lookout and by trail among them, then the dark avenue of mahogany trees planted by hand at Bilar on the road through the middle of the island.",
          "Le colline dal belvedere più tranquillo di Sagbayan Peak e a piedi tra di esse, poi il viale scuro di mogani piantati a mano a Bilar sulla strada che attraversa l'isola.",
          "Las colinas desde el mirador más tranquilo de Sagbayan Peak y a pie entre ellas, y luego la oscura avenida de caobas plantadas a mano en Bilar, en la carretera que cruza la isla.",
          "Les collines depuis le belvédère plus calme de Sagbayan Peak et à pied parmi elles, puis l'allée sombre d'acajous plantés à la main à Bilar sur la route qui traverse l'île.",
          "Die Hügel vom ruhigeren Aussichtspunkt Sagbayan Peak und zu Fuß zwischen ihnen, dann die dunkle, von Hand gepflanzte Mahagoniallee bei Bilar an der Straße quer über die Insel.",
        ],
      ],
    ],
  },
  "PHL Siargao": {
    days: [
      [
        "see",
        [
          "Siargao: Magpupungko and Sugba Lagoon",
          "Siargao: Magpupungko e la laguna Sugba",
          "Siargao: Magpupungko y la laguna Sugba",
          "Siargao : Magpupungko et le lagon Sugba",
          "Siargao: Magpupungko und die Sugba-Lagune",
        ],
        [
          "The Magpupungko rock pools, which open at low tide on the east coast, a ride through coconut groves, and a boat from Del Carmen through the mangroves to the green Sugba Lagoon.",
          "Le piscine nella roccia di Magpupungko, che si aprono con la bassa marea sulla costa est, un giro tra i palmeti e una barca da Del Carmen tra le mangrovie fino alla verde laguna Sugba.",
          "Las pozas de roca de Magpupungko, que se abren con la marea baja en la costa este, un paseo entre cocoteros y un barco desde Del Carmen entre manglares hasta la verde laguna Sugba.",
          "Les piscines de roche de Magpupungko, découvertes à marée basse sur la côte est, une balade dans les cocoteraies et un bateau de Del Carmen à travers la mangrove jusqu'au lagon vert de Sugba.",
          "Die Felspools von Magpupungko, die sich bei Ebbe an der Ostküste öffnen, eine Fahrt durch Kokoshaine und ein Boot von Del Carmen durch die Mangroven zur grünen Sugba-Lagune.",
        ],
      ],
      [
        "beach",
        [
          "Siargao: the waves of Cloud 9",
          "Siargao: le onde di Cloud 9",
          "Siargao: las olas de Cloud 9",
          "Siargao : les vagues de Cloud 9",
          "Siargao: die Wellen von Cloud 9",
        ],
        [
          "The boardwalk over the reef at Cloud 9, the famous barreling right-hander, to watch the surfers, and a lesson with a local surf school on the softer waves at Jacking Horse or Quiksilver.",
          "La passerella sulla barriera a Cloud 9, la famosa onda destra a tubo, per guardare i surfisti, e una lezione con una scuola di surf locale sulle onde più dolci di Jacking Horse o Quiksilver.",
          "La pasarela sobre el arrecife de Cloud 9, la famosa derecha tubular, para ver a los surfistas, y una clase con una escuela de surf local en las olas más suaves de Jacking Horse o Quiksilver.",
          "La passerelle au-dessus du récif de Cloud 9, la célèbre droite à tubes, pour regarder les surfeurs, et un cours avec une école de surf locale sur les vagues plus douces de Jacking Horse ou Quiksilver.",
          "Der Steg über dem Riff an Cloud 9, der berühmten Rechtswelle mit ihren Tubes, zum Zuschauen, und ein Kurs bei einer Surfschule aus dem Ort auf den sanfteren Wellen von Jacking Horse oder Quiksilver.",
        ],
      ],
      [
        "boat",
        [
          "Siargao: Naked, Daku and Guyam islands",
          "Siargao: le isole Naked, Daku e Guyam",
          "Siargao: las islas Naked, Daku y Guyam",
          "Siargao : les îles Naked, Daku et Guyam",
          "Siargao: die Inseln Naked, Daku und Guyam",
        ],
        [
          "A banca from General Luna to the three islands: Naked Island, a bare sandbar in the open sea, Daku with its fishing village and grilled lunch, and the palm-covered islet of Guyam.",
          "Una banca da General Luna alle tre isole: Naked Island, una lingua di sabbia nuda in mare aperto, Daku col suo villaggio di pescatori e il pranzo alla griglia e l'isolotto di palme di Guyam.",
          "Una banca desde General Luna a las tres islas: Naked Island, un banco de arena desnudo en mar abierto, Daku con su aldea de pescadores y su almuerzo a la brasa, y el islote cubierto de palmeras de Guyam.",
          "Une banca de General Luna vers les trois îles : Naked Island, banc de sable nu en pleine mer, Daku, son village de pêcheurs et son déjeuner grillé, et l'îlot couvert de palmiers de Guyam.",
          "Eine Banca von General Luna zu den drei Inseln: Naked Island, eine kahle Sandbank im offenen Meer, Daku mit Fischerdorf und Grillmittag und das palmenbedeckte Inselchen Guyam.",
        ],
      ],
    ],
  },
  "PHL Puerto Princesa": {
    days: [
      [
        "see",
        [
          "Puerto Princesa: Honda Bay",
          "Puerto Princesa: la baia di Honda",
          "Puerto Princesa: la bahía de Honda",
          "Puerto Princesa : la baie de Honda",
          "Puerto Princesa: die Honda-Bucht",
        ],
        [
          "A banca around the islets of Honda Bay: the sandbar of Starfish Island, the reef of Pambato, and Luli Island, whose name means sinking and rising as the tide covers and uncovers it.",
          "Una banca tra gli isolotti della baia di Honda: la lingua di sabbia di Starfish Island, la barriera di Pambato e l'isola di Luli, il cui nome significa che affonda e riemerge con la marea.",
          "Una banca entre los islotes de la bahía de Honda: el banco de arena de Starfish Island, el arrecife de Pambato y la isla de Luli, cuyo nombre quiere decir que se hunde y sale con la marea.",
          "Une banca parmi les îlots de la baie de Honda : le banc de sable de Starfish Island, le récif de Pambato et l'île de Luli, dont le nom dit qu'elle disparaît et réapparaît avec la marée.",
          "Eine Banca zwischen den Inselchen der Honda-Bucht: die Sandbank von Starfish Island, das Riff von Pambato und die Insel Luli, deren Name bedeutet, dass sie mit der Flut versinkt und wieder auftaucht.",
        ],
      ],
      [
        "see",
        [
          "Puerto Princesa: Plaza Cuartel and the fireflies",
          "Puerto Princesa: Plaza Cuartel e le lucciole",
          "Puerto Princesa: la Plaza Cuartel y las luciérnagas",
          "Puerto Princesa : Plaza Cuartel et les lucioles",
          "Puerto Princesa: die Plaza Cuartel und die Glühwürmchen",
        ],
        [
          "The Plaza Cuartel memorial to the prisoners of war of 1944, the cathedral by the bay, the crocodile conservation farm, and at night a paddle boat on the Iwahig River under trees full of fireflies.",
          "Il memoriale di Plaza Cuartel ai prigionieri di guerra del 1944, la cattedrale sulla baia, l'allevamento per la tutela dei coccodrilli e di notte una barca a remi sul fiume Iwahig sotto alberi pieni di lucciole.",
          "El memorial de la Plaza Cuartel a los prisioneros de guerra de 1944, la catedral junto a la bahía, la granja de conservación de cocodrilos y de noche una barca a remo por el río Iwahig bajo árboles llenos de luciérnagas.",
          "Le mémorial de Plaza Cuartel aux prisonniers de guerre de 1944, la cathédrale au bord de la baie, la ferme de sauvegarde des crocodiles et la nuit une barque sur la rivière Iwahig sous des arbres pleins de lucioles.",
          "Die Gedenkstätte Plaza Cuartel für die Kriegsgefangenen von 1944, die Kathedrale an der Bucht, die Krokodil-Schutzfarm und nachts ein Paddelboot auf dem Iwahig-Fluss unter Bäumen voller Glühwürmchen.",
        ],
      ],
      [
        "food",
        [
          "Puerto Princesa: chao long and Palawan seafood",
          "Puerto Princesa: chao long e pesce di Palawan",
          "Puerto Princesa: chao long y marisco de Palawan",
          "Puerto Princesa : chao long et fruits de mer de Palawan",
          "Puerto Princesa: Chao Long und Meeresfrüchte aus Palawan",
        ],
        [
          "Chao long, the beef noodle soup brought by the Vietnamese who found refuge here, crab and grilled fish from the bay, and for the brave, tamilok, the mangrove woodworm eaten raw with vinegar.",
          "Il chao long, zuppa di noodles al manzo portata dai vietnamiti che trovarono rifugio qui, granchi e pesce alla griglia della baia e, per i più audaci, il tamilok, verme delle mangrovie mangiato crudo con l'aceto.",
          "El chao long, sopa de fideos con ternera traída por los vietnamitas que hallaron refugio aquí, cangrejo y pescado a la brasa de la bahía y, para los valientes, el tamilok, gusano del manglar que se come crudo con vinagre.",
          "Le chao long, soupe de nouilles au bœuf apportée par les Vietnamiens réfugiés ici, crabe et poisson grillé de la baie et, pour les audacieux, le tamilok, ver des mangroves mangé cru au vinaigre.",
          "Chao Long, die Rindfleischnudelsuppe der Vietnamesen, die hier Zuflucht fanden, Krabben und gegrillter Fisch aus der Bucht und für Mutige Tamilok, der Mangrovenbohrwurm, roh mit Essig gegessen.",
        ],
      ],
    ],
  },
  "PHL Puerto Princesa Underground River": {
    days: [
      [
        "see",
        [
          "Puerto Princesa Underground River: by paddle boat into the cave",
          "Fiume sotterraneo di Puerto Princesa: in barca a remi nella grotta",
          "Río subterráneo de Puerto Princesa: en bote a remo por la cueva",
          "Rivière souterraine de Puerto Princesa : en barque dans la grotte",
          "Unterirdischer Fluss von Puerto Princesa: im Paddelboot in die Höhle",
        ],
        [
          "A banca from Sabang to the cave mouth, then a paddle boat with a headlamp-wearing boatman into the navigable underground river, past cathedral-like chambers, rock formations and roosting bats.",
          "Una banca da Sabang fino all'ingresso della grotta, poi una barca a remi con un barcaiolo munito di torcia nel fiume sotterraneo navigabile, tra sale simili a cattedrali, formazioni rocciose e pipistrelli.",
          "Una banca desde Sabang hasta la boca de la cueva, y luego un bote a remo con un barquero con linterna por el río subterráneo navegable, entre salas como catedrales, formaciones rocosas y murciélagos.",
          "Une banca de Sabang à l'entrée de la grotte, puis une barque menée par un batelier à la lampe dans la rivière souterraine navigable, entre des salles comme des cathédrales, des concrétions et des chauves-souris.",
          "Eine Banca von Sabang zum Höhleneingang, dann ein Paddelboot mit einem Bootsmann mit Lampe in den schiffbaren unterirdischen Fluss, vorbei an kathedralenhaften Hallen, Felsformationen und Fledermäusen.",
        ],
      ],
      [
        "see",
        [
          "Puerto Princesa Underground River: the Sabang mangroves",
          "Fiume sotterraneo di Puerto Princesa: le mangrovie di Sabang",
          "Río subterráneo de Puerto Princesa: los manglares de Sabang",
          "Rivière souterraine de Puerto Princesa : les mangroves de Sabang",
          "Unterirdischer Fluss von Puerto Princesa: die Mangroven von Sabang",
        ],
        [
          "A paddle boat rowed by local boatmen through the old mangrove forest of the Sabang river, looking for mangrove snakes and kingfishers, and the monitor lizards and macaques at the park station.",
          "Una barca a remi condotta da barcaioli del luogo nella vecchia foresta di mangrovie del fiume di Sabang, in cerca di serpenti delle mangrovie e martin pescatori, e i varani e i macachi alla stazione del parco.",
          "Un bote a remo llevado por barqueros del lugar por el viejo bosque de manglar del río de Sabang, buscando serpientes de manglar y martines pescadores, y los varanos y macacos de la estación del parque.",
          "Une barque menée par des bateliers du village dans la vieille mangrove de la rivière de Sabang, à la recherche des serpents des mangroves et des martins-pêcheurs, et les varans et macaques du poste du parc.",
          "Ein Paddelboot mit Bootsleuten aus dem Ort durch den alten Mangrovenwald des Sabang-Flusses auf der Suche nach Mangrovennattern und Eisvögeln, dazu Warane und Makaken an der Parkstation.",
        ],
      ],
    ],
  },
  "PHL El Nido": {
    days: [
      [
        "see",
        [
          "El Nido: Nacpan beach and the Taraw cliffs",
          "El Nido: la spiaggia di Nacpan e le falesie di Taraw",
          "El Nido: la playa de Nacpan y los acantilados de Taraw",
          "El Nido : la plage de Nacpan et les falaises de Taraw",
          "El Nido: der Nacpan-Strand und die Taraw-Klippen",
        ],
        [
          "The black marble cliffs of Taraw above the town, the long curve of Nacpan beach and its twin Calitang, and sunset over Bacuit Bay from Las Cabañas.",
          "Le falesie di marmo nero di Taraw sopra il paese, la lunga curva della spiaggia di Nacpan e della sua gemella Calitang e il tramonto sulla baia di Bacuit da Las Cabañas.",
          "Los acantilados de mármol negro de Taraw sobre el pueblo, la larga curva de la playa de Nacpan y su gemela Calitang y el atardecer sobre la bahía de Bacuit desde Las Cabañas.",
          "Les falaises de marbre noir de Taraw au-dessus du bourg, la longue courbe de la plage de Nacpan et de sa jumelle Calitang, et le coucher du soleil sur la baie de Bacuit depuis Las Cabañas.",
          "Die schwarzen Marmorklippen von Taraw über dem Ort, der lange Bogen des Nacpan-Strands und seines Zwillings Calitang und Sonnenuntergang über der Bacuit-Bucht von Las Cabañas.",
        ],
      ],
      [
        "boat",
        [
          "El Nido: the lagoons of Miniloc",
          "El Nido: le lagune di Miniloc",
          "El Nido: las lagunas de Miniloc",
          "El Nido : les lagons de Miniloc",
          "El Nido: die Lagunen von Miniloc",
        ],
        [
          "A banca into Bacuit Bay and kayaks into the Big Lagoon and Small Lagoon of Miniloc island between sheer limestone walls, with a swim at the Secret Lagoon and Shimizu island.",
          "Una banca nella baia di Bacuit e i kayak nella Big Lagoon e nella Small Lagoon dell'isola di Miniloc tra pareti calcaree a picco, con un bagno alla Secret Lagoon e all'isola di Shimizu.",
          "Una banca por la bahía de Bacuit y kayaks en la Big Lagoon y la Small Lagoon de la isla de Miniloc entre paredes de caliza a pico, con un baño en la Secret Lagoon y la isla de Shimizu.",
          "Une banca dans la baie de Bacuit et des kayaks dans le Big Lagoon et le Small Lagoon de l'île de Miniloc entre des parois calcaires à pic, avec une baignade au Secret Lagoon et sur l'île de Shimizu.",
          "Eine Banca in die Bacuit-Bucht und Kajaks in die Big Lagoon und Small Lagoon der Insel Miniloc zwischen senkrechten Kalkwänden, mit Baden an der Secret Lagoon und auf der Insel Shimizu.",
        ],
      ],
      [
        "boat",
        [
          "El Nido: Hidden Beach and Matinloc",
          "El Nido: Hidden Beach e Matinloc",
          "El Nido: Hidden Beach y Matinloc",
          "El Nido : Hidden Beach et Matinloc",
          "El Nido: Hidden Beach und Matinloc",
        ],
        [
          "A banca to the outer islands of the bay: Hidden Beach behind its rock walls, the abandoned shrine on Matinloc with its view over the cliffs, Helicopter Island, and the coral of Tapiutan.",
          "Una banca verso le isole esterne della baia: Hidden Beach dietro le sue pareti di roccia, il santuario abbandonato di Matinloc con la vista sulle scogliere, Helicopter Island e i coralli di Tapiutan.",
          "Una banca a las islas exteriores de la bahía: Hidden Beach tras sus muros de roca, el santuario abandonado de Matinloc con su vista sobre los acantilados, Helicopter Island y los corales de Tapiutan.",
          "Une banca vers les îles extérieures de la baie : Hidden Beach derrière ses murs de roche, le sanctuaire abandonné de Matinloc et sa vue sur les falaises, Helicopter Island et les coraux de Tapiutan.",
          "Eine Banca zu den äußeren Inseln der Bucht: Hidden Beach hinter seinen Felswänden, der verlassene Schrein auf Matinloc mit Blick über die Klippen, Helicopter Island und die Korallen von Tapiutan.",
        ],
      ],
      [
        "food",
        [
          "El Nido: kinilaw and grilled fish on the beach",
          "El Nido: kinilaw e pesce alla griglia sulla spiaggia",
          "El Nido: kinilaw y pescado a la brasa en la playa",
          "El Nido : kinilaw et poisson grillé sur la plage",
          "El Nido: Kinilaw und gegrillter Fisch am Strand",
        ],
        [
          "Kinilaw, raw fish cured in coconut vinegar with ginger and chili, grilled tuna and squid from the morning catch, and a boodle fight, a feast laid out on banana leaves and eaten by hand.",
          "Kinilaw, pesce crudo marinato nell'aceto di cocco con zenzero e peperoncino, tonno e calamari alla griglia del pescato del mattino e un boodle fight, banchetto servito su foglie di banano e mangiato con le mani.",
          "Kinilaw, pescado crudo curado en vinagre de coco con jengibre y chile, atún y calamar a la brasa de la pesca de la mañana y un boodle fight, festín servido sobre hojas de plátano y comido con las manos.",
          "Kinilaw, poisson cru mariné au vinaigre de coco avec gingembre et piment, thon et calmars grillés de la pêche du matin, et un boodle fight, festin servi sur des feuilles de bananier et mangé avec les doigts.",
          "Kinilaw, roher Fisch in Kokosessig mit Ingwer und Chili, gegrillter Thunfisch und Tintenfisch vom Morgenfang und ein Boodle Fight, ein Festmahl auf Bananenblättern, mit den Händen gegessen.",
        ],
      ],
    ],
  },
  "PHL Coron": {
    days: [
      [
        "see",
        [
          "Coron: Mount Tapyas and Maquinit hot spring",
          "Coron: il monte Tapyas e la sorgente calda di Maquinit",
          "Coron: el monte Tapyas y la fuente termal de Maquinit",
          "Coron : le mont Tapyas et la source chaude de Maquinit",
          "Coron: der Tapyas und die heiße Quelle Maquinit",
        ],
        [
          "The 700-odd steps up Mount Tapyas for the view over Coron town and the islands, then the saltwater hot spring of Maquinit by the mangroves as the sun goes down.",
          "I circa 700 gradini del monte Tapyas per la vista sul paese di Coron e sulle isole, poi la sorgente calda di acqua salata di Maquinit tra le mangrovie al tramonto.",
          "Los unos 700 escalones del monte Tapyas para ver el pueblo de Coron y las islas, y luego la fuente termal de agua salada de Maquinit junto a los manglares al ponerse el sol.",
          "Les quelque 700 marches du mont Tapyas pour la vue sur le bourg de Coron et les îles, puis la source chaude d'eau salée de Maquinit près des mangroves au coucher du soleil.",
          "Die rund 700 Stufen auf den Tapyas mit Blick über den Ort Coron und die Inseln, dann die Salzwasser-Thermalquelle Maquinit bei den Mangroven bei Sonnenuntergang.",
        ],
      ],
      [
        "boat",
        [
          "Coron: Kayangan Lake and the Twin Lagoon",
          "Coron: il lago Kayangan e la Laguna gemella",
          "Coron: el lago Kayangan y la Laguna Gemela",
          "Coron : le lac Kayangan et le lagon Jumeau",
          "Coron: der Kayangan-See und die Zwillingslagune",
        ],
        [
          "A banca among the limestone islands off Coron: the climb to Kayangan Lake, clear freshwater in a crater of karst, the Twin Lagoon joined by a gap in the rock, and Barracuda Lake.",
          "Una banca tra le isole calcaree davanti a Coron: la salita al lago Kayangan, acqua dolce limpida in un cratere carsico, la Laguna gemella unita da un varco nella roccia e il Barracuda Lake.",
          "Una banca entre las islas de caliza frente a Coron: la subida al lago Kayangan, agua dulce clara en un cráter de karst, la Laguna Gemela unida por un paso en la roca y el Barracuda Lake.",
          "Une banca parmi les îles calcaires au large de Coron : la montée au lac Kayangan, eau douce limpide dans un cratère karstique, le lagon Jumeau relié par une brèche dans la roche et le Barracuda Lake.",
          "Eine Banca zwischen den Kalkinseln vor Coron: der Aufstieg zum Kayangan-See, klares Süßwasser in einem Karstkrater, die durch eine Felslücke verbundene Zwillingslagune und der Barracuda Lake.",
        ],
      ],
      [
        "boat",
        [
          "Coron: the Japanese wrecks",
          "Coron: i relitti giapponesi",
          "Coron: los pecios japoneses",
          "Coron : les épaves japonaises",
          "Coron: die japanischen Wracks",
        ],
        [
          "The Japanese supply ships sunk by American planes in September 1944, lying in the bays of Busuanga: the shallow Skeleton Wreck and Lusong gunboat for a snorkel, deeper hulls for divers.",
          "Le navi giapponesi affondate dagli aerei americani nel settembre 1944 nelle baie di Busuanga: lo Skeleton Wreck e la cannoniera Lusong a poca profondità per lo snorkeling, scafi più profondi per i sub.",
          "Los buques japoneses hundidos por aviones estadounidenses en septiembre de 1944 en las bahías de Busuanga: el Skeleton Wreck y la cañonera Lusong a poca profundidad para el tubo, cascos más hondos para buceadores.",
          "Les navires japonais coulés par l'aviation américaine en septembre 1944 dans les baies de Busuanga : le Skeleton Wreck et la canonnière Lusong en eaux peu profondes pour le snorkeling, des coques plus profondes pour les plongeurs.",
          "Die im September 1944 von US-Flugzeugen versenkten japanischen Versorgungsschiffe in den Buchten von Busuanga: das flache Skeleton Wreck und das Kanonenboot Lusong zum Schnorcheln, tiefere Rümpfe für Taucher.",
        ],
      ],
    ],
  },
  "PHL Calamian Islands": {
    days: [
      [
        "boat",
        [
          "Calamian Islands: Malcapuya and Banana Island",
          "Isole Calamian: Malcapuya e Banana Island",
          "Islas Calamianes: Malcapuya y Banana Island",
          "Îles Calamian : Malcapuya et Banana Island",
          "Calamian-Inseln: Malcapuya und Banana Island",
        ],
        [
          "A banca across the open water east of Coron to the white sand of Malcapuya, the palms of Banana Island, and the Bulog Dos sandbar that appears as the tide goes out.",
          "Una banca nelle acque aperte a est di Coron fino alla sabbia bianca di Malcapuya, alle palme di Banana Island e alla lingua di sabbia di Bulog Dos che affiora con la bassa marea.",
          "Una banca por las aguas abiertas al este de Coron hasta la arena blanca de Malcapuya, las palmeras de Banana Island y el banco de arena de Bulog Dos que aparece al bajar la marea.",
          "Une banca en eaux libres à l'est de Coron jusqu'au sable blanc de Malcapuya, aux palmiers de Banana Island et au banc de sable de Bulog Dos qui émerge à marée descendante.",
          "Eine Banca über das offene Wasser östlich von Coron zum weißen Sand von Malcapuya, zu den Palmen von Banana Island und zur Sandbank Bulog Dos, die bei Ebbe auftaucht.",
        ],
      ],
      [
        "boat",
        [
          "Calamian Islands: Culion and Black Island",
          "Isole Calamian: Culion e Black Island",
          "Islas Calamianes: Culion y Black Island",
          "Îles Calamian : Culion et Black Island",
          "Calamian-Inseln: Culion und Black Island",
        ],
        [
          "By boat to Culion, once the world's largest leper colony, its fort church and museum on the hill above the port town, then the dark limestone cliffs and caves of Black Island.",
          "In barca fino a Culion, un tempo il più grande lebbrosario del mondo, con la chiesa fortezza e il museo sulla collina sopra il porto, poi le scure falesie calcaree e le grotte di Black Island.",
          "En barco a Culion, antaño la mayor colonia de leprosos del mundo, con su iglesia fortaleza y su museo en la colina sobre el puerto, y luego los oscuros acantilados de caliza y las cuevas de Black Island.",
          "En bateau à Culion, jadis la plus grande léproserie du monde, son église-forteresse et son musée sur la colline au-dessus du port, puis les sombres falaises calcaires et les grottes de Black Island.",
          "Mit dem Boot nach Culion, einst die größte Leprakolonie der Welt, mit Festungskirche und Museum auf dem Hügel über dem Hafenort, dann die dunklen Kalkklippen und Höhlen von Black Island.",
        ],
      ],
      [
        "boat",
        [
          "Calamian Islands: the giraffes of Calauit",
          "Isole Calamian: le giraffe di Calauit",
          "Islas Calamianes: las jirafas de Calauit",
          "Îles Calamian : les girafes de Calauit",
          "Calamian-Inseln: die Giraffen von Calauit",
        ],
        [
          "A boat along the north coast of Busuanga to Calauit Island, where giraffes and zebras brought from Kenya in 1977 roam beside the Calamian deer, and a snorkel at Dimakya's reef.",
          "Una barca lungo la costa nord di Busuanga fino all'isola di Calauit, dove giraffe e zebre portate dal Kenya nel 1977 vivono accanto ai cervi delle Calamian, e lo snorkeling sulla barriera di Dimakya.",
          "Un barco por la costa norte de Busuanga hasta la isla de Calauit, donde jirafas y cebras traídas de Kenia en 1977 viven junto al ciervo de las Calamianes, y buceo con tubo en el arrecife de Dimakya.",
          "Un bateau le long de la côte nord de Busuanga jusqu'à l'île de Calauit, où girafes et zèbres amenés du Kenya en 1977 vivent près des cerfs des Calamian, puis du snorkeling sur le récif de Dimakya.",
          "Ein Boot an der Nordküste von Busuanga entlang zur Insel Calauit, wo 1977 aus Kenia gebrachte Giraffen und Zebras neben den Calamian-Hirschen leben, dann Schnorcheln am Riff von Dimakya.",
        ],
      ],
    ],
  },
};
