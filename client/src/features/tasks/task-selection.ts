import type { VideoTask } from './task-types';

/** Batch mode selection rules (001 §2, §4): running tasks cannot be checked or deleted in batch mode. */
export type SelectableTask = Pick<VideoTask, 'bizId' | 'displayStatus'>;

export const isSelectable = (task: SelectableTask) => task.displayStatus !== 'Running';

/** Toggles one task; a running task is never added. */
export function toggleTask(checked: ReadonlySet<string>, task: SelectableTask): Set<string> {
  const next = new Set(checked);
  if (next.has(task.bizId)) next.delete(task.bizId);
  else if (isSelectable(task)) next.add(task.bizId);
  return next;
}

/** Select all checks every selectable task on the page; when all are already checked it clears them. */
export function toggleAll(checked: ReadonlySet<string>, tasks: readonly SelectableTask[]): Set<string> {
  const selectable = tasks.filter(isSelectable).map((t) => t.bizId);
  const allChecked = selectable.length > 0 && selectable.every((id) => checked.has(id));
  return allChecked ? new Set() : new Set(selectable);
}

/**
 * Checks that still point at a selectable row of the page (a task may have changed state or left);
 * the same set when nothing has to go, so an unchanged selection does not render again.
 */
export function prunedSelection(checked: Set<string>, selectableIds: readonly string[]): Set<string> {
  const ok = new Set(selectableIds);
  return [...checked].every((id) => ok.has(id)) ? checked : new Set([...checked].filter((id) => ok.has(id)));
}

export const selectableIds = (tasks: readonly SelectableTask[]) => tasks.filter(isSelectable).map((t) => t.bizId);

export type AllState = 'none' | 'some' | 'all';

export function allState(checked: ReadonlySet<string>, tasks: readonly SelectableTask[]): AllState {
  const selectable = tasks.filter(isSelectable);
  const n = selectable.filter((t) => checked.has(t.bizId)).length;
  if (n === 0) return 'none';
  return n === selectable.length ? 'all' : 'some';
}
