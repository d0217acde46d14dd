import { safetyCalls as calls } from '@portal/contracts/calls/safety/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { greenCheckHandler, moderationHandler } from './check.handler';

export const safetyRouter = router({
  greenText: authedCall(calls.greenText).mutation(moderationHandler),
  greenCheckV2: authedCall(calls.greenCheckV2).mutation(greenCheckHandler),
  sceneTextSensitivityCheck: authedCall(calls.sceneTextSensitivityCheck).mutation(greenCheckHandler),
  textModeration: authedCall(calls.textModeration).mutation(moderationHandler),
});
