import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';
import { ffmpegPath } from './support/media-tools';

const sceneCards = (page: Page) => page.getByTestId('scene-card');

/**
 * The workbench's canvas tools (001 §4–§5): add a text and style it, the one-caption rule, hide and
 * lock, rotation and opacity, copy a scene, apply a background to all scenes, and switch the avatar
 * through its dialog (industry filter, search on Enter) — each change undoable.
 */
test('workbench editing: texts, caption rule, hide/lock, copy scene, apply to all, switch avatar', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const tools = page.getByRole('toolbar', { name: '画布工具' });

  // A new text is selected and edited in the element panel.
  await tools.getByRole('button', { name: '添加文本' }).click();
  await expect(page.getByRole('button', { name: '文本 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const content = page.getByRole('textbox', { name: '文本内容' });
  await expect(content).toHaveValue('请输入文本');
  await content.fill('限时优惠');
  await page.getByRole('textbox', { name: '旋转' }).fill('15');
  await page.getByRole('textbox', { name: '不透明度' }).fill('80');
  await page.getByRole('button', { name: '删除文本' }).click();
  await expect(page.getByRole('button', { name: '文本 2', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(page.getByRole('button', { name: '文本 2', exact: true })).toBeVisible();

  // The template already has its caption: a second one is refused.
  await tools.getByRole('button', { name: '添加字幕' }).click();
  await expect(page.getByText('已有字幕不能反复添加！')).toBeVisible();

  // A locked avatar does not move with the keys.
  const avatar = page.getByRole('button', { name: /^数字人/ });
  await avatar.focus();
  const x = page.getByRole('textbox', { name: 'X', exact: true });
  const before = await x.inputValue();
  await page.getByRole('switch', { name: '锁定' }).check();
  await avatar.focus();
  await avatar.press('ArrowLeft');
  await expect(x).toHaveValue(before);
  await page.getByRole('switch', { name: '隐藏' }).check();
  await expect(page.getByRole('switch', { name: '隐藏' })).toBeChecked();

  // Copy the scene, then give every scene the first one's background.
  await sceneCards(page).first().getByRole('button', { name: /^复制/ }).click();
  await expect(sceneCards(page)).toHaveCount(2);
  await expect(sceneCards(page).nth(1)).toContainText('副本');
  await sceneCards(page).first().getByRole('button', { name: /^1\./ }).click();
  await page.getByRole('textbox', { name: '背景颜色' }).fill('#0f766e');
  await page.getByRole('button', { name: '应用至全部场景' }).click();
  await expect(page.getByText('已应用至全部场景')).toBeVisible();
  await sceneCards(page).nth(1).getByRole('button', { name: /^2\./ }).click();
  await expect(page.getByRole('textbox', { name: '背景颜色' })).toHaveValue('#0f766e');

  // Switch the avatar: industry filter, search on Enter, OK.
  await tools.getByRole('button', { name: '切换形象' }).click();
  const dialog = page.getByRole('dialog', { name: '切换形象' });
  await dialog.getByRole('combobox', { name: '行业' }).click();
  await page.getByRole('option', { name: '教育' }).click();
  await expect(dialog.getByRole('option', { name: '思昕' })).toBeVisible();
  await expect(dialog.getByRole('option', { name: '小雅' })).toHaveCount(0);
  // Typing alone does not search; Enter does.
  await dialog.getByRole('textbox', { name: '搜索' }).fill('没有这个人');
  await expect(dialog.getByRole('option', { name: '思昕' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '搜索' }).press('Enter');
  await expect(dialog.getByText('没有找到数字人')).toBeVisible();
  await dialog.getByRole('textbox', { name: '搜索' }).fill('思');
  await dialog.getByRole('textbox', { name: '搜索' }).press('Enter');
  await dialog.getByRole('option', { name: '思昕' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '数字人 思昕', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(page.getByRole('button', { name: '数字人 思昕', exact: true })).toHaveCount(0);
});

/** Animations (001 §3–§4): choose an entrance, preview it live, and the element refuses edits meanwhile. */
test('workbench animations: entrance preview blocks the element; transition and filter are saved', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });

  const title = page.getByRole('button', { name: '文本 1', exact: true });
  await title.focus();
  await page.getByRole('combobox', { name: '入场动画' }).click();
  await page.getByRole('option', { name: '模糊进入' }).click();
  await page.getByRole('combobox', { name: '滤镜' }).click();
  await page.getByRole('option', { name: '黑白' }).click();
  await page.getByRole('button', { name: '预览入场动画' }).click();
  await title.press('ArrowLeft');
  await expect(page.getByText('不能操作动画中的元素！')).toBeVisible();
  // After the 3 s preview the element moves again.
  await expect(page.getByRole('button', { name: '预览入场动画' })).toBeEnabled({ timeout: 10_000 });
  const x = page.getByRole('textbox', { name: 'X', exact: true });
  const before = Number(await x.inputValue());
  await title.press('ArrowRight');
  await expect(x).toHaveValue(String(before + 10));

  await page.getByRole('combobox', { name: '转场' }).click();
  await page.getByRole('option', { name: '百叶窗' }).click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: '转场' })).toHaveValue('百叶窗');
  await page.getByRole('button', { name: '文本 1', exact: true }).focus();
  await expect(page.getByRole('combobox', { name: '入场动画' })).toHaveValue('模糊进入');
  await expect(page.getByRole('combobox', { name: '滤镜' })).toHaveValue('黑白');
});

/** Resizing the avatar (001 §4): aspect kept, held at 2× of its original size with the Max tip; one undo step. */
test('workbench resize: the avatar stops at 2× with the Max tip and one undo restores it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const avatar = page.getByRole('button', { name: /^数字人/ });
  const width = page.getByRole('textbox', { name: '宽度' });
  const height = page.getByRole('textbox', { name: '高度' });
  // The canvas's element buttons are drawn again as the new project's data settles; focus until the
  // avatar's panel shows.
  await expect(async () => {
    await avatar.focus();
    await expect(width).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const [w0, h0] = [Number(await width.inputValue()), Number(await height.inputValue())];

  const handle = page.getByRole('button', { name: '调整大小' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + i * 80, box.y + i * 80);
  await expect(page.getByRole('status').filter({ hasText: `最大尺寸 ${w0 * 2}*${h0 * 2}` })).toBeVisible();
  await page.mouse.up();
  await expect(width).toHaveValue(String(w0 * 2));
  await expect(height).toHaveValue(String(h0 * 2));

  await page.getByRole('button', { name: '撤销' }).click();
  await expect(width).toHaveValue(String(w0));
});

/** Images from the media library (001 §4, 002 resource selection): upload, choose, place, delete. */
test('workbench media: an uploaded image is chosen from the library onto the canvas and deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const picture = test.info().outputPath('logo.png');
  execFileSync(ffmpegPath, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=400x200',
    '-frames:v',
    '1',
    picture,
  ]);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });

  await page.getByRole('toolbar', { name: '画布工具' }).getByRole('button', { name: '添加图片' }).click();
  const library = page.getByRole('dialog', { name: '素材库' });
  await expect(library.getByRole('tab', { name: '图片' })).toHaveAttribute('aria-selected', 'true');
  await library.locator('input[type=file]').setInputFiles(picture);
  const card = library.getByTestId('media-card').filter({ hasText: 'logo' });
  await card.getByRole('button', { name: '选择' }).click();
  await expect(library).toBeHidden();

  const image = page.getByRole('button', { name: '图片 1', exact: true });
  await expect(image).toHaveAttribute('aria-pressed', 'true');
  // 400×200 placed at 40% of the canvas width, centred.
  await expect(page.getByRole('textbox', { name: '宽度' })).toHaveValue('768');
  await expect(page.getByRole('textbox', { name: '高度' })).toHaveValue('384');
  await page.getByRole('button', { name: '删除图片' }).click();
  await expect(page.getByRole('button', { name: '图片 1', exact: true })).toHaveCount(0);
});

/** Layers (001 §4): listed top down with their z-index; moving one rewrites the order; hiding gives 0. */
test('workbench layers: reorder, hide and lock from the layers panel', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const layers = page.getByRole('list', { name: '图层列表' }).getByTestId('layer');
  await expect(layers).toHaveCount(2);
  // The avatar comes first in the source order, so the title text is on top.
  await expect(layers.first()).toContainText('文本 1');
  await expect(layers.first()).toHaveAttribute('data-z', '2');
  await page.getByRole('button', { name: /^上移图层 数字人/ }).click();
  await expect(layers.first()).toContainText('数字人');
  await expect(layers.first()).toHaveAttribute('data-z', '2');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(layers.first()).toContainText('文本 1');

  await page.getByRole('button', { name: '隐藏 文本 1' }).click();
  await expect(layers.last()).toContainText('文本 1');
  await expect(layers.last()).toHaveAttribute('data-z', '0');
  await page.getByRole('button', { name: /^锁定 数字人/ }).click();
  await page.getByRole('button', { name: /^选择图层 数字人/ }).click();
  await expect(page.getByRole('switch', { name: '锁定' })).toBeChecked();
});

/** Background music (001 §3): an uploaded WAV chosen from the library's audio, its volume, kept after a save. */
test('workbench music: background music from the library with its volume survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const music = test.info().outputPath('轻音乐.wav');
  execFileSync(ffmpegPath, ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', music]);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const section = page.getByRole('region', { name: '背景音乐' });
  await section.getByRole('button', { name: '选择音乐' }).click();
  const library = page.getByRole('dialog', { name: '素材库' });
  await expect(library.getByRole('tab', { name: '音频' })).toHaveAttribute('aria-selected', 'true');
  await library.locator('input[type=file]').setInputFiles(music);
  await library.getByTestId('media-card').filter({ hasText: '轻音乐' }).getByRole('button', { name: '选择' }).click();
  await expect(library).toBeHidden();
  await expect(section).toContainText('轻音乐');
  const volume = section.getByRole('slider', { name: /^音乐音量/ });
  await expect(volume).toHaveAttribute('aria-valuenow', '30');
  await volume.focus();
  await volume.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '31');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '背景音乐' })).toContainText('轻音乐');
  await expect(
    page.getByRole('region', { name: '背景音乐' }).getByRole('slider', { name: /^音乐音量/ }),
  ).toHaveAttribute('aria-valuenow', '31');
});

/** Adorn mode (001 §4): entering keeps a backup; cancelling restores it, finishing keeps the edits. */
test('workbench adorn mode: cancel restores the canvas, done keeps it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const tools = page.getByRole('toolbar', { name: '画布工具' });
  const addedText = page.getByRole('button', { name: '文本 2', exact: true });

  await page.getByRole('button', { name: '装饰模式', exact: true }).click();
  await expect(page.getByRole('group', { name: '装饰模式' })).toBeVisible();
  // The scene's text and voice step aside while the canvas is decorated.
  await expect(page.getByRole('textbox', { name: '播报文本' })).toHaveCount(0);
  await tools.getByRole('button', { name: '添加文本' }).click();
  await page.getByRole('button', { name: /^数字人/ }).focus();
  await page.getByRole('button', { name: /^数字人/ }).press('ArrowLeft');
  await expect(addedText).toBeVisible();
  await page.getByRole('button', { name: '取消装饰' }).click();
  await expect(addedText).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '播报文本' })).toBeVisible();

  await page.getByRole('button', { name: '装饰模式', exact: true }).click();
  await tools.getByRole('button', { name: '添加文本' }).click();
  await page.getByRole('button', { name: '完成装饰' }).click();
  await expect(addedText).toBeVisible();
});
