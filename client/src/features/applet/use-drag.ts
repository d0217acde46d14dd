import { type PointerEvent, useCallback, useRef, useState } from 'react';

/** A floating window the visitor drags with a finger or the mouse, kept inside the viewport. */
export function useDrag(initial: () => { x: number; y: number }, size: { width: number; height: number }) {
  const [position, setPosition] = useState(initial);
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      grab.current = { dx: e.clientX - position.x, dy: e.clientY - position.y };
    },
    [position],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (!grab.current) return;
      const x = Math.min(Math.max(0, e.clientX - grab.current.dx), window.innerWidth - size.width);
      const y = Math.min(Math.max(0, e.clientY - grab.current.dy), window.innerHeight - size.height);
      setPosition({ x, y });
    },
    [size.width, size.height],
  );
  const onPointerUp = useCallback(() => {
    grab.current = null;
  }, []);

  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
