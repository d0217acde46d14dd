import type { Context, SessionUser } from '../../trpc/context';
import { dismissNewMemberPrompt } from '../../services/accounts/current-user';

export const dismissNewMemberPromptHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  dismissNewMemberPrompt(ctx.db, ctx.user.id);
