import { addressCalls as calls } from '@portal/contracts/calls/address/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { areaListHandler } from './areaList.handler';
import { regionListByLevelHandler } from './regionListByLevel.handler';
import { searchListHandler } from './searchList.handler';

export const addressRouter = router({
  areaList: authedCall(calls.areaList).query(areaListHandler),
  searchList: authedCall(calls.searchList).query(searchListHandler),
  regionListByLevel: authedCall(calls.regionListByLevel).query(regionListByLevelHandler),
});
