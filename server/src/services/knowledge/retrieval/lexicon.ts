import { SYNONYM_GROUPS, type SynonymGroup } from './synonyms-zh';

/** Word → the concepts it stands for (its group's and the broader ones); empty for a guard word. */
export interface Lexicon {
  /** A character trie of the words: each node's children by character, and the concepts ending there. */
  root: TrieNode;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  concepts?: string[];
}

/** Concept terms carry a mark no normalised word can contain, so they never meet a real word. */
export const CONCEPT_MARK = '§';

export function buildLexicon(groups: readonly SynonymGroup[]): Lexicon {
  const root: TrieNode = { next: new Map() };
  for (const g of groups) {
    const out = g.concept ? [g.concept, ...(g.broader ?? [])].map((c) => CONCEPT_MARK + c) : [];
    for (const w of g.words) {
      let node = root;
      for (const ch of w) {
        let child = node.next.get(ch);
        if (!child) node.next.set(ch, (child = { next: new Map() }));
        node = child;
      }
      node.concepts = [...new Set([...(node.concepts ?? []), ...out])];
    }
  }
  return { root };
}

export const DEFAULT_LEXICON = buildLexicon(SYNONYM_GROUPS);

/**
 * The lexicon's words in a normalised text, longest match first from left to right: the concepts
 * found, and the text with the matched words blanked out (what is left goes to the segmenter). A
 * guard word (营业厅, which holds 营业 but is no opening hour) stays in the text as a word of its own:
 * it names what the question is about.
 */
export function matchConcepts(text: string, lexicon: Lexicon): { concepts: string[]; rest: string } {
  const concepts: string[] = [];
  let rest = '';
  for (const part of conceptParts(text, lexicon))
    if (part.concepts && part.concepts.length > 0) {
      concepts.push(...part.concepts);
      rest += ' ';
    } else if (part.concepts) rest += ` ${part.text} `;
    else rest += part.text;
  return { concepts, rest };
}

/** A normalised text cut into the lexicon's words (with their concepts) and the text between them. */
export function conceptParts(text: string, lexicon: Lexicon): { text: string; concepts?: string[] }[] {
  const chars = [...text];
  const parts: { text: string; concepts?: string[] }[] = [];
  let plain = '';
  for (let i = 0; i < chars.length; ) {
    let matched = 0;
    let found: string[] | undefined;
    let node: TrieNode | undefined = lexicon.root;
    for (let n = 1; i + n <= chars.length; n++) {
      node = node.next.get(chars[i + n - 1]!);
      if (!node) break;
      if (node.concepts) [matched, found] = [n, node.concepts];
    }
    if (found) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: chars.slice(i, i + matched).join(''), concepts: found });
      i += matched;
    } else plain += chars[i++];
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
