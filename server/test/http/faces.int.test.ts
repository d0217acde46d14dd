import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_PHOTO_MAX_BYTES, faceEnrolMessages, faceMessages } from '@portal/contracts';
import { companies, deviceTalkEvents, devices, faceSwitches, faceUsers, talkProjects } from '../../src/db/schema/index';
import { exchangePreviewToken, issuePreviewToken } from '../../src/services/device/device-token';
import { exportCompanyFaces, purgeCompanyFaces } from '../../src/services/face/company-data';
import { matchFace } from '../../src/services/face/match';
import { faceOfPhoto } from '../../src/services/face/photo';
import { faceEngine } from '../../src/threads/face-engine';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';
import { clientWithCookie } from '../support/vh';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/faces/${name}`, import.meta.url));
const photo = (name: string) => `data:image/jpeg;base64,${fixture(name).toString('base64')}`;

async function embeddingOf(name: string) {
  const analysis = await faceEngine.analyse(fixture(name));
  if (!analysis.ok || !analysis.embedding) throw new Error(`no face in ${name}`);
  return analysis.embedding;
}

describe.each(testEngines())('face recognition on %s', (engine) => {
  let app: TestApp;
  let client: ReturnType<typeof clientWithCookie>;
  let projectId = '';
  let companyId = '';
  let enrolledId = '';

  beforeAll(async () => {
    let cookie = '';
    ({ app, client, cookie, projectId } = await startWithTalkProject(engine, '大堂一体机'));
    void cookie;
    const [row] = await app.deps.db.select().from(talkProjects).where(eq(talkProjects.id, projectId));
    companyId = row!.companyId;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const grantFaceRight = (on: boolean) =>
    app.deps.db
      .update(companies)
      .set({ customizeRights: { enableInteractive: true, enableCard: true, enableHardware: on, enableSdk: false } })
      .where(eq(companies.id, companyId));

  it('refuses to open recognition or enrol without the face right, with the spec message', async () => {
    await grantFaceRight(false);
    const opened = await client.post(`/api/device/user/open-face?projectId=${projectId}`);
    expect(opened.message).toBe(faceMessages.noFaceRight);
    const enrolled = await client.post('/api/device/user/add', {
      projectId,
      name: '王女士',
      photo: photo('astronaut.jpg'),
      consent: true,
    });
    expect(enrolled.message).toBe(faceMessages.noFaceRight);
    const closed = await client.post(`/api/device/user/close-face?projectId=${projectId}`);
    expect(closed.code).toBe(200);
    expect(closed.data).toEqual({ projectId, faceSwitch: false });
  });

  it('opens and closes the switch through both paths the spec names', async () => {
    await grantFaceRight(true);
    expect((await client.get(`/api/device/user/face-switch?projectId=${projectId}`)).data.faceSwitch).toBe(false);
    expect((await client.post(`/api/device/user/open-face?projectId=${projectId}`)).data.faceSwitch).toBe(true);
    expect((await client.get(`/api/device/face/switch?projectId=${projectId}`)).data).toEqual({
      projectId,
      faceSwitch: true,
    });
  });

  it('refuses a bad photo with a clear message and stores nothing', async () => {
    const add = (p: string, consent = true) =>
      client.post('/api/device/user/add', { projectId, name: '王女士', photo: p, consent });
    expect((await add(photo('astronaut.jpg'), false)).message).toBe(faceEnrolMessages.consentRequired);
    expect((await add(photo('no-face.jpg'))).message).toBe(faceEnrolMessages.noFace);
    expect((await add(photo('two-faces.jpg'))).message).toBe(faceEnrolMessages.severalFaces);
    expect((await add(Buffer.from('not an image at all').toString('base64'))).message).toBe(
      faceEnrolMessages.photoCorrupt,
    );
    const truncated = fixture('astronaut.jpg').subarray(0, 400);
    expect((await add(truncated.toString('base64'))).message).toBe(faceEnrolMessages.photoCorrupt);
    const huge = Buffer.concat([fixture('astronaut.jpg'), Buffer.alloc(FACE_PHOTO_MAX_BYTES)]);
    // Over the test app's 1 MB body ceiling the adapter refuses it first; the service's own check:
    await expect(faceOfPhoto(huge, (b) => faceEngine.analyse(b))).rejects.toThrow(faceEnrolMessages.photoTooLarge);
    expect(await app.deps.db.select().from(faceUsers)).toEqual([]);
  }, 60_000);

  it('enrols a person with tags, greeting and consent; the photo and embedding are sealed', async () => {
    const added = await client.post('/api/device/user/add', {
      projectId,
      name: '王女士',
      tags: ['VIP'],
      greeting: '{name}，{timeOfDay}，欢迎回来',
      photo: photo('astronaut.jpg'),
      consent: true,
    });
    expect(added.code, added.message).toBe(200);
    enrolledId = added.data.id;
    expect(added.data).toMatchObject({ projectId, name: '王女士', tags: ['VIP'], consentBy: '王女士' });
    expect(added.data.photoUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(Date.now() - Date.parse(added.data.consentAt)).toBeLessThan(60_000);
    const [row] = await app.deps.db.select().from(faceUsers).where(eq(faceUsers.id, enrolledId));
    expect(row!.embeddingSealed).toMatch(/^enc:v1:face-embedding-v1:/);
    expect(row!.photoSealed).toMatch(/^enc:v1:face-photo-v1:/);
    expect(row!.photoSealed).not.toContain('/9j/');
  }, 60_000);

  it('lists faces three to a page and device users by name search and tag', async () => {
    await client.post('/api/device/user/add', {
      projectId,
      name: '李先生',
      tags: ['员工'],
      photo: photo('camera.jpg'),
      consent: true,
    });
    const faces = await client.post('/api/device/face/list', { projectId });
    expect(faces.data).toMatchObject({ total: 2, pageIndex: 1, pageSize: 3 });
    const byName = await client.post('/api/device/user/list', { projectId, search: '王' });
    expect(byName.data.list.map((u: { name: string }) => u.name)).toEqual(['王女士']);
    const byTag = await client.post('/api/device/user/list', { projectId, tag: '员工' });
    expect(byTag.data.list.map((u: { name: string }) => u.name)).toEqual(['李先生']);
  }, 60_000);

  it("matches a kiosk's embedding only against its own project, above the threshold", async () => {
    const secret = app.deps.config.secret;
    const scope = { companyId, projectId };
    const same = await matchFace(app.deps.db, secret, scope, await embeddingOf('astronaut-variant.jpg'));
    expect(same).toMatchObject({ matched: true, name: '王女士', tags: ['VIP'] });
    expect(same.similarity).toBeGreaterThan(0.6);
    // Another project of the same company sees none of these faces.
    const [other] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId, title: '另一台', publishType: 'cte', data: {}, persona: {} })
      .returning();
    await app.deps.db.insert(faceSwitches).values({ projectId: other!.id, companyId, enabled: true });
    const elsewhere = await matchFace(
      app.deps.db,
      secret,
      { companyId, projectId: other!.id },
      await embeddingOf('astronaut.jpg'),
    );
    expect(elsewhere.matched).toBe(false);
    // A switched-off project does not match at all.
    await client.post(`/api/device/face/close`, { projectId });
    await expect(matchFace(app.deps.db, secret, scope, await embeddingOf('astronaut.jpg'))).rejects.toThrow(
      faceEnrolMessages.recognitionOff,
    );
    await client.post(`/api/device/face/open`, { projectId });
  }, 60_000);

  it("answers a kiosk's device token over HTTP within its project, and logs the greeting", async () => {
    const [device] = await app.deps.db
      .insert(devices)
      .values({ companyId, projectId, snCode: 'SN-FACE-0001', name: '大堂' })
      .returning();
    const preview = await issuePreviewToken(app.deps.db, { companyId, deviceId: device!.id });
    const exchanged = await exchangePreviewToken(app.deps.db, preview!.shortToken);
    const deviceToken = exchanged!.longToken;
    const stateRes = await fetch(`${app.baseUrl}/api/device/cte/open/face-state?deviceToken=${deviceToken}`);
    const state = (await stateRes.json()) as { data: unknown };
    expect(state.data).toEqual({ faceSwitch: true, enrolled: 2 });
    const ask = (token: string, file: string) =>
      embeddingOf(file).then((embedding) =>
        client.post('/api/device/cte/open/face-match', { deviceToken: token, embedding, hour: 9 }),
      );
    const known = await ask(deviceToken, 'astronaut-variant.jpg');
    expect(known.data).toMatchObject({ matched: true, name: '王女士', greeting: '王女士，上午好，欢迎回来' });
    const logged = await app.deps.db.select().from(deviceTalkEvents).where(eq(deviceTalkEvents.deviceId, device!.id));
    expect(logged.map((e) => [e.kind, e.text])).toEqual([['greeting', '王女士，上午好，欢迎回来']]);
    const forged = await ask('dvt_forged', 'astronaut.jpg');
    expect(forged.code).not.toBe(200);
    expect(forged.data).toBeNull();
  }, 60_000);

  it("keeps another company's managers away from these faces", async () => {
    const stranger = await signedInUser(app.deps.db, ['管理员']);
    const theirs = clientWithCookie(app.baseUrl, stranger.cookie);
    expect((await theirs.post('/api/device/face/list', { projectId })).code).not.toBe(200);
    expect((await theirs.post('/api/device/user/list', {})).data.total).toBe(0);
    expect((await theirs.post(`/api/device/user/delete/${enrolledId}`)).message).toBe(faceEnrolMessages.userNotFound);
    expect((await theirs.post(`/api/device/user/edit/${enrolledId}`, { name: '冒名' })).code).not.toBe(200);
    expect((await client.post('/api/device/user/list', { projectId, search: '王女士' })).data.total).toBe(1);
  });

  it('enrols a zip of photos named after each person and reports the refused ones', async () => {
    const zip = new JSZip();
    zip.file('访客/赵女士_VIP_客户.jpg', fixture('astronaut-variant.jpg'));
    zip.file('咖啡.jpg', fixture('no-face.jpg'));
    zip.file('说明.txt', '忽略');
    const zipped = await zip.generateAsync({ type: 'base64' });
    const uploaded = await client.post('/api/device/user/upload', { projectId, zip: zipped, consent: true });
    expect(uploaded.code, uploaded.message).toBe(200);
    expect(uploaded.data.added.map((u: { name: string; tags: string[] }) => [u.name, u.tags])).toEqual([
      ['赵女士', ['VIP', '客户']],
    ]);
    expect(uploaded.data.failed).toEqual([{ fileName: '咖啡.jpg', reason: faceEnrolMessages.noFace }]);
    const notZip = await client.post('/api/device/user/upload', { projectId, zip: 'bm90IGEgemlw', consent: true });
    expect(notZip.message).toBe(faceEnrolMessages.zipCorrupt);
  }, 60_000);

  it('deletes a person with photo and embedding at once', async () => {
    const deleted = await client.post(`/api/device/user/delete/${enrolledId}`);
    expect(deleted.data).toEqual({ id: enrolledId });
    expect(await app.deps.db.select().from(faceUsers).where(eq(faceUsers.id, enrolledId))).toEqual([]);
    const again = await client.post('/api/device/face/delete', { id: enrolledId });
    expect(again.message).toBe(faceMessages.faceDeleteFailed);
  });

  it('exports the company face data with embeddings opened, then purges all of it', async () => {
    const exported = await exportCompanyFaces(app.deps.db, app.deps.config.secret, companyId);
    expect(exported.users.map((u) => u.name).sort()).toEqual(['李先生', '赵女士']);
    expect(exported.users[0]!.embedding).toHaveLength(1024);
    const overHttp = await client.get('/api/device/face/export');
    expect(overHttp.data.users).toHaveLength(2);
    expect((await client.post('/api/device/face/purge', {})).code).not.toBe(200);
    const purged = await client.post('/api/device/face/purge', { confirm: true });
    expect(purged.data).toEqual({ deletedUsers: 2, deletedSwitches: 2 });
    expect(await purgeCompanyFaces(app.deps.db, companyId)).toEqual({ deletedUsers: 0, deletedSwitches: 0 });
    expect(await app.deps.db.select().from(faceUsers).where(eq(faceUsers.companyId, companyId))).toEqual([]);
  });
});
