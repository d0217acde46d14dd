import { foldWord } from '@portal/workers/core/safety/index';

/**
 * Text normalisation shared by indexing and querying, with the safety check's folding: full-width
 * forms and compatibility characters to their plain form, traditional characters to simplified,
 * Latin lower-cased; punctuation, symbols and spaces dropped. So 「營業時間？」, 「营业时间」 and
 * 「营业 时间」 are the same question. Pure.
 */
export function normalize(text: string): string {
  return foldWord(text).replace(/[\p{P}\p{S}\s]+/gu, '');
}
