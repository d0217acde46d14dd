import { z } from 'zod';
import { TRAIN_KNOWLEDGE_JOB } from '../services/knowledge/job-names';
import { failTraining, runTraining } from '../services/knowledge/training';
import { prespeakTrained } from '../services/live/prespeak';
import { readDocumentPassagesOffLoop } from '../threads/document-passages';
import type { JobKind } from './kinds';

const DataSchema = z.object({ taskId: z.string().uuid() });

/** Knowledge training (002 §3 Init → Running → Success/Fail); a crashed run is retried from the rows. */
export const trainKnowledgeJob: JobKind = {
  name: TRAIN_KNOWLEDGE_JOB,
  async run(deps, data) {
    // The FAQ index is built on this thread (it is cached here for the questions that follow); the
    // documents' text is read in a heavy-work thread.
    const { taskId } = DataSchema.parse(data);
    await runTraining(
      { db: deps.db, readDocuments: (documents) => readDocumentPassagesOffLoop(deps, documents) },
      taskId,
    );
    // Then the answers visitors will most likely ask for are spoken into the speech cache, so a
    // card's first questions are answered with speech at once. The task is already Success: a
    // failure here only leaves those answers to be spoken when asked.
    await prespeakTrained(deps, taskId).catch((error: unknown) =>
      console.error('[jobs] speaking answers ahead failed:', error instanceof Error ? error.message : error),
    );
  },
  async giveUp(deps, data) {
    await failTraining(deps.db, DataSchema.parse(data).taskId);
  },
};
