import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import type { Context } from '../../trpc/context';
import { legalVersions } from '../../services/content/legal-texts';

/** content/legal/versions: every saved version, newest first. */
export const legalVersionsHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { kind: LegalKind } }) =>
  legalVersions(ctx.db, input.kind);
