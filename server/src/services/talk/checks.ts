import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { editorMessages, talkProjectMessages } from '@portal/contracts';
import type { ProjectCanvasData } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { virtualHumans, voices } from '../../db/schema/index';
import { personaStatuses } from '../avatars/avatar-access';
import { DomainError } from '../domain-error';
import { companyTextChecker } from '../safety/company-lexicon';
import { missingPersonaField, personaSensitiveHits } from './persona';

/** Business code of a failed pre-use check (002 §5); data names the check (1–9) and, for 8 and 9, the resume tab. */
export const TALK_CHECK_FAILED = 4100;

export interface CheckSubject {
  publishType: string;
  data: ProjectCanvasData;
  persona: Record<string, unknown>;
  config: Record<string, unknown>;
  /** What the checks guard, for the wording of a refusal: publishing, or starting a conversation. */
  purpose: 'publish' | 'talk';
}

export type CheckOutcome =
  | { ok: true }
  | { ok: false; check: number; message: string; tab?: 'resume'; field?: string; sensitive?: Record<string, string[]> };

const fail = (
  check: number,
  message: string,
  extra: Partial<Extract<CheckOutcome, { ok: false }>> = {},
): CheckOutcome => ({ ok: false, check, message, ...extra });

/** The voice id: voiceBizId of the new-voice payload, or timbre (002 §3 Voice). */
export const voiceIdOf = (data: ProjectCanvasData) => {
  const tts = data.iceScenes.tts;
  const id = tts?.voiceBizId ?? tts?.timbre;
  return id && id.trim() !== '' ? id : null;
};
const postureIdsOf = (data: ProjectCanvasData, config: Record<string, unknown>) => {
  const human = data.iceScenes.virtualHuman;
  const standby = Array.isArray(config.virtualHumanStandbyActionList) ? config.virtualHumanStandbyActionList : [];
  const ids = [
    human?.postureId,
    ...standby.map((a) => (a && typeof a === 'object' ? (a as { postureId?: unknown }).postureId : a)),
  ];
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
};

/**
 * The nine checks of 002 §5, in order; the first failure is the answer. Check 9 reports what the
 * moderation flagged so the caller can record it on the persona's sensitive field.
 */
export async function runProjectChecks(db: Database, companyId: string, subject: CheckSubject): Promise<CheckOutcome> {
  const { data, persona, config } = subject;
  const personaBizId = data.personaBizId || null;
  if (personaBizId) {
    const status = (await personaStatuses(db, companyId, [personaBizId])).get(personaBizId);
    if (status === 'DELETED') return fail(1, editorMessages.personaDeleted);
    if (status === 'NO_AUTH') return fail(2, editorMessages.personaNoAuth);
    const postures = postureIdsOf(data, config);
    if (postures.length > 0) {
      const [avatar] = await db
        .select({ postures: virtualHumans.postures })
        .from(virtualHumans)
        .where(eq(virtualHumans.personaBizId, personaBizId));
      const known = new Set((avatar?.postures ?? []).map((p) => p.postureId));
      if (postures.some((id) => !known.has(id))) return fail(3, editorMessages.postureInvalid);
    }
  }
  const voiceId = voiceIdOf(data);
  const [voice] = voiceId
    ? await db
        .select({ bizId: voices.bizId })
        .from(voices)
        .where(
          and(
            inArray(voices.bizId, [voiceId]),
            eq(voices.forInteractive, true),
            or(isNull(voices.companyId), eq(voices.companyId, companyId)),
          ),
        )
    : [];
  if (!voice) return fail(4, editorMessages.voiceRequired);
  if (data.templateName.trim() === '') return fail(5, editorMessages.templateInvalid);
  if (!personaBizId || !data.iceScenes.virtualHuman) return fail(6, talkProjectMessages.virtualHumanRequired);
  const check = await companyTextChecker(db, companyId);
  // `sensitive` is the mark the editor's text check leaves on an element (002 §5 check 7).
  if (data.iceScenes.displayTexts.some((t) => t.sensitive === true || check(t.content).level === 'SENSITIVE'))
    return fail(7, editorMessages.textSensitive);
  const missing = missingPersonaField(subject.publishType, persona, config);
  if (missing)
    return fail(8, talkProjectMessages.personaFieldRequired(missing.label, subject.purpose), {
      tab: 'resume',
      field: missing.key,
    });
  const hits = personaSensitiveHits(persona, check);
  if (Object.keys(hits).length > 0)
    return fail(9, talkProjectMessages.resumeSensitive, { tab: 'resume', sensitive: hits });
  return { ok: true };
}

export const checkError = (outcome: Extract<CheckOutcome, { ok: false }>) =>
  DomainError.business(TALK_CHECK_FAILED, outcome.message, {
    check: outcome.check,
    tab: outcome.tab ?? null,
    field: outcome.field ?? null,
    sensitive: outcome.sensitive ?? null,
  });
