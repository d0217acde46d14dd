import { videoProjectCalls as calls } from '@portal/contracts/calls/videoProject/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { draftHandler } from './draft.handler';
import { projectCopyHandler } from './projectCopy.handler';
import { projectCreateHandler } from './projectCreate.handler';
import { projectDetailHandler } from './projectDetail.handler';
import { projectUpdateHandler } from './projectUpdate.handler';

export const videoProjectRouter = router({
  projectCreate: authedCall(calls.projectCreate).mutation(projectCreateHandler),
  projectCopy: authedCall(calls.projectCopy).mutation(projectCopyHandler),
  projectUpdate: authedCall(calls.projectUpdate).mutation(projectUpdateHandler),
  draft: authedCall(calls.draft).mutation(draftHandler),
  projectDetail: authedCall(calls.projectDetail).query(projectDetailHandler),
});
