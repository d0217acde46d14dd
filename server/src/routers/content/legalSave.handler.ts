import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import type { Context, SessionUser } from '../../trpc/context';
import { saveLegalText } from '../../services/content/legal-texts';

/** content/legal/save: a new version by the super administrator. */
export const legalSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { kind: LegalKind; content: string };
}) => saveLegalText(ctx.db, ctx.user.id, input);
