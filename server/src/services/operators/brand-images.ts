import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  BRAND_IMAGE_EXTENSIONS,
  BRAND_IMAGE_FOLDER,
  BRAND_IMAGE_HASH_LENGTH,
  BRAND_IMAGE_LIMITS,
  opsMessages as m,
  type BrandImageKind,
  type OpsBrandImage,
  type UploadedFile,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';
import { imageIsWhole, sniffType } from '../storage/sniff';
import { STORAGE_BASE, type Storage } from '../storage/storage';
import { recordAudit, type OperatorAct } from './audit';
import { redrawBrandPicture, type RedrawBrandPicture } from './brand-image-redraw';
import { recordBrandPicture } from './brand-picture-sweep';

/*
 * A brand's logo and login picture as uploads (ours, issue 27). The file is checked in the order
 * the operator would fix it, then redrawn and encoded afresh, so whatever rode along in the upload
 * (metadata, a script after the image data, a second file glued on) is never stored or served.
 */

/** Ours: a brand has two pictures; 30 tries an hour lets an operator retry plenty, never flood the store. */
export const BRAND_IMAGE_OPERATOR_RULE: RateRule = { name: 'ops-brand-image', limit: 30, windowMs: 3_600_000 };

export interface BrandImageDeps {
  db: Database;
  storage: Storage;
  /** Where the picture is decoded and redrawn: a heavy-work thread in the app, this thread in tests. */
  redraw?: RedrawBrandPicture | undefined;
}

const TOO_LARGE: Record<BrandImageKind, string> = { logo: m.logoTooLarge, loginImage: m.loginImageTooLarge };

/** The byte limit of one kind and its refusal: the legacy adapter stops a larger file while it arrives. */
export function brandImageFileLimit(kind: unknown) {
  const known: BrandImageKind = kind === 'logo' ? 'logo' : 'loginImage';
  return {
    maxBytes: BRAND_IMAGE_LIMITS[known].maxBytes,
    tooLarge: () => DomainError.invalidInput(TOO_LARGE[known]),
  };
}

/**
 * Stores one brand picture and answers its URL. Checks, in order: the rate limit, a file, its size,
 * its type by its first bytes (PNG, JPEG or WebP; SVG has its own message), that it opens as an
 * image, its dimensions. Nothing is written unless every check passes; the temp file is the legacy
 * adapter's to remove. The key is the hash of the stored bytes, so the same picture is stored once.
 */
export async function uploadBrandImage(
  deps: BrandImageDeps,
  act: OperatorAct,
  input: { kind: BrandImageKind; file?: UploadedFile | undefined },
): Promise<OpsBrandImage> {
  const { kind, file } = input;
  await enforce(deps.db, [[BRAND_IMAGE_OPERATOR_RULE, act.operator.id]], () =>
    DomainError.tooManyRequests(m.brandImageTooFrequent),
  );
  if (!file || file.size === 0) throw DomainError.invalidInput(m.brandImageMissing);
  const limits = BRAND_IMAGE_LIMITS[kind];
  if (file.size > limits.maxBytes) throw DomainError.invalidInput(TOO_LARGE[kind]);
  const bytes = new Uint8Array(await readFile(file.path));
  if (bytes.length > limits.maxBytes) throw DomainError.invalidInput(TOO_LARGE[kind]);
  const type = checkPictureType(bytes);
  // A file cut short would be drawn with its missing part grey, and stored so.
  if (!imageIsWhole(bytes, type)) throw DomainError.invalidInput(m.brandImageCorrupt);

  const redrawn = await (deps.redraw ?? redrawBrandPicture)(kind, bytes);
  if (!redrawn.ok) throw DomainError.invalidInput(redrawn.message);
  const { bytes: encoded, width, height } = redrawn;

  const hash = createHash('sha256').update(encoded).digest('hex').slice(0, BRAND_IMAGE_HASH_LENGTH);
  const key = `${BRAND_IMAGE_FOLDER}${kind}-${hash}.${BRAND_IMAGE_EXTENSIONS[kind]}`;
  if ((await deps.storage.store.size(key)) === null) await deps.storage.store.putBytes(key, encoded);
  await recordBrandPicture(deps.db, key);
  await recordAudit(deps.db, act, {
    action: 'brand.image',
    targetKind: 'brand',
    targetId: null,
    summary: `上传品牌${kind === 'logo' ? 'Logo' : '登录页图片'}（${width}×${height}）`,
    after: { key, bytes: encoded.length },
  });
  // A path, not an absolute URL: the brand is shown on its own domain, which GET /storage serves too.
  return { url: `${STORAGE_BASE}/${key}`, width, height, bytes: encoded.length };
}

const ACCEPTED = new Set(['png', 'jpg', 'webp']);

/** PNG, JPEG or WebP by the file's first bytes (its name and declared type are not trusted); answers the type. */
function checkPictureType(bytes: Uint8Array): string {
  const type = sniffType(bytes.subarray(0, 64));
  if (type && ACCEPTED.has(type.ext)) return type.ext;
  if (looksLikeSvg(bytes)) throw DomainError.invalidInput(m.brandImageSvg);
  throw DomainError.invalidInput(m.brandImageType);
}

/** An SVG is text whose first element is <svg>, maybe after a BOM, an XML declaration, comments or a doctype. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  // Latin-1 keeps every byte; NULs are dropped so a UTF-16 file reads the same.
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('latin1')
    .replace(/\0/g, '')
    .replace(/^(\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>/]/i.test(head);
}
