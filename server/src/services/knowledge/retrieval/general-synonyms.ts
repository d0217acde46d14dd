import { PANGU_SYNONYM_PAIRS } from './synonyms-pangu';
import { normalize } from './normalize';

/**
 * Each word of the general synonym table (synonyms-pangu.ts) to one word standing for its group:
 * pairs that share a word are one group (存放,寄存 and 寄放,存放 → 存放 寄存 寄放), and every word
 * of a group is read as the group's first word in sort order. Single characters are left out:
 * alone they are too ambiguous to stand for a word of a pair.
 */
let groups: Map<string, string> | null = null;

export function synonymGroups(): Map<string, string> {
  if (groups) return groups;
  const parent = new Map<string, string>();
  const union = (a: string, b: string) => {
    for (const w of [a, b]) if (!parent.has(w)) parent.set(w, w);
    const [ra, rb] = [root(parent, a), root(parent, b)];
    if (ra === rb) return;
    // The first word in sort order stays the root, so a group's word does not depend on pair order.
    const [keep, joined] = ra < rb ? [ra, rb] : [rb, ra];
    parent.set(joined, keep);
  };
  for (const line of PANGU_SYNONYM_PAIRS)
    for (const pair of line.split(';')) {
      const [a, b] = pair.split(',').map(normalize);
      if (a && b && a !== b && [...a].length > 1 && [...b].length > 1) union(a, b);
    }
  const out = new Map<string, string>();
  for (const w of parent.keys()) {
    const r = root(parent, w);
    if (r !== w) out.set(w, r);
  }
  groups = out;
  return out;
}

function root(parent: Map<string, string>, w: string): string {
  let r = w;
  while (parent.get(r) !== r) r = parent.get(r)!;
  return r;
}

/** The word standing for a word's synonym group (itself when it has none). */
export function synonymOf(word: string): string {
  return synonymGroups().get(word) ?? word;
}
