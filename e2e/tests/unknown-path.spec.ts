import { expect, test } from './support/portal';
import { loginWithPassword } from './support/session';

test('an unknown path redirects to /home/premium (000 §2), which sends a visitor without login to /', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '数字员工平台' })).toBeVisible();
});

test('logged in, an unknown path lands on /home/premium inside the shell', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home\/premium$/);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '数字播报' })).toBeVisible();
});
