import type { Image } from 'canvaskit-wasm';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';

/**
 * A brand picture opened with CanvasKit, the server's one image engine outside the face process.
 * It is WebAssembly, so a hostile file can at worst make it throw, never take the process down as a
 * native decoder could (the reason portraits are decoded in the face process). Opening reads only
 * the header: the pixels are decoded when the picture is drawn, after its size has been checked, so
 * a small file claiming 20 000 × 20 000 pixels never fills the memory.
 */
export interface OpenedPicture {
  /** In the picture's upright orientation (EXIF rotation applied). */
  readonly width: number;
  readonly height: number;
  /** Draws the picture at the target size and encodes it: only the pixels remain, no metadata or trailing bytes. */
  encode(target: PictureTarget): Uint8Array;
  close(): void;
}

export interface PictureTarget {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /** JPEG quality, 1–100. */
  quality?: number;
}

/** The picture, or null when CanvasKit cannot read it as an image. */
export async function openPicture(bytes: Uint8Array): Promise<OpenedPicture | null> {
  const ck = await loadCanvasKit();
  let image: Image | null = null;
  try {
    image = ck.MakeImageFromEncoded(bytes);
  } catch {
    image = null;
  }
  if (!image) return null;
  const opened = image;
  const width = opened.width();
  const height = opened.height();
  if (width <= 0 || height <= 0) {
    opened.delete();
    return null;
  }
  return {
    width,
    height,
    encode(target) {
      const surface = ck.MakeSurface(target.width, target.height);
      if (!surface) throw new Error('could not make a surface for the picture');
      const canvas = surface.getCanvas();
      // JPEG has no transparency: a transparent login picture lies on white rather than on black.
      canvas.clear(target.format === 'jpeg' ? ck.WHITE : ck.TRANSPARENT);
      const paint = new ck.Paint();
      // Mipmaps keep a picture scaled to a third of its size (6000 → 1920 px) free of jagged edges.
      canvas.drawImageRectOptions(
        opened,
        ck.XYWHRect(0, 0, width, height),
        ck.XYWHRect(0, 0, target.width, target.height),
        ck.FilterMode.Linear,
        ck.MipmapMode.Linear,
        paint,
      );
      paint.delete();
      const snapshot = surface.makeImageSnapshot();
      const encoded =
        target.format === 'png'
          ? snapshot.encodeToBytes(ck.ImageFormat.PNG, 100)
          : snapshot.encodeToBytes(ck.ImageFormat.JPEG, target.quality ?? 85);
      snapshot.delete();
      // Only dispose() frees a surface's pixels (see avatar-art.ts).
      surface.dispose();
      if (!encoded) throw new Error('could not encode the picture');
      return encoded;
    },
    close: () => opened.delete(),
  };
}
