import { ActionIcon } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import classes from './PlayerBar.module.css';
import { SLEEP_TEXTS, type SleepTimer, sleepClock } from './sleep-timer';
import { usePlayer } from './store';

/** The countdown: the time left ('14:05'), or that it waits for the song's end; null when off. */
function useSleepCountdown(): { shown: string; said: string } | null {
  const sleep = usePlayer((state) => state.sleep);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sleep?.kind !== 'at') return;
    setNow(Date.now());
    // Only what is on screen: the timer itself never waits on this interval (sleep-timer.ts).
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [sleep]);
  return countdownText(sleep, now);
}

export function countdownText(
  sleep: SleepTimer | null,
  now: number,
): { shown: string; said: string } | null {
  if (sleep === null) return null;
  if (sleep.kind === 'songEnd')
    return { shown: SLEEP_TEXTS.shortAtEnd, said: SLEEP_TEXTS.leftAtEnd };
  const clock = sleepClock(sleep.endsAt - now);
  return { shown: clock, said: SLEEP_TEXTS.left(clock) };
}

/**
 * The player's 'Temporizador' button: a moon, pressed while a timer runs, with the countdown
 * beside it. Drawn alone until first pressed (components/MenuOnPress.tsx), then as the menu's
 * target.
 */
export function SleepTimerButton(props: Omit<ComponentPropsWithRef<'button'>, 'color'>) {
  const countdown = useSleepCountdown();
  return (
    <>
      <ActionIcon
        variant={countdown ? 'light' : 'subtle'}
        color="gray.0"
        size={36}
        aria-label={SLEEP_TEXTS.button}
        {...props}
      >
        <IconMoon size={20} aria-hidden />
      </ActionIcon>
      {countdown && (
        <span role="timer" aria-label={countdown.said} className={classes.sleepCountdown}>
          {countdown.shown}
        </span>
      )}
    </>
  );
}
