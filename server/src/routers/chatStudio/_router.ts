import { chatStudioCalls as calls } from '@portal/contracts/calls/chatStudio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const chatStudioRouter = router({
  studioCreate: authedCall(calls.studioCreate).mutation(notImplemented(calls.studioCreate)),
  studioDelete: authedCall(calls.studioDelete).mutation(notImplemented(calls.studioDelete)),
  studioUrl: authedCall(calls.studioUrl).query(notImplemented(calls.studioUrl)),
});
