import { editorMessages } from '@portal/contracts';
import { trpc } from '../../lib/trpc';

/**
 * The avatar's standing in this company (001 §4, 002 §5 checks 1–2): a deleted persona or one the
 * administrator took away gets its message, shown above the canvas so the user switches avatar
 * before generating rather than after.
 */
export function usePersonaCheck(personaBizId: string | null): string | null {
  const status = trpc.vh.personaAuthStatus.useQuery(
    { personaBizId: personaBizId ?? '' },
    { enabled: Boolean(personaBizId), staleTime: 60_000, retry: false },
  );
  if (status.data?.status === 'DELETED') return editorMessages.personaDeleted;
  if (status.data?.status === 'NO_AUTH') return editorMessages.personaNoAuth;
  return null;
}
