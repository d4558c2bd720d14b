import { interpretWithRules } from "../../app/lib/ai-search";
import { lexiconFor, type LexLanguage } from "./ai-search-support";
const [lang, ...qs] = process.argv.slice(2);
const lex = lexiconFor(lang as LexLanguage);
for (const q of qs) console.log(q, "=>", JSON.stringify(interpretWithRules(q, { lexicon: lex, today: "2026-11-25" })));
