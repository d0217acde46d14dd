import { sql } from 'drizzle-orm';
import { TEMPLATE_KINDS } from '@portal/contracts';
import {
  defaultCaptionElement,
  HumanElementSchema,
  ProjectRenderDataSchema,
  SCENE_DATA_VERSION,
  StudioSceneSchema,
  type ProjectRenderData,
  type StudioScene,
} from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { studioTemplates } from '../../db/schema/index';
import { STARTER_AVATARS } from '../avatars/catalogue';
import { STORAGE_BASE } from '../storage/storage';
import { bodyArtKey, type ArmPose } from '@portal/workers/core/avatar/arms';
import { legacyTemplateData, TEMPLATE_TITLES } from './legacy-templates';
import { screenLayout, type ScreenLayout } from './template-design/layout';
import { SCENE_KINDS, SCENE_KIND_TITLES, sceneArt, type SceneKind } from './template-design/scenes';
import { STYLES, TEMPLATE_STYLES, type TemplateStyle, type TemplateStyleKey } from './template-design/styles';

type TemplateKind = (typeof TEMPLATE_KINDS)[number];

// Body art: the rig moves the arm of the posture (workers/core/avatar/arms.ts).
const avatarUrl = (personaBizId: string, pose: ArmPose) => `${STORAGE_BASE}/${bodyArtKey(personaBizId, pose)}`;

/**
 * The avatar of template i: one of those every new company holds (the demo company's), so no
 * seeded template opens with the 移出企业 warning (001 §4).
 */
const templateAvatar = (index: number) => STARTER_AVATARS[index % STARTER_AVATARS.length]!;

/** Chinese names of the screens, as a template's title and tags show them. */
const SCREEN_NAMES: Readonly<Record<TemplateKind['name'], string>> = {
  'web16:9': '网页横屏',
  '75-inch large screen': '75寸大屏',
  '6:16 large screen': '长条大屏',
  'tablet 11:16': '平板竖屏',
  'tablet 16:11': '平板横屏',
  'phone template': '手机竖屏',
  'custom16:9': '自定义横屏',
  'custom9:16': '自定义竖屏',
};
/** What each style's template is for: the second half of its title and a tag. */
const PURPOSES: Readonly<Record<TemplateStyleKey, string>> = {
  corporate: '企业宣传',
  tech: '科技发布',
  retail: '新品促销',
  public: '政务服务',
};

const sizeOf = (kind: TemplateKind) =>
  'width' in kind
    ? { width: kind.width, height: kind.height }
    : kind.ratio === '9:16'
      ? { width: 1080, height: 1920 }
      : { width: 1920, height: 1080 };
const isBackgroundOnly = (kind: TemplateKind) => 'backgroundOnly' in kind && kind.backgroundOnly === true;

/** One scene of a designed template: the style's background art, the scene's layout, the presenter and the caption. */
function designedScene(
  kind: SceneKind,
  style: TemplateStyle,
  L: ScreenLayout,
  avatar: ReturnType<typeof templateAvatar>,
  withPresenter: boolean,
): StudioScene {
  const art = sceneArt(kind, style, L);
  const speech = style.copy.speech[SCENE_KINDS.indexOf(kind)]!;
  const fontSize = L.caption.fontSize;
  return StudioSceneSchema.parse({
    title: SCENE_KIND_TITLES[kind],
    backgroundColor: style.background,
    backgroundArt: style.art,
    inputType: 'TEXT',
    voiceTexts: [speech],
    tts: { voiceBizId: avatar.voice, rate: 1, pitch: 1, volume: 50 },
    displayShapes: art.shapes,
    displayTexts: art.texts,
    caption: {
      ...defaultCaptionElement({
        content: speech,
        X: L.caption.x,
        Y: L.caption.y,
        Width: 17 * fontSize,
        Height: Math.round(fontSize * 2.4),
        FontSize: fontSize,
        FontColor: style.caption,
      }),
      strokeWidth: style.captionStroke,
    },
    // Scenes after the first slide in; the existing transitions, short.
    ...(kind !== 'title' && { transition: { type: 'wipeleft', duration: 0.6 } }),
    ...(withPresenter &&
      L.presenter && {
        virtualHuman: HumanElementSchema.parse({
          nodeType: 'human',
          mediaUrl: avatarUrl(avatar.personaBizId, 'presenting'),
          title: avatar.name,
          personaBizId: avatar.personaBizId,
          postureId: `${avatar.personaBizId}-presenting`,
          X: L.presenter.x,
          Y: L.presenter.y,
          Width: L.presenter.w,
          Height: L.presenter.h,
          lockingWH: true,
        }),
      }),
  });
}

/** A platform template: a screen kind in a style, with the seed key that keeps its row across starts. */
export interface PlatformTemplate {
  seedKey: string;
  kind: TemplateKind;
  style: TemplateStyleKey;
  title: string;
  tags: string[];
  /** Which starter avatar presents it. */
  index: number;
}

/**
 * The designed platform templates (decision 0027): every screen kind of 001 §3 in each of the four
 * styles, the custom (background) kinds in two. The first templates (legacy-templates.ts) keep
 * their seed keys beside them.
 */
export const PLATFORM_TEMPLATES: readonly PlatformTemplate[] = TEMPLATE_KINDS.flatMap((kind, k) => {
  const styles = isBackgroundOnly(kind)
    ? TEMPLATE_STYLES.filter((_, s) => s % 2 === k % 2)
    : TEMPLATE_STYLES.map((_, s) => TEMPLATE_STYLES[(s + k) % TEMPLATE_STYLES.length]!);
  return styles.map((style, s) => ({
    seedKey: `platform:${kind.name}:${style}`,
    kind,
    style,
    title: `${PURPOSES[style]}·${SCREEN_NAMES[kind.name]}`,
    tags: [kind.ratio, STYLES[style].name, PURPOSES[style], SCREEN_NAMES[kind.name]],
    index: k + s,
  }));
});

/** The data of a platform template (001 §3), built through the scene model: custom kinds show no presenter. */
export function platformTemplateData(template: PlatformTemplate): ProjectRenderData {
  const { kind } = template;
  const size = sizeOf(kind);
  const withPresenter = !isBackgroundOnly(kind);
  const avatar = templateAvatar(template.index);
  // Custom kinds show no presenter but keep its place free, for the one the user adds (001 §3).
  const L = screenLayout(size, true);
  const style = STYLES[template.style];
  return ProjectRenderDataSchema.parse({
    version: SCENE_DATA_VERSION,
    templateName: kind.name,
    title: template.title,
    videoSize: size,
    videoRatio: kind.ratio,
    ...(withPresenter ? { personaBizId: avatar.personaBizId } : {}),
    scenes: SCENE_KINDS.map((scene) => designedScene(scene, style, L, avatar, withPresenter)),
  });
}

/** Every platform template's row: the first ones, then the designed ones (listed first, being newer). */
export function platformTemplateRows() {
  return [
    ...TEMPLATE_KINDS.map((kind, index) => ({
      seedKey: `platform:${kind.name}`,
      kind: kind.name,
      title: TEMPLATE_TITLES[kind.name],
      tags: [kind.ratio],
      data: legacyTemplateData(kind, index),
    })),
    ...PLATFORM_TEMPLATES.map((t) => ({
      seedKey: t.seedKey,
      kind: t.kind.name,
      title: t.title,
      tags: t.tags,
      data: platformTemplateData(t),
    })),
  ];
}

/** Platform templates, brought up to date on every start. */
export async function seedStudioTemplates(db: Database) {
  for (const row of platformTemplateRows()) {
    await db
      .insert(studioTemplates)
      .values(row)
      // A template whose data changed gets its cover drawn again (renderMissingTemplateCovers).
      .onConflictDoUpdate({
        target: studioTemplates.seedKey,
        set: {
          data: sql`excluded.data`,
          coverKey: sql`CASE WHEN ${studioTemplates.data} = excluded.data THEN ${studioTemplates.coverKey} END`,
          title: sql`excluded.title`,
          kind: sql`excluded.kind`,
          tags: sql`excluded.tags`,
        },
      });
  }
}
