import type { EventCategory } from "../../app/lib/events/categories";

/** Real venues in real cities of every site's country (001 §1), for the meetup seed. */
export type SeedCity = {
  slug: string;
  name: string;
  timeZone: string;
  lat: number;
  lon: number;
  venues: { name: string; address: string }[];
};
export type SeedSite = {
  site: string;
  countryCode: string;
  currency: "EUR" | "GBP" | "USD";
  origin: string;
  eventsPath: string;
  cities: SeedCity[];
};

export const SEED_SITES: SeedSite[] = [
  {
    site: "int",
    countryCode: "IE",
    currency: "EUR",
    origin: "https://www.caravantrips.com",
    eventsPath: "/events",
    cities: [
      {
        slug: "dublin",
        name: "Dublin",
        timeZone: "Europe/Dublin",
        lat: 53.3498,
        lon: -6.2603,
        venues: [
          { name: "The Brazen Head", address: "20 Bridge Street Lower, Dublin 8" },
          { name: "Phoenix Park Visitor Centre", address: "Phoenix Park, Dublin 8" },
        ],
      },
      {
        slug: "cork",
        name: "Cork",
        timeZone: "Europe/Dublin",
        lat: 51.8985,
        lon: -8.4756,
        venues: [{ name: "English Market", address: "Princes Street, Cork" }],
      },
      {
        slug: "galway",
        name: "Galway",
        timeZone: "Europe/Dublin",
        lat: 53.2707,
        lon: -9.0568,
        venues: [{ name: "Eyre Square", address: "Eyre Square, Galway" }],
      },
    ],
  },
  {
    site: "uk",
    countryCode: "GB",
    currency: "GBP",
    origin: "https://www.caravantrips.co.uk",
    eventsPath: "/events",
    cities: [
      {
        slug: "london",
        name: "London",
        timeZone: "Europe/London",
        lat: 51.5074,
        lon: -0.1278,
        venues: [
          { name: "Southbank Centre", address: "Belvedere Road, London SE1 8XX" },
          { name: "Hampstead Heath", address: "Hampstead, London NW3" },
        ],
      },
      {
        slug: "manchester",
        name: "Manchester",
        timeZone: "Europe/London",
        lat: 53.4808,
        lon: -2.2426,
        venues: [{ name: "Mackie Mayor", address: "1 Eagle Street, Manchester M4 5BU" }],
      },
      {
        slug: "edinburgh",
        name: "Edinburgh",
        timeZone: "Europe/London",
        lat: 55.9533,
        lon: -3.1883,
        venues: [{ name: "Arthur's Seat car park", address: "Queen's Drive, Edinburgh EH8" }],
      },
    ],
  },
  {
    site: "us",
    countryCode: "US",
    currency: "USD",
    origin: "https://us.caravantrips.com",
    eventsPath: "/events",
    cities: [
      {
        slug: "new-york",
        name: "New York",
        timeZone: "America/New_York",
        lat: 40.7128,
        lon: -74.006,
        venues: [{ name: "Bryant Park", address: "6th Avenue & 42nd Street, New York, NY 10018" }],
      },
      {
        slug: "chicago",
        name: "Chicago",
        timeZone: "America/Chicago",
        lat: 41.8781,
        lon: -87.6298,
        venues: [{ name: "Millennium Park", address: "201 E Randolph Street, Chicago, IL 60602" }],
      },
      {
        slug: "san-francisco",
        name: "San Francisco",
        timeZone: "America/Los_Angeles",
        lat: 37.7749,
        lon: -122.4194,
        venues: [{ name: "Ferry Building", address: "1 Ferry Building, San Francisco, CA 94111" }],
      },
    ],
  },
  {
    site: "it",
    countryCode: "IT",
    currency: "EUR",
    origin: "https://www.caravantrips.it",
    eventsPath: "/eventi",
    cities: [
      {
        slug: "milano",
        name: "Milano",
        timeZone: "Europe/Rome",
        lat: 45.4642,
        lon: 9.19,
        venues: [
          { name: "Navigli, Alzaia Naviglio Grande", address: "Alzaia Naviglio Grande 4, 20144 Milano" },
          { name: "Parco Sempione", address: "Piazza Sempione, 20154 Milano" },
        ],
      },
      {
        slug: "roma",
        name: "Roma",
        timeZone: "Europe/Rome",
        lat: 41.9028,
        lon: 12.4964,
        venues: [{ name: "Trastevere, Piazza di Santa Maria", address: "Piazza di Santa Maria in Trastevere, 00153 Roma" }],
      },
      {
        slug: "bologna",
        name: "Bologna",
        timeZone: "Europe/Rome",
        lat: 44.4949,
        lon: 11.3426,
        venues: [{ name: "Piazza Maggiore", address: "Piazza Maggiore, 40124 Bologna" }],
      },
      {
        slug: "torino",
        name: "Torino",
        timeZone: "Europe/Rome",
        lat: 45.0703,
        lon: 7.6869,
        venues: [{ name: "Parco del Valentino", address: "Corso Massimo d'Azeglio, 10126 Torino" }],
      },
    ],
  },
  {
    site: "es",
    countryCode: "ES",
    currency: "EUR",
    origin: "https://www.caravantrips.es",
    eventsPath: "/eventos",
    cities: [
      {
        slug: "madrid",
        name: "Madrid",
        timeZone: "Europe/Madrid",
        lat: 40.4168,
        lon: -3.7038,
        venues: [{ name: "Parque del Retiro", address: "Plaza de la Independencia 7, 28001 Madrid" }],
      },
      {
        slug: "barcelona",
        name: "Barcelona",
        timeZone: "Europe/Madrid",
        lat: 41.3874,
        lon: 2.1686,
        venues: [{ name: "Mercat de Sant Antoni", address: "Carrer del Comte d'Urgell 1, 08011 Barcelona" }],
      },
      {
        slug: "valencia",
        name: "Valencia",
        timeZone: "Europe/Madrid",
        lat: 39.4699,
        lon: -0.3763,
        venues: [{ name: "Jardín del Turia", address: "Jardí del Túria, 46010 Valencia" }],
      },
    ],
  },
  {
    site: "fr",
    countryCode: "FR",
    currency: "EUR",
    origin: "https://www.caravantrips.fr",
    eventsPath: "/evenements",
    cities: [
      {
        slug: "paris",
        name: "Paris",
        timeZone: "Europe/Paris",
        lat: 48.8566,
        lon: 2.3522,
        venues: [{ name: "Canal Saint-Martin", address: "Quai de Valmy, 75010 Paris" }],
      },
      {
        slug: "lyon",
        name: "Lyon",
        timeZone: "Europe/Paris",
        lat: 45.764,
        lon: 4.8357,
        venues: [{ name: "Halles de Lyon Paul Bocuse", address: "102 Cours Lafayette, 69003 Lyon" }],
      },
      {
        slug: "marseille",
        name: "Marseille",
        timeZone: "Europe/Paris",
        lat: 43.2965,
        lon: 5.3698,
        venues: [{ name: "Vieux-Port", address: "Quai du Port, 13002 Marseille" }],
      },
    ],
  },
  {
    site: "de",
    countryCode: "DE",
    currency: "EUR",
    origin: "https://www.caravantrips.de",
    eventsPath: "/veranstaltungen",
    cities: [
      {
        slug: "berlin",
        name: "Berlin",
        timeZone: "Europe/Berlin",
        lat: 52.52,
        lon: 13.405,
        venues: [{ name: "Tempelhofer Feld", address: "Tempelhofer Damm, 12101 Berlin" }],
      },
      {
        slug: "muenchen",
        name: "München",
        timeZone: "Europe/Berlin",
        lat: 48.1351,
        lon: 11.582,
        venues: [{ name: "Englischer Garten, Chinesischer Turm", address: "Englischer Garten 3, 80538 München" }],
      },
      {
        slug: "hamburg",
        name: "Hamburg",
        timeZone: "Europe/Berlin",
        lat: 53.5511,
        lon: 9.9937,
        venues: [{ name: "Landungsbrücken", address: "Bei den St. Pauli-Landungsbrücken, 20359 Hamburg" }],
      },
    ],
  },
];

type Texts = Record<EventCategory, { title: string; description: string }>;
const EN: Texts = {
  APERITIF: {
    title: "Sunset drinks with Caravaners in {{city}}",
    description:
      "Meet the travellers you will share your next trip with: a relaxed drink at sunset, stories from the road and plenty of ideas for where to go next. Come alone, leave with friends.",
  },
  DINNER: {
    title: "Community dinner in {{city}}",
    description:
      "A long table, local food and people who love travelling as much as you do. Your coordinator shares tips on the season's departures while we eat.",
  },
  HIKE: {
    title: "Morning walk around {{city}}",
    description:
      "An easy walk of about ten kilometres with a coffee stop halfway. Bring comfortable shoes, water and your questions about our active trips.",
  },
  CULTURE: {
    title: "Guided culture tour of {{city}}",
    description:
      "A local guide takes us through the places that tell the city's story. Perfect for first-timers who want to meet the community before their first trip.",
  },
  PARTY: {
    title: "Caravan party night in {{city}}",
    description:
      "Music, dancing and photos from this year's trips on the big screen. The night to celebrate the journeys done and plan the ones to come.",
  },
  TRAVEL_TALK: {
    title: "Travel talk: how a group trip works, in {{city}}",
    description:
      "Coordinators answer everything about travelling in a small group: rooms, flights, budgets and what a day on the road looks like. Q&A at the end.",
  },
};
const IT: Texts = {
  APERITIF: {
    title: "Aperitivo al tramonto con i Caravaners a {{city}}",
    description:
      "Conosci chi potrebbe partire con te: un aperitivo rilassato al tramonto, racconti di viaggio e tante idee per la prossima meta. Vieni da solo, riparti con nuovi amici.",
  },
  DINNER: {
    title: "Cena della community a {{city}}",
    description:
      "Una tavolata, cucina del posto e persone che amano viaggiare quanto te. Il coordinatore racconta le partenze della stagione mentre si mangia.",
  },
  HIKE: {
    title: "Camminata mattutina intorno a {{city}}",
    description:
      "Una camminata facile di circa dieci chilometri con pausa caffè a metà strada. Porta scarpe comode, acqua e le tue domande sui viaggi attivi.",
  },
  CULTURE: {
    title: "Visita guidata alla scoperta di {{city}}",
    description:
      "Una guida locale ci accompagna nei luoghi che raccontano la storia della città. Perfetta per chi vuole conoscere la community prima del primo viaggio.",
  },
  PARTY: {
    title: "Festa Caravan a {{city}}",
    description:
      "Musica, balli e le foto dei viaggi dell'anno sul maxischermo. La serata per festeggiare i viaggi fatti e progettare i prossimi.",
  },
  TRAVEL_TALK: {
    title: "Incontro: come funziona un viaggio di gruppo, a {{city}}",
    description:
      "I coordinatori rispondono a tutto sul viaggiare in piccoli gruppi: camere, voli, budget e com'è una giornata in viaggio. Domande e risposte alla fine.",
  },
};
const ES: Texts = {
  APERITIF: {
    title: "Aperitivo al atardecer con Caravaners en {{city}}",
    description:
      "Conoce a quienes podrían viajar contigo: una copa tranquila al atardecer, historias de viaje y muchas ideas para el próximo destino. Ven solo, vete con amigos.",
  },
  DINNER: {
    title: "Cena de la comunidad en {{city}}",
    description:
      "Una mesa larga, comida local y gente a la que le encanta viajar tanto como a ti. El coordinador cuenta las salidas de la temporada mientras cenamos.",
  },
  HIKE: {
    title: "Paseo matinal por {{city}}",
    description:
      "Un paseo fácil de unos diez kilómetros con una parada para el café a mitad de camino. Trae calzado cómodo, agua y tus preguntas sobre los viajes activos.",
  },
  CULTURE: {
    title: "Visita cultural guiada por {{city}}",
    description:
      "Un guía local nos lleva por los lugares que cuentan la historia de la ciudad. Ideal para quien quiere conocer la comunidad antes de su primer viaje.",
  },
  PARTY: {
    title: "Noche de fiesta Caravan en {{city}}",
    description:
      "Música, baile y las fotos de los viajes del año en pantalla grande. La noche para celebrar los viajes hechos y planear los siguientes.",
  },
  TRAVEL_TALK: {
    title: "Charla: cómo funciona un viaje en grupo, en {{city}}",
    description:
      "Los coordinadores responden a todo sobre viajar en grupo pequeño: habitaciones, vuelos, presupuesto y cómo es un día de viaje. Preguntas al final.",
  },
};
const FR: Texts = {
  APERITIF: {
    title: "Apéro au coucher du soleil avec les Caravaners à {{city}}",
    description:
      "Rencontrez ceux qui partiront peut-être avec vous : un verre détendu au coucher du soleil, des récits de voyage et plein d'idées pour la prochaine destination.",
  },
  DINNER: {
    title: "Dîner de la communauté à {{city}}",
    description:
      "Une grande tablée, une cuisine locale et des gens qui aiment voyager autant que vous. Le coordinateur présente les départs de la saison pendant le repas.",
  },
  HIKE: {
    title: "Balade matinale autour de {{city}}",
    description:
      "Une marche facile d'une dizaine de kilomètres avec une pause café à mi-parcours. Prévoyez de bonnes chaussures, de l'eau et vos questions sur nos voyages actifs.",
  },
  CULTURE: {
    title: "Visite culturelle guidée de {{city}}",
    description:
      "Un guide local nous emmène dans les lieux qui racontent l'histoire de la ville. Idéal pour rencontrer la communauté avant votre premier voyage.",
  },
  PARTY: {
    title: "Soirée Caravan à {{city}}",
    description:
      "Musique, danse et les photos des voyages de l'année sur grand écran. La soirée pour fêter les voyages faits et préparer les prochains.",
  },
  TRAVEL_TALK: {
    title: "Rencontre : comment se passe un voyage en groupe, à {{city}}",
    description:
      "Les coordinateurs répondent à tout sur le voyage en petit groupe : chambres, vols, budget et déroulé d'une journée. Questions-réponses à la fin.",
  },
};
const DE: Texts = {
  APERITIF: {
    title: "Sundowner mit Caravanern in {{city}}",
    description:
      "Lerne die Leute kennen, mit denen du vielleicht bald reist: ein entspannter Drink bei Sonnenuntergang, Reisegeschichten und viele Ideen für das nächste Ziel.",
  },
  DINNER: {
    title: "Community-Abendessen in {{city}}",
    description:
      "Eine lange Tafel, regionale Küche und Menschen, die das Reisen so lieben wie du. Der Koordinator stellt beim Essen die Abreisen der Saison vor.",
  },
  HIKE: {
    title: "Morgenwanderung rund um {{city}}",
    description:
      "Eine leichte Wanderung von etwa zehn Kilometern mit Kaffeepause auf halber Strecke. Bring bequeme Schuhe, Wasser und deine Fragen zu unseren Aktivreisen mit.",
  },
  CULTURE: {
    title: "Geführter Kulturspaziergang durch {{city}}",
    description:
      "Ein lokaler Guide zeigt uns die Orte, die die Geschichte der Stadt erzählen. Ideal, um die Community vor der ersten Reise kennenzulernen.",
  },
  PARTY: {
    title: "Caravan-Partynacht in {{city}}",
    description:
      "Musik, Tanz und die Fotos der Reisen des Jahres auf der Leinwand. Der Abend, um die vergangenen Reisen zu feiern und die nächsten zu planen.",
  },
  TRAVEL_TALK: {
    title: "Reise-Talk: So funktioniert eine Gruppenreise, in {{city}}",
    description:
      "Die Koordinatoren beantworten alles über das Reisen in kleinen Gruppen: Zimmer, Flüge, Budget und wie ein Reisetag aussieht. Fragerunde am Ende.",
  },
};

export const EVENT_TEXTS: Record<string, Texts> = { int: EN, uk: EN, us: EN, it: IT, es: ES, fr: FR, de: DE };

export const ORGANIZERS: readonly (readonly [string, string])[] = [
  ["Giulia", "Rossi"],
  ["Marco", "Bianchi"],
  ["Sophie", "Martin"],
  ["Lucas", "Bernard"],
  ["Emma", "Walsh"],
  ["Liam", "Murphy"],
  ["Hannah", "Schmidt"],
  ["Jonas", "Weber"],
  ["Lucía", "García"],
  ["Pablo", "Fernández"],
  ["Olivia", "Smith"],
  ["Noah", "Johnson"],
  ["Chloé", "Dubois"],
  ["Sara", "Conti"],
];
