/**
 * The visitor's voice: voice-activity detection in the browser (@ricky0123/vad-web, the Silero
 * model shipped in the package and served from our origin). Hold-to-talk sends what was said while
 * held; hands-free sends each utterance the detector cuts. Speech onset is reported at once, so
 * the page can silence the human (barge-in) before the utterance is even finished.
 *
 * INTERFACE (shared by the card page): keep these names and shapes.
 */
export type VoiceInputMode = 'hold' | 'handsFree';
/** unavailable: no recogniser on the server or no microphone API; denied: the visitor refused the microphone. */
export type VoiceInputStatus = 'off' | 'loading' | 'listening' | 'speaking' | 'denied' | 'unavailable' | 'failed';

export interface VoiceInputOptions {
  /** false stops listening and releases the microphone. */
  enabled: boolean;
  mode: VoiceInputMode;
  onSpeechStart: () => void;
  /** One utterance as 16 kHz mono 16-bit WAV, base64. */
  onUtterance: (wavBase64: string, durationMs: number) => void;
}

export declare function useVoiceInput(options: VoiceInputOptions): {
  status: VoiceInputStatus;
  /** Hold-to-talk: pressing starts capture, releasing sends it. */
  holdStart: () => void;
  holdEnd: () => void;
};
