import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from './support/portal';
import { oneCompanyPort } from '../support/env';
import { ffprobePath } from './support/media-tools';
import { startProductionServer, type ProductionServer } from './support/production-server';
import { openTemplateWorkbench, screenshotPath } from './support/session';

// A fresh `npm start` on an empty database, run as one company (decision 0025): the printed link
// sets up the company, which holds every line, and its first user renders a video — no database
// edits, no demo data. This install has no online payment; its sales contact is configured.
const CONTACT = { name: '平台运营部 王经理', phone: '400-800-1234', email: 'sales@example.com' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: ProductionServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startProductionServer(oneCompanyPort, {
    SALES_CONTACT_NAME: CONTACT.name,
    SALES_CONTACT_PHONE: CONTACT.phone,
    SALES_CONTACT_EMAIL: CONTACT.email,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Both sizes of the same screen for people to look at. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}-desktop`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath(`${name}-phone`) });
  await page.setViewportSize(DESKTOP);
}

test('one company: setup link → every line → template → render → MP4; the pay-wall says whom to contact', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const origin = server.origin;
  const [link] = await server.waitForConsole(new RegExp(`${origin}/setup\\?token=[A-Za-z0-9_-]{43}`), 5_000);

  // The setup page offers one company and says what it will hold.
  await page.goto(link!);
  const mode = page.getByRole('radio', { name: '一家企业自用' });
  await expect(mode).toBeChecked();
  await expect(
    page.getByText(/授权（线下开通，10 年）：数字员工播报视频、交互数字名片、数字人一体机、数字人 SDK/),
  ).toBeVisible();
  await expect(page.getByText(/视频合成额度 6000 点/)).toBeVisible();
  await expect(page.getByText(/素材存储空间 50 GB/)).toBeVisible();
  await screenshots(page, 'one-company-setup');

  await page.getByLabel('企业名称').fill('自用企业');
  await page.getByLabel('邮箱').fill('owner@example.com');
  await page.getByLabel('姓名').fill('企业主');
  await page.getByLabel('密码', { exact: true }).fill('Owner2026x');
  await page.getByLabel('确认密码').fill('Owner2026x');
  await page.getByRole('button', { name: '完成初始化' }).click();
  await expect(page).toHaveURL(new RegExp(`${origin}/home`));

  // 权益看板: four licences, 线下开通, 生效中, and quota to spend.
  await page.goto(`${origin}/home/manageCenter/quotaPan`);
  await expect(page.getByRole('heading', { name: '权益看板' })).toBeVisible();
  const licenceRows = page.getByRole('row').filter({ hasText: '线下开通' });
  await expect(licenceRows).toHaveCount(4);
  await expect(licenceRows.filter({ hasText: '生效中' })).toHaveCount(4);
  await expect(page.getByLabel('视频合成额度', { exact: true })).toContainText('总量 6000 点');
  await expect(page.getByText('暂无授权')).toHaveCount(0);
  await screenshots(page, 'one-company-quota-pan');

  // A template opens with an avatar the company holds: no 移出企业 warning.
  await page.goto(`${origin}/home/premium`);
  await openTemplateWorkbench(page);
  await expect(page.getByRole('button', { name: /^数字人/ })).toBeVisible();
  await expect(page.getByText('管理员已将该数字员工移出企业')).toHaveCount(0);
  // A short video: one short sentence.
  await page.getByRole('textbox', { name: '播报文本' }).fill('欢迎了解我们。');
  await page.getByRole('button', { name: '生成视频' }).click();
  await expect(page.getByText('任务提交成功')).toBeVisible({ timeout: 30_000 });
  const tasks = page.getByRole('dialog', { name: '视频任务列表' });
  const card = tasks.getByTestId('task-card').first();
  await expect(card).toHaveAttribute('data-status', 'Finished', { timeout: 150_000 });
  await card.hover();
  await card.getByRole('button', { name: /^播放/ }).click();
  const player = page.getByRole('dialog').filter({ has: page.locator('video') });
  const downloading = page.waitForEvent('download');
  await player.getByRole('link', { name: '下载视频' }).click();
  const file = test.info().outputPath('video.mp4');
  await (await downloading).saveAs(file);
  const probe = JSON.parse(
    execFileSync(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
      encoding: 'utf8',
    }),
  ) as { streams: { codec_type: string; codec_name: string }[]; format: { duration: string } };
  expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
  expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  expect(Number(probe.format.duration)).toBeGreaterThan(1);
  await page.keyboard.press('Escape');

  // The pay-wall without online payment: how to buy and whom to ask, never a QR code to scan.
  await page.goto(`${origin}/home/member`);
  const wall = page.getByRole('dialog', { name: '会员中心' });
  const notice = wall.getByRole('status', { name: '本平台暂未开通在线支付' });
  await expect(notice).toContainText('请联系平台运营方办理');
  await expect(notice).toContainText(CONTACT.phone);
  await expect(notice.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  await expect(wall.getByText('选择适合您的套餐，联系平台运营方开通')).toBeVisible();
  await screenshots(page, 'one-company-pay-wall');
  await wall.getByRole('button', { name: '立即开通' }).first().click();
  const contact = page.getByRole('dialog', { name: '联系购买' });
  await expect(contact).toContainText(CONTACT.name);
  await expect(contact).toContainText(CONTACT.phone);
  await expect(page.getByText('请使用微信扫一扫完成支付')).toHaveCount(0);
  await expect(page.getByText('二维码获取失败')).toHaveCount(0);
  await expect(page.getByText('在线支付暂未开通，请联系客服')).toHaveCount(0);
  await screenshots(page, 'one-company-contact-to-buy');
});
