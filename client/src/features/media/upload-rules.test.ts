import { describe, expect, it } from 'vitest';
import { checkMaterials, formatDuration, materialMaxBytes } from './upload-rules';

const MB = 1024 * 1024;

describe('checkMaterials', () => {
  it('accepts the material types within their size limits', () => {
    const files = [
      { name: 'a.JPG', size: MB },
      { name: 'b.mp4', size: 200 * MB },
      { name: 'c.webp', size: 10 * MB },
    ];
    expect(checkMaterials(files, 0)).toEqual({ accepted: files, warnings: [] });
  });

  it('names every file of a wrong type in one warning', () => {
    const result = checkMaterials(
      [
        { name: 'a.exe', size: 1 },
        { name: 'b.gif', size: 1 },
        { name: 'c.png', size: 1 },
      ],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['c.png']);
    expect(result.warnings).toEqual([
      '“a.exe”、“b.gif”：仅支持JPG/JPEG/PNG/WEBP格式的图片或MOV/MP4格式的视频，请重新上传正确格式的文件',
    ]);
  });

  it('limits images to 10 MB and videos to 300 MB', () => {
    const result = checkMaterials(
      [
        { name: 'big.png', size: 10 * MB + 1 },
        { name: 'big.mov', size: 300 * MB + 1 },
        { name: 'ok.mov', size: 300 * MB },
      ],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.mov']);
    expect(result.warnings).toEqual(['“big.png”：仅支持10M以内的文件', '“big.mov”：仅支持300M以内的文件']);
    expect(materialMaxBytes('x.MP4')).toBe(300 * MB);
  });

  it('takes at most 10 materials in all', () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, size: 1 }));
    const result = checkMaterials(files, 8);
    expect(result.accepted).toHaveLength(2);
    expect(result.warnings).toEqual(['最多可上传10个素材']);
  });
});

describe('formatDuration', () => {
  it('shows mm:ss and caps at 99:99', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_400)).toBe('01:05');
    expect(formatDuration(99 * 60_000 + 59_000)).toBe('99:59');
    expect(formatDuration(100 * 60_000)).toBe('99:99');
    expect(formatDuration(null)).toBe('--:--');
  });
});

describe('library files', () => {
  it('takes MP3/WAV audio up to 100 MB only where the library allows audio, under the scene-audio path type', async () => {
    const { libraryPathType } = await import('./upload-rules');
    const files = [
      { name: 'bgm.mp3', size: 20 * MB },
      { name: 'long.wav', size: 101 * MB },
    ];
    expect(checkMaterials(files, 0).warnings[0]).toContain(
      '“bgm.mp3”、“long.wav”：仅支持JPG/JPEG/PNG/WEBP格式的图片或MOV/MP4格式的视频',
    );
    const withAudio = checkMaterials(files, 0, true);
    expect(withAudio.accepted.map((f) => f.name)).toEqual(['bgm.mp3']);
    expect(withAudio.warnings).toEqual(['“long.wav”：仅支持100M以内的文件']);
    expect(libraryPathType('bgm.MP3')).toBe('CUSTOMIZE_SCENE_AUDIO');
    expect(libraryPathType('a.png')).toBe('MATERIAL');
  });
});
