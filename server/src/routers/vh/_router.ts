import { vhCalls as calls } from '@portal/contracts/calls/vh/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { queryExclusiveVirtualHumanByBizIdHandler } from './queryExclusiveVirtualHumanByBizId.handler';
import { queryExclusiveVirtualHumanV2ByBizIdHandler } from './queryExclusiveVirtualHumanV2ByBizId.handler';
import { queryInteractiveVirtualHumanByBizIdHandler } from './queryInteractiveVirtualHumanByBizId.handler';
import { queryInteractiveVirtualHumanV2ByBizIdHandler } from './queryInteractiveVirtualHumanV2ByBizId.handler';
import { queryVhPageHandler } from './queryVhPage.handler';
import { queryVhPageNewHandler } from './queryVhPageNew.handler';
import { vhHumanHandler } from './vhHuman.handler';
import { getSelOptionsHandler } from './getSelOptions.handler';
import { queryAllVhHandler } from './queryAllVh.handler';
import { queryVhAllHandler } from './queryVhAll.handler';
import { queryVhDetailHandler } from './queryVhDetail.handler';
import { avatarListHandler } from './avatarList.handler';
import { checkPostureHandler } from './checkPosture.handler';
import { checkVhRightHandler } from './checkVhRight.handler';
import { detailByPostureHandler } from './detailByPosture.handler';
import { digitalEmployeeListHandler } from './digitalEmployeeList.handler';
import { industryListHandler } from './industryList.handler';
import { personaAuthStatusHandler } from './personaAuthStatus.handler';
import { queryVhPostureHandler } from './queryVhPosture.handler';
import { vhValidityCheckHandler } from './vhValidityCheck.handler';
import { photoAvatarCreateHandler } from './photoAvatarCreate.handler';
import { photoAvatarDeleteHandler } from './photoAvatarDelete.handler';
import { photoAvatarListHandler } from './photoAvatarList.handler';

export const vhRouter = router({
  digitalEmployeeList: authedCall(calls.digitalEmployeeList).query(digitalEmployeeListHandler),
  queryExclusiveVirtualHumanByBizId: authedCall(calls.queryExclusiveVirtualHumanByBizId).query(
    queryExclusiveVirtualHumanByBizIdHandler,
  ),
  queryExclusiveVirtualHumanV2ByBizId: authedCall(calls.queryExclusiveVirtualHumanV2ByBizId).query(
    queryExclusiveVirtualHumanV2ByBizIdHandler,
  ),
  getSelOptions: authedCall(calls.getSelOptions).query(getSelOptionsHandler),
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
  queryInteractiveVirtualHumanByBizId: authedCall(calls.queryInteractiveVirtualHumanByBizId).query(
    queryInteractiveVirtualHumanByBizIdHandler,
  ),
  queryInteractiveVirtualHumanV2ByBizId: authedCall(calls.queryInteractiveVirtualHumanV2ByBizId).query(
    queryInteractiveVirtualHumanV2ByBizIdHandler,
  ),
  vhHuman: authedCall(calls.vhHuman).query(vhHumanHandler),
  queryAllVh: authedCall(calls.queryAllVh).query(queryAllVhHandler),
  queryVhPage: authedCall(calls.queryVhPage).query(queryVhPageHandler),
  queryVhPageNew: authedCall(calls.queryVhPageNew).query(queryVhPageNewHandler),
  photoAvatarCreate: authedCall(calls.photoAvatarCreate).mutation(photoAvatarCreateHandler),
  photoAvatarList: authedCall(calls.photoAvatarList).query(photoAvatarListHandler),
  photoAvatarDelete: authedCall(calls.photoAvatarDelete).mutation(photoAvatarDeleteHandler),
});
