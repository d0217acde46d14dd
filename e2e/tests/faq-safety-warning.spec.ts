import { expect, test } from './support/portal';
import ExcelJS from 'exceljs';
import { loginWithPassword, screenshotPath, createInteractiveProject } from './support/session';

/**
 * The FAQ editor warns at save time: an item whose answer holds a word the conversation check blocks
 * is saved, and the dialog stays open with a yellow notice naming the word and where it stands; an
 * everyday word (办证) passes. An imported workbook is reported by row the same way.
 */
test('knowledge: saving an FAQ item that would be blocked warns the editor, and saves it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/premiumInteractive');
  await createInteractiveProject(page, '9:16手机');
  await page.getByRole('tab', { name: '知识库' }).click();
  const table = page.getByRole('table', { name: '问答列表' });

  await page.getByRole('button', { name: '添加问答' }).click();
  const dialog = page.getByRole('dialog', { name: '添加问答' });
  await dialog.getByRole('textbox', { name: '标准问题' }).fill('给小朋友办证要带什么');
  await dialog.getByRole('textbox', { name: '答案1' }).fill('请勿相信办假证的广告，带户口本到窗口办理即可。');
  await dialog.getByRole('button', { name: '保存' }).click();
  const notice = dialog.getByRole('status').filter({ hasText: '问答已保存，但含有敏感词' });
  await expect(notice).toContainText('答案1第5个字起含有敏感词「办假证」，访客提问时将无法得到此答案');
  // Saved already: the list shows it behind the open dialog.
  await expect(table.getByRole('row', { name: /给小朋友办证要带什么/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('faq-safety-warning'), fullPage: true });

  // Saving again after the fix updates the same item and closes.
  await dialog.getByRole('textbox', { name: '答案1' }).fill('带户口本和出生证明，监护人陪同到窗口办理即可。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /给小朋友办证要带什么/ })).toContainText('带户口本和出生证明');

  const book = new ExcelJS.Workbook();
  book.addWorksheet('问答库').addRows([
    ['标准问题', '相似问题', '是否推荐', '答案1'],
    ['图书馆办证需要什么', '', '', '带身份证到服务台办理读者证。'],
    ['可以代办证件吗', '', '', '不可以，需要本人办理。'],
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await (await chooser).setFiles({
    name: 'faq.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  const imported = page.getByRole('status').filter({ hasText: '已导入2条问答，其中1处含有敏感词' });
  await expect(imported).toContainText('第3行标准问题第3个字起含有敏感词「代办证件」');
  await expect(table.getByRole('row')).toHaveCount(3);
});
