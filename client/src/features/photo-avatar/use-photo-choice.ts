import { useCallback, useEffect, useRef, useState } from 'react';
import { photoAvatarMessages } from '@portal/contracts';
import { photoFileProblem, photoPixelsProblem } from './photo-rules';

export interface PhotoChoice {
  /** The photo that passed the checks and will be sent, with its preview address. */
  photo: { file: File; previewUrl: string } | null;
  /** Why the last file chosen was refused (the contracts' words). */
  problem: string | null;
  /** The chosen file is being decoded to measure it. */
  checking: boolean;
}

/** The photo's size in pixels, from decoding it; null when the browser cannot read it as an image. */
async function decodedSize(url: string): Promise<{ width: number; height: number } | null> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  }
}

/**
 * The portrait the user picked, checked in the browser before anything is sent: type and size from
 * the file, the shorter side from decoding it. A refused file replaces the previous choice, so the
 * photo on screen is always the one that would be sent.
 */
export function usePhotoChoice() {
  const [choice, setChoice] = useState<PhotoChoice>({ photo: null, problem: null, checking: false });
  // A later pick wins over an earlier one still decoding.
  const pick = useRef(0);

  const choose = useCallback(async (file: File | undefined) => {
    if (!file) return;
    const id = ++pick.current;
    const fileProblem = photoFileProblem(file);
    if (fileProblem) return setChoice({ photo: null, problem: fileProblem, checking: false });
    setChoice((c) => ({ ...c, checking: true }));
    const previewUrl = URL.createObjectURL(file);
    const size = await decodedSize(previewUrl);
    const problem = size ? photoPixelsProblem(size) : photoAvatarMessages.photoCorrupt;
    if (id !== pick.current || problem) URL.revokeObjectURL(previewUrl);
    if (id !== pick.current) return;
    setChoice(
      problem ? { photo: null, problem, checking: false } : { photo: { file, previewUrl }, problem, checking: false },
    );
  }, []);

  // The preview's address is released when the photo is replaced or the dialog closes.
  const previewUrl = choice.photo?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  return { ...choice, choose };
}
