import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createCanvasPreview, type CanvasPreview } from '../../../lib/workers/canvas-preview';
import { ClipPlayer, type SpokenClip } from './clip-player';
import { liveScene } from './live-scene';
import { liveTiming } from './live-timing';

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
  /**
   * The wall-clock instant (Date.now() ms) of scene time 0. Live rooms pass the room's clock origin
   * (corrected by the page's offset), so every viewer draws the same moment of the scene; without
   * it the scene starts when the page does.
   */
  clockOriginEpochMs?: number;
}

/** The canvas is never wider than this many pixels: the character art is 540 wide, a phone's box ~400 css px. */
const MAX_FRAME_WIDTH = 540;
/** While silent the idle life needs no more than this many frames a second (battery on phones). */
const IDLE_FRAME_MS = 1000 / 30;
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Pixel size of the frame for a box of `cssWidth` at the project's aspect. */
export function frameSize(cssWidth: number, videoSize: { width: number; height: number }, dpr: number) {
  const wanted = Math.round((cssWidth > 0 ? cssWidth : 360) * Math.min(dpr || 1, 2));
  const width = Math.max(90, Math.min(MAX_FRAME_WIDTH, wanted));
  return { width, height: Math.round((width * videoSize.height) / videoSize.width) };
}

/**
 * Draws the human inside `container` (a positioned element); the canvas fills it (cover). The scene
 * runs continuously (requestAnimationFrame, only the newest frame waiting is drawn) so the human
 * breathes and blinks when silent; clips play on one AudioContext, and their visemes and sentence
 * starts drive the mouth and gestures at the audio's own clock. The container carries
 * `data-speaking` and `data-fps` (frames drawn in the last second).
 */
export function useLiveHuman(
  container: RefObject<HTMLDivElement | null>,
  canvas: LiveHumanCanvas | null,
  onSpeakingChange?: (speaking: boolean) => void,
): { human: LiveHuman; status: LiveHumanStatus; speaking: boolean; audioBlocked: boolean } {
  const [status, setStatus] = useState<LiveHumanStatus>('loading');
  const [speaking, setSpeaking] = useState(false);
  const [audioBlocked, setAudioBlocked] = useState(false);
  const speakingNow = useRef(false);
  const speakingCallback = useRef(onSpeakingChange);
  speakingCallback.current = onSpeakingChange;
  const player = useRef<ClipPlayer | null>(null);

  const announce = (next: boolean) => {
    if (speakingNow.current === next) return;
    speakingNow.current = next;
    if (container.current) container.current.dataset.speaking = String(next);
    setSpeaking(next);
    speakingCallback.current?.(next);
  };
  const announceRef = useRef(announce);
  announceRef.current = announce;

  // The voice: one context for the page's life, resumed on the first gesture (autoplay rules).
  useEffect(() => {
    let ctx: ClipPlayer;
    try {
      ctx = new ClipPlayer();
    } catch {
      setAudioBlocked(true);
      return;
    }
    player.current = ctx;
    const sync = () => setAudioBlocked(ctx.context.state !== 'running');
    const unlock = () => {
      void ctx.resume().then(sync, sync);
    };
    ctx.context.addEventListener('statechange', sync);
    for (const g of GESTURES) window.addEventListener(g, unlock, { capture: true, passive: true });
    unlock();
    return () => {
      for (const g of GESTURES) window.removeEventListener(g, unlock, { capture: true });
      ctx.context.removeEventListener('statechange', sync);
      ctx.close();
      player.current = null;
    };
  }, []);

  const human = useMemo<LiveHuman>(
    () => ({
      enqueue: (clip) => {
        void player.current?.resume().catch(() => undefined);
        player.current?.enqueue(clip);
      },
      playAt: (clip, at) => {
        void player.current?.resume().catch(() => undefined);
        player.current?.playAt(clip, at);
      },
      stop: () => {
        player.current?.stop();
        announceRef.current(false);
      },
    }),
    [],
  );

  // Read on every frame, never a reason to rebuild the canvas.
  const clockOrigin = useRef(canvas?.clockOriginEpochMs);
  clockOrigin.current = canvas?.clockOriginEpochMs;
  const dataJson = canvas?.dataJson;
  const videoWidth = canvas?.videoSize.width;
  const videoHeight = canvas?.videoSize.height;
  useEffect(() => {
    const host = container.current;
    if (!host || dataJson === undefined || !videoWidth || !videoHeight) return;
    const videoSize = { width: videoWidth, height: videoHeight };
    let scene: unknown;
    try {
      scene = liveScene(dataJson);
    } catch {
      setStatus('failed');
      return;
    }
    host.dataset.speaking = String(speakingNow.current);
    const size = frameSize(host.clientWidth, videoSize, window.devicePixelRatio);
    // A transferred canvas cannot be transferred again: each mount draws on a fresh one.
    const element = document.createElement('canvas');
    element.width = size.width;
    element.height = size.height;
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
    });
    host.prepend(element);
    setStatus('loading');

    let live = true;
    let preview: CanvasPreview | null = null;
    let frame = 0;
    const origin = performance.now();
    let lastDraw = -Infinity;
    let drawn = 0;
    let windowStart = origin;
    const tick = () => {
      if (!live || !preview) return;
      frame = requestAnimationFrame(tick);
      const now = performance.now();
      const sceneNow = clockOrigin.current === undefined ? now - origin : Date.now() - clockOrigin.current;
      const voice = player.current;
      const { timing, speaking: heard } = liveTiming(
        voice ? voice.clips() : [],
        voice ? voice.audibleNowMs() : 0,
        sceneNow,
      );
      announceRef.current(heard);
      // (a few ms early is on time: rAF ticks are not exactly 16.7 ms apart)
      if (!heard && !timing.visemes && now - lastDraw < IDLE_FRAME_MS - 4) return;
      lastDraw = now;
      preview.draw(scene, sceneNow, videoSize, timing).then(
        (done) => {
          if (!done || !live) return;
          drawn++;
          setStatus('ready');
          if (now - windowStart >= 1000) {
            host.dataset.fps = String(Math.round((drawn * 1000) / (now - windowStart)));
            drawn = 0;
            windowStart = now;
          }
        },
        () => live && setStatus('failed'),
      );
    };
    createCanvasPreview(element)
      .then((p) => {
        if (!live) return p.dispose();
        preview = p;
        tick();
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      preview?.dispose();
      element.remove();
      delete host.dataset.fps;
    };
  }, [container, dataJson, videoWidth, videoHeight]);

  return { human, status, speaking, audioBlocked };
}
