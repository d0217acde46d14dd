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
  /** A prohibition or warning that names the word clears it (cues.ts): the shipped sensitive words. */
  clearable?: boolean;
}

/**
 * An Aho–Corasick automaton over folded characters. The trie is built with a hash table of typed
 * arrays (node, character) → node, then packed into a double array for reading, so a transition is
 * one addition and one comparison; fail and dictionary links are precomputed, so a scan is one pass
 * over the text. Built once per lexicon version and then only read.
 */
export interface Automaton {
  readonly entries: readonly LexiconEntry[];
  readonly nodeCount: number;
  /** Bytes of the typed arrays a scan reads (the memory figure of the bench). */
  readonly bytes: number;
  /**
   * Appends every word ending anywhere in the folded text to the sink as (start, end, tag, code):
   * code is the entry's index · 4 plus its flags (ALLOWED, SENSITIVE), so a scan ranks candidates
   * without reading the entries.
   */
  collect(text: FoldedText, sink: Candidates, tag: number): void;
}

/**
 * Candidate words of a scan as flat (start, end, tag, entry) quadruples in one growable typed
 * array, reused from scan to scan: no per-candidate allocation on the hot path.
 */
export class Candidates {
  data = new Int32Array(4096);
  size = 0;

  add(start: number, end: number, tag: number, entry: number) {
    if (this.size + 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const d = this.data;
    const i = this.size;
    d[i] = start;
    d[i + 1] = end;
    d[i + 2] = tag;
    d[i + 3] = entry;
    this.size = i + 4;
  }
}

/** Flags in the low bits of a candidate's code. */
export const ALLOWED = 1;
export const SENSITIVE = 2;

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

  const codeOf = new Int32Array(entries.length);
  entries.forEach((e, i) => (codeOf[i] = i * 4 + (e.allow ? ALLOWED : 0) + (e.level === 'SENSITIVE' ? SENSITIVE : 0)));

  const da = packDoubleArray(nodes, alphaSize, firstChild, sibling, charOf, queue);
  const { base, check } = da;
  // Links and outputs re-indexed by double-array slot.
  const slots = da.slotOf;
  const dFail = new Int32Array(da.size);
  const dDict = new Int32Array(da.size);
  const dOut = new Int32Array(da.size).fill(-1);
  const dDepth = new Int32Array(da.size);
  for (let u = 0; u < nodes; u++) {
    const x = slots[u]!;
    dFail[x] = slots[fail[u]!]!;
    dDict[x] = slots[dict[u]!]!;
    dOut[x] = out[u]!;
    dDepth[x] = depth[u]!;
  }
  // The first node whose word ends at a slot (itself or along its dictionary links), 0 for none:
  // one read per character tells whether anything ends there.
  const dEmit = new Int32Array(da.size);
  for (let x = 0; x < da.size; x++) dEmit[x] = dOut[x]! >= 0 ? x : dDict[x]!;

  function collect(text: FoldedText, sink: Candidates, tag: number) {
    const codes = text.codes;
    let s = 0;
    for (let j = 0; j < text.length; j++) {
      const a = alpha[codes[j]!]!;
      if (a === 0) {
        s = 0;
        continue;
      }
      // A transition is one addition and one comparison: base[s] + a is s's child if check says so.
      let t = base[s]! + a;
      while (check[t] !== s) {
        if (s === 0) {
          t = 0;
          break;
        }
        s = dFail[s]!;
        t = base[s]! + a;
      }
      s = t;
      for (let o = dEmit[s]!; o > 0; o = dDict[o]!) sink.add(j + 1 - dDepth[o]!, j + 1, tag, codeOf[dOut[o]!]!);
    }
  }

  const bytes = [alpha, base, check, dFail, dDict, dOut, dDepth, dEmit].reduce((n, a) => n + a.byteLength, 0);
  return { entries, nodeCount: nodes, bytes, collect };
}

/**
 * Packs the trie into a double array (Aoe): node x's child on character a sits at base[x] + a and
 * check[that] === x. Nodes are placed in breadth-first order, each at the first base where all its
 * children's slots are free. "The first free slot at or after i" is a union–find over the slots
 * (an occupied slot points past itself), so a search skips packed stretches in near-constant time.
 */
function packDoubleArray(
  nodes: number,
  alphaSize: number,
  firstChild: Int32Array,
  sibling: Int32Array,
  charOf: Int32Array,
  bfs: Int32Array,
) {
  let size = 0;
  let base = new Int32Array(0);
  let check = new Int32Array(0);
  let up = new Int32Array(0);
  const grow = (need: number) => {
    if (need < size) return;
    let to = Math.max(1024, size);
    while (to <= need) to *= 2;
    const copy = (a: Int32Array, fill: number) => {
      const b = new Int32Array(to).fill(fill);
      b.set(a);
      return b;
    };
    base = copy(base, 0);
    check = copy(check, -1);
    up = copy(up, 0);
    for (let i = size; i < to; i++) up[i] = i;
    size = to;
  };
  const freeFrom = (i: number): number => {
    let r = i;
    while (r < size && up[r] !== r) r = up[r]!;
    if (r >= size) grow(r);
    while (i !== r) {
      const n = up[i]!;
      up[i] = r;
      i = n;
    }
    return r;
  };
  grow(nodes + alphaSize + 1);
  check[0] = -2;
  up[0] = 1;
  const slotOf = new Int32Array(nodes);
  const chars: number[] = [];
  let minBase = 1;
  const place = (u: number) => {
    chars.length = 0;
    for (let c = firstChild[u]!; c !== -1; c = sibling[c]!) chars.push(charOf[c]!);
    if (chars.length === 0) return;
    let low = alphaSize + 1;
    for (const a of chars) low = Math.min(low, a);
    let tries = 0;
    for (let t = freeFrom(low + minBase); ; t = freeFrom(t + 1), tries++) {
      const b = t - low;
      grow(b + alphaSize + 1);
      let fits = true;
      for (const a of chars)
        if (check[b + a] !== -1) {
          fits = false;
          break;
        }
      if (!fits) continue;
      // A long search means the front is packed with small holes: later bases start from here.
      if (tries > 64) minBase = b;
      const x = slotOf[u]!;
      base[x] = b;
      for (let c = firstChild[u]!; c !== -1; c = sibling[c]!) {
        const slot = b + charOf[c]!;
        slotOf[c] = slot;
        check[slot] = x;
        up[slot] = slot + 1;
      }
      return;
    }
  };
  place(0);
  for (let i = 0; i < nodes - 1; i++) place(bfs[i]!);
  // Every placement grew the arrays past base + alphaSize, and a leaf's base is 0: a lookup never
  // reads past their end.
  return { base, check, slotOf, size };
}
