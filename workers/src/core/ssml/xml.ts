/**
 * A minimal XML reader for SSML: elements, attributes, text, entities, comments, CDATA and the
 * declaration. No DOM (core runs in workers and Node alike) and no DTDs (SSML needs none).
 */

export interface XmlElement {
  readonly kind: 'element';
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
}
export interface XmlText {
  readonly kind: 'text';
  readonly text: string;
}
export type XmlNode = XmlElement | XmlText;

export class XmlParseError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'XmlParseError';
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string, at: number): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new XmlParseError('标记格式错误：“&”需写成“&amp;”', at);
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    const named = NAMED[body];
    if (named === undefined) throw new XmlParseError(`标记格式错误：无法识别的实体“&${body};”`, at);
    return named;
  });
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTR = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

/** Parses one document and returns its root element. */
export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (msg: string): never => {
    throw new XmlParseError(`标记格式错误：${msg}（位置${pos}）`, pos);
  };
  const skipMisc = (): void => {
    for (;;) {
      const ws = /\s*/y;
      ws.lastIndex = pos;
      ws.exec(source);
      pos = ws.lastIndex;
      if (source.startsWith('<?', pos)) {
        const end = source.indexOf('?>', pos);
        if (end < 0) fail('声明未结束');
        pos = end + 2;
      } else if (source.startsWith('<!--', pos)) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('注释未结束');
        pos = end + 3;
      } else if (source.startsWith('<!DOCTYPE', pos)) {
        const end = source.indexOf('>', pos);
        if (end < 0) fail('文档类型声明未结束');
        pos = end + 1;
      } else return;
    }
  };

  const readElement = (): XmlElement => {
    if (source[pos] !== '<') fail('缺少元素');
    pos += 1;
    NAME.lastIndex = pos;
    const m = NAME.exec(source);
    if (!m) return fail('元素名无效');
    const name = m[0];
    pos = NAME.lastIndex;
    const attrs: Record<string, string> = {};
    for (;;) {
      ATTR.lastIndex = pos;
      const a = ATTR.exec(source);
      if (!a) break;
      const [, key = '', , dq, sq] = a;
      if (key in attrs) fail(`属性“${key}”重复`);
      attrs[key] = decodeEntities(dq ?? sq ?? '', pos);
      pos = ATTR.lastIndex;
    }
    while (/\s/.test(source[pos] ?? '')) pos += 1;
    if (source.startsWith('/>', pos)) {
      pos += 2;
      return { kind: 'element', name, attrs, children: [] };
    }
    if (source[pos] !== '>') fail(`元素“${name}”的开始标签未结束`);
    pos += 1;
    const children: XmlNode[] = [];
    const pushText = (text: string): void => {
      if (text === '') return;
      const last = children[children.length - 1];
      if (last?.kind === 'text') children[children.length - 1] = { kind: 'text', text: last.text + text };
      else children.push({ kind: 'text', text });
    };
    for (;;) {
      if (pos >= source.length) fail(`元素“${name}”未闭合`);
      if (source.startsWith('</', pos)) {
        const close = `</${name}`;
        if (!source.startsWith(close, pos)) fail(`结束标签与“${name}”不匹配`);
        pos += close.length;
        while (/\s/.test(source[pos] ?? '')) pos += 1;
        if (source[pos] !== '>') fail(`元素“${name}”的结束标签未结束`);
        pos += 1;
        return { kind: 'element', name, attrs, children };
      }
      if (source.startsWith('<!--', pos)) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('注释未结束');
        pos = end + 3;
      } else if (source.startsWith('<![CDATA[', pos)) {
        const end = source.indexOf(']]>', pos);
        if (end < 0) fail('CDATA未结束');
        pushText(source.slice(pos + 9, end));
        pos = end + 3;
      } else if (source[pos] === '<') {
        children.push(readElement());
      } else {
        const next = source.indexOf('<', pos);
        const end = next < 0 ? source.length : next;
        const raw = source.slice(pos, end);
        pushText(decodeEntities(raw, pos));
        pos = end;
      }
    }
  };

  skipMisc();
  const root = readElement();
  skipMisc();
  if (pos < source.length) fail('根元素之后还有内容');
  return root;
}

/** Local name without a namespace prefix (`mstts:silence` → `silence`). */
export function localName(name: string): string {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
}
