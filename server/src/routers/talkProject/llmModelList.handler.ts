import type { Context } from '../../trpc/context';
import { llmModels } from '../../services/talk/runtime';

export const llmModelListHandler = ({ ctx }: { ctx: Pick<Context, 'config'> }) => llmModels(ctx.config.llm ?? null);
