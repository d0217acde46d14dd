import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { setCatalogueAvatarState } from '../../services/operators/catalogue';

/** ops/catalogue/avatar/state: publish as new, take offline, or put back. */
export const catalogueAvatarStateHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { act: OperatorAct };
  input: { personaBizId: string; state: 'release' | 'offline' | 'online' };
}) => setCatalogueAvatarState({ db: ctx.db, storage: ctx.storage, origin: ctx.request.origin }, ctx.act, input);
