import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useCurrentUser, useLicences, useQuota } from '../auth/use-session';
import { RouteAccessGate } from './RouteAccessGate';
import { ShellHeader } from './ShellHeader';
import { useNoticePolling } from './use-notice-polling';

/** The logged-in shell with its chrome (000 §2); SessionGate above it has loaded user and quota. */
export function HomeLayout() {
  const user = useCurrentUser();
  const quota = useQuota();
  const licences = useLicences();
  useNoticePolling();
  if (!user.data || !quota.data) return null;
  return (
    <>
      <ShellHeader user={user.data} quota={quota.data} licenceAndRights={licences.data} />
      <Box component="main" id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <RouteAccessGate>
          <Outlet />
        </RouteAccessGate>
      </Box>
    </>
  );
}

/** Pages that render without the shell chrome (000 §2) still poll notices. */
export function BareHomeLayout() {
  useNoticePolling();
  return (
    <Box component="main" id="main-content">
      <RouteAccessGate>
        <Outlet />
      </RouteAccessGate>
    </Box>
  );
}
