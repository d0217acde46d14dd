import type { Context } from '../../trpc/context';
import type { OpenapiCaller } from '../../services/openapi/credentials';
import { issueSignature } from '../../services/openapi/open-calls';

type Ctx = Pick<Context, 'db' | 'config'> & { openapi: OpenapiCaller };

/** signature/gen (subscription-key header): a short-lived signature for web pages. */
export const signatureGenHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; expiresIn?: number | undefined };
}) => issueSignature(ctx.db, ctx.config.secret, { companyId: ctx.openapi.company.id, keyId: ctx.openapi.keyId }, input);
