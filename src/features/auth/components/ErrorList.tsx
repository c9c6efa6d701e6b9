import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ERROR_LIST_TIMEOUT_MS } from '../error-list';

export interface ErrorListProps {
  errors: readonly string[];
  /** Called once the list has been shown for 5 s (spec section 9). */
  onExpire: () => void;
}

/** Spec section 8: failures shown as a list of red banners that clears itself. */
export function ErrorList({ errors, onExpire }: ErrorListProps) {
  useEffect(() => {
    if (errors.length === 0) return;
    const timer = window.setTimeout(onExpire, ERROR_LIST_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [errors, onExpire]);

  if (errors.length === 0) return null;
  return (
    // Each banner is an alert of its own (Mantine's role), announced as it appears.
    <Stack gap="xs">
      {errors.map((message) => (
        <Alert
          key={message}
          color="tamboraRed"
          variant="filled"
          icon={<IconAlertCircle size={18} aria-hidden />}
          p="xs"
        >
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
