/** 001 §5 "Scene checks before generation", verbatim; N is the 1-based scene number. */
export const sceneCheckMessages = {
  postureInvalid: (n: string) => `场景${n}所选数字员工姿势动作已经升级或者下线，请您重新添加姿势动作`,
  textTooLong: (n: string) => `场景${n}文本长度超出限制,请重新编辑~`,
  noVirtualHuman: (n: string) => `场景${n}缺少虚拟人,请添加虚拟人`,
  punctuationOnlyParagraph: (n: string) => `场景${n}有段落只输入标点`,
  polyphoneUnsupported: (n: string) => `当前音色不支持多音字，场景${n}中有多音字`,
  pauseOnlyParagraph: (n: string) => `场景${n}有段落只插入停顿标签`,
  textSensitive: (n: string) => `场景${n}文本中包含敏感信息，请重新编辑`,
  audioMissing: (n: string) => `场景${n}有空段落`,
  audioSensitive: (n: string) => `场景${n}音频中包含敏感信息，请重新编辑`,
  subtitleSensitive: (n: string) => `场景${n}字幕中包含敏感信息，请重新编辑`,
} as const;

export type SceneCheckId = keyof typeof sceneCheckMessages;
