import { describe, expect, it } from 'vitest';
import { standingNotice } from './standing-notice';

describe('the pay-wall’s standing notice', () => {
  it('says when an expired company’s rights ended, that a company without any has none, and nothing otherwise', () => {
    expect(standingNotice({ state: 'expired', endedAt: new Date(2026, 0, 5, 12) })).toBe(
      '贵企业的授权已于 2026-01-05 到期，续费后即可继续使用。',
    );
    expect(standingNotice({ state: 'noLicence', endedAt: null })).toBe('贵企业暂未开通任何授权，开通后即可生成视频。');
    expect(standingNotice({ state: 'active', endedAt: null })).toBeNull();
    expect(standingNotice(null)).toBeNull();
  });
});
