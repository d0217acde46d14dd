import type { z } from 'zod';
import { commonMessages } from '@portal/contracts';
import type { TalkProjectCopyInputSchema, TalkProjectCreateInputSchema, TalkProjectIdsInputSchema, TalkProjectListInputSchema, TalkProjectSaveInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyTalkRow, copyTalkProject, createTalkProject, deleteTalkProjects, listTalkProjects, renameTalkProject, talkProjectSummary, talkProjectView } from '../../services/talk/projects';
import { saveTalkProject } from '../../services/talk/save';
import { PLATFORM_TALK_TEMPLATES } from '../../services/talk/templates';

type Ctx = Pick<Context, 'db'> & Partial<Pick<Context, 'config'>> & { user: SessionUser };
const owner = (ctx: Ctx) => ({ companyId: ctx.user.companyId, userId: ctx.user.id });

export async function projectGetHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; edit?: boolean | undefined } }) {
  return talkProjectView(await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId));
}

export async function projectCreateHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TalkProjectCreateInputSchema> }) {
  return talkProjectView(await createTalkProject(ctx.db, owner(ctx), input));
}

/** The save answers the stored record and projectStatus end (002 §4: not → loading → end). */
export async function projectUpdateHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TalkProjectSaveInputSchema> }) {
  return { ...talkProjectView(await saveTalkProject(ctx.db, ctx.user.companyId, input, ctx.config?.secret)), projectStatus: 'end' as const };
}

export async function renameHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; newTitle: string } }) {
  return talkProjectView(await renameTalkProject(ctx.db, ctx.user.companyId, input.projectId, input.newTitle));
}

/**
 * Projects of the company with the batch bar's counts; kind=template lists the platform's
 * templates first, then the company's own.
 */
export async function projectListHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TalkProjectListInputSchema> }) {
  const page = await listTalkProjects(ctx.db, ctx.user.companyId, input);
  const list = page.rows.map(talkProjectSummary);
  const platform =
    input.kind === 'template' && input.pageIndex === 1 && input.visibility === undefined
      ? PLATFORM_TALK_TEMPLATES.filter((t) => (!input.publishType || t.publishType === input.publishType) && (!input.search || t.title.includes(input.search))).map((t) => ({
          projectId: t.bizId,
          title: t.title,
          publishType: t.publishType,
          templateName: t.templateName,
          isTemplate: true as const,
          platform: true as const,
        }))
      : [];
  return { list: [...platform, ...list], total: page.total, pageIndex: input.pageIndex, pageSize: input.pageSize, counts: page.counts };
}

export async function projectDeleteHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TalkProjectIdsInputSchema> }) {
  const ids = [...(input.projectIds ?? []), ...(input.projectId !== undefined ? [input.projectId] : [])];
  if (ids.length === 0) throw DomainError.invalidInput(commonMessages.invalidInput);
  return { projectIds: await deleteTalkProjects(ctx.db, ctx.user.companyId, [...new Set(ids.map(String))]) };
}

export async function projectCopyHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TalkProjectCopyInputSchema> }) {
  return talkProjectView(await copyTalkProject(ctx.db, owner(ctx), input.projectId, input.newTitle));
}
