import { defineCall } from '../define-call';
import { LegalDocSchema, LegalSaveInputSchema } from './content-schemas';

export const contentLegalSaveCall = defineCall({
  id: 'contentLegalSave',
  specId: null,
  area: 'content',
  procedure: 'legalSave',
  kind: 'mutation',
  access: 'superAdmin',
  legacy: { method: 'POST', base: '/api', paths: ['/content/legal/save'], origin: 'ours' },
  silent: false,
  summary: 'Saves a new version of a legal text (Markdown); earlier versions are kept',
  input: LegalSaveInputSchema,
  output: LegalDocSchema,
});
