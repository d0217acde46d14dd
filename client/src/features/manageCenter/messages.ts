/** Management-center texts not in contracts/src/messages (ours; 000 §2 names the entries only). */
export const manageCenterMessages = {
  bindSuccess: '绑定成功',
} as const;
