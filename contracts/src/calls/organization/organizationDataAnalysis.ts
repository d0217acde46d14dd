import { defineCall } from '../define-call';
import { DataAnalysisQuerySchema, DataAnalysisSchema } from './org-schemas';

/** Our extension: the figures behind 数据分析 (000 §2 DataAnalyse), from our own tasks and quotas. */
export const organizationDataAnalysisCall = defineCall({
  id: 'organizationDataAnalysis',
  specId: null,
  area: 'organization',
  procedure: 'dataAnalysis',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/data-analysis'], origin: 'ours' },
  silent: false,
  summary: 'Videos, minutes and active members per day, quota use and top templates for an organisation manager',
  input: DataAnalysisQuerySchema,
  output: DataAnalysisSchema,
});
