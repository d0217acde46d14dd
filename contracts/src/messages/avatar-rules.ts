/** What the digital-human calls answer (001 §6 persona rights; 000 §3 digital-staff quota). */
export const avatarRuleMessages = {
  avatarNotFound: '数字员工不存在或已下线',
  staffQuotaExhausted: '数字员工数量已达上限，请升级套餐',
  notYours: '该数字员工未添加到企业',
} as const;
