import { Badge, Box, Group } from '@mantine/core';
import { NavLink, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { AiToolboxModal } from '../ai-toolbox/AiToolboxModal';
import { takeAiToolMarker } from '../ai-toolbox/login-marker';
import { toolbox } from '../ai-toolbox/toolbox-store';
import type { RouterOutputs } from '../../lib/trpc';
import { useConfigText } from '../branding/use-config-text';
import { manageCenterFlags } from '../manageCenter/nav-rules';
import { isFreeUser, visibleLicences } from './licence-rules';
import { mainMenuItems, showsInteractive } from './shell-rules';
import { HeaderBrand, HeaderTools } from './HeaderParts';
import { UserMenu } from './UserMenu';
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
  const navigate = useNavigate();
  const brand = useConfigText().data?.customizeText;
  const customised = brand?.isCustomize ?? false;
  const rights = licenceAndRights?.customizeRights;
  const licences = licenceAndRights?.licenses ?? [];
  const shown = rights ? visibleLicences(licences, rights) : [];
  const free = isFreeUser(licences);
  const flags = manageCenterFlags(user.isManager, quota.map((q) => q.quotaType));
  useEffect(() => {
    if (takeAiToolMarker()) toolbox.open('TaskList');
  }, []);

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
        <Group gap="xl" wrap="nowrap">
          <HeaderBrand brand={brand} to="/home/premium" />
          <Group component="nav" aria-label="主菜单" gap={4} wrap="nowrap">
            {mainMenuItems(showsInteractive(rights, quota)).map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.menuLink}>
                {item.label}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <HeaderTools customised={customised} onAiTool={() => toolbox.open('TaskList')} onVip={() => void navigate('/home/member')} />
          {free ? (
            <Badge color="gray" variant="light">免费版</Badge>
          ) : (
            <Badge color="yellow" variant="filled" c="dark">会员</Badge>
          )}
          <UserMenu user={user} licences={shown} free={free} hasManageCenter={flags.hasManageCenter} />
        </Group>
      </Group>
      <AiToolboxModal />
    </Box>
  );
}
