/**
 * How much each landmark follows the mouth, worked out once per portrait. The jaw hinges near the
 * ears, so when it drops the chin and lower lip move fully, the jaw line less towards the ears, the
 * cheeks partly and nothing above the mouth; the upper lip lifts a little; the corners draw in or
 * out with the viseme's width. Pressed lips (M, B, P) meet where the photo's lips part, each lip's
 * two inner rings folding onto that line: a photo's landmarks put the lips' inner edge on the teeth
 * as often as on the lip, and the fold keeps those teeth from showing between pressed lips.
 */
import { faceCoords, heightAt, smoothstep, type FaceFrame, type Point } from './face-frame';
import { INNER_LOWER_LIP, INNER_UPPER_LIP, LOWER_LIP_RINGS, UPPER_LIP_RINGS } from './face-regions';

export interface MouthWeights {
  /** Share of the jaw's drop each point moves down by, with the lips' opening shaped flat … */
  jaw: Float32Array;
  /** … plus this much more per unit of roundness (an O opens evenly across, an A like an eye). */
  jawRound: Float32Array;
  /** Share of the upper lip's lift. */
  lift: Float32Array;
  /** Sideways move per unit of corner travel: −1 at the left corner, +1 at the right. */
  widen: Float32Array;
  /** Where each point goes, [x, y] per point, when the lips press shut. */
  press: Float32Array;
  /** How far apart the photo's lips are at the middle, along the face's down direction. */
  restGap: number;
}

/** Across a lip from corner (±1) to middle (0): a rounded profile, so the opening is lens-shaped. */
const lipProfile = (s: number, power: number): number => (1 - Math.min(1, s * s)) ** power;

/** Where the meeting line of pressed lips lies between the upper (0) and lower (1) lip. */
const MEET = 0.4;
/** How much of the fold each lip ring follows, outer edge to inner edge. */
const RING_FOLD = [0.35, 0.6, 1, 1] as const;
/** How much of the upper lip's lift each ring follows, outer edge to inner edge. */
const RING_LIFT = [0.7, 0.8, 0.9, 1] as const;

interface LipSlot {
  upper: boolean;
  ring: number;
  /** Which pair across the mouth, and how far from its middle (0) to a corner (1). */
  i: number;
  s: number;
}

function lipSlots(): Map<number, LipSlot> {
  const slots = new Map<number, LipSlot>();
  const last = INNER_UPPER_LIP.length - 1;
  for (const [rings, upper] of [
    [UPPER_LIP_RINGS, true],
    [LOWER_LIP_RINGS, false],
  ] as const)
    rings.forEach((ring, r) =>
      ring.forEach((p, i) => slots.set(p, { upper, ring: r, i, s: Math.abs((2 * i) / last - 1) })),
    );
  return slots;
}

export function mouthWeights(pts: readonly Point[], f: FaceFrame): MouthWeights {
  const n = pts.length;
  const jaw = new Float32Array(n),
    jawRound = new Float32Array(n),
    lift = new Float32Array(n),
    widen = new Float32Array(n),
    press = new Float32Array(n * 2);
  const slots = lipSlots();
  const at = (i: number): Point => pts[i] ?? [0, 0];
  // Where pressed lips meet, as a height along down across the face: lips fold straight down onto
  // it, never sideways, so no two points of a lip cross.
  const meetLine = INNER_UPPER_LIP.map((u, i): Point => {
    const [a, top] = faceCoords(f, at(u), f.mouth);
    const [, bottom] = faceCoords(f, at(INNER_LOWER_LIP[i]!), f.mouth);
    return [a, top + (bottom - top) * MEET];
  }).sort((p, q) => p[0] - q[0]);
  const foldOf = (p: number) => {
    const [a, b] = faceCoords(f, at(p), f.mouth);
    return heightAt(meetLine, a) - b;
  };
  const middle = Math.floor(INNER_UPPER_LIP.length / 2);
  const middleGap = ((): Point => {
    const a = at(INNER_UPPER_LIP[middle]!),
      b = at(INNER_LOWER_LIP[middle]!);
    return [b[0] - a[0], b[1] - a[1]];
  })();
  const restGap = Math.max(0, middleGap[0] * f.down[0] + middleGap[1] * f.down[1]);

  for (let p = 0; p < n; p++) {
    const [a, b] = faceCoords(f, pts[p] ?? [0, 0], f.mouth);
    const um = a / f.mouthHalfWidth;
    const v = b / f.chinDrop;
    const uf = Math.abs(a) / (f.faceWidth / 2);
    const slot = slots.get(p);
    if (slot) {
      if (slot.s >= 1)
        jaw[p] = 0.5; // a corner, shared by both lips: it parts from neither
      else {
        if (slot.upper) lift[p] = RING_LIFT[slot.ring]! * lipProfile(slot.s, 1);
        else {
          jaw[p] = 0.5 + 0.5 * lipProfile(slot.s, 1);
          jawRound[p] = 0.5 * (lipProfile(slot.s, 0.4) - lipProfile(slot.s, 1));
        }
        // Each ring is drawn towards the meeting line by the inner ring's share of the fold.
        const inner = (slot.upper ? UPPER_LIP_RINGS : LOWER_LIP_RINGS)[2]![slot.i]!;
        const by = RING_FOLD[slot.ring]! * foldOf(slot.ring >= 2 ? p : inner);
        press[p * 2] = f.down[0] * by;
        press[p * 2 + 1] = f.down[1] * by;
      }
    } else if (v > -1) {
      // Beside the mouth the border between jaw and upper face softens into the cheeks.
      const soft = 0.55 * smoothstep(0.9, 2.1, Math.abs(um));
      jaw[p] = smoothstep(-0.05 - soft, 0.3, v) * (1 - 0.55 * smoothstep(0.5, 1.0, uf));
      if (v < 0) lift[p] = 0.5 * (1 - smoothstep(0.15, 0.7, -v)) * (1 - smoothstep(0.6, 1.1, Math.abs(um)));
      const share = MEET * lift[p]! + (MEET - 1) * jaw[p]!;
      press[p * 2] = middleGap[0] * share;
      press[p * 2 + 1] = middleGap[1] * share;
    }
    const r = Math.hypot(a, b * 1.3) / f.mouthHalfWidth;
    widen[p] = Math.max(-1, Math.min(1, um)) * (1 - smoothstep(0.9, 2.0, r));
  }
  return { jaw, jawRound, lift, widen, press, restGap };
}
