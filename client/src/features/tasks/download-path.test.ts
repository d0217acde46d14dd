import { describe, expect, it } from 'vitest';
import { downloadPath } from './download-path';

describe('downloadPath', () => {
  it('encodes the file url and a Chinese download name as query parameters', () => {
    const path = downloadPath('/storage/c1/video/a b.mp4?x=1&y=2', '产品 介绍.mp4');
    expect(path.startsWith('/api/download/proxy?')).toBe(true);
    const params = new URL(path, 'http://localhost').searchParams;
    expect(params.get('url')).toBe('/storage/c1/video/a b.mp4?x=1&y=2');
    expect(params.get('downloadName')).toBe('产品 介绍.mp4');
  });
});
