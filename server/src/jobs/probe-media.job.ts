import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mediaItems } from '../db/schema/index';
import { PROBE_MEDIA_JOB } from '../services/media/job-names';
import { probeAndTranscode } from '../services/media/probe-and-transcode';
import type { JobKind } from './kinds';

const DataSchema = z.object({ mediaId: z.string().uuid() });

export const probeMediaJob: JobKind = {
  name: PROBE_MEDIA_JOB,
  async run(deps, data) {
    await probeAndTranscode(deps, DataSchema.parse(data).mediaId);
  },
  async giveUp(deps, data) {
    const { mediaId } = DataSchema.parse(data);
    await deps.db
      .update(mediaItems)
      .set({ transcodeStage: 'failed', failReason: '素材处理失败，请重新上传' })
      .where(eq(mediaItems.id, mediaId));
  },
};
