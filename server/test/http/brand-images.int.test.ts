import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { CanvasKit } from 'canvaskit-wasm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRAND_IMAGE_LIMITS, opsMessages as m } from '@portal/contracts';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { brandPictures } from '../../src/db/schema/index';
import { createOperator } from '../../src/services/operators/operator-accounts';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

type Answer = { status: number; code: number; message: string; data: any };
type Format = 'png' | 'jpeg' | 'webp';

/** A GET with a Host header of our choosing (fetch may not set Host): what a browser on that domain sends. */
function getOnHost(baseUrl: string, path: string, host: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(new URL(path, baseUrl), { method: 'GET', headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ...JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A picture drawn and encoded with CanvasKit, the server's own engine: a disc on a transparent
 * ground, so a re-encoded logo can be checked for its kept transparency.
 */
/** The first 60 % of a file. */
const cut = (bytes: Uint8Array) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

function picture(ck: CanvasKit, width: number, height: number, format: Format = 'png'): Uint8Array {
  const surface = ck.MakeSurface(width, height)!;
  const canvas = surface.getCanvas();
  canvas.clear(ck.TRANSPARENT);
  const paint = new ck.Paint();
  paint.setColor(ck.Color(10, 124, 255, 1));
  canvas.drawCircle(width / 2, height / 2, Math.min(width, height) / 3, paint);
  paint.delete();
  const image = surface.makeImageSnapshot();
  const kind = { png: ck.ImageFormat.PNG, jpeg: ck.ImageFormat.JPEG, webp: ck.ImageFormat.WEBP }[format];
  const bytes = image.encodeToBytes(kind, 90)!;
  image.delete();
  surface.dispose();
  return bytes;
}

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe.each(testEngines())('brand pictures on %s', (engine) => {
  let app: TestApp;
  let ck: CanvasKit;
  /** Cookies of three operators: one whose uploads succeed, one whose are refused, one for the rate limit. */
  const cookies = { main: '', refusals: '', flood: '' };

  const signIn = async (email: string) => {
    await createOperator(app.deps.db, { email, displayName: '运营', password: 'Operate2026' });
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/ops/login', { email, password: 'Operate2026' })).code).toBe(200);
    return `ops_session=${client.jar.get('ops_session')}`;
  };

  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    ck = await loadCanvasKit();
    cookies.main = await signIn('brand@platform.example');
    cookies.refusals = await signIn('refusals@platform.example');
    cookies.flood = await signIn('flood@platform.example');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The console's post: the kind first, then the file (the server caps the file by its kind while it arrives). */
  const upload = async (
    cookie: string,
    kind: string | null,
    file: Uint8Array | null,
    options: { name?: string; kindAfterFile?: boolean } = {},
  ): Promise<Answer> => {
    const form = new FormData();
    if (kind !== null && !options.kindAfterFile) form.set('kind', kind);
    if (file) form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), options.name ?? 'logo.png');
    if (kind !== null && options.kindAfterFile) form.set('kind', kind);
    const res = await fetch(`${app.baseUrl}/api/ops/brand/image`, { method: 'POST', body: form, headers: { cookie } });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  };
  const listFolder = (...path: string[]) => {
    const folder = join(app.deps.config.dataDir, ...path);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const storedPictures = () => listFolder('storage', 'platform', 'brands');
  /** The adapter removes a call's temp files once it has answered, so they go just after the answer arrives. */
  const tempUploadsGone = () => vi.waitFor(() => expect(listFolder('tmp', 'uploads')).toEqual([]), { timeout: 5_000 });
  const served = async (url: string) => {
    const res = await fetch(app.baseUrl + url);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  };

  it('stores a PNG logo re-encoded, transparency kept and anything after the image dropped', async () => {
    // A script glued after the PNG's end: browsers and decoders ignore it, a careless store would serve it.
    const payload = text('<script>alert(document.cookie)</script>');
    const res = await upload(cookies.main, 'logo', concat(picture(ck, 300, 120), payload));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ width: 300, height: 120 });
    expect(res.data.url).toMatch(/^\/storage\/platform\/brands\/logo-[0-9a-f]{24}\.png$/);

    const file = await served(res.data.url);
    expect(file.status).toBe(200);
    expect(file.type).toContain('image/png');
    expect(file.bytes.length).toBe(res.data.bytes);
    expect(Buffer.from(file.bytes).includes(Buffer.from(payload))).toBe(false);
    const image = ck.MakeImageFromEncoded(file.bytes)!;
    expect([image.width(), image.height()]).toEqual([300, 120]);
    const info = {
      width: 300,
      height: 120,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Unpremul,
      colorSpace: ck.ColorSpace.SRGB,
    };
    const pixels = image.readPixels(0, 0, info) as Uint8Array;
    image.delete();
    expect(pixels[3]).toBe(0); // the corner stays transparent
    expect(pixels[(60 * 300 + 150) * 4 + 3]).toBe(255); // the disc is opaque

    // The same picture again is the same file: the key is the hash of what is stored.
    const again = await upload(cookies.main, 'logo', picture(ck, 300, 120), { name: 'other-name.png' });
    expect(again.data.url).toBe(res.data.url);
    expect(storedPictures()).toHaveLength(1);
    await tempUploadsGone();
  });

  it('takes JPEG and WebP too, by their bytes whatever their names, and shrinks a large logo', async () => {
    const webp = await upload(cookies.main, 'logo', picture(ck, 2048, 512, 'webp'), { name: 'logo.gif' });
    expect(webp.code).toBe(200);
    expect(webp.data).toMatchObject({ width: 1024, height: 256 });
    expect(webp.data.url).toMatch(/\.png$/);
    const jpeg = await upload(cookies.main, 'logo', picture(ck, 200, 200, 'jpeg'), { name: 'logo' });
    expect(jpeg.code).toBe(200);
  });

  it('stores a login picture as a JPEG at most 1920 px wide', async () => {
    const res = await upload(cookies.main, 'loginImage', picture(ck, 2400, 1600, 'png'), { name: 'login.png' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ width: 1920, height: 1280 });
    expect(res.data.url).toMatch(/^\/storage\/platform\/brands\/loginImage-[0-9a-f]{24}\.jpg$/);
    const file = await served(res.data.url);
    expect(file.type).toContain('image/jpeg');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('shows a saved logo and login picture on the brand’s domain only', async () => {
    const logo = (await upload(cookies.main, 'logo', picture(ck, 256, 96))).data.url as string;
    const login = (await upload(cookies.main, 'loginImage', picture(ck, 1200, 800, 'jpeg'))).data.url as string;
    const save = (fields: Record<string, string>) =>
      fetch(`${app.baseUrl}/api/ops/brand/save`, {
        method: 'POST',
        headers: { cookie: cookies.main, 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'logo.acme.example', webName: 'Acme 数字人', ...fields }),
      }).then((r) => r.json() as Promise<Omit<Answer, 'status'>>);
    // Only our own stored pictures or https links: no script, data or other schemes, no other stored file.
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://cdn.example.com/logo.png',
      '/storage/c/00000000-0000-0000-0000-000000000000/MATERIAL/x/logo.png',
      login,
    ])
      expect((await save({ logoUrl: bad })).message, bad).toContain(m.urlInvalid);
    expect((await save({ webPageCustomImg: logo })).message).toContain(m.urlInvalid);

    const saved = await save({ logoUrl: logo, webPageCustomImg: login });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ logoUrl: logo, webPageCustomImg: login });

    const onBrand = await getOnHost(app.baseUrl, '/api/config/text', 'logo.acme.example');
    expect(onBrand.data.customizeText).toMatchObject({
      webName: 'Acme 数字人',
      logoUrl: logo,
      webIsShowPageCustom: 1,
      webPageCustomImg: login,
    });
    const elsewhere = await getOnHost(app.baseUrl, '/api/config/text', 'other.example');
    expect(elsewhere.data.customizeText).toMatchObject({ logoUrl: '', webIsShowPageCustom: 0, webPageCustomImg: '' });
    // A visitor of the brand's domain, signed in nowhere, can load the pictures.
    expect((await served(logo)).status).toBe(200);

    // An https link is a logo too (the console keeps the link field as an alternative).
    const linked = await save({ logoUrl: 'https://cdn.example.com/acme.png', previousDomain: 'logo.acme.example' });
    expect(linked.code).toBe(200);
    const list = await fetch(`${app.baseUrl}/api/ops/brands`, { headers: { cookie: cookies.main } }).then(
      (r) => r.json() as Promise<Omit<Answer, 'status'>>,
    );
    expect(list.data.find((b: { domain: string }) => b.domain === 'logo.acme.example').logoUrl).toBe(
      'https://cdn.example.com/acme.png',
    );
  });

  it('refuses each unsafe or unusable file with its own message and stores nothing', async () => {
    const before = storedPictures();
    const svg = text(
      '\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>',
    );
    const gif = concat(text('GIF89a'), new Uint8Array([200, 0, 200, 0, 0, 0, 0]), new Uint8Array(64));
    const exe = concat(text('MZ'), new Uint8Array(510).fill(0x90));
    const corrupt = concat(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array(500).fill(7),
    );
    const tooLarge = new Uint8Array(BRAND_IMAGE_LIMITS.logo.maxBytes + 1);
    tooLarge.set(picture(ck, 100, 100));
    const cases: Array<[string, Uint8Array | null, string, { name?: string; kindAfterFile?: boolean }?]> = [
      ['logo', null, m.brandImageMissing],
      ['logo', svg, m.brandImageSvg, { name: 'logo.png' }],
      ['logo', gif, m.brandImageType, { name: 'logo.png' }],
      ['logo', text('<!doctype html><html><body>hi</body></html>'), m.brandImageType, { name: 'logo.png' }],
      ['logo', exe, m.brandImageType, { name: 'logo.png' }],
      ['logo', corrupt, m.brandImageCorrupt],
      // Cut short (a download stopped half-way): decoders would draw the rest grey.
      ['logo', cut(picture(ck, 400, 400, 'jpeg')), m.brandImageCorrupt],
      ['loginImage', cut(picture(ck, 800, 500)), m.brandImageCorrupt],
      // Cut off while it arrives, and (the kind sent after the file) checked by the service.
      ['logo', tooLarge, m.logoTooLarge],
      ['logo', tooLarge, m.logoTooLarge, { kindAfterFile: true }],
      ['loginImage', new Uint8Array(BRAND_IMAGE_LIMITS.loginImage.maxBytes + 1), m.loginImageTooLarge],
      ['logo', picture(ck, 200, 40), m.logoTooSmall],
      ['logo', picture(ck, 5000, 100), m.logoTooBig],
      ['loginImage', picture(ck, 500, 900), m.loginImageTooNarrow],
      ['loginImage', picture(ck, 6400, 700), m.loginImageTooBig],
      ['banner', picture(ck, 300, 120), m.brandImageKindInvalid],
    ];
    for (const [kind, file, message, options] of cases) {
      const res = await upload(cookies.refusals, kind, file, options);
      // A wrong kind fails the input schema, which names the field before the message.
      expect(res.message, message).toContain(message);
      expect(res.status, message).toBe(400);
    }
    expect(storedPictures()).toEqual(before);
    await tempUploadsGone();
  });

  it('refuses anyone but a signed-in operator before reading the file', async () => {
    const before = storedPictures();
    const company = await signedInUser(app.deps.db, ['超管']);
    for (const cookie of [company.cookie, '', 'ops_session=forged-token']) {
      const res = await upload(cookie, 'logo', picture(ck, 300, 120));
      expect(res.status).toBe(401);
      expect(res.message).toBe(m.unauthorized);
    }
    expect(storedPictures()).toEqual(before);
    await tempUploadsGone();
  });

  it('limits an operator to 30 uploads an hour, counting refused ones', async () => {
    for (let i = 0; i < 30; i++) expect((await upload(cookies.flood, 'logo', null)).message).toBe(m.brandImageMissing);
    const over = await upload(cookies.flood, 'logo', picture(ck, 300, 120));
    expect(over.status).toBe(429);
    expect(over.message).toBe(m.brandImageTooFrequent);
    // Another operator is not held back.
    expect((await upload(cookies.main, 'logo', picture(ck, 300, 120))).code).toBe(200);
  });

  it('removes a picture no brand names a day after its upload, when a brand is saved or deleted', async () => {
    const post = (path: string, body: Record<string, unknown>) =>
      fetch(`${app.baseUrl}/api/ops/brand/${path}`, {
        method: 'POST',
        headers: { cookie: cookies.main, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Omit<Answer, 'status'>>);
    const brand = { domain: 'sweep.acme.example', webName: '清理测试' };
    const urlOf = async (width: number) => (await upload(cookies.main, 'logo', picture(ck, width, 100))).data.url;
    const first = await urlOf(401);
    expect((await post('save', { ...brand, logoUrl: first })).code).toBe(200);
    const replacing = await urlOf(402);
    const abandoned = await urlOf(403);
    const deletedWith = await urlOf(404);
    expect(
      (await post('save', { ...brand, logoUrl: replacing, previousDomain: brand.domain })).code,
      'the logo replaced',
    ).toBe(200);
    expect((await post('save', { domain: 'gone.acme.example', webName: '将删除', logoUrl: deletedWith })).code).toBe(
      200,
    );
    const fileName = (url: string) => url.split('/').pop()!;
    for (const url of [first, replacing, abandoned, deletedWith]) expect(storedPictures()).toContain(fileName(url));

    // Within its day an unnamed picture stays: its operator may still be filling the form.
    expect((await post('save', { ...brand, logoUrl: replacing, previousDomain: brand.domain })).code).toBe(200);
    expect(storedPictures()).toContain(fileName(first));

    // A day later the next change sweeps what no brand names; a picture a brand names stays, whatever its age.
    await app.deps.db.update(brandPictures).set({ uploadedAt: new Date(Date.now() - 25 * 3_600_000) });
    const fresh = await urlOf(405);
    expect((await post('delete', { domain: 'gone.acme.example' })).code).toBe(200);
    const left = storedPictures();
    expect(left).not.toContain(fileName(first));
    expect(left).not.toContain(fileName(abandoned));
    expect(left).not.toContain(fileName(deletedWith));
    expect(left).toContain(fileName(replacing));
    expect(left).toContain(fileName(fresh));
    expect((await served(first)).status).toBe(404);
    expect((await served(replacing)).status).toBe(200);
    const rows = (await app.deps.db.select().from(brandPictures)).map((r) => r.key.split('/').pop());
    expect(rows).not.toContain(fileName(first));
    expect(rows).toContain(fileName(replacing));
  });
});
