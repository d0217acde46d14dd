import { openapiCalls as calls } from '@portal/contracts/calls/openapi/index';
import { router } from '../../trpc/init';
import { authedCall, openapiCall } from '../../trpc/call-procedures';
import { faqListHandler } from './faqList.handler';
import { rtcGetHandler } from './rtcGet.handler';
import { signatureGenHandler } from './signatureGen.handler';
import { subkeyGetHandler } from './subkeyGet.handler';
import { supportLanguageHandler } from './supportLanguage.handler';

export const openapiRouter = router({
  supportLanguage: openapiCall(calls.supportLanguage).query(supportLanguageHandler),
  subkeyGet: authedCall(calls.subkeyGet).query(subkeyGetHandler),
  signatureGen: openapiCall(calls.signatureGen).query(signatureGenHandler),
  rtcGet: openapiCall(calls.rtcGet).query(rtcGetHandler),
  faqList: openapiCall(calls.faqList).query(faqListHandler),
});
