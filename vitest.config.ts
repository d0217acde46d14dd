import { defineConfig } from 'vitest/config';

/** Server test files that replace a module with vi.mock (server-mocks). */
const serverFilesWithModuleMocks = ['test/http/knowledge-suggest.int.test.ts'];

/** One run over every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // Integration files start databases and servers; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: './contracts',
          include: ['src/**/*.test.ts', 'spec/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'workers', root: './workers', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: serverFilesWithModuleMocks,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share one module graph: importing the server costs seconds a file (11.1 →
          // 8.4 min for the whole run). Each file still makes its own app, database and storage.
          isolate: false,
        },
      },
      {
        // A module mock (vi.mock) only works in a fresh module graph: these files get one each.
        test: {
          name: 'server-mocks',
          root: './server',
          include: serverFilesWithModuleMocks,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'client', root: './client', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'sdk', root: './sdk', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
