import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { TalkRenameDialog } from './TalkRenameDialog';
import { editorPath, MODE_LABELS, type TalkListItem } from './talk-types';

const PAGE_SIZE = 12;
type PublishFilter = 'all' | 'published' | 'unpublished';

/**
 * The company's talk projects: search on Enter, publish-state filter, paging, rename, copy, delete,
 * and the batch-manage bar (002 §2: select all, cancel, batch actions showing counts).
 */
export function TalkProjectList() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PublishFilter>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [renaming, setRenaming] = useState<TalkListItem | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const query = trpc.talkProject.projectList.useQuery(
    {
      pageIndex,
      pageSize: PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(filter === 'all' ? {} : { visibility: filter === 'published' }),
    },
    { placeholderData: keepPreviousData },
  );
  const page = query.data;
  const list = page?.list ?? [];
  const refresh = () => utils.talkProject.projectList.invalidate();
  const copy = trpc.talkProject.projectCopy.useMutation({
    onSuccess: () => {
      toast.success('复制成功');
      void refresh();
    },
  });
  const remove = trpc.talkProject.projectDelete.useMutation({
    onSuccess: () => {
      toast.success('删除成功');
      setDeleting(null);
      setSelected(new Set());
      void refresh();
    },
  });
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const allOnPage = list.length > 0 && list.every((p) => selected.has(p.projectId));

  return (
    <Stack gap="sm" component="section" aria-labelledby="talk-projects-title">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h4" id="talk-projects-title">
            我的互动数字人
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            全部 {page?.counts?.all ?? 0} · 已发布 {page?.counts?.published ?? 0} · 未发布{' '}
            {page?.counts?.unpublished ?? 0}
          </Text>
        </Group>
        <Group gap="xs" align="flex-end">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => {
              setFilter(v as PublishFilter);
              setPageIndex(1);
            }}
            data={[
              { value: 'all', label: '全部' },
              { value: 'published', label: '已发布' },
              { value: 'unpublished', label: '未发布' },
            ]}
            aria-label="发布状态"
          />
          <TextInput
            size="xs"
            aria-label="搜索项目"
            placeholder="输入名称，回车搜索"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setSearch(draft.trim());
                setPageIndex(1);
              }
            }}
          />
          <Button
            size="xs"
            variant={batch ? 'filled' : 'default'}
            onClick={() => {
              setBatch(!batch);
              setSelected(new Set());
            }}
          >
            批量管理
          </Button>
        </Group>
      </Group>
      {batch && (
        <Group gap="xs" role="toolbar" aria-label="批量管理">
          <Checkbox
            label="全选"
            checked={allOnPage}
            onChange={() => setSelected(allOnPage ? new Set() : new Set(list.map((p) => p.projectId)))}
          />
          <Text size="sm">已选 {selected.size} 个</Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={selected.size === 0}
            onClick={() => setDeleting([...selected])}
          >
            删除 ({selected.size})
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setBatch(false);
              setSelected(new Set());
            }}
          >
            取消
          </Button>
        </Group>
      )}
      {list.length === 0 && !query.isLoading && <Text c="dimmed">暂无项目，从上方模板创建一个吧</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {list.map((p) => (
          <Card key={p.projectId} withBorder padding="sm" aria-label={`项目 ${p.title}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                {batch && (
                  <Checkbox
                    aria-label={`选择 ${p.title}`}
                    checked={selected.has(p.projectId)}
                    onChange={() => toggle(p.projectId)}
                  />
                )}
                <Text fw={600} truncate style={{ flex: 1 }}>
                  {p.title}
                </Text>
                <Badge color={p.visibility ? 'green' : 'gray'} variant="light" size="sm">
                  {p.visibility ? '已发布' : '未发布'}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {MODE_LABELS[p.publishType]}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => navigate(editorPath(p))}>
                  编辑
                </Button>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="xs" variant="default">
                      更多
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setRenaming(p)}>重命名</Menu.Item>
                    <Menu.Item onClick={() => copy.mutate({ projectId: p.projectId })}>复制</Menu.Item>
                    <Menu.Item color="red" onClick={() => setDeleting([p.projectId])}>
                      删除
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {(page?.total ?? 0) > PAGE_SIZE && (
        <Pagination total={Math.ceil((page?.total ?? 0) / PAGE_SIZE)} value={pageIndex} onChange={setPageIndex} />
      )}
      <TalkRenameDialog project={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="删除项目"
        message={`确定删除${deleting && deleting.length > 1 ? `这 ${deleting.length} 个项目` : '该项目'}吗？删除后不可恢复。`}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ projectIds: deleting })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
