import { z } from 'zod';
import { defineCall } from '../define-call';
import { HandshakeErrorSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const sessionHandshakeErrorCall = defineCall({
  id: 'sessionHandshakeError',
  specId: 'sessionHandshakeError',
  area: 'talkProject',
  procedure: 'handshakeError',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/rtc/api/v1', paths: ['/session/handshake/error'], origin: 'spec' },
  silent: false,
  summary: 'Base /rtc/api/v1 by the doc 000 override (urls containing handshake/error).',
  input: z.object({
    sessionId: IdSchema,
  }),
  output: HandshakeErrorSchema,
});
