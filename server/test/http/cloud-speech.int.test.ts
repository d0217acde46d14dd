import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { speechRuleMessages } from '@portal/contracts';
import { startCloudTtsLoopback, type CloudTtsLoopback } from '../../../e2e/support/cloud-tts-loopback.mjs';
import type { AlibabaSpeechConfig, TencentSpeechConfig } from '../../src/config/env';
import { readWavInfo } from '../../src/services/speech/wav';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

const ALIBABA_KEYS = {
  accessKeyId: 'LTAI5tE2eLoopback',
  accessKeySecret: 'nls-secret-of-the-test',
  appkey: 'appkey-e2e',
};
const TENCENT_KEYS = { secretId: 'AKIDloopbackTencent', secretKey: 'tencent-secret-of-the-test' };

describe.each(testEngines())(
  'Alibaba NLS and Tencent Cloud voices against loopbacks speaking their protocols (%s)',
  (engine) => {
    let app: TestApp;
    let cloud: CloudTtsLoopback;
    let client: ReturnType<typeof legacyClient>;
    let alibaba: AlibabaSpeechConfig;
    let tencent: TencentSpeechConfig;
    const audioOf = async (url: string) =>
      Buffer.from(
        await (
          await fetch(url, { headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
        ).arrayBuffer(),
      );

    beforeAll(async () => {
      cloud = await startCloudTtsLoopback({ alibaba: ALIBABA_KEYS, tencent: TENCENT_KEYS });
      alibaba = {
        ...ALIBABA_KEYS,
        region: 'cn-shanghai',
        tokenEndpoint: cloud.endpoints.alibabaToken,
        ttsEndpoint: cloud.endpoints.alibabaTts,
        timeoutMs: 2000,
      };
      tencent = { ...TENCENT_KEYS, region: 'ap-guangzhou', endpoint: cloud.endpoints.tencent, timeoutMs: 2000 };
      app = await startTestApp(engine, { workers: false });
      const { cookie } = await signedInUser(app.deps.db);
      client = legacyClient(app.baseUrl);
      client.jar.set(cookie.split('=')[0]!, cookie.split('=').slice(1).join('='));
    });
    afterAll(async () => {
      await app?.close();
      await cloud?.close();
    });
    beforeEach(() => {
      cloud.setFault('none');
      app.deps.config.alibabaSpeech = alibaba;
      app.deps.config.tencentSpeech = tencent;
    });

    it('lists each cloud’s voices only while it is configured', async () => {
      app.deps.config.alibabaSpeech = undefined;
      app.deps.config.tencentSpeech = undefined;
      const suppliersOf = async () =>
        new Set(
          (await client.get('/api/v1/voice-info/get-editor-voice-list')).data.map(
            (v: { supplier: string }) => v.supplier,
          ),
        );
      expect(await suppliersOf()).toEqual(new Set(['local']));
      expect((await client.post('/api/v1/voice/new/demo', { voiceBizId: 'tencent-101001' })).code).toBe(503);
      app.deps.config.tencentSpeech = tencent;
      expect(await suppliersOf()).toEqual(new Set(['local', 'tencent']));
      app.deps.config.alibabaSpeech = alibaba;
      expect(await suppliersOf()).toEqual(new Set(['local', 'tencent', 'alibaba']));
    });

    it('speaks a Tencent voice through a signed TextToVoice and times the mouth by its subtitles', async () => {
      const demo = await client.post('/api/v1/voice/new/demo', {
        voiceBizId: 'tencent-101001',
        text: '欢迎光临',
        rate: 1.2,
        volume: 80,
      });
      expect(demo.code, demo.message).toBe(200);
      const sent = cloud.requests.at(-1)!;
      expect(sent.headers['x-tc-action']).toBe('TextToVoice');
      expect(sent.headers['x-tc-version']).toBe('2019-08-23');
      expect(sent.headers['x-tc-region']).toBe('ap-guangzhou');
      expect(JSON.parse(sent.body)).toMatchObject({
        Text: '<speak>欢迎光临</speak>',
        VoiceType: 101001,
        Speed: 1,
        Volume: 6,
        SampleRate: 16000,
        Codec: 'wav',
        EnableSubtitle: true,
      });
      expect(readWavInfo(await audioOf(demo.data.audioUrl))).toMatchObject({ sampleRate: 16_000, durationMs: 880 });

      // The lip-sync follows the loopback's subtitles: 欢 (huan1) opens with H at 0, 迎 at 220 ms, 光 at 440 ms.
      const speech = await client.post('/api/v1/voice/scene-speech', {
        voiceBizId: 'tencent-101001',
        text: '欢迎光临',
      });
      expect(speech.code, speech.message).toBe(200);
      const keys = speech.data.visemes as [number, number][];
      expect(keys[0]).toEqual([0, 10]);
      expect(keys).toContainEqual([440, 10]);
      expect(keys.at(-1)).toEqual([880, 0]);
    });

    it('speaks an Alibaba voice with a token from a signed CreateToken, reused for the next sentence', async () => {
      const before = cloud.requests.filter((r) => r.path === '/alibaba/pop/').length;
      for (const text of ['您好', '很高兴为您服务']) {
        const demo = await client.post('/api/v1/voice/new/demo', { voiceBizId: 'alibaba-xiaoyun', text, rate: 1.25 });
        expect(demo.code, demo.message).toBe(200);
        expect(readWavInfo(await audioOf(demo.data.audioUrl))).toMatchObject({ sampleRate: 16_000 });
      }
      const tokenRequests = cloud.requests.filter((r) => r.path === '/alibaba/pop/');
      expect(tokenRequests.length - before).toBeLessThanOrEqual(1);
      expect(tokenRequests.at(-1)!.query).toMatchObject({
        Action: 'CreateToken',
        Version: '2019-02-28',
        Format: 'JSON',
      });
      const sent = JSON.parse(cloud.requests.at(-1)!.body);
      expect(sent).toMatchObject({
        appkey: 'appkey-e2e',
        voice: 'xiaoyun',
        format: 'wav',
        sample_rate: 16000,
        text: '<speak>很高兴为您服务</speak>',
        speech_rate: 100,
      });
      expect(cloud.tokens.has(sent.token)).toBe(true);
    });

    it('fetches a new token once when NLS refuses the one it has', async () => {
      cloud.tokens.clear();
      const demo = await client.post('/api/v1/voice/new/demo', { voiceBizId: 'alibaba-ruoxi', text: '欢迎' });
      expect(demo.code, demo.message).toBe(200);
      expect(cloud.tokens.size).toBe(1);
    });

    it('answers a clear message when a cloud refuses the keys', async () => {
      app.deps.config.tencentSpeech = { ...tencent, secretKey: 'not-the-key' };
      const tc = await client.post('/api/v1/voice/new/demo', { voiceBizId: 'tencent-101004', text: '签名错误' });
      expect(tc).toMatchObject({ code: 502, message: speechRuleMessages.cloudVoiceAuthFailed });
      // A second NLS with the same keys: no token is kept for it, so CreateToken is signed with the wrong secret.
      const other = await startCloudTtsLoopback({ alibaba: ALIBABA_KEYS });
      try {
        app.deps.config.alibabaSpeech = {
          ...alibaba,
          accessKeySecret: 'not-the-secret',
          tokenEndpoint: other.endpoints.alibabaToken,
          ttsEndpoint: other.endpoints.alibabaTts,
        };
        const ali = await client.post('/api/v1/voice/new/demo', { voiceBizId: 'alibaba-aicheng', text: '签名错误' });
        expect(ali).toMatchObject({ code: 502, message: speechRuleMessages.cloudVoiceAuthFailed });
        expect(other.requests.map((r) => r.path)).toEqual(['/alibaba/pop/']);
        expect(other.tokens.size).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('answers a clear message when a cloud fails', async () => {
      cloud.setFault('error');
      for (const voiceBizId of ['tencent-101011', 'alibaba-aijia']) {
        const demo = await client.post('/api/v1/voice/new/demo', { voiceBizId, text: '服务出错' });
        expect(demo).toMatchObject({ code: 502, message: speechRuleMessages.cloudVoiceFailed });
      }
    });

    it('gives up on a silent cloud at the deadline with a clear message', async () => {
      app.deps.config.tencentSpeech = { ...tencent, timeoutMs: 400 };
      app.deps.config.alibabaSpeech = { ...alibaba, timeoutMs: 400 };
      cloud.setFault('timeout');
      for (const voiceBizId of ['tencent-101013', 'alibaba-xiaogang']) {
        const started = Date.now();
        const res = await fetch(`${app.baseUrl}/api/v1/voice/new/demo`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body: JSON.stringify({ voiceBizId, text: '无人应答' }),
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ code: 504, message: speechRuleMessages.cloudVoiceTimeout });
        expect(Date.now() - started).toBeLessThan(3000);
      }
    });

    it('refuses a text past Tencent’s 150 characters before asking it (the SSML validator’s tencent dialect)', async () => {
      const sent = cloud.requests.length;
      const long = await client.post('/api/v1/voice/new/demo', {
        voiceBizId: 'tencent-101001',
        text: '欢迎光临'.repeat(40),
      });
      expect(long.code).toBe(400);
      expect(long.message).toContain('150');
      expect(cloud.requests.length).toBe(sent);
    });

    it('limits auditions to 30 a minute a user, served from the cache after the first', async () => {
      const { cookie } = await signedInUser(app.deps.db, [], '试听用户');
      const listener = legacyClient(app.baseUrl);
      listener.jar.set(cookie.split('=')[0]!, cookie.split('=').slice(1).join('='));
      const sent = cloud.requests.length;
      for (let i = 0; i < 30; i++) {
        const demo = await listener.post('/api/v1/voice/new/demo', { voiceBizId: 'tencent-101001' });
        expect(demo.code, demo.message).toBe(200);
      }
      // One sample reached the cloud; the other 29 came from storage.
      expect(cloud.requests.length - sent).toBe(1);
      const refused = await listener.post('/api/v1/voice/new/demo', { voiceBizId: 'tencent-101001' });
      expect(refused).toMatchObject({ code: 429, message: speechRuleMessages.auditionTooFrequent });
    });
  },
);
