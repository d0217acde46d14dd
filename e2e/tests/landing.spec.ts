import { expect, test } from './support/portal';

test('the landing page shows the brand from the server and the login button leads to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '数字员工平台' })).toBeVisible();
  await expect(page).toHaveTitle('数字员工平台');
  await expect(page.getByRole('heading', { level: 2, name: '产品线' })).toBeVisible();

  await page.getByRole('link', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 2, name: '欢迎登录' })).toBeVisible();
});

test('the skip link is the first stop of the keyboard and jumps to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '数字员工平台' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
