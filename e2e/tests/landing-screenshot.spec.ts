import { fileURLToPath } from 'node:url';
import { expect, test } from './support/portal';

const screenshotPath = fileURLToPath(new URL('../output/landing.png', import.meta.url));

test('the landing page renders Chinese in the bundled font (no tofu) and is captured', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '数字员工平台' })).toBeVisible();

  // Readiness is explicit: wait for the faces the page uses to load, then ask about the glyphs.
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const sample = '数字员工平台产品线登录注册';
    await document.fonts.load('16px "Noto Sans SC"', sample);
    await document.fonts.load('bold 16px "Noto Sans SC"', sample);
    // check() is also true when no face of the family exists at all, so count the loaded faces too.
    const loadedFaces = [...document.fonts].filter(
      (face) => face.family.includes('Noto Sans SC') && face.status === 'loaded',
    ).length;
    return {
      loadedFaces,
      regular: document.fonts.check('16px "Noto Sans SC"', sample),
      bold: document.fonts.check('bold 16px "Noto Sans SC"', sample),
      headingFamily: getComputedStyle(document.querySelector('h1')!).fontFamily,
    };
  });
  expect(fonts.loadedFaces).toBeGreaterThan(0);
  expect(fonts.regular).toBe(true);
  expect(fonts.bold).toBe(true);
  expect(fonts.headingFamily).toContain('Noto Sans SC');

  await page.screenshot({ path: screenshotPath, fullPage: true });
});
