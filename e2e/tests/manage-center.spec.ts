import { expect, test, type Page } from './support/portal';
import { payPort } from '../support/env';
import { loginWithPassword, screenshotPath } from './support/session';

// The loopback WeChat Pay's port (playwright.config.ts).
const payBase = `http://127.0.0.1:${payPort}`;

test.describe.configure({ mode: 'serial' });

const payWall = (page: Page) => page.getByRole('dialog', { name: '会员中心' });

test('a visitor opens VIP and sees the packages and fuel packs', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
  const drawer = payWall(page);
  const studio = drawer.getByRole('region', { name: '营销短视频会员' });
  await expect(studio.getByRole('group', { name: '体验版', exact: true })).toContainText('¥99');
  await expect(studio.getByRole('group', { name: '体验版', exact: true })).toContainText('¥199');
  await expect(studio.getByRole('group', { name: '标准版' })).toBeVisible();
  await expect(studio.getByRole('button', { name: '视频合成时长加油包' })).toContainText('¥49起');
  // Visitors see no remaining quota (000 §6).
  await expect(studio.getByText('剩余')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('pay-wall-visitor') });
  // The tab bar follows the sections.
  await drawer.getByRole('tab', { name: '更多业务需求' }).click();
  await expect(drawer.getByRole('tab', { name: '更多业务需求' })).toHaveAttribute('aria-selected', 'true');
  await drawer.getByRole('textbox', { name: '搜索' }).fill('没有这种套餐');
  await expect(drawer.getByText('暂无搜索结果')).toBeVisible();
});

test('a member buys a package by scanning the QR code and finds the order in the order list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginWithPassword(page, 'member@demo.local');
  await page.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
  const drawer = payWall(page);
  const tasting = drawer.getByRole('group', { name: '体验版', exact: true });
  await tasting.getByRole('button', { name: '立即开通' }).click();
  const qrDialog = page.getByRole('dialog', { name: '扫码支付' });
  const qr = qrDialog.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  await expect(qrDialog).toContainText('¥99');
  const payUrl = await qr.getAttribute('data-pay-url');
  expect(payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
  await page.screenshot({ path: screenshotPath('pay-qr-dialog') });
  // The customer pays on the phone: the loopback payment network now reports SUCCESS to the poll.
  const outTradeNo = payUrl!.split('pr=')[1]!;
  expect((await request.post(`${payBase}/simulate/pay/${outTradeNo}`)).ok()).toBe(true);
  const success = page.getByRole('dialog', { name: '购买成功' });
  await expect(success).toBeVisible({ timeout: 10_000 });
  await expect(success).toContainText('¥99');
  await expect(success).toContainText('微信支付');
  await page.screenshot({ path: screenshotPath('purchase-success') });
  await success.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/home\/manageCenter\/orderCenter\?orderType=licence&refresh=\d+/);
  const row = page.getByRole('row').filter({ hasText: '体验版' });
  await expect(row).toContainText('支付成功');
  await expect(row).toContainText('¥99');
  await page.screenshot({ path: screenshotPath('order-center') });
});

test('a member buys two fuel packs in one order and the company quota grows by both', async ({ page, request }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginWithPassword(page, 'member@demo.local');
  const openPack = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
    await payWall(page)
      .getByRole('region', { name: '营销短视频会员' })
      .getByRole('button', { name: '视频合成时长加油包' })
      .click();
    const modal = page.getByRole('dialog', { name: '视频合成时长加油包' });
    await expect(modal.getByTestId('fuel-remaining')).toContainText(/\d+/);
    return modal;
  };
  let modal = await openPack();
  const remainingBefore = Number(
    (await modal.getByTestId('fuel-remaining').textContent())!.match(/当前剩余：(\d+)/)![1],
  );
  // 000 §5: never below one; letters are dropped; clearing gives one.
  const stepper = modal.getByRole('textbox', { name: '购买数量' });
  await expect(modal.getByRole('button', { name: '减少数量' })).toBeDisabled();
  await stepper.fill('');
  await expect(stepper).toHaveValue('1');
  await modal.getByRole('button', { name: '增加数量' }).click();
  await expect(stepper).toHaveValue('2');
  await expect(modal.getByTestId('fuel-total')).toHaveText('¥98');
  await modal.getByRole('button', { name: '购买' }).click();

  const qrDialog = page.getByRole('dialog', { name: '扫码支付' });
  const qr = qrDialog.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  await expect(qrDialog).toContainText('×2');
  await expect(qrDialog).toContainText('¥98');
  const outTradeNo = (await qr.getAttribute('data-pay-url'))!.split('pr=')[1]!;
  expect((await request.post(`${payBase}/simulate/pay/${outTradeNo}`)).ok()).toBe(true);
  const success = page.getByRole('dialog', { name: '购买成功' });
  await expect(success).toBeVisible({ timeout: 10_000 });
  await expect(success.getByRole('row', { name: /金额/ })).toContainText('¥98');
  await expect(success.getByRole('row', { name: /购买数量/ })).toContainText('2');
  await page.screenshot({ path: screenshotPath('purchase-success-two-packs') });
  await success.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/orderType=pack/);
  const row = page.getByRole('row').filter({ hasText: '×2' }).first();
  await expect(row).toContainText('支付成功');
  await expect(row).toContainText('¥98');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // Two 60-minute packs of 1080P video add 2 × 360 credits, shown with what a minute costs.
  modal = await openPack();
  await expect(modal.getByTestId('fuel-remaining')).toHaveText(new RegExp(`^当前剩余：${remainingBefore + 720} 点`));
});

test('an administrator manages the benefit board, organisations, their users and company users', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/manageCenter/quotaPan');
  const nav = page.getByRole('navigation', { name: '管理中心' });
  for (const entry of ['账号设置', '数据分析', '权益看板', '组织管理', '用户管理', '订单中心'])
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  await expect(page.getByRole('heading', { name: '权益看板' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '数字员工播报视频' }).first()).toBeVisible();
  await expect(page.getByLabel('视频合成额度', { exact: true })).toContainText('剩余');
  // A render draws credits, not minutes (1080P 6 per minute): the board says so.
  await expect(page.getByLabel('视频合成额度', { exact: true })).toContainText('每分钟 6 点');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('quota-pan'), fullPage: true });

  await nav.getByRole('link', { name: '数据分析' }).click();
  await expect(page.getByText('每日生成视频与合成时长')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('data-analyse'), fullPage: true });
  // The document view is its own page, with the same entry active (000 §2 DocDataAnalyse).
  await page.getByRole('radiogroup', { name: '分析内容' }).getByText('文档数据').click();
  await expect(page).toHaveURL(/\/home\/manageCenter\/DocDataAnalyse$/);
  await expect(page.getByText('每日上传与转换')).toBeVisible();
  await expect(page.getByText('文档总数')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(nav.getByRole('link', { name: '数据分析' })).toHaveAttribute('data-active', 'true');
  await page.screenshot({ path: screenshotPath('doc-data-analyse'), fullPage: true });

  // An organisation with a share of the video credits.
  await nav.getByRole('link', { name: '组织管理' }).click();
  await page.getByRole('button', { name: '新建组织' }).click();
  const orgDialog = page.getByRole('dialog', { name: '新建组织' });
  await orgDialog.getByRole('textbox', { name: '组织名称' }).fill('华北销售部');
  await orgDialog.getByRole('textbox', { name: '视频合成额度（点）' }).fill('120');
  await orgDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: '华北销售部' })).toBeVisible();

  // A user in it, then the user's quota.
  await page.getByRole('tab', { name: '组织用户' }).click();
  await page.getByRole('button', { name: '新建用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新建用户' });
  await expect(userDialog).toBeVisible();
  await userDialog.getByRole('combobox', { name: '所属组织' }).click();
  await page.getByRole('option', { name: '华北销售部' }).click();
  await userDialog.getByRole('textbox', { name: '用户名称' }).fill('赵六');
  await userDialog.getByRole('textbox', { name: '邮箱' }).fill('zhaoliu@demo.local');
  await userDialog.getByRole('button', { name: '确定' }).click();
  const userRow = page.getByRole('row').filter({ hasText: '赵六' });
  await expect(userRow).toContainText('华北销售部');
  await userRow.getByRole('button', { name: '额度' }).click();
  const quotaDialog = page.getByRole('dialog', { name: '编辑额度 · 赵六' });
  const credits = quotaDialog.getByRole('textbox', { name: '视频合成额度（点）' });
  await expect(quotaDialog.getByText('最多可分配 120')).toBeVisible();
  await credits.fill('60');
  await quotaDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('额度已更新')).toBeVisible();
  await userRow.getByRole('button', { name: '额度' }).click();
  await expect(
    page.getByRole('dialog', { name: '编辑额度 · 赵六' }).getByRole('textbox', { name: '视频合成额度（点）' }),
  ).toHaveValue('60');
  await page.screenshot({ path: screenshotPath('organization-manage'), fullPage: true });
  await page.getByRole('dialog', { name: '编辑额度 · 赵六' }).getByRole('button', { name: '取消' }).click();

  // Lock and unlock a company user.
  await nav.getByRole('link', { name: '用户管理' }).click();
  const member = page.getByRole('row', { name: '演示成员' });
  await member.getByRole('button', { name: '锁定' }).click();
  await page.getByRole('dialog', { name: '锁定' }).getByRole('button', { name: '确定' }).click();
  await expect(member).toContainText('已锁定');
  await page.screenshot({ path: screenshotPath('user-manage'), fullPage: true });
  await member.getByRole('button', { name: '解锁' }).click();
  await page.getByRole('dialog', { name: '解锁' }).getByRole('button', { name: '确定' }).click();
  await expect(member).toContainText('正常');
});

test('no management-center entry, header button or menu item leads to a coming-soon page', async ({ page }) => {
  await loginWithPassword(page, 'super@demo.local');
  await page.goto('/home/manageCenter/AccountSetting');
  const nav = page.getByRole('navigation', { name: '管理中心' });
  await expect(nav.getByRole('link', { name: '订单中心' })).toBeVisible();
  const entries = await nav.getByRole('link').allTextContents();
  expect(entries.length).toBeGreaterThanOrEqual(6);
  for (const entry of entries) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('即将开放')).toHaveCount(0);
  }
  for (const path of ['/home/member', '/home/memberDetails']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('即将开放')).toHaveCount(0);
  }
  await page.goto('/home/premium');
  // The header's usage-guide and developer-doc icons open real pages in a new window (000 §2).
  const [guide] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('banner').getByRole('button', { name: '使用指南' }).click(),
  ]);
  await expect(guide.getByRole('heading', { level: 1, name: '使用指南' })).toBeVisible();
  await guide.getByRole('navigation', { name: '指南目录' }).getByRole('link', { name: '管理中心' }).click();
  await expect(guide.getByRole('article')).toContainText('所在组织份额和本人份额都必须充足');
  await expect(guide.getByText('即将开放')).toHaveCount(0);
  await guide.screenshot({ path: screenshotPath('product-doc') });
  await guide.close();
  const [dev] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('banner').getByRole('button', { name: '开发文档' }).click(),
  ]);
  await expect(dev.getByRole('heading', { level: 1, name: '开发文档' })).toBeVisible();
  // The reference itself is covered by developer-docs.spec.ts; here the page opens with its guides.
  await expect(dev.getByRole('tab', { name: '签名流程' })).toBeVisible();
  await expect(dev.getByText('即将开放')).toHaveCount(0);
  await dev.screenshot({ path: screenshotPath('developer-doc') });
  await dev.close();
  await page.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
  await expect(payWall(page)).toBeVisible();
});
