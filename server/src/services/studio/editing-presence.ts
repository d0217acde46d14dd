import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { editorMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { projectEditors, users } from '../../db/schema/index';
import { companyProject } from './projects';

/**
 * How long an editor counts as present after its last beat. The editor beats every 20 s, so a
 * closed tab drops out within a minute (decided; 001 §7 names the call only).
 */
export const PRESENCE_WINDOW_MS = 60_000;

/**
 * The editor's presence beat: marks the user as editing the company's project and answers the
 * colleagues seen on it within the window. Another company's project is as good as unknown (404).
 */
export async function beatAndListEditors(
  db: Database,
  companyId: string,
  userId: string,
  projectId: string | number,
  now = new Date(),
) {
  const project = await companyProject(db, companyId, projectId);
  await db
    .insert(projectEditors)
    .values({ projectId: project.id, userId, seenAt: now })
    .onConflictDoUpdate({ target: [projectEditors.projectId, projectEditors.userId], set: { seenAt: now } });
  const since = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  const editors = await db
    .select({ userId: users.id, displayName: users.displayName, lastSeenAt: projectEditors.seenAt })
    .from(projectEditors)
    .innerJoin(users, eq(users.id, projectEditors.userId))
    .where(
      and(
        eq(projectEditors.projectId, project.id),
        ne(projectEditors.userId, userId),
        gt(projectEditors.seenAt, since),
        eq(users.companyId, companyId),
      ),
    )
    .orderBy(projectEditors.seenAt);
  // Stale rows of any project go now and then; presence is never history.
  if (Math.random() < 0.05) await db.delete(projectEditors).where(lt(projectEditors.seenAt, since));
  return {
    projectId: project.id,
    editors,
    tip: editors.length ? editorMessages.othersEditing(editors.map((e) => e.displayName).join('、')) : '',
  };
}
