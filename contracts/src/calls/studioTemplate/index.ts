import { videocreationStudiotemplateSaveAndPublishCall } from './videocreationStudiotemplateSaveAndPublish';
import { videocreationStudiotemplateUpdateCall } from './videocreationStudiotemplateUpdate';
import { videocreationStudiotemplateCopyCall } from './videocreationStudiotemplateCopy';
import { videocreationStudiotemplateExclusiveDetailCall } from './videocreationStudiotemplateExclusiveDetail';
import { videocreationStudiotemplateExclusiveListCall } from './videocreationStudiotemplateExclusiveList';
import { videocreationStudiotemplateRandomCoverCall } from './videocreationStudiotemplateRandomCover';
import { videocreationStudiotemplateDeleteCall } from './videocreationStudiotemplateDelete';
import { videocreationStudiotemplateListTagsCall } from './videocreationStudiotemplateListTags';
import { videocreationStudiotemplateGetStatusCall } from './videocreationStudiotemplateGetStatus';

export const studioTemplateCalls = {
  saveAndPublish: videocreationStudiotemplateSaveAndPublishCall,
  studiotemplateUpdate: videocreationStudiotemplateUpdateCall,
  studiotemplateCopy: videocreationStudiotemplateCopyCall,
  exclusiveDetail: videocreationStudiotemplateExclusiveDetailCall,
  exclusiveList: videocreationStudiotemplateExclusiveListCall,
  randomCover: videocreationStudiotemplateRandomCoverCall,
  studiotemplateDelete: videocreationStudiotemplateDeleteCall,
  listTags: videocreationStudiotemplateListTagsCall,
  getStatus: videocreationStudiotemplateGetStatusCall,
} as const;
