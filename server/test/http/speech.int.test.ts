import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAUSE_AFTER_MS } from '../../src/services/speech/espeak-prosody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../src/services/media/ffmpeg';
import { readWavInfo } from '../../src/services/speech/wav';
import { signedInUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

describe('speech synthesis', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const scratch = mkdtempSync(join(tmpdir(), 'speech-'));
  beforeAll(async () => {
    app = await startTestApp('pglite');
    user = await signedInUser(app.deps.db, [], '配音员');
  });
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; message: string; data: any };
  };
  const download = async (url: string) =>
    Buffer.from(await (await fetch(url, { headers: { cookie: user.cookie } })).arrayBuffer());

  it('lists the local engine’s voices with tags and languages', async () => {
    const all = await call('GET', '/api/v1/voice-info/get-editor-voice-list');
    expect(all.data.length).toBeGreaterThanOrEqual(9);
    const cantonese = await call('POST', '/api/v1/voice/list', { studio: true, tagId: 4 });
    expect(cantonese.data.map((v: { languageCode: string }) => v.languageCode)).toEqual(['zh-HK', 'zh-HK']);
    expect((await call('POST', '/api/v1/voice/list', { tagId: -999 })).data).toHaveLength(all.data.length);
    expect((await call('GET', '/api/talk/project/support-language?voiceBizId=local-cmn-f3')).data).toEqual([
      { code: 'zh-CN', name: '中文（普通话）' },
    ]);
    expect((await call('GET', '/api/v1/voice/getDetailByBizId?bizId=nope')).code).toBe(404);
  });

  it('synthesises Mandarin through tts-async into a WAV that decodes with a real duration', async () => {
    const submitted = await call('POST', '/api/v1/voice/tts-async', {
      text: '欢迎使用数字员工平台，今天我们来介绍新产品。',
      voiceBizId: 'local-cmn-f3',
      rate: 1.2,
      volume: 60,
    });
    expect(submitted.code, submitted.message).toBe(200);
    let result: any;
    await expect
      .poll(
        async () =>
          (result = (await call('GET', `/api/v1/voice/get-async-result?taskId=${submitted.data.taskId}`)).data).status,
        { timeout: 30_000, interval: 300 },
      )
      .toBe('Succeeded');
    const wav = await download(result.audioUrl);
    const info = readWavInfo(wav);
    expect(info?.sampleRate).toBe(22050);
    expect(info!.durationMs).toBeGreaterThan(1500);
    expect(Math.abs(info!.durationMs - result.durationMs)).toBeLessThan(5);
    writeFileSync(join(scratch, 'tts.wav'), wav);
    const probe = await probeMedia(join(scratch, 'tts.wav'));
    expect(Math.abs((probe.durationMs ?? 0) - result.durationMs)).toBeLessThan(50);
  });

  it('auditions a voice as 16 kHz WAV and never synthesises the same text twice', async () => {
    const first = await call('POST', '/api/v1/voice/new/demo', { voiceBizId: 'local-cmn-m3' });
    expect(first.data.sampleRate).toBe(16000);
    expect(readWavInfo(await download(first.data.audioUrl))?.sampleRate).toBe(16000);
    const started = Date.now();
    const again = await call('POST', '/api/v1/voice/new/demo', { voiceBizId: 'local-cmn-m3' });
    expect(again.data.audioUrl).toBe(first.data.audioUrl);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times subtitles of 2–15 characters inside the audio', async () => {
    const text = '数字员工可以帮助企业快速制作营销短视频。支持多种音色，也支持粤语和英语。谢谢观看！';
    const res = await call('POST', '/api/v1/voice/get-subtitle', { text, voiceBizId: 'local-cmn-f4' });
    const { sentences, durationMs, srt } = res.data as {
      sentences: { text: string; startMs: number; endMs: number }[];
      durationMs: number;
      srt: string;
    };
    expect(sentences.map((s) => s.text).join('')).toBe(text);
    let previous = 0;
    for (const s of sentences) {
      expect(s.startMs).toBe(previous);
      expect(s.endMs).toBeGreaterThan(s.startMs);
      previous = s.endMs;
    }
    expect(previous).toBe(durationMs);
    const whole = await call('POST', '/api/v1/voice/time/prediction', { text, voiceBizId: 'local-cmn-f4' });
    expect(whole.data.durationMs).toBeGreaterThan(durationMs * 0.7);
    expect(srt).toContain('00:00:00,000 --> ');
  });

  it('speaks the markup editor’s SSML: a pause lengthens the audio, and broken markup is refused', async () => {
    const ssml = (middle: string) =>
      `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><p>欢迎光临。${middle}谢谢。</p></speak>`;
    const plain = await call('POST', '/api/v1/voice/time/prediction', { text: ssml(''), voiceBizId: 'local-cmn-f3' });
    const paused = await call('POST', '/api/v1/voice/time/prediction', {
      text: ssml('<break time="2000ms"/>'),
      voiceBizId: 'local-cmn-f3',
    });
    // Without the break, Mandarin reading already pauses after 。 (espeak-prosody.ts): the 2 s break takes its place.
    expect(paused.data.durationMs - plain.data.durationMs).toBeGreaterThan(2000 - PAUSE_AFTER_MS['。']! - 100);
    const doubled = await call('POST', '/api/v1/voice/tts-async', {
      text: ssml('<break time="500ms"/><break time="500ms"/>'),
      voiceBizId: 'local-cmn-f3',
    });
    expect(doubled.code).toBe(400);
    expect(doubled.message).toContain('停顿');
  });

  it('gives a scene’s voice with its lip-sync track, stored beside the audio and reused', async () => {
    const text = '欢迎光临。我们马上开始。';
    const res = await call('POST', '/api/v1/voice/scene-speech', { text, voiceBizId: 'local-cmn-f3' });
    expect(res.code, res.message).toBe(200);
    const { audioUrl, durationMs, visemes, sentenceStarts } = res.data as {
      audioUrl: string;
      durationMs: number;
      visemes: [number, number][];
      sentenceStarts: number[];
    };
    // Two sentences joined into one file, as the render speaks them.
    const wav = readWavInfo(await download(audioUrl));
    expect(Math.abs(wav!.durationMs - durationMs)).toBeLessThan(5);
    expect(sentenceStarts).toHaveLength(2);
    expect(sentenceStarts[0]).toBe(0);
    expect(sentenceStarts[1]).toBeGreaterThan(500);
    // The track opens on vowels inside the audio and ends closed.
    expect(visemes.filter(([, v]) => v !== 0).length).toBeGreaterThan(6);
    expect(visemes.every(([ms], i) => i === 0 || ms > visemes[i - 1]![0])).toBe(true);
    expect(visemes.at(-1)![1]).toBe(0);
    expect(visemes.at(-1)![0]).toBeLessThanOrEqual(durationMs);
    // Each sentence's gesture as the render picks it: the greeting welcomes; a tag names its own.
    const { gestures } = res.data as { gestures: [number, string, number?][] };
    expect(gestures.map(([ms]) => ms)).toEqual(sentenceStarts);
    expect(gestures[0]![1]).toBe('welcome');
    const tagged = await call('POST', '/api/v1/voice/scene-speech', {
      text: '{手势:思考}请看这里。',
      voiceBizId: 'local-cmn-f3',
    });
    expect((tagged.data as { gestures: [number, string][] }).gestures).toEqual([[0, 'think']]);
    const again = await call('POST', '/api/v1/voice/scene-speech', { text, voiceBizId: 'local-cmn-f3' });
    expect(again.data).toEqual(res.data);
    expect((await call('POST', '/api/v1/voice/scene-speech', { text: '  ', voiceBizId: 'local-cmn-f3' })).code).toBe(
      400,
    );
  });

  it('refuses settings outside the spec’s ranges and unknown voices', async () => {
    expect((await call('POST', '/api/v1/voice/new/demo', { voiceBizId: 'local-cmn-f3', rate: 2 })).code).toBe(400);
    expect((await call('POST', '/api/v1/voice/new/demo', { voiceBizId: 'local-cmn-f3', volume: 101 })).code).toBe(400);
    expect((await call('POST', '/api/v1/voice/tts-async', { text: '你好', voiceBizId: 'nobody' })).message).toBe(
      '音色不存在或已下线，请重新选择音色',
    );
    expect((await call('POST', '/api/v1/voice/tts-async', { text: '   ', voiceBizId: 'local-cmn-f3' })).message).toBe(
      '请先输入文本',
    );
  });
});
