import { useCallback, useEffect, useRef, useState } from 'react';
import { businessCodeOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import type { WorkbenchData } from './types';

/** Autosave a draft this long after the last change. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** The server's business code for a save based on an older version. */
const PROJECT_CHANGED = 409;
/** 001 §8: the save named a voice the company cannot use; the voice rolls back to the last saved one. */
const VOICE_UNAVAILABLE = 430;

export type SaveState = '未保存' | '保存中' | '已保存';

interface Options {
  id: string;
  version: number;
  data: WorkbenchData;
  revision: number;
  title: string;
  /** Called with the last saved data when a save is answered with code 430. */
  onVoiceRejected: (saved: WorkbenchData) => void;
}

/**
 * Saves and autosaves, one request at a time: both bump the project's version, so a save queued
 * behind a draft must carry the draft's new version. Only an explicit save checks the version.
 */
export function usePersistence({ id, version, data, revision, title, onVoiceRejected }: Options) {
  // Silent: a stale version shows its own dialog, a refused voice rolls back; failures toast below.
  const update = trpc.videoProject.projectUpdate.useMutation(silentCall);
  const draft = trpc.videoProject.draft.useMutation(silentCall);
  const versionRef = useRef(version);
  const latest = useRef({ data, revision, title });
  latest.current = { data, revision, title };
  const lastSaved = useRef(data);
  const voiceRejected = useRef(onVoiceRejected);
  voiceRejected.current = onVoiceRejected;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [savedRevision, setSavedRevision] = useState(revision);
  const [savedTitle, setSavedTitle] = useState(title);
  const [conflict, setConflict] = useState(false);

  const persist = useCallback(
    (kind: 'save' | 'draft'): Promise<boolean> => {
      setPending((n) => n + 1);
      const job = queue.current.then(async () => {
        const { data: d, revision: rev, title: t } = latest.current;
        try {
          const project =
            kind === 'save'
              ? await update.mutateAsync({ id, data: d, title: t, version: versionRef.current })
              : await draft.mutateAsync({ id, data: d });
          versionRef.current = project.version;
          lastSaved.current = d;
          setSavedRevision((r) => Math.max(r, rev));
          if (kind === 'save') setSavedTitle(t);
          return true;
        } catch (e) {
          const code = businessCodeOf(e);
          if (code === VOICE_UNAVAILABLE) {
            // Drafts too: otherwise autosave would retry the same refused voice every 3 s.
            voiceRejected.current(lastSaved.current);
            toast.error(messageOf(e));
          } else if (kind === 'save' && code === PROJECT_CHANGED) setConflict(true);
          else toast.error(messageOf(e));
          return false;
        } finally {
          setPending((n) => n - 1);
        }
      });
      queue.current = job;
      return job;
    },
    [id, update, draft],
  );

  // Autosave a draft 3 s after the last change (each change restarts the wait).
  useEffect(() => {
    if (revision <= savedRevision) return;
    const timer = setTimeout(() => void persist('draft'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, savedRevision, persist]);

  const saveState: SaveState =
    pending > 0 ? '保存中' : revision > savedRevision || title !== savedTitle ? '未保存' : '已保存';
  return { saveState, save: () => persist('save'), conflict, dismissConflict: () => setConflict(false) };
}
