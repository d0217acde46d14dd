/**
 * The project the scene-preview harness draws in the browser and the e2e test draws in Node: six
 * 1920×1080 golden fixtures (background, avatar, entrances, a colour filter, rotation and
 * opacity, text styling) joined into one project, so one strip covers the composition's features.
 */
import entrance from '@portal/workers/fixtures/anim-entrance.json' with { type: 'json' };
import filter from '@portal/workers/fixtures/filter-PF1.json' with { type: 'json' };
import rotation from '@portal/workers/fixtures/rotation-opacity.json' with { type: 'json' };
import web from '@portal/workers/fixtures/template-web16x9.json' with { type: 'json' };
import text from '@portal/workers/fixtures/text-styling.json' with { type: 'json' };
import strip from '@portal/workers/fixtures/thumbnail-strip.json' with { type: 'json' };

/** What the harness page exposes on `window.sceneHarness` (JPEG bytes as base64). */
export type SceneHarnessState =
  | { status: 'rendering' }
  | { status: 'done'; ms: number; thumbnails: string[] }
  | { status: 'failed'; error: string };

interface FixtureFile {
  project: { videoSize: { width: number; height: number }; iceScenes: unknown[] };
  scene: number;
}

const FIXTURES: FixtureFile[] = [strip, web, filter, rotation, text, entrance];

/** The project with every media URL passed through `mapUrl` (the browser serves them elsewhere). */
export function harnessProject(mapUrl: (url: string) => string = (u) => u): {
  videoSize: { width: number; height: number };
  iceScenes: unknown[];
} {
  const scenes = FIXTURES.map((f) => f.project.iceScenes[f.scene]);
  const mapped = JSON.parse(JSON.stringify(scenes), (key: string, value: unknown) =>
    (key === 'mediaUrl' || key === 'previewUrl') && typeof value === 'string' ? mapUrl(value) : value,
  ) as unknown[];
  return { videoSize: { width: 1920, height: 1080 }, iceScenes: mapped };
}
