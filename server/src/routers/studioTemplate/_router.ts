import { studioTemplateCalls as calls } from '@portal/contracts/calls/studioTemplate/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { randomCoverHandler } from './randomCover.handler';
import { templateCopyHandler, templateUpdateHandler } from './templates.handler';
import { getStatusHandler, listTagsHandler, saveAndPublishHandler, templateDeleteHandler, templateDetailHandler, templateListHandler } from './templates.handler';

export const studioTemplateRouter = router({
  saveAndPublish: authedCall(calls.saveAndPublish).mutation(saveAndPublishHandler),
  studiotemplateUpdate: authedCall(calls.studiotemplateUpdate).mutation(templateUpdateHandler),
  studiotemplateCopy: authedCall(calls.studiotemplateCopy).mutation(templateCopyHandler),
  exclusiveDetail: authedCall(calls.exclusiveDetail).query(templateDetailHandler),
  exclusiveList: authedCall(calls.exclusiveList).query(templateListHandler),
  randomCover: authedCall(calls.randomCover).mutation(randomCoverHandler),
  studiotemplateDelete: authedCall(calls.studiotemplateDelete).mutation(templateDeleteHandler),
  listTags: authedCall(calls.listTags).query(listTagsHandler),
  getStatus: authedCall(calls.getStatus).query(getStatusHandler),
});
