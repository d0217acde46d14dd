import { Anchor, Box, Container, Group, Skeleton } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { SkipLink } from '../components/SkipLink';
import { useConfigText } from '../features/branding/use-config-text';

const MAIN_ID = 'main-content';

/** The public chrome: skip link, header with the brand, and the page in <main>. */
export function AppShell() {
  const configText = useConfigText();
  const brand = configText.data?.customizeText;

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" h={40}>
            {brand ? (
              <Anchor component={Link} to="/" fw={700} fz="lg" underline="never" style={{ color: brand.webNameColor || undefined }}>
                {brand.webName}
              </Anchor>
            ) : (
              // No brand yet (or it failed): the page below shows the loading or error state.
              <Skeleton visible={configText.isPending} h={24} w={160} aria-hidden />
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </Box>
    </>
  );
}
