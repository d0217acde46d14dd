import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/open-api';

/**
 * The open API's typed client (types generated from the portal's OpenAPI document), with the
 * signature flow built in: a company backend holds the subscription key and mints signatures
 * (`generateSignature`); a web page holds only a signature, fetched from that backend and renewed
 * before it expires (`signatureSource`).
 */
export type OpenApiPaths = paths;

/** Every answer is the envelope {code, message, data}; code 200 is success. */
interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export class OpenApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpenApiError';
  }
}

export interface SignatureGrant {
  signature: string;
  /** ISO instant. */
  expiresAt: string;
}

export interface OpenApiClientOptions {
  /** The portal's origin, e.g. https://portal.example.com (no path). */
  baseUrl: string;
  /** Server side only: the company's subscription key. */
  subscriptionKey?: string;
  /** Browser side: a signature, or where to get a fresh one (see signatureSource). */
  signature?: string | (() => Promise<string>);
  fetch?: typeof fetch;
}

/** The raw openapi-fetch client with the credential headers added to every request. */
export function createOpenApiClient(options: OpenApiClientOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    async onRequest({ request }) {
      if (options.subscriptionKey) request.headers.set('subscription-key', options.subscriptionKey);
      else if (typeof options.signature === 'string') request.headers.set('signature', options.signature);
      else if (options.signature) request.headers.set('signature', await options.signature());
      return request;
    },
  });
  return client;
}

/** The envelope's data, or an OpenApiError with the server's message (401, 403, 404, 429, …). */
export async function unwrap<T>(
  call: Promise<{ data?: Envelope<T>; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  const body = (data ?? error) as Partial<Envelope<T>> | undefined;
  if (response.ok && body?.code === 200) return body.data as T;
  throw new OpenApiError(response.status, body?.code ?? response.status, body?.message || response.statusText);
}

/** The calls of the open API, answered as their data. */
export function openApi(options: OpenApiClientOptions) {
  const client = createOpenApiClient(options);
  return {
    client,
    /** Server side (subscription key): a signature for web pages, optionally bound to one project. */
    generateSignature: (query: { projectId?: string; expiresIn?: number } = {}) =>
      unwrap(client.GET('/rtc/openapi/signature/gen', { params: { query } })),
    /** What the web component opens a live session with. */
    rtc: (projectId: string) => unwrap(client.GET('/rtc/openapi/talk/rtc/get', { params: { query: { projectId } } })),
    faq: (body: { projectId?: string; pageIndex?: number; pageSize?: number; search?: string } = {}) =>
      unwrap(client.POST('/rtc/openapi/talk/faq/list', { body: { pageIndex: 1, pageSize: 20, ...body } })),
    languages: (projectId?: string) =>
      unwrap(client.GET('/rtc/openapi/talk/support-language', { params: { query: projectId ? { projectId } : {} } })),
  };
}

/** Node or any server: one call with the subscription key, as a company backend makes it. */
export const generateSignature = (
  baseUrl: string,
  subscriptionKey: string,
  query: { projectId?: string; expiresIn?: number } = {},
  fetchImpl?: typeof fetch,
) => openApi({ baseUrl, subscriptionKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) }).generateSignature(query);

/**
 * Browser side: a signature from the company's own backend (`fetchGrant` calls it), cached and
 * fetched again `marginMs` before it expires. Concurrent callers share one request.
 */
export function signatureSource(fetchGrant: () => Promise<SignatureGrant>, marginMs = 30_000, now = () => Date.now()) {
  let current: SignatureGrant | null = null;
  let pending: Promise<SignatureGrant> | null = null;
  return async (): Promise<string> => {
    if (current && Date.parse(current.expiresAt) - marginMs > now()) return current.signature;
    pending ??= fetchGrant().finally(() => {
      pending = null;
    });
    current = await pending;
    return current.signature;
  };
}
