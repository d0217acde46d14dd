import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

/**
 * Noto Sans SC is bundled (@fontsource/noto-sans-sc, imported in main.tsx), so Chinese text never
 * depends on what fonts the visitor's system has; system fonts remain the fallback.
 */
const fontFamily = `"Noto Sans SC", ${DEFAULT_THEME.fontFamily}`;

export const theme = createTheme({
  fontFamily,
  headings: { fontFamily },
  primaryColor: 'blue',
  // Shade 8 keeps white button text above the WCAG AA 4.5:1 contrast (shade 6 is about 3.5:1).
  primaryShade: 8,
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave a ring behind.
  focusRing: 'auto',
});

/** Dimmed text one shade darker than Mantine's default gray 6 (about 3.3:1 on white) to reach 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
