import { Burger, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface HeaderMenuDrawerProps {
  /** Below this Mantine breakpoint the header's entries live in the drawer instead of the bar. */
  hiddenFrom: 'sm' | 'md';
  /** The entries; a click on any of them closes the drawer . */
  children: ReactNode;
}

/**
 * The header's burger on narrow screens: a phone shows the brand, the burger and the user's avatar,
 * and the menu, tools and membership open from the right as a drawer titled 菜单.
 */
export function HeaderMenuDrawer({ hiddenFrom, children }: HeaderMenuDrawerProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger hiddenFrom={hiddenFrom} opened={opened} onClick={toggle} size="sm" aria-label="打开菜单" />
      <Drawer opened={opened} onClose={close} title="菜单" position="right" size={300} hiddenFrom={hiddenFrom}>
        <Stack gap="xs" onClick={close}>
          {children}
        </Stack>
      </Drawer>
    </>
  );
}
