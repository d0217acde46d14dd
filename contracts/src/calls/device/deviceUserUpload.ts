import { defineCall } from '../define-call';
import { DeviceUserUploadInputSchema, DeviceUserUploadOutputSchema } from '../face/face-schemas';

export const deviceUserUploadCall = defineCall({
  id: 'deviceUserUpload',
  specId: 'deviceUserUpload',
  area: 'device',
  procedure: 'deviceUserUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/upload'], origin: 'spec' },
  silent: false,
  summary: 'Batch enrolment: a zip of photos named after each person.',
  input: DeviceUserUploadInputSchema,
  output: DeviceUserUploadOutputSchema,
});
