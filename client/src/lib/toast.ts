/**
 * The page's toasts. 000 §8 allows at most 3 at once: a new toast pushes the oldest out, and a
 * message that is already showing is not repeated (a failed query retried once would say it twice).
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds on screen. */
  duration: number;
}

export const MAX_TOASTS = 3;
const DEFAULT_DURATION = 3000;

/** Pure: the list after `toast` arrives. */
export function addToast(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  if (list.some((t) => t.message === toast.message && t.kind === toast.kind)) return [...list];
  const next = [...list, toast];
  return next.length > max ? next.slice(next.length - max) : next;
}

type Listener = () => void;

function createToastStore() {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const show = (kind: ToastKind, message: string, duration = DEFAULT_DURATION) => {
    const toast: Toast = { id: nextId++, kind, message, duration };
    const next = addToast(toasts, toast);
    if (!next.some((t) => t.id === toast.id)) return;
    for (const dropped of toasts.filter((t) => !next.includes(t))) dismiss(dropped.id);
    toasts = next;
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), duration),
    );
    emit();
  };

  return {
    success: (message: string, duration?: number) => show('success', message, duration),
    error: (message: string, duration?: number) => show('error', message, duration),
    info: (message: string, duration?: number) => show('info', message, duration),
    dismiss,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export const toast = createToastStore();
