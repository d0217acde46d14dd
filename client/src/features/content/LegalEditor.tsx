import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import { trpc } from '../../lib/trpc';
import { Markdown } from './markdown';

const when = (d: Date) => new Date(d).toLocaleString('zh-CN');

/** Edits one legal text (Markdown) beside its preview; every save is a new dated version. */
export function LegalEditor({ kind }: { kind: LegalKind }) {
  const utils = trpc.useUtils();
  const doc = trpc.content.legalGet.useQuery({ kind });
  const versions = trpc.content.legalVersions.useQuery({ kind });
  const [text, setText] = useState<string | null>(null);
  const save = trpc.content.legalSave.useMutation({
    onSuccess: () => {
      setText(null);
      void utils.content.invalidate();
    },
  });
  const value = text ?? doc.data?.content ?? '';
  const dirty = text !== null && text !== doc.data?.content;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {doc.data?.updatedAt
            ? `当前第 ${doc.data.version} 版，更新于 ${when(doc.data.updatedAt)}`
            : '当前为平台默认文本，保存后生成第 1 版'}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            component="a"
            href={kind === 'privacyPolicy' ? '/privacy-policy' : '/service-terms'}
            target="_blank"
          >
            查看页面
          </Button>
          <Button
            size="xs"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate({ kind, content: value })}
          >
            保存为新版本
          </Button>
        </Group>
      </Group>
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Textarea
            aria-label="正文（Markdown）"
            autosize
            minRows={18}
            maxRows={30}
            value={value}
            onChange={(e) => setText(e.currentTarget.value)}
            styles={{ input: { fontSize: 13, lineHeight: 1.7 } }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <ScrollArea.Autosize mah={560} viewportProps={{ tabIndex: 0, 'aria-label': '正文预览' }}>
              <Markdown source={value} />
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
      </Grid>
      {(versions.data?.length ?? 0) > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>版本</Table.Th>
              <Table.Th>保存时间</Table.Th>
              <Table.Th>编辑人</Table.Th>
              <Table.Th>字数</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data?.map((v) => (
              <Table.Tr key={v.version}>
                <Table.Td>第 {v.version} 版</Table.Td>
                <Table.Td>{when(v.updatedAt)}</Table.Td>
                <Table.Td>{v.editorName ?? '—'}</Table.Td>
                <Table.Td>{v.length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
