import { useEffect, useState } from 'react';
import { PUSH_TEXTS } from '../../../domain/push-texts';
import { errorText } from '../../lib/api-errors';
import { isOnline } from '../../lib/connectivity';
import { notify } from '../../lib/notify';
import {
  currentPushSubscription,
  type PushAvailability,
  pushAvailability,
  turnOffPush,
  turnOnPush,
} from './device-push';

export interface DevicePush {
  /** Whether this device receives notices; null until known. */
  on: boolean | null;
  busy: boolean;
  availability: PushAvailability;
  change(want: boolean): Promise<void>;
}

/** This device's push notices, as a switch shows and changes them. */
export function useDevicePush(): DevicePush {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  useEffect(() => {
    let live = true;
    void currentPushSubscription()
      .then((subscription) => {
        if (live) setOn(subscription !== null && Notification.permission === 'granted');
      })
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);

  const change = async (want: boolean) => {
    if (!isOnline()) {
      notify('error', PUSH_TEXTS.offline);
      return;
    }
    setBusy(true);
    try {
      if (!want) {
        await turnOffPush();
        setOn(false);
      } else if ((await turnOnPush()) === 'on') {
        setOn(true);
      } else {
        setAvailability(pushAvailability());
        notify('error', PUSH_TEXTS.denied);
      }
    } catch (error) {
      notify('error', errorText(error, PUSH_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };
  return { on, busy, availability, change };
}
