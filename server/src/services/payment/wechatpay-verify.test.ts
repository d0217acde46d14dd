import { createCipheriv, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResource, PaymentSignatureError, verifyPlatformAnswer } from './wechatpay-verify';

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const config = {
  platformPublicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  platformSerial: 'PUB_KEY_ID_1',
};
const now = 1_800_000_000_000;
const sign = (timestamp: string, nonce: string, body: string) =>
  createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');
const headers = (body: string, timestamp = String(now / 1000)) => ({
  signature: sign(timestamp, 'n1', body),
  timestamp,
  nonce: 'n1',
  serial: 'PUB_KEY_ID_1',
});

describe('WeChat Pay v3 platform signatures', () => {
  it('accepts the platform’s signature over timestamp, nonce and body', () => {
    expect(() => verifyPlatformAnswer(config, headers('{"a":1}'), '{"a":1}', now)).not.toThrow();
  });

  it('refuses another body, nonce, serial, a stale or future timestamp, and missing headers', () => {
    const h = headers('{"a":1}');
    expect(() => verifyPlatformAnswer(config, h, '{"a":2}', now)).toThrow(PaymentSignatureError);
    expect(() => verifyPlatformAnswer(config, { ...h, nonce: 'n2' }, '{"a":1}', now)).toThrow(/bad signature/);
    expect(() => verifyPlatformAnswer(config, { ...h, serial: 'PUB_KEY_ID_2' }, '{"a":1}', now)).toThrow(/serial/);
    expect(() => verifyPlatformAnswer(config, headers('{"a":1}', String(now / 1000 - 301)), '{"a":1}', now)).toThrow(
      /window/,
    );
    expect(() => verifyPlatformAnswer(config, headers('{"a":1}', String(now / 1000 + 301)), '{"a":1}', now)).toThrow(
      /window/,
    );
    expect(() => verifyPlatformAnswer(config, { ...h, signature: null }, '{"a":1}', now)).toThrow(/unsigned/);
    expect(() => verifyPlatformAnswer(config, { ...h, signature: 'not base64 at all' }, '{"a":1}', now)).toThrow(
      PaymentSignatureError,
    );
  });
});

describe('callback resources (AEAD_AES_256_GCM)', () => {
  const key = '0123456789abcdef0123456789abcdef';
  const seal = (text: string, aad = 'transaction', nonce = 'abcdefghijkl', k = key) => {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(k), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(aad));
    return {
      algorithm: 'AEAD_AES_256_GCM',
      nonce,
      associated_data: aad,
      ciphertext: Buffer.concat([cipher.update(text), cipher.final(), cipher.getAuthTag()]).toString('base64'),
    };
  };

  it('opens a resource sealed with the APIv3 key', () => {
    expect(decryptResource(key, seal('{"trade_state":"SUCCESS"}'))).toBe('{"trade_state":"SUCCESS"}');
  });

  it('refuses another key, altered associated data or ciphertext, and other algorithms', () => {
    expect(() => decryptResource(key, seal('{}', 'transaction', 'abcdefghijkl', 'x'.repeat(32)))).toThrow(
      PaymentSignatureError,
    );
    expect(() => decryptResource(key, { ...seal('{}'), associated_data: 'refund' })).toThrow(PaymentSignatureError);
    const sealed = seal('{"total":4900}');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptResource(key, { ...sealed, ciphertext: bytes.toString('base64') })).toThrow(
      PaymentSignatureError,
    );
    expect(() => decryptResource(key, { ...sealed, algorithm: 'AES_256_CBC' })).toThrow(/algorithm/);
  });
});
