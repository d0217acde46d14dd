import { z } from 'zod';
import { defineCall } from '../define-call';
import { FaceExportOutputSchema } from './face-schemas';

export const faceExportCall = defineCall({
  id: 'faceExport',
  specId: null,
  area: 'face',
  procedure: 'faceExport',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/device/face/export'], origin: 'ours' },
  silent: false,
  summary:
    "All the company's face data (people, consent, photos, embeddings opened) for a copy on request (PIPL art. 45).",
  input: z.object({}),
  output: FaceExportOutputSchema,
});
