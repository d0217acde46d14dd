import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { renderRuleMessages } from '@portal/contracts';
import { readProjectRenderData } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { voices } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/**
 * Business code of a save naming a voice the company cannot use (001 §8): the editor rolls the
 * voice back to the last saved one. The spec shows the code, not when it is given; a save is
 * refused when a scene's voice is unknown, another company's, or not offered for video.
 */
export const VOICE_UNAVAILABLE = 430;

const voiceIdsOf = (data: unknown): string[] => {
  const ids = readProjectRenderData(data)
    .data.scenes.map((s) => s.tts?.voiceBizId)
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)];
};

/**
 * Interactive projects (002 §8) check the voices offered for interaction instead.
 * Only voices the save brings in are checked: a voice the stored project already names and that has
 * since left the catalogue does not block saving other edits (its render fails with a reason instead).
 */
export async function assertUsableVoices(
  db: Database,
  companyId: string,
  data: unknown,
  stored: unknown = {},
  use: 'studio' | 'interactive' = 'studio',
): Promise<void> {
  const kept = new Set(voiceIdsOf(stored));
  const ids = voiceIdsOf(data).filter((id) => !kept.has(id));
  if (ids.length === 0) return;
  const usable = await db
    .select({ bizId: voices.bizId })
    .from(voices)
    .where(
      and(
        inArray(voices.bizId, ids),
        use === 'studio' ? eq(voices.forStudio, true) : eq(voices.forInteractive, true),
        or(isNull(voices.companyId), eq(voices.companyId, companyId)),
      ),
    );
  if (usable.length < ids.length) throw DomainError.business(VOICE_UNAVAILABLE, renderRuleMessages.voiceUnavailable);
}
