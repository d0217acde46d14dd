import type { Automaton, LexiconEntry, SafetyLevel } from './automaton';
import { foldText, type FoldedText } from './fold-text';

export type CheckLevel = 'NORMAL' | SafetyLevel;

/** One word found: [start, end) in the original text's UTF-16 offsets (001 §3 matchCharacterIndexs). */
export interface SafetyMatch {
  start: number;
  end: number;
  /** The text as written (赌 博), beside the lexicon word it was read as (赌博). */
  text: string;
  word: string;
  level: SafetyLevel;
  category: string;
  source: string;
}

export interface SafetyScan {
  level: CheckLevel;
  matches: SafetyMatch[];
}

const isLatin = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a);

/**
 * Checks a text against one or more automata (the platform lexicon, a company's words) read over
 * one folded copy of the text. Allowed words hide every word inside them; of overlapping words
 * the longest wins; a Latin word must stand alone (av is not found in java).
 */
export function scanText(text: string, automata: readonly Automaton[]): SafetyScan {
  const folded = foldText(text);
  const raw: number[] = [];
  automata.forEach((a, tag) => a.collect(folded, raw, tag));
  if (raw.length === 0) return { level: 'NORMAL', matches: [] };
  const entryOf = (k: number) => automata[raw[k + 2]!]!.entries[raw[k + 3]!]!;

  // Allowed spans: cover[s] is the furthest end of an allowed word starting at or before s.
  let cover: Int32Array | null = null;
  for (let k = 0; k < raw.length; k += 4) {
    if (!entryOf(k).allow) continue;
    cover ??= new Int32Array(folded.length);
    cover[raw[k]!] = Math.max(cover[raw[k]!]!, raw[k + 1]!);
  }
  if (cover) for (let s = 1; s < cover.length; s++) cover[s] = Math.max(cover[s]!, cover[s - 1]!);

  const kept: number[] = [];
  for (let k = 0; k < raw.length; k += 4) {
    const e = entryOf(k);
    if (e.allow) continue;
    const s = raw[k]!;
    const end = raw[k + 1]!;
    if (cover && cover[s]! >= end) continue;
    if (!standsAlone(folded, s, end)) continue;
    kept.push(k);
  }
  // Longest first (a sensitive word before a risk word of the same length); a character belongs to one match.
  const len = (k: number) => raw[k + 1]! - raw[k]!;
  const weight = (k: number) => (entryOf(k).level === 'SENSITIVE' ? 1 : 0);
  kept.sort((x, y) => len(y) - len(x) || weight(y) - weight(x) || raw[x]! - raw[y]!);
  const taken = new Uint8Array(folded.length);
  const chosen: number[] = [];
  for (const k of kept) {
    const s = raw[k]!;
    const end = raw[k + 1]!;
    let free = true;
    for (let i = s; i < end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, s, end);
    chosen.push(k);
  }
  chosen.sort((x, y) => raw[x]! - raw[y]!);

  const matches: SafetyMatch[] = [];
  let level: CheckLevel = 'NORMAL';
  for (const k of chosen) {
    const e = entryOf(k);
    const start = folded.origin[raw[k]!]!;
    const end = folded.origin[raw[k + 1]! - 1]! + 1;
    matches.push({ start, end, text: text.slice(start, end), word: e.word, level: e.level, category: e.category, source: e.source ?? 'platform' });
    if (e.level === 'SENSITIVE') level = 'SENSITIVE';
    else if (level === 'NORMAL') level = 'RISK';
  }
  return { level, matches };
}

/** A match that starts or ends with a Latin letter or digit must not continue a longer Latin word. */
function standsAlone(t: FoldedText, start: number, end: number): boolean {
  if (isLatin(t.codes[start]!) && start > 0 && !t.gap[start] && isLatin(t.codes[start - 1]!)) return false;
  if (isLatin(t.codes[end - 1]!) && end < t.length && !t.gap[end] && isLatin(t.codes[end]!)) return false;
  return true;
}

export type { LexiconEntry };
