import type { Context, SessionUser } from '../../trpc/context';
import { issueMemberSignature } from '../../services/openapi/open-calls';
import { maskedCurrentKey } from '../../services/openapi/subscription-keys';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** subkey/get: a member's preview signature and the key masked; the key never reaches a browser. */
export const subkeyGetHandler = async ({ ctx }: { ctx: Ctx }) => {
  const maskedKey = await maskedCurrentKey(ctx.db, ctx.config.secret, ctx.user.companyId);
  return {
    ...(await issueMemberSignature(ctx.db, ctx.config.secret, ctx.user.companyId)),
    hasKey: !!maskedKey,
    maskedKey,
  };
};
