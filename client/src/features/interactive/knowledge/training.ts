import { talkProjectMessages, TRAINING_STATUS } from '@portal/contracts';
import type { RouterOutputs } from '../../../lib/trpc';

/** A training task as /talk/nlu/task/get answers it. */
export type TrainingTask = RouterOutputs['talkProject']['taskGet'];

export const POLL_MS = 1000;

export const isFinished = (status: number | undefined) =>
  status === TRAINING_STATUS.Success || status === TRAINING_STATUS.Fail;

/** Pure: the next poll of a task, or none once it has finished. */
export const pollInterval = (task: Pick<TrainingTask, 'status'> | undefined) =>
  task && isFinished(task.status) ? false : POLL_MS;

export function statusLabel(status: number): string {
  if (status === TRAINING_STATUS.Init) return talkProjectMessages.trainingInit;
  if (status === TRAINING_STATUS.Running) return talkProjectMessages.trainingLearning;
  if (status === TRAINING_STATUS.Success) return talkProjectMessages.trainingSuccess;
  return talkProjectMessages.trainingFail;
}

export const statusColor = (status: number) =>
  status === TRAINING_STATUS.Success ? 'green' : status === TRAINING_STATUS.Fail ? 'red' : 'blue';
