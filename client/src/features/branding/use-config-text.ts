import { trpc } from '../../lib/trpc';

/** The host's config text (000 §3 customizeText); fetched once per page load and shared. */
export function useConfigText() {
  return trpc.branding.getConfigText.useQuery({}, { staleTime: Number.POSITIVE_INFINITY });
}
