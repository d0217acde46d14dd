import { describe, expect, it } from 'vitest';
import { canRefund, licenceLive, lineName, noticeState, payMethod, yuan } from './format';

describe('the console’s wording', () => {
  it('writes fen as yuan with two decimals and thousands separators', () => {
    expect(yuan(4900)).toBe('¥49.00');
    expect(yuan(123456789)).toBe('¥1,234,567.89');
    expect(yuan(0)).toBe('¥0.00');
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
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(licenceLive({ endTime: '2026-11-28T00:00:00Z' }, now)).toBe(true);
    expect(licenceLive({ endTime: '2026-11-27T00:00:00Z' }, now)).toBe(false);
  });

  it('tells scheduled, published and retracted notices apart', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(noticeState({ publishAt: '2026-11-28T00:00:00Z', retractedAt: null }, now).label).toBe('待发布');
    expect(noticeState({ publishAt: '2026-11-26T00:00:00Z', retractedAt: null }, now).label).toBe('已发布');
    expect(noticeState({ publishAt: '2026-11-26T00:00:00Z', retractedAt: '2026-11-26T01:00:00Z' }, now).label).toBe(
      '已撤回',
    );
  });
});
