import { expect, test } from './support/portal';
import { loginWithPassword } from './support/session';

test('a member who opens a manager-only management entry sees the no-permission page', async ({ page }) => {
  await loginWithPassword(page, 'member@demo.local');
  await page.goto('/home/manageCenter/userManage');
  await expect(page.getByText('抱歉，您没有当前页面的浏览权限，请联系系统管理员')).toBeVisible();
  await page.goto('/home/manageCenter/AccountSetting');
  await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
});

test('an admin outside an organisation may open user management', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/manageCenter/userManage');
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  await expect(page.getByText('抱歉，您没有当前页面的浏览权限')).toHaveCount(0);
});
