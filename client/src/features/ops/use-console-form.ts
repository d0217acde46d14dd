import { useState } from 'react';
import { formFailure } from './failure-text';

type Values = Record<string, string | undefined>;

/** What a text input of a console form is given: its value, its change handler and its refusal. */
export interface FieldBinding {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
}

/**
 * The console's forms: their values, one binder per text input, and a submit whose refusal lands
 * beside its fields (the server's zod issues) or under the form (anything else).
 */
export function useConsoleForm<T extends Values>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const input = (key: keyof T & string): FieldBinding => ({
    value: values[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before the updater runs.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
    error: errors[key],
  });

  /**
   * Runs the submit; what it throws is shown, never lost. `check` holds back what the browser can
   * judge alone (a confirmation that does not match): its problems show beside their fields.
   */
  const submit = async (action: () => Promise<unknown>, check?: () => Partial<Record<keyof T, string>>) => {
    setErrors({});
    setFailure(null);
    const problems = check?.() ?? {};
    if (Object.keys(problems).length > 0) return setErrors(problems);
    try {
      await action();
    } catch (error) {
      const { byField, other } = formFailure(error, Object.keys(values) as (keyof T & string)[]);
      setErrors(byField as Partial<Record<keyof T, string>>);
      setFailure(other);
    }
  };

  return { values, setValues, errors, failure, input, submit };
}
