/** What the speech calls answer (001 §5 speech markup and voices; 001 §9 text limits). */
export const speechRuleMessages = {
  voiceNotFound: '音色不存在或已下线，请重新选择音色',
  textEmpty: '请先输入文本',
  textTooLong: '文本长度超出限制,请重新编辑~',
  synthesisFailed: '语音合成失败，请稍后重试',
  taskNotFound: '合成任务不存在',
  /** Ours (001 silent): a cloud voice's service refused the platform's credentials. */
  cloudVoiceAuthFailed: '云端语音服务鉴权失败，请联系管理员检查语音服务配置',
  /** Ours: a cloud voice's service did not answer in time. */
  cloudVoiceTimeout: '云端语音合成超时，请稍后重试',
  /** Ours: a cloud voice's service answered an error or could not be reached. */
  cloudVoiceFailed: '云端语音服务暂时不可用，请稍后重试或更换音色',
  /** Ours: more auditions in a minute than anyone listens to. */
  auditionTooFrequent: '试听过于频繁，请稍后再试',
} as const;
