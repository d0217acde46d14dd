/**
 * The polyphone picker's dictionary: pinyin-pro's `polyphonic`, whose readings come most common first.
 * Readings use the markup's form: letters plus tone digit, neutral tone as 5 (001 §5 "tone 1–5").
 * Cantonese has no bundled dictionary: jyutping is checked for format only (see validate.ts).
 */
import { polyphonic } from 'pinyin-pro';

const HAN = /^\p{Script=Han}$/u;
const cache = new Map<string, readonly string[]>();

/** Readings of one Han character, most common first; [] for anything else. */
export function readingsOf(char: string): readonly string[] {
  if (!HAN.test(char)) return [];
  const hit = cache.get(char);
  if (hit) return hit;
  const raw = polyphonic(char, { type: 'array', toneType: 'num' })[0] ?? [];
  // pinyin-pro marks the neutral tone 0; the markup's neutral tone is 5.
  const readings = [...new Set(raw.map((r) => r.replace(/0$/, '5').replace(/^([a-zü]+)$/, '$15')))];
  cache.set(char, readings);
  return readings;
}

export function isPolyphone(char: string): boolean {
  return readingsOf(char).length > 1;
}

/** Whether `reading` is one the dictionary knows for `char` (ü and v treated alike). Non-Han always passes. */
export function isKnownReading(char: string, reading: string): boolean {
  const readings = readingsOf(char);
  if (readings.length === 0) return true;
  const want = reading.toLowerCase().replace(/ü/g, 'v');
  return readings.some((r) => r.replace(/ü/g, 'v') === want);
}
