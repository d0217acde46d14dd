import { chatStudioCalls as calls } from '@portal/contracts/calls/chatStudio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { studioCreateHandler } from './studioCreate.handler';
import { studioDeleteHandler } from './studioDelete.handler';
import { studioUrlHandler } from './studioUrl.handler';

export const chatStudioRouter = router({
  studioCreate: authedCall(calls.studioCreate).mutation(studioCreateHandler),
  studioDelete: authedCall(calls.studioDelete).mutation(studioDeleteHandler),
  studioUrl: authedCall(calls.studioUrl).query(studioUrlHandler),
});
