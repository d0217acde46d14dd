import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioTranscripts, videoProjects } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { newObjectKey } from '../../src/services/storage/keys';
import { startAiStandIns, type StandIn } from '../support/ai-stand-ins';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** A short mono WAV the upload accepts; its samples carry "SAY:<text>", which the stand-in recognizer hears. */
function wav(say: string): Buffer {
  const words = Buffer.from(`SAY:${say}`, 'utf8');
  const data = Math.max(1600, words.length + (words.length % 2));
  const b = Buffer.alloc(44 + data);
  words.copy(b, 44);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return b;
}

const CLEAN = '大家好。欢迎了解我们的新品。';

const human = {
  nodeType: 'human',
  mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/presenting.png',
  X: 200,
  Y: 20,
  Width: 90,
  Height: 160,
};
const audioScene = (audioUrl: string) => ({
  title: '场景1',
  inputType: 'AUDIO',
  voiceTexts: [],
  virtualHuman: human,
  customizeAudioData: { audioUrl },
});
const textScene = (extra: Record<string, unknown>) => ({
  title: '场景1',
  voiceTexts: ['欢迎观看。'],
  tts: { voiceBizId: 'local-cmn-f3' },
  virtualHuman: human,
  ...extra,
});
const srt = (line: string) =>
  `1\n00:00:00,000 --> 00:00:01,500\n欢迎观看\n\n2\n00:00:01,500 --> 00:00:03,000\n${line}\n`;

/**
 * 001 §5 checks 9 and 10 at submit: the server transcribes an AUDIO scene's uploaded audio (the
 * loopback recognizer hears the "SAY:" text the test's WAV carries) and
 * reads the stored subtitle file, checking both with the company's lexicon.
 */
describe.each(testEngines())('scene audio and subtitle checks at submit on %s', (engine) => {
  let app: TestApp;
  let site: StandIn;
  let admin: ReturnType<typeof legacyClient>;
  let cookie = '';
  beforeAll(async () => {
    site = await startAiStandIns();
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  const useAsr = () => (app.deps.config.asr = { baseUrl: `${site.origin}/v1`, apiKey: 'asr-key', model: 'test-asr' });
  const transcriptions = () => site.requests.filter((r) => r.url === '/v1/audio/transcriptions').length;
  const upload = async (name: string, bytes: Buffer, pathType: string) => {
    const form = new FormData();
    form.set('ossPathType', pathType);
    form.set('file', new Blob([bytes]), name);
    const res = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, { method: 'POST', body: form, headers: { cookie } })
    ).json()) as { code: number; data: { key: string } };
    expect(res.code).toBe(200);
    return `/storage/${res.data.key}`;
  };
  const submit = async (scene: Record<string, unknown>) => {
    const project = await admin.post('/api/v1/videocreation/project/create', {
      data: { templateName: 'web16:9', videoSize: { width: 320, height: 180 }, scenes: [scene] },
    });
    return {
      projectId: project.data.id as string,
      res: await admin.post('/api/v1/video-project/submit', { projectId: project.data.id }),
    };
  };
  const storedScene = async (projectId: string) =>
    (
      (await app.deps.db.select().from(videoProjects).where(eq(videoProjects.id, projectId)))[0]!.data.scenes as any[]
    )[0];

  it('says plainly that audio was not checked when no recognizer is configured', async () => {
    app.deps.config.asr = undefined;
    const { res } = await submit(audioScene(await upload('a.wav', wav(CLEAN), 'CUSTOMIZE_SCENE_AUDIO')));
    expect(res).toMatchObject({ code: 400, message: '场景1音频未经内容安全检测：未配置语音识别服务，请联系管理员' });
  });

  it('passes clean audio, transcribing each stored file once', async () => {
    useAsr();
    const url = await upload('b.wav', wav(CLEAN), 'CUSTOMIZE_SCENE_AUDIO');
    const before = transcriptions();
    expect((await submit(audioScene(url))).res).toMatchObject({ code: 200, data: { displayStatus: 'Running' } });
    expect((await submit(audioScene(url))).res.code).toBe(200);
    expect(transcriptions()).toBe(before + 1);
    const key = url.slice('/storage/'.length);
    expect(
      (await app.deps.db.select().from(audioTranscripts).where(eq(audioTranscripts.storageKey, key)))[0]?.text,
    ).toBe(CLEAN);
  });

  it('refuses sensitive audio with check 9 and keeps the flagged sentence in the project', async () => {
    useAsr();
    const { projectId, res } = await submit(
      audioScene(await upload('c.wav', wav('大家好。欢迎参与博彩活动。谢谢。'), 'CUSTOMIZE_SCENE_AUDIO')),
    );
    expect(res).toMatchObject({ code: 400, message: '场景1音频中包含敏感信息，请重新编辑' });
    expect((await storedScene(projectId)).customizeAudioData.audioSensitiveTexts).toEqual(['欢迎参与博彩活动。']);
  });

  it('catches a word the company added to its lexicon in the audio', async () => {
    useAsr();
    const url = await upload('d.wav', wav('今天介绍竞品甲的新品。'), 'CUSTOMIZE_SCENE_AUDIO');
    expect((await submit(audioScene(url))).res.code).toBe(200);
    expect(
      (await admin.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '竞品甲', level: 'SENSITIVE' }] })).data,
    ).toMatchObject({ added: 1 });
    expect((await submit(audioScene(url))).res.message).toBe('场景1音频中包含敏感信息，请重新编辑');
  });

  it('refuses audio that is not an upload of the company as unchecked', async () => {
    useAsr();
    const other = await signedInUser(app.deps.db, []);
    const key = newObjectKey(other.company.id, 'CUSTOMIZE_SCENE_AUDIO', 'e.wav');
    await app.deps.storage.store.putBytes(key, wav(CLEAN));
    expect((await submit(audioScene(`/storage/${key}`))).res).toMatchObject({
      code: 400,
      message: '场景1音频内容安全检测失败，请重新上传音频或稍后重试',
    });
  });

  it('reads the stored subtitle file instead of trusting the scene’s flags', async () => {
    const bad = await upload('字幕.srt', Buffer.from(srt('这里有博彩内容')), 'CUSTOMIZE_SCENE_SUBTITLE');
    const { projectId, res } = await submit(
      textScene({ subtitleUrl: bad, customizeAudioData: { subtitleSensitiveTexts: [] } }),
    );
    expect(res).toMatchObject({ code: 400, message: '场景1字幕中包含敏感信息，请重新编辑' });
    expect((await storedScene(projectId)).customizeAudioData.subtitleSensitiveTexts).toEqual(['这里有博彩内容']);
    const clean = await upload(
      '字幕.vtt',
      Buffer.from(`WEBVTT\n\n${srt('谢谢观看').replace(/,/g, '.')}`),
      'CUSTOMIZE_SCENE_SUBTITLE',
    );
    // A stale flag from the editor does not refuse a file that reads clean now.
    expect(
      (await submit(textScene({ subtitleUrl: clean, customizeAudioData: { subtitleSensitiveTexts: ['旧的'] } }))).res
        .code,
    ).toBe(200);
  });
});
