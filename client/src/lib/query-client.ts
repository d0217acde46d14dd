import { QueryClient } from '@tanstack/react-query';
import { describeCallError } from './call-errors';

/**
 * The page's one QueryClient; session expiry and logout clear it from outside React.
 * One quick retry for queries, but never for answers that will not change (4xx: 401, 403, bad input).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        const status = describeCallError(error, '').httpStatus;
        return failureCount < 1 && (status === null || status >= 500);
      },
      refetchOnWindowFocus: false,
    },
  },
});
