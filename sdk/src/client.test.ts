import { describe, expect, it } from 'vitest';
import { generateSignature, OpenApiError, openApi, signatureSource } from './client';

/** A fetch that records requests and answers with the given envelope. */
function fakeFetch(status: number, body: unknown) {
  const seen: Request[] = [];
  const impl = async (input: Request) => {
    seen.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { seen, impl: impl as unknown as typeof fetch };
}

describe('open API client', () => {
  it('sends the subscription key from a backend and answers the data', async () => {
    const grant = { signature: 's', expiresAt: '2030-01-01T00:00:00.000Z', expiresIn: 600, projectId: 'p' };
    const f = fakeFetch(200, { code: 200, message: 'ok', data: grant });
    await expect(generateSignature('https://portal.test/', 'dhk_1', { projectId: 'p' }, f.impl)).resolves.toEqual(
      grant,
    );
    const req = f.seen[0]!;
    expect(req.url).toBe('https://portal.test/rtc/openapi/signature/gen?projectId=p');
    expect(req.headers.get('subscription-key')).toBe('dhk_1');
    expect(req.headers.get('signature')).toBeNull();
  });

  it('sends a signature from a page and raises the server message on a refusal', async () => {
    const f = fakeFetch(401, { code: 401, message: '签名已过期，请重新获取签名', data: null });
    const api = openApi({ baseUrl: 'https://portal.test', signature: async () => 'sig-1', fetch: f.impl });
    const failure = await api.rtc('p').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OpenApiError);
    expect(failure).toMatchObject({ status: 401, code: 401, message: '签名已过期，请重新获取签名' });
    expect(f.seen[0]!.headers.get('signature')).toBe('sig-1');
  });

  it('renews a signature only near its expiry, one request for concurrent callers', async () => {
    let now = 0;
    let calls = 0;
    const source = signatureSource(
      async () => {
        calls++;
        return { signature: `s${calls}`, expiresAt: new Date(now + 600_000).toISOString() };
      },
      30_000,
      () => now,
    );
    expect(await Promise.all([source(), source()])).toEqual(['s1', 's1']);
    now = 500_000;
    expect(await source()).toBe('s1');
    now = 571_000;
    expect(await source()).toBe('s2');
    expect(calls).toBe(2);
  });
});
