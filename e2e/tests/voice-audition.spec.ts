import { expect, test } from './support/portal';
import { loginWithPassword, openTemplateWorkbench, screenshotPath } from './support/session';

/**
 * Voice audition (issue 26, item 4): the scene's voice picker lists the local voices and the cloud
 * voices the platform is configured for — here Alibaba NLS and Tencent Cloud TTS, answered by the
 * loopback that checks their signatures (support/cloud-tts-loopback.mjs) — and each voice's play
 * button speaks a sample sentence in it.
 */
test('the voice picker plays a sample of each voice, cloud voices included', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const picker = page.getByTestId('voice-picker');
  await expect(picker).not.toHaveText(/请选择音色|加载中/);
  await picker.click();
  // The list is labelled by the picker it opens from.
  const list = page.getByRole('dialog', { name: /^音色：/ });
  await expect(list.getByRole('radio', { name: /^智瑜（腾讯云）/ })).toBeVisible();
  await expect(list.getByRole('radio', { name: /^小云（阿里云）/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('voice-picker') });

  for (const name of ['智瑜（腾讯云）', '小云（阿里云）']) {
    const demo = page.waitForResponse((r) => r.url().includes('voice.demo'));
    await list.getByRole('button', { name: `试听${name}` }).click();
    const answer = await (await demo).json();
    const audioUrl: string = answer.result?.data?.json?.audioUrl ?? answer[0]?.result?.data?.json?.audioUrl;
    expect(audioUrl).toBeTruthy();
    // The sample is the cloud's WAV, kept in the company's storage.
    const wav = await page.request.get(audioUrl);
    expect(wav.ok()).toBe(true);
    expect((await wav.body()).subarray(0, 4).toString()).toBe('RIFF');
    // It plays, and the button stops it or goes back to play when it ends.
    const stop = list.getByRole('button', { name: `停止试听${name}` });
    await expect(stop).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    if (name === '智瑜（腾讯云）') {
      await page.screenshot({ path: screenshotPath('voice-picker-playing') });
      await stop.click();
    }
    await expect(list.getByRole('button', { name: `试听${name}` })).toHaveAttribute('data-state', 'idle', {
      timeout: 20_000,
    });
  }

  // A voice chosen by ear becomes the scene's voice.
  await list.getByRole('radio', { name: /^智瑜（腾讯云）/ }).click();
  await expect(picker).toHaveText('智瑜（腾讯云）');
});
