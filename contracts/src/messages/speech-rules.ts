/** What the speech calls answer (001 §5 speech markup and voices; 001 §9 text limits). */
export const speechRuleMessages = {
  voiceNotFound: '音色不存在或已下线，请重新选择音色',
  textEmpty: '请先输入文本',
  textTooLong: '文本长度超出限制,请重新编辑~',
  synthesisFailed: '语音合成失败，请稍后重试',
  taskNotFound: '合成任务不存在',
} as const;
