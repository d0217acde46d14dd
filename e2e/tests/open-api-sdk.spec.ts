import { expect, test } from './support/portal';
import { buildCard, FAQ_ANSWER, get } from './support/card';
import { loginWithPassword, screenshotPath } from './support/session';
import { sdkHostPort } from '../support/env';

/**
 * Issue 30 items 1 and 2 against the real server: a manager makes and copies the subscription key;
 * a company's site on another origin (support/sdk-host-page.mjs) gets a signature through its tiny
 * backend and embeds <digital-human> with one script tag; a visitor types a question and gets the
 * spoken answer, and the host page receives the `answer` event. Then the portal's own SDK preview.
 */

const hostOrigin = `http://127.0.0.1:${sdkHostPort}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('open API and SDK: the key is copied, a host site embeds the digital human and hears its answer', async ({
  page,
  browser,
  context,
  portalUrl,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await loginWithPassword(page, 'admin@demo.local');

  // The management center: no key yet, then one, masked, copied.
  await page.goto('/home/manageCenter/openApi');
  await expect(page.getByRole('heading', { name: '开放接口' })).toBeVisible();
  await page.getByRole('button', { name: '生成密钥' }).click();
  const shown = page.getByTestId('subscription-key');
  await expect(shown).toHaveText(/^\*{4}[A-Za-z0-9_-]{4}$/);
  await page.getByRole('button', { name: '复制密钥' }).click();
  await expect(page.getByText('已复制订阅密钥')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^dhk_[A-Za-z0-9_-]{32}$/);
  expect(key.endsWith((await shown.textContent())!.slice(4))).toBe(true);
  await page.screenshot({ path: screenshotPath('sdk/key-management-desktop') });

  const { projectId } = await buildCard(page.request);
  const config = await get(page.request, `/api/talk/project/sdk/config?projectId=${projectId}`);
  expect(config.data.embedSnippet).toContain('/sdk/v1/digital-human.js');
  expect(config.data.embedSnippet).toContain(`<digital-human project="${projectId}"`);

  // The company configures its backend with the copied key (the page never holds it).
  expect((await page.request.post(`${hostOrigin}/key`, { data: { key, portal: portalUrl } })).status()).toBe(204);

  // A visitor on the company's site, with no portal session.
  const visitorContext = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  const pageErrors: string[] = [];
  visitor.on('pageerror', (e) => pageErrors.push(e.message));
  await visitor.goto(`${hostOrigin}/?project=${projectId}&portal=${encodeURIComponent(portalUrl)}`);
  await expect
    .poll(() => visitor.evaluate(() => (window as any).hostEvents.map((e: any) => e.type)), {
      timeout: 60_000,
    })
    .toContain('ready');
  const card = visitor.frameLocator('digital-human >> iframe');
  const human = card.getByTestId('live-human');
  await expect(human).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  // The element's styles are its own: the page's rules do not reach into its shadow root.
  expect(
    await visitor.evaluate(() => !!document.querySelector('digital-human')?.shadowRoot?.querySelector('iframe')),
  ).toBe(true);
  expect(await visitor.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0);

  await card.getByRole('button', { name: '文字咨询' }).click();
  // The conversation so far (welcome, recommended questions) has loaded before the visitor types.
  const sheet = card.getByTestId('chat-sheet');
  await expect(sheet.getByRole('button', { name: '你们的营业时间是几点到几点' })).toBeVisible();
  const input = sheet.getByRole('textbox', { name: '输入问题' });
  await input.fill('请问晚上几点关门？');
  await input.press('Enter');
  await expect(sheet.getByTestId('card-answer').last()).toHaveText(FAQ_ANSWER);
  // Heard: the answer's sentences reach the live human, whose mouth moves while they play.
  await expect(human).toHaveAttribute('data-speaking', 'true', { timeout: 15_000 });
  await expect
    .poll(() => visitor.evaluate(() => (window as any).hostEvents.filter((e: any) => e.type === 'answer')), {
      timeout: 15_000,
    })
    .toEqual([
      { type: 'answer', detail: { question: '请问晚上几点关门？', answer: FAQ_ANSWER, source: expect.any(String) } },
    ]);
  await expect(visitor.locator('#events li[data-event="answer"]')).toHaveCount(1);
  await visitor.screenshot({ path: screenshotPath('sdk/host-page-desktop') });
  expect(pageErrors).toEqual([]);

  // A forged signature shows a clear message inside the element and an `error` event, no card.
  await visitor.evaluate(() => document.querySelector('digital-human')!.setAttribute('signature', 'v2.x.y.*.1.z'));
  await expect
    .poll(() =>
      visitor.evaluate(() => (window as any).hostEvents.filter((e: any) => e.type === 'error').at(-1)?.detail),
    )
    .toEqual({ message: '签名无效，请重新获取签名', status: 401 });
  await visitorContext.close();

  // The manager sees the key's calls (signature/gen and rtc/get at least).
  await page.goto('/home/manageCenter/openApi');
  const log = page.getByRole('table', { name: '订阅密钥调用记录' });
  await expect(log.getByRole('row')).toHaveCount(2);
  const count = Number(await log.getByRole('row').nth(1).getByRole('cell').nth(2).textContent());
  expect(count).toBeGreaterThanOrEqual(2);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('sdk/key-management-phone'), fullPage: true });

  // The portal's SDK preview: the sample host page, asked through element.ask().
  await page.setViewportSize(DESKTOP);
  await page.goto(`/ThreeDimensionSDKPreview/${projectId}`);
  await expect(page.getByRole('heading', { name: '示例企业官网' })).toBeVisible();
  const events = page.getByRole('list', { name: '宿主页面收到的事件' });
  await expect(events.locator('li[data-event="ready"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.frameLocator('digital-human >> iframe').getByTestId('live-human')).toHaveAttribute(
    'data-status',
    'ready',
    { timeout: 60_000 },
  );
  await page.getByRole('textbox', { name: '宿主页面提问' }).fill('几点开门');
  await page.getByRole('button', { name: '提问' }).click();
  await expect(events.locator('li[data-event="answer"]')).toContainText(FAQ_ANSWER, { timeout: 15_000 });
  await expect(page.getByTestId('sdk-embed-snippet')).toContainText('/sdk/v1/digital-human.js');
  await page.screenshot({ path: screenshotPath('sdk/preview-desktop') });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('sdk/preview-phone'), fullPage: true });
});
