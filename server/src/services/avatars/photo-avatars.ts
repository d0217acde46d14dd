import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  PHOTO_AVATAR_PERSONA_PREFIX,
  RESOURCE_TYPES,
  photoAvatarMessages as m,
  type PhotoAvatar,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyVirtualHumans, photoAvatars, virtualHumans } from '../../db/schema/index';
import { AVATAR_CATALOGUE, invalidateCatalogue } from '../catalogue-cache';
import { DomainError } from '../domain-error';
import type { PortraitAnalysis } from '../face/human-engine';
import { giveQuota, takeQuota } from '../quota/consume';
import { enforce, type RateRule } from '../rate-limit/rate-limit';
import { checkCompanyText } from '../safety/company-lexicon';
import { findVoice } from '../speech/synthesize';
import type { Storage } from '../storage/storage';
import { acceptPortrait, checkPortraitFile } from './portrait-checks';

/** Business code when the customise-virtual-human quota (resource type 14) is used up (ours). */
export const PHOTO_AVATAR_QUOTA_EXHAUSTED = 4032;

/**
 * Ours: a portrait is analysed in the face process (about a second of one core), so a user may try
 * 10 an hour and a company 30 — enough to retake a refused photo several times, never a flood.
 */
export const PHOTO_AVATAR_USER_RULE: RateRule = { name: 'photo-avatar-user', limit: 10, windowMs: 3_600_000 };
export const PHOTO_AVATAR_COMPANY_RULE: RateRule = { name: 'photo-avatar-company', limit: 30, windowMs: 3_600_000 };

export interface PhotoAvatarDeps {
  db: Database;
  storage: Storage;
  analysePortrait: (bytes: Uint8Array) => Promise<PortraitAnalysis>;
}

export interface NewPhotoAvatar {
  name: string;
  voiceBizId: string;
  likenessConfirmed: boolean;
  photo: Uint8Array;
}

type Creator = { id: string; companyId: string; displayName: string };

type Row = typeof photoAvatars.$inferSelect & { name: string; summaryKey: string; defaultVoiceBizId: string };

const folderOf = (companyId: string, id: string) => `c/${companyId}/photo-avatars/${id}/`;

function viewOf(row: Row, storage: Storage, origin: string): PhotoAvatar {
  return {
    personaBizId: row.personaBizId,
    name: row.name,
    summaryImage: storage.urlOf(row.summaryKey, origin),
    portraitUrl: storage.urlOf(`${row.storagePrefix}portrait.jpg`, origin),
    defaultVoiceBizId: row.defaultVoiceBizId,
    likenessConfirmedBy: row.likenessConfirmedByName,
    likenessConfirmedAt: row.likenessConfirmedAt,
    createdAt: row.createdAt,
  };
}

const rowsOf = (db: Database, companyId: string) =>
  db
    .select({
      id: photoAvatars.id,
      companyId: photoAvatars.companyId,
      personaBizId: photoAvatars.personaBizId,
      storagePrefix: photoAvatars.storagePrefix,
      likenessConfirmedBy: photoAvatars.likenessConfirmedBy,
      likenessConfirmedByName: photoAvatars.likenessConfirmedByName,
      likenessConfirmedAt: photoAvatars.likenessConfirmedAt,
      createdAt: photoAvatars.createdAt,
      name: virtualHumans.name,
      summaryKey: virtualHumans.summaryKey,
      defaultVoiceBizId: virtualHumans.defaultVoiceBizId,
    })
    .from(photoAvatars)
    .innerJoin(virtualHumans, eq(virtualHumans.personaBizId, photoAvatars.personaBizId))
    .where(eq(photoAvatars.companyId, companyId))
    .orderBy(desc(photoAvatars.createdAt));

export async function listPhotoAvatars(
  deps: Pick<PhotoAvatarDeps, 'db' | 'storage'>,
  companyId: string,
  origin: string,
) {
  return (await rowsOf(deps.db, companyId)).map((row) => viewOf(row, deps.storage, origin));
}

/**
 * Makes a photo avatar, checking in the order a user fixes things: the name, the likeness
 * confirmation, the voice, the pace, the photo, then the quota. Its files are written first under a
 * fresh folder and its rows after the quota is taken; a failure at any step removes what was
 * written and gives the quota back, so nothing is left half made.
 */
export async function createPhotoAvatar(
  deps: PhotoAvatarDeps,
  creator: Creator,
  input: NewPhotoAvatar,
  origin: string,
): Promise<PhotoAvatar> {
  if ((await checkCompanyText(deps.db, creator.companyId, input.name)).level === 'SENSITIVE')
    throw DomainError.invalidInput(m.nameSensitive);
  if (!input.likenessConfirmed) throw DomainError.invalidInput(m.likenessRequired);
  await findVoice(deps.db, creator.companyId, input.voiceBizId);
  await enforce(
    deps.db,
    [
      [PHOTO_AVATAR_USER_RULE, creator.id],
      [PHOTO_AVATAR_COMPANY_RULE, creator.companyId],
    ],
    () => DomainError.tooManyRequests(m.tooFrequent),
  );
  checkPortraitFile(input.photo);
  const analysed = await deps.analysePortrait(input.photo).catch(() => {
    throw DomainError.business(503, m.engineBusy);
  });
  const portrait = acceptPortrait(analysed);

  const id = randomUUID();
  const folder = folderOf(creator.companyId, id);
  const personaBizId = `${PHOTO_AVATAR_PERSONA_PREFIX}${id.replaceAll('-', '').slice(0, 20)}`;
  const spender = { companyId: creator.companyId, userId: creator.id };
  const store = deps.storage.store;
  let quotaTaken = false;
  try {
    await store.putBytes(`${folder}portrait.jpg`, portrait.jpeg);
    await store.putBytes(`${folder}landmarks.png`, portrait.landmarksPng);
    await store.putBytes(`${folder}summary.jpg`, portrait.thumbnail);
    await takeQuota(deps.db, spender, RESOURCE_TYPES.customizeVirtualHuman, 1, {
      code: PHOTO_AVATAR_QUOTA_EXHAUSTED,
      message: m.quotaExhausted,
    });
    quotaTaken = true;
    const confirmedAt = new Date();
    await deps.db.transaction(async (tx) => {
      await tx.insert(virtualHumans).values({
        personaBizId,
        name: input.name,
        industry: '定制',
        vhModelType: 'Studio',
        summaryKey: `${folder}summary.jpg`,
        postures: [{ postureId: `${personaBizId}-portrait`, name: '正面', imageKey: `${folder}portrait.jpg` }],
        defaultVoiceBizId: input.voiceBizId,
        companyId: creator.companyId,
      });
      await tx.insert(companyVirtualHumans).values({ companyId: creator.companyId, personaBizId });
      await tx.insert(photoAvatars).values({
        id,
        companyId: creator.companyId,
        personaBizId,
        storagePrefix: folder,
        likenessConfirmedBy: creator.id,
        likenessConfirmedByName: creator.displayName,
        likenessConfirmedAt: confirmedAt,
      });
    });
  } catch (error) {
    await store.removePrefix(folder).catch(() => undefined);
    if (quotaTaken) await giveQuota(deps.db, spender, RESOURCE_TYPES.customizeVirtualHuman, 1).catch(() => undefined);
    throw error;
  }
  invalidateCatalogue(AVATAR_CATALOGUE);
  const [row] = (await rowsOf(deps.db, creator.companyId)).filter((r) => r.id === id);
  return viewOf(row!, deps.storage, origin);
}

/**
 * Deletes a photo avatar of the company: its rows (the digital human, the employee entry, the
 * likeness record) and its folder (portrait, landmarks, summary). The quota unit is not given back:
 * it paid for making the avatar. Projects that showed it are told the avatar is gone.
 */
export async function deletePhotoAvatar(
  deps: Pick<PhotoAvatarDeps, 'db' | 'storage'>,
  companyId: string,
  personaBizId: string,
) {
  const [row] = await deps.db
    .select()
    .from(photoAvatars)
    .where(and(eq(photoAvatars.companyId, companyId), eq(photoAvatars.personaBizId, personaBizId)));
  if (!row) throw DomainError.notFound(m.notFound);
  await deps.db.delete(virtualHumans).where(eq(virtualHumans.personaBizId, personaBizId));
  await deps.storage.store.removePrefix(row.storagePrefix);
  invalidateCatalogue(AVATAR_CATALOGUE);
  return { deleted: true as const };
}
