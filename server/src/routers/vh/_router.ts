import { vhCalls as calls } from '@portal/contracts/calls/vh/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { queryAllVhPageHandler, queryVhAllHandler, queryVhDetailHandler, selOptionsHandler } from './catalogue.handler';
import {
  avatarListHandler,
  checkPostureHandler,
  checkVhRightHandler,
  detailByPostureHandler,
  digitalEmployeeListHandler,
  industryListHandler,
  personaAuthStatusHandler,
  queryVhPostureHandler,
  vhValidityCheckHandler,
} from './avatars.handler';

export const vhRouter = router({
  digitalEmployeeList: authedCall(calls.digitalEmployeeList).query(digitalEmployeeListHandler),
  queryExclusiveVirtualHumanByBizId: authedCall(calls.queryExclusiveVirtualHumanByBizId).query(notImplemented(calls.queryExclusiveVirtualHumanByBizId)),
  queryExclusiveVirtualHumanV2ByBizId: authedCall(calls.queryExclusiveVirtualHumanV2ByBizId).query(notImplemented(calls.queryExclusiveVirtualHumanV2ByBizId)),
  getSelOptions: authedCall(calls.getSelOptions).query(selOptionsHandler),
  queryVhAll: authedCall(calls.queryVhAll).query(queryVhAllHandler),
  detailByPosture: authedCall(calls.detailByPosture).query(detailByPostureHandler),
  queryVhDetail: authedCall(calls.queryVhDetail).query(queryVhDetailHandler),
  checkVhRight: authedCall(calls.checkVhRight).mutation(checkVhRightHandler),
  checkPosture: authedCall(calls.checkPosture).mutation(checkPostureHandler),
  queryVhPosture: authedCall(calls.queryVhPosture).query(queryVhPostureHandler),
  avatarList: authedCall(calls.avatarList).query(avatarListHandler),
  industryList: authedCall(calls.industryList).query(industryListHandler),
  personaAuthStatus: authedCall(calls.personaAuthStatus).query(personaAuthStatusHandler),
  vhValidityCheck: authedCall(calls.vhValidityCheck).mutation(vhValidityCheckHandler),
  queryInteractiveVirtualHumanByBizId: authedCall(calls.queryInteractiveVirtualHumanByBizId).query(notImplemented(calls.queryInteractiveVirtualHumanByBizId)),
  queryInteractiveVirtualHumanV2ByBizId: authedCall(calls.queryInteractiveVirtualHumanV2ByBizId).query(notImplemented(calls.queryInteractiveVirtualHumanV2ByBizId)),
  vhHuman: authedCall(calls.vhHuman).query(notImplemented(calls.vhHuman)),
  queryAllVh: authedCall(calls.queryAllVh).query(queryAllVhPageHandler),
  queryVhPage: authedCall(calls.queryVhPage).query(notImplemented(calls.queryVhPage)),
  queryVhPageNew: authedCall(calls.queryVhPageNew).query(notImplemented(calls.queryVhPageNew)),
});
