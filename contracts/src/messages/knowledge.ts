/** Knowledge base and conversation engine messages (002 is silent on their wording; ours). */
export const knowledgeMessages = {
  noMatchDefault: '抱歉，这个问题我暂时还不会回答，您可以换个问法试试。',
  safeReply: '抱歉，这个问题我无法回答，我们聊点别的吧。',
  questionSensitive: '您的问题包含敏感内容，请换个说法。',
  uploadNoFile: '请上传xlsx文件',
  uploadBadFile: '文件无法读取，请使用模板填写后上传',
  uploadEmpty: '文件中没有问答数据',
  uploadTooMany: '单次最多导入10000条问答',
  uploadRowError: '第{row}行{column}：{reason}',
  required: '不能为空',
  tooLong: '超过{max}个字符',
  duplicate: '与第{row}行的标准问题重复',
  recommendValue: '只能填写“是”或“否”',
  projectNotPublished: '该名片尚未发布',
  trainingEmpty: '知识库为空，请先添加问答',
  asrNotConfigured: '语音识别服务未配置',
  asrNoFile: '请上传音频文件',
  asrFailed: '语音识别失败，请重试',
  asrTooLong: '语音不能超过60秒',
  voiceMissing: '请先为项目选择音色',
  /** Issue 25: the engine is unsure and offers the closest standard questions as choices. */
  suggestPrompt: '您是想问：',
  /** A tapped choice (pickedFaqId) that is not an item of the project (deleted, or another project's). */
  pickedNotFound: '该问题已不在知识库中，请重新提问',
} as const;
