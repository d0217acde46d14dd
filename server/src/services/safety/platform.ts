import { buildAutomaton, platformAllowed, platformLexicon, type Automaton } from '@portal/workers/core/safety/index';

let platform: Automaton | null = null;

/**
 * The shipped lexicon's matcher, its words and its allowed phrases: built on the first check of the
 * process (about 40 ms), then shared.
 */
export function platformAutomaton(): Automaton {
  platform ??= buildAutomaton([...platformLexicon(), ...platformAllowed()]);
  return platform;
}
