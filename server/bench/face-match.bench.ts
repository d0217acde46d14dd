/**
 * Matching one embedding against 10,000 enrolled faces (issue 29, target < 5 ms), without the face
 * models: `npm run -w server bench:face-match`. Enrolled faces are random unit vectors; probes are
 * camera-like copies of enrolled faces (cosine 0.7–0.95), so the search has a true answer to find.
 */
import { normalise, packMatrix } from '@portal/workers/core/face/match';
import { FACE_EMBEDDING_LENGTH } from '@portal/contracts';
import { timeMatching } from './face-match-timing';

const dim = FACE_EMBEDDING_LENGTH;
const gauss = () => Math.sqrt(-2 * Math.log(Math.random() || 1e-12)) * Math.cos(2 * Math.PI * Math.random());
const rows = Array.from({ length: 10_000 }, () => normalise(Array.from({ length: dim }, gauss)));
const near = (base: Float32Array, similarity: number) => {
  const noise = normalise(Array.from({ length: dim }, gauss));
  const w = Math.sqrt(1 / similarity ** 2 - 1);
  return normalise(Array.from({ length: dim }, (_, i) => base[i]! + w * noise[i]!));
};
const t0 = performance.now();
const matrix = packMatrix(rows, dim);
console.log(`index of 10,000 faces built in ${(performance.now() - t0).toFixed(0)} ms`);
const probes = Array.from({ length: 64 }, (_, i) => near(rows[(i * 151) % rows.length]!, 0.7 + (i % 6) * 0.05));
const { line, p50 } = timeMatching(matrix, probes);
console.log(line);
console.log(p50 < 5 ? 'target < 5 ms (p50): met' : 'target < 5 ms (p50): MISSED');
