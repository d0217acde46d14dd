import { videoAttaGetResultCall } from './videoAttaGetResult';
import { videoAttaV2DocToImgCall } from './videoAttaV2DocToImg';
import { videoAttaV2DocToVideoCall } from './videoAttaV2DocToVideo';
import { videoAttaV2GetResultCall } from './videoAttaV2GetResult';
import { documentFolderQueryCall } from './documentFolderQuery';
import { documentQueryCall } from './documentQuery';
import { documentFolderBindProjectCall } from './documentFolderBindProject';
import { documentFolderProjectQueryCall } from './documentFolderProjectQuery';
import { documentQueryByProjectCall } from './documentQueryByProject';
import { talkDocumentPageCall } from './talkDocumentPage';

export const documentCalls = {
  attaGetResult: videoAttaGetResultCall,
  docToImg: videoAttaV2DocToImgCall,
  docToVideo: videoAttaV2DocToVideoCall,
  attaV2GetResult: videoAttaV2GetResultCall,
  folderQuery: documentFolderQueryCall,
  documentQuery: documentQueryCall,
  bindProject: documentFolderBindProjectCall,
  projectQuery: documentFolderProjectQueryCall,
  queryByProject: documentQueryByProjectCall,
  documentPage: talkDocumentPageCall,
} as const;
