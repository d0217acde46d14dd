import { Box, Flex, NavLink as MantineNavLink, Paper, Stack, Title } from '@mantine/core';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/use-session';
import { MANAGE_CENTER_LABELS, activeEntry, NO_MANAGE_CENTER, visibleEntries } from './nav-rules';

const BASE = '/home/manageCenter';

/** `/home/manageCenter` (000 §2): left navigation by the table's rules, the entry on the right. */
export function ManageCenterLayout() {
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  const flags = user?.manageCenter ?? NO_MANAGE_CENTER;
  const active = activeEntry(pathname.slice(BASE.length));

  return (
    // On a phone the navigation sits above the entry, which keeps the full width.
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="lg" p="lg">
      <Paper
        component="nav"
        aria-label="管理中心"
        withBorder
        w={{ base: '100%', sm: 220 }}
        p="xs"
        style={{ flexShrink: 0 }}
      >
        <Stack gap={2}>
          <Title order={2} size="h5" px="sm" py="xs">
            {flags.hasManageCenter ? '管理中心' : '账号设置'}
          </Title>
          {visibleEntries(flags).map((entry) => (
            <MantineNavLink
              key={entry}
              component={NavLink}
              to={`${BASE}/${entry}`}
              label={MANAGE_CENTER_LABELS[entry]}
              active={active === entry}
            />
          ))}
        </Stack>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
