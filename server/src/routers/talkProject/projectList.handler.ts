import type { z } from 'zod';
import type { TalkProjectListInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { listTalkProjects, talkProjectSummary } from '../../services/talk/projects';
import { PLATFORM_TALK_TEMPLATES } from '../../services/talk/templates';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * Projects of the company with the batch bar's counts; kind=template lists the platform's
 * templates first, then the company's own.
 */
export async function projectListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TalkProjectListInputSchema>;
}) {
  const page = await listTalkProjects(ctx.db, ctx.user.companyId, input);
  const list = page.rows.map(talkProjectSummary);
  const platform =
    input.kind === 'template' && input.pageIndex === 1 && input.visibility === undefined
      ? PLATFORM_TALK_TEMPLATES.filter(
          (t) =>
            (!input.publishType || t.publishType === input.publishType) &&
            (!input.search || t.title.includes(input.search)),
        ).map((t) => ({
          projectId: t.bizId,
          title: t.title,
          publishType: t.publishType,
          templateName: t.templateName,
          isTemplate: true as const,
          platform: true as const,
        }))
      : [];
  return {
    list: [...platform, ...list],
    total: page.total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
    counts: page.counts,
  };
}
