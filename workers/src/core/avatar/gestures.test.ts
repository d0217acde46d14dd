import { describe, expect, it } from 'vitest';
import {
  activeGesture,
  gestureCues,
  gestureForSentence,
  gestureTagOf,
  GESTURE_LIBRARY,
  GESTURES,
  sentenceKind,
  stripGestureTags,
} from './gestures';
import { poseAt } from './rig';
import { trackFromPhonemes } from './visemes';

describe('gesture choice', () => {
  it('follows what the sentence is', () => {
    expect(sentenceKind('大家好，欢迎收看。')).toBe('greeting');
    expect(sentenceKind('您知道怎样开户吗？')).toBe('question');
    expect(sentenceKind('我们提供理财、保险、贷款。')).toBe('list');
    expect(sentenceKind('这一点非常重要！')).toBe('emphasis');
    expect(sentenceKind('今天介绍新产品。')).toBe('statement');
    expect(gestureForSentence('大家好，欢迎收看。', 3)).toBe('welcome');
    expect(gestureForSentence('您知道怎样开户吗？', 0)).toBe('think');
    expect(gestureForSentence('首先打开应用，其次登录。', 0)).toBe('count');
    expect(gestureForSentence('我们一定做到！', 0)).toBe('hand-on-chest');
    // Plain statements take turns, so two in a row never repeat one motion.
    expect(gestureForSentence('今天介绍新产品。', 0)).toBe('open-palm');
    expect(gestureForSentence('它很好用。', 1)).toBe('point-side');
  });

  it('takes the tag in the speech text over the sentence’s kind, in Chinese or by id', () => {
    expect(gestureTagOf('{手势:指向}大家好')).toBe('point-side');
    expect(gestureTagOf('大家好{手势：think}')).toBe('think');
    expect(gestureTagOf('{手势:跳舞}大家好')).toBeUndefined();
    expect(gestureForSentence('{手势:抚胸}大家好', 0)).toBe('hand-on-chest');
    expect(stripGestureTags('{手势:列举}三件事')).toBe('三件事');
    // An unknown name falls back to the sentence's own gesture.
    expect(gestureForSentence('{手势:跳舞}大家好', 0)).toBe('welcome');
  });

  it('counts as many fingers as the list has items, one more as the sentence goes on', () => {
    const [cue] = gestureCues([0], ['理财、保险、贷款']);
    expect(cue).toEqual({ ms: 0, gesture: 'count', items: 3 });
    const rig = { personaBizId: 'vh-studio-xiaoya', sentenceStarts: [0], gestures: [cue!] };
    const fingers = [500, 1200, 2100].map((t) => poseAt(rig, t).arms.left.fingers);
    expect(fingers).toEqual([1, 2, 3]);
  });

  it('blends in and out of each gesture, and every gesture moves an arm', () => {
    expect(activeGesture([{ ms: 1000, gesture: 'welcome' }], 900)).toBeUndefined();
    expect(activeGesture([{ ms: 1000, gesture: 'welcome' }], 1100)!.weight).toBeLessThan(0.5);
    expect(activeGesture([{ ms: 1000, gesture: 'welcome' }], 2000)!.weight).toBe(1);
    expect(activeGesture([{ ms: 1000, gesture: 'welcome' }], 3700)).toBeUndefined();
    for (const g of GESTURES) {
      const def = GESTURE_LIBRARY[g];
      expect(def.left ?? def.right, g).toBeDefined();
      const at = poseAt({ personaBizId: 'vh-studio-yunfan', gestures: [{ ms: 0, gesture: g }] }, 1200);
      const rest = poseAt({ personaBizId: 'vh-studio-yunfan' }, 1200);
      expect(at.arms.moving, g).toBe(true);
      expect(at.arms.left.fore !== rest.arms.left.fore || at.arms.right.fore !== rest.arms.right.fore, g).toBe(true);
    }
  });

  it('sets the face by the gesture: a welcome smiles, thinking is serious, and the eyes follow a point', () => {
    const face = (gesture: (typeof GESTURES)[number]) =>
      poseAt({ personaBizId: 'vh-studio-xiaoya', gestures: [{ ms: 0, gesture }] }, 1200).face;
    expect(face('welcome').expression.smile).toBe(1);
    expect(face('think').expression.serious).toBeGreaterThan(0.5);
    expect(face('point-side').gaze[0]).toBeGreaterThan(0.9);
  });
});

describe('the lips follow the visemes', () => {
  it('opens them on A, rounds them on O, closes them on M and shows teeth on I', () => {
    const track = trackFromPhonemes([
      { ms: 0, durationMs: 200, phoneme: 'a1' },
      { ms: 200, durationMs: 200, phoneme: 'm' },
      { ms: 400, durationMs: 200, phoneme: 'o3' },
      { ms: 600, durationMs: 200, phoneme: 'i4' },
    ]);
    const mouth = (t: number) => poseAt({ personaBizId: 'vh-studio-lele', track }, t).face.mouth;
    expect(mouth(120).open).toBeGreaterThan(0.9);
    expect(mouth(320).open).toBe(0);
    expect(mouth(520).round).toBeGreaterThan(0.7);
    expect(mouth(720).teeth).toBe(true);
  });
});
