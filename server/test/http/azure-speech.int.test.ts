import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '../../src/services/speech/wav';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** One second of 24 kHz 16-bit mono silence, as Azure's riff-24khz-16bit-mono-pcm answers. */
function wav24k(seconds: number) {
  const samples = 24_000 * seconds;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(24_000, 24);
  bytes.writeUInt32LE(48_000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36);
  bytes.writeUInt32LE(samples * 2, 40);
  return bytes;
}

/** A loopback stand-in for Azure's text-to-speech REST endpoint. */
function fakeAzure() {
  const requests: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      if (req.url !== '/cognitiveservices/v1' || req.headers['ocp-apim-subscription-key'] !== 'azure-key')
        return void res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav24k(1));
    });
  });
  return new Promise<{ server: Server; base: string; requests: typeof requests }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('Azure voices', () => {
  let app: TestApp;
  let azure: Awaited<ReturnType<typeof fakeAzure>>;
  let client: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    azure = await fakeAzure();
    app = await startTestApp('pglite', { workers: false });
    const { cookie } = await signedInUser(app.deps.db);
    client = legacyClient(app.baseUrl);
    client.jar.set(cookie.split('=')[0]!, cookie.split('=').slice(1).join('='));
  });
  afterAll(async () => {
    await app?.close();
    azure?.server.close();
  });

  it('offers Azure voices only while the service is configured', async () => {
    app.deps.config.azureSpeech = undefined;
    const without = await client.get('/api/v1/voice-info/get-editor-voice-list');
    expect(without.data.some((v: { supplier: string }) => v.supplier === 'azure')).toBe(false);
    expect((await client.post('/api/v1/voice/new/demo', { voiceBizId: 'azure-zh-CN-XiaoxiaoNeural' })).code).toBe(503);
    app.deps.config.azureSpeech = { key: 'azure-key', region: 'eastasia', endpoint: azure.base };
    const withIt = await client.get('/api/v1/voice-info/get-editor-voice-list');
    expect(
      withIt.data.filter((v: { supplier: string }) => v.supplier === 'azure').map((v: { timbre: string }) => v.timbre),
    ).toContain('zh-CN-XiaoxiaoNeural');
  });

  it('sends Azure-dialect SSML with the voice and prosody, and resamples the answer', async () => {
    app.deps.config.azureSpeech = { key: 'azure-key', region: 'eastasia', endpoint: azure.base };
    const demo = await client.post('/api/v1/voice/new/demo', {
      voiceBizId: 'azure-zh-CN-XiaoxiaoNeural',
      text: '欢迎光临',
      rate: 1.2,
      volume: 80,
    });
    expect(demo.code, demo.message).toBe(200);
    const sent = azure.requests.at(-1)!;
    expect(sent.headers['content-type']).toBe('application/ssml+xml');
    expect(sent.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(sent.body).toContain('<voice name="zh-CN-XiaoxiaoNeural">');
    expect(sent.body).toContain('<prosody rate="+20%" pitch="+0%" volume="80">');
    expect(sent.body).toContain('欢迎光临');
    const audio = Buffer.from(
      await (
        await fetch(demo.data.audioUrl, {
          headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        })
      ).arrayBuffer(),
    );
    expect(readWavInfo(audio)).toMatchObject({ sampleRate: 16_000, durationMs: 1000 });
  });
});
