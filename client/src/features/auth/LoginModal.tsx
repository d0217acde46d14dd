import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useConfigText } from '../branding/use-config-text';
import { LoginForm } from './LoginForm';
import { landingAfterLogin, storePendingAction, type LoginEntry } from './pending-action';

/** 000 §9: the login modal is 864 px wide. */
const MODAL_WIDTH = 864;

/** The login modal of the header and the pay-wall (000 §2); the login sequence is the page's (LoginForm). */
export function LoginModal({
  opened,
  onClose,
  entry = { type: 'path' },
}: {
  opened: boolean;
  onClose: () => void;
  entry?: LoginEntry;
}) {
  const configText = useConfigText();
  const navigate = useNavigate();
  const brand = configText.data?.customizeText;

  const onLoggedIn = () => {
    const { path, pending } = landingAfterLogin(entry);
    if (pending) storePendingAction(pending);
    onClose();
    void navigate(path);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={MODAL_WIDTH}
      centered
      title="登录"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="sm" justify="center" visibleFrom="sm">
          <Title order={2}>{brand?.webName ?? '数字员工平台'}</Title>
          <Text c="dimmed">登录后即可使用数字员工制作视频、语音播报与互动服务。</Text>
        </Stack>
        <LoginForm customised={brand?.isCustomize ?? false} onLoggedIn={onLoggedIn} />
      </SimpleGrid>
    </Modal>
  );
}
