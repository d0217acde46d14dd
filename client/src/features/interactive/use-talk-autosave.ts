import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS } from '@portal/contracts';
import { messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';

/** 002 §4 save status: not → loading → end. */
export type SaveStatus = 'not' | 'loading' | 'end';
export const SAVE_STATUS_LABEL: Record<SaveStatus, string> = { not: '未保存', loading: '保存中…', end: '已保存' };

type Patch = Pick<RouterInputs['talkProject']['projectUpdate'], 'csPersonDesign' | 'config'>;

/**
 * Persona and config follow edits with the 300 ms debounce (002 §4): edits within the window merge
 * into one save. `flush` saves what is pending now (before publishing). A refused save (a flagged
 * company name) shows its message and leaves the status at not.
 */
export function useTalkAutosave(
  projectId: string,
  onSaved: (answer: RouterOutputs['talkProject']['projectUpdate']) => void,
) {
  const [status, setStatus] = useState<SaveStatus>('end');
  const pending = useRef<Patch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = trpc.talkProject.projectUpdate.useMutation({ trpc: { context: { silent: true } } });
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const patch = pending.current;
    if (!patch) return true;
    pending.current = null;
    setStatus('loading');
    try {
      const answer = await mutation.mutateAsync({ projectId, ...patch, scope: Object.keys(patch).join(',') });
      setStatus(pending.current ? 'not' : 'end');
      savedCallback.current(answer);
      return true;
    } catch (e) {
      setStatus('not');
      toast.error(messageOf(e));
      return false;
    }
  }, [mutation, projectId]);

  const schedule = useCallback(
    (patch: Patch) => {
      const merged: Patch = { ...pending.current };
      if (patch.csPersonDesign) merged.csPersonDesign = { ...merged.csPersonDesign, ...patch.csPersonDesign };
      if (patch.config) merged.config = { ...merged.config, ...patch.config };
      pending.current = merged;
      setStatus('not');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { status, schedule, flush };
}
