import { describe, expect, it } from 'vitest';
import { isConsoleKey, isSignedOut } from './console-session';

describe('the operator’s session', () => {
  it('reads a 401 or UNAUTHORIZED answer as signed out, and nothing else', () => {
    expect(isSignedOut({ message: '请先以运营方身份登录', data: { httpStatus: 401, code: 'UNAUTHORIZED' } })).toBe(
      true,
    );
    expect(isSignedOut({ message: 'x', data: { code: 'UNAUTHORIZED' } })).toBe(true);
    expect(isSignedOut({ message: 'x', data: { httpStatus: 400, code: 'BAD_REQUEST' } })).toBe(false);
    expect(isSignedOut(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('tells the console’s calls from the company portal’s by their key', () => {
    expect(isConsoleKey([['ops', 'companyList'], { input: {}, type: 'query' }])).toBe(true);
    expect(isConsoleKey([['ops', 'licenceGrant']])).toBe(true);
    expect(isConsoleKey([['user', 'getInfo'], { type: 'query' }])).toBe(false);
    expect(isConsoleKey(['ops'])).toBe(false);
    expect(isConsoleKey(undefined)).toBe(false);
  });
});
