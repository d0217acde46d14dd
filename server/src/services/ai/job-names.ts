export const AI_REWRITE_JOB = 'ai.rewrite';
export const AI_SCRIPT_CREATION_JOB = 'ai.script-creation';
export const AI_ASYNC_ASK_JOB = 'ai.async-ask';
