import { PLACE_TRAITS, type PlaceTrait } from "./destination";
import type { Activity, Texts } from "./day-texts";

/**
 * What opens the texts below at a place: a trait of the destination notation (./destination.ts),
 * `port` (a harbour: quays, boats coming in) or `city` (a city, not a town: a main museum, new
 * quarters and their galleries).
 */
export const BODY_KEYS = [...PLACE_TRAITS, "port", "city"] as const;
export type BodyKey = PlaceTrait | "port" | "city";

/**
 * Day texts true only at a place with a trait of the destination notation (./destination.ts):
 * an old town's lanes, an alpine trek's huts, a sand desert's dunes, a camel caravan,
 * Lapland's huskies and reindeer, a lake's boats; or at a harbour, or in a city. A place draws
 * from these besides the activity's own texts in ./day-texts.ts, which hold at every place of
 * its kind.
 */
export const TRAIT_BODIES: Readonly<Partial<Record<Activity, Partial<Record<BodyKey, readonly Texts[]>>>>> = {
  "city-first": {
    old: [
      [
        "A walk through the old town with the coordinator: its lanes, its market and the streets behind them. Dinner at a local restaurant.",
        "Passeggiata nel centro storico con il coordinatore: i vicoli, il mercato e le vie lì dietro. Cena in un locale del posto.",
        "Paseo por el casco antiguo con el coordinador: sus callejuelas, el mercado y las calles de detrás. Cena en un restaurante local.",
        "Balade dans la vieille ville avec le coordinateur : ses ruelles, le marché et les rues derrière. Dîner dans un restaurant du coin.",
        "Rundgang durch die Altstadt mit dem Koordinator: ihre Gassen, der Markt und die Straßen dahinter. Abendessen in einem Lokal vor Ort.",
      ],
      [
        "A first morning on foot with the coordinator through the old town, to the landmarks everyone comes for. The afternoon is free to go back to whatever caught your eye.",
        "Prima mattinata a piedi con il coordinatore nel centro storico, fino ai monumenti per cui tutti vengono fin qui. Pomeriggio libero per tornare su ciò che ti ha colpito.",
        "Primera mañana a pie con el coordinador por el casco antiguo, hasta los monumentos que todos vienen a ver. Tarde libre para volver a lo que más te haya llamado la atención.",
        "Première matinée à pied avec le coordinateur dans la vieille ville, jusqu'aux monuments qui font la réputation des lieux. Après-midi libre pour revenir sur ce qui vous a plu.",
        "Ein erster Vormittag zu Fuß mit dem Koordinator durch die Altstadt, zu den Sehenswürdigkeiten, für die alle herkommen. Der Nachmittag ist frei, um Entdecktes noch einmal in Ruhe anzusehen.",
      ],
      [
        "The day starts at the market, among the stalls and a first coffee, then a walk through the old town to its great place of worship and the lanes around it.",
        "La giornata comincia al mercato, tra i banchi e un primo caffè, poi una passeggiata nel centro storico fino al suo grande luogo di culto e ai vicoli intorno.",
        "El día empieza en el mercado, entre puestos y un primer café, y sigue con un paseo por el casco antiguo hasta su gran templo y las callejuelas de alrededor.",
        "La journée commence au marché, entre les étals et un premier café, puis balade dans la vieille ville jusqu'à son grand lieu de culte et les ruelles alentour.",
        "Der Tag beginnt auf dem Markt zwischen Ständen und einem ersten Kaffee, dann geht es durch die Altstadt zum großen Gotteshaus und in die Gassen ringsum.",
      ],
      [
        "Orientation walk with the coordinator: the old town and the best spots for coffee, plus tips for the days ahead. Lunch together, afternoon at leisure.",
        "Passeggiata di orientamento con il coordinatore: il centro storico e i posti migliori per un caffè, con qualche consiglio per i prossimi giorni. Pranzo insieme e pomeriggio libero.",
        "Paseo de orientación con el coordinador: el casco antiguo y los mejores rincones para un café, con consejos para los próximos días. Comida juntos y tarde libre.",
        "Balade d'orientation avec le coordinateur : la vieille ville et les meilleures adresses pour un café, avec des conseils pour les jours suivants. Déjeuner ensemble, après-midi libre.",
        "Orientierungsrundgang mit dem Koordinator: die Altstadt und die besten Adressen für einen Kaffee, dazu Tipps für die nächsten Tage. Gemeinsames Mittagessen, der Nachmittag steht zur freien Verfügung.",
      ],
      [
        "A full day in the old town with a local guide: the landmarks in the morning, lunch in a lane the guide knows and the market in the afternoon.",
        "Una giornata intera nel centro storico con una guida locale: i monumenti al mattino, pranzo in un vicolo che la guida conosce bene e il mercato nel pomeriggio.",
        "Un día completo en el casco antiguo con un guía local: los monumentos por la mañana, comida en una callejuela que el guía conoce bien y el mercado por la tarde.",
        "Une journée entière dans la vieille ville avec un guide local : les monuments le matin, déjeuner dans une ruelle que le guide connaît bien et le marché l'après-midi.",
        "Ein ganzer Tag in der Altstadt mit einem einheimischen Guide: vormittags die Sehenswürdigkeiten, Mittagessen in einer Gasse, die der Guide kennt, und nachmittags der Markt.",
      ],
      [
        "An early start to see the old town wake up before the crowds: shutters opening, the first deliveries, the lanes still empty. Breakfast at a café along the way.",
        "Partenza presto per vedere il centro storico svegliarsi prima della folla: le serrande che si alzano, le prime consegne, i vicoli ancora vuoti. Colazione in un caffè lungo la strada.",
        "Salida temprano para ver despertar el casco antiguo antes que las multitudes: persianas que se abren, los primeros repartos, las callejuelas aún vacías. Desayuno en un café por el camino.",
        "Départ matinal pour voir la vieille ville s'éveiller avant la foule : les rideaux qui se lèvent, les premières livraisons, les ruelles encore vides. Petit-déjeuner dans un café en chemin.",
        "Früh los, um die Altstadt vor dem Ansturm erwachen zu sehen: Rollläden gehen hoch, die ersten Lieferungen kommen, die Gassen sind noch leer. Frühstück in einem Café unterwegs.",
      ],
      [
        "Into the old town with the coordinator: monuments, old houses, the market and lunch where the locals eat, with the afternoon free.",
        "Nel centro storico con il coordinatore: monumenti, case antiche, il mercato e pranzo dove mangia la gente del posto, con il pomeriggio libero.",
        "Al casco antiguo con el coordinador: monumentos, casas antiguas, el mercado y comida donde come la gente del lugar, con la tarde libre.",
        "Dans la vieille ville avec le coordinateur : monuments, maisons anciennes, le marché et déjeuner là où mangent les habitants, avec l'après-midi libre.",
        "Mit dem Koordinator in die Altstadt: Denkmäler, alte Häuser, der Markt und Mittagessen dort, wo die Einheimischen essen, der Nachmittag ist frei.",
      ],
      [
        "A walking tour of the historic heart with a local guide, full of the stories behind the façades. In the evening, dinner in the old town as the lights come on.",
        "Visita a piedi del cuore storico con una guida locale, tra le storie nascoste dietro le facciate. La sera, cena nel centro storico mentre si accendono le luci.",
        "Recorrido a pie por el corazón histórico con un guía local, lleno de historias detrás de las fachadas. Por la noche, cena en el casco antiguo mientras se encienden las luces.",
        "Visite à pied du cœur historique avec un guide local, riche en histoires cachées derrière les façades. Le soir, dîner dans la vieille ville à l'heure où les lumières s'allument.",
        "Stadtführung zu Fuß durch den historischen Kern mit einem einheimischen Guide, voller Geschichten hinter den Fassaden. Abends Essen in der Altstadt, wenn die Lichter angehen.",
      ],
      [
        "First full day: the coordinator leads a slow loop through the old town, with a coffee break in its lanes and a browse among the market stalls. Free evening.",
        "Prima giornata piena: il coordinatore guida un giro senza fretta nel centro storico, con una pausa caffè tra i vicoli e una curiosata tra le bancarelle del mercato. Serata libera.",
        "Primer día completo: el coordinador guía una vuelta sin prisas por el casco antiguo, con una pausa para el café entre sus callejuelas y un vistazo a los puestos del mercado. Noche libre.",
        "Première journée complète : le coordinateur mène une boucle tranquille dans la vieille ville, avec une pause café dans ses ruelles et un tour entre les étals du marché. Soirée libre.",
        "Erster ganzer Tag: Der Koordinator führt gemächlich durch die Altstadt, mit einer Kaffeepause in ihren Gassen und einem Bummel über den Markt. Der Abend ist frei.",
      ],
    ],
    port: [
      [
        "A first walk with the coordinator down to the water: the port, the boats and the cafés along the quay, back through the streets behind it and lunch together. Free afternoon.",
        "Una prima passeggiata con il coordinatore fino all'acqua: il porto, le barche e i caffè lungo la banchina, poi il ritorno per le strade alle spalle e pranzo insieme. Pomeriggio libero.",
        "Un primer paseo con el coordinador hasta el agua: el puerto, los barcos y los cafés del muelle, con la vuelta por las calles de detrás y comida juntos. Tarde libre.",
        "Une première balade avec le coordinateur jusqu'à l'eau : le port, les bateaux et les cafés le long du quai, avec le retour par les rues derrière et déjeuner ensemble. Après-midi libre.",
        "Ein erster Spaziergang mit dem Koordinator hinunter zum Wasser: der Hafen, die Boote und die Cafés am Kai, zurück durch die Straßen dahinter und gemeinsames Mittagessen. Der Nachmittag ist frei.",
      ],
      [
        "An easy first day by the water: breakfast facing the port, a walk along the shore with the coordinator to see how the town lives with the water, a fish lunch and a free afternoon.",
        "Un primo giorno tranquillo sull'acqua: colazione davanti al porto, una passeggiata lungo la riva con il coordinatore per vedere come la città vive con l'acqua, pranzo di pesce e pomeriggio libero.",
        "Un primer día tranquilo junto al agua: desayuno frente al puerto, un paseo por la orilla con el coordinador para ver cómo vive la ciudad con el agua, comida de pescado y tarde libre.",
        "Une première journée tranquille au bord de l'eau : petit-déjeuner face au port, une balade le long de la rive avec le coordinateur pour voir comment la ville vit avec l'eau, déjeuner de poisson et après-midi libre.",
        "Ein ruhiger erster Tag am Wasser: Frühstück mit Blick auf den Hafen, ein Spaziergang am Ufer mit dem Koordinator, um zu sehen, wie die Stadt mit dem Wasser lebt, Fisch zum Mittagessen und ein freier Nachmittag.",
      ],
    ],
    city: [
      [
        "A first look at the city from above, from a tower or hill the coordinator knows, to see how its districts fit together, then down by public transport with tips on tickets and lines. Free afternoon.",
        "Un primo sguardo alla città dall'alto, da una torre o una collina che il coordinatore conosce, per capire come si incastrano i quartieri, poi giù con i mezzi pubblici, con i consigli su biglietti e linee. Pomeriggio libero.",
        "Una primera mirada a la ciudad desde lo alto, desde una torre o una colina que conoce el coordinador, para ver cómo encajan sus barrios, y bajada en transporte público con consejos sobre billetes y líneas. Tarde libre.",
        "Un premier regard sur la ville d'en haut, depuis une tour ou une colline que connaît le coordinateur, pour voir comment ses quartiers s'agencent, puis descente en transports en commun, avec des conseils sur les billets et les lignes. Après-midi libre.",
        "Ein erster Blick von oben auf die Stadt, von einem Turm oder Hügel, den der Koordinator kennt, um zu sehen, wie die Viertel zusammenhängen, dann mit öffentlichen Verkehrsmitteln hinunter, mit Tipps zu Fahrkarten und Linien. Der Nachmittag ist frei.",
      ],
      [
        "A first day across the city's districts by public transport with the coordinator, from the grand avenues to a district where people simply live, with lunch on the way and the evening free.",
        "Un primo giorno tra i quartieri della città con i mezzi pubblici e il coordinatore, dai grandi viali a una zona dove la gente semplicemente vive, con pranzo lungo la strada e la serata libera.",
        "Un primer día por los barrios de la ciudad en transporte público con el coordinador, de las grandes avenidas a una zona donde la gente simplemente vive, con comida por el camino y la noche libre.",
        "Une première journée à travers les quartiers de la ville en transports en commun avec le coordinateur, des grandes avenues à un quartier où les gens vivent tout simplement, avec déjeuner en route et soirée libre.",
        "Ein erster Tag quer durch die Viertel der Stadt, mit öffentlichen Verkehrsmitteln und dem Koordinator, von den großen Boulevards bis in ein ganz normales Wohnviertel, mit Mittagessen unterwegs und freiem Abend.",
      ],
    ],
  },
  "city-more": {
    old: [
      [
        "Inside the grand houses of the old town: a guided visit to a historic residence, its rooms and courtyards, followed by an afternoon at a museum of everyday life.",
        "Dentro le grandi dimore del centro storico: visita guidata a una residenza storica, tra sale e cortili, seguita da un pomeriggio in un museo della vita quotidiana.",
        "Dentro de las grandes casas del casco antiguo: visita guiada a una residencia histórica, sus salas y patios, y después una tarde en un museo de la vida cotidiana.",
        "Dans les grandes demeures de la vieille ville : visite guidée d'une résidence historique, ses salles et ses cours, puis un après-midi dans un musée de la vie quotidienne.",
        "In den großen Häusern der Altstadt: Führung durch eine historische Residenz mit ihren Sälen und Höfen, danach ein Nachmittag in einem Museum des Alltagslebens.",
      ],
    ],
    city: [
      [
        "A morning in the main museum with a local guide, who picks out the pieces that tell the story best. Afternoon free for galleries or a long lunch.",
        "Mattinata al museo principale con una guida locale, che sceglie le opere che raccontano meglio la storia del posto. Pomeriggio libero per gallerie o un pranzo senza fretta.",
        "Mañana en el museo principal con un guía local, que elige las piezas que mejor cuentan la historia. Tarde libre para galerías o una comida sin prisas.",
        "Matinée au musée principal avec un guide local, qui choisit les pièces qui racontent le mieux l'histoire des lieux. Après-midi libre pour les galeries ou un long déjeuner.",
        "Ein Vormittag im wichtigsten Museum mit einem einheimischen Guide, der die Stücke auswählt, die die Geschichte am besten erzählen. Nachmittags Zeit für Galerien oder ein ausgiebiges Mittagessen.",
      ],
      [
        "The newer face of town: contemporary buildings, a small art gallery and independent shops, with a coffee break where students and young locals hang out.",
        "Il volto più nuovo: architetture contemporanee, una piccola galleria d'arte e negozi indipendenti, con una pausa caffè dove si ritrovano studenti e giovani del posto.",
        "La cara más nueva: arquitectura contemporánea, una pequeña galería de arte y tiendas independientes, con una pausa para el café donde se reúnen estudiantes y jóvenes del lugar.",
        "Le visage plus moderne : architecture contemporaine, une petite galerie d'art et des boutiques indépendantes, avec une pause café là où se retrouvent étudiants et jeunes du coin.",
        "Die moderne Seite: zeitgenössische Architektur, eine kleine Kunstgalerie und unabhängige Läden, mit Kaffeepause dort, wo sich Studierende und junge Einheimische treffen.",
      ],
    ],
    port: [
      [
        "A morning along the waterfront with the coordinator: the quays, the boats coming and going and the people who work on them, then lunch at a table facing the water.",
        "Una mattina sul lungomare con il coordinatore: le banchine, le barche che vanno e vengono e chi ci lavora, poi pranzo a un tavolo affacciato sull'acqua.",
        "Una mañana junto al agua con el coordinador: los muelles, los barcos que van y vienen y la gente que trabaja en ellos, y después comida en una mesa frente al agua.",
        "Une matinée au bord de l'eau avec le coordinateur : les quais, les bateaux qui vont et viennent et ceux qui y travaillent, puis déjeuner à une table face à l'eau.",
        "Ein Vormittag am Wasser mit dem Koordinator: die Kais, die ein- und auslaufenden Boote und die Menschen, die auf ihnen arbeiten, danach Mittagessen an einem Tisch mit Blick aufs Wasser.",
      ],
      [
        "Out on the water for a change of view: a short boat trip with a local skipper to see the town from the side it was first reached from, and a free afternoon ashore.",
        "In acqua per cambiare prospettiva: un breve giro in barca con uno skipper del posto per vedere la città dal lato da cui la si raggiungeva un tempo, e pomeriggio libero a terra.",
        "Al agua para cambiar de perspectiva: un breve paseo en barco con un patrón local para ver la ciudad desde el lado por el que se llegaba antaño, y tarde libre en tierra.",
        "Sur l'eau pour changer de point de vue : une courte sortie en bateau avec un marin du coin pour voir la ville du côté par où l'on y arrivait autrefois, et après-midi libre à terre.",
        "Aufs Wasser für einen anderen Blick: eine kurze Bootsfahrt mit einem einheimischen Skipper, um die Stadt von der Seite zu sehen, von der man früher ankam, und ein freier Nachmittag an Land.",
      ],
      [
        "Up early at the port as the first boats come in and unload, coffee with the crews, then a walk along the water and a free afternoon.",
        "Sveglia presto al porto, quando le prime barche rientrano e scaricano, un caffè con gli equipaggi, poi una passeggiata lungo l'acqua e il pomeriggio libero.",
        "Temprano en el puerto, cuando llegan y descargan los primeros barcos, un café con las tripulaciones, y después un paseo junto al agua y la tarde libre.",
        "Lever matinal au port, quand les premiers bateaux rentrent et déchargent, un café avec les équipages, puis une balade au bord de l'eau et l'après-midi libre.",
        "Früh am Hafen, wenn die ersten Boote einlaufen und entladen, ein Kaffee mit den Besatzungen, dann ein Spaziergang am Wasser und ein freier Nachmittag.",
      ],
    ],
  },
  "trek-stage": {
    alpine: [
      [
        "The big day: an early start to reach the highest point of the trek before the clouds build, a long descent on the far side and a well-earned dinner at the hut.",
        "Il grande giorno: partenza presto per raggiungere il punto più alto del trekking prima che salgano le nuvole, una lunga discesa sul versante opposto e una cena meritata al rifugio.",
        "El gran día: salida temprano para alcanzar el punto más alto del trekking antes de que se formen las nubes, un largo descenso por la otra vertiente y una cena bien merecida en el refugio.",
        "Le grand jour : départ matinal pour atteindre le point culminant du trek avant que les nuages ne montent, une longue descente sur l'autre versant et un dîner bien mérité au refuge.",
        "Der große Tag: früh los, um den höchsten Punkt des Treks zu erreichen, bevor die Wolken aufziehen, ein langer Abstieg auf der anderen Seite und ein verdientes Abendessen auf der Hütte.",
      ],
      [
        "A gentler stage to let the body adjust to the altitude, climbing slowly to a viewpoint at midday and down again to the night's hut, with card games and plenty of tea.",
        "Una tappa più dolce per far abituare il corpo alla quota, salendo piano fino a un belvedere a mezzogiorno e poi giù fino al rifugio della notte, tra partite a carte e tanto tè.",
        "Una etapa más suave para que el cuerpo se adapte a la altitud, subiendo despacio hasta un mirador a mediodía y bajando de nuevo al refugio de la noche, con partidas de cartas y mucho té.",
        "Une étape plus douce pour que le corps s'habitue à l'altitude, en montant lentement jusqu'à un belvédère à midi puis en redescendant au refuge du soir, avec parties de cartes et beaucoup de thé.",
        "Eine sanftere Etappe, damit sich der Körper an die Höhe gewöhnt: langsam hinauf zu einem Aussichtspunkt am Mittag und wieder hinunter zur Hütte der Nacht, mit Kartenspielen und viel Tee.",
      ],
      [
        "A steep climb on zigzag paths, slow and steady with plenty of breaks, rewarded by a hut high up with the peaks close enough to touch.",
        "Una salita ripida su sentieri a tornanti, piano e con molte pause, ripagata da un rifugio in quota con le cime a portata di mano.",
        "Una subida empinada por senderos en zigzag, despacio y con muchas pausas, recompensada por un refugio en las alturas con las cumbres al alcance de la mano.",
        "Une montée raide sur des sentiers en lacets, lente et régulière avec de nombreuses pauses, récompensée par un refuge perché avec les sommets à portée de main.",
        "Ein steiler Aufstieg auf Serpentinenpfaden, langsam und stetig mit vielen Pausen, belohnt mit einer hoch gelegenen Hütte, in der die Gipfel zum Greifen nah scheinen.",
      ],
      [
        "A long descent towards lower ground, the air growing thicker and warmer with every step, to a hut with a hot shower waiting.",
        "Una lunga discesa verso quote più basse, con l'aria che si fa più densa e più calda a ogni passo, fino a un rifugio dove aspetta una doccia calda.",
        "Un largo descenso hacia cotas más bajas, con el aire cada vez más denso y cálido, hasta un refugio donde espera una ducha caliente.",
        "Une longue descente vers des altitudes plus basses, l'air devenant plus dense et plus doux à chaque pas, jusqu'à un refuge où attend une douche chaude.",
        "Ein langer Abstieg in tiefere Lagen, die Luft wird mit jedem Schritt dichter und wärmer, bis zu einer Hütte, in der eine heiße Dusche wartet.",
      ],
      [
        "A stage above the tree line over stony ground and boulders, slow in the thin air, to the night's hut and an evening watching the last light on the peaks.",
        "Una tappa oltre il limite degli alberi su pietraie e massi, lenta nell'aria sottile, fino al rifugio della notte e una serata a guardare l'ultima luce sulle cime.",
        "Una etapa por encima del límite del bosque, entre pedregales y rocas, despacio en el aire enrarecido, hasta el refugio de la noche y una velada mirando la última luz sobre las cumbres.",
        "Une étape au-dessus de la limite des arbres, entre pierriers et blocs, lente dans l'air raréfié, jusqu'au refuge du soir et une soirée à regarder la dernière lumière sur les sommets.",
        "Eine Etappe oberhalb der Baumgrenze über Geröll und Blöcke, langsam in der dünnen Luft, bis zur Hütte der Nacht und einem Abend mit dem letzten Licht auf den Gipfeln.",
      ],
      [
        "Up in the dark for a summit viewpoint at sunrise, back to the hut for breakfast, then an easy onward stage in the afternoon.",
        "Sveglia col buio per un belvedere in vetta all'alba, ritorno al rifugio per la colazione, poi una tappa facile nel pomeriggio.",
        "Arriba de noche para un mirador en la cumbre al amanecer, vuelta al refugio para desayunar y después una etapa fácil por la tarde.",
        "Lever dans la nuit pour un point de vue au sommet au lever du soleil, retour au refuge pour le petit-déjeuner, puis une étape facile l'après-midi.",
        "Aufstehen im Dunkeln für einen Gipfelblick bei Sonnenaufgang, zurück zur Hütte zum Frühstück, dann am Nachmittag eine leichte Etappe.",
      ],
    ],
  },
  desert: {
    dunes: [
      [
        "An early climb up a high dune to watch the light sweep across the sand, breakfast at the bottom and an afternoon of rest.",
        "Salita presto su un'alta duna per vedere la luce scorrere sulla sabbia, colazione ai suoi piedi e un pomeriggio di riposo.",
        "Subida temprano a una duna alta para ver la luz barrer la arena, desayuno al pie y una tarde de descanso.",
        "Montée matinale sur une haute dune pour voir la lumière glisser sur le sable, petit-déjeuner au pied et un après-midi de repos.",
        "Früh hinauf auf eine hohe Düne, um das Licht über den Sand wandern zu sehen, Frühstück am Fuß und ein ruhiger Nachmittag.",
      ],
      [
        "A walk along the crests of the dunes in the late afternoon, barefoot in the cooling sand, and sunset from the top before dinner.",
        "Una camminata sulle creste delle dune nel tardo pomeriggio, a piedi nudi nella sabbia che si rinfresca, e il tramonto dall'alto prima di cena.",
        "Un paseo por las crestas de las dunas a última hora de la tarde, descalzos en la arena que se enfría, y la puesta de sol desde lo alto antes de cenar.",
        "Une marche sur les crêtes des dunes en fin d'après-midi, pieds nus dans le sable qui fraîchit, et le coucher du soleil d'en haut avant le dîner.",
        "Ein Spaziergang über die Dünenkämme am späten Nachmittag, barfuß im abkühlenden Sand, und Sonnenuntergang von oben vor dem Abendessen.",
      ],
    ],
    camels: [
      [
        "A camel ride across the sand with the camel drivers, lunch in whatever shade can be found and tea brewed on the embers before settling into camp.",
        "In groppa ai cammelli sulla sabbia con i cammellieri, pranzo all'ombra che si trova e tè preparato sulla brace prima di sistemarsi al campo.",
        "Paseo en camello por la arena con los camelleros, comida a la sombra que se encuentre y té preparado sobre las brasas antes de instalarse en el campamento.",
        "Balade à dos de chameau sur le sable avec les chameliers, déjeuner à l'ombre qu'on trouve et thé préparé sur les braises avant de s'installer au bivouac.",
        "Ein Kamelritt durch den Sand mit den Kameltreibern, Mittagessen im Schatten, den man eben findet, und Tee auf der Glut, bevor es ins Camp geht.",
      ],
      [
        "A walk through the desert with the camels carrying the bags, following old caravan routes to a new camp set up for the night.",
        "Una camminata nel deserto con i cammelli che portano i bagagli, lungo antiche vie carovaniere fino a un nuovo campo montato per la notte.",
        "Una caminata por el desierto con los camellos cargando el equipaje, siguiendo antiguas rutas de caravanas hasta un nuevo campamento montado para la noche.",
        "Une marche dans le désert avec les chameaux qui portent les bagages, sur d'anciennes routes caravanières jusqu'à un nouveau bivouac monté pour la nuit.",
        "Eine Wanderung durch die Wüste, die Kamele tragen das Gepäck, auf alten Karawanenwegen zu einem neuen Camp für die Nacht.",
      ],
      [
        "A visit to a nomadic family who share tea and bread, then a sunset walk and dinner around the fire, with music from the camp crew.",
        "Visita a una famiglia nomade che offre tè e pane, poi una passeggiata al tramonto e cena intorno al fuoco, con la musica dello staff del campo.",
        "Visita a una familia nómada que comparte té y pan, y después un paseo al atardecer y cena alrededor del fuego, con música del equipo del campamento.",
        "Visite à une famille nomade qui partage le thé et le pain, puis une balade au coucher du soleil et un dîner autour du feu, en musique avec l'équipe du bivouac.",
        "Besuch bei einer Nomadenfamilie, die Tee und Brot teilt, dann ein Spaziergang bei Sonnenuntergang und Abendessen am Feuer, mit Musik der Campmannschaft.",
      ],
    ],
  },
  lake: {
    boats: [
      [
        "A boat trip across the lake to the villages on the far shore, with a walk among their houses and lunch by the water.",
        "Una gita in barca attraverso il lago fino ai villaggi della sponda opposta, con una passeggiata tra le case e pranzo in riva all'acqua.",
        "Una excursión en barco por el lago hasta los pueblos de la otra orilla, con un paseo entre sus casas y comida junto al agua.",
        "Une sortie en bateau à travers le lac jusqu'aux villages de l'autre rive, avec une balade entre leurs maisons et un déjeuner au bord de l'eau.",
        "Eine Bootsfahrt über den See zu den Dörfern am anderen Ufer, mit einem Spaziergang zwischen ihren Häusern und Mittagessen am Wasser.",
      ],
      [
        "A walk along the shore from one village to the next, with a swim where the water allows and a boat back at the end of the day.",
        "Una camminata lungo la riva da un villaggio all'altro, con un bagno dove l'acqua lo permette e il ritorno in barca a fine giornata.",
        "Una caminata por la orilla de un pueblo a otro, con un baño donde el agua lo permite y regreso en barco al final del día.",
        "Une marche le long de la rive d'un village à l'autre, avec une baignade là où l'eau le permet et un retour en bateau en fin de journée.",
        "Eine Uferwanderung von einem Dorf zum nächsten, mit einem Bad, wo das Wasser es erlaubt, und am Abend zurück mit dem Boot.",
      ],
      [
        "A slow boat along the lake's edge, watching life on the shore go by, then lunch in a lakeside village and an afternoon at rest.",
        "Una barca lenta lungo la riva, guardando scorrere la vita sulle sponde, poi pranzo in un villaggio sul lago e un pomeriggio di riposo.",
        "Un barco lento por la orilla del lago, viendo pasar la vida de las riberas, y después comida en un pueblo a orillas del lago y una tarde de descanso.",
        "Un bateau lent le long des rives, à regarder défiler la vie sur les berges, puis déjeuner dans un village au bord du lac et un après-midi de repos.",
        "Ein langsames Boot am Seeufer entlang, das Leben am Ufer zieht vorbei, dann Mittagessen in einem Dorf am See und ein ruhiger Nachmittag.",
      ],
    ],
  },
  aurora: {
    lapland: [
      [
        "A husky sled ride through the snowy forest, then out after dinner with a guide who knows where the sky is clearest, hoping for the northern lights.",
        "Una corsa in slitta trainata dagli husky nella foresta innevata, poi fuori dopo cena con una guida che sa dove il cielo è più limpido, sperando nell'aurora boreale.",
        "Un paseo en trineo de huskies por el bosque nevado y, después de cenar, salida con un guía que sabe dónde está el cielo más despejado, con la esperanza de ver la aurora boreal.",
        "Une balade en traîneau à chiens dans la forêt enneigée, puis sortie après le dîner avec un guide qui sait où le ciel est le plus dégagé, en espérant les aurores boréales.",
        "Eine Huskyschlittenfahrt durch den verschneiten Wald, nach dem Abendessen dann mit einem Guide hinaus, der weiß, wo der Himmel am klarsten ist, in der Hoffnung auf Nordlichter.",
      ],
      [
        "A visit to a family of reindeer herders, hearing about life with the herds over coffee by the fire; after dark, a frozen lake shore to watch the sky.",
        "Visita a una famiglia di allevatori di renne, che racconta la vita con le mandrie davanti a un caffè accanto al fuoco; dopo il tramonto, la riva di un lago ghiacciato per guardare il cielo.",
        "Visita a una familia de pastores de renos, que cuenta la vida con los rebaños con un café junto al fuego; al caer la noche, la orilla de un lago helado para mirar el cielo.",
        "Visite chez une famille d'éleveurs de rennes, qui raconte la vie avec les troupeaux autour d'un café au coin du feu ; la nuit venue, la rive d'un lac gelé pour observer le ciel.",
        "Besuch bei einer Familie von Rentierhirten, die bei Kaffee am Feuer vom Leben mit den Herden erzählt; nach Einbruch der Dunkelheit an das Ufer eines zugefrorenen Sees, um den Himmel zu beobachten.",
      ],
      [
        "A lazy day with a traditional sauna and, for the brave, a dip through a hole in the ice, before heading out at night to look for the aurora.",
        "Una giornata pigra con la sauna tradizionale e, per i più coraggiosi, un tuffo in un buco nel ghiaccio, prima di uscire di notte in cerca dell'aurora.",
        "Un día tranquilo con sauna tradicional y, para los valientes, un chapuzón por un agujero en el hielo, antes de salir por la noche en busca de la aurora.",
        "Une journée paresseuse avec sauna traditionnel et, pour les plus courageux, un plongeon dans un trou de la glace, avant de partir la nuit à la recherche des aurores.",
        "Ein gemütlicher Tag mit traditioneller Sauna und, für die Mutigen, einem Bad im Eisloch, bevor es nachts auf Nordlichtsuche geht.",
      ],
      [
        "By snowmobile across frozen lakes and forest tracks, with a stop for sausages grilled over a campfire, and an evening aurora watch from a warm cabin.",
        "In motoslitta su laghi ghiacciati e piste nel bosco, con una sosta per le salsicce alla brace sul fuoco, e la sera l'attesa dell'aurora da una baita riscaldata.",
        "En motonieve por lagos helados y pistas forestales, con una parada para asar salchichas en una hoguera, y por la noche la espera de la aurora desde una cabaña caldeada.",
        "En motoneige sur les lacs gelés et les pistes forestières, avec une halte saucisses grillées autour d'un feu de camp, et le soir le guet des aurores depuis un chalet chauffé.",
        "Mit dem Schneemobil über zugefrorene Seen und Waldwege, mit einer Pause für Würstchen vom Lagerfeuer, und abends Nordlichtwache aus einer warmen Hütte.",
      ],
      [
        "Ice fishing on a frozen lake with a local, drilling a hole and waiting patiently with a flask of something warm; after dinner, back out under the open sky for the lights.",
        "Pesca nel ghiaccio su un lago gelato con una persona del posto, si fa un buco e si aspetta con pazienza con un thermos di qualcosa di caldo; dopo cena, di nuovo fuori sotto il cielo aperto per le luci.",
        "Pesca en el hielo en un lago helado con alguien del lugar, haciendo un agujero y esperando con paciencia con un termo de algo caliente; después de cenar, otra vez fuera bajo el cielo abierto esperando las luces.",
        "Pêche sous la glace sur un lac gelé avec un habitant, on perce un trou et on attend patiemment avec un thermos de quelque chose de chaud ; après le dîner, retour dehors sous le ciel ouvert pour les lumières.",
        "Eisfischen auf einem zugefrorenen See mit einem Einheimischen: ein Loch bohren und geduldig warten, mit einer Thermoskanne voll Warmem; nach dem Abendessen wieder hinaus unter den offenen Himmel für die Lichter.",
      ],
      [
        "A first try at cross-country skiing on easy forest trails, a free afternoon to warm up, and a night by a campfire with a guide, waiting for the sky to dance.",
        "Una prima prova di sci di fondo su facili piste nel bosco, pomeriggio libero per scaldarsi e una notte accanto al fuoco con una guida, aspettando che il cielo danzi.",
        "Una primera prueba de esquí de fondo por pistas fáciles en el bosque, tarde libre para entrar en calor y una noche junto a una hoguera con un guía, esperando a que el cielo baile.",
        "Un premier essai de ski de fond sur des pistes faciles en forêt, après-midi libre pour se réchauffer et une nuit au coin du feu avec un guide, en attendant que le ciel danse.",
        "Ein erster Versuch im Skilanglauf auf leichten Waldloipen, ein freier Nachmittag zum Aufwärmen und eine Nacht am Lagerfeuer mit einem Guide, bis der Himmel zu tanzen beginnt.",
      ],
    ],
  },
};
