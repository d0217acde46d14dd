import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { S3Config } from '../config/env';

/**
 * Origins besides our own that browsers read media from and upload to: the object store when S3 is
 * configured (its public URL, its endpoint, and the bucket's virtual-host form of the endpoint).
 */
export function mediaOrigins(s3: S3Config | undefined): string[] {
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint);
  const origins = [endpoint.origin];
  if (!s3.forcePathStyle) origins.push(`${endpoint.protocol}//${s3.bucket}.${endpoint.host}`);
  if (s3.publicUrl) origins.push(new URL(s3.publicUrl).origin);
  return [...new Set(origins)];
}

/**
 * The headers every answer carries. The content policy allows what the client really does: its own
 * scripts and workers, WebAssembly (render core, media probe, voice detection), Mantine's inline
 * styles, blob: previews of files a user picked, and media from the object store; nothing else loads
 * or connects. Framing is our own pages only (clickjacking); the card and the kiosk use camera and
 * microphone, so those are allowed for our origin and nothing else is.
 */
export function securityHeaders(options: { s3: S3Config | undefined; secure: boolean }) {
  const headers = helmetFor(options, 'page');
  // The SDK's web component frames the card in embed mode (/applet?…&embed=sdk) on any company site.
  const embeddable = helmetFor(options, 'embed');
  const isolated = helmetFor(options, 'isolated');
  const worker = helmetFor(options, 'worker');
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const path = (req.url ?? '/').split('?')[0]!;
    const kind = isSdkEmbed(req.url)
      ? embeddable
      : isCrossOriginIsolated(path)
        ? isolated
        : WORKER_SCRIPT.test(path)
          ? worker
          : headers;
    kind(req, res, next);
  };
}

/** The card page in the SDK's embed mode: a public page (the card link), framed by host pages. */
export const isSdkEmbed = (url: string | undefined) =>
  !!url && url.startsWith('/applet?') && new URLSearchParams(url.slice('/applet?'.length)).get('embed') === 'sdk';

/**
 * Which answer the headers are for: a page or file, the card framed by the SDK, a cross-origin
 * isolated kiosk file, or another worker script.
 */
type HeaderKind = 'page' | 'embed' | 'isolated' | 'worker';

function helmetFor(options: { s3: S3Config | undefined; secure: boolean }, kind: HeaderKind) {
  const media = mediaOrigins(options.s3);
  const embed = kind === 'embed';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The face worker's WebAssembly threads start from a script it makes (blob:), only where they can run.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(kind === 'isolated' ? ['blob:'] : [])],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        mediaSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', 'data:', ...media],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: embed ? ['*'] : ["'self'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Elsewhere no SharedArrayBuffer is used, and isolation would only add a condition on every resource.
    crossOriginEmbedderPolicy: kind === 'isolated' || kind === 'worker' ? { policy: 'credentialless' } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: embed ? false : { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the portal is served over TLS; a plain-HTTP install must not pin itself to HTTPS.
    strictTransportSecurity: options.secure ? { maxAge: 15_552_000 } : false,
  });
}

/**
 * The kiosk pages, and the files their face worker starts from, are cross-origin isolated: the
 * face recogniser's WebAssembly then runs on several threads (SharedArrayBuffer), half the cores of
 * a kiosk of four or more. `credentialless`, not `require-corp`, so media from the object store
 * still loads (without cookies, which it does not need). A dedicated worker of an isolated page
 * must carry the policy itself; other pages and files are left as they are.
 */
export function isCrossOriginIsolated(path: string): boolean {
  return (
    path.startsWith('/ThreeDimensionCTEPage/') ||
    path.startsWith('/ThreeDimensionCTEPreview/') ||
    path === '/face-harness.html' ||
    path.startsWith('/face-models/') ||
    /^\/assets\/face\.worker-[\w-]+\.js$/.test(path)
  );
}

/**
 * The client's other worker scripts carry the embedder policy too: an isolated page (the kiosk's
 * digital human draws through the scene worker) may start only workers that do. Elsewhere it changes
 * nothing they do: they fetch cross-origin media in CORS mode, which the policy leaves alone.
 */
const WORKER_SCRIPT = /^\/assets\/[\w-]+\.worker-[\w-]+\.js$/;

/** Camera and microphone for our own pages (card voice, kiosk face and wake words); the rest off. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';
