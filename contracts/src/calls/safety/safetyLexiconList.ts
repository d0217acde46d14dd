import { defineCall } from '../define-call';
import { ListLexiconWordsInputSchema, ListLexiconWordsOutputSchema } from './lexicon-schemas';

export const safetyLexiconListCall = defineCall({
  id: 'safetyLexiconList',
  specId: null,
  area: 'safety',
  procedure: 'listLexiconWords',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/safety/lexicon/words'], origin: 'ours' },
  silent: false,
  summary:
    'The company lexicon words and allow-list, searched and paged, with the size and source of the shipped lexicon',
  input: ListLexiconWordsInputSchema,
  output: ListLexiconWordsOutputSchema,
});
