import { z } from 'zod';
import { failRequest, runAsyncAsk } from '../services/ai/async-ask';
import { AI_ASYNC_ASK_JOB } from '../services/ai/job-names';
import type { JobKind } from './kinds';

const DataSchema = z.object({ id: z.string().uuid() });

export const aiAsyncAskJob: JobKind = {
  name: AI_ASYNC_ASK_JOB,
  async run(deps, data) {
    await runAsyncAsk(deps, DataSchema.parse(data).id);
  },
  async giveUp(deps, data) {
    await failRequest(deps.db, DataSchema.parse(data).id);
  },
};
