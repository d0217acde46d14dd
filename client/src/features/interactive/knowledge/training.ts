import { talkProjectMessages } from '@portal/contracts';

/** 002 §3 training status: Init 0, Running 1, Success 2, Fail 3. */
export const NLU_STATUS = { Init: 0, Running: 1, Success: 2, Fail: 3 } as const;

export interface SkippedDocument {
  documentId: string;
  documentName: string;
  reason: string;
}

/** A training task as /talk/nlu/task/get answers it. */
export interface TrainingTask {
  taskId: string;
  status: number;
  failReason: string | null;
  updateTime?: string | Date;
  itemCount: number | null;
  buildMs: number | null;
  documentCount: number | null;
  passageCount: number | null;
  skippedDocuments: SkippedDocument[];
}

export const POLL_MS = 1000;

export const isFinished = (status: number | undefined) => status === NLU_STATUS.Success || status === NLU_STATUS.Fail;

/** Pure: the next poll of a task, or none once it has finished. */
export const pollInterval = (task: Pick<TrainingTask, 'status'> | undefined) => (task && isFinished(task.status) ? false : POLL_MS);

export function statusLabel(status: number): string {
  if (status === NLU_STATUS.Init) return talkProjectMessages.trainingInit;
  if (status === NLU_STATUS.Running) return talkProjectMessages.trainingLearning;
  if (status === NLU_STATUS.Success) return talkProjectMessages.trainingSuccess;
  return talkProjectMessages.trainingFail;
}

export const statusColor = (status: number) => (status === NLU_STATUS.Success ? 'green' : status === NLU_STATUS.Fail ? 'red' : 'blue');
