import nodemailer from 'nodemailer';
import type { MessageDelivery } from './delivery';

/**
 * E-mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587).
 * SMS has no provider here: text messages keep going to the fallback (the outbox).
 */
export function smtpDelivery(smtpUrl: string, from: string, smsFallback: MessageDelivery): MessageDelivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel === 'sms') return smsFallback.send(message);
      await transport.sendMail({ from, to: message.address, subject: message.subject, text: message.body });
    },
  };
}
