import { z } from 'zod';

/** An avatar (001 §3: personaBizId, name, summaryImage, industry) with its postures. */
export const AvatarItemSchema = z.object({
  personaBizId: z.string(),
  name: z.string(),
  summaryImage: z.string(),
  industry: z.string(),
  vhModelType: z.string(),
  defaultVoiceBizId: z.string(),
  releasedAt: z.date(),
});
export type AvatarItem = z.infer<typeof AvatarItemSchema>;

export const PostureItemSchema = z.object({ postureId: z.string(), name: z.string(), imageUrl: z.string(), personaBizId: z.string() });

/** Persona authorisation (002 §4): the company may use it, it was removed from the company, or taken offline. */
export const PersonaAuthStatusSchema = z.enum(['AUTHORIZED', 'NO_AUTH', 'DELETED']);

export const PersonaBizIdSchema = z.object({ personaBizId: z.string().trim().min(1).max(64) });

/** The avatar's default voice (001 §7): bizId, speedDefault, toneDefault, volumeDefault, voiceRole, voiceStyle. */
export const AvatarVoiceDefaultsSchema = z.object({
  bizId: z.string(),
  speedDefault: z.number(),
  toneDefault: z.number(),
  volumeDefault: z.number(),
  voiceRole: z.string(),
  voiceStyle: z.string(),
});
