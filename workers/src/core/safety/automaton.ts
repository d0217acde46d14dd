import { foldWord } from './fold';
import type { FoldedText } from './fold-text';

export type SafetyLevel = 'RISK' | 'SENSITIVE';

/** One lexicon word. An allowed word (allow-list) is matched too, and hides the words inside it. */
export interface LexiconEntry {
  word: string;
  level: SafetyLevel;
  category: string;
  allow?: boolean;
  /** Where the word comes from ('platform' or 'company'), reported with each match. */
  source?: string;
}

/**
 * An Aho–Corasick automaton over folded characters. Transitions live in one open-addressing hash
 * table of typed arrays (node, character) → node, so a lookup is a multiply and a probe or two and a
 * 20 000-word lexicon builds in milliseconds; fail and dictionary links are precomputed, so a scan
 * is one pass over the text. Built once per lexicon version and then only read.
 */
export interface Automaton {
  readonly entries: readonly LexiconEntry[];
  readonly nodeCount: number;
  /** Appends every word ending anywhere in the folded text as (start, end, entry) triples. */
  collect(text: FoldedText, out: number[], tag: number): void;
}

const ALLOW_RANK = 3;
const rank = (e: LexiconEntry) => (e.allow ? ALLOW_RANK : e.level === 'SENSITIVE' ? 2 : 1);

export function buildAutomaton(input: readonly LexiconEntry[]): Automaton {
  // One entry per folded word: allowed beats sensitive beats risk when a list repeats a word.
  const byFolded = new Map<string, number>();
  const entries: LexiconEntry[] = [];
  const folded: string[] = [];
  for (const e of input) {
    const f = foldWord(e.word);
    if (!f) continue;
    const at = byFolded.get(f);
    if (at === undefined) {
      byFolded.set(f, entries.length);
      entries.push(e);
      folded.push(f);
    } else if (rank(e) > rank(entries[at]!)) entries[at] = e;
  }

  const alpha = new Uint16Array(0x10000);
  let alphaSize = 0;
  let capacity = 1;
  for (const f of folded) {
    capacity += f.length;
    for (let i = 0; i < f.length; i++) {
      const c = f.charCodeAt(i);
      if (alpha[c] === 0) alpha[c] = ++alphaSize;
    }
  }

  let size = 1;
  while (size < capacity * 2) size <<= 1;
  const mask = size - 1;
  const hNode = new Int32Array(size).fill(-1);
  const hChar = new Int32Array(size);
  const hNext = new Int32Array(size);
  const hash = (s: number, a: number) => (Math.imul(s, 0x9e3779b1) ^ Math.imul(a, 0x85ebca77)) & mask;
  const next = (s: number, a: number) => {
    for (let h = hash(s, a); ; h = (h + 1) & mask) {
      const k = hNode[h]!;
      if (k === -1) return -1;
      if (k === s && hChar[h] === a) return hNext[h]!;
    }
  };

  const out = new Int32Array(capacity).fill(-1);
  const depth = new Int32Array(capacity);
  const firstChild = new Int32Array(capacity).fill(-1);
  const sibling = new Int32Array(capacity).fill(-1);
  const charOf = new Int32Array(capacity);
  let nodes = 1;
  for (let w = 0; w < folded.length; w++) {
    const f = folded[w]!;
    let s = 0;
    for (let i = 0; i < f.length; i++) {
      const a = alpha[f.charCodeAt(i)]!;
      let t = next(s, a);
      if (t === -1) {
        t = nodes++;
        depth[t] = depth[s]! + 1;
        charOf[t] = a;
        sibling[t] = firstChild[s]!;
        firstChild[s] = t;
        let h = hash(s, a);
        while (hNode[h] !== -1) h = (h + 1) & mask;
        hNode[h] = s;
        hChar[h] = a;
        hNext[h] = t;
      }
      s = t;
    }
    out[s] = w;
  }

  // Breadth first: a node's fail link is the longest proper suffix in the trie; its dictionary link
  // the nearest suffix that ends a word.
  // Most lookups start at the root (every miss falls back to it): a direct table skips the hash there.
  const rootNext = new Int32Array(alphaSize + 1).fill(-1);
  for (let c = firstChild[0]!; c !== -1; c = sibling[c]!) rootNext[charOf[c]!] = c;

  const fail = new Int32Array(nodes);
  const dict = new Int32Array(nodes);
  const queue = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  for (let c = firstChild[0]!; c !== -1; c = sibling[c]!) queue[tail++] = c;
  while (head < tail) {
    const u = queue[head++]!;
    for (let v = firstChild[u]!; v !== -1; v = sibling[v]!) {
      const a = charOf[v]!;
      let f = fail[u]!;
      let g = next(f, a);
      while (g === -1 && f !== 0) {
        f = fail[f]!;
        g = next(f, a);
      }
      const fv = g === -1 ? 0 : g;
      fail[v] = fv;
      dict[v] = out[fv]! >= 0 ? fv : dict[fv]!;
      queue[tail++] = v;
    }
  }

  function collect(text: FoldedText, sink: number[], tag: number) {
    const codes = text.codes;
    let s = 0;
    for (let j = 0; j < text.length; j++) {
      const a = alpha[codes[j]!]!;
      if (a === 0) {
        s = 0;
        continue;
      }
      for (;;) {
        let t = -1;
        if (s === 0) t = rootNext[a]!;
        else
          for (let h = (Math.imul(s, 0x9e3779b1) ^ Math.imul(a, 0x85ebca77)) & mask; ; h = (h + 1) & mask) {
            const k = hNode[h]!;
            if (k === -1) break;
            if (k === s && hChar[h] === a) {
              t = hNext[h]!;
              break;
            }
          }
        if (t !== -1) {
          s = t;
          break;
        }
        if (s === 0) break;
        s = fail[s]!;
      }
      for (let o = out[s]! >= 0 ? s : dict[s]!; o > 0; o = dict[o]!) sink.push(j + 1 - depth[o]!, j + 1, tag, out[o]!);
    }
  }

  return { entries, nodeCount: nodes, collect };
}
