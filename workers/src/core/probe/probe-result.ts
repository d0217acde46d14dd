/**
 * What the browser learns of a picked file before it is uploaded (001 §7 Media and upload): read
 * from ffprobe's JSON (`-print_format json -show_format -show_streams`), as ffmpeg.wasm prints it in
 * the media-probe worker and native ffprobe prints it on the server.
 */
export interface MediaProbe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  formatName: string;
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
  format?: { duration?: string; format_name?: string };
}

/** Null when the text is not ffprobe's answer for a media file (an unreadable or damaged file). */
export function parseProbeJson(text: string): MediaProbe | null {
  let json: ProbeJson;
  try {
    json = JSON.parse(text) as ProbeJson;
  } catch {
    return null;
  }
  const streams = json.streams ?? [];
  // Cover art in an audio file is a "video" stream too; it is not the picture of a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!json.format || (!video && !audio)) return null;
  const seconds = Number(json.format.duration ?? video?.duration ?? audio?.duration);
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    formatName: json.format.format_name ?? '',
  };
}

/** True when media is longer than `maxMinutes` (the spec's limits are given in minutes). */
export const isLongerThan = (probe: MediaProbe, maxMinutes: number): boolean =>
  probe.durationMs !== null && probe.durationMs > maxMinutes * 60_000;
