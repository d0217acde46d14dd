import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationRuleMessages as m } from '@portal/contracts';
import {
  companyQuotas,
  organizationMembers,
  organizationQuotas,
  organizationUserQuotas,
} from '../../src/db/schema/index';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';
import { DomainError } from '../../src/services/domain-error';
import { releaseCredits, reserveCredits } from '../../src/services/render/credits';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { startCatalogueApp } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;
const VIDEO = 'RSC-VD-VD';
const WAY = 'RSC-TC-WAY';

/** Members spend within their organisation's and their own quota shares (services/quota/consume.ts). */
describe.each(testEngines())('quota shares enforced when members spend on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let companyId = '';
  let orgA = '';
  let orgB = '';
  const ids = { a1: '', a2: '', b1: '' };
  const clients: Record<keyof typeof ids, Client> = {} as never;

  const signIn = async (userId: string) => {
    const client = legacyClient(app.baseUrl);
    client.jar.set(SESSION_COOKIE, (await createSession(app.deps.db, userId, false)).token);
    return client;
  };
  const companyUsed = async (code: string, company = companyId) =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, company), eq(companyQuotas.resourceCode, code)))
    )[0]!.used;
  const orgUsed = async (orgId: string, code: string) =>
    (
      await app.deps.db
        .select()
        .from(organizationQuotas)
        .where(and(eq(organizationQuotas.orgId, orgId), eq(organizationQuotas.resourceCode, code)))
    )[0]?.used;
  const userUsed = async (userId: string, code: string) =>
    (
      await app.deps.db
        .select()
        .from(organizationUserQuotas)
        .where(and(eq(organizationUserQuotas.userId, userId), eq(organizationUserQuotas.resourceCode, code)))
    )[0]?.used;
  const spender = (userId: string) => ({ companyId, userId });
  /** Runs reservations side by side and sorts them into taken and the refusals' messages. */
  const reserveAll = async (userId: string, times: number, credits: number) => {
    const results = await Promise.allSettled(
      Array.from({ length: times }, () => reserveCredits(app.deps.db, spender(userId), credits)),
    );
    const refused = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason instanceof DomainError ? r.reason.message : String(r.reason)));
    return { taken: results.length - refused.length, refused };
  };

  beforeAll(async () => {
    const started = await startCatalogueApp(engine);
    app = started.app;
    companyId = started.demoCompanyId;
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    // A has shares of video minutes and interactive humans; B of video minutes only.
    orgA = (
      await admin.post('/api/organization/create', {
        name: '华东大区',
        quotas: [
          { resourceCode: VIDEO, capacity: 30 },
          { resourceCode: WAY, capacity: 3 },
        ],
      })
    ).data.orgId;
    orgB = (
      await admin.post('/api/organization/create', {
        name: '华南大区',
        quotas: [{ resourceCode: VIDEO, capacity: 100 }],
      })
    ).data.orgId;
    const member = async (
      orgId: string,
      displayName: string,
      email: string,
      quotas: { resourceCode: string; capacity: number }[] = [],
    ) => {
      const made = await admin.post('/api/organization/users/create', { orgId, displayName, email, quotas });
      expect(made.code, made.message).toBe(200);
      return made.data.userId as string;
    };
    ids.a1 = await member(orgA, '张三', 'a1@share.test', [
      { resourceCode: VIDEO, capacity: 12 },
      { resourceCode: WAY, capacity: 1 },
    ]);
    ids.a2 = await member(orgA, '李四', 'a2@share.test');
    ids.b1 = await member(orgB, '王五', 'b1@share.test');
    for (const k of Object.keys(ids) as (keyof typeof ids)[]) clients[k] = await signIn(ids[k]);
  }, 180_000);
  afterAll(() => app?.close());

  it('lets a member spend within their own share, then refuses with the member-share message', async () => {
    const before = await companyUsed(WAY);
    const made = await clients.a1.post('/api/talk/project/create', { publishType: 'card' });
    expect(made.code, made.message).toBe(200);
    expect(await clients.a1.post('/api/talk/project/create', { publishType: 'card' })).toMatchObject({
      code: 4034,
      message: m.memberShareShort('互动数字人'),
    });
    // The refusal rolled back the company's and the organisation's units too.
    expect(await companyUsed(WAY)).toBe(before + 1);
    expect(await orgUsed(orgA, WAY)).toBe(1);
    expect(await userUsed(ids.a1, WAY)).toBe(1);

    // A member without a share of their own draws on the organisation's: 3 in all, 1 already spent.
    expect((await clients.a2.post('/api/talk/project/create', { publishType: 'card' })).code).toBe(200);
    expect((await clients.a2.post('/api/talk/project/create', { publishType: 'card' })).code).toBe(200);
    expect(await clients.a2.post('/api/talk/project/create', { publishType: 'card' })).toMatchObject({
      code: 4034,
      message: m.orgShareShort('互动数字人'),
    });
    expect(await companyUsed(WAY)).toBe(before + 3);
    // B has no share of interactive humans: its members are held by the company's quota alone.
    expect((await clients.b1.post('/api/talk/project/create', { publishType: 'card' })).code).toBe(200);
    expect(await orgUsed(orgB, WAY)).toBeUndefined();
    // The share views show what was spent.
    const shares = (await admin.get(`/api/organization/quotas/view?orgId=${orgA}`)).data.list;
    expect(shares.find((q: { resourceCode: string }) => q.resourceCode === WAY)).toMatchObject({
      capacity: 3,
      used: 3,
    });

    // Deleting gives the unit back to the owner's share and the organisation's.
    expect((await clients.a1.post('/api/talk/project/delete', { projectIds: [made.data.projectId] })).code).toBe(200);
    expect([await orgUsed(orgA, WAY), await userUsed(ids.a1, WAY), await companyUsed(WAY)]).toEqual([2, 0, before + 3]);
    expect((await clients.a1.post('/api/talk/project/create', { publishType: 'card' })).code).toBe(200);
  });

  it('never overdraws a share when members render at the same time', async () => {
    const before = await companyUsed(VIDEO);
    // a1 holds 12 of A's 30 minutes: two renders of 6 fit, the other two are refused by the member's share.
    const own = await reserveAll(ids.a1, 4, 6);
    expect(own.taken).toBe(2);
    expect(own.refused).toEqual([m.memberShareShort('视频合成时长'), m.memberShareShort('视频合成时长')]);
    // a2 has no share of their own: A's remaining 18 minutes take three renders of 6.
    const shared = await reserveAll(ids.a2, 8, 6);
    expect(shared.taken).toBe(3);
    expect(new Set(shared.refused)).toEqual(new Set([m.orgShareShort('视频合成时长')]));
    expect([await companyUsed(VIDEO), await orgUsed(orgA, VIDEO), await userUsed(ids.a1, VIDEO)]).toEqual([
      before + 30,
      30,
      12,
    ]);

    // The quota check a member sees before rendering is the least any level has left.
    const check = (client: Client) =>
      client.post('/api/v1/quota/checkVideoCreationQuota2', { duration: 60_000, resolution: 'R_1080P' });
    expect((await check(clients.a2)).data).toMatchObject({ enough: false, remaining: 0 });
    expect((await check(clients.b1)).data).toMatchObject({ enough: true, remaining: 100 });
    // A failed render gives its minutes back to every level.
    await releaseCredits(app.deps.db, spender(ids.a1), 6);
    expect([await orgUsed(orgA, VIDEO), await userUsed(ids.a1, VIDEO)]).toEqual([24, 6]);
    expect((await check(clients.a1)).data).toMatchObject({ enough: true, remaining: 6 });
    expect((await check(clients.a2)).data).toMatchObject({ remaining: 6 });
  });

  it('keeps shares to their own company: another company’s user forged into an organisation draws only on their own company', async () => {
    const other = await signedInUser(app.deps.db, [], '别家成员');
    await app.deps.db.insert(companyQuotas).values({
      companyId: other.company.id,
      resourceType: 0,
      resourceCode: VIDEO,
      resourceName: '视频合成时长',
      resourceUnit: '分钟',
      capacity: 50,
    });
    await app.deps.db.insert(organizationMembers).values({ userId: other.user.id, orgId: orgA });
    const beforeOrg = await orgUsed(orgA, VIDEO);
    const beforeCompany = await companyUsed(VIDEO);
    await reserveCredits(app.deps.db, { companyId: other.company.id, userId: other.user.id }, 36);
    expect(await companyUsed(VIDEO, other.company.id)).toBe(36);
    expect([await orgUsed(orgA, VIDEO), await companyUsed(VIDEO)]).toEqual([beforeOrg, beforeCompany]);
    // Its own company's quota still refuses past capacity, with the render message, not a share's.
    await expect(
      reserveCredits(app.deps.db, { companyId: other.company.id, userId: other.user.id }, 18),
    ).rejects.toMatchObject({ message: '视频合成额度不足，请联系管理员或购买加油包' });
  });
});
