import { INTERACTIVE_QUOTA_TYPES } from '@portal/contracts';
import type { CustomizeRights } from './licence-rules';
import type { RouterOutputs } from '../../lib/trpc';

/** Main menu (000 §2 logged-in shell): digital interactive only with the interactive right. */
export interface MenuItem {
  label: string;
  to: string;
}

export type QuotaLike = Pick<RouterOutputs['quota']['getQuota'][number], 'quotaType' | 'capacity'>;

/** 000 §6: the interactive feature also shows when a quota of type 12 or 13 has a capacity. */
export function showsInteractive(rights: CustomizeRights | undefined, quota: readonly QuotaLike[]): boolean {
  if (rights?.enableInteractive) return true;
  return quota.some((q) => (INTERACTIVE_QUOTA_TYPES as readonly number[]).includes(q.quotaType) && q.capacity > 0);
}

export function mainMenuItems(interactive: boolean): MenuItem[] {
  return [
    { label: '数字播报', to: '/home/premium' },
    ...(interactive ? [{ label: '数字互动', to: '/home/premiumInteractive' }] : []),
    { label: '项目管理', to: '/home/project' },
  ];
}

/** 000 §7: notices poll every 10 s on /home pages except /home/project. */
export const NOTICE_POLL_MS = 10_000;
export const pollsNotices = (pathname: string): boolean =>
  pathname.startsWith('/home') && !/^\/home\/project(\/|$)/.test(pathname);

/** 000 §8: notice polling ignores HTTP 503, 401, 403 and network errors. */
export function ignoresNoticeFailure(failure: { httpStatus: number | null; network: boolean }): boolean {
  return failure.network || failure.httpStatus === 503 || failure.httpStatus === 401 || failure.httpStatus === 403;
}
