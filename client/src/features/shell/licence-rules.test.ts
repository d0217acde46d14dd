import { describe, expect, it } from 'vitest';
import {
  isFreeUser,
  isLicenceVisible,
  licenceStatusText,
  visibleLicences,
  type CustomizeRights,
  type LicenceEntry,
} from './licence-rules';
import { ignoresNoticeFailure, mainMenuItems, pollsNotices, showsInteractive } from './shell-rules';

const rights = (over: Partial<CustomizeRights> = {}): CustomizeRights => ({
  enableInteractive: false,
  enableCard: false,
  enableHardware: false,
  enableSdk: false,
  ...over,
});
const licence = (appId: number, status: LicenceEntry['status'], endTime: Date | null = null): LicenceEntry => ({
  appId,
  status,
  endTime,
});

describe('licence visibility (000 §6)', () => {
  it('keeps only 21 without enableInteractive', () => {
    expect(
      [21, 22, 23, 24].filter((id) =>
        isLicenceVisible(id, rights({ enableCard: true, enableHardware: true, enableSdk: true })),
      ),
    ).toEqual([21]);
  });

  it('needs the matching right for 22, 23 and 24', () => {
    expect(
      [21, 22, 23, 24].filter((id) => isLicenceVisible(id, rights({ enableInteractive: true, enableCard: true }))),
    ).toEqual([21, 22]);
    expect(
      [21, 22, 23, 24].filter((id) =>
        isLicenceVisible(id, rights({ enableInteractive: true, enableHardware: true, enableSdk: true })),
      ),
    ).toEqual([21, 23, 24]);
  });

  it('sorts the visible licences by app id', () => {
    const list = [licence(22, 'valid'), licence(21, 'valid'), licence(24, 'valid')];
    expect(visibleLicences(list, rights({ enableInteractive: true, enableCard: true })).map((l) => l.appId)).toEqual([
      21, 22,
    ]);
  });
});

describe('free users and status text (000 §4)', () => {
  it('is free when every licence is not valid or overdue', () => {
    expect(isFreeUser([licence(21, 'overdue'), licence(22, 'not valid')])).toBe(true);
    expect(isFreeUser([])).toBe(true);
    expect(isFreeUser([licence(21, 'overdue'), licence(22, 'valid')])).toBe(false);
  });

  it('shows the expiry date, 已到期 or 未开通', () => {
    expect(licenceStatusText(licence(21, 'valid', new Date(2026, 11, 31)))).toBe('2026-12-31 到期');
    expect(licenceStatusText(licence(21, 'overdue', new Date(2020, 0, 1)))).toBe('已到期');
    expect(licenceStatusText(licence(21, 'not valid'))).toBe('未开通');
  });
});

describe('main menu and notices', () => {
  it('shows digital interactive only with the right or an interactive quota', () => {
    expect(mainMenuItems(showsInteractive(rights(), [])).map((i) => i.to)).toEqual(['/home/premium', '/home/project']);
    expect(showsInteractive(rights({ enableInteractive: true }), [])).toBe(true);
    expect(showsInteractive(rights(), [{ quotaType: 12, capacity: 0 }])).toBe(false);
    expect(showsInteractive(rights(), [{ quotaType: 13, capacity: 2 }])).toBe(true);
  });

  it('polls notices on /home pages except /home/project and ignores 503/401/403/network', () => {
    expect(pollsNotices('/home/premium')).toBe(true);
    expect(pollsNotices('/home/project')).toBe(false);
    expect(pollsNotices('/home/projectX')).toBe(true);
    expect(ignoresNoticeFailure({ httpStatus: 503, network: false })).toBe(true);
    expect(ignoresNoticeFailure({ httpStatus: null, network: true })).toBe(true);
    expect(ignoresNoticeFailure({ httpStatus: 500, network: false })).toBe(false);
  });
});
