import { videocreationStudioListCall } from './videocreationStudioList';
import { videocreationStudioUpdateNameCall } from './videocreationStudioUpdateName';
import { videocreationStudioGetDetailStatusOfEditorCall } from './videocreationStudioGetDetailStatusOfEditor';
import { videocreationStudioCopyOnlyTaskCall } from './videocreationStudioCopyOnlyTask';
import { videocreationStudioDeleteCall } from './videocreationStudioDelete';
import { videocreationStudioGetExclusiveVirtualHumanProjectCountCall } from './videocreationStudioGetExclusiveVirtualHumanProjectCount';

export const studioCalls = {
  studioList: videocreationStudioListCall,
  updateName: videocreationStudioUpdateNameCall,
  getDetailStatusOfEditor: videocreationStudioGetDetailStatusOfEditorCall,
  copyOnlyTask: videocreationStudioCopyOnlyTaskCall,
  studioDelete: videocreationStudioDeleteCall,
  getExclusiveVirtualHumanProjectCount: videocreationStudioGetExclusiveVirtualHumanProjectCountCall,
} as const;
