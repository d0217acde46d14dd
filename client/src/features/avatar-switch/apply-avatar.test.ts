import { describe, expect, it } from 'vitest';
import { applyAvatar, storedImageUrl } from './apply-avatar';

const origin = 'http://localhost:3000';
const voice = { voiceBizId: 'v2', rate: 1.1, pitch: 1, volume: 60, voiceRole: '', voiceStyle: '' };
const avatar = { personaBizId: 'p2', name: '小云', summaryImage: `${origin}/storage/platform/avatars/p2/standing.png` };

describe('applyAvatar', () => {
  it('swaps the picture and voice of every scene, keeping place, size and unknown keys', () => {
    const data = {
      personaBizId: 'p1',
      extra: { keep: true },
      scenes: [
        {
          title: 'a',
          virtualHuman: {
            nodeType: 'human',
            X: 10,
            Y: 20,
            Width: 300,
            Height: 500,
            mediaUrl: '/old.png',
            title: '小雅',
          },
          tts: { voiceBizId: 'v1', rate: 1, custom: 'x' },
        },
        { title: 'b', virtualHuman: null },
      ],
    };
    const next = applyAvatar(data, avatar, voice, origin);
    expect(next.personaBizId).toBe('p2');
    expect(next.extra).toBe(data.extra);
    expect(next.scenes[0]).toEqual({
      title: 'a',
      virtualHuman: {
        nodeType: 'human',
        X: 10,
        Y: 20,
        Width: 300,
        Height: 500,
        mediaUrl: '/storage/platform/avatars/p2/standing.png',
        title: '小云',
        personaBizId: 'p2',
      },
      tts: { ...voice, custom: 'x' },
    });
    expect(next.scenes[1]).toEqual({ title: 'b', virtualHuman: null, tts: voice });
    // The input is not changed: undo keeps the old project.
    expect(data.scenes[0]!.virtualHuman!.mediaUrl).toBe('/old.png');
  });

  it('puts the avatar in its first posture when it has one, so the rig can move its arm', () => {
    const data = {
      scenes: [{ virtualHuman: { nodeType: 'human', mediaUrl: '/old.png', postureId: 'p1-presenting' } }],
    };
    const posture = { postureId: 'p2-standing', imageUrl: `${origin}/storage/platform/avatars/p2/standing-body.png` };
    const next = applyAvatar(data, avatar, voice, origin, posture);
    expect(next.scenes[0]!.virtualHuman).toMatchObject({
      mediaUrl: '/storage/platform/avatars/p2/standing-body.png',
      postureId: 'p2-standing',
      personaBizId: 'p2',
    });
    // Without postures the portrait is shown and the old avatar's posture goes.
    expect(applyAvatar(data, avatar, voice, origin).scenes[0]!.virtualHuman).not.toHaveProperty('postureId');
  });

  it('keeps foreign image URLs whole and strips our own origin', () => {
    expect(storedImageUrl('https://cdn.example.com/a.png', origin)).toBe('https://cdn.example.com/a.png');
    expect(storedImageUrl(`${origin}/storage/x.png?v=1`, origin)).toBe('/storage/x.png?v=1');
  });
});

describe('a photo avatar’s box', () => {
  const photo = {
    personaBizId: 'vh-photo-1',
    name: '小柯',
    summaryImage: `${origin}/storage/c/x/photo-avatars/1/summary.jpg`,
  };
  const posture = { postureId: 'vh-photo-1-portrait', imageUrl: `${origin}/storage/c/x/photo-avatars/1/portrait.jpg` };
  const data = {
    scenes: [{ virtualHuman: { nodeType: 'human', X: 1190, Y: 108, Width: 547, Height: 972, mediaUrl: '/old.png' } }],
  };

  it('takes the photo’s shape inside the old box, standing on its bottom edge, centred across it', () => {
    const next = applyAvatar(data, photo, voice, origin, posture, 1);
    expect(next.scenes[0]!.virtualHuman).toMatchObject({
      X: 1190,
      Y: 108 + 972 - 547,
      Width: 547,
      Height: 547,
      mediaUrl: '/storage/c/x/photo-avatars/1/portrait.jpg',
    });
    // A wide photo in a wide box is bounded by the height.
    const wide = applyAvatar(
      { scenes: [{ virtualHuman: { nodeType: 'human', X: 0, Y: 0, Width: 1000, Height: 300 } }] },
      photo,
      voice,
      origin,
      posture,
      2,
    );
    expect(wide.scenes[0]!.virtualHuman).toMatchObject({ X: 200, Y: 0, Width: 600, Height: 300 });
  });

  it('keeps the box when the picture’s shape is unknown', () => {
    expect(applyAvatar(data, photo, voice, origin, posture).scenes[0]!.virtualHuman).toMatchObject({
      X: 1190,
      Y: 108,
      Width: 547,
      Height: 972,
    });
  });
});
