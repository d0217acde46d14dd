import { z } from 'zod';
import { failRequest } from '../services/ai/async-ask';
import { AI_SCRIPT_CREATION_JOB } from '../services/ai/job-names';
import { runScriptCreation } from '../services/ai/script-creation';
import type { JobKind } from './kinds';

const DataSchema = z.object({ id: z.string().uuid() });

export const aiScriptCreationJob: JobKind = {
  name: AI_SCRIPT_CREATION_JOB,
  async run(deps, data) {
    await runScriptCreation(deps, DataSchema.parse(data).id);
  },
  async giveUp(deps, data) {
    await failRequest(deps.db, DataSchema.parse(data).id);
  },
};
