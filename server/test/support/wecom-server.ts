import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WecomProfile {
  name: string;
  mobile?: string;
  email?: string;
}

/**
 * A loopback stand-in for the messaging app's server API (gettoken → auth/getuserinfo → user/get).
 * `codes` maps an authCode to the app's user id, `profiles` a user id to what user/get answers;
 * tests change both as the app's directory would change.
 */
export async function fakeWecom() {
  const codes = new Map<string, string>();
  const profiles = new Map<string, WecomProfile>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/cgi-bin/gettoken') {
      return send(
        url.searchParams.get('corpsecret') === 'secret'
          ? { errcode: 0, access_token: 'T1', expires_in: 7200 }
          : { errcode: 40001, errmsg: 'invalid credential' },
      );
    }
    if (url.searchParams.get('access_token') !== 'T1') return send({ errcode: 40014, errmsg: 'invalid access_token' });
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const userid = codes.get(url.searchParams.get('code') ?? '');
      return send(userid ? { errcode: 0, userid } : { errcode: 40029, errmsg: 'invalid code' });
    }
    if (url.pathname === '/cgi-bin/user/get') {
      const profile = profiles.get(url.searchParams.get('userid') ?? '');
      return send(profile ? { errcode: 0, ...profile } : { errcode: 60111, errmsg: 'userid not found' });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codes,
    profiles,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
