import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_AVATAR_PERSONA_PREFIX, photoAvatarMessages as m } from '@portal/contracts';
import { decodeLandmarks, LANDMARK_COUNT } from '@portal/workers/core/photo-avatar/landmarks';
import { companyQuotas, companyVirtualHumans, photoAvatars, virtualHumans } from '../../src/db/schema/index';
import { PHOTO_AVATAR_QUOTA_EXHAUSTED } from '../../src/services/avatars/photo-avatars';
import { faceEngine } from '../../src/threads/face-engine';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/faces/${name}`, import.meta.url));

/** The astronaut's portrait small in a large plain picture: one face, far too small to animate. */
async function smallFacePhoto() {
  const image = await loadImage(fixture('astronaut.jpg'));
  const canvas = createCanvas(1600, 1600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d8d2c8';
  ctx.fillRect(0, 0, 1600, 1600);
  ctx.drawImage(image, 600, 600, 400, 400);
  return canvas.toBuffer('image/jpeg', 90);
}

/** A fixture scaled up so that its shorter side passes the minimum (the other checks then speak). */
async function enlarged(name: string, factor = 2) {
  const image = await loadImage(fixture(name));
  const canvas = createCanvas(image.width * factor, image.height * factor);
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/jpeg', 90);
}

/** A sharp picture whose shorter side is below the minimum. */
async function lowResolutionPhoto() {
  const image = await loadImage(fixture('astronaut.jpg'));
  const canvas = createCanvas(300, 300);
  canvas.getContext('2d').drawImage(image, 0, 0, 300, 300);
  return canvas.toBuffer('image/jpeg', 90);
}

describe.each(testEngines())('photo avatars on %s', (engine) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    app = await startTestApp(engine);
    owner = await signedInUser(app.deps.db, [], '王经理');
    stranger = await signedInUser(app.deps.db);
    await app.deps.db.insert(companyQuotas).values({
      companyId: owner.company.id,
      resourceType: 14,
      resourceCode: 'RSC-VD-CVH',
      resourceName: '定制数字人',
      resourceUnit: '个',
      capacity: 1,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await faceEngine.close();
  });

  const create = async (
    cookie: string,
    photo: Buffer | Uint8Array,
    fields: Partial<Record<'name' | 'voiceBizId' | 'likenessConfirmed', string>> = {},
  ) => {
    const form = new FormData();
    form.set('name', fields.name ?? '小王');
    form.set('voiceBizId', fields.voiceBizId ?? 'local-cmn-f3');
    form.set('likenessConfirmed', fields.likenessConfirmed ?? 'true');
    form.set('file', new Blob([photo]), 'portrait.jpg');
    const res = await fetch(`${app.baseUrl}/api/v1/vh/photo-avatar/create`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
  };
  const json = async (cookie: string, path: string, body?: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
  };
  const quotaUsed = async () =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, owner.company.id), eq(companyQuotas.resourceType, 14)))
    )[0]!.used;
  const folderCount = async () => {
    const folder = join(app.deps.config.dataDir, 'storage', 'c', owner.company.id, 'photo-avatars');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };

  it('refuses each unusable photo with its own message, before writing anything or spending quota', async () => {
    const cases: Array<[Buffer | Uint8Array, string]> = [
      [Buffer.from('not a picture at all'), m.photoCorrupt],
      // A good portrait cut short: the decoder would fill the rest grey and the face would still be found.
      [fixture('astronaut.jpg').subarray(0, Math.floor(fixture('astronaut.jpg').length * 0.7)), m.photoCorrupt],
      [await lowResolutionPhoto(), m.photoTooSmall],
      [await enlarged('no-face.jpg'), m.noFace],
      [await enlarged('two-faces.jpg'), m.severalFaces],
      [await smallFacePhoto(), m.faceTooSmall],
      // The cameraman looks down and aside (Human measures about 33° of yaw).
      [fixture('camera.jpg'), m.notFrontal],
    ];
    for (const [photo, message] of cases) {
      const res = await create(owner.cookie, photo);
      expect(res.message).toBe(message);
      expect(res.code).not.toBe(200);
    }
    const unconfirmed = await create(owner.cookie, fixture('astronaut.jpg'), { likenessConfirmed: 'false' });
    expect(unconfirmed.message).toBe(m.likenessRequired);
    const noName = await create(owner.cookie, fixture('astronaut.jpg'), { name: ' ' });
    expect(noName.message).toContain(m.nameRequired);
    const noVoice = await create(owner.cookie, fixture('astronaut.jpg'), { voiceBizId: 'no-such-voice' });
    expect(noVoice.code).toBe(404);
    expect(await quotaUsed()).toBe(0);
    expect(await folderCount()).toBe(0);
    expect(await app.deps.db.select().from(photoAvatars)).toHaveLength(0);
  }, 120_000);

  let personaBizId = '';
  it('makes a digital employee from a frontal portrait, with its landmarks and who confirmed the likeness', async () => {
    const res = await create(owner.cookie, fixture('astronaut.jpg'), { name: '宇航员小柯' });
    expect(res.code, res.message).toBe(200);
    personaBizId = res.data.personaBizId;
    expect(personaBizId.startsWith(PHOTO_AVATAR_PERSONA_PREFIX)).toBe(true);
    expect(res.data).toMatchObject({
      name: '宇航员小柯',
      defaultVoiceBizId: 'local-cmn-f3',
      likenessConfirmedBy: '王经理',
    });
    const [row] = await app.deps.db.select().from(photoAvatars).where(eq(photoAvatars.personaBizId, personaBizId));
    expect(row).toMatchObject({ companyId: owner.company.id, likenessConfirmedBy: owner.user.id });
    expect(Date.now() - row!.likenessConfirmedAt.getTime()).toBeLessThan(60_000);
    expect(await quotaUsed()).toBe(1);

    // The portrait (re-encoded, no metadata) and its landmarks, readable by the owner only.
    const portrait = await fetch(res.data.portraitUrl, { headers: { cookie: owner.cookie } });
    expect(portrait.status).toBe(200);
    const portraitBytes = Buffer.from(await portrait.arrayBuffer());
    expect(portraitBytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await fetch(res.data.portraitUrl, { headers: { cookie: stranger.cookie } })).status).not.toBe(200);
    const landmarksUrl = res.data.portraitUrl.replace(/portrait\.jpg$/, 'landmarks.png');
    const png = await loadImage(
      Buffer.from(await (await fetch(landmarksUrl, { headers: { cookie: owner.cookie } })).arrayBuffer()),
    );
    const canvas = createCanvas(png.width, png.height);
    canvas.getContext('2d').drawImage(png, 0, 0);
    const points = decodeLandmarks(canvas.getContext('2d').getImageData(0, 0, png.width, png.height).data);
    expect(points).toHaveLength(LANDMARK_COUNT);
    // The astronaut's face is in the upper middle of the 400×400 photo (box 116,37 117×116).
    const [noseX, noseY] = points[1]!;
    expect(noseX).toBeGreaterThan(0.3);
    expect(noseX).toBeLessThan(0.6);
    expect(noseY).toBeGreaterThan(0.1);
    expect(noseY).toBeLessThan(0.45);
    // Upper lip above lower lip, left eye corner left of the right one.
    expect(points[13]![1]).toBeLessThan(points[14]![1] + 0.001);
    expect(points[33]![0]).toBeLessThan(points[263]![0]);

    // A digital employee of the company, in its avatar lists, not counted against the market's staff places.
    const staff = await app.deps.db
      .select()
      .from(companyVirtualHumans)
      .where(eq(companyVirtualHumans.companyId, owner.company.id));
    expect(staff.map((s) => s.personaBizId)).toContain(personaBizId);
    const list = await json(owner.cookie, '/api/v1/vh/photo-avatar/list');
    expect(list.data.map((a: { personaBizId: string }) => a.personaBizId)).toEqual([personaBizId]);
    expect((await json(stranger.cookie, '/api/v1/vh/photo-avatar/list')).data).toEqual([]);
    expect((await json(owner.cookie, '/api/v1/vh/market/vh-quota')).data).toMatchObject({ used: 0 });
  }, 120_000);

  it('refuses a second one when the customise quota is used up, leaving no files behind', async () => {
    const res = await create(owner.cookie, fixture('astronaut.jpg'), { name: '第二个' });
    expect(res).toMatchObject({ code: PHOTO_AVATAR_QUOTA_EXHAUSTED, message: m.quotaExhausted });
    expect(await folderCount()).toBe(1);
    expect(await quotaUsed()).toBe(1);
  }, 120_000);

  it('deletes it for its company only, purging the portrait, landmarks and records', async () => {
    expect((await json(stranger.cookie, '/api/v1/vh/photo-avatar/delete', { personaBizId })).message).toBe(m.notFound);
    const portraitUrl = (await json(owner.cookie, '/api/v1/vh/photo-avatar/list')).data[0].portraitUrl as string;
    const res = await json(owner.cookie, '/api/v1/vh/photo-avatar/delete', { personaBizId });
    expect(res).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await fetch(portraitUrl, { headers: { cookie: owner.cookie } })).status).toBe(404);
    expect(await folderCount()).toBe(0);
    expect(await app.deps.db.select().from(photoAvatars)).toHaveLength(0);
    expect(
      await app.deps.db.select().from(virtualHumans).where(eq(virtualHumans.personaBizId, personaBizId)),
    ).toHaveLength(0);
    expect(
      await app.deps.db.select().from(companyVirtualHumans).where(eq(companyVirtualHumans.personaBizId, personaBizId)),
    ).toHaveLength(0);
    expect((await json(owner.cookie, '/api/v1/vh/photo-avatar/delete', { personaBizId })).message).toBe(m.notFound);
    // The unit paid for making it; deleting does not give it back.
    expect(await quotaUsed()).toBe(1);
  }, 60_000);

  it('limits attempts per user, counting refused photos too', async () => {
    const hasty = await signedInUser(app.deps.db);
    for (let i = 0; i < 10; i++) expect((await create(hasty.cookie, Buffer.from('x'))).message).toBe(m.photoCorrupt);
    expect((await create(hasty.cookie, Buffer.from('x'))).message).toBe(m.tooFrequent);
  }, 60_000);
});
