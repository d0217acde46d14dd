import { z } from 'zod';
import { defineCall } from '../define-call';
import { FacebodyOutputSchema } from './face-schemas';

export const customizeFacebodyCall = defineCall({
  id: 'customizeFacebody',
  specId: 'customizeFacebody',
  area: 'face',
  procedure: 'facebody',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/customize/facebody'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (face/body check of an image).',
  input: z.object({
    imageUrl: z.string().trim().max(512),
  }),
  output: FacebodyOutputSchema,
});
