import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarRuleMessages } from '@portal/contracts';
import { SEED_AVATARS } from '../../src/services/avatars/catalogue';
import type { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { insertExclusiveAvatar, startCatalogueApp } from '../support/vh';

/** The tip the market shows before a digital human is added to the company's (001 §7 get-tip). */
describe.each(testEngines())('the market tip on %s', (engine) => {
  let app: TestApp;
  let member: ReturnType<typeof legacyClient>;
  let stranger: ReturnType<typeof legacyClient>;
  const platform = SEED_AVATARS.map((a) => a.personaBizId);
  // The demo company took the first three of the catalogue (db/seed/demo.ts) and may hold ten.
  const taken = platform.slice(0, 3);
  beforeAll(async () => {
    let demoCompanyId: string, otherCompanyId: string;
    ({ app, member, stranger, demoCompanyId, otherCompanyId } = await startCatalogueApp(engine));
    await insertExclusiveAvatar(app.deps.db, demoCompanyId, 'vh-ex-demo');
    await insertExclusiveAvatar(app.deps.db, otherCompanyId, 'vh-ex-other');
  }, 180_000);
  afterAll(() => app?.close());

  it('tips a market digital human: already mine, adding takes a place, or the quota is used up', async () => {
    const mine = await member.post('/api/v1/vh/market/get-tip', { personaBizId: taken[0] });
    expect(mine.data).toEqual({
      personaBizId: taken[0],
      isMine: true,
      canAdd: false,
      used: 3,
      total: 10,
      remaining: 7,
      tip: avatarRuleMessages.alreadyMine,
    });
    const exclusive = await member.post('/api/v1/vh/market/get-tip', { personaBizId: 'vh-ex-demo' });
    expect(exclusive.data).toMatchObject({ isMine: true, canAdd: false, tip: avatarRuleMessages.alreadyMine });
    const candidate = platform[6]!;
    const tip = await member.post('/api/v1/vh/market/get-tip', { personaBizId: candidate });
    expect(tip.data).toEqual({
      personaBizId: candidate,
      isMine: false,
      canAdd: true,
      used: 3,
      total: 10,
      remaining: 7,
      tip: '添加后将占用1个数字员工名额，当前已使用3/10',
    });
    // The tip follows add-vh: once added it is mine and one more place is used.
    expect((await member.post('/api/v1/vh/market/add-vh', { personaBizId: candidate })).code).toBe(200);
    expect((await member.post('/api/v1/vh/market/get-tip', { personaBizId: candidate })).data).toMatchObject({
      isMine: true,
      used: 4,
      remaining: 6,
    });
    expect((await member.post('/api/v1/vh/market/get-tip', { personaBizId: platform[7] })).data.tip).toBe(
      '添加后将占用1个数字员工名额，当前已使用4/10',
    );
    expect((await member.post('/api/v1/vh/market/del-my-vh', { personaBizId: candidate })).code).toBe(200);
    // A company without digital-staff quota is told before add-vh refuses it.
    const full = await stranger.post('/api/v1/vh/market/get-tip', { personaBizId: candidate });
    expect(full.data).toEqual({
      personaBizId: candidate,
      isMine: false,
      canAdd: false,
      used: 0,
      total: 0,
      remaining: 0,
      tip: avatarRuleMessages.staffQuotaExhausted,
    });
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
