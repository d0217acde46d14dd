import { SYNONYM_GROUPS, type SynonymGroup } from './synonyms-zh';

/** Word → the concepts it stands for (its group's and the broader ones); empty for a guard word. */
export interface Lexicon {
  concepts: Map<string, string[]>;
  longest: number;
}

/** Concept terms carry a mark no normalised word can contain, so they never meet a real word. */
export const CONCEPT_MARK = '§';

export function buildLexicon(groups: readonly SynonymGroup[]): Lexicon {
  const concepts = new Map<string, string[]>();
  let longest = 0;
  for (const g of groups) {
    const out = g.concept ? [g.concept, ...(g.broader ?? [])].map((c) => CONCEPT_MARK + c) : [];
    for (const w of g.words) {
      concepts.set(w, [...new Set([...(concepts.get(w) ?? []), ...out])]);
      longest = Math.max(longest, [...w].length);
    }
  }
  return { concepts, longest };
}

export const DEFAULT_LEXICON = buildLexicon(SYNONYM_GROUPS);

/**
 * The lexicon's words in a normalised text, longest match first from left to right: the concepts
 * found, and the text with the matched words blanked out (what is left goes to the segmenter).
 */
export function matchConcepts(text: string, lexicon: Lexicon): { concepts: string[]; rest: string } {
  const chars = [...text];
  const concepts: string[] = [];
  let rest = '';
  for (let i = 0; i < chars.length; ) {
    let matched = 0;
    for (let n = Math.min(lexicon.longest, chars.length - i); n > 0; n--) {
      const found = lexicon.concepts.get(chars.slice(i, i + n).join(''));
      if (found) {
        concepts.push(...found);
        matched = n;
        break;
      }
    }
    if (matched) {
      rest += ' ';
      i += matched;
    } else rest += chars[i++];
  }
  return { concepts, rest };
}
