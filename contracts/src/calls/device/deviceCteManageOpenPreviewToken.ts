import { defineCall } from '../define-call';
import { DeviceRefInputSchema, PreviewTokenOutputSchema } from './device-schemas';

export const deviceCteManageOpenPreviewTokenCall = defineCall({
  id: 'deviceCteManageOpenPreviewToken',
  specId: 'deviceCteManageOpenPreviewToken',
  area: 'device',
  procedure: 'previewToken',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/device/cte-manage/open/preview/token'], origin: 'spec' },
  silent: false,
  summary: 'A short single-use preview token for a device (shown as a QR code), valid 10 minutes.',
  input: DeviceRefInputSchema,
  output: PreviewTokenOutputSchema,
});
