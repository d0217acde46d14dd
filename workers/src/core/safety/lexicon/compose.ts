/** Words of a list separated by spaces (a lexicon file stays readable as prose). */
export const words = (list: string) => list.split(/\s+/).filter(Boolean);

/** Every prefix joined to every stem: how a selling or claim phrase is written around a base word. */
export const joined = (prefixes: string, stems: string) =>
  words(prefixes).flatMap((p) => words(stems).map((s) => p + s));
