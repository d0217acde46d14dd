import { describe, expect, it } from 'vitest';
import { isLongerThan, parseProbeJson } from './probe-result';

// ffprobe 6 output for a 3 s H.264/AAC MP4 (trimmed to the fields read; extra fields are ignored).
const MP4 = JSON.stringify({
  streams: [
    {
      index: 0,
      codec_name: 'h264',
      codec_type: 'video',
      width: 320,
      height: 180,
      duration: '3.000000',
      disposition: { attached_pic: 0 },
    },
    { index: 1, codec_name: 'aac', codec_type: 'audio', sample_rate: '44100', duration: '3.018667' },
  ],
  format: {
    filename: '/probe-1/clip.mp4',
    format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
    duration: '3.018667',
    size: '52110',
  },
});

describe('parseProbeJson', () => {
  it('reads duration, size and codecs of a video', () => {
    expect(parseProbeJson(MP4)).toEqual({
      durationMs: 3019,
      width: 320,
      height: 180,
      videoCodec: 'h264',
      audioCodec: 'aac',
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
  });

  it('does not take cover art for the picture of an audio file', () => {
    const mp3 = JSON.stringify({
      streams: [
        { codec_name: 'mp3', codec_type: 'audio' },
        { codec_name: 'mjpeg', codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } },
      ],
      format: { format_name: 'mp3', duration: '61.5' },
    });
    expect(parseProbeJson(mp3)).toMatchObject({ durationMs: 61_500, width: null, videoCodec: null, audioCodec: 'mp3' });
  });

  it('answers null for what is not a media file', () => {
    expect(parseProbeJson('')).toBeNull();
    expect(parseProbeJson('{}')).toBeNull();
    expect(parseProbeJson(JSON.stringify({ streams: [], format: { format_name: 'tty' } }))).toBeNull();
  });

  it('compares a duration with a limit in minutes', () => {
    const probe = parseProbeJson(MP4)!;
    expect(isLongerThan(probe, 1)).toBe(false);
    expect(isLongerThan({ ...probe, durationMs: 60_001 }, 1)).toBe(true);
    expect(isLongerThan({ ...probe, durationMs: null }, 1)).toBe(false);
  });
});
