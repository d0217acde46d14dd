import { createDataReporter } from '../../lib/data-report';
import { trpcClient } from '../../lib/trpc';

/** The page's one event reporter, sending through `datareport.datareportUpload`. */
export const dataReporter = createDataReporter({
  send: (reports) => trpcClient.datareport.datareportUpload.mutate({ reports }, { context: { silent: true } }),
  // Reporting must never disturb the user: no toast (000 §8 lists none for it), a console line only.
  onError: (error) => console.warn('[datareport] batch dropped:', error),
});

// Send what is cached when the tab is hidden, so closing it loses as little as possible.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void dataReporter.flush();
  });
}
