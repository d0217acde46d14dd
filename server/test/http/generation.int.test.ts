import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { companyQuotas } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { ffmpeg, probeMedia } from '../../src/services/media/ffmpeg';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** A small project so the render stays quick: 320×180, one avatar, a title and a caption. */
function smallProject(text: string, extra: Record<string, unknown> = {}) {
  return {
    templateName: 'web16:9',
    videoSize: { width: 320, height: 180 },
    personaBizId: 'vh-studio-xiaoya',
    scenes: [
      {
        title: '场景1',
        backgroundColor: '#1f3b63',
        voiceTexts: [text],
        tts: { voiceBizId: 'local-cmn-f3' },
        virtualHuman: {
          nodeType: 'human',
          mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/presenting.png',
          X: 200,
          Y: 20,
          Width: 90,
          Height: 160,
          lockingWH: true,
        },
        displayTexts: [
          {
            nodeType: 'text',
            content: '新品发布',
            X: 16,
            Y: 16,
            Width: 160,
            Height: 40,
            FontSize: 20,
            FontColor: '#ffffff',
          },
        ],
        caption: {
          nodeType: 'caption',
          content: text,
          X: 16,
          Y: 150,
          Width: 200,
          Height: 24,
          FontSize: 12,
          FontColor: '#ffffff',
        },
        ...extra,
      },
    ],
  };
}

describe('generating a video', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let companyId = '';
  const scratch = mkdtempSync(join(tmpdir(), 'generation-'));
  beforeAll(async () => {
    app = await startTestApp('pglite');
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    companyId = (await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).data
      .user.company.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const used = async () =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 0)))
    )[0]!.used;
  const waitDone = async (bizId: string) => {
    let info: any;
    await expect
      .poll(
        async () =>
          (info = (await admin.get(`/api/v1/video-project/get-progress-info?bizId=${bizId}`)).data).displayStatus,
        { timeout: 150_000, interval: 500 },
      )
      .not.toBe('Running');
    return info;
  };

  it('renders an H.264/AAC MP4 of the project’s size whose length follows the speech', async () => {
    const project = await admin.post('/api/v1/videocreation/project/create', {
      title: '发布会',
      data: smallProject('各位好，欢迎来到新品发布会。'),
    });
    const before = await used();
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect(task.code, task.message).toBe(200);
    expect(await used()).toBe(before + 6);
    // Speech and frames take seconds: the task is still being made.
    expect((await admin.post('/api/v1/video-project/delete-task', { bizIds: [task.data.bizId] })).message).toBe(
      '制作中的任务不可删除',
    );
    const info = await waitDone(task.data.bizId);
    expect(info).toMatchObject({ displayStatus: 'Finished', progress: 100 });
    const list = await admin.post('/api/v1/video-project/get-task-list', {
      keyword: '发布',
      displayStatus: 'Finished',
    });
    const done = list.data.records.find((r: { bizId: string }) => r.bizId === task.data.bizId);
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const file = join(scratch, 'out.mp4');
    writeFileSync(file, Buffer.from(await (await fetch(done.videoUrl, { headers: { cookie } })).arrayBuffer()));
    const probe = await probeMedia(file);
    expect(probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 180 });
    expect(Math.abs(probe.durationMs! - done.durationMs)).toBeLessThan(500);
    const srt = await (await fetch(done.subtitleUrl, { headers: { cookie } })).text();
    expect(srt).toContain('各位好，');
  }, 180_000);

  it('moves the avatar’s mouth while the voice is loud and keeps it still in silence, and opens its arms as the greeting starts (frames read back from the MP4)', async () => {
    // Body art: the rig draws the figure's arms, at rest by the waist, moving in a gesture.
    const human = {
      nodeType: 'human',
      personaBizId: 'vh-studio-xiaoya',
      mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/standing-body.png',
      X: 60,
      Y: 0,
      Width: 180,
      Height: 320,
      lockingWH: true,
    };
    const data = { ...smallProject('大家好，欢迎观看我们的新品发布会。'), videoSize: { width: 320, height: 320 } };
    data.scenes[0] = { ...data.scenes[0]!, virtualHuman: human, displayTexts: [], caption: undefined as never };
    const project = await admin.post('/api/v1/videocreation/project/create', { title: '口型', data });
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect(task.code, task.message).toBe(200);
    const info = await waitDone(task.data.bizId);
    expect(info.displayStatus, info.failReason).toBe('Finished');
    const done = (await admin.post('/api/v1/video-project/get-task-list', { keyword: '口型' })).data.records[0];
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const file = join(scratch, 'lips.mp4');
    writeFileSync(file, Buffer.from(await (await fetch(done.videoUrl, { headers: { cookie } })).arrayBuffer()));
    // Loudness per 40 ms of the MP4's own audio.
    const pcmFile = join(scratch, 'lips.raw');
    await ffmpeg(['-i', file, '-f', 's16le', '-ac', '1', '-ar', '16000', pcmFile]);
    const pcm = new Int16Array(readFileSync(pcmFile).buffer.slice(0));
    const rms = Array.from({ length: Math.floor(pcm.length / 640) }, (_, f) =>
      Math.sqrt(pcm.slice(f * 640, f * 640 + 640).reduce((a, s) => a + (s / 32768) ** 2, 0) / 640),
    );
    const peak = Math.max(...rms);
    const loud = rms
      .map((v, f) => ({ v, ms: f * 40 + 20 }))
      .filter(({ v }) => v > peak * 0.5)
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 8)) === 0)
      .slice(0, 8);
    const quiet = rms
      .map((v, f) => ({ v, ms: f * 40 + 20 }))
      .filter(({ v, ms }) => v < peak * 0.02 && ms > 2000 && ms < done.durationMs - 40);
    expect(loud.length).toBeGreaterThan(3);
    expect(quiet.length).toBeGreaterThan(2);
    // The mouth region of the 180×320 avatar (the art's mouth at 0.5, 0.385 of its 540×960).
    const mouth = async (ms: number) => {
      const out = join(scratch, `m-${ms}.raw`);
      await ffmpeg([
        '-ss',
        String(ms / 1000),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'crop=40:30:130:108',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        out,
      ]);
      return readFileSync(out);
    };
    const diff = (a: Buffer, b: Buffer) => a.reduce((n, v, i) => n + Math.abs(v - b[i]!), 0) / a.length;
    const loudFrames = await Promise.all(loud.map(({ ms }) => mouth(ms)));
    const quietFrames = await Promise.all(quiet.slice(0, 3).map(({ ms }) => mouth(ms)));
    const loudChange = Math.max(...loudFrames.slice(1).map((f, i) => diff(f, loudFrames[i]!)));
    const quietChange = Math.max(...quietFrames.slice(1).map((f, i) => diff(f, quietFrames[i]!)));
    expect(loudChange).toBeGreaterThan(8);
    expect(quietChange).toBeLessThan(2);
    // The greeting's welcome gesture opens the arms: the left hand reaches the frame's lower-left
    // corner within the first second of speech; at rest the hands are together at the waist and
    // that corner is background.
    const hand = async (ms: number) => {
      const out = join(scratch, `h-${ms}.raw`);
      await ffmpeg([
        '-ss',
        String(ms / 1000),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'crop=40:50:0:260',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        out,
      ]);
      return readFileSync(out);
    };
    const rest = await hand(quiet.at(-1)!.ms);
    const gesture = Math.max(...(await Promise.all([300, 600, 900].map(hand))).map((f) => diff(f, rest)));
    expect(gesture).toBeGreaterThan(8);
  }, 180_000);

  it('plays a background video frame by frame', async () => {
    const clip = join(scratch, 'bg.mp4');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=3:size=320x180:rate=25',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      clip,
    ]);
    const form = new FormData();
    form.set('ossPathType', 'MATERIAL');
    form.set('file', new Blob([readFileSync(clip)]), 'bg.mp4');
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const stored = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, { method: 'POST', body: form, headers: { cookie } })
    ).json()) as { data: { key: string } };
    const project = await admin.post('/api/v1/videocreation/project/create', {
      data: smallProject('各位好，欢迎观看。', { backgroundVideo: { mediaUrl: `/storage/${stored.data.key}` } }),
    });
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect((await waitDone(task.data.bizId)).displayStatus).toBe('Finished');
    const done = (
      await admin.post('/api/v1/video-project/get-task-list', { displayStatus: 'Finished' })
    ).data.records.find((r: { bizId: string }) => r.bizId === task.data.bizId);
    const out = join(scratch, 'with-video.mp4');
    writeFileSync(out, Buffer.from(await (await fetch(done.videoUrl, { headers: { cookie } })).arrayBuffer()));
    const frameAt = async (at: string) => {
      const file = join(scratch, `frame-${at}.gray`);
      await ffmpeg(['-ss', at, '-i', out, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', file]);
      return readFileSync(file);
    };
    const [early, later] = [await frameAt('0.2'), await frameAt('1.4')];
    let changed = 0;
    for (let i = 0; i < early.length; i++) if (Math.abs(early[i]! - later[i]!) > 24) changed++;
    // The test pattern moves: a still poster would leave the frames nearly equal.
    expect(changed / early.length).toBeGreaterThan(0.02);
  }, 180_000);

  it('mixes looped background music under the speech', async () => {
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const music = join(scratch, 'music.wav');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=660:sample_rate=22050:duration=0.5',
      '-c:a',
      'pcm_s16le',
      music,
    ]);
    const form = new FormData();
    form.set('ossPathType', 'CUSTOMIZE_SCENE_AUDIO');
    form.set('file', new Blob([readFileSync(music)]), 'music.wav');
    const stored = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, { method: 'POST', body: form, headers: { cookie } })
    ).json()) as { data: { key: string } };
    // The last 300 ms of a scene are the tail after its speech: only the music can sound there.
    const tailLevel = async (extra: Record<string, unknown>, name: string) => {
      const project = await admin.post('/api/v1/videocreation/project/create', {
        data: smallProject('欢迎观看。', extra),
      });
      const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
      expect((await waitDone(task.data.bizId)).displayStatus).toBe('Finished');
      const done = (
        await admin.post('/api/v1/video-project/get-task-list', { displayStatus: 'Finished' })
      ).data.records.find((r: { bizId: string }) => r.bizId === task.data.bizId);
      const video = join(scratch, `${name}.mp4`);
      writeFileSync(video, Buffer.from(await (await fetch(done.videoUrl, { headers: { cookie } })).arrayBuffer()));
      const tail = join(scratch, `${name}-tail.raw`);
      await ffmpeg(['-sseof', '-0.25', '-i', video, '-t', '0.2', '-f', 's16le', '-ac', '1', '-ar', '22050', tail]);
      const pcm = readFileSync(tail);
      const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
      return samples.reduce((sum, v) => sum + Math.abs(v), 0) / Math.max(1, samples.length);
    };
    const silent = await tailLevel({}, 'no-music');
    const withMusic = await tailLevel(
      { backgroundMusic: { mediaUrl: `/storage/${stored.data.key}`, volume: 80 } },
      'music',
    );
    expect(silent).toBeLessThan(50);
    expect(withMusic).toBeGreaterThan(500);
  }, 180_000);

  it('runs the scene checks before taking any quota', async () => {
    const noHuman = smallProject('你好。', { virtualHuman: undefined });
    const project = await admin.post('/api/v1/videocreation/project/create', { data: noHuman });
    const before = await used();
    expect(await admin.post('/api/v1/video-project/submit', { projectId: project.data.id })).toMatchObject({
      code: 400,
      message: '场景1缺少虚拟人,请添加虚拟人',
    });
    expect(await used()).toBe(before);
  });

  it('ends a task that cannot be rendered as Fail with a reason, gives the credits back and retries', async () => {
    const project = await admin.post('/api/v1/videocreation/project/create', {
      data: smallProject('你好。', { tts: { voiceBizId: 'gone-voice' } }),
    });
    const before = await used();
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    const info = await waitDone(task.data.bizId);
    expect(info.displayStatus).toBe('Fail');
    expect(await used()).toBe(before);
    const detail = (
      await admin.post('/api/v1/video-project/get-task-list', { displayStatus: 'Fail' })
    ).data.records.find((r: { bizId: string }) => r.bizId === task.data.bizId);
    expect(detail.failReason).toBe('音色不存在或已下线，请重新选择音色');
    expect((await admin.post('/api/v1/video-project/retry-task', { bizId: task.data.bizId })).data.displayStatus).toBe(
      'Running',
    );
    // The retry fails again at once (the voice is still gone), so it is not raced with a delete here.
    expect((await waitDone(task.data.bizId)).displayStatus).toBe('Fail');
    expect((await admin.post('/api/v1/video-project/delete-task', { bizIds: [task.data.bizId] })).code).toBe(200);
  }, 180_000);

  it('keeps tasks and projects to their company', async () => {
    const project = await admin.post('/api/v1/videocreation/project/create', { data: smallProject('你好。') });
    const stranger = await signedInUser(app.deps.db);
    const other = legacyClient(app.baseUrl);
    expect(
      (await other.post('/api/v1/video-project/submit', { projectId: project.data.id }, { cookie: stranger.cookie }))
        .code,
    ).toBe(404);
    expect((await other.post('/api/v1/video-project/get-task-list', {}, { cookie: stranger.cookie })).data.total).toBe(
      0,
    );
  });
});
