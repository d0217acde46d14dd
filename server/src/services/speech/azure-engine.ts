import { CloudSpeechError, withDeadline } from './cloud-request';

/**
 * Azure's speech service (text-to-speech REST API): SSML in its dialect (a <voice name>, sapi
 * phonemes) from the markup core, WAV out. Selected for voices whose supplier is 'azure', which are
 * listed only while AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are set.
 */
export interface AzureSpeechConfig {
  key: string;
  region: string;
  /** Defaults to https://{region}.tts.speech.microsoft.com; tests point it at a loopback server. */
  endpoint?: string | undefined;
  /** CLOUD_TTS_TIMEOUT_MS; 60 s when not given. */
  timeoutMs?: number | undefined;
}

/** 24 kHz 16-bit mono PCM in a RIFF container, resampled by the caller when another rate is asked. */
export const AZURE_OUTPUT_FORMAT = 'riff-24khz-16bit-mono-pcm';

export async function azureSynthesize(config: AzureSpeechConfig, ssml: string): Promise<Buffer> {
  const base = config.endpoint ?? `https://${config.region}.tts.speech.microsoft.com`;
  return withDeadline('azure', config.timeoutMs ?? 60_000, async (signal) => {
    const res = await fetch(`${base.replace(/\/+$/, '')}/cognitiveservices/v1`, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': config.key,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
        'User-Agent': 'digital-human-portal',
      },
      body: ssml,
      signal,
    });
    if (res.status === 401 || res.status === 403) throw new CloudSpeechError('auth', 'azure', `HTTP ${res.status}`);
    if (!res.ok) throw new CloudSpeechError('provider', 'azure', `HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  });
}
