import { expect, test } from './support/portal';

test('when the brand cannot be loaded the landing page says so and the retry button recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/trpc/branding.getConfigText**', (route) => (failing ? route.abort('failed') : route.continue()));

  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: '平台信息加载失败' });
  await expect(alert).toBeVisible();

  failing = false;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '数字员工平台' })).toBeVisible();
  await expect(alert).toBeHidden();
});
