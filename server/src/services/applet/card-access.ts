import { and, desc, eq, isNull } from 'drizzle-orm';
import { CARD_REFUSAL_CODE, type CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import { cardMessages, LICENCE_APP_IDS, RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyLicences, talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { spendable } from '../quota/consume';
import type { TalkProjectRow } from '../talk/projects';
import { verifyVisitorId } from './visitor-id';
import { isDeviceToken, verifyDeviceToken } from '../device/device-token';

/*
 * The one gate of every public card call (askStream, card info, chat log, sessions, live rooms):
 * the project must be published, the link's share token must be the project's and Active, the
 * company's card licence (22) must not have ended and its interactive duration (21) must not be
 * used up. Each refusal has its own reason, so the visitor's page shows its own full page.
 */

export const cardRefusal = (reason: CardRefusalReason) =>
  DomainError.business(CARD_REFUSAL_CODE, cardMessages[reason], { reason });

export interface CardLink {
  projectId: string | number;
  shareToken: string;
}

/** Decision (docs/decisions/0021): a company with no card licence on record is not refused; an ended one is. */
async function cardLicenceEnded(
  db: Database,
  companyId: string,
  now: Date,
  appId: number = LICENCE_APP_IDS.CardLicense,
) {
  const [latest] = await db
    .select({ endTime: companyLicences.endTime })
    .from(companyLicences)
    .where(
      and(
        eq(companyLicences.companyId, companyId),
        eq(companyLicences.appId, appId),
        eq(companyLicences.kind, 'License'),
      ),
    )
    .orderBy(desc(companyLicences.endTime))
    .limit(1);
  return latest !== undefined && latest.endTime.getTime() < now.getTime();
}

/**
 * The project behind a card link, or the refusal in the order a visitor meets them. `quota: false`
 * skips the interactive-duration check (reading the card, leaving contact details).
 */
export async function cardProject(
  db: Database,
  link: CardLink,
  options: { quota?: boolean; now?: Date } = {},
): Promise<TalkProjectRow> {
  const now = options.now ?? new Date();
  const id = asUuid(link.projectId);
  const [row] = id
    ? await db
        .select()
        .from(talkProjects)
        .where(and(eq(talkProjects.id, id), eq(talkProjects.kind, 'project'), isNull(talkProjects.deletedAt)))
    : [];
  if (!row) throw cardRefusal('notFound');
  if (!row.visibility) throw cardRefusal('unpublished');
  if (isDeviceToken(link.shareToken)) {
    // A kiosk (issue 29): its device token stands for the share token, bound to this project; the
    // all-in-one machine licence (23) counts instead of the card's.
    const device = await verifyDeviceToken(db, link.shareToken);
    if (!device || device.projectId !== row.id) throw cardRefusal('linkInvalid');
    if (await cardLicenceEnded(db, row.companyId, now, LICENCE_APP_IDS.CteLicense)) throw cardRefusal('licenceExpired');
  } else {
    if (!row.shareToken || row.shareToken !== link.shareToken) throw cardRefusal('linkInvalid');
    if (row.shareTokenStatus !== 'Active') throw cardRefusal('linkSuspended');
    if (await cardLicenceEnded(db, row.companyId, now)) throw cardRefusal('licenceExpired');
  }
  if (options.quota !== false) {
    const left = await spendable(db, { companyId: row.companyId, userId: null }, RESOURCE_TYPES.interactiveDuration);
    // A company holding the quota with nothing left is refused; one without the quota row has no
    // metered calls at all, which the session start refuses on its own (services/live).
    if (left.resourceCode !== null && left.remaining <= 0) throw cardRefusal('quotaExhausted');
  }
  return row;
}

/** The card and its visitor: the visitor id must be one this server issued for this project. */
export async function cardVisitor(
  db: Database,
  secret: string,
  input: CardLink & { visitorId: string },
  options: { quota?: boolean; now?: Date } = {},
) {
  const project = await cardProject(db, input, options);
  const visitor = verifyVisitorId(secret, project.id, input.visitorId);
  if (!visitor) throw cardRefusal('visitorInvalid');
  return { project, visitorId: input.visitorId, issuedAt: visitor.issuedAt };
}
