import {
  COLOR_FILTERS,
  ENTRANCE_ANIMATIONS,
  EXIT_ANIMATIONS,
  LOOPING_ANIMATIONS,
  TRANSITIONS,
} from '@portal/contracts';

/** /video-project/get-effect-list: the animations and filters the editor offers (001 §3). */
export const getEffectListHandler = () => ({
  entrance: [...ENTRANCE_ANIMATIONS],
  exit: [...EXIT_ANIMATIONS],
  looping: [...LOOPING_ANIMATIONS],
  transitions: [...TRANSITIONS],
  filters: [...COLOR_FILTERS],
});
