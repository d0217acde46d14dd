import { createSign, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3, Native (QR code) payments — the chat app's payment of 000 §4. Requests are
 * signed with the merchant's RSA key as v3 requires: SHA256-RSA over
 * "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n", sent in a WECHATPAY2-SHA256-RSA2048 Authorization header.
 */
export interface WechatPayConfig {
  apiBase: string;
  mchid: string;
  appid: string;
  serialNo: string;
  privateKeyPem: string;
}

export class PaymentNetworkError extends Error {}

async function call(config: WechatPayConfig, method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${method}\n${path}\n${timestamp}\n${nonce}\n${text}\n`).sign(config.privateKeyPem, 'base64');
  const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`;
  let res: Response;
  try {
    res = await fetch(config.apiBase.replace(/\/+$/, '') + path, {
      method,
      headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? text : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new PaymentNetworkError(error instanceof Error ? error.message : 'payment request failed');
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new PaymentNetworkError(`payment network answered ${res.status}: ${String(answer.message ?? '')}`);
  return answer;
}

/** Places a Native order; the answer's code_url is what the QR code shows (000 §9: 148 px, level H). */
export async function createNativeOrder(config: WechatPayConfig, order: { outTradeNo: string; description: string; amountFen: number; notifyUrl: string }) {
  const answer = await call(config, 'POST', '/v3/pay/transactions/native', {
    appid: config.appid,
    mchid: config.mchid,
    description: order.description.slice(0, 127),
    out_trade_no: order.outTradeNo,
    notify_url: order.notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  });
  if (typeof answer.code_url !== 'string') throw new PaymentNetworkError('no code_url in the answer');
  return answer.code_url;
}

/** The order's trade_state (000 §4 order statuses: NOTPAY, USERPAYING, ACCEPT, SUCCESS, …). */
export async function queryOrderState(config: WechatPayConfig, outTradeNo: string) {
  const answer = await call(config, 'GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`);
  return { state: String(answer.trade_state ?? 'NOTPAY'), transactionId: typeof answer.transaction_id === 'string' ? answer.transaction_id : null };
}
