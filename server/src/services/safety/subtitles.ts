import { parseSubtitles, type SafetyMatch } from '@portal/workers/core/safety/index';
import type { TextCheck } from './check-text';

/**
 * Checks each cue of an SRT or WebVTT file (001 §3 customizeAudioData, §5 check 10). Positions are
 * offsets in the cue's text; the flagged cue texts are the scene's subtitleSensitiveTexts.
 */
export function checkSubtitleFile(content: string, check: (text: string) => TextCheck) {
  const cues = parseSubtitles(content);
  const flagged: {
    index: number;
    startMs: number;
    endMs: number;
    text: string;
    level: 'RISK' | 'SENSITIVE';
    matches: SafetyMatch[];
  }[] = [];
  let level: 'NORMAL' | 'RISK' | 'SENSITIVE' = 'NORMAL';
  for (const cue of cues) {
    const result = check(cue.text);
    if (result.level === 'NORMAL') continue;
    flagged.push({ ...cue, level: result.level, matches: result.matches });
    if (result.level === 'SENSITIVE') level = 'SENSITIVE';
    else if (level === 'NORMAL') level = 'RISK';
  }
  return {
    level,
    cueCount: cues.length,
    cues: flagged,
    subtitleSensitiveTexts: flagged.filter((c) => c.level === 'SENSITIVE').map((c) => c.text),
  };
}
