import type { Language } from "../../tenants/languages";
import de from "./de.json";
import enGB from "./en-GB.json";
import enUS from "./en-US.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";

/** The consent namespace (the cookie banner) in every site language (registered in locales/index.ts). */
export default { "en-GB": enGB, "en-US": enUS, it, es, fr, de } satisfies Record<Language, object>;
