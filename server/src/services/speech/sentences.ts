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

function hardSplit(text: string, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += max) out.push(chars.slice(i, i + max).join(''));
  return out;
}

export interface TimedSentence {
  index: number;
  text: string;
  startMs: number;
  endMs: number;
}

const stamp = (ms: number, separator: ',' | '.') => {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
};

export const toSrt = (sentences: TimedSentence[]) =>
  sentences.map((s) => `${s.index}\n${stamp(s.startMs, ',')} --> ${stamp(s.endMs, ',')}\n${s.text}\n`).join('\n');

export const toVtt = (sentences: TimedSentence[]) =>
  `WEBVTT\n\n${sentences.map((s) => `${stamp(s.startMs, '.')} --> ${stamp(s.endMs, '.')}\n${s.text}\n`).join('\n')}`;
