import { textLeaves } from "./text-leaves";

/**
 * Words British and American English spell differently, as each writes them. The uk site (and
 * the int site's own texts) use the British forms, the us site the American ones; text the
 * three share uses neither.
 */
export const BRITISH =
  /\b(travell\w*|cancelled|colour\w*|favourite\w*|\w*centres?|organis\w*|licence|programmes?|recognis\w*|kilometres?|metres?|theatres?|neighbour\w*|harbours?|flavour\w*|snorkell\w*|grey|jewellery|queue\w*)\b/gi;
export const AMERICAN =
  /\b(travel(?:er|ed|ing)s?|cancel(?:ed|ing)|colors?|colored|favorite\w*|\w*centers?|organiz\w*|recogniz\w*|kilometers?|meters?|theaters?|neighbor\w*|harbors?|flavors?|snorkeling|gray|jewelry|catalog)\b/gi;
/** Place names, which keep their own spelling on every site. */
const PROPER_NAMES = /\b(Harbour Island|harbour-island|Grand Harbour)\b/g;

/** "path: word" for every match of the pattern in the texts of a value (a catalogue, pages, rows). */
const matchesIn = (pattern: RegExp) => (value: unknown) =>
  [...textLeaves(value)].flatMap(([path, text]) =>
    [...text.replace(PROPER_NAMES, "").matchAll(pattern)].map((match) => `${path}: ${match[0]}`),
  );
export const britishIn = matchesIn(BRITISH);
export const americanIn = matchesIn(AMERICAN);
