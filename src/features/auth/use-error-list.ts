import { useCallback, useState } from 'react';
import { errorList } from '../../lib/api-errors';

/** The state behind an <ErrorList>: show a failure, clear it (on expiry or a new attempt). */
export function useErrorList() {
  const [errors, setErrors] = useState<readonly string[]>([]);
  const clear = useCallback(() => setErrors([]), []);
  const showError = useCallback(
    (error: unknown, fallback: string) => setErrors(errorList(error, fallback)),
    [],
  );
  const showMessages = useCallback((messages: string[]) => setErrors(messages), []);
  return { errors, clear, showError, showMessages };
}
