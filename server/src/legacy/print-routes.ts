import { allCalls } from '@portal/contracts';
import { appRouter } from '../trpc/app-router';
import { isCallImplemented } from '../trpc/not-implemented';
import { buildRouteTable } from './route-table';

/** `npm run -s routes`: the mounted legacy table as JSON lines (read by shared/tools/spec-coverage.mjs). */
void appRouter;
for (const entry of buildRouteTable(allCalls)) {
  const line = {
    method: entry.call.legacy.method === 'STREAM' ? 'STREAM' : entry.method,
    base: entry.base,
    path: entry.path,
    procedure: `${entry.call.area}.${entry.call.procedure}`,
    specId: entry.call.specId,
    implemented: isCallImplemented(entry.call.id),
    alias: entry.alias,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
