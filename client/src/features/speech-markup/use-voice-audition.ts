import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';

/** What a voice says when auditioned: the server's greeting for Chinese voices, a line of English otherwise. */
const ENGLISH_SAMPLE = 'Hello, I am your digital employee. It is a pleasure to help you.';

export type AuditionState = 'idle' | 'loading' | 'playing';

/**
 * Auditions voices one at a time: the sample sentence is synthesised by voice/new/demo (cached on
 * the server; its address is kept here too, so a second play is not a second call), and starting
 * another voice stops the one playing.
 */
export function useVoiceAudition() {
  const demo = trpc.voice.demo.useMutation();
  const urls = useRef(new Map<string, string>());
  const audio = useRef<HTMLAudioElement | null>(null);
  const run = useRef(0);
  const [current, setCurrent] = useState<{ bizId: string; state: AuditionState } | null>(null);

  const stop = useCallback(() => {
    run.current++;
    audio.current?.pause();
    audio.current = null;
    setCurrent(null);
  }, []);

  const play = useCallback(
    async (voice: { bizId: string; languageCode: string }) => {
      stop();
      const id = run.current;
      setCurrent({ bizId: voice.bizId, state: 'loading' });
      try {
        let url = urls.current.get(voice.bizId);
        if (!url) {
          const english = voice.languageCode.startsWith('en');
          const answer = await demo.mutateAsync({
            voiceBizId: voice.bizId,
            ...(english ? { text: ENGLISH_SAMPLE } : {}),
          });
          url = answer.audioUrl;
          urls.current.set(voice.bizId, url);
        }
        if (id !== run.current) return;
        const player = new Audio(url);
        audio.current = player;
        player.addEventListener('ended', () => id === run.current && stop(), { once: true });
        await player.play();
        if (id === run.current) setCurrent({ bizId: voice.bizId, state: 'playing' });
      } catch {
        // A failed call has already said why (the call's toast); a refused audio just stops.
        if (id === run.current) stop();
      }
    },
    [demo, stop],
  );

  // Closing the picker (unmounting) stops the voice.
  useEffect(
    () => () => {
      run.current++;
      audio.current?.pause();
    },
    [],
  );

  const stateOf = (bizId: string): AuditionState => (current?.bizId === bizId ? current.state : 'idle');
  return { play, stop, stateOf };
}
