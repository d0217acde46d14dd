import { sceneCheckMessages as spec } from '@portal/contracts/messages/scene-check';

/** 001 §5 "Scene checks before generation", verbatim from contracts, keyed by the checks' ids. */
export const sceneCheckMessages = {
  postureInvalid: spec.postureOutdated,
  textTooLong: spec.textTooLong,
  noVirtualHuman: spec.virtualHumanMissing,
  punctuationOnlyParagraph: spec.punctuationOnlyParagraph,
  polyphoneUnsupported: spec.polyphoneUnsupported,
  pauseOnlyParagraph: spec.pauseOnlyParagraph,
  textSensitive: spec.textSensitive,
  audioMissing: spec.emptyParagraph,
  audioSensitive: spec.audioSensitive,
  subtitleSensitive: spec.subtitleSensitive,
  audioNotChecked: spec.audioNotChecked,
  audioCheckFailed: spec.audioCheckFailed,
} as const;

export type SceneCheckId = keyof typeof sceneCheckMessages;
