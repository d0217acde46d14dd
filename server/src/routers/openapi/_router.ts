import { openapiCalls as calls } from '@portal/contracts/calls/openapi/index';
import { router } from '../../trpc/init';
import { authedCall, openapiCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const openapiRouter = router({
  supportLanguage: openapiCall(calls.supportLanguage).query(notImplemented(calls.supportLanguage)),
  subkeyGet: authedCall(calls.subkeyGet).query(notImplemented(calls.subkeyGet)),
  signatureGen: openapiCall(calls.signatureGen).query(notImplemented(calls.signatureGen)),
  rtcGet: openapiCall(calls.rtcGet).query(notImplemented(calls.rtcGet)),
  faqList: openapiCall(calls.faqList).query(notImplemented(calls.faqList)),
});
