import type { Context, SessionUser } from '../../trpc/context';
import { digitalStaffQuota } from '../../services/avatars/staff-quota';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const vhQuotaHandler = ({ ctx }: { ctx: Ctx }) => digitalStaffQuota(ctx.db, ctx.user.companyId);
