export { buildLexicon, type Lexicon, type LexiconWords, type PlaceNames } from "./lexicon";
export { interpretWithRules } from "./rules";
export {
  checkInterpretation,
  interpretationSchema,
  isUnderstood,
  MAX_QUESTION_LENGTH,
  INTERPRETED_FIELDS,
  type Interpretation,
  type InterpretedField,
} from "./schema";
