import { defineCall } from '../define-call';
import { DeviceUserPageSchema, FaceListInputSchema } from './face-schemas';

export const faceListCall = defineCall({
  id: 'faceList',
  specId: 'faceList',
  area: 'face',
  procedure: 'faceList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (ours). Enrolled faces of a project, page size 3.',
  input: FaceListInputSchema,
  output: DeviceUserPageSchema,
});
