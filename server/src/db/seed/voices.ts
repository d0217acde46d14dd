import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { voices } from '../schema/index';
import { invalidateCatalogue, VOICE_CATALOGUE } from '../../services/catalogue-cache';

/** Virtual-human tags of the voice filters (001 §3; 'all' is -999 and matches every voice). */
export const VOICE_TAGS = [
  { virtualHumanTagId: 1, name: '女声' },
  { virtualHumanTagId: 2, name: '男声' },
  { virtualHumanTagId: 3, name: '普通话' },
  { virtualHumanTagId: 4, name: '粤语' },
  { virtualHumanTagId: 5, name: '英语' },
] as const;

const MANDARIN = [{ code: 'zh-CN', name: '中文（普通话）' }];
const CANTONESE = [{ code: 'zh-HK', name: '中文（粤语）' }];
const ENGLISH = [{ code: 'en-US', name: 'English' }];

/**
 * The local engine's voices: eSpeak NG languages with its female and male variants. They are named by
 * their timbre, not as people: several presenters share one voice, and a presenter called 思昕 speaking
 * with a voice called 思琪 read as a mistake.
 */
const LOCAL_VOICES = [
  {
    bizId: 'local-cmn-f3',
    name: '温柔女声',
    originId: 'cmn+f3',
    languageCode: 'zh-CN',
    gender: 'female',
    multiLanguage: MANDARIN,
    tagIds: [1, 3],
  },
  {
    bizId: 'local-cmn-f4',
    name: '知性女声',
    originId: 'cmn+f4',
    languageCode: 'zh-CN',
    gender: 'female',
    multiLanguage: MANDARIN,
    tagIds: [1, 3],
  },
  {
    bizId: 'local-cmn-f2',
    name: '亲切女声',
    originId: 'cmn+f2',
    languageCode: 'zh-CN',
    gender: 'female',
    multiLanguage: MANDARIN,
    tagIds: [1, 3],
  },
  {
    bizId: 'local-cmn-m3',
    name: '沉稳男声',
    originId: 'cmn+m3',
    languageCode: 'zh-CN',
    gender: 'male',
    multiLanguage: MANDARIN,
    tagIds: [2, 3],
  },
  {
    bizId: 'local-cmn-m7',
    name: '清朗男声',
    originId: 'cmn+m7',
    languageCode: 'zh-CN',
    gender: 'male',
    multiLanguage: MANDARIN,
    tagIds: [2, 3],
  },
  {
    bizId: 'local-yue-f3',
    name: '粤语女声',
    originId: 'yue+f3',
    languageCode: 'zh-HK',
    gender: 'female',
    multiLanguage: CANTONESE,
    tagIds: [1, 4],
  },
  {
    bizId: 'local-yue-m3',
    name: '粤语男声',
    originId: 'yue+m3',
    languageCode: 'zh-HK',
    gender: 'male',
    multiLanguage: CANTONESE,
    tagIds: [2, 4],
  },
  {
    bizId: 'local-en-us-f3',
    name: '美式英语女声',
    originId: 'en-us+f3',
    languageCode: 'en-US',
    gender: 'female',
    multiLanguage: ENGLISH,
    tagIds: [1, 5],
  },
  {
    bizId: 'local-en-gb-m3',
    name: '英式英语男声',
    originId: 'en-gb+m3',
    languageCode: 'en-GB',
    gender: 'male',
    multiLanguage: [{ code: 'en-GB', name: 'English (UK)' }],
    tagIds: [2, 5],
  },
] as const;

/** Azure neural voices, offered while AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are set. */
const AZURE_VOICES = [
  {
    bizId: 'azure-zh-CN-XiaoxiaoNeural',
    name: '晓晓（Azure）',
    originId: 'zh-CN-XiaoxiaoNeural',
    languageCode: 'zh-CN',
    gender: 'female',
    multiLanguage: MANDARIN,
    tagIds: [1, 3],
    styleList: ['general', 'cheerful', 'customerservice'],
  },
  {
    bizId: 'azure-zh-CN-YunxiNeural',
    name: '云希（Azure）',
    originId: 'zh-CN-YunxiNeural',
    languageCode: 'zh-CN',
    gender: 'male',
    multiLanguage: MANDARIN,
    tagIds: [2, 3],
    styleList: ['general', 'cheerful', 'narration-relaxed'],
  },
  {
    bizId: 'azure-zh-HK-HiuMaanNeural',
    name: '曉曼（Azure）',
    originId: 'zh-HK-HiuMaanNeural',
    languageCode: 'zh-HK',
    gender: 'female',
    multiLanguage: CANTONESE,
    tagIds: [1, 4],
    styleList: [],
  },
  {
    bizId: 'azure-en-US-JennyNeural',
    name: 'Jenny (Azure)',
    originId: 'en-US-JennyNeural',
    languageCode: 'en-US',
    gender: 'female',
    multiLanguage: ENGLISH,
    tagIds: [1, 5],
    styleList: [],
  },
] as const;

/**
 * Alibaba Cloud NLS voices (the voice parameter's names), offered while ALIBABA_NLS_* are set.
 * A few of the standard and premium Mandarin voices, one Cantonese.
 */
const ALIBABA_VOICES = [
  { bizId: 'alibaba-xiaoyun', name: '小云（阿里云）', originId: 'xiaoyun', gender: 'female', tagIds: [1, 3] },
  { bizId: 'alibaba-ruoxi', name: '若兮（阿里云）', originId: 'ruoxi', gender: 'female', tagIds: [1, 3] },
  { bizId: 'alibaba-aijia', name: '艾佳（阿里云）', originId: 'aijia', gender: 'female', tagIds: [1, 3] },
  { bizId: 'alibaba-xiaogang', name: '小刚（阿里云）', originId: 'xiaogang', gender: 'male', tagIds: [2, 3] },
  { bizId: 'alibaba-aicheng', name: '艾诚（阿里云）', originId: 'aicheng', gender: 'male', tagIds: [2, 3] },
  { bizId: 'alibaba-jiajia', name: '佳佳（阿里云·粤语）', originId: 'jiajia', gender: 'female', tagIds: [1, 4] },
] as const;

/** Tencent Cloud TTS voices (VoiceType ids), offered while TENCENT_TTS_SECRET_ID and _KEY are set. */
const TENCENT_VOICES = [
  { bizId: 'tencent-101001', name: '智瑜（腾讯云）', originId: '101001', gender: 'female', tagIds: [1, 3] },
  { bizId: 'tencent-101011', name: '智燕（腾讯云·新闻）', originId: '101011', gender: 'female', tagIds: [1, 3] },
  { bizId: 'tencent-101004', name: '智云（腾讯云）', originId: '101004', gender: 'male', tagIds: [2, 3] },
  { bizId: 'tencent-101013', name: '智辉（腾讯云·新闻）', originId: '101013', gender: 'male', tagIds: [2, 3] },
  { bizId: 'tencent-101019', name: '智彤（腾讯云·粤语）', originId: '101019', gender: 'female', tagIds: [1, 4] },
] as const;

/** A cloud voice row: Mandarin unless tagged Cantonese (4). */
const cloudVoiceRow = (
  v: (typeof ALIBABA_VOICES)[number] | (typeof TENCENT_VOICES)[number],
  supplier: string,
  sortOrder: number,
) => {
  const cantonese = (v.tagIds as readonly number[]).includes(4);
  return {
    ...v,
    languageCode: cantonese ? 'zh-HK' : 'zh-CN',
    multiLanguage: [...(cantonese ? CANTONESE : MANDARIN)],
    tagIds: [...v.tagIds],
    styleList: [],
    supplier,
    sortOrder,
  };
};

/** Brings the platform voices up to date on every start (they are product data, not demo data). */
export async function seedVoiceCatalogue(db: Database) {
  const rows = [
    ...LOCAL_VOICES.map((v, i) => ({
      ...v,
      multiLanguage: [...v.multiLanguage],
      tagIds: [...v.tagIds],
      supplier: 'local',
      sortOrder: i,
    })),
    ...AZURE_VOICES.map((v, i) => ({
      ...v,
      multiLanguage: [...v.multiLanguage],
      tagIds: [...v.tagIds],
      styleList: [...v.styleList],
      supplier: 'azure',
      sortOrder: 100 + i,
    })),
    ...ALIBABA_VOICES.map((v, i) => cloudVoiceRow(v, 'alibaba', 200 + i)),
    ...TENCENT_VOICES.map((v, i) => cloudVoiceRow(v, 'tencent', 300 + i)),
  ];
  await db
    .insert(voices)
    .values(rows)
    .onConflictDoUpdate({
      target: voices.bizId,
      set: {
        name: sql`excluded.name`,
        originId: sql`excluded.origin_id`,
        languageCode: sql`excluded.language_code`,
        multiLanguage: sql`excluded.multi_language`,
        tagIds: sql`excluded.tag_ids`,
        styleList: sql`excluded.style_list`,
        supplier: sql`excluded.supplier`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  invalidateCatalogue(VOICE_CATALOGUE);
}
