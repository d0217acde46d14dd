import { z } from 'zod';
import { AI_REWRITE_JOB } from '../services/ai/job-names';
import { runRewrite } from '../services/ai/rewrite-task';
import type { JobKind } from './kinds';

const DataSchema = z.object({ id: z.string().uuid() });

export const aiRewriteJob: JobKind = {
  name: AI_REWRITE_JOB,
  async run(deps, data) {
    await runRewrite(deps, DataSchema.parse(data).id);
  },
};
