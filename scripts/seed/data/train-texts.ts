import type { Texts } from "./day-texts";

/**
 * The parts of a train day's text and of a flight whose airport is another town's, in the
 * catalogue languages (en, it, es, fr, de), written like those of ./leg-texts.ts (its slots,
 * its bands, no hours in the words). A train day arrives as a road day of its hours does.
 */

/** How a train day sets off: a short ride (up to 2 hours), half a day (3–5), a long day (6 and more). */
export const TRAIN_OPENINGS: Readonly<Record<"short" | "half" | "long", readonly Texts[]>> = {
  short: [
    [
      "A short train ride {from}: the bags go in the rack and the country slips past the window.",
      "Un breve viaggio in treno {from}: i bagagli sulla cappelliera e il paesaggio che scorre dal finestrino.",
      "Un trayecto corto en tren {from}: el equipaje en el portaequipajes y el paisaje pasando por la ventanilla.",
      "Un court trajet en train au départ {from} : les bagages dans le porte-bagages et le paysage qui défile à la fenêtre.",
      "Eine kurze Zugfahrt {from} aus: das Gepäck in der Ablage, draußen zieht die Landschaft vorbei.",
    ],
    [
      "After breakfast the group walks to the station {in} for a fast train with reserved seats.",
      "Dopo colazione il gruppo va alla stazione {of} per un treno veloce con posti prenotati.",
      "Después del desayuno, el grupo va a la estación {of} para tomar un tren rápido con asientos reservados.",
      "Après le petit-déjeuner, le groupe rejoint la gare {of} pour un train rapide aux places réservées.",
      "Nach dem Frühstück geht die Gruppe zum Bahnhof {in}, zu einem schnellen Zug mit reservierten Plätzen.",
    ],
    [
      "A short ride by train this morning: reserved seats, a window each and the bags in the rack.",
      "Un breve tragitto in treno stamattina: posti prenotati, un finestrino a testa e i bagagli sulla cappelliera.",
      "Un trayecto corto en tren esta mañana: asientos reservados, una ventanilla para cada uno y el equipaje en el portaequipajes.",
      "Un court trajet en train ce matin : places réservées, une fenêtre chacun et les bagages dans le porte-bagages.",
      "Heute Vormittag eine kurze Zugfahrt: reservierte Plätze, jeder am Fenster, das Gepäck in der Ablage.",
    ],
    [
      "No coach today: the group takes the train, quicker than the road and kinder to the view.",
      "Niente pullman oggi: il gruppo prende il treno, più rapido della strada e con una vista migliore.",
      "Hoy no hay autocar: el grupo toma el tren, más rápido que la carretera y con mejores vistas.",
      "Pas de car aujourd'hui : le groupe prend le train, plus rapide que la route et plus généreux en paysages.",
      "Heute kein Bus: Die Gruppe nimmt den Zug, schneller als die Straße und mit dem schöneren Blick.",
    ],
  ],
  half: [
    [
      "Check-out after breakfast and a transfer to the station {of} for a train of half a day, with lunch on board.",
      "Check-out dopo colazione e trasferimento alla stazione {of} per un treno di mezza giornata, con il pranzo a bordo.",
      "Salida del hotel después del desayuno y traslado a la estación {of} para un tren de media jornada, con la comida a bordo.",
      "Départ de l'hôtel après le petit-déjeuner et transfert à la gare {of} pour un train d'une demi-journée, avec le déjeuner à bord.",
      "Check-out nach dem Frühstück und Transfer zum Bahnhof {in}, für eine Zugfahrt von einem halben Tag mit Mittagessen an Bord.",
    ],
    [
      "The group leaves {obj} by train: a morning of fields, towns and stations going by, the bags stowed and nothing to do but watch.",
      "Si lascia {obj} in treno: una mattinata di campi, paesi e stazioni che passano, i bagagli sistemati e nient'altro da fare che guardare.",
      "El grupo deja {obj} en tren: una mañana de campos, pueblos y estaciones que pasan, el equipaje guardado y nada que hacer salvo mirar.",
      "Le groupe quitte {obj} en train : une matinée de champs, de villages et de gares qui défilent, les bagages rangés et rien d'autre à faire que regarder.",
      "Die Gruppe verlässt {obj} mit dem Zug: ein Vormittag mit Feldern, Dörfern und Bahnhöfen, die vorbeiziehen, das Gepäck verstaut und nichts zu tun als zu schauen.",
    ],
    [
      "Half a day by train, the road left to others: reserved seats, a book and the landscape changing at the window.",
      "Mezza giornata in treno, la strada lasciata agli altri: posti prenotati, un libro e il paesaggio che cambia al finestrino.",
      "Media jornada en tren, la carretera para otros: asientos reservados, un libro y el paisaje cambiando en la ventanilla.",
      "Une demi-journée en train, la route laissée aux autres : places réservées, un livre et le paysage qui change à la fenêtre.",
      "Ein halber Tag im Zug, die Straße bleibt den anderen: reservierte Plätze, ein Buch und die Landschaft, die sich am Fenster verändert.",
    ],
    [
      "A morning on the train, with time to read, doze or talk over the days so far while the country goes by.",
      "Una mattinata in treno, con il tempo di leggere, sonnecchiare o ripensare ai giorni passati mentre il paese scorre fuori.",
      "Una mañana en el tren, con tiempo para leer, dormitar o repasar los días pasados mientras el país desfila fuera.",
      "Une matinée dans le train, le temps de lire, de somnoler ou de revenir sur les jours passés pendant que le pays défile.",
      "Ein Vormittag im Zug, mit Zeit zum Lesen, Dösen oder Erzählen von den bisherigen Tagen, während draußen das Land vorbeizieht.",
    ],
  ],
  long: [
    [
      "An early train {from} and most of the day on the rails: lunch on board, and the landscape changing by the hour.",
      "Un treno di buon mattino {from} e gran parte della giornata sui binari: il pranzo a bordo e il paesaggio che cambia d'ora in ora.",
      "Un tren temprano {from} y casi todo el día sobre raíles: la comida a bordo y el paisaje cambiando con las horas.",
      "Un train matinal au départ {from} et l'essentiel de la journée sur les rails : le déjeuner à bord et le paysage qui change d'heure en heure.",
      "Ein früher Zug {from} aus und der größte Teil des Tages auf Schienen: Mittagessen an Bord, und die Landschaft wechselt von Stunde zu Stunde.",
    ],
    [
      "To the station {of} soon after dawn for a long day by train, seats reserved together and the bags in the rack.",
      "Alla stazione {of} poco dopo l'alba per una lunga giornata in treno, posti prenotati vicini e bagagli sulla cappelliera.",
      "A la estación {of} poco después del amanecer para un largo día en tren, con asientos reservados juntos y el equipaje en el portaequipajes.",
      "À la gare {of} peu après l'aube pour une longue journée en train, places réservées côte à côte et bagages dans le porte-bagages.",
      "Kurz nach Sonnenaufgang zum Bahnhof {in}, für einen langen Tag im Zug, die Plätze nebeneinander reserviert und das Gepäck in der Ablage.",
    ],
    [
      "A long day on the train: an early start, lunch on board, and hours of country at the window that no road would show as well.",
      "Una lunga giornata in treno: partenza presto, pranzo a bordo e ore di paesaggio al finestrino che nessuna strada mostrerebbe altrettanto bene.",
      "Un largo día en tren: salida temprano, comida a bordo y horas de paisaje en la ventanilla que ninguna carretera mostraría tan bien.",
      "Une longue journée en train : départ tôt, déjeuner à bord et des heures de paysage à la fenêtre qu'aucune route ne montrerait aussi bien.",
      "Ein langer Tag im Zug: früher Aufbruch, Mittagessen an Bord und stundenlang Landschaft am Fenster, wie sie keine Straße so zeigen würde.",
    ],
  ],
};

/**
 * A flight's words for an end whose airport is another town's (../data/leg-hours.ts
 * AIRPORT_TOWNS): {airportFrom} "from Denpasar", {airportIn} "in Denpasar", as a town's forms.
 * Each has three wordings, so a trip that flies twice through one airport town says it twice in other words.
 */
export const AIRPORT_TOWN_PARTS: Readonly<Record<"departure" | "arrival", readonly Texts[]>> = {
  departure: [
    [
      "The flight leaves {airportFrom}, the nearest airport.",
      "Il volo parte {airportFrom}, l'aeroporto più vicino.",
      "El vuelo sale {airportFrom}, el aeropuerto más cercano.",
      "Le vol part {airportFrom}, l'aéroport le plus proche.",
      "Der Flug startet {airportFrom}, dem nächsten Flughafen.",
    ],
    [
      "The nearest airport is {airportIn}: the plane takes off from there.",
      "L'aeroporto più vicino è {airportIn}: l'aereo decolla da lì.",
      "El aeropuerto más cercano está {airportIn}: el avión despega desde allí.",
      "L'aéroport le plus proche est {airportIn} : l'avion décolle de là.",
      "Der nächste Flughafen liegt {airportIn}; von dort hebt die Maschine ab.",
    ],
    [
      "Check-in for the flight is {airportIn}, at the nearest airport.",
      "Il check-in del volo è {airportIn}, all'aeroporto più vicino.",
      "La facturación del vuelo es {airportIn}, en el aeropuerto más cercano.",
      "L'enregistrement du vol se fait {airportIn}, à l'aéroport le plus proche.",
      "Eingecheckt wird {airportIn}, am nächsten Flughafen.",
    ],
  ],
  arrival: [
    [
      "The plane lands {airportIn}, and the group goes on from there.",
      "L'aereo atterra {airportIn}, e da lì il gruppo prosegue.",
      "El avión aterriza {airportIn}, y desde allí el grupo sigue su camino.",
      "L'avion se pose {airportIn}, et le groupe poursuit sa route de là.",
      "Das Flugzeug landet {airportIn}; von dort geht es für die Gruppe weiter.",
    ],
    [
      "The nearest airport is {airportIn}, and the group carries on from there.",
      "L'aeroporto più vicino è {airportIn}, e da lì il gruppo continua.",
      "El aeropuerto más cercano está {airportIn}, y desde allí el grupo continúa.",
      "L'aéroport le plus proche est {airportIn}, et le groupe continue de là.",
      "Der nächste Flughafen liegt {airportIn}; von dort geht es weiter.",
    ],
    [
      "The flight comes in {airportIn}, the nearest airport.",
      "Il volo arriva {airportIn}, l'aeroporto più vicino.",
      "El vuelo llega {airportIn}, el aeropuerto más cercano.",
      "Le vol arrive {airportIn}, l'aéroport le plus proche.",
      "Der Flug kommt {airportIn} an, dem nächsten Flughafen.",
    ],
  ],
};
