import { describe, expect, it } from 'vitest';
import { HOME_PATH, landingAfterLogin, parsePendingAction } from './pending-action';

describe('landingAfterLogin (000 §4 redirect by entry type)', () => {
  it('sends a path entry to its path, or /home/premium without one', () => {
    expect(landingAfterLogin({ type: 'path', path: '/home/project' })).toEqual({
      path: '/home/project',
      pending: null,
    });
    expect(landingAfterLogin({ type: 'path' })).toEqual({ path: HOME_PATH, pending: null });
  });

  it('refuses off-site paths', () => {
    expect(landingAfterLogin({ type: 'path', path: '//evil.example/x' }).path).toBe(HOME_PATH);
    expect(landingAfterLogin({ type: 'path', path: 'https://evil.example' }).path).toBe(HOME_PATH);
  });

  it('records AI-tool and member entries and goes to /home/premium', () => {
    expect(landingAfterLogin({ type: 'aiTool' })).toEqual({ path: HOME_PATH, pending: 'AiTool' });
    expect(landingAfterLogin({ type: 'member' })).toEqual({ path: HOME_PATH, pending: 'Member' });
  });
});

describe('parsePendingAction', () => {
  it('accepts only the known types', () => {
    expect(parsePendingAction('Member')).toBe('Member');
    expect(parsePendingAction('AiTool')).toBe('AiTool');
    expect(parsePendingAction('member')).toBeNull();
    expect(parsePendingAction(null)).toBeNull();
  });
});
