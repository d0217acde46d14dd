export const AI_REWRITE_JOB = 'ai.rewrite';
