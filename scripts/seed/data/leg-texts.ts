import type { Texts } from "./day-texts";

/**
 * The parts a leg day's text is made of (../leg-days.ts puts them together), in the catalogue
 * languages (en, it, es, fr, de). A leg day reads as how the group sets off, a stop on the way
 * when there is a true one, and how it arrives, each fitting the leg's hours:
 *
 * - a short hop (1–2 hours): a slow morning, there by late morning, the afternoon at the new place;
 * - half a day (3–5): away after breakfast, there by mid-afternoon, check-in and a first walk;
 * - a long day (6–8): an early start, there in time for dinner;
 * - very long (9 and more): the day is the road, and the text says so.
 *
 * Flights count the airport on both ends: up to 3 hours is a short one, 4–5 half a day, more a
 * long one. The texts never write the hours (the day shows them beside the text) and use words
 * British and American English spell alike.
 *
 * Slots, filled per language (../leg-days.ts):
 * - about the place left, in the openings: {from} "from Siena" ("da Siena", "desde Siena",
 *   "de Sienne", "von Siena"), {of} "of Siena" ("di Siena", "de Siena", "de Sienne", "von Siena"),
 *   {in} "in Siena", {obj} the name itself ("Siena", Italian "il Cairo");
 * - about the place reached, in the arrivals: {in} "in Rome", {to} "to Rome" ("a Roma", "al Cairo",
 *   "nach Rom"), {obj} the name itself;
 * - {name}: the name as the tables write it, for a park, lake, desert, coast, island or mountain
 *   (the articles and prepositions such names take differ name by name, so the name stands where
 *   none is needed: "the day's destination, {name}", "Tagesziel {name}", "Tagesziel: {name}", never
 *   after German "ist", "zum" or "zur");
 * - {into}, {country}: the country a border day or a flight goes to ("into Switzerland", "in
 *   Svizzera", "a Suiza", "en Suisse", "in die Schweiz"; a flight's {country} is "to Switzerland");
 * - {via}: the stop on the way, "in Verona"; {viaName}: a site's name on the way.
 *
 * A part that uses a town's slots is only used where that end of the leg is a city, town or village.
 */

export type RoadBand = "short" | "half" | "long" | "very-long";
export type FlightBand = "short" | "half" | "long";
export type FerryBand = "short" | "half" | "long";

/** How a road day (or a day across an open border) sets off. */
export const ROAD_OPENINGS: Readonly<Record<RoadBand, readonly Texts[]>> = {
  short: [
    [
      "An unhurried breakfast, then a short drive {from}.",
      "Colazione senza fretta, poi un breve tragitto in strada {from}.",
      "Desayuno sin prisas y después un trayecto corto {from}.",
      "Petit-déjeuner sans se presser, puis un court trajet au départ {from}.",
      "Ein Frühstück ohne Eile, dann eine kurze Fahrt {from} aus.",
    ],
    [
      "Only a short way to go today: the group leaves {obj} mid-morning.",
      "Oggi la strada è poca: si lascia {obj} a metà mattina.",
      "Hoy queda poco camino: el grupo deja {obj} a media mañana.",
      "Peu de route aujourd'hui : le groupe quitte {obj} en milieu de matinée.",
      "Heute ist es nicht weit: Die Gruppe verlässt {obj} am Vormittag.",
    ],
    [
      "A short hop {from}, the bags loaded after breakfast.",
      "Un breve trasferimento {from}, con i bagagli caricati dopo colazione.",
      "Un salto corto {from}, con el equipaje cargado después del desayuno.",
      "Un saut de puce au départ {from}, les bagages chargés après le petit-déjeuner.",
      "Eine kurze Etappe {from} aus; das Gepäck wird nach dem Frühstück verladen.",
    ],
    [
      "Leaving {obj} after a slow breakfast: the next stop is close.",
      "Si lascia {obj} dopo una colazione con calma: la prossima tappa è vicina.",
      "El grupo deja {obj} después de un desayuno tranquilo: la siguiente parada está cerca.",
      "Le groupe quitte {obj} après un petit-déjeuner tranquille : la prochaine étape est proche.",
      "Nach einem ruhigen Frühstück verlässt die Gruppe {obj}: Der nächste Halt ist nicht weit.",
    ],
    [
      "A short drive today, so breakfast can take its time.",
      "Oggi un tragitto breve, e la colazione può durare quanto serve.",
      "Hoy un trayecto corto, así que el desayuno puede ir sin prisa.",
      "Un court trajet aujourd'hui, alors le petit-déjeuner peut prendre son temps.",
      "Heute eine kurze Fahrt, also darf das Frühstück dauern.",
    ],
    [
      "Check-out after breakfast, and the drive is a short one.",
      "Check-out dopo colazione, e il tragitto è breve.",
      "Salida después del desayuno, y el trayecto es corto.",
      "Départ après le petit-déjeuner, et le trajet est court.",
      "Check-out nach dem Frühstück, und die Fahrt ist kurz.",
    ],
    [
      "A morning move: a short drive, and most of the day still ahead.",
      "Uno spostamento di mattina: un breve tragitto, e gran parte della giornata ancora davanti.",
      "Un cambio de base por la mañana: un trayecto corto y casi todo el día por delante.",
      "Un changement de base dans la matinée : un court trajet, et presque toute la journée devant soi.",
      "Ein Ortswechsel am Vormittag: eine kurze Fahrt, und der Tag liegt noch fast ganz vor der Gruppe.",
    ],
    [
      "Only a short way to the next stop, so the morning starts slowly.",
      "Solo un breve tratto fino alla prossima tappa, e la mattinata comincia con calma.",
      "Solo un tramo corto hasta la siguiente parada, así que la mañana empieza con calma.",
      "Seulement un court trajet jusqu'à la prochaine étape, alors la matinée commence en douceur.",
      "Nur ein kurzes Stück bis zum nächsten Halt, also beginnt der Morgen gemächlich.",
    ],
  ],
  half: [
    [
      "After breakfast the group leaves {obj} for half a day on the road.",
      "Dopo colazione si lascia {obj} per mezza giornata di strada.",
      "Después del desayuno el grupo deja {obj} para media jornada de carretera.",
      "Après le petit-déjeuner, le groupe quitte {obj} pour une demi-journée de route.",
      "Nach dem Frühstück verlässt die Gruppe {obj} für einen halben Tag auf der Straße.",
    ],
    [
      "On the road {from} in the morning, watching the country change through the windows.",
      "In strada {from} al mattino, guardando il paesaggio cambiare dai finestrini.",
      "En carretera {from} por la mañana, viendo cambiar el paisaje por la ventanilla.",
      "Départ {from} dans la matinée, le paysage changeant derrière les vitres.",
      "Am Morgen geht es {from} aus los, und vor den Fenstern wechselt die Landschaft.",
    ],
    [
      "A morning drive {from}: a good part of the day on the road, but not all of it.",
      "Un viaggio in mattinata {from}: buona parte della giornata in strada, ma non tutta.",
      "Un trayecto matinal {from}: buena parte del día en carretera, pero no todo.",
      "Une matinée de route au départ {from} : une bonne partie de la journée, mais pas toute.",
      "Eine Fahrt am Vormittag {from} aus: ein guter Teil des Tages auf der Straße, aber nicht der ganze.",
    ],
    [
      "Goodbye to {obj} after breakfast, and half a day on the road.",
      "Si saluta {obj} dopo colazione, e poi mezza giornata di strada.",
      "Adiós {to} después del desayuno, y media jornada de carretera.",
      "Au revoir {to} après le petit-déjeuner, et une demi-journée de route.",
      "Abschied {of} nach dem Frühstück, dann ein halber Tag auf der Straße.",
    ],
    [
      "Half a day on the road, leaving after breakfast.",
      "Mezza giornata di strada, con partenza dopo colazione.",
      "Media jornada de carretera, con salida después del desayuno.",
      "Une demi-journée de route, avec un départ après le petit-déjeuner.",
      "Ein halber Tag auf der Straße, Abfahrt nach dem Frühstück.",
    ],
    [
      "Bags loaded after breakfast for a drive that takes up the morning and a little more.",
      "Bagagli caricati dopo colazione per un tragitto che occupa la mattinata e qualcosa in più.",
      "Equipaje cargado después del desayuno para un trayecto que ocupa la mañana y algo más.",
      "Bagages chargés après le petit-déjeuner pour un trajet qui occupe la matinée et un peu plus.",
      "Nach dem Frühstück wird das Gepäck verladen, für eine Fahrt, die den Vormittag und etwas mehr füllt.",
    ],
    [
      "A morning on the road, with the driver setting an easy pace and a stop whenever the group needs one.",
      "Una mattinata in strada, con l'autista che tiene un ritmo tranquillo e una sosta ogni volta che il gruppo ne ha bisogno.",
      "Una mañana en carretera, con el conductor a un ritmo tranquilo y una parada cada vez que el grupo la necesita.",
      "Une matinée sur la route, le chauffeur à un rythme tranquille et une pause chaque fois que le groupe en a besoin.",
      "Ein Vormittag auf der Straße; der Fahrer lässt es ruhig angehen, und gehalten wird, wann immer die Gruppe eine Pause braucht.",
    ],
    [
      "Half a day overland, with the coordinator pointing out what passes by the window.",
      "Mezza giornata via terra, con il coordinatore che racconta ciò che scorre dal finestrino.",
      "Media jornada por tierra, con el coordinador contando lo que pasa por la ventanilla.",
      "Une demi-journée par la route, le coordinateur commentant ce qui défile derrière la vitre.",
      "Ein halber Tag über Land, und der Koordinator erzählt, was draußen vorbeizieht.",
    ],
    [
      "A few hours' drive after breakfast, with a coffee stop halfway.",
      "Qualche ora di strada dopo colazione, con una sosta per il caffè a metà.",
      "Unas horas de carretera después del desayuno, con una parada para el café a medio camino.",
      "Quelques heures de route après le petit-déjeuner, avec une pause café à mi-chemin.",
      "Nach dem Frühstück ein paar Stunden Fahrt, mit einer Kaffeepause auf halber Strecke.",
    ],
    [
      "The morning goes to the road: maps, music and the landscape rolling by.",
      "La mattinata è per la strada: cartine, musica e il paesaggio che scorre.",
      "La mañana es para la carretera: mapas, música y el paisaje que pasa.",
      "La matinée est pour la route : cartes, musique et le paysage qui défile.",
      "Der Vormittag gehört der Straße: Karten, Musik und die vorbeiziehende Landschaft.",
    ],
  ],
  long: [
    [
      "An early start {from}, for a long day on the road.",
      "Partenza presto {from}, per una lunga giornata di strada.",
      "Salida temprana {from}, para un largo día de carretera.",
      "Départ matinal {from} pour une longue journée de route.",
      "Früher Aufbruch {in} für einen langen Tag auf der Straße.",
    ],
    [
      "The group leaves {obj} soon after sunrise: most of the day is spent on the road.",
      "Si lascia {obj} poco dopo l'alba: gran parte della giornata si passa in strada.",
      "El grupo deja {obj} poco después del amanecer: la mayor parte del día se pasa en carretera.",
      "Le groupe quitte {obj} peu après le lever du soleil : l'essentiel de la journée se passe sur la route.",
      "Kurz nach Sonnenaufgang verlässt die Gruppe {obj}: Der größte Teil des Tages gehört der Straße.",
    ],
    [
      "Breakfast early and on the road {from} before the traffic, the long stretch ahead broken up by regular stops.",
      "Colazione presto e in strada {from} prima del traffico, con il lungo tratto spezzato da soste regolari.",
      "Desayuno temprano y a la carretera {from} antes del tráfico, con el largo trayecto dividido por paradas regulares.",
      "Petit-déjeuner tôt et départ {from} avant la circulation, le long trajet coupé de pauses régulières.",
      "Frühes Frühstück und {from} aus los, bevor der Verkehr einsetzt; die lange Strecke wird von regelmäßigen Pausen unterbrochen.",
    ],
    [
      "Goodbye to {obj} early in the morning: a long day on the road lies ahead.",
      "Si saluta {obj} di buon mattino: davanti c'è una lunga giornata di strada.",
      "Adiós {to} a primera hora: por delante, un largo día de carretera.",
      "Au revoir {to} de bon matin : une longue journée de route attend le groupe.",
      "Abschied {of} am frühen Morgen: Ein langer Tag auf der Straße liegt vor der Gruppe.",
    ],
    [
      "A long day on the road, with an early start and regular stops to stretch the legs.",
      "Una lunga giornata di strada, con partenza presto e soste regolari per sgranchirsi le gambe.",
      "Un largo día de carretera, con salida temprana y paradas regulares para estirar las piernas.",
      "Une longue journée de route, avec un départ matinal et des pauses régulières pour se dégourdir les jambes.",
      "Ein langer Tag auf der Straße, mit frühem Aufbruch und regelmäßigen Pausen zum Beinevertreten.",
    ],
    [
      "Bags out before breakfast: today is mostly road, and an early start makes it an easier one.",
      "Bagagli pronti prima di colazione: oggi è soprattutto strada, e partire presto la rende più leggera.",
      "Equipaje listo antes del desayuno: hoy es sobre todo carretera, y salir temprano la hace más llevadera.",
      "Bagages prêts avant le petit-déjeuner : aujourd'hui, c'est surtout de la route, et un départ matinal la rend plus douce.",
      "Gepäck vor dem Frühstück bereit: Heute steht vor allem Straße an, und ein früher Aufbruch macht es leichter.",
    ],
    [
      "A full day overland, watching the landscape change slowly outside the windows.",
      "Una giornata intera via terra, a guardare il paesaggio che cambia lentamente fuori dai finestrini.",
      "Un día entero por tierra, viendo cómo el paisaje cambia despacio al otro lado de la ventanilla.",
      "Une journée entière par la route, à regarder le paysage changer lentement derrière les vitres.",
      "Ein ganzer Tag über Land; draußen verändert sich langsam die Landschaft.",
    ],
    [
      "Out early for one of the longer drives of the trip, with music, stories and regular stops.",
      "Si parte presto per uno dei tragitti più lunghi del viaggio, con musica, racconti e soste regolari.",
      "Salida temprana para uno de los trayectos más largos del viaje, con música, historias y paradas regulares.",
      "Départ tôt pour l'un des plus longs trajets du voyage, avec de la musique, des histoires et des pauses régulières.",
      "Früh los für eine der längeren Fahrten der Reise, mit Musik, Geschichten und regelmäßigen Pausen.",
    ],
  ],
  "very-long": [
    [
      "A very early start {from}, and no pretending otherwise: today is a day on the road.",
      "Partenza prestissimo {from}, e inutile girarci intorno: oggi è una giornata di strada.",
      "Salida muy temprana {from}, y no hay que darle vueltas: hoy es un día de carretera.",
      "Départ très matinal {from}, et inutile de le cacher : aujourd'hui est une journée de route.",
      "Sehr früher Aufbruch {in}, und es gibt nichts zu beschönigen: Heute ist ein Tag auf der Straße.",
    ],
    [
      "The group leaves {obj} before dawn for one of the longest drives of the trip.",
      "Si lascia {obj} prima dell'alba per uno dei tragitti più lunghi del viaggio.",
      "El grupo deja {obj} antes del amanecer para uno de los trayectos más largos del viaje.",
      "Le groupe quitte {obj} avant l'aube pour l'un des plus longs trajets du voyage.",
      "Die Gruppe verlässt {obj} vor Sonnenaufgang für eine der längsten Fahrten der Reise.",
    ],
    [
      "Bags in the vehicle {in} before dawn: a very long drive, and the coordinator does not pretend otherwise.",
      "Bagagli sul mezzo {in} prima dell'alba: un tragitto lunghissimo, e il coordinatore non finge il contrario.",
      "Equipaje en el vehículo {in} antes del amanecer: un trayecto larguísimo, y el coordinador no lo disimula.",
      "Bagages dans le véhicule {in} avant l'aube : un très long trajet, et le coordinateur ne prétend pas le contraire.",
      "Vor Sonnenaufgang wird {in} das Gepäck verladen: eine sehr lange Fahrt, und der Koordinator macht kein Geheimnis daraus.",
    ],
    [
      "The whole day goes to the road: an early start, water and snacks on board, and regular stops to stretch.",
      "Tutta la giornata è per la strada: partenza presto, acqua e snack a bordo e soste regolari per sgranchirsi.",
      "Todo el día es para la carretera: salida temprana, agua y algo de picar a bordo y paradas regulares para estirarse.",
      "Toute la journée est consacrée à la route : départ matinal, eau et en-cas à bord, et pauses régulières pour se dégourdir.",
      "Der ganze Tag gehört der Straße: früher Aufbruch, Wasser und Snacks an Bord und regelmäßige Pausen zum Strecken.",
    ],
    [
      "A long haul, and no hiding it: most of the daylight is spent on the road, and a good book or some music is worth having.",
      "Un lungo trasferimento, inutile nasconderlo: quasi tutte le ore di luce si passano in strada, e un buon libro o un po' di musica tornano utili.",
      "Un trayecto largo, no hay por qué ocultarlo: casi toda la luz del día se pasa en carretera, y un buen libro o algo de música vienen bien.",
      "Un long transfert, inutile de le cacher : presque toute la journée se passe sur la route, et un bon livre ou de la musique sont les bienvenus.",
      "Eine lange Etappe, da gibt es nichts zu beschönigen: Fast das ganze Tageslicht verbringt man auf der Straße, und ein gutes Buch oder Musik sind willkommen.",
    ],
    [
      "The day belongs to the road: out early and on until evening, with the coordinator keeping the stops regular.",
      "La giornata appartiene alla strada: via presto e avanti fino a sera, con il coordinatore che mantiene le soste regolari.",
      "El día es de la carretera: salida temprano y en marcha hasta el final de la tarde, con el coordinador cuidando de que las paradas sean regulares.",
      "La journée appartient à la route : départ tôt et on roule jusqu'au soir, le coordinateur veillant à des pauses régulières.",
      "Der Tag gehört der Straße: früh los und unterwegs bis zum Abend; der Koordinator sorgt für regelmäßige Pausen.",
    ],
    [
      "A whole day's drive, with lunch on the way and stops wherever the view deserves one.",
      "Un'intera giornata di strada, con il pranzo lungo il percorso e soste dove il panorama lo merita.",
      "Un día entero de carretera, con la comida por el camino y paradas donde el paisaje lo merece.",
      "Une journée entière de route, avec le déjeuner en chemin et des arrêts là où la vue le mérite.",
      "Ein ganzer Tag auf der Straße, mit Mittagessen unterwegs und Stopps, wo die Aussicht es verdient.",
    ],
  ],
};

/** How a day across a border with passport control sets off: the crossing, and often a new vehicle or driver. */
export const BORDER_OPENINGS: Readonly<Record<RoadBand, readonly Texts[]>> = {
  short: [
    [
      "A short drive {from} to the border, where passports come out for the crossing {into}.",
      "Un breve tragitto {from} fino alla frontiera, dove si tirano fuori i passaporti per entrare {into}.",
      "Un trayecto corto {from} hasta la frontera, donde salen los pasaportes para pasar {into}.",
      "Un court trajet au départ {from} jusqu'à la frontière, où l'on sort les passeports pour passer {into}.",
      "Eine kurze Fahrt {from} aus bis zur Grenze, wo für die Einreise {into} die Pässe bereitliegen.",
    ],
    [
      "Leaving {obj} mid-morning, and soon at the border: stamps, a short wait, and on {into}.",
      "Si lascia {obj} a metà mattina e si è presto alla frontiera: timbri, una breve attesa e si entra {into}.",
      "El grupo deja {obj} a media mañana y pronto está en la frontera: sellos, una espera corta y se pasa {into}.",
      "Départ {from} en milieu de matinée, et la frontière arrive vite : tampons, une courte attente, et on passe {into}.",
      "Am Vormittag verlässt die Gruppe {obj}, und bald ist die Grenze da: Stempel, eine kurze Wartezeit und weiter {into}.",
    ],
    [
      "Only a short drive, but a border in the middle of it: passports at hand for the crossing {into}.",
      "Un tragitto breve, ma con una frontiera a metà: passaporti a portata di mano per entrare {into}.",
      "Un trayecto corto, pero con una frontera de por medio: pasaportes a mano para pasar {into}.",
      "Un trajet court, mais avec une frontière au milieu : passeports à portée de main pour passer {into}.",
      "Eine kurze Fahrt, aber mit einer Grenze dazwischen: Pässe griffbereit für die Einreise {into}.",
    ],
    [
      "A morning at the border: the formalities on both sides take their time, then a new driver takes the group on {into}.",
      "Una mattinata alla frontiera: le formalità da entrambe le parti richiedono il loro tempo, poi un nuovo autista porta il gruppo {into}.",
      "Una mañana en la frontera: los trámites a ambos lados llevan su tiempo, y después un nuevo conductor lleva al grupo {into}.",
      "Une matinée à la frontière : les formalités des deux côtés prennent leur temps, puis un nouveau chauffeur emmène le groupe {into}.",
      "Ein Vormittag an der Grenze: Die Formalitäten auf beiden Seiten brauchen ihre Zeit, dann bringt ein neuer Fahrer die Gruppe {into}.",
    ],
    [
      "A short drive with a border in the middle: the coordinator handles the paperwork, and the group goes on {into}, often with a local driver from the other side.",
      "Un breve tragitto con una frontiera in mezzo: il coordinatore si occupa delle pratiche, e il gruppo entra {into}, spesso con un autista locale dell'altra parte.",
      "Un trayecto corto con una frontera en medio: el coordinador se ocupa de los papeles, y el grupo pasa {into}, a menudo con un conductor local del otro lado.",
      "Un court trajet avec une frontière au milieu : le coordinateur s'occupe des papiers, et le groupe passe {into}, souvent avec un chauffeur local de l'autre côté.",
      "Eine kurze Fahrt mit einer Grenze in der Mitte: Der Koordinator kümmert sich um die Papiere, und die Gruppe reist {into} ein, oft mit einem örtlichen Fahrer von der anderen Seite.",
    ],
  ],
  half: [
    [
      "Leaving {obj} after breakfast for the border: passports and forms at the crossing, often a change of vehicle and driver, then on {into}.",
      "Si lascia {obj} dopo colazione verso la frontiera: passaporti e moduli al posto di confine, spesso un cambio di mezzo e di autista, poi si prosegue {into}.",
      "El grupo deja {obj} después del desayuno rumbo a la frontera: pasaportes y formularios en el paso, a menudo cambio de vehículo y de conductor, y después se pasa {into}.",
      "Départ {from} après le petit-déjeuner vers la frontière : passeports et formulaires au poste, souvent un changement de véhicule et de chauffeur, puis on continue {into}.",
      "Nach dem Frühstück verlässt die Gruppe {obj} in Richtung Grenze: Pässe und Formulare am Übergang, oft ein Wechsel von Fahrzeug und Fahrer, dann weiter {into}.",
    ],
    [
      "A morning drive {from} to the border, the crossing {into} around midday, and often a new driver for the rest of the way.",
      "Un tragitto in mattinata {from} fino alla frontiera, il passaggio {into} verso mezzogiorno e spesso un nuovo autista per il resto del viaggio.",
      "Un trayecto por la mañana {from} hasta la frontera, el paso {into} hacia mediodía y a menudo un conductor nuevo para el resto del camino.",
      "Un trajet matinal au départ {from} jusqu'à la frontière, le passage {into} vers midi et souvent un nouveau chauffeur pour la suite.",
      "Am Vormittag {from} aus zur Grenze, gegen Mittag die Einreise {into} und oft ein neuer Fahrer für den Rest der Strecke.",
    ],
    [
      "Goodbye to {obj} after breakfast and on to the border: stamps, forms and some waiting, then the drive goes on {into}.",
      "Si saluta {obj} dopo colazione e via verso la frontiera: timbri, moduli e un po' d'attesa, poi il viaggio prosegue {into}.",
      "Adiós {to} después del desayuno y rumbo a la frontera: sellos, formularios y algo de espera, y después se pasa {into}.",
      "Au revoir {to} après le petit-déjeuner et direction la frontière : tampons, formulaires et un peu d'attente, puis la route continue {into}.",
      "Abschied {of} nach dem Frühstück und weiter zur Grenze: Stempel, Formulare und etwas Warten, dann geht es weiter {into}.",
    ],
    [
      "A border day: a morning drive to the crossing, some patience with stamps and forms, and on {into}, often with a new vehicle and driver.",
      "Giornata di frontiera: un tragitto in mattinata fino al confine, un po' di pazienza con timbri e moduli, e poi si entra {into}, spesso con un nuovo mezzo e un nuovo autista.",
      "Día de frontera: trayecto por la mañana hasta el paso, algo de paciencia con sellos y formularios, y después se pasa {into}, a menudo con vehículo y conductor nuevos.",
      "Journée de frontière : un trajet matinal jusqu'au poste, un peu de patience avec tampons et formulaires, puis on passe {into}, souvent avec un nouveau véhicule et un nouveau chauffeur.",
      "Grenztag: am Vormittag zum Übergang, etwas Geduld mit Stempeln und Formularen, dann weiter {into}, oft mit neuem Fahrzeug und Fahrer.",
    ],
    [
      "Passports at hand from breakfast on: the road reaches the border by late morning, and the group crosses {into} on foot or by vehicle, as the crossing requires.",
      "Passaporti a portata di mano fin da colazione: la strada arriva al confine in tarda mattinata, e il gruppo entra {into} a piedi o sul mezzo, come richiede il posto di frontiera.",
      "Pasaportes a mano desde el desayuno: la carretera llega a la frontera a media mañana y el grupo pasa {into} a pie o en el vehículo, según lo que exija el paso.",
      "Passeports à portée de main dès le petit-déjeuner : la route atteint la frontière en fin de matinée, et le groupe passe {into} à pied ou en véhicule, selon ce qu'exige le poste.",
      "Pässe ab dem Frühstück griffbereit: Gegen Mittag ist die Grenze erreicht, und die Gruppe reist {into} ein, zu Fuß oder im Fahrzeug, wie es der Übergang verlangt.",
    ],
    [
      "Half a day on the road with a border in the middle: passports checked, bags sometimes too, and the drive goes on {into}.",
      "Mezza giornata di strada con una frontiera in mezzo: controllo dei passaporti, a volte anche dei bagagli, e il viaggio prosegue {into}.",
      "Media jornada de carretera con una frontera en medio: control de pasaportes, a veces también del equipaje, y se pasa {into}.",
      "Une demi-journée de route avec une frontière au milieu : contrôle des passeports, parfois des bagages, et la route continue {into}.",
      "Ein halber Tag auf der Straße mit einer Grenze dazwischen: Passkontrolle, manchmal auch Gepäckkontrolle, und weiter geht es {into}.",
    ],
  ],
  long: [
    [
      "An early start {from}, a long drive to the border and the formalities of the crossing {into}; a new driver often takes over on the other side.",
      "Partenza presto {from}, un lungo tragitto fino alla frontiera e le formalità per entrare {into}; dall'altra parte spesso subentra un nuovo autista.",
      "Salida temprana {from}, un largo trayecto hasta la frontera y los trámites para pasar {into}; al otro lado suele tomar el relevo un nuevo conductor.",
      "Départ matinal {from}, une longue route jusqu'à la frontière et les formalités pour passer {into} ; de l'autre côté, un nouveau chauffeur prend souvent le relais.",
      "Früher Aufbruch {in}, eine lange Fahrt bis zur Grenze und die Formalitäten für die Einreise {into}; auf der anderen Seite übernimmt oft ein neuer Fahrer.",
    ],
    [
      "The group leaves {obj} early: a long road to the border, the formalities of the crossing, often a change of vehicle, then on {into}.",
      "Si lascia {obj} presto: una lunga strada fino al confine, le formalità del passaggio, spesso un cambio di mezzo, poi si prosegue {into}.",
      "El grupo deja {obj} temprano: una larga carretera hasta la frontera, los trámites del paso, a menudo un cambio de vehículo, y se pasa {into}.",
      "Le groupe quitte {obj} tôt : une longue route jusqu'à la frontière, les formalités du passage, souvent un changement de véhicule, puis on continue {into}.",
      "Die Gruppe verlässt {obj} früh: eine lange Straße bis zur Grenze, die Formalitäten des Übergangs, oft ein Fahrzeugwechsel, dann weiter {into}.",
    ],
    [
      "Goodbye to {obj} early: the border on the way brings its formalities and often a new driver, and the road goes on {into} until dinner.",
      "Si saluta {obj} presto: la frontiera lungo la strada porta le sue formalità e spesso un nuovo autista, e si prosegue {into} fino a cena.",
      "Adiós {to} temprano: la frontera del camino trae sus trámites y a menudo un conductor nuevo, y se pasa {into} para seguir hasta la cena.",
      "Au revoir {to} de bonne heure : la frontière, en chemin, apporte ses formalités et souvent un nouveau chauffeur, et la route continue {into} jusqu'au dîner.",
      "Früher Abschied {of}: Unterwegs bringt die Grenze ihre Formalitäten und oft einen neuen Fahrer, dann geht es weiter {into} bis zum Abendessen.",
    ],
    [
      "A long day with a border in the middle: out early, passports and patience at the crossing, then on {into} for the rest of the drive.",
      "Una lunga giornata con una frontiera in mezzo: partenza presto, passaporti e pazienza al confine, poi si prosegue {into} per il resto del viaggio.",
      "Un largo día con una frontera de por medio: salida temprana, pasaportes y paciencia en el paso, y se pasa {into} para el resto del trayecto.",
      "Une longue journée avec une frontière au milieu : départ tôt, passeports et patience au poste, puis on continue {into} pour le reste de la route.",
      "Ein langer Tag mit einer Grenze dazwischen: früh los, Pässe und Geduld am Übergang, dann weiter {into} für den Rest der Strecke.",
    ],
    [
      "Out early to reach the border before the crowds; once the stamps are done, often with a change of driver, the drive goes on {into}.",
      "Si parte presto per arrivare alla frontiera prima della folla; sbrigati i timbri, spesso con un cambio di autista, il viaggio prosegue {into}.",
      "Salida temprano para llegar a la frontera antes de que se llene; con los sellos en el pasaporte y a menudo un cambio de conductor, se pasa {into}.",
      "Départ tôt pour arriver à la frontière avant la foule ; une fois les tampons obtenus, souvent avec un changement de chauffeur, la route continue {into}.",
      "Früh los, um vor dem Andrang an der Grenze zu sein; sind die Stempel erledigt, oft mit Fahrerwechsel, geht es weiter {into}.",
    ],
    [
      "A long day with a border to cross: passports ready from breakfast, a wait at the crossing that nobody can promise will be short, and on {into}.",
      "Una lunga giornata con una frontiera da attraversare: passaporti pronti da colazione, un'attesa al confine che nessuno può promettere breve, e poi si entra {into}.",
      "Un largo día con una frontera que cruzar: pasaportes listos desde el desayuno, una espera en el paso que nadie puede prometer corta, y se pasa {into}.",
      "Une longue journée avec une frontière à franchir : passeports prêts dès le petit-déjeuner, une attente au poste que personne ne peut promettre courte, puis on passe {into}.",
      "Ein langer Tag mit einer Grenze: Pässe ab dem Frühstück bereit, eine Wartezeit am Übergang, deren Kürze niemand versprechen kann, und weiter {into}.",
    ],
  ],
  "very-long": [
    [
      "A very long day, said plainly: an early start {from}, the road to the border, the crossing {into} and more road beyond it.",
      "Una giornata molto lunga, detto chiaramente: partenza all'alba {from}, la strada fino alla frontiera, il passaggio {into} e altra strada oltre il confine.",
      "Un día muy largo, dicho sin rodeos: salida al amanecer {from}, la carretera hasta la frontera, el paso {into} y más carretera al otro lado.",
      "Une très longue journée, disons-le franchement : départ à l'aube {from}, la route jusqu'à la frontière, le passage {into} et encore de la route au-delà.",
      "Ein sehr langer Tag, ehrlich gesagt: Aufbruch im Morgengrauen {in}, die Straße bis zur Grenze, die Einreise {into} und danach noch mehr Straße.",
    ],
    [
      "The group leaves {obj} before dawn for a very long day: the road, the crossing {into} and the road again until evening.",
      "Si lascia {obj} prima dell'alba per una giornata lunghissima: la strada, il passaggio {into} e di nuovo strada fino a sera.",
      "El grupo deja {obj} antes del amanecer para un día larguísimo: la carretera, el paso {into} y otra vez carretera hasta la noche.",
      "Le groupe quitte {obj} avant l'aube pour une très longue journée : la route, le passage {into} et de nouveau la route jusqu'au soir.",
      "Die Gruppe verlässt {obj} vor Sonnenaufgang für einen sehr langen Tag: die Straße, die Einreise {into} und wieder Straße bis zum Abend.",
    ],
    [
      "The day is the road and the border: out before dawn, the formalities of the crossing {into}, and the last stretch into the evening.",
      "La giornata è strada e frontiera: via prima dell'alba, le formalità per entrare {into} e l'ultimo tratto fino a sera.",
      "El día es carretera y frontera: salida antes del amanecer, los trámites para pasar {into} y el último tramo hasta el anochecer.",
      "La journée, c'est la route et la frontière : départ avant l'aube, les formalités pour passer {into} et le dernier tronçon jusqu'au soir.",
      "Der Tag gehört der Straße und der Grenze: Aufbruch vor Sonnenaufgang, die Formalitäten für die Einreise {into} und das letzte Stück bis in den Abend.",
    ],
    [
      "A long border day: an early start, passports at the crossing, usually a change of vehicle, and on {into} until evening.",
      "Una lunga giornata di frontiera: partenza presto, passaporti al confine, di solito un cambio di mezzo, e si prosegue {into} fino a sera.",
      "Un largo día de frontera: salida temprana, pasaportes en el paso, casi siempre un cambio de vehículo, y se pasa {into}, en marcha hasta la noche.",
      "Une longue journée de frontière : départ tôt, passeports au poste, souvent un changement de véhicule, et on continue {into} jusqu'au soir.",
      "Ein langer Grenztag: früher Aufbruch, Pässe am Übergang, meist ein Fahrzeugwechsel, und weiter {into} bis zum Abend.",
    ],
  ],
};

/** How a ferry day sets off: the crossing and how long it keeps the group on the water. */
export const FERRY_OPENINGS: Readonly<Record<FerryBand, readonly Texts[]>> = {
  short: [
    [
      "After breakfast, the ferry {from}: a short crossing with time on deck.",
      "Dopo colazione, il traghetto {from}: una traversata breve con tempo sul ponte.",
      "Después del desayuno, el ferri {from}: una travesía corta con tiempo en cubierta.",
      "Après le petit-déjeuner, le ferry au départ {from} : une courte traversée avec du temps sur le pont.",
      "Nach dem Frühstück die Fähre ab {obj}: eine kurze Überfahrt mit Zeit an Deck.",
    ],
    [
      "Down to the port {of} for the morning ferry, a crossing short enough to spend on deck.",
      "Giù al porto {of} per il traghetto del mattino, una traversata abbastanza breve da passarla sul ponte.",
      "Bajada al puerto {of} para el ferri de la mañana, una travesía lo bastante corta para pasarla en cubierta.",
      "Direction le port {of} pour le ferry du matin, une traversée assez courte pour la passer sur le pont.",
      "Hinunter zum Hafen {of} für die Morgenfähre, eine Überfahrt, kurz genug, um sie an Deck zu verbringen.",
    ],
    [
      "A short ferry crossing after breakfast, with the shore slipping away behind the boat.",
      "Una breve traversata in traghetto dopo colazione, con la riva che si allontana dietro la barca.",
      "Una travesía corta en ferri después del desayuno, con la orilla alejándose detrás del barco.",
      "Une courte traversée en ferry après le petit-déjeuner, la rive s'éloignant derrière le bateau.",
      "Eine kurze Fährüberfahrt nach dem Frühstück; hinter dem Schiff bleibt das Ufer zurück.",
    ],
    [
      "A morning crossing by ferry: time for a coffee on deck before the other side comes into view.",
      "Una traversata al mattino: il tempo di un caffè sul ponte prima che appaia l'altra sponda.",
      "Una travesía por la mañana: tiempo para un café en cubierta antes de ver la otra orilla.",
      "Une traversée matinale : le temps d'un café sur le pont avant que l'autre rive apparaisse.",
      "Eine Überfahrt am Vormittag: Zeit für einen Kaffee an Deck, bevor die andere Seite in Sicht kommt.",
    ],
    [
      "A short ferry hop after breakfast, long enough to watch the port fall away.",
      "Un breve tragitto in traghetto dopo colazione, quanto basta per veder sparire il porto.",
      "Un trayecto corto en ferri después del desayuno, lo justo para ver alejarse el puerto.",
      "Un court trajet en ferry après le petit-déjeuner, le temps de voir le port s'éloigner.",
      "Nach dem Frühstück eine kurze Fährfahrt, gerade lang genug, um den Hafen zurückbleiben zu sehen.",
    ],
  ],
  half: [
    [
      "The ferry leaves {obj} in the morning for a crossing of half a day: time to read, doze or watch the water from the deck.",
      "Il traghetto parte {from} al mattino per una traversata di mezza giornata: tempo per leggere, sonnecchiare o guardare l'acqua dal ponte.",
      "El ferri sale {of} por la mañana para una travesía de media jornada: tiempo para leer, dormitar o mirar el agua desde cubierta.",
      "Le ferry part {from} le matin pour une traversée d'une demi-journée : le temps de lire, de somnoler ou de regarder l'eau depuis le pont.",
      "Die Fähre legt am Morgen {in} ab, für eine Überfahrt von einem halben Tag: Zeit zum Lesen, Dösen oder um vom Deck aufs Wasser zu schauen.",
    ],
    [
      "To the port {of} after breakfast for a ferry that takes up the morning and part of the afternoon.",
      "Al porto {of} dopo colazione per un traghetto che occupa la mattinata e parte del pomeriggio.",
      "Al puerto {of} después del desayuno para un ferri que ocupa la mañana y parte de la tarde.",
      "Au port {of} après le petit-déjeuner pour un ferry qui occupe la matinée et une partie de l'après-midi.",
      "Nach dem Frühstück zum Hafen {of}, für eine Fähre, die den Vormittag und einen Teil des Nachmittags füllt.",
    ],
    [
      "Half a day on the ferry, lunch on board and the deck for watching the water go by.",
      "Mezza giornata sul traghetto, pranzo a bordo e il ponte per guardare l'acqua che scorre.",
      "Media jornada en el ferri, comida a bordo y la cubierta para ver pasar el agua.",
      "Une demi-journée sur le ferry, déjeuner à bord et le pont pour regarder l'eau défiler.",
      "Ein halber Tag auf der Fähre, Mittagessen an Bord und das Deck, um das Wasser vorbeiziehen zu sehen.",
    ],
    [
      "Check-out after breakfast and a ferry that fills most of the morning and the early afternoon.",
      "Check-out dopo colazione e un traghetto che occupa gran parte della mattinata e il primo pomeriggio.",
      "Salida después del desayuno y un ferri que ocupa casi toda la mañana y el principio de la tarde.",
      "Départ après le petit-déjeuner et un ferry qui occupe l'essentiel de la matinée et le début d'après-midi.",
      "Check-out nach dem Frühstück und eine Fähre, die den Großteil des Vormittags und den frühen Nachmittag füllt.",
    ],
    [
      "Bags to the quay after breakfast, and a crossing of some hours with lunch in the ferry's café.",
      "Bagagli al molo dopo colazione, e una traversata di qualche ora con il pranzo al bar del traghetto.",
      "Maletas al muelle después del desayuno, y una travesía de unas horas con la comida en la cafetería del ferri.",
      "Les bagages au quai après le petit-déjeuner, et une traversée de quelques heures avec le déjeuner à la cafétéria du ferry.",
      "Nach dem Frühstück mit dem Gepäck zum Kai, dann einige Stunden Überfahrt, Mittagessen im Bordcafé.",
    ],
    [
      "A crossing of some hours: the coast shrinks behind the wake, the next one rises ahead, and lunch is eaten at sea.",
      "Una traversata di qualche ora: la costa si rimpicciolisce dietro la scia, la prossima sorge davanti, e si pranza in mare.",
      "Una travesía de unas horas: la costa se encoge tras la estela, la siguiente asoma delante, y se come en el mar.",
      "Une traversée de quelques heures : la côte rapetisse derrière le sillage, la suivante se lève devant, et l'on déjeune en mer.",
      "Eine Überfahrt von einigen Stunden: Hinter dem Kielwasser schrumpft die Küste, vorn taucht die nächste auf, und zu Mittag isst man auf See.",
    ],
  ],
  long: [
    [
      "An early ferry {from} and a long crossing: a day on the water, with meals on board.",
      "Un traghetto presto {from} e una lunga traversata: una giornata sull'acqua, con i pasti a bordo.",
      "Un ferri temprano {from} y una larga travesía: un día sobre el agua, con las comidas a bordo.",
      "Un ferry matinal au départ {from} et une longue traversée : une journée sur l'eau, avec les repas à bord.",
      "Eine frühe Fähre ab {obj} und eine lange Überfahrt: ein Tag auf dem Wasser, mit den Mahlzeiten an Bord.",
    ],
    [
      "The group leaves {obj} on the first ferry of the day, for a crossing that lasts until the afternoon is well on.",
      "Si lascia {obj} con il primo traghetto della giornata, per una traversata che dura fino a pomeriggio inoltrato.",
      "El grupo deja {obj} en el primer ferri del día, para una travesía que dura hasta bien entrada la tarde.",
      "Le groupe quitte {obj} par le premier ferry de la journée, pour une traversée qui dure jusqu'en fin d'après-midi.",
      "Die Gruppe verlässt {obj} mit der ersten Fähre des Tages, für eine Überfahrt, die bis in den späten Nachmittag dauert.",
    ],
    [
      "A long crossing that fills the day: a quiet corner of the deck, a book, and meals on board.",
      "Una lunga traversata che occupa la giornata: un angolo tranquillo del ponte, un libro e i pasti a bordo.",
      "Una larga travesía que llena el día: un rincón tranquilo de la cubierta, un libro y las comidas a bordo.",
      "Une longue traversée qui occupe la journée : un coin tranquille du pont, un livre, et les repas à bord.",
      "Eine lange Überfahrt, die den Tag füllt: eine ruhige Ecke an Deck, ein Buch und die Mahlzeiten an Bord.",
    ],
    [
      "Up early for the ferry: most of the day is spent on the crossing, so it pays to bring something to read.",
      "Sveglia presto per il traghetto: quasi tutta la giornata se ne va nella traversata, meglio portare qualcosa da leggere.",
      "Madrugón para el ferri: casi todo el día se va en la travesía, así que conviene llevar algo para leer.",
      "Lever tôt pour le ferry : presque toute la journée passe dans la traversée, mieux vaut prévoir de quoi lire.",
      "Früh raus für die Fähre: Fast der ganze Tag vergeht mit der Überfahrt, etwas zu lesen lohnt sich.",
    ],
    [
      "The whole day belongs to the ferry: breakfast at the port, then lunch and a book on board.",
      "Tutta la giornata è del traghetto: colazione al porto, poi pranzo e un libro a bordo.",
      "Todo el día es del ferri: desayuno en el puerto, luego comida y un libro a bordo.",
      "Toute la journée appartient au ferry : petit-déjeuner au port, puis déjeuner et lecture à bord.",
      "Der ganze Tag gehört der Fähre: Frühstück am Hafen, dann Mittagessen und ein Buch an Bord.",
    ],
  ],
};

/** How a flight day sets off: to the airport of the place left, and the flight. */
export const FLIGHT_OPENINGS: Readonly<Record<"domestic" | "international", Readonly<Record<FlightBand, readonly Texts[]>>>> = {
  domestic: {
    short: [
      [
        "A morning transfer to the airport and a short domestic flight {from}.",
        "Trasferimento in mattinata all'aeroporto {of} per un breve volo interno.",
        "Traslado por la mañana al aeropuerto {of} para un vuelo interno corto.",
        "Transfert matinal à l'aéroport {of} pour un court vol intérieur.",
        "Am Vormittag Transfer zum Flughafen {of} für einen kurzen Inlandsflug.",
      ],
      [
        "Check-out {in} after breakfast, then the airport and a short flight.",
        "Check-out {in} dopo colazione, poi l'aeroporto e un volo breve.",
        "Salida del hotel {in} tras el desayuno; luego, el aeropuerto y un vuelo corto.",
        "Départ de l'hôtel {in} après le petit-déjeuner, puis l'aéroport et un vol court.",
        "Check-out {in} nach dem Frühstück, dann zum Flughafen und ein kurzer Flug.",
      ],
      [
        "A short domestic flight, with the transfer to the airport after breakfast.",
        "Un breve volo interno, con il trasferimento in aeroporto dopo colazione.",
        "Un vuelo interno corto, con el traslado al aeropuerto después del desayuno.",
        "Un court vol intérieur, avec le transfert à l'aéroport après le petit-déjeuner.",
        "Ein kurzer Inlandsflug, mit dem Transfer zum Flughafen nach dem Frühstück.",
      ],
      [
        "Airport morning: check-in, a coffee at the gate and a flight that is over almost as soon as it starts.",
        "Mattinata in aeroporto: check-in, un caffè al gate e un volo che finisce quasi appena comincia.",
        "Mañana de aeropuerto: facturación, un café en la puerta de embarque y un vuelo que termina casi en cuanto empieza.",
        "Matinée à l'aéroport : enregistrement, un café à la porte d'embarquement et un vol qui se termine presque aussitôt commencé.",
        "Ein Vormittag am Flughafen: Check-in, ein Kaffee am Gate und ein Flug, der fast so schnell vorbei ist, wie er beginnt.",
      ],
      [
        "A short domestic hop: the airport after breakfast, and barely time to leaf through the in-flight magazine.",
        "Un breve volo interno: l'aeroporto dopo colazione, e a malapena il tempo di sfogliare la rivista di bordo.",
        "Un vuelo interno corto: el aeropuerto después del desayuno, y apenas tiempo de hojear la revista de a bordo.",
        "Un court vol intérieur : l'aéroport après le petit-déjeuner, et à peine le temps de feuilleter le magazine de bord.",
        "Ein kurzer Inlandsflug: nach dem Frühstück zum Flughafen, und kaum Zeit, im Bordmagazin zu blättern.",
      ],
      [
        "Bags down after breakfast for a short hop by plane.",
        "Bagagli giù dopo colazione per un breve volo.",
        "Maletas abajo después del desayuno para un vuelo corto.",
        "Les bagages descendus après le petit-déjeuner pour un court vol.",
        "Nach dem Frühstück das Gepäck nach unten, dann ein kurzer Flug.",
      ],
      [
        "A quick domestic flight: up, a glimpse of the land from above, and down again.",
        "Un volo interno veloce: il decollo, uno sguardo alla terra dall'alto, e di nuovo giù.",
        "Un vuelo interno rápido: el despegue, un vistazo a la tierra desde arriba y otra vez abajo.",
        "Un vol intérieur rapide : le décollage, un coup d'œil sur le pays vu d'en haut, et déjà l'atterrissage.",
        "Ein schneller Inlandsflug: der Start, ein Blick von oben aufs Land, und schon wieder die Landung.",
      ],
    ],
    half: [
      [
        "Transfer to the airport after breakfast and a flight {from} across the country, the morning spent between the terminal and the air.",
        "Trasferimento all'aeroporto {of} dopo colazione e un volo attraverso il paese, con la mattinata divisa tra terminal e cielo.",
        "Traslado al aeropuerto {of} después del desayuno y un vuelo que cruza el país, con la mañana entre la terminal y el aire.",
        "Transfert à l'aéroport {of} après le petit-déjeuner et un vol à travers le pays, la matinée passée entre terminal et ciel.",
        "Nach dem Frühstück Transfer zum Flughafen {of} und ein Flug quer durchs Land; der Vormittag vergeht zwischen Terminal und Himmel.",
      ],
      [
        "The group leaves {obj} by air: check-out after breakfast, the airport, and a window seat for the country seen from above.",
        "Si lascia {obj} in aereo: check-out dopo colazione, l'aeroporto e un posto al finestrino per vedere il paese dall'alto.",
        "El grupo deja {obj} en avión: salida del hotel después del desayuno, el aeropuerto y un asiento de ventanilla para ver el país desde arriba.",
        "Le groupe quitte {obj} en avion : départ de l'hôtel après le petit-déjeuner, l'aéroport et un hublot pour voir le pays d'en haut.",
        "Die Gruppe verlässt {obj} auf dem Luftweg: Check-out nach dem Frühstück, der Flughafen und ein Fensterplatz, um das Land von oben zu sehen.",
      ],
      [
        "Most of the day goes to a domestic flight: the airport after breakfast, check-in and the time in the air.",
        "Gran parte della giornata va a un volo interno: aeroporto dopo colazione, check-in e il tempo in volo.",
        "Buena parte del día se va en un vuelo interno: aeropuerto después del desayuno, facturación y el tiempo en el aire.",
        "L'essentiel de la journée passe dans un vol intérieur : l'aéroport après le petit-déjeuner, l'enregistrement et le temps dans les airs.",
        "Der größte Teil des Tages gehört einem Inlandsflug: nach dem Frühstück zum Flughafen, Check-in und die Zeit in der Luft.",
      ],
      [
        "A travel day by air: check-out, the airport and a window seat for the country seen from above.",
        "Una giornata di viaggio in aereo: check-out, aeroporto e un posto al finestrino per vedere il paese dall'alto.",
        "Un día de viaje en avión: salida después del desayuno, aeropuerto y un asiento de ventanilla para ver el país desde arriba.",
        "Une journée de voyage en avion : départ après le petit-déjeuner, l'aéroport et un hublot pour voir le pays d'en haut.",
        "Ein Reisetag in der Luft: Check-out, Flughafen und ein Fensterplatz, um das Land von oben zu sehen.",
      ],
    ],
    long: [
      [
        "An early transfer to the airport: the flight {from} across the country, or a change of planes on the way, takes up most of the day.",
        "Trasferimento presto all'aeroporto {of}: un lungo volo attraverso il paese, o un cambio d'aereo lungo la strada, occupa gran parte della giornata.",
        "Traslado temprano al aeropuerto {of}: un largo vuelo que cruza el país, o un cambio de avión por el camino, ocupa casi todo el día.",
        "Transfert matinal à l'aéroport {of} : un long vol à travers le pays, ou une correspondance en route, occupe l'essentiel de la journée.",
        "Früher Transfer zum Flughafen {of}: Ein langer Flug quer durchs Land oder ein Umstieg unterwegs füllt den größten Teil des Tages.",
      ],
      [
        "The group leaves {obj} early by air, for a long way across the country that may mean a change of planes.",
        "Si lascia {obj} presto in aereo, per un lungo tragitto attraverso il paese che può voler dire un cambio d'aereo.",
        "El grupo deja {obj} temprano en avión, para un largo trayecto por el país que puede suponer un cambio de avión.",
        "Le groupe quitte {obj} tôt en avion, pour un long trajet à travers le pays qui peut passer par une correspondance.",
        "Die Gruppe verlässt {obj} früh auf dem Luftweg, für einen langen Weg quer durchs Land, vielleicht mit Umstieg.",
      ],
      [
        "A long travel day by air, out early: check-in, the flight and perhaps a change of planes, with the day mostly gone by landing.",
        "Una lunga giornata di viaggio in aereo, si parte presto: check-in, il volo e forse un cambio d'aereo, e all'atterraggio la giornata è quasi finita.",
        "Un largo día de viaje en avión, con salida temprana: facturación, el vuelo y quizá un cambio de avión, y al aterrizar el día casi ha terminado.",
        "Une longue journée de voyage en avion, départ tôt : enregistrement, le vol et peut-être une correspondance, et à l'atterrissage la journée est presque finie.",
        "Ein langer Reisetag in der Luft, früh los: Check-in, der Flug und vielleicht ein Umstieg; bei der Landung ist der Tag fast vorbei.",
      ],
      [
        "Bags ready early for a long day of airports: the flight across the country fills most of it.",
        "Bagagli pronti presto per una lunga giornata di aeroporti: il volo attraverso il paese ne occupa quasi tutta.",
        "Equipaje listo temprano para un largo día de aeropuertos: el vuelo que cruza el país ocupa casi todo.",
        "Bagages prêts tôt pour une longue journée d'aéroports : le vol à travers le pays en occupe presque tout.",
        "Gepäck früh bereit für einen langen Tag der Flughäfen: Der Flug quer durchs Land füllt fast alles.",
      ],
    ],
  },
  international: {
    short: [
      [
        "Transfer to the airport after breakfast for the flight {from} {country}, passports at hand.",
        "Trasferimento all'aeroporto {of} dopo colazione, passaporti alla mano: si vola {country}.",
        "Traslado al aeropuerto {of} después del desayuno, pasaportes a mano: se vuela {country}.",
        "Transfert à l'aéroport {of} après le petit-déjeuner, passeports en main : on part {country} en avion.",
        "Nach dem Frühstück Transfer zum Flughafen {of}, Pässe griffbereit: Es geht {country}.",
      ],
      [
        "Check-out {in} after breakfast and a short international flight {country}.",
        "Check-out {in} dopo colazione e un breve volo internazionale che porta {country}.",
        "Salida del hotel {in} después del desayuno y un vuelo internacional corto {country}.",
        "Départ de l'hôtel {in} après le petit-déjeuner et un court vol international qui emmène le groupe {country}.",
        "Check-out {in} nach dem Frühstück und ein kurzer internationaler Flug {country}.",
      ],
      [
        "A short international flight: passports and boarding passes at hand, the group flies {country}.",
        "Un breve volo internazionale: passaporti e carte d'imbarco alla mano, si vola {country}.",
        "Un vuelo internacional corto: pasaportes y tarjetas de embarque a mano, se vuela {country}.",
        "Un court vol international : passeports et cartes d'embarquement en main, on part {country}.",
        "Ein kurzer internationaler Flug: Pässe und Bordkarten griffbereit, es geht {country}.",
      ],
      [
        "Goodbye to one country and on to the next: a morning at the airport and a short flight {country}.",
        "Si saluta un paese e si passa al successivo: una mattinata in aeroporto e un breve volo, si va {country}.",
        "Adiós a un país y rumbo al siguiente: una mañana de aeropuerto y un vuelo corto {country}.",
        "On quitte un pays pour le suivant : une matinée à l'aéroport et un court vol, on part {country}.",
        "Abschied von einem Land und weiter ins nächste: ein Vormittag am Flughafen und ein kurzer Flug {country}.",
      ],
    ],
    half: [
      [
        "Check-out {in} after breakfast and on to the airport: passports, security and an international flight {country}.",
        "Check-out {in} dopo colazione e poi in aeroporto: passaporti, controlli di sicurezza e il volo internazionale che porta {country}.",
        "Salida del hotel {in} después del desayuno y al aeropuerto: pasaportes, controles y un vuelo internacional {country}.",
        "Départ de l'hôtel {in} après le petit-déjeuner et direction l'aéroport : passeports, contrôles et un vol international qui emmène le groupe {country}.",
        "Check-out {in} nach dem Frühstück und zum Flughafen: Pässe, Sicherheitskontrolle und ein internationaler Flug {country}.",
      ],
      [
        "The group leaves {obj} by air after breakfast, passports at hand, for a flight {country} that takes up a good part of the day.",
        "Si lascia {obj} in aereo dopo colazione, passaporti alla mano: si vola {country}, e il viaggio occupa buona parte della giornata.",
        "El grupo deja {obj} en avión después del desayuno, pasaportes a mano, para un vuelo {country} que ocupa buena parte del día.",
        "Le groupe quitte {obj} en avion après le petit-déjeuner, passeports en main, pour un vol qui l'emmène {country} et occupe une bonne partie de la journée.",
        "Die Gruppe verlässt {obj} nach dem Frühstück auf dem Luftweg, Pässe griffbereit, für einen Flug {country}, der einen guten Teil des Tages füllt.",
      ],
      [
        "A travel day between two countries: the airport after breakfast, the flight {country} and the formalities on landing.",
        "Una giornata di viaggio tra due paesi: aeroporto dopo colazione, il volo che porta {country} e le formalità all'atterraggio.",
        "Un día de viaje entre dos países: aeropuerto después del desayuno, el vuelo {country} y los trámites al aterrizar.",
        "Une journée de voyage entre deux pays : l'aéroport après le petit-déjeuner, le vol qui emmène le groupe {country} et les formalités à l'arrivée.",
        "Ein Reisetag zwischen zwei Ländern: nach dem Frühstück zum Flughafen, der Flug {country} und die Formalitäten nach der Landung.",
      ],
      [
        "Passports, boarding passes and a last coffee before an international flight {country} that takes up a good part of the day.",
        "Passaporti, carte d'imbarco e un ultimo caffè prima del volo internazionale che porta {country} e che occupa buona parte della giornata.",
        "Pasaportes, tarjetas de embarque y un último café antes de un vuelo internacional {country} que ocupa buena parte del día.",
        "Passeports, cartes d'embarquement et un dernier café avant un vol international qui emmène le groupe {country} et occupe une bonne partie de la journée.",
        "Pässe, Bordkarten und ein letzter Kaffee vor einem internationalen Flug {country}, der einen guten Teil des Tages füllt.",
      ],
    ],
    long: [
      [
        "An early transfer to the airport for a long international flight {from} {country}, perhaps with a change of planes on the way.",
        "Trasferimento presto all'aeroporto {of} per il lungo volo internazionale che porta {country}, forse con un cambio d'aereo lungo la strada.",
        "Traslado temprano al aeropuerto {of} para un largo vuelo internacional {country}, quizá con un cambio de avión por el camino.",
        "Transfert matinal à l'aéroport {of} pour un long vol international qui emmène le groupe {country}, peut-être avec une correspondance.",
        "Früher Transfer zum Flughafen {of} für einen langen internationalen Flug {country}, vielleicht mit Umstieg unterwegs.",
      ],
      [
        "The group leaves {obj} early, passports at hand, for a long flight {country} that fills most of the day.",
        "Si lascia {obj} presto, passaporti alla mano, per un lungo volo che porta {country} e occupa quasi tutta la giornata.",
        "El grupo deja {obj} temprano, pasaportes a mano, para un largo vuelo {country} que ocupa casi todo el día.",
        "Le groupe quitte {obj} tôt, passeports en main, pour un long vol qui l'emmène {country} et occupe presque toute la journée.",
        "Die Gruppe verlässt {obj} früh, Pässe griffbereit, für einen langen Flug {country}, der fast den ganzen Tag füllt.",
      ],
      [
        "A long day of travel by air: out early, passports and check-in, the flight {country} and the formalities at the other end.",
        "Una lunga giornata di viaggio in aereo: si parte presto, passaporti e check-in, il volo che porta {country} e le formalità all'arrivo.",
        "Un largo día de viaje en avión: salida temprana, pasaportes y facturación, el vuelo {country} y los trámites al otro lado.",
        "Une longue journée de voyage en avion : départ tôt, passeports et enregistrement, le vol qui emmène le groupe {country} et les formalités à l'arrivée.",
        "Ein langer Reisetag in der Luft: früh los, Pässe und Check-in, der Flug {country} und die Formalitäten am anderen Ende.",
      ],
      [
        "Bags ready before breakfast for a long day between airports and a flight {country}, perhaps with a change of planes.",
        "Bagagli pronti prima di colazione per una lunga giornata tra aeroporti e un volo che porta {country}, forse con un cambio d'aereo.",
        "Equipaje listo antes del desayuno para un largo día entre aeropuertos y un vuelo {country}, quizá con un cambio de avión.",
        "Bagages prêts avant le petit-déjeuner pour une longue journée entre aéroports et un vol qui emmène le groupe {country}, peut-être avec une correspondance.",
        "Gepäck vor dem Frühstück bereit für einen langen Tag zwischen Flughäfen und einen Flug {country}, vielleicht mit Umstieg.",
      ],
    ],
  },
};

/**
 * A flight between two countries of an open-border area (Schengen): no passport control, so its
 * day speaks of no passports and no formalities, as a domestic flight's does not.
 */
export const OPEN_FLIGHT_OPENINGS: Readonly<Record<FlightBand, readonly Texts[]>> = {
  short: [
    [
      "Check-out {in} after breakfast, then a short flight {country}.",
      "Check-out {in} dopo colazione, poi un breve volo che porta {country}.",
      "Salida del hotel {in} después del desayuno, y luego un vuelo corto {country}.",
      "Départ de l'hôtel {in} après le petit-déjeuner, puis un court vol qui emmène le groupe {country}.",
      "Check-out {in} nach dem Frühstück, dann ein kurzer Flug {country}.",
    ],
    [
      "Bags checked in after breakfast and a short flight {country}, the same airport routine as a flight at home.",
      "Bagagli imbarcati dopo colazione e un breve volo, si va {country}: in aeroporto come per un volo interno.",
      "Equipaje facturado después del desayuno y un vuelo corto {country}, con la misma rutina de aeropuerto que un vuelo nacional.",
      "Bagages enregistrés après le petit-déjeuner et un court vol, on part {country} : à l'aéroport, comme pour un vol intérieur.",
      "Nach dem Frühstück das Gepäck aufgeben und ein kurzer Flug {country}, am Flughafen wie bei einem Inlandsflug.",
    ],
  ],
  half: [
    [
      "The group leaves {obj} by air after breakfast for a flight {country} that takes up a good part of the day.",
      "Si lascia {obj} in aereo dopo colazione: si vola {country}, e il viaggio occupa buona parte della giornata.",
      "El grupo deja {obj} en avión después del desayuno, para un vuelo {country} que ocupa buena parte del día.",
      "Le groupe quitte {obj} en avion après le petit-déjeuner, pour un vol qui l'emmène {country} et occupe une bonne partie de la journée.",
      "Die Gruppe verlässt {obj} nach dem Frühstück auf dem Luftweg, für einen Flug {country}, der einen guten Teil des Tages füllt.",
    ],
    [
      "A travel day by air: the airport after breakfast and a flight {country} that takes up a good part of the day.",
      "Una giornata di viaggio in aereo: aeroporto dopo colazione e il volo che porta {country}, che occupa buona parte della giornata.",
      "Un día de viaje en avión: aeropuerto después del desayuno y un vuelo {country} que ocupa buena parte del día.",
      "Une journée de voyage en avion : l'aéroport après le petit-déjeuner et un vol qui emmène le groupe {country} et occupe une bonne partie de la journée.",
      "Ein Reisetag in der Luft: nach dem Frühstück zum Flughafen und ein Flug {country}, der einen guten Teil des Tages füllt.",
    ],
  ],
  long: [
    [
      "An early start for a long day in the air {country}, perhaps with a change of planes on the way.",
      "Partenza presto per una lunga giornata in volo che porta {country}, forse con un cambio d'aereo lungo la strada.",
      "Salida temprana para un largo día de vuelo {country}, quizá con un cambio de avión por el camino.",
      "Départ matinal pour une longue journée de vol qui emmène le groupe {country}, peut-être avec une correspondance.",
      "Früher Aufbruch für einen langen Tag in der Luft {country}, vielleicht mit Umstieg unterwegs.",
    ],
  ],
};

/** A flight in a light aircraft: where one end of the leg has no road (a place the tables mark `fly`). */
export const LIGHT_AIRCRAFT_OPENINGS: readonly Texts[] = [
  [
    "No road joins the two, so a light aircraft does: a small cabin, the pilot within arm's reach and a flight low enough to watch the land below.",
    "Nessuna strada collega i due posti, e allora ci pensa un piccolo aereo: una cabina minuscola, il pilota a portata di mano e un volo abbastanza basso da guardare la terra di sotto.",
    "Ninguna carretera une los dos lugares, así que lo hace una avioneta: una cabina pequeña, el piloto casi al alcance de la mano y un vuelo lo bastante bajo para ver la tierra.",
    "Aucune route ne relie les deux, alors c'est un petit avion qui s'en charge : une cabine minuscule, le pilote à portée de main et un vol assez bas pour regarder le paysage.",
    "Keine Straße verbindet die beiden Orte, also übernimmt ein Kleinflugzeug: eine winzige Kabine, der Pilot in Reichweite und ein Flug, tief genug, um das Land darunter zu sehen.",
  ],
  [
    "A flight in a light aircraft, bags weighed and kept small, with the window seats the best in the plane.",
    "Un volo su un piccolo aereo, bagagli pesati e ridotti al minimo, e i posti al finestrino sono i migliori.",
    "Un vuelo en avioneta, con el equipaje pesado y reducido al mínimo, y los asientos de ventanilla como los mejores.",
    "Un vol en petit avion, bagages pesés et réduits au minimum, et les places côté hublot sont les meilleures.",
    "Ein Flug im Kleinflugzeug, das Gepäck gewogen und aufs Nötigste beschränkt, und die Fensterplätze sind die besten.",
  ],
  [
    "Soft bags and a light load today: the plane is a small one, and the view from its windows is the day's reward.",
    "Borse morbide e poco peso oggi: l'aereo è piccolo, e la vista dai finestrini è il premio della giornata.",
    "Bolsas blandas y poco peso hoy: el avión es pequeño, y la vista desde sus ventanillas es el premio del día.",
    "Sacs souples et bagages légers aujourd'hui : l'avion est petit, et la vue par ses hublots est la récompense de la journée.",
    "Weiche Taschen und wenig Gewicht heute: Das Flugzeug ist klein, und der Blick aus seinen Fenstern ist der Lohn des Tages.",
  ],
  [
    "The transfer is short and the plane is small: a light aircraft, a pilot who points out the landmarks, and the land close below.",
    "Il trasferimento è breve e l'aereo è piccolo: un velivolo leggero, un pilota che indica i punti di riferimento e la terra vicinissima, lì sotto.",
    "El traslado es corto y el avión pequeño: una avioneta, un piloto que señala lo que se ve y la tierra cerca, ahí debajo.",
    "Le transfert est court et l'avion petit : un appareil léger, un pilote qui montre les repères et le sol tout proche, en dessous.",
    "Der Transfer ist kurz und das Flugzeug klein: eine leichte Maschine, ein Pilot, der auf die Landmarken zeigt, und das Land nah darunter.",
  ],
];

/** The arrivals of one band: at a town, back at one, at a place named as the tables write it, back at one. */
export type Arrivals = Readonly<Record<"town" | "townBack" | "place" | "placeBack", readonly Texts[]>>;

/** How a day on the road or on a ferry ends, by its band. */
export const ARRIVALS: Readonly<Record<RoadBand, Arrivals>> = {
  short: {
    town: [
      [
        "{in} by late morning, with the afternoon free for a first walk.",
        "{in} in tarda mattinata, con il pomeriggio libero per una prima passeggiata.",
        "{in} a media mañana, con la tarde libre para un primer paseo.",
        "{in} en fin de matinée, avec l'après-midi libre pour une première balade.",
        "{in} am späten Vormittag; der Nachmittag ist frei für einen ersten Spaziergang.",
      ],
      [
        "Arrival {in} before lunch: check-in, then a whole afternoon to explore with the coordinator.",
        "Arrivo {in} prima di pranzo: check-in, poi un intero pomeriggio per esplorare con il coordinatore.",
        "Llegada {to} antes de la comida: registro y después una tarde entera para explorar con el coordinador.",
        "Arrivée {in} avant le déjeuner : installation, puis tout un après-midi pour explorer avec le coordinateur.",
        "Ankunft {in} vor dem Mittagessen: Check-in, dann ein ganzer Nachmittag zum Entdecken mit dem Koordinator.",
      ],
      [
        "The group reaches {obj} around midday, in good time for lunch and an afternoon on foot.",
        "Si raggiunge {obj} verso mezzogiorno, in tempo per il pranzo e un pomeriggio a piedi.",
        "El grupo llega {to} hacia mediodía, a tiempo para comer y pasar la tarde a pie.",
        "Le groupe atteint {obj} vers midi, à temps pour déjeuner et passer l'après-midi à pied.",
        "Gegen Mittag erreicht die Gruppe {obj}, rechtzeitig zum Mittagessen und für einen Nachmittag zu Fuß.",
      ],
    ],
    townBack: [
      [
        "Back {in} by late morning, with a free afternoon to revisit a corner that deserved more time.",
        "Di nuovo {in} in tarda mattinata, con un pomeriggio libero per tornare in un angolo che meritava più tempo.",
        "De vuelta {in} a media mañana, con una tarde libre para volver a algún rincón que merecía más tiempo.",
        "Retour {in} en fin de matinée, avec un après-midi libre pour revoir un coin qui méritait plus de temps.",
        "Am späten Vormittag zurück {in}, mit einem freien Nachmittag für eine Ecke, die mehr Zeit verdient hätte.",
      ],
      [
        "Familiar streets again by lunchtime: back {in}, the afternoon is free.",
        "Strade già note all'ora di pranzo: di nuovo {in}, il pomeriggio è libero.",
        "Calles conocidas otra vez a la hora de comer: de vuelta {in}, la tarde es libre.",
        "Des rues familières à l'heure du déjeuner : de retour {in}, l'après-midi est libre.",
        "Vertraute Straßen zur Mittagszeit: zurück {in}, der Nachmittag ist frei.",
      ],
    ],
    place: [
      [
        "By late morning the group is at the day's destination, {name}, with the afternoon free to look around.",
        "In tarda mattinata il gruppo è alla meta del giorno, {name}, con il pomeriggio libero per guardarsi intorno.",
        "A media mañana el grupo está en el destino del día, {name}, con la tarde libre para echar un vistazo.",
        "En fin de matinée, le groupe est à l'étape du jour, {name}, avec l'après-midi libre pour découvrir les environs.",
        "Am späten Vormittag ist die Gruppe am Tagesziel {name}; der Nachmittag ist frei, um sich umzusehen.",
      ],
      [
        "The day's destination, {name}, is reached before lunch: rooms for the night and a whole afternoon to settle in and explore.",
        "La meta del giorno, {name}, si raggiunge prima di pranzo: le camere per la notte e un intero pomeriggio per sistemarsi ed esplorare.",
        "El destino del día, {name}, se alcanza antes de la comida: las habitaciones para la noche y una tarde entera para instalarse y explorar.",
        "L'étape du jour, {name}, est atteinte avant le déjeuner : installation pour la nuit et tout un après-midi pour prendre ses marques et explorer.",
        "Das Tagesziel {name} ist vor dem Mittagessen erreicht: die Zimmer für die Nacht und ein ganzer Nachmittag zum Ankommen und Erkunden.",
      ],
      [
        "By lunchtime the group is at the day's destination, {name}, and the afternoon is free.",
        "All'ora di pranzo il gruppo è alla meta del giorno, {name}, e il pomeriggio è libero.",
        "A la hora de comer el grupo está en el destino del día, {name}, y la tarde queda libre.",
        "À l'heure du déjeuner, le groupe est à l'étape du jour, {name}, et l'après-midi est libre.",
        "Zum Mittagessen ist die Gruppe am Tagesziel {name}, und der Nachmittag ist frei.",
      ],
    ],
    placeBack: [
      [
        "Back before lunch at a place the group already knows, {name}, with the afternoon free.",
        "Prima di pranzo si torna in un luogo già noto, {name}, con il pomeriggio libero.",
        "Antes de la comida, de vuelta a un lugar ya conocido, {name}, con la tarde libre.",
        "Avant le déjeuner, retour dans un lieu déjà connu, {name}, avec l'après-midi libre.",
        "Vor dem Mittagessen zurück an einem schon bekannten Ort, {name}; der Nachmittag ist frei.",
      ],
    ],
  },
  half: {
    town: [
      [
        "Arrival {in} in the middle of the afternoon: check-in and a first walk before dinner.",
        "Arrivo {in} a metà pomeriggio: check-in e una prima passeggiata prima di cena.",
        "Llegada {to} a media tarde: registro y un primer paseo antes de la cena.",
        "Arrivée {in} en milieu d'après-midi : installation et une première balade avant le dîner.",
        "Ankunft {in} am Nachmittag: Check-in und ein erster Spaziergang vor dem Abendessen.",
      ],
      [
        "{in} by mid-afternoon, with time to check in and take a first look around before dinner.",
        "{in} a metà pomeriggio, con il tempo per il check-in e una prima occhiata in giro prima di cena.",
        "{in} a media tarde, con tiempo para registrarse y echar un primer vistazo antes de la cena.",
        "{in} en milieu d'après-midi, avec le temps de s'installer et de faire un premier tour avant le dîner.",
        "{in} am Nachmittag, mit Zeit für den Check-in und einen ersten Rundgang vor dem Abendessen.",
      ],
      [
        "The group reaches {obj} in the afternoon; after check-in, the coordinator leads a short walk to find the way around.",
        "Si raggiunge {obj} nel pomeriggio; dopo il check-in, il coordinatore guida una breve passeggiata per orientarsi.",
        "El grupo llega {to} por la tarde; después del registro, el coordinador guía un paseo corto para orientarse.",
        "Le groupe atteint {obj} dans l'après-midi ; après l'installation, le coordinateur mène une courte balade pour se repérer.",
        "Am Nachmittag erreicht die Gruppe {obj}; nach dem Check-in führt der Koordinator einen kurzen Orientierungsgang.",
      ],
      [
        "Arrival {in} around the middle of the afternoon; once the bags are in the rooms, the evening is free.",
        "Arrivo {in} verso metà pomeriggio; posati i bagagli in camera, la serata è libera.",
        "Llegada {to} hacia media tarde; con las maletas ya en las habitaciones, la noche queda libre.",
        "Arrivée {in} vers le milieu de l'après-midi ; une fois les bagages dans les chambres, la soirée est libre.",
        "Ankunft {in} gegen Mitte des Nachmittags; sind die Koffer auf den Zimmern, ist der Abend frei.",
      ],
      [
        "{in} in the afternoon: rooms first, then dinner at a table the coordinator knows.",
        "{in} nel pomeriggio: prima le camere, poi la cena in un locale che il coordinatore conosce.",
        "{in} por la tarde: primero las habitaciones, luego la cena en una mesa que el coordinador conoce.",
        "{in} dans l'après-midi : d'abord les chambres, puis le dîner à une table que connaît le coordinateur.",
        "{in} am Nachmittag: erst die Zimmer, dann das Abendessen in einem Lokal, das der Koordinator kennt.",
      ],
      [
        "The journey ends {in} in the afternoon, with the rest of the day for a coffee, a look at the main street and an unhurried dinner.",
        "Il viaggio finisce {in} nel pomeriggio, e il resto della giornata è per un caffè, uno sguardo alla via principale e una cena senza fretta.",
        "El trayecto termina {in} por la tarde, y el resto del día es para un café, un vistazo a la calle principal y una cena sin prisas.",
        "Le trajet s'achève {in} dans l'après-midi, et le reste de la journée est pour un café, un coup d'œil à la rue principale et un dîner sans hâte.",
        "Die Fahrt endet am Nachmittag {in}, und der Rest des Tages gehört einem Kaffee, einem Blick auf die Hauptstraße und einem Abendessen ohne Eile.",
      ],
    ],
    townBack: [
      [
        "Back {in} by mid-afternoon, with the evening free.",
        "Di nuovo {in} a metà pomeriggio, con la serata libera.",
        "De vuelta {in} a media tarde, con la noche libre.",
        "Retour {in} en milieu d'après-midi, avec la soirée libre.",
        "Am Nachmittag zurück {in}, und der Abend ist frei.",
      ],
      [
        "Back {in} in the afternoon; the town is familiar now, and the evening is free.",
        "Di nuovo {in} nel pomeriggio; il posto è ormai familiare, e la serata è libera.",
        "De vuelta {in} por la tarde; el lugar ya es conocido, y la noche queda libre.",
        "Retour {in} dans l'après-midi ; les lieux sont déjà familiers, et la soirée est libre.",
        "Am Nachmittag zurück {in}; der Ort ist schon vertraut, und der Abend ist frei.",
      ],
    ],
    place: [
      [
        "The day's destination, {name}, is reached by mid-afternoon: rooms for the night and a first look around before dinner.",
        "La meta del giorno, {name}, si raggiunge a metà pomeriggio: le camere per la notte e una prima occhiata in giro prima di cena.",
        "El destino del día, {name}, se alcanza a media tarde: las habitaciones para la noche y un primer vistazo antes de la cena.",
        "L'étape du jour, {name}, est atteinte en milieu d'après-midi : installation pour la nuit et un premier tour avant le dîner.",
        "Das Tagesziel {name} ist am Nachmittag erreicht: die Zimmer für die Nacht und ein erster Rundgang vor dem Abendessen.",
      ],
      [
        "In the afternoon the group arrives at the day's destination, {name}, with time to settle in and get to know the surroundings before dinner.",
        "Nel pomeriggio il gruppo arriva alla meta del giorno, {name}, con il tempo per sistemarsi e conoscere i dintorni prima di cena.",
        "Por la tarde el grupo llega al destino del día, {name}, con tiempo para instalarse y conocer los alrededores antes de la cena.",
        "Dans l'après-midi, le groupe arrive à l'étape du jour, {name}, avec le temps de s'installer et de découvrir les environs avant le dîner.",
        "Am Nachmittag kommt die Gruppe am Tagesziel {name} an, mit Zeit zum Ankommen und um die Umgebung vor dem Abendessen kennenzulernen.",
      ],
      [
        "Mid-afternoon brings the day's destination, {name}: time to settle in, unpack and look around before dinner.",
        "A metà pomeriggio ecco la meta del giorno, {name}: il tempo di sistemarsi, disfare i bagagli e guardarsi intorno prima di cena.",
        "A media tarde llega el destino del día, {name}: tiempo para instalarse, deshacer el equipaje y echar un vistazo antes de la cena.",
        "En milieu d'après-midi, voici l'étape du jour, {name} : le temps de s'installer, de défaire les bagages et de regarder autour de soi avant le dîner.",
        "Am Nachmittag ist das Tagesziel {name} erreicht: Zeit, sich einzurichten, auszupacken und sich vor dem Abendessen umzusehen.",
      ],
    ],
    placeBack: [
      [
        "Back by mid-afternoon at a place the group already knows, {name}, with the evening free.",
        "A metà pomeriggio si torna in un luogo già noto, {name}, con la serata libera.",
        "A media tarde, de vuelta a un lugar ya conocido, {name}, con la noche libre.",
        "En milieu d'après-midi, retour dans un lieu déjà connu, {name}, avec la soirée libre.",
        "Am Nachmittag zurück an einem schon bekannten Ort, {name}; der Abend ist frei.",
      ],
    ],
  },
  long: {
    town: [
      [
        "Arrival {in} in time for dinner, and an early night.",
        "Arrivo {in} in tempo per la cena, e poi presto a letto.",
        "Llegada {to} a tiempo para la cena, y a dormir pronto.",
        "Arrivée {in} à temps pour le dîner, et coucher tôt.",
        "Ankunft {in} rechtzeitig zum Abendessen, dann früh ins Bett.",
      ],
      [
        "{in} by early evening: check-in, dinner close to the hotel and the rest of the evening free.",
        "{in} in prima serata: check-in, cena vicino all'hotel e il resto della serata libero.",
        "{in} al caer la tarde: registro, cena cerca del hotel y el resto de la noche libre.",
        "{in} en début de soirée : installation, dîner près de l'hôtel et le reste de la soirée libre.",
        "{in} am frühen Abend: Check-in, Abendessen in Hotelnähe und der Rest des Abends frei.",
      ],
      [
        "The group reaches {obj} as the day ends, with just enough energy for dinner.",
        "Si raggiunge {obj} a fine giornata, con le energie giuste per la cena.",
        "El grupo llega {to} al final del día, con la energía justa para la cena.",
        "Le groupe atteint {obj} en fin de journée, avec juste assez d'énergie pour le dîner.",
        "Am Ende des Tages erreicht die Gruppe {obj}, mit gerade genug Energie fürs Abendessen.",
      ],
    ],
    townBack: [
      [
        "Back {in} for dinner, at a table the group already knows or a new one nearby.",
        "Di nuovo {in} per cena, a un tavolo già noto o in un posto nuovo lì vicino.",
        "De vuelta {in} para la cena, en una mesa ya conocida o en un sitio nuevo cerca.",
        "Retour {in} pour le dîner, à une table déjà connue ou à une nouvelle adresse tout près.",
        "Zum Abendessen zurück {in}, an einem schon bekannten Tisch oder in einem neuen Lokal in der Nähe.",
      ],
      [
        "Back {in} by early evening: a familiar place to end a long day.",
        "Di nuovo {in} in prima serata: un posto familiare per chiudere una lunga giornata.",
        "De vuelta {in} al caer la tarde: un lugar conocido para cerrar un día largo.",
        "Retour {in} en début de soirée : un lieu familier pour finir une longue journée.",
        "Am frühen Abend zurück {in}: ein vertrauter Ort, um einen langen Tag zu beschließen.",
      ],
    ],
    place: [
      [
        "The day's destination, {name}, is reached in time for dinner, and the evening is a quiet one.",
        "La meta del giorno, {name}, si raggiunge in tempo per la cena, e la serata è tranquilla.",
        "El destino del día, {name}, se alcanza a tiempo para la cena, y la noche es tranquila.",
        "L'étape du jour, {name}, est atteinte à temps pour le dîner, et la soirée est calme.",
        "Das Tagesziel {name} ist rechtzeitig zum Abendessen erreicht, und der Abend bleibt ruhig.",
      ],
      [
        "Arrival at the day's destination, {name}, in the early evening: rooms, dinner and an early night.",
        "Arrivo alla meta del giorno, {name}, in prima serata: le camere, la cena e presto a letto.",
        "Llegada al destino del día, {name}, al caer la tarde: las habitaciones, la cena y a dormir pronto.",
        "Arrivée à l'étape du jour, {name}, en début de soirée : les chambres, le dîner et un coucher tôt.",
        "Ankunft am Tagesziel {name} am frühen Abend: die Zimmer, das Abendessen und früh ins Bett.",
      ],
      [
        "Dinner is waiting at the day's destination, {name}, reached as the day ends.",
        "La cena aspetta alla meta del giorno, {name}, raggiunta a fine giornata.",
        "La cena espera en el destino del día, {name}, al que se llega al final de la jornada.",
        "Le dîner attend à l'étape du jour, {name}, atteinte en fin de journée.",
        "Das Abendessen wartet am Tagesziel {name}, das am Ende des Tages erreicht wird.",
      ],
    ],
    placeBack: [
      [
        "Back for dinner at a place the group already knows, {name}.",
        "Per cena si torna in un luogo già noto, {name}.",
        "Para la cena, de vuelta a un lugar ya conocido, {name}.",
        "Pour le dîner, retour dans un lieu déjà connu, {name}.",
        "Zum Abendessen zurück an einem schon bekannten Ort, {name}.",
      ],
    ],
  },
  "very-long": {
    town: [
      [
        "Arrival {in} in the evening, tired but there: a simple dinner and bed.",
        "Arrivo {in} in serata, stanchi ma arrivati: una cena semplice e a letto.",
        "Llegada {to} por la noche, cansados pero ya allí: una cena sencilla y a dormir.",
        "Arrivée {in} le soir, fatigués mais arrivés : un dîner simple et au lit.",
        "Ankunft {in} am Abend, müde, aber angekommen: ein einfaches Abendessen und ins Bett.",
      ],
      [
        "{in} late in the day, with dinner waiting and nothing else planned.",
        "{in} a giornata finita, con la cena che aspetta e nient'altro in programma.",
        "{in} con el día ya terminado, la cena esperando y nada más previsto.",
        "{in} en fin de journée, le dîner qui attend et rien d'autre au programme.",
        "{in} spät am Tag; das Abendessen wartet, und sonst steht nichts mehr an.",
      ],
      [
        "The group reaches {obj} in the evening, ready for a simple dinner and a good night's sleep.",
        "Si raggiunge {obj} in serata, pronti per una cena semplice e una buona notte di sonno.",
        "El grupo llega {to} por la noche, listo para una cena sencilla y una buena noche de sueño.",
        "Le groupe atteint {obj} le soir, prêt pour un dîner simple et une bonne nuit de sommeil.",
        "Am Abend erreicht die Gruppe {obj}, bereit für ein einfaches Abendessen und eine gute Nachtruhe.",
      ],
    ],
    townBack: [
      [
        "Back {in} in the evening, glad of a place already known after a long day.",
        "Di nuovo {in} in serata, contenti di ritrovare un posto già noto dopo una lunga giornata.",
        "De vuelta {in} por la noche, con la alegría de un lugar conocido tras un día largo.",
        "Retour {in} le soir, et quel plaisir de retrouver un lieu connu après une longue journée.",
        "Am Abend zurück {in}, froh über einen bekannten Ort nach einem langen Tag.",
      ],
    ],
    place: [
      [
        "The day's destination, {name}, is reached in the evening: a simple dinner, and bed.",
        "La meta del giorno, {name}, si raggiunge in serata: una cena semplice, e a letto.",
        "El destino del día, {name}, se alcanza por la noche: una cena sencilla, y a dormir.",
        "L'étape du jour, {name}, est atteinte le soir : un dîner simple, et au lit.",
        "Das Tagesziel {name} ist am Abend erreicht: ein einfaches Abendessen und ins Bett.",
      ],
      [
        "Arrival at the day's destination, {name}, late in the day, with dinner waiting and nothing else planned.",
        "Arrivo alla meta del giorno, {name}, a giornata finita, con la cena che aspetta e nient'altro in programma.",
        "Llegada al destino del día, {name}, con el día ya terminado, la cena esperando y nada más previsto.",
        "Arrivée à l'étape du jour, {name}, en fin de journée, le dîner qui attend et rien d'autre au programme.",
        "Ankunft am Tagesziel {name} spät am Tag; das Abendessen wartet, und sonst steht nichts mehr an.",
      ],
    ],
    placeBack: [
      [
        "Back in the evening at a place the group already knows, {name}, for a simple dinner.",
        "In serata si torna in un luogo già noto, {name}, per una cena semplice.",
        "Por la noche, de vuelta a un lugar ya conocido, {name}, para una cena sencilla.",
        "Le soir, retour dans un lieu déjà connu, {name}, pour un dîner simple.",
        "Am Abend zurück an einem schon bekannten Ort, {name}, zu einem einfachen Abendessen.",
      ],
    ],
  },
};

/** How a flight day ends: met at the airport, by its band. */
export const FLIGHT_ARRIVALS: Readonly<Record<FlightBand, Arrivals>> = {
  short: {
    town: [
      [
        "Met on arrival {in} and driven to the hotel, with the afternoon free for a first walk.",
        "Accoglienza all'aeroporto {of} e trasferimento in hotel, con il pomeriggio libero per una prima passeggiata.",
        "Recibimiento en el aeropuerto {of} y traslado al hotel, con la tarde libre para un primer paseo.",
        "Accueil à l'aéroport {of} et transfert à l'hôtel, avec l'après-midi libre pour une première balade.",
        "Empfang am Flughafen {of} und Transfer ins Hotel; der Nachmittag ist frei für einen ersten Spaziergang.",
      ],
      [
        "Landing {in} around midday: a driver waits at arrivals, and the afternoon is for settling in and a first look around.",
        "Atterraggio {in} verso mezzogiorno: un autista aspetta agli arrivi, e il pomeriggio serve a sistemarsi e a dare una prima occhiata in giro.",
        "Aterrizaje {in} hacia mediodía: un conductor espera en llegadas, y la tarde es para instalarse y echar un primer vistazo.",
        "Atterrissage {in} vers midi : un chauffeur attend aux arrivées, et l'après-midi sert à s'installer et à faire un premier tour.",
        "Landung {in} gegen Mittag: Ein Fahrer wartet in der Ankunftshalle, und der Nachmittag gehört dem Ankommen und einem ersten Rundgang.",
      ],
      [
        "The local team waits at arrivals {in}; check-in at the hotel, then a free afternoon.",
        "Lo staff locale aspetta agli arrivi {in}; check-in in hotel, poi un pomeriggio libero.",
        "El equipo local espera en llegadas {in}; registro en el hotel y después una tarde libre.",
        "L'équipe locale attend aux arrivées {in} ; installation à l'hôtel, puis un après-midi libre.",
        "Das örtliche Team wartet in der Ankunftshalle {in}; Check-in im Hotel, dann ein freier Nachmittag.",
      ],
    ],
    townBack: [
      [
        "Back {in} by early afternoon, met at the airport and driven to the hotel; the rest of the day is free.",
        "Di nuovo {in} nel primo pomeriggio, con l'accoglienza in aeroporto e il trasferimento in hotel; il resto della giornata è libero.",
        "De vuelta {in} a primera hora de la tarde, con recibimiento en el aeropuerto y traslado al hotel; el resto del día es libre.",
        "Retour {in} en début d'après-midi, accueil à l'aéroport et transfert à l'hôtel ; le reste de la journée est libre.",
        "Am frühen Nachmittag zurück {in}, Empfang am Flughafen und Transfer ins Hotel; der Rest des Tages ist frei.",
      ],
      [
        "Back {in} after an early-afternoon landing: the road from the airport already familiar, and a free evening.",
        "Di nuovo {in} dopo un atterraggio nel primo pomeriggio: la strada dall'aeroporto è già nota, e la serata è libera.",
        "De vuelta {in} tras un aterrizaje a primera hora de la tarde: el camino desde el aeropuerto ya es conocido, y la noche es libre.",
        "Retour {in} après un atterrissage en début d'après-midi : la route depuis l'aéroport est déjà connue, et la soirée est libre.",
        "Zurück {in} nach einer Landung am frühen Nachmittag: Der Weg vom Flughafen ist schon bekannt, und der Abend ist frei.",
      ],
    ],
    place: [
      [
        "Met on landing and driven to the day's destination, {name}, with the afternoon to settle in.",
        "All'atterraggio, accoglienza e trasferimento alla meta del giorno, {name}, con il pomeriggio per sistemarsi.",
        "Al aterrizar, recibimiento y traslado al destino del día, {name}, con la tarde para instalarse.",
        "À l'atterrissage, accueil et transfert vers l'étape du jour, {name}, avec l'après-midi pour s'installer.",
        "Nach der Landung Empfang und Transfer zum Tagesziel {name}; der Nachmittag bleibt zum Ankommen.",
      ],
      [
        "Landing around midday; the day's destination is {name}, and the afternoon is for a first look around.",
        "Atterraggio verso mezzogiorno; la meta del giorno è {name}, e il pomeriggio è libero per una prima occhiata in giro.",
        "Aterrizaje hacia mediodía; destino del día: {name}, y la tarde es para un primer vistazo.",
        "Atterrissage vers midi ; l'étape du jour est {name}, et l'après-midi est libre pour un premier tour.",
        "Landung gegen Mittag, Tagesziel: {name}. Der Nachmittag gehört einem ersten Rundgang.",
      ],
    ],
    placeBack: [
      [
        "Back by early afternoon at a place the group already knows, {name}, with the rest of the day free.",
        "Nel primo pomeriggio si torna in un luogo già noto al gruppo, {name}, con il resto della giornata libero.",
        "A primera hora de la tarde, de vuelta a un lugar que el grupo ya conoce, {name}, con el resto del día libre.",
        "En début d'après-midi, retour dans un lieu que le groupe connaît déjà, {name}, avec le reste de la journée libre.",
        "Am frühen Nachmittag zurück an einem Ort, den die Gruppe schon kennt, {name}; der Rest des Tages ist frei.",
      ],
      [
        "The day's place, {name}, is one the group already knows: back there by early afternoon, and the evening is free.",
        "La meta del giorno, {name}, il gruppo la conosce già: si torna lì nel primo pomeriggio, e la serata è libera.",
        "El destino del día, {name}, el grupo ya lo conoce: de vuelta allí a primera hora de la tarde, y la noche queda libre.",
        "L'étape du jour, {name}, le groupe la connaît déjà : retour là-bas en début d'après-midi, et la soirée est libre.",
        "Das Tagesziel {name} kennt die Gruppe schon: Am frühen Nachmittag ist sie zurück, und der Abend ist frei.",
      ],
    ],
  },
  half: {
    town: [
      [
        "Met on arrival {in} in the afternoon and driven to the hotel, with time for a short walk before dinner.",
        "Accoglienza all'aeroporto {of} nel pomeriggio e trasferimento in hotel, con il tempo per una breve passeggiata prima di cena.",
        "Recibimiento en el aeropuerto {of} por la tarde y traslado al hotel, con tiempo para un paseo corto antes de la cena.",
        "Accueil à l'aéroport {of} dans l'après-midi et transfert à l'hôtel, avec le temps d'une courte balade avant le dîner.",
        "Empfang am Flughafen {of} am Nachmittag und Transfer ins Hotel, mit Zeit für einen kurzen Spaziergang vor dem Abendessen.",
      ],
      [
        "Landing {in} in the afternoon; a transfer to the hotel, check-in, and the evening free to find a first place for dinner.",
        "Atterraggio {in} nel pomeriggio; trasferimento in hotel, check-in e la serata libera per scegliere un primo posto per cena.",
        "Aterrizaje {in} por la tarde; traslado al hotel, registro y la noche libre para buscar un primer sitio para cenar.",
        "Atterrissage {in} dans l'après-midi ; transfert à l'hôtel, installation et soirée libre pour trouver une première adresse pour dîner.",
        "Landung {in} am Nachmittag; Transfer ins Hotel, Check-in und ein freier Abend, um ein erstes Lokal zum Essen zu finden.",
      ],
      [
        "The local team meets the group at arrivals {in} in the afternoon, and the evening is free after check-in.",
        "Lo staff locale accoglie il gruppo agli arrivi {in} nel pomeriggio, e dopo il check-in la serata è libera.",
        "El equipo local recibe al grupo en llegadas {in} por la tarde, y después del registro la noche queda libre.",
        "L'équipe locale accueille le groupe aux arrivées {in} dans l'après-midi, et la soirée est libre après l'installation.",
        "Das örtliche Team empfängt die Gruppe am Nachmittag in der Ankunftshalle {in}, und nach dem Check-in ist der Abend frei.",
      ],
    ],
    townBack: [
      [
        "Back {in} by late afternoon: the transfer from the airport is a familiar one, and the evening is free.",
        "Di nuovo {in} nel tardo pomeriggio: il tragitto dall'aeroporto è già noto, e la serata è libera.",
        "De vuelta {in} a última hora de la tarde: el trayecto desde el aeropuerto ya es conocido, y la noche queda libre.",
        "Retour {in} en fin d'après-midi : le trajet depuis l'aéroport est déjà familier, et la soirée est libre.",
        "Am späten Nachmittag zurück {in}: Der Weg vom Flughafen ist schon vertraut, und der Abend ist frei.",
      ],
    ],
    place: [
      [
        "Met on landing in the afternoon and driven on to the day's destination, {name}, in time to settle in before dinner.",
        "Accoglienza all'atterraggio nel pomeriggio e trasferimento alla meta del giorno, {name}, in tempo per sistemarsi prima di cena.",
        "Recibimiento al aterrizar por la tarde y traslado al destino del día, {name}, a tiempo para instalarse antes de la cena.",
        "Accueil à l'atterrissage dans l'après-midi et transfert vers l'étape du jour, {name}, à temps pour s'installer avant le dîner.",
        "Empfang nach der Landung am Nachmittag und Transfer zum Tagesziel {name}, rechtzeitig zum Ankommen vor dem Abendessen.",
      ],
      [
        "Landing in the afternoon; the day's destination is {name}, and there is time to settle in before dinner.",
        "Atterraggio nel pomeriggio; la meta del giorno è {name}, e c'è il tempo di sistemarsi prima di cena.",
        "Aterrizaje por la tarde; destino del día: {name}, con tiempo para instalarse antes de la cena.",
        "Atterrissage dans l'après-midi ; l'étape du jour est {name}, et il reste le temps de s'installer avant le dîner.",
        "Landung am Nachmittag, Tagesziel: {name}. Es bleibt Zeit zum Ankommen vor dem Abendessen.",
      ],
    ],
    placeBack: [
      [
        "In the late afternoon, back at a place the group already knows, {name}, with the evening free.",
        "Nel tardo pomeriggio si torna in un luogo già noto, {name}, con la serata libera.",
        "A última hora de la tarde, de vuelta a un lugar ya conocido, {name}, con la noche libre.",
        "En fin d'après-midi, retour dans un lieu déjà connu, {name}, avec la soirée libre.",
        "Am späten Nachmittag zurück an einem schon bekannten Ort, {name}; der Abend ist frei.",
      ],
    ],
  },
  long: {
    town: [
      [
        "Met on arrival {in} in the evening and driven straight to the hotel for a late dinner and an early night.",
        "Accoglienza all'aeroporto {of} in serata e trasferimento diretto in hotel per una cena tardiva e un riposo meritato.",
        "Recibimiento en el aeropuerto {of} al anochecer y traslado directo al hotel para una cena tardía y a dormir pronto.",
        "Accueil à l'aéroport {of} en soirée et transfert direct à l'hôtel pour un dîner tardif et une nuit bien méritée.",
        "Empfang am Flughafen {of} am Abend und direkt ins Hotel, zu einem späten Abendessen und früh ins Bett.",
      ],
      [
        "Landing {in} at the end of the day, then the transfer to the hotel and a simple dinner.",
        "Atterraggio {in} a fine giornata, poi il trasferimento in hotel e una cena semplice.",
        "Aterrizaje {in} al final del día, después el traslado al hotel y una cena sencilla.",
        "Atterrissage {in} en fin de journée, puis le transfert à l'hôtel et un dîner simple.",
        "Landung {in} am Ende des Tages, dann der Transfer ins Hotel und ein einfaches Abendessen.",
      ],
      [
        "The local team waits at arrivals {in} in the evening for the transfer to the hotel and a late dinner.",
        "Lo staff locale aspetta agli arrivi {in} in serata per il trasferimento in hotel e una cena tardiva.",
        "El equipo local espera en llegadas {in} por la noche para el traslado al hotel y una cena tardía.",
        "L'équipe locale attend aux arrivées {in} le soir pour le transfert à l'hôtel et un dîner tardif.",
        "Das örtliche Team wartet am Abend in der Ankunftshalle {in} für den Transfer ins Hotel und ein spätes Abendessen.",
      ],
    ],
    townBack: [
      [
        "Back {in} in the evening, met at the airport, with a late dinner and an early night.",
        "Di nuovo {in} in serata, con l'accoglienza in aeroporto, una cena tardiva e presto a letto.",
        "De vuelta {in} por la noche, con recibimiento en el aeropuerto, cena tardía y a dormir pronto.",
        "Retour {in} en soirée, accueil à l'aéroport, dîner tardif et coucher tôt.",
        "Am Abend zurück {in}, Empfang am Flughafen, ein spätes Abendessen und früh ins Bett.",
      ],
    ],
    place: [
      [
        "Met on landing in the evening and driven to the day's destination, {name}, for a late dinner.",
        "Accoglienza all'atterraggio in serata e trasferimento alla meta del giorno, {name}, per una cena tardiva.",
        "Recibimiento al aterrizar por la noche y traslado al destino del día, {name}, para una cena tardía.",
        "Accueil à l'atterrissage en soirée et transfert vers l'étape du jour, {name}, pour un dîner tardif.",
        "Empfang nach der Landung am Abend und Transfer zum Tagesziel {name}, zu einem späten Abendessen.",
      ],
      [
        "Landing as the day ends; the day's destination is {name}, and dinner is the only thing left on the list.",
        "Atterraggio a fine giornata; la meta del giorno è {name}, e resta solo la cena.",
        "Aterrizaje al final del día; destino del día: {name}, y solo queda la cena.",
        "Atterrissage en fin de journée ; l'étape du jour est {name}, et il ne reste que le dîner.",
        "Landung am Ende des Tages, Tagesziel: {name}. Nur noch das Abendessen steht an.",
      ],
    ],
    placeBack: [
      [
        "Back in the evening at a place the group already knows, {name}, for a late dinner.",
        "In serata si torna in un luogo già noto, {name}, per una cena tardiva.",
        "Por la noche, de vuelta a un lugar ya conocido, {name}, para una cena tardía.",
        "En soirée, retour dans un lieu déjà connu, {name}, pour un dîner tardif.",
        "Am Abend zurück an einem schon bekannten Ort, {name}, zu einem späten Abendessen.",
      ],
    ],
  },
};

/**
 * A stop on the way of a road or border day of half a day or more: in a town (a coffee for half
 * a day, lunch on a longer one), or a short visit to a site.
 */
export const VIA: Readonly<Record<"town" | "site", Readonly<Record<"half" | "long", readonly Texts[]>>>> = {
  town: {
    half: [
      [
        "Halfway, a break {via} to stretch the legs and have a coffee.",
        "A metà strada, una sosta {via} per sgranchirsi le gambe e prendere un caffè.",
        "A mitad de camino, una parada {via} para estirar las piernas y tomar un café.",
        "À mi-chemin, une pause {via} pour se dégourdir les jambes et prendre un café.",
        "Auf halber Strecke eine Pause {via}, um die Beine zu vertreten und einen Kaffee zu trinken.",
      ],
      [
        "On the way, a stop {via} for a short walk and a look around.",
        "Lungo la strada, una sosta {via} per una breve passeggiata e un'occhiata in giro.",
        "Por el camino, una parada {via} para un paseo corto y echar un vistazo.",
        "En chemin, un arrêt {via} pour une courte balade et un coup d'œil.",
        "Unterwegs ein Halt {via} für einen kurzen Spaziergang durch den Ort.",
      ],
      [
        "The driver stops {via} on the way, long enough for a coffee and a look around.",
        "L'autista si ferma {via} lungo la strada, il tempo di un caffè e di un giro.",
        "El conductor para {via} por el camino, lo justo para un café y una vuelta.",
        "Le chauffeur s'arrête {via} en chemin, le temps d'un café et d'un petit tour.",
        "Unterwegs hält der Fahrer {via}, lange genug für einen Kaffee und eine kleine Runde.",
      ],
    ],
    long: [
      [
        "Lunch {via}, about halfway.",
        "Pranzo {via}, più o meno a metà strada.",
        "Comida {via}, más o menos a mitad de camino.",
        "Déjeuner {via}, à peu près à mi-chemin.",
        "Mittagessen {via}, etwa auf halber Strecke.",
      ],
      [
        "A long lunch break {via} on the way, with time for a short walk.",
        "Una lunga pausa pranzo {via} lungo la strada, con il tempo per una breve passeggiata.",
        "Una pausa larga para comer {via} por el camino, con tiempo para un paseo corto.",
        "Une longue pause déjeuner {via} en chemin, avec le temps d'une courte balade.",
        "Eine lange Mittagspause {via} unterwegs, mit Zeit für einen kurzen Spaziergang.",
      ],
      [
        "The day's main stop is {via}, for lunch and a walk before the second half of the drive.",
        "La sosta principale della giornata è {via}, per il pranzo e una passeggiata prima della seconda metà del viaggio.",
        "La parada principal del día es {via}, para comer y pasear antes de la segunda mitad del trayecto.",
        "La grande halte de la journée se fait {via}, pour déjeuner et marcher un peu avant la seconde moitié du trajet.",
        "Der wichtigste Halt des Tages ist {via}, zum Mittagessen und für einen Spaziergang vor der zweiten Hälfte der Fahrt.",
      ],
    ],
  },
  site: {
    half: [
      [
        "On the way, a short visit to a sight worth the stop: {viaName}.",
        "Lungo la strada, una breve visita a un luogo che merita la sosta: {viaName}.",
        "Por el camino, una visita corta a un lugar que merece la parada: {viaName}.",
        "En chemin, une courte visite d'un site qui vaut l'arrêt : {viaName}.",
        "Unterwegs ein kurzer Besuch an einem Ort, der den Halt lohnt: {viaName}.",
      ],
      [
        "A break on the way for a short, unhurried visit before the road goes on: {viaName}.",
        "Una pausa lungo la strada per una breve visita, con calma, prima di riprendere il viaggio: {viaName}.",
        "Una pausa por el camino para una visita corta y sin prisas antes de seguir: {viaName}.",
        "Une pause en chemin pour une courte visite sans se presser avant de reprendre la route : {viaName}.",
        "Eine Pause unterwegs für einen kurzen Besuch ohne Eile, bevor es weitergeht: {viaName}.",
      ],
    ],
    long: [
      [
        "Lunch on the way and a short visit to a sight that makes the stop worthwhile: {viaName}.",
        "Pranzo lungo la strada e una breve visita a un luogo che vale la sosta: {viaName}.",
        "Comida por el camino y una visita corta a un lugar que justifica la parada: {viaName}.",
        "Déjeuner en chemin et une courte visite d'un site qui justifie l'arrêt : {viaName}.",
        "Mittagessen unterwegs und ein kurzer Besuch an einem Ort, der den Halt wert ist: {viaName}.",
      ],
      [
        "About halfway, a break for lunch and an unhurried look at a sight on the way: {viaName}.",
        "Più o meno a metà strada, una pausa per il pranzo e una visita con calma a un luogo lungo il percorso: {viaName}.",
        "Más o menos a mitad de camino, una pausa para comer y una visita sin prisas a un lugar del recorrido: {viaName}.",
        "À peu près à mi-chemin, une pause déjeuner et une visite sans se presser d'un site sur la route : {viaName}.",
        "Etwa auf halber Strecke eine Mittagspause und ein Besuch ohne Eile an einem Ort am Weg: {viaName}.",
      ],
    ],
  },
};

/**
 * A day under sail: to sailing waters (a night at anchor) or to a port (an evening ashore),
 * and back to the port the voyage left from. A short sail leaves most of the day at the place.
 */
export const SAIL: Readonly<{
  short: Readonly<Record<"waters" | "port", readonly Texts[]>>;
  long: Readonly<Record<"waters" | "port", readonly Texts[]>>;
  back: Readonly<Record<"waters" | "port", readonly Texts[]>>;
}> = {
  short: {
    waters: [
      [
        "A short sail after a slow breakfast: the day's waters, {name}, are close, and the afternoon is free at anchor.",
        "Una breve navigazione dopo una colazione con calma: le acque del giorno, {name}, sono vicine, e il pomeriggio è libero alla fonda.",
        "Una navegación corta después de un desayuno tranquilo: las aguas del día, {name}, están cerca, y la tarde es libre, fondeados.",
        "Une courte navigation après un petit-déjeuner tranquille : les eaux du jour, {name}, sont proches, et l'après-midi est libre au mouillage.",
        "Ein kurzer Schlag nach einem ruhigen Frühstück: Die Gewässer des Tages, {name}, sind nah, und der Nachmittag ist frei vor Anker.",
      ],
      [
        "After breakfast the skipper sets the course: {name}. Sails up, lunch on deck and an evening at anchor.",
        "Dopo colazione lo skipper fissa la rotta: {name}. Vele su, pranzo in coperta e una serata alla fonda.",
        "Después del desayuno el patrón fija el rumbo: {name}. Velas arriba, comida en cubierta y una noche fondeados.",
        "Après le petit-déjeuner, le skipper fixe le cap : {name}. Voiles hissées, déjeuner sur le pont et une soirée au mouillage.",
        "Nach dem Frühstück legt der Skipper den Kurs fest: {name}. Segel hoch, Mittagessen an Deck und ein Abend vor Anker.",
      ],
    ],
    port: [
      [
        "A short sail to the day's port, {name}, in by lunchtime, with the afternoon free ashore.",
        "Una breve navigazione fino al porto del giorno, {name}, dove si arriva per pranzo, con il pomeriggio libero a terra.",
        "Una navegación corta hasta el puerto del día, {name}, adonde se llega a la hora de comer, con la tarde libre en tierra.",
        "Une courte navigation jusqu'au port du jour, {name}, atteint à l'heure du déjeuner, avec l'après-midi libre à terre.",
        "Ein kurzer Schlag zum Hafen des Tages, {name}, zur Mittagszeit erreicht; der Nachmittag ist frei an Land.",
      ],
      [
        "The skipper sets the course after breakfast: {name}. A swim stop in a quiet cove if the water invites it, then the last leg into port.",
        "Dopo colazione lo skipper fissa la rotta: {name}. Un bagno in una caletta tranquilla se l'acqua invita, poi l'ultimo bordo fino in porto.",
        "Después del desayuno el patrón fija el rumbo: {name}. Un baño en una cala tranquila si el agua invita y después el último bordo hasta el puerto.",
        "Après le petit-déjeuner, le skipper fixe le cap : {name}. Une baignade dans une crique tranquille si l'eau s'y prête, puis le dernier bord jusqu'au port.",
        "Nach dem Frühstück legt der Skipper den Kurs fest: {name}. Ein Badestopp in einer stillen Bucht, wenn das Wasser lockt, dann der letzte Schlag in den Hafen.",
      ],
    ],
  },
  long: {
    waters: [
      [
        "Under sail after breakfast for the day's waters, {name}, with a swim stop if the water invites it and a sheltered bay for the night at anchor.",
        "In navigazione dopo colazione verso le acque del giorno, {name}, con una sosta per un bagno se l'acqua invita e una baia riparata per la notte alla fonda.",
        "A vela después del desayuno rumbo a las aguas del día, {name}, con una parada para bañarse si el agua invita y una cala resguardada para pasar la noche fondeados.",
        "À la voile après le petit-déjeuner vers les eaux du jour, {name}, avec une pause baignade si l'eau s'y prête et une baie abritée pour la nuit au mouillage.",
        "Nach dem Frühstück unter Segeln zu den Gewässern des Tages, {name}, mit einem Badestopp, wenn das Wasser lockt, und einer geschützten Bucht für die Nacht vor Anker.",
      ],
      [
        "A day under sail along the coast, the crew taking turns at the helm; the goal is the day's waters, {name}, and a bay to anchor in at the end of the day.",
        "Una giornata a vela lungo la costa, con l'equipaggio che si alterna al timone; la meta sono le acque di oggi, {name}, e una baia dove ancorarsi a fine giornata.",
        "Un día a vela a lo largo de la costa, con la tripulación turnándose al timón; la meta son las aguas de hoy, {name}, y una cala donde fondear al final del día.",
        "Une journée à la voile le long de la côte, l'équipage se relayant à la barre ; le but, ce sont les eaux du jour, {name}, et une baie où mouiller en fin de journée.",
        "Ein Segeltag entlang der Küste, die Crew wechselt sich am Ruder ab; Ziel sind die Gewässer des Tages, {name}, und eine Bucht zum Ankern am Ende des Tages.",
      ],
      [
        "After breakfast the skipper sets the course: {name}. A full day of sailing, lunch on deck and an evening at anchor as the light goes.",
        "Dopo colazione lo skipper fissa la rotta: {name}. Una giornata intera di vela, pranzo in coperta e una serata alla fonda mentre cala la luce.",
        "Después del desayuno el patrón fija el rumbo: {name}. Un día entero de vela, comida en cubierta y una noche fondeados mientras cae la luz.",
        "Après le petit-déjeuner, le skipper fixe le cap : {name}. Une journée entière de voile, déjeuner sur le pont et une soirée au mouillage quand la lumière baisse.",
        "Nach dem Frühstück legt der Skipper den Kurs fest: {name}. Ein ganzer Segeltag, Mittagessen an Deck und ein Abend vor Anker, wenn das Licht schwindet.",
      ],
    ],
    port: [
      [
        "Sails up after breakfast for the day's port, {name}, reached in time for an evening ashore.",
        "Vele su dopo colazione verso il porto del giorno, {name}, raggiunto in tempo per una serata a terra.",
        "Velas arriba después del desayuno rumbo al puerto del día, {name}, al que se llega a tiempo para una noche en tierra.",
        "Voiles hissées après le petit-déjeuner vers le port du jour, {name}, atteint à temps pour une soirée à terre.",
        "Nach dem Frühstück Segel hoch zum Hafen des Tages, {name}, rechtzeitig für einen Abend an Land.",
      ],
      [
        "Under sail after breakfast, with a swim stop if the water invites it; the day ends in port: {name}, with dinner ashore.",
        "In navigazione dopo colazione, con un bagno se l'acqua invita; la giornata finisce in porto: {name}, con la cena a terra.",
        "En marcha después del desayuno, con un baño si el agua invita; el día termina en puerto: {name}, con la cena en tierra.",
        "En route après le petit-déjeuner, avec une baignade si l'eau s'y prête ; la journée se termine au port : {name}, avec le dîner à terre.",
        "Nach dem Frühstück unterwegs, mit einem Badestopp, wenn das Wasser lockt; der Tag endet im Hafen: {name}, mit Abendessen an Land.",
      ],
      [
        "The skipper sets the course after breakfast: {name}. Lunch at anchor in a quiet cove, then the last leg into port for an evening ashore.",
        "Dopo colazione lo skipper fissa la rotta: {name}. Pranzo alla fonda in una caletta tranquilla, poi l'ultimo bordo fino in porto per una serata a terra.",
        "Después del desayuno el patrón fija el rumbo: {name}. Comida fondeados en una cala tranquila y después el último bordo hasta el puerto para una noche en tierra.",
        "Après le petit-déjeuner, le skipper fixe le cap : {name}. Déjeuner au mouillage dans une crique tranquille, puis le dernier bord jusqu'au port pour une soirée à terre.",
        "Nach dem Frühstück legt der Skipper den Kurs fest: {name}. Mittagessen vor Anker in einer stillen Bucht, dann der letzte Schlag in den Hafen für einen Abend an Land.",
      ],
    ],
  },
  back: {
    port: [
      [
        "The last day under sail: back where the voyage began, {name}, with a last swim on the way if the water invites it and an evening ashore.",
        "Ultima giornata a vela: si torna dove il viaggio per mare è cominciato, {name}, con un ultimo bagno se l'acqua invita e una serata a terra.",
        "Último día a vela: de vuelta al lugar donde empezó la travesía, {name}, con un último baño si el agua invita y una noche en tierra.",
        "Dernière journée à la voile : retour là où la navigation a commencé, {name}, avec une dernière baignade si l'eau s'y prête et une soirée à terre.",
        "Der letzte Segeltag: zurück dorthin, wo der Törn begann, {name}, mit einem letzten Badestopp, wenn das Wasser lockt, und einem Abend an Land.",
      ],
      [
        "Sails up one more time for the way back to the port the voyage left from, {name}, arriving in time for an evening ashore.",
        "Vele su un'ultima volta per tornare al porto da cui si è partiti, {name}, in tempo per una serata a terra.",
        "Velas arriba una última vez para volver al puerto de salida, {name}, a tiempo para una noche en tierra.",
        "Voiles hissées une dernière fois pour regagner le port de départ, {name}, à temps pour une soirée à terre.",
        "Ein letztes Mal Segel hoch für den Weg zurück zum Ausgangshafen, {name}, rechtzeitig für einen Abend an Land.",
      ],
    ],
    waters: [
      [
        "Back to waters sailed earlier in the voyage, {name}, for another day at anchor in a bay not tried before.",
        "Si torna in acque già navigate nel viaggio, {name}, per un'altra giornata alla fonda in una baia ancora da scoprire.",
        "De vuelta a aguas ya navegadas en el viaje, {name}, para otro día fondeados en una cala aún por descubrir.",
        "Retour dans des eaux déjà parcourues pendant la navigation, {name}, pour une autre journée au mouillage dans une baie encore inconnue.",
        "Zurück in Gewässer, die der Törn schon kennt, {name}, für einen weiteren Tag vor Anker in einer noch unbekannten Bucht.",
      ],
      [
        "Sails up for the way back to familiar waters, {name}, with a swim stop if the water invites it and a new bay for the night.",
        "Vele su per tornare in acque già conosciute, {name}, con un bagno se l'acqua invita e una nuova baia per la notte.",
        "Velas arriba para volver a aguas ya conocidas, {name}, con un baño si el agua invita y una cala nueva para la noche.",
        "Voiles hissées pour retrouver des eaux déjà connues, {name}, avec une baignade si l'eau s'y prête et une nouvelle baie pour la nuit.",
        "Segel hoch für den Weg zurück in schon bekannte Gewässer, {name}, mit einem Badestopp, wenn das Wasser lockt, und einer neuen Bucht für die Nacht.",
      ],
    ],
  },
};

/** A day at sea on an expedition ship: on to the day's waters, or into port; and back to either. */
export const CRUISE: Readonly<Record<"waters" | "port" | "back" | "backWaters", readonly Texts[]>> = {
  waters: [
    [
      "A day at sea on the expedition ship, bound for the day's waters, {name}: talks in the lounge, seabirds in the wake and time on deck.",
      "Una giornata in mare sulla nave da spedizione, diretta verso le acque del giorno, {name}: conferenze nel salone, uccelli marini sulla scia e tempo sul ponte.",
      "Un día de mar en el barco de expedición, rumbo a las aguas del día, {name}: charlas en el salón, aves marinas siguiendo la estela y tiempo en cubierta.",
      "Une journée en mer sur le navire d'expédition, en route vers les eaux du jour, {name} : conférences au salon, oiseaux marins dans le sillage et du temps sur le pont.",
      "Ein Seetag auf dem Expeditionsschiff, unterwegs zu den Gewässern des Tages, {name}: Vorträge in der Lounge, Seevögel im Kielwasser und Zeit an Deck.",
    ],
    [
      "The ship moves on through the night and the morning; by afternoon the next waters, {name}, are in sight, and the expedition team briefs the group on the landings ahead.",
      "La nave naviga nella notte e nella mattinata; nel pomeriggio le acque successive, {name}, sono in vista, e il team di spedizione presenta al gruppo gli sbarchi in arrivo.",
      "El barco avanza durante la noche y la mañana; por la tarde ya se ven las siguientes aguas, {name}, y el equipo de expedición explica al grupo los próximos desembarcos.",
      "Le navire avance de nuit et dans la matinée ; l'après-midi, les eaux suivantes, {name}, sont en vue, et l'équipe d'expédition présente au groupe les débarquements à venir.",
      "Das Schiff fährt durch die Nacht und den Vormittag; am Nachmittag sind die nächsten Gewässer, {name}, in Sicht, und das Expeditionsteam stellt die kommenden Anlandungen vor.",
    ],
    [
      "Open water all day, the ship rolling gently in the swell: photo tips on the bridge, a hot drink at the big windows and, by evening, the day's waters, {name}.",
      "Mare aperto tutto il giorno, la nave che rolla piano sull'onda lunga: consigli di fotografia in plancia, una bevanda calda davanti alle grandi vetrate e, in serata, le acque del giorno, {name}.",
      "Mar abierto todo el día, el barco meciéndose suave en el oleaje: consejos de fotografía en el puente, una bebida caliente junto a los grandes ventanales y, al anochecer, las aguas del día, {name}.",
      "La pleine mer toute la journée, le navire roulant doucement dans la houle : conseils photo sur la passerelle, une boisson chaude devant les grandes baies vitrées et, le soir, les eaux du jour, {name}.",
      "Den ganzen Tag offenes Meer, das Schiff wiegt sich sanft in der Dünung: Fototipps auf der Brücke, ein heißes Getränk an den Panoramafenstern und am Abend die Gewässer des Tages, {name}.",
    ],
  ],
  port: [
    [
      "The ship heads for port, {name}: a morning at sea with a talk in the lounge, then the coast in sight and an evening ashore.",
      "La nave punta verso il porto, {name}: una mattinata in mare con una conferenza nel salone, poi la costa in vista e una serata a terra.",
      "El barco pone rumbo a puerto, {name}: una mañana de mar con una charla en el salón, después la costa a la vista y una noche en tierra.",
      "Le navire met le cap sur le port, {name} : une matinée en mer avec une conférence au salon, puis la côte en vue et une soirée à terre.",
      "Das Schiff nimmt Kurs auf den Hafen, {name}: ein Vormittag auf See mit einem Vortrag in der Lounge, dann die Küste in Sicht und ein Abend an Land.",
    ],
  ],
  back: [
    [
      "The ship steams back to the port the voyage began in, {name}: a last lecture, the best photos of the voyage on the big screen and a farewell dinner with the crew.",
      "La nave rientra nel porto da cui il viaggio è partito, {name}: un'ultima conferenza, le foto migliori del viaggio sul grande schermo e la cena d'addio con l'equipaggio.",
      "El barco vuelve al puerto donde empezó el viaje, {name}: una última charla, las mejores fotos del viaje en la pantalla grande y la cena de despedida con la tripulación.",
      "Le navire regagne le port où le voyage a commencé, {name} : une dernière conférence, les plus belles photos du voyage sur grand écran et le dîner d'adieu avec l'équipage.",
      "Das Schiff kehrt in den Hafen zurück, in dem die Reise begann, {name}: ein letzter Vortrag, die besten Fotos der Reise auf der großen Leinwand und das Abschiedsessen mit der Crew.",
    ],
    [
      "A last day at sea as the ship heads back to the port the voyage began in, {name}: the expedition team's farewell talk, a last look from the deck and dinner with the crew.",
      "Un'ultima giornata in mare sulla via del ritorno verso il porto di partenza, {name}: il saluto del team di spedizione, un ultimo sguardo dal ponte e la cena con l'equipaggio.",
      "Un último día de mar de vuelta al puerto de salida, {name}: la charla de despedida del equipo de expedición, una última mirada desde cubierta y la cena con la tripulación.",
      "Une dernière journée en mer sur le chemin du retour vers le port de départ, {name} : le mot d'adieu de l'équipe d'expédition, un dernier regard depuis le pont et le dîner avec l'équipage.",
      "Ein letzter Seetag auf dem Rückweg zum Ausgangshafen, {name}: die Abschiedsworte des Expeditionsteams, ein letzter Blick vom Deck und das Abendessen mit der Crew.",
    ],
  ],
  backWaters: [
    [
      "The ship heads back to waters the voyage already knows, {name}, with talks in the lounge on the way and time on deck.",
      "La nave torna in acque che il viaggio conosce già, {name}, con conferenze nel salone lungo la rotta e tempo sul ponte.",
      "El barco vuelve a aguas que el viaje ya conoce, {name}, con charlas en el salón durante la travesía y tiempo en cubierta.",
      "Le navire revient vers des eaux que le voyage connaît déjà, {name}, avec des conférences au salon en chemin et du temps sur le pont.",
      "Das Schiff kehrt in Gewässer zurück, die die Reise schon kennt, {name}, mit Vorträgen in der Lounge unterwegs und Zeit an Deck.",
    ],
    [
      "A day at sea as the ship heads back to familiar waters, {name}: a last round of talks, seabirds in the wake and a quiet evening on board.",
      "Una giornata in mare per tornare in acque già conosciute, {name}: un ultimo ciclo di conferenze, uccelli marini sulla scia e una serata tranquilla a bordo.",
      "Un día de mar de vuelta a aguas ya conocidas, {name}: una última ronda de charlas, aves marinas siguiendo la estela y una noche tranquila a bordo.",
      "Une journée en mer pour retrouver des eaux déjà connues, {name} : une dernière série de conférences, des oiseaux marins dans le sillage et une soirée calme à bord.",
      "Ein Seetag auf dem Weg zurück in schon bekannte Gewässer, {name}: eine letzte Vortragsrunde, Seevögel im Kielwasser und ein ruhiger Abend an Bord.",
    ],
  ],
};
