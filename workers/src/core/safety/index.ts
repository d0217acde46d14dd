export { buildAutomaton, type Automaton, type LexiconEntry, type SafetyLevel } from './automaton';
export { foldTable, foldWord } from './fold';
export { foldText, type FoldedText } from './fold-text';
export { scanText, type CheckLevel, type SafetyMatch, type SafetyScan } from './check';
export { parseSubtitles, type SubtitleCue } from './subtitles';
export {
  platformAllowed,
  platformLexicon,
  PLATFORM_LEXICON_SOURCE,
  SAFETY_CATEGORIES,
  type SafetyCategory,
} from './lexicon/platform';
