import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('hardening on %s', (engine) => {
  let app: TestApp;
  const scratch = mkdtempSync(join(tmpdir(), 'harden-'));
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('never takes a file path from a request body as an upload', async () => {
    const secret = join(scratch, 'secret.txt');
    writeFileSync(secret, 'top secret text');
    const { cookie } = await signedInUser(app.deps.db);
    const body = {
      file: { fieldName: 'file', fileName: 'x.txt', mimeType: 'text/plain', size: 15, path: secret },
      ossPathType: 'CUSTOMIZE_SCENE_SUBTITLE',
    };
    const res = await fetch(`${app.baseUrl}/api/v1/media/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(readFileSync(secret, 'utf8')).toBe('top secret text');
  });

  it('counts concurrent wrong guesses against one budget', async () => {
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/sendLoginEmailCode', { email: 'member@demo.local' });
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, 'member@demo.local'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /验证码是 (\d{6})/.exec(mail!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        legacyClient(app.baseUrl).post('/api/user/vip/login', { email: 'member@demo.local', emailCode: wrong }),
      ),
    );
    expect((await client.post('/api/user/vip/login', { email: 'member@demo.local', emailCode: code })).message).toBe(
      '验证码错误',
    );
  });

  it('sends one code when many requests race for the same address', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        legacyClient(app.baseUrl).post('/api/user/sendLoginEmailCode', { email: 'race@demo.local' }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(
      await app.deps.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'race@demo.local')),
    ).toHaveLength(1);
  });

  it('answers NUL characters and impossible timestamps with 400, not 500', async () => {
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/user/vip/login', { email: 'a\u0000@b.cc', password: 'x' })).status).toBe(400);
    expect(
      (await client.post('/api/datareport/upload', { reports: [{ eventName: 'x', value: 'a\u0000b' }] })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/datareport/upload', { reports: [{ eventName: 'x', timestamp: 9e15 }] })).status,
    ).toBe(400);
  });

  it('throttles invitation guessing per company', async () => {
    const { cookie } = await signedInUser(app.deps.db);
    const client = legacyClient(app.baseUrl);
    for (let i = 0; i < 10; i++)
      expect(
        (
          await client.post(
            '/api/company/acceptInvitation',
            { code: `BAD${String(i).padStart(3, '0')}`, companyName: '某企业' },
            { cookie },
          )
        ).code,
      ).toBe(4001);
    expect(
      (await client.post('/api/company/acceptInvitation', { code: 'BAD999', companyName: '某企业' }, { cookie })).code,
    ).toBe(429);
  });
});
