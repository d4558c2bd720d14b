/**
 * The offline interpreter: a question in the site's language -> search filters, by lexicon
 * and patterns only (no model, no network). Typos are first corrected towards known names;
 * places, periods, lengths, ages, budgets, moods, wishes and the room are matched as whole
 * phrases (longest first, each word used once). Never throws. Beside the filters it says what
 * the page must tell the traveller: the words it did not use, an age no group fits, and the
 * wishes no filter covers.
 */
import { TRAVEL_STYLES, type TravelStyle } from "../search/filter-fields";
import type { Lexicon } from "./lexicon";
import { readPlaces } from "./rules-places";
import { prepare, reader, type Reader } from "./reader";
import { readAge, readFutureAge } from "./rules-ages";
import { readBudget, readDuration } from "./rules-amounts";
import { readDates } from "./rules-dates";
import { checkInterpretation, MAX_QUESTION_LENGTH, type Interpretation } from "./schema";
import { tokenize } from "./tokens";

export type RuleContext = { lexicon: Lexicon /** Today in the site's time zone, YYYY-MM-DD. */; today: string };

/** What the answer tells the traveller beside the filters; every text is as the traveller typed it. */
export type AnswerNotes = {
  /** Words and phrases that set nothing. */
  unread: string[];
  /** An age, or ages, that none of the site's groups holds ("over 60", "50th birthday"). */
  noAgeGroup?: string;
  /** Wishes no filter covers: searched as the closest style, looked for in the trips' texts, or only noted. */
  wishes: { text: string; style?: TravelStyle; search?: string }[];
};

export type RulesAnswer = { interpretation: Interpretation; notes: AnswerNotes };

const NO_NOTES: AnswerNotes = { unread: [], wishes: [] };

/** Confirmed departures: the ones sure to leave, and those confirmed and nearly full. */
const CONFIRMED_STATUSES = ["CONFIRMED", "ALMOST_FULL"] as const;

export function interpretWithRules(question: string, context: RuleContext): Interpretation {
  return readQuestion(question, context).interpretation;
}

export function readQuestion(question: string, { lexicon, today }: RuleContext): RulesAnswer {
  try {
    return interpret(String(question).slice(0, MAX_QUESTION_LENGTH), lexicon, today);
  } catch {
    return { interpretation: {}, notes: NO_NOTES };
  }
}

function interpret(question: string, lexicon: Lexicon, today: string): RulesAnswer {
  const tokens = prepare(tokenize(question), lexicon);
  const r = reader(tokens, lexicon);
  const out: Record<string, unknown> = {};
  const notes: AnswerNotes = { unread: [], wishes: [] };

  // "Sharing is fine" first, so its words never ask for a room of one's own.
  consumeAll(r, lexicon.sharingFine);
  // "I'll be 25 by the summer": the summer is when the age is reached, not a date of the trip.
  const future = readFutureAge(r, lexicon);
  Object.assign(out, readPlaces(r, lexicon));
  const { window, bridge, ...dates } = readDates(r, lexicon, today);
  Object.assign(out, dates);
  const duration = readDuration(r, lexicon, bridge === true);
  // Days said as a window ("del 10 al 24 de abril", "libera dal 27 al 3"): the trip fits in them.
  if (window && duration.durationFrom === undefined && duration.durationTo === undefined) duration.durationTo = window;
  Object.assign(out, duration);
  const age = readAge(r, lexicon, future);
  if (age && "badge" in age) out.ageBadge = age.badge;
  if (age && "outside" in age) notes.noAgeGroup = question.slice(age.outside.from, age.outside.to);
  Object.assign(out, readBudget(r, lexicon));
  if (consumeAll(r, lexicon.noSharing)) out.isNoSharingRoomAvailable = true;
  if (consumeAll(r, lexicon.discounted)) out.discounted = true;
  if (consumeAll(r, lexicon.confirmed)) out.status = [...CONFIRMED_STATUSES];

  const styles = new Set<TravelStyle>();
  const searched: string[] = [];
  for (const { at: i, entry } of r.starts(lexicon.index.wishes)) {
    const n = r.at(i, entry.words);
    if (!n) continue;
    const negated = r.negatedAt(i);
    r.use(i, n);
    if (negated) continue;
    const { style, search } = entry.value;
    if (notes.wishes.some((w) => w.style === style && w.search === search)) continue;
    notes.wishes.push({
      text: question.slice(tokens[i]!.start, tokens[i + n - 1]!.end),
      ...(style ? { style } : {}),
      ...(search ? { search } : {}),
    });
    if (style) styles.add(style);
    if (search && !searched.includes(search)) searched.push(search);
  }
  for (const { at: i, entry } of r.starts(lexicon.index.styles)) {
    const n = r.at(i, entry.words);
    if (!n) continue;
    // "the west coast", "costa oeste de Estados Unidos", "côte est": a coast named by its side is
    // a region's name, not a wish for the seaside.
    if (r.anyAt(i, lexicon.coast) === n && sideOfCoast(r, lexicon, i, n)) {
      r.use(i, n);
      continue;
    }
    const negated = r.negatedAt(i);
    r.use(i, n);
    if (!negated) styles.add(entry.value);
  }
  if (styles.size) out.travelStyles = TRAVEL_STYLES.filter((s) => styles.has(s));
  // The trips' texts are searched for one wish: several words must all be found, and rarely are.
  if (searched.length) out.textSearch = searched[0];
  consumeAll(r, lexicon.approx);
  notes.unread = unread(r, lexicon, question);
  return { interpretation: checkInterpretation(out) ?? {}, notes };
}

/** Whether a side (a compass word: "west", "oeste", "est") stands just before or just after the coast's word, used or not. */
function sideOfCoast(r: Reader, lexicon: Lexicon, i: number, n: number): boolean {
  const textAt = (at: number, words: string[]) => words.every((w, k) => r.tokens[at + k]?.text === w);
  return lexicon.compass.some((words) => textAt(i - words.length, words) || textAt(i + n, words));
}

/** Uses every phrase of the list found; whether one was. */
function consumeAll(r: Reader, list: string[][]): boolean {
  let found = false;
  for (let i = 0; i < r.tokens.length; i++) {
    const n = r.anyAt(i, list);
    if (n) {
      r.use(i, n);
      found = true;
    }
  }
  return found;
}

/**
 * The words left over, as typed, run by run: a run goes on over filler words between two words
 * left over ("not in August"), and ends at punctuation ("dog, karaoke" is two). Filler words
 * alone are not reported.
 */
function unread(r: Reader, lexicon: Lexicon, question: string): string[] {
  const { tokens } = r;
  const out: string[] = [];
  const kind = (i: number) =>
    r.used[i] || /^[-€£$]$/.test(tokens[i]!.text) ? "used" : lexicon.filler.has(tokens[i]!.text) ? "filler" : "unread";
  let run: { from: number; to: number } | null = null;
  const close = () => {
    if (run) out.push(question.slice(run.from, run.to));
    run = null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const k = kind(i);
    if (k === "used") close();
    else if (k === "unread") {
      if (run && /[^\s\p{L}\p{N}'’-]/u.test(question.slice(run.to, token.start))) close();
      run = run ? { from: run.from, to: token.end } : { from: token.start, to: token.end };
    } else if (run) {
      let j = i;
      while (j < tokens.length && kind(j) === "filler") j++;
      if (j === tokens.length || kind(j) !== "unread" || /[^\s\p{L}\p{N}'’-]/u.test(question.slice(run.to, tokens[j]!.start))) close();
    }
  }
  close();
  return out;
}
