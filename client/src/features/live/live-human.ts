/**
 * The talking digital human of the visitor's pages (card, call, preview, live room): the project's
 * canvas (the one scene model) drawn live by the scene worker, with idle life when silent, lips
 * that follow each spoken sentence's viseme track and gestures at sentence starts.
 *
 * INTERFACE (shared by the card page and the live room): keep these names and shapes.
 * `audioBlocked` is true while the browser has not let the voice start (no gesture yet): the page
 * may ask for a tap; the first tap anywhere resumes it.
 */
export type { SpokenClip } from './human/clip-player';
export { useLiveHuman, type LiveHuman, type LiveHumanCanvas, type LiveHumanStatus } from './human/use-live-human';
