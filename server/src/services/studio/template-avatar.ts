import type { Database } from '../../db/client';
import { companyAvatars, personaStatuses, type AvatarRow } from '../avatars/avatar-access';
import { STORAGE_BASE } from '../storage/storage';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The persona a template presents: the project's, else the first scene's virtual human's. */
function templatePersona(data: Json): string | null {
  if (typeof data.personaBizId === 'string' && data.personaBizId) return data.personaBizId;
  const scenes = Array.isArray(data.scenes) ? data.scenes : [];
  for (const scene of scenes) {
    const human = isObject(scene) && isObject(scene.virtualHuman) ? scene.virtualHuman : null;
    if (human && typeof human.personaBizId === 'string') return human.personaBizId;
  }
  return null;
}

/** The held avatar's posture like the template's (`…-presenting` for `…-presenting`), else its first. */
function postureLike(avatar: AvatarRow, postureId: unknown) {
  const pose = typeof postureId === 'string' ? postureId.slice(postureId.lastIndexOf('-') + 1) : '';
  return avatar.postures.find((p) => p.postureId.endsWith(`-${pose}`)) ?? avatar.postures[0] ?? null;
}

/**
 * A project made from a template presents an avatar the company holds (001 §4): when the template's
 * avatar is not among the company's digital employees, the first one it holds takes its place in
 * every scene — picture, posture, voice, and the greeting that names it — as 切换数字人 would. A
 * company holding none keeps the template's (the platform default). So the 移出企业 warning (002 §5
 * check 2) is only ever about an avatar the company chose and then removed.
 */
export async function withHeldAvatar(db: Database, companyId: string, data: Json): Promise<Json> {
  const current = templatePersona(data);
  if (!current) return data;
  if ((await personaStatuses(db, companyId, [current])).get(current) === 'AUTHORIZED') return data;
  const [held] = await companyAvatars(db, companyId);
  if (!held) return data;
  const scenes = Array.isArray(data.scenes) ? data.scenes : [];
  return {
    ...data,
    personaBizId: held.personaBizId,
    scenes: scenes.map((scene) => {
      if (!isObject(scene)) return scene;
      const human = isObject(scene.virtualHuman) ? scene.virtualHuman : null;
      const previousName = typeof human?.title === 'string' ? human.title : null;
      const rename = (text: unknown) =>
        typeof text === 'string' && previousName ? text.replaceAll(`我是${previousName}`, `我是${held.name}`) : text;
      const posture = human ? postureLike(held, human.postureId) : null;
      return {
        ...scene,
        ...(Array.isArray(scene.voiceTexts) ? { voiceTexts: scene.voiceTexts.map(rename) } : {}),
        ...(isObject(scene.caption) ? { caption: { ...scene.caption, content: rename(scene.caption.content) } } : {}),
        ...(human
          ? {
              virtualHuman: {
                ...human,
                personaBizId: held.personaBizId,
                title: held.name,
                mediaUrl: `${STORAGE_BASE}/${posture?.imageKey ?? held.summaryKey}`,
                ...(posture ? { postureId: posture.postureId } : {}),
              },
            }
          : {}),
        tts: { ...(isObject(scene.tts) ? scene.tts : {}), voiceBizId: held.defaultVoiceBizId },
      };
    }),
  };
}
