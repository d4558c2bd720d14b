import type { Claim } from "../pitch";
import type { Texts } from "./itinerary-texts";

/**
 * What a theme's summary says, as a list of phrases per catalogue language (en, it, es, fr,
 * de): each is said only when its claim holds for the trip (../pitch.ts reads the claim off
 * the days), and `unless` keeps out a phrase a truer one replaces. The phrases that hold, up to
 * three in order, make the summary's second sentence ("Dunes at sunset and a night under the
 * stars."). A phrase without a claim is true of every trip of the theme. Themes not listed say
 * their pitch (./trip-themes.ts), which promises nothing a day must give.
 */
export type PitchPhrase = { claim?: Claim; unless?: Claim; text: Texts };

export const PITCH_PHRASES: Readonly<Partial<Record<string, readonly PitchPhrase[]>>> = {
  trek: [
    {
      claim: "trek",
      text: [
        "days on the trail with light packs",
        "giornate sui sentieri con lo zaino leggero",
        "días de sendero con mochila ligera",
        "des journées sur les sentiers sac léger",
        "Tage auf dem Pfad mit leichtem Gepäck",
      ],
    },
    {
      claim: "huts",
      text: [
        "nights in mountain huts or guesthouses",
        "notti in rifugi o guesthouse",
        "noches en refugios o casas de huéspedes",
        "des nuits en refuges ou maisons d'hôtes",
        "Nächte in Hütten oder Gästehäusern",
      ],
    },
    {
      claim: "camps",
      unless: "huts",
      text: [
        "nights in tents at the trail's camps",
        "notti in tenda nei campi lungo il sentiero",
        "noches en tienda en los campamentos de la ruta",
        "des nuits sous la tente aux camps du sentier",
        "Nächte im Zelt in den Camps am Weg",
      ],
    },
    {
      text: [
        "a guide who knows the way",
        "una guida che conosce la strada",
        "un guía que conoce el camino",
        "un guide qui connaît le chemin",
        "ein Führer, der den Weg kennt",
      ],
    },
  ],
  beaches: [
    {
      claim: "beach",
      text: [
        "unhurried days of swimming",
        "giornate tranquille tra un bagno e l'altro",
        "días tranquilos entre baño y baño",
        "des journées tranquilles entre deux baignades",
        "ruhige Badetage am Meer",
      ],
    },
    {
      text: [
        "a few well-chosen excursions",
        "qualche escursione scelta bene",
        "algunas excursiones bien elegidas",
        "quelques excursions bien choisies",
        "ein paar gut gewählte Ausflüge",
      ],
    },
  ],
  wild: [
    { text: ["wide landscapes", "grandi paesaggi", "grandes paisajes", "de grands paysages", "weite Landschaften"] },
    { claim: "no-trek", text: ["short walks", "brevi camminate", "caminatas cortas", "de courtes marches", "kurze Wanderungen"] },
    {
      claim: "trek",
      text: ["days on the trail", "giornate sui sentieri", "días de sendero", "des journées sur les sentiers", "Tage auf dem Pfad"],
    },
    {
      claim: "wildlife",
      text: [
        "wildlife at dawn and dusk",
        "animali all'alba e al tramonto",
        "fauna al amanecer y al atardecer",
        "la faune à l'aube et au crépuscule",
        "Tiere im Morgen- und Abendlicht",
      ],
    },
  ],
  food: [
    {
      claim: "food",
      text: [
        "the dishes each place is known for",
        "i piatti per cui ogni luogo è famoso",
        "los platos por los que cada lugar es conocido",
        "les plats qui font la réputation de chaque lieu",
        "die Spezialitäten jedes Ortes",
      ],
    },
    { claim: "market", text: ["markets", "mercati", "mercados", "des marchés", "Märkte"] },
    { claim: "cooking", text: ["cooking classes", "corsi di cucina", "clases de cocina", "des cours de cuisine", "Kochkurse"] },
    {
      claim: "tastings",
      text: [
        "tastings with the people who make the food",
        "degustazioni con i produttori",
        "catas con los productores",
        "des dégustations avec les producteurs",
        "Verkostungen bei den Erzeugern",
      ],
    },
  ],
  lakes: [
    {
      text: [
        "lakeshores under the peaks",
        "rive di lago sotto le vette",
        "orillas de lago al pie de las cumbres",
        "des rives de lac au pied des sommets",
        "Seeufer unter den Gipfeln",
      ],
    },
    { claim: "passes", text: ["mountain passes", "passi di montagna", "puertos de montaña", "des cols de montagne", "Bergpässe"] },
    { text: ["walks with a view", "passeggiate panoramiche", "paseos con vistas", "des balades avec vue", "Wanderungen mit Aussicht"] },
  ],
  desert: [
    { claim: "long-drives", text: ["long drives", "lunghi trasferimenti", "largos trayectos", "de longues routes", "lange Fahrten"] },
    {
      claim: "dunes",
      text: ["dunes at sunset", "dune al tramonto", "dunas al atardecer", "des dunes au coucher du soleil", "Dünen im Abendlicht"],
    },
    {
      claim: "stars",
      text: [
        "a night under the stars",
        "una notte sotto le stelle",
        "una noche bajo las estrellas",
        "une nuit à la belle étoile",
        "eine Nacht unter den Sternen",
      ],
    },
    {
      text: [
        "wide desert horizons",
        "grandi orizzonti di deserto",
        "amplios horizontes de desierto",
        "de grands horizons de désert",
        "weite Wüstenhorizonte",
      ],
    },
  ],
  safari: [
    {
      claim: "game",
      text: [
        "game drives at dawn and dusk in open vehicles",
        "fotosafari all'alba e al tramonto su fuoristrada aperti",
        "safaris al amanecer y al atardecer en vehículos abiertos",
        "des safaris à l'aube et au crépuscule en véhicules ouverts",
        "Pirschfahrten im offenen Wagen bei Sonnenauf- und -untergang",
      ],
    },
    {
      claim: "tents",
      text: [
        "nights in tented camps",
        "notti in campi tendati",
        "noches en campamentos de lona",
        "des nuits sous la tente",
        "Nächte im Zeltcamp",
      ],
    },
    {
      text: [
        "a guide who knows the animals' ways",
        "una guida che conosce le abitudini degli animali",
        "un guía que conoce las costumbres de los animales",
        "un guide qui connaît les habitudes des animaux",
        "ein Guide, der die Gewohnheiten der Tiere kennt",
      ],
    },
  ],
  winter: [
    { claim: "snowshoes", text: ["snowshoes", "ciaspole", "raquetas de nieve", "des raquettes", "Schneeschuhe"] },
    {
      claim: "snow",
      unless: "snowshoes",
      text: ["days in the snow", "giornate sulla neve", "días en la nieve", "des journées dans la neige", "Tage im Schnee"],
    },
    { claim: "sauna", text: ["saunas", "saune", "saunas", "des saunas", "Sauna"] },
    {
      claim: "hot-springs",
      unless: "sauna",
      text: ["hot springs", "sorgenti termali", "aguas termales", "des sources chaudes", "heiße Quellen"],
    },
    {
      text: [
        "warm dinners after short winter days",
        "cene calde dopo brevi giornate d'inverno",
        "cenas calientes tras los cortos días de invierno",
        "des dîners chauds après de courtes journées d'hiver",
        "warme Abendessen nach kurzen Wintertagen",
      ],
    },
  ],
  roadtrip: [
    {
      claim: "road",
      text: [
        "a minibus and an open road",
        "un minibus e la strada davanti",
        "un minibús y la carretera por delante",
        "un minibus et la route devant soi",
        "ein Kleinbus und die offene Straße",
      ],
    },
    {
      claim: "road",
      text: [
        "stops wherever the view is worth it",
        "soste ovunque il panorama lo meriti",
        "paradas donde la vista lo merezca",
        "des arrêts partout où la vue le mérite",
        "Halt, wo immer die Aussicht es wert ist",
      ],
    },
    {
      unless: "road",
      text: [
        "far-apart places joined in a few days",
        "luoghi lontani uniti in pochi giorni",
        "lugares lejanos unidos en pocos días",
        "des lieux éloignés réunis en quelques jours",
        "weit entfernte Orte in wenigen Tagen",
      ],
    },
  ],
  markets: [
    { claim: "souks", text: ["souks and bazaars", "souk e bazar", "zocos y bazares", "des souks et des bazars", "Souks und Basare"] },
    { claim: "market", unless: "souks", text: ["markets", "mercati", "mercados", "des marchés", "Märkte"] },
    { claim: "food", text: ["street food", "cibo di strada", "comida callejera", "de la cuisine de rue", "Straßenessen"] },
    {
      text: [
        "a coordinator who knows the stalls",
        "un coordinatore che conosce i banchi",
        "un coordinador que conoce los puestos",
        "un coordinateur qui connaît les étals",
        "ein Koordinator, der die Stände kennt",
      ],
    },
  ],
  sailing: [
    {
      claim: "week-aboard",
      text: ["a week on board", "una settimana a bordo", "una semana a bordo", "une semaine à bord", "eine Woche an Bord"],
    },
    { unless: "week-aboard", text: ["days on board", "giorni a bordo", "días a bordo", "des jours à bord", "Tage an Bord"] },
    {
      text: [
        "short sails between quiet bays",
        "brevi navigazioni tra baie tranquille",
        "navegaciones cortas entre calas tranquilas",
        "de courtes navigations entre des criques",
        "kurze Schläge zwischen ruhigen Buchten",
      ],
    },
    { claim: "port", text: ["dinners in port", "cene in porto", "cenas en puerto", "des dîners au port", "Abendessen im Hafen"] },
  ],
  volcano: [
    {
      text: [
        "craters climbed early in the day",
        "crateri saliti di buon mattino",
        "cráteres subidos a primera hora",
        "des cratères gravis tôt le matin",
        "früh am Morgen bestiegene Krater",
      ],
    },
    { claim: "lava", text: ["lava fields", "colate laviche", "campos de lava", "des champs de lave", "Lavafelder"] },
    { claim: "hot-springs", text: ["hot springs", "sorgenti calde", "aguas termales", "des sources chaudes", "heiße Quellen"] },
  ],
  silk: [
    { text: ["caravan cities", "città carovaniere", "ciudades de caravanas", "des villes caravanières", "Karawanenstädte"] },
    { claim: "domes", text: ["blue domes", "cupole blu", "cúpulas azules", "des coupoles bleues", "blaue Kuppeln"] },
    { claim: "souks", text: ["bazaars", "bazar", "bazares", "des bazars", "Basare"] },
    {
      text: [
        "the old trade road",
        "l'antica via dei commerci",
        "la antigua ruta comercial",
        "l'ancienne route du commerce",
        "die alte Handelsstraße",
      ],
    },
  ],
  expedition: [
    { text: ["an expedition ship", "una nave da spedizione", "un barco de expedición", "un navire d'expédition", "ein Expeditionsschiff"] },
    {
      claim: "zodiac",
      text: ["zodiac landings", "sbarchi in gommone", "desembarcos en zódiac", "des débarquements en zodiac", "Anlandungen im Zodiac"],
    },
    {
      claim: "penguins",
      text: [
        "penguins on the ice",
        "pinguini sul ghiaccio",
        "pingüinos sobre el hielo",
        "des manchots sur la glace",
        "Pinguine auf dem Eis",
      ],
    },
  ],
  islands: [
    {
      claim: "ferries",
      text: [
        "ferries from one island to the next",
        "traghetti da un'isola all'altra",
        "ferris de una isla a otra",
        "des ferries d'une île à l'autre",
        "Fähren von Insel zu Insel",
      ],
    },
    {
      unless: "ferries",
      text: [
        "short hops from one island to the next",
        "brevi salti da un'isola all'altra",
        "saltos cortos de una isla a otra",
        "de courts sauts d'une île à l'autre",
        "kurze Sprünge von Insel zu Insel",
      ],
    },
    {
      text: [
        "islands each with a character of its own",
        "isole ognuna con il suo carattere",
        "islas cada una con su carácter",
        "des îles chacune avec son caractère",
        "Inseln mit je eigenem Charakter",
      ],
    },
  ],
  jungle: [
    {
      claim: "forest",
      text: [
        "guided walks in the rainforest",
        "camminate guidate nella foresta",
        "caminatas guiadas por la selva",
        "des marches guidées en forêt",
        "geführte Wanderungen im Regenwald",
      ],
    },
    {
      claim: "river",
      text: ["river trips", "escursioni sul fiume", "paseos por el río", "des sorties sur le fleuve", "Bootsfahrten auf dem Fluss"],
    },
    {
      claim: "lodges",
      text: ["lodges in the green", "lodge nel verde", "lodges en plena naturaleza", "des lodges en pleine nature", "Lodges im Grünen"],
    },
    {
      claim: "wildlife",
      text: [
        "wildlife at dawn and dusk",
        "animali all'alba e al tramonto",
        "fauna al amanecer y al atardecer",
        "la faune à l'aube et au crépuscule",
        "Tiere im Morgen- und Abendlicht",
      ],
    },
  ],
  cities: [
    {
      claim: "old-towns",
      text: ["old towns on foot", "centri storici a piedi", "cascos antiguos a pie", "de vieilles villes à pied", "Altstädte zu Fuß"],
    },
    {
      claim: "market",
      text: ["markets in the morning", "mercati al mattino", "mercados por la mañana", "des marchés le matin", "morgens Märkte"],
    },
    {
      text: [
        "dinners where the locals eat",
        "cene dove mangiano i locali",
        "cenas donde comen los locales",
        "des dîners là où mangent les habitants",
        "Abendessen, wo die Einheimischen essen",
      ],
    },
  ],
};
