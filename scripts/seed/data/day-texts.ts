/**
 * The activities a day at a place can be (what the group does that day), and the words of a
 * trip's first and last days, per catalogue language (en, it, es, fr, de). A day in a place is
 * one of that place's own days (./place-days); a day that moves the group on (a leg) is written
 * for its places and hours (../leg-days.ts, ./leg-texts.ts); a day of what the group does at its
 * base that no place's own day tells is told by a text of its kind (KIND_DAYS). The variants of
 * the first and last days never name a place, so they stand alone in any trip.
 */
export type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

export const ACTIVITIES = [
  "arrival",
  "departure",
  "city-first",
  "city-more",
  "city-free",
  "market",
  "food",
  "nightlife",
  "village",
  "site",
  "park",
  "game-drive",
  "trek-stage",
  "mountain",
  "volcano",
  "lake",
  "desert",
  "beach",
  "beach-active",
  "island",
  "sea-day",
  "ice",
  "aurora",
  "forest",
  "surf",
  "boat-day",
  "rest",
  "snow",
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** The first and last days of a trip: each entry one variant in five languages. */
export const DAY_BODIES: Readonly<Record<"arrival" | "departure", readonly Texts[]>> = {
  arrival: [
    [
      "Arrival at the airport and transfer to the hotel. In the evening, the coordinator meets the group for introductions and a first dinner together.",
      "Arrivo in aeroporto e trasferimento in hotel. In serata il coordinatore incontra il gruppo per le presentazioni e la prima cena insieme.",
      "Llegada al aeropuerto y traslado al hotel. Por la noche, el coordinador se reúne con el grupo para las presentaciones y la primera cena juntos.",
      "Arrivée à l'aéroport et transfert à l'hôtel. Le soir, le coordinateur retrouve le groupe pour les présentations et un premier dîner ensemble.",
      "Ankunft am Flughafen und Transfer ins Hotel. Am Abend lernt die Gruppe den Koordinator kennen, und es gibt das erste gemeinsame Abendessen.",
    ],
    [
      "Landing, transfer and check-in, with the rest of the day free to shake off the journey. At dusk, a welcome drink with the coordinator and dinner nearby.",
      "Atterraggio, trasferimento e sistemazione in hotel, con il resto della giornata libero per riprendersi dal viaggio. Al tramonto, drink di benvenuto con il coordinatore e cena nei dintorni.",
      "Aterrizaje, traslado y registro en el hotel, con el resto del día libre para descansar del viaje. Al caer la tarde, copa de bienvenida con el coordinador y cena cerca del hotel.",
      "Atterrissage, transfert et installation à l'hôtel, avec le reste de la journée libre pour se remettre du voyage. À la tombée du jour, verre de bienvenue avec le coordinateur et dîner dans le quartier.",
      "Landung, Transfer und Check-in, der Rest des Tages ist frei, um nach der Reise in Ruhe anzukommen. Zur Dämmerung ein Begrüßungsdrink mit dem Koordinator und Abendessen in der Nähe.",
    ],
    [
      "Whatever time your flight lands, a transfer takes you to the hotel. In the evening the coordinator gathers everyone to talk through the trip over a first dinner.",
      "A qualunque ora atterri il tuo volo, un trasferimento ti porta in hotel. In serata il coordinatore riunisce tutti per raccontare il viaggio davanti alla prima cena.",
      "Sea cual sea la hora de llegada de tu vuelo, un traslado te lleva al hotel. Por la noche, el coordinador reúne a todos para contar el viaje durante la primera cena.",
      "Quelle que soit l'heure d'arrivée de votre vol, un transfert vous conduit à l'hôtel. Le soir, le coordinateur réunit tout le monde pour présenter le voyage autour d'un premier dîner.",
      "Egal, wann der Flug landet: Ein Transfer bringt alle ins Hotel. Am Abend versammelt der Koordinator die Gruppe und stellt beim ersten Abendessen die Reise vor.",
    ],
    [
      "Arrival and private transfer to the hotel. In the evening, a short stroll with the coordinator to get your bearings, then a first taste of the local cooking at dinner.",
      "Arrivo e trasferimento privato in hotel. In serata, breve passeggiata con il coordinatore per orientarsi, poi un primo assaggio della cucina locale a cena.",
      "Llegada y traslado privado al hotel. Por la noche, un breve paseo con el coordinador para orientarse y después la cena, primer contacto con la cocina local.",
      "Arrivée et transfert privé à l'hôtel. Le soir, courte balade avec le coordinateur pour prendre ses repères, puis un premier goût de la cuisine locale au dîner.",
      "Ankunft und privater Transfer ins Hotel. Am Abend ein kurzer Spaziergang mit dem Koordinator zur ersten Orientierung, danach beim Abendessen ein erster Vorgeschmack auf die regionale Küche.",
    ],
  ],
  departure: [
    [
      "Last breakfast together and goodbyes, then the transfer to the airport in good time for the flight home.",
      "Ultima colazione insieme e saluti, poi trasferimento in aeroporto in tempo per il volo di rientro.",
      "Último desayuno juntos y despedidas, y después traslado al aeropuerto con tiempo para el vuelo de regreso.",
      "Dernier petit-déjeuner ensemble et au revoir, puis transfert à l'aéroport à temps pour le vol retour.",
      "Letztes gemeinsames Frühstück und Abschied, dann rechtzeitig Transfer zum Flughafen für den Rückflug.",
    ],
    [
      "Breakfast and, if the flight leaves later, a free morning for last purchases or a final coffee. Transfer to the airport and flight home.",
      "Colazione e, se il volo parte più tardi, mattinata libera per gli ultimi acquisti o un ultimo caffè. Trasferimento in aeroporto e volo di rientro.",
      "Desayuno y, si el vuelo sale más tarde, mañana libre para las últimas compras o un último café. Traslado al aeropuerto y vuelo de regreso.",
      "Petit-déjeuner et, si le vol part plus tard, matinée libre pour les derniers achats ou un dernier café. Transfert à l'aéroport et vol retour.",
      "Frühstück und, wenn der Flug später geht, ein freier Vormittag für letzte Einkäufe oder einen letzten Kaffee. Transfer zum Flughafen und Heimflug.",
    ],
    [
      "Time to say goodbye: breakfast, a last group photo and the transfer to the airport for the flight home.",
      "È il momento dei saluti: colazione, un'ultima foto di gruppo e trasferimento in aeroporto per il volo di rientro.",
      "Llega la hora de despedirse: desayuno, una última foto de grupo y traslado al aeropuerto para el vuelo de regreso.",
      "L'heure des adieux : petit-déjeuner, une dernière photo de groupe et transfert à l'aéroport pour le vol retour.",
      "Zeit für den Abschied: Frühstück, ein letztes Gruppenfoto und Transfer zum Flughafen für den Heimflug.",
    ],
    [
      "An early breakfast and the transfer to the airport, where the coordinator sees the group off before the flight home.",
      "Colazione presto e trasferimento in aeroporto, dove il coordinatore saluta il gruppo prima del volo di rientro.",
      "Desayuno temprano y traslado al aeropuerto, donde el coordinador despide al grupo antes del vuelo de regreso.",
      "Petit-déjeuner matinal et transfert à l'aéroport, où le coordinateur dit au revoir au groupe avant le vol retour.",
      "Frühes Frühstück und Transfer zum Flughafen, wo sich der Koordinator vor dem Heimflug von der Gruppe verabschiedet.",
    ],
  ],
};

/**
 * The days told by a text of their kind, for what a group does rather than sees: a night out
 * after the northern lights from a base under a dark sky. Titles name the place ({place});
 * bodies never do, and claim no sight a dark-sky base may lack (no museum, no snow outside the
 * months a snowshoe text is kept to by ../day-seasons.ts).
 */
export const KIND_DAYS: Readonly<Partial<Record<Activity, { titles: readonly Texts[]; bodies: readonly Texts[] }>>> = {
  aurora: {
    titles: [
      [
        "{place}: chasing the northern lights",
        "{place}: a caccia dell'aurora boreale",
        "{place}: en busca de la aurora boreal",
        "{place} : à la chasse aux aurores boréales",
        "{place}: auf Nordlichtjagd",
      ],
      [
        "{place}: another night under the northern sky",
        "{place}: un'altra notte sotto il cielo del Nord",
        "{place}: otra noche bajo el cielo del norte",
        "{place} : une autre nuit sous le ciel du Nord",
        "{place}: noch eine Nacht unter dem Nordhimmel",
      ],
      [
        "{place}: one more night out for the lights",
        "{place}: un'altra uscita notturna per l'aurora",
        "{place}: una salida nocturna más en busca de la aurora",
        "{place} : encore une nuit à guetter les aurores",
        "{place}: noch einmal nachts auf Lichtersuche",
      ],
    ],
    bodies: [
      [
        "A snowshoe walk with a guide, a warm lunch indoors, and at night a hunt for the northern lights by minibus, chasing gaps in the clouds.",
        "Una camminata con le ciaspole insieme a una guida, un pranzo caldo al coperto e di notte la caccia all'aurora boreale in minibus, inseguendo gli squarci tra le nuvole.",
        "Una caminata con raquetas de nieve con un guía, una comida caliente bajo techo y por la noche la búsqueda de la aurora boreal en minibús, persiguiendo claros entre las nubes.",
        "Une balade en raquettes avec un guide, un déjeuner chaud à l'abri et la nuit une chasse aux aurores boréales en minibus, à la poursuite des trouées dans les nuages.",
        "Eine Schneeschuhwanderung mit Guide, ein warmes Mittagessen drinnen und nachts die Nordlichtsuche im Kleinbus, immer den Wolkenlücken hinterher.",
      ],
      [
        "A slow morning and a workshop on photographing the night sky, put into practice after dinner if the northern lights appear.",
        "Una mattina con calma e un laboratorio di fotografia del cielo notturno, da mettere in pratica dopo cena se l'aurora boreale si presenta.",
        "Una mañana tranquila y un taller de fotografía del cielo nocturno, para ponerlo en práctica después de cenar si aparece la aurora boreal.",
        "Une matinée tranquille et un atelier de photo du ciel nocturne, mis en pratique après le dîner si les aurores boréales se montrent.",
        "Ein ruhiger Vormittag und ein Workshop zur Nachthimmelfotografie, der nach dem Abendessen praktisch wird, wenn das Nordlicht erscheint.",
      ],
      [
        "A free day to rest up for a late night: the coordinator watches the forecast and the cloud maps, and after dinner the group drives out to wherever the sky is clearest.",
        "Una giornata libera per riposarsi in vista della notte: il coordinatore segue le previsioni e le mappe delle nuvole, e dopo cena il gruppo parte verso il cielo più sereno.",
        "Un día libre para descansar de cara a la noche: el coordinador sigue la previsión y los mapas de nubes, y después de cenar el grupo sale hacia donde el cielo esté más despejado.",
        "Une journée libre pour se reposer avant la nuit : le coordinateur suit les prévisions et les cartes de nuages, et après le dîner le groupe part là où le ciel est le plus dégagé.",
        "Ein freier Tag, um für die Nacht auszuruhen: Der Koordinator verfolgt Vorhersage und Wolkenkarten, und nach dem Abendessen fährt die Gruppe dorthin, wo der Himmel am klarsten ist.",
      ],
      [
        "An evening talk on the science and the legends of the northern lights, then out under the open sky with warm clothes and a flask, waiting for the lights.",
        "Un incontro serale sulla scienza e le leggende dell'aurora boreale, poi fuori sotto il cielo aperto con vestiti caldi e un thermos, ad aspettare le luci.",
        "Una charla por la tarde sobre la ciencia y las leyendas de la aurora boreal, y después fuera, bajo el cielo abierto, con ropa de abrigo y un termo, esperando las luces.",
        "Une causerie en soirée sur la science et les légendes des aurores boréales, puis dehors sous le ciel ouvert, bien couverts et un thermos à la main, à attendre les lumières.",
        "Ein Vortrag am Abend über Wissenschaft und Legenden des Nordlichts, dann hinaus unter den offenen Himmel, warm angezogen und mit einer Thermoskanne, um auf die Lichter zu warten.",
      ],
      [
        "A walk with a guide who reads the tracks of the animals along the way, a late lunch, a nap in the afternoon, and a night watch for the northern lights.",
        "Una camminata con una guida che sa leggere le tracce degli animali lungo il sentiero, pranzo tardi, un riposino nel pomeriggio e una notte di veglia per l'aurora boreale.",
        "Una caminata con un guía que sabe leer las huellas de los animales por el camino, comida tardía, una siesta por la tarde y una noche de vigilia esperando la aurora boreal.",
        "Une marche avec un guide qui sait lire les traces des animaux en chemin, un déjeuner tardif, une sieste l'après-midi et une nuit à guetter les aurores boréales.",
        "Eine Wanderung mit einem Guide, der unterwegs die Spuren der Tiere liest, spätes Mittagessen, ein Nachmittagsschlaf und eine Nachtwache für das Nordlicht.",
      ],
      [
        "A day with a local who has lived all their life in the far north, talking about winter, light and darkness over coffee, and out after dinner to watch the sky.",
        "Una giornata con una persona del posto che ha sempre vissuto nel grande Nord e racconta l'inverno, la luce e il buio davanti a un caffè, e dopo cena fuori a guardare il cielo.",
        "Un día con alguien del lugar que ha vivido siempre en el gran norte y habla del invierno, la luz y la oscuridad con un café, y después de cenar, fuera a mirar el cielo.",
        "Une journée avec un habitant qui a toujours vécu dans le Grand Nord et parle de l'hiver, de la lumière et de l'obscurité autour d'un café, puis dehors après le dîner pour guetter le ciel.",
        "Ein Tag mit einem Einheimischen, der sein Leben lang im hohen Norden gewohnt hat und bei einem Kaffee von Winter, Licht und Dunkelheit erzählt, nach dem Abendessen dann hinaus zum Himmel.",
      ],
      [
        "A guided photo night: tripods set up away from the lights, the guide helping with the settings, and hot drinks while everyone waits for the sky to move.",
        "Una notte di fotografia guidata: treppiedi piazzati lontano dalle luci, la guida che aiuta con le impostazioni, e bevande calde mentre tutti aspettano che il cielo si accenda.",
        "Una noche de fotografía guiada: trípodes lejos de las luces, el guía ayudando con los ajustes y bebidas calientes mientras todos esperan que el cielo se mueva.",
        "Une nuit photo guidée : trépieds installés loin des lumières, le guide aidant aux réglages, et boissons chaudes pendant que chacun attend que le ciel s'anime.",
        "Eine geführte Fotonacht: Stative fern der Lichter, der Guide hilft bei den Einstellungen, und heiße Getränke, während alle darauf warten, dass sich der Himmel bewegt.",
      ],
      [
        "A quiet day indoors with a hot meal and a film on the northern lights, then out late with a guide to a dark spot with a wide view of the northern sky.",
        "Una giornata tranquilla al caldo con un pasto caldo e un documentario sull'aurora boreale, poi fuori a tarda sera con una guida verso un posto buio con ampia vista sul cielo a nord.",
        "Un día tranquilo a cubierto con una comida caliente y un documental sobre la aurora boreal, y después, ya tarde, salida con un guía a un lugar oscuro con amplias vistas al cielo del norte.",
        "Une journée tranquille au chaud avec un repas chaud et un film sur les aurores boréales, puis dehors tard avec un guide vers un endroit sombre à la vue dégagée sur le ciel du nord.",
        "Ein ruhiger Tag drinnen mit einer warmen Mahlzeit und einem Film über das Nordlicht, spät am Abend dann mit einem Guide an einen dunklen Ort mit weitem Blick auf den Nordhimmel.",
      ],
      [
        "A short walk at midday, a long lunch together, and a late evening out with a guide who moves the group to wherever the clouds open.",
        "Una breve camminata a metà giornata, un lungo pranzo insieme e una serata tarda fuori con una guida che sposta il gruppo dove si aprono le nuvole.",
        "Un paseo corto a mediodía, una larga comida juntos y una salida nocturna con un guía que lleva al grupo allí donde se abren las nubes.",
        "Une courte marche en milieu de journée, un long déjeuner ensemble et une sortie tardive avec un guide qui emmène le groupe là où les nuages s'ouvrent.",
        "Ein kurzer Spaziergang um die Mittagszeit, ein langes gemeinsames Mittagessen und ein später Abend draußen mit einem Guide, der die Gruppe dorthin bringt, wo die Wolken aufreißen.",
      ],
    ],
  },
};
