/**
 * The developer guides (docs/developers/*.md) as blocks the page draws with Mantine: headings,
 * paragraphs, lists, tables and code. Our own Markdown only, so a small reader suffices and no
 * HTML is ever injected; inline text keeps `code`, **bold** and [links](…) as spans.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] }
  | { kind: 'code'; lang: string; text: string };

/** Links between guides (`./signature.md`) become the page's own routes. */
export const guideHref = (href: string) => {
  const local = /^\.\/([a-z-]+)\.md(#.*)?$/.exec(href);
  if (!local) return href;
  return local[1] === 'README' ? '/developer-doc/show/guides' : `/developer-doc/show/${local[1]}`;
};

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'bold', text: m[2] });
    else out.push({ kind: 'link', text: m[3]!, href: guideHref(m[4]!) });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => parseInline(c.trim()));

export function parseGuide(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
      blocks.push({ kind: 'code', lang: fence[1] ?? '', text: body.join('\n') });
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
      i++;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(lines[i]!);
      const [head, , ...body] = rows;
      blocks.push({ kind: 'table', head: cells(head ?? ''), rows: body.map(cells) });
      continue;
    }
    const item = /^\s*(-|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[1] !== '-';
      const items: Inline[][] = [];
      for (; i < lines.length; i++) {
        const m = /^\s*(-|\d+\.)\s+(.*)$/.exec(lines[i]!);
        if (!m) break;
        items.push(parseInline(m[2]!));
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const text: string[] = [];
    for (; i < lines.length; i++) {
      const l = lines[i]!;
      if (l.trim() === '' || /^(#{1,3}\s|```|\s*\||\s*(-|\d+\.)\s)/.test(l)) break;
      text.push(l.trim());
    }
    blocks.push({ kind: 'paragraph', inline: parseInline(text.join(' ')) });
  }
  return blocks;
}
