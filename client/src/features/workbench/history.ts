/**
 * Undo history of the workbench (001 §4: at most 20 operations). Entries are whole snapshots of
 * the project data: updates are immutable, so unchanged scenes are shared between snapshots.
 * Every change says whether it starts an undo step (`capture`): a drag captures on its first
 * move and updates silently after that, so one drag is one step (STYLE rule 8).
 */
export const HISTORY_LIMIT = 20;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const createHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T, capture: boolean, limit = HISTORY_LIMIT): History<T> {
  if (next === history.present) return history;
  const past = capture ? [...history.past, history.present].slice(-limit) : history.past;
  // Any change makes the redo branch unreachable, captured or not.
  return { past, present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;
