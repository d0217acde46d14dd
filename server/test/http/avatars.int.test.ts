import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue, SEED_AVATARS, takeAvatarOffline } from '../../src/services/avatars/catalogue';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('digital humans and the market', () => {
  let app: TestApp;
  let member: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    member = legacyClient(app.baseUrl);
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
  }, 120_000);
  afterAll(() => app?.close());

  it('lists the company’s digital employees with drawn portraits anyone can load', async () => {
    const list = await member.post('/api/v1/vh/avatar/list', { vhModelType: 'Studio', name: '' });
    expect(list.data.map((a: { personaBizId: string }) => a.personaBizId)).toEqual(
      SEED_AVATARS.slice(0, 3).map((a) => a.personaBizId),
    );
    const image = await fetch(list.data[0].summaryImage);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const finance = await member.post('/api/v1/vh/avatar/list', { vhModelType: 'Studio', industry: '金融' });
    expect(finance.data.every((a: { industry: string }) => a.industry === '金融')).toBe(true);
    expect((await member.get('/api/v1/vh/industry/list')).data.map((i: { value: string }) => i.value)).toContain(
      '教育',
    );
  });

  it('tells authorised, removed and offline personas apart', async () => {
    const [mine, notMine] = [SEED_AVATARS[0]!.personaBizId, SEED_AVATARS[5]!.personaBizId];
    expect((await member.get(`/api/v1/vh/persona/auth-status?personaBizId=${mine}`)).data.status).toBe('AUTHORIZED');
    expect((await member.get(`/api/v1/vh/persona/auth-status?personaBizId=${notMine}`)).data.status).toBe('NO_AUTH');
    expect((await member.get('/api/v1/vh/persona/auth-status?personaBizId=nobody')).data.status).toBe('DELETED');
    const validity = await member.post('/api/v1/vh/validity-check', [mine, notMine]);
    expect(validity.data).toEqual({ [mine]: true, [notMine]: false });
    const postures = await member.get(`/api/v1/query-vh-posture?personaBizId=${mine}`);
    expect(postures.data.map((p: { name: string }) => p.name)).toEqual(['站姿', '讲解']);
    // New elements take body art (the rig draws its arm); the painted pictures stay for stored projects.
    expect(postures.data.map((p: { imageUrl: string }) => new URL(p.imageUrl).pathname)).toEqual([
      `/storage/platform/avatars/${mine}/standing-body.png`,
      `/storage/platform/avatars/${mine}/presenting-body.png`,
    ]);
    for (const pose of ['standing', 'presenting'])
      expect(await app.deps.storage.store.size(`platform/avatars/${mine}/${pose}.png`)).toBeGreaterThan(1000);
    const check = await member.post('/api/v1/check-posture', {
      postureIdList: [postures.data[1].postureId, 'gone-posture'],
    });
    expect(check.data).toEqual({ valid: [postures.data[1].postureId], invalid: ['gone-posture'] });
    expect(
      (await member.get(`/api/v1/vh/info/v2/detail-by-posture?postureId=${postures.data[0].postureId}`)).data.avatar
        .personaBizId,
    ).toBe(mine);
  });

  it('takes and removes digital employees from the market within the quota', async () => {
    const candidate = SEED_AVATARS[6]!.personaBizId;
    const before = await member.get('/api/v1/vh/market/vh-quota');
    expect(before.data).toEqual({ used: 3, total: 10 });
    const market = await member.post('/api/v1/vh/market/vh-list-without-mine', {});
    expect(market.data.map((a: { personaBizId: string }) => a.personaBizId)).toContain(candidate);
    expect((await member.post('/api/v1/vh/market/add-vh', { personaBizId: candidate })).code).toBe(200);
    expect((await member.post('/api/v1/check-vh-right', { personaBizId: candidate })).data.hasRight).toBe(true);
    expect((await member.post('/api/v1/vh/market/del-my-vh', { personaBizId: candidate })).code).toBe(200);
    expect((await member.get(`/api/v1/vh/persona/auth-status?personaBizId=${candidate}`)).data.status).toBe('NO_AUTH');
    const newest = await member.post('/api/v1/vh/market/new-vh-list', {});
    expect(newest.data).toHaveLength(3);
    expect(newest.data[0].personaBizId).toBe(SEED_AVATARS.at(-1)!.personaBizId);
  });

  it('refuses a company without digital-staff quota and hides offline avatars', async () => {
    const stranger = await signedInUser(app.deps.db);
    const res = await legacyClient(app.baseUrl).post(
      '/api/v1/vh/market/add-vh',
      { personaBizId: SEED_AVATARS[0]!.personaBizId },
      { cookie: stranger.cookie },
    );
    expect(res).toMatchObject({ code: 4031, message: '数字员工数量已达上限，请升级套餐' });
    const listed = async () =>
      (await member.post('/api/v1/vh/info/v2/query-vh-all', {})).data.map(
        (a: { personaBizId: string }) => a.personaBizId,
      );
    expect(await listed()).toContain(SEED_AVATARS[1]!.personaBizId);
    await takeAvatarOffline(app.deps.db, SEED_AVATARS[1]!.personaBizId);
    expect(
      (await member.get(`/api/v1/vh/persona/auth-status?personaBizId=${SEED_AVATARS[1]!.personaBizId}`)).data.status,
    ).toBe('DELETED');
    // The cached catalogue is dropped at once, not after its few seconds.
    expect(await listed()).not.toContain(SEED_AVATARS[1]!.personaBizId);
  });

  it('lists the whole catalogue, its filter options and an avatar’s detail', async () => {
    const all = await member.post('/api/v1/vh/info/v2/query-vh-all', { industry: '教育' });
    expect(all.data.map((a: { industry: string }) => a.industry)).toEqual(['教育', '教育']);
    const everyone = (await member.post('/api/v1/vh/info/v2/query-vh-all', {})).data.length;
    const page = await member.post('/api/query-all-vh', { pageIndex: 2, pageSize: 3 });
    expect(page.data).toMatchObject({ total: everyone, pageIndex: 2 });
    expect(page.data.list).toHaveLength(3);
    expect(
      (await member.post('/api/v1/vh/info/v2/get-sel-options', {})).data.industries.map(
        (i: { value: string }) => i.value,
      ),
    ).toContain('医疗');
    const detail = await member.get(`/api/v1/query-vh-detail?personaBizId=${SEED_AVATARS[0]!.personaBizId}`);
    expect(detail.data.postures).toHaveLength(2);
    expect((await member.post('/api/v1/media/listVirtualHumans', {})).data.length).toBeGreaterThan(0);
  });

  it('answers an avatar’s default voice', async () => {
    const voice = await member.get(`/api/v1/voice/avatar-default?bizId=${SEED_AVATARS[0]!.personaBizId}`);
    expect(voice.data).toMatchObject({ bizId: 'local-cmn-f3', speedDefault: 1, toneDefault: 1, volumeDefault: 50 });
  });
});
