// A loopback stand-in for WeChat Pay v3 Native, started beside the portal by playwright.config.ts.
// It checks every merchant request's RSA signature with the public key it is given, answers Native
// orders with a code_url, reports trade states and refunds paid orders (v3 domestic refunds, once per
// out_refund_no). POST /simulate/pay/<out_trade_no> plays the customer scanning and paying with the
// phone. Every answer carries the platform's signature, made with the platform key the config hands
// it, as the portal refuses unsigned answers. Nothing here is reachable from outside 127.0.0.1.
import { createSign, createVerify, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.PAY_PORT);
const publicKey = process.env.PAY_PUBLIC_KEY;
const mchid = process.env.PAY_MCHID;
const appid = process.env.PAY_APPID;
const platformKey = process.env.PAY_PLATFORM_PRIVATE_KEY;
const platformSerial = process.env.PAY_PLATFORM_SERIAL;
/** out_trade_no → { state, total } */
const orders = new Map();
/** out_refund_no → { refundId, outTradeNo, refund, total }: the same number answers the same refund. */
const refunds = new Map();

const refundAnswer = (outRefundNo) => {
  const r = refunds.get(outRefundNo);
  return {
    refund_id: r.refundId,
    out_refund_no: outRefundNo,
    out_trade_no: r.outTradeNo,
    status: 'SUCCESS',
    amount: { refund: r.refund, total: r.total, currency: 'CNY', payer_refund: r.refund },
  };
};

function platformHeaders(body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platformKey, 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': platformSerial,
  };
}

const send = (res, status, json) => {
  const text = JSON.stringify(json);
  res.writeHead(status, { 'content-type': 'application/json', ...platformHeaders(text) }).end(text);
};

createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    if (req.url === '/healthz') return send(res, 200, { ok: true });
    const paid = /^\/simulate\/pay\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && paid) {
      const order = orders.get(paid[1]);
      if (!order) return send(res, 404, { code: 'ORDER_NOT_EXIST' });
      order.state = 'SUCCESS';
      return send(res, 200, { trade_state: 'SUCCESS' });
    }
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    const valid =
      fields.signature && createVerify('RSA-SHA256').update(message).verify(publicKey, fields.signature, 'base64');
    if (!valid || fields.mchid !== mchid) return send(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
      const order = JSON.parse(body);
      orders.set(order.out_trade_no, { state: 'NOTPAY', total: order.amount.total });
      return send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` });
    }
    if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
      const ask = JSON.parse(body);
      if (refunds.has(ask.out_refund_no)) return send(res, 200, refundAnswer(ask.out_refund_no));
      const order = orders.get(ask.out_trade_no);
      if (order?.state !== 'SUCCESS') return send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (ask.amount.total !== order.total || !(ask.amount.refund >= 1) || ask.amount.refund > ask.amount.total)
        return send(res, 400, { code: 'PARAM_ERROR', message: '退款金额错误' });
      const refunded = [...refunds.values()]
        .filter((r) => r.outTradeNo === ask.out_trade_no)
        .reduce((sum, r) => sum + r.refund, 0);
      if (refunded + ask.amount.refund > order.total)
        return send(res, 403, { code: 'NOT_ENOUGH', message: '可退金额不足' });
      refunds.set(ask.out_refund_no, {
        refundId: `50000${String(refunds.size + 1).padStart(12, '0')}`,
        outTradeNo: ask.out_trade_no,
        refund: ask.amount.refund,
        total: ask.amount.total,
      });
      return send(res, 200, refundAnswer(ask.out_refund_no));
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && refundQuery) {
      // out_refund_no may hold | and @ (v3: digits, letters and _-|*@), which arrive percent-encoded.
      const outRefundNo = decodeURIComponent(refundQuery[1]);
      if (!refunds.has(outRefundNo)) return send(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return send(res, 200, refundAnswer(outRefundNo));
    }
    const query = new RegExp(`^/v3/pay/transactions/out-trade-no/(\\w+)\\?mchid=${mchid}$`).exec(req.url ?? '');
    if (req.method === 'GET' && query) {
      const order = orders.get(query[1]);
      if (!order) return send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return send(res, 200, {
        mchid,
        appid,
        out_trade_no: query[1],
        trade_state: order.state,
        ...(order.state === 'SUCCESS'
          ? {
              transaction_id: `4200${query[1].slice(0, 18)}`,
              amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
            }
          : {}),
      });
    }
    send(res, 404, { code: 'NOT_FOUND' });
  });
}).listen(port, '127.0.0.1');
