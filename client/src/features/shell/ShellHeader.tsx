import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { useEffect } from 'react';
import { AiToolboxModal } from '../ai-toolbox/AiToolboxModal';
import { takeAiToolMarker } from '../ai-toolbox/login-marker';
import { toolbox } from '../ai-toolbox/toolbox-store';
import type { RouterOutputs } from '../../lib/trpc';
import { useConfigText } from '../branding/use-config-text';
import { isFreeUser, visibleLicences } from './licence-rules';
import { mainMenuItems, showsInteractive } from './shell-rules';
import { HeaderBrand, HeaderTools } from './HeaderParts';
import { UserMenu } from './UserMenu';
import { HeaderMenuDrawer } from './HeaderMenuDrawer';
import { PayWallDrawer } from '../payment/PayWallDrawer';
import { openPayWall } from '../payment/pay-wall-store';
import { usePendingMemberDrawer } from '../payment/use-pending-member-drawer';
import { MarketPopover } from './MarketPopover';
import { NewMemberPrompt } from './NewMemberPrompt';
import classes from './ShellHeader.module.css';

type CurrentUser = RouterOutputs['user']['getCurrentUser'];
type Quota = RouterOutputs['quota']['getQuota'];
type LicenceAndRights = RouterOutputs['licence']['getLicenseAndRights'];

interface ShellHeaderProps {
  user: CurrentUser;
  quota: Quota;
  licenceAndRights: LicenceAndRights | undefined;
}

/** 000 §2 header of the logged-in shell: brand, main menu, tools, membership and the user menu. */
export function ShellHeader({ user, quota, licenceAndRights }: ShellHeaderProps) {
  const brand = useConfigText().data?.customizeText;
  const customised = brand?.isCustomize ?? false;
  const rights = licenceAndRights?.customizeRights;
  const licences = licenceAndRights?.licenses ?? [];
  const shown = rights ? visibleLicences(licences, rights) : [];
  const free = isFreeUser(licences);
  usePendingMemberDrawer();
  useEffect(() => {
    if (takeAiToolMarker()) toolbox.open('TaskList');
  }, []);

  const menu = mainMenuItems(showsInteractive(rights, quota));
  const tools = { customised, onAiTool: () => toolbox.open('TaskList'), onVip: openPayWall };
  // Until the licences are read (or while they cannot be), no badge: a member never sees 免费版 flash.
  const membership = !licenceAndRights ? null : free ? (
    <Badge color="gray" variant="light">
      免费版
    </Badge>
  ) : (
    <Badge color="yellow" variant="filled" c="dark">
      会员
    </Badge>
  );

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
        <Group gap="xl" wrap="nowrap">
          <HeaderBrand brand={brand} to="/home/premium" />
          <Group component="nav" aria-label="主菜单" gap={4} wrap="nowrap" visibleFrom="md">
            {menu.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.menuLink}>
                {item.label}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <HeaderTools {...tools} />
            <MarketPopover />
            {/* The voice-broadcast workbench (001 §2) has no menu item in 000 §2; the header reaches it. */}
            <Button component={Link} to="/home/voice-generator/custom" variant="subtle" size="xs">
              语音播报
            </Button>
            {membership}
          </Group>
          <UserMenu user={user} licences={shown} free={free} hasManageCenter={user.manageCenter.hasManageCenter} />
          <HeaderMenuDrawer hiddenFrom="md">
            <Group justify="space-between">
              <Text fw={600}>{user.displayName}</Text>
              {membership}
            </Group>
            <Stack component="nav" aria-label="主菜单" gap={4}>
              {menu.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.menuLink}>
                  {item.label}
                </NavLink>
              ))}
              <NavLink to="/home/voice-generator/custom" className={classes.menuLink}>
                语音播报
              </NavLink>
            </Stack>
            <HeaderTools {...tools} inDrawer />
          </HeaderMenuDrawer>
        </Group>
      </Group>
      <AiToolboxModal />
      <PayWallDrawer />
      <NewMemberPrompt user={user} free={free} />
    </Box>
  );
}
