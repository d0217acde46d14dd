import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceCteManageOpenPreviewTokenCall = defineCall({
  id: 'deviceCteManageOpenPreviewToken',
  specId: 'deviceCteManageOpenPreviewToken',
  area: 'device',
  procedure: 'previewToken',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/device/cte-manage/open/preview/token'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
