import type { Context, SessionUser } from '../../trpc/context';
import { createOrganization } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const organizationCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { name: string; description: string; quotas: { resourceCode: string; capacity: number }[] };
}) => createOrganization(ctx.db, ctx.user, input);
