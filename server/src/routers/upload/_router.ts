import { uploadCalls as calls } from '@portal/contracts/calls/upload/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { ossGetUploadCredHandler } from './ossGetUploadCred.handler';
import { ossHostFilePostHandler } from './ossHostFilePost.handler';

export const uploadRouter = router({
  mediaUpload: authedCall(calls.mediaUpload).mutation(notImplemented(calls.mediaUpload)),
  onlyUpload: authedCall(calls.onlyUpload).mutation(notImplemented(calls.onlyUpload)),
  getUploadCred: authedCall(calls.getUploadCred).mutation(ossGetUploadCredHandler),
  materialTranscodeStage: authedCall(calls.materialTranscodeStage).query(notImplemented(calls.materialTranscodeStage)),
  ossGetUploadCred: authedCall(calls.ossGetUploadCred).mutation(ossGetUploadCredHandler),
  blobSasUri: authedCall(calls.blobSasUri).query(notImplemented(calls.blobSasUri)),
  ossHostFilePost: publicCall(calls.ossHostFilePost).mutation(ossHostFilePostHandler),
  backgroundImageUpload: authedCall(calls.backgroundImageUpload).mutation(notImplemented(calls.backgroundImageUpload)),
});
