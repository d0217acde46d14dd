import { HIDDEN_OUTPUT_SIZES, TEMPLATE_KINDS } from '@portal/contracts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The ratio label of a video size: the spec's named sizes first (6:16, 11:16 …), else the reduced ratio. */
export function ratioOf(size: { width: number; height: number }): string {
  const named = [...TEMPLATE_KINDS, ...HIDDEN_OUTPUT_SIZES].find(
    (k) => 'width' in k && k.width === size.width && k.height === size.height,
  );
  if (named) return named.ratio;
  const w = Math.round(size.width);
  const h = Math.round(size.height);
  if (w <= 0 || h <= 0) return '';
  const d = gcd(w, h);
  return `${w / d}:${h / d}`;
}

/** `1920×1080 · 16:9` as cards show it. */
export const sizeLabel = (size: { width: number; height: number }) => `${size.width}×${size.height} · ${ratioOf(size)}`;
