/**
 * Caption and subtitle sentences: the render's caption cues, the subtitle files and the editor's
 * still frame split a scene's text the same way, so they live here, beside the speech model.
 */
import { stripGestureTags } from '../avatar/gestures';
import { speechDocFrom } from './canonical';
import { plainText } from './model';

/** Subtitle sentences are 2 to 15 characters (001 §7 voice/get-subtitle, §9). */
export const SUBTITLE_MIN = 2;
export const SUBTITLE_MAX = 15;

const BREAKS = /([。！？!?；;…\n]+)/;
const SOFT_BREAKS = /([，,、：:]+)/;

/** Characters a reader sees; punctuation at the end of a line is kept with its text. */
const visibleLength = (text: string) => [...text.replace(/[\s，,。！？!?；;、：:…"'“”‘’]/g, '')].length;

/**
 * Splits text into subtitle sentences: at sentence ends, then at commas when still too long, then
 * every `max` characters; pieces shorter than `min` join their neighbour.
 */
export function splitSentences(text: string, min = SUBTITLE_MIN, max = SUBTITLE_MAX): string[] {
  const pieces: string[] = [];
  for (const sentence of joinDelimiters(text.split(BREAKS))) {
    if (visibleLength(sentence) <= max) {
      pieces.push(sentence);
      continue;
    }
    for (const clause of joinDelimiters(sentence.split(SOFT_BREAKS))) {
      if (visibleLength(clause) <= max) pieces.push(clause);
      else pieces.push(...hardSplit(clause, max));
    }
  }
  const merged: string[] = [];
  for (const piece of pieces.map((p) => p.trim()).filter((p) => visibleLength(p) > 0)) {
    const last = merged.at(-1);
    if (
      last !== undefined &&
      (visibleLength(piece) < min || visibleLength(last) < min) &&
      visibleLength(last + piece) <= max
    )
      merged[merged.length - 1] = last + piece;
    else merged.push(piece);
  }
  return merged;
}

/** ['a', '。', 'b', '！'] → ['a。', 'b！'] */
function joinDelimiters(parts: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const text = (parts[i] ?? '') + (parts[i + 1] ?? '');
    if (text.trim()) out.push(text);
  }
  return out;
}

/**
 * A clause longer than `max` with no comma in it: cut into as few lines as it needs, of near-equal
 * length, at word boundaries where one is near, so a caption never reads 「…全新的智能平」「板」.
 * Word boundaries come from Intl.Segmenter (ICU's dictionary for Chinese), in Node and browsers alike.
 */
function hardSplit(text: string, max: number): string[] {
  const chars = [...text];
  const lines = Math.ceil(chars.length / max);
  const boundaries = wordBoundaries(text);
  const out: string[] = [];
  let from = 0;
  for (let line = 1; line < lines; line++) {
    const ideal = Math.round((line * chars.length) / lines);
    // A cut must leave this line within max and the rest within max per remaining line.
    const lowest = Math.max(from + 1, chars.length - max * (lines - line));
    const highest = Math.min(from + max, chars.length - 1);
    let cut = Math.min(Math.max(ideal, lowest), highest);
    let best = Number.POSITIVE_INFINITY;
    for (const b of boundaries)
      if (b >= lowest && b <= highest && Math.abs(b - ideal) < best) {
        best = Math.abs(b - ideal);
        cut = b;
      }
    out.push(chars.slice(from, cut).join(''));
    from = cut;
  }
  out.push(chars.slice(from).join(''));
  return out;
}

/** Code-point offsets where a word starts (never 0), by the runtime's word segmenter. */
function wordBoundaries(text: string): number[] {
  const offsets: number[] = [];
  let codePoints = 0;
  let units = 0;
  for (const { index } of new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)) {
    // Segments report UTF-16 offsets; lines are cut by code point.
    codePoints += [...text.slice(units, index)].length;
    units = index;
    if (index > 0) offsets.push(codePoints);
  }
  return offsets;
}

/**
 * The caption's sentences of a scene's spoken text, as the render's cues read: marked-up text by its
 * plain reading, a `{手势:…}` tag left out (decision 0028), empty pieces dropped.
 */
export function captionSentences(text: string): string[] {
  if (!text.trim()) return [];
  let plain = text;
  // Markup still being typed may not parse yet: its text is then captioned as it stands.
  if (text.trimStart().startsWith('<'))
    try {
      plain = plainText(speechDocFrom(text));
    } catch {}
  return splitSentences(plain)
    .map((s) => stripGestureTags(s).trim())
    .filter((s) => s.length > 0);
}
