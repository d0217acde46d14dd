import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkResponses } from '../../db/schema/index';
import { cardProject, type CardLink } from './card-access';

/**
 * applet/talk/rm/list: the card's welcome (1), no-input (2) and no-match (3) responses, so the page
 * can greet and prompt without asking the engine. Read without the quota check: a greeting costs nothing.
 */
export async function cardResponses(db: Database, link: CardLink) {
  const project = await cardProject(db, link, { quota: false });
  const rows = await db
    .select()
    .from(talkResponses)
    .where(eq(talkResponses.projectId, project.id))
    .orderBy(asc(talkResponses.type), asc(talkResponses.createdAt));
  return rows.map((r) => ({ type: r.type, answer: r.answer, canvasData: r.canvasData ?? null }));
}
