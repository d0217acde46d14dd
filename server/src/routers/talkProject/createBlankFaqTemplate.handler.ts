import type { z } from 'zod';
import type { BlankFaqTemplateInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { createTalkProject, talkProjectView } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** A blank template of the company whose knowledge (FAQ) starts empty; it takes no interactive way. */
export async function createBlankFaqTemplateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof BlankFaqTemplateInputSchema>;
}) {
  const row = await createTalkProject(
    ctx.db,
    { companyId: ctx.user.companyId, userId: ctx.user.id },
    { publishType: input.publishType, title: input.title },
    'template',
  );
  return { ...talkProjectView(row), bizId: row.id };
}
