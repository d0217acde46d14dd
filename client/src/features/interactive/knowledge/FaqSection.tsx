import { useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from './ConfirmDialog';
import { FaqDialog } from './FaqDialog';
import { FaqImportExport } from './FaqImportExport';
import { filterFaq, type FaqItem } from './faq-form';

const PAGE_SIZE = 10;

/** 问答库: the project's FAQ items (read whole, one page of 10000), searched and paged here. */
export function FaqSection({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const list = trpc.faq.faqList.useQuery({ projectId });
  const items = useMemo(() => list.data?.list ?? [], [list.data]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<{ item: FaqItem | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'clear' } | { kind: 'delete'; ids: string[] } | null>(null);
  const refresh = () => void utils.faq.faqList.invalidate({ projectId });
  const remove = trpc.faq.faqBatchDelete.useMutation();
  const clear = trpc.faq.faqClear.useMutation();

  const found = useMemo(() => filterFaq(items, search), [items, search]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const allShownSelected = shown.length > 0 && shown.every((i) => selected.has(i.id));
  const toggle = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const doConfirm = async () => {
    if (!confirm) return;
    const answer =
      confirm.kind === 'clear'
        ? await clear.mutateAsync({ projectId })
        : await remove.mutateAsync({ ids: confirm.ids });
    toast.success(`已删除${answer.deleted}条问答`);
    setSelected(new Set());
    setConfirm(null);
    refresh();
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          placeholder="搜索问题或答案"
          aria-label="搜索问答"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <Group gap="xs">
          <Button size="xs" onClick={() => setEditing({ item: null })}>
            添加问答
          </Button>
          <FaqImportExport projectId={projectId} onImported={refresh} />
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={selected.size === 0}
            onClick={() => setConfirm({ kind: 'delete', ids: [...selected] })}
          >
            批量删除{selected.size > 0 ? `（${selected.size}）` : ''}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={items.length === 0}
            onClick={() => setConfirm({ kind: 'clear' })}
          >
            清空
          </Button>
        </Group>
      </Group>
      {list.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="加载中" />
        </Group>
      ) : found.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {items.length === 0 ? '还没有问答，点击“添加问答”或导入xlsx文件' : '没有匹配的问答'}
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label="问答列表" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="选择本页"
                  checked={allShownSelected}
                  indeterminate={!allShownSelected && shown.some((i) => selected.has(i.id))}
                  onChange={(e) =>
                    toggle(
                      shown.map((i) => i.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th>标准问题</Table.Th>
              <Table.Th w={100}>相似问题数</Table.Th>
              <Table.Th>答案</Table.Th>
              <Table.Th w={70}>推荐</Table.Th>
              <Table.Th w={120}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`选择 ${i.standardQuestion}`}
                    checked={selected.has(i.id)}
                    onChange={(e) => toggle([i.id], e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={i.standardQuestion}>
                    {i.standardQuestion}
                  </Text>
                </Table.Td>
                <Table.Td>{i.similarQuestions.length}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={i.standardAnswers[0]?.text}>
                    {i.standardAnswers[0]?.text ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {i.isRecommend ? (
                    <Badge size="sm" variant="light">
                      推荐
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      否
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`编辑 ${i.standardQuestion}`}
                      onClick={() => setEditing({ item: i })}
                    >
                      编辑
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`删除 ${i.standardQuestion}`}
                      onClick={() => setConfirm({ kind: 'delete', ids: [i.id] })}
                    >
                      删除
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            共{found.length}条
          </Text>
          <Pagination size="sm" total={pages} value={current} onChange={setPage} />
        </Group>
      )}
      <FaqDialog
        projectId={projectId}
        opened={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSaved={(warned) => {
          refresh();
          if (warned) return;
          setEditing(null);
          toast.success('已保存');
        }}
      />
      <ConfirmDialog
        opened={confirm !== null}
        message={
          confirm?.kind === 'delete'
            ? `确定删除选中的${confirm.ids.length}条问答吗？`
            : `确定清空全部${items.length}条问答吗？此操作不可恢复。`
        }
        busy={remove.isPending || clear.isPending}
        onConfirm={() => void doConfirm().catch(() => setConfirm(null))}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
