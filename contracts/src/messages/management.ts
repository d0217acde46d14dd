/** Management center navigation and licence / resource-package status labels (000 §2, §3). */
export const managementMessages = {
  /** Management center navigation entry AccountSetting. Spec: "account setting". */
  navAccountSetting: '账号设置',
  /** Management center navigation entry quotaPan. Spec: "benefit board". */
  navQuotaPan: '权益看板',
  /** Management center navigation entry aiStaff. Spec: "digital employees". */
  navAiStaff: '数字员工',
  /** Licence or resource-package status label: valid. */
  licenceValid: '生效中',
  /** Licence or resource-package status label: invalid. */
  licenceInvalid: '未生效',
  /** Licence or resource-package status label: expired. */
  licenceExpired: '已过期',
} as const;
