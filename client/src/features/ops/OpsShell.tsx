import { useEffect } from 'react';
import { AppShell, Burger, Button, Center, Group, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconChartLine,
  IconCreditCard,
  IconHistory,
  IconPalette,
  IconReceipt,
  IconSpeakerphone,
  IconUsersGroup,
} from '@tabler/icons-react';
import { opsMessages } from '@portal/contracts';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { silentCall, trpc } from '../../lib/trpc';

const NAV = [
  { to: '/ops', label: '概览', icon: IconChartLine, exact: true },
  { to: '/ops/companies', label: '企业', icon: IconBuilding },
  { to: '/ops/orders', label: '订单', icon: IconReceipt },
  { to: '/ops/catalogue', label: '数字人', icon: IconUsersGroup },
  { to: '/ops/brands', label: '品牌', icon: IconPalette },
  { to: '/ops/notices', label: '公告', icon: IconSpeakerphone },
  { to: '/ops/payment', label: '支付设置', icon: IconCreditCard },
  { to: '/ops/audit', label: '审计日志', icon: IconHistory },
] as const;

/**
 * The console's own frame (no company header): navigation, the operator and 退出登录. Without an
 * operator session every page goes to /ops/login.
 */
export function OpsShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const utils = trpc.useUtils();
  const me = trpc.ops.me.useQuery({}, { ...silentCall, retry: false, staleTime: 60_000 });
  const logout = trpc.ops.logout.useMutation(silentCall);
  const [opened, { toggle, close }] = useDisclosure(false);

  useEffect(() => {
    if (me.isError) void navigate('/ops/login', { replace: true });
  }, [me.isError]);

  if (!me.data) {
    return (
      <Center mih="100vh">
        <Loader aria-label="正在加载运营中心" />
      </Center>
    );
  }

  const signOut = async () => {
    await logout.mutateAsync({}).catch(() => undefined);
    utils.ops.invalidate();
    void navigate('/ops/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 208, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="打开导航" />
            <Text fw={700} fz="lg">
              {opsMessages.title}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {me.data.displayName}
            </Text>
            <Button variant="default" size="xs" onClick={() => void signOut()} loading={logout.isPending}>
              退出登录
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="运营中心导航">
        {NAV.map((item) => {
          const active = 'exact' in item ? pathname === item.to : pathname.startsWith(item.to);
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
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
