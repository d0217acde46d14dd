import type { ShapeElementInput, TextElementInput } from '@portal/contracts/scene/index';
import { enter, shapeAt, textAt, type Box, type ScreenLayout } from './layout';
import { productArt } from './product-art';
import type { TemplateStyle } from './styles';

export const SCENE_KINDS = ['title', 'bullets', 'product', 'quote', 'closing'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
/** Scene titles in the scene strip. */
export const SCENE_KIND_TITLES: Readonly<Record<SceneKind, string>> = {
  title: '开场',
  bullets: '要点',
  product: '产品',
  quote: '引言',
  closing: '结尾',
};

export interface SceneArt {
  shapes: ShapeElementInput[];
  texts: TextElementInput[];
}

/** Lines a CJK text of `size` takes in `width` (a glyph is about one font size wide). */
const linesOf = (text: string, size: number, width: number) =>
  Math.max(1, Math.ceil((Array.from(text).length * size * 1.02) / width));
const heightOf = (text: string, size: number, width: number, lineHeight = 1.3) =>
  Math.ceil(linesOf(text, size, width) * size * lineHeight);
/** Light styles let the brand colour replace their accent; dark ones take it as their background. */
const brandsAccent = (style: TemplateStyle) => !style.art.brand;

/** The style's frame around every scene: bands, rings and glows that stay clear of the words. */
export function decor(style: TemplateStyle, L: ScreenLayout): ShapeElementInput[] {
  const { width: w, height: h, u } = L;
  const p = L.presenter;
  const behind: Box = p
    ? { x: p.x + p.w / 2 - p.w * 0.75, y: p.y + p.h * 0.02, w: p.w * 1.5, h: p.w * 1.5 }
    : { x: w * 0.62, y: -h * 0.12, w: w * 0.5, h: w * 0.5 };
  switch (style.key) {
    case 'corporate':
      return [
        shapeAt(behind, { shape: 'ring', stroke: style.accent, strokeWidth: 3 * u, Opacity: 0.35 }),
        shapeAt(
          { x: behind.x + behind.w * 0.12, y: behind.y + behind.h * 0.12, w: behind.w * 0.76, h: behind.h * 0.76 },
          {
            shape: 'ellipse',
            fill: '#ffffff',
            Opacity: 0.05,
          },
        ),
        shapeAt({ x: 0, y: h - 8 * u, w, h: 8 * u }, { fill: style.accent, fillTo: '#8a6a2f', gradientAngle: 0 }),
      ];
    case 'tech':
      return [
        shapeAt(behind, { shape: 'ring', stroke: style.accent, strokeWidth: 2 * u, Opacity: 0.4 }),
        shapeAt(
          { x: behind.x - behind.w * 0.1, y: behind.y - behind.h * 0.1, w: behind.w * 1.2, h: behind.h * 1.2 },
          {
            shape: 'ring',
            stroke: style.accent2,
            strokeWidth: 2 * u,
            Opacity: 0.3,
          },
        ),
        shapeAt({ x: L.margin * 0.5, y: L.margin * 0.35, w: 56 * u, h: 5 * u }, { fill: style.accent }),
        shapeAt({ x: L.margin * 0.5, y: L.margin * 0.35, w: 5 * u, h: 56 * u }, { fill: style.accent }),
        shapeAt(
          { x: w - L.margin * 0.5 - 56 * u, y: h - L.margin * 0.35 - 5 * u, w: 56 * u, h: 5 * u },
          { fill: style.accent2 },
        ),
        shapeAt(
          { x: w - L.margin * 0.5 - 5 * u, y: h - L.margin * 0.35 - 56 * u, w: 5 * u, h: 56 * u },
          { fill: style.accent2 },
        ),
      ];
    case 'retail':
      return [
        shapeAt(
          { x: w - w * 0.38, y: -w * 0.16, w: w * 0.52, h: w * 0.52 },
          { shape: 'ellipse', fill: style.accent2, Opacity: 0.22 },
        ),
        shapeAt(
          { x: -w * 0.08, y: h - w * 0.16, w: w * 0.26, h: w * 0.26 },
          {
            shape: 'ellipse',
            fill: style.accent,
            Opacity: 0.1,
            brandRole: 'primary',
          },
        ),
      ];
    case 'public':
      return [
        shapeAt({ x: 0, y: 0, w, h: 16 * u }, { fill: style.accent, brandRole: 'primary' }),
        shapeAt({ x: 0, y: 16 * u, w, h: 5 * u }, { fill: style.accent2 }),
        shapeAt(behind, { shape: 'ellipse', fill: style.accent, Opacity: 0.06, brandRole: 'primary' }),
        shapeAt({ x: 0, y: h - 10 * u, w, h: 10 * u }, { fill: style.accent, brandRole: 'primary' }),
      ];
  }
}

/** A heading with a short accent bar under it; returns the y below it. */
function heading(
  style: TemplateStyle,
  L: ScreenLayout,
  text: string,
  y: number,
  art: SceneArt,
  center = false,
): number {
  const size = 60 * L.u;
  const { x, w } = L.content;
  const h = heightOf(text, size, w, 1.25);
  art.texts.push(
    textAt(
      text,
      { x, y, w, h },
      {
        size,
        color: style.ink,
        bold: true,
        align: center ? 'center' : 'left',
        lineHeight: 1.25,
        effectIn: enter('slide_right_in', 0, 0.6),
      },
    ),
  );
  const barW = 96 * L.u;
  art.shapes.push(
    shapeAt(
      { x: center ? x + (w - barW) / 2 : x, y: y + h + 14 * L.u, w: barW, h: 7 * L.u },
      {
        fill: style.accent,
        cornerRadius: 4 * L.u,
        brandRole: brandsAccent(style) ? 'primary' : undefined,
      },
    ),
  );
  return y + h + 14 * L.u + 7 * L.u + 40 * L.u;
}

/** A pill: a rounded accent shape with words in it, `size` the font size; returns its width. */
function pill(
  style: TemplateStyle,
  text: string,
  x: number,
  y: number,
  size: number,
  art: SceneArt,
  fx = enter('blur_in', 0.1, 0.6),
) {
  const w = Array.from(text).length * size * 1.02 + size * 1.6;
  const h = size * 1.9;
  art.shapes.push(
    shapeAt(
      { x, y, w, h },
      { fill: style.accent, cornerRadius: h / 2, brandRole: brandsAccent(style) ? 'primary' : undefined, effectIn: fx },
    ),
  );
  art.texts.push(
    textAt(
      text,
      { x, y: y + (h - size * 1.3) / 2, w, h: size * 1.3 },
      { size, color: style.onAccent, bold: true, align: 'center', effectIn: fx },
    ),
  );
  return w;
}

function titleScene(style: TemplateStyle, L: ScreenLayout): SceneArt {
  const art: SceneArt = { shapes: [], texts: [] };
  const { x, y, w, h } = L.content;
  const u = L.u;
  const c = style.copy;
  const titleSize = Math.min(88 * u, w / 8.4);
  const subSize = 40 * u;
  const tagSize = 28 * u;
  const titleH = heightOf(c.title, titleSize, w, 1.2);
  const subH = heightOf(c.subtitle, subSize, w);
  const total = tagSize * 1.9 + 40 * u + titleH + 30 * u + 8 * u + 30 * u + subH;
  let top = y + Math.max(0, (h - total) / 2);
  pill(style, c.tag, x, top, tagSize, art);
  top += tagSize * 1.9 + 40 * u;
  art.texts.push(
    textAt(
      c.title,
      { x, y: top, w, h: titleH },
      { size: titleSize, color: style.ink, bold: true, lineHeight: 1.2, effectIn: enter('slide_right_in', 0.2, 0.7) },
    ),
  );
  top += titleH + 30 * u;
  art.shapes.push(
    shapeAt(
      { x, y: top, w: 140 * u, h: 8 * u },
      {
        fill: style.accent,
        fillTo: style.accent2,
        gradientAngle: 0,
        cornerRadius: 4 * u,
        effectIn: enter('open', 0.5, 0.6),
      },
    ),
  );
  top += 8 * u + 30 * u;
  art.texts.push(
    textAt(
      c.subtitle,
      { x, y: top, w, h: subH },
      { size: subSize, color: style.muted, effectIn: enter('blur_in', 0.5, 0.7) },
    ),
  );
  return art;
}

function bulletsScene(style: TemplateStyle, L: ScreenLayout): SceneArt {
  const art: SceneArt = { shapes: [], texts: [] };
  const { x, y, w, h } = L.content;
  const u = L.u;
  const top = heading(style, L, style.copy.bulletsHeading, y, art);
  const size = 40 * u;
  const pad = 28 * u;
  const badge = size * 1.5;
  const textW = w - pad * 3 - badge;
  const rows = style.copy.bullets.map((b) => Math.max(badge, heightOf(b, size, textW)) + pad * 2);
  const gap = Math.min(28 * u, (y + h - top - rows.reduce((a, b) => a + b, 0)) / 2);
  let at = top;
  style.copy.bullets.forEach((text, i) => {
    const fx = enter('sunrise_in', 0.25 + i * 0.2, 0.6);
    const rh = rows[i]!;
    art.shapes.push(
      shapeAt(
        { x, y: at, w, h: rh },
        {
          fill: style.card,
          stroke: style.cardLine,
          strokeWidth: 1.5 * u,
          cornerRadius: 18 * u,
          shadow: style.art.brand ? 0 : 14 * u,
          effectIn: fx,
        },
      ),
    );
    const by = at + (rh - badge) / 2;
    art.shapes.push(
      shapeAt(
        { x: x + pad, y: by, w: badge, h: badge },
        { shape: 'ellipse', fill: style.accent, brandRole: brandsAccent(style) ? 'primary' : undefined, effectIn: fx },
      ),
    );
    art.texts.push(
      textAt(
        String(i + 1),
        { x: x + pad, y: by + (badge - size * 1.3) / 2, w: badge, h: size * 1.3 },
        { size, color: style.onAccent, bold: true, align: 'center', effectIn: fx },
      ),
    );
    const th = heightOf(text, size, textW);
    art.texts.push(
      textAt(
        text,
        { x: x + pad * 2 + badge, y: at + (rh - th) / 2, w: textW, h: th },
        { size, color: style.ink, effectIn: fx },
      ),
    );
    at += rh + gap;
  });
  return art;
}

function productScene(style: TemplateStyle, L: ScreenLayout): SceneArt {
  const art: SceneArt = { shapes: [], texts: [] };
  const { x, y, w, h } = L.content;
  const u = L.u;
  const c = style.copy;
  const top = heading(style, L, c.productHeading, y, art);
  const nameSize = 46 * u;
  const pointSize = 34 * u;
  const side = L.landscape ? Math.min(h - (top - y), w * 0.48) : Math.min(w * 0.62, (y + h - top) * 0.56);
  const pic: Box = L.landscape ? { x, y: top, w: side, h: side } : { x: x + (w - side) / 2, y: top, w: side, h: side };
  const drawn = productArt(style, pic);
  art.shapes.push(...drawn.shapes);
  art.texts.push(...drawn.texts);
  // The badge sits on the picture's upper right, beating gently.
  const bs = side * 0.22;
  art.shapes.push(
    shapeAt(
      { x: pic.x + side - bs * 0.9, y: pic.y + bs * 0.1, w: bs, h: bs },
      {
        shape: 'ellipse',
        fill: style.accent,
        brandRole: brandsAccent(style) ? 'primary' : undefined,
        effectIn: enter('zoomin_in', 0.6, 0.5),
        Effects: [{ type: 'heartbeat_display', onceTime: 2 }],
      },
    ),
  );
  art.texts.push(
    textAt(
      c.productBadge,
      { x: pic.x + side - bs * 0.9, y: pic.y + bs * 0.1 + (bs - bs * 0.3 * 1.3) / 2, w: bs, h: bs * 0.3 * 1.3 },
      {
        size: bs * 0.3,
        color: style.onAccent,
        bold: true,
        align: 'center',
        effectIn: enter('zoomin_in', 0.6, 0.5),
        ...{},
      },
    ),
  );
  const tx = L.landscape ? pic.x + side + 48 * u : x;
  const tw = L.landscape ? x + w - tx : w;
  let ty = L.landscape ? top + side * 0.22 : pic.y + side + 36 * u;
  const nameH = heightOf(c.productName, nameSize, tw, 1.25);
  art.texts.push(
    textAt(
      c.productName,
      { x: tx, y: ty, w: tw, h: nameH },
      {
        size: nameSize,
        color: style.ink,
        bold: true,
        lineHeight: 1.25,
        align: L.landscape ? 'left' : 'center',
        effectIn: enter('slide_left_in', 0.3, 0.6),
      },
    ),
  );
  ty += nameH + 26 * u;
  c.productPoints.forEach((point, i) => {
    const fx = enter('blur_in', 0.5 + i * 0.2, 0.6);
    const dot = pointSize * 0.42;
    const ph = heightOf(point, pointSize, tw - dot * 2.4);
    if (L.landscape) {
      art.shapes.push(
        shapeAt(
          { x: tx, y: ty + (pointSize * 1.3 - dot) / 2, w: dot, h: dot },
          { shape: 'ellipse', fill: style.accent2, effectIn: fx },
        ),
      );
      art.texts.push(
        textAt(
          point,
          { x: tx + dot * 2.2, y: ty, w: tw - dot * 2.2, h: ph },
          { size: pointSize, color: style.muted, effectIn: fx },
        ),
      );
    } else
      art.texts.push(
        textAt(
          point,
          { x: tx, y: ty, w: tw, h: ph },
          { size: pointSize, color: style.muted, align: 'center', effectIn: fx },
        ),
      );
    ty += ph + 14 * u;
  });
  return art;
}

function quoteScene(style: TemplateStyle, L: ScreenLayout): SceneArt {
  const art: SceneArt = { shapes: [], texts: [] };
  const { x, y, w, h } = L.content;
  const u = L.u;
  const pad = 56 * u;
  const size = Math.min(56 * u, (w - 2 * pad) / 7);
  const quoteH = heightOf(style.copy.quote, size, w - 2 * pad, 1.45);
  const byH = 36 * u * 1.3;
  const markSize = 150 * u;
  const cardH = Math.min(h, pad + markSize * 0.55 + quoteH + 32 * u + byH + pad);
  const cy = y + (h - cardH) / 2;
  const fx = enter('blur_in', 0, 0.7);
  art.shapes.push(
    shapeAt(
      { x, y: cy, w, h: cardH },
      {
        fill: style.card,
        stroke: style.cardLine,
        strokeWidth: 1.5 * u,
        cornerRadius: 28 * u,
        shadow: style.art.brand ? 0 : 24 * u,
        effectIn: fx,
      },
    ),
  );
  art.shapes.push(
    shapeAt(
      { x, y: cy + 40 * u, w: 10 * u, h: cardH - 80 * u },
      { fill: style.accent, cornerRadius: 5 * u, brandRole: brandsAccent(style) ? 'primary' : undefined, effectIn: fx },
    ),
  );
  art.texts.push(
    textAt(
      '“',
      { x: x + pad, y: cy + pad * 0.4, w: markSize, h: markSize },
      { size: markSize, color: style.accent, bold: true, lineHeight: 1, brand: brandsAccent(style), effectIn: fx },
    ),
  );
  const qy = cy + pad + markSize * 0.55;
  art.texts.push(
    textAt(
      style.copy.quote,
      { x: x + pad, y: qy, w: w - 2 * pad, h: quoteH },
      { size, color: style.ink, bold: true, lineHeight: 1.45, effectIn: enter('blur_in', 0.3, 0.8) },
    ),
  );
  art.texts.push(
    textAt(
      style.copy.quoteBy,
      { x: x + pad, y: qy + quoteH + 32 * u, w: w - 2 * pad, h: byH },
      { size: 32 * u, color: style.muted, align: 'right', effectIn: enter('slide_left_in', 0.6, 0.6) },
    ),
  );
  return art;
}

function closingScene(style: TemplateStyle, L: ScreenLayout): SceneArt {
  const art: SceneArt = { shapes: [], texts: [] };
  const { x, y, w, h } = L.content;
  const u = L.u;
  const c = style.copy;
  const center = !L.landscape;
  const size = Math.min(96 * u, w / (Array.from(c.closing).length + 1));
  const lineSize = 38 * u;
  const btnSize = 34 * u;
  const titleH = heightOf(c.closing, size, w, 1.2);
  const lineH = heightOf(c.closingLine, lineSize, w);
  const total = titleH + 36 * u + lineH + 56 * u + btnSize * 1.9;
  let top = y + Math.max(0, (h - total) / 2);
  const align = center ? 'center' : 'left';
  art.texts.push(
    textAt(
      c.closing,
      { x, y: top, w, h: titleH },
      { size, color: style.ink, bold: true, lineHeight: 1.2, align, effectIn: enter('zoomout_in', 0, 0.7) },
    ),
  );
  top += titleH + 36 * u;
  art.texts.push(
    textAt(
      c.closingLine,
      { x, y: top, w, h: lineH },
      { size: lineSize, color: style.muted, align, effectIn: enter('blur_in', 0.3, 0.6) },
    ),
  );
  top += lineH + 56 * u;
  const bw = Array.from(c.action).length * btnSize * 1.02 + btnSize * 1.6;
  pill(style, c.action, center ? x + (w - bw) / 2 : x, top, btnSize, art, enter('zoomin_in', 0.5, 0.5));
  return art;
}

/** The scene's own art moved down so it sits in the middle of the content area, never above it. */
function centred(art: SceneArt, L: ScreenLayout): SceneArt {
  const all = [...art.shapes, ...art.texts];
  if (all.length === 0) return art;
  const top = Math.min(...all.map((e) => e.Y));
  const bottom = Math.max(...all.map((e) => e.Y + e.Height));
  const dy = Math.round(L.content.y + (L.content.h - (bottom - top)) / 2 - top);
  if (dy <= 0) return art;
  return {
    shapes: art.shapes.map((e) => ({ ...e, Y: e.Y + dy })),
    texts: art.texts.map((e) => ({ ...e, Y: e.Y + dy })),
  };
}

const BUILDERS: Readonly<Record<SceneKind, (style: TemplateStyle, L: ScreenLayout) => SceneArt>> = {
  title: titleScene,
  bullets: bulletsScene,
  product: productScene,
  quote: quoteScene,
  closing: closingScene,
};

/** The art of one scene: the style's frame, the logo slot (shown under the brand theme) and the scene's layout. */
export function sceneArt(kind: SceneKind, style: TemplateStyle, L: ScreenLayout): SceneArt {
  const own = centred(BUILDERS[kind](style, L), L);
  const logo = shapeAt(L.logo, { brandRole: 'logo', fill: style.accent, effectIn: enter('blur_in', 0, 0.5) });
  return { shapes: [...decor(style, L), logo, ...own.shapes], texts: own.texts };
}
