import { defineCall } from '../define-call';
import { PhoneSwitchSchema, ProjectIdInputSchema } from './faq-schemas';

export const talkFaqGetPhoneSwitchCall = defineCall({
  id: 'talkFaqGetPhoneSwitch',
  specId: 'talkFaqGetPhoneSwitch',
  area: 'faq',
  procedure: 'getPhoneSwitch',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/faq/getPhoneSwitch'], origin: 'spec' },
  silent: false,
  summary: 'Written as "talk/faq/getPhoneSwitch".',
  input: ProjectIdInputSchema,
  output: PhoneSwitchSchema,
});
