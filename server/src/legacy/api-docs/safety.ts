import type { AreaDocs } from './area-docs';

/** 内容安全: the reference text of the area's calls (tag, summaries, descriptions). */
export const safetyDocs: AreaDocs = {
  name: '内容安全',
  description: '文本与字幕的敏感词检查，以及企业自定义词库。敏感词会返回其位置。',
  calls: {
    safetyLexiconAdd: { summary: '添加自定义敏感词', description: '向企业词库添加敏感词。' },
    safetyLexiconDelete: { summary: '删除自定义敏感词', description: '从企业词库删除敏感词。' },
    safetyLexiconExport: { summary: '导出词库', description: '导出企业词库。' },
    safetyLexiconImport: { summary: '导入词库', description: '从文件导入企业词库。' },
    safetyLexiconList: { summary: '词库列表', description: '列出企业词库中的敏感词。' },
    safetySubtitlesCheck: { summary: '字幕检查', description: '检查字幕中的敏感词。' },
    sceneTextSensitivityCheck: {
      summary: '场景文本检查',
      description: '检查视频各场景的文本，返回敏感词所在场景与位置。',
    },
    textModeration: { summary: '文本审核', description: '检查一段文本是否含敏感词。' },
    videocreationGreenCheckV2: { summary: '视频内容检查', description: '检查视频项目的文本、字幕与音频。' },
    videocreationGreenText: { summary: '播报文本检查', description: '检查播报文本中的敏感词。' },
  },
};
