import { defineCall } from '../define-call';
import { z } from 'zod';
import { UnspecifiedInputSchema } from '../shared';

export const systemSwitchCall = defineCall({
  id: 'systemSwitch',
  specId: 'systemSwitch',
  area: 'other',
  procedure: 'systemSwitch',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/system/switch'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (system switches)',
  input: UnspecifiedInputSchema,
  /*
   * 000 §2 header: a management-center button shows when the manage-center setting is not 1; we
   * read that setting here, with whether orders can be paid (the payment network is configured).
   */
  output: z.object({ manageCenter: z.number().int(), payment: z.number().int() }),
});
