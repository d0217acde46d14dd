import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { uploadRuleMessages } from '@portal/contracts';
import type { AppDeps, Context } from '../trpc/context';
import { contentTypeOf } from '../services/storage/content-types';
import { companyOfKey, isSafeKey } from '../services/storage/keys';
import type { ObjectStore } from '../services/storage/object-store';
import { failure } from '../legacy/envelope';

const CACHE_CONTROL = 'private, max-age=3600';

/**
 * GET /storage/<key>: a stored file with range requests and its content type. Readable by users of
 * the company that owns the key, or by anyone holding a live signed URL (security/blobSasUri).
 * In S3 mode the same paths (platform assets, origin-free project data) are streamed from the bucket.
 */
export const serveStorage =
  (deps: AppDeps, createContext: (req: Request, res: Response) => Promise<Context>) =>
  async (req: Request, res: Response) => {
    const raw = (req.params as { key?: string[] }).key ?? [];
    const key = raw.join('/');
    const notFound = () => res.status(404).json(failure(404, 404, uploadRuleMessages.fileNotFound).body);
    if (!isSafeKey(key)) return notFound();
    // Platform assets (the avatar catalogue) are the same for everyone.
    const open = key.startsWith('platform/');
    const signed =
      open || deps.storage.verifyReadSignature(key, String(req.query.expires ?? ''), String(req.query.sig ?? ''));
    if (!signed) {
      const ctx = await createContext(req, res);
      if (!ctx.user || ctx.user.companyId !== companyOfKey(key)) return notFound();
    }
    const { store } = deps.storage;
    const size = await store.size(key);
    if (size === null) return notFound();
    const file = store.fileOf(key);
    if (!file) return streamObject(req, res, store, key, size);
    res.sendFile(
      file,
      { acceptRanges: true, dotfiles: 'allow', headers: { 'Cache-Control': CACHE_CONTROL } },
      (error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  };

/** An object streamed from the store, whole or one byte range (what sendFile does for a file). */
async function streamObject(req: Request, res: Response, store: ObjectStore, key: string, size: number) {
  res.setHeader('Content-Type', contentTypeOf(key));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  const ranges = req.range(size);
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    return void res.end();
  }
  // One range is served as asked; several (rare for media) get the whole file, as HTTP allows.
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(size));
  }
  if (req.method === 'HEAD') return void res.end();
  await send(res, await store.read(key, range ?? undefined));
}

/** The download proxy's answer (a FileReply): the stored file as an attachment under its download name. */
export const sendStoredDownload =
  (deps: AppDeps) => async (res: Response, file: { key: string; downloadName: string }) => {
    const { store } = deps.storage;
    const local = store.fileOf(file.key);
    if (local) return void res.download(local, file.downloadName, { dotfiles: 'allow' });
    const size = await store.size(file.key);
    if (size === null) return void res.status(404).json(failure(404, 404, uploadRuleMessages.fileNotFound).body);
    res.attachment(file.downloadName);
    res.setHeader('Content-Type', contentTypeOf(file.key));
    res.setHeader('Content-Length', String(size));
    await send(res, await store.read(file.key));
  };

async function send(res: Response, body: NodeJS.ReadableStream) {
  try {
    await pipeline(body, res);
  } catch {
    // The client went away, or the store broke off mid-file: the response is over either way.
    res.destroy();
  }
}
