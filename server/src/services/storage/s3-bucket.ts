import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/env';
import { isSafeKey } from './keys';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The bucket of S3 mode: its client and the URLs objects are posted to, signed at and read from. */
export class S3Bucket {
  readonly client: S3Client;
  readonly name: string;
  /** The bucket's own URL (endpoint/bucket path style, or bucket.endpoint): browser posts and signed reads go there. */
  readonly url: string;
  /** Where browsers read objects: S3_PUBLIC_URL (a CDN, a public domain) or the bucket URL. */
  readonly publicUrl: string;

  constructor(readonly config: S3Config) {
    this.name = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC32 checksums (aws-chunked bodies with trailers) are refused by several
      // S3-compatible stores; checksums only where the API requires them keeps plain signed requests.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const endpoint = new URL(config.endpoint);
    this.url = config.forcePathStyle
      ? `${endpoint.origin}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
    this.publicUrl = config.publicUrl ?? this.url;
  }

  /** The URL a browser reads the object at. */
  objectUrl(key: string) {
    return `${this.publicUrl}/${encodeKey(key)}`;
  }

  /** The key of a URL at the public or the bucket URL, or null for anything else (another host or bucket). */
  keyOfUrl(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    for (const base of new Set([this.publicUrl, this.url])) {
      const root = new URL(base);
      const prefix = `${root.pathname.replace(/\/+$/, '')}/`;
      if (parsed.origin !== root.origin || !parsed.pathname.startsWith(prefix)) continue;
      try {
        const key = decodeURIComponent(parsed.pathname.slice(prefix.length));
        return isSafeKey(key) ? key : null;
      } catch {
        return null;
      }
    }
    return null;
  }

  /** A GET URL signed for ttl ms (SigV4 query signing at the bucket URL). */
  presignGet(key: string, ttlMs: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.name, Key: key }), {
      expiresIn: Math.max(1, Math.round(ttlMs / 1000)),
    });
  }
}
