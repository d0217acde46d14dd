import { defineCall } from '../define-call';
import { ModelPreheatSchema } from './talk-output-schemas';
import { TalkProjectRefInputSchema } from './talk-schemas';

export const talkProjectModelPreheatCall = defineCall({
  id: 'talkProjectModelPreheat',
  specId: 'talkProjectModelPreheat',
  area: 'talkProject',
  procedure: 'modelPreheat',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/model/preheat'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectRefInputSchema,
  output: ModelPreheatSchema,
});
