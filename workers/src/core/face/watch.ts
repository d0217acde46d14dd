/**
 * The kiosk's face watch (issue 29), as a pure state machine: what to do with each camera frame's
 * faces. A person standing in front of the screen is greeted once by name when their embedding
 * matches, or with the generic greeting after a few unmatched tries; a face must be gone for a while
 * before the next one counts as someone new. Embeddings are asked for only while they can still
 * change the outcome (someone near, not yet greeted, no match request pending): after the greeting,
 * frames are searched for a face alone, about a third of the work per frame.
 */
import { FACE_SCORE_MIN } from './config';

export interface WatchedFace {
  /** Detector confidence in [0, 1]. */
  score: number;
  /** [x, y, width, height] in frame pixels. */
  box: readonly [number, number, number, number];
  embedding?: readonly number[];
}

export interface FaceWatchRules {
  /** Faces below this detector score are not counted (a poster in the background, a blur). */
  scoreMin: number;
  /** A face must fill this share of the frame's shorter side: someone standing in front of the screen. */
  nearShare: number;
  /** After this long without a near face, the next one is someone new. */
  goneMs: number;
  /** Unmatched tries before the generic greeting (a turned head, a blur). */
  tries: number;
}

export const FACE_WATCH_RULES: FaceWatchRules = { scoreMin: FACE_SCORE_MIN, nearShare: 0.15, goneMs: 4_000, tries: 3 };

/** What the kiosk does after a frame: nothing, or ask the server to match this embedding. */
export type FaceStep = { kind: 'idle' } | { kind: 'match'; embedding: number[] };

/** A match answer: the person's name and greeting, or null for nobody enrolled. */
export type MatchAnswer = { name: string; greeting: string } | null;

/** What a match answer leads to: greet by name, greet generically, or keep trying. */
export type GreetStep = { kind: 'greet'; name: string; greeting: string } | { kind: 'unknown' } | { kind: 'retry' };

export class FaceWatch {
  private lastSeen = 0;
  private greeted = false;
  private failures = 0;
  private asking = false;

  constructor(private readonly rules: FaceWatchRules = FACE_WATCH_RULES) {}

  /** Whether the next frame should carry embeddings: only while one can still lead to a greeting. */
  get wantsEmbedding(): boolean {
    return !this.greeted && !this.asking;
  }

  /** The near face of a frame, if any: the first confident face large enough. */
  nearFace(faces: readonly WatchedFace[], frame: { width: number; height: number }): WatchedFace | undefined {
    const side = Math.min(frame.width, frame.height) || 1;
    return faces.find(
      (f) => f.score >= this.rules.scoreMin && Math.max(f.box[2], f.box[3]) / side >= this.rules.nearShare,
    );
  }

  /** One frame's faces at time `now` (ms): a match to ask for, or nothing. */
  frame(faces: readonly WatchedFace[], frame: { width: number; height: number }, now: number): FaceStep {
    const face = this.nearFace(faces, frame);
    if (!face) {
      if (this.lastSeen && now - this.lastSeen > this.rules.goneMs) {
        this.greeted = false;
        this.failures = 0;
        this.lastSeen = 0;
      }
      return { kind: 'idle' };
    }
    this.lastSeen = now;
    if (this.greeted || this.asking || !face.embedding?.length) return { kind: 'idle' };
    this.asking = true;
    return { kind: 'match', embedding: [...face.embedding] };
  }

  /** The server's answer to the match asked for last; a failed request (null answer, `failed`) is retried. */
  answered(answer: MatchAnswer, failed = false): GreetStep {
    this.asking = false;
    if (failed) return { kind: 'retry' };
    if (answer) {
      this.greeted = true;
      return { kind: 'greet', name: answer.name, greeting: answer.greeting };
    }
    if (++this.failures >= this.rules.tries) {
      this.greeted = true;
      return { kind: 'unknown' };
    }
    return { kind: 'retry' };
  }
}
