import type { ProviderId } from '@portal/workers/core/ssml/index';
import type { TimedWord } from '@portal/workers/core/avatar/word-timing';
import { speechRuleMessages } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import { DomainError } from '../domain-error';
import { ALIBABA_SAMPLE_RATE, alibabaSynthesize, type CloudSpeechRequest } from './alibaba-engine';
import { azureSynthesize } from './azure-engine';
import { CloudSpeechError } from './cloud-request';
import { TENCENT_SAMPLE_RATE, tencentSynthesize } from './tencent-engine';

/** The configuration of every cloud speech service; each is off while its variables are unset. */
export type SpeechProviderKey = 'azureSpeech' | 'alibabaSpeech' | 'tencentSpeech';
export type SpeechProvidersConfig = Partial<Pick<AppConfig, SpeechProviderKey>>;

interface VoiceRow {
  supplier: string;
  originId: string;
  languageCode: string;
}

/** What a cloud answers: its WAV and, where it gives them, each word's timing. */
export interface CloudSpeech {
  wav: Buffer;
  words?: TimedWord[];
}

/** A cloud speech service as synthesis sees it: its SSML dialect, output rate and how to ask it. */
export interface CloudSupplier {
  /** The markup core's dialect its text is written in. */
  dialect: ProviderId;
  /** The rate its WAV comes at; other rates are resampled. */
  nativeRate: number;
  /** Part of the cache key: a change of what is sent makes new audio. */
  cacheTag: string;
  configured(config: SpeechProvidersConfig | undefined): boolean;
  /** The voice code the dialect's rules read (Azure's polyphones need a zh-CN voice name). */
  voiceCode(voice: VoiceRow): string;
  speak(config: SpeechProvidersConfig, request: CloudSpeechRequest, voice: VoiceRow): Promise<CloudSpeech>;
}

/** Wraps the voice's content in one <prosody> with the spec's rate, pitch and volume (defaults 1, 1, 50). */
function withAzureProsody(ssml: string, s: { rate: number; pitch: number; volume: number }) {
  const percent = (v: number) => `${v >= 1 ? '+' : ''}${Math.round((v - 1) * 100)}%`;
  const open = `<prosody rate="${percent(s.rate)}" pitch="${percent(s.pitch)}" volume="${Math.round(s.volume)}">`;
  return ssml.replace(
    /(<voice[^>]*>)([\s\S]*)(<\/voice>)/,
    (_m, a: string, body: string, b: string) => `${a}${open}${body}</prosody>${b}`,
  );
}

const CLOUD_SUPPLIERS: Record<string, CloudSupplier> = {
  azure: {
    dialect: 'azure',
    // riff-24khz-16bit-mono-pcm
    nativeRate: 24_000,
    cacheTag: 'azure-1',
    configured: (c) => Boolean(c?.azureSpeech),
    voiceCode: (v) => v.originId,
    // Azure reads rate, pitch and volume from prosody in the SSML it is sent.
    speak: async (c, r) => ({ wav: await azureSynthesize(c.azureSpeech!, withAzureProsody(r.ssml, r)) }),
  },
  alibaba: {
    dialect: 'alibaba',
    nativeRate: ALIBABA_SAMPLE_RATE,
    cacheTag: 'alibaba-nls-1',
    configured: (c) => Boolean(c?.alibabaSpeech),
    voiceCode: (v) => v.languageCode,
    // The RESTful API gives no timing: the lip-sync comes from the audio's energy.
    speak: async (c, r) => ({ wav: await alibabaSynthesize(c.alibabaSpeech!, r) }),
  },
  tencent: {
    dialect: 'tencent',
    nativeRate: TENCENT_SAMPLE_RATE,
    cacheTag: 'tencent-tts-1',
    configured: (c) => Boolean(c?.tencentSpeech),
    voiceCode: (v) => v.languageCode,
    speak: (c, r, v) => tencentSynthesize(c.tencentSpeech!, { ...r, english: v.languageCode.startsWith('en') }),
  },
};

/** The cloud service of a voice's supplier; null for the local engine. */
export const cloudSupplierOf = (supplier: string): CloudSupplier | null => CLOUD_SUPPLIERS[supplier] ?? null;

/** Whether a voice can be spoken here: local voices always, cloud voices while their service is configured. */
export const supplierAvailable = (supplier: string, config: SpeechProvidersConfig | undefined) =>
  cloudSupplierOf(supplier)?.configured(config) ?? true;

/**
 * A failed synthesis as the caller reads it (business codes ours, 001 silent): the operator's keys
 * refused, a slow service, or one that failed; anything else is the engine's own failure.
 */
export function synthesisFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof CloudSpeechError) {
    if (error.failure === 'auth') return DomainError.business(502, speechRuleMessages.cloudVoiceAuthFailed);
    if (error.failure === 'timeout') return DomainError.business(504, speechRuleMessages.cloudVoiceTimeout);
    return DomainError.business(502, speechRuleMessages.cloudVoiceFailed);
  }
  return DomainError.business(500, speechRuleMessages.synthesisFailed);
}
