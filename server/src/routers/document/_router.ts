import { documentCalls as calls } from '@portal/contracts/calls/document/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { attaGetResultHandler } from './attaGetResult.handler';
import { bindProjectHandler } from './bindProject.handler';
import { docToImgHandler } from './docToImg.handler';
import { docToVideoHandler } from './docToVideo.handler';
import { documentPageHandler } from './documentPage.handler';
import { documentQueryHandler } from './documentQuery.handler';
import { folderQueryHandler } from './folderQuery.handler';
import { projectQueryHandler } from './projectQuery.handler';
import { queryByProjectHandler } from './queryByProject.handler';

export const documentRouter = router({
  attaGetResult: authedCall(calls.attaGetResult).query(attaGetResultHandler),
  docToImg: authedCall(calls.docToImg).mutation(docToImgHandler),
  docToVideo: authedCall(calls.docToVideo).mutation(docToVideoHandler),
  attaV2GetResult: authedCall(calls.attaV2GetResult).query(attaGetResultHandler),
  folderQuery: authedCall(calls.folderQuery).query(folderQueryHandler),
  documentQuery: authedCall(calls.documentQuery).query(documentQueryHandler),
  bindProject: authedCall(calls.bindProject).mutation(bindProjectHandler),
  projectQuery: authedCall(calls.projectQuery).query(projectQueryHandler),
  queryByProject: authedCall(calls.queryByProject).query(queryByProjectHandler),
  documentPage: authedCall(calls.documentPage).query(documentPageHandler),
});
