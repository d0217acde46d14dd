import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_KEY, isConsoleKey, isSignedOut } from './console-session';

/**
 * Sends the operator to /ops/login whenever a console call answers 401 (the 12 h session ended, or
 * another tab signed out), and gives the shell the same exit for 退出登录. The console's cached
 * answers go with it: a stale `ops.me` would send the login page straight back to /ops.
 */
export function useConsoleSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const leave = useCallback(() => {
    void navigate('/ops/login', { replace: true });
    queryClient.removeQueries({ queryKey: CONSOLE_KEY });
  }, [queryClient]);

  useEffect(() => {
    const leaveIfSignedOut = (key: unknown, error: unknown) => {
      if (isConsoleKey(key) && isSignedOut(error)) leave();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        leaveIfSignedOut(event.query.queryKey, event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        leaveIfSignedOut(event.mutation.options.mutationKey, event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, leave]);

  return { leave };
}
