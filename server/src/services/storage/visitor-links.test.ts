import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './storage';
import { VISITOR_LINK_DAY_MS, visitorLinks } from './visitor-links';

describe('links a visitor can read', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-visitor-links-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const storage = createStorage({ dataDir, secret: 'test-secret', s3: undefined });
  const origin = 'https://portal.example';
  const company = '0b5c7f0e-6d1a-4c1e-9a51-3f1f6a0a2b11';
  const key = `c/${company}/IMAGE/1f6c5a52-3c43-4bd5-9d7b-8c2f0b6f1a10/前台.png`;
  const path = `/storage/${key.split('/').map(encodeURIComponent).join('/')}`;
  const now = Date.UTC(2026, 10, 27, 15, 30);
  const links = visitorLinks(storage, origin, now);
  const signature = (url: string) => {
    const query = new URL(url, origin).searchParams;
    return { expires: query.get('expires') ?? undefined, sig: query.get('sig') ?? undefined };
  };

  it("signs a company file's path or URL on our origin, stable for the day and good for two", async () => {
    const signed = await links.url(path);
    expect(signed.startsWith(`${origin}${path}?expires=`)).toBe(true);
    const { expires, sig } = signature(signed);
    expect(storage.verifyReadSignature(key, expires, sig, now)).toBe(true);
    expect(Number(expires)).toBe(Date.UTC(2026, 10, 27) + 2 * VISITOR_LINK_DAY_MS);
    // The same link all day; a new one the next day.
    expect(await visitorLinks(storage, origin, now + 3600_000).url(`${origin}${path}`)).toBe(signed);
    expect(await visitorLinks(storage, origin, now + VISITOR_LINK_DAY_MS).url(path)).not.toBe(signed);
  });

  it('leaves platform assets, other sites and texts without our files as they are', async () => {
    for (const url of [
      '/storage/platform/avatars/xiaoya/presenting.png',
      `https://elsewhere.example${path}`,
      'https://elsewhere.example/picture.png',
      'data:image/png;base64,AAAA',
    ])
      expect(await links.url(url)).toBe(url);
    expect(await links.text('没有链接的文字')).toBe('没有链接的文字');
  });

  it('signs every file a canvas names, inside JSON inside JSON, and replaces an old signature', async () => {
    const canvas = JSON.stringify({ background: path, images: [{ mediaUrl: `${path}?expires=1&sig=old` }] });
    const card = JSON.stringify({ dataJson: canvas, avatarUrl: path, other: '/storage/platform/x.png' });
    const signed = JSON.parse(await links.text(card));
    const inner = JSON.parse(signed.dataJson);
    const expected = await links.url(path);
    expect(inner.background).toBe(expected);
    expect(inner.images[0].mediaUrl).toBe(expected);
    expect(signed.avatarUrl).toBe(expected);
    expect(signed.other).toBe('/storage/platform/x.png');
  });
});
