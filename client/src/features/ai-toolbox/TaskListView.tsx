import { useState } from 'react';
import {
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { actionMessages, aiToolboxMessages, studioMessages } from '@portal/contracts';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { AiTaskCard } from './AiTaskCard';
import { toolbox } from './toolbox-store';
import { AI_TASK_PAGE_SIZE, useAiTaskList, type AiTaskStatusFilter } from './use-ai-task-list';

/** 001 §3: the status filter options are not shown; these follow the card wording. */
const STATUS_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'RUNNING', label: '制作中' },
  { value: 'SUCC', label: '已完成' },
  { value: 'FAIL', label: '制作失败' },
];

const ENTRIES = [
  {
    title: aiToolboxMessages.styleRewriteEntry,
    hint: '把热门视频改写成不同风格',
    open: () => toolbox.go('AIStyle', { styleTab: 'rewrite' }),
  },
  {
    title: aiToolboxMessages.scriptSplitEntry,
    hint: '由参考脚本裂变出新脚本',
    open: () => toolbox.go('AIStyle', { styleTab: 'fission' }),
  },
  { title: aiToolboxMessages.smartVideoEntry, hint: '脚本加素材，一键成片', open: () => toolbox.go('AIVideo') },
];

/** The toolbox's task list (001 §2, §4): entry cards, filters, batch mode, cards and paging. */
export function TaskListView() {
  const s = useAiTaskList();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  return (
    <Stack gap="md">
      <SimpleGrid cols={3}>
        {ENTRIES.map((e) => (
          <Card
            key={e.title}
            withBorder
            padding="md"
            component="button"
            onClick={e.open}
            style={{ cursor: 'pointer', textAlign: 'left' }}
            aria-label={e.title}
          >
            <Text fw={600}>{e.title}</Text>
            <Text size="xs" c="dimmed">
              {e.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {s.batchMode ? (
            <>
              <Checkbox label={actionMessages.selectAll} checked={s.allChecked} onChange={s.toggleAll} />
              <Button
                size="xs"
                color="red"
                disabled={s.checked.size === 0}
                onClick={() => setPendingDelete([...s.checked])}
              >
                {actionMessages.delete}
              </Button>
              <Button size="xs" variant="default" onClick={s.cancelBatch}>
                {actionMessages.cancel}
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="default" onClick={s.enterBatch}>
                批量管理
              </Button>
              {/* AI text has no entry card (001 §2 lists three); it is reached from here and from the smart video's script tools. */}
              <Button size="xs" variant="light" onClick={() => toolbox.go('AIText')}>
                AI文案创作
              </Button>
            </>
          )}
        </Group>
        <Group gap="xs">
          <TextInput
            size="xs"
            type="date"
            aria-label="开始日期"
            value={s.filters.startDate}
            onChange={(e) => s.setFilters({ startDate: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            type="date"
            aria-label="结束日期"
            value={s.filters.endDate}
            onChange={(e) => s.setFilters({ endDate: e.currentTarget.value })}
          />
          <Select
            size="xs"
            w={110}
            aria-label="任务状态"
            data={STATUS_OPTIONS}
            value={s.filters.status}
            allowDeselect={false}
            onChange={(v) => s.setFilters({ status: (v ?? 'all') as AiTaskStatusFilter })}
          />
          <TextInput
            size="xs"
            placeholder="搜索任务，回车确认"
            aria-label="搜索任务"
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && s.setFilters({ keyword })}
          />
        </Group>
      </Group>
      {s.loading ? (
        <Center py="xl">
          <Loader aria-label="加载中" />
        </Center>
      ) : s.tasks.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{studioMessages.noTasks}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
          {s.tasks.map((task) => (
            <AiTaskCard
              key={task.bizId}
              task={task}
              batchMode={s.batchMode}
              checked={s.checked.has(task.bizId)}
              onToggle={() => s.toggle(task.bizId)}
              onOpen={() => {
                toolbox.close();
                const query = new URLSearchParams({ type: 'aiVideo' });
                if (task.outputData.vhBizId) query.set('personaBizId', task.outputData.vhBizId);
                void navigate(`/home/video-generator/custom/${encodeURIComponent(task.bizId)}?${query}`);
              }}
              onRetry={() => s.retry(task.bizId)}
              onDelete={() => setPendingDelete([task.bizId])}
            />
          ))}
        </SimpleGrid>
      )}
      {s.total > AI_TASK_PAGE_SIZE && (
        <Pagination
          style={{ alignSelf: 'center' }}
          total={Math.ceil(s.total / AI_TASK_PAGE_SIZE)}
          value={s.pageIndex}
          onChange={s.setPageIndex}
        />
      )}
      <ConfirmDialog
        opened={pendingDelete !== null}
        title="删除任务"
        message={studioMessages.deleteConfirm}
        confirmLabel={actionMessages.delete}
        loading={s.removing}
        onClose={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && s.remove(pendingDelete, () => setPendingDelete(null))}
      />
    </Stack>
  );
}
