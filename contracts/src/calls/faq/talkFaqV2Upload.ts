import { defineCall } from '../define-call';
import { FaqUploadInputSchema } from './faq-schemas';
import { FaqImportedWithWarningsSchema } from './faq-warnings';

export const talkFaqV2UploadCall = defineCall({
  id: 'talkFaqV2Upload',
  specId: 'talkFaqV2Upload',
  area: 'faq',
  procedure: 'faqV2Upload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/v2/upload'], origin: 'spec' },
  silent: false,
  files: ['file'],
  summary: '',
  input: FaqUploadInputSchema,
  output: FaqImportedWithWarningsSchema,
});
