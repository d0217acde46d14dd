import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaOrigins } from '../../src/http/security-headers';
import { startTestApp, type TestApp } from '../support/test-app';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
  }, 120_000);
  afterAll(() => app?.close());

  it('sends the content policy, framing, sniffing, referrer and permission headers on pages and API answers', async () => {
    for (const path of ['/healthz', '/api/user/current', '/api/no-such-call', '/storage/missing.png']) {
      const res = await fetch(app.baseUrl + path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // WebAssembly compiles (render core, probe, voice detection), arbitrary eval does not.
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
      // A plain-HTTP install does not pin itself to HTTPS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('lets media come from the object store when S3 is configured, and from nowhere else', () => {
    const s3 = {
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      bucket: 'portal-media',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'cn-hangzhou',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com/media',
    };
    expect(mediaOrigins(undefined)).toEqual([]);
    expect(mediaOrigins(s3)).toEqual([
      'https://oss-cn-hangzhou.aliyuncs.com',
      'https://portal-media.oss-cn-hangzhou.aliyuncs.com',
      'https://cdn.example.com',
    ]);
    expect(mediaOrigins({ ...s3, forcePathStyle: true, publicUrl: undefined })).toEqual([
      'https://oss-cn-hangzhou.aliyuncs.com',
    ]);
  });
});
