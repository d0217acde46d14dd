/** The video task list and its task cards, renaming and deleting (001 §2, §8). */
export const studioMessages = {
  /** Title of the video task list panel. Spec: "AI toolbox / task list". */
  taskListTitle: 'AI工具箱 / 任务列表',
  /** Ours: the video task drawer of 数字播报 is titled as its button, not as the AI toolbox's list. */
  videoTaskListTitle: '视频任务列表',
  /** Task list empty state. Spec: "no tasks yet". */
  noTasks: '暂无任务',
  /** Task card of a running task (with a progress circle). Spec: "in production". */
  taskRunning: '制作中',
  /** Tag on a finished task card. Spec: "done". */
  taskDone: '已完成',
  /** Hover button on a finished task card. Spec: "go to workbench to edit". */
  goToWorkbench: '去工作台编辑',
  /** Task card of a failed task (with retry and delete). Spec: "production failed". */
  taskFailed: '制作失败',
  /** Tooltip on the disabled delete of an in-progress task in batch mode. Spec: "tasks in progress cannot be deleted". */
  runningTaskUndeletable: '制作中的任务不可删除',
  /** Renaming with an empty name (error toast; no request sent). Spec: "video name cannot be empty". */
  videoNameRequired: '视频名称不能为空',
  /** Delete success (also worded deleted). Spec: "deleted successfully". */
  deleteSucceeded: '删除成功',
  /** Delete success (alternative wording). Spec: "deleted". */
  deleted: '已删除',
  /** Delete confirmation (also worded 'cannot be restored'). Spec: "deleted tasks cannot be recovered, confirm delete?". */
  deleteConfirm: '删除后任务将无法恢复，确认删除吗？',
  /** Retry success. Spec: "retry succeeded". */
  retrySucceeded: '重试成功',
} as const;
