import type { Context, SessionUser } from '../../trpc/context';
import { templateTags } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const listTagsHandler = ({ ctx }: { ctx: Ctx }) => templateTags(ctx.db, ctx.user.companyId);
