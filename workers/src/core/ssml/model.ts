/**
 * The one document model for a scene's spoken text (001 §5 "Speech markup and voices").
 * Every other form — canonical SSML, provider dialects, the editor's rich text, plain text —
 * is a projection of this model, so validation and offsets are computed once, here.
 */

export const LANGUAGES = ['mandarin', 'cantonese'] as const;
export type Language = (typeof LANGUAGES)[number];

/** 001 §5: number/cardinal, digits, characters, phone, date, time. */
export const SAY_AS_KINDS = ['cardinal', 'digits', 'characters', 'telephone', 'date', 'time'] as const;
export type SayAsKind = (typeof SAY_AS_KINDS)[number];

/**
 * The AI placeholder marker (001 §5: "removed from the text before it is sent to speech synthesis").
 * Spec is silent on its form: we use U+E000, the first private-use code point, because no typed or
 * pasted text contains it and it survives JSON, SSML and the database unchanged.
 */
export const AI_PLACEHOLDER = '\uE000';

export type Inline =
  | { readonly type: 'text'; readonly text: string }
  /** A pause (`<break>`), duration in whole milliseconds. */
  | { readonly type: 'pause'; readonly ms: number }
  /** Word segmentation: the group is read as one word. */
  | { readonly type: 'word'; readonly text: string }
  /** Polyphone pronunciation: one syllable per character, e.g. ["hang2"] (pinyin) or ["hong4"] (jyutping). */
  | { readonly type: 'phoneme'; readonly text: string; readonly lang: Language; readonly syllables: readonly string[] }
  | { readonly type: 'sayAs'; readonly text: string; readonly as: SayAsKind }
  /** Substitution: `alias` is read instead of `text`. */
  | { readonly type: 'sub'; readonly text: string; readonly alias: string }
  | { readonly type: 'placeholder' };

export type InlineType = Inline['type'];
export type TaggedInline = Extract<Inline, { text: string }> & { type: 'word' | 'phoneme' | 'sayAs' | 'sub' };

/** Inline text never contains "\n": paragraphs are the only line breaks (plain text joins them with "\n"). */
export interface Paragraph {
  readonly inlines: readonly Inline[];
}

export interface SpeechDoc {
  readonly paragraphs: readonly Paragraph[];
}

/** The displayed text an inline contributes to the plain text (pauses contribute nothing). */
export function inlineText(inline: Inline): string {
  switch (inline.type) {
    case 'pause':
      return '';
    case 'placeholder':
      return AI_PLACEHOLDER;
    default:
      return inline.text;
  }
}

/**
 * Canonical form: adjacent plain text runs merged, empty plain runs dropped. Every parser returns
 * normalised documents, so equality after a round trip is plain structural equality.
 */
export function normalize(doc: SpeechDoc): SpeechDoc {
  return {
    paragraphs: doc.paragraphs.map((p) => {
      const out: Inline[] = [];
      for (const inline of p.inlines) {
        if (inline.type === 'text') {
          if (inline.text === '') continue;
          const last = out[out.length - 1];
          if (last?.type === 'text') {
            out[out.length - 1] = { type: 'text', text: last.text + inline.text };
            continue;
          }
        }
        out.push(inline);
      }
      return { inlines: out };
    }),
  };
}

/** Offsets of one inline within the plain text (see `plainText`). */
export interface InlineSpan {
  readonly paragraph: number;
  readonly index: number;
  readonly inline: Inline;
  readonly start: number;
  readonly end: number;
}

/**
 * The plain text issue offsets refer to: paragraphs joined by "\n", tagged inlines contribute their
 * displayed text, the placeholder its marker character, pauses nothing (a zero-width range).
 */
export function plainText(doc: SpeechDoc): string {
  return doc.paragraphs.map((p) => p.inlines.map(inlineText).join('')).join('\n');
}

export function spans(doc: SpeechDoc): InlineSpan[] {
  const out: InlineSpan[] = [];
  let offset = 0;
  doc.paragraphs.forEach((p, paragraph) => {
    if (paragraph > 0) offset += 1;
    p.inlines.forEach((inline, index) => {
      const len = inlineText(inline).length;
      out.push({ paragraph, index, inline, start: offset, end: offset + len });
      offset += len;
    });
  });
  return out;
}

/** Paragraph ranges in the plain text, for paragraph-level issues. */
export function paragraphRanges(doc: SpeechDoc): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let offset = 0;
  for (const p of doc.paragraphs) {
    const len = p.inlines.reduce((n, i) => n + inlineText(i).length, 0);
    out.push({ start: offset, end: offset + len });
    offset += len + 1;
  }
  return out;
}

/**
 * Characters counted against the 10000 limit (001 §9 "text per scene"): the spoken characters the
 * user typed. Spec is silent on markup: markers and paragraph breaks are not counted, tags count their text.
 */
export function spokenLength(doc: SpeechDoc): number {
  let n = 0;
  for (const p of doc.paragraphs) for (const i of p.inlines) if (i.type !== 'placeholder') n += inlineText(i).length;
  return n;
}

/** Plain text → model: one paragraph per line, the marker character becomes a placeholder node. */
export function fromPlainText(text: string): SpeechDoc {
  return normalize({
    paragraphs: text.split(/\r?\n/).map((line) => ({
      inlines: line
        .split(AI_PLACEHOLDER)
        .flatMap((part, i): Inline[] =>
          i === 0 ? [{ type: 'text', text: part }] : [{ type: 'placeholder' }, { type: 'text', text: part }],
        ),
    })),
  });
}

/** The model with every placeholder removed: what is sent to synthesis (001 §5). */
export function withoutPlaceholders(doc: SpeechDoc): SpeechDoc {
  return normalize({
    paragraphs: doc.paragraphs.map((p) => ({ inlines: p.inlines.filter((i) => i.type !== 'placeholder') })),
  });
}

export function hasPolyphones(doc: SpeechDoc): boolean {
  return doc.paragraphs.some((p) => p.inlines.some((i) => i.type === 'phoneme'));
}
