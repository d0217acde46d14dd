import type { RouterOutputs } from '../../lib/trpc';

type CustomizeText = RouterOutputs['branding']['getConfigText']['customizeText'];

/**
 * The login picture of a brand that shows one (000 §1 webIsShowPageCustom, webPageCustomImg), else
 * null: the standard look has none, and a brand shows its picture only when the flag says so.
 */
export function loginPictureOf(
  brand: Pick<CustomizeText, 'isCustomize' | 'webIsShowPageCustom' | 'webPageCustomImg'> | undefined,
): string | null {
  if (!brand?.isCustomize || brand.webIsShowPageCustom !== 1) return null;
  return brand.webPageCustomImg || null;
}
