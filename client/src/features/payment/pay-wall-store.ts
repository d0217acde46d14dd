import { useSyncExternalStore } from 'react';

/** Whether the pay-wall drawer is open; the VIP button, 会员中心 and the new-member prompt open it. */
let opened = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const openPayWall = () => {
  opened = true;
  emit();
};
export const closePayWall = () => {
  opened = false;
  emit();
};
export const usePayWallOpened = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => opened,
  );
