import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { trpcClient } from '../../lib/trpc';
import { failureText } from '../applet/card-link';
import { PreviewPage } from '../applet/PreviewPage';
import { storedDeviceToken, storeDeviceToken } from './device-token';
import { KioskPage } from './KioskPage';
import classes from './kiosk.module.css';

/**
 * /ThreeDimensionCTEPage/{project} and /ThreeDimensionCTEPreview/{project} (002 §2). On a machine:
 * the QR code's ?shortToken= is exchanged once for the device token, kept, and dropped from the
 * address; a kept token opens the kiosk. Without either, the page is the preview it always was.
 */
export function KioskEntry() {
  const { project = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shortToken = params.get('shortToken')?.trim() ?? '';
  const [token, setToken] = useState(() => params.get('deviceToken')?.trim() || storedDeviceToken(project));
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!shortToken) return;
    let stale = false;
    trpcClient.device.getLongToken
      .query({ shortToken }, { context: { silent: true } })
      .then((got) => {
        if (stale) return;
        storeDeviceToken(got.projectId, got.deviceToken);
        setToken(got.deviceToken);
        navigate(`${window.location.pathname}`, { replace: true });
      })
      .catch((error: unknown) => !stale && setFailure(failureText(error)));
    return () => {
      stale = true;
    };
  }, [shortToken]);

  if (failure)
    return (
      <div className={classes.screen}>
        <Stack align="center" gap="md" className={classes.notice} role="alert">
          <Text fw={600} size="xl" c="white">
            设备激活失败
          </Text>
          <Text c="gray.3">{failure}</Text>
          <Button variant="white" onClick={() => navigate(window.location.pathname, { replace: true })}>
            返回
          </Button>
        </Stack>
      </div>
    );
  if (shortToken)
    return (
      <div className={classes.screen} role="status">
        <Stack align="center" gap="sm">
          <Loader color="white" />
          <Text c="gray.3">正在激活设备…</Text>
        </Stack>
      </div>
    );
  if (token)
    return (
      <KioskPage
        projectId={project}
        deviceToken={token}
        onRevoked={() => {
          storeDeviceToken(project, null);
        }}
      />
    );
  return <PreviewPage />;
}
