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
  const headers = helmetFor(options, false);
  // The SDK's web component frames the card in embed mode (/applet?…&embed=sdk) on any company site.
  const embeddable = helmetFor(options, true);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (isSdkEmbed(req.url) ? embeddable : headers)(req, res, next);
  };
}

/** The card page in the SDK's embed mode: a public page (the card link), framed by host pages. */
export const isSdkEmbed = (url: string | undefined) =>
  !!url && url.startsWith('/applet?') && new URLSearchParams(url.slice('/applet?'.length)).get('embed') === 'sdk';

function helmetFor(options: { s3: S3Config | undefined; secure: boolean }, embed: boolean) {
  const media = mediaOrigins(options.s3);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
    // The render core's SharedArrayBuffer is not used; cross-origin isolation would block store media.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: embed ? false : { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the portal is served over TLS; a plain-HTTP install must not pin itself to HTTPS.
    strictTransportSecurity: options.secure ? { maxAge: 15_552_000 } : false,
  });
}

/** Camera and microphone for our own pages (card voice, kiosk face and wake words); the rest off. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';
