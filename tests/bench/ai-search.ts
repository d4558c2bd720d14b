/**
 * `npm run bench:ai`: the rules engine alone, per question, on the golden and the blind sets
 * of every language (locales/ai-search/golden, locales/ai-search/blind) with the seed's place
 * names. Prints the median, p95 and worst time per question and per language, and the time to
 * build a lexicon (once per isolate and language). Budget: well under 1 ms per question. It
 * prints figures; it does not pass or fail.
 */
import { performance } from "node:perf_hooks";
import en from "../../locales/ai-search/golden/en.json";
import it from "../../locales/ai-search/golden/it.json";
import es from "../../locales/ai-search/golden/es.json";
import fr from "../../locales/ai-search/golden/fr.json";
import de from "../../locales/ai-search/golden/de.json";
import blindEn from "../../locales/ai-search/blind/en.json";
import blindIt from "../../locales/ai-search/blind/it.json";
import blindEs from "../../locales/ai-search/blind/es.json";
import blindFr from "../../locales/ai-search/blind/fr.json";
import blindDe from "../../locales/ai-search/blind/de.json";
import { interpretWithRules } from "../../app/lib/ai-search";
import type { GoldenSet } from "../../app/lib/ai-search/golden";
import { lexiconFor, LEXICON_LANGUAGES } from "../unit/ai-search-support";

type Language = (typeof LEXICON_LANGUAGES)[number];
const GOLDEN = { en, it, es, fr, de } as Record<Language, GoldenSet>;
const BLIND = { en: blindEn, it: blindIt, es: blindEs, fr: blindFr, de: blindDe } as Record<Language, GoldenSet>;
const ROUNDS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = 1;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const all: number[] = [];
console.log(`AI search rules engine: ${ROUNDS} rounds over the golden and blind sets (budget: well under ${BUDGET_MS} ms per question)\n`);
console.log("language  questions  lexicon build  median     p95        worst");
for (const language of LEXICON_LANGUAGES) {
  const started = performance.now();
  const lexicon = lexiconFor(language);
  const build = performance.now() - started;
  const rows = [GOLDEN[language], BLIND[language]].flatMap((set) => set.questions.map((row) => ({ q: row.q, today: set.today })));
  for (let warm = 0; warm < 5; warm++) for (const row of rows) interpretWithRules(row.q, { lexicon, today: row.today });
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rows) {
      const t0 = performance.now();
      interpretWithRules(row.q, { lexicon, today: row.today });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${language.padEnd(10)}${String(rows.length).padEnd(11)}${ms(build).padEnd(15)}${ms(quantile(times, 0.5)).padEnd(11)}${ms(quantile(times, 0.95)).padEnd(11)}${ms(times.at(-1)!)}`,
  );
}
all.sort((a, b) => a - b);
const median = quantile(all, 0.5);
console.log(`\nall       median ${ms(median)}, p95 ${ms(quantile(all, 0.95))} per question: ${median < BUDGET_MS / 4 ? "ok" : "OVER"}`);
