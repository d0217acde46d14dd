import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { studioMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { buildTaskListQuery, EMPTY_TASK_FILTERS, type TaskListFilters } from './task-query';
import { taskPollInterval } from './task-polling';
import { allState, selectableIds, toggleAll, toggleTask } from './task-selection';
import { useBatchList, useListFollowsPage } from './use-batch-list';
import { TASK_PAGE_SIZE, type VideoTask } from './task-types';

/** The task list's state (001 §3 task list info and search info) and its calls. */
export function useTaskList(enabled: boolean) {
  const utils = trpc.useUtils();
  const state = useBatchList<TaskListFilters>(EMPTY_TASK_FILTERS);
  const { filters, pageIndex, batchMode, checked, setChecked } = state;

  const input = buildTaskListQuery(filters, pageIndex, TASK_PAGE_SIZE);
  const list = trpc.videoTask.getTaskList.useQuery(input, {
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => taskPollInterval(query.state.data?.records ?? [], batchMode),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  useListFollowsPage(
    state,
    useMemo(() => (list.data ? selectableIds(records) : null), [list.data, records]),
    total,
    TASK_PAGE_SIZE,
  );

  const refresh = () => utils.videoTask.getTaskList.invalidate();
  const deleteTasks = trpc.videoTask.deleteTask.useMutation({
    onSuccess: () => {
      toast.success(studioMessages.deleteSucceeded);
      setChecked(new Set());
    },
    onSettled: refresh,
  });
  const retry = trpc.videoTask.videoTaskRetry.useMutation({
    onSuccess: () => toast.success(studioMessages.retrySucceeded),
    onSettled: refresh,
  });

  return {
    ...state,
    pageSize: TASK_PAGE_SIZE,
    records,
    total,
    loading: list.isLoading,
    fetching: list.isFetching,
    allState: allState(checked, records),
    toggleOne: (task: VideoTask) => setChecked((c) => toggleTask(c, task)),
    toggleAll: () => setChecked((c) => toggleAll(c, records)),
    deleteTasks: (bizIds: string[], onDone?: () => void) => deleteTasks.mutate({ bizIds }, { onSettled: onDone }),
    deleting: deleteTasks.isPending,
    retry: (bizId: string) => retry.mutate({ bizId }),
    retryingId: retry.isPending ? (retry.variables?.bizId ?? null) : null,
  };
}

export type TaskListState = ReturnType<typeof useTaskList>;
