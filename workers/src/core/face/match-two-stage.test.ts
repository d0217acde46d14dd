import { describe, expect, it } from 'vitest';
import { bestMatch, exactMatch, normalise, packMatrix } from './match';

/** Seeded, so a failure can be replayed (mulberry32 and Box–Muller). */
function gaussians(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform() || 1e-12)) * Math.cos(2 * Math.PI * uniform());
}

const DIM = 1024;
/** A unit vector at cosine ≈ `similarity` to `base` (base plus independent noise). */
function near(base: ArrayLike<number>, similarity: number, gauss: () => number) {
  const noise = normalise(Array.from({ length: DIM }, gauss));
  const w = Math.sqrt(1 / similarity ** 2 - 1);
  return normalise(Array.from({ length: DIM }, (_, i) => base[i]! + w * noise[i]!));
}

// Exact scans are the slow reference: generous timeouts for a shared machine.
describe('two-stage face search (coarse projection, then exact re-ranking)', { timeout: 120_000 }, () => {
  const gauss = gaussians(29);
  const rows = Array.from({ length: 4_000 }, () => normalise(Array.from({ length: DIM }, gauss)));
  // Near-duplicates: one person enrolled five times (cosine ≈ 0.97 to the original), twenty such people.
  for (let p = 0; p < 20; p++) for (let k = 1; k <= 5; k++) rows[p * 10 + k] = near(rows[p * 10]!, 0.97, gauss);
  const matrix = packMatrix(rows, DIM);

  it('uses the coarse pass at this size', () => {
    expect(matrix.coarse).not.toBeNull();
  });

  it('finds what the exact scan finds for camera-like probes of enrolled faces (cosine 0.6–0.95)', () => {
    for (let t = 0; t < 100; t++) {
      const target = (t * 37) % rows.length;
      const probe = near(rows[target]!, 0.6 + (t % 8) * 0.05, gauss);
      const exact = exactMatch(matrix, probe);
      expect(bestMatch(matrix, probe)).toEqual(exact);
    }
  });

  it('picks the same one of several near-duplicates as the exact scan', () => {
    for (let p = 0; p < 20; p++) {
      for (let k = 0; k <= 5; k += 2) {
        const probe = near(rows[p * 10 + k]!, 0.9, gauss);
        const exact = exactMatch(matrix, probe);
        expect(exact.index - (exact.index % 10)).toBe(p * 10);
        expect(bestMatch(matrix, probe)).toEqual(exact);
      }
    }
  });

  it('gives the same answer as the exact scan for strangers: nobody above the threshold', () => {
    for (let t = 0; t < 30; t++) {
      const stranger = normalise(Array.from({ length: DIM }, gauss));
      const exact = exactMatch(matrix, stranger);
      const fast = bestMatch(matrix, stranger);
      expect(exact.similarity).toBeLessThan(0.6);
      expect(fast.similarity).toBeLessThanOrEqual(exact.similarity);
    }
  });
});
