/**
 * The talking digital human of the visitor's pages (card, call, preview, live room): the project's
 * canvas (the one scene model) drawn live by the scene worker, with idle life when silent, lips
 * that follow each spoken sentence's viseme track and gestures at sentence starts.
 *
 * INTERFACE (shared by the card page and the live room): keep these names and shapes.
 */
import type { RefObject } from 'react';

/** One spoken sentence: WAV bytes (or a URL to them) and its lip-sync keys [ms, viseme], ms from the clip's start. */
export interface SpokenClip {
  audio: ArrayBuffer | string;
  visemes: readonly (readonly [number, number])[];
  durationMs: number;
  text: string;
}

export interface LiveHuman {
  /** Queues a sentence to play right after those already queued (an answer streams sentence by sentence). */
  enqueue(clip: SpokenClip): void;
  /** Plays a clip from a wall-clock instant (Date.now() ms; live rooms schedule answers on the room's clock). */
  playAt(clip: SpokenClip, startAtEpochMs: number): void;
  /** Barge-in: silence at once and drop everything queued. */
  stop(): void;
}

export type LiveHumanStatus = 'loading' | 'ready' | 'failed';

export interface LiveHumanCanvas {
  /** The project's dataJson (templateName, videoSize, iceScenes). */
  dataJson: string;
  videoSize: { width: number; height: number };
}

/** Draws the human inside `container` (a positioned element); the canvas fills it. */
export declare function useLiveHuman(
  container: RefObject<HTMLDivElement | null>,
  canvas: LiveHumanCanvas | null,
  onSpeakingChange?: (speaking: boolean) => void,
): { human: LiveHuman; status: LiveHumanStatus; speaking: boolean };
