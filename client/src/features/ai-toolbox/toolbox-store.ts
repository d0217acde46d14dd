import { useSyncExternalStore } from 'react';
import type { TOOLBOX_VIEWS } from '@portal/contracts';

export type ToolboxView = (typeof TOOLBOX_VIEWS)[number];
/** AIStyle holds both script tools of the entry cards (001 §2 lists four views and three cards). */
export type StyleTab = 'rewrite' | 'fission';

export interface ToolboxState {
  opened: boolean;
  view: ToolboxView;
  /** Where back leads from a sub-view (001 §2: some views remember the previous view). */
  previous: ToolboxView;
  styleTab: StyleTab;
  /** Text a view opens with (a script handed from one tool to another). */
  defaultText: string;
  /** 001 §4 second-confirm flag: work was done that closing or going back would lose. */
  dirty: boolean;
  /** A close or back waiting for the second confirm. */
  confirming: 'close' | 'back' | null;
}

const initial: ToolboxState = {
  opened: false,
  view: 'TaskList',
  previous: 'TaskList',
  styleTab: 'rewrite',
  defaultText: '',
  dirty: false,
  confirming: null,
};
let state = initial;
const listeners = new Set<() => void>();
const set = (patch: Partial<ToolboxState>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};

const goBack = () =>
  set({ view: state.previous, previous: 'TaskList', defaultText: '', dirty: false, confirming: null });

export const toolbox = {
  open: (view: ToolboxView = 'TaskList', options: { styleTab?: StyleTab; defaultText?: string } = {}) =>
    set({
      opened: true,
      view,
      previous: 'TaskList',
      styleTab: options.styleTab ?? 'rewrite',
      defaultText: options.defaultText ?? '',
      dirty: false,
      confirming: null,
    }),
  /** A sub-view from the current one; back returns there. */
  go: (view: ToolboxView, options: { styleTab?: StyleTab; defaultText?: string } = {}) =>
    set({
      view,
      previous: view === 'TaskList' ? 'TaskList' : state.view === view ? state.previous : state.view,
      styleTab: options.styleTab ?? state.styleTab,
      defaultText: options.defaultText ?? '',
      dirty: false,
      confirming: null,
    }),
  back: (): void => goBack(),
  close: () => set(initial),
  /** 001 §4: with work done, closing and going back ask first. */
  requestClose: (): void => (state.dirty ? set({ confirming: 'close' }) : set(initial)),
  requestBack: (): void => (state.dirty ? set({ confirming: 'back' }) : goBack()),
  confirmPending: (): void => (state.confirming === 'close' ? set(initial) : goBack()),
  cancelPending: () => set({ confirming: null }),
  setDirty: (dirty: boolean) => {
    if (state.dirty !== dirty) set({ dirty });
  },
  setStyleTab: (styleTab: StyleTab) => set({ styleTab }),
  getState: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useToolbox = () => useSyncExternalStore(toolbox.subscribe, toolbox.getState);
