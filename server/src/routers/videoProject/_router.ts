import { videoProjectCalls as calls } from '@portal/contracts/calls/videoProject/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { projectCopyHandler, projectCreateHandler, projectDetailHandler, projectDraftHandler, projectUpdateHandler } from './projects.handler';

export const videoProjectRouter = router({
  projectCreate: authedCall(calls.projectCreate).mutation(projectCreateHandler),
  projectCopy: authedCall(calls.projectCopy).mutation(projectCopyHandler),
  projectUpdate: authedCall(calls.projectUpdate).mutation(projectUpdateHandler),
  draft: authedCall(calls.draft).mutation(projectDraftHandler),
  projectDetail: authedCall(calls.projectDetail).query(projectDetailHandler),
});
