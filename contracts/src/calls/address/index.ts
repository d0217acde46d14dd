import { talkAddressAreaListCall } from './talkAddressAreaList';
import { talkAddressSearchListCall } from './talkAddressSearchList';
import { regionListByLevelCall } from './regionListByLevel';

export const addressCalls = {
  areaList: talkAddressAreaListCall,
  searchList: talkAddressSearchListCall,
  regionListByLevel: regionListByLevelCall,
} as const;
