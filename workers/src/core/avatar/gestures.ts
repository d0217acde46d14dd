/**
 * The gesture library and when a character uses it. A gesture is a pose of one or both arms (the
 * angles of the upper arm and forearm, the hand's shape) and a facial expression, blended in from
 * the rest pose over a sentence. Which gesture a sentence gets follows what the sentence is — a
 * greeting welcomes with both hands, a list counts on the fingers, a question thinks, an emphasis
 * puts a hand on the chest — unless the speech text names one with a `{手势:…}` tag
 * (docs/decisions/0028-illustrated-presenters.md). All pure: (schedule, t) → pose.
 */

import { PRESENTER_GESTURES } from '@portal/contracts/constants/gestures';

export const GESTURES = PRESENTER_GESTURES;
export type Gesture = (typeof GESTURES)[number];

/** The names an author writes in the tag, `{手势:列举}`; the English ids are accepted too. */
export const GESTURE_TAG_NAMES: Readonly<Record<string, Gesture>> = {
  展示: 'open-palm',
  摊手: 'open-palm',
  指向: 'point-side',
  列举: 'count',
  数数: 'count',
  欢迎: 'welcome',
  抚胸: 'hand-on-chest',
  真诚: 'hand-on-chest',
  思考: 'think',
};

export type HandShape = 'relaxed' | 'palm' | 'point' | 'count' | 'fist' | 'flat';

/**
 * One arm: angles in degrees from hanging straight down, positive away from the body (outwards),
 * over 90 raised above the shoulder; negative crosses in front of the body.
 */
export interface ArmAngles {
  upper: number;
  fore: number;
  hand: HandShape;
  /** Fingers shown when counting (1–3). */
  fingers?: number;
}

export interface Expression {
  smile: number;
  serious: number;
  surprise: number;
}

interface GestureDef {
  /** The arm on the viewer's left and right; undefined keeps that arm at rest. */
  left?: ArmAngles;
  right?: ArmAngles;
  face: Expression;
  /** Head tilt (degrees, positive towards the viewer's right) and where the eyes go (−1..1). */
  tilt: number;
  gaze: [number, number];
}

export const GESTURE_LIBRARY: Readonly<Record<Gesture, GestureDef>> = {
  'open-palm': {
    right: { upper: 24, fore: 74, hand: 'palm' },
    face: { smile: 0.7, serious: 0, surprise: 0.1 },
    tilt: 2,
    gaze: [0, 0],
  },
  'point-side': {
    right: { upper: 64, fore: 82, hand: 'point' },
    face: { smile: 0.5, serious: 0, surprise: 0.2 },
    tilt: 3,
    gaze: [1, -0.1],
  },
  count: {
    left: { upper: 14, fore: -172, hand: 'count', fingers: 1 },
    face: { smile: 0.3, serious: 0.3, surprise: 0 },
    tilt: -2,
    gaze: [0, 0],
  },
  welcome: {
    left: { upper: 26, fore: 52, hand: 'palm' },
    right: { upper: 26, fore: 52, hand: 'palm' },
    face: { smile: 1, serious: 0, surprise: 0.2 },
    tilt: 0,
    gaze: [0, 0],
  },
  'hand-on-chest': {
    left: { upper: 4, fore: -116, hand: 'flat' },
    face: { smile: 0.8, serious: 0.1, surprise: 0 },
    tilt: -3,
    gaze: [0, 0],
  },
  think: {
    left: { upper: -12, fore: -166, hand: 'fist' },
    right: { upper: 8, fore: -82, hand: 'relaxed' },
    face: { smile: 0, serious: 0.7, surprise: 0.15 },
    tilt: 6,
    gaze: [-0.6, -0.8],
  },
};

/** The rest poses of the two postures: hands together before the waist, or one raised to the content. */
export const REST_POSES = {
  standing: {
    left: { upper: 8, fore: -74, hand: 'relaxed' },
    right: { upper: 8, fore: -76, hand: 'relaxed' },
  },
  presenting: {
    left: { upper: 6, fore: -70, hand: 'relaxed' },
    right: { upper: 30, fore: 116, hand: 'palm' },
  },
} as const satisfies Record<string, { left: ArmAngles; right: ArmAngles }>;
export type RestPose = keyof typeof REST_POSES;

const GREETING = /^(?:大家好|你好|您好|各位|欢迎|hello|hi\b)|欢迎/i;
const QUESTION = /[?？]\s*$|[吗呢]\s*[。.]?\s*$|(?:为什么|怎么样|如何|是否|有没有)/;
const LIST = /[、；;]|第[一二三四五1-5]|首先|其次|一是|1[.、]/;
const EMPHASIS = /[!！]\s*$|一定|非常|务必|重要|承诺|保证|真诚/;

/** The kind of a sentence the gesture follows. */
export type SentenceKind = 'greeting' | 'question' | 'list' | 'emphasis' | 'statement';

export function sentenceKind(text: string): SentenceKind {
  const s = stripGestureTags(text).trim();
  if (GREETING.test(s)) return 'greeting';
  if (QUESTION.test(s)) return 'question';
  if (LIST.test(s)) return 'list';
  if (EMPHASIS.test(s)) return 'emphasis';
  return 'statement';
}

const TAG = /\{手势[:：]\s*([^}]*)\}/g;

/** The gesture a `{手势:…}` tag in the text names, if any (the first tag wins). */
export function gestureTagOf(text: string): Gesture | undefined {
  for (const m of text.matchAll(TAG)) {
    const name = m[1]!.trim();
    const g = GESTURE_TAG_NAMES[name] ?? (GESTURES as readonly string[]).find((x) => x === name);
    if (g) return g as Gesture;
  }
  return undefined;
}

/** The text without gesture tags: what is spoken and captioned. */
export const stripGestureTags = (text: string): string => text.replace(TAG, '');

/**
 * The gesture a sentence gets: its tag, else by its kind; plain statements alternate an open palm
 * with pointing to the side (the content), so consecutive sentences do not repeat one motion.
 */
export function gestureForSentence(text: string, index: number): Gesture {
  const tagged = gestureTagOf(text);
  if (tagged) return tagged;
  switch (sentenceKind(text)) {
    case 'greeting':
      return 'welcome';
    case 'question':
      return 'think';
    case 'list':
      return 'count';
    case 'emphasis':
      return 'hand-on-chest';
    default:
      return index % 2 === 0 ? 'open-palm' : 'point-side';
  }
}

/** How many items a list sentence counts (2–3 fingers; 1 when it is not a list). */
export function listItems(text: string): number {
  const n = stripGestureTags(text)
    .split(/[、；;，,]/)
    .filter((p) => p.trim() !== '').length;
  return Math.max(1, Math.min(3, n));
}

/** A gesture placed in time (ms from the scene's start). */
export interface GestureCue {
  ms: number;
  gesture: Gesture;
  /** Fingers to count up to (count). */
  items?: number;
}

/** Gestures for sentences starting at `starts`, with their texts when known. */
export function gestureCues(starts: readonly number[], texts?: readonly string[]): GestureCue[] {
  return starts.map((ms, i) => {
    const text = texts?.[i];
    if (text === undefined) return { ms, gesture: i % 2 === 0 ? 'open-palm' : 'point-side' };
    const gesture = gestureForSentence(text, i);
    return gesture === 'count' ? { ms, gesture, items: listItems(text) } : { ms, gesture };
  });
}

const RISE_MS = 380,
  FALL_MS = 420,
  MIN_MS = 1200,
  MAX_MS = 2600;

const ease = (u: number) => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

/** The gesture under way at t and its weight (0 rest … 1 fully in the pose), and its progress. */
export function activeGesture(
  cues: readonly GestureCue[] | undefined,
  t: number,
): { cue: GestureCue; weight: number; u: number } | undefined {
  if (!cues) return undefined;
  for (let i = cues.length - 1; i >= 0; i--) {
    const cue = cues[i]!;
    if (t < cue.ms) continue;
    const next = cues[i + 1]?.ms ?? Infinity;
    const dur = Math.max(MIN_MS, Math.min(MAX_MS, next - cue.ms - 120));
    const dt = t - cue.ms;
    if (dt > dur) return undefined;
    const weight = Math.min(ease(dt / RISE_MS), ease((dur - dt) / FALL_MS));
    return weight > 0 ? { cue, weight, u: dt / dur } : undefined;
  }
  return undefined;
}

const mix = (a: number, b: number, w: number) => a + (b - a) * w;

/** One arm at t: the rest pose blended towards the gesture's. */
export function blendArm(rest: ArmAngles, target: ArmAngles | undefined, w: number, u: number, items = 1): ArmAngles {
  if (!target || w <= 0) return rest;
  const hand = w > 0.45 ? target.hand : rest.hand;
  // Counting raises one more finger every third of the gesture, up to the list's items.
  const fingers = target.hand === 'count' ? Math.min(items, 1 + Math.floor(u * 3.2)) : undefined;
  return {
    upper: mix(rest.upper, target.upper, w),
    fore: mix(rest.fore, target.fore, w),
    hand,
    ...(fingers !== undefined ? { fingers } : {}),
  };
}
