import { expect, test, type Page } from './support/portal';
import { DEMO_PASSWORD, loginWithPassword } from './support/session';

// The super administrator is used by no other spec; the password is changed back within the test.
const EMAIL = 'super@demo.local';
const NEW_PASSWORD = 'Changed2027';

async function change(page: Page, oldPassword: string, newPassword: string) {
  await page.getByRole('textbox', { name: '原密码' }).fill(oldPassword);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();
}

test('a user changes the password with the old one, then back again', async ({ page }) => {
  await loginWithPassword(page, EMAIL);
  await page.goto('/password/change');
  await expect(page.getByRole('tab', { name: '原密码修改' })).toHaveAttribute('aria-selected', 'true');

  await change(page, 'Wrong2026x', NEW_PASSWORD);
  await expect(page.getByRole('textbox', { name: '原密码' })).toHaveAccessibleDescription('原密码错误');

  try {
    await change(page, DEMO_PASSWORD, NEW_PASSWORD);
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '原密码' })).toHaveValue('');
  } finally {
    // Back to the demo password (the old-password check passing proves the change took effect).
    await change(page, NEW_PASSWORD, DEMO_PASSWORD);
    await expect(page.getByText('密码修改成功').last()).toBeVisible();
  }
});
