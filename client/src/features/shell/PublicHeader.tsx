import { useState } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { LoginModal } from '../auth/LoginModal';
import { hasLoginMarkers } from '../auth/login-markers';
import { loginLabel } from '../auth/login-rules';
import type { LoginEntry } from '../auth/pending-action';
import { useConfigText } from '../branding/use-config-text';
import { HeaderBrand, HeaderTools } from './HeaderParts';
import { HeaderMenuDrawer } from './HeaderMenuDrawer';
import classes from './ShellHeader.module.css';
import { PayWallDrawer } from '../payment/PayWallDrawer';
import { openPayWall } from '../payment/pay-wall-store';

/**
 * 000 §2 header of the public pages (/, /login, marketing pages). Logged out, the login button and
 * the AI toolbox and VIP buttons open the login modal, each with its entry (000 §4 redirect by entry).
 * A visitor who still holds a login marker gets a way back into the shell instead (000 is silent).
 */
export function PublicHeader() {
  const navigate = useNavigate();
  const brand = useConfigText().data?.customizeText;
  const customised = brand?.isCustomize ?? false;
  const [loggedIn] = useState(hasLoginMarkers);
  const [entry, setEntry] = useState<LoginEntry | null>(null);

  const open = (next: LoginEntry, path: string) => (loggedIn ? void navigate(path) : setEntry(next));
  const tools = {
    customised,
    onAiTool: () => open({ type: 'aiTool' }, '/home/premium'),
    // 000 §6: visitors see the pricing drawer and log in only to buy.
    onVip: openPayWall,
  };

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
        <HeaderBrand brand={brand} to="/" />
        <Group gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <HeaderTools {...tools} />
          </Group>
          {loggedIn ? (
            <Button component={Link} to="/home/premium" size="xs">
              进入工作台
            </Button>
          ) : (
            <Button size="xs" onClick={() => setEntry({ type: 'path' })}>
              {loginLabel(customised)}
            </Button>
          )}
          <HeaderMenuDrawer hiddenFrom="sm">
            <HeaderTools {...tools} inDrawer />
          </HeaderMenuDrawer>
        </Group>
      </Group>
      <LoginModal opened={entry !== null} onClose={() => setEntry(null)} entry={entry ?? undefined} />
      <PayWallDrawer />
    </Box>
  );
}
