import { RENDER_CREDIT_COST, RESOURCE_CODES } from '@portal/contracts';

/** A quota line as the boards receive it; the code is the platform's key and is never shown. */
export interface QuotaLine {
  resourceCode: string;
  resourceName?: string | undefined;
  resourceUnit?: string | undefined;
}

export interface QuotaLabel {
  name: string;
  unit: string;
  /** What one unit buys, where the unit is not self-explanatory. */
  note?: string;
}

/** The unit of video creation: a render takes credits, not minutes (services/render/credits.ts). */
export const VIDEO_CREDIT_UNIT = '点';
const CREDIT_NOTE = `1080P 每分钟 ${RENDER_CREDIT_COST.R_1080P} 点，4K 每分钟 ${RENDER_CREDIT_COST.R_4K} 点`;

/**
 * What a manager reads for a quota line. The video creation quota is stored as 视频合成时长 in
 * 分钟 (000 §3 names it video creation time), yet a render draws credits on it, by resolution, per
 * started minute (001 §9's costs): it is shown as credits so 已用 is not read as minutes of video.
 * A line without a name is named for what it is, never by its resource code.
 */
export function quotaLabel(line: QuotaLine): QuotaLabel {
  if (line.resourceCode === RESOURCE_CODES.video)
    return { name: '视频合成额度', unit: VIDEO_CREDIT_UNIT, note: CREDIT_NOTE };
  return { name: line.resourceName?.trim() || '其他资源', unit: line.resourceUnit?.trim() ?? '' };
}

const MB_PER_GB = 1024;

/** An amount in its unit; storage of a gigabyte or more reads in GB (10240 MB is 10 GB). */
export function formatAmount(value: number, unit: string): string {
  if (unit === 'MB' && Math.abs(value) >= MB_PER_GB) {
    const gb = Math.round((value / MB_PER_GB) * 10) / 10;
    return `${gb} GB`;
  }
  return unit ? `${value} ${unit}` : String(value);
}

/** The share of a quota used, in whole percent (0 when there is no total). */
export const usedPercent = (used: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;

/** A series or axis name with its unit: 生成视频（个）. */
export const withUnit = (label: string, unit: string) => `${label}（${unit}）`;

/**
 * An axis tick with its unit (4 个, 0.5 分钟): written upright beside the numbers, where a rotated
 * one-character axis title (个) reads as an arrow.
 */
export const tickWithUnit = (unit: string) => (value: number) => `${value} ${unit}`;
