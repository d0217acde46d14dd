import { studioTemplateCalls as calls } from '@portal/contracts/calls/studioTemplate/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const studioTemplateRouter = router({
  saveAndPublish: authedCall(calls.saveAndPublish).mutation(notImplemented(calls.saveAndPublish)),
  studiotemplateUpdate: authedCall(calls.studiotemplateUpdate).mutation(notImplemented(calls.studiotemplateUpdate)),
  studiotemplateCopy: authedCall(calls.studiotemplateCopy).mutation(notImplemented(calls.studiotemplateCopy)),
  exclusiveDetail: authedCall(calls.exclusiveDetail).query(notImplemented(calls.exclusiveDetail)),
  exclusiveList: authedCall(calls.exclusiveList).query(notImplemented(calls.exclusiveList)),
  randomCover: authedCall(calls.randomCover).mutation(notImplemented(calls.randomCover)),
  studiotemplateDelete: authedCall(calls.studiotemplateDelete).mutation(notImplemented(calls.studiotemplateDelete)),
  listTags: authedCall(calls.listTags).query(notImplemented(calls.listTags)),
  getStatus: authedCall(calls.getStatus).query(notImplemented(calls.getStatus)),
});
