/**
 * The offline interpreter: a question in the site's language -> search filters, by lexicon
 * and patterns only (no model, no network). Typos are first corrected towards known names;
 * places, periods, lengths, ages, budgets, moods and the room are matched as whole phrases
 * (longest first, each word used once); a negation before a place or a mood leaves it out
 * ("not in Europe" keeps the other continents). Never throws; what it does not understand it
 * leaves out.
 */
import { TRAVEL_STYLES, type TravelStyle } from "../search/filter-fields";
import type { Lexicon } from "./lexicon";
import { prepare, reader } from "./reader";
import { readAge, readBudget, readDuration } from "./rules-amounts";
import { readDates } from "./rules-dates";
import { checkInterpretation, MAX_QUESTION_LENGTH, type Interpretation } from "./schema";
import { tokenize } from "./tokens";

export type RuleContext = { lexicon: Lexicon /** Today in the site's time zone, YYYY-MM-DD. */; today: string };

/** Antarctica is left out of "anywhere but Europe": no one means it. */
const NOT_IMPLIED = new Set(["AN"]);

export function interpretWithRules(question: string, { lexicon, today }: RuleContext): Interpretation {
  try {
    return interpret(String(question).slice(0, MAX_QUESTION_LENGTH), lexicon, today);
  } catch {
    return {};
  }
}

function interpret(question: string, lexicon: Lexicon, today: string): Interpretation {
  const tokens = prepare(tokenize(question), lexicon);
  const r = reader(tokens, lexicon);
  const out: Record<string, unknown> = {};

  // Places, longest names first.
  const places: { at: number; kind: "destinationId" | "continentId"; id: string }[] = [];
  const excludedContinents = new Set<string>();
  for (const entry of lexicon.places) {
    for (let i = 0; i < tokens.length; i++) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      const negated = r.negatedAt(i);
      r.use(i, n);
      for (const place of entry.value) {
        if (!negated) places.push({ at: i, ...place });
        else if (place.kind === "continentId") excludedContinents.add(place.id);
      }
    }
  }
  places.sort((a, b) => a.at - b.at);
  for (const kind of ["destinationId", "continentId"] as const) {
    const ids = [...new Set(places.filter((p) => p.kind === kind).map((p) => p.id))];
    if (ids.length) out[kind] = ids;
  }
  if (excludedContinents.size && !out.continentId && !out.destinationId) {
    out.continentId = lexicon.continentIds.filter((c) => !excludedContinents.has(c.id) && !NOT_IMPLIED.has(c.code)).map((c) => c.id);
  }

  Object.assign(out, readDates(r, lexicon, today));
  Object.assign(out, readDuration(r, lexicon));
  const age = readAge(r, lexicon);
  if (age) out.ageBadge = age;
  Object.assign(out, readBudget(r, lexicon));

  for (let i = 0; i < tokens.length; i++) {
    const n = r.anyAt(i, lexicon.noSharing);
    if (n) {
      r.use(i, n);
      out.isNoSharingRoomAvailable = true;
    }
  }

  const styles = new Set<TravelStyle>();
  for (const entry of lexicon.styles) {
    for (let i = 0; i < tokens.length; i++) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      const negated = r.negatedAt(i);
      r.use(i, n);
      if (!negated) styles.add(entry.value);
    }
  }
  if (styles.size) out.travelStyles = TRAVEL_STYLES.filter((s) => styles.has(s));
  return checkInterpretation(out) ?? {};
}
