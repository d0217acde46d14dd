import { useCallback, useEffect, useRef, useState } from 'react';
import { sceneSpeechText, speechRuleMessages, spokenSceneMs } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import type { WorkbenchScene } from './types';
import type { Playback } from './use-preview-frame';

export type VoicePreviewState = 'idle' | 'loading' | 'playing';

/**
 * What the voice decided about the scene, as the render's timing has it: its length, the caption's
 * sentences, the lip-sync's [ms, viseme] keys, the sentence starts and each sentence's gesture.
 */
export type VoiceTiming = Pick<
  RouterOutputs['voice']['sceneSpeech'],
  'visemes' | 'sentenceStarts' | 'cues' | 'gestures'
> & {
  durationMs: number;
};

/**
 * 预览 of a scene with its voice: the server speaks the scene as the render will (voice/scene-speech,
 * cached) and answers its lip-sync track; the audio plays, and the canvas draws the scene at the
 * audio's own clock, so the mouth follows what is heard even when playback stalls.
 */
export function useVoicePreview(scene: WorkbenchScene | undefined, personaBizId: string | undefined) {
  const speech = trpc.voice.sceneSpeech.useMutation();
  const [state, setState] = useState<VoicePreviewState>('idle');
  const [playback, setPlayback] = useState<(Playback & { timing: VoiceTiming }) | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Each start gets a number; an answer for an earlier start (stopped meanwhile) is dropped.
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current++;
    audio.current?.pause();
    audio.current = null;
    setPlayback(null);
    setState('idle');
  }, []);

  const start = useCallback(async () => {
    if (!scene) return;
    const text = sceneSpeechText(scene);
    if (!text.trim()) {
      toast.error(speechRuleMessages.textEmpty);
      return;
    }
    const id = ++run.current;
    setState('loading');
    let answered = false;
    try {
      const answer = await speech.mutateAsync({
        text,
        ...(scene.tts?.voiceBizId ? { voiceBizId: scene.tts.voiceBizId } : {}),
        ...(personaBizId ? { personaBizId } : {}),
        rate: scene.tts?.rate,
        pitch: scene.tts?.pitch,
        volume: scene.tts?.volume,
      });
      answered = true;
      if (id !== run.current || !answer.audioUrl) return;
      const player = new Audio(answer.audioUrl);
      player.preload = 'auto';
      // The audio is played only once it can play through: the mouth never runs ahead of a loading voice.
      await new Promise<void>((resolve, reject) => {
        player.addEventListener('canplaythrough', () => resolve(), { once: true });
        player.addEventListener('error', () => reject(new Error('audio')), { once: true });
        player.load();
      });
      if (id !== run.current) return;
      audio.current = player;
      player.addEventListener('ended', () => id === run.current && stop(), { once: true });
      await player.play();
      if (id !== run.current) return player.pause();
      setPlayback({
        id,
        ms: answer.durationMs,
        clock: () => player.currentTime * 1000,
        // The scene lasts as long as it will in the video: a plan without it ends its layers at the
        // scene's stated length (5 s for a template without one), and the canvas would show only
        // the background for the rest of a longer voice.
        timing: {
          durationMs: spokenSceneMs(answer.durationMs, scene.durationMilliseconds),
          cues: answer.cues,
          visemes: answer.visemes,
          sentenceStarts: answer.sentenceStarts,
          gestures: answer.gestures,
        },
      });
      setState('playing');
    } catch {
      // A failed call has already said why (its own message); an audio the browser refused is said here.
      if (id === run.current) {
        if (answered) toast.error('语音播放失败');
        stop();
      }
    }
  }, [scene, personaBizId, speech, stop]);

  // Leaving the editor stops the voice.
  useEffect(
    () => () => {
      run.current++;
      audio.current?.pause();
    },
    [],
  );

  return { state, playback, start, stop };
}
