/** Password-page texts that contracts/src/messages does not hold (ours; 000 names the pages only). */
export const passwordMessages = {
  confirmMismatch: '两次输入的密码不一致',
  confirmEmpty: '请再次输入新密码',
  oldPasswordEmpty: '请输入原密码',
  resetDone: '密码已重置，请使用新密码登录',
  createDone: '密码设置成功',
  changeDone: '密码修改成功，其他设备上的登录已退出',
  othersSignedOut: '修改后，此账号在其他设备上的登录将会退出，本设备保持登录。',
  resetMailSent: '重置密码邮件已发送',
} as const;
