import { createSign, randomBytes } from 'node:crypto';
import { verifyPlatformAnswer, PaymentSignatureError, type SignedHeaders } from './wechatpay-verify';

/**
 * WeChat Pay API v3, Native (QR code) payments — the chat app's payment of 000 §4. Requests are
 * signed with the merchant's RSA key as v3 requires: SHA256-RSA over
 * "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n", sent in a WECHATPAY2-SHA256-RSA2048 Authorization header.
 * Every answer must carry the platform's signature (wechatpay-verify.ts); one that does not is
 * treated as if the network had not answered.
 */
export interface WechatPayConfig {
  apiBase: string;
  mchid: string;
  appid: string;
  serialNo: string;
  privateKeyPem: string;
  /** The platform's public key (or certificate) and its serial: what answers and callbacks are signed with. */
  platformPublicKeyPem: string;
  platformSerial: string;
  /** The APIv3 key (32 bytes): the AEAD_AES_256_GCM key of callback resources. */
  apiV3Key: string;
  /** How long one call may take before it counts as a network failure; 15 s when left out. */
  timeoutMs?: number;
}

export class PaymentNetworkError extends Error {}

/** What the network says about one order (query answer or decrypted callback resource). */
export interface Transaction {
  mchid: string | null;
  appid: string | null;
  outTradeNo: string | null;
  transactionId: string | null;
  tradeState: string;
  amount: { total: number; currency: string } | null;
}

async function call(config: WechatPayConfig, method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${text}\n`)
    .sign(config.privateKeyPem, 'base64');
  const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`;
  let res: Response;
  let answerText: string;
  try {
    res = await fetch(config.apiBase.replace(/\/+$/, '') + path, {
      method,
      headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? text : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    answerText = await res.text();
  } catch (error) {
    throw new PaymentNetworkError(error instanceof Error ? error.message : 'payment request failed');
  }
  if (!res.ok) throw new PaymentNetworkError(`payment network answered ${res.status}: ${answerText.slice(0, 200)}`);
  try {
    verifyPlatformAnswer(config, headersOf(res), answerText);
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw new PaymentNetworkError(`unverified answer: ${error.message}`);
    throw error;
  }
  try {
    return JSON.parse(answerText) as Record<string, unknown>;
  } catch {
    throw new PaymentNetworkError('the answer is not JSON');
  }
}

const headersOf = (res: Response): SignedHeaders => ({
  signature: res.headers.get('wechatpay-signature'),
  timestamp: res.headers.get('wechatpay-timestamp'),
  nonce: res.headers.get('wechatpay-nonce'),
  serial: res.headers.get('wechatpay-serial'),
});

/** Places a Native order; the answer's code_url is what the QR code shows (000 §9: 148 px, level H). */
export async function createNativeOrder(
  config: WechatPayConfig,
  order: { outTradeNo: string; description: string; amountFen: number; notifyUrl: string },
) {
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

/** A transaction as v3 writes it (query answers and callback resources share the shape). */
export function transactionOf(answer: Record<string, unknown>): Transaction {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const amount = answer.amount as { total?: unknown; currency?: unknown } | undefined;
  return {
    mchid: str(answer.mchid),
    appid: str(answer.appid),
    outTradeNo: str(answer.out_trade_no),
    transactionId: str(answer.transaction_id),
    tradeState: str(answer.trade_state) ?? 'NOTPAY',
    amount:
      amount && typeof amount.total === 'number'
        ? { total: amount.total, currency: typeof amount.currency === 'string' ? amount.currency : 'CNY' }
        : null,
  };
}

/** The order's transaction (000 §4 order statuses: NOTPAY, USERPAYING, ACCEPT, SUCCESS, …). */
export async function queryOrder(config: WechatPayConfig, outTradeNo: string): Promise<Transaction> {
  return transactionOf(
    await call(
      config,
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`,
    ),
  );
}

/** A refund as v3 reports it (001/000 are silent on refunds; the operator console makes them, issue 27). */
export interface RefundResult {
  refundId: string;
  outRefundNo: string;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  refundFen: number;
}

const REFUND_STATES = new Set(['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED']);

function refundOf(answer: Record<string, unknown>): RefundResult {
  const amount = answer.amount as { refund?: unknown } | undefined;
  if (typeof answer.refund_id !== 'string' || !answer.refund_id)
    throw new PaymentNetworkError('no refund_id in the answer');
  if (typeof answer.status !== 'string' || !REFUND_STATES.has(answer.status))
    throw new PaymentNetworkError(`unknown refund status ${String(answer.status)}`);
  return {
    refundId: answer.refund_id,
    outRefundNo: typeof answer.out_refund_no === 'string' ? answer.out_refund_no : '',
    status: answer.status as RefundResult['status'],
    refundFen: typeof amount?.refund === 'number' ? amount.refund : 0,
  };
}

/**
 * Asks the network to refund (POST /v3/refund/domestic/refunds). The same out_refund_no sent again
 * answers the same refund, so a retry after a lost answer never refunds twice.
 */
export async function requestRefund(
  config: WechatPayConfig,
  refund: {
    outTradeNo: string;
    outRefundNo: string;
    refundFen: number;
    totalFen: number;
    reason: string;
    notifyUrl?: string;
  },
): Promise<RefundResult> {
  return refundOf(
    await call(config, 'POST', '/v3/refund/domestic/refunds', {
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      // v3 takes reason as string[1,80] and optional: an empty one is left out rather than refused.
      ...(refund.reason ? { reason: refund.reason.slice(0, 80) } : {}),
      ...(refund.notifyUrl ? { notify_url: refund.notifyUrl } : {}),
      amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
    }),
  );
}

/** A refund's state (GET /v3/refund/domestic/refunds/{out_refund_no}). */
export async function queryRefund(config: WechatPayConfig, outRefundNo: string): Promise<RefundResult> {
  return refundOf(await call(config, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`));
}
