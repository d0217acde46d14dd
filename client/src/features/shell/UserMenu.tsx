import { Avatar, Box, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { useLogout } from '../auth/use-session';
import { LicenceStrip } from './LicenceStrip';
import type { LicenceEntry } from './licence-rules';

type CurrentUser = RouterOutputs['user']['getCurrentUser'];

interface UserMenuProps {
  user: CurrentUser;
  licences: LicenceEntry[];
  free: boolean;
  /** Managers see 管理中心, everyone else 账号设置; both lead to /home/manageCenter. */
  hasManageCenter: boolean;
}

/** 000 §2 user menu: who, the licence strip, and management / password / logout. Item clicks close it. */
export function UserMenu({ user, licences, free, hasManageCenter }: UserMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const contact = user.phoneNumber ?? user.email ?? '';

  return (
    <Menu position="bottom-end" width={360} shadow="md" withinPortal closeOnItemClick>
      <Menu.Target>
        <UnstyledButton aria-label="用户菜单">
          <Avatar color="blue" radius="xl">
            {user.displayName.slice(0, 1)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} p="sm">
          <Text fw={700}>{user.displayName}</Text>
          <Text size="sm" c="dimmed">
            {user.company.displayName}
          </Text>
          {contact && (
            <Text size="sm" c="dimmed">
              {contact}
            </Text>
          )}
        </Stack>
        <Box px="sm" pb="sm">
          <LicenceStrip licences={licences} free={free} />
        </Box>
        <Menu.Divider />
        <Menu.Item onClick={() => void navigate('/home/manageCenter')}>
          {hasManageCenter ? '管理中心' : '账号设置'}
        </Menu.Item>
        <Menu.Item component="a" href="/password/change" target="_blank" rel="noopener">
          修改密码
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void logout()}>
          退出登录
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
