/** The invitation-code page /code: accepting an invitation into a company (000 §2, §4, §5). */
export const companyMessages = {
  /** Invitation-code page submit button. Spec: "accept invitation". */
  acceptInvitation: '接受邀请',
  /** Invitation-code page link; clears the session and goes to /login. Spec: "other login methods". */
  otherLoginMethods: '其他登录方式',
  /** Invitation code empty. */
  inviteCodeRequired: '请输入邀请码',
  /** Invitation code not six letters or digits; also the field error when accepting the invitation fails. */
  inviteCodeInvalid: '请输入正确的邀请码',
  /** Enterprise name empty. */
  enterpriseNameRequired: '请输入企业名称',
  /** Enterprise name longer than 100 characters. */
  enterpriseNameTooLong: '企业名称不能超过100字',
  /** Placeholder of the enterprise-name field. */
  enterpriseNamePlaceholder: '请输入企业名称（100字以内）',
  /** Ours: after an accepted invitation, so the user knows what happened before the shell reloads. */
  invitationAccepted: (company: string) => `邀请已接受，您已加入「${company}」`,
} as const;
