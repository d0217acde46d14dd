import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/trpc/app-router';
import { signedInUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

describe('typed procedures at /trpc', () => {
  let app: TestApp;
  let cookie = '';
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    cookie = (await signedInUser(app.deps.db)).cookie;
  });
  afterAll(() => app?.close());

  const client = (headers: Record<string, string> = {}) =>
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${app.baseUrl}/trpc`, transformer: superjson, headers })],
    });

  it('answers a query with typed, superjson-encoded data', async () => {
    const { customizeText } = await client().branding.getConfigText.query({});
    expect(customizeText.webName).toBe('数字员工平台');
    const notices = await client({ cookie }).notice.notifications.mutate({});
    expect(notices).toEqual([]);
  });

  it('reports the session and right rules as tRPC errors', async () => {
    const unauthorized = await client()
      .notice.notifications.mutate({})
      .catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(TRPCClientError);
    expect((unauthorized as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
    const forbidden = await client({ cookie })
      .companyUser.userList.query({ pageIndex: 1, pageSize: 8 })
      .catch((e: unknown) => e);
    expect((forbidden as TRPCClientError<AppRouter>).data?.code).toBe('FORBIDDEN');
  });

  it('names the invalid field', async () => {
    const invalid = await client()
      .datareport.datareportUpload.mutate({ reports: [] })
      .catch((e: unknown) => e);
    expect((invalid as TRPCClientError<AppRouter>).data?.fieldIssues?.[0]?.path).toBe('reports');
  });
});
