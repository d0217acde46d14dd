import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { AI_TASK_POLL_MS, studioMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { dayBoundary } from '../tasks/task-query';
import { useBatchList, useListFollowsPage } from '../tasks/use-batch-list';

export type AiTask = RouterOutputs['aiVideoTask']['queryPage']['list'][number];
export type AiTaskStatusFilter = 'all' | AiTask['status'];

/** 001 §9 leaves the toolbox page size unshown; the AI video list's 24 is used. */
export const AI_TASK_PAGE_SIZE = 24;

export interface AiTaskFilters {
  startDate: string;
  endDate: string;
  status: AiTaskStatusFilter;
  keyword: string;
}

/** 001 §5: dates become start and end-of-day bounds, status only when not 'all', keyword trimmed. */
export function aiTaskQuery(filters: AiTaskFilters, pageIndex: number) {
  const start = dayBoundary(filters.startDate, 'start');
  const end = dayBoundary(filters.endDate, 'end');
  return {
    pageIndex,
    pageSize: AI_TASK_PAGE_SIZE,
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(start !== null ? { startTime: start } : {}),
    ...(end !== null ? { endTime: end } : {}),
  };
}

/** 001 §4: refresh every 30 s while a task runs and the list is not in batch mode. */
export const aiTaskPollInterval = (tasks: readonly Pick<AiTask, 'status'>[], batchMode: boolean): number | false =>
  !batchMode && tasks.some((t) => t.status === 'RUNNING') ? AI_TASK_POLL_MS : false;

export function useAiTaskList() {
  const utils = trpc.useUtils();
  const state = useBatchList<AiTaskFilters>({ startDate: '', endDate: '', status: 'all', keyword: '' });
  const { filters, pageIndex, batchMode, checked, setChecked } = state;
  const list = trpc.aiVideoTask.queryPage.useQuery(aiTaskQuery(filters, pageIndex), {
    placeholderData: keepPreviousData,
    refetchInterval: (query) => aiTaskPollInterval(query.state.data?.list ?? [], batchMode),
  });
  const tasks = useMemo(() => list.data?.list ?? [], [list.data]);
  const refresh = () => utils.aiVideoTask.queryPage.invalidate();
  const del = trpc.aiVideoTask.batchDel.useMutation({
    onSuccess: () => {
      toast.success(studioMessages.deleteSucceeded);
      setChecked(new Set());
    },
    onSettled: refresh,
  });
  const retry = trpc.aiVideoTask.retry.useMutation({
    onSuccess: () => toast.success(studioMessages.retrySucceeded),
    onSettled: refresh,
  });
  const deletable = useMemo(() => tasks.filter((t) => t.status !== 'RUNNING'), [tasks]);
  const total = list.data?.total ?? 0;
  useListFollowsPage(
    state,
    useMemo(() => (list.data ? deletable.map((t) => t.bizId) : null), [list.data, deletable]),
    total,
    AI_TASK_PAGE_SIZE,
  );
  return {
    ...state,
    tasks,
    total,
    loading: list.isLoading,
    toggle: (bizId: string) =>
      setChecked((c) => {
        const next = new Set(c);
        if (next.has(bizId)) next.delete(bizId);
        else next.add(bizId);
        return next;
      }),
    allChecked: deletable.length > 0 && deletable.every((t) => checked.has(t.bizId)),
    toggleAll: () =>
      setChecked((c) => (deletable.every((t) => c.has(t.bizId)) ? new Set() : new Set(deletable.map((t) => t.bizId)))),
    remove: (bizIds: string[], onDone: () => void) => del.mutate({ bizIds }, { onSettled: onDone }),
    removing: del.isPending,
    retry: (bizId: string) => retry.mutate({ bizId }),
  };
}
