export { splitSentences, SUBTITLE_MAX, SUBTITLE_MIN } from '@portal/workers/core/ssml/sentences';

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
