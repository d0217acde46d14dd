import { eq } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { studioTemplates } from '../../db/schema/index';
import { companyProject, usableTemplate } from '../../services/studio/projects';
import { listTemplates, ownTemplate, templateTags, templateView } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** /videocreation/studiotemplate/exclusive/list: the platform's templates and the company's own. */
export async function templateListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; kind?: string | undefined; tag?: string | undefined } }) {
  const { rows, total } = await listTemplates(ctx.db, ctx.user.companyId, input);
  return { list: rows.map((r) => templateView(r, ctx.storage, ctx.request.origin)), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

export async function templateDetailHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await usableTemplate(ctx.db, ctx.user.companyId, input.id);
  return { ...templateView(row, ctx.storage, ctx.request.origin), data: row.data };
}

export const listTagsHandler = ({ ctx }: { ctx: Ctx }) => templateTags(ctx.db, ctx.user.companyId);

export async function getStatusHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await usableTemplate(ctx.db, ctx.user.companyId, input.id);
  return { id: row.id, status: row.status };
}

/** saveAndPublish: a project becomes one of the company's exclusive templates. */
export async function saveAndPublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; title?: string | undefined; tags?: string[] | undefined } }) {
  const project = await companyProject(ctx.db, ctx.user.companyId, input.projectId);
  const kind = typeof project.data.templateName === 'string' && project.data.templateName ? project.data.templateName : 'custom16:9';
  const [row] = await ctx.db
    .insert(studioTemplates)
    .values({ companyId: ctx.user.companyId, kind, title: input.title ?? project.title, data: project.data, tags: input.tags ?? [], status: 'published' })
    .returning();
  return templateView(row!, ctx.storage, ctx.request.origin);
}

/** Deleting works on the company's own templates only; platform templates answer 无权限访问. */
export async function templateDeleteHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await ownTemplate(ctx.db, ctx.user.companyId, input.id);
  await ctx.db.update(studioTemplates).set({ deletedAt: new Date() }).where(eq(studioTemplates.id, row.id));
  return { ok: true as const };
}

/** Updates one of the company's own templates (title, data, tags). */
export async function templateUpdateHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number; title?: string | undefined; data?: Record<string, unknown> | undefined; tags?: string[] | undefined } }) {
  const row = await ownTemplate(ctx.db, ctx.user.companyId, input.id);
  const [updated] = await ctx.db
    .update(studioTemplates)
    .set({ ...(input.title ? { title: input.title } : {}), ...(input.data ? { data: input.data, coverKey: null } : {}), ...(input.tags ? { tags: input.tags } : {}), updatedAt: new Date() })
    .where(eq(studioTemplates.id, row.id))
    .returning();
  return templateView(updated!, ctx.storage, ctx.request.origin);
}

/** Copies a usable template (a platform one too) into the company's own templates. */
export async function templateCopyHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const source = await usableTemplate(ctx.db, ctx.user.companyId, input.id);
  const [row] = await ctx.db
    .insert(studioTemplates)
    .values({ companyId: ctx.user.companyId, kind: source.kind, title: `${source.title}-副本`.slice(0, 100), data: source.data, tags: source.tags, coverKey: source.coverKey })
    .returning();
  return templateView(row!, ctx.storage, ctx.request.origin);
}
