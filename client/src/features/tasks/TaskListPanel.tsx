import { useState } from 'react';
import { Center, Drawer, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { studioMessages } from '@portal/contracts';
import { ConfirmDialog } from './ConfirmDialog';
import { TaskCard } from './TaskCard';
import { TaskListHeader } from './TaskListHeader';
import type { VideoTask } from './task-types';
import { useTaskList } from './use-task-list';
import { VideoPlayerModal } from './VideoPlayerModal';
import { workbenchPath } from './workbench-path';

/** The video task list panel (001 §2, §4) as a drawer; it loads and polls only while open. */
export function TaskListPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const state = useTaskList(opened);
  const navigate = useNavigate();
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const [playing, setPlaying] = useState<VideoTask | null>(null);
  const pageCount = Math.ceil(state.total / state.pageSize);

  let body: React.ReactNode;
  if (state.loading) {
    body = (
      <Center py="xl">
        <Loader aria-label="加载中" />
      </Center>
    );
  } else if (state.records.length === 0) {
    body = (
      <Center py="xl">
        <Text c="dimmed">{studioMessages.noTasks}</Text>
      </Center>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={state.fetching}>
        {state.records.map((task) => (
          <TaskCard
            key={task.bizId}
            task={task}
            batchMode={state.batchMode}
            checked={state.checked.has(task.bizId)}
            retrying={state.retryingId === task.bizId}
            onToggle={() => state.toggleOne(task)}
            onOpenWorkbench={() => navigate(workbenchPath(task.projectId))}
            onPlay={() => setPlaying(task)}
            onRetry={() => state.retry(task.bizId)}
            onDelete={() => setPendingDelete([task.bizId])}
          />
        ))}
      </SimpleGrid>
    );
  }

  // Mantine's modals each listen for Escape on window: while a dialog is open over the drawer, only it closes.
  const dialogOpen = pendingDelete !== null || playing !== null;
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        closeOnEscape={!dialogOpen}
        position="right"
        size="xl"
        title={studioMessages.videoTaskListTitle}
      >
        <Stack gap="md">
          <TaskListHeader state={state} onDeleteChecked={() => setPendingDelete([...state.checked])} />
          {body}
          {/* 001 §2: pagination only when total exceeds the page size, without a size changer. */}
          {state.total > state.pageSize && (
            <Pagination
              total={pageCount}
              value={state.pageIndex}
              onChange={state.setPageIndex}
              aria-label="任务分页"
              style={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </Drawer>
      <ConfirmDialog
        opened={pendingDelete !== null}
        title="删除任务"
        message={studioMessages.deleteConfirm}
        confirmLabel="删除"
        loading={state.deleting}
        onClose={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && state.deleteTasks(pendingDelete, () => setPendingDelete(null))}
      />
      <VideoPlayerModal title={playing?.title ?? ''} url={playing?.videoUrl ?? null} onClose={() => setPlaying(null)} />
    </>
  );
}
