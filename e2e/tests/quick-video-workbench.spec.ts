import { expect, test, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

/** A legacy REST call made from the page, with its session; answers the envelope's data. */
async function legacyPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ([p, b]) => {
      const response = await fetch(p as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return response.json() as Promise<{ code: number; message: string; data: unknown }>;
    },
    [path, body] as const,
  );
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data as T;
}

const workbenchText = (page: Page) => page.getByRole('textbox', { name: '播报文本' });

test('a quick video task opens in the workbench with its script and avatar', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  const script = '大家好，这是一条快速视频。';
  const created = await legacyPost<{ bizId: string; outputData: { vhBizId: string } }>(
    page,
    '/api/v1/video-creation/ai-video-task/quick-create',
    { text: script },
  );
  await page.goto(
    `/home/video-generator/custom/${created.bizId}?type=aiQuick&personaBizId=${created.outputData.vhBizId}`,
  );
  await expect(workbenchText(page)).toHaveValue(script);
  await expect(page.getByRole('button', { name: '切换形象' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a finished AI video task opens the project it was made from', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  const script = '欢迎了解我们的智能视频服务。';
  const task = await legacyPost<{ bizId: string }>(page, '/api/v1/video-creation/ai-video-task/submit', {
    text: script,
    videoSize: '16:9',
    materialType: 'PEXELS',
    vhBizId: 'vh-studio-xiaoya',
    vhName: '小雅',
    xbVideoMaterialList: [],
  });
  await page.goto(`/home/video-generator/custom/${task.bizId}?type=aiVideo`);
  await expect(workbenchText(page)).toHaveValue(/欢迎了解/);
  // The address keeps the task's id; a save goes to its project, not to a project of that id.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await expect(page.getByText('保存成功')).toBeVisible();
});

test('an unknown AI video task says the project could not be loaded', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/video-generator/custom/00000000-0000-4000-8000-000000000000?type=aiVideo');
  await expect(page.getByText('项目加载失败')).toBeVisible();
});

test('createNew starts a blank project and replaces the address with it', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/video-generator/custom?createNew');
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: '重命名 未命名视频' })).toBeVisible();
  await expect(page.getByText('1. 场景1')).toBeVisible();
  // Reloading opens the same project rather than making another.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
});

test('createNew makes the project from the simple task the toolbox cached, once', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  const script = '这是工具箱交给工作台的脚本。';
  await legacyPost(page, '/api/v1/video-creation/ai-video-task/cache-simple-task', {
    text: script,
    vhBizId: 'vh-studio-xiaoya',
    videoSize: '9:16',
  });
  await page.goto('/home/video-generator/custom?createNew');
  await expect(page).toHaveURL(
    /\/home\/video-generator\/custom\/[0-9a-f-]{36}\?type=aiQuick&personaBizId=vh-studio-xiaoya$/,
  );
  await expect(workbenchText(page)).toHaveValue(script);
  // The task was used up: the next createNew starts blank.
  await page.goto('/home/video-generator/custom?createNew');
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[0-9a-f-]{36}$/);
  await expect(workbenchText(page)).toHaveValue('');
});

test('createNew keeps a cached script that cannot become a project, and falls back from an avatar not held', async ({
  page,
}) => {
  await loginWithPassword(page, 'admin@demo.local');
  // An avatar of the market the demo company has not taken: its first digital employee is used.
  await legacyPost(page, '/api/v1/video-creation/ai-video-task/cache-simple-task', {
    text: '换一位数字员工来讲。',
    vhBizId: 'vh-studio-xiaomin',
  });
  await page.goto('/home/video-generator/custom?createNew');
  await expect(page).toHaveURL(/\?type=aiQuick&personaBizId=vh-studio-xiaoya$/);
  await expect(workbenchText(page)).toHaveValue('换一位数字员工来讲。');

  // Sensitive text cannot become a project: the message shows and the task is still there.
  await legacyPost(page, '/api/v1/video-creation/ai-video-task/cache-simple-task', { text: '欢迎参与博彩' });
  await page.goto('/home/video-generator/custom?createNew');
  await expect(page.getByText('项目加载失败')).toBeVisible();
  await expect(page.getByText('内容包含敏感信息，请重新编辑')).toBeVisible();
  const kept = await page.evaluate(
    async () =>
      (await (await fetch('/api/v1/video-creation/ai-video-task/get-cached-simple-task')).json()) as {
        data: { text: string } | null;
      },
  );
  expect(kept.data?.text).toBe('欢迎参与博彩');
});

test('an avatar the administrator took away is flagged above the canvas', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  await expect(workbenchText(page)).toBeVisible();
  const personaBizId = await page.evaluate(async () => {
    const id = decodeURIComponent(location.pathname.split('/').pop()!);
    const r = await fetch(`/api/v1/videocreation/project/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    return ((await r.json()) as { data: { data: { personaBizId: string } } }).data.data.personaBizId;
  });
  await legacyPost(page, '/api/v1/vh/market/del-my-vh', { personaBizId });
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('管理员已将该数字员工移出企业，请在员工属性中重新选择');
  } finally {
    await legacyPost(page, '/api/v1/vh/market/add-vh', { personaBizId });
  }
});

test('a save refused with code 430 puts the last saved voice back', async ({ page }) => {
  // The voice list offers one voice the server does not know, as when a voice is withdrawn while
  // the list is open; the server's refusal is real.
  await page.route(/\/trpc\/[^?]*voice\.getEditorVoiceList/, async (route) => {
    const response = await route.fetch();
    const ops = new URL(route.request().url()).pathname.split('/').pop()!.split(',');
    const body = (await response.json()) as { result: { data: { json: Record<string, unknown>[] } } }[];
    const list = body[ops.indexOf('voice.getEditorVoiceList')]!.result.data.json;
    list.push({ ...list[0]!, bizId: 'voice-withdrawn', name: '已下线音色' });
    await route.fulfill({ response, json: body });
  });
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const voice = page.getByTestId('voice-picker');
  await expect(voice).not.toHaveText(/请选择音色|加载中/);
  const savedVoice = (await voice.textContent()) ?? '';

  await voice.click();
  await page.getByRole('radio', { name: /^已下线音色/ }).click();
  await expect(voice).toHaveText('已下线音色');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('所选音色不可用，已恢复为上次保存的音色')).toBeVisible();
  await expect(voice).toHaveText(savedVoice);
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible({ timeout: 10_000 });
});
