import { videocreationProjectCreateCall } from './videocreationProjectCreate';
import { videocreationProjectCopyCall } from './videocreationProjectCopy';
import { videocreationProjectUpdateCall } from './videocreationProjectUpdate';
import { videocreationProjectDraftCall } from './videocreationProjectDraft';
import { videocreationProjectDetailCall } from './videocreationProjectDetail';

export const videoProjectCalls = {
  projectCreate: videocreationProjectCreateCall,
  projectCopy: videocreationProjectCopyCall,
  projectUpdate: videocreationProjectUpdateCall,
  draft: videocreationProjectDraftCall,
  projectDetail: videocreationProjectDetailCall,
} as const;
