import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

export const userDismissNewMemberPromptCall = defineCall({
  id: 'userDismissNewMemberPrompt',
  specId: null,
  area: 'user',
  procedure: 'dismissNewMemberPrompt',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/new-member-prompt/dismiss'], origin: 'ours' },
  silent: true,
  summary:
    'Closes the new-member prompt (000 §4) for the signed-in user on every browser; idempotent. Called when the prompt is closed or the member offer is opened',
  input: z.looseObject({}),
  output: OkSchema,
});
