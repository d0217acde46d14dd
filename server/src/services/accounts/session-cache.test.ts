import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const owner = (userId: string, companyId = 'c1', sessionExpiresAt = Number.MAX_SAFE_INTEGER) => ({
  userId,
  companyId,
  sessionExpiresAt,
});

describe('session cache', () => {
  it('keeps an entry for the TTL at most, and never past the session end', () => {
    const cache = new SessionCache<string>(3000);
    cache.set('a', 'A', owner('u1'), cache.generation, 1000);
    cache.set('b', 'B', owner('u2', 'c1', 2000), cache.generation, 1000);
    expect(cache.get('a', 3999)).toBe('A');
    expect(cache.get('a', 4000)).toBeUndefined();
    expect(cache.get('b', 1999)).toBe('B');
    expect(cache.get('b', 2000)).toBeUndefined();
  });

  it('does not store a lookup that began before an invalidation', () => {
    const cache = new SessionCache<string>(3000);
    const started = cache.generation;
    cache.invalidate({ userId: 'u1' });
    cache.set('a', 'A', owner('u1'), started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('invalidates by token, user, company or everything', () => {
    const cache = new SessionCache<string>(3000);
    const fill = () => {
      cache.set('a', 'A', owner('u1', 'c1'), cache.generation);
      cache.set('b', 'B', owner('u2', 'c1'), cache.generation);
      cache.set('c', 'C', owner('u3', 'c2'), cache.generation);
    };
    fill();
    cache.invalidate({ tokenHash: 'a' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    fill();
    cache.invalidate({ userId: 'u2' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    fill();
    cache.invalidate({ companyId: 'c1' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'C']);
    fill();
    cache.invalidate({ all: true });
    expect(cache.size).toBe(0);
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SessionCache<string>(0);
    cache.set('a', 'A', owner('u1'), cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });
});
