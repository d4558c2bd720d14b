export { buildLexicon, type Lexicon, type LexiconLanguage, type LexiconWords, type PlaceNames, type PlaceWords } from "./lexicon";
export { CHEAP_CENTS } from "./rules-amounts";
export { interpretWithRules, readQuestion, type AnswerNotes, type RulesAnswer } from "./rules";
export {
  checkInterpretation,
  interpretationSchema,
  isUnderstood,
  FREE_TEXT_FIELD,
  MAX_QUESTION_LENGTH,
  INTERPRETED_FIELDS,
  type Interpretation,
  type InterpretedField,
} from "./schema";
