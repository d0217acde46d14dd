import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../../src/db/schema/index';
import { probeMedia } from '../../src/services/media/ffmpeg';
import { signedInUser } from '../support/accounts';
import { makeTestClip } from '../support/media-files';
import { startTestApp, type TestApp } from '../support/test-app';

describe('media library', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  const scratch = mkdtempSync(join(tmpdir(), 'media-scratch-'));
  let mov: Buffer;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    user = await signedInUser(app.deps.db);
    other = await signedInUser(app.deps.db);
    mov = await makeTestClip(scratch);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const upload = async (cookie: string, bytes: Buffer, name: string, path = '/api/v1/media/upload') => {
    const form = new FormData();
    form.set('title', '产品演示');
    form.set('file', new Blob([bytes]), name);
    const res = await fetch(app.baseUrl + path, { method: 'POST', body: form, headers: { cookie } });
    return (await res.json()) as { code: number; message: string; data: any };
  };
  const json = async (cookie: string, path: string, body?: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
  };

  it('transcodes an uploaded MOV to MP4 with poster, thumbnail, duration and size', async () => {
    const res = await upload(user.cookie, mov, 'clip.mov');
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({ title: '产品演示', mediaType: 'video', transcodeStage: 'queued' });
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
    const video = await fetch(item.url, { headers: { cookie: user.cookie } });
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const file = join(scratch, 'out.mp4');
    writeFileSync(file, Buffer.from(await video.arrayBuffer()));
    expect(await probeMedia(file)).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' });
    const poster = await fetch(item.posterUrl, { headers: { cookie: user.cookie } });
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(item.thumbnailImageUrl, { headers: { cookie: user.cookie } })).status).toBe(200);
  }, 120_000);

  it('keeps each company’s library to itself', async () => {
    const res = await upload(user.cookie, mov, 'private.mov');
    const mediaId = res.data.mediaId as string;
    const theirs = await json(other.cookie, '/api/v1/media/queryBatch', { mediaType: 'video' });
    expect(theirs.data.list.some((i: { mediaId: string }) => i.mediaId === mediaId)).toBe(false);
    expect((await json(other.cookie, '/api/v1/media/del', { mediaId })).code).toBe(404);
    expect((await json(other.cookie, `/api/v1/security/blobSasUri?url=${encodeURIComponent(res.data.url)}`)).code).toBe(
      404,
    );
    expect((await json(user.cookie, '/api/v1/media/del', { mediaId: 'not-a-uuid' })).code).toBe(404);
  });

  it('hands out short-lived signed read URLs and downloads only our own files', async () => {
    const res = await upload(user.cookie, mov, 'share.mov');
    const sas = await json(user.cookie, `/api/v1/security/blobSasUri?url=${encodeURIComponent(res.data.url)}`);
    expect((await fetch(sas.data.url)).status).toBe(200);
    expect((await fetch(sas.data.url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(404);
    const download = await fetch(
      `${app.baseUrl}/api/download/proxy?url=${encodeURIComponent(res.data.url)}&downloadName=${encodeURIComponent('演示.mov')}`,
      { headers: { cookie: user.cookie } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(mov)).toBe(true);
    const foreign = await json(
      user.cookie,
      `/api/download/proxy?url=${encodeURIComponent('http://example.com/storage/x.png')}`,
    );
    expect(foreign).toMatchObject({ status: 403, message: '只能下载本平台存储的文件' });
  });

  it('deletes an item and its files', async () => {
    const res = await upload(user.cookie, mov, 'gone.mov');
    expect((await json(user.cookie, '/api/v1/del-video-media', { id: res.data.mediaId })).code).toBe(200);
    expect((await fetch(res.data.url, { headers: { cookie: user.cookie } })).status).toBe(404);
    expect((await json(user.cookie, `/api/v1/material-transcode-stage?mediaId=${res.data.mediaId}`)).code).toBe(404);
  });

  it('registers a background image through its own upload call', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const res = await upload(user.cookie, png, 'bg.png', '/api/media/background/upload');
    expect(res.data).toMatchObject({ mediaType: 'image', kind: 'BACKGROUND_IMAGE' });
    const bad = await upload(user.cookie, Buffer.from('MZ not an image'), 'bg.png', '/api/media/background/upload');
    expect(bad.message).toBe('文件内容与扩展名不符，请重新上传');
  });

  it('lists the distinct tags of the company’s live library items, by media type if asked', async () => {
    const item = (companyId: string, mediaType: 'video' | 'image', tags: string[], deletedAt: Date | null = null) => ({
      companyId,
      mediaType,
      kind: 'MATERIAL',
      title: 't',
      storageKey: `c/${companyId}/MATERIAL/${crypto.randomUUID()}/a.${mediaType === 'video' ? 'mp4' : 'png'}`,
      mimeType: mediaType === 'video' ? 'video/mp4' : 'image/png',
      fileExtension: mediaType === 'video' ? 'mp4' : 'png',
      sizeBytes: 1,
      tags,
      deletedAt,
    });
    await app.deps.db
      .insert(mediaItems)
      .values([
        item(user.company.id, 'video', ['产品', '发布会']),
        item(user.company.id, 'image', ['产品', 'logo']),
        item(user.company.id, 'image', ['已删除'], new Date()),
        item(other.company.id, 'video', ['别家']),
      ]);
    const all = await json(user.cookie, '/api/v1/media/listAllMediaTags', {});
    expect(all).toMatchObject({ code: 200, data: ['logo', '产品', '发布会'] });
    expect((await json(user.cookie, '/api/v1/media/listAllMediaTags', { mediaType: 'video' })).data).toEqual([
      '产品',
      '发布会',
    ]);
    expect((await json(other.cookie, '/api/v1/media/listAllMediaTags', {})).data).toEqual(['别家']);
    expect((await json(user.cookie, '/api/v1/media/listAllMediaTags', { mediaType: 'sticker' })).code).toBe(400);
  });
});
