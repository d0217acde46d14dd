import { useEffect, useRef, useState } from 'react';
import { SAFETY_CHECK_DEBOUNCE_MS } from '@portal/contracts';
import { riskCheck, type TextCheck } from './ai-calls';
import { passes } from './toolbox-rules';

/**
 * The script's live sensitive check (001 §4): 500 ms after typing stops and on blur; a new check
 * cancels the earlier one; a failed call counts as not passed.
 */
export function useLiveCheck(text: string) {
  const [result, setResult] = useState<{ text: string; check: TextCheck | null; passed: boolean } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(text);
  latest.current = text;

  const run = async (value: string): Promise<boolean> => {
    controller.current?.abort();
    if (!value.trim()) {
      setResult(null);
      return true;
    }
    const abort = new AbortController();
    controller.current = abort;
    try {
      const check = await riskCheck(value, abort.signal);
      if (abort.signal.aborted) return passes(check.level);
      setResult({ text: value, check, passed: passes(check.level) });
      return passes(check.level);
    } catch {
      if (!abort.signal.aborted) setResult({ text: value, check: null, passed: false });
      return false;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is recreated each render; the check is debounced on the text alone
  useEffect(() => {
    const timer = setTimeout(() => void run(text), SAFETY_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => controller.current?.abort(), []);

  const current = result && result.text === text ? result : null;
  return {
    check: current?.check ?? null,
    /** True passed, false not passed, null not checked for this text yet. */
    passed: current ? current.passed : null,
    onBlur: () => void run(latest.current),
    /** Checks now (the submit's last check when the text has not been checked yet). */
    checkNow: () => run(latest.current),
  };
}
