import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { PNG_HEADED as PNG } from '../support/media-files';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const MB = 1024 * 1024;
const BOUNDARY = '----portal-test-boundary';

/** Every file under a folder, recursively (the uploads' temp folder and the stored objects). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];

interface Streamed {
  status: number;
  body: string;
  /** From the first byte sent to the answer's headers. */
  answeredAfterMs: number;
  /** Body bytes the client had handed to the socket when the answer came. */
  sentWhenAnswered: number;
}

/**
 * Posts a multipart body of `fileBytes` as a client on a slow link would: the fields, then the file in
 * 256 KB chunks, and stops sending as soon as the server answers.
 */
async function streamMultipart(baseUrl: string, path: string, options: StreamOptions): Promise<Streamed> {
  // A server that answers early and closes can reset the socket before the client has parsed the
  // answer (EPIPE / ECONNRESET on a write): the client never sees the status. Try again then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await streamMultipartOnce(baseUrl, path, options);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

type StreamOptions = {
  fields?: Record<string, string>;
  fileField?: string;
  fileBytes: number;
  cookie?: string;
  declareLength?: boolean;
};

function streamMultipartOnce(baseUrl: string, path: string, options: StreamOptions): Promise<Streamed> {
  const url = new URL(path, baseUrl);
  const head = Buffer.from(
    Object.entries(options.fields ?? {})
      .map(([k, v]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${options.fileField ?? 'file'}"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const total = head.length + options.fileBytes + tail.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const started = performance.now();
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(options.declareLength === false
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(total) }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        answered = true;
        const answeredAfterMs = performance.now() - started;
        const sentWhenAnswered = sent;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, answeredAfterMs, sentWhenAnswered }));
        res.on('error', reject);
      },
    );
    // The server may close while we still write: that is the point, not a failure.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(256 * 1024, 7);
    const write = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (!answered && sent < head.length + options.fileBytes) {
        const ok = req.write(chunk);
        sent += chunk.length;
        if (!ok) return void req.once('drain', write);
      }
      if (!answered) req.end(tail);
    };
    write();
  });
}

/**
 * The quickest of three tries: the machine running the tests is shared, and one scheduling hiccup
 * must not decide a timing. Every try must still be refused early.
 */
async function quickest(attempt: () => Promise<Streamed>): Promise<Streamed> {
  const tries: Streamed[] = [];
  for (let i = 0; i < 3; i++) tries.push(await attempt());
  return tries.reduce((a, b) => (b.answeredAfterMs < a.answeredAfterMs ? b : a));
}

describe.each(testEngines())('bodies refused before they are stored, on %s', (engine) => {
  let app: TestApp;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  const uploads = () => filesUnder(join(app.deps.config.dataDir, 'tmp'));
  const stored = () => filesUnder(join(app.deps.config.dataDir, 'storage'));
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    member = await signedInUser(app.deps.db);
    await fetch(`${app.baseUrl}/healthz`);
  });
  afterAll(() => app?.close());

  it('answers an unauthenticated 60 MB upload with 401 within 100 ms and writes nothing', async () => {
    // One small refused post first, so the timing below is of the refusal and not of a first compile.
    expect((await streamMultipart(app.baseUrl, '/api/v1/media/upload', { fileBytes: 1024 })).status).toBe(401);
    const res = await quickest(async () => {
      const one = await streamMultipart(app.baseUrl, '/api/v1/media/upload', { fileBytes: 60 * MB });
      expect(one.status).toBe(401);
      expect(one.sentWhenAnswered).toBeLessThan(60 * MB);
      return one;
    });
    expect(JSON.parse(res.body)).toMatchObject({ code: 401 });
    console.log(`401 after ${res.answeredAfterMs.toFixed(1)} ms, ${(res.sentWhenAnswered / MB).toFixed(1)} MB sent`);
    expect(res.answeredAfterMs).toBeLessThan(100);
    expect(res.sentWhenAnswered).toBeLessThan(60 * MB);
    expect(uploads()).toEqual([]);
    // Same without a declared length, and to an authed call that takes no files at all.
    expect(
      (await streamMultipart(app.baseUrl, '/api/v1/media/upload', { fileBytes: 20 * MB, declareLength: false })).status,
    ).toBe(401);
    expect((await streamMultipart(app.baseUrl, '/api/v1/oss/get-upload-cred', { fileBytes: 20 * MB })).status).toBe(
      401,
    );
    expect(uploads()).toEqual([]);
  });

  it('refuses a file the call does not take, or under a field it does not know, before writing it', async () => {
    // Declared, 20 MB is over the form cap of a call without files; sent chunked, the file part itself is refused.
    expect(
      (
        await streamMultipart(app.baseUrl, '/api/v1/oss/get-upload-cred', {
          fields: { fileName: 'a.png' },
          fileBytes: 20 * MB,
          cookie: member.cookie,
        })
      ).status,
    ).toBe(413);
    const noFiles = await streamMultipart(app.baseUrl, '/api/v1/oss/get-upload-cred', {
      fields: { fileName: 'a.png' },
      fileBytes: 20 * MB,
      cookie: member.cookie,
      declareLength: false,
    });
    expect(noFiles.status).toBe(400);
    expect(noFiles.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(JSON.parse(noFiles.body)).toMatchObject({ code: 400, message: '该接口不接受此文件' });
    const wrongField = await streamMultipart(app.baseUrl, '/api/v1/media/upload', {
      fileField: 'payload',
      fileBytes: 20 * MB,
      cookie: member.cookie,
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(uploads()).toEqual([]);
  });

  it('refuses an oversize body on its declared length before reading it', async () => {
    const res = await quickest(async () => {
      const one = await streamMultipart(app.baseUrl, '/api/v1/media/upload', {
        fileBytes: app.deps.config.maxUploadBytes + MB,
        cookie: member.cookie,
      });
      expect(one.status).toBe(413);
      return one;
    });
    expect(res.answeredAfterMs).toBeLessThan(100);
    expect(uploads()).toEqual([]);
  });

  it('caps JSON bodies per call: small for public calls, larger for signed-in ones', async () => {
    const post = (path: string, bytes: number, cookie?: string) =>
      fetch(app.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ reports: [{ eventName: 'x' }], pad: 'x'.repeat(bytes) }),
      });
    expect((await post('/api/datareport/upload', 100 * 1024)).status).toBe(413);
    expect((await post('/api/datareport/upload', 10 * 1024)).status).toBe(200);
    // 100 KB is fine for a signed-in call (it answers on its own terms, not 413).
    expect((await post('/api/v1/oss/get-upload-cred', 100 * 1024, member.cookie)).status).not.toBe(413);
    // The same caps at /trpc.
    expect((await post('/trpc/datareport.datareportUpload', 100 * 1024)).status).toBe(413);
    expect((await post('/trpc/datareport.datareportUpload', 10 * 1024)).status).not.toBe(413);
    expect((await post('/trpc/upload.ossGetUploadCred', 100 * 1024, member.cookie)).status).not.toBe(413);
  });

  it('checks the storage host’s signed policy before the file and caps the file at the policy’s range', async () => {
    const forged = await streamMultipart(app.baseUrl, '/storage', {
      fields: {
        key: `c/${member.company.id}/MATERIAL/x.png`,
        policy: Buffer.from('{}').toString('base64'),
        OSSAccessKeyId: 'local',
        signature: 'forged',
      },
      fileBytes: 30 * MB,
    });
    expect(forged.status).toBe(403);
    expect(forged.sentWhenAnswered).toBeLessThan(30 * MB);
    const cred = await fetch(`${app.baseUrl}/api/v1/oss/get-upload-cred`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      body: JSON.stringify({ fileName: 'a.png', maxSizeBytes: MB, ossPathType: 'MATERIAL' }),
    });
    const policy = (
      (await cred.json()) as { data: { fullPath: string; policy: string; accessId: string; signature: string } }
    ).data;
    const fields = {
      key: policy.fullPath,
      policy: policy.policy,
      OSSAccessKeyId: policy.accessId,
      signature: policy.signature,
      success_action_status: '200',
    };
    const tooBig = await streamMultipart(app.baseUrl, '/storage', { fields, fileBytes: 20 * MB });
    expect(tooBig.status).toBe(413);
    expect(tooBig.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(uploads()).toEqual([]);
    expect(stored()).toEqual([]);
    // A post within its policy still lands.
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new Blob([PNG]), 'a.png');
    const ok = await fetch(`${app.baseUrl}/storage`, { method: 'POST', body: form });
    expect(((await ok.json()) as { code: number }).code).toBe(200);
    expect(stored()).toHaveLength(1);
  });
});
