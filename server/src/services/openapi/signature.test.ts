import { describe, expect, it } from 'vitest';
import { MEMBER_KEY_ID, signOpenapiSignature, verifyOpenapiSignature } from './signature';

const secret = 'a'.repeat(64);
const company = '6f1c3c5e-1d1b-4a51-9d59-1c1f2d3e4f50';
const claims = { companyId: company, keyId: 'k-1', projectId: null, expiresAtMs: 2_000 };

describe('open API signature', () => {
  it('verifies a signature it issued until it expires, then says it expired', () => {
    const sig = signOpenapiSignature(secret, claims);
    expect(verifyOpenapiSignature(secret, sig, 1_000)).toEqual({ ok: true, claims });
    expect(verifyOpenapiSignature(secret, sig, 2_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps the project it was bound to', () => {
    const sig = signOpenapiSignature(secret, { ...claims, keyId: MEMBER_KEY_ID, projectId: 'p-9' });
    const check = verifyOpenapiSignature(secret, sig, 1_000);
    expect(check.ok && check.claims).toEqual({ ...claims, keyId: MEMBER_KEY_ID, projectId: 'p-9' });
  });

  it('refuses a signature made with another secret, edited, or malformed', () => {
    const sig = signOpenapiSignature(secret, claims);
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyOpenapiSignature('b'.repeat(64), sig, 1_000)).toEqual(invalid);
    expect(verifyOpenapiSignature(secret, sig.replace('.*.', '.p-2.'), 1_000)).toEqual(invalid);
    expect(verifyOpenapiSignature(secret, sig.replace('2000', '9000'), 1_000)).toEqual(invalid);
    expect(verifyOpenapiSignature(secret, 'v1.x.y.z', 1_000)).toEqual(invalid);
    expect(verifyOpenapiSignature(secret, '', 1_000)).toEqual(invalid);
  });
});
