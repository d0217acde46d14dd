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
import { templateData } from './seed-templates';

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

describe('every seeded template through the scene model', () => {
  for (const [index, kind] of TEMPLATE_KINDS.entries()) {
    it(`${kind.name}: a valid save, drawn with all its layers and no missing asset`, async () => {
      const data = templateData(kind, index);
      expect(SavedProjectDataSchema.safeParse(data).success).toBe(true);
      // People read the title: Chinese, never the kind's English name.
      expect(data.title).toMatch(/^[\u4e00-\u9fff0-9]+$/);
      const [plan] = r.plans(data);
      const kinds = plan!.layers.map((l) => l.kind);
      const backgroundOnly = 'backgroundOnly' in kind;
      expect(kinds).toEqual(backgroundOnly ? ['text', 'caption'] : ['human', 'text', 'caption']);
      if (!backgroundOnly) {
        // 001 §4: a template shows an avatar the demo company holds, so it opens without 移出企业.
        expect(STARTER_AVATARS.map((a) => a.personaBizId)).toContain(data.personaBizId);
        expect(data.scenes[0]?.virtualHuman?.personaBizId).toBe(data.personaBizId);
      }
      const frame = await r.renderThumbnail(data, 0);
      expect(frame.failures).toEqual([]);
      expect(frame.bytes.byteLength).toBeGreaterThan(1000);
    });
  }
});
