import { describe, expect, it } from 'vitest';
import { allCalls } from '@portal/contracts';
import { callNeedsSession, DEFAULT_JSON_BYTES, DOCUMENT_CALLS, jsonLimitOf, PUBLIC_JSON_BYTES } from './body-limits';

const byId = (id: string) => allCalls.find((c) => c.id === id)!;

describe('body limits per call', () => {
  it('gives public calls the small cap, signed-in calls the default, document calls the ceiling', () => {
    const ceiling = 10 * 1024 * 1024;
    expect(jsonLimitOf(byId('datareportUpload'), ceiling)).toBe(PUBLIC_JSON_BYTES);
    expect(jsonLimitOf(byId('ossGetUploadCred'), ceiling)).toBe(DEFAULT_JSON_BYTES);
    expect(jsonLimitOf(byId('videocreationProjectUpdate'), ceiling)).toBe(ceiling);
    expect(jsonLimitOf(byId('videocreationProjectUpdate'), 1024)).toBe(1024);
  });

  it('names only calls of the catalogue as document calls', () => {
    for (const id of DOCUMENT_CALLS) expect(byId(id), id).toBeDefined();
  });

  it('checks a session first for every call a middleware would refuse without one', () => {
    expect(callNeedsSession(byId('mediaUpload'))).toBe(true);
    expect(callNeedsSession(byId('ossHostFilePost'))).toBe(false);
    expect(callNeedsSession(byId('datareportUpload'))).toBe(false);
  });
});
