import type { Context, SessionUser } from '../../trpc/context';
import { projectView, saveProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/project/update: a save; with a version it lands only on that version. */
export const projectUpdateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    id: string | number;
    title?: string | undefined;
    data: Record<string, unknown>;
    version?: number | undefined;
  };
}) =>
  projectView(
    await saveProject(ctx.db, ctx.user.companyId, input.id, {
      data: input.data,
      title: input.title,
      expectedVersion: input.version,
      status: 'saved',
    }),
  );
