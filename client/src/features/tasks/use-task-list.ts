import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { studioMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { buildTaskListQuery, EMPTY_TASK_FILTERS, type TaskListFilters } from './task-query';
import { taskPollInterval } from './task-polling';
import { allState, prunedSelection, toggleAll, toggleTask } from './task-selection';
import { TASK_PAGE_SIZE, type VideoTask } from './task-types';

/** The task list's state (001 §3 task list info and search info) and its calls. */
export function useTaskList(enabled: boolean) {
  const utils = trpc.useUtils();
  const [filters, setFiltersState] = useState<TaskListFilters>(EMPTY_TASK_FILTERS);
  const [pageIndex, setPageIndex] = useState(1);
  const [batchMode, setBatchMode] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());

  const input = buildTaskListQuery(filters, pageIndex, TASK_PAGE_SIZE);
  const list = trpc.videoTask.getTaskList.useQuery(input, {
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => taskPollInterval(query.state.data?.records ?? [], batchMode),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const total = list.data?.total ?? 0;

  // A task that started running or left the page cannot stay checked.
  useEffect(() => setChecked((c) => (c.size ? prunedSelection(c, records) : c)), [records]);
  // After deleting the last tasks of a later page, show the new last page.
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / TASK_PAGE_SIZE));
    if (list.data && pageIndex > lastPage) setPageIndex(lastPage);
  }, [list.data, total, pageIndex]);

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
    filters,
    /** A filter change starts again from page 1 and clears the checks. */
    setFilters: (patch: Partial<TaskListFilters>) => {
      setFiltersState((f) => ({ ...f, ...patch }));
      setPageIndex(1);
      setChecked(new Set());
    },
    pageIndex,
    setPageIndex,
    pageSize: TASK_PAGE_SIZE,
    records,
    total,
    loading: list.isLoading,
    fetching: list.isFetching,
    batchMode,
    enterBatch: () => setBatchMode(true),
    /** 001 §4: cancel leaves batch mode and clears the checks. */
    cancelBatch: () => {
      setBatchMode(false);
      setChecked(new Set());
    },
    checked,
    allState: allState(checked, records),
    toggleOne: (task: VideoTask) => setChecked((c) => toggleTask(c, task)),
    toggleAll: () => setChecked((c) => toggleAll(c, records)),
    deleteTasks: (bizIds: string[], onDone?: () => void) => deleteTasks.mutate({ bizIds }, { onSettled: onDone }),
    deleting: deleteTasks.isPending,
    retry: (bizId: string) => retry.mutate({ bizId }),
    retryingId: retry.isPending ? retry.variables?.bizId ?? null : null,
  };
}

export type TaskListState = ReturnType<typeof useTaskList>;
