import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandings, dataReportBatches, dataReportEvents, sessions, users } from '../db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/support/databases';
import { signedInUser } from '../../test/support/accounts';
import { createSession, hashSessionToken, resolveSession } from './accounts/sessions';
import { brandingForDomain, customizeTextForDomain, normaliseDomain } from './branding/branding';
import { ingestReportBatch, MAX_DURATION_MS } from './datareport/ingest-batch';

describe.each(testEngines())('services on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.drop());
  const db = () => database.handle.db;

  describe('sessions', () => {
    it('resolves a live session to its user and company', async () => {
      const { user, company } = await signedInUser(db(), ['管理员'], '张三');
      const { token } = await createSession(db(), user.id, true);
      const session = await resolveSession(db(), token);
      expect(session?.user).toMatchObject({ id: user.id, displayName: '张三', roles: ['管理员'] });
      expect(session?.company.id).toBe(company.id);
    });

    it('does not resolve expired sessions, locked or deleted users, or unknown tokens', async () => {
      const { user } = await signedInUser(db());
      const { token } = await createSession(db(), user.id, false);
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      expect(await resolveSession(db(), token)).toBeNull();

      const live = await createSession(db(), user.id, false);
      await db().update(users).set({ locked: true }).where(eq(users.id, user.id));
      expect(await resolveSession(db(), live.token)).toBeNull();
      expect(await resolveSession(db(), 'x'.repeat(43))).toBeNull();
    });
  });

  describe('branding', () => {
    it('gives unknown hosts the default look and stored hosts their own', async () => {
      expect((await customizeTextForDomain(db(), 'localhost:3000')).isCustomize).toBe(false);
      await db()
        .insert(brandings)
        .values({
          domain: 'oem.example.com',
          config: {
            webName: '智能员工',
            webNameColor: '#ff0000',
            showLoginPage: 0,
            loginPageTip: '请联系管理员',
            icpFiling: '沪ICP备00000001号',
            bogus: 1,
          },
        });
      const text = await customizeTextForDomain(db(), 'OEM.example.com:8443');
      expect(text).toEqual({
        webName: '智能员工',
        isCustomize: true,
        webNameColor: '#ff0000',
        showLoginPage: 0,
        loginPageTip: '请联系管理员',
        // The footer's filings: the brand's ICP number, and no public-security filing when none is stored.
        icpFiling: '沪ICP备00000001号',
        policeFiling: '',
        // No logo and no login picture stored: the header shows the name's first letter.
        logoUrl: '',
        webIsShowPageCustom: 0,
        webPageCustomImg: '',
      });
      const { config } = await brandingForDomain(db(), 'oem.example.com');
      expect(config).not.toHaveProperty('bogus');
      expect(normaliseDomain(' Example.COM.:80 ')).toBe('example.com');
    });
  });

  describe('event report ingestion', () => {
    const storeBatch = async (reports: unknown[]) => {
      const [row] = await db()
        .insert(dataReportBatches)
        .values({ source: 'web', payload: { reports, context: { env: 'test' } } })
        .returning();
      return row!.id;
    };

    it('keeps valid events, drops nameless ones and durations outside 1..86400000 ms', async () => {
      const batchId = await storeBatch([
        { eventName: 'click', value: { id: 1 }, timestamp: 1_700_000_000_000, page: '/home' },
        { event: 'stay', duration: MAX_DURATION_MS },
        { eventName: 'tooLong', duration: MAX_DURATION_MS + 1 },
        { eventName: 'zero', duration: 0 },
        { value: 'no name' },
        'not an object',
      ]);
      expect(await ingestReportBatch(db(), batchId)).toEqual({ accepted: 2, rejected: 4, skipped: false });
      const events = await db().select().from(dataReportEvents).where(eq(dataReportEvents.batchId, batchId));
      const click = events.find((e) => e.eventName === 'click');
      expect(click?.occurredAt.getTime()).toBe(1_700_000_000_000);
      expect(click?.context).toEqual({ env: 'test', page: '/home' });
      expect(events.map((e) => e.eventName).sort()).toEqual(['click', 'stay']);
    });

    it('does nothing the second time, so a retried job cannot double the events', async () => {
      const batchId = await storeBatch([{ eventName: 'once' }]);
      await ingestReportBatch(db(), batchId);
      expect((await ingestReportBatch(db(), batchId)).skipped).toBe(true);
      expect(await db().select().from(dataReportEvents).where(eq(dataReportEvents.batchId, batchId))).toHaveLength(1);
    });
  });
});
