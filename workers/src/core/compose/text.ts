/**
 * Text layout with CanvasKit's Paragraph API. Every style lists the bundled CJK family after the
 * requested one, so Chinese (and any family we do not ship) falls back to it instead of tofu.
 * Paragraphs are cached: laying out CJK text is the most expensive part of a frame.
 */
import type { CanvasKit, Paragraph, TypefaceFontProvider } from 'canvaskit-wasm';
import { FALLBACK_FONT_FAMILY } from './constants';
import type { TextLayer, TextStyle } from './plan';

export interface FontFace {
  family: string;
  bytes: ArrayBuffer | Uint8Array;
}

export interface FontSet {
  provider: TypefaceFontProvider;
  families: string[];
  cache: ParagraphCache;
}

/** Registers the font bytes once; the set is then shared by every frame. */
export function createFontSet(ck: CanvasKit, faces: readonly FontFace[]): FontSet {
  const provider = ck.TypefaceFontProvider.Make();
  for (const f of faces) provider.registerFont(f.bytes, f.family);
  return { provider, families: [...new Set(faces.map((f) => f.family))], cache: new ParagraphCache() };
}

export class ParagraphCache {
  private readonly map = new Map<string, Paragraph>();
  constructor(private readonly capacity = 512) {}
  get(key: string, make: () => Paragraph): Paragraph {
    const hit = this.map.get(key);
    if (hit) {
      // Re-insert to keep the map in least-recently-used order.
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const p = make();
    this.map.set(key, p);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) {
        this.map.get(oldest)?.delete();
        this.map.delete(oldest);
      }
    }
    return p;
  }
  clear(): void {
    for (const p of this.map.values()) p.delete();
    this.map.clear();
  }
}

/** The caption cue showing at t, or the layer's static text. */
export function textAt(layer: TextLayer, t: number): string {
  if (!layer.cues) return layer.text;
  return layer.cues.find((c) => t >= c.startMs && t < c.endMs)?.text ?? '';
}

function color(ck: CanvasKit, css: string, fallback: Float32Array): Float32Array {
  try {
    return ck.parseColorString(css);
  } catch {
    return fallback;
  }
}

/**
 * Lays out `text` within `width`. With `stroke` the glyphs are outlined with strokeWidth on each
 * side of the fill (the paint is twice as wide because the fill drawn on top hides its inner half).
 */
export function layoutText(
  ck: CanvasKit,
  fonts: FontSet,
  style: TextStyle,
  text: string,
  width: number,
  stroke = false,
): Paragraph {
  const key = JSON.stringify([style, text, Math.round(width * 100), stroke]);
  return fonts.cache.get(key, () => {
    const families =
      style.fontFamily === FALLBACK_FONT_FAMILY ? [FALLBACK_FONT_FAMILY] : [style.fontFamily, FALLBACK_FONT_FAMILY];
    const textStyle = {
      color: color(ck, style.color, ck.BLACK),
      fontFamilies: families,
      fontSize: style.fontSize,
      letterSpacing: style.letterSpacing,
      heightMultiplier: style.lineHeight,
      halfLeading: true,
      fontStyle: {
        weight: style.bold ? ck.FontWeight.Bold : ck.FontWeight.Normal,
        slant: style.italic ? ck.FontSlant.Italic : ck.FontSlant.Upright,
      },
      decoration: style.underline ? ck.UnderlineDecoration : ck.NoDecoration,
      decorationThickness: 1,
    };
    const align = {
      left: ck.TextAlign.Left,
      center: ck.TextAlign.Center,
      right: ck.TextAlign.Right,
      justify: ck.TextAlign.Justify,
    }[style.align];
    const paraStyle = new ck.ParagraphStyle({ textStyle, textAlign: align });
    const builder = ck.ParagraphBuilder.MakeFromFontProvider(paraStyle, fonts.provider);
    if (stroke) {
      const fg = new ck.Paint();
      fg.setStyle(ck.PaintStyle.Stroke);
      fg.setStrokeWidth(style.strokeWidth * 2);
      fg.setStrokeJoin(ck.StrokeJoin.Round);
      fg.setColor(color(ck, style.strokeColor, ck.BLACK));
      fg.setAntiAlias(true);
      const bg = new ck.Paint();
      bg.setColor(ck.TRANSPARENT);
      builder.pushPaintStyle(textStyle, fg, bg);
      builder.addText(text);
      builder.pop();
      fg.delete();
      bg.delete();
    } else {
      builder.addText(text);
    }
    const p = builder.build();
    builder.delete();
    p.layout(Math.max(1, width));
    return p;
  });
}

/** Line ranges of a laid-out paragraph (for tests and caption sizing). */
export function lineTexts(p: Paragraph, text: string): string[] {
  return p.getLineMetrics().map((m) => text.slice(m.startIndex, m.endExcludingWhitespaces));
}
