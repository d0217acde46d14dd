import { expect, test } from './support/portal';
import { loginWithPassword } from './support/session';

/**
 * The voice-broadcast workbench (001 §2): text with a pause token, a voice and a slower rate become a
 * WAV through the durable synthesis job; it plays in the page and downloads under its name.
 */
test('voice broadcast: text to a playable, downloadable WAV', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/voice-generator/custom');
  await expect(page.getByRole('heading', { name: '语音播报' })).toBeVisible();
  await expect(page.getByRole('button', { name: '生成音频' })).toBeDisabled();

  await page.getByRole('textbox', { name: '播报文本' }).fill('各位好，{停顿:500}欢迎收听今天的播报。');
  await expect(page.getByRole('combobox', { name: '音色' })).not.toHaveValue('');
  const rate = page.getByRole('slider', { name: '语速' });
  await rate.focus();
  await rate.press('ArrowLeft');
  await expect(rate).toHaveAttribute('aria-valuenow', '0.99');
  await page.getByRole('button', { name: '生成音频' }).click();

  const result = page.getByRole('region', { name: '生成结果' });
  await expect(result.getByLabel('播报音频')).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText(/^时长 00:0[1-9]$/)).toBeVisible();
  await expect
    .poll(() => result.getByLabel('播报音频').evaluate((a: HTMLAudioElement) => a.duration), { timeout: 15_000 })
    .toBeGreaterThan(1);

  const download = page.waitForEvent('download');
  await result.getByRole('link', { name: '下载音频' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('语音播报.wav');
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
});
