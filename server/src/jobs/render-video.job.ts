import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { renderRuleMessages } from '@portal/contracts';
import { videoTasks } from '../db/schema/index';
import { RENDER_VIDEO_JOB } from '../services/render/job-names';
import { failVideoTask, renderVideoTask } from '../services/render/render-video';
import type { JobKind } from './kinds';

const DataSchema = z.object({ bizId: z.string().uuid() });

export const renderVideoJob: JobKind = {
  name: RENDER_VIDEO_JOB,
  heavy: true,
  async run(deps, data) {
    await renderVideoTask(deps, DataSchema.parse(data).bizId);
  },
  async giveUp(deps, data) {
    const [task] = await deps.db
      .select()
      .from(videoTasks)
      .where(eq(videoTasks.bizId, DataSchema.parse(data).bizId));
    if (task) await failVideoTask(deps, task, renderRuleMessages.renderFailed);
  },
};
