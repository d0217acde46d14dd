import { animationDefaultTime } from '@portal/contracts';
import type { CanvasNode } from './types';

/** The element fields an animation choice writes (001 §3 effectIn, effectOut, Effects, filter). */
export type AnimationSlot = 'entrance' | 'exit' | 'loop' | 'filter';

/** What the slot of a node holds now, or null. */
export function animationOf(node: CanvasNode, slot: AnimationSlot): string | null {
  const field = (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    'type' in v &&
    typeof v.type === 'string' &&
    (v as { enable?: unknown }).enable !== false
      ? v.type
      : null;
  switch (slot) {
    case 'entrance':
      return field(node.effectIn);
    case 'exit':
      return field(node.effectOut);
    case 'loop':
      return Array.isArray(node.Effects)
        ? field(node.Effects[0])
        : typeof node.Effects === 'string'
          ? node.Effects
          : null;
    case 'filter':
      return typeof node.filter === 'string' ? node.filter : field(node.filter);
  }
}

/**
 * The fields that put `name` into the slot (null clears it), with the default times of 002 §9. A new
 * animation replaces the old one of the same kind (001 §4).
 */
export function withAnimation(slot: AnimationSlot, name: string | null): Record<string, unknown> {
  switch (slot) {
    case 'entrance':
      return {
        effectIn: name ? { enable: true, type: name, start: 0, duration: animationDefaultTime(name) } : undefined,
      };
    case 'exit':
      return { effectOut: name ? { enable: true, type: name, duration: animationDefaultTime(name) } : undefined };
    case 'loop':
      return { Effects: name ? [{ enable: true, type: name }] : [] };
    case 'filter':
      return { filter: name ?? undefined };
  }
}

/** How long a live preview of the slot's animation runs (ms): entrance and exit once, a loop twice. */
export function previewLength(slot: AnimationSlot, name: string): number {
  if (slot === 'loop') return 4_000;
  return animationDefaultTime(name) * 1000;
}
