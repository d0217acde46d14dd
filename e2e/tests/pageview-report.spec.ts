import { expect, test } from './support/portal';

interface Report {
  eventName: string;
  value?: unknown;
}

test('page views are batched and sent through datareport.datareportUpload after 30 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('link', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page is a lazy chunk: the page view is recorded once it has rendered.
  await expect(page.getByRole('heading', { level: 2, name: '欢迎登录' })).toBeVisible();

  const upload = page.waitForRequest('**/trpc/datareport.datareportUpload**');
  await page.clock.fastForward(30_000);
  const request = await upload;

  // httpBatchLink with superjson: { "0": { "json": { reports } } }.
  const body = request.postDataJSON() as Record<string, { json: { reports: Report[] } }>;
  const reports = Object.values(body).flatMap((call) => call.json.reports);
  expect(reports.filter((report) => report.eventName === 'pageview').map((report) => report.value)).toEqual([
    '/',
    '/login',
  ]);
  const response = await request.response();
  expect(response?.ok()).toBe(true);
});
