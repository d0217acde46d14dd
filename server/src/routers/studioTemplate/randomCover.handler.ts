import { randomInt, randomUUID } from 'node:crypto';
import { scenesOf } from '@portal/workers/core/compose/plan-from-scene';
import { DomainError } from '../../services/domain-error';
import { companyPrefix } from '../../services/storage/keys';
import { withLocalAssets } from '../../services/storage/local-assets';
import { renderThumbnailOffLoop } from '../../threads/thumbnail';
import { ownTemplate, setTemplateCover, templateView } from '../../services/studio/templates';
import type { Context, SessionUser } from '../../trpc/context';

type Ctx = Pick<Context, 'db' | 'storage' | 'heavy' | 'request'> & { user: SessionUser };

/**
 * /videocreation/studiotemplate/random-cover (001 §7 names it only). Ours: one of the company's own
 * templates gets a new cover, the 10% thumbnail of a randomly chosen scene drawn by the render core
 * (the platform templates' covers are their first scene). The old cover file stays until the template goes.
 */
export async function randomCoverHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const template = await ownTemplate(ctx.db, ctx.user.companyId, input.id);
  const scenes = scenesOf(template.data);
  if (scenes.length === 0) throw DomainError.business(400, '模板没有场景，无法生成封面');
  const data = await withLocalAssets(ctx.storage, template.data, ctx.user.companyId);
  // Drawn in a heavy-work thread when the deps have a pool: the web thread keeps answering.
  const bytes = await renderThumbnailOffLoop(ctx, ctx.user.companyId, data, randomInt(scenes.length));
  const key = `${companyPrefix(ctx.user.companyId, 'GENERATED')}templates/${template.id}/cover-${randomUUID()}.jpg`;
  await ctx.storage.store.putBytes(key, bytes);
  return templateView(await setTemplateCover(ctx.db, template.id, key), ctx.storage, ctx.request.origin);
}
