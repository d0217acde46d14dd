/** Scene checks before generation, in the spec's order; N is the 1-based scene number, or several joined by 、 (001 §5). */
export const sceneCheckMessages = {
  /** Scene check 1 (N = scene number): a selected posture no longer exists. Verbatim: 场景N所选数字员工姿势动作已经升级或者下线，请您重新添加姿势动作 */
  postureOutdated: (n: number | string) => `场景${n}所选数字员工姿势动作已经升级或者下线，请您重新添加姿势动作`,
  /** Scene check 2: text over 10000 characters. Verbatim: 场景N文本长度超出限制,请重新编辑~ */
  textTooLong: (n: number | string) => `场景${n}文本长度超出限制,请重新编辑~`,
  /** Scene check 3: no virtual human. Verbatim: 场景N缺少虚拟人,请添加虚拟人 */
  virtualHumanMissing: (n: number | string) => `场景${n}缺少虚拟人,请添加虚拟人`,
  /** Scene check 4: a paragraph with only punctuation. Verbatim: 场景N有段落只输入标点 */
  punctuationOnlyParagraph: (n: number | string) => `场景${n}有段落只输入标点`,
  /** Scene check 5: voice without polyphone support but the text has polyphone markup. Verbatim: 当前音色不支持多音字，场景N中有多音字 */
  polyphoneUnsupported: (n: number | string) => `当前音色不支持多音字，场景${n}中有多音字`,
  /** Scene check 6: a paragraph with only pause tags. Verbatim: 场景N有段落只插入停顿标签 */
  pauseOnlyParagraph: (n: number | string) => `场景${n}有段落只插入停顿标签`,
  /** Scene check 7: sensitive text. Verbatim: 场景N文本中包含敏感信息，请重新编辑 */
  textSensitive: (n: number | string) => `场景${n}文本中包含敏感信息，请重新编辑`,
  /** Scene check 8: audio scene with no audio. Verbatim: 场景N有空段落 */
  emptyParagraph: (n: number | string) => `场景${n}有空段落`,
  /** Scene check 9: sensitive audio. Verbatim: 场景N音频中包含敏感信息，请重新编辑 */
  audioSensitive: (n: number | string) => `场景${n}音频中包含敏感信息，请重新编辑`,
  /** Scene check 10: sensitive subtitles. Verbatim: 场景N字幕中包含敏感信息，请重新编辑 */
  subtitleSensitive: (n: number | string) => `场景${n}字幕中包含敏感信息，请重新编辑`,
  /** Ours (001 §5 check 9 needs a transcript): no speech recognition is configured, so the audio could not be checked. */
  audioNotChecked: (n: number | string) => `场景${n}音频未经内容安全检测：未配置语音识别服务，请联系管理员`,
  /** Ours: the audio could not be transcribed (unreadable, not an upload of this company, or the service failed). */
  audioCheckFailed: (n: number | string) => `场景${n}音频内容安全检测失败，请重新上传音频或稍后重试`,
} as const;
