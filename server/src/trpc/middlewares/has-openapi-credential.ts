import { openapiCaller } from '../../services/openapi/credentials';
import { middleware } from '../init';

/**
 * Open API calls authenticate with headers, not cookies (002 §6): a subscription key
 * (`subscription-key` or `Ocp-Apim-Subscription-Key`) or a signature issued for one (`signature`);
 * signature/gen takes only the key. Narrows ctx.company to the caller's company and adds ctx.openapi.
 */
export const hasOpenapiCredential = middleware(async ({ ctx, next, meta }) => {
  const caller = await openapiCaller(ctx.db, ctx.config.secret, ctx.request.headers, {
    keyOnly: meta?.call?.id === 'openapiSignatureGen',
  });
  return next({ ctx: { company: caller.company, openapi: caller } });
});
