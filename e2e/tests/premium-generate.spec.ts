import { expect, test } from '@playwright/test';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

type BatchBody = Record<string, { json?: Record<string, unknown> }>;

/**
 * 生成视频 checks the quota with an estimated duration, then submits at 1080P and opens the task list.
 * The submit itself is answered here: a full-size render is far too slow for e2e.
 */
test('生成视频 checks the quota, submits at 1080P and opens the task list', async ({ page }) => {
  const quotaInputs: Record<string, unknown>[] = [];
  const submitInputs: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('quota.checkVideoCreationQuota2')) {
      quotaInputs.push((request.postDataJSON() as BatchBody)['0']?.json ?? {});
    }
  });
  await page.route(/\/trpc\/[^?]*videoTask\.videoProjectSubmit/, async (route) => {
    const input = (route.request().postDataJSON() as BatchBody)['0']?.json ?? {};
    submitInputs.push(input);
    const now = new Date().toISOString();
    const task = {
      bizId: 'e2e-task', projectId: String(input.projectId), title: 'e2e', displayStatus: 'Running', stage: 'queued', progress: 0, resolution: 'R_1080P',
      inputData: { text: '', previewImage: null, vhBizId: null }, videoUrl: null, thumbnailUrl: null, subtitleUrl: null, durationMs: null, failReason: null, createTime: now, finishTime: null,
    };
    await route.fulfill({ json: [{ result: { data: { json: task, meta: { values: { createTime: ['Date'] } } } } }] });
  });

  await loginWithPassword(page, 'admin@demo.local');
  const projectId = await openTemplateWorkbench(page);
  await page.goto('/home/premium');

  const card = page.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
  await card.getByRole('button', { name: '生成视频' }).click();
  await expect(page.getByText('任务提交成功')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'AI工具箱 / 任务列表' })).toBeVisible();

  expect(quotaInputs).toHaveLength(1);
  expect(quotaInputs[0]).toMatchObject({ resolution: 'R_1080P' });
  expect(Number(quotaInputs[0]!.duration)).toBeGreaterThan(0);
  expect(submitInputs).toEqual([{ projectId, resolution: 'R_1080P' }]);
});
