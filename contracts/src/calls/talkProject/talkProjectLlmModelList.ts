import { z } from 'zod';
import { defineCall } from '../define-call';
import { LlmModelSchema } from './talk-output-schemas';
import { LlmModelListInputSchema } from './talk-schemas';

export const talkProjectLlmModelListCall = defineCall({
  id: 'talkProjectLlmModelList',
  specId: 'talkProjectLlmModelList',
  area: 'talkProject',
  procedure: 'llmModelList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/llm-model/list'], origin: 'spec' },
  silent: false,
  summary: 'LLM list; shape not shown.',
  input: LlmModelListInputSchema,
  output: z.array(LlmModelSchema),
});
