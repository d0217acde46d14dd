import type { z } from 'zod';
import { commonMessages } from '@portal/contracts';
import type { TalkProjectIdsInputSchema } from '@portal/contracts/calls/talkProject/talk-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { deleteTalkProjects } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function projectDeleteHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.infer<typeof TalkProjectIdsInputSchema>;
}) {
  const ids = [...(input.projectIds ?? []), ...(input.projectId !== undefined ? [input.projectId] : [])];
  if (ids.length === 0) throw DomainError.invalidInput(commonMessages.invalidInput);
  return { projectIds: await deleteTalkProjects(ctx.db, ctx.user.companyId, [...new Set(ids.map(String))]) };
}
