/** fast-check generators of normalised speech documents, for round-trip property tests. */
import fc from 'fast-check';
import { LANGUAGES, normalize, SAY_AS_KINDS, type Inline, type SpeechDoc } from '../model';

// Chinese, Latin, digits, punctuation, spaces and the XML-special characters the serialisers must escape.
const CHARS = [...'行长重的了好中文abcXYZ019 ，。！？、,.!?<>&"\'：；（）()·'];
const text = (minLength: number) =>
  fc.array(fc.constantFrom(...CHARS), { minLength, maxLength: 12 }).map((a) => a.join(''));
const syllable = fc
  .tuple(fc.constantFrom('hang', 'xing', 'zhong', 'chong', 'lü', 'jyut'), fc.integer({ min: 1, max: 6 }))
  .map(([s, t]) => `${s}${t}`);

export const inlineArb: fc.Arbitrary<Inline> = fc.oneof(
  text(1).map((t): Inline => ({ type: 'text', text: t })),
  fc.integer({ min: 0, max: 30_000 }).map((ms): Inline => ({ type: 'pause', ms })),
  text(1).map((t): Inline => ({ type: 'word', text: t })),
  fc
    .record({
      text: text(1),
      lang: fc.constantFrom(...LANGUAGES),
      syllables: fc.array(syllable, { minLength: 1, maxLength: 3 }),
    })
    .map((r): Inline => ({ type: 'phoneme', ...r })),
  fc.record({ text: text(1), as: fc.constantFrom(...SAY_AS_KINDS) }).map((r): Inline => ({ type: 'sayAs', ...r })),
  fc.record({ text: text(1), alias: text(0) }).map((r): Inline => ({ type: 'sub', ...r })),
  fc.constant<Inline>({ type: 'placeholder' }),
);

export const docArb: fc.Arbitrary<SpeechDoc> = fc
  .array(
    fc.array(inlineArb, { maxLength: 8 }).map((inlines) => ({ inlines })),
    { maxLength: 4 },
  )
  .map((paragraphs) => normalize({ paragraphs }));
