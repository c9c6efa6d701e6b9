import { Notification } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './SettingsPage.module.css';

export interface TimedToastProps {
  message: string;
  /** How long it stays (spec section 9: the logout toast hides after 3 s). */
  durationMs: number;
  /** Called once, when the toast has hidden. */
  onHidden: () => void;
}

/** A short confirmation that hides itself; announced politely to screen readers. */
export function TimedToast({ message, durationMs, onHidden }: TimedToastProps) {
  const [shown, setShown] = useState(true);
  // Re-renders of the parent must not restart the clock.
  const hidden = useRef(onHidden);
  hidden.current = onHidden;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setShown(false);
      hidden.current();
    }, durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  if (!shown) return null;
  return (
    <div className={classes.toast} role="status" aria-live="polite">
      <Notification
        icon={<IconCheck size={18} aria-hidden />}
        color="green"
        withCloseButton={false}
        withBorder
      >
        {message}
      </Notification>
    </div>
  );
}
