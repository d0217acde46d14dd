import { createDecipheriv, createVerify } from 'node:crypto';

/**
 * Checks on what WeChat Pay v3 sends us: the platform's RSA-SHA256 signature over
 * "TIMESTAMP\nNONCE\nBODY\n" (headers Wechatpay-Signature / -Timestamp / -Nonce / -Serial) on
 * every answer and callback, and the AEAD_AES_256_GCM resource of a callback.
 */
export class PaymentSignatureError extends Error {}

export interface SignedHeaders {
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  nonce: string | null | undefined;
  serial: string | null | undefined;
}

/** v3 asks to refuse messages whose timestamp is more than five minutes off: old ones are replays. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export function verifyPlatformAnswer(
  config: { platformPublicKeyPem: string; platformSerial: string },
  headers: SignedHeaders,
  body: string,
  now = Date.now(),
) {
  const { signature, timestamp, nonce, serial } = headers;
  if (!signature || !timestamp || !nonce || !serial) throw new PaymentSignatureError('unsigned');
  if (serial !== config.platformSerial) throw new PaymentSignatureError(`unknown platform serial ${serial}`);
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > SIGNATURE_WINDOW_SECONDS)
    throw new PaymentSignatureError('timestamp outside the window');
  let valid = false;
  try {
    valid = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(config.platformPublicKeyPem, signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new PaymentSignatureError('bad signature');
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string | undefined;
}

/** The callback's resource: base64 of ciphertext followed by the 16-byte GCM tag, keyed with the APIv3 key. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new PaymentSignatureError(`unknown algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new PaymentSignatureError('ciphertext too short');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new PaymentSignatureError('the resource does not decrypt');
  }
}
