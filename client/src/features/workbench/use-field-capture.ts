import { useRef } from 'react';

/**
 * Undo steps for form fields: the first change after a field gains focus starts a step, the
 * keystrokes that follow update it, so typing a word is one step rather than one per letter.
 */
export function useFieldCapture() {
  const active = useRef<string | null>(null);
  return {
    capture(field: string): boolean {
      const first = active.current !== field;
      active.current = field;
      return first;
    },
    end(): void {
      active.current = null;
    },
  };
}
