/** Generic button and modal labels shared by the studio and the interactive editor (001 §2, 002 §2). */
export const actionMessages = {
  /** Failed task card action; deep-thinking assistant action. Spec: "retry". */
  retry: '重试',
  /** Task card action (every state). Spec: "delete". */
  delete: '删除',
  /** Smart video form button; inspiration popup; modal default button (002); Avatar dialog and deep-thinking assistant button. Spec: "cancel". */
  cancel: '取消',
  /** AI text result and fission card action. Spec: "copy". */
  copy: '复制',
  /** AI text result and fission card action. Spec: "edit". */
  edit: '编辑',
  /** AI text result and fission card action. Spec: "apply". */
  apply: '应用',
  /** Avatar switching dialog button. Spec: "OK". */
  ok: '确定',
  /** Deep-thinking assistant button once answered; Modal default button. Spec: "Confirm". */
  confirm: '确认',
  /** Toast after copying a fission script card. */
  copied: '复制成功',
  /** Loading modal text. Spec: "loading". */
  loading: '加载中',
  /** Warning modal title. Spec: "prompt". */
  promptTitle: '提示',
  /** Batch-manage bar (task list page; batch mode of 001 task list). Spec: "select all". */
  selectAll: '全选',
} as const;
