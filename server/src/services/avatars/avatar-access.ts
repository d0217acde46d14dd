import { and, eq, inArray, isNull } from 'drizzle-orm';
import { avatarRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyVirtualHumans, virtualHumans } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';

type Row = typeof virtualHumans.$inferSelect;

export function avatarView(row: Row, storage: Storage, origin: string) {
  return {
    personaBizId: row.personaBizId,
    name: row.name,
    summaryImage: storage.urlOf(row.summaryKey, origin),
    industry: row.industry,
    vhModelType: row.vhModelType,
    defaultVoiceBizId: row.defaultVoiceBizId,
    releasedAt: row.releasedAt,
  };
}

/** Platform avatars and the company's exclusive ones that are not offline. */
export async function visibleAvatars(db: Database, companyId: string) {
  const rows = await db.select().from(virtualHumans).where(isNull(virtualHumans.deletedAt));
  return rows.filter((r) => r.companyId === null || r.companyId === companyId);
}

/** The company's digital employees: taken from the market, plus its exclusive ones. */
export async function companyAvatars(db: Database, companyId: string) {
  const taken = await db.select({ id: companyVirtualHumans.personaBizId }).from(companyVirtualHumans).where(eq(companyVirtualHumans.companyId, companyId));
  const ids = new Set(taken.map((t) => t.id));
  return (await visibleAvatars(db, companyId)).filter((r) => ids.has(r.personaBizId) || r.companyId === companyId);
}

export type PersonaStatus = 'AUTHORIZED' | 'NO_AUTH' | 'DELETED';

/**
 * Whether a company may use a persona (002 §4 persona status): DELETED when upgraded or taken
 * offline, NO_AUTH when not among the company's digital employees (an administrator removed it).
 */
export async function personaStatuses(db: Database, companyId: string, ids: string[]): Promise<Map<string, PersonaStatus>> {
  const result = new Map<string, PersonaStatus>(ids.map((id) => [id, 'DELETED']));
  if (ids.length === 0) return result;
  const rows = await db.select().from(virtualHumans).where(inArray(virtualHumans.personaBizId, ids));
  const taken = await db
    .select({ id: companyVirtualHumans.personaBizId })
    .from(companyVirtualHumans)
    .where(and(eq(companyVirtualHumans.companyId, companyId), inArray(companyVirtualHumans.personaBizId, ids)));
  const mine = new Set(taken.map((t) => t.id));
  for (const row of rows) {
    if (row.deletedAt || (row.companyId !== null && row.companyId !== companyId)) continue;
    result.set(row.personaBizId, mine.has(row.personaBizId) || row.companyId === companyId ? 'AUTHORIZED' : 'NO_AUTH');
  }
  return result;
}

export async function avatarOrThrow(db: Database, companyId: string, personaBizId: string) {
  const [row] = await db.select().from(virtualHumans).where(eq(virtualHumans.personaBizId, personaBizId));
  if (!row || row.deletedAt || (row.companyId !== null && row.companyId !== companyId)) throw DomainError.business(404, avatarRuleMessages.avatarNotFound);
  return row;
}
