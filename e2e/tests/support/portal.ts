import { type APIRequestContext, test as base } from '@playwright/test';
import { portalUrls } from '../../support/env';

// Everything of Playwright's, with `test` replaced below: specs import from here.
export * from '@playwright/test';

/** Interactive projects the running test made, each with the request context (and so the session) that made it. */
const talkProjectsMade: { request: APIRequestContext; projectId: string }[] = [];

/**
 * Marks an interactive project for deletion when the test ends. Each project holds one of the demo
 * company's interactive ways (resource type 12; the demo company has ten) until deleted, and a portal
 * serves every spec its worker runs, so projects left behind would refuse a later spec's create
 * (互动数字人数量已达上限).
 */
export function deleteWhenTestEnds(request: APIRequestContext, projectId: string): void {
  talkProjectsMade.push({ request, projectId });
}

/**
 * Each Playwright worker talks to a portal of its own (playwright.config.ts starts one per worker, each
 * on its own fresh database with the demo company), so two specs running at once never see each other's
 * projects, quotas or company words. Pages opened from `browser.newContext()` get the same base URL.
 */
export const test = base.extend<
  { talkProjectCleanup: undefined; strayContextCleanup: undefined },
  { portalUrl: string }
>({
  portalUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => use(portalUrls[workerInfo.parallelIndex % portalUrls.length]!),
    { scope: 'worker' },
  ],
  baseURL: async ({ portalUrl }, use) => use(portalUrl),
  /**
   * Closes the contexts a test opened itself (`browser.newContext()`: a visitor's phone, a kiosk, a
   * colleague) when it ends. Playwright closes only the test's own `context`; the browser lives as
   * long as the worker, so a forgotten visitor page kept its digital human drawing and its timers
   * running through every later spec of that worker, taking CPU from them.
   */
  strayContextCleanup: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      for (const made of browser.contexts())
        if (made !== context && !before.has(made)) await made.close().catch(() => undefined);
    },
    { auto: true },
  ],
  // Depends on `context` so that it is torn down before the test's pages and their sessions close,
  // and on strayContextCleanup so that a visitor's context still answers when its project is deleted.
  talkProjectCleanup: [
    async ({ context, strayContextCleanup }, use) => {
      void strayContextCleanup;
      await use(undefined);
      for (const { request, projectId } of talkProjectsMade.splice(0)) {
        const data = { projectIds: [projectId] };
        const deleted = await request
          .post('/api/talk/project/delete', { data })
          .then((res) => res.json())
          .catch(() => undefined);
        // The context that made it may have been closed by the test: the main page's session may hold it.
        if (deleted?.code !== 200)
          await context.request.post('/api/talk/project/delete', { data }).catch(() => undefined);
      }
    },
    { auto: true },
  ],
});
