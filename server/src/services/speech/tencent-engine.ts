import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { TimedWord } from '@portal/workers/core/avatar/word-timing';
import type { TencentSpeechConfig } from '../../config/env';
import type { CloudSpeechRequest } from './alibaba-engine';
import { CloudSpeechError, jsonOrNull, withDeadline } from './cloud-request';

/**
 * Tencent Cloud TTS, API 3.0 action TextToVoice (version 2019-08-23) at tts.tencentcloudapi.com:
 * a JSON POST signed with TC3-HMAC-SHA256 (canonical request over content-type and host, the
 * signing key derived from the SecretKey by date, service 'tts' and 'tc3_request'). It answers
 * {Response: {Audio (base64 WAV), Subtitles, RequestId}} or {Response: {Error: {Code, Message}}},
 * both with HTTP 200. EnableSubtitle asks for each character's start and end with its pinyin, which
 * times the lip-sync. docs/areas/speech.md lists what was followed.
 */

export const TENCENT_SAMPLE_RATE = 16_000;
const SERVICE = 'tts';
const ACTION = 'TextToVoice';
const VERSION = '2019-08-23';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** The Authorization header of a TC3-HMAC-SHA256 request with this body, host and second. */
export function tc3Authorization(
  keys: { secretId: string; secretKey: string },
  request: { host: string; contentType: string; payload: string; timestamp: number },
) {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType}\nhost:${request.host}\n`,
    signedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${keys.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Speed is -2…6: -2 = 0.6×, -1 = 0.8×, 0 = 1×, 1 = 1.2×, 2 = 1.5× (the documented points; between them linear). */
const SPEED_POINTS: readonly [number, number][] = [
  [0.6, -2],
  [0.8, -1],
  [1, 0],
  [1.2, 1],
  [1.5, 2],
];

export function tencentSpeed(rate: number) {
  const [first, last] = [SPEED_POINTS[0]!, SPEED_POINTS.at(-1)!];
  if (rate <= first[0]) return first[1];
  if (rate >= last[0]) return last[1];
  const i = SPEED_POINTS.findIndex(([r]) => r >= rate);
  const [r0, s0] = SPEED_POINTS[i - 1]!;
  const [r1, s1] = SPEED_POINTS[i]!;
  return Math.round((s0 + ((rate - r0) / (r1 - r0)) * (s1 - s0)) * 100) / 100;
}

/** Volume is -10…10 around 0; the spec's 0–100 around 50. TextToVoice has no pitch: it is not sent. */
export const tencentVolume = (volume: number) => Math.max(-10, Math.min(10, Math.round((volume - 50) / 5)));

export async function tencentSynthesize(
  config: TencentSpeechConfig,
  request: CloudSpeechRequest & { english: boolean },
): Promise<{ wav: Buffer; words: TimedWord[] }> {
  const payload = JSON.stringify({
    Text: request.ssml,
    SessionId: randomUUID(),
    Volume: tencentVolume(request.volume),
    Speed: tencentSpeed(request.rate),
    ProjectId: 0,
    ModelType: 1,
    VoiceType: Number(request.voice),
    PrimaryLanguage: request.english ? 2 : 1,
    SampleRate: TENCENT_SAMPLE_RATE,
    Codec: 'wav',
    EnableSubtitle: true,
  });
  const url = new URL(config.endpoint);
  const contentType = 'application/json; charset=utf-8';
  const timestamp = Math.floor(Date.now() / 1000);
  const authorization = tc3Authorization(config, { host: url.host, contentType, payload, timestamp });
  return withDeadline('tencent', config.timeoutMs, async (signal) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': contentType,
        'X-TC-Action': ACTION,
        'X-TC-Version': VERSION,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': config.region,
      },
      body: payload,
      signal,
    });
    const body = (await jsonOrNull(res)) as {
      Response?: {
        Audio?: string;
        Subtitles?: { Text: string; BeginTime: number; EndTime: number; Phoneme?: string | null }[] | null;
        Error?: { Code: string; Message: string };
      };
    } | null;
    const answer = body?.Response;
    if (!res.ok || !answer) throw new CloudSpeechError('provider', 'tencent', `HTTP ${res.status}`);
    if (answer.Error) {
      // AuthFailure.SignatureFailure, .SecretIdNotFound, .SignatureExpire…: our keys or clock.
      const auth = answer.Error.Code.startsWith('AuthFailure');
      throw new CloudSpeechError(auth ? 'auth' : 'provider', 'tencent', `${answer.Error.Code} ${answer.Error.Message}`);
    }
    if (!answer.Audio) throw new CloudSpeechError('provider', 'tencent', 'answer without audio');
    return {
      wav: Buffer.from(answer.Audio, 'base64'),
      words: (answer.Subtitles ?? []).map((s) => ({
        text: s.Text,
        beginMs: s.BeginTime,
        endMs: s.EndTime,
        phoneme: s.Phoneme || null,
      })),
    };
  });
}
