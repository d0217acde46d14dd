import { describe, expect, it } from 'vitest';
import { eyeOpenAt, seedOf } from '../avatar/life';
import type { VisemeTrack } from '../avatar/visemes';
import { photoPoseAt, type PhotoRigSpec } from './photo-pose';

// Silence, M at 400, A at 480, silence at 900, O at 1400.
const track: VisemeTrack = [
  { ms: 0, v: 0 },
  { ms: 400, v: 7 },
  { ms: 480, v: 1 },
  { ms: 900, v: 0 },
  { ms: 1400, v: 4 },
];
const spec: PhotoRigSpec = { landmarksUrl: 'x/landmarks.png', seedName: 'avatar-1', track, sentenceStarts: [400] };

/** The first moment (ms) the seeded eyes are shut. */
function firstBlink(seedName: string): number {
  for (let t = 0; t < 10_000; t++) if (eyeOpenAt(seedOf(seedName), t) < 0.02) return t;
  throw new Error('no blink in 10 s');
}

describe('the photo avatar’s pose', () => {
  it('is a function of t alone', () => {
    for (const t of [0, 123, 460, 700, 1329, 5000]) expect(photoPoseAt(spec, t)).toEqual(photoPoseAt({ ...spec }, t));
    expect(photoPoseAt(spec, 700)).not.toEqual(photoPoseAt(spec, 1600));
  });

  it('opens the mouth on vowels, presses the lips on M and keeps the photo’s mouth in silence', () => {
    const at = (t: number) => photoPoseAt(spec, t);
    expect(at(200)).toMatchObject({ mouth: { open: 0 }, press: 0 });
    expect(at(460)).toMatchObject({ mouth: { open: 0 }, press: 1 });
    expect(at(700)).toMatchObject({ mouth: { open: 1 }, press: 0 });
    expect(at(1600).mouth.open).toBeGreaterThan(0.5);
    expect(at(1600).mouth.round).toBeGreaterThan(0.5);
    // The lips part from the press over the same blend as the mouth shapes, not in one frame.
    expect(at(500).press).toBeGreaterThan(0);
    expect(at(500).press).toBeLessThan(1);
  });

  it('blinks at its seed’s moments and has its eyes open otherwise', () => {
    const shut = firstBlink(spec.seedName);
    expect(photoPoseAt(spec, shut).eyes).toBeLessThan(0.05);
    expect(photoPoseAt(spec, shut + 400).eyes).toBe(1);
    expect(firstBlink('another avatar')).not.toBe(shut);
  });

  it('moves the head a little, and nods at a sentence’s start', () => {
    for (let t = 0; t < 20_000; t += 97) {
      const p = photoPoseAt(spec, t);
      expect(Math.abs(p.rollDeg)).toBeLessThan(3);
      expect(Math.abs(p.dx)).toBeLessThan(0.03);
      expect(Math.abs(p.dy)).toBeLessThan(0.05);
    }
    const calm = photoPoseAt({ ...spec, sentenceStarts: [] }, 1000);
    const nod = photoPoseAt(spec, 1000);
    expect(nod.dy - calm.dy).toBeGreaterThan(0.02);
    expect(nod.brow).toBeGreaterThan(0.9);
  });
});
