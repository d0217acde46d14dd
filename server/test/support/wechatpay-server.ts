import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../../src/services/payment/wechatpay';

export const MCHID = '1900000109';
export const APPID = 'wx8888888888888888';
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
export const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: { export(o: object): string | Buffer }, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();

export interface Paid {
  state: string;
  /** What the network says was paid; the order's own amount when left out. */
  total?: number;
  currency?: string;
}

/** Signs a body as the platform does: RSA-SHA256 over "timestamp\nnonce\nbody\n". */
export function platformHeaders(body: string, options: { timestamp?: number; key?: string; serial?: string } = {}) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(options.key ?? pem(platform.privateKey, 'pkcs8'), 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** A v3 TRANSACTION.SUCCESS notification whose resource is the transaction, sealed with AEAD_AES_256_GCM. */
export function notification(transaction: object, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const aad = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: aad,
      nonce,
    },
  });
}

/**
 * A loopback stand-in for WeChat Pay v3: checks each request's RSA signature with the merchant's
 * public key, answers Native orders with a code_url and queries with the state it is told to, and
 * signs every answer with its own platform key (`tamper` breaks that signature). It also sends
 * callbacks to the notify_url an order named.
 */
export async function fakeWechatPay() {
  const paid = new Map<string, Paid>();
  const orders = new Map<string, { total: number; notifyUrl: string }>();
  /**
   * tamper: a wrong answer signature; refundStatus: what refunds answer (ABNORMAL plays a refused refund);
   * refundFault: both refund endpoints never answer ('hang') or answer 500 SYSTEM_ERROR ('fail'), recording nothing.
   */
  const options = {
    tamper: false,
    refundStatus: 'SUCCESS' as 'SUCCESS' | 'ABNORMAL',
    refundFault: undefined as undefined | 'hang' | 'fail',
  };
  /** out_refund_no → the refund the network recorded; the same number answers the same refund. */
  const refunds = new Map<
    string,
    {
      refundId: string;
      outTradeNo: string;
      refund: number;
      total: number;
      status: string;
      reason?: string;
      notifyUrl?: string;
    }
  >();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
      const valid =
        fields.signature &&
        createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature, 'base64');
      const send = (status: number, json: object) => {
        const text = JSON.stringify(json);
        const headers = platformHeaders(text);
        if (options.tamper) headers['wechatpay-signature'] = platformHeaders(`${text} `)['wechatpay-signature'];
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
      };
      if (!valid || fields.mchid !== MCHID) return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
        const order = JSON.parse(body) as { out_trade_no: string; notify_url: string; amount: { total: number } };
        orders.set(order.out_trade_no, { total: order.amount.total, notifyUrl: order.notify_url });
        return send(200, {
          code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(0, 8)}&total=${order.amount.total}`,
        });
      }
      const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(req.url ?? '');
      const refundCall = req.url === '/v3/refund/domestic/refunds' || refundQuery;
      if (refundCall && options.refundFault === 'hang') return;
      if (refundCall && options.refundFault === 'fail') return send(500, { code: 'SYSTEM_ERROR', message: '系统错误' });
      if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
        const ask = JSON.parse(body) as {
          out_trade_no: string;
          out_refund_no: string;
          reason?: string;
          notify_url?: string;
          amount: { refund: number; total: number; currency: string };
        };
        const known = refunds.get(ask.out_refund_no);
        if (known) return send(200, refundAnswer(ask.out_refund_no));
        const trade = transaction(ask.out_trade_no);
        if (trade.trade_state !== 'SUCCESS') return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        const paidTotal = trade.amount!.total;
        if (ask.amount.total !== paidTotal || !(ask.amount.refund >= 1) || ask.amount.refund > ask.amount.total)
          return send(400, { code: 'PARAM_ERROR', message: '退款金额错误' });
        const refundedSoFar = [...refunds.values()]
          .filter((r) => r.outTradeNo === ask.out_trade_no && r.status === 'SUCCESS')
          .reduce((sum, r) => sum + r.refund, 0);
        if (refundedSoFar + ask.amount.refund > paidTotal)
          return send(403, { code: 'NOT_ENOUGH', message: '可退金额不足' });
        refunds.set(ask.out_refund_no, {
          refundId: `50000${String(refunds.size + 1).padStart(12, '0')}`,
          outTradeNo: ask.out_trade_no,
          refund: ask.amount.refund,
          total: ask.amount.total,
          status: options.refundStatus,
          reason: ask.reason,
          notifyUrl: ask.notify_url,
        });
        return send(200, refundAnswer(ask.out_refund_no));
      }
      if (req.method === 'GET' && refundQuery) {
        // out_refund_no may hold | and @ (v3: digits, letters and _-|*@), which arrive percent-encoded.
        const outRefundNo = decodeURIComponent(refundQuery[1]!);
        if (!refunds.has(outRefundNo)) return send(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
        return send(200, refundAnswer(outRefundNo));
      }
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\?mchid=1900000109$/.exec(req.url ?? '');
      if (req.method === 'GET' && query) return send(200, transaction(query[1]!));
      send(404, { code: 'NOT_FOUND' });
    });
  });
  const transaction = (outTradeNo: string) => {
    const p = paid.get(outTradeNo) ?? { state: 'NOTPAY' };
    const total = p.total ?? orders.get(outTradeNo)?.total ?? 0;
    return {
      appid: APPID,
      mchid: MCHID,
      out_trade_no: outTradeNo,
      trade_state: p.state,
      ...(p.state === 'SUCCESS'
        ? {
            transaction_id: `4200${outTradeNo.slice(0, 10)}`,
            amount: { total, payer_total: total, currency: p.currency ?? 'CNY', payer_currency: 'CNY' },
          }
        : {}),
    };
  };
  const refundAnswer = (outRefundNo: string) => {
    const r = refunds.get(outRefundNo)!;
    return {
      refund_id: r.refundId,
      out_refund_no: outRefundNo,
      out_trade_no: r.outTradeNo,
      status: r.status,
      amount: { refund: r.refund, total: r.total, currency: 'CNY', payer_refund: r.refund },
    };
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: WechatPayConfig = {
    apiBase: base,
    mchid: MCHID,
    appid: APPID,
    serialNo: 'SERIAL1',
    privateKeyPem: pem(merchant.privateKey, 'pkcs8'),
    platformPublicKeyPem: pem(platform.publicKey, 'spki'),
    platformSerial: PLATFORM_SERIAL,
    apiV3Key: API_V3_KEY,
  };
  return {
    server,
    base,
    config,
    paid,
    options,
    refunds,
    /** The notify_url the order gave, and the notification the network would send now. */
    callbackOf(outTradeNo: string, apiV3Key = API_V3_KEY) {
      return { url: orders.get(outTradeNo)!.notifyUrl, body: notification(transaction(outTradeNo), apiV3Key) };
    },
    /** Posts a signed notification as the network does; `headers` replaces the platform's. */
    async notify(url: string, body: string, headers: Record<string, string> = platformHeaders(body)) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: res.status, text: await res.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A request left hanging (refundFault) would otherwise hold the server open.
        server.closeAllConnections();
      }),
  };
}
