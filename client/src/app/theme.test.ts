import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColorVariables } from './theme';

describe('readable colour variables', () => {
  const variables = readableColorVariables(DEFAULT_THEME.colors);
  const of = (name: string, kind: string, fallback: string) => variables[`--mantine-color-${name}-${kind}`] ?? fallback;

  it('white text on every filled colour but the pale yellow reaches AA (4.5:1)', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors))
      if (name !== 'yellow')
        expect(contrastRatio('#ffffff', of(name, 'filled', shades[8])), name).toBeGreaterThanOrEqual(4.5);
  });

  it('light badges and alerts (shade 9 text on shade 1) reach AA', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors))
      expect(contrastRatio(shades[1], of(name, 'light-color', shades[9])), name).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves the hues that already pass as Mantine draws them', () => {
    expect(variables['--mantine-color-blue-filled']).toBeUndefined();
    expect(variables['--mantine-color-red-light-color']).toBeUndefined();
    expect(variables['--mantine-color-orange-filled']).toBeDefined();
    // Yellow is drawn with dark text (c="dark"), which reads at AA on its own shade.
    expect(variables['--mantine-color-yellow-filled']).toBeUndefined();
    expect(contrastRatio('#000000', DEFAULT_THEME.colors.yellow[8])).toBeGreaterThanOrEqual(4.5);
  });
});
