import { expect, test } from './support/portal';
import ExcelJS from 'exceljs';
import { loginWithPassword, screenshotPath, createInteractiveProject } from './support/session';

/**
 * The knowledge engine from the editor (002 §3/§7): in the 知识库 tab an admin imports an xlsx FAQ
 * through the file input, adds an item through the dialog and trains with the button; then asks a
 * paraphrase in the test chat and gets the FAQ answer streamed, then asks something off-topic and,
 * below the FAQ threshold, gets the model's streamed answer (the e2e portal talks to the loopback
 * model of support/ai-stub-server.mjs; the no-match response without a model is covered by
 * server/test/http/knowledge.int.test.ts).
 */
test('knowledge: 知识库 tab import, add, train → test chat answers a paraphrase, off-topic goes to the model', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/premiumInteractive');
  const projectId = await createInteractiveProject(page, '9:16手机');
  // The digital human's name, saved before the editor is read again: the model must answer as it.
  const named = await page.request.post('/api/talk/project/update', {
    data: { projectId, csPersonDesign: { displayName: '安小知' } },
  });
  expect(await named.json()).toMatchObject({ code: 200 });
  await page.reload();

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('问答库');
  sheet.addRow(['标准问题', '相似问题', '是否推荐', '答案1']);
  sheet.addRow(['你们的营业时间是几点到几点', '几点开门\n晚上几点关门', '是', '每天早上九点到晚上九点营业。']);
  sheet.addRow(['门店有停车场吗', '开车过去好停车吗', '否', '有，地下停车场前两小时免费。']);

  // The 知识库 tab: import through the file input, add one item through the dialog, train.
  await page.getByRole('tab', { name: '知识库' }).click();
  await expect(page.getByText('还没有问答')).toBeVisible();
  const importBook = async (workbook: ExcelJS.Workbook) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await (await chooser).setFiles({
      name: 'faq.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
  };
  // A bad row refuses the whole file and says which row and column.
  const bad = new ExcelJS.Workbook();
  const badSheet = bad.addWorksheet('问答库');
  badSheet.addRow(['标准问题', '相似问题', '是否推荐', '答案1']);
  badSheet.addRow(['有Wi-Fi吗', '', '是', '有，密码在前台。']);
  badSheet.addRow(['', '', '', '没有问题的答案']);
  await importBook(bad);
  await expect(page.getByRole('alert').filter({ hasText: '导入失败，未导入任何问答' })).toContainText(
    '第3行标准问题：不能为空',
  );
  await expect(page.getByText('还没有问答')).toBeVisible();
  await importBook(book);
  await expect(page.getByText('成功导入2条问答')).toBeVisible();
  const table = page.getByRole('table', { name: '问答列表' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /门店有停车场吗/ })).toContainText('有，地下停车场前两小时免费。');

  await page.getByRole('button', { name: '添加问答' }).click();
  const dialog = page.getByRole('dialog', { name: '添加问答' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入标准问题')).toBeVisible();
  await dialog.getByRole('textbox', { name: '标准问题' }).fill('可以开发票吗');
  await dialog.getByRole('textbox', { name: '相似问题' }).fill('能开发票吗\n发票怎么开');
  await dialog.getByRole('textbox', { name: '答案1' }).fill('可以，结账时告诉店员抬头和税号即可。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /可以开发票吗/ })).toContainText('2');

  // Responses are kept per type and read back.
  await page.getByRole('tab', { name: '回复语' }).click();
  await page.getByRole('textbox', { name: '欢迎语' }).fill('您好，我是安小知，有什么可以帮您？');
  await page.getByRole('button', { name: '保存回复语' }).click();
  await expect(page.getByText('回复语已保存')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存回复语' })).toBeDisabled();
  await page.reload();
  await page.getByRole('tab', { name: '知识库' }).click();
  await page.getByRole('tab', { name: '回复语' }).click();
  await expect(page.getByRole('textbox', { name: '欢迎语' })).toHaveValue('您好，我是安小知，有什么可以帮您？');

  await page.getByRole('button', { name: '训练知识库' }).click();
  await expect(page.getByText('训练完成')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('问答条数 3，')).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-tab'), fullPage: true });

  await page.getByRole('button', { name: '测试对话' }).click();
  const input = page.getByRole('textbox', { name: '测试问题' });
  await input.fill('请问晚上几点关门？');
  await input.press('Enter');
  await expect(page.getByTestId('test-chat-answer').last()).toHaveText('每天早上九点到晚上九点营业。');
  await expect(page.getByRole('dialog', { name: '测试对话' }).getByText('问答库', { exact: true })).toBeVisible();
  await input.fill('发票能开吗');
  await input.press('Enter');
  await expect(page.getByTestId('test-chat-answer').last()).toHaveText('可以，结账时告诉店员抬头和税号即可。');
  await input.fill('明天会下雨吗');
  await input.press('Enter');
  const answer = page.getByTestId('test-chat-answer').last();
  await expect(answer).toContainText('明天会下雨吗');
  // The loopback model answers in the name its system prompt gives it: the persona reached the model.
  await expect(answer).toContainText('我是安小知，');
  await expect(page.getByRole('dialog', { name: '测试对话' }).getByText('大模型', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-test-chat'), fullPage: true });

  // Opened again, the tab shows the project's last training (its nluTaskId).
  await page.reload();
  await page.getByRole('tab', { name: '知识库' }).click();
  await expect(page.getByText('训练完成')).toBeVisible();
  await expect(page.getByText('问答条数 3，')).toBeVisible();

  // Binding the company's folder is kept, for the next training.
  await page.getByRole('tab', { name: '文档资料' }).click();
  const folder = page.getByRole('checkbox', { name: /默认文件夹/ });
  await expect(folder).not.toBeChecked();
  await expect(page.getByText('没有绑定文档')).toBeVisible();
  await folder.check();
  await page.getByRole('button', { name: '保存绑定' }).click();
  await expect(page.getByText('绑定已保存，下次训练后生效')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: '知识库' }).click();
  await page.getByRole('tab', { name: '文档资料' }).click();
  await expect(page.getByRole('checkbox', { name: /默认文件夹/ })).toBeChecked();
});
