import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';

export const loginVhListReadyPollCall = defineCall({
  id: 'loginVhListReadyPoll',
  specId: 'loginVhListReadyPoll',
  area: 'auth',
  procedure: 'loginVhListReadyPoll',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/vhListReady'], origin: 'ours' },
  silent: false,
  summary: 'After the login call the client polls until the virtual-human list is ready (response flag vhListReady)',
  input: UnspecifiedInputSchema,
  output: z.object({ vhListReady: z.boolean() }),
});
