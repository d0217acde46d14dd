/** What the digital-human calls answer (001 §6 persona rights; 000 §3 digital-staff quota). */
export const avatarRuleMessages = {
  avatarNotFound: '数字员工不存在或已下线',
  staffQuotaExhausted: '数字员工数量已达上限，请升级套餐',
  notYours: '该数字员工未添加到企业',
  /** Market tip (001 §7 get-tip): the digital human is already one of the company's. */
  alreadyMine: '该数字员工已在我的数字员工中，无需重复添加',
  /** Market tip before adding: one more place of the digital-staff quota is taken. */
  addTip: (used: number, total: number) => `添加后将占用1个数字员工名额，当前已使用${used}/${total}`,
} as const;
