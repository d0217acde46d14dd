import { expect, test } from './support/portal';
import { screenshotPath } from './support/session';

/**
 * 开发文档 (000 §2): the OpenAPI reference rendered by Scalar from /api/openapi.json, offline and
 * under our content policy, and the developer guides beside it.
 */
test('a developer opens 开发文档, finds a call’s reference and reads the signature guide', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/developer-doc/show');
  await expect(page.getByRole('heading', { level: 1, name: '开发文档' })).toBeVisible();
  const reference = page.getByRole('region', { name: '接口参考' });
  // The introduction and the area tags come from our document, in Chinese.
  await expect(reference.getByText('门户的全部接口，由接口目录生成')).toBeVisible({ timeout: 30_000 });
  // The sidebar's groups are our areas, its labels Scalar's own Chinese.
  await reference.getByRole('button', { name: '打开分组 - 品牌定制' }).click();
  await reference.getByRole('link', { name: '企业白标信息' }).first().click();
  await expect(reference.getByRole('heading', { name: '企业白标信息' }).first()).toBeVisible();
  await expect(reference.getByText('/api/company/oem/getInfo').first()).toBeVisible();
  await expect(reference.getByText('baseExtItems').first()).toBeVisible();
  await expect(reference.getByText('公开接口，无需登录').first()).toBeVisible();
  await expect(reference.getByRole('link', { name: '打开 API 客户端' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath('devdocs/reference-desktop') });

  await page.getByRole('tab', { name: '签名流程' }).click();
  // Scalar may still write its own anchor (#description/…) into the address as the guide replaces it.
  await expect(page).toHaveURL(/\/developer-doc\/show\/signature(#.*)?$/);
  await expect(page.getByRole('heading', { name: '开放接口的签名流程' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('subscription-key');
  await page.getByRole('link', { name: '频率限制' }).first().click();
  await expect(page.getByRole('heading', { name: '频率限制', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/developer-doc/show/signature');
  await expect(page.getByRole('heading', { name: '开放接口的签名流程' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('devdocs/guide-phone') });
  await page.goto('/developer-doc/show');
  await expect(page.getByText('门户的全部接口，由接口目录生成')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('devdocs/reference-phone') });

  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('the reference says so when the document cannot be loaded, and retries', async ({ page }) => {
  let fail = true;
  await page.route('**/api/openapi.json', (route) =>
    fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.goto('/developer-doc/show');
  await expect(page.getByRole('alert')).toContainText('加载失败');
  fail = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('门户的全部接口，由接口目录生成')).toBeVisible({ timeout: 30_000 });
});
