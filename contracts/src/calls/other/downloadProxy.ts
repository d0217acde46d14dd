import { z } from 'zod';
import { defineCall } from '../define-call';
import { FileReplySchema } from '../media/media-schemas';

export const downloadProxyCall = defineCall({
  id: 'downloadProxy',
  specId: 'downloadProxy',
  area: 'other',
  procedure: 'downloadProxy',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/download/proxy'], origin: 'ours' },
  silent: false,
  summary: 'Downloads go through a proxy download path with parameters url and downloadName; path not shown',
  input: z.object({ url: z.string().trim().min(1).max(2048), downloadName: z.string().trim().max(255).optional() }),
  output: FileReplySchema,
});
