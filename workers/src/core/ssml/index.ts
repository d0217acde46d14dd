/** Speech markup core: one model, its SSML / dialect / rich-text forms, validation and the polyphone picker. */
export * from './model';
export { toSsml, parseSsml, speechDocFrom, SsmlParseError, SSML_NAMESPACE, PLACEHOLDER_MARK } from './canonical';
export { toProviderSsml } from './dialects';
export {
  toRichText,
  fromRichText,
  type RichTextDoc,
  type RichParagraph,
  type RichInline,
  type RichMark,
} from './rich-text';
export { validateSpeech, SCENE_TEXT_MAX, type SpeechIssue, type SpeechRule } from './validate';
export { readingsOf, isKnownReading, isPolyphone } from './polyphone';
export {
  PROVIDERS,
  PROVIDER_IDS,
  resolveProvider,
  supportsPolyphone,
  isChineseVoice,
  type ProviderDialect,
  type ProviderId,
} from './providers';
export { ssmlMessages } from './messages';
