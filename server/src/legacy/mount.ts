import type { NextFunction, Request, Response } from 'express';
import { commonMessages, type CallDefinition } from '@portal/contracts';
import type { Context } from '../trpc/context';
import { errorToEnvelope, failure, success, type EnvelopeReply } from './envelope';
import { BodyError, mergeInput, readBody, removeFiles, type BodyLimits } from './read-input';
import type { RouteMatcher } from './route-table';
import { writeEventStream } from './event-stream';

/** Calls one procedure the way tRPC would, through a caller built for the request's context. */
export type InvokeProcedure = (ctx: Context, call: CallDefinition, input: unknown) => Promise<unknown>;

export interface LegacyMountOptions {
  matcher: RouteMatcher;
  invoke: InvokeProcedure;
  createContext: (req: Request, res: Response) => Promise<Context>;
  limits: BodyLimits;
  /** Answers a procedure's FileReply ({ $file: { key, downloadName } }) with the file itself. */
  sendFile: (res: Response, file: { key: string; downloadName: string }) => void | Promise<void>;
}

/**
 * The catalogue-driven REST adapter: every documented path under /api, /api/v1, /rtc, /rtc/api/v1
 * and /storage calls its procedure and answers the {code, message, data} envelope.
 * Unknown paths under these bases answer a 404 envelope, never the client's HTML.
 */
export function legacyMiddleware(options: LegacyMountOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isLegacyPath(req.path)) return next();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (method === 'OPTIONS') return void res.status(204).end();
    const found = options.matcher.match(method, req.path);
    if (found === null) return reply(res, failure(404, 404, commonMessages.notFound));
    if (found === 'methodNotAllowed') return reply(res, failure(405, 405, commonMessages.methodNotAllowed));

    let files: Awaited<ReturnType<typeof readBody>>['files'] = [];
    try {
      const read = method === 'GET' ? { body: undefined, files: [] } : await readBody(req, options.limits);
      files = read.files;
      const input = mergeInput(req.query as Record<string, unknown>, read.body, found.params, files);
      const ctx = await options.createContext(req, res);
      if (found.entry.stream) {
        await writeEventStream(req, res, () => options.invoke(ctx, found.entry.call, input));
        return;
      }
      const data = await options.invoke(ctx, found.entry.call, input);
      if (isFileReply(data)) return void (await options.sendFile(res, data.$file));
      reply(res, success(data));
    } catch (error) {
      if (error instanceof BodyError) {
        const tooLarge = error.reason === 'tooLarge';
        reply(res, failure(tooLarge ? 413 : 400, tooLarge ? 413 : 400, tooLarge ? commonMessages.bodyTooLarge : commonMessages.malformedBody));
        if (tooLarge) req.resume();
      } else {
        reply(res, errorToEnvelope(error));
      }
    } finally {
      if (files.length > 0) await removeFiles(files);
    }
  };
}

const LEGACY_PREFIX = /^\/(api|rtc|storage)(\/|$)/i;
export const isLegacyPath = (path: string) => LEGACY_PREFIX.test(path);

function reply(res: Response, { status, body }: EnvelopeReply) {
  if (res.headersSent) return;
  res.status(status).type('application/json').send(JSON.stringify(body));
}

const isFileReply = (data: unknown): data is { $file: { key: string; downloadName: string } } =>
  typeof data === 'object' && data !== null && '$file' in data;
