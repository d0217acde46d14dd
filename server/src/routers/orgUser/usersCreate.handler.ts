import type { Context, SessionUser } from '../../trpc/context';
import { createMember } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };

/** POST /organization/users/create: a new user in one organisation, activated through the confirmation mail. */
export const usersCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    orgId: string | number;
    displayName: string;
    email: string;
    phone?: string | undefined;
    isManager: boolean;
    quotas: { resourceCode: string; capacity: number }[];
  };
}) => createMember({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, ctx.user, input);
