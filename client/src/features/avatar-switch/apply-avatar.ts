import type { SceneVoice } from './avatar-voice';

interface ChosenAvatar {
  personaBizId: string;
  name: string;
  summaryImage: string;
}

type Data = { personaBizId?: string; scenes: Scene[]; [key: string]: unknown };
type Scene = { virtualHuman?: Record<string, unknown> | null; tts?: Record<string, unknown> | null; [key: string]: unknown };

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
 * each scene's virtual human shows the avatar's picture in its place and size, and each scene speaks
 * with the avatar's voice. Scenes without a virtual human keep having none; other keys stay untouched.
 */
export function applyAvatar<T extends Data>(data: T, avatar: ChosenAvatar, voice: SceneVoice, origin: string): T {
  const mediaUrl = storedImageUrl(avatar.summaryImage, origin);
  return {
    ...data,
    personaBizId: avatar.personaBizId,
    scenes: data.scenes.map((scene) => ({
      ...scene,
      ...(scene.virtualHuman ? { virtualHuman: { ...scene.virtualHuman, mediaUrl, title: avatar.name, personaBizId: avatar.personaBizId } } : {}),
      tts: { ...(scene.tts ?? {}), ...voice },
    })),
  };
}
