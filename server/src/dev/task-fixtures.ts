import express, { type Request, type Response } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, Context } from '../trpc/context';
import { videoTasks } from '../db/schema/index';
import { DomainError } from '../services/domain-error';
import { companyPrefix } from '../services/storage/keys';
import { companyProject } from '../services/studio/projects';

const FixtureSchema = z.object({
  projectId: z.string().uuid(),
  title: z.string().min(1).max(100),
  displayStatus: z.enum(['Running', 'Finished', 'Fail']),
  progress: z.number().int().min(0).max(100),
  failReason: z.string().max(200).optional(),
});

/**
 * POST /dev/fixtures/video-task (development only, like /dev/outbox): a video task of one of the
 * caller's projects in the given state, as the render job would leave it, so browser tests see
 * every task state from the real server without a full-size render. The task belongs to the
 * caller and their company; a finished one points at where the render would have stored its video.
 */
export function taskFixtures(deps: AppDeps, createContext: (req: Request, res: Response) => Promise<Context>) {
  const route = express.Router();
  route.post('/dev/fixtures/video-task', express.json({ limit: '8kb' }), async (req: Request, res: Response) => {
    const ctx = await createContext(req, res);
    if (!ctx.user) return res.status(401).json({ message: 'login required' });
    const input = FixtureSchema.safeParse(req.body);
    if (!input.success) return res.status(400).json({ message: input.error.message });
    const { projectId, title, displayStatus, progress, failReason } = input.data;
    let project;
    try {
      project = await companyProject(deps.db, ctx.user.companyId, projectId);
    } catch (error) {
      if (error instanceof DomainError) return res.status(404).json({ message: error.message });
      throw error;
    }
    const [task] = await deps.db
      .insert(videoTasks)
      .values({
        companyId: ctx.user.companyId,
        userId: ctx.user.id,
        projectId: project.id,
        title,
        resolution: 'R_1080P',
        displayStatus,
        stage: displayStatus === 'Finished' ? 'done' : displayStatus === 'Fail' ? 'failed' : 'frames',
        progress,
        snapshot: project.data,
        failReason: displayStatus === 'Fail' ? (failReason ?? '渲染失败') : null,
        ...(displayStatus === 'Finished' ? { finishedAt: new Date() } : {}),
      })
      .returning();
    if (displayStatus === 'Finished') {
      const base = `${companyPrefix(ctx.user.companyId, 'GENERATED')}videos/${task!.bizId}`;
      await deps.db
        .update(videoTasks)
        .set({ outputKey: `${base}/video.mp4` })
        .where(eq(videoTasks.bizId, task!.bizId));
    }
    res.json({ bizId: task!.bizId });
  });
  return route;
}
