import { z } from 'zod';
import { defineCall } from '../define-call';
import { FacePurgeOutputSchema } from './face-schemas';

export const facePurgeCall = defineCall({
  id: 'facePurge',
  specId: null,
  area: 'face',
  procedure: 'facePurge',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/purge'], origin: 'ours' },
  silent: false,
  summary: "Deletes all the company's face data at once: people, photos, embeddings and switches.",
  input: z.object({ confirm: z.literal(true, { message: '请确认删除全部人脸数据' }) }),
  output: FacePurgeOutputSchema,
});
