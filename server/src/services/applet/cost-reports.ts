import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appletCostReports, talkSessions } from '../../db/schema/index';
import { asUuid } from '../ids';
import { cardVisitor, type CardLink } from './card-access';
import { COST_REPORT_CARD_RULE, COST_REPORT_VISITOR_RULE, enforceCardLimits } from './card-limits';

export interface CostReportInput extends CardLink {
  visitorId: string;
  sessionId?: string | number | undefined;
  items: { kind: string; amount: number; unit: string }[];
}

/**
 * cost/report: what the visitor's page says it used, kept as a report beside the server's own
 * metering (which alone spends quota). A session id is kept only when it is this visitor's session
 * on this card; any other is dropped rather than linked to someone else's call.
 */
export async function storeCostReport(deps: { db: Database; secret: string }, input: CostReportInput) {
  const { project, visitorId } = await cardVisitor(deps.db, deps.secret, input, { quota: false });
  await enforceCardLimits(deps.db, [
    [COST_REPORT_VISITOR_RULE, `${project.id}:${visitorId}`],
    [COST_REPORT_CARD_RULE, project.id],
  ]);
  const sessionId = await ownSession(deps.db, project.id, visitorId, input.sessionId);
  await deps.db.insert(appletCostReports).values(
    input.items.map((item) => ({
      companyId: project.companyId,
      projectId: project.id,
      visitorId,
      sessionId,
      kind: item.kind,
      amount: item.amount,
      unit: item.unit,
    })),
  );
  return { accepted: input.items.length };
}

async function ownSession(db: Database, projectId: string, visitorId: string, id: string | number | undefined) {
  const sessionId = asUuid(id);
  if (!sessionId) return null;
  const [session] = await db
    .select({ id: talkSessions.id })
    .from(talkSessions)
    .where(
      and(eq(talkSessions.id, sessionId), eq(talkSessions.projectId, projectId), eq(talkSessions.visitorId, visitorId)),
    );
  return session?.id ?? null;
}
