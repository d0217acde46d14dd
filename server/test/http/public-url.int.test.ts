import { request } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** A raw request: fetch will not send a Host header of our choosing. */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe.each(testEngines())('links and proxies on %s', (engine) => {
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    proxied = await startTestApp(engine, { workers: false, config: { trustProxy: 1 } });
    await seedDemoData(app.deps.db);
    await seedDemoData(proxied.deps.db);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  it('puts PUBLIC_URL in a reset e-mail whatever Host and X-Forwarded-Host say', async () => {
    app.deps.config.publicUrl = 'https://portal.example.com';
    try {
      const res = await rawRequest(app.baseUrl, 'GET', '/api/user/SendPasswordResetEmail?email=admin@demo.local', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      });
      expect(JSON.parse(res.body)).toMatchObject({ code: 200 });
      const [mail] = await app.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.address, 'admin@demo.local'))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      expect(mail!.body).toMatch(/https:\/\/portal\.example\.com\/password\/reset\?token=\S+/);
      expect(mail!.body).not.toContain('evil.example');
    } finally {
      app.deps.config.publicUrl = app.baseUrl;
    }
  });

  const login = (target: TestApp, headers: Record<string, string>) =>
    rawRequest(
      target.baseUrl,
      'POST',
      '/api/user/vip/login',
      { 'content-type': 'application/json', ...headers },
      JSON.stringify({ email: 'member@demo.local', password: 'Demo@2026' }),
    );
  const sessionCookie = (res: Awaited<ReturnType<typeof login>>) =>
    ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('ice-token='));

  it('ignores X-Forwarded-Proto without TRUST_PROXY: no Secure cookie on plain HTTP', async () => {
    const res = await login(app, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(res)).toBeDefined();
    expect(sessionCookie(res)).not.toMatch(/;\s*Secure/i);
  });

  it('marks the session cookie Secure behind a trusted TLS proxy', async () => {
    const res = await login(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
    expect(sessionCookie(await login(proxied, {}))).not.toMatch(/;\s*Secure/i);
  });
});
