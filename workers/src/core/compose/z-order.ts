/**
 * 001 §4 / 002 §4: visible elements get z-indices counting from 1, or from 2 when a background
 * exists (it holds 1); hidden elements get 0. Explicit zIndex values keep their relative order;
 * elements without one go above them in source order.
 */
export interface ZInput {
  hidden: boolean;
  zIndex: number;
}

export function assignZIndices(items: readonly ZInput[], hasBackground: boolean): number[] {
  const first = hasBackground ? 2 : 1;
  const order = items
    .map((it, i) => ({ it, i }))
    .filter(({ it }) => !it.hidden)
    .sort((a, b) => key(a.it) - key(b.it) || a.i - b.i);
  const out = items.map(() => 0);
  order.forEach(({ i }, rank) => {
    out[i] = first + rank;
  });
  return out;
}

const key = (it: ZInput): number => (Number.isFinite(it.zIndex) ? it.zIndex : Number.MAX_SAFE_INTEGER);
