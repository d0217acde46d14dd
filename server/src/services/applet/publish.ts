import type { Database } from '../../db/client';
import { cancelPublishTalkProject, publishTalkProject } from '../talk/save';
import { shareTokenOf } from '../talk/projects';
import { shareUrl } from '../talk/share-status';

/**
 * appletPublish: the talk project's own publish (the nine checks, a digital card taken the first
 * time a card goes out) answered with the visitor's link.
 */
export async function publishCard(db: Database, companyId: string, projectId: string | number, origin: string) {
  const row = await publishTalkProject(db, companyId, projectId);
  const share = await shareTokenOf(db, row);
  return { projectId: row.id, published: row.visibility, shareUrl: shareUrl(origin, row.id, share.token) };
}

/** cancelAppletPublish: the link stops working (the gate refuses unpublished cards); its token is kept for a republish. */
export async function unpublishCard(db: Database, companyId: string, projectId: string | number) {
  const row = await cancelPublishTalkProject(db, companyId, projectId);
  return { projectId: row.id, published: row.visibility, shareUrl: null };
}
