import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { RewritePollSchema } from '../aiText/ai-schemas';

export const videocreationAiTextGetTaskRecordCall = defineCall({
  id: 'videocreationAiTextGetTaskRecord',
  specId: 'videocreationAiTextGetTaskRecord',
  area: 'script',
  procedure: 'getTaskRecord',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/videocreation/ai-text/get-task-record'], origin: 'spec' },
  silent: false,
  summary:
    'Running: status 0 with no answer; success: status 0 with an answer; timeout: errCode 3 (任务超时，请重试); other failure 获取灵感失败.',
  input: z.object({
    taskId: IdSchema,
  }),
  output: RewritePollSchema,
});
