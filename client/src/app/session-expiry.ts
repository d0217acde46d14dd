import { commonMessages } from '@portal/contracts';
import { clearLoginMarkers, isRtcPreviewPath } from '../features/auth/login-markers';
import { setCallFailureEffects } from '../lib/call-errors';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';

/** 000 §9: the 401 redirect waits 1 s (the toast of the failed screen stays readable). */
const EXPIRY_REDIRECT_MS = 1000;
let redirectTimer: ReturnType<typeof setTimeout> | null = null;
let postedToParent = false;

/**
 * 000 §4 session expiry: forget the user, quota and login markers, then /login after 1 s — except
 * on RTC preview pages, and inside another platform's iframe, where the parent is told once instead.
 * The message shape is ours: 000 §3 names loginExpiredPostMessageData in the branding config, which
 * this client does not fetch yet.
 */
export function expireSession(navigate: (to: string) => void): void {
  clearLoginMarkers();
  if (window.parent !== window) {
    queryClient.clear();
    if (!postedToParent) {
      postedToParent = true;
      window.parent.postMessage({ type: 'loginExpired', message: commonMessages.unauthorized }, '*');
    }
    return;
  }
  if (isRtcPreviewPath(window.location.pathname) || redirectTimer) return;
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    queryClient.clear();
    navigate('/login');
  }, EXPIRY_REDIRECT_MS);
}

/** Wires lib/call-errors to the page: error toasts and the expiry flow. */
export function installCallFailureEffects(navigate: (to: string) => void): void {
  setCallFailureEffects({ toast: (message) => toast.error(message), sessionExpired: () => expireSession(navigate) });
}
