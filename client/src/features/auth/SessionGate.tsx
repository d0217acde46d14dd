import { useEffect, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describeCallError } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { isMessagingAppUserExpired } from './company-expiry';
import { hasLoginMarkers, rememberPendingPath, setLoginFlag } from './login-markers';
import { clearLocalSession, useCurrentUser, useQuota } from './use-session';

/**
 * 000 §4 session bootstrap for /home: a token in the address is exchanged first; without any
 * login marker the visitor goes to /; otherwise user and quota load before the page shows.
 */
export function SessionGate() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const [markers, setMarkers] = useState(() => hasLoginMarkers());
  const exchange = trpc.auth.loginWithToken.useMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login token is exchanged once per token; the mutation object and the URL params change every render
  useEffect(() => {
    if (!token) return;
    exchange.mutate(
      { token },
      {
        onSuccess: () => {
          setLoginFlag();
          setMarkers(true);
          const next = new URLSearchParams(params);
          next.delete('token');
          setParams(next, { replace: true });
        },
        onError: () => {
          clearLocalSession();
          void navigate('/', { replace: true });
        },
      },
    );
  }, [token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redirects when the login state changes, not on every navigation
  useEffect(() => {
    if (token || markers) return;
    rememberPendingPath(location.pathname + location.search);
    void navigate('/', { replace: true });
  }, [token, markers]);

  const ready = markers && !token;
  const user = useCurrentUser(ready);
  const quota = useQuota(ready && user.isSuccess);

  const failed = user.error ?? quota.error;
  useEffect(() => {
    if (!failed) return;
    // A 401 runs the session-expiry flow (→ /login after 1 s, lib/call-errors); other failures are 000 §4 step 4.
    if (describeCallError(failed, '').httpStatus === 401) return;
    clearLocalSession();
    void navigate('/', { replace: true });
  }, [failed]);

  useEffect(() => {
    if (!user.data) return;
    setLoginFlag();
    if (isMessagingAppUserExpired(user.data, new Date())) void navigate('/code', { replace: true });
  }, [user.data]);

  if (user.data && quota.data) return <Outlet />;
  return (
    <Center h="100vh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">正在加载…</Text>
      </Stack>
    </Center>
  );
}
