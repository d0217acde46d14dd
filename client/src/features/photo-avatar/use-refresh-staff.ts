import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * A photo avatar is also a digital employee that takes a place in the quota, so making or deleting
 * one refreshes both lists and the quota line of the 数字员工 page.
 */
export function useRefreshStaff() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.vh.photoAvatarList.invalidate(),
        utils.vhMarket.companyVhList.invalidate(),
        utils.vhMarket.vhQuota.invalidate(),
      ]),
    [utils],
  );
}
