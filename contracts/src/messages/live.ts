/** The visitor's card and live conversation (002 is silent on their wording; ours). */
export const cardMessages = {
  notFound: '该名片不存在或已删除',
  unpublished: '该名片尚未发布',
  linkInvalid: '链接无效，请向分享者索取新的链接',
  linkSuspended: '该链接已停用',
  licenceExpired: '该企业的数字名片授权已过期',
  quotaExhausted: '该企业的互动时长已用完，暂时无法通话',
  visitorInvalid: '访客身份已失效，请刷新页面',
  tooManyQuestions: '提问太频繁了，请稍后再试',
  leadPhoneInvalid: '请输入正确的手机号码',
} as const;

export const liveMessages = {
  seatsFull: '当前咨询人数较多，请稍后再试',
  quotaEnded: '互动时长已用完，通话已结束',
  timedOut: '连接已超时，通话已结束',
  sessionNotFound: '通话不存在或已结束',
  sessionEnded: '通话已结束',
  utteranceTooLarge: '语音过长，请分段说话',
  utteranceInvalid: '无法识别这段语音，请重试',
  roomNotFound: '直播间不存在或已结束',
  roomQuotaShort: '直播间数量不足，请联系管理员',
} as const;
