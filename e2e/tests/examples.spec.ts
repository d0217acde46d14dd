import { expect, test } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

/**
 * Organisation examples: a manager keeps a project as an example from 我的作品; a member starts a
 * project of their own from it on /home/premium; the manager deletes it.
 */
test('a manager makes an example, a member starts from it, the manager deletes it', async ({ browser }) => {
  const admin = await browser.newPage();
  await loginWithPassword(admin, 'admin@demo.local');
  const projectId = await openTemplateWorkbench(admin);
  await admin.getByRole('textbox', { name: '播报文本' }).fill('示例里的播报文本。');
  await admin.getByRole('button', { name: '保存', exact: true }).click();
  await expect(admin.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await admin.goto('/home/premium');
  const card = admin.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), not the DOM property.
  const title = (await card.locator('p').first().innerText()).trim();
  await card.getByRole('button', { name: /^更多操作/ }).click();
  await admin.getByRole('menuitem', { name: '设为示例' }).click();
  await expect(admin.getByText(`已将「${title}」设为企业示例`)).toBeVisible();
  const examples = admin.getByRole('region', { name: '企业示例' });
  await expect(examples.getByTestId('example-card')).toHaveCount(1);

  const member = await browser.newPage();
  await loginWithPassword(member, 'member@demo.local');
  const memberExamples = member.getByRole('region', { name: '企业示例' });
  await expect(memberExamples.getByRole('button', { name: /^删除示例/ })).toHaveCount(0);
  await memberExamples.getByRole('button', { name: `使用示例 ${title}` }).click();
  await expect(member).toHaveURL(/\/home\/video-generator\/custom\/[0-9a-f-]{36}$/);
  expect(member.url()).not.toContain(projectId);
  await expect(member.getByRole('textbox', { name: '播报文本' })).toHaveValue('示例里的播报文本。');

  await admin.reload();
  await examples.getByRole('button', { name: `删除示例 ${title}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(admin.getByText('示例已删除')).toBeVisible();
  await expect(examples.getByTestId('example-card')).toHaveCount(0);
});
