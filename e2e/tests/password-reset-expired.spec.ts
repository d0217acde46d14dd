import { expect, test } from './support/portal';

test('an invalid reset link shows the expired page', async ({ page }) => {
  await page.goto('/password/reset?token=not-a-real-token');
  await page.getByLabel('新密码', { exact: true }).fill('Valid2026x');
  await page.getByLabel('确认新密码').fill('Valid2026x');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/password\/reset-expired$/);
  await expect(page.getByText('链接已失效，请重新获取')).toBeVisible();
});
