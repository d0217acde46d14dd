export const TTS_ASYNC_JOB = 'speech.ttsAsync';
