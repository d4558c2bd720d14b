import type { EventCategory } from "../../app/lib/events/categories";

/** A meetup's title ({{city}} is the city's name) and description, per category, in each site's language. */
export type EventTexts = Record<EventCategory, { title: string; description: string }>;
/** British English: the int and uk sites. */
const EN_GB: EventTexts = {
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
/**
 * American English: the us site, the British texts with the sentences that differ written again
 * whole rather than through a spelling map: the walk is measured in miles there, which no
 * word-for-word swap gives.
 */
const EN_US: EventTexts = {
  ...EN_GB,
  APERITIF: {
    title: "Sunset drinks with Caravaners in {{city}}",
    description:
      "Meet the travelers you will share your next trip with: a relaxed drink at sunset, stories from the road and plenty of ideas for where to go next. Come alone, leave with friends.",
  },
  DINNER: {
    title: "Community dinner in {{city}}",
    description:
      "A long table, local food and people who love traveling as much as you do. Your coordinator shares tips on the season's departures while we eat.",
  },
  HIKE: {
    title: "Morning walk around {{city}}",
    description:
      "An easy walk of about six miles with a coffee stop halfway. Bring comfortable shoes, water and your questions about our active trips.",
  },
  TRAVEL_TALK: {
    title: "Travel talk: how a group trip works, in {{city}}",
    description:
      "Coordinators answer everything about traveling in a small group: rooms, flights, budgets and what a day on the road looks like. Q&A at the end.",
  },
};
const IT: EventTexts = {
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
const ES: EventTexts = {
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
const FR: EventTexts = {
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
const DE: EventTexts = {
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

export const EVENT_TEXTS: Record<string, EventTexts> = { int: EN_GB, uk: EN_GB, us: EN_US, it: IT, es: ES, fr: FR, de: DE };
