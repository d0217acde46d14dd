import { ALLOWED, Candidates, SENSITIVE, type Automaton, type LexiconEntry, type SafetyLevel } from './automaton';
import { clearedByCue } from './cues';
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

/** Longest word the sort key can rank; longer words (and texts past 2^20 characters) are cut by the callers' limits. */
const MAX_RANK = 4096;

/** Scratch integer arrays of a scan, by use, grown as needed and reused from one scan to the next. */
const scratchInts = new Map<string, Int32Array>();
function ensureInts(use: string, length: number): Int32Array {
  let a = scratchInts.get(use);
  if (!a || a.length < length) scratchInts.set(use, (a = new Int32Array(Math.max(length, 1024))));
  return a;
}

/** Which folded characters a match already holds; reused from one scan to the next. */
let taken: Uint8Array | null = null;
/** The candidates of the current scan; reused likewise (a scan runs to its end synchronously). */
const candidates = new Candidates();

const isLatin = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a);

/**
 * Checks a text against one or more automata (the platform lexicon, a company's words) read over
 * one folded copy of the text. Allowed words hide every word inside them; of overlapping words
 * the longest wins; a Latin word must stand alone (av is not found in java).
 */
export function scanText(text: string, automata: readonly Automaton[]): SafetyScan {
  // The folded copy lives only during this call: its arrays are reused from one scan to the next.
  const folded = foldText(text, true);
  candidates.size = 0;
  automata.forEach((a, tag) => a.collect(folded, candidates, tag));
  if (candidates.size === 0) return { level: 'NORMAL', matches: [] };
  const raw = candidates.data;
  const count = candidates.size / 4;
  let anyAllowed = false;
  for (let i = 0; i < count; i++) if (raw[i * 4 + 3]! & ALLOWED) anyAllowed = true;

  // Allowed spans: cover[s] is the furthest end of an allowed word starting at or before s.
  let cover: Int32Array | null = null;
  if (anyAllowed) {
    cover = new Int32Array(folded.length);
    for (let i = 0; i < count; i++)
      if (raw[i * 4 + 3]! & ALLOWED) cover[raw[i * 4]!] = Math.max(cover[raw[i * 4]!]!, raw[i * 4 + 1]!);
    for (let s = 1; s < cover.length; s++) cover[s] = Math.max(cover[s]!, cover[s - 1]!);
  }

  // Longest first, then a sensitive word before a risk word: a counting sort on that rank (a
  // small integer: twice the length, plus one for risk). Candidates come in order of their end and
  // the counting sort is stable, so among words of one rank the leftmost comes first.
  const rankOf = ensureInts('rank', count);
  let kept = 0;
  let maxRank = 0;
  for (let i = 0; i < count; i++) {
    const code = raw[i * 4 + 3]!;
    const s = raw[i * 4]!;
    const end = raw[i * 4 + 1]!;
    if (code & ALLOWED || (cover && cover[s]! >= end) || !standsAlone(folded, s, end)) {
      rankOf[i] = -1;
      continue;
    }
    const rank = Math.min(end - s, MAX_RANK) * 2 + (code & SENSITIVE ? 1 : 0);
    rankOf[i] = rank;
    if (rank > maxRank) maxRank = rank;
    kept++;
  }
  const starts = ensureInts('starts', maxRank + 2);
  starts.fill(0, 0, maxRank + 2);
  for (let i = 0; i < count; i++) if (rankOf[i]! >= 0) starts[maxRank - rankOf[i]! + 1]!++;
  for (let r = 1; r <= maxRank + 1; r++) starts[r]! += starts[r - 1]!;
  const order = ensureInts('order', kept);
  for (let i = 0; i < count; i++) if (rankOf[i]! >= 0) order[starts[maxRank - rankOf[i]!]!++] = i;

  // A character belongs to one match.
  if (!taken || taken.length < folded.length) taken = new Uint8Array(Math.max(folded.length, 1024));
  else taken.fill(0, 0, folded.length);
  const chosen = ensureInts('chosen', count);
  chosen.fill(0, 0, count);
  for (let k = 0; k < kept; k++) {
    const i = order[k]!;
    const s = raw[i * 4]!;
    const end = raw[i * 4 + 1]!;
    let free = true;
    for (let j = s; j < end && free; j++) free = taken[j] === 0;
    if (!free) continue;
    taken.fill(1, s, end);
    chosen[i] = 1;
  }
  // Chosen words never overlap, so in one automaton's list (ordered by end) they are in text order;
  // the lists of several automata are merged by start.
  const inOrder: number[] = [];
  for (let i = 0; i < count; i++) if (chosen[i]) inOrder.push(i);
  if (automata.length > 1) inOrder.sort((a, b) => raw[a * 4]! - raw[b * 4]!);

  const found: SafetyMatch[] = [];
  const clearable: boolean[] = [];
  const foldedStarts: number[] = [];
  for (const i of inOrder) {
    const e = automata[raw[i * 4 + 2]!]!.entries[raw[i * 4 + 3]! >> 2]!;
    clearable.push(e.clearable === true);
    foldedStarts.push(raw[i * 4]!);
    const start = folded.origin[raw[i * 4]!]!;
    const end = folded.origin[raw[i * 4 + 1]! - 1]! + 1;
    found.push({
      start,
      end,
      text: text.slice(start, end),
      word: e.word,
      level: e.level,
      category: e.category,
      source: e.source ?? 'platform',
    });
  }
  // A shipped word that a prohibition names (禁止携带枪支) is not the thing itself (cues.ts).
  const cleared = clearable.includes(true) ? clearedByCue(text, folded, found, foldedStarts, clearable) : null;
  const matches = cleared ? found.filter((_, k) => !cleared[k]) : found;
  let level: CheckLevel = 'NORMAL';
  for (const m of matches)
    if (m.level === 'SENSITIVE') level = 'SENSITIVE';
    else if (level === 'NORMAL') level = 'RISK';
  return { level, matches };
}

/** A match that starts or ends with a Latin letter or digit must not continue a longer Latin word. */
function standsAlone(t: FoldedText, start: number, end: number): boolean {
  // Neighbours whose original offsets touch had no separator between them.
  const { codes, origin } = t;
  if (start > 0 && isLatin(codes[start]!) && isLatin(codes[start - 1]!) && origin[start]! === origin[start - 1]! + 1)
    return false;
  if (end < t.length && isLatin(codes[end - 1]!) && isLatin(codes[end]!) && origin[end]! === origin[end - 1]! + 1)
    return false;
  return true;
}

export type { LexiconEntry };
