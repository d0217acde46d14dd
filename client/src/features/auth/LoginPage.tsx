import { Anchor, Box, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FilingFooter } from '../branding/FilingFooter';
import { useConfigText } from '../branding/use-config-text';
import { LoginForm } from './LoginForm';
import { LoginSidePanel } from './LoginSidePanel';
import { safeRedirectPath, takePendingPath } from './login-markers';

/** Below the public header (AppShell), which holds the page's <main>. */
const PAGE_HEIGHT = 'calc(100vh - 60px)';

/** `/login` (000 §2): nothing while branding loads; a customised brand may show only its tip. */
export function LoginPage() {
  const configText = useConfigText();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (configText.isPending) return null;
  // Without branding (the call failed) the page still lets people log in, in the standard look.
  const brand = configText.data?.customizeText;
  const customised = brand?.isCustomize ?? false;
  if (brand && customised && brand.showLoginPage !== 1) {
    return (
      <Stack mih={PAGE_HEIGHT} p="xl" justify="space-between">
        <Center style={{ flex: 1 }}>
          <Text size="lg" ta="center">
            {brand.loginPageTip}
          </Text>
        </Center>
        <FilingFooter />
      </Stack>
    );
  }

  const onLoggedIn = () => {
    void navigate(safeRedirectPath(params.get('redirect')) ?? takePendingPath() ?? '/home/premium', { replace: true });
  };

  return (
    <Box
      mih={PAGE_HEIGHT}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-0), var(--mantine-color-gray-0))' }}
    >
      <Center mih={`calc(${PAGE_HEIGHT} - 48px)`} p="lg">
        <Paper shadow="md" radius="lg" w="100%" maw={960} style={{ overflow: 'hidden' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
            <LoginSidePanel brand={brand}>
              {!customised && (
                <Group gap="md" mt="md">
                  <Anchor component={Link} to="/marketLandingPage" c="white" underline="always">
                    营销落地页
                  </Anchor>
                  <Anchor component={Link} to="/landingPage" c="white" underline="always">
                    应用介绍
                  </Anchor>
                  <Anchor href="/developer-doc/show" target="_blank" rel="noopener" c="white" underline="always">
                    API 文档
                  </Anchor>
                </Group>
              )}
            </LoginSidePanel>
            <Stack p={40} gap="md">
              <Title order={2}>欢迎登录</Title>
              <LoginForm customised={customised} onLoggedIn={onLoggedIn} />
            </Stack>
          </SimpleGrid>
        </Paper>
      </Center>
      <FilingFooter />
    </Box>
  );
}
