import { studioMessages } from '@portal/contracts';

export type RenameCheck = { ok: true; name: string } | { ok: false; message: string };

/** 001 §5: an empty (or blank) name is refused with 视频名称不能为空 and no request is sent. */
export function checkProjectName(input: string): RenameCheck {
  const name = input.trim();
  return name ? { ok: true, name } : { ok: false, message: studioMessages.videoNameRequired };
}
