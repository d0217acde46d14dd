import { ImageElementSchema } from '@portal/contracts/scene/index';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawActionImage } from './action-images';
import { companyNameFlagged, missingPersonaField, personaSensitiveHits } from './persona';
import { platformTemplateOfMode, templateCanvas, withActionImages } from './templates';

describe('persona rules (002 §5 checks 8 and 9)', () => {
  const full = {
    displayName: '小安',
    roles: ['前台'],
    industryKnowledge: '接待',
    workTasks: '引导',
    concernUseInfo: '来意',
    personaStyle: 'gentle',
  };

  it('asks only for displayName outside card mode and standard-brain cte', () => {
    expect(missingPersonaField('common', { displayName: '小安' }, {})).toBeNull();
    expect(missingPersonaField('cte', { displayName: '小安' }, {})).toBeNull();
    expect(missingPersonaField('custom', { displayName: ' ' }, {})?.key).toBe('displayName');
  });

  it('asks card mode and standard-brain cte for every field, in order', () => {
    expect(missingPersonaField('card', full, {})).toBeNull();
    expect(missingPersonaField('card', { ...full, roles: [''] }, {})?.key).toBe('roles');
    expect(missingPersonaField('cte', { ...full, workTasks: '' }, { standardBrainCharacter: { id: 1 } })?.key).toBe(
      'workTasks',
    );
    expect(missingPersonaField('card', { ...full, concernUseInfo: '', personaStyle: '' }, {})?.key).toBe(
      'concernUseInfo',
    );
  });

  it('records context fragments per flagged field, including list and nested fields', () => {
    const hits = personaSensitiveHits({
      ...full,
      hobbies: ['读书', '研究赌博技巧'],
      address: { detail: '传销大楼' },
      personality: '赌博',
    });
    expect(Object.keys(hits)).toEqual(['hobbies', 'address']);
    expect(hits.hobbies![0]).toContain('赌博');
    expect(companyNameFlagged({ companyName: '博彩公司' })).toBe(true);
    expect(companyNameFlagged({ companyName: '安心科技' })).toBe(false);
  });
});

describe('cte tool images (002 §4)', () => {
  it('seeds chat, start and close only on cte canvases, restoring any a save dropped', () => {
    const cte = templateCanvas(platformTemplateOfMode('cte'));
    const images = cte.iceScenes.displayImages;
    expect(images.map((i) => [i.toolType, i.notAllowDelete, i.notCopy])).toEqual([
      ['chatAction', true, true],
      ['startAction', true, true],
      ['closeAction', true, true],
    ]);
    const plain = ImageElementSchema.parse({
      nodeType: 'image',
      mediaUrl: '/a.png',
      X: 0,
      Y: 0,
      Width: 10,
      Height: 10,
    });
    const dropped = withActionImages('cte', { ...cte, iceScenes: { ...cte.iceScenes, displayImages: [plain] } });
    expect(dropped.iceScenes.displayImages.map((i) => i.toolType)).toEqual([
      undefined,
      'chatAction',
      'startAction',
      'closeAction',
    ]);
    expect(withActionImages('card', cte).iceScenes.displayImages).toEqual([]);
  });

  it('draws each icon as a valid 160×160 RGBA PNG', () => {
    const png = drawActionImage('closeAction');
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.readUInt32BE(16)).toBe(160);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(raw.length).toBe((160 * 4 + 1) * 160);
  });
});
