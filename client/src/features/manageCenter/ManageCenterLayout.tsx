import { Box, Button, Drawer, Flex, NavLink as MantineNavLink, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/use-session';
import {
  MANAGE_CENTER_LABELS,
  activeEntry,
  NO_MANAGE_CENTER,
  visibleEntries,
  type ManageCenterEntry,
} from './nav-rules';

const BASE = '/home/manageCenter';

function EntryLinks({ entries, active }: { entries: ManageCenterEntry[]; active: ManageCenterEntry | null }) {
  return entries.map((entry) => (
    <MantineNavLink
      key={entry}
      component={NavLink}
      to={`${BASE}/${entry}`}
      label={MANAGE_CENTER_LABELS[entry]}
      active={active === entry}
    />
  ));
}

/**
 * `/home/manageCenter` (000 §2): left navigation by the table's rules, the entry on the right. On a
 * phone the navigation is a drawer behind a button that names the current entry, so the entry keeps
 * the whole width.
 */
export function ManageCenterLayout() {
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  const flags = {
    ...(user?.manageCenter ?? NO_MANAGE_CENTER),
    isSuperAdmin: user?.roles.some((r) => r.name === '超管') ?? false,
  };
  const active = activeEntry(pathname.slice(BASE.length));
  const entries = visibleEntries(flags);
  // A member's sidebar lists 账号设置 itself, so its heading names the place instead of repeating the entry.
  const title = flags.hasManageCenter ? '管理中心' : '个人中心';
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-start' }}
      gap="lg"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Paper component="nav" aria-label={title} withBorder w={220} p="xs" style={{ flexShrink: 0 }} visibleFrom="sm">
        <Stack gap={2}>
          <Title order={2} size="h5" px="sm" py="xs">
            {title}
          </Title>
          <EntryLinks entries={entries} active={active} />
        </Stack>
      </Paper>
      <Button
        hiddenFrom="sm"
        variant="default"
        justify="space-between"
        fullWidth
        rightSection={<IconMenu2 size={18} aria-hidden />}
        onClick={drawer.open}
        aria-label="管理中心菜单"
      >
        {title}
        {active ? ` · ${MANAGE_CENTER_LABELS[active]}` : ''}
      </Button>
      <Drawer opened={drawerOpened} onClose={drawer.close} title={title} size={260} hiddenFrom="sm">
        <Stack component="nav" aria-label={title} gap={2} onClick={drawer.close}>
          <EntryLinks entries={entries} active={active} />
        </Stack>
      </Drawer>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
