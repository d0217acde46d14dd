import { addressCalls as calls } from '@portal/contracts/calls/address/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const addressRouter = router({
  areaList: authedCall(calls.areaList).query(notImplemented(calls.areaList)),
  searchList: authedCall(calls.searchList).query(notImplemented(calls.searchList)),
  regionListByLevel: authedCall(calls.regionListByLevel).query(notImplemented(calls.regionListByLevel)),
});
