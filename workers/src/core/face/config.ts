/**
 * Human's settings for faces, shared by the server's enrolment and the kiosk's browser, so both
 * compute the same embedding (faceres, 1024 floats) from the same detector and mesh crop.
 */
export const FACE_HUMAN_CONFIG = {
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 5, minConfidence: 0.3, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/** Faces below this detector score are not counted (a poster in the background, a blur). */
export const FACE_SCORE_MIN = 0.6;
