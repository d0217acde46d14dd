import { z } from 'zod';
import { defineCall } from '../define-call';
import { LongTokenOutputSchema } from './device-schemas';

export const deviceCteOpenPreviewGetLongTokenCall = defineCall({
  id: 'deviceCteOpenPreviewGetLongToken',
  specId: 'deviceCteOpenPreviewGetLongToken',
  area: 'device',
  procedure: 'getLongToken',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/device/cte/open/preview/get-long-token'], origin: 'spec' },
  silent: false,
  summary: 'Exchanges the short preview token, once, for the long device token of the kiosk.',
  input: z.object({
    shortToken: z.string().trim().min(1).max(512),
  }),
  output: LongTokenOutputSchema,
});
