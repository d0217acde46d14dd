import { LICENCE_APP_NAMES, type OrderStatus } from '@portal/contracts';

/*
 * How the console writes amounts, dates and states. Pure, so they are tested without a browser.
 */

/** Fen as yuan with the currency sign: 4900 → ¥49.00. */
export const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit' });

export const dateTime = (at: Date | string) => dateTimeFormat.format(new Date(at));
export const dateOnly = (at: Date | string) => dateFormat.format(new Date(at));

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

export const lineName = (appId: number) =>
  LICENCE_APP_NAMES[appId as keyof typeof LICENCE_APP_NAMES] ?? `产品线 ${appId}`;

/** Live from its start until its end (a revoked line ends now, so it reads 已过期 at once). */
export const licenceLive = (licence: { endTime: Date | string }, now = Date.now()) =>
  new Date(licence.endTime).getTime() > now;

/** The resources a package can add to, as the 权益看板 names them. */
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
