/**
 * Writes workers/fixtures: the pictures (drawn with CanvasKit) and one JSON per golden case.
 * Run `npx tsx scripts/make-fixtures.ts` after changing a case; then `npm run golden -- --update`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ENTRANCE_ANIMATIONS,
  EXIT_ANIMATIONS,
  LOOP_ANIMATIONS,
  TRANSITIONS,
  COLOR_FILTERS,
  defaultTransitionMs,
} from '../src/core/compose/constants';
import { loadCanvasKit } from '../src/node/canvaskit';
import { FIXTURE_IMAGES, drawFixtureImage } from './fixture-images';
import { FIXTURES_DIR, type Fixture } from '../src/node/golden';

type El = Record<string, unknown>;
const A = (f: string): string => `assets/${f}`;
const human = (x: number, y: number, w: number, h: number, extra: El = {}): El => ({
  nodeType: 'human',
  mediaUrl: A('avatar.png'),
  X: x,
  Y: y,
  Width: w,
  Height: h,
  lockingWH: true,
  ...extra,
});
const img = (f: string, x: number, y: number, w: number, h: number, extra: El = {}): El => ({
  nodeType: 'image',
  mediaUrl: A(f),
  X: x,
  Y: y,
  Width: w,
  Height: h,
  ...extra,
});
const txt = (text: string, x: number, y: number, w: number, h: number, extra: El = {}): El => ({
  nodeType: 'text',
  textType: 'displayText',
  text,
  X: x,
  Y: y,
  Width: w,
  Height: h,
  FontSize: 48,
  FontColor: '#ffffff',
  ...extra,
});
const caption = (text: string, x: number, y: number, extra: El = {}): El => ({
  nodeType: 'caption',
  textType: 'caption',
  text,
  X: x,
  Y: y,
  FontSize: 40,
  FontColor: '#ffffff',
  strokeWidth: 2,
  ...extra,
});
const project = (w: number, h: number, scenes: El[], templateName = 'web16:9'): El => ({
  templateName,
  videoSize: { width: w, height: h },
  iceScenes: scenes,
});

function templateScene(w: number, h: number, fixedImages: boolean): El {
  const landscape = w > h;
  const bg = landscape ? 'bg-landscape.png' : 'bg-portrait.png';
  const hw = landscape ? h * 0.45 : w * 0.6;
  return {
    durationMilliseconds: 5000,
    backgroundImage: { mediaUrl: A(bg) },
    virtualHuman: human(landscape ? w * 0.62 : (w - hw) / 2, h - hw * 2, hw, hw * 2),
    displayImages: fixedImages
      ? [img('logo.png', w * 0.04, h * 0.04, Math.min(w, h) * 0.12, Math.min(w, h) * 0.12)]
      : [],
    displayTexts: [
      txt('数字人视频工作室 Digital Human Studio', w * 0.05, h * 0.2, w * (landscape ? 0.5 : 0.9), h * 0.3, {
        FontSize: Math.round(Math.min(w, h) * 0.06),
        Bold: true,
      }),
    ],
    caption: caption('欢迎来到数字人视频工作室，今天为您介绍我们的新产品。', w * 0.5 - (20 * 17) / 2, h * 0.85, {
      FontSize: 20,
    }),
  };
}

const TEMPLATES: [string, number, number, string, boolean][] = [
  ['template-web16x9', 1920, 1080, 'web16:9', true],
  ['template-75inch-9x16', 1080, 1920, '75-inch large screen', true],
  ['template-6x16', 720, 1920, '6:16 large screen', true],
  ['template-tablet-11x16', 1320, 1920, 'tablet 11:16', true],
  ['template-tablet-16x11', 1920, 1320, 'tablet 16:11', true],
  ['template-phone-9x16', 1080, 1920, 'ipone9:16', false],
];

function grid<T>(items: readonly T[], cols: number, cell: (item: T, x: number, y: number, i: number) => El): El[] {
  return items.map((it, i) => cell(it, 40 + (i % cols) * 370, 40 + Math.floor(i / cols) * 340, i));
}

function fixtures(): Fixture[] {
  const out: Fixture[] = [];
  for (const [name, w, h, templateName, fixed] of TEMPLATES) {
    out.push({
      name,
      description: `${templateName} ${w}x${h}`,
      project: project(w, h, [templateScene(w, h, fixed)], templateName),
      scene: 0,
      times: [0],
      scale: 0.25,
    });
  }
  for (const [name, w, h] of [
    ['template-custom16x9', 1920, 1080],
    ['template-custom9x16', 1080, 1920],
  ] as const) {
    out.push({
      name,
      description: 'custom template: background only',
      project: project(
        w,
        h,
        [{ durationMilliseconds: 3000, backgroundImage: A(w > h ? 'bg-landscape.png' : 'bg-portrait.png') }],
        name.slice(9),
      ),
      scene: 0,
      times: [0],
      scale: 0.25,
    });
  }
  const label = (s: string, x: number, y: number): El => txt(s, x, y + 290, 340, 40, { FontSize: 24 });
  out.push({
    name: 'anim-entrance',
    description: 'every entrance at start, sunrise end, mid and end (3 s)',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 8000,
        backgroundColor: '#223344',
        displayImages: grid(ENTRANCE_ANIMATIONS, 5, (a, x, y) =>
          img('photo.png', x, y, 330, 220, { effectIn: { enable: true, type: a } }),
        ),
        displayTexts: grid(ENTRANCE_ANIMATIONS, 5, (a, x, y) => label(a, x, y)),
      },
    ]),
    scene: 0,
    times: [0, 750, 1500, 3000],
    scale: 0.25,
  });
  out.push({
    name: 'anim-exit',
    description: 'every exit: start (5 s), mid, end of a 8 s scene',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 8000,
        backgroundColor: '#332233',
        displayImages: grid(EXIT_ANIMATIONS, 5, (a, x, y) =>
          img('photo.png', x, y, 330, 220, { effectOut: { enable: true, type: a } }),
        ),
        displayTexts: grid(EXIT_ANIMATIONS, 5, (a, x, y) => label(a, x, y)),
      },
    ]),
    scene: 0,
    times: [5000, 5750, 6500, 7999],
    scale: 0.25,
  });
  out.push({
    name: 'anim-loop',
    description: 'every looping animation at rest, quarter and half cycles',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 10000,
        backgroundColor: '#1f3322',
        displayImages: grid(LOOP_ANIMATIONS, 3, (a, x, y) =>
          img(a === 'shine_display' ? 'photo.png' : 'logo.png', x + 60, y, 220, 220, {
            Effects: { enable: true, type: a },
          }),
        ),
        displayTexts: grid(LOOP_ANIMATIONS, 3, (a, x, y) => label(a, x, y)),
      },
    ]),
    scene: 0,
    times: [0, 250, 500, 2000],
    scale: 0.25,
  });
  for (const tr of TRANSITIONS) {
    const d = defaultTransitionMs(tr);
    const a = {
      durationMilliseconds: 4000,
      backgroundImage: A('bg-landscape.png'),
      displayTexts: [txt('上一场景 Previous', 200, 400, 1500, 200, { FontSize: 120 })],
    };
    const b = {
      durationMilliseconds: 5000,
      transition: { type: tr },
      backgroundImage: A('photo.png'),
      displayTexts: [txt('下一场景 Next', 200, 600, 1500, 200, { FontSize: 120, FontColor: '#ffee00' })],
    };
    out.push({
      name: `transition-${tr}`,
      description: `${tr} (${d} ms) at 25/50/75 %`,
      project: project(1920, 1080, [a, b]),
      scene: 1,
      times: [0.25, 0.5, 0.75].map((k) => Math.round(d * k)),
      scale: 0.25,
    });
  }
  for (const f of COLOR_FILTERS) {
    out.push({
      name: `filter-${f}`,
      description: `colour filter ${f} on a photo and the avatar`,
      project: project(1920, 1080, [
        {
          durationMilliseconds: 3000,
          backgroundColor: '#808080',
          displayImages: [img('photo.png', 80, 140, 1080, 720, { filter: f })],
          virtualHuman: human(1300, 80, 460, 920, { filter: f }),
        },
      ]),
      scene: 0,
      times: [0],
      scale: 0.25,
    });
  }
  out.push({
    name: 'text-styling',
    description: 'bold, italic, underline, stroke, spacing, alignment, line height, size, colour',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 3000,
        backgroundColor: '#f4f1ea',
        displayTexts: [
          txt('Bold 粗体', 60, 40, 800, 80, { Bold: true, FontColor: '#202020' }),
          txt('Italic 斜体', 60, 140, 800, 80, { Italic: true, FontColor: '#202020' }),
          txt('Underline 下划线', 60, 240, 800, 80, { Underline: true, FontColor: '#202020' }),
          txt('Stroke 描边', 60, 340, 800, 80, { strokeWidth: 4, FontColor: '#ffcc00', FontSize: 64 }),
          txt('Spacing 字间距', 60, 460, 800, 80, { Spacing: 12, FontColor: '#aa2222' }),
          txt('Default size 默认字号 30', 60, 560, 800, 80, { FontSize: undefined, FontColor: '#202020' }),
          txt('左对齐 Left', 1000, 40, 800, 80, { Alignment: 'left', FontColor: '#2040a0', Font: 'NotInstalled Sans' }),
          txt('居中 Center', 1000, 140, 800, 80, { Alignment: 'center', FontColor: '#2040a0' }),
          txt('右对齐 Right', 1000, 240, 800, 80, { Alignment: 'right', FontColor: '#2040a0' }),
          txt('行高 2.0 line height two lines of text wrap here', 1000, 360, 800, 300, {
            lineHeight: 2,
            FontColor: '#206020',
            FontSize: 40,
          }),
          txt('Bold Italic Underline 全部', 60, 700, 1800, 100, {
            Bold: true,
            Italic: true,
            Underline: true,
            strokeWidth: 2,
            FontColor: '#ffffff',
            FontSize: 72,
          }),
        ],
      },
    ]),
    scene: 0,
    times: [0],
    scale: 0.25,
  });
  out.push({
    name: 'text-chinese-wrap',
    description: 'mixed Chinese and Latin wrapped within the box, and a caption 17 font sizes wide',
    project: project(
      1080,
      1920,
      [
        {
          durationMilliseconds: 3000,
          backgroundImage: A('bg-portrait.png'),
          displayTexts: [
            txt(
              '数字人视频工作室让企业用虚拟人快速制作营销视频，支持 AI 脚本、智能配音（TTS）与 1080P/4K 渲染。Digital humans for every enterprise — 中英混排自动换行。',
              80,
              200,
              920,
              900,
              { FontSize: 56 },
            ),
          ],
          caption: caption('这是一条很长的字幕，用来检查字幕宽度为字号的十七倍时的换行效果 caption', 100, 1500, {
            FontSize: 48,
          }),
        },
      ],
      'ipone9:16',
    ),
    scene: 0,
    times: [0],
    scale: 0.25,
  });
  out.push({
    name: 'rotation-opacity',
    description: 'rotation, opacity, blur and z-order with a hidden element',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 3000,
        backgroundColor: '#ffffff',
        displayImages: [
          img('photo.png', 100, 100, 600, 400, { Rotation: 0, zIndex: 3 }),
          img('photo.png', 400, 300, 600, 400, { Rotation: 30, Opacity: 0.5, zIndex: 4 }),
          img('logo.png', 1100, 150, 400, 400, { Rotation: -45, Opacity: 0.8, zIndex: 2 }),
          img('logo.png', 1300, 500, 400, 400, { blur: 12, zIndex: 5 }),
          img('photo.png', 0, 0, 1920, 1080, { zIndex: 0 }),
        ],
        displayTexts: [txt('旋转 Rotated 20°', 900, 750, 800, 100, { Rotation: 20, FontColor: '#000000', zIndex: 6 })],
      },
    ]),
    scene: 0,
    times: [0],
    scale: 0.25,
  });
  out.push({
    name: 'cte-actions',
    description: 'cte canvas seeded with chat, close and start action images',
    project: project(
      1080,
      1920,
      [
        {
          durationMilliseconds: 3000,
          backgroundImage: A('bg-portrait.png'),
          virtualHuman: human(240, 560, 600, 1200),
          displayImages: (['chatAction', 'closeAction', 'startAction'] as const).map((t, i) =>
            img(`${t}.png`, [860, 860, 420][i]!, [1500, 60, 1680][i]!, 160, 160, {
              toolType: t,
              notAllowDelete: true,
              notCopy: true,
            }),
          ),
        },
      ],
      'custom9:16',
    ),
    scene: 0,
    times: [0],
    scale: 0.25,
  });
  out.push({
    name: 'broken-asset',
    description: 'missing image, undecodable image and an undecodable video show placeholders',
    project: project(1920, 1080, [
      {
        durationMilliseconds: 3000,
        backgroundColor: '#334455',
        displayImages: [
          img('does-not-exist.png', 100, 100, 500, 400),
          { nodeType: 'image', mediaUrl: 'broken.png', X: 700, Y: 100, Width: 500, Height: 400 },
        ],
        displayVideos: [
          { nodeType: 'video', mediaUrl: 'clip.mp4', X: 1300, Y: 100, Width: 500, Height: 280 },
          {
            nodeType: 'video',
            mediaUrl: 'clip-with-poster.mp4',
            previewUrl: A('poster.png'),
            X: 1300,
            Y: 500,
            Width: 500,
            Height: 280,
            videoVolume: 50,
          },
        ],
      },
    ]),
    scene: 0,
    times: [0],
    scale: 0.25,
  });
  out.push({
    name: 'thumbnail-strip',
    description: 'JPEG thumbnail (10 %) after the entrance settles',
    project: project(1920, 1080, [
      {
        ...templateScene(1920, 1080, true),
        displayImages: [img('logo.png', 80, 80, 160, 160, { effectIn: { enable: true, type: 'zoomin_in' } })],
      },
    ]),
    scene: 0,
    times: [],
    scale: 0.1,
    output: 'thumbnail',
  });
  return out;
}

const ck = await loadCanvasKit();
mkdirSync(path.join(FIXTURES_DIR, 'assets'), { recursive: true });
for (const name of Object.keys(FIXTURE_IMAGES))
  writeFileSync(path.join(FIXTURES_DIR, 'assets', name), drawFixtureImage(ck, name));
writeFileSync(path.join(FIXTURES_DIR, 'broken.png'), 'this is not a PNG');
for (const f of fixtures()) writeFileSync(path.join(FIXTURES_DIR, `${f.name}.json`), `${JSON.stringify(f, null, 1)}\n`);
console.log(`wrote ${fixtures().length} fixtures and ${Object.keys(FIXTURE_IMAGES).length} images to ${FIXTURES_DIR}`);
