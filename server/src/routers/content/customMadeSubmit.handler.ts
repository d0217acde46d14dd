import type { Context } from '../../trpc/context';
import { type CustomMadeInput, submitCustomMade } from '../../services/content/custom-made';

/** content/custom-made/submit: a custom digital-human request, a lead for the operator. */
export const customMadeSubmitHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config' | 'request' | 'user'>;
  input: CustomMadeInput;
}) =>
  submitCustomMade(
    { db: ctx.db, secret: ctx.config.secret },
    { ip: ctx.request.ip, userId: ctx.user?.id ?? null },
    input,
  );
