import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useConfigText } from '../branding/use-config-text';
import { LoginForm } from './LoginForm';
import { safeRedirectPath } from './login-markers';

/** Why the modal opened (000 §4): a path entry goes to its path; AI-tool and member entries are recorded. */
export type LoginEntry = { type: 'path'; path?: string } | { type: 'aiTool' } | { type: 'member' };

export const LOGIN_ENTRY_KEY = 'login.entryType';
/** 000 §9: the login modal is 864 px wide. */
const MODAL_WIDTH = 864;

export function LoginModal({ opened, onClose, entry = { type: 'path' } }: { opened: boolean; onClose: () => void; entry?: LoginEntry }) {
  const configText = useConfigText();
  const navigate = useNavigate();
  const brand = configText.data?.customizeText;

  const onLoggedIn = () => {
    onClose();
    if (entry.type === 'path') {
      void navigate(safeRedirectPath(entry.path) ?? '/home/premium');
      return;
    }
    sessionStorage.setItem(LOGIN_ENTRY_KEY, entry.type);
    void navigate('/home/premium');
  };

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH} centered title="登录" closeButtonProps={{ 'aria-label': '关闭' }}>
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
