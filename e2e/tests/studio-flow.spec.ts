import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from './support/portal';
import { loginWithPassword, screenshotPath, openTemplateWorkbench } from './support/session';
import { ffprobePath } from './support/media-tools';

/** The render's rule (server/src/services/render/render-video.ts): speech plus a 300 ms tail, at least 1.5 s. */
const TAIL_MS = 300;
const MIN_SCENE_MS = 1500;

interface SceneData {
  voiceTexts?: string[];
  tts?: { voiceBizId?: string; rate?: number; pitch?: number; volume?: number };
}
interface ProjectData {
  videoSize?: { width: number; height: number };
  personaBizId?: string;
  scenes: SceneData[];
}

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Speaks `text` through the public speech calls (same voice and settings) and returns its length. */
async function speechMs(request: APIRequestContext, text: string, tts: SceneData['tts']): Promise<number> {
  const submit = await request.post('/api/v1/voice/tts-async', { data: { text, ...tts } });
  const { data } = (await submit.json()) as { code: number; data: { taskId: string } };
  let durationMs = 0;
  await expect(async () => {
    const poll = await request.get(`/api/v1/voice/get-async-result?taskId=${data.taskId}`);
    const result = ((await poll.json()) as { data: { status: string; durationMs?: number } }).data;
    expect(result.status).toBe('Succeeded');
    durationMs = result.durationMs ?? 0;
  }).toPass({ timeout: 30_000 });
  return durationMs;
}

const sceneCards = (page: Page) => page.getByTestId('scene-card');

/**
 * The studio's main job end to end (001 §2–§5, §7): log in, make a project from a template, edit the
 * spoken text, move the avatar, add a scene, undo and redo, generate, follow the task to done and
 * download an MP4 that ffprobe reads as H.264 + AAC at the project's size, as long as its speech.
 */
test('studio: template → edit → generate → task done → valid MP4 download', async ({ page }) => {
  test.setTimeout(240_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.screenshot({ path: screenshotPath('premium') });
  const projectId = await openTemplateWorkbench(page);
  await expect(sceneCards(page)).toHaveCount(1);

  const spoken = page.getByRole('textbox', { name: '播报文本' });
  await spoken.fill('欢迎了解数字员工。');

  const avatar = page.getByRole('button', { name: /^数字人/ });
  await avatar.focus();
  const x = page.getByRole('textbox', { name: 'X', exact: true });
  const before = Number(await x.inputValue());
  await avatar.press('ArrowRight');
  await expect(x).toHaveValue(String(Math.min(before + 10, 1920)));
  await page.screenshot({ path: screenshotPath('workbench-selected') });

  await page.getByRole('button', { name: '添加场景' }).click();
  await expect(sceneCards(page)).toHaveCount(2);
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(sceneCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(sceneCards(page)).toHaveCount(2);
  await sceneCards(page).nth(1).getByRole('button', { name: /^2\./ }).click();
  await expect(spoken).toHaveValue('');
  await spoken.fill('我们下次再见。');

  await page.getByRole('button', { name: '生成视频' }).click();
  await expect(page.getByText('任务提交成功')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/home\/premium\?tasks=1$/);
  const tasks = page.getByRole('dialog', { name: '视频任务列表' });
  await expect(tasks).toBeVisible();

  // The list polls every 30 s while a task runs; the render itself takes seconds.
  const card = tasks.getByTestId('task-card').first();
  await expect(card).toHaveAttribute('data-status', /Running|Finished/);
  await expect(card).toHaveAttribute('data-status', 'Finished', { timeout: 150_000 });
  await page.screenshot({ path: screenshotPath('task-list') });

  await card.hover();
  await card.getByRole('button', { name: /^播放/ }).click();
  const player = page.getByRole('dialog').filter({ has: page.locator('video') });
  // The browser reads the MP4's metadata: a playable file, not an error page.
  await expect
    .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
    .toBeGreaterThan(1);
  const downloading = page.waitForEvent('download');
  await player.getByRole('link', { name: '下载视频' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  const file = test.info().outputPath('video.mp4');
  await download.saveAs(file);

  const probe = JSON.parse(
    execFileSync(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
      encoding: 'utf8',
    }),
  ) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  const project = await trpcQuery<{ data: ProjectData }>(page.request, 'videoProject.projectDetail', { id: projectId });
  const size = project.data.videoSize ?? { width: 1920, height: 1080 };
  const video = probe.streams.find((s) => s.codec_type === 'video');
  const audio = probe.streams.find((s) => s.codec_type === 'audio');
  expect(video).toMatchObject({ codec_name: 'h264', width: size.width, height: size.height });
  expect(audio?.codec_name).toBe('aac');

  // The scenes last as long as their speech (plus the tail), spoken with each scene's voice.
  let expectedMs = 0;
  for (const scene of project.data.scenes) {
    const text = scene.voiceTexts?.[0] ?? '';
    expect(text).not.toBe('');
    expectedMs += Math.max(MIN_SCENE_MS, (await speechMs(page.request, text, scene.tts)) + TAIL_MS);
  }
  expect(Math.abs(Number(probe.format.duration) * 1000 - expectedMs)).toBeLessThan(500);
});
