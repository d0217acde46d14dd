import { expect, test } from './support/portal';
import { DEMO_PASSWORD, screenshotPath } from './support/session';

/** Logs in through the password tab of the open login modal. */
async function loginInModal(page: import('@playwright/test').Page, email: string) {
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(email);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

test('a visitor logs in from the header of / through the login modal and sees the shell', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '数字员工平台' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'AI工具箱' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'VIP' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await header.screenshot({ path: screenshotPath('public-header') });

  await header.getByRole('button', { name: '登录/注册' }).click();
  // 000 §2 and §9: the modal is 864 px wide.
  const width = await page.locator('.mantine-Modal-content').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(864);
  await loginInModal(page, 'admin@demo.local');
  await expect(page).toHaveURL(/\/home\/premium$/);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
});

test('the VIP button shows a visitor the pay-wall; buying asks to log in and the drawer opens again after', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
  const drawer = page.getByRole('dialog', { name: '会员中心' });
  await drawer.getByRole('group', { name: '体验版', exact: true }).getByRole('button', { name: '立即开通' }).click();
  await loginInModal(page, 'member@demo.local');
  await expect(page).toHaveURL(/\/home\/premium$/);
  // 000 §4: the member drawer opens on load for the pending Member action, which is then cleared.
  // The shell takes the pending action once its user has loaded: wait for that, then the drawer is open.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('login.pendingAction'))).toBeNull();
  await expect(page.getByRole('dialog', { name: '会员中心' })).toBeVisible();
});

test('page titles come from the route breadcrumb', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - 数字员工平台');
  await page.goto('/password/forget');
  await expect(page).toHaveTitle('忘记密码 - 数字员工平台');
});

test('Enter on a button removes its focus (000 §5)', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await submit.focus();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('请输入邮箱')).toBeVisible();
  await expect(submit).not.toBeFocused();
});
