import { defineCall } from '../define-call';
import { ExportLexiconWordsInputSchema, ExportLexiconWordsOutputSchema } from './lexicon-schemas';

export const safetyLexiconExportCall = defineCall({
  id: 'safetyLexiconExport',
  specId: null,
  area: 'safety',
  procedure: 'exportLexiconWords',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/safety/lexicon/words/export'], origin: 'ours' },
  silent: false,
  summary: 'Exports the company lexicon as text or xlsx (same columns the import reads)',
  input: ExportLexiconWordsInputSchema,
  output: ExportLexiconWordsOutputSchema,
});
