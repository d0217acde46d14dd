/**
 * The presenter's gestures (ours; decision 0028): the render core's library names them, and the
 * editor preview's speech call answers each sentence's gesture by these ids.
 */
export const PRESENTER_GESTURES = ['open-palm', 'point-side', 'count', 'welcome', 'hand-on-chest', 'think'] as const;
export type PresenterGesture = (typeof PRESENTER_GESTURES)[number];
