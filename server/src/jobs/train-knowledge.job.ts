import { z } from 'zod';
import { TRAIN_KNOWLEDGE_JOB } from '../services/knowledge/job-names';
import { failTraining, runTraining } from '../services/knowledge/training';
import { readDocumentPassagesOffLoop } from '../threads/document-passages';
import type { JobKind } from './kinds';

const DataSchema = z.object({ taskId: z.string().uuid() });

/** Knowledge training (002 §3 Init → Running → Success/Fail); a crashed run is retried from the rows. */
export const trainKnowledgeJob: JobKind = {
  name: TRAIN_KNOWLEDGE_JOB,
  async run(deps, data) {
    // The FAQ index is built on this thread (it is cached here for the questions that follow); the
    // documents' text is read in a heavy-work thread.
    await runTraining(
      { db: deps.db, readDocuments: (documents) => readDocumentPassagesOffLoop(deps, documents) },
      DataSchema.parse(data).taskId,
    );
  },
  async giveUp(deps, data) {
    await failTraining(deps.db, DataSchema.parse(data).taskId);
  },
};
