import type { CanvasKit } from 'canvaskit-wasm';
import type { AvatarLook } from '@portal/workers/core/avatar/characters';
import { drawUpperArm, type ArmPose } from '@portal/workers/core/avatar/arms';

export type AvatarPose = ArmPose;

export const AVATAR_SIZE = { width: 540, height: 960 } as const;

/**
 * A stylised half-length presenter on a transparent background with a soft backdrop disc, as PNG.
 * 'painted' art (the first pictures, still referenced by stored projects) paints the presenting
 * pose's raised right forearm; 'body' art paints the posture's upper arm and leaves the forearm and
 * hand out for the rig to draw and move (workers/core/avatar/arms.ts).
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
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const fill = (color: string) => {
    paint.setShader(null);
    paint.setColor(ck.parseColorString(color));
    return paint;
  };

  // Backdrop: a soft radial disc behind the head and shoulders.
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

  // Long hair falls behind the shoulders, so it is drawn first.
  if (look.longHair)
    canvas.drawRRect(ck.RRectXY(ck.LTRBRect(w * 0.3, h * 0.2, w * 0.7, h * 0.52), 90, 90), fill(look.hair));

  // Body: jacket with lapels, shirt, arms.
  canvas.drawRRect(ck.RRectXY(ck.LTRBRect(w * 0.16, h * 0.5, w * 0.84, h * 1.05), 110, 110), fill(look.suit));
  const shirt = polygon(ck, [
    [w * 0.4, h * 0.5],
    [w * 0.6, h * 0.5],
    [w * 0.5, h * 0.7],
  ]);
  canvas.drawPath(shirt, fill(look.shirt));
  shirt.delete();
  canvas.drawRect(ck.LTRBRect(w * 0.45, h * 0.43, w * 0.55, h * 0.52), fill(look.skin));

  // Body art paints the upper arm, which stays put; the rig draws and moves the forearm and hand.
  if (art === 'body')
    drawUpperArm(
      ck,
      canvas,
      look,
      pose,
      (fx) => fx * w,
      (fy) => fy * h,
      1,
    );
  if (pose === 'presenting' && art === 'painted') {
    const arm = polygon(ck, [
      [w * 0.78, h * 0.62],
      [w * 0.89, h * 0.49],
      [w * 0.93, h * 0.52],
      [w * 0.84, h * 0.7],
    ]);
    canvas.drawPath(arm, fill(look.suit));
    arm.delete();
    canvas.drawCircle(w * 0.91, h * 0.475, w * 0.045, fill(look.skin));
  }

  // Head, hair, face.
  canvas.drawOval(ck.LTRBRect(w * 0.35, h * 0.22, w * 0.65, h * 0.46), fill(look.skin));
  canvas.drawArc(ck.LTRBRect(w * 0.33, h * 0.19, w * 0.67, h * 0.4), 180, 180, true, fill(look.hair));
  canvas.drawCircle(w * 0.44, h * 0.33, w * 0.017, fill('#2b2b2b'));
  canvas.drawCircle(w * 0.56, h * 0.33, w * 0.017, fill('#2b2b2b'));
  const smile = new ck.Paint();
  smile.setAntiAlias(true);
  smile.setStyle(ck.PaintStyle.Stroke);
  smile.setStrokeWidth(5);
  smile.setStrokeCap(ck.StrokeCap.Round);
  smile.setColor(ck.parseColorString('#a0524d'));
  canvas.drawArc(ck.LTRBRect(w * 0.45, h * 0.35, w * 0.55, h * 0.4), 20, 140, false, smile);
  smile.delete();

  const image = surface.makeImageSnapshot();
  const png = image.encodeToBytes(ck.ImageFormat.PNG, 100);
  image.delete();
  paint.delete();
  surface.delete();
  if (!png) throw new Error('could not encode the avatar');
  return png;
}

function polygon(ck: CanvasKit, points: [number, number][]) {
  const builder = new ck.PathBuilder();
  points.forEach(([x, y], i) => (i === 0 ? builder.moveTo(x, y) : builder.lineTo(x, y)));
  builder.close();
  return builder.detachAndDelete();
}
