import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { cardMessages, safetyMessages } from '@portal/contracts';
import { formatPhone, parsePhone } from '@portal/contracts/entities/phone';
import type { Database } from '../../db/client';
import { appletLeads, talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTextChecker } from '../safety/company-lexicon';
import { openKey, sealKey } from '../talk/llm-keys';
import { cardVisitor, type CardLink } from './card-access';
import { enforceCardLimits, LEAD_CARD_RULE, LEAD_VISITOR_RULE } from './card-limits';

export interface LeadInput extends CardLink {
  visitorId: string;
  name: string;
  phone: string;
  message?: string | undefined;
}

/**
 * business/event/recommend/send: a visitor leaves contact details, a lead for the company. The
 * phone is checked by the portal's one phone rule and sealed at rest (the same AES-GCM sealing as
 * the model keys, keyed by APP_SECRET); only its last four digits stay readable, for the visitor's
 * masked view. Name and message pass the company's safety check like everything a visitor writes.
 */
export async function sendLead(deps: { db: Database; secret: string }, input: LeadInput) {
  const { project, visitorId } = await cardVisitor(deps.db, deps.secret, input, { quota: false });
  const phone = parsePhone(input.phone);
  if (!phone) throw DomainError.invalidInput(cardMessages.leadPhoneInvalid);
  const message = input.message ?? '';
  const check = await companyTextChecker(deps.db, project.companyId);
  if ([input.name, message].some((text) => check(text).level === 'SENSITIVE'))
    throw DomainError.business(400, safetyMessages.rewriteTextSensitive);
  await enforceCardLimits(deps.db, [
    [LEAD_VISITOR_RULE, `${project.id}:${visitorId}`],
    [LEAD_CARD_RULE, project.id],
  ]);
  const [lead] = await deps.db
    .insert(appletLeads)
    .values({
      companyId: project.companyId,
      projectId: project.id,
      visitorId,
      name: input.name,
      phoneSealed: sealKey(formatPhone(phone), deps.secret),
      phoneLast4: phone.number.slice(-4),
      message,
    })
    .returning({ id: appletLeads.id });
  return { leadId: lead!.id };
}

/** The company's leads, newest first, with the phone opened (managers only, by the call's access). */
export async function listLeads(
  deps: { db: Database; secret: string },
  companyId: string,
  input: { projectId?: string | number | undefined; pageIndex: number; pageSize: number },
) {
  const projectId = input.projectId === undefined ? undefined : asUuid(input.projectId);
  if (input.projectId !== undefined && !projectId)
    return { list: [], total: 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
  const where = and(eq(appletLeads.companyId, companyId), projectId ? eq(appletLeads.projectId, projectId) : undefined);
  const [total] = await deps.db.select({ n: count() }).from(appletLeads).where(where);
  const rows = await deps.db
    .select({ lead: appletLeads, projectTitle: talkProjects.title })
    .from(appletLeads)
    .innerJoin(talkProjects, eq(talkProjects.id, appletLeads.projectId))
    .where(where)
    .orderBy(desc(appletLeads.createdAt), desc(appletLeads.id))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return {
    list: rows.map(({ lead, projectTitle }) => ({
      id: lead.id,
      projectId: lead.projectId,
      projectTitle,
      name: lead.name,
      phone: openPhone(lead.phoneSealed, lead.phoneLast4, deps.secret),
      message: lead.message,
      createTime: lead.createdAt,
    })),
    total: total?.n ?? 0,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}

/** A phone sealed under another APP_SECRET (a restored backup) cannot be opened: shown masked, not a 500. */
function openPhone(sealed: string, last4: string, secret: string) {
  try {
    return openKey(sealed, secret);
  } catch {
    return `*******${last4}`;
  }
}

/** Deletes leads of the company; ids of another company's leads delete nothing. */
export async function deleteLeads(db: Database, companyId: string, ids: (string | number)[]) {
  const own = ids.map(asUuid).filter((id): id is string => id !== null);
  if (own.length === 0) return { deleted: 0 };
  const deleted = await db
    .delete(appletLeads)
    .where(and(eq(appletLeads.companyId, companyId), inArray(appletLeads.id, own)))
    .returning({ id: appletLeads.id });
  return { deleted: deleted.length };
}
