import { idf } from '@node-rs/jieba/dict';

/**
 * How informative a word is in Chinese in general, not only within one company's FAQ: a 40-item
 * FAQ holds too few questions to tell that 怎么 says little and 门禁卡 much. The source is the IDF
 * table jieba ships for keyword extraction (@node-rs/jieba, MIT), measured on a large general
 * corpus: 的 0.9, 怎么 4.4, 办理 6.6, 图书馆 7.6, 宽带 9.6, 门禁卡 12.5.
 *
 * Only the common words are kept (IDF under COMMON_BELOW: about 62,000 of 270,000, ~14 MB); every
 * other word, a misspelling and a company's own name among them, weighs RARE_WEIGHT. Past that
 * point a word is rare anyway, and a ceiling keeps one unknown word from outweighing the rest.
 */
export const COMMON_BELOW = 10.5;
export const RARE_WEIGHT = 10.5;

let table: Map<string, number> | null = null;

/** Loaded on first use (about 0.25 s), like the segmenter's dictionary. */
function commonWords(): Map<string, number> {
  if (table) return table;
  const text = new TextDecoder().decode(idf);
  const words = new Map<string, number>();
  for (let at = 0; at < text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const space = text.lastIndexOf(' ', end);
    if (space > at) {
      const weight = Number(text.slice(space + 1, end));
      if (weight < COMMON_BELOW) words.set(text.slice(at, space), weight);
    }
    at = end + 1;
  }
  table = words;
  return words;
}

/** The general weight of a (normalised) word. */
export function generalWeight(word: string): number {
  return commonWords().get(word) ?? RARE_WEIGHT;
}
