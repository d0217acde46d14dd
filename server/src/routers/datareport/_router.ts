import { datareportCalls as calls } from '@portal/contracts/calls/datareport/index';
import { router } from '../../trpc/init';
import { publicCall } from '../../trpc/call-procedures';
import { datareportUploadHandler } from './datareportUpload.handler';
import { appletUploadHandler } from './appletUpload.handler';

export const datareportRouter = router({
  datareportUpload: publicCall(calls.datareportUpload).mutation(datareportUploadHandler),
  appletUpload: publicCall(calls.appletUpload).mutation(appletUploadHandler),
});
