import { useCallback, useState } from 'react';
import { errorsFrom } from './error-list';

/** The state behind an <ErrorList>: show a failure, clear it (on expiry or a new attempt). */
export function useErrorList() {
  const [errors, setErrors] = useState<readonly string[]>([]);
  const clear = useCallback(() => setErrors([]), []);
  const showError = useCallback(
    (error: unknown, fallback: string) => setErrors(errorsFrom(error, fallback)),
    [],
  );
  const showMessages = useCallback((messages: string[]) => setErrors(messages), []);
  return { errors, clear, showError, showMessages };
}
