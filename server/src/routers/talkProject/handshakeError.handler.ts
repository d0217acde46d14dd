import type { Context } from '../../trpc/context';
import { handshakeFailed } from '../../services/talk/sessions';

export const handshakeErrorHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: { sessionId: string | number };
}) => handshakeFailed(ctx.db, input.sessionId);
