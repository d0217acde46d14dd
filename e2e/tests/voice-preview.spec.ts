import { expect, test, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

/**
 * How open the avatar's mouth is on the canvas: the number of pixels of the mouth's dark cavity
 * (#4a1518, core/avatar/figure-head.ts) in the upper half of the 540×960 art fitted 'contain' in the
 * human's box — the head, whatever the character's framing. The hair, lashes and pupils are darker or
 * browner than the tolerance. Read from the pixels on screen: the canvas belongs to the scene worker
 * (OffscreenCanvas).
 */
async function mouthPixels(page: Page): Promise<number> {
  const human = await page.getByRole('button', { name: /^数字人/ }).boundingBox();
  if (!human) throw new Error('no digital human on the canvas');
  const s = Math.min(human.width / 540, human.height / 960);
  const top = human.y + (human.height - 960 * s) / 2;
  const clip = { x: human.x + human.width / 2 - 150 * s, y: top, width: 300 * s, height: 480 * s };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    let dark = 0;
    for (let i = 0; i < px.length; i += 4)
      if (Math.abs(px[i]! - 0x4a) < 16 && Math.abs(px[i + 1]! - 0x15) < 12 && Math.abs(px[i + 2]! - 0x18) < 12) dark++;
    return dark;
  }, png);
}

/**
 * 预览 of a scene with its voice (issue: talking avatars): the server synthesises the scene's text,
 * the audio plays, and the canvas — drawn by the scene worker through the render core, as the video
 * is — opens and closes the avatar's mouth with it; stopping returns the still frame.
 */
test('scene preview plays the voice and moves the avatar’s mouth with it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  // About 25 s of voice: the sampling below, slow on a loaded machine, ends well before the voice does,
  // so the voice is still playing when it is stopped.
  await page
    .getByRole('textbox', { name: '播报文本' })
    .fill(
      '大家好，欢迎观看我们的产品介绍。今天我们来看看新的功能。它更快，也更好用。' +
        '我们还为大家准备了更多的惊喜。欢迎大家到展台体验，也欢迎随时联系我们。谢谢大家的观看。',
    );
  await expect(page.getByRole('button', { name: /^数字人/ })).toBeVisible();
  // The still frame: the mouth is closed (a line, no open interior).
  await expect.poll(() => mouthPixels(page)).toBeLessThan(5);
  const still = await mouthPixels(page);

  // Keyboard: focus the control and press Enter.
  const play = page.getByRole('button', { name: '播放场景预览' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: '取消场景预览' }).or(page.getByRole('button', { name: '停止场景预览' })),
  ).toBeVisible();
  const stop = page.getByRole('button', { name: '停止场景预览' });
  await expect(stop).toBeVisible({ timeout: 30_000 });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');

  // While the voice plays the mouth opens and closes: many different openings over two seconds.
  const samples: number[] = [];
  const sampledBy = Date.now() + 12_000;
  for (let i = 0; i < 16 && Date.now() < sampledBy && (await stop.isVisible()); i++) {
    samples.push(await mouthPixels(page));
    await page.waitForTimeout(120);
  }
  expect(samples.length).toBeGreaterThanOrEqual(8);
  expect(Math.max(...samples)).toBeGreaterThan(40);
  expect(new Set(samples).size).toBeGreaterThanOrEqual(4);
  expect(samples.filter((n, i) => i > 0 && n !== samples[i - 1]).length).toBeGreaterThanOrEqual(samples.length / 2);

  // Stopping returns to the still frame, with the mouth closed.
  await stop.click();
  await expect(page.getByRole('button', { name: '播放场景预览' })).toBeVisible();
  await expect.poll(() => mouthPixels(page)).toBe(still);
});
