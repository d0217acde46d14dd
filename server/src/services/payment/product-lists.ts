import { PRODUCTS, type Product } from './catalogue';
import { yuan } from './orders';

/** The pay-wall's four product lists; `remainingOf` gives a fuel pack's remaining quota when logged in. */
export function productLists(remainingOf?: (p: Product) => number | null) {
  const view = (p: Product) => ({
    productId: p.productId,
    title: p.title,
    subtitle: p.subtitle,
    price: yuan(p.priceFen),
    originPrice: p.originPriceFen === null ? null : yuan(p.originPriceFen),
    unit: p.unit,
    features: p.features,
    note: p.note,
    btnText: p.btnText,
    style: p.style,
    resourceCode: p.resourceCode ?? null,
    remaining: remainingOf ? remainingOf(p) : null,
  });
  const pick = (line: Product['line'], kind: Product['kind']) =>
    PRODUCTS.filter((p) => p.line === line && p.kind === kind).map(view);
  return {
    studioLicenseProducts: pick('studio', 'licence'),
    interactiveLicenseProducts: pick('interactive', 'licence'),
    studioPackProducts: pick('studio', 'pack'),
    interactivePackProducts: pick('interactive', 'pack'),
  };
}
