import { useEffect, useState } from 'react';
import { ActionIcon, AppShell, Burger, Button, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconChartLine,
  IconCreditCard,
  IconHistory,
  IconKey,
  IconLogout,
  IconMicrophone,
  IconPalette,
  IconReceipt,
  IconSpeakerphone,
  IconTag,
  IconUserShield,
  IconUsersGroup,
} from '@tabler/icons-react';
import { opsMessages } from '@portal/contracts';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { silentCall, trpc } from '../../lib/trpc';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { isSignedOut } from './console-session';
import { LoadFailure } from './LoadFailure';
import { useConsoleSession } from './use-console-session';
import { failureText } from './failure-text';

const NAV = [
  { to: '/ops', label: '概览', icon: IconChartLine, exact: true },
  { to: '/ops/companies', label: '企业', icon: IconBuilding },
  { to: '/ops/orders', label: '订单', icon: IconReceipt },
  { to: '/ops/products', label: '商品价格', icon: IconTag },
  { to: '/ops/catalogue', label: '数字人与模板', icon: IconUsersGroup },
  { to: '/ops/brands', label: '品牌', icon: IconPalette },
  { to: '/ops/notices', label: '公告', icon: IconSpeakerphone },
  { to: '/ops/payment', label: '支付设置', icon: IconCreditCard },
  { to: '/ops/speech', label: '语音服务', icon: IconMicrophone },
  { to: '/ops/operators', label: '运营人员', icon: IconUserShield },
  { to: '/ops/audit', label: '审计日志', icon: IconHistory },
] as const;

const isActive = (item: (typeof NAV)[number], pathname: string) =>
  'exact' in item ? pathname === item.to || pathname === `${item.to}/` : pathname.startsWith(item.to);

/**
 * The console's own frame (no company header): navigation, the operator, 修改密码 and 退出登录. The pages
 * render once `ops.me` knows the operator; without a session every page goes to /ops/login.
 */
export function OpsShell() {
  const { pathname } = useLocation();
  const { leave } = useConsoleSession();
  const me = trpc.ops.me.useQuery({}, { ...silentCall, retry: false, staleTime: 60_000 });
  const logout = trpc.ops.logout.useMutation(silentCall);
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changingPassword, setChangingPassword] = useState(false);
  /** A password another operator chose: nothing else until it is changed (the server refuses the rest too). */
  const mustChangePassword = me.data?.mustChangePassword === true;

  useEffect(() => {
    if (me.isError && isSignedOut(me.error)) leave();
  }, [me.isError, me.error, leave]);

  const signOut = async () => {
    // Signed out either way: a failed logout leaves a session that ends by itself in 12 h.
    await logout.mutateAsync({}).catch(() => undefined);
    leave();
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 208, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="打开导航" />
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
              {opsMessages.title}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {me.data ? (
              <Text size="sm" c="dimmed" truncate maw={{ base: 88, sm: 240 }} title={me.data.email}>
                {me.data.displayName}
              </Text>
            ) : (
              <Skeleton h={14} w={64} aria-hidden />
            )}
            {/* A phone's header has room for the icon only; its name is its label. */}
            <Button
              variant="subtle"
              size="xs"
              visibleFrom="sm"
              leftSection={<IconKey size={14} aria-hidden />}
              onClick={() => setChangingPassword(true)}
              disabled={!me.data}
            >
              修改密码
            </Button>
            <ActionIcon
              variant="subtle"
              hiddenFrom="sm"
              aria-label="修改密码"
              onClick={() => setChangingPassword(true)}
              disabled={!me.data}
            >
              <IconKey size={16} aria-hidden />
            </ActionIcon>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={() => void signOut()}
              loading={logout.isPending}
              disabled={!me.data}
            >
              退出登录
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="运营中心导航">
        {NAV.map((item) => {
          const active = isActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={close}
            />
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main>
        {me.data && mustChangePassword ? (
          <Text c="dimmed" size="sm">
            {opsMessages.passwordChangeRequired}
          </Text>
        ) : me.data ? (
          <Outlet />
        ) : me.isError && !isSignedOut(me.error) ? (
          <LoadFailure what="运营中心" message={failureText(me.error)} onRetry={() => void me.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="正在加载运营中心">
            <Skeleton h={32} w={160} radius="sm" />
            <Skeleton h={120} radius="md" />
            <Skeleton h={240} radius="md" />
          </Stack>
        )}
      </AppShell.Main>
      {(changingPassword || mustChangePassword) && (
        <ChangePasswordDialog
          required={mustChangePassword}
          onClose={() => setChangingPassword(false)}
          onSignOut={() => void signOut()}
        />
      )}
    </AppShell>
  );
}
