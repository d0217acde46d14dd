import { defineConfig } from 'vitest/config';

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
