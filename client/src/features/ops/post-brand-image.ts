import {
  BRAND_IMAGE_LIMITS,
  callCatalogue,
  commonMessages,
  OpsBrandImageSchema,
  opsMessages as m,
  type BrandImageKind,
} from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';
import { multipartRouteOf, postMultipart, type MultipartOptions } from '../../lib/post-multipart';

export type BrandImage = RouterOutputs['ops']['brandImageUpload'];
export type BrandImageAnswer = { ok: true; image: BrandImage } | { ok: false; message: string };

const route = multipartRouteOf(callCatalogue.ops.brandImageUpload);

/**
 * What can be said of a picked file before sending it: too large, or an SVG by its declared type.
 * Only a hint that saves an upload; the server checks the bytes and has the last word.
 */
export function pickedFileProblem(kind: BrandImageKind, file: { size: number; type: string }): string | null {
  if (file.size > BRAND_IMAGE_LIMITS[kind].maxBytes) return kind === 'logo' ? m.logoTooLarge : m.loginImageTooLarge;
  if (file.type === 'image/svg+xml') return m.brandImageSvg;
  return null;
}

/** The upload's rules as the field shows them under the button. */
export function brandImageHint(kind: BrandImageKind): string {
  return kind === 'logo'
    ? 'PNG、JPG或WebP，不超过2MB，短边至少64像素；保存为PNG（保留透明背景）'
    : 'PNG、JPG或WebP，不超过5MB，宽至少600像素；保存为JPG（宽不超过1920像素）';
}

/** Posts a picture for one of the brand's fields: the kind first, so the server caps the file by it while it arrives. */
export async function postBrandImage(
  kind: BrandImageKind,
  file: File,
  options: MultipartOptions,
): Promise<BrandImageAnswer> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const answer = await postMultipart(route, form, options);
  if (!answer.ok) return { ok: false, message: answer.message };
  const image = OpsBrandImageSchema.safeParse(answer.data);
  return image.success ? { ok: true, image: image.data } : { ok: false, message: commonMessages.serverBusy };
}
