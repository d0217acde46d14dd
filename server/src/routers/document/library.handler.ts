import type { Context, SessionUser } from '../../trpc/context';
import { bindFolders, companyFolders, countDocuments, pageDocuments, projectFolders } from '../../services/documents/folders';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

const folderView = async (ctx: Ctx, folders: { id: string; name: string }[]) => {
  const n = await countDocuments(ctx.db, ctx.user.companyId);
  return folders.map((f) => ({ folderId: f.id, name: f.name, documentCount: n }));
};

export async function folderQueryHandler({ ctx, input }: { ctx: Ctx; input: { search?: string | undefined } }) {
  const folders = (await companyFolders(ctx.db, ctx.user.companyId)).filter((f) => !input.search || f.name.includes(input.search));
  return folderView(ctx, folders);
}

export const documentQueryHandler = ({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; search?: string | undefined } }) =>
  pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, input);

/** Binds folders to one of the company's interactive projects; another company's project is unknown (404). */
export async function bindProjectHandler({ ctx, input }: { ctx: Ctx; input: { folderIds: (string | number)[]; projectId: string | number } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId);
  await bindFolders(ctx.db, ctx.user.companyId, project.id, input.folderIds);
  return { ok: true as const };
}

export const projectFoldersHandler = async ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  folderView(ctx, await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId)));

/** The documents a project answers from: those of its bound folders. */
export async function queryByProjectHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  if ((await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId))).length === 0) return [];
  return (await pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, { pageIndex: 1, pageSize: 100_000 })).list;
}

/** /talk/document/page: the project's documents, or with showAll every document of the company. */
export async function talkDocumentPageHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; showAll?: boolean | undefined; search?: string | undefined; pageIndex: number; pageSize: number } }) {
  if (!input.showAll && (await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId))).length === 0) return { list: [], total: 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
  return pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, input);
}
