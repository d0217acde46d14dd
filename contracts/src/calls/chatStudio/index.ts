import { talkStudioCreateCall } from './talkStudioCreate';
import { talkStudioDeleteCall } from './talkStudioDelete';
import { talkStudioUrlCall } from './talkStudioUrl';

export const chatStudioCalls = {
  studioCreate: talkStudioCreateCall,
  studioDelete: talkStudioDeleteCall,
  studioUrl: talkStudioUrlCall,
} as const;
