import { defineCall } from '../define-call';
import { AddLexiconWordsInputSchema, AddLexiconWordsOutputSchema } from './lexicon-schemas';

export const safetyLexiconAddCall = defineCall({
  id: 'safetyLexiconAdd',
  specId: null,
  area: 'safety',
  procedure: 'addLexiconWords',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/safety/lexicon/words/add'], origin: 'ours' },
  silent: false,
  summary: 'Adds words to the company lexicon or allow-list; new checks see them at once in every process',
  input: AddLexiconWordsInputSchema,
  output: AddLexiconWordsOutputSchema,
});
