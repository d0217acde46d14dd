import { useEffect, useState } from 'react';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Device = RouterOutputs['device']['snCodeList']['list'][number];

/**
 * The machine's activation QR code: a short token valid 10 minutes and usable once, exchanged on
 * the machine for its device token. A new code replaces the previous unused one.
 */
export function ActivationDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const token = trpc.device.previewToken.useQuery(
    { deviceId: device?.id ?? '' },
    { enabled: device !== null, gcTime: 0, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
  // Re-rendered every second for the countdown; the time is read at render, never stale.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!device) return;
    const timer = window.setInterval(() => setTick((t) => t + 1), 1_000);
    return () => window.clearInterval(timer);
  }, [device]);
  const now = Date.now();

  const url = token.data ? `${window.location.origin}${token.data.kioskPath}` : '';
  const left = token.data ? Math.max(0, Math.round((new Date(token.data.expiresAt).getTime() - now) / 1000)) : 0;
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;

  return (
    <Modal opened={device !== null} onClose={onClose} title="激活二维码" centered>
      <Stack align="center" gap="sm">
        <Text size="sm" c="dimmed" ta="center">
          在「{device?.name || device?.snCode}」上扫描二维码或打开链接，设备将免登录运行数字人。
        </Text>
        {token.isError ? (
          <Alert color="red" w="100%">
            {token.error.message}
          </Alert>
        ) : !token.data || token.isFetching ? (
          <Loader size="sm" aria-label="加载中" my="xl" />
        ) : (
          <>
            <div style={{ padding: 12, background: '#fff', borderRadius: 12, opacity: left > 0 ? 1 : 0.25 }}>
              <QRCodeSVG value={url} size={200} role="img" aria-label="设备激活二维码" />
            </div>
            <Text size="sm" c={left > 0 ? 'dimmed' : 'red'} data-testid="activation-expiry">
              {left > 0 ? `${clock} 后失效 · 仅可使用一次` : '二维码已失效，请刷新'}
            </Text>
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? '已复制' : '复制激活链接'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => void token.refetch()}>
                刷新二维码
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
