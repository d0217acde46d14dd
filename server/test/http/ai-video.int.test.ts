import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { drawAvatarPng } from '../../src/services/avatars/avatar-art';
import { seedAvatarCatalogue, SEED_AVATARS } from '../../src/services/avatars/catalogue';
import { probeMedia } from '../../src/services/media/ffmpeg';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('smart video (AI video tasks)', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let cookie = '';
  const scratch = mkdtempSync(join(tmpdir(), 'ai-video-'));
  const vhBizId = SEED_AVATARS[0]!.personaBizId;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const submit = (body: Record<string, unknown>) => admin.post('/api/v1/video-creation/ai-video-task/submit', body);

  it('runs the seven submit checks in order with their messages', async () => {
    const full = {
      text: '欢迎了解我们的新品。',
      videoSize: '16:9',
      materialType: 'PEXELS',
      vhBizId,
      xbVideoMaterialList: [],
    };
    expect((await submit({ ...full, vhBizId: undefined })).message).toBe('请选择数字员工');
    expect((await submit({ ...full, videoSize: undefined })).message).toBe('请选择视频比例');
    expect((await submit({ ...full, materialType: undefined })).message).toBe('请选择素材匹配方式');
    expect((await submit({ ...full, materialType: 'XB_MATERIAL' })).message).toBe('请至少上传一个图片或视频素材');
    expect((await submit({ ...full, text: '  ' })).message).toBe('请输入脚本');
    expect((await submit({ ...full, text: '好'.repeat(801) })).message).toBe('脚本不能超过800字');
    expect((await submit({ ...full, text: '欢迎参与博彩' })).message).toBe('脚本中包含敏感词，请修改后再提交');
  });

  it('makes a video from the script over an uploaded picture, listed with the toolbox’s tasks only', async () => {
    const ck = await loadCanvasKit();
    const form = new FormData();
    form.set('ossPathType', 'AI_VIDEO_MEDIA_INPUT');
    form.set('file', new Blob([drawAvatarPng(ck, SEED_AVATARS[3]!.look, 'standing')]), '素材.png');
    const material = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, { method: 'POST', body: form, headers: { cookie } })
    ).json()) as { data: { url: string } };
    const task = await submit({
      text: '大家好。欢迎了解我们的新品。',
      videoSize: '9:16',
      materialType: 'XB_MATERIAL',
      vhBizId,
      xbVideoMaterialList: [{ url: material.data.url, mediaTypeEnum: 'graph' }],
    });
    expect(task.data.status).toBe('RUNNING');
    let detail: any;
    await expect
      .poll(
        async () =>
          (detail = (await admin.get(`/api/v1/video-creation/ai-video-task/detail?bizId=${task.data.bizId}`)).data)
            .status,
        { timeout: 150_000, interval: 500 },
      )
      .not.toBe('RUNNING');
    expect(detail.status).toBe('SUCC');
    const file = join(scratch, 'ai.mp4');
    writeFileSync(file, Buffer.from(await (await fetch(detail.videoUrl, { headers: { cookie } })).arrayBuffer()));
    expect(await probeMedia(file)).toMatchObject({ width: 1080, height: 1920, videoCodec: 'h264', audioCodec: 'aac' });
    expect(
      (await admin.post('/api/v1/video-creation/ai-video-task/query-page', { status: 'SUCC' })).data.list.map(
        (t: { bizId: string }) => t.bizId,
      ),
    ).toEqual([task.data.bizId]);
    expect((await admin.post('/api/v1/video-project/get-task-list', {})).data.total).toBe(0);
    expect(
      (await admin.post('/api/v1/video-creation/ai-video-task/batch-del', { bizIds: [task.data.bizId] })).code,
    ).toBe(200);
  }, 180_000);

  it('opens a quick video in the workbench with the company’s digital employee', async () => {
    const quick = await admin.post('/api/v1/video-creation/ai-video-task/quick-create', {
      text: '欢迎来到我们的展厅，今天为您介绍三款新品。',
    });
    expect(quick.data.outputData.vhBizId).toBeTruthy();
    const project = await admin.post('/api/v1/videocreation/project/detail', { id: quick.data.bizId });
    expect(project.data.data.scenes[0].voiceTexts[0]).toContain('欢迎来到我们的展厅');
  });
  it('makes a quick video with the chosen avatar and ratio, and refuses an avatar the company has not taken', async () => {
    const chosen = SEED_AVATARS[1]!.personaBizId;
    const quick = await admin.post('/api/v1/video-creation/ai-video-task/quick-create', {
      text: '竖屏快速视频。',
      vhBizId: chosen,
      videoSize: '9:16',
    });
    expect(quick.code, quick.message).toBe(200);
    expect(quick.data.outputData.vhBizId).toBe(chosen);
    const project = await admin.post('/api/v1/videocreation/project/detail', { id: quick.data.bizId });
    expect(project.data.videoSize).toEqual({ width: 1080, height: 1920 });
    const notTaken = SEED_AVATARS.at(-1)!.personaBizId;
    const refused = await admin.post('/api/v1/video-creation/ai-video-task/quick-create', {
      text: '快速视频。',
      vhBizId: notTaken,
    });
    expect(refused).toMatchObject({ code: 403, message: '管理员已将该数字员工移出企业，请在员工属性中重新选择' });
  });

  it('caches a simple task for the workbench, read once and only by its author', async () => {
    const cached = await admin.post('/api/v1/video-creation/ai-video-task/cache-simple-task', {
      text: '缓存的脚本。',
      vhBizId,
    });
    expect(cached.code).toBe(200);
    const other = await signedInUser(app.deps.db);
    const stranger = await fetch(
      `${app.baseUrl}/api/v1/video-creation/ai-video-task/get-cached-simple-task?key=${cached.data.key}`,
      { headers: { cookie: other.cookie } },
    );
    expect(((await stranger.json()) as { data: unknown }).data).toBeNull();

    const read = await admin.get('/api/v1/video-creation/ai-video-task/get-cached-simple-task');
    expect(read.data).toEqual({ key: cached.data.key, text: '缓存的脚本。', vhBizId, videoSize: '16:9' });
    expect(
      (await admin.get(`/api/v1/video-creation/ai-video-task/get-cached-simple-task?key=${cached.data.key}`)).data,
    ).toBeNull();
    expect((await admin.get('/api/v1/video-creation/ai-video-task/get-cached-simple-task')).data).toBeNull();
    expect(
      (await admin.get('/api/v1/video-creation/ai-video-task/get-cached-simple-task?key=not-a-key')).data,
    ).toBeNull();
    expect((await admin.post('/api/v1/video-creation/ai-video-task/cache-simple-task', { text: '' })).code).toBe(400);
  });
});
