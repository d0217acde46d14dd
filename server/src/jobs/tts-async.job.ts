import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { speechRuleMessages } from '@portal/contracts';
import { ttsTasks } from '../db/schema/index';
import { TTS_ASYNC_JOB } from '../services/speech/job-names';
import { runTtsTask } from '../services/speech/tts-task';
import type { JobKind } from './kinds';

const DataSchema = z.object({ taskId: z.string().uuid() });

export const ttsAsyncJob: JobKind = {
  name: TTS_ASYNC_JOB,
  async run(deps, data) {
    await runTtsTask(deps, DataSchema.parse(data).taskId);
  },
  async giveUp(deps, data) {
    const { taskId } = DataSchema.parse(data);
    await deps.db
      .update(ttsTasks)
      .set({ status: 'Failed', failReason: speechRuleMessages.synthesisFailed, finishedAt: new Date() })
      .where(and(eq(ttsTasks.id, taskId), eq(ttsTasks.status, 'Running')));
  },
};
