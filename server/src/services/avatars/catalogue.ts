import { eq, sql } from 'drizzle-orm';
import type { CanvasKit } from 'canvaskit-wasm';
import type { Database } from '../../db/client';
import { virtualHumans } from '../../db/schema/index';
import type { ObjectStore } from '../storage/object-store';
import { CHARACTER_LOOKS, type AvatarLook } from '@portal/workers/core/avatar/characters';
import { bodyArtKey } from '@portal/workers/core/avatar/arms';
import { AVATAR_CATALOGUE, invalidateCatalogue } from '../catalogue-cache';
import { drawAvatarPng, type AvatarPose } from './avatar-art';

/** Industries of the avatar dialog's dropdown (001 §2; 'all' is the dialog's own entry). */
export const INDUSTRIES = ['金融', '教育', '医疗', '政务', '零售', '文旅'] as const;

interface SeedAvatar {
  personaBizId: string;
  name: string;
  industry: (typeof INDUSTRIES)[number];
  voice: string;
  look: AvatarLook;
}

/** The seeded 2D studio avatars; their default voices are the local engine's (db/seed/voices.ts). */
export const SEED_AVATARS: readonly SeedAvatar[] = [
  {
    personaBizId: 'vh-studio-xiaoya',
    name: '小雅',
    industry: '金融',
    voice: 'local-cmn-f3',
    look: CHARACTER_LOOKS['vh-studio-xiaoya']!,
  },
  {
    personaBizId: 'vh-studio-yunfan',
    name: '云帆',
    industry: '金融',
    voice: 'local-cmn-m3',
    look: CHARACTER_LOOKS['vh-studio-yunfan']!,
  },
  {
    personaBizId: 'vh-studio-sixin',
    name: '思昕',
    industry: '教育',
    voice: 'local-cmn-f2',
    look: CHARACTER_LOOKS['vh-studio-sixin']!,
  },
  {
    personaBizId: 'vh-studio-mingze',
    name: '明泽',
    industry: '教育',
    voice: 'local-cmn-m7',
    look: CHARACTER_LOOKS['vh-studio-mingze']!,
  },
  {
    personaBizId: 'vh-studio-anran',
    name: '安然',
    industry: '医疗',
    voice: 'local-cmn-f4',
    look: CHARACTER_LOOKS['vh-studio-anran']!,
  },
  {
    personaBizId: 'vh-studio-zhengyi',
    name: '正毅',
    industry: '政务',
    voice: 'local-cmn-m3',
    look: CHARACTER_LOOKS['vh-studio-zhengyi']!,
  },
  {
    personaBizId: 'vh-studio-lele',
    name: '乐乐',
    industry: '零售',
    voice: 'local-cmn-f3',
    look: CHARACTER_LOOKS['vh-studio-lele']!,
  },
  {
    personaBizId: 'vh-studio-xiaomin',
    name: '晓敏',
    industry: '文旅',
    voice: 'local-yue-f3',
    look: CHARACTER_LOOKS['vh-studio-xiaomin']!,
  },
  {
    personaBizId: 'vh-studio-wenbo',
    name: '文博',
    industry: '医疗',
    voice: 'local-cmn-m7',
    look: CHARACTER_LOOKS['vh-studio-wenbo']!,
  },
  {
    personaBizId: 'vh-studio-huilan',
    name: '惠兰',
    industry: '金融',
    voice: 'local-cmn-f4',
    look: CHARACTER_LOOKS['vh-studio-huilan']!,
  },
  {
    personaBizId: 'vh-studio-haoyu',
    name: '浩宇',
    industry: '零售',
    voice: 'local-cmn-m3',
    look: CHARACTER_LOOKS['vh-studio-haoyu']!,
  },
  {
    personaBizId: 'vh-studio-jiayi',
    name: '佳怡',
    industry: '政务',
    voice: 'local-cmn-f2',
    look: CHARACTER_LOOKS['vh-studio-jiayi']!,
  },
];

/** The three a new company starts with (the demo company holds them): the seeded templates show only these. */
export const STARTER_AVATARS = SEED_AVATARS.slice(0, 3);

const POSES: readonly { pose: AvatarPose; name: string }[] = [
  { pose: 'standing', name: '站姿' },
  { pose: 'presenting', name: '讲解' },
];

/** The first pictures, arms painted in: kept (and drawn when missing) because stored projects show them. */
const paintedKeyOf = (personaBizId: string, pose: AvatarPose) => `platform/avatars/${personaBizId}/${pose}.png`;

/**
 * Which drawing of the figures the stored pictures are: when it changes (the illustrated figures of
 * decision 0028), every picture is drawn again under its old key, so stored projects' URLs show the
 * new art.
 */
const ART_VERSION_KEY = 'platform/avatars/art-v2.txt';

/**
 * Brings the platform catalogue up to date on every start: rows upserted, portraits drawn with
 * CanvasKit into storage when missing (product data, not demo data).
 */
export async function seedAvatarCatalogue(db: Database, store: ObjectStore, loadCanvasKit: () => Promise<CanvasKit>) {
  let ck: CanvasKit | null = null;
  const redraw = (await store.size(ART_VERSION_KEY)) === null;
  for (const [i, avatar] of SEED_AVATARS.entries()) {
    for (const { pose } of POSES) {
      for (const [key, art] of [
        [paintedKeyOf(avatar.personaBizId, pose), 'painted'],
        [bodyArtKey(avatar.personaBizId, pose), 'body'],
      ] as const) {
        if (!redraw && (await store.size(key)) !== null) continue;
        ck ??= await loadCanvasKit();
        await store.putBytes(key, drawAvatarPng(ck, avatar.look, pose, art));
      }
    }
    // New elements take the body art, whose arm the rig moves.
    const postures = POSES.map(({ pose, name }) => ({
      postureId: `${avatar.personaBizId}-${pose}`,
      name,
      imageKey: bodyArtKey(avatar.personaBizId, pose),
    }));
    await db
      .insert(virtualHumans)
      .values({
        personaBizId: avatar.personaBizId,
        name: avatar.name,
        industry: avatar.industry,
        // The portrait lists and dialogs show: the painted picture, a whole figure (the body art's
        // moving forearm is drawn only by the rig). Applied from the avatar dialog it is a still-armed
        // talking face; choosing a posture moves the scene onto the body art and its gesturing arm.
        summaryKey: paintedKeyOf(avatar.personaBizId, 'standing'),
        postures,
        defaultVoiceBizId: avatar.voice,
        // Release dates step back a day each, so "new" lists have an order.
        releasedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })
      .onConflictDoUpdate({
        target: virtualHumans.personaBizId,
        set: {
          name: sql`excluded.name`,
          industry: sql`excluded.industry`,
          postures: sql`excluded.postures`,
          summaryKey: sql`excluded.summary_key`,
          defaultVoiceBizId: sql`excluded.default_voice_biz_id`,
        },
      });
  }
  if (redraw) await store.putBytes(ART_VERSION_KEY, new TextEncoder().encode('illustrated figures (0028)\n'));
  invalidateCatalogue(AVATAR_CATALOGUE);
}

/** Takes a digital human offline (an operator's action): projects using it then see DELETED. */
export async function takeAvatarOffline(db: Database, personaBizId: string) {
  await db.update(virtualHumans).set({ deletedAt: new Date() }).where(eq(virtualHumans.personaBizId, personaBizId));
  invalidateCatalogue(AVATAR_CATALOGUE);
}
