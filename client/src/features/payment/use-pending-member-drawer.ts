import { useEffect } from 'react';
import { PENDING_ACTION_KEY } from '../auth/pending-action';
import { openPayWall } from './pay-wall-store';

/**
 * 000 §4 member drawer: it opens on load when the stored pending action is Member, which is then
 * cleared. Another pending action (AiTool) is left for its own screen.
 */
export function usePendingMemberDrawer() {
  useEffect(() => {
    if (localStorage.getItem(PENDING_ACTION_KEY) !== 'Member') return;
    localStorage.removeItem(PENDING_ACTION_KEY);
    openPayWall();
  }, []);
}
