/** The first-setup page `/setup?token=` (ours: the spec does not describe how a platform is first set up). */
export const setupMessages = {
  title: '初始化平台',
  description: '创建企业和超级管理员账号，完成后将自动登录。',
  linkInvalid: '初始化链接无效、已使用或已过期。请重启服务，使用控制台打印的新链接；若已有超级管理员，请直接登录。',
  linkMissing: '链接不完整，请复制控制台打印的完整初始化链接。',
  alreadyDone: '平台已完成初始化，请直接登录。',
  tooOften: '操作过于频繁，请稍后再试',
  displayNameEmpty: '请输入姓名',
  displayNameTooLong: '姓名不能超过20个字',
  done: '初始化完成，欢迎使用',
} as const;
