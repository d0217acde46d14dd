import { defineCall } from '../define-call';
import { OpsProductOfferSchema, OpsProductSaveInputSchema } from './product-schemas';

export const opsProductSaveCall = defineCall({
  id: 'opsProductSave',
  specId: null,
  area: 'ops',
  procedure: 'productSave',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/product/save'], origin: 'ours' },
  silent: false,
  summary: "Sets a pay-wall product's price, original price, note and on-sale state, or resets them to the code's",
  input: OpsProductSaveInputSchema,
  output: OpsProductOfferSchema,
});
