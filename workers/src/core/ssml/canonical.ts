/**
 * Model ⇄ canonical W3C SSML 1.1: the lossless storage and exchange form. Provider dialects
 * (dialects.ts) are synthesis forms derived from the model; this parser also reads them back.
 */
import {
  AI_PLACEHOLDER,
  SAY_AS_KINDS,
  fromPlainText,
  normalize,
  type Inline,
  type Language,
  type SayAsKind,
  type SpeechDoc,
} from './model';
import { escapeAttr, escapeText, localName, parseXml, XmlParseError, type XmlElement, type XmlNode } from './xml';

export const SSML_NAMESPACE = 'http://www.w3.org/2001/10/synthesis';
/** `<mark>` is the SSML 1.1 element that carries a position without changing speech: the placeholder's storage form. */
export const PLACEHOLDER_MARK = 'ai-placeholder';
/** SSML 1.1 §3.1.10 allows vendor alphabets prefixed "x-"; these name the two readings of 001 §5. */
export const ALPHABET: Record<Language, string> = { mandarin: 'x-pinyin', cantonese: 'x-jyutping' };

export function inlineToSsml(inline: Inline): string {
  switch (inline.type) {
    case 'text':
      return escapeText(inline.text);
    case 'pause':
      return `<break time="${inline.ms}ms"/>`;
    case 'word':
      return `<w>${escapeText(inline.text)}</w>`;
    case 'phoneme':
      return `<phoneme alphabet="${ALPHABET[inline.lang]}" ph="${escapeAttr(inline.syllables.join(' '))}">${escapeText(inline.text)}</phoneme>`;
    case 'sayAs':
      return `<say-as interpret-as="${inline.as}">${escapeText(inline.text)}</say-as>`;
    case 'sub':
      return `<sub alias="${escapeAttr(inline.alias)}">${escapeText(inline.text)}</sub>`;
    case 'placeholder':
      return `<mark name="${PLACEHOLDER_MARK}"/>`;
  }
}

/** Canonical SSML 1.1; no whitespace between elements so text runs survive the round trip exactly. */
export function toSsml(doc: SpeechDoc, lang = 'zh-CN'): string {
  const body = doc.paragraphs.map((p) => `<p>${p.inlines.map(inlineToSsml).join('')}</p>`).join('');
  return `<speak version="1.1" xmlns="${SSML_NAMESPACE}" xml:lang="${escapeAttr(lang)}">${body}</speak>`;
}

export class SsmlParseError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'SsmlParseError';
  }
}

function textContent(nodes: readonly XmlNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : textContent(n.children))).join('');
}

/** "500ms", "1.5s", or a strength keyword (Azure's documented equivalents) → milliseconds. */
function parseBreak(el: XmlElement): number {
  const time = el.attrs.time;
  if (time !== undefined) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$/.exec(time);
    if (!m) throw new SsmlParseError(`停顿时长“${time}”格式错误`, 0);
    const value = Number(m[1]);
    return Math.round(m[2] === 's' ? value * 1000 : value);
  }
  const strengths: Record<string, number> = {
    none: 0,
    'x-weak': 250,
    weak: 500,
    medium: 750,
    strong: 1000,
    'x-strong': 1250,
  };
  return strengths[el.attrs.strength ?? 'medium'] ?? 750;
}

/** Reads every dialect's ph: "hang2 xing2", Azure sapi "hang 2 - xing 2", Baidu `py`. */
function parseSyllables(ph: string): string[] {
  if (/[a-zü]\s+[0-9]/i.test(ph)) return [...ph.matchAll(/([a-zü]+)\s*([0-9])/gi)].map((m) => `${m[1]}${m[2]}`);
  return ph.split(/[\s-]+/).filter((s) => s !== '');
}

function phonemeLanguage(alphabet: string | undefined): Language {
  return alphabet !== undefined && /jyut/i.test(alphabet) ? 'cantonese' : 'mandarin';
}

function sayAsKind(interpretAs: string | undefined): SayAsKind {
  const v = (interpretAs ?? '').toLowerCase();
  if (v === 'number') return 'cardinal';
  if (v === 'phone') return 'telephone';
  if ((SAY_AS_KINDS as readonly string[]).includes(v)) return v as SayAsKind;
  throw new SsmlParseError(`不支持的读法“${interpretAs ?? ''}”`, 0);
}

/** Newlines from pretty-printed SSML are layout, not speech; keep a space only between two Latin words. */
function cleanText(text: string): string {
  return text.replace(/([A-Za-z0-9]?)[ \t]*\r?\n\s*([A-Za-z0-9]?)/g, (_m, a: string, b: string) =>
    a && b ? `${a} ${b}` : a + b,
  );
}

function textInlines(text: string): Inline[] {
  return cleanText(text)
    .split(AI_PLACEHOLDER)
    .flatMap((part, i): Inline[] =>
      i === 0 ? [{ type: 'text', text: part }] : [{ type: 'placeholder' }, { type: 'text', text: part }],
    );
}

function elementInline(el: XmlElement): Inline | 'container' | null {
  switch (localName(el.name)) {
    case 'break':
    case 'silence':
      return { type: 'pause', ms: parseBreak(el) };
    case 'w':
    case 'token':
      return { type: 'word', text: textContent(el.children) };
    case 'phoneme': {
      const ph = el.attrs.ph ?? el.attrs.py ?? '';
      const lang = el.attrs.py !== undefined ? 'mandarin' : phonemeLanguage(el.attrs.alphabet);
      return { type: 'phoneme', text: textContent(el.children), lang, syllables: parseSyllables(ph) };
    }
    case 'say-as':
      return { type: 'sayAs', text: textContent(el.children), as: sayAsKind(el.attrs['interpret-as']) };
    case 'sub':
      return { type: 'sub', text: textContent(el.children), alias: el.attrs.alias ?? '' };
    case 'mark':
      return el.attrs.name === PLACEHOLDER_MARK ? { type: 'placeholder' } : null;
    case 'audio':
    case 'bookmark':
    case 'desc':
    case 'lexicon':
    case 'meta':
    case 'metadata':
      return null;
    default:
      // voice, prosody, s, lang, emphasis, mstts:express-as …: their content is spoken, the wrapper is dropped.
      return 'container';
  }
}

/** Canonical SSML or any supported provider dialect → normalised model. Throws SsmlParseError. */
export function parseSsml(source: string): SpeechDoc {
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (e) {
    if (e instanceof XmlParseError) throw new SsmlParseError(e.message, e.offset);
    throw e;
  }
  if (localName(root.name) !== 'speak') throw new SsmlParseError('标记格式错误：根元素必须是<speak>', 0);
  const paragraphs: Inline[][] = [];
  let target: Inline[] | null = null;
  const push = (inline: Inline): void => {
    if (target === null) paragraphs.push((target = []));
    target.push(inline);
  };
  const walk = (nodes: readonly XmlNode[], inParagraph: boolean): void => {
    for (const node of nodes) {
      if (node.kind === 'text') {
        if (target === null && node.text.trim() === '') continue;
        textInlines(node.text).forEach(push);
        continue;
      }
      const name = localName(node.name);
      if ((name === 'p' || name === 'paragraph') && !inParagraph) {
        paragraphs.push((target = []));
        walk(node.children, true);
        target = null;
        continue;
      }
      const inline = elementInline(node);
      if (inline === 'container') walk(node.children, inParagraph);
      else if (inline !== null) push(inline);
    }
  };
  walk(root.children, false);
  return normalize({ paragraphs: paragraphs.map((inlines) => ({ inlines })) });
}

/** A scene's stored voice text may be SSML (marked up) or plain text (never marked up): read either. */
export function speechDocFrom(stored: string): SpeechDoc {
  return /^\s*(<\?xml[^>]*>\s*)?<speak[\s>]/.test(stored) ? parseSsml(stored) : fromPlainText(stored);
}
