import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSsml } from './canonical';
import { toProviderSsml } from './dialects';
import { docArb } from './testing/arbitraries';
import { ssml11Violations } from './testing/ssml11-schema';

describe('SSML 1.1 structure of serialiser output', () => {
  it('canonical output conforms on random documents', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(ssml11Violations(toSsml(doc))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the schema check rejects what SSML 1.1 forbids', () => {
    expect(ssml11Violations('<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis"><p/></speak>')).toEqual([
      'speak: <speak> requires xml:lang',
    ]);
    expect(
      ssml11Violations(
        '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><p><p/></p></speak>',
      ),
    ).toHaveLength(1);
    expect(
      ssml11Violations(
        '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><break time="5 sec"/></speak>',
      ),
    ).toHaveLength(1);
    expect(
      ssml11Violations(
        '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><silence/></speak>',
      ),
    ).toHaveLength(1);
  });

  it('Azure output (SSML 1.0 + voice, W3C namespace) keeps the same structure, phoneme alphabet aside', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const violations = ssml11Violations(toProviderSsml(doc, 'azure', 'zh-CN-XiaoxiaoNeural'));
        // Azure's own alphabet "sapi" is not an "x-" name; it is the one documented deviation.
        expect(violations.filter((v) => !v.includes('alphabet="sapi"'))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
