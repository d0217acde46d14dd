import { defineCall } from '../define-call';
import { ImportLexiconWordsInputSchema, AddLexiconWordsOutputSchema } from './lexicon-schemas';

export const safetyLexiconImportCall = defineCall({
  id: 'safetyLexiconImport',
  specId: null,
  area: 'safety',
  procedure: 'importLexiconWords',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/safety/lexicon/words/import'], origin: 'ours' },
  silent: false,
  summary: 'Imports words from a text file (one a line, or tab-separated word, level, category, kind) or an xlsx sheet',
  input: ImportLexiconWordsInputSchema,
  output: AddLexiconWordsOutputSchema,
});
