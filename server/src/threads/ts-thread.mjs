// Starts a worker thread on a TypeScript entry (workerData.entry, a file URL): the server runs
// its sources through tsx, and a worker thread does not inherit a loader registered in code.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
