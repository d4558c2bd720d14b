/**
 * AI-assisted trip search: a question in the site's language -> the search's
 * filters. One interface, two engines: the offline rules (default, and the fallback) and
 * Workers AI (AI_SEARCH_ENGINE=workers-ai with an `AI` binding), whose JSON answer is checked
 * by the same schema as the rules' and falls back to the rules on any error or timeout.
 */
import * as z from "zod/mini";
import { catalogues } from "../../../locales";
import en from "../../../locales/ai-search/lexicon/en.json";
import it from "../../../locales/ai-search/lexicon/it.json";
import es from "../../../locales/ai-search/lexicon/es.json";
import fr from "../../../locales/ai-search/lexicon/fr.json";
import de from "../../../locales/ai-search/lexicon/de.json";
import placeWords from "../../../locales/ai-search/lexicon/places.json";
import {
  buildLexicon,
  checkInterpretation,
  interpretationSchema,
  isUnderstood,
  MAX_QUESTION_LENGTH,
  readQuestion,
  type AnswerNotes,
  type Interpretation,
  type Lexicon,
  type LexiconWords,
  type PlaceNames,
  type PlaceWords,
} from "../../../app/lib/ai-search";
import { catalogueLanguage, type CatalogueLanguage, type Language } from "../../../tenants/languages";
import { BoundedMap } from "../../../app/lib/memo/bounded-map";

const WORDS = { en, it, es, fr, de } as Record<CatalogueLanguage, LexiconWords>;
const LEXICONS = new BoundedMap<string, Lexicon>(12);

export const AI_SEARCH_ENGINES = ["rules", "workers-ai"] as const;
export type AiSearchEngine = (typeof AI_SEARCH_ENGINES)[number];
export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
/** How long the model may think before the rules answer instead. */
export const AI_TIMEOUT_MS = 4_000;

/** The one method of the Workers AI binding used here. */
export type AiBinding = { run(model: string, input: Record<string, unknown>): Promise<unknown> };

export type AiSearchAnswer = {
  interpretation: Interpretation;
  understood: boolean;
  /** What the page tells the traveller beside the filters (the rules say it; a model's answer has none). */
  notes: AnswerNotes;
  /** The engine whose answer this is (workers-ai falls back to rules). */
  engine: AiSearchEngine;
};

export type AiSearchService = {
  interpret(question: string): Promise<AiSearchAnswer>;
  /** The catalogue's places the filters name (chips), read through the same cache. */
  places(): Promise<PlaceNames>;
};

export type AiSearchDeps = {
  places: () => Promise<PlaceNames>;
  engine?: AiSearchEngine;
  ai?: AiBinding | undefined;
  model?: string;
  timeoutMs?: number;
  logger: Pick<Console, "error" | "warn">;
};

export type AiSearchScope = { language: Language | string; today: string };

export function createAiSearchService(deps: AiSearchDeps, scope: AiSearchScope): AiSearchService {
  const language = (scope.language in catalogues ? scope.language : "en-GB") as keyof typeof catalogues;
  const messages = catalogues[language];
  let lexicon: Promise<Lexicon> | null = null;
  const lexiconOf = () =>
    (lexicon ??= deps.places().then((places) => {
      // Built once per isolate for each language and catalogue of places (a few milliseconds), not per request.
      const key = [
        language,
        places.continents.map((c) => `${c.id}:${c.name}`).join("|"),
        places.countries.map((c) => `${c.id}:${c.isoCodeAlpha3}:${c.name}`).join("|"),
      ].join("\n");
      const known = LEXICONS.get(key);
      if (known) return known;
      const lang = catalogueLanguage(language);
      const built = buildLexicon(places, WORDS[lang], messages.dates.months, messages.serp.style, placeWords as PlaceWords, lang);
      LEXICONS.set(key, built);
      return built;
    }));

  return {
    places: deps.places,
    async interpret(rawQuestion) {
      const question = rawQuestion.trim().slice(0, MAX_QUESTION_LENGTH);
      const lex = await lexiconOf();
      const rules = (): AiSearchAnswer => {
        const { interpretation, notes } = readQuestion(question, { lexicon: lex, today: scope.today });
        return { interpretation, understood: isUnderstood(interpretation), engine: "rules", notes };
      };
      if (deps.engine !== "workers-ai" || !deps.ai || question === "") return rules();
      try {
        const interpretation = await withTimeout(
          askModel(deps.ai, deps.model ?? DEFAULT_AI_MODEL, question, await deps.places(), scope.today, language),
          deps.timeoutMs ?? AI_TIMEOUT_MS,
        );
        return { interpretation, understood: isUnderstood(interpretation), engine: "workers-ai", notes: { unread: [], wishes: [] } };
      } catch (error) {
        deps.logger.warn(`ai-search: workers-ai failed, the rules answer (${error instanceof Error ? error.message : String(error)})`);
        return rules();
      }
    },
  };
}

/**
 * The instructions the model gets: the filters' meaning as the rules read them, so both
 * engines answer the golden set (locales/ai-search/golden) alike. Exported for `npm run ai:eval`.
 */
export function modelInstructions(places: PlaceNames, today: string, language: string): string {
  return [
    "You turn a traveller's question into trip search filters, as JSON matching the schema.",
    `Today is ${today}. The question is in the language "${language}" (words of other languages and typos may appear).`,
    "Prices are whole cents of the site's currency, per person: 'under 2k' is priceTo 200000; 'cheap' with no number is priceTo 100000.",
    "Durations are days: a bare length N is durationFrom N-2 and durationTo N+2 ('two weeks' is 12 to 16); 'less than a week' is durationTo 6, 'more than 10 days' durationFrom 11; 'at most / no more than / not longer than N' is durationTo N and 'at least N' durationFrom N; 'long weekend' is 3 to 4.",
    "Dates: a month or season is its whole span, the next one not over ('summer' is June 1 to August 31); Easter is Palm Sunday to Easter Monday; Christmas December 20-27, New Year December 27 - January 2.",
    "ageBadge: '25-35' for people from 25 up to 35 or in their twenties, '35-49' for over 35 or in their forties, 'ALL' for all ages (25 to 49) or travellers in both groups; leave it out for an age under 25 or over 49, which no group fits.",
    "travelStyles: sea, beach, islands -> RELAX; trekking, adventure, mountains, safari, hiking -> NATURE; history, ruins -> HISTORY; culture, art, museums -> CULTURE; party, nightlife -> PARTY. Cruises, sailing, food and photography have no style.",
    "Regions, islands, cities, parks and landmarks are the countries they belong to (Ibiza: Spain; Patagonia: Argentina and Chile; the Caribbean: Cuba, Dominican Republic, Jamaica, Bahamas), never a whole continent. 'Not in Europe' lists the other continents except Antarctica; 'Europe except Italy' lists Europe's countries without Italy.",
    "Ids of places (use only these):",
    ...places.continents.map((c) => `continent ${c.id}: ${c.name}`),
    ...places.countries.map((c) => `country ${c.id}: ${c.name}`),
    "Leave out whatever the question does not say.",
  ].join("\n");
}

/** Workers AI with a JSON-schema answer; anything that is not a valid interpretation throws. */
async function askModel(
  ai: AiBinding,
  model: string,
  question: string,
  places: PlaceNames,
  today: string,
  language: string,
): Promise<Interpretation> {
  const result = await ai.run(model, {
    messages: [
      { role: "system", content: modelInstructions(places, today, language) },
      { role: "user", content: question },
    ],
    response_format: { type: "json_schema", json_schema: z.toJSONSchema(interpretationSchema) },
  });
  const response = (result as { response?: unknown } | null)?.response;
  const value = typeof response === "string" ? JSON.parse(response) : response;
  const checked = checkInterpretation(value);
  if (!checked) throw new Error("the answer does not fit the schema");
  // Only places the catalogue knows.
  const known = new Set([...places.continents.map((c) => `continentId:${c.id}`), ...places.countries.map((c) => `destinationId:${c.id}`)]);
  for (const kind of ["destinationId", "continentId"] as const) {
    const ids = checked[kind]?.filter((id) => known.has(`${kind}:${id}`));
    if (ids?.length) checked[kind] = ids;
    else delete checked[kind];
  }
  return checked;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
