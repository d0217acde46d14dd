import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-rules';
import { safeFetchBytes, SafeFetchError } from './safe-fetch';

describe('isAllowedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isAllowedAddress(ip)).toBe(false);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => {
    expect(isAllowedAddress(ip)).toBe(true);
  });
  it('allows loopback only with the flag, and never private ranges', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('safeFetchBytes', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') return void res.writeHead(200).end(Buffer.alloc(5000));
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      if (req.url === '/to-metadata')
        return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url === '/to-ok') return void res.writeHead(302, { location: '/ok' }).end();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());
  const options = { maxBytes: 1000, timeoutMs: 1000, allowLoopback: true };
  const reason = (p: Promise<unknown>) =>
    p.then(
      () => 'fetched',
      (e: unknown) => (e instanceof SafeFetchError ? e.reason : String(e)),
    );

  it('refuses loopback without the flag, by address literal and by name', async () => {
    expect(await reason(safeFetchBytes(`${origin}/ok`, { ...options, allowLoopback: false }))).toBe('address');
    expect(
      await reason(
        safeFetchBytes(`${origin.replace('127.0.0.1', 'localhost')}/ok`, { ...options, allowLoopback: false }),
      ),
    ).toBe('address');
  });
  it('fetches with the flag and follows a redirect, checking its target again', async () => {
    expect((await safeFetchBytes(`${origin}/to-ok`, options)).body.toString()).toBe('ok');
    expect(await reason(safeFetchBytes(`${origin}/to-metadata`, options))).toBe('address');
  });
  it('refuses other schemes, bodies over the cap and links past the time cap', async () => {
    expect(await reason(safeFetchBytes('file:///etc/passwd', options))).toBe('protocol');
    expect(await reason(safeFetchBytes(`${origin}/big`, options))).toBe('size');
    expect(await reason(safeFetchBytes(`${origin}/slow`, { ...options, timeoutMs: 300 }))).toBe('timeout');
  });
});
