/**
 * Draws a photo avatar's face at t over its unchanged portrait (which the layer cache blits): the
 * mesh warped to the pose, textured with the portrait itself, then the painted mouth opening. The
 * face's region is small, so this live part costs a fraction of a frame (bench/compose-photo).
 */
import type { Canvas, CanvasKit, Image } from 'canvaskit-wasm';
import type { Point } from './face-frame';
import { deformMesh, extraGap } from './deform';
import { decodeLandmarks, LANDMARKS_SIZE } from './landmarks';
import { drawLashLines } from './lash-line';
import { drawMouthInterior } from './mouth-interior';
import { opaquePortrait } from './opaque-portrait';
import { buildPhotoMesh, drawnTriangles, type PhotoMesh } from './photo-mesh';
import { photoPoseAt, type PhotoRigSpec } from './photo-pose';

/** Where the portrait's pixels land in the layer: the source rectangle and its destination. */
export interface PortraitPlacement {
  src: readonly [number, number, number, number];
  dst: readonly [number, number, number, number];
}

/**
 * Meshes by landmarks picture, then portrait size: a render draws the same avatar in every frame,
 * and a decoded picture is the same object for as long as the frame's assets hold it.
 */
const meshes = new WeakMap<Image, Map<string, PhotoMesh | null>>();

/** The mesh of a portrait, or null when its landmarks picture is not a landmarks picture. */
function meshOf(ck: CanvasKit, landmarks: Image, portraitWidth: number, portraitHeight: number): PhotoMesh | null {
  let bySize = meshes.get(landmarks);
  if (!bySize) {
    bySize = new Map();
    meshes.set(landmarks, bySize);
  }
  const key = `${portraitWidth}x${portraitHeight}`;
  let mesh = bySize.get(key);
  if (mesh === undefined) {
    mesh = null;
    if (landmarks.width() === LANDMARKS_SIZE.width && landmarks.height() === LANDMARKS_SIZE.height) {
      const rgba = landmarks.readPixels(0, 0, {
        width: LANDMARKS_SIZE.width,
        height: LANDMARKS_SIZE.height,
        colorType: ck.ColorType.RGBA_8888,
        alphaType: ck.AlphaType.Unpremul,
        colorSpace: ck.ColorSpace.SRGB,
      });
      if (rgba) mesh = buildPhotoMesh(decodeLandmarks(rgba) as Point[], portraitWidth, portraitHeight);
    }
    bySize.set(key, mesh);
  }
  return mesh;
}

/**
 * Draws the face at t in the layer's local coordinates. Returns false (drawing nothing) when the
 * landmarks cannot be read, so the caller leaves the still portrait and reports it.
 */
export function drawPhotoFace(
  ck: CanvasKit,
  canvas: Canvas,
  portrait: Image,
  landmarks: Image,
  spec: PhotoRigSpec,
  placement: PortraitPlacement,
  t: number,
): boolean {
  const mesh = meshOf(ck, landmarks, portrait.width(), portrait.height());
  if (!mesh) return false;
  const pose = photoPoseAt(spec, t);
  const pts = deformMesh(mesh, pose);
  const [sl, st, sr, sb] = placement.src,
    [dl, dt, dr, db] = placement.dst;
  canvas.save();
  // A cropped portrait ('cover') must not spill its warped face out of the box.
  canvas.clipRect(ck.LTRBRect(dl, dt, dr, db), ck.ClipOp.Intersect, false);
  canvas.translate(dl, dt);
  canvas.scale((dr - dl) / (sr - sl || 1), (db - dt) / (sb - st || 1));
  canvas.translate(-sl, -st);
  const vertices = ck.MakeVertices(
    ck.VertexMode.Triangles,
    pts,
    mesh.rest,
    null,
    drawnTriangles(mesh.triangles, pts, mesh.rest),
    true,
  );
  const shader = opaquePortrait(ck, portrait).makeShaderOptions(
    ck.TileMode.Clamp,
    ck.TileMode.Clamp,
    ck.FilterMode.Linear,
    ck.MipmapMode.None,
  );
  const paint = new ck.Paint();
  paint.setShader(shader);
  // Without per-vertex colours the blend mode has nothing to blend: the shader alone colours the mesh.
  canvas.drawVertices(vertices, ck.BlendMode.Dst, paint);
  paint.delete();
  vertices.delete();
  drawMouthInterior(ck, canvas, shader, mesh, pts, pose, extraGap(mesh, pose));
  drawLashLines(ck, canvas, mesh, pts, pose.eyes);
  shader.delete();
  canvas.restore();
  return true;
}
