import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { setCatalogueTemplateState } from '../../services/operators/catalogue-templates';

/** ops/catalogue/template/state: take a platform template offline or put it back. */
export const catalogueTemplateStateHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { act: OperatorAct };
  input: { templateId: string; state: 'offline' | 'online' };
}) => setCatalogueTemplateState({ db: ctx.db, storage: ctx.storage, origin: ctx.request.origin }, ctx.act, input);
