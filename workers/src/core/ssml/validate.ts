/**
 * Validation of one speech document against 001 §5 "Speech markup and voices" and §9, plus the
 * chosen provider's dialect. Every issue carries its range in `plainText(doc)` so the editor can underline it.
 */
import { ssmlMessages as msg } from './messages';
import {
  inlineText,
  paragraphRanges,
  spans,
  spokenLength,
  type Inline,
  type InlineSpan,
  type SayAsKind,
  type SpeechDoc,
} from './model';
import { isKnownReading } from './polyphone';
import { resolveProvider, supportsPolyphone, type ProviderDialect } from './providers';
import { toProviderSsml } from './dialects';

export const SCENE_TEXT_MAX = 10_000; // 001 §9 text per scene

export type SpeechRule =
  | 'textTooLong'
  | 'tagTextLength'
  | 'pronunciationFormat'
  | 'pronunciationUnknown'
  | 'illegalCharacter'
  | 'consecutivePauses'
  | 'punctuationOnlyParagraph'
  | 'pauseOnlyParagraph'
  | 'polyphoneUnsupported'
  | 'pauseTooLong'
  | 'syllableCount'
  | 'ssmlTooLarge'
  | 'tooManyChars';

export interface SpeechIssue {
  readonly rule: SpeechRule;
  readonly message: string;
  /** Offsets in `plainText(doc)`; start === end marks a position (a pause). */
  readonly start: number;
  readonly end: number;
  /** Paragraph index, or null for a whole-document issue. */
  readonly paragraph: number | null;
}

/**
 * 001 §5 tag text lengths: number/description/landline/phone 1–60, date 2–30, time 2–60. The spec is
 * silent on which tag each name means: number = cardinal, digits, characters; landline/phone = telephone;
 * description = a substitution's text and alias; word and polyphone tags need at least one character.
 * Date keeps 2–30: 001 §5 says "2 to 30 (or 60)" and the stricter bound is safe for every provider.
 */
const TAG_LENGTH: Record<SayAsKind | 'sub' | 'word' | 'phoneme', { label: string; min: number; max: number }> = {
  cardinal: { label: '数值', min: 1, max: 60 },
  digits: { label: '数字', min: 1, max: 60 },
  characters: { label: '字符', min: 1, max: 60 },
  telephone: { label: '电话', min: 1, max: 60 },
  date: { label: '日期', min: 2, max: 30 },
  time: { label: '时间', min: 2, max: 60 },
  sub: { label: '替换读音', min: 1, max: 60 },
  word: { label: '分词', min: 1, max: Number.POSITIVE_INFINITY },
  phoneme: { label: '多音字', min: 1, max: Number.POSITIVE_INFINITY },
};

const MANDARIN = /^[a-zü]+[1-5]$/;
const CANTONESE = /^[a-z]+[1-6]$/;
const ILLEGAL = /[<>&]/g;
const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;
const IGNORED = /[\s\uE000]/gu;

type Push = (rule: SpeechRule, message: string, start: number, end: number, paragraph: number | null) => void;

function checkTag(s: InlineSpan, push: Push): void {
  const inline = s.inline;
  if (inline.type === 'text' || inline.type === 'pause' || inline.type === 'placeholder') return;
  const spec = TAG_LENGTH[inline.type === 'sayAs' ? inline.as : inline.type];
  const lengths = inline.type === 'sub' ? [inline.text.length, inline.alias.length] : [inline.text.length];
  if (lengths.some((n) => n < spec.min || n > spec.max)) {
    const message = Number.isFinite(spec.max)
      ? msg.tagTextLength(spec.label, spec.min, spec.max)
      : msg.tagEmpty(spec.label);
    push('tagTextLength', message, s.start, s.end, s.paragraph);
  }
  if (inline.type !== 'phoneme') return;
  const chars = [...inline.text];
  const format = inline.lang === 'mandarin' ? MANDARIN : CANTONESE;
  if (inline.syllables.length === 0 || !inline.syllables.every((y) => format.test(y.toLowerCase()))) {
    push('pronunciationFormat', msg.pronunciationFormat(inline.lang), s.start, s.end, s.paragraph);
    return;
  }
  // The picker offers readings per character; a mismatched count is a dialect rule (syllablePerChar).
  if (inline.lang !== 'mandarin' || chars.length !== inline.syllables.length) return;
  let offset = s.start;
  chars.forEach((char, i) => {
    const reading = inline.syllables[i] ?? '';
    if (!isKnownReading(char, reading))
      push('pronunciationUnknown', msg.pronunciationUnknown(char, reading), offset, offset + char.length, s.paragraph);
    offset += char.length;
  });
}

function checkIllegal(s: InlineSpan, push: Push): void {
  const text = inlineText(s.inline);
  for (const m of text.matchAll(ILLEGAL))
    push('illegalCharacter', msg.illegalCharacter(m[0]), s.start + m.index, s.start + m.index + 1, s.paragraph);
  if (s.inline.type === 'sub') {
    for (const m of s.inline.alias.matchAll(ILLEGAL))
      push('illegalCharacter', msg.illegalCharacter(m[0]), s.start, s.end, s.paragraph);
  }
}

function checkParagraph(
  inlines: readonly Inline[],
  range: { start: number; end: number },
  paragraph: number,
  push: Push,
): void {
  const content = inlines.map(inlineText).join('').replace(IGNORED, '');
  const hasPause = inlines.some((i) => i.type === 'pause');
  if (content === '' && hasPause) push('pauseOnlyParagraph', msg.pauseOnlyParagraph, range.start, range.end, paragraph);
  else if (content !== '' && PUNCTUATION_ONLY.test(content))
    push('punctuationOnlyParagraph', msg.punctuationOnlyParagraph, range.start, range.end, paragraph);
}

function checkDialect(doc: SpeechDoc, all: readonly InlineSpan[], dialect: ProviderDialect, push: Push): void {
  for (const s of all) {
    const i = s.inline;
    if (i.type === 'pause' && (i.ms < 0 || i.ms > dialect.maxBreakMs))
      push('pauseTooLong', msg.pauseTooLong(dialect.label, dialect.maxBreakMs), s.start, s.end, s.paragraph);
    if (i.type === 'phoneme' && dialect.syllablePerChar && [...i.text].length !== i.syllables.length) {
      push('syllableCount', msg.syllableCount(dialect.label), s.start, s.end, s.paragraph);
    }
  }
  if (dialect.maxChars !== null) {
    const n = spokenLength(doc);
    if (n > dialect.maxChars)
      push('tooManyChars', msg.tooManyChars(dialect.label, dialect.maxChars), 0, all.at(-1)?.end ?? 0, null);
  }
  if (dialect.maxSsmlBytes !== null) {
    const bytes = utf8Length(toProviderSsml(doc, dialect.id, ''));
    if (bytes > dialect.maxSsmlBytes)
      push('ssmlTooLarge', msg.ssmlTooLarge(dialect.label, dialect.maxSsmlBytes), 0, all.at(-1)?.end ?? 0, null);
  }
}

export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i += 1;
    } else n += 3;
  }
  return n;
}

/**
 * All issues of a document, in document order per rule. `provider` and `voiceCode` are the voice's
 * `voiceProvider` and code (e.g. "azure", "zh-CN-XiaoxiaoNeural"); omit them to check the markup alone.
 */
export function validateSpeech(doc: SpeechDoc, provider?: string | null, voiceCode?: string | null): SpeechIssue[] {
  const issues: SpeechIssue[] = [];
  const push: Push = (rule, message, start, end, paragraph) => issues.push({ rule, message, start, end, paragraph });
  const all = spans(doc);
  const length = spokenLength(doc);
  if (length > SCENE_TEXT_MAX) push('textTooLong', msg.textTooLong, 0, all.at(-1)?.end ?? 0, null);
  const polyphoneOk = provider == null || supportsPolyphone(provider, voiceCode ?? '');
  let previousPause = false;
  let previousParagraph = -1;
  for (const s of all) {
    if (s.paragraph !== previousParagraph) previousPause = false;
    previousParagraph = s.paragraph;
    checkTag(s, push);
    checkIllegal(s, push);
    if (s.inline.type === 'phoneme' && !polyphoneOk)
      push('polyphoneUnsupported', msg.polyphoneUnsupported, s.start, s.end, s.paragraph);
    if (s.inline.type === 'pause') {
      if (previousPause) push('consecutivePauses', msg.consecutivePauses, s.start, s.end, s.paragraph);
      previousPause = true;
      // A placeholder is removed before synthesis (001 §5), so pauses around it end up adjacent.
    } else if (s.inline.type !== 'placeholder' && inlineText(s.inline).trim() !== '') previousPause = false;
  }
  const ranges = paragraphRanges(doc);
  doc.paragraphs.forEach((p, i) => checkParagraph(p.inlines, ranges[i] ?? { start: 0, end: 0 }, i, push));
  const dialect = provider == null ? null : resolveProvider(provider);
  if (dialect) checkDialect(doc, all, dialect, push);
  return issues;
}
