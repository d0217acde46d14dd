import { mediaCalls as calls } from '@portal/contracts/calls/media/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { delHandler } from './del.handler';
import { deleteBatchHandler } from './deleteBatch.handler';
import { exclusiveMediaQueryBatchHandler } from './exclusiveMediaQueryBatch.handler';
import { mediaQueryBatchHandler } from './mediaQueryBatch.handler';
import { updateNameHandler } from './updateName.handler';
import { addVideoMediaHandler } from './addVideoMedia.handler';
import { listAllMediaTagsHandler } from './listAllMediaTags.handler';
import { listVirtualHumansHandler } from './listVirtualHumans.handler';

export const mediaRouter = router({
  listAllMediaTags: authedCall(calls.listAllMediaTags).query(listAllMediaTagsHandler),
  listVirtualHumans: authedCall(calls.listVirtualHumans).query(listVirtualHumansHandler),
  mediaQueryBatch: authedCall(calls.mediaQueryBatch).query(mediaQueryBatchHandler),
  del: authedCall(calls.del).mutation(delHandler),
  delVideoMedia: authedCall(calls.delVideoMedia).mutation(delHandler),
  addVideoMedia: authedCall(calls.addVideoMedia).mutation(addVideoMediaHandler),
  exclusiveMediaQueryBatch: authedCall(calls.exclusiveMediaQueryBatch).query(exclusiveMediaQueryBatchHandler),
  deleteBatch: authedCall(calls.deleteBatch).mutation(deleteBatchHandler),
  updateName: authedCall(calls.updateName).mutation(updateNameHandler),
});
