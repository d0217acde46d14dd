import type { Database } from '../../db/client';
import type { voices } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { findVoice } from '../speech/synthesize';
import type { Storage } from '../storage/storage';
import { avatarDetailView, type AvatarRow } from './avatar-access';

/** Every catalogue portrait is drawn in 2D (avatar-art.ts), so interactive projects see 2D_INTERACTIVE (002 §1). */
export const CATALOGUE_VH_TYPE = '2D_INTERACTIVE' as const;

/** The default voice of a studio avatar as the editor reads it (001 §3: bizId, speed, tone, volume, role, style). */
export const voiceDefaultsOf = (voice: typeof voices.$inferSelect) => ({
  bizId: voice.bizId,
  speedDefault: voice.speedDefault,
  toneDefault: voice.toneDefault,
  volumeDefault: voice.volumeDefault,
  voiceRole: voice.roleList[0] ?? '',
  voiceStyle: voice.styleList[0] ?? '',
});

/**
 * The avatar's default voice, or null when it left the voice list: the editor then falls back to
 * the default voice (001 §4 avatar dialog), so the detail is still answered.
 */
export async function avatarVoiceDefaultsOrNull(db: Database, companyId: string, avatar: AvatarRow) {
  try {
    return voiceDefaultsOf(await findVoice(db, companyId, avatar.defaultVoiceBizId));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'business') return null;
    throw error;
  }
}

/** The v2 detail of the byBizId calls: the avatar, its postures and its default voice. */
export async function avatarDetailV2View(
  db: Database,
  companyId: string,
  row: AvatarRow,
  storage: Storage,
  origin: string,
) {
  return {
    ...avatarDetailView(row, storage, origin),
    defaultVoice: await avatarVoiceDefaultsOrNull(db, companyId, row),
  };
}
