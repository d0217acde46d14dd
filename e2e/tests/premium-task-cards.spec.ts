import { expect, test, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench, screenshotPath } from './support/session';

/**
 * Task cards per state, from the real server. A full-size render is far too slow for e2e, so the
 * three tasks are made by the development fixture call (/dev/fixtures/video-task) as the render job
 * would leave them; the task list, play, batch mode and workbench link all use the real answers.
 * The member sees only their own tasks, so other tests' renders stay out of this list.
 */
async function taskFixture(
  page: Page,
  data: {
    projectId: string;
    title: string;
    displayStatus: 'Running' | 'Finished' | 'Fail';
    progress: number;
    failReason?: string;
  },
) {
  const res = await page.request.post('/dev/fixtures/video-task', { data });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { bizId: string }).bizId;
}

test('task cards show each state: progress, done with workbench and play, failed with retry; batch mode guards running tasks', async ({
  page,
}) => {
  await loginWithPassword(page, 'member@demo.local');
  const projectId = await openTemplateWorkbench(page);
  await taskFixture(page, { projectId, title: '制作中的视频', displayStatus: 'Running', progress: 45 });
  const doneId = await taskFixture(page, {
    projectId,
    title: '已完成的视频',
    displayStatus: 'Finished',
    progress: 100,
  });
  await taskFixture(page, {
    projectId,
    title: '失败的视频',
    displayStatus: 'Fail',
    progress: 30,
    failReason: '渲染失败',
  });
  await page.goto('/home/premium');
  await page.getByRole('button', { name: '任务列表' }).click();
  const panel = page.getByRole('dialog', { name: '视频任务列表' });

  const running = panel.locator('[data-testid="task-card"][data-status="Running"]');
  const done = panel.locator('[data-testid="task-card"][data-status="Finished"]');
  const failed = panel.locator('[data-testid="task-card"][data-status="Fail"]');
  await expect(panel.locator('[data-testid="task-card"]')).toHaveCount(3);
  await expect(running).toContainText('制作中的视频');
  await expect(running).toContainText('制作中');
  await expect(running).toContainText('45%');
  await expect(done).toContainText('已完成');
  await expect(failed).toContainText('制作失败');
  await expect(failed.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(failed.getByRole('button', { name: /删除/ })).toBeVisible();
  // Three tasks fit one page: no pagination.
  await expect(panel.getByRole('navigation')).toHaveCount(0);

  // Play opens the task's stored video in a modal.
  await done.hover();
  await done.getByRole('button', { name: '播放 已完成的视频' }).click();
  const player = page.getByRole('dialog', { name: '已完成的视频' });
  await expect(player.locator('video')).toHaveAttribute('src', new RegExp(`/videos/${doneId}/video\\.mp4`));
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Batch mode: the running task's checkbox is disabled and explains why; select all skips it.
  await panel.getByRole('button', { name: '批量管理' }).click();
  const runningCheck = running.getByRole('checkbox');
  await expect(runningCheck).toBeDisabled();
  await runningCheck.locator('xpath=ancestor::span[1]').hover();
  await expect(page.getByRole('tooltip', { name: '制作中的任务不可删除' })).toBeVisible();
  await panel.getByRole('checkbox', { name: '全选' }).check();
  await expect(done.getByRole('checkbox')).toBeChecked();
  await expect(failed.getByRole('checkbox')).toBeChecked();
  await expect(runningCheck).not.toBeChecked();
  await expect(panel.getByRole('button', { name: '删除（2）' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('task-list-cards') });
  await panel.getByRole('button', { name: '取消' }).click();
  await expect(panel.getByRole('checkbox')).toHaveCount(0);

  // 去工作台编辑 goes to the workbench route of the task's project.
  await done.hover();
  await done.getByRole('button', { name: '去工作台编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/video-generator/custom/${projectId}$`));
});
