import type { NextFunction, Request, Response } from 'express';
import { allCalls, commonMessages } from '@portal/contracts';
import { jsonLimitOf } from '../legacy/body-limits';
import { discardRestOfBody } from '../http/discard-body';

/**
 * The legacy adapter's per-call body caps (legacy/body-limits.ts) at /trpc too, on the declared
 * length, before tRPC reads the body: a public procedure takes 64 KB, not the 10 MB ceiling. A batch
 * gets the largest cap of its calls; a body without a declared length is held to the ceiling by tRPC.
 */
export function trpcBodyLimit(ceiling: number) {
  const byPath = new Map(allCalls.map((call) => [`${call.area}.${call.procedure}`, call]));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared > 0)) return next();
    let paths: string[];
    try {
      paths = decodeURIComponent(req.path.replace(/^\//, '')).split(',');
    } catch {
      return next();
    }
    const limit = Math.max(
      ...paths.map((path) => (byPath.has(path) ? jsonLimitOf(byPath.get(path)!, ceiling) : ceiling)),
    );
    if (declared <= limit) return next();
    discardRestOfBody(req);
    res.status(413).json({
      error: {
        message: commonMessages.bodyTooLarge,
        code: -32600,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
      },
    });
  };
}
