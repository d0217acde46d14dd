import { BRAND_IMAGE_LIMITS, opsMessages as m, type BrandImageKind } from '@portal/contracts';
import { openPicture, type OpenedPicture, type PictureTarget } from './brand-image-pixels';

/*
 * The CPU-bound half of a brand picture's upload: decoded, its dimensions checked, redrawn at its
 * stored size and encoded afresh. A 6000 px login picture takes about a second, so the app runs this
 * on a heavy-work thread (threads/heavy-thread.ts) and the web thread keeps answering meanwhile. It
 * answers a refusal rather than throwing one, so the refusal's words cross the thread boundary.
 */

/** The header draws a logo 32 px high: 1024 px on its longer side keeps it sharp anywhere a page shows it. */
const LOGO_MAX_SIDE = 1024;
/** The login picture fills at most half of a 960 px card on a 2× screen. */
const LOGIN_IMAGE_MAX_WIDTH = 1920;
const LOGIN_IMAGE_QUALITY = 85;

export type RedrawnPicture =
  | { ok: true; bytes: Uint8Array; width: number; height: number }
  | { ok: false; message: string };

export type RedrawBrandPicture = (kind: BrandImageKind, bytes: Uint8Array) => Promise<RedrawnPicture>;

/** The picture redrawn as it is stored (a logo PNG, a login picture JPEG), or why it cannot be. */
export const redrawBrandPicture: RedrawBrandPicture = async (kind, bytes) => {
  const picture = await openPicture(bytes);
  if (!picture) return { ok: false, message: m.brandImageCorrupt };
  try {
    const refusal = dimensionProblem(kind, picture);
    if (refusal) return { ok: false, message: refusal };
    const target = targetOf(kind, picture);
    return { ok: true, bytes: picture.encode(target), width: target.width, height: target.height };
  } catch {
    return { ok: false, message: m.brandImageCorrupt };
  } finally {
    picture.close();
  }
};

function dimensionProblem(kind: BrandImageKind, { width, height }: OpenedPicture): string | null {
  const limits = BRAND_IMAGE_LIMITS[kind];
  const shorter = Math.min(width, height);
  const longer = Math.max(width, height);
  if (kind === 'logo') {
    if (shorter < limits.minShortSide) return m.logoTooSmall;
    if (longer > limits.maxLongSide) return m.logoTooBig;
    return null;
  }
  if (width < limits.minWidth) return m.loginImageTooNarrow;
  if (longer > limits.maxLongSide) return m.loginImageTooBig;
  return null;
}

/** A logo stays PNG (its transparency kept) at most LOGO_MAX_SIDE; a login picture becomes a JPEG at most LOGIN_IMAGE_MAX_WIDTH wide. */
function targetOf(kind: BrandImageKind, { width, height }: OpenedPicture): PictureTarget {
  const scale =
    kind === 'logo' ? Math.min(1, LOGO_MAX_SIDE / Math.max(width, height)) : Math.min(1, LOGIN_IMAGE_MAX_WIDTH / width);
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  return kind === 'logo' ? { format: 'png', ...size } : { format: 'jpeg', quality: LOGIN_IMAGE_QUALITY, ...size };
}
