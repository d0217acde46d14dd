import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkProjects } from '../../db/schema/index';

/** Suspends or re-activates a project's share link (002 §7 share status); the caller has checked the company. */
export async function setShareTokenStatus(db: Database, projectId: string, status: 'Active' | 'Suspended') {
  await db.update(talkProjects).set({ shareTokenStatus: status }).where(eq(talkProjects.id, projectId));
}

/** The visitor's link: the applet page with the project and its token (002 §2 /applet). */
export const shareUrl = (origin: string, projectId: string, token: string) =>
  `${origin}/applet?projectId=${projectId}&shareToken=${token}`;
