import { documentCalls as calls } from '@portal/contracts/calls/document/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { conversionResultHandler, docToImgHandler, docToVideoHandler } from './conversion.handler';

export const documentRouter = router({
  attaGetResult: authedCall(calls.attaGetResult).query(conversionResultHandler),
  docToImg: authedCall(calls.docToImg).mutation(docToImgHandler),
  docToVideo: authedCall(calls.docToVideo).mutation(docToVideoHandler),
  attaV2GetResult: authedCall(calls.attaV2GetResult).query(conversionResultHandler),
  folderQuery: authedCall(calls.folderQuery).query(notImplemented(calls.folderQuery)),
  documentQuery: authedCall(calls.documentQuery).query(notImplemented(calls.documentQuery)),
  bindProject: authedCall(calls.bindProject).mutation(notImplemented(calls.bindProject)),
  projectQuery: authedCall(calls.projectQuery).query(notImplemented(calls.projectQuery)),
  queryByProject: authedCall(calls.queryByProject).query(notImplemented(calls.queryByProject)),
  documentPage: authedCall(calls.documentPage).query(notImplemented(calls.documentPage)),
});
