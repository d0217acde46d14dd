import { describe, expect, it } from 'vitest';
import { fromPlainText, type SpeechDoc } from '../ssml/model';
import { firstSceneCheckFailure, SCENE_CHECKS, type SceneCheckInput } from './scene-checks';

const polyphoneDoc: SpeechDoc = {
  paragraphs: [
    {
      inlines: [
        { type: 'text', text: '银' },
        { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] },
      ],
    },
  ],
};

const ok: SceneCheckInput = {
  posturesValid: true,
  speech: fromPlainText('大家好，欢迎来到银行。'),
  hasVirtualHuman: true,
  voice: { provider: 'azure', code: 'zh-HK-HiuMaanNeural' },
  textSensitive: false,
  inputType: 'TEXT',
  hasAudio: false,
  audioSensitive: false,
  subtitleSensitive: false,
};
const audioOk: SceneCheckInput = { ...ok, inputType: 'AUDIO', speech: null, hasAudio: true };

/** One broken scene per check, in the spec's order, with the exact message for scene 2. */
const BROKEN: readonly [Partial<SceneCheckInput>, string][] = [
  [{ posturesValid: false }, '场景2所选数字员工姿势动作已经升级或者下线，请您重新添加姿势动作'],
  [{ speech: fromPlainText('字'.repeat(10_001)) }, '场景2文本长度超出限制,请重新编辑~'],
  [{ hasVirtualHuman: false }, '场景2缺少虚拟人,请添加虚拟人'],
  [{ speech: fromPlainText('你好\n。。。') }, '场景2有段落只输入标点'],
  [{ speech: polyphoneDoc }, '当前音色不支持多音字，场景2中有多音字'],
  [
    {
      speech: {
        paragraphs: [{ inlines: [{ type: 'text', text: '你好' }] }, { inlines: [{ type: 'pause', ms: 500 }] }],
      },
    },
    '场景2有段落只插入停顿标签',
  ],
  [{ textSensitive: true }, '场景2文本中包含敏感信息，请重新编辑'],
  [{ inputType: 'AUDIO', speech: null, hasAudio: false }, '场景2有空段落'],
  [{ audioSensitive: true }, '场景2音频中包含敏感信息，请重新编辑'],
  [{ subtitleSensitive: true }, '场景2字幕中包含敏感信息，请重新编辑'],
];

describe('firstSceneCheckFailure — 001 §5 scene checks before generation', () => {
  it('passes valid text and audio scenes', () => {
    expect(firstSceneCheckFailure([ok, audioOk])).toBeNull();
    expect(firstSceneCheckFailure([])).toBeNull();
  });

  it.each(BROKEN.map(([patch, message], i) => [i + 1, patch, message] as const))(
    'check %i alone gives its exact message',
    (_n, patch, message) => {
      expect(firstSceneCheckFailure([ok, { ...ok, ...patch }])?.message).toBe(message);
    },
  );

  it('lists the ten checks in the spec order', () => {
    expect(SCENE_CHECKS.map((c) => c.id)).toEqual([
      'postureInvalid',
      'textTooLong',
      'noVirtualHuman',
      'punctuationOnlyParagraph',
      'polyphoneUnsupported',
      'pauseOnlyParagraph',
      'textSensitive',
      'audioMissing',
      'audioSensitive',
      'audioNotChecked',
      'audioCheckFailed',
      'subtitleSensitive',
    ]);
  });

  it('each check wins over every later one, within a scene and across scenes', () => {
    for (let i = 0; i < BROKEN.length; i++) {
      for (let j = i + 1; j < BROKEN.length; j++) {
        const [early, message] = BROKEN[i]!;
        const [late] = BROKEN[j]!;
        // An audio scene has no text, so a text breakage cannot meet the audio check in one scene.
        if (!('speech' in early && late.inputType === 'AUDIO')) {
          expect(firstSceneCheckFailure([ok, { ...ok, ...late, ...early }])?.message).toBe(message);
        }
        // Across scenes: the later check in scene 1 loses to the earlier check in scene 2.
        const across = firstSceneCheckFailure([
          { ...ok, ...late },
          { ...ok, ...early },
        ]);
        expect(across?.message).toBe(message);
      }
    }
  });

  it('within one scene the earlier check wins (posture over everything)', () => {
    const all: SceneCheckInput = {
      ...ok,
      posturesValid: false,
      hasVirtualHuman: false,
      textSensitive: true,
      audioSensitive: true,
      subtitleSensitive: true,
      speech: polyphoneDoc,
    };
    expect(firstSceneCheckFailure([all])?.check).toBe('postureInvalid');
    expect(firstSceneCheckFailure([{ ...all, posturesValid: true }])?.check).toBe('noVirtualHuman');
    expect(firstSceneCheckFailure([{ ...all, posturesValid: true, hasVirtualHuman: true }])?.check).toBe(
      'polyphoneUnsupported',
    );
  });

  it('the polyphone check lists every failing scene; zh-CN Azure voices and other providers pass', () => {
    const poly = { ...ok, speech: polyphoneDoc };
    expect(firstSceneCheckFailure([poly, ok, poly])).toEqual({
      check: 'polyphoneUnsupported',
      sceneNumbers: [1, 3],
      message: '当前音色不支持多音字，场景1、3中有多音字',
    });
    expect(
      firstSceneCheckFailure([{ ...poly, voice: { provider: 'azure', code: 'zh-CN-XiaoxiaoNeural' } }]),
    ).toBeNull();
    expect(firstSceneCheckFailure([{ ...poly, voice: { provider: 'tencent', code: '101001' } }])).toBeNull();
    expect(
      firstSceneCheckFailure([{ ...poly, voice: { provider: 'tencent', code: '1' } }], {
        supportsPolyphone: () => false,
      })?.check,
    ).toBe('polyphoneUnsupported');
  });

  it('refuses audio that could not be checked after sensitive audio and before subtitles', () => {
    expect(firstSceneCheckFailure([ok, { ...audioOk, audioUnchecked: 'noRecognizer' }])?.message).toBe(
      '场景2音频未经内容安全检测：未配置语音识别服务，请联系管理员',
    );
    expect(firstSceneCheckFailure([{ ...audioOk, audioUnchecked: 'failed' }])?.message).toBe(
      '场景1音频内容安全检测失败，请重新上传音频或稍后重试',
    );
    expect(
      firstSceneCheckFailure([
        { ...audioOk, audioUnchecked: 'noRecognizer' },
        { ...audioOk, audioSensitive: true },
      ])?.check,
    ).toBe('audioSensitive');
    expect(
      firstSceneCheckFailure([
        { ...audioOk, subtitleSensitive: true },
        { ...audioOk, audioUnchecked: 'failed' },
      ])?.check,
    ).toBe('audioCheckFailed');
    // A text scene has no uploaded audio to check.
    expect(firstSceneCheckFailure([{ ...ok, audioUnchecked: 'noRecognizer' }])).toBeNull();
  });

  it('text checks ignore audio scenes and the audio check ignores text scenes', () => {
    expect(firstSceneCheckFailure([{ ...audioOk, speech: fromPlainText('。。') }])).toBeNull();
    expect(firstSceneCheckFailure([{ ...ok, hasAudio: false }])).toBeNull();
  });
});
