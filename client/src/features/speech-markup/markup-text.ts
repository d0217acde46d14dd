/**
 * The scene text editor's written form of speech markup: the document model (workers/src/core/ssml)
 * as plain text with brace tokens a person can read, type, copy and undo like any text:
 *
 *   {停顿:500}          a pause of 500 ms
 *   {连读:数字员工}      words read as one word
 *   {读音:行|hang2}      a polyphone read as the given pinyin (mandarin)
 *   {粤语读音:行|hong4}  the same in jyutping (cantonese)
 *   {读作:数字:2024}     say-as: 数字 cardinal, 逐位 digits, 字符 characters, 电话 telephone, 日期 date, 时间 time
 *   {替换:WHO|世界卫生组织}  substitution: the alias is read instead of the text
 *
 * A brace that does not open a well-formed token stays text (and the validator reports what it must).
 * Paragraphs are lines. The AI placeholder keeps its private-use marker character.
 */
import type { Inline, Language, SayAsKind, SpeechDoc } from '@portal/workers/core/ssml/model';
import { normalize } from '@portal/workers/core/ssml/model';

export const SAY_AS_LABELS: Record<SayAsKind, string> = {
  cardinal: '数字',
  digits: '逐位',
  characters: '字符',
  telephone: '电话',
  date: '日期',
  time: '时间',
};
const SAY_AS_BY_LABEL = new Map(Object.entries(SAY_AS_LABELS).map(([kind, label]) => [label, kind as SayAsKind]));
const PHONEME_TAG: Record<Language, string> = { mandarin: '读音', cantonese: '粤语读音' };

const TOKEN = /\{(停顿|连读|读音|粤语读音|读作|替换):([^{}\n]*)\}/g;
const AI_PLACEHOLDER = '\uE000';

function tokenOf(inline: Inline): string {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'placeholder':
      return AI_PLACEHOLDER;
    case 'pause':
      return `{停顿:${inline.ms}}`;
    case 'word':
      return `{连读:${inline.text}}`;
    case 'phoneme':
      return `{${PHONEME_TAG[inline.lang]}:${inline.text}|${inline.syllables.join(' ')}}`;
    case 'sayAs':
      return `{读作:${SAY_AS_LABELS[inline.as]}:${inline.text}}`;
    case 'sub':
      return `{替换:${inline.text}|${inline.alias}}`;
  }
}

/** The editor's text of a document. */
export function toMarkupText(doc: SpeechDoc): string {
  return doc.paragraphs.map((p) => p.inlines.map(tokenOf).join('')).join('\n');
}

/** One token's inline, or null when its body is not well formed (the token then stays text). */
function inlineOf(tag: string, body: string): Inline | null {
  const pair = (emptySecond = false): [string, string] | null => {
    const bar = body.indexOf('|');
    return bar > 0 && (emptySecond || bar < body.length - 1) ? [body.slice(0, bar), body.slice(bar + 1)] : null;
  };
  switch (tag) {
    case '停顿': {
      return /^\d{1,6}$/.test(body) ? { type: 'pause', ms: Number(body) } : null;
    }
    case '连读':
      return body ? { type: 'word', text: body } : null;
    case '读音':
    case '粤语读音': {
      const p = pair();
      if (!p) return null;
      const syllables = p[1].trim().split(/\s+/);
      return { type: 'phoneme', text: p[0], lang: tag === '读音' ? 'mandarin' : 'cantonese', syllables };
    }
    case '读作': {
      const colon = body.indexOf(':');
      const kind = colon > 0 ? SAY_AS_BY_LABEL.get(body.slice(0, colon)) : undefined;
      const text = body.slice(colon + 1);
      return kind && text ? { type: 'sayAs', as: kind, text } : null;
    }
    case '替换': {
      const p = pair(true);
      return p ? { type: 'sub', text: p[0], alias: p[1] } : null;
    }
    default:
      return null;
  }
}

function paragraphOf(line: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    for (const [i, part] of text.split(AI_PLACEHOLDER).entries()) {
      if (i > 0) out.push({ type: 'placeholder' });
      if (part) out.push({ type: 'text', text: part });
    }
  };
  let at = 0;
  for (const match of line.matchAll(TOKEN)) {
    const inline = inlineOf(match[1]!, match[2]!);
    if (!inline) continue;
    pushText(line.slice(at, match.index));
    out.push(inline);
    at = match.index + match[0].length;
  }
  pushText(line.slice(at));
  return out;
}

/** The document of the editor's text. */
export function fromMarkupText(text: string): SpeechDoc {
  return normalize({ paragraphs: text.split('\n').map((line) => ({ inlines: paragraphOf(line) })) });
}

/** True when the document carries any markup (it is then stored as SSML, else as plain text). */
export const hasMarkup = (doc: SpeechDoc): boolean =>
  doc.paragraphs.some((p) => p.inlines.some((i) => i.type !== 'text'));

/** What a toolbar action does to the selection [start, end) of the editor's text. */
export interface TextEdit {
  text: string;
  /** Caret position after the edit. */
  caret: number;
}

const replace = (text: string, start: number, end: number, insert: string): TextEdit => ({
  text: text.slice(0, start) + insert + text.slice(end),
  caret: start + insert.length,
});

export const insertPause = (text: string, at: number, ms: number): TextEdit =>
  replace(text, at, at, `{停顿:${Math.round(ms)}}`);
export const markWord = (text: string, start: number, end: number): TextEdit =>
  replace(text, start, end, `{连读:${text.slice(start, end)}}`);
export const markPolyphone = (
  text: string,
  start: number,
  end: number,
  reading: string,
  lang: Language = 'mandarin',
): TextEdit => replace(text, start, end, `{${PHONEME_TAG[lang]}:${text.slice(start, end)}|${reading}}`);
export const markSayAs = (text: string, start: number, end: number, kind: SayAsKind): TextEdit =>
  replace(text, start, end, `{读作:${SAY_AS_LABELS[kind]}:${text.slice(start, end)}}`);
export const markSubstitution = (text: string, start: number, end: number, alias: string): TextEdit =>
  replace(text, start, end, `{替换:${text.slice(start, end)}|${alias}}`);

/** Why a selection cannot be marked, in the editor's words; null when it can. */
export function selectionProblem(
  text: string,
  start: number,
  end: number,
  need: 'text' | 'oneCharacter',
): string | null {
  const selected = text.slice(start, end);
  if (!selected) return need === 'oneCharacter' ? '请先选中一个汉字' : '请先选中要标注的文字';
  if (/[{}\n]/.test(selected)) return '选中的文字不能包含其他标注或换行';
  if (need === 'oneCharacter' && !/^\p{Script=Han}$/u.test(selected)) return '请先选中一个汉字';
  return null;
}
