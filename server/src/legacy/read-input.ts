import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { UPLOADED_FILE, type UploadedFile } from '@portal/contracts';

export class BodyError extends Error {
  constructor(readonly reason: 'tooLarge' | 'malformed') {
    super(reason);
  }
}

export interface ReadBody {
  body: unknown;
  /** Files streamed to disk; removed after the call unless the handler moved them. */
  files: UploadedFile[];
}

export interface BodyLimits {
  maxJsonBytes: number;
  maxUploadBytes: number;
  uploadDir: string;
}

/** Reads a JSON, form, text or multipart body; never buffers an uploaded file in memory. */
export async function readBody(req: Request, limits: BodyLimits): Promise<ReadBody> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(req, limits);
  const raw = await readRaw(req, limits.maxJsonBytes);
  if (raw.length === 0) return { body: undefined, files: [] };
  const text = raw.toString('utf8');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { body: Object.fromEntries(groupParams(new URLSearchParams(text))), files: [] };
  }
  // JSON is the default: clients send it as application/json and sometimes as text/plain.
  try {
    return { body: JSON.parse(text), files: [] };
  } catch {
    throw new BodyError('malformed');
  }
}

async function readRaw(req: Request, max: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) throw new BodyError('tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new BodyError('tooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readMultipart(req: Request, limits: BodyLimits): Promise<ReadBody> {
  await mkdir(limits.uploadDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const fields = new URLSearchParams();
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    let failed: BodyError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limits.maxUploadBytes, files: 20, fields: 200, fieldSize: limits.maxJsonBytes, parts: 220 },
      });
    } catch {
      reject(new BodyError('malformed'));
      return;
    }
    const fail = (error: BodyError) => {
      failed ??= error;
    };
    parser.on('field', (name, value) => fields.append(name, value));
    parser.on('file', (fieldName, stream, info) => {
      const path = join(limits.uploadDir, randomUUID());
      const file: UploadedFile = { fieldName, fileName: info.filename ?? 'file', mimeType: info.mimeType, size: 0, path };
      Object.defineProperty(file, UPLOADED_FILE, { value: true });
      stream.on('limit', () => fail(new BodyError('tooLarge')));
      files.push(file);
      // Piped at once: the stream must not flow before its destination is attached.
      const out = createWriteStream(path);
      writes.push(
        pipeline(stream, out)
          .then(() => void (file.size = out.bytesWritten))
          .catch(() => fail(new BodyError('malformed'))),
      );
    });
    parser.on('filesLimit', () => fail(new BodyError('tooLarge')));
    parser.on('fieldsLimit', () => fail(new BodyError('tooLarge')));
    parser.on('error', () => {
      fail(new BodyError('malformed'));
      req.unpipe(parser);
      settle();
    });
    parser.on('close', settle);
    let settled = false;
    function settle() {
      if (settled) return;
      settled = true;
      void Promise.all(writes).then(async () => {
        if (failed) {
          await removeFiles(files);
          reject(failed);
          return;
        }
        resolve({ body: Object.fromEntries(groupParams(fields)), files });
      });
    }
    req.pipe(parser);
  });
}

/** A repeated key becomes an array, as form encoders send lists. */
function groupParams(params: URLSearchParams): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [k, v] of params) {
    const prev = out.get(k);
    out.set(k, prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]);
  }
  return out;
}

export async function removeFiles(files: readonly UploadedFile[]) {
  await Promise.all(files.map((f) => unlink(f.path).catch(() => undefined)));
}

/**
 * The call's input: query, then body, then path parameters, later ones winning. A body that is not
 * an object (an array, a string) is passed as it is when nothing else was sent, so the schema decides.
 */
export function mergeInput(
  query: Record<string, unknown>,
  body: unknown,
  params: Record<string, string>,
  files: readonly UploadedFile[],
): unknown {
  const fileFields: Record<string, UploadedFile | UploadedFile[]> = {};
  for (const file of files) {
    const prev = fileFields[file.fieldName];
    fileFields[file.fieldName] = prev === undefined ? file : Array.isArray(prev) ? [...prev, file] : [prev, file];
  }
  const bodyIsObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (body !== undefined && !bodyIsObject) {
    const nothingElse = Object.keys(query).length === 0 && Object.keys(params).length === 0 && files.length === 0;
    if (nothingElse) return body;
  }
  return { ...query, ...(bodyIsObject ? (body as object) : {}), ...fileFields, ...params };
}
