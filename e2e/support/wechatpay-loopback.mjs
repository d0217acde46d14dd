// A loopback stand-in for WeChat Pay v3 Native, started beside the portal by playwright.config.ts.
// It checks every merchant request's RSA signature with the public key it is given, answers Native
// orders with a code_url and reports trade states. POST /simulate/pay/<out_trade_no> plays the
// customer scanning and paying with the phone. Nothing here is reachable from outside 127.0.0.1.
import { createVerify } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.PAY_PORT);
const publicKey = process.env.PAY_PUBLIC_KEY;
const mchid = process.env.PAY_MCHID;
const states = new Map();

const send = (res, status, json) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));

createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    if (req.url === '/healthz') return send(res, 200, { ok: true });
    const paid = /^\/simulate\/pay\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && paid) {
      if (!states.has(paid[1])) return send(res, 404, { code: 'ORDER_NOT_EXIST' });
      states.set(paid[1], 'SUCCESS');
      return send(res, 200, { trade_state: 'SUCCESS' });
    }
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    const valid = fields.signature && createVerify('RSA-SHA256').update(message).verify(publicKey, fields.signature, 'base64');
    if (!valid || fields.mchid !== mchid) return send(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
      const order = JSON.parse(body);
      states.set(order.out_trade_no, 'NOTPAY');
      return send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` });
    }
    const query = new RegExp(`^/v3/pay/transactions/out-trade-no/(\\w+)\\?mchid=${mchid}$`).exec(req.url ?? '');
    if (req.method === 'GET' && query) {
      const state = states.get(query[1]) ?? 'NOTPAY';
      return send(res, 200, { trade_state: state, ...(state === 'SUCCESS' ? { transaction_id: `4200${query[1].slice(0, 18)}` } : {}) });
    }
    send(res, 404, { code: 'NOT_FOUND' });
  });
}).listen(port, '127.0.0.1');
