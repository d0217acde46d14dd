import type { ShapeElementInput, TextElementInput } from '@portal/contracts/scene/index';
import { enter, shapeAt, textAt, type Box } from './layout';
import type { TemplateStyle } from './styles';

/**
 * Product pictures drawn from shapes by the render core, never downloaded: a laptop, a phone, a
 * bottle or a tablet in the style's colours, sitting on a soft stage inside `box` (a square).
 */
export function productArt(style: TemplateStyle, box: Box): { shapes: ShapeElementInput[]; texts: TextElementInput[] } {
  const s = Math.min(box.w, box.h);
  const x0 = box.x + (box.w - s) / 2;
  const y0 = box.y + (box.h - s) / 2;
  const at = (x: number, y: number, w: number, h: number): Box => ({
    x: x0 + x * s,
    y: y0 + y * s,
    w: w * s,
    h: h * s,
  });
  const fx = enter('zoomout_in', 0.2, 0.8);
  const stage: ShapeElementInput[] = [
    shapeAt(at(0.04, 0.04, 0.92, 0.92), { shape: 'ellipse', fill: style.accent2, Opacity: 0.16, effectIn: fx }),
    shapeAt(at(0.16, 0.88, 0.68, 0.07), { shape: 'ellipse', fill: 'rgba(15,23,42,0.22)', effectIn: fx }),
  ];
  const texts: TextElementInput[] = [];
  const parts: ShapeElementInput[] = [];
  const part = (b: Box, o: Parameters<typeof shapeAt>[1]) => parts.push(shapeAt(b, { effectIn: fx, ...o }));
  switch (style.product) {
    case 'laptop': {
      part(at(0.12, 0.2, 0.76, 0.5), { fill: '#111827', cornerRadius: s * 0.025, shadow: s * 0.04 });
      part(at(0.145, 0.23, 0.71, 0.44), { fill: '#1e3a8a', fillTo: '#0f172a', gradientAngle: 135 });
      part(at(0.18, 0.27, 0.3, 0.035), { fill: style.accent, cornerRadius: s * 0.01 });
      for (const [i, w] of [0.5, 0.42, 0.46].entries())
        part(at(0.18, 0.34 + i * 0.06, w, 0.022), { fill: 'rgba(255,255,255,0.55)', cornerRadius: s * 0.01 });
      part(at(0.56, 0.5, 0.24, 0.13), { fill: 'rgba(255,255,255,0.12)', cornerRadius: s * 0.015 });
      part(at(0.6, 0.53, 0.16, 0.07), { fill: style.accent, Opacity: 0.85, cornerRadius: s * 0.01 });
      part(at(0.04, 0.7, 0.92, 0.06), { fill: '#d7dde7', fillTo: '#9aa6b8', cornerRadius: s * 0.03 });
      part(at(0.42, 0.7, 0.16, 0.02), { fill: '#7b8799', cornerRadius: s * 0.01 });
      break;
    }
    case 'phone': {
      part(at(0.3, 0.06, 0.4, 0.82), {
        fill: '#0b1224',
        stroke: style.accent,
        strokeWidth: s * 0.006,
        cornerRadius: s * 0.06,
        shadow: s * 0.05,
      });
      part(at(0.32, 0.085, 0.36, 0.77), {
        fill: '#13306b',
        fillTo: '#0a1430',
        gradientAngle: 100,
        cornerRadius: s * 0.045,
      });
      part(at(0.45, 0.1, 0.1, 0.018), { fill: '#000000', cornerRadius: s * 0.01 });
      part(at(0.35, 0.16, 0.3, 0.12), {
        fill: style.accent,
        fillTo: style.accent2,
        gradientAngle: 0,
        cornerRadius: s * 0.02,
      });
      for (let r = 0; r < 2; r++)
        for (let c = 0; c < 3; c++)
          part(at(0.355 + c * 0.1, 0.32 + r * 0.1, 0.085, 0.085), {
            fill: 'rgba(255,255,255,0.16)',
            cornerRadius: s * 0.02,
          });
      part(at(0.35, 0.55, 0.3, 0.1), { fill: 'rgba(255,255,255,0.9)', cornerRadius: s * 0.025 });
      part(at(0.37, 0.58, 0.18, 0.016), { fill: '#64748b', cornerRadius: s * 0.008 });
      part(at(0.37, 0.61, 0.12, 0.016), { fill: '#94a3b8', cornerRadius: s * 0.008 });
      part(at(0.42, 0.69, 0.16, 0.16), { shape: 'ring', stroke: style.accent, strokeWidth: s * 0.008 });
      part(at(0.47, 0.74, 0.06, 0.06), { shape: 'ellipse', fill: style.accent });
      break;
    }
    case 'bottle': {
      part(at(0.41, 0.08, 0.18, 0.14), {
        fill: '#3b1d0f',
        fillTo: '#7c4a2d',
        gradientAngle: 0,
        cornerRadius: s * 0.02,
      });
      part(at(0.44, 0.21, 0.12, 0.06), { fill: '#f5d0a9' });
      part(at(0.28, 0.26, 0.44, 0.6), {
        fill: '#fde7d3',
        fillTo: '#f59e0b',
        gradientAngle: 20,
        cornerRadius: s * 0.08,
        shadow: s * 0.04,
      });
      part(at(0.31, 0.3, 0.07, 0.45), { fill: 'rgba(255,255,255,0.45)', cornerRadius: s * 0.035 });
      part(at(0.33, 0.44, 0.34, 0.26), { fill: '#ffffff', cornerRadius: s * 0.02 });
      part(at(0.36, 0.485, 0.28, 0.012), { fill: style.accent });
      texts.push(
        textAt('植萃', at(0.33, 0.5, 0.34, 0.09), {
          size: s * 0.062,
          color: '#3b1d0f',
          bold: true,
          align: 'center',
          effectIn: fx,
        }),
        textAt('保湿精华', at(0.33, 0.59, 0.34, 0.07), {
          size: s * 0.04,
          color: '#7c4a2d',
          align: 'center',
          effectIn: fx,
        }),
      );
      break;
    }
    case 'tablet': {
      part(at(0.08, 0.18, 0.84, 0.62), { fill: '#1f2937', cornerRadius: s * 0.04, shadow: s * 0.04 });
      part(at(0.11, 0.21, 0.78, 0.56), { fill: '#ffffff', cornerRadius: s * 0.015 });
      part(at(0.11, 0.21, 0.78, 0.1), { fill: style.accent, brandRole: 'primary', cornerRadius: s * 0.015 });
      part(at(0.14, 0.24, 0.04, 0.04), { shape: 'ellipse', fill: style.accent2 });
      part(at(0.2, 0.25, 0.22, 0.02), { fill: 'rgba(255,255,255,0.85)', cornerRadius: s * 0.01 });
      for (let r = 0; r < 2; r++)
        for (let c = 0; c < 4; c++) {
          part(at(0.15 + c * 0.185, 0.36 + r * 0.2, 0.09, 0.09), {
            shape: 'ellipse',
            fill: c % 2 === 0 ? style.accent : style.accent2,
            Opacity: 0.85,
            ...(c % 2 === 0 ? { brandRole: 'primary' as const } : {}),
          });
          part(at(0.13 + c * 0.185, 0.47 + r * 0.2, 0.13, 0.016), { fill: '#cbd5e1', cornerRadius: s * 0.008 });
        }
      break;
    }
  }
  return { shapes: [...stage, ...parts], texts };
}
