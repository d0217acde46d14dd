import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER } from '../../src/http/discard-body';
import { commonMessages } from '@portal/contracts';
import { signedInUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A refusal sent while the client is still sending must reach it: the server reads and drops the
 * rest of the body (bounded) instead of closing under the client, which would make Node's fetch
 * report `fetch failed` rather than the 403/413 and its message.
 */
describe('answers sent before the body was read reach the client', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const ROUNDS = 25;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    user = await signedInUser(app.deps.db);
  }, 120_000);
  afterAll(() => app?.close());

  /** Sends `send` ROUNDS times; every answer must be read whole, with the expected status and message. */
  async function everyTime(send: () => Promise<Response>, status: number, message: string) {
    const outcomes: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      try {
        const res = await send();
        const body = (await res.json()) as { message?: string; error?: { message?: string } };
        outcomes.push(`${res.status} ${body.message ?? body.error?.message}`);
      } catch (error) {
        outcomes.push(`thrown: ${(error as Error).message}`);
      }
    }
    expect(outcomes).toEqual(Array(ROUNDS).fill(`${status} ${message}`));
  }

  const uploadPolicy = async (maxSizeBytes: number) => {
    const res = await fetch(`${app.baseUrl}/api/v1/oss/get-upload-cred`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ fileName: 'a.mp4', maxSizeBytes, ossPathType: 'MATERIAL' }),
    });
    return ((await res.json()) as { data: Record<string, string> }).data;
  };
  const upload = (policy: Record<string, string>, fields: Record<string, string>, bytes: number) => {
    const form = new FormData();
    const all = {
      key: policy.fullPath!,
      policy: policy.policy!,
      OSSAccessKeyId: policy.accessId!,
      success_action_status: '200',
      signature: policy.signature!,
      name: 'a.mp4',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(bytes)]), 'a.mp4');
    return fetch(`${app.baseUrl}/storage`, { method: 'POST', body: form });
  };

  it('a JSON body over its cap: 413 with its message, every time', async () => {
    const body = JSON.stringify({ email: 'a@b.cc', password: 'x'.repeat(5 * 1024 * 1024) });
    await everyTime(
      () =>
        fetch(`${app.baseUrl}/api/user/vip/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      413,
      commonMessages.bodyTooLarge,
    );
    await everyTime(
      () =>
        fetch(`${app.baseUrl}/trpc/auth.vipLogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      413,
      commonMessages.bodyTooLarge,
    );
  }, 120_000);

  it('an upload whose signed policy is refused: 403 with its message, every time', async () => {
    const policy = await uploadPolicy(10 * 1024 * 1024);
    await everyTime(() => upload(policy, { signature: 'forged' }, 8 * 1024 * 1024), 403, '上传签名无效');
  }, 120_000);

  it('a file over its policy size: 413 with its message, every time', async () => {
    const policy = await uploadPolicy(1024 * 1024);
    await everyTime(() => upload(policy, {}, 8 * 1024 * 1024), 413, '仅支持1M以内的文件');
  }, 120_000);

  it('drops no more than its bound of a refused body, then cuts the connection', async () => {
    const url = new URL(app.baseUrl);
    const declared = 1024 * 1024 * 1024;
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.on('data', (part: Buffer) => void received.push(part));
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/user/vip/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    const pump = async () => {
      while (!socket.destroyed && sent < declared) {
        sent += chunk.length;
        if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
      }
    };
    await Promise.all([pump(), closed]);
    const answer = Buffer.concat(received).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(commonMessages.bodyTooLarge);
    // Cut soon after the bound, far from the declared gigabyte (socket buffers hold a few MB more).
    expect(sent).toBeGreaterThan(LINGER.maxBytes / 2);
    expect(sent).toBeLessThan(LINGER.maxBytes + 64 * 1024 * 1024);
  }, 60_000);
});
