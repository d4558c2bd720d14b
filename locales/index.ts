import type { Language } from "../tenants/languages";
import de from "./de.json";
import enGB from "./en-GB.json";
import enUS from "./en-US.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";
import search from "./search";
import trip from "./trip";
import account from "./account";
import accountSteps from "./account-steps";
import home from "./home";
import modals from "./modals";
import wishlist from "./wishlist";
import alerts from "./alerts";
import content from "./content";
import beans from "./beans";
import consent from "./consent";
import talkToUs from "./talk-to-us";
import sales from "./sales";
import aiSearch from "./ai-search";
import events from "./events";
import savedSearches from "./saved-searches";
import poll from "./poll";

/** The core texts (layout, pages, dates, errors): the top-level files of this folder. */
const core = { "en-GB": enGB, "en-US": enUS, it, es, fr, de } satisfies Record<Language, object>;

/**
 * Every namespace, registered here and nowhere else. A feature keeps its messages in its own
 * folder (one top-level key per file, an `index.ts` that names its six languages), so features
 * grow their texts independently; here they join one catalogue per language, in this order
 * (a later namespace never replaces a core key: tests/unit/locales.test.ts).
 */
const NAMESPACES = [
  core,
  search,
  trip,
  account,
  accountSteps,
  home,
  modals,
  wishlist,
  alerts,
  content,
  beans,
  consent,
  talkToUs,
  sales,
  aiSearch,
  events,
  savedSearches,
  poll,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Joined<L extends Language> = UnionToIntersection<(typeof NAMESPACES)[number][L]>;

const join = <L extends Language>(language: L) => Object.assign({}, ...NAMESPACES.map((namespace) => namespace[language])) as Joined<L>;

/** The catalogues are bundled modules: there is no file system at the edge. */
export const catalogues: { readonly [L in Language]: Joined<L> } = {
  "en-GB": join("en-GB"),
  "en-US": join("en-US"),
  it: join("it"),
  es: join("es"),
  fr: join("fr"),
  de: join("de"),
};

export type Catalogue = (typeof catalogues)["en-US"];
