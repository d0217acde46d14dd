import type { z } from 'zod';
import { commonMessages } from '@portal/contracts';
import type { TemplateUpdateInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyTalkRow, talkProjectView } from '../../services/talk/projects';
import { saveTalkProject } from '../../services/talk/save';
import { platformTemplate } from '../../services/talk/templates';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Template update payload (002 §7): bizId, humanBizId, title, dataJson; platform templates are not the company's to change. */
export async function updateTemplateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TemplateUpdateInputSchema>;
}) {
  if (platformTemplate(String(input.bizId))) throw DomainError.forbidden(commonMessages.forbidden);
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.bizId, 'template');
  const saved = await saveTalkProject(ctx.db, ctx.user.companyId, {
    projectId: row.id,
    title: input.title,
    dataJson: input.dataJson,
    ...(input.humanBizId ? { exclusiveVirtualHumanId: input.humanBizId } : {}),
  });
  return { ...talkProjectView(saved), bizId: saved.id };
}
