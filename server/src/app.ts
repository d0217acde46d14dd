import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allCalls, commonMessages } from '@portal/contracts';
import { ossHostFilePostCall } from '@portal/contracts/calls/upload/ossHostFilePost';
import { opsBrandImageUploadCall } from '@portal/contracts/calls/ops/opsBrandImageUpload';
import type { AppDeps, Context } from './trpc/context';
import { appRouter } from './trpc/app-router';
import { createCallerFactory } from './trpc/init';
import { isCallImplemented } from './trpc/not-implemented';
import { requestContextFactory } from './trpc/request-context';
import { trpcBodyLimit } from './trpc/body-limit';
import { buildRouteTable, createRouteMatcher } from './legacy/route-table';
import { isLegacyPath, legacyMiddleware, type InvokeProcedure } from './legacy/mount';
import { buildOpenApiDocument } from './legacy/openapi';
import { failure } from './legacy/envelope';
import { outboxPage } from './dev/outbox-page';
import { taskFixtures } from './dev/task-fixtures';
import { sendStoredDownload, serveStorage } from './http/serve-storage';
import { paymentNotify } from './http/payment-notify';
import { securityHeaders } from './http/security-headers';
import { openApiCors, serveSdk } from './http/open-cors';
import { brandImageFileLimit } from './services/operators/brand-images';

// Default zod messages in Chinese: the interface is Chinese (000 §1) and invalid-input envelopes show them.
z.config(z.locales.zhCN());

export interface CreateAppOptions {
  /** Built client to serve at / (client/dist); omitted in tests and in `npm run dev`. */
  clientDist?: string | undefined;
  /** The SDK's builds (sdk/dist), served at /sdk/v1. */
  sdkDist?: string | undefined;
}

const createCaller = createCallerFactory(appRouter);

/** Calls a procedure by its catalogue entry through a tRPC caller, so middlewares and schemas apply. */
export const invokeProcedure: InvokeProcedure = (ctx: Context, call, input, signal) => {
  const caller = createCaller(ctx, { signal }) as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  const procedure = caller[call.area]?.[call.procedure];
  if (!procedure) throw new Error(`procedure ${call.area}.${call.procedure} is not in the router`);
  return procedure(input);
};

/** The whole HTTP surface; never listens, so tests drive it on an ephemeral port. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ s3: deps.config.s3, secure: deps.config.publicUrl.startsWith('https:') }));
  // Behind a TLS proxy (TRUST_PROXY), req.ip, req.secure and so the Secure cookie flag come from X-Forwarded-*.
  app.set('trust proxy', deps.config.trustProxy);
  app.use(openApiCors);
  if (options.sdkDist) serveSdk(app, options.sdkDist);
  const createContext = requestContextFactory(deps);
  const routeTable = buildRouteTable(allCalls);
  const openApi = buildOpenApiDocument(routeTable, isCallImplemented);
  // Serialised once: the document only changes with the code.
  const openApiJson = JSON.stringify(openApi);

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.db.execute(sql`select 1`);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use('/trpc', trpcBodyLimit(deps.config.maxJsonBytes));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      maxBodySize: deps.config.maxJsonBytes,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path}:`, error.cause ?? error);
      },
    }),
  );

  app.get('/api/openapi.json', (_req, res) => res.type('application/json').send(openApiJson));
  if (!deps.config.production) app.get('/dev/outbox', outboxPage(deps.db));
  if (!deps.config.production) app.use(taskFixtures(deps, createContext));
  app.get('/storage/*key', serveStorage(deps, createContext));
  app.use(paymentNotify(deps));

  app.use(
    legacyMiddleware({
      matcher: createRouteMatcher(routeTable),
      invoke: invokeProcedure,
      createContext,
      limits: {
        maxJsonBytes: deps.config.maxJsonBytes,
        maxUploadBytes: deps.config.maxUploadBytes,
        uploadDir: join(deps.config.dataDir, 'tmp', 'uploads'),
      },
      sendFile: sendStoredDownload(deps),
      // The storage host (001 §7) checks the signed policy on the fields before the file, then caps the file at its range.
      // A brand picture is capped at its kind's limit (kind sent before the file) while it arrives, not after 320 MB.
      authorizeFile: {
        [ossHostFilePostCall.id]: (fields) => deps.storage.postFileLimit(fields),
        [opsBrandImageUploadCall.id]: (fields) => brandImageFileLimit(fields.kind),
      },
    }),
  );

  if (options.clientDist && existsSync(join(options.clientDist, 'index.html'))) serveClient(app, options.clientDist);

  // Last resort: an error no handler caught answers the envelope; the process keeps running.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    console.error('[http] unhandled error:', error);
    if (res.headersSent) return void res.end();
    const status = (error as { status?: number }).status;
    const reply =
      status && status >= 400 && status < 500
        ? failure(status, status, commonMessages.invalidInput)
        : failure(500, 500, commonMessages.serverBusy);
    res.status(reply.status).json(reply.body);
    void req;
  });
  return app;
}

/** The built client with an SPA fallback; API bases never fall through to the HTML. */
function serveClient(app: express.Express, dist: string) {
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (isLegacyPath(req.path) || req.path.startsWith('/trpc')) return next();
    res.sendFile(join(dist, 'index.html'));
  });
}
