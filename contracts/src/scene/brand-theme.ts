import { DEFAULT_LINE_HEIGHT } from '../constants/canvas';
import type { ImageElement, ShapeElement, TextElement } from './element';
import type { BrandTheme, StudioScene } from './studio-scene';

const HEX = /^#([0-9a-f]{6})$/i;

/** #rrggbb moved towards black (amount < 0) or white (amount > 0) by |amount| (0–1). */
export function shadeColour(hex: string, amount: number): string {
  const m = HEX.exec(hex);
  if (!m) return hex;
  const n = Number.parseInt(m[1]!, 16);
  const target = amount < 0 ? 0 : 255;
  const k = Math.min(1, Math.abs(amount));
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Relative luminance (WCAG) of #rrggbb; 0.5 for anything else. */
export function luminance(hex: string): number {
  const m = HEX.exec(hex);
  if (!m) return 0.5;
  const n = Number.parseInt(m[1]!, 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 0xff) + 0.7152 * lin((n >> 8) & 0xff) + 0.0722 * lin(n & 0xff);
}

/**
 * The primary colour as a fill behind white text and as text on a light page: a very light brand
 * colour (a yellow, a pastel) is darkened until white on it keeps a 3:1 contrast.
 */
export function readablePrimary(hex: string): string {
  let colour = hex;
  for (let i = 0; i < 10 && (1.05 / (luminance(colour) + 0.05) < 3 || !HEX.test(colour)); i++)
    colour = shadeColour(colour, -0.15);
  return colour;
}

/** The logo slot as the monogram: the brand's rounded square with the first character of its name. */
function monogram(slot: ShapeElement, primary: string, name: string): { shape: ShapeElement; text: TextElement } {
  const size = Math.min(slot.Width, slot.Height);
  const fontSize = Math.round(size * 0.56);
  const shape: ShapeElement = {
    ...slot,
    Width: size,
    Height: size,
    fill: primary,
    fillTo: undefined,
    cornerRadius: Math.round(size * 0.22),
    brandRole: undefined,
  };
  const text = {
    nodeType: 'text',
    textType: 'displayText',
    content: Array.from(name.trim())[0] ?? '',
    X: slot.X,
    Y: Math.round(slot.Y + (size - fontSize * DEFAULT_LINE_HEIGHT) / 2),
    Width: size,
    Height: Math.round(fontSize * DEFAULT_LINE_HEIGHT),
    Rotation: 0,
    Opacity: slot.Opacity,
    locking: true,
    lockingWH: false,
    notAllowDelete: false,
    notCopy: false,
    FontSize: fontSize,
    FontColor: '#ffffff',
    Spacing: 0,
    Alignment: 'center',
    Bold: true,
    Italic: false,
    Underline: false,
    strokeWidth: 0,
    lineHeight: DEFAULT_LINE_HEIGHT,
    ...(slot.effectIn ? { effectIn: slot.effectIn } : {}),
  } satisfies TextElement;
  return { shape, text };
}

/** The logo slot as the company's picture, kept within the slot with its aspect. */
function logoPicture(slot: ShapeElement, url: string): ImageElement {
  return {
    nodeType: 'image',
    mediaUrl: url,
    X: slot.X,
    Y: slot.Y,
    Width: slot.Width,
    Height: slot.Height,
    Rotation: 0,
    Opacity: slot.Opacity,
    locking: true,
    lockingWH: true,
    notAllowDelete: false,
    notCopy: false,
    nodeVariable: [],
    ...(slot.effectIn ? { effectIn: slot.effectIn } : {}),
  };
}

/**
 * A scene as it is drawn under the project's brand setting (decision 0027). With a theme, shapes
 * and texts whose brand role is `primary` take the company's primary colour (a gradient keeps its
 * depth by running to a darker shade), brand background art becomes a deep gradient of it, and logo
 * slots show the company's logo. Without one, logo slots are left out and the template's own colours
 * stay. Returns the scene itself when nothing changes.
 */
export function applyBrandTheme(scene: StudioScene, theme: BrandTheme | null | undefined): StudioScene {
  const hasLogoSlot = scene.displayShapes.some((s) => s.brandRole === 'logo');
  if (!theme) {
    if (!hasLogoSlot) return scene;
    return { ...scene, displayShapes: scene.displayShapes.filter((s) => s.brandRole !== 'logo') };
  }
  const primary = readablePrimary(theme.primaryColor);
  const shapes: ShapeElement[] = [];
  const texts: TextElement[] = scene.displayTexts.map((t) =>
    t.brandRole === 'primary' ? { ...t, FontColor: primary } : t,
  );
  const images: ImageElement[] = [...scene.displayImages];
  for (const shape of scene.displayShapes) {
    if (shape.brandRole === 'primary') {
      shapes.push({
        ...shape,
        ...(shape.fill ? { fill: primary } : {}),
        ...(shape.fillTo ? { fillTo: shadeColour(primary, -0.35) } : {}),
        ...(shape.stroke ? { stroke: primary } : {}),
      });
    } else if (shape.brandRole === 'logo') {
      if (theme.logoUrl) images.push(logoPicture(shape, theme.logoUrl));
      else if (theme.name.trim()) {
        const { shape: square, text } = monogram(shape, primary, theme.name);
        shapes.push(square);
        texts.push(text);
      }
    } else shapes.push(shape);
  }
  const art = scene.backgroundArt;
  const backgroundArt =
    art?.brand && art.gradient
      ? { ...art, gradient: { ...art.gradient, from: shadeColour(primary, -0.2), to: shadeColour(primary, -0.62) } }
      : art;
  return {
    ...scene,
    ...(art?.brand ? { backgroundColor: shadeColour(primary, -0.4) } : {}),
    backgroundArt,
    displayShapes: shapes,
    displayTexts: texts,
    displayImages: images,
  };
}
