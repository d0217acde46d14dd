import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, UploadedFileSchema, type CallDefinition } from '@portal/contracts';
import { buildRouteTable, createRouteMatcher } from '../../src/legacy/route-table';
import { legacyMiddleware } from '../../src/legacy/mount';
import { createCallerFactory, router } from '../../src/trpc/init';
import { publicProcedure } from '../../src/trpc/procedures';
import { createInnerContext, type Context } from '../../src/trpc/context';
import { DomainError } from '../../src/services/domain-error';
import { testConfig } from '../support/test-app';

// A small catalogue of its own: the adapter is generic, so business errors, streams, multipart
// and path parameters are proven here without waiting for the calls that will use them.
const base = { area: 'probe', silent: false, summary: '', access: 'public' as const };
const calls = {
  echo: defineCall({
    ...base,
    id: 'echo',
    specId: null,
    procedure: 'echo',
    kind: 'mutation',
    legacy: { method: 'POST', base: '/api', paths: ['/probe/echo/{id}'], origin: 'ours' },
    input: z.looseObject({ id: z.string(), n: z.number().optional() }),
    output: z.unknown(),
  }),
  refuse: defineCall({
    ...base,
    id: 'refuse',
    specId: null,
    procedure: 'refuse',
    kind: 'mutation',
    legacy: { method: 'POST', base: '/api', paths: ['/probe/refuse'], origin: 'ours' },
    input: z.object({}),
    output: z.unknown(),
  }),
  upload: defineCall({
    ...base,
    id: 'upload',
    specId: null,
    procedure: 'upload',
    kind: 'mutation',
    files: ['file'],
    legacy: { method: 'POST', base: '/api/v1', paths: ['/probe/upload'], origin: 'ours' },
    input: z.object({ title: z.string(), file: UploadedFileSchema }),
    output: z.unknown(),
  }),
  stream: defineCall({
    ...base,
    id: 'stream',
    specId: null,
    procedure: 'stream',
    kind: 'subscription',
    legacy: { method: 'STREAM', base: '/api/v1', paths: ['/probe/stream'], origin: 'ours' },
    input: z.object({ dataKey: z.string(), fail: z.string().optional() }),
    output: z.unknown(),
  }),
} satisfies Record<string, CallDefinition>;

const probeRouter = router({
  probe: router({
    echo: publicProcedure.input(calls.echo.input).mutation(({ input }) => input),
    refuse: publicProcedure.input(calls.refuse.input).mutation(() => {
      throw DomainError.business(1011001, '企业名称不能超过100字');
    }),
    upload: publicProcedure.input(calls.upload.input).mutation(({ input }) => ({
      title: input.title,
      fileName: input.file.fileName,
      size: input.file.size,
      content: readFileSync(input.file.path, 'utf8'),
    })),
    stream: publicProcedure.input(calls.stream.input).subscription(async function* ({ input }) {
      yield { outputType: 'THINK', content: `key ${input.dataKey}` };
      yield { outputType: 'ANSWER', content: '你好' };
      if (input.fail) throw DomainError.business(3, '任务超时，请重试');
    }),
  }),
});

describe('legacy adapter', () => {
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    const createCaller = createCallerFactory(probeRouter);
    const deps = {
      db: null as never,
      queue: null as never,
      delivery: null as never,
      storage: null as never,
      speech: null as never,
      heavy: null,
      config: testConfig(mkdtempSync(join(tmpdir(), 'probe-'))),
    };
    const app = express();
    app.use(
      legacyMiddleware({
        matcher: createRouteMatcher(buildRouteTable(Object.values(calls))),
        invoke: (ctx: Context, call, input) => (createCaller(ctx) as any)[call.area][call.procedure](input),
        createContext: async () => createInnerContext(deps),
        limits: { maxJsonBytes: 64 * 1024, maxUploadBytes: 1024, uploadDir: join(deps.config.dataDir, 'uploads') },
        sendFile: () => undefined,
      }),
    );
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('merges query, JSON body and path parameters into the input', async () => {
    const res = await fetch(`${baseUrl}/api/probe/echo/Ab1?q=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 2 }),
    });
    expect(await res.json()).toEqual({ code: 200, message: 'success', data: { q: '1', n: 2, id: 'Ab1' } });
  });

  it('reads form bodies', async () => {
    const res = await fetch(`${baseUrl}/api/probe/echo/7`, {
      method: 'POST',
      body: new URLSearchParams({ a: 'x', b: 'y' }),
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ a: 'x', b: 'y', id: '7' });
  });

  it('answers a business error with HTTP 200 and the error’s own code and message', async () => {
    const res = await fetch(`${baseUrl}/api/probe/refuse`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 1011001, message: '企业名称不能超过100字', data: null });
  });

  it('streams multipart files to disk and passes them as uploaded files', async () => {
    const form = new FormData();
    form.set('title', '素材');
    form.set('file', new Blob(['hello file']), 'a.txt');
    const res = await fetch(`${baseUrl}/api/probe/upload`, { method: 'POST', body: form });
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      title: '素材',
      fileName: 'a.txt',
      size: 10,
      content: 'hello file',
    });
  });

  it('refuses a file over the limit with 413', async () => {
    const form = new FormData();
    form.set('title', 'big');
    form.set('file', new Blob(['x'.repeat(4096)]), 'big.bin');
    const res = await fetch(`${baseUrl}/api/v1/probe/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(413);
  });

  it('answers a stream call as text/event-stream with data and close events', async () => {
    const res = await fetch(`${baseUrl}/api/v1/probe/stream?dataKey=k1`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(await res.text()).toBe(
      'event: data\ndata: {"outputType":"THINK","content":"key k1"}\n\n' +
        'event: data\ndata: {"outputType":"ANSWER","content":"你好"}\n\n' +
        'event: close\ndata: {}\n\n',
    );
  });

  it('ends a failing stream with an error event carrying the code', async () => {
    const text = await (await fetch(`${baseUrl}/api/probe/stream?dataKey=k&fail=1`)).text();
    expect(text.endsWith('event: error\ndata: {"code":3,"message":"任务超时，请重试"}\n\n')).toBe(true);
  });

  it('reports invalid stream input as an error event', async () => {
    const res = await fetch(`${baseUrl}/api/probe/stream`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^event: error\ndata: \{"code":400,"message":"参数 dataKey 有误/);
  });
});
