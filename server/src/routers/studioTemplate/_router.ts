import { studioTemplateCalls as calls } from '@portal/contracts/calls/studioTemplate/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { exclusiveDetailHandler } from './exclusiveDetail.handler';
import { exclusiveListHandler } from './exclusiveList.handler';
import { getStatusHandler } from './getStatus.handler';
import { listTagsHandler } from './listTags.handler';
import { randomCoverHandler } from './randomCover.handler';
import { saveAndPublishHandler } from './saveAndPublish.handler';
import { studiotemplateCopyHandler } from './studiotemplateCopy.handler';
import { studiotemplateDeleteHandler } from './studiotemplateDelete.handler';
import { studiotemplateUpdateHandler } from './studiotemplateUpdate.handler';

export const studioTemplateRouter = router({
  saveAndPublish: authedCall(calls.saveAndPublish).mutation(saveAndPublishHandler),
  studiotemplateUpdate: authedCall(calls.studiotemplateUpdate).mutation(studiotemplateUpdateHandler),
  studiotemplateCopy: authedCall(calls.studiotemplateCopy).mutation(studiotemplateCopyHandler),
  exclusiveDetail: authedCall(calls.exclusiveDetail).query(exclusiveDetailHandler),
  exclusiveList: authedCall(calls.exclusiveList).query(exclusiveListHandler),
  randomCover: authedCall(calls.randomCover).mutation(randomCoverHandler),
  studiotemplateDelete: authedCall(calls.studiotemplateDelete).mutation(studiotemplateDeleteHandler),
  listTags: authedCall(calls.listTags).query(listTagsHandler),
  getStatus: authedCall(calls.getStatus).query(getStatusHandler),
});
