import { z } from 'zod';
import { opsMessages as m } from '../../messages/ops';
import { UploadedFileSchema } from '../shared';

/*
 * A brand's pictures as uploads (ours, issue 27: "the name, logo, colours, login images … an unsafe
 * logo upload gets a clear error"). The limits live here because the console checks a picked file
 * against them before sending it and the server checks every upload again.
 */

export const BRAND_IMAGE_KINDS = ['logo', 'loginImage'] as const;
export const BrandImageKindSchema = z.enum(BRAND_IMAGE_KINDS, { message: m.brandImageKindInvalid });
export type BrandImageKind = z.infer<typeof BrandImageKindSchema>;

export interface BrandImageLimits {
  /** The largest upload, in bytes. */
  readonly maxBytes: number;
  /** The picture's shorter side at least this many pixels (0: no rule). */
  readonly minShortSide: number;
  /** The picture at least this wide (0: no rule). */
  readonly minWidth: number;
  /** The picture's longer side at most this many pixels. */
  readonly maxLongSide: number;
}

/**
 * A logo is drawn 32 px high in the header, so 64 px keeps it sharp on a retina screen; a login
 * picture fills half of a 960 px card, so 600 px wide is the least that does not look blurred.
 */
export const BRAND_IMAGE_LIMITS: Readonly<Record<BrandImageKind, BrandImageLimits>> = {
  logo: { maxBytes: 2 * 1024 * 1024, minShortSide: 64, minWidth: 0, maxLongSide: 4096 },
  loginImage: { maxBytes: 5 * 1024 * 1024, minShortSide: 0, minWidth: 600, maxLongSide: 6000 },
};

/** What the file picker offers; the server decides by the file's first bytes, never by this. */
export const BRAND_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Where stored brand pictures are served: one folder of the platform's open assets, content-addressed. */
export const BRAND_IMAGE_FOLDER = 'platform/brands/';
export const BRAND_IMAGE_EXTENSIONS: Readonly<Record<BrandImageKind, 'png' | 'jpg'>> = {
  logo: 'png',
  loginImage: 'jpg',
};
/** Hex digits of the SHA-256 of the stored bytes in a brand picture's key. */
export const BRAND_IMAGE_HASH_LENGTH = 24;

/**
 * The URL a brand stores for one of our pictures: a path on whichever domain shows the brand
 * (`/storage/platform/brands/logo-<hash>.png`), which GET /storage serves in local and S3 mode alike.
 */
const storedPathPattern = (kind: BrandImageKind) =>
  new RegExp(
    `^/storage/${BRAND_IMAGE_FOLDER}${kind}-[0-9a-f]{${BRAND_IMAGE_HASH_LENGTH}}\\.${BRAND_IMAGE_EXTENSIONS[kind]}$`,
  );

const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/;

/**
 * A brand picture's URL: none, an https link, or a picture this portal stored for that use. Any
 * other scheme (javascript:, data:, http:) and any other path of ours are refused.
 */
export const brandImageUrlSchema = (kind: BrandImageKind) => {
  const stored = storedPathPattern(kind);
  return z
    .string()
    .trim()
    .max(500, m.urlInvalid)
    .refine((v) => v === '' || HTTPS_URL.test(v) || stored.test(v), m.urlInvalid);
};

/** True for a URL this portal stored (the console shows those as uploads, not as links). */
export const isStoredBrandImage = (kind: BrandImageKind, url: string) => storedPathPattern(kind).test(url);

/**
 * One picture to store. The file is optional here so that the service can check in the user's
 * order (the rate limit before a missing file) and say which is wrong.
 */
export const OpsBrandImageUploadInputSchema = z.object({
  kind: BrandImageKindSchema,
  file: UploadedFileSchema.optional(),
});

/** The stored picture: its URL for the brand's field, and what was kept after re-encoding. */
export const OpsBrandImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type OpsBrandImage = z.infer<typeof OpsBrandImageSchema>;
