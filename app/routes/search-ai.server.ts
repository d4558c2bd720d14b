/**
 * The AI search page's server half: the question from `?q=` (a GET form, so it works without
 * JavaScript), turned into the search's filters by the configured interpreter, shown as chips
 * (each a link to the same question without it: `drop=`) above the catalogue's real results,
 * with the same search on the search page. Nothing is dropped silently: beside the chips the
 * page says which words it did not understand, an age no group fits, and how each wish with
 * no filter of its own was searched.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogues } from "../../locales";
import { href } from "../../tenants/routes";
import { MAX_QUESTION_LENGTH, type AnswerNotes, type Interpretation } from "../lib/ai-search";
import { chipsOf, type ChipFormat } from "../lib/ai-search/chips";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { currencyFormat, formatMoney } from "../lib/format/money";
import { translate } from "../lib/format/translate";
import { DEFAULT_PER_PAGE, filtersWith, serializeSearchFilters, type SearchFilters } from "../lib/search/filters";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { relax, type RelaxStep } from "./search-ai-relax.server";
import { formatList } from "../lib/format/list";

export type Chip = { id: string; label: string; removeHref: string };

const MAX_DROPS = 40;
const PER_PAGE = 12;

/** The page's URL: the question (trimmed, cut to its limit) and the chips the visitor removed. */
export function readAiSearchParams(params: URLSearchParams): { question: string; drops: string[] } {
  const question = (params.get("q") ?? "").trim().slice(0, MAX_QUESTION_LENGTH);
  const drops = [...new Set(params.getAll("drop").filter((d) => /^[A-Za-z]{1,40}(:[A-Za-z0-9_-]{1,64})?$/.test(d)))].slice(0, MAX_DROPS);
  return { question, drops };
}

export async function aiSearchLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "search-ai");
  const url = new URL(request.url);
  const { question, drops } = readAiSearchParams(url.searchParams);
  const seo = await pageSeo(context, match);
  const searchPath = href(context.tenant.pathLocale, "search");
  // Sent empty (the form's own button with nothing typed): the page asks again, saying why.
  const base = { seo, question, searchPath, emptyQuestion: !question && url.searchParams.has("q") };
  if (!question) return { ...base, state: "ask" as const, engine: null, chips: [], travels: null, searchHref: searchPath };

  const { aiSearch, catalogue } = context.services;
  const answer = await aiSearch.interpret(question);
  if (!answer.understood)
    return {
      ...base,
      state: "failed" as const,
      engine: answer.engine,
      chips: [],
      travels: null,
      searchHref: searchPath,
      notes: notesOf(answer.notes, context),
    };

  const asked = withoutDrops(answer.interpretation, drops);
  const filtersOf = (i: Interpretation) => filtersWith({ ...i, perPage: PER_PAGE });
  const search = (filters: SearchFilters) => catalogue.travelsPaginated(filters);
  const [first, places] = await Promise.all([search(filtersOf(asked)), aiSearch.places()]);
  // Nothing for everything asked: the closest trips, saying what was loosened.
  const relaxed = first.total === 0 ? await relax(asked, filtersOf, search) : null;
  const applied = relaxed?.interpretation ?? asked;
  const travels = relaxed?.travels ?? first;
  const query = serializeSearchFilters({ ...filtersOf(applied), perPage: DEFAULT_PER_PAGE });
  const pageHref = (nextDrops: string[]) =>
    `${url.pathname}?${new URLSearchParams([["q", question], ...nextDrops.map((d) => ["drop", d] as [string, string])])}`;
  // The chips are the question as read (each removable); the note says what the results loosened.
  const format = chipFormat(context, places);
  const askedChips = chipsOf(asked, format, answer.notes);
  const chips = askedChips.map((chip) => ({ ...chip, removeHref: pageHref([...drops, chip.id]) }));
  const loosened = relaxed ? changesOf(relaxed.steps, askedChips, chipsOf(applied, format, answer.notes), context) : null;
  const placeChips = askedChips.filter((c) => STEP_CHIPS.place(c.id)).map((c) => c.label);
  // Nothing even with all else loosened: the place is kept, and the page says why no other is shown.
  const placeKept =
    travels.total === 0 && placeChips.length
      ? translate(catalogues[context.tenant.language], "aiSearch.relaxed.placeKept", {
          places: formatList(placeChips, context.tenant.language, "disjunction"),
        })
      : null;
  return {
    ...base,
    state: "answered" as const,
    engine: answer.engine,
    chips,
    /** The filters the question was read as, before any loosening (the search's own query string). */
    understood: serializeSearchFilters({ ...filtersOf(asked), perPage: DEFAULT_PER_PAGE }),
    loosened,
    placeKept,
    notes: notesOf(answer.notes, context),
    travels,
    searchHref: `${searchPath}${query ? `?${query}` : ""}`,
  };
}

const isDuration = (id: string) => id === "durationFrom" || id === "durationTo";
const isPrice = (id: string) => id === "priceFrom" || id === "priceTo";
const STEP_CHIPS: Record<RelaxStep | "place", (id: string) => boolean> = {
  text: (id) => id === "textSearch",
  duration: isDuration,
  anyDuration: isDuration,
  price: isPrice,
  anyPrice: isPrice,
  ageBadge: (id) => id === "ageBadge",
  room: (id) => id === "isNoSharingRoomAvailable",
  offers: (id) => id === "discounted" || id === "status",
  travelStyles: (id) => id.startsWith("travelStyles:"),
  dates: (id) => id === "dateFrom",
  anyDates: (id) => id === "dateFrom",
  place: (id) => id.startsWith("destinationId:") || id.startsWith("continentId:"),
};
/** A field loosened twice (a wider length, then none) is said once, as it ends. */
const STEP_FIELD: Record<RelaxStep, string> = {
  text: "text",
  duration: "duration",
  anyDuration: "duration",
  price: "price",
  anyPrice: "price",
  ageBadge: "ageBadge",
  room: "room",
  offers: "offers",
  travelStyles: "travelStyles",
  dates: "dates",
  anyDates: "dates",
};

/** One localized phrase per loosened constraint: "9–19 days instead of 12–16 days", "without Relax". */
function changesOf(steps: RelaxStep[], asked: Omit<Chip, "removeHref">[], shown: Omit<Chip, "removeHref">[], context: AppLoadContext) {
  const messages = catalogues[context.tenant.language];
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const labels = (chips: Omit<Chip, "removeHref">[], step: RelaxStep) =>
    formatList(
      chips.filter((c) => STEP_CHIPS[step](c.id)).map((c) => c.label),
      context.tenant.language,
    );
  const said = new Set<string>();
  const changes = steps.flatMap((step) => {
    if (said.has(STEP_FIELD[step])) return [];
    said.add(STEP_FIELD[step]);
    const from = labels(asked, step);
    const to = labels(shown, step);
    return [to ? t("aiSearch.relaxed.instead", { from, to }) : t("aiSearch.relaxed.without", { label: from })];
  });
  return { title: t("aiSearch.relaxed.title"), changes: t("aiSearch.relaxed.closest", { changes: changes.join("; ") }) };
}

export type AiSearchPageData = Awaited<ReturnType<typeof aiSearchLoader>>;

/** The answer's sentences beside the chips, in the site's language. */
function notesOf(notes: AnswerNotes, context: AppLoadContext) {
  const messages = catalogues[context.tenant.language];
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const wishes = notes.wishes.map((w) =>
    w.style
      ? t("aiSearch.notes.wishStyle", { wish: w.text, style: t(`serp.style.${w.style}`) })
      : w.search
        ? t("aiSearch.notes.wishText", { wish: w.text })
        : t("aiSearch.notes.wishNone", { wish: w.text }),
  );
  return {
    unread: notes.unread.length
      ? t("aiSearch.notes.unread", {
          words: formatList(
            notes.unread.map((text) => t("aiSearch.notes.quoted", { text })),
            context.tenant.language,
          ),
        })
      : null,
    noAgeGroup: notes.noAgeGroup ? t("aiSearch.notes.noAgeGroup", { age: notes.noAgeGroup }) : null,
    wishes,
  };
}

/** `drop=field` removes a field, `drop=field:value` one item of a list. */
function withoutDrops(interpretation: Interpretation, drops: string[]): Interpretation {
  const out: Record<string, unknown> = { ...interpretation };
  for (const drop of drops) {
    const [field, value] = drop.split(":") as [string, string | undefined];
    if (!(field in out)) continue;
    const current = out[field];
    if (value !== undefined && Array.isArray(current)) {
      const kept = current.filter((item) => String(item) !== value);
      if (kept.length) out[field] = kept;
      else delete out[field];
    } else if (value === undefined) {
      delete out[field];
      // One chip stands for a pair of bounds.
      if (field === "dateFrom") delete out.dateTo;
      if (field === "durationFrom") delete out.durationTo;
      if (field === "priceFrom") delete out.priceTo;
    }
  }
  return out as Interpretation;
}

/** The chips' formats on this site: its language, day format and currency. */
function chipFormat(context: AppLoadContext, places: ChipFormat["places"]): ChipFormat {
  const messages = catalogues[context.tenant.language];
  const names = dateNames(messages);
  const format = currencyFormat(context.tenant, context.currency);
  return {
    t: (key, vars) => translate(messages, key, vars),
    day: (day, wholeMonth) =>
      formatDay(wholeMonth ? `${day.slice(0, 7)}-01` : day, context.tenant, wholeMonth ? "monthYear" : "short", names),
    money: (cents) => formatMoney(cents, format),
    places,
  };
}
