/**
 * Real journey times the route rule (../route-rule.ts) cannot work out from the places'
 * geography: the train lines a traveller takes, the ferries across water a road goes round,
 * the regional flights that are scheduled and the airports that are another town's. Places are
 * named as the destination tables write them in English; a unit test checks every name is a
 * place of the tables.
 */

/**
 * The train lines a traveller takes between two places, with the timetable's hours: Japan's
 * Shinkansen, Europe's high-speed and mountain lines, Java's, India's and Uzbekistan's fast
 * trains, the Laos–China railway, the Machu Picchu trains. A train day adds an hour for the
 * stations at both ends. A line marked one way is taken in that direction only (the Inca Trail
 * ends at Machu Picchu, whose train runs down the valley; the walk starts from the road).
 */
export const TRAIN_LINES: readonly (readonly [string, string, number, "one way"?])[] = [
  // Japan
  ["Tokyo", "Kyoto", 2.25],
  ["Tokyo", "Osaka", 2.5],
  ["Hakone", "Kyoto", 2.5],
  ["Kyoto", "Hiroshima", 1.75],
  ["Osaka", "Hiroshima", 1.5],
  ["Hiroshima", "Fukuoka", 1.1],
  ["Tokyo", "Kanazawa", 2.5],
  ["Kanazawa", "Kyoto", 2.25],
  ["Kanazawa", "Nikko", 4],
  ["Tokyo", "Nikko", 2],
  ["Tokyo", "Hakone", 1.4],
  // Europe
  ["Milan", "Venice", 2.4],
  ["Milan", "Bologna", 1.1],
  ["Milan", "Florence", 1.9],
  ["Milan", "Rome", 3.2],
  ["Bologna", "Florence", 0.6],
  ["Bologna", "Venice", 1.5],
  ["Florence", "Rome", 1.5],
  ["Florence", "Venice", 2.1],
  ["Rome", "Venice", 4],
  ["Rome", "Naples", 1.2],
  ["Madrid", "Barcelona", 2.5],
  ["Madrid", "Seville", 2.5],
  ["Madrid", "Córdoba", 1.75],
  ["Madrid", "Granada", 3.3],
  ["Madrid", "Valencia", 1.8],
  ["Barcelona", "Valencia", 2.7],
  ["Paris", "Bordeaux", 2.1],
  ["Paris", "Avignon", 2.7],
  ["Paris", "Marseille", 3.2],
  ["Paris", "London", 2.3],
  ["Paris", "Brussels", 1.4],
  ["Brussels", "Amsterdam", 1.9],
  ["London", "York", 1.9],
  ["London", "Edinburgh", 4.5],
  ["York", "Edinburgh", 2.5],
  ["Zurich", "Lake Lugano", 2],
  ["Zurich", "Matterhorn", 3.3],
  ["Zurich", "Milan", 3.3],
  ["Lucerne", "Milan", 3.2],
  ["Lucerne", "Lake Lugano", 1.9],
  ["Geneva", "Matterhorn", 3.7],
  ["Zurich", "Zermatt", 3.3],
  ["Geneva", "Zermatt", 3.7],
  ["Grindelwald", "Zermatt", 2.5],
  ["Grindelwald", "Matterhorn", 2.5],
  ["Paris", "Saint-Malo", 2.3],
  ["Paris", "Amboise", 1.75],
  ["Córdoba", "Seville", 0.75],
  ["Berlin", "Leipzig", 1.2],
  ["Berlin", "Hamburg", 1.8],
  ["Berlin", "Munich", 4],
  ["Munich", "Nuremberg", 1.1],
  ["Berlin", "Nuremberg", 3],
  ["Munich", "Vienna", 4],
  ["Vienna", "Salzburg", 2.4],
  ["Vienna", "Budapest", 2.7],
  ["Vienna", "Prague", 4],
  ["Copenhagen", "Odense", 1.3],
  ["Copenhagen", "Aarhus", 2.8],
  ["Stockholm", "Gothenburg", 3.1],
  ["Oslo", "Lillehammer", 2.2],
  ["Oslo", "Bergen", 7],
  ["Warsaw", "Kraków", 2.3],
  ["Warsaw", "Gdańsk", 2.8],
  ["Lisbon", "Porto", 2.9],
  ["Lisbon", "Coimbra", 1.7],
  ["Coimbra", "Porto", 1.1],
  ["Athens", "Thessaloniki", 4.2],
  ["Ankara", "Konya", 1.75],
  ["Ankara", "Istanbul", 4.5],
  // Asia and South America
  ["Jakarta", "Yogyakarta", 6.5],
  ["Delhi", "Agra", 1.75],
  ["Delhi", "Jaipur", 4.5],
  ["Colombo", "Kandy", 2.75],
  ["Kandy", "Ella", 7],
  ["Beijing", "Xi'an", 4.5],
  ["Pingyao", "Xi'an", 3],
  ["Beijing", "Pingyao", 3.5],
  ["Xi'an", "Chengdu", 3.5],
  ["Seoul", "Busan", 2.5],
  ["Seoul", "Gyeongju", 2.2],
  ["Taipei", "Taroko Gorge", 2.2],
  ["Taipei", "Tainan", 1.8],
  ["Tashkent", "Samarkand", 2.2],
  ["Samarkand", "Bukhara", 1.6],
  ["Tashkent", "Bukhara", 3.8],
  ["Luang Prabang", "Vang Vieng", 1],
  ["Luang Prabang", "Vientiane", 2],
  ["Vang Vieng", "Vientiane", 1],
  ["Inca Trail", "Sacred Valley", 1.75, "one way"],
  ["Inca Trail", "Cusco", 3.5, "one way"],
];

/**
 * Ferries whose hours a timetable knows, the port at each end counted: across water a road goes
 * round, between two places on the same land (Buenos Aires to Colonia across the Río de la
 * Plata), and fast boats to an island, which the distance at a ferry's pace would make slower.
 */
export const FERRY_CROSSINGS: readonly (readonly [string, string, number])[] = [
  ["Buenos Aires", "Colonia del Sacramento", 2],
  ["Buenos Aires", "Carmelo", 3],
  ["Buenos Aires", "Montevideo", 4],
  // The Galaxy Wave's crossing is an hour and a quarter, the port's formalities the rest.
  ["La Ceiba", "Roatán", 2],
  // Apia's road to the Mulifanua wharf, then an hour across the Apolima Strait to Salelologa.
  ["Apia", "Savai'i", 2],
];

/**
 * Scheduled flights between two regional airports, neither a country's gateway nor a large
 * city's: elsewhere a group changes planes at a hub (Aswan to Sharm el-Sheikh is by way of Cairo).
 */
export const REGIONAL_FLIGHTS: readonly (readonly [string, string])[] = [
  ["Labuan Bajo", "Ubud"],
  ["Lombok", "Ubud"],
  ["Ubud", "Yogyakarta"],
  ["Cairns", "Uluru"],
  ["Cebu", "Coron"],
  ["Iguazú Falls", "Salta"],
  // Argentina's federal corridor: Iguazú, Bariloche and Ushuaia fly to El Calafate without Buenos Aires.
  ["Iguazú Falls", "El Calafate"],
  ["Bariloche", "El Calafate"],
  ["Ushuaia", "El Calafate"],
];

/**
 * Places whose airport is another town's, and the road to it: the flight lands there and the
 * group drives on (Ubud is an hour from Bali's airport at Denpasar). The town is named in the
 * five catalogue languages (en, it, es, fr, de). "Name@ISO3" where two countries have the place's name.
 */
export const AIRPORT_TOWNS: Readonly<Record<string, { town: readonly [string, string, string, string, string]; hours: number }>> = {
  Ubud: { town: ["Denpasar", "Denpasar", "Denpasar", "Denpasar", "Denpasar"], hours: 1 },
  // Granada has no scheduled flights: a trip to Nicaragua lands at Managua and drives on.
  "Granada@NIC": { town: ["Managua", "Managua", "Managua", "Managua", "Managua"], hours: 1 },
  "Hội An": { town: ["Da Nang", "Da Nang", "Da Nang", "Da Nang", "Da Nang"], hours: 1 },
  Kyoto: { town: ["Osaka", "Osaka", "Osaka", "Osaka", "Osaka"], hours: 1.5 },
  Göreme: { town: ["Kayseri", "Kayseri", "Kayseri", "Kayseri", "Kayseri"], hours: 1 },
  Fethiye: { town: ["Dalaman", "Dalaman", "Dalaman", "Dalaman", "Dalaman"], hours: 1 },
  Dahab: { town: ["Sharm el-Sheikh", "Sharm el-Sheikh", "Sharm el-Sheikh", "Charm el-Cheikh", "Scharm El-Scheich"], hours: 1 },
  "Playa del Carmen": { town: ["Cancún", "Cancún", "Cancún", "Cancún", "Cancún"], hours: 1 },
  Negril: { town: ["Montego Bay", "Montego Bay", "Montego Bay", "Montego Bay", "Montego Bay"], hours: 1.5 },
  "Ocho Rios": { town: ["Montego Bay", "Montego Bay", "Montego Bay", "Montego Bay", "Montego Bay"], hours: 2 },
  "Port Antonio": { town: ["Kingston", "Kingston", "Kingston", "Kingston", "Kingston"], hours: 2 },
  Alberobello: { town: ["Bari", "Bari", "Bari", "Bari", "Bari"], hours: 1 },
  Matera: { town: ["Bari", "Bari", "Bari", "Bari", "Bari"], hours: 1 },
  Taormina: { town: ["Catania", "Catania", "Catania", "Catania", "Catania"], hours: 1 },
  Pucón: { town: ["Temuco", "Temuco", "Temuco", "Temuco", "Temuco"], hours: 1.5 },
  "San Pedro de Atacama": { town: ["Calama", "Calama", "Calama", "Calama", "Calama"], hours: 1.5 },
  Sheki: { town: ["Gabala", "Gabala", "Gabala", "Gabala", "Qəbələ"], hours: 1.5 },
  Puno: { town: ["Juliaca", "Juliaca", "Juliaca", "Juliaca", "Juliaca"], hours: 1 },
  "Sacred Valley": { town: ["Cusco", "Cusco", "Cuzco", "Cuzco", "Cusco"], hours: 1.5 },
  Khiva: { town: ["Urgench", "Urgench", "Urgench", "Ourguentch", "Urgentsch"], hours: 1 },
  Karimabad: { town: ["Gilgit", "Gilgit", "Gilgit", "Gilgit", "Gilgit"], hours: 2 },
  Boquete: { town: ["David", "David", "David", "David", "David"], hours: 1 },
  Swakopmund: { town: ["Walvis Bay", "Walvis Bay", "Walvis Bay", "Walvis Bay", "Walvis Bay"], hours: 1 },
  Jarabacoa: { town: ["Santiago", "Santiago", "Santiago", "Santiago", "Santiago"], hours: 1 },
  "Kokoda Track": { town: ["Popondetta", "Popondetta", "Popondetta", "Popondetta", "Popondetta"], hours: 2 },
  Yasuní: { town: ["Coca", "Coca", "Coca", "Coca", "Coca"], hours: 3 },
  Tambopata: { town: ["Puerto Maldonado", "Puerto Maldonado", "Puerto Maldonado", "Puerto Maldonado", "Puerto Maldonado"], hours: 1 },
  "Mount Bromo": { town: ["Malang", "Malang", "Malang", "Malang", "Malang"], hours: 2.5 },
  Tayrona: { town: ["Santa Marta", "Santa Marta", "Santa Marta", "Santa Marta", "Santa Marta"], hours: 1 },
  "Zion National Park": { town: ["St. George", "St. George", "St. George", "St. George", "St. George"], hours: 1 },
  Pamukkale: { town: ["Denizli", "Denizli", "Denizli", "Denizli", "Denizli"], hours: 1 },
  "San Cristóbal de las Casas": {
    town: ["Tuxtla Gutiérrez", "Tuxtla Gutiérrez", "Tuxtla Gutiérrez", "Tuxtla Gutiérrez", "Tuxtla Gutiérrez"],
    hours: 1,
  },
};
