import type { ReactNode } from 'react';
import { Anchor, List, Table, Text, Title } from '@mantine/core';

/*
 * A small Markdown renderer for the operator's legal texts: headings, paragraphs, lists, tables,
 * bold and http(s) links. It builds React elements (never HTML strings), so a text cannot inject
 * markup or scripts.
 */

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let at = 0;
  let n = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    if (m[1] !== undefined) out.push(<strong key={`${key}-${n++}`}>{m[1]}</strong>);
    else
      out.push(
        <Anchor key={`${key}-${n++}`} href={m[3]} target="_blank" rel="noopener noreferrer">
          {m[2]}
        </Anchor>,
      );
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Items with stable keys made from their block and place (the text never reorders). */
const keyed = (items: string[], prefix: string) => items.map((text, n) => ({ text, id: `${prefix}-${n}` }));

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function Markdown({ source }: { source: string }) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const key = `b${i}`;
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (!line.trim()) {
      i++;
    } else if (heading) {
      const order = Math.min(heading[1]!.length + 1, 5) as 2 | 3 | 4 | 5;
      blocks.push(
        <Title key={key} order={order} mt={order === 2 ? 0 : 'lg'} mb="xs">
          {inline(heading[2]!, key)}
        </Title>,
      );
      i++;
    } else if (line.trim().startsWith('|') && /^\s*\|?\s*:?-+/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!));
      blocks.push(
        <Table.ScrollContainer key={key} minWidth={480} my="sm">
          <Table withTableBorder withColumnBorders striped>
            <Table.Thead>
              <Table.Tr>
                {keyed(head, `${key}h`).map((h) => (
                  <Table.Th key={h.id}>{inline(h.text, h.id)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keyed(
                rows.map((r) => r.join('\u0000')),
                `${key}r`,
              ).map((row) => (
                <Table.Tr key={row.id}>
                  {keyed(row.text.split('\u0000'), row.id).map((c) => (
                    <Table.Td key={c.id}>{inline(c.text, c.id)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>,
      );
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && /^\s*([-*]|\d+\.)\s+/.test(lines[i]!))
        items.push(lines[i++]!.replace(/^\s*([-*]|\d+\.)\s+/, ''));
      blocks.push(
        <List key={key} type={ordered ? 'ordered' : 'unordered'} spacing={4} my="xs" size="sm">
          {keyed(items, `${key}i`).map((item) => (
            <List.Item key={item.id}>{inline(item.text, item.id)}</List.Item>
          ))}
        </List>,
      );
    } else {
      const para: string[] = [];
      while (i < lines.length && lines[i]!.trim() && !/^(#{1,4}\s|\s*([-*]|\d+\.)\s|\s*\|)/.test(lines[i]!))
        para.push(lines[i++]!.trim());
      blocks.push(
        <Text key={key} size="sm" my="xs" lh={1.8}>
          {inline(para.join(' '), key)}
        </Text>,
      );
    }
  }
  return <>{blocks}</>;
}
