import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { NoticeListSchema } from './notice';

export const notificationsCall = defineCall({
  id: 'notifications',
  specId: 'notifications',
  area: 'notice',
  procedure: 'notifications',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/notifications'], origin: 'spec' },
  silent: true,
  summary: 'On the silent list (000 §8, also named by 001 §8)',
  input: UnspecifiedInputSchema,
  output: NoticeListSchema,
});
