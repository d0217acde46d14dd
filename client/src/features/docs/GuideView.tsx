import { Anchor, Code, List, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type Inline, parseGuide } from './guide-markdown';

/** Guides are static text: a part's position is its identity, named once here. */
const keyed = <T,>(list: readonly T[], prefix: string) => list.map((value, i) => ({ key: `${prefix}.${i}`, value }));

function Spans({ inline }: { inline: Inline[] }) {
  return keyed(inline, 's').map(({ key, value: part }) => {
    if (part.kind === 'code') return <Code key={key}>{part.text}</Code>;
    if (part.kind === 'bold') return <strong key={key}>{part.text}</strong>;
    if (part.kind === 'link')
      return part.href.startsWith('/') ? (
        <Anchor key={key} component={Link} to={part.href} inherit>
          {part.text}
        </Anchor>
      ) : (
        <Anchor key={key} href={part.href} target="_blank" rel="noopener" inherit>
          {part.text}
        </Anchor>
      );
    return <Fragment key={key}>{part.text}</Fragment>;
  });
}

/** One developer guide, drawn from its Markdown (docs/developers). */
export function GuideView({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseGuide(markdown), [markdown]);
  return (
    <Stack component="article" gap="sm" maw={860}>
      {keyed(blocks, 'b').map(({ key, value: block }) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Title
                key={key}
                order={block.level}
                size={block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4'}
                mt={block.level === 1 ? 0 : 'sm'}
              >
                {block.text}
              </Title>
            );
          case 'paragraph':
            return (
              <Text key={key} lh={1.75}>
                <Spans inline={block.inline} />
              </Text>
            );
          case 'list':
            return (
              <List key={key} type={block.ordered ? 'ordered' : 'unordered'} spacing={4}>
                {keyed(block.items, key).map(({ key: itemKey, value: item }) => (
                  <List.Item key={itemKey}>
                    <Spans inline={item} />
                  </List.Item>
                ))}
              </List>
            );
          case 'table':
            return (
              <Table.ScrollContainer key={key} minWidth={520}>
                <Table withTableBorder withColumnBorders fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      {keyed(block.head, `${key}.h`).map(({ key: cellKey, value: cell }) => (
                        <Table.Th key={cellKey}>
                          <Spans inline={cell} />
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {keyed(block.rows, `${key}.r`).map(({ key: rowKey, value: row }) => (
                      <Table.Tr key={rowKey}>
                        {keyed(row, rowKey).map(({ key: cellKey, value: cell }) => (
                          <Table.Td key={cellKey}>
                            <Spans inline={cell} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            );
          case 'code':
            return (
              <ScrollArea key={key} type="auto">
                {/* Focusable, so a keyboard can scroll a wide example sideways (WCAG 2.1.1). */}
                <Code block fz="sm" tabIndex={0} aria-label={block.lang ? `${block.lang} 示例` : '示例'}>
                  {block.text}
                </Code>
              </ScrollArea>
            );
        }
      })}
    </Stack>
  );
}
