import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { payPort, platformPort, portalPayEnv } from '../support/env';
import { ffprobePath } from './support/media-tools';
import { startProductionServer, type ProductionServer } from './support/production-server';
import { openTemplateWorkbench, screenshotPath } from './support/session';

// A platform install (issue 27): the printed link makes the operator, who runs companies from /ops.
// The server is a fresh start on an empty database with no demo data; it runs in development mode
// only so the flow can read the activation mail at /dev/outbox (production would send it by SMTP).
const payBase = `http://127.0.0.1:${payPort}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const OPERATOR = { email: 'ops@platform.example', name: '运营小李', password: 'Operate2026' };
const ADMIN = { email: 'boss@acme.example', name: '王总', password: 'Acme2026x' };

let server: ProductionServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startProductionServer(platformPort, { NODE_ENV: 'development', SEED_DEMO: '0', ...portalPayEnv() });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The console's screens for people to look at, at both sizes: e2e/screenshots/ops/. */
async function shots(page: Page, name: string) {
  // The toasts of the steps before would cover the page's header.
  const closers = page.getByRole('button', { name: '关闭提示' });
  while ((await closers.count()) > 0) await closers.first().click();
  const path = screenshotPath(`ops/${name}-desktop`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(PHONE);
  // The shell slides its navigation away when the width drops below the phone breakpoint.
  await page.waitForTimeout(600);
  await page.screenshot({ path: screenshotPath(`ops/${name}-phone`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** The newest activation link the outbox holds for an address. */
async function activationLink(page: Page, address: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get(`${server.origin}/dev/outbox`)).text();
    const mail = html
      .split('<article')
      .slice(1)
      .find((a) => a.includes(`data-address="${address}"`));
    link = mail?.match(/\/password\/create\?token=[\w%-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return `${server.origin}${link}`;
}

async function openCompany(page: Page, name: string) {
  await page.goto(`${server.origin}/ops/companies`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('platform: setup makes the operator, who opens a company that renders, buys, is refunded, and pays offline', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(DESKTOP);
  const origin = server.origin;
  const [setupLink] = await server.waitForConsole(new RegExp(`${origin}/setup\\?token=[A-Za-z0-9_-]{43}`), 5_000);

  // Setup: the platform mode asks no company, only the operator's account, and opens the console.
  await page.goto(setupLink!);
  await page.getByRole('radio', { name: '平台运营' }).check();
  await expect(page.getByLabel('企业名称')).toHaveCount(0);
  await page.getByLabel('邮箱').fill(OPERATOR.email);
  await page.getByLabel('姓名').fill(OPERATOR.name);
  await page.getByLabel('密码', { exact: true }).fill(OPERATOR.password);
  await page.getByLabel('确认密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: '创建运营方账号' }).click();
  await expect(page).toHaveURL(`${origin}/ops`);
  await expect(page.getByText('平台运营中心').first()).toBeVisible();

  // The operator creates a company; its first super administrator gets the activation mail.
  await page.getByRole('link', { name: '企业' }).first().click();
  await expect(page.getByText('还没有企业，点击「新建企业」开始')).toBeVisible();
  await page.getByRole('button', { name: '新建企业' }).click();
  const create = page.getByRole('dialog', { name: '新建企业' });
  await create.getByLabel('企业名称').fill('Acme 科技');
  await create.getByLabel('超管姓名').fill(ADMIN.name);
  await create.getByLabel('超管邮箱').fill(ADMIN.email);
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: 'Acme 科技' })).toBeVisible();

  // Licences and a package, shown on the company's board at once.
  await page.getByRole('button', { name: '授予授权' }).click();
  const grant = page.getByRole('dialog', { name: '授予授权' });
  await grant.getByLabel('数字员工播报视频').check();
  await grant.getByLabel('有效天数').fill('365');
  await grant.getByRole('button', { name: '确定' }).click();
  await expect(grant).toBeHidden();
  await page.getByRole('button', { name: '赠送资源' }).click();
  const gift = page.getByRole('dialog', { name: '赠送资源' });
  await gift.getByLabel('资源').click();
  await page.getByRole('option', { name: /视频合成时长/ }).click();
  await gift.getByLabel('数量').fill('600');
  await gift.getByRole('button', { name: '确定' }).click();
  await expect(gift).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '数字员工播报视频' }).first()).toContainText('生效中');
  await shots(page, 'company-detail');

  // The super administrator activates, signs in and renders a video.
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await admin.goto(await activationLink(page, ADMIN.email));
  await admin.getByLabel('新密码', { exact: true }).fill(ADMIN.password);
  await admin.getByLabel('确认新密码').fill(ADMIN.password);
  await admin.getByRole('button', { name: '确定' }).click();
  await admin.goto(`${origin}/login`);
  await admin.getByRole('tab', { name: '密码登录' }).click();
  await admin.getByRole('textbox', { name: '邮箱' }).fill(ADMIN.email);
  await admin.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await admin.getByRole('button', { name: '登录', exact: true }).click();
  await expect(admin).toHaveURL(/\/home\/premium$/);
  await openTemplateWorkbench(admin);
  await expect(admin.getByText('管理员已将该数字员工移出企业')).toHaveCount(0);
  await admin.getByRole('textbox', { name: '播报文本' }).fill('欢迎了解我们。');
  await admin.getByRole('button', { name: '生成视频' }).click();
  await expect(admin.getByText('任务提交成功')).toBeVisible({ timeout: 30_000 });
  const card = admin.getByRole('dialog', { name: '视频任务列表' }).getByTestId('task-card').first();
  await expect(card).toHaveAttribute('data-status', 'Finished', { timeout: 150_000 });
  await card.hover();
  await card.getByRole('button', { name: /^播放/ }).click();
  const player = admin.getByRole('dialog').filter({ has: admin.locator('video') });
  const downloading = admin.waitForEvent('download');
  await player.getByRole('link', { name: '下载视频' }).click();
  const file = test.info().outputPath('platform-video.mp4');
  await (await downloading).saveAs(file);
  const probe = JSON.parse(
    execFileSync(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_streams', file], { encoding: 'utf8' }),
  ) as { streams: { codec_type: string; codec_name: string }[] };
  expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
  await admin.keyboard.press('Escape');

  // The operator prices the 60-minute video pack at ¥39.90; the pay-wall sells it at that price at once.
  await page.goto(`${origin}/ops/products`);
  const pack = page.getByRole('row').filter({ hasText: '60分钟' });
  await pack.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: /^编辑「/ });
  await edit.getByLabel('价格（元）').fill('-5');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit.getByText(/价格须为/)).toBeVisible();
  await edit.getByLabel('价格（元）').fill('39.9');
  // A struck-through price under the price is caught beside its field, before anything is sent.
  const originPrice = edit.getByLabel('原价（元）');
  const originBefore = await originPrice.inputValue();
  await originPrice.fill('30');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(originPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByText('原价须高于现价')).toBeVisible();
  await originPrice.fill(originBefore);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(pack).toContainText('¥39.90');
  await shots(page, 'products');

  // The company buys a fuel pack through WeChat Pay (the loopback plays the phone paying).
  await admin.goto(`${origin}/home/premium`);
  await admin.getByRole('banner').getByRole('button', { name: 'VIP' }).click();
  await admin
    .getByRole('region', { name: '营销短视频会员' })
    .getByRole('button', { name: '视频合成时长加油包' })
    .click();
  await admin.getByRole('dialog', { name: '视频合成时长加油包' }).getByRole('button', { name: '购买' }).click();
  const qr = admin.getByRole('dialog', { name: '扫码支付' }).getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  await expect(admin.getByRole('dialog', { name: '扫码支付' })).toContainText('¥39.9');
  const outTradeNo = (await qr.getAttribute('data-pay-url'))!.split('pr=')[1]!;
  expect((await admin.request.post(`${payBase}/simulate/pay/${outTradeNo}`)).ok()).toBe(true);
  await expect(admin.getByRole('dialog', { name: '购买成功' })).toBeVisible({ timeout: 15_000 });

  // The operator refunds it through WeChat Pay's refund API.
  await page.goto(`${origin}/ops/orders`);
  const paid = page.getByRole('row').filter({ hasText: 'Acme 科技' }).filter({ hasText: '已支付' }).first();
  await expect(paid).toContainText('微信支付');
  await shots(page, 'orders');
  await paid.getByRole('button', { name: '退款' }).click();
  const refund = page.getByRole('dialog', { name: '退款' });
  await refund.getByLabel('退款原因').fill('客户误购');
  await refund.getByRole('button', { name: '确认退款' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Acme 科技' }).filter({ hasText: '已退款' })).toHaveCount(1);

  // A second company pays by bank transfer; the operator records it and the grant follows.
  await page.getByRole('link', { name: '企业' }).first().click();
  await page.getByRole('button', { name: '新建企业' }).click();
  const second = page.getByRole('dialog', { name: '新建企业' });
  await second.getByLabel('企业名称').fill('北辰物业');
  await second.getByLabel('超管姓名').fill('陈经理');
  await second.getByLabel('超管邮箱').fill('chen@beichen.example');
  await second.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: '北辰物业' })).toBeVisible();
  await page.getByRole('button', { name: '登记线下付款' }).click();
  const offline = page.getByRole('dialog', { name: '登记线下付款' });
  await offline.getByLabel('商品').click();
  await page.getByRole('option', { name: /^体验版/ }).click();
  await offline.getByLabel('转账流水号').fill('ICBC-20261127-0042');
  await offline.getByRole('button', { name: '确定' }).click();
  await expect(offline).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'ICBC-20261127-0042' })).toContainText('已支付');
  await expect(page.getByRole('row').filter({ hasText: '线下开通' }).first()).toContainText('生效中');

  // Deleting asks for the company's name and can be undone until the grace period ends.
  await page.getByRole('button', { name: '注销企业' }).click();
  const removal = page.getByRole('dialog', { name: '注销企业' });
  await expect(removal.getByRole('button', { name: '确认注销' })).toBeDisabled();
  await removal.getByLabel('企业名称').fill('北辰物业');
  await removal.getByRole('button', { name: '确认注销' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByText(/已注销：数据将于 .+ 永久删除，此前可恢复/)).toBeVisible();
  await page.getByRole('button', { name: '恢复企业' }).click();
  await page.getByRole('dialog', { name: '恢复企业' }).getByRole('button', { name: '确认恢复' }).click();
  await expect(page.getByRole('button', { name: '注销企业' })).toBeVisible();

  // Every action is in the audit log; the overview charts the platform.
  await page.getByRole('link', { name: '审计日志' }).click();
  for (const action of [
    'company.create',
    'licence.grant',
    'quota.grant',
    'order.refund',
    'order.offline',
    'company.delete',
    'company.restore',
  ])
    await expect(page.getByText(action).first()).toBeVisible();
  await shots(page, 'audit');
  await page.getByRole('link', { name: '概览' }).click();
  await expect(page.getByText('收入').first()).toBeVisible();
  await shots(page, 'overview');
  await openCompany(page, 'Acme 科技');
  await page.goto(`${origin}/ops/companies`);
  await shots(page, 'companies');

  // A brand for a domain, with its filings.
  await page.getByRole('link', { name: '品牌' }).click();
  await expect(page.getByText('还没有品牌：所有域名使用平台默认外观')).toBeVisible();
  await page.getByRole('button', { name: '新建品牌' }).click();
  const brand = page.getByRole('dialog', { name: '新建品牌' });
  await brand.getByLabel('域名').fill('not a domain');
  await brand.getByLabel('平台名称').fill('Acme 数字人');
  await brand.getByRole('button', { name: '保存' }).click();
  await expect(brand.getByText('域名格式不正确')).toBeVisible();
  await brand.getByLabel('域名').fill('portal.acme.example');
  // The logo is an upload: an SVG is refused (it can carry script), a PNG is checked, re-encoded and shown.
  const logo = brand.getByRole('group', { name: 'Logo' });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><script>alert(1)</script></svg>';
  await logo
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(logo.getByRole('alert')).toContainText('不支持SVG图片');
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(240, 80);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0b5cff';
    g.fillRect(0, 0, 80, 80);
    g.fillStyle = '#ff8a00';
    g.fillRect(100, 20, 120, 40);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await logo
    .locator('input[type=file]')
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(logo.getByRole('img', { name: 'Logo预览' })).toBeVisible();
  await expect(logo.getByRole('alert')).toBeHidden();
  await brand.getByLabel('ICP备案号').fill('京ICP备12345678号-1');
  await brand.getByLabel('联系电话').fill('400-800-0000');
  await brand.getByRole('button', { name: '保存' }).click();
  await expect(brand).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'portal.acme.example' })).toContainText('京ICP备12345678号-1');
  await shots(page, 'brands');

  // A notice reaches the company's users through the poll they already run.
  await page.getByRole('link', { name: '公告' }).click();
  await page.getByLabel('公告内容').fill('今晚 23:00 起系统维护 30 分钟');
  await page.getByRole('button', { name: '发布公告' }).click();
  await expect(page.getByRole('row').filter({ hasText: '今晚 23:00 起系统维护 30 分钟' })).toContainText('已发布');
  await shots(page, 'notices');
  await admin.goto(`${origin}/home/premium`);
  await expect(admin.getByText('今晚 23:00 起系统维护 30 分钟')).toBeVisible({ timeout: 30_000 });

  // The market's digital humans: one is published as new and leads the NEW list.
  await page.getByRole('link', { name: '数字人与模板' }).click();
  const cards = page.locator('[aria-label^="数字人 "]');
  await expect(cards.first()).toBeVisible();
  const oldest = cards.last();
  const oldestName = (await oldest.getAttribute('aria-label'))!.replace('数字人 ', '');
  await oldest.getByRole('button', { name: '发布为新品' }).click();
  await expect(cards.first()).toHaveAttribute('aria-label', `数字人 ${oldestName}`);
  await expect(cards.first().getByText('NEW')).toBeVisible();
  await shots(page, 'catalogue');

  // A platform template taken offline leaves every company's template list; it can be put back.
  await page.getByRole('tab', { name: '视频模板' }).click();
  const template = page.locator('[aria-label^="模板 "]').first();
  await template.getByRole('button', { name: '下架' }).click();
  await expect(template.getByText('已下架')).toBeVisible();
  await shots(page, 'catalogue-templates');
  await template.getByRole('button', { name: '重新上架' }).click();
  await expect(template.getByRole('button', { name: '下架' })).toBeVisible();

  // Payment: the merchant comes from the environment here; the page says so and never shows a key.
  await page.getByRole('link', { name: '支付设置' }).click();
  await expect(page.getByText('当前：环境变量（WECHATPAY_*）')).toBeVisible();
  await shots(page, 'payment-settings');

  // A second operator is added in the console; a mistyped confirmation is caught before anything is sent.
  await page.getByRole('link', { name: '运营人员' }).click();
  await page.getByRole('button', { name: '添加运营人员' }).click();
  const add = page.getByRole('dialog', { name: '添加运营人员' });
  await add.getByLabel('邮箱').fill('ops2@platform.example');
  await add.getByLabel('姓名').fill('运营小张');
  await add.getByLabel('初始密码', { exact: true }).fill('Second2026x');
  await add.getByLabel('确认初始密码').fill('Second2026y');
  await add.getByRole('button', { name: '添加' }).click();
  await expect(add.getByText(/不一致/)).toBeVisible();
  await add.getByLabel('确认初始密码').fill('Second2026x');
  await add.getByRole('button', { name: '添加' }).click();
  await expect(add).toBeHidden();
  const colleagueRow = page.getByRole('row').filter({ hasText: 'ops2@platform.example' });
  await expect(colleagueRow).toContainText('正常');
  await shots(page, 'operators');

  // The colleague forgets the password: the operator sets a new one, and it signs them in — to change it
  // first: a password someone else knows opens nothing else of the console.
  await colleagueRow.getByRole('button', { name: /重置.*密码/ }).click();
  const reset = page.getByRole('dialog', { name: '重置密码' });
  await expect(reset).toContainText('运营小张（ops2@platform.example）');
  await reset.getByLabel('新密码', { exact: true }).fill('Handed2026x');
  await reset.getByLabel('确认新密码').fill('Handed2026x');
  await reset.getByRole('button', { name: '重置密码' }).click();
  await expect(reset).toBeHidden();
  await expect(page.getByText('已重置 运营小张（ops2@platform.example） 的密码，请将新密码告知对方')).toBeVisible();
  const colleagueContext = await browser.newContext({ viewport: DESKTOP });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`${origin}/ops/login`);
  await colleague.getByLabel('邮箱').fill('ops2@platform.example');
  await colleague.getByLabel('密码', { exact: true }).fill('Handed2026x');
  await colleague.getByRole('button', { name: '登录' }).click();
  await expect(colleague).toHaveURL(`${origin}/ops`);
  const mustChange = colleague.getByRole('dialog', { name: '请先修改密码' });
  await expect(mustChange).toContainText('密码由其他运营人员设置，请先修改密码');
  await expect(colleague.getByRole('link', { name: '企业' })).toBeVisible();
  await colleague.keyboard.press('Escape');
  await expect(mustChange).toBeVisible();
  await shots(colleague, 'password-required');
  await mustChange.getByLabel('原密码').fill('Handed2026x');
  await mustChange.getByLabel('新密码', { exact: true }).fill('Mine2026xy');
  await mustChange.getByLabel('确认新密码').fill('Mine2026xy');
  await mustChange.getByRole('button', { name: '确定修改' }).click();
  await expect(mustChange).toBeHidden();
  await colleague.getByRole('link', { name: '企业' }).click();
  await expect(colleague.getByText('Acme 科技').first()).toBeVisible();
  await colleagueContext.close();

  // The company's own session never opens the console; the operator signs out to the console's login.
  await admin.goto(`${origin}/ops`);
  await expect(admin).toHaveURL(`${origin}/ops/login`);
  await adminContext.close();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(`${origin}/ops/login`);
  await shots(page, 'login');
});
