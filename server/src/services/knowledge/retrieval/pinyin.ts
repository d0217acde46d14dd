import { pinyin } from 'pinyin-pro';

/**
 * Homophone typos: a visitor typing pinyin picks the wrong character of the right sound (图书管 for
 * 图书馆, 登陆 for 登录, 宽代 for 宽带). A question's spans that sound like a word of the FAQ, share at
 * least one character with it and are not themselves a word of the FAQ are read as that word.
 */
export interface PinyinVocabulary {
  root: SyllableNode;
  /** The FAQ's own words: a span spelt as one of them is never corrected. */
  words: Set<string>;
}

interface SyllableNode {
  next: Map<string, SyllableNode>;
  /** Words of the FAQ ending here (a sound may have several spellings). */
  words?: string[];
}

const HAN = /^\p{Script=Han}+$/u;
/** Longest word considered (characters). */
const MAX_WORD = 6;

/** Every reading of a character, toneless (还 → hai, huan); cached, the set is small. */
const readings = new Map<string, string[]>();
function readingsOf(ch: string): string[] {
  let out = readings.get(ch);
  if (!out) {
    out = HAN.test(ch) ? [...new Set(pinyin(ch, { toneType: 'none', type: 'array', multiple: true }))] : [ch];
    if (readings.size < 50_000) readings.set(ch, out);
  }
  return out;
}

/** The FAQ's words of two to six Han characters, by their sound as read in the word. */
export function buildPinyinVocabulary(words: Iterable<string>): PinyinVocabulary {
  const root: SyllableNode = { next: new Map() };
  const known = new Set<string>();
  for (const word of words) {
    const chars = [...word];
    if (chars.length < 2 || chars.length > MAX_WORD || !HAN.test(word) || known.has(word)) continue;
    known.add(word);
    let node = root;
    for (const syllable of pinyin(word, { toneType: 'none', type: 'array' })) {
      let child = node.next.get(syllable);
      if (!child) node.next.set(syllable, (child = { next: new Map() }));
      node = child;
    }
    (node.words ??= []).push(word);
  }
  return { root, words: known };
}

/**
 * The text with its homophone typos replaced by the FAQ's words, left to right, longest first.
 * A span spelt exactly as a word of the FAQ is kept and skipped, so a correct word is never
 * rewritten into another one of the same sound; nor is a span that would cut a word of the text
 * (`isWord` says which two characters make a word): 图书管理员 holds 管理, not a misspelt 图书馆.
 */
export function correctByPinyin(text: string, vocabulary: PinyinVocabulary, isWord: (word: string) => boolean): string {
  if (vocabulary.root.next.size === 0) return text;
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; ) {
    const found = longestSoundAlike(chars, i, vocabulary, isWord);
    if (found) {
      out += found.word;
      i += found.length;
    } else out += chars[i++];
  }
  return out;
}

function longestSoundAlike(chars: string[], at: number, vocabulary: PinyinVocabulary, isWord: (w: string) => boolean) {
  let best: { word: string; length: number } | undefined;
  const walk = (node: SyllableNode, length: number) => {
    if (node.words && length >= 2 && (!best || length > best.length)) {
      const span = chars.slice(at, at + length).join('');
      const word = vocabulary.words.has(span)
        ? span
        : cutsWord(chars, at, length, isWord)
          ? undefined
          : node.words.find((w) => sharesCharacter(w, span));
      if (word) best = { word, length };
    }
    const ch = chars[at + length];
    if (ch === undefined || length >= MAX_WORD) return;
    for (const syllable of readingsOf(ch)) {
      const child = node.next.get(syllable);
      if (child) walk(child, length + 1);
    }
  };
  walk(vocabulary.root, 0);
  return best;
}

/** Whether the span's first or last character makes a word with the character outside it. */
function cutsWord(chars: string[], at: number, length: number, isWord: (w: string) => boolean): boolean {
  const before = chars[at - 1];
  const after = chars[at + length];
  return (
    (before !== undefined && isWord(before + chars[at]!)) ||
    (after !== undefined && isWord(chars[at + length - 1]! + after))
  );
}

/** The same character at the same place: a typo keeps part of the word. */
function sharesCharacter(word: string, span: string): boolean {
  const a = [...word];
  const b = [...span];
  return a.some((ch, i) => ch === b[i]);
}
