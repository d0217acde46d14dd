export const CONVERT_DOCUMENT_JOB = 'document.convert';
