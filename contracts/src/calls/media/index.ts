import { mediaListAllMediaTagsCall } from './mediaListAllMediaTags';
import { mediaListVirtualHumansCall } from './mediaListVirtualHumans';
import { mediaQueryBatchCall } from './mediaQueryBatch';
import { mediaDelCall } from './mediaDel';
import { delVideoMediaCall } from './delVideoMedia';
import { addVideoMediaCall } from './addVideoMedia';
import { exclusiveMediaQueryBatchCall } from './exclusiveMediaQueryBatch';
import { exclusiveMediaDeleteBatchCall } from './exclusiveMediaDeleteBatch';
import { exclusiveMediaUpdateNameCall } from './exclusiveMediaUpdateName';

export const mediaCalls = {
  listAllMediaTags: mediaListAllMediaTagsCall,
  listVirtualHumans: mediaListVirtualHumansCall,
  mediaQueryBatch: mediaQueryBatchCall,
  del: mediaDelCall,
  delVideoMedia: delVideoMediaCall,
  addVideoMedia: addVideoMediaCall,
  exclusiveMediaQueryBatch: exclusiveMediaQueryBatchCall,
  deleteBatch: exclusiveMediaDeleteBatchCall,
  updateName: exclusiveMediaUpdateNameCall,
} as const;
