import { PENDING_ACTION_KEY, parsePendingAction } from '../auth/pending-action';

/**
 * 001 §2: a stored login-redirect marker of type AI tool opens the toolbox on the task list once the
 * user is logged in, and is cleared. A marker of another type is left for its own screen.
 */
export function takeAiToolMarker(storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage): boolean {
  if (parsePendingAction(storage.getItem(PENDING_ACTION_KEY)) !== 'AiTool') return false;
  storage.removeItem(PENDING_ACTION_KEY);
  return true;
}
