/**
 * What a photo avatar does at scene time t, as numbers: how the mouth is shaped (the viseme track),
 * whether the lips press together (M, B, P), how open the eyes are, and how the head leans, nods,
 * sways and breathes. It reuses the illustrated rig's motion vocabulary (avatar/life.ts,
 * avatar/visemes.ts) so both kinds of presenter blink, breathe and stress a sentence alike.
 */
import { eyeOpenAt, gestureAt, hash01, idleAt, seedOf } from '../avatar/life';
import { BLEND_MS, mouthAt, type MouthShape, type VisemeTrack } from '../avatar/visemes';

/** What a human layer needs to animate its portrait (compose/plan.ts `MediaLayer.photo`). */
export interface PhotoRigSpec {
  /** The landmarks picture stored beside the portrait (landmarks.ts). */
  landmarksUrl: string;
  /** Seeds the blinks and idle motion: the element's personaBizId, else the portrait's URL. */
  seedName: string;
  track?: VisemeTrack;
  sentenceStarts?: number[];
}

export interface PhotoPose {
  mouth: MouthShape;
  /** 0..1: the lips pressed shut, for M, B and P (silence keeps the photo's own mouth). */
  press: number;
  /** 1 open, 0 shut. */
  eyes: number;
  /** 0..1: brows lifted, at a sentence's stress. */
  brow: number;
  /** Head lean in degrees (positive: clockwise on the picture). */
  rollDeg: number;
  /** Head offset as fractions of the face's width (dx) and height (dy, positive down). */
  dx: number;
  dy: number;
}

const M_B_P = 7;
/** How far the head leans, sways and nods; a few degrees and pixels read as alive, more as wobbly. */
const ROLL_DEG = 1.4;
const SWAY = 0.012;
const NOD = 0.028;
const BREATH_LIFT = 0.006;

/** The viseme key in force at t and the one before it. */
function keysAt(track: VisemeTrack, t: number): { cur?: number; prev?: number; since: number } {
  let lo = 0,
    hi = track.length - 1,
    at = -1;
  while (lo <= hi) {
    const m = (lo + hi) >> 1;
    if (track[m]!.ms <= t) {
      at = m;
      lo = m + 1;
    } else hi = m - 1;
  }
  if (at < 0) return { since: Infinity };
  return {
    cur: track[at]!.v,
    ...(at > 0 ? { prev: track[at - 1]!.v } : {}),
    since: t - track[at]!.ms,
  };
}

/** How pressed the lips are at t, eased in and out over the same BLEND_MS as the mouth shapes. */
function pressAt(track: VisemeTrack | undefined, t: number): number {
  if (!track || track.length === 0) return 0;
  const { cur, prev, since } = keysAt(track, t);
  const k = Math.min(1, since / BLEND_MS);
  return (cur === M_B_P ? k : 0) + (prev === M_B_P ? 1 - k : 0);
}

export function photoPoseAt(spec: PhotoRigSpec, t: number): PhotoPose {
  const seed = seedOf(spec.seedName);
  const idle = idleAt(seed, t);
  const stress = gestureAt(spec.sentenceStarts, t);
  const phase = hash01(seed, 98) * Math.PI * 2;
  // idleAt's sway is in pixels of a 540-wide figure (±2.5, ±1.5): here a share of it, in face units.
  return {
    mouth: mouthAt(spec.track, t),
    press: pressAt(spec.track, t),
    eyes: eyeOpenAt(seed, t),
    brow: stress,
    rollDeg: ROLL_DEG * Math.sin(t / 2300 + phase) + 0.6 * stress,
    dx: (SWAY * idle.headDx) / 2.5,
    dy: (SWAY * 0.5 * idle.headDy) / 1.5 + NOD * stress - BREATH_LIFT * idle.breath,
  };
}
