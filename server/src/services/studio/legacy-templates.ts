import type { TEMPLATE_KINDS } from '@portal/contracts';
import {
  defaultCaptionElement,
  defaultTextElement,
  HumanElementSchema,
  ProjectRenderDataSchema,
  SCENE_DATA_VERSION,
  StudioSceneSchema,
  type ProjectRenderData,
  type StudioScene,
} from '@portal/contracts/scene/index';
import { STARTER_AVATARS } from '../avatars/catalogue';
import { STORAGE_BASE } from '../storage/storage';
import { bodyArtKey, type ArmPose } from '@portal/workers/core/avatar/arms';

/**
 * The first platform templates, one per kind: a colour, a title and the caption. Kept as they were
 * under their seed keys (`platform:<kind>`), so the rows, their covers and what was made from them
 * stay the same; the designed templates (seed-templates.ts) sit beside them.
 */

/** Background swatches of the seeded templates (a few of the ~90 of 000 §9's palette). */
// Chosen to stand apart from the suit colour of the avatar each template shows (avatar i mod 3).
const SWATCHES = ['#2563eb', '#0f766e', '#334155', '#7c3aed', '#0369a1', '#1e3a8a', '#1e3a8a', '#be185d'];

// Body art: the rig moves the arm of the posture (workers/core/avatar/arms.ts).
const avatarUrl = (personaBizId: string, pose: ArmPose) => `${STORAGE_BASE}/${bodyArtKey(personaBizId, pose)}`;

/**
 * The avatar of template i: one of those every new company holds (the demo company's), so no
 * seeded template opens with the 移出企业 warning (001 §4).
 */
const templateAvatar = (index: number) => STARTER_AVATARS[index % STARTER_AVATARS.length]!;

/** One scene of a seeded template: background colour, the avatar, a title, a caption and spoken text. */
function seedScene(size: { width: number; height: number }, index: number, backgroundOnly: boolean): StudioScene {
  const avatar = templateAvatar(index);
  const landscape = size.width >= size.height;
  const humanHeight = Math.round(size.height * (landscape ? 0.9 : 0.62));
  const humanWidth = Math.round(humanHeight * (540 / 960));
  return StudioSceneSchema.parse({
    title: '场景1',
    backgroundColor: SWATCHES[index % SWATCHES.length],
    inputType: 'TEXT',
    voiceTexts: [`大家好，我是${avatar.name}，欢迎观看我们的产品介绍。`],
    tts: { voiceBizId: avatar.voice, rate: 1, pitch: 1, volume: 50 },
    displayTexts: [
      defaultTextElement({
        content: '数字员工 · 产品介绍',
        X: Math.round(size.width * 0.06),
        Y: Math.round(size.height * (landscape ? 0.12 : 0.06)),
        Width: Math.round(size.width * (landscape ? 0.5 : 0.88)),
        Height: Math.round(size.height * 0.12),
        FontSize: Math.round(Math.min(size.width, size.height) * 0.06),
        FontColor: '#ffffff',
        Alignment: landscape ? 'left' : 'center',
      }),
    ].map((text) => ({ ...text, Bold: true })),
    caption: {
      ...defaultCaptionElement({
        content: `大家好，我是${avatar.name}。`,
        X: Math.round(size.width * 0.1),
        Y: Math.round(size.height * 0.86),
        Width: Math.round(size.width * 0.8),
        Height: Math.round(size.height * 0.06),
        FontSize: Math.round(Math.min(size.width, size.height) * 0.035),
        FontColor: '#ffffff',
      }),
      strokeWidth: 2,
    },
    ...(!backgroundOnly && {
      virtualHuman: HumanElementSchema.parse({
        nodeType: 'human',
        mediaUrl: avatarUrl(avatar.personaBizId, 'presenting'),
        title: avatar.name,
        personaBizId: avatar.personaBizId,
        postureId: `${avatar.personaBizId}-presenting`,
        X: Math.round(landscape ? size.width * 0.62 : (size.width - humanWidth) / 2),
        Y: size.height - humanHeight,
        Width: humanWidth,
        Height: humanHeight,
        lockingWH: true,
      }),
    }),
  });
}

/**
 * What the gallery calls each seeded template. The kind keeps the spec's English name (001 §3: the
 * data's templateName); people read these titles, so they are Chinese and name the screen.
 */
export const TEMPLATE_TITLES: Readonly<Record<(typeof TEMPLATE_KINDS)[number]['name'], string>> = {
  'web16:9': '网页横屏产品介绍',
  '75-inch large screen': '75寸大屏产品介绍',
  '6:16 large screen': '长条大屏产品介绍',
  'tablet 11:16': '平板竖屏产品介绍',
  'tablet 16:11': '平板横屏产品介绍',
  'phone template': '手机竖屏产品介绍',
  'custom16:9': '自定义横屏背景',
  'custom9:16': '自定义竖屏背景',
};

/** The data of a template of a kind (001 §3), built through the scene model: custom kinds carry a background only. */
export function legacyTemplateData(kind: (typeof TEMPLATE_KINDS)[number], index: number): ProjectRenderData {
  const size =
    'width' in kind
      ? { width: kind.width, height: kind.height }
      : kind.ratio === '9:16'
        ? { width: 1080, height: 1920 }
        : { width: 1920, height: 1080 };
  const backgroundOnly = 'backgroundOnly' in kind && kind.backgroundOnly === true;
  const avatar = templateAvatar(index);
  return ProjectRenderDataSchema.parse({
    version: SCENE_DATA_VERSION,
    templateName: kind.name,
    title: TEMPLATE_TITLES[kind.name],
    videoSize: size,
    videoRatio: kind.ratio,
    ...(backgroundOnly ? {} : { personaBizId: avatar.personaBizId }),
    scenes: [seedScene(size, index, backgroundOnly)],
  });
}
