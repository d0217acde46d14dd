import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/portal';
import { ffmpegPath } from './support/media-tools';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * The photo avatar (issue 26) in the browser: on 数字员工 a company user uploads a photograph turned
 * away (refused with its message), then the public-domain astronaut portrait (NASA, scikit-image's
 * data as Debian ships it; server/test/fixtures/faces/README.md), confirms the right to the likeness
 * and gets a digital employee. A video of it is rendered: its mouth moves while it speaks and rests in
 * silence (frames read back from the MP4). Deleting it removes the portrait at once.
 */
const fixtures = new URL('../../server/test/fixtures/faces/', import.meta.url);
const photo = (name: string) => decodeURIComponent(new URL(name, fixtures).pathname);

type Answer<T> = { code: number; message: string; data: T };
async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const answer = (await (await request.post(path, { data })).json()) as Answer<T>;
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data;
}

/** A grey crop of one frame at `ms` of the MP4, as raw bytes. */
function crop(video: string, ms: number, box: { x: number; y: number; w: number; h: number }): Buffer {
  return execFileSync(ffmpegPath, [
    '-loglevel',
    'error',
    '-ss',
    String(ms / 1000),
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    `crop=${box.w}:${box.h}:${box.x}:${box.y}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ]);
}
const meanDiff = (a: Buffer, b: Buffer) => a.reduce((n, v, i) => n + Math.abs(v - b[i]!), 0) / a.length;

/** Loudness per 40 ms of the MP4's own audio. */
function loudness(video: string): number[] {
  const pcm = execFileSync(ffmpegPath, [
    '-loglevel',
    'error',
    '-i',
    video,
    '-f',
    's16le',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-',
  ]);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  return Array.from({ length: Math.floor(samples.length / 640) }, (_, f) =>
    Math.sqrt(samples.slice(f * 640, f * 640 + 640).reduce((a, s) => a + (s / 32768) ** 2, 0) / 640),
  );
}

test('photo avatar: refused profile, created from a portrait with the likeness confirmed, talks in an MP4, deleted', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/customMade');
  await page.getByRole('button', { name: '用照片创建数字人' }).click();
  const dialog = page.getByRole('dialog', { name: '用照片创建数字人' });
  await expect(dialog).toBeVisible();

  // The cameraman looks down and aside: refused with the message, the form kept.
  await dialog.getByLabel('选择照片').setInputFiles(photo('camera.jpg'));
  await dialog.getByRole('textbox', { name: '名称' }).fill('宇航员小柯');
  await dialog.getByRole('checkbox', { name: /有权使用其肖像/ }).check();
  await dialog.getByRole('button', { name: '创建', exact: true }).click();
  await expect(dialog.getByText('请上传正脸照片：侧脸、低头或仰头的照片无法生成数字人')).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('宇航员小柯');

  await dialog.getByLabel('选择照片').setInputFiles(photo('astronaut.jpg'));
  await page.screenshot({ path: screenshotPath('photo-avatar-dialog') });
  const created = page.waitForResponse((r) => r.url().includes('/photo-avatar/create'));
  await dialog.getByRole('button', { name: '创建', exact: true }).click();
  const answer = (await (await created).json()) as Answer<{ personaBizId: string; portraitUrl: string }>;
  expect(answer.code, answer.message).toBe(200);
  await expect(page.getByText('照片数字人已创建')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/肖像授权：/).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('photo-avatar-list') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('photo-avatar-list-phone'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A 640×640 video of the portrait speaking; the 400×400 portrait fills it (×1.6).
  const { personaBizId, portraitUrl } = answer.data;
  const portraitPath = new URL(portraitUrl, page.url()).pathname;
  const text = '大家好，我是宇航员小柯。欢迎来到我们的发布会。';
  const project = await post<{ id: string }>(page.request, '/api/v1/videocreation/project/create', {
    title: '照片数字人口型',
    data: {
      templateName: 'web16:9',
      videoSize: { width: 640, height: 640 },
      personaBizId,
      scenes: [
        {
          title: '场景1',
          backgroundColor: '#1f3b63',
          voiceTexts: [text],
          tts: { voiceBizId: 'local-cmn-f3' },
          virtualHuman: {
            nodeType: 'human',
            personaBizId,
            mediaUrl: portraitPath,
            X: 0,
            Y: 0,
            Width: 640,
            Height: 640,
            lockingWH: true,
          },
        },
      ],
    },
  });
  const task = await post<{ bizId: string }>(page.request, '/api/v1/video-project/submit', { projectId: project.id });
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/video-project/get-progress-info?bizId=${task.bizId}`)).json()) as {
            data: { displayStatus: string };
          }
        ).data.displayStatus,
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe('Finished');
  const { records } = await post<{ records: { bizId: string; videoUrl: string; durationMs: number }[] }>(
    page.request,
    '/api/v1/video-project/get-task-list',
    { keyword: '照片数字人口型', pageIndex: 1, pageSize: 10 },
  );
  const done = records.find((r) => r.bizId === task.bizId)!;
  const video = test.info().outputPath('photo-avatar.mp4');
  writeFileSync(video, await (await page.request.get(done.videoUrl)).body());

  const rms = loudness(video);
  const peak = Math.max(...rms);
  const loud = rms
    .map((v, f) => ({ v, ms: f * 40 + 20 }))
    .filter(({ v }) => v > peak * 0.5)
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 8)) === 0)
    .slice(0, 8);
  const quiet = rms
    .map((v, f) => ({ v, ms: f * 40 + 20 }))
    .filter(({ v, ms }) => v < peak * 0.02 && ms > 1500 && ms < done.durationMs - 40);
  expect(loud.length).toBeGreaterThan(3);
  // The mouth (landmarks 61–291, 13–14 of the portrait, ×1.6) and a corner of the photo far from the face.
  const mouth = { x: 236, y: 156, w: 88, h: 64 };
  const corner = { x: 560, y: 560, w: 64, h: 64 };
  const loudMouths = loud.map(({ ms }) => crop(video, ms, mouth));
  const loudChange = Math.max(...loudMouths.slice(1).map((f, i) => meanDiff(f, loudMouths[i]!)));
  expect(loudChange).toBeGreaterThan(6);
  const corners = loud.map(({ ms }) => crop(video, ms, corner));
  expect(Math.max(...corners.slice(1).map((f, i) => meanDiff(f, corners[i]!)))).toBeLessThan(2);
  if (quiet.length > 2) {
    const quietMouths = quiet.slice(0, 3).map(({ ms }) => crop(video, ms, mouth));
    expect(Math.max(...quietMouths.slice(1).map((f, i) => meanDiff(f, quietMouths[i]!)))).toBeLessThan(loudChange / 2);
  }
  // Six frames of the talking sequence, for people to look at.
  for (const [i, { ms }] of loud.slice(0, 6).entries())
    execFileSync(ffmpegPath, [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      String(ms / 1000),
      '-i',
      video,
      '-frames:v',
      '1',
      screenshotPath(`photo-avatar-talking-${i + 1}`),
    ]);

  // Deleting it: confirmed, gone from the list, its portrait no longer served.
  await page.goto('/home/customMade');
  const card = page.getByRole('article').filter({ hasText: '宇航员小柯' }).first();
  await card.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '无法恢复' });
  await confirm.getByRole('button', { name: /删除/ }).click();
  await expect(page.getByText(/肖像授权：/)).toHaveCount(0);
  expect((await page.request.get(portraitUrl)).status()).toBe(404);
  expect(readFileSync(video).length).toBeGreaterThan(10_000);
});
