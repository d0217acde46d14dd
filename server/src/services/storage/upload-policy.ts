import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_SUCCESS_ACTION_STATUS, uploadRuleMessages as m } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { companyPrefix, isSafeKey, newObjectKey } from './keys';

/** The OSS-style access id of the local storage host; S3 deployments use their own key id. */
export const LOCAL_ACCESS_ID = 'portal-local';
/** A policy is good for 15 minutes: long enough for a 300 MB upload on a slow line to start. */
export const POLICY_TTL_MS = 15 * 60_000;

export interface UploadPolicy {
  accessId: string;
  host: string;
  /** The key to post the file under (001 §7 fullPath). */
  fullPath: string;
  dir: string;
  policy: string;
  signature: string;
  expire: number;
  /**
   * The complete form to post to host before the file, in order. For the local host these are the
   * spec's fields (host, key, policy, OSSAccessKeyId, success_action_status, signature, name); an S3
   * host takes its own (SigV4) names. The browser posts exactly these, so its code is the same for both.
   */
  fields: Record<string, string>;
}

export interface UploadPolicyRequest {
  companyId: string;
  pathType: string;
  fileName: string;
  maxSizeBytes: number;
}

const sign = (secret: string, policyBase64: string) => createHmac('sha1', secret).update(policyBase64).digest('base64');

/**
 * The policy of the spec's upload flow (001 §7): a base64 JSON with an expiration, a key prefix
 * bound to the company and path type, and a content-length range, signed with HMAC-SHA1 over the
 * base64 text as OSS does.
 */
export function createUploadPolicy(
  secret: string,
  request: UploadPolicyRequest & { host: string },
  now = Date.now(),
): UploadPolicy {
  const dir = companyPrefix(request.companyId, request.pathType);
  const fullPath = newObjectKey(request.companyId, request.pathType, request.fileName);
  const expire = now + POLICY_TTL_MS;
  // The exact key is signed: a policy can write one new file, never overwrite another of the company's.
  const document = {
    expiration: new Date(expire).toISOString(),
    conditions: [
      ['eq', '$key', fullPath],
      ['starts-with', '$key', dir],
      ['content-length-range', 0, request.maxSizeBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  const signature = sign(secret, policy);
  return {
    accessId: LOCAL_ACCESS_ID,
    host: request.host,
    fullPath,
    dir,
    policy,
    signature,
    expire,
    fields: {
      host: request.host,
      key: fullPath,
      policy,
      OSSAccessKeyId: LOCAL_ACCESS_ID,
      success_action_status: String(UPLOAD_SUCCESS_ACTION_STATUS),
      signature,
      name: request.fileName,
    },
  };
}

export interface PostedUpload {
  key?: string | undefined;
  policy?: string | undefined;
  OSSAccessKeyId?: string | undefined;
  signature?: string | undefined;
}

/** Checks a post to the storage host; returns the key to write. Refusals say what was wrong. */
export function verifyUploadPost(secret: string, post: PostedUpload, fileSize: number, now = Date.now()): string {
  const { key, maxBytes } = verifyUploadPolicy(secret, post, now);
  if (!(fileSize <= maxBytes)) throw policyTooLarge(maxBytes);
  return key;
}

/** The refusal of a file over its policy's content-length range. */
export const policyTooLarge = (maxBytes: number) =>
  DomainError.refused(413, m.tooLarge(Math.floor(maxBytes / 1024 / 1024)));

/**
 * The policy checks that need no file: fields, signature, expiry and key. The storage host runs them
 * on the fields sent before the file, so a refused post writes nothing; returns the file's byte limit.
 */
export function verifyUploadPolicy(
  secret: string,
  post: PostedUpload,
  now = Date.now(),
): { key: string; maxBytes: number } {
  const { key, policy, OSSAccessKeyId, signature } = post;
  if (!key || !policy || !OSSAccessKeyId || !signature) throw DomainError.refused(400, m.policyFieldsMissing);
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  if (OSSAccessKeyId !== LOCAL_ACCESS_ID || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw DomainError.refused(403, m.signatureInvalid);
  }
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    throw DomainError.refused(403, m.signatureInvalid);
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : NaN;
  if (!(expiration > now)) throw DomainError.refused(403, m.policyExpired);
  const conditions = Array.isArray(document.conditions) ? (document.conditions as unknown[][]) : [];
  const exact = conditions.find((c) => c[0] === 'eq' && c[1] === '$key')?.[2];
  const prefix = conditions.find((c) => c[0] === 'starts-with' && c[1] === '$key')?.[2];
  const range = conditions.find((c) => c[0] === 'content-length-range');
  if (typeof exact !== 'string' || typeof prefix !== 'string' || !range)
    throw DomainError.refused(403, m.signatureInvalid);
  if (key !== exact || !key.startsWith(prefix) || !isSafeKey(key)) throw DomainError.refused(403, m.keyNotAllowed);
  const maxBytes = Number(range[2]);
  if (!Number.isFinite(maxBytes)) throw DomainError.refused(403, m.signatureInvalid);
  return { key, maxBytes };
}
