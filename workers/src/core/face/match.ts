/**
 * Nearest enrolled face by cosine similarity. Enrolled embeddings are unit vectors packed row by
 * row into one contiguous Float32Array. Up to EXACT_MAX faces every row is compared in full; beyond
 * that a coarse pass over a 64-dimension sparse random projection (Johnson–Lindenstrauss; 64 ±1
 * taps per coordinate from a fixed seed) picks the RERANK (100) best candidates and only those are
 * compared in full. With 10,000 faces that is 0.74 M multiply-adds instead of 10 M. The true best
 * survives the coarse pass when it is among the top 1 % by projected score: a face at the 0.6
 * threshold projects to 0.6 ± 0.13, strangers to 0 ± 0.13, so the hundredth stranger sits near
 * 0.3 (match-two-stage.test.ts checks agreement with the exact scan; 128 dimensions cost twice
 * the time for no change there).
 */
export interface FaceMatrix {
  dim: number;
  count: number;
  values: Float32Array;
  coarse: Float32Array | null;
}

const COARSE_DIM = 64;
const EXACT_MAX = 1024;
const RERANK = 100;

/** Unit length, so a dot product is the cosine similarity. */
export function normalise(values: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(values);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i]! * out[i]!;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

/** Inputs each coarse coordinate sums (a sparse projection: 1/16 of 1024, so building is cheap). */
const TAPS = 64;
type Projection = { index: Uint16Array; sign: Int8Array };
const projections = new Map<number, Projection>();
/** The sparse ±1 projection for `dim` inputs (xorshift from a fixed seed: the same on every run). */
function projectionOf(dim: number): Projection {
  let p = projections.get(dim);
  if (!p) {
    p = { index: new Uint16Array(COARSE_DIM * TAPS), sign: new Int8Array(COARSE_DIM * TAPS) };
    let x = 0x9e3779b9;
    const next = () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    };
    for (let i = 0; i < p.index.length; i++) {
      p.index[i] = next() % dim;
      p.sign[i] = next() & 1 ? 1 : -1;
    }
    projections.set(dim, p);
  }
  return p;
}

function project(row: Float32Array, dim: number, out: Float32Array, offset: number) {
  const { index, sign } = projectionOf(dim);
  for (let c = 0; c < COARSE_DIM; c++) {
    let s = 0;
    for (let t = c * TAPS; t < (c + 1) * TAPS; t++) s += sign[t]! * row[index[t]!]!;
    out[offset + c] = s;
  }
}

/**
 * One contiguous Float32Array of unit rows (normalised here, so a stored vector of any length still
 * scores as a cosine) and, past EXACT_MAX rows, their coarse projections.
 */
export function packMatrix(rows: ArrayLike<number>[], dim: number): FaceMatrix {
  const values = new Float32Array(rows.length * dim);
  rows.forEach((row, i) => values.set(normalise(row).subarray(0, dim), i * dim));
  let coarse: Float32Array | null = null;
  if (rows.length > EXACT_MAX) {
    coarse = new Float32Array(rows.length * COARSE_DIM);
    for (let i = 0; i < rows.length; i++) project(values.subarray(i * dim, (i + 1) * dim), dim, coarse, i * COARSE_DIM);
  }
  return { dim, count: rows.length, values, coarse };
}

function dot(values: Float32Array, base: number, probe: Float32Array, dim: number) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let i = 0; i < dim; i += 4) {
    s0 += values[base + i]! * probe[i]!;
    s1 += values[base + i + 1]! * probe[i + 1]!;
    s2 += values[base + i + 2]! * probe[i + 2]!;
    s3 += values[base + i + 3]! * probe[i + 3]!;
  }
  return s0 + s1 + s2 + s3;
}

/** The coarse pass: the RERANK rows whose projections score best against the probe's. */
function coarseCandidates(matrix: FaceMatrix, coarse: Float32Array, probe: Float32Array): Int32Array {
  const { count, dim } = matrix;
  const q = new Float32Array(COARSE_DIM);
  project(probe, dim, q, 0);
  const topIdx = new Int32Array(RERANK).fill(-1);
  const topScore = new Float32Array(RERANK).fill(Number.NEGATIVE_INFINITY);
  let floor = Number.NEGATIVE_INFINITY;
  for (let r = 0; r < count; r++) {
    const score = dot(coarse, r * COARSE_DIM, q, COARSE_DIM);
    if (score <= floor) continue;
    let k = RERANK - 1;
    while (k > 0 && topScore[k - 1]! < score) {
      topScore[k] = topScore[k - 1]!;
      topIdx[k] = topIdx[k - 1]!;
      k--;
    }
    topScore[k] = score;
    topIdx[k] = r;
    floor = topScore[RERANK - 1]!;
  }
  return topIdx;
}

/** Every row compared in full: the reference the two-stage search is tested against. */
export function exactMatch(matrix: FaceMatrix, probe: Float32Array): { index: number; similarity: number } {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let r = 0; r < matrix.count; r++) {
    const score = dot(matrix.values, r * matrix.dim, probe, matrix.dim);
    if (score > bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return { index: best, similarity: best < 0 ? 0 : bestScore };
}

/** The nearest enrolled face: exact up to EXACT_MAX rows, else the coarse pass then exact re-ranking. */
export function bestMatch(matrix: FaceMatrix, probe: Float32Array): { index: number; similarity: number } {
  if (!matrix.coarse) return exactMatch(matrix, probe);
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const r of coarseCandidates(matrix, matrix.coarse, probe)) {
    if (r < 0) continue;
    const score = dot(matrix.values, r * matrix.dim, probe, matrix.dim);
    if (score > bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return { index: best, similarity: best < 0 ? 0 : bestScore };
}
