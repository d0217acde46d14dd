import { test as base } from '@playwright/test';
import { portalUrls } from '../../support/env';

// Everything of Playwright's, with `test` replaced below: specs import from here.
export * from '@playwright/test';

/**
 * Each Playwright worker talks to a portal of its own (playwright.config.ts starts one per worker, each
 * on its own fresh database with the demo company), so two specs running at once never see each other's
 * projects, quotas or company words. Pages opened from `browser.newContext()` get the same base URL.
 */
export const test = base.extend<object, { portalUrl: string }>({
  portalUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => use(portalUrls[workerInfo.parallelIndex % portalUrls.length]!),
    { scope: 'worker' },
  ],
  baseURL: async ({ portalUrl }, use) => use(portalUrl),
});
