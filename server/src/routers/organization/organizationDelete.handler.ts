import type { Context, SessionUser } from '../../trpc/context';
import { deleteOrganization } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const organizationDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) =>
  deleteOrganization(ctx.db, ctx.user, input.orgId);
