import { z } from 'zod';
import { PHOTO_AVATAR_NAME_MAX } from '../../constants/photo-avatar';
import { photoAvatarMessages as m } from '../../messages/photo-avatar';
import { defineCall } from '../define-call';
import { QueryBooleanSchema, UploadedFileSchema } from '../shared';
import { PhotoAvatarSchema } from './vh-schemas';

export const photoAvatarCreateCall = defineCall({
  id: 'photoAvatarCreate',
  specId: null,
  area: 'vh',
  procedure: 'photoAvatarCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/photo-avatar/create'], origin: 'ours' },
  silent: false,
  summary:
    'Makes a photo avatar from one frontal portrait (multipart): checks the photo and the likeness confirmation, spends one customise-virtual-human unit and adds it to the digital employees',
  files: ['file'],
  input: z.object({
    file: UploadedFileSchema,
    name: z.string().trim().min(1, m.nameRequired).max(PHOTO_AVATAR_NAME_MAX),
    voiceBizId: z.string().trim().min(1, m.voiceRequired).max(64),
    /** The uploader confirms the right to use the likeness of the person in the photo. */
    likenessConfirmed: QueryBooleanSchema.default(false),
  }),
  output: PhotoAvatarSchema,
});
