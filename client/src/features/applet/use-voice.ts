import * as voiceInput from '../live/voice-input';
import type { VoiceInputOptions, VoiceInputStatus } from '../live/voice-input';

type VoiceInput = (options: VoiceInputOptions) => {
  status: VoiceInputStatus;
  holdStart: () => void;
  holdEnd: () => void;
};

const withoutVoice: VoiceInput = () => ({ status: 'unavailable', holdStart: () => {}, holdEnd: () => {} });

/**
 * The visitor's voice (features/live/voice-input). Read through the module's namespace so the card
 * still builds and works by text while the voice input is only declared (its branch not merged):
 * the buttons then say the microphone cannot be used.
 */
export const useVoice: VoiceInput = (voiceInput as { useVoiceInput?: VoiceInput }).useVoiceInput ?? withoutVoice;
