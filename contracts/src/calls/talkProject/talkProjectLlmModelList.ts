import { defineCall } from '../define-call';
import { LlmModelListInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

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
  output: UnspecifiedOutputSchema,
});
