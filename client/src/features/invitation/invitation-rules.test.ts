import { describe, expect, it } from 'vitest';
import { markersPresent, isPreviewPath, isRtcPreviewPath, safeRedirectPath } from '../auth/login-markers';
import { codePageOutcome, normaliseInviteCode, validateInvitation } from './invitation-rules';

describe('invitation form (000 §5)', () => {
  it('requires six letters or digits and a name of at most 100', () => {
    expect(validateInvitation('', '')).toEqual({ code: '请输入邀请码', companyName: '请输入企业名称' });
    expect(validateInvitation('AB-123', '企业')).toEqual({ code: '请输入正确的邀请码' });
    expect(validateInvitation(' DEMO01 ', '企'.repeat(101))).toEqual({ companyName: '企业名称不能超过100字' });
    expect(validateInvitation('DEMO01', '企'.repeat(100))).toEqual({});
  });

  it('trims and limits the code to 6', () => {
    expect(normaliseInviteCode(' DEMO012 ')).toBe('DEMO01');
  });
});

describe('login markers (000 §4)', () => {
  it('finds any of the markers', () => {
    expect(markersPresent(null, '')).toBe(false);
    expect(markersPresent('1', '')).toBe(true);
    expect(markersPresent(null, 'a=b; isLogin=1')).toBe(true);
    expect(markersPresent(null, 'isLogin=')).toBe(false);
  });

  it('knows preview pages and safe targets', () => {
    expect(isPreviewPath('/RtcPreview/p1')).toBe(true);
    expect(isPreviewPath('/home/interactive')).toBe(true);
    expect(isPreviewPath('/home/premium')).toBe(false);
    expect(isRtcPreviewPath('/BRtcPreview/x')).toBe(true);
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/home/project')).toBe('/home/project');
  });
});

describe('codePageOutcome (000 §4 /code)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const user = (authSource: string | null, validEndTime: Date | null) => ({
    properties: [{ authSource }],
    company: { validEndTime },
  });
  const past = new Date('2026-05-01T00:00:00Z');
  const future = new Date('2027-01-01T00:00:00Z');

  it('shows the form to any user whose company has expired or was never activated', () => {
    expect(codePageOutcome(user('wecom', past), now)).toBe('form');
    expect(codePageOutcome(user(null, past), now)).toBe('form');
    expect(codePageOutcome(user(null, null), now)).toBe('form');
  });

  it('sends a user of a valid company to /home, a plain member too', () => {
    expect(codePageOutcome(user('wecom', future), now)).toBe('home');
    expect(codePageOutcome(user(null, future), now)).toBe('home');
  });
});
