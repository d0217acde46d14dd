import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiTranscriber } from './openai-transcriber';
import { SpeechRecognitionError } from './speech-recognizer';

describe('openAiTranscriber', () => {
  let server: Server;
  let base = '';
  const seen: { fields: Record<string, string>; fileName: string | null; auth: string | undefined }[] = [];
  const file = join(mkdtempSync(join(tmpdir(), 'asr-')), 'clip.wav');
  writeFileSync(file, Buffer.from('RIFF....WAVEfmt '));
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        if (req.url === '/slow/audio/transcriptions') return void setTimeout(() => res.end('{}'), 1000);
        if (req.url === '/broken/audio/transcriptions') return void res.writeHead(502).end();
        const form = await new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: Buffer.concat(chunks),
        }).formData();
        const f = form.get('file');
        seen.push({
          fields: { model: String(form.get('model')), response_format: String(form.get('response_format')) },
          fileName: f instanceof File ? f.name : null,
          auth: req.headers.authorization,
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/plain/audio/transcriptions') return void res.end(JSON.stringify({ text: ' 只有文本 ' }));
        res.end(
          JSON.stringify({
            text: '你好，世界',
            segments: [
              { id: 0, start: 0, end: 0.8, text: ' 你好，', seek: 0 },
              { id: 1, start: 0.8, end: 1.5, text: '世界' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());

  it('posts the file and model as multipart and reads verbose_json segments', async () => {
    const t = await openAiTranscriber({ baseUrl: `${base}/v1/`, apiKey: 'k', model: 'whisper-1' }).transcribe({
      path: file,
      fileName: 'clip.wav',
    });
    expect(t).toEqual({
      text: '你好，世界',
      segments: [
        { start: 0, end: 0.8, text: '你好，' },
        { start: 0.8, end: 1.5, text: '世界' },
      ],
    });
    expect(seen.at(-1)).toEqual({
      fields: { model: 'whisper-1', response_format: 'verbose_json' },
      fileName: 'clip.wav',
      auth: 'Bearer k',
    });
  });

  it('accepts a plain json answer without segments', async () => {
    expect(
      await openAiTranscriber({ baseUrl: `${base}/plain`, apiKey: 'k', model: 'm' }).transcribe({
        path: file,
        fileName: 'clip.wav',
      }),
    ).toEqual({ text: '只有文本', segments: [] });
  });

  it('fails on an HTTP error and times out as timed out', async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );
    const broken = await failure(
      openAiTranscriber({ baseUrl: `${base}/broken`, apiKey: 'k', model: 'm' }).transcribe({
        path: file,
        fileName: 'clip.wav',
      }),
    );
    expect(broken).toBeInstanceOf(SpeechRecognitionError);
    expect((broken as SpeechRecognitionError).timedOut).toBe(false);
    const slow = await failure(
      openAiTranscriber({ baseUrl: `${base}/slow`, apiKey: 'k', model: 'm' }, 200).transcribe({
        path: file,
        fileName: 'clip.wav',
      }),
    );
    expect((slow as SpeechRecognitionError).timedOut).toBe(true);
  });
});
