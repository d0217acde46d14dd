import { LICENCE_APP_ID_LIST, LICENCE_APP_NAMES, type LicenceAppId, ROLES, type OrderStatus } from '@portal/contracts';

/*
 * How the console writes amounts and states (dates use the client's formatDate and formatDateTime).
 * Pure, so they are tested without a browser.
 */

/** Fen as yuan with the currency sign: 4900 → ¥49.00. */
export const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Minutes of video: one decimal while small (2.5 分钟), whole from 100 up (1,234 分钟). */
export function minutes(value: number): string {
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('zh-CN')} 分钟`;
}

/**
 * The console's own order wording: 已支付 rather than the company order center's 支付成功
 * (features/payment/pay-rules), as the operator reads a ledger, not a purchase result.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  SUCCESS: '已支付',
  REFUNDED: '已退款',
  NOTPAY: '待支付',
  USERPAYING: '支付中',
  ACCEPT: '已受理',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  PAYERROR: '支付失败',
};
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  SUCCESS: 'green',
  REFUNDED: 'orange',
  NOTPAY: 'gray',
  USERPAYING: 'blue',
  ACCEPT: 'blue',
  CLOSED: 'gray',
  REVOKED: 'gray',
  PAYERROR: 'red',
};

export const payMethod = (order: { paySource: 'online' | 'offline'; transferRef: string | null }) =>
  order.paySource === 'offline' ? `线下转账 ${order.transferRef ?? ''}`.trim() : '微信支付';

/** A refund is for an online order the network took (a transfer is returned by the bank). */
export const canRefund = (order: { status: OrderStatus; paySource: 'online' | 'offline' }) =>
  order.status === 'SUCCESS' && order.paySource === 'online';

export const LICENCE_SOURCE_LABELS = { offline: '线下开通', online: '在线购买', platformGift: '平台赠送' } as const;

/** Whether an appId is one of the four product lines (000 §3 appId 21–24) the console grants and revokes. */
export const isLicenceLine = (appId: number): appId is LicenceAppId =>
  (LICENCE_APP_ID_LIST as readonly number[]).includes(appId);

export const lineName = (appId: number) => (isLicenceLine(appId) ? LICENCE_APP_NAMES[appId] : `产品线 ${appId}`);

type LicencePeriod = { appId: number; startTime: Date; endTime: Date };

/** pending: granted ahead (an extension starts when the current period ends); live; ended (or revoked). */
export type LicenceState = 'pending' | 'live' | 'ended';
export const LICENCE_STATE_LOOK: Record<LicenceState, { label: string; color: string }> = {
  pending: { label: '待生效', color: 'blue' },
  live: { label: '生效中', color: 'green' },
  ended: { label: '已过期', color: 'gray' },
};

export function licenceState(licence: Omit<LicencePeriod, 'appId'>, now = Date.now()): LicenceState {
  if (licence.endTime.getTime() <= now) return 'ended';
  return licence.startTime.getTime() > now ? 'pending' : 'live';
}

/**
 * A company's licence periods grouped by line, oldest first. 收回 ends every unexpired period of a
 * line at once (services/operators/grants.ts), so it is offered once per line, on the first of them.
 */
export function licenceRows<T extends LicencePeriod>(licences: readonly T[], now = Date.now()) {
  const sorted = [...licences].sort((a, b) => a.appId - b.appId || a.startTime.getTime() - b.startTime.getTime());
  const offered = new Set<number>();
  return sorted.map((licence) => {
    const state = licenceState(licence, now);
    const revocable = state !== 'ended' && isLicenceLine(licence.appId) && !offered.has(licence.appId);
    if (revocable) offered.add(licence.appId);
    return { licence, state, revocable };
  });
}

/**
 * The resources a package can add to, as the 权益看板 names them. The server's list
 * (services/quota/grants.ts) is the authority; contracts name only some of the codes.
 */
export const GRANTABLE_RESOURCES = [
  { code: 'RSC-VD-VD', name: '视频合成时长', unit: '分钟' },
  { code: 'RSC-COM-STRG', name: '素材存储空间', unit: 'MB' },
  { code: 'RSC-VD-EMPL', name: '数字员工', unit: '个' },
  { code: 'RSC-COM-TTS', name: '语音合成时长', unit: '分钟' },
  { code: 'RSC-COM-AIGT', name: 'AI文案生成', unit: '次' },
  { code: 'RSC-TC-CARD', name: '数字名片', unit: '张' },
  { code: 'RSC-TC-WAY', name: '互动数字人', unit: '个' },
  { code: 'RSC-TC-LIVE', name: '直播间数量', unit: '个' },
  { code: 'RSC-TC-TIME', name: '互动时长', unit: '分钟' },
  { code: 'RSC-TH-DEV', name: '数字人一体机', unit: '台' },
] as const;

/** A notice's state at `now`: scheduled, published or retracted. */
export function noticeState(notice: { publishAt: Date | string; retractedAt: Date | string | null }, now = Date.now()) {
  if (notice.retractedAt) return { label: '已撤回', color: 'gray' };
  if (new Date(notice.publishAt).getTime() > now) return { label: '待发布', color: 'blue' };
  return { label: '已发布', color: 'green' };
}

/** A member's roles in words: `administrator` is the legacy spelling of 管理员 (000 §6); no role is 成员. */
export function roleNames(roles: readonly string[]): string {
  const names = new Set(roles.map((r) => (r === ROLES.administrator ? ROLES.admin : r)));
  return names.size > 0 ? [...names].join('、') : '成员';
}

/** The audit log's 对象 column, by the row's target kind. */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  company: '企业',
  licence: '授权',
  quota: '资源',
  order: '订单',
  brand: '品牌',
  notice: '公告',
  operator: '平台设置',
  catalogue: '数字人',
  template: '模板',
  product: '商品',
};

/**
 * Kind `operator` first named the platform's settings (payment, speech) and now also operator
 * accounts (运营人员): the action's `operator.` prefix tells them apart, so older rows keep their label.
 */
export function auditTargetLabel(row: { targetKind: string; action: string }): string {
  if (row.targetKind === 'operator' && row.action.startsWith('operator.')) return '运营人员';
  return AUDIT_TARGET_LABELS[row.targetKind] ?? row.targetKind;
}
