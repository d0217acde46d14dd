import { bodyArtKey } from '@portal/workers/core/avatar/arms';
import { talkProjectMessages, type DeliveryMode } from '@portal/contracts';
import {
  ImageElementSchema,
  ProjectCanvasDataSchema,
  SCENE_DATA_VERSION,
  type ImageElement,
  type ProjectCanvasData,
} from '@portal/contracts/scene/index';
import { SEED_AVATARS } from '../avatars/catalogue';
import { STORAGE_BASE } from '../storage/storage';
import { ACTION_TOOLS, actionImageUrl, type ActionTool } from './action-images';

export type { DeliveryMode };

/**
 * The platform's talk templates, one per delivery mode (002 §3 template titles 9:16 mobile, 9:16
 * large screen, 9:16 custom; common is the 16:9 web page). They are product data kept in code, so
 * a start never has to seed them; a company's own templates are rows.
 */
export const PLATFORM_TALK_TEMPLATES = [
  {
    bizId: 'rtc-tpl-card',
    publishType: 'card',
    title: talkProjectMessages.templateTitleMobile,
    templateName: 'ipone9:16',
    size: { width: 1080, height: 1920 },
  },
  {
    bizId: 'rtc-tpl-cte',
    publishType: 'cte',
    title: talkProjectMessages.templateTitleLargeScreen,
    templateName: '75-inch large screen',
    size: { width: 1080, height: 1920 },
  },
  {
    bizId: 'rtc-tpl-custom',
    publishType: 'custom',
    title: talkProjectMessages.templateTitleCustom,
    templateName: 'custom9:16',
    size: { width: 1080, height: 1920 },
  },
  {
    bizId: 'rtc-tpl-common',
    publishType: 'common',
    title: '16:9网页',
    templateName: 'web16:9',
    size: { width: 1920, height: 1080 },
  },
] as const satisfies readonly {
  bizId: string;
  publishType: DeliveryMode;
  title: string;
  templateName: string;
  size: { width: number; height: number };
}[];
export type PlatformTalkTemplate = (typeof PLATFORM_TALK_TEMPLATES)[number];

export const platformTemplate = (bizId: string) => PLATFORM_TALK_TEMPLATES.find((t) => t.bizId === bizId);
export const platformTemplateOfMode = (mode: DeliveryMode) =>
  PLATFORM_TALK_TEMPLATES.find((t) => t.publishType === mode)!;

const ACTION_TITLES: Record<ActionTool, string> = { chatAction: '聊天', startAction: '开始', closeAction: '关闭' };

/**
 * The fixed tool images of a cte canvas (002 §4): they cannot be deleted or copied. Placed along the
 * bottom edge (the spec shows no layout), above the avatar in z-order.
 */
export function actionImages(size: { width: number; height: number }): ImageElement[] {
  const side = Math.round(size.width * 0.12);
  const gap = Math.round((size.width - side * 3) / 4);
  return ACTION_TOOLS.map((tool, i) =>
    ImageElementSchema.parse({
      nodeType: 'image',
      toolType: tool,
      title: ACTION_TITLES[tool],
      mediaUrl: actionImageUrl(tool),
      previewUrl: actionImageUrl(tool),
      X: gap + i * (side + gap),
      Y: size.height - side - Math.round(size.height * 0.04),
      Width: side,
      Height: side,
      notAllowDelete: true,
      notCopy: true,
      zIndex: 3,
    }),
  );
}

/** Makes sure a cte canvas holds its three tool images, with their flags set, and no other mode does. */
export function withActionImages(mode: DeliveryMode, data: ProjectCanvasData): ProjectCanvasData {
  const ice = data.iceScenes;
  const images = ice.displayImages;
  const isTool = (img: ImageElement) => img.toolType !== undefined && ACTION_TOOLS.includes(img.toolType);
  const others = images.filter((img) => !isTool(img));
  if (mode !== 'cte')
    return others.length === images.length ? data : { ...data, iceScenes: { ...ice, displayImages: others } };
  const defaults = actionImages(data.videoSize);
  const tools = ACTION_TOOLS.map((tool, i) => {
    const kept = images.find((img) => img.toolType === tool);
    return kept ? { ...kept, notAllowDelete: true, notCopy: true } : defaults[i]!;
  });
  return { ...data, iceScenes: { ...ice, displayImages: [...others, ...tools] } };
}

/** The canvas of a new project or template of a mode: the first seeded avatar in front of a background colour. */
export function templateCanvas(template: PlatformTalkTemplate): ProjectCanvasData {
  const avatar = SEED_AVATARS[0]!;
  const { width, height } = template.size;
  const portrait = height > width;
  const humanHeight = Math.round(height * (portrait ? 0.62 : 0.9));
  const humanWidth = Math.round(humanHeight * (540 / 960));
  const data = {
    version: SCENE_DATA_VERSION,
    templateName: template.templateName,
    title: template.title,
    videoSize: { width, height },
    videoRatio: portrait ? '9:16' : '16:9',
    personaBizId: avatar.personaBizId,
    backgroundColor: '#1f3b63',
    iceScenes: {
      virtualHuman: {
        nodeType: 'human',
        mediaUrl: `${STORAGE_BASE}/${bodyArtKey(avatar.personaBizId, 'presenting')}`,
        title: avatar.name,
        X: Math.round(portrait ? (width - humanWidth) / 2 : width * 0.62),
        Y: height - humanHeight,
        Width: humanWidth,
        Height: humanHeight,
        lockingWH: true,
        zIndex: 1,
      },
      displayTexts: [
        {
          nodeType: 'text',
          textType: 'displayText',
          content: `您好，我是${avatar.name}`,
          X: Math.round(width * 0.08),
          Y: Math.round(height * 0.08),
          Width: Math.round(width * 0.84),
          Height: Math.round(height * 0.06),
          FontSize: Math.round(Math.min(width, height) * 0.06),
          FontColor: '#ffffff',
          Bold: true,
          Alignment: 'center',
          zIndex: 2,
        },
      ],
      displayImages: [],
      displayVideos: [],
      tts: { voiceBizId: avatar.voice, timbre: avatar.voice, rate: 1, pitch: 1, volume: 50 },
    },
  };
  return withActionImages(template.publishType, ProjectCanvasDataSchema.parse(data));
}
