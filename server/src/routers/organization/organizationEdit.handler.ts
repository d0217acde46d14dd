import type { Context, SessionUser } from '../../trpc/context';
import { editOrganization } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const organizationEditHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    orgId: string | number;
    name?: string | undefined;
    description?: string | undefined;
    quotas?: { resourceCode: string; capacity: number }[] | undefined;
  };
}) => editOrganization(ctx.db, ctx.user, input);
