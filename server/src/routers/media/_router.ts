import { mediaCalls as calls } from '@portal/contracts/calls/media/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const mediaRouter = router({
  listAllMediaTags: authedCall(calls.listAllMediaTags).mutation(notImplemented(calls.listAllMediaTags)),
  listVirtualHumans: authedCall(calls.listVirtualHumans).mutation(notImplemented(calls.listVirtualHumans)),
  mediaQueryBatch: authedCall(calls.mediaQueryBatch).query(notImplemented(calls.mediaQueryBatch)),
  del: authedCall(calls.del).mutation(notImplemented(calls.del)),
  delVideoMedia: authedCall(calls.delVideoMedia).mutation(notImplemented(calls.delVideoMedia)),
  addVideoMedia: authedCall(calls.addVideoMedia).mutation(notImplemented(calls.addVideoMedia)),
  exclusiveMediaQueryBatch: authedCall(calls.exclusiveMediaQueryBatch).query(notImplemented(calls.exclusiveMediaQueryBatch)),
  deleteBatch: authedCall(calls.deleteBatch).mutation(notImplemented(calls.deleteBatch)),
  updateName: authedCall(calls.updateName).mutation(notImplemented(calls.updateName)),
});
