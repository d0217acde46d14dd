import { describe, expect, it } from 'vitest';
import { guideHref, parseGuide, parseInline } from './guide-markdown';

describe('the developer guides’ Markdown', () => {
  it('reads headings, paragraphs, lists, tables and fenced code', () => {
    const blocks = parseGuide(
      [
        '# 签名流程',
        '',
        '第一行',
        '接着一行',
        '',
        '- 甲 `code`',
        '- 乙',
        '',
        '| 请求头 | 用途 |',
        '|---|---|',
        '| `signature` | 网页 |',
        '',
        '```bash',
        'curl -H "a: b" \\',
        '  https://x',
        '```',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'table', 'code']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', inline: [{ kind: 'text', text: '第一行 接着一行' }] });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: '甲 ' }, { kind: 'code', text: 'code' }], [{ text: '乙' }]],
    });
    expect(blocks[3]).toMatchObject({
      head: [[{ text: '请求头' }], [{ text: '用途' }]],
      rows: [[[{ kind: 'code' }], [{ text: '网页' }]]],
    });
    expect(blocks[4]).toEqual({ kind: 'code', lang: 'bash', text: 'curl -H "a: b" \\\n  https://x' });
  });

  it('keeps code, bold and links inline, turning links between guides into page routes', () => {
    expect(parseInline('见[签名流程](./signature.md)与 **注意** `x|y`')).toEqual([
      { kind: 'text', text: '见' },
      { kind: 'link', text: '签名流程', href: '/developer-doc/show/signature' },
      { kind: 'text', text: '与 ' },
      { kind: 'bold', text: '注意' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x|y' },
    ]);
    expect(guideHref('https://example.com/a.md')).toBe('https://example.com/a.md');
  });
});
