/**
 * Mandarin reading for the local engine. eSpeak NG reads Mandarin at one level and one speed, with
 * the same short gap at every mark, which is what makes it sound read by a machine. Broadcast
 * Mandarin falls at the end of a statement, pauses longer at a full stop than at a comma (and
 * hardly at all at 、), and runs at about 4–5 characters a second. So the engine's SSML gets:
 * - the last characters of each statement spoken lower (a question keeps its rise);
 * - a pause after each mark, scaled to the mark;
 * and Mandarin voices a slower base speed. Measured by server/bench/mandarin-prosody.bench.ts
 * (docs/benchmarks.md). Ours: the spec says nothing of prosody.
 */

/**
 * Silence asked after each mark, ms. eSpeak takes a break in place of its own clause gap (190 ms at
 * a comma, ~400 ms at a full stop, measured), so these are the pauses wanted, not additions.
 */
export const PAUSE_AFTER_MS: Readonly<Record<string, number>> = {
  '，': 300,
  '：': 320,
  '；': 380,
  '。': 600,
  '！': 600,
  '？': 500,
  '…': 650,
};

/** The pause of an enumeration mark (、), which eSpeak would read as a full clause break. */
export const ENUMERATION_PAUSE_MS = 80;

/** How many characters before a statement's end are lowered, and by how much. */
export const FINAL_LOWERED_CHARS = 3;
export const FINAL_PITCH = '-40%';

/**
 * Mandarin voices speak at this multiple of eSpeak's default speed (rate 1 = 175 words a minute).
 * Measured, eSpeak's Mandarin at 175 is 3.6 characters a second, below broadcast (4–5): a slower
 * speed would move it further away. 1.12 puts the reading, with its longer pauses, near 4 (docs/decisions/0026).
 */
export const MANDARIN_SPEED_FACTOR = 1.12;

const HAN = /\p{Script=Han}/u;
const STATEMENT_END = /[。！]/u;

/** One text node of the SSML (already escaped; Chinese marks are never escaped). */
function readText(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (STATEMENT_END.test(c)) {
      // Lower the statement's last Han characters: move them from the output into a <prosody>.
      let start = out.length;
      let count = 0;
      const kept = [...out];
      let j = kept.length;
      while (j > 0 && count < FINAL_LOWERED_CHARS && HAN.test(kept[j - 1]!)) {
        j--;
        count++;
      }
      if (count > 0) {
        start = kept.slice(0, j).join('').length;
        out = `${out.slice(0, start)}<prosody pitch="${FINAL_PITCH}">${out.slice(start)}</prosody>`;
      }
    }
    // eSpeak stops as long at 、 as at ，; a list's enumeration mark is a short break instead.
    if (c === '、') {
      out += `<break time="${ENUMERATION_PAUSE_MS}ms"/>`;
      continue;
    }
    out += c;
    const pause = PAUSE_AFTER_MS[c];
    // No pause after the very last mark: the sentence ends there anyway.
    if (pause && i < chars.length - 1) out += `<break time="${pause}ms"/>`;
  }
  return out;
}

/** The engine's SSML with Mandarin reading added to every text node. */
export function withMandarinProsody(ssml: string): string {
  return ssml.replace(/>([^<]+)</g, (_m, text: string) => `>${readText(text)}<`);
}

/** Whether an eSpeak voice speaks Mandarin ('cmn', 'cmn+f3', 'zh'). */
export const isMandarinVoice = (voice: string) => /^(cmn|zh)(\+|$)/.test(voice);
