/** One subtitle cue: its times and its text as shown (markup removed, lines joined with \n). */
export interface SubtitleCue {
  index: number;
  startMs: number;
  endMs: number;
  text: string;
}

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{1,2})[,.](\d{1,3})/;
const ms = (m: RegExpExecArray) =>
  ((Number(m[1] ?? 0) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]!.padEnd(3, '0'));

/**
 * Reads SRT or WebVTT (001 §3 customizeAudioData subtitles). Blocks without a timing line — the
 * WEBVTT header, NOTE, STYLE and REGION blocks, stray numbers — are skipped; a cue's markup
 * (<i>, <c.x>, {\an8}) is dropped so positions refer to the text a viewer reads.
 */
export function parseSubtitles(source: string): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at === -1) continue;
    const [from, to] = lines[at]!.split('-->');
    const start = TIME.exec(from ?? '');
    const end = TIME.exec(to ?? '');
    if (!start || !end) continue;
    const text = lines
      .slice(at + 1)
      .map((l) => l.replace(/<[^>]*>/g, '').replace(/\{\\[^}]*\}/g, ''))
      .join('\n')
      .trim();
    if (text) cues.push({ index: cues.length + 1, startMs: ms(start), endMs: ms(end), text });
  }
  return cues;
}
