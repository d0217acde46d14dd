import { defineCall } from '../define-call';
import { TrainingSubmittedSchema } from './talk-output-schemas';
import { NluTaskSubmitInputSchema } from './talk-schemas';

export const talkNluTaskSubmitCall = defineCall({
  id: 'talkNluTaskSubmit',
  specId: 'talkNluTaskSubmit',
  area: 'talkProject',
  procedure: 'taskSubmit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/nlu/task/submit'], origin: 'spec' },
  silent: false,
  summary: 'Training status: Init 0, Running 1, Success 2, Fail 3 (association inferred).',
  input: NluTaskSubmitInputSchema,
  output: TrainingSubmittedSchema,
});
