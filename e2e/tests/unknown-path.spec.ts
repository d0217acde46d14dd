import { expect, test } from '@playwright/test';

test('an unknown path redirects to /home/premium (000 §2)', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: '即将开放' })).toBeVisible();
});
