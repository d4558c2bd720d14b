/**
 * The activities a day at a place can be (what the group does that day), and the words of a
 * trip's first and last days, per catalogue language (en, it, es, fr, de). A day in a place is
 * one of that place's own days (./place-days); a day that moves the group on (a leg) is written
 * for its places and hours (../leg-days.ts, ./leg-texts.ts). The variants of the first and last
 * days never name a place, so they stand alone in any trip.
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
      "Time to say goodbye: breakfast, a last group photo and the transfer to the airport for the flight home, with a head full of memories.",
      "È il momento dei saluti: colazione, un'ultima foto di gruppo e trasferimento in aeroporto per il volo di rientro, con la testa piena di ricordi.",
      "Llega la hora de despedirse: desayuno, una última foto de grupo y traslado al aeropuerto para el vuelo de regreso, con la cabeza llena de recuerdos.",
      "L'heure des adieux : petit-déjeuner, une dernière photo de groupe et transfert à l'aéroport pour le vol retour, la tête pleine de souvenirs.",
      "Zeit für den Abschied: Frühstück, ein letztes Gruppenfoto und Transfer zum Flughafen für den Heimflug, den Kopf voller Erinnerungen.",
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
