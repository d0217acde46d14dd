import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { UPLOADED_FILE, type UploadedFile } from '@portal/contracts';
import { DomainError } from '../services/domain-error';

export class BodyError extends Error {
  constructor(readonly reason: 'tooLarge' | 'malformed' | 'unexpectedFile') {
    super(reason);
  }
}

export interface ReadBody {
  body: unknown;
  /** Files streamed to disk; removed after the call unless the handler moved them. */
  files: UploadedFile[];
}

export type FileGate = (fields: Record<string, string>) => { maxBytes: number; tooLarge: () => Error };

export interface BodyLimits {
  /** The call's cap on a JSON or form body, and on the fields of a multipart one. */
  maxJsonBytes: number;
  maxUploadBytes: number;
  uploadDir: string;
  /** The call's file fields (its catalogue entry's `files`); a file under any other name is refused. */
  fileFields: readonly string[];
  /**
   * Checks the fields received before a file (a signed policy, 001 §7) and returns the most bytes
   * that file may have and the error past it; throws to refuse the file before a byte is written.
   */
  authorizeFile?: FileGate | undefined;
}

/** Reads a JSON, form, text or multipart body; never buffers an uploaded file in memory. */
export async function readBody(req: Request, limits: BodyLimits): Promise<ReadBody> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  const multipart = type.startsWith('multipart/form-data');
  // Refused on the declared length alone, before reading: a call without files never takes more than its form cap.
  const cap =
    multipart && limits.fileFields.length > 0 ? limits.maxUploadBytes + limits.maxJsonBytes : limits.maxJsonBytes;
  if (declared > cap) throw new BodyError('tooLarge');
  if (multipart) return readMultipart(req, limits, cap);
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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new BodyError('tooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Counts a file's bytes on their way to disk and stops at the file's limit. */
function byteLimit(max: number, tooLarge: () => Error) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > max ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Streams a multipart body: fields into memory (capped), files of the call's file fields to disk.
 * The first refusal — an unknown file field, a refused policy, a size over a limit — stops the
 * parse at once, so the caller can answer while the client is still sending; nothing of a refused
 * file is written, and files already written are removed.
 */
async function readMultipart(req: Request, limits: BodyLimits, cap: number): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const fields = new URLSearchParams();
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    let failed: Error | null = null;
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
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) fail(new BodyError('tooLarge'));
    };
    req.on('data', count);
    let fieldBytes = 0;
    const open = new Set<NodeJS.ReadableStream & { destroy(error?: Error): void }>();
    function fail(error: Error) {
      if (failed) return;
      failed = error;
      req.unpipe(parser);
      // A file cut off mid-way ends its write (and the wait for it) with an error.
      for (const stream of open) stream.destroy(error);
      settle();
    }
    parser.on('field', (name, value) => {
      fieldBytes += name.length + value.length;
      if (fieldBytes > limits.maxJsonBytes) return fail(new BodyError('tooLarge'));
      fields.append(name, value);
    });
    parser.on('file', (fieldName, stream, info) => {
      if (failed) return void stream.resume();
      let max = limits.maxUploadBytes;
      let tooLarge = (): Error => new BodyError('tooLarge');
      try {
        if (!limits.fileFields.includes(fieldName)) throw new BodyError('unexpectedFile');
        if (limits.authorizeFile) {
          const gate = limits.authorizeFile(Object.fromEntries(fields));
          if (gate.maxBytes < max) ({ maxBytes: max, tooLarge } = gate);
        }
      } catch (error) {
        stream.resume();
        return fail(error instanceof Error ? error : new BodyError('malformed'));
      }
      const path = join(limits.uploadDir, randomUUID());
      const file: UploadedFile = {
        fieldName,
        fileName: info.filename ?? 'file',
        mimeType: info.mimeType,
        size: 0,
        path,
      };
      Object.defineProperty(file, UPLOADED_FILE, { value: true });
      // fail() may destroy the stream before it is piped (the folder is still being made): without a
      // listener of its own that error would be uncaught and end the process.
      stream.on('error', () => undefined);
      stream.on('limit', () => fail(new BodyError('tooLarge')));
      files.push(file);
      open.add(stream);
      // The stream buffers (and pushes back on the parser) until the folder exists and it is piped.
      const written = mkdir(limits.uploadDir, { recursive: true }).then(() => {
        const out = createWriteStream(path);
        return pipeline(stream, byteLimit(max, tooLarge), out).then(() => void (file.size = out.bytesWritten));
      });
      writes.push(
        written
          .catch((error: unknown) =>
            fail(error instanceof BodyError || error instanceof DomainError ? error : new BodyError('malformed')),
          )
          .finally(() => open.delete(stream)),
      );
    });
    parser.on('filesLimit', () => fail(new BodyError('tooLarge')));
    parser.on('fieldsLimit', () => fail(new BodyError('tooLarge')));
    parser.on('partsLimit', () => fail(new BodyError('tooLarge')));
    parser.on('error', () => fail(new BodyError('malformed')));
    parser.on('close', settle);
    let settled = false;
    function settle() {
      if (settled) return;
      settled = true;
      req.off('data', count);
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
