/**
 * A structural check equivalent to the W3C SSML 1.1 XSD (synthesis.xsd) for the elements we write:
 * allowed children, attributes, required attributes and attribute value patterns. No XSD validator runs
 * offline in Node, so the rules are transcribed here (SSML 1.1 §3.1–§3.3).
 */
import { SSML_NAMESPACE } from '../canonical';
import { parseXml, type XmlElement, type XmlNode } from '../xml';

interface ElementRule {
  readonly attrs: readonly string[];
  readonly required?: readonly string[];
  /** Allowed child elements; 'text' allows character data. */
  readonly children: readonly string[];
  readonly patterns?: Readonly<Record<string, RegExp>>;
}

const COMMON = ['xml:lang', 'xml:id', 'onlangfailure'];
const PHRASE = [
  'text',
  'audio',
  'break',
  'emphasis',
  'lang',
  'mark',
  'phoneme',
  'prosody',
  'say-as',
  'sub',
  'token',
  'w',
  'voice',
];
const TIME = /^\+?(\d+(\.\d+)?|\.\d+)(ms|s)$/;

export const SSML11_RULES: Readonly<Record<string, ElementRule>> = {
  speak: {
    attrs: ['version', 'xmlns', 'xml:lang', 'xml:base', 'onlangfailure', 'xmlns:xsi', 'xsi:schemaLocation'],
    required: ['version', 'xmlns', 'xml:lang'],
    children: [...PHRASE, 'p', 's', 'lexicon', 'lookup', 'meta', 'metadata'],
    patterns: { version: /^1\.[01]$/, xmlns: new RegExp(`^${SSML_NAMESPACE.replace(/[./]/g, '\\$&')}$`) },
  },
  p: { attrs: COMMON, children: [...PHRASE, 's'] },
  s: { attrs: COMMON, children: PHRASE },
  break: {
    attrs: ['time', 'strength'],
    children: [],
    patterns: { time: TIME, strength: /^(none|x-weak|weak|medium|strong|x-strong)$/ },
  },
  phoneme: {
    attrs: ['ph', 'alphabet', 'type'],
    required: ['ph'],
    children: ['text'],
    patterns: { alphabet: /^(ipa|x-[\w-]+)$/ },
  },
  'say-as': { attrs: ['interpret-as', 'format', 'detail'], required: ['interpret-as'], children: ['text'] },
  sub: { attrs: ['alias'], required: ['alias'], children: ['text'] },
  mark: { attrs: ['name'], required: ['name'], children: [] },
  w: {
    attrs: ['xml:lang', 'role'],
    children: ['text', 'audio', 'break', 'emphasis', 'mark', 'phoneme', 'prosody', 'say-as', 'sub'],
  },
  token: {
    attrs: ['xml:lang', 'role'],
    children: ['text', 'audio', 'break', 'emphasis', 'mark', 'phoneme', 'prosody', 'say-as', 'sub'],
  },
  voice: {
    attrs: ['name', 'gender', 'age', 'variant', 'languages', 'required', 'ordering', 'onvoicefailure', 'xml:lang'],
    children: [...PHRASE, 'p', 's'],
  },
  prosody: { attrs: ['pitch', 'contour', 'range', 'rate', 'duration', 'volume'], children: [...PHRASE, 'p', 's'] },
  emphasis: { attrs: ['level'], children: PHRASE },
  lang: { attrs: COMMON, children: [...PHRASE, 'p', 's'] },
};

function check(el: XmlElement, path: string, out: string[]): void {
  const rule = SSML11_RULES[el.name];
  if (!rule) {
    out.push(`${path}: element <${el.name}> is not SSML 1.1`);
    return;
  }
  for (const [name, value] of Object.entries(el.attrs)) {
    if (!rule.attrs.includes(name)) out.push(`${path}: attribute ${name} not allowed on <${el.name}>`);
    const pattern = rule.patterns?.[name];
    if (pattern && !pattern.test(value)) out.push(`${path}: ${name}="${value}" does not match ${pattern}`);
  }
  for (const name of rule.required ?? []) if (!(name in el.attrs)) out.push(`${path}: <${el.name}> requires ${name}`);
  el.children.forEach((child: XmlNode, i) => {
    if (child.kind === 'text') {
      if (!rule.children.includes('text') && child.text.trim() !== '')
        out.push(`${path}: <${el.name}> may not contain text`);
      return;
    }
    if (!rule.children.includes(child.name)) out.push(`${path}: <${child.name}> not allowed in <${el.name}>`);
    else check(child, `${path}/${child.name}[${i}]`, out);
  });
}

/** Violations of the SSML 1.1 structure; [] when the document conforms. */
export function ssml11Violations(source: string): string[] {
  const root = parseXml(source);
  const out: string[] = [];
  if (root.name !== 'speak') return [`root is <${root.name}>, expected <speak>`];
  check(root, 'speak', out);
  return out;
}
