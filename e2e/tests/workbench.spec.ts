import { expect, test, type Page } from './support/portal';
import { loginWithPassword, screenshotPath, openTemplateWorkbench } from './support/session';

const sceneCards = (page: Page) => page.getByTestId('scene-card');
const saveState = (page: Page, state: string) => page.getByRole('status', { name: `保存状态 ${state}` });

/**
 * The custom video workbench (001 §2–§5): open a project made from the web16:9 template, see the
 * worker-drawn thumbnail, edit the spoken text, move the avatar with the keyboard, add a scene,
 * undo and redo, save and find it all again after a reload. No video is generated here.
 */
test('workbench: edit, move, add a scene, undo/redo, save and reload', async ({ page }) => {
  test.setTimeout(150_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);

  // The scene strip's thumbnail comes from the scene worker pool.
  await expect(sceneCards(page)).toHaveCount(1);
  await expect(
    sceneCards(page)
      .first()
      .getByRole('img', { name: /缩略图$/ }),
  ).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  // The canvas was handed to the scene worker: the page's main thread never draws the frame.
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-render-mode', 'offscreen');
  await expect(saveState(page, '已保存')).toBeVisible();

  const spoken = page.getByRole('textbox', { name: '播报文本' });
  const text = '欢迎来到工作台，这是一段新的播报文本。';
  await spoken.fill(text);
  await expect(page.getByText(`${text.length}/10000`)).toBeVisible();
  await expect(saveState(page, '未保存')).toBeVisible();
  await expect(page.getByText(/文本检测(通过|未通过)|风险词/)).toBeVisible({ timeout: 15_000 });

  // Select the avatar on the canvas and move it left twice (10 canvas px per press).
  const avatar = page.getByRole('button', { name: /^数字人/ });
  await avatar.focus();
  await expect(avatar).toHaveAttribute('aria-pressed', 'true');
  const x = page.getByRole('textbox', { name: 'X', exact: true });
  const before = Number(await x.inputValue());
  await avatar.press('ArrowLeft');
  await avatar.press('ArrowLeft');
  await expect(x).toHaveValue(String(before - 20));

  await page.getByRole('button', { name: '添加场景' }).click();
  await expect(sceneCards(page)).toHaveCount(2);
  await expect(spoken).toHaveValue('');
  await expect(
    sceneCards(page)
      .nth(1)
      .getByRole('img', { name: /缩略图$/ }),
  ).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: '撤销' }).click();
  await expect(sceneCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(sceneCards(page)).toHaveCount(2);
  // The same through the keyboard shortcuts.
  await page.keyboard.press('Control+z');
  await expect(sceneCards(page)).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(sceneCards(page)).toHaveCount(2);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveState(page, '已保存')).toBeVisible();
  await page.screenshot({ path: screenshotPath('workbench') });

  await page.reload();
  await expect(sceneCards(page)).toHaveCount(2);
  await sceneCards(page).first().getByRole('button', { name: /^1\./ }).click();
  await expect(spoken).toHaveValue(text);
  await page.getByRole('button', { name: /^数字人/ }).focus();
  await expect(page.getByRole('textbox', { name: 'X', exact: true })).toHaveValue(String(before - 20));
});
