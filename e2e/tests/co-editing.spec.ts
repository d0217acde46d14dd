import { expect, test } from './support/portal';
import { loginWithPassword, screenshotPath } from './support/session';

/** Two colleagues open the same video project: each workbench names the other (/multiple/edit/user/query). */
test('a colleague editing the same project is named in the workbench', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginWithPassword(admin, 'admin@demo.local');
  const created = await (
    await admin.request.post('/api/v1/videocreation/project/create', { data: { title: '协作项目' } })
  ).json();
  expect(created.code).toBe(200);
  const path = `/home/video-generator/custom/${created.data.id}`;
  await admin.goto(path);
  await expect(admin.getByRole('status').filter({ hasText: '正在编辑此项目' })).toHaveCount(0);

  const member = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginWithPassword(member, 'member@demo.local');
  await member.goto(path);
  const notice = member.getByRole('status').filter({ hasText: '正在编辑此项目' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await member.screenshot({ path: screenshotPath('devdocs/co-editing-desktop') });
  // The first editor learns of the second on its next beat (every 20 s).
  await expect(admin.getByRole('status').filter({ hasText: '正在编辑此项目' })).toBeVisible({ timeout: 30_000 });
});
