import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useErrorList } from '../use-error-list';
import { useSubmit } from '../use-submit';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '../validation';

export interface AuthFormOptions<V> {
  initial: V | (() => V);
  /** The field messages for these values; run on submit, then on every change after it. */
  check: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** The message shown when a failed call gives none of its own. */
  fallback: string;
}

/**
 * The state every account form keeps: its values, field messages that appear only after the first
 * try, the banner list of failures, and one submission at a time.
 */
export function useAuthForm<V>({ initial, check, fallback }: AuthFormOptions<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [tried, setTried] = useState(false);
  const { errors, clear, showError, showMessages } = useErrorList();
  const { submitting, run } = useSubmit();

  const change = (next: V) => {
    setValues(next);
    if (tried) setFieldErrors(check(next));
  };

  /** Shows the field messages and focuses the first wrong field; true when all is valid. */
  const validate = (): boolean => {
    const found = check(values);
    // The messages must be in the DOM before focus can move to the first invalid field.
    flushSync(() => {
      setTried(true);
      setFieldErrors(found);
    });
    if (!hasErrors(found)) return true;
    focusFirstInvalid(formRef.current);
    return false;
  };

  const send = (task: () => Promise<void>) => {
    void run(async () => {
      clear();
      try {
        await task();
      } catch (error) {
        showError(error, fallback);
      }
    });
  };

  return {
    formRef,
    values,
    fieldErrors,
    change,
    validate,
    send,
    errors,
    clear,
    showMessages,
    submitting,
  };
}
