import type { Database } from '../../db/client';
import type { Product } from './catalogue';
import { productsOnSale, type OfferedProduct } from './offers';
import { yuan } from './orders';

/**
 * The pay-wall's four product lists: the products on sale at the operator's offer now (console
 * 商品价格); `remainingOf` gives a fuel pack's remaining quota when logged in.
 */
export async function productLists(db: Database, remainingOf?: (p: Product) => number | null) {
  const view = (p: OfferedProduct) => ({
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
  const onSale = await productsOnSale(db);
  const pick = (line: Product['line'], kind: Product['kind']) =>
    onSale.filter((p) => p.line === line && p.kind === kind).map(view);
  return {
    studioLicenseProducts: pick('studio', 'licence'),
    interactiveLicenseProducts: pick('interactive', 'licence'),
    studioPackProducts: pick('studio', 'pack'),
    interactivePackProducts: pick('interactive', 'pack'),
  };
}
