import { digitalEmployeeListCall } from './digitalEmployeeList';
import { queryExclusiveVirtualHumanByBizIdCall } from './queryExclusiveVirtualHumanByBizId';
import { queryExclusiveVirtualHumanV2ByBizIdCall } from './queryExclusiveVirtualHumanV2ByBizId';
import { vhInfoV2GetSelOptionsCall } from './vhInfoV2GetSelOptions';
import { vhInfoV2QueryVhAllCall } from './vhInfoV2QueryVhAll';
import { vhInfoV2DetailByPostureCall } from './vhInfoV2DetailByPosture';
import { queryVhDetailCall } from './queryVhDetail';
import { checkVhRightCall } from './checkVhRight';
import { checkPostureCall } from './checkPosture';
import { queryVhPostureCall } from './queryVhPosture';
import { avatarListCall } from './avatarList';
import { industryListCall } from './industryList';
import { personaAuthStatusCall } from './personaAuthStatus';
import { vhValidityCheckCall } from './vhValidityCheck';
import { talkProjectQueryInteractiveVirtualHumanByBizIdCall } from './talkProjectQueryInteractiveVirtualHumanByBizId';
import { talkProjectQueryInteractiveVirtualHumanV2ByBizIdCall } from './talkProjectQueryInteractiveVirtualHumanV2ByBizId';
import { talkVhHumanCall } from './talkVhHuman';
import { queryAllVhCall } from './queryAllVh';
import { vhInfoV2QueryVhPageCall } from './vhInfoV2QueryVhPage';
import { vhInfoV2QueryVhPageNewCall } from './vhInfoV2QueryVhPageNew';
import { photoAvatarCreateCall } from './photoAvatarCreate';
import { photoAvatarListCall } from './photoAvatarList';
import { photoAvatarDeleteCall } from './photoAvatarDelete';

export const vhCalls = {
  digitalEmployeeList: digitalEmployeeListCall,
  queryExclusiveVirtualHumanByBizId: queryExclusiveVirtualHumanByBizIdCall,
  queryExclusiveVirtualHumanV2ByBizId: queryExclusiveVirtualHumanV2ByBizIdCall,
  getSelOptions: vhInfoV2GetSelOptionsCall,
  queryVhAll: vhInfoV2QueryVhAllCall,
  detailByPosture: vhInfoV2DetailByPostureCall,
  queryVhDetail: queryVhDetailCall,
  checkVhRight: checkVhRightCall,
  checkPosture: checkPostureCall,
  queryVhPosture: queryVhPostureCall,
  avatarList: avatarListCall,
  industryList: industryListCall,
  personaAuthStatus: personaAuthStatusCall,
  vhValidityCheck: vhValidityCheckCall,
  queryInteractiveVirtualHumanByBizId: talkProjectQueryInteractiveVirtualHumanByBizIdCall,
  queryInteractiveVirtualHumanV2ByBizId: talkProjectQueryInteractiveVirtualHumanV2ByBizIdCall,
  vhHuman: talkVhHumanCall,
  queryAllVh: queryAllVhCall,
  queryVhPage: vhInfoV2QueryVhPageCall,
  queryVhPageNew: vhInfoV2QueryVhPageNewCall,
  photoAvatarCreate: photoAvatarCreateCall,
  photoAvatarList: photoAvatarListCall,
  photoAvatarDelete: photoAvatarDeleteCall,
} as const;
