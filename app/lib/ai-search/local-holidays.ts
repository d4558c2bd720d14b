/**
 * The holidays of one region or city of the seven markets, and the days off the whole country
 * has beside Easter, as travellers name them: a city's patron saint (Milan's Sant'Ambrogio, Rome's
 * Saints Peter and Paul, Madrid's San Isidro, Barcelona's La Mercè), a region's own day (the
 * Diada, Día de Andalucía, Scotland's St Andrew's Day), a state's (Berlin's Frauentag, Saxony's
 * Buß- und Bettag, Massachusetts' Patriots' Day), and the days around Easter that are off in
 * some markets (Good Friday, Easter Monday). Each is a day off, so a bridge is built around it
 * ("ponte di Sant'Ambrogio", "puente de San Isidro"); a festival of several days is its days.
 */
import { easterDay, fixed, nthWeekday, oneDay, type Rule, twoDays, weekdayBefore } from "./holiday-rules";

export const LOCAL_HOLIDAYS = {
  /** Milan's patron saint, 7 December, the day before the Immaculate Conception: the Milanese have both days off. */
  santAmbrogio: twoDays("12-07", "12-08"),
  /** Rome's Saints Peter and Paul. */
  santiPietroPaolo: oneDay("06-29"),
  /** Naples' San Gennaro. */
  sanGennaro: oneDay("09-19"),
  /** Bologna's San Petronio. */
  sanPetronio: oneDay("10-04"),
  /** Palermo's Santa Rosalia (the Festino). */
  santaRosalia: oneDay("07-15"),
  /** Catania's Sant'Agata. */
  santAgata: oneDay("02-05"),
  /** Bari's San Nicola. */
  sanNicola: oneDay("12-06"),
  /** Verona's San Zeno. */
  sanZeno: oneDay("05-21"),
  /** Trieste's San Giusto. */
  sanGiusto: oneDay("11-03"),
  /** Madrid's San Isidro. */
  sanIsidro: oneDay("05-15"),
  /** Madrid's Virgen de la Almudena. */
  almudena: oneDay("11-09"),
  /** The Community of Madrid's day, 2 May. */
  madridDay: oneDay("05-02"),
  /** Barcelona's La Mercè. */
  merce: oneDay("09-24"),
  /** Catalonia's National Day, the Diada. */
  diada: oneDay("09-11"),
  /** Saint George: Sant Jordi in Catalonia, Aragon's day, England's St George's Day. */
  stGeorge: oneDay("04-23"),
  /** Saint Joseph (Father's Day in Spain and Italy), a day off in Valencia and Murcia. */
  sanJose: oneDay("03-19"),
  /** Valencia's Fallas, 15 to 19 March. */
  fallas: { ...fixed("03-15", "03-19"), namesItsPlace: true },
  /** Pamplona's San Fermín, 6 to 14 July. */
  sanFermin: fixed("07-06", "07-14"),
  /** Andalusia's day. */
  andalusiaDay: oneDay("02-28"),
  /** The Valencian Community's day, 9 October. */
  valenciaDay: oneDay("10-09"),
  /** The Canary Islands' day. */
  canariesDay: oneDay("05-30"),
  /** Galicia's day, Saint James. */
  galiciaDay: oneDay("07-25"),
  /** The Balearic Islands' day. */
  balearicDay: oneDay("03-01"),
  /** Good Friday: a bank holiday in the UK and Germany, in Alsace and Moselle, and across Spain. */
  goodFriday: easterDay(-2),
  /** Maundy Thursday, a day off in most of Spain. */
  maundyThursday: easterDay(-3),
  /** Easter Monday. */
  easterMonday: easterDay(1),
  /** Rose Monday, the carnival's day off in Cologne, Düsseldorf and Mainz. */
  roseMonday: easterDay(-48),
  /** International Women's Day, a day off in Berlin and Mecklenburg-Vorpommern. */
  womensDay: oneDay("03-08"),
  /** World Children's Day, a day off in Thuringia. */
  childrensDay: oneDay("09-20"),
  /** Saxony's Day of Repentance and Prayer: the Wednesday before 23 November. */
  repentanceDay: weekdayBefore(11, 23, 3),
  /** Augsburg's Peace Festival. */
  augsburgPeace: oneDay("08-08"),
  /** Scotland's St Andrew's Day. */
  stAndrews: oneDay("11-30"),
  /** Scotland's summer bank holiday: the first Monday of August. */
  scottishSummerBankHoliday: nthWeekday(8, 1, 1),
  /** Wales' St David's Day. */
  stDavids: oneDay("03-01"),
  /** Northern Ireland's Twelfth (Battle of the Boyne). */
  twelfth: oneDay("07-12"),
  /** Burns Night. */
  burnsNight: oneDay("01-25"),
  /** Bonfire Night. */
  bonfireNight: oneDay("11-05"),
  /** Juneteenth. */
  juneteenth: oneDay("06-19"),
  /** Patriots' Day in Massachusetts and Maine: the third Monday of April. */
  patriotsDay: nthWeekday(4, 1, 3),
  /** Cinco de Mayo. */
  cincoDeMayo: oneDay("05-05"),
} satisfies Record<string, Rule>;
