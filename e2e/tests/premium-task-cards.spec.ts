import { expect, test, type Route } from '@playwright/test';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * Task cards per state without rendering a video (a full-size render is far too slow for e2e): the
 * task list answer is replaced by three tasks, one per display state. Everything else is the real server.
 */
const created = new Date().toISOString();
const base = { stage: 'frames', resolution: 'R_1080P', inputData: { text: '', previewImage: null, vhBizId: null }, subtitleUrl: null, durationMs: null, thumbnailUrl: null, finishTime: null };
const tasks = [
  { ...base, bizId: 'task-running', projectId: 'p-running', title: '制作中的视频', displayStatus: 'Running', progress: 45, videoUrl: null, failReason: null, createTime: created },
  { ...base, bizId: 'task-done', projectId: 'p-done', title: '已完成的视频', displayStatus: 'Finished', progress: 100, videoUrl: '/e2e-missing.mp4', failReason: null, createTime: created, finishTime: created },
  { ...base, bizId: 'task-failed', projectId: 'p-failed', title: '失败的视频', displayStatus: 'Fail', progress: 30, videoUrl: null, failReason: '渲染失败', createTime: created },
];
/** The superjson form tRPC sends: dates as ISO strings plus their paths in meta. */
const taskListAnswer = {
  json: { records: tasks, total: tasks.length },
  meta: {
    values: Object.fromEntries(
      tasks.flatMap((t, i) => [[`records.${i}.createTime`, ['Date']], ...(t.finishTime ? [[`records.${i}.finishTime`, ['Date']]] : [])]),
    ),
  },
};

async function answerWithTasks(route: Route) {
  const url = new URL(route.request().url());
  const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  const response = await route.fetch();
  const body = (await response.json()) as Array<{ result?: { data?: unknown } }>;
  paths.forEach((path, i) => {
    if (path === 'videoTask.getTaskList' && body[i]?.result) body[i].result.data = taskListAnswer;
  });
  await route.fulfill({ response, json: body });
}

test('task cards show each state: progress, done with workbench and play, failed with retry; batch mode guards running tasks', async ({ page }) => {
  await page.route(/\/trpc\/[^?]*videoTask\.getTaskList/, answerWithTasks);
  await loginWithPassword(page, 'admin@demo.local');
  await page.getByRole('button', { name: '任务列表' }).click();
  const panel = page.getByRole('dialog', { name: 'AI工具箱 / 任务列表' });

  const running = panel.locator('[data-testid="task-card"][data-status="Running"]');
  const done = panel.locator('[data-testid="task-card"][data-status="Finished"]');
  const failed = panel.locator('[data-testid="task-card"][data-status="Fail"]');
  await expect(running).toContainText('制作中');
  await expect(running).toContainText('45%');
  await expect(done).toContainText('已完成');
  await expect(failed).toContainText('制作失败');
  await expect(failed.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(failed.getByRole('button', { name: /删除/ })).toBeVisible();
  // Three tasks fit one page: no pagination.
  await expect(panel.getByRole('navigation')).toHaveCount(0);

  // Play opens the video in a modal.
  await done.hover();
  await done.getByRole('button', { name: '播放 已完成的视频' }).click();
  const player = page.getByRole('dialog', { name: '已完成的视频' });
  await expect(player.locator('video')).toHaveAttribute('src', '/e2e-missing.mp4');
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
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/p-done$/);
});
