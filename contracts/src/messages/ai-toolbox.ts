/** The AI toolbox: smart video, style rewriting and inspiration, script fission, AI text, deep thinking (001 §2, §4, §5, §8). */
export const aiToolboxMessages = {
  /** Task list entry card; script-tools popover option. Spec: "style rewrite". */
  styleRewriteEntry: '风格改写',
  /** Task list entry card; script-tools popover option. Spec: "script split". */
  scriptSplitEntry: '脚本裂变',
  /** Task list entry card. Spec: "smart video". */
  smartVideoEntry: '智能视频',
  /** AI video task status RUNNING. */
  aiVideoRunning: '制作中',
  /** AI video task status SUCC. */
  aiVideoSucceeded: '已完成',
  /** AI video task status FAIL. */
  aiVideoFailed: '制作失败',
  /** Smart video form button. Spec: "submit task". */
  submitTask: '提交任务',
  /** Style rewriting tool name. */
  styleRewrite: '风格改写',
  /** Style rewriting 'get inspiration' button. */
  getInspiration: '获取灵感',
  /** Inspiration popup tab. Spec: "media link". */
  inspirationLinkTab: '媒体链接',
  /** Inspiration popup tab. Spec: "upload file". */
  inspirationUploadTab: '上传文件',
  /** Inspiration popup button (each tab). Spec: "get script". */
  getScript: '获取文案',
  /** Rewrite style tab (original transcript, default). Spec: "original text". */
  styleOriginal: '原文',
  /** Rewrite style tab. Spec: "inspirational". */
  styleInspirational: '励志',
  /** Rewrite style tab. Spec: "interactive". */
  styleInteractive: '互动',
  /** Rewrite style tab. Spec: "narrative". */
  styleNarrative: '叙事',
  /** Rewrite style tab. Spec: "suspense". */
  styleSuspense: '悬疑',
  /** Rewrite style tab. Spec: "horror". */
  styleHorror: '恐怖',
  /** Offered only for a non-original style. Spec: "regenerate". */
  regenerate: '重新生成',
  /** Script fission tool name. */
  scriptFission: '脚本裂变',
  /** Link next to the reference script; opens an extraction dialog. Spec: "extract copy". */
  extractCopy: '提取文案',
  /** Script fission empty state (with a hint). */
  fissionEmpty: '当前脚本为空',
  /** Title of the n-th generated fission script card (n = number). Verbatim: 裂变脚本 n */
  fissionScriptTitle: (n: number) => `裂变脚本 ${n}`,
  /** Shown only on the last fission card and only when not generating. Spec: "generate more". */
  generateMore: '生成更多',
  /** Note on the script fission screen. Spec: "generated content is for reference only and does not represent the platform's position". */
  fissionDisclaimer: '生成内容仅供参考，不代表平台立场',
  /** AI text progress modal while generating. Spec: "AI copy generating". */
  aiTextGenerating: 'AI文案生成中',
  /** AI text progress modal when done. Spec: "AI copy generated". */
  aiTextGenerated: 'AI文案已生成',
  /** Deep-thinking assistant action: close and switch to quick-reply mode. Spec: "switch". */
  deepThinkSwitch: '切换',
  /** Warning when choosing another style tab while generating or while a result is in edit mode. */
  generatingPleaseWait: '内容生成中，请稍等',
  /** Confirm title when generating while scripts already exist. */
  confirmGenerateTitle: '确认生成',
  /** Body of the 确认生成 confirmation. Spec: "the scripts on the right will be cleared". */
  confirmGenerateBody: '生成后，右侧已有的脚本将被清空',
  /** Closing the toolbox when the second-confirm flag is set. */
  confirmCloseUnsaved: '如果您现在关闭此页面，之前所做的记录将无法保存。',
  /** Going back in the toolbox when the second-confirm flag is set. */
  confirmBackUnsaved: '如果您现在返回，之前所做的记录将无法保存。',
  /** AI video submit check 1. Spec: "please choose a digital employee". */
  digitalEmployeeRequired: '请选择数字员工',
  /** AI video submit check 2. Spec: "please choose a video ratio". */
  videoRatioRequired: '请选择视频比例',
  /** AI video submit check 5: empty script. Spec: "please enter the script". */
  scriptRequired: '请输入脚本',
  /** AI video submit check 7: sensitive check not passed. Spec: "the script contains sensitive words, please edit before submitting". */
  scriptSensitive: '脚本中包含敏感词，请修改后再提交',
  /** AI text: quota used is not below total. Spec: "AI copy generation quota insufficient". */
  aiTextQuotaInsufficient: 'AI文案生成次数不足',
  /** AI text confirm when text already exists. Spec: "the current content will be replaced". */
  aiTextReplaceConfirm: '当前内容将被替换，是否继续？',
  /** Inspiration link without 'http'. Spec: "please enter a valid link first". */
  linkInvalid: '请先输入有效的链接',
  /** Inspiration link from one named video platform. Spec: "this platform is not supported yet". */
  platformUnsupported: '暂不支持该平台',
  /** AI video submit success, then the task list. Spec: "task submitted successfully". */
  taskSubmitted: '任务提交成功',
  /** Stream error with code 3. Spec: "task timed out, please retry". */
  streamTimeout: '任务超时，请重试',
  /** Stream error other than code 3. Spec: "generation failed". */
  generationFailed: '生成失败',
  /** Deep-thinking timeout. Spec: "deep thinking mode timed out, click retry or switch to quick reply mode". */
  deepThinkTimeout: '深度思考模式超时，请点击重试或切换至快速回复模式',
  /** Inspiration poll timeout (errCode 3). */
  inspirationTimeout: '任务超时，请重试',
  /** Inspiration failure other than timeout (also worded 'failed to get copy'). */
  inspirationFailed: '获取灵感失败',
  /** Inspiration failure (alternative wording of 获取灵感失败). Spec: "failed to get copy". */
  copyFetchFailed: '获取文案失败',
  /** Ours: inspiration from media needs speech recognition, and none is configured. */
  speechRecognitionUnavailable: '语音识别服务暂未开通，暂不支持从音视频获取文案，请联系管理员配置',
  /** Ours: a media link that is not a file of the company's inspiration uploads nor a public link. */
  inspirationMediaInvalid: '文件不存在或已删除，请重新上传',
  /** Ours: a rewrite stream asked for a style the toolbox does not offer, or without the original text. */
  styleRequestInvalid: '改写参数有误，请重新获取灵感',
  /** Ours: shown in the media tab when no speech recognition is configured. */
  /** Ours: the AI tools without a configured language model (shown before any button is pressed). */
  modelOffTitle: 'AI服务暂未开通',
  modelOffMemberHint: '平台尚未配置大模型，生成文案、风格改写和脚本裂变暂不可用。请联系管理员开通。',
  modelOffManagerHint:
    '平台尚未配置大模型，生成文案、风格改写和脚本裂变暂不可用。请平台运营方在部署配置中设置 LLM_BASE_URL 和 LLM_API_KEY（可选 LLM_MODEL）后重启服务。',
  speechRecognitionOff: '未配置语音识别服务，暂不能从音视频中提取文案',
} as const;
