import { foldTable, SKIP } from './fold';

/**
 * A text as the matcher reads it: folded characters with separators dropped, and for each one
 * where it stands in the original text, so every match maps back to the original offsets.
 */
export interface FoldedText {
  readonly codes: Uint16Array;
  /** Original UTF-16 offset of each folded character. */
  readonly origin: Int32Array;
  /** 1 where a separator was dropped just before the character: a word boundary for Latin words. */
  readonly gap: Uint8Array;
  readonly length: number;
}

let scratch: { codes: Uint16Array; origin: Int32Array; gap: Uint8Array } | null = null;

/**
 * Folds a text. With `reuse`, the arrays are the module's own, grown as needed and overwritten by
 * the next reusing call: for a caller that is done with the result before it returns (scanText).
 */
export function foldText(text: string, reuse = false): FoldedText {
  const t = foldTable();
  if (reuse && (!scratch || scratch.codes.length < text.length)) {
    const n = Math.max(text.length, 1024);
    scratch = { codes: new Uint16Array(n), origin: new Int32Array(n), gap: new Uint8Array(n) };
  }
  const codes = reuse ? scratch!.codes : new Uint16Array(text.length);
  const origin = reuse ? scratch!.origin : new Int32Array(text.length);
  const gap = reuse ? scratch!.gap : new Uint8Array(text.length);
  let n = 0;
  let skipped = 0;
  for (let i = 0; i < text.length; i++) {
    const f = t[text.charCodeAt(i)]!;
    if (f === SKIP) {
      skipped = 1;
      continue;
    }
    codes[n] = f;
    origin[n] = i;
    gap[n] = skipped;
    skipped = 0;
    n++;
  }
  return { codes, origin, gap, length: n };
}
