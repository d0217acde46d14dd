import { lookup as dnsLookup } from 'node:dns';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { isAllowedAddress } from './address-rules';

export interface SafeFetchOptions {
  /** Largest body accepted; a bigger one is cut off and refused. */
  maxBytes: number;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  allowLoopback?: boolean;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export class SafeFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'protocol' | 'status' | 'size' | 'timeout' | 'network',
  ) {
    super(message);
  }
}

export interface FetchedHead {
  url: string;
  contentType: string;
}

/**
 * Connects only to addresses `isAllowedAddress` accepts. The check happens inside the socket's own
 * DNS lookup, so the address checked is the address connected to (no second resolution to rebind).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const refused = list.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || list.length === 0)
        return callback(new SafeFetchError(`refused address ${refused?.address ?? hostname}`, 'address'), '', 4);
      const first = list[0]!;
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

function open(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new SafeFetchError('only http and https links are fetched', 'protocol'));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through the lookup: check it here.
  if (isIP(host) && !isAllowedAddress(host, options.allowLoopback))
    return Promise.reject(new SafeFetchError(`refused address ${host}`, 'address'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(options.allowLoopback ?? false),
        signal,
        headers: { 'user-agent': 'Mozilla/5.0 (portal link fetcher)', accept: '*/*' },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Follows redirects (each target checked again) up to the limit and answers the final response. */
async function follow(
  link: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ res: IncomingMessage; url: string }> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new SafeFetchError('not a link', 'protocol');
  }
  for (let hop = 0; ; hop++) {
    const res = await open(url, options, signal);
    const location = res.headers.location;
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.resume();
      if (hop >= (options.maxRedirects ?? 3)) throw new SafeFetchError('too many redirects', 'status');
      url = new URL(location, url);
      continue;
    }
    if (!res.statusCode || res.statusCode >= 400) {
      res.resume();
      throw new SafeFetchError(`the link answered HTTP ${res.statusCode}`, 'status');
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      res.destroy();
      throw new SafeFetchError('the linked file is too large', 'size');
    }
    return { res, url: url.href };
  }
}

function sizeCap(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) return callback(new SafeFetchError('the linked file is too large', 'size'));
      callback(null, chunk);
    },
  });
}

async function withDeadline<T>(options: SafeFetchOptions, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    return await run(signal);
  } catch (error) {
    if (deadline.aborted) throw new SafeFetchError('the link took too long', 'timeout');
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError(error instanceof Error ? error.message : 'fetch failed', 'network');
  }
}

/** A public link's body in memory (pages), within the size and time caps. */
export function safeFetchBytes(link: string, options: SafeFetchOptions): Promise<FetchedHead & { body: Buffer }> {
  return withDeadline(options, async (signal) => {
    const { res, url } = await follow(link, options, signal);
    const chunks: Buffer[] = [];
    const cap = sizeCap(options.maxBytes);
    cap.on('data', (c: Buffer) => chunks.push(c));
    await pipeline(res, cap);
    return { url, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) };
  });
}

/** A public link's body streamed to a file (media), within the caps; a refused download leaves no file. */
export function safeDownload(
  link: string,
  path: string,
  options: SafeFetchOptions,
): Promise<FetchedHead & { size: number }> {
  return withDeadline(options, async (signal) => {
    const { res, url } = await follow(link, options, signal);
    let size = 0;
    const cap = sizeCap(options.maxBytes);
    cap.on('data', (c: Buffer) => (size += c.length));
    try {
      await pipeline(res, cap, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { url, contentType: String(res.headers['content-type'] ?? ''), size };
  });
}
