import type { Request, Response } from 'express';
import { uploadRuleMessages } from '@portal/contracts';
import type { AppDeps, Context } from '../trpc/context';
import { companyOfKey, isSafeKey } from '../services/storage/keys';
import { failure } from '../legacy/envelope';

/**
 * GET /storage/<key>: a stored file with range requests and its content type. Readable by users of
 * the company that owns the key, or by anyone holding a live signed URL (security/blobSasUri).
 */
export const serveStorage =
  (deps: AppDeps, createContext: (req: Request, res: Response) => Promise<Context>) => async (req: Request, res: Response) => {
    const raw = (req.params as { key?: string[] }).key ?? [];
    const key = raw.join('/');
    const notFound = () => res.status(404).json(failure(404, 404, uploadRuleMessages.fileNotFound).body);
    if (!isSafeKey(key)) return notFound();
    // Platform assets (the avatar catalogue) are the same for everyone.
    const open = key.startsWith('platform/');
    const signed = open || deps.storage.verifyReadSignature(key, String(req.query.expires ?? ''), String(req.query.sig ?? ''));
    if (!signed) {
      const ctx = await createContext(req, res);
      if (!ctx.user || ctx.user.companyId !== companyOfKey(key)) return notFound();
    }
    if ((await deps.storage.store.size(key)) === null) return notFound();
    res.sendFile(deps.storage.store.pathOf(key), { acceptRanges: true, dotfiles: 'allow', headers: { 'Cache-Control': 'private, max-age=3600' } }, (error) => {
      if (error && !res.headersSent) notFound();
    });
  };
