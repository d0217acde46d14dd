import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarRuleMessages } from '@portal/contracts';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { SEED_AVATARS, seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { clientWithCookie, companyIdOf, insertExclusiveAvatar } from '../support/vh';

/** The tip the market shows before a digital human is added to the company's (001 §7 get-tip). */
describe.each(testEngines())('the market tip on %s', (engine) => {
  let app: TestApp;
  let member: ReturnType<typeof legacyClient>;
  let stranger: ReturnType<typeof legacyClient>;
  const platform = SEED_AVATARS.map((a) => a.personaBizId);
  // The demo company took the first three of the catalogue (db/seed/demo.ts) and may hold ten.
  const taken = platform.slice(0, 3);
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    member = legacyClient(app.baseUrl);
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(200);
    await insertExclusiveAvatar(app.deps.db, await companyIdOf(app.deps.db, 'member@demo.local'), 'vh-ex-demo');
    const other = await signedInUser(app.deps.db);
    await insertExclusiveAvatar(app.deps.db, other.company.id, 'vh-ex-other');
    stranger = clientWithCookie(app.baseUrl, other.cookie);
  }, 180_000);
  afterAll(() => app?.close());

  it('tips a market digital human: already mine, adding takes a place, or the quota is used up', async () => {
    const mine = await member.post('/api/v1/vh/market/get-tip', { personaBizId: taken[0] });
    expect(mine.data).toEqual({ personaBizId: taken[0], isMine: true, canAdd: false, used: 3, total: 10, remaining: 7, tip: avatarRuleMessages.alreadyMine });
    const exclusive = await member.post('/api/v1/vh/market/get-tip', { personaBizId: 'vh-ex-demo' });
    expect(exclusive.data).toMatchObject({ isMine: true, canAdd: false, tip: avatarRuleMessages.alreadyMine });
    const candidate = platform[6]!;
    const tip = await member.post('/api/v1/vh/market/get-tip', { personaBizId: candidate });
    expect(tip.data).toEqual({ personaBizId: candidate, isMine: false, canAdd: true, used: 3, total: 10, remaining: 7, tip: '添加后将占用1个数字员工名额，当前已使用3/10' });
    // The tip follows add-vh: once added it is mine and one more place is used.
    expect((await member.post('/api/v1/vh/market/add-vh', { personaBizId: candidate })).code).toBe(200);
    expect((await member.post('/api/v1/vh/market/get-tip', { personaBizId: candidate })).data).toMatchObject({ isMine: true, used: 4, remaining: 6 });
    expect((await member.post('/api/v1/vh/market/get-tip', { personaBizId: platform[7] })).data.tip).toBe('添加后将占用1个数字员工名额，当前已使用4/10');
    expect((await member.post('/api/v1/vh/market/del-my-vh', { personaBizId: candidate })).code).toBe(200);
    // A company without digital-staff quota is told before add-vh refuses it.
    const full = await stranger.post('/api/v1/vh/market/get-tip', { personaBizId: candidate });
    expect(full.data).toEqual({ personaBizId: candidate, isMine: false, canAdd: false, used: 0, total: 0, remaining: 0, tip: avatarRuleMessages.staffQuotaExhausted });
  });

  it('never tips another company’s exclusive digital human, and names a bad personaBizId', async () => {
    const notFound = { status: 200, code: 404, message: avatarRuleMessages.avatarNotFound, data: null };
    expect(await member.post('/api/v1/vh/market/get-tip', { personaBizId: 'vh-ex-other' })).toEqual(notFound);
    expect(await stranger.post('/api/v1/vh/market/get-tip', { personaBizId: 'vh-ex-demo' })).toEqual(notFound);
    expect(await member.post('/api/v1/vh/market/get-tip', { personaBizId: 'nobody' })).toEqual(notFound);
    for (const body of [{}, { personaBizId: '' }, { personaBizId: 42 }]) {
      const res = await member.post('/api/v1/vh/market/get-tip', body);
      expect(res).toMatchObject({ status: 400, code: 400 });
      expect(res.message).toContain('personaBizId');
    }
  });
});
