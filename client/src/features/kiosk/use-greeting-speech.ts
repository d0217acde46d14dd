import { useCallback, useMemo, useRef } from 'react';
import { trpcClient } from '../../lib/trpc';
import type { LiveHuman } from '../live/live-human';
import { clipOfSpeech } from '../applet/card-link';
import { isRevoked } from './use-kiosk';

/**
 * The kiosk's greetings (wake, face) spoken as an answer's sentence is: the project's voice from
 * the server, the lips on its viseme track. A sleep or a question before the audio arrives drops it,
 * so a late greeting never talks over an answer.
 */
export function useGreetingSpeech(deviceToken: string, human: LiveHuman) {
  const turn = useRef(0);
  const speak = useCallback(
    (text: string) => {
      const mine = ++turn.current;
      trpcClient.device.greetSpeech
        .mutate({ deviceToken, text }, { context: { silent: true } })
        .then((speech) => {
          if (mine === turn.current) human.enqueue(clipOfSpeech(speech));
        })
        .catch((error: unknown) => {
          if (isRevoked(error)) window.location.reload();
        });
    },
    [deviceToken, human],
  );
  const drop = useCallback(() => {
    turn.current += 1;
  }, []);
  return useMemo(() => ({ speak, drop }), [speak, drop]);
}
