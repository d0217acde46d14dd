import {
  createTheme,
  DEFAULT_THEME,
  darken,
  Drawer,
  Loader,
  luminance,
  Modal,
  type CSSVariablesResolver,
} from '@mantine/core';

/**
 * Noto Sans SC is bundled (@fontsource/noto-sans-sc, imported in main.tsx), so Chinese text never
 * depends on what fonts the visitor's system has; system fonts remain the fallback.
 */
const fontFamily = `"Noto Sans SC", ${DEFAULT_THEME.fontFamily}`;

/** Mantine's primary shade for the light scheme (below); the colour variables derive from it. */
const PRIMARY_SHADE = 8;

export const theme = createTheme({
  fontFamily,
  headings: { fontFamily },
  primaryColor: 'blue',
  // Shade 8 keeps white button text above the WCAG AA 4.5:1 contrast (shade 6 is about 3.5:1).
  primaryShade: PRIMARY_SHADE,
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave a ring behind.
  focusRing: 'auto',
  components: {
    // A spinner is a status: its aria-label ("加载中", "正在创建项目") is read out, and is allowed on it.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A dialog's × is read out as 关闭 everywhere, not as an unnamed button.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } }),
  },
});

/** WCAG AA for normal-size text: status badges and small labels are normal size. */
const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
/** Below this contrast with white a hue reads as pale: its filled components carry dark text (c="dark"). */
const PALE_HUE_WHITE_CONTRAST = 2.5;

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` darkened in small steps until it reads at AA contrast on `background` (unchanged if it already does). */
export function readableOn(background: string, color: string): string {
  let readable = color;
  for (let step = 1; contrastRatio(readable, background) < AA_CONTRAST && step <= 25; step++)
    readable = darken(color, step * 0.04);
  return readable;
}

/**
 * Mantine's palette puts some hues below AA where it draws text: white on orange, green, teal or cyan
 * buttons and badges (filled), and shade 9 on shade 1 in light badges and alerts (green 9 on green 1
 * is 3.8:1). `c="orange"` text takes the filled shade too, so it reads on white. Each colour's variant variables are darkened just enough to reach 4.5:1; the hues
 * that already pass (blue, red, grape, violet, gray…) are left exactly as Mantine draws them.
 */
export function readableColorVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const light = shades[1] ?? WHITE;
    const primary = shades[PRIMARY_SHADE] ?? WHITE;
    const darkest = shades[9] ?? WHITE;
    // A pale hue (yellow) is drawn with dark text, so its own shade stays; the others carry white text.
    const filled = contrastRatio(WHITE, primary) < PALE_HUE_WHITE_CONTRAST ? primary : readableOn(WHITE, primary);
    if (filled !== primary) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
      variables[`--mantine-color-${name}-outline`] = filled;
    }
    const lightText = readableOn(light, darkest);
    if (lightText !== darkest) variables[`--mantine-color-${name}-light-color`] = lightText;
  }
  return variables;
}

/** Dimmed text one shade darker than Mantine's default gray 6 (about 3.3:1 on white) to reach 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7], ...readableColorVariables(resolved.colors) },
  dark: {},
});
