import type { Context, SessionUser } from '../../trpc/context';
import { beatAndListEditors } from '../../services/studio/editing-presence';

/** /multiple/edit/user/query: the editor's presence beat; answers the colleagues on the same project. */
export const multipleEditUserQueryHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { projectId: string | number };
}) => beatAndListEditors(ctx.db, ctx.user.companyId, ctx.user.id, input.projectId);
