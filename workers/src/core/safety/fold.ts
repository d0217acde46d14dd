import { T2S_PAIRS } from './data/t2s';

/** A folded code unit of 0 means "skip": a separator between characters, never part of a word. */
export const SKIP = 0;

/**
 * Latin look-alikes from other scripts that evade a filter (Cyrillic and Greek letters that render
 * like Latin ones), and a few symbols used in place of letters.
 */
const LOOK_ALIKES = 'аaеeоoрpсcуyхxіiјjѕsԁdһhӏlАaВbЕeКkМmНhОoРpСcТtХxΑaΒbΕeΖzΗhΙiΚkΜmΝnΟoΡpΤtΥyΧxοoνvαaιiκk';

/**
 * Symbols that carry meaning in a word and so are never skipped: "100%" must not shrink to "100".
 * Every other punctuation mark, symbol, space, control or format character (zero-width ones
 * included) is a separator, so 赌 博, 赌*博 and 赌\u200b博 all read as 赌博.
 */
const KEPT_SYMBOLS = new Set(['%', '+', '&', '#', '@', '$', '¥']);
const SEPARATOR = /^[\p{P}\p{S}\p{Z}\p{C}]$/u;

let table: Uint16Array | null = null;

/**
 * One table for the whole Basic Multilingual Plane: each code unit to the one it is read as —
 * NFKC (full-width → half-width, circled and compatibility forms), lower case, look-alikes,
 * traditional → simplified — or SKIP. Built once per process on first use (about 30 ms), then a
 * text is folded with one array read per character and keeps its length, so positions map 1:1.
 */
export function foldTable(): Uint16Array {
  if (table) return table;
  const t = new Uint16Array(0x10000);
  const alike = new Map<string, string>();
  for (let i = 0; i < LOOK_ALIKES.length; i += 2) alike.set(LOOK_ALIKES[i]!, LOOK_ALIKES[i + 1]!);
  for (let c = 1; c < 0x10000; c++) {
    // Surrogates (emoji and rare ideographs outside the BMP) separate words like any other symbol.
    if (c >= 0xd800 && c <= 0xdfff) continue;
    // Unified ideographs are their own fold (the traditional table below applies after).
    if (c >= 0x4e00 && c <= 0x9fff) {
      t[c] = c;
      continue;
    }
    const ch = String.fromCharCode(c);
    let folded = ch.normalize('NFKC');
    if (folded.length !== 1) folded = ch;
    folded = alike.get(folded) ?? folded.toLowerCase();
    if (folded.length !== 1) folded = ch;
    t[c] = SEPARATOR.test(folded) && !KEPT_SYMBOLS.has(folded) ? SKIP : folded.charCodeAt(0);
  }
  for (let i = 0; i < T2S_PAIRS.length; i += 2) {
    const from = T2S_PAIRS.charCodeAt(i);
    const to = T2S_PAIRS.charCodeAt(i + 1);
    t[from] = to;
  }
  // Compatibility ideographs fold through NFKC to a unified one that may itself be traditional.
  for (let c = 0xf900; c <= 0xfaff; c++) if (t[c]! >= 0x4e00 && t[c]! <= 0x9fff) t[c] = t[t[c]!]!;
  table = t;
  return t;
}

/** The folded form of a word as the matcher stores it: separators dropped, every character folded. */
export function foldWord(word: string): string {
  const t = foldTable();
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const f = t[word.charCodeAt(i)]!;
    if (f !== SKIP) out += String.fromCharCode(f);
  }
  return out;
}
