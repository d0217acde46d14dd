import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadPolicy } from '../../src/services/storage/upload-policy';
import { signedInUser } from '../support/accounts';
import { EXE_HEADED as EXE, PNG_HEADED as PNG } from '../support/media-files';
import { startTestApp, type TestApp } from '../support/test-app';

const execFileAsync = promisify(execFile);

describe('signed uploads to the storage host', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  const scratch = mkdtempSync(join(tmpdir(), 'upload-scratch-'));
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    user = await signedInUser(app.deps.db);
    other = await signedInUser(app.deps.db);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const policyFor = async (fileName: string, ossPathType = 'MATERIAL', maxSizeBytes = 10 * 1024 * 1024) => {
    const res = await fetch(`${app.baseUrl}/api/v1/oss/get-upload-cred`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ fileName, maxSizeBytes, ossPathType }),
    });
    return (await res.json()) as { code: number; message: string; data: any };
  };
  const post = async (fields: Record<string, string>, file: Blob, name: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', file, name);
    const res = await fetch(fields.host ?? `${app.baseUrl}/storage`, { method: 'POST', body: form });
    return { status: res.status, json: (await res.json()) as { code: number; message: string; data: any } };
  };
  const fieldsOf = (p: any) => ({
    host: p.host,
    key: p.fullPath,
    policy: p.policy,
    OSSAccessKeyId: p.accessId,
    success_action_status: '200',
    signature: p.signature,
    name: 'a.png',
  });
  const written = (key: string) => existsSync(app.deps.storage.store.fileOf(key)!);

  it('stores a file posted with a valid policy and serves it back with ranges to its company only', async () => {
    const { code, data: policy } = await policyFor('a.png');
    expect(code).toBe(200);
    expect(policy.host).toBe(`${app.baseUrl}/storage`);
    expect(policy.fullPath.startsWith(`c/${user.company.id}/MATERIAL/`)).toBe(true);
    const res = await post(fieldsOf(policy), new Blob([PNG]), 'a.png');
    expect(res.json.code).toBe(200);
    expect(res.json.data.url).toBe(`${app.baseUrl}/storage/${policy.fullPath}`);
    const whole = await fetch(res.json.data.url, { headers: { cookie: user.cookie } });
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PNG)).toBe(true);
    const part = await fetch(res.json.data.url, { headers: { cookie: user.cookie, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(8);
    expect((await fetch(res.json.data.url)).status).toBe(404);
    expect((await fetch(res.json.data.url, { headers: { cookie: other.cookie } })).status).toBe(404);
  });

  it('refuses an expired, tampered, foreign-prefix, oversize or incomplete post and writes nothing', async () => {
    const secret = app.deps.config.secret;
    const expired = createUploadPolicy(
      secret,
      { companyId: user.company.id, pathType: 'MATERIAL', fileName: 'a.png', maxSizeBytes: 1e6, host: '' },
      Date.now() - 16 * 60_000,
    );
    const expiredRes = await post({ ...fieldsOf(expired), host: `${app.baseUrl}/storage` }, new Blob([PNG]), 'a.png');
    expect(expiredRes).toMatchObject({ status: 403, json: { message: '上传凭证已过期，请重新上传' } });
    expect(written(expired.fullPath)).toBe(false);

    const { data: good } = await policyFor('b.png');
    const tampered = Buffer.from(
      Buffer.from(good.policy, 'base64')
        .toString()
        .replace(/"content-length-range",0,\d+/, '"content-length-range",0,999999999'),
    ).toString('base64');
    expect((await post({ ...fieldsOf(good), policy: tampered }, new Blob([PNG]), 'b.png')).json.message).toBe(
      '上传签名无效',
    );

    const foreignKey = good.fullPath.replace(user.company.id, other.company.id);
    const foreign = await post({ ...fieldsOf(good), key: foreignKey }, new Blob([PNG]), 'b.png');
    expect(foreign).toMatchObject({ status: 403, json: { message: '上传路径不被允许' } });
    expect(written(foreignKey)).toBe(false);

    const { data: small } = await policyFor('c.png', 'MATERIAL', 50);
    const big = await post(fieldsOf(small), new Blob([PNG]), 'c.png');
    expect(big).toMatchObject({ status: 413, json: { message: '仅支持0M以内的文件' } });
    expect(written(small.fullPath)).toBe(false);

    const { data: partial } = await policyFor('d.png');
    const { signature: _s, ...withoutSignature } = fieldsOf(partial);
    expect((await post(withoutSignature, new Blob([PNG]), 'd.png')).status).toBe(400);
    expect(written(partial.fullPath)).toBe(false);
  });

  it('refuses a renamed .exe posing as .png by its header, and types the path type does not take', async () => {
    const { data: policy } = await policyFor('evil.png');
    const res = await post({ ...fieldsOf(policy), name: 'evil.png' }, new Blob([EXE]), 'evil.png');
    expect(res).toMatchObject({ status: 415, json: { message: '文件内容与扩展名不符，请重新上传' } });
    expect(written(policy.fullPath)).toBe(false);
    const refused = await policyFor('movie.avi');
    expect(refused.message).toBe('仅支持JPG/JPEG/PNG/WEBP格式的图片或MOV/MP4格式的视频，请重新上传正确格式的文件');
  });

  it('streams a 300 MB video to disk without holding it in memory', async () => {
    const path = join(scratch, 'big.mp4');
    const size = 300 * 1024 * 1024 - 1024;
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(path);
      out.on('error', reject);
      out.write(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]));
      const chunk = Buffer.alloc(4 * 1024 * 1024);
      let left = size - 16;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          if (!out.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void out.once('drain', pump);
        }
        out.end(resolve);
      };
      pump();
    });
    const { data: policy } = await policyFor('big.mp4', 'MATERIAL', 300 * 1024 * 1024);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    // curl streams the file from another process, so this process's memory is the server's alone.
    const fields = { ...fieldsOf(policy), name: 'big.mp4' };
    const args = [
      '-s',
      ...Object.entries(fields).flatMap(([k, v]) => ['-F', `${k}=${v}`]),
      '-F',
      `file=@${path};filename=big.mp4`,
      fields.host,
    ];
    const { stdout } = await execFileAsync('curl', args, { maxBuffer: 1 << 20 });
    clearInterval(sampler);
    expect(JSON.parse(stdout).code).toBe(200);
    expect(await app.deps.storage.store.size(policy.fullPath)).toBe(size);
    expect((peak - before) / 1024 / 1024).toBeLessThan(150);
  }, 120_000);
});
