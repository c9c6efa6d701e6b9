/**
 * A browser's push machinery for jsdom (which has none): a service worker registration whose push
 * manager hands out one subscription, and the Notification permission, with what was asked.
 */
import { vi } from 'vitest';

export interface FakePush {
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  /** The key the page subscribed with, as bytes. */
  subscribedKey(): Uint8Array | null;
  restore(): void;
}

export const DEVICE = {
  endpoint: 'https://push.example.net/send/telefono-1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

export function installFakePush(answer: NotificationPermission = 'granted'): FakePush {
  let subscription: PushSubscription | null = null;
  let key: Uint8Array | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    key = new Uint8Array(options.applicationServerKey as Uint8Array);
    subscription = {
      endpoint: DEVICE.endpoint,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => DEVICE,
      unsubscribe,
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  };
  const permission = { value: 'default' as NotificationPermission };
  const requestPermission = vi.fn(async () => {
    permission.value = answer;
    return answer;
  });
  const notification = {
    get permission() {
      return permission.value;
    },
    requestPermission,
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      controller: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return {
    requestPermission,
    subscribe,
    unsubscribe,
    subscribedKey: () => key,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    },
  };
}
