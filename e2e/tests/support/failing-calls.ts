import type { Page, Route } from '@playwright/test';

/** The procedures of a tRPC request (`/trpc/a.b,c.d?batch=1…`), in the order its answers come. */
const proceduresOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/trpc\//, '')).split(',');

/**
 * Makes one procedure fail on the real server's answers until the returned function is called: the
 * batch goes through, and only that procedure's answer becomes an internal error, as when its
 * database query failed. The other calls of the batch (the current user, the licences) answer as
 * they do, so the page around the failing part stays as it is. `delayMs` holds the answers back, to
 * see the loading state.
 */
export async function failCall(page: Page, procedure: string, options: { delayMs?: number } = {}) {
  const matches = (url: URL) => url.pathname.startsWith('/trpc/') && proceduresOf(url.href).includes(procedure);
  const handler = async (route: Route) => {
    const response = await route.fetch();
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const names = proceduresOf(route.request().url());
    const body = (await response.json()) as unknown;
    const answers = Array.isArray(body) ? body : [body];
    names.forEach((name, i) => {
      if (name === procedure)
        answers[i] = {
          error: {
            json: { message: '服务暂时不可用', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
          },
        };
    });
    const allFailed = names.every((name) => name === procedure);
    await route.fulfill({ response, status: allFailed ? 500 : 207, json: Array.isArray(body) ? answers : answers[0] });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
