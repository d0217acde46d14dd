import type { PresenterGesture } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { personaVoice, sceneVoice } from '../../services/render/scene-speech';
import type { SpeechSettings } from '../../services/speech/synthesize';

type Ctx = Pick<Context, 'db' | 'storage' | 'speech' | 'request'> & { user: SessionUser };

/** voice/scene-speech: the scene's voice as the render speaks it, with its lip-sync track, for the editor preview. */
export async function sceneSpeechHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Omit<SpeechSettings, 'voiceBizId'> & {
    voiceBizId?: string | undefined;
    personaBizId?: string | undefined;
    text: string;
  };
}) {
  const voiceBizId = input.voiceBizId ?? (await personaVoice(ctx, input.personaBizId));
  const voice = await sceneVoice(ctx, ctx.user.companyId, input.text, { ...input, voiceBizId });
  return {
    audioUrl: voice.key ? ctx.storage.urlOf(voice.key, ctx.request.origin) : null,
    durationMs: voice.durationMs,
    visemes: voice.visemes.map(({ ms, v }) => [ms, v] as [number, number]),
    sentenceStarts: voice.cues.map((c) => c.startMs),
    cues: voice.cues,
    gestures: (voice.gestures ?? []).map(
      ([ms, gesture, items]) =>
        (items === undefined ? [ms, gesture] : [ms, gesture, items]) as [number, PresenterGesture, number?],
    ),
  };
}
