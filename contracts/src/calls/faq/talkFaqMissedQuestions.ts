import { defineCall } from '../define-call';
import { MissedQuestionListSchema, MissedQuestionsInputSchema } from './faq-schemas';

export const talkFaqMissedQuestionsCall = defineCall({
  id: 'talkFaqMissedQuestions',
  specId: null,
  area: 'faq',
  procedure: 'missedQuestions',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/missedQuestions'], origin: 'ours' },
  silent: false,
  summary:
    "Visitors' questions of the last 30 days the FAQ did not answer for sure (suggested or unanswered), grouped by text; a question that became one of an item's questions leaves the list",
  input: MissedQuestionsInputSchema,
  output: MissedQuestionListSchema,
});
