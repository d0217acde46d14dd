export const PROBE_MEDIA_JOB = 'media.probe';
