import { z } from 'zod';
import { defineCall } from '../define-call';
import { AgreementDocumentsSchema } from './recordAgreement';

/** One accepted document: the latest acceptance of its current version. */
export const SignedDocumentSchema = z.object({
  document: z.enum(['privacy', 'service', 'audio', 'video']),
  version: z.string(),
  signedAt: z.date(),
});

export const userSignCall = defineCall({
  id: 'userSign',
  specId: 'userSign',
  area: 'user',
  procedure: 'sign',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sign'], origin: 'spec' },
  silent: false,
  // 000 §7 lists /user/sign beside "record agreement" (path not shown): the signature of the documents.
  summary: 'Signs (accepts) the legal documents and answers every document the user has signed',
  input: z.object({ documents: AgreementDocumentsSchema }),
  output: z.object({ documents: z.array(SignedDocumentSchema) }),
});
