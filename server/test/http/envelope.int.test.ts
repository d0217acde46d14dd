import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index';
import { signedInUser } from '../support/accounts';
import { isCallImplemented } from '../../src/trpc/not-implemented';
import { allCalls } from '@portal/contracts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('legacy envelope over HTTP on %s', (engine) => {
  let app: TestApp;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  let manager: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    app = await startTestApp(engine);
    member = await signedInUser(app.deps.db, []);
    manager = await signedInUser(app.deps.db, ['管理员']);
  });
  afterAll(() => app?.close());

  const call = async (
    method: string,
    path: string,
    init: { body?: unknown; cookie?: string; raw?: string; type?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.raw !== undefined) {
      body = init.raw;
      headers['content-type'] = init.type ?? 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(app.baseUrl + path, { method, headers, body });
    const text = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      json: JSON.parse(text) as { code: number; message: string; data: any },
    };
  };

  it('answers success with HTTP 200 and code 200', async () => {
    const res = await call('GET', '/api/config/text');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(res.json.data.customizeText.webName).toBe('数字员工平台');
  });

  it('serves the OpenAPI document of the legacy paths', async () => {
    const res = await fetch(`${app.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/quota/info/']).toBeDefined();
  });

  it('answers every /api path at /api/v1 too, and the reverse', async () => {
    const plain = await call('GET', '/api/v1/config/text');
    expect(plain.json.code).toBe(200);
    // A documented /api/v1 call answers the same at /api (a project of no one: 404 with our wording).
    const path = '/multiple/edit/user/query';
    const body = { projectId: '00000000-0000-4000-8000-000000000000' };
    const documented = await call('POST', `/api/v1${path}`, { cookie: member.cookie, body });
    const aliased = await call('POST', `/api${path}`, { cookie: member.cookie, body });
    expect(documented.json).toEqual({ code: 404, message: '请求的接口不存在', data: null });
    expect(aliased.json).toEqual(documented.json);
  });

  it('serves the /rtc overrides under /rtc and not under /api', async () => {
    expect((await call('GET', '/rtc/openapi/signature/gen')).status).toBe(401);
    expect((await call('GET', '/api/openapi/signature/gen')).status).toBe(404);
    const handshake = await call('POST', '/rtc/api/v1/session/handshake/error', { body: { sessionId: 's1' } });
    // An unknown session is answered, not recorded (the call is public: a failing client may hold no session).
    expect(handshake.json).toMatchObject({ code: 200, data: { sessionId: 's1', recorded: false } });
    expect((await call('POST', '/rtc/api/session/handshake/error', { body: { sessionId: 's1' } })).json.code).toBe(200);
    expect((await call('POST', '/api/v1/session/handshake/error', { body: { sessionId: 's1' } })).status).toBe(404);
  });

  it('answers 401 without a session and 403 无权限访问 without the right', async () => {
    const anonymous = await call('POST', '/api/notifications');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe(401);
    const memberOnly = await call('GET', '/api/user/list?pageIndex=1&pageSize=8', { cookie: member.cookie });
    expect(memberOnly.status).toBe(403);
    expect(memberOnly.json).toMatchObject({ code: 403, message: '无权限访问' });
    const managerCall = await call('GET', '/api/user/list?pageIndex=1&pageSize=8', { cookie: manager.cookie });
    expect(managerCall.json.code).toBe(200);
    expect(managerCall.json.data.total).toBe(1);
  });

  it('rejects a forged or expired session cookie as no session', async () => {
    const forged = await call('POST', '/api/notifications', {
      cookie: 'ice-token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.status).toBe(401);
  });

  it('hands out the session user’s notices once', async () => {
    await app.deps.db.insert(notices).values([
      { companyId: member.company.id, userId: member.user.id, status: 'success', noticeMessage: '视频生成完成' },
      { companyId: manager.company.id, userId: manager.user.id, status: 'fail', noticeMessage: '别人的通知' },
    ]);
    const first = await call('POST', '/api/notifications', { cookie: member.cookie });
    expect(first.json.code).toBe(200);
    expect(first.json.data.map((n: { noticeMessage: string }) => n.noticeMessage)).toEqual(['视频生成完成']);
    const second = await call('POST', '/api/notifications', { cookie: member.cookie });
    expect(second.json.data).toEqual([]);
  });

  it('answers invalid input with code 400 naming the field', async () => {
    const res = await call('POST', '/api/datareport/upload', { body: { reports: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain('reports');
    const missing = await call('GET', '/api/v1/voice/getDetailByBizId', { cookie: member.cookie });
    expect(missing.json.code).toBe(400);
    expect(missing.json.message).toContain('bizId');
  });

  it('answers malformed JSON and oversized bodies with an envelope, not a 500', async () => {
    const malformed = await call('POST', '/api/datareport/upload', { raw: '{"reports": [' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe(400);
    const huge = await call('POST', '/api/datareport/upload', {
      raw: JSON.stringify({ reports: [{ eventName: 'x', value: 'a'.repeat(2 * 1024 * 1024) }] }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe(413);
  });

  it('answers an unknown path under a base with a JSON 404, never HTML', async () => {
    const paths = [
      '/api/nope',
      '/api/v1/nope/deeper',
      '/rtc/nope',
      '/storage/nope',
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/quota/info/%00',
      `/api/${'x/'.repeat(2000)}`,
    ];
    for (const path of paths) {
      // Raw HTTP: fetch would normalise the dots away before they reach the server.
      const res = await rawGet(app.baseUrl, path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toContain('application/json');
      expect(JSON.parse(res.body), path).toMatchObject({ code: 404 });
    }
  });

  it('answers a documented path with the wrong method as 405', async () => {
    const res = await call('GET', '/api/datareport/upload');
    expect(res.status).toBe(405);
  });

  it('has every documented call built (a call not built yet would answer 501: not-implemented.test.ts)', () => {
    expect(allCalls.filter((c) => !isCallImplemented(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('stores an event report batch and ingests it in a job', async () => {
    const res = await call('POST', '/api/datareport/upload', {
      body: {
        reports: [
          { eventName: 'pageview', timestamp: 1_700_000_000_000 },
          { eventName: 'stay', duration: 0 },
        ],
      },
    });
    expect(res.json.code).toBe(200);
    const { batchId } = res.json.data as { batchId: string };
    const { dataReportBatches } = await import('../../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await expect
      .poll(
        async () =>
          (await app.deps.db.select().from(dataReportBatches).where(eq(dataReportBatches.id, batchId)))[0]?.status,
        { timeout: 20_000, interval: 250 },
      )
      .toBe('ingested');
    const [batch] = await app.deps.db.select().from(dataReportBatches).where(eq(dataReportBatches.id, batchId));
    expect(batch).toMatchObject({ acceptedCount: 1, rejectedCount: 1 });
  });
});

function rawGet(baseUrl: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
