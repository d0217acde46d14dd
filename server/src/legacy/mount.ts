import type { NextFunction, Request, Response } from 'express';
import { commonMessages, opsMessages, type CallDefinition } from '@portal/contracts';
import type { Context } from '../trpc/context';
import { errorToEnvelope, failure, success, type EnvelopeReply } from './envelope';
import { discardRestOfBody } from '../http/discard-body';
import { BodyError, mergeInput, readBody, removeFiles, type BodyLimits, type FileGate } from './read-input';
import { callNeedsSession, jsonLimitOf } from './body-limits';
import { OPS_SESSION_COOKIE } from '../services/operators/operator-sessions';
import { DomainError } from '../services/domain-error';
import type { RouteMatcher } from './route-table';
import { writeEventStream } from './event-stream';

/**
 * Calls one procedure the way tRPC would, through a caller built for the request's context. The
 * signal aborts when the client goes away, so a model stream or an outside fetch stops at once.
 */
export type InvokeProcedure = (
  ctx: Context,
  call: CallDefinition,
  input: unknown,
  signal: AbortSignal,
) => Promise<unknown>;

export interface LegacyMountOptions {
  matcher: RouteMatcher;
  invoke: InvokeProcedure;
  createContext: (req: Request, res: Response) => Promise<Context>;
  /** Ceilings: maxJsonBytes is the largest a document call may send (body-limits.ts narrows it per call). */
  limits: Omit<BodyLimits, 'fileFields' | 'authorizeFile'>;
  /** Per call id: checks the fields sent before a file and returns its byte limit (the storage host's policy). */
  authorizeFile?: Readonly<Record<string, FileGate>>;
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
    const call = found.entry.call;
    // The response closing before it finished is the client leaving (a closed tab, a cancelled fetch).
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let bodyRead = method === 'GET';
    try {
      // The caller first, the body after: a call that needs a session refuses a visitor before a byte is read.
      const ctx = await options.createContext(req, res);
      if (callNeedsSession(call) && !ctx.user) throw DomainError.unauthorized(commonMessages.unauthorized);
      if (call.access === 'operator' && !ctx.request.cookies[OPS_SESSION_COOKIE])
        throw DomainError.unauthorized(opsMessages.unauthorized);
      const read = bodyRead
        ? { body: undefined, files: [] }
        : await readBody(req, {
            ...options.limits,
            maxJsonBytes: jsonLimitOf(call, options.limits.maxJsonBytes),
            fileFields: call.files ?? [],
            authorizeFile: options.authorizeFile?.[call.id],
          });
      bodyRead = true;
      files = read.files;
      const input = mergeInput(req.query as Record<string, unknown>, read.body, found.params, files);
      if (found.entry.stream) {
        await writeEventStream(res, gone.signal, () => options.invoke(ctx, call, input, gone.signal));
        return;
      }
      const data = await options.invoke(ctx, call, input, gone.signal);
      if (isFileReply(data)) return void (await options.sendFile(res, data.$file));
      reply(res, success(data));
    } catch (error) {
      // Answered before the body was read through: say so and drop the rest of it, never store it.
      if (!bodyRead) {
        discardRestOfBody(req);
      }
      reply(res, error instanceof BodyError ? bodyFailure(error) : errorToEnvelope(error));
    } finally {
      if (files.length > 0) await removeFiles(files);
    }
  };
}

function bodyFailure(error: BodyError): EnvelopeReply {
  if (error.reason === 'tooLarge') return failure(413, 413, commonMessages.bodyTooLarge);
  if (error.reason === 'unexpectedFile') return failure(400, 400, commonMessages.unexpectedFile);
  return failure(400, 400, commonMessages.malformedBody);
}

const LEGACY_PREFIX = /^\/(api|rtc|storage)(\/|$)/i;
export const isLegacyPath = (path: string) => LEGACY_PREFIX.test(path);

/**
 * Writes an envelope. Straight to the response rather than through res.send: an envelope is never
 * answered 304, so the body's ETag hash and freshness check that res.send adds are work for nothing
 * on the hottest path of the server.
 */
function reply(res: Response, { status, body }: EnvelopeReply) {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

const isFileReply = (data: unknown): data is { $file: { key: string; downloadName: string } } =>
  typeof data === 'object' && data !== null && '$file' in data;
