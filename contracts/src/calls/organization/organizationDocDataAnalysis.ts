import { defineCall } from '../define-call';
import { DataAnalysisQuerySchema, DocDataAnalysisSchema } from './org-schemas';

/** Our extension: the figures behind the document view of 数据分析 (000 §2 DocDataAnalyse), from our own documents. */
export const organizationDocDataAnalysisCall = defineCall({
  id: 'organizationDocDataAnalysis',
  specId: null,
  area: 'organization',
  procedure: 'docDataAnalysis',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/doc-data-analysis'], origin: 'ours' },
  silent: false,
  summary:
    'Documents uploaded, converted and paged per day, document types and document-bound interactive projects for an organisation manager',
  input: DataAnalysisQuerySchema,
  output: DocDataAnalysisSchema,
});
