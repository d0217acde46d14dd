import type { Context, SessionUser } from '../../trpc/context';
import { companyProject, createProject, projectView, saveProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Data = Record<string, unknown>;

/** /videocreation/project/create: from a template (platform or the company's), or from data given. */
export const projectCreateHandler = async ({ ctx, input }: { ctx: Ctx; input: { templateId?: string | number | undefined; title?: string | undefined; data?: Data | undefined } }) =>
  projectView(await createProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input));

export const projectDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) => projectView(await companyProject(ctx.db, ctx.user.companyId, input.id));

/** /videocreation/project/copy: a new project with the same data, titled as a copy. */
export async function projectCopyHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const source = await companyProject(ctx.db, ctx.user.companyId, input.id);
  const copy = await createProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, { title: `${source.title}-副本`.slice(0, 100), data: source.data });
  return projectView(copy);
}

/** /videocreation/project/update: a save; with a version it lands only on that version. */
export const projectUpdateHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number; title?: string | undefined; data: Data; version?: number | undefined } }) =>
  projectView(await saveProject(ctx.db, ctx.user.companyId, input.id, { data: input.data, title: input.title, expectedVersion: input.version, status: 'saved' }));

/** /videocreation/project/draft: the editor's autosave (no version check). */
export const projectDraftHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number; data: Data } }) =>
  projectView(await saveProject(ctx.db, ctx.user.companyId, input.id, { data: input.data, status: 'draft' }));
