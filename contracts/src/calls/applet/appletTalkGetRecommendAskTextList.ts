import { z } from 'zod';
import { defineCall } from '../define-call';
import { RecommendedQuestionSchema } from '../faq/faq-schemas';
import { IdSchema } from '../shared';

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
  input: z.object({
    projectId: IdSchema,
  }),
  output: z.array(RecommendedQuestionSchema),
});
