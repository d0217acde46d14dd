/** Speech markup and voices (001 §5, 002 §8). */
export const speechMessages = {
  /** Polyphone markup with the Azure provider and a non-zh-CN voice. Spec: "the current voice does not support polyphones (scene numbers listed)". */
  polyphoneUnsupportedScenes: (sceneNumbers: readonly number[]) =>
    `当前音色不支持多音字，场景${sceneNumbers.join('、')}中有多音字`,
  /** Notice carried by a custom fast voice. Spec: "responds with some delay during interaction". */
  fastVoiceDelayNotice: '该音色在互动时响应会有一定延迟',
} as const;
