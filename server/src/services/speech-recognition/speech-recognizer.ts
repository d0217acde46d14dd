/**
 * Speech recognition as the rest of the server sees it: a file in, its text and timed segments out.
 * Inspiration transcripts (001 §4) and audio content checks use it; which service answers is the
 * provider's business.
 */
export interface TranscriptSegment {
  /** Seconds from the start of the media. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  text: string;
  segments: TranscriptSegment[];
}

/** A local file to transcribe; the name's extension tells the service the container format. */
export interface AudioFile {
  path: string;
  fileName: string;
}

export interface SpeechRecognizer {
  transcribe(file: AudioFile, signal?: AbortSignal): Promise<Transcript>;
}

export class SpeechRecognitionError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}
