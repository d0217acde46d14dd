import { z } from 'zod';
import { defineCall } from '../define-call';
import { FileReplySchema } from '../media/media-schemas';
import { IdSchema } from '../shared';

export const talkFaqV2DownloadCall = defineCall({
  id: 'talkFaqV2Download',
  specId: 'talkFaqV2Download',
  area: 'faq',
  procedure: 'faqV2Download',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/faq/v2/download'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: FileReplySchema,
});
