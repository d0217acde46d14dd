import { z } from 'zod';
import { defineCall } from '../define-call';
import { CardAccessInputSchema } from './card-schemas';
import { RecommendedQuestionSchema } from '../faq/faq-schemas';

export const appletTalkGetRecommendAskTextListCall = defineCall({
  id: 'appletTalkGetRecommendAskTextList',
  specId: 'appletTalkGetRecommendAskTextList',
  area: 'applet',
  procedure: 'getRecommendAskTextList',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/applet/talk/getRecommendAskTextList'], origin: 'spec' },
  silent: false,
  summary: '',
  input: CardAccessInputSchema,
  output: z.array(RecommendedQuestionSchema),
});
