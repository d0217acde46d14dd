import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { LiveRoomsSection } from '../live-room/LiveRoomsSection';
import { SdkEmbedSection } from '../sdk-preview/SdkEmbedSection';

/** Share: the link with its token (Active / Suspended, 002 §4) and a QR code of it. */
export function ShareModal({ projectId, opened, onClose }: { projectId: string; opened: boolean; onClose(): void }) {
  const utils = trpc.useUtils();
  const token = trpc.talkProject.shareAccessToken.useQuery({ projectId }, { enabled: opened });
  const status = trpc.talkProject.statusUpdate.useMutation({
    onSuccess: () => void utils.talkProject.shareAccessToken.invalidate(),
  });
  const share = token.data;
  const copy = async () => {
    if (!share) return;
    await navigator.clipboard.writeText(share.shareUrl);
    toast.success('链接已复制');
  };
  return (
    <Modal opened={opened} onClose={onClose} title="分享" centered>
      {share && (
        <Stack gap="sm" align="center">
          <QRCodeSVG value={share.shareUrl} size={180} aria-label="分享二维码" role="img" />
          <TextInput w="100%" label="分享链接" readOnly value={share.shareUrl} />
          <Group justify="space-between" w="100%">
            <Switch
              label={share.status === 'Active' ? '链接已启用' : '链接已停用'}
              checked={share.status === 'Active'}
              onChange={(e) => status.mutate({ projectId, status: e.currentTarget.checked ? 'Active' : 'Suspended' })}
            />
            <Button onClick={() => void copy()} disabled={share.status !== 'Active'}>
              复制链接
            </Button>
          </Group>
          {share.status !== 'Active' && (
            <Text size="xs" c="dimmed">
              停用后访客无法通过该链接访问
            </Text>
          )}
          <LiveRoomsSection projectId={projectId} />
          <SdkEmbedSection projectId={projectId} enabled={opened} />
        </Stack>
      )}
    </Modal>
  );
}
