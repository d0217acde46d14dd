import { expect, test, type Locator, type Page, type Route } from './support/portal';
import { loginWithPassword, screenshotPath, openTemplateWorkbench } from './support/session';

/** Opens a project card's 更多 menu and picks one action. */
async function projectAction(page: Page, card: Locator, title: string, action: '重命名' | '复制' | '删除') {
  await card.getByRole('button', { name: `更多操作 ${title}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `更多操作 ${title}`, exact: true })
    .getByRole('menuitem', { name: action })
    .click();
}

test('premium: templates create a project; the project list renames, copies and deletes; the task list opens', async ({
  page,
}) => {
  await loginWithPassword(page, 'admin@demo.local');
  await expect(page.getByRole('heading', { level: 1, name: '数字播报' })).toBeVisible();
  // The eight first templates and the 28 designed ones (decision 0027).
  await expect(page.getByTestId('template-card')).toHaveCount(36);

  // Creating from the web16:9 template opens the workbench route of the new project.
  const projectId = await openTemplateWorkbench(page);

  await page.goto('/home/premium');
  const card = page.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
  await expect(card).toContainText('网页横屏产品介绍');
  await expect(card).toContainText('1920×1080 · 16:9');

  // Empty name: refused with the spec's toast, no request sent, and the dialog stays open.
  const renameCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('studio.updateName')) renameCalls.push(request.url());
  });
  await projectAction(page, card, '网页横屏产品介绍', '重命名');
  const dialog = page.getByRole('dialog', { name: '重命名' });
  await dialog.getByLabel('视频名称').fill('   ');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('视频名称不能为空')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(renameCalls).toHaveLength(0);

  const name = `e2e作品${Date.now() % 1_000_000}`;
  await dialog.getByLabel('视频名称').fill(name);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(name);
  expect(renameCalls).toHaveLength(1);

  // Keyword search on Enter narrows the list to the renamed project.
  const search = page.getByRole('textbox', { name: '搜索作品' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByTestId('project-card')).toHaveCount(1);

  // Copy, then delete the copy after confirming.
  await projectAction(page, card, name, '复制');
  const copy = page.getByTestId('project-card').filter({ hasText: `${name}-副本` });
  await expect(copy).toHaveCount(1);
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  await projectAction(page, copy, `${name}-副本`, '删除');
  await page.getByRole('dialog', { name: '删除作品' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(card).toBeVisible();

  await search.fill('');
  await search.press('Enter');
  await expect(page.getByRole('region', { name: '我的作品' }).getByText(/共 \d+ 个/)).toBeVisible();
  // Screenshots without the toasts of the steps above (they leave after 3 s).
  await expect(page.getByText('删除成功')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.screenshot({ path: screenshotPath('premium') });

  // The task list: filters, batch mode, and the empty state or cards (no render is submitted here).
  await page.getByRole('button', { name: '任务列表' }).click();
  const panel = page.getByRole('dialog', { name: '视频任务列表' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('开始日期')).toBeVisible();
  await expect(panel.getByText('暂无任务').or(panel.getByTestId('task-card').first())).toBeVisible();
  await panel.getByLabel('状态').click();
  await page.getByRole('option', { name: '制作失败' }).click();
  await expect(
    panel.getByText('暂无任务').or(panel.locator('[data-testid="task-card"][data-status="Fail"]').first()),
  ).toBeVisible();
  await expect(panel.locator('[data-testid="task-card"]:not([data-status="Fail"])')).toHaveCount(0);
  await panel.getByLabel('状态').click();
  await page.getByRole('option', { name: '全部' }).click();
  await panel.getByRole('button', { name: '批量管理' }).click();
  await expect(panel.getByRole('checkbox', { name: '全选' })).toBeVisible();
  await panel.getByRole('button', { name: '取消' }).click();
  await expect(panel.getByRole('button', { name: '批量管理' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('task-list') });
});

test('premium: a template asks for the name first; cancel and Escape make nothing, Enter makes one project', async ({
  page,
}) => {
  await loginWithPassword(page, 'admin@demo.local');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('videoProject.projectCreate')) creates.push(request.url());
  });
  const template = page.getByRole('button', { name: '使用模板 网页横屏产品介绍' });
  const dialog = page.getByRole('dialog', { name: '新建项目' });
  const name = dialog.getByRole('textbox', { name: '视频名称' });

  await template.click();
  await expect(name).toHaveValue('网页横屏产品介绍');
  await expect(name).toBeFocused();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await template.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A blank name is refused inside the dialog, and nothing is sent.
  await template.click();
  await name.fill('   ');
  await name.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('视频名称不能为空');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('create-project-dialog-390') });
  expect(creates).toHaveLength(0);

  // Enter twice in a row still makes one project, under the name given — also when the second comes after
  // the project is made, while the workbench's code is still loading (held here until then).
  const title = `e2e新建${Date.now() % 1_000_000}`;
  await name.fill(title);
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  const created = page.waitForResponse((res) => res.url().includes('videoProject.projectCreate'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await created;
  // Half a second later, the workbench still loading: the impatient third Enter.
  await page.waitForTimeout(500);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '创建' })).toBeVisible();
  expect(held.length, 'the workbench code was held').toBeGreaterThan(0);
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(creates).toHaveLength(1);
});
