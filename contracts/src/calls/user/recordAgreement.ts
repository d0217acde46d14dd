import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

/** The legal documents a user accepts; privacy and service at login (000 §4). */
export const AgreementDocumentsSchema = z
  .array(z.enum(['privacy', 'service', 'audio', 'video']))
  .min(1)
  .max(4)
  .default(['privacy', 'service']);

export const recordAgreementCall = defineCall({
  id: 'recordAgreement',
  specId: 'recordAgreement',
  area: 'user',
  procedure: 'recordAgreement',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/agreement/record'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ documents: AgreementDocumentsSchema }),
  output: OkSchema,
});
