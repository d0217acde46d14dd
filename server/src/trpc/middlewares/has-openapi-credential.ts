import { eq } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import { companies } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { verifyOpenapiSignature } from '../../services/openapi/signature';
import { middleware } from '../init';

/**
 * Open API calls authenticate with headers, not cookies (002 §6): a subscription key
 * (`subscription-key` or `Ocp-Apim-Subscription-Key`) or a signature issued for one (`signature`).
 * Narrows ctx.company to the key's company.
 */
export const hasOpenapiCredential = middleware(async ({ ctx, next }) => {
  const headers = ctx.request.headers;
  const key = headers['subscription-key'] ?? headers['ocp-apim-subscription-key'];
  const signature = headers.signature;
  let companyId: string | null = null;
  if (key) {
    const [row] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.subscriptionKey, key))
      .limit(1);
    companyId = row?.id ?? null;
  } else if (signature) {
    companyId = verifyOpenapiSignature(ctx.config.secret, signature);
  }
  if (!companyId) throw DomainError.unauthorized(commonMessages.unauthorized);
  const [company] = await ctx.db
    .select({ id: companies.id, displayName: companies.displayName, validEndTime: companies.validEndTime })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw DomainError.unauthorized(commonMessages.unauthorized);
  return next({ ctx: { company } });
});
