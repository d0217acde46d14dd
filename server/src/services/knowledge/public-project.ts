import { and, eq, isNull } from 'drizzle-orm';
import { knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';

/**
 * A project a card visitor may talk to: published as a card (002 §4 visibility). Visitors carry no
 * company; the project's own company scopes everything after this.
 */
export async function publishedTalkRow(db: Database, id: string | number) {
  const rowId = asUuid(id);
  const [row] = rowId
    ? await db
        .select()
        .from(talkProjects)
        .where(and(eq(talkProjects.id, rowId), eq(talkProjects.kind, 'project'), isNull(talkProjects.deletedAt)))
    : [];
  if (!row?.visibility) throw DomainError.business(404, knowledgeMessages.projectNotPublished);
  return row;
}
