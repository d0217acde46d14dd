import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { avatarRuleMessages, editorMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AVATAR_CATALOGUE, cachedCatalogue } from '../catalogue-cache';
import { companyVirtualHumans, virtualHumans } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';

export type AvatarRow = typeof virtualHumans.$inferSelect;

export function avatarView(row: AvatarRow, storage: Storage, origin: string) {
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

export function postureView(row: AvatarRow, posture: AvatarRow['postures'][number], storage: Storage, origin: string) {
  return {
    postureId: posture.postureId,
    name: posture.name,
    imageUrl: storage.urlOf(posture.imageKey, origin),
    personaBizId: row.personaBizId,
  };
}

/** An avatar with its postures (query-vh-detail and the byBizId calls). */
export const avatarDetailView = (row: AvatarRow, storage: Storage, origin: string) => ({
  avatar: avatarView(row, storage, origin),
  postures: row.postures.map((p) => postureView(row, p, storage, origin)),
});

/** The filters of the digital-human lists (get-sel-options): industry ('all' is no filter), name, model type. */
export interface AvatarFilter {
  industry?: string | undefined;
  name?: string | undefined;
  vhModelType?: string | undefined;
}

export const filterAvatars = (rows: AvatarRow[], filter: AvatarFilter) =>
  rows
    .filter((r) => !filter.industry || filter.industry === 'all' || r.industry === filter.industry)
    .filter((r) => !filter.name || r.name.includes(filter.name))
    .filter((r) => !filter.vhModelType || r.vhModelType.toLowerCase() === filter.vhModelType.toLowerCase());

/**
 * Platform avatars and the company's exclusive ones that are not offline, in release order. Every
 * list of the market, the media picker and the avatar dialog reads this, so it is a cached catalogue;
 * callers get a copy they may sort or filter.
 */
export async function visibleAvatars(db: Database, companyId: string): Promise<AvatarRow[]> {
  const rows = await cachedCatalogue(AVATAR_CATALOGUE, db, companyId, () =>
    db
      .select()
      .from(virtualHumans)
      .where(
        and(
          isNull(virtualHumans.deletedAt),
          or(isNull(virtualHumans.companyId), eq(virtualHumans.companyId, companyId)),
        ),
      )
      .orderBy(asc(virtualHumans.releasedAt), asc(virtualHumans.personaBizId)),
  );
  return [...rows];
}

/** The personas the company took from the market. */
export async function takenPersonaIds(db: Database, companyId: string) {
  const taken = await db
    .select({ id: companyVirtualHumans.personaBizId })
    .from(companyVirtualHumans)
    .where(eq(companyVirtualHumans.companyId, companyId));
  return new Set(taken.map((t) => t.id));
}

/** The company's digital employees: taken from the market, plus its exclusive ones. */
export async function companyAvatars(db: Database, companyId: string) {
  const ids = await takenPersonaIds(db, companyId);
  return (await visibleAvatars(db, companyId)).filter((r) => ids.has(r.personaBizId) || r.companyId === companyId);
}

export type PersonaStatus = 'AUTHORIZED' | 'NO_AUTH' | 'DELETED';

/**
 * Whether a company may use a persona (002 §4 persona status): DELETED when upgraded or taken
 * offline, NO_AUTH when not among the company's digital employees (an administrator removed it).
 */
export async function personaStatuses(
  db: Database,
  companyId: string,
  ids: string[],
): Promise<Map<string, PersonaStatus>> {
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
  if (!row || row.deletedAt || (row.companyId !== null && row.companyId !== companyId))
    throw DomainError.business(404, avatarRuleMessages.avatarNotFound);
  return row;
}

/**
 * The company's own exclusive (enterprise) digital human (001 §6). A platform avatar, another
 * company's or an offline one reads as not found, so no other company's avatar is ever revealed.
 */
export async function exclusiveAvatarOrThrow(db: Database, companyId: string, bizId: string) {
  const row = await avatarOrThrow(db, companyId, bizId);
  if (row.companyId !== companyId) throw DomainError.business(404, avatarRuleMessages.avatarNotFound);
  return row;
}

/** Business code when a persona was removed from the company (002 §5 check 2; the spec shows none). */
export const PERSONA_NO_AUTH = 403;

/**
 * A digital human the company may use in a project now: one of its digital employees (002 §5 checks
 * 1 and 2). A market one it has not taken answers the NO_AUTH message; anything else is not found.
 */
export async function usableAvatarOrThrow(db: Database, companyId: string, bizId: string) {
  const row = await avatarOrThrow(db, companyId, bizId);
  const status = (await personaStatuses(db, companyId, [bizId])).get(bizId);
  if (status !== 'AUTHORIZED') throw DomainError.business(PERSONA_NO_AUTH, editorMessages.personaNoAuth);
  return row;
}
