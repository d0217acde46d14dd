import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkResponses } from '../../db/schema/index';
import type { VisitorLinks } from '../storage/visitor-links';
import { cardProject, type CardLink } from './card-access';

/**
 * applet/talk/rm/list: the card's welcome (1), no-input (2) and no-match (3) responses, so the page
 * can greet and prompt without asking the engine. Read without the quota check: a greeting costs nothing.
 * The company's files a response's canvas names are signed for the visitor.
 */
export async function cardResponses(db: Database, link: CardLink, links: VisitorLinks) {
  const project = await cardProject(db, link, { quota: false });
  const rows = await db
    .select()
    .from(talkResponses)
    .where(eq(talkResponses.projectId, project.id))
    .orderBy(asc(talkResponses.type), asc(talkResponses.createdAt));
  return Promise.all(
    rows.map(async (r) => ({
      type: r.type,
      answer: r.answer,
      canvasData: await links.json(r.canvasData ?? null),
    })),
  );
}
