import de from "./de.json";
import enGB from "./en-GB.json";
import enUS from "./en-US.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";

/** The catalogues are bundled modules: there is no file system at the edge. */
export const catalogues = { "en-GB": enGB, "en-US": enUS, it, es, fr, de } as const;

export type Catalogue = typeof enUS;
