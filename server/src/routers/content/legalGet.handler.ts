import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import type { Context } from '../../trpc/context';
import { currentLegalText } from '../../services/content/legal-texts';

/** content/legal/get: the current text (public: the pages are read before signing in). */
export const legalGetHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { kind: LegalKind } }) =>
  currentLegalText(ctx.db, input.kind);
