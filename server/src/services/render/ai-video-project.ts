import {
  defaultCaptionElement,
  HumanElementSchema,
  ProjectRenderDataSchema,
  SCENE_DATA_VERSION,
  StudioSceneSchema,
  type ProjectRenderData,
  type StudioScene,
} from '@portal/contracts/scene/index';
import { splitSentences } from '../speech/sentences';

export interface AiVideoMaterial {
  url: string;
  kind: 'video' | 'graph';
}

/** Sentences per scene of a smart video; a 800-character script makes at most ~20 scenes. */
const SENTENCES_PER_SCENE = 3;
const BACKDROPS = ['#1e3a8a', '#0f766e', '#334155', '#7c3aed', '#0369a1', '#b45309'];

/**
 * Composes a smart video (001 §2 AI video) from a script, built through the scene model: the script
 * is cut into scenes of a few sentences, each shown over the next uploaded material (images as
 * backgrounds, videos as background video) or a palette colour when there is none, with the digital
 * employee, and the sentences as its speech and caption. Smart-matched stock material (PEXELS) has no
 * library here, so scenes without uploaded material use the palette (our decision).
 */
export function aiVideoProject(input: {
  text: string;
  ratio: '16:9' | '9:16';
  avatar: { personaBizId: string; postureId?: string; imageUrl: string; voiceBizId: string };
  materials: AiVideoMaterial[];
}): ProjectRenderData {
  const size = input.ratio === '16:9' ? { width: 1920, height: 1080 } : { width: 1080, height: 1920 };
  const landscape = size.width > size.height;
  const sentences = splitSentences(input.text);
  const scenes: StudioScene[] = [];
  for (let i = 0; i < sentences.length && scenes.length < 50; i += SENTENCES_PER_SCENE) {
    const texts = sentences.slice(i, i + SENTENCES_PER_SCENE);
    const index = scenes.length;
    const material = input.materials.length > 0 ? input.materials[index % input.materials.length] : undefined;
    const humanHeight = Math.round(size.height * (landscape ? 0.85 : 0.55));
    const humanWidth = Math.round(humanHeight * (540 / 960));
    scenes.push(
      StudioSceneSchema.parse({
        title: `场景${index + 1}`,
        backgroundColor: BACKDROPS[index % BACKDROPS.length],
        ...(material?.kind === 'graph' ? { backgroundImage: { mediaUrl: material.url } } : {}),
        ...(material?.kind === 'video' ? { backgroundVideo: { mediaUrl: material.url } } : {}),
        voiceTexts: [texts.join('')],
        tts: { voiceBizId: input.avatar.voiceBizId },
        virtualHuman: HumanElementSchema.parse({
          nodeType: 'human',
          mediaUrl: input.avatar.imageUrl,
          personaBizId: input.avatar.personaBizId,
          ...(input.avatar.postureId ? { postureId: input.avatar.postureId } : {}),
          X: landscape ? Math.round(size.width * 0.66) : Math.round((size.width - humanWidth) / 2),
          Y: size.height - humanHeight,
          Width: humanWidth,
          Height: humanHeight,
          lockingWH: true,
        }),
        caption: {
          ...defaultCaptionElement({
            content: texts.join(''),
            X: Math.round(size.width * 0.08),
            Y: Math.round(size.height * 0.88),
            Width: Math.round(size.width * 0.84),
            Height: Math.round(size.height * 0.05),
            FontSize: Math.round(Math.min(size.width, size.height) * 0.04),
            FontColor: '#ffffff',
          }),
          strokeWidth: 2,
        },
      }),
    );
  }
  return ProjectRenderDataSchema.parse({
    version: SCENE_DATA_VERSION,
    templateName: landscape ? 'web16:9' : '75-inch large screen',
    videoSize: size,
    videoRatio: input.ratio,
    personaBizId: input.avatar.personaBizId,
    scenes,
  });
}
