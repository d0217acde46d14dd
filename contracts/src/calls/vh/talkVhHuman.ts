import { z } from 'zod';
import { defineCall } from '../define-call';
import { InteractiveVhDetailV2Schema } from './vh-schemas';

export const talkVhHumanCall = defineCall({
  id: 'talkVhHuman',
  specId: 'talkVhHuman',
  area: 'vh',
  procedure: 'vhHuman',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/vh/human'], origin: 'spec' },
  silent: false,
  summary: '',
  /** The talk template's humanBizId (002 §7) is a persona bizId: text, never a number. */
  input: z.object({ humanBizId: z.string().trim().min(1).max(64) }),
  output: InteractiveVhDetailV2Schema,
});
