import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appletLeads, talkChatLogs } from '../../db/schema/index';
import { cardProject, cardRefusal, cardVisitor, type CardLink } from './card-access';
import {
  deviceVisitorPrefix,
  deviceVisitorTag,
  isDeviceToken,
  touchDevice,
  verifyDeviceToken,
} from '../device/device-token';
import { enforceCardLimits, VISITOR_ISSUE_CARD_RULE, VISITOR_ISSUE_IP_RULE } from './card-limits';
import { issueVisitorId, verifyVisitorId } from './visitor-id';

/**
 * applet/user: the id the browser kept is confirmed when this server issued it for this card;
 * otherwise (none, stale, forged, another card's) a new one is issued. Only issuing is limited, per
 * address and per card, so a reload never spends the budget. The card is read without the quota
 * check: the page needs a visitor to show the quota page's contact form too.
 */
export async function visitorOf(
  deps: { db: Database; secret: string; ip: string },
  input: CardLink & { visitorId?: string | undefined },
) {
  const project = await cardProject(deps.db, input, { quota: false });
  if (isDeviceToken(input.shareToken)) return deviceVisitorOf(deps, project.id, input);
  const kept = input.visitorId ? verifyVisitorId(deps.secret, project.id, input.visitorId) : null;
  if (kept && input.visitorId) return { visitorId: input.visitorId, isNew: false, issuedAt: kept.issuedAt };
  await enforceCardLimits(deps.db, [
    [VISITOR_ISSUE_IP_RULE, deps.ip],
    [VISITOR_ISSUE_CARD_RULE, project.id],
  ]);
  const issuedAt = new Date();
  return { visitorId: issueVisitorId(deps.secret, project.id, issuedAt), isNew: true, issuedAt };
}

/**
 * A kiosk's visitor id names its device (the talk log reads the device's exchanges by it) and is
 * not limited: the device token already stands for one machine.
 */
async function deviceVisitorOf(
  deps: { db: Database; secret: string },
  projectId: string,
  input: CardLink & { visitorId?: string | undefined },
) {
  const device = await verifyDeviceToken(deps.db, input.shareToken);
  if (!device) throw cardRefusal('linkInvalid');
  await touchDevice(deps.db, device.deviceId);
  const prefix = deviceVisitorPrefix(device.deviceId);
  const kept = input.visitorId?.startsWith(prefix) ? verifyVisitorId(deps.secret, projectId, input.visitorId) : null;
  if (kept && input.visitorId) return { visitorId: input.visitorId, isNew: false, issuedAt: kept.issuedAt };
  const issuedAt = new Date();
  const visitorId = issueVisitorId(deps.secret, projectId, issuedAt, deviceVisitorTag(device.deviceId));
  return { visitorId, isNew: true, issuedAt };
}

/** What a visitor can know about themselves: how much they asked, and their own lead, masked. */
export async function visitorInfo(db: Database, secret: string, input: CardLink & { visitorId: string }) {
  const { project, visitorId, issuedAt } = await cardVisitor(db, secret, input, { quota: false });
  const [asked] = await db
    .select({ n: count() })
    .from(talkChatLogs)
    .where(and(eq(talkChatLogs.projectId, project.id), eq(talkChatLogs.visitorId, visitorId)));
  const [lead] = await db
    .select({ name: appletLeads.name, last4: appletLeads.phoneLast4, createTime: appletLeads.createdAt })
    .from(appletLeads)
    .where(and(eq(appletLeads.projectId, project.id), eq(appletLeads.visitorId, visitorId)))
    .orderBy(desc(appletLeads.createdAt))
    .limit(1);
  return {
    visitorId,
    projectId: project.id,
    issuedAt,
    questionCount: Number(asked?.n ?? 0),
    lead: lead ? { name: lead.name, phoneMasked: maskedPhone(lead.last4), createTime: lead.createTime } : null,
  };
}

/** A phone as the visitor sees it back: stars, then the last four digits. */
export const maskedPhone = (last4: string) => `*******${last4}`;
