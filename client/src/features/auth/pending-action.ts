import { safeRedirectPath } from './login-markers';

/**
 * Why the login flow started (000 §4 login submit): a path entry goes to its path (or /home/premium);
 * AI-tool and member entries are recorded as the pending action and go to /home/premium, where the
 * member drawer opens on load for a pending Member action and then clears it (000 §4 member drawer).
 */
export type LoginEntry = { type: 'path'; path?: string } | { type: 'aiTool' } | { type: 'member' };
export type PendingActionType = 'AiTool' | 'Member';

export const PENDING_ACTION_KEY = 'login.pendingAction';
export const HOME_PATH = '/home/premium';

const pendingTypeOf: Record<Exclude<LoginEntry['type'], 'path'>, PendingActionType> = {
  aiTool: 'AiTool',
  member: 'Member',
};

/** Where a successful login goes and which pending action it records (none for a path entry). */
export function landingAfterLogin(entry: LoginEntry): { path: string; pending: PendingActionType | null } {
  if (entry.type === 'path') return { path: safeRedirectPath(entry.path) ?? HOME_PATH, pending: null };
  return { path: HOME_PATH, pending: pendingTypeOf[entry.type] };
}

export function parsePendingAction(stored: string | null): PendingActionType | null {
  return stored === 'AiTool' || stored === 'Member' ? stored : null;
}

export function storePendingAction(type: PendingActionType): void {
  localStorage.setItem(PENDING_ACTION_KEY, type);
}

/** The pending action, once: reading it clears it (000 §4: "and is then cleared"). */
export function takePendingAction(): PendingActionType | null {
  const type = parsePendingAction(localStorage.getItem(PENDING_ACTION_KEY));
  localStorage.removeItem(PENDING_ACTION_KEY);
  return type;
}
