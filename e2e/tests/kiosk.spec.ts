import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteWhenTestEnds, expect, test as base } from './support/portal';
import { api, KIOSK_PERSONA } from './support/kiosk';
import { loginWithPassword, screenshotPath } from './support/session';
import { padded, speak } from '../support/spoken-wav';

/**
 * The all-in-one machine (issue 29): a manager registers a machine and shows its activation QR
 * code; the machine opens the code's link, exchanges it for its device token and runs the 2D human
 * full screen at 9:16 without a login; Chromium's fake microphone says a sentence holding the wake
 * word (eSpeak NG), the voice detector cuts it, the loopback recogniser hears it, and the pinyin
 * match wakes the human; revoking the token ends the kiosk's page.
 */
const { question } = JSON.parse(readFileSync(new URL('../support/voice-question.json', import.meta.url), 'utf8')) as {
  question: string;
};
/** A wake word inside what the loopback recogniser hears (「你们的营业时间是几点」). */
const WAKE_WORD = '营业时间';

const test = base.extend<object, { wakeWav: string }>({
  wakeWav: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const path = join(mkdtempSync(join(tmpdir(), 'portal-kiosk-')), 'wake.wav');
      writeFileSync(path, padded(await speak(question), 800, 6000));
      await use(path);
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, wakeWav }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-audio-capture=${wakeWav}`,
          '--autoplay-policy=no-user-gesture-required',
        ],
      });
    },
    { scope: 'worker' },
  ],
});

test('kiosk: register a machine, activate it by QR link, wake it by voice, revoke it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.local');
  const { projectId } = await api(page, '/api/talk/project/create', {
    templateBizId: 'rtc-tpl-cte',
    title: '大厅一体机',
  });
  deleteWhenTestEnds(page.request, projectId);
  await api(page, '/api/talk/project/update', {
    projectId,
    csPersonDesign: KIOSK_PERSONA,
    config: { withWakeWord: true },
  });
  await api(page, '/api/wake-word/add', { projectId, word: WAKE_WORD });
  await api(page, '/api/v1/talk/project/v2/publish', { projectId });
  const snCode = `CTE-E2E-${Date.now().toString(36).toUpperCase()}`;
  const device = await api(page, '/api/device/cte/register', { snCode, name: '一楼大厅', projectId });

  // 设备管理: the machine listed, its activation QR code.
  await page.goto('/home/manageCenter/deviceManage');
  const card = page.getByTestId('device-card').filter({ hasText: snCode });
  await expect(card).toContainText('未激活');
  await page.screenshot({ path: screenshotPath('kiosk/device-manage-desktop') });
  await card.getByRole('button', { name: '激活二维码' }).click();
  await expect(page.getByRole('img', { name: '设备激活二维码' })).toBeVisible();
  await expect(page.getByTestId('activation-expiry')).toContainText('后失效');
  await page.screenshot({ path: screenshotPath('kiosk/activation-qr') });
  await page.keyboard.press('Escape');
  const { kioskPath } = await api(page, `/api/device/cte-manage/open/preview/token?deviceId=${device.id}`);

  // The machine: a portrait screen, no login, the microphone allowed.
  const machine = await browser.newContext({
    viewport: { width: 540, height: 960 },
    locale: 'zh-CN',
    permissions: ['microphone'],
  });
  const kiosk = await machine.newPage();
  await kiosk.goto(kioskPath);
  const stage = kiosk.getByTestId('kiosk');
  await expect(stage).toBeVisible({ timeout: 30_000 });
  await expect(kiosk).toHaveURL(new RegExp(`/ThreeDimensionCTEPage/${projectId}$`));
  await expect(kiosk.getByTestId('live-human')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(kiosk.getByTestId('kiosk-startAction')).toBeVisible();
  // The fake microphone says the wake word: the human wakes and greets.
  await expect(stage).toHaveAttribute('data-phase', 'awake', { timeout: 60_000 });
  await expect(kiosk.getByTestId('kiosk-caption')).toBeVisible({ timeout: 30_000 });
  await kiosk.screenshot({ path: screenshotPath('kiosk/kiosk-awake') });

  // The wake is in the machine's talk log.
  const log = await api(page, '/api/device/cte/get-talk-log', { deviceId: device.id });
  expect(log.list.some((e: { kind: string }) => e.kind === 'wake')).toBe(true);

  // Revoked: the kiosk's page ends within its poll, and a reload does not bring it back.
  await api(page, '/api/device/cte/revoke', { deviceId: device.id });
  await expect(kiosk.getByTestId('kiosk-notice')).toContainText('设备授权已收回', { timeout: 20_000 });
  await kiosk.screenshot({ path: screenshotPath('kiosk/kiosk-revoked') });
  await kiosk.reload();
  await expect(kiosk.getByTestId('kiosk')).toBeHidden();
  await page.goto('/home/manageCenter/deviceManage');
  await expect(page.getByTestId('device-card').filter({ hasText: snCode })).toContainText('授权已收回');
  await machine.close();
});
