import { z } from 'zod';
import { TTS_ASYNC_JOB } from '../services/speech/job-names';
import { runTtsTask } from '../services/speech/tts-task';
import type { JobKind } from './kinds';

const DataSchema = z.object({ taskId: z.string().uuid() });

export const ttsAsyncJob: JobKind = {
  name: TTS_ASYNC_JOB,
  async run(deps, data) {
    await runTtsTask(deps, DataSchema.parse(data).taskId);
  },
};
