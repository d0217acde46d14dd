import { safetyCalls as calls } from '@portal/contracts/calls/safety/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const safetyRouter = router({
  greenText: authedCall(calls.greenText).mutation(notImplemented(calls.greenText)),
  greenCheckV2: authedCall(calls.greenCheckV2).mutation(notImplemented(calls.greenCheckV2)),
  sceneTextSensitivityCheck: authedCall(calls.sceneTextSensitivityCheck).mutation(notImplemented(calls.sceneTextSensitivityCheck)),
  textModeration: authedCall(calls.textModeration).mutation(notImplemented(calls.textModeration)),
});
