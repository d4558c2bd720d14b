import type { PlaceKind } from "./destination";

/**
 * The words of the day-by-day itineraries, per catalogue language (en, it, es, fr, de).
 * Titles name the day's place: {place} alone, {at} with its preposition ("a Fès", "au Caire"),
 * {from} for leaving it ("dal Cairo", "du Caire"); a transfer is "A – B".
 * Bodies never repeat the name, so no article or case can go wrong in them.
 */
export type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

export const ARRIVAL_TITLE: Texts = ["Arrival {at}", "Arrivo {at}", "Llegada {at}", "Arrivée {at}", "Ankunft {at}"];
export const ARRIVAL_BODY: Texts = [
  "Arrival and transfer to the hotel. In the evening the group meets the coordinator for a first dinner together.",
  "Arrivo e trasferimento in hotel. In serata il gruppo incontra il coordinatore per la prima cena insieme.",
  "Llegada y traslado al hotel. Por la tarde el grupo se reúne con el coordinador para la primera cena juntos.",
  "Arrivée et transfert à l'hôtel. Le soir, le groupe retrouve le coordinateur pour un premier dîner ensemble.",
  "Ankunft und Transfer ins Hotel. Am Abend trifft die Gruppe die Reiseleitung zum ersten gemeinsamen Abendessen.",
];

export const DEPARTURE_TITLE: Texts = ["Departure {from}", "Partenza {from}", "Salida {from}", "Départ {from}", "Abreise {from}"];
export const DEPARTURE_BODY: Texts = [
  "Last breakfast together, transfer to the airport and flight home.",
  "Ultima colazione insieme, trasferimento in aeroporto e volo di rientro.",
  "Último desayuno juntos, traslado al aeropuerto y vuelo de regreso.",
  "Dernier petit-déjeuner ensemble, transfert à l'aéroport et vol retour.",
  "Letztes gemeinsames Frühstück, Transfer zum Flughafen und Rückflug.",
];

/** A transfer day's title is "{a} – {b}"; how the group gets there: by road, across a border, by ferry, by plane. */
export const TRANSFER_BODIES: Readonly<Record<"road" | "border" | "ferry" | "flight", readonly Texts[]>> = {
  road: [
    [
      "On the road in the morning, with stops for photos and lunch along the way. Check-in and a first walk before dinner.",
      "In viaggio al mattino, con soste per foto e pranzo lungo il percorso. Sistemazione e prima passeggiata prima di cena.",
      "En ruta por la mañana, con paradas para fotos y comida por el camino. Alojamiento y primer paseo antes de la cena.",
      "Route le matin, avec des arrêts photo et un déjeuner en chemin. Installation et première balade avant le dîner.",
      "Am Morgen geht es los, mit Fotostopps und Mittagessen unterwegs. Check-in und ein erster Rundgang vor dem Abendessen.",
    ],
    [
      "A travel day through changing landscapes; the coordinator picks a village on the way for lunch.",
      "Giornata di viaggio tra paesaggi che cambiano; il coordinatore sceglie un villaggio lungo la strada per il pranzo.",
      "Día de viaje entre paisajes cambiantes; el coordinador elige un pueblo del camino para comer.",
      "Journée de route à travers des paysages changeants ; le coordinateur choisit un village en chemin pour déjeuner.",
      "Ein Reisetag durch wechselnde Landschaften; die Reiseleitung wählt unterwegs ein Dorf fürs Mittagessen.",
    ],
  ],
  border: [
    [
      "Border day: passports at hand for the crossing, then on to the next country and a late lunch on arrival.",
      "Giornata di frontiera: passaporti alla mano per il passaggio, poi si prosegue nel nuovo paese con un pranzo all'arrivo.",
      "Día de frontera: pasaportes a mano para el cruce y después seguimos hacia el nuevo país, con comida a la llegada.",
      "Journée de frontière : passeports en main pour le passage, puis direction le pays suivant et déjeuner à l'arrivée.",
      "Grenztag: Pässe bereithalten für den Übergang, dann weiter ins nächste Land und ein spätes Mittagessen bei der Ankunft.",
    ],
  ],
  flight: [
    [
      "Early transfer to the airport and a domestic flight; in the afternoon, a first look around with the coordinator.",
      "Trasferimento presto in aeroporto e volo interno; nel pomeriggio, primo giro con il coordinatore.",
      "Traslado temprano al aeropuerto y vuelo interno; por la tarde, primera vuelta con el coordinador.",
      "Transfert matinal à l'aéroport et vol intérieur ; l'après-midi, premier tour avec le coordinateur.",
      "Früher Transfer zum Flughafen und Inlandsflug; am Nachmittag ein erster Rundgang mit der Reiseleitung.",
    ],
  ],
  ferry: [
    [
      "Morning ferry, with the coast slipping by from the deck. Afternoon to settle in and swim.",
      "Traghetto al mattino, con la costa che scorre dal ponte. Pomeriggio per sistemarsi e fare il bagno.",
      "Ferri por la mañana, viendo pasar la costa desde la cubierta. Tarde para instalarse y bañarse.",
      "Ferry le matin, la côte défilant depuis le pont. Après-midi pour s'installer et se baigner.",
      "Fähre am Morgen, die Küste zieht vom Deck aus vorbei. Nachmittag zum Ankommen und Baden.",
    ],
  ],
};

/** What a day at a place is like, by the kind of place: a first day and a second one. */
export type VisitGroup = "urban" | "site" | "nature" | "mount" | "desert" | "coast" | "ice";
export const VISIT_GROUP: Readonly<Record<PlaceKind, VisitGroup>> = {
  city: "urban",
  town: "urban",
  village: "urban",
  sea: "coast",
  site: "site",
  park: "nature",
  lake: "nature",
  forest: "nature",
  mount: "mount",
  volcano: "mount",
  desert: "desert",
  beach: "coast",
  island: "coast",
  ice: "ice",
};

/** Second-day title at a town: "{place} and around". */
export const SURROUNDINGS_TITLE: Texts = [
  "{place} and around",
  "{place} e dintorni",
  "{place} y alrededores",
  "{place} et ses environs",
  "{place} und Umgebung",
];
export const FREE_DAY_TITLE: Texts = ["Free day {at}", "Giornata libera {at}", "Día libre {at}", "Journée libre {at}", "Freier Tag {at}"];
export const FREE_DAY_BODY: Texts = [
  "A free day to explore at your own pace; the coordinator suggests museums, cafés and a walk off the usual routes.",
  "Giornata libera da vivere con i tuoi ritmi; il coordinatore suggerisce musei, caffè e una passeggiata fuori dai soliti giri.",
  "Día libre para explorar a tu ritmo; el coordinador sugiere museos, cafés y un paseo fuera de las rutas habituales.",
  "Journée libre pour explorer à votre rythme ; le coordinateur suggère musées, cafés et une balade hors des circuits habituels.",
  "Ein freier Tag im eigenen Tempo; die Reiseleitung empfiehlt Museen, Cafés und einen Spaziergang abseits der üblichen Wege.",
];

export const VISIT_BODIES: Readonly<Record<VisitGroup, readonly [Texts, Texts]>> = {
  urban: [
    [
      "A walk through the old centre with the coordinator: the main square, the market and the streets behind them. Dinner at a local restaurant.",
      "Passeggiata nel centro storico con il coordinatore: la piazza principale, il mercato e le vie lì dietro. Cena in un locale del posto.",
      "Paseo por el casco antiguo con el coordinador: la plaza principal, el mercado y las calles de detrás. Cena en un restaurante local.",
      "Balade dans le centre ancien avec le coordinateur : la grand-place, le marché et les ruelles derrière. Dîner dans un restaurant du coin.",
      "Rundgang durch die Altstadt mit der Reiseleitung: der Hauptplatz, der Markt und die Gassen dahinter. Abendessen in einem Lokal vor Ort.",
    ],
    [
      "A morning excursion to the villages nearby, back in the afternoon for free time and an aperitif at sunset.",
      "Escursione mattutina nei villaggi vicini, rientro nel pomeriggio per tempo libero e un aperitivo al tramonto.",
      "Excursión por la mañana a los pueblos cercanos, regreso por la tarde para tiempo libre y un aperitivo al atardecer.",
      "Excursion le matin dans les villages voisins, retour l'après-midi pour du temps libre et un apéritif au coucher du soleil.",
      "Vormittags ein Ausflug in die Dörfer der Umgebung, nachmittags Freizeit und ein Aperitif bei Sonnenuntergang.",
    ],
  ],
  site: [
    [
      "Guided visit of the site early in the morning, before the heat and the crowds, with a local guide.",
      "Visita guidata del sito di primo mattino, prima del caldo e della folla, con una guida locale.",
      "Visita guiada al sitio a primera hora, antes del calor y de las multitudes, con un guía local.",
      "Visite guidée du site tôt le matin, avant la chaleur et la foule, avec un guide local.",
      "Führung über die Anlage früh am Morgen, vor der Hitze und den Menschenmengen, mit einer örtlichen Guide.",
    ],
    [
      "A second, slower look at the site and its museum, then an afternoon to rest.",
      "Un secondo sguardo, con calma, al sito e al suo museo, poi un pomeriggio di riposo.",
      "Una segunda visita, sin prisa, al sitio y a su museo, y después una tarde de descanso.",
      "Un second regard, sans se presser, sur le site et son musée, puis un après-midi de repos.",
      "Ein zweiter, ruhiger Blick auf die Anlage und ihr Museum, dann ein freier Nachmittag.",
    ],
  ],
  nature: [
    [
      "A day outdoors: an easy walk on marked trails, a picnic lunch and time to watch the wildlife.",
      "Una giornata all'aperto: camminata facile su sentieri segnati, pranzo al sacco e tempo per osservare gli animali.",
      "Un día al aire libre: caminata fácil por senderos señalizados, picnic y tiempo para observar la fauna.",
      "Une journée au grand air : marche facile sur sentiers balisés, pique-nique et temps pour observer la faune.",
      "Ein Tag draußen: leichte Wanderung auf markierten Wegen, Picknick und Zeit, Tiere zu beobachten.",
    ],
    [
      "An early start to see the landscape in the best light, then a boat trip or a viewpoint in the afternoon.",
      "Partenza presto per vedere il paesaggio con la luce migliore, poi un giro in barca o un belvedere nel pomeriggio.",
      "Salida temprano para ver el paisaje con la mejor luz y, por la tarde, un paseo en barca o un mirador.",
      "Départ matinal pour voir le paysage dans la meilleure lumière, puis une sortie en bateau ou un belvédère l'après-midi.",
      "Früher Start, um die Landschaft im besten Licht zu sehen, nachmittags eine Bootsfahrt oder ein Aussichtspunkt.",
    ],
  ],
  mount: [
    [
      "A hike of five to six hours with the coordinator and a mountain guide, with the climb in the cool of the morning.",
      "Un'escursione di cinque-sei ore con il coordinatore e una guida di montagna, con la salita al fresco del mattino.",
      "Una excursión de cinco a seis horas con el coordinador y un guía de montaña, subiendo con el fresco de la mañana.",
      "Une randonnée de cinq à six heures avec le coordinateur et un guide de montagne, la montée à la fraîche.",
      "Eine Wanderung von fünf bis sechs Stunden mit Reiseleitung und Bergführer, der Aufstieg in der Morgenkühle.",
    ],
    [
      "A shorter walk to a viewpoint, or a rest day for those who prefer it; dinner with local specialities.",
      "Una camminata più breve fino a un punto panoramico, o riposo per chi preferisce; cena con specialità locali.",
      "Una caminata más corta hasta un mirador, o descanso para quien lo prefiera; cena con especialidades locales.",
      "Une marche plus courte jusqu'à un point de vue, ou repos pour qui le souhaite ; dîner de spécialités locales.",
      "Eine kürzere Wanderung zu einem Aussichtspunkt oder ein Ruhetag für alle, die möchten; Abendessen mit regionalen Spezialitäten.",
    ],
  ],
  desert: [
    [
      "Out into the desert by 4x4, a walk on the dunes at sunset and a night in a camp under the stars.",
      "In fuoristrada nel deserto, camminata sulle dune al tramonto e notte in campo tendato sotto le stelle.",
      "En 4x4 hacia el desierto, paseo por las dunas al atardecer y noche en un campamento bajo las estrellas.",
      "En 4x4 dans le désert, marche sur les dunes au coucher du soleil et nuit en campement sous les étoiles.",
      "Im Geländewagen in die Wüste, ein Gang über die Dünen bei Sonnenuntergang und eine Nacht im Camp unter Sternen.",
    ],
    [
      "Sunrise over the sand, breakfast at the camp and a visit to an oasis village on the way back.",
      "Alba sulla sabbia, colazione al campo e visita a un villaggio di un'oasi sulla via del ritorno.",
      "Amanecer sobre la arena, desayuno en el campamento y visita a un pueblo de oasis de regreso.",
      "Lever de soleil sur le sable, petit-déjeuner au camp et visite d'un village d'oasis sur le retour.",
      "Sonnenaufgang über dem Sand, Frühstück im Camp und auf dem Rückweg ein Dorf in einer Oase.",
    ],
  ],
  coast: [
    [
      "A day by the sea: a swim in the morning, lunch of fresh fish and a walk along the shore at sunset.",
      "Una giornata al mare: bagno al mattino, pranzo di pesce fresco e passeggiata sulla riva al tramonto.",
      "Un día de mar: baño por la mañana, comida de pescado fresco y paseo por la orilla al atardecer.",
      "Une journée à la mer : baignade le matin, déjeuner de poisson frais et balade sur le rivage au coucher du soleil.",
      "Ein Tag am Meer: morgens baden, mittags frischer Fisch und abends ein Spaziergang am Ufer.",
    ],
    [
      "A boat trip to the coves that can only be reached from the water, with snorkelling stops.",
      "Gita in barca alle calette raggiungibili solo dal mare, con soste per lo snorkeling.",
      "Excursión en barco a las calas a las que solo se llega por mar, con paradas para hacer esnórquel.",
      "Sortie en bateau vers les criques accessibles seulement par la mer, avec des arrêts snorkeling.",
      "Bootsausflug zu Buchten, die nur vom Wasser aus erreichbar sind, mit Schnorchelstopps.",
    ],
  ],
  ice: [
    [
      "Out on the ice with a local guide: crampons or a zodiac, depending on the conditions, and a warm drink back at the base.",
      "Sul ghiaccio con una guida locale: ramponi o gommone secondo le condizioni, e una bevanda calda al rientro.",
      "Sobre el hielo con un guía local: crampones o zódiac según las condiciones, y una bebida caliente al volver.",
      "Sur la glace avec un guide local : crampons ou zodiac selon les conditions, et une boisson chaude au retour.",
      "Mit einer örtlichen Guide aufs Eis: Steigeisen oder Zodiac je nach Bedingungen, danach ein warmes Getränk.",
    ],
    [
      "A quieter day to watch the ice and the wildlife; in the evening, if the sky is clear, out again to look at the stars.",
      "Una giornata più tranquilla per osservare il ghiaccio e gli animali; la sera, se il cielo è sereno, di nuovo fuori a guardare le stelle.",
      "Un día más tranquilo para observar el hielo y la fauna; por la noche, si está despejado, salimos a mirar las estrellas.",
      "Une journée plus calme pour observer la glace et la faune ; le soir, si le ciel est dégagé, sortie pour regarder les étoiles.",
      "Ein ruhigerer Tag, um Eis und Tiere zu beobachten; abends bei klarem Himmel noch einmal hinaus zu den Sternen.",
    ],
  ],
};

/** The description: "{days} days {in}: {stops}." then the theme's pitch and the group. */
export const DESCRIPTION: Texts = [
  "{days} days {in}: {stops}. {pitch} A small group of Caravaners with a coordinator.",
  "{days} giorni {in}: {stops}. {pitch} Un piccolo gruppo di Caravaners con un coordinatore.",
  "{days} días {in}: {stops}. {pitch} Un pequeño grupo de Caravaners con un coordinador.",
  "{days} jours {in} : {stops}. {pitch} Un petit groupe de Caravaners avec un coordinateur.",
  "{days} Tage {in}: {stops}. {pitch} Eine kleine Gruppe von Caravanern mit Reiseleitung.",
];

/** "and" in a list of names, per language. */
export const AND: Texts = ["and", "e", "y", "et", "und"];
