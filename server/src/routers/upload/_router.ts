import { uploadCalls as calls } from '@portal/contracts/calls/upload/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { backgroundImageUploadHandler } from './backgroundImageUpload.handler';
import { blobSasUriHandler } from './blobSasUri.handler';
import { materialTranscodeStageHandler } from './materialTranscodeStage.handler';
import { mediaUploadHandler } from './mediaUpload.handler';
import { onlyUploadHandler } from './onlyUpload.handler';
import { ossGetUploadCredHandler } from './ossGetUploadCred.handler';
import { ossHostFilePostHandler } from './ossHostFilePost.handler';

export const uploadRouter = router({
  mediaUpload: authedCall(calls.mediaUpload).mutation(mediaUploadHandler),
  onlyUpload: authedCall(calls.onlyUpload).mutation(onlyUploadHandler),
  // GET /get-upload-cred is the same policy as /oss/get-upload-cred (001 §7).
  getUploadCred: authedCall(calls.getUploadCred).mutation(ossGetUploadCredHandler),
  materialTranscodeStage: authedCall(calls.materialTranscodeStage).query(materialTranscodeStageHandler),
  ossGetUploadCred: authedCall(calls.ossGetUploadCred).mutation(ossGetUploadCredHandler),
  blobSasUri: authedCall(calls.blobSasUri).query(blobSasUriHandler),
  ossHostFilePost: publicCall(calls.ossHostFilePost).mutation(ossHostFilePostHandler),
  backgroundImageUpload: authedCall(calls.backgroundImageUpload).mutation(backgroundImageUploadHandler),
});
