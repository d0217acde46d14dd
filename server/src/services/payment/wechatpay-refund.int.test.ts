import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeWechatPay } from '../../../test/support/wechatpay-server';
import { createNativeOrder, PaymentNetworkError, queryRefund, requestRefund } from './wechatpay';

let pay: Awaited<ReturnType<typeof fakeWechatPay>>;

beforeAll(async () => {
  pay = await fakeWechatPay();
});
afterEach(() => {
  pay.options.tamper = false;
  pay.options.refundStatus = 'SUCCESS';
  pay.options.refundFault = undefined;
});
afterAll(() => pay?.close());

const newNo = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/** An order the network has placed and seen paid in full. */
async function paidOrder(totalFen: number) {
  const outTradeNo = newNo('');
  await createNativeOrder(pay.config, {
    outTradeNo,
    description: '数字人套餐',
    amountFen: totalFen,
    notifyUrl: 'https://portal.example/pay/notify',
  });
  pay.paid.set(outTradeNo, { state: 'SUCCESS' });
  return outTradeNo;
}

const refundOf = (outTradeNo: string, refundFen: number, totalFen: number, outRefundNo = newNo('RF')) => ({
  outTradeNo,
  outRefundNo,
  refundFen,
  totalFen,
  reason: '客户误购',
});

describe('WeChat Pay v3 domestic refunds', () => {
  it('refunds a paid order and reads the answer', async () => {
    const outTradeNo = await paidOrder(4900);
    const refund = await requestRefund(pay.config, {
      ...refundOf(outTradeNo, 4900, 4900, 'RF-order|1@ops'),
      notifyUrl: 'https://portal.example/pay/refund-notify',
    });
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^5\d+$/),
      outRefundNo: 'RF-order|1@ops',
      status: 'SUCCESS',
      refundFen: 4900,
    });
    expect(pay.refunds.get('RF-order|1@ops')).toMatchObject({
      outTradeNo,
      refund: 4900,
      total: 4900,
      reason: '客户误购',
      notifyUrl: 'https://portal.example/pay/refund-notify',
    });
    // A refund the network refuses comes back as ABNORMAL, not as an error: the caller decides.
    pay.options.refundStatus = 'ABNORMAL';
    const refused = await requestRefund(pay.config, refundOf(await paidOrder(100), 100, 100));
    expect(refused.status).toBe('ABNORMAL');
  });

  it('refuses a refund larger than what was paid, of another total, or of an unpaid order', async () => {
    const outTradeNo = await paidOrder(4900);
    await expect(requestRefund(pay.config, refundOf(outTradeNo, 5000, 4900))).rejects.toThrow(
      /answered 400.*PARAM_ERROR/,
    );
    await expect(requestRefund(pay.config, refundOf(outTradeNo, 100, 5000))).rejects.toThrow(/answered 400/);
    await requestRefund(pay.config, refundOf(outTradeNo, 4000, 4900));
    const beyond = requestRefund(pay.config, refundOf(outTradeNo, 1000, 4900));
    await expect(beyond).rejects.toBeInstanceOf(PaymentNetworkError);
    await expect(beyond).rejects.toThrow(/answered 403.*NOT_ENOUGH/);
    const unpaid = newNo('');
    await expect(requestRefund(pay.config, refundOf(unpaid, 100, 100))).rejects.toThrow(
      /answered 404.*ORDER_NOT_EXIST/,
    );
    expect([...pay.refunds.values()].filter((r) => r.outTradeNo === outTradeNo).map((r) => r.refund)).toEqual([4000]);
  });

  it('refuses an answer without the platform’s signature, and one it cannot read', async () => {
    const outTradeNo = await paidOrder(4900);
    const ask = refundOf(outTradeNo, 4900, 4900);
    pay.options.tamper = true;
    const forged = requestRefund(pay.config, ask);
    await expect(forged).rejects.toBeInstanceOf(PaymentNetworkError);
    await expect(forged).rejects.toThrow(/unverified answer/);
    pay.options.tamper = false;
    // The network had refunded: only the answer was lost, and asking again under the same number answers it.
    expect((await requestRefund(pay.config, ask)).status).toBe('SUCCESS');
    const recorded = pay.refunds.get(ask.outRefundNo)!;
    recorded.status = 'REFUSED';
    await expect(queryRefund(pay.config, ask.outRefundNo)).rejects.toThrow(/unknown refund status REFUSED/);
    recorded.status = 'SUCCESS';
    recorded.refundId = '';
    await expect(queryRefund(pay.config, ask.outRefundNo)).rejects.toThrow(/no refund_id/);
  });

  it('ends a hanging or failing refund call in a PaymentNetworkError', async () => {
    const outTradeNo = await paidOrder(4900);
    pay.options.refundFault = 'hang';
    const started = Date.now();
    await expect(
      requestRefund({ ...pay.config, timeoutMs: 300 }, refundOf(outTradeNo, 4900, 4900)),
    ).rejects.toBeInstanceOf(PaymentNetworkError);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(queryRefund({ ...pay.config, timeoutMs: 300 }, 'RF1')).rejects.toBeInstanceOf(PaymentNetworkError);
    pay.options.refundFault = 'fail';
    await expect(requestRefund(pay.config, refundOf(outTradeNo, 4900, 4900))).rejects.toThrow(
      /answered 500.*SYSTEM_ERROR/,
    );
    expect([...pay.refunds.values()].some((r) => r.outTradeNo === outTradeNo)).toBe(false);
  });

  it('queries a recorded refund, and refuses an unknown one', async () => {
    const outTradeNo = await paidOrder(2900);
    const made = await requestRefund(pay.config, refundOf(outTradeNo, 1200, 2900, 'RF*query|2@ops'));
    expect(await queryRefund(pay.config, 'RF*query|2@ops')).toEqual(made);
    expect(made).toMatchObject({ outRefundNo: 'RF*query|2@ops', status: 'SUCCESS', refundFen: 1200 });
    await expect(queryRefund(pay.config, newNo('RF'))).rejects.toThrow(/answered 404.*RESOURCE_NOT_EXISTS/);
  });

  it('refunds once when an out_refund_no is sent again', async () => {
    const outTradeNo = await paidOrder(4900);
    const ask = refundOf(outTradeNo, 3000, 4900);
    const first = await requestRefund(pay.config, ask);
    const again = await requestRefund(pay.config, ask);
    // Even with another amount, the number names the refund already made.
    const changed = await requestRefund(pay.config, { ...ask, refundFen: 4900 });
    expect(again).toEqual(first);
    expect(changed).toEqual(first);
    expect([...pay.refunds.values()].filter((r) => r.outTradeNo === outTradeNo).map((r) => r.refund)).toEqual([3000]);
  });
});
