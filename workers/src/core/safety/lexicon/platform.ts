import type { LexiconEntry, SafetyLevel } from '../automaton';
import { ADVERTISING } from './advertising';
import { ALLOWED } from './allowed';
import { DRUGS } from './drugs';
import { EXTREMISM } from './extremism';
import { FRAUD } from './fraud';
import { GAMBLING } from './gambling';
import { PORNOGRAPHY } from './pornography';
import { PROFANITY } from './profanity';
import { WEAPONS } from './weapons';

/** Named in every answer and in the management page: where the shipped words come from. */
export const PLATFORM_LEXICON_SOURCE =
  'Composed for this product from the categories of 广告法, 刑法 and 网络信息内容生态治理规定 (statutes are not subject to copyright); abuse words in part from bad-words-chinese 1.0.2 (MIT)';

/** Category keys; the client shows them with Chinese labels. */
export const SAFETY_CATEGORIES = [
  'advertising',
  'gambling',
  'drugs',
  'weapons',
  'fraud',
  'pornography',
  'extremism',
  'profanity',
  'custom',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

const LISTS: [SafetyCategory, SafetyLevel, readonly string[]][] = [
  ['advertising', 'RISK', ADVERTISING],
  ['gambling', 'SENSITIVE', GAMBLING],
  ['drugs', 'SENSITIVE', DRUGS],
  ['weapons', 'SENSITIVE', WEAPONS],
  ['fraud', 'SENSITIVE', FRAUD],
  ['pornography', 'SENSITIVE', PORNOGRAPHY],
  ['extremism', 'SENSITIVE', EXTREMISM],
  ['profanity', 'SENSITIVE', PROFANITY],
];

let cached: LexiconEntry[] | null = null;
let cachedAllowed: LexiconEntry[] | null = null;

/** The lexicon shipped with the product: one entry per word (a word listed twice keeps its first category). */
export function platformLexicon(): readonly LexiconEntry[] {
  if (cached) return cached;
  const seen = new Set<string>();
  const out: LexiconEntry[] = [];
  for (const [category, level, list] of LISTS)
    for (const word of list) {
      if (seen.has(word)) continue;
      seen.add(word);
      out.push({ word, level, category, source: 'platform', ...(level === 'SENSITIVE' ? { clearable: true } : {}) });
    }
  cached = out;
  return out;
}

/**
 * The platform's allowed phrases (lexicon/allowed.ts): matched with the words, they hide the words
 * inside them. The platform matcher is built from both.
 */
export function platformAllowed(): readonly LexiconEntry[] {
  cachedAllowed ??= ALLOWED.map((word) => ({
    word,
    level: 'SENSITIVE',
    category: 'allowed',
    allow: true,
    source: 'platform',
  }));
  return cachedAllowed;
}
