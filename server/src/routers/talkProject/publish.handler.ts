import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow, shareTokenOf, talkProjectView } from '../../services/talk/projects';
import { assertProjectUsable, cancelPublishTalkProject, publishTalkProject } from '../../services/talk/save';
import { setShareTokenStatus } from '../../services/talk/share-status';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

/** The visitor's link: the applet page with the project and its token (002 §2 /applet). */
const shareUrl = (origin: string, projectId: string, token: string) => `${origin}/applet?projectId=${projectId}&shareToken=${token}`;

export async function publishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await publishTalkProject(ctx.db, ctx.user.companyId, input.projectId);
  const share = await shareTokenOf(ctx.db, row);
  return { ...talkProjectView(row), shareUrl: shareUrl(ctx.request.origin, row.id, share.token), shareTokenStatus: share.status };
}

export async function cancelPublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return talkProjectView(await cancelPublishTalkProject(ctx.db, ctx.user.companyId, input.projectId));
}

export async function shareAccessTokenHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  const share = await shareTokenOf(ctx.db, row);
  return { projectId: row.id, accessToken: share.token, status: share.status, shareUrl: shareUrl(ctx.request.origin, row.id, share.token) };
}

export async function shareStatusUpdateHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; status: 'Active' | 'Suspended' } }) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  const share = await shareTokenOf(ctx.db, row);
  await setShareTokenStatus(ctx.db, row.id, input.status);
  return { projectId: row.id, accessToken: share.token, status: input.status };
}

/** Model preheat (002 §7): the checks a call would hit, run before it starts; the answer says it is ready. */
export async function modelPreheatHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId);
  await assertProjectUsable(ctx.db, ctx.user.companyId, row);
  return { projectId: row.id, ready: true };
}
