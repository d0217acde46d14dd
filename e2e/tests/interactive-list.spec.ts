import { expect, test } from './support/portal';
import { loginWithPassword, createInteractiveProject } from './support/session';

/**
 * /home/premiumInteractive (002 §2): create from a template, rename, copy, filter by publish
 * state, and the batch-manage bar (select all, counts, batch delete, cancel).
 */
test('interactive list: create, rename, copy, filter and batch delete', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  // The demo company is shared with the other interactive specs: start from an empty project list,
  // cleared through the real API with this page's session.
  const listed = await (
    await page.request.post('/api/talk/project/list', { data: { pageIndex: 1, pageSize: 100 } })
  ).json();
  const projectIds = (listed.data.list as { projectId: string; platform?: boolean }[])
    .filter((p) => !p.platform)
    .map((p) => p.projectId);
  if (projectIds.length > 0)
    expect((await (await page.request.post('/api/talk/project/delete', { data: { projectIds } })).json()).code).toBe(
      200,
    );
  await page.goto('/home/premiumInteractive');
  // 创建 asks for a name first: cancelling (button or Escape) makes nothing.
  const create = page.getByLabel('模板 9:16大屏').getByRole('button', { name: '创建' });
  const dialog = page.getByRole('dialog', { name: '新建互动项目' });
  await create.click();
  await expect(dialog.getByRole('textbox', { name: '项目名称' })).toHaveValue('9:16大屏');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await create.click();
  await dialog.getByRole('textbox', { name: '项目名称' }).fill('');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('项目名称不能为空');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('暂无项目，从上方模板创建一个吧')).toBeVisible();
  await createInteractiveProject(page, '9:16大屏');
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home\/premiumInteractive$/);

  const card = page.getByLabel('项目 9:16大屏');
  await card.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  await page.getByRole('textbox', { name: '项目名称' }).fill('展厅大屏');
  await page.getByRole('button', { name: '确定' }).click();
  const renamed = page.getByLabel('项目 展厅大屏');
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '复制' }).click();
  await expect(page.getByLabel('项目 展厅大屏-副本')).toBeVisible();
  await expect(page.getByText(/全部 2 · 已发布 0 · 未发布 2/)).toBeVisible();

  await page.locator('label', { hasText: /^已发布$/ }).click();
  await expect(page.getByText('暂无项目，从上方模板创建一个吧')).toBeVisible();
  await page.locator('label', { hasText: /^全部$/ }).click();

  await page.getByRole('button', { name: '批量管理' }).click();
  const bar = page.getByRole('toolbar', { name: '批量管理' });
  await bar.getByRole('checkbox', { name: '全选' }).check();
  await expect(bar.getByText('已选 2 个')).toBeVisible();
  await bar.getByRole('button', { name: '删除 (2)' }).click();
  await page.getByRole('dialog', { name: '删除项目' }).getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('暂无项目，从上方模板创建一个吧')).toBeVisible();
  await expect(page.getByText(/全部 0 · 已发布 0 · 未发布 0/)).toBeVisible();
});
