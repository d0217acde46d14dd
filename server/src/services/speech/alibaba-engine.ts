import { createHmac, randomUUID } from 'node:crypto';
import type { AlibabaSpeechConfig } from '../../config/env';
import { CloudSpeechError, jsonOrNull, withDeadline } from './cloud-request';

/**
 * Alibaba Cloud Intelligent Speech (NLS), short-text synthesis over its RESTful API:
 * 1. a token from the POP RPC API CreateToken (version 2019-02-28), signed with the AccessKey
 *    (HMAC-SHA1 over the canonical query, key = secret + '&'), kept until shortly before it expires;
 * 2. POST {appkey, token, text, voice, format, sample_rate, volume, speech_rate, pitch_rate} as JSON
 *    to /stream/v1/tts, which answers the audio itself, or JSON {task_id, status, message} on error.
 * The text is the SSML of the 'alibaba' dialect (workers/src/core/ssml). docs/areas/speech.md lists
 * what was followed.
 */

/** NLS answers WAV at the rate asked; 16 kHz is what every voice offers (8 kHz is the other). */
export const ALIBABA_SAMPLE_RATE = 16_000;

/** Percent-encoding of the POP signature: RFC 3986 unreserved characters only, space as %20. */
export const popEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The POP RPC signature of a request's parameters (the Signature parameter itself excluded). */
export function popSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string) {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

interface Token {
  id: string;
  /** Epoch ms after which it is not used any more. */
  usableUntil: number;
}

/** Tokens by AccessKey and endpoint; a token is good for hours, so one is fetched now and then, not per sentence. */
const tokens = new Map<string, Promise<Token>>();
/** A token is renewed this long before NLS would refuse it. */
const TOKEN_MARGIN_MS = 5 * 60_000;

async function createToken(config: AlibabaSpeechConfig): Promise<Token> {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'CreateToken',
    Format: 'JSON',
    RegionId: config.region,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2019-02-28',
  };
  const signature = popSignature('GET', params, config.accessKeySecret);
  const query = Object.entries({ ...params, Signature: signature })
    .map(([k, v]) => `${popEncode(k)}=${popEncode(v)}`)
    .join('&');
  return withDeadline('alibaba', config.timeoutMs, async (signal) => {
    const res = await fetch(`${config.tokenEndpoint}/?${query}`, { signal });
    const body = (await jsonOrNull(res)) as {
      Token?: { Id?: string; ExpireTime?: number };
      Code?: string;
      Message?: string;
    } | null;
    if (res.ok && body?.Token?.Id && body.Token.ExpireTime)
      return { id: body.Token.Id, usableUntil: body.Token.ExpireTime * 1000 - TOKEN_MARGIN_MS };
    // POP answers 4xx with a Code: SignatureDoesNotMatch, InvalidAccessKeyId.NotFound, Forbidden…
    const refused = res.status === 400 || res.status === 401 || res.status === 403 || res.status === 404;
    throw new CloudSpeechError(
      refused ? 'auth' : 'provider',
      'alibaba',
      `CreateToken HTTP ${res.status} ${body?.Code ?? ''} ${body?.Message ?? ''}`.trim(),
    );
  });
}

async function currentToken(config: AlibabaSpeechConfig, renew = false): Promise<Token> {
  const key = `${config.tokenEndpoint}|${config.accessKeyId}`;
  const kept = tokens.get(key);
  if (kept && !renew) {
    const token = await kept.catch(() => null);
    if (token && token.usableUntil > Date.now()) return token;
  }
  const fresh = createToken(config);
  tokens.set(key, fresh);
  // A failed request is not kept: the next sentence asks again.
  fresh.catch(() => tokens.get(key) === fresh && tokens.delete(key));
  return fresh;
}

export interface CloudSpeechRequest {
  /** SSML in the provider's dialect. */
  ssml: string;
  /** The provider's voice name or id (the voice row's originId). */
  voice: string;
  /** Spec ranges: rate and pitch 0.6–1.5 (default 1), volume 0–100 (default 50). */
  rate: number;
  pitch: number;
  volume: number;
}

/**
 * speech_rate and pitch_rate are -500…500. NLS documents the rate as speed = 1 / (1 - 0.002·r) above
 * normal and 1 / (1 - 0.001·r) below; pitch has no documented scale, so ±0.5 maps onto ±500 (ours).
 */
export function alibabaProsody(request: Pick<CloudSpeechRequest, 'rate' | 'pitch' | 'volume'>) {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v)));
  const r = request.rate;
  const speechRate = r >= 1 ? (1 - 1 / r) / 0.002 : (1 - 1 / r) / 0.001;
  return {
    volume: clamp(request.volume, 0, 100),
    speech_rate: clamp(speechRate, -500, 500),
    pitch_rate: clamp((request.pitch - 1) * 1000, -500, 500),
  };
}

/** NLS status codes that mean the token was refused: a fresh token is fetched and the sentence sent once more. */
const TOKEN_REFUSED = new Set([40000001]);

export async function alibabaSynthesize(config: AlibabaSpeechConfig, request: CloudSpeechRequest): Promise<Buffer> {
  let token = await currentToken(config);
  for (let attempt = 0; ; attempt++) {
    const answer = await sendText(config, token.id, request);
    if (answer.ok) return answer.wav;
    if (TOKEN_REFUSED.has(answer.status) && attempt === 0) {
      token = await currentToken(config, true);
      continue;
    }
    throw new CloudSpeechError(
      TOKEN_REFUSED.has(answer.status) ? 'auth' : 'provider',
      'alibaba',
      `status ${answer.status} ${answer.message}`,
    );
  }
}

async function sendText(config: AlibabaSpeechConfig, token: string, request: CloudSpeechRequest) {
  return withDeadline('alibaba', config.timeoutMs, async (signal) => {
    const res = await fetch(config.ttsEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appkey: config.appkey,
        token,
        text: request.ssml,
        voice: request.voice,
        format: 'wav',
        sample_rate: ALIBABA_SAMPLE_RATE,
        ...alibabaProsody(request),
      }),
      signal,
    });
    // Audio comes back as audio/mpeg whatever the format; an error always as JSON.
    if (res.ok && !(res.headers.get('content-type') ?? '').includes('json'))
      return { ok: true as const, wav: Buffer.from(await res.arrayBuffer()) };
    const body = (await jsonOrNull(res)) as { status?: number; message?: string } | null;
    return { ok: false as const, status: body?.status ?? res.status, message: body?.message ?? `HTTP ${res.status}` };
  });
}
