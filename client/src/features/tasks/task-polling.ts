import { TASK_LIST_POLL_INTERVAL_S } from '@portal/contracts';

/** 001 §4: refresh every 30 s while any task is Running and the list is not in batch mode. */
export function taskPollInterval(tasks: readonly { displayStatus: string }[], batchMode: boolean): number | false {
  if (batchMode) return false;
  return tasks.some((t) => t.displayStatus === 'Running') ? TASK_LIST_POLL_INTERVAL_S * 1000 : false;
}
