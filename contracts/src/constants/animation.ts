import { z } from 'zod';

/** Animation names by category (001 §3, 002 §3). */
export const ENTRANCE_ANIMATIONS = [
  'blur_in',
  'slide_right_in',
  'slide_left_in',
  'sunrise_in',
  'zoomout_in',
  'zoomin_in',
  'slide_down_in',
  'slide_up_in',
  'open',
  'withcircleopen',
] as const;
export const EXIT_ANIMATIONS = [
  'blur_out',
  'slide_right_out',
  'slide_left_out',
  'sunset_out',
  'zoomin_out',
  'slide_down_out',
  'slide_up_out',
  'close',
] as const;
export const LOOPING_ANIMATIONS = [
  'shine_display',
  'heartbeat_display',
  'roll_display',
  'rollleft_display',
  'slightshake',
  'zoominout',
] as const;
export const TRANSITIONS = [
  'wiperight',
  'wipeleft',
  'wipeup',
  'wipedown',
  'bounce_up',
  'bounce_down',
  'doomscreentransition_up',
  'doomscreentransition_down',
  'windowslice',
  'angular',
  'radial',
  'circlecrop',
] as const;
/** Colour filters: PF6 inverts, PFB is grayscale; the rest are not described (001 §3). */
export const COLOR_FILTERS = ['PF1', 'PF2', 'PF6', 'M7', 'PFB', 'PFC'] as const;

export const EntranceAnimationSchema = z.enum(ENTRANCE_ANIMATIONS);
export const ExitAnimationSchema = z.enum(EXIT_ANIMATIONS);
export const LoopingAnimationSchema = z.enum(LOOPING_ANIMATIONS);
export const TransitionSchema = z.enum(TRANSITIONS);
export const ColorFilterSchema = z.enum(COLOR_FILTERS);
export type EntranceAnimation = z.infer<typeof EntranceAnimationSchema>;
export type ExitAnimation = z.infer<typeof ExitAnimationSchema>;
export type LoopingAnimation = z.infer<typeof LoopingAnimationSchema>;
export type Transition = z.infer<typeof TransitionSchema>;

export const ANIMATION_DEFINITION_FIELDS = [
  'name',
  'code',
  'time',
  'delayTime',
  'onceTime',
  'loop',
  'direction',
] as const;

/** Default times in seconds (002 §9). */
export const ANIMATION_TIMES_S = {
  default: 3,
  sunriseSunset: 1.5,
  transition: 3.5,
  doomTransition: 2,
  outDelay: 3,
} as const;
/** One pass of a looping animation lasts 2 s or 8 s (002 §9). */
export const LOOP_ONCE_TIMES_S = [2, 8] as const;

/** The default time of an animation or transition, in seconds (002 §9). */
export function animationDefaultTime(name: string): number {
  if (name === 'sunrise_in' || name === 'sunset_out') return ANIMATION_TIMES_S.sunriseSunset;
  if (name.startsWith('doomscreentransition_')) return ANIMATION_TIMES_S.doomTransition;
  if ((TRANSITIONS as readonly string[]).includes(name)) return ANIMATION_TIMES_S.transition;
  return ANIMATION_TIMES_S.default;
}
