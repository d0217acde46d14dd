import type { Canvas, CanvasKit, Path, Shader } from 'canvaskit-wasm';

/** Fills a path with a shader, anti-aliased, and frees the shader (the path stays the caller's). */
export function fillPath(ck: CanvasKit, canvas: Canvas, path: Path, shader: Shader): void {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setShader(shader);
  canvas.drawPath(path, paint);
  paint.delete();
  shader.delete();
}
