import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  body: string;
}

/** One interface for codes and links by e-mail and SMS (000 §7). */
export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default: messages go to the outbox table, readable at /dev/outbox outside production. */
export const outboxDelivery = (db: Database): MessageDelivery => ({
  async send(message) {
    await db.insert(outboxMessages).values(message);
  },
});
