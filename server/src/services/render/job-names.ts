export const RENDER_VIDEO_JOB = 'video.render';
