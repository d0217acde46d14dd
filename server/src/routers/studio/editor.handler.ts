import { and, eq } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { videoTasks } from '../../db/schema/index';
import { personaStatuses } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { visibleTasks } from '../../services/render/task-scope';
import { companyProject, createProject, projectView } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** What the editor checks on opening a project: its save state and whether its persona is still usable. */
export async function detailStatusOfEditorHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await companyProject(ctx.db, ctx.user.companyId, input.id);
  const personaBizId = typeof row.data.personaBizId === 'string' ? row.data.personaBizId : null;
  const status = personaBizId ? (await personaStatuses(ctx.db, ctx.user.companyId, [personaBizId])).get(personaBizId) ?? null : null;
  return { id: row.id, status: row.status, version: row.version, updateTime: row.updatedAt, personaBizId, personaStatus: status };
}

/** copyOnlyTask: a new project from what a task rendered (its snapshot), to edit and render again. */
export async function copyOnlyTaskHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const id = asUuid(input.bizId);
  const [task] = id ? await ctx.db.select().from(videoTasks).where(and(eq(videoTasks.bizId, id), visibleTasks(ctx.user))) : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  return projectView(await createProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, { title: `${task.title}-副本`.slice(0, 100), data: task.snapshot }));
}
