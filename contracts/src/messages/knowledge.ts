/** Knowledge base and conversation engine messages (002 is silent on their wording; ours). */
export const knowledgeMessages = {
  noMatchDefault: '抱歉，这个问题我暂时还不会回答，您可以换个问法试试。',
  safeReply: '抱歉，这个问题我无法回答，我们聊点别的吧。',
  questionSensitive: '您的问题包含敏感内容，请换个说法。',
  /**
   * The FAQ editor's save-time warning (ours): a field holds a word the conversation check blocks.
   * The item is saved; a visitor asking that wording, or reaching that answer, gets the safe reply.
   */
  faqWarningInQuestion: (field: string, at: number, word: string) =>
    `${field}第${at}个字起含有敏感词「${word}」，访客这样提问时将无法得到此答案`,
  faqWarningInAnswer: (field: string, at: number, word: string) =>
    `${field}第${at}个字起含有敏感词「${word}」，访客提问时将无法得到此答案`,
  /** The same warning for a row of an imported workbook. */
  faqWarningRow: (row: number, warning: string) => `第${row}行${warning}`,
  faqFieldStandardQuestion: '标准问题',
  faqFieldSimilarQuestion: (n: number) => `相似问题${n}`,
  faqFieldAnswer: (n: number) => `答案${n}`,
  faqWarningSavedTitle: '问答已保存，但含有敏感词',
  faqWarningImportedTitle: (imported: number, count: number) => `已导入${imported}条问答，其中${count}处含有敏感词`,
  faqWarningMore: (shown: number, total: number) => `共${total}处，仅显示前${shown}处`,
  /** An unknown id (or another company's) answers 404 with what is missing (ours). */
  trainingNotFound: '训练任务不存在',
  faqNotFound: '问答不存在',
  responseNotFound: '回复语不存在',
  faqWarningAllowHint: '如确为正常用语，管理员可在“管理中心 › 敏感词库”中将其添加为放行词。',
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
  /**
   * The last choice under 「您是想问：」 (ours, 002 silent): none of the offered questions is the
   * visitor's. Tapping it gets the company's no-match response and tells the knowledge tab so.
   */
  noneOfThese: '都不是',
} as const;
