import { z } from 'zod';
import { TRAIN_KNOWLEDGE_JOB } from '../services/knowledge/job-names';
import { failTraining, runTraining } from '../services/knowledge/training';
import type { JobKind } from './kinds';

const DataSchema = z.object({ taskId: z.string().uuid() });

/** Knowledge training (002 §3 Init → Running → Success/Fail); a crashed run is retried from the rows. */
export const trainKnowledgeJob: JobKind = {
  name: TRAIN_KNOWLEDGE_JOB,
  async run(deps, data) {
    await runTraining(deps.db, DataSchema.parse(data).taskId);
  },
  async giveUp(deps, data) {
    await failTraining(deps.db, DataSchema.parse(data).taskId);
  },
};
