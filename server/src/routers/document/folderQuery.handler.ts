import type { Context, SessionUser } from '../../trpc/context';
import { companyFolders, folderViews } from '../../services/documents/folders';

export async function folderQueryHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { search?: string | undefined };
}) {
  const folders = (await companyFolders(ctx.db, ctx.user.companyId)).filter(
    (f) => !input.search || f.name.includes(input.search),
  );
  return folderViews(ctx.db, ctx.user.companyId, folders);
}
