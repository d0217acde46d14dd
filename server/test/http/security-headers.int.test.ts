import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    // A built client's shape: the page, the kiosk's face worker and another worker.
    const clientDist = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDist, 'assets'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(clientDist, 'assets', 'face.worker-Ab3_x9.js'), 'self.onmessage = () => {};');
    writeFileSync(join(clientDist, 'assets', 'scene.worker-Cd4_y0.js'), 'self.onmessage = () => {};');
    app = await startTestApp('pglite', { workers: false, clientDist });
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

  it('isolates the kiosk pages and their face worker across origins, no other page, and lets every worker start there', async () => {
    const policy = async (path: string) => {
      const res = await fetch(app.baseUrl + path);
      expect(res.status, path).toBe(200);
      const scripts = directives(res.headers.get('content-security-policy')).get('script-src');
      return [res.headers.get('cross-origin-embedder-policy'), res.headers.get('cross-origin-opener-policy'), scripts];
    };
    // The face worker's WebAssembly threads start from blob: scripts: allowed there and nowhere else.
    for (const path of [
      '/ThreeDimensionCTEPage/p1?deviceToken=t',
      '/ThreeDimensionCTEPreview/p1',
      '/assets/face.worker-Ab3_x9.js',
    ])
      expect(await policy(path), path).toEqual([
        'credentialless',
        'same-origin',
        ["'self'", "'wasm-unsafe-eval'", 'blob:'],
      ]);
    for (const path of ['/', '/applet?id=p1', '/home'])
      expect(await policy(path), path).toEqual([null, 'same-origin', ["'self'", "'wasm-unsafe-eval'"]]);
    // Other workers may be started by an isolated page (the kiosk's human draws through the scene worker).
    expect(await policy('/assets/scene.worker-Cd4_y0.js')).toEqual([
      'credentialless',
      'same-origin',
      ["'self'", "'wasm-unsafe-eval'"],
    ]);
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
