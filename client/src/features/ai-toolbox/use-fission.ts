import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { trpcClient } from '../../lib/trpc';
import { readStream, riskCheck, streamErrorMessage, type TextCheck } from './ai-calls';

/** 001 §3 script result: text, its check, and its edit state. */
export interface FissionScript {
  id: number;
  text: string;
  check: TextCheck | null;
  editText: string | null;
}

export interface FissionForm {
  referenceScript: string;
  mainInfo: string;
  mainFeatureList: string[];
}

let nextId = 1;

/**
 * Script fission (001 §4): each generation streams one script from the fission request's key (a
 * temporary card with a cursor meanwhile), then risk-checks it and appends it.
 */
export function useFission() {
  const [scripts, setScripts] = useState<FissionScript[]>([]);
  const [temp, setTemp] = useState<string | null>(null);
  const controller = useRef(new AbortController());
  useEffect(() => () => controller.current.abort(), []);
  const generating = temp !== null;

  const generate = async (form: FissionForm, clear: boolean) => {
    if (generating) return;
    if (clear) setScripts([]);
    const signal = controller.current.signal;
    setTemp('');
    let text = '';
    try {
      const { dataKey } = await trpcClient.script.imitationRequest.mutate(
        { dataJson: JSON.stringify(form) },
        { signal },
      );
      await readStream(
        trpcClient.aiText.streamAskDb,
        dataKey,
        (chunk) => {
          if (chunk.outputType !== 'ANSWER') return;
          text += chunk.content;
          setTemp(text);
        },
        signal,
      );
      const check = await riskCheck(text, signal).catch(() => null);
      setScripts((list) => [...list, { id: nextId++, text: text.trim(), check, editText: null }]);
    } catch (error) {
      if (signal.aborted) return;
      toast.error(streamErrorMessage(error));
    } finally {
      if (!signal.aborted) setTemp(null);
    }
  };

  const update = (id: number, patch: Partial<FissionScript>) =>
    setScripts((list) => list.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  const confirmEdit = async (id: number) => {
    const script = scripts.find((s) => s.id === id);
    if (!script || script.editText === null) return;
    const text = script.editText.trim();
    const check = await riskCheck(text, controller.current.signal).catch(() => null);
    update(id, { text, check, editText: null });
  };
  return { scripts, temp, generating, generate, update, confirmEdit };
}
