import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talkProjects } from '../../src/db/schema/index';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** A loopback model that starts its stream and never finishes it; it reports when its caller hangs up. */
function hangingModel(): Promise<{ server: Server; base: string; started: Promise<void>; closed: Promise<void> }> {
  let started!: () => void;
  let closed!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const closedP = new Promise<void>((r) => (closed = r));
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '让我想想，' } }] })}\n\n`);
      res.on('close', closed);
      started();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        started: startedP,
        closed: closedP,
      }),
    ),
  );
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe.each(testEngines())('legacy REST aborts on %s', (engine) => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof hangingModel>>;

  beforeAll(async () => {
    model = await hangingModel();
    app = await startTestApp(engine);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    model?.server.closeAllConnections();
    model?.server.close();
  });

  it('stops the upstream model request as soon as the test chat connection closes', async () => {
    const { company, cookie } = await signedInUser(app.deps.db);
    const [project] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: company.id, title: '测试', publishType: 'card', data: {}, persona: { displayName: '小美' } })
      .returning();
    app.deps.config.llm = { baseUrl: model.base, apiKey: 'k', model: 'm' };
    const leave = new AbortController();
    const res = await fetch(`${app.baseUrl}/api/talk/faq/askStream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ projectId: project!.id, question: '介绍一下你们的产品' }),
      signal: leave.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(await within(model.started, 10_000)).toBe(true);
    // The model has started answering and will never finish on its own: only the abort can end it.
    leave.abort();
    expect(await within(model.closed, 3_000)).toBe(true);
  }, 30_000);
});
