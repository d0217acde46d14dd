import { useEffect, useRef, useState } from 'react';
import { aiToolboxMessages, type REWRITE_STYLES } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpcClient } from '../../lib/trpc';
import { readStream, riskCheck, streamErrorMessage, type TextCheck } from './ai-calls';
import { fetchTranscript, TranscriptError, type TranscriptRequest } from './transcript';

export type Style = (typeof REWRITE_STYLES)[number];

export interface StyleResult {
  status: 'blank' | 'generating' | 'generated';
  nav: Style;
  textMap: Partial<Record<Style, string>>;
  checks: Partial<Record<Style, TextCheck>>;
  tempText: string;
  isGenerating: boolean;
  editText: string | null;
}

const BLANK: StyleResult = {
  status: 'blank',
  nav: 'original',
  textMap: {},
  checks: {},
  tempText: '',
  isGenerating: false,
  editText: null,
};

/**
 * The style rewriting result (001 §3 resultInfo, §4): the original transcript from the polled task,
 * risk-checked; then one stream per style through cache-data + stream-script-creation. Unmounting
 * (leaving the screen) cancels whatever is pending.
 */
export function useStyleRewrite() {
  const [r, setR] = useState<StyleResult>(BLANK);
  const [speechOff, setSpeechOff] = useState(false);
  const current = useRef(r);
  current.current = r;
  const last = useRef<TranscriptRequest | null>(null);
  const controller = useRef(new AbortController());
  useEffect(() => () => controller.current.abort(), []);
  const patch = (p: Partial<StyleResult>) => setR((s) => ({ ...s, ...p }));

  const inspire = async (request: TranscriptRequest) => {
    controller.current.abort();
    controller.current = new AbortController();
    const signal = controller.current.signal;
    last.current = request;
    setR({ ...BLANK, status: 'generating' });
    try {
      const text = await fetchTranscript(request, signal);
      const check = await riskCheck(text, signal).catch(() => undefined);
      if (signal.aborted) return;
      setR({ ...BLANK, status: 'generated', textMap: { original: text }, checks: check ? { original: check } : {} });
    } catch (error) {
      if (signal.aborted) return;
      setR(BLANK);
      if (error instanceof TranscriptError && error.speechOff) setSpeechOff(true);
      if (error instanceof TranscriptError && error.message) toast.error(error.message);
    }
  };

  const generate = async (style: Style) => {
    const original = current.current.textMap.original;
    if (!original || style === 'original' || !last.current) return;
    const signal = controller.current.signal;
    patch({ isGenerating: true, tempText: '' });
    let text = '';
    try {
      const dataKey = await trpcClient.script.cacheData.mutate(
        {
          dataJson: JSON.stringify({
            sourceType: last.current.sourceType,
            workflow: style,
            url: last.current.url,
            videoText: original,
          }),
        },
        { signal },
      );
      await readStream(
        trpcClient.script.streamScriptCreation,
        dataKey,
        (chunk) => {
          text += chunk.content;
          patch({ tempText: text });
        },
        signal,
      );
      const check = await riskCheck(text, signal).catch(() => undefined);
      setR((s) => ({
        ...s,
        isGenerating: false,
        tempText: '',
        textMap: { ...s.textMap, [style]: text.trim() },
        checks: { ...s.checks, ...(check ? { [style]: check } : {}) },
      }));
    } catch (error) {
      if (signal.aborted) return;
      toast.error(streamErrorMessage(error));
      patch({ isGenerating: false, tempText: '' });
    }
  };

  /** 001 §4: blocked while generating or editing; otherwise switch and stream a style without text. */
  const choose = (style: Style) => {
    const s = current.current;
    if (s.isGenerating || s.editText !== null) return void toast.info(aiToolboxMessages.generatingPleaseWait);
    patch({ nav: style });
    if (style !== 'original' && !s.textMap[style]) void generate(style);
  };

  const confirmEdit = async () => {
    const s = current.current;
    if (s.editText === null) return;
    const text = s.editText.trim();
    const check = await riskCheck(text, controller.current.signal).catch(() => undefined);
    setR((x) => ({
      ...x,
      editText: null,
      textMap: { ...x.textMap, [x.nav]: text },
      checks: { ...x.checks, ...(check ? { [x.nav]: check } : {}) },
    }));
  };

  return {
    r,
    speechOff,
    inspire,
    choose,
    regenerate: () => void generate(current.current.nav),
    startEdit: () =>
      current.current.isGenerating
        ? toast.info(aiToolboxMessages.generatingPleaseWait)
        : patch({ editText: current.current.textMap[current.current.nav] ?? '' }),
    setEditText: (editText: string) => patch({ editText }),
    cancelEdit: () => patch({ editText: null }),
    confirmEdit,
    /** 001 §4: leaving or switching the input resets the state and cancels pending work. */
    reset: () => {
      controller.current.abort();
      controller.current = new AbortController();
      setR(BLANK);
    },
  };
}
