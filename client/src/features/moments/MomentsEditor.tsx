import { useEffect, useState } from 'react';
import { ActionIcon, Group, Loader, Menu, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots } from '@tabler/icons-react';
import { MOMENT_SORT } from '@portal/contracts';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { LabelBar } from './LabelBar';
import { MomentCard } from './MomentCard';
import { MomentComposer } from './MomentComposer';

type Moment = RouterOutputs['moment']['momentPublish'];

const SORTS = [
  { value: String(MOMENT_SORT.TIME), label: '最新' },
  { value: String(MOMENT_SORT.CUSTOM), label: '自定义' },
  { value: String(MOMENT_SORT.PREVIOUS), label: '最早' },
];

/** 名片动态 in the rtc editor's settings: publish, edit, pin, label, order and delete (002 §7). */
export function MomentsEditor({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.moment.invalidate();
  const [orderType, setOrderType] = useState<number>(MOMENT_SORT.TIME);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<Moment | undefined>();
  const labels = trpc.moment.labelQuery.useQuery({ id: projectId });
  // query/v2 is a POST in the spec, so it is a mutation here; it runs on every change of the view.
  const page = trpc.moment.momentQueryV2.useMutation();
  const { mutate: load } = page;
  useEffect(() => load({ projectId, orderType, pageIndex }), [load, projectId, orderType, pageIndex]);
  const reload = () => {
    refresh();
    load({ projectId, orderType, pageIndex });
  };
  const top = trpc.moment.momentTop.useMutation({ onSuccess: reload });
  const del = trpc.moment.momentDelete.useMutation({ onSuccess: reload });
  const order = trpc.moment.momentOrder.useMutation({ onSuccess: reload });
  const list = page.data?.list ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    // The order call wants every moment of the card; with one page that is the list shown.
    order.mutate({ projectId, ids });
  };
  const custom = orderType === MOMENT_SORT.CUSTOM && (page.data?.total ?? 0) <= list.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="moments-title" mt="md">
      <Title order={2} size="h5" id="moments-title">
        名片动态
      </Title>
      <LabelBar projectId={projectId} labels={labels.data ?? []} />
      <MomentComposer
        key={editing?.id ?? 'new'}
        projectId={projectId}
        labels={labels.data ?? []}
        editing={editing}
        onDone={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          共 {page.data?.total ?? 0} 条
        </Text>
        <SegmentedControl
          size="xs"
          data={SORTS}
          value={String(orderType)}
          onChange={(v) => {
            setOrderType(Number(v));
            setPageIndex(1);
          }}
          aria-label="排序方式"
        />
      </Group>
      {page.isPending && !page.data && <Loader size="sm" />}
      {page.isError && <Text c="red">{page.error.message}</Text>}
      {page.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          还没有动态。发布的动态会显示在访客打开的名片上。
        </Text>
      )}
      {list.map((m, i) => (
        <MomentCard
          key={m.id}
          moment={m}
          labels={labels.data ?? []}
          actions={
            <Group gap={2}>
              {custom && (
                <>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label="上移"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label="下移"
                    disabled={i === list.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </>
              )}
              <Menu position="bottom-end">
                <Menu.Target>
                  <ActionIcon size="sm" variant="subtle" aria-label="更多操作">
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => top.mutate({ id: m.id, top: !m.top })}>
                    {m.top ? '取消置顶' : '置顶'}
                  </Menu.Item>
                  <Menu.Item onClick={() => setEditing(m)}>编辑</Menu.Item>
                  <Menu.Item color="red" onClick={() => del.mutate({ id: m.id })}>
                    删除
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          }
        />
      ))}
      {(page.data?.total ?? 0) > 20 && (
        <Pagination
          size="sm"
          total={Math.ceil((page.data?.total ?? 0) / 20)}
          value={pageIndex}
          onChange={setPageIndex}
        />
      )}
    </Stack>
  );
}
