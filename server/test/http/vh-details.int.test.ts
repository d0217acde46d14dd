import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarRuleMessages, editorMessages } from '@portal/contracts';
import { SEED_AVATARS, takeAvatarOffline } from '../../src/services/avatars/catalogue';
import type { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { insertExclusiveAvatar, startCatalogueApp } from '../support/vh';

/** The digital-human detail calls: exclusive ones by bizId (001 §7) and those of interactive projects (002 §7). */
describe.each(testEngines())('digital-human details on %s', (engine) => {
  let app: TestApp;
  let member: ReturnType<typeof legacyClient>;
  let stranger: ReturnType<typeof legacyClient>;
  const taken = SEED_AVATARS[0]!.personaBizId;
  const notTaken = SEED_AVATARS[5]!.personaBizId;
  beforeAll(async () => {
    let demoCompany: string, otherCompanyId: string;
    ({ app, member, stranger, demoCompanyId: demoCompany, otherCompanyId } = await startCatalogueApp(engine));
    await insertExclusiveAvatar(app.deps.db, demoCompany, 'vh-ex-demo', { name: '演示专属' });
    await insertExclusiveAvatar(app.deps.db, demoCompany, 'vh-ex-mute', { voice: 'voice-that-left' });
    await insertExclusiveAvatar(app.deps.db, demoCompany, 'vh-ex-offline');
    await takeAvatarOffline(app.deps.db, 'vh-ex-offline');
    await insertExclusiveAvatar(app.deps.db, otherCompanyId, 'vh-ex-other', { name: '别家专属' });
  }, 180_000);
  afterAll(() => app?.close());

  const notFound = { status: 200, code: 404, message: avatarRuleMessages.avatarNotFound, data: null };

  it('answers the company’s exclusive digital human with postures whose images load', async () => {
    const res = await member.get('/api/v1/queryExclusiveVirtualHuman/byBizId?bizId=vh-ex-demo');
    expect(res.code).toBe(200);
    expect(res.data.avatar).toMatchObject({
      personaBizId: 'vh-ex-demo',
      name: '演示专属',
      industry: '金融',
      defaultVoiceBizId: 'local-cmn-f3',
    });
    expect(res.data.postures).toEqual([
      { postureId: 'vh-ex-demo-standing', name: '站姿', imageUrl: expect.any(String), personaBizId: 'vh-ex-demo' },
    ]);
    const image = await fetch(res.data.postures[0].imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(res.data).not.toHaveProperty('defaultVoice');
  });

  it('adds the default voice in v2, and null when that voice left the list', async () => {
    const res = await member.get('/api/v1/queryExclusiveVirtualHuman/v2/byBizId?bizId=vh-ex-demo');
    expect(res.data.avatar.personaBizId).toBe('vh-ex-demo');
    expect(res.data.defaultVoice).toEqual({
      bizId: 'local-cmn-f3',
      speedDefault: 1,
      toneDefault: 1,
      volumeDefault: 50,
      voiceRole: expect.any(String),
      voiceStyle: expect.any(String),
    });
    const mute = await member.get('/api/v1/queryExclusiveVirtualHuman/v2/byBizId?bizId=vh-ex-mute');
    expect(mute.code).toBe(200);
    expect(mute.data.defaultVoice).toBeNull();
  });

  it('never answers another company’s, a platform or an offline avatar as exclusive', async () => {
    for (const path of [
      '/api/v1/queryExclusiveVirtualHuman/byBizId',
      '/api/v1/queryExclusiveVirtualHuman/v2/byBizId',
    ]) {
      expect(await member.get(`${path}?bizId=vh-ex-other`)).toEqual(notFound);
      expect(await stranger.get(`${path}?bizId=vh-ex-demo`)).toEqual(notFound);
      expect(await member.get(`${path}?bizId=${taken}`)).toEqual(notFound);
      expect(await member.get(`${path}?bizId=vh-ex-offline`)).toEqual(notFound);
      expect(await member.get(`${path}?bizId=nobody`)).toEqual(notFound);
    }
    // The owner still sees its own.
    expect((await stranger.get('/api/v1/queryExclusiveVirtualHuman/byBizId?bizId=vh-ex-other')).data.avatar.name).toBe(
      '别家专属',
    );
  });

  it('refuses a missing or over-long bizId with the field named, and a visitor with 401', async () => {
    const missing = await member.get('/api/v1/queryExclusiveVirtualHuman/byBizId');
    expect(missing).toMatchObject({ status: 400, code: 400 });
    expect(missing.message).toContain('bizId');
    const blank = await member.get('/api/v1/queryExclusiveVirtualHuman/v2/byBizId?bizId=%20%20');
    expect(blank).toMatchObject({ status: 400, code: 400 });
    expect((await member.get(`/api/v1/queryExclusiveVirtualHuman/byBizId?bizId=${'x'.repeat(65)}`)).status).toBe(400);
    const visitor = await fetch(`${app.baseUrl}/api/v1/queryExclusiveVirtualHuman/byBizId?bizId=vh-ex-demo`);
    expect(visitor.status).toBe(401);
  });

  it('answers an interactive project’s digital human the company holds, taken or exclusive', async () => {
    const v1 = await member.get(`/api/talk/project/queryInteractiveVirtualHuman/byBizId?bizId=${taken}`);
    expect(v1.code).toBe(200);
    expect(v1.data.vhType).toBe('2D_INTERACTIVE');
    expect(v1.data.avatar.personaBizId).toBe(taken);
    expect(v1.data.postures.map((p: { name: string }) => p.name)).toEqual(['站姿', '讲解']);
    expect(v1.data).not.toHaveProperty('defaultVoice');
    const v2 = await member.get(`/api/talk/project/queryInteractiveVirtualHuman/v2/byBizId?bizId=${taken}`);
    expect(v2.data).toMatchObject({ vhType: '2D_INTERACTIVE', defaultVoice: { bizId: SEED_AVATARS[0]!.voice } });
    const own = await member.get('/api/talk/project/queryInteractiveVirtualHuman/byBizId?bizId=vh-ex-demo');
    expect(own.data.avatar.personaBizId).toBe('vh-ex-demo');
  });

  it('answers /talk/vh/human by humanBizId as the v2 interactive detail', async () => {
    const human = await member.get(`/api/talk/vh/human?humanBizId=${taken}`);
    const v2 = await member.get(`/api/talk/project/queryInteractiveVirtualHuman/v2/byBizId?bizId=${taken}`);
    expect(human.code).toBe(200);
    expect(human.data).toEqual(v2.data);
    const missing = await member.get('/api/talk/vh/human');
    expect(missing).toMatchObject({ status: 400, code: 400 });
    expect(missing.message).toContain('humanBizId');
  });

  it('refuses a market avatar the company does not hold with the NO_AUTH message, and another company’s as not found', async () => {
    const paths = [
      '/api/talk/project/queryInteractiveVirtualHuman/byBizId?bizId=',
      '/api/talk/project/queryInteractiveVirtualHuman/v2/byBizId?bizId=',
      '/api/talk/vh/human?humanBizId=',
    ];
    for (const path of paths) {
      expect(await member.get(path + notTaken)).toEqual({
        status: 200,
        code: 403,
        message: editorMessages.personaNoAuth,
        data: null,
      });
      expect(await member.get(`${path}vh-ex-other`)).toEqual(notFound);
      expect(await member.get(`${path}vh-ex-offline`)).toEqual(notFound);
      // A company with no digital employees holds none of the market's.
      expect((await stranger.get(path + taken)).code).toBe(403);
      expect(await stranger.get(`${path}vh-ex-demo`)).toEqual(notFound);
    }
  });
});
