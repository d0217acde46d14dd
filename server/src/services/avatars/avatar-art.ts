import type { CanvasKit } from 'canvaskit-wasm';
import type { AvatarLook } from '@portal/workers/core/avatar/characters';
import type { ArmPose } from '@portal/workers/core/avatar/arms';
import { drawPortraitFigure } from '@portal/workers/core/avatar/rig';

export type AvatarPose = ArmPose;

export const AVATAR_SIZE = { width: 540, height: 960 } as const;

/**
 * A character's picture as PNG: its vector figure (workers/core/avatar, the same drawing the render
 * core does) at rest in the posture, on a transparent background. 'painted' pictures (the portraits
 * of lists, cards and dialogs) stand on a soft backdrop disc; 'body' art, which scenes show and the
 * render core redraws as the live figure, has none.
 */
export function drawAvatarPng(
  ck: CanvasKit,
  look: AvatarLook,
  pose: AvatarPose,
  art: 'painted' | 'body' = 'painted',
): Uint8Array {
  const { width: w, height: h } = AVATAR_SIZE;
  const surface = ck.MakeSurface(w, h);
  if (!surface) throw new Error('could not make a surface for the avatar');
  const canvas = surface.getCanvas();
  canvas.clear(ck.TRANSPARENT);
  if (art === 'painted') {
    const paint = new ck.Paint();
    paint.setAntiAlias(true);
    const shader = ck.Shader.MakeRadialGradient(
      [w / 2, h * 0.42],
      w * 0.62,
      [ck.parseColorString(look.backdrop[0]), ck.parseColorString(look.backdrop[1])],
      [0, 1],
      ck.TileMode.Clamp,
    );
    paint.setShader(shader);
    canvas.drawCircle(w / 2, h * 0.42, w * 0.46, paint);
    shader.delete();
    paint.delete();
  }
  drawPortraitFigure(ck, canvas, look, pose, { w, h });
  const image = surface.makeImageSnapshot();
  const png = image.encodeToBytes(ck.ImageFormat.PNG, 100);
  image.delete();
  // MakeSurface allocates the pixels itself and only dispose() frees them: delete() would leave
  // 2 MB of the WebAssembly heap behind for every picture drawn.
  surface.dispose();
  if (!png) throw new Error('could not encode the avatar');
  return png;
}
