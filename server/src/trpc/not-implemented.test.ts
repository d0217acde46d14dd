import { allCalls, commonMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError, httpStatusOf } from '../services/domain-error';
import { isCallImplemented, notImplemented } from './not-implemented';

describe('a documented call not built yet', () => {
  it('answers 501 with the clear message and its call id, never a fake answer', () => {
    const call = allCalls[0]!;
    const resolve = notImplemented(call);
    const error = (() => {
      try {
        resolve();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'notImplemented', code: 501, message: commonMessages.notImplemented });
    expect((error as DomainError).data).toEqual({ callId: call.id });
    expect(httpStatusOf(error as DomainError)).toBe(501);
    // Wiring the resolver is what marks the call as not built (npm run routes, spec coverage).
    expect(isCallImplemented(call.id)).toBe(false);
  });
});
