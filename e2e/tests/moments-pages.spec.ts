import { expect, test, type Browser, type Page } from './support/portal';
import { momentMessages } from '@portal/contracts';
import { buildCard, get } from './support/card';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * Issue 30 items 4, 5 and 7 against the real server: a manager picks the card's county through the
 * cascade, labels and publishes moments (a flagged word is refused with its place), and a visitor
 * sees them on the card, filtered by label; a super administrator edits the privacy policy and the
 * public page shows the new text with its date. The operator pages are photographed at both sizes.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const shot = (name: string) => screenshotPath(`content/${name}`);

async function freshPage(browser: Browser, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', hasTouch: viewport === PHONE });
  return context.newPage();
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test('moments: a manager publishes with labels and picks the county; a visitor filters the feed by label', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await loginWithPassword(page, 'admin@demo.local');
  const { projectId, path } = await buildCard(page.request);

  await page.goto(`/home/interactive?rtcId=${projectId}`);
  await page.getByRole('tab', { name: '设置' }).click();

  // The address cascade: the province by its pinyin initials, then the city and the county.
  await pick(page, '省份', 'zj', '浙江省');
  await pick(page, '城市', '杭州', '杭州市');
  await pick(page, '区县', 'xh', '西湖区');
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      JSON.stringify(
        (await get(page.request, `/api/talk/project/getCardInfo?projectId=${projectId}&preview=true`)).data,
      ),
    )
    .toContain('西湖区');

  // Labels and moments.
  const moments = page.getByRole('region', { name: '名片动态' });
  await moments.getByRole('textbox', { name: '新标签名称' }).fill('新品');
  await moments.getByRole('button', { name: '添加标签' }).click();
  await expect(moments.getByText('新品 · 0')).toBeVisible();

  const composer = moments.getByRole('textbox', { name: '发布动态' });
  await composer.fill('欢迎咨询办假证业务');
  await moments.getByRole('button', { name: '发布动态', exact: true }).click();
  await expect(moments.getByText(momentMessages.sensitive(5, '办假证'))).toBeVisible();

  await composer.fill('春季新品发布：数字人前台上线，欢迎到店体验');
  await moments
    .locator('label')
    .filter({ hasText: /^新品$/ })
    .click();
  await moments.getByRole('button', { name: '发布动态', exact: true }).click();
  await expect(moments.getByTestId('moment')).toHaveCount(1);
  await composer.fill('招聘：数字人训练师 2 名');
  await moments.getByRole('button', { name: '发布动态', exact: true }).click();
  await expect(moments.getByTestId('moment')).toHaveCount(2);
  await expect(moments.getByText('新品 · 1')).toBeVisible();
  // Pin the first moment: it leads the feed.
  await moments.getByTestId('moment').nth(1).getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '置顶' }).click();
  await expect(moments.getByTestId('moment').first()).toContainText('置顶');
  await moments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('rtc-settings-moments-desktop'), fullPage: true });
  await page.setViewportSize(PHONE);
  await moments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('rtc-settings-moments-phone') });
  await page.setViewportSize(DESKTOP);

  // The visitor's card on a phone: both moments, then only the labelled one.
  const visitor = await freshPage(browser);
  await visitor.goto(path);
  const feed = visitor.getByRole('region', { name: '企业动态' });
  await expect(feed.getByTestId('moment')).toHaveCount(2);
  await expect(feed.getByTestId('moment').first()).toContainText('春季新品发布');
  await feed.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: shot('card-moments-phone') });
  await feed.getByRole('group', { name: '按标签筛选' }).getByText('新品').click();
  await expect(feed.getByTestId('moment')).toHaveCount(1);
  await expect(feed.getByTestId('moment')).toContainText('春季新品发布');
  await expect(feed).not.toContainText('招聘');
  await visitor.screenshot({ path: shot('card-moments-filtered-phone') });
  await visitor.context().close();
});

test('legal and operator pages: a super administrator edits the privacy policy and the public page shows it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await freshPage(browser, DESKTOP);
  await loginWithPassword(admin, 'super@demo.local');
  await admin.goto('/home/manageCenter/siteContent');
  const editor = admin.getByRole('textbox', { name: '正文（Markdown）' });
  await expect(editor).toHaveValue(/人脸信息/);
  await editor.fill(
    '# 隐私政策\n\n我们保存账号、素材、**人脸信息**和对话记录，仅用于提供服务。\n\n- 手机号加密保存\n- 可随时申请删除',
  );
  await admin.getByRole('button', { name: '保存为新版本' }).click();
  await expect(admin.getByText('当前第 1 版', { exact: false })).toBeVisible();
  await admin.screenshot({ path: shot('site-content-editor-desktop'), fullPage: true });
  await admin.getByRole('tab', { name: '定制需求' }).click();
  await expect(admin.getByText('还没有定制需求', { exact: false })).toBeVisible();
  // A lead is personal data: the super administrator deletes it for good, after a confirm.
  const sent = await admin.request.post('/api/content/custom-made/submit', {
    data: { name: '周先生', phone: '13700005678', kind: '2d', scenario: '展厅讲解' },
  });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  await admin.reload();
  await admin.getByRole('tab', { name: '定制需求' }).click();
  await expect(admin.getByRole('row', { name: /周先生/ })).toContainText('13700005678');
  await admin.screenshot({ path: shot('custom-made-requests-desktop') });
  await admin.getByRole('button', { name: '删除 周先生 的需求' }).click();
  const confirm = admin.getByRole('dialog', { name: '删除定制需求' });
  await expect(confirm).toContainText('无法恢复');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(admin.getByText('还没有定制需求', { exact: false })).toBeVisible();
  await admin.context().close();

  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const reader = await freshPage(browser, viewport);
    await reader.goto('/privacy-policy');
    await expect(reader.getByText('仅用于提供服务', { exact: false })).toBeVisible();
    await expect(reader.getByTestId('legal-date')).toContainText('更新日期');
    await expect(reader.getByTestId('legal-date')).toContainText('第 1 版');
    await reader.screenshot({ path: shot(`privacy-policy-${size}`), fullPage: true });
    await reader.goto('/service-terms');
    await expect(reader.getByRole('heading', { name: '服务条款' }).first()).toBeVisible();
    await reader.screenshot({ path: shot(`service-terms-${size}`), fullPage: true });
    await reader.goto('/landingPage');
    await expect(reader.getByRole('heading', { name: /数字员工/ })).toBeVisible();
    await reader.screenshot({ path: shot(`landing-${size}`), fullPage: true });
    await reader.goto('/marketLandingPage');
    await expect(reader.getByRole('heading', { name: '数字人市场' })).toBeVisible();
    await expect(reader.getByText(/平台现有 \d+ 位数字人/)).toBeVisible();
    await reader.screenshot({ path: shot(`market-${size}`), fullPage: true });
    await reader.context().close();
  }

  const member = await freshPage(browser, DESKTOP);
  await loginWithPassword(member, 'admin@demo.local');
  await member.goto('/home/customMade');
  await member.getByRole('textbox', { name: '联系人' }).fill('李女士');
  await member.getByRole('textbox', { name: '手机号' }).fill('123');
  await member.getByRole('button', { name: '提交需求' }).click();
  await expect(member.getByText('请输入正确的手机号码')).toBeVisible();
  await member.screenshot({ path: shot('custom-made-desktop'), fullPage: true });
  await member.getByRole('textbox', { name: '手机号' }).fill('13900001234');
  await member.getByRole('button', { name: '提交需求' }).click();
  await expect(member.getByText('已提交，我们会尽快与您联系')).toBeVisible();
  await member.setViewportSize(PHONE);
  await member.goto('/home/customMade');
  await member.screenshot({ path: shot('custom-made-phone'), fullPage: true });
  await member.context().close();
});
