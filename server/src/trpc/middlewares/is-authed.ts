import { commonMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { middleware } from '../init';

/** Requires a session; narrows ctx.user and ctx.company to non-null. */
export const isAuthed = middleware(({ ctx, next }) => {
  if (!ctx.user || !ctx.company) throw DomainError.unauthorized(commonMessages.unauthorized);
  return next({ ctx: { user: ctx.user, company: ctx.company } });
});
