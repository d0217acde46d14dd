import type { z } from 'zod';
import { commonMessages } from '@portal/contracts';
import type { BlankFaqTemplateInputSchema, TemplateUpdateInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyTalkRow, createTalkProject, talkProjectView } from '../../services/talk/projects';
import { saveTalkProject } from '../../services/talk/save';
import { platformTemplate, templateCanvas } from '../../services/talk/templates';
import { defaultConfig, defaultPersona } from '../../services/talk/persona';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** A template by bizId: a platform one (read-only) or the company's own. */
export async function getTemplateByBizIdHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const platform = platformTemplate(String(input.bizId));
  if (platform) {
    return {
      projectId: platform.bizId,
      bizId: platform.bizId,
      title: platform.title,
      publishType: platform.publishType,
      templateName: platform.templateName,
      dataJson: JSON.stringify(templateCanvas(platform)),
      csPersonDesign: defaultPersona(),
      config: defaultConfig(),
      isTemplate: true as const,
      platform: true as const,
    };
  }
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.bizId, 'template');
  return { ...talkProjectView(row), bizId: row.id, platform: false as const };
}

/** Template update payload (002 §7): bizId, humanBizId, title, dataJson; platform templates are not the company's to change. */
export async function updateTemplateHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof TemplateUpdateInputSchema> }) {
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

/** A blank template of the company whose knowledge (FAQ) starts empty; it takes no interactive way. */
export async function createBlankFaqTemplateHandler({ ctx, input }: { ctx: Ctx; input: z.infer<typeof BlankFaqTemplateInputSchema> }) {
  const row = await createTalkProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, { publishType: input.publishType, title: input.title }, 'template');
  return { ...talkProjectView(row), bizId: row.id };
}
