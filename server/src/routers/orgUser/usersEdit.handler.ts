import type { Context, SessionUser } from '../../trpc/context';
import { editMember } from '../../services/organizations/members';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const usersEditHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    userId: string | number;
    displayName?: string | undefined;
    phone?: string | undefined;
    isManager?: boolean | undefined;
  };
}) => editMember(ctx.db, ctx.user, input);
