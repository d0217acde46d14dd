import { defineCall } from '../define-call';
import { DeleteLexiconWordsInputSchema, DeleteLexiconWordsOutputSchema } from './lexicon-schemas';

export const safetyLexiconDeleteCall = defineCall({
  id: 'safetyLexiconDelete',
  specId: null,
  area: 'safety',
  procedure: 'deleteLexiconWords',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/safety/lexicon/words/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes company lexicon words by id',
  input: DeleteLexiconWordsInputSchema,
  output: DeleteLexiconWordsOutputSchema,
});
