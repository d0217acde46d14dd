import { expect, test } from './support/portal';
import { latestCode, loginWithPassword, screenshotPath } from './support/session';

test('an admin logs in with a password, sees the licences, opens the management center and logs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  // Code login is the default tab (000 §2), labelled 登录/注册 in the standard build.
  await expect(page.getByRole('tab', { name: '登录/注册' })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath('login'), fullPage: true });

  // The toast lasts 1 s (000 §9): watched from before the submit, so a slow redirect cannot outlast it.
  const toastShown = page.getByText('登录成功').waitFor({ state: 'visible', timeout: 30_000 });
  await loginWithPassword(page, 'admin@demo.local');
  await toastShown;
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '数字播报' })).toHaveAttribute('aria-current', 'page');
  // The demo company has enableInteractive on (000 §6), so the interactive entry shows.
  await expect(menu.getByRole('link', { name: '数字互动' })).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByText('演示管理员')).toBeVisible();
  await expect(dropdown.getByText('演示企业')).toBeVisible();
  await expect(dropdown.getByText('admin@demo.local')).toBeVisible();
  const cards = dropdown.getByRole('list', { name: '会员权益' }).getByRole('article');
  // Licences 21–24 are all valid (dates shown): the demo company holds the hardware and SDK rights.
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('数字播报会员');
  await expect(cards.nth(0)).toContainText(/\d{4}-\d{2}-\d{2} 到期/);
  await expect(cards.nth(1)).toContainText('互动名片会员');
  await expect(cards.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} 到期/);
  await expect(cards.nth(2)).toContainText(/\d{4}-\d{2}-\d{2} 到期/);
  await expect(cards.nth(3)).toContainText(/\d{4}-\d{2}-\d{2} 到期/);
  await expect(dropdown.getByText('未开通')).toHaveCount(0);
  // Readiness is explicit: the dropdown's opening transition has finished before the capture.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: screenshotPath('header-user-menu') });

  await dropdown.getByRole('menuitem', { name: '管理中心' }).click();
  await expect(page).toHaveURL(/\/home\/manageCenter\/AccountSetting$/);
  const nav = page.getByRole('navigation', { name: '管理中心' });
  await expect(nav.getByRole('link', { name: '账号设置' })).toBeVisible();
  // The demo admin is outside every organisation and its company holds manage authority (type 20):
  // user management and organisation management, no 数字员工 (000 §2 table, 000 §6 flags).
  await expect(nav.getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '组织管理' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '数字员工' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@demo.local' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('manage-center'), fullPage: true });

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone: /home sends the visitor away again.
  await page.goto('/home/premium');
  await expect(page).toHaveURL(/\/$/);
});

test('a member logs in with an e-mail code read from the outbox', async ({ page, request }) => {
  await page.goto('/login');
  const send = page.getByRole('button', { name: '获取验证码' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: '邮箱' }).fill('  member@demo.local ');
  await send.click();
  await expect(page.getByRole('button', { name: /s后重新获取$/ })).toBeDisabled();
  const code = await latestCode(request, 'member@demo.local');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/premium$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  // A member without a role sees 账号设置 and their phone number (000 §2 user menu).
  await expect(page.getByRole('menu').getByText('+86 13800000000')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '账号设置' })).toBeVisible();
});

test('a wrong password shows the server message under the password field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入邮箱')).toBeVisible();
  await expect(page.getByText('密码不允许为空!')).toBeVisible();

  await page.getByRole('textbox', { name: '邮箱' }).fill('admin@demo.local');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Status 666: the server's message sits under the password field and describes it (000 §8).
  await expect(page.getByLabel('密码', { exact: true })).toHaveAccessibleDescription('账号或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});
