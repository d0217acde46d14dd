import type { Context, SessionUser } from '../../trpc/context';
import { personaStatuses } from '../../services/avatars/avatar-access';
import { companyProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** What the editor checks on opening a project: its save state and whether its persona is still usable. */
export async function getDetailStatusOfEditorHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await companyProject(ctx.db, ctx.user.companyId, input.id);
  const personaBizId = typeof row.data.personaBizId === 'string' ? row.data.personaBizId : null;
  const status = personaBizId
    ? ((await personaStatuses(ctx.db, ctx.user.companyId, [personaBizId])).get(personaBizId) ?? null)
    : null;
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    updateTime: row.updatedAt,
    personaBizId,
    personaStatus: status,
  };
}
