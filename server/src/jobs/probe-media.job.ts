import { z } from 'zod';
import { PROBE_MEDIA_JOB } from '../services/media/job-names';
import { probeAndTranscode } from '../services/media/probe-and-transcode';
import type { JobKind } from './kinds';

const DataSchema = z.object({ mediaId: z.string().uuid() });

export const probeMediaJob: JobKind = {
  name: PROBE_MEDIA_JOB,
  async run(deps, data) {
    await probeAndTranscode(deps, DataSchema.parse(data).mediaId);
  },
};
