import { z } from 'zod';

/** A chat-studio character as the project's talk.chatStudio holds it (002 §3). */
export const ChatCharacterSchema = z.object({
  characterId: z.string(),
  characterName: z.string(),
  characterUrl: z.string(),
});
export const ChatCharacterDeletedSchema = z.object({ characterId: z.string() });
