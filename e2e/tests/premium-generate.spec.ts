import { expect, test } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

type BatchBody = Record<string, { json?: Record<string, unknown> }>;

/**
 * 生成视频 checks the quota with an estimated duration, then submits at 1080P to the real server
 * and opens the task list, where the new task is in production.
 */
test('生成视频 checks the quota, submits at 1080P and opens the task list', async ({ page }) => {
  const quotaInputs: Record<string, unknown>[] = [];
  const submitInputs: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('quota.checkVideoCreationQuota2'))
      quotaInputs.push((request.postDataJSON() as BatchBody)['0']?.json ?? {});
    if (request.url().includes('videoTask.videoProjectSubmit'))
      submitInputs.push((request.postDataJSON() as BatchBody)['0']?.json ?? {});
  });

  await loginWithPassword(page, 'admin@demo.local');
  const projectId = await openTemplateWorkbench(page);
  // One short sentence: the render this starts runs on while the other worker's tests do (a template's
  // own script at 1080P took a core for 72 s).
  await page.getByRole('textbox', { name: '播报文本' }).fill('欢迎了解我们。');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await page.goto('/home/premium');

  const card = page.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
  const submitted = page.waitForResponse((res) => res.url().includes('videoTask.videoProjectSubmit'));
  await card.getByRole('button', { name: '生成视频' }).click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText('任务提交成功')).toBeVisible();
  const panel = page.getByRole('dialog', { name: '视频任务列表' });
  await expect(panel).toBeVisible();

  expect(quotaInputs).toHaveLength(1);
  expect(quotaInputs[0]).toMatchObject({ resolution: 'R_1080P' });
  expect(Number(quotaInputs[0]!.duration)).toBeGreaterThan(0);
  expect(submitInputs).toEqual([{ projectId, resolution: 'R_1080P' }]);

  // The server made the task: it is in the list the server answers, for this project at 1080P.
  const list = await page.request.post('/api/v1/video-project/get-task-list', {
    data: { keyword: '', pageIndex: 1, pageSize: 50 },
  });
  const tasks = (
    (await list.json()) as {
      data: { records: Array<{ projectId: string; resolution: string; displayStatus: string }> };
    }
  ).data.records;
  const task = tasks.find((t) => t.projectId === projectId);
  expect(task).toMatchObject({ resolution: 'R_1080P' });
  expect(['Running', 'Finished']).toContain(task!.displayStatus);
  await expect(panel.locator('[data-testid="task-card"]').first()).toBeVisible();
});
