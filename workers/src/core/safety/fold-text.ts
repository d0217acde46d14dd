import { foldTable, SKIP } from './fold';

/**
 * A text as the matcher reads it: folded characters with separators dropped, and for each one
 * where it stands in the original text, so every match maps back to the original offsets.
 */
export interface FoldedText {
  readonly codes: Uint16Array;
  /**
   * Original UTF-16 offset of each folded character. Each original unit folds to one character or
   * to nothing, so a gap between neighbours' offsets is a dropped separator: a boundary for Latin words.
   */
  readonly origin: Int32Array;
  readonly length: number;
}

let scratch: { codes: Uint16Array; origin: Int32Array } | null = null;

/**
 * Folds a text. With `reuse`, the arrays are the module's own, grown as needed and overwritten by
 * the next reusing call: for a caller that is done with the result before it returns (scanText).
 */
export function foldText(text: string, reuse = false): FoldedText {
  const t = foldTable();
  if (reuse && (!scratch || scratch.codes.length < text.length)) {
    const n = Math.max(text.length, 1024);
    scratch = { codes: new Uint16Array(n), origin: new Int32Array(n) };
  }
  const codes = reuse ? scratch!.codes : new Uint16Array(text.length);
  const origin = reuse ? scratch!.origin : new Int32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const f = t[text.charCodeAt(i)]!;
    if (f === SKIP) continue;
    codes[n] = f;
    origin[n] = i;
    n++;
  }
  return { codes, origin, length: n };
}
