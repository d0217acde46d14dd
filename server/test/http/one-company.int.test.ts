import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import {
  companies,
  companyLicences,
  companyQuotas,
  companyVirtualHumans,
  studioTemplates,
} from '../../src/db/schema/index';
import { ONE_COMPANY_QUOTA_DEFAULTS } from '../../src/config/env';
import { createSuperAdmin } from '../../src/services/accounts/create-admin';
import { issueSetupLink } from '../../src/services/accounts/first-setup';
import { STARTER_AVATARS, seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { prepareAvatarLists } from '../../src/services/company/init-progress';
import { seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 3_600_000;

interface SceneData {
  virtualHuman?: Record<string, unknown>;
  tts?: { voiceBizId?: string };
  voiceTexts?: string[];
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const form = { companyName: '自用企业', email: 'owner@example.com', displayName: '企业主', password: 'Owner2026x' };

describe.each(testEngines())('a one-company install set up from the link on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    // The install's configuration: 400 days, 1234 video minutes instead of the default.
    app = await startTestApp(engine, {
      workers: false,
      config: {
        oneCompany: { licenceDays: 400, quotas: { ...ONE_COMPANY_QUOTA_DEFAULTS, 'RSC-VD-VD': 1234 } },
        salesContact: { name: '运营部 王经理', phone: '400-800-1234', email: undefined },
      },
    });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
  }, 120_000);
  afterAll(() => app?.close());

  it('shows the grant on the link, then the company holds every line with the configured quota', async () => {
    const token = tokenOf((await issueSetupLink(app.deps.db, app.baseUrl))!);
    const client = legacyClient(app.baseUrl);
    const check = await client.post('/api/setup/check', { token });
    expect(check.data).toMatchObject({ valid: true, oneCompany: { licenceDays: 400, appIds: [21, 22, 23, 24] } });
    expect(check.data.oneCompany.quotas).toContainEqual({
      resourceCode: 'RSC-VD-VD',
      resourceName: '视频合成时长',
      resourceUnit: '分钟',
      amount: 1234,
    });
    // A wrong link learns nothing about the install.
    expect((await client.post('/api/setup/check', { token: 'A'.repeat(43) })).data).toEqual({
      valid: false,
      oneCompany: null,
    });

    const started = Date.now();
    const setup = await client.post('/api/setup/first-admin', { ...form, mode: 'oneCompany', token });
    expect(setup.code).toBe(200);
    expect(setup.data.vhListReady).toBe(true);

    // 权益看板: four licences, 线下开通, valid for the configured 400 days.
    const board = await client.get('/api/vh/rm/list?pageIndex=1&pageSize=10');
    expect(board.data.total).toBe(4);
    const rows = board.data.list as {
      appId: number;
      source: string;
      status: string;
      startTime: string;
      endTime: string;
    }[];
    expect(rows.map((r) => r.appId).sort()).toEqual([21, 22, 23, 24]);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'License', source: 'offline', status: 'valid' });
      const days = (new Date(row.endTime).getTime() - new Date(row.startTime).getTime()) / DAY_MS;
      expect(days).toBeCloseTo(400, 5);
      expect(new Date(row.startTime).getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
    const quota = (await client.get('/api/quota/current')).data as { resourceCode: string; total: number }[];
    expect(quota.find((q) => q.resourceCode === 'RSC-VD-VD')?.total).toBe(1234);
    expect(quota.find((q) => q.resourceCode === 'RSC-COM-STRG')?.total).toBe(
      ONE_COMPANY_QUOTA_DEFAULTS['RSC-COM-STRG'],
    );

    const [company] = await app.deps.db.select().from(companies);
    expect(company!.customizeRights).toEqual({
      enableInteractive: true,
      enableCard: true,
      enableHardware: true,
      enableSdk: true,
    });
    // The seeded templates' avatars are its own digital employees: no 移出企业 warning.
    for (const avatar of STARTER_AVATARS) {
      const status = await client.get(`/api/v1/vh/persona/auth-status?personaBizId=${avatar.personaBizId}`);
      expect(status.data.status).toBe('AUTHORIZED');
    }
    // A video quota check passes right away.
    const enough = await client.post('/api/v1/quota/checkVideoCreationQuota2', { duration: 30, resolution: 'R_1080P' });
    expect(enough.data.enough).toBe(true);

    // No online payment on this install: the pay-wall names the configured contact; the company is active.
    expect((await client.get('/api/payment/purchase-options')).data).toEqual({
      onlinePayment: false,
      contact: { name: '运营部 王经理', phone: '400-800-1234', email: null },
      standing: { state: 'active', endedAt: null },
    });
    expect((await legacyClient(app.baseUrl).get('/api/payment/purchase-options')).data.standing).toBeNull();
  });

  it('opens a template with an avatar the company holds; only a removed one warns', async () => {
    await seedStudioTemplates(app.deps.db);
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/vip/login', { email: form.email, password: form.password });
    const [template] = await app.deps.db.select().from(studioTemplates).where(eq(studioTemplates.kind, 'web16:9'));
    const shown = template!.data.personaBizId as string;
    const open = async () => {
      const made = await client.post('/api/v1/videocreation/project/create', { templateId: template!.id });
      expect(made.code).toBe(200);
      return made.data.data as { personaBizId: string; scenes: SceneData[] };
    };
    const status = async (id: string) =>
      (await client.get(`/api/v1/vh/persona/auth-status?personaBizId=${id}`)).data.status;

    // Held: the template opens as it is.
    const kept = await open();
    expect(kept.personaBizId).toBe(shown);
    // The administrator removes that avatar; the project made with it now warns (it was held).
    expect((await client.post('/api/v1/vh/market/del-my-vh', { personaBizId: shown })).code).toBe(200);
    expect(await status(shown)).toBe('NO_AUTH');
    // The template opens with an avatar still held, in picture, posture, voice and greeting.
    const swapped = await open();
    const held = STARTER_AVATARS.find((a) => a.personaBizId === swapped.personaBizId);
    expect(held && held.personaBizId !== shown).toBe(true);
    expect(await status(held!.personaBizId)).toBe('AUTHORIZED');
    const scene = swapped.scenes[0]!;
    expect(scene.virtualHuman).toMatchObject({
      personaBizId: held!.personaBizId,
      title: held!.name,
      postureId: `${held!.personaBizId}-presenting`,
      mediaUrl: expect.stringContaining(held!.personaBizId),
    });
    expect(scene.tts?.voiceBizId).toBe(held!.voice);
    expect(scene.voiceTexts?.[0]).toContain(`我是${held!.name}`);
  });

  it('tells a company whose licences ended when they did', async () => {
    const [company] = await app.deps.db.select().from(companies);
    const ended = new Date(Date.now() - DAY_MS);
    await app.deps.db.update(companyLicences).set({ endTime: ended }).where(eq(companyLicences.companyId, company!.id));
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/vip/login', { email: form.email, password: form.password });
    const options = (await client.get('/api/payment/purchase-options')).data;
    expect(options.standing.state).toBe('expired');
    expect(new Date(options.standing.endedAt).getTime()).toBe(ended.getTime());
  });
});

describe.each(testEngines())('create-admin before the first start on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
  });
  afterAll(() => app?.close());

  it('grants through the same plan, and the next start gives the starter avatars', async () => {
    const { oneCompanyPlan } = await import('../../src/services/company/one-company');
    const admin = await createSuperAdmin(app.deps.db, {
      ...form,
      oneCompany: oneCompanyPlan({ licenceDays: 30, quotas: { 'RSC-VD-VD': 60 } }),
    });
    const quotas = await app.deps.db.select().from(companyQuotas).where(eq(companyQuotas.companyId, admin.companyId));
    expect(quotas.map((q) => [q.resourceCode, q.capacity])).toEqual([['RSC-VD-VD', 60]]);
    expect(await app.deps.db.select().from(companyLicences)).toHaveLength(4);
    // No catalogue yet: the company waits for its avatar list.
    const [waiting] = await app.deps.db.select().from(companies);
    expect(waiting!.vhListReadyAt).toBeNull();

    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await prepareAvatarLists(app.deps.db);
    const held = await app.deps.db
      .select({ id: companyVirtualHumans.personaBizId })
      .from(companyVirtualHumans)
      .where(eq(companyVirtualHumans.companyId, admin.companyId));
    expect(held.map((h) => h.id).sort()).toEqual(STARTER_AVATARS.map((a) => a.personaBizId).sort());
    const [ready] = await app.deps.db.select().from(companies);
    expect(ready!.vhListReadyAt).not.toBeNull();
  }, 120_000);
});
