import { defineCall } from '../define-call';
import { ChatLogEntrySchema, ChatLogInputSchema } from '../faq/faq-schemas';
import { pageOf } from '../shared';

export const talkFaqAppletQueryChatLogCall = defineCall({
  id: 'talkFaqAppletQueryChatLog',
  specId: 'talkFaqAppletQueryChatLog',
  area: 'applet',
  procedure: 'queryChatLog',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/applet/query-chatLog'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ChatLogInputSchema,
  output: pageOf(ChatLogEntrySchema),
});
