import type { Texts } from "./itinerary-texts";

/**
 * Two kinds of day that name no sight: an honest free day at a place whose own days are all
 * given (a park, a mountain, a beach town), and a winter day in the snow, for a winter trip's
 * stays in the mountains, the countryside and the North. Per catalogue language (en, it, es, fr,
 * de); like every day text, they never name a place.
 */
export const REST_TITLE: Texts = [
  "{place}: free day",
  "{place}: giornata libera",
  "{place}: día libre",
  "{place} : journée libre",
  "{place}: freier Tag",
];

export const REST_BODIES: readonly Texts[] = [
  [
    "A free day with nothing scheduled: sleep in, walk out on your own, or simply enjoy the view from the terrace; the coordinator is around for advice.",
    "Giornata libera senza programma: si dorme di più, si esce a passeggiare da soli o ci si gode la vista dalla terrazza; il coordinatore è a disposizione per consigli.",
    "Día libre sin programa: dormir un poco más, salir a caminar por libre o disfrutar de la vista desde la terraza; el coordinador está disponible para consejos.",
    "Journée libre sans programme : grasse matinée, balade en solo ou simplement la vue depuis la terrasse ; le coordinateur reste disponible pour des conseils.",
    "Ein freier Tag ohne Programm: ausschlafen, allein losgehen oder einfach die Aussicht von der Terrasse genießen; der Koordinator steht für Tipps bereit.",
  ],
  [
    "A free day to rest the legs after the days before: a book, a long lunch, and an easy stroll nearby for those who want one.",
    "Giornata libera per far riposare le gambe dopo i giorni precedenti: un libro, un pranzo lungo e una passeggiata facile nei dintorni per chi la desidera.",
    "Día libre para descansar las piernas tras los días anteriores: un libro, una comida larga y un paseo fácil por los alrededores para quien quiera.",
    "Journée libre pour reposer les jambes après les jours précédents : un livre, un long déjeuner et une balade facile aux alentours pour qui le souhaite.",
    "Ein freier Tag, um die Beine nach den letzten Tagen auszuruhen: ein Buch, ein langes Mittagessen und für wen es mag ein leichter Spaziergang in der Nähe.",
  ],
  [
    "A free day: nothing planned until dinner, when the group meets again to share what each found on their own.",
    "Giornata libera: nulla di programmato fino a cena, quando il gruppo si ritrova per raccontarsi cosa ha scoperto ciascuno.",
    "Día libre: nada previsto hasta la cena, cuando el grupo se reúne para contar lo que cada uno ha descubierto por su cuenta.",
    "Journée libre : rien de prévu avant le dîner, où le groupe se retrouve pour partager ce que chacun a découvert de son côté.",
    "Ein freier Tag: nichts geplant bis zum Abendessen, bei dem die Gruppe erzählt, was jeder auf eigene Faust entdeckt hat.",
  ],
  [
    "A free day to slow down: the coordinator books optional outings for those who want them, and the rest take the day as it comes.",
    "Giornata libera per rallentare: il coordinatore prenota uscite facoltative per chi le vuole, e gli altri prendono la giornata come viene.",
    "Día libre para bajar el ritmo: el coordinador reserva salidas opcionales para quien las quiera, y los demás se toman el día como venga.",
    "Journée libre pour ralentir : le coordinateur réserve des sorties facultatives pour qui le veut, et chacun vit la journée à son rythme.",
    "Ein freier Tag zum Durchatmen: der Koordinator bucht Ausflüge für alle, die wollen, die anderen nehmen den Tag, wie er kommt.",
  ],
];

export const SNOW_TITLES: readonly Texts[] = [
  [
    "{place}: on snowshoes",
    "{place}: con le ciaspole",
    "{place}: con raquetas de nieve",
    "{place} : en raquettes",
    "{place}: mit Schneeschuhen",
  ],
  [
    "{place}: a day in the snow",
    "{place}: una giornata sulla neve",
    "{place}: un día en la nieve",
    "{place} : une journée dans la neige",
    "{place}: ein Tag im Schnee",
  ],
  ["{place}: cross-country skis", "{place}: sci di fondo", "{place}: esquí de fondo", "{place} : ski de fond", "{place}: auf Langlaufski"],
];

export const SNOW_BODIES: readonly Texts[] = [
  [
    "A morning on snowshoes with a local guide along a trail through the snow-covered woods, and a hot drink at a clearing before the walk back.",
    "Una mattina con le ciaspole e una guida locale lungo un sentiero nei boschi innevati, e una bevanda calda in una radura prima del rientro.",
    "Una mañana con raquetas de nieve y un guía local por un sendero entre bosques nevados, y una bebida caliente en un claro antes de volver.",
    "Une matinée en raquettes avec un guide local sur un sentier dans les bois enneigés, et une boisson chaude dans une clairière avant le retour.",
    "Ein Vormittag auf Schneeschuhen mit einem einheimischen Führer durch verschneite Wälder, und ein heißes Getränk auf einer Lichtung vor dem Rückweg.",
  ],
  [
    "A day in the snow at the nearest slopes: a first ski lesson for beginners, sledging or a winter walk for the others, and a warm dinner together.",
    "Una giornata sulla neve alle piste più vicine: una prima lezione di sci per i principianti, slittino o una passeggiata invernale per gli altri e una cena calda insieme.",
    "Un día en la nieve en las pistas más cercanas: una primera clase de esquí para principiantes, trineo o un paseo invernal para los demás y una cena caliente juntos.",
    "Une journée dans la neige sur les pistes les plus proches : un premier cours de ski pour les débutants, luge ou balade d'hiver pour les autres, et un dîner chaud ensemble.",
    "Ein Tag im Schnee an den nächsten Pisten: eine erste Skistunde für Anfänger, Rodeln oder ein Winterspaziergang für die anderen und ein warmes Abendessen zusammen.",
  ],
  [
    "Cross-country skis on a groomed loop through the snow with an instructor, then a long lunch by the fire.",
    "Sci di fondo su un anello battuto nella neve con un istruttore, poi un lungo pranzo accanto al fuoco.",
    "Esquí de fondo por un circuito preparado en la nieve con un monitor, y después una comida larga junto al fuego.",
    "Ski de fond sur une boucle damée dans la neige avec un moniteur, puis un long déjeuner au coin du feu.",
    "Langlaufski auf einer gespurten Runde durch den Schnee mit einem Lehrer, danach ein langes Mittagessen am Feuer.",
  ],
];
