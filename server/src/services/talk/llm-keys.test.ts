import { describe, expect, it } from 'vitest';
import { maskKey, maskTalkKeys, openKey, sealKey, sealTalkKeys } from './llm-keys';

const secret = 'a'.repeat(64);

describe('model keys at rest', () => {
  it('seals with AES-256-GCM: the clear key is not in the stored value, two seals differ, the right secret opens it', () => {
    const a = sealKey('sk-live-abcdefgh1234', secret);
    const b = sealKey('sk-live-abcdefgh1234', secret);
    expect(a).not.toContain('sk-live');
    expect(a).not.toBe(b);
    expect(openKey(a, secret)).toBe('sk-live-abcdefgh1234');
    expect(() => openKey(a, 'b'.repeat(64))).toThrow();
    const forged = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(() => openKey(forged, secret)).toThrow();
  });

  it('masks to the last four characters, and shows none of a short key', () => {
    expect(maskKey(sealKey('sk-live-abcdefgh1234', secret))).toBe('****1234');
    expect(maskKey('sk-plain-key-5678')).toBe('****5678');
    expect(maskKey('short')).toBe('****');
    expect(
      maskTalkKeys({ llmConfig: { name: 'n', url: 'u', accessKey: sealKey('key-with-length-9999', secret) } }),
    ).toEqual({ llmConfig: { name: 'n', url: 'u', accessKey: '****9999' } });
  });

  it('keeps the stored key when the mask comes back, seals a new one, and leaves other settings alone', () => {
    const stored = sealTalkKeys(
      { llmConfig: { name: 'n', url: 'u', accessKey: 'first-key-0001', secretKey: 'first-secret-0002' } },
      {},
      secret,
    );
    const kept = sealTalkKeys(
      { modelName: 'm', llmConfig: { name: 'n2', url: 'u', accessKey: '****0001', secretKey: '****0002' } },
      stored,
      secret,
    );
    const llm = kept.llmConfig as Record<string, string>;
    expect(kept.modelName).toBe('m');
    expect(llm.name).toBe('n2');
    expect(openKey(llm.accessKey!, secret)).toBe('first-key-0001');
    expect(openKey(llm.secretKey!, secret)).toBe('first-secret-0002');
    const replaced = sealTalkKeys({ llmConfig: { name: 'n', url: 'u', accessKey: 'second-key-0003' } }, stored, secret);
    expect(openKey((replaced.llmConfig as Record<string, string>).accessKey!, secret)).toBe('second-key-0003');
  });
});
