import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { videoTaskReviews, videoTasks } from '../../db/schema/index';
import { containsPattern } from '../sql';
import type { Storage } from '../storage/storage';
import { visitorLinks } from '../storage/visitor-links';
import { cardProject } from './card-access';

export interface CardVideosInput {
  talkProjectId: string | number;
  shareToken: string;
  personaBizId?: string | undefined;
  name?: string | undefined;
  pageIndex: number;
  pageSize: number;
}

/**
 * applet/video/page: the videos a company shows on its cards — its finished renders that have a
 * file, leaving out those a manager returned in review (002 §7 organisation review), optionally of
 * one persona or matching a name. Read through the card gate, so only a live link sees them; their
 * files are signed for the visitor (storage/visitor-links.ts).
 */
export async function cardVideos(deps: { db: Database; storage: Storage; origin: string }, input: CardVideosInput) {
  const project = await cardProject(deps.db, { projectId: input.talkProjectId, shareToken: input.shareToken });
  const where: SQL[] = [
    eq(videoTasks.companyId, project.companyId),
    eq(videoTasks.displayStatus, 'Finished'),
    isNotNull(videoTasks.outputKey),
    or(isNull(videoTaskReviews.status), ne(videoTaskReviews.status, 'returned'))!,
  ];
  if (input.personaBizId) where.push(sql`${videoTasks.snapshot}->>'personaBizId' = ${input.personaBizId}`);
  if (input.name) where.push(ilike(videoTasks.title, containsPattern(input.name)));
  const condition = and(...where);
  const [total] = await deps.db
    .select({ n: count() })
    .from(videoTasks)
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId))
    .where(condition);
  const rows = await deps.db
    .select({ task: videoTasks })
    .from(videoTasks)
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId))
    .where(condition)
    .orderBy(desc(videoTasks.finishedAt), desc(videoTasks.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  const links = visitorLinks(deps.storage, deps.origin);
  const linkOf = (key: string) => links.url(deps.storage.urlOf(key, deps.origin));
  return {
    list: await Promise.all(
      rows.map(async ({ task }) => ({
        id: task.bizId,
        title: task.title,
        coverUrl: task.thumbnailKey ? await linkOf(task.thumbnailKey) : null,
        videoUrl: await linkOf(task.outputKey!),
        durationMs: task.durationMs,
        createTime: task.createdAt,
      })),
    ),
    total: total?.n ?? 0,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
