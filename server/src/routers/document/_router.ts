import { documentCalls as calls } from '@portal/contracts/calls/document/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { conversionResultHandler } from './attaGetResult.handler';
import { bindProjectHandler } from './bindProject.handler';
import { docToImgHandler } from './docToImg.handler';
import { docToVideoHandler } from './docToVideo.handler';
import { talkDocumentPageHandler } from './documentPage.handler';
import { documentQueryHandler } from './documentQuery.handler';
import { folderQueryHandler } from './folderQuery.handler';
import { projectFoldersHandler } from './projectQuery.handler';
import { queryByProjectHandler } from './queryByProject.handler';

export const documentRouter = router({
  attaGetResult: authedCall(calls.attaGetResult).query(conversionResultHandler),
  docToImg: authedCall(calls.docToImg).mutation(docToImgHandler),
  docToVideo: authedCall(calls.docToVideo).mutation(docToVideoHandler),
  attaV2GetResult: authedCall(calls.attaV2GetResult).query(conversionResultHandler),
  folderQuery: authedCall(calls.folderQuery).query(folderQueryHandler),
  documentQuery: authedCall(calls.documentQuery).query(documentQueryHandler),
  bindProject: authedCall(calls.bindProject).mutation(bindProjectHandler),
  projectQuery: authedCall(calls.projectQuery).query(projectFoldersHandler),
  queryByProject: authedCall(calls.queryByProject).query(queryByProjectHandler),
  documentPage: authedCall(calls.documentPage).query(talkDocumentPageHandler),
});
