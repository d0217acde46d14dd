import { openapiTalkSupportLanguageCall } from './openapiTalkSupportLanguage';
import { openapiSubkeyGetCall } from './openapiSubkeyGet';
import { openapiSignatureGenCall } from './openapiSignatureGen';
import { openapiTalkRtcGetCall } from './openapiTalkRtcGet';
import { openapiTalkFaqListCall } from './openapiTalkFaqList';

export const openapiCalls = {
  supportLanguage: openapiTalkSupportLanguageCall,
  subkeyGet: openapiSubkeyGetCall,
  signatureGen: openapiSignatureGenCall,
  rtcGet: openapiTalkRtcGetCall,
  faqList: openapiTalkFaqListCall,
} as const;
