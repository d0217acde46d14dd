import { ActionIcon, Anchor, Badge, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { commonMessages } from '@portal/contracts';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { BookIcon, CodeIcon } from '../../components/icons';
import { toast } from '../../lib/toast';
import type { RouterOutputs } from '../../lib/trpc';
import { useConfigText } from '../branding/use-config-text';
import { manageCenterFlags } from '../manageCenter/nav-rules';
import { isFreeUser, visibleLicences } from './licence-rules';
import { mainMenuItems, showsInteractive } from './shell-rules';
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

const openWindow = (path: string) => window.open(path, '_blank', 'noopener');

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

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
        <Group gap="xl" wrap="nowrap">
          <Anchor component={Link} to="/home/premium" underline="never" className={classes.brand}>
            <span className={classes.logo} aria-hidden>{(brand?.webName ?? '数').slice(0, 1)}</span>
            <Text component="span" fw={700} fz="lg" style={{ color: brand?.webNameColor || undefined }}>
              {brand?.webName ?? ''}
            </Text>
          </Anchor>
          <Group component="nav" aria-label="主菜单" gap={4} wrap="nowrap">
            {mainMenuItems(showsInteractive(rights, quota)).map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.menuLink}>
                {item.label}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {/* 000 §2 does not say where the AI toolbox leads once logged in; it is built by a later issue. */}
          <Button variant="light" size="xs" onClick={() => toast.info(commonMessages.notImplemented)}>AI工具箱</Button>
          {!customised && (
            <>
              <Button variant="gradient" gradient={{ from: 'orange.7', to: 'yellow.8' }} size="xs" onClick={() => void navigate('/home/member')}>VIP</Button>
              <Tooltip label="使用指南">
                <ActionIcon variant="subtle" color="gray" aria-label="使用指南" onClick={() => openWindow('/product-doc/show')}><BookIcon /></ActionIcon>
              </Tooltip>
              <Tooltip label="开发文档">
                <ActionIcon variant="subtle" color="gray" aria-label="开发文档" onClick={() => openWindow('/developer-doc/show')}><CodeIcon /></ActionIcon>
              </Tooltip>
            </>
          )}
          {free ? (
            <Badge color="gray" variant="light">免费版</Badge>
          ) : (
            <Badge color="yellow" variant="filled" c="dark">会员</Badge>
          )}
          <UserMenu user={user} licences={shown} free={free} hasManageCenter={flags.hasManageCenter} />
        </Group>
      </Group>
    </Box>
  );
}
