/**
 * The postures of the seeded characters and the pictures stored for them. A posture names the arms'
 * rest pose (gestures.ts `REST_POSES`): hands together before the waist, or one hand raised towards
 * the content. Every platform picture of a character — the first "painted" ones stored projects
 * still show, and the body art — is drawn by the render core as the character's vector figure
 * (rig.ts), so old and new projects look the same.
 */
export const ARM_POSES = ['standing', 'presenting'] as const;
export type ArmPose = (typeof ARM_POSES)[number];

/** Storage key of a posture's body picture (the picture new elements take). */
export const bodyArtKey = (personaBizId: string, pose: ArmPose) => `platform/avatars/${personaBizId}/${pose}-body.png`;

const BODY_ART = /(?:^|\/)platform\/avatars\/([^/?#]+)\/(standing|presenting)-body\.png(?:[?#]|$)/;
const ANY_ART = /(?:^|\/)platform\/avatars\/([^/?#]+)\/(standing|presenting)(?:-body)?\.png(?:[?#]|$)/;

/** The character and posture of body art from its URL, or undefined for any other picture. */
export function bodyArtOfUrl(url: string): { personaBizId: string; pose: ArmPose } | undefined {
  const m = BODY_ART.exec(url);
  return m ? { personaBizId: decodeURIComponent(m[1]!), pose: m[2] as ArmPose } : undefined;
}

/** The character and posture of any platform picture of a character (painted or body art). */
export function avatarArtOfUrl(url: string): { personaBizId: string; pose: ArmPose } | undefined {
  const m = ANY_ART.exec(url);
  return m ? { personaBizId: decodeURIComponent(m[1]!), pose: m[2] as ArmPose } : undefined;
}
