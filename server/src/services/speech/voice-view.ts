import type { voices } from '../../db/schema/index';
import { VOICE_TAGS } from '../../db/seed/voices';

type Row = typeof voices.$inferSelect;

/** A voice item as the editors read it (001 §3 Voice; defaults rate 1, pitch 1, volume 50). */
export function voiceView(row: Row) {
  return {
    bizId: row.bizId,
    name: row.name,
    timbre: row.originId,
    originId: row.originId,
    voiceProvider: row.supplier,
    supplier: row.supplier,
    languageCode: row.languageCode,
    gender: row.gender,
    rate: row.speedDefault,
    pitch: row.toneDefault,
    volume: row.volumeDefault,
    voiceRole: row.roleList[0] ?? '',
    voiceStyle: row.styleList[0] ?? '',
    roleList: row.roleList,
    styleList: row.styleList,
    multiLanguage: row.multiLanguage,
    virtualHumanTagInfo: VOICE_TAGS.filter((t) => row.tagIds.includes(t.virtualHumanTagId)).map((t) => ({ ...t })),
    inputType: 'text' as const,
    studio: row.forStudio,
    interactive: row.forInteractive,
  };
}
export type VoiceView = ReturnType<typeof voiceView>;
