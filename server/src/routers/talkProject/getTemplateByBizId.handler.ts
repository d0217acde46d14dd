import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow, talkProjectView } from '../../services/talk/projects';
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
