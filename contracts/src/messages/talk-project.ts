/** The interactive (rtc) project editor: tabs, persona resume checks, template titles, training labels (002 §2, §3, §5). */
export const talkProjectMessages = {
  /** Age tier label (children); doc 002 describes the three labels as children, teenager, middle-aged. */
  ageTierChildren: '少年',
  /** Age tier label (teenager). */
  ageTierTeenager: '青年',
  /** Age tier label (middle-aged). */
  ageTierMiddleAged: '资深',
  /** Rtc project editor tab. Spec: "staff record". */
  tabStaffRecord: '员工档案',
  /** Rtc project editor tab (resume). Spec: "persona resume". */
  tabPersonaResume: '人设简历',
  /** Rtc project editor tab. Spec: "settings". */
  tabSettings: '设置',
  /** Rtc project editor tab. Spec: "call-page config". */
  tabCallPageConfig: '通话页配置',
  /** Rtc project editor tab: FAQ, responses, documents and training (ours; 002 §3 talkJson, §7). */
  tabKnowledge: '知识库',
  /** Persona required field X missing (check 8); the tab switches to resume. Spec: "please fill in the role definition's X before creating a task". */
  /** Ours: what the refused action was — publishing the project, or a conversation with it. */
  personaFieldRequired: (field: string, action: 'publish' | 'talk') =>
    `请先填写角色定义中的${field}，再${action === 'publish' ? '发布' : '开始对话'}`,
  /** Persona sensitive-word check hit (check 9). Spec: "resume contains sensitive information, please re-edit". */
  resumeSensitive: '简历中包含敏感信息，请重新编辑',
  /** Saving the config while companyName is flagged sensitive. Spec: "company name contains sensitive words, please modify". */
  companyNameSensitive: '公司名称包含敏感词，请修改',
  /**
   * An unknown id (or another company's) answers 404 with what is missing, not 请求的接口不存在,
   * which reads as a missing endpoint (ours).
   */
  projectNotFound: '项目不存在',
  /** Ours: naming (creating or renaming) an interactive project with an empty name, as 视频名称不能为空 (001 §5). */
  projectNameRequired: '项目名称不能为空',
  templateNotFound: '模板不存在',
  sessionNotFound: '通话不存在',
  wakeWordNotFound: '唤醒词不存在',
  chatCharacterNotFound: '角色不存在',
  /** Template title (card mode). Spec: "9:16 mobile". */
  templateTitleMobile: '9:16手机',
  /** Template title (cte mode). Spec: "9:16 large screen". */
  templateTitleLargeScreen: '9:16大屏',
  /** Template title (custom). Spec: "9:16 custom". */
  templateTitleCustom: '9:16自定义',
  /** Training status Running 1 label. Spec: "learning". */
  trainingLearning: '学习中',
  /** Training status Init 0 label (ours). Spec: "initialising". */
  trainingInit: '初始化中',
  /** Training status Success 2 label (ours). */
  trainingSuccess: '训练完成',
  /** Training status Fail 3 label (ours). */
  trainingFail: '训练失败',
  /** Check 6: no virtual human on the canvas (002 §5); the spec gives no wording. */
  virtualHumanRequired: '请选择虚拟人',
  /** Create refused: the interactive way count quota (type 12) is used up (002 §3); ours. */
  interactiveQuotaShort: '互动数字人数量已达上限，请联系管理员扩容',
  /** Publish refused: the digital card quota (type 23) is used up (002 §3); ours. */
  cardQuotaShort: '数字名片数量已达上限，请先下架其他名片或联系管理员扩容',
  /** A template cannot be published or shared; ours. */
  templateNotPublishable: '模板不能发布',
  /** The share link of a suspended token; ours. */
  shareSuspended: '分享链接已停用',
  /** The same wake word twice in a project; ours. */
  wakeWordDuplicate: '唤醒词已存在',
  /** Wake words are at most 10 per project (ours: the spec gives no limit). */
  wakeWordLimit: '唤醒词最多10个',
  /** Chat studio: a character name already taken in the company; ours. */
  chatCharacterDuplicate: '角色名称已存在',
} as const;
