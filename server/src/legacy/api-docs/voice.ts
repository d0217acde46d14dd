import type { AreaDocs } from './area-docs';

/** 声音: the reference text of the area's calls (tag, summaries, descriptions). */
export const voiceDocs: AreaDocs = {
  name: '声音',
  description: '声音列表、试听、语音合成、字幕与时长预估。',
  calls: {
    avatarDefaultVoice: { summary: '形象默认声音', description: '返回数字人形象的默认声音。' },
    ssmlEditAuthCheck: { summary: '语音标记权限', description: '检查用户能否使用停顿、多音字等语音标记。' },
    talkProjectSupportLanguage: { summary: '项目支持的语言', description: '返回互动项目声音支持的语言。' },
    vhInfoV2QueryCustomizeVoicePage: { summary: '定制声音分页', description: '分页列出企业定制的声音。' },
    voiceGetAsyncResult: { summary: '异步合成结果', description: '查询异步语音合成的结果。' },
    voiceGetDetailByBizId: { summary: '声音详情', description: '按编号读取声音详情。' },
    voiceGetSubtitle: { summary: '生成字幕', description: '为一段语音生成字幕时间轴。' },
    voiceInfoGetEditorVoiceList: { summary: '编辑器声音列表', description: '列出编辑器可选的声音。' },
    voiceInfoGetVoiceDetail: { summary: '声音信息', description: '读取声音的信息。' },
    voiceList: { summary: '声音列表', description: '列出可用的声音。' },
    voiceNewDemo: { summary: '声音试听', description: '用一段文字试听声音。' },
    voiceSceneSpeech: { summary: '场景配音', description: '为视频场景合成配音。' },
    voiceTimePrediction: { summary: '时长预估', description: '预估文案合成后的时长。' },
    voiceTtsAsync: { summary: '异步语音合成', description: '提交异步语音合成任务。' },
  },
};
