/**
 * The visitor's voice: voice-activity detection in the browser (@ricky0123/vad-web, the Silero
 * model shipped in the package and served from our origin). Hold-to-talk sends what was said while
 * held; hands-free sends each utterance the detector cuts. Speech onset is reported at once, so
 * the page can silence the human (barge-in) before the utterance is even finished.
 *
 * INTERFACE (shared by the card page): keep these names and shapes.
 */
export {
  useVoiceInput,
  type VoiceInputMode,
  type VoiceInputOptions,
  type VoiceInputStatus,
} from './voice/use-voice-input';
