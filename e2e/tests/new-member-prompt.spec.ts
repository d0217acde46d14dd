import { expect, test } from './support/portal';
import { loginWithPassword, screenshotPath } from './support/session';

const prompt = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '新会员提示' });

test('a free user sees the new-member prompt until closing it, on any browser', async ({ page, browser }) => {
  // The demo's company that still needs activation holds no licence: its users are free users.
  await loginWithPassword(page, 'invited@demo.local');
  await expect(prompt(page)).toBeVisible();
  await page.screenshot({ path: screenshotPath('new-member-prompt') });
  await prompt(page).getByRole('button', { name: '关闭提示' }).click();
  await expect(prompt(page)).toHaveCount(0);
  // Remembered on the server: another browser of the same user does not show it again.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await other.newPage();
  await again.evaluate(() => localStorage.clear()).catch(() => undefined);
  await again.goto('/home/premium');
  await expect(again.getByRole('heading', { name: '数字播报', level: 1 })).toBeVisible();
  await expect(prompt(again)).toHaveCount(0);
  await other.close();
});

test('a user whose company holds valid licences never sees the new-member prompt', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await expect(page.getByRole('heading', { name: '数字播报', level: 1 })).toBeVisible();
  // The market list loads for the header; the prompt would show by then.
  await expect(page.getByRole('button', { name: '数字人市场' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(prompt(page)).toHaveCount(0);
});
