import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/portal';
import { aiStubPort } from '../support/env';
import { ffmpegPath } from './support/media-tools';
import { loginWithPassword, screenshotPath } from './support/session';

// playwright.config.ts starts the loopback model / speech / video-site stand-in at E2E_PORT + 10000.
const stub = `http://127.0.0.1:${aiStubPort}`;
const workbenchText = (page: Page) => page.getByRole('textbox', { name: '播报文本' });

async function openToolbox(page: Page) {
  await loginWithPassword(page, 'admin@demo.local');
  const toolbox = page.getByRole('dialog', { name: 'AI工具箱' });
  // Right after login the shell may still mount again as the account's data arrives, which can swallow
  // a first click: press again until the toolbox shows, never while it is already open.
  await expect(async () => {
    if (!(await toolbox.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'AI工具箱' }).click();
    await expect(toolbox).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('AI text is written within the quota and applied to a scene of a quick video', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: 'AI文案创作' }).click();
  const quota = page.getByTestId('ai-text-quota');
  await expect(quota).toHaveText(/已用次数 \d+\/\d+/);
  const usedBefore = Number(/(\d+)\//.exec((await quota.textContent())!)![1]);
  await page.getByRole('textbox', { name: '想写什么？' }).fill('  智能保温杯  ');
  await page.getByRole('button', { name: '生成文案' }).click();
  await expect(page.getByText('AI文案已生成')).toBeVisible();
  const result = page.getByTestId('ai-text-result');
  await expect(result).toHaveText('AI文案：智能保温杯，品质之选，欢迎选购。');
  await expect(quota).toHaveText(new RegExp(`已用次数 ${usedBefore + 1}/`));
  await page.screenshot({ path: screenshotPath('ai-toolbox-ai-text') });

  // Generating again asks before replacing the text.
  await page.getByRole('button', { name: '生成文案' }).click();
  await expect(page.getByText('当前内容将被替换，是否继续？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).last().click();

  await page.getByRole('button', { name: '应用', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[^/?]+\?type=aiQuick/);
  // The quick video speaks the text sentence by sentence, so its first scene starts with it.
  await expect(workbenchText(page)).toHaveValue(/^AI文案：智能保温杯，/);
});

test('script fission streams two scripts and one becomes a quick video in the workbench', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: '脚本裂变' }).click();
  await expect(page.getByText('当前脚本为空')).toBeVisible();
  await page.getByRole('textbox', { name: '参考脚本' }).fill('夏天到了，一杯冰饮让你清凉一夏。');
  await page.getByRole('textbox', { name: '主体信息' }).fill('智能保温杯');
  const features = page.getByRole('textbox', { name: '主体特点' });
  await features.fill('保温十二小时');
  await features.press('Enter');
  await features.pressSequentially('轻便;');
  await expect(page.getByText('保温十二小时', { exact: true })).toBeVisible();
  await expect(page.getByText('轻便', { exact: true })).toBeVisible();
  await expect(features).toHaveValue('');

  await page.getByRole('button', { name: '生成脚本' }).click();
  // While streaming a temporary card shows the text with a cursor.
  await expect(page.getByTestId('fission-streaming')).toContainText('▍');
  const cards = page.getByTestId('fission-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('裂变脚本 1');
  await expect(cards.first()).toContainText('裂变脚本：智能保温杯，让生活更轻松。欢迎了解！');
  await expect(cards.first().getByTestId('risk-note')).toBeVisible();
  await cards.first().getByRole('button', { name: '生成更多' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('裂变脚本 2');
  await expect(cards.first().getByRole('button', { name: '生成更多' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('ai-toolbox-fission') });

  // Generating again with scripts on the right asks first; going back asks too.
  await page.getByRole('button', { name: '生成脚本' }).click();
  await expect(page.getByText('生成后，右侧已有的脚本将被清空')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).last().click();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByText('如果您现在返回，之前所做的记录将无法保存。')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).last().click();
  await expect(cards).toHaveCount(2);

  await cards.nth(1).getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  await cards.nth(1).getByRole('button', { name: '应用' }).click();
  await page.getByRole('menuitem', { name: '生成快速视频' }).click();
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[^/?]+\?type=aiQuick/);
  await expect(workbenchText(page)).toHaveValue('裂变脚本：智能保温杯，让生活更轻松。欢迎了解！');
});

test('a style rewrite transcribes a linked video and streams a style into its tab', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: '风格改写' }).click();
  await page.getByRole('textbox', { name: '视频链接' }).fill('www.example.com/v');
  await page.getByRole('button', { name: '获取灵感' }).click();
  await expect(page.getByText('请先输入有效的链接')).toBeVisible();
  await page.getByRole('textbox', { name: '视频链接' }).fill(`${stub}/video/page.html`);
  await page.getByRole('button', { name: '获取灵感' }).click();
  const result = page.getByTestId('style-result');
  await expect(result).toHaveText('今天给大家推荐一款保温杯，保温十二小时。', { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: '原文' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: '悬疑' }).click();
  // Switching while the style is still being written is refused.
  await page.getByRole('tab', { name: '励志' }).click();
  await expect(page.getByText('内容生成中，请稍等')).toBeVisible();
  await expect(result).toHaveText('【悬疑】每一次坚持，都会被看见。');
  await expect(page.getByRole('button', { name: '重新生成' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('ai-toolbox-style-rewrite') });
  await page.getByRole('tab', { name: '原文' }).click();
  await expect(result).toHaveText('今天给大家推荐一款保温杯，保温十二小时。');
  await expect(page.getByRole('button', { name: '重新生成' })).toHaveCount(0);
});

test('a smart video task is submitted after the checks and appears in the task list', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: '智能视频' }).click();
  await expect(page.getByTestId('ai-video-employee')).not.toHaveText('暂无数字员工');
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page.getByText('请输入脚本')).toBeVisible();
  const script = '欢迎了解我们的智能保温杯，保温十二小时。';
  await page.getByRole('textbox', { name: '脚本' }).fill(script);
  await expect(page.getByTestId('risk-note')).toBeVisible();
  await page.screenshot({ path: screenshotPath('ai-toolbox-smart-video') });
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page.getByText('任务提交成功')).toBeVisible();
  const card = page.getByTestId('ai-task-card').filter({ hasText: script });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/制作中|已完成|制作失败/);
  await page.screenshot({ path: screenshotPath('ai-toolbox-task-list') });
});

test('a logged-out click on the AI toolbox logs in and opens the task list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'AI工具箱' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill('admin@demo.local');
  await dialog.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'AI工具箱' })).toBeVisible();
  await expect(page.getByRole('button', { name: '智能视频' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('login.pendingAction'))).toBeNull();
});

test('deep thinking streams its reasoning, then the answer, which confirm hands to AI text', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: 'AI文案创作' }).click();
  await page.getByText('深度思考', { exact: true }).click();
  await page.getByRole('textbox', { name: '想写什么？' }).fill('门店开业致辞');
  await page.getByRole('button', { name: '生成文案' }).click();
  const modal = page.getByRole('dialog', { name: '深度思考' });
  await expect(modal.getByTestId('deep-think-thinking')).toHaveText('先想想用户要什么，再组织语言。');
  await expect(modal.getByTestId('deep-think-answer')).toHaveText('深度思考的回答：门店开业致辞。');
  // Not closable by a click on the mask.
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: '确认' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('ai-text-result')).toHaveText('深度思考的回答：门店开业致辞。');
});

test('the rewrite popover polishes the smart video script through the polled task', async ({ page }) => {
  await openToolbox(page);
  await page.getByRole('button', { name: '智能视频' }).click();
  const script = page.getByRole('textbox', { name: '脚本' });
  await script.fill('保温杯很好用。');
  await page.getByRole('button', { name: 'AI改写' }).click();
  await page.getByRole('button', { name: '润色' }).click();
  await expect(page.getByText('AI改写中')).toBeVisible();
  await expect(script).toHaveValue('润色后：保温杯很好用。', { timeout: 15_000 });
  // With a script typed, going back asks first.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByText('如果您现在返回，之前所做的记录将无法保存。')).toBeVisible();
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('button', { name: '智能视频' })).toBeVisible();
});

test('a style rewrite from an uploaded audio file: a damaged file is refused, a good one is transcribed', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'inspiration-'));
  const good = join(dir, 'talk.wav');
  const damaged = join(dir, 'broken.mp3');
  execFileSync(ffmpegPath, ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', good]);
  execFileSync('sh', ['-c', `head -c 4096 /dev/urandom > '${damaged}'`]);
  await openToolbox(page);
  await page.getByRole('button', { name: '风格改写' }).click();
  await page.getByText('音视频输入', { exact: true }).click();
  const input = page.locator('input[type=file][accept*=".wav"]');
  await input.setInputFiles(damaged);
  await expect(page.getByText('文件损坏，请重新上传')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取灵感' })).toBeDisabled();
  await input.setInputFiles(good);
  await expect(page.getByText('已上传：talk.wav')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '获取灵感' }).click();
  await expect(page.getByTestId('style-result')).toHaveText('今天给大家推荐一款保温杯，保温十二小时。', {
    timeout: 20_000,
  });
});

test('a smart video with custom material asks for an upload, then submits the uploaded image', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'material-'));
  const image = join(dir, 'cup.png');
  const wrong = join(dir, 'notes.txt');
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
  execFileSync('sh', ['-c', `echo hello > '${wrong}'`]);
  await openToolbox(page);
  await page.getByRole('button', { name: '智能视频' }).click();
  await page.getByRole('checkbox', { name: '智能匹配素材' }).uncheck();
  await page.getByRole('checkbox', { name: '自定义素材' }).check();
  const script = '这是一段配上自定义图片的智能视频脚本。';
  await page.getByRole('textbox', { name: '脚本' }).fill(script);
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page.getByText('请至少上传一个图片或视频素材')).toBeVisible();
  const input = page.locator('input[type=file][accept*=".webp"]');
  await input.setInputFiles(wrong);
  await expect(page.getByText(/notes\.txt.*仅支持JPG\/JPEG\/PNG\/WEBP格式的图片或MOV\/MP4格式的视频/)).toBeVisible();
  await input.setInputFiles(image);
  await expect(page.getByRole('progressbar', { name: '上传 cup.png' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: '移除 cup.png' })).toBeVisible();
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page.getByText('任务提交成功')).toBeVisible();
  await expect(page.getByTestId('ai-task-card').filter({ hasText: script })).toBeVisible();
});
