import type { RouterOutputs } from '../../lib/trpc';

export type VideoTask = RouterOutputs['videoTask']['getTaskList']['records'][number];
export type VideoTaskDisplayStatus = VideoTask['displayStatus'];

/** Status filter options (001 §3: the spec does not show them; these follow the card wording). */
export const TASK_STATUS_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'Running', label: '制作中' },
  { value: 'Finished', label: '已完成' },
  { value: 'Fail', label: '制作失败' },
] as const;

/** 001 §9 leaves the toolbox task list page size unshown; 12 fills a 3- or 4-column grid. */
export const TASK_PAGE_SIZE = 12;
