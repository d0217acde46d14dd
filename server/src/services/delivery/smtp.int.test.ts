import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDelivery, OutgoingMessage } from './delivery';
import { smtpDelivery } from './smtp';

describe('SMTP delivery', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    // A real SMTP server on loopback stands in for the mail provider.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends e-mail over SMTP and leaves SMS to the fallback', async () => {
    const fallback: OutgoingMessage[] = [];
    const sms: MessageDelivery = { send: async (m) => void fallback.push(m) };
    const delivery = smtpDelivery(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'portal <no-reply@test.local>', sms);
    await delivery.send({
      channel: 'email',
      address: 'user@example.com',
      subject: '验证码',
      body: '您的验证码是 123456',
    });
    await delivery.send({ channel: 'sms', address: '+8613800000000', subject: '验证码', body: '您的验证码是 654321' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['user@example.com']);
    expect(received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(fallback.map((m) => m.address)).toEqual(['+8613800000000']);
  });
});
