/** AI video submit checks the spec paraphrases (001 §5 AI video submit checks 3, 4 and 6). */
export const aiVideoRuleMessages = {
  materialMatchRequired: '请选择素材匹配方式',
  materialRequired: '请至少上传一个图片或视频素材',
  scriptTooLong: '脚本不能超过800字',
  materialNotOurs: '素材不存在或已删除，请重新上传',
  quickVideoSensitive: '内容包含敏感信息，请重新编辑',
} as const;
