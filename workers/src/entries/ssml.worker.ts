/** Speech markup worker: validation, SSML conversion and the polyphone dictionary off the editor's main thread. */
import { expose } from 'comlink';
import { parseSsml, readingsOf, toProviderSsml, validateSpeech, type SpeechDoc } from '../core/ssml';

const api = {
  validate: (doc: SpeechDoc, provider: string | null, voice: string | null) => validateSpeech(doc, provider, voice),
  /** `voice` is needed by Azure, whose SSML names the voice. */
  toSsml: (doc: SpeechDoc, provider: string, voice = '') => toProviderSsml(doc, provider, voice),
  parseSsml: (text: string) => parseSsml(text),
  // The picker runs here too: the dictionary (pinyin-pro, ~1 MB) stays out of the main bundle.
  readingsOf: (char: string) => readingsOf(char),
};

export type SsmlWorkerApi = typeof api;

expose(api);
