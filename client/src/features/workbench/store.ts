import { createHistory, record, redo, undo, type History } from './history';
import type { ElementRef, WorkbenchData } from './types';

/**
 * The workbench's one store: project data under undo history, the selection and a revision
 * that counts data changes (autosave and the save state compare it with what was persisted).
 */
export interface WorkbenchState {
  history: History<WorkbenchData>;
  sceneIndex: number;
  selection: ElementRef | null;
  revision: number;
}

export type WorkbenchAction =
  /** The one door for data changes; `capture` starts a new undo step (STYLE rule 8). */
  | { type: 'update'; recipe: (data: WorkbenchData) => WorkbenchData; capture: boolean; sceneIndex?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectScene'; index: number }
  | { type: 'select'; ref: ElementRef | null }
  | { type: 'reset'; data: WorkbenchData };

export const initialState = (data: WorkbenchData): WorkbenchState => ({
  history: createHistory(data),
  sceneIndex: 0,
  selection: null,
  revision: 0,
});

const clampIndex = (index: number, data: WorkbenchData) => Math.max(0, Math.min(index, data.scenes.length - 1));

function withHistory(
  state: WorkbenchState,
  history: History<WorkbenchData>,
  sceneIndex = state.sceneIndex,
): WorkbenchState {
  if (history === state.history && sceneIndex === state.sceneIndex) return state;
  const index = clampIndex(sceneIndex, history.present);
  const changed = history.present !== state.history.present;
  return {
    history,
    sceneIndex: index,
    selection: index === state.sceneIndex ? state.selection : null,
    revision: changed ? state.revision + 1 : state.revision,
  };
}

export function workbenchReducer(state: WorkbenchState, action: WorkbenchAction): WorkbenchState {
  switch (action.type) {
    case 'update': {
      const next = action.recipe(state.history.present);
      // A recipe that changes nothing is no step: no undo entry, no new revision to save.
      if (next === state.history.present) return state;
      return withHistory(state, record(state.history, next, action.capture), action.sceneIndex ?? state.sceneIndex);
    }
    case 'undo':
      return withHistory(state, undo(state.history));
    case 'redo':
      return withHistory(state, redo(state.history));
    case 'selectScene':
      return withHistory(state, state.history, action.index);
    case 'select':
      return { ...state, selection: action.ref };
    case 'reset':
      return { ...initialState(action.data), revision: state.revision + 1 };
  }
}
