import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalAssets } from '../../src/services/storage/local-assets';
import { S3Bucket } from '../../src/services/storage/s3-bucket';
import { S3ObjectStore } from '../../src/services/storage/s3-store';
import { createS3UploadPolicy } from '../../src/services/storage/s3-upload-policy';
import { signedInUser } from '../support/accounts';
import { EXE_HEADED as EXE, makeTestClip, PNG_HEADED as PNG } from '../support/media-files';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { startTestApp, type TestApp } from '../support/test-app';

describe('S3 storage', () => {
  let s3: TestS3;
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  const scratch = mkdtempSync(join(tmpdir(), 's3-scratch-'));
  let mov: Buffer;
  beforeAll(async () => {
    s3 = await startTestS3({ bucket: 'portal-media' });
    app = await startTestApp('pglite', { s3: s3.config });
    user = await signedInUser(app.deps.db);
    other = await signedInUser(app.deps.db);
    mov = await makeTestClip(scratch);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const bucketUrl = () => `${s3.endpoint}/portal-media`;
  const json = async (cookie: string, path: string, body?: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
  };
  const policyFor = async (fileName: string, maxSizeBytes = 10 * 1024 * 1024) =>
    (await json(user.cookie, '/api/v1/oss/get-upload-cred', { fileName, maxSizeBytes, ossPathType: 'MATERIAL' })).data;
  /** What the browser does: the policy's fields in order, then the file, posted to the policy's host. */
  const post = async (host: string, fields: Record<string, string>, bytes: Buffer, name: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([bytes]), name);
    const res = await fetch(host, { method: 'POST', body: form });
    return { status: res.status, body: await res.text() };
  };
  const upload = async (cookie: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes]), name);
    const res = await fetch(`${app.baseUrl}/api/v1/media/upload`, { method: 'POST', body: form, headers: { cookie } });
    return (await res.json()) as { code: number; message: string; data: any };
  };

  it('answers a presigned POST bound to the company, and a browser post lands in the bucket', async () => {
    const policy = await policyFor('a.png');
    expect(policy).toMatchObject({ host: bucketUrl(), accessId: s3.config.accessKeyId });
    expect(policy.fullPath.startsWith(`c/${user.company.id}/MATERIAL/`)).toBe(true);
    expect(policy.fields).toMatchObject({
      key: policy.fullPath,
      Policy: policy.policy,
      'X-Amz-Signature': policy.signature,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'Content-Type': 'image/png',
      success_action_status: '200',
    });
    const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString('utf8'));
    expect(document.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', `c/${user.company.id}/MATERIAL/`],
        ['content-length-range', 0, 10 * 1024 * 1024],
        { key: policy.fullPath },
        { bucket: 'portal-media' },
      ]),
    );
    expect(Date.parse(document.expiration) - Date.now()).toBeGreaterThan(14 * 60_000);

    const res = await post(policy.host, policy.fields, PNG, 'a.png');
    expect(res).toEqual({ status: 200, body: '' });
    expect(s3.objects.get(policy.fullPath)).toMatchObject({ body: PNG, contentType: 'image/png' });

    // The browser's result is host plus path (001 §7); registering it checks the file the server never saw.
    const added = await json(user.cookie, '/api/v1/add-video-media', { url: `${policy.host}/${policy.fullPath}` });
    expect(added.code, added.message).toBe(200);
    expect(added.data).toMatchObject({ mediaType: 'image', url: `${bucketUrl()}/${policy.fullPath}` });
    expect((await json(other.cookie, '/api/v1/add-video-media', { url: added.data.url })).code).toBe(404);
  });

  it('refuses expired, tampered, wrong-prefix, oversize and unsigned-field posts and stores nothing', async () => {
    const bucket = app.deps.storage.bucket!;
    const expired = await createS3UploadPolicy(
      bucket,
      { companyId: user.company.id, pathType: 'MATERIAL', fileName: 'e.png', maxSizeBytes: 1e6 },
      -60_000,
    );
    const refusedExpired = await post(expired.host, expired.fields, PNG, 'e.png');
    expect(refusedExpired.status).toBe(403);
    expect(refusedExpired.body).toContain('Policy expired');

    const good = await policyFor('b.png');
    const loosened = Buffer.from(
      Buffer.from(good.policy, 'base64')
        .toString()
        .replace(/"content-length-range",0,\d+/, '"content-length-range",0,999999999'),
    ).toString('base64');
    const tampered = await post(good.host, { ...good.fields, Policy: loosened }, PNG, 'b.png');
    expect(tampered.status).toBe(403);
    expect(tampered.body).toContain('SignatureDoesNotMatch');

    const foreignKey = good.fullPath.replace(user.company.id, other.company.id);
    const foreign = await post(good.host, { ...good.fields, key: foreignKey }, PNG, 'b.png');
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain('Policy Condition failed');

    const small = await policyFor('c.png', 50);
    const big = await post(small.host, small.fields, PNG, 'c.png');
    expect(big.status).toBe(400);
    expect(big.body).toContain('EntityTooLarge');

    // The spec's OSS field names are not in an S3 policy: posting them is refused, so the form is the policy's own.
    const extra = await post(good.host, { ...good.fields, OSSAccessKeyId: good.accessId }, PNG, 'b.png');
    expect(extra.status).toBe(403);
    expect(extra.body).toContain('Extra input fields: OSSAccessKeyId');

    for (const key of [expired.fullPath, good.fullPath, foreignKey, small.fullPath])
      expect(s3.objects.has(key)).toBe(false);
    expect((await post(good.host, good.fields, PNG, 'b.png')).status).toBe(200);
  });

  it('refuses and removes a renamed .exe posted to the bucket directly', async () => {
    const policy = await policyFor('evil.png');
    expect((await post(policy.host, policy.fields, EXE, 'evil.png')).status).toBe(200);
    expect(s3.objects.has(policy.fullPath)).toBe(true);
    const added = await json(user.cookie, '/api/v1/add-video-media', { url: `${policy.host}/${policy.fullPath}` });
    expect(added.message).toBe('文件内容与扩展名不符，请重新上传');
    expect(s3.objects.has(policy.fullPath)).toBe(false);
  });

  it('stores media/upload in the bucket, probes and transcodes it from there, and signs read URLs', async () => {
    const res = await upload(user.cookie, mov, 'clip.mov');
    expect(res.code, res.message).toBe(200);
    const source = [...s3.objects.keys()].find(
      (k) => k.startsWith(`c/${user.company.id}/MATERIAL/`) && k.endsWith('/clip.mov'),
    );
    expect(s3.objects.get(source!)?.body.equals(mov)).toBe(true);
    const mediaId = res.data.mediaId as string;
    await expect
      .poll(async () => (await json(user.cookie, `/api/v1/material-transcode-stage?mediaId=${mediaId}`)).data?.stage, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('done');
    const list = await json(user.cookie, '/api/v1/media/queryBatch', {
      mediaType: 'video',
      pageIndex: 1,
      pageSize: 10,
    });
    const item = list.data.list.find((i: { mediaId: string }) => i.mediaId === mediaId);
    expect(item).toMatchObject({ fileType: 'mp4', width: 320, height: 240 });
    expect(Math.abs(item.durationMs - 2000)).toBeLessThan(150);
    const base = source!.replace(/\/clip\.mov$/, '');
    expect(item.url).toBe(`${bucketUrl()}/${base}/transcoded.mp4`);
    expect(item.posterUrl).toBe(`${bucketUrl()}/${base}/poster.jpg`);
    expect(s3.objects.get(`${base}/poster.jpg`)?.contentType).toBe('image/jpeg');
    // The MOV gave way to the MP4, in the bucket as on disk.
    expect(s3.objects.has(source!)).toBe(false);

    const sas = await json(user.cookie, `/api/v1/security/blobSasUri?url=${encodeURIComponent(item.url)}`);
    expect(sas.data.url.startsWith(`${bucketUrl()}/${base}/transcoded.mp4?`)).toBe(true);
    const signed = await fetch(sas.data.url);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(s3.objects.get(`${base}/transcoded.mp4`)!.body)).toBe(true);
    expect((await fetch(sas.data.url.replace(/X-Amz-Signature=[0-9a-f]{4}/, 'X-Amz-Signature=0000'))).status).toBe(403);
    expect((await fetch(item.url)).status).toBe(403);
    expect((await json(other.cookie, `/api/v1/security/blobSasUri?url=${encodeURIComponent(item.url)}`)).code).toBe(
      404,
    );
  }, 120_000);

  it('probes a video the browser posted to the bucket, from a copy downloaded once', async () => {
    const policy = await policyFor('direct.mov', 300 * 1024 * 1024);
    expect(policy.fields['Content-Type']).toBe('video/quicktime');
    expect((await post(policy.host, policy.fields, mov, 'direct.mov')).status).toBe(200);
    const cached = join(app.deps.storage.store.localRoot, policy.fullPath);
    expect(existsSync(cached)).toBe(false);
    const added = await json(user.cookie, '/api/v1/add-video-media', { url: `${policy.host}/${policy.fullPath}` });
    expect(added.code, added.message).toBe(200);
    await expect
      .poll(
        async () =>
          (await json(user.cookie, `/api/v1/material-transcode-stage?mediaId=${added.data.mediaId}`)).data?.stage,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('done');
    // The header check read 64 bytes; the probe and the transcode share one whole download.
    expect(s3.log.filter((l) => l.startsWith(`GET ${policy.fullPath}`))).toEqual([
      `GET ${policy.fullPath} bytes=0-63`,
      `GET ${policy.fullPath}`,
    ]);
    // The MOV gave way to its MP4: gone from the bucket and from the cache.
    expect(s3.objects.has(policy.fullPath) || existsSync(cached)).toBe(false);
    const list = await json(user.cookie, '/api/v1/media/queryBatch', {
      mediaType: 'video',
      pageIndex: 1,
      pageSize: 50,
    });
    expect(list.data.list.find((i: { mediaId: string }) => i.mediaId === added.data.mediaId)).toMatchObject({
      fileType: 'mp4',
      width: 320,
      height: 240,
    });
  }, 120_000);

  it('downloads our bucket’s files through the proxy and refuses other hosts and buckets', async () => {
    const res = await upload(user.cookie, PNG, 'logo.png');
    const download = await fetch(
      `${app.baseUrl}/api/download/proxy?url=${encodeURIComponent(res.data.url)}&downloadName=${encodeURIComponent('标志.png')}`,
      { headers: { cookie: user.cookie } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    const key = res.data.url.slice(bucketUrl().length + 1);
    for (const url of [`http://example.com/portal-media/${key}`, `${s3.endpoint}/another-bucket/${key}`]) {
      const refused = await json(user.cookie, `/api/download/proxy?url=${encodeURIComponent(url)}`);
      expect(refused).toMatchObject({ status: 403, message: '只能下载本平台存储的文件' });
    }
    expect((await json(other.cookie, `/api/download/proxy?url=${encodeURIComponent(res.data.url)}`)).code).toBe(404);
  });

  it('serves /storage/<key> paths from the bucket with ranges, to the owning company only', async () => {
    const res = await upload(user.cookie, PNG, 'range.png');
    const path = `${app.baseUrl}/storage/${res.data.url.slice(bucketUrl().length + 1)}`;
    const part = await fetch(path, { headers: { cookie: user.cookie, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(PNG.subarray(0, 8))).toBe(true);
    const whole = await fetch(path, { headers: { cookie: user.cookie } });
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(path, { headers: { cookie: other.cookie } })).status).toBe(404);
  });

  it('makes a project’s stored files local for the renderer, and only its own company’s', async () => {
    const mine = await upload(user.cookie, PNG, 'scene.png');
    const theirs = await upload(other.cookie, PNG, 'theirs.png');
    const mineKey = mine.data.url.slice(bucketUrl().length + 1);
    const data = {
      scenes: [
        {
          background: { mediaUrl: mine.data.url },
          elements: [
            { mediaUrl: theirs.data.url },
            { mediaUrl: `/storage/${mineKey}` },
            { mediaUrl: 'https://example.com/x.png' },
          ],
        },
      ],
    };
    const local = await withLocalAssets(app.deps.storage, data, user.company.id);
    expect(local).toEqual({
      scenes: [
        {
          background: { mediaUrl: `/storage/${mineKey}` },
          elements: [{ mediaUrl: '' }, { mediaUrl: `/storage/${mineKey}` }, { mediaUrl: 'https://example.com/x.png' }],
        },
      ],
    });
    const file = join(app.deps.storage.store.localRoot, mineKey);
    expect(existsSync(file) && readFileSync(file).equals(PNG)).toBe(true);
    // A cached copy is kept while the object is unchanged, and fetched again once it changes.
    const gets = () => s3.log.filter((l) => l === `GET ${mineKey}`).length;
    const before = gets();
    await app.deps.storage.store.localPath(mineKey);
    expect(gets()).toBe(before);
    s3.objects.set(mineKey, { ...s3.objects.get(mineKey)!, body: Buffer.concat([PNG, PNG]), etag: '"changed"' });
    await app.deps.storage.store.localPath(mineKey);
    expect(gets()).toBe(before + 1);
    expect(readFileSync(file).length).toBe(PNG.length * 2);
  });

  it('brings a photo avatar’s landmarks beside its portrait for the renderer, and removes the avatar’s folder whole', async () => {
    const folder = `c/${user.company.id}/photo-avatars/a1/`;
    await app.deps.storage.store.putBytes(`${folder}portrait.jpg`, PNG);
    await app.deps.storage.store.putBytes(`${folder}landmarks.png`, PNG);
    await app.deps.storage.store.putBytes(`${folder}summary.jpg`, PNG);
    const local = await withLocalAssets(
      app.deps.storage,
      { mediaUrl: `/storage/${folder}portrait.jpg` },
      user.company.id,
    );
    expect(local).toEqual({ mediaUrl: `/storage/${folder}portrait.jpg` });
    expect(existsSync(join(app.deps.storage.store.localRoot, `${folder}landmarks.png`))).toBe(true);
    await app.deps.storage.store.removePrefix(folder);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(folder))).toEqual([]);
    expect(existsSync(join(app.deps.storage.store.localRoot, `${folder}landmarks.png`))).toBe(false);
  });

  it('is tested against a store that checks every signature', async () => {
    const wrong = new S3ObjectStore(
      new S3Bucket({ ...s3.config, secretAccessKey: 'not-the-secret' }),
      join(scratch, 'wrong-cache'),
    );
    await expect(wrong.putBytes(`c/${user.company.id}/GENERATED/x.json`, new Uint8Array([1]))).rejects.toThrow(
      /signature/i,
    );
    expect(s3.objects.has(`c/${user.company.id}/GENERATED/x.json`)).toBe(false);
    const key = `c/${user.company.id}/GENERATED/签名.json`;
    await app.deps.storage.store.putBytes(key, new TextEncoder().encode('{}'));
    expect(s3.objects.get(key)?.contentType).toBe('application/json');
    const url = await app.deps.storage.signedUrlOf(key, app.baseUrl, 60_000);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=99999'))).status).toBe(403);
  });
});
