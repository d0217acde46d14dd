/**
 * Runs one job at a time and keeps only the newest waiting request: an editor that asks for a
 * frame on every change gets the latest state drawn, never a backlog. A request replaced before it
 * started settles with `superseded: true`.
 */
export interface LatestOnly<A> {
  request(args: A): Promise<{ superseded: boolean }>;
}

export function latestOnly<A>(run: (args: A) => Promise<void>): LatestOnly<A> {
  let running = false;
  let waiting: { args: A; settle: (r: { superseded: boolean }) => void; fail: (e: unknown) => void } | null = null;

  const pump = async (): Promise<void> => {
    while (waiting) {
      const job = waiting;
      waiting = null;
      running = true;
      try {
        await run(job.args);
        job.settle({ superseded: false });
      } catch (e) {
        job.fail(e);
      } finally {
        running = false;
      }
    }
  };

  return {
    request(args) {
      return new Promise((settle, fail) => {
        waiting?.settle({ superseded: true });
        waiting = { args, settle, fail };
        if (!running) void pump();
      });
    },
  };
}
