import { describe, expect, it } from 'vitest';
import {
  auditTargetLabel,
  canRefund,
  isLicenceLine,
  licenceRows,
  licenceState,
  lineName,
  minutes,
  noticeState,
  payMethod,
  roleNames,
  yuan,
} from './format';

describe('the console’s wording', () => {
  it('writes fen as yuan with two decimals and thousands separators', () => {
    expect(yuan(4900)).toBe('¥49.00');
    expect(yuan(123456789)).toBe('¥1,234,567.89');
    expect(yuan(0)).toBe('¥0.00');
  });

  it('writes minutes with one decimal while small and whole from 100 up', () => {
    expect(minutes(0)).toBe('0 分钟');
    expect(minutes(2.345)).toBe('2.3 分钟');
    expect(minutes(1234.56)).toBe('1,235 分钟');
  });

  it('names a member’s roles, the legacy administrator as 管理员, none as 成员', () => {
    expect(roleNames(['超管'])).toBe('超管');
    expect(roleNames(['管理员', 'administrator'])).toBe('管理员');
    expect(roleNames([])).toBe('成员');
  });

  it('names how an order was paid, with the transfer reference', () => {
    expect(payMethod({ paySource: 'online', transferRef: null })).toBe('微信支付');
    expect(payMethod({ paySource: 'offline', transferRef: 'ICBC-1' })).toBe('线下转账 ICBC-1');
  });

  it('offers a refund only for a paid WeChat Pay order', () => {
    expect(canRefund({ status: 'SUCCESS', paySource: 'online' })).toBe(true);
    expect(canRefund({ status: 'SUCCESS', paySource: 'offline' })).toBe(false);
    expect(canRefund({ status: 'REFUNDED', paySource: 'online' })).toBe(false);
    expect(canRefund({ status: 'NOTPAY', paySource: 'online' })).toBe(false);
  });

  it('names product lines and tells live licences from ended ones', () => {
    expect(lineName(21)).toBe('数字员工播报视频');
    expect(lineName(99)).toBe('产品线 99');
    expect(isLicenceLine(24)).toBe(true);
    expect(isLicenceLine(20)).toBe(false);
    const now = Date.parse('2026-11-27T00:00:00Z');
    const day = (d: string) => new Date(`2026-11-${d}T00:00:00Z`);
    expect(licenceState({ startTime: day('01'), endTime: day('28') }, now)).toBe('live');
    expect(licenceState({ startTime: day('01'), endTime: day('27') }, now)).toBe('ended');
    expect(licenceState({ startTime: day('28'), endTime: day('30') }, now)).toBe('pending');
  });

  it('offers 收回 once per line, on its first unexpired period', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    const at = (d: string) => new Date(`2026-${d}T00:00:00Z`);
    const rows = licenceRows(
      [
        { appId: 21, startTime: at('11-28'), endTime: at('12-28') },
        { appId: 22, startTime: at('01-01'), endTime: at('02-01') },
        { appId: 21, startTime: at('11-01'), endTime: at('11-27') },
        { appId: 21, startTime: at('11-26'), endTime: at('11-28') },
      ],
      now,
    );
    expect(rows.map((r) => [r.licence.appId, r.state, r.revocable])).toEqual([
      [21, 'ended', false],
      [21, 'live', true],
      [21, 'pending', false],
      [22, 'ended', false],
    ]);
  });

  it('tells scheduled, published and retracted notices apart', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(noticeState({ publishAt: '2026-11-28T00:00:00Z', retractedAt: null }, now).label).toBe('待发布');
    expect(noticeState({ publishAt: '2026-11-26T00:00:00Z', retractedAt: null }, now).label).toBe('已发布');
    expect(noticeState({ publishAt: '2026-11-26T00:00:00Z', retractedAt: '2026-11-26T01:00:00Z' }, now).label).toBe(
      '已撤回',
    );
  });

  it('names an audit row’s target, telling operator accounts from the platform settings written as operator', () => {
    expect(auditTargetLabel({ targetKind: 'operator', action: 'operator.disable' })).toBe('运营人员');
    expect(auditTargetLabel({ targetKind: 'operator', action: 'payment.settings' })).toBe('平台设置');
    expect(auditTargetLabel({ targetKind: 'company', action: 'company.suspend' })).toBe('企业');
    expect(auditTargetLabel({ targetKind: 'future', action: 'future.thing' })).toBe('future');
  });
});
