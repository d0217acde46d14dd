import { execFileSync } from 'node:child_process';
import { expect, test } from './support/portal';
import { loginWithPassword, screenshotPath } from './support/session';
import { ffmpegPath } from './support/media-tools';

/**
 * The media library (001 §5, §7): a person uploads an image and a video through the signed upload,
 * sees each file's progress and the video's probed duration, renames one and deletes the other.
 */
test('media library: upload an image and a video, see progress and duration, rename and delete', async ({ page }) => {
  test.setTimeout(120_000);
  const image = test.info().outputPath('产品图.png');
  const video = test.info().outputPath('clip.mp4');
  execFileSync(ffmpegPath, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180',
    '-frames:v',
    '1',
    image,
  ]);
  execFileSync(ffmpegPath, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=320x180:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);

  await loginWithPassword(page, 'admin@demo.local');
  await page.getByRole('button', { name: '素材库' }).click();
  const library = page.getByRole('dialog', { name: '素材库' });
  await expect(library.getByText('暂无素材，点击“上传素材”添加')).toBeVisible();

  // A wrong type is refused before anything is sent, naming the file.
  const wrong = test.info().outputPath('notes.txt');
  execFileSync('sh', ['-c', `echo hello > '${wrong}'`]);
  await library.locator('input[type=file]').setInputFiles([wrong]);
  await expect(
    page.getByText(
      '“notes.txt”：仅支持JPG/JPEG/PNG/WEBP格式的图片、MOV/MP4格式的视频或MP3/WAV格式的音频，请重新上传正确格式的文件',
    ),
  ).toBeVisible();

  // A damaged video is read in the browser's probe worker and refused before it is sent.
  const damaged = test.info().outputPath('broken.mp4');
  execFileSync('sh', ['-c', `head -c 4096 /dev/urandom > '${damaged}'`]);
  await library.locator('input[type=file]').setInputFiles([damaged]);
  const brokenRow = library.getByTestId('upload-row').filter({ hasText: 'broken.mp4' });
  await expect(brokenRow).toContainText('文件损坏，请重新上传', { timeout: 30_000 });
  await brokenRow.getByRole('button', { name: '移除 broken.mp4' }).click();

  await library.locator('input[type=file]').setInputFiles([image, video]);
  // The probe worker reads the video's length before the upload starts.
  await expect(library.getByLabel('clip.mp4 时长 00:03')).toBeVisible({ timeout: 30_000 });
  await expect(library.getByRole('progressbar', { name: '产品图.png 上传进度 100%' })).toBeVisible({ timeout: 30_000 });
  await expect(library.getByRole('progressbar', { name: 'clip.mp4 上传进度 100%' })).toBeVisible({ timeout: 30_000 });
  await expect(library.getByTestId('upload-row').filter({ hasText: '上传完成' })).toHaveCount(2, { timeout: 30_000 });

  // The video's duration comes from the server's probe.
  const clip = library.getByTestId('media-card').filter({ hasText: 'clip' });
  await expect(clip).toBeVisible();
  await expect(clip.getByLabel('时长 00:03')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('media-library') });

  await clip.getByRole('button', { name: '重命名 clip' }).click();
  await library.getByRole('textbox', { name: '素材名称' }).fill('产品演示');
  await library.getByRole('textbox', { name: '素材名称' }).press('Enter');
  await expect(library.getByTestId('media-card').filter({ hasText: '产品演示' })).toBeVisible();

  await library.getByRole('tab', { name: '图片' }).click();
  const picture = library.getByTestId('media-card').filter({ hasText: '产品图' });
  await expect(picture).toBeVisible();
  await picture.getByRole('button', { name: '删除 产品图' }).click();
  await page.getByRole('dialog', { name: '删除素材' }).getByRole('button', { name: '删除' }).click();
  await expect(picture).toHaveCount(0);
  await expect(library.getByText('暂无素材，点击“上传素材”添加')).toBeVisible();

  // The video is still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: '素材库' }).click();
  await expect(
    page.getByRole('dialog', { name: '素材库' }).getByTestId('media-card').filter({ hasText: '产品演示' }),
  ).toBeVisible();
});
