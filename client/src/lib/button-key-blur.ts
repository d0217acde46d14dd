/** 000 §5: Enter or Space pressed on a button removes its focus. One handler for the whole page. */
export function isButtonActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

interface ElementLike {
  tagName: string;
  getAttribute(name: string): string | null;
}

export function isButtonLike(element: ElementLike | null): boolean {
  if (!element) return false;
  if (element.tagName === 'BUTTON') return true;
  if (element.tagName === 'INPUT') return ['button', 'submit', 'reset'].includes(element.getAttribute('type') ?? '');
  return element.getAttribute('role') === 'button';
}

/**
 * On keyup, after the press has done its work: a button activates on Enter's keydown and on Space's
 * keyup, so the blur waits for the current event to finish (a task, not a guess) before it runs.
 * Focus that the action moved elsewhere (a dialog opening) is left alone.
 */
export function installButtonKeyBlur(doc: Document = document): () => void {
  const onKeyUp = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!isButtonActivationKey(event.key) || !isButtonLike(target)) return;
    setTimeout(() => {
      if (doc.activeElement === target) target!.blur();
    });
  };
  doc.addEventListener('keyup', onKeyUp);
  return () => doc.removeEventListener('keyup', onKeyUp);
}
