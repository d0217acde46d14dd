export const TRAIN_KNOWLEDGE_JOB = 'train-knowledge';
