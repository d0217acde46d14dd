/** The scene and canvas editor: canvas rules, avatar dialog, AI rewrite popover and the checks before a project is used (001 §4, §5, §8; 002 §5). */
export const editorMessages = {
  /** Colleagues with the same project open (/multiple/edit/user/query); decided, the spec names the call only. */
  othersEditing: (names: string) => `${names}正在编辑此项目，请注意协调，以免修改冲突`,
  /** Template variable naming rules (001 §5); the spec shows the rules, not their wording. */
  variableNameEmpty: '变量名不能为空',
  variableNameTooLong: '变量名不能超过20个字符',
  variableNameInvalid: '变量名须以字母开头，只能包含字母、数字、连字符和下划线',
  variableNameDuplicate: '变量名与已有图片变量重名',
  /** Avatar switching dialog title. Spec: "switch avatar". */
  switchAvatarTitle: '切换形象',
  /** AI rewrite popover option. Spec: "shorten". */
  rewriteShorten: '缩写',
  /** AI rewrite popover option. Spec: "expand". */
  rewriteExpand: '扩写',
  /** AI rewrite popover option. Spec: "polish". */
  rewritePolish: '润色',
  /** Hint in the loading modal (with a looping animation and a text). Spec: "Chrome browser is recommended". */
  chromeRecommended: '推荐使用Chrome浏览器',
  /** Adding a scene beyond 50. */
  sceneLimitReached: '最多可创建50个场景',
  /** Persona deleted (status DELETED); editor/project check 1. Spec: "the chosen digital staff was upgraded or taken offline, please re-add it". */
  personaDeleted: '所选数字员工已升级或下线，请重新添加',
  /** Persona no longer authorised (status NO_AUTH); editor/project check 2. Spec: "the administrator removed this digital staff from the enterprise, please pick another in the staff attributes". */
  personaNoAuth: '管理员已将该数字员工移出企业，请在员工属性中重新选择',
  /** Editor/project check 3. Spec: "the posture or action is no longer valid, please re-add the posture". */
  postureInvalid: '姿势动作已失效，请重新添加姿势动作',
  /** Editor/project check 4. Spec: "please choose a voice". */
  voiceRequired: '请选择音色',
  /** Editor/project check 5: template name missing. Spec: "template incorrect, please re-select". */
  templateInvalid: '模板有误，请重新选择',
  /** Ours: a platform template the operator took offline starts no new project or copy. */
  templateOffline: '该模板已下架，请选择其他模板',
  /** Editor/project check 7: a text element is flagged sensitive. Spec: "text contains sensitive information, please re-edit". */
  textSensitive: '文本中包含敏感信息，请重新编辑',
  /** Canvas resize tip at the minimum size. Spec: "Min w*h". */
  resizeMinTip: (width: number, height: number) => `最小尺寸 ${width}*${height}`,
  /** Canvas resize tip at the maximum size. Spec: "Max w*h". */
  resizeMaxTip: (width: number, height: number) => `最大尺寸 ${width}*${height}`,
  /** AI rewrite with empty text. Spec: "please input text first". */
  rewriteTextEmpty: '请先输入文本',
  /** Avatar dialog OK without a valid avatar. Spec: "please choose an avatar". */
  avatarRequired: '请选择形象',
  /** Rewrite timeout or failure (warning). Spec: "AI rewrite failed". */
  rewriteFailed: 'AI改写失败',
  /** Adding a second caption to a canvas. */
  captionDuplicate: '已有字幕不能反复添加！',
  /** Operating an element while it animates. */
  elementAnimating: '不能操作动画中的元素！',
  /** Apply-to-all-scenes confirmation. */
  appliedToAllScenes: '已应用至全部场景',
  /** Posture or figure lookup failure. Spec: "failed to get figure, please switch scene and retry". */
  figureLoadFailed: '获取形象失败，请切换场景后重试',
} as const;
