import { expect, test, type Locator, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench, screenshotPath } from './support/session';

/** A spoken text of about 30 s (well over the 20 s watched), in sentences of its own words. */
const LONG_TEXT =
  '欢迎来到云帆科技的新品发布会。今天我们为大家介绍全新的智能平板。它的屏幕更大，色彩更加鲜艳。' +
  '它的电池可以连续使用一整天。它支持手写笔，记笔记非常方便。它还可以连接键盘，随时处理工作。' +
  '我们为企业客户准备了专属的管理服务。欢迎大家到展台体验，谢谢观看。';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the preview box at fractions of its size (the scene's own coordinates, 0..1). */
function part(box: Box, left: number, top: number, right: number, bottom: number): Box {
  return {
    x: box.x + box.width * left,
    y: box.y + box.height * top,
    width: box.width * (right - left),
    height: box.height * (bottom - top),
  };
}

interface Picture {
  /** Pixels that differ from the scene's background colour (read at the preview's top-right corner). */
  drawn: number;
  /** Bright pixels (the white caption text), one character per pixel, to compare two captions. */
  bright: string;
}

/**
 * Reads a screenshot of `clip` in the page (the canvas belongs to the scene worker, so its pixels
 * are read from the screen). `background` is the colour an empty canvas shows through.
 */
async function picture(page: Page, clip: Box, background: [number, number, number]): Promise<Picture> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(
    async ({ data, bg }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const { data: px } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      let drawn = 0;
      let bright = '';
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b] = [px[i]!, px[i + 1]!, px[i + 2]!];
        if (Math.abs(r - bg[0]) + Math.abs(g - bg[1]) + Math.abs(b - bg[2]) > 60) drawn++;
        bright += r > 200 && g > 200 && b > 200 ? '1' : '0';
      }
      return { drawn, bright };
    },
    { data: png, bg: background },
  );
}

/** The colour of a few pixels at the preview's top-right corner, where the template draws nothing. */
async function backgroundColour(page: Page, box: Box): Promise<[number, number, number]> {
  const png = (await page.screenshot({ clip: part(box, 0.97, 0.02, 0.99, 0.05) })).toString('base64');
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const [r, g, b] = ctx.getImageData(1, 1, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png);
}

/** How many pixels two same-sized bright masks disagree on. */
const difference = (a: string, b: string) => {
  let n = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) n++;
  return n + Math.abs(a.length - b.length);
};

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/**
 * Issue #28: a 预览 longer than a few seconds keeps drawing the scene (the avatar in every second's
 * picture, not only the background), and the caption on the canvas follows the edited 播报文本 before
 * and during the preview, as the rendered video does.
 */
test('a long scene preview keeps the avatar drawn and the caption follows the edited text', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^数字人/ })).toBeVisible();
  // Nothing selected: no selection frame over the pictures read below.
  await page.keyboard.press('Escape');

  const frame = await boxOf(preview);
  const human = await boxOf(page.getByRole('button', { name: /^数字人/ }));
  // Inside the human's box (its dashed outline left out) and the caption's strip left of it.
  const avatarClip = { x: human.x + 4, y: human.y + 4, width: human.width - 8, height: human.height - 8 };
  const captionClip = part(frame, 0.05, 0.8, Math.min(0.58, (human.x - frame.x) / frame.width - 0.01), 0.99);
  const background = await backgroundColour(page, frame);

  // The template's own caption, as the still frame draws it before any edit.
  await expect.poll(async () => (await picture(page, avatarClip, background)).drawn).toBeGreaterThan(2000);
  const templateCaption = await picture(page, captionClip, background);
  expect(templateCaption.drawn).toBeGreaterThan(200);
  const captionPixels = templateCaption.bright.length;
  // Two captions differ in many pixels; the same one drawn twice in none.
  const changed = (p: Picture) => difference(p.bright, templateCaption.bright) > captionPixels * 0.01;

  await page.getByRole('textbox', { name: '播报文本' }).fill(LONG_TEXT);
  // Before the preview the still frame's caption is the edited text's first sentence.
  // Soft: a caption that does not follow still lets the run show whether the avatar stays drawn.
  await expect
    .configure({ soft: true })
    .poll(async () => changed(await picture(page, captionClip, background)), { timeout: 30_000 })
    .toBe(true);
  await page.screenshot({ path: screenshotPath('studio-preview-edited'), clip: frame });

  await page.getByRole('button', { name: '播放场景预览' }).click();
  const stop = page.getByRole('button', { name: '停止场景预览' });
  await expect(stop).toBeVisible({ timeout: 90_000 });

  // One picture a second for 20 s: the avatar is drawn in each, and the caption is the edited text's.
  const started = Date.now();
  const captions = new Set<string>();
  for (let second = 0; second < 20; second++) {
    await page.waitForTimeout(Math.max(0, started + second * 1000 - Date.now()));
    await expect(stop, `still playing at ${second} s`).toBeVisible();
    const avatar = await picture(page, avatarClip, background);
    const caption = await picture(page, captionClip, background);
    if (second % 5 === 0 || avatar.drawn < 2000)
      await page.screenshot({ path: screenshotPath(`studio-preview-${second}s`), clip: frame });
    expect(avatar.drawn, `avatar drawn at ${second} s`).toBeGreaterThan(2000);
    expect.soft(caption.drawn, `caption drawn at ${second} s`).toBeGreaterThan(200);
    expect.soft(changed(caption), `edited caption at ${second} s`).toBe(true);
    captions.add(caption.bright);
  }
  // The caption moves on sentence by sentence with the voice.
  expect(captions.size).toBeGreaterThanOrEqual(3);

  await stop.click();
  await expect(page.getByRole('button', { name: '播放场景预览' })).toBeVisible();
});
