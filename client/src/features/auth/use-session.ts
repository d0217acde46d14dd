import { useNavigate } from 'react-router-dom';
import { queryClient } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';
import { clearLoginMarkers } from './login-markers';

/** The signed-in user, loaded once by the session gate and shared by every screen. */
export function useCurrentUser(enabled = true) {
  return trpc.user.getCurrentUser.useQuery({}, { enabled, staleTime: Number.POSITIVE_INFINITY, retry: false });
}

export function useQuota(enabled = true) {
  return trpc.quota.getQuota.useQuery({}, { enabled, staleTime: 60_000 });
}

export function useLicences(enabled = true) {
  return trpc.licence.getLicenseAndRights.useQuery({}, { enabled, staleTime: 60_000 });
}

/** Forget everything of the session on this page (user, quota, every cached answer) and its markers. */
export function clearLocalSession(): void {
  clearLoginMarkers();
  queryClient.clear();
}

/** 000 §4 logout: the server ends the session, the page forgets it, then /login. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  return async () => {
    try {
      await logout.mutateAsync({});
    } catch {
      // The link already told the user; the local session is cleared regardless.
    }
    clearLocalSession();
    await navigate('/login', { replace: true });
  };
}
