import type { z } from 'zod';
import type { TalkProjectSaveInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { talkProjectView } from '../../services/talk/projects';
import { saveTalkProject } from '../../services/talk/save';

type Ctx = Pick<Context, 'db'> & Partial<Pick<Context, 'config'>> & { user: SessionUser };

/** The save answers the stored record and projectStatus end (002 §4: not → loading → end). */
export async function projectUpdateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TalkProjectSaveInputSchema>;
}) {
  return {
    ...talkProjectView(await saveTalkProject(ctx.db, ctx.user.companyId, input, ctx.config?.secret)),
    projectStatus: 'end' as const,
  };
}
