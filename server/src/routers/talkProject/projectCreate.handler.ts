import type { z } from 'zod';
import type { TalkProjectCreateInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { createTalkProject, talkProjectView } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function projectCreateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TalkProjectCreateInputSchema>;
}) {
  return talkProjectView(
    await createTalkProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input),
  );
}
