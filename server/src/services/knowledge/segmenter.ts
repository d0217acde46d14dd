import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import type { Tokenize } from './retrieval/faq-index';

let jieba: Jieba | null = null;

/** Chinese word segmentation with jieba's default dictionary; loaded once, on first use (~0.4 s). */
export const tokenize: Tokenize = (text) => {
  jieba ??= Jieba.withDict(dict);
  return jieba.cutForSearch(text, true);
};
