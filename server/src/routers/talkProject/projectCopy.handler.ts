import type { z } from 'zod';
import type { TalkProjectCopyInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { copyTalkProject, talkProjectView } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function projectCopyHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TalkProjectCopyInputSchema>;
}) {
  return talkProjectView(
    await copyTalkProject(
      ctx.db,
      { companyId: ctx.user.companyId, userId: ctx.user.id },
      input.projectId,
      input.newTitle,
    ),
  );
}
