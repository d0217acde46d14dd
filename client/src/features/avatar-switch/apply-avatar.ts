import type { RouterOutputs } from '../../lib/trpc';
import type { SceneVoice } from './avatar-voice';

type ChosenAvatar = Pick<RouterOutputs['vh']['avatarList'][number], 'personaBizId' | 'name' | 'summaryImage'>;

/** A posture of the chosen avatar (query-vh-posture): its picture is the one the rig animates fully. */
type ChosenPosture = Pick<RouterOutputs['vh']['queryVhPosture'][number], 'postureId' | 'imageUrl'>;

type Data = { personaBizId?: string; scenes: Scene[]; [key: string]: unknown };
type Scene = {
  virtualHuman?: Record<string, unknown> | null;
  tts?: Record<string, unknown> | null;
  [key: string]: unknown;
};

/**
 * Our storage's URLs are kept origin-free in project data (as the seeded templates store them), so a
 * project renders the same on any host; other URLs stay as they are.
 */
export function storedImageUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/**
 * Puts the chosen avatar into every scene of the project (the persona is the project's, 001 §3):
 * each scene's virtual human shows the avatar in its place and size — in its first posture when the
 * avatar has postures (a rigged character then gestures with its arm), else its portrait; a photo
 * avatar's picture (`pictureAspect` given) gets a box of its own shape standing in the old one — and
 * each scene speaks with the avatar's voice. Scenes without a virtual human keep having none; other keys
 * stay untouched.
 */
export function applyAvatar<T extends Data>(
  data: T,
  avatar: ChosenAvatar,
  voice: SceneVoice,
  origin: string,
  posture?: ChosenPosture,
  pictureAspect?: number,
): T {
  const mediaUrl = storedImageUrl(posture?.imageUrl ?? avatar.summaryImage, origin);
  // A photo's shape is its own: the box takes it, standing where the presenter stood.
  const reshape = (human: Record<string, unknown>) =>
    pictureAspect && pictureAspect > 0 ? { ...human, ...boxStandingIn(human, pictureAspect) } : human;
  // The old avatar's posture never stays on the new one.
  const withPosture = (human: Record<string, unknown>) => {
    const { postureId: _old, ...rest } = human;
    return posture ? { ...rest, postureId: posture.postureId } : rest;
  };
  return {
    ...data,
    personaBizId: avatar.personaBizId,
    scenes: data.scenes.map((scene) => ({
      ...scene,
      ...(scene.virtualHuman
        ? {
            virtualHuman: {
              ...reshape(withPosture(scene.virtualHuman)),
              mediaUrl,
              title: avatar.name,
              personaBizId: avatar.personaBizId,
            },
          }
        : {}),
      tts: { ...(scene.tts ?? {}), ...voice },
    })),
  };
}

/**
 * The largest box of the given aspect (width / height) inside the element's box, on its bottom edge
 * and centred across it: a portrait photo stands where the presenter stood instead of floating in
 * the middle of a tall box. Elements without a numeric box keep theirs.
 */
export function boxStandingIn(human: Record<string, unknown>, aspect: number) {
  const { X, Y, Width, Height } = human;
  if (typeof X !== 'number' || typeof Y !== 'number' || typeof Width !== 'number' || typeof Height !== 'number')
    return {};
  if (!(Width > 0 && Height > 0)) return {};
  const width = Math.min(Width, Height * aspect);
  const height = width / aspect;
  return {
    X: Math.round(X + (Width - width) / 2),
    Y: Math.round(Y + Height - height),
    Width: Math.round(width),
    Height: Math.round(height),
  };
}
