import { useEffect, useRef, useState } from 'react';
import type { MicVAD } from '@ricky0123/vad-web';
import { VAD_ASSET_PATH } from './vad-path';
import { encodeWav, toBase64, trimToSpeech, VAD_SAMPLE_RATE } from './wav';

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

/**
 * Detector settings for a conversation: an utterance ends after 0.7 s of silence (the library's
 * 1.4 s makes every answer feel late), and anything shorter than 0.3 s is a cough, not a question.
 * The library's speech thresholds (0.3 / 0.25) are kept: at 0.5 the onset of a recorded question
 * was reported 350 ms late (measured on eSpeak NG speech, Chromium's fake microphone), at 0.3 in
 * 30–160 ms, which barge-in needs.
 */
const DETECTOR = {
  positiveSpeechThreshold: 0.3,
  negativeSpeechThreshold: 0.25,
  redemptionMs: 700,
  preSpeechPadMs: 300,
  minSpeechMs: 300,
} as const;
/** Silero v5 reads 512-sample frames (32 ms); a held press keeps ~0.3 s around what was said. */
const HOLD_PAD_FRAMES = 10;
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

const statusOfError = (e: unknown): VoiceInputStatus => {
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
};

/**
 * The visitor's voice: the Silero detector (@ricky0123/vad-web on onnxruntime-web, files served from
 * our origin) on the microphone. Hands-free: listens while enabled, reports speech onset at once
 * (barge-in) and sends each utterance it cuts. Hold: the microphone is open while the button is
 * held; the held audio, trimmed to where speech was heard, is sent on release.
 */
export function useVoiceInput(options: VoiceInputOptions): {
  status: VoiceInputStatus;
  holdStart: () => void;
  holdEnd: () => void;
} {
  const { enabled, mode } = options;
  const [status, setStatus] = useState<VoiceInputStatus>('off');
  const callbacks = useRef(options);
  callbacks.current = options;
  const controls = useRef<{ holdStart: () => void; holdEnd: () => void } | null>(null);

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    if (
      typeof navigator === 'undefined' ||
      !navigator.mediaDevices?.getUserMedia ||
      typeof AudioContext === 'undefined'
    ) {
      setStatus('unavailable');
      return;
    }
    setStatus('loading');
    let live = true;
    let vad: MicVAD | null = null;
    // Our own context, so it can be resumed on a gesture (autoplay rules apply to capture too).
    const context = new AudioContext();
    const unlock = () => {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    };
    for (const g of GESTURES) window.addEventListener(g, unlock, { capture: true, passive: true });
    let holding = false;
    let held: { samples: Float32Array; speech: number }[] = [];

    const fail = (e: unknown) => {
      holding = false;
      if (live) setStatus(statusOfError(e));
    };
    const start = async () => {
      if (!vad) return;
      unlock();
      await vad.start();
      // A refused microphone does not always throw: the library records it and stops.
      if (vad.errored) throw new DOMException(vad.errored, 'NotAllowedError');
      // Unmounted, or the button released, while the microphone was being opened: close it again.
      if (!live || (mode === 'hold' && !holding)) await vad.pause();
    };

    void import('@ricky0123/vad-web')
      .then(({ MicVAD }) =>
        MicVAD.new({
          model: 'v5',
          baseAssetPath: VAD_ASSET_PATH,
          onnxWASMBasePath: VAD_ASSET_PATH,
          // One thread: the model is tiny, and on a cross-origin isolated page (the kiosk) onnxruntime
          // would otherwise start worker threads for it on a machine with four cores or more.
          ortConfig: (ort) => {
            ort.env.logLevel = 'error';
            ort.env.wasm.numThreads = 1;
          },
          audioContext: context,
          startOnLoad: false,
          ...DETECTOR,
          onSpeechStart: () => {
            if (!live || mode !== 'handsFree') return;
            setStatus('speaking');
            callbacks.current.onSpeechStart();
          },
          onVADMisfire: () => {
            if (live && mode === 'handsFree') setStatus('listening');
          },
          onSpeechEnd: (audio) => {
            if (!live || mode !== 'handsFree') return;
            setStatus('listening');
            callbacks.current.onUtterance(toBase64(encodeWav(audio)), (audio.length * 1000) / VAD_SAMPLE_RATE);
          },
          onFrameProcessed: (probabilities, frame) => {
            if (holding) held.push({ samples: frame.slice(), speech: probabilities.isSpeech });
          },
        }),
      )
      .then(async (created) => {
        if (!live) return void created.destroy().catch(() => undefined);
        vad = created;
        // A press made while the detector was loading opens the microphone now.
        if (mode === 'handsFree' || holding) await start();
        if (live && !holding) setStatus('listening');
      })
      .catch(fail);

    controls.current = {
      holdStart: () => {
        if (mode !== 'hold' || holding) return;
        holding = true;
        held = [];
        setStatus('speaking');
        callbacks.current.onSpeechStart();
        // Before the detector has loaded the press is kept: loading opens the microphone when done.
        if (!vad) return;
        start().catch((e) => {
          holding = false;
          fail(e);
        });
      },
      holdEnd: () => {
        if (mode !== 'hold' || !holding) return;
        holding = false;
        const audio = trimToSpeech(held, DETECTOR.negativeSpeechThreshold, HOLD_PAD_FRAMES);
        held = [];
        // Releasing the button releases the microphone.
        void vad?.pause().catch(() => undefined);
        setStatus(vad ? 'listening' : 'loading');
        if (audio) callbacks.current.onUtterance(toBase64(encodeWav(audio)), (audio.length * 1000) / VAD_SAMPLE_RATE);
      },
    };

    return () => {
      live = false;
      holding = false;
      controls.current = null;
      for (const g of GESTURES) window.removeEventListener(g, unlock, { capture: true });
      // destroy() pauses (stopping the microphone's tracks) and releases the model; the context is ours.
      void (vad?.destroy() ?? Promise.resolve())
        .catch(() => undefined)
        .finally(() => void context.close().catch(() => undefined));
    };
  }, [enabled, mode]);

  return {
    status,
    holdStart: () => controls.current?.holdStart(),
    holdEnd: () => controls.current?.holdEnd(),
  };
}
