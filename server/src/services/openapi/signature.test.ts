import { describe, expect, it } from 'vitest';
import { signOpenapiSignature, verifyOpenapiSignature } from './signature';

const secret = 'a'.repeat(64);

describe('open API signature', () => {
  it('verifies a signature it issued until it expires', () => {
    const sig = signOpenapiSignature(secret, 'company-1', 2_000);
    expect(verifyOpenapiSignature(secret, sig, 1_000)).toBe('company-1');
    expect(verifyOpenapiSignature(secret, sig, 2_001)).toBeNull();
  });

  it('refuses a signature made with another secret or edited', () => {
    const sig = signOpenapiSignature(secret, 'company-1', 2_000);
    expect(verifyOpenapiSignature('b'.repeat(64), sig, 1_000)).toBeNull();
    expect(verifyOpenapiSignature(secret, sig.replace('company-1', 'company-2'), 1_000)).toBeNull();
    expect(verifyOpenapiSignature(secret, 'v1.x.y', 1_000)).toBeNull();
    expect(verifyOpenapiSignature(secret, '', 1_000)).toBeNull();
  });
});
