import type { Context, SessionUser } from '../../trpc/context';
import { companyExample, copyExample, createExample, deleteExample, editExample, exampleView, listExamples } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Data = Record<string, unknown>;
const owner = (ctx: Ctx) => ({ companyId: ctx.user.companyId, userId: ctx.user.id });

/** POST /organization/example/view: the company's examples, newest change first, searchable by title. */
export const exampleViewHandler = ({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; keyword?: string | undefined } }) =>
  listExamples(ctx.db, ctx.user.companyId, input);

/** GET /organization/example/detail?id: one example with its project data (the studio opens it). */
export const exampleDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  exampleView(await companyExample(ctx.db, ctx.user.companyId, input.id));

export const exampleCreateHandler = async ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; title?: string | undefined } | { title: string; data: Data } }) =>
  exampleView(await createExample(ctx.db, owner(ctx), input));

export const exampleEditHandler = async ({ ctx, input }: { ctx: Ctx; input: { exampleId: string | number; title?: string | undefined; data?: Data | undefined } }) =>
  exampleView(await editExample(ctx.db, ctx.user.companyId, input));

export const exampleCopyHandler = async ({ ctx, input }: { ctx: Ctx; input: { exampleId: string | number } }) =>
  exampleView(await copyExample(ctx.db, owner(ctx), input.exampleId));

export const exampleDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { exampleId: string | number } }) =>
  deleteExample(ctx.db, ctx.user.companyId, input.exampleId);
