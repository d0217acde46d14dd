import { buildAutomaton, platformLexicon, type Automaton } from '@portal/workers/core/safety/index';

let platform: Automaton | null = null;

/** The shipped lexicon's matcher: built on the first check of the process (about 40 ms), then shared. */
export function platformAutomaton(): Automaton {
  platform ??= buildAutomaton(platformLexicon());
  return platform;
}
