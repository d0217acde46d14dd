/**
 * Animation names, default times and text defaults from spec 001 §3/§9 and 002 §3/§9.
 * Local because contracts/src/scene does not export them yet; move them there when it does.
 */
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
export const LOOP_ANIMATIONS = [
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
export const COLOR_FILTERS = ['PF1', 'PF2', 'PF6', 'M7', 'PFB', 'PFC'] as const;

export type EntranceName = (typeof ENTRANCE_ANIMATIONS)[number];
export type ExitName = (typeof EXIT_ANIMATIONS)[number];
export type LoopName = (typeof LOOP_ANIMATIONS)[number];
export type TransitionName = (typeof TRANSITIONS)[number];
export type ColorFilterName = (typeof COLOR_FILTERS)[number];

/** 002 §9: 3 s by default; sunrise and sunset 1.5 s. */
export const DEFAULT_ANIMATION_MS = 3000;
export const SUNRISE_SUNSET_MS = 1500;
/** 002 §9: transitions 3.5 s, doom transitions 2 s. */
export const TRANSITION_MS = 3500;
export const DOOM_TRANSITION_MS = 2000;
/** 002 §9: the exit animation starts 3 s before the element's end unless told otherwise. */
export const EXIT_DELAY_MS = 3000;
/** 002 §9 gives looping once-times of 2 s or 8 s; the full turns (roll) get the slow 8 s — our choice. */
export const LOOP_ONCE_MS = 2000;
export const LOOP_ONCE_SLOW_MS = 8000;

/** 001 §9 text defaults. */
export const DEFAULT_FONT_SIZE = 30;
export const DEFAULT_LINE_HEIGHT = 1.2;
export const CAPTION_WIDTH_FACTOR = 17;
/** The bundled CJK family every text falls back to, so no glyph renders as tofu. */
export const FALLBACK_FONT_FAMILY = 'Noto Sans SC';
/** 001 §9 and 002 §9: thumbnails at 10 % of the project size. */
export const THUMBNAIL_SCALE = 0.1;
/** 001 §3: default video size. */
export const DEFAULT_VIDEO_SIZE = { width: 1920, height: 1080 } as const;

export function defaultEntranceMs(name: EntranceName): number {
  return name === 'sunrise_in' ? SUNRISE_SUNSET_MS : DEFAULT_ANIMATION_MS;
}
export function defaultExitMs(name: ExitName): number {
  return name === 'sunset_out' ? SUNRISE_SUNSET_MS : DEFAULT_ANIMATION_MS;
}
export function defaultLoopMs(name: LoopName): number {
  return name === 'roll_display' || name === 'rollleft_display' ? LOOP_ONCE_SLOW_MS : LOOP_ONCE_MS;
}
export function defaultTransitionMs(name: TransitionName): number {
  return name.startsWith('doomscreentransition') ? DOOM_TRANSITION_MS : TRANSITION_MS;
}

export function isOneOf<T extends string>(list: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (list as readonly string[]).includes(v);
}
