import type { ShapeElementInput, TextElementInput } from '@portal/contracts/scene/index';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where things go on a screen of a given size. Landscape screens keep the presenter on the right
 * and the words in a column on the left; portrait screens put the words on top, the caption under
 * them and the presenter at the bottom, so the presenter never stands in front of text.
 */
export interface ScreenLayout {
  width: number;
  height: number;
  landscape: boolean;
  /** Type unit: 1 on a 1080-pixel short side. */
  u: number;
  margin: number;
  /** The words and pictures of a scene. */
  content: Box;
  presenter: Box | null;
  caption: { x: number; y: number; fontSize: number };
  logo: Box;
}

/** The body art's aspect (540 × 960, core/avatar). */
const PRESENTER_ASPECT = 540 / 960;
/** A caption is 17 font sizes wide (001 §9). */
const CAPTION_WIDTH = 17;

export function screenLayout(size: { width: number; height: number }, withPresenter: boolean): ScreenLayout {
  const { width: w, height: h } = size;
  const landscape = w >= h;
  // Narrow portrait screens (6:16) keep their type a little larger than their width alone gives.
  const u = landscape ? h / 1080 : Math.min((w / 1080) * 1.25, h / 1920);
  const margin = Math.round((landscape ? 0.06 : 0.075) * w);
  const logoSize = Math.round(72 * u);
  const logo = { x: margin, y: Math.round(margin * (landscape ? 0.6 : 0.5)), w: logoSize, h: logoSize };
  const top = logo.y + logoSize + Math.round(36 * u);
  if (landscape) {
    const ph = Math.round(h * 0.9);
    const pw = Math.round(ph * PRESENTER_ASPECT);
    const presenter = withPresenter ? { x: Math.round(w * 0.965 - pw), y: h - ph, w: pw, h: ph } : null;
    const right = presenter ? presenter.x - Math.round(0.02 * w) : w - margin;
    const fontSize = Math.round(34 * u);
    const captionY = Math.round(h - margin * 0.55 - fontSize * 2.4);
    return {
      width: w,
      height: h,
      landscape,
      u,
      margin,
      content: { x: margin, y: top, w: right - margin, h: captionY - top - Math.round(32 * u) },
      presenter,
      caption: { x: margin, y: captionY, fontSize },
      logo,
    };
  }
  const ph = Math.round(h * (withPresenter ? 0.4 : 0));
  const pw = Math.round(ph * PRESENTER_ASPECT);
  const presenter = withPresenter ? { x: Math.round((w - pw) / 2), y: h - ph, w: pw, h: ph } : null;
  const fontSize = Math.round(Math.min(38 * u, (w - 2 * margin) / CAPTION_WIDTH));
  const captionY = presenter ? presenter.y - Math.round(fontSize * 2.6) : Math.round(h * 0.88);
  return {
    width: w,
    height: h,
    landscape,
    u,
    margin,
    content: { x: margin, y: top, w: w - 2 * margin, h: captionY - top - Math.round(40 * u) },
    presenter,
    caption: { x: Math.round((w - CAPTION_WIDTH * fontSize) / 2), y: captionY, fontSize },
    logo,
  };
}

/** Seconds: entrance effects of the existing set, short so a scene settles within its first second. */
export const enter = (type: string, start = 0, duration = 0.7) => ({ enable: true, type, start, duration });

const round = (b: Box) => ({ X: Math.round(b.x), Y: Math.round(b.y), Width: Math.round(b.w), Height: Math.round(b.h) });

interface TextOptions {
  size: number;
  color: string;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  lineHeight?: number;
  effectIn?: ReturnType<typeof enter>;
  brand?: boolean;
  spacing?: number;
}

/** A display text, locked in place as template art is (the user can unlock it). */
export function textAt(content: string, box: Box, o: TextOptions): TextElementInput {
  return {
    nodeType: 'text',
    textType: 'displayText',
    content,
    ...round(box),
    FontSize: Math.round(o.size),
    FontColor: o.color,
    Bold: o.bold ?? false,
    Alignment: o.align ?? 'left',
    lineHeight: o.lineHeight ?? 1.3,
    Spacing: o.spacing ?? 0,
    ...(o.effectIn ? { effectIn: o.effectIn } : {}),
    ...(o.brand ? { brandRole: 'primary' as const } : {}),
  };
}

type ShapeOptions = Omit<ShapeElementInput, 'nodeType' | 'X' | 'Y' | 'Width' | 'Height'>;

export function shapeAt(box: Box, o: ShapeOptions): ShapeElementInput {
  return { nodeType: 'shape', ...round(box), ...o };
}
