import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS } from '@portal/contracts';
import { SavedProjectDataSchema } from '@portal/contracts/scene/index';
import { createNodeRenderer, type NodeRenderer } from '@portal/workers/node/render';
import { bodyArtKey } from '@portal/workers/core/avatar/arms';
import { drawAvatarPng } from '../avatars/avatar-art';
import { SEED_AVATARS, STARTER_AVATARS } from '../avatars/catalogue';
import { legacyTemplateData } from './legacy-templates';
import { PLATFORM_TEMPLATES, platformTemplateData, platformTemplateRows } from './seed-templates';

let root: string;
let r: NodeRenderer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'seed-templates-'));
  r = await createNodeRenderer({ storageRoot: root, storagePrefix: '/storage/' });
  for (const avatar of SEED_AVATARS) {
    await mkdir(join(root, 'platform/avatars', avatar.personaBizId), { recursive: true });
    await writeFile(
      join(root, bodyArtKey(avatar.personaBizId, 'presenting')),
      drawAvatarPng(r.ck, avatar.look, 'presenting', 'body'),
    );
  }
}, 60_000);
afterAll(async () => {
  r.dispose();
  await rm(root, { recursive: true, force: true });
});

const overlaps = (a: { X: number; Y: number; Width: number; Height: number }, b: typeof a) =>
  a.X < b.X + b.Width && b.X < a.X + a.Width && a.Y < b.Y + b.Height && b.Y < a.Y + a.Height;

describe('the platform templates', () => {
  it('are at least 20 designed ones over the eight screen kinds in four styles, beside the first one of each kind', () => {
    expect(PLATFORM_TEMPLATES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PLATFORM_TEMPLATES.map((t) => t.kind.name))).toEqual(new Set(TEMPLATE_KINDS.map((k) => k.name)));
    expect(new Set(PLATFORM_TEMPLATES.map((t) => t.style)).size).toBe(4);
    const keys = PLATFORM_TEMPLATES.map((t) => t.seedKey);
    expect(new Set(keys).size).toBe(keys.length);
    const rows = platformTemplateRows().map((r) => r.seedKey);
    expect(new Set(rows).size).toBe(rows.length);
    for (const kind of TEMPLATE_KINDS) expect(rows).toContain(`platform:${kind.name}`);
    for (const t of PLATFORM_TEMPLATES) {
      // People read titles and tags: Chinese (a tag may also be the screen's ratio).
      expect(t.title).toMatch(/^[\u4e00-\u9fff0-9·]+$/);
      for (const tag of t.tags) expect(tag).toMatch(/^([\u4e00-\u9fff0-9]+|\d+:\d+)$/);
    }
  });
});

describe('every platform template through the scene model', () => {
  for (const template of PLATFORM_TEMPLATES) {
    it(`${template.title}: a valid save whose scenes plan and draw with no missing asset, the presenter clear of every text`, async () => {
      const data = platformTemplateData(template);
      expect(SavedProjectDataSchema.safeParse(data).success).toBe(true);
      expect(data.scenes.map((s) => s.title)).toEqual(['开场', '要点', '产品', '引言', '结尾']);
      const backgroundOnly = 'backgroundOnly' in template.kind;
      const plans = r.plans(data);
      expect(plans).toHaveLength(5);
      for (const [i, plan] of plans.entries()) {
        const kinds = new Set(plan.layers.map((l) => l.kind));
        expect([...kinds].sort()).toEqual(
          backgroundOnly ? ['caption', 'shape', 'text'] : ['caption', 'human', 'shape', 'text'],
        );
        expect(plan.backgroundArt?.gradient).toBeDefined();
        const scene = data.scenes[i]!;
        const { width, height } = data.videoSize!;
        for (const text of [...scene.displayTexts, scene.caption!]) {
          expect(text.X).toBeGreaterThanOrEqual(0);
          expect(text.Y).toBeGreaterThanOrEqual(0);
          expect(text.Y + text.Height).toBeLessThanOrEqual(height);
          if (text.nodeType === 'text') expect(text.X + text.Width).toBeLessThanOrEqual(width);
          if (scene.virtualHuman) expect(overlaps(text, scene.virtualHuman), text.content).toBe(false);
        }
      }
      if (!backgroundOnly) {
        // 001 §4: a template shows an avatar the demo company holds, so it opens without 移出企业.
        expect(STARTER_AVATARS.map((a) => a.personaBizId)).toContain(data.personaBizId);
        expect(data.scenes[0]?.virtualHuman?.personaBizId).toBe(data.personaBizId);
      }
      const frame = await r.renderThumbnail(data, 2);
      expect(frame.failures).toEqual([]);
      expect(frame.bytes.byteLength).toBeGreaterThan(1000);
    });
  }

  for (const [index, kind] of TEMPLATE_KINDS.entries()) {
    it(`the first ${kind.name} template stays as it was: a colour, the avatar, a title and the caption`, async () => {
      const data = legacyTemplateData(kind, index);
      expect(SavedProjectDataSchema.safeParse(data).success).toBe(true);
      expect(data.title).toMatch(/^[\u4e00-\u9fff0-9]+$/);
      const [plan] = r.plans(data);
      const backgroundOnly = 'backgroundOnly' in kind;
      expect(plan!.layers.map((l) => l.kind)).toEqual(
        backgroundOnly ? ['text', 'caption'] : ['human', 'text', 'caption'],
      );
      expect(plan!.backgroundArt).toBeUndefined();
      const frame = await r.renderThumbnail(data, 0);
      expect(frame.failures).toEqual([]);
    });
  }
});
