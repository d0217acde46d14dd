import { expect, test } from './support/portal';
import { loginWithPassword } from './support/session';

test('a logged-out visitor of /code goes to /login', async ({ page }) => {
  await page.goto('/code');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in member of a valid company who opens /code goes to /home', async ({ page }) => {
  await loginWithPassword(page, 'member@demo.local');
  await page.goto('/code');
  await expect(page).toHaveURL(/\/home(\/premium)?$/);
  await expect(page.getByRole('button', { name: '接受邀请' })).toHaveCount(0);
});

test('a wrong invitation code shows 请输入正确的邀请码 under the field', async ({ page }) => {
  // The demo's company that needs activation: only its users get the form.
  await loginWithPassword(page, 'invited@demo.local');
  await page.goto('/code');
  const code = page.getByLabel('邀请码');
  await page.getByRole('button', { name: '接受邀请' }).click();
  await expect(page.getByText('请输入邀请码')).toBeVisible();
  await expect(page.getByText('请输入企业名称', { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder('请输入企业名称（100字以内）')).toBeVisible();

  await code.fill('ZZZZ99');
  await page.getByLabel('企业名称').fill('测试企业');
  await page.getByRole('button', { name: '接受邀请' }).click();
  await expect(page.getByText('请输入正确的邀请码')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/code$/);
});

test('an authCode the messaging app cannot exchange shows the message, clears the session and goes to /login', async ({
  page,
}) => {
  // The e2e server has no messaging app configured, so loginByAuth answers 503 with its message.
  await page.goto('/code?authCode=not-a-real-code');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('企业通讯登录暂不可用')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBeNull();
});

test('accepting a valid invitation says what happened and lands in the activated company', async ({ page }) => {
  // Last in this file: it activates the demo's pending company, which the tests above need pending.
  await loginWithPassword(page, 'invited@demo.local');
  await page.goto('/code');
  await page.getByLabel('邀请码').fill('DEMO01');
  await page.getByLabel('企业名称').fill('新开通企业');
  await page.getByRole('button', { name: '接受邀请' }).click();
  await expect(page.getByText('邀请已接受，您已加入「新开通企业」')).toBeVisible();
  await expect(page).toHaveURL(/\/home(\/premium)?$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menu').getByText('新开通企业')).toBeVisible();
  // The company no longer needs activation: /code sends its users home.
  await page.goto('/code');
  await expect(page).toHaveURL(/\/home(\/premium)?$/);
});
